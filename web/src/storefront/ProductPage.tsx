import { Amount } from "../app/Money";
import { paths } from "../app/routes";
import { useProduct } from "../app/useProduct";

export function ProductPage({ username, productId }: { username: string; productId: string }) {
  const loaded = useProduct(username, productId);
  if (loaded.state === "loading") return <main className="page">Loading…</main>;
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
  return (
    <main className="page">
      <p className="seller">{product.seller.displayName}</p>
      <h1 data-testid="product-name">{product.name}</h1>
      <p>{product.description}</p>
      <ul className="plans">
        {product.pricingPlans.map((plan) => (
          <li key={plan.id}>
            <span>
              {plan.name}: <Amount value={plan.price} currency={plan.currency} testId={`plan-price-${plan.id}`} />
            </span>
            <a className="buy" href={paths.payment(username, product.id, plan.id)} data-testid={`buy-${plan.id}`}>
              Buy now
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
