// The API's conventions from issue 15, against the real worker: a request
// id on every answer and in every error body; `Idempotency-Key` honoured by
// the router on every route the table marks `stored` (products, plans,
// keys, tickets, coupons, refunds, ticket use, a rate's payment): a repeat
// replays the first answer, another body with the key is refused, a repeat
// while the first runs is refused, refusals are not kept, and one seller's
// key never replays another's answer; the router's own answers (no route,
// wrong method) in the error shape of spec section 8.
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, baseUrl, expectError, requestAt } from "./support/api";
import { CONSENTS } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let demoToken = "";
let kleinToken = "";
const demo = apiAs(() => demoToken);
const klein = apiAs(() => kleinToken);
const anyone = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
  requestAt(baseUrl(), method, path, json, headers);

async function signIn(email: string, password: string): Promise<string> {
  const answer = await anyone("POST", "/v1/app/session", { email, password });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.access_token as string;
}

const key = (name: string) => ({ "idempotency-key": `${run}-${name}` });
const replayed = (a: Answer) => a.headers.get("idempotent-replayed");

beforeAll(async () => {
  [demoToken, kleinToken] = await Promise.all([
    signIn("demo@sellwerk.test", "demo-password"),
    signIn("studio@sellwerk.test", "studio-password"),
  ]);
});

describe("the request id", () => {
  it("is on every answer, a new one each time, and in every error body", async () => {
    const answers = [
      await anyone("GET", "/v1/health"),
      await anyone("GET", "/v1/health"),
      await anyone("GET", "/v1/nothing/here"),
      await anyone("GET", "/v1/cabinet/products"),
      await demo("POST", "/v1/cabinet/coupons", { code: "" }),
      await anyone("POST", "/v1/webhooks/sandbox/demo", "{}"),
    ];
    const ids = answers.map((a) => a.headers.get("request-id") ?? "");
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of answers.slice(2)) {
      expect(a.status).toBeGreaterThanOrEqual(400);
      expect(a.body.request_id, a.text).toBe(a.headers.get("request-id"));
    }
  });

  it("is Cloudflare's ray id when the request came with one", async () => {
    const ray = `8f${run}-FRA`;
    const answer = await anyone("GET", "/v1/no-such-route", undefined, { "cf-ray": ray });
    expect(answer.headers.get("request-id")).toBe(ray);
    expectError(answer, 404, "route_not_found");
    expect(answer.body.request_id).toBe(ray);
    // a value that is no ray id is not taken over
    const odd = await anyone("GET", "/v1/health", undefined, { "cf-ray": "<script>" });
    expect(odd.headers.get("request-id")).toMatch(/^req_/);
  });
});

describe("the router's own answers", () => {
  it("answers a path without a route, and a method the path does not take, in the error shape", async () => {
    expectError(await anyone("GET", "/v1/shop"), 404, "route_not_found");
    const wrongMethod = await anyone("DELETE", "/v1/health");
    expectError(wrongMethod, 405, "method_not_allowed");
    expect(wrongMethod.body.errors[0].detail).toContain("/v1/health");
    expectError(await anyone("PUT", "/v1/cabinet/coupons", {}), 405, "method_not_allowed");
  });

  it("refuses a body over 64 KiB in the error shape", async () => {
    const big = { form: "download", name: "x".repeat(70 * 1024) };
    expectError(await demo("POST", "/v1/cabinet/products", big, key("too-large")), 413, "payload_too_large");
  });
});

describe("Idempotency-Key", () => {
  it("is marked in the route table on every route that creates something or moves money", async () => {
    const { body } = await anyone("GET", "/v1/dev/routes");
    const marked = (body.routes as { method: string; path: string; idempotency: string }[])
      .filter((r) => r.idempotency !== "none")
      .map((r) => `${r.idempotency} ${r.method} ${r.path}`);
    expect(marked.sort()).toEqual(
      [
        "order POST /v1/checkout/orders",
        "stored POST /v1/checkout/orders/:token/rates/:index/pay",
        "stored POST /v1/cabinet/products",
        "stored POST /v1/cabinet/products/:id/pricing_plans",
        "stored POST /v1/cabinet/products/:id/license_keys",
        "stored POST /v1/cabinet/products/:id/tickets",
        "stored POST /v1/cabinet/products/:id/:action",
        "stored POST /v1/cabinet/orders/:id/refund",
        "stored POST /v1/cabinet/payment_tickets/:code/use",
        "stored POST /v1/cabinet/exports",
        "stored POST /v1/cabinet/coupons",
        "stored POST /v1/payer/s/:username/courses/:product_id/lessons/:lesson_id/quiz",
        "stored POST /v1/cabinet/legal/cancellation_terms",
        "stored POST /v1/cabinet/tracking_codes",
        "stored POST /v1/cabinet/pages",
        "stored POST /v1/cabinet/categories",
        "stored POST /v1/cabinet/funnels",
      ].sort(),
    );
  });

  it("creates a product once and replays the first answer to a repeat", async () => {
    const name = `Once ${run}`;
    const first = await demo("POST", "/v1/cabinet/products", { form: "download", name }, key("product"));
    expect(first.status, first.text).toBe(201);
    expect(replayed(first)).toBeNull();
    // the same body with its keys in another order and other spacing is the same request
    const again = await demo("POST", "/v1/cabinet/products", `{ "name": ${JSON.stringify(name)},  "form": "download" }`, {
      ...key("product"),
      "content-type": "application/json",
    });
    expect(again.status).toBe(201);
    expect(replayed(again)).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(again.headers.get("request-id")).not.toBe(first.headers.get("request-id"));
    const list = await demo("GET", `/v1/cabinet/products?per=100&query=${encodeURIComponent(name)}`);
    expect(list.body.list.filter((p: any) => p.name === name)).toHaveLength(1);
    // a request without a key is not idempotent: it makes another
    const without = await demo("POST", "/v1/cabinet/products", { form: "download", name });
    expect(without.status).toBe(201);
    expect(without.body.product.id).not.toBe(first.body.product.id);
  });

  it("refuses the key for another body, another path or another method", async () => {
    const first = await demo("POST", "/v1/cabinet/products", { form: "download", name: `Reused ${run}` }, key("reused"));
    expect(first.status).toBe(201);
    expectError(
      await demo("POST", "/v1/cabinet/products", { form: "download", name: `Other ${run}` }, key("reused")),
      422,
      "idempotency_key_reused",
    );
    expectError(
      await demo("POST", "/v1/cabinet/coupons", { form: "download", name: `Reused ${run}` }, key("reused")),
      422,
      "idempotency_key_reused",
    );
    // the first answer is still there for its own request
    const again = await demo("POST", "/v1/cabinet/products", { form: "download", name: `Reused ${run}` }, key("reused"));
    expect(replayed(again)).toBe("true");
    expect(again.body.product.id).toBe(first.body.product.id);
  });

  it("adds a plan, license keys, a ticket, a copy and a coupon once per key", async () => {
    const product = (await demo("POST", "/v1/cabinet/products", { form: "license_key", name: `Keys ${run}` })).body.product.id as number;
    const plan = { name: "Standard", terms: { kind: "one_time", currency: "eur", price: "19.00" } };
    const planPath = `/v1/cabinet/products/${product}/pricing_plans`;
    const plans = [await demo("POST", planPath, plan, key("plan")), await demo("POST", planPath, plan, key("plan"))];
    expect(plans.map((p) => p.status)).toEqual([201, 201]);
    expect(plans.map(replayed)).toEqual([null, "true"]);
    expect((await demo("GET", `/v1/cabinet/products/${product}`)).body.product.pricing_plans).toHaveLength(1);

    const keysPath = `/v1/cabinet/products/${product}/license_keys`;
    const keys = { text: `AAAA-${run}\nBBBB-${run}` };
    const added = await demo("POST", keysPath, keys, key("keys"));
    const addedAgain = await demo("POST", keysPath, keys, key("keys"));
    expect([added.status, addedAgain.status]).toEqual([201, 201]);
    expect(addedAgain.body).toEqual(added.body);
    expect(replayed(addedAgain)).toBe("true");
    expect((await demo("GET", keysPath)).body.counts).toEqual(added.body.counts);

    const event = (await demo("POST", "/v1/cabinet/products", { form: "event", name: `Event ${run}` })).body.product.id as number;
    const seat = {
      name: "Seat",
      starts_at: "2031-05-01T10:00",
      ends_at: "2031-05-01T18:00",
      time_zone: "Europe/Berlin",
      location_short_name: "Hall",
      country_code: "DE",
      capacity: 5,
    };
    const ticketPath = `/v1/cabinet/products/${event}/tickets`;
    const ticket = await demo("POST", ticketPath, seat, key("ticket"));
    const ticketAgain = await demo("POST", ticketPath, seat, key("ticket"));
    expect([ticket.status, ticketAgain.status]).toEqual([201, 201]);
    expect(replayed(ticketAgain)).toBe("true");
    expect(ticketAgain.body).toEqual(ticket.body);
    expect((await demo("GET", ticketPath)).body.tickets).toHaveLength(1);

    // a product action that creates (duplicate) makes one copy per key
    const copy = await demo("POST", `/v1/cabinet/products/${event}/duplicate`, undefined, key("duplicate"));
    const copyAgain = await demo("POST", `/v1/cabinet/products/${event}/duplicate`, undefined, key("duplicate"));
    expect([copy.status, copyAgain.status]).toEqual([201, 201]);
    expect(copyAgain.body.product.id).toBe(copy.body.product.id);
    expect(replayed(copyAgain)).toBe("true");

    const code = `ONCE${run}`.toUpperCase();
    const coupon = { code, form: "single", active: true, value: "10", value_form: "percents", applies_to: "first_payment" };
    const created = await demo("POST", "/v1/cabinet/coupons", coupon, key("coupon"));
    const createdAgain = await demo("POST", "/v1/cabinet/coupons", coupon, key("coupon"));
    expect([created.status, createdAgain.status]).toEqual([201, 201]);
    expect(replayed(createdAgain)).toBe("true");
    expect(createdAgain.body).toEqual(created.body);
    // without the key the same coupon is refused as taken: the repeat above did not run
    expectError(await demo("POST", "/v1/cabinet/coupons", coupon), 409, "coupon_code_taken");
  });

  it("keeps no refusal: the key is free again after a 4xx", async () => {
    const product = (await demo("POST", "/v1/cabinet/products", { form: "download", name: `Refused ${run}` })).body.product.id as number;
    const path = `/v1/cabinet/products/${product}/pricing_plans`;
    const bad = await demo("POST", path, { name: "Standard", terms: { kind: "one_time", currency: "eur", price: "-1" } }, key("refused"));
    expect(bad.status).toBe(422);
    expect(replayed(bad)).toBeNull();
    // the corrected request, under the same key, runs
    const good = await demo(
      "POST",
      path,
      { name: "Standard", terms: { kind: "one_time", currency: "eur", price: "9.00" } },
      key("refused"),
    );
    expect(good.status, good.text).toBe(201);
    expect(replayed(good)).toBeNull();
  });

  it("never replays one seller's answer to another: keys belong to the seller", async () => {
    const shared = { "idempotency-key": `shared-${run}` };
    const body = { form: "download", name: `Shared key ${run}` };
    const mine = await demo("POST", "/v1/cabinet/products", body, shared);
    const theirs = await klein("POST", "/v1/cabinet/products", body, shared);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect([replayed(mine), replayed(theirs)]).toEqual([null, null]);
    expect(theirs.body.product.id).not.toBe(mine.body.product.id);
    // each seller's repeat replays their own answer
    expect((await klein("POST", "/v1/cabinet/products", body, shared)).body.product.id).toBe(theirs.body.product.id);
    expect((await demo("POST", "/v1/cabinet/products", body, shared)).body.product.id).toBe(mine.body.product.id);
    // and klein's product is klein's alone
    expectError(await demo("GET", `/v1/cabinet/products/${theirs.body.product.id}`), 404, "product_not_found");
  });

  it("runs one of several simultaneous repeats; the others wait their turn or see its answer", async () => {
    const body = { form: "download", name: `Racing ${run}` };
    const answers = await Promise.all(Array.from({ length: 6 }, () => demo("POST", "/v1/cabinet/products", body, key("race"))));
    const ran = answers.filter((a) => a.status === 201 && replayed(a) === null);
    expect(ran).toHaveLength(1);
    const [original] = ran as [Answer];
    for (const a of answers.filter((x) => x !== original)) {
      if (a.status === 409) expectError(a, 409, "idempotency_key_in_progress");
      else {
        expect(a.status).toBe(201);
        expect(replayed(a)).toBe("true");
        expect(a.body).toEqual(original.body);
      }
    }
    const list = await demo("GET", `/v1/cabinet/products?per=100&query=${encodeURIComponent(body.name)}`);
    expect(list.body.list.filter((p: any) => p.name === body.name)).toHaveLength(1);
  });

  it("refunds a paid order once per key", async () => {
    // a published download of the demo seller, bought and paid by test card on the sandbox's page
    const product = (await demo("POST", "/v1/cabinet/products", { form: "download", name: `Refund ${run}` })).body.product.id as number;
    const put = await fetch(`${baseUrl()}/v1/cabinet/products/${product}/files?name=refund.txt`, {
      method: "PUT",
      headers: { authorization: `Bearer ${demoToken}`, "content-type": "text/plain" },
      body: `the file of ${run}`,
    });
    expect(put.status).toBe(201);
    const plan = (
      await demo("POST", `/v1/cabinet/products/${product}/pricing_plans`, {
        name: "Standard",
        terms: { kind: "one_time", currency: "eur", price: "12.00" },
      })
    ).body.pricing_plan.id as number;
    expect((await demo("POST", `/v1/cabinet/products/${product}/publish`)).status).toBe(200);
    const cart = { product_id: product, plan_id: plan, buyer: { country: "DE", business: false }, payment_method: "card" };
    const quote = (await anyone("POST", "/v1/checkout/quote", cart)).body.quote;
    const payer = {
      first_name: "Erika",
      last_name: "Muster",
      street: "Hauptstr.",
      street_number: "5",
      zip: "10115",
      city: "Berlin",
      payer_country: "DE",
      phone: "+49 30 1234567",
    };
    const made = await anyone(
      "POST",
      "/v1/checkout/orders",
      {
        cart,
        email: `refund-${run}@example.org`,
        payer,
        expected: { due_now: quote.due_now.gross, total: quote.total },
        consents: CONSENTS,
      },
      key("order"),
    );
    expect(made.status, made.text).toBe(201);
    const paid = await fetch(`${baseUrl()}${made.body.redirect_url}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }).toString(),
    });
    expect(paid.status).toBe(303);
    const token = made.body.order.token as string;
    let state = "";
    for (let i = 0; i < 150 && state !== "paid"; i++) {
      state = (await anyone("GET", `/v1/checkout/orders/${token}`)).body.order.payment_state;
      if (state !== "paid") await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toBe("paid");
    const id = (await demo("GET", "/v1/cabinet/orders?per=100")).body.list.find((o: any) => o.token === token).id as number;
    const first = await demo("POST", `/v1/cabinet/orders/${id}/refund`, {}, key("refund"));
    expect(first.status, first.text).toBe(202);
    const again = await demo("POST", `/v1/cabinet/orders/${id}/refund`, {}, key("refund"));
    expect(again.status).toBe(202);
    expect(replayed(again)).toBe("true");
    expect(again.body).toEqual(first.body);
    // another seller's key of the same name reaches nothing of the demo seller's
    expectError(await klein("POST", `/v1/cabinet/orders/${id}/refund`, {}, key("refund")), 404, "order_not_found");
  });

  it("refuses a malformed key, and asks for the principal first", async () => {
    expectError(
      await demo("POST", "/v1/cabinet/products", { form: "download", name: "x" }, { "idempotency-key": "k".repeat(256) }),
      400,
      "idempotency_key_invalid",
    );
    expectError(
      await demo("POST", "/v1/cabinet/products", { form: "download", name: "x" }, { "idempotency-key": "tab\there" }),
      400,
      "idempotency_key_invalid",
    );
    const anonymous = await anyone("POST", "/v1/cabinet/products", { form: "download", name: `Nobody ${run}` }, key("anonymous"));
    expectError(anonymous, 401, "missing_access_token");
    // the refused request claimed nothing: the seller may use the key
    const own = await demo("POST", "/v1/cabinet/products", { form: "download", name: `Nobody ${run}` }, key("anonymous"));
    expect(own.status).toBe(201);
    expect(replayed(own)).toBeNull();
  });
});
