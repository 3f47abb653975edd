// The card provider (Stripe) in the buyer's browser, in headless Chromium
// against the real edge. The provider cannot be reached from this machine,
// so a test double stands in for its script (served in place of
// https://js.stripe.com/v3/) and its API (a server on loopback replaying the
// recorded answers in payments/fixtures/stripe): see
// tests/support/stripe-double.ts. The double follows Stripe.js's
// documented surface as the payment page uses it: `Stripe(publishableKey)`,
// `stripe.elements({ clientSecret })`, `elements.create("payment")`,
// `element.mount(el)` (the card inputs in the element's own <iframe>) and
// `stripe.confirmPayment({ elements, confirmParams: { return_url },
// redirect: "if_required" })` answering `{ paymentIntent }` or `{ error }`.
//
// The seller connects the provider and routes cards to it (as
// tests/stripe.test.ts does); the buyer's order answers `confirm`, the page
// shows the provider's fields, a refused card is explained and the same
// fields take another, and the order ends paid and delivered: through the
// provider's signed webhook, without any webhook (the page's `check`), and
// after an authentication by redirect (the thank-you page's `check`).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CheckoutPage, ThankYouPage, type Payer, tickConsents } from "./pages/CheckoutPages";
import { apiAs, baseUrl, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { CARDS, recorded, startStripeDouble, stripeJs, STRIPE_JS_URL, type StripeDouble } from "./support/stripe-double";

const keys = { publishable_key: "pk_test_51Recorded0002", secret_key: "sk_test_51Recorded0002", webhook_secret: "whsec_recordedsecret02" };
const USERNAME = "kleinunternehmer";
const PRODUCT = 2;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

let token = "";
let stripe: StripeDouble;
/** What the page's requests for the provider's script get: the double, or a failed load. */
let script: "double" | "unreachable" = "double";
let scriptLoads = 0;

const call = apiAs(() => token);

const payerOf = (email: string): Payer => ({
  first_name: "Kai",
  last_name: "Kunde",
  email,
  street: "Weg",
  street_number: "1",
  zip: "50667",
  city: "Köln",
  phone: "+49 221 123456",
});

const output = join(import.meta.dirname, "..", "test-output");
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

/** The order's status at the edge until `done`, or fails. */
async function orderUntil(orderToken: string, done: (o: Record<string, any>) => boolean, what: string) {
  let last: Record<string, any> = {};
  for (let i = 0; i < 100; i++) {
    last = (await call("GET", `/v1/checkout/orders/${orderToken}`)).body;
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the order was not ${what}: ${JSON.stringify(last.order)}`);
}

describe("paying by card in the card provider's own fields", () => {
  const browser = useBrowserPage();
  let page: Page;
  /** Every request the page sent, with its body. */
  const requests: { url: string; body: string }[] = [];

  beforeAll(async () => {
    token = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.81");
    stripe = await startStripeDouble({ keys, edgeBase: baseUrl(), username: USERNAME, pageOrigin: new URL(baseUrl()).origin });
    // the seller connects the card provider (its keys checked with the double) and routes cards to it; the edge calls the double
    expect((await call("POST", "/v1/dev/providers", { stripe_api_base: stripe.apiBase })).status).toBe(200);
    expect((await call("PUT", "/v1/cabinet/settings/payment_providers/stripe", keys)).status).toBe(200);
    const matrix = await call("PUT", "/v1/cabinet/settings/payment_settings", {
      methods: [{ method: "card", enabled: true, provider: "stripe" }],
    });
    expect(matrix.status, matrix.text).toBe(200);

    page = browser.page();
    page.on("request", (r: Request) => requests.push({ url: r.url(), body: r.postData() ?? "" }));
    await page.route(`${STRIPE_JS_URL}**`, async (route) => {
      scriptLoads += 1;
      if (script === "unreachable") await route.abort("internetdisconnected");
      else await route.fulfill({ status: 200, contentType: "application/javascript", body: stripeJs(stripe.apiBase) });
    });
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => localStorage.setItem("locale", "en"));
  });

  afterAll(async () => {
    await call("POST", "/v1/dev/providers", { stripe_api_base: null });
    // leave the seller as found: cards through the sandbox, the provider disconnected
    await call("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] });
    expect((await call("DELETE", "/v1/cabinet/settings/payment_providers/stripe")).status).toBe(200);
    await stripe?.settled();
    await stripe?.close();
  });

  /** Opens the payment page, fills the buyer in, chooses card and buys: the order is made and the card step shown. */
  async function buyByCard(email: string) {
    const checkout = new CheckoutPage(page);
    const plan = (await call("GET", `/v1/shop/${USERNAME}/products/${PRODUCT}`)).body.product.pricing_plans[0].id as number;
    await checkout.open(baseUrl(), USERNAME, PRODUCT, plan);
    await checkout.chooseCountry("DE");
    await checkout.fillPayer(payerOf(email));
    await checkout.chooseMethod("card");
    const gross = (await checkout.edgeTotals()).gross!;
    // (a kept Idempotency-Key of an earlier attempt is refused first, and the page sends a new one)
    await tickConsents(page);
    const [made] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === "/v1/checkout/orders" && r.request().method() === "POST" && r.status() < 300,
      ),
      page.getByTestId("buy").click(),
    ]);
    const answer = (await made.json()) as Record<string, any>;
    const orderToken = answer.order.token as string;
    // the edge's answer: confirm on this page, then the thank-you page
    expect(answer.redirect_url).toBe(`/s/${USERNAME}/payment/${orderToken}/thank_you`);
    expect(answer.confirm.provider).toBe("stripe");
    expect(answer.confirm.publishable_key).toBe(keys.publishable_key);
    const intent = stripe.intents.get((answer.confirm.client_secret as string).split("_secret_")[0]!)!;
    expect(intent.client_secret).toBe(answer.confirm.client_secret);
    expect(intent.metadata.reference).toBe(orderToken);
    expect(intent.amount).toBe(Number(gross.replace(".", "")));
    // the page stays, and shows the card step instead of the provider's page
    expect(new URL(page.url()).pathname).toBe(`/s/${USERNAME}/products/${PRODUCT}/pay`);
    await page.locator('[data-testid="checkout"][data-submit="card"]').waitFor();
    expect(await page.getByTestId("card-amount").getAttribute("data-amount")).toBe(gross);
    return { token: orderToken, intent: intent.id as string, gross };
  }

  /** The provider's fields (in its frame) once they are ready. */
  async function cardFrame() {
    await page.locator('[data-testid="card-fields"][data-state="ready"]').waitFor();
    return page.frameLocator('[data-testid="card-fields"] iframe');
  }

  async function typeCard(number: string) {
    const frame = await cardFrame();
    await frame.locator('input[name="number"]').fill(number.replace(/(\d{4})(?=\d)/g, "$1 "));
    await frame.locator('input[name="expiry"]').fill("12 / 34");
    await frame.locator('input[name="cvc"]').fill("123");
  }

  /** The shown refusal, after Pay. */
  async function payAndBeRefused() {
    await page.getByTestId("card-pay").click();
    const error = page.locator('[data-testid="card-step"][data-paying="refused"] [data-testid="card-error"]');
    await error.waitFor();
    return {
      code: await error.getAttribute("data-code"),
      type: await error.getAttribute("data-type"),
      text: ((await error.textContent()) ?? "").trim(),
    };
  }

  async function payAndArrive() {
    await page.getByTestId("card-pay").click();
    await page.waitForURL((url) => /^\/s\/[^/]+\/payment\/[^/]+\/thank_you$/.test(url.pathname));
    return new ThankYouPage(page);
  }

  /** The card number is nowhere in our page: not in its DOM, not in any request to the edge. */
  async function expectCardOnlyWithProvider(number: string) {
    const inPage = await page.evaluate((n) => {
      const values = [...document.querySelectorAll("input, textarea")].map((e) => (e as HTMLInputElement).value.replace(/\s+/g, ""));
      return values.some((v) => v.includes(n)) || document.documentElement.outerHTML.replace(/\s+/g, "").includes(n);
    }, number);
    expect(inPage).toBe(false);
    const toEdge = requests.filter((r) => r.url.startsWith(baseUrl()));
    expect(toEdge.length).toBeGreaterThan(0);
    expect(toEdge.filter((r) => r.url.includes(number) || r.body.replace(/\s+/g, "").includes(number))).toEqual([]);
  }

  it("explains refused cards, then takes another in the same fields; the provider's webhook and the check pay the order", async () => {
    stripe.webhooks = true;
    const { token: orderToken, intent, gross } = await buyByCard(`card-${run}@example.org`);
    // the pay button wears the product's buy colour
    const buyColor = (await page.getByTestId("checkout").getAttribute("data-buy-color"))!;
    expect(await page.getByTestId("card-pay").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(buyColor));
    // the provider's script mounts its frame once it has loaded (later on a busy machine)
    await page.locator('[data-testid="card-fields"] iframe').waitFor();
    expect(await page.locator('[data-testid="card-fields"] iframe').count()).toBe(1);

    // a stolen card: the provider's words and ours, nothing about why
    await typeCard(CARDS.stolen);
    const stolen = await payAndBeRefused();
    expect(stolen).toMatchObject({ code: "stolen_card", type: "card_error" });
    expect(stolen.text).toBe(
      `${recorded.stolen.response.body.error.message} Your bank declined this card. Please use another card or contact your bank.`,
    );
    expect(stolen.text).not.toContain("stolen");
    // an expired card, in the same fields
    await typeCard(CARDS.expired);
    const expired = await payAndBeRefused();
    expect(expired.code).toBe("expired_card");
    expect(expired.text).toBe(
      `${recorded.expired.response.body.last_payment_error.message} This card has expired. Please use another card.`,
    );
    await typeCard(CARDS.insufficientFunds);
    expect((await payAndBeRefused()).code).toBe("insufficient_funds");
    expect(await page.getByTestId("card-error").textContent()).toContain("Please use another card.");
    await stripe.settled();
    expect(stripe.deliveries.filter((d) => d.paymentIntent === intent).map((d) => [d.type, d.status])).toEqual(
      Array(3).fill(["payment_intent.payment_failed", 200]),
    );
    expect((await call("GET", `/v1/checkout/orders/${orderToken}`)).body.order.payment_state).toBe("payment_not_completed");

    // the good card, in the same fields, for the same payment
    await typeCard(CARDS.ok);
    await expectCardOnlyWithProvider(CARDS.ok);
    const thanks = await payAndArrive();
    expect(thanks.token()).toBe(orderToken);
    await thanks.waitFor("ready");
    expect(await page.getByTestId("payment-state").getAttribute("data-state")).toBe("paid");
    expect(await page.getByTestId("order-due-now").getAttribute("data-amount")).toBe(gross);
    await page.getByTestId("thank-you-default").waitFor();

    // what the browser sent the provider: the card, with the publishable key and this payment's client secret
    const confirms = stripe.received.filter((r) => r.method === "POST" && r.path === `/v1/payment_intents/${intent}/confirm`);
    expect(confirms).toHaveLength(4);
    const sent = new URLSearchParams(confirms.at(-1)!.body);
    expect(sent.get("key")).toBe(keys.publishable_key);
    expect(sent.get("client_secret")).toBe(stripe.intents.get(intent)!.client_secret);
    expect(sent.get("payment_method_data[type]")).toBe("card");
    expect(sent.get("payment_method_data[card][number]")).toBe(CARDS.ok);
    expect(sent.get("return_url")).toBe(`${new URL(baseUrl()).origin}/s/${USERNAME}/payment/${orderToken}/thank_you`);
    expect(confirms.every((r) => r.headers.authorization === undefined)).toBe(true);
    // the webhook was signed and accepted; the page's check asked the provider as well
    await stripe.settled();
    const succeeded = stripe.deliveries.filter((d) => d.paymentIntent === intent && d.type === "payment_intent.succeeded");
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.status).toBe(200);
    expect(JSON.parse(succeeded[0]!.body)).toMatchObject({ received: true });
    expect(requests.some((r) => r.url === `${baseUrl()}/v1/checkout/orders/${orderToken}/check`)).toBe(true);
    const order = await orderUntil(orderToken, (o) => o.order.payment_state === "paid" && o.delivery.delivered, "paid and delivered");
    expect(order.order.due_now).toBe(gross);
    expect(browser.errors).toEqual([]);
  });

  it("pays without the provider's webhook: the page asks the edge to check, and the provider's script is loaded again after a failed load", async () => {
    stripe.webhooks = false;
    script = "unreachable";
    const loadsBefore = scriptLoads;
    const { token: orderToken, intent } = await buyByCard(`nohook-${run}@example.org`);
    // the provider's script cannot be loaded: said clearly, with a retry
    await page.getByTestId("card-unavailable").waitFor();
    expect(await page.getByTestId("card-pay").isDisabled()).toBe(true);
    script = "double";
    await page.getByTestId("card-retry").click();
    await typeCard(CARDS.ok);
    expect(scriptLoads - loadsBefore).toBe(2);
    expect(await page.locator(`script[src="${STRIPE_JS_URL}"]`).count()).toBe(1);

    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/checkout/orders/${orderToken}/check`);
    const thanks = await payAndArrive();
    expect((await checked).status()).toBe(200);
    await thanks.waitFor("ready");
    expect(await page.getByTestId("payment-state").getAttribute("data-state")).toBe("paid");
    // no webhook was sent; the edge read the payment from the provider
    await stripe.settled();
    expect(stripe.deliveries.filter((d) => d.paymentIntent === intent)).toEqual([]);
    expect(stripe.received.some((r) => r.method === "GET" && r.path === `/v1/payment_intents/${intent}`)).toBe(true);
    await orderUntil(orderToken, (o) => o.order.payment_state === "paid" && o.delivery.delivered, "paid and delivered");
    expect(browser.errors).toEqual([]);
  });

  it("pays after an authentication on the issuer's page: back on the thank-you page, it asks the edge to check", async () => {
    stripe.webhooks = false;
    const { token: orderToken, intent } = await buyByCard(`3ds-${run}@example.org`);
    // back to the order and buy again: the same order (same Idempotency-Key), its payment in the provider's fields once more
    await page.getByTestId("card-change-order").click();
    await page.locator('[data-testid="checkout"][data-submit="idle"]').waitFor();
    await tickConsents(page);
    const [again] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/checkout/orders" && r.request().method() === "POST"),
      page.getByTestId("buy").click(),
    ]);
    expect(again.status()).toBe(200);
    const replayed = (await again.json()) as Record<string, any>;
    expect(replayed.order.token).toBe(orderToken);
    expect(replayed.confirm).toEqual({
      provider: "stripe",
      client_secret: stripe.intents.get(intent)!.client_secret,
      publishable_key: keys.publishable_key,
    });
    await page.locator('[data-testid="checkout"][data-submit="card"]').waitFor();
    await typeCard(CARDS.authenticate);
    mkdirSync(output, { recursive: true });
    await page.screenshot({ path: join(output, "checkout-card-step.png"), fullPage: true });
    await page.getByTestId("card-pay").click();
    await page.waitForURL((url) => url.pathname === "/3d_secure_2/hosted");
    expect(stripe.intents.get(intent)!.status).toBe("requires_action");
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/checkout/orders/${orderToken}/check`);
    await page.getByTestId("3ds-complete").click();
    await page.waitForURL((url) => url.pathname === `/s/${USERNAME}/payment/${orderToken}/thank_you`);
    expect((await checked).status()).toBe(200);
    const thanks = new ThankYouPage(page);
    await thanks.waitFor("ready");
    expect(await page.getByTestId("payment-state").getAttribute("data-state")).toBe("paid");
    // the provider's return parameters (the client secret among them) left the address bar
    expect(new URL(page.url()).search).toBe("");
    await stripe.settled();
    expect(stripe.deliveries.filter((d) => d.paymentIntent === intent)).toEqual([]);
    await orderUntil(orderToken, (o) => o.order.payment_state === "paid" && o.delivery.delivered, "paid and delivered");
    expect(browser.errors).toEqual([]);
  });
});
