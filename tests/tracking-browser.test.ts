// Tracking codes, consent and the islands in the browser (issue 18, part
// "islands"), in headless Chromium against the real edge:
// - the cabinet's tracking codes screen: add (core's format message at the
//   field before saving), edit, deactivate and remove, at 390 and 1280 px
//   with axe-core;
// - the islands on a storefront page in the markup the contract names (the
//   built scripts from the worker's assets, the real API): the consent
//   banner asks before any tracking host is contacted, loads the codes and
//   fires the page's event after "Accept all", keeps "Only necessary" free
//   of tracking, runs a custom code only in a sandboxed frame without the
//   page's origin; the buy button's autopay dialog, the countdown, the
//   contact form, the slider and the category dropdown;
// - the same on the shop's page as the edge serves it (core's HTML of a
//   published builder page), its tracking the public route's.
// Tracking hosts are answered locally by `page.route` (the machine is
// offline).
import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { ConsentBanner, TrackingSettings } from "./pages/TrackingPages";
import { apiAs, baseUrl, confirmedAccount, core, must, publishedProduct, shopOrigin, signIn } from "./support/api";
import { launchBrowser, useBrowserPage } from "./support/browser";
import { a11yReport, checkA11y } from "./support/screens";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const email = `tracking-b-${run}@example.org`;
const password = "tracking browser password";
const username = `tb${run}`.slice(0, 30);
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);
/** Screenshots for a human look when TRACKING_SHOTS names a directory. */
const shots = process.env.TRACKING_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function expectAccessible(page: Page, what: string) {
  const violations = await checkA11y(page);
  expect(violations, `${what}: ${a11yReport(violations)}`).toEqual([]);
}

let product = { id: 0, plan: 0 };

beforeAll(async () => {
  await confirmedAccount(anyone, { email, password, username, firstName: "Tim", lastName: "Tracker", profile: "seller" });
  token = await signIn(email, password, "203.0.113.251");
  product = await publishedProduct(must(seller), "course", `Tracked course ${run}`, { kind: "one_time", currency: "eur", price: "29.00" });
});

describe("the cabinet's tracking codes", () => {
  const browser = useBrowserPage();
  let page: Page;
  let settings: TrackingSettings;

  beforeAll(async () => {
    page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signInPage.signIn(email, password);
    await new Cabinet(page).waitFor();
    settings = new TrackingSettings(page);
  });

  it("starts empty and adds a GA4 id, core's format message at the field until it is right (1280 px)", async () => {
    await page.getByTestId("nav-tracking").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/settings/tracking");
    await settings.waitFor();
    expect(await page.title()).toContain("Tracking codes");
    await page.getByTestId("tracking-empty").waitFor();
    await expectAccessible(page, "empty, 1280");
    await settings.openAdd();
    await settings.typeId("UA-1234567-1");
    const problem = await settings.idProblem();
    expect(problem?.code).toBe("invalid_tracking_id");
    expect(problem?.text).toBe(core.message("invalid_tracking_id", "en"));
    expect(await page.getByTestId("tracking-id").getAttribute("aria-invalid")).toBe("true");
    await shot(page, "cabinet-dialog-1280");
    await expectAccessible(page, "dialog with a problem, 1280");
    // saving a wrong id asks nothing of the edge
    await settings.save();
    expect(await page.getByTestId("tracking-dialog").count()).toBe(1);
    await settings.typeId("G-ABC123DEF4");
    expect(await settings.idProblem()).toBeNull();
    await page.getByTestId("tracking-name").fill("Main property");
    await settings.saveAndClose();
    expect(await settings.rows()).toEqual([{ kind: "google_analytics_4", value: "G-ABC123DEF4", active: true }]);
  });

  it("adds a custom code, edits, deactivates and removes codes; the edge holds the same", async () => {
    await settings.openAdd();
    await settings.chooseKind("custom_tracking_codes");
    await settings.save();
    expect(await page.getByTestId("tracking-code-error").getAttribute("data-code")).toBe("required");
    await settings.typeCode("<script>console.log('hi')</script>");
    await settings.saveAndClose();
    await settings.openEdit("google_analytics_4");
    await settings.typeId("G-XYZ987654");
    await settings.saveAndClose();
    await settings.toggle("custom_tracking_codes");
    expect(await settings.rows()).toEqual([
      { kind: "google_analytics_4", value: "G-XYZ987654", active: true },
      { kind: "custom_tracking_codes", value: "<script>console.log('hi')</script>", active: false },
    ]);
    await shot(page, "cabinet-list-1280");
    await expectAccessible(page, "list, 1280");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await shot(page, "cabinet-list-390");
    await expectAccessible(page, "list, 390");
    await settings.remove("custom_tracking_codes");
    const stored = (await seller("GET", "/v1/cabinet/tracking_codes")).body.list as { kind: string; tracking_id: string }[];
    expect(stored.map((c) => [c.kind, c.tracking_id])).toEqual([["google_analytics_4", "G-XYZ987654"]]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

/** The hosts the seller's codes load from; answered here, counted. */
const TRACKING_HOSTS = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//;

/**
 * A storefront page in the contract's island markup, at the shop's real
 * address, its scripts from the worker (`/islands/{name}.js`): every island
 * and the shop's tracking as the edge answers it.
 */
function storefront(tracking: unknown, lang: "en" | "de" = "en"): string {
  const end = new Date(Date.now() + 3 * 86400_000 + 3600_000).toISOString();
  const json = JSON.stringify(tracking).replace(/</g, "\\u003c");
  const slides = Array.from({ length: 6 }, (_, i) => `<li class="slide">Slide ${i + 1}</li>`).join("");
  const islands = ["buy", "countdown", "contact", "slider", "categories", "consent"]
    .map((n) => `<script type="module" src="/islands/${n}.js?v=test"></script>`)
    .join("");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test shop</title><style>
body{font-family:system-ui;margin:0;padding:16px}main{max-width:960px;margin:0 auto}
.sw-slider__track{display:flex;gap:8px;overflow-x:auto;scroll-snap-type:x mandatory;list-style:none;padding:0}
.slide{flex:0 0 80%;scroll-snap-align:start;height:120px;border:1px solid;display:grid;place-items:center}
label{display:block;margin:8px 0}
</style></head><body><main>
<h1 id="title">Test shop</h1>
<p><a data-island="buy" data-testid="buy" href="/s/${username}/products/${product.id}/pay?plan=${product.plan}" data-props='{"mode":"autopay"}'>Buy now</a></p>
<div class="sw-count" data-island="countdown" data-testid="countdown" data-props='{"view":"countdown","ends_at":"${end}","units":["days","hours","minutes","seconds"],"labels":["Days","Hours","Minutes","Seconds"]}'>
<p>Offer ends on <time datetime="${end}">${end.slice(0, 10)}</time></p></div>
<form data-island="categories" method="get"><label>Category <select name="category" data-testid="category"><option value="">All</option><option value="7">Courses</option></select></label><noscript><button>Show</button></noscript></form>
<div class="sw-slider" data-island="slider"><ul class="sw-slider__track" data-testid="track">${slides}</ul></div>
<form data-island="contact" id="contact" method="post" action="/v1/shop/${username}/contact">
<label>First name <input name="first_name" data-testid="contact-first"></label>
<label>E-mail <input name="email" type="email" data-testid="contact-email"></label>
<label>Message <textarea name="custom_1" data-testid="contact-message"></textarea></label><input type="hidden" name="form_name" value="contact">
<button type="submit" data-testid="contact-send">Send</button></form>
</main><script type="application/json" id="sw-tracking">${json}</script>${islands}</body></html>`;
}

describe("the islands on a storefront page", () => {
  let tracking: Record<string, any>;
  const opened: { close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    const s = must(seller);
    // the cabinet's tests above leave G-XYZ987654; alone, this file's part makes it
    const codes = (await s("/v1/cabinet/tracking_codes", undefined, "GET")).list as { kind: string }[];
    if (!codes.some((c) => c.kind === "google_analytics_4")) {
      await s("/v1/cabinet/tracking_codes", { kind: "google_analytics_4", tracking_id: "G-XYZ987654" });
    }
    await s("/v1/cabinet/tracking_codes", { kind: "google_tag_manager", tracking_id: "GTM-AB12CD" });
    await s("/v1/cabinet/tracking_codes", { kind: "facebook_pixel", tracking_id: "1234567890123456" });
    await s("/v1/cabinet/tracking_codes", {
      kind: "custom_tracking_codes",
      code: `<script>
        let reached = "no";
        try { reached = String(parent.document.title); } catch (e) { reached = "blocked"; }
        parent.postMessage({ custom: window.swEvent.name, parent: reached, origin: String(self.origin) }, "*");
      </script>`,
    });
    // the codes as a shop's own page carries them: without the frame the
    // app's pages (payment, thank-you) run every code in
    const { frame, ...onThePage } = (await anyone("GET", `/v1/shop/${username}/tracking`)).body;
    expect(frame).toBe(`${shopOrigin(username)}/_sw/tracking`);
    tracking = onThePage;
    expect(tracking.codes).toHaveLength(4);
  });

  afterAll(async () => {
    for (const o of opened) await o.close();
  });

  /** A fresh browser (no consent stored) on the storefront page, counting tracking requests. */
  async function visit(width = 1280, lang: "en" | "de" = "en") {
    const browser = await launchBrowser({ viewport: { width, height: 844 } });
    opened.push(browser);
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const hits: string[] = [];
    await browser.context.route(TRACKING_HOSTS, (route: Route) => {
      hits.push(route.request().url());
      const url = route.request().url();
      const body = url.includes("fbevents")
        ? "window.__fbLoaded = true;"
        : url.includes("gtm.js")
          ? "window.__gtmLoaded = true;"
          : "window.__gtagLoaded = true;";
      return route.fulfill({ status: 200, contentType: "text/javascript", body });
    });
    const shop = `${shopOrigin(username)}/s/${username}`;
    await browser.context.route(
      (u) => u.href.startsWith(shop) && !u.pathname.includes("/products/"),
      (route: Route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: storefront(tracking, lang) }),
    );
    await page.addInitScript(() => {
      const w = window as unknown as { __messages: unknown[] };
      w.__messages = [];
      window.addEventListener("message", (e) => w.__messages.push(e.data));
    });
    await page.goto(shop);
    return { page, hits, errors, context: browser.context };
  }

  it("asks before any tracking host is contacted, then loads the codes and fires shop_page (1280 px)", async () => {
    const { page, hits, errors, context } = await visit();
    const consent = new ConsentBanner(page);
    await consent.waitFor();
    const before = await page.locator("#title").boundingBox();
    expect(hits).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    expect(await page.locator("iframe.sw-tracking-frame").count()).toBe(0);
    // the banner takes the keyboard while open: Tab never leaves it
    expect(await consent.focusInside()).toBe(true);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await consent.focusInside()).toBe(true);
    }
    // Escape does not dismiss it without a choice
    await page.keyboard.press("Escape");
    expect(await consent.banner().isVisible()).toBe(true);
    // it overlays the page: nothing of the content moved
    expect(await page.locator("#title").boundingBox()).toEqual(before);
    await shot(page, "consent-1280");
    await expectAccessible(page, "banner, 1280");

    await consent.acceptAll();
    await consent.banner().waitFor({ state: "detached" });
    await page.waitForFunction(() => {
      const w = window as unknown as { __gtmLoaded?: boolean; __fbLoaded?: boolean; __gtagLoaded?: boolean };
      return w.__gtmLoaded && w.__fbLoaded && w.__gtagLoaded;
    });
    // GA4 (statistics), the tag manager and the pixel (marketing)
    expect(hits.map((h) => new URL(h).pathname).sort()).toEqual(["/en_US/fbevents.js", "/gtag/js", "/gtm.js"]);
    expect(hits.find((h) => h.includes("gtm.js"))).toContain("id=GTM-AB12CD");
    expect(hits.find((h) => h.includes("gtag/js"))).toContain("id=G-XYZ987654");
    // gtag's queue holds arguments objects: read them as arrays
    const dataLayer = await page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[] }).dataLayer.map((e) =>
        e && typeof e === "object" && "length" in e ? Array.from(e as ArrayLike<unknown>) : e,
      ),
    );
    expect(dataLayer).toContainEqual(["config", "G-XYZ987654"]);
    expect(dataLayer).toContainEqual(["event", "shop_page", { send_to: "G-XYZ987654" }]);
    expect(dataLayer).toContainEqual({ event: "shop_page" });
    const fbq = await page.evaluate(
      () => JSON.parse(JSON.stringify((window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue)) as unknown[][],
    );
    expect(fbq).toEqual([
      ["init", "1234567890123456"],
      ["track", "PageView"],
      ["trackCustom", "shop_page", {}],
    ]);
    // the custom code ran in a frame of its own origin: the event reached it, the page did not
    await page.waitForFunction(() => (window as unknown as { __messages: unknown[] }).__messages.length > 0);
    const messages = await page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages);
    expect(messages).toEqual([{ custom: "shop_page", parent: "blocked", origin: "null" }]);
    const frame = page.locator("iframe.sw-tracking-frame");
    expect(await frame.getAttribute("sandbox")).toBe("allow-scripts");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === tracking.cookie)?.value).toBe("all");

    // the choice is kept: the next page loads the codes at once, no banner
    hits.length = 0;
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded);
    expect(await consent.banner().count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("loads nothing after 'Only necessary', and only the statistics code when statistics are chosen (390 px)", async () => {
    const { page, hits, context } = await visit(390);
    const consent = new ConsentBanner(page);
    await consent.waitFor();
    // a bottom sheet on a phone: the whole width, at the bottom
    const box = await consent.banner().boundingBox();
    expect(box?.width).toBe(390);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await shot(page, "consent-390");
    await expectAccessible(page, "banner, 390");
    await consent.onlyNecessary();
    await consent.banner().waitFor({ state: "detached" });
    // the form still works after the choice (nothing else waits): send it, then look again
    expect((await context.cookies()).find((c) => c.name === tracking.cookie)?.value).toBe("necessary");
    await page.reload();
    await page.locator("#title").waitFor();
    expect(await consent.banner().count()).toBe(0);
    expect(hits).toEqual([]);
    expect(await page.locator("iframe.sw-tracking-frame").count()).toBe(0);

    // statistics only: Google Analytics loads, the tag manager, the pixel and the custom code do not
    await context.clearCookies();
    await page.reload();
    await consent.waitFor();
    await consent.choose(["statistics"]);
    await consent.banner().waitFor({ state: "detached" });
    await page.waitForFunction(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded);
    expect(hits.map((h) => new URL(h).pathname)).toEqual(["/gtag/js"]);
    expect(await page.locator("iframe.sw-tracking-frame").count()).toBe(0);
    // the ids joined by commas, written percent-encoded (a comma is no cookie character)
    const value = (await context.cookies()).find((c) => c.name === tracking.cookie)?.value ?? "";
    expect(decodeURIComponent(value)).toBe("necessary,statistics");
  });

  it("speaks German on a German page", async () => {
    const { page } = await visit(1280, "de");
    const consent = new ConsentBanner(page);
    await consent.waitFor();
    expect(await consent.banner().locator(".sw-consent__all").textContent()).toBe("Alle akzeptieren");
    expect(await consent.banner().locator("label").first().textContent()).toContain("Notwendig");
    await consent.onlyNecessary();
  });

  it("the buy button opens the payment page in a dialog; countdown, slider, categories and contact work (390 px)", async () => {
    const { page, errors } = await visit(390);
    await new ConsentBanner(page).waitFor();
    await new ConsentBanner(page).onlyNecessary();

    // autopay: the payment page in a dialog, embedded
    await page.getByTestId("buy").click();
    const dialog = page.locator("dialog.sw-buy-dialog");
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    const src = await dialog.locator("iframe").getAttribute("src");
    expect(src).toBe(`/s/${username}/products/${product.id}/pay?plan=${product.plan}&embed=1`);
    // the payment page is the app's, on another site than this shop's page (issue 29): the frame goes
    // there (its address is the shop's, answered with a move to the app). What it shows is read on the
    // edge's page below: this page is a route's answer, which Chromium counts as a public address, and
    // it keeps a public page's frame from loopback (local network access)
    await shot(page, "autopay-390");
    await dialog.getByRole("button", { name: "Close" }).click();
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);

    // the countdown adds the time left to the rendered end date and ticks (no clock moved: it changes by itself)
    expect(await page.locator('[data-testid="countdown"] time').count()).toBe(1);
    const seconds = page.locator('[data-testid="countdown"] [data-unit="seconds"]');
    const first = await seconds.textContent();
    await page.waitForFunction((was) => document.querySelector('[data-unit="seconds"]')?.textContent !== was, first);
    expect(await page.locator('[data-testid="countdown"] [data-unit="days"]').textContent()).toBe("03");

    // the slider gains previous and next buttons; next scrolls, previous is off at the start
    const prev = page.locator(".sw-slider__prev");
    const next = page.locator(".sw-slider__next");
    expect(await prev.isDisabled()).toBe(true);
    await next.click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="track"]')?.scrollLeft ?? 0) > 0);
    await page.waitForFunction(() => !(document.querySelector(".sw-slider__prev") as HTMLButtonElement).disabled);

    // the contact form: problems at their fields, then sent in place
    await page.getByTestId("contact-send").click();
    await page.locator('[data-testid="contact-first"][aria-invalid="true"]').waitFor();
    // the message's problem at the form's own text field (custom_1)
    expect(await page.getByTestId("contact-message").getAttribute("aria-invalid")).toBe("true");
    const describedBy = await page.getByTestId("contact-email").getAttribute("aria-describedby");
    expect(await page.locator(`#${describedBy}`).textContent()).toBe("Please fill in this field.");
    await page.getByTestId("contact-first").fill("Ada");
    await page.getByTestId("contact-email").fill(`islands-${run}@example.org`);
    await page.getByTestId("contact-message").fill(`Hello from the islands ${run}`);
    await page.getByTestId("contact-send").click();
    await page.locator('form[data-island="contact"][data-state="sent"]').waitFor();
    expect(await page.locator(".sw-contact__status").textContent()).toContain("Sent");
    expect(await page.getByTestId("contact-first").getAttribute("aria-invalid")).toBeNull();
    expect(await page.getByTestId("contact-message").getAttribute("aria-invalid")).toBeNull();
    const notes = (await seller("GET", "/v1/cabinet/notifications?per=100")).body.list as { kind: string; subject: string }[];
    expect(notes.some((n) => n.kind === "custom_notification" && n.subject === `Hello from the islands ${run}`)).toBe(true);
    await shot(page, "islands-390");

    // the category dropdown submits its form on change
    await page.getByTestId("category").selectOption("7");
    await page.waitForURL((u) => u.searchParams.get("category") === "7");
    expect(errors).toEqual([]);
  });
});

describe("the islands on the shop's page as the edge serves it", () => {
  let opened: { close: () => Promise<void> } | undefined;

  beforeAll(async () => {
    const s = must(seller);
    // a second product, so the slider has something to move
    await publishedProduct(s, "course", `Second course ${run}`, { kind: "one_time", currency: "eur", price: "19.00" });
    const category = (await s("/v1/cabinet/categories", { title: `Courses ${run}`, product_ids: [product.id] })).category?.id as number;
    expect(category).toBeGreaterThan(0);
    const ends = new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 19) + "Z";
    const document = {
      type: "shop",
      blocks: [
        {
          id: "list",
          type: "seller_products",
          settings: {
            view: "list",
            categoriesView: "dropdown",
            paymentOptions: "autopay",
            modalBackgroundColor: "#1E2A38",
            modalTextColor: "#FFFFFF",
          },
        },
        { id: "slider", type: "seller_products", settings: { view: "slider", itemsPerSlide: 1 } },
        { id: "count", type: "conversion_tools", settings: { view: "countdown", countdownType: "date", endsAt: ends, titleText: "Sale" } },
        { id: "contact", type: "contact_form", settings: { titleText: "Ask me" } },
      ],
    };
    const made = await seller(
      "POST",
      "/v1/cabinet/pages",
      { page_type: "shop", path: "", title: "Home", document },
      { "idempotency-key": `tb-${run}-home` },
    );
    expect(made.status, made.text).toBe(201);
    await s(`/v1/cabinet/pages/${made.body.page.id as number}/publish`);
    const input = await seller("GET", `/v1/cabinet/pages/${made.body.page.id as number}/render_input?version=published`, undefined, {
      "accept-language": "en",
    });
    expect(input.status, input.text).toBe(200);
    // the page carries the shop's tracking exactly as the public route answers it, but the frame
    // the app's pages run it in (the shop's page is of the shop's site: it runs them in place)
    const { frame: _frame, ...onThePage } = (await anyone("GET", `/v1/shop/${username}/tracking`)).body;
    expect(input.body.input.tracking).toEqual(onThePage);
  });

  afterAll(async () => {
    await opened?.close();
  });

  it("every island works on the edge's page: consent, autopay, countdown, slider, category dropdown, contact (390 px)", async () => {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    opened = browser;
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const hits: string[] = [];
    await browser.context.route(TRACKING_HOSTS, (route: Route) => {
      hits.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__loaded = (window.__loaded || 0) + 1;" });
    });
    // the edge's page: core's HTML with the tracking and the islands' scripts
    const shop = `${shopOrigin(username)}/s/${username}`;
    const served = await page.goto(shop);
    expect(served?.status()).toBe(200);
    expect(await served?.text()).toMatch(/<script nonce="[\w-]+" type="application\/json" id="sw-tracking">/);
    const consent = new ConsentBanner(page);
    await consent.waitFor();
    expect(hits).toEqual([]);
    await expectAccessible(page, "core's page with the banner, 390");
    await consent.acceptAll();
    await page.waitForFunction(() => ((window as unknown as { __loaded?: number }).__loaded ?? 0) >= 3);
    expect(hits.map((h) => new URL(h).pathname).sort()).toEqual(["/en_US/fbevents.js", "/gtag/js", "/gtm.js"]);

    // autopay: the product's buy link opens the payment page in the dialog
    const buy = page.locator('a[data-island="buy"]').first();
    const href = await buy.getAttribute("href");
    await buy.click();
    const dialog = page.locator("dialog.sw-buy-dialog");
    await dialog.waitFor();
    expect(await dialog.locator("iframe").getAttribute("src")).toBe(`${href}&embed=1`);
    // the payment page itself, the app's, renders inside the shop's page (another site's frame, where
    // the browser refuses it storage: it keeps its values in memory, web/src/api/storage.ts)
    await page.frameLocator("dialog.sw-buy-dialog iframe").getByTestId("checkout-title").waitFor();
    // in the colours the seller set for the dialog
    expect(await dialog.evaluate((d) => [getComputedStyle(d).backgroundColor, getComputedStyle(d).color])).toEqual([
      "rgb(30, 42, 56)",
      "rgb(255, 255, 255)",
    ]);
    await dialog.getByRole("button", { name: "Close" }).click();

    // the countdown ticks beside core's end date
    const seconds = page.locator('[data-island="countdown"] [data-unit="seconds"]');
    const first = await seconds.textContent();
    await page.waitForFunction(
      (was) => document.querySelector('[data-island="countdown"] [data-unit="seconds"]')?.textContent !== was,
      first,
    );
    expect(await page.locator('[data-island="countdown"] [data-unit="days"]').textContent()).toMatch(/^0[12]$/);

    // the slider's buttons: previous off at the start, next moves the track
    await page.locator('[data-island="slider"] .sw-slider__next').click();
    await page.waitForFunction(() => (document.querySelector('[data-island="slider"] .sw-slider__track')?.scrollLeft ?? 0) > 0);

    // the contact form core renders: sent in place, the seller told
    const form = page.locator('form[data-island="contact"]');
    await form.locator('input[name="first_name"]').fill("Grace");
    await form.locator('input[name="email"]').fill(`rendered-${run}@example.org`);
    await form.locator('textarea[name="custom_1"]').fill(`From core's form ${run}`);
    await form.locator('button[type="submit"]').click();
    await page.locator('form[data-island="contact"][data-state="sent"]').waitFor();
    const notes = (await seller("GET", "/v1/cabinet/notifications?per=100")).body.list as { kind: string; subject: string }[];
    expect(notes.some((n) => n.kind === "custom_notification" && n.subject === `From core's form ${run}`)).toBe(true);
    await shot(page, "core-page-390");

    // the category dropdown submits on change
    const select = page.locator('form[data-island="categories"] select[name="category"]');
    const option = await select.locator("option").nth(1).getAttribute("value");
    await select.selectOption(option ?? "");
    await page.waitForURL((u) => u.searchParams.get("category") === option);
    expect(errors).toEqual([]);

    // the payment page (its own bundle, on the app's site): the consent given on the shop's site is
    // that site's, so it asks for this shop again; then every code runs in the shop site's sandboxed
    // tracking frame with payment_page, none in the payment page itself
    hits.length = 0;
    await page.goto(new URL(href ?? "", shop).href);
    const again = new ConsentBanner(page);
    await again.waitFor();
    await again.acceptAll();
    // each code's script is asked for as it is placed, the pixel's after GA4's event: wait for all three
    await expect.poll(() => hits.map((h) => new URL(h).pathname).sort()).toEqual(["/en_US/fbevents.js", "/gtag/js", "/gtm.js"]);
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    const frame = page.frames().find((f) => new URL(f.url()).pathname === "/_sw/tracking");
    expect(frame?.url()).toBe(`${shopOrigin(username)}/_sw/tracking`);
    await expect
      .poll(() => frame?.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])))
      .toContain("payment_page");
    expect(errors).toEqual([]);
  });
});
