// The seller's lists against a large history (bench/lists.sh seeds the
// demo seller with 1,000,000 orders first): for every list route and
// filter, the latency of REPEAT requests one after another (p50, p95) and,
// from the counting worker (bench/counting-worker.mjs), the D1 statements
// and rows read per request; then the rows an idle scheduler tick reads.
// A list counts its rows only when asked (`counts=true`, issue 15): each
// case is measured as a page view (no count, as the web pages on) and as
// the counted request (the first view of a filter, once per change), and
// a deep page is reached by cursor (`after=`, following `next` from page
// 1) next to the same page by offset.
// Goals (issue 15): p95 at most 50 ms and rows read at most a few times the
// page size for every list page and filter, statements per request
// independent of the rows shown. Nothing here is asserted.
import { countingClient } from "./counting-client.mjs";

const url = process.argv[2];
const REPEAT = Number(process.env.REPEAT ?? 20);
const TIMEOUT_MS = 30_000;

const { call, stats, signInDemo } = countingClient(url, { address: "198.18.3.1", timeoutMs: TIMEOUT_MS });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const token = await signInDemo();

const cases = [
  ["/v1/cabinet/orders", ""],
  ["/v1/cabinet/orders", "page=40"],
  ["/v1/cabinet/orders", "page=500"],
  ["/v1/cabinet/orders", "sort=paid_at&dir=desc"],
  ["/v1/cabinet/orders", "sort=id"],
  ["/v1/cabinet/orders", "payment_state=paying"],
  ["/v1/cabinet/orders", "payment_state=payment_not_completed&sort=paid_at"],
  ["/v1/cabinet/orders", "exclude_not_completed=true"],
  ["/v1/cabinet/orders", "state=cancelled"],
  ["/v1/cabinet/orders", "product_id=1"],
  ["/v1/cabinet/orders", "pricing_plan_id=5"],
  ["/v1/cabinet/orders", "payment_form=installments"],
  ["/v1/cabinet/orders", "payment_method=card"],
  ["/v1/cabinet/orders", "buyer_country_code=ch"],
  ["/v1/cabinet/orders", "ticket_id=1"],
  ["/v1/cabinet/orders", "order_amount_from=98.50&order_amount_to=99"],
  ["/v1/cabinet/orders", "created_from=2025-06-01&created_to=2025-06-02"],
  ["/v1/cabinet/orders", "success_from=2025-06-01&success_to=2025-06-02"],
  ["/v1/cabinet/orders", "created_from_time=30"],
  ["/v1/cabinet/orders", `query=${encodeURIComponent("one-buyer@bench.test")}`],
  ["/v1/cabinet/orders", "query=buyer12345"],
  ["/v1/cabinet/orders", "query=bench777"],
  ["/v1/cabinet/order_rates", ""],
  ["/v1/cabinet/order_rates", "sort=id&dir=desc"],
  ["/v1/cabinet/order_rates", "state=unpaid"],
  ["/v1/cabinet/order_rates", "order_id=777"],
  ["/v1/cabinet/order_rates", "product_id=1"],
  ["/v1/cabinet/order_rates", "charge_from=2025-06-01&charge_to=2025-06-02"],
  ["/v1/cabinet/order_rates", "payment_state=paying"],
  ["/v1/cabinet/order_rates", `query=${encodeURIComponent("one-buyer@bench.test")}`],
  ["/v1/cabinet/payment_tickets", ""],
  ["/v1/cabinet/payment_tickets", "state=used"],
  ["/v1/cabinet/payment_tickets", "order_id=7770"],
  ["/v1/cabinet/payment_tickets", "sort=code"],
  ["/v1/cabinet/payment_tickets", "query=B0000007"],
  ["/v1/cabinet/products", ""],
  ["/v1/cabinet/coupons", ""],
];

/** REPEAT requests of `target`: p50 and p95, statements and rows read per request. */
async function measure(path, target) {
  const label = `GET ${path}`;
  const first = await call("GET", target, { token });
  if (first.status !== 200) throw new Error(`${target}: ${first.status} ${first.text.slice(0, 300)}`);
  const before = await stats(label);
  const times = [];
  for (let i = 0; i < REPEAT; i++) {
    const start = performance.now();
    const answer = await call("GET", target, { token });
    times.push(performance.now() - start);
    if (answer.status !== 200) throw new Error(`${target}: ${answer.status}`);
  }
  const after = await stats(label);
  times.sort((a, b) => a - b);
  return {
    first,
    p50_ms: percentile(times, 50).toFixed(1),
    p95_ms: percentile(times, 95).toFixed(1),
    statements: ((after.statements - before.statements) / REPEAT).toFixed(1),
    rows_read: Math.round((after.rows_read - before.rows_read) / REPEAT),
  };
}

const rows = [];
for (const [path, query] of cases) {
  const target = query ? `${path}?${query}` : path;
  const page = await measure(path, target);
  const counted = await measure(path, `${target}${query ? "&" : "?"}counts=true`);
  rows.push({
    request: `GET ${target}`,
    shown: page.first.body.list.length,
    total: `${counted.first.body.total_count}${counted.first.body.total_capped ? "+" : ""}`,
    p50_ms: page.p50_ms,
    p95_ms: page.p95_ms,
    statements: page.statements,
    rows_read: page.rows_read,
    counted_p95_ms: counted.p95_ms,
    counted_statements: counted.statements,
    counted_rows_read: counted.rows_read,
  });
}

// Deep pages by cursor: follow `next` from page 1 to DEEP (past the
// counting window of 500 pages of 20 when DEEP > 500), then measure that
// page's request next to the deepest page by offset.
const DEEP = Number(process.env.DEEP ?? 600);
for (const [path, query] of [
  ["/v1/cabinet/orders", ""],
  ["/v1/cabinet/orders", "sort=paid_at&dir=desc"],
  ["/v1/cabinet/order_rates", ""],
]) {
  const base = query ? `${path}?${query}&` : `${path}?`;
  let at = (await call("GET", `${base}per=20`, { token })).body;
  const walked = performance.now();
  while (at.page < DEEP && at.next) {
    const next = await call("GET", `${base}per=20&page=${at.page + 1}&after=${encodeURIComponent(at.next)}`, { token });
    if (next.status !== 200) throw new Error(`${path} page ${at.page + 1}: ${next.status} ${next.text.slice(0, 300)}`);
    at = next.body;
  }
  const walk = ((performance.now() - walked) / 1000).toFixed(1);
  if (!at.next || !at.prev) throw new Error(`${path}: no cursors at page ${at.page}`);
  // the pages either side of the one reached: `before=` its first row, `after=` its last
  const deep = await measure(path, `${base}per=20&page=${at.page - 1}&before=${encodeURIComponent(at.prev)}`);
  const after = await measure(path, `${base}per=20&page=${at.page + 1}&after=${encodeURIComponent(at.next)}`);
  rows.push({
    request: `GET ${path}${query ? `?${query}` : ""}, page ${at.page - 1} by cursor (before=, after a ${walk} s walk)`,
    shown: deep.first.body.list.length,
    total: "",
    p50_ms: deep.p50_ms,
    p95_ms: deep.p95_ms,
    statements: deep.statements,
    rows_read: deep.rows_read,
  });
  rows.push({
    request: `GET ${path}${query ? `?${query}` : ""}, page ${at.page + 1} by cursor (after=)`,
    shown: after.first.body.list.length,
    total: "",
    p50_ms: after.p50_ms,
    p95_ms: after.p95_ms,
    statements: after.statements,
    rows_read: after.rows_read,
  });
}
console.table(rows);

const tickLabel = "POST /v1/dev/tick";
const beforeTick = await stats(tickLabel);
const TICKS = 3;
for (let i = 0; i < TICKS; i++) {
  const tick = await call("POST", "/v1/dev/tick");
  if (tick.status !== 200) throw new Error(`tick: ${tick.status} ${tick.text.slice(0, 300)}`);
}
const afterTick = await stats(tickLabel);
console.log(
  `idle scheduler tick: ${((afterTick.statements - beforeTick.statements) / TICKS).toFixed(1)} statements, ` +
    `${Math.round((afterTick.rows_read - beforeTick.rows_read) / TICKS)} rows read`,
);
