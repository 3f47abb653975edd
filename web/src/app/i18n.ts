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
