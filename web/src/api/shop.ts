import type { Offer, QuoteResult } from "../core";
import { api } from "./client";

export interface PricingPlan {
  id: number;
  name: string;
  kind: string;
  currency: string;
  price: string;
  payWhatYouWant: boolean;
  offer: Offer;
}

export interface Product {
  id: number;
  form: string;
  name: string;
  description: string;
  seller: { username: string; displayName: string };
  pricingPlans: PricingPlan[];
}

export interface EdgeQuote {
  productId: number;
  planId: number;
  couponCode: string | null;
  quote: QuoteResult;
}

export const shopApi = {
  product: (username: string, id: string, signal?: AbortSignal) =>
    api
      .get<{ product: Product }>(`/v1/shop/${encodeURIComponent(username)}/products/${encodeURIComponent(id)}`, signal)
      .then((r) => r.product),
  quote: (body: { productId: number; planId: number; buyerCountry: string }, signal?: AbortSignal) =>
    api.post<EdgeQuote>("/v1/checkout/quote", body, signal),
};
