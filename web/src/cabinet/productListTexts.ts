// The product list's and the coupon list's own words (columns, empty
// states) in English and German; German addresses the seller as "du".
import type { Texts } from "../app/i18n";

export const productListTexts = {
  product: { en: "Product", de: "Produkt" },
  status: { en: "Status", de: "Status" },
  sold: { en: "Sold", de: "Verkauft" },
  created: { en: "Created", de: "Erstellt" },
  toDo: { en: "To do", de: "Zu erledigen" },
  actions: { en: "Actions", de: "Aktionen" },
  published: { en: "Published", de: "Veröffentlicht" },
  draft: { en: "Draft", de: "Entwurf" },
  archived: { en: "Archived", de: "Archiviert" },
  private: { en: "Private", de: "Privat" },
  free: { en: "Free", de: "Kostenlos" },
  soldOut: { en: "Sold out", de: "Ausverkauft" },
  alsoSort: { en: "Sort by", de: "Sortieren nach" },
  noProductsTitle: { en: "No products yet", de: "Noch keine Produkte" },
  noProductsText: {
    en: "Create your first product: a download, a course, an event or a membership. You publish it when it is ready.",
    de: "Lege dein erstes Produkt an: einen Download, einen Kurs, eine Veranstaltung oder eine Mitgliedschaft. Veröffentlicht wird es, wenn es fertig ist.",
  },
  createFirstProduct: { en: "Create your first product", de: "Erstes Produkt anlegen" },
  noMatchesTitle: { en: "No matches", de: "Keine Treffer" },
  noProductMatches: {
    en: "No product matches these filters or this search. Reset them to see all your products.",
    de: "Kein Produkt passt zu diesen Filtern oder dieser Suche. Setze sie zurück, um alle Produkte zu sehen.",
  },
  resetFilters: { en: "Reset filters", de: "Filter zurücksetzen" },
  allProducts: { en: "All products", de: "Alle Produkte" },
  search: { en: "Search", de: "Suchen" },
  searchChip: { en: "Search", de: "Suche" },
  searchProducts: { en: "Product name", de: "Produktname" },
  yes: { en: "Yes", de: "Ja" },
  no: { en: "No", de: "Nein" },
  // coupons
  coupon: { en: "Code", de: "Code" },
  active: { en: "Active", de: "Aktiv" },
  inactive: { en: "Inactive", de: "Inaktiv" },
  noCouponsTitle: { en: "No coupons yet", de: "Noch keine Gutscheine" },
  noCouponsText: {
    en: "A coupon gives buyers a discount with a code. Create one code, or many at once for a campaign.",
    de: "Ein Gutschein gibt Käufern mit einem Code einen Rabatt. Lege einen Code an oder viele auf einmal für eine Aktion.",
  },
  createFirstCoupon: { en: "Create your first coupon", de: "Ersten Gutschein anlegen" },
  noCouponMatches: {
    en: "No coupon matches this search. Reset it to see all your coupons.",
    de: "Kein Gutschein passt zu dieser Suche. Setze sie zurück, um alle Gutscheine zu sehen.",
  },
  searchCoupons: { en: "Coupon code", de: "Gutscheincode" },
} satisfies Texts<string>;
