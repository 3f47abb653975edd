// Free trials and the scheduler (issue 14, finding 5), against the real
// worker: a zero-due recurring checkout saves a payment method before
// anything is handed over (the sandbox's page in setup mode, the card
// provider's SetupIntent against a loopback stand-in), its first real rate
// is charged with that method when it falls due, a method that cannot be
// charged (declined, or none saved) ends in debt, a paused plan and access
// withheld, never a pending rate; one order failing never stops the
// scheduler from charging another seller's rate, and a charge whose answer
// was lost is found again by its reference and applied once.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectError, must, seededSellers } from "./support/api";
import {
  orderStatus as status,
  sandboxForm as form,
  sandboxKey,
  sandboxWebhook,
  tickUntilQuiet,
  untilOrder as until,
  CONSENTS,
} from "./support/checkout";
import { type Loopback, type Received, startLoopback } from "./support/provider-standin";
import { rng as seeded } from "./support/rng";

/** The sandbox signs each seller's events with a key of that seller: the demo seller's (id 1). */
const DEMO_SANDBOX_KEY = sandboxKey(1);
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const sellers = seededSellers();
const { demo, studio } = sellers;
type Caller = typeof demo;

beforeAll(async () => {
  await sellers.signIn("203.0.113.90", "203.0.113.91");
});

/** Products this file publishes, archived at the end so other files see the shops as seeded. */
const published: [Caller, number][] = [];

/** A published course of the caller's shop with a monthly subscription starting with 14 free days. */
async function trialCourse(call: Caller, name: string) {
  const seller = must(call);
  const id = (await seller("/v1/cabinet/products", { form: "course", name })).product.id as number;
  const terms = { kind: "subscription", currency: "eur", first_amount: "29.00", next_amount: "29.00", interval: "1m", trial_period: "14d" };
  const plan = (await seller(`/v1/cabinet/products/${id}/pricing_plans`, { name: "Monthly, 14 days free", terms })).pricing_plan
    .id as number;
  await seller(`/v1/cabinet/products/${id}/publish`);
  published.push([call, id]);
  return { id, plan };
}

afterAll(async () => {
  for (const [call, id] of published) await call("POST", `/v1/cabinet/products/${id}/archive`);
});

const buyer = { country: "DE", business: false };
const payer = {
  first_name: "Tara",
  last_name: "Trial",
  street: "Probeweg",
  street_number: "14",
  zip: "10115",
  city: "Berlin",
  payer_country: "DE",
  phone: "+49 30 141414",
};

/** Orders the trial with the edge's own quote as the expected totals. */
async function order(product: { id: number; plan: number }, email: string, method = "card") {
  const cart = { product_id: product.id, plan_id: product.plan, buyer, payment_method: method };
  const quote = await demo("POST", "/v1/checkout/quote", cart);
  expect(quote.status, quote.text).toBe(200);
  expect(quote.body.quote.due_now.gross).toBe("0.00");
  const body = {
    cart,
    email,
    payer,
    expected: { due_now: quote.body.quote.due_now.gross, total: quote.body.quote.total },
    consents: CONSENTS,
  };
  return demo("POST", "/v1/checkout/orders", body, { "idempotency-key": `trial-${email}` });
}

/** Runs the scheduler until it is quiet with the edge's clock `days` (and `seconds`) ahead; its reports summed. */
async function tickAt(days: number, seconds = 0) {
  try {
    await demo("POST", "/v1/dev/clock", { offset_seconds: days * 86_400 + seconds });
    return await tickUntilQuiet();
  } finally {
    await demo("POST", "/v1/dev/clock", { offset_seconds: 0 });
  }
}

/** A trial ordered and its card saved on the sandbox's page; the order's token once delivered. */
async function savedTrial(product: { id: number; plan: number }, email: string, card = "4242424242424242") {
  const made = await order(product, email);
  expect(made.status, made.text).toBe(201);
  expect(made.body.redirect_url).toMatch(/^\/v1\/sandbox\/pay\/sbx_/);
  expect((await form(made.body.redirect_url, { card_number: card })).status).toBe(303);
  await until(made.body.order.token, (o) => o.delivery.delivered, "delivered");
  return made.body.order.token as string;
}

const states = (o: Record<string, any>) => o.rates.slice(0, 3).map((r: any) => r.state);

describe("a free trial through the sandbox", () => {
  let course: { id: number; plan: number };
  beforeAll(async () => {
    course = await trialCourse(demo, `Trial Course ${run}`);
  });

  it("saves a card first, is delivered only after that, and is charged when the first rate falls due", async () => {
    const made = await order(course, `trial-${run}@example.org`);
    expect(made.status, made.text).toBe(201);
    const token = made.body.order.token as string;
    expect(made.body.order).toMatchObject({ due_now: "0.00", order_state: "ready", payment_state: "payment_waiting" });
    // nothing is handed over before a method is saved: the buyer goes to the sandbox's page in setup mode
    expect(made.body.redirect_url).toMatch(/^\/v1\/sandbox\/pay\/sbx_/);
    await new Promise((r) => setTimeout(r, 1000));
    const waiting = await status(token);
    expect(waiting.delivery).toMatchObject({ delivered: false, access: [] });
    expect(waiting.order.payment_state).toBe("payment_waiting");
    const page = await fetch(`${baseUrl()}${made.body.redirect_url}`).then((r) => r.text());
    expect(page).toContain('data-testid="sandbox-setup"');
    expect(page).toContain('data-testid="sandbox-amount">0.00 EUR');
    // a declined card is not saved and gives nothing
    const declined = await form(made.body.redirect_url, { card_number: "4000000000000002" });
    expect(declined.text).toContain('data-code="generic_decline"');
    await until(token, (o) => o.order.payment_state === "payment_not_completed", "declined");
    expect((await status(token)).delivery.delivered).toBe(false);
    // the test card is saved, nothing charged, and the course is handed over
    const saved = await form(made.body.redirect_url, { card_number: "4242 4242 4242 4242" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/s/demo/payment/${token}/thank_you`);
    const delivered = await until(token, (o) => o.delivery.delivered && o.order.payment_state === "paying", "delivered");
    expect(delivered.delivery.access).toEqual([course.id]);
    expect(delivered.rates.slice(0, 2).map((r: any) => [r.state, r.amount])).toEqual([
      ["paid", "0.00"],
      ["future", "29.00"],
    ]);
    // fifteen days on, the first real rate is charged to the saved card
    const tick = await tickAt(15);
    expect(tick.charged).toBeGreaterThanOrEqual(1);
    const charged = await until(token, (o) => o.rates[1].state === "paid", "first rate charged");
    expect(states(charged)).toEqual(["paid", "paid", "future"]);
    expect(charged.order.payment_state).toBe("paying");
    expect(charged.delivery).toMatchObject({ revoked: false, access: [course.id] });
  });

  it("refuses a method that cannot be saved for later rates, such as the wallet", async () => {
    const refused = await order(course, `trial-wallet-${run}@example.org`, "paypal");
    expectError(refused, 422, "payment_method_not_available", "cart/payment_method");
  });

  it("ends in debt, a paused plan and access withheld when the saved card cannot be charged, never pending", async () => {
    // saved without trouble, declined whenever charged
    const token = await savedTrial(course, `trial-decline-${run}@example.org`, "4000000000000341");
    expect((await status(token)).delivery.access).toEqual([course.id]);
    const tick = await tickAt(15);
    expect(tick.failed).toBe(0);
    const paused = await until(token, (o) => o.order.payment_state === "payment_paused", "paused");
    expect(states(paused)).toEqual(["paid", "debt", "future"]);
    expect(paused.delivery).toMatchObject({ delivered: true, revoked: true, access: [] });
    // the buyer is told, and may pay the debt now
    expect(paused.rates[1].payable).toBe(true);
  });

  it("ends in debt and a paused plan when no usable method is saved, instead of a failed run", async () => {
    // the sandbox reports a saved method its books do not hold (a method gone since)
    const made = await order(course, `trial-nomethod-${run}@example.org`);
    const setup = String(made.body.redirect_url).split("/").pop()!;
    const event = JSON.stringify({
      id: `evt_saved_${run}`,
      type: "setup.succeeded",
      payment_id: setup,
      amount_minor: 0,
      currency: "eur",
      created: Math.floor(Date.now() / 1000),
    });
    const hook = await sandboxWebhook("demo", DEMO_SANDBOX_KEY, event);
    expect(hook.status).toBe(200);
    const token = made.body.order.token as string;
    await until(token, (o) => o.delivery.delivered, "delivered");
    const tick = await tickAt(15);
    expect(tick.failed).toBe(0);
    const paused = await until(token, (o) => o.order.payment_state === "payment_paused", "paused");
    expect(states(paused)).toEqual(["paid", "debt", "future"]);
    expect(paused.delivery).toMatchObject({ revoked: true, access: [] });
  });
});

describe("the scheduler", () => {
  it("charges another seller's due rate when one order fails, and applies the lost answer by its reference later", async () => {
    const mine = await trialCourse(demo, `Trial Mine ${run}`);
    const theirs = await trialCourse(studio, `Trial Theirs ${run}`);
    const a = await savedTrial(mine, `trial-a-${run}@example.org`);
    const b = await savedTrial(theirs, `trial-b-${run}@example.org`);
    // the sandbox takes the next charge but its answer (and webhook) never arrive
    const fault = await demo("POST", "/v1/dev/faults", { lose_charge_answers: 1 });
    expect(fault.status, fault.text).toBe(200);
    const first = await tickAt(15);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(first.charged).toBeGreaterThanOrEqual(1);
    // one of the two was charged in the same run although the other failed
    await new Promise((r) => setTimeout(r, 1000));
    const after = [await status(a), await status(b)];
    expect(after.map((o) => o.rates[1].state).sort()).toEqual(["paid", "pending"]);
    // the next run asks again with the charge's reference and applies the answer once
    const second = await tickAt(15, 120);
    expect(second.reconciled).toBeGreaterThanOrEqual(1);
    for (const token of [a, b]) {
      const o = await until(token, (x) => x.rates[1].state === "paid", "paid after the lost answer");
      expect(states(o)).toEqual(["paid", "paid", "future"]);
      expect(o.order.payment_state).toBe("paying");
    }
    // and charges nothing more: the rate is settled, the next one not due
    await tickAt(15, 240);
    for (const token of [a, b]) expect(states(await status(token))).toEqual(["paid", "paid", "future"]);
  });

  it("reconciles a lost charge answer of a single rate: pending only until the next run", async () => {
    const course = await trialCourse(demo, `Trial Lost ${run}`);
    const token = await savedTrial(course, `trial-lost-${run}@example.org`);
    await demo("POST", "/v1/dev/faults", { lose_charge_answers: 1 });
    const first = await tickAt(15);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await status(token)).rates[1].state).toBe("pending");
    // within the grace the charge is not asked about yet; after it, it is
    await tickAt(15, 120);
    const paid = await until(token, (o) => o.rates[1].state === "paid", "reconciled");
    expect(states(paid)).toEqual(["paid", "paid", "future"]);
  });
});

describe("a simulation of trial schedules", () => {
  it("delivers exactly the trials whose method was saved, once each, and leaves no rate pending after lost answers", async () => {
    const ORDERS = 60;
    const random = seeded(20261125);
    const course = await trialCourse(demo, `Trial Simulated ${run}`);
    /** What each order should end as: never saved, saved with a chargeable card, or saved with nothing chargeable. */
    const plans: { token: string; saved: "no" | "card" | "unchargeable" }[] = [];
    const hook = async (event: Record<string, unknown>) => {
      const r = await sandboxWebhook("demo", DEMO_SANDBOX_KEY, event);
      expect(r.status).toBe(200);
    };
    const one = async (i: number) => {
      const made = await order(course, `trial-sim-${i}-${run}@example.org`);
      expect(made.status, made.text).toBe(201);
      const page = made.body.redirect_url as string;
      const setup = page.split("/").pop()!;
      const roll = random();
      const event = (type: string, extra: Record<string, unknown> = {}) => ({
        id: `evt_${run}_${i}_${type}_${Math.floor(random() * 1e9)}`,
        type,
        payment_id: setup,
        amount_minor: 0,
        currency: "eur",
        created: Math.floor(Date.now() / 1000),
        ...extra,
      });
      // a declined card first, sometimes
      if (random() < 0.3) expect((await form(page, { card_number: "4000000000000002" })).status).toBe(200);
      let saved: "no" | "card" | "unchargeable" = "no";
      const events: Record<string, unknown>[] = [];
      if (roll < 0.4) {
        // saved on the sandbox's page: a good card, or one that is declined whenever charged
        const good = random() < 0.7;
        expect((await form(page, { card_number: good ? "4242424242424242" : "4000000000000341" })).status).toBe(303);
        saved = good ? "card" : "unchargeable";
      } else if (roll < 0.6) {
        // the provider says it saved a method its books do not hold
        events.push(event("setup.succeeded"));
        saved = "unchargeable";
      }
      if (random() < 0.4) events.push(event("payment.failed", { decline_code: "generic_decline" }));
      // "payments" of nothing never deliver
      if (random() < 0.4) events.push(event("payment.succeeded"));
      const deliveries = events.flatMap((e) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => e));
      for (let j = deliveries.length - 1; j > 0; j--) {
        const k = Math.floor(random() * (j + 1));
        [deliveries[j], deliveries[k]] = [deliveries[k]!, deliveries[j]!];
      }
      for (const e of deliveries) await hook(e);
      plans.push({ token: made.body.order.token, saved });
    };
    const queue = Array.from({ length: ORDERS }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await one(i);
      }),
    );
    const saved = plans.filter((p) => p.saved !== "no");
    for (const p of plans) {
      const o = p.saved === "no" ? await status(p.token) : await until(p.token, (x) => x.delivery.delivered, "delivered");
      if (p.saved === "no") {
        expect(o.delivery.delivered).toBe(false);
        expect(o.order.payment_state).not.toBe("paying");
      }
    }
    // stock committed exactly once per saved method
    expect((await demo("GET", `/v1/cabinet/products/${course.id}`)).body.product.sold_count).toBe(saved.length);
    // the first real rates fall due; some charges lose their answers
    await demo("POST", "/v1/dev/faults", { lose_charge_answers: 3 });
    for (let round = 0; round < 6; round++) await tickAt(15, round * 120);
    for (const p of saved) {
      const o = await until(p.token, (x) => x.rates[1].state !== "pending" && x.rates[1].state !== "future", "charged");
      expect([p.token, o.rates[1].state]).toEqual([p.token, p.saved === "card" ? "paid" : "debt"]);
      expect(o.order.payment_state).toBe(p.saved === "card" ? "paying" : "payment_paused");
      expect(o.delivery.revoked).toBe(p.saved !== "card");
    }
  }, 300_000);
});

// The card provider's SetupIntent path, against a loopback server that
// answers as the provider's API does (recorded fixtures, ids of its own).
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../payments/fixtures/stripe/${name}.json`, import.meta.url), "utf8")) as Record<string, any>;
const setupCreated = fixture("setup_intent_create");
const setupSaved = fixture("setup_intent_succeeded");
const setupEvent = fixture("event_setup_intent_succeeded");
const offSession = fixture("payment_intent_off_session_succeeded");
const methodGone = fixture("error_400_payment_method_missing");
const customer = fixture("payment_intent_save_for_later").response.body.customer as string;
const keys = {
  publishable_key: "pk_test_51TrialRecorded01",
  secret_key: "sk_test_51TrialRecorded01",
  webhook_secret: "whsec_trialrecorded01",
};

describe("a free trial with the card provider", () => {
  let server: Loopback;
  let received: Received[] = [];
  const setups = new Map<string, Record<string, any>>();
  let goneMethod = false;
  /** The provider fails every off-session charge on its side (no answer the edge can use). */
  let providerDown = false;
  let made = 0;

  beforeAll(async () => {
    server = await startLoopback((r, send) => {
      const form = new URLSearchParams(r.body);
      const readSetup = /^\/v1\/setup_intents\/([^/]+)$/.exec(r.path);
      if (r.method === "POST" && r.path === "/v1/customers") {
        send(200, { id: customer, object: "customer", email: form.get("email") });
      } else if (r.method === "POST" && r.path === "/v1/setup_intents") {
        const id = `seti_test_${++made}_${Date.now().toString(36)}`;
        const setup = {
          ...setupCreated.response.body,
          id,
          client_secret: `${id}_secret_${made}`,
          customer: form.get("customer"),
          metadata: { reference: form.get("metadata[reference]") },
        };
        setups.set(id, setup);
        send(200, setup);
      } else if (r.method === "GET" && readSetup && setups.has(readSetup[1]!)) {
        send(200, setups.get(readSetup[1]!));
      } else if (r.method === "POST" && r.path === "/v1/payment_intents" && form.get("off_session") === "true" && providerDown) {
        send(500, { error: { type: "api_error", message: "An unknown error occurred." } });
      } else if (r.method === "POST" && r.path === "/v1/payment_intents" && form.get("off_session") === "true" && goneMethod) {
        send(methodGone.response.status, methodGone.response.body);
      } else if (r.method === "POST" && r.path === "/v1/payment_intents" && form.get("off_session") === "true") {
        const id = `pi_trial_${++made}`;
        send(200, {
          ...offSession.response.body,
          id,
          amount: Number(form.get("amount")),
          currency: form.get("currency"),
          customer: form.get("customer"),
          payment_method: form.get("payment_method"),
        });
      } else if (r.method === "GET") {
        // any other read (the check of the keys when they are saved reads the balance) answers as a test account's balance
        send(200, {
          object: "balance",
          livemode: false,
          available: [{ amount: 0, currency: "eur" }],
          pending: [{ amount: 0, currency: "eur" }],
        });
      } else {
        send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "no such route" } });
      }
    });
    received = server.received;
    const apiBase = server.apiBase;
    expect((await studio("POST", "/v1/dev/providers", { stripe_api_base: apiBase })).status).toBe(200);
    const saved = await studio("PUT", "/v1/cabinet/settings/payment_providers/stripe", keys);
    expect(saved.status, saved.text).toBe(200);
    const routed = await studio("PUT", "/v1/cabinet/settings/payment_settings", {
      methods: [{ method: "card", enabled: true, provider: "stripe" }],
    });
    expect(routed.status, routed.text).toBe(200);
  });

  afterAll(async () => {
    await studio("POST", "/v1/dev/providers", { stripe_api_base: null });
    // leave the seller as found: cards through the sandbox, the provider disconnected
    await studio("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] });
    await studio("DELETE", "/v1/cabinet/settings/payment_providers/stripe");
    await server.close();
  });

  /** Saves the SetupIntent at the stand-in, as the buyer's confirmation in the provider's fields does. */
  const confirmSetup = (id: string) =>
    setups.set(id, { ...setups.get(id), ...setupSaved.response.body, id, client_secret: setups.get(id)!.client_secret, customer });

  it("saves the card with a SetupIntent confirmed in the browser, delivers only then, and charges it off-session", async () => {
    const course = await trialCourse(studio, `Card Trial ${run}`);
    const made = await order(course, `card-trial-${run}@example.org`);
    expect(made.status, made.text).toBe(201);
    const token = made.body.order.token as string;
    // the buyer's fields save the card: a SetupIntent with the customer, for off-session use
    expect(made.body.confirm).toMatchObject({ provider: "stripe", publishable_key: keys.publishable_key, intent: "setup" });
    const setup = String(made.body.confirm.client_secret).split("_secret_")[0]!;
    expect(setup).toMatch(/^seti_/);
    const created = received.filter((r) => r.path === "/v1/setup_intents").at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(created.body))).toMatchObject({
      customer,
      usage: "off_session",
      "payment_method_types[0]": "card",
      "metadata[reference]": token,
    });
    expect(created.headers["idempotency-key"]).toBe(`setup-${token}`);
    expect(received.some((r) => r.path === "/v1/payment_intents" && new URLSearchParams(r.body).get("metadata[reference]") === token)).toBe(
      false,
    );
    // asked before the buyer confirmed: still waiting, nothing handed over
    const early = (await demo("POST", `/v1/checkout/orders/${token}/check`)).body;
    expect(early.order.payment_state).toBe("payment_waiting");
    expect(early.delivery.delivered).toBe(false);
    // the same request again answers the same fields
    const cart = { product_id: course.id, plan_id: course.plan, buyer, payment_method: "card" };
    const again = await demo(
      "POST",
      "/v1/checkout/orders",
      {
        cart,
        email: `card-trial-${run}@example.org`,
        payer,
        expected: { due_now: "0.00", total: made.body.order.total },
        consents: CONSENTS,
      },
      { "idempotency-key": `trial-card-trial-${run}@example.org` },
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body.confirm).toEqual(made.body.confirm);
    // confirmed: the buyer's return asks the provider, and the order is delivered
    confirmSetup(setup);
    const checked = (await demo("POST", `/v1/checkout/orders/${token}/check`)).body;
    expect(checked.order.payment_state).toBe("paying");
    await until(token, (o) => o.delivery.delivered, "delivered");
    // the provider's webhook of the same setup changes nothing more
    const event = structuredClone(setupEvent.event);
    event.id = `evt_setup_${run}`;
    event.data.object.id = setup;
    const payload = JSON.stringify(event);
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac("sha256", keys.webhook_secret).update(`${t}.${payload}`).digest("hex")}`;
    const hook = await studio("POST", "/v1/webhooks/stripe/kleinunternehmer", payload, { "stripe-signature": signature });
    expect(hook.status, hook.text).toBe(200);
    expect(hook.body.applied).not.toBe("changed");
    // the first real rate: the setup read back and its method charged off-session under the rate's reference
    expect((await tickAt(15)).charged).toBeGreaterThanOrEqual(1);
    expect(received.some((r) => r.method === "GET" && r.path === `/v1/setup_intents/${setup}`)).toBe(true);
    const charge = received.filter((r) => r.path === "/v1/payment_intents").at(-1)!;
    const fields = new URLSearchParams(charge.body);
    expect(fields.get("off_session")).toBe("true");
    expect(fields.get("customer")).toBe(customer);
    expect(fields.get("payment_method")).toBe(setupSaved.response.body.payment_method);
    expect(fields.get("amount")).toBe("2900");
    expect(charge.headers["idempotency-key"]).toBe(`order-${token}-1-0`);
    const charged = await until(token, (o) => o.rates[1].state === "paid", "charged");
    expect(states(charged)).toEqual(["paid", "paid", "future"]);
  });

  it("treats a saved method that is gone as a hard decline: debt, paused, access withheld", async () => {
    const course = await trialCourse(studio, `Card Trial Gone ${run}`);
    const made = await order(course, `card-gone-${run}@example.org`);
    const token = made.body.order.token as string;
    const setup = String(made.body.confirm.client_secret).split("_secret_")[0]!;
    confirmSetup(setup);
    await demo("POST", `/v1/checkout/orders/${token}/check`);
    await until(token, (o) => o.delivery.delivered, "delivered");
    goneMethod = true;
    try {
      const tick = await tickAt(15);
      expect(tick.failed).toBe(0);
    } finally {
      goneMethod = false;
    }
    const paused = await until(token, (o) => o.order.payment_state === "payment_paused", "paused");
    expect(states(paused)).toEqual(["paid", "debt", "future"]);
    expect(paused.delivery).toMatchObject({ revoked: true, access: [] });
  });

  it("gives up on a charge whose answer never comes: a soft decline, retried under a new reference, never pending for ever", async () => {
    const course = await trialCourse(studio, `Card Trial Silent ${run}`);
    const made = await order(course, `card-silent-${run}@example.org`);
    const token = made.body.order.token as string;
    confirmSetup(String(made.body.confirm.client_secret).split("_secret_")[0]!);
    await demo("POST", `/v1/checkout/orders/${token}/check`);
    await until(token, (o) => o.delivery.delivered, "delivered");
    providerDown = true;
    try {
      expect((await tickAt(15)).failed).toBeGreaterThanOrEqual(1);
      expect((await status(token)).rates[1].state).toBe("pending");
      // asked again with the same reference, still no answer
      expect((await tickAt(15, 120)).failed).toBeGreaterThanOrEqual(1);
      expect((await status(token)).rates[1].state).toBe("pending");
      // past the deadline the charge counts as a soft decline, retried in a day
      await tickAt(15, 7 * 3600);
      const declined = await until(token, (o) => o.rates[1].state === "unpaid", "a soft decline");
      expect(declined.order.payment_state).toBe("paying");
    } finally {
      providerDown = false;
    }
    // the retry is a new charge under a new reference, and pays the rate
    await tickAt(16, 8 * 3600);
    const paid = await until(token, (o) => o.rates[1].state === "paid", "paid by the retry");
    expect(states(paid)).toEqual(["paid", "paid", "future"]);
    const references = received
      .filter((r) => r.path === "/v1/payment_intents" && new URLSearchParams(r.body).get("metadata[reference]") === token)
      .map((r) => r.headers["idempotency-key"]);
    expect(references).toEqual([`order-${token}-1-0`, `order-${token}-1-0`, `order-${token}-1-1`]);
  });
});
