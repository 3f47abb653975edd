// A list's sort, remembered in a cookie (spec section 4: "the choice is
// remembered in cookies"). Pure helpers of `useListPage`: the cookie's name
// per list, its value written and read (read strictly: anything but a plain
// key and `asc` / `desc` is ignored), and what a list page opened without
// a sort in its address does with the remembered one. The canonical query
// always comes from core's list rules, passed in as `rules`, so these are
// unit-tested with the Node build of the same wasm module.
import type { FieldProblem } from "../api/errors";
import type { ListAction, ListAnswer, ListState } from "../core";

/** Core's list rules (`listState` of useListPage): the query after `action`, clamped to `total`. */
export type ListRules = (query: string, action: ListAction | null, total: number | null) => ListAnswer;

/** A remembered sort: a column's key and its direction. */
export type SortChoice = { key: string; dir: "asc" | "desc" };

/** What a list page does with the remembered sort. */
export type Remembered =
  /** Nothing: no cookie, or the address sorts (a shared link shows what it says), or core cannot read the address. */
  | { kind: "none" }
  /**
   * Shows the list in `state` (core's canonical query with the remembered
   * sort); `base` is the address's own canonical query, to go back to if
   * the edge refuses the sort.
   */
  | { kind: "apply"; state: ListState; base: string }
  /** The cookie holds nothing core takes: clear it. */
  | { kind: "forget" };

const COOKIE_PREFIX = "sw_sort_";
/** A year, in seconds. */
export const SORT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const SORT_VALUE = /^([a-z_]{1,64}):(asc|desc)$/;

/**
 * The cookie a list remembers its sort in, from the list's key
 * (`cabinet-orders` → `sw_sort_cabinet-orders`). The part of the key after
 * a `:` names one of many lists of the same kind (`shop:demo`, one shop's
 * products), which sort on the same columns: they share one cookie
 * (`sw_sort_shop`). Null for a key that makes no plain cookie name.
 */
export function sortCookieName(listKey: string): string | null {
  const list = listKey.split(":", 1)[0] ?? "";
  return /^[a-z0-9-]{1,40}$/.test(list) ? `${COOKIE_PREFIX}${list}` : null;
}

/** A sort as the cookie holds it: `created_at:desc`. */
export function serializeSort(choice: SortChoice): string {
  return `${choice.key}:${choice.dir}`;
}

/** The sort a cookie holds, or null for anything but a plain key (`[a-z_]+`) and `asc` / `desc`. */
export function parseSortCookie(value: string | null | undefined): SortChoice | null {
  const m = SORT_VALUE.exec(value ?? "");
  return m ? { key: m[1]!, dir: m[2] as SortChoice["dir"] } : null;
}

/** The sort a list's state shows, when it is one a cookie can hold. */
export function sortOf(state: ListState): SortChoice | null {
  return state.sort_key === null || state.sort_dir === null ? null : parseSortCookie(`${state.sort_key}:${state.sort_dir}`);
}

/** The value of the cookie `name` in a `document.cookie` string (the first one), or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const at = part.indexOf("=");
    if (at >= 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The `document.cookie` assignment that remembers `choice` for a year, for every path; `Secure` over https. */
export function sortCookie(name: string, choice: SortChoice, secure: boolean): string {
  return `${name}=${serializeSort(choice)}; Path=/; Max-Age=${SORT_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The `document.cookie` assignment that removes the cookie `name`. */
export function clearedCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * What a list page opened at `query` does with the cookie's value `stored`:
 * a sort in the address always wins; without one, the remembered sort is
 * applied by core's list rules (a new key sorts ascending, the same key
 * again descending), keeping the address's page, size, filters and search.
 * A value that is no sort, or one core refuses, is to be forgotten.
 */
export function rememberedSort(rules: ListRules, query: string, stored: string | null): Remembered {
  if (stored === null) return { kind: "none" };
  const here = rules(query, null, null);
  if (!("ok" in here) || here.ok.sort_key !== null) return { kind: "none" };
  const choice = parseSortCookie(stored);
  if (!choice) return { kind: "forget" };
  let answer = rules(here.ok.query_string, { sort: choice.key }, null);
  if ("ok" in answer && answer.ok.sort_key === choice.key && answer.ok.sort_dir !== choice.dir) {
    answer = rules(answer.ok.query_string, { sort: choice.key }, null);
  }
  if (!("ok" in answer)) return { kind: "forget" };
  const applied = sortOf(answer.ok);
  return applied?.key === choice.key && applied.dir === choice.dir
    ? { kind: "apply", state: answer.ok, base: here.ok.query_string }
    : { kind: "forget" };
}

/**
 * Whether the edge refused the list's sort (a problem under `sort`: the list
 * does not, or no longer, sort on that key) and it is the remembered one.
 */
export function refusedRemembered(problems: readonly FieldProblem[], state: ListState, stored: string | null): boolean {
  const remembered = parseSortCookie(stored);
  const shown = sortOf(state);
  return (
    problems.some((p) => p.field === "sort") &&
    remembered !== null &&
    shown !== null &&
    remembered.key === shown.key &&
    remembered.dir === shown.dir
  );
}
