import type { Json } from "./case";
import { api, present } from "./client";
import type { Answer, RequestBody, Schema, Sendable } from "./types";

// API answers after the client's snake_case -> camelCase conversion,
// generated from the API document (types.ts). The `terms` objects are
// handed to core, which takes them in snake_case: see `coreTerms` in
// checkout/request.ts.
export type PricingPlan = Schema<"PublicPlan">;
/** How the payment page looks (core's checkout settings, camelized). */
export type CheckoutLook = Schema<"CheckoutSettings">;
/** A product offered beside the main one, at the plan the seller chose. */
export type PublicBump = Schema<"PublicBump">;
export type PublicBumps = Schema<"PublicBumps">;
/** An event's ticket on sale, with the plans that sell it. */
export type PublicTicket = Schema<"PublicTicket">;
export type Product = Schema<"PublicProduct">;
/** Where a product's cover images are read (API paths), per variant. */
export type Covers = Schema<"CoverUrls">;
export type ShopProductSummary = Schema<"ShopProductSummary">;
/** A shop's public face (its name), for the header of its pages. */
export type PublicShop = Schema<"PublicShop">;
export type ShopProductList = Answer<"/v1/shop/{username}/products", "get">;
export type EdgeQuoteBody = Answer<"/v1/checkout/quote", "post">;
type ProductAccess = Answer<"/v1/shop/{username}/products/{id}/access", "post">;
/** A shop's legal document as its public page shows it. */
export type PublicDocument = Answer<"/v1/shop/{username}/documents/{kind}", "get">;

/**
 * A quote request: the cart, previewed at the page's moment of purchase in
 * the seller's time zone (`start`, `timeZone`). `amount` is the chosen
 * price of a pay-what-you-want plan (decimal string).
 */
export type EdgeQuoteRequest = Sendable<RequestBody<"QuoteAsk">>;
/**
 * The cart as the edge takes it: the body of a quote without its moment,
 * and the `cart` of an order, which names neither `start` nor `timeZone`
 * (the edge refuses them): it is made at the edge's clock in the seller's zone.
 */
export type Cart = Omit<EdgeQuoteRequest, "start" | "timeZone">;

const shop = (username: string) => `/v1/shop/${encodeURIComponent(username)}`;

// The storefront pages show these errors themselves, so they are not toasted.
export const shopApi = {
  shop: (username: string, signal?: AbortSignal) =>
    api.get<Answer<"/v1/shop/{username}", "get">>(shop(username), { signal, toast: false }).then((r) => present(r).shop),
  product: (username: string, id: string, signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/shop/{username}/products/{id}", "get">>(`${shop(username)}/products/${encodeURIComponent(id)}`, {
        signal,
        toast: false,
      })
      .then((r) => present(r).product),
  products: (username: string, queryString: string, signal?: AbortSignal) =>
    api.get<ShopProductList>(`${shop(username)}/products?${queryString}`, { signal, toast: false }).then(present),
  coupon: (username: string, code: string, signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/shop/{username}/coupons/{code}", "get">>(`${shop(username)}/coupons/${encodeURIComponent(code.trim())}`, {
        signal,
        toast: false,
      })
      .then((r) => present(r).coupon),
  /** A buyer's attempt at a protected product's password; the edge sets the grant cookie on success. */
  access: (username: string, id: string | number, password: string) =>
    api
      .post<ProductAccess>(`${shop(username)}/products/${encodeURIComponent(String(id))}/access`, { password }, { toast: false })
      .then(present),
  /** A shop's imprint, terms, privacy notice or cancellation terms (`query`: `ct_id`, `product_type`). */
  document: (username: string, kind: string, query: string, signal?: AbortSignal) =>
    api
      .get<PublicDocument>(`${shop(username)}/documents/${encodeURIComponent(kind)}${query ? `?${query}` : ""}`, { signal, toast: false })
      .then(present),
  quote: (body: EdgeQuoteRequest, signal?: AbortSignal) =>
    api.post<EdgeQuoteBody>("/v1/checkout/quote", body as unknown as Json, { signal, toast: false }).then(present),
};
