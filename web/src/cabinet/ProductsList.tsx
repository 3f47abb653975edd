import { useId, useState } from "react";
import { FormError } from "../account/Field";
import { cabinetApi, type CabinetProductRow } from "../api/cabinet";
import { entryFor, useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { useLocale } from "../app/locale";
import { paths } from "../app/routes";
import { useListPage } from "../app/useListPage";
import { type ListAction, type ListState, type ProductForm } from "../core";
import { Badge } from "../ui/Badge";
import { EmptyState } from "../ui/EmptyState";
import { FilterPanel, isWide, type FilterChip } from "../ui/FilterPanel";
import { Pager } from "../ui/Pager";
import { rowLink } from "../ui/rowLink";
import { Skeleton } from "../ui/Skeleton";
import { SortableHeader } from "../ui/SortableHeader";
import { Table } from "../ui/Table";
import { NewProductButton } from "./catalog/NewProduct";
import { ProductActions } from "./catalog/ProductActions";
import { catalogTexts, formTexts, productForms } from "./catalog/texts";
import { useWarningText } from "./catalog/ui";
import { Day } from "./orders/ui";
import { useShownPage } from "./orders/ListParts";
import { productListTexts } from "./productListTexts";
import "./catalog/catalog.css";
import "./orders/sales.css";

// The seller's products (GET /v1/cabinet/products) as a table: each row
// leads to the product's editor and shows its status, sales, the warnings
// the edge computed with core's product rules (as badges) and the actions
// it offers. Paging, sorting, filters and search follow core's list rules,
// as the shop's list does: the address bar holds the canonical query the
// edge parses with the same code. On the cabinet's home the list is short:
// no tools, no actions, a link to the whole list.
/** The sorts of the product list (spec section 3) without a column of their own. */
const extraSorts = ["total_views", "recent_purchase"] as const;
/** The list flags of spec section 3, as the list's query parameters. */
const flags = [
  ["is_published", "isPublished"],
  ["is_archived", "isArchived"],
  ["is_private", "isPrivate"],
  ["is_free", "isFree"],
] as const;

type Flag = (typeof flags)[number][0];
type Filters = { form: ProductForm | "" } & Record<Flag, "" | "true" | "false">;
const noFilters: Filters = { form: "", is_published: "", is_archived: "", is_private: "", is_free: "" };

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

/** The direction a list state shows for `key`, when it is the sort. */
const dirOf = (state: ListState, key: string): "asc" | "desc" | null =>
  state.sort_key === key ? (state.sort_dir === "desc" ? "desc" : "asc") : null;

export function ProductsList({ search, paged, username }: { search: string; paged: boolean; username: string | null }) {
  const t = useTexts(catalogTexts);
  const p = useTexts(productListTexts);
  const { current, queryString, loaded, reload, total, counted, go, reset } = useListPage(
    "products",
    "products",
    search,
    cabinetApi.products,
    paths.cabinetProducts,
  );
  const shown = useShownPage(loaded);

  if ("problems" in current) {
    return (
      <section data-testid="cabinet-products" data-state="error" data-code={current.problems[0]?.code}>
        <p className="error">{t("badListAddress")}</p>
        <Link href={paths.cabinetProducts()}>{t("showAll")}</Link>
      </section>
    );
  }
  const state = current.ok;
  const sortHeader = (key: string, label: string, numeric = false) => (
    <SortableHeader sortKey={key} active={state.sort_key === key} dir={dirOf(state, key)} onSort={(k) => go({ sort: k })} numeric={numeric}>
      {label}
    </SortableHeader>
  );

  return (
    <section
      className="sales-list product-list"
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
      {paged ? <ListTools key={queryString} state={state} queryString={queryString} go={go} reset={reset} /> : null}
      {shown === null && loaded.state === "loading" ? <Skeleton columns={paged ? 5 : 3} rows={paged ? 5 : 3} /> : null}
      {loaded.state === "error" ? <FormError code={loaded.error.code} testId="cabinet-products-error" /> : null}
      {shown !== null ? (
        <>
          {shown.list.length === 0 ? (
            narrowed(queryString) ? (
              <EmptyState
                testId="cabinet-products-empty"
                filtered
                title={p("noMatchesTitle")}
                text={p("noProductMatches")}
                action={{ label: p("resetFilters"), onClick: reset, testId: "empty-reset" }}
              />
            ) : (
              <EmptyState testId="cabinet-products-empty" title={p("noProductsTitle")} text={p("noProductsText")}>
                <NewProductButton label={p("createFirstProduct")} testId="empty-new-product" className="ui-empty-action" />
              </EmptyState>
            )
          ) : (
            <Table
              caption={t("products")}
              stack
              scroll={false}
              busy={loaded.state === "loading"}
              testId="cabinet-products-table"
              className="products-table"
            >
              <thead>
                <tr>
                  <th scope="col">{p("product")}</th>
                  <th scope="col">{p("status")}</th>
                  {paged ? (
                    sortHeader("total_purchases", p("sold"), true)
                  ) : (
                    <th scope="col" className="num">
                      {p("sold")}
                    </th>
                  )}
                  {paged ? (
                    <>
                      {sortHeader("created_at", p("created"))}
                      <th scope="col">{p("toDo")}</th>
                      <th scope="col">
                        <span className="ui-table-caption--hidden">{p("actions")}</span>
                      </th>
                    </>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {shown.list.map((row) => (
                  <ProductRow key={row.id} product={row} username={username} full={paged} onChanged={reload} />
                ))}
              </tbody>
            </Table>
          )}
          {paged ? (
            shown.list.length > 0 || state.page > 1 ? (
              <Pager info={shown} shown={shown.list.length} total={counted} go={go} />
            ) : null
          ) : shown.hasMore ? (
            <p className="list-more">
              <Link href={paths.cabinetProducts()} testId="all-products">
                {p("allProducts")} {total === null ? "" : `(${total})`}
              </Link>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function ProductRow({
  product: row,
  username,
  full,
  onChanged,
}: {
  product: CabinetProductRow;
  username: string | null;
  full: boolean;
  onChanged: () => void;
}) {
  const p = useTexts(productListTexts);
  const locale = useLocale();
  const warningText = useWarningText();
  const status = row.archived ? "archived" : row.published ? "published" : "draft";
  const edit = paths.productEdit(row.id, 1);
  return (
    <tr
      {...rowLink(edit)}
      data-testid="cabinet-product-row"
      data-id={row.id}
      data-form={row.form}
      data-name={row.name}
      data-published={row.published}
      data-archived={row.archived}
    >
      <td data-label={p("product")} className="cell-product">
        <Link href={edit} className="row-name" testId="row-name">
          {row.name}
        </Link>
        <br />
        <small className="row-form">{entryFor(formTexts, row.form)?.[locale] ?? row.form}</small>
      </td>
      <td data-label={p("status")}>
        <span className="badge-row">
          <Badge status={status} testId="row-status" data={{ "data-status": status }}>
            {p(status)}
          </Badge>
          {row.private ? <Badge tone="info">{p("private")}</Badge> : null}
          {row.isSoldOut ? <Badge status="expired">{p("soldOut")}</Badge> : null}
        </span>
      </td>
      <td data-label={p("sold")} className="num">
        <span className="row-sold" data-testid="row-sold">
          {row.soldCount.toLocaleString(locale === "de" ? "de-DE" : "en-US")}
          {row.limit !== null ? ` / ${row.limit.toLocaleString(locale === "de" ? "de-DE" : "en-US")}` : ""}
        </span>
      </td>
      {full ? (
        <>
          <td data-label={p("created")} className="nowrap">
            <Day value={row.createdAt} />
          </td>
          <td data-label={row.warnings.length > 0 ? p("toDo") : ""} className="cell-warnings">
            {row.warnings.length > 0 ? (
              <ul className="badge-list" data-testid="row-warnings">
                {row.warnings.map((w) => (
                  <li key={w} data-testid="row-warning" data-code={w}>
                    <Badge tone="warning">
                      {w === "finish_registration" ? (
                        <Link href={paths.sellerProfileEdit}>{warningText(w)}</Link>
                      ) : w === "no_legal_documents" ? (
                        <Link href={paths.legalSettings} testId="row-warning-legal">
                          {warningText(w)}
                        </Link>
                      ) : (
                        warningText(w)
                      )}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </td>
          <td className="cell-actions">
            <ProductActions product={row} username={username} onDone={() => onChanged()} />
          </td>
        </>
      ) : null}
    </tr>
  );
}

/** The words of a product filter's value, for its chip. */
function useChips(filters: Filters, queryString: string): FilterChip[] {
  const t = useTexts(catalogTexts);
  const p = useTexts(productListTexts);
  const locale = useLocale();
  const chips: FilterChip[] = [];
  const search = new URLSearchParams(queryString).get("query");
  if (search) chips.push({ param: "query", label: p("searchChip"), value: search });
  if (filters.form) chips.push({ param: "form", label: t("productType"), value: formTexts[filters.form][locale] });
  for (const [name, label] of flags) {
    const v = filters[name];
    if (v) chips.push({ param: name, label: t(label), value: p(v === "true" ? "yes" : "no") });
  }
  return chips;
}

function ListTools({
  state,
  queryString,
  go,
  reset,
}: {
  state: ListState;
  queryString: string;
  go: (action: ListAction) => void;
  reset: () => void;
}) {
  const t = useTexts(catalogTexts);
  const p = useTexts(productListTexts);
  const locale = useLocale();
  const id = useId();
  const inForce = filtersOf(queryString);
  const [filters, setFilters] = useState<Filters>(inForce);
  const [text, setText] = useState(() => new URLSearchParams(queryString).get("query") ?? "");
  const chips = useChips(inForce, queryString);
  const yesNo = [
    ["", t("any")],
    ["true", t("yes")],
    ["false", t("no")],
  ] as const;
  return (
    <div className="list-toolbar">
      <div className="list-toolbar-row">
        <form
          className="list-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            go({ search: text });
          }}
        >
          <label htmlFor={`${id}-search`} className="list-search-label">
            {p("search")}
          </label>
          {/* ui: TextField (type search) from the "inputs" part */}
          <input
            id={`${id}-search`}
            data-testid="list-search"
            type="search"
            value={text}
            placeholder={p("searchProducts")}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="list-search-button" data-testid="list-search-submit">
            {p("search")}
          </button>
        </form>
        <div className="list-sorts" role="group" aria-label={p("alsoSort")}>
          <span aria-hidden="true">{p("alsoSort")}:</span>
          {extraSorts.map((key) => (
            <button
              key={key}
              type="button"
              className="list-sort"
              data-testid={`sort-${key}`}
              aria-pressed={state.sort_key === key}
              data-dir={state.sort_key === key ? (state.sort_dir ?? "") : ""}
              onClick={() => go({ sort: key })}
            >
              {t(`sort_${key}`)}
              {state.sort_key === key ? <span aria-hidden="true">{state.sort_dir === "desc" ? " ↓" : " ↑"}</span> : null}
            </button>
          ))}
        </div>
      </div>
      <FilterPanel
        chips={chips}
        onRemove={(param) => (param === "query" ? go({ search: "" }) : go({ filters: filterParams({ ...inForce, [param]: "" }) }))}
        onReset={reset}
        defaultOpen={isWide()}
      >
        <form
          className="sales-filters"
          data-testid="product-filters"
          onSubmit={(e) => {
            e.preventDefault();
            go({ filters: filterParams(filters) });
          }}
        >
          <div className="filter-field">
            <label htmlFor={`${id}-form`}>{t("productType")}</label>
            {/* ui: Select from the "inputs" part */}
            <select
              id={`${id}-form`}
              className="filter-select"
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
          </div>
          {flags.map(([name, label]) => (
            <div className="filter-field" key={name}>
              <label htmlFor={`${id}-${name}`}>{t(label)}</label>
              <select
                id={`${id}-${name}`}
                className="filter-select"
                data-testid={`filter-${name}`}
                value={filters[name]}
                onChange={(e) => setFilters({ ...filters, [name]: e.target.value })}
              >
                {yesNo.map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="filter-buttons">
            <button type="submit" className="filters-apply" data-testid="filters-apply">
              {t("applyFilters")}
            </button>
            <button
              type="button"
              className="filters-reset"
              data-testid="filters-reset"
              onClick={() => {
                setFilters(noFilters);
                go({ filters: "" });
              }}
            >
              {t("resetFilters")}
            </button>
          </div>
        </form>
      </FilterPanel>
    </div>
  );
}
