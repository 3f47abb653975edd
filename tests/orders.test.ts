// The money path at the edge (issue 7), against the real worker in
// workerd with local D1, R2 and Queues: orders made once per
// Idempotency-Key, the edge's quote as the authority, the sandbox provider's
// hosted page (test cards, 3-D Secure, declines), signed webhooks applied
// exactly once in any order, delivery through the queue (signed download
// links, license keys, event tickets, the confirmation mail), stock that is
// never oversold, instalments charged by the scheduler, recovery of a lost
// webhook, and a seeded simulation of 250 provider event schedules (the
// rules themselves meet 2,000 generated batches of schedules in core:
// core/tests/order_schedules.rs).
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, expectError, must, publishedProduct, signIn } from "./support/api";
import { germanDate, pdfCode, pdfTexts, todayUtc } from "./support/certificates";
import {
  orderStatus as status,
  paidAndDelivered,
  payer,
  quotedOrderBody,
  sandboxForm as form,
  sandboxKey,
  sandboxWebhook,
  untilOrder as until,
  tickUntilQuiet,
} from "./support/checkout";
import { rng as seeded } from "./support/rng";

let token = "";
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const call = apiAs(() => token);

const seller = (path: string, json?: unknown, method = "POST") => must(call)(path, json, method);

/** A published product of the demo seller with one plan, set up by `prepare` first; its ids. */
const product = (form: string, name: string, terms: Record<string, unknown>, prepare?: (id: number) => Promise<number | void>) =>
  publishedProduct(seller, form, name, terms, prepare);

/** An order body for a product and plan with the totals the edge quotes. */
const orderBody = (productId: number, planId: number, email: string, extra: Record<string, unknown> = {}) =>
  quotedOrderBody(call, { product_id: productId, plan_id: planId, ...extra }, email);

const order = (body: unknown, key = `key-${Math.random()}`) => call("POST", "/v1/checkout/orders", body, { "idempotency-key": key });

/** The key the sandbox signs the demo seller's (id 1) events with. */
const DEMO_KEY = sandboxKey(1);

/** Posts a sandbox webhook to the demo seller's endpoint, signed as the sandbox signs that seller's events. */
const webhook = (event: Record<string, unknown>) => sandboxWebhook("demo", DEMO_KEY, event);

const sandboxId = (redirect: string) => redirect.split("/").pop()!;

beforeAll(async () => {
  token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.70");
});

describe("making an order", () => {
  let download: { id: number; plan: number };
  beforeAll(async () => {
    download = await product("download", `Order Guide ${run}`, { kind: "one_time", currency: "eur", price: "29.00" }, async (id) => {
      const put = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files?name=guide.txt`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
        body: `the guide of run ${run}`,
      });
      expect(put.status).toBe(201);
    });
  });

  it("needs an Idempotency-Key, answers the same order for the same key and refuses it for another body", async () => {
    const body = await orderBody(download.id, download.plan, `buyer-${run}@example.org`);
    expectError(await call("POST", "/v1/checkout/orders", body), 400, "idempotency_key_required");
    const key = `same-${run}`;
    const first = await order(body, key);
    expect(first.status, first.text).toBe(201);
    expect(first.body.order).toMatchObject({ order_state: "ready", payment_state: "payment_waiting", due_now: "29.00", currency: "eur" });
    expect(first.body.redirect_url).toMatch(/^\/v1\/sandbox\/pay\/sbx_/);
    const again = await order(body, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expectError(await order({ ...body, email: `other-${run}@example.org` }, key), 422, "idempotency_key_reused");
  });

  it("answers 409 with its own quote when the browser's totals differ, and checks the payer", async () => {
    const body = await orderBody(download.id, download.plan, `buyer-${run}@example.org`);
    const changed = await order({ ...body, expected: { due_now: "19.00", total: "19.00" } });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toBe("quote_changed");
    expect(changed.body.quote.due_now.gross).toBe("29.00");
    const bad = await order({ ...body, email: "not-an-email", payer: { ...payer, payer_country: "XX" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: any) => e.source.pointer)).toEqual(expect.arrayContaining(["/email", "/payer/payer_country"]));
    expectError(await order({ ...body, cart: { ...body.cart, payment_method: "twint", plan_id: 999999 } }), 404, "product_not_found");
    expectError(await call("POST", "/v1/checkout/orders", "{", { "idempotency-key": "x-broken" }), 400, "malformed_json");
    expectError(await call("POST", "/v1/checkout/orders", JSON.stringify("{"), { "idempotency-key": "x-string" }), 400, "invalid_input");
  });

  it("pays by test card on the sandbox's page, delivers a signed download link and mails the buyer", async () => {
    const email = `card-${run}@example.org`;
    const made = await order(await orderBody(download.id, download.plan, email));
    const page = await fetch(`${baseUrl()}${made.body.redirect_url}`).then((r) => r.text());
    expect(page).toContain('data-testid="sandbox-amount">29.00 EUR');
    const paid = await form(made.body.redirect_url, { card_number: "4242 4242 4242 4242" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/s/demo/payment/${made.body.order.token}/thank_you`);
    const o = await until(made.body.order.token, paidAndDelivered, "paid and delivered");
    expect(o.order.order_state).toBe("closed");
    expect(o.rates).toEqual([expect.objectContaining({ index: 0, state: "paid", amount: "29.00" })]);
    expect(o.delivery.downloads).toHaveLength(1);
    const file = await fetch(`${baseUrl()}${o.delivery.downloads[0].url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(`the guide of run ${run}`);
    // a forged or changed link does not work
    const forged = o.delivery.downloads[0].url.replace(/sig=[^&]+/, "sig=AAAA");
    expect((await fetch(`${baseUrl()}${forged}`)).status).toBe(403);
    const mails = (await call("GET", "/v1/dev/mails")).body.list.filter((m: any) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your order: Order Guide ${run}`);
    expect(mails[0].text).toContain("/v1/downloads/");
    // the seller was told of the new order once it was paid (with its delivery, through the outbox)
    const told = (await call("GET", "/v1/dev/mails")).body.list.filter((m: any) => m.to === "demo@sellwerk.test" && m.text.includes(email));
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe(`New order: Order Guide ${run}`);
  });

  it("takes a SEPA debit that stays pending until the bank settles it, and one that bounces", async () => {
    const debit = async (iban: string) => {
      const made = await order(await orderBody(download.id, download.plan, `sepa-${iban}-${run}@example.org`, { payment_method: "sepa" }));
      expect(made.status, made.text).toBe(201);
      const page = await fetch(`${baseUrl()}${made.body.redirect_url}`).then((r) => r.text());
      expect(page).toContain('data-testid="sandbox-iban"');
      expect((await form(made.body.redirect_url, { iban })).status).toBe(303);
      await until(made.body.order.token, (o) => o.order.payment_state === "payment_pending", "pending");
      const settled = await call("POST", `/v1/dev/sandbox/${sandboxId(made.body.redirect_url)}/settle`);
      expect(settled.body.settled).toBe(true);
      return made.body.order.token as string;
    };
    const good = await debit("DE89370400440532013000");
    await until(good, paidAndDelivered, "paid after settling");
    const bounced = await debit("DE94370400440532010000");
    const o = await until(bounced, (x) => x.order.payment_state === "payment_not_completed", "bounced");
    expect(o.delivery.delivered).toBe(false);
  });

  it("holds an order whose debit is pending past the checkout's hour, and expires it only after the pending hold", async () => {
    const made = await order(await orderBody(download.id, download.plan, `sepa-held-${run}@example.org`, { payment_method: "sepa" }));
    expect((await form(made.body.redirect_url, { iban: "DE89370400440532013000" })).status).toBe(303);
    await until(made.body.order.token, (o) => o.order.payment_state === "payment_pending", "pending");
    const at = async (seconds: number) => {
      try {
        await call("POST", "/v1/dev/clock", { offset_seconds: seconds });
        for (let i = 0; i < 20 && (await call("POST", "/v1/dev/tick")).body.expired > 0; i++);
      } finally {
        await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
      }
      return (await status(made.body.order.token)).order;
    };
    // two hours on: an unpaid checkout would have expired; the debit on its way holds the order
    expect(await at(2 * 3600)).toMatchObject({ payment_state: "payment_pending", order_state: "ready" });
    // thirteen days on, still held; after fourteen days and the checkout's hour it expires
    expect(await at(13 * 86_400)).toMatchObject({ payment_state: "payment_pending", order_state: "ready" });
    const expired = await at(14 * 86_400 + 3600 + 60);
    expect(expired.order_state).toBe("cancelled");
    expect(expired.payment_state).not.toBe("payment_pending");
  });

  it("shows a declined card on the page and takes another card for the same order", async () => {
    const made = await order(await orderBody(download.id, download.plan, `decline-${run}@example.org`));
    const declined = await form(made.body.redirect_url, { card_number: "4000000000000002" });
    expect(declined.status).toBe(200);
    expect(declined.text).toContain('data-code="generic_decline"');
    await until(made.body.order.token, (o) => o.order.payment_state === "payment_not_completed", "not completed");
    await form(made.body.redirect_url, { card_number: "4242424242424242" });
    await until(made.body.order.token, paidAndDelivered, "paid after another card");
  });

  it("asks for 3-D Secure, and pays once the buyer confirms", async () => {
    const made = await order(await orderBody(download.id, download.plan, `3ds-${run}@example.org`));
    const challenge = await form(made.body.redirect_url, { card_number: "4000000000003220" });
    expect(challenge.text).toContain('data-testid="sandbox-challenge"');
    expect((await status(made.body.order.token)).order.payment_state).toBe("payment_waiting");
    // refused, the page says why and the buyer may try again
    const refused = await form(`${made.body.redirect_url}/challenge`, { result: "refuse" });
    expect(refused.status).toBe(200);
    expect(refused.text).toContain('data-code="authentication_failed"');
    expect((await form(made.body.redirect_url, { card_number: "4000000000003220" })).text).toContain('data-testid="sandbox-challenge"');
    const done = await form(`${made.body.redirect_url}/challenge`, { result: "approve" });
    expect(done.status).toBe(303);
    await until(made.body.order.token, paidAndDelivered, "paid after 3-D Secure");
  });
});

describe("stock", () => {
  it("never sells the last license key twice, even to two buyers at the same moment", async () => {
    const keys = await product("license_key", `Keys ${run}`, { kind: "one_time", currency: "eur", price: "9.00" }, async (id) => {
      await seller(`/v1/cabinet/products/${id}/license_keys`, { text: `LAST-KEY-${run}` });
    });
    const body = await orderBody(keys.id, keys.plan, `keys-${run}@example.org`);
    const answers = await Promise.all([order(body), order(body), order(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const winner = answers.find((a) => a.status === 201)!;
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error === "sold_out")).toBe(true);
    await form(winner.body.redirect_url, { card_number: "4242424242424242" });
    const o = await until(winner.body.order.token, paidAndDelivered, "delivered");
    expect(o.delivery.license_keys).toEqual([`LAST-KEY-${run}`]);
  });

  it("never sells more seats than an event ticket has, and issues a unique ticket code", async () => {
    const event = await product("event", `Summit ${run}`, { kind: "one_time", currency: "eur", price: "50.00" }, async (id) => {
      const t = await seller(`/v1/cabinet/products/${id}/tickets`, {
        name: "Seat",
        starts_at: "2030-05-01T10:00",
        ends_at: "2030-05-01T18:00",
        time_zone: "Europe/Berlin",
        location_short_name: "Hall",
        country_code: "DE",
        capacity: 2,
      });
      return t.ticket.id as number;
    });
    const body = await orderBody(event.id, event.plan, `seat-${run}@example.org`);
    const answers = await Promise.all([order(body), order(body), order(body), order(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    const codes = [];
    for (const a of answers.filter((x) => x.status === 201)) {
      await form(a.body.redirect_url, { card_number: "4242424242424242" });
      const o = await until(a.body.order.token, (x) => paidAndDelivered(x) && x.delivery.tickets.length === 1, "ticket");
      expect(o.delivery.tickets[0]).toMatchObject({ state: "unused", qr_svg: expect.stringMatching(/^<svg [^>]*viewBox="0 0 29 29"/) });
      codes.push(o.delivery.tickets[0].code);
    }
    expect(new Set(codes).size).toBe(2);
    const tickets = (await call("GET", `/v1/cabinet/products/${event.id}/tickets`)).body.tickets;
    expect(tickets[0]).toMatchObject({ sold_count: 2, reserved_count: 0 });
    const sold = await call("GET", `/v1/cabinet/payment_tickets?product_id=${event.id}`);
    expect(sold.body.list.map((t: any) => t.code).sort()).toEqual([...codes].sort());
    const overview = (await call("GET", "/v1/cabinet/payment_tickets/overview")).body.list.find((t: any) => t.product_id === event.id);
    expect(overview).toMatchObject({ capacity: 2, sold_count: 2, reserved_count: 0, unused: 2, used: 0, refunded: 0 });
    // admission at the door: once
    const admitted = await call("POST", `/v1/cabinet/payment_tickets/${codes[0]}/use`);
    expect(admitted.status).toBe(200);
    expect(admitted.body.ticket).toMatchObject({ code: codes[0], state: "used" });
    expectError(await call("POST", `/v1/cabinet/payment_tickets/${codes[0]}/use`), 409, "ticket_not_admissible");
    expectError(await call("POST", "/v1/cabinet/payment_tickets/NOSUCHCODE/use"), 404, "ticket_not_found");
  });
});

describe("certificates", () => {
  it("issues the buyer's certificate by a signed link, drawn from the product's settings", async () => {
    const cert = await product("certificate", `Diploma ${run}`, { kind: "one_time", currency: "eur", price: "15.00" }, async (id) => {
      await seller(
        `/v1/cabinet/products/${id}/setup`,
        {
          certificate: {
            orientation: "landscape",
            title: "Certificate of Mastery",
            text: "for the course",
            text_mode: "purchase_date",
            validity: "from_payment",
            valid_days: 365,
          },
          design: { background_color: "#fffaf0", text_color: "#222222", accent_color: "#b8860b", font: "medium", show_code: true },
        },
        "PUT",
      );
    });
    const made = await order(await orderBody(cert.id, cert.plan, `diploma-${run}@example.org`));
    await form(made.body.redirect_url, { card_number: "4242424242424242" });
    const o = await until(made.body.order.token, (x) => paidAndDelivered(x) && x.delivery.certificates.length === 1, "certificate");
    const link = o.delivery.certificates[0].url as string;
    // a designed PDF in the buyer's language (issue 30; it was a bare SVG with an ISO date)
    const pdf = await fetch(`${baseUrl()}${link}`, { headers: { "accept-language": "de" } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 8)).toString("latin1")).toBe("%PDF-1.4");
    const texts = pdfTexts(bytes);
    const paid = todayUtc();
    const last = new Date(Date.parse(`${paid}T00:00:00Z`) + 364 * 86_400_000).toISOString().slice(0, 10);
    expect(texts).toEqual(
      expect.arrayContaining([
        "Certificate of Mastery",
        "Dieses Zertifikat wird verliehen an",
        "Erika Muster",
        `Diploma ${run}`,
        "for the course",
        germanDate(paid),
        `Gültig vom ${germanDate(paid)} bis ${germanDate(last)}`,
      ]),
    );
    const code = pdfCode(texts);
    expect(texts).toContain(`Prüfen unter ${baseUrl()}/certificates/${code}`);
    // the same code on every download; the public check shows the facts and the validity
    expect(pdfCode(pdfTexts(new Uint8Array(await (await fetch(`${baseUrl()}${link}`)).arrayBuffer())))).toBe(code);
    const checked = await fetch(`${baseUrl()}/v1/certificate_checks/${code}`, { headers: { "cf-connecting-ip": "198.51.100.61" } });
    expect(await checked.json()).toEqual({
      code,
      kind: "product",
      buyer_name: "Erika Muster",
      course_name: `Diploma ${run}`,
      seller_name: expect.any(String),
      completed_on: paid,
      valid_from: paid,
      valid_until: last,
    });
    expect((await fetch(`${baseUrl()}${link.replace(/sig=[^&]+/, "sig=AAAA")}`)).status).toBe(403);
  });
});

describe("instalments and the scheduler", () => {
  it("lays out the rates from core's schedule and charges the next one when it is due", async () => {
    const plan = await product("course", `Course ${run}`, {
      kind: "installment",
      currency: "eur",
      first_amount: "100.00",
      next_amount: "100.00",
      payments_count: 3,
      interval: "1m",
    });
    const made = await order(await orderBody(plan.id, plan.plan, `rates-${run}@example.org`));
    expect(made.status, made.text).toBe(201);
    await form(made.body.redirect_url, { card_number: "4242424242424242" });
    const o = await until(made.body.order.token, (x) => x.order.payment_state === "paying" && x.delivery.delivered, "first rate");
    expect(o.order).toMatchObject({ order_state: "finalized", payment_state: "paying" });
    expect(o.rates.map((r: any) => [r.state, r.amount])).toEqual([
      ["paid", "100.00"],
      ["future", "100.00"],
      ["future", "100.00"],
    ]);
    try {
      // a month and a bit later the scheduler charges the second rate
      await call("POST", "/v1/dev/clock", { offset_seconds: 33 * 86_400 });
      const ticks = await tickUntilQuiet();
      expect(ticks.charged, JSON.stringify(ticks)).toBeGreaterThanOrEqual(1);
      const after = await until(made.body.order.token, (x) => x.rates[1].state === "paid", "second rate");
      expect(after.rates[2].state).toBe("future");
      expect(after.order.payment_state).toBe("paying");
      // an instalment plan is not the buyer's to cancel
      expect(after.cancellable).toBe(false);
      expectError(await call("POST", `/v1/checkout/orders/${made.body.order.token}/cancel`), 409, "not_cancellable");
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
  });
});

describe("a failed later rate", () => {
  it("mails the buyer, and the buyer pays it now on the order's page", async () => {
    const plan = await product("service", `Rates ${run}`, {
      kind: "installment",
      currency: "eur",
      first_amount: "10.00",
      next_amount: "10.00",
      payments_count: 3,
      interval: "1m",
    });
    const email = `pay-now-${run}@example.org`;
    const made = await order(await orderBody(plan.id, plan.plan, email));
    const token = made.body.order.token as string;
    // the first rate with a card whose issuer wants the buyer for every payment
    await form(made.body.redirect_url, { card_number: "4000000000003220" });
    expect((await form(`${made.body.redirect_url}/challenge`, { result: "approve" })).status).toBe(303);
    await until(token, (x) => x.order.payment_state === "paying" && x.delivery.delivered, "first rate");
    const pay = (index: number | string) => call("POST", `/v1/checkout/orders/${token}/rates/${index}/pay`);
    expectError(await pay(1), 409, "not_payable");
    try {
      await call("POST", "/v1/dev/clock", { offset_seconds: 33 * 86_400 });
      await call("POST", "/v1/dev/tick");
      // off-session, the saved card cannot be authenticated: a soft decline, retried in a day
      const failed = await until(token, (x) => x.rates[1].state === "unpaid", "second rate failed");
      expect(failed.rates.map((r: any) => r.payable)).toEqual([false, true, false]);
      expect(failed.order.payment_state).toBe("paying");
      let mail: any;
      for (let i = 0; i < 50 && !mail; i++) {
        mail = (await call("GET", "/v1/dev/mails")).body.list.find((m: any) => m.to === email && m.subject.startsWith("Payment failed"));
        if (!mail) await new Promise((r) => setTimeout(r, 100));
      }
      expect(mail.text).toContain("10.00 EUR");
      expect(mail.text).toContain("try again in 1 day");
      expect(mail.link).toBe(`/s/demo/payment/${token}/manage`);
      expectError(await pay(0), 409, "not_payable");
      expectError(await pay(2), 409, "not_payable");
      expectError(await pay(99), 404, "rate_not_found");
      expectError(await pay("second"), 404, "rate_not_found");
      expectError(await call("POST", "/v1/checkout/orders/nobody/rates/1/pay"), 404, "order_not_found");
      // the buyer pays it now with another card on the sandbox's page, and returns to the order's page
      const now = await pay(1);
      expect(now.status, now.text).toBe(200);
      expect(now.body.confirm).toBeNull();
      expect(now.body.redirect_url).toMatch(/^\/v1\/sandbox\/pay\//);
      // a second click (another tab) pays on the same page: one payment, not two
      expect((await pay(1)).body.redirect_url).toBe(now.body.redirect_url);
      const page = await fetch(`${baseUrl()}${now.body.redirect_url}`).then((r) => r.text());
      expect(page).toContain('data-testid="sandbox-amount">10.00 EUR');
      const paid = await form(now.body.redirect_url, { card_number: "4242424242424242" });
      expect(paid.headers.get("location")).toBe(`/s/demo/payment/${token}/manage`);
      const after = await until(token, (x) => x.rates[1].state === "paid", "second rate paid now");
      expect(after.rates.map((r: any) => [r.state, r.payable])).toEqual([
        ["paid", false],
        ["paid", false],
        ["future", false],
      ]);
      expect(after.order.payment_state).toBe("paying");
      // the scheduler does not charge the rate again
      await call("POST", "/v1/dev/tick");
      expect((await status(token)).rates[1].state).toBe("paid");
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
  });
});

describe("a debit plan", () => {
  it("debits a later rate from the saved account, pending until the bank settles it", async () => {
    const plan = await product("service", `Debits ${run}`, {
      kind: "installment",
      currency: "eur",
      first_amount: "10.00",
      next_amount: "10.00",
      payments_count: 2,
      interval: "1m",
    });
    const made = await order(await orderBody(plan.id, plan.plan, `debit-plan-${run}@example.org`, { payment_method: "sepa" }));
    const token = made.body.order.token as string;
    expect((await form(made.body.redirect_url, { iban: "DE89370400440532013000" })).status).toBe(303);
    await until(token, (o) => o.order.payment_state === "payment_pending", "pending");
    await call("POST", `/v1/dev/sandbox/${sandboxId(made.body.redirect_url)}/settle`);
    await until(token, (x) => x.order.payment_state === "paying" && x.delivery.delivered, "first rate");
    try {
      await call("POST", "/v1/dev/clock", { offset_seconds: 33 * 86_400 });
      await call("POST", "/v1/dev/tick");
      // not refused as a card number: the debit is on its way
      const later = await until(token, (x) => x.rates[1].state !== "future", "second rate started");
      expect(later.rates[1].state).toBe("pending");
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
  });
});

describe("recovery", () => {
  it("pays an order whose webhook was lost, by asking the provider on the next tick", async () => {
    const plan = await product("service", `Lost ${run}`, { kind: "one_time", currency: "eur", price: "5.00" });
    const made = await order(await orderBody(plan.id, plan.plan, `lost-${run}@example.org`));
    await call("POST", "/v1/dev/faults", { drop_sandbox_webhooks: 1 });
    await form(made.body.redirect_url, { card_number: "4242424242424242" });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await status(made.body.order.token)).order.payment_state).toBe("payment_waiting");
    try {
      await call("POST", "/v1/dev/clock", { offset_seconds: 120 });
      const ticks = await tickUntilQuiet();
      expect(ticks.reconciled, JSON.stringify(ticks)).toBeGreaterThanOrEqual(1);
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    await until(made.body.order.token, paidAndDelivered, "reconciled");
    // the webhook arriving late after all changes nothing
    const sandbox = sandboxId(made.body.redirect_url);
    const late = await webhook({
      id: `evt_late_${run}`,
      type: "payment.succeeded",
      payment_id: sandbox,
      amount_minor: 500,
      currency: "eur",
      created: Math.floor(Date.now() / 1000),
    });
    expect(late.body.applied).toBe("unchanged");
  });
});

describe("the seller's orders", () => {
  let paidToken = "";
  let orderId = 0;
  let productId = 0;
  beforeAll(async () => {
    const p = await product("download", `Ledger, "Vol. 1" ${run}`, { kind: "one_time", currency: "eur", price: "12.50" }, async (id) => {
      const put = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files?name=ledger.txt`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
        body: "ledger",
      });
      expect(put.status).toBe(201);
    });
    productId = p.id;
    const made = await order(await orderBody(p.id, p.plan, `ledger-${run}@example.org`));
    await form(made.body.redirect_url, { card_number: "4242424242424242" });
    await until(made.body.order.token, paidAndDelivered, "paid");
    paidToken = made.body.order.token;
    // and one that is never paid
    await order(await orderBody(p.id, p.plan, `ledger-unpaid-${run}@example.org`));
  });

  it("lists them with core's filters, and shows one with its payer, rates and delivery", async () => {
    const all = await call("GET", `/v1/cabinet/orders?product_id=${productId}&counts=true`);
    expect(all.status).toBe(200);
    expect(all.body.total_count).toBe(2);
    const paid = await call("GET", `/v1/cabinet/orders?product_id=${productId}&payment_state=paid`);
    expect(paid.body.list.map((o: any) => o.token)).toEqual([paidToken]);
    expect(paid.body.list[0]).toMatchObject({
      product_name: `Ledger, "Vol. 1" ${run}`,
      total: "12.50",
      plan_kind: "one_time",
      buyer_country: "DE",
    });
    orderId = paid.body.list[0].id;
    expectError(await call("GET", "/v1/cabinet/orders?colour=red"), 422, "unknown_filter", "colour");
    const detail = await call("GET", `/v1/cabinet/orders/${orderId}`);
    expect(detail.body).toMatchObject({ refundable: true, payer: { details: { first_name: "Erika" } }, delivery: { delivered: true } });
    expect(detail.body.rates).toEqual([expect.objectContaining({ index: 0, state: "paid", amount: "12.50" })]);
    const rates = await call("GET", `/v1/cabinet/order_rates?order_id=${orderId}`);
    expect(rates.body.list).toEqual([expect.objectContaining({ order_id: orderId, state: "paid", amount: "12.50", token: paidToken })]);
  });

  it("exports them as CSV with a bookkeeper's columns, in the seller's language (German: semicolons)", async () => {
    const response = await fetch(`${baseUrl()}/v1/cabinet/orders/export?product_id=${productId}&payment_state=paid`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    // (text() drops the byte order mark)
    const lines = (await response.text()).split("\r\n").filter(Boolean);
    expect(lines[0]!.split(";").slice(0, 5)).toEqual(["Bestellnummer", "Bestelldatum", "Zahlungsdatum", "Käufer", "E-Mail des Käufers"]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;"Ledger, ""Vol. 1"" ${run}";`);
    expect(lines[1]).toContain(`ledger-${run}@example.org`);
    expect(lines[1]).toContain(";12,50;EUR;");
  });

  it("are another seller's secret", async () => {
    const klein = await fetch(`${baseUrl()}/v1/app/session`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "203.0.113.71" },
      body: JSON.stringify({ email: "studio@sellwerk.test", password: "studio-password" }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const as = (path: string, method = "GET") =>
      fetch(`${baseUrl()}${path}`, { method, headers: { authorization: `Bearer ${klein.access_token}` } }).then(async (r) => ({
        status: r.status,
        text: await r.text(),
      }));
    expect((await as(`/v1/cabinet/orders/${orderId}`)).status).toBe(404);
    expect((await as(`/v1/cabinet/orders/${orderId}/refund`, "POST")).status).toBe(404);
    expect((await as("/v1/cabinet/orders")).text).not.toContain(paidToken);
    expect((await as("/v1/cabinet/orders/export")).text).not.toContain(paidToken);
    expect((await as("/v1/cabinet/order_rates")).text).not.toContain(paidToken);
  });

  it("refunds through the provider, which revokes the delivery", async () => {
    const before = await status(paidToken);
    const link = before.delivery.downloads[0].url;
    const refund = await call("POST", `/v1/cabinet/orders/${orderId}/refund`);
    expect(refund.status).toBe(202);
    const after = await until(paidToken, (o) => o.order.payment_state === "payment_refunded" && o.delivery.revoked, "refunded");
    expect(after.order.order_state).toBe("refunded");
    expect(after.delivery.downloads).toEqual([]);
    expect((await fetch(`${baseUrl()}${link}`)).status).toBe(404);
    expectError(await call("POST", `/v1/cabinet/orders/${orderId}/refund`), 409, "not_refundable");
  });
});

describe("a simulation of provider event schedules", () => {
  it("ends with exactly one paid order and one delivery per successful payment, none for failed ones", async () => {
    // Core's rules meet any schedule in core/tests/order_schedules.rs; this
    // proves the edge's part under interleaved events (signatures, event
    // records, the compare-and-set write, the queue's delivery, stock, an
    // export of more than one page, 200 rows each).
    const SCHEDULES = 250;
    const random = seeded(20261122);
    const sim = await product("service", `Simulated ${run}`, { kind: "one_time", currency: "eur", price: "3.00" });
    const body = await orderBody(sim.id, sim.plan, "sim@example.org");
    const outcomes: { token: string; succeeds: boolean }[] = [];
    let sent = 0;
    const one = async (i: number) => {
      const made = await order({ ...body, email: `sim-${i}-${run}@example.org` }, `sim-${run}-${i}`);
      expect(made.status, made.text).toBe(201);
      const payment = sandboxId(made.body.redirect_url);
      const succeeds = random() < 0.7;
      const event = (type: string, extra: Record<string, unknown> = {}) => ({
        id: `evt_${run}_${i}_${type}_${Math.floor(random() * 1e9)}`,
        type,
        payment_id: payment,
        amount_minor: 300,
        currency: "eur",
        created: Math.floor(Date.now() / 1000),
        ...extra,
      });
      const events = [];
      if (random() < 0.4) events.push(event("payment.pending"));
      if (random() < 0.4) events.push(event("payment.failed", { decline_code: random() < 0.5 ? "insufficient_funds" : "stolen_card" }));
      if (succeeds) events.push(event("payment.succeeded"));
      else if (events.every((e) => e.type !== "payment.failed")) events.push(event("payment.failed", { decline_code: "generic_decline" }));
      // duplicated and reordered
      const deliveries = events.flatMap((e) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => e));
      for (let j = deliveries.length - 1; j > 0; j--) {
        const k = Math.floor(random() * (j + 1));
        [deliveries[j], deliveries[k]] = [deliveries[k]!, deliveries[j]!];
      }
      for (const e of deliveries) {
        if (random() < 0.2) await new Promise((r) => setTimeout(r, Math.floor(random() * 5)));
        const answer = await webhook(e);
        expect(answer.status).toBe(200);
        sent++;
      }
      outcomes.push({ token: made.body.order.token, succeeds });
    };
    // several at a time: events of different orders interleave
    const queue = Array.from({ length: SCHEDULES }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await one(i);
      }),
    );
    expect(outcomes).toHaveLength(SCHEDULES);
    expect(sent).toBeGreaterThan(SCHEDULES);
    const successes = outcomes.filter((o) => o.succeeds).length;
    for (const o of outcomes) {
      const s = o.succeeds ? await until(o.token, paidAndDelivered, "paid") : await status(o.token);
      if (!o.succeeds) {
        expect(s.order.payment_state).not.toBe("paid");
        expect(s.delivery.delivered).toBe(false);
      }
    }
    // stock was committed exactly once per successful payment
    const detail = (await call("GET", `/v1/cabinet/products/${sim.id}`)).body.product;
    expect(detail.sold_count).toBe(successes);
    expect(detail.reserved_count).toBe(SCHEDULES - successes);
    // the failed checkouts expire and give their stock back; those whose
    // last word from the provider was "pending" are held longer (a payment
    // on its way), so the clock goes past that hold too
    try {
      await call("POST", "/v1/dev/clock", { offset_seconds: 15 * 86_400 });
      for (let i = 0; i < 10 && (await call("POST", "/v1/dev/tick")).body.expired > 0; i++);
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    const after = (await call("GET", `/v1/cabinet/products/${sim.id}`)).body.product;
    expect(after).toMatchObject({ sold_count: successes, reserved_count: 0 });
    // the export streams page after page: every order of the simulation
    const csv = await fetch(`${baseUrl()}/v1/cabinet/orders/export?product_id=${sim.id}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.text());
    const rows = csv.split("\r\n").filter(Boolean).slice(1);
    expect(rows).toHaveLength(SCHEDULES);
    // the demo seller's export is German: semicolons, the order number first, the status in words
    expect(new Set(rows.map((r) => r.split(";")[0])).size).toBe(SCHEDULES);
    expect(rows.filter((r) => r.split(";")[16] === "Bezahlt")).toHaveLength(successes);
  }, 600_000);
});
