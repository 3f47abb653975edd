// Every screen of the seller's cabinet at 390, 768 and 1280 px (issue 16,
// "Proof"), as screens-browser.test.ts does for the public and buyer pages:
// axe-core finds no serious or critical violation, and each width's shot
// matches its baseline in tests/screens/ within the tolerance. The seller
// is the file's own (tests/support/screenShop.ts) with products of several
// forms and three paid orders; a second seller without anything shows the
// empty product list. The development catalogue of the components
// (/dev/catalogue) is shown when the tree has it.
// UPDATE_SCREENSHOTS=1 writes the baselines anew.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { paths } from "../web/src/app/routes";
import {
  emptySeller,
  releaseEdgeClock,
  SCREEN_TIME,
  type ScreenShop,
  screenShop,
  signInContext,
  unstableParts,
  unstableTexts,
} from "./support/screenShop";
import { type ScreenOptions, screenBrowser, visitScreen, writeFindings } from "./support/screens";

const IP = "198.51.100.162";
const hasCatalogue = existsSync(join(import.meta.dirname, "..", "web", "src", "dev", "CataloguePage.tsx"));

describe("the seller's cabinet at 390, 768 and 1280 px", () => {
  let shop: ScreenShop;
  let seller: Awaited<ReturnType<typeof screenBrowser>>;
  let newcomer: Awaited<ReturnType<typeof screenBrowser>> | undefined;
  let page: Page;
  /** A cabinet screen of the seller: what differs from run to run (tokens, codes, stored dates, ids) replaced or masked. */
  const screen = (path: string, name: string, ready: string, opts: ScreenOptions = {}) =>
    visitScreen(page, path, name, { ready: () => page.locator(ready), mask: unstableParts(page), replace: unstableTexts(shop), ...opts });

  beforeAll(async () => {
    shop = await screenShop("screens-cabinet", IP);
    seller = await screenBrowser(SCREEN_TIME);
    await signInContext(seller.context, shop.email, shop.password, IP);
    page = seller.page;
  }, 180_000);

  afterAll(async () => {
    writeFindings("cabinet");
    await seller?.close();
    await newcomer?.close();
    await releaseEdgeClock();
  });

  it("the cabinet's home and the seller profile dialog", async () => {
    await screen(paths.cabinet, "cabinet-home", '[data-testid="current-user"]');
    await screen(paths.sellerProfileEdit, "seller-profile", '[data-testid="profile-editor"]');
  });

  it("the products list, full and empty", async () => {
    await screen(paths.cabinetProducts(), "products", '[data-testid="cabinet-products"][data-state="ready"]');
    const fresh = await emptySeller("screens-empty", IP);
    newcomer = await screenBrowser(SCREEN_TIME);
    await signInContext(newcomer.context, fresh.email, fresh.password, IP);
    const p = newcomer.page;
    await visitScreen(p, paths.cabinetProducts(), "products-empty", {
      ready: () => p.locator('[data-testid="cabinet-products"][data-state="ready"]'),
    });
  });

  it("every step of a download's editor", async () => {
    for (let step = 1; step <= 7; step++) {
      const ready = `[data-testid="product-editor"][data-state="ready"][data-step-number="${step}"]`;
      await screen(paths.productEdit(shop.download.id, step), `edit-download-${step}`, ready);
    }
  });

  it("the steps only other forms have: tickets and design, course content, products, license keys, certificate details", async () => {
    const steps: [number, number, string][] = [
      [shop.event.id, 2, "edit-event-tickets"],
      [shop.event.id, 3, "edit-event-design"],
      [shop.drafts.course, 2, "edit-course-content"],
      [shop.membership.id, 2, "edit-membership-products"],
      [shop.drafts.license_key, 2, "edit-license-keys"],
      [shop.drafts.certificate, 2, "edit-certificate-details"],
    ];
    for (const [id, step, name] of steps) {
      await screen(paths.productEdit(id, step), name, `[data-testid="product-editor"][data-state="ready"][data-step-number="${step}"]`);
    }
  });

  it("the coupons", () => screen(paths.cabinetCoupons(), "coupons", '[data-testid="coupons"][data-state="ready"]'));

  it("the orders, an order's detail and the order rates", async () => {
    await screen(paths.cabinetOrders(), "orders", '[data-testid="orders"][data-state="ready"]');
    const row = page.locator(`[data-token="${shop.orders.download}"]`).first();
    const id = Number(await row.getAttribute("data-id"));
    await screen(paths.cabinetOrder(id), "order-detail", '[data-testid="order-detail"][data-state="ready"]');
    await screen(paths.cabinetOrderRates(), "order-rates", '[data-testid="order-rates"][data-state="ready"]');
  });

  it("the payment tickets: overview and details", async () => {
    await screen(paths.paymentTicketsOverview, "tickets-overview", '[data-testid="ticket-overview"][data-state="ready"]');
    await screen(paths.paymentTicketsDetails(), "tickets-details", '[data-testid="ticket-details"][data-state="ready"]');
  });

  it("the payment providers and the payment methods", async () => {
    await screen(paths.paymentProviders, "payment-providers", '[data-testid="payment-providers"][data-state="ready"]');
    await screen(paths.paymentSettings, "payment-methods", '[data-testid="payment-settings"][data-state="ready"]');
  });

  it.skipIf(!hasCatalogue)("the development catalogue of the components", () => screen("/dev/catalogue", "dev-catalogue", "h1"));
});
