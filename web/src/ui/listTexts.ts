import type { Texts } from "../app/i18n";

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
> = {
  loading: { en: "Loading…", de: "Wird geladen…" },
  previous: { en: "Previous", de: "Zurück" },
  next: { en: "Next", de: "Weiter" },
  perPage: { en: "Per page", de: "Pro Seite" },
  rangeOf: { en: "{from}–{to} of {total}", de: "{from}–{to} von {total}" },
  rangeOfMore: { en: "{from}–{to} of more than {total}", de: "{from}–{to} von mehr als {total}" },
  range: { en: "{from}–{to}", de: "{from}–{to}" },
  pageOf: { en: "Page {page} of {last}", de: "Seite {page} von {last}" },
  pageAt: { en: "Page {page}", de: "Seite {page}" },
  pages: { en: "Pages", de: "Seiten" },
  filters: { en: "Filters", de: "Filter" },
  activeFilters: { en: "Active filters", de: "Aktive Filter" },
  removeFilter: { en: "Remove filter {name}", de: "Filter {name} entfernen" },
  resetFilters: { en: "Reset filters", de: "Filter zurücksetzen" },
  sortAscending: { en: "sorted ascending", de: "aufsteigend sortiert" },
  sortDescending: { en: "sorted descending", de: "absteigend sortiert" },
  sortBy: { en: "Sort by {name}", de: "Nach {name} sortieren" },
  scrollHint: { en: "scrolls sideways", de: "seitlich scrollbar" },
};
