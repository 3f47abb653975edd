// What a buyer sees when a storefront page cannot be shown: a friendly
// "not found" page for a shop, product or order that does not exist (with
// a way on), or a translated sentence for any other problem. Never the
// API's own text or a code.
import type { ApiError } from "../api/client";
import { apiTexts } from "../api/messages";
import { useTexts } from "../app/i18n";
import { useLocale, type Locale } from "../app/locale";
import { paths } from "../app/routes";
import { messageFor } from "../core";
import { storefrontTexts } from "./texts";
import "./storefront.css";

const NOT_FOUND = [
  "shop_not_found",
  "product_not_found",
  "order_not_found",
  "route_not_found",
  "email_log_not_found",
  "unsubscribe_not_found",
];

/** The buyer's words for a problem: core's message for the code, else the client's notice, else a general one. */
export function buyerText(code: string, locale: Locale): string {
  const fromCore = messageFor(code, locale);
  if (fromCore !== code) return fromCore;
  const own = (apiTexts as Record<string, Record<Locale, string> | undefined>)[code];
  return (own ?? apiTexts.page_server_error)[locale];
}

export function BuyerProblem({ error, username }: { error: Pick<ApiError, "code">; username?: string }) {
  const t = useTexts(storefrontTexts);
  const locale = useLocale();
  const missing = NOT_FOUND.includes(error.code);
  const shopLink = username && error.code !== "shop_not_found";
  return (
    <main className="sf-page sf-problem" data-testid={missing ? "not-found" : "problem-page"}>
      <div className="sf-card sf-problem-card">
        <p className="sf-problem-mark" aria-hidden="true">
          {missing ? "404" : "!"}
        </p>
        <h1>{missing ? t("notFoundTitle") : t("errorTitle")}</h1>
        <p data-testid="error" data-code={error.code}>
          {error.code === "shop_not_found"
            ? t("shopNotFound")
            : error.code === "product_not_found"
              ? t("productNotFound")
              : buyerText(error.code, locale)}
        </p>
        <p className="sf-problem-actions">
          {shopLink ? (
            <a className="sf-button sf-button-primary" href={paths.shop(username)} data-testid="to-shop">
              {t("backToShop")}
            </a>
          ) : null}
          <a className={shopLink ? "sf-button" : "sf-button sf-button-primary"} href="/" data-testid="to-home">
            {t("home")}
          </a>
        </p>
      </div>
    </main>
  );
}
