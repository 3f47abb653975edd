import type { Texts } from "../app/i18n";

export const cabinetTexts = {
  home: { en: "Home", de: "Start" },
  products: { en: "Products", de: "Produkte" },
  sellerProfile: { en: "Seller profile", de: "Verkäuferprofil" },
  noProducts: { en: "No products yet.", de: "Noch keine Produkte." },
  published: { en: "published", de: "veröffentlicht" },
  draft: { en: "not published", de: "nicht veröffentlicht" },
  archived: { en: "archived", de: "archiviert" },
  previous: { en: "Previous", de: "Zurück" },
  nextPage: { en: "Next", de: "Weiter" },
  pageOf: { en: "Page {page} of {last}", de: "Seite {page} von {last}" },
  loading: { en: "Loading…", de: "Wird geladen…" },
  notFound: { en: "This cabinet page does not exist.", de: "Diese Seite gibt es im Cockpit nicht." },
  changeEmail: { en: "Change e-mail address", de: "E-Mail-Adresse ändern" },
  newEmail: { en: "New e-mail address", de: "Neue E-Mail-Adresse" },
  send: { en: "Send confirmation link", de: "Bestätigungslink senden" },
  changeEmailSent: { en: "We sent a confirmation link to the new address.", de: "Wir haben einen Bestätigungslink an die neue Adresse gesendet." },
  completeProfile: { en: "Complete your seller profile", de: "Vervollständige dein Verkäuferprofil" },
} satisfies Texts<string>;
