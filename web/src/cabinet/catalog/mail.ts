// The delivery mail's placeholders. Core's `setup::MAIL_PLACEHOLDERS`
// (core/src/setup.rs) is the list the `product_setup` rule accepts; it is
// not exported to TypeScript, so it is repeated here, once. A placeholder
// missing here is still refused by core in the browser, never silently sent.
export const MAIL_PLACEHOLDERS = ["buyer_name", "product_name", "order_id", "access_link", "seller_name"] as const;

export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];

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
