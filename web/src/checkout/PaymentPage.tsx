// The payment page (spec section 3, checkout settings), built like a hosted
// checkout: on a wide screen the seller, the product and the order summary
// on one side and the form on the other; on a phone one column, the summary
// first. The product's layout (default, simplified, two steps, two steps
// with a summary column) decides the order of the form's parts and the
// steps; the seller's colours theme it. The form asks for the e-mail first,
// then the payer's address, the buyer's country and business, the coupon,
// the payment method, and ends with one Buy button carrying the amount.
// Buy checks everything and marks every field at fault (focus on the
// first); problems sit at their field in core's words.
//
// Core computes the quote in the browser through wasm; the edge's quote,
// asked beside it, is the one shown and charged. Their agreement is checked
// silently: a difference is logged, and shown only in a development build.
// Without the WebAssembly module the page says so briefly and works from
// the edge's quote alone. Buying makes the order once per Idempotency-Key
// and goes to the provider's page, or, for the card provider, on to the
// card step here (its own fields, see CardFields).
import { useEffect, useEffectEvent, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { snakeizeKeys, type Json } from "../api/case";
import { ApiError } from "../api/client";
import type { FieldProblem } from "../api/errors";
import { OrderError, ordersApi, type CardConfirm, type OrderRequest, type OrderSummary as MadeOrder } from "../api/orders";
import { shopApi, type Cart, type Product, type PublicBump, type PublicTicket } from "../api/shop";
import { apiUrl } from "../api/url";
import { useTexts } from "../app/i18n";
import { LanguageSelect } from "../app/LanguageSelect";
import { useLocale } from "../app/locale";
import { Amount, moneyLocale } from "../app/Money";
import { useProduct } from "../app/useProduct";
import { PasswordGate } from "../storefront/PasswordGate";
import {
  coreLoaded,
  countries,
  formatMoney,
  loadTimeZone,
  messageFor,
  parseMoney,
  quoteCartJson,
  requiredConsents,
  timeZoneLoaded,
  type PaymentMethod,
  type ProductForm,
  type Quote,
  type QuoteResponse,
  type SupplyKind,
  type WordedRules,
} from "../core";
import {
  askedPayerFields,
  emptyPayer,
  PayerDetails,
  PayerInput,
  payerOf,
  payerOrder,
  payerProblems,
  type PayerAsk,
  type PayerField,
} from "../forms/PayerDetails";
import { CardFields } from "./CardFields";
import { readableOn } from "../ui/contrast";
import { attemptKey, canonicalJson, rememberOrder, renewKey } from "./idempotency";
import { newKey } from "../api/idempotency";
import {
  buyBlocker,
  couponCollapsed,
  descriptionStartsExpanded,
  sections,
  stepAfterPayer,
  stepCount,
  summaryOnTop,
  type BuyBlocker,
  type Section,
} from "./layout";
import { Bumps, Countdown, OrderSummary, PaymentMethods, Problems, TicketChoice, TrustSeals } from "./parts";
import { planWords } from "./quoteWords";
import { cartOf, offeredCart, type BumpChoice } from "./request";
import { likelyCountry, useCheckoutStore } from "./store";
import { LegalConsents } from "./LegalConsents";
import { buttonWords, buyButtonTexts, checkoutTexts, payButtonTexts, problemText } from "./texts";
import "./checkout.css";
import { session } from "../api/storage";
import { useShopTheme } from "../storefront/shopTheme";

/**
 * The development build (web/dist-dev, the one with the /dev/* pages): only
 * there is a difference between the browser's and the edge's quote shown on
 * the page. The production build's flag is false, so that code is dead there.
 */
const DEVELOPMENT = import.meta.env.SELLWERK_DEV_PAGES === true;

/** Every country core knows, or none without core (the select then offers the likely one and the spec's default). */
function countryCodes(): string[] {
  try {
    return coreLoaded ? countries() : [];
  } catch {
    return [];
  }
}
const knownCountries = countryCodes();
const likely = likelyCountry(typeof navigator === "undefined" ? undefined : navigator.language);
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
type EdgeState =
  | { state: "loading" }
  | { state: "ready"; quote: Quote; legal: WordedRules; cart: string }
  | { state: "error"; error: ApiError; cart: string };
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
      .then((body) =>
        answer({
          state: "ready",
          quote: snakeQuote(body.quote),
          legal: snakeizeKeys(body.legal as unknown as Json) as unknown as WordedRules,
          cart: print,
        }),
      )
      .catch((e: unknown) => {
        if (!controller.signal.aborted) answer({ state: "error", error: asApiError(e), cart: print });
      });
    return () => controller.abort();
  }, [print, round]);
  return held !== null && held.print === print && held.round === round ? held.edge : { state: "loading" };
}

/**
 * Whether core knows the time zone `name` (the payment dates are counted in
 * it). The payment page's light build of core has no time-zone database and
 * asks the edge for the zone first ("loading"); when it cannot be had
 * ("failed") the page quotes as it does without core, from the edge alone.
 */
function useTimeZone(name: string): "loading" | "ready" | "failed" {
  const known = () => coreLoaded && timeZoneLoaded(name);
  const [held, setHeld] = useState<{ name: string; known: boolean } | null>(() => (known() ? { name, known: true } : null));
  useEffect(() => {
    let live = true;
    void loadTimeZone(name).then((found) => {
      if (live) setHeld({ name, known: found });
    });
    return () => {
      live = false;
    };
  }, [name]);
  if (!coreLoaded || (held?.name === name && !held.known)) return "failed";
  return held?.name === name ? "ready" : "loading";
}

/**
 * Core's quote of the cart printed as `print` (canonical JSON), computed
 * again only when the print changes; null while there is no cart, or
 * without core (the edge's quote stands alone then).
 */
function useBrowserQuote(print: string | null): QuoteResponse | null {
  return useMemo(() => (print === null || !coreLoaded ? null : (JSON.parse(quoteCartJson(print)) as QuoteResponse)), [print]);
}

const snakeQuote = (q: Json) => snakeizeKeys(q) as unknown as Quote;

/**
 * The price a buyer typed on a pay-what-you-want plan, read by core for the
 * page's locale (a decimal comma in German); without core, a plain amount
 * with a comma or a point is taken as it is and the edge judges it.
 */
function chosenAmount(text: string, currency: string): { value: string | null; problem: FieldProblem | null } {
  const typed = text.trim();
  if (!typed) return { value: null, problem: null };
  if (!coreLoaded) {
    const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed);
    return m
      ? { value: `${m[1]}.${(m[2] ?? "").padEnd(2, "0")}`, problem: null }
      : { value: null, problem: { field: "amount", code: "invalid_number" } };
  }
  try {
    return { value: parseMoney(typed, currency, moneyLocale), problem: null };
  } catch (e) {
    const first = Array.isArray(e) ? (e[0] as { code?: string } | undefined) : (e as { code?: string } | undefined);
    return { value: null, problem: { field: "amount", code: first?.code ?? "invalid_input" } };
  }
}

export function PaymentPage(props: { username: string; productId: string; planId: string | null }) {
  const loaded = useProduct(props.username, props.productId);
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  if (loaded.state === "loading")
    return (
      <main className="co-page co-message" aria-busy="true">
        <p>{t("loading")}</p>
      </main>
    );
  if (loaded.state === "locked") {
    return <PasswordGate username={props.username} productId={props.productId} name={loaded.name} onOpened={loaded.opened} />;
  }
  const product = loaded.state === "ready" ? loaded.value : undefined;
  if (loaded.state === "error" || !product || product.pricingPlans.length === 0) {
    const code = loaded.state === "error" ? loaded.error.code : "plan_not_found";
    return (
      <main className="co-page co-message">
        <h1>{t("unavailable")}</h1>
        <p className="co-error-text" data-testid="error" data-code={code}>
          {loaded.state === "error" ? problemText(code, locale, null) : t("planMissing")}
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

/** The payer field an edge problem names (`payer.zip`, `email`), if any. */
function payerFieldOf(field: string): PayerField | null {
  if (field === "email") return "email";
  const name = field.startsWith("payer.") ? field.slice("payer.".length) : null;
  return name && (payerOrder as string[]).concat("company").includes(name) ? (name as PayerField) : null;
}

/** Where a problem of core's quote (its request paths) is shown. */
function sectionOfQuoteProblem(field: string): Section {
  if (field.startsWith("coupon")) return "coupon";
  if (field.startsWith("buyer")) return "buyer";
  if (field.startsWith("items.0.amount") || field === "amount") return "details";
  return "totals";
}

/** Countries by their name in the UI language, the likely one first. */
function sortedCountries(codes: string[], chosen: string, locale: "en" | "de"): string[] {
  const collator = new Intl.Collator(locale);
  const all = [...new Set([...codes, chosen, likely, "DE"])].filter((c) => /^[A-Z]{2}$/.test(c));
  const rest = all.filter((c) => c !== likely).sort((a, b) => collator.compare(countryName(a, locale), countryName(b, locale)));
  return [likely, ...rest];
}

function Checkout({ username, product, urlPlanId }: { username: string; product: Product; urlPlanId: string | null }) {
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  const s = useCheckoutStore();
  const open = useCheckoutStore((state) => state.open);
  const pageKey = `${username}/${product.id}`;
  useEffect(() => open(pageKey), [open, pageKey]);
  // A signed-in buyer's address and name are filled in (issue 30) where the buyer has typed nothing yet.
  // Decision: only while the session's access is current; the payment page never renews or ends a session.
  useEffect(() => {
    const controller = new AbortController();
    ordersApi
      .signedInBuyer(controller.signal)
      .then((buyer) => {
        if (!buyer || useCheckoutStore.getState().page !== pageKey) return;
        const fill = (name: "email" | "first_name" | "last_name", value: string) => {
          const state = useCheckoutStore.getState();
          if (value.trim() && !state.payer[name]) state.setPayerField(name, value.trim());
        };
        fill("email", buyer.email);
        fill("first_name", buyer.firstName);
        fill("last_name", buyer.lastName);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [pageKey]);
  const shopTheme = useShopTheme(username);
  // Until the store is opened for this page (one render), its choices are another page's.
  const fresh = s.page === pageKey;
  const look = product.checkout;
  const layout = look.layout;
  const steps = stepCount(layout);
  const step = fresh && steps === 2 ? s.step : 1;
  const formRef = useRef<HTMLDivElement>(null);

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

  // core's quote of exactly this cart, asked again only when the cart changes
  const previewCart =
    coupon.state === "loading" || supplies === null
      ? null
      : offeredCart({ product, plan, buyer: s.buyer, coupon: couponTerms, start, timeZone, bumps: bumpChoices, amount: amount.value });
  const previewPrint = previewCart === null ? null : canonicalJson(previewCart);
  const zone = useTimeZone(timeZone);
  // core quotes here once it has the seller's zone; without core (or the zone) the edge's quote stands alone
  const quoting = coreLoaded && zone !== "failed";
  const browser = useBrowserQuote(zone === "ready" ? previewPrint : null);

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
  const edgeQuote = edge.state === "ready" ? edge.quote : null;
  // Without core, the edge's refusal of the quote is its problems at their fields.
  const edgeProblems =
    !quoting && edge.state === "error" ? edge.error.problems.map((p) => ({ ...p, field: p.field.replace(/^cart\./, "") })) : [];
  const quoteProblems = [
    ...(browser && "error" in browser ? browser.error.problems : []),
    ...edgeProblems,
    ...(amount.problem ? [amount.problem] : []),
  ];
  const agree = browserQuote && edgeQuote ? JSON.stringify(browserQuote) === JSON.stringify(edgeQuote) : null;
  useEffect(() => {
    if (agree === false)
      console.warn("the browser's quote differs from the edge's; the edge's applies", { browser: browserQuote, edge: edgeQuote });
  }, [agree, browserQuote, edgeQuote]);
  // The edge's quote is the one shown and charged; the browser's previews it while the edge answers.
  const shown = edgeQuote ?? browserQuote;
  const state = canonicalJson(quoteCart);

  const methods = shown?.payment_methods ?? [];
  const chosenMethod: PaymentMethod | null =
    fresh && s.method && methods.includes(s.method) ? s.method : methods.includes("card") ? "card" : (methods[0] ?? null);
  const orderCart = { ...quoteCart, paymentMethod: chosenMethod ?? undefined };
  const orderPrint = canonicalJson(orderCart);

  const [submit, setSubmit] = useState<Submit>({ state: "idle" });
  const [tried, setTried] = useState(false);
  // the consent boxes the buyer ticked (never ticked for them)
  const [given, setGiven] = useState<string[]>([]);
  // Back from the provider's page, the browser may show this page from its
  // cache as it was left (sending): it is a new visit, ready to buy again.
  useEffect(() => {
    const shownAgain = (e: PageTransitionEvent) => {
      if (e.persisted) setSubmit({ state: "idle" });
    };
    window.addEventListener("pageshow", shownAgain);
    return () => window.removeEventListener("pageshow", shownAgain);
  }, []);
  const busy = submit.state === "sending" || submit.state === "redirecting";
  const changed = submit.state === "changed" && submit.cart === orderPrint ? submit.quote : null;

  // The payer's details: core's problems, shown once a field was left with a
  // value, or for every field after Buy (or Continue) asked for everything.
  const payer = fresh ? s.payer : emptyPayer;
  const business = s.buyer.business;
  // which fields are asked: the product's checkout setting and form, and the buyer (core's payer_fields)
  const payerAsk: PayerAsk = {
    includeType: product.checkout.buyerInformation.includeType,
    form: product.form as ProductForm,
    business,
  };
  const askedFields = askedPayerFields(payerAsk);
  const payerFaults = payerProblems(payer, s.buyer.country, payerAsk);
  const orderError = submit.state === "failed" ? submit.error : null;
  const orderProblems = orderError?.problems ?? [];
  const edgePayerFaults = new Map<PayerField, string>();
  for (const p of orderProblems) {
    const field = payerFieldOf(p.field);
    if (field && !edgePayerFaults.has(field)) edgePayerFaults.set(field, p.code);
  }
  const shownFault = (name: PayerField): string | undefined => {
    const own = fresh && (s.marked || s.touched.includes(name)) ? payerFaults.get(name) : undefined;
    return own ?? edgePayerFaults.get(name);
  };

  const quoteReady = (quoting ? browserQuote !== null : edgeQuote !== null) && !amount.problem;
  const blocker: BuyBlocker | null = buyBlocker({
    payerComplete: payerFaults.size === 0,
    quoteReady,
    method: chosenMethod,
    needsTicket,
    ticketSeats: ticket ? ticket.seatsLeft : null,
    submitting: busy,
  });
  // Core decides the consents of this order (the main product and the bumps chosen, the buyer), worded in the page's language.
  // Without core, the edge's quote words them (the same rule, run on the edge).
  const consentRules = !coreLoaded
    ? edge.state === "ready"
      ? edge.legal
      : null
    : requiredConsents(
        [product.form as ProductForm, ...offered.filter((b) => chosenBumpIds.includes(b.productId)).map((b) => b.form)],
        business,
        s.buyer.country,
        locale,
      );
  const missingConsents = (consentRules?.consents ?? []).filter((c) => !given.includes(c.code)).map((c) => c.code);
  const consentFaults = new Map<string, string>();
  for (const p of orderProblems) {
    if (p.field.startsWith("consents.") && !given.includes(p.field.slice("consents.".length)))
      consentFaults.set(p.field.slice("consents.".length), p.code);
  }
  if (tried) for (const code of missingConsents) consentFaults.set(code, "consent_required");
  const problemsAt = (section: Section) =>
    orderProblems.filter(
      (p) =>
        sectionOfField(p.field) === section && (section !== "payer" || payerFieldOf(p.field) === null) && !p.field.startsWith("consents."),
    );
  const quoteProblemsAt = (section: Section) => quoteProblems.filter((p) => sectionOfQuoteProblem(p.field) === section);
  const vatProblem = business ? quoteProblems.find((p) => p.field.startsWith("buyer.vat_id")) : undefined;
  const couponProblem = quoteProblemsAt("coupon")[0] ?? problemsAt("coupon")[0];

  /** Moves the focus to the first field at fault (in the page's order) after a Buy or Continue. */
  function focusFirstFault() {
    window.requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      first?.scrollIntoView({ block: "center" });
    });
  }

  async function send(expected: { dueNow: string; total: string }) {
    if (!chosenMethod) return;
    const { email, payer: details } = payerOf(payer, business);
    const body: OrderRequest = {
      cart: { ...quoteCart, paymentMethod: chosenMethod },
      email: email.trim(),
      // only the fields asked (a value left in a field no longer shown is not sent)
      payer: {
        firstName: details.first_name,
        lastName: details.last_name,
        ...(askedFields.includes("street") ? { street: details.street, streetNumber: details.street_number } : {}),
        ...(askedFields.includes("zip") ? { zip: details.zip, city: details.city } : {}),
        payerCountry: s.buyer.country,
        ...(askedFields.includes("phone") ? { phone: details.phone } : {}),
        ...(details.company ? { company: details.company } : {}),
      },
      expected,
      consents: given.filter((code) => consentRules?.consents.some((c) => c.code === code)) as OrderRequest["consents"],
      language: locale,
    };
    setSubmit({ state: "sending" });
    let key = attemptKey(session, pageKey, body.cart, newKey);
    try {
      let made;
      try {
        made = await ordersApi.create(body, key);
      } catch (e) {
        // The kept key was used for another request (the payer's details
        // changed): this is a new attempt with a key of its own.
        if (!(e instanceof OrderError && e.code === "idempotency_key_reused")) throw e;
        key = renewKey(session, pageKey, body.cart, newKey);
        made = await ordersApi.create(body, key);
      }
      rememberOrder(session, pageKey, key, made.order.token);
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
        // Ask the edge again: its current quote is the one shown.
        setEdgeRound((n) => n + 1);
      } else {
        setSubmit({ state: "failed", error });
        if (error.problems.length > 0) focusFirstFault();
      }
    }
  }

  function buy() {
    setTried(true);
    s.markAll();
    if (blocker) {
      if (blocker === "payer_incomplete" && steps === 2) s.setStep(1);
      focusFirstFault();
      return;
    }
    if (missingConsents.length > 0) {
      focusFirstFault();
      return;
    }
    // The browser's quote is what the buyer saw computed; without core, the edge's.
    const expected = browserQuote ?? edgeQuote;
    if (expected) void send({ dueNow: expected.due_now.gross, total: expected.total });
  }

  /** Continue (two-step layouts): the payer's details must be complete first. */
  function toPayment() {
    s.markAll();
    if (payerFaults.size > 0) {
      focusFirstFault();
      return;
    }
    s.setStep(stepAfterPayer(layout, step));
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

  const money = (value: string, currency: string) => {
    try {
      return formatMoney(value, currency, moneyLocale);
    } catch {
      return `${value} ${currency.toUpperCase()}`;
    }
  };
  const scheduleWords = shown
    ? planWords(
        {
          kind: plan.kind,
          interval: (plan.terms as { interval?: string | null }).interval ?? null,
          trialPeriod: (plan.terms as { trialPeriod?: string | null }).trialPeriod ?? null,
        },
        { dueNow: shown.due_now.gross, later: shown.later.map((p) => p.gross), openEnded: shown.open_ended },
        locale,
        (v) => money(v, shown.currency),
      )
    : null;

  const blockerText: Record<BuyBlocker, string> = {
    payer_incomplete: t("fixFields"),
    no_quote: quoteProblems.length > 0 ? problemText(quoteProblems[0]!.code, locale) : t("checking"),
    no_method: t("noMethod"),
    no_ticket: t("noTicket"),
    sold_out: problemText("sold_out", locale),
    submitting: t("paying"),
  };

  const dueNow = (changed ?? shown)?.due_now.gross ?? null;
  const currency = (changed ?? shown)?.currency ?? plan.currency;
  const words = buttonWords(look.buyButtonText, plan.kind);
  const buyLabel = buyButtonTexts[words][locale];
  const buyText =
    dueNow !== null && !/^0+(\.0+)?$/.test(dueNow) ? payButtonTexts[words][locale].replace("{amount}", money(dueNow, currency)) : buyLabel;
  const onBuy = readableOn(look.buyColor);

  const companyField = (
    <PayerInput
      name="company"
      value={payer.company}
      locale={locale}
      problem={shownFault("company")}
      onChange={(v) => s.setPayerField("company", v)}
      onBlur={() => s.touch("company")}
    />
  );

  const parts: Record<Section, ReactNode> = {
    details: (
      <section className="co-details" aria-label={t("aboutProduct")}>
        {needsTicket ? <TicketChoice tickets={product.tickets} chosen={ticket?.id ?? null} onChoose={chooseTicket} /> : null}
        {plan.payWhatYouWant ? (
          <div className="co-field">
            <label htmlFor="co-amount">{t("amount")}</label>
            <input
              id="co-amount"
              data-testid="pwyw-amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder={money(plan.price, plan.currency)}
              value={fresh ? s.amount : ""}
              aria-invalid={quoteProblemsAt("details").length > 0 ? true : undefined}
              aria-describedby={quoteProblemsAt("details").length > 0 ? "co-amount-error" : "co-amount-hint"}
              onChange={(e) => s.setAmount(e.target.value)}
            />
            <p className="co-hint" id="co-amount-hint">
              {t("amountAtLeast")} {money(plan.price, plan.currency)}
            </p>
            <div id="co-amount-error">
              <Problems problems={quoteProblemsAt("details")} testId="problem" />
            </div>
          </div>
        ) : null}
        <Problems problems={problemsAt("details")} />
      </section>
    ),
    bumps: offered.length > 0 ? <Bumps bumps={product.bumps} items={offered} chosen={chosenBumpIds} onToggle={s.toggleBump} /> : null,
    buyer: (
      <fieldset className="co-fieldset co-buyer">
        <legend className="co-visually-hidden">{t("buyerLegend")}</legend>
        <div className="co-field co-span-2">
          <label htmlFor="co-country">{t("countryLabel")}</label>
          <select
            id="co-country"
            data-testid="buyer-country"
            autoComplete="country"
            value={s.buyer.country}
            onChange={(e) => s.setBuyer({ country: e.target.value })}
          >
            {sortedCountries(knownCountries, s.buyer.country, locale).map((code) => (
              <option key={code} value={code}>
                {countryName(code, locale)}
              </option>
            ))}
          </select>
        </div>
        <label className="co-check co-span-2">
          <input type="checkbox" data-testid="business" checked={business} onChange={(e) => s.setBuyer({ business: e.target.checked })} />
          <span>{t("business")}</span>
        </label>
        {business ? (
          <>
            <div className="co-span-2">{companyField}</div>
            <div className="co-field co-span-2">
              <label htmlFor="co-vat-id">{t("vatId")}</label>
              <input
                id="co-vat-id"
                data-testid="vat-id"
                autoComplete="off"
                value={s.buyer.vatId}
                aria-invalid={vatProblem ? true : undefined}
                aria-describedby={vatProblem ? "co-vat-id-error" : "co-vat-id-hint"}
                onChange={(e) => s.setBuyer({ vatId: e.target.value })}
              />
              {vatProblem ? (
                <div className="co-field-error" id="co-vat-id-error" data-testid="vat-id-error" data-code={vatProblem.code}>
                  <p>{problemText(vatProblem.code, locale)}</p>
                  <p>
                    {t("vatIdFix")}{" "}
                    <button type="button" className="co-link" data-testid="buy-as-consumer" onClick={() => s.setBuyer({ business: false })}>
                      {t("buyAsConsumer")}
                    </button>
                  </p>
                </div>
              ) : (
                <p className="co-hint" id="co-vat-id-hint">
                  {t("vatIdHint")}
                </p>
              )}
            </div>
          </>
        ) : null}
        <Problems problems={quoteProblemsAt("buyer").filter((p) => !p.field.startsWith("buyer.vat_id"))} testId="problem" />
        <Problems problems={problemsAt("buyer")} />
      </fieldset>
    ),
    payer: (
      <div className="co-payer-part">
        <PayerDetails
          value={payer}
          asked={askedFields}
          locale={locale}
          shown={shownFault}
          onChange={(name, value) => s.setPayerField(name, value)}
          onBlur={(name) => s.touch(name)}
        />
        <Problems problems={problemsAt("payer")} />
        {steps === 2 && step === 1 ? (
          <button type="button" className="co-button co-continue" data-testid="continue" onClick={toPayment}>
            {t("continue")}
          </button>
        ) : null}
      </div>
    ),
    coupon: (
      <section className="co-coupon" aria-label={t("coupon")}>
        {couponCode ? (
          <div className="co-coupon-held">
            <p className={couponProblem || coupon.state === "unknown" ? "co-coupon-code co-bad" : "co-coupon-code"}>
              <span>{t("coupon")}:</span> <strong>{couponCode}</strong>
            </p>
            <button
              type="button"
              className="co-link"
              data-testid="remove-coupon"
              onClick={() => {
                s.setCouponCode("");
                setCouponInput("");
              }}
            >
              {t("removeCoupon")}
            </button>
          </div>
        ) : null}
        {couponOpen && !couponCode ? (
          <form
            className="co-coupon-form"
            onSubmit={(e) => {
              e.preventDefault();
              s.setCouponCode(couponInput.trim());
            }}
          >
            <div className="co-field">
              <label htmlFor="co-coupon-code">{t("coupon")}</label>
              <input
                id="co-coupon-code"
                data-testid="coupon-code"
                autoComplete="off"
                autoCapitalize="characters"
                value={couponInput}
                onChange={(e) => setCouponInput(e.target.value)}
              />
            </div>
            <button type="submit" className="co-button co-apply" data-testid="apply-coupon">
              {t("apply")}
            </button>
          </form>
        ) : null}
        {!couponOpen && !couponCode ? (
          <button type="button" className="co-link" data-testid="coupon-toggle" onClick={() => setCouponOpen(true)}>
            {t("haveCoupon")}
          </button>
        ) : null}
        {coupon.state === "unknown" ? (
          <p className="co-field-error" data-testid="coupon-error" data-code={coupon.error.code} role="alert">
            {problemText(coupon.error.code, locale, null)} {t("couponIgnored")}
          </p>
        ) : null}
        {browserQuote?.coupon_code || (!quoting && edgeQuote?.coupon_code) ? (
          <p className="co-ok" data-testid="coupon-applied" data-code={(browserQuote ?? edgeQuote)?.coupon_code}>
            {t("couponApplied")} {(browserQuote ?? edgeQuote)?.coupon_code}
          </p>
        ) : null}
        {(browserQuote ?? edgeQuote)?.coupon_code && typeof validTill === "string" ? (
          <Countdown till={validTill} color={look.countdownColor} />
        ) : null}
        <div role="alert">
          <Problems problems={quoteProblemsAt("coupon")} testId="problem" />
          {quoteProblemsAt("coupon").length > 0 ? <p className="co-hint">{t("couponFix")}</p> : null}
        </div>
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
        {/* The two quotes for the tests and the development build: the edge's applies. */}
        <span
          hidden
          data-testid="browser-quote"
          data-state={!quoting ? "none" : zone === "loading" ? "zone" : browser === null ? "loading" : state}
          {...totalsData(browserQuote)}
        />
        <span hidden data-testid="edge-quote" data-state={edge.state === "ready" ? edge.cart : edge.state} {...totalsData(edgeQuote)} />
        <span hidden data-testid="match" data-agree={agree === null ? "" : agree ? "agree" : "disagree"} />
        {DEVELOPMENT && agree === false ? (
          <p className="co-dev-note" data-testid="quote-differs">
            {t("differ")}
          </p>
        ) : null}
        {shown?.vat_note ? (
          <p className="co-hint" data-testid="vat-note" data-key={shown.vat_note}>
            {messageFor(shown.vat_note, locale)}
          </p>
        ) : null}
        {edge.state === "error" && quoting ? (
          <p className="co-field-error" data-testid="edge-error" data-code={edge.error.code}>
            {problemText(edge.error.code, locale, null)}
          </p>
        ) : null}
        <Problems problems={quoteProblemsAt("totals")} testId="problem" />
      </section>
    ),
    buy: (
      <section className="co-buy-part">
        {changed ? (
          <div
            className="co-notice"
            data-testid="quote-changed"
            data-due-now={changed.due_now.gross}
            data-total={changed.total}
            role="alert"
          >
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
          </div>
        ) : null}
        <LegalConsents
          username={username}
          productType={product.form}
          ctId={look.cancellationTermsId ?? null}
          agreeByButton={look.buyButtonText === "agree_on_terms_and_pay" || look.buyButtonText === "accept_and_pay_now"}
          rules={consentRules}
          given={given}
          onToggle={(code, on) => setGiven((now) => (on ? [...now.filter((c) => c !== code), code] : now.filter((c) => c !== code)))}
          faults={consentFaults}
          locale={locale}
        />
        {changed ? (
          <button
            type="button"
            className="co-buy"
            data-testid="confirm-new-total"
            style={{ background: look.buyColor, color: onBuy }}
            disabled={busy}
            onClick={() => void send({ dueNow: changed.due_now.gross, total: changed.total })}
          >
            {t("confirmNew")}
          </button>
        ) : (
          <button
            type="button"
            className="co-buy"
            data-testid="buy"
            data-state={submit.state}
            data-label={buyLabel}
            aria-busy={busy}
            style={{ background: look.buyColor, color: onBuy }}
            disabled={busy}
            onClick={buy}
          >
            {busy ? t("paying") : buyText}
          </button>
        )}
        {tried && blocker && blocker !== "submitting" ? (
          <p className="co-field-error" data-testid="buy-blocked" data-reason={blocker} role="alert">
            {blockerText[blocker]}
          </p>
        ) : null}
        {orderError && orderProblems.length === 0 ? (
          <p className="co-field-error" data-testid="order-error" data-code={orderError.code} role="alert">
            {problemText(orderError.code, locale, null)}
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
    { id: product.id, name: product.name, main: true },
    ...offered.filter((b) => chosenBumpIds.includes(b.productId)).map((b) => ({ id: b.productId, name: b.name, main: false })),
  ];

  // the details part holds the ticket choice, the buyer's own price and their problems: hidden when it has none
  const detailsShown = needsTicket || plan.payWhatYouWant || problemsAt("details").length > 0;

  const theme = {
    // the shop's theme (its font, the colours of links and of the app's own buttons), then the product's checkout look
    ...shopTheme,
    "--co-background": look.backgroundColor,
    "--co-buy": look.buyColor,
    "--co-on-buy": onBuy,
    "--co-page": look.pageColor,
    "--co-on-page": readableOn(look.pageColor),
    "--co-countdown": look.countdownColor,
  } as CSSProperties;
  const cover = product.covers.s100 ?? product.covers.original;

  return (
    <div className="co-theme" data-testid="checkout-theme" style={theme}>
      <header className="co-topbar">
        <p className="co-seller" data-testid="checkout-seller">
          <span className="co-monogram" aria-hidden="true">
            {product.seller.displayName.trim().charAt(0).toUpperCase()}
          </span>
          <span>{product.seller.displayName}</span>
        </p>
        <LanguageSelect />
      </header>
      <main
        className={`co-checkout co-layout-${layout}`}
        data-testid="checkout"
        data-layout={layout}
        data-step={step}
        data-steps={steps}
        data-submit={submit.state}
        data-core={coreLoaded ? "loaded" : "unavailable"}
        data-page-color={look.pageColor}
        data-buy-color={look.buyColor}
        data-background-color={look.backgroundColor}
      >
        <div className="co-product">
          <div className="co-product-head">
            {cover ? <img className="co-cover" data-testid="checkout-cover" src={apiUrl(cover)} alt="" width={64} height={64} /> : null}
            <div>
              <h1 data-testid="checkout-title">{product.name}</h1>
              <p className="co-plan" data-testid="plan-name">
                {plan.name}
              </p>
            </div>
          </div>
          {description ? (
            <div className="co-description" data-testid="description" data-expanded={descriptionOpen}>
              <p>{descriptionOpen || !longDescription ? description : `${description.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…`}</p>
              {longDescription ? (
                <button
                  type="button"
                  className="co-link"
                  data-testid="description-toggle"
                  aria-expanded={descriptionOpen}
                  onClick={() => setDescriptionOpen((o) => !o)}
                >
                  {descriptionOpen ? t("showLess") : t("showMore")}
                </button>
              ) : null}
            </div>
          ) : null}
          <OrderSummary
            lines={summaryLines}
            quote={shown}
            scheduleWords={scheduleWords}
            placement={summaryOnTop(layout) ? "top" : "column"}
            loading={edge.state === "loading" && browserQuote === null}
          />
        </div>
        <div className="co-form" ref={formRef}>
          {!coreLoaded ? (
            <p className="co-notice co-core-missing" data-testid="core-unavailable" role="status">
              {t("coreMissing")}
            </p>
          ) : null}
          {steps === 2 && !card ? (
            <ol className="co-steps" data-testid="steps">
              {([1, 2] as const).map((n) => (
                <li key={n} data-active={step === n}>
                  <button
                    type="button"
                    className="co-step"
                    data-testid={`step-${n}`}
                    aria-current={step === n ? "step" : undefined}
                    onClick={() => (n === 2 ? toPayment() : s.setStep(1))}
                  >
                    <span className="co-step-number">{n}</span> {n === 1 ? t("stepDetails") : t("stepPayment")}
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
          {rendered.map((name) => (
            <div
              key={name}
              className={`co-part co-part-${name}`}
              data-part={name}
              hidden={!visible.includes(name) || (name === "details" && !detailsShown)}
            >
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
              <button type="button" className="co-link" data-testid="card-change-order" onClick={() => setSubmit({ state: "idle" })}>
                ← {t("cardChangeOrder")}
              </button>
            </>
          ) : null}
          {steps === 2 && step === 2 && !card ? (
            <button type="button" className="co-link" data-testid="step-back" onClick={() => s.setStep(1)}>
              ← {t("back")}
            </button>
          ) : null}
        </div>
      </main>
    </div>
  );
}

/** A quote's totals due now as data attributes (what the tests compare between browser and edge). */
function totalsData(q: Quote | null): Record<string, string> {
  if (!q) return {};
  return {
    "data-net": q.due_now.net,
    "data-vat": q.due_now.vat,
    "data-gross": q.due_now.gross,
    "data-discount": /^-?0+(\.0+)?$/.test(q.due_now.discount) ? "" : q.due_now.discount,
  };
}

const regionNames: Partial<Record<string, Intl.DisplayNames>> = {};
function countryName(code: string, locale: string): string {
  regionNames[locale] ??= new Intl.DisplayNames([locale], { type: "region" });
  return regionNames[locale]?.of(code) ?? code;
}
