// Issue 30, as a new seller and a buyer meet it in Chromium:
// - a buyer who picks iDEAL goes through the bank's own flow (the sandbox
//   stands in for the bank), never a card form, and a subscription does not
//   offer what cannot be charged again (390 px);
// - a seller whose only provider is the test sandbox is not told the shop
//   is ready to sell: the checklist leads to the live keys, with a guide
//   (1280 px);
// - publishing needs every legal document, and the cabinet fills each from
//   the platform's template and the seller profile (1280 px);
// - shop pages print the price's VAT note: "incl. VAT" for a VAT payer,
//   the exemption for a small business (390 px).
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { CheckoutPage } from "./pages/CheckoutPages";
import { apiAs, baseUrl, confirmedAccount, must, shopOrigin, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { paidAndDelivered, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
const browser = useBrowserPage();

/** Types the payer's details the payment page asks for (it may ask fewer than these) and goes on. */
async function fillAsked(page: Page, email: string) {
  const payer = {
    first_name: "Ida",
    last_name: "Bank",
    email,
    street: "Grachtweg",
    street_number: "2",
    zip: "10115",
    city: "Berlin",
    phone: "+49 30 1234567",
  };
  for (const [name, value] of Object.entries(payer)) {
    const input = page.getByTestId(`payer-${name}`);
    if ((await input.count()) === 0) continue;
    await input.fill(value);
    await input.blur();
  }
  const next = page.getByTestId("continue");
  if (await next.isVisible()) await next.click();
}

describe("a payment method is what it says", () => {
  it("iDEAL goes to the bank's flow, not a card form; a subscription offers only what can be charged again", async () => {
    const page = browser.page();
    await page.setViewportSize(PHONE);
    const checkout = new CheckoutPage(page);
    // the demo e-book, one-time in EUR: iDEAL and Klarna are offered
    await checkout.open(baseUrl(), "demo", 1, 1);
    const offered = (await checkout.methods()) ?? "";
    expect(offered.split(" ")).toEqual(expect.arrayContaining(["card", "ideal", "klarna"]));
    await fillAsked(page, `ideal-${run}@example.org`);
    await checkout.chooseMethod("ideal");
    await checkout.buyAndGoToProvider();
    // the bank's page: approve or decline, no card number anywhere
    const bank = page.getByTestId("sandbox-bank");
    await bank.waitFor();
    expect(await bank.getAttribute("data-method")).toBe("ideal");
    expect(await page.getByTestId("sandbox-card").count()).toBe(0);
    await page.getByTestId("sandbox-pay").click();
    await page.waitForURL((url) => /\/payment\/[^/]+\/thank_you$/.test(url.pathname));
    const token = new URL(page.url()).pathname.split("/")[4]!;
    await untilOrder(token, paidAndDelivered, "paid and delivered");

    // the course as a monthly membership: nothing paid once only
    await checkout.open(baseUrl(), "demo", 4, 5);
    const recurring = ((await checkout.methods()) ?? "").split(" ");
    expect(recurring).toContain("card");
    expect(recurring).not.toContain("ideal");
    expect(recurring).not.toContain("klarna");
  }, 90_000);
});

describe("a new seller's first hour", () => {
  const email = `first-hour-${run}@example.org`;
  const password = "first hour password 2026";
  let token = "";
  const seller = apiAs(() => token);

  beforeAll(async () => {
    await confirmedAccount(
      apiAs(() => ""),
      {
        email,
        password,
        username: `fh${run}`.slice(0, 30),
        firstName: "Mara",
        lastName: "Aquarell",
        profile: "seller",
        legalDocuments: false,
      },
    );
    token = await signIn(email, password, "198.51.100.230");
    await must(seller)(
      "/v1/cabinet/seller_profile",
      {
        business_type: "natural",
        phone: "+49 89 1234567",
        vat_payer: true,
        first_name: "Mara",
        last_name: "Aquarell",
        street: "Farbweg 3",
        zip: "80331",
        city: "München",
        country_code: "DE",
        tax_number_type: "number",
        tax_number: "12/345/67890",
        issuance_country_code: "DE",
      },
      "PUT",
    );
  });

  async function signedIn(page: Page) {
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signInPage.signIn(email, password);
    await new Cabinet(page).waitFor();
  }

  it("is not told the shop is ready to sell on test payments, and is led to the live keys", async () => {
    const page = browser.page();
    await page.setViewportSize(DESK);
    await signedIn(page);
    const item = page.getByTestId("checklist-payment_method");
    await item.waitFor();
    expect(await item.getAttribute("data-done")).toBe("false");
    expect(await page.getByTestId("checklist-test-only").textContent()).toContain("live keys");
    expect(await page.locator(".home-all-done").count()).toBe(0);
    await page.getByTestId("checklist-payment_method-action").click();
    await page.waitForURL((url) => url.pathname === "/cabinet/settings/payment_providers");
    const guide = page.getByTestId("provider-stripe-guide");
    await guide.waitFor();
    expect(await guide.textContent()).toContain("whsec_");
    expect(await page.getByTestId("provider-paypal-guide").count()).toBe(1);
  }, 60_000);

  it("fills every legal document from the platform's template and the profile", async () => {
    const page = browser.page();
    await page.setViewportSize(DESK);
    await signedIn(page);
    await page.goto(`${baseUrl()}/cabinet/settings/legal`);
    for (const kind of ["imprint", "terms", "privacy"] as const) {
      await page.getByTestId(`legal-tab-${kind}`).click();
      await page.getByTestId(`legal-${kind}-template`).click();
      const body = page.getByTestId(`legal-${kind}-body`);
      await page.getByTestId(`legal-${kind}-template-note`).waitFor();
      expect(await body.inputValue()).toContain("Mara Aquarell");
      await page.getByTestId(`legal-${kind}-save`).click();
      await page.waitForFunction((k) => !document.querySelector(`[data-testid="legal-tab-${k}"]`)?.textContent?.includes("·"), kind);
    }
    await page.getByTestId("legal-tab-cancellation_terms").click();
    await page.getByTestId("legal-cancellation_terms-template").click();
    await page.getByTestId("legal-cancellation_terms-template-note").waitFor();
    expect(await page.getByTestId("legal-set-name").inputValue()).toBe("Digital content");
    expect(await page.getByTestId("legal-cancellation_terms-body").inputValue()).toContain("80331 München");
    await page.getByTestId("legal-cancellation_terms-save").click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="legal-tab-cancellation_terms"]')?.textContent?.includes("·"));
    const overview = await must(seller)("/v1/cabinet/legal", undefined, "GET");
    expect(overview.missing).toEqual([]);
    expect(overview.privacy.body).toContain("Farbweg 3");
  }, 60_000);
});

describe("prices say whether VAT is in them", () => {
  it("shows incl. VAT for a VAT payer and the exemption for a small business, never a VAT of 0.00", async () => {
    const page = browser.page();
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/s/demo/products/1`);
    expect(new URL(page.url()).origin).toBe(shopOrigin("demo"));
    const payer = await page.locator(".sw-price__vat").first().textContent();
    expect(payer).toMatch(/^(incl\. VAT|inkl\. MwSt\.)$/);
    await page.goto(`${baseUrl()}/s/kleinunternehmer/products/2`);
    const exempt = await page.locator(".sw-price__vat").first().textContent();
    expect(exempt).toMatch(/small business exemption|Kleinunternehmerregelung/);
    expect(await page.locator("body").innerText()).not.toMatch(/(incl\. VAT|inkl\. MwSt\.)/);
  }, 60_000);
});
