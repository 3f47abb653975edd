// The seller's notifications (issue 17): every order event makes exactly
// one notification (a new paid order, a free order, a later rate paid, a
// subscription cancelled), a redelivered queue message makes none more
// (POST /v1/dev/redeliver runs the consumer's service again), the mail
// follows the seller's settings, and another seller's notifications answer
// 404. A fresh seller sells to buyers of this file only.
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, confirmedAccount, expectError, must, publishedProduct, signIn } from "./support/api";
import { quotedOrderBody, sandboxForm, tickUntilQuiet, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const tokens = { seller: "", other: "" };
const anyone = apiAs(() => "");
const seller = apiAs(() => tokens.seller);
const other = apiAs(() => tokens.other);
const email = `notify-${run}@example.org`;
const password = "notification seller password";
const DAY = 86_400;

type Notification = {
  id: number;
  kind: string;
  subject: string;
  actor?: string;
  amount?: string;
  currency?: string;
  order_id?: number;
  link: string;
  read: boolean;
};
type Mail = { to: string; subject: string; text: string; link: string };

const products = { paid: { id: 0, plan: 0 }, free: { id: 0, plan: 0 }, monthly: { id: 0, plan: 0 } };

async function notifications(call = seller): Promise<{ list: Notification[]; unread: number; has_more: boolean }> {
  const answer = await call("GET", "/v1/cabinet/notifications?per=100");
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { list: Notification[]; unread: number; has_more: boolean };
}

/** The seller's notifications about the buyer `buyer`. */
const about = async (buyer: string) => (await notifications()).list.filter((n) => n.actor === buyer);

/** The seller's mails about the buyer `buyer`. */
const mailsAbout = async (buyer: string) =>
  ((await anyone("GET", "/v1/dev/mails")).body.list as Mail[]).filter((m) => m.to === email && m.text.includes(buyer));

/** An order of `product` by `buyer`, paid by the sandbox's test card unless the order is free; its token and id. */
async function order(product: { id: number; plan: number }, buyer: string) {
  const body = await quotedOrderBody(anyone, { product_id: product.id, plan_id: product.plan }, buyer);
  const made = await anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `notify-${buyer}` });
  expect(made.status, made.text).toBe(201);
  const token = made.body.order.token as string;
  if (made.body.redirect_url?.startsWith("/v1/sandbox/")) {
    expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
  }
  await untilOrder(token, (x) => x.delivery?.delivered === true, "delivered");
  return { token };
}

/** Waits until the seller has `count` notifications about `buyer` (the queue works after the answer). */
async function until(buyer: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const found = await about(buyer);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  return about(buyer);
}

const redeliver = async (job: Record<string, unknown>) => {
  const answer = await anyone("POST", "/v1/dev/redeliver", job);
  expect(answer.status, answer.text).toBe(204);
};

beforeAll(async () => {
  await confirmedAccount(anyone, {
    email,
    password,
    username: `n${run}`.slice(0, 30),
    firstName: "Nele",
    lastName: "Bell",
    profile: "seller",
  });
  tokens.seller = await signIn(email, password, "203.0.113.191");
  tokens.other = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.192");
  const s = must(seller);
  products.paid = await publishedProduct(s, "course", `Paid course ${run}`, { kind: "one_time", currency: "eur", price: "49.00" });
  products.free = await publishedProduct(s, "course", `Free course ${run}`, { kind: "one_time", currency: "eur", price: "0" });
  products.monthly = await publishedProduct(s, "course", `Monthly course ${run}`, {
    kind: "subscription",
    currency: "eur",
    first_amount: "19.00",
    next_amount: "19.00",
    interval: "1m",
  });
});

describe("order events", () => {
  it("a paid order makes one order_created notification and one New order mail, redelivered or not", async () => {
    const buyer = `paid-${run}@example.org`;
    const { token } = await order(products.paid, buyer);
    const [n, ...more] = await until(buyer, 1);
    expect(more).toEqual([]);
    expect(n).toMatchObject({ kind: "order_created", subject: `Paid course ${run}`, amount: "49.00", currency: "eur", read: false });
    // the order's id, as the cabinet's order list names it
    const id = n?.order_id ?? 0;
    const listed = await seller("GET", `/v1/cabinet/orders/${id}`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.text).toContain(buyer);
    expect(n?.link).toBe(`/cabinet/orders/${id}`);
    // the queue delivers the notice and its mail again: nothing more
    await redeliver({ type: "seller_notice_v1", order_id: id, notice: "delivered", rate: 0 });
    expect(await about(buyer)).toHaveLength(1);
    await redeliver({ type: "notification_mail_v1", seller_id: await sellerId(), key: `order:${id}:delivered` });
    const mails = await mailsAbout(buyer);
    expect(mails.map((m) => m.subject)).toEqual([`New order: Paid course ${run}`]);
    expect(mails[0]?.text).toContain(`/cabinet/orders/${id}`);
    // the buyer's page is no notification of its own
    expect(token).not.toBe("");
  });

  it("a free order makes one free_transaction notification, not an order_created one", async () => {
    const buyer = `free-${run}@example.org`;
    await order(products.free, buyer);
    const found = await until(buyer, 1);
    expect(found.map((n) => n.kind)).toEqual(["free_transaction"]);
    expect(found[0]?.amount).toBeUndefined();
    expect((await mailsAbout(buyer)).map((m) => m.subject)).toEqual([`Free order: Free course ${run}`]);
  });

  it("a subscription: order_created, one paid_transaction per later rate, and order_canceled when cancelled", async () => {
    const buyer = `monthly-${run}@example.org`;
    const { token } = await order(products.monthly, buyer);
    const created = await until(buyer, 1);
    expect(created.map((n) => n.kind)).toEqual(["order_created"]);
    const id = created[0]?.order_id ?? 0;
    // the second rate falls due and is charged
    try {
      expect((await anyone("POST", "/v1/dev/clock", { offset_seconds: 32 * DAY })).status).toBe(200);
      tokens.seller = await signIn(email, password, "203.0.113.191");
      await tickUntilQuiet();
      const afterRate = await until(buyer, 2);
      expect(afterRate.map((n) => n.kind)).toEqual(["paid_transaction", "order_created"]);
      expect(afterRate[0]).toMatchObject({ amount: "19.00", currency: "eur", order_id: id });
      // redelivered: still one
      await redeliver({ type: "seller_notice_v1", order_id: id, notice: "rate_paid", rate: 1 });
      expect(await about(buyer)).toHaveLength(2);
    } finally {
      expect((await anyone("POST", "/v1/dev/clock", { offset_seconds: 0 })).status).toBe(200);
    }
    tokens.seller = await signIn(email, password, "203.0.113.191");
    const cancelled = await anyone("POST", `/v1/checkout/orders/${token}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    const all = await until(buyer, 3);
    expect(all.map((n) => n.kind)).toEqual(["order_canceled", "paid_transaction", "order_created"]);
    await redeliver({ type: "seller_notice_v1", order_id: id, notice: "canceled", rate: 0 });
    expect(await about(buyer)).toHaveLength(3);
    expect((await mailsAbout(buyer)).map((m) => m.subject).sort()).toEqual(
      [`New order: Monthly course ${run}`, `Order canceled: Monthly course ${run}`, `Payment received: Monthly course ${run}`].sort(),
    );
  });

  it("a checkout never paid tells the seller nothing", async () => {
    const buyer = `unpaid-${run}@example.org`;
    const body = await quotedOrderBody(anyone, { product_id: products.paid.id, plan_id: products.paid.plan }, buyer);
    const made = await anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `notify-${buyer}` });
    expect(made.status, made.text).toBe(201);
    await tickUntilQuiet();
    expect(await about(buyer)).toEqual([]);
    expect(await mailsAbout(buyer)).toEqual([]);
  });
});

/** The fresh seller's id, from its profile. */
async function sellerId(): Promise<number> {
  const me = await seller("GET", "/v1/app/user/me");
  expect(me.status, me.text).toBe(200);
  return me.body.profile.seller_id as number;
}

describe("settings", () => {
  it("defaults: the order kinds and buyers' messages by mail, the others not", async () => {
    const answer = await seller("GET", "/v1/cabinet/settings/notifications");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.settings).toEqual([
      { kind: "order_created", mail: true },
      { kind: "paid_transaction", mail: true },
      { kind: "free_transaction", mail: true },
      { kind: "order_canceled", mail: true },
      { kind: "quiz_attempt", mail: false },
      { kind: "comment", mail: false },
      { kind: "custom_notification", mail: true },
    ]);
  });

  it("a kind turned off is still stored for the cabinet but not mailed; turned on again, mailed", async () => {
    const off = await seller("PUT", "/v1/cabinet/settings/notifications", { settings: [{ kind: "free_transaction", mail: false }] });
    expect(off.status, off.text).toBe(200);
    expect(off.body.settings).toContainEqual({ kind: "free_transaction", mail: false });
    expect(off.body.settings).toContainEqual({ kind: "order_created", mail: true });
    const quiet = `quiet-${run}@example.org`;
    await order(products.free, quiet);
    expect((await until(quiet, 1)).map((n) => n.kind)).toEqual(["free_transaction"]);
    await tickUntilQuiet();
    expect(await mailsAbout(quiet)).toEqual([]);

    const on = await seller("PUT", "/v1/cabinet/settings/notifications", { settings: [{ kind: "free_transaction", mail: true }] });
    expect(on.status, on.text).toBe(200);
    const loud = `loud-${run}@example.org`;
    await order(products.free, loud);
    await until(loud, 1);
    for (let i = 0; i < 50 && (await mailsAbout(loud)).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await mailsAbout(loud)).map((m) => m.subject)).toEqual([`Free order: Free course ${run}`]);
  });

  it("refuses an unknown kind and a body of another shape", async () => {
    expectError(
      await seller("PUT", "/v1/cabinet/settings/notifications", { settings: [{ kind: "day_income", mail: true }] }),
      400,
      "invalid_input",
    );
    expectError(await seller("PUT", "/v1/cabinet/settings/notifications", { free_transaction: false }), 400, "invalid_input");
  });
});

describe("the cabinet's list", () => {
  it("is newest first, pages by before=, counts unread, marks one and all read", async () => {
    const first = await notifications();
    expect(first.list.length).toBeGreaterThanOrEqual(5);
    const ids = first.list.map((n) => n.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(first.unread).toBe(first.list.filter((n) => !n.read).length);
    const unread = await seller("GET", "/v1/cabinet/notifications/unread");
    expect(unread.body).toEqual({ unread: first.unread });

    const page = await seller("GET", "/v1/cabinet/notifications?per=2");
    expect(page.body.list.map((n: Notification) => n.id)).toEqual(ids.slice(0, 2));
    expect(page.body.has_more).toBe(true);
    const next = await seller("GET", `/v1/cabinet/notifications?per=2&before=${page.body.next_before}`);
    expect(next.body.list.map((n: Notification) => n.id)).toEqual(ids.slice(2, 4));
    expectError(await seller("GET", "/v1/cabinet/notifications?per=-1"), 400, "invalid_input");

    const one = ids[0] ?? 0;
    const read = await seller("POST", `/v1/cabinet/notifications/${one}/read`);
    expect(read.status, read.text).toBe(200);
    expect(read.body.unread).toBe(first.unread - 1);
    // marking again changes nothing
    expect((await seller("POST", `/v1/cabinet/notifications/${one}/read`)).body.unread).toBe(first.unread - 1);
    expect((await notifications()).list.find((n) => n.id === one)?.read).toBe(true);

    const all = await seller("POST", "/v1/cabinet/notifications/read_all");
    expect(all.status, all.text).toBe(200);
    expect((await notifications()).unread).toBe(0);
  });

  it("is the seller's own: another seller sees none of them and marking one answers 404", async () => {
    const mine = (await notifications()).list.map((n) => n.id);
    const theirs = (await notifications(other)).list.map((n) => n.id);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
    for (const id of mine.slice(0, 3)) {
      expectError(await other("POST", `/v1/cabinet/notifications/${id}/read`), 404, "notification_not_found");
    }
    expectError(await seller("POST", "/v1/cabinet/notifications/999999999/read"), 404, "notification_not_found");
    expectError(await seller("POST", "/v1/cabinet/notifications/abc/read"), 404, "notification_not_found");
    // without a session
    expect((await anyone("GET", "/v1/cabinet/notifications")).status).toBe(401);
    expect((await anyone("GET", "/v1/cabinet/settings/notifications")).status).toBe(401);
  });
});

describe("notify (the course area's entry)", () => {
  it("stores a quiz attempt once per key, not mailed by default, and only for its seller", async () => {
    const id = await sellerId();
    const body = {
      seller_id: id,
      kind: "quiz_attempt",
      key: `quiz_attempt:${run}`,
      subject: `Quiz of lesson ${run}`,
      actor: `quiz-${run}@example.org`,
      link: "/cabinet/courses/quiz_attempts",
    };
    const first = await anyone("POST", "/v1/dev/notify", body);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ new: true });
    expect((await anyone("POST", "/v1/dev/notify", body)).body).toEqual({ new: false });
    const found = await about(`quiz-${run}@example.org`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: "quiz_attempt", subject: `Quiz of lesson ${run}`, read: false });
    expect((await notifications(other)).list.some((n) => n.subject === `Quiz of lesson ${run}`)).toBe(false);
    await tickUntilQuiet();
    expect(await mailsAbout(`quiz-${run}@example.org`)).toEqual([]);
    // turned on, the next attempt is mailed
    expect((await seller("PUT", "/v1/cabinet/settings/notifications", { settings: [{ kind: "quiz_attempt", mail: true }] })).status).toBe(
      200,
    );
    const second = await anyone("POST", "/v1/dev/notify", { ...body, key: `quiz_attempt:${run}:2` });
    expect(second.body).toEqual({ new: true });
    for (let i = 0; i < 50 && (await mailsAbout(`quiz-${run}@example.org`)).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await mailsAbout(`quiz-${run}@example.org`)).map((m) => m.subject)).toEqual([`Quiz attempt: Quiz of lesson ${run}`]);
  });

  it("sends the seller's New order mail once per order, whatever the queue redelivers", async () => {
    const buyer = `once-${run}@example.org`;
    await order(products.paid, buyer);
    await until(buyer, 1);
    await tickUntilQuiet();
    expect((await mailsAbout(buyer)).filter((m) => m.subject.startsWith("New order"))).toHaveLength(1);
  });
});
