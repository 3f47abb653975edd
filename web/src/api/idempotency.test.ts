import { describe, expect, it } from "vitest";
import { definitive, isStored, newKey } from "./idempotency";

describe("stored routes", () => {
  it("match the route table's patterns by method and segments", () => {
    expect(isStored("POST", "/v1/cabinet/products")).toBe(true);
    expect(isStored("post", "/v1/cabinet/products?x=1")).toBe(true);
    expect(isStored("POST", "/v1/cabinet/products/12/publish")).toBe(true);
    expect(isStored("POST", "/v1/cabinet/orders/3/refund")).toBe(true);
    expect(isStored("POST", "/v1/checkout/orders/tok/rates/2/pay")).toBe(true);
    expect(isStored("GET", "/v1/cabinet/products")).toBe(false);
    expect(isStored("PUT", "/v1/cabinet/products/12/pricing_plans/3")).toBe(false);
    expect(isStored("POST", "/v1/cabinet/coupons/5/deactivate")).toBe(false);
    expect(isStored("POST", "/v1/cabinet/products//publish")).toBe(false);
    // order creation keeps its own key per cart (orders.ts)
    expect(isStored("POST", "/v1/checkout/orders")).toBe(false);
  });

  it("decide an action on a success or a refusal, not on a failure that may have run", () => {
    expect([200, 201, 202, 204, 400, 403, 404, 409, 422].map((s) => definitive(s, null))).toEqual(Array(9).fill(true));
    expect(definitive(409, "idempotency_key_in_progress")).toBe(false);
    expect([0, 429, 500, 502, 503].map((s) => definitive(s, null))).toEqual(Array(5).fill(false));
  });

  it("make a fresh UUID each time", () => {
    const a = newKey();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(newKey()).not.toBe(a);
  });
});
