import { describe, expect, it } from "vitest";
import { formBody } from "./encode";
import { apiUrl, isExemptFromCancel } from "./url";

describe("form bodies", () => {
  it("encodes snake_case keys and leaves out what is not set", () => {
    expect(formBody({ refreshToken: "a+b/c=", fingerprint: "f 1", seller: undefined, other: null })).toBe(
      "refresh_token=a%2Bb%2Fc%3D&fingerprint=f+1",
    );
  });

  it("writes nested values in bracket form", () => {
    expect(decodeURIComponent(formBody({ user: { firstName: "Ä", tags: ["x", "y"] }, termsAccepted: true, rate2Amount: "1.00" }))).toBe(
      "user[first_name]=Ä&user[tags][]=x&user[tags][]=y&terms_accepted=true&rate_2_amount=1.00",
    );
  });
});

describe("API paths", () => {
  it("adds /v1 unless the path has a version or a tilde", () => {
    expect(apiUrl("/app/user")).toBe("/v1/app/user");
    expect(apiUrl("app/user")).toBe("/v1/app/user");
    expect(apiUrl("/v1/shop/demo/products")).toBe("/v1/shop/demo/products");
    expect(apiUrl("/v2/app/user")).toBe("/v2/app/user");
    expect(apiUrl("/v1.1/app/user")).toBe("/v1.1/app/user");
    expect(apiUrl("~/health")).toBe("/health");
    expect(apiUrl("/app/user", "https://api.example")).toBe("https://api.example/v1/app/user");
    expect(apiUrl("/version/x")).toBe("/v1/version/x");
  });

  it("names the paths whose requests survive a route change", () => {
    for (const path of [
      "/v1/cabinet/products",
      "/v1/cabinet",
      "/v1/seller/settings",
      "/v1/sellers/3",
      "/v1/currencies",
      "/v1/currency/eur",
      "/v1/team_member/invites",
      "/v1/team_members?x=1",
    ]) {
      expect(isExemptFromCancel(path), path).toBe(true);
    }
    for (const path of ["/v1/app/user/me", "/v1/shop/demo/products", "/v1/checkout/quote", "/v1/cabinetry", "/v1/app/cabinet"]) {
      expect(isExemptFromCancel(path), path).toBe(false);
    }
  });
});
