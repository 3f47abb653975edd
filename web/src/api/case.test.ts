import { describe, expect, it } from "vitest";
import { camelizeKeys, snakeizeKeys } from "./case";

describe("key conversion", () => {
  it("camelizes nested response keys and leaves values alone", () => {
    expect(camelizeKeys({ pricing_plans: [{ pay_what_you_want: false, price: "49.00", plan_kind: "one_time" }] })).toEqual({
      pricingPlans: [{ payWhatYouWant: false, price: "49.00", planKind: "one_time" }],
    });
  });

  it("snakeizes request keys", () => {
    expect(snakeizeKeys({ productId: 1, buyerCountry: "AT", couponCode: null })).toEqual({
      product_id: 1,
      buyer_country: "AT",
      coupon_code: null,
    });
  });

  it("writes the digits of rateNAmount as their own word", () => {
    expect(snakeizeKeys({ rate2Amount: "1.00", rate12Amount: "2.00" })).toEqual({ rate_2_amount: "1.00", rate_12_amount: "2.00" });
  });

  it("round-trips", () => {
    const body = { product_id: 1, seller: { display_name: "x" }, rate_2_amount: "1.00" };
    expect(snakeizeKeys(camelizeKeys(body))).toEqual(body);
  });
});
