import { describe, expect, it } from "vitest";
import { matchRoute, paths } from "../app/routes";

describe("the buyer's order pages", () => {
  it("matches the thank-you and manage pages of an order and builds their paths", () => {
    expect(matchRoute("/s/demo/payment/abc123/thank_you", "")).toEqual({ page: "thank_you", username: "demo", token: "abc123" });
    expect(matchRoute("/s/demo/payment/abc123/manage", "")).toEqual({ page: "manage", username: "demo", token: "abc123" });
    expect(matchRoute("/s/demo/payment/abc123", "")).toEqual({ page: "not_found" });
    expect(matchRoute("/s/demo/payment/abc123/other", "")).toEqual({ page: "not_found" });
    expect(matchRoute(paths.thankYou("demo", "t0k"), "")).toMatchObject({ page: "thank_you", token: "t0k" });
    expect(matchRoute(paths.manage("demo", "t0k"), "")).toMatchObject({ page: "manage", token: "t0k" });
    expect(matchRoute(paths.payer, "")).toMatchObject({ page: "area", area: "payer", rest: [] });
  });
});
