import { describe, expect, it } from "vitest";
import type { OrderDelivery, OrderRow } from "../../api/sales";
import { refundSettled } from "./refund";

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
