// Keyset paging and counting only when asked (issue 15), against the real
// worker. Rows with equal sort values and with null sort values are
// written straight into the local D1 file (copies of one order made through
// the checkout, each with a buyer address that starts with this run and the
// country AQ, which no other test uses): every list, every sort and both
// directions are walked page by page with the `next` cursors and back with
// the `prev` cursors, and must show exactly the rows of one page holding
// them all, in the same order, each once. A garbled cursor, a cursor of
// another list or sort, `after` with `before` and a bad `counts` are 422 in
// the spec's error shape; the total is given only with `counts=true`.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, expectError, requestAt, baseUrl, signIn, stateDir } from "./support/api";
import { quotedOrderBody } from "./support/checkout";

const run = `lc${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let token = "";
const seller = apiAs(() => token);
const anonymous = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
  requestAt(baseUrl(), method, path, json, headers);

/** The app's database among the local D1 files (the one with `orders`), opened for writing. */
function appDb(): DatabaseSync {
  const dir = join(stateDir(), "v3", "d1", "miniflare-D1DatabaseObject");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(join(dir, file));
    const has = db.prepare("SELECT 1 AS y FROM sqlite_master WHERE type = 'table' AND name = 'orders'").get();
    if (has) return db;
    db.close();
  }
  throw new Error("no local D1 file with orders");
}

const ORDERS = 56;
const created = ["2026-03-01T10:00:00.000Z", "2026-03-02T10:00:00.000Z", "2026-03-02T10:00:00.000Z", "2026-03-05T08:00:00.000Z"];
const paid = [null, "2026-03-03T00:00:00.000Z", "2026-03-04T00:00:00.000Z", null, "2026-03-03T00:00:00.000Z"];
const states = ["paid", "paying", "payment_not_completed"];
const rateStates = ["paid", "future", "unpaid"];
const dues = ["2026-04-01", "2026-05-01", "2026-05-01"];

beforeAll(async () => {
  token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.151");
  // one order through the checkout (the demo shop's instalment plan: it has rates)
  const body = await quotedOrderBody(anonymous, { product_id: 1, plan_id: 1 }, `${run}-t@example.org`);
  const made = await anonymous("POST", "/v1/checkout/orders", body, { "idempotency-key": `${run}-t` });
  expect(made.status, made.text).toBe(201);
  const db = appDb();
  try {
    const template = db.prepare("SELECT id, seller_id FROM orders WHERE payer_email = ?").get(`${run}-t@example.org`) as {
      id: number;
      seller_id: number;
    };
    // closed orders and rates without a next attempt: nothing the scheduler acts on, whatever file ticks after this one
    const own = new Set(["id", "token", "payer_email", "buyer_country", "created_at", "paid_at", "payment_state", "order_state"]);
    const columns = (db.prepare("PRAGMA table_info(orders)").all() as { name: string }[]).map((c) => c.name).filter((n) => !own.has(n));
    const copy = db.prepare(
      `INSERT INTO orders (${columns.join(", ")}, token, payer_email, buyer_country, created_at, paid_at, payment_state, order_state) ` +
        `SELECT ${columns.join(", ")}, ?, ?, 'AQ', ?, ?, ?, 'closed' FROM orders WHERE id = ?`,
    );
    const rate = db.prepare("INSERT INTO order_rates (order_id, seller_id, idx, due_date, amount, state) VALUES (?, ?, ?, ?, '10.00', ?)");
    db.exec("BEGIN");
    for (let i = 0; i < ORDERS; i++) {
      const id = Number(
        copy.run(`${run}-${i}`, `${run}-${i}@example.org`, created[i % 4]!, paid[i % 5] ?? null, states[i % 3]!, template.id)
          .lastInsertRowid,
      );
      for (const idx of [0, 1]) rate.run(id, template.seller_id, idx, dues[(i + idx) % 3]!, rateStates[(i + idx) % 3]!);
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
});

type Page = { list: { id: number }[]; page: number; per: number; has_more: boolean; next?: string; prev?: string; total_count?: number };

async function get(path: string): Promise<Page> {
  const answer = await seller("GET", path);
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.body as Page;
}

/**
 * Walks `path` (a list with `params`) from its first page to its last by
 * `next` and back by `prev`; both must give the rows of one page that
 * holds them all, each once, with page numbers counting up and down.
 */
async function walk(path: string, params: string) {
  const all = await get(`${path}?per=500&${params}`);
  expect(all.has_more).toBe(false);
  const want = all.list.map((r) => r.id);
  expect(new Set(want).size).toBe(want.length);
  const first = await get(`${path}?per=10&${params}&counts=true`);
  expect(first.total_count).toBe(want.length);
  expect(first.prev).toBeUndefined();
  const pages = [first];
  while (pages.at(-1)!.has_more) {
    const at = pages.at(-1)!;
    expect(at.next, `${params} page ${at.page}`).toBeTruthy();
    const next = await get(`${path}?per=10&${params}&page=${at.page + 1}&after=${encodeURIComponent(at.next!)}`);
    expect(next.page).toBe(at.page + 1);
    expect(next.total_count, "counted only when asked").toBeUndefined();
    expect(next.prev).toBeTruthy();
    pages.push(next);
    expect(pages.length).toBeLessThanOrEqual(want.length / 10 + 2);
  }
  expect(pages.at(-1)!.next).toBeUndefined();
  expect(
    pages.flatMap((p) => p.list.map((r) => r.id)),
    `${path}?${params} forwards`,
  ).toEqual(want);
  // back from the last page by the `prev` cursors
  const back = [pages.at(-1)!];
  while (back.at(-1)!.prev) {
    const at = back.at(-1)!;
    const prev = await get(`${path}?per=10&${params}&page=${at.page - 1}&before=${encodeURIComponent(at.prev!)}`);
    expect(prev.has_more).toBe(true);
    back.push(prev);
    expect(back.length).toBeLessThanOrEqual(pages.length);
  }
  expect(back.at(-1)!.page).toBe(1);
  expect(
    back.reverse().flatMap((p) => p.list.map((r) => r.id)),
    `${path}?${params} backwards`,
  ).toEqual(want);
}

const both = (sorts: string[]) => sorts.flatMap((s) => [`sort=${s}&dir=asc`, `sort=${s}&dir=desc`]);

describe("every sort and direction walks all rows exactly once by cursor", () => {
  it.each(both(["id", "created_at", "paid_at", "payment_state", "product_id"]))("orders, %s (an index walk)", async (sort) => {
    await walk("/v1/cabinet/orders", `buyer_country_code=AQ&${sort}`);
  });

  it.each(both(["created_at", "paid_at"]))("orders, %s, found by the search (the matches sorted)", async (sort) => {
    await walk("/v1/cabinet/orders", `query=${run}-&${sort}`);
  });

  it.each(both(["id", "due_date", "state", "order_id"]))("order rates, %s", async (sort) => {
    await walk("/v1/cabinet/order_rates", `query=${run}-&${sort}`);
  });

  it.each(both(["id", "name", "created_at", "published", "archived", "form", "total_views", "total_purchases", "recent_purchase"]))(
    "products, %s",
    async (sort) => {
      await walk("/v1/cabinet/products", sort);
    },
  );

  it.each(both(["id", "code", "created_at", "orders_count"]))("coupons, %s", async (sort) => {
    await walk("/v1/cabinet/coupons", sort);
  });

  it.each(both(["id", "created_at", "state", "code"]))("tickets, %s", async (sort) => {
    await walk("/v1/cabinet/payment_tickets", sort);
  });

  it("the shop's public list", async () => {
    const all = await anonymous("GET", "/v1/shop/demo/products?per=500");
    expect(all.status, all.text).toBe(200);
    const want = (all.body.list as { id: number }[]).map((r) => r.id);
    const ids: number[] = [];
    let path = "/v1/shop/demo/products?per=10&sort=name";
    let pageAnswer: Answer;
    for (;;) {
      pageAnswer = await anonymous("GET", path);
      expect(pageAnswer.status, pageAnswer.text).toBe(200);
      ids.push(...(pageAnswer.body.list as { id: number }[]).map((r) => r.id));
      if (!pageAnswer.body.next) break;
      path = `/v1/shop/demo/products?per=10&sort=name&after=${encodeURIComponent(pageAnswer.body.next as string)}`;
    }
    expect([...ids].sort((a, b) => a - b)).toEqual([...want].sort((a, b) => a - b));
  });
});

describe("the total only when asked", () => {
  it("a page view answers has_more, not the count; counts=true adds total_count and total_capped", async () => {
    const plain = await seller("GET", "/v1/cabinet/orders?per=10&buyer_country_code=AQ");
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body).not.toHaveProperty("total_count");
    expect(plain.body).not.toHaveProperty("total_capped");
    expect(plain.body).toMatchObject({ page: 1, per: 10, has_more: true, total_count_max: 10000 });
    expect(plain.body.list).toHaveLength(10);
    const counted = await seller("GET", "/v1/cabinet/orders?per=10&buyer_country_code=AQ&counts=true");
    expect(counted.body).toMatchObject({ total_count: ORDERS, total_capped: false, has_more: true });
    // the same rows either way
    expect(counted.body.list).toEqual(plain.body.list);
  });

  it("counted, a page past the last is the last; not counted, it is empty and says so", async () => {
    const counted = await seller("GET", "/v1/cabinet/orders?per=10&buyer_country_code=AQ&page=99&counts=true");
    expect(counted.body).toMatchObject({ page: 6, has_more: false });
    expect(counted.body.list).toHaveLength(ORDERS - 50);
    const plain = await seller("GET", "/v1/cabinet/orders?per=10&buyer_country_code=AQ&page=99");
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body).toMatchObject({ page: 99, has_more: false, list: [] });
    // by number, a page never skips more than the counting window (page 500 of 20)
    const deep = await seller("GET", "/v1/cabinet/orders?per=20&page=100000");
    expect(deep.status, deep.text).toBe(200);
    expect(deep.body.page).toBe(500);
  });
});

describe("bad cursors are refused in the spec's error shape", () => {
  it("a garbled cursor, after with before, a bad counts", async () => {
    for (const garbled of ["x", "!!!", "djF-b3JkZXJz", "A".repeat(2000)]) {
      expectError(await seller("GET", `/v1/cabinet/orders?after=${garbled}`), 422, "invalid_filter_value", "after");
    }
    const first = await get("/v1/cabinet/orders?per=10&buyer_country_code=AQ");
    const next = encodeURIComponent(first.next!);
    expectError(await seller("GET", `/v1/cabinet/orders?after=${next}&before=${next}`), 422, "invalid_filter_value", "before");
    expectError(await seller("GET", "/v1/cabinet/orders?counts=maybe"), 422, "invalid_filter_value", "counts");
  });

  it("a cursor of another list or of another sort", async () => {
    const first = await get("/v1/cabinet/orders?per=10&buyer_country_code=AQ");
    const next = encodeURIComponent(first.next!);
    expectError(await seller("GET", `/v1/cabinet/payment_tickets?after=${next}`), 422, "invalid_filter_value", "after");
    expectError(await seller("GET", `/v1/cabinet/orders?sort=id&after=${next}`), 422, "invalid_filter_value", "after");
    expectError(await seller("GET", `/v1/cabinet/orders?sort=created_at&dir=asc&before=${next}`), 422, "invalid_filter_value", "before");
    // the default sort named or not: the same position
    expect((await seller("GET", `/v1/cabinet/orders?sort=created_at&dir=desc&buyer_country_code=AQ&after=${next}`)).status).toBe(200);
  });

  it("a well-formed cursor with a value of another kind seeks, never fails", async () => {
    const b64 = (s: string) => Buffer.from(s).toString("base64url");
    for (const forged of ["v1~orders~created_at~d~99999999~i7", "v1~orders~created_at~d~1~n", "v1~orders~created_at~d~5~s' OR 1=1 --"]) {
      const answer = await seller("GET", `/v1/cabinet/orders?per=10&buyer_country_code=AQ&after=${b64(forged)}`);
      expect(answer.status, `${forged}: ${answer.text}`).toBe(200);
      expect(Array.isArray(answer.body.list)).toBe(true);
    }
    // another seller's rows never come through a cursor
    const studio = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.152");
    const first = await get("/v1/cabinet/orders?per=10&buyer_country_code=AQ");
    const theirs = await requestAt(
      baseUrl(),
      "GET",
      `/v1/cabinet/orders?per=10&buyer_country_code=AQ&after=${encodeURIComponent(first.next!)}`,
      undefined,
      {
        authorization: `Bearer ${studio}`,
      },
    );
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.body.list).toEqual([]);
  });
});
