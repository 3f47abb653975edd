import type { Texts } from "../app/i18n";

export const cabinetTexts = {
  home: { en: "Home", de: "Start" },
  products: { en: "Products", de: "Produkte" },
  coupons: { en: "Coupons", de: "Gutscheine" },
  orders: { en: "Orders", de: "Bestellungen" },
  orderRates: { en: "Order rates", de: "Raten" },
  paymentTickets: { en: "Tickets", de: "Tickets" },
  paymentSettings: { en: "Payment methods", de: "Zahlungsmethoden" },
  sellerProfile: { en: "Seller profile", de: "Verkäuferprofil" },
  notFound: { en: "This cabinet page does not exist.", de: "Diese Seite gibt es im Cockpit nicht." },
  changeEmail: { en: "Change e-mail address", de: "E-Mail-Adresse ändern" },
  newEmail: { en: "New e-mail address", de: "Neue E-Mail-Adresse" },
  send: { en: "Send confirmation link", de: "Bestätigungslink senden" },
  changeEmailSent: {
    en: "We sent a confirmation link to the new address.",
    de: "Wir haben einen Bestätigungslink an die neue Adresse gesendet.",
  },
  completeProfile: { en: "Complete your seller profile", de: "Vervollständige dein Verkäuferprofil" },
} satisfies Texts<string>;
