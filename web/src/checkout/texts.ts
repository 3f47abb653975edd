import type { Texts } from "../app/i18n";
import type { Locale } from "../app/locale";
import { messageFor } from "../core";

// The buyer's pages' own words (payment page, thank-you page, manage page),
// English and German. Problems are core's messages (`problemText`); the few
// codes only the edge reports on the order path have their words here.
export const checkoutTexts = {
  loading: { en: "Loading…", de: "Wird geladen…" },
  payFor: { en: "Pay for", de: "Bezahlen:" },
  planMissing: { en: "This plan is not available.", de: "Dieser Zahlungsplan ist nicht verfügbar." },
  showMore: { en: "Show more", de: "Mehr anzeigen" },
  showLess: { en: "Show less", de: "Weniger anzeigen" },
  stepDetails: { en: "Your details", de: "Deine Angaben" },
  stepPayment: { en: "Payment", de: "Zahlung" },
  back: { en: "Back", de: "Zurück" },
  country: { en: "Your country", de: "Dein Land" },
  business: { en: "I buy as a business", de: "Ich kaufe als Unternehmen" },
  vatId: { en: "VAT ID", de: "USt-IdNr." },
  coupon: { en: "Coupon", de: "Gutschein" },
  apply: { en: "Apply", de: "Einlösen" },
  haveCoupon: { en: "Have a coupon?", de: "Hast du einen Gutschein?" },
  couponApplied: { en: "Coupon applied:", de: "Gutschein eingelöst:" },
  offerEnds: { en: "This offer ends in", de: "Dieses Angebot endet in" },
  weeks: { en: "weeks", de: "Wochen" },
  days: { en: "days", de: "Tage" },
  hours: { en: "hours", de: "Stunden" },
  minutes: { en: "minutes", de: "Minuten" },
  seconds: { en: "seconds", de: "Sekunden" },
  amount: { en: "Your price", de: "Dein Preis" },
  ticket: { en: "Ticket", de: "Ticket" },
  seatsLeft: { en: "seats left", de: "Plätze frei" },
  soldOutTicket: { en: "sold out", de: "ausverkauft" },
  online: { en: "Online", de: "Online" },
  bumpsTitle: { en: "Add to your order", de: "Zu deiner Bestellung hinzufügen" },
  bumpsNext: { en: "Next offer", de: "Nächstes Angebot" },
  methods: { en: "Pay with", de: "Bezahlen mit" },
  inBrowser: { en: "In your browser", de: "In deinem Browser" },
  confirmed: { en: "Confirmed by Sellwerk", de: "Von Sellwerk bestätigt" },
  checking: { en: "Checking…", de: "Wird geprüft…" },
  discount: { en: "Discount", de: "Rabatt" },
  net: { en: "Net", de: "Netto" },
  vat: { en: "VAT", de: "USt." },
  dueNow: { en: "Due now", de: "Jetzt fällig" },
  total: { en: "Total", de: "Gesamt" },
  untilCancelled: { en: "(continues until cancelled)", de: "(läuft bis zur Kündigung)" },
  agree: { en: "Browser and edge agree to the cent.", de: "Browser und Server stimmen auf den Cent überein." },
  differ: {
    en: "Browser and edge disagree: the edge's total applies.",
    de: "Browser und Server weichen ab: Es gilt der Betrag des Servers.",
  },
  summary: { en: "Your order", de: "Deine Bestellung" },
  paying: { en: "Sending your order…", de: "Deine Bestellung wird gesendet…" },
  payerIncomplete: {
    en: "Please complete your details and confirm them first.",
    de: "Bitte vervollständige und bestätige zuerst deine Angaben.",
  },
  noMethod: { en: "Please choose how you want to pay.", de: "Bitte wähle eine Zahlungsart." },
  noTicket: { en: "Please choose a ticket.", de: "Bitte wähle ein Ticket." },
  quoteChanged: {
    en: "The price has changed since the page was loaded. This is the current price:",
    de: "Der Preis hat sich geändert, seit die Seite geladen wurde. Das ist der aktuelle Preis:",
  },
  confirmNew: { en: "Confirm the new total and pay", de: "Neuen Betrag bestätigen und bezahlen" },
  newTotalConfirmed: { en: "You confirmed the current price.", de: "Du hast den aktuellen Preis bestätigt." },
  trustSsl: { en: "SSL secure", de: "SSL-gesichert" },
  trustProvider: { en: "Secure payment by our provider", de: "Sichere Zahlung über unseren Anbieter" },
  // the card step: the card provider's own fields on this page
  cardTitle: { en: "Pay by card", de: "Mit Karte bezahlen" },
  cardIntro: {
    en: "Your card details go straight to our payment provider; we never see them.",
    de: "Deine Kartendaten gehen direkt an unseren Zahlungsanbieter; wir sehen sie nie.",
  },
  cardLoading: { en: "Loading the secure card form…", de: "Das sichere Kartenformular wird geladen…" },
  cardLoadFailed: {
    en: "The secure card form could not be loaded. Please check your connection and try again.",
    de: "Das sichere Kartenformular konnte nicht geladen werden. Bitte prüfe deine Verbindung und versuche es noch einmal.",
  },
  cardRetry: { en: "Try again", de: "Erneut versuchen" },
  cardPay: { en: "Pay", de: "Bezahlen" },
  cardSave: { en: "Save card and start", de: "Karte speichern und starten" },
  cardSaveIntro: {
    en: "Nothing is charged now. Your card is saved for the later payments of this plan.",
    de: "Jetzt wird nichts abgebucht. Deine Karte wird für die späteren Zahlungen dieses Plans gespeichert.",
  },
  cardPaying: { en: "Confirming your payment…", de: "Deine Zahlung wird bestätigt…" },
  cardPaid: { en: "Payment confirmed. One moment…", de: "Zahlung bestätigt. Einen Moment…" },
  cardFailed: {
    en: "The payment could not be completed. Nothing was charged. Please try again.",
    de: "Die Zahlung konnte nicht abgeschlossen werden. Es wurde nichts abgebucht. Bitte versuche es noch einmal.",
  },
  cardChangeOrder: { en: "Change your order", de: "Bestellung ändern" },
  // the thank-you and manage pages
  thanks: { en: "Thank you for your order!", de: "Danke für deine Bestellung!" },
  waiting: {
    en: "We are waiting for the confirmation of your payment. This page updates by itself.",
    de: "Wir warten auf die Bestätigung deiner Zahlung. Diese Seite aktualisiert sich von selbst.",
  },
  notPaidYet: { en: "Not paid yet? Go back to the payment page", de: "Noch nicht bezahlt? Zurück zur Zahlungsseite" },
  failed: {
    en: "Your payment was not completed. Nothing was charged for this attempt.",
    de: "Deine Zahlung wurde nicht abgeschlossen. Für diesen Versuch wurde nichts abgebucht.",
  },
  tryAgain: { en: "Try again", de: "Erneut versuchen" },
  preparing: { en: "Payment received. We are preparing your purchase…", de: "Zahlung erhalten. Wir bereiten deinen Kauf vor…" },
  ended: { en: "This order is no longer active.", de: "Diese Bestellung ist nicht mehr aktiv." },
  defaultThanks: {
    en: "Your payment was successful. We have sent a confirmation to your e-mail address.",
    de: "Deine Zahlung war erfolgreich. Wir haben dir eine Bestätigung per E-Mail geschickt.",
  },
  moreProducts: { en: "More from this shop", de: "Mehr aus diesem Shop" },
  downloads: { en: "Downloads", de: "Downloads" },
  licenseKeys: { en: "License keys", de: "Lizenzschlüssel" },
  tickets: { en: "Tickets", de: "Tickets" },
  access: { en: "You now have access to your content.", de: "Du hast jetzt Zugang zu deinen Inhalten." },
  certificate: { en: "Open your certificate", de: "Dein Zertifikat öffnen" },
  manage: { en: "Manage your payment", de: "Zahlung verwalten" },
  managePayment: { en: "Your payment", de: "Deine Zahlung" },
  schedule: { en: "Payment schedule", de: "Zahlungsplan" },
  dueDate: { en: "Due date", de: "Fällig am" },
  amountCol: { en: "Amount", de: "Betrag" },
  state: { en: "State", de: "Status" },
  paidAt: { en: "Paid on", de: "Bezahlt am" },
  cancel: { en: "Cancel subscription", de: "Abonnement kündigen" },
  cancelConfirm: {
    en: "Do you really want to cancel? Payments already made stay paid; no further payments are taken.",
    de: "Möchtest du wirklich kündigen? Bereits geleistete Zahlungen bleiben bezahlt, weitere werden nicht eingezogen.",
  },
  cancelYes: { en: "Yes, cancel", de: "Ja, kündigen" },
  cancelNo: { en: "Keep it", de: "Behalten" },
  cancelled: { en: "Your subscription is cancelled.", de: "Dein Abonnement ist gekündigt." },
  revoked: { en: "Access to this purchase has ended.", de: "Der Zugang zu diesem Kauf ist beendet." },
  // a failed later rate, paid now from the manage page
  failedRates: { en: "Payments to make", de: "Offene Zahlungen" },
  rateNumber: { en: "Payment", de: "Zahlung" },
  rateUnpaid: {
    en: "This payment failed. We will try again, or you can pay it now.",
    de: "Diese Zahlung ist fehlgeschlagen. Wir versuchen es noch einmal, oder du bezahlst sie jetzt.",
  },
  rateDebt: {
    en: "This payment failed. Your plan is paused until it is made.",
    de: "Diese Zahlung ist fehlgeschlagen. Dein Zahlungsplan ist pausiert, bis sie geleistet ist.",
  },
  payNow: { en: "Pay now", de: "Jetzt bezahlen" },
  payRateSending: { en: "One moment…", de: "Einen Moment…" },
  payRateClose: { en: "Not now", de: "Nicht jetzt" },
  ratePaidNow: { en: "Thank you! Your payment was received.", de: "Danke! Deine Zahlung ist eingegangen." },
  orderOf: { en: "Order", de: "Bestellung" },
  product: { en: "Product", de: "Produkt" },
  // the thank-you page's order and what happens next (issue 16)
  yourOrder: { en: "Your order", de: "Deine Bestellung" },
  addOn: { en: "Add-on", de: "Zusatzangebot" },
  paidNow: { en: "Paid now", de: "Jetzt bezahlt" },
  dueNowLabel: { en: "Due now", de: "Jetzt fällig" },
  whatNext: { en: "What happens next", de: "Wie es weitergeht" },
  nextDownloads: {
    en: "Your files are ready below. We have also sent the links to your e-mail address.",
    de: "Deine Dateien stehen unten bereit. Die Links haben wir dir auch per E-Mail geschickt.",
  },
  nextMail: {
    en: "You will receive a confirmation by e-mail with everything you bought.",
    de: "Du bekommst eine Bestätigung per E-Mail mit allem, was du gekauft hast.",
  },
  nextSchedule: {
    en: "Later payments are taken automatically on their due dates; you can see and manage them on your order's page.",
    de: "Spätere Zahlungen werden zu ihren Fälligkeitsterminen automatisch eingezogen; du siehst und verwaltest sie auf der Seite deiner Bestellung.",
  },
  orderPage: { en: "Your order's page", de: "Die Seite deiner Bestellung" },
  orderPageHint: {
    en: "Keep this link: it shows your order, its payments and your purchases at any time.",
    de: "Bewahre diesen Link auf: Er zeigt dir jederzeit deine Bestellung, ihre Zahlungen und deine Käufe.",
  },
  backToShop: { en: "Back to the shop", de: "Zurück zum Shop" },
  payerOrders: { en: "Your orders", de: "Deine Bestellungen" },
} satisfies Texts<string>;

export type CheckoutText = keyof typeof checkoutTexts;

/** The words on the buy button (the seller's checkout setting). */
export const buyButtonTexts: Texts<"buy_now" | "order_now" | "pay_now" | "subscribe_now"> = {
  buy_now: { en: "Buy now", de: "Jetzt kaufen" },
  order_now: { en: "Order now", de: "Jetzt bestellen" },
  pay_now: { en: "Pay now", de: "Jetzt bezahlen" },
  subscribe_now: { en: "Subscribe now", de: "Jetzt abonnieren" },
};

/** Payment methods by name (spec section 3). */
export const methodNames: Texts<string> = {
  paypal: { en: "PayPal", de: "PayPal" },
  card: { en: "Credit card", de: "Kreditkarte" },
  card_am_ex: { en: "American Express", de: "American Express" },
  sofort: { en: "Sofort", de: "Sofort" },
  bank_wire: { en: "Bank transfer", de: "Überweisung" },
  sepa: { en: "SEPA direct debit", de: "SEPA-Lastschrift" },
  pay_later: { en: "Pay later", de: "Später bezahlen" },
  p_24: { en: "Przelewy24", de: "Przelewy24" },
  apple_pay: { en: "Apple Pay", de: "Apple Pay" },
  google_pay: { en: "Google Pay", de: "Google Pay" },
  sofort_sepa: { en: "Sofort (SEPA)", de: "Sofort (SEPA)" },
  ideal: { en: "iDEAL", de: "iDEAL" },
  ideal_sepa: { en: "iDEAL (SEPA)", de: "iDEAL (SEPA)" },
  klarna: { en: "Klarna", de: "Klarna" },
  twint: { en: "TWINT", de: "TWINT" },
  mondu: { en: "Mondu (invoice for businesses)", de: "Mondu (Rechnungskauf für Unternehmen)" },
};

/**
 * Our words for a card the issuer refused, by the provider's decline code or
 * error code (https://docs.stripe.com/declines/codes). Lost, stolen and
 * fraud-suspected cards get the general words on purpose: the buyer is not
 * told why.
 */
export const cardErrorTexts: Texts<string> = {
  card_declined: {
    en: "Your bank declined this card. Please use another card or contact your bank.",
    de: "Deine Bank hat diese Karte abgelehnt. Bitte nutze eine andere Karte oder wende dich an deine Bank.",
  },
  generic_decline: {
    en: "Your bank declined this card. Please use another card or contact your bank.",
    de: "Deine Bank hat diese Karte abgelehnt. Bitte nutze eine andere Karte oder wende dich an deine Bank.",
  },
  insufficient_funds: {
    en: "The card's balance or limit is not enough for this payment. Please use another card.",
    de: "Guthaben oder Limit der Karte reichen für diese Zahlung nicht aus. Bitte nutze eine andere Karte.",
  },
  expired_card: { en: "This card has expired. Please use another card.", de: "Diese Karte ist abgelaufen. Bitte nutze eine andere Karte." },
  incorrect_cvc: { en: "The card's security code is wrong. Please check it.", de: "Die Prüfnummer der Karte ist falsch. Bitte prüfe sie." },
  invalid_cvc: { en: "The card's security code is wrong. Please check it.", de: "Die Prüfnummer der Karte ist falsch. Bitte prüfe sie." },
  incorrect_number: { en: "The card number is wrong. Please check it.", de: "Die Kartennummer ist falsch. Bitte prüfe sie." },
  invalid_number: { en: "The card number is wrong. Please check it.", de: "Die Kartennummer ist falsch. Bitte prüfe sie." },
  invalid_expiry_month: {
    en: "The card's expiry date is wrong. Please check it.",
    de: "Das Ablaufdatum der Karte ist falsch. Bitte prüfe es.",
  },
  invalid_expiry_year: {
    en: "The card's expiry date is wrong. Please check it.",
    de: "Das Ablaufdatum der Karte ist falsch. Bitte prüfe es.",
  },
  processing_error: {
    en: "The card could not be processed. Please try again in a moment.",
    de: "Die Karte konnte nicht verarbeitet werden. Bitte versuche es gleich noch einmal.",
  },
  authentication_required: {
    en: "Your bank wants to confirm this payment, but that did not work. Please try again or use another card.",
    de: "Deine Bank möchte diese Zahlung bestätigen, das hat aber nicht geklappt. Bitte versuche es noch einmal oder nutze eine andere Karte.",
  },
  payment_intent_authentication_failure: {
    en: "Your bank could not confirm this payment. Please try again or use another card.",
    de: "Deine Bank konnte diese Zahlung nicht bestätigen. Bitte versuche es noch einmal oder nutze eine andere Karte.",
  },
  card_velocity_exceeded: {
    en: "This card has reached its limit for now. Please use another card.",
    de: "Diese Karte hat ihr Limit vorerst erreicht. Bitte nutze eine andere Karte.",
  },
  currency_not_supported: {
    en: "This card cannot pay in this currency. Please use another card.",
    de: "Mit dieser Karte kann in dieser Währung nicht bezahlt werden. Bitte nutze eine andere Karte.",
  },
};

/**
 * Words for what the buyer's pages notice themselves (no answer came);
 * core words its rules and every code the edge answers with, shown through
 * `messageFor`.
 */
export const problemTexts: Texts<string> = {
  network_error: {
    en: "No connection to the server. Please check your network.",
    de: "Keine Verbindung zum Server. Bitte prüfe deine Verbindung.",
  },
};

/** A problem's words: core's message, else this page's, else the edge's text, else the code. */
export function problemText(code: string, locale: Locale, edgeText?: string | null): string {
  const fromCore = messageFor(code, locale);
  if (fromCore !== code) return fromCore;
  return problemTexts[code]?.[locale] ?? edgeText ?? code;
}

/** The words for a payment or rate state, as the buyer reads it. */
export const stateTexts: Texts<string> = {
  payment_waiting: { en: "Waiting for payment", de: "Warten auf Zahlung" },
  payment_pending: { en: "Payment pending", de: "Zahlung ausstehend" },
  paying: { en: "Paying in instalments", de: "Ratenzahlung läuft" },
  paid: { en: "Paid", de: "Bezahlt" },
  payment_paused: { en: "Paused", de: "Pausiert" },
  payment_canceled: { en: "Cancelled", de: "Gekündigt" },
  payment_refunded: { en: "Refunded", de: "Erstattet" },
  payment_not_completed: { en: "Not completed", de: "Nicht abgeschlossen" },
  payment_chargebacked: { en: "Charged back", de: "Zurückgebucht" },
  unpaid: { en: "Unpaid", de: "Unbezahlt" },
  future: { en: "Upcoming", de: "Anstehend" },
  skipped: { en: "Skipped", de: "Entfällt" },
  chargebacked: { en: "Charged back", de: "Zurückgebucht" },
  debt: { en: "Overdue", de: "Überfällig" },
  refunded: { en: "Refunded", de: "Erstattet" },
  pending: { en: "Pending", de: "Ausstehend" },
  partly_paid: { en: "Partly paid", de: "Teilweise bezahlt" },
  used: { en: "Used", de: "Benutzt" },
  unused: { en: "Valid", de: "Gültig" },
  expired: { en: "Expired", de: "Abgelaufen" },
  invalidated: { en: "Invalidated", de: "Ungültig" },
};

export const stateText = (state: string, locale: Locale) => stateTexts[state]?.[locale] ?? state;
