import { shopApi } from "../api/shop";
import { apiUrl } from "../api/url";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { paths } from "../app/routes";
import { useTitle } from "../app/title";
import { useLoad } from "../app/useLoad";
import { useProduct } from "../app/useProduct";
import { buyButtonTexts, linkWords } from "../checkout/texts";
import { readableOn } from "../ui/contrast";
import { ShopFooter } from "../legal/ShopFooter";
import { PasswordGate } from "./PasswordGate";
import { PlanPrice } from "./PlanPrice";
import { BuyerProblem } from "./Problem";
import { ShopHeader } from "./ShopHeader";
import { storefrontTexts } from "./texts";
import "./storefront.css";

// A published product in the shop: its cover, name and description, and
// each plan with its price in plain words and a buy button in the
// product's checkout colour and words; a password-protected one asks for
// its password first; a missing one is a friendly "not found" page.
export function ProductPage({ username, productId }: { username: string; productId: string }) {
  const loaded = useProduct(username, productId);
  const [shop] = useLoad(`shop:${username}`, (signal) => shopApi.shop(username, signal));
  const t = useTexts(storefrontTexts);
  const locale = useLocale();
  // "<product name> · <shop name>" once the product is known (app/title.ts)
  const ready = loaded.state === "ready" ? loaded.value : null;
  useTitle(ready?.name, ready?.seller.displayName);
  const header = <ShopHeader username={username} shop={shop.state === "ready" ? shop.value : null} />;
  if (loaded.state === "loading") {
    return (
      <div className="sf-shell">
        {header}
        <main className="sf-page" aria-busy="true">
          <p className="sf-loading">{t("loading")}</p>
        </main>
      </div>
    );
  }
  if (loaded.state === "locked") {
    return (
      <div className="sf-shell">
        {header}
        <PasswordGate username={username} productId={productId} name={loaded.name} onOpened={loaded.opened} />
      </div>
    );
  }
  if (loaded.state === "error") return <BuyerProblem error={loaded.error} username={username} />;
  const product = loaded.value;
  const look = product.checkout;
  const cover = product.covers.original ?? product.covers.s100;
  const buyStyle = look ? { background: look.buyColor, color: readableOn(look.buyColor) } : undefined;
  return (
    <div className="sf-shell">
      {header}
      <main className="sf-page sf-product-page" data-testid="product-page">
        <div className="sf-product-layout">
          <div className="sf-product-media">
            {cover ? (
              <img className="sf-product-image" data-testid="product-cover" src={apiUrl(cover)} alt="" />
            ) : (
              <span className="sf-product-image sf-cover-placeholder" aria-hidden="true">
                {product.name.slice(0, 1).toUpperCase()}
              </span>
            )}
          </div>
          <div className="sf-product-info">
            <p className="sf-eyebrow">
              {t("by")} <span className="seller">{product.seller.displayName}</span>
            </p>
            <h1 data-testid="product-name">{product.name}</h1>
            {product.description ? <p className="sf-description">{product.description}</p> : null}
            <section className="sf-card sf-plans" aria-labelledby="sf-plans-title">
              <h2 id="sf-plans-title" className="sf-plans-title">
                {t("plans")}
              </h2>
              <ul className="sf-plan-list">
                {product.pricingPlans.map((plan) => (
                  <li key={plan.id} className="sf-plan" data-testid="plan" data-plan-id={plan.id} data-kind={plan.kind}>
                    <div className="sf-plan-text">
                      <span className="sf-plan-name">{plan.name}</span>
                      <PlanPrice plan={plan} currency={plan.currency} testId={`plan-price-${plan.id}`} />
                    </div>
                    <a
                      className="sf-button sf-buy"
                      href={paths.payment(username, product.id, plan.id)}
                      data-testid={`buy-${plan.id}`}
                      style={buyStyle}
                      aria-label={`${buyButtonTexts[linkWords(look?.buyButtonText ?? "buy_now", plan.kind)][locale]}: ${plan.name}`}
                    >
                      {buyButtonTexts[linkWords(look?.buyButtonText ?? "buy_now", plan.kind)][locale]}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </main>
      <ShopFooter username={username} cancellation={{ ctId: look?.cancellationTermsId ?? null, productType: product.form }} />
    </div>
  );
}
