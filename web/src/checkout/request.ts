// The payment page's cart as core prices it: what the product API sent and
// what the buyer chose, as core's `OfferedCart`, which core itself turns into
// the quote request by the edge's own rule (`checkout::quote_request`, called
// through `quoteOfferedCart`); and the cart the edge takes (quote body, order
// cart) from the same choices. Nothing here decides a price.
import { snakeizeKeys, type Json } from "../api/case";
import type { Cart, Product, PricingPlan } from "../api/shop";
import type { CouponTerms, ItemOffer, OfferedCart, PaymentMethod, PlanTerms, SellerTerms, SupplyKind } from "../core";

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

/** The cart with the offers it names, as core takes it (`OfferedCart`); the moment and zone are the preview's. */
export function offeredCart(args: {
  product: Product;
  plan: PricingPlan;
  buyer: BuyerChoice;
  coupon: Json | null;
  start: string;
  timeZone: string;
  bumps?: BumpChoice[];
  /** The price chosen on a pay-what-you-want plan (decimal string). */
  amount?: string | null;
}): OfferedCart {
  const { product, buyer } = args;
  const offer = (product_id: number, supply: SupplyKind, plan: PricingPlan): ItemOffer => ({
    product_id,
    supply,
    plan: coreTerms<PlanTerms>(plan.terms),
  });
  const main = offer(product.id, product.supply, args.plan);
  if (args.amount) main.amount = args.amount;
  const b = buyerOf(buyer);
  return {
    seller: coreTerms<SellerTerms>(product.seller.terms),
    items: [main, ...(args.bumps ?? []).map((bump) => offer(bump.productId, bump.supply, bump.plan))],
    ...(args.coupon ? { coupon: coreTerms<CouponTerms>(args.coupon) } : {}),
    buyer: { country: b.country, business: b.business, ...(b.vatId ? { vat_id: b.vatId } : {}) },
    start: args.start,
    time_zone: args.timeZone,
  };
}

/**
 * The cart the edge quotes and orders: the same choices as `offeredCart`,
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
