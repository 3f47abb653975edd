import { useEffect, useMemo, useState } from "react";
import { snakeizeKeys, type Json } from "../api/case";
import { ApiError } from "../api/client";
import { shopApi, type PricingPlan, type Product } from "../api/shop";
import { Amount } from "../app/Money";
import { useProduct } from "../app/useProduct";
import { PayerDetails } from "../forms/PayerDetails";
import { countries, quote, type Payment, type Quote, type QuoteResponse } from "../core";
import { quoteRequest, type BuyerChoice } from "./request";
import { useCheckoutStore } from "./store";

const countryCodes = countries();
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
// One moment and time zone for the whole visit, sent to the edge too, so
// both compute the same payment dates.
const start = new Date().toISOString();
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "Europe/Berlin";

type Coupon = { state: "none" } | { state: "loading"; code: string } | { state: "found"; code: string; terms: Json } | { state: "unknown"; code: string; error: ApiError };
type EdgeState = { state: "loading" } | { state: "ready"; quote: Quote } | { state: "error"; error: ApiError };

// The notes documents must carry, by core's translation key (English until
// the app has translations).
const vatNotes: Record<string, string> = {
  vat_note_reverse_charge: "Reverse charge: VAT is accounted for by the recipient.",
  vat_note_outside_eu: "Not taxable in the EU.",
  vat_note_small_business: "No VAT is charged: small business exemption.",
  vat_note_educational: "No VAT is charged: exempt educational service.",
  vat_note_regulated_profession: "No VAT is charged: exempt regulated profession.",
  vat_note_other: "No VAT is charged.",
};

const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, "internal", String(e)));

function useCoupon(username: string, code: string): Coupon {
  const [coupon, setCoupon] = useState<Coupon>({ state: "none" });
  useEffect(() => {
    if (!code) {
      setCoupon({ state: "none" });
      return;
    }
    const controller = new AbortController();
    setCoupon({ state: "loading", code });
    shopApi
      .coupon(username, code, controller.signal)
      .then((terms) => setCoupon({ state: "found", code, terms }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setCoupon({ state: "unknown", code, error: asApiError(e) });
      });
    return () => controller.abort();
  }, [username, code]);
  return coupon;
}

function useEdgeQuote(product: Product | undefined, plan: PricingPlan | undefined, buyer: BuyerChoice, couponCode: string): EdgeState {
  const [edge, setEdge] = useState<EdgeState>({ state: "loading" });
  useEffect(() => {
    if (!product || !plan) return;
    const controller = new AbortController();
    setEdge({ state: "loading" });
    shopApi
      .quote(
        {
          productId: product.id,
          planId: plan.id,
          buyer: { country: buyer.country, business: buyer.business, ...(buyer.business && buyer.vatId.trim() ? { vatId: buyer.vatId } : {}) },
          ...(couponCode ? { couponCode } : {}),
          start,
          timeZone,
        },
        controller.signal,
      )
      // The API client camelizes keys; core's quote is snake_case.
      .then((body) => setEdge({ state: "ready", quote: snakeizeKeys(body.quote) as unknown as Quote }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setEdge({ state: "error", error: asApiError(e) });
      });
    return () => controller.abort();
  }, [product, plan, buyer, couponCode]);
  return edge;
}

function PaymentTotals({ payment, currency, source }: { payment: Payment; currency: string; source: "browser" | "edge" }) {
  return (
    <dl>
      {payment.discount !== "0.00" && payment.discount !== "0" ? (
        <>
          <dt>Discount</dt>
          <dd><Amount value={payment.discount} currency={currency} testId={`${source}-discount`} /></dd>
        </>
      ) : null}
      <dt>Net</dt>
      <dd><Amount value={payment.net} currency={currency} testId={`${source}-net`} /></dd>
      {payment.vat_breakdown.map((g) => (
        <span key={g.rate} style={{ display: "contents" }}>
          <dt>VAT {g.rate} %</dt>
          <dd><Amount value={g.vat} currency={currency} /></dd>
        </span>
      ))}
      <dt>VAT</dt>
      <dd><Amount value={payment.vat} currency={currency} testId={`${source}-vat`} /></dd>
      <dt>Due now</dt>
      <dd><strong><Amount value={payment.gross} currency={currency} testId={`${source}-gross`} /></strong></dd>
    </dl>
  );
}

function Schedule({ quote }: { quote: Quote }) {
  if (quote.later.length === 0) return null;
  return (
    <table className="schedule" data-testid="schedule">
      <caption>Later payments{quote.open_ended ? " (continues until cancelled)" : ""}</caption>
      <tbody>
        {quote.later.map((p) => (
          <tr key={p.date} data-testid="scheduled-payment" data-date={p.date} data-amount={p.gross}>
            <td>{p.date}</td>
            <td><Amount value={p.gross} currency={quote.currency} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PaymentPage(props: { username: string; productId: string; planId: string | null }) {
  const loaded = useProduct(props.username, props.productId);
  const { buyer, setBuyer, couponCode, setCouponCode, locale, setLocale, setPayer } = useCheckoutStore();
  const [couponInput, setCouponInput] = useState(couponCode);
  const product = loaded.state === "ready" ? loaded.value : undefined;
  const plan = product?.pricingPlans.find((p) => String(p.id) === props.planId) ?? product?.pricingPlans[0];
  const coupon = useCoupon(props.username, couponCode);
  const couponTerms = coupon.state === "found" ? coupon.terms : null;

  const browser = useMemo((): QuoteResponse | null => {
    if (!product || !plan || coupon.state === "loading") return null;
    return quote(quoteRequest({ product, plan, buyer, coupon: couponTerms, start, timeZone }));
  }, [product, plan, buyer, coupon.state, couponTerms]);
  const edge = useEdgeQuote(product, plan, buyer, coupon.state === "found" ? coupon.code : "");

  if (loaded.state === "loading") return <main className="page">Loading…</main>;
  if (loaded.state === "error" || !product || !plan) {
    return (
      <main className="page">
        <p className="error" data-testid="error" data-code={loaded.state === "error" ? loaded.error.code : "plan_not_found"}>
          {loaded.state === "error" ? loaded.error.message : "This plan is not available."}
        </p>
      </main>
    );
  }

  const browserQuote = browser && "ok" in browser ? browser.ok : null;
  const problems = browser && "error" in browser ? browser.error.problems : [];
  const edgeQuote = edge.state === "ready" ? edge.quote : null;
  const agree = browserQuote && edgeQuote ? JSON.stringify(browserQuote) === JSON.stringify(edgeQuote) : null;
  const state = JSON.stringify({ buyer, coupon: coupon.state === "found" ? coupon.code : "" });
  return (
    <main className="page">
      <p className="seller">{product.seller.displayName}</p>
      <h1>Pay for {product.name}</h1>
      <p>{plan.name}</p>
      <label className="language">
        Language
        <select data-testid="language" value={locale} onChange={(e) => setLocale(e.target.value === "de" ? "de" : "en")}>
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </select>
      </label>
      <fieldset>
        <label>
          Your country
          <select data-testid="buyer-country" value={buyer.country} onChange={(e) => setBuyer({ country: e.target.value })}>
            {countryCodes.map((code) => (
              <option key={code} value={code}>
                {countryNames.of(code) ?? code}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" data-testid="business" checked={buyer.business} onChange={(e) => setBuyer({ business: e.target.checked })} />
          I buy as a business
        </label>
        {buyer.business ? (
          <label>
            VAT ID
            <input data-testid="vat-id" value={buyer.vatId} onChange={(e) => setBuyer({ vatId: e.target.value })} />
          </label>
        ) : null}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setCouponCode(couponInput.trim());
          }}
        >
          <label>
            Coupon
            <input data-testid="coupon-code" value={couponInput} onChange={(e) => setCouponInput(e.target.value)} />
          </label>
          <button type="submit" data-testid="apply-coupon">Apply</button>
        </form>
        {coupon.state === "unknown" ? <p className="error" data-testid="coupon-error" data-code={coupon.error.code}>{coupon.error.message}</p> : null}
        {problems.map((p) => (
          <p key={`${p.field}:${p.code}`} className="error" data-testid="problem" data-field={p.field} data-code={p.code}>
            {p.field ? `${p.field}: ` : ""}
            {p.code}
          </p>
        ))}
      </fieldset>
      <div className="totals">
        <section data-testid="browser-quote" data-state={state}>
          <h2>In your browser</h2>
          {browserQuote ? <PaymentTotals payment={browserQuote.due_now} currency={browserQuote.currency} source="browser" /> : null}
          {browserQuote ? <Schedule quote={browserQuote} /> : null}
          {browserQuote ? (
            <p data-testid="payment-methods" data-methods={browserQuote.payment_methods.join(" ")}>
              Pay with: {browserQuote.payment_methods.join(", ")}
            </p>
          ) : null}
          {browserQuote?.vat_note ? (
            <p className="note" data-testid="vat-note" data-key={browserQuote.vat_note}>
              {vatNotes[browserQuote.vat_note] ?? browserQuote.vat_note}
            </p>
          ) : null}
        </section>
        <section data-testid="edge-quote" data-state={edge.state === "ready" ? state : edge.state}>
          <h2>Confirmed by Sellwerk</h2>
          {edgeQuote ? <PaymentTotals payment={edgeQuote.due_now} currency={edgeQuote.currency} source="edge" /> : edge.state === "loading" ? <p>Checking…</p> : null}
          {edge.state === "error" ? <p className="error" data-testid="edge-error" data-code={edge.error.code}>{edge.error.message}</p> : null}
        </section>
      </div>
      <PayerDetails country={buyer.country} locale={locale} onComplete={setPayer} />
      {agree !== null ? (
        <p data-testid="match" className={agree ? "match ok" : "match differs"}>
          {agree ? "Browser and edge agree to the cent." : "Browser and edge disagree: the edge's total applies."}
        </p>
      ) : null}
    </main>
  );
}
