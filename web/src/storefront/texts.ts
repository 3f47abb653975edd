import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

// The storefront's own words (shop, product page, password gate, a missing
// shop or product), English and German. Problems are core's messages.
export const storefrontTexts = textTable("storefront/texts", "storefrontTexts") satisfies Texts<string>;
