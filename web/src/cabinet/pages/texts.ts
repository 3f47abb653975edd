// The page editor's words in English and German (the catalogues in
// web/src/i18n); rule texts and the edge's codes come from core.
import type { Texts } from "../../app/i18n";
import { textTable } from "../../i18n/catalogue";

export const pageTexts = textTable("cabinet/pages/texts", "pageTexts") satisfies Texts<string>;
export const fieldTexts = textTable("cabinet/pages/texts", "fieldTexts");
export const optionTexts = textTable("cabinet/pages/texts", "optionTexts");
export const blockTexts = textTable("cabinet/pages/texts", "blockTexts");
export const pageTypeTexts = textTable("cabinet/pages/texts", "pageTypeTexts");
export const categoryTexts = textTable("cabinet/pages/texts", "categoryTexts") satisfies Texts<string>;
export const themeTexts = textTable("cabinet/pages/texts", "themeTexts") satisfies Texts<string>;
