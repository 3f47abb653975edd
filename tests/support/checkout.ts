// The money path as the tests walk it, shared by the files that buy: the
// buyer and payer of a test order, an order body priced with the edge's own
// quote, the sandbox provider's hosted page and its signed webhooks, and
// waiting for an order's state (webhooks and deliveries go through the
// queue, so a test waits for what follows).
import { createHmac } from "node:crypto";
import { expect } from "vitest";
import { type Answer, baseUrl, requestAt } from "./api";

/** A consumer in Germany, the buyer of most test orders. */
export const buyer = { country: "DE", business: false };

/**
 * Every consent a checkout may ask (core's `legal::Consent`): an order
 * body that sends them all passes the edge's consent check whatever the
 * products (issue 17); `tests/legal-api.test.ts` sends exactly the
 * required ones, or none.
 */
export const CONSENTS = ["digital_content_start", "digital_content_waiver", "service_start", "service_waiver"];

/** The payer's details of most test orders. */
export const payer = {
  first_name: "Erika",
  last_name: "Muster",
  street: "Hauptstr.",
  street_number: "5",
  zip: "10115",
  city: "Berlin",
  payer_country: "DE",
  phone: "+49 30 1234567",
};

/** A caller of the API, as tests/support/api.ts `apiAs` makes one. */
type Call = (method: string, path: string, json?: unknown, headers?: Record<string, string>) => Promise<Answer>;

/**
 * An order body for `cart` (by card, from `buyer` unless the cart says
 * otherwise) with the totals the edge quotes for it now, as the payment
 * page sends it.
 */
export async function quotedOrderBody(call: Call, cart: Record<string, unknown>, email: string, details: Record<string, unknown> = payer) {
  const fullCart = { buyer, payment_method: "card", ...cart };
  const quote = await call("POST", "/v1/checkout/quote", fullCart);
  expect(quote.status, quote.text).toBe(200);
  return {
    cart: fullCart,
    email,
    payer: details,
    expected: { due_now: quote.body.quote.due_now.gross as string, total: quote.body.quote.total as string },
    consents: CONSENTS,
  };
}

/** An order's answer by its token, as the buyer's pages read it. */
export async function orderStatus(orderToken: string): Promise<Record<string, any>> {
  return (await requestAt(baseUrl(), "GET", `/v1/checkout/orders/${orderToken}`)).body;
}

/**
 * Waits (up to 15 s, asking every 50 ms) until the order's answer satisfies
 * `done`; fails naming `what` with the last answer.
 */
export async function untilOrder(
  orderToken: string,
  done: (o: Record<string, any>) => boolean,
  what: string,
): Promise<Record<string, any>> {
  for (let i = 0; i < 300; i++) {
    const o = await orderStatus(orderToken);
    if (done(o)) return o;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`order ${orderToken} never got ${what}: ${JSON.stringify(await orderStatus(orderToken))}`);
}

/**
 * Runs the scheduler's tick (`POST /v1/dev/tick`) until one finds nothing
 * to do, at most `most` times, and answers the reports summed. A tick
 * handles a bounded number of orders per step, and the other files of the
 * pool leave orders of their own that fall due when a test moves the
 * clock, so what one file waits for may come a few ticks later.
 */
export async function tickUntilQuiet(most = 40): Promise<Record<string, number>> {
  const sum: Record<string, number> = {};
  for (let i = 0; i < most; i++) {
    const tick = await requestAt(baseUrl(), "POST", "/v1/dev/tick");
    expect(tick.status, tick.text).toBe(200);
    let busy = false;
    for (const [key, value] of Object.entries(tick.body)) {
      if (typeof value !== "number") continue;
      sum[key] = (sum[key] ?? 0) + value;
      if (key !== "failed" && value > 0) busy = true;
    }
    if (!busy) return sum;
  }
  return sum;
}

export const paidAndDelivered = (o: Record<string, any>) => o.order?.payment_state === "paid" && o.delivery?.delivered === true;

/** Posts the sandbox page's form at `path` (an order's `redirect_url`), as the buyer's browser does; redirects are answers. */
export async function sandboxForm(path: string, fields: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: {}, text: await response.text(), headers: response.headers };
}

/** The sandbox's webhook secret of development builds (`[env.dev.vars]` in wrangler.toml). */
export const SANDBOX_SECRET = "local-development-only-sandbox-secret";

/** The key the sandbox signs seller `sellerId`'s events with: derived from its secret per seller. */
export const sandboxKey = (sellerId: number, secret = SANDBOX_SECRET) =>
  createHmac("sha256", secret).update(`sandbox-webhook-seller:${sellerId}`).digest("hex");

/** The `sandbox-signature` header of `body` signed with `key` now. */
export function sandboxSignature(body: string, key: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac("sha256", key).update(`${t}.${body}`).digest("hex")}`;
}

/** Posts `event` (an object, or a raw body) to shop `shop`'s sandbox webhook endpoint, signed with `key` now. */
export function sandboxWebhook(shop: string, key: string, event: Record<string, unknown> | string): Promise<Answer> {
  const body = typeof event === "string" ? event : JSON.stringify(event);
  return requestAt(baseUrl(), "POST", `/v1/webhooks/sandbox/${shop}`, body, { "sandbox-signature": sandboxSignature(body, key) });
}

/**
 * A funnel's step address as the buyer's browser takes it (issue 29): the
 * order's `funnel_url` is on the shop's site with the run's claim, which the
 * step page trades for the cookie of the browser that bought (`sw_funnel`)
 * and drops from the address. The step's path and that cookie (`name=value`).
 */
export async function claimFunnel(funnelUrl: string): Promise<{ path: string; cookie: string }> {
  const claimUrl = new URL(funnelUrl);
  expect(claimUrl.searchParams.get("claim"), funnelUrl).toBeTruthy();
  const claimed = await fetch(claimUrl, { redirect: "manual" });
  expect(claimed.status).toBe(303);
  const path = claimed.headers.get("location") ?? "";
  expect(path).toBe(claimUrl.pathname);
  const line = claimed.headers.getSetCookie().find((c) => c.startsWith("sw_funnel=")) ?? "";
  expect(line).toMatch(/; HttpOnly; SameSite=Lax$/);
  return { path, cookie: line.split(";")[0] ?? "" };
}
