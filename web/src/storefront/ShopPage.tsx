import { shopApi } from "../api/shop";
import { apiUrl } from "../api/url";
import { paths } from "../app/routes";
import { useListPage } from "../app/useListPage";
import { constants } from "../core";

// A shop's public product list. Paging, sorting and the page size follow
// core's list rules (through wasm-pkg): the browser writes the same canonical
// query string the edge parses, and the edge turns it into SQL through
// core's whitelist.
// read when shown (not when this module loads: a page whose core failed to load still runs)
const pageSizes = () => (constants() as { paging: { page_sizes: number[] } }).paging.page_sizes;

const sortColumns = [
  ["name", "Name"],
  ["created_at", "Newest"],
] as const;

export function ShopPage({ username, search }: { username: string; search: string }) {
  const { current, queryString, loaded, total, go } = useListPage(
    `shop:${username}`,
    "shop_products",
    search,
    (queryString, signal) => shopApi.products(username, queryString, signal),
    (queryString) => paths.shop(username, queryString),
  );

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
  const state = current.ok;
  // the page shown may lie past the counted pages (rows added since the count, reached by cursor)
  const lastPage = (page: number) => (total === null ? page : Math.max(1, Math.ceil(total / state.per), page));

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
            {pageSizes().map((n) => (
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
          <ul className="products" data-testid="product-list" data-query={queryString} data-total={total ?? undefined}>
            {loaded.value.list.map((p) => (
              <li key={p.id} data-testid="product-row" data-id={p.id}>
                {p.covers.s100 ? (
                  <img className="cover" data-testid="product-cover" src={apiUrl(p.covers.s100)} alt="" width={100} height={100} />
                ) : null}
                <a href={paths.product(username, p.id)}>{p.name}</a>
              </li>
            ))}
          </ul>
          <nav className="pager">
            <button
              type="button"
              data-testid="page-prev"
              disabled={loaded.value.page <= 1}
              onClick={() => go(loaded.value.prev ? { previous: loaded.value.prev } : { page: loaded.value.page - 1 })}
            >
              Previous
            </button>
            <span data-testid="page-of">
              Page {loaded.value.page} of {lastPage(loaded.value.page)}
            </span>
            <button
              type="button"
              data-testid="page-next"
              disabled={!loaded.value.hasMore}
              onClick={() => go(loaded.value.next ? { next: loaded.value.next } : { page: loaded.value.page + 1 })}
            >
              Next
            </button>
          </nav>
        </>
      ) : null}
    </main>
  );
}
