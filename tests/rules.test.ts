// Core's rules at the edge: lists built from core's ListQuery and whitelist,
// and writes refused with exactly the problems the browser computes through
// wasm-pkg (issue 4).
import { describe, expect, it } from "vitest";
import { core, expectError, getJson, postJson, postRaw } from "./support/api";

const year = new Date().getUTCFullYear();

/** What the browser shows for `input` under core's `rule`: the problem codes. */
function browserCodes(rule: string, input: unknown): string[] {
  const answer = JSON.parse(core.checkJson(JSON.stringify({ rule, input }))) as { problems: { code: string }[] };
  return answer.problems.map((p) => p.code);
}

/** The edge's answer reduced to its codes and fields. */
const edgeProblems = (body: Record<string, any>) =>
  (body.errors as { code: string; source?: { pointer: string } }[]).map((e) => [e.code, e.source?.pointer]);

describe("GET /v1/shop/{username}/products", () => {
  // counted: a list counts its rows only when asked (issue 15)
  const list = (username: string, query = "") => getJson(`/v1/shop/${username}/products?counts=true${query ? `&${query}` : ""}`);
  const ids = (body: Record<string, any>) => (body.list as { id: number }[]).map((p) => p.id);

  // The shop `listshop` is seeded for these tests alone: other tests publish
  // products in the demo shop.
  it("lists the shop's published products, newest first, on page 1 of 20", async () => {
    const { status, body } = await list("listshop");
    expect(status).toBe(200);
    expect(body).toMatchObject({ total_count: 3, page: 1, per: 20 });
    expect(ids(body).sort()).toEqual([6, 7, 8]);
    expect(body.list[0]).toEqual({
      id: expect.any(Number),
      form: expect.any(String),
      category: expect.anything(),
      name: expect.any(String),
      summary: expect.any(String),
      created_at: expect.any(String),
      covers: { original: null, s100: null, s400: null },
      // the list shop's products have no plans (issue 16: a card names its plan's price)
      pricing_plans: [],
    });
  });

  it("sorts, filters and searches through core's whitelist", async () => {
    const byName = await list("listshop", "sort=name&dir=asc");
    expect((byName.body.list as { name: string }[]).map((p) => p.name)).toEqual([
      "Creator Academy",
      "Pricing Cheat Sheet",
      "The Creator's Handbook",
    ]);
    const desc = await list("listshop", "sortKey=name&sortDir=desc");
    expect(ids(desc.body)).toEqual([...ids(byName.body)].reverse());
    expect(ids((await list("listshop", "form=course")).body)).toEqual([7]);
    expect(ids((await list("listshop", "form=download,course&sort=id&dir=asc")).body)).toEqual([6, 7, 8]);
    expect(ids((await list("listshop", "query=cheat")).body)).toEqual([8]);
    // LIKE wildcards in the search text are literal.
    expect((await list("listshop", "query=%25")).body.total_count).toBe(0);
  });

  it("moves a page above the last to the last and pages with limit and offset", async () => {
    const far = await list("listshop", "page=9&per=10");
    expect(far.status).toBe(200);
    expect(far.body).toMatchObject({ page: 1, total_count: 3 });
    expect(ids(far.body)).toHaveLength(3);
  });

  it("never shows another shop's or an unpublished product", async () => {
    // Other files of the pool may publish products in this shop (the trials'
    // and the card provider's browser tests sell from it), so the list is
    // checked by what it must and must not hold, not by its exact length.
    const other = await list("kleinunternehmer", "per=100");
    const shown = ids(other.body);
    expect(shown).toContain(2);
    expect(other.body.total_count).toBe(shown.length);
    // nothing of another shop (the demo's and listshop's seeded products)
    for (const foreign of [1, 4, 5, 6, 7, 8]) expect(shown).not.toContain(foreign);
    // and each one shown is this shop's published product
    for (const id of shown) expect((await getJson(`/v1/shop/kleinunternehmer/products/${id}`)).status).toBe(200);
  });

  it("refuses what core's list rules refuse, in the spec's error shape", async () => {
    expectError(await list("listshop", "per=7"), 422, "filter_out_of_range", "per");
    expectError(await list("listshop", "payment_state=paid"), 422, "unknown_filter", "payment_state");
    expectError(await list("listshop", "sort=price"), 422, "unknown_filter", "sort");
    expectError(await list("listshop", "created_from=2026-02-30"), 422, "invalid_filter_value", "created_from");
    expectError(await list("nobody"), 404, "shop_not_found");
  });

  it("accepts the canonical query string the browser writes with core", async () => {
    const answer = JSON.parse(
      core.listJson(JSON.stringify({ query: "form=course&page=3", current_year: year, action: { sort: "name" } })),
    ) as { ok: { query_string: string } };
    expect(answer.ok.query_string).toBe("page=3&per=20&sort=name&dir=asc&form=course");
    const { status, body } = await list("listshop", answer.ok.query_string);
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, total_count: 1 });
  });
});

describe("POST /v1/app/user/check_username", () => {
  const check = (username: unknown) => postJson("/v1/app/user/check_username", { username });

  it("accepts a free, well-formed name, lowercased", async () => {
    const { status, body } = await check("New-Creator");
    expect(status).toBe(200);
    expect(body).toEqual({ value: "new-creator", available: true });
  });

  it("refuses a taken name in any case: users and shops share one namespace", async () => {
    expectError(await check("Demo"), 422, "username_exists", "username");
    expectError(await check("KLEINUNTERNEHMER"), 422, "username_exists", "username");
  });

  it("refuses every malformed name with the problems the browser shows", async () => {
    for (const bad of ["", "a", "x".repeat(80), "bad name", "semi;colon", "<script>", "ünïcode", "-leading"]) {
      const answer = await check(bad);
      expect(answer.status, bad).toBe(422);
      const codes = browserCodes("username", bad);
      expect(codes.length, bad).toBeGreaterThan(0);
      expect(edgeProblems(answer.body), bad).toEqual(codes.map((c) => [c, "/username"]));
    }
  });

  it("refuses bodies of the wrong shape with a 400", async () => {
    expectError(await postRaw("/v1/app/user/check_username", "{"), 400, "malformed_json");
    expectError(await check(42), 400, "invalid_input");
    expectError(await postJson("/v1/app/user/check_username", { username: "ok-name", extra: 1 }), 400, "invalid_input");
  });
});

describe("POST /v1/app/user/check_email", () => {
  const check = (email: unknown) => postJson("/v1/app/user/check_email", { email });

  it("accepts a new address, trimmed and lowercased", async () => {
    const { status, body } = await check("  New.Buyer@Example.ORG ");
    expect(status).toBe(200);
    expect(body).toEqual({ value: "new.buyer@example.org", available: true });
  });

  it("refuses an address that has an account, in any case", async () => {
    expectError(await check("DEMO@sellwerk.test"), 422, "email_exists", "email");
  });

  it("refuses malformed addresses with the problems the browser shows", async () => {
    for (const bad of ["", "   ", "plain", "a@b", "@example.org", "two@@example.org", "sp ace@example.org"]) {
      const answer = await check(bad);
      expect(answer.status, bad).toBe(422);
      const codes = [...browserCodes("required", bad.trim()), ...(bad.trim() ? browserCodes("email", bad.trim().toLowerCase()) : [])];
      expect(codes.length, bad).toBeGreaterThan(0);
      expect(edgeProblems(answer.body), bad).toEqual(codes.map((c) => [c, "/email"]));
    }
  });
});
