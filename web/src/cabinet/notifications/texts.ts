import type { Texts } from "../../app/i18n";
import { textTable } from "../../i18n/catalogue";

export const notificationTexts = textTable("cabinet/notifications/texts", "notificationTexts") satisfies Texts<string>;
