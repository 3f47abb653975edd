// Builds core's quote request from what the product API sent and what the
// buyer chose, exactly as the edge builds it from stored data.
import { snakeizeKeys, type Json } from "../api/case";
import type { Product, PricingPlan } from "../api/shop";
import type { CouponTerms, PlanTerms, QuoteRequest, SellerTerms, SupplyKind } from "../core";

export interface BuyerChoice {
  country: string;
  business: boolean;
  vatId: string;
}

/** The API camelizes keys; core takes its terms back in snake_case. */
export const coreTerms = <T>(terms: Json): T => snakeizeKeys(terms) as unknown as T;

export function quoteRequest(args: {
  product: Product;
  plan: PricingPlan;
  buyer: BuyerChoice;
  coupon: Json | null;
  start: string;
  timeZone: string;
}): QuoteRequest {
  const { product, plan, buyer } = args;
  const request: QuoteRequest = {
    seller: coreTerms<SellerTerms>(product.seller.terms),
    currency: plan.currency,
    items: [{ product_id: product.id, role: "main", supply: product.supply as SupplyKind, plan: coreTerms<PlanTerms>(plan.terms) }],
    buyer: { country: buyer.country, business: buyer.business, ...(buyer.business && buyer.vatId.trim() ? { vat_id: buyer.vatId } : {}) },
    start: args.start,
    time_zone: args.timeZone,
  };
  if (args.coupon) request.coupon = coreTerms<CouponTerms>(args.coupon);
  return request;
}
