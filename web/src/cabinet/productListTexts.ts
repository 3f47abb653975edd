// The product list's and the coupon list's own words (columns, empty
// states) in English and German; German addresses the seller as "du".
import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

export const productListTexts = textTable("cabinet/productListTexts", "productListTexts") satisfies Texts<string>;
