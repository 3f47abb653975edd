import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

export const payerTexts = textTable("payer/texts", "payerTexts") satisfies Texts<string>;
