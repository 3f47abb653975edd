import { describe, expect, it } from "vitest";
import type { MethodRow, ProviderAccount } from "../../api/sales";
import { bodyOf, draftOf, matrixChanged, problemsByField, problemsByMethod, settingsOf, shownValue, withSetting } from "./forms";

const stripe: ProviderAccount = {
  provider: "stripe",
  connected: true,
  builtIn: false,
  mode: "test",
  publishableKey: "pk_test_51abcdefgh",
  secretKey: "••••efgh",
  webhookSecret: "••••fg12",
  webhookUrl: "/v1/webhooks/stripe/demo",
};

const rows: MethodRow[] = [
  {
    method: "card",
    enabled: true,
    active: true,
    provider: "sandbox",
    providers: ["sandbox", "stripe"],
    planKinds: ["one_time", "installment"],
  },
  { method: "ideal", enabled: false, active: false, provider: "sandbox", providers: ["sandbox", "stripe"], planKinds: ["one_time"] },
  { method: "paypal", enabled: true, active: true, provider: "sandbox", providers: ["sandbox", "paypal"], planKinds: ["one_time"] },
];

describe("provider forms", () => {
  it("start with the public values and never with a secret", () => {
    expect(draftOf("stripe", stripe)).toEqual({
      values: { publishable_key: "pk_test_51abcdefgh", secret_key: "", webhook_secret: "" },
      mode: "test",
    });
    expect(draftOf("paypal", undefined)).toEqual({ values: { client_id: "", client_secret: "", webhook_id: "" }, mode: "" });
  });

  it("show what the edge shows: public values in clear, secrets masked", () => {
    expect(shownValue(stripe, "publishable_key")).toBe("pk_test_51abcdefgh");
    expect(shownValue(stripe, "secret_key")).toBe("••••efgh");
    expect(shownValue({ provider: "paypal", connected: false, builtIn: false, mode: null, clientId: null }, "client_id")).toBeNull();
  });

  it("send the provider's fields trimmed, the wallet provider with its mode", () => {
    expect(
      bodyOf("stripe", {
        values: { publishable_key: " pk_test_51abcdefgh ", secret_key: "sk_test_51abcdefgh", webhook_secret: "whsec_abcdefgh12" },
        mode: "",
      }),
    ).toEqual({
      publishable_key: "pk_test_51abcdefgh",
      secret_key: "sk_test_51abcdefgh",
      webhook_secret: "whsec_abcdefgh12",
    });
    expect(bodyOf("paypal", { values: { client_id: "id" }, mode: "" })).toEqual({
      client_id: "id",
      client_secret: "",
      webhook_id: "",
      mode: null,
    });
    expect(bodyOf("paypal", { values: {}, mode: "live" })).toMatchObject({ mode: "live" });
  });

  it("keep the first problem of each field", () => {
    expect(
      problemsByField([
        { field: "secret_key", code: "invalid_provider_key" },
        { field: "secret_key", code: "keys_mode_mismatch" },
        { field: "webhook_secret", code: "required" },
      ]),
    ).toEqual({ secret_key: "invalid_provider_key", webhook_secret: "required" });
  });
});

describe("the method matrix", () => {
  it("sends every row with its switch and provider", () => {
    expect(settingsOf(rows)).toEqual([
      { method: "card", enabled: true, provider: "sandbox" },
      { method: "ideal", enabled: false, provider: "sandbox" },
      { method: "paypal", enabled: true, provider: "sandbox" },
    ]);
  });

  it("leaves out a method no provider here takes (production without the sandbox)", () => {
    const unrouted: MethodRow = { method: "mondu", enabled: false, active: false, provider: null, providers: [], planKinds: ["one_time"] };
    expect(settingsOf([...rows, unrouted]).map((s) => s.method)).toEqual(["card", "ideal", "paypal"]);
  });

  it("knows when a row changed", () => {
    const changed = withSetting(rows, "ideal", { enabled: true, provider: "stripe" });
    expect(changed[1]).toMatchObject({ method: "ideal", enabled: true, provider: "stripe", planKinds: ["one_time"] });
    expect(matrixChanged(rows, changed)).toBe(true);
    expect(matrixChanged(rows, withSetting(changed, "ideal", { enabled: false, provider: "sandbox" }))).toBe(false);
  });

  it("puts the edge's problems back on the methods that were sent", () => {
    const sent = settingsOf(withSetting(rows, "ideal", { enabled: true, provider: "stripe" }));
    expect(
      problemsByMethod(sent, [
        { field: "methods.1.provider", code: "provider_not_connected" },
        { field: "methods.1.method", code: "duplicate_method" },
        { field: "methods.2.method", code: "duplicate_method" },
        { field: "methods.9.provider", code: "provider_not_connected" },
        { field: "other", code: "invalid_input" },
      ]),
    ).toEqual({ ideal: { field: "provider", code: "provider_not_connected" }, paypal: { field: "method", code: "duplicate_method" } });
  });
});
