// The payment settings judged alike in the browser and at the edge: bad
// credentials and bad method matrices sent to the edge come back with
// exactly the problems (code and pointer) core's `check_json` gives the
// settings pages for the same bodies (`provider_credentials`,
// `payment_methods`), here in core's Node build. The seller is left as
// found: cards through the sandbox, the card provider disconnected.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, core, signIn } from "./support/api";
import { type KeyStandin, startKeyStandin } from "./support/provider-standin";

let token = "";
const call = apiAs(() => token);
/** Whether this file connected the card provider (then it disconnects it at the end). */
let connectedHere = false;
/** The providers' stand-in the edge checks good keys with when they are saved. */
let standin: KeyStandin;

type Problem = { field: string; code: string };
const browser = (rule: string, input: unknown) =>
  JSON.parse(core.checkJson(JSON.stringify({ rule, input }))) as { problems: Problem[]; value: unknown };
/** Core's problems as the edge writes them: [code, JSON pointer]. */
const asEdge = (problems: Problem[]) => problems.map((p) => [p.code, `/${p.field.replaceAll(".", "/")}`]);
const edgeProblems = (body: Record<string, any>) =>
  (body.errors as { code: string; source?: { pointer: string } }[]).map((e) => [e.code, e.source?.pointer]);

/** The seller's connected providers, as the settings page reads them. */
async function connected(): Promise<string[]> {
  const { body } = await call("GET", "/v1/cabinet/settings/payment_providers");
  return (body.providers as { provider: string; connected: boolean }[]).filter((p) => p.connected).map((p) => p.provider);
}

const goodCard = { publishable_key: "pk_test_51Parity00001", secret_key: "sk_test_51Parity00001", webhook_secret: "whsec_parity0000001" };
const goodWallet = {
  client_id: "AbCdEfGhIjKlMnOpQr",
  client_secret: "EFgHiJkLmNoPqRsTuV",
  webhook_id: "8PT597110X687430LKGECATA",
  mode: "test",
};

beforeAll(async () => {
  token = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.140");
  expect(token).not.toBe("");
  standin = await startKeyStandin();
  expect((await call("POST", "/v1/dev/providers", { stripe_api_base: standin.apiBase, paypal_api_base: standin.apiBase })).status).toBe(
    200,
  );
});

afterAll(async () => {
  expect(
    (await call("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] }))
      .status,
  ).toBe(200);
  if (connectedHere) expect((await call("DELETE", "/v1/cabinet/settings/payment_providers/stripe")).status).toBe(200);
  await call("POST", "/v1/dev/providers", {});
  await standin?.close();
});

describe("provider credentials: edge and core alike", () => {
  const bad: [provider: "stripe" | "paypal", body: Record<string, unknown>][] = [
    ["stripe", {}],
    ["stripe", { publishable_key: "", secret_key: "", webhook_secret: "" }],
    ["stripe", { publishable_key: "pk_test_51abcdefgh", secret_key: "sk_live_51abcdefgh", webhook_secret: "whsec_x" }],
    ["stripe", { publishable_key: "  ", secret_key: "sk_test_<script>", webhook_secret: "" }],
    ["stripe", { publishable_key: "pk_live_51abcdefgh", secret_key: "rk_test_51abcdefgh", webhook_secret: "whsec_abcdefgh12" }],
    ["stripe", { ...goodCard, publishable_key: "sk_test_51Parity00001" }],
    ["paypal", {}],
    ["paypal", { client_id: "short", client_secret: "", webhook_id: "x", mode: null }],
    ["paypal", { ...goodWallet, client_secret: "has spaces in it, sixteen+", mode: "live" }],
    ["paypal", { ...goodWallet, webhook_id: "w".repeat(201), mode: null }],
  ];

  it.each(bad)("%s %j: the same problems", async (provider, body) => {
    const expected = browser("provider_credentials", { provider, ...body });
    expect(expected.problems.length).toBeGreaterThan(0);
    const answer = await call("PUT", `/v1/cabinet/settings/payment_providers/${provider}`, body);
    expect(answer.status).toBe(422);
    expect(edgeProblems(answer.body)).toEqual(asEdge(expected.problems));
  });

  it("refuses a body of the wrong shape alike: invalid_input", async () => {
    for (const [provider, body] of [
      ["stripe", { ...goodCard, mode: "test" }],
      ["paypal", { ...goodWallet, mode: "sandbox" }],
      ["stripe", { ...goodCard, secret_key: 5 }],
    ] as const) {
      expect(browser("provider_credentials", { provider, ...body }).problems).toEqual([{ field: "input", code: "invalid_input" }]);
      const answer = await call("PUT", `/v1/cabinet/settings/payment_providers/${provider}`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("invalid_input");
    }
  });

  it("accepts good keys alike, in the mode core names", async () => {
    expect(await connected()).not.toContain("stripe");
    const judged = browser("provider_credentials", { provider: "stripe", ...goodCard });
    expect(judged).toEqual({ problems: [], value: "test" });
    const answer = await call("PUT", "/v1/cabinet/settings/payment_providers/stripe", goodCard);
    expect(answer.status).toBe(200);
    connectedHere = true;
    expect(answer.body.providers.find((p: any) => p.provider === "stripe")).toMatchObject({ connected: true, mode: judged.value });
  });
});

describe("the method matrix: edge and core alike", () => {
  const bad: { methods: { method: string; enabled: boolean; provider: string }[] }[] = [
    { methods: [{ method: "paypal", enabled: true, provider: "paypal" }] },
    {
      methods: [
        { method: "card", enabled: true, provider: "sandbox" },
        { method: "card", enabled: false, provider: "stripe" },
        { method: "paypal", enabled: true, provider: "stripe" },
        { method: "not_assigned", enabled: true, provider: "sandbox" },
      ],
    },
    {
      methods: [
        { method: "klarna", enabled: false, provider: "paypal" },
        { method: "pay_later", enabled: true, provider: "paypal" },
        { method: "ideal", enabled: true, provider: "sandbox" },
        { method: "ideal", enabled: true, provider: "stripe" },
      ],
    },
  ];

  it.each(bad)("%j: the same problems, with the providers connected", async (body) => {
    const expected = browser("payment_methods", { ...body, connected: await connected() });
    expect(expected.problems.length).toBeGreaterThan(0);
    const answer = await call("PUT", "/v1/cabinet/settings/payment_settings", body);
    expect(answer.status).toBe(422);
    expect(edgeProblems(answer.body)).toEqual(asEdge(expected.problems));
  });

  it("judges a method on a provider by whether it is connected, alike", async () => {
    const body = {
      methods: [
        { method: "ideal", enabled: true, provider: "paypal" },
        { method: "pay_later", enabled: true, provider: "paypal" },
      ],
    };
    const now = await connected();
    expect(now).not.toContain("paypal");
    const expected = browser("payment_methods", { ...body, connected: now });
    expect(expected.problems.map((p) => p.code)).toEqual(["provider_does_not_support_method", "provider_not_connected"]);
    const answer = await call("PUT", "/v1/cabinet/settings/payment_settings", body);
    expect(edgeProblems(answer.body)).toEqual(asEdge(expected.problems));
  });

  it("takes a good matrix alike", async () => {
    const body = { methods: [{ method: "card", enabled: true, provider: "sandbox" }] };
    expect(browser("payment_methods", { ...body, connected: await connected() }).problems).toEqual([]);
    expect((await call("PUT", "/v1/cabinet/settings/payment_settings", body)).status).toBe(200);
  });

  it("refuses a matrix of the wrong shape alike: invalid_input", async () => {
    const body = { methods: [{ method: "cash", enabled: true, provider: "sandbox" }] };
    expect(browser("payment_methods", { ...body, connected: [] }).problems).toEqual([{ field: "input", code: "invalid_input" }]);
    const answer = await call("PUT", "/v1/cabinet/settings/payment_settings", body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("invalid_input");
  });
});
