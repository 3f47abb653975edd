// The row actions of a product (core's `row_actions`, spec section 3).

/**
 * A row action as the list offers it. Core names them in camelCase
 * (`productLinks`); the API contract in snake_case (`product_links`): both
 * are read, and the app uses the snake form.
 */
export type RowActionName =
  "product_links" | "edit" | "preview" | "product_page" | "archive" | "duplicate" | "unpublish" | "unarchive" | "publish";

const rowActionNames: readonly RowActionName[] = [
  "product_links",
  "edit",
  "preview",
  "product_page",
  "archive",
  "duplicate",
  "unpublish",
  "unarchive",
  "publish",
];

/** The row actions of an answer, in its order, each once, unknown ones left out. */
export function rowActionsOf(raw: readonly string[]): RowActionName[] {
  const out: RowActionName[] = [];
  for (const a of raw) {
    const snake = a.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as RowActionName;
    if (rowActionNames.includes(snake) && !out.includes(snake)) out.push(snake);
  }
  return out;
}
