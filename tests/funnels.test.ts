// Funnels (issue 19), against the real worker: the seller's funnels in the
// cabinet (rules from core, each seller's own), and the buyer's run after a
// paid order: the thank-you page leads to the first step, one click makes an
// upsell order priced by core's quote and charged with the method the first
// order saved (the sandbox's card), a decline goes on, owned products are
// skipped, a deactivated funnel is not shown; the statistics and the order
// list's funnel filters. The attacks: a guessed step address, another
// seller's funnel, a funnel attached across sellers, a body naming another
// payment method or order, a double click and a replay.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectError, must, publishedDownload, publishedProduct, requestAt, seededSellers, shopOrigin } from "./support/api";
import {
  CONSENTS,
  claimFunnel,
  orderStatus as status,
  paidAndDelivered,
  quotedOrderBody,
  sandboxForm,
  untilOrder as until,
} from "./support/checkout";
import { type Loopback, startLoopback } from "./support/provider-standin";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const sellers = seededSellers();
const { demo, studio } = sellers;
type Caller = typeof demo;
const published: [Caller, number][] = [];

beforeAll(async () => {
  await sellers.signIn("203.0.113.120", "203.0.113.121");
});

afterAll(async () => {
  for (const [call, id] of published) await call("POST", `/v1/cabinet/products/${id}/archive`);
});

/** A published service of `call`'s shop at `price` EUR, one time (a service needs no file). */
async function product(call: Caller, name: string, price: string) {
  const made = await publishedProduct(must(call), "service", `${name} ${run}`, { kind: "one_time", currency: "eur", price });
  published.push([call, made.id]);
  return made;
}

/** Buys `p` as `email` with the sandbox card `card`; the paid order's token. */
async function buy(p: { id: number; plan: number }, email: string, card = "4242424242424242") {
  const body = await quotedOrderBody(demo, { product_id: p.id, plan_id: p.plan }, email);
  const made = await demo("POST", "/v1/checkout/orders", body, { "idempotency-key": `funnel-${email}-${p.id}` });
  expect(made.status, made.text).toBe(201);
  let paid = await sandboxForm(made.body.redirect_url, { card_number: card });
  if (paid.text.includes('data-testid="sandbox-challenge"')) {
    paid = await sandboxForm(`${made.body.redirect_url}/challenge`, { result: "approve" });
  }
  expect(paid.status, paid.text).toBe(303);
  const token = made.body.order.token as string;
  await until(token, paidAndDelivered, "paid and delivered");
  return token;
}

/** The shop's site, where a funnel's step pages and their forms are. */
const shop = () => shopOrigin("demo");

/** Each run's shop site and cookie of the browser that bought (by the run's token), as the step page set it. */
const browsers = new Map<string, { origin: string; cookie: string }>();

const runOf = (path: string) => browsers.get(/\/funnels?\/([A-Za-z0-9_-]+)/.exec(path)?.[1] ?? "");

/** The cookie header of the browser that bought the run named in `path`, if this file claimed it. */
function browserOf(path: string): Record<string, string> {
  const cookie = runOf(path)?.cookie;
  return cookie ? { cookie } : {};
}

/** The shop site of the run named in `path` (the demo shop's when this file did not claim it). */
const siteOf = (path: string) => runOf(path)?.origin ?? shop();

/** `path` of the shop's site as the browser that bought its run asks for it. */
function atShop(path: string, init: Omit<RequestInit, "headers"> & { headers?: Record<string, string> } = {}) {
  return fetch(`${siteOf(path)}${path}`, { ...init, headers: { ...browserOf(path), ...init.headers } });
}

/**
 * The funnel step address the paid order's thank-you page leads to (its
 * run's token), claimed as the buyer's browser does: the address on the
 * shop's site carries the run's claim, which the step page trades for the
 * cookie of the browser that bought and drops from the address.
 */
async function stepUrl(orderToken: string) {
  const o = await until(orderToken, (s) => typeof s.funnel_url === "string", "a funnel step");
  const origin = new URL(o.funnel_url as string).origin;
  // the step pages are of the shop's own site
  expect(origin).toBe(shopOrigin(o.seller.username as string));
  const { path, cookie } = await claimFunnel(o.funnel_url as string);
  browsers.set(path.split("/").pop() ?? "", { origin, cookie });
  return path;
}

/** The id of step `i` of funnel `f`. */
function stepId(f: { steps: { id: number }[] }, i: number): number {
  const step = f.steps[i];
  if (!step) throw new Error(`funnel has no step ${i}`);
  return step.id;
}

const runToken = (url: string) => url.split("/").pop() as string;
const offer = (token: string) => requestAt(baseUrl(), "GET", `/v1/checkout/funnels/${token}`);
const post = (path: string, body?: unknown) =>
  requestAt(siteOf(path), "POST", path, body === undefined ? undefined : JSON.stringify(body), browserOf(path));

/** Accepts the step at `path` with every box ticked (the step page asks core's consents, issue 30). */
const accept = (path: string) => post(path, { consents: CONSENTS });

async function funnel(call: Caller, name: string, steps: { id: number; plan: number }[]) {
  const made = await call("POST", "/v1/cabinet/funnels", {
    name,
    steps: steps.map((s, i) => ({ product_id: s.id, plan_id: s.plan, title: `Step ${i + 1}`, text: "Only now." })),
  });
  expect(made.status, made.text).toBe(201);
  return made.body.funnel as { id: number; state: string; steps: { id: number; product_id: number }[] };
}

describe("the seller's funnels", () => {
  it("are checked by core's rules, toggled, attached and deleted", async () => {
    const a = await product(demo, "Funnel Rules A", "10.00");
    const b = await product(demo, "Funnel Rules B", "20.00");
    const invalid = await demo("POST", "/v1/cabinet/funnels", {
      name: " ",
      steps: [
        { product_id: a.id, plan_id: a.plan },
        { product_id: a.id, plan_id: a.plan },
      ],
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((e: any) => [e.source.pointer, e.code])).toEqual([
      ["/name", "required"],
      ["/steps/1/product_id", "funnel_duplicate_product"],
    ]);
    const bad = await demo("POST", "/v1/cabinet/funnels", "not json");
    expect(bad.status).toBe(400);
    // an empty funnel is saved, but not activated
    const empty = await funnel(demo, `Empty ${run}`, []);
    expect(empty.state).toBe("deactivated");
    expectError(await demo("POST", `/v1/cabinet/funnels/${empty.id}/activate`), 409, "funnel_without_steps");
    expectError(await demo("POST", `/v1/cabinet/funnels/${empty.id}/explode`), 404, "route_not_found");
    const f = await funnel(demo, `Rules ${run}`, [a, b]);
    expect(f.steps.map((s) => s.product_id)).toEqual([a.id, b.id]);
    // a funnel with a step starts active (issue 30); activating it again changes nothing
    expect(f.state).toBe("activated");
    const on = await demo("POST", `/v1/cabinet/funnels/${f.id}/activate`);
    expect(on.body.funnel.state).toBe("activated");
    // an activated funnel keeps a step; a rewrite keeps the step ids of the products it still offers
    const emptied = await demo("PUT", `/v1/cabinet/funnels/${f.id}`, { name: "x", steps: [] });
    expectError(emptied, 422, "funnel_without_steps", "steps");
    const rewritten = await demo("PUT", `/v1/cabinet/funnels/${f.id}`, {
      name: `Rules ${run} v2`,
      steps: [{ product_id: b.id, plan_id: b.plan }],
    });
    expect(rewritten.status, rewritten.text).toBe(200);
    expect(rewritten.body.funnel.steps).toEqual([expect.objectContaining({ id: stepId(f, 1), product_id: b.id, position: 0 })]);
    const attached = await demo("PUT", `/v1/cabinet/products/${a.id}/funnel`, { funnel_id: f.id });
    expect(attached.body).toEqual({ product_id: a.id, funnel_id: f.id });
    expect((await demo("GET", `/v1/cabinet/funnels/${f.id}`)).body.funnel.product_ids).toEqual([a.id]);
    expect((await demo("POST", `/v1/cabinet/funnels/${f.id}/deactivate`)).body.funnel.state).toBe("deactivated");
    expect((await demo("DELETE", `/v1/cabinet/funnels/${f.id}`)).body).toEqual({ deleted: true });
    expectError(await demo("GET", `/v1/cabinet/funnels/${f.id}`), 404, "funnel_not_found");
    expect((await demo("GET", "/v1/cabinet/funnels")).body.list.map((x: any) => x.id)).not.toContain(f.id);
  });

  it("refuse a plan that cannot be taken with one click", async () => {
    const seller = must(demo);
    const sub = await publishedProduct(seller, "membership", `Funnel Sub ${run}`, {
      kind: "subscription",
      currency: "eur",
      first_amount: "9.00",
      next_amount: "9.00",
      interval: "1m",
    });
    published.push([demo, sub.id]);
    const refused = await demo("POST", "/v1/cabinet/funnels", { name: "Sub", steps: [{ product_id: sub.id, plan_id: sub.plan }] });
    expectError(refused, 422, "funnel_plan_not_one_click", "steps/0/plan_id");
  });

  it("of another seller cannot be read, changed, toggled, deleted or attached (attack)", async () => {
    const mine = await product(demo, "Funnel Tenancy", "15.00");
    const theirs = await product(studio, "Funnel Tenancy Studio", "15.00");
    const f = await funnel(demo, `Tenancy ${run}`, [mine]);
    for (const [method, path, body] of [
      ["GET", `/v1/cabinet/funnels/${f.id}`, undefined],
      ["PUT", `/v1/cabinet/funnels/${f.id}`, { name: "stolen", steps: [] }],
      ["POST", `/v1/cabinet/funnels/${f.id}/activate`, undefined],
      ["GET", `/v1/cabinet/funnels/${f.id}/stats`, undefined],
      ["DELETE", `/v1/cabinet/funnels/${f.id}`, undefined],
    ] as const) {
      expectError(await studio(method, path, body), 404, "funnel_not_found");
    }
    expect((await studio("GET", "/v1/cabinet/funnels")).body.list.map((x: any) => x.id)).not.toContain(f.id);
    // seller A's funnel on seller B's product, either way round
    expectError(await studio("PUT", `/v1/cabinet/products/${theirs.id}/funnel`, { funnel_id: f.id }), 404, "funnel_not_found");
    expectError(await demo("PUT", `/v1/cabinet/products/${theirs.id}/funnel`, { funnel_id: f.id }), 404, "product_not_found");
    // nor may a funnel offer another seller's product
    const foreign = await demo("POST", "/v1/cabinet/funnels", { name: "x", steps: [{ product_id: theirs.id, plan_id: theirs.plan }] });
    expectError(foreign, 422, "funnel_product_unavailable", "steps/0/product_id");
    expect((await demo("GET", `/v1/cabinet/funnels/${f.id}`)).body.funnel).toMatchObject({ name: `Tenancy ${run}`, product_ids: [] });
  });
});

describe("a buyer's run through a funnel", () => {
  let main: { id: number; plan: number };
  let first: { id: number; plan: number };
  let second: { id: number; plan: number };
  let f: { id: number; steps: { id: number; product_id: number }[] };
  beforeAll(async () => {
    main = await product(demo, "Funnel Main", "30.00");
    first = await product(demo, "Funnel Offer One", "12.00");
    second = await product(demo, "Funnel Offer Two", "8.00");
    f = await funnel(demo, `Run ${run}`, [first, second]);
    await must(demo)(`/v1/cabinet/products/${main.id}/funnel`, { funnel_id: f.id }, "PUT");
    await must(demo)(`/v1/cabinet/funnels/${f.id}/activate`);
  });

  it("leads from the thank-you page to one click, a decline and the thank-you page; two orders, each delivered once", async () => {
    const email = `funnel-${run}@example.org`;
    const token = await buy(main, email);
    const url = await stepUrl(token);
    expect(url).toMatch(/^\/s\/demo\/funnel\/[A-Za-z0-9_-]{40,}$/);
    // the thank-you page itself sends the buyer there first
    const thanks = await fetch(`${baseUrl()}/s/demo/payment/${token}/thank_you`, { redirect: "manual" });
    expect(thanks.status).toBe(303);
    expect(thanks.headers.get("location")).toMatch(new RegExp(`^${shop()}${url}\\?claim=[\\w-]+&exp=\\d+$`));
    const page = await atShop(url, { headers: { "accept-language": "en" } }).then((r) => r.text());
    expect(page).toContain(`data-product-id="${first.id}"`);
    const step = await offer(runToken(url));
    expect(step.status, step.text).toBe(200);
    // core's default funnel page: the step's headline and text, the amount with its VAT, two forms
    expect(page).toContain('<html lang="en" data-page="funnel">');
    expect(page).toContain("<h1>Step 1</h1><p>Only now.</p>");
    expect(page).toContain('12.00 €</span> <span class="sw-due__vat">(incl. VAT <span class="sw-due__vat-amount">1.92 €</span>)');
    // a service bought by a consumer in Germany: the two boxes of the first order again, on the accept form
    expect(step.body.offer.legal.consents.map((c: { code: string }) => c.code)).toEqual(["service_start", "service_waiver"]);
    expect(page).toMatch(
      new RegExp(`<form method="post" id="sw-accept-\\d+" action="${step.body.offer.accept_url}"><button type="submit"`),
    );
    expect(page).toContain(`<form method="post" action="${step.body.offer.decline_url}"><button type="submit"`);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).not.toContain("/pay?plan=");
    // the price is core's quote for the first order's buyer (German VAT on a service)
    expect(step.body.offer).toMatchObject({ node_id: stepId(f, 0), product_id: first.id, due_now: "12.00", vat: "1.92" });
    const accepted = await accept(step.body.offer.accept_url);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.outcome).toBe("accepted");
    expect(accepted.body.next_url).toBe(url);
    const upsell = accepted.body.order.token as string;
    expect(upsell).not.toBe(token);
    // a double click and a replay charge nothing more: the first answer again
    const again = await Promise.all([accept(step.body.offer.accept_url), accept(step.body.offer.accept_url)]);
    for (const a of again) expect(a.body).toMatchObject({ outcome: "accepted", order: { token: upsell } });
    const next = await offer(runToken(url));
    expect(next.body.offer).toMatchObject({ node_id: stepId(f, 1), product_id: second.id });
    // the earlier step's accept is no longer the current one: still the first answer
    expect((await accept(step.body.offer.accept_url)).body.order.token).toBe(upsell);
    const declined = await post(next.body.offer.decline_url);
    expect(declined.body).toMatchObject({ outcome: "declined", next_url: `/s/demo/payment/${token}/thank_you` });
    expect((await offer(runToken(url))).body.offer).toBeNull();
    const done = await fetch(`${baseUrl()}/s/demo/payment/${token}/thank_you`, { redirect: "manual" });
    expect(done.status).toBe(200);
    expect((await status(token)).funnel_url).toBeNull();
    // two orders: the first untouched, the upsell its own order, each paid and delivered once
    const up = await until(upsell, paidAndDelivered, "the upsell delivered");
    expect(up.order).toMatchObject({ product_id: first.id, due_now: "12.00", total: "12.00" });
    expect((await status(token)).order).toMatchObject({ product_id: main.id, payment_state: "paid", due_now: "30.00" });
    const list = await demo("GET", `/v1/cabinet/orders?query=${encodeURIComponent(email)}`);
    expect(list.body.list.map((o: any) => o.product_id).sort()).toEqual([main.id, first.id].sort());
    for (const p of [main, first]) {
      expect((await demo("GET", `/v1/cabinet/products/${p.id}`)).body.product.sold_count).toBe(1);
    }
    expect((await demo("GET", `/v1/cabinet/products/${second.id}`)).body.product.sold_count).toBe(0);
    const mails = ((await demo("GET", `/v1/dev/mails?to=${encodeURIComponent(email)}`)).body.list as any[]).filter((m) =>
      [token, upsell].some((t) => m.link.includes(t)),
    );
    expect(mails.filter((m) => m.link.includes(upsell))).toHaveLength(1);
    expect(mails.filter((m) => m.link.includes(token))).toHaveLength(1);
    // the order list's funnel filters and the statistics
    const byFunnel = await demo("GET", `/v1/cabinet/orders?funnel_id=${f.id}`);
    expect(byFunnel.status, byFunnel.text).toBe(200);
    expect(byFunnel.body.list.map((o: any) => o.product_id)).toEqual([first.id]);
    const byNode = await demo("GET", `/v1/cabinet/orders?funnel_node_id=${stepId(f, 1)}`);
    expect(byNode.body.list).toEqual([]);
    const upsells = await demo("GET", `/v1/cabinet/orders?upsell_type=funnel&product_id=${first.id}`);
    expect(upsells.body.list).toHaveLength(1);
    const stats = (await demo("GET", `/v1/cabinet/funnels/${f.id}/stats`)).body.stats;
    const eur = [{ currency: expect.stringMatching(/^eur$/i), amount: "12.00" }];
    expect(stats).toMatchObject({ funnel_id: f.id, views: 2, acceptances: 1, declines: 1, revenue: eur });
    expect(stats.steps).toEqual([
      expect.objectContaining({ node_id: stepId(f, 0), views: 1, acceptances: 1, revenue: eur }),
      expect.objectContaining({ node_id: stepId(f, 1), views: 1, declines: 1, revenue: [] }),
    ]);
  });

  it("skips a product the buyer already owns", async () => {
    const email = `funnel-owner-${run}@example.org`;
    await buy(first, email);
    const token = await buy(main, email);
    const url = await stepUrl(token);
    expect((await offer(runToken(url))).body.offer).toMatchObject({ product_id: second.id });
  });

  it("keeps its own order key out of every client's reach: a client's order under `funnel:{run}:{node}` breaks no accept (attack)", async () => {
    const email = `funnel-keys-${run}@example.org`;
    const token = await buy(main, email);
    const url = await stepUrl(token);
    const step = await offer(runToken(url));
    const node = step.body.offer.node_id as number;
    // the attacker orders something under the key the run's upsell order used to be made under
    const body = await quotedOrderBody(demo, { product_id: second.id, plan_id: second.plan }, `funnel-keys-attacker-${run}@example.org`);
    const squatted = await demo("POST", "/v1/checkout/orders", body, { "idempotency-key": `funnel:${runToken(url)}:${node}` });
    expect(squatted.status, squatted.text).toBe(201);
    // the edge's own namespace is refused to clients
    const internal = await demo("POST", "/v1/checkout/orders", body, { "idempotency-key": `internal:funnel:${runToken(url)}:${node}` });
    expectError(internal, 400, "idempotency_key_invalid");
    // the buyer's one click still makes and charges its own order
    const accepted = await accept(step.body.offer.accept_url);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ outcome: "accepted", order: { product_id: first.id } });
    expect(accepted.body.order.token).not.toBe(squatted.body.order.token);
    await until(accepted.body.order.token, paidAndDelivered, "the upsell delivered");
    // a replay answers the same order
    expect((await accept(step.body.offer.accept_url)).body.order.token).toBe(accepted.body.order.token);
  });

  it("answers only in the browser that bought: the step's address alone opens nothing, a claim lasts ten minutes (attack)", async () => {
    const email = `funnel-browser-${run}@example.org`;
    const token = await buy(main, email);
    const claimUrl = new URL((await until(token, (o) => typeof o.funnel_url === "string", "a funnel step")).funnel_url as string);
    const url = await stepUrl(token);
    const step = (await offer(runToken(url))).body.offer;
    const stranger = { "accept-language": "en" };
    // the address without the buyer's cookie, as another browser (or a tracker that read it) asks for it
    const page = await fetch(`${shop()}${url}`, { headers: stranger, redirect: "manual" });
    expect(page.status).toBe(404);
    expectError(await requestAt(shop(), "POST", step.accept_url, undefined), 403, "funnel_other_browser");
    expectError(await requestAt(shop(), "POST", step.decline_url, undefined), 403, "funnel_other_browser");
    // another run's cookie proves nothing for this one
    const other = await buy(main, `funnel-browser-other-${run}@example.org`);
    const otherUrl = await stepUrl(other);
    const otherCookie = browserOf(otherUrl);
    expectError(await requestAt(shop(), "POST", step.accept_url, undefined, otherCookie), 403, "funnel_other_browser");
    // a claim more than ten minutes old is no claim
    try {
      expect((await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: 11 * 60 })).status).toBe(200);
      expect((await fetch(claimUrl, { redirect: "manual" })).status).toBe(404);
    } finally {
      await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    // nothing was charged; the buyer's own browser still decides
    expect((await offer(runToken(url))).body.offer.node_id).toBe(step.node_id);
    const declined = await post(step.decline_url);
    expect(declined.status, declined.text).toBe(200);
  });

  it("ends when the first order is refunded: 13 months later the accept charges nothing and says so (attack)", async () => {
    const email = `funnel-refunded-${run}@example.org`;
    const token = await buy(main, email);
    const url = await stepUrl(token);
    const step = await offer(runToken(url));
    expect(step.body.offer).toMatchObject({ product_id: first.id });
    const id = (await demo("GET", `/v1/cabinet/orders?query=${encodeURIComponent(email)}`)).body.list[0].id as number;
    const refunded = await demo("POST", `/v1/cabinet/orders/${id}/refund`, {});
    expect(refunded.status, refunded.text).toBeLessThan(300);
    await until(token, (o) => o.order.payment_state === "payment_refunded", "refunded");
    try {
      const moved = await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: 396 * 86_400 });
      expect(moved.status, moved.text).toBe(200);
      expectError(await accept(step.body.offer.accept_url), 409, "funnel_run_ended");
      // the step page sends the buyer to the thank-you page
      const page = await atShop(url, { redirect: "manual" });
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toBe(`${baseUrl()}/s/demo/payment/${token}/thank_you`);
      expect((await offer(runToken(url))).body).toEqual({ offer: null, next_url: `/s/demo/payment/${token}/thank_you` });
      expectError(await accept(step.body.offer.accept_url), 409, "funnel_run_ended");
    } finally {
      await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    // nothing was charged: no upsell order of the buyer
    const orders = await demo("GET", `/v1/cabinet/orders?query=${encodeURIComponent(email)}`);
    expect(orders.body.list.map((o: any) => o.product_id)).toEqual([main.id]);
  });

  it("ends an hour after the first payment: the offer stands at 59 minutes, and the accept charges nothing after 61", async () => {
    const email = `funnel-late-${run}@example.org`;
    const token = await buy(main, email);
    const url = await stepUrl(token);
    try {
      await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: 59 * 60 });
      const step = await offer(runToken(url));
      expect(step.body.offer).toMatchObject({ product_id: first.id });
      await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: 61 * 60 });
      expectError(await accept(step.body.offer.accept_url), 409, "funnel_run_ended");
      // a form post (the step page's button without script) lands on the thank-you page
      const form = await requestAt(shop(), "POST", step.body.offer.accept_url, "", {
        "content-type": "application/x-www-form-urlencoded",
        ...browserOf(step.body.offer.accept_url),
      });
      expect(form.status).toBe(303);
      expect(form.headers.get("location")).toBe(`/s/demo/payment/${token}/thank_you`);
      expectError(await post(step.body.offer.decline_url), 409, "funnel_run_ended");
      const thanks = await fetch(`${baseUrl()}/s/demo/payment/${token}/thank_you`, { redirect: "manual" });
      expect(thanks.status).toBe(200);
      expect((await status(token)).funnel_url).toBeNull();
    } finally {
      await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    const orders = await demo("GET", `/v1/cabinet/orders?query=${encodeURIComponent(email)}`);
    expect(orders.body.list.map((o: any) => o.product_id)).toEqual([main.id]);
  });

  it("is bound to the token the edge issued, and takes no payment method or order from the browser (attack)", async () => {
    const email = `funnel-attack-${run}@example.org`;
    const token = await buy(main, email);
    const url = await stepUrl(token);
    const step = (await offer(runToken(url))).body.offer;
    // a guessed token, the order's own token, another step's id: nothing
    expectError(await offer("A".repeat(43)), 404, "funnel_offer_not_found");
    expectError(await offer(token), 404, "funnel_offer_not_found");
    expectError(await post(`/v1/checkout/funnels/${token}/steps/${step.node_id}/accept`), 404, "funnel_offer_not_found");
    expectError(await post(`/v1/checkout/funnels/${runToken(url)}/steps/999999999/accept`), 404, "funnel_offer_not_found");
    expect((await fetch(`${baseUrl()}/s/demo/funnel/${"B".repeat(43)}`)).status).toBe(404);
    // the step page of another shop's address is not found
    expect((await fetch(`${baseUrl()}/s/studio/funnel/${runToken(url)}`)).status).toBe(404);
    // the browser cannot name the method, the price or another order
    for (const body of [{ payment_method: "card" }, { order_token: token }, { amount: "0.01" }, { plan_id: first.plan }]) {
      expectError(await post(step.accept_url, body), 400, "invalid_input");
    }
    // the second step is not the current one
    expectError(await post(`/v1/checkout/funnels/${runToken(url)}/steps/${stepId(f, 1)}/accept`), 409, "funnel_step_not_current");
    expect((await offer(runToken(url))).body.offer.node_id).toBe(step.node_id);
  });

  it("charges only the first order's buyer's saved method; a failed charge leaves the first order alone", async () => {
    // this buyer's card asks for 3-D Secure: paid at checkout with the buyer there, it fails
    // off-session (the sandbox's rule), as a card the bank refuses would
    const email = `funnel-declined-${run}@example.org`;
    const token = await buy(main, email, "4000000000003220");
    const url = await stepUrl(token);
    const step = (await offer(runToken(url))).body.offer;
    const failed = await accept(step.accept_url);
    expect(failed.status, failed.text).toBe(200);
    expect(failed.body.outcome).toBe("failed");
    expect(failed.body.order.payment_state).not.toBe("paid");
    expect(failed.body.next_url).toBe(url);
    expect((await offer(runToken(url))).body.offer.product_id).toBe(second.id);
    // the form's answer leads to the next step with a notice of the failed charge
    const notice = await atShop(`${url}?declined=1`, { headers: { "accept-language": "en" } }).then((r) => r.text());
    expect(notice).toContain('<p class="sw-notice" role="alert">The payment for the last offer did not go through.');
    expect(await atShop(url).then((r) => r.text())).not.toContain('role="alert"');
    const firstOrder = await status(token);
    expect(firstOrder.order).toMatchObject({ payment_state: "paid", product_id: main.id });
    expect(firstOrder.delivery.delivered).toBe(true);
    // a form post (the step page's button) is answered with the next page
    const next = (await offer(runToken(url))).body.offer;
    const form = await atShop(next.decline_url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`/s/demo/payment/${token}/thank_you`);
  });

  it("is not shown once deactivated", async () => {
    const email = `funnel-off-${run}@example.org`;
    const token = await buy(main, email);
    const url = await stepUrl(token);
    await must(demo)(`/v1/cabinet/funnels/${f.id}/deactivate`);
    try {
      const step = await offer(runToken(url));
      expect(step.body.offer).toBeNull();
      const page = await atShop(url, { redirect: "manual" });
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toBe(`${baseUrl()}/s/demo/payment/${token}/thank_you`);
      const other = await buy(main, `funnel-off-2-${run}@example.org`);
      await new Promise((r) => setTimeout(r, 300));
      expect((await status(other)).funnel_url).toBeNull();
    } finally {
      await must(demo)(`/v1/cabinet/funnels/${f.id}/activate`);
    }
  });
});

// The card provider's one click, against a loopback server answering as the
// provider's API does (recorded fixtures, ids of its own): the first payment
// of a product with an activated funnel saves the card with a customer, and
// the accepted offer is charged off-session with exactly that customer and
// method, under the upsell's own idempotency key.
const recorded = (name: string) =>
  JSON.parse(readFileSync(new URL(`../payments/fixtures/stripe/${name}.json`, import.meta.url), "utf8")) as Record<string, any>;
const oneOff = recorded("payment_intent_card_one_off").response.body as Record<string, any>;
const offSession = recorded("payment_intent_off_session_succeeded").response.body as Record<string, any>;
const stripeKeys = {
  publishable_key: "pk_test_51FunnelRecorded01",
  secret_key: "sk_test_51FunnelRecorded01",
  webhook_secret: "whsec_funnelrecorded01",
};

describe("a funnel's one click with the card provider", () => {
  let server: Loopback;
  const intents = new Map<string, Record<string, any>>();
  const customer = "cus_FunnelBuyer01";
  let made = 0;

  beforeAll(async () => {
    server = await startLoopback((r, send) => {
      const form = new URLSearchParams(r.body);
      const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(r.path);
      if (r.method === "POST" && r.path === "/v1/customers") {
        send(200, { id: customer, object: "customer", email: form.get("email") });
      } else if (r.method === "POST" && r.path === "/v1/payment_intents") {
        const id = `pi_funnel_${++made}_${run}`;
        const offSessionCharge = form.get("off_session") === "true";
        const intent = {
          ...(offSessionCharge ? offSession : oneOff),
          id,
          client_secret: `${id}_secret_${made}`,
          amount: Number(form.get("amount")),
          currency: form.get("currency"),
          customer: form.get("customer"),
          payment_method: form.get("payment_method"),
          setup_future_usage: form.get("setup_future_usage"),
          metadata: { reference: form.get("metadata[reference]") },
        };
        intents.set(id, intent);
        send(200, intent);
      } else if (r.method === "GET" && read && intents.has(read[1] ?? "")) {
        send(200, intents.get(read[1] ?? ""));
      } else if (r.method === "GET") {
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
    expect((await studio("POST", "/v1/dev/providers", { stripe_api_base: server.apiBase })).status).toBe(200);
    const saved = await studio("PUT", "/v1/cabinet/settings/payment_providers/stripe", stripeKeys);
    expect(saved.status, saved.text).toBe(200);
    const routed = await studio("PUT", "/v1/cabinet/settings/payment_settings", {
      methods: [{ method: "card", enabled: true, provider: "stripe" }],
    });
    expect(routed.status, routed.text).toBe(200);
  });

  afterAll(async () => {
    await studio("POST", "/v1/dev/providers", { stripe_api_base: null });
    await studio("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] });
    await studio("DELETE", "/v1/cabinet/settings/payment_providers/stripe");
    await server.close();
  });

  it("saves the card at the first payment and charges the offer off-session with that customer and method", async () => {
    const main = await product(studio, "Card Funnel Main", "30.00");
    const extra = await product(studio, "Card Funnel Offer", "12.00");
    const f = await funnel(studio, `Card ${run}`, [extra]);
    await must(studio)(`/v1/cabinet/products/${main.id}/funnel`, { funnel_id: f.id }, "PUT");
    await must(studio)(`/v1/cabinet/funnels/${f.id}/activate`);
    const email = `card-funnel-${run}@example.org`;
    const body = await quotedOrderBody(studio, { product_id: main.id, plan_id: main.plan }, email);
    const order = await studio("POST", "/v1/checkout/orders", body, { "idempotency-key": `card-funnel-${run}` });
    expect(order.status, order.text).toBe(201);
    const token = order.body.order.token as string;
    const first = String(order.body.confirm.client_secret).split("_secret_")[0] as string;
    // a product with an activated funnel saves the card for later, with a customer
    expect(intents.get(first)).toMatchObject({ customer, setup_future_usage: "off_session" });
    // the buyer confirms in the provider's fields; the return asks the provider
    intents.set(first, { ...intents.get(first), status: "succeeded", payment_method: "pm_funnel_saved" });
    expect((await studio("POST", `/v1/checkout/orders/${token}/check`)).body.order.payment_state).toBe("paid");
    const url = await stepUrl(token);
    const step = (await offer(runToken(url))).body.offer;
    expect(step).toMatchObject({ product_id: extra.id, due_now: "12.00" });
    const accepted = await accept(step.accept_url);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.outcome).toBe("accepted");
    const upsell = accepted.body.order.token as string;
    const charge = server.received.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents").at(-1);
    const fields = Object.fromEntries(new URLSearchParams(charge?.body ?? ""));
    expect(fields).toMatchObject({
      off_session: "true",
      confirm: "true",
      customer,
      payment_method: "pm_funnel_saved",
      amount: "1200",
      "metadata[reference]": upsell,
    });
    expect(charge?.headers["idempotency-key"]).toBe(`upsell-${upsell}`);
    await until(upsell, paidAndDelivered, "the upsell paid and delivered");
    expect((await status(token)).order.payment_state).toBe("paid");
  });
});

describe("a one-click upsell of digital content (issue 30)", () => {
  let main: { id: number; plan: number };
  let extra: { id: number; plan: number };
  let f: { id: number; steps: { id: number }[] };
  beforeAll(async () => {
    const token = sellers.token("demo");
    main = await publishedDownload(demo, token, `Waiver Main ${run}`, "main.txt", "20.00");
    extra = await publishedDownload(demo, token, `Waiver Extra ${run}`, "extra.txt", "7.00");
    published.push([demo, main.id], [demo, extra.id]);
    f = await funnel(demo, `Waiver ${run}`, [extra]);
    await must(demo)(`/v1/cabinet/products/${main.id}/funnel`, { funnel_id: f.id }, "PUT");
    await must(demo)(`/v1/cabinet/funnels/${f.id}/activate`);
  });

  it("asks the first order's withdrawal waiver again, charges nothing without it, and records it with the upsell", async () => {
    const email = `funnel-waiver-${run}@example.org`;
    const token = await buy(main, email);
    const url = await stepUrl(token);
    const step = await requestAt(baseUrl(), "GET", `/v1/checkout/funnels/${runToken(url)}`, undefined, { "accept-language": "de" });
    expect(step.status, step.text).toBe(200);
    const legal = step.body.offer.legal;
    expect(legal.consents.map((c: { code: string }) => c.code)).toEqual(["digital_content_start", "digital_content_waiver"]);
    expect(legal.consents[1].text).toContain("Widerrufsrecht");
    // the step page asks both boxes on the accept form, and only there
    const page = await atShop(url, { headers: { "accept-language": "de" } }).then((r) => r.text());
    const formId = /<form method="post" id="(sw-accept-\d+)"/.exec(page)?.[1];
    expect(formId).toBeTruthy();
    for (const code of ["digital_content_start", "digital_content_waiver"]) {
      expect(page).toContain(`<input type="checkbox" name="consents" value="${code}" form="${formId}" required>`);
    }
    expect(page).toContain(legal.consents[0].text);
    // without them (JSON, one of two, a form): 422 or back to the page saying why; nothing claimed, nothing charged
    const pointers = (a: { body: Record<string, any> }) => (a.body.errors as any[]).map((e) => e.source?.pointer);
    const none = await post(step.body.offer.accept_url);
    expect(none.status, none.text).toBe(422);
    expect(pointers(none)).toEqual(["/consents/digital_content_start", "/consents/digital_content_waiver"]);
    expect(none.body.errors.map((e: { code: string }) => e.code)).toEqual(["consent_required", "consent_required"]);
    const half = await post(step.body.offer.accept_url, { consents: ["digital_content_start"] });
    expect(pointers(half)).toEqual(["/consents/digital_content_waiver"]);
    // a consent that is not one is a malformed body, not a pass
    expect((await post(step.body.offer.accept_url, { consents: ["yes"] })).status).toBe(400);
    const formPost = (body: string) =>
      atShop(step.body.offer.accept_url, {
        method: "POST",
        redirect: "manual",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "de" },
      });
    const bare = await formPost("answer=accept&consents=digital_content_start");
    expect(bare.status).toBe(303);
    expect(bare.headers.get("location")).toBe(`${url}?unconfirmed=1`);
    const told = await atShop(`${url}?unconfirmed=1`, { headers: { "accept-language": "de" } }).then((r) => r.text());
    expect(told).toContain('<p class="sw-notice" role="alert">Setze die Häkchen');
    expect((await offer(runToken(url))).body.offer.node_id).toBe(stepId(f, 0));
    const before = await demo("GET", `/v1/cabinet/orders?query=${encodeURIComponent(email)}`);
    expect(before.body.list.map((o: any) => o.product_id)).toEqual([main.id]);
    // ticked on the page: the form's answer goes on, and the upsell keeps the worded consents
    const ticked = await formPost("consents=digital_content_start&consents=digital_content_waiver&answer=accept");
    expect(ticked.status).toBe(303);
    expect(ticked.headers.get("location")).toBe(`/s/demo/payment/${token}/thank_you`);
    const list = (await demo("GET", `/v1/cabinet/orders?upsell_type=funnel&query=${encodeURIComponent(email)}`)).body.list as any[];
    expect(list.map((o) => o.product_id)).toEqual([extra.id]);
    await until(list[0].token, paidAndDelivered, "the upsell paid and delivered");
    const upsell = (await demo("GET", `/v1/cabinet/orders/${list[0].id}`)).body;
    expect(upsell.legal.language).toBe("de");
    expect(upsell.legal.consents).toEqual(legal.consents);
    expect(upsell.legal.documents.map((d: { kind: string }) => d.kind)).toEqual(expect.arrayContaining(["terms", "privacy"]));
    expect(Number.isNaN(Date.parse(upsell.legal.consented_at))).toBe(false);
  });
});
