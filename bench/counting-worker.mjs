// The bench's own entry for the worker (bench/wrangler.bench.toml): the
// development build of the worker unchanged (edge/build-dev/worker/shim.mjs:
// the sandbox provider and /v1/dev/tick are development-only), handed an `env` whose
// `DB` counts the D1 statements it executes. Only bench/checkout.mjs starts
// it; the product's entry and the edge know nothing of it.
//
// Counted, per invocation (an HTTP route, a queue batch by job type, a
// cron tick):
// - round trips: each executed statement (`first`, `all`, `run`, `raw`),
//   each `batch([...])` and each `exec(...)`;
// - statements: one per executed statement, the length of each batch, and
//   the count of statements `exec` reports.
// `prepare` and `bind` execute nothing and are not counted. Any other call
// on the binding (`withSession`, `dump`, ...) is passed through and listed
// under `uncounted`, so a path around the counter shows up in the answer
// rather than lowering the numbers.
//
// `GET /__bench/d1_stats` answers `{ instance, labels: { label: {
// round_trips, statements, rows_read } }, uncounted: { method: calls } }` since the
// worker (instance) started.
import { WorkerEntrypoint } from "cloudflare:workers";
import Sellwerk from "../edge/build-dev/worker/shim.mjs";

// Counts live in this module; a reload of the worker (wrangler dev reloads
// when its inputs change) starts them again under a new instance id.
// (random values are not allowed at global scope, so it is made on first use)
let instance;
const labels = new Map();
const uncounted = new Map();

function tally(label, roundTrips, statements, rows = 0) {
  const entry = labels.get(label) ?? { round_trips: 0, statements: 0, rows_read: 0 };
  entry.round_trips += roundTrips;
  entry.statements += statements;
  entry.rows_read += rows;
  labels.set(label, entry);
}

// D1's own count of the rows a statement read (`meta.rows_read`).
const rowsRead = (result) => result?.meta?.rows_read ?? 0;

const EXECUTE = new Set(["first", "all", "run", "raw"]);

// A D1 binding that counts under `label`. Statements handed out are
// proxies too; `batch` gets the real statements back.
function countingDb(db, label) {
  const real = new WeakMap();
  const statement = (stmt) => {
    const proxy = new Proxy(stmt, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== "function" || key === "constructor") return value;
        if (key === "bind") return (...args) => statement(value.apply(target, args));
        // `first` answers no `meta`: it runs as `all` here (D1 runs the
        // whole statement for `first` as well), so its rows read count too
        if (key === "first") {
          return async (column) => {
            const result = await target.all();
            tally(label, 1, 1, rowsRead(result));
            const row = result.results[0] ?? null;
            return column === undefined || row === null ? row : (row[column] ?? null);
          };
        }
        if (key === "all" || key === "run") {
          return async (...args) => {
            const result = await value.apply(target, args);
            tally(label, 1, 1, rowsRead(result));
            return result;
          };
        }
        if (EXECUTE.has(key)) {
          return (...args) => {
            tally(label, 1, 1);
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    real.set(proxy, stmt);
    return proxy;
  };
  return new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function" || key === "constructor") return value;
      if (key === "prepare") return (sql) => statement(value.call(target, sql));
      if (key === "batch") {
        return async (statements) => {
          const results = await value.call(
            target,
            statements.map((s) => real.get(s) ?? s),
          );
          tally(
            label,
            1,
            statements.length,
            results.reduce((sum, r) => sum + rowsRead(r), 0),
          );
          return results;
        };
      }
      if (key === "exec") {
        return async (sql) => {
          const result = await value.call(target, sql);
          tally(label, 1, result?.count ?? 1);
          return result;
        };
      }
      return (...args) => {
        const name = String(key);
        uncounted.set(name, (uncounted.get(name) ?? 0) + 1);
        return value.apply(target, args);
      };
    },
  });
}

function countingEnv(env, label) {
  let db;
  return new Proxy(env, {
    get(target, key) {
      if (key !== "DB") return Reflect.get(target, key, target);
      db ??= countingDb(Reflect.get(target, key, target), label);
      return db;
    },
  });
}

// Route patterns, so that every order's requests share one label.
const PATTERNS = [
  [/^\/v1\/sandbox\/pay\/[^/]+\/challenge$/, "/v1/sandbox/pay/:id/challenge"],
  [/^\/v1\/sandbox\/pay\/[^/]+$/, "/v1/sandbox/pay/:id"],
  [/^\/v1\/checkout\/orders\/[^/]+$/, "/v1/checkout/orders/:token"],
  [/^\/v1\/cabinet\/products\/\d+(\/.*)?$/, "/v1/cabinet/products/:id/..."],
  [/^\/v1\/downloads\/.*$/, "/v1/downloads/..."],
];

function routeLabel(request) {
  const path = new URL(request.url).pathname;
  const found = PATTERNS.find(([pattern]) => pattern.test(path));
  return `${request.method} ${found ? found[1] : path}`;
}

function queueLabel(batch) {
  const types = new Set();
  for (const message of batch.messages) types.add(message.body?.type ?? "unknown");
  return `queue ${[...types].sort().join("+")}`;
}

export default class CountingSellwerk extends WorkerEntrypoint {
  fetch(request) {
    if (new URL(request.url).pathname === "/__bench/d1_stats") {
      instance ??= crypto.randomUUID();
      return Response.json({ instance, labels: Object.fromEntries(labels), uncounted: Object.fromEntries(uncounted) });
    }
    return new Sellwerk(this.ctx, countingEnv(this.env, routeLabel(request))).fetch(request);
  }

  queue(batch) {
    return new Sellwerk(this.ctx, countingEnv(this.env, queueLabel(batch))).queue(batch);
  }

  scheduled(controller) {
    return new Sellwerk(this.ctx, countingEnv(this.env, "scheduled")).scheduled(controller);
  }
}
