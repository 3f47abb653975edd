// The parts of the payment page: totals as core computed them, the
// schedule, the order summary, the countdown of an offer, trust seals,
// order bumps, payment methods, an event's tickets and the problems of a
// field. Every amount is a decimal string from core, shown through core's
// formatMoney (Amount).
import { useEffect, useState, type ReactNode } from "react";
import type { FieldProblem } from "../api/errors";
import type { PublicBump, PublicBumps, PublicTicket } from "../api/shop";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Amount } from "../app/Money";
import type { PaymentMethod, Quote } from "../core";
import { countdown, type CountdownParts } from "./countdown";
import { formatDate, formatMoment } from "./format";
import { checkoutTexts, methodNames, problemText } from "./texts";

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/** The sum of two decimal strings of the same scale (minor units as integers: never a float). */
export function addDecimal(a: string, b: string): string {
  const digits = Math.max(a.split(".")[1]?.length ?? 0, b.split(".")[1]?.length ?? 0);
  const units = (v: string) => {
    const negative = v.startsWith("-");
    const [whole = "0", fraction = ""] = v.replace(/^[-+]/, "").split(".");
    const n = BigInt(whole + fraction.padEnd(digits, "0"));
    return negative ? -n : n;
  };
  const sum = units(a) + units(b);
  const negative = sum < 0n;
  const text = (negative ? -sum : sum).toString().padStart(digits + 1, "0");
  const whole = digits ? text.slice(0, -digits) : text;
  return `${negative ? "-" : ""}${whole}${digits ? `.${text.slice(-digits)}` : ""}`;
}

/** Every payment of a quote: the one due now, then the later ones (dates from core). */
export function Schedule({ quote }: { quote: Quote }) {
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  if (quote.later.length === 0) return null;
  return (
    <table className="schedule" data-testid="schedule">
      <caption>
        {t("schedule")}
        {quote.open_ended ? ` ${t("untilCancelled")}` : ""}
      </caption>
      <tbody>
        <tr data-testid="due-now-payment" data-date={quote.due_now.date} data-amount={quote.due_now.gross}>
          <td>
            {formatDate(quote.due_now.date, locale)} · {t("dueNow")}
          </td>
          <td>
            <Amount value={quote.due_now.gross} currency={quote.currency} />
          </td>
        </tr>
        {quote.later.map((p) => (
          <tr key={p.date} data-testid="scheduled-payment" data-date={p.date} data-amount={p.gross}>
            <td>{formatDate(p.date, locale)}</td>
            <td>
              <Amount value={p.gross} currency={quote.currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The order at a glance, as the edge priced it: each line (the product and
 * every bump, before the coupon), the coupon's discount, the VAT per rate
 * included, the amount due now, the plan's payments in words and the dates.
 */
export function OrderSummary({
  lines,
  quote,
  scheduleWords,
  placement,
  loading,
}: {
  lines: { id: number; name: string; main: boolean }[];
  quote: Quote | null;
  scheduleWords: string | null;
  placement: "top" | "column";
  loading: boolean;
}) {
  const t = useTexts(checkoutTexts);
  const now = quote?.due_now;
  const plan = quote !== null && quote.later.length > 0;
  return (
    <section
      className={`co-summary co-${placement}`}
      data-testid="order-summary"
      data-placement={placement}
      aria-labelledby="co-summary-title"
      aria-busy={loading}
    >
      <h2 id="co-summary-title">{t("summary")}</h2>
      <ul className="co-lines">
        {lines.map((l) => {
          const line = now?.lines.find((x) => x.product_id === l.id);
          const before = line ? addDecimal(line.gross, line.discount) : null;
          return (
            <li key={l.id} data-testid="summary-line" data-product-id={l.id} data-amount={before ?? ""}>
              <span className="co-line-name">
                {l.name}
                {!l.main ? <span className="co-line-kind"> · {t("bumpLine")}</span> : null}
              </span>
              {before !== null && quote ? <Amount value={before} currency={quote.currency} /> : null}
            </li>
          );
        })}
      </ul>
      {quote && now ? (
        <dl className="co-sums">
          {!isZero(now.discount) ? (
            <div className="co-sum" data-testid="summary-discount" data-code={quote.coupon_code ?? ""} data-amount={now.discount}>
              <dt>
                {t("discount")}
                {quote.coupon_code ? <span className="co-code"> {quote.coupon_code}</span> : null}
              </dt>
              <dd>
                −<Amount value={now.discount} currency={quote.currency} />
              </dd>
            </div>
          ) : null}
          {now.vat_breakdown
            .filter((g) => !isZero(g.vat))
            .map((g) => (
              <div key={g.rate} className="co-sum co-vat" data-testid="summary-vat" data-rate={g.rate} data-amount={g.vat}>
                <dt>
                  {t("vatIncluded")} {g.rate.replace(/\.0+$/, "").replace(/(\.\d*?)0+$/, "$1")} %
                </dt>
                <dd>
                  <Amount value={g.vat} currency={quote.currency} />
                </dd>
              </div>
            ))}
          <div className="co-sum co-total">
            <dt>{plan ? t("dueToday") : t("total")}</dt>
            <dd>
              <Amount value={now.gross} currency={quote.currency} testId="summary-due-now" />
            </dd>
          </div>
          {scheduleWords ? (
            <div className="co-sum co-plan-words">
              <dt>{t("thenPay")}</dt>
              <dd data-testid="summary-schedule">{scheduleWords}</dd>
            </div>
          ) : null}
          {plan && !quote.open_ended ? (
            <div className="co-sum">
              <dt>{t("planTotal")}</dt>
              <dd>
                <Amount value={quote.total} currency={quote.currency} testId="summary-total" />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="co-hint" role="status">
          {t("checking")}
        </p>
      )}
      {quote && plan ? (
        <details className="co-dates">
          <summary>{t("schedule")}</summary>
          <Schedule quote={quote} />
        </details>
      ) : null}
    </section>
  );
}

/** Counts down to the end of an offer (spec section 4's rule); gone once it has passed. */
export function Countdown({ till, color }: { till: string; color: string }) {
  const t = useTexts(checkoutTexts);
  const [now, setNow] = useState(() => new Date());
  const left = countdown(till, now);
  const running = left !== false;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  if (left === false) return null;
  const units: (keyof CountdownParts)[] = ["weeks", "days", "hours", "minutes", "seconds"];
  return (
    <div className="co-countdown" data-testid="countdown" data-till={till} style={{ background: color }}>
      <span>{t("offerEnds")}</span>
      {units.map((u) => (
        <span key={u} className="co-countdown-part">
          <strong data-testid={`countdown-${u}`} data-value={left[u]}>
            {left[u]}
          </strong>{" "}
          {t(u)}
        </span>
      ))}
    </div>
  );
}

export function TrustSeals() {
  const t = useTexts(checkoutTexts);
  const seals: [string, string][] = [
    ["ssl", t("trustSsl")],
    ["visa", "VISA"],
    ["mastercard", "Mastercard"],
    ["provider", t("trustProvider")],
  ];
  return (
    <ul className="co-trust-seals" data-testid="trust-seals">
      {seals.map(([id, label]) => (
        <li key={id} data-testid={`trust-seal-${id}`}>
          {label}
        </li>
      ))}
    </ul>
  );
}

/** An order bump: a ticked box adds the product at its plan to the quote. */
function Bump({ bump, checked, onChange }: { bump: PublicBump; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <li className="co-bump" data-testid="bump" data-product-id={bump.productId} data-checked={checked}>
      <label>
        <input
          type="checkbox"
          data-testid={`bump-check-${bump.productId}`}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <strong>{bump.headline || bump.name}</strong>
        <Amount value={bump.plan.price} currency={bump.plan.currency} testId={`bump-price-${bump.productId}`} />
      </label>
      {bump.headline ? <p className="co-bump-name">{bump.name}</p> : null}
      {bump.description ? <p className="note">{bump.description}</p> : null}
    </li>
  );
}

/** The bumps in the seller's layout: one column, two columns, or one offer after the other. */
export function Bumps({
  bumps,
  items,
  chosen,
  onToggle,
}: {
  bumps: PublicBumps;
  items: PublicBump[];
  chosen: number[];
  onToggle: (id: number, on: boolean) => void;
}) {
  const t = useTexts(checkoutTexts);
  const [shown, setShown] = useState(1);
  const stepwise = bumps.layout === "two_step_2";
  const visible = stepwise ? items.slice(0, Math.max(shown, 1)) : items;
  return (
    <section className={`co-bumps co-${bumps.layout}`} data-testid="bumps" data-layout={bumps.layout} data-position={bumps.position}>
      <h2>{t("bumpsTitle")}</h2>
      <ul>
        {visible.map((b) => (
          <Bump key={b.productId} bump={b} checked={chosen.includes(b.productId)} onChange={(on) => onToggle(b.productId, on)} />
        ))}
      </ul>
      {stepwise && shown < items.length ? (
        <button type="button" className="link-button" data-testid="bumps-next" onClick={() => setShown((n) => n + 1)}>
          {t("bumpsNext")}
        </button>
      ) : null}
    </section>
  );
}

export function PaymentMethods({
  methods,
  chosen,
  onChoose,
  children,
}: {
  methods: PaymentMethod[];
  chosen: PaymentMethod | null;
  onChoose: (m: PaymentMethod) => void;
  children?: ReactNode;
}) {
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  return (
    <fieldset className="co-fieldset co-methods" data-testid="payment-methods" data-methods={methods.join(" ")} data-chosen={chosen ?? ""}>
      <legend>{t("methods")}</legend>
      {methods.map((m) => (
        <label key={m} className="co-choice">
          <input
            type="radio"
            name="payment-method"
            data-testid={`method-${m}`}
            value={m}
            checked={chosen === m}
            onChange={() => onChoose(m)}
          />
          {methodNames[m]?.[locale] ?? m}
        </label>
      ))}
      {children}
    </fieldset>
  );
}

export function TicketChoice({
  tickets,
  chosen,
  onChoose,
}: {
  tickets: PublicTicket[];
  chosen: number | null;
  onChoose: (t: PublicTicket) => void;
}) {
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  return (
    <fieldset className="co-fieldset co-tickets" data-testid="tickets">
      <legend>{t("ticket")}</legend>
      {tickets.map((ticket) => {
        const soldOut = ticket.seatsLeft <= 0;
        return (
          <label key={ticket.id} data-testid="ticket" data-ticket-id={ticket.id} data-seats-left={ticket.seatsLeft}>
            <input
              type="radio"
              name="ticket"
              data-testid={`ticket-${ticket.id}`}
              checked={chosen === ticket.id}
              disabled={soldOut}
              onChange={() => onChoose(ticket)}
            />
            <span>
              <strong>{ticket.name}</strong> · {formatMoment(ticket.startsAt, ticket.timeZone, locale)} ·{" "}
              {ticket.online ? t("online") : [ticket.locationShortName, ticket.locationAddress].filter(Boolean).join(", ")} ·{" "}
              <span data-testid={`seats-left-${ticket.id}`}>{soldOut ? t("soldOutTicket") : `${ticket.seatsLeft} ${t("seatsLeft")}`}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The problems of some fields, each in core's words (or the page's for codes core has none for). */
export function Problems({ problems, testId = "order-problem" }: { problems: FieldProblem[]; testId?: string }) {
  const locale = useLocale();
  if (problems.length === 0) return null;
  return (
    <>
      {problems.map((p) => (
        <p key={`${p.field}:${p.code}`} className="co-field-error" data-testid={testId} data-field={p.field} data-code={p.code}>
          {problemText(p.code, locale)}
        </p>
      ))}
    </>
  );
}
