// A password-protected product in headless Chromium (issue 14, finding 8):
// the storefront shows only the password form with the product's name; a
// wrong password is refused by the edge and said so; the right one opens
// the product page, and the payment page (its grant cookie sent by the
// browser) quotes at the edge as in the browser. A fresh browser without
// the cookie meets the form on the payment page too. The product editor
// says whether a password is set without ever showing it, sets a new one
// and removes it.
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { EditorAccessPassword, PasswordGatePage } from "./pages/PasswordGatePage";
import { PaymentPage, StorefrontPage } from "./pages/PaymentPage";
import { apiAs, baseUrl, publishedDownload, signIn } from "./support/api";
import { launchBrowser, useBrowserPage } from "./support/browser";

const run = `pwb${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const PASSWORD = `browser-secret-${run}`;
let token = "";
const seller = apiAs(() => token);
let product = { id: 0, plan: 0 };

beforeAll(async () => {
  token = await signIn("demo@sellwerk.test", "demo-password", "198.51.100.90");
  product = await publishedDownload(seller, token, `Hidden notes ${run}`, "notes.txt", "9.00");
  const set = await seller("PATCH", `/v1/cabinet/products/${product.id}`, { access_password: PASSWORD });
  expect(set.status, set.text).toBe(200);
});

describe("a password-protected product in the browser", () => {
  const browser = useBrowserPage();

  it("asks for the password, refuses a wrong one, and opens the product and its payment page with the right one", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl()}/s/demo/products/${product.id}`);
    const gate = new PasswordGatePage(page);
    await gate.waitFor();
    expect(await gate.name()).toBe(`Hidden notes ${run}`);
    expect(await page.getByTestId(`plan-price-${product.plan}`).count()).toBe(0);

    await gate.submit("not-it");
    expect(await gate.errorCode()).toBe("product_password_invalid");

    await gate.submit(PASSWORD);
    const shop = new StorefrontPage(page);
    await page.getByTestId(`plan-price-${product.plan}`).waitFor();
    expect(await shop.planPrice(product.plan)).toBe("9.00");
    expect(await page.getByTestId("password-gate").count()).toBe(0);
    const cookies = await page.context().cookies();
    const grant = cookies.find((c) => c.name === `sw_product_${product.id}`);
    expect(grant).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/v1" });

    const payment = await shop.buy(product.plan);
    await payment.chooseCountry("DE");
    await payment.settle();
    expect(await payment.edgeTotals()).toEqual(await payment.browserTotals());
    expect((await payment.edgeTotals()).gross).toBe("9.00");
    expect(browser.errors).toEqual([]);
  });

  it("shows the form on the payment page to a browser without the grant", async () => {
    const fresh = await launchBrowser();
    try {
      const page = await fresh.context.newPage();
      await page.goto(`${baseUrl()}/s/demo/products/${product.id}/pay?plan=${product.plan}`);
      const gate = new PasswordGatePage(page);
      await gate.waitFor();
      expect(await page.getByTestId("buyer-country").count()).toBe(0);
      await gate.submit(PASSWORD);
      await page.getByTestId("buyer-country").waitFor();
      const payment = new PaymentPage(page);
      await payment.chooseCountry("DE");
      await payment.settle();
      expect((await payment.edgeTotals()).gross).toBe("9.00");
    } finally {
      await fresh.close();
    }
  });

  it("lets the seller set a new password and remove it in the editor, never showing the stored one", async () => {
    const page = browser.page();
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signIn.signIn("demo@sellwerk.test", "demo-password");
    await new Cabinet(page).waitFor();
    const reads: string[] = [];
    page.on("response", async (r) => {
      if (new URL(r.url()).pathname.startsWith("/v1/cabinet/products")) reads.push(await r.text().catch(() => ""));
    });
    await page.goto(`${baseUrl()}/cabinet/products/${product.id}/edit?step=1`);
    await page.locator('[data-testid="product-editor"][data-state="ready"][data-step="details"]').waitFor();
    const field = new EditorAccessPassword(page);
    expect(await field.isSet()).toBe(true);
    expect(await field.value()).toBe("");
    expect(await field.inputType()).toBe("password");

    const next = `${PASSWORD}-new`;
    await field.setNew(next);
    expect(await field.value()).toBe("");
    const access = (password: string) =>
      fetch(`${baseUrl()}/v1/shop/demo/products/${product.id}/access`, {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": "198.51.100.91" },
        body: JSON.stringify({ password }),
      }).then((r) => r.status);
    expect(await access(PASSWORD)).toBe(422);
    expect(await access(next)).toBe(200);

    await field.remove();
    expect(await field.isSet()).toBe(false);
    const open = await fetch(`${baseUrl()}/v1/shop/demo/products/${product.id}`);
    expect(open.status).toBe(200);
    for (const text of reads) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain("$argon2");
    }
    expect(reads.length).toBeGreaterThan(0);
    expect(browser.errors).toEqual([]);
  });
});
