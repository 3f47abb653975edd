// Pieces the sales screens share: a state in core's status colour, column
// headers that sort by core's list rules, instants and days in the spec's
// formats, the filter form's fields, a code's words, and the CSV export
// (started in the background, polled, then a download link).
import { useEffect, useState, type ReactNode } from "react";
// Core's state machines come through web/src/core.
import { accountApi } from "../../api/account";
import { ApiError } from "../../api/client";
import { salesApi, type ExportKind, type ExportView } from "../../api/sales";
import { formatDate, formatDateTime } from "../../app/format";
import { useTexts } from "../../app/i18n";
import { useLocale, type Locale } from "../../app/locale";
import { machines, type ListAction, type ListState } from "../../core";
import { Badge } from "../../ui/Badge";
import { SortableHeader } from "../../ui/SortableHeader";
import { colourOf } from "../../ui/statusTone";
import { ruleText } from "../catalog/ui";
import { salesTexts } from "./texts";
import "./sales.css";

const allMachines = machines();

/** The states of one of core's machines (`payment`, `order`, `order_rate`, `payment_ticket`), in core's order. */
export function machineStates<S extends string>(machine: string): S[] {
  return (allMachines.find((m) => m.name === machine)?.states ?? []).map((s) => s.name as S);
}

export { colourOf };

/** A state with its words in a badge of core's status colour; tests read `data-state` and `data-colour`. */
export function StatusBadge({
  state,
  words,
  testId,
}: {
  state: string;
  words: Partial<Record<string, Record<Locale, string>>>;
  testId: string;
}) {
  const locale = useLocale();
  return (
    <Badge status={state} testId={testId} data={{ "data-state": state, "data-colour": colourOf(state) ?? "" }}>
      {words[state]?.[locale] ?? state}
    </Badge>
  );
}

/** A column header that sorts the list by `sortKey` (same key again: the other direction). */
export function SortHeader({
  sortKey,
  state,
  go,
  numeric = false,
  children,
}: {
  sortKey: string;
  state: ListState;
  go: (action: ListAction) => void;
  numeric?: boolean;
  children: ReactNode;
}) {
  return (
    <SortableHeader
      sortKey={sortKey}
      active={state.sort_key === sortKey}
      dir={state.sort_dir === "desc" ? "desc" : state.sort_dir === "asc" ? "asc" : null}
      onSort={(key) => go({ sort: key })}
      numeric={numeric}
    >
      {children}
    </SortableHeader>
  );
}

/** An instant in the UI language (DD.MM.YYYY HH:mm in German, the browser's time zone; app/format.ts); the raw value in `dateTime`. */
export function Instant({ value, testId }: { value: string | null; testId?: string }) {
  const locale = useLocale();
  if (!value) return <span data-testid={testId}>–</span>;
  return (
    <time dateTime={value} data-testid={testId}>
      {formatDateTime(value, locale)}
    </time>
  );
}

/** A calendar day in the UI language (DD.MM.YYYY in German; app/format.ts). */
export function Day({ value, testId }: { value: string | null; testId?: string }) {
  const locale = useLocale();
  if (!value) return <span data-testid={testId}>–</span>;
  return (
    <time className="day" dateTime={value.slice(0, 10)} data-testid={testId}>
      {formatDate(value, locale)}
    </time>
  );
}

/** A problem (a translation key) in words; tests read `data-code`. */
export function CodeProblem({ code, testId, id }: { code: string; testId: string; id?: string }) {
  const locale = useLocale();
  return (
    <span className="error" id={id} data-testid={testId} data-code={code} role="alert">
      {ruleText(code, locale)}
    </span>
  );
}

/**
 * A labelled field of a filter form with its problem below it: the label
 * names the control `inputId` (which points at the problem with
 * `aria-describedby`, id `{inputId}-error`); a checkbox sits before its label.
 */
export function FilterField({
  label,
  inputId,
  problem,
  testId,
  check = false,
  children,
}: {
  label: string;
  inputId: string;
  problem?: string;
  testId: string;
  check?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={check ? "filter-field filter-check" : "filter-field"}>
      {check ? children : null}
      <label htmlFor={inputId}>{label}</label>
      {check ? null : children}
      {problem ? <CodeProblem code={problem} testId={`${testId}-error`} id={`${inputId}-error`} /> : null}
    </div>
  );
}

/** A select of `options` ([value, words]) with "any" first. */
// ui: Select from the "inputs" part (a styled native select); styled here with the tokens until then
export function FilterSelect({
  testId,
  value,
  any,
  options,
  onChange,
  ...rest
}: {
  testId: string;
  value: string;
  any: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  return (
    <select {...rest} className="filter-select" data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{any}</option>
      {options.map(([v, words]) => (
        <option key={v} value={v}>
          {words}
        </option>
      ))}
    </select>
  );
}

/**
 * A CSV export as a plain download link: the edge streams the file with the
 * session's cookies. A plain click first renews an access token that ran
 * out while the page stood open, then downloads; other clicks (new tab,
 * save as) are the browser's.
 */
export function ExportLink({
  href,
  filename,
  hint,
  testId,
  children,
}: {
  href: string;
  filename: string;
  hint: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <a
      className="button"
      href={href}
      download={filename}
      data-testid={testId}
      title={hint}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        void accountApi
          .me()
          .then(() => window.location.assign(href))
          .catch(() => undefined);
      }}
    >
      {children}
    </a>
  );
}

/** How often a running export's progress is asked for. */
const EXPORT_POLL_MS = 1000;

/**
 * A CSV export of what `query`'s filters match, made by the edge in the
 * background (`POST /v1/cabinet/exports`): the button starts it (or, when
 * one of the kind runs already, follows that one), the rows written so far
 * show while it runs, then the file's download link. Another filter starts
 * afresh. Tests read `data-state` and `data-query`.
 */
export function ExportButton({ kind, query, hint, testId }: { kind: ExportKind; query: string; hint: string; testId: string }) {
  const t = useTexts(salesTexts);
  const [job, setJob] = useState<{ query: string; export: ExportView | null; failed: boolean } | null>(null);
  const current = job?.query === query ? job : null;
  const running = current?.export && (current.export.state === "queued" || current.export.state === "running");
  const id = current?.export?.id;

  useEffect(() => {
    if (!running || id === undefined) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      salesApi
        .exportState(id, controller.signal)
        .then((e) => setJob((j) => (j && j.export?.id === id ? { ...j, export: e } : j)))
        .catch(() => setJob((j) => (j && j.export?.id === id ? { ...j, export: null, failed: true } : j)));
    }, EXPORT_POLL_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [running, id, current?.export?.rowsWritten, current?.export?.state]);

  const start = async () => {
    setJob({ query, export: null, failed: false });
    try {
      setJob({ query, export: await salesApi.startExport(kind, query), failed: false });
    } catch (e) {
      if (!(e instanceof ApiError) || e.code !== "export_running") {
        setJob({ query, export: null, failed: true });
        return;
      }
      // one export of a kind runs at a time: follow the running one
      const open = (await salesApi.exports().catch(() => [])).find(
        (x) => x.kind === kind && (x.state === "queued" || x.state === "running"),
      );
      setJob({ query, export: open ?? null, failed: !open });
    }
  };

  const state =
    current?.failed || current?.export?.state === "failed" ? "failed" : (current?.export?.state ?? (current ? "starting" : "idle"));
  return (
    <div className="export" data-testid={testId} data-state={state} data-query={query}>
      {state === "done" && current?.export ? (
        <ExportLink
          href={salesApi.exportFileUrl(current.export.id)}
          filename={current.export.filename}
          hint={hint}
          testId={`${testId}-download`}
        >
          {t("exportDownload")} ({current.export.rowsWritten})
        </ExportLink>
      ) : running || state === "starting" ? (
        <span className="muted" data-testid={`${testId}-progress`} role="status">
          {t("exportRunning")} {current?.export ? `(${current.export.rowsWritten})` : ""}
        </span>
      ) : (
        <>
          {state === "failed" ? (
            <span className="error" role="alert">
              {t("exportFailed")}
            </span>
          ) : null}
          <button type="button" className="button" title={hint} data-testid={`${testId}-start`} onClick={() => void start()}>
            {t("export")}
          </button>
        </>
      )}
    </div>
  );
}
