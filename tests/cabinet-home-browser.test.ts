// The cabinet's frame and home in the browser (issue 16), in headless
// Chromium against the real edge: a new seller's home shows the chart of 30
// days (with the same numbers as a table) and the checklist whose buttons
// lead to their screens; the navigation is a drawer at 390 px opened and
// closed by keyboard; the header menu opens with Enter and closes with
// Escape, focus returning to its button; the UI language chosen there
// writes <html lang>, amounts and dates (45,79 € and DD.MM.YYYY in German)
// and survives a reload; routes and pages set the document's title.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { chooseLanguage } from "./pages/AreaPages";
import { apiAs, baseUrl, confirmedAccount, publishedDownload, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const email = `home-browser-${run}@example.org`;
const password = "home browser password";
const username = `hb${run}`.slice(0, 30);
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? document.activeElement?.tagName);

describe("the cabinet's frame and home", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;

  beforeAll(async () => {
    await confirmedAccount(anyone, { email, password, username, firstName: "Greta", lastName: "Holm", profile: "seller" });
    token = await signIn(email, password, "203.0.113.191");
    // one paid order of 45.79 € today
    const product = await publishedDownload(seller, token, `Home Atlas ${run}`, "atlas.txt", "45.79");
    const body = await quotedOrderBody(seller, { product_id: product.id, plan_id: product.plan }, `buyer-${run}@example.org`);
    const made = await seller("POST", "/v1/checkout/orders", body, { "idempotency-key": `home-browser-${run}` });
    expect(made.status, made.text).toBe(201);
    expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
    await untilOrder(made.body.order.token, paidAndDelivered, "paid and delivered");

    page = browser.page();
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signInPage.signIn(email, password);
    await new Cabinet(page).waitFor();
  });

  it("shows 30 days as a chart and a table, the totals and the checklist", async () => {
    const cabinet = new Cabinet(page);
    expect(await cabinet.home()).toEqual({ seller_profile: false, payment_method: false, legal_details: false, published_product: true });
    expect(await page.getByTestId("chart-day").count()).toBe(30);
    expect(await page.getByTestId("home-table-day").count()).toBe(30);
    const today = new Date().toISOString().slice(0, 10);
    const bar = page.locator(`[data-testid="chart-day"][data-date="${today}"]`);
    expect(await bar.getAttribute("data-revenue")).toBe("45.79");
    expect(await bar.getAttribute("data-orders")).toBe("1");
    expect(await page.getByTestId("home-orders").getAttribute("data-count")).toBe("1");
    expect(await page.locator('[data-testid="home-revenue"] .amount').getAttribute("data-amount")).toBe("45.79");
    // the chart is an image with a summary, for screen readers
    expect(await page.locator('[data-testid="home-chart"] svg').getAttribute("role")).toBe("img");
    expect(await page.locator('[data-testid="home-chart"] svg').getAttribute("aria-label")).toContain("1 paid orders");
    // done items show no button
    expect(await page.getByTestId("checklist-published_product-action").count()).toBe(0);
    expect(await page.title()).toBe("Overview · Sellwerk");
    expect(pageErrors).toEqual([]);
  });

  it("leads from each open checklist item to the screen that does it", async () => {
    await page.getByTestId("checklist-seller_profile-action").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/profile/edit" && u.search === "?seller_profile_edit=true");
    expect(await page.title()).toBe("Seller profile · Sellwerk");
    await page.goBack();
    await page.locator('[data-testid="cabinet-home"][data-state="ready"]').waitFor();
    await page.getByTestId("checklist-legal_details-action").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/settings/legal");
    await page.goBack();
    await page.locator('[data-testid="cabinet-home"][data-state="ready"]').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("opens and closes the header menu by keyboard, focus returning to its button", async () => {
    const button = page.getByTestId("account-menu-button");
    await button.focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("account-menu").waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // the first control of the menu has the focus (the switcher is disabled with one profile)
    expect(await focused(page)).toBe("language");
    expect(await page.getByTestId("sign-out").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await page.getByTestId("account-menu").waitFor({ state: "hidden" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await focused(page)).toBe("account-menu-button");
    expect(pageErrors).toEqual([]);
  });

  it("is a drawer behind a menu button at 390 px, by keyboard and by touch", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      const toggle = page.getByTestId("nav-toggle");
      expect(await page.getByTestId("nav-orders").isVisible()).toBe(false);
      await toggle.focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("nav-orders").waitFor();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await focused(page)).toBe("nav-home");
      await page.keyboard.press("Escape");
      await page.getByTestId("nav-orders").waitFor({ state: "hidden" });
      expect(await focused(page)).toBe("nav-toggle");

      await toggle.click();
      await page.getByTestId("nav-orders").click();
      await page.waitForURL((u) => u.pathname === "/cabinet/orders");
      await page.getByTestId("nav-orders").waitFor({ state: "hidden" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await page.title()).toBe("Orders · Sellwerk");
      // nothing wider than the phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await toggle.click();
      await page.getByTestId("nav-home").click();
      await page.waitForURL((u) => u.pathname === "/cabinet");
      await page.locator('[data-testid="cabinet-home"][data-state="ready"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1000, height: 800 });
    }
    expect(pageErrors).toEqual([]);
  });

  it("switches to German: <html lang>, amounts and dates follow, and the choice survives a reload", async () => {
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await chooseLanguage(page, "de");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(await page.locator('[data-testid="home-revenue"] .amount').textContent()).toMatch(/^45,79\s€$/);
    const today = new Date().toISOString().slice(0, 10);
    const [y, m, d] = today.split("-");
    expect(await page.locator(`[data-testid="home-table-day"][data-date="${today}"] th`).textContent()).toBe(`${d}.${m}.${y}`);
    expect(await page.title()).toBe("Übersicht · Sellwerk");

    await page.reload();
    await page.locator('[data-testid="cabinet-home"][data-state="ready"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(await page.getByTestId("nav-orders").textContent()).toBe("Bestellungen");
    expect(await page.locator('[data-testid="home-revenue"] .amount').textContent()).toMatch(/^45,79\s€$/);

    await chooseLanguage(page, "en");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(pageErrors).toEqual([]);
  });

  it("names every page in the document's title", async () => {
    await page.getByTestId("nav-account").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/settings/account");
    await page.getByTestId("cabinet-account").waitFor();
    expect(await page.title()).toBe("Account · Sellwerk");
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId("home-page").waitFor();
    expect(await page.title()).toBe("Sellwerk");
    await page.getByTestId("home-sign-in").click();
    await page.getByTestId("sign-in-page").waitFor();
    expect(await page.title()).toBe("Sign in · Sellwerk");
    // a product page is the edge's HTML: its title names the product, as its heading does
    await page.goto(`${baseUrl()}/s/demo/products/1`);
    const name = ((await page.locator("h1").first().textContent()) ?? "").trim();
    expect(name).not.toBe("");
    expect(await page.title()).toContain(name);
    expect(pageErrors).toEqual([]);
  });
});
