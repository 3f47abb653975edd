import type { BumpLayout, BumpPosition, BuyButtonText, CheckoutLayout, PaymentMethod } from "../core";
import type { Json } from "./case";
import { api, present } from "./client";

// API shapes after the client's snake_case -> camelCase conversion. The
// `terms` objects are handed to core, which takes them in snake_case: see
// `coreTerms` in checkout/request.ts.
export interface PricingPlan {
  id: number;
  name: string;
  kind: string;
  currency: string;
  price: string;
  payWhatYouWant: boolean;
  terms: Json;
}

/** How the payment page looks (core's checkout settings, camelized). */
export interface CheckoutLook {
  layout: CheckoutLayout;
  buyColor: string;
  pageColor: string;
  backgroundColor: string;
  countdownColor: string;
  buyButtonText: BuyButtonText;
  trustSeals: boolean;
  descriptionExpanded: boolean;
}

/** A product offered beside the main one, at the plan the seller chose. */
export interface PublicBump {
  productId: number;
  name: string;
  headline: string;
  description: string;
  plan: PricingPlan;
}

export interface PublicBumps {
  layout: BumpLayout;
  position: BumpPosition;
  items: PublicBump[];
}

/** An event's ticket on sale, with the plans that sell it. */
export interface PublicTicket {
  id: number;
  name: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  online: boolean;
  locationShortName: string;
  locationAddress: string;
  seatsLeft: number;
  planIds: number[];
}

export interface Product {
  id: number;
  form: string;
  category: string | null;
  supply: string;
  name: string;
  description: string;
  /** `timeZone`: where the seller's payment dates are counted, an order's as the page's preview. */
  seller: { username: string; displayName: string; terms: Json; timeZone: string };
  pricingPlans: PricingPlan[];
  covers: Covers;
  checkout: CheckoutLook;
  bumps: PublicBumps;
  tickets: PublicTicket[];
}

/** Where a product's cover images are read (API paths), per variant. */
export interface Covers {
  original: string | null;
  s100: string | null;
}

export interface ShopProductSummary {
  id: number;
  form: string;
  category: string | null;
  name: string;
  createdAt: string;
  covers: Covers;
}

export interface ShopProductList {
  list: ShopProductSummary[];
  totalCount: number;
  /** The most rows a list counts (the spec's totalCountMax). */
  totalCountMax: number;
  /** More rows match than totalCount, which is then totalCountMax. */
  totalCapped: boolean;
  page: number;
  per: number;
}

export interface EdgeQuoteBody {
  productId: number;
  planId: number;
  quote: Json;
}

/** The cart as the edge takes it: the body of a quote, and the `cart` of an order. */
export interface Cart {
  productId: number;
  planId: number;
  bumps: { productId: number; planId: number }[];
  buyer: { country: string; business: boolean; vatId?: string };
  couponCode?: string;
  /** The chosen price of a pay-what-you-want plan (decimal string). */
  amount?: string;
  paymentMethod?: PaymentMethod;
}

/**
 * A quote request: the cart, previewed at the page's moment of purchase in
 * the seller's time zone. An order names neither (the edge refuses them):
 * it is made at the edge's clock in the seller's zone.
 */
export interface EdgeQuoteRequest extends Cart {
  start: string;
  timeZone: string;
}

const shop = (username: string) => `/v1/shop/${encodeURIComponent(username)}`;

// The storefront pages show these errors themselves, so they are not toasted.
export const shopApi = {
  product: (username: string, id: string, signal?: AbortSignal) =>
    api
      .get<{ product: Product }>(`${shop(username)}/products/${encodeURIComponent(id)}`, { signal, toast: false })
      .then((r) => present(r).product),
  products: (username: string, queryString: string, signal?: AbortSignal) =>
    api.get<ShopProductList>(`${shop(username)}/products?${queryString}`, { signal, toast: false }).then(present),
  coupon: (username: string, code: string, signal?: AbortSignal) =>
    api
      .get<{ coupon: Json }>(`${shop(username)}/coupons/${encodeURIComponent(code.trim())}`, { signal, toast: false })
      .then((r) => present(r).coupon),
  /** A buyer's attempt at a protected product's password; the edge sets the grant cookie on success. */
  access: (username: string, id: string | number, password: string) =>
    api
      .post<{ productId: number; passwordRequired: boolean; grant: string | null }>(
        `${shop(username)}/products/${encodeURIComponent(String(id))}/access`,
        { password },
        { toast: false },
      )
      .then(present),
  quote: (body: EdgeQuoteRequest, signal?: AbortSignal) =>
    api.post<EdgeQuoteBody>("/v1/checkout/quote", body as unknown as Json, { signal, toast: false }).then(present),
};
