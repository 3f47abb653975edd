// A plan's price in plain words, for the shop's cards and the product page:
// one-time "49,00 €", instalments "3 × 66,67 €", a subscription "19,00 € per
// month" (+ "14 days free"), a limited subscription "6 × 19,00 € monthly",
// a free product "Free". The amounts are core's (its schedule of the plan's
// terms, `planSchedule`), never computed here; this file only words them.
// The amounts stay decimal strings: the page shows each through `Amount`,
// which formats it for the reader's language.
import type { Json } from "../api/case";
import type { Texts } from "../app/i18n";
import type { Locale } from "../app/locale";
import type { DueDate, PlanTerms } from "../core";
import { coreTerms } from "./request";
import { textTable } from "../i18n/catalogue";

/** How a plan's price reads; `amount` is a decimal string of the plan's currency. */
export type PlanPriceWords =
  | { kind: "free" }
  | { kind: "one_time"; amount: string; from: boolean }
  | { kind: "payments"; count: number; amount: string; first?: string; every: string }
  | { kind: "subscription"; amount: string; first?: string; per: string; trial?: { amount: string; period: string } };

/** A plan as the storefront answers it (the fields this file reads). */
export interface PlanLike {
  kind: string;
  payWhatYouWant: boolean;
  price: string;
  terms: Json;
}

type Schedule = (terms: PlanTerms, start: string, timeZone: string) => DueDate[];

/** Whether a decimal string is zero ("0", "0.00"). */
export const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount.trim());

/**
 * The words of a plan's price, from core's schedule of its terms (a purchase
 * today); `null` when core refuses the terms (the product page then shows
 * the plan without a price rather than a wrong one).
 */
export function planPriceWords(plan: PlanLike, schedule: Schedule, now = new Date()): PlanPriceWords | null {
  const terms = coreTerms<PlanTerms>(plan.terms);
  let dues: DueDate[];
  try {
    dues = schedule(terms, now.toISOString(), "UTC");
  } catch {
    return null;
  }
  const regular = dues.filter((d) => d.kind === "regular");
  const firstDue = regular[0];
  if (!firstDue) return null;
  const amounts = regular.map((d) => d.amount);
  const rest = amounts.slice(1);
  const laterAmount = rest[0] ?? firstDue.amount;
  const sameLater = rest.every((a) => a === laterAmount);
  switch (plan.kind) {
    case "one_time":
      if (plan.payWhatYouWant) return { kind: "one_time", amount: firstDue.amount, from: true };
      return isZero(firstDue.amount) ? { kind: "free" } : { kind: "one_time", amount: firstDue.amount, from: false };
    case "installment":
    case "limited_subscription": {
      const every = terms.interval ?? "";
      if (amounts.every((a) => a === firstDue.amount)) return { kind: "payments", count: amounts.length, amount: firstDue.amount, every };
      if (sameLater) return { kind: "payments", count: rest.length, amount: laterAmount, first: firstDue.amount, every };
      // custom rates of different sizes: the count and the first payment
      return { kind: "payments", count: amounts.length, amount: firstDue.amount, every };
    }
    case "subscription": {
      const trialDue = dues.find((d) => d.kind === "trial");
      const trial = trialDue && terms.trial_period ? { amount: trialDue.amount, period: terms.trial_period } : undefined;
      const per = terms.interval ?? "";
      return firstDue.amount === laterAmount
        ? { kind: "subscription", amount: firstDue.amount, per, trial }
        : { kind: "subscription", amount: laterAmount, first: firstDue.amount, per, trial };
    }
    default:
      return null;
  }
}

const units = {
  d: { en: ["day", "days"], de: ["Tag", "Tage"] },
  w: { en: ["week", "weeks"], de: ["Woche", "Wochen"] },
  m: { en: ["month", "months"], de: ["Monat", "Monate"] },
  y: { en: ["year", "years"], de: ["Jahr", "Jahre"] },
} as const;

const adverbs = textTable("checkout/planWords", "adverbs");

function parseInterval(interval: string): { count: number; unit: keyof typeof units } | null {
  const m = /^(\d+)([dwmy])$/.exec(interval.trim());
  if (!m) return null;
  return { count: Number(m[1]), unit: m[2] as keyof typeof units };
}

/** "14 days" / "14 Tage", "1 month" / "1 Monat". */
export function periodWords(interval: string, locale: Locale): string {
  const p = parseInterval(interval);
  if (!p) return interval;
  const [one, many] = units[p.unit][locale];
  return `${p.count} ${p.count === 1 ? one : many}`;
}

/** "per month" / "pro Monat", "every 2 weeks" / "alle 2 Wochen". */
export function perWords(interval: string, locale: Locale): string {
  const p = parseInterval(interval);
  if (!p) return "";
  const [one, many] = units[p.unit][locale];
  if (p.count === 1) return locale === "de" ? `pro ${one}` : `per ${one}`;
  return locale === "de" ? `alle ${p.count} ${many}` : `every ${p.count} ${many}`;
}

/** "month" / "Monat", "3 months" / "3 Monate": what a price is per, after a slash. */
export function slashPeriod(interval: string, locale: Locale): string {
  const p = parseInterval(interval);
  if (!p) return interval;
  const [one, many] = units[p.unit][locale];
  return p.count === 1 ? one : `${p.count} ${many}`;
}

/** "monthly" / "monatlich", "every 2 weeks" / "alle 2 Wochen". */
export function everyWords(interval: string, locale: Locale): string {
  const p = parseInterval(interval);
  if (!p) return "";
  if (p.count === 1) return adverbs[p.unit][locale];
  return perWords(interval, locale);
}

/** The fixed words around the amounts. */
export const planWordTexts = textTable("checkout/planWords", "planWordTexts") satisfies Texts<string>;
