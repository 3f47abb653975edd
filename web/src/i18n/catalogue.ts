import type { Locale } from "../app/locale";
import { de } from "./de";
import { en } from "./en";
import type { Catalogue } from "./shape";

export type { Catalogue } from "./shape";

// The UI's words: one catalogue per language (de.ts, the default, and
// en.ts), each grouped by the file that uses the words and then by table.
// A screen never holds its own words: its table is `textTable(file, table)`,
// which gathers one entry per language from the catalogues. Validation
// messages and the texts of the edge's error codes are not here: they come
// from core (`messageFor`).
//
// Adding a language: a new catalogue file typed `Catalogue` (the type
// checker then lists every missing key), its code in `Locale` and an entry
// in `catalogues` below.
export const catalogues: Record<Locale, Catalogue> = { de, en };

/** One table of a file's words, in every language: `table[key][locale]`. */
export function textTable<F extends keyof Catalogue, T extends keyof Catalogue[F] & string>(
  file: F,
  table: T,
): Record<keyof Catalogue[F][T], Record<Locale, string>> {
  const rows = {} as Record<keyof Catalogue[F][T], Record<Locale, string>>;
  for (const locale of Object.keys(catalogues) as Locale[]) {
    const entries = catalogues[locale][file][table] as Record<keyof Catalogue[F][T], string>;
    for (const key of Object.keys(entries) as (keyof Catalogue[F][T])[]) {
      (rows[key] ??= {} as Record<Locale, string>)[locale] = entries[key];
    }
  }
  return rows;
}
