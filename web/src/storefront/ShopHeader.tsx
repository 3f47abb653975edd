// The header of a shop's public pages: the seller's brand (an avatar of
// the shop's initials, its name) linking to the shop. Sellers have no logo
// or colours of their own yet; when they do, they go here.
import type { PublicShop } from "../api/shop";
import { paths } from "../app/routes";
import "./storefront.css";

/** Up to two initials of a shop's name ("Demo Creator GmbH" -> "DC"). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w.slice(0, 1).toUpperCase())
    .join("") || name.slice(0, 1).toUpperCase();

export function ShopHeader({ username, shop }: { username: string; shop: PublicShop | null }) {
  const name = shop?.displayName ?? username;
  return (
    <header className="sf-header">
      <div className="sf-header-inner">
        <a className="sf-brand" href={paths.shop(username)} data-testid="shop-brand">
          <span className="sf-avatar" aria-hidden="true">
            {initials(name)}
          </span>
          <span className="sf-brand-name" data-testid="shop-name">
            {name}
          </span>
        </a>
      </div>
    </header>
  );
}
