// Pieces the sales screens share: a state in core's status colour, column
// headers that sort by core's list rules, instants and days in the spec's
// formats, the filter form's fields, a code's words, and the CSV export
// (started in the background, polled, then a download link).
import { useEffect, useState, type ReactNode } from "react";
// Core's state machines and status colours (wasm-pkg exports them; the
// typed re-export in web/src/core does not list them yet).
import { machines, statusColour } from "../../../../wasm-pkg/pkg/sellwerk_wasm.js";
import { accountApi } from "../../api/account";
import { ApiError } from "../../api/client";
import { salesApi, type ExportKind, type ExportView } from "../../api/sales";
import { formatDate, formatDateTime } from "../../app/format";
import { useTexts } from "../../app/i18n";
import { useLocale, type Locale } from "../../app/locale";
import { type ListAction, type ListState, type StatusColour } from "../../core";
import { ruleText } from "../catalog/ui";
import { sortMark } from "./listQuery";
import { salesTexts } from "./texts";
import "./sales.css";

const allMachines = machines();

/** The states of one of core's machines (`payment`, `order`, `order_rate`, `payment_ticket`), in core's order. */
export function machineStates<S extends string>(machine: string): S[] {
  return (allMachines.find((m) => m.name === machine)?.states ?? []).map((s) => s.name as S);
}

/** The colour core gives a status (`green`, `red`, `amber`), or null. */
export const colourOf = (state: string): StatusColour | null => (statusColour(state) as StatusColour | undefined) ?? null;

/** A state with its words, in core's status colour; tests read `data-state` and `data-colour`. */
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
  const colour = colourOf(state);
  return (
    <span
      className={`status-badge ${colour ? `status-${colour}` : "status-plain"}`}
      data-testid={testId}
      data-state={state}
      data-colour={colour ?? ""}
    >
      {words[state]?.[locale] ?? state}
    </span>
  );
}

/** A column header that sorts the list by `sortKey` (same key again: the other direction). */
export function SortHeader({
  sortKey,
  state,
  go,
  children,
}: {
  sortKey: string;
  state: ListState;
  go: (action: ListAction) => void;
  children: ReactNode;
}) {
  const active = state.sort_key === sortKey;
  return (
    <th aria-sort={active ? (state.sort_dir === "desc" ? "descending" : "ascending") : undefined}>
      <button
        type="button"
        className="sort-header"
        data-testid={`sort-${sortKey}`}
        data-dir={active ? (state.sort_dir ?? "") : ""}
        onClick={() => go({ sort: sortKey })}
      >
        {children}
        {sortMark(state.sort_key, state.sort_dir, sortKey)}
      </button>
    </th>
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
    <time dateTime={value.slice(0, 10)} data-testid={testId}>
      {formatDate(value, locale)}
    </time>
  );
}

/** A problem (a translation key) in words; tests read `data-code`. */
export function CodeProblem({ code, testId }: { code: string; testId: string }) {
  const locale = useLocale();
  return (
    <span className="error" data-testid={testId} data-code={code} role="alert">
      {ruleText(code, locale)}
    </span>
  );
}

/** A labelled field of a filter form with its problem below it. */
export function FilterField({
  label,
  problem,
  testId,
  children,
}: {
  label: string;
  problem?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className="filter-field">
      <span>{label}</span>
      {children}
      {problem ? <CodeProblem code={problem} testId={`${testId}-error`} /> : null}
    </label>
  );
}

/** A select of `options` ([value, words]) with "any" first. */
export function FilterSelect({
  testId,
  value,
  any,
  options,
  onChange,
}: {
  testId: string;
  value: string;
  any: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <select data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)}>
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
