// The seller's sales in the cabinet: orders (list, detail, refund, CSV
// exports made in the background), order rates, sold event tickets with their overview, and the
// payment settings (providers with their credentials, the method matrix).
// Lists take core's canonical list query string (see `useListPage`) and
// answer their page (`{list, page, per, hasMore, next?, prev?,
// totalCountMax}`, and `totalCount`, `totalCapped` when asked with
// `counts=true`). Every answer's type is generated from the API document
// (types.ts); shapes are after the client's snake_case -> camelCase
// conversion.
import type { MethodSetting } from "../core";
import type { Json } from "./case";
import { api, present } from "./client";
import type { Answer, Named, Schema, Wire } from "./types";
import { apiUrl } from "./url";

/** A background CSV export (`POST /v1/cabinet/exports`), as the API document describes it. */
export type ExportView = Schema<"ExportView">;
export type ExportKind = ExportView["kind"];

/** One row of GET /v1/cabinet/orders. */
export type OrderRow = Schema<"OrderListRow">;
export type OrderPage = Schema<"OrderListRowPage">;

/** The payer's details as the order took them. */
export type PayerDetails = Schema<"PayerDetails">;
/** The buyer (country, business, VAT id) as the order took them. */
export type OrderBuyer = Schema<"BuyerRequest">;

/** What an order handed over. */
export type OrderDelivery = Schema<"Delivered">;

/** GET /v1/cabinet/orders/{id} (and the 202 of a refund): the order, its payer as kept, rates and delivery. */
export type OrderDetail = Schema<"OrderDetail">;

/** One charge of an order's plan, as the detail lists it. */
export type OrderRate = Schema<"SellerRate">;

/** One row of GET /v1/cabinet/order_rates. */
export type OrderRateRow = Schema<"RateListRow">;
export type OrderRatePage = Schema<"RateListRowPage">;

/** One row of GET /v1/cabinet/payment_tickets (the details view). */
export type PaymentTicketRow = Schema<"TicketListRow">;
export type PaymentTicketPage = Schema<"TicketListRowPage">;

/** One ticket of GET /v1/cabinet/payment_tickets/overview. */
export type TicketOverviewRow = Schema<"TicketOverview">;

/**
 * A provider as GET /v1/cabinet/settings/payment_providers answers it.
 * Its credentials (`publishableKey`, `secretKey`, `webhookSecret`,
 * `clientId`, `clientSecret`, `webhookId`) are the entry's other keys (the
 * document's `additionalProperties`: a string or null), masked (`••••abcd`)
 * or null, never in clear; read them as unknown and check.
 */
export type ProviderAccount = Named<Schema<"ProviderEntry">> & Partial<Record<string, unknown>>;

/** What PUT …/payment_providers/stripe takes (snake_case, sent as it is). */
export type StripeBody = Wire<"StripeCredentials">;
/** What PUT …/payment_providers/paypal takes (snake_case, sent as it is). */
export type PaypalBody = Wire<"PaypalCredentials">;

/** One row of the method matrix with what it may be set to (`active`: enabled and routed to a connected provider, offered to buyers). */
export type MethodRow = Schema<"MethodEntry">;

const withQuery = (path: string, queryString: string) => {
  const q = queryString.replace(/^\?/, "");
  return q ? `${path}?${q}` : path;
};
/** Forms show these problems beside their fields: no toasts. */
const quiet = { toast: false } as const;
type Providers = Answer<"/v1/cabinet/settings/payment_providers", "get">;
type Methods = Answer<"/v1/cabinet/settings/payment_settings", "get">;

export const salesApi = {
  orders: (queryString: string, signal?: AbortSignal) =>
    api.get<OrderPage>(withQuery("/cabinet/orders", queryString), { signal }).then(present),
  order: (id: number, signal?: AbortSignal) => api.get<OrderDetail>(`/cabinet/orders/${id}`, { signal }).then(present),
  /**
   * 202 with the detail as it stands; the provider's webhook completes the
   * refund. 409 `not_refundable` is the caller's to show. Sent with an
   * Idempotency-Key (idempotency.ts): a retry never refunds twice.
   */
  refund: (id: number, amount?: string) =>
    api.post<OrderDetail>(`/cabinet/orders/${id}/refund`, amount === undefined ? {} : { amount }, quiet).then(present),
  /**
   * Starts a background CSV export of the orders (`orders`) or issued
   * tickets (`payment_tickets`) that `queryString`'s filters match: 202 with
   * the queued export; 409 `export_running` while one of the kind runs.
   */
  startExport: (kind: ExportKind, queryString: string) =>
    api
      .post<Answer<"/v1/cabinet/exports", "post", 202>>("/cabinet/exports", { kind, query: queryString }, quiet)
      .then((r) => present(r).export),
  /** The seller's latest exports, newest first (to find the one running). */
  exports: (signal?: AbortSignal) =>
    api.get<Answer<"/v1/cabinet/exports", "get">>("/cabinet/exports", { signal }).then((r) => present(r).list),
  /** An export's state and progress. */
  exportState: (id: number, signal?: AbortSignal) =>
    api.get<Answer<"/v1/cabinet/exports/{id}", "get">>(`/cabinet/exports/${id}`, { signal }).then((r) => present(r).export),
  /** The address of a done export's file: a plain link the browser downloads with the session's cookies. */
  exportFileUrl: (id: number) => apiUrl(`/cabinet/exports/${id}/download`),

  orderRates: (queryString: string, signal?: AbortSignal) =>
    api.get<OrderRatePage>(withQuery("/cabinet/order_rates", queryString), { signal }).then(present),
  paymentTickets: (queryString: string, signal?: AbortSignal) =>
    api.get<PaymentTicketPage>(withQuery("/cabinet/payment_tickets", queryString), { signal }).then(present),
  ticketOverview: (signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/cabinet/payment_tickets/overview", "get">>("/cabinet/payment_tickets/overview", { signal })
      .then((r) => present(r).list),

  providers: (signal?: AbortSignal) =>
    api.get<Providers>("/cabinet/settings/payment_providers", { signal }).then((r) => present(r).providers),
  /** The providers and whether the card provider can be connected through its onboarding (Connect). */
  providerSettings: (signal?: AbortSignal) => api.get<Providers>("/cabinet/settings/payment_providers", { signal }).then(present),
  /** Where the browser goes to connect the card provider (its authorize page); 409 `connect_unavailable`. */
  startStripeConnect: () =>
    api
      .post<Answer<"/v1/cabinet/settings/payment_providers/stripe/connect", "post">>(
        "/cabinet/settings/payment_providers/stripe/connect",
        {},
        quiet,
      )
      .then((r) => present(r).url),
  /** Completes the onboarding with what the provider sent back: 403/422 `connect_state_*`, 422 `connect_code_refused`, 409 `connect_account_taken`. */
  completeStripeConnect: (code: string, state: string) =>
    api.post<Providers>("/cabinet/settings/payment_providers/stripe/connect/complete", { code, state }, quiet).then(present),
  /** 422 problems name the credential fields (shown beside them by the caller). */
  connectProvider: (provider: "stripe" | "paypal", body: StripeBody | PaypalBody) =>
    api.put<Providers>(`/cabinet/settings/payment_providers/${provider}`, body as unknown as Json, quiet).then((r) => present(r).providers),
  /** 409 `provider_in_use` while enabled methods go to it. */
  disconnectProvider: (provider: "stripe" | "paypal") =>
    api.delete<Providers>(`/cabinet/settings/payment_providers/${provider}`, quiet).then((r) => present(r).providers),

  paymentSettings: (signal?: AbortSignal) =>
    api.get<Methods>("/cabinet/settings/payment_settings", { signal }).then((r) => present(r).methods),
  /** 422 problems at `methods.N.provider` / `methods.N.method`. */
  savePaymentSettings: (methods: MethodSetting[]) =>
    api.put<Methods>("/cabinet/settings/payment_settings", { methods }, quiet).then((r) => present(r).methods),
};
