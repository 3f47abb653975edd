// The storefront and payment page in real headless Chromium: the quote the
// browser computes through wasm-pkg must equal the edge's, byte for byte.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PaymentPage, ProductHtmlPage } from "./pages/PaymentPage";
import { baseUrl } from "./support/api";
import { useBrowserPage } from "./support/browser";

const output = join(import.meta.dirname, "..", "test-output");

describe("storefront and payment page", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;
  beforeAll(() => {
    page = browser.page();
  });

  it("shows the demo product and computes the same quote as the edge for every country chosen", async () => {
    const shop = new ProductHtmlPage(page);
    await shop.open(baseUrl(), "demo", 1);
    expect(await shop.productName()).toBe("The Creator's Handbook");
    expect(await shop.planPrice(1)).toBe("49.00 €");
    // the price says VAT is in it (issue 30: German price rules)
    expect(await shop.planVatNote(1)).toBe("incl. VAT");

    const payment = await shop.buy(1);
    await payment.settle();
    // The demo product is an e-book: each country's reduced rate.
    const expected: Record<string, [string, string, string]> = {
      AT: ["44.55", "4.45", "49.00"],
      HU: ["38.58", "10.42", "49.00"],
      FI: ["43.17", "5.83", "49.00"],
      US: ["49.00", "0.00", "49.00"],
      DE: ["45.79", "3.21", "49.00"],
    };
    for (const [country, [net, vat, gross]] of Object.entries(expected)) {
      await payment.chooseCountry(country);
      const inBrowser = await payment.browserTotals();
      const atEdge = await payment.edgeTotals();
      expect(JSON.stringify(inBrowser)).toBe(JSON.stringify(atEdge));
      expect(inBrowser).toEqual({ net, vat, gross });
      expect(await payment.matchText()).toContain("agree");
    }
    // Core formats the amount for the page's locale (Chromium here is en-US -> en).
    expect(await payment.grossText()).toBe("49.00 €");

    // A business in Austria with a VAT id: reverse charge, in both places.
    await payment.chooseCountry("AT");
    await payment.buyAsBusiness("ATU13585627");
    expect(await payment.browserTotals()).toEqual({ net: "44.55", vat: "0.00", gross: "44.55" });
    expect(await page.getByTestId("vat-note").getAttribute("data-key")).toBe("vat_note_reverse_charge");
    expect(await payment.matchText()).toContain("agree");

    mkdirSync(output, { recursive: true });
    await payment.screenshot(join(output, "payment-page.png"));
    expect(pageErrors).toEqual([]);
  });

  it("applies a coupon on every instalment, in the browser as at the edge", async () => {
    await page.goto(`${baseUrl()}/s/demo/products/4/pay?plan=4`);
    const payment = new PaymentPage(page);
    await page.getByTestId("buyer-country").waitFor();
    await payment.chooseCountry("DE");
    expect((await payment.browserTotals()).gross).toBe("100.00");
    expect((await payment.schedule()).map(([, amount]) => amount)).toEqual(["100.00", "100.00"]);
    expect(await payment.paymentMethods()).toBe("paypal card sepa");

    await payment.applyCoupon("academy20");
    await page.waitForFunction(() => document.querySelector('[data-testid="browser-quote"]')?.getAttribute("data-gross") === "80.00");
    await payment.settle();
    expect(await payment.edgeTotals()).toEqual(await payment.browserTotals());
    expect((await payment.schedule()).map(([, amount]) => amount)).toEqual(["80.00", "80.00"]);
    expect(await payment.matchText()).toContain("agree");
  });

  it("says why a coupon does not apply", async () => {
    await page.goto(`${baseUrl()}/s/demo/products/1/pay?plan=1`);
    const payment = new PaymentPage(page);
    await page.getByTestId("buyer-country").waitFor();
    await payment.applyCoupon("SUMMER24");
    await page.getByTestId("problem").waitFor();
    expect(await payment.problemCodes()).toEqual(["coupon_expired"]);
    await payment.applyCoupon("NOPE");
    expect(await page.getByTestId("coupon-error").getAttribute("data-code")).toBe("coupon_not_found");
  });

  it("shows the API's error for an unknown product", async () => {
    await page.goto(`${baseUrl()}/s/demo/products/999`);
    const error = page.getByTestId("error");
    await error.waitFor();
    expect(await error.getAttribute("data-code")).toBe("product_not_found");
  });
});
