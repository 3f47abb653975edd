// A free trial with the card provider in the buyer's browser (issue 14,
// finding 5), in headless Chromium against the real edge and the
// provider's stand-in (tests/support/stripe-double.ts): the order answers a
// SetupIntent, the payment page shows the provider's fields to save the
// card (nothing is charged), a refused card is explained, the saved card is
// confirmed with Stripe.js's `confirmSetup`, and only then is the order
// delivered; no payment is made at the provider for it.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CheckoutPage, ThankYouPage, type Payer, tickConsents } from "./pages/CheckoutPages";
import { apiAs, baseUrl, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { CARDS, startStripeDouble, stripeJs, STRIPE_JS_URL, type StripeDouble } from "./support/stripe-double";

const keys = {
  publishable_key: "pk_test_51TrialBrowser03",
  secret_key: "sk_test_51TrialBrowser03",
  webhook_secret: "whsec_trialbrowser03",
};
const USERNAME = "kleinunternehmer";
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

let token = "";
let stripe: StripeDouble;
const call = apiAs(() => token);
let productId = 0;

const payer: Payer = {
  first_name: "Tia",
  last_name: "Trial",
  email: `trial-browser-${run}@example.org`,
  street: "Weg",
  street_number: "2",
  zip: "50667",
  city: "Köln",
  phone: "+49 221 222222",
};

describe("a free trial saved by card in the provider's own fields", () => {
  const browser = useBrowserPage();
  let page: Page;

  beforeAll(async () => {
    token = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.92");
    stripe = await startStripeDouble({ keys, edgeBase: baseUrl(), username: USERNAME, pageOrigin: new URL(baseUrl()).origin });
    expect((await call("POST", "/v1/dev/providers", { stripe_api_base: stripe.apiBase })).status).toBe(200);
    expect((await call("PUT", "/v1/cabinet/settings/payment_providers/stripe", keys)).status).toBe(200);
    const matrix = await call("PUT", "/v1/cabinet/settings/payment_settings", {
      methods: [{ method: "card", enabled: true, provider: "stripe" }],
    });
    expect(matrix.status, matrix.text).toBe(200);
    productId = (await call("POST", "/v1/cabinet/products", { form: "course", name: `Browser Trial ${run}` })).body.product.id as number;

    page = browser.page();
    await page.route(`${STRIPE_JS_URL}**`, (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: stripeJs(stripe.apiBase) }),
    );
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => localStorage.setItem("locale", "en"));
  });

  afterAll(async () => {
    if (productId) await call("POST", `/v1/cabinet/products/${productId}/archive`);
    await call("POST", "/v1/dev/providers", { stripe_api_base: null });
    await call("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] });
    await call("DELETE", "/v1/cabinet/settings/payment_providers/stripe");
    await stripe?.settled();
    await stripe?.close();
  });

  it("saves the card with confirmSetup, charges nothing, and delivers only once it is saved", async () => {
    const terms = {
      kind: "subscription",
      currency: "eur",
      first_amount: "29.00",
      next_amount: "29.00",
      interval: "1m",
      trial_period: "14d",
    };
    const plan = (await call("POST", `/v1/cabinet/products/${productId}/pricing_plans`, { name: "Monthly, 14 days free", terms })).body
      .pricing_plan.id as number;
    expect((await call("POST", `/v1/cabinet/products/${productId}/publish`)).status).toBe(200);

    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), USERNAME, productId, plan);
    await checkout.chooseCountry("DE");
    await checkout.fillPayer(payer);
    await checkout.chooseMethod("card");
    await tickConsents(page);
    const [made] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === "/v1/checkout/orders" && r.request().method() === "POST" && r.status() < 300,
      ),
      page.getByTestId("buy").click(),
    ]);
    const answer = (await made.json()) as Record<string, any>;
    const orderToken = answer.order.token as string;
    expect(answer.order.due_now).toBe("0.00");
    expect(answer.confirm).toMatchObject({ provider: "stripe", intent: "setup", publishable_key: keys.publishable_key });
    const setup = (answer.confirm.client_secret as string).split("_secret_")[0]!;
    expect(setup).toMatch(/^seti_/);

    // the card step says nothing is charged, and its button saves the card
    await page.getByTestId("card-setup").waitFor();
    await page.locator('[data-testid="card-fields"][data-state="ready"]').waitFor();
    expect((await page.getByTestId("card-pay").textContent())?.trim()).toBe("Save card and start");
    const frame = page.frameLocator('[data-testid="card-fields"] iframe');
    const typeCard = async (number: string) => {
      await frame.locator('input[name="number"]').fill(number.replace(/(\d{4})(?=\d)/g, "$1 "));
      await frame.locator('input[name="expiry"]').fill("12 / 34");
      await frame.locator('input[name="cvc"]').fill("123");
    };
    // a declined card is explained, and nothing is handed over
    await typeCard(CARDS.declined);
    await page.getByTestId("card-pay").click();
    const error = page.locator('[data-testid="card-step"][data-paying="refused"] [data-testid="card-error"]');
    await error.waitFor();
    expect(await error.getAttribute("data-code")).toBe("generic_decline");
    expect((await call("GET", `/v1/checkout/orders/${orderToken}`)).body.delivery.delivered).toBe(false);

    // the good card in the same fields: saved, and the buyer arrives at the order
    await typeCard(CARDS.ok);
    await page.getByTestId("card-pay").click();
    await page.waitForURL((url) => /^\/s\/[^/]+\/payment\/[^/]+\/thank_you$/.test(url.pathname));
    const thanks = new ThankYouPage(page);
    expect(thanks.token()).toBe(orderToken);
    await thanks.waitFor("ready");
    const order = (await call("GET", `/v1/checkout/orders/${orderToken}`)).body;
    expect(order.order.payment_state).toBe("paying");
    expect(order.delivery).toMatchObject({ delivered: true, access: [productId] });
    expect(order.rates.slice(0, 2).map((r: any) => [r.state, r.amount])).toEqual([
      ["paid", "0.00"],
      ["future", "29.00"],
    ]);

    // the browser confirmed the setup with the publishable key; no payment was made for this order
    const confirms = stripe.received.filter((r) => r.method === "POST" && r.path === `/v1/setup_intents/${setup}/confirm`);
    expect(confirms).toHaveLength(2);
    const sent = new URLSearchParams(confirms.at(-1)!.body);
    expect(sent.get("key")).toBe(keys.publishable_key);
    expect(sent.get("payment_method_data[card][number]")).toBe(CARDS.ok);
    expect([...stripe.intents.values()].filter((i) => i.metadata?.reference === orderToken)).toEqual([]);
    await stripe.settled();
    expect(stripe.deliveries.filter((d) => d.paymentIntent === setup).map((d) => [d.type, d.status])).toEqual([
      ["setup_intent.succeeded", 200],
    ]);
    expect(browser.errors).toEqual([]);
  });
});
