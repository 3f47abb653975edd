// The app's routes, matched from the path. Storefront pages live under /s/{username}.
export type Route =
  | { page: "home" }
  | { page: "shop"; username: string; search: string }
  | { page: "product"; username: string; productId: string }
  | { page: "payment"; username: string; productId: string; planId: string | null }
  | { page: "not_found" };

export function matchRoute(pathname: string, search: string): Route {
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: "home" };
  if (parts[0] === "s" && parts[1] && parts.length === 2) return { page: "shop", username: parts[1], search };
  if (parts[0] === "s" && parts[2] === "products" && parts[1] && parts[3]) {
    const [, username, , productId, rest] = parts as [string, string, string, string, string?];
    if (parts.length === 4) return { page: "product", username, productId };
    if (parts.length === 5 && rest === "pay") {
      return { page: "payment", username, productId, planId: new URLSearchParams(search).get("plan") };
    }
  }
  return { page: "not_found" };
}

export const paths = {
  shop: (username: string, query = "") => `/s/${encodeURIComponent(username)}${query ? `?${query}` : ""}`,
  product: (username: string, id: number | string) => `/s/${encodeURIComponent(username)}/products/${id}`,
  payment: (username: string, id: number | string, planId: number) =>
    `/s/${encodeURIComponent(username)}/products/${id}/pay?plan=${planId}`,
};
