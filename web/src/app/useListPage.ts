import { useEffect, useEffectEvent, useRef, useState } from "react";
import { listQuery, type ListAction, type ListAnswer } from "../core";
import {
  clearedCookie,
  cookieValue,
  refusedRemembered,
  rememberedSort,
  sortCookie,
  sortCookieName,
  sortOf,
  type ListRules,
} from "./listSort";
import { navigate } from "./navigate";
import { useLoad, type Loaded } from "./useLoad";

// A list screen whose query lives in the address bar: core's list rules
// make the canonical query string (the one the edge parses), the page loads
// it, and every change (page, size, sort, filters, search) moves the
// address bar to the next canonical query. A sort the seller chooses is
// remembered in a cookie per list (see `listSort.ts`); the list's own page
// opened without a sort in its address shows the remembered one and puts
// it in the address bar (replacing the entry). A list shown inside another
// page (the products on the cabinet's home) keeps its default order.
//
// Counting (issue 15): a list counts its rows only when asked
// (`counts=true`), so the page asks once per list, filters and search and
// keeps the total while the seller pages (by cursor: `next`/`prev`) or
// sorts; the screen opened again, or reloaded after a change, counts again.
const currentYear = new Date().getFullYear();

/** What every list page answers about its paging (the edge's `ListPage`). */
export interface PageInfo {
  page: number;
  per: number;
  /** The matching rows, up to `totalCountMax`; only on a counted request. */
  totalCount?: number;
  totalCountMax: number;
  /** More rows match than `totalCount`; only on a counted request. */
  totalCapped?: boolean;
  hasMore: boolean;
  /** The next page's cursor, when more rows follow. */
  next?: string;
  /** The previous page's cursor, unless this is the first page. */
  prev?: string;
}

/** A list's total as the page shows it: the rows counted, and whether more match. */
export interface ListTotal {
  count: number;
  capped: boolean;
}

/** The part of a list query its total depends on: everything but paging and sorting. */
export function countedPart(queryString: string): string {
  const params = new URLSearchParams(queryString);
  for (const p of ["page", "per", "sort", "dir", "after", "before", "counts"]) params.delete(p);
  params.sort();
  return params.toString();
}

/**
 * Core's list rules for a seller's list: `query` after `action`, clamped to
 * `total`. Given the list's name (core's `ListDef::name`: `products`,
 * `orders`, `shop_products`, ...), a sort, filter or search that list does
 * not offer is refused as the edge refuses it, before any request.
 */
export function listState(query: string, action: ListAction | null, total: number | null, list: string | null = null): ListAnswer {
  return listQuery({ query, admin: false, current_year: currentYear, total, action, list });
}

const readCookie = (name: string) => cookieValue(document.cookie, name);
const writeCookie = (assignment: string) => {
  document.cookie = assignment;
};

/**
 * `key` names the screen (its sort cookie, its loads); `list` names core's
 * list spec, whose sorts and filters the browser checks before asking.
 */
export function useListPage<T extends PageInfo>(
  key: string,
  list: string,
  search: string,
  load: (queryString: string, signal: AbortSignal) => Promise<T>,
  pathOf: (queryString: string) => string,
): {
  current: ListAnswer;
  queryString: string;
  loaded: Loaded<T>;
  reload: () => void;
  total: number | null;
  /** The total with whether it was capped, once counted. */
  counted: ListTotal | null;
  go: (action: ListAction) => void;
  /** Drops every filter and the search in one move (a filtered list's "reset filters"). */
  reset: () => void;
  rules: ListRules;
} {
  const rules: ListRules = (query, action, total) => listState(query, action, total, list);
  const name = sortCookieName(key);
  const own = name !== null && window.location.pathname === new URL(pathOf(""), window.location.href).pathname;
  const remembered = own ? rememberedSort(rules, search, readCookie(name)) : ({ kind: "none" } as const);
  const current = remembered.kind === "apply" ? { ok: remembered.state } : rules(search, null, null);
  const queryString = "ok" in current ? current.ok.query_string : "";
  // totals by what the count depends on (filters and search), for this screen
  const [totals, setTotals] = useState<Readonly<Record<string, ListTotal>>>({});
  const totalKey = countedPart(queryString);
  const [loaded, reload] = useLoad(`${key}?${queryString}`, async (signal) => {
    const counts = !(totalKey in totals);
    const answer = await load(counts ? `${queryString}&counts=true` : queryString, signal);
    const { totalCount, totalCapped } = answer;
    if (totalCount !== undefined) setTotals((known) => ({ ...known, [totalKey]: { count: totalCount, capped: totalCapped ?? false } }));
    return answer;
  });
  const counted = loaded.state === "ready" ? (totals[totalKey] ?? null) : null;
  const total = counted?.count ?? null;

  // The remembered sort goes into the address bar; a cookie core cannot use is cleared.
  const applied = useRef<{ query: string; base: string } | null>(null);
  const applyQuery = remembered.kind === "apply" ? remembered.state.query_string : null;
  // (the effects read this render's values through effect events; they run when what they react to changes)
  const applyRemembered = useEffectEvent(() => {
    if (name === null) return;
    if (remembered.kind === "forget") writeCookie(clearedCookie(name));
    if (remembered.kind === "apply") {
      applied.current = { query: remembered.state.query_string, base: remembered.base };
      navigate(pathOf(remembered.state.query_string), { replace: true });
    }
  });
  useEffect(() => applyRemembered(), [remembered.kind, applyQuery]);

  // The edge refused the remembered sort (the list does not sort on it): forget it, and undo it if it came from the cookie.
  const forgetRefused = useEffectEvent(() => {
    if (!own || loaded.state !== "error" || !("ok" in current)) return;
    if (!refusedRemembered(loaded.error.problems, current.ok, readCookie(name))) return;
    writeCookie(clearedCookie(name));
    if (applied.current?.query === queryString) navigate(pathOf(applied.current.base), { replace: true });
  });
  useEffect(() => forgetRefused(), [loaded]);

  const go = (action: ListAction) => {
    const next = rules(queryString, action, total);
    if (!("ok" in next)) return;
    const chosen = "sort" in action ? sortOf(next.ok) : null;
    if (name !== null && chosen !== null) writeCookie(sortCookie(name, chosen, window.location.protocol === "https:"));
    navigate(pathOf(next.ok.query_string));
  };
  const reset = () => {
    const cleared = rules(queryString, { filters: "" }, total);
    if (!("ok" in cleared)) return;
    const next = rules(cleared.ok.query_string, { search: "" }, null);
    if ("ok" in next) navigate(pathOf(next.ok.query_string));
  };
  const reloadCounted = () => {
    setTotals((known) => Object.fromEntries(Object.entries(known).filter(([k]) => k !== totalKey)));
    reload();
  };
  return { current, queryString, loaded, reload: reloadCounted, total, counted, go, reset, rules };
}
