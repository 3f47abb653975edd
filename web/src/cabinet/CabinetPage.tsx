import { AreaShell } from "../account/AreaShell";
import { useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { navigate } from "../app/navigate";
import { cabinetRoute, paths, type CabinetRoute } from "../app/routes";
import { CouponsPage } from "./catalog/CouponsPage";
import { ProductEditPage } from "./catalog/ProductEditPage";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { OrderDetailPage } from "./orders/OrderDetailPage";
import { OrderRatesPage } from "./orders/OrderRatesPage";
import { OrdersPage } from "./orders/OrdersPage";
import { PaymentTicketsPage } from "./orders/PaymentTicketsPage";
import { PaymentProvidersPage } from "./settings/PaymentProvidersPage";
import { PaymentSettingsPage } from "./settings/PaymentSettingsPage";
import { ProductsList } from "./ProductsList";
import { SellerProfileModal } from "./sellerProfile/SellerProfileModal";
import { cabinetTexts } from "./texts";

// The seller cabinet (/cabinet with a catch-all): home, the product list
// and editor, the coupons, the orders with their rates and sold tickets,
// the payment settings, and the seller-profile modal at
// /cabinet/profile/edit?seller_profile_edit=true.
function CabinetNav({ route }: { route: CabinetRoute }) {
  const t = useTexts(cabinetTexts);
  const current = (page: string) => (route.page === page ? "current" : undefined);
  return (
    <nav className="area-nav">
      <Link href={paths.cabinet} testId="nav-home" className={route.page === "home" && !route.profileModal ? "current" : undefined}>
        {t("home")}
      </Link>
      <Link href={paths.cabinetProducts()} testId="nav-products" className={current("products") ?? current("product_edit")}>
        {t("products")}
      </Link>
      <Link href={paths.cabinetCoupons()} testId="nav-coupons" className={current("coupons")}>
        {t("coupons")}
      </Link>
      <Link href={paths.cabinetOrders()} testId="nav-orders" className={current("orders") ?? current("order")}>
        {t("orders")}
      </Link>
      <Link href={paths.cabinetOrderRates()} testId="nav-order-rates" className={current("order_rates")}>
        {t("orderRates")}
      </Link>
      <Link href={paths.paymentTicketsOverview} testId="nav-payment-tickets" className={current("payment_tickets")}>
        {t("paymentTickets")}
      </Link>
      <Link
        href={paths.paymentSettings}
        testId="nav-payment-settings"
        className={current("payment_settings") ?? current("payment_providers")}
      >
        {t("paymentSettings")}
      </Link>
      <Link
        href={paths.sellerProfileEdit}
        testId="nav-seller-profile"
        className={route.page === "home" && route.profileModal ? "current" : undefined}
      >
        {t("sellerProfile")}
      </Link>
    </nav>
  );
}

export function CabinetPage({ rest, search }: { rest: string[]; search: string }) {
  const t = useTexts(cabinetTexts);
  const route = cabinetRoute(rest, search);
  return (
    <AreaShell area="cabinet" nav={<CabinetNav route={route} />}>
      {(me) => {
        const username = me.profile.sellerUsername;
        switch (route.page) {
          case "home":
            return (
              <>
                <ProductsList search="" paged={false} username={username} />
                <ChangeEmailForm />
                {route.profileModal ? <SellerProfileModal onClose={() => navigate(paths.cabinet)} /> : null}
              </>
            );
          case "products":
            return <ProductsList search={route.search} paged username={username} />;
          case "product_edit":
            return <ProductEditPage key={route.productId} productId={route.productId} step={route.step} username={username} />;
          case "coupons":
            return <CouponsPage search={route.search} />;
          case "orders":
            return <OrdersPage search={route.search} />;
          case "order":
            return <OrderDetailPage key={route.orderId} orderId={route.orderId} />;
          case "order_rates":
            return <OrderRatesPage search={route.search} />;
          case "payment_tickets":
            return <PaymentTicketsPage view={route.view} search={route.search} />;
          case "payment_providers":
            return <PaymentProvidersPage />;
          case "payment_settings":
            return <PaymentSettingsPage />;
          case "not_found":
            return <p data-testid="cabinet-not-found">{t("notFound")}</p>;
        }
      }}
    </AreaShell>
  );
}
