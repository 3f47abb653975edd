// The funnels screen's words (/cabinet/funnels). Problems of a funnel are
// core's (messageFor).
import type { Texts } from "../../app/i18n";
import { textTable } from "../../i18n/catalogue";

export const funnelsTexts = textTable("cabinet/funnels/texts", "funnelsTexts") satisfies Texts<string>;
