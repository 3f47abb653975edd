// The browser's list rules, told which list they judge (`list_json` with a
// list name, as `useListPage` asks), refuse exactly what the edge refuses
// for that list: for a few queries per list the edge's 422 problems (field
// and code) equal core's, through the wasm build the browser runs. Both
// sides call core's `ListDef::check`; this pins that the edge keeps doing
// so with the same spec per endpoint.
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, core, type Answer } from "./support/api";

let token = "";
const call = apiAs(() => token);

beforeAll(async () => {
  const answer = await call(
    "POST",
    "/v1/app/session",
    { email: "demo@sellwerk.test", password: "demo-password" },
    { "cf-connecting-ip": "203.0.113.121" },
  );
  expect(answer.status, answer.text).toBe(200);
  token = answer.body.access_token as string;
});

type Found = { field: string; code: string };

/** The edge's problems for a list's query: the 422's errors as field and code ([] when it answers 200). */
function edgeProblems(answer: Answer): Found[] {
  if (answer.status === 200) return [];
  expect(answer.status, answer.text).toBe(422);
  return (answer.body.errors as { code: string; source?: { pointer: string } }[]).map((e) => ({
    field: (e.source?.pointer ?? "").replace(/^\//, ""),
    code: e.code,
  }));
}

/** Core's problems for the same query on the named list ([] when it takes it). */
function coreProblems(list: string, query: string): Found[] {
  const request = { query, admin: false, current_year: new Date().getFullYear(), total: null, action: null, list };
  const answer = JSON.parse(core.listJson(JSON.stringify(request))) as { ok?: unknown; problems?: Found[] };
  return (answer.problems ?? []).map((p) => ({ field: p.field, code: p.code }));
}

// (core's list name, the endpoint, queries: some refused, one allowed)
const lists: [string, string, string[]][] = [
  [
    "products",
    "/v1/cabinet/products",
    ["sort=paid_at", "payment_state=paid", "sort=code&order_id=1", "sort=total_views&dir=desc&form=course"],
  ],
  [
    "orders",
    "/v1/cabinet/orders",
    ["sort=name", "form=course", "sort=due_date&is_published=true&query=x", "sort=paid_at&order_amount_from=10"],
  ],
  [
    "order_rates",
    "/v1/cabinet/order_rates",
    ["sort=created_at", "created_from=2026-01-01", "sort=code&ticket_id=3", "sort=due_date&order_id=1"],
  ],
  [
    "payment_tickets",
    "/v1/cabinet/payment_tickets",
    ["sort=due_date", "order_amount_from=1", "sort=name&form=course", "sort=code&state=used"],
  ],
  [
    "course_sessions",
    "/v1/cabinet/courses/sessions",
    ["sort=name", "passed=true", "sort=due_date&order_id=1", "sort=percent&dir=desc&state=completed"],
  ],
  [
    "lesson_statuses",
    "/v1/cabinet/courses/lesson_statuses",
    ["sort=id", "passed=true", "sort=code&ticket_id=3", "sort=finished_at&state=finished"],
  ],
  [
    "quiz_attempts",
    "/v1/cabinet/courses/quiz_attempts",
    ["sort=percent", "state=finished", "sort=name&form=course", "sort=score_percent&passed=false"],
  ],
  ["coupons", "/v1/cabinet/coupons", ["sort=name", "form=course", "sort=form&product_id=1", "sort=orders_count&dir=desc"]],
  [
    "shop_products",
    "/v1/shop/demo/products",
    ["sort=total_views", "is_published=true", "sort=paid_at&created_from=2026-01-01", "sort=name&form=course"],
  ],
];

describe("list rules: core with the list's name refuses what the edge refuses", () => {
  for (const [list, path, queries] of lists) {
    it(`${list} (${path})`, async () => {
      let refused = 0;
      for (const query of queries) {
        const edge = edgeProblems(await call("GET", `${path}?${query}`));
        expect(coreProblems(list, query), `${list} ?${query}`).toEqual(edge);
        if (edge.length > 0) refused++;
      }
      // Most of these queries are refused and the last one is allowed, so both outcomes are compared.
      expect(refused).toBe(queries.length - 1);
    });
  }

  it("without a list name core takes any list's query, as before", () => {
    const request = { query: "sort=paid_at&form=course", admin: false, current_year: new Date().getFullYear(), total: null, action: null };
    const answer = JSON.parse(core.listJson(JSON.stringify(request))) as { ok?: { sort_key: string } };
    expect(answer.ok?.sort_key).toBe("paid_at");
  });
});
