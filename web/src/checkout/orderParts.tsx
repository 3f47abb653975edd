// What the thank-you page, the manage page and the payer area show of an
// order: its state in core's status colours, the rates, what was handed
// over; and the order status, asked again while the payment or the
// delivery is under way.
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { ApiError } from "../api/client";
import { ordersApi, type Delivery, type OrderStatus, type Rate } from "../api/orders";
import { apiUrl } from "../api/url";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Amount } from "../app/Money";
import type { Loaded } from "../app/useLoad";
import { coreLoaded, statusColour, type StatusColour } from "../core";
import { returnedFromProvider, withoutProviderParams } from "./card";
import { formatBytes, formatDate } from "./format";
import { checkoutTexts, planTexts, stateText } from "./texts";
import { slashPeriod } from "./planWords";
import { phase, pollDelay, shouldPoll } from "./thankYou";

const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, "internal", String(e)));

/** A state with core's colour for it (green, red, amber, or none). */
export function StatusBadge({ state, word, testId }: { state: string; word?: string; testId?: string }) {
  const locale = useLocale();
  // without core (its module failed to load) the state shows without its colour
  const colour = ((coreLoaded ? statusColour(state) : undefined) as StatusColour | undefined) ?? "";
  return (
    <span className="co-status" data-testid={testId} data-state={state} data-colour={colour}>
      {stateText(word ?? state, locale)}
    </span>
  );
}

/** How an order's plan reads (core's `schedule::plan_view`, in the order's answer). */
export type PlanView = OrderStatus["plan"];

/**
 * The order's rates, compactly: number, due date, amount (core's
 * formatting), state, and the day it was paid. One line a rate that fits a
 * 390 px phone: the date and the amount never wrap inside. `listed` (core's
 * choice, `PlanView.listed`) names the rates shown; all when left out.
 */
export function RatesTable({ rates, currency, listed }: { rates: Rate[]; currency: string; listed?: number[] }) {
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  const shown = listed ? rates.filter((r) => listed.includes(r.index)) : rates;
  return (
    <ol className="co-rates" data-testid="rates" aria-label={t("schedule")}>
      {shown.map((r) => (
        <li
          key={r.index}
          className="co-rate"
          data-testid="rate"
          data-index={r.index}
          data-date={r.dueDate}
          data-amount={r.amount}
          data-state={r.state}
        >
          <span className="co-rate-n">{r.index + 1}</span>
          <span className="co-rate-date">
            <span className="co-nowrap" data-testid="rate-due">
              {formatDate(r.dueDate, locale)}
            </span>
            {r.paidAt ? (
              <small className="co-rate-paid">
                {t("paidAt")} {formatDate(r.paidOn ?? r.paidAt, locale)}
              </small>
            ) : null}
          </span>
          <span className="co-rate-amount">
            <Amount value={r.amount} currency={currency} />
          </span>
          <StatusBadge state={r.state} testId="rate-state" />
        </li>
      ))}
    </ol>
  );
}

/** "9,00 € / Monat", "19,00 € / 3 Monate": a subscription's price per period. */
export function PerPeriod({
  amount,
  period,
  currency,
  testId,
}: {
  amount: string;
  period: string | null;
  currency: string;
  testId?: string;
}) {
  const locale = useLocale();
  return (
    <span className="co-per-period" data-testid={testId} data-amount={amount} data-period={period ?? ""}>
      <Amount value={amount} currency={currency} />
      {period ? ` / ${slashPeriod(period, locale)}` : ""}
    </span>
  );
}

/**
 * What the buyer reads of the plan (core decides what a kind shows): a
 * subscription's price per period, its next charge and how to end it (the
 * `cancel` slot: the manage page's button, or a link to it); a schedule's
 * payments, total and next charge; a single payment's total.
 */
export function PlanSummary({ plan, currency, cancel }: { plan: PlanView; currency: string; cancel?: ReactNode }) {
  const t = useTexts(planTexts);
  const locale = useLocale();
  const next = plan.nextCharge;
  const count = plan.paymentsCount
    ? t("paymentsOf").replace("{paid}", String(plan.paidCount)).replace("{count}", String(plan.paymentsCount))
    : null;
  return (
    <div className="co-plan" data-testid="plan-summary" data-layout={plan.layout} data-kind={plan.kind}>
      {plan.perPeriod ? (
        <p className="co-plan-price">
          <PerPeriod amount={plan.perPeriod} period={plan.period ?? null} currency={currency} testId="plan-price" />
          {count ? <span className="co-plan-count"> · {count}</span> : null}
        </p>
      ) : plan.layout === "schedule" && plan.total ? (
        <p className="co-plan-price">
          <span data-testid="plan-total" data-amount={plan.total}>
            {t("totalOf")} <Amount value={plan.total} currency={currency} />
          </span>
          {count ? <span className="co-plan-count"> · {count}</span> : null}
        </p>
      ) : null}
      {next ? (
        <p className="co-plan-next" data-testid="plan-next" data-date={next.date} data-amount={next.amount}>
          {t("nextCharge")} <strong className="co-nowrap">{formatDate(next.date, locale)}</strong>
          {": "}
          <Amount value={next.amount} currency={currency} />
        </p>
      ) : null}
      {plan.endsOn ? (
        <p className="co-plan-ends" data-testid="plan-ends" data-date={plan.endsOn}>
          {t("endsOn")} <strong className="co-nowrap">{formatDate(plan.endsOn, locale)}</strong>
        </p>
      ) : null}
      {cancel ? <div className="co-plan-cancel">{cancel}</div> : null}
    </div>
  );
}

/**
 * Downloads (signed links), license keys, ticket codes and content access
 * of an order; with `contentHref` (the buyer's purchases from this shop in
 * the payer area) a way to the courses and memberships the order opened.
 */
export function DeliveryView({
  delivery,
  contentHref,
  onOpenContent,
}: {
  delivery: Delivery;
  contentHref?: string;
  /** The thank-you page opens the purchases itself (signing the paying browser in first). */
  onOpenContent?: (e: { preventDefault: () => void }) => void;
}) {
  const t = useTexts(checkoutTexts);
  const empty =
    delivery.downloads.length === 0 && delivery.licenseKeys.length === 0 && delivery.tickets.length === 0 && delivery.access.length === 0;
  return (
    <section
      className="co-deliveries"
      data-testid="delivery"
      data-delivered={delivery.delivered}
      data-revoked={delivery.revoked}
      data-empty={empty}
    >
      {delivery.revoked ? <p data-testid="revoked">{t("revoked")}</p> : null}
      {delivery.downloads.length > 0 ? (
        <>
          <h2>{t("downloads")}</h2>
          <ul>
            {delivery.downloads.map((f) => (
              <li key={f.fileId}>
                <a data-testid="download" data-file-id={f.fileId} data-name={f.name} href={apiUrl(f.url)} download={f.name}>
                  {f.name}
                </a>{" "}
                <span className="note">({formatBytes(f.size)})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {delivery.licenseKeys.length > 0 ? (
        <>
          <h2>{t("licenseKeys")}</h2>
          <ul>
            {delivery.licenseKeys.map((k) => (
              <li key={k}>
                <code className="co-license-key" data-testid="license-key">
                  {k}
                </code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {delivery.tickets.length > 0 ? (
        <>
          <h2>{t("tickets")}</h2>
          <ul>
            {delivery.tickets.map((tk) => (
              <li key={tk.code}>
                <code className="co-ticket-code" data-testid="ticket-code" data-ticket-id={tk.ticketId}>
                  {tk.code}
                </code>{" "}
                <StatusBadge state={tk.state} testId="ticket-state" />
                {tk.qrSvg ? (
                  <img
                    className="co-ticket-qr"
                    data-testid="ticket-qr"
                    alt={tk.code}
                    width={116}
                    height={116}
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(tk.qrSvg)}`}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {delivery.access.length > 0 ? <p data-testid="access">{t("access")}</p> : null}
      {delivery.access.length > 0 && contentHref ? (
        <p>
          <a className="sf-button sf-button-primary" href={contentHref} data-testid="access-link" onClick={onOpenContent}>
            {t("openContent")}
          </a>
        </p>
      ) : null}
      {(delivery.certificates ?? []).map((c) => (
        <p key={c.productId}>
          <a href={apiUrl(c.url)} target="_blank" rel="noreferrer" data-testid="certificate-link">
            {t("certificate")}
          </a>
        </p>
      ))}
    </section>
  );
}

/**
 * The order's status from the edge, asked again (about every second) while
 * the payment is awaited or the purchase is being handed over, or while
 * `keepAsking` says so (the manage page awaiting a rate just paid); a
 * failed ask while a status is shown is retried. `reload` asks at once.
 */
export function useOrderStatus(
  token: string,
  keepAsking?: (status: OrderStatus) => boolean,
): { loaded: Loaded<OrderStatus>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<OrderStatus>>({ state: "loading" });
  const [round, setRound] = useState(0);
  const shown = useRef(false);
  // the latest caller's wish, read when an answer arrives
  const more = useEffectEvent((status: OrderStatus) => keepAsking?.(status) ?? false);
  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    let n = 0;
    const again = () => {
      timer = window.setTimeout(ask, pollDelay(n));
      n += 1;
    };
    function ask() {
      ordersApi
        .get(token, controller.signal)
        .then((value) => {
          if (controller.signal.aborted) return;
          shown.current = true;
          setLoaded({ state: "ready", value });
          if (shouldPoll(phase(value.order.paymentState, value.delivery.delivered)) || more(value)) again();
        })
        .catch((e: unknown) => {
          if (controller.signal.aborted) return;
          const error = asApiError(e);
          // cancelled by a route change while this page stays, or a hiccup while a status is shown: ask again
          if (error.code === "canceled" || (shown.current && error.status !== 404)) again();
          else setLoaded({ state: "error", error });
        });
    }
    ask();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [token, round]);
  return { loaded, reload: () => setRound((r) => r + 1) };
}

/**
 * Once per visit that the card provider sent back here (an authentication
 * by redirect; its return adds `payment_intent` and `redirect_status`): the
 * edge reads the order's open payments from the provider and applies them,
 * then the status is asked again. A failed check is ignored: the page asks
 * again anyway. The provider's parameters (the client secret among them)
 * leave the address bar. Used by the thank-you and manage pages.
 */
export function useProviderReturn(token: string, reload: () => void) {
  const checked = useRef<string | null>(null);
  const reloaded = useEffectEvent(() => reload());
  useEffect(() => {
    if (checked.current === token || !returnedFromProvider(window.location.search)) return;
    checked.current = token;
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${withoutProviderParams(search)}${hash}`);
    ordersApi
      .check(token)
      .then(reloaded)
      .catch(() => undefined);
  }, [token]);
}
