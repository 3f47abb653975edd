// A seller's tag manager as an attacker writes it (issue 29), run in
// Chromium: the tag manager's host is routed to a local script that tries
// what a "Custom HTML" tag can do — renew the visitor's session, read the
// visitor's account, create a 100 % coupon in the visitor's own shop, read
// the payment page's card fields — and reports what it got. On the shop's
// page it runs on the shop's site; on the payment page only inside the
// shop site's sandboxed tracking frame. It must get nothing, and the
// visitor's session and shop must be as they were. Beside it, the positive
// path: the codes load after consent and get the tracking event.
import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, must, publishedDownload, requestAt, shopOrigin, signIn } from "./support/api";
import { launchBrowser } from "./support/browser";
import { ConsentBanner } from "./pages/TrackingPages";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const anyone = apiAs(() => "");
const tokens = { seller: "", visitor: "" };
const seller = apiAs(() => tokens.seller);
const visitor = apiAs(() => tokens.visitor);
const username = `sa${run}`.slice(0, 30);
const visitorName = `sv${run}`.slice(0, 30);
const password = "sites attack password";
const visitorEmail = `sites-visitor-${run}@example.org`;
let product = { id: 0, plan: 0 };

/** What the attacking script reports: each attempt's outcome ("blocked:…" when the browser refused it). */
type Report = Record<string, string>;

/** The "tag manager": a Custom HTML tag's worth of attack against the app at `app`. */
function attack(app: string): string {
  return `(async () => {
  // the document's own origin ("null" when opaque); location.origin names only its address's
  const out = { origin: String(self.origin) };
  const attempt = async (name, f) => { try { out[name] = String(await f()); } catch (e) { out[name] = "blocked:" + e.name; } };
  const read = async (r) => r.status + ":" + (await r.text()).slice(0, 60);
  await attempt("renew", async () => read(await fetch(${JSON.stringify(app)} + "/v1/app/session/renew_token", {
    method: "POST", credentials: "include", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "fingerprint=x" })));
  await attempt("me", async () => read(await fetch(${JSON.stringify(app)} + "/v1/app/user/me", { credentials: "include" })));
  await attempt("orders", async () => read(await fetch(${JSON.stringify(app)} + "/v1/payer/orders", { credentials: "include" })));
  await attempt("coupon", async () => {
    const r = await fetch(${JSON.stringify(app)} + "/v1/cabinet/coupons", { method: "POST", mode: "no-cors", credentials: "include",
      headers: { "content-type": "text/plain" }, body: JSON.stringify({ code: "GIFT100", discount_type: "percent", percent: "100" }) });
    return "sent:" + r.type;
  });
  await attempt("form", async () => {
    const f = document.createElement("form");
    f.method = "post"; f.action = ${JSON.stringify(app)} + "/v1/app/session/renew_token"; f.target = "sink";
    const i = document.createElement("iframe"); i.name = "sink"; document.body.append(i, f); f.submit(); return "posted";
  });
  await attempt("page", async () => window.top.document.querySelectorAll("input").length);
  await attempt("cookies", async () => document.cookie);
  await attempt("storage", async () => localStorage.length);
  window.top.postMessage({ attack: out }, "*");
})();`;
}

beforeAll(async () => {
  for (const [email, name, profile, ip] of [
    [`sites-seller-${run}@example.org`, username, "seller", "198.51.100.121"],
    [visitorEmail, visitorName, "seller", "198.51.100.122"],
  ] as const) {
    const call = (method: string, path: string, json?: unknown) => anyone(method, path, json, { "cf-connecting-ip": ip });
    await confirmedAccount(call, { email, password, username: name, firstName: "Sam", lastName: "Site", profile });
  }
  tokens.seller = await signIn(`sites-seller-${run}@example.org`, password, "198.51.100.123");
  tokens.visitor = await signIn(visitorEmail, password, "198.51.100.124");
  product = await publishedDownload(seller, tokens.seller, "Attack guide", "guide.txt", "9.00");
  await must(seller)("/v1/cabinet/tracking_codes", { kind: "google_tag_manager", tracking_id: "GTM-EVIL01" });
});

describe("a seller's tag manager", () => {
  const opened: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const o of opened) await o.close();
  });

  /** A browser whose visitor is signed in to the app (its session cookies set), the tag manager routed to the attack. */
  async function signedInVisitor() {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    opened.push(browser);
    const { context } = browser;
    const gtm: string[] = [];
    await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route: Route) => {
      gtm.push(route.request().frame().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: attack(baseUrl()) });
    });
    const session = await context.request.post(`${baseUrl()}/v1/app/session`, {
      data: { email: visitorEmail, password },
      headers: { "cf-connecting-ip": "198.51.100.125" },
    });
    expect(session.status()).toBe(200);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __reports: unknown[] };
      w.__reports = [];
      window.addEventListener("message", (e) => {
        if (e.data && typeof e.data === "object" && "attack" in e.data) w.__reports.push((e.data as { attack: unknown }).attack);
      });
    });
    return { page, context, gtm };
  }

  async function reportOf(page: Page): Promise<Report> {
    await page.waitForFunction(() => (window as unknown as { __reports: unknown[] }).__reports.length > 0, undefined, { timeout: 30_000 });
    return (await page.evaluate(() => (window as unknown as { __reports: unknown[] }).__reports[0])) as Report;
  }

  /** The visitor's session and shop as they were: the cookies still renew, and no coupon was made. */
  async function unharmed(context: import("playwright-core").BrowserContext) {
    const coupons = await visitor("GET", "/v1/cabinet/coupons");
    expect(coupons.text).not.toContain("GIFT100");
    const jar = await context.cookies(`${baseUrl()}/v1/app/session/renew_token`);
    const refresh = jar.find((c) => c.name === "sw_refresh");
    expect(refresh, "the visitor's refresh cookie").toBeTruthy();
    // a renewal with the browser's own refresh token works: nobody used (and so rotated) it
    const renewed = await requestAt(baseUrl(), "POST", "/v1/app/session/renew_token", `refresh_token=${refresh?.value}&fingerprint=`, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(renewed.status, renewed.text).toBe(200);
  }

  it("on the shop's page runs on the shop's site and reaches nothing of the app", async () => {
    const { page, context, gtm } = await signedInVisitor();
    await page.goto(`${baseUrl()}/s/${username}/products/${product.id}`);
    // the app sent the visitor to the shop's own site
    expect(new URL(page.url()).origin).toBe(shopOrigin(username));
    const consent = new ConsentBanner(page);
    await consent.waitFor();
    await consent.acceptAll();
    const report = await reportOf(page);
    expect(gtm.length).toBeGreaterThan(0);
    expect(report.origin).toBe(shopOrigin(username));
    // nothing of the app could be read: each cross-site call is refused by the browser
    expect(report.renew).toMatch(/^blocked:/);
    expect(report.me).toMatch(/^blocked:/);
    expect(report.orders).toMatch(/^blocked:/);
    // the shop's site holds no cookie of the app
    expect(report.cookies).not.toContain("sw_");
    // the tag manager got the event in the page's data layer
    expect(await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer))).toContain("product_page");
    await unharmed(context);
  });

  it("on the payment page runs only inside the shop site's sandboxed frame: no session, no card fields, no app", async () => {
    const { page, context, gtm } = await signedInVisitor();
    const mainScripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" && r.frame() === page.mainFrame()) mainScripts.push(r.url());
    });
    await page.goto(`${baseUrl()}/s/${username}/products/${product.id}/pay?plan=${product.plan}`);
    const consent = new ConsentBanner(page);
    await consent.waitFor();
    await consent.acceptAll();
    const report = await reportOf(page);
    // the tag manager was loaded by the tracking frame, never by the payment page
    expect(
      gtm.every((frameUrl) => frameUrl.startsWith(`${shopOrigin(username)}/_sw/tracking`)),
      gtm.join(),
    ).toBe(true);
    const frame = page.locator("iframe.sw-tracking-frame");
    expect(await frame.getAttribute("sandbox")).toBe("allow-scripts");
    // an opaque origin: no cookies, no storage, no way into the page around it
    expect(report.origin).toBe("null");
    expect(report.page).toMatch(/^blocked:/);
    expect(report.cookies).toMatch(/^blocked:/);
    expect(report.storage).toMatch(/^blocked:/);
    expect(report.renew).toMatch(/^blocked:/);
    expect(report.me).toMatch(/^blocked:/);
    await unharmed(context);

    // the payment page's scripts are an inventory: its own bundle from the app's site, nothing else
    expect(mainScripts.length).toBeGreaterThan(0);
    for (const url of mainScripts)
      expect(url, "a script of the payment page").toMatch(new RegExp(`^${baseUrl()}/checkout/assets/[\\w.-]+\\.js$`));
    // and its policy: scripts only by the answer's nonce
    const answer = await requestAt(baseUrl(), "GET", `/s/${username}/products/${product.id}/pay?plan=${product.plan}`);
    expect(answer.headers.get("content-security-policy")).toMatch(
      /^script-src 'nonce-[\w-]+' 'strict-dynamic' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; frame-ancestors 'self' /,
    );
  });

  it("asks again at another shop: consent is given to one shop", async () => {
    const browser = await launchBrowser();
    opened.push(browser);
    await browser.context.route(/^https:\/\/www\.googletagmanager\.com\//, (route: Route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtm = true;" }),
    );
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/s/${username}/products/${product.id}/pay?plan=${product.plan}`);
    const consent = new ConsentBanner(page);
    await consent.waitFor();
    await consent.acceptAll();
    // the visitor's own shop gets a code too: its payment page asks again
    await must(visitor)("/v1/cabinet/tracking_codes", { kind: "google_tag_manager", tracking_id: "GTM-OTHER1" });
    const other = await publishedDownload(visitor, tokens.visitor, "Other guide", "other.txt", "5.00");
    await page.goto(`${baseUrl()}/s/${visitorName}/products/${other.id}/pay?plan=${other.plan}`);
    await consent.waitFor();
    expect(await consent.banner().isVisible()).toBe(true);
  });
});
