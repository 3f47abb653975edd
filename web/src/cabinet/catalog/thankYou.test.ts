import { describe, expect, it } from "vitest";
import { pagesField, thankYouDocument, thankYouFields } from "./thankYou";

describe("the custom thank-you page document", () => {
  it("is one thank-you block with title and text", () => {
    expect(thankYouDocument({ title: "Thanks!", text: "See you soon.", showProducts: false })).toEqual({
      type: "thankYouPage",
      blocks: [{ id: "thank-you", type: "thank_you_page", settings: { title: "Thanks!", text: "See you soon." } }],
    });
  });

  it("adds the seller's products after it when asked", () => {
    const doc = thankYouDocument({ title: "Thanks!", text: "", showProducts: true });
    expect(doc.blocks.map((b) => [b.id, b.type])).toEqual([
      ["thank-you", "thank_you_page"],
      ["seller-products", "seller_products"],
    ]);
  });

  it("reads its fields back", () => {
    const fields = { title: "Danke!", text: "Bis bald.", showProducts: true };
    expect(thankYouFields(thankYouDocument(fields))).toEqual(fields);
  });

  it("reads nothing from a missing or foreign document", () => {
    const empty = { title: "", text: "", showProducts: false };
    expect(thankYouFields(null)).toEqual(empty);
    expect(thankYouFields({ type: "shop", blocks: "no" })).toEqual(empty);
    expect(thankYouFields({ type: "thankYouPage", blocks: [{ id: "x", type: "thank_you_page", settings: { title: 5 } }] })).toEqual(empty);
  });

  it("names the step's fields for problems of the thank-you block", () => {
    const doc = thankYouDocument({ title: "<script>", text: "", showProducts: true });
    expect(pagesField("thank_you_page.blocks.0.settings.title", doc)).toBe("title");
    expect(pagesField("thank_you_page.blocks.0.settings.text", doc)).toBe("text");
    expect(pagesField("thank_you_page.blocks.1.settings.title", doc)).toBe("thank_you_page.blocks.1.settings.title");
    expect(pagesField("thank_you_page", doc)).toBe("thank_you_page");
  });
});
