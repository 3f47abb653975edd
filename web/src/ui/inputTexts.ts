import type { Texts } from "../app/i18n";

// The form widgets' own words (buttons, hints, notices) in English and
// German. A problem's words come from core (`messageFor`), not from here.
export const inputTexts = {
  optional: { en: "optional", de: "optional" },
  decrease: { en: "Decrease", de: "Verringern" },
  increase: { en: "Increase", de: "Erhöhen" },
  dateFormat: { en: "Format: DD/MM/YYYY", de: "Format: TT.MM.JJJJ" },
  noMatches: { en: "No matches", de: "Keine Treffer" },
  showOptions: { en: "Show options", de: "Optionen anzeigen" },
  matches: { en: "{n} options", de: "{n} Optionen" },
  leaveTitle: { en: "Discard your changes?", de: "Änderungen verwerfen?" },
  leaveText: {
    en: "You have changes that are not saved yet. If you leave now, they are lost.",
    de: "Du hast Änderungen, die noch nicht gespeichert sind. Wenn du jetzt weitergehst, gehen sie verloren.",
  },
  leaveStay: { en: "Keep editing", de: "Weiter bearbeiten" },
  leaveDiscard: { en: "Discard changes", de: "Änderungen verwerfen" },
} satisfies Texts<string>;
