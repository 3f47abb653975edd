// When a refund is over, as the order's detail shows it. A full refund (all
// that was left): the provider's webhook has made the payment refunded, and
// what the order delivered has been revoked (the edge revokes it from its
// queue, a moment later). A partial refund: the webhook has ended a
// running plan (core's `PartlyRefunded`: no later rate is charged); an
// order that was not running changes no state, so it is over at once.
import type { OrderDetail } from "../../api/sales";

export function refundSettled(detail: Pick<OrderDetail, "order" | "delivery">): boolean {
  return detail.order.paymentState === "payment_refunded" && (!detail.delivery.delivered || detail.delivery.revoked);
}

const running = (state: string) => state === "paying" || state === "payment_paused";

/** Whether a refund of `amount` asked for on the order as `before` showed it is over, by the order as it is now. */
export function refundDone(
  before: Pick<OrderDetail, "order" | "refundableAmount">,
  amount: string,
): (detail: Pick<OrderDetail, "order" | "delivery">) => boolean {
  if (compareDecimal(amount, before.refundableAmount) >= 0) return refundSettled;
  if (!running(before.order.paymentState)) return () => true;
  return (detail) => !running(detail.order.paymentState);
}

/**
 * Compares two canonical decimal strings ("41.65", "-3.10") exactly, as
 * text (money is never a float): negative, zero or positive as `a` is
 * below, equal to or above `b`.
 */
export function compareDecimal(a: string, b: string): number {
  const parse = (v: string) => {
    const negative = v.trim().startsWith("-");
    const [whole = "0", fraction = ""] = v.trim().replace(/^[-+]/, "").split(".");
    return { negative, whole: whole.replace(/^0+(?=\d)/, ""), fraction };
  };
  const x = parse(a);
  const y = parse(b);
  const width = Math.max(x.fraction.length, y.fraction.length);
  const digits = (p: { whole: string; fraction: string }) => p.whole + p.fraction.padEnd(width, "0");
  const dx = digits(x).replace(/^0+(?=\d)/, "");
  const dy = digits(y).replace(/^0+(?=\d)/, "");
  const zero = (d: string) => /^0*$/.test(d);
  const sx = zero(dx) ? 0 : x.negative ? -1 : 1;
  const sy = zero(dy) ? 0 : y.negative ? -1 : 1;
  if (sx !== sy) return sx < sy ? -1 : 1;
  if (sx === 0) return 0;
  const magnitude = dx.length !== dy.length ? dx.length - dy.length : dx < dy ? -1 : dx > dy ? 1 : 0;
  return sx * Math.sign(magnitude);
}
