// The seller's sales in the cabinet: orders (list, detail, refund, CSV
// export), order rates, sold event tickets with their overview, and the
// payment settings (providers with their credentials, the method matrix).
// Lists take core's canonical list query string (see `useListPage`) and
// answer `{list, totalCount, page, per}`; shapes are after the client's
// snake_case -> camelCase conversion.
import type {
  MethodSetting,
  Mode,
  OrderRateState,
  OrderState,
  PaymentMethod,
  PaymentState,
  PaymentTicketState,
  PlanKind,
  ProviderKind,
} from "../core";
import type { Json } from "./case";
import { api, present } from "./client";
import type { Schema } from "./types";
import { apiUrl } from "./url";

export interface ListAnswer<T> {
  list: T[];
  /** The matching rows, up to totalCountMax; only when the request asked (`counts=true`). */
  totalCount?: number;
  /** The most rows a list counts (the spec's totalCountMax). */
  totalCountMax: number;
  /** More rows match than totalCount, which is then totalCountMax; only when counted. */
  totalCapped?: boolean;
  page: number;
  per: number;
  /** More rows follow this page. */
  hasMore: boolean;
  /** The next page's cursor (`after=`), when more rows follow. */
  next?: string;
  /** The previous page's cursor (`before=`), unless this is the first page. */
  prev?: string;
}

/** One row of GET /v1/cabinet/orders. */
export interface OrderRow {
  id: number;
  token: string;
  productId: number;
  productName: string;
  planId: number;
  planKind: PlanKind;
  payerEmail: string;
  buyerCountry: string;
  paymentMethod: PaymentMethod;
  provider: ProviderKind;
  paymentState: PaymentState;
  orderState: OrderState;
  currency: string;
  total: string;
  dueNow: string;
  couponCode: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface PayerDetails {
  firstName?: string;
  lastName?: string;
  street?: string;
  streetNumber?: string;
  zip?: string;
  city?: string;
  payerCountry?: string;
  phone?: string;
}

export interface OrderBuyer {
  country?: string;
  business?: boolean;
  vatId?: string | null;
}

/** One charge of an order's plan, as the detail lists it. */
export interface OrderRate {
  index: number;
  dueDate: string;
  amount: string;
  state: OrderRateState;
  failures: number;
  paidAt: string | null;
}

export interface OrderDownload {
  fileId: number;
  name: string;
  size: number;
  url: string;
}

export interface OrderTicketCode {
  code: string;
  state: PaymentTicketState;
  ticketId: number;
}

export interface OrderDelivery {
  delivered: boolean;
  revoked: boolean;
  downloads: OrderDownload[];
  licenseKeys: string[];
  tickets: OrderTicketCode[];
}

/** GET /v1/cabinet/orders/{id} (and the 202 of a refund). */
export interface OrderDetail {
  order: OrderRow;
  payer: { details?: PayerDetails; buyer?: OrderBuyer };
  rates: OrderRate[];
  delivery: OrderDelivery;
  refundable: boolean;
}

/** One row of GET /v1/cabinet/order_rates. */
export interface OrderRateRow {
  id: number;
  orderId: number;
  token: string;
  idx: number;
  dueDate: string;
  amount: string;
  currency: string;
  state: OrderRateState;
  failures: number;
  paidAt: string | null;
  productId: number;
  payerEmail: string;
  paymentState: PaymentState;
}

/** One row of GET /v1/cabinet/payment_tickets (the details view). */
export interface PaymentTicketRow {
  id: number;
  orderId: number;
  productId: number;
  ticketId: number;
  code: string;
  state: PaymentTicketState;
  createdAt: string;
  usedAt: string | null;
}

/** One ticket of GET /v1/cabinet/payment_tickets/overview. */
export type TicketOverviewRow = Schema<"TicketOverview">;

/**
 * A provider as GET /v1/cabinet/settings/payment_providers answers it.
 * Secrets come back masked (`••••abcd`) or null, never in clear.
 */
export interface ProviderAccount {
  provider: ProviderKind;
  connected: boolean;
  builtIn?: boolean;
  mode: Mode | null;
  webhookUrl?: string;
  publishableKey?: string | null;
  secretKey?: string | null;
  webhookSecret?: string | null;
  clientId?: string | null;
  clientSecret?: string | null;
  webhookId?: string | null;
}

/** What PUT …/payment_providers/stripe takes. */
export interface StripeBody {
  publishable_key: string;
  secret_key: string;
  webhook_secret: string;
}

/** What PUT …/payment_providers/paypal takes. */
export interface PaypalBody {
  client_id: string;
  client_secret: string;
  webhook_id: string;
  mode: Mode | null;
}

/** One row of the method matrix with what it may be set to (`active`: enabled and routed to a connected provider, offered to buyers). */
export type MethodRow = Schema<"MethodEntry">;

const withQuery = (path: string, queryString: string) => {
  const q = queryString.replace(/^\?/, "");
  return q ? `${path}?${q}` : path;
};
/** Forms show these problems beside their fields: no toasts. */
const quiet = { toast: false } as const;

export const salesApi = {
  orders: (queryString: string, signal?: AbortSignal) =>
    api.get<ListAnswer<OrderRow>>(withQuery("/cabinet/orders", queryString), { signal }).then(present),
  order: (id: number, signal?: AbortSignal) => api.get<OrderDetail>(`/cabinet/orders/${id}`, { signal }).then(present),
  /** 202 with the detail as it stands; the provider's webhook completes the refund. 409 `not_refundable` is the caller's to show. */
  refund: (id: number) => api.post<OrderDetail>(`/cabinet/orders/${id}/refund`, {}, quiet).then(present),
  /**
   * The address of the CSV export of the orders `queryString` filters: a
   * plain link the browser downloads with the session's cookies, streamed
   * by the edge (never held in the page).
   */
  exportUrl: (queryString: string) => apiUrl(withQuery("/cabinet/orders/export", queryString)),

  orderRates: (queryString: string, signal?: AbortSignal) =>
    api.get<ListAnswer<OrderRateRow>>(withQuery("/cabinet/order_rates", queryString), { signal }).then(present),
  paymentTickets: (queryString: string, signal?: AbortSignal) =>
    api.get<ListAnswer<PaymentTicketRow>>(withQuery("/cabinet/payment_tickets", queryString), { signal }).then(present),
  /** The address of the CSV export of the issued tickets `queryString` filters (like `exportUrl`). */
  ticketExportUrl: (queryString: string) => apiUrl(withQuery("/cabinet/payment_tickets/export", queryString)),
  ticketOverview: (signal?: AbortSignal) =>
    api.get<{ list: TicketOverviewRow[] }>("/cabinet/payment_tickets/overview", { signal }).then((r) => present(r).list),

  providers: (signal?: AbortSignal) =>
    api.get<{ providers: ProviderAccount[] }>("/cabinet/settings/payment_providers", { signal }).then((r) => present(r).providers),
  /** 422 problems name the credential fields (shown beside them by the caller). */
  connectProvider: (provider: "stripe" | "paypal", body: StripeBody | PaypalBody) =>
    api
      .put<{ providers: ProviderAccount[] }>(`/cabinet/settings/payment_providers/${provider}`, body as unknown as Json, quiet)
      .then((r) => present(r).providers),
  /** 409 `provider_in_use` while enabled methods go to it. */
  disconnectProvider: (provider: "stripe" | "paypal") =>
    api
      .delete<{ providers: ProviderAccount[] }>(`/cabinet/settings/payment_providers/${provider}`, quiet)
      .then((r) => present(r).providers),

  paymentSettings: (signal?: AbortSignal) =>
    api.get<{ methods: MethodRow[] }>("/cabinet/settings/payment_settings", { signal }).then((r) => present(r).methods),
  /** 422 problems at `methods.N.provider` / `methods.N.method`. */
  savePaymentSettings: (methods: MethodSetting[]) =>
    api.put<{ methods: MethodRow[] }>("/cabinet/settings/payment_settings", { methods }, quiet).then((r) => present(r).methods),
};
