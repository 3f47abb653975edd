import { describe, expect, it } from "vitest";
import type { OrderDelivery, OrderRow } from "../../api/sales";
import { compareDecimal, refundDone, refundSettled } from "./refund";

const order = (paymentState: OrderRow["paymentState"]) => ({ paymentState }) as OrderRow;
const delivery = (delivered: boolean, revoked: boolean): OrderDelivery => ({
  delivered,
  revoked,
  access: [],
  certificates: [],
  downloads: [],
  licenseKeys: [],
  tickets: [],
});

describe("a refund", () => {
  it("is over once the payment is refunded and the delivery revoked", () => {
    expect(refundSettled({ order: order("payment_refunded"), delivery: delivery(true, true) })).toBe(true);
    expect(refundSettled({ order: order("payment_refunded"), delivery: delivery(false, false) })).toBe(true);
  });

  it("is not over while the provider or the revocation are still on their way", () => {
    expect(refundSettled({ order: order("paid"), delivery: delivery(true, false) })).toBe(false);
    expect(refundSettled({ order: order("payment_refunded"), delivery: delivery(true, false) })).toBe(false);
  });
});

describe("amounts compared as decimals", () => {
  it("compares exactly, whatever the digits", () => {
    expect(compareDecimal("41.65", "124.95")).toBe(-1);
    expect(compareDecimal("124.95", "41.65")).toBe(1);
    expect(compareDecimal("41.65", "41.650")).toBe(0);
    expect(compareDecimal("10", "9.99")).toBe(1);
    expect(compareDecimal("0.00", "0")).toBe(0);
    expect(compareDecimal("-1", "0.01")).toBe(-1);
    expect(compareDecimal("-2", "-1")).toBe(-1);
  });

  it("knows when a partial refund of a running plan is over: once the plan stopped", () => {
    const before = { order: order("paying"), refundableAmount: "41.65" };
    const done = refundDone(before, "10.00");
    expect(done({ order: order("paying"), delivery: delivery(true, false) })).toBe(false);
    expect(done({ order: order("payment_canceled"), delivery: delivery(true, false) })).toBe(true);
    // all that was left: the full refund's rule
    expect(refundDone(before, "41.65")({ order: order("payment_canceled"), delivery: delivery(true, false) })).toBe(false);
    // a paid one-time order changes no state on a partial refund
    expect(
      refundDone({ order: order("paid"), refundableAmount: "12.50" }, "2.50")({ order: order("paid"), delivery: delivery(true, false) }),
    ).toBe(true);
  });
});
