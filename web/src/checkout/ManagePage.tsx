// Payment management (spec section 2: `/s/{username}/payment/{id}/manage`):
// the order's state and schedule (dates and amounts as the edge laid them
// out from core's schedule, states in core's colours), what was handed
// over, and cancelling a running subscription, after a confirmation.
import { useState } from "react";
import { ApiError } from "../api/client";
import { ordersApi } from "../api/orders";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Amount } from "../app/Money";
import { paths } from "../app/routes";
import { DeliveryView, RatesTable, StatusBadge, useOrderStatus } from "./orderParts";
import { checkoutTexts, problemText } from "./texts";
import "./checkout.css";

type Cancel = { state: "idle" } | { state: "confirming" } | { state: "sending" } | { state: "done" } | { state: "error"; error: ApiError };

export function ManagePage({ username, token }: { username: string; token: string }) {
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  const { loaded, reload } = useOrderStatus(token);
  const [cancel, setCancel] = useState<Cancel>({ state: "idle" });

  if (loaded.state === "loading") {
    return (
      <main className="page" data-testid="manage" data-state="loading">
        {t("loading")}
      </main>
    );
  }
  if (loaded.state === "error") {
    return (
      <main className="page" data-testid="manage" data-state="error">
        <p className="error" data-testid="error" data-code={loaded.error.code}>
          {problemText(loaded.error.code, locale, loaded.error.message)}
        </p>
      </main>
    );
  }
  const { order, product, rates, delivery, cancellable } = loaded.value;
  const shop = loaded.value.seller.username || username;

  const confirmCancel = () => {
    setCancel({ state: "sending" });
    ordersApi
      .cancel(token)
      .then(() => {
        setCancel({ state: "done" });
        reload();
      })
      .catch((e: unknown) => setCancel({ state: "error", error: e instanceof ApiError ? e : new ApiError(0, "internal", String(e)) }));
  };

  return (
    <main className="page co-order-page" data-testid="manage" data-state="ready" data-payment-state={order.paymentState} data-order-state={order.orderState} data-cancellable={cancellable}>
      <p className="seller">{shop}</p>
      <h1>
        {t("managePayment")}: <span data-testid="order-product">{product.name}</span>
      </h1>
      <p>
        {t("state")}: <StatusBadge state={order.paymentState} testId="payment-state" /> · {t("total")}:{" "}
        <Amount value={order.total} currency={order.currency} testId="order-total" />
      </p>
      <section>
        <h2>{t("schedule")}</h2>
        <RatesTable rates={rates} currency={order.currency} />
      </section>
      <DeliveryView delivery={delivery} />
      {cancellable && cancel.state !== "confirming" && cancel.state !== "sending" ? (
        <button type="button" className="primary" data-testid="cancel-subscription" onClick={() => setCancel({ state: "confirming" })}>
          {t("cancel")}
        </button>
      ) : null}
      {cancel.state === "confirming" || cancel.state === "sending" ? (
        <div className="co-notice" data-testid="cancel-confirm">
          <p>{t("cancelConfirm")}</p>
          <p>
            <button type="button" className="primary" data-testid="cancel-yes" disabled={cancel.state === "sending"} onClick={confirmCancel}>
              {t("cancelYes")}
            </button>{" "}
            <button type="button" className="link-button" data-testid="cancel-no" onClick={() => setCancel({ state: "idle" })}>
              {t("cancelNo")}
            </button>
          </p>
        </div>
      ) : null}
      {cancel.state === "done" ? (
        <p className="ok" data-testid="cancelled">
          {t("cancelled")}
        </p>
      ) : null}
      {cancel.state === "error" ? (
        <p className="error" data-testid="cancel-error" data-code={cancel.error.code}>
          {problemText(cancel.error.code, locale, cancel.error.message)}
        </p>
      ) : null}
      <p>
        <a href={paths.product(shop, product.id)} data-testid="product-link">
          {product.name}
        </a>
      </p>
    </main>
  );
}
