import { AreaShell } from "../account/AreaShell";
import { useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { navigate } from "../app/navigate";
import { cabinetRoute, paths, type CabinetRoute } from "../app/routes";
import { CouponsPage } from "./catalog/CouponsPage";
import { ProductEditPage } from "./catalog/ProductEditPage";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { ProductsList } from "./ProductsList";
import { SellerProfileModal } from "./sellerProfile/SellerProfileModal";
import { cabinetTexts } from "./texts";

// The seller cabinet (/cabinet with a catch-all): home, the product list
// and editor, the coupons, and the seller-profile modal at
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
      <Link href={paths.sellerProfileEdit} testId="nav-seller-profile" className={route.page === "home" && route.profileModal ? "current" : undefined}>
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
          case "not_found":
            return <p data-testid="cabinet-not-found">{t("notFound")}</p>;
        }
      }}
    </AreaShell>
  );
}
