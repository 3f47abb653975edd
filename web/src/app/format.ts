// Dates and times in the UI language (spec section 9: DD.MM.YYYY and
// DD.MM.YYYY HH:mm in German; English in the British order, 25/11/2026 and
// 25/11/2026 14:30). The one formatter of the app: screens never call
// toLocaleDateString or Intl.DateTimeFormat themselves. Money is formatted
// by core (app/Money.tsx), never here.
import { useLocale, type Locale } from "./locale";

/** The Intl locale of a UI language. */
export const intlTags: Record<Locale, string> = { de: "de-DE", en: "en-GB" };

const separator: Record<Locale, string> = { de: ".", en: "/" };

function pad(n: number | string) {
  return String(n).padStart(2, "0");
}

function day(year: string, month: string, date: string, locale: Locale) {
  const s = separator[locale];
  return `${date}${s}${month}${s}${year}`;
}

/**
 * A calendar day (`2026-11-25`, or the date part of an instant as written)
 * without any time-zone conversion: 25.11.2026 in German. A value that is
 * no date is shown as it is; null is "".
 */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return day(m[1] ?? "", m[2] ?? "", m[3] ?? "", locale);
}

/**
 * An instant (RFC 3339) as a day and time in `timeZone` (the browser's own
 * when not given): 25.11.2026 14:30 in German.
 */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale, timeZone?: string): string {
  if (!value) return "";
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return String(value);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${day(part("year"), part("month"), part("day"), locale)} ${pad(part("hour"))}:${pad(part("minute"))}`;
}

const monthNames: Record<Locale, readonly string[]> = {
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};

/**
 * A calendar day written out as a certificate writes it (core's
 * `certificate::long_date`): 7. Dezember 2026, December 7, 2026. A value
 * that is no date is shown as it is.
 */
export function formatLongDate(value: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = m ? monthNames[locale][Number(m[2]) - 1] : undefined;
  if (!m || !month) return value;
  const date = Number(m[3]);
  return locale === "de" ? `${date}. ${month} ${m[1]}` : `${month} ${date}, ${m[1]}`;
}

/** A day's short label for a chart axis: 25.11. in German, 25/11 in English. */
export function formatShortDate(value: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return locale === "de" ? `${m[3]}.${m[2]}.` : `${m[3]}/${m[2]}`;
}

/** A whole number in the UI language (1.234 in German). */
export function formatCount(n: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTags[locale], { maximumFractionDigits: 0 }).format(n);
}

/** The formatters bound to the current UI language. */
export function useFormat() {
  const locale = useLocale();
  return {
    locale,
    date: (value: string | null | undefined) => formatDate(value, locale),
    dateTime: (value: string | Date | null | undefined, timeZone?: string) => formatDateTime(value, locale, timeZone),
    shortDate: (value: string) => formatShortDate(value, locale),
    count: (n: number) => formatCount(n, locale),
  };
}
