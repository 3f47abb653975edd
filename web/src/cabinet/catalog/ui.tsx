// Small pieces the catalog screens share: a rule's text, a problem beside
// its field, labelled inputs, and the step clamp of the product editor.
import type { ReactNode } from "react";
import { useTexts } from "../../app/i18n";
import { apiTexts } from "../../api/messages";
import { useLocale, type Locale } from "../../app/locale";
import type { ListTotal, PageInfo } from "../../app/useListPage";
import { messageFor, type ListAction } from "../../core";
import { Checkbox } from "../../ui/Checkbox";
import { SearchableSelect } from "../../ui/SearchableSelect";
import { Select } from "../../ui/Select";
import { TextField as UiTextField, type TextFieldProps } from "../../ui/TextField";
import { catalogTexts, codeTexts } from "./texts";
import "./forms.css";

/** The words for a code: core's message (its rules and every code the edge answers with), else the catalog forms' own, else the API layer's, else the code. */
export function ruleText(code: string, locale: Locale): string {
  const fromCore = messageFor(code, locale);
  if (fromCore !== code) return fromCore;
  const own = codeTexts[code];
  if (own) return own[locale];
  const api = (apiTexts as Record<string, Record<Locale, string>>)[code];
  return api ? api[locale] : code;
}

/** A problem (a translation key) as the form shows it; tests read `data-code`. */
export function RuleProblem({ code, testId }: { code: string; testId: string }) {
  const locale = useLocale();
  return (
    <span className="error" data-testid={testId} data-code={code}>
      {ruleText(code, locale)}
    </span>
  );
}

/** A labelled text input (the shared TextField) with its problem, a code, in words below it. */
export function TextField(props: {
  testId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  problem?: string | null;
  hint?: ReactNode;
  type?: TextFieldProps["type"];
  placeholder?: string;
  list?: string;
  multiline?: boolean;
  required?: boolean;
  autoComplete?: TextFieldProps["autoComplete"];
}) {
  const locale = useLocale();
  const { problem, ...rest } = props;
  return <UiTextField {...rest} error={problem ? ruleText(problem, locale) : undefined} errorCode={problem ?? undefined} />;
}

/** A labelled select of `options` ([value, label]) with its problem below it. */
export function SelectField<V extends string>(props: {
  testId: string;
  label: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  problem?: string | null;
  hint?: ReactNode;
  required?: boolean;
}) {
  const locale = useLocale();
  const { problem, ...rest } = props;
  return <Select<V> {...rest} error={problem ? ruleText(problem, locale) : undefined} errorCode={problem ?? undefined} />;
}

/** A searchable select (a combobox) of a long list of `options` ([value, label]) with its problem below it. */
export function SearchField<V extends string>(props: {
  testId: string;
  label: string;
  value: V | "";
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  problem?: string | null;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
}) {
  const locale = useLocale();
  const { problem, ...rest } = props;
  return <SearchableSelect<V> {...rest} error={problem ? ruleText(problem, locale) : undefined} errorCode={problem ?? undefined} />;
}

/** A checkbox with its label, and its problem below it. */
export function CheckField(props: {
  testId: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  problem?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const locale = useLocale();
  const { problem, ...rest } = props;
  return <Checkbox {...rest} error={problem ? ruleText(problem, locale) : undefined} errorCode={problem ?? undefined} />;
}

/** A warning's words: core's message (every warning core reports has one). */
export function useWarningText() {
  const locale = useLocale();
  return (code: string) => messageFor(code, locale);
}

/**
 * Previous and next page of a list, with "1–20 of 10,000+" and "page N of
 * M" once the list was counted (see `useListPage`). Next and previous move
 * by the page's cursors, so a deep page reads no more than the first; a
 * page without a cursor (the first) moves by number.
 */
export function Pager({
  info,
  shown,
  total,
  go,
}: {
  info: PageInfo;
  /** Rows on this page. */
  shown: number;
  total: ListTotal | null;
  go: (action: ListAction) => void;
}) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const { page, per } = info;
  const count = (n: number) => n.toLocaleString(locale === "de" ? "de-DE" : "en-US");
  const from = (page - 1) * per + 1;
  const last = total === null ? null : Math.max(1, Math.ceil(total.count / per));
  const plus = total?.capped ? "+" : "";
  return (
    <nav className="pager">
      <button
        type="button"
        data-testid="cabinet-page-prev"
        disabled={page <= 1}
        onClick={() => go(info.prev ? { previous: info.prev } : { page: page - 1 })}
      >
        {t("previous")}
      </button>
      {shown > 0 ? (
        <span data-testid="cabinet-page-range">
          {t("rangeOf")
            .replace("{from}", count(from))
            .replace("{to}", count(from + shown - 1))
            .replace("{total}", total === null ? "…" : `${count(total.count)}${plus}`)}
        </span>
      ) : null}
      <span data-testid="cabinet-page-of">
        {last === null
          ? t("pageAt").replace("{page}", String(page))
          : t("pageOf")
              .replace("{page}", String(page))
              .replace("{last}", `${Math.max(last, page)}${plus}`)}
      </span>
      <button
        type="button"
        data-testid="cabinet-page-next"
        disabled={!info.hasMore}
        onClick={() => go(info.next ? { next: info.next } : { page: page + 1 })}
      >
        {t("nextPage")}
      </button>
    </nav>
  );
}
