// Page object of a shop's product list.
import type { Page } from "playwright-core";
import { tickConsents } from "./CheckoutPages";

export class ShopListPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, username: string, query = "") {
    await this.page.goto(`${baseUrl}/s/${username}${query ? `?${query}` : ""}`);
    await this.page.getByTestId("product-list").waitFor();
  }

  /** Waits until the list shown is the one for the address bar's query. */
  async settle(expectedQuery: string) {
    await this.page.waitForFunction((q) => window.location.search === `?${q}`, expectedQuery);
    // The list answers for this query (the address bar moves before the new list renders).
    await this.page.locator(`[data-testid="product-list"][data-query="${expectedQuery}"]`).waitFor();
  }

  names() {
    return this.page.locator('[data-testid="product-row"] [data-testid="product-link"]').allTextContents();
  }

  /** Each card's price as shown, in list order. */
  prices() {
    return this.page.locator('[data-testid="product-row"] .sf-price').allTextContents();
  }

  query() {
    return this.page.evaluate(() => window.location.search.slice(1));
  }

  sortBy(key: "name" | "created_at") {
    return this.page.getByTestId(`sort-${key}`).click();
  }

  perPage(per: number) {
    return this.page.getByTestId("per-page").selectOption(String(per));
  }

  pageOf() {
    return this.page.getByTestId("page-of").textContent();
  }
}

// The payer details on the payment page.
export class PayerForm {
  constructor(private readonly page: Page) {}

  async fill(fields: Record<string, string>) {
    for (const [name, value] of Object.entries(fields)) {
      await this.page.getByTestId(`payer-${name}`).fill(value);
      await this.page.getByTestId(`payer-${name}`).blur();
    }
  }

  /** The Buy button: it checks every field and marks those at fault (one-step layouts ask no more). */
  async buy() {
    await tickConsents(this.page);
    return this.page.getByTestId("buy").click();
  }

  /** Every field's shown problem: [field, translation key, text]. */
  async errors(): Promise<[string, string, string][]> {
    const items = this.page.locator('[data-testid^="payer-"][data-testid$="-error"]');
    const out: [string, string, string][] = [];
    for (const item of await items.all()) {
      const id = (await item.getAttribute("data-testid")) ?? "";
      out.push([
        id.replace(/^payer-/, "").replace(/-error$/, ""),
        (await item.getAttribute("data-code")) ?? "",
        (await item.textContent()) ?? "",
      ]);
    }
    return out;
  }

  /** The fields the page marks as at fault (aria-invalid). */
  async marked(): Promise<string[]> {
    const inputs = this.page.locator('input[data-testid^="payer-"][aria-invalid="true"]');
    return Promise.all((await inputs.all()).map(async (i) => ((await i.getAttribute("data-testid")) ?? "").replace(/^payer-/, "")));
  }
}
