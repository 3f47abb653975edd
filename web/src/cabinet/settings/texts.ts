// The payment settings screens' own words in English and German. The
// problems of credentials and of the method matrix are core's (messageFor).
import type { Texts } from "../../app/i18n";
import type { Locale } from "../../app/locale";
import type { Mode } from "../../core";
import { textTable } from "../../i18n/catalogue";

export const settingsTexts = textTable("cabinet/settings/texts", "settingsTexts") satisfies Texts<string>;

export const modeTexts: Record<Mode, Record<Locale, string>> = textTable("cabinet/settings/texts", "modeTexts");

/** The legal documents screen's words (/cabinet/settings/legal). */
/** The tracking codes screen's words (/cabinet/settings/tracking). */
export const trackingSettingsTexts = textTable("cabinet/settings/texts", "trackingTexts") satisfies Texts<string>;

/** The legal documents screen's words (/cabinet/settings/legal). */
export const legalSettingsTexts = textTable("cabinet/settings/texts", "legalTexts") satisfies Texts<string>;
