// The delivery mail's placeholders: core's list (`setup::MailPlaceholder`,
// read through wasm-pkg's `setupRules`), the very list the `product_setup`
// rule accepts.
import { setupRules, type MailPlaceholder } from "../../core";

export type { MailPlaceholder };

/** Every placeholder a custom delivery mail may use, in the editor's order. */
export const MAIL_PLACEHOLDERS: readonly MailPlaceholder[] = setupRules().mail_placeholders;

/** A placeholder as a mail text writes it. */
export const placeholderText = (name: MailPlaceholder) => `{{${name}}}`;

/**
 * The text with a placeholder put in at the cursor (`at`; the end when
 * unknown), and the cursor after it.
 */
export function insertPlaceholder(text: string, name: MailPlaceholder, at?: number | null): { text: string; cursor: number } {
  const where = at === undefined || at === null || at < 0 || at > text.length ? text.length : at;
  const inserted = placeholderText(name);
  return { text: text.slice(0, where) + inserted + text.slice(where), cursor: where + inserted.length };
}
