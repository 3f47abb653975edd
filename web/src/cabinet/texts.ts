import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

export const cabinetTexts = textTable("cabinet/texts", "cabinetTexts") satisfies Texts<string>;
