// Seeds the bench's local D1 (the miniflare SQLite file under the state
// directory given as the first argument, with the migrations and the demo
// data applied, and no worker running on it) with the history of a large
// seller: ORDERS orders of the demo seller (default 1,000,000) over about
// three years, one rate per order plus two future rates on every third, an
// event ticket on every tenth, and one buyer with 100 of the orders. Written
// straight into the file with node:sqlite in one transaction (a recursive
// CTE per table), which takes seconds where `wrangler d1 execute` would
// take minutes. The rows are made for reading by the lists, not for the
// money path: their quote and payer are empty JSON objects.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

const state = process.argv[2];
const orders = Number(process.env.ORDERS ?? 1_000_000);
const dir = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
if (!file) throw new Error(`no D1 database under ${dir}`);
const db = new DatabaseSync(join(dir, file));
const started = Date.now();
// the tickets name an event ticket the demo data does not have: bench rows
// for the lists to read, never followed by the money path
db.exec("PRAGMA foreign_keys = OFF");
db.exec("BEGIN");
// orders: products 1 and 4 of the demo seller (plans 1, 4, 5), four payment
// states, two methods, three countries; order 100·k of the first 10,000 is
// the one buyer's (100 orders)
db.prepare(
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
   INSERT INTO orders (token, seller_id, product_id, plan_id, ticket_id, payer_email, payer,
     payment_method, provider, currency, total, due_now, vat_now, quote, order_state,
     payment_state, delivered, expires_at, created_at, paid_at, plan_kind, buyer_country, total_minor)
   SELECT 'bench' || i, 1, CASE i % 3 WHEN 0 THEN 1 ELSE 4 END, CASE i % 3 WHEN 0 THEN 1 WHEN 1 THEN 4 ELSE 5 END,
     CASE WHEN i % 10 = 0 THEN 1 END,
     CASE WHEN i % 100 = 0 AND i <= 10000 THEN 'one-buyer@bench.test' ELSE 'buyer' || (i % 200000) || '@bench.test' END,
     '{}', CASE i % 2 WHEN 0 THEN 'card' ELSE 'paypal' END, 'sandbox', 'eur',
     printf('%d.%02d', 10 + i % 90, i % 100), printf('%d.%02d', 10 + i % 90, i % 100), '0.00', '{}',
     CASE WHEN i % 50 = 0 THEN 'cancelled' ELSE 'ready' END,
     CASE i % 4 WHEN 0 THEN 'paying' WHEN 1 THEN 'paid' WHEN 2 THEN 'paid' ELSE 'payment_not_completed' END,
     CASE WHEN i % 4 IN (0, 1, 2) THEN 1 ELSE 0 END, 0,
     strftime('%Y-%m-%dT%H:%M:%fZ', '2023-12-01', '+' || (i * 90) || ' seconds'),
     CASE WHEN i % 4 IN (0, 1, 2) THEN strftime('%Y-%m-%dT%H:%M:%fZ', '2023-12-01', '+' || (i * 90 + 60) || ' seconds') END,
     CASE i % 3 WHEN 2 THEN 'installments' ELSE 'one_time' END,
     CASE i % 3 WHEN 0 THEN 'DE' WHEN 1 THEN 'AT' ELSE 'CH' END,
     (10 + i % 90) * 100 + i % 100
   FROM n`,
).run(orders);
// the orders expire far in the past but are ready, not draft: an idle tick
// has nothing to expire; make them not expirable at all
db.exec(
  "UPDATE orders SET order_state = 'complete' WHERE token LIKE 'bench%' AND order_state = 'ready' AND payment_state <> 'payment_not_completed'",
);
db.exec("UPDATE orders SET order_state = 'cancelled' WHERE token LIKE 'bench%' AND payment_state = 'payment_not_completed'");
db.exec(`INSERT INTO order_rates (order_id, seller_id, idx, due_date, amount, state, paid_at)
  SELECT id, 1, 0, substr(created_at, 1, 10), total, CASE WHEN paid_at IS NULL THEN 'unpaid' ELSE 'paid' END, paid_at
  FROM orders WHERE token LIKE 'bench%'`);
db.exec(`INSERT INTO order_rates (order_id, seller_id, idx, due_date, amount, state)
  SELECT o.id, 1, k.idx, date(substr(o.created_at, 1, 10), '+' || k.idx || ' months'), o.total, 'paid'
  FROM orders o, (SELECT 1 AS idx UNION ALL SELECT 2) k WHERE o.token LIKE 'bench%' AND o.plan_kind = 'installments'`);
db.exec(`INSERT INTO payment_tickets (order_id, seller_id, product_id, ticket_id, code, state, created_at)
  SELECT id, 1, product_id, 1, printf('B%011d', id), CASE id % 3 WHEN 0 THEN 'used' ELSE 'unused' END, created_at
  FROM orders WHERE token LIKE 'bench%' AND ticket_id IS NOT NULL`);
db.exec("COMMIT");
const count = (sql) => db.prepare(sql).get().c;
console.log(
  `seeded ${count("SELECT count(*) AS c FROM orders")} orders, ${count("SELECT count(*) AS c FROM order_rates")} rates, ` +
    `${count("SELECT count(*) AS c FROM payment_tickets")} tickets in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
// Statistics, as migration 0022's `PRAGMA optimize` gathers them on a
// database that already holds its history (here the history came after
// the migrations, which ran on empty tables). NO_STATS=1 leaves them out:
// the planner's worst case.
if (!process.env.NO_STATS) {
  const analyzed = Date.now();
  db.exec("PRAGMA optimize=0x10002");
  console.log(`PRAGMA optimize in ${((Date.now() - analyzed) / 1000).toFixed(1)} s`);
}
db.close();
