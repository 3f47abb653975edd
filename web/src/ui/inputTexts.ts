import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

// The form widgets' own words (buttons, hints, notices) in English and
// German. A problem's words come from core (`messageFor`), not from here.
export const inputTexts = textTable("ui/inputTexts", "inputTexts") satisfies Texts<string>;
