// A buyer on a phone (issue 18): at 390 × 844 with JavaScript on, the buyer
// opens a shop of its own (a seller made by this file), picks a product,
// goes on to the payment page, pays with the sandbox's test card and sees
// the paid order. On the shop, the product and the payment page,
// Lighthouse-style checks: no console errors (uncaught errors and failed
// loads included), every <img> with width, height and an alt attribute
// and shown once scrolled to,
// the seller's chosen buy colour and the text drawn on it at WCAG AA, one
// h1, nothing wider than the phone, and axe-core without serious or
// critical violations. Then the seller, on the same phone, picks a buy
// colour on which no text is readable in the checkout settings and is
// warned, and the warning goes when the colour is readable again.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contrast } from "../web/src/ui/contrast";
import { SignInPage, Cabinet } from "./pages/AccountPages";
import { ProductEditor } from "./pages/CatalogPages";
import { CheckoutPage } from "./pages/CheckoutPages";
import { apiAs, baseUrl, confirmedAccount, must, requestAt, signIn } from "./support/api";
import { launchBrowser } from "./support/browser";
import { paidAndDelivered, untilOrder } from "./support/checkout";
import { solidPng } from "./support/png";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const username = `phone${run}`;
const email = `${username}@example.org`;
const password = "phone shop password 2026";
const IP = "198.51.100.190";
const AXE = join(import.meta.dirname, "..", "node_modules", "axe-core", "axe.min.js");
/** Screenshots for a human look when PHONE_SHOTS names a directory. */
const shots = process.env.PHONE_SHOTS;
// the phone's own client address: orders are limited per address, and the other files' browsers share theirs
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: "en-US",
  extraHTTPHeaders: { "cf-connecting-ip": "203.0.113.202" },
};
/** The seller's colours: a buy colour that takes white text, a page colour that takes dark text. */
const BUY_COLOR = "#6b46c1";
const PAGE_COLOR = "#2196F3";

let token = "";
const call = apiAs(() => token);
const product = { id: 0, plan: 0, name: `Morning Pages Workshop ${run}` };
const other = { id: 0, plan: 0, name: `Evening Review ${run}` };

beforeAll(async () => {
  const anyone = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json, { "cf-connecting-ip": IP });
  await confirmedAccount(anyone, { email, password, username, firstName: "Paula", lastName: "Phone", profile: "seller" });
  token = await signIn(email, password, IP);
  const seller = must(call);
  await seller("/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] }, "PUT");
  for (const [offer, price, cover] of [
    [product, "35.00", true],
    [other, "15.00", false],
  ] as const) {
    offer.id = (await seller("/v1/cabinet/products", { form: "service", name: offer.name })).product.id as number;
    await seller(
      `/v1/cabinet/products/${offer.id}`,
      {
        description: "An hour of writing together, by video call. ".repeat(4),
        checkout: { buy_color: BUY_COLOR, page_color: PAGE_COLOR, background_color: "#f0f0f0", countdown_color: "#6ce369" },
      },
      "PATCH",
    );
    if (cover) {
      for (const [variant, png] of [
        ["original", solidPng(800, 500, [40, 90, 160])],
        ["s100", solidPng(100, 100, [40, 90, 160])],
      ] as const) {
        const put = await fetch(`${baseUrl()}/v1/cabinet/products/${offer.id}/cover/${variant}`, {
          method: "PUT",
          headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
          body: new Uint8Array(png),
        });
        expect(put.status, await put.text()).toBeLessThan(300);
      }
    }
    offer.plan = (
      await seller(`/v1/cabinet/products/${offer.id}/pricing_plans`, {
        name: "Standard",
        terms: { kind: "one_time", currency: "eur", price },
      })
    ).pricing_plan.id as number;
    await seller(`/v1/cabinet/products/${offer.id}/publish`);
  }
});

/** A phone's browser context and page; `problems` collects console errors, uncaught errors and failed loads. */
async function phone(): Promise<{ context: BrowserContext; page: Page; problems: string[]; close: () => Promise<void> }> {
  const { context, close } = await launchBrowser(PHONE);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()} (${page.url()})`);
  });
  page.on("pageerror", (e) => problems.push(`uncaught: ${e.message} (${page.url()})`));
  // a load cut off by the next navigation (net::ERR_ABORTED) is no failure
  page.on("requestfailed", (r) => {
    const error = r.failure()?.errorText ?? "";
    if (!error.includes("ERR_ABORTED")) problems.push(`failed: ${r.url()} ${error}`);
  });
  return { context, page, problems, close };
}

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** Every image of the page without a width, a height or an alt attribute: its src and what is missing. */
function imagesLackingSizeOrAlt(page: Page) {
  return page.locator("img").evaluateAll((imgs) =>
    imgs
      .map((img) => {
        const missing = ["width", "height", "alt"].filter(
          (a) => !img.hasAttribute(a) || (a !== "alt" && !/^\d+$/.test(img.getAttribute(a)!)),
        );
        return missing.length ? `${img.getAttribute("src")}: ${missing.join(", ")}` : "";
      })
      .filter(Boolean),
  );
}

/**
 * The images not shown once the buyer has scrolled through the whole page:
 * off-screen covers are skipped (`content-visibility:auto`) and lazy, so
 * they must come in as the buyer scrolls.
 */
async function imagesNotShownAfterScrolling(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(50);
  }
  const notShown = () =>
    page
      .locator("img")
      .evaluateAll((imgs) =>
        imgs
          .filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0)
          .map((img) => img.getAttribute("src") ?? ""),
      );
  await expect.poll(notShown, { timeout: 10_000 }).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  return notShown();
}

/** A computed CSS colour (`rgb(r, g, b)` or `rgba(...)`) as #rrggbb; null when transparent. */
function hexOf(css: string): string | null {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/.exec(css);
  if (!m) return null;
  if (m[4] !== undefined && Number(m[4]) < 1) return null;
  return `#${[m[1], m[2], m[3]].map((c) => Number(c).toString(16).padStart(2, "0")).join("")}`;
}

/** The text colour of `selector`'s first match and the background it is drawn on (the nearest opaque one up the tree). */
async function drawnColours(page: Page, selector: string) {
  const found = await page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const text = getComputedStyle(el).color;
      const backgrounds: string[] = [];
      for (let at: Element | null = el; at; at = at.parentElement) backgrounds.push(getComputedStyle(at).backgroundColor);
      return { text, backgrounds };
    });
  const text = hexOf(found.text);
  const background = found.backgrounds.map(hexOf).find((c) => c !== null) ?? "#ffffff";
  return { text, background };
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o?: unknown) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }
    ).axe;
    const result = await axe.run();
    return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.nodes.length})`);
  });
}

/** The checks every buyer page passes on the phone. */
async function lighthouseStyle(page: Page, problems: string[], what: string) {
  expect(await imagesLackingSizeOrAlt(page), `${what}: images without width, height or alt`).toEqual([]);
  expect(await imagesNotShownAfterScrolling(page), `${what}: images not shown after scrolling`).toEqual([]);
  expect(await page.locator("h1").count(), `${what}: one h1`).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${what}: wider than the phone`).toBe(true);
  expect(await seriousViolations(page), `${what}: axe`).toEqual([]);
  expect(problems, `${what}: console errors`).toEqual([]);
}

describe("a buyer on a phone", () => {
  let opened: Awaited<ReturnType<typeof phone>>;
  afterAll(async () => {
    await opened?.close();
  });

  it("goes from the shop to a paid order, every page passing the Lighthouse-style checks", async () => {
    opened = await phone();
    const { page, problems } = opened;

    // the shop: both products, each a link to its product page
    await page.goto(`${baseUrl()}/s/${username}`);
    const link = page.locator(`a[href$="/s/${username}/products/${product.id}"]`).first();
    await link.waitFor();
    const text = await page.locator("body").innerText();
    expect(text).toContain(product.name);
    expect(text).toContain(other.name);
    await shot(page, "shop-390");
    await lighthouseStyle(page, problems, "shop page");

    // the product page: its name, and a buy link in the seller's colour that stays readable
    await link.click();
    await page.waitForURL((url) => url.pathname === `/s/${username}/products/${product.id}`);
    const buy = `a[href*="/s/${username}/products/${product.id}/pay"]`;
    await page.locator(buy).first().waitFor();
    expect(await page.locator("h1").innerText()).toContain(product.name);
    const onProduct = await drawnColours(page, buy);
    expect(onProduct.text, "the buy link's text colour").not.toBeNull();
    expect(contrast(onProduct.text!, onProduct.background), `buy link ${onProduct.text} on ${onProduct.background}`).toBeGreaterThanOrEqual(
      4.5,
    );
    await shot(page, "product-390");
    await lighthouseStyle(page, problems, "product page");

    // the payment page: the seller's buy colour, its text readable on it
    await page.locator(buy).first().click();
    await page.waitForURL((url) => url.pathname === `/s/${username}/products/${product.id}/pay`);
    const checkout = new CheckoutPage(page);
    await page.getByTestId("checkout").waitFor();
    await checkout.settle();
    const onPay = await drawnColours(page, '[data-testid="buy"]');
    expect(onPay.background).toBe(BUY_COLOR);
    expect(contrast(onPay.text!, onPay.background), `buy button ${onPay.text} on ${onPay.background}`).toBeGreaterThanOrEqual(4.5);
    await shot(page, "payment-390");
    await lighthouseStyle(page, problems, "payment page");

    // pays with the sandbox's test card and comes back to the paid order
    await checkout.fillPayer({
      first_name: "Erika",
      last_name: "Muster",
      email: `buyer-${run}@example.org`,
      street: "Hauptstr.",
      street_number: "5",
      zip: "10115",
      city: "Berlin",
      phone: "+49 30 1234567",
    });
    await checkout.chooseMethod("card");
    const sandbox = await checkout.buyAndGoToProvider();
    expect(await sandbox.amount()).toBe("35.00 EUR");
    await sandbox.pay("4242424242424242");
    await sandbox.backAtShop();
    const orderToken = new URL(page.url()).pathname.split("/")[4]!;
    const order = await untilOrder(orderToken, paidAndDelivered, "paid and delivered");
    expect(order.order.product_id ?? product.id).toBe(product.id);
    // the page itself says so once the payment is in (the edge's page of a
    // pending order refreshes itself; the app's page polls)
    await page
      .locator('.sw-state .sw-badge--ok, [data-testid="thank-you"][data-phase="ready"]:not([data-designed="loading"])')
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await page.locator("body").innerText()).toContain(product.name);
    await shot(page, "thank-you-390");
    expect(await imagesLackingSizeOrAlt(page), "thank-you page: images without width, height or alt").toEqual([]);
    expect(problems, "thank-you page: console errors").toEqual([]);
  });
});

describe("the seller picks a buy colour on a phone", () => {
  let opened: Awaited<ReturnType<typeof phone>>;
  afterAll(async () => {
    await opened?.close();
  });

  it("is warned when no text is readable on the buy colour, and the warning goes with a readable one", async () => {
    opened = await phone();
    const { page, problems } = opened;
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signInPage.signIn(email, password);
    await new Cabinet(page).waitFor();
    await page.goto(`${baseUrl()}/cabinet/products/${product.id}/edit`);
    const editor = new ProductEditor(page);
    await editor.waitFor();
    await editor.goStep("checkout");
    const field = page.getByTestId("checkout-buy_color");
    const warning = page.getByTestId("checkout-buy_color-contrast");
    // the saved colour takes white text: no warning
    expect(await field.inputValue()).toBe(BUY_COLOR);
    expect(await warning.count()).toBe(0);

    // a bright red: white text reaches 4.2:1 on it, the dark text 3.7:1
    await field.fill("#e53935");
    await warning.waitFor();
    const ratio = Number(await warning.getAttribute("data-ratio"));
    expect(ratio).toBeCloseTo(Math.max(contrast("#e53935", "#ffffff"), contrast("#e53935", "#1c2433")), 2);
    expect(ratio).toBeLessThan(4.5);
    expect(await warning.innerText()).toContain(`${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`);
    // tied to the field for assistive technology
    const hintId = await page.getByTestId("checkout-buy_color-hint").getAttribute("id");
    expect((await field.getAttribute("aria-describedby"))?.split(" ")).toContain(hintId);
    await shot(page, "cabinet-buy-colour-warning-390");
    // a warning, not an error: saving is still allowed
    expect(await field.getAttribute("aria-invalid")).toBeNull();

    // not a colour at all: the field's own problem, no contrast warning
    await field.fill("#e5393");
    await page.getByTestId("checkout-buy_color-error").waitFor();
    expect(await warning.count()).toBe(0);

    // a darker red is readable again
    await field.fill("#b71c1c");
    await page.locator('[data-testid="checkout-buy_color"]:not([aria-invalid])').waitFor();
    expect(await warning.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
