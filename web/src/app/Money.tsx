import { formatMoney } from "../core";
import { useLocale, useLocaleStore, type Locale } from "./locale";

// Amounts follow the UI language, not the browser's: 45,79 € in German.
// core formats them (locales de, de-AT, de-CH, en, en-GB).
const coreLocales: Record<Locale, string> = { de: "de", en: "en" };

/** core's money locale of a UI language. */
export const moneyLocaleOf = (locale: Locale) => coreLocales[locale];

/**
 * The money locale of the current UI language, for parsing and formatting
 * outside a component's render. A live binding: it changes with the UI
 * language (components re-render on that change through `useLocale`).
 */
export let moneyLocale = moneyLocaleOf(useLocaleStore.getState().locale);
useLocaleStore.subscribe((s) => {
  moneyLocale = moneyLocaleOf(s.locale);
});

/** An amount as text in `locale`'s money format; the raw value and currency when core cannot format it. */
export function formatAmount(value: string, currency: string, locale: Locale): string {
  try {
    return formatMoney(value, currency, moneyLocaleOf(locale));
  } catch {
    return `${value} ${currency.toUpperCase()}`;
  }
}

// Shows a decimal string as core formats it for the UI language; the raw
// value stays in data-amount so that tests compare exactly what core produced.
export function Amount({ value, currency, testId }: { value: string; currency: string; testId?: string }) {
  const locale = useLocale();
  return (
    <span className="amount" data-testid={testId} data-amount={value}>
      {formatAmount(value, currency, locale)}
    </span>
  );
}
