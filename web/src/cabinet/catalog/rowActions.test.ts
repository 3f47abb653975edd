import { describe, expect, it } from "vitest";
import { cabinetRoute, paths } from "../../app/routes";
import { rowActionsOf } from "./rowActions";

describe("row actions", () => {
  it("reads core's camelCase names and the contract's snake_case ones, in order, once each", () => {
    expect(rowActionsOf(["productLinks", "edit", "preview", "productPage", "duplicate", "unpublish", "archive"])).toEqual([
      "product_links",
      "edit",
      "preview",
      "product_page",
      "duplicate",
      "unpublish",
      "archive",
    ]);
    expect(rowActionsOf(["product_links", "productLinks", "publish", "teleport"])).toEqual(["product_links", "publish"]);
  });
});

describe("cabinet routes", () => {
  it("matches the catalog pages", () => {
    expect(cabinetRoute([], "")).toEqual({ page: "home", profileModal: false });
    expect(cabinetRoute(["profile", "edit"], "?seller_profile_edit=true")).toEqual({ page: "home", profileModal: true });
    expect(cabinetRoute(["products"], "?page=2")).toEqual({ page: "products", search: "?page=2" });
    expect(cabinetRoute(["products", "12", "edit"], "?step=3")).toEqual({ page: "product_edit", productId: 12, step: "3" });
    expect(cabinetRoute(["products", "12", "edit"], "")).toEqual({ page: "product_edit", productId: 12, step: null });
    expect(cabinetRoute(["coupons"], "?per=50")).toEqual({ page: "coupons", search: "?per=50" });
    for (const bad of [["products", "x", "edit"], ["products", "0", "edit"], ["products", "12"], ["nothing"]]) {
      expect(cabinetRoute(bad, "")).toEqual({ page: "not_found" });
    }
  });

  it("builds the paths it matches", () => {
    const edit = new URL(paths.productEdit(7, 2), "http://x");
    expect(cabinetRoute(edit.pathname.split("/").slice(2), edit.search)).toEqual({ page: "product_edit", productId: 7, step: "2" });
    expect(paths.cabinetCoupons("page=2")).toBe("/cabinet/coupons?page=2");
  });
});
