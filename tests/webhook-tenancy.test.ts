// Cross-tenant payment forgery (issue 14, finding 2), written as the
// attack. Two sellers — the demo seller (A) and a seller made here through
// the API (B) — are both connected to the same provider stand-in with
// their own secrets. Seller A signs an event about B's payment with A's own
// secret and posts it to A's own endpoint: a valid signature, but B's order
// must not move (neither paid and delivered by a forged success, nor
// revoked by a forged refund). The same event at B's endpoint, signed with
// B's secret, works, so the positive path is proved too. For the card
// provider, the wallet provider and the sandbox alike; event ids are
// namespaced per seller; a seller's keys are checked with the provider
// when saved.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, expectError, publishedDownload, signIn } from "./support/api";
import {
  orderStatus as order,
  paidAndDelivered,
  SANDBOX_SECRET,
  sandboxForm,
  sandboxKey,
  sandboxSignature as sandboxSigned,
  untilOrder as until,
  CONSENTS,
} from "./support/checkout";
import { type KeyStandin, startKeyStandin } from "./support/provider-standin";

type Json = Record<string, any>;
const fixture = (provider: string, name: string) =>
  JSON.parse(readFileSync(new URL(`../payments/fixtures/${provider}/${name}.json`, import.meta.url), "utf8")) as Json;
const stripeCreated = fixture("stripe", "payment_intent_card_one_off");
const stripeSucceeded = fixture("stripe", "event_payment_intent_succeeded");
const stripeRefunded = fixture("stripe", "event_charge_refunded");
const stripeRefund = fixture("stripe", "refund");
const paypalCreated = fixture("paypal", "order_created_approve");
const paypalCaptured = fixture("paypal", "capture_completed");
const paypalVerified = fixture("paypal", "verify_webhook");
const paypalNotVerified = fixture("paypal", "verify_webhook_failure");
const paypalRefunded = fixture("paypal", "event_capture_refunded");

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

type Seller = {
  token: string;
  id: number;
  username: string;
  stripe: { publishable_key: string; secret_key: string; webhook_secret: string };
  paypal: { client_id: string; client_secret: string; webhook_id: string; mode: string };
  product: { id: number; plan: number };
};
const A = {
  token: "",
  id: 0,
  username: "demo",
  stripe: { publishable_key: "pk_test_51TenantA0001", secret_key: "sk_test_51TenantA0001", webhook_secret: "whsec_tenantA0000001" },
  paypal: { client_id: "TenantAClientId00001", client_secret: "TenantAClientSecret01", webhook_id: "TENANTAWEBHOOK01", mode: "test" },
  product: { id: 0, plan: 0 },
};
const B = {
  token: "",
  id: 0,
  username: `tenantb${run}`.slice(0, 30),
  stripe: { publishable_key: "pk_test_51TenantB0002", secret_key: "sk_test_51TenantB0002", webhook_secret: "whsec_tenantB0000002" },
  paypal: { client_id: "TenantBClientId00002", client_secret: "TenantBClientSecret02", webhook_id: "TENANTBWEBHOOK02", mode: "test" },
  product: { id: 0, plan: 0 },
};
const asA = apiAs(() => A.token);
const asB = apiAs(() => B.token);
/** A caller without a session: a provider posting a webhook, a buyer. */
async function anyone(method: string, path: string, json?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    redirect: "manual",
    headers: { ...(json === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: json === undefined ? undefined : typeof json === "string" ? json : JSON.stringify(json),
  });
  const text = await response.text();
  let body: Json;
  try {
    body = text ? (JSON.parse(text) as Json) : {};
  } catch {
    body = {};
  }
  return { status: response.status, body, text, headers: response.headers };
}

let standin: KeyStandin;
/** The stand-in's payment intents, by id. */
const intents = new Map<string, Json>();
let made = 0;
/** The amount of the last wallet order the edge created, which the capture echoes. */
let ordered: unknown = null;

/** `Stripe-Signature` for `payload` with `secret`, now. */
function stripeSigned(payload: string, secret: string) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`;
}

async function sellerId(call: ReturnType<typeof apiAs>) {
  const me = await call("GET", "/v1/app/user/me");
  expect(me.status, me.text).toBe(200);
  return me.body.profile.seller_id as number;
}

/** A new seller through the API: signed up, confirmed by the mailed link, signed in. */
async function newSeller() {
  const email = `tenant-b-${run}@example.org`;
  const password = "tenant b password";
  await confirmedAccount(anyone, { email, password, username: B.username, firstName: "Bea", lastName: "Tenant", profile: "seller" });
  B.token = await signIn(email, password, "203.0.113.151");
  B.id = await sellerId(asB);
}

/** A buyer's order of `seller`'s product with `method`; the order's answer. */
async function buy(seller: Seller, method: string, email: string) {
  const call = seller === A ? asA : asB;
  const cart = {
    product_id: seller.product.id,
    plan_id: seller.product.plan,
    buyer: { country: "DE", business: false },
    payment_method: method,
  };
  const quote = await call("POST", "/v1/checkout/quote", cart);
  expect(quote.status, quote.text).toBe(200);
  const body = {
    cart,
    email,
    payer: {
      first_name: "Tom",
      last_name: "Tenant",
      street: "Weg",
      street_number: "1",
      zip: "50667",
      city: "Köln",
      payer_country: "DE",
      phone: "+49 221 123456",
    },
    expected: { due_now: quote.body.quote.due_now.gross, total: quote.body.quote.total },
    consents: CONSENTS,
  };
  const made = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": `tenancy-${method}-${email}` });
  expect(made.status, made.text).toBe(201);
  const gross = quote.body.quote.due_now.gross as string;
  return { token: made.body.order.token as string, answer: made.body, minor: Number(gross.replace(".", "")), gross };
}

const refundedAndRevoked = (o: Json) => o.order?.payment_state === "payment_refunded" && o.delivery?.revoked === true;
/** Lets the queue run what a change would have sent (a delivery, a revocation). */
const settle = () => new Promise((r) => setTimeout(r, 1500));

beforeAll(async () => {
  standin = await startKeyStandin((r, send) => {
    const form = new URLSearchParams(r.body);
    const reading = /^\/v1\/payment_intents\/([^/]+)$/.exec(r.path);
    if (r.method === "POST" && r.path === "/v1/payment_intents") {
      const id = `pi_tenancy_${++made}_${run}`;
      const intent = {
        ...stripeCreated.response.body,
        id,
        client_secret: `${id}_secret_${made}`,
        amount: Number(form.get("amount")),
        currency: form.get("currency"),
      };
      intents.set(id, intent);
      send(stripeCreated.response.status, intent);
    } else if (r.method === "GET" && reading && intents.has(reading[1]!)) {
      send(200, intents.get(reading[1]!));
    } else if (r.method === "POST" && r.path === "/v1/refunds") {
      send(stripeRefund.response.status, stripeRefund.response.body);
    } else if (r.method === "POST" && r.path === "/v2/checkout/orders") {
      ordered = JSON.parse(r.body).purchase_units[0].amount;
      send(paypalCreated.response.status, paypalCreated.response.body);
    } else if (r.method === "POST" && /^\/v2\/checkout\/orders\/[^/]+\/capture$/.test(r.path)) {
      const capture = structuredClone(paypalCaptured.response.body);
      capture.purchase_units[0].payments.captures[0].amount = ordered;
      send(paypalCaptured.response.status, capture);
    } else if (r.method === "POST" && /^\/v2\/payments\/captures\/[^/]+\/refund$/.test(r.path)) {
      send(201, { id: `REFUND${made}`, status: "COMPLETED", amount: ordered });
    } else if (r.method === "POST" && r.path === "/v1/notifications/verify-webhook-signature") {
      // the provider verifies a delivery it made, whichever of its accounts asks
      const genuine = JSON.parse(r.body).transmission_sig === paypalVerified.delivery.headers["paypal-transmission-sig"];
      send(
        genuine ? paypalVerified.response.status : paypalNotVerified.response.status,
        genuine ? paypalVerified.response.body : paypalNotVerified.response.body,
      );
    } else {
      return false;
    }
    return true;
  });
  A.token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.150");
  A.id = await sellerId(asA);
  await newSeller();
  expect(A.id).not.toBe(B.id);
  A.product = await publishedDownload(asA, A.token, `Tenancy A ${run}`, "a.txt", "21.00");
  B.product = await publishedDownload(asB, B.token, `Tenancy B ${run}`, "b.txt", "34.00");
});

afterAll(async () => {
  // leave the demo seller as found: cards and PayPal through the sandbox, no provider connected
  await asA("PUT", "/v1/cabinet/settings/payment_settings", {
    methods: [
      { method: "card", enabled: true, provider: "sandbox" },
      { method: "paypal", enabled: true, provider: "sandbox" },
    ],
  });
  await asA("DELETE", "/v1/cabinet/settings/payment_providers/stripe");
  await asA("DELETE", "/v1/cabinet/settings/payment_providers/paypal");
  if (A.product.id) await asA("POST", `/v1/cabinet/products/${A.product.id}/archive`);
  await asA("POST", "/v1/dev/providers", {});
  await standin?.close();
});

describe("the sandbox's events are resolved within the seller whose endpoint and key they come with", () => {
  it("a sandbox event about B's payment, signed with A's key at A's endpoint, leaves B's order unpaid; at B's endpoint with B's key it pays", async () => {
    expect(
      (await asB("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] }))
        .status,
    ).toBe(200);
    const bought = await buy(B, "card", `sandbox-b-${run}@example.org`);
    const payment = String(bought.answer.redirect_url).split("/").pop()!;
    expect(payment).toMatch(/^sbx_/);
    const event = (id: string) =>
      JSON.stringify({
        id,
        type: "payment.succeeded",
        payment_id: payment,
        amount_minor: bought.minor,
        currency: "eur",
        created: Math.floor(Date.now() / 1000),
      });

    // the attack: A's own endpoint, A's own key, B's payment
    const forged = event(`evt_sbx_forged_${run}`);
    const atA = await anyone("POST", `/v1/webhooks/sandbox/${A.username}`, forged, {
      "sandbox-signature": sandboxSigned(forged, sandboxKey(A.id)),
      "content-type": "application/json",
    });
    expect(atA.status, atA.text).toBe(200);
    expect(atA.body).toEqual({ received: true, applied: "unchanged" });
    // the one endpoint for every seller, signed with the sandbox's own key, is gone
    expect(
      (
        await anyone("POST", "/v1/webhooks/sandbox", forged, {
          "sandbox-signature": sandboxSigned(forged, SANDBOX_SECRET),
          "content-type": "application/json",
        })
      ).status,
    ).toBe(404);
    // A's key does not open B's endpoint; the platform's own key neither
    expectError(
      await anyone("POST", `/v1/webhooks/sandbox/${B.username}`, forged, { "sandbox-signature": sandboxSigned(forged, sandboxKey(A.id)) }),
      400,
      "webhook_invalid",
    );
    expectError(
      await anyone("POST", `/v1/webhooks/sandbox/${B.username}`, forged, { "sandbox-signature": sandboxSigned(forged, SANDBOX_SECRET) }),
      400,
      "webhook_invalid",
    );
    await settle();
    const untouched = await order(bought.token);
    expect(untouched.order).toMatchObject({ payment_state: "payment_waiting", order_state: "ready" });
    expect(untouched.delivery.delivered).toBe(false);

    // the genuine event: B's endpoint, B's key
    const genuine = event(`evt_sbx_genuine_${run}`);
    const atB = await anyone("POST", `/v1/webhooks/sandbox/${B.username}`, genuine, {
      "sandbox-signature": sandboxSigned(genuine, sandboxKey(B.id)),
    });
    expect(atB.body).toEqual({ received: true, applied: "changed" });
    await until(bought.token, paidAndDelivered, "paid and delivered");
  });

  it("the sandbox's own page pays B's order through B's endpoint (its events are signed for B)", async () => {
    const bought = await buy(B, "card", `sandbox-page-b-${run}@example.org`);
    const paid = await sandboxForm(bought.answer.redirect_url, { card_number: "4242424242424242" });
    expect(paid.status).toBe(303);
    await until(bought.token, paidAndDelivered, "paid by the sandbox's own webhook");
  });
});

describe("a seller's provider keys are checked with the provider when saved", () => {
  it("refuses keys the card provider refuses, or says are of the other mode, and answers 502 when it cannot be reached", async () => {
    expect((await asB("POST", "/v1/dev/providers", { stripe_api_base: standin.apiBase, paypal_api_base: standin.apiBase })).status).toBe(
      200,
    );
    const refusedKey = "sk_test_51TenantBRefused";
    standin.refused.add(refusedKey);
    const refused = await asB("PUT", "/v1/cabinet/settings/payment_providers/stripe", { ...B.stripe, secret_key: refusedKey });
    expectError(refused, 422, "provider_keys_refused", "secret_key");
    expect(
      standin.received.some((r) => r.method === "GET" && r.path === "/v1/balance" && r.headers.authorization === `Bearer ${refusedKey}`),
    ).toBe(true);
    const liveKey = "sk_test_51TenantBSaysLive";
    standin.otherMode.add(liveKey);
    expectError(
      await asB("PUT", "/v1/cabinet/settings/payment_providers/stripe", { ...B.stripe, secret_key: liveKey }),
      422,
      "keys_mode_mismatch",
      "secret_key",
    );
    // a provider out of reach: a port nothing listens on
    expect(
      (await asB("POST", "/v1/dev/providers", { stripe_api_base: "http://127.0.0.1:9", paypal_api_base: standin.apiBase })).status,
    ).toBe(200);
    expectError(await asB("PUT", "/v1/cabinet/settings/payment_providers/stripe", B.stripe), 502, "provider_unreachable");
    expect((await asB("POST", "/v1/dev/providers", { stripe_api_base: standin.apiBase, paypal_api_base: standin.apiBase })).status).toBe(
      200,
    );
    const providers = (await asB("GET", "/v1/cabinet/settings/payment_providers")).body.providers;
    expect(providers.find((p: Json) => p.provider === "stripe").connected).toBe(false);

    const saved = await asB("PUT", "/v1/cabinet/settings/payment_providers/stripe", B.stripe);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.providers.find((p: Json) => p.provider === "stripe")).toMatchObject({ connected: true, mode: "test" });
    expect(standin.received.some((r) => r.path === "/v1/balance" && r.headers.authorization === `Bearer ${B.stripe.secret_key}`)).toBe(
      true,
    );
  });

  it("refuses wallet credentials the provider grants no token for, and accepts good ones", async () => {
    const refusedId = "TenantBRefusedClient";
    standin.refused.add(refusedId);
    const refused = await asB("PUT", "/v1/cabinet/settings/payment_providers/paypal", { ...B.paypal, client_id: refusedId });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.errors.map((e: Json) => [e.code, e.source.pointer])).toEqual([
      ["provider_keys_refused", "/client_id"],
      ["provider_keys_refused", "/client_secret"],
    ]);
    const saved = await asB("PUT", "/v1/cabinet/settings/payment_providers/paypal", B.paypal);
    expect(saved.status, saved.text).toBe(200);
    const token = standin.received.filter((r) => r.path === "/v1/oauth2/token").at(-1)!;
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from(`${B.paypal.client_id}:${B.paypal.client_secret}`).toString("base64")}`);
  });
});

describe("the card provider's events are resolved within the seller whose endpoint and secret they come with", () => {
  let bought: Awaited<ReturnType<typeof buy>>;
  let pi = "";

  beforeAll(async () => {
    // both sellers on the card provider, with different webhook secrets
    expect((await asA("POST", "/v1/dev/providers", { stripe_api_base: standin.apiBase, paypal_api_base: standin.apiBase })).status).toBe(
      200,
    );
    expect((await asA("PUT", "/v1/cabinet/settings/payment_providers/stripe", A.stripe)).status).toBe(200);
    expect((await asB("PUT", "/v1/cabinet/settings/payment_providers/stripe", B.stripe)).status).toBe(200);
    expect(
      (await asA("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "stripe" }] }))
        .status,
    ).toBe(200);
    expect(
      (await asB("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "stripe" }] }))
        .status,
    ).toBe(200);
    bought = await buy(B, "card", `card-b-${run}@example.org`);
    // the payment intent's id reaches every buyer in the client secret
    pi = String(bought.answer.confirm.client_secret).split("_secret_")[0]!;
    expect(intents.has(pi)).toBe(true);
  });

  const succeededAbout = (id: string, eventId: string, amount: number) => {
    const event = structuredClone(stripeSucceeded.event);
    event.id = eventId;
    Object.assign(event.data.object, { id, amount, amount_received: amount, currency: "eur" });
    return JSON.stringify(event);
  };
  const refundedAbout = (id: string, eventId: string) => {
    const event = structuredClone(stripeRefunded.event);
    event.id = eventId;
    event.data.object.payment_intent = id;
    return JSON.stringify(event);
  };

  it("a success about B's payment, signed by A at A's endpoint, neither pays nor delivers B's order; at B's endpoint it does", async () => {
    const forged = succeededAbout(pi, `evt_forged_success_${run}`, bought.minor);
    const atA = await anyone("POST", `/v1/webhooks/stripe/${A.username}`, forged, {
      "stripe-signature": stripeSigned(forged, A.stripe.webhook_secret),
    });
    expect(atA.status, atA.text).toBe(200);
    expect(atA.body).toEqual({ received: true, applied: "unchanged" });
    // A's secret does not open B's endpoint
    expectError(
      await anyone("POST", `/v1/webhooks/stripe/${B.username}`, forged, {
        "stripe-signature": stripeSigned(forged, A.stripe.webhook_secret),
      }),
      400,
      "webhook_invalid",
    );
    await settle();
    const untouched = await order(bought.token);
    expect(untouched.order).toMatchObject({ payment_state: "payment_waiting", order_state: "ready" });
    expect(untouched.delivery.delivered).toBe(false);

    // the event id A used is A's: the same id from B's account still counts
    const genuine = succeededAbout(pi, `evt_forged_success_${run}`, bought.minor);
    const atB = await anyone("POST", `/v1/webhooks/stripe/${B.username}`, genuine, {
      "stripe-signature": stripeSigned(genuine, B.stripe.webhook_secret),
    });
    expect(atB.body).toEqual({ received: true, applied: "changed" });
    await until(bought.token, paidAndDelivered, "paid and delivered");
    expect(
      (
        await anyone("POST", `/v1/webhooks/stripe/${B.username}`, genuine, {
          "stripe-signature": stripeSigned(genuine, B.stripe.webhook_secret),
        })
      ).body.applied,
    ).toBe("duplicate");
  });

  it("a refund about B's payment, signed by A at A's endpoint, leaves B's buyer's delivery; at B's endpoint it refunds", async () => {
    const forged = refundedAbout(pi, `evt_forged_refund_${run}`);
    const atA = await anyone("POST", `/v1/webhooks/stripe/${A.username}`, forged, {
      "stripe-signature": stripeSigned(forged, A.stripe.webhook_secret),
    });
    expect(atA.body).toEqual({ received: true, applied: "unchanged" });
    await settle();
    const kept = await order(bought.token);
    expect(kept.order.payment_state).toBe("paid");
    expect(kept.delivery).toMatchObject({ delivered: true, revoked: false });

    const genuine = refundedAbout(pi, `evt_genuine_refund_${run}`);
    const atB = await anyone("POST", `/v1/webhooks/stripe/${B.username}`, genuine, {
      "stripe-signature": stripeSigned(genuine, B.stripe.webhook_secret),
    });
    expect(atB.body).toEqual({ received: true, applied: "changed" });
    await until(bought.token, refundedAndRevoked, "refunded and revoked");
  });

  it("event ids are namespaced per seller: one id applied for B is still new for A", async () => {
    const own = await buy(A, "card", `card-a-${run}@example.org`);
    const ownPi = String(own.answer.confirm.client_secret).split("_secret_")[0]!;
    // the id B's account already used (previous test) pays A's own order at A's endpoint
    const event = succeededAbout(ownPi, `evt_forged_success_${run}`, own.minor);
    const atA = await anyone("POST", `/v1/webhooks/stripe/${A.username}`, event, {
      "stripe-signature": stripeSigned(event, A.stripe.webhook_secret),
    });
    expect(atA.body).toEqual({ received: true, applied: "changed" });
    await until(own.token, paidAndDelivered, "paid and delivered");
    expect(
      (
        await anyone("POST", `/v1/webhooks/stripe/${A.username}`, event, {
          "stripe-signature": stripeSigned(event, A.stripe.webhook_secret),
        })
      ).body.applied,
    ).toBe("duplicate");
  });
});

describe("the wallet provider's events are resolved within the seller whose endpoint and webhook id they come with", () => {
  it("a refund about B's capture, verified for A at A's endpoint, leaves B's order; at B's endpoint it refunds", async () => {
    expect((await asA("PUT", "/v1/cabinet/settings/payment_providers/paypal", A.paypal)).status).toBe(200);
    expect((await asB("PUT", "/v1/cabinet/settings/payment_providers/paypal", B.paypal)).status).toBe(200);
    expect(
      (await asB("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "paypal", enabled: true, provider: "paypal" }] }))
        .status,
    ).toBe(200);
    const bought = await buy(B, "paypal", `wallet-b-${run}@example.org`);
    const back = await anyone("GET", `/v1/paypal/return/${bought.token}?token=${paypalCreated.response.body.id}`);
    expect(back.status, back.text).toBe(303);
    await until(bought.token, paidAndDelivered, "paid and delivered");

    const capture = paypalCaptured.response.body.purchase_units[0].payments.captures[0].id as string;
    const event = structuredClone(paypalRefunded.event);
    event.id = `WH-TENANCY-${run}`;
    event.resource.amount = { currency_code: "EUR", value: bought.gross };
    event.resource.links = event.resource.links.map((l: Json) =>
      l.rel === "up" ? { ...l, href: `https://api.sandbox.paypal.com/v2/payments/captures/${capture}` } : l,
    );
    const body = JSON.stringify(event);
    const headers = { ...paypalVerified.delivery.headers } as Record<string, string>;
    const atA = await anyone("POST", `/v1/webhooks/paypal/${A.username}`, body, headers);
    expect(atA.status, atA.text).toBe(200);
    expect(atA.body).toEqual({ received: true, applied: "unchanged" });
    // verified with A's webhook id: the stand-in was asked with A's token
    const asked = standin.received.filter((r) => r.path === "/v1/notifications/verify-webhook-signature").at(-1)!;
    expect(JSON.parse(asked.body).webhook_id).toBe(A.paypal.webhook_id);
    await settle();
    const kept = await order(bought.token);
    expect(kept.order.payment_state).toBe("paid");
    expect(kept.delivery).toMatchObject({ delivered: true, revoked: false });

    const atB = await anyone("POST", `/v1/webhooks/paypal/${B.username}`, body, headers);
    expect(atB.body).toEqual({ received: true, applied: "changed" });
    expect(
      JSON.parse(standin.received.filter((r) => r.path === "/v1/notifications/verify-webhook-signature").at(-1)!.body).webhook_id,
    ).toBe(B.paypal.webhook_id);
    await until(bought.token, refundedAndRevoked, "refunded and revoked");
  });
});
