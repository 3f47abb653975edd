import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { ListAnswer } from "../../core";
import { amountFilterText, applyFilters, exportQuery, filterQuery, filterValues, narrowed, type ListRules } from "./listQuery";

// The Node build of the same wasm module the browser runs.
const core = createRequire(import.meta.url)("../../../../wasm-pkg/pkg-node/sellwerk_wasm.js") as { listJson: (request: string) => string };
const rules: ListRules = (query, action, total) =>
  JSON.parse(core.listJson(JSON.stringify({ query, admin: false, current_year: 2026, total, action }))) as ListAnswer;

describe("the sales lists' query", () => {
  it("reads the filter form's values from the address bar", () => {
    expect(
      filterValues("page=1&per=20&payment_state=paid&created_from=2026-01-01", ["payment_state", "created_from", "product_id"]),
    ).toEqual({
      payment_state: "paid",
      created_from: "2026-01-01",
      product_id: "",
    });
  });

  it("writes only the filters that have a value, trimmed", () => {
    expect(filterQuery({ payment_state: "paid", product_id: " 12 ", state: "", query: "" })).toBe("payment_state=paid&product_id=12");
    expect(filterQuery({})).toBe("");
  });

  it("knows when filters or a search narrow the list", () => {
    expect(narrowed("page=2&per=50&sort=id&dir=asc")).toBe(false);
    expect(narrowed("page=1&per=20&query=ann%40example.org")).toBe(true);
    expect(narrowed("page=1&per=20&payment_state=paid")).toBe(true);
  });

  it("exports with the filters and the search, without paging and sort", () => {
    expect(exportQuery("page=3&per=50&sort=paid_at&dir=desc&query=ann%40example.org&payment_state=paid&created_from=2026-01-01")).toBe(
      "query=ann%40example.org&payment_state=paid&created_from=2026-01-01",
    );
    expect(exportQuery("page=1&per=20")).toBe("");
  });

  it("applies the filter form by core's rules: back to page 1, canonical order, countries uppercased", () => {
    expect(
      applyFilters(rules, "page=4&per=50&sort=id&dir=desc&query=ann", {
        created_from: "2026-01-01",
        buyer_country_code: "de",
        payment_state: "paid",
      }),
    ).toEqual({
      query: "page=1&per=50&sort=id&dir=desc&query=ann&payment_state=paid&buyer_country_code=DE&created_from=2026-01-01",
    });
    // an empty form clears every filter but keeps sort and search
    expect(applyFilters(rules, "page=2&per=20&query=x&state=closed", { state: "" })).toEqual({ query: "page=1&per=20&query=x" });
  });

  it("puts core's problems on the fields of the filter form", () => {
    expect(applyFilters(rules, "page=1&per=20", { product_id: "abc", created_from: "2026-05-01", created_to: "2026-01-01" })).toEqual({
      problems: { product_id: "invalid_filter_value", created_to: "filter_out_of_range" },
    });
  });

  it("reads a lone decimal comma where the page writes one, and leaves the rest to core", () => {
    expect(amountFilterText(" 10,50 ", true)).toBe("10.50");
    expect(amountFilterText("10,50", false)).toBe("10,50");
    expect(amountFilterText("10.50", true)).toBe("10.50");
    expect(amountFilterText("1.000,50", true)).toBe("1.000,50");
    expect(amountFilterText("1,000,50", true)).toBe("1,000,50");
    expect(amountFilterText("", true)).toBe("");
  });

  it("applies the order total's range by core's rules, with its problems on the fields", () => {
    expect(applyFilters(rules, "page=3&per=20", { order_amount_from: "10.50", order_amount_to: "20", created_from: "2026-01-01" })).toEqual(
      {
        query: "page=1&per=20&order_amount_from=10.50&order_amount_to=20&created_from=2026-01-01",
      },
    );
    // both ends may be the same amount (inclusive); one end alone is a range too
    expect(applyFilters(rules, "", { order_amount_from: "5", order_amount_to: "5.00" })).toEqual({
      query: "page=1&per=20&order_amount_from=5&order_amount_to=5.00",
    });
    expect(applyFilters(rules, "", { order_amount_to: "0.001" })).toEqual({ query: "page=1&per=20&order_amount_to=0.001" });
    expect(applyFilters(rules, "", { order_amount_from: "20", order_amount_to: "10.50" })).toEqual({
      problems: { order_amount_to: "filter_out_of_range" },
    });
    expect(applyFilters(rules, "", { order_amount_from: "-1", order_amount_to: "1e3" })).toEqual({
      problems: { order_amount_from: "filter_out_of_range", order_amount_to: "invalid_filter_value" },
    });
    expect(applyFilters(rules, "", { order_amount_from: amountFilterText("10,5", false) })).toEqual({
      problems: { order_amount_from: "invalid_filter_value" },
    });
  });
});
