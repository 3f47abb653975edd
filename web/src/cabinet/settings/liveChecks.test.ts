import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { MethodRow } from "../../api/sales";
import type { Problem } from "../../core";
import { credentialProblems, draftOf, matrixProblems, type Rules } from "./forms";

// The settings forms' live checks against core itself (its Node build):
// the rule names and inputs the pages send to `check_json`.
const core = createRequire(import.meta.url)("../../../../wasm-pkg/pkg-node/sellwerk_wasm.js") as { checkJson: (request: string) => string };
const rules: Rules = (rule, input) => JSON.parse(core.checkJson(JSON.stringify({ rule, input }))) as { problems: Problem[] };

const row = (method: MethodRow["method"], enabled: boolean, provider: MethodRow["provider"]): MethodRow => ({
  method,
  enabled,
  active: enabled,
  provider,
  providers: [],
  planKinds: [],
});

describe("credentials checked while typed", () => {
  it("a fresh form lacks every field, the wallet provider its mode too", () => {
    expect(credentialProblems(rules, "stripe", draftOf("stripe", undefined))).toEqual({
      publishable_key: "required",
      secret_key: "required",
      webhook_secret: "required",
    });
    expect(credentialProblems(rules, "paypal", draftOf("paypal", undefined))).toEqual({
      client_id: "required",
      client_secret: "required",
      webhook_id: "required",
      mode: "required",
    });
  });

  it("names a wrong key and keys of different modes, and nothing for good keys", () => {
    const values = { publishable_key: " pk_test_51abcdefgh ", secret_key: "sk_nonsense", webhook_secret: "whsec_abcdefgh12" };
    expect(credentialProblems(rules, "stripe", { values, mode: "" })).toEqual({ secret_key: "invalid_provider_key" });
    expect(credentialProblems(rules, "stripe", { values: { ...values, secret_key: "sk_live_51abcdefgh" }, mode: "" })).toEqual({
      secret_key: "keys_mode_mismatch",
    });
    expect(credentialProblems(rules, "stripe", { values: { ...values, secret_key: "sk_test_51abcdefgh" }, mode: "" })).toEqual({});
    const wallet = { client_id: "AbCdEfGhIjKlMnOpQr", client_secret: "EFgHiJkLmNoPqRsTuV", webhook_id: "short" };
    expect(credentialProblems(rules, "paypal", { values: wallet, mode: "live" })).toEqual({ webhook_id: "invalid_provider_key" });
  });
});

describe("the method matrix checked at every change", () => {
  const rows = [row("card", true, "sandbox"), row("ideal", true, "stripe"), row("paypal", false, "paypal")];

  it("puts core's problems on their methods, with the providers connected", () => {
    expect(matrixProblems(rules, rows, ["sandbox"])).toEqual({ ideal: { field: "provider", code: "provider_not_connected" } });
    expect(matrixProblems(rules, rows, ["sandbox", "stripe"])).toEqual({});
    // the sandbox is there only where the edge lists it as connected (development builds)
    expect(matrixProblems(rules, [row("card", true, "sandbox")], [])).toEqual({
      card: { field: "provider", code: "provider_not_connected" },
    });
    expect(matrixProblems(rules, [row("paypal", true, "stripe")], ["stripe"])).toEqual({
      paypal: { field: "provider", code: "provider_does_not_support_method" },
    });
  });
});
