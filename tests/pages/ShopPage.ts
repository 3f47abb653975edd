// Page objects of a shop's pages as the edge renders them (core's
// `render`: product cards are `article.sw-card`, prices `.sw-price`), and
// of the payment page's payer details.
import type { Page } from "playwright-core";
import { tickConsents } from "./CheckoutPages";

export class ShopListPage {
  constructor(private readonly page: Page) {}

  /** Opens the shop (the edge's HTML: everything is there with the first response). */
  async open(baseUrl: string, username: string, query = "") {
    await this.page.goto(`${baseUrl}/s/${username}${query ? `?${query}` : ""}`);
    await this.page.locator("main").first().waitFor();
  }

  /** Each card's name, in the page's order. */
  names() {
    return this.page.locator(".sw-card .sw-card__name a").allTextContents();
  }

  /**
   * Each card's name, price as shown (`""` for a card without one) and the
   * price's VAT note (issue 30; `""` without one), in the page's order.
   */
  cards(): Promise<{ name: string; price: string; vat: string; href: string }[]> {
    return this.page.locator(".sw-card").evaluateAll((cards) =>
      cards.map((card) => {
        const price = card.querySelector(".sw-price")?.cloneNode(true) as Element | undefined;
        const vat = price?.querySelector(".sw-price__vat");
        const note = vat?.textContent ?? "";
        // the note and the space before it
        if (vat?.previousSibling?.nodeType === Node.TEXT_NODE)
          vat.previousSibling.textContent = (vat.previousSibling.textContent ?? "").trimEnd();
        vat?.remove();
        return {
          name: card.querySelector(".sw-card__name a")?.textContent ?? "",
          price: (price?.textContent ?? "").trimEnd(),
          vat: note,
          href: card.querySelector(".sw-card__name a")?.getAttribute("href") ?? "",
        };
      }),
    );
  }

  /** Follows the card of product `id` to its page. */
  async openProduct(username: string, id: number) {
    await this.page.locator(`.sw-card .sw-card__name a[href="/s/${username}/products/${id}"]`).first().click();
    await this.page.waitForURL((url) => url.pathname === `/s/${username}/products/${id}`);
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
