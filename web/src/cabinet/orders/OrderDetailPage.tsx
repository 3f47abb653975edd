import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../api/client";
import { salesApi, type OrderBuyer, type OrderDetail, type PayerDetails } from "../../api/sales";
import { entryFor, useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { Modal } from "../../app/Modal";
import { Amount } from "../../app/Money";
import { paths } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import { planKindTexts } from "../catalog/texts";
import { byteSize } from "../catalog/format";
import { pollUntil } from "./format";
import { compareDecimal, refundDone } from "./refund";
import {
  methodTexts,
  orderStateTexts,
  paymentStateTexts,
  subscriptionStateTexts,
  providerTexts,
  rateStateTexts,
  refundTexts,
  salesTexts,
  ticketStateTexts,
} from "./texts";
import { formatMoney, messageFor, parseMoney } from "../../core";
import { DecimalField } from "../../ui/DecimalField";
import { showDecimal, type DecimalReading } from "../../ui/decimal";
import { useNumberLocale } from "../../ui/numberLocale";
import { PerPeriod } from "../../checkout/orderParts";
import { CodeProblem, Day, Instant, StatusBadge } from "./ui";
import { Badge } from "../../ui/Badge";
import { Skeleton } from "../../ui/Skeleton";
import { Table } from "../../ui/Table";

/** The payment state's words, with a running subscription's own word (core's `PlanView.status`). */
function paymentWords(status: string): typeof paymentStateTexts {
  return status === "subscription_active" ? { ...paymentStateTexts, paying: subscriptionStateTexts.paying } : paymentStateTexts;
}

// One order of the seller (/cabinet/orders/{id}): what was bought and how
// it is paid, the payer, every rate of the plan, what was delivered, and
// the refund. A refund is asked for after a confirmation; the edge answers
// 202 and the provider's webhook completes it, so the page loads the order
// again until its payment is refunded and its delivery revoked.
const POLL_INTERVAL_MS = 1000;
const POLL_ATTEMPTS = 60;

type Refund =
  | { state: "idle" }
  | { state: "confirming" }
  | { state: "sending" }
  | { state: "waiting" }
  | { state: "done" }
  | { state: "slow" }
  | { state: "error"; code: string };

export function OrderDetailPage({ orderId }: { orderId: number }) {
  const t = useTexts(salesTexts);
  const rt = useTexts(refundTexts);
  const locale = useLocale();
  const [loaded] = useLoad(`cabinet-order:${orderId}`, (signal) => salesApi.order(orderId, signal));
  const [fresh, setFresh] = useState<OrderDetail | null>(null);
  const [refund, setRefund] = useState<Refund>({ state: "idle" });
  // the amount typed in the refund dialog, and what it reads as (core's parseMoney)
  const [amountText, setAmountText] = useState("");
  const [amount, setAmount] = useState<DecimalReading>({ kind: "empty" });
  const numberLocale = useNumberLocale();
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  if (loaded.state === "loading")
    return (
      <section data-testid="order-detail" data-state="loading" aria-busy="true">
        <Skeleton columns={2} rows={6} />
      </section>
    );
  if (loaded.state === "error") {
    return (
      <section data-testid="order-detail" data-state="error" data-code={loaded.error.code}>
        <CodeProblem code={loaded.error.code} testId="order-detail-error" />
        <p>
          <Link href={paths.cabinetOrders()}>{t("backToOrders")}</Link>
        </p>
      </section>
    );
  }
  const detail = fresh ?? loaded.value;
  const o = detail.order;
  // the dialog's own check of the amount (the edge checks it again, with core's same rule)
  const refundProblem =
    amount.kind === "problem"
      ? amount.code
      : amount.kind === "value" && !(Number(amount.value) > 0)
        ? "refund_amount_not_positive"
        : amount.kind === "value" && compareDecimal(amount.value, detail.refundableAmount) > 0
          ? "refund_exceeds_paid"
          : null;
  const full = amount.kind === "value" && compareDecimal(amount.value, detail.refundableAmount) === 0;
  const recurring = detail.plan.nextCharge != null;

  const openRefund = () => {
    // the dialog offers what was paid and is not refunded yet; a smaller amount is a partial refund
    setAmountText(showDecimal(detail.refundableAmount, numberLocale, { parseMoney, formatMoney }, { currency: o.currency }));
    setAmount({ kind: "value", value: detail.refundableAmount });
    setRefund({ state: "confirming" });
  };

  async function startRefund() {
    if (amount.kind !== "value") return;
    const asked = amount.value;
    const before = detail;
    setRefund({ state: "sending" });
    try {
      setFresh(await salesApi.refund(orderId, asked));
    } catch (e) {
      setRefund({ state: "error", code: e instanceof ApiError ? e.code : "page_server_error" });
      return;
    }
    setRefund({ state: "waiting" });
    const controller = new AbortController();
    stop.current = controller;
    try {
      const settled = refundDone(before, asked);
      const result = await pollUntil(() => salesApi.order(orderId, controller.signal), settled, {
        intervalMs: POLL_INTERVAL_MS,
        attempts: POLL_ATTEMPTS,
        signal: controller.signal,
        onValue: (d) => setFresh(d as OrderDetail),
      });
      if (!controller.signal.aborted) setRefund({ state: result.done ? "done" : "slow" });
    } catch (e) {
      if (!controller.signal.aborted) setRefund({ state: "error", code: e instanceof ApiError ? e.code : "page_server_error" });
    }
  }

  return (
    <section
      className="order-detail"
      data-testid="order-detail"
      data-state="ready"
      data-id={o.id}
      data-token={o.token}
      data-payment-state={o.paymentState}
      data-order-state={o.orderState}
      data-refund={refund.state}
    >
      <Link href={paths.cabinetOrders()} testId="back-to-orders" className="back-link">
        ← {t("backToOrders")}
      </Link>
      <div className="list-head">
        <h2>
          {t("order")} #{o.id}
        </h2>
        {detail.refundable && refund.state !== "waiting" && refund.state !== "sending" ? (
          <button type="button" className="danger" data-testid="order-refund" onClick={openRefund}>
            {t("refund")}
          </button>
        ) : null}
      </div>
      {refund.state === "waiting" || refund.state === "sending" ? (
        <p className="note" data-testid="refund-pending" role="status">
          {t("refundPending")}
        </p>
      ) : null}
      {refund.state === "done" ? (
        <p className="note ok" data-testid="refund-done" role="status">
          {t("refundDone")}
        </p>
      ) : null}
      {refund.state === "slow" ? (
        <p className="note" data-testid="refund-slow" role="status">
          {t("refundSlow")}
        </p>
      ) : null}
      {refund.state === "error" ? (
        <p className="form-error">
          <CodeProblem code={refund.code} testId="refund-error" />
        </p>
      ) : null}
      <Modal
        open={refund.state === "confirming"}
        onClose={() => setRefund({ state: "idle" })}
        title={t("refundTitle")}
        testId="refund-dialog"
      >
        <p>{rt("refundExplain")}</p>
        <dl className="facts" data-testid="refund-facts">
          <dt>{rt("paid")}</dt>
          <dd>
            <Amount value={detail.paid} currency={o.currency} testId="refund-paid" />
          </dd>
          {Number(detail.refunded) > 0 ? (
            <>
              <dt>{rt("refundedSoFar")}</dt>
              <dd>
                <Amount value={detail.refunded} currency={o.currency} testId="refund-refunded" />
              </dd>
            </>
          ) : null}
          <dt>{rt("buyer")}</dt>
          <dd>{o.payerEmail}</dd>
        </dl>
        <DecimalField
          label={rt("amount")}
          hint={rt("amountHint").replace("{max}", formatMoney(detail.refundableAmount, o.currency, numberLocale))}
          value={amountText}
          currency={o.currency}
          testId="refund-amount"
          error={refundProblem ? messageFor(refundProblem, locale) : undefined}
          errorCode={refundProblem ?? undefined}
          onChange={(text, reading) => {
            setAmountText(text);
            setAmount(reading);
          }}
        />
        <p className="note" data-testid="refund-effect" data-full={full}>
          {recurring ? rt("endsPlan") : null} {full ? rt("fullRevokes") : rt("partialKeeps")}
        </p>
        <div className="row-buttons">
          <button
            type="button"
            className="danger"
            data-testid="refund-confirm"
            disabled={amount.kind !== "value" || refundProblem !== null}
            onClick={() => void startRefund()}
          >
            {t("refundYes")}
          </button>
          <button type="button" data-testid="refund-cancel" onClick={() => setRefund({ state: "idle" })}>
            {t("cancel")}
          </button>
        </div>
      </Modal>
      <div className="order-summary">
        <OrderFacts detail={detail} />
        <PayerFacts detail={detail} />
      </div>
      <RatesTable detail={detail} />
      <DeliveryFacts detail={detail} />
      <LegalFacts detail={detail} />
    </section>
  );
}

/**
 * What the order was sold under (issue 17): the consents the buyer gave in
 * the exact words shown, the notices, the time of consent on the edge's
 * clock, and the versions of the seller's documents.
 */
function LegalFacts({ detail }: { detail: OrderDetail }) {
  const t = useTexts(salesTexts);
  const legal = detail.legal;
  if (!legal) return null;
  const kindWord = (kind: string) =>
    kind === "imprint" || kind === "terms" || kind === "privacy" || kind === "cancellation_terms" ? t(`doc_${kind}`) : kind;
  return (
    <section className="facts-block order-legal" data-testid="order-legal">
      <h3>{t("legal")}</h3>
      <p>
        {t("consentedAt")} <Instant value={legal.consentedAt} />
      </p>
      {legal.consents.length > 0 ? (
        <>
          <h4>{t("consents")}</h4>
          <ul className="detail-list" data-testid="order-consents">
            {legal.consents.map((c) => (
              <li key={c.code} data-testid="order-consent" data-code={c.code} lang={legal.language}>
                {c.text}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p data-testid="order-no-consents">{t("noConsents")}</p>
      )}
      {legal.notices.map((n) => (
        <p key={n.code} lang={legal.language}>
          {n.text}
        </p>
      ))}
      <h4>{t("documents")}</h4>
      <ul className="detail-list" data-testid="order-documents">
        {legal.documents.map((d) => (
          <li key={`${d.kind}-${d.documentId}`} data-kind={d.kind} data-version={d.version}>
            {kindWord(d.kind)}
            {d.name ? ` (${d.name})` : ""} · {t("documentVersion").replace("{version}", String(d.version))}
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderFacts({ detail }: { detail: OrderDetail }) {
  const t = useTexts(salesTexts);
  const rt = useTexts(refundTexts);
  const locale = useLocale();
  const o = detail.order;
  return (
    <section className="facts-block">
      <h3>{t("details")}</h3>
      <dl className="facts" data-testid="order-facts">
        <dt>{t("token")}</dt>
        <dd data-testid="order-token">{o.token}</dd>
        <dt>{t("product")}</dt>
        <dd data-testid="order-product" data-product-id={o.productId}>
          {o.productName} ({entryFor(planKindTexts, o.planKind)?.[locale] ?? o.planKind}, #{o.planId})
        </dd>
        <dt>{t("paymentState")}</dt>
        <dd>
          <StatusBadge state={o.paymentState} words={paymentWords(detail.plan.status)} testId="detail-payment-state" />
        </dd>
        <dt>{t("orderState")}</dt>
        <dd>
          <StatusBadge state={o.orderState} words={orderStateTexts} testId="detail-order-state" />
        </dd>
        {detail.plan.layout === "subscription" ? (
          // a subscription has no total: its price per period and next charge (core's plan view)
          <>
            <dt>{rt("price")}</dt>
            <dd>
              {detail.plan.perPeriod ? (
                <PerPeriod
                  amount={detail.plan.perPeriod}
                  period={detail.plan.period ?? null}
                  currency={o.currency}
                  testId="detail-per-period"
                />
              ) : null}
            </dd>
          </>
        ) : (
          <>
            <dt>{t("total")}</dt>
            <dd>
              <Amount value={o.total} currency={o.currency} testId="detail-total" />
            </dd>
          </>
        )}
        {detail.plan.nextCharge ? (
          <>
            <dt>{rt("nextCharge")}</dt>
            <dd data-testid="detail-next-charge" data-date={detail.plan.nextCharge.date}>
              <Day value={detail.plan.nextCharge.date} /> · <Amount value={detail.plan.nextCharge.amount} currency={o.currency} />
            </dd>
          </>
        ) : null}
        {detail.plan.endsOn ? (
          <>
            <dt>{rt("endsOn")}</dt>
            <dd data-testid="detail-ends-on">
              <Day value={detail.plan.endsOn} />
            </dd>
          </>
        ) : null}
        {Number(detail.refunded) > 0 ? (
          <>
            <dt>{rt("refunded")}</dt>
            <dd data-testid="detail-refunded" data-amount={detail.refunded}>
              <Amount value={detail.refunded} currency={o.currency} />
              {detail.refundedAt ? (
                <>
                  {" "}
                  · {rt("refundedOn")} <Instant value={detail.refundedAt} />
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>{t("dueNow")}</dt>
        <dd>
          <Amount value={o.dueNow} currency={o.currency} testId="detail-due-now" />
        </dd>
        <dt>{t("paymentMethod")}</dt>
        <dd data-testid="detail-method" data-method={o.paymentMethod}>
          {entryFor(methodTexts, o.paymentMethod)?.[locale] ?? o.paymentMethod} ·{" "}
          {entryFor(providerTexts, o.provider)?.[locale] ?? o.provider}
        </dd>
        {o.couponCode ? (
          <>
            <dt>{t("coupon")}</dt>
            <dd data-testid="detail-coupon">{o.couponCode}</dd>
          </>
        ) : null}
        <dt>{t("createdAt")}</dt>
        <dd>
          <Instant value={o.createdAt} testId="detail-created-at" />
        </dd>
        <dt>{t("paidAt")}</dt>
        <dd>
          <Instant value={o.paidAt} testId="detail-paid-at" />
        </dd>
      </dl>
    </section>
  );
}

function PayerFacts({ detail }: { detail: OrderDetail }) {
  const t = useTexts(salesTexts);
  const d: Partial<PayerDetails> = detail.payer.details ?? {};
  const b: Partial<OrderBuyer> = detail.payer.buyer ?? {};
  const name = [d.firstName, d.lastName].filter(Boolean).join(" ");
  const street = [d.street, d.streetNumber].filter(Boolean).join(" ");
  const place = [d.zip, d.city].filter(Boolean).join(" ");
  return (
    <section className="facts-block" data-testid="order-payer">
      <h3>{t("payer")}</h3>
      <dl className="facts">
        <dt>E-mail</dt>
        <dd data-testid="payer-email">{detail.order.payerEmail}</dd>
        <dt>{t("name")}</dt>
        <dd data-testid="payer-name">{name || "–"}</dd>
        <dt>{t("address")}</dt>
        <dd data-testid="payer-address">{[street, place, d.payerCountry].filter(Boolean).join(", ") || "–"}</dd>
        <dt>{t("phone")}</dt>
        <dd data-testid="payer-phone">{d.phone || "–"}</dd>
        <dt>{t("buyerCountry")}</dt>
        <dd data-testid="buyer-country">{b.country ?? detail.order.buyerCountry}</dd>
        <dt>{t("business")}</dt>
        <dd data-testid="buyer-business">{b.business ? t("yes") : t("no")}</dd>
        {b.vatId ? (
          <>
            <dt>{t("vatId")}</dt>
            <dd data-testid="buyer-vat-id">{b.vatId}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function RatesTable({ detail }: { detail: OrderDetail }) {
  const t = useTexts(salesTexts);
  const rt = useTexts(refundTexts);
  // core's choice: a schedule's every rate, a subscription's payments so far (not a fixed row of rates to come)
  const rates = detail.rates.filter((r) => detail.plan.listed.includes(r.index) || detail.plan.layout === "single");
  return (
    <section className="facts-block" data-testid="order-rates">
      <h3>{detail.plan.layout === "subscription" ? rt("payments") : t("rates")}</h3>
      <Table caption={t("rates")} stack>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t("rate")}
            </th>
            <th scope="col">{t("dueDate")}</th>
            <th scope="col" className="num">
              {t("amount")}
            </th>
            <th scope="col">{t("state")}</th>
            <th scope="col" className="num">
              {t("failures")}
            </th>
            <th scope="col">{t("paidAt")}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.index} data-testid="order-rate" data-index={r.index} data-state={r.state} data-amount={r.amount}>
              <td data-label={t("rate")} className="num">
                {r.index + 1}
              </td>
              <td data-label={t("dueDate")} className="nowrap">
                <Day value={r.dueDate} />
              </td>
              <td data-label={t("amount")} className="num">
                <Amount value={r.amount} currency={detail.order.currency} />
              </td>
              <td data-label={t("state")}>
                <StatusBadge state={r.state} words={rateStateTexts} testId="order-rate-state" />
              </td>
              <td data-label={t("failures")} className="num">
                {r.failures}
              </td>
              <td data-label={t("paidAt")} className="nowrap">
                <Instant value={r.paidAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

function DeliveryFacts({ detail }: { detail: OrderDetail }) {
  const t = useTexts(salesTexts);
  const locale = useLocale();
  const d = detail.delivery;
  return (
    <section className="facts-block" data-testid="order-delivery" data-delivered={d.delivered} data-revoked={d.revoked}>
      <h3>{t("delivery")}</h3>
      <p data-testid="delivery-state">
        <Badge tone={d.revoked ? "warning" : d.delivered ? "success" : "neutral"}>
          {d.revoked ? t("revoked") : d.delivered ? t("delivered") : t("notDelivered")}
        </Badge>
      </p>
      {d.downloads.length > 0 ? (
        <>
          <h4>{t("downloads")}</h4>
          <ul className="detail-list" data-testid="delivery-downloads">
            {d.downloads.map((f) => (
              <li key={f.fileId} data-testid="delivery-download" data-name={f.name}>
                {f.name} <small>({byteSize(f.size, locale)})</small>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {d.licenseKeys.length > 0 ? (
        <>
          <h4>{t("licenseKeys")}</h4>
          <ul className="detail-list" data-testid="delivery-keys">
            {d.licenseKeys.map((k) => (
              <li key={k}>
                <code>{k}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {d.tickets.length > 0 ? (
        <>
          <h4>{t("tickets")}</h4>
          <ul className="detail-list" data-testid="delivery-tickets">
            {d.tickets.map((c) => (
              <li key={c.code} data-testid="delivery-ticket" data-code={c.code}>
                <code>{c.code}</code> <StatusBadge state={c.state} words={ticketStateTexts} testId="delivery-ticket-state" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
