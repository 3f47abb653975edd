import { useId, useState, type ReactNode } from "react";
import { useTexts } from "../app/i18n";
import { listTexts } from "./listTexts";
import "./FilterPanel.css";

/** A filter in force: its parameter, the field's label and the value in words. */
export interface FilterChip {
  param: string;
  label: string;
  value: string;
}

/** Whether the page is as wide as a tablet (768 px) or wider. */
export function isWide(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(min-width: 768px)").matches;
}

/**
 * A list's filters grouped in one panel: a disclosure (its button says
 * "Filters" and whether it is open), laid out as a row of fields above the
 * table from 768 px and one column on a phone, where it starts closed. The
 * filters in force show as removable chips beside the button, with "Reset
 * filters". The fields and their apply button are the caller's `children`.
 */
export function FilterPanel({
  chips,
  onRemove,
  onReset,
  defaultOpen = false,
  testId = "filter-panel",
  children,
}: {
  chips: readonly FilterChip[];
  onRemove: (param: string) => void;
  onReset: () => void;
  defaultOpen?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const t = useTexts(listTexts);
  const bodyId = useId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div className="ui-filter-panel" data-testid={testId} data-open={open}>
      <div className="ui-filter-bar">
        <button
          type="button"
          className="ui-filter-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          data-testid="filters-toggle"
          onClick={() => setOpen(!open)}
        >
          {t("filters")}
        </button>
        {chips.length > 0 ? (
          <ul className="ui-filter-chips" aria-label={t("activeFilters")} data-testid="filter-chips">
            {chips.map((c) => (
              <li key={c.param} className="ui-filter-chip" data-testid="filter-chip" data-param={c.param}>
                <span>
                  {c.label}: <strong>{c.value}</strong>
                </span>
                <button
                  type="button"
                  className="ui-filter-chip-remove"
                  aria-label={t("removeFilter").replace("{name}", c.label)}
                  data-testid={`filter-chip-remove-${c.param}`}
                  onClick={() => onRemove(c.param)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="ui-filter-reset" data-testid="filter-chips-reset" onClick={onReset}>
                {t("resetFilters")}
              </button>
            </li>
          </ul>
        ) : null}
      </div>
      <div id={bodyId} className="ui-filter-body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
