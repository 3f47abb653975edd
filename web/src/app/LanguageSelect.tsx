import { useLocaleStore, type Locale } from "./locale";

/** The UI language switch: English or German (spec section 9, the basic languages). */
export function LanguageSelect() {
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  return (
    <label className="language">
      {locale === "de" ? "Sprache" : "Language"}
      <select data-testid="language" value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
        <option value="en">English</option>
        <option value="de">Deutsch</option>
      </select>
    </label>
  );
}
