// Page objects of a product page (the edge's HTML, and the app's for a
// password-protected product once opened) and the payment page.
import type { Page } from "playwright-core";

export interface Totals {
  net: string;
  vat: string;
  gross: string;
}

/** A product's page as the edge renders it (core's `render`: `.sw-product`, a plan per `.sw-plan`). */
export class ProductHtmlPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, username: string, productId: number) {
    await this.page.goto(`${baseUrl}/s/${username}/products/${productId}`);
    await this.page.locator(".sw-product h1").waitFor();
  }

  async productName() {
    return ((await this.page.locator(".sw-product h1").textContent()) ?? "").trim();
  }

  /** The price of plan `planId` in words, as its row shows it (without its VAT note: see [`planVatNote`]). */
  planPrice(planId: number) {
    return this.plan(planId)
      .locator(".sw-price")
      .evaluate((el) => {
        const price = el.cloneNode(true) as Element;
        const vat = price.querySelector(".sw-price__vat");
        // the note and the space before it
        if (vat?.previousSibling?.nodeType === Node.TEXT_NODE)
          vat.previousSibling.textContent = (vat.previousSibling.textContent ?? "").trimEnd();
        vat?.remove();
        return (price.textContent ?? "").trimEnd();
      });
  }

  /** The VAT note beside plan `planId`'s price (issue 30). */
  planVatNote(planId: number) {
    return this.plan(planId).locator(".sw-price__vat").textContent();
  }

  private plan(planId: number) {
    return this.page.locator(".sw-plan", { has: this.page.locator(`a[href$="/pay?plan=${planId}"]`) });
  }

  /** Follows plan `planId`'s buy link to the payment page. */
  async buy(planId: number) {
    await this.page.locator(`.sw-product a[href$="/pay?plan=${planId}"]`).first().click();
    await this.page.getByTestId("buyer-country").waitFor();
    return new PaymentPage(this.page);
  }
}

/** A password-protected product's page in the app, once its password opened it. */
export class StorefrontPage {
  constructor(private readonly page: Page) {}

  async openProduct(baseUrl: string, username: string, productId: number) {
    await this.page.goto(`${baseUrl}/s/${username}/products/${productId}`);
    await this.page.getByTestId("product-name").waitFor();
  }

  productName() {
    return this.page.getByTestId("product-name").textContent();
  }

  planPrice(planId: number) {
    return this.page.getByTestId(`plan-price-${planId}`).getAttribute("data-amount");
  }

  async buy(planId: number) {
    await this.page.getByTestId(`buy-${planId}`).click();
    await this.page.getByTestId("buyer-country").waitFor();
    return new PaymentPage(this.page);
  }
}

export class PaymentPage {
  constructor(private readonly page: Page) {}

  /** Waits until the edge has answered for exactly what the browser shows. */
  async settle() {
    await this.page.waitForFunction(() => {
      const browser = document.querySelector('[data-testid="browser-quote"]')?.getAttribute("data-state");
      const edge = document.querySelector('[data-testid="edge-quote"]')?.getAttribute("data-state");
      // both quotes answered for the same cart (while both load, both say "loading")
      return browser != null && browser !== "loading" && browser === edge;
    });
  }

  async chooseCountry(country: string) {
    await this.page.getByTestId("buyer-country").selectOption(country);
    await this.settle();
  }

  async buyAsBusiness(vatId: string) {
    await this.page.getByTestId("business").check();
    await this.page.getByTestId("vat-id").fill(vatId);
    await this.settle();
  }

  async applyCoupon(code: string) {
    const remove = this.page.getByTestId("remove-coupon");
    if (await remove.isVisible()) await remove.click();
    await this.page.getByTestId("coupon-code").fill(code);
    await this.page.getByTestId("apply-coupon").click();
  }

  /** The totals due now of the browser's or the edge's quote (kept on the page as data; the summary shows the edge's). */
  private async totals(source: "browser" | "edge"): Promise<Totals> {
    const amount = (part: string) => this.page.getByTestId(`${source}-quote`).getAttribute(`data-${part}`);
    const [net, vat, gross] = await Promise.all([amount("net"), amount("vat"), amount("gross")]);
    return { net: net ?? "", vat: vat ?? "", gross: gross ?? "" };
  }

  browserTotals() {
    return this.totals("browser");
  }

  edgeTotals() {
    return this.totals("edge");
  }

  /** The text of the amount due as core formatted it for the page's locale (the summary's). */
  grossText() {
    return this.page.getByTestId("summary-due-now").textContent();
  }

  async schedule() {
    const rows = this.page.getByTestId("scheduled-payment");
    const count = await rows.count();
    const out: [string, string][] = [];
    for (let i = 0; i < count; i++) {
      const row = rows.nth(i);
      out.push([(await row.getAttribute("data-date")) ?? "", (await row.getAttribute("data-amount")) ?? ""]);
    }
    return out;
  }

  paymentMethods() {
    return this.page.getByTestId("payment-methods").getAttribute("data-methods");
  }

  problemCodes() {
    return this.page.getByTestId("problem").evaluateAll((els) => els.map((e) => e.getAttribute("data-code")));
  }

  /** Whether the browser's and the edge's quotes agree ("agree" or "disagree"), checked silently by the page. */
  matchText() {
    return this.page.getByTestId("match").getAttribute("data-agree");
  }

  screenshot(path: string) {
    return this.page.screenshot({ path, fullPage: true });
  }
}
