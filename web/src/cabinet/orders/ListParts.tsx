// The frame of the sales lists: the search, the filter panel with the form
// judged by core's list rules, the body around a list's table (skeleton,
// error, empty state, pager), and the message for an address core cannot read.
// Every change goes through `useListPage`'s `go`, so the address bar always
// holds core's canonical query.
import { useId, useState, type ReactNode } from "react";
import { FormError } from "../../account/Field";
import { formatDate } from "../../app/format";
import { useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { moneyLocale } from "../../app/Money";
import type { ListRules } from "../../app/listSort";
import type { ListTotal, PageInfo } from "../../app/useListPage";
import type { Loaded } from "../../app/useLoad";
import { formatMoney, type ListAction, type ListState } from "../../core";
import { EmptyState, type EmptyAction } from "../../ui/EmptyState";
import { FilterPanel, isWide, type FilterChip } from "../../ui/FilterPanel";
import { Pager } from "../../ui/Pager";
import { Skeleton } from "../../ui/Skeleton";
import { amountFilterText, applyFilters, filterQuery, filterValues, narrowed } from "./listQuery";
import { salesTexts } from "./texts";
import { CodeProblem, FilterField, FilterSelect } from "./ui";

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
  | { param: string; label: string; kind: "date" | "id" }
  /** A checkbox: checked sends `checked` (default `true`), unchecked leaves the parameter out. */
  | { param: string; label: string; kind: "flag"; checked?: string };

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

/** A list's page answer (generated from the API document): its rows and its paging. */
type SalesPage = PageInfo & { list: readonly unknown[] };

/** What an empty sales list says before anything was sold: a title, a sentence and the next step. */
export interface EmptyText {
  title: string;
  text: string;
  action: EmptyAction;
}

/**
 * The body of a sales list under its heading: the search, the filter panel
 * (the filters in force as chips; open on a wide screen while they narrow
 * the list), then the list's state: a skeleton while it loads, its error
 * (`errorTestId`), an empty state (`emptyTestId`: "no matches" with "reset
 * filters" when narrowed, else `empty`'s next step), or the rows in the
 * table `table` draws, with the pager.
 */
export function ListBody<P extends SalesPage>({
  list: { queryString, loaded, counted, go, reset, rules },
  state,
  searchPlaceholder,
  filters,
  filtersTestId,
  errorTestId,
  emptyTestId,
  empty,
  columns,
  table,
}: {
  /** The list page (`useListPage`'s answer): its query, what it loaded, its moves and rules (the filter form asks them first). */
  list: {
    queryString: string;
    loaded: Loaded<P>;
    counted: ListTotal | null;
    go: (a: ListAction) => void;
    reset: () => void;
    rules: ListRules;
  };
  state: ListState;
  searchPlaceholder: string;
  filters: readonly FilterSpec[];
  filtersTestId: string;
  errorTestId: string;
  emptyTestId: string;
  empty: EmptyText;
  /** The table's columns (the skeleton's shape). */
  columns: number;
  table: (rows: P["list"]) => ReactNode;
}) {
  const t = useTexts(salesTexts);
  const chips = useFilterChips(filters, queryString);
  const page = useShownPage(loaded);
  const isNarrowed = narrowed(queryString);
  return (
    <>
      <div className="list-toolbar" key={queryString}>
        <SearchTools state={state} queryString={queryString} placeholder={searchPlaceholder} go={go} />
        <FilterPanel
          chips={chips}
          onRemove={(param) =>
            param === "query" ? go({ search: "" }) : go({ filters: filterQuery(withoutParam(queryString, filters, param)) })
          }
          onReset={reset}
          defaultOpen={isWide() && isNarrowed && chips.some((c) => c.param !== "query")}
        >
          <FilterForm specs={filters} queryString={queryString} go={go} rules={rules} testId={filtersTestId} />
        </FilterPanel>
      </div>
      {page === null && loaded.state === "loading" ? <Skeleton columns={Math.min(columns, 6)} rows={Math.min(state.per, 8)} /> : null}
      {loaded.state === "error" ? <FormError code={loaded.error.code} testId={errorTestId} /> : null}
      {page !== null ? (
        <>
          {page.list.length === 0 ? (
            isNarrowed ? (
              <EmptyState
                testId={emptyTestId}
                filtered
                title={t("noMatchesTitle")}
                text={t("noMatches")}
                action={{ label: t("resetAll"), onClick: reset, testId: "empty-reset" }}
              />
            ) : (
              <EmptyState testId={emptyTestId} title={empty.title} text={empty.text} action={empty.action} />
            )
          ) : (
            <div className="list-rows" aria-busy={loaded.state === "loading" || undefined}>
              {table(page.list)}
            </div>
          )}
          {counted?.capped ? (
            <p className="note" data-testid="list-capped">
              {t("moreThan").replace("{n}", String(page.totalCountMax))}
            </p>
          ) : null}
          {page.list.length > 0 || state.page > 1 ? <Pager info={page} shown={page.list.length} total={counted} go={go} /> : null}
        </>
      ) : null}
    </>
  );
}

/**
 * The page a list shows: the one loaded, or while the next one loads (a
 * sort, another page) the previous one, marked busy, so the table keeps
 * its place and the keyboard's focus; null before the first answer.
 */
export function useShownPage<T>(loaded: Loaded<T>): T | null {
  const [last, setLast] = useState<T | null>(null);
  if (loaded.state === "ready" && last !== loaded.value) setLast(loaded.value);
  return loaded.state === "ready" ? loaded.value : loaded.state === "loading" ? last : null;
}

/** The filter parameters of `queryString` without `param`. */
function withoutParam(queryString: string, specs: readonly FilterSpec[], param: string): Record<string, string> {
  const values = filterValues(
    queryString,
    specs.map((s) => s.param),
  );
  return Object.fromEntries(Object.entries(values).filter(([p]) => p !== param));
}

/** The filters in force (and the search) as chips: each field's label and its value in words. */
function useFilterChips(specs: readonly FilterSpec[], queryString: string): FilterChip[] {
  const t = useTexts(salesTexts);
  const locale = useLocale();
  const q = new URLSearchParams(queryString);
  const chips: FilterChip[] = [];
  const search = q.get("query");
  if (search) chips.push({ param: "query", label: t("searchChip"), value: search });
  for (const s of specs) {
    const value = q.get(s.param);
    if (!value) continue;
    const words =
      s.kind === "select"
        ? (s.options.find(([v]) => v === value)?.[1] ?? value)
        : s.kind === "flag"
          ? t("yes")
          : s.kind === "date"
            ? formatDate(value, locale)
            : s.kind === "amount"
              ? decimalComma
                ? value.replace(".", ",")
                : value
              : value;
    chips.push({ param: s.param, label: s.label, value: words });
  }
  return chips;
}

/** The search: a labelled search field and its button. */
export function SearchTools({
  queryString,
  placeholder,
  go,
  testId = "list-search",
}: {
  state?: ListState;
  queryString: string;
  placeholder: string;
  go: (a: ListAction) => void;
  testId?: string;
}) {
  const t = useTexts(salesTexts);
  const id = useId();
  const [text, setText] = useState(() => new URLSearchParams(queryString).get("query") ?? "");
  return (
    <form
      className="list-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        go({ search: text });
      }}
    >
      <label htmlFor={id} className="list-search-label">
        {t("search")}
      </label>
      {/* ui: TextField (type search) from the "inputs" part */}
      <input id={id} data-testid={testId} type="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="list-search-button" data-testid={`${testId}-submit`}>
        {t("search")}
      </button>
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
  const formId = useId();
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
      className="sales-filters"
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
      {specs.map((s) => {
        const inputId = `${formId}-${s.param}`;
        const problem = problems[s.param];
        const described = {
          id: inputId,
          "data-testid": `filter-${s.param}`,
          "aria-invalid": problem ? true : undefined,
          "aria-describedby": problem ? `${inputId}-error` : undefined,
        } as const;
        return (
          <FilterField
            key={s.param}
            label={s.label}
            inputId={inputId}
            problem={problem}
            testId={`filter-${s.param}`}
            check={s.kind === "flag"}
          >
            {s.kind === "select" ? (
              <FilterSelect
                {...described}
                testId={`filter-${s.param}`}
                value={values[s.param] ?? ""}
                any={t("any")}
                options={s.options}
                onChange={(v) => set(s.param, v)}
              />
            ) : s.kind === "flag" ? (
              <input
                {...described}
                type="checkbox"
                checked={values[s.param] === (s.checked ?? "true")}
                onChange={(e) => set(s.param, e.target.checked ? (s.checked ?? "true") : "")}
              />
            ) : (
              <input
                {...described}
                type={s.kind === "date" ? "date" : "text"}
                inputMode={s.kind === "id" ? "numeric" : s.kind === "amount" ? "decimal" : undefined}
                title={s.kind === "amount" ? s.hint : undefined}
                value={values[s.param] ?? ""}
                onChange={(e) => set(s.param, e.target.value)}
              />
            )}
          </FilterField>
        );
      })}
      {Object.entries(problems)
        .filter(([p]) => !params.includes(p))
        .map(([p, code]) => (
          <p key={p} className="form-error">
            {p}: <CodeProblem code={code} testId={`${testId}-problem`} />
          </p>
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
