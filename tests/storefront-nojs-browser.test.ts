// A shop read with JavaScript off (issue 18): Chromium without script opens
// the shop, follows a product card's link to its page and reads a bundle's
// page: names, prices and buy links are in the HTML the edge sends, one h1
// each, and a buy link leads to the payment page.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, must, publishedProduct, signIn } from "./support/api";
import { launchBrowser } from "./support/browser";

const run = `nj${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
let token = "";
const call = apiAs(() => token);
const names = { course: `Quiet Course ${run}`, guide: `Field Guide ${run}`, bundle: `Reading Bundle ${run}` };
const made: Record<keyof typeof names, { id: number; plan: number }> = {
  course: { id: 0, plan: 0 },
  guide: { id: 0, plan: 0 },
  bundle: { id: 0, plan: 0 },
};

let context: BrowserContext;
let close: () => Promise<void>;
let page: Page;

beforeAll(async () => {
  token = await signIn("demo@sellwerk.test", "demo-password", "198.51.100.181");
  const seller = must(call);
  const once = (price: string) => ({ kind: "one_time", currency: "eur", price });
  made.course = await publishedProduct(seller, "course", names.course, once("12.00"));
  made.guide = await publishedProduct(seller, "course", names.guide, once("8.50"));
  made.bundle = await publishedProduct(seller, "bundle", names.bundle, once("18.00"), async (id) => {
    await seller(`/v1/cabinet/products/${id}/items`, { product_ids: [made.course.id, made.guide.id] }, "PUT");
  });
  ({ context, close } = await launchBrowser({ javaScriptEnabled: false, locale: "en-US", viewport: { width: 390, height: 844 } }));
  page = await context.newPage();
});

afterAll(async () => {
  await close?.();
});

const text = () => page.locator("body").innerText();
const payLink = (p: { id: number; plan: number }) => page.locator(`a[href="/s/demo/products/${p.id}/pay?plan=${p.plan}"]`);

describe("a shop with JavaScript off", () => {
  it("shows the shop's products with prices and buy links", async () => {
    const answer = await page.goto(`${baseUrl()}/s/demo`);
    expect(answer?.status()).toBe(200);
    const body = await text();
    expect(body).toContain(names.course);
    expect(body).toContain(names.guide);
    expect(body).toMatch(/12[.,]00/);
    expect(body).toMatch(/8[.,]50/);
    expect(await payLink(made.course).count()).toBeGreaterThan(0);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.title()).not.toBe("");
  });

  it("follows a card to its product page, and on to the payment page", async () => {
    await page.goto(`${baseUrl()}/s/demo`);
    await page.locator(`a[href="/s/demo/products/${made.course.id}"]`).first().click();
    await page.waitForURL((url) => url.pathname === `/s/demo/products/${made.course.id}`);
    const body = await text();
    expect(body).toContain(names.course);
    expect(body).toMatch(/12[.,]00/);
    expect(await page.locator("h1").count()).toBe(1);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`/s/demo/products/${made.course.id}$`));
    expect(await payLink(made.course).count()).toBeGreaterThan(0);
    await payLink(made.course).first().click();
    await page.waitForURL((url) => url.pathname === `/s/demo/products/${made.course.id}/pay`);
  });

  it("shows a bundle's page with what it includes", async () => {
    const answer = await page.goto(`${baseUrl()}/s/demo/bundle/${made.bundle.id}`);
    expect(answer?.status()).toBe(200);
    const body = await text();
    expect(body).toContain(names.bundle);
    expect(body).toContain(names.course);
    expect(body).toContain(names.guide);
    expect(body).toMatch(/18[.,]00/);
    expect(await payLink(made.bundle).count()).toBeGreaterThan(0);
    expect(await page.locator("h1").count()).toBe(1);
  });

  it("shows a missing product as a page of its own with status 404", async () => {
    const answer = await page.goto(`${baseUrl()}/s/demo/products/99999999`);
    expect(answer?.status()).toBe(404);
    expect(await page.locator("h1").allTextContents()).toEqual(["Page not found"]);
    expect(await page.locator('a[href="/"]').count()).toBe(1);
  });
});
