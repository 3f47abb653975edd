import { useState } from "react";
import { FormError } from "../account/Field";
import { cabinetApi, type CabinetProductRow } from "../api/cabinet";
import { entryFor, useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { useLocale } from "../app/locale";
import { paths } from "../app/routes";
import { useListPage } from "../app/useListPage";
import { constants, type ListAction, type ListState, type ProductForm } from "../core";
import { NewProductButton } from "./catalog/NewProduct";
import { ProductActions } from "./catalog/ProductActions";
import { catalogTexts, formTexts, productForms } from "./catalog/texts";
import { Pager, useWarningText } from "./catalog/ui";
import "./catalog/catalog.css";

// The seller's products (GET /v1/cabinet/products). Paging, sorting,
// filters and search follow core's list rules, as the shop's list does: the
// address bar holds the canonical query the edge parses with the same code.
// Each row shows the warnings and offers the actions the edge computed with
// core's product rules.
const pageSizes = constants().paging.page_sizes;
/** The sorts of the product list (spec section 3) and its creation date. */
const sortKeys = ["created_at", "total_views", "total_purchases", "recent_purchase"] as const;
/** The list flags of spec section 3, as the list's query parameters. */
const flags = [
  ["is_published", "isPublished"],
  ["is_archived", "isArchived"],
  ["is_private", "isPrivate"],
  ["is_free", "isFree"],
] as const;

type Flag = (typeof flags)[number][0];
type Filters = { form: ProductForm | "" } & Record<Flag, "" | "true" | "false">;

function filtersOf(queryString: string): Filters {
  const q = new URLSearchParams(queryString);
  const flag = (name: Flag) => {
    const v = q.get(name);
    return v === "true" || v === "false" ? v : "";
  };
  const form = q.get("form") ?? "";
  return {
    form: (productForms as string[]).includes(form) ? (form as ProductForm) : "",
    is_published: flag("is_published"),
    is_archived: flag("is_archived"),
    is_private: flag("is_private"),
    is_free: flag("is_free"),
  };
}

/** Whether filters or a search narrow the list. */
const narrowed = (queryString: string) =>
  Object.values(filtersOf(queryString)).some((v) => v !== "") || Boolean(new URLSearchParams(queryString).get("query"));

const filterParams = (f: Filters) => new URLSearchParams(Object.entries(f).filter(([, v]) => v !== "")).toString();

export function ProductsList({ search, paged, username }: { search: string; paged: boolean; username: string | null }) {
  const t = useTexts(catalogTexts);
  const { current, queryString, loaded, reload, total, counted, go } = useListPage(
    "products",
    "products",
    search,
    cabinetApi.products,
    paths.cabinetProducts,
  );

  if ("problems" in current) {
    return (
      <section data-testid="cabinet-products" data-state="error" data-code={current.problems[0]?.code}>
        <p className="error">{t("badListAddress")}</p>
        <Link href={paths.cabinetProducts()}>{t("showAll")}</Link>
      </section>
    );
  }
  const state = current.ok;

  return (
    <section
      data-testid="cabinet-products"
      data-state={loaded.state}
      data-code={loaded.state === "error" ? loaded.error.code : undefined}
      data-total={total ?? undefined}
      data-query={queryString}
    >
      <div className="list-head">
        <h2>{t("products")}</h2>
        {paged ? <NewProductButton /> : null}
      </div>
      {paged ? <ListTools key={queryString} state={state} queryString={queryString} go={go} /> : null}
      {loaded.state === "loading" ? <p>{t("loading")}</p> : null}
      {loaded.state === "error" ? <FormError code={loaded.error.code} testId="cabinet-products-error" /> : null}
      {loaded.state === "ready" ? (
        <>
          {loaded.value.list.length === 0 ? (
            <p data-testid="cabinet-products-empty">{narrowed(queryString) ? t("noMatches") : t("noProducts")}</p>
          ) : (
            <ul className="products catalog-rows">
              {loaded.value.list.map((p) => (
                <ProductRow key={p.id} product={p} username={username} full={paged} onChanged={reload} />
              ))}
            </ul>
          )}
          {paged ? (
            <Pager info={loaded.value} shown={loaded.value.list.length} total={counted} go={go} />
          ) : loaded.value.hasMore ? (
            <Link href={paths.cabinetProducts()}>
              {t("products")} ({total ?? ""})
            </Link>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function ProductRow({
  product: p,
  username,
  full,
  onChanged,
}: {
  product: CabinetProductRow;
  username: string | null;
  full: boolean;
  onChanged: () => void;
}) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const warningText = useWarningText();
  const status = p.archived ? t("archived") : p.published ? t("published") : t("draft");
  return (
    <li
      data-testid="cabinet-product-row"
      data-id={p.id}
      data-form={p.form}
      data-name={p.name}
      data-published={p.published}
      data-archived={p.archived}
    >
      <div className="row-main">
        <span className="row-name" data-testid="row-name">
          {p.name}
        </span>{" "}
        <small className="row-form">{entryFor(formTexts, p.form)?.[locale] ?? p.form}</small>{" "}
        <small className={`status ${p.archived ? "archived" : p.published ? "published" : "draft"}`} data-testid="row-status">
          {status}
        </small>
        {full ? (
          <small className="row-sold" data-testid="row-sold">
            {" · "}
            {p.soldCount} {t("sold")}
            {p.limit !== null ? ` / ${p.limit}` : ""}
          </small>
        ) : null}
      </div>
      {full && p.warnings.length > 0 ? (
        <ul className="warnings" data-testid="row-warnings">
          {p.warnings.map((w) => (
            <li key={w} data-testid="row-warning" data-code={w}>
              {w === "finish_registration" ? <Link href={paths.sellerProfileEdit}>{warningText(w)}</Link> : warningText(w)}
            </li>
          ))}
        </ul>
      ) : null}
      {full ? <ProductActions product={p} username={username} onDone={() => onChanged()} /> : null}
    </li>
  );
}

function ListTools({ state, queryString, go }: { state: ListState; queryString: string; go: (action: ListAction) => void }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [filters, setFilters] = useState<Filters>(() => filtersOf(queryString));
  const [text, setText] = useState(() => new URLSearchParams(queryString).get("query") ?? "");
  const yesNo = [
    ["", t("any")],
    ["true", t("yes")],
    ["false", t("no")],
  ] as const;
  return (
    <div className="catalog-tools">
      <div className="list-tools">
        <span>{t("sortBy")}:</span>
        {sortKeys.map((key) => (
          <button
            key={key}
            type="button"
            data-testid={`sort-${key}`}
            aria-pressed={state.sort_key === key}
            data-dir={state.sort_key === key ? state.sort_dir : undefined}
            onClick={() => go({ sort: key })}
          >
            {t(`sort_${key}`)}
            {state.sort_key === key ? (state.sort_dir === "asc" ? " ↑" : " ↓") : ""}
          </button>
        ))}
        <label>
          {t("perPage")}
          <select data-testid="per-page" value={state.per} onChange={(e) => go({ per: Number(e.target.value) })}>
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form
        className="list-tools"
        onSubmit={(e) => {
          e.preventDefault();
          go({ search: text });
        }}
      >
        <input data-testid="list-search" type="search" value={text} placeholder={t("search")} onChange={(e) => setText(e.target.value)} />
        <button type="submit" data-testid="list-search-submit">
          {t("search")}
        </button>
      </form>
      <form
        className="list-tools filters"
        data-testid="product-filters"
        onSubmit={(e) => {
          e.preventDefault();
          go({ filters: filterParams(filters) });
        }}
      >
        <label>
          {t("productType")}
          <select
            data-testid="filter-form"
            value={filters.form}
            onChange={(e) => setFilters({ ...filters, form: e.target.value as ProductForm | "" })}
          >
            <option value="">{t("any")}</option>
            {productForms.map((f) => (
              <option key={f} value={f}>
                {formTexts[f][locale]}
              </option>
            ))}
          </select>
        </label>
        {flags.map(([name, label]) => (
          <label key={name}>
            {t(label)}
            <select
              data-testid={`filter-${name}`}
              value={filters[name]}
              onChange={(e) => setFilters({ ...filters, [name]: e.target.value })}
            >
              {yesNo.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit" data-testid="filters-apply">
          {t("applyFilters")}
        </button>
        <button
          type="button"
          data-testid="filters-reset"
          onClick={() => {
            const none: Filters = { form: "", is_published: "", is_archived: "", is_private: "", is_free: "" };
            setFilters(none);
            go({ filters: "" });
          }}
        >
          {t("resetFilters")}
        </button>
      </form>
    </div>
  );
}
