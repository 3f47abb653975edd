// The payment page on its own (web/checkout/index.html, built by
// web/vite.checkout.config.ts with preact/compat and core's light
// WebAssembly build): the edge answers /s/{u}/products/{id}/pay with this
// document, and the page reads its product from the address as the app's
// router does. It carries none of the app's other screens; the stylesheets
// come first, in the app's order (main.tsx).
import "../ui/tokens.css";
import "../ui/base.css";
import "../app/styles.css";
import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { cabinetRoute, matchRoute } from "../app/routes";
import { routeTitle, useTitleStore } from "../app/title";
import { Toasts } from "../app/Toasts";
import { PaymentPage } from "./PaymentPage";
import { checkoutTexts } from "./texts";
import { trackShopEvent } from "./tracking";

function Checkout() {
  const route = matchRoute(window.location.pathname, window.location.search);
  const locale = useLocale();
  const t = useTexts(checkoutTexts);
  const page = useTitleStore((s) => s.page);
  const title = page ?? routeTitle(route, locale, cabinetRoute);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const shop = route.page === "payment" ? route.username : null;
  const product = route.page === "payment" ? route.productId : null;
  useEffect(() => {
    if (shop && product) void trackShopEvent(shop, { name: "payment_page", product_ids: [product] });
  }, [shop, product]);
  return (
    <>
      {route.page === "payment" ? (
        <PaymentPage username={route.username} productId={route.productId} planId={route.planId} />
      ) : (
        <main className="co-page co-message">
          <h1>{t("unavailable")}</h1>
        </main>
      )}
      <Toasts />
    </>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Checkout />
    </StrictMode>,
  );
}
