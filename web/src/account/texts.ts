import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

// The account screens' own words. Validation messages come from core.
export const accountTexts = textTable("account/texts", "accountTexts") satisfies Texts<string>;

export type AccountText = keyof typeof accountTexts;

// The areas after sign-in.
export const areaTexts = textTable("account/texts", "areaTexts") satisfies Texts<string>;
