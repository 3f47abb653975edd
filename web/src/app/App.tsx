import { lazy, Suspense, useEffect, useState } from "react";
import { AboutYouPage } from "../account/AboutYouPage";
import { LandingPage } from "../account/AreaShell";
import { ChangeEmailPage, ConfirmationPage } from "../account/ConfirmationPage";
import { ConfirmationNewPage, PasswordNewPage } from "../account/EmailRequestPage";
import { PasswordEditPage } from "../account/PasswordEditPage";
import { SignInPage } from "../account/SignInPage";
import { SignUpPage } from "../account/SignUpPage";
import { api } from "../api/client";
import { ManagePage } from "../checkout/ManagePage";
import { PaymentPage } from "../checkout/PaymentPage";
import { ThankYouPage } from "../checkout/ThankYouPage";
import { EmailLogPage } from "../mail/EmailLogPage";
import { UnsubscribePage } from "../mail/UnsubscribePage";
import { CertificateCheckPage } from "../course/CertificateCheckPage";
import { MembershipPage } from "../course/MembershipPage";
import { PayerArea } from "../payer/PayerArea";
import { PlatformDocumentPage, ShopDocumentPage } from "../legal/DocumentPage";
import { ProductPage } from "../storefront/ProductPage";
import { HomePage } from "./HomePage";
import { useLocale } from "./locale";
import { cabinetRoute, matchRoute, type Route } from "./routes";
import { routeTitle, useTitleStore } from "./title";
import { Toasts } from "./Toasts";

// The cabinet is loaded when first shown: the buyer's pages do not carry
// it, and its modules' calls into core at load time never run on a buyer's
// page whose WebAssembly module failed to load (the payment page works on).
const CabinetPage = lazy(() => import("../cabinet/CabinetPage").then((m) => ({ default: m.CabinetPage })));

// The development pages (/dev/mailbox, /dev/catalogue) exist only in the
// development build: in the production build this is null and their code
// is left out (web/vite.config.ts, scripts/check-deploy.sh).
const DevPage = import.meta.env.SELLWERK_DEV_PAGES ? lazy(() => import("../dev/DevPage")) : null;

function NotFound() {
  return (
    <main className="page">
      <h1>Page not found</h1>
    </main>
  );
}

function useLocation() {
  const [location, setLocation] = useState(() => ({ ...window.location }));
  useEffect(() => {
    let pathname = window.location.pathname;
    const update = () => {
      // A new route cancels the requests in flight (spec section 4), before
      // the next page starts its own.
      if (window.location.pathname !== pathname) api.cancelInFlight();
      pathname = window.location.pathname;
      setLocation({ ...window.location });
    };
    window.addEventListener("popstate", update);
    // A page's own first effect runs before this one (children first) and
    // may have moved already (a reload of /users/sign_up/about_you sends the
    // visitor back to the first step): catch up with where the address is.
    if (window.location.href !== location.href) update();
    return () => window.removeEventListener("popstate", update);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  return location;
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case "home":
      return <HomePage />;
    case "product":
      return <ProductPage username={route.username} productId={route.productId} />;
    case "payment":
      return <PaymentPage username={route.username} productId={route.productId} planId={route.planId} />;
    case "thank_you":
      return <ThankYouPage key={route.token} username={route.username} token={route.token} />;
    case "manage":
      return <ManagePage key={route.token} username={route.username} token={route.token} />;
    case "document":
      return <ShopDocumentPage key={`${route.username}:${route.kind}`} username={route.username} kind={route.kind} search={route.search} />;
    case "platform_document":
      return <PlatformDocumentPage kind={route.kind} />;
    case "sign_in":
      return (
        <SignInPage
          key={`${route.kind}:${route.seller ?? ""}`}
          kind={route.kind}
          seller={route.seller}
          magicToken={route.magicToken}
          orderLink={route.orderLink ?? null}
        />
      );
    case "sign_up":
      return <SignUpPage />;
    case "about_you":
      return <AboutYouPage />;
    case "confirmation":
      return <ConfirmationPage token={route.token} />;
    case "confirmation_new":
      return <ConfirmationNewPage />;
    case "password_new":
      return <PasswordNewPage />;
    case "password_edit":
      return <PasswordEditPage token={route.token} />;
    case "change_email":
      return <ChangeEmailPage token={route.token} />;
    case "email_log":
      return <EmailLogPage key={route.token} token={route.token} />;
    case "unsubscribe":
      return <UnsubscribePage key={route.token} token={route.token} />;
    case "certificate_check":
      return <CertificateCheckPage code={route.code} />;
    case "mailbox":
    case "catalogue":
      return DevPage ? (
        <Suspense fallback={null}>
          <DevPage page={route.page} />
        </Suspense>
      ) : (
        <NotFound />
      );
    case "area":
      if (route.area === "payer") return <PayerArea rest={route.rest} />;
      return route.area === "cabinet" ? (
        <Suspense fallback={null}>
          <CabinetPage rest={route.rest} search={route.search} />
        </Suspense>
      ) : (
        <LandingPage key={route.area} area={route.area} />
      );
    case "membership":
      return <MembershipPage key={`${route.username}/${route.productId}`} username={route.username} productId={route.productId} />;
    case "not_found":
      return <NotFound />;
  }
}

/** Writes the document's title: the page's own (`useTitle`) or the route's. */
function useDocumentTitle(route: Route) {
  const locale = useLocale();
  const page = useTitleStore((s) => s.page);
  const title = page ?? routeTitle(route, locale, cabinetRoute);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function App() {
  const location = useLocation();
  const route = matchRoute(location.pathname, location.search);
  useDocumentTitle(route);
  return (
    <>
      <Page route={route} />
      <Toasts />
    </>
  );
}
