import { useId, type ReactNode } from "react";
import "./Table.css";

/**
 * A data table: a semantic `<table>` with its caption (visually hidden when
 * the page's heading says the same), a sticky header row, and a region of
 * its own that scrolls sideways on narrow screens (never the page). The
 * region is focusable so a keyboard can scroll it, and `aria-busy` while
 * the rows load. `stack` lays each row out as a card under 576 px: every
 * cell then shows its column's name from `data-label`. Numeric and amount
 * cells take the class `num` (right-aligned, tabular figures); a row that
 * leads to a detail page takes `rowLink` (see rowLink.ts). A table whose
 * rows open menus of their own (the products' actions) and that fits its
 * page takes `scroll={false}`: its region does not clip them, and its
 * header sticks to the page instead.
 */
export function Table({
  caption,
  captionHidden = true,
  busy = false,
  stack = false,
  scroll = true,
  testId,
  regionTestId,
  className,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  busy?: boolean;
  stack?: boolean;
  scroll?: boolean;
  testId?: string;
  regionTestId?: string;
  className?: string;
  /** The `thead` and `tbody`. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      className={scroll ? "ui-table-region" : "ui-table-region ui-table-region--static"}
      role="region"
      aria-labelledby={id}
      aria-busy={busy || undefined}
      tabIndex={scroll ? 0 : undefined}
      data-testid={regionTestId}
    >
      <table className={["ui-table", stack ? "ui-table--stack" : "", className ?? ""].filter(Boolean).join(" ")} data-testid={testId}>
        <caption id={id} className={captionHidden ? "ui-table-caption ui-table-caption--hidden" : "ui-table-caption"}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
