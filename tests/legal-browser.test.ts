// The legal ground of a sale in the browser (issue 17): the payment page
// names the seller's terms, privacy notice and cancellation terms, shows an
// unticked box for each consent core requires (digital content to a
// consumer in the EU) in core's words, says on the button that the buyer
// agrees to the terms when the seller chose that text, and sends no order
// until every box is ticked; the order then keeps the words the page
// showed. The shop's and the platform's document pages read well on a
// phone and pass axe.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CheckoutPage, type Payer } from "./pages/CheckoutPages";
import { apiAs, baseUrl, core, must, publishedProduct, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { a11yReport, checkA11y } from "./support/screens";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let token = "";
const call = apiAs(() => token);
const seller = must(call);
let course = { id: 0, plan: 0 };

const requiredConsents = core.requiredConsents;

const payerOf = (email: string): Payer => ({
  first_name: "Erika",
  last_name: "Muster",
  email,
  street: "Hauptstraße",
  street_number: "5",
  zip: "10115",
  city: "Berlin",
  phone: "+49 30 1234567",
});

/** Whether the page is wider than the viewport (a phone must not scroll sideways). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

beforeAll(async () => {
  token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.236");
  course = await publishedProduct(seller, "course", `Legal Academy ${run}`, { kind: "one_time", currency: "eur", price: "59.00" });
  await seller(`/v1/cabinet/products/${course.id}`, { checkout: { buy_button_text: "agree_on_terms_and_pay" } }, "PATCH");
});

describe("the payment page's legal part", () => {
  const browser = useBrowserPage();
  let page: Page;
  let checkout: CheckoutPage;

  beforeAll(async () => {
    page = browser.page();
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => localStorage.setItem("locale", "en"));
    checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", course.id, course.plan);
  });

  it("names the seller's documents and asks core's consents, unticked, in core's words; the button says the buyer agrees", async () => {
    const worded = requiredConsents(["course"], false, "DE", "en").consents;
    expect(worded.map((c) => c.code)).toEqual(["digital_content_start", "digital_content_waiver"]);
    expect(await checkout.consents()).toEqual(worded.map((c) => ({ code: c.code, checked: false })));
    for (const c of worded) {
      expect((await page.locator(`label:has([data-testid="consent-${c.code}"])`).textContent())?.trim()).toBe(c.text);
    }
    expect(await page.getByTestId("doc-terms").getAttribute("href")).toBe("/s/demo/document/terms");
    expect(await page.getByTestId("doc-privacy").getAttribute("href")).toBe("/s/demo/document/privacy");
    expect(await page.getByTestId("doc-cancellation_terms").getAttribute("href")).toBe(
      "/s/demo/document/cancellation_terms?ct_id=&product_type=course",
    );
    expect(await page.getByTestId("terms-line").textContent()).toContain("By clicking the button below you agree to the seller's terms.");
    expect(await page.getByTestId("buy").getAttribute("data-label")).toBe("Agree to the terms and pay");
    expect((await page.getByTestId("buy").textContent())?.trim()).toBe(
      `Agree to the terms and pay ${core.formatMoney("59.00", "eur", "en")}`,
    );
    // a business buyer is asked nothing; a consumer again is asked again, unticked
    await checkout.buyAsBusiness("");
    expect(await checkout.consents()).toEqual([]);
    await page.getByTestId("business").uncheck();
    await checkout.settle();
    expect(await checkout.consents()).toEqual(worded.map((c) => ({ code: c.code, checked: false })));
    const violations = await checkA11y(page);
    expect(violations, a11yReport(violations)).toEqual([]);
  });

  it("sends no order until every box is ticked, then keeps the words the page showed", async () => {
    const email = `legal-browser-${run}@example.org`;
    await checkout.fillPayer(payerOf(email));
    let posted = 0;
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/v1/checkout/orders" && r.method() === "POST") posted++;
    });
    await page.getByTestId("buy").click();
    await page.getByTestId("consent-digital_content_start-error").waitFor();
    expect(await page.getByTestId("consent-digital_content_waiver-error").getAttribute("data-code")).toBe("consent_required");
    expect(await page.getByTestId("consent-digital_content_start").getAttribute("aria-invalid")).toBe("true");
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "consent-digital_content_start");
    // one box is not both
    await page.getByTestId("consent-digital_content_start").check();
    await page.getByTestId("buy").click();
    await page.getByTestId("consent-digital_content_waiver-error").waitFor();
    expect(await page.getByTestId("consent-digital_content_start-error").count()).toBe(0);
    expect(posted).toBe(0);
    const shown = await page.locator('[data-testid="legal"] label').allTextContents();
    const sandbox = await checkout.buyAndGoToProvider();
    expect(posted).toBe(1);
    expect(await sandbox.amount()).toBeTruthy();
    const list = (await call("GET", "/v1/cabinet/orders?per=100")).body.list as { id: number; payer_email: string }[];
    const row = list.find((o) => o.payer_email === email);
    expect(row, "the new order in the seller's list").toBeTruthy();
    const legal = (await call("GET", `/v1/cabinet/orders/${row!.id}`)).body.legal;
    expect(legal.language).toBe("en");
    expect(legal.consents.map((c: { text: string }) => c.text)).toEqual(shown.map((s) => s.trim()));
    expect(legal.documents.map((d: { kind: string }) => d.kind)).toEqual(["imprint", "terms", "privacy", "cancellation_terms"]);
  });
});

describe("the document pages", () => {
  const browser = useBrowserPage();
  let page: Page;

  beforeAll(async () => {
    page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => localStorage.setItem("locale", "de"));
  });

  it("shows a shop's terms and cancellation terms on a phone, in German, linked from the shop's footer", async () => {
    // the footer of a shop's document pages (the shop's own pages are the edge's HTML)
    await page.goto(`${baseUrl()}/s/demo/document/imprint`);
    await page.getByTestId("shop-footer").waitFor();
    await page.getByTestId("footer-terms").click();
    await page.waitForURL((u) => u.pathname === "/s/demo/document/terms");
    await page.getByTestId("document").waitFor();
    // the page's one h1 is the text's first heading (what the edge's blocks say)
    const blocks = (await call("GET", "/v1/shop/demo/documents/terms")).body.document.blocks as { type: string; text: string }[];
    expect(blocks[0]?.type).toBe("heading");
    expect(await page.getByTestId("document-title").textContent()).toBe(blocks[0]?.text);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.getByTestId("document-version").textContent()).toMatch(/^Version \d+, zuletzt geändert am \d{2}\.\d{2}\.\d{4}$/);
    expect(await page.locator(".lg-document h2").first().textContent()).toBe(blocks.find((b, i) => i > 0 && b.type === "heading")?.text);
    expect(await overflows(page)).toBe(false);
    expect(await page.title()).toBe("Allgemeine Geschäftsbedingungen · Demo Creator GmbH");
    let violations = await checkA11y(page);
    expect(violations, a11yReport(violations)).toEqual([]);

    await page.goto(`${baseUrl()}/s/demo/document/cancellation_terms?ct_id=&product_type=course`);
    await page.getByTestId("document").waitFor();
    expect(await page.getByTestId("document-title").textContent()).toBe("Widerrufsbelehrung");
    expect(await page.getByTestId("document").textContent()).toContain("vierzehn Tagen");
    expect(await overflows(page)).toBe(false);
    violations = await checkA11y(page);
    expect(violations, a11yReport(violations)).toEqual([]);

    // a document the shop has not written is said so, not an error page
    await page.goto(`${baseUrl()}/s/listshop/document/privacy`);
    await page.getByTestId("document-missing").waitFor();
    expect(await page.locator("h1").textContent()).toBe("Datenschutzerklärung");
  });

  it("shows the platform's own imprint, terms and privacy notice, marked as the platform's, in either language", async () => {
    await page.goto(`${baseUrl()}/imprint`);
    await page.getByTestId("platform-document").waitFor();
    expect(await page.getByTestId("platform-note").textContent()).toContain("Sellwerk");
    expect(await page.getByTestId("document-title").textContent()).toBe("Impressum");
    expect(await page.title()).toBe("Impressum · Sellwerk");
    expect(await overflows(page)).toBe(false);
    const violations = await checkA11y(page);
    expect(violations, a11yReport(violations)).toEqual([]);
    await page.goto(`${baseUrl()}/terms`);
    await page.getByTestId("platform-document").waitFor();
    expect(await page.getByTestId("document-title").textContent()).toBe("Nutzungsbedingungen der Plattform Sellwerk");
    await page.getByTestId("language").selectOption("en");
    await page.waitForFunction(
      () => document.querySelector('[data-testid="document-title"]')?.textContent === "Terms of use of the Sellwerk platform",
    );
    await page.goto(`${baseUrl()}/privacy`);
    expect(await page.getByTestId("document-title").textContent()).toBe("Privacy notice of the Sellwerk platform");
  });
});
