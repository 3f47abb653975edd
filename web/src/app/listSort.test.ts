import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { ListAnswer, ListState } from "../core";
import {
  clearedCookie,
  cookieValue,
  parseSortCookie,
  refusedRemembered,
  rememberedSort,
  serializeSort,
  SORT_COOKIE_MAX_AGE,
  sortCookie,
  sortCookieName,
  sortOf,
  type ListRules,
} from "./listSort";

// The Node build of the same wasm module the browser runs.
const core = createRequire(import.meta.url)("../../../wasm-pkg/pkg-node/sellwerk_wasm.js") as { listJson: (request: string) => string };
const rules: ListRules = (query, action, total) =>
  JSON.parse(core.listJson(JSON.stringify({ query, admin: false, current_year: 2026, total, action }))) as ListAnswer;

const state = (query: string): ListState => {
  const answer = rules(query, null, null);
  if (!("ok" in answer)) throw new Error(`core refused ${query}`);
  return answer.ok;
};

describe("a list's remembered sort", () => {
  it("names one cookie per list, shared by the lists of one kind", () => {
    expect(sortCookieName("cabinet-orders")).toBe("sw_sort_cabinet-orders");
    expect(sortCookieName("products")).toBe("sw_sort_products");
    expect(sortCookieName("cabinet-payment-tickets")).toBe("sw_sort_cabinet-payment-tickets");
    // every shop's product list sorts on the same columns
    expect(sortCookieName("shop:demo")).toBe("sw_sort_shop");
    expect(sortCookieName("shop:other")).toBe("sw_sort_shop");
    for (const bad of ["", ":demo", "Orders", "a b", "a;b", "a=b", "x".repeat(41)]) expect(sortCookieName(bad), bad).toBeNull();
  });

  it("writes and reads a key and a direction, and nothing else", () => {
    expect(serializeSort({ key: "created_at", dir: "desc" })).toBe("created_at:desc");
    expect(parseSortCookie("created_at:desc")).toEqual({ key: "created_at", dir: "desc" });
    expect(parseSortCookie("id:asc")).toEqual({ key: "id", dir: "asc" });
    for (const forged of [
      null,
      undefined,
      "",
      "id",
      "id:",
      ":asc",
      "id:up",
      "id:ASC",
      "Id:asc",
      "id2:asc",
      "id:asc:desc",
      "id;DROP:asc",
      "created-at:asc",
      "id:asc ",
      " id:asc",
      "%69d:asc",
      "<script>:asc",
      `${"a".repeat(65)}:asc`,
    ]) {
      expect(parseSortCookie(forged), String(forged)).toBeNull();
    }
    expect(parseSortCookie(`${"a".repeat(64)}:asc`)).toEqual({ key: "a".repeat(64), dir: "asc" });
  });

  it("reads the sort a list's state shows", () => {
    expect(sortOf(state("sort=paid_at&dir=desc"))).toEqual({ key: "paid_at", dir: "desc" });
    expect(sortOf(state("sort=paid_at"))).toEqual({ key: "paid_at", dir: "asc" });
    expect(sortOf(state(""))).toBeNull();
    // core takes digits and capitals in a key; the cookie does not
    expect(sortOf(state("sort=Paid2&dir=asc"))).toBeNull();
  });

  it("finds its cookie in document.cookie", () => {
    const cookies = "sw_lang=de; sw_sort_cabinet-orders=id:desc;sw_sort_products=name:asc; x=a=b";
    expect(cookieValue(cookies, "sw_sort_cabinet-orders")).toBe("id:desc");
    expect(cookieValue(cookies, "sw_sort_products")).toBe("name:asc");
    expect(cookieValue(cookies, "x")).toBe("a=b");
    expect(cookieValue(cookies, "sw_sort_shop")).toBeNull();
    expect(cookieValue(cookies, "sw_sort")).toBeNull();
    expect(cookieValue("", "sw_sort_shop")).toBeNull();
    expect(cookieValue("sw_sort_shop=", "sw_sort_shop")).toBe("");
  });

  it("is kept for a year on every path, same-site, secure over https, and removed by Max-Age=0", () => {
    expect(SORT_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(sortCookie("sw_sort_cabinet-orders", { key: "created_at", dir: "desc" }, false)).toBe(
      "sw_sort_cabinet-orders=created_at:desc; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(sortCookie("sw_sort_shop", { key: "name", dir: "asc" }, true)).toBe(
      "sw_sort_shop=name:asc; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(clearedCookie("sw_sort_shop")).toBe("sw_sort_shop=; Path=/; Max-Age=0; SameSite=Lax");
  });
});

describe("a list page opened with a remembered sort", () => {
  it("applies it by core's list rules when the address has no sort, in core's canonical query", () => {
    expect(rememberedSort(rules, "", "created_at:desc")).toEqual({
      kind: "apply",
      state: state("page=1&per=20&sort=created_at&dir=desc"),
      base: "page=1&per=20",
    });
    const asc = rememberedSort(rules, "?page=1&per=20", "id:asc");
    expect(asc).toMatchObject({ kind: "apply", state: { query_string: "page=1&per=20&sort=id&dir=asc", sort_key: "id", sort_dir: "asc" } });
  });

  it("keeps the address's page, size, filters and search", () => {
    const answer = rememberedSort(rules, "?per=50&page=3&payment_state=paid&query=ann%40example.org", "paid_at:desc");
    expect(answer).toMatchObject({
      kind: "apply",
      state: { query_string: "page=3&per=50&sort=paid_at&dir=desc&query=ann%40example.org&payment_state=paid", page: 3, per: 50 },
      base: "page=3&per=50&query=ann%40example.org&payment_state=paid",
    });
  });

  it("leaves an address that sorts as it is: a shared link shows what it says", () => {
    expect(rememberedSort(rules, "?sort=id&dir=asc", "created_at:desc")).toEqual({ kind: "none" });
    expect(rememberedSort(rules, "?sort=id", "created_at:desc")).toEqual({ kind: "none" });
    // the spec's alias too
    expect(rememberedSort(rules, "?sortKey=id&sortDir=desc", "created_at:asc")).toEqual({ kind: "none" });
    // even with a forged cookie: it is not read
    expect(rememberedSort(rules, "?sort=id&dir=asc", "<script>")).toEqual({ kind: "none" });
  });

  it("does nothing without a cookie, or on an address core cannot read", () => {
    expect(rememberedSort(rules, "", null)).toEqual({ kind: "none" });
    expect(rememberedSort(rules, "?per=7", "id:asc")).toEqual({ kind: "none" });
    expect(rememberedSort(rules, "?created_from=yesterday", "id:asc")).toEqual({ kind: "none" });
  });

  it("forgets a value that is no sort", () => {
    for (const forged of ["", "id", "id:up", "Id:asc", "id;x:asc", "created_at:desc; Path=/", "%00:asc"]) {
      expect(rememberedSort(rules, "", forged), forged).toEqual({ kind: "forget" });
    }
  });

  it("forgets a sort core refuses", () => {
    const refusing: ListRules = (query, action, total) =>
      action && "sort" in action ? { problems: [{ field: "sort", code: "invalid_filter_value" }] } : rules(query, action, total);
    expect(rememberedSort(refusing, "", "id:asc")).toEqual({ kind: "forget" });
    // core's answer must carry the remembered sort, in its direction
    const stuck: ListRules = (query, action, total) => rules(query, action && "sort" in action ? { sort: "id" } : action, total);
    expect(rememberedSort(stuck, "", "name:desc")).toEqual({ kind: "forget" });
  });
});

describe("the edge refusing the remembered sort", () => {
  const refused = [{ field: "sort", code: "unknown_filter" }];
  it("is noticed when the list shows the remembered sort and the edge names the sort", () => {
    expect(refusedRemembered(refused, state("sort=gone&dir=desc"), "gone:desc")).toBe(true);
  });

  it("is not when the edge refused something else, or the list shows another sort", () => {
    expect(refusedRemembered([{ field: "product_id", code: "unknown_filter" }], state("sort=gone&dir=desc"), "gone:desc")).toBe(false);
    expect(refusedRemembered([], state("sort=gone&dir=desc"), "gone:desc")).toBe(false);
    expect(refusedRemembered(refused, state("sort=gone&dir=asc"), "gone:desc")).toBe(false);
    expect(refusedRemembered(refused, state("sort=other&dir=desc"), "gone:desc")).toBe(false);
    expect(refusedRemembered(refused, state(""), "gone:desc")).toBe(false);
    expect(refusedRemembered(refused, state("sort=gone&dir=desc"), null)).toBe(false);
  });
});
