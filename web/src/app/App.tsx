import { useEffect, useState } from "react";
import { PaymentPage } from "../checkout/PaymentPage";
import { ProductPage } from "../storefront/ProductPage";
import { ShopPage } from "../storefront/ShopPage";
import { matchRoute, paths } from "./routes";

function useLocation() {
  const [location, setLocation] = useState(() => ({ ...window.location }));
  useEffect(() => {
    const update = () => setLocation({ ...window.location });
    window.addEventListener("popstate", update);
    return () => window.removeEventListener("popstate", update);
  }, []);
  return location;
}

export function App() {
  const location = useLocation();
  const route = matchRoute(location.pathname, location.search);
  switch (route.page) {
    case "home":
      return (
        <main className="page">
          <h1>Sellwerk</h1>
          <p>
            Visit the <a href={paths.shop("demo")}>demo shop</a> or its e-book{" "}
            <a href={paths.product("demo", 1)}>The Creator's Handbook</a>
          </p>
        </main>
      );
    case "shop":
      return <ShopPage username={route.username} search={route.search} />;
    case "product":
      return <ProductPage username={route.username} productId={route.productId} />;
    case "payment":
      return <PaymentPage username={route.username} productId={route.productId} planId={route.planId} />;
    case "not_found":
      return (
        <main className="page">
          <h1>Page not found</h1>
        </main>
      );
  }
}
