// `Idempotency-Key` on every POST the edge's route table marks `stored`
// (every create and every money move: products and their actions, plans,
// license keys, tickets, coupons, refunds, ticket use, paying a rate, a
// quiz attempt, builder pages, shop categories, funnels), so
// that a double click or a retry never creates twice. `http.ts` applies it
// to every such request; no call site has to remember it.
//
// Decisions (the spec is silent):
// - One user action is one request: the same method, path and body. Its
//   key (a random UUID) is made when the action is first sent and kept
//   until the action has a definitive answer: a success, or a refusal the
//   edge gave after looking at it (4xx). After a network error, a
//   cancellation, a 5xx, a 429 or a 409 `idempotency_key_in_progress` the
//   action may or may not have happened, so the key stays and sending the
//   same request again (a retry) sends the same key: the edge replays the
//   first answer instead of creating again. Once answered, the same form
//   sent again is a new action with a new key (a second coupon on purpose).
// - A repeat while the action is in flight (a double click) is not sent at
//   all: it gets the first request's answer.
// - Keys live in memory: a reload starts over (the edge keeps a key's
//   answer 24 hours; the page's own state is gone after a reload anyway).
// - Order creation (`POST /v1/checkout/orders`) keeps its own key per cart
//   (`orders.ts`), as the route table's `order` mode requires it.

/**
 * The routes the table marks `stored`, in its notation (`:name` is a path
 * segment). `tests/client-idempotency.test.ts` compares this list with the
 * worker's route table (`GET /v1/dev/routes`), so it cannot drift.
 */
export const STORED_ROUTES: readonly string[] = [
  "POST /v1/checkout/orders/:token/rates/:index/pay",
  "POST /v1/cabinet/products",
  "POST /v1/cabinet/products/:id/pricing_plans",
  "POST /v1/cabinet/products/:id/license_keys",
  "POST /v1/cabinet/products/:id/tickets",
  "POST /v1/cabinet/products/:id/:action",
  "POST /v1/cabinet/orders/:id/refund",
  "POST /v1/cabinet/payment_tickets/:code/use",
  "POST /v1/cabinet/coupons",
  "POST /v1/cabinet/exports",
  "POST /v1/payer/s/:username/courses/:product_id/lessons/:lesson_id/quiz",
  "POST /v1/cabinet/legal/cancellation_terms",
  "POST /v1/cabinet/tracking_codes",
  "POST /v1/cabinet/pages",
  "POST /v1/cabinet/categories",
  "POST /v1/cabinet/funnels",
];

const patterns = STORED_ROUTES.map((route) => {
  const [method, path = ""] = route.split(" ");
  return { method, segments: path.split("/") };
});

/** Whether `method` on `url` (an API address, `/v1/…`, maybe with a query) is a `stored` route. */
export function isStored(method: string, url: string): boolean {
  const segments = new URL(url, "http://x").pathname.split("/");
  return patterns.some(
    (p) =>
      p.method === method.toUpperCase() &&
      p.segments.length === segments.length &&
      p.segments.every((s, i) => (s.startsWith(":") ? segments[i] !== "" : s === segments[i])),
  );
}

/** A new key: a random UUID. */
export function newKey(): string {
  return crypto.randomUUID();
}

/** Whether an action with this outcome has been decided by the edge (its key may be forgotten). */
export function definitive(status: number, code: string | null): boolean {
  if (status >= 200 && status < 300) return true;
  if (status === 409 && code === "idempotency_key_in_progress") return false;
  return status >= 400 && status < 500 && status !== 429;
}
