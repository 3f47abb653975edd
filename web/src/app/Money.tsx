import { formatMoney } from "../core";

// The page's locale for money, one of core's (de, de-AT, de-CH, en, en-GB).
const locales = ["de-AT", "de-CH", "en-GB", "de", "en"];
const browserLocale = typeof navigator === "undefined" ? "en" : navigator.language;
export const moneyLocale =
  locales.find((l) => l.toLowerCase() === browserLocale.toLowerCase()) ?? locales.find((l) => l === browserLocale.slice(0, 2)) ?? "en";

// Shows a decimal string as core formats it for the page's locale; the raw
// value stays in data-amount so that tests compare exactly what core produced.
export function Amount({ value, currency, testId }: { value: string; currency: string; testId?: string }) {
  let text: string;
  try {
    text = formatMoney(value, currency, moneyLocale);
  } catch {
    text = `${value} ${currency.toUpperCase()}`;
  }
  return (
    <span className="amount" data-testid={testId} data-amount={value}>
      {text}
    </span>
  );
}
