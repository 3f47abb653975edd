import { shopApi } from "../api/shop";
import { apiUrl } from "../api/url";
import { useTexts } from "../app/i18n";
import { paths } from "../app/routes";
import { useListPage } from "../app/useListPage";
import { useLoad } from "../app/useLoad";
import { constants } from "../core";
import { ShopFooter } from "../legal/ShopFooter";
import { PlanPrice } from "./PlanPrice";
import { BuyerProblem } from "./Problem";
import { ShopHeader } from "./ShopHeader";
import { storefrontTexts } from "./texts";
import "./storefront.css";

// A shop's public page: the seller's brand, then the products as cards
// (cover, name, the start of the description, the price in plain words, a
// call to action) in a grid. Paging, sorting and the page size follow
// core's list rules (through wasm-pkg): the browser writes the same
// canonical query string the edge parses, and the edge turns it into SQL
// through core's whitelist.
// read when shown, not when this module loads: a page whose core failed to
// load still runs
const pageSizes = () => (constants() as { paging: { page_sizes: number[] } }).paging.page_sizes;

const sortColumns = [
  ["name", "sortName"],
  ["created_at", "sortNewest"],
] as const;

export function ShopPage({ username, search }: { username: string; search: string }) {
  const t = useTexts(storefrontTexts);
  const [shop] = useLoad(`shop:${username}`, (signal) => shopApi.shop(username, signal));
  const { current, queryString, loaded, total, go } = useListPage(
    `shop:${username}`,
    "shop_products",
    search,
    (queryString, signal) => shopApi.products(username, queryString, signal),
    (queryString) => paths.shop(username, queryString),
  );

  const problem = shop.state === "error" ? shop.error : loaded.state === "error" ? loaded.error : null;
  if (problem) return <BuyerProblem error={problem} username={username} />;

  if ("problems" in current) {
    return (
      <div className="sf-shell">
        <ShopHeader username={username} shop={shop.state === "ready" ? shop.value : null} />
        <main className="sf-page">
          <h1 className="sf-visually-hidden">{t("products")}</h1>
          <p className="sf-notice" data-testid="error" data-code={current.problems[0]?.code}>
            {t("badAddress")}
          </p>
          <a className="sf-button sf-button-primary" href={paths.shop(username)}>
            {t("showAll")}
          </a>
        </main>
      </div>
    );
  }
  const state = current.ok;
  // the page shown may lie past the counted pages (rows added since the count, reached by cursor)
  const lastPage = (page: number) => (total === null ? page : Math.max(1, Math.ceil(total / state.per), page));

  return (
    <div className="sf-shell">
      <ShopHeader username={username} shop={shop.state === "ready" ? shop.value : null} />
      <main className="sf-page" data-testid="shop">
        <div className="sf-toolbar">
          <h1 className="sf-section-title">{t("products")}</h1>
          <div className="sf-tools">
            <div className="sf-sort" role="group" aria-label={t("sortBy")}>
              {sortColumns.map(([key, label]) => (
                <button
                  key={key}
                  type="button"
                  className="sf-chip"
                  data-testid={`sort-${key}`}
                  aria-pressed={state.sort_key === key}
                  onClick={() => go({ sort: key })}
                >
                  {t(label)}
                  {state.sort_key === key ? <span aria-hidden="true">{state.sort_dir === "asc" ? " ↑" : " ↓"}</span> : null}
                </button>
              ))}
            </div>
            <label className="sf-per-page">
              {t("perPage")}
              <select data-testid="per-page" value={state.per} onChange={(e) => go({ per: Number(e.target.value) })}>
                {pageSizes().map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
        {loaded.state === "loading" ? (
          <ul className="sf-grid" aria-busy="true" aria-label={t("loading")}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="sf-card sf-product sf-skeleton" aria-hidden="true" />
            ))}
          </ul>
        ) : null}
        {loaded.state === "ready" ? (
          <>
            {loaded.value.list.length === 0 ? (
              <p className="sf-empty" data-testid="shop-empty">
                {t("empty")}
              </p>
            ) : null}
            <ul className="sf-grid" data-testid="product-list" data-query={queryString} data-total={total ?? undefined}>
              {loaded.value.list.map((p) => {
                const plan = p.pricingPlans[0];
                const href = paths.product(username, p.id);
                return (
                  <li key={p.id} className="sf-card sf-product" data-testid="product-row" data-id={p.id}>
                    <a className="sf-product-cover" href={href} tabIndex={-1} aria-hidden="true">
                      {p.covers.s100 ? (
                        <img data-testid="product-cover" src={apiUrl(p.covers.original ?? p.covers.s100)} alt="" loading="lazy" />
                      ) : (
                        <span className="sf-cover-placeholder">{p.name.slice(0, 1).toUpperCase()}</span>
                      )}
                    </a>
                    <div className="sf-product-body">
                      <h2 className="sf-product-name">
                        <a href={href} data-testid="product-link">
                          {p.name}
                        </a>
                      </h2>
                      {p.summary ? <p className="sf-product-summary">{p.summary}</p> : null}
                      <div className="sf-product-foot">
                        {plan ? <PlanPrice plan={plan} currency={plan.currency} testId={`card-price-${p.id}`} /> : <span />}
                        <a className="sf-button sf-button-primary sf-cta" href={href} aria-label={`${t("view")}: ${p.name}`}>
                          {t("view")}
                        </a>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
            <nav className="sf-pager" aria-label={t("pages")}>
              <button
                type="button"
                className="sf-button"
                data-testid="page-prev"
                disabled={loaded.value.page <= 1}
                onClick={() => go(loaded.value.prev ? { previous: loaded.value.prev } : { page: loaded.value.page - 1 })}
              >
                {t("previous")}
              </button>
              <span data-testid="page-of">
                {t("page")} {loaded.value.page} {t("of")} {lastPage(loaded.value.page)}
              </span>
              <button
                type="button"
                className="sf-button"
                data-testid="page-next"
                disabled={!loaded.value.hasMore}
                onClick={() => go(loaded.value.next ? { next: loaded.value.next } : { page: loaded.value.page + 1 })}
              >
                {t("next")}
              </button>
            </nav>
          </>
        ) : null}
      </main>
      <ShopFooter username={username} />
    </div>
  );
}
