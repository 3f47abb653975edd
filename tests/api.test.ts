// The API slice against the built worker in workerd with local D1, R2 and Queues.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { baseUrl, camelizeKeys, core, expectError, getJson, postJson, postRaw } from "./support/api";

const quote = (body: Record<string, unknown>) => postJson("/v1/checkout/quote", body);
const demo = { product_id: 1, plan_id: 1 };

describe("GET /v1/health", () => {
  it("answers with every migration applied", async () => {
    const migrations = readdirSync(join(import.meta.dirname, "..", "edge", "migrations")).filter((f) => f.endsWith(".sql"));
    const { status, body } = await getJson("/v1/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", d1_migrations: migrations.length });
  });

  it("round-trips R2 and delivers a queue message to the consumer", async () => {
    const deep = await getJson("/v1/health?deep=1");
    expect(deep.status).toBe(200);
    expect(deep.body.r2).toBe("ok");
    const id = deep.body.heartbeat_sent as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    let processed = false;
    for (let attempt = 0; attempt < 60 && !processed; attempt++) {
      await new Promise((r) => setTimeout(r, 250));
      processed = (await getJson(`/v1/health?heartbeat=${id}`)).body.heartbeat_processed === true;
    }
    expect(processed).toBe(true);
    // an id never sent is not reported as processed
    expect((await getJson("/v1/health?heartbeat=0000")).body.heartbeat_processed).toBe(false);
  });
});

describe("GET /v1/shop/{username}/products/{id}", () => {
  it("shows the published demo product with its plan and offer", async () => {
    const { status, body } = await getJson("/v1/shop/demo/products/1");
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ id: 1, form: "download", seller: { username: "demo" } });
    expect(body.product.pricing_plans).toEqual([
      expect.objectContaining({
        id: 1,
        kind: "one_time",
        kind_value: 0,
        currency: "eur",
        price: "49.00",
        offer: {
          plan_kind: "one_time",
          currency: "eur",
          price: "49.00",
          pay_what_you_want: false,
          prices_include_vat: true,
          seller_country: "DE",
          seller_vat: { status: "vat_payer" },
        },
      }),
    ]);
  });

  it("matches the shop name in any case", async () => {
    expect((await getJson("/v1/shop/DEMO/products/1")).status).toBe(200);
  });

  it.each([
    ["another seller's product under this shop", "/v1/shop/demo/products/2"],
    ["an unpublished product", "/v1/shop/kleinunternehmer/products/3"],
    ["an unknown product", "/v1/shop/demo/products/999"],
    ["an unknown shop", "/v1/shop/nobody/products/1"],
    ["a non-numeric id", "/v1/shop/demo/products/abc"],
    ["a negative id", "/v1/shop/demo/products/-1"],
    ["an id beyond i64", "/v1/shop/demo/products/99999999999999999999"],
  ])("answers 404 for %s", async (_, path) => {
    expectError(await getJson(path), 404, "product_not_found");
  });
});

describe("POST /v1/checkout/quote", () => {
  it.each([
    ["DE", "41.18", "7.82", "49.00", "19", "domestic"],
    ["AT", "40.83", "8.17", "49.00", "20", "eu_destination"],
    ["FR", "40.83", "8.17", "49.00", "20", "eu_destination"],
    ["HU", "38.58", "10.42", "49.00", "27", "eu_destination"],
    ["FI", "39.04", "9.96", "49.00", "25.5", "eu_destination"],
    ["US", "49.00", "0.00", "49.00", "0", "outside_eu"],
    ["CH", "49.00", "0.00", "49.00", "0", "outside_eu"],
  ])("quotes the demo product for a buyer in %s", async (country, net, vat, gross, rate, treatment) => {
    const { status, body } = await quote({ ...demo, buyer_country: country });
    expect(status).toBe(200);
    expect(body.quote).toEqual({
      currency: "eur",
      list_price: "49.00",
      discount: "0.00",
      net,
      vat,
      gross,
      vat_rate: rate,
      vat_treatment: treatment,
    });
  });

  it("answers byte-for-byte what core in wasm computes from the public offer", async () => {
    const product = (await getJson("/v1/shop/demo/products/1")).body.product;
    const offer = camelizeKeys(product.pricing_plans[0].offer);
    for (const country of ["DE", "AT", "NL", "SE", "PL", "JP", "BR"]) {
      const edge = (await quote({ ...demo, buyer_country: country })).body.quote;
      const browser = core.quote({ offer, buyerCountry: country });
      expect([browser.net, browser.vat, browser.gross, browser.vatRate]).toEqual([edge.net, edge.vat, edge.gross, edge.vat_rate]);
    }
  });

  it("takes the country in any case", async () => {
    expect((await quote({ ...demo, buyer_country: "at" })).body.quote.vat_rate).toBe("20");
  });

  it("applies an active coupon of the product's seller, in any case", async () => {
    const { status, body } = await quote({ ...demo, buyer_country: "DE", coupon_code: " welcome10 " });
    expect(status).toBe(200);
    expect(body.coupon_code).toBe("WELCOME10");
    expect(body.quote).toMatchObject({ discount: "4.90", net: "37.06", vat: "7.04", gross: "44.10" });
  });

  it("charges an exempt seller's buyers no VAT", async () => {
    const { body } = await quote({ product_id: 2, plan_id: 2, buyer_country: "AT" });
    expect(body.quote).toMatchObject({ net: "5.00", vat: "0.00", gross: "5.00", vat_treatment: "seller_exempt" });
  });

  it("accepts a chosen amount on a pay-what-you-want plan", async () => {
    const { body } = await quote({ product_id: 2, plan_id: 2, buyer_country: "DE", amount: "12.50" });
    expect(body.quote).toMatchObject({ list_price: "12.50", gross: "12.50" });
  });

  describe("refuses bad input with a clear 4xx", () => {
    it("an unknown product", async () => {
      expectError(await quote({ product_id: 999, plan_id: 1, buyer_country: "DE" }), 404, "product_not_found");
    });
    it("a plan of another product", async () => {
      expectError(await quote({ product_id: 1, plan_id: 2, buyer_country: "DE" }), 404, "product_not_found");
    });
    it("an unpublished product", async () => {
      expectError(await quote({ product_id: 3, plan_id: 3, buyer_country: "DE" }), 404, "product_not_found");
    });
    it("malformed JSON", async () => {
      expectError(await postRaw("/v1/checkout/quote", '{"product_id": 1,'), 400, "malformed_json");
      expectError(await postRaw("/v1/checkout/quote", ""), 400, "malformed_json");
    });
    it("a body of the wrong shape", async () => {
      expectError(await quote({ ...demo, product_id: "1", buyer_country: "DE" }), 400, "invalid_input");
      expectError(await quote({ ...demo }), 400, "invalid_input");
      expectError(await quote({ ...demo, buyer_country: "DE", price: "1.00" }), 400, "invalid_input");
      expectError(await postRaw("/v1/checkout/quote", "[]"), 400, "invalid_input");
    });
    it("a negative amount", async () => {
      expectError(await quote({ product_id: 2, plan_id: 2, buyer_country: "DE", amount: "-5" }), 422, "negative_amount", "amount");
    });
    it("an amount that is no decimal, or too precise", async () => {
      expectError(await quote({ product_id: 2, plan_id: 2, buyer_country: "DE", amount: "1e3" }), 422, "invalid_amount", "amount");
      expectError(await quote({ product_id: 2, plan_id: 2, buyer_country: "DE", amount: "5.001" }), 422, "amount_too_precise", "amount");
    });
    it("an amount below the minimum, or on a fixed-price plan", async () => {
      expectError(await quote({ product_id: 2, plan_id: 2, buyer_country: "DE", amount: "4.99" }), 422, "amount_below_minimum", "amount");
      expectError(await quote({ ...demo, buyer_country: "DE", amount: "60" }), 422, "amount_not_allowed", "amount");
    });
    it("an unknown country", async () => {
      expectError(await quote({ ...demo, buyer_country: "XX" }), 422, "invalid_country", "buyer_country");
      expectError(await quote({ ...demo, buyer_country: "" }), 422, "invalid_country", "buyer_country");
    });
    it("unknown, inactive and foreign coupons", async () => {
      expectError(await quote({ ...demo, buyer_country: "DE", coupon_code: "NOPE" }), 422, "coupon_not_found", "coupon_code");
      expectError(await quote({ ...demo, buyer_country: "DE", coupon_code: "OLDCODE" }), 422, "coupon_inactive", "coupon_code");
      // BRUSH2 belongs to another seller
      expectError(await quote({ ...demo, buyer_country: "DE", coupon_code: "BRUSH2" }), 422, "coupon_not_found", "coupon_code");
    });
    it("an oversized body", async () => {
      const big = JSON.stringify({ ...demo, buyer_country: "DE", coupon_code: "x".repeat(70_000) });
      expectError(await postRaw("/v1/checkout/quote", big), 413, "payload_too_large");
    });
  });
});

describe("routing", () => {
  it("answers unknown API routes with a JSON 404", async () => {
    expectError(await getJson("/v1/nothing/here"), 404, "route_not_found");
  });

  it("answers a wrong method without a 5xx", async () => {
    const response = await fetch(`${baseUrl()}/v1/checkout/quote`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("serves the web app for storefront paths", async () => {
    const response = await fetch(`${baseUrl()}/s/demo/products/1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain('<div id="root">');
  });
});
