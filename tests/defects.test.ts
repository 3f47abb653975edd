// Defects a newcomer tripped over (issue 16), each pinned at the API:
// - the demo data gives a complete download (its file is delivered) and a
//   course with content;
// - the seller's "New order" mail is sent when an order is paid (once per
//   order, whatever its plan), never for a checkout left unpaid;
// - links in order mails start with the address the product is served at
//   (the test's worker runs on its own port, not the configured 8787).
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, signIn } from "./support/api";
import { paidAndDelivered, quotedOrderBody, sandboxForm, tickUntilQuiet, untilOrder } from "./support/checkout";

let token = "";
const call = apiAs(() => token);
const anonymous = apiAs(() => "");
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const SELLER = "demo@sellwerk.test";

type Mail = { to: string; subject: string; text: string; link: string };
const mails = async (): Promise<Mail[]> => (await call("GET", "/v1/dev/mails")).body.list as Mail[];
/**
 * The demo seller's "New order" mails about the buyer `email` (the seller's
 * other notification mails, such as a later rate's "Payment received",
 * name the buyer too).
 */
const toldSeller = async (email: string) =>
  (await mails()).filter((m) => m.to === SELLER && m.text.includes(email) && m.subject.startsWith("New order"));

/**
 * The one "New order" mail about `email`: it leaves through two queue jobs
 * after the order is delivered (services/notifications.rs), so it is waited
 * for; then, once the queues are quiet, there is still only the one.
 */
async function toldSellerOnce(email: string): Promise<Mail> {
  await expect.poll(async () => (await toldSeller(email)).length).toBeGreaterThan(0);
  await tickUntilQuiet();
  const told = await toldSeller(email);
  expect(told).toHaveLength(1);
  return told[0]!;
}

/** Orders demo product `product` at `plan` as `email` by card on the sandbox; the order's answer. */
async function order(product: number, plan: number, email: string, extra: Record<string, unknown> = {}) {
  const body = await quotedOrderBody(anonymous, { product_id: product, plan_id: plan, ...extra }, email);
  const made = await anonymous("POST", "/v1/checkout/orders", body, { "idempotency-key": `defects-${Math.random()}` });
  expect(made.status, made.text).toBe(201);
  return made.body as { order: { token: string }; redirect_url: string };
}

async function payByCard(redirect: string) {
  const paid = await sandboxForm(redirect, { card_number: "4242 4242 4242 4242" });
  expect(paid.status).toBe(303);
}

beforeAll(async () => {
  token = await signIn(SELLER, "demo-password", "203.0.113.161");
});

describe("the demo data", () => {
  it("delivers the files of the demo downloads (products 1 and 5) after a fresh start", async () => {
    const demo: [number, number][] = [
      [1, 1],
      [5, 6],
    ];
    for (const [product, plan] of demo) {
      const email = `demo-file-${product}-${run}@example.org`;
      const made = await order(product, plan, email);
      await payByCard(made.redirect_url);
      const o = await untilOrder(made.order.token, paidAndDelivered, "paid and delivered");
      expect(o.delivery.downloads.length, `product ${product}`).toBeGreaterThan(0);
      for (const d of o.delivery.downloads as { url: string; name: string }[]) {
        const file = await fetch(`${baseUrl()}${d.url}`);
        expect(file.status, `${d.name} of product ${product}`).toBe(200);
        const bytes = new Uint8Array(await file.arrayBuffer());
        expect(bytes.length, d.name).toBeGreaterThan(1000);
        expect(new TextDecoder().decode(bytes.slice(0, 5)), d.name).toBe("%PDF-");
      }
    }
  });

  it("has a course with chapters and lessons as the course form stores them", async () => {
    const content = await call("GET", "/v1/cabinet/products/4/content");
    expect(content.status, content.text).toBe(200);
    const chapters = content.body.content.chapters as { title: string; lessons: unknown[] }[];
    expect(chapters.length).toBeGreaterThanOrEqual(2);
    expect(chapters.every((c) => c.lessons.length > 0)).toBe(true);
  });
});

describe("the seller's New order mail", () => {
  it("is not sent for a checkout never paid", async () => {
    const email = `abandoned-${run}@example.org`;
    const made = await order(1, 1, email);
    await tickUntilQuiet();
    expect((await untilOrder(made.order.token, (o) => o.order.payment_state === "payment_waiting", "waiting")).order.payment_state).toBe(
      "payment_waiting",
    );
    expect(await toldSeller(email)).toEqual([]);
  });

  it("is sent once when a one-time order is paid", async () => {
    const email = `paid-once-${run}@example.org`;
    const made = await order(1, 1, email);
    expect(await toldSeller(email)).toEqual([]);
    await payByCard(made.redirect_url);
    await untilOrder(made.order.token, paidAndDelivered, "paid and delivered");
    expect((await toldSellerOnce(email)).subject).toBe("New order: The Creator's Handbook");
  });

  it("is sent once for an instalment plan, not once per rate", async () => {
    const email = `instalments-${run}@example.org`;
    const made = await order(4, 4, email);
    expect(await toldSeller(email)).toEqual([]);
    await payByCard(made.redirect_url);
    await untilOrder(made.order.token, (o) => o.delivery?.delivered === true, "delivered");
    await toldSellerOnce(email);
    // the later rates fall due and are charged: still one mail
    for (const days of [32, 64]) {
      expect((await call("POST", "/v1/dev/clock", { offset_seconds: days * 86400 })).status).toBeLessThan(300);
      await tickUntilQuiet();
    }
    expect((await call("POST", "/v1/dev/clock", { offset_seconds: 0 })).status).toBeLessThan(300);
    expect(await toldSeller(email)).toHaveLength(1);
  });

  it("is sent once for a subscription with a free trial, when the card is saved", async () => {
    const email = `trial-${run}@example.org`;
    const made = await order(4, 5, email);
    expect(await toldSeller(email)).toEqual([]);
    await payByCard(made.redirect_url);
    await untilOrder(made.order.token, (o) => o.delivery?.delivered === true, "delivered");
    await toldSellerOnce(email);
  });
});

describe("links in order mails", () => {
  it("open on the address the product is served at", async () => {
    const email = `links-${run}@example.org`;
    const made = await order(1, 1, email);
    await payByCard(made.redirect_url);
    await untilOrder(made.order.token, paidAndDelivered, "paid and delivered");
    const sent = (await mails()).filter((m) => m.text.includes(email) || m.to === email);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const mail of sent) {
      const links = mail.text.match(/https?:\/\/[^\s]+/g) ?? [];
      expect(links.length, mail.subject).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${baseUrl()}/`), `${mail.subject}: ${link}`).toBe(true);
    }
    // and the buyer's link opens there
    const buyerMail = sent.find((m) => m.to === email)!;
    const opened = await fetch(buyerMail.text.match(/https?:\/\/[^\s]+/)![0]);
    expect(opened.status).toBe(200);
  });
});
