// Builds core's quote request from what the product API sent and what the
// buyer chose, exactly as the edge builds it from stored data; and the cart
// the edge takes (quote body, order cart) from the same choices.
import { snakeizeKeys, type Json } from "../api/case";
import type { Cart, Product, PricingPlan } from "../api/shop";
import type { CouponTerms, ItemRequest, PaymentMethod, PlanTerms, QuoteRequest, SellerTerms, SupplyKind } from "../core";

export interface BuyerChoice {
  country: string;
  business: boolean;
  vatId: string;
}

/** An order bump the buyer ticked: the product, how VAT sees it, and the plan offered. */
export interface BumpChoice {
  productId: number;
  supply: SupplyKind;
  plan: PricingPlan;
}

/** The API camelizes keys; core takes its terms back in snake_case. */
export const coreTerms = <T>(terms: Json): T => snakeizeKeys(terms) as unknown as T;

/** The buyer as core and the edge take it: a VAT id only from a business that typed one. */
export function buyerOf(buyer: BuyerChoice): Cart["buyer"] {
  return {
    country: buyer.country,
    business: buyer.business,
    ...(buyer.business && buyer.vatId.trim() ? { vatId: buyer.vatId.trim() } : {}),
  };
}

export function quoteRequest(args: {
  product: Product;
  plan: PricingPlan;
  buyer: BuyerChoice;
  coupon: Json | null;
  start: string;
  timeZone: string;
  bumps?: BumpChoice[];
  /** The price chosen on a pay-what-you-want plan (decimal string). */
  amount?: string | null;
}): QuoteRequest {
  const { product, plan, buyer } = args;
  const main: ItemRequest = { product_id: product.id, role: "main", supply: product.supply, plan: coreTerms<PlanTerms>(plan.terms) };
  if (args.amount) main.amount = args.amount;
  const bumps = (args.bumps ?? []).map((b): ItemRequest => ({
    product_id: b.productId,
    role: "bump",
    supply: b.supply,
    plan: coreTerms<PlanTerms>(b.plan.terms),
  }));
  const b = buyerOf(buyer);
  const request: QuoteRequest = {
    seller: coreTerms<SellerTerms>(product.seller.terms),
    currency: plan.currency,
    items: [main, ...bumps],
    buyer: { country: b.country, business: b.business, ...(b.vatId ? { vat_id: b.vatId } : {}) },
    start: args.start,
    time_zone: args.timeZone,
  };
  if (args.coupon) request.coupon = coreTerms<CouponTerms>(args.coupon);
  return request;
}

/**
 * The cart the edge quotes and orders: the same choices as `quoteRequest`,
 * by id; the moment and time zone go with a quote only.
 */
export function cartOf(args: {
  productId: number;
  planId: number;
  buyer: BuyerChoice;
  bumps: { productId: number; planId: number }[];
  couponCode: string;
  amount?: string | null;
  paymentMethod?: PaymentMethod | null;
}): Cart {
  return {
    productId: args.productId,
    planId: args.planId,
    bumps: [...args.bumps].sort((a, b) => a.productId - b.productId).map((b) => ({ productId: b.productId, planId: b.planId })),
    buyer: buyerOf(args.buyer),
    ...(args.couponCode ? { couponCode: args.couponCode } : {}),
    ...(args.amount ? { amount: args.amount } : {}),
    ...(args.paymentMethod ? { paymentMethod: args.paymentMethod } : {}),
  };
}
