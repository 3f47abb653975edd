// The sales screens' own words (orders, order rates, payment tickets) in
// English and German. Rule texts and the texts of the edge's codes come
// from core (`messageFor`).
import type { Texts } from "../../app/i18n";
import type { Locale } from "../../app/locale";
import type { OrderRateState, OrderState, PaymentMethod, PaymentState, PaymentTicketState, ProviderKind } from "../../core";

type Words = Record<Locale, string>;

export const salesTexts = {
  orders: { en: "Orders", de: "Bestellungen" },
  orderRates: { en: "Order rates", de: "Raten" },
  paymentTickets: { en: "Payment tickets", de: "Tickets" },
  overview: { en: "Overview", de: "Übersicht" },
  details: { en: "Details", de: "Details" },
  loading: { en: "Loading…", de: "Wird geladen…" },
  search: { en: "Search", de: "Suchen" },
  searchOrders: { en: "E-mail or order token", de: "E-Mail oder Bestellnummer" },
  searchRates: { en: "Buyer's e-mail", de: "E-Mail des Käufers" },
  searchTickets: { en: "Ticket code", de: "Ticketcode" },
  perPage: { en: "Per page", de: "Pro Seite" },
  filters: { en: "Filters", de: "Filter" },
  applyFilters: { en: "Apply filters", de: "Filter anwenden" },
  resetFilters: { en: "Reset", de: "Zurücksetzen" },
  any: { en: "Any", de: "Alle" },
  export: { en: "Export CSV", de: "CSV exportieren" },
  exportHint: { en: "Downloads every order the filters match.", de: "Lädt alle Bestellungen, die zu den Filtern passen." },
  exportRunning: { en: "Preparing the CSV file…", de: "Die CSV-Datei wird erstellt…" },
  exportDownload: { en: "Download CSV", de: "CSV herunterladen" },
  exportFailed: { en: "The export failed. Please try again.", de: "Der Export ist fehlgeschlagen. Bitte versuche es erneut." },
  exportTicketsHint: { en: "Downloads every ticket the filters match.", de: "Lädt alle Tickets, die zu den Filtern passen." },
  badListAddress: { en: "This list address cannot be read.", de: "Diese Listenadresse kann nicht gelesen werden." },
  showAll: { en: "Show all", de: "Alle anzeigen" },
  noOrders: { en: "No orders yet.", de: "Noch keine Bestellungen." },
  noRates: { en: "No rates yet.", de: "Noch keine Raten." },
  noTickets: { en: "No tickets sold yet.", de: "Noch keine Tickets verkauft." },
  noMatches: {
    en: "Nothing matches these filters or this search. Reset them to see the whole list.",
    de: "Nichts passt zu diesen Filtern oder dieser Suche. Setze sie zurück, um die ganze Liste zu sehen.",
  },
  noMatchesTitle: { en: "No matches", de: "Keine Treffer" },
  resetAll: { en: "Reset filters", de: "Filter zurücksetzen" },
  searchChip: { en: "Search", de: "Suche" },
  noOrdersTitle: { en: "No orders yet", de: "Noch keine Bestellungen" },
  noOrdersText: {
    en: "Orders show up here as soon as someone buys. Publish a product and share its page to make your first sale.",
    de: "Bestellungen erscheinen hier, sobald jemand kauft. Veröffentliche ein Produkt und teile seine Seite für deinen ersten Verkauf.",
  },
  noRatesTitle: { en: "No payments scheduled yet", de: "Noch keine Raten" },
  noRatesText: {
    en: "Every charge of an instalment or subscription plan is listed here once a buyer chooses one.",
    de: "Hier steht jede Zahlung eines Raten- oder Abo-Plans, sobald ein Käufer einen gewählt hat.",
  },
  noTicketsTitle: { en: "No tickets sold yet", de: "Noch keine Tickets verkauft" },
  noTicketsText: {
    en: "The tickets of your events appear here once they are sold. Create an event to sell tickets.",
    de: "Die Tickets deiner Veranstaltungen erscheinen hier, sobald sie verkauft sind. Lege eine Veranstaltung an, um Tickets zu verkaufen.",
  },
  toProducts: { en: "Go to your products", de: "Zu deinen Produkten" },
  toOrders: { en: "View orders", de: "Zu den Bestellungen" },
  moreThan: {
    en: "More than {n} match: narrow the filters to see them all.",
    de: "Mehr als {n} Treffer: Filter eingrenzen, um alle zu sehen.",
  },
  // columns and fields
  id: { en: "No.", de: "Nr." },
  token: { en: "Token", de: "Token" },
  product: { en: "Product", de: "Produkt" },
  productId: { en: "Product id", de: "Produkt-ID" },
  planId: { en: "Pricing plan id", de: "Preisplan-ID" },
  ticketId: { en: "Ticket id", de: "Ticket-ID" },
  orderId: { en: "Order id", de: "Bestell-ID" },
  buyer: { en: "Buyer", de: "Käufer" },
  buyerCountry: { en: "Buyer's country", de: "Land des Käufers" },
  paymentState: { en: "Payment", de: "Zahlung" },
  orderState: { en: "Order state", de: "Bestellstatus" },
  excludeNotCompleted: { en: "Hide not completed", de: "Nicht abgeschlossene ausblenden" },
  paymentForm: { en: "Payment form", de: "Zahlungsart des Plans" },
  paymentMethod: { en: "Payment method", de: "Zahlungsmethode" },
  provider: { en: "Provider", de: "Anbieter" },
  total: { en: "Total", de: "Gesamt" },
  dueNow: { en: "Due now", de: "Sofort fällig" },
  coupon: { en: "Coupon", de: "Gutschein" },
  createdAt: { en: "Created", de: "Erstellt" },
  paidAt: { en: "Paid", de: "Bezahlt" },
  createdFrom: { en: "Created from", de: "Erstellt von" },
  createdTo: { en: "Created until", de: "Erstellt bis" },
  successFrom: { en: "Paid from", de: "Bezahlt von" },
  successTo: { en: "Paid until", de: "Bezahlt bis" },
  totalFrom: { en: "Total from", de: "Gesamt von" },
  totalTo: { en: "Total up to", de: "Gesamt bis" },
  totalRangeHint: {
    en: "In each order's own currency, both ends included",
    de: "In der Währung der jeweiligen Bestellung, Grenzen eingeschlossen",
  },
  chargeFrom: { en: "Due from", de: "Fällig von" },
  chargeTo: { en: "Due until", de: "Fällig bis" },
  rate: { en: "Rate", de: "Rate" },
  dueDate: { en: "Due date", de: "Fälligkeit" },
  amount: { en: "Amount", de: "Betrag" },
  state: { en: "State", de: "Status" },
  failures: { en: "Failed attempts", de: "Fehlversuche" },
  code: { en: "Code", de: "Code" },
  usedAt: { en: "Used", de: "Eingelöst" },
  open: { en: "Open", de: "Öffnen" },
  // detail
  order: { en: "Order", de: "Bestellung" },
  backToOrders: { en: "Back to the orders", de: "Zurück zu den Bestellungen" },
  payer: { en: "Payer", de: "Zahler" },
  name: { en: "Name", de: "Name" },
  address: { en: "Address", de: "Adresse" },
  phone: { en: "Phone", de: "Telefon" },
  business: { en: "Business", de: "Unternehmen" },
  vatId: { en: "VAT id", de: "USt-IdNr." },
  yes: { en: "Yes", de: "Ja" },
  no: { en: "No", de: "Nein" },
  rates: { en: "Rates", de: "Raten" },
  delivery: { en: "Delivery", de: "Lieferung" },
  delivered: { en: "Delivered", de: "Ausgeliefert" },
  notDelivered: { en: "Not delivered yet", de: "Noch nicht ausgeliefert" },
  revoked: { en: "Revoked", de: "Widerrufen" },
  downloads: { en: "Downloads", de: "Downloads" },
  licenseKeys: { en: "License keys", de: "Lizenzschlüssel" },
  tickets: { en: "Tickets", de: "Tickets" },
  refund: { en: "Refund", de: "Erstatten" },
  refundTitle: { en: "Refund this order?", de: "Diese Bestellung erstatten?" },
  refundConfirm: {
    en: "Every paid rate goes back to the buyer through the provider, and what the order delivered is revoked.",
    de: "Jede bezahlte Rate geht über den Anbieter an den Käufer zurück, und was die Bestellung geliefert hat, wird widerrufen.",
  },
  refundYes: { en: "Refund now", de: "Jetzt erstatten" },
  cancel: { en: "Cancel", de: "Abbrechen" },
  refundPending: { en: "The refund is on its way; waiting for the provider…", de: "Die Erstattung läuft; warte auf den Anbieter…" },
  refundDone: { en: "The order is refunded.", de: "Die Bestellung ist erstattet." },
  refundSlow: {
    en: "The provider has not confirmed the refund yet. Reload the page later.",
    de: "Der Anbieter hat die Erstattung noch nicht bestätigt. Lade die Seite später neu.",
  },
  // tickets
  event: { en: "Event", de: "Veranstaltung" },
  ticket: { en: "Ticket", de: "Ticket" },
  startsAt: { en: "Starts", de: "Beginn" },
  capacity: { en: "Capacity", de: "Plätze" },
  sold: { en: "Sold", de: "Verkauft" },
  reserved: { en: "Reserved", de: "Reserviert" },
  used: { en: "Used", de: "Eingelöst" },
  unused: { en: "Unused", de: "Offen" },
  refunded: { en: "Refunded", de: "Erstattet" },
} satisfies Texts<string>;

export const paymentStateTexts: Record<PaymentState, Words> = {
  payment_waiting: { en: "Waiting", de: "Wartend" },
  payment_pending: { en: "Pending", de: "Ausstehend" },
  paying: { en: "Paying", de: "In Zahlung" },
  paid: { en: "Paid", de: "Bezahlt" },
  payment_paused: { en: "Paused", de: "Pausiert" },
  payment_canceled: { en: "Canceled", de: "Storniert" },
  payment_refunded: { en: "Refunded", de: "Erstattet" },
  payment_not_completed: { en: "Not completed", de: "Nicht abgeschlossen" },
  payment_chargebacked: { en: "Charged back", de: "Rückbelastet" },
};

export const orderStateTexts: Record<OrderState, Words> = {
  closed: { en: "Closed", de: "Abgeschlossen" },
  draft: { en: "Draft", de: "Entwurf" },
  finalized: { en: "Running", de: "Laufend" },
  cancelled: { en: "Cancelled", de: "Gekündigt" },
  refunded: { en: "Refunded", de: "Erstattet" },
  unsubscribed: { en: "Unsubscribed", de: "Abbestellt" },
  ready: { en: "Ready", de: "Bereit" },
};

export const rateStateTexts: Record<OrderRateState, Words> = {
  paid: { en: "Paid", de: "Bezahlt" },
  unpaid: { en: "Unpaid", de: "Unbezahlt" },
  future: { en: "Future", de: "Zukünftig" },
  skipped: { en: "Skipped", de: "Übersprungen" },
  chargebacked: { en: "Charged back", de: "Rückbelastet" },
  debt: { en: "Debt", de: "Schuld" },
  refunded: { en: "Refunded", de: "Erstattet" },
  pending: { en: "Pending", de: "Ausstehend" },
  partly_paid: { en: "Partly paid", de: "Teilweise bezahlt" },
};

export const ticketStateTexts: Record<PaymentTicketState, Words> = {
  used: { en: "Used", de: "Eingelöst" },
  unused: { en: "Unused", de: "Offen" },
  refunded: { en: "Refunded", de: "Erstattet" },
  expired: { en: "Expired", de: "Abgelaufen" },
  invalidated: { en: "Invalidated", de: "Ungültig" },
};

export const methodTexts: Record<PaymentMethod, Words> = {
  paypal: { en: "PayPal", de: "PayPal" },
  card: { en: "Card", de: "Karte" },
  card_am_ex: { en: "American Express", de: "American Express" },
  sofort: { en: "Sofort", de: "Sofort" },
  bank_wire: { en: "Bank wire", de: "Überweisung" },
  sepa: { en: "SEPA direct debit", de: "SEPA-Lastschrift" },
  pay_later: { en: "Pay later", de: "Später bezahlen" },
  p_24: { en: "Przelewy24", de: "Przelewy24" },
  not_assigned: { en: "Not assigned", de: "Nicht zugeordnet" },
  apple_pay: { en: "Apple Pay", de: "Apple Pay" },
  google_pay: { en: "Google Pay", de: "Google Pay" },
  sofort_sepa: { en: "Sofort (SEPA)", de: "Sofort (SEPA)" },
  ideal: { en: "iDEAL", de: "iDEAL" },
  ideal_sepa: { en: "iDEAL (SEPA)", de: "iDEAL (SEPA)" },
  klarna: { en: "Klarna", de: "Klarna" },
  twint: { en: "TWINT", de: "TWINT" },
  mondu: { en: "Mondu", de: "Mondu" },
};

export const paymentMethods = Object.keys(methodTexts) as PaymentMethod[];

export const providerTexts: Record<ProviderKind, Words> = {
  sandbox: { en: "Sandbox (built in, test)", de: "Sandbox (eingebaut, Test)" },
  stripe: { en: "Card provider (Stripe)", de: "Kartenanbieter (Stripe)" },
  paypal: { en: "Wallet provider (PayPal)", de: "Wallet-Anbieter (PayPal)" },
};

export const providerKinds = Object.keys(providerTexts) as ProviderKind[];
