// The seller's sales in the browser, in headless Chromium against the real
// edge: an order made and paid through the API (a published download, an
// Idempotency-Key, the sandbox's card form), then as the demo seller the
// order is found by the buyer's e-mail and by the filter form (core's
// problems shown before anything is sent), sorted by a header, opened with
// its payer, rates and delivery, exported as CSV with the list's filters,
// and refunded after a confirmation until the provider's webhook made it
// refunded; the rate is in the order rates; the card provider is connected
// (core's message for a wrong key, afterwards only masked secrets anywhere
// in the page) and a method is enabled in the matrix.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { chooseLanguage } from "./pages/AreaPages";
import { OrderDetail, OrderRates, OrdersList, PaymentProviders, PaymentSettings, PaymentTickets } from "./pages/OrderPages";
import { apiAs, baseUrl, core, publishedDownload, signIn as signInWithPassword } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";
import { type KeyStandin, startKeyStandin } from "./support/provider-standin";

const message = (core as unknown as { message: (key: string, locale: string) => string | undefined }).message;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const buyerEmail = `sales-${run}@example.org`;
const SECRET_KEY = "sk_test_51abcdefgh";
const WEBHOOK_SECRET = "whsec_abcdefgh12";
const PUBLISHABLE_KEY = "pk_test_51abcdefgh";
const output = join(import.meta.dirname, "..", "test-output");
const screenshot = (page: Page, name: string) => {
  mkdirSync(output, { recursive: true });
  return page.screenshot({ path: join(output, `${name}.png`), fullPage: true });
};

let token = "";

const call = apiAs(() => token);

/** A published download of the demo seller with a file and a one-time plan at 12.50 EUR. */
const download = () => publishedDownload(call, token, `Sales Ledger ${run}`, "ledger.txt", "12.50");

/** An order of the product, paid with the sandbox's test card; waits until it is paid and delivered. */
async function paidOrder(productId: number, planId: number): Promise<string> {
  const body = await quotedOrderBody(call, { product_id: productId, plan_id: planId }, buyerEmail);
  const made = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": `sales-${run}` });
  expect(made.status, made.text).toBe(201);
  expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
  const orderToken = made.body.order.token as string;
  await untilOrder(orderToken, paidAndDelivered, "paid and delivered");
  return orderToken;
}

/** The demo seller's card provider and the Przelewy24 row (off in the demo seed, so no other test meets it changed) as they were before: off, on the sandbox, not connected. */
async function resetPaymentSettings() {
  await call("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "p_24", enabled: false, provider: "sandbox" }] });
  await call("DELETE", "/v1/cabinet/settings/payment_providers/stripe");
}

describe("the seller's orders and payment settings in the browser", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;
  let product: { id: number; plan: number };
  let orderToken = "";
  let orderId = 0;
  let standin: KeyStandin;

  beforeAll(async () => {
    token = await signInWithPassword("demo@sellwerk.test", "demo-password", "203.0.113.90");
    // the edge checks the card provider's keys with it when they are saved
    standin = await startKeyStandin();
    await call("POST", "/v1/dev/providers", { stripe_api_base: standin.apiBase });
    await resetPaymentSettings();
    product = await download();
    orderToken = await paidOrder(product.id, product.plan);

    page = browser.page();
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signIn.signIn("demo@sellwerk.test", "demo-password");
    await new Cabinet(page).waitFor();
  });

  afterAll(async () => {
    await resetPaymentSettings();
    await call("POST", "/v1/dev/providers", {});
    await standin?.close();
  });

  it("finds the order by the buyer's e-mail, in core's status colour and money format", async () => {
    await page.getByTestId("nav-orders").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/orders");
    const list = new OrdersList(page);
    await list.loaded();
    const found = await list.search(buyerEmail);
    expect(found.total).toBe(1);
    expect(found.query).toBe(`page=1&per=20&query=${encodeURIComponent(buyerEmail)}`);
    const [row] = await list.rows();
    expect(row).toMatchObject({ token: orderToken, email: buyerEmail, paymentState: "paid", total: "12.50" });
    expect(row!.colour).toBe(core.statusColour("paid"));
    expect(row!.totalText).toBe(core.formatMoney("12.50", "eur", "en"));
    orderId = row!.id;
    expect(pageErrors).toEqual([]);
  });

  it("filters by payment state with core's rules, showing core's problem before anything is sent", async () => {
    await page.goto(`${baseUrl()}/cabinet/orders`);
    const list = new OrdersList(page);
    await list.loaded();
    const listCalls: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      if (new URL(r.url()).pathname === "/v1/cabinet/orders") listCalls.push(r.url());
    };
    page.on("request", onRequest);
    await list.filter({ payment_state: "paid", product_id: "abc" });
    expect(await list.filterProblem("product_id")).toEqual(["invalid_filter_value", message("invalid_filter_value", "en")]);
    expect(listCalls).toEqual([]);
    expect(new URL(page.url()).searchParams.has("payment_state")).toBe(false);
    page.off("request", onRequest);

    await list.filter({ product_id: String(product.id) });
    await page.waitForURL((u) => u.searchParams.get("payment_state") === "paid" && u.searchParams.get("product_id") === String(product.id));
    const filtered = await list.loaded();
    expect(filtered.query).toBe(`page=1&per=20&payment_state=paid&product_id=${product.id}`);
    expect(filtered.total).toBe(1);
    expect((await list.rows()).map((r) => [r.id, r.paymentState])).toEqual([[orderId, "paid"]]);

    // a header sorts: a new column ascending, the same one again descending
    await list.sortBy("id");
    await page.waitForURL((u) => u.searchParams.get("sort") === "id" && u.searchParams.get("dir") === "asc");
    await list.sortBy("id");
    await page.waitForURL((u) => u.searchParams.get("sort") === "id" && u.searchParams.get("dir") === "desc");
    expect((await list.loaded()).query).toBe(`page=1&per=20&sort=id&dir=desc&payment_state=paid&product_id=${product.id}`);
    await screenshot(page, "cabinet-orders");
    expect(pageErrors).toEqual([]);
  });

  it("exports the orders the list's filters match as CSV in the background, then downloads it with the page's cookies", async () => {
    await page.goto(
      `${baseUrl()}/cabinet/orders?page=1&per=20&sort=id&dir=desc&query=${encodeURIComponent(buyerEmail)}&payment_state=paid`,
    );
    const list = new OrdersList(page);
    await list.loaded();
    // the list shows real orders by default (abandoned checkouts behind a filter), and so does its export
    expect(await list.exportQuery()).toBe(`query=${encodeURIComponent(buyerEmail)}&payment_state=paid&exclude_not_completed=true`);
    const href = await list.exportHref();
    expect(href).toMatch(/^\/v1\/cabinet\/exports\/\d+\/download$/);
    const csv = await list.fetchExport();
    expect(csv.status).toBe(200);
    expect(csv.type).toContain("text/csv");
    expect(csv.disposition).toContain("attachment");
    // the demo seller's account is German: a bookkeeper's columns with semicolons and decimal commas
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    const header = lines[0]!.split(";");
    expect(header.slice(0, 5)).toEqual(["Bestellnummer", "Bestelldatum", "Zahlungsdatum", "Käufer", "E-Mail des Käufers"]);
    expect(header).toEqual(expect.arrayContaining(["Netto", "USt-Satz (%)", "USt", "Brutto", "Währung", "Erstattet"]));
    expect(header).toHaveLength(19);
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(";");
    const cell = (name: string) => cells[header.indexOf(name)];
    expect(cell("Status")).toBe("Bezahlt");
    expect(cell("E-Mail des Käufers")).toBe(buyerEmail);
    expect(cell("Brutto")).toBe("12,50");
    expect(cell("Bestellnummer")).toBe(String(orderId));
    // clicking the link downloads the same file
    const file = await list.download();
    expect(file.name).toBe(`orders-${href.split("/")[4]}.csv`);
    expect(file.text.replace(/^\uFEFF/, "")).toBe(csv.text.replace(/^\uFEFF/, ""));
  });

  it("opens the order with its payer, rates and delivery", async () => {
    const list = new OrdersList(page);
    const detail = await list.open(orderId);
    expect(await detail.state()).toMatchObject({
      id: orderId,
      token: orderToken,
      paymentState: "paid",
      orderState: "closed",
      colour: core.statusColour("paid"),
      refundable: true,
    });
    expect(await detail.payer()).toEqual({
      email: buyerEmail,
      name: "Erika Muster",
      address: "Hauptstr. 5, 10115 Berlin, DE",
      phone: "+49 30 1234567",
      country: "DE",
    });
    expect(await detail.rates()).toEqual([{ index: 0, state: "paid", amount: "12.50" }]);
    expect(await detail.delivery()).toEqual({ delivered: true, revoked: false, downloads: ["ledger.txt"] });
    expect(pageErrors).toEqual([]);
  });

  it("refunds the order after a confirmation and waits until the provider made it refunded", async () => {
    const detail = new OrderDetail(page);
    await detail.refundThenCancel();
    expect((await detail.state()).paymentState).toBe("paid");
    await detail.refund();
    const state = await detail.state();
    expect(state).toMatchObject({ paymentState: "payment_refunded", orderState: "refunded", refundable: false });
    expect(state.colour).toBe(core.statusColour("payment_refunded"));
    expect(await detail.delivery()).toMatchObject({ revoked: true, downloads: [] });
    const edge = (await call("GET", `/v1/cabinet/orders/${orderId}`)).body;
    expect(edge.order.payment_state).toBe("payment_refunded");
    await screenshot(page, "cabinet-order-refunded");
    expect(pageErrors).toEqual([]);
  });

  it("lists the order's rate among the order rates", async () => {
    await page.getByTestId("nav-order-rates").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/order_rates");
    const rates = new OrderRates(page);
    await rates.loaded();
    expect((await rates.search(buyerEmail)).total).toBe(1);
    const edgeRates = (await call("GET", `/v1/cabinet/orders/${orderId}`)).body.rates as { state: string }[];
    const [rate] = await rates.rows();
    expect(rate).toMatchObject({ orderId, token: orderToken, amount: "12.50", state: edgeRates[0]!.state, email: buyerEmail });
    expect(rate!.colour).toBe(core.statusColour(edgeRates[0]!.state) ?? "");
    await rates.filter({ order_id: String(orderId) });
    await page.waitForURL((u) => u.searchParams.get("order_id") === String(orderId));
    expect((await rates.loaded()).query).toBe(`page=1&per=20&query=${encodeURIComponent(buyerEmail)}&order_id=${orderId}`);
    expect((await rates.rows()).map((r) => r.orderId)).toEqual([orderId]);
  });

  it("shows the payment tickets' overview and details", async () => {
    await page.getByTestId("nav-payment-tickets").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/payment_tickets/overview");
    const tickets = new PaymentTickets(page);
    expect((await tickets.overview()).state).toBe("ready");
    const details = await tickets.details();
    expect(details.state).toBe("ready");
    expect(new URL(page.url()).pathname).toBe("/cabinet/payment_tickets/details");
    // in German, too
    await chooseLanguage(page, "de");
    expect(await page.getByTestId("tickets-overview-tab").textContent()).toBe("Übersicht");
    expect(await page.getByTestId("nav-orders").textContent()).toBe("Bestellungen");
    expect(await page.getByTestId("filters-toggle").textContent()).toBe("Filter");
    await chooseLanguage(page, "en");
    expect(await page.getByTestId("nav-orders").textContent()).toBe("Orders");
    expect(pageErrors).toEqual([]);
  });

  it("refuses a method on a provider that is not connected, with core's message", async () => {
    await page.getByTestId("nav-payment-settings").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/settings/payment_settings");
    const settings = new PaymentSettings(page);
    await settings.waitFor();
    const edge = (
      (await call("GET", "/v1/cabinet/settings/payment_settings")).body.methods as {
        method: string;
        plan_kinds: string[];
        providers: string[];
      }[]
    ).find((m) => m.method === "p_24")!;
    expect(await settings.row("p_24")).toEqual({
      enabled: false,
      provider: "sandbox",
      providerOptions: edge.providers,
      planKinds: edge.plan_kinds,
    });
    await settings.set("p_24", true, "stripe");
    expect(await settings.save("p_24")).toEqual(["provider_not_connected", message("provider_not_connected", "en")]);
    expect(pageErrors).toEqual([]);
  });

  it("connects the card provider: core's message for a wrong key, then only masked secrets", async () => {
    await page.getByTestId("to-payment-providers").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/settings/payment_providers");
    const providers = new PaymentProviders(page);
    await providers.waitFor();
    expect((await providers.card()).connected).toBe(false);

    expect(
      await providers.connectCard({ publishable_key: PUBLISHABLE_KEY, secret_key: "sk_nonsense", webhook_secret: WEBHOOK_SECRET }),
    ).toBe(422);
    expect(await providers.cardProblem("secret_key")).toEqual(["invalid_provider_key", message("invalid_provider_key", "en")]);
    expect(
      await providers.connectCard({ publishable_key: PUBLISHABLE_KEY, secret_key: "sk_live_51abcdefgh", webhook_secret: WEBHOOK_SECRET }),
    ).toBe(422);
    expect(await providers.cardProblem("secret_key")).toEqual(["keys_mode_mismatch", message("keys_mode_mismatch", "en")]);
    expect((await providers.card()).connected).toBe(false);

    expect(await providers.connectCard({ publishable_key: PUBLISHABLE_KEY, secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET })).toBe(
      200,
    );
    await page.locator('[data-testid="provider-stripe"][data-connected="true"]').waitFor();
    const stored = (await call("GET", "/v1/cabinet/settings/payment_providers")).body.providers.find((p: any) => p.provider === "stripe");
    const card = await providers.card();
    expect(card).toEqual({
      connected: true,
      mode: "test",
      publishableKey: PUBLISHABLE_KEY,
      secretKey: stored.secret_key,
      webhookSecret: stored.webhook_secret,
      inputs: { publishable_key: PUBLISHABLE_KEY, secret_key: "", webhook_secret: "" },
    });
    expect(card.secretKey).toMatch(/^•+efgh$/);
    await screenshot(page, "cabinet-payment-providers");
    expect(card.webhookSecret).not.toContain(WEBHOOK_SECRET);
    expect(await page.content()).not.toContain(SECRET_KEY);
    expect(await page.content()).not.toContain(WEBHOOK_SECRET);
    // and after a reload, from what the edge answers
    await page.reload();
    await providers.waitFor();
    expect((await providers.card()).connected).toBe(true);
    expect(await page.content()).not.toContain(SECRET_KEY);
    expect(await page.content()).not.toContain(WEBHOOK_SECRET);
    expect(pageErrors).toEqual([]);
  });

  it("enables a method in the matrix on the connected card provider, which then cannot be disconnected", async () => {
    await page.getByTestId("to-payment-settings").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/settings/payment_settings");
    const settings = new PaymentSettings(page);
    await settings.waitFor();
    await settings.set("p_24", true, "stripe");
    expect(await settings.save("p_24")).toBeNull();
    await page.reload();
    await settings.waitFor();
    expect(await settings.row("p_24")).toMatchObject({ enabled: true, provider: "stripe" });
    await screenshot(page, "cabinet-payment-settings");
    const edge = (await call("GET", "/v1/cabinet/settings/payment_settings")).body.methods.find((m: any) => m.method === "p_24");
    expect(edge).toMatchObject({ enabled: true, provider: "stripe" });

    await page.getByTestId("to-payment-providers").click();
    const providers = new PaymentProviders(page);
    await providers.waitFor();
    const refused = await providers.disconnectCard();
    expect(refused?.[0]).toBe("provider_in_use");
    expect(refused?.[1]).toMatch(/switch them to another provider/);
    expect((await providers.card()).connected).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
