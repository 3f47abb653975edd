// Page objects of the seller's sales in the cabinet: the order list (search,
// filter form, sortable headers, export link), an order's detail with its
// refund, the order rates, the payment tickets, and the payment settings
// (provider forms and the method matrix).
import type { Locator, Page } from "playwright-core";

export interface ShownRow {
  id: number;
  token: string;
  email: string;
  paymentState: string;
  colour: string;
  total: string;
  totalText: string;
}

/** The filter form of a sales list: opens its panel, sets each value and applies. */
async function applyFilters(page: Page, values: Record<string, string | boolean>) {
  const toggle = page.getByTestId("filters-toggle");
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  for (const [param, value] of Object.entries(values)) {
    const field = page.getByTestId(`filter-${param}`);
    const tag = await field.evaluate((e) => `${e.tagName.toLowerCase()}:${(e as HTMLInputElement).type}`);
    if (tag.startsWith("select")) await field.selectOption(String(value));
    else if (tag === "input:checkbox") await field.setChecked(value === true || value === "true");
    else await field.fill(String(value));
  }
  await page.getByTestId("filters-apply").click();
}

export class OrdersList {
  constructor(private readonly page: Page) {}

  /** Waits until the list has loaded and answers its total and the query in the address bar. */
  async loaded(): Promise<{ total: number; query: string }> {
    const list = this.page.locator('[data-testid="orders"][data-state="ready"]');
    await list.waitFor();
    return { total: Number(await list.getAttribute("data-total")), query: (await list.getAttribute("data-query")) ?? "" };
  }

  /** Searches and waits until the address bar and the list follow. */
  async search(text: string) {
    await this.page.getByTestId("list-search").fill(text);
    await this.page.getByTestId("list-search-submit").click();
    await this.page.waitForURL((u) => (u.searchParams.get("query") ?? "") === text);
    return this.loaded();
  }

  /** Applies the filter form with these values (params of spec section 3). */
  filter(values: Record<string, string | boolean>) {
    return applyFilters(this.page, values);
  }

  /** Waits for the problem core found for a filter field: [code, text]. */
  async filterProblem(param: string): Promise<[string, string]> {
    const error = this.page.getByTestId(`filter-${param}-error`);
    await error.waitFor();
    return [(await error.getAttribute("data-code")) ?? "", (await error.textContent()) ?? ""];
  }

  async sortBy(key: string) {
    await this.page.getByTestId(`sort-${key}`).click();
  }

  async rows(): Promise<ShownRow[]> {
    await this.loaded();
    return this.page.getByTestId("order-row").evaluateAll((els) =>
      els.map((e) => {
        const badge = e.querySelector('[data-testid="order-payment-state"]');
        const total = e.querySelector('[data-testid="order-total"]');
        return {
          id: Number(e.getAttribute("data-id")),
          token: e.getAttribute("data-token") ?? "",
          email: e.getAttribute("data-email") ?? "",
          paymentState: badge?.getAttribute("data-state") ?? "",
          colour: badge?.getAttribute("data-colour") ?? "",
          total: total?.getAttribute("data-amount") ?? "",
          totalText: total?.textContent ?? "",
        };
      }),
    );
  }

  /** The filters the export button exports (its `data-query`). */
  async exportQuery(): Promise<string> {
    return (await this.page.getByTestId("orders-export").getAttribute("data-query")) ?? "";
  }

  /**
   * Starts the background export with the button, waits until the edge has
   * made the file and answers the download link's address (relative to the site).
   */
  async exportHref(): Promise<string> {
    const link = this.page.getByTestId("orders-export-download");
    if (!(await link.isVisible())) {
      await this.page.getByTestId("orders-export-start").click();
      await link.waitFor({ timeout: 60_000 });
    }
    return (await link.getAttribute("href")) ?? "";
  }

  /** Clicks the export's download link and answers the downloaded file's name and text. */
  async download(): Promise<{ name: string; text: string }> {
    await this.exportHref();
    const [file] = await Promise.all([this.page.waitForEvent("download"), this.page.getByTestId("orders-export-download").click()]);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
  }

  /** Fetches the export link with the page's own cookies, as the browser's download does. */
  async fetchExport(): Promise<{ status: number; type: string; disposition: string; text: string }> {
    const href = await this.exportHref();
    return this.page.evaluate(async (url) => {
      const r = await fetch(url);
      return {
        status: r.status,
        type: r.headers.get("content-type") ?? "",
        disposition: r.headers.get("content-disposition") ?? "",
        text: await r.text(),
      };
    }, href);
  }

  /** Opens an order from its row. */
  async open(id: number) {
    await this.page.locator(`[data-testid="order-row"][data-id="${id}"] [data-testid="order-open"]`).click();
    await this.page.waitForURL((u) => u.pathname === `/cabinet/orders/${id}`);
    const detail = new OrderDetail(this.page);
    await detail.waitFor();
    return detail;
  }
}

export class OrderDetail {
  constructor(private readonly page: Page) {}

  private root(): Locator {
    return this.page.getByTestId("order-detail");
  }

  async waitFor() {
    await this.page.locator('[data-testid="order-detail"][data-state="ready"]').waitFor();
  }

  async state() {
    const root = this.root();
    const badge = this.page.getByTestId("detail-payment-state");
    return {
      id: Number(await root.getAttribute("data-id")),
      token: (await root.getAttribute("data-token")) ?? "",
      paymentState: (await root.getAttribute("data-payment-state")) ?? "",
      orderState: (await root.getAttribute("data-order-state")) ?? "",
      colour: (await badge.getAttribute("data-colour")) ?? "",
      refundable: (await this.page.getByTestId("order-refund").count()) > 0,
    };
  }

  async payer() {
    return {
      email: await this.page.getByTestId("payer-email").textContent(),
      name: await this.page.getByTestId("payer-name").textContent(),
      address: await this.page.getByTestId("payer-address").textContent(),
      phone: await this.page.getByTestId("payer-phone").textContent(),
      country: await this.page.getByTestId("buyer-country").textContent(),
    };
  }

  rates(): Promise<{ index: number; state: string; amount: string }[]> {
    return this.page.getByTestId("order-rate").evaluateAll((els) =>
      els.map((e) => ({
        index: Number(e.getAttribute("data-index")),
        state: e.getAttribute("data-state") ?? "",
        amount: e.getAttribute("data-amount") ?? "",
      })),
    );
  }

  async delivery() {
    const d = this.page.getByTestId("order-delivery");
    return {
      delivered: (await d.getAttribute("data-delivered")) === "true",
      revoked: (await d.getAttribute("data-revoked")) === "true",
      downloads: await this.page.getByTestId("delivery-download").evaluateAll((els) => els.map((e) => e.getAttribute("data-name") ?? "")),
    };
  }

  /** Opens the refund dialog and closes it again without refunding. */
  async refundThenCancel() {
    await this.page.getByTestId("order-refund").click();
    await this.page.getByTestId("refund-dialog").waitFor();
    await this.page.getByTestId("refund-cancel").click();
    await this.page.getByTestId("refund-dialog").waitFor({ state: "detached" });
  }

  /** Refunds after confirming and waits until the provider's webhook made the order refunded. */
  async refund() {
    await this.page.getByTestId("order-refund").click();
    await this.page.getByTestId("refund-dialog").waitFor();
    await this.page.getByTestId("refund-confirm").click();
    await this.page.locator('[data-testid="order-detail"][data-payment-state="payment_refunded"]').waitFor({ timeout: 45_000 });
    await this.page.getByTestId("refund-done").waitFor();
  }
}

export class OrderRates {
  constructor(private readonly page: Page) {}

  async loaded() {
    const list = this.page.locator('[data-testid="order-rates"][data-state="ready"]');
    await list.waitFor();
    return { total: Number(await list.getAttribute("data-total")), query: (await list.getAttribute("data-query")) ?? "" };
  }

  async search(text: string) {
    await this.page.getByTestId("list-search").fill(text);
    await this.page.getByTestId("list-search-submit").click();
    await this.page.waitForURL((u) => (u.searchParams.get("query") ?? "") === text);
    return this.loaded();
  }

  filter(values: Record<string, string | boolean>) {
    return applyFilters(this.page, values);
  }

  async rows(): Promise<{ orderId: number; token: string; state: string; amount: string; colour: string; email: string }[]> {
    await this.loaded();
    return this.page.getByTestId("rate-row").evaluateAll((els) =>
      els.map((e) => ({
        orderId: Number(e.getAttribute("data-order-id")),
        token: e.getAttribute("data-token") ?? "",
        state: e.getAttribute("data-state") ?? "",
        amount: e.getAttribute("data-amount") ?? "",
        colour: e.querySelector('[data-testid="rate-state"]')?.getAttribute("data-colour") ?? "",
        email: e.querySelector('[data-testid="rate-email"]')?.textContent ?? "",
      })),
    );
  }
}

export class PaymentTickets {
  constructor(private readonly page: Page) {}

  async overview() {
    const overview = this.page.locator('[data-testid="ticket-overview"]:is([data-state="ready"], [data-state="error"])');
    await overview.waitFor();
    return {
      state: await overview.getAttribute("data-state"),
      rows: await this.page.getByTestId("ticket-overview-row").count(),
    };
  }

  async details() {
    await this.page.getByTestId("tickets-details-tab").click();
    const details = this.page.locator('[data-testid="ticket-details"]:is([data-state="ready"], [data-state="error"])');
    await details.waitFor();
    return { state: await details.getAttribute("data-state"), total: Number(await details.getAttribute("data-total")) };
  }
}

export type CardField = "publishable_key" | "secret_key" | "webhook_secret";

export class PaymentProviders {
  constructor(private readonly page: Page) {}

  async waitFor() {
    await this.page.locator('[data-testid="payment-providers"][data-state="ready"]').waitFor();
  }

  /** Fills the card provider's form and saves; waits for the edge's answer (a notice or problems). */
  async connectCard(values: Record<CardField, string>) {
    for (const [field, value] of Object.entries(values)) await this.page.getByTestId(`provider-stripe-${field}`).fill(value);
    const answer = this.page.waitForResponse(
      (r) => r.url().endsWith("/v1/cabinet/settings/payment_providers/stripe") && r.request().method() === "PUT",
    );
    await this.page.getByTestId("provider-stripe-save").click();
    const status = (await answer).status();
    // the page has applied the answer
    await this.page.locator('[data-testid="provider-stripe-save"]:not([disabled])').waitFor();
    return status;
  }

  /** The problem shown beside a field of the card provider's form: [code, text], or null. */
  async cardProblem(field: CardField): Promise<[string, string] | null> {
    const error = this.page.getByTestId(`provider-stripe-${field}-error`);
    if ((await error.count()) === 0) return null;
    return [(await error.getAttribute("data-code")) ?? "", (await error.textContent()) ?? ""];
  }

  async card() {
    const card = this.page.getByTestId("provider-stripe");
    const shown = async (field: CardField) => {
      const el = this.page.getByTestId(`provider-stripe-${field}-shown`);
      return (await el.count()) > 0 ? await el.textContent() : null;
    };
    return {
      connected: (await card.getAttribute("data-connected")) === "true",
      mode: (await card.getAttribute("data-mode")) ?? "",
      publishableKey: await shown("publishable_key"),
      secretKey: await shown("secret_key"),
      webhookSecret: await shown("webhook_secret"),
      inputs: {
        publishable_key: await this.page.getByTestId("provider-stripe-publishable_key").inputValue(),
        secret_key: await this.page.getByTestId("provider-stripe-secret_key").inputValue(),
        webhook_secret: await this.page.getByTestId("provider-stripe-webhook_secret").inputValue(),
      },
    };
  }

  /** Disconnects the card provider; answers the error code shown, or null when it was disconnected. */
  async disconnectCard(): Promise<[string, string] | null> {
    await this.page.getByTestId("provider-stripe-disconnect").click();
    const outcome = this.page.locator('[data-testid="provider-stripe-error"], [data-testid="provider-stripe-notice"]');
    await outcome.first().waitFor();
    const error = this.page.getByTestId("provider-stripe-error");
    if ((await error.count()) === 0) return null;
    return [(await error.getAttribute("data-code")) ?? "", (await error.textContent()) ?? ""];
  }
}

export class PaymentSettings {
  constructor(private readonly page: Page) {}

  async waitFor() {
    await this.page.locator('[data-testid="payment-settings"][data-state="ready"]').waitFor();
  }

  async row(method: string) {
    const row = this.page.locator(`[data-testid="method-row"][data-method="${method}"]`);
    await row.waitFor();
    return {
      enabled: (await row.getAttribute("data-enabled")) === "true",
      provider: (await row.getAttribute("data-provider")) ?? "",
      providerOptions: await row
        .locator(`[data-testid="method-provider-${method}"] option`)
        .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value)),
      planKinds: ((await row.getByTestId("method-plan-kinds").getAttribute("data-kinds")) ?? "").split(" ").filter(Boolean),
    };
  }

  async set(method: string, enabled: boolean, provider: string) {
    await this.page.getByTestId(`method-enabled-${method}`).setChecked(enabled);
    await this.page.getByTestId(`method-provider-${method}`).selectOption(provider);
  }

  /** Saves; answers the problem shown on `method` ([code, text]) or null when saved. */
  async save(method: string): Promise<[string, string] | null> {
    await this.page.getByTestId("methods-save").click();
    const outcome = this.page.locator(
      `[data-testid="methods-saved"], [data-testid="method-${method}-error"], [data-testid="methods-error"]`,
    );
    await outcome.first().waitFor();
    const error = this.page.getByTestId(`method-${method}-error`);
    if ((await error.count()) === 0) return null;
    return [(await error.getAttribute("data-code")) ?? "", (await error.textContent()) ?? ""];
  }
}
