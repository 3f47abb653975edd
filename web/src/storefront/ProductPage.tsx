import { apiUrl } from "../api/url";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Amount } from "../app/Money";
import { paths } from "../app/routes";
import { useTitle } from "../app/title";
import { useProduct } from "../app/useProduct";
import { buyButtonTexts, checkoutTexts } from "../checkout/texts";
import { PasswordGate } from "./PasswordGate";

// A published product in the shop: its cover, description and plans, each
// with a buy button in the product's checkout colour and words; a
// password-protected one asks for its password first.
export function ProductPage({ username, productId }: { username: string; productId: string }) {
  const loaded = useProduct(username, productId);
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  // "<product name> · <shop name>" once the product is known (app/title.ts)
  const ready = loaded.state === "ready" ? loaded.value : null;
  useTitle(ready?.name, ready?.seller.displayName);
  if (loaded.state === "loading") return <main className="page">{t("loading")}</main>;
  if (loaded.state === "locked") {
    return <PasswordGate username={username} productId={productId} name={loaded.name} onOpened={loaded.opened} />;
  }
  if (loaded.state === "error") {
    return (
      <main className="page">
        <p className="error" data-testid="error" data-code={loaded.error.code}>
          {loaded.error.message}
        </p>
      </main>
    );
  }
  const product = loaded.value;
  const look = product.checkout;
  return (
    <main className="page">
      <p className="seller">{product.seller.displayName}</p>
      {product.covers.s100 ? (
        <img className="cover" data-testid="product-cover" src={apiUrl(product.covers.s100)} alt="" width={100} height={100} />
      ) : null}
      <h1 data-testid="product-name">{product.name}</h1>
      <p style={{ whiteSpace: "pre-line" }}>{product.description}</p>
      <ul className="plans">
        {product.pricingPlans.map((plan) => (
          <li key={plan.id}>
            <span>
              {plan.name}: <Amount value={plan.price} currency={plan.currency} testId={`plan-price-${plan.id}`} />
            </span>
            <a
              className="buy"
              href={paths.payment(username, product.id, plan.id)}
              data-testid={`buy-${plan.id}`}
              style={look ? { background: look.buyColor } : undefined}
            >
              {buyButtonTexts[look?.buyButtonText ?? "buy_now"][locale]}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
