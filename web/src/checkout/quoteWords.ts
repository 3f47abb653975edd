// A plan's payments in plain words for the payment page's order summary
// ("3 × 66,67 € monthly", "19,00 € per month after 14 days free"), from the
// quote's payments and the plan's terms; the shop's cards and the product
// page word a plan from its schedule (planWords.ts). The numbers are core's;
// only the words are the page's. Pure, so unit-tested.
import type { Locale } from "../app/locale";

export interface PlanFacts {
  kind: string | null;
  /** The plan's interval (`1m`, `7d`, `1y`), one of core's 41. */
  interval: string | null;
  /** A free trial's length (`14d`), when the plan has one. */
  trialPeriod: string | null;
}

export interface QuotePayments {
  dueNow: string;
  later: string[];
  openEnded: boolean;
}

type Unit = "d" | "w" | "m" | "y";
const units: Record<Unit, { en: [string, string]; de: [string, string]; deDative: string; every: Record<Locale, string> }> = {
  d: { en: ["day", "days"], de: ["Tag", "Tage"], deDative: "Tagen", every: { en: "daily", de: "täglich" } },
  w: { en: ["week", "weeks"], de: ["Woche", "Wochen"], deDative: "Wochen", every: { en: "weekly", de: "wöchentlich" } },
  m: { en: ["month", "months"], de: ["Monat", "Monate"], deDative: "Monaten", every: { en: "monthly", de: "monatlich" } },
  y: { en: ["year", "years"], de: ["Jahr", "Jahre"], deDative: "Jahren", every: { en: "yearly", de: "jährlich" } },
};

/** `14d` -> 14 days; null for anything else. */
export function period(text: string | null): { count: number; unit: Unit } | null {
  const m = /^(\d{1,3})([dwmy])$/.exec(text ?? "");
  if (!m) return null;
  const count = Number(m[1]);
  return count > 0 ? { count, unit: m[2] as Unit } : null;
}

/** "monthly", "every 3 months" / "monatlich", "alle 3 Monate". */
export function everyWords(interval: string | null, locale: Locale): string | null {
  const p = period(interval);
  if (!p) return null;
  const u = units[p.unit];
  if (p.count === 1) return u.every[locale];
  return locale === "de" ? `alle ${p.count} ${u.de[1]}` : `every ${p.count} ${u.en[1]}`;
}

/** "per month", "every 3 months" / "pro Monat", "alle 3 Monate". */
function perWords(interval: string | null, locale: Locale): string | null {
  const p = period(interval);
  if (!p) return null;
  const u = units[p.unit];
  if (p.count === 1) return locale === "de" ? `pro ${u.de[0]}` : `per ${u.en[0]}`;
  return everyWords(interval, locale);
}

/** "after 14 days free" / "nach 14 Tagen gratis". */
function trialWords(trial: string | null, locale: Locale): string | null {
  const p = period(trial);
  if (!p) return null;
  const u = units[p.unit];
  if (locale === "de") return `nach ${p.count} ${p.count === 1 ? u.de[0] : u.deDative} gratis`;
  return `after ${p.count} ${u.en[p.count === 1 ? 0 : 1]} free`;
}

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/**
 * The plan's payments in words, with `money` formatting an amount; null for
 * a single payment (the amount says it all).
 */
export function planWords(plan: PlanFacts, quote: QuotePayments, locale: Locale, money: (amount: string) => string): string | null {
  if (quote.later.length === 0) return null;
  const trial = isZero(quote.dueNow) ? trialWords(plan.trialPeriod, locale) : null;
  const recurring = quote.later[quote.later.length - 1]!;
  if (quote.openEnded) {
    const per = perWords(plan.interval, locale);
    const first = trial || quote.dueNow === recurring ? null : money(quote.dueNow);
    const head = [money(recurring), per].filter(Boolean).join(" ");
    if (trial) return `${head} ${trial}`;
    if (first) return locale === "de" ? `${first} jetzt, danach ${head}` : `${first} now, then ${head}`;
    return head;
  }
  // a fixed number of payments: instalments or a limited subscription
  const all = [quote.dueNow, ...quote.later];
  const every = everyWords(plan.interval, locale);
  const tail = every ? ` ${every}` : "";
  if (all.every((a) => a === all[0])) return `${all.length} × ${money(all[0]!)}${tail}`;
  const rest = quote.later;
  if (rest.every((a) => a === rest[0])) {
    const then = `${rest.length} × ${money(rest[0]!)}${tail}`;
    if (trial) return `${then} ${trial}`;
    return locale === "de" ? `${money(quote.dueNow)} jetzt, danach ${then}` : `${money(quote.dueNow)} now, then ${then}`;
  }
  return locale === "de" ? `${all.length} Zahlungen` : `${all.length} payments`;
}
