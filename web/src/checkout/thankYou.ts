// What the thank-you and manage pages show for an order as the edge
// reports it: the payment phase (and whether to ask again), and the
// thank-you content (the seller's page-builder document or the default),
// and the success event the shop's trackers get.
import type { OrderPages, OrderStatus } from "../api/orders";
import type { TrackingEvent } from "../islands/tracking";

export type Phase =
  /** The provider has not confirmed the payment yet. */
  | "waiting"
  /** The payment failed or was not finished: try again. */
  | "failed"
  /** Paid; what was bought is being handed over (the queue). */
  | "preparing"
  /** Paid and delivered. */
  | "ready"
  /** Paused, cancelled, refunded or charged back. */
  | "ended";

export function phase(paymentState: string, delivered: boolean): Phase {
  switch (paymentState) {
    case "payment_waiting":
    case "payment_pending":
      return "waiting";
    case "payment_not_completed":
      return "failed";
    case "paid":
    case "paying":
      return delivered ? "ready" : "preparing";
    default:
      return "ended";
  }
}

/** Ask the edge again while the payment or the delivery is under way. */
export const shouldPoll = (p: Phase) => p === "waiting" || p === "preparing";

/** How long to wait before asking again: about a second, less often after a while. */
export const pollDelay = (round: number) => (round < 120 ? 1000 : 5000);

export type ThankYouBlock = { kind: "message"; id: string; title: string; text: string } | { kind: "seller_products"; id: string };

export type ThankYouContent = { mode: "default" } | { mode: "custom"; blocks: ThankYouBlock[] };

const str = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * The seller's custom page when it is chosen and has a block we show (a
 * thank-you message, the shop's products); otherwise the default page.
 * Blocks of other types are skipped.
 */
export function thankYouContent(pages: OrderPages | null | undefined): ThankYouContent {
  if (!pages || pages.thankYou !== "custom" || !pages.thankYouPage || !Array.isArray(pages.thankYouPage.blocks)) return { mode: "default" };
  const blocks: ThankYouBlock[] = [];
  for (const b of pages.thankYouPage.blocks) {
    if (b === null || typeof b !== "object") continue;
    if (b.type === "thank_you_page") {
      const title = str(b.settings?.title).trim();
      const text = str(b.settings?.text).trim();
      if (title || text) blocks.push({ kind: "message", id: str(b.id), title, text });
    } else if (b.type === "seller_products" && !blocks.some((x) => x.kind === "seller_products")) {
      blocks.push({ kind: "seller_products", id: str(b.id) });
    }
  }
  return blocks.length > 0 ? { mode: "custom", blocks } : { mode: "default" };
}

/** The text of a thank-you block as paragraphs (blank lines separate them). */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The tracking event `success_page` of a paid order (spec section 3: transaction id, revenue, products).
 * Trackers and the seller's custom code get the order's reference (its number in the seller's cabinet,
 * which opens nothing), never its token: the token is the buyer's key to the order's pages (issue 29).
 */
export function successEvent(status: Pick<OrderStatus, "reference" | "order" | "lines">): TrackingEvent {
  const reference = String(status.reference);
  return {
    name: "success_page",
    transaction_id: reference,
    order_id: reference,
    revenue: status.order.dueNow,
    currency: status.order.currency,
    product_ids: status.lines.map((l) => l.productId),
    product_names: status.lines.map((l) => l.name),
  };
}
