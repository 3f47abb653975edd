import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

export const mailTexts = textTable("mail/texts", "mailTexts") satisfies Texts<string>;
