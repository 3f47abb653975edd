import { it } from "vitest";
import { launchBrowser } from "./support/browser";
import { baseUrl, must, apiAs, publishedProduct, signIn } from "./support/api";
import { signInContext } from "./support/screenShop";

it("shots", async () => {
  const token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.240");
  const seller = must(apiAs(() => token));
  const p = await publishedProduct(seller, "course", `Shot Course`, { kind: "one_time", currency: "eur", price: "59.00" });
  await seller(`/v1/cabinet/products/${p.id}`, { checkout: { buy_button_text: "agree_on_terms_and_pay" } }, "PATCH");
  for (const width of [390, 1280]) {
    const { context, close } = await launchBrowser({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => localStorage.setItem("locale", "de"));
    await page.goto(`${baseUrl()}/s/demo/products/${p.id}/pay?plan=${p.plan}`);
    await page.getByTestId("legal").waitFor();
    await page.waitForTimeout(800);
    await page.getByTestId("buy").click();
    await page.waitForTimeout(500);
    await page.getByTestId("legal").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/legal/pay-${width}.png`, fullPage: true });
    await page.goto(`${baseUrl()}/s/demo/document/terms`);
    await page.getByTestId("document").waitFor();
    await page.screenshot({ path: `/tmp/legal/doc-${width}.png`, fullPage: true });
    await page.goto(`${baseUrl()}/s/demo/products/${p.id}`);
    await page.getByTestId("shop-footer").waitFor();
    await page.screenshot({ path: `/tmp/legal/product-${width}.png`, fullPage: true });
    await page.goto(`${baseUrl()}/privacy`);
    await page.getByTestId("platform-document").waitFor();
    await page.screenshot({ path: `/tmp/legal/platform-${width}.png`, fullPage: true });
    await signInContext(context, "demo@sellwerk.test", "demo-password", "203.0.113.241");
    await page.goto(`${baseUrl()}/cabinet/settings/legal`);
    await page.locator('[data-testid="legal-settings"][data-state="ready"]').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/legal/cabinet-${width}.png`, fullPage: true });
    await page.getByTestId("legal-tab-cancellation_terms").click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/legal/cabinet-ct-${width}.png`, fullPage: true });
    await close();
  }
}, 120_000);
