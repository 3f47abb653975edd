// The wallet provider's real adapter at the edge (issue 7), against
// recorded answers: a seller connects the provider and routes its method to
// it; a buyer's order makes the edge take an access token and create the
// provider's order (a loopback server replays the recorded answers and
// keeps the requests); the buyer approves it on the provider's page and
// comes back, the edge captures it and the order is paid; the provider's
// webhook is verified by asking the provider, a forged one is refused.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, expectError, signIn } from "./support/api";
import { type Loopback, type Received, startLoopback } from "./support/provider-standin";
import { CONSENTS } from "./support/checkout";

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../payments/fixtures/paypal/${name}.json`, import.meta.url), "utf8")) as Record<string, any>;
const tokenAnswer = fixture("token");
const created = fixture("order_created_approve");
const captured = fixture("capture_completed");
const verified = fixture("verify_webhook");
const refused = fixture("verify_webhook_failure");
const completedEvent = fixture("event_capture_completed");
const refundAnswer = fixture("refund");
const credentials = {
  client_id: "AbCdEfGhIjKlMnOpQrStUv",
  client_secret: "EFgHiJkLmNoPqRsTuVwXyZ",
  webhook_id: "8PT597110X687430LKGECATA",
  mode: "test",
};

let server: Loopback;
/** The amount of the last order the edge created at the provider. */
let ordered: unknown = null;
let received: Received[] = [];
let token = "";
/** Products this file publishes in the shared shop; archived at the end so other files see the shop as seeded. */
const published: number[] = [];

const call = apiAs(() => token);

beforeAll(async () => {
  server = await startLoopback((r, send) => {
    const path = r.path;
    if (path === "/v1/oauth2/token") return send(tokenAnswer.response.status, tokenAnswer.response.body);
    if (path === "/v2/checkout/orders") {
      // the provider captures what the order asked for
      ordered = JSON.parse(r.body).purchase_units[0].amount;
      return send(created.response.status, created.response.body);
    }
    if (/^\/v2\/checkout\/orders\/[^/]+\/capture$/.test(path)) {
      const capture = structuredClone(captured.response.body);
      capture.purchase_units[0].payments.captures[0].amount = ordered;
      return send(captured.response.status, capture);
    }
    if (/^\/v2\/payments\/captures\/[^/]+\/refund$/.test(path)) return send(refundAnswer.response.status, refundAnswer.response.body);
    if (path === "/v1/notifications/verify-webhook-signature") {
      const genuine = JSON.parse(r.body).transmission_sig === verified.delivery.headers["paypal-transmission-sig"];
      return genuine ? send(verified.response.status, verified.response.body) : send(refused.response.status, refused.response.body);
    }
    send(404, { name: "RESOURCE_NOT_FOUND" });
  });
  received = server.received;
  token = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.81");
  await call("POST", "/v1/dev/providers", { paypal_api_base: server.apiBase });
});

afterAll(async () => {
  for (const id of published) await call("POST", `/v1/cabinet/products/${id}/archive`);
  await call("POST", "/v1/dev/providers", {});
  // leave the seller as found: PayPal through the sandbox, the provider disconnected
  await call("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "paypal", enabled: true, provider: "sandbox" }] });
  expect((await call("DELETE", "/v1/cabinet/settings/payment_providers/paypal")).status).toBe(200);
  await server.close();
});

describe("the wallet provider", () => {
  it("takes a buyer's payment: access token, order, approval, capture, and verified webhooks", async () => {
    const connected = await call("PUT", "/v1/cabinet/settings/payment_providers/paypal", credentials);
    expect(connected.status, connected.text).toBe(200);
    expect(connected.text).not.toContain(credentials.client_secret);
    const matrix = await call("PUT", "/v1/cabinet/settings/payment_settings", {
      methods: [{ method: "paypal", enabled: true, provider: "paypal" }],
    });
    expect(matrix.status, matrix.text).toBe(200);

    const shop = await call("GET", "/v1/shop/kleinunternehmer/products/2");
    const plan = shop.body.product.pricing_plans[0];
    const cart = { product_id: 2, plan_id: plan.id, buyer: { country: "DE", business: false }, payment_method: "paypal" };
    const quote = (await call("POST", "/v1/checkout/quote", cart)).body.quote;
    const made = await call(
      "POST",
      "/v1/checkout/orders",
      {
        cart,
        email: "wallet-buyer@example.org",
        payer: {
          first_name: "Wanda",
          last_name: "Wallet",
          street: "Ring",
          street_number: "2",
          zip: "50667",
          city: "Köln",
          payer_country: "DE",
          phone: "+49 221 654321",
        },
        expected: { due_now: quote.due_now.gross, total: quote.total },
        consents: CONSENTS,
      },
      { "idempotency-key": `paypal-${Date.now()}` },
    );
    expect(made.status, made.text).toBe(201);
    const approve = created.response.body.links.find((l: any) => l.rel === "approve").href;
    expect(made.body.redirect_url).toBe(approve);
    // what the edge sent: client credentials, then the order with our reference and amount
    const auth = received.find((r) => r.path === "/v1/oauth2/token")!;
    expect(auth.headers.authorization).toBe(
      `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString("base64")}`,
    );
    const order = JSON.parse(received.find((r) => r.path === "/v2/checkout/orders")!.body);
    expect(order.intent).toBe("CAPTURE");
    expect(order.purchase_units[0].reference_id).toBe(made.body.order.token);
    expect(order.purchase_units[0].amount).toMatchObject({ currency_code: "EUR", value: quote.due_now.gross });

    // a return for someone else's approval is refused; the buyer's own is captured
    expectError(await call("GET", `/v1/paypal/return/${made.body.order.token}?token=SOMEONEELSE`), 404, "payment_not_found");
    const back = await call("GET", `/v1/paypal/return/${made.body.order.token}?token=${created.response.body.id}`);
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/s/kleinunternehmer/payment/${made.body.order.token}/thank_you`);
    expect(received.some((r) => r.path === `/v2/checkout/orders/${created.response.body.id}/capture`)).toBe(true);
    let paid: Record<string, any> = {};
    for (let i = 0; i < 100 && !(paid.order?.payment_state === "paid" && paid.delivery?.delivered); i++) {
      paid = (await call("GET", `/v1/checkout/orders/${made.body.order.token}`)).body;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(paid.order.payment_state).toBe("paid");
    expect(paid.delivery.delivered).toBe(true);

    // the provider's webhook of the same capture: verified by the provider, changes nothing
    const event = structuredClone(completedEvent.event);
    event.resource.amount = { currency_code: "EUR", value: quote.due_now.gross };
    const body = JSON.stringify(event);
    const headers = { ...verified.delivery.headers } as Record<string, string>;
    const genuine = await call("POST", "/v1/webhooks/paypal/kleinunternehmer", body, headers);
    expect(genuine.status, genuine.text).toBe(200);
    expect(genuine.body.applied).toBe("unchanged");
    const forged = await call("POST", "/v1/webhooks/paypal/kleinunternehmer", body, { ...headers, "paypal-transmission-sig": "forged" });
    expectError(forged, 400, "webhook_invalid");
    const unsigned = await call("POST", "/v1/webhooks/paypal/kleinunternehmer", body, { "content-type": "application/json" });
    expectError(unsigned, 400, "webhook_invalid");
    expectError(await call("POST", "/v1/webhooks/paypal/demo", body, headers), 404, "webhook_not_found");

    // a plan with later rates cannot go to the wallet provider (nothing could charge them)
    const planned = (await call("POST", "/v1/cabinet/products", { form: "service", name: "Wallet plan" })).body.product.id;
    published.push(planned);
    const terms = { kind: "installment", currency: "eur", first_amount: "10.00", next_amount: "10.00", payments_count: 2, interval: "1m" };
    const planId = (await call("POST", `/v1/cabinet/products/${planned}/pricing_plans`, { name: "2 x 10", terms })).body.pricing_plan.id;
    await call("POST", `/v1/cabinet/products/${planned}/publish`);
    const planCart = { product_id: planned, plan_id: planId, buyer: { country: "DE", business: false }, payment_method: "paypal" };
    const planQuote = (await call("POST", "/v1/checkout/quote", planCart)).body.quote;
    const refusedPlan = await call(
      "POST",
      "/v1/checkout/orders",
      {
        cart: planCart,
        email: "wallet-plan@example.org",
        payer: {
          first_name: "W",
          last_name: "P",
          street: "Ring",
          street_number: "2",
          zip: "50667",
          city: "Köln",
          payer_country: "DE",
          phone: "+49 221 1",
        },
        expected: { due_now: planQuote.due_now.gross, total: planQuote.total },
        consents: CONSENTS,
      },
      { "idempotency-key": `paypal-plan-${Date.now()}` },
    );
    expectError(refusedPlan, 422, "payment_method_not_available", "cart/payment_method");

    // the seller refunds: the edge refunds the capture at the provider
    const orders = await call("GET", `/v1/cabinet/orders?query=${encodeURIComponent("wallet-buyer@example.org")}`);
    const refund = await call("POST", `/v1/cabinet/orders/${orders.body.list[0].id}/refund`);
    expect(refund.status, refund.text).toBe(202);
    const capture = captured.response.body.purchase_units[0].payments.captures[0].id;
    const asked = received.find((r) => r.path === `/v2/payments/captures/${capture}/refund`);
    expect(asked).toBeDefined();
    expect(JSON.parse(asked!.body).amount).toEqual({ currency_code: "EUR", value: quote.due_now.gross });
  });
});
