// The frame of the sales lists: search and page size, the filter form
// judged by core's list rules, the body around a list's table (loading,
// error, empty, paging), and the message for an address core cannot read.
// Every change goes through `useListPage`'s `go`, so the address bar always
// holds core's canonical query.
import { useState, type ReactNode } from "react";
import { FormError } from "../../account/Field";
import type { OrderPage, OrderRatePage, PaymentTicketPage } from "../../api/sales";
import { useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { moneyLocale } from "../../app/Money";
import type { ListRules } from "../../app/listSort";
import type { ListTotal } from "../../app/useListPage";
import type { Loaded } from "../../app/useLoad";
import { constants, formatMoney, type ListAction, type ListState } from "../../core";
import { Pager } from "../catalog/ui";
import { amountFilterText, applyFilters, filterQuery, filterValues, narrowed } from "./listQuery";
import { salesTexts } from "./texts";
import { CodeProblem, FilterField, FilterSelect } from "./ui";

const pageSizes = constants().paging.page_sizes;
/** Whether the page writes money with a decimal comma, as core formats it for the page's money locale. */
const decimalComma = formatMoney("0.5", "eur", moneyLocale).includes(",");

/**
 * One field of a filter form: a list parameter of spec section 3 and how it
 * is entered. An `amount` is a decimal typed in the page's money locale
 * (`hint` says what it is compared with).
 */
export type FilterSpec =
  | { param: string; label: string; kind: "select"; options: readonly (readonly [string, string])[] }
  | { param: string; label: string; kind: "amount"; hint: string }
  | { param: string; label: string; kind: "date" | "id" | "flag" };

/** The list's address could not be read by core: its problem and a way back. */
export function BadAddress({ testId, code, href }: { testId: string; code: string | undefined; href: string }) {
  const t = useTexts(salesTexts);
  return (
    <section data-testid={testId} data-state="error" data-code={code}>
      <p className="error">{t("badListAddress")}</p>
      <Link href={href}>{t("showAll")}</Link>
    </section>
  );
}

/**
 * The body of a sales list under its heading: search and page size, the
 * collapsible filter form (open while filters or a search narrow the list),
 * then the list's state: loading, its error (`errorTestId`), an empty
 * answer (`emptyTestId`: "no matches" when narrowed, else `emptyText`), or
 * the rows in the table `table` draws, with the pager.
 */
/** The page answers of the sales lists (generated from the API document). */
type SalesPage = OrderPage | OrderRatePage | PaymentTicketPage;

export function ListBody<P extends SalesPage>({
  list: { queryString, loaded, counted, go, rules },
  state,
  searchPlaceholder,
  filters,
  filtersTestId,
  errorTestId,
  emptyTestId,
  emptyText,
  table,
}: {
  /** The list page (`useListPage`'s answer): its query, what it loaded, its moves and rules (the filter form asks them first). */
  list: {
    queryString: string;
    loaded: Loaded<P>;
    counted: ListTotal | null;
    go: (a: ListAction) => void;
    rules: ListRules;
  };
  state: ListState;
  searchPlaceholder: string;
  filters: readonly FilterSpec[];
  filtersTestId: string;
  errorTestId: string;
  emptyTestId: string;
  emptyText: string;
  table: (rows: P["list"]) => ReactNode;
}) {
  const t = useTexts(salesTexts);
  return (
    <>
      <div className="catalog-tools" key={queryString}>
        <SearchTools state={state} queryString={queryString} placeholder={searchPlaceholder} go={go} />
        <details className="filter-box" open={narrowed(queryString) ? true : undefined}>
          <summary data-testid="filters-toggle">{t("filters")}</summary>
          <FilterForm specs={filters} queryString={queryString} go={go} rules={rules} testId={filtersTestId} />
        </details>
      </div>
      {loaded.state === "loading" ? <p>{t("loading")}</p> : null}
      {loaded.state === "error" ? <FormError code={loaded.error.code} testId={errorTestId} /> : null}
      {loaded.state === "ready" ? (
        <>
          {loaded.value.list.length === 0 ? (
            <p data-testid={emptyTestId}>{narrowed(queryString) ? t("noMatches") : emptyText}</p>
          ) : (
            <div className="table-wrap">{table(loaded.value.list)}</div>
          )}
          {counted?.capped ? <p data-testid="list-capped">{t("moreThan").replace("{n}", String(loaded.value.totalCountMax))}</p> : null}
          <Pager info={loaded.value} shown={loaded.value.list.length} total={counted} go={go} />
        </>
      ) : null}
    </>
  );
}

/** Search text and page size. */
export function SearchTools({
  state,
  queryString,
  placeholder,
  go,
  children,
}: {
  state: ListState;
  queryString: string;
  placeholder: string;
  go: (a: ListAction) => void;
  children?: ReactNode;
}) {
  const t = useTexts(salesTexts);
  const [text, setText] = useState(() => new URLSearchParams(queryString).get("query") ?? "");
  return (
    <form
      className="list-tools"
      onSubmit={(e) => {
        e.preventDefault();
        go({ search: text });
      }}
    >
      <input
        data-testid="list-search"
        type="search"
        value={text}
        placeholder={placeholder}
        aria-label={t("search")}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" data-testid="list-search-submit">
        {t("search")}
      </button>
      <label>
        {t("perPage")}{" "}
        <select data-testid="per-page" value={state.per} onChange={(e) => go({ per: Number(e.target.value) })}>
          {pageSizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {children}
    </form>
  );
}

/**
 * The filter form: its values start from the address bar; applying asks
 * core's list rules first and shows their problems beside the fields, so
 * only a query core accepts reaches the address bar (and the edge).
 */
export function FilterForm({
  specs,
  queryString,
  go,
  rules,
  testId,
}: {
  specs: readonly FilterSpec[];
  queryString: string;
  go: (a: ListAction) => void;
  rules: ListRules;
  testId: string;
}) {
  const t = useTexts(salesTexts);
  const params = specs.map((s) => s.param);
  const amounts = new Set(specs.filter((s) => s.kind === "amount").map((s) => s.param));
  const [values, setValues] = useState<Record<string, string>>(() => filterValues(queryString, params));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = (param: string, value: string) => {
    setValues({ ...values, [param]: value });
    const { [param]: _gone, ...rest } = problems;
    setProblems(rest);
  };
  return (
    <form
      className="list-tools filters sales-filters"
      data-testid={testId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const typed = Object.fromEntries(
          Object.entries(values).map(([p, v]) => [p, amounts.has(p) ? amountFilterText(v, decimalComma) : v]),
        );
        const next = applyFilters(rules, queryString, typed);
        if ("problems" in next) setProblems(next.problems);
        else go({ filters: filterQuery(typed) });
      }}
    >
      {specs.map((s) => (
        <FilterField key={s.param} label={s.label} problem={problems[s.param]} testId={`filter-${s.param}`}>
          {s.kind === "select" ? (
            <FilterSelect
              testId={`filter-${s.param}`}
              value={values[s.param] ?? ""}
              any={t("any")}
              options={s.options}
              onChange={(v) => set(s.param, v)}
            />
          ) : s.kind === "flag" ? (
            <input
              type="checkbox"
              data-testid={`filter-${s.param}`}
              checked={values[s.param] === "true"}
              onChange={(e) => set(s.param, e.target.checked ? "true" : "")}
            />
          ) : (
            <input
              data-testid={`filter-${s.param}`}
              type={s.kind === "date" ? "date" : "text"}
              inputMode={s.kind === "id" ? "numeric" : s.kind === "amount" ? "decimal" : undefined}
              title={s.kind === "amount" ? s.hint : undefined}
              value={values[s.param] ?? ""}
              aria-invalid={problems[s.param] ? true : undefined}
              onChange={(e) => set(s.param, e.target.value)}
            />
          )}
        </FilterField>
      ))}
      {Object.entries(problems)
        .filter(([p]) => !params.includes(p))
        .map(([p, code]) => (
          <p key={p} className="form-error">
            {p}: <CodeProblem code={code} testId={`${testId}-problem`} />
          </p>
        ))}
      <div className="filter-buttons">
        <button type="submit" data-testid="filters-apply">
          {t("applyFilters")}
        </button>
        <button
          type="button"
          data-testid="filters-reset"
          onClick={() => {
            setValues(Object.fromEntries(params.map((p) => [p, ""])));
            setProblems({});
            go({ filters: "" });
          }}
        >
          {t("resetFilters")}
        </button>
      </div>
    </form>
  );
}
