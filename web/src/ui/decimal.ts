// The decimal field's reading and writing, as plain functions. Reading is
// core's (`parseMoney` through wasm-pkg: the locale's decimal comma and
// thousands groups, "1.234,56" in German), never parseFloat: a number with
// `digits` decimals is read as an amount of a currency with that many minor
// units. Writing a canonical decimal string ("1234.5") for people is plain
// string work (no float either). Core is passed in, so the unit tests run
// against the Node build of the same wasm module.

/** The parts of core the decimal field calls. */
export interface DecimalCore {
  parseMoney: (text: string, currency: string, locale: string) => string;
  formatMoney: (amount: string, currency: string, locale: string) => string;
}

/** What a typed text reads as: empty, a canonical decimal string, or a problem (a translation key). */
export type DecimalReading = { kind: "empty" } | { kind: "value"; value: string } | { kind: "problem"; code: string };

/** A currency whose minor units are `digits` (core knows the number by the currency). */
const byDigits: Record<number, string> = { 0: "jpy", 2: "eur", 3: "kwd" };

/** The currency a plain number of `digits` decimals is read as; undefined for digits core has no currency of. */
export const currencyForDigits = (digits: number): string | undefined => byDigits[digits];

/**
 * Reads `text` as typed in `locale` (one of core's: de, de-AT, de-CH, en,
 * en-GB): with `currency` as an amount of it (its symbol or code may be
 * typed too), else as a number of at most `digits` decimals. The value is
 * canonical with exactly `digits` (or the currency's) decimals: "49,00"
 * and "49" in German are both "49.00".
 */
export function readDecimal(
  text: string,
  locale: string,
  core: DecimalCore,
  options: { digits?: number; currency?: string } = {},
): DecimalReading {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  const currency = options.currency ?? currencyForDigits(options.digits ?? 2);
  if (currency === undefined) return { kind: "problem", code: "invalid_amount" };
  try {
    return { kind: "value", value: core.parseMoney(trimmed, currency, locale) };
  } catch (e) {
    return { kind: "problem", code: firstCode(e) };
  }
}

/** The first problem's code core threw (an array of problems), else `invalid_amount`. */
function firstCode(e: unknown): string {
  if (Array.isArray(e)) {
    const first: unknown = e[0];
    if (typeof first === "object" && first !== null && "code" in first && typeof first.code === "string") return first.code;
  }
  return "invalid_amount";
}

/** The decimal and thousands separators of a locale (core's five). */
export function separators(locale: string): { decimal: string; group: string } {
  const tag = locale.toLowerCase();
  if (tag === "de-ch") return { decimal: ".", group: "\u2019" };
  if (tag.startsWith("de")) return { decimal: ",", group: "." };
  return { decimal: ".", group: "," };
}

/**
 * A canonical decimal string ("-1234.5") written for people in `locale`
 * with `digits` decimals ("-1.234,50" in German); the text itself when it
 * is not canonical. Fractions longer than `digits` are kept, never rounded.
 */
export function writeDecimal(value: string, locale: string, digits = 2): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = "", whole = "0", fraction = ""] = match;
  const { decimal, group } = separators(locale);
  const integer = whole.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const decimals = fraction.padEnd(digits, "0");
  return `${sign}${integer}${decimals ? `${decimal}${decimals}` : ""}`;
}

/**
 * What the field shows for a value on blur: with a currency as core formats
 * money ("49,00 €"), else the number alone ("49,00").
 */
export function showDecimal(
  value: string,
  locale: string,
  core: DecimalCore,
  options: { digits?: number; currency?: string } = {},
): string {
  if (options.currency === undefined) return writeDecimal(value, locale, options.digits ?? 2);
  try {
    return core.formatMoney(value, options.currency, locale);
  } catch {
    return value;
  }
}

/**
 * The locale numbers are read and written in: the browser's own (`browser`,
 * one of core's five) when it is of the UI language, so a Swiss German
 * browser keeps its point; else the UI language itself ("de" or "en").
 */
export function numberLocale(uiLanguage: string, browser: string): string {
  return browser.toLowerCase().startsWith(uiLanguage.toLowerCase()) ? browser : uiLanguage;
}
