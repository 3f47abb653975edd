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
import { apiAs, must } from "./support/api";
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
import { LOADING, type ScreenOptions, screenBrowser, visitScreen, writeFindings } from "./support/screens";

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

  // one test per screen, each well within the test timeout on a busy machine
  const editor = (id: () => number, step: number) => [
    paths.productEdit(id(), step),
    `[data-testid="product-editor"][data-state="ready"][data-step-number="${step}"]`,
  ];
  const screens: [string, () => string[]][] = [
    ["cabinet-home", () => [paths.cabinet, '[data-testid="cabinet-home"][data-state="ready"]']],
    ["seller-profile", () => [paths.sellerProfileEdit, '[data-testid="profile-editor"]']],
    ["products", () => [paths.cabinetProducts(), '[data-testid="cabinet-products"][data-state="ready"]']],
    // every step of a download's editor
    ...[1, 2, 3, 4, 5, 6, 7].map((step): [string, () => string[]] => [`edit-download-${step}`, () => editor(() => shop.download.id, step)]),
    // the steps only other forms have
    ["edit-event-tickets", () => editor(() => shop.event.id, 2)],
    ["edit-event-design", () => editor(() => shop.event.id, 3)],
    ["edit-course-content", () => editor(() => shop.drafts.course, 2)],
    ["edit-membership-products", () => editor(() => shop.membership.id, 2)],
    ["edit-license-keys", () => editor(() => shop.drafts.license_key, 2)],
    ["edit-certificate-details", () => editor(() => shop.drafts.certificate, 2)],
    ["coupons", () => [paths.cabinetCoupons(), '[data-testid="coupons"][data-state="ready"]']],
    ["orders", () => [paths.cabinetOrders(), '[data-testid="orders"][data-state="ready"]']],
    ["order-rates", () => [paths.cabinetOrderRates(), '[data-testid="order-rates"][data-state="ready"]']],
    ["tickets-overview", () => [paths.paymentTicketsOverview, '[data-testid="ticket-overview"][data-state="ready"]']],
    ["tickets-details", () => [paths.paymentTicketsDetails(), '[data-testid="ticket-details"][data-state="ready"]']],
    ["courses-overview", () => [paths.cabinetCourses("overview"), '[data-testid="course-overview"][data-state="ready"]']],
    ["course-sessions", () => [paths.cabinetCourses("sessions"), '[data-testid="course-sessions"][data-state="ready"]']],
    ["payment-providers", () => [paths.paymentProviders, '[data-testid="payment-providers"][data-state="ready"]']],
    ["payment-methods", () => [paths.paymentSettings, '[data-testid="payment-settings"][data-state="ready"]']],
  ];
  for (const [name, where] of screens) {
    it(`the screen ${name}`, () => {
      const [path = "", ready = "body"] = where();
      return screen(path, name, ready);
    });
  }

  it("an order's detail", async () => {
    const id = (await must(apiAs(() => shop.token))("/v1/cabinet/orders?per=50", undefined, "GET")).list.find(
      (o: { token: string }) => o.token === shop.orders.download,
    ).id as number;
    await screen(paths.cabinetOrder(id), "order-detail", '[data-testid="order-detail"][data-state="ready"]');
  });

  it("the products list of a new seller, empty", async () => {
    const fresh = await emptySeller("screens-empty", IP);
    newcomer = await screenBrowser(SCREEN_TIME);
    await signInContext(newcomer.context, fresh.email, fresh.password, IP);
    const p = newcomer.page;
    await visitScreen(p, paths.cabinetProducts(), "products-empty", {
      ready: () => p.locator('[data-testid="cabinet-products"][data-state="ready"]'),
    });
  });

  // its specimens show skeletons and loading masks for good: only a loading
  // state outside them keeps the catalogue from being shot (waiting for
  // those ran settle's whole 15 s at every width)
  it.skipIf(!hasCatalogue)("the development catalogue of the components", () =>
    screen("/dev/catalogue", "dev-catalogue", "h1", { loading: `:is(${LOADING}):not(.catalogue__main *)` }),
  );
});
