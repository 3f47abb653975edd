import { listQuery, type ListAction, type ListAnswer } from "../core";
import { navigate } from "./navigate";
import { useLoad, type Loaded } from "./useLoad";

// A list screen whose query lives in the address bar: core's list rules
// make the canonical query string (the one the edge parses), the page loads
// it, and every change (page, size, sort, filters, search) moves the
// address bar to the next canonical query.
const currentYear = new Date().getFullYear();

/** Core's list rules for a seller's list: `query` after `action`, clamped to `total`. */
export function listState(query: string, action: ListAction | null, total: number | null): ListAnswer {
  return listQuery({ query, admin: false, current_year: currentYear, total, action });
}

export function useListPage<T extends { totalCount: number }>(
  key: string,
  search: string,
  load: (queryString: string, signal: AbortSignal) => Promise<T>,
  pathOf: (queryString: string) => string,
): { current: ListAnswer; queryString: string; loaded: Loaded<T>; reload: () => void; total: number | null; go: (action: ListAction) => void } {
  const current = listState(search, null, null);
  const queryString = "ok" in current ? current.ok.query_string : "";
  const [loaded, reload] = useLoad(`${key}?${queryString}`, (signal) => load(queryString, signal));
  const total = loaded.state === "ready" ? loaded.value.totalCount : null;
  const go = (action: ListAction) => {
    const next = listState(queryString, action, total);
    if ("ok" in next) navigate(pathOf(next.ok.query_string));
  };
  return { current, queryString, loaded, reload, total, go };
}
