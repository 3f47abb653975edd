// Every mail a buyer gets (issue 17, "Mail"): it carries a link to view it
// in the browser (/email_logs/{token}) and an unsubscribe link
// (/emails/unsubscribe/{token}, one per address and shop) with the
// List-Unsubscribe and one-click List-Unsubscribe-Post headers. The view
// link shows that mail and no other; an unknown token is 404. Optional
// mails (payment_reminders: 3 days before a later rate is charged, once
// per rate) stop after unsubscribing, per category or all at once with one
// click and without a session; receipts go on. A fresh seller sells an
// instalment plan to this file's buyers; the edge's clock moves to the
// rates' dates and back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, expectError, must, publishedProduct, requestAt, signIn } from "./support/api";
import { orderStatus, quotedOrderBody, sandboxForm, tickUntilQuiet, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);
const sellerEmail = `mails-${run}@example.org`;
const DAY = 86_400;

type Mail = { to: string; subject: string; text: string; link: string; headers: [string, string][] };
// the mailbox filtered by recipient: a busy run pushes a file's mails out of the newest 200
const mailsTo = async (to: string) =>
  ((await anyone("GET", `/v1/dev/mails?to=${encodeURIComponent(to)}`)).body.list as Mail[]).filter((m) => m.to === to);

const VIEW = /\/email_logs\/([A-Za-z0-9_-]{43})\b/;
const UNSUBSCRIBE = /\/emails\/unsubscribe\/([A-Za-z0-9_-]{43})\b/;
const viewToken = (m: Mail) => VIEW.exec(m.text)?.[1] ?? "";
const unsubscribeToken = (m: Mail) => UNSUBSCRIBE.exec(m.text)?.[1] ?? "";

let product = { id: 0, plan: 0 };
const buyers = { a: `rita-${run}@example.org`, b: `bodo-${run}@example.org` };
const orders: Record<"a" | "b", string> = { a: "", b: "" };

const moveClock = async (seconds: number) => {
  const moved = await anyone("POST", "/v1/dev/clock", { offset_seconds: Math.round(seconds) });
  expect(moved.status, moved.text).toBe(200);
};

/** Seconds from now until rate `index` of order `orderToken` is due. */
async function untilDue(orderToken: string, index: number) {
  const o = await orderStatus(orderToken);
  const due = Date.parse(o.rates[index].due_date as string);
  expect(Number.isNaN(due), JSON.stringify(o.rates[index])).toBe(false);
  return (due - Date.now()) / 1000;
}

/** Waits until `to` has a mail whose subject starts with `subject`. */
/** The mails to `to` whose subject starts with `subject`, once there are at least `least` (the queue sends them). */
async function mailOf(to: string, subject: string, least = 1) {
  for (let i = 0; i < 100; i++) {
    const found = (await mailsTo(to)).filter((m) => m.subject.startsWith(subject));
    if (found.length >= least) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  return [];
}

beforeAll(async () => {
  await confirmedAccount(anyone, {
    email: sellerEmail,
    password: "mail links seller password",
    username: `m${run}`.slice(0, 30),
    firstName: "Mila",
    lastName: "Post",
    profile: "seller",
  });
  token = await signIn(sellerEmail, "mail links seller password", "203.0.113.193");
  product = await publishedProduct(must(seller), "course", `Letter course ${run}`, {
    kind: "installment",
    currency: "eur",
    first_amount: "10.00",
    next_amount: "10.00",
    payments_count: 3,
    interval: "1m",
  });
  // buyer a pays by a plain test card, buyer b by one whose later, off-session charges fail
  for (const [key, card] of [
    ["a", "4242424242424242"],
    ["b", "4000000000003220"],
  ] as const) {
    const body = await quotedOrderBody(anyone, { product_id: product.id, plan_id: product.plan }, buyers[key]);
    const made = await anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `mail-links-${key}-${run}` });
    expect(made.status, made.text).toBe(201);
    await sandboxForm(made.body.redirect_url, { card_number: card });
    if (key === "b") expect((await sandboxForm(`${made.body.redirect_url}/challenge`, { result: "approve" })).status).toBe(303);
    orders[key] = made.body.order.token as string;
    await untilOrder(orders[key], (o) => o.delivery?.delivered === true, "delivered");
  }
});

afterAll(async () => {
  await moveClock(0);
});

describe("every buyer mail", () => {
  it("is the confirmation, the reminder 3 days ahead (once), the receipt and the failed rate, each with both links and the headers", async () => {
    expect(await mailOf(buyers.a, "Your order")).toHaveLength(1);
    // two days before the second rate: one reminder per buyer, however often the scheduler runs
    await moveClock((await untilDue(orders.a, 1)) - 2 * DAY);
    await tickUntilQuiet();
    await tickUntilQuiet();
    expect(await mailOf(buyers.a, "Upcoming payment")).toHaveLength(1);
    const reminder = (await mailOf(buyers.a, "Upcoming payment"))[0];
    expect(reminder?.text).toContain("10.00 EUR");
    expect(reminder?.link).toBe(`/s/${`m${run}`.slice(0, 30)}/payment/${orders.a}/manage`);
    // the rate is charged: a receipt for a, a failed charge for b
    await moveClock((await untilDue(orders.a, 1)) + DAY);
    await tickUntilQuiet();
    expect(await mailOf(buyers.a, "Receipt")).toHaveLength(1);
    expect(await mailOf(buyers.b, "Payment failed")).toHaveLength(1);
    await moveClock(0);

    const all = [...(await mailsTo(buyers.a)), ...(await mailsTo(buyers.b))];
    expect(all.map((m) => m.subject.split(":")[0]).sort()).toEqual(
      ["Payment failed", "Receipt", "Upcoming payment", "Upcoming payment", "Your order", "Your order"].sort(),
    );
    for (const m of all) {
      expect(m.text, m.subject).toContain(`${baseUrl()}/email_logs/${viewToken(m)}`);
      expect(m.text, m.subject).toContain(`${baseUrl()}/emails/unsubscribe/${unsubscribeToken(m)}`);
      expect(viewToken(m), m.subject).not.toBe("");
      expect(unsubscribeToken(m), m.subject).not.toBe("");
      expect(m.headers, m.subject).toContainEqual(["List-Unsubscribe", `<${baseUrl()}/v1/emails/unsubscribe/${unsubscribeToken(m)}>`]);
      expect(m.headers, m.subject).toContainEqual(["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"]);
    }
    // one view token per mail, one unsubscribe token per address and shop
    expect(new Set(all.map(viewToken)).size).toBe(all.length);
    const aTokens = new Set((await mailsTo(buyers.a)).map(unsubscribeToken));
    const bTokens = new Set((await mailsTo(buyers.b)).map(unsubscribeToken));
    expect(aTokens.size).toBe(1);
    expect(bTokens.size).toBe(1);
    expect([...aTokens][0]).not.toBe([...bTokens][0]);
  });

  it("is shown by its view link, that mail only, without a session", async () => {
    const all = [...(await mailsTo(buyers.a)), ...(await mailsTo(buyers.b))];
    for (const m of all) {
      const view = await requestAt(baseUrl(), "GET", `/v1/email_logs/${viewToken(m)}`);
      expect(view.status, view.text).toBe(200);
      expect(view.body.email_log.subject).toBe(m.subject);
      // the text as sent, up to its footer of links
      expect(m.text.startsWith(view.body.email_log.text.trimEnd())).toBe(true);
      expect(view.body.email_log.text).not.toContain("/email_logs/");
      expect(view.body.email_log.seller_username).toBe(`m${run}`.slice(0, 30));
      expect(Object.keys(view.body.email_log).sort()).toEqual(["seller_name", "seller_username", "sent_at", "subject", "text"]);
      expect(view.headers.get("cache-control")).toContain("no-store");
    }
  });

  it("answers 404 for an unknown, a malformed or an unsubscribe token", async () => {
    const m = (await mailsTo(buyers.a))[0] as Mail;
    const flipped = viewToken(m).replace(/^./, (c) => (c === "A" ? "B" : "A"));
    for (const bad of [flipped, "x".repeat(43), "short", unsubscribeToken(m), `${viewToken(m)}x`]) {
      expectError(await requestAt(baseUrl(), "GET", `/v1/email_logs/${bad}`), 404, "email_log_not_found");
    }
    expectError(await requestAt(baseUrl(), "GET", `/v1/emails/unsubscribe/${viewToken(m)}`), 404, "unsubscribe_not_found");
    expectError(await requestAt(baseUrl(), "POST", `/v1/emails/unsubscribe/${"y".repeat(43)}`), 404, "unsubscribe_not_found");
  });
});

describe("unsubscribing", () => {
  const tokenOf = async (to: string) => unsubscribeToken((await mailsTo(to))[0] as Mail);
  const reminders = (list: { category: string; subscribed: boolean }[]) => list.find((c) => c.category === "payment_reminders")?.subscribed;

  it("shows the shop, the address hidden, and the optional categories", async () => {
    const shown = await requestAt(baseUrl(), "GET", `/v1/emails/unsubscribe/${await tokenOf(buyers.a)}`);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.subscription).toMatchObject({ email: "r•••@example.org", seller_username: `m${run}`.slice(0, 30) });
    expect(shown.body.subscription.optional).toEqual([{ category: "payment_reminders", subscribed: true }]);
  });

  it("turns a category off and on again, idempotently, per address", async () => {
    const path = `/v1/emails/unsubscribe/${await tokenOf(buyers.a)}`;
    for (let i = 0; i < 2; i++) {
      const off = await requestAt(baseUrl(), "PUT", path, { payment_reminders: false });
      expect(off.status, off.text).toBe(200);
      expect(reminders(off.body.subscription.optional)).toBe(false);
    }
    // the other buyer's choice is their own
    const b = await requestAt(baseUrl(), "GET", `/v1/emails/unsubscribe/${await tokenOf(buyers.b)}`);
    expect(reminders(b.body.subscription.optional)).toBe(true);
    const on = await requestAt(baseUrl(), "PUT", path, { payment_reminders: true });
    expect(reminders(on.body.subscription.optional)).toBe(true);
    expectError(await requestAt(baseUrl(), "PUT", path, { newsletter: false }), 400, "invalid_input");
  });

  it("takes the mail client's one-click POST without a session, twice alike", async () => {
    const path = `/v1/emails/unsubscribe/${await tokenOf(buyers.a)}`;
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { subscription: { optional: { category: string; subscribed: boolean }[] } };
      expect(reminders(body.subscription.optional)).toBe(false);
    }
  });

  it("stops the reminder of the next rate, while the receipt still comes", async () => {
    const before = (await mailOf(buyers.a, "Upcoming payment")).length;
    try {
      await moveClock((await untilDue(orders.a, 2)) - 2 * DAY);
      await tickUntilQuiet();
      await moveClock((await untilDue(orders.a, 2)) + DAY);
      await tickUntilQuiet();
      expect((await mailOf(buyers.a, "Receipt", 2)).length).toBe(2);
    } finally {
      await moveClock(0);
    }
    expect((await mailsTo(buyers.a)).filter((m) => m.subject.startsWith("Upcoming payment"))).toHaveLength(before);
    const receipts = (await mailsTo(buyers.a)).filter((m) => m.subject.startsWith("Receipt"));
    for (const m of receipts) expect(unsubscribeToken(m)).toBe(await tokenOf(buyers.a));
  });
});
