// The buyer's side of an order (issue 7): making it once per
// Idempotency-Key, reading where it stands (payment, rates, delivery),
// cancelling a running plan, and the signed-in buyer's list of orders.
// Shapes after the client's snake_case -> camelCase conversion.
import type { Quote } from "../core";
import { camelizeKeys, snakeizeKeys, type Json } from "./case";
import { api, apiHeaders, present } from "./client";
import { ApiError, parseError } from "./errors";
import type { Answer, RequestBody, Schema, Sendable } from "./types";
import { apiUrl } from "./url";

// Answers generated from the API document (types.ts).
export type OrderSummary = Schema<"OrderSummary">;
export type Download = Schema<"Download">;
export type TicketCode = Schema<"TicketCode">;
/** What an order handed over. */
export type Delivery = Schema<"Delivered">;
type StatusAnswer = Answer<"/v1/checkout/orders/{token}", "get">;
/**
 * A rate of the order. `payable`: the buyer may pay this rate now
 * (`ordersApi.payRate`): a later rate whose charge failed (`unpaid`,
 * retries pending) or that became a debt and paused the plan (`debt`),
 * while the order runs.
 */
export type Rate = StatusAnswer["rates"][number];

// The document says `thankYouPage` is any JSON (a
// page-builder document that core validates when it is saved); the page
// reads it as this shape until the edge names the document's type.
export interface PageBlock {
  id: string;
  type: string;
  settings?: { title?: string; text?: string; [key: string]: unknown };
}

/** The seller's thank-you page: the platform's, or a page-builder document (see PageBlock). */
export interface OrderPages extends Omit<StatusAnswer["pages"], "thankYouPage"> {
  thankYouPage: { type: string; blocks: PageBlock[] } | null;
}

/** GET /v1/checkout/orders/{token}. */
export type OrderStatus = Omit<StatusAnswer, "pages"> & { pages: OrderPages };

export type PayerOrder = Schema<"PayerOrder">;
export type ThankYouPageParts = Schema<"ThankYouPageParts">;

/**
 * An order as the buyer asks for it: the cart with its payment method, the
 * e-mail, the payer's details (spec section 5) and the totals the buyer
 * agreed to (core's quote: due now gross, total).
 */
export type OrderRequest = Sendable<RequestBody<"OrderAsk">>;

/**
 * How the buyer pays on our page with the card provider: its script is
 * started with `publishableKey` and confirms the payment `clientSecret`
 * names, in the provider's own fields. `intent` `setup`: the fields save
 * the card for later rates, nothing is charged (a free trial); absent: a
 * payment.
 */
export type CardConfirm = Schema<"Confirm">;

/** The order answer's `confirm`, or null when it is none the page can show (only the card provider's, with both its keys). */
export function cardConfirm(value: CardConfirm | null | undefined): CardConfirm | null {
  if (!value || value.provider !== "stripe" || !value.clientSecret || !value.publishableKey) return null;
  return value;
}

/**
 * What making an order (and paying a rate now) hands the page: the HTTP
 * status (201 for a new order, 200 for the same request sent again and
 * for a rate paid now) and the answer: the order, where the buyer goes
 * (`redirectUrl`: the provider's page, a full page load, or, when the card
 * is confirmed on our page, the thank-you page after it), and `confirm`,
 * set when the buyer pays on our page in the card provider's own fields,
 * null when `redirectUrl` is the provider's page.
 */
export type OrderCreated = Schema<"OrderNext"> & Pick<Response, "status">;

/**
 * A refused order. `quote` is the edge's own quote when the totals changed
 * (409 `quote_changed`), in core's snake_case shape.
 */
export class OrderError extends ApiError {
  constructor(
    base: ApiError,
    readonly quote: Quote | null,
  ) {
    super(base.status, base.code, base.message, base.field, base.problems);
  }
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * POST /v1/checkout/orders with its Idempotency-Key. Sent by itself, not
 * through the shared client: the key is a header of this call only, and a
 * 409 carries the edge's quote beside the error, which the page shows.
 */
export async function createOrder(
  body: OrderRequest,
  key: string,
  fetchFn: FetchLike = (u, i) => window.fetch(u, i),
  headers: () => Record<string, string> = apiHeaders,
): Promise<OrderCreated> {
  let response: Response;
  try {
    response = await fetchFn(apiUrl("/v1/checkout/orders"), {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", ...headers(), "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(snakeizeKeys(body)),
    });
  } catch (e) {
    throw new OrderError(new ApiError(0, "network_error", e instanceof Error ? e.message : String(e)), null);
  }
  const text = await response.text();
  let json: Json | null;
  try {
    json = text ? (JSON.parse(text) as Json) : null;
  } catch {
    json = null;
  }
  if (response.status === 429) throw new OrderError(new ApiError(429, "rate_limited", "retry_later"), null);
  if (response.status < 200 || response.status >= 300) {
    const quote =
      json !== null && typeof json === "object" && !Array.isArray(json) && json.quote && typeof json.quote === "object"
        ? (json.quote as unknown as Quote)
        : null;
    throw new OrderError(parseError(response.status, json), quote);
  }
  return orderNext(response.status, camelizeKeys(json) as unknown as Schema<"OrderNext">);
}

/**
 * The answer of making an order and of paying a rate now (camelized): the
 * order, where the buyer goes next, and the card provider's fields when
 * the buyer pays on our page.
 */
function orderNext(status: number, answer: Schema<"OrderNext">): OrderCreated {
  return { status, order: answer.order, redirectUrl: answer.redirectUrl, confirm: cardConfirm(answer.confirm) };
}

const order = (token: string) => `/v1/checkout/orders/${encodeURIComponent(token)}`;

// The buyer's pages show these errors themselves, so they are not toasted.
export const ordersApi = {
  create: createOrder,
  get: (token: string, signal?: AbortSignal) => api.get<OrderStatus>(order(token), { signal, toast: false }).then(present),
  /**
   * Asks the edge to read the payment from its provider now and apply what
   * it finds (so a late or lost webhook does not keep a paid order
   * waiting); answers the order as `get` does.
   */
  check: (token: string) => api.post<OrderStatus>(`${order(token)}/check`, {}, { toast: false }).then(present),
  /**
   * Pays a failed later rate now (`Rate.payable`), from the order's manage
   * page: answers like `create`, the sandbox's page to go to
   * (`redirectUrl`), or the card provider's fields (`confirm`) with the
   * manage page as `redirectUrl`. 409 `not_payable` for any other rate.
   */
  payRate: (token: string, index: number) =>
    api
      .post<Answer<"/v1/checkout/orders/{token}/rates/{index}/pay", "post">>(`${order(token)}/rates/${index}/pay`, {}, { toast: false })
      .then((r) => orderNext(200, present(r))),
  /**
   * The seller's published thank-you page for the order, as core renders
   * it (its style for a shadow root and its body); `null` when the seller
   * published none.
   */
  thankYouPage: (token: string, signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/checkout/orders/{token}/thank_you_page", "get">>(`${order(token)}/thank_you_page`, { signal, toast: false })
      .then((r) => present(r).page),
  cancel: (token: string) =>
    api
      .post<Answer<"/v1/checkout/orders/{token}/cancel", "post">>(`${order(token)}/cancel`, {}, { toast: false })
      .then((r) => present(r).order),
  /**
   * The thank-you page's way into the buyer's purchases (issue 30): a session for the order's buyer,
   * from the browser that paid only; 403 `sign_in_by_mail` where only the mailed link may sign in.
   */
  signIn: (token: string) =>
    api.post<Answer<"/v1/checkout/orders/{token}/sign_in", "post">>(`${order(token)}/sign_in`, {}, { toast: false, auth: false }),
  /**
   * Who is signed in on the app's site (address and names), `null` for a guest: the payment page fills
   * them in (issue 30). Answers 200 either way, so a guest's console shows no failed request.
   */
  signedInBuyer: (signal?: AbortSignal) =>
    api.get<Answer<"/v1/checkout/buyer", "get">>("/v1/checkout/buyer", { signal, auth: false, toast: false }).then((r) => present(r).buyer),
  /** The signed-in buyer's orders, newest first. */
  payerOrders: (signal?: AbortSignal) =>
    api.get<Answer<"/v1/payer/orders", "get">>("/v1/payer/orders", { signal }).then((r) => present(r).list),
};
