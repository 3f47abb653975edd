import { useEffect, useState } from "react";
import { ApiError } from "../api/client";
import { shopApi, type ShopProductList } from "../api/shop";
import { navigate } from "../app/navigate";
import { paths } from "../app/routes";
import { constants, listQuery, type ListAction, type ListState } from "../core";

// A shop's public product list. Paging, sorting and the page size follow
// core's list rules (through wasm-pkg): the browser writes the same canonical
// query string the edge parses, and the edge turns it into SQL through
// core's whitelist.
const pageSizes = (constants() as { paging: { page_sizes: number[] } }).paging.page_sizes;
const currentYear = new Date().getFullYear();

type Loaded = { state: "loading" } | { state: "error"; error: ApiError } | { state: "ready"; value: ShopProductList };

/** The list query after `action`, or the problems core found. */
function nextQuery(query: string, action: ListAction | null, total?: number): { state: ListState } | { problems: { field: string; code: string }[] } {
  const answer = listQuery({ query, admin: false, current_year: currentYear, total: total ?? null, action });
  return "ok" in answer ? { state: answer.ok } : { problems: answer.problems };
}

const sortColumns = [
  ["name", "Name"],
  ["created_at", "Newest"],
] as const;

export function ShopPage({ username, search }: { username: string; search: string }) {
  const current = nextQuery(search, null);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const queryString = "state" in current ? current.state.query_string : "";

  useEffect(() => {
    if (!queryString) return;
    const controller = new AbortController();
    setLoaded({ state: "loading" });
    shopApi
      .products(username, queryString, controller.signal)
      .then((value) => setLoaded({ state: "ready", value }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: "error", error: e instanceof ApiError ? e : new ApiError(0, "internal", String(e)) });
      });
    return () => controller.abort();
  }, [username, queryString]);

  if ("problems" in current) {
    return (
      <main className="page">
        <p className="error" data-testid="error" data-code={current.problems[0]?.code}>
          This list address is not valid ({current.problems.map((p) => `${p.field}: ${p.code}`).join(", ")}).
        </p>
        <a href={paths.shop(username)}>Show all products</a>
      </main>
    );
  }
  const state = current.state;
  const total = loaded.state === "ready" ? loaded.value.totalCount : undefined;
  const go = (action: ListAction) => {
    const next = nextQuery(queryString, action, total);
    if ("state" in next) navigate(paths.shop(username, next.state.query_string));
  };
  const lastPage = total === undefined ? state.page : Math.max(1, Math.ceil(total / state.per));

  return (
    <main className="page">
      <h1>Products</h1>
      <div className="list-tools">
        {sortColumns.map(([key, label]) => (
          <button key={key} type="button" data-testid={`sort-${key}`} onClick={() => go({ sort: key })}>
            {label}
            {state.sort_key === key ? (state.sort_dir === "asc" ? " ↑" : " ↓") : ""}
          </button>
        ))}
        <label>
          Per page{" "}
          <select data-testid="per-page" value={state.per} onChange={(e) => go({ per: Number(e.target.value) })}>
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {loaded.state === "loading" ? <p>Loading…</p> : null}
      {loaded.state === "error" ? (
        <p className="error" data-testid="error" data-code={loaded.error.code}>
          {loaded.error.message}
        </p>
      ) : null}
      {loaded.state === "ready" ? (
        <>
          <ul className="products" data-testid="product-list" data-total={loaded.value.totalCount}>
            {loaded.value.list.map((p) => (
              <li key={p.id} data-testid="product-row" data-id={p.id}>
                <a href={paths.product(username, p.id)}>{p.name}</a>
              </li>
            ))}
          </ul>
          <nav className="pager">
            <button type="button" data-testid="page-prev" disabled={loaded.value.page <= 1} onClick={() => go({ page: loaded.value.page - 1 })}>
              Previous
            </button>
            <span data-testid="page-of">
              Page {loaded.value.page} of {lastPage}
            </span>
            <button type="button" data-testid="page-next" disabled={loaded.value.page >= lastPage} onClick={() => go({ page: loaded.value.page + 1 })}>
              Next
            </button>
          </nav>
        </>
      ) : null}
    </main>
  );
}
