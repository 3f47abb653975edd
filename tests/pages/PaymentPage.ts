// Page object of the storefront product page and the payment page.
import type { Page } from "playwright-core";

export interface Totals {
  net: string;
  vat: string;
  gross: string;
}

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

  /** Chooses the buyer's country and waits until the edge has answered for it. */
  async chooseCountry(country: string) {
    await this.page.getByTestId("buyer-country").selectOption(country);
    await this.page.locator(`[data-testid="edge-quote"][data-state="ready"][data-country="${country}"]`).waitFor();
    await this.page.locator(`[data-testid="browser-quote"][data-country="${country}"]`).waitFor();
  }

  private async totals(source: "browser" | "edge"): Promise<Totals> {
    const amount = (part: string) => this.page.getByTestId(`${source}-${part}`).getAttribute("data-amount");
    const [net, vat, gross] = await Promise.all([amount("net"), amount("vat"), amount("gross")]);
    return { net: net ?? "", vat: vat ?? "", gross: gross ?? "" };
  }

  browserTotals() {
    return this.totals("browser");
  }

  edgeTotals() {
    return this.totals("edge");
  }

  matchText() {
    return this.page.getByTestId("match").textContent();
  }

  screenshot(path: string) {
    return this.page.screenshot({ path, fullPage: true });
  }
}
