// The custom thank-you page as the pages step writes it: a headline, a text
// and whether to show the seller's other products, turned into the
// page-builder document core checks (`{"type": "thankYouPage", "blocks":
// [...]}`, see core/src/builder.rs and core/src/setup.rs) and read back
// from one. The block settings are single words (`title`, `text`) on
// purpose: the API client converts keys between snake_case and camelCase,
// which one-word keys survive unchanged.

export interface ThankYouFields {
  title: string;
  text: string;
  showProducts: boolean;
}

export interface PageBlock {
  id: string;
  type: string;
  settings?: Record<string, unknown>;
}

export interface ThankYouDocument {
  type: "thankYouPage";
  blocks: PageBlock[];
}

/** The ids of the two blocks the step writes. */
export const THANK_YOU_BLOCK_ID = "thank-you";
export const SELLER_PRODUCTS_BLOCK_ID = "seller-products";

export const emptyThankYou: ThankYouFields = { title: "", text: "", showProducts: false };

/** The document of a custom thank-you page: the thank-you block first, then (when wanted) the seller's products. */
export function thankYouDocument(fields: ThankYouFields): ThankYouDocument {
  const blocks: PageBlock[] = [{ id: THANK_YOU_BLOCK_ID, type: "thank_you_page", settings: { title: fields.title, text: fields.text } }];
  if (fields.showProducts) blocks.push({ id: SELLER_PRODUCTS_BLOCK_ID, type: "seller_products", settings: {} });
  return { type: "thankYouPage", blocks };
}

const blocksOf = (doc: unknown): PageBlock[] => {
  if (doc === null || typeof doc !== "object") return [];
  const blocks = (doc as { blocks?: unknown }).blocks;
  return Array.isArray(blocks) ? blocks.filter((b): b is PageBlock => b !== null && typeof b === "object") : [];
};

/** The fields of a stored document (empty ones for none, or for a document of another shape). */
export function thankYouFields(doc: unknown): ThankYouFields {
  const blocks = blocksOf(doc);
  const main = blocks.find((b) => b.type === "thank_you_page");
  const setting = (key: string) => {
    const value = main?.settings?.[key];
    return typeof value === "string" ? value : "";
  };
  return { title: setting("title"), text: setting("text"), showProducts: blocks.some((b) => b.type === "seller_products") };
}

/**
 * The step's field for a problem of the pages section (fields as core and
 * the edge name them, without the `pages.` prefix): the headline and text
 * of the thank-you block, else the problem's own path.
 */
export function pagesField(path: string, doc: ThankYouDocument | null): string {
  const m = /^thank_you_page\.blocks\.(\d+)\.settings\.(title|text)$/.exec(path);
  if (m && doc?.blocks[Number(m[1])]?.type === "thank_you_page") return m[2] === "title" ? "title" : "text";
  return path;
}
