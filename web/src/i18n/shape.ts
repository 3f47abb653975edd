// The shape of a language's catalogue, apart from `catalogue.ts`, so a
// catalogue file (en.ts) can be typed by it without importing the module
// that gathers the catalogues.
import type { de } from "./de";

type German = typeof de;

/** The shape every language's catalogue has: German's keys, strings as values. */
export type Catalogue = {
  [F in keyof German]: { [T in keyof German[F]]: { [K in keyof German[F][T]]: string } };
};
