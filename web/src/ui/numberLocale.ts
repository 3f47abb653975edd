import { useLocale } from "../app/locale";
import { moneyLocale } from "../app/Money";
import { numberLocale } from "./decimal";

/**
 * The locale the form widgets read and write numbers in: the UI language,
 * in the browser's variant of it (a Swiss German browser keeps its point).
 */
export function useNumberLocale(): string {
  return numberLocale(useLocale(), moneyLocale);
}
