import { describe, expect, it } from "vitest";
import { paragraphs, phase, pollDelay, shouldPoll, successEvent, thankYouContent } from "./thankYou";

describe("the payment phase of an order", () => {
  it("waits, fails, prepares and is ready as the payment and the delivery go", () => {
    expect(phase("payment_waiting", false)).toBe("waiting");
    expect(phase("payment_pending", false)).toBe("waiting");
    expect(phase("payment_not_completed", false)).toBe("failed");
    expect(phase("paid", false)).toBe("preparing");
    expect(phase("paid", true)).toBe("ready");
    expect(phase("paying", true)).toBe("ready");
    expect(phase("payment_canceled", true)).toBe("ended");
    expect(phase("payment_refunded", false)).toBe("ended");
  });

  it("asks again only while something is under way, about every second", () => {
    expect(["waiting", "failed", "preparing", "ready", "ended"].filter((p) => shouldPoll(p as never))).toEqual(["waiting", "preparing"]);
    expect(pollDelay(0)).toBe(1000);
    expect(pollDelay(500)).toBeGreaterThan(1000);
  });
});

describe("the thank-you content", () => {
  it("is the default page unless a custom page with something to show is chosen", () => {
    expect(thankYouContent(null)).toEqual({ mode: "default" });
    expect(
      thankYouContent({
        thankYou: "default",
        thankYouPage: { type: "thankYouPage", blocks: [{ id: "a", type: "thank_you_page", settings: { title: "Hi" } }] },
      }),
    ).toEqual({ mode: "default" });
    expect(thankYouContent({ thankYou: "custom", thankYouPage: null })).toEqual({ mode: "default" });
    // only an empty message: nothing to show
    expect(
      thankYouContent({
        thankYou: "custom",
        thankYouPage: { type: "thankYouPage", blocks: [{ id: "a", type: "thank_you_page", settings: { title: " ", text: "" } }] },
      }),
    ).toEqual({ mode: "default" });
  });

  it("renders the custom page's blocks in order, the shop's products once, and skips other block types", () => {
    const content = thankYouContent({
      thankYou: "custom",
      thankYouPage: {
        type: "thankYouPage",
        blocks: [
          { id: "thank-you", type: "thank_you_page", settings: { title: " Thanks, friend! ", text: "Line one.\n\nLine two." } },
          { id: "x", type: "banner", settings: {} },
          { id: "products", type: "seller_products", settings: {} },
          { id: "again", type: "seller_products" },
        ],
      },
    });
    expect(content).toEqual({
      mode: "custom",
      blocks: [
        { kind: "message", id: "thank-you", title: "Thanks, friend!", text: "Line one.\n\nLine two." },
        { kind: "seller_products", id: "products" },
      ],
    });
    expect(paragraphs("Line one.\n\nLine two.\n  \n\nthree")).toEqual(["Line one.", "Line two.", "three"]);
  });
});

describe("the success event the shop's trackers get", () => {
  const token = "q5Yf0_secret-order-token-of-the-buyer-3Hk9";
  const status = {
    reference: 4711,
    order: { token, dueNow: "29.90", currency: "eur" },
    lines: [
      { productId: 7, name: "Guide", role: "main", dueNow: "19.90" },
      { productId: 9, name: "Workbook", role: "bump", dueNow: "10.00" },
    ],
  } as unknown as Parameters<typeof successEvent>[0];

  it("names the order by its reference, never by its token (the token opens the order)", () => {
    const event = successEvent(status);
    expect(event).toEqual({
      name: "success_page",
      transaction_id: "4711",
      order_id: "4711",
      revenue: "29.90",
      currency: "eur",
      product_ids: [7, 9],
      product_names: ["Guide", "Workbook"],
    });
    const values = JSON.stringify(event);
    expect(values).not.toContain(token);
    for (const value of Object.values(event).flat()) expect(value).not.toBe(token);
  });
});
