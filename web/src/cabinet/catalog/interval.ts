// A plan's interval ("1m", "2w", "14d", "1y": core's format) in words of
// the UI language: "every month", "every 2 weeks", "alle 14 Tage". The
// number and unit come from the browser's Intl (plural forms included); a
// text that is no interval is returned as it is.
import type { Locale } from "../../app/locale";
import { intervalTexts } from "./texts";

const units = { d: "day", w: "week", m: "month", y: "year" } as const;

export function intervalWords(interval: string, locale: Locale): string {
  const match = /^(\d{1,4})([dwmy])$/.exec(interval.trim());
  if (!match) return interval;
  const count = Number(match[1]);
  const letter = match[2] as keyof typeof units;
  if (count === 1) return intervalTexts[letter][locale];
  const period = new Intl.NumberFormat(locale, { style: "unit", unit: units[letter], unitDisplay: "long" }).format(count);
  return intervalTexts.many[locale].replace("{period}", period);
}

/** A length of time in words: "14 days", "1 Monat"; a text that is no interval as it is. */
export function periodWords(interval: string, locale: Locale): string {
  const match = /^(\d{1,4})([dwmy])$/.exec(interval.trim());
  if (!match) return interval;
  const unit = units[match[2] as keyof typeof units];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(Number(match[1]));
}
