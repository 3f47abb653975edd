// Paying a failed later rate now, in headless Chromium against the real
// edge: the demo seller publishes a service with an instalment plan, the
// buyer pays the first rate on the sandbox's page with a 3-D Secure card,
// the scheduler's off-session charge of the second rate fails (the issuer
// wants the buyer), and the buyer pays it from the order's manage page on
// the sandbox's page and comes back to see it paid. A stale manage page
// (the rate paid meanwhile, in another tab) says so clearly; when the
// provider's word is late, the page waits for it (and offers no second
// payment) until the scheduler's reconciliation brings it.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManagePage, SandboxPage } from "./pages/CheckoutPages";
import { apiAs, baseUrl, must, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { orderStatus as status, quotedOrderBody, sandboxForm, tickUntilQuiet, untilOrder as until } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const DAY = 86_400;
let token = "";

const call = apiAs(() => token);

/** A call of the demo seller that must succeed. */
const seller = (path: string, json?: unknown, method = "POST") => must(call)(path, json, method);

/** An order of `plan` made through the API with the edge's own totals; its answer. */
async function order(productId: number, planId: number, email: string) {
  const body = await quotedOrderBody(call, { product_id: productId, plan_id: planId }, email);
  const made = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": `pay-rate-${run}-${email}` });
  expect(made.status, made.text).toBe(201);
  return made.body as { order: { token: string }; redirect_url: string; confirm: unknown };
}

/** Moves the edge's clock to `days` after now and runs the scheduler until it is quiet; its reports summed. */
async function tickAt(days: number) {
  expect((await call("POST", "/v1/dev/clock", { offset_seconds: days * DAY })).status).toBe(200);
  return tickUntilQuiet();
}

/** The manage page's failed rates: what each says, and paying one now. */
class FailedRates {
  constructor(private readonly page: Page) {}

  list() {
    return this.page.getByTestId("failed-rate").evaluateAll((els) =>
      els.map((e) => ({
        index: e.getAttribute("data-index"),
        state: e.getAttribute("data-state"),
        reason: e.querySelector('[data-testid="failed-rate-reason"]')?.textContent?.trim() ?? "",
        button: e.querySelector('[data-testid="pay-rate"]')?.getAttribute("data-index") ?? null,
        amount: e.querySelector('[data-testid="pay-rate"] .amount')?.getAttribute("data-amount") ?? null,
      })),
    );
  }

  payButtons() {
    return this.page.getByTestId("pay-rate").count();
  }

  /** Clicks Pay now on rate `index` and waits for the sandbox's page. */
  async payOnProvider(index: number) {
    await this.page.locator(`[data-testid="pay-rate"][data-index="${index}"]`).click();
    await this.page.waitForURL((url) => url.pathname.startsWith("/v1/sandbox/pay/"));
    return new SandboxPage(this.page);
  }

  /** Clicks Pay now on rate `index` and waits for the error the page shows. */
  async payAndFail(index: number) {
    await this.page.locator(`[data-testid="pay-rate"][data-index="${index}"]`).click();
    const error = this.page.getByTestId("pay-rate-error");
    await error.waitFor();
    return { code: await error.getAttribute("data-code"), text: (await error.textContent())?.trim() ?? "" };
  }

  /** Waits until the schedule shows rate `index` in `state`. */
  async waitForRate(index: number, state: string) {
    await this.page.locator(`[data-testid="rate"][data-index="${index}"][data-state="${state}"]`).waitFor({ timeout: 30_000 });
  }
}

describe("a failed later rate, paid now on the order's manage page", () => {
  const { page, errors } = useBrowserPage();
  let productId = 0;
  let planId = 0;

  beforeAll(async () => {
    token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.91");
    // the browser reads the buyer's pages in English
    await page().addInitScript(() => window.localStorage.setItem("locale", "en"));
  });

  afterAll(async () => {
    await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    // the shared seeded shop stays as seeded
    if (productId) await seller(`/v1/cabinet/products/${productId}/archive`);
  });

  it("explains the failed rate, takes it on the sandbox's page and shows it paid back on the manage page", async () => {
    productId = (await seller("/v1/cabinet/products", { form: "service", name: `Coaching in rates ${run}` })).product.id as number;
    const terms = { kind: "installment", currency: "eur", first_amount: "10.00", next_amount: "10.00", payments_count: 3, interval: "1m" };
    planId = (await seller(`/v1/cabinet/products/${productId}/pricing_plans`, { name: "Standard", terms })).pricing_plan.id as number;
    await seller(`/v1/cabinet/products/${productId}/publish`);

    // the first rate on the sandbox's page, with a card whose issuer wants the buyer for every payment
    const made = await order(productId, planId, `pay-rate-${run}@example.org`);
    const orderToken = made.order.token;
    expect(made.confirm).toBeNull();
    await page().goto(`${baseUrl()}${made.redirect_url}`);
    const first = new SandboxPage(page());
    expect(await first.amount()).toBe("10.00 EUR");
    await first.pay("4000000000003220");
    await first.challenge(true);
    await (await first.backAtShop()).waitFor("ready");
    const running = await until(orderToken, (o) => o.order.payment_state === "paying" && o.delivery.delivered, "first rate");
    expect(running.rates.map((r: any) => [r.state, r.payable])).toEqual([
      ["paid", false],
      ["future", false],
      ["future", false],
    ]);

    const manage = new ManagePage(page());
    const failed = new FailedRates(page());
    try {
      // a month and a bit later the scheduler charges the second rate off-session: the issuer wants the buyer, a soft decline
      expect((await tickAt(33)).charged).toBeGreaterThanOrEqual(1);
      const due = await until(orderToken, (o) => o.rates[1].state === "unpaid", "second rate failed");
      expect(due.rates.map((r: any) => r.payable)).toEqual([false, true, false]);
      expect(due.order.payment_state).toBe("paying");

      await manage.open(baseUrl(), "demo", orderToken);
      expect((await manage.rates()).map((r) => r.state)).toEqual(["paid", "unpaid", "future"]);
      expect(await failed.list()).toEqual([
        {
          index: "1",
          state: "unpaid",
          reason: "This payment failed. We will try again, or you can pay it now.",
          button: "1",
          amount: "10.00",
        },
      ]);
      expect(await failed.payButtons()).toBe(1);

      // Pay now: the sandbox's page for this rate's amount, another card, and back to the manage page
      const sandbox = await failed.payOnProvider(1);
      expect(await sandbox.amount()).toBe("10.00 EUR");
      await sandbox.pay("4242424242424242");
      await page().waitForURL((url) => url.pathname === `/s/demo/payment/${orderToken}/manage`);
      await page().locator('[data-testid="manage"][data-state="ready"]').waitFor();
      // the sandbox's webhook goes through the queue: the page waits for it by itself
      await failed.waitForRate(1, "paid");
      await page().getByTestId("rate-paid-now").waitFor();
      expect((await manage.rates()).map((r) => r.state)).toEqual(["paid", "paid", "future"]);
      expect(await failed.payButtons()).toBe(0);
      expect(await page().getByTestId("failed-rates").count()).toBe(0);
      const after = await status(orderToken);
      expect(after.rates.map((r: any) => [r.state, r.payable])).toEqual([
        ["paid", false],
        ["paid", false],
        ["future", false],
      ]);
      expect(after.order.payment_state).toBe("paying");
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    expect(errors).toEqual([]);
  });

  /**
   * An order whose first rate the 3-D Secure card paid (the sandbox's form
   * posted as the browser would) and whose second rate then failed
   * off-session; the clock is left 33 days on (the caller resets it).
   */
  async function secondRateFailed(email: string) {
    expect(planId, "the first test published the product").not.toBe(0);
    const made = await order(productId, planId, email);
    const orderToken = made.order.token;
    await sandboxForm(made.redirect_url, { card_number: "4000000000003220" });
    expect((await sandboxForm(`${made.redirect_url}/challenge`, { result: "approve" })).status).toBe(303);
    await until(orderToken, (o) => o.order.payment_state === "paying" && o.delivery.delivered, "first rate");
    expect((await tickAt(33)).charged).toBeGreaterThanOrEqual(1);
    await until(orderToken, (o) => o.rates[1].state === "unpaid", "second rate failed");
    return orderToken;
  }

  it("says clearly when the rate was paid meanwhile, and shows it paid", async () => {
    const manage = new ManagePage(page());
    const failed = new FailedRates(page());
    try {
      const stale = await secondRateFailed(`pay-rate-stale-${run}@example.org`);
      await manage.open(baseUrl(), "demo", stale);
      expect((await failed.list()).map((r) => [r.index, r.button])).toEqual([["1", "1"]]);
      // meanwhile the rate is paid elsewhere (another tab): this page still offers it
      const now = await call("POST", `/v1/checkout/orders/${stale}/rates/1/pay`);
      expect(now.status, now.text).toBe(200);
      expect((await sandboxForm(now.body.redirect_url, { card_number: "4242424242424242" })).headers.get("location")).toBe(
        `/s/demo/payment/${stale}/manage`,
      );
      await until(stale, (o) => o.rates[1].state === "paid", "second rate paid elsewhere");
      const error = await failed.payAndFail(1);
      expect(error).toEqual({ code: "not_payable", text: "This payment cannot be paid now. The page shows where it stands." });
      // and the page shows the rate as it stands, the error beside it
      await failed.waitForRate(1, "paid");
      expect(await failed.payButtons()).toBe(0);
      expect(await page().getByTestId("pay-rate-error").count()).toBe(1);
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    expect(errors).toEqual([]);
  });

  it("waits on the manage page while the provider's word is late, without offering the rate again", async () => {
    const manage = new ManagePage(page());
    const failed = new FailedRates(page());
    try {
      const late = await secondRateFailed(`pay-rate-late-${run}@example.org`);
      await manage.open(baseUrl(), "demo", late);
      // the sandbox's webhook for this payment is lost (a crash between its success and the order's change)
      expect((await call("POST", "/v1/dev/faults", { drop_sandbox_webhooks: 1 })).status).toBe(200);
      const sandbox = await failed.payOnProvider(1);
      await sandbox.pay("4242424242424242");
      await page().waitForURL((url) => url.pathname === `/s/demo/payment/${late}/manage`);
      // back on the page the rate is still open: the page says it waits, and offers no second payment
      await page().getByTestId("pay-rate-waiting").waitFor();
      expect((await manage.rates()).map((r) => r.state)).toEqual(["paid", "unpaid", "future"]);
      expect(await failed.payButtons()).toBe(0);
      // past the webhook's grace the scheduler finds the payment in the provider's books; the page, still asking, shows it paid
      expect((await call("POST", "/v1/dev/clock", { offset_seconds: 33 * DAY + 120 })).status).toBe(200);
      const ticks = await tickUntilQuiet();
      expect(ticks.reconciled, JSON.stringify(ticks)).toBeGreaterThanOrEqual(1);
      await failed.waitForRate(1, "paid");
      await page().getByTestId("rate-paid-now").waitFor();
      expect(await page().getByTestId("pay-rate-waiting").count()).toBe(0);
      expect(await failed.payButtons()).toBe(0);
    } finally {
      await call("POST", "/v1/dev/faults", { drop_sandbox_webhooks: 0 });
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    expect(errors).toEqual([]);
  });
});
