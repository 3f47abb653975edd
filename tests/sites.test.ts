// The three sites (issue 29; ARCHITECTURE.md, "Security model"): the app
// (sessions, cabinet, payment page) at 127.0.0.1, every shop's public pages
// at `{username}.shops.localhost` and uploaded files at `files.localhost`,
// all on the worker's port. Each attack as the attacker runs it, beside the
// path that must keep working: a shop site offers nothing of a session, no
// site takes another site's writes (login CSRF included), and every answer
// carries its security headers.
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, expectError, filesOrigin, requestAt, seededSellers, shopOrigin, signIn } from "./support/api";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const anyone = apiAs(() => "");
const sellers = seededSellers();
const demo = sellers.demo;
const buyerEmail = `sites-${run}@example.org`;
const password = "sites buyer password";

/** The cookies an answer sets, as `name=value` pairs for a `Cookie` header. */
function cookiesOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  await sellers.signIn("198.51.100.101", "198.51.100.102");
  const call = (method: string, path: string, json?: unknown) => anyone(method, path, json, { "cf-connecting-ip": "198.51.100.103" });
  await confirmedAccount(call, {
    email: buyerEmail,
    password,
    username: `sb${run}`.slice(0, 30),
    firstName: "Sita",
    lastName: "Site",
    profile: "payer",
  });
});

describe("each site serves its own part", () => {
  it("sends a shop's public pages from the app to the shop's site, which serves them", async () => {
    for (const path of ["/s/demo", "/s/demo/products/1", "/s/demo/products/1?category=2"]) {
      const moved = await requestAt(baseUrl(), "GET", path);
      expect(moved.status, path).toBe(301);
      expect(moved.headers.get("location")).toBe(`${shopOrigin("demo")}${path}`);
    }
    const page = await requestAt(shopOrigin("demo"), "GET", "/s/demo/products/1");
    expect(page.status, page.text).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    // the canonical address is the shop's site
    expect(page.text).toContain(`<link rel="canonical" href="${shopOrigin("demo")}/s/demo/products/1">`);
    // a shop site's root is its shop; another shop's page goes to that shop's site
    expect((await requestAt(shopOrigin("demo"), "GET", "/")).headers.get("location")).toBe("/s/demo");
    const other = await requestAt(shopOrigin("demo"), "GET", "/s/kleinunternehmer");
    expect(other.status).toBe(301);
    expect(other.headers.get("location")).toBe(`${shopOrigin("kleinunternehmer")}/s/kleinunternehmer`);
  });

  it("keeps the payment and thank-you pages and the app's pages on the app's site", async () => {
    const pay = await requestAt(shopOrigin("demo"), "GET", "/s/demo/products/4/pay?plan=4");
    expect(pay.status).toBe(302);
    expect(pay.headers.get("location")).toBe(`${baseUrl()}/s/demo/products/4/pay?plan=4`);
    const served = await requestAt(baseUrl(), "GET", "/s/demo/products/4/pay?plan=4");
    expect(served.status).toBe(200);
    expect(served.text).toContain('<div id="root">');
    for (const path of ["/cabinet", "/users/sign_in", "/s/demo/sign_in"]) {
      const moved = await requestAt(shopOrigin("demo"), "GET", path);
      expect(moved.status, path).toBe(302);
      expect(moved.headers.get("location")).toBe(`${baseUrl()}${path}`);
    }
  });

  it("gives a seller's script on a shop site nothing of a session: no sign-in, no renewal, no account, no cabinet", async () => {
    const session = await requestAt(
      baseUrl(),
      "POST",
      "/v1/app/session",
      { email: buyerEmail, password },
      { "cf-connecting-ip": "198.51.100.104" },
    );
    expect(session.status, session.text).toBe(200);
    const cookie = cookiesOf(session.headers);
    const shop = shopOrigin("demo");
    // even were the app's cookies sent to the shop's host, nothing there reads them
    for (const [method, path, json] of [
      ["POST", "/v1/app/session/renew_token", undefined],
      ["POST", "/v1/app/session", { email: buyerEmail, password }],
      ["GET", "/v1/app/user/me", undefined],
      ["GET", "/v1/payer/orders", undefined],
      ["GET", "/v1/cabinet/coupons", undefined],
      ["POST", "/v1/cabinet/coupons", { code: "FREE100", discount_type: "percent", amount: "100" }],
      ["GET", "/v1/checkout/orders/any-token", undefined],
      ["POST", "/v1/checkout/quote", {}],
    ] as const) {
      const answer = await requestAt(shop, method, path, json, { cookie, authorization: `Bearer ${session.body.access_token}` });
      expectError(answer, 404, "not_on_this_site");
    }
    // what a shop's pages call is there
    expect((await requestAt(shop, "GET", "/v1/shop/demo/tracking")).status).toBe(200);
    expect((await requestAt(shop, "GET", "/v1/common/cookies_consent_categories")).status).toBe(200);
  });

  it("serves uploaded files from the files site, and nothing else there", async () => {
    const link = `/v1/downloads/some-token/1?exp=${Math.floor(Date.now() / 1000) + 3600}&sig=x`;
    const moved = await requestAt(baseUrl(), "GET", link);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`${filesOrigin()}${link}`);
    // the files site checks the link itself
    expectError(await requestAt(filesOrigin(), "GET", link), 403, "link_invalid");
    for (const path of ["/v1/app/user/me", "/v1/shop/demo", "/s/demo", "/cabinet"]) {
      expectError(await requestAt(filesOrigin(), "GET", path), 404, "not_on_this_site");
    }
  });

  it("answers a host that is none of its sites with 404", async () => {
    const port = new URL(baseUrl()).port;
    expectError(await requestAt(`http://elsewhere.localhost:${port}`, "GET", "/v1/health"), 404, "site_not_found");
    expectError(await requestAt(`http://a.b.shops.localhost:${port}`, "GET", "/s/demo"), 404, "site_not_found");
  });
});

describe("no site takes another site's writes", () => {
  it("refuses login CSRF: another site's text/plain form cannot sign the browser in", async () => {
    const form = JSON.stringify({ email: buyerEmail, password });
    const attempts: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://attacker.example" },
      { "sec-fetch-site": "same-site", origin: shopOrigin("demo") },
      { origin: "https://attacker.example" },
      { origin: "null" },
    ];
    for (const headers of attempts) {
      const answer = await requestAt(baseUrl(), "POST", "/v1/app/session", form, {
        "content-type": "text/plain",
        "cf-connecting-ip": "198.51.100.105",
        ...headers,
      });
      expectError(answer, 403, "cross_site_request");
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    // the app's own sign-in page, and a client without a browser's headers, sign in
    const own = await requestAt(
      baseUrl(),
      "POST",
      "/v1/app/session",
      { email: buyerEmail, password },
      {
        "sec-fetch-site": "same-origin",
        origin: baseUrl(),
        "cf-connecting-ip": "198.51.100.105",
      },
    );
    expect(own.status, own.text).toBe(200);
  });

  it("refuses a cookie-carrying write from a shop's site to the app", async () => {
    const token = await signIn("demo@sellwerk.test", "demo-password", "198.51.100.106");
    const coupons = async () => (await demo("GET", "/v1/cabinet/coupons")).text;
    const before = await coupons();
    const code = `STOLEN${run}`.slice(0, 20).toUpperCase();
    const attack = await requestAt(
      baseUrl(),
      "POST",
      "/v1/cabinet/coupons",
      { code, discount_type: "percent", percent: "100" },
      { cookie: `sw_access=${token}`, "sec-fetch-site": "cross-site", origin: shopOrigin("demo") },
    );
    expectError(attack, 403, "cross_site_request");
    expect(await coupons()).toEqual(before);
  });

  it("sets every session cookie SameSite=Strict, so no request another site starts carries it", async () => {
    const session = await requestAt(
      baseUrl(),
      "POST",
      "/v1/app/session",
      { email: buyerEmail, password },
      { "cf-connecting-ip": "198.51.100.107" },
    );
    const lines = session.headers.getSetCookie().filter((l) => /^sw_(access|refresh)=/.test(l));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain("; HttpOnly; SameSite=Strict");
  });
});

describe("consent per shop", () => {
  it("names each shop's consent cookie apart, so consent given at one shop is asked again at another", async () => {
    // a shop of its own (a code on the seeded shop would ask every other file's buyer for consent)
    const name = `sc${run}`.slice(0, 30);
    const email = `sites-consent-${run}@example.org`;
    const call = (method: string, path: string, json?: unknown) => anyone(method, path, json, { "cf-connecting-ip": "198.51.100.108" });
    await confirmedAccount(call, { email, password, username: name, firstName: "Cora", lastName: "Consent", profile: "seller" });
    const token = await signIn(email, password, "198.51.100.109");
    const seller = apiAs(() => token);
    expect((await seller("POST", "/v1/cabinet/tracking_codes", { kind: "google_tag_manager", tracking_id: "GTM-SITES1" })).status).toBe(
      201,
    );
    const tracking = await requestAt(baseUrl(), "GET", `/v1/shop/${name}/tracking`);
    expect(tracking.body.cookie).toMatch(/^d_cookies_consent_\d+$/);
    // the payment page runs the codes in the shop site's frame
    expect(tracking.body.frame).toBe(`${shopOrigin(name)}/_sw/tracking`);
    const other = await requestAt(baseUrl(), "GET", "/v1/shop/demo/tracking");
    expect(other.body.cookie).toBe("d_cookies_consent_1");
    expect(other.body.cookie).not.toBe(tracking.body.cookie);
  });
});

describe("security headers on every answer", () => {
  const policy = (headers: Headers) => headers.get("content-security-policy") ?? "";

  it("gives each HTML page a fresh nonce on its scripts, strict-dynamic, no plugins, no base, and its framing", async () => {
    const pages = [
      { origin: shopOrigin("demo"), path: "/s/demo", frames: "*" },
      { origin: shopOrigin("demo"), path: "/s/demo/products/1", frames: "*" },
      { origin: baseUrl(), path: "/s/demo/products/4/pay?plan=4", frames: `'self' ${shopOrigin("demo")}` },
      { origin: baseUrl(), path: "/cabinet", frames: "'none'" },
      { origin: baseUrl(), path: "/users/sign_in", frames: "'none'" },
    ];
    for (const { origin, path, frames } of pages) {
      const first = await requestAt(origin, "GET", path);
      const second = await requestAt(origin, "GET", path);
      expect(first.status, `${path}: ${first.text.slice(0, 200)}`).toBe(200);
      const nonce = /'nonce-([A-Za-z0-9_-]{20,})'/.exec(policy(first.headers))?.[1];
      expect(nonce, path).toBeTruthy();
      expect(policy(first.headers)).toBe(
        `script-src 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; frame-ancestors ${frames}`,
      );
      expect(policy(second.headers)).not.toBe(policy(first.headers));
      // every script of the page carries the answer's nonce
      const scripts = first.text.match(/<script\b[^>]*>/g) ?? [];
      // the app's documents load its bundle; a shop's page may have no script at all
      if (origin === baseUrl()) expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      expect(first.headers.get("x-content-type-options")).toBe("nosniff");
      expect(first.headers.get("referrer-policy")).toBeTruthy();
      expect(first.headers.get("permissions-policy")).toContain("camera=()");
    }
  });

  it("answers JSON with a policy that runs nothing and is framed by nobody", async () => {
    const answer = await requestAt(baseUrl(), "GET", "/v1/health");
    expect(policy(answer.headers)).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("referrer-policy")).toBe("same-origin");
  });

  it("runs a shop's tracking frame sandboxed by its own policy, framed only by the app and the shop", async () => {
    const frame = await requestAt(shopOrigin("demo"), "GET", "/_sw/tracking");
    expect(frame.status).toBe(200);
    expect(policy(frame.headers)).toBe(`sandbox allow-scripts; object-src 'none'; base-uri 'none'; frame-ancestors 'self' ${baseUrl()}`);
    expect(frame.text).toContain('id="sw-tracking"');
    expect(frame.text).toContain("/islands/trackingFrame.js");
    // the app has no such page
    expect((await requestAt(baseUrl(), "GET", "/_sw/tracking")).text).not.toContain('id="sw-tracking"');
  });
});
