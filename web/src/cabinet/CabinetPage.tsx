import { lazy, Suspense } from "react";
import { AreaShell, type Crumb } from "../account/AreaShell";
import { useTexts } from "../app/i18n";
import { navigate } from "../app/navigate";
import { cabinetRoute, paths, type CabinetRoute } from "../app/routes";
import { CouponsPage } from "./catalog/CouponsPage";
import { CoursesPage } from "./courses/CoursesPage";
import { ProductEditPage } from "./catalog/ProductEditPage";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { CabinetHome } from "./home/CabinetHome";
import { NotificationBell } from "./notifications/NotificationBell";
import { NotificationSettingsPage } from "./notifications/NotificationSettingsPage";
import { TrackingSettingsPage } from "./settings/TrackingSettingsPage";
import { FunnelsPage } from "./funnels/FunnelsPage";
import { NotificationsPage } from "./notifications/NotificationsPage";
import { OrderDetailPage } from "./orders/OrderDetailPage";
import { OrderRatesPage } from "./orders/OrderRatesPage";
import { OrdersPage } from "./orders/OrdersPage";
import { CategoriesPage } from "./pages/CategoriesPage";
import { PagesPage } from "./pages/PagesPage";
import { ThemePage } from "./pages/ThemePage";
import { PaymentTicketsPage } from "./orders/PaymentTicketsPage";
import { PaymentProvidersPage } from "./settings/PaymentProvidersPage";
import { LegalSettingsPage } from "./settings/LegalSettingsPage";
import { PaymentSettingsPage } from "./settings/PaymentSettingsPage";
import { ProductsList } from "./ProductsList";
import { SellerProfileModal } from "./sellerProfile/SellerProfileModal";
import { cabinetTexts } from "./texts";

// The page editor (its store, forms and preview) is a chunk of its own:
// most visits to the cabinet never open it.
const PageEditorPage = lazy(() => import("./pages/PageEditor").then((m) => ({ default: m.PageEditorPage })));

// The seller cabinet (/cabinet with a catch-all): home, the product list
// and editor, the coupons, the course area, the orders with their rates and sold tickets,
// the payment settings, the account, and the seller-profile modal at
// /cabinet/profile/edit?seller_profile_edit=true.

type NavKey = keyof typeof cabinetTexts;

/** One entry of the navigation: its test id, text, address and the pages it is current on. */
interface NavItem {
  testId: string;
  text: NavKey;
  href: string;
  current: (route: CabinetRoute) => boolean;
}

const on =
  (...pages: CabinetRoute["page"][]) =>
  (route: CabinetRoute) =>
    pages.includes(route.page);

/**
 * The navigation grouped by job (spec section 2). Marketing has no screen
 * yet (affiliates come later), so it has no group: no dead links.
 */
const groups: { heading: NavKey | null; items: NavItem[] }[] = [
  {
    heading: null,
    items: [{ testId: "nav-home", text: "home", href: paths.cabinet, current: (r) => r.page === "home" && !r.profileModal }],
  },
  {
    heading: "groupProducts",
    items: [
      { testId: "nav-products", text: "products", href: paths.cabinetProducts(), current: on("products", "product_edit") },
      { testId: "nav-coupons", text: "coupons", href: paths.cabinetCoupons(), current: on("coupons") },
      { testId: "nav-courses", text: "courses", href: paths.cabinetCourses(), current: on("courses") },
    ],
  },
  {
    heading: "groupShop",
    items: [{ testId: "nav-pages", text: "pages", href: paths.cabinetPages, current: on("pages", "page_edit", "categories", "theme") }],
  },
  {
    heading: "groupSales",
    items: [
      { testId: "nav-orders", text: "orders", href: paths.cabinetOrders(), current: on("orders", "order") },
      { testId: "nav-order-rates", text: "orderRates", href: paths.cabinetOrderRates(), current: on("order_rates") },
      { testId: "nav-payment-tickets", text: "paymentTickets", href: paths.paymentTicketsOverview, current: on("payment_tickets") },
      { testId: "nav-funnels", text: "funnels", href: paths.cabinetFunnels, current: on("funnels") },
      { testId: "nav-notifications", text: "notifications", href: paths.cabinetNotifications, current: on("notifications") },
    ],
  },
  {
    heading: "groupSettings",
    items: [
      { testId: "nav-payment-settings", text: "paymentSettings", href: paths.paymentSettings, current: on("payment_settings") },
      { testId: "nav-payment-providers", text: "paymentProviders", href: paths.paymentProviders, current: on("payment_providers") },
      {
        testId: "nav-seller-profile",
        text: "sellerProfile",
        href: paths.sellerProfileEdit,
        current: (r) => r.page === "home" && r.profileModal,
      },
      {
        testId: "nav-notification-settings",
        text: "notificationSettings",
        href: paths.notificationSettings,
        current: on("notification_settings"),
      },
      { testId: "nav-legal", text: "legalDocuments", href: paths.legalSettings, current: on("legal") },
      { testId: "nav-tracking", text: "trackingCodes", href: paths.trackingSettings, current: on("tracking") },
      { testId: "nav-account", text: "account", href: paths.cabinetAccount, current: on("account") },
    ],
  },
];

function CabinetNav({ route }: { route: CabinetRoute }) {
  const t = useTexts(cabinetTexts);
  return (
    <nav className="shell-nav" aria-label={t("navigation")}>
      {groups.map((g) => (
        <div key={g.heading ?? "start"} className="shell-nav-group">
          {g.heading ? (
            <p className="shell-nav-heading" id={`nav-${g.heading}`}>
              {t(g.heading)}
            </p>
          ) : null}
          <ul aria-labelledby={g.heading ? `nav-${g.heading}` : undefined}>
            {g.items.map((item) => {
              const current = item.current(route);
              return (
                <li key={item.testId}>
                  <a
                    href={item.href}
                    data-testid={item.testId}
                    className={current ? "current" : undefined}
                    aria-current={current ? "page" : undefined}
                    onClick={(e) => {
                      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                      e.preventDefault();
                      navigate(item.href);
                    }}
                  >
                    {t(item.text)}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Where a nested page sits in the cabinet (product edit, order detail, ticket details). */
function useBreadcrumbs(route: CabinetRoute): Crumb[] | undefined {
  const t = useTexts(cabinetTexts);
  switch (route.page) {
    case "product_edit":
      return [{ label: t("products"), href: paths.cabinetProducts() }, { label: t("editProduct") }];
    case "page_edit":
      return [{ label: t("pages"), href: paths.cabinetPages }, { label: t("editPage") }];
    case "order":
      return [{ label: t("orders"), href: paths.cabinetOrders() }, { label: `${t("order")} ${route.orderId}` }];
    case "payment_tickets":
      return route.view === "details"
        ? [{ label: t("paymentTickets"), href: paths.paymentTicketsOverview }, { label: t("ticketDetails") }]
        : undefined;
    default:
      return undefined;
  }
}

export function CabinetPage({ rest, search }: { rest: string[]; search: string }) {
  const t = useTexts(cabinetTexts);
  const route = cabinetRoute(rest, search);
  const breadcrumbs = useBreadcrumbs(route);
  return (
    <AreaShell
      area="cabinet"
      nav={<CabinetNav route={route} />}
      actions={<NotificationBell page={rest.join("/")} />}
      breadcrumbs={breadcrumbs}
    >
      {(me) => {
        const username = me.profile.sellerUsername;
        switch (route.page) {
          case "home":
            return (
              <>
                <CabinetHome firstName={me.user.firstName} username={username} />
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
          case "courses":
            return <CoursesPage view={route.view} search={route.search} />;
          case "pages":
            return <PagesPage />;
          case "categories":
            return <CategoriesPage />;
          case "theme":
            return <ThemePage />;
          case "page_edit":
            return (
              <Suspense fallback={null}>
                <PageEditorPage key={route.pageId} pageId={route.pageId} username={username ?? ""} />
              </Suspense>
            );
          case "payment_providers":
            return <PaymentProvidersPage stripeReturn={route.stripeReturn} />;
          case "payment_settings":
            return <PaymentSettingsPage />;
          case "legal":
            return <LegalSettingsPage username={username ?? ""} />;
          case "account":
            return (
              <section className="cabinet-account" data-testid="cabinet-account">
                <h2>{t("account")}</h2>
                <p className="cabinet-account-email">
                  {t("signedInWith")} <strong>{me.user.email}</strong>
                </p>
                <ChangeEmailForm />
              </section>
            );
          case "notifications":
            return <NotificationsPage />;
          case "notification_settings":
            return <NotificationSettingsPage />;
          case "tracking":
            return <TrackingSettingsPage />;
          case "funnels":
            return <FunnelsPage />;
          case "not_found":
            return <p data-testid="cabinet-not-found">{t("notFound")}</p>;
        }
      }}
    </AreaShell>
  );
}
