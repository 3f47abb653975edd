import type { ReactNode } from "react";
import "./SortableHeader.css";

/**
 * A column header that sorts: a button inside the `<th>` (Tab reaches it,
 * Enter or Space sorts), `aria-sort` on the header of the column the list
 * is sorted by, and an arrow for the direction. Clicking the same column
 * again turns the direction (the list's rules decide: `onSort` is asked).
 */
export function SortableHeader({
  sortKey,
  active,
  dir,
  onSort,
  numeric = false,
  testId,
  children,
}: {
  sortKey: string;
  /** This column is the one the list is sorted by. */
  active: boolean;
  dir: "asc" | "desc" | null;
  onSort: (key: string) => void;
  numeric?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const shown = active ? (dir ?? "asc") : null;
  return (
    <th
      scope="col"
      className={numeric ? "num ui-sort-th" : "ui-sort-th"}
      aria-sort={shown === null ? undefined : shown === "desc" ? "descending" : "ascending"}
    >
      <button
        type="button"
        className={shown ? "ui-sort ui-sort--active" : "ui-sort"}
        data-testid={testId ?? `sort-${sortKey}`}
        data-dir={shown ?? ""}
        onClick={() => onSort(sortKey)}
      >
        <span>{children}</span>
        <span className="ui-sort-mark" aria-hidden="true">
          {shown === "desc" ? "↓" : shown === "asc" ? "↑" : "↕"}
        </span>
      </button>
    </th>
  );
}
