import { describe, expect, it } from "vitest";
import { matchRoute, paths } from "./routes";

describe("routes", () => {
  it("matches storefront pages", () => {
    expect(matchRoute("/s/demo/products/1", "")).toEqual({ page: "product", username: "demo", productId: "1" });
    expect(matchRoute("/s/demo/products/1/pay", "?plan=7")).toEqual({
      page: "payment",
      username: "demo",
      productId: "1",
      planId: "7",
    });
    expect(matchRoute("/", "")).toEqual({ page: "home" });
    expect(matchRoute("/s/demo", "?page=2")).toEqual({ page: "shop", username: "demo", search: "?page=2" });
    expect(matchRoute("/s", "")).toEqual({ page: "not_found" });
    expect(matchRoute("/s/demo/products/1/other", "")).toEqual({ page: "not_found" });
  });

  it("builds the paths it matches", () => {
    expect(matchRoute(paths.product("demo", 3), "").page).toBe("product");
    const pay = new URL(paths.payment("demo", 3, 9), "http://x");
    expect(matchRoute(pay.pathname, pay.search)).toMatchObject({ page: "payment", planId: "9" });
  });
});
