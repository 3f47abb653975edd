import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

export const courseTexts = textTable("course/texts", "courseTexts") satisfies Texts<string>;
