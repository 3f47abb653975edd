import type { Texts } from "../app/i18n";

// The shared widgets' own words (close buttons, spinners, new-tab notes).
export const uiTexts: Texts<"close" | "loading" | "newTab" | "moreInfo" | "notifications" | "dismiss"> = {
  close: { en: "Close", de: "Schließen" },
  loading: { en: "Loading…", de: "Wird geladen …" },
  newTab: { en: "(opens in a new tab)", de: "(öffnet in einem neuen Tab)" },
  moreInfo: { en: "More information", de: "Mehr Informationen" },
  notifications: { en: "Notifications", de: "Benachrichtigungen" },
  dismiss: { en: "Dismiss", de: "Ausblenden" },
};
