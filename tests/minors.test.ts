// Issue 30's minors at the edge, against the real worker: a coupon is
// edited within core's rules (code and discount fixed once an order used
// it, limits and validity still open; another seller's coupon is not
// found), a VAT id says why it is refused, a new product starts with its
// form's category and a checkout asking name and e-mail only, and a funnel
// step offers its plan for less (core checks the price; the step page
// strikes the plan's price through; the sandbox charges the lower one).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectError, must, publishedProduct, requestAt, seededSellers, shopOrigin } from "./support/api";
import { CONSENTS, claimFunnel, paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder as until } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const sellers = seededSellers();
const { demo, studio } = sellers;
type Caller = typeof demo;
const published: [Caller, number][] = [];

beforeAll(async () => {
  await sellers.signIn("203.0.113.190", "203.0.113.191");
});

afterAll(async () => {
  for (const [call, id] of published) await call("POST", `/v1/cabinet/products/${id}/archive`);
});

/** A published service of `call`'s shop at `price` EUR, one time. */
async function service(call: Caller, name: string, price: string) {
  const made = await publishedProduct(must(call), "service", `${name} ${run}`, { kind: "one_time", currency: "eur", price });
  published.push([call, made.id]);
  return made;
}

/** Buys `p` as `email` with the sandbox card; the paid order's token. */
async function buy(p: { id: number; plan: number }, email: string, coupon?: string) {
  const body = await quotedOrderBody(demo, { product_id: p.id, plan_id: p.plan, ...(coupon ? { coupon_code: coupon } : {}) }, email);
  const made = await demo("POST", "/v1/checkout/orders", body, { "idempotency-key": `minors-${email}-${p.id}` });
  expect(made.status, made.text).toBe(201);
  let paid = await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" });
  if (paid.text.includes('data-testid="sandbox-challenge"')) {
    paid = await sandboxForm(`${made.body.redirect_url}/challenge`, { result: "approve" });
  }
  expect(paid.status, paid.text).toBe(303);
  const token = made.body.order.token as string;
  await until(token, paidAndDelivered, "paid and delivered");
  return token;
}

describe("editing a coupon", () => {
  const terms = (code: string) => ({ code, active: true, value: "10", value_form: "percents", scope: "all_products" });

  it("changes everything before its first use, then only its limit, products, validity and state", async () => {
    const p = await service(demo, "Coupon Edit", "40.00");
    const code = `EDIT${run}`.toUpperCase();
    const created = await demo("POST", "/v1/cabinet/coupons", terms(code), { "idempotency-key": `minors-coupon-${run}` });
    expect(created.status, created.text).toBe(201);
    const id = created.body.coupons[0].id as number;

    // unused: the code and the discount may change
    const renamed = await demo("PUT", `/v1/cabinet/coupons/${id}`, { ...terms(`${code}X`), value: "20" });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.coupon).toMatchObject({ id, code: `${code}X`, value: "20", orders_count: 0 });
    // core's rules of the terms themselves still hold
    expectError(
      await demo("PUT", `/v1/cabinet/coupons/${id}`, { ...terms(`${code}X`), value: "120" }),
      422,
      "percent_out_of_range",
      "value",
    );

    await buy(p, `coupon-edit-${run}@example.org`, `${code}X`);
    // used once: code and value are fixed, at their fields
    const fixed = await demo("PUT", `/v1/cabinet/coupons/${id}`, { ...terms(`${code}Y`), value: "30" });
    expect(fixed.status, fixed.text).toBe(422);
    expect(fixed.body.errors.map((e: any) => [e.source.pointer, e.code])).toEqual([
      ["/code", "coupon_used_fixed"],
      ["/value", "coupon_used_fixed"],
    ]);
    // the limit never below its uses; the count of uses is the edge's, whatever is sent
    expectError(
      await demo("PUT", `/v1/cabinet/coupons/${id}`, { ...terms(`${code}X`), value: "20", limit: 0 }),
      422,
      "coupon_limit_below_uses",
      "limit",
    );
    const later = await demo("PUT", `/v1/cabinet/coupons/${id}`, {
      ...terms(`${code}X`),
      value: "20.00",
      limit: 5,
      orders_count: 0,
      valid_till: "2030-01-31T23:59:59Z",
    });
    expect(later.status, later.text).toBe(200);
    expect(later.body.coupon).toMatchObject({ code: `${code}X`, limit: 5, orders_count: 1, valid_till: "2030-01-31T23:59:59Z" });

    // another seller's coupon is not found, whatever the body (attack)
    expectError(await studio("PUT", `/v1/cabinet/coupons/${id}`, terms("STOLEN")), 404, "coupon_not_found");
    expect((await demo("GET", `/v1/cabinet/coupons?query=${code}`)).body.list[0]).toMatchObject({ code: `${code}X`, limit: 5 });
  });

  it("refuses a code the seller's other coupon has", async () => {
    const a = `TAKEN${run}`.toUpperCase();
    for (const code of [a, `${a}B`]) {
      const made = await demo("POST", "/v1/cabinet/coupons", terms(code), { "idempotency-key": `minors-${code}` });
      expect(made.status, made.text).toBe(201);
    }
    const list = (await demo("GET", `/v1/cabinet/coupons?query=${a}B`)).body.list as { id: number }[];
    expectError(await demo("PUT", `/v1/cabinet/coupons/${list[0]?.id}`, terms(a)), 409, "coupon_code_taken");
  });
});

describe("a VAT id", () => {
  it("says why it is refused: prefix, format for its country, check digits", async () => {
    const profile = {
      business_type: "natural",
      phone: "+49 30 1234567",
      vat_payer: true,
      first_name: "Erika",
      last_name: "Muster",
      street: "Hauptstraße 5",
      zip: "10115",
      city: "Berlin",
      country_code: "DE",
      tax_number_type: "number",
      tax_number: "12/345/67890",
      issuance_country_code: "DE",
    };
    for (const [vat, code] of [
      ["XX123456789", "vat_unknown_prefix"],
      ["DE12345678", "vat_bad_format"],
      ["DE136695975", "vat_bad_check_digit"],
    ] as const) {
      const answer = await studio("PUT", "/v1/cabinet/seller_profile", { ...profile, vat_number: vat });
      expect(answer.status, `${vat}: ${answer.text}`).toBe(422);
      expect(answer.body.errors.map((e: any) => [e.source.pointer, e.code])).toEqual([["/vat_number", code]]);
      expect(answer.body.errors[0].title).not.toBe(answer.body.errors[0].code);
    }
  });
});

describe("a new product", () => {
  it("starts with its form's category, and from the cabinet with a checkout asking name and e-mail only", async () => {
    const course = (await must(demo)("/v1/cabinet/products", { form: "course", name: `Course ${run}`, buyer_information: "minimal" }))
      .product;
    published.push([demo, course.id]);
    expect(course.category).toBe("online_course");
    expect(course.checkout.buyer_information).toEqual({ include_type: "minimal" });
    // without the choice (an API client), the stored default stays
    const download = (await must(demo)("/v1/cabinet/products", { form: "download", name: `Download ${run}` })).product;
    published.push([demo, download.id]);
    expect(download.category).toBeNull();
    expect(download.checkout.buyer_information).toEqual({ include_type: "full" });
  });
});

describe("a funnel step at a lower price", () => {
  it("is checked by core, shown struck through and charged at the lower price by the sandbox", async () => {
    const main = await service(demo, "Discount Main", "30.00");
    const offered = await service(demo, "Discount Offer", "49.00");
    const step = { product_id: offered.id, plan_id: offered.plan, title: "Only now", text: "For you." };
    for (const [price, code] of [
      ["49.00", "funnel_offer_price_not_lower"],
      ["0", "must_be_positive"],
      ["29.999", "amount_too_precise"],
    ] as const) {
      const refused = await demo("POST", "/v1/cabinet/funnels", { name: `Discount ${run}`, steps: [{ ...step, offer_price: price }] });
      expectError(refused, 422, code, "steps/0/offer_price");
    }
    const made = await demo("POST", "/v1/cabinet/funnels", { name: `Discount ${run}`, steps: [{ ...step, offer_price: "29.5" }] });
    expect(made.status, made.text).toBe(201);
    const funnel = made.body.funnel as { id: number; steps: { offer_price: string | null }[] };
    expect(funnel.steps[0]?.offer_price).toBe("29.50");
    await must(demo)(`/v1/cabinet/products/${main.id}/funnel`, { funnel_id: funnel.id }, "PUT");
    await must(demo)(`/v1/cabinet/funnels/${funnel.id}/activate`);

    const token = await buy(main, `funnel-discount-${run}@example.org`);
    const o = await until(token, (s) => typeof s.funnel_url === "string", "a funnel step");
    const { path, cookie } = await claimFunnel(o.funnel_url as string);
    const runToken = path.split("/").pop() as string;
    const offer = (await requestAt(baseUrl(), "GET", `/v1/checkout/funnels/${runToken}`)).body.offer;
    // the server's price: the offer's, VAT included as for any price; the plan's own beside it
    expect(offer).toMatchObject({ product_id: offered.id, due_now: "29.50", vat: "4.71", was: "49.00" });
    const page = await fetch(`${shopOrigin("demo")}${path}`, { headers: { cookie, "accept-language": "en" } }).then((r) => r.text());
    expect(page).toMatch(/<del class="sw-due__was"><span class="sw-vh">Regular price: <\/span>49\.00 €<\/del>/);
    expect(page).toContain('<span class="sw-due__amount">29.50 €</span>');

    const accepted = await requestAt(shopOrigin("demo"), "POST", offer.accept_url, JSON.stringify({ consents: CONSENTS }), { cookie });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.outcome).toBe("accepted");
    const upsell = await until(accepted.body.order.token as string, paidAndDelivered, "the upsell paid");
    expect(upsell.order).toMatchObject({ product_id: offered.id, due_now: "29.50", total: "29.50" });
  });
});
