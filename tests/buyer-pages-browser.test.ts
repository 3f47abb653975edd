// The buyer's pages in headless Chromium (issue 16): the shop's product
// cards (the edge's HTML since issue 18) name the price of every plan kind
// in plain words (never "0.00"), in German as "49,00 €"; the thank-you page names the shop and lists the order
// bump; a missing shop or product is a friendly page in the UI language
// (one h1, no API text); nothing overflows a 360 px phone; axe-core finds
// no serious or critical violation at 390, 768 and 1280 px.
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ShopListPage } from "./pages/ShopPage";
import { apiAs, baseUrl, must, publishedProduct, signIn } from "./support/api";
import { launchBrowser, useBrowserPage } from "./support/browser";
import { quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `bp${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
let token = "";
const call = apiAs(() => token);
const anonymous = apiAs(() => "");
const AXE = join(import.meta.dirname, "..", "node_modules", "axe-core", "axe.min.js");
/** Screenshots for a human look when BUYER_SHOTS names a directory. */
const shots = process.env.BUYER_SHOTS;

const ids: Record<string, number> = {};
let thankYouPath = "";

beforeAll(async () => {
  token = await signIn("demo@sellwerk.test", "demo-password", "198.51.100.161");
  const seller = must(call);
  const plans: [string, Record<string, unknown>][] = [
    ["one", { kind: "one_time", currency: "eur", price: "49.00" }],
    [
      "instalments",
      { kind: "installment", currency: "eur", first_amount: "66.67", next_amount: "66.67", payments_count: 3, interval: "1m" },
    ],
    [
      "subscription",
      { kind: "subscription", currency: "eur", first_amount: "19.00", next_amount: "19.00", interval: "1m", trial_period: "14d" },
    ],
    [
      "limited",
      { kind: "limited_subscription", currency: "eur", first_amount: "19.00", next_amount: "19.00", payments_count: 6, interval: "1m" },
    ],
    ["free", { kind: "one_time", currency: "eur", price: "0" }],
  ];
  for (const [key, terms] of plans) ids[key] = (await publishedProduct(seller, "course", `Card ${key} ${run}`, terms)).id;
  // a protected product, for its password gate
  ids.locked = (await publishedProduct(seller, "course", `Locked ${run}`, { kind: "one_time", currency: "eur", price: "5.00" })).id;
  const locked = await call("PATCH", `/v1/cabinet/products/${ids.locked}`, { access_password: `secret-${run}` });
  expect(locked.status, locked.text).toBe(200);

  // a paid order of the demo course with the cheat sheet as its bump
  const body = await quotedOrderBody(
    anonymous,
    { product_id: 4, plan_id: 4, bumps: [{ product_id: 5, plan_id: 6 }] },
    `thanks-${run}@example.org`,
  );
  const made = await anonymous("POST", "/v1/checkout/orders", body, { "idempotency-key": `buyer-pages-${run}` });
  expect(made.status, made.text).toBe(201);
  expect((await sandboxForm(made.body.redirect_url, { card_number: "4242 4242 4242 4242" })).status).toBe(303);
  await untilOrder(made.body.order.token, (o) => o.delivery?.delivered === true, "delivered");
  thankYouPath = `/s/demo/payment/${made.body.order.token}/thank_you`;
});

/** The price of each of this file's cards in the demo shop, by the card's plan kind. */
async function cardPrices(page: Page) {
  const shop = new ShopListPage(page);
  await shop.open(baseUrl(), "demo");
  const cards = (await shop.cards()).filter((c) => c.name.endsWith(` ${run}`));
  return Object.fromEntries(cards.map((c) => [c.name.replace(` ${run}`, "").replace("Card ", ""), c.price]));
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

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

describe("the buyer's pages", () => {
  const browser = useBrowserPage();

  it("shows product cards with the price of every plan kind in plain words", async () => {
    const page = browser.page();
    const prices = await cardPrices(page);
    expect(Object.keys(prices).sort()).toEqual(["free", "instalments", "limited", "one", "subscription"]); // the locked one is not listed
    for (const price of Object.values(prices)) expect(price).not.toMatch(/0\.00\b|0,00 €$/);
    expect(prices.one).toContain("49.00");
    expect(prices.instalments).toMatch(/^3 × €?66\.67/);
    expect(prices.instalments).toContain("monthly");
    expect(prices.subscription).toContain("19.00");
    expect(prices.subscription).toContain("per month");
    // core words a 14-day trial as whole weeks (the payment page says "14 days")
    expect(prices.subscription).toContain("2 weeks free");
    expect(prices.limited).toMatch(/^6 × €?19\.00/);
    expect(prices.free).toBe("Free");
    // each card leads to its product page, whose plan says the same
    await new ShopListPage(page).openProduct("demo", ids.instalments!);
    expect(await page.locator("h1").allTextContents()).toEqual([`Card instalments ${run}`]);
    expect(
      await page
        .locator(".sw-product .sw-price")
        .first()
        .evaluate((el) => {
          const price = el.cloneNode(true) as Element;
          const vat = price.querySelector(".sw-price__vat");
          // the note and the space before it
          if (vat?.previousSibling?.nodeType === Node.TEXT_NODE)
            vat.previousSibling.textContent = (vat.previousSibling.textContent ?? "").trimEnd();
          vat?.remove();
          return (price.textContent ?? "").trimEnd();
        }),
    ).toBe(prices.instalments);
  });

  it("writes prices in German for a German reader", async () => {
    // the edge picks the page's language from the browser's Accept-Language
    const { context, close } = await launchBrowser({ locale: "de-DE" });
    try {
      const page = await context.newPage();
      const prices = await cardPrices(page);
      expect(prices.one).toBe("49,00 €");
      expect(prices.instalments).toBe("3 × 66,67 € monatlich");
      expect(prices.subscription).toBe("19,00 € pro Monat2 Wochen kostenlos");
      expect(prices.limited).toBe("6 × 19,00 € monatlich");
      expect(prices.free).toBe("Kostenlos");
      if (shots) await page.screenshot({ path: join(shots, "shop-de.png"), fullPage: true });
    } finally {
      await close();
    }
  });

  it("names the shop on the thank-you page and lists every line, the bump included", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl()}${thankYouPath}`);
    await page.locator('[data-testid="thank-you"][data-phase="ready"]:not([data-designed="loading"])').waitFor();
    expect(await page.getByTestId("shop-name").textContent()).toBe("Demo Creator GmbH");
    const lines = await page
      .getByTestId("order-line")
      .evaluateAll((els) => els.map((e) => [e.getAttribute("data-role"), e.querySelector(".op-line-name")?.textContent ?? ""]));
    expect(lines).toEqual([
      ["main", "Creator Academy"],
      ["bump", "Pricing Cheat SheetAdd-on"],
    ]);
    expect(await page.getByTestId("order-line-amount").evaluateAll((els) => els.map((e) => e.getAttribute("data-amount")))).toEqual([
      "100.00",
      "9.00",
    ]);
    expect(await page.getByTestId("order-due-now").getAttribute("data-amount")).toBe("109.00");
    expect(await page.getByTestId("manage-link").getAttribute("href")).toMatch(/\/payment\/[^/]+\/manage$/);
    expect(await page.getByTestId("download").count()).toBeGreaterThan(0);
    expect(await page.locator("h1").count()).toBe(1);
  });

  it("shows a friendly page for a missing shop or product, never the API's text", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl()}/s/nosuchshop${run}`);
    await page.getByTestId("not-found").waitFor();
    expect(await page.locator("h1").allTextContents()).toEqual(["Page not found"]);
    expect(await page.getByTestId("error").getAttribute("data-code")).toBe("shop_not_found");
    expect(await page.locator("body").textContent()).not.toMatch(/there is no shop|shop_not_found/);
    expect(await page.getByTestId("to-home").getAttribute("href")).toBe("/");

    await page.goto(`${baseUrl()}/s/demo/products/99999999`);
    await page.getByTestId("not-found").waitFor();
    expect(await page.getByTestId("error").getAttribute("data-code")).toBe("product_not_found");
    expect(await page.locator("body").textContent()).not.toMatch(/has no published product|product_not_found/);
    expect(await page.getByTestId("to-shop").getAttribute("href")).toBe("/s/demo");
  });

  it("does not overflow a 360 px phone, and passes axe at 390, 768 and 1280 px", async () => {
    const page = browser.page();
    const screens: [string, string, string][] = [
      ["shop", "/s/demo", ".sw-card"],
      ["product", `/s/demo/products/${ids.subscription}`, ".sw-product h1"],
      ["thank-you", thankYouPath, '[data-testid="thank-you"][data-phase="ready"]:not([data-designed="loading"])'],
      ["manage", thankYouPath.replace(/thank_you$/, "manage"), '[data-testid="manage"][data-state="ready"]'],
      ["password-gate", `/s/demo/products/${ids.locked}`, '[data-testid="password-gate"]'],
      ["not-found", `/s/nosuchshop${run}`, '[data-testid="not-found"]'],
    ];
    for (const [name, path, ready] of screens) {
      for (const width of [360, 390, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl()}${path}`);
        await page.locator(ready).first().waitFor();
        expect(await noOverflow(page), `${name} at ${width} px`).toBe(true);
        if (width !== 360) expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
        if (shots) await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1000, height: 800 });
  });
});
