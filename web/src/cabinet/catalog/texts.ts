// The catalog screens' own words (products, their editor, plans, coupons)
// in English and German. Rule texts and the texts of every code the edge
// answers with come from core (`messageFor`); the `codeTexts` below only
// cover the codes these forms report themselves.
import type { Texts } from "../../app/i18n";
import type { Locale } from "../../app/locale";
import type {
  AmountBasis,
  AppliesTo,
  BumpLayout,
  BumpPosition,
  Category,
  CertificateTextMode,
  CodeKind,
  EditStep,
  EmailMode,
  Font,
  Orientation,
  PlanKind,
  ProductForm,
  QuestionKind,
  Scope,
  ServiceDelivery,
  ThankYouMode,
  Validity,
  ValueForm,
} from "../../core";
import type { MailPlaceholder } from "./mail";
import type { BuyButtonText, CheckoutLayout, TrackingCodeKind } from "../../api/cabinet";
import type { RowActionName } from "./rowActions";

type Words = Record<Locale, string>;

export const catalogTexts = {
  products: { en: "Products", de: "Produkte" },
  coupons: { en: "Coupons", de: "Gutscheine" },
  loading: { en: "Loading…", de: "Wird geladen…" },
  newProduct: { en: "New product", de: "Neues Produkt" },
  productForm: { en: "What do you sell?", de: "Was verkaufst du?" },
  productName: { en: "Name", de: "Name" },
  create: { en: "Create", de: "Anlegen" },
  cancel: { en: "Cancel", de: "Abbrechen" },
  sortBy: { en: "Sort by", de: "Sortieren nach" },
  sort_created_at: { en: "Newest", de: "Neueste" },
  sort_total_views: { en: "Views", de: "Aufrufe" },
  sort_total_purchases: { en: "Purchases", de: "Käufe" },
  sort_recent_purchase: { en: "Latest purchase", de: "Letzter Kauf" },
  perPage: { en: "Per page", de: "Pro Seite" },
  search: { en: "Search", de: "Suchen" },
  filters: { en: "Filters", de: "Filter" },
  applyFilters: { en: "Apply filters", de: "Filter anwenden" },
  resetFilters: { en: "Reset", de: "Zurücksetzen" },
  any: { en: "Any", de: "Alle" },
  yes: { en: "Yes", de: "Ja" },
  no: { en: "No", de: "Nein" },
  productType: { en: "Product type", de: "Produktart" },
  isPublished: { en: "Published", de: "Veröffentlicht" },
  isArchived: { en: "Archived", de: "Archiviert" },
  isPrivate: { en: "Private (password)", de: "Privat (Passwort)" },
  isFree: { en: "Free", de: "Kostenlos" },
  published: { en: "published", de: "veröffentlicht" },
  draft: { en: "not published", de: "nicht veröffentlicht" },
  archived: { en: "archived", de: "archiviert" },
  sold: { en: "sold", de: "verkauft" },
  actions: { en: "Actions", de: "Aktionen" },
  noProducts: { en: "No products yet.", de: "Noch keine Produkte." },
  noMatches: { en: "No products match.", de: "Keine passenden Produkte." },
  previous: { en: "Previous", de: "Zurück" },
  nextPage: { en: "Next", de: "Weiter" },
  pageOf: { en: "Page {page} of {last}", de: "Seite {page} von {last}" },
  pageAt: { en: "Page {page}", de: "Seite {page}" },
  rangeOf: { en: "{from}–{to} of {total}", de: "{from}–{to} von {total}" },
  badListAddress: { en: "This list address is not valid.", de: "Diese Listenadresse ist ungültig." },
  showAll: { en: "Show all", de: "Alle anzeigen" },
  publishRefused: { en: "This product cannot be published yet:", de: "Dieses Produkt kann noch nicht veröffentlicht werden:" },
  productLinks: { en: "Links to this product", de: "Links zu diesem Produkt" },
  productPageLink: { en: "Product page", de: "Produktseite" },
  shopLink: { en: "Shop", de: "Shop" },
  close: { en: "Close", de: "Schließen" },
  // the editor
  editProduct: { en: "Edit product", de: "Produkt bearbeiten" },
  backToList: { en: "All products", de: "Alle Produkte" },
  step: { en: "Step", de: "Schritt" },
  back: { en: "Back", de: "Zurück" },
  next: { en: "Next", de: "Weiter" },
  save: { en: "Save", de: "Speichern" },
  saving: { en: "Saving…", de: "Wird gespeichert…" },
  saved: { en: "Saved.", de: "Gespeichert." },
  chapter: { en: "Chapter", de: "Kapitel" },
  chapterTitle: { en: "Chapter title", de: "Kapiteltitel" },
  addChapter: { en: "Add chapter", de: "Kapitel hinzufügen" },
  lessonTitle: { en: "Lesson title", de: "Lektionstitel" },
  addLesson: { en: "Add lesson", de: "Lektion hinzufügen" },
  lessonKind: { en: "Lesson type", de: "Lektionsart" },
  lessonText: { en: "Text", de: "Text" },
  lessonVideo: { en: "Video link", de: "Video-Link" },
  lessonFile: { en: "File", de: "Datei" },
  lessonDrip: { en: "Opens after (days)", de: "Freigabe nach (Tagen)" },
  kind_text: { en: "Text", de: "Text" },
  kind_video: { en: "Video", de: "Video" },
  kind_file: { en: "File", de: "Datei" },
  saveContent: { en: "Save content", de: "Inhalt speichern" },
  contentSaved: { en: "Content saved", de: "Inhalt gespeichert" },
  keysFree: { en: "Free keys", de: "Freie Schlüssel" },
  keysUsed: { en: "Delivered keys", de: "Vergebene Schlüssel" },
  keysPaste: {
    en: "Paste keys (one per line) or a CSV file's text",
    de: "Schlüssel einfügen (einer pro Zeile) oder den Text einer CSV-Datei",
  },
  keysCsv: { en: "Read a CSV file", de: "CSV-Datei einlesen" },
  keysAdd: { en: "Add keys", de: "Schlüssel hinzufügen" },
  keysFormat: { en: "Format, e.g. KEY-{alphanumeric:5}-{numeric:4}", de: "Format, z. B. KEY-{alphanumeric:5}-{numeric:4}" },
  keysCount: { en: "How many", de: "Wie viele" },
  keysGenerate: { en: "Generate keys", de: "Schlüssel erzeugen" },
  keysAdded: { en: "Keys added", de: "Schlüssel hinzugefügt" },
  itemsChoose: { en: "Products included", de: "Enthaltene Produkte" },
  itemsSave: { en: "Save products", de: "Produkte speichern" },
  itemsSaved: { en: "Saved", de: "Gespeichert" },
  description: { en: "Description", de: "Beschreibung" },
  category: { en: "Category", de: "Kategorie" },
  noCategory: { en: "No category", de: "Keine Kategorie" },
  free: { en: "Free product", de: "Kostenloses Produkt" },
  accessPassword: { en: "Access password", de: "Zugangspasswort" },
  accessPasswordHint: { en: "Leave empty for a public product.", de: "Leer lassen für ein öffentliches Produkt." },
  accessPasswordNew: { en: "New access password", de: "Neues Zugangspasswort" },
  accessPasswordKeepHint: { en: "Leave empty to keep the current password.", de: "Leer lassen, um das bisherige Passwort zu behalten." },
  accessPasswordSet: {
    en: "Protected by a password. Only a hash of it is stored, so it cannot be shown; you can set a new one or remove it.",
    de: "Durch ein Passwort geschützt. Gespeichert ist nur ein Hash davon, es kann also nicht angezeigt werden; Sie können ein neues setzen oder es entfernen.",
  },
  accessPasswordNone: { en: "Public: no access password.", de: "Öffentlich: kein Zugangspasswort." },
  accessPasswordRemove: { en: "Remove the password (make the product public)", de: "Passwort entfernen (Produkt öffentlich machen)" },
  limit: { en: "Sales limit", de: "Verkaufslimit" },
  limitHint: { en: "Leave empty for no limit.", de: "Leer lassen für kein Limit." },
  files: { en: "Files", de: "Dateien" },
  chooseFiles: { en: "Upload files", de: "Dateien hochladen" },
  uploading: { en: "Uploading {name}", de: "{name} wird hochgeladen" },
  uploaded: { en: "Uploaded {name}", de: "{name} hochgeladen" },
  noFiles: { en: "No files yet.", de: "Noch keine Dateien." },
  delete: { en: "Delete", de: "Löschen" },
  edit: { en: "Edit", de: "Bearbeiten" },
  // plans
  pricingPlans: { en: "Pricing plans", de: "Preispläne" },
  noPlans: { en: "No pricing plans yet.", de: "Noch keine Preispläne." },
  addPlan: { en: "Add pricing plan", de: "Preisplan hinzufügen" },
  editPlan: { en: "Edit pricing plan", de: "Preisplan bearbeiten" },
  savePlan: { en: "Save plan", de: "Plan speichern" },
  planName: { en: "Plan name", de: "Name des Plans" },
  planKind: { en: "Payment kind", de: "Zahlungsart" },
  price: { en: "Price", de: "Preis" },
  payWhatYouWant: { en: "Pay what you want (price is the minimum)", de: "Zahle, was du willst (Preis ist das Minimum)" },
  firstAmount: { en: "First payment", de: "Erste Zahlung" },
  nextAmount: { en: "Each further payment", de: "Jede weitere Zahlung" },
  paymentsCount: { en: "Number of payments", de: "Anzahl der Zahlungen" },
  interval: { en: "Interval (e.g. 1m, 2w, 14d, 1y)", de: "Intervall (z. B. 1m, 2w, 14d, 1y)" },
  customRates: { en: "A different amount per payment", de: "Ein eigener Betrag pro Zahlung" },
  rate: { en: "Payment {n}", de: "Zahlung {n}" },
  customIntervals: { en: "A different gap before each payment", de: "Ein eigener Abstand vor jeder Zahlung" },
  gap: { en: "Gap before payment {n}", de: "Abstand vor Zahlung {n}" },
  trial: { en: "Trial period", de: "Testzeitraum" },
  trialPeriod: { en: "Trial length (e.g. 14d, 1m)", de: "Dauer des Tests (z. B. 14d, 1m)" },
  trialAmount: { en: "Trial price (empty: free)", de: "Preis des Tests (leer: kostenlos)" },
  startDay: { en: "Later payments on day", de: "Spätere Zahlungen am Tag" },
  startDayNone: { en: "Same day as the purchase", de: "Am Tag des Kaufs" },
  schedule: { en: "Payment schedule for a purchase today", de: "Zahlungsplan bei einem Kauf heute" },
  scheduleTrial: { en: "trial", de: "Test" },
  scheduleMore: { en: "… and so on", de: "… und so weiter" },
  otherProblems: { en: "Also:", de: "Außerdem:" },
  // checkout settings
  checkoutSettings: { en: "Checkout page", de: "Bezahlseite" },
  layout: { en: "Layout", de: "Layout" },
  buyColor: { en: "Buy button colour", de: "Farbe des Kaufbuttons" },
  pageColor: { en: "Page colour", de: "Seitenfarbe" },
  backgroundColor: { en: "Background colour", de: "Hintergrundfarbe" },
  countdownColor: { en: "Countdown colour", de: "Farbe des Countdowns" },
  buyButtonText: { en: "Buy button text", de: "Text des Kaufbuttons" },
  trustSeals: { en: "Show trust seals", de: "Vertrauenssiegel zeigen" },
  descriptionDefault: { en: "Product description", de: "Produktbeschreibung" },
  expanded: { en: "expanded", de: "ausgeklappt" },
  collapsed: { en: "collapsed", de: "eingeklappt" },
  // advanced
  trackingCodes: { en: "Tracking codes", de: "Tracking-Codes" },
  internalName: { en: "Internal name", de: "Interner Name" },
  costCenter: { en: "Cost center", de: "Kostenstelle" },
  successUrl: { en: "Success page URL", de: "URL der Erfolgsseite" },
  // cover (details step)
  cover: { en: "Cover image", de: "Titelbild" },
  coverHint: {
    en: "PNG, JPEG, GIF or WebP, at least 100 × 100 pixels, at most 5 MB. The small square is cut from its centre.",
    de: "PNG, JPEG, GIF oder WebP, mindestens 100 × 100 Pixel, höchstens 5 MB. Das kleine Quadrat wird aus der Mitte geschnitten.",
  },
  coverChoose: { en: "Upload a cover", de: "Titelbild hochladen" },
  coverEmpty: { en: "No cover yet.", de: "Noch kein Titelbild." },
  coverRemove: { en: "Remove cover", de: "Titelbild entfernen" },
  coverUploading: { en: "Uploading the cover…", de: "Titelbild wird hochgeladen…" },
  coverPreview: { en: "The cover's small square", de: "Das kleine Quadrat des Titelbilds" },
  // service details (details step of a service)
  serviceDetails: { en: "Service details", de: "Details der Dienstleistung" },
  serviceWhat: { en: "What the buyer gets", de: "Was der Käufer bekommt" },
  serviceDelivery: { en: "How it is delivered", de: "Wie sie erbracht wird" },
  serviceLocation: { en: "Location", de: "Ort" },
  serviceLocationHint: { en: "Needed for a service in person.", de: "Nötig bei einer Dienstleistung vor Ort." },
  serviceDuration: { en: "Length of a session (minutes)", de: "Dauer einer Sitzung (Minuten)" },
  serviceDeliveryDays: { en: "Delivered within (days)", de: "Erbracht innerhalb von (Tagen)" },
  emptyIfNone: { en: "Leave empty if it does not apply.", de: "Leer lassen, wenn es nicht zutrifft." },
  saveServiceDetails: { en: "Save service details", de: "Details speichern" },
  // tickets
  noTickets: { en: "No tickets yet.", de: "Noch keine Tickets." },
  addTicket: { en: "Add ticket", de: "Ticket hinzufügen" },
  editTicket: { en: "Edit ticket", de: "Ticket bearbeiten" },
  saveTicket: { en: "Save ticket", de: "Ticket speichern" },
  ticketName: { en: "Ticket name", de: "Name des Tickets" },
  startsAt: { en: "Starts", de: "Beginn" },
  endsAt: { en: "Ends (optional)", de: "Ende (optional)" },
  timeZone: { en: "Time zone", de: "Zeitzone" },
  onlineEvent: { en: "Online event", de: "Online-Veranstaltung" },
  onlineUrl: { en: "Link to the event", de: "Link zur Veranstaltung" },
  placeName: { en: "Place (short name)", de: "Ort (Kurzname)" },
  placeAddress: { en: "Address", de: "Adresse" },
  country: { en: "Country", de: "Land" },
  chooseCountry: { en: "Choose a country", de: "Land wählen" },
  capacity: { en: "Tickets available", de: "Verfügbare Tickets" },
  questions: { en: "Questions for the buyer", de: "Fragen an den Käufer" },
  addQuestion: { en: "Add question", de: "Frage hinzufügen" },
  remove: { en: "Remove", de: "Entfernen" },
  questionKind: { en: "Kind of question", de: "Art der Frage" },
  questionLabel: { en: "Question", de: "Frage" },
  questionRequired: { en: "An answer is required", de: "Antwort erforderlich" },
  questionOptions: { en: "Options, one per line", de: "Optionen, eine pro Zeile" },
  ticketSold: { en: "{sold} of {capacity} sold", de: "{sold} von {capacity} verkauft" },
  ticketExpired: { en: "over", de: "vorbei" },
  eventPlansOnTickets: {
    en: "An event's pricing plans belong to its tickets: add them to each ticket in the step “Tickets”.",
    de: "Die Preispläne einer Veranstaltung gehören zu ihren Tickets: Füge sie im Schritt „Tickets“ bei jedem Ticket hinzu.",
  },
  goToTickets: { en: "Go to the tickets", de: "Zu den Tickets" },
  // certificate settings
  orientation: { en: "Orientation", de: "Ausrichtung" },
  widthMm: { en: "Width (mm)", de: "Breite (mm)" },
  heightMm: { en: "Height (mm)", de: "Höhe (mm)" },
  certificateTitle: { en: "Title", de: "Titel" },
  certificateText: { en: "Text", de: "Text" },
  textMode: { en: "Date shown", de: "Angezeigtes Datum" },
  relativeDays: { en: "Days after the purchase", de: "Tage nach dem Kauf" },
  customText: { en: "Date line", de: "Datumszeile" },
  validity: { en: "Valid from", de: "Gültig ab" },
  staticDate: { en: "Date", de: "Datum" },
  validDays: { en: "Valid for (days)", de: "Gültig für (Tage)" },
  validDaysHint: { en: "Leave empty for no end.", de: "Leer lassen für unbegrenzt." },
  // design
  textColor: { en: "Text colour", de: "Textfarbe" },
  accentColor: { en: "Accent colour", de: "Akzentfarbe" },
  font: { en: "Font", de: "Schrift" },
  showCodeEvent: { en: "Print the ticket's QR code", de: "QR-Code des Tickets drucken" },
  showCodeCertificate: { en: "Print a verification code", de: "Prüfcode drucken" },
  preview: { en: "Preview", de: "Vorschau" },
  previewEvent: { en: "Admit one", de: "Eintritt für eine Person" },
  previewCertificate: { en: "Certificate of completion", de: "Teilnahmebescheinigung" },
  previewCode: { en: "Code", de: "Code" },
  // upsell
  bumpLayout: { en: "Layout", de: "Layout" },
  bumpsUpTo: { en: "up to {n} bumps", de: "bis zu {n} Angebote" },
  bumpPosition: { en: "Position on the payment page", de: "Position auf der Bezahlseite" },
  bumps: { en: "Order bumps", de: "Zusatzangebote" },
  addBump: { en: "Add bump", de: "Angebot hinzufügen" },
  bumpProduct: { en: "Product", de: "Produkt" },
  bumpPlan: { en: "Plan", de: "Plan" },
  anyPlan: { en: "No particular plan", de: "Kein bestimmter Plan" },
  bumpHeadline: { en: "Headline (optional)", de: "Überschrift (optional)" },
  bumpDescription: { en: "Description (optional)", de: "Beschreibung (optional)" },
  layoutFull: { en: "This layout holds {n} bumps.", de: "Dieses Layout fasst {n} Angebote." },
  noBumpChoices: { en: "You have no other products to offer yet.", de: "Du hast noch keine anderen Produkte zum Anbieten." },
  // delivery
  emailMode: { en: "Mail after the purchase", de: "E-Mail nach dem Kauf" },
  subject: { en: "Subject", de: "Betreff" },
  mailBody: { en: "Text", de: "Text" },
  placeholders: { en: "Placeholders (click to put one into the text)", de: "Platzhalter (zum Einfügen klicken)" },
  // pages
  thankYouPage: { en: "Thank-you page", de: "Danke-Seite" },
  thankYouTitle: { en: "Headline", de: "Überschrift" },
  thankYouText: { en: "Text", de: "Text" },
  showOtherProducts: { en: "Show my other products", de: "Meine anderen Produkte zeigen" },
  // coupons
  newCoupon: { en: "New coupon", de: "Neuer Gutschein" },
  couponForm: { en: "Kind", de: "Art" },
  single: { en: "One code", de: "Ein Code" },
  bulk: { en: "Many generated codes", de: "Viele erzeugte Codes" },
  code: { en: "Code", de: "Code" },
  count: { en: "How many codes", de: "Anzahl der Codes" },
  codeKind: { en: "Characters", de: "Zeichen" },
  codeLength: { en: "Code length", de: "Länge der Codes" },
  value: { en: "Discount", de: "Rabatt" },
  valueForm: { en: "Discount unit", de: "Rabatteinheit" },
  basis: { en: "Taken from", de: "Berechnet vom" },
  scope: { en: "Valid for", de: "Gültig für" },
  chooseProducts: { en: "Products", de: "Produkte" },
  couponLimit: { en: "Usage limit", de: "Nutzungslimit" },
  validFrom: { en: "Valid from", de: "Gültig ab" },
  validTill: { en: "Valid until", de: "Gültig bis" },
  appliesTo: { en: "For recurring plans", de: "Bei wiederkehrenden Plänen" },
  createCoupon: { en: "Create coupon", de: "Gutschein anlegen" },
  createCoupons: { en: "Create coupons", de: "Gutscheine anlegen" },
  generatedCodes: { en: "Generated codes", de: "Erzeugte Codes" },
  noCoupons: { en: "No coupons yet.", de: "Noch keine Gutscheine." },
  orders: { en: "Orders", de: "Bestellungen" },
  active: { en: "Active", de: "Aktiv" },
  inactive: { en: "inactive", de: "inaktiv" },
  deactivate: { en: "Deactivate", de: "Deaktivieren" },
  unlimited: { en: "no limit", de: "kein Limit" },
} satisfies Texts<string>;

export type CatalogText = keyof typeof catalogTexts;

export const formTexts: Record<ProductForm, Words> = {
  course: { en: "Online course", de: "Onlinekurs" },
  service: { en: "Service", de: "Dienstleistung" },
  download: { en: "Download", de: "Download" },
  membership: { en: "Membership", de: "Mitgliedschaft" },
  event: { en: "Event", de: "Veranstaltung" },
  certificate: { en: "Certificate", de: "Zertifikat" },
  license_key: { en: "License keys", de: "Lizenzschlüssel" },
  bundle: { en: "Bundle", de: "Paket" },
};

/** Every product form, in the order core lists them (`ProductForm::ALL`). */
export const productForms = Object.keys(formTexts) as ProductForm[];

export const categoryTexts: Record<Category, Words> = {
  e_book: { en: "E-book", de: "E-Book" },
  music_files: { en: "Music files", de: "Musikdateien" },
  coaching: { en: "Coaching", de: "Coaching" },
  membership: { en: "Membership", de: "Mitgliedschaft" },
  book: { en: "Book", de: "Buch" },
  online_course: { en: "Online course", de: "Onlinekurs" },
  online_course_live: { en: "Live online course", de: "Live-Onlinekurs" },
  event: { en: "Event", de: "Veranstaltung" },
  certificate: { en: "Certificate", de: "Zertifikat" },
  license_code: { en: "License code", de: "Lizenzcode" },
};

export const categories = Object.keys(categoryTexts) as Category[];

export const stepTexts: Record<EditStep, Words> = {
  details: { en: "Details", de: "Details" },
  file_upload: { en: "File upload", de: "Dateien" },
  content: { en: "Content", de: "Inhalt" },
  products: { en: "Products", de: "Produkte" },
  tickets_details: { en: "Tickets", de: "Tickets" },
  add_license_keys: { en: "License keys", de: "Lizenzschlüssel" },
  keys_details: { en: "Keys", de: "Schlüssel" },
  design: { en: "Design", de: "Design" },
  checkout: { en: "Checkout", de: "Checkout" },
  upsell: { en: "Upsell", de: "Upsell" },
  delivery: { en: "Delivery", de: "Auslieferung" },
  pages: { en: "Pages", de: "Seiten" },
  advanced: { en: "Advanced", de: "Erweitert" },
};

export const actionTexts: Record<RowActionName, Words> = {
  product_links: { en: "Links", de: "Links" },
  edit: { en: "Edit", de: "Bearbeiten" },
  preview: { en: "Preview", de: "Vorschau" },
  product_page: { en: "Product page", de: "Produktseite" },
  archive: { en: "Archive", de: "Archivieren" },
  duplicate: { en: "Duplicate", de: "Duplizieren" },
  unpublish: { en: "Unpublish", de: "Veröffentlichung aufheben" },
  unarchive: { en: "Unarchive", de: "Wiederherstellen" },
  publish: { en: "Publish", de: "Veröffentlichen" },
};

export const planKindTexts: Record<PlanKind, Words> = {
  one_time: { en: "One-time payment", de: "Einmalzahlung" },
  installment: { en: "Instalments", de: "Ratenzahlung" },
  limited_subscription: { en: "Limited subscription", de: "Befristetes Abo" },
  subscription: { en: "Subscription", de: "Abonnement" },
};

export const planKinds = Object.keys(planKindTexts) as PlanKind[];

export const layoutTexts: Record<CheckoutLayout, Words> = {
  default: { en: "Default", de: "Standard" },
  simplified: { en: "Simplified", de: "Vereinfacht" },
  two_steps: { en: "Two steps", de: "Zwei Schritte" },
  two_steps_advanced: { en: "Two steps, advanced", de: "Zwei Schritte, erweitert" },
};

export const buyButtonTexts: Record<BuyButtonText, Words> = {
  buy_now: { en: "Buy now", de: "Jetzt kaufen" },
  order_now: { en: "Order now", de: "Jetzt bestellen" },
  pay_now: { en: "Pay now", de: "Jetzt bezahlen" },
  subscribe_now: { en: "Subscribe now", de: "Jetzt abonnieren" },
};

export const trackingTexts: Record<TrackingCodeKind, Words> = {
  google_analytics: { en: "Google Analytics (UA-…)", de: "Google Analytics (UA-…)" },
  google_analytics_4: { en: "Google Analytics 4 (G-…)", de: "Google Analytics 4 (G-…)" },
  google_tag_manager: { en: "Google Tag Manager (GTM-…)", de: "Google Tag Manager (GTM-…)" },
  facebook_pixel: { en: "Facebook pixel", de: "Facebook-Pixel" },
};

export const trackingKinds = Object.keys(trackingTexts) as TrackingCodeKind[];

export const valueFormTexts: Record<ValueForm, Words> = {
  percents: { en: "Percent", de: "Prozent" },
  currency: { en: "Amount (EUR)", de: "Betrag (EUR)" },
};

export const basisTexts: Record<AmountBasis, Words> = {
  end_amount: { en: "the amount paid (with VAT)", de: "dem Endbetrag (mit USt)" },
  net_amount: { en: "the net amount", de: "dem Nettobetrag" },
};

export const scopeTexts: Record<Scope, Words> = {
  all_products: { en: "All products", de: "Alle Produkte" },
  single_product: { en: "One product", de: "Ein Produkt" },
  multiple_products: { en: "Several products", de: "Mehrere Produkte" },
};

export const appliesToTexts: Record<AppliesTo, Words> = {
  first_payment: { en: "First payment only", de: "Nur die erste Zahlung" },
  all_payments: { en: "Every payment", de: "Jede Zahlung" },
};

export const codeKindTexts: Record<CodeKind, Words> = {
  alphabetic: { en: "Letters", de: "Buchstaben" },
  numeric: { en: "Digits", de: "Ziffern" },
  alphanumeric: { en: "Letters and digits", de: "Buchstaben und Ziffern" },
};

export const serviceDeliveryTexts: Record<ServiceDelivery, Words> = {
  online: { en: "Online", de: "Online" },
  in_person: { en: "In person", de: "Vor Ort" },
  digital: { en: "Delivered digitally", de: "Digital geliefert" },
};

export const questionKindTexts: Record<QuestionKind, Words> = {
  checkbox: { en: "Checkbox", de: "Kontrollkästchen" },
  open_question: { en: "Open question", de: "Offene Frage" },
  select_box: { en: "Choice from a list", de: "Auswahl aus einer Liste" },
  service: { en: "Extra service (e.g. parking)", de: "Zusatzleistung (z. B. Parken)" },
};

export const orientationTexts: Record<Orientation, Words> = {
  landscape: { en: "Landscape", de: "Querformat" },
  portrait: { en: "Portrait", de: "Hochformat" },
  custom: { en: "Custom size", de: "Eigene Größe" },
};

export const textModeTexts: Record<CertificateTextMode, Words> = {
  purchase_date: { en: "The purchase date", de: "Das Kaufdatum" },
  relative_date: { en: "A date after the purchase", de: "Ein Datum nach dem Kauf" },
  custom_text: { en: "A text of my own", de: "Ein eigener Text" },
};

export const validityTexts: Record<Validity, Words> = {
  from_static_date: { en: "A fixed date", de: "Einem festen Datum" },
  from_payment: { en: "The payment", de: "Der Zahlung" },
};

export const fontTexts: Record<Font, Words> = {
  light: { en: "Light", de: "Leicht" },
  reg: { en: "Regular", de: "Normal" },
  medium: { en: "Medium", de: "Mittel" },
  black: { en: "Black", de: "Extrafett" },
};

export const bumpLayoutTexts: Record<BumpLayout, Words> = {
  one_column_3: { en: "One column", de: "Eine Spalte" },
  two_column_3: { en: "Two columns", de: "Zwei Spalten" },
  two_step_2: { en: "Two steps", de: "Zwei Schritte" },
};

export const bumpPositionTexts: Record<BumpPosition, Words> = {
  belowProductDetails: { en: "Below the product details", de: "Unter den Produktdetails" },
  belowPayerDetails: { en: "Below the buyer's details", de: "Unter den Käuferdaten" },
  belowPaymentMethods: { en: "Below the payment methods", de: "Unter den Zahlungsarten" },
};

export const emailModeTexts: Record<EmailMode, Words> = {
  standard_email: { en: "Our standard mail", de: "Unsere Standard-E-Mail" },
  custom_email: { en: "A mail of my own", de: "Eine eigene E-Mail" },
  no_email: { en: "No mail", de: "Keine E-Mail" },
};

export const placeholderTexts: Record<MailPlaceholder, Words> = {
  buyer_name: { en: "the buyer's name", de: "der Name des Käufers" },
  product_name: { en: "the product's name", de: "der Name des Produkts" },
  order_id: { en: "the order number", de: "die Bestellnummer" },
  access_link: { en: "the link to the purchase", de: "der Link zum Kauf" },
  seller_name: { en: "your name", de: "dein Name" },
};

export const thankYouModeTexts: Record<ThankYouMode, Words> = {
  default: { en: "Our standard page", de: "Unsere Standardseite" },
  custom: { en: "A page of my own", de: "Eine eigene Seite" },
};

/**
 * Words for the codes the catalog's forms report themselves, before
 * anything is sent; core words its rules and every code the edge answers
 * with (`messageFor`, see `ruleText`).
 */
export const codeTexts: Record<string, Words> = {
  invalid_number: { en: "Please enter a whole number.", de: "Bitte eine ganze Zahl eingeben." },
};
