// Every public, account and buyer screen at 390, 768 and 1280 px (issue 16,
// "Proof"): axe-core finds no serious or critical violation, and each
// width's full-page shot (cut at 2,000 px) matches its baseline in
// tests/screens/ within the tolerance of tests/support/screens.ts. The shop
// shown is the file's own (tests/support/screenShop.ts), with the edge's
// and the browser's clocks pinned, so the pixels are the same on every run;
// what still differs (order tokens, ticket codes, ids, the dates the
// database stored) is replaced by fixed text before the shot, and the
// tickets' QR codes are masked. The cabinet's screens are in
// screens-cabinet-browser.test.ts, so the two files run side by side.
// UPDATE_SCREENSHOTS=1 writes the baselines anew.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { paths } from "../web/src/app/routes";
import {
  releaseEdgeClock,
  SCREEN_TIME,
  type ScreenShop,
  screenShop,
  signInContext,
  unstableParts,
  unstableTexts,
} from "./support/screenShop";
import { screenBrowser, visitScreen, writeFindings } from "./support/screens";

const IP = "198.51.100.161";

describe("the public, account and buyer screens at 390, 768 and 1280 px", () => {
  let shop: ScreenShop;
  let visitor: Awaited<ReturnType<typeof screenBrowser>>;
  let payer: Awaited<ReturnType<typeof screenBrowser>>;
  let page: Page;
  const u = () => shop.username;

  beforeAll(async () => {
    shop = await screenShop("screens-buyer", IP);
    visitor = await screenBrowser(SCREEN_TIME);
    page = visitor.page;
  }, 180_000);

  afterAll(async () => {
    writeFindings("buyer");
    await visitor?.close();
    await payer?.close();
    await releaseEdgeClock();
  });

  // one test per screen, each well within the test timeout on a busy machine
  const account: [string, string, string?][] = [
    ["home", "/"],
    ["sign-in", paths.signIn, "sign-in-page"],
    ["sign-up", paths.signUp, "sign-up-page"],
    ["password-new", paths.passwordNew, "password-new-email"],
    ["confirmation-new", paths.confirmationNew],
    ["not-found", "/no/such/page"],
  ];
  for (const [name, path, ready] of account) {
    it(`the page ${name}`, () => visitScreen(page, path, name, ready ? { ready: () => page.getByTestId(ready) } : {}));
  }

  it("the course sign-in", () =>
    visitScreen(page, paths.courseSignIn(u()), "course-sign-in", { ready: () => page.getByTestId("sign-in-page") }));
  // the shop and a product page are the edge's HTML (core's renderer)
  it("the shop", () => visitScreen(page, paths.shop(u()), "shop", { ready: () => page.locator(".sw-card").first() }));
  it("a product page", () =>
    visitScreen(page, paths.product(u(), shop.download.id), "product", { ready: () => page.locator(".sw-product h1") }));
  it("a password-protected product", () =>
    visitScreen(page, paths.product(u(), shop.locked.id), "password-gate", { ready: () => page.getByTestId("password-gate") }));

  const payments: [string, () => { id: number; plan: number }][] = [
    ["payment-one-time", () => shop.bump],
    ["payment-bump", () => shop.download],
    ["payment-instalments", () => shop.instalments],
    ["payment-subscription", () => shop.membership],
  ];
  for (const [name, offer] of payments) {
    it(`the payment page: ${name}`, () =>
      visitScreen(page, paths.payment(u(), offer().id, offer().plan), name, { ready: () => page.getByTestId("checkout") }));
  }

  it("the thank-you page of a download with its bump", () =>
    visitScreen(page, paths.thankYou(u(), shop.orders.download), "thank-you", {
      ready: () => page.locator('[data-testid="thank-you"]:not([data-phase="loading"]):not([data-designed="loading"])'),
      mask: unstableParts(page),
      replace: unstableTexts(shop),
    }));
  it("the thank-you page of an event ticket", () =>
    visitScreen(page, paths.thankYou(u(), shop.orders.event), "thank-you-ticket", {
      ready: () => page.locator('[data-testid="thank-you"]:not([data-phase="loading"]):not([data-designed="loading"])'),
      mask: unstableParts(page),
      replace: unstableTexts(shop),
    }));
  it("the manage page of an order in instalments", () =>
    visitScreen(page, paths.manage(u(), shop.orders.instalments), "manage", {
      ready: () => page.locator('[data-testid="manage"][data-state="ready"]'),
      mask: unstableParts(page),
      replace: unstableTexts(shop),
    }));

  it("the payer's area with the shops the buyer bought from", async () => {
    payer = await screenBrowser(SCREEN_TIME);
    await signInContext(payer.context, shop.buyer.email, shop.buyer.password, IP);
    const p = payer.page;
    await visitScreen(p, paths.payer, "payer-sellers", {
      ready: () => p.locator('[data-testid="payer-sellers"][data-state="ready"]'),
      mask: unstableParts(p),
      replace: unstableTexts(shop),
    });
  });

  it("the payer's purchases from one shop, with the buyer's orders", async () => {
    const p = payer.page;
    await visitScreen(p, paths.payerSeller(u()), "payer-orders", {
      ready: () => p.locator('[data-testid="payer-orders"][data-state="ready"]'),
      mask: unstableParts(p),
      replace: unstableTexts(shop),
    });
  });
});
