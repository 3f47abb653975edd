// When a refund is over, as the order's detail shows it: the provider's
// webhook has made the payment refunded, and what the order delivered has
// been revoked (the edge revokes it from its queue, a moment later).
import type { OrderDetail } from "../../api/sales";

export function refundSettled(detail: Pick<OrderDetail, "order" | "delivery">): boolean {
  return detail.order.paymentState === "payment_refunded" && (!detail.delivery.delivered || detail.delivery.revoked);
}
