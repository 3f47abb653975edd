// Which parts of the payment page show where, per checkout layout (spec
// section 3: default, simplified, two_steps, two_steps_advanced) and step,
// and where the order bumps sit (their position). Pure, so the rules are
// unit-tested.
import type { BumpPosition, CheckoutLayout } from "../core";

/** A part of the payment page. */
export type Section = "details" | "buyer" | "payer" | "bumps" | "coupon" | "methods" | "totals" | "buy";
export type Step = 1 | 2;

/** How many steps a layout has: the two-step layouts ask for the payer's details first. */
export const stepCount = (layout: CheckoutLayout): 1 | 2 => (layout === "two_steps" || layout === "two_steps_advanced" ? 2 : 1);

/** A layout's parts in order, before the bumps are placed. */
function parts(layout: CheckoutLayout, step: Step): Section[] {
  switch (layout) {
    // The e-mail first (the payer's details), then the country and business, as hosted checkouts ask.
    case "default":
      return ["details", "payer", "buyer", "coupon", "methods", "totals", "buy"];
    // Fewest fields: the summary is on top (see `summaryOnTop`), the coupon
    // behind a link (see `couponCollapsed`), the description collapsed.
    case "simplified":
      return ["details", "payer", "buyer", "methods", "coupon", "totals", "buy"];
    case "two_steps":
    case "two_steps_advanced":
      return step === 1 ? ["details", "payer", "buyer"] : ["coupon", "methods", "totals", "buy"];
  }
}

/** The part the bumps follow, per position. */
const anchors: Record<BumpPosition, Section> = {
  belowProductDetails: "details",
  belowPayerDetails: "payer",
  belowPaymentMethods: "methods",
};

/**
 * The parts shown on `step` of `layout`, with the bumps (when there are
 * any) right below their anchor, on whichever step the anchor is.
 */
export function sections(layout: CheckoutLayout, step: Step, position: BumpPosition, hasBumps: boolean): Section[] {
  const shown = parts(layout, stepCount(layout) === 1 ? 1 : step);
  if (!hasBumps) return shown;
  const at = shown.indexOf(anchors[position]);
  return at < 0 ? shown : [...shown.slice(0, at + 1), "bumps", ...shown.slice(at + 1)];
}

/** The simplified layout shows the order summary first. */
export const summaryOnTop = (layout: CheckoutLayout) => layout === "simplified";
/** two_steps_advanced keeps an order summary column beside both steps. */
export const summaryColumn = (layout: CheckoutLayout) => layout === "two_steps_advanced";
/** The simplified layout hides the coupon field until asked for. */
export const couponCollapsed = (layout: CheckoutLayout) => layout === "simplified";
/** Whether the description starts expanded: the seller's choice, except that the simplified layout always starts collapsed. */
export const descriptionStartsExpanded = (layout: CheckoutLayout, expanded: boolean) => expanded && layout !== "simplified";

/** The step after the payer's details are complete. */
export const stepAfterPayer = (layout: CheckoutLayout, step: Step): Step => (stepCount(layout) === 2 ? 2 : step);

export type BuyBlocker = "payer_incomplete" | "no_quote" | "no_method" | "no_ticket" | "sold_out" | "submitting";

/** Why the buy button cannot send the order yet; null when it can. */
export function buyBlocker(s: {
  payerComplete: boolean;
  quoteReady: boolean;
  method: string | null;
  needsTicket: boolean;
  ticketSeats: number | null;
  submitting: boolean;
}): BuyBlocker | null {
  if (s.submitting) return "submitting";
  if (s.needsTicket && s.ticketSeats === null) return "no_ticket";
  if (s.needsTicket && s.ticketSeats !== null && s.ticketSeats <= 0) return "sold_out";
  if (!s.quoteReady) return "no_quote";
  if (!s.method) return "no_method";
  if (!s.payerComplete) return "payer_incomplete";
  return null;
}
