// The card provider's real adapter at the edge (issue 7), against recorded
// answers: a seller connects the provider (credentials sealed, only masks
// come back), routes cards to it, and a buyer's order makes the edge call
// the provider's API — here a server on loopback replaying the recorded
// payment-intent answer and keeping the request — then the provider's
// signed webhook (the recorded event) pays the order. Nothing leaves the
// machine.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, expectError, signIn } from "./support/api";
import { tickUntilQuiet, CONSENTS } from "./support/checkout";
import { type Loopback, type Received, startLoopback } from "./support/provider-standin";

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../payments/fixtures/stripe/${name}.json`, import.meta.url), "utf8")) as Record<string, any>;
const created = fixture("payment_intent_card_one_off");
const succeeded = fixture("event_payment_intent_succeeded");
const refundAnswer = fixture("refund");
const savedFirst = fixture("payment_intent_save_for_later");
const offSession = fixture("payment_intent_off_session_succeeded");
const offSessionDeclined = fixture("payment_intent_off_session_declined");
const refundedEvent = fixture("event_charge_refunded");
const balance = fixture("balance");
const keys = { publishable_key: "pk_test_51Recorded0001", secret_key: "sk_test_51Recorded0001", webhook_secret: "whsec_recordedsecret01" };

let server: Loopback;
let apiBase = "";
let received: Received[] = [];
let token = "";
/** Products this file publishes in the shared shop; archived at the end so other files see the shop as seeded. */
const published: number[] = [];

const call = apiAs(() => token);

function signed(payload: string, secret = keys.webhook_secret, t = Math.floor(Date.now() / 1000)) {
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`;
}

/**
 * The provider's payment intents as the loopback server keeps them: each
 * created one is the recorded answer with this request's id, amount and
 * currency, as the provider echoes them; `settle` marks one succeeded, as
 * the buyer's confirmation in the provider's fields would.
 */
const intents = new Map<string, Record<string, any>>();
/** The next off-session charge is declined with the recorded answer. */
let declineOffSession = false;
let made = 0;
function intent(recorded: Record<string, any>, form: URLSearchParams, extra: Record<string, unknown> = {}) {
  const id = `pi_test_${++made}_${Date.now().toString(36)}`;
  const body = {
    ...recorded,
    id,
    client_secret: `${id}_secret_${made}`,
    amount: Number(form.get("amount")),
    currency: form.get("currency"),
    ...extra,
  };
  intents.set(id, body);
  return body;
}
const settle = (id: string) => intents.set(id, { ...intents.get(id), status: "succeeded", amount_received: intents.get(id)!.amount });

/** The recorded event, about payment `id` for `amount` minor units. */
function eventAbout(recorded: Record<string, any>, eventId: string, id: string, amount: number) {
  const event = structuredClone(recorded);
  event.id = eventId;
  Object.assign(event.data.object, { id, amount, amount_received: amount, currency: "eur" });
  return JSON.stringify(event);
}

beforeAll(async () => {
  server = await startLoopback((r, send) => {
    const form = new URLSearchParams(r.body);
    const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(r.path);
    if (r.method === "GET" && r.path === "/v1/balance") {
      // the keys checked when they are saved
      send(balance.response.status, balance.response.body);
    } else if (r.method === "POST" && r.path === "/v1/customers") {
      send(200, { id: savedFirst.response.body.customer, object: "customer", email: form.get("email") });
    } else if (r.method === "POST" && r.path === "/v1/payment_intents" && form.get("off_session") === "true" && declineOffSession) {
      declineOffSession = false;
      const error = offSessionDeclined.response.body.error;
      send(offSessionDeclined.response.status, { error: { ...error, payment_intent: intent(error.payment_intent, form) } });
    } else if (r.method === "POST" && r.path === "/v1/payment_intents" && form.get("off_session") === "true") {
      send(offSession.response.status, intent(offSession.response.body, form));
    } else if (r.method === "POST" && r.path === "/v1/payment_intents" && form.get("setup_future_usage")) {
      send(savedFirst.response.status, intent(savedFirst.response.body, form, { status: "requires_payment_method" }));
    } else if (r.method === "GET" && read && intents.has(read[1]!)) {
      send(200, intents.get(read[1]!));
    } else if (r.method === "POST" && r.path === "/v1/payment_intents") {
      send(created.response.status, intent(created.response.body, form));
    } else if (r.method === "POST" && r.path === "/v1/refunds") {
      send(refundAnswer.response.status, refundAnswer.response.body);
    } else {
      send(404, { error: { type: "invalid_request_error", message: "no such route" } });
    }
  });
  received = server.received;
  apiBase = server.apiBase;
  token = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.80");
  // the edge's calls (the keys' check on saving them too) go to the loopback server
  await call("POST", "/v1/dev/providers", { stripe_api_base: apiBase });
});

afterAll(async () => {
  for (const id of published) await call("POST", `/v1/cabinet/products/${id}/archive`);
  await call("POST", "/v1/dev/providers", { stripe_api_base: null });
  // leave the seller as found: cards through the sandbox, the provider disconnected
  await call("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] });
  expect((await call("DELETE", "/v1/cabinet/settings/payment_providers/stripe")).status).toBe(200);
  await server.close();
});

/** Buys the shop's product 2 by card, routed to the card provider. */
async function buy(email: string, key = `stripe-${email}-${Date.now()}`) {
  const shop = await call("GET", "/v1/shop/kleinunternehmer/products/2");
  const plan = shop.body.product.pricing_plans[0];
  const cart = { product_id: 2, plan_id: plan.id, buyer: { country: "DE", business: false }, payment_method: "card" };
  const quote = (await call("POST", "/v1/checkout/quote", cart)).body.quote;
  const body = {
    cart,
    email,
    payer: {
      first_name: "Kai",
      last_name: "Kunde",
      street: "Weg",
      street_number: "1",
      zip: "50667",
      city: "Köln",
      payer_country: "DE",
      phone: "+49 221 123456",
    },
    expected: { due_now: quote.due_now.gross, total: quote.total },
    consents: CONSENTS,
  };
  const made = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": key });
  expect(made.status, made.text).toBe(201);
  const pi = String(made.body.confirm?.client_secret ?? "").split("_secret_")[0]!;
  return { made, token: made.body.order.token as string, pi, quote, body, key };
}

async function until(token: string, done: (o: Record<string, any>) => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    const o = (await call("GET", `/v1/checkout/orders/${token}`)).body;
    if (done(o)) return o;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the order was not ${what}`);
}
const paidAndDelivered = (o: Record<string, any>) => o.order.payment_state === "paid" && o.delivery.delivered;

describe("the card provider", () => {
  it("is connected with checked keys, sealed, and shown only masked", async () => {
    const wrong = await call("PUT", "/v1/cabinet/settings/payment_providers/stripe", { ...keys, secret_key: "sk_live_51Recorded0001" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.map((e: any) => [e.source.pointer, e.code])).toEqual([["/secret_key", "keys_mode_mismatch"]]);
    const saved = await call("PUT", "/v1/cabinet/settings/payment_providers/stripe", keys);
    expect(saved.status).toBe(200);
    const stripe = saved.body.providers.find((p: any) => p.provider === "stripe");
    expect(stripe).toMatchObject({
      connected: true,
      mode: "test",
      publishable_key: keys.publishable_key,
      webhook_url: "/v1/webhooks/stripe/kleinunternehmer",
    });
    expect(stripe.secret_key).toMatch(/0001$/);
    // the keys were checked with the provider: a read-only call with the secret key
    const checked = received.find((r) => r.method === "GET" && r.path === "/v1/balance")!;
    expect(checked.headers.authorization).toBe(`Bearer ${keys.secret_key}`);
    const listed = await call("GET", "/v1/cabinet/settings/payment_providers");
    expect(listed.text).not.toContain(keys.secret_key);
    expect(listed.text).not.toContain(keys.webhook_secret);
    // cards go to it; the wallet provider is not connected, so PayPal cannot
    const refused = await call("PUT", "/v1/cabinet/settings/payment_settings", {
      methods: [{ method: "paypal", enabled: true, provider: "paypal" }],
    });
    expectError(refused, 422, "provider_not_connected", "methods/0/provider");
    const matrix = await call("PUT", "/v1/cabinet/settings/payment_settings", {
      methods: [{ method: "card", enabled: true, provider: "stripe" }],
    });
    expect(matrix.body.methods.find((m: any) => m.method === "card")).toMatchObject({ enabled: true, provider: "stripe" });
    expectError(await call("DELETE", "/v1/cabinet/settings/payment_providers/stripe"), 409, "provider_in_use");
  });

  it("takes a buyer's card payment: the edge's request, the recorded answer, the signed webhook", async () => {
    await call("POST", "/v1/dev/providers", { stripe_api_base: apiBase });
    const { made, token: orderToken, pi, quote, body, key } = await buy("card-buyer@example.org");
    expect(pi).toMatch(/^pi_test_/);
    expect(made.body.confirm).toEqual({
      provider: "stripe",
      client_secret: intents.get(pi)!.client_secret,
      publishable_key: keys.publishable_key,
    });
    // what the edge sent: the recorded request's shape with this order's facts
    const sent = received.find((r) => r.path === "/v1/payment_intents")!;
    expect(sent.headers.authorization).toBe(`Bearer ${keys.secret_key}`);
    expect(sent.headers["stripe-version"]).toBe(created.request.headers["Stripe-Version"]);
    const form = new URLSearchParams(sent.body);
    const minor = Math.round(Number(quote.due_now.gross.replace(".", "")));
    expect(form.get("amount")).toBe(String(minor));
    expect(form.get("currency")).toBe("eur");
    expect(form.get("metadata[reference]")).toBe(orderToken);
    expect(form.get("payment_method_types[0]")).toBe("card");

    // asked again (the page reloaded): the same order, and the provider's fields once more
    const replayed = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": key });
    expect(replayed.status).toBe(200);
    expect(replayed.body.order.token).toBe(orderToken);
    expect(replayed.body.confirm).toEqual(made.body.confirm);
    expect(received.some((r) => r.method === "GET" && r.path === `/v1/payment_intents/${pi}`)).toBe(true);

    // the provider's webhook: forged, stale, of an unknown shop, for another amount, then genuine
    const payload = eventAbout(succeeded.event, `evt_card_${pi}`, pi, minor);
    const forged = await call("POST", "/v1/webhooks/stripe/kleinunternehmer", payload, {
      "stripe-signature": signed(payload, "whsec_someoneelse01"),
    });
    expectError(forged, 400, "webhook_invalid");
    const stale = await call("POST", "/v1/webhooks/stripe/kleinunternehmer", payload, {
      "stripe-signature": signed(payload, keys.webhook_secret, Math.floor(Date.now() / 1000) - 301),
    });
    expectError(stale, 400, "webhook_invalid");
    expectError(
      await call("POST", "/v1/webhooks/stripe/nobody", payload, { "stripe-signature": signed(payload) }),
      404,
      "webhook_not_found",
    );
    const mails = async () =>
      (await call("GET", "/v1/dev/mails")).body.list.filter(
        (m: any) => m.to === "studio@sellwerk.test" && m.subject.startsWith("Check a payment"),
      );
    const told = (await mails()).length;
    const short = eventAbout(succeeded.event, `evt_short_${pi}`, pi, minor - 1);
    const mismatch = await call("POST", "/v1/webhooks/stripe/kleinunternehmer", short, { "stripe-signature": signed(short) });
    expect(mismatch.body).toEqual({ received: true, applied: "amount_mismatch" });
    expect((await call("POST", "/v1/webhooks/stripe/kleinunternehmer", short, { "stripe-signature": signed(short) })).body.applied).toBe(
      "duplicate",
    );
    expect((await call("GET", `/v1/checkout/orders/${orderToken}`)).body.order.payment_state).toBe("payment_waiting");
    const mail = (await mails()).slice(told);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(`${minor - 1} (minor units) EUR`);
    expect(mail[0].text).toContain(`asks ${quote.due_now.gross} EUR`);
    const genuine = await call("POST", "/v1/webhooks/stripe/kleinunternehmer", payload, { "stripe-signature": signed(payload) });
    expect(genuine.body).toEqual({ received: true, applied: "changed" });
    const again = await call("POST", "/v1/webhooks/stripe/kleinunternehmer", payload, { "stripe-signature": signed(payload) });
    expect(again.body.applied).toBe("duplicate");
    await until(orderToken, paidAndDelivered, "paid and delivered");

    // the seller refunds: the edge asks the provider, the provider's webhook confirms
    const orders = await call("GET", `/v1/cabinet/orders?query=${encodeURIComponent("card-buyer@example.org")}`);
    const id = orders.body.list[0].id;
    const refund = await call("POST", `/v1/cabinet/orders/${id}/refund`);
    expect(refund.status, refund.text).toBe(202);
    const asked = new URLSearchParams(received.find((r) => r.path === "/v1/refunds")!.body);
    expect(asked.get("payment_intent")).toBe(pi);
    expect(asked.get("amount")).toBe(form.get("amount"));
    const refundEvent = structuredClone(refundedEvent.event);
    refundEvent.data.object.payment_intent = pi;
    const refundPayload = JSON.stringify(refundEvent);
    const confirmed = await call("POST", "/v1/webhooks/stripe/kleinunternehmer", refundPayload, {
      "stripe-signature": signed(refundPayload),
    });
    expect(confirmed.body.applied).toBe("changed");
    const after = await until(orderToken, (o) => o.order.payment_state === "payment_refunded" && o.delivery.revoked, "refunded");
    expect(after.order.order_state).toBe("refunded");
  });

  it("applies a payment confirmed in the browser on the buyer's return, without waiting for its webhook", async () => {
    const { token: orderToken, pi, quote } = await buy("returning-buyer@example.org");
    // not yet confirmed: asking changes nothing
    expect((await call("POST", `/v1/checkout/orders/${orderToken}/check`)).body.order.payment_state).toBe("payment_waiting");
    settle(pi);
    const checked = await call("POST", `/v1/checkout/orders/${orderToken}/check`);
    expect(checked.status).toBe(200);
    expect(checked.body.order.payment_state).toBe("paid");
    await until(orderToken, paidAndDelivered, "delivered");
    // asked again: nothing more is asked of the provider
    const reads = received.filter((r) => r.method === "GET" && r.path === `/v1/payment_intents/${pi}`).length;
    expect((await call("POST", `/v1/checkout/orders/${orderToken}/check`)).body.order.payment_state).toBe("paid");
    expect(received.filter((r) => r.method === "GET" && r.path === `/v1/payment_intents/${pi}`)).toHaveLength(reads);
    // the provider's webhook arriving after all changes nothing
    const minor = Math.round(Number(quote.due_now.gross.replace(".", "")));
    const payload = eventAbout(succeeded.event, `evt_late_${pi}`, pi, minor);
    expect(
      (await call("POST", "/v1/webhooks/stripe/kleinunternehmer", payload, { "stripe-signature": signed(payload) })).body.applied,
    ).toBe("unchanged");
    expectError(await call("POST", "/v1/checkout/orders/no-such-order/check"), 404, "order_not_found");
  });

  it("asks the provider before a card checkout expires: a success whose webhook was lost pays the order", async () => {
    const lost = await buy("lost-webhook@example.org");
    const abandoned = await buy("abandoned@example.org");
    settle(lost.pi);
    try {
      await call("POST", "/v1/dev/clock", { offset_seconds: 2 * 3600 });
      const ticks = await tickUntilQuiet();
      expect(ticks.reconciled, JSON.stringify(ticks)).toBeGreaterThanOrEqual(1);
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    await until(lost.token, paidAndDelivered, "paid by the provider's own word");
    const gone = (await call("GET", `/v1/checkout/orders/${abandoned.token}`)).body.order;
    expect(gone).toMatchObject({ order_state: "cancelled" });
    expect(received.some((r) => r.method === "GET" && r.path === `/v1/payment_intents/${abandoned.pi}`)).toBe(true);
    // the abandoned payment succeeds after all: the money goes back through the provider
    const minor = Math.round(Number(abandoned.quote.due_now.gross.replace(".", "")));
    const late = eventAbout(succeeded.event, `evt_late_${abandoned.pi}`, abandoned.pi, minor);
    expect((await call("POST", "/v1/webhooks/stripe/kleinunternehmer", late, { "stripe-signature": signed(late) })).body.applied).toBe(
      "changed",
    );
    let refund: (typeof received)[number] | undefined;
    for (let i = 0; i < 50 && !refund; i++) {
      refund = received.find((r) => r.path === "/v1/refunds" && new URLSearchParams(r.body).get("payment_intent") === abandoned.pi);
      if (!refund) await new Promise((r) => setTimeout(r, 100));
    }
    expect(new URLSearchParams(refund!.body).get("amount")).toBe(String(minor));
    expect((await call("GET", `/v1/checkout/orders/${abandoned.token}`)).body.delivery.delivered).toBe(false);
  });

  it("saves the card of a plan's first payment and charges the next rate off-session when it is due", async () => {
    const id = (await call("POST", "/v1/cabinet/products", { form: "service", name: "Coaching in three rates" })).body.product.id;
    published.push(id);
    const terms = { kind: "installment", currency: "eur", first_amount: "10.00", next_amount: "10.00", payments_count: 3, interval: "1m" };
    const plan = (await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, { name: "3 x 10", terms })).body.pricing_plan.id;
    expect((await call("POST", `/v1/cabinet/products/${id}/publish`)).status).toBe(200);
    const cart = { product_id: id, plan_id: plan, buyer: { country: "DE", business: false }, payment_method: "card" };
    const quote = (await call("POST", "/v1/checkout/quote", cart)).body.quote;
    const made = await call(
      "POST",
      "/v1/checkout/orders",
      {
        cart,
        email: "plan-buyer@example.org",
        payer: {
          first_name: "Pia",
          last_name: "Plan",
          street: "Weg",
          street_number: "3",
          zip: "50667",
          city: "Köln",
          payer_country: "DE",
          phone: "+49 221 333",
        },
        expected: { due_now: quote.due_now.gross, total: quote.total },
        consents: CONSENTS,
      },
      { "idempotency-key": `stripe-plan-${Date.now()}` },
    );
    expect(made.status, made.text).toBe(201);
    // the first payment saves the card with a customer
    const first = new URLSearchParams(received.filter((r) => r.path === "/v1/payment_intents").at(-1)!.body);
    expect(first.get("customer")).toBe(savedFirst.response.body.customer);
    expect(first.get("setup_future_usage")).toBe("off_session");
    const firstId = String(made.body.confirm.client_secret).split("_secret_")[0]!;
    const payload = eventAbout(succeeded.event, "evt_plan_first", firstId, 1000);
    expect(
      (await call("POST", "/v1/webhooks/stripe/kleinunternehmer", payload, { "stripe-signature": signed(payload) })).body.applied,
    ).toBe("changed");
    const order = async () => (await call("GET", `/v1/checkout/orders/${made.body.order.token}`)).body;
    expect((await order()).rates.map((r: any) => r.state)).toEqual(["paid", "future", "future"]);
    try {
      await call("POST", "/v1/dev/clock", { offset_seconds: 33 * 86_400 });
      const ticks = await tickUntilQuiet();
      expect(ticks.charged, JSON.stringify(ticks)).toBeGreaterThanOrEqual(1);
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    // the saved method was read back and charged off-session
    expect(received.some((r) => r.method === "GET" && r.path === `/v1/payment_intents/${firstId}`)).toBe(true);
    const second = new URLSearchParams(received.filter((r) => r.path === "/v1/payment_intents").at(-1)!.body);
    expect(second.get("off_session")).toBe("true");
    expect(second.get("payment_method")).toBe(savedFirst.response.body.payment_method);
    expect(second.get("amount")).toBe("1000");
    const after = await order();
    expect(after.rates.map((r: any) => r.state)).toEqual(["paid", "paid", "future"]);
    expect(after.order.payment_state).toBe("paying");

    // the third rate is declined off-session; the buyer pays it now in the provider's fields
    declineOffSession = true;
    try {
      await call("POST", "/v1/dev/clock", { offset_seconds: 63 * 86_400 });
      await call("POST", "/v1/dev/tick");
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    const declined = await order();
    expect(declined.rates.map((r: any) => [r.state, r.payable])).toEqual([
      ["paid", false],
      ["paid", false],
      ["unpaid", true],
    ]);
    const pay = await call("POST", `/v1/checkout/orders/${made.body.order.token}/rates/2/pay`);
    expect(pay.status, pay.text).toBe(200);
    const third = String(pay.body.confirm.client_secret).split("_secret_")[0]!;
    expect(pay.body.confirm).toEqual({
      provider: "stripe",
      client_secret: intents.get(third)!.client_secret,
      publishable_key: keys.publishable_key,
    });
    expect(pay.body.redirect_url).toBe(`/s/kleinunternehmer/payment/${made.body.order.token}/manage`);
    expect(intents.get(third)!.amount).toBe(1000);

    // meanwhile the scheduler's retry (a day later) charges the saved card, which pays now
    try {
      await call("POST", "/v1/dev/clock", { offset_seconds: 65 * 86_400 });
      const ticks = await tickUntilQuiet();
      expect(ticks.charged, JSON.stringify(ticks)).toBeGreaterThanOrEqual(1);
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    const retried = await order();
    expect(retried.rates.map((r: any) => r.state)).toEqual(["paid", "paid", "paid"]);
    expect(retried.order.payment_state).toBe("paid");
    // the buyer confirms in the fields left open: that second payment is given back
    settle(third);
    const twice = eventAbout(succeeded.event, `evt_twice_${third}`, third, 1000);
    expect((await call("POST", "/v1/webhooks/stripe/kleinunternehmer", twice, { "stripe-signature": signed(twice) })).body.applied).toBe(
      "returned",
    );
    let given: (typeof received)[number] | undefined;
    for (let i = 0; i < 50 && !given; i++) {
      given = received.find((r) => r.path === "/v1/refunds" && new URLSearchParams(r.body).get("payment_intent") === third);
      if (!given) await new Promise((r) => setTimeout(r, 100));
    }
    expect(new URLSearchParams(given!.body).get("amount")).toBe("1000");
    // its refund event leaves the order as it is
    const refundEvent = structuredClone(refundedEvent.event);
    refundEvent.id = `evt_returned_${third}`;
    refundEvent.data.object.payment_intent = third;
    const refundPayload = JSON.stringify(refundEvent);
    expect(
      (await call("POST", "/v1/webhooks/stripe/kleinunternehmer", refundPayload, { "stripe-signature": signed(refundPayload) })).body
        .applied,
    ).toBe("unchanged");
    const kept = await order();
    expect(kept.order.payment_state).toBe("paid");
    expect(kept.delivery.revoked).toBe(false);
  });
});
