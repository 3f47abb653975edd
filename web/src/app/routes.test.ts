import { describe, expect, it } from "vitest";
import { edgePage, matchRoute, paths, payerRoute, signInPathFor } from "./routes";

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
    // the shop itself is the edge's page
    expect(matchRoute("/s/demo", "?page=2")).toEqual({ page: "not_found" });
    expect(matchRoute("/s", "")).toEqual({ page: "not_found" });
    expect(matchRoute("/s/demo/products/1/other", "")).toEqual({ page: "not_found" });
  });

  it("knows the pages the edge renders, loaded whole", () => {
    for (const path of ["/s/demo", "/s/demo/about", paths.product("demo", 3), "/s/demo/bundle/4", paths.shop("demo", "category=2")]) {
      expect(edgePage(new URL(path, "http://x").pathname), path).toBe(true);
    }
    for (const path of [
      paths.payment("demo", 3, 9),
      paths.thankYou("demo", "t"),
      paths.manage("demo", "t"),
      paths.document("demo", "imprint"),
      paths.courseSignIn("demo"),
      "/s/demo/products/x",
      "/cabinet",
      "/",
    ]) {
      expect(edgePage(new URL(path, "http://x").pathname), path).toBe(false);
    }
  });

  it("builds the paths it matches", () => {
    expect(matchRoute(paths.product("demo", 3), "").page).toBe("product");
    const pay = new URL(paths.payment("demo", 3, 9), "http://x");
    expect(matchRoute(pay.pathname, pay.search)).toMatchObject({ page: "payment", planId: "9" });
  });
});

describe("account and area routes", () => {
  it("matches the account pages with their tokens", () => {
    expect(matchRoute("/users/sign_in", "?magic_token=abc")).toEqual({ page: "sign_in", kind: "user", seller: null, magicToken: "abc" });
    expect(matchRoute("/users/publisher/sign_in", "")).toMatchObject({ page: "sign_in", kind: "publisher" });
    expect(matchRoute("/s/demo/sign_in", "")).toEqual({ page: "sign_in", kind: "payer", seller: "demo", magicToken: null });
    // the sign-in link of an order's confirmation mail (issue 30)
    expect(matchRoute("/s/demo/sign_in", "?order_link=tok.123.sig")).toEqual({
      page: "sign_in",
      kind: "payer",
      seller: "demo",
      magicToken: null,
      orderLink: "tok.123.sig",
    });
    expect(matchRoute("/users/sign_up", "")).toEqual({ page: "sign_up" });
    expect(matchRoute("/users/sign_up/about_you", "")).toEqual({ page: "about_you" });
    expect(matchRoute("/users/confirmation", "?confirmation_token=t1")).toEqual({ page: "confirmation", token: "t1" });
    expect(matchRoute("/users/confirmation/new", "")).toEqual({ page: "confirmation_new" });
    expect(matchRoute("/users/password/new", "")).toEqual({ page: "password_new" });
    expect(matchRoute("/users/password/edit", "?reset_password_token=r")).toEqual({ page: "password_edit", token: "r" });
    expect(matchRoute("/users/change_email", "?token=c")).toEqual({ page: "change_email", token: "c" });
    expect(matchRoute("/users/other", "")).toEqual({ page: "not_found" });
    expect(matchRoute("/dev/mailbox", "")).toEqual({ page: "mailbox" });
    expect(matchRoute("/dev/catalogue", "")).toEqual({ page: "catalogue" });
  });

  it("matches every area with a catch-all", () => {
    expect(matchRoute("/cabinet", "")).toEqual({ page: "area", area: "cabinet", rest: [], search: "" });
    expect(matchRoute("/cabinet/profile/edit", "?seller_profile_edit=true")).toEqual({
      page: "area",
      area: "cabinet",
      rest: ["profile", "edit"],
      search: "?seller_profile_edit=true",
    });
    for (const area of ["publish", "payer", "team_member", "admin"]) {
      expect(matchRoute(`/${area}/anything/deeper`, "")).toMatchObject({ page: "area", area, rest: ["anything", "deeper"] });
    }
  });
});

describe("the payer area and the membership area", () => {
  it("matches the shops, one shop, the course player and its lessons", () => {
    expect(payerRoute([])).toEqual({ page: "sellers" });
    expect(payerRoute(["orders"])).toEqual({ page: "sellers" });
    expect(payerRoute(["s", "demo"])).toEqual({ page: "seller", username: "demo" });
    expect(payerRoute(["s", "demo", "courses", "12"])).toEqual({ page: "course", username: "demo", productId: 12, lessonId: null });
    expect(payerRoute(["s", "demo", "courses", "12", "lessons", "3"])).toEqual({
      page: "course",
      username: "demo",
      productId: 12,
      lessonId: 3,
    });
    expect(payerRoute(["s", "demo", "courses", "0"])).toEqual({ page: "not_found" });
    expect(payerRoute(["s", "demo", "courses", "12", "lessons", "x"])).toEqual({ page: "not_found" });
    expect(payerRoute(["s"])).toEqual({ page: "not_found" });
    const lesson = paths.course("demo", 12, 3).split("/").filter(Boolean);
    expect(payerRoute(lesson.slice(1))).toMatchObject({ page: "course", lessonId: 3 });
  });

  it("matches the membership area and sends a signed-out visitor of a shop's purchases to that shop's sign-in", () => {
    expect(matchRoute(paths.membership("demo", 7), "")).toEqual({ page: "membership", username: "demo", productId: 7 });
    expect(matchRoute("/v/demo/x", "")).toEqual({ page: "not_found" });
    expect(signInPathFor("/payer/s/demo/courses/12/lessons/3")).toBe("/s/demo/sign_in");
    expect(signInPathFor("/v/demo/7")).toBe("/s/demo/sign_in");
    expect(signInPathFor("/payer")).toBe("/users/sign_in");
    expect(signInPathFor("/cabinet/orders")).toBe("/users/sign_in");
  });
});
