import { useLocale, type Locale } from "./locale";

// The UI's own words (labels, buttons, notices) in English and German, one
// table per feature. Validation messages are never here: they come from
// core (`messageFor`).
export type Texts<K extends string> = Record<K, Record<Locale, string>>;

/** A translator for one table in the current UI language. */
export function useTexts<K extends string>(texts: Texts<K>): (key: K) => string {
  const locale = useLocale();
  return (key) => texts[key][locale];
}

/**
 * The entry of `table` for a value the API answers as a plain string (a
 * product form, a plan kind, a payment method, a mode): undefined when the
 * table has none, so that the caller shows the value itself.
 */
export function entryFor<K extends string, V>(table: Record<K, V>, value: string): V | undefined {
  return Object.hasOwn(table, value) ? table[value as K] : undefined;
}
