import { create } from "zustand";
import { local } from "../api/storage";

// The UI language (spec section 9: the basic languages en and de; German is
// the default). It is sent with every request (Accept-Language,
// Content-Language), kept in localStorage across visits and written to
// `<html lang>`.
//
// Decision: a saved choice wins; else the browser's first preferred
// language that we have (en or de); else German.
export type Locale = "en" | "de";

export const locales: readonly Locale[] = ["de", "en"];

const KEY = "locale";

/** The language of a visit from what was saved and what the browser prefers (pure, unit-tested). */
export function chooseLocale(saved: string | null, preferred: readonly string[]): Locale {
  if (saved === "en" || saved === "de") return saved;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "de" || base === "en") return base;
  }
  return "de";
}

function savedLocale(): string | null {
  try {
    return local.getItem(KEY);
  } catch {
    return null;
  }
}

function initial(): Locale {
  const saved = savedLocale();
  const preferred = typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return chooseLocale(saved, preferred);
}

/**
 * Writes the language to `<html lang>` and to the `sw_locale` cookie, which
 * the edge reads to render a shop's public pages in the same language.
 */
function applyToDocument(locale: Locale) {
  if (typeof document === "undefined") return;
  document.documentElement.lang = locale;
  document.cookie = `sw_locale=${locale}; path=/; max-age=31536000; samesite=lax`;
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: initial(),
  setLocale: (locale) => {
    try {
      local.setItem(KEY, locale);
    } catch {
      // a browser without storage keeps the choice for this visit only
    }
    applyToDocument(locale);
    set({ locale });
  },
}));

applyToDocument(useLocaleStore.getState().locale);

export const useLocale = () => useLocaleStore((s) => s.locale);
