import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

// The words of the legal document pages (a shop's and the platform's) and
// the shops' footer; the platform's own documents are in the catalogues
// too, one text per document with `#` headings (core's `legal::blocks`).
export const legalPageTexts = textTable("legal/texts", "legalPageTexts") satisfies Texts<string>;

export const platformDocuments = textTable("legal/texts", "platformDocuments") satisfies Texts<"imprint" | "terms" | "privacy">;
