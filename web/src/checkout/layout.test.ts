import { describe, expect, it } from "vitest";
import {
  buyBlocker,
  couponCollapsed,
  descriptionStartsExpanded,
  sections,
  stepAfterPayer,
  stepCount,
  summaryColumn,
  summaryOnTop,
} from "./layout";

describe("checkout layouts", () => {
  it("puts everything on one page by default", () => {
    expect(stepCount("default")).toBe(1);
    expect(sections("default", 1, "belowPaymentMethods", false)).toEqual([
      "details",
      "payer",
      "buyer",
      "coupon",
      "methods",
      "totals",
      "buy",
    ]);
    // a step beyond a one-page layout shows the one page
    expect(sections("default", 2, "belowPaymentMethods", false)).toEqual(sections("default", 1, "belowPaymentMethods", false));
    expect(stepAfterPayer("default", 1)).toBe(1);
    expect(summaryOnTop("default") || summaryColumn("default") || couponCollapsed("default")).toBe(false);
  });

  it("asks for the payer's details first in the two-step layouts, then for the payment", () => {
    for (const layout of ["two_steps", "two_steps_advanced"] as const) {
      expect(stepCount(layout)).toBe(2);
      expect(sections(layout, 1, "belowPaymentMethods", false)).toEqual(["details", "payer", "buyer"]);
      expect(sections(layout, 2, "belowPaymentMethods", false)).toEqual(["coupon", "methods", "totals", "buy"]);
      expect(stepAfterPayer(layout, 1)).toBe(2);
    }
    expect(summaryColumn("two_steps_advanced")).toBe(true);
    expect(summaryColumn("two_steps")).toBe(false);
  });

  it("keeps the simplified layout short: summary on top, coupon behind a link, description collapsed", () => {
    expect(stepCount("simplified")).toBe(1);
    expect(summaryOnTop("simplified")).toBe(true);
    expect(couponCollapsed("simplified")).toBe(true);
    expect(descriptionStartsExpanded("simplified", true)).toBe(false);
    expect(descriptionStartsExpanded("default", true)).toBe(true);
    expect(descriptionStartsExpanded("default", false)).toBe(false);
  });

  it("places the bumps right below their position, on the step that shows it", () => {
    expect(sections("default", 1, "belowProductDetails", true)).toEqual([
      "details",
      "bumps",
      "payer",
      "buyer",
      "coupon",
      "methods",
      "totals",
      "buy",
    ]);
    expect(sections("default", 1, "belowPayerDetails", true)).toEqual([
      "details",
      "payer",
      "bumps",
      "buyer",
      "coupon",
      "methods",
      "totals",
      "buy",
    ]);
    expect(sections("default", 1, "belowPaymentMethods", true)).toEqual([
      "details",
      "payer",
      "buyer",
      "coupon",
      "methods",
      "bumps",
      "totals",
      "buy",
    ]);
    expect(sections("two_steps", 1, "belowPayerDetails", true)).toEqual(["details", "payer", "bumps", "buyer"]);
    expect(sections("two_steps", 2, "belowPayerDetails", true)).toEqual(["coupon", "methods", "totals", "buy"]);
    expect(sections("two_steps", 2, "belowPaymentMethods", true)).toEqual(["coupon", "methods", "bumps", "totals", "buy"]);
  });

  it("says why the order cannot be sent yet", () => {
    const ready = { payerComplete: true, quoteReady: true, method: "card", needsTicket: false, ticketSeats: null, submitting: false };
    expect(buyBlocker(ready)).toBeNull();
    expect(buyBlocker({ ...ready, payerComplete: false })).toBe("payer_incomplete");
    expect(buyBlocker({ ...ready, method: null })).toBe("no_method");
    expect(buyBlocker({ ...ready, quoteReady: false })).toBe("no_quote");
    expect(buyBlocker({ ...ready, needsTicket: true })).toBe("no_ticket");
    expect(buyBlocker({ ...ready, needsTicket: true, ticketSeats: 0 })).toBe("sold_out");
    expect(buyBlocker({ ...ready, needsTicket: true, ticketSeats: 3 })).toBeNull();
    expect(buyBlocker({ ...ready, submitting: true })).toBe("submitting");
  });
});
