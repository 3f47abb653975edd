import type { Texts } from "../app/i18n";

export const payerTexts = {
  orders: { en: "Your orders", de: "Deine Bestellungen" },
  none: { en: "You have no orders yet.", de: "Du hast noch keine Bestellungen." },
  loading: { en: "Loading…", de: "Wird geladen…" },
  from: { en: "from", de: "von" },
  orderedOn: { en: "ordered on", de: "bestellt am" },
  total: { en: "Total", de: "Gesamt" },
  manage: { en: "Manage payment", de: "Zahlung verwalten" },
  notFound: { en: "This page does not exist.", de: "Diese Seite gibt es nicht." },
} satisfies Texts<string>;
