import type { Texts } from "../app/i18n";

// The words for the client's own notices of spec section 8, which no rule
// of core reports (core's messages cover every error code the edge sends).
export const apiTexts: Texts<"page_server_error" | "retry_later" | "network_error"> = {
  page_server_error: {
    en: "Something went wrong on our side. Please try again.",
    de: "Bei uns ist etwas schiefgegangen. Bitte versuche es noch einmal.",
  },
  retry_later: { en: "Too many requests. Please try again later.", de: "Zu viele Anfragen. Bitte versuche es später noch einmal." },
  network_error: {
    en: "No connection to the server. Please check your network.",
    de: "Keine Verbindung zum Server. Bitte prüfe deine Verbindung.",
  },
};
