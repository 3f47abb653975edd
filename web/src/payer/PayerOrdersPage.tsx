// The payer area (`/payer`): the signed-in buyer's orders, newest first,
// each with what it handed over (downloads, keys, tickets) and a link to
// its manage page.
import type { Me } from "../api/account";
import { ordersApi, type PayerOrder } from "../api/orders";
import { AreaShell } from "../account/AreaShell";
import { areaTexts } from "../account/texts";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Amount } from "../app/Money";
import { paths } from "../app/routes";
import { useLoad } from "../app/useLoad";
import { formatDate } from "../checkout/format";
import { DeliveryView, StatusBadge } from "../checkout/orderParts";
import { buyerText } from "../storefront/Problem";
import { payerTexts } from "./texts";
import "../checkout/checkout.css";
import "../storefront/storefront.css";
import "./payer.css";

function OrderItem({ order }: { order: PayerOrder }) {
  const t = useTexts(payerTexts);
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
        <StatusBadge state={order.paymentState} testId="payer-order-state" />
      </div>
      <p className="py-order-meta">
        {t("from")} {order.seller} · {t("orderedOn")} {formatDate(order.createdAt, locale)} · {t("total")}:{" "}
        <Amount value={order.total} currency={order.currency} testId="payer-order-total" />
      </p>
      <DeliveryView delivery={order.delivery} />
      <a className="sf-button py-manage" href={paths.manage(order.seller, order.token)} data-testid="manage-link">
        {t("manage")}
      </a>
    </li>
  );
}

function PayerOrders({ me }: { me: Me }) {
  const t = useTexts(payerTexts);
  const locale = useLocale();
  const [loaded] = useLoad(`payer-orders:${me.user.id}`, (signal) => ordersApi.payerOrders(signal));
  return (
    <section data-testid="payer-orders" data-state={loaded.state} data-count={loaded.state === "ready" ? loaded.value.length : undefined}>
      <h2>{t("orders")}</h2>
      {loaded.state === "loading" ? <p>{t("loading")}</p> : null}
      {loaded.state === "error" ? (
        <p className="error" data-testid="error" data-code={loaded.error.code}>
          {buyerText(loaded.error.code, locale)}
        </p>
      ) : null}
      {loaded.state === "ready" && loaded.value.length === 0 ? (
        <p className="sf-empty" data-testid="no-orders">
          {t("none")}
        </p>
      ) : null}
      {loaded.state === "ready" && loaded.value.length > 0 ? (
        <ul className="py-orders">
          {loaded.value.map((o) => (
            <OrderItem key={o.token} order={o} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The payer area: its landing view is the buyer's orders. */
export function PayerArea({ rest }: { rest: string[] }) {
  const area = useTexts(areaTexts);
  const t = useTexts(payerTexts);
  const known = rest.length === 0 || (rest.length === 1 && rest[0] === "orders");
  return (
    <AreaShell area="payer">
      {(me) => (
        <>
          <p data-testid="landing" data-area="payer">
            {area("welcome")}, {me.user.firstName}!
          </p>
          {known ? <PayerOrders me={me} /> : <p data-testid="not-found">{t("notFound")}</p>}
        </>
      )}
    </AreaShell>
  );
}
