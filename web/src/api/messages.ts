import type { Texts } from "../app/i18n";
import { textTable } from "../i18n/catalogue";

// The words for the client's own notices of spec section 8, which no rule
// of core reports (core's messages cover every error code the edge sends).
export const apiTexts: Texts<"page_server_error" | "retry_later" | "network_error"> = textTable("api/messages", "apiTexts");
