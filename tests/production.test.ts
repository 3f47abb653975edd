// The production build, run as `SELLWERK_MODE=production npm start` runs it
// (scripts/dev.sh: the build without the `dev` feature, secrets made for
// the run, mails to a loopback stand-in), tried as an attacker would:
// nothing of development exists, cookies are Secure, the public
// development keys open nothing, and a seller without a real payment
// provider cannot take an order. A second production worker, started with a
// public key and a missing one, must refuse to serve and say which.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl as developmentUrl, expectError, requestAt } from "./support/api";
import { standinMails, startWorkers, type Worker } from "./support/worker";
import { CONSENTS } from "./support/checkout";

/** The public values of `[env.dev.vars]` in wrangler.toml. */
const PUBLIC_TOKEN_SECRET = "local-development-only-token-secret-0000";
const PUBLIC_SANDBOX_SECRET = "local-development-only-sandbox-secret";

let production: Worker;
let misconfigured: Worker;

beforeAll(async () => {
  [production, misconfigured] = (await startWorkers("production", [
    {},
    { TOKEN_SECRET: PUBLIC_TOKEN_SECRET, PROVIDER_SECRETS_KEY: "", FILES_ORIGIN: "" },
  ])) as [Worker, Worker];
}, 1_500_000);

afterAll(() => {
  production?.stop();
  misconfigured?.stop();
});

const call = (worker: Worker, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
  requestAt(worker.baseUrl, method, path, json, headers);

async function signIn(worker: Worker, email: string, password: string) {
  const answer = await call(worker, "POST", "/v1/app/session", { email, password });
  expect(answer.status, answer.text).toBe(200);
  return answer;
}

describe("a production build has nothing of development", () => {
  it("answers 404 on every development route of the development build's table, and on the sandbox's pages and webhook", async () => {
    const table = (await (await fetch(`${developmentUrl()}/v1/dev/routes`)).json()) as {
      routes: { method: string; path: string; access: string }[];
    };
    const development = table.routes.filter((r) => r.access === "dev" || r.path.includes("sandbox"));
    // the dev helpers, the sandbox's three pages and its webhook at least
    expect(development.length).toBeGreaterThanOrEqual(12);
    expect(development.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/v1/dev/mails",
        "/v1/dev/clock",
        "/v1/dev/providers",
        "/v1/webhooks/sandbox/:username",
        "/v1/sandbox/pay/:id",
      ]),
    );
    for (const route of development) {
      const path = route.path.replace(/:[a-z_]+/g, "x1");
      const answer = await call(production, route.method, path, route.method === "GET" ? undefined : {});
      expectError(answer, 404, "route_not_found");
    }
    // and the development build does serve them (the list above is real)
    expect((await fetch(`${developmentUrl()}/v1/dev/mails`)).status).toBe(200);
  });

  it("serves the API document of its own routes: every route of the development table but the development ones", async () => {
    const table = (await (await fetch(`${developmentUrl()}/v1/dev/routes`)).json()) as {
      routes: { method: string; path: string; access: string }[];
    };
    const served = table.routes
      .filter((r) => r.access !== "dev" && !r.path.includes("sandbox"))
      .map((r) => `${r.method} ${r.path.replace(/:([a-z_]+)/g, "{$1}")}`);
    const answer = await call(production, "GET", "/v1/openapi.json");
    expect(answer.status, answer.text).toBe(200);
    const paths = answer.body.paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(served.sort());
  });

  it("refuses a sandbox webhook signed with the public development key, and the test card has nowhere to go", async () => {
    const body = JSON.stringify({ id: "evt_forged", type: "payment.succeeded", payment_id: "sbx_x", amount_minor: 4900, currency: "eur" });
    const t = Math.floor(Date.now() / 1000);
    // signed as the development sandbox signs the demo seller's events
    const key = createHmac("sha256", PUBLIC_SANDBOX_SECRET).update("sandbox-webhook-seller:1").digest("hex");
    const sig = createHmac("sha256", key).update(`${t}.${body}`).digest("hex");
    expectError(
      await call(production, "POST", "/v1/webhooks/sandbox/demo", body, { "sandbox-signature": `t=${t},v1=${sig}` }),
      404,
      "route_not_found",
    );
    expectError(
      await call(production, "POST", "/v1/sandbox/pay/sbx_x", "card_number=4242424242424242", {
        "content-type": "application/x-www-form-urlencoded",
      }),
      404,
      "route_not_found",
    );
  });

  it("sends mails through the mail provider (the loopback stand-in), and has no dev mailbox", async () => {
    expect((await call(production, "POST", "/v1/app/user/password", { email: "demo@sellwerk.test" })).status).toBe(202);
    let mails: Awaited<ReturnType<typeof standinMails>> = [];
    for (let i = 0; i < 100 && !mails.some((m) => m.to === "demo@sellwerk.test"); i++) {
      await new Promise((r) => setTimeout(r, 100));
      mails = await standinMails(production);
    }
    const reset = mails.find((m) => m.to === "demo@sellwerk.test");
    expect(reset?.text).toContain(`${production.baseUrl}/users/password/edit?reset_password_token=`);
    expectError(await call(production, "GET", "/v1/dev/mails"), 404, "route_not_found");
  });
});

describe("sessions in production", () => {
  it("sets every session cookie Secure, HttpOnly and SameSite=Strict", async () => {
    const answer = await signIn(production, "demo@sellwerk.test", "demo-password");
    const cookies = answer.headers.getSetCookie();
    // the session's two, and the known-device cookie of the account
    expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual(["sw_access", "sw_device", "sw_refresh"]);
    for (const cookie of cookies) {
      expect(cookie).toContain("; Secure");
      expect(cookie).toContain("; HttpOnly");
      expect(cookie).toContain("; SameSite=Strict");
    }
  });

  it("refuses an access token signed with the public development key", async () => {
    // a live session of the demo seller, and a token for it forged with the public key
    const real = (await signIn(production, "demo@sellwerk.test", "demo-password")).body.access_token as string;
    const claims = JSON.parse(Buffer.from(real.split(".")[1] ?? "", "base64url").toString()) as Record<string, number>;
    const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
    const signature = createHmac("sha256", PUBLIC_TOKEN_SECRET).update(`v1.${payload}`).digest("base64url");
    const forged = `v1.${payload}.${signature}`;
    expect((await call(production, "GET", "/v1/app/user/me", undefined, { authorization: `Bearer ${real}` })).status).toBe(200);
    const refused = await call(production, "GET", "/v1/cabinet/products", undefined, { authorization: `Bearer ${forged}` });
    expect(refused.status).toBe(401);
  });
});

describe("no goods without a real payment provider", () => {
  const buyer = { country: "DE", business: false };
  const payer = {
    first_name: "Erika",
    last_name: "Muster",
    street: "Hauptstr.",
    street_number: "5",
    zip: "10115",
    city: "Berlin",
    payer_country: "DE",
    phone: "+49 30 1234567",
  };

  it("offers no payment method for a seller whose methods have no connected provider, and refuses the quote and the order", async () => {
    // the demo seller has card, wallet and SEPA enabled, and no provider connected
    const product = await call(production, "GET", "/v1/shop/demo/products/4");
    expect(product.status, product.text).toBe(200);
    expect(product.body.product.seller.terms.payment_methods).toEqual([]);
    // not sellable: no active payment method
    expectError(
      await call(production, "POST", "/v1/checkout/quote", { product_id: 4, plan_id: 4, buyer }),
      422,
      "no_active_payment_method",
      "product_id",
    );
    const order = await call(
      production,
      "POST",
      "/v1/checkout/orders",
      {
        cart: { product_id: 4, plan_id: 4, buyer, payment_method: "card" },
        email: "buyer@example.com",
        payer,
        expected: { due_now: "49.00", total: "147.00" },
        consents: CONSENTS,
      },
      { "idempotency-key": "production-no-provider" },
    );
    expectError(order, 422, "no_active_payment_method", "cart/product_id");
  });

  it("starts a new seller with no payment method enabled, no sandbox to route to, and the no-active-method warning", async () => {
    const email = `new-seller-${Date.now()}@example.com`;
    const username = `prod${Date.now().toString(36)}`;
    const created = await call(production, "POST", "/v1/app/user", {
      email,
      password: "long enough",
      username,
      first_name: "Erika",
      last_name: "Muster",
      locale: "en",
      profile_type: "seller",
      terms_accepted: true,
    });
    expect(created.status, created.text).toBe(201);
    let confirmation: string | undefined;
    for (let i = 0; i < 100 && !confirmation; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const mail = (await standinMails(production)).find((m) => m.to === email);
      confirmation = mail?.text.match(/confirmation_token=([A-Za-z0-9_-]+)/)?.[1];
    }
    expect(confirmation).toBeTruthy();
    // who signed up proves it with the password, so the confirmation keeps it
    expect(
      (await call(production, "POST", "/v1/app/user/confirmation", { confirmation_token: confirmation, password: "long enough" })).status,
    ).toBe(200);
    const token = (await signIn(production, email, "long enough")).body.access_token as string;
    const auth = { authorization: `Bearer ${token}` };

    const providers = await call(production, "GET", "/v1/cabinet/settings/payment_providers", undefined, auth);
    expect(providers.status, providers.text).toBe(200);
    expect(providers.body.providers.map((p: { provider: string }) => p.provider)).toEqual(["stripe", "paypal"]);
    expect(providers.body.providers.every((p: { connected: boolean }) => !p.connected)).toBe(true);

    const methods = await call(production, "GET", "/v1/cabinet/settings/payment_settings", undefined, auth);
    expect(methods.body.methods.filter((m: { enabled: boolean }) => m.enabled)).toEqual([]);
    expect(methods.body.methods.filter((m: { active: boolean }) => m.active)).toEqual([]);
    expect(methods.body.methods.flatMap((m: { providers: string[] }) => m.providers)).not.toContain("sandbox");
    // enabling a method routed to the sandbox is refused: it is not there
    const routed = await call(
      production,
      "PUT",
      "/v1/cabinet/settings/payment_settings",
      { methods: [{ method: "card", enabled: true, provider: "sandbox" }] },
      auth,
    );
    expectError(routed, 422, "provider_not_connected", "methods/0/provider");

    const made = await call(production, "POST", "/v1/cabinet/products", { form: "download", name: "Production Guide" }, auth);
    expect(made.status, made.text).toBe(201);
    const id = made.body.product.id as number;
    const listed = await call(production, "GET", "/v1/cabinet/products", undefined, auth);
    const row = listed.body.list.find((p: { id: number }) => p.id === id);
    expect(row.warnings).toContain("no_active_payment_method");
  });
});

describe("security headers in production (issue 29)", () => {
  const shop = () => production.baseUrl.replace("127.0.0.1", "demo.shops.localhost");

  it("gives every page type its nonce-based policy, framing, HSTS and the rest", async () => {
    const pages = [
      { origin: shop(), path: "/s/demo", frames: "*" },
      { origin: shop(), path: "/s/demo/products/1", frames: "*" },
      { origin: production.baseUrl, path: "/s/demo/products/4/pay?plan=4", frames: `'self' ${shop()}` },
      { origin: production.baseUrl, path: "/cabinet", frames: "'none'" },
      { origin: production.baseUrl, path: "/users/sign_in", frames: "'none'" },
      { origin: production.baseUrl, path: "/payer", frames: "'none'" },
    ];
    for (const { origin, path, frames } of pages) {
      const answer = await requestAt(origin, "GET", path);
      expect(answer.status, path).toBe(200);
      const policy = answer.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([\w-]+)'/.exec(policy)?.[1] ?? "";
      expect(policy, path).toBe(
        `script-src 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; frame-ancestors ${frames}`,
      );
      for (const tag of answer.text.match(/<script\b[^>]*>/g) ?? []) expect(tag, path).toContain(`nonce="${nonce}"`);
      expect(answer.headers.get("strict-transport-security"), path).toBe("max-age=63072000; includeSubDomains");
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(answer.headers.get("referrer-policy"), path).toMatch(/^(same-origin|strict-origin-when-cross-origin)$/);
      expect(answer.headers.get("permissions-policy"), path).toContain("geolocation=()");
    }
    const json = await requestAt(production.baseUrl, "GET", "/v1/health");
    expect(json.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(json.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("moves a shop's page to the shop's site and refuses another site's sign-in", async () => {
    const moved = await requestAt(production.baseUrl, "GET", "/s/demo");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`${shop()}/s/demo`);
    const csrf = await requestAt(
      production.baseUrl,
      "POST",
      "/v1/app/session",
      JSON.stringify({ email: "demo@sellwerk.test", password: "x" }),
      {
        "content-type": "text/plain",
        "sec-fetch-site": "cross-site",
      },
    );
    expectError(csrf, 403, "cross_site_request");
  });
});

describe("two workers in production (issue 31)", () => {
  const shop = () => production.baseUrl.replace("127.0.0.1", "demo.shops.localhost");

  it("the buyer's worker hands the app's requests to the app's worker and gives back its answers", async () => {
    // a route of the app's worker: its principal's refusal, not the buyer
    // router's 404; with the app's Request-Id and the API's headers
    const refused = await call(production, "GET", "/v1/cabinet/products");
    expectError(refused, 401, "missing_access_token");
    expect(refused.headers.get("request-id")).toMatch(/\S/);
    expect(refused.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expectError(await call(production, "GET", "/v1/no_such_route"), 404, "route_not_found");
    // and the buyer's own: the shop's public API
    expect((await call(production, "GET", "/v1/shop/demo")).status).toBe(200);
  });

  it("shows a seller's change on their shop's page at once, though another worker took the write", async () => {
    const session = await signIn(production, "demo@sellwerk.test", "demo-password");
    const cookie = session.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const seller = (method: string, path: string, json?: unknown) => call(production, method, path, json, { cookie });
    const before = await seller("GET", "/v1/cabinet/products/1");
    expect(before.status, before.text).toBe(200);
    const name = (JSON.parse(before.text) as { product: { name: string } }).product.name;
    expect(name).toMatch(/\S/);
    // the page twice: the buyer's worker keeps the shop's version and the page
    for (let i = 0; i < 2; i++) expect((await requestAt(shop(), "GET", "/s/demo/products/1")).text).toContain(name);
    const renamed = `${name} ${Date.now()}`;
    try {
      const changed = await seller("PATCH", "/v1/cabinet/products/1", { name: renamed });
      expect(changed.status, changed.text).toBe(200);
      // the app's word to the buyer's worker never leaves the edge
      expect(changed.headers.get("sellwerk-shop-changed")).toBeNull();
      expect((await requestAt(shop(), "GET", "/s/demo/products/1")).text).toContain(renamed);
    } finally {
      expect((await seller("PATCH", "/v1/cabinet/products/1", { name })).status).toBe(200);
    }
  });
});

describe("a production worker without real secrets", () => {
  it("refuses to serve anything and names each setting, without its value", async () => {
    const health = await call(misconfigured, "GET", "/v1/health");
    expectError(health, 503, "misconfigured");
    expect(health.body.errors[0].detail).toContain("TOKEN_SECRET is the public development key");
    expect(health.body.errors[0].detail).toContain("PROVIDER_SECRETS_KEY is not set");
    // the three sites are settings like the others (issue 29)
    expect(health.body.errors[0].detail).toContain("FILES_ORIGIN is not set");
    expect(health.text).not.toContain(PUBLIC_TOKEN_SECRET);
    // the refusal names its request, in the answer and in the log line it writes
    const id = health.headers.get("request-id") ?? "";
    expect(id).toMatch(/^req_[0-9a-f]{24}$/);
    expect(health.body.request_id).toBe(id);
    for (let i = 0; i < 50 && !misconfigured.output().includes(`[${id}] refusing to serve`); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(misconfigured.output()).toContain(`[${id}] refusing to serve: TOKEN_SECRET is the public development key`);
    expectError(
      await call(misconfigured, "POST", "/v1/app/session", { email: "demo@sellwerk.test", password: "demo-password" }),
      503,
      "misconfigured",
    );
    expectError(await call(misconfigured, "GET", "/v1/shop/demo/products"), 503, "misconfigured");
    // while the well-configured production worker serves
    expect((await call(production, "GET", "/v1/health")).status).toBe(200);
  });
});
