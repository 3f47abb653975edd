// The buyer's path in headless Chromium against the real edge (issue 7):
// the demo seller sets products up through the API (checkout layouts and
// colours, coupons, order bumps, a custom thank-you page, tickets), then a
// buyer pays on the payment page, on the sandbox provider's hosted page
// (test cards, 3-D Secure, a decline), lands on the thank-you page with
// what was bought, manages the payment, and finds the orders in the payer
// area.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SignInPage } from "./pages/AccountPages";
import { CheckoutPage, ManagePage, PayerOrders, ThankYouPage, type Payer, tickConsents } from "./pages/CheckoutPages";
import { type Answer, baseUrl, core, publishedProduct, requestAt, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let token = "";

/** A call of the API as the demo seller (or, with `auth` false, anyone), as [`requestAt`] makes it. */
function call(method: string, path: string, json?: unknown, auth = true): Promise<Answer> {
  return requestAt(
    baseUrl(),
    method,
    path,
    json === undefined ? undefined : JSON.stringify(json),
    auth ? { authorization: `Bearer ${token}` } : {},
  );
}

/** A call of the demo seller that must succeed. */
const seller = async (path: string, json?: unknown, method = "POST") => {
  const answer = await call(method, path, json);
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
  return answer.body;
};

/** A published product of the demo seller with one plan, set up by `prepare` first; its ids. */
const product = (form: string, name: string, terms: Record<string, unknown>, prepare?: (id: number) => Promise<number | void>) =>
  publishedProduct(seller, form, name, terms, prepare);

const checkoutSettings = (id: number, checkout: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  seller(`/v1/cabinet/products/${id}`, { checkout, ...extra }, "PATCH");

/** The newest mail to `to` (mails go through the queue). */
async function mailTo(to: string, subject: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const list = (await call("GET", "/v1/dev/mails", undefined, false)).body.list as {
      to: string;
      subject: string;
      text: string;
      link: string;
    }[];
    const mail = list.find((m) => m.to === to && m.subject === subject);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** A buyer with a confirmed account (signed up as a payer through the API). */
async function confirmedBuyer() {
  const email = `buyer-${run}@example.org`;
  const password = "buyer password";
  const signUp = await call(
    "POST",
    "/v1/app/user",
    {
      email,
      password,
      username: `b${run}`,
      first_name: "Erika",
      last_name: "Muster",
      locale: "en",
      profile_type: "payer",
      terms_accepted: true,
    },
    false,
  );
  expect(signUp.status, signUp.text).toBe(201);
  let link = "";
  for (let attempt = 0; attempt < 80 && !link; attempt++) {
    const list = (await call("GET", "/v1/dev/mails", undefined, false)).body.list as { to: string; link: string }[];
    link = list.find((m) => m.to === email && m.link?.includes("confirmation_token="))?.link ?? "";
    if (!link) await new Promise((r) => setTimeout(r, 250));
  }
  const confirmationToken = new URL(link, "http://x").searchParams.get("confirmation_token");
  // The password proves the confirmer signed up (else the edge clears it).
  const confirmed = await call("POST", "/v1/app/user/confirmation", { confirmation_token: confirmationToken, password }, false);
  expect(confirmed.status, confirmed.text).toBe(200);
  return { email, password };
}

const payerOf = (email: string): Payer => ({
  first_name: "Erika",
  last_name: "Muster",
  email,
  street: "Hauptstraße",
  street_number: "5",
  zip: "1010",
  city: "Wien",
  phone: "+43 1 2345678",
});

/** Core's words for a translation key (the same wasm the browser runs). */
const message = (core as unknown as { message: (key: string, locale: string) => string | undefined }).message;
const CARD_OK = "4242424242424242";
const output = join(import.meta.dirname, "..", "test-output");
const screenshot = (page: Page, name: string) => {
  mkdirSync(output, { recursive: true });
  return page.screenshot({ path: join(output, `${name}.png`), fullPage: true });
};
const berlin = { zip: "10115", city: "Berlin", phone: "+49 30 1234567" };

describe("the buyer's path in the browser", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;
  let buyer: { email: string; password: string };
  let download: { id: number; plan: number };
  const downloadName = `Field Notes ${run}`;
  const fileText = `the field notes of run ${run}`;
  const tokens: string[] = [];

  beforeAll(async () => {
    page = browser.page();
    token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.90");
    buyer = await confirmedBuyer();
    // The browser speaks English (the page's labels are checked in places).
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => localStorage.setItem("locale", "en"));
  });

  it("buys a download with a coupon as a business in Austria (reverse charge), pays by card and downloads the file", async () => {
    download = await product("download", downloadName, { kind: "one_time", currency: "eur", price: "40.00" }, async (id) => {
      const put = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files?name=notes.txt`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
        body: fileText,
      });
      expect(put.status).toBe(201);
      await checkoutSettings(
        id,
        {
          layout: "two_steps_advanced",
          buy_color: "#ff5722",
          page_color: "#6b46c1",
          background_color: "#eef2ff",
          countdown_color: "#6ce369",
          buy_button_text: "pay_now",
          trust_seals: true,
          description_expanded: true,
        },
        { description: `Notes from the field, run ${run}. `.repeat(12) },
      );
      await seller(
        `/v1/cabinet/products/${id}/setup`,
        {
          pages: {
            thank_you: "custom",
            thank_you_page: {
              type: "thankYouPage",
              blocks: [
                {
                  id: "thank-you",
                  type: "thank_you_page",
                  settings: { title: "Thanks, and enjoy the notes!", text: "Your file is below.\n\nHappy reading." },
                },
                { id: "seller-products", type: "seller_products", settings: {} },
              ],
            },
          },
        },
        "PUT",
      );
    });
    // A coupon for this product whose offer ends in three days and a bit.
    const code = `NOTES${run.toUpperCase()}`;
    const till = new Date(Date.now() + 3 * 86_400_000 + 2 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, "Z");
    await seller("/v1/cabinet/coupons", {
      code,
      form: "single",
      active: true,
      value: "10",
      value_form: "percents",
      scope: "single_product",
      product_ids: [download.id],
      applies_to: "first_payment",
      valid_till: till,
    });

    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", download.id, download.plan);
    expect(await checkout.layout()).toBe("two_steps_advanced");
    expect(await checkout.step()).toBe(1);
    expect(await checkout.theme()).toEqual({
      pageColor: "#6b46c1",
      buyColor: "#ff5722",
      backgroundColor: "#eef2ff",
      buyText: "Pay now",
      buyBackground: "rgb(255, 87, 34)",
      pageBackground: "rgb(238, 242, 255)",
      trustSeals: 1,
    });
    expect(await page.getByTestId("description").getAttribute("data-expanded")).toBe("true");
    expect((await checkout.summary()).placement).toBe("column");

    // Step 1: the buyer and the payer's details.
    await checkout.chooseCountry("AT");
    await checkout.buyAsBusiness("ATU13585627");
    await checkout.fillPayer({ ...payerOf(buyer.email), company: "Muster Verlag GmbH" });
    expect(await checkout.step()).toBe(2);

    // Step 2: coupon (with the offer's countdown), totals, payment.
    await checkout.applyCoupon(code.toLowerCase());
    const left = await checkout.countdown();
    expect(left).toMatchObject({ till, weeks: 0, days: 3 });
    expect(left!.hours).toBeGreaterThanOrEqual(1);
    const inBrowser = await checkout.browserTotals();
    expect(await checkout.edgeTotals()).toEqual(inBrowser);
    expect(inBrowser.vat).toBe("0.00");
    expect(inBrowser.discount).not.toBeNull();
    expect(await checkout.vatNote()).toBe("vat_note_reverse_charge");
    expect(await checkout.matchText()).toContain("agree");
    expect((await checkout.summary()).dueNow).toBe(inBrowser.gross);

    await checkout.chooseMethod("card");
    await screenshot(page, "checkout-two-steps-advanced");
    const sandbox = await checkout.buyAndGoToProvider();
    expect(await sandbox.amount()).toBe(`${inBrowser.gross} EUR`);
    await sandbox.pay(CARD_OK);
    const thanks = await sandbox.backAtShop();
    await thanks.waitFor("ready");
    tokens.push(thanks.token());
    expect(await thanks.content()).toBe("custom");
    expect(await thanks.customBlocks()).toEqual(["thank_you_page", "seller_products"]);
    expect(await page.getByTestId("thank-you-title").textContent()).toBe("Thanks, and enjoy the notes!");
    expect(await page.getByTestId("thank-you-text").allTextContents()).toEqual(["Your file is below.", "Happy reading."]);
    await page.getByTestId("seller-product").first().waitFor();
    expect(await page.getByTestId("seller-products").textContent()).toContain(downloadName);

    // The download: its link hands over exactly the uploaded bytes.
    const downloads = await thanks.downloads();
    expect(downloads.map((d) => d.name)).toEqual(["notes.txt"]);
    const file = await fetch(`${baseUrl()}${downloads[0]!.href}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(fileText);

    // The confirmation mail in the dev mailbox.
    await screenshot(page, "thank-you");
    const mail = await mailTo(buyer.email, `Your order: ${downloadName}`);
    expect(mail.text).toContain("/v1/downloads/");
    expect(pageErrors).toEqual([]);
  });

  it("shows an instalment plan's schedule from core on the payment page and the same rates on the manage page", async () => {
    const terms = {
      kind: "installment",
      currency: "eur",
      first_amount: "100.00",
      next_amount: "100.00",
      payments_count: 3,
      interval: "1m",
    };
    const course = await product("course", `Course ${run}`, terms);
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", course.id, course.plan);
    expect(await checkout.layout()).toBe("default");
    await checkout.chooseCountry("DE");
    // previewed as the order is made: in the seller's zone
    const dates = core
      .planSchedule({ ...terms, pay_what_you_want: false }, new Date().toISOString(), "Europe/Berlin")
      .map((d) => d.date as string);
    expect(dates).toHaveLength(3);
    expect(await checkout.schedule()).toEqual(dates.map((date) => ({ date, amount: "100.00" })));
    expect(await checkout.methods()).toBe("paypal card sepa");

    // Nothing is sent before the payer's details are complete.
    expect(await checkout.blocked()).toBe("payer_incomplete");
    await checkout.fillPayer({ ...payerOf(buyer.email), ...berlin });
    const sandbox = await checkout.buyAndGoToProvider();
    expect(await sandbox.amount()).toBe("100.00 EUR");
    await sandbox.pay(CARD_OK);
    const thanks = await sandbox.backAtShop();
    await thanks.waitFor("ready");
    tokens.push(thanks.token());
    expect(await thanks.content()).toBe("default");
    await page.getByTestId("thank-you-default").waitFor();

    const manage = await thanks.openManage();
    expect(await manage.paymentState()).toBe("paying");
    const rates = await manage.rates();
    expect(rates.map((r) => r.date)).toEqual(dates);
    expect(rates.map((r) => r.amount)).toEqual(["100.00", "100.00", "100.00"]);
    expect(rates.map((r) => r.text)).toEqual(Array(3).fill(core.formatMoney("100.00", "eur", "en")));
    expect(rates.map((r) => [r.state, r.colour])).toEqual([
      ["paid", core.statusColour("paid")],
      ["future", ""],
      ["future", ""],
    ]);
    await screenshot(page, "manage");
    expect(pageErrors).toEqual([]);
  });

  it("pays after 3-D Secure is completed, on the simplified layout", async () => {
    const service = await product("service", `Consultation ${run}`, { kind: "one_time", currency: "eur", price: "15.00" }, async (id) => {
      await checkoutSettings(id, { layout: "simplified", trust_seals: false });
    });
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", service.id, service.plan);
    expect(await checkout.layout()).toBe("simplified");
    expect(await checkout.summary()).toEqual({ placement: "top", dueNow: "15.00", lines: [service.id] });
    // the coupon waits behind a link; no trust seals this time
    expect(await page.getByTestId("coupon-toggle").isVisible()).toBe(true);
    expect(await page.getByTestId("trust-seals").count()).toBe(0);
    await checkout.fillPayer({ ...payerOf(buyer.email), ...berlin });
    const sandbox = await checkout.buyAndGoToProvider();
    await sandbox.pay("4000000000003220");
    await sandbox.challenge(true);
    const thanks = await sandbox.backAtShop();
    await thanks.waitFor("ready");
    tokens.push(thanks.token());
    expect(await page.getByTestId("payment-state").getAttribute("data-state")).toBe("paid");
    expect(pageErrors).toEqual([]);
  });

  it("shows the sandbox's decline clearly, then takes another card for the same order", async () => {
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", download.id, download.plan);
    // a new visit: the paid order's key was forgotten, and this cart is another one anyway
    await checkout.chooseCountry("DE");
    await checkout.fillPayer({ ...payerOf(buyer.email), ...berlin });
    expect(await checkout.step()).toBe(2);
    expect((await checkout.browserTotals()).gross).toBe("40.00");
    const sandbox = await checkout.buyAndGoToProvider();
    await sandbox.pay("4000000000000002");
    const declined = await sandbox.error();
    expect(declined.code).toBe("generic_decline");
    expect(declined.text).toContain("declined");
    await sandbox.pay(CARD_OK);
    const thanks = await sandbox.backAtShop();
    await thanks.waitFor("ready");
    expect(tokens).not.toContain(thanks.token());
    tokens.push(thanks.token());
    expect((await thanks.downloads()).map((d) => d.name)).toEqual(["notes.txt"]);
    expect(pageErrors).toEqual([]);
  });

  it("shows the edge's quote when the price changed after the page computed its own, and takes the confirmed total", async () => {
    const terms = { kind: "one_time", currency: "eur", price: "20.00" };
    const service = await product("service", `Workshop ${run}`, terms);
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", service.id, service.plan);
    await checkout.chooseCountry("DE");
    expect((await checkout.browserTotals()).gross).toBe("20.00");
    await checkout.fillPayer({ ...payerOf(buyer.email), ...berlin });

    // The seller raises the price while the buyer is on the page.
    await seller(
      `/v1/cabinet/products/${service.id}/pricing_plans/${service.plan}`,
      { name: "Standard", terms: { ...terms, price: "25.00" } },
      "PUT",
    );
    expect(await checkout.buyAndSeeChangedQuote()).toEqual({ dueNow: "25.00", total: "25.00" });
    // the edge's quote is shown beside the browser's, which it overrides
    await page.locator('[data-testid="edge-quote"][data-gross="25.00"]').waitFor({ state: "attached" });
    expect(await checkout.matchText()).toContain("disagree");
    expect(await page.getByTestId("changed-due-now").textContent()).toBe(core.formatMoney("25.00", "eur", "en"));

    const sandbox = await checkout.confirmNewTotal();
    expect(await sandbox.amount()).toBe("25.00 EUR");
    await sandbox.pay(CARD_OK);
    const thanks = await sandbox.backAtShop();
    await thanks.waitFor("ready");
    tokens.push(thanks.token());
    expect(await page.getByTestId("order-due-now").getAttribute("data-amount")).toBe("25.00");
    expect(pageErrors).toEqual([]);
  });

  it("adds an order bump below the payment methods to the quote and the order", async () => {
    const main = await product("service", `Coaching ${run}`, { kind: "one_time", currency: "eur", price: "30.00" }, async (id) => {
      await seller(
        `/v1/cabinet/products/${id}/setup`,
        {
          upsell: {
            layout: "two_column_3",
            position: "belowPaymentMethods",
            bumps: [{ product_id: 5, plan_id: 6, headline: "Add the workbook", description: "The e-book that goes with it." }],
          },
        },
        "PUT",
      );
    });
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", main.id, main.plan);
    await checkout.chooseCountry("DE");
    const bumps = page.getByTestId("bumps");
    await bumps.waitFor();
    expect([await bumps.getAttribute("data-layout"), await bumps.getAttribute("data-position")]).toEqual([
      "two_column_3",
      "belowPaymentMethods",
    ]);
    const parts = await page.locator("[data-part]:not([hidden])").evaluateAll((els) => els.map((e) => e.getAttribute("data-part")));
    expect(parts.indexOf("bumps")).toBe(parts.indexOf("methods") + 1);
    expect((await checkout.browserTotals()).gross).toBe("30.00");

    await checkout.tickBump(5);
    const totals = await checkout.browserTotals();
    expect(totals.gross).toBe("39.00");
    expect(await checkout.edgeTotals()).toEqual(totals);
    expect(await checkout.matchText()).toContain("agree");
    await checkout.fillPayer({ ...payerOf(buyer.email), ...berlin });
    const sandbox = await checkout.buyAndGoToProvider();
    expect(await sandbox.amount()).toBe("39.00 EUR");
    await sandbox.pay(CARD_OK);
    const thanks = await sandbox.backAtShop();
    await thanks.waitFor("ready");
    tokens.push(thanks.token());
    expect(pageErrors).toEqual([]);
  });

  it("sells an event ticket with its seats left and hands over the ticket code", async () => {
    let ticketId = 0;
    const event = await product("event", `Summit ${run}`, { kind: "one_time", currency: "eur", price: "50.00" }, async (id) => {
      const created = await seller(`/v1/cabinet/products/${id}/tickets`, {
        name: "Day pass",
        starts_at: "2031-05-01T10:00",
        ends_at: "2031-05-01T18:00",
        time_zone: "Europe/Berlin",
        location_short_name: "Hall A",
        country_code: "DE",
        capacity: 5,
      });
      ticketId = created.ticket.id as number;
      return ticketId;
    });
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", event.id, event.plan);
    const ticket = page.locator(`[data-testid="ticket"][data-ticket-id="${ticketId}"]`);
    expect(await ticket.getAttribute("data-seats-left")).toBe("5");
    expect(await page.getByTestId(`ticket-${ticketId}`).isChecked()).toBe(true);
    await checkout.chooseCountry("DE");
    await checkout.fillPayer({ ...payerOf(buyer.email), ...berlin });
    const sandbox = await checkout.buyAndGoToProvider();
    expect(await sandbox.amount()).toBe("50.00 EUR");
    await sandbox.pay(CARD_OK);
    const thanks = await sandbox.backAtShop();
    await thanks.waitFor("ready");
    tokens.push(thanks.token());
    const codes = await thanks.ticketCodes();
    expect(codes).toHaveLength(1);
    expect(codes[0]!.length).toBeGreaterThan(4);
    // the ticket's QR code, drawn by core, is an image the browser can show
    expect(await thanks.ticketQrs()).toEqual({ decoded: true, alts: codes });
    expect(pageErrors).toEqual([]);
  });

  it("lets the buyer cancel a subscription on the manage page after confirming", async () => {
    const membership = await product("course", `Club ${run}`, {
      kind: "subscription",
      currency: "eur",
      first_amount: "10.00",
      next_amount: "10.00",
      interval: "1m",
    });
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", membership.id, membership.plan);
    await checkout.chooseCountry("DE");
    await checkout.fillPayer({ ...payerOf(buyer.email), ...berlin });
    const sandbox = await checkout.buyAndGoToProvider();
    await sandbox.pay(CARD_OK);
    const thanks = await sandbox.backAtShop();
    await thanks.waitFor("ready");
    tokens.push(thanks.token());
    const manage = await thanks.openManage();
    expect(await manage.cancellable()).toBe(true);
    const before = await manage.paymentState();
    await manage.cancel();
    const after = await manage.paymentState();
    expect(after).not.toBe(before);
    expect(await page.getByTestId("payment-state").getAttribute("data-colour")).toBe(core.statusColour(after ?? "") ?? "");
    // paid stays paid; nothing further is taken
    const rates = await manage.rates();
    expect(rates[0]).toMatchObject({ state: "paid", amount: "10.00" });
    expect(rates.slice(1).every((r) => r.state !== "future")).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("lists the buyer's orders in the payer area after signing in, with downloads and manage links", async () => {
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await signIn.signIn(buyer.email, buyer.password);
    const area = new PayerOrders(page);
    await area.waitFor();
    const orders = await area.orders();
    expect(orders.map((o) => o.token).sort()).toEqual([...tokens].sort());
    await screenshot(page, "payer-orders");
    const first = orders.find((o) => o.token === tokens[0]);
    expect(first).toMatchObject({
      product: downloadName,
      state: "paid",
      downloads: ["notes.txt"],
      manage: `/s/demo/payment/${tokens[0]}/manage`,
    });

    // its manage link opens the payment's page
    await page.locator(`[data-testid="payer-order"][data-token="${tokens[0]}"] [data-testid="manage-link"]`).click();
    await page.locator('[data-testid="manage"][data-state="ready"]').waitFor();
    expect(await new ManagePage(page).paymentState()).toBe("paid");
    expect(pageErrors).toEqual([]);
  });

  it("says clearly when a payment was not completed, with a way back to the payment page", async () => {
    const service = await product("service", `Session ${run}`, { kind: "one_time", currency: "eur", price: "12.00" });
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", service.id, service.plan);
    await checkout.chooseCountry("DE");
    await checkout.fillPayer({ ...payerOf(`other-${run}@example.org`), ...berlin });
    const sandbox = await checkout.buyAndGoToProvider();
    await sandbox.pay("4000000000009995");
    expect((await sandbox.error()).code).toBe("insufficient_funds");
    // the buyer gives up and goes back to the shop
    await page.getByTestId("sandbox-cancel").click();
    const thanks = new ThankYouPage(page);
    await thanks.waitFor("failed");
    const again = page.getByTestId("try-again");
    expect(await again.getAttribute("href")).toBe(`/s/demo/products/${service.id}/pay?plan=${service.plan}`);
    await again.click();
    await page.getByTestId("checkout").waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("sends the same Idempotency-Key for the same cart (double click, a new visit) and a new one for another cart", async () => {
    const service = await product("service", `Review ${run}`, { kind: "one_time", currency: "eur", price: "18.00" });
    // every order request the page sent: its key and the edge's status (201 new, 200 the same again)
    const sent: { key: string; status: number }[] = [];
    const seen = (r: import("playwright-core").Response) => {
      if (new URL(r.url()).pathname !== "/v1/checkout/orders" || r.request().method() !== "POST") return;
      sent.push({ key: r.request().headers()["idempotency-key"] ?? "", status: r.status() });
    };
    page.on("response", seen);
    try {
      const checkout = new CheckoutPage(page);
      const payer = { ...payerOf(`keys-${run}@example.org`), ...berlin };
      await checkout.open(baseUrl(), "demo", service.id, service.plan);
      await checkout.chooseCountry("DE");
      await checkout.fillPayer(payer);
      await tickConsents(page);
      await page.getByTestId("buy").dblclick();
      await page.waitForURL((url) => url.pathname.startsWith("/v1/sandbox/pay/"));
      const first = new URL(page.url()).pathname;

      // The buyer comes back (a new visit of the page) and buys the same cart: the same key, the same order.
      await checkout.open(baseUrl(), "demo", service.id, service.plan);
      await checkout.chooseCountry("DE");
      await checkout.fillPayer(payer);
      await checkout.buyAndGoToProvider();
      expect(new URL(page.url()).pathname).toBe(first);

      // Another payment method is another cart: a new key, a new order.
      await checkout.open(baseUrl(), "demo", service.id, service.plan);
      await checkout.chooseCountry("DE");
      await checkout.fillPayer(payer);
      await checkout.chooseMethod("paypal");
      await checkout.buyAndGoToProvider();
      expect(new URL(page.url()).pathname).not.toBe(first);

      await expect.poll(() => sent.length).toBeGreaterThanOrEqual(3);
      const keys = [...new Set(sent.map((s) => s.key))];
      expect(keys).toHaveLength(2);
      expect(sent.filter((s) => s.key === keys[0]).map((s) => s.status)).toEqual([201, ...Array(sent.length - 2).fill(200)]);
      expect(sent.at(-1)).toMatchObject({ key: keys[1], status: 201 });
    } finally {
      page.off("response", seen);
    }
    expect(pageErrors).toEqual([]);
  });

  it("shows the edge's refusals beside their fields in core's words, and a sold-out order, in English and German", async () => {
    const service = await product("service", `Clinic ${run}`, { kind: "one_time", currency: "eur", price: "22.00" });
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", service.id, service.plan);
    await checkout.chooseCountry("DE");
    await checkout.fillPayer({ ...payerOf(`refused-${run}@example.org`), ...berlin });
    const problem = (code: string, pointer: string) => ({
      status: "422",
      code,
      title: "Invalid input",
      detail: `${pointer}: ${code}`,
      source: { pointer },
    });
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: {
        error: "invalid_phone",
        message: "payer.phone: invalid_phone",
        errors: [
          problem("invalid_phone", "/payer/phone"),
          problem("invalid_vat", "/cart/buyer/vat_id"),
          problem("payment_method_not_available", "/cart/payment_method"),
        ],
      },
    };
    await page.route("**/v1/checkout/orders", (route) =>
      route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) }),
    );
    try {
      await tickConsents(page);
      await page.getByTestId("buy").click();
      const shown = (part: string, field: string) =>
        page.locator(`[data-part="${part}"] [data-testid="order-problem"][data-field="${field}"]`);
      // a payer field's refusal sits at the field itself
      const phone = page.getByTestId("payer-phone-error");
      await phone.waitFor();
      expect(await phone.getAttribute("data-code")).toBe("invalid_phone");
      expect(await phone.textContent()).toBe(message("invalid_phone", "en"));
      expect(await page.getByTestId("payer-phone").getAttribute("aria-invalid")).toBe("true");
      expect(await shown("buyer", "cart.buyer.vat_id").textContent()).toBe(message("invalid_vat", "en"));
      expect(await shown("methods", "cart.payment_method").textContent()).toBe("This payment method is not available for this purchase.");

      answer = {
        status: 409,
        body: {
          error: "sold_out",
          message: "the last one is gone",
          errors: [{ status: "409", code: "sold_out", title: "Conflict", detail: "the last one is gone" }],
        },
      };
      await tickConsents(page);
      await page.getByTestId("buy").click();
      const error = page.locator('[data-testid="order-error"][data-code="sold_out"]');
      await error.waitFor();
      expect(await error.textContent()).toBe("Sorry, this is sold out.");
      await page.getByTestId("language").selectOption("de");
      expect(await error.textContent()).toBe("Leider ist das ausverkauft.");
      expect(await page.getByTestId("buy").getAttribute("data-label")).toBe("Jetzt kaufen");
      expect(await page.getByTestId("buy").textContent()).toBe(`Jetzt für ${core.formatMoney("22.00", "eur", "de")} kaufen`);
    } finally {
      await page.unroute("**/v1/checkout/orders");
      await page.getByTestId("language").selectOption("en");
    }
    expect(pageErrors).toEqual([]);
  });
});
