// Payment management (spec section 2: `/s/{username}/payment/{id}/manage`):
// the order's state and schedule (dates and amounts as the edge laid them
// out from core's schedule, states in core's colours), what was handed
// over, cancelling a running subscription, after a confirmation, and
// paying a failed later rate now: on the sandbox's page (a full page load
// that comes back here) or in the card provider's own fields on this page.
// Back here, the page waits for the provider's word on that rate (its
// webhook goes through the queue) and then shows it paid.
import { useEffect, useState } from "react";
import { ApiError } from "../api/client";
import { ordersApi, type CardConfirm, type OrderStatus, type Rate } from "../api/orders";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Amount } from "../app/Money";
import { paths } from "../app/routes";
import { constants } from "../core";
import { CardFields } from "./CardFields";
import { formatDate } from "./format";
import type { KeyStore } from "./idempotency";
import { DeliveryView, PlanSummary, RatesTable, StatusBadge, useOrderStatus, useProviderReturn } from "./orderParts";
import { OrderLines } from "./ThankYouPage";
import { BuyerProblem, buyerText } from "../storefront/Problem";
import { ShopHeader } from "../storefront/ShopHeader";
import { useShopTheme } from "../storefront/shopTheme";
import { checkoutTexts, planTexts } from "./texts";
import "./checkout.css";
import "../storefront/storefront.css";
import "./orderPages.css";
import { session } from "../api/storage";

type Cancel = { state: "idle" } | { state: "confirming" } | { state: "sending" } | { state: "done" } | { state: "error"; error: ApiError };

/** Paying a failed rate now, from the button on. */
type PayRate =
  | { state: "idle" }
  | { state: "sending"; index: number }
  | { state: "card"; index: number; confirm: CardConfirm; redirectUrl: string }
  | { state: "redirecting"; index: number }
  | { state: "error"; index: number; error: ApiError };

/** A rate the buyer set out to pay from this page, kept across the provider's page. */
export interface Awaited {
  index: number;
  /** When the payment was started (the browser's clock, milliseconds). */
  at: number;
}

export const AWAIT_PREFIX = "sellwerk.pay-rate.";
/** How long the page waits for the provider's word on a rate just paid, asking again meanwhile. */
export const AWAIT_MS = 60_000;

/** The rate of order `token` being paid, while it is recent enough to wait for. */
export function readAwaited(store: KeyStore, token: string, now: number): Awaited | null {
  const raw = store.getItem(AWAIT_PREFIX + token);
  if (!raw) return null;
  try {
    const a = JSON.parse(raw) as Partial<Awaited>;
    if (typeof a.index === "number" && typeof a.at === "number" && now >= a.at && now - a.at < AWAIT_MS)
      return { index: a.index, at: a.at };
  } catch {
    // not ours: forgotten below
  }
  store.removeItem(AWAIT_PREFIX + token);
  return null;
}

export const rememberAwaited = (store: KeyStore, token: string, awaited: Awaited) =>
  store.setItem(AWAIT_PREFIX + token, JSON.stringify(awaited));
export const forgetAwaited = (store: KeyStore, token: string) => store.removeItem(AWAIT_PREFIX + token);

/** Whether rate `index` is still waiting for its money (failed, or its payment on the way). */
export const rateOpen = (status: OrderStatus, index: number) =>
  status.rates.some((r) => r.index === index && (r.payable || r.state === "pending"));

const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, "internal", String(e)));

export function ManagePage({ username, token }: { username: string; token: string }) {
  const themed = useShopTheme(username);
  const t = useTexts(checkoutTexts);
  const pt = useTexts(planTexts);
  const locale = useLocale();
  const [awaited, setAwaited] = useState<Awaited | null>(() => readAwaited(session, token, Date.now()));
  const { loaded, reload } = useOrderStatus(token, (s) => awaited !== null && rateOpen(s, awaited.index));
  const [cancel, setCancel] = useState<Cancel>({ state: "idle" });
  const [pay, setPay] = useState<PayRate>({ state: "idle" });
  const [paidNow, setPaidNow] = useState<number | null>(null);
  useProviderReturn(token, reload);

  const status = loaded.state === "ready" ? loaded.value : null;
  // The awaited rate is settled (paid, or otherwise no longer open): stop waiting.
  const settled = status && awaited && !rateOpen(status, awaited.index) ? awaited : null;
  const settledPaid = settled !== null && status?.rates.some((r) => r.index === settled.index && r.state === "paid");
  // (state adjusted while rendering, React's pattern for state that follows other state)
  if (settled) {
    setAwaited(null);
    if (settledPaid) setPaidNow(settled.index);
  }
  // Nothing awaited (any more): the tab forgets it too.
  useEffect(() => {
    if (awaited === null) forgetAwaited(session, token);
  }, [awaited, token]);
  // No word from the provider in time (the buyer may have gone back without paying): the rate is payable again.
  useEffect(() => {
    if (!awaited) return;
    const timer = window.setTimeout(
      () => {
        forgetAwaited(session, token);
        setAwaited(null);
      },
      Math.max(0, awaited.at + AWAIT_MS - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [awaited, token]);

  if (loaded.state === "loading") {
    return (
      <div className="sf-shell" style={themed}>
        <main className="sf-page" data-testid="manage" data-state="loading" aria-busy="true">
          <p className="sf-loading">{t("loading")}</p>
        </main>
      </div>
    );
  }
  if (loaded.state === "error") return <BuyerProblem error={loaded.error} username={username} />;
  const { order, product, rates, delivery, cancellable, plan } = loaded.value;
  const shop = loaded.value.seller.username || username;
  const payable = rates.filter((r) => r.payable);

  const confirmCancel = () => {
    setCancel({ state: "sending" });
    ordersApi
      .cancel(token)
      .then(() => {
        setCancel({ state: "done" });
        reload();
      })
      .catch((e: unknown) => setCancel({ state: "error", error: asApiError(e) }));
  };

  const payRate = (index: number) => {
    if (pay.state === "sending" || pay.state === "redirecting") return;
    setPaidNow(null);
    setPay({ state: "sending", index });
    ordersApi
      .payRate(token, index)
      .then((next) => {
        // Back on this page (from the provider's page, or reloaded after the card fields), wait for this rate.
        const started = { index, at: Date.now() };
        rememberAwaited(session, token, started);
        if (next.confirm?.provider === "stripe") {
          setPay({ state: "card", index, confirm: next.confirm, redirectUrl: next.redirectUrl });
          return;
        }
        setPay({ state: "redirecting", index });
        window.location.assign(next.redirectUrl);
      })
      .catch((e: unknown) => {
        setPay({ state: "error", index, error: asApiError(e) });
        // the rate may have changed meanwhile (paid, or the plan stopped): show it as it stands
        reload();
      });
  };

  const closeCard = () => {
    forgetAwaited(session, token);
    setAwaited(null);
    setPay({ state: "idle" });
  };

  return (
    <div className="sf-shell" style={themed}>
      <ShopHeader username={shop} shop={{ username: shop, displayName: loaded.value.seller.displayName }} />
      <main
        className="sf-page op-page"
        data-testid="manage"
        data-state="ready"
        data-payment-state={order.paymentState}
        data-order-state={order.orderState}
        data-cancellable={cancellable}
      >
        <div className="op-layout">
          <div className="op-main">
            <section className="sf-card op-hero">
              <h1>
                {t("managePayment")}: <span data-testid="order-product">{product.name}</span>
              </h1>
              <p className="op-status">
                {t("state")}: <StatusBadge state={order.paymentState} word={plan.status} testId="payment-state" />
                {plan.layout === "single" ? (
                  <>
                    {" "}
                    · {t("total")}: <Amount value={order.total} currency={order.currency} testId="order-total" />
                  </>
                ) : null}
              </p>
              {plan.layout === "single" ? null : (
                <PlanSummary
                  plan={plan}
                  currency={order.currency}
                  cancel={cancellable && plan.layout === "subscription" ? <p className="sf-muted">{pt("cancelHint")}</p> : null}
                />
              )}
              {plan.listed.length > 0 ? (
                <section>
                  <h2 className="op-section-title">{plan.layout === "subscription" ? pt("payments") : t("schedule")}</h2>
                  <RatesTable rates={rates} currency={order.currency} listed={plan.listed} />
                </section>
              ) : null}
              {paidNow !== null ? (
                <p className="op-ok" data-testid="rate-paid-now" data-index={paidNow}>
                  {t("ratePaidNow")}
                </p>
              ) : null}
              {payable.length > 0 ? (
                <section className="co-failed-rates" data-testid="failed-rates">
                  <h2>{t("failedRates")}</h2>
                  {payable.map((r) => (
                    <FailedRate
                      key={r.index}
                      rate={r}
                      count={rates.length}
                      currency={order.currency}
                      token={token}
                      pay={pay}
                      waiting={awaited?.index === r.index && pay.state !== "card"}
                      onPay={() => payRate(r.index)}
                      onCloseCard={closeCard}
                    />
                  ))}
                </section>
              ) : null}
              {pay.state === "error" && !payable.some((r) => r.index === pay.index) ? (
                // the rate is no longer payable (paid meanwhile, or the plan stopped): the error stands alone
                <p className="op-error" data-testid="pay-rate-error" data-code={pay.error.code} role="alert">
                  {buyerText(pay.error.code, locale)}
                </p>
              ) : null}
              <DeliveryView delivery={delivery} contentHref={paths.payerSeller(username)} />
              {cancellable && cancel.state !== "confirming" && cancel.state !== "sending" ? (
                <button
                  type="button"
                  className="sf-button"
                  data-testid="cancel-subscription"
                  onClick={() => setCancel({ state: "confirming" })}
                >
                  {t("cancel")}
                </button>
              ) : null}
              {cancel.state === "confirming" || cancel.state === "sending" ? (
                <div className="co-notice" data-testid="cancel-confirm">
                  <p>{t("cancelConfirm")}</p>
                  <p>
                    <button
                      type="button"
                      className="sf-button sf-button-primary"
                      data-testid="cancel-yes"
                      disabled={cancel.state === "sending"}
                      onClick={confirmCancel}
                    >
                      {t("cancelYes")}
                    </button>{" "}
                    <button type="button" className="sf-button" data-testid="cancel-no" onClick={() => setCancel({ state: "idle" })}>
                      {t("cancelNo")}
                    </button>
                  </p>
                </div>
              ) : null}
              {cancel.state === "done" ? (
                <p className="op-ok" data-testid="cancelled">
                  {t("cancelled")}
                </p>
              ) : null}
              {cancel.state === "error" ? (
                <p className="op-error" data-testid="cancel-error" data-code={cancel.error.code}>
                  {buyerText(cancel.error.code, locale)}
                </p>
              ) : null}
            </section>
          </div>
          <aside className="op-side">
            <div className="sf-card op-panel">
              <OrderLines status={loaded.value} />
            </div>
            <div className="sf-card op-panel op-order-link">
              <a className="op-text-link" href={paths.product(shop, product.id)} data-testid="product-link">
                {product.name}
              </a>
              <a className="op-text-link" href={paths.shop(shop)} data-testid="back-to-shop">
                {t("backToShop")}
              </a>
            </div>
          </aside>
        </div>
      </main>
    </div>
  );
}

/**
 * A failed rate: why it is shown (its charge failed and is retried, or the
 * plan is paused until it is paid), and a way to pay it now; while a
 * payment of it just made is awaited, a note instead of the button.
 */
function FailedRate(props: {
  rate: Rate;
  count: number;
  currency: string;
  token: string;
  pay: PayRate;
  waiting: boolean;
  onPay: () => void;
  onCloseCard: () => void;
}) {
  const { rate, pay } = props;
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  const mine = pay.state !== "idle" && pay.index === rate.index;
  const busy = mine && (pay.state === "sending" || pay.state === "redirecting");
  return (
    <div
      className="co-notice co-failed-rate"
      data-testid="failed-rate"
      data-index={rate.index}
      data-state={rate.state}
      data-waiting={props.waiting}
    >
      <p className="co-failed-rate-head">
        <strong>
          {t("rateNumber")} {rate.index + 1}/{props.count}
        </strong>{" "}
        · {t("dueDate")} {formatDate(rate.dueDate, locale)} · <Amount value={rate.amount} currency={props.currency} />
      </p>
      <p data-testid="failed-rate-reason">{rate.state === "debt" ? t("rateDebt") : t("rateUnpaid")}</p>
      {props.waiting ? (
        <p data-testid="pay-rate-waiting" role="status">
          {t("waiting")}
        </p>
      ) : mine && pay.state === "card" ? (
        <>
          <CardFields
            confirm={pay.confirm}
            token={props.token}
            redirectUrl={pay.redirectUrl}
            dueNow={rate.amount}
            currency={props.currency}
            buyColor={constants().checkout.buy_color}
          />
          <button type="button" className="link-button" data-testid="pay-rate-close" onClick={props.onCloseCard}>
            {t("payRateClose")}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="buy"
          data-testid="pay-rate"
          data-index={rate.index}
          style={{ background: constants().checkout.buy_color }}
          disabled={busy}
          onClick={props.onPay}
        >
          {busy ? (
            t("payRateSending")
          ) : (
            <>
              {t("payNow")} <Amount value={rate.amount} currency={props.currency} />
            </>
          )}
        </button>
      )}
      {mine && pay.state === "error" ? (
        <p className="op-error" data-testid="pay-rate-error" data-code={pay.error.code} role="alert">
          {buyerText(pay.error.code, locale)}
        </p>
      ) : null}
    </div>
  );
}
