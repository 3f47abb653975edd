// A stored order that breaks an invariant is refused, never coerced (issue
// 15: repo::orders turns rows into typed values through TryFrom). Values no
// order can hold, and that no CHECK of the schema stops (the flags have
// theirs), are written straight into the local D1 file: a state that is no
// state, a total that is no amount, an unknown currency, provider, method
// or plan kind, a payer that is no JSON, a rate's amount that is no amount
// and a rate's failures below zero. The order's page then answers 500 in the spec's error
// shape, without the cause; with the value put back it answers exactly as
// before, so the 500 came from that value alone.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, baseUrl, expectError, requestAt, stateDir } from "./support/api";
import { CONSENTS } from "./support/checkout";

const run = `cr${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const call = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  requestAt(baseUrl(), method, path, json, headers);

/** Runs `statement` with `values` on the app's database in the local D1 files; the rows it changed. */
function write(statement: string, ...values: (string | number)[]): number {
  const dir = join(stateDir(), "v3", "d1", "miniflare-D1DatabaseObject");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(join(dir, file));
    try {
      const changed = Number(db.prepare(statement).run(...values).changes);
      if (changed > 0) return changed;
    } catch (e) {
      // another of wrangler's databases has no such table; any other error counts
      if (!String(e).includes("no such table")) throw e;
    } finally {
      db.close();
    }
  }
  throw new Error(`no row changed by ${statement}`);
}

/** The value of `column` of the order or rate row `where` names. */
function read(table: string, column: string, where: string, ...values: (string | number)[]): string | number {
  const dir = join(stateDir(), "v3", "d1", "miniflare-D1DatabaseObject");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(join(dir, file), { readOnly: true });
    try {
      const row = db.prepare(`SELECT ${column} AS v FROM ${table} WHERE ${where}`).get(...values) as { v: string | number } | undefined;
      if (row) return row.v;
    } catch {
      // not the app's database
    } finally {
      db.close();
    }
  }
  throw new Error(`no ${table} row where ${where}`);
}

let token = "";
let before: Answer;

const page = () => call("GET", `/v1/checkout/orders/${token}`);

beforeAll(async () => {
  // an instalment plan of the demo shop, so that the order has several rates
  const cart = { product_id: 1, plan_id: 1, buyer: { country: "DE", business: false }, payment_method: "card" };
  const quote = await call("POST", "/v1/checkout/quote", cart);
  expect(quote.status, quote.text).toBe(200);
  const payer = {
    first_name: "Erika",
    last_name: "Muster",
    street: "Hauptstr.",
    street_number: "5",
    zip: "10115",
    city: "Berlin",
    payer_country: "DE",
    phone: "+49 30 1234567",
  };
  const made = await call(
    "POST",
    "/v1/checkout/orders",
    {
      cart,
      email: `${run}@example.org`,
      payer,
      expected: { due_now: quote.body.quote.due_now.gross, total: quote.body.quote.total },
      consents: CONSENTS,
    },
    { "idempotency-key": `${run}-order` },
  );
  expect(made.status, made.text).toBe(201);
  token = made.body.order.token;
  before = await page();
  expect(before.status, before.text).toBe(200);
  expect(before.body.rates.length).toBeGreaterThan(0);
});

/** Writes `bad` into `column` of the order's row (or its first rate's), expects the refusal, puts the value back. */
async function refused(table: "orders" | "order_rates", column: string, bad: string | number) {
  const where = table === "orders" ? "token = ?" : "idx = 0 AND order_id = (SELECT id FROM orders WHERE token = ?)";
  const good = read(table, column, where, token);
  write(`UPDATE ${table} SET ${column} = ? WHERE ${where}`, bad, token);
  try {
    const answer = await page();
    expectError(answer, 500, "server_error");
    // the cause is logged, never answered
    expect(answer.text).not.toContain(String(bad));
    expect(answer.text).not.toContain("corrupt");
  } finally {
    write(`UPDATE ${table} SET ${column} = ? WHERE ${where}`, good, token);
  }
  const again = await page();
  expect(again.status, again.text).toBe(200);
  expect(again.body.order).toEqual(before.body.order);
  expect(again.body.rates).toEqual(before.body.rates);
}

describe("an order row that breaks an invariant is an internal error, never coerced", () => {
  it("an order state that is no state", () => refused("orders", "order_state", "shipped_somewhere"));
  it("a payment state that is no state", () => refused("orders", "payment_state", "half_paid_maybe"));
  it("a total that is no amount of the order's currency", () => refused("orders", "total", "twelve euros"));
  it("an amount finer than the currency's minor unit", () => refused("orders", "due_now", "1.005"));
  it("an unknown currency", () => refused("orders", "currency", "xyz"));
  it("an unknown provider", () => refused("orders", "provider", "carrier_pigeon"));
  it("an unknown payment method", () => refused("orders", "payment_method", "barter"));
  it("an unknown plan kind", () => refused("orders", "plan_kind", "lifetime"));
  it("a payer that is no JSON", () => refused("orders", "payer", "{broken payer"));
  it("a rate amount that is no amount", () => refused("order_rates", "amount", "lots"));
  it("a rate state that is no state", () => refused("order_rates", "state", "in_limbo"));
  it("a rate's failures below zero", () => refused("order_rates", "failures", -1));
});
