import type { Texts } from "../app/i18n";

// The storefront's own words (shop, product page, password gate, a missing
// shop or product), English and German. Problems are core's messages.
export const storefrontTexts = {
  loading: { en: "Loading…", de: "Wird geladen…" },
  products: { en: "Products", de: "Produkte" },
  productCount: { en: "products", de: "Produkte" },
  oneProduct: { en: "product", de: "Produkt" },
  sortBy: { en: "Sort by", de: "Sortieren nach" },
  sortName: { en: "Name", de: "Name" },
  sortNewest: { en: "Newest", de: "Neueste" },
  perPage: { en: "Per page", de: "Pro Seite" },
  previous: { en: "Previous", de: "Zurück" },
  next: { en: "Next", de: "Weiter" },
  page: { en: "Page", de: "Seite" },
  of: { en: "of", de: "von" },
  pages: { en: "Pages", de: "Seiten" },
  view: { en: "View product", de: "Produkt ansehen" },
  empty: { en: "This shop has no products on sale yet.", de: "In diesem Shop gibt es noch keine Produkte." },
  badAddress: {
    en: "This list address is not valid. Here are all products instead.",
    de: "Diese Listenadresse ist ungültig. Hier sind stattdessen alle Produkte.",
  },
  showAll: { en: "Show all products", de: "Alle Produkte anzeigen" },
  notFoundTitle: { en: "Page not found", de: "Seite nicht gefunden" },
  shopNotFound: {
    en: "There is no shop at this address. Please check the link you followed.",
    de: "Unter dieser Adresse gibt es keinen Shop. Bitte prüfe den Link, dem du gefolgt bist.",
  },
  productNotFound: {
    en: "This product is not (or no longer) on sale here.",
    de: "Dieses Produkt gibt es hier nicht (mehr) zu kaufen.",
  },
  backToShop: { en: "See the shop's other products", de: "Zu den anderen Produkten des Shops" },
  home: { en: "Go to the home page", de: "Zur Startseite" },
  errorTitle: { en: "Something went wrong", de: "Etwas ist schiefgegangen" },
  retry: { en: "Try again", de: "Erneut versuchen" },
  plans: { en: "Choose how you pay", de: "Wähle, wie du bezahlst" },
  by: { en: "by", de: "von" },
  protected: { en: "This product is protected by a password.", de: "Dieses Produkt ist durch ein Passwort geschützt." },
  password: { en: "Password", de: "Passwort" },
  open: { en: "Open", de: "Öffnen" },
  checking: { en: "Checking…", de: "Wird geprüft…" },
  retryLater: { en: "Too many attempts. Please try again later.", de: "Zu viele Versuche. Bitte versuche es später noch einmal." },
} satisfies Texts<string>;
