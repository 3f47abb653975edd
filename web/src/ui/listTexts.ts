import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

// The words of the list widgets (Table, Pager, FilterPanel, EmptyState,
// Skeleton, Tabs) in every UI language; German addresses the seller as "du".
export const listTexts: Texts<
  | "loading"
  | "previous"
  | "next"
  | "perPage"
  | "rangeOf"
  | "rangeOfMore"
  | "range"
  | "pageOf"
  | "pageAt"
  | "pages"
  | "filters"
  | "activeFilters"
  | "removeFilter"
  | "resetFilters"
  | "sortAscending"
  | "sortDescending"
  | "sortBy"
  | "scrollHint"
> = textTable("ui/listTexts", "listTexts");
