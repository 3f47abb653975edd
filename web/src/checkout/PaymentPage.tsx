// The payment page (spec section 3, checkout settings): the product's
// layout (default, simplified, two steps, two steps with a summary column),
// colours, buy button text, trust seals and description; order bumps at
// their position; coupon with the offer's countdown; the buyer (country,
// business, VAT id); the payer's details; an event's ticket; the payment
// methods the quote allows. Core computes every total here through wasm,
// the edge confirms it beside; buying makes the order once per
// Idempotency-Key and goes to the provider's page, or, for the card
// provider, on to the card step here (its own fields, see CardFields).
import { useEffect, useEffectEvent, useMemo, useState, type CSSProperties, type ReactNode } from "react";
import { snakeizeKeys, type Json } from "../api/case";
import { ApiError } from "../api/client";
import type { FieldProblem } from "../api/errors";
import { OrderError, ordersApi, type CardConfirm, type OrderRequest, type OrderSummary as MadeOrder } from "../api/orders";
import { shopApi, type Cart, type Product, type PublicBump, type PublicTicket } from "../api/shop";
import { useTexts } from "../app/i18n";
import { LanguageSelect } from "../app/LanguageSelect";
import { useLocale } from "../app/locale";
import { Amount, moneyLocale } from "../app/Money";
import { useProduct } from "../app/useProduct";
import { PasswordGate } from "../storefront/PasswordGate";
import {
  countries,
  messageFor,
  parseMoney,
  quote,
  type PaymentMethod,
  type Quote,
  type QuoteRequest,
  type QuoteResponse,
  type SupplyKind,
} from "../core";
import { PayerDetails } from "../forms/PayerDetails";
import { CardFields } from "./CardFields";
import { attemptKey, canonicalJson, rememberOrder, renewKey } from "./idempotency";
import { newKey } from "../api/idempotency";
import {
  buyBlocker,
  couponCollapsed,
  descriptionStartsExpanded,
  sections,
  stepAfterPayer,
  stepCount,
  summaryColumn,
  summaryOnTop,
  type BuyBlocker,
  type Section,
} from "./layout";
import { Bumps, Countdown, OrderSummary, PaymentMethods, PaymentTotals, Problems, Schedule, TicketChoice, TrustSeals } from "./parts";
import { cartOf, quoteRequest, type BumpChoice } from "./request";
import { useCheckoutStore } from "./store";
import { buyButtonTexts, checkoutTexts, problemText } from "./texts";
import "./checkout.css";

const countryCodes = countries();
// One moment and time zone for the whole visit, sent to the edge too, so
// both compute the same payment dates.
const start = new Date().toISOString();
const ALL_SECTIONS: Section[] = ["details", "bumps", "buyer", "payer", "coupon", "methods", "totals", "buy"];
const DESCRIPTION_PREVIEW = 160;

type Coupon =
  | { state: "none" }
  | { state: "loading"; code: string }
  | { state: "found"; code: string; terms: Json }
  | { state: "unknown"; code: string; error: ApiError };
type EdgeState = { state: "loading" } | { state: "ready"; quote: Quote; cart: string } | { state: "error"; error: ApiError; cart: string };
type Submit =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "redirecting" }
  /** The order is made; the buyer pays in the card provider's fields on this page. */
  | { state: "card"; order: MadeOrder; redirectUrl: string; confirm: CardConfirm }
  | { state: "failed"; error: OrderError }
  | { state: "changed"; quote: Quote; cart: string };

const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, "internal", String(e)));

/** The coupon `code` names in the shop: none without a code, loading until the answer for this code came. */
function useCoupon(username: string, code: string): Coupon {
  const [held, setHeld] = useState<{ username: string; coupon: Coupon } | null>(null);
  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    const answer = (coupon: Coupon) => setHeld({ username, coupon });
    shopApi
      .coupon(username, code, controller.signal)
      .then((terms) => answer({ state: "found", code, terms }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) answer({ state: "unknown", code, error: asApiError(e) });
      });
    return () => controller.abort();
  }, [username, code]);
  if (!code) return { state: "none" };
  const coupon = held?.username === username ? held.coupon : null;
  return coupon && coupon.state !== "none" && coupon.code === code ? coupon : { state: "loading", code };
}

/**
 * How VAT sees each offered bump (its product's supply kind), read from the
 * shop like the main product, so core quotes bumps as the edge does; null
 * while loading. A bump whose product cannot be read is left out.
 */
function useBumpSupplies(username: string, items: PublicBump[]): Map<number, SupplyKind> | null {
  const ids = items.map((b) => b.productId).join(",");
  const [supplies, setSupplies] = useState<{ ids: string; map: Map<number, SupplyKind> } | null>(null);
  // `items` is a new array each render; `ids` says when the bumps are others
  const read = useEffectEvent((signal: AbortSignal) =>
    Promise.all(
      items.map((b) =>
        shopApi
          .product(username, String(b.productId), signal)
          .then((p): [number, SupplyKind] => [b.productId, p.supply])
          .catch(() => null),
      ),
    ),
  );
  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    void read(controller.signal).then((found) => {
      if (!controller.signal.aborted) setSupplies({ ids, map: new Map(found.filter((f): f is [number, SupplyKind] => f !== null)) });
    });
    return () => controller.abort();
  }, [username, ids]);
  if (!ids) return new Map();
  return supplies?.ids === ids ? supplies.map : null;
}

/** The edge's quote for exactly this cart; `round` asks again. */
function useEdgeQuote(cart: Cart | null, timeZone: string, round: number): EdgeState {
  const [held, setHeld] = useState<{ print: string; round: number; edge: EdgeState } | null>(null);
  const print = cart ? canonicalJson(cart) : "";
  // `cart` is a new object each render; its print (and a new round) say when to ask again
  const ask = useEffectEvent((signal: AbortSignal) => (cart ? shopApi.quote({ ...cart, start, timeZone }, signal) : null));
  useEffect(() => {
    const controller = new AbortController();
    const asked = ask(controller.signal);
    if (!asked) return;
    const answer = (edge: EdgeState) => setHeld({ print, round, edge });
    asked
      // The API client camelizes keys; core's quote is snake_case: undo it
      // by taking the raw JSON shape back (keys only, values untouched).
      .then((body) => answer({ state: "ready", quote: snakeQuote(body.quote), cart: print }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) answer({ state: "error", error: asApiError(e), cart: print });
      });
    return () => controller.abort();
  }, [print, round]);
  return held !== null && held.print === print && held.round === round ? held.edge : { state: "loading" };
}

/** Core's quote of the request printed as `print` (canonical JSON), computed again only when the print changes. */
function useBrowserQuote(print: string | null): QuoteResponse | null {
  return useMemo(() => (print === null ? null : quote(JSON.parse(print) as QuoteRequest)), [print]);
}

const snakeQuote = (q: Json) => snakeizeKeys(q) as unknown as Quote;

/** The price a buyer typed on a pay-what-you-want plan, read by core for the page's locale. */
function chosenAmount(text: string, currency: string): { value: string | null; problem: FieldProblem | null } {
  if (!text.trim()) return { value: null, problem: null };
  try {
    return { value: parseMoney(text.trim(), currency, moneyLocale), problem: null };
  } catch (e) {
    const first = Array.isArray(e) ? (e[0] as { code?: string } | undefined) : (e as { code?: string } | undefined);
    return { value: null, problem: { field: "amount", code: first?.code ?? "invalid_input" } };
  }
}

export function PaymentPage(props: { username: string; productId: string; planId: string | null }) {
  const loaded = useProduct(props.username, props.productId);
  const t = useTexts(checkoutTexts);
  if (loaded.state === "loading") return <main className="page">{t("loading")}</main>;
  if (loaded.state === "locked") {
    return <PasswordGate username={props.username} productId={props.productId} name={loaded.name} onOpened={loaded.opened} />;
  }
  const product = loaded.state === "ready" ? loaded.value : undefined;
  if (loaded.state === "error" || !product || product.pricingPlans.length === 0) {
    return (
      <main className="page">
        <p className="error" data-testid="error" data-code={loaded.state === "error" ? loaded.error.code : "plan_not_found"}>
          {loaded.state === "error" ? loaded.error.message : t("planMissing")}
        </p>
      </main>
    );
  }
  return <Checkout key={product.id} username={props.username} product={product} urlPlanId={props.planId} />;
}

/** Where a problem of the order (edge field path) is shown. */
function sectionOfField(field: string): Section {
  if (field === "email" || field.startsWith("payer.")) return "payer";
  if (field.startsWith("cart.payment_method")) return "methods";
  if (field.startsWith("cart.coupon_code")) return "coupon";
  if (field.startsWith("cart.buyer")) return "buyer";
  if (field.startsWith("cart.amount") || field.startsWith("cart.plan_id") || field.startsWith("cart.product_id")) return "details";
  if (field.startsWith("cart.bumps")) return "bumps";
  return "buy";
}

/** Where a problem of core's quote (its request paths) is shown. */
function sectionOfQuoteProblem(field: string): Section {
  if (field.startsWith("coupon")) return "coupon";
  if (field.startsWith("buyer")) return "buyer";
  if (field.startsWith("items.0.amount") || field === "amount") return "details";
  return "totals";
}

function Checkout({ username, product, urlPlanId }: { username: string; product: Product; urlPlanId: string | null }) {
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  const s = useCheckoutStore();
  const open = useCheckoutStore((state) => state.open);
  const pageKey = `${username}/${product.id}`;
  useEffect(() => open(pageKey), [open, pageKey]);
  // Until the store is opened for this page (one render), its choices are another page's.
  const fresh = s.page === pageKey;
  const look = product.checkout;
  const layout = look.layout;
  const steps = stepCount(layout);
  const step = fresh && steps === 2 ? s.step : 1;

  const planFromUrl = product.pricingPlans.find((p) => String(p.id) === urlPlanId) ?? product.pricingPlans[0]!;
  const plan = (fresh ? product.pricingPlans.find((p) => p.id === s.planId) : undefined) ?? planFromUrl;
  const needsTicket = product.form === "event" && product.tickets.length > 0;
  const ticket = product.tickets.find((tk) => tk.planIds.includes(plan.id)) ?? null;

  // The page previews the purchase as the edge will make it: now, with the
  // payment dates counted in the seller's zone.
  const timeZone = product.seller.timeZone;
  const supplies = useBumpSupplies(username, product.bumps.items);
  const offered = product.bumps.items.filter(
    (b) => b.plan.currency === plan.currency && b.productId !== product.id && (supplies?.has(b.productId) ?? false),
  );
  const chosenBumpIds = fresh ? s.bumps.filter((id) => offered.some((b) => b.productId === id)) : [];
  const bumpChoices: BumpChoice[] = offered
    .filter((b) => chosenBumpIds.includes(b.productId))
    .map((b) => ({ productId: b.productId, supply: supplies?.get(b.productId) ?? "standard", plan: b.plan }));

  const couponCode = fresh ? s.couponCode : "";
  const coupon = useCoupon(username, couponCode);
  const couponTerms = coupon.state === "found" ? coupon.terms : null;
  const amount = plan.payWhatYouWant ? chosenAmount(fresh ? s.amount : "", plan.currency) : { value: null, problem: null };

  // core's quote of exactly this request, asked again only when the request changes
  const request =
    coupon.state === "loading" || supplies === null
      ? null
      : quoteRequest({ product, plan, buyer: s.buyer, coupon: couponTerms, start, timeZone, bumps: bumpChoices, amount: amount.value });
  const requestPrint = request === null ? null : canonicalJson(request);
  const browser = useBrowserQuote(requestPrint);

  const quoteCart = cartOf({
    productId: product.id,
    planId: plan.id,
    buyer: s.buyer,
    bumps: bumpChoices.map((b) => ({ productId: b.productId, planId: b.plan.id })),
    couponCode: coupon.state === "found" ? coupon.code : "",
    amount: amount.value,
  });
  const [edgeRound, setEdgeRound] = useState(0);
  const edge = useEdgeQuote(coupon.state === "loading" ? null : quoteCart, timeZone, edgeRound);

  const browserQuote = browser && "ok" in browser ? browser.ok : null;
  const quoteProblems = [...(browser && "error" in browser ? browser.error.problems : []), ...(amount.problem ? [amount.problem] : [])];
  const edgeQuote = edge.state === "ready" ? edge.quote : null;
  const agree = browserQuote && edgeQuote ? JSON.stringify(browserQuote) === JSON.stringify(edgeQuote) : null;
  const state = canonicalJson(quoteCart);

  const methods = (edgeQuote ?? browserQuote)?.payment_methods ?? [];
  const chosenMethod: PaymentMethod | null =
    fresh && s.method && methods.includes(s.method) ? s.method : methods.includes("card") ? "card" : (methods[0] ?? null);
  const orderCart = { ...quoteCart, paymentMethod: chosenMethod ?? undefined };
  const orderPrint = canonicalJson(orderCart);

  const [submit, setSubmit] = useState<Submit>({ state: "idle" });
  const [tried, setTried] = useState(false);
  // Back from the provider's page, the browser may show this page from its
  // cache as it was left (sending): it is a new visit, ready to buy again.
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => {
      if (e.persisted) setSubmit({ state: "idle" });
    };
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, []);
  const busy = submit.state === "sending" || submit.state === "redirecting";
  const changed = submit.state === "changed" && submit.cart === orderPrint ? submit.quote : null;
  const blocker: BuyBlocker | null = buyBlocker({
    payerComplete: fresh && s.payer !== null,
    quoteReady: browserQuote !== null && !amount.problem,
    method: chosenMethod,
    needsTicket,
    ticketSeats: ticket ? ticket.seatsLeft : null,
    submitting: busy,
  });
  const orderError = submit.state === "failed" ? submit.error : null;
  const orderProblems = orderError?.problems ?? [];
  const problemsAt = (section: Section) => orderProblems.filter((p) => sectionOfField(p.field) === section);
  const quoteProblemsAt = (section: Section) => quoteProblems.filter((p) => sectionOfQuoteProblem(p.field) === section);

  async function send(expected: { dueNow: string; total: string }) {
    const payer = s.payer;
    if (!payer || !chosenMethod) return;
    const body: OrderRequest = {
      cart: { ...quoteCart, paymentMethod: chosenMethod },
      email: payer.email.trim(),
      payer: {
        firstName: payer.first_name,
        lastName: payer.last_name,
        street: payer.street,
        streetNumber: payer.street_number,
        zip: payer.zip,
        city: payer.city,
        payerCountry: s.buyer.country,
        phone: payer.phone,
      },
      expected,
    };
    setSubmit({ state: "sending" });
    let key = attemptKey(sessionStorage, pageKey, body.cart, newKey);
    try {
      let made;
      try {
        made = await ordersApi.create(body, key);
      } catch (e) {
        // The kept key was used for another request (the payer's details
        // changed): this is a new attempt with a key of its own.
        if (!(e instanceof OrderError && e.code === "idempotency_key_reused")) throw e;
        key = renewKey(sessionStorage, pageKey, body.cart, newKey);
        made = await ordersApi.create(body, key);
      }
      rememberOrder(sessionStorage, pageKey, key, made.order.token);
      if (made.confirm?.provider === "stripe") {
        // Paid here, in the provider's own fields; then to redirectUrl (the thank-you page).
        setSubmit({ state: "card", order: made.order, redirectUrl: made.redirectUrl, confirm: made.confirm });
        return;
      }
      setSubmit({ state: "redirecting" });
      // The provider's page (or, for an order already done, its thank-you page): a full page load.
      window.location.assign(made.redirectUrl);
    } catch (e) {
      const error = e instanceof OrderError ? e : new OrderError(asApiError(e), null);
      if (error.code === "quote_changed" && error.quote) {
        setSubmit({ state: "changed", quote: error.quote, cart: orderPrint });
        // Show the edge's current quote beside the browser's as well.
        setEdgeRound((n) => n + 1);
      } else {
        setSubmit({ state: "failed", error });
      }
    }
  }

  function buy() {
    setTried(true);
    if (blocker) {
      if (blocker === "payer_incomplete" && steps === 2) s.setStep(1);
      return;
    }
    if (browserQuote) void send({ dueNow: browserQuote.due_now.gross, total: browserQuote.total });
  }

  const [descriptionOpen, setDescriptionOpen] = useState(() => descriptionStartsExpanded(layout, look.descriptionExpanded));
  const [couponOpen, setCouponOpen] = useState(!couponCollapsed(layout));
  const [couponInput, setCouponInput] = useState(couponCode);
  const validTill = coupon.state === "found" ? (coupon.terms as { validTill?: unknown }).validTill : undefined;
  const description = product.description.trim();
  const longDescription = description.length > DESCRIPTION_PREVIEW || description.includes("\n");

  const chooseTicket = (tk: PublicTicket) => {
    const next = tk.planIds.includes(plan.id) ? plan.id : tk.planIds.find((id) => product.pricingPlans.some((p) => p.id === id));
    if (next !== undefined) s.setPlanId(next);
  };

  const blockerText: Record<BuyBlocker, string> = {
    payer_incomplete: t("payerIncomplete"),
    no_quote: quoteProblems.length > 0 ? problemText(quoteProblems[0]!.code, locale) : t("checking"),
    no_method: t("noMethod"),
    no_ticket: t("noTicket"),
    sold_out: problemText("sold_out", locale),
    submitting: t("paying"),
  };

  const parts: Record<Section, ReactNode> = {
    details: (
      <section className="co-details">
        {description ? (
          <div className="co-description" data-testid="description" data-expanded={descriptionOpen}>
            <p>{descriptionOpen || !longDescription ? description : `${description.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…`}</p>
            {longDescription ? (
              <button type="button" className="link-button" data-testid="description-toggle" onClick={() => setDescriptionOpen((o) => !o)}>
                {descriptionOpen ? t("showLess") : t("showMore")}
              </button>
            ) : null}
          </div>
        ) : null}
        {needsTicket ? <TicketChoice tickets={product.tickets} chosen={ticket?.id ?? null} onChoose={chooseTicket} /> : null}
        {plan.payWhatYouWant ? (
          <label className="field">
            <span>{t("amount")}</span>
            <input
              data-testid="pwyw-amount"
              inputMode="decimal"
              placeholder={plan.price}
              value={fresh ? s.amount : ""}
              onChange={(e) => s.setAmount(e.target.value)}
            />
          </label>
        ) : null}
        <Problems problems={quoteProblemsAt("details")} testId="problem" />
        <Problems problems={problemsAt("details")} />
      </section>
    ),
    bumps: offered.length > 0 ? <Bumps bumps={product.bumps} items={offered} chosen={chosenBumpIds} onToggle={s.toggleBump} /> : null,
    buyer: (
      <fieldset className="co-buyer">
        <label>
          {t("country")}
          <select data-testid="buyer-country" value={s.buyer.country} onChange={(e) => s.setBuyer({ country: e.target.value })}>
            {countryCodes.map((code) => (
              <option key={code} value={code}>
                {countryName(code, locale)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            data-testid="business"
            checked={s.buyer.business}
            onChange={(e) => s.setBuyer({ business: e.target.checked })}
          />
          {t("business")}
        </label>
        {s.buyer.business ? (
          <label>
            {t("vatId")}
            <input data-testid="vat-id" value={s.buyer.vatId} onChange={(e) => s.setBuyer({ vatId: e.target.value })} />
          </label>
        ) : null}
        <Problems problems={quoteProblemsAt("buyer")} testId="problem" />
        <Problems problems={problemsAt("buyer")} />
      </fieldset>
    ),
    payer: (
      // Any edit makes the details unconfirmed again, until the buyer
      // confirms them (PayerDetails calls onComplete only then).
      <div
        className="co-payer-part"
        onChange={() => {
          if (useCheckoutStore.getState().payer) s.setPayer(null);
        }}
      >
        <PayerDetails
          country={s.buyer.country}
          locale={locale}
          onComplete={(payer) => {
            s.setPayer(payer);
            s.setStep(stepAfterPayer(layout, step));
          }}
        />
        <Problems problems={problemsAt("payer")} />
      </div>
    ),
    coupon: (
      <section className="co-coupon">
        {couponOpen ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              s.setCouponCode(couponInput.trim());
            }}
          >
            <label>
              {t("coupon")}
              <input data-testid="coupon-code" value={couponInput} onChange={(e) => setCouponInput(e.target.value)} />
            </label>
            <button type="submit" data-testid="apply-coupon">
              {t("apply")}
            </button>
          </form>
        ) : (
          <button type="button" className="link-button" data-testid="coupon-toggle" onClick={() => setCouponOpen(true)}>
            {t("haveCoupon")}
          </button>
        )}
        {coupon.state === "unknown" ? (
          <p className="error" data-testid="coupon-error" data-code={coupon.error.code}>
            {problemText(coupon.error.code, locale, coupon.error.message)}
          </p>
        ) : null}
        {browserQuote?.coupon_code ? (
          <p className="ok" data-testid="coupon-applied" data-code={browserQuote.coupon_code}>
            {t("couponApplied")} {browserQuote.coupon_code}
          </p>
        ) : null}
        {browserQuote?.coupon_code && typeof validTill === "string" ? <Countdown till={validTill} color={look.countdownColor} /> : null}
        <Problems problems={quoteProblemsAt("coupon")} testId="problem" />
        <Problems problems={problemsAt("coupon")} />
      </section>
    ),
    methods: (
      <PaymentMethods methods={methods} chosen={chosenMethod} onChoose={s.setMethod}>
        <Problems problems={problemsAt("methods")} />
      </PaymentMethods>
    ),
    totals: (
      <section className="co-totals-part">
        <div className="totals">
          <section data-testid="browser-quote" data-state={browser === null ? "loading" : state}>
            <h2>{t("inBrowser")}</h2>
            {browserQuote ? <PaymentTotals payment={browserQuote.due_now} currency={browserQuote.currency} source="browser" /> : null}
            {browserQuote ? <Schedule quote={browserQuote} /> : null}
            {browserQuote?.vat_note ? (
              <p className="note" data-testid="vat-note" data-key={browserQuote.vat_note}>
                {messageFor(browserQuote.vat_note, locale)}
              </p>
            ) : null}
            <Problems problems={quoteProblemsAt("totals")} testId="problem" />
          </section>
          <section data-testid="edge-quote" data-state={edge.state === "ready" ? edge.cart : edge.state}>
            <h2>{t("confirmed")}</h2>
            {edgeQuote ? (
              <PaymentTotals payment={edgeQuote.due_now} currency={edgeQuote.currency} source="edge" />
            ) : edge.state === "loading" ? (
              <p>{t("checking")}</p>
            ) : null}
            {edge.state === "error" ? (
              <p className="error" data-testid="edge-error" data-code={edge.error.code}>
                {problemText(edge.error.code, locale, edge.error.message)}
              </p>
            ) : null}
          </section>
        </div>
        {agree !== null ? (
          <p data-testid="match" className={agree ? "match ok" : "match differs"}>
            {agree ? t("agree") : t("differ")}
          </p>
        ) : null}
      </section>
    ),
    buy: (
      <section className="co-buy-part">
        {changed ? (
          <div className="co-notice" data-testid="quote-changed" data-due-now={changed.due_now.gross} data-total={changed.total}>
            <p>{t("quoteChanged")}</p>
            <dl>
              <dt>{t("dueNow")}</dt>
              <dd>
                <strong>
                  <Amount value={changed.due_now.gross} currency={changed.currency} testId="changed-due-now" />
                </strong>
              </dd>
              <dt>{t("total")}</dt>
              <dd>
                <Amount value={changed.total} currency={changed.currency} testId="changed-total" />
              </dd>
            </dl>
            <button
              type="button"
              className="buy"
              data-testid="confirm-new-total"
              style={{ background: look.buyColor }}
              disabled={busy}
              onClick={() => void send({ dueNow: changed.due_now.gross, total: changed.total })}
            >
              {t("confirmNew")}
            </button>
          </div>
        ) : null}
        <button
          type="button"
          className="buy co-buy-button"
          data-testid="buy"
          data-state={submit.state}
          style={{ background: look.buyColor }}
          disabled={busy}
          onClick={buy}
        >
          {busy ? t("paying") : buyButtonTexts[look.buyButtonText][locale]}
        </button>
        {tried && blocker && blocker !== "submitting" ? (
          <p className="error" data-testid="buy-blocked" data-reason={blocker}>
            {blockerText[blocker]}
          </p>
        ) : null}
        {orderError && orderProblems.length === 0 ? (
          <p className="error" data-testid="order-error" data-code={orderError.code}>
            {problemText(orderError.code, locale, orderError.message)}
          </p>
        ) : null}
        <Problems problems={problemsAt("buy")} />
        {look.trustSeals ? <TrustSeals /> : null}
      </section>
    ),
  };

  // On the card step the order is made: its parts stay (hidden, keeping what was typed) for "change your order".
  const card = submit.state === "card" ? submit : null;
  const visible = card ? [] : sections(layout, step, product.bumps.position, offered.length > 0);
  const hidden = ALL_SECTIONS.filter((name) => !visible.includes(name) && (name !== "bumps" || offered.length > 0));
  const ordered = card ? sections(layout, step, product.bumps.position, offered.length > 0) : visible;
  const rendered = [...ordered, ...hidden.filter((name) => !ordered.includes(name))];
  const summaryLines = [
    { id: product.id, name: product.name },
    ...offered.filter((b) => chosenBumpIds.includes(b.productId)).map((b) => ({ id: b.productId, name: b.name })),
  ];
  const summary = (placement: "top" | "column") => (
    <OrderSummary title={plan.name} lines={summaryLines} quote={edgeQuote ?? browserQuote} placement={placement} />
  );

  const theme = {
    background: look.backgroundColor,
    "--buy-color": look.buyColor,
    "--page-color": look.pageColor,
    "--countdown-color": look.countdownColor,
  } as CSSProperties;

  return (
    <div className="co-theme" data-testid="checkout-theme" style={theme}>
      <main
        className={`page co-checkout co-layout-${layout}${summaryColumn(layout) ? " co-with-column" : ""}`}
        data-testid="checkout"
        data-layout={layout}
        data-step={step}
        data-steps={steps}
        data-submit={submit.state}
        data-page-color={look.pageColor}
        data-buy-color={look.buyColor}
        data-background-color={look.backgroundColor}
        style={{ borderTopColor: look.pageColor }}
      >
        <header className="co-header">
          <p className="seller">{product.seller.displayName}</p>
          <h1 data-testid="checkout-title" style={{ color: look.pageColor }}>
            {t("payFor")} {product.name}
          </h1>
          <p data-testid="plan-name">{plan.name}</p>
          <LanguageSelect />
        </header>
        {summaryOnTop(layout) ? summary("top") : null}
        {steps === 2 && !card ? (
          <ol className="co-steps" data-testid="steps">
            {([1, 2] as const).map((n) => (
              <li key={n} data-active={step === n} style={step === n ? { borderColor: look.pageColor, color: look.pageColor } : undefined}>
                <button
                  type="button"
                  className="link-button"
                  data-testid={`step-${n}`}
                  disabled={n === 2 && !(fresh && s.payer)}
                  onClick={() => s.setStep(n)}
                >
                  {n}. {n === 1 ? t("stepDetails") : t("stepPayment")}
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        <div className="co-body">
          <div className="co-main">
            {rendered.map((name) => (
              <div key={name} className={`co-part co-part-${name}`} data-part={name} hidden={!visible.includes(name)}>
                {parts[name]}
              </div>
            ))}
            {card ? (
              <>
                <CardFields
                  confirm={card.confirm}
                  token={card.order.token}
                  redirectUrl={card.redirectUrl}
                  dueNow={card.order.dueNow}
                  currency={card.order.currency}
                  buyColor={look.buyColor}
                />
                <button type="button" className="link-button" data-testid="card-change-order" onClick={() => setSubmit({ state: "idle" })}>
                  ← {t("cardChangeOrder")}
                </button>
              </>
            ) : null}
            {steps === 2 && step === 2 && !card ? (
              <button type="button" className="link-button" data-testid="step-back" onClick={() => s.setStep(1)}>
                ← {t("back")}
              </button>
            ) : null}
          </div>
          {summaryColumn(layout) ? summary("column") : null}
        </div>
      </main>
    </div>
  );
}

const regionNames: Partial<Record<string, Intl.DisplayNames>> = {};
function countryName(code: string, locale: string): string {
  regionNames[locale] ??= new Intl.DisplayNames([locale], { type: "region" });
  return regionNames[locale]?.of(code) ?? code;
}
