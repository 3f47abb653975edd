import { create } from "zustand";

// The UI language (spec section 9: the basic languages en and de). It is
// sent with every request (Accept-Language, Content-Language) and kept in
// localStorage across visits.
export type Locale = "en" | "de";

const KEY = "locale";

function initial(): Locale {
  const saved = typeof localStorage === "undefined" ? null : localStorage.getItem(KEY);
  if (saved === "en" || saved === "de") return saved;
  return typeof navigator !== "undefined" && navigator.language.toLowerCase().startsWith("de") ? "de" : "en";
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: initial(),
  setLocale: (locale) => {
    localStorage.setItem(KEY, locale);
    set({ locale });
  },
}));

export const useLocale = () => useLocaleStore((s) => s.locale);
