// The checkout setting "what the buyer gives" (issue 16) in headless
// Chromium against the real edge: the seller chooses "Name and e-mail only"
// on the product editor's checkout step, the payment page then asks only the
// e-mail address and the name (core's payer_fields through wasm-pkg), and
// the buyer pays with nothing more.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { ProductEditor } from "./pages/CatalogPages";
import { CheckoutPage } from "./pages/CheckoutPages";
import { apiAs, baseUrl, must, publishedProduct, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let token = "";
const call = apiAs(() => token);
const seller = must(call);

/** The payer inputs the payment page shows, in its order. */
const payerInputs = (page: Page) =>
  page.locator('[data-testid="payer-form"] input').evaluateAll((els) => els.map((e) => e.getAttribute("name")));

describe("what the buyer gives", () => {
  const browser = useBrowserPage();
  let page: Page;
  let product = { id: 0, plan: 0 };

  beforeAll(async () => {
    token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.197");
    product = await publishedProduct(seller, "service", `Short form ${run}`, { kind: "one_time", currency: "eur", price: "12.00" });
    page = browser.page();
    const account = new SignInPage(page);
    await account.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await account.signIn("demo@sellwerk.test", "demo-password");
    await new Cabinet(page).waitFor();
  });

  it("the seller chooses it on the checkout step", async () => {
    await page.goto(`${baseUrl()}/cabinet/products/${product.id}/edit`);
    const editor = new ProductEditor(page);
    await editor.waitFor();
    await editor.goStep("checkout");
    const full = page.getByTestId("checkout-buyer_information-full");
    expect(await full.isChecked()).toBe(true);
    await page.getByTestId("checkout-buyer_information-minimal").check();
    await page.getByTestId("checkout-save").click();
    await page.getByTestId("checkout-saved").waitFor();
    const stored = await seller(`/v1/cabinet/products/${product.id}`, undefined, "GET");
    expect(stored.product.checkout.buyer_information).toEqual({ include_type: "minimal" });
  });

  it("the payment page then asks only the e-mail address and the name, and the buyer pays", async () => {
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", product.id, product.plan);
    await checkout.chooseCountry("DE");
    expect(await payerInputs(page)).toEqual(["email", "first_name", "last_name"]);
    // a business buyer gives its company and address whatever the setting
    await page.getByTestId("business").check();
    expect(await payerInputs(page)).toEqual(["email", "first_name", "last_name", "street", "street_number", "zip", "city"]);
    await page.getByTestId("business").uncheck();
    await checkout.fillPayer({ email: `short-${run}@example.org`, first_name: "Erika", last_name: "Muster" });
    const sandbox = await checkout.buyAndGoToProvider();
    expect(await sandbox.amount()).toBe("12.00 EUR");
    await sandbox.pay("4242424242424242");
    await (await sandbox.backAtShop()).waitFor("ready");
  });
});
