import { useEffect, useMemo, useState } from "react";
import { ApiError } from "../api/client";
import { shopApi, type EdgeQuote, type PricingPlan } from "../api/shop";
import { Amount } from "../app/Money";
import { useProduct } from "../app/useProduct";
import { asCoreError, countries, quote, type CoreError, type QuoteResult } from "../core";
import { useCheckoutStore } from "./store";

const countryCodes = countries();
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

type EdgeState = { state: "loading" } | { state: "ready"; quote: EdgeQuote } | { state: "error"; error: ApiError };

function useBrowserQuote(plan: PricingPlan | undefined, buyerCountry: string) {
  return useMemo((): { quote: QuoteResult } | { error: CoreError } | null => {
    if (!plan) return null;
    try {
      return { quote: quote({ offer: plan.offer, buyerCountry }) };
    } catch (e) {
      return { error: asCoreError(e) };
    }
  }, [plan, buyerCountry]);
}

function useEdgeQuote(productId: number | undefined, planId: number | undefined, buyerCountry: string): EdgeState {
  const [edge, setEdge] = useState<EdgeState>({ state: "loading" });
  useEffect(() => {
    if (productId === undefined || planId === undefined) return;
    const controller = new AbortController();
    setEdge({ state: "loading" });
    shopApi
      .quote({ productId, planId, buyerCountry }, controller.signal)
      .then((quote) => setEdge({ state: "ready", quote }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setEdge({ state: "error", error: error instanceof ApiError ? error : new ApiError(0, "internal", String(error)) });
        }
      });
    return () => controller.abort();
  }, [productId, planId, buyerCountry]);
  return edge;
}

function Totals({ quote, source }: { quote: QuoteResult; source: "browser" | "edge" }) {
  return (
    <dl>
      <dt>Net</dt>
      <dd><Amount value={quote.net} currency={quote.currency} testId={`${source}-net`} /></dd>
      <dt>VAT ({quote.vatRate} %)</dt>
      <dd><Amount value={quote.vat} currency={quote.currency} testId={`${source}-vat`} /></dd>
      <dt>Total</dt>
      <dd><strong><Amount value={quote.gross} currency={quote.currency} testId={`${source}-gross`} /></strong></dd>
    </dl>
  );
}

const same = (a: QuoteResult, b: QuoteResult) =>
  a.net === b.net && a.vat === b.vat && a.gross === b.gross && a.currency === b.currency && a.vatRate === b.vatRate;

export function PaymentPage(props: { username: string; productId: string; planId: string | null }) {
  const loaded = useProduct(props.username, props.productId);
  const { buyerCountry, setBuyerCountry } = useCheckoutStore();
  const product = loaded.state === "ready" ? loaded.value : undefined;
  const plan = product?.pricingPlans.find((p) => String(p.id) === props.planId) ?? product?.pricingPlans[0];
  const browser = useBrowserQuote(plan, buyerCountry);
  const edge = useEdgeQuote(product?.id, plan?.id, buyerCountry);

  if (loaded.state === "loading") return <main className="page">Loading…</main>;
  if (loaded.state === "error" || !product || !plan) {
    return (
      <main className="page">
        <p className="error" data-testid="error">{loaded.state === "error" ? loaded.error.message : "This plan is not available."}</p>
      </main>
    );
  }

  const browserQuote = browser && "quote" in browser ? browser.quote : null;
  const edgeQuote = edge.state === "ready" ? edge.quote.quote : null;
  return (
    <main className="page">
      <p className="seller">{product.seller.displayName}</p>
      <h1>Pay for {product.name}</h1>
      <p>{plan.name}</p>
      <label>
        Your country
        <select data-testid="buyer-country" value={buyerCountry} onChange={(e) => setBuyerCountry(e.target.value)}>
          {countryCodes.map((code) => (
            <option key={code} value={code}>
              {countryNames.of(code) ?? code}
            </option>
          ))}
        </select>
      </label>
      <div className="totals">
        <section data-testid="browser-quote" data-country={buyerCountry}>
          <h2>In your browser</h2>
          {browserQuote ? <Totals quote={browserQuote} source="browser" /> : null}
          {browser && "error" in browser ? <p className="error">{browser.error.message}</p> : null}
        </section>
        <section data-testid="edge-quote" data-state={edge.state} data-country={edge.state === "ready" ? buyerCountry : ""}>
          <h2>Confirmed by Sellwerk</h2>
          {edgeQuote ? <Totals quote={edgeQuote} source="edge" /> : edge.state === "loading" ? <p>Checking…</p> : null}
          {edge.state === "error" ? <p className="error">{edge.error.message}</p> : null}
        </section>
      </div>
      {browserQuote && edgeQuote ? (
        <p data-testid="match" className={same(browserQuote, edgeQuote) ? "match ok" : "match differs"}>
          {same(browserQuote, edgeQuote) ? "Browser and edge agree to the cent." : "Browser and edge disagree: the edge's total applies."}
        </p>
      ) : null}
    </main>
  );
}
