import type { MouseEvent } from "react";
import { navigate } from "../app/navigate";

/** What a click inside a row leaves to its own target. */
const interactive = "a, button, input, select, textarea, label, summary, details, [role='button'], [role='menu']";

/**
 * The props of a table row that leads to `href`: a click anywhere on the
 * row that is not on a control of its own follows the link (a selection of
 * text does not). The row's link itself (an anchor in its first cell)
 * stays the keyboard's and screen reader's way there.
 */
export function rowLink(href: string): { className: string; onClick: (e: MouseEvent<HTMLTableRowElement>) => void } {
  return {
    className: "ui-row-link",
    onClick: (e) => {
      if (e.defaultPrevented || e.button !== 0) return;
      if ((e.target as Element).closest(interactive)) return;
      if (window.getSelection()?.toString()) return;
      if (e.metaKey || e.ctrlKey) window.open(href, "_blank", "noopener");
      else navigate(href);
    },
  };
}
