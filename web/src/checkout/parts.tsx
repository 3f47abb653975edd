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
import type { Payment, PaymentMethod, Quote } from "../core";
import { countdown, type CountdownParts } from "./countdown";
import { formatDate, formatMoment } from "./format";
import { checkoutTexts, methodNames, problemText } from "./texts";

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

export function PaymentTotals({ payment, currency, source }: { payment: Payment; currency: string; source: "browser" | "edge" }) {
  const t = useTexts(checkoutTexts);
  return (
    <dl>
      {!isZero(payment.discount) ? (
        <>
          <dt>{t("discount")}</dt>
          <dd>
            <Amount value={payment.discount} currency={currency} testId={`${source}-discount`} />
          </dd>
        </>
      ) : null}
      <dt>{t("net")}</dt>
      <dd>
        <Amount value={payment.net} currency={currency} testId={`${source}-net`} />
      </dd>
      {payment.vat_breakdown.map((g) => (
        <span key={g.rate} style={{ display: "contents" }}>
          <dt>
            {t("vat")} {g.rate} %
          </dt>
          <dd>
            <Amount value={g.vat} currency={currency} />
          </dd>
        </span>
      ))}
      <dt>{t("vat")}</dt>
      <dd>
        <Amount value={payment.vat} currency={currency} testId={`${source}-vat`} />
      </dd>
      <dt>{t("dueNow")}</dt>
      <dd>
        <strong>
          <Amount value={payment.gross} currency={currency} testId={`${source}-gross`} />
        </strong>
      </dd>
    </dl>
  );
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

/** The order at a glance: what is bought, due now and in total. */
export function OrderSummary({
  title,
  lines,
  quote,
  placement,
}: {
  title: string;
  lines: { id: number; name: string }[];
  quote: Quote | null;
  placement: "top" | "column";
}) {
  const t = useTexts(checkoutTexts);
  return (
    <aside className={`co-summary co-${placement}`} data-testid="order-summary" data-placement={placement}>
      <h2>{t("summary")}</h2>
      <p className="note">{title}</p>
      <ul>
        {lines.map((l) => {
          const line = quote?.due_now.lines.find((x) => x.product_id === l.id);
          return (
            <li key={l.id} data-testid="summary-line" data-product-id={l.id}>
              <span>{l.name}</span>
              {line && quote ? <Amount value={line.gross} currency={quote.currency} /> : null}
            </li>
          );
        })}
      </ul>
      {quote ? (
        <dl>
          <dt>{t("dueNow")}</dt>
          <dd>
            <strong>
              <Amount value={quote.due_now.gross} currency={quote.currency} testId="summary-due-now" />
            </strong>
          </dd>
          {quote.later.length > 0 ? (
            <>
              <dt>
                {t("total")}
                {quote.open_ended ? ` ${t("untilCancelled")}` : ""}
              </dt>
              <dd>
                <Amount value={quote.total} currency={quote.currency} testId="summary-total" />
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>{t("checking")}</p>
      )}
    </aside>
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
    <fieldset className="co-methods" data-testid="payment-methods" data-methods={methods.join(" ")} data-chosen={chosen ?? ""}>
      <legend>{t("methods")}</legend>
      {methods.map((m) => (
        <label key={m}>
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
    <fieldset className="co-tickets" data-testid="tickets">
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
        <p key={`${p.field}:${p.code}`} className="error" data-testid={testId} data-field={p.field} data-code={p.code}>
          {problemText(p.code, locale)}
        </p>
      ))}
    </>
  );
}
