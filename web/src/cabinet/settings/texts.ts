// The payment settings screens' own words in English and German. The
// problems of credentials and of the method matrix are core's (messageFor).
import type { Texts } from "../../app/i18n";
import type { Locale } from "../../app/locale";
import type { Mode } from "../../core";

export const settingsTexts = {
  paymentProviders: { en: "Payment providers", de: "Zahlungsanbieter" },
  paymentSettings: { en: "Payment methods", de: "Zahlungsmethoden" },
  loading: { en: "Loading…", de: "Wird geladen…" },
  connected: { en: "Connected", de: "Verbunden" },
  notConnected: { en: "Not connected", de: "Nicht verbunden" },
  notOffered: { en: "not offered: its provider is not connected", de: "nicht angeboten: der Anbieter ist nicht verbunden" },
  builtIn: {
    en: "Built in: test payments with test cards, always available.",
    de: "Eingebaut: Testzahlungen mit Testkarten, immer verfügbar.",
  },
  mode: { en: "Mode", de: "Modus" },
  chooseMode: { en: "Choose…", de: "Bitte wählen…" },
  publishableKey: { en: "Publishable key", de: "Veröffentlichbarer Schlüssel" },
  secretKey: { en: "Secret key", de: "Geheimer Schlüssel" },
  webhookSecret: { en: "Webhook signing secret", de: "Webhook-Signaturgeheimnis" },
  clientId: { en: "Client id", de: "Client-ID" },
  clientSecret: { en: "Client secret", de: "Client-Secret" },
  webhookId: { en: "Webhook id", de: "Webhook-ID" },
  webhookUrl: { en: "Webhook address for the provider", de: "Webhook-Adresse für den Anbieter" },
  stored: { en: "stored", de: "gespeichert" },
  secretHint: {
    en: "Stored secrets are never shown again; enter them anew to change the connection.",
    de: "Gespeicherte Geheimnisse werden nie wieder angezeigt; gib sie neu ein, um die Verbindung zu ändern.",
  },
  connect: { en: "Connect", de: "Verbinden" },
  update: { en: "Save credentials", de: "Zugangsdaten speichern" },
  disconnect: { en: "Disconnect", de: "Trennen" },
  savedProvider: { en: "The provider is connected.", de: "Der Anbieter ist verbunden." },
  disconnected: { en: "The provider is disconnected.", de: "Der Anbieter ist getrennt." },
  method: { en: "Payment method", de: "Zahlungsmethode" },
  enabled: { en: "On", de: "Aktiv" },
  provider: { en: "Provider", de: "Anbieter" },
  planKinds: { en: "Plan kinds", de: "Planarten" },
  save: { en: "Save", de: "Speichern" },
  saved: { en: "Saved.", de: "Gespeichert." },
  notConnectedMark: { en: "not connected", de: "nicht verbunden" },
  matrixHint: {
    en: "A method is offered to buyers when it is on and its provider is connected; the plan kinds say where it may appear.",
    de: "Eine Methode wird Käufern angeboten, wenn sie aktiv und ihr Anbieter verbunden ist; die Planarten sagen, wo sie erscheinen darf.",
  },
  connectProviders: { en: "Connect providers", de: "Anbieter verbinden" },
} satisfies Texts<string>;

export const modeTexts: Record<Mode, Record<Locale, string>> = {
  test: { en: "Test", de: "Test" },
  live: { en: "Live", de: "Live" },
};
