// Connecting the card provider through its OAuth onboarding (issue 30,
// "Ready to sell means ready"), against the real worker with the provider's
// recorded answers on loopback (tests/support/connect-standin.ts): starting
// gives the provider's authorize page with a signed state; completing
// exchanges the code, connects the account live (the home checklist's
// payment item done) and the seller's payments use the connected account's
// key; the platform's Connect webhook finds the seller by the event's
// account. The attacks: another seller's, a tampered or an expired state; a
// code the provider refuses; an account another seller connected; a Connect
// event with a bad signature, of another seller's or an unknown account; the
// seller's own endpoint signed with an empty secret.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, confirmedAccount, expectError, must, publishedDownload, requestAt, baseUrl, signIn } from "./support/api";
import { quotedOrderBody, untilOrder } from "./support/checkout";
import { type ConnectStandin, startConnectStandin, stripeFixture, stripeSignature } from "./support/connect-standin";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const tokens = { a: "", b: "" };
const anyone = apiAs(() => "");
const a = apiAs(() => tokens.a);
const b = apiAs(() => tokens.b);
const accounts = { a: `acct_1A${run}`, b: `acct_1B${run}` };
const sellers = {
  a: { email: `connect-a-${run}@example.org`, password: "connect seller password", ip: "203.0.113.191" },
  b: { email: `connect-b-${run}@example.org`, password: "connect seller password", ip: "203.0.113.192" },
};
let standin: ConnectStandin;
const usernameOf = (key: string) => `c${key}${run}`.slice(0, 30);

const signInBoth = async () => {
  tokens.a = await signIn(sellers.a.email, sellers.a.password, sellers.a.ip);
  tokens.b = await signIn(sellers.b.email, sellers.b.password, sellers.b.ip);
};

/** Starts connecting as `call`: the authorize page's address. */
async function start(call: typeof a) {
  const started = await call("POST", "/v1/cabinet/settings/payment_providers/stripe/connect");
  expect(started.status, started.text).toBe(200);
  return new URL(started.body.url as string);
}

const complete = (call: typeof a, code: string, state: string) =>
  call("POST", "/v1/cabinet/settings/payment_providers/stripe/connect/complete", { code, state });

const stripeOf = (body: Record<string, any>) => (body.providers as Record<string, any>[]).find((p) => p.provider === "stripe")!;

/** Delivers a Connect event (signed with the platform's secret unless `signature` is given). */
const deliver = (payload: string, signature = stripeSignature(payload)) =>
  requestAt(baseUrl(), "POST", "/v1/webhooks/stripe_connect", payload, {
    "stripe-signature": signature,
    "content-type": "application/json",
  });

/** The recorded Connect payment event about payment `id` of `amount` on `account`. */
function paymentEvent(account: string, id: string, amount: number) {
  const event = structuredClone(stripeFixture("event_connect_payment_intent_succeeded").event);
  Object.assign(event, { id: `evt_${id}_${account}`, account, created: Math.floor(Date.now() / 1000) });
  Object.assign(event.data.object, { id, amount, amount_received: amount, currency: "eur" });
  return JSON.stringify(event);
}

beforeAll(async () => {
  for (const [key, s] of Object.entries(sellers)) {
    await confirmedAccount(anyone, {
      email: s.email,
      password: s.password,
      username: usernameOf(key),
      firstName: "Cora",
      lastName: "Connect",
      profile: "seller",
    });
  }
  await signInBoth();
  standin = await startConnectStandin();
  // the edge's calls to the provider (and the authorize page it answers) go to the stand-in;
  // this pool's worker runs one file at a time, and afterAll restores it
  await must(a)("/v1/dev/providers", { stripe_api_base: standin.apiBase });
});

afterAll(async () => {
  await anyone("POST", "/v1/dev/clock", { offset_seconds: 0 });
  await anyone("POST", "/v1/dev/providers", { stripe_api_base: null });
  await standin?.close();
});

describe("connecting the card provider through its onboarding", () => {
  it("starts at the provider's authorize page and completes live: checklist done, payments with the account's key, its events by account", async () => {
    const before = await a("GET", "/v1/cabinet/settings/payment_providers");
    expect(before.body.connect_available).toBe(true);
    expect(stripeOf(before.body)).toMatchObject({ connected: false });

    const url = await start(a);
    expect(`${url.origin}${url.pathname}`).toBe(`${standin.apiBase}/oauth/authorize`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("read_write");
    expect(url.searchParams.get("client_id")).toBe("ca_local_development_only");
    expect(url.searchParams.get("redirect_uri")).toBe(`${baseUrl()}/cabinet/settings/payment_providers/stripe/return`);
    const state = url.searchParams.get("state")!;
    expect(state).toMatch(/^\d+\.\d+\.[\w-]+\.[\w-]+$/);

    standin.code(`ac_a_${run}`, accounts.a);
    const done = await complete(a, `ac_a_${run}`, state);
    expect(done.status, done.text).toBe(200);
    expect(stripeOf(done.body)).toMatchObject({ connected: true, mode: "live", connected_via: "oauth", account_id: accounts.a });
    // the platform's key exchanged the code; the account's key never comes back
    const exchange = standin.received.find((r) => r.path === "/oauth/token")!;
    expect(exchange.headers.authorization).toBe("Bearer sk_test_local_development_only_connect_platform");
    expect(Object.fromEntries(new URLSearchParams(exchange.body))).toEqual({ grant_type: "authorization_code", code: `ac_a_${run}` });
    const listed = await a("GET", "/v1/cabinet/settings/payment_providers");
    expect(listed.text).not.toContain(standin.keyOf(accounts.a));

    // cards to the card provider: a live provider makes the checklist's payment item done
    const seller = must(a);
    await seller("/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "stripe" }] }, "PUT");
    expect((await a("GET", "/v1/cabinet/home")).body).toMatchObject({ checklist: { payment_method: true }, test_payments_only: false });

    // a buyer's payment is made with the connected account's key
    const product = await publishedDownload(a, tokens.a, `Connect Guide ${run}`, "guide.txt", "19.00");
    const body = await quotedOrderBody(anyone, { product_id: product.id, plan_id: product.plan }, `connect-buyer-${run}@example.org`);
    const made = await anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `connect-${run}` });
    expect(made.status, made.text).toBe(201);
    const sent = standin.received.filter((r) => r.path === "/v1/payment_intents").at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${standin.keyOf(accounts.a)}`);
    const pi = String(made.body.confirm.client_secret).split("_secret_")[0]!;
    const amount = Number(new URLSearchParams(sent.body).get("amount"));

    // the Connect endpoint: a bad signature is refused; another seller's
    // account and an unknown one apply nothing to anyone
    expectError(await deliver(paymentEvent(accounts.a, pi, amount), stripeSignature("other", "whsec_wrong")), 400, "webhook_invalid");
    standin.code(`ac_b_${run}`, accounts.b);
    expect((await complete(b, `ac_b_${run}`, (await start(b)).searchParams.get("state")!)).status).toBe(200);
    const theirs = await deliver(paymentEvent(accounts.b, pi, amount));
    expect(theirs.body).toEqual({ received: true, applied: "unchanged" });
    const unknown = await deliver(paymentEvent(`acct_1Unknown${run}`, pi, amount));
    expect(unknown.body).toEqual({ received: true, applied: "not_connected" });
    const order = await anyone("GET", `/v1/checkout/orders/${made.body.order.token}`);
    expect(order.body.order.payment_state).not.toBe("paid");
    // the seller's own endpoint has no secret for an OAuth connection: a
    // signature made with an empty secret proves nothing
    const payload = paymentEvent(accounts.a, pi, amount);
    expectError(
      await requestAt(baseUrl(), "POST", `/v1/webhooks/stripe/${usernameOf("a")}`, payload, {
        "stripe-signature": stripeSignature(payload, ""),
        "content-type": "application/json",
      }),
      404,
      "webhook_not_found",
    );
    // its own account's event pays the order
    const paid = await deliver(payload);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toEqual({ received: true, applied: "changed" });
    await untilOrder(made.body.order.token, (o) => o.order?.payment_state === "paid", "paid");
  });

  it("refuses another seller's, a tampered and an expired state, a refused code and an account taken", async () => {
    const state = (await start(a)).searchParams.get("state")!;
    standin.code(`ac_x_${run}`, accounts.a);
    // B brings back A's state (a return link made for A)
    expectError(await complete(b, `ac_x_${run}`, state), 403, "connect_state_foreign");
    const [seller, exp, nonce, sig] = state.split(".");
    // B's own id with A's signature, a later expiry, garbage
    const bId = (await start(b)).searchParams.get("state")!.split(".")[0];
    for (const forged of [`${bId}.${exp}.${nonce}.${sig}`, `${seller}.${Number(exp) + 3600}.${nonce}.${sig}`, "not-a-state"]) {
      expectError(await complete(b, `ac_x_${run}`, forged), 422, "connect_state_invalid", "state");
    }
    // a code used before (the first test's): the provider's recorded refusal
    expectError(await complete(a, `ac_a_${run}`, state), 422, "connect_code_refused", "code");
    // B connecting A's account
    standin.code(`ac_dup_${run}`, accounts.a);
    expectError(await complete(b, `ac_dup_${run}`, (await start(b)).searchParams.get("state")!), 409, "connect_account_taken");
    // 31 minutes later the state has expired (sign in again at the new time)
    const moved = await anyone("POST", "/v1/dev/clock", { offset_seconds: 31 * 60 });
    expect(moved.status, moved.text).toBe(200);
    try {
      await signInBoth();
      expectError(await complete(a, `ac_x_${run}`, state), 422, "connect_state_expired", "state");
    } finally {
      await anyone("POST", "/v1/dev/clock", { offset_seconds: 0 });
      await signInBoth();
    }
    // nothing of it changed either seller's connection
    expect(stripeOf((await a("GET", "/v1/cabinet/settings/payment_providers")).body)).toMatchObject({ account_id: accounts.a });
    expect(stripeOf((await b("GET", "/v1/cabinet/settings/payment_providers")).body)).toMatchObject({ account_id: accounts.b });
  });

  it("disconnects when the account deauthorizes the platform, and deauthorizes when the seller disconnects", async () => {
    const event = structuredClone(stripeFixture("event_account_application_deauthorized").event);
    Object.assign(event, { account: accounts.b, created: Math.floor(Date.now() / 1000) });
    const gone = await deliver(JSON.stringify(event));
    expect(gone.body).toEqual({ received: true, applied: "disconnected" });
    expect(stripeOf((await b("GET", "/v1/cabinet/settings/payment_providers")).body)).toMatchObject({ connected: false });
    // A's connection is untouched
    expect(stripeOf((await a("GET", "/v1/cabinet/settings/payment_providers")).body)).toMatchObject({ connected: true });

    const seller = must(a);
    await seller("/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] }, "PUT");
    const removed = await seller("/v1/cabinet/settings/payment_providers/stripe", undefined, "DELETE");
    expect(stripeOf(removed)).toMatchObject({ connected: false });
    const deauthorize = standin.received.filter((r) => r.path === "/oauth/deauthorize").at(-1)!;
    expect(deauthorize.headers.authorization).toBe("Bearer sk_test_local_development_only_connect_platform");
    expect(Object.fromEntries(new URLSearchParams(deauthorize.body))).toEqual({
      client_id: "ca_local_development_only",
      stripe_user_id: accounts.a,
    });
  });
});
