import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

// The shared widgets' own words (close buttons, spinners, new-tab notes).
export const uiTexts: Texts<"close" | "loading" | "newTab" | "moreInfo" | "notifications" | "dismiss"> = textTable("ui/texts", "uiTexts");
