import { AreaShell } from "../account/AreaShell";
import { useTexts } from "../app/i18n";
import { Link } from "../app/Link";
import { navigate } from "../app/navigate";
import { paths } from "../app/routes";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { ProductsList } from "./ProductsList";
import { SellerProfileModal } from "./sellerProfile/SellerProfileModal";
import { cabinetTexts } from "./texts";

// The seller cabinet (/cabinet with a catch-all): home, the product list,
// and the seller-profile modal at /cabinet/profile/edit?seller_profile_edit=true.
function CabinetNav({ rest }: { rest: string[] }) {
  const t = useTexts(cabinetTexts);
  const here = rest[0] ?? "";
  return (
    <nav className="area-nav">
      <Link href={paths.cabinet} testId="nav-home" className={here === "" ? "current" : undefined}>
        {t("home")}
      </Link>
      <Link href={paths.cabinetProducts()} testId="nav-products" className={here === "products" ? "current" : undefined}>
        {t("products")}
      </Link>
      <Link href={paths.sellerProfileEdit} testId="nav-seller-profile" className={here === "profile" ? "current" : undefined}>
        {t("sellerProfile")}
      </Link>
    </nav>
  );
}

function CabinetHome() {
  return (
    <>
      <ProductsList search="" paged={false} />
      <ChangeEmailForm />
    </>
  );
}

export function CabinetPage({ rest, search }: { rest: string[]; search: string }) {
  const t = useTexts(cabinetTexts);
  const path = rest.join("/");
  const profileModal = path === "profile/edit" && new URLSearchParams(search).get("seller_profile_edit") === "true";
  return (
    <AreaShell area="cabinet" nav={<CabinetNav rest={rest} />}>
      {() => (
        <>
          {path === "" || path === "profile/edit" ? <CabinetHome /> : null}
          {path === "products" ? <ProductsList search={search} paged /> : null}
          {path !== "" && path !== "products" && path !== "profile/edit" ? <p data-testid="cabinet-not-found">{t("notFound")}</p> : null}
          {profileModal ? <SellerProfileModal onClose={() => navigate(paths.cabinet)} /> : null}
        </>
      )}
    </AreaShell>
  );
}
