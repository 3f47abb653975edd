// The storefront and payment page in real headless Chromium: the quote the
// browser computes through wasm-pkg must equal the edge's, byte for byte.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorefrontPage } from "./pages/PaymentPage";
import { baseUrl } from "./support/api";
import { launchBrowser } from "./support/browser";

const output = join(import.meta.dirname, "..", "test-output");

describe("storefront and payment page", () => {
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on("pageerror", (e) => pageErrors.push(e.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the demo product and computes the same quote as the edge for every country chosen", async () => {
    const shop = new StorefrontPage(page);
    await shop.openProduct(baseUrl(), "demo", 1);
    expect(await shop.productName()).toBe("The Creator's Handbook");
    expect(await shop.planPrice(1)).toBe("49.00");

    const payment = await shop.buy(1);
    const expected: Record<string, [string, string, string]> = {
      AT: ["40.83", "8.17", "49.00"],
      HU: ["38.58", "10.42", "49.00"],
      FI: ["39.04", "9.96", "49.00"],
      US: ["49.00", "0.00", "49.00"],
      DE: ["41.18", "7.82", "49.00"],
    };
    for (const [country, [net, vat, gross]] of Object.entries(expected)) {
      await payment.chooseCountry(country);
      const inBrowser = await payment.browserTotals();
      const atEdge = await payment.edgeTotals();
      expect(JSON.stringify(inBrowser)).toBe(JSON.stringify(atEdge));
      expect(inBrowser).toEqual({ net, vat, gross });
      expect(await payment.matchText()).toContain("agree");
    }

    mkdirSync(output, { recursive: true });
    await payment.chooseCountry("AT");
    await payment.screenshot(join(output, "payment-page.png"));
    expect(pageErrors).toEqual([]);
  });

  it("shows the API's error for an unknown product", async () => {
    await page.goto(`${baseUrl()}/s/demo/products/999`);
    const error = page.getByTestId("error");
    await error.waitFor();
    expect(await error.getAttribute("data-code")).toBe("product_not_found");
  });
});
