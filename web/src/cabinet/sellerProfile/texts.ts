import type { Texts } from "../../app/i18n";
import { textTable } from "../../i18n/catalogue";

export const profileTexts = textTable("cabinet/sellerProfile/texts", "profileTexts") satisfies Texts<string>;

export type ProfileText = keyof typeof profileTexts;
