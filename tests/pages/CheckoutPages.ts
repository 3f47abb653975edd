// Page objects of the buyer's path: the payment page in its four layouts
// (buyer, payer details, coupon, bumps, tickets, payment methods, the
// quote in the browser and at the edge, buying), the sandbox provider's
// hosted page (cards, 3-D Secure), the thank-you page, the manage page and
// the payer area's orders.
import type { Page } from "playwright-core";

export interface Payer {
  first_name: string;
  last_name: string;
  email: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  phone: string;
  /** A business buyer's company (asked only when buying as a business). */
  company?: string;
}

export interface Scheduled {
  date: string;
  amount: string;
}

/**
 * Ticks every consent box the payment page shows (core's required
 * consents: digital content or a service to a consumer in the EU), as a
 * buyer must before Buy sends the order; none shown, nothing done.
 */
export async function tickConsents(page: Page) {
  for (const box of await page.locator('[data-testid="legal"] input[type="checkbox"]').all()) {
    if (!(await box.isChecked())) await box.check();
  }
}

export class CheckoutPage {
  constructor(private readonly page: Page) {}

  /** The consent boxes shown (their codes) and whether each is ticked. */
  async consents() {
    return this.page
      .locator('[data-testid="legal"] input[type="checkbox"]')
      .evaluateAll((els) =>
        els.map((e) => ({ code: e.getAttribute("data-testid")!.slice("consent-".length), checked: (e as HTMLInputElement).checked })),
      );
  }

  /** The notices shown above the buy button (their codes). */
  notices() {
    return this.page.getByTestId("legal-notice").evaluateAll((els) => els.map((e) => e.getAttribute("data-code")));
  }

  /** Ticks every consent box shown. */
  tickConsents() {
    return tickConsents(this.page);
  }

  async open(baseUrl: string, username: string, productId: number, planId: number) {
    await this.page.goto(`${baseUrl}/s/${username}/products/${productId}/pay?plan=${planId}`);
    await this.page.getByTestId("checkout").waitFor();
    await this.settle();
  }

  layout() {
    return this.page.getByTestId("checkout").getAttribute("data-layout");
  }

  async step(): Promise<number> {
    return Number(await this.page.getByTestId("checkout").getAttribute("data-step"));
  }

  /** The checkout settings the page is themed with. */
  async theme() {
    const main = this.page.getByTestId("checkout");
    const buy = this.page.getByTestId("buy");
    return {
      pageColor: await main.getAttribute("data-page-color"),
      buyColor: await main.getAttribute("data-buy-color"),
      backgroundColor: await main.getAttribute("data-background-color"),
      // the seller's button text; the button itself says it with the amount due now
      buyText: await buy.getAttribute("data-label"),
      buyBackground: await buy.evaluate((el) => getComputedStyle(el).backgroundColor),
      pageBackground: await this.page.getByTestId("checkout-theme").evaluate((el) => getComputedStyle(el).backgroundColor),
      trustSeals: await this.page.getByTestId("trust-seals").count(),
    };
  }

  /** Waits until the edge has answered for exactly the cart the browser quotes. */
  async settle() {
    // Both quotes of the same cart: their states name the cart quoted. Both
    // "loading" at once is equal too, and was taken for settled: the page
    // then showed no payment methods yet (first-hour-browser failed so).
    await this.page.waitForFunction(() => {
      const browser = document.querySelector('[data-testid="browser-quote"]')?.getAttribute("data-state");
      const edge = document.querySelector('[data-testid="edge-quote"]')?.getAttribute("data-state");
      return browser !== undefined && browser !== null && browser !== "loading" && browser === edge;
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

  /**
   * Types the payer's details (the company too when the business box is
   * ticked); in a two-step layout Continue then goes on to the payment step.
   * The one-step layouts have no confirm step: Buy checks everything.
   * Only the fields given are typed (a checkout may ask fewer).
   */
  async fillPayer(payer: Partial<Payer>) {
    for (const [name, value] of Object.entries(payer)) {
      const input = this.page.getByTestId(`payer-${name}`);
      if (name === "company" && (await input.count()) === 0) continue;
      await input.fill(value ?? "");
      await input.blur();
    }
    const next = this.page.getByTestId("continue");
    if (await next.isVisible()) await next.click();
  }

  async applyCoupon(code: string) {
    const remove = this.page.getByTestId("remove-coupon");
    if (await remove.isVisible()) await remove.click();
    const toggle = this.page.getByTestId("coupon-toggle");
    if (await toggle.isVisible()) await toggle.click();
    await this.page.getByTestId("coupon-code").fill(code);
    await this.page.getByTestId("apply-coupon").click();
    await this.page.getByTestId("coupon-applied").waitFor();
    await this.settle();
  }

  async tickBump(productId: number) {
    await this.page.getByTestId(`bump-check-${productId}`).check();
    await this.settle();
  }

  async chooseTicket(ticketId: number) {
    await this.page.getByTestId(`ticket-${ticketId}`).check();
    await this.settle();
  }

  async chooseMethod(method: string) {
    await this.page.getByTestId(`method-${method}`).check();
  }

  methods() {
    return this.page.getByTestId("payment-methods").getAttribute("data-methods");
  }

  /** The totals due now of the browser's or the edge's quote (kept on the page as data, shown once as the summary). */
  private async totals(source: "browser" | "edge") {
    const quote = this.page.getByTestId(`${source}-quote`);
    const amount = (part: string) => quote.getAttribute(`data-${part}`);
    const discount = await amount("discount");
    return {
      net: await amount("net"),
      vat: await amount("vat"),
      gross: await amount("gross"),
      discount: discount ? discount : null,
    };
  }

  browserTotals() {
    return this.totals("browser");
  }

  edgeTotals() {
    return this.totals("edge");
  }

  /** Whether the browser's and the edge's quotes agree ("agree" or "disagree"), checked silently by the page. */
  matchText() {
    return this.page.getByTestId("match").getAttribute("data-agree");
  }

  vatNote() {
    return this.page.getByTestId("vat-note").getAttribute("data-key");
  }

  /** Every payment the page lists: the one due now, then the later ones. */
  async schedule(): Promise<Scheduled[]> {
    const rows = this.page.locator('[data-testid="due-now-payment"], [data-testid="scheduled-payment"]');
    return rows.evaluateAll((els) =>
      els.map((e) => ({ date: e.getAttribute("data-date") ?? "", amount: e.getAttribute("data-amount") ?? "" })),
    );
  }

  /** The countdown of the applied coupon's offer: its parts, or null when none is shown. */
  async countdown() {
    const box = this.page.getByTestId("countdown");
    if ((await box.count()) === 0) return null;
    const part = async (unit: string) => Number(await this.page.getByTestId(`countdown-${unit}`).getAttribute("data-value"));
    return {
      till: await box.getAttribute("data-till"),
      weeks: await part("weeks"),
      days: await part("days"),
      hours: await part("hours"),
      minutes: await part("minutes"),
      seconds: await part("seconds"),
    };
  }

  async summary() {
    const box = this.page.getByTestId("order-summary");
    return {
      placement: await box.getAttribute("data-placement"),
      dueNow: await this.page.getByTestId("summary-due-now").getAttribute("data-amount"),
      lines: await this.page.getByTestId("summary-line").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-product-id")))),
    };
  }

  /** Clicks the buy button and waits for the provider's hosted page. */
  async buyAndGoToProvider() {
    await tickConsents(this.page);
    await this.page.getByTestId("buy").click();
    await this.page.waitForURL((url) => url.pathname.startsWith("/v1/sandbox/pay/"));
    return new SandboxPage(this.page);
  }

  /** Clicks the buy button and waits for the edge's changed quote. */
  async buyAndSeeChangedQuote() {
    await tickConsents(this.page);
    await this.page.getByTestId("buy").click();
    const box = this.page.getByTestId("quote-changed");
    await box.waitFor();
    return { dueNow: await box.getAttribute("data-due-now"), total: await box.getAttribute("data-total") };
  }

  async confirmNewTotal() {
    await this.page.getByTestId("confirm-new-total").click();
    await this.page.waitForURL((url) => url.pathname.startsWith("/v1/sandbox/pay/"));
    return new SandboxPage(this.page);
  }

  /** What keeps the buy button from sending, after a click. */
  async blocked() {
    await tickConsents(this.page);
    await this.page.getByTestId("buy").click();
    return this.page.getByTestId("buy-blocked").getAttribute("data-reason");
  }
}

/** The sandbox provider's hosted page (server-rendered HTML). */
export class SandboxPage {
  constructor(private readonly page: Page) {}

  async amount() {
    return (await this.page.getByTestId("sandbox-amount").textContent())?.trim();
  }

  /** Types a card number and pays. */
  async pay(card: string) {
    await this.page.getByTestId("sandbox-card").fill(card);
    await this.page.getByTestId("sandbox-pay").click();
  }

  async error() {
    const error = this.page.getByTestId("sandbox-error");
    await error.waitFor();
    return { code: await error.getAttribute("data-code"), text: (await error.textContent())?.trim() };
  }

  async challenge(approve: boolean) {
    await this.page.getByTestId("sandbox-challenge").waitFor();
    await this.page.getByTestId(approve ? "sandbox-approve" : "sandbox-refuse").click();
  }

  /** Waits until the provider sent the buyer back to the shop's thank-you page. */
  async backAtShop() {
    await this.page.waitForURL((url) => /^\/s\/[^/]+\/payment\/[^/]+\/thank_you$/.test(url.pathname));
    return new ThankYouPage(this.page);
  }
}

export class ThankYouPage {
  constructor(private readonly page: Page) {}

  token() {
    return new URL(this.page.url()).pathname.split("/")[4] ?? "";
  }

  /**
   * Waits for a phase: waiting, failed, preparing, ready, ended (once paid,
   * also until the app knows whether the seller designed the page).
   */
  async waitFor(phase: string) {
    await this.page.locator(`[data-testid="thank-you"][data-phase="${phase}"]:not([data-designed="loading"])`).waitFor({ timeout: 30_000 });
  }

  phase() {
    return this.page.getByTestId("thank-you").getAttribute("data-phase");
  }

  content() {
    return this.page.getByTestId("thank-you").getAttribute("data-content");
  }

  async downloads() {
    return this.page
      .getByTestId("download")
      .evaluateAll((els) => els.map((e) => ({ name: e.getAttribute("data-name") ?? "", href: e.getAttribute("href") ?? "" })));
  }

  licenseKeys() {
    return this.page.getByTestId("license-key").allTextContents();
  }

  ticketCodes() {
    return this.page.getByTestId("ticket-code").allTextContents();
  }

  /** Whether every ticket's QR image was decoded by the browser, and its alt texts. */
  async ticketQrs(): Promise<{ decoded: boolean; alts: string[] }> {
    const qrs = this.page.getByTestId("ticket-qr");
    await qrs.first().waitFor();
    return qrs.evaluateAll((els) => ({
      decoded: els.every((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0),
      alts: els.map((e) => e.getAttribute("alt") ?? ""),
    }));
  }

  async customBlocks() {
    return this.page.getByTestId("thank-you-block").evaluateAll((els) => els.map((e) => e.getAttribute("data-block-type")));
  }

  async openManage() {
    await this.page.getByTestId("manage-link").click();
    await this.page.locator('[data-testid="manage"][data-state="ready"]').waitFor();
    return new ManagePage(this.page);
  }
}

export class ManagePage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, username: string, token: string) {
    await this.page.goto(`${baseUrl}/s/${username}/payment/${token}/manage`);
    await this.page.locator('[data-testid="manage"][data-state="ready"]').waitFor();
  }

  paymentState() {
    return this.page.getByTestId("manage").getAttribute("data-payment-state");
  }

  async rates() {
    await this.page.getByTestId("rate").first().waitFor();
    return this.page.getByTestId("rate").evaluateAll((els) =>
      els.map((e) => ({
        date: e.getAttribute("data-date") ?? "",
        amount: e.getAttribute("data-amount") ?? "",
        state: e.getAttribute("data-state") ?? "",
        colour: e.querySelector('[data-testid="rate-state"]')?.getAttribute("data-colour") ?? "",
        text: e.querySelector(".amount")?.textContent ?? "",
      })),
    );
  }

  cancellable() {
    return this.page.getByTestId("cancel-subscription").isVisible();
  }

  /** Cancels after confirming, and waits for the new state. */
  async cancel() {
    await this.page.getByTestId("cancel-subscription").click();
    await this.page.getByTestId("cancel-confirm").waitFor();
    await this.page.getByTestId("cancel-yes").click();
    await this.page.getByTestId("cancelled").waitFor();
    await this.page.locator('[data-testid="manage"][data-cancellable="false"]').waitFor();
  }
}

export class PayerOrders {
  constructor(private readonly page: Page) {}

  /**
   * Waits for the payer area's shops (where sign-in lands) and follows the
   * card of `seller`, whose page lists that shop's orders.
   */
  async waitFor(seller = "demo") {
    await this.page.waitForURL((url) => url.pathname === "/payer");
    await this.page.locator('[data-testid="payer-sellers"][data-state="ready"]').waitFor();
    await this.page.locator(`[data-testid="payer-seller"][data-username="${seller}"] [data-testid="payer-seller-link"]`).click();
    await this.page.waitForURL((url) => url.pathname === `/payer/s/${seller}`);
    await this.page.locator('[data-testid="payer-orders"][data-state="ready"]').waitFor();
  }

  async orders() {
    return this.page.getByTestId("payer-order").evaluateAll((els) =>
      els.map((e) => ({
        token: e.getAttribute("data-token") ?? "",
        product: e.querySelector('[data-testid="payer-order-product"]')?.textContent ?? "",
        state: e.getAttribute("data-payment-state") ?? "",
        downloads: [...e.querySelectorAll('[data-testid="download"]')].map((a) => a.getAttribute("data-name") ?? ""),
        manage: e.querySelector('[data-testid="manage-link"]')?.getAttribute("href") ?? "",
      })),
    );
  }
}

/** A funnel's step page after a payment (server-rendered HTML, issue 19). */
export class FunnelStepPage {
  constructor(private readonly page: Page) {}

  /** The offer of the step page core renders (`View::Funnel`): its product, amount and two forms. */
  private offer() {
    return this.page.locator(".sw-offer");
  }

  /** Waits for a step page and answers the product it offers. */
  async offered(): Promise<number> {
    await this.page.waitForURL((url) => /^\/s\/[^/]+\/funnel\/[^/]+$/.test(url.pathname), { timeout: 30_000 });
    await this.offer().waitFor();
    return Number(await this.offer().getAttribute("data-product-id"));
  }

  async amount() {
    return (await this.offer().locator(".sw-due__amount").textContent())?.trim();
  }

  /** The boxes the step asks before accepting (the first order's consents again, issue 30). */
  consents() {
    return this.offer().locator('.sw-consent input[type="checkbox"]');
  }

  /** Clicks the accept button as it is (the browser refuses while a required box is empty). */
  async clickAccept() {
    await this.offer().locator('form[action$="/accept"] button[type="submit"]').click();
  }

  /** Ticks every box the step asks, then takes the offer with one click. */
  async accept() {
    for (const box of await this.consents().all()) await box.check();
    await this.clickAccept();
  }

  async decline() {
    await this.offer().locator('form[action$="/decline"] button[type="submit"]').click();
  }

  /** Waits until the buyer is on the first order's thank-you page. */
  async backAtThankYou() {
    await this.page.waitForURL((url) => /^\/s\/[^/]+\/payment\/[^/]+\/thank_you$/.test(url.pathname), { timeout: 30_000 });
    return new ThankYouPage(this.page);
  }
}
