// Pure helpers of the sales lists (orders, order rates, payment tickets):
// the filter form's values read from the canonical query string that core's
// list rules wrote, the filter parameters written back, the export's query,
// and the filter form judged by core's list rules before the address bar
// moves. Core's list rules come in as a parameter (`ListRules`), so these
// are unit-tested with the Node build of the same wasm module.
import type { ListAction, ListAnswer } from "../../core";

/** Core's list rules (`listState` of useListPage): the query after `action`, clamped to `total`. */
export type ListRules = (query: string, action: ListAction | null, total: number | null) => ListAnswer;

/** The paging and sorting parameters; everything else is a filter or the search. */
const paging = new Set(["page", "per", "sort", "dir"]);

/** The values of `params` in `queryString` ("" when absent). */
export function filterValues<P extends string>(queryString: string, params: readonly P[]): Record<P, string> {
  const q = new URLSearchParams(queryString);
  return Object.fromEntries(params.map((p) => [p, q.get(p) ?? ""])) as Record<P, string>;
}

/** The filter parameters that have a value, as a query string (core puts them in canonical order). */
export function filterQuery(values: Record<string, string>): string {
  return new URLSearchParams(
    Object.entries(values)
      .filter(([, v]) => v.trim() !== "")
      .map(([k, v]) => [k, v.trim()]),
  ).toString();
}

/**
 * An amount typed into a filter field, as core's list rules read amounts (a
 * plain decimal with a point): where the page writes money with a decimal
 * comma (`decimalComma`, German), a lone comma is that decimal comma.
 * Anything else stays as typed for core to judge (`1.000,50` is refused,
 * not guessed). Text only, never a float.
 */
export function amountFilterText(text: string, decimalComma: boolean): string {
  const t = text.trim();
  return decimalComma && !t.includes(".") && t.split(",").length === 2 ? t.replace(",", ".") : t;
}

/** Whether filters or a search narrow the list. */
export function narrowed(queryString: string): boolean {
  return [...new URLSearchParams(queryString).keys()].some((k) => !paging.has(k));
}

/**
 * The query of the CSV export for the list's query: its filters and search,
 * without paging and sort (the export holds every matching order).
 */
export function exportQuery(queryString: string): string {
  const q = new URLSearchParams(queryString);
  for (const p of paging) q.delete(p);
  return q.toString();
}

/**
 * The filter form applied by core's list rules: the next canonical query
 * string, or the problems by parameter (a date range that ends before it
 * starts, an id that is no number, …) to show beside the fields.
 */
export function applyFilters(
  rules: ListRules,
  queryString: string,
  values: Record<string, string>,
): { query: string } | { problems: Record<string, string> } {
  const answer = rules(queryString, { filters: filterQuery(values) }, null);
  if ("ok" in answer) return { query: answer.ok.query_string };
  const problems: Record<string, string> = {};
  for (const p of answer.problems) problems[p.field] ??= p.code;
  return { problems };
}

/**
 * The orders list's query as the edge gets it (issue 30): without a word
 * on abandoned checkouts (payments never completed) the list shows real
 * orders only (`exclude_not_completed=true`); the filter "show abandoned
 * checkouts" sends `exclude_not_completed=false`. The export holds what the
 * list shows.
 */
export function realOrders(queryString: string): string {
  const q = new URLSearchParams(queryString);
  if (q.has("exclude_not_completed")) return queryString;
  q.set("exclude_not_completed", "true");
  return q.toString();
}
