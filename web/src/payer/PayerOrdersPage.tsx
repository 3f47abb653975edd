// The buyer's orders of one shop (the payer area's seller page): each with
// what it handed over (downloads, keys, tickets) and a link to its manage
// page.
import { type PayerOrder } from "../api/orders";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Amount } from "../app/Money";
import { paths } from "../app/routes";
import { formatDate } from "../checkout/format";
import { DeliveryView, PlanSummary, StatusBadge } from "../checkout/orderParts";
import { planTexts } from "../checkout/texts";
import { payerTexts } from "./texts";
import "../checkout/checkout.css";
import "../storefront/storefront.css";
import "./payer.css";

function OrderItem({ order }: { order: PayerOrder }) {
  const t = useTexts(payerTexts);
  const pt = useTexts(planTexts);
  // a running subscription is ended on the order's page
  const running = (order.plan.kind === "subscription" || order.plan.kind === "limited_subscription") && order.plan.nextCharge != null;
  const locale = useLocale();
  return (
    <li
      className="sf-card py-order"
      data-testid="payer-order"
      data-token={order.token}
      data-product-id={order.productId}
      data-payment-state={order.paymentState}
    >
      <div className="py-order-head">
        <h3 className="py-order-name">
          <span data-testid="payer-order-product">{order.productName}</span>
        </h3>
        <StatusBadge state={order.paymentState} word={order.plan.status} testId="payer-order-state" />
      </div>
      <p className="py-order-meta">
        {t("orderedOn")} {formatDate(order.createdOn ?? order.createdAt, locale)}
        {/* a plan's summary below says its total (instalments) or its price per period (a subscription,
            which has no total): the line says it once (core's plan view) */}
        {order.plan.layout !== "single" ? null : (
          <>
            {" "}
            · {t("total")}: <Amount value={order.total} currency={order.currency} testId="payer-order-total" />
          </>
        )}
      </p>
      {order.plan.layout === "single" ? null : <PlanSummary plan={order.plan} currency={order.currency} />}
      <DeliveryView delivery={order.delivery} />
      <a className="sf-button py-manage" href={paths.manage(order.seller, order.token)} data-testid="manage-link">
        {running ? pt("cancelHere") : t("manage")}
      </a>
    </li>
  );
}

/** The orders of one shop, newest first (as the edge answers them). */
export function PayerOrders({ orders }: { orders: PayerOrder[] }) {
  const t = useTexts(payerTexts);
  return (
    <section
      className="py-section"
      data-testid="payer-orders"
      data-state="ready"
      data-count={orders.length}
      aria-labelledby="py-orders-title"
    >
      <h2 id="py-orders-title" className="py-section-title">
        {t("orders")}
      </h2>
      {orders.length === 0 ? (
        <p className="sf-empty" data-testid="no-orders">
          {t("none")}
        </p>
      ) : (
        <ul className="py-orders">
          {orders.map((o) => (
            <OrderItem key={o.token} order={o} />
          ))}
        </ul>
      )}
    </section>
  );
}
