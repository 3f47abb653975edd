// The cabinet's lists in headless Chromium against the real edge (issue 16,
// the list widgets): a sortable header reached with Tab and pressed with
// Enter sorts the list and says so with aria-sort; an empty list shows its
// next step as a button and the button leads there (a new seller's first
// product); a filter that matches nothing offers "reset filters", which
// brings the list back; a skeleton stands in while the list loads; next and
// previous page by the edge's keyset cursors; and the orders list never
// makes the page scroll sideways at 390 or 1000 px. No page errors.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { OrdersList } from "./pages/OrderPages";
import { apiAs, baseUrl, confirmedAccount, publishedDownload, requestAt, signIn as signInWithPassword } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { quotedOrderBody } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** The prefix of every buyer address of this file's orders (the list's search finds them by it). */
const buyers = `lists-${run}`;
/** Three pages of 10. */
const ORDERS = 23;

let token = "";
const call = apiAs(() => token);

/** An order of the product (not paid: it only has to be in the list). */
async function order(productId: number, planId: number, n: number) {
  const body = await quotedOrderBody(call, { product_id: productId, plan_id: planId }, `${buyers}-${n}@example.org`);
  const made = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": `lists-${run}-${n}` });
  expect(made.status, made.text).toBe(201);
}

/** The ids of the order rows shown, in order. */
const shownIds = (page: Page) => page.getByTestId("order-row").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-id"))));

/** Whether the page scrolls sideways. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("the cabinet's lists, in the browser", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;
  let list: OrdersList;
  const searched = () => `${baseUrl()}/cabinet/orders?per=10&query=${buyers}`;

  beforeAll(async () => {
    token = await signInWithPassword("demo@sellwerk.test", "demo-password", "203.0.113.161");
    const product = await publishedDownload(call, token, `Lists Ledger ${run}`, "lists.txt", "7.25");
    for (let n = 1; n <= ORDERS; n++) await order(product.id, product.plan, n);

    page = browser.page();
    list = new OrdersList(page);
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await signIn.signIn("demo@sellwerk.test", "demo-password");
    await new Cabinet(page).waitFor();
  });

  it("sorts by a header reached with Tab and pressed with Enter, and says so with aria-sort", async () => {
    await page.goto(`${searched()}&sort=created_at&dir=asc`);
    expect((await list.loaded()).total).toBe(ORDERS);
    const header = page.locator("th", { has: page.getByTestId("sort-id") });
    expect(await header.getAttribute("aria-sort")).toBeNull();

    // from the search field, Tab until the header's button has the focus
    await page.getByTestId("list-search").focus();
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(() => document.activeElement?.getAttribute("data-testid") === "sort-id");
    }
    expect(reached).toBe(true);

    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("sort") === "id" && u.searchParams.get("dir") === "asc");
    await list.loaded();
    expect(await header.getAttribute("aria-sort")).toBe("ascending");
    const ascending = await shownIds(page);
    expect(ascending).toHaveLength(10);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // the focus stayed on the header while the list loaded again: Enter turns the direction
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("sort-id");
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("dir") === "desc");
    await list.loaded();
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    const descending = await shownIds(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[ascending.length - 1]!);
    expect(pageErrors).toEqual([]);
  });

  it("pages by the edge's cursors, forward and back", async () => {
    await page.goto(`${searched()}&sort=id&dir=asc`);
    await list.loaded();
    const first = await shownIds(page);
    expect(first).toHaveLength(10);
    expect(await page.getByTestId("cabinet-page-range").textContent()).toBe(`1–10 of ${ORDERS}`);
    expect(await page.getByTestId("cabinet-page-prev").isDisabled()).toBe(true);

    const next = async () => {
      const before = page.url();
      await page.getByTestId("cabinet-page-next").click();
      await page.waitForURL((u) => u.toString() !== before && u.searchParams.has("after"));
      await list.loaded();
      return shownIds(page);
    };
    const second = await next();
    expect(second).toHaveLength(10);
    expect(Math.min(...second)).toBeGreaterThan(Math.max(...first));
    expect(await page.getByTestId("cabinet-page-range").textContent()).toBe(`11–20 of ${ORDERS}`);
    const third = await next();
    expect(third).toHaveLength(ORDERS - 20);
    expect(Math.min(...third)).toBeGreaterThan(Math.max(...second));
    expect(await page.getByTestId("cabinet-page-range").textContent()).toBe(`21–${ORDERS} of ${ORDERS}`);
    expect(await page.getByTestId("cabinet-page-next").isDisabled()).toBe(true);

    // back by the first row's cursor, then to the first page (which needs none)
    await page.getByTestId("cabinet-page-prev").click();
    await page.waitForURL((u) => u.searchParams.has("before") && u.searchParams.get("page") === "2");
    await list.loaded();
    expect(await shownIds(page)).toEqual(second);
    await page.getByTestId("cabinet-page-prev").click();
    await page.waitForURL((u) => !u.searchParams.has("before") && !u.searchParams.has("after") && u.searchParams.get("page") === "1");
    await list.loaded();
    expect(await shownIds(page)).toEqual(first);
    expect(pageErrors).toEqual([]);
  });

  it("offers to reset a filter that matches nothing, which brings the list back", async () => {
    await page.goto(searched());
    await list.loaded();
    await list.filter({ payment_state: "paid" });
    await page.waitForURL((u) => u.searchParams.get("payment_state") === "paid");
    expect((await list.loaded()).total).toBe(0);
    const empty = page.getByTestId("orders-empty");
    expect(await empty.getAttribute("data-filtered")).toBe("true");
    // the filters in force show as chips; nothing to export
    expect(await page.getByTestId("filter-chip").evaluateAll((els) => els.map((e) => e.getAttribute("data-param")))).toEqual([
      "query",
      "payment_state",
    ]);
    expect(await page.getByTestId("orders-export").count()).toBe(0);

    await page.getByTestId("empty-reset").click();
    await page.waitForURL((u) => !u.searchParams.has("payment_state") && !u.searchParams.has("query"));
    expect((await list.loaded()).total).toBeGreaterThanOrEqual(ORDERS);
    expect(await page.getByTestId("filter-chip").count()).toBe(0);
    expect(await page.getByTestId("orders-export").count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it("removes one filter by its chip", async () => {
    await page.goto(`${searched()}&payment_state=paid`);
    await list.loaded();
    await page.getByTestId("filter-chip-remove-payment_state").click();
    await page.waitForURL((u) => !u.searchParams.has("payment_state") && u.searchParams.get("query") === buyers);
    expect((await list.loaded()).total).toBe(ORDERS);
    expect(pageErrors).toEqual([]);
  });

  it("shows a skeleton while the list loads", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (u) => u.pathname === "/v1/cabinet/orders",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(searched());
    const skeleton = page.getByTestId("list-skeleton");
    await skeleton.waitFor();
    expect(await skeleton.getAttribute("aria-busy")).toBe("true");
    expect(await page.getByTestId("orders").getAttribute("data-state")).toBe("loading");
    release();
    await list.loaded();
    expect(await skeleton.count()).toBe(0);
    await page.unroute((u) => u.pathname === "/v1/cabinet/orders");
    expect(pageErrors).toEqual([]);
  });

  it("never scrolls the page sideways on the orders list at 390 and 1000 px", async () => {
    for (const width of [390, 1000]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(searched());
      await list.loaded();
      expect(await overflows(page), `${width} px`).toBe(false);
      // a narrowed list with its filter panel open, too
      await page.goto(`${searched()}&payment_state=payment_waiting`);
      await list.loaded();
      if ((await page.getByTestId("filters-toggle").getAttribute("aria-expanded")) === "false")
        await page.getByTestId("filters-toggle").click();
      expect(await overflows(page), `${width} px, filters open`).toBe(false);
    }
    await page.setViewportSize({ width: 1000, height: 800 });
    expect(pageErrors).toEqual([]);
  });
});

describe("a new seller's empty lists, in the browser", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  const ip = "203.0.113.162";
  const account = {
    email: `lists-new-${run}@example.org`,
    password: "a new seller's password",
    username: `listsnew${run}`.slice(0, 30),
    firstName: "Nora",
    lastName: "Neu",
    profile: "seller" as const,
  };
  let page: Page;

  beforeAll(async () => {
    await confirmedAccount((m, p, j) => requestAt(baseUrl(), m, p, j, { "cf-connecting-ip": ip }), account);
    page = browser.page();
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await signIn.signIn(account.email, account.password);
    await new Cabinet(page).waitFor();
  });

  it("shows the next step on the empty orders list, without an export", async () => {
    await page.goto(`${baseUrl()}/cabinet/orders`);
    await page.locator('[data-testid="orders"][data-state="ready"]').waitFor();
    const empty = page.getByTestId("orders-empty");
    expect(await empty.getAttribute("data-filtered")).toBe("false");
    expect(await page.getByTestId("orders-export").count()).toBe(0);
    await page.getByTestId("orders-empty-action").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/products");
    expect(pageErrors).toEqual([]);
  });

  it("offers to create the first product on the empty product list, and the button leads to its editor", async () => {
    await page.goto(`${baseUrl()}/cabinet/products`);
    await page.locator('[data-testid="cabinet-products"][data-state="ready"]').waitFor();
    expect(await page.getByTestId("cabinet-products-empty").getAttribute("data-filtered")).toBe("false");
    await page.getByTestId("empty-new-product").click();
    await page.getByTestId("new-product-form-download").check();
    await page.getByTestId("new-product-name").fill(`First ${run}`);
    await page.getByTestId("new-product-submit").click();
    await page.waitForURL((u) => /^\/cabinet\/products\/\d+\/edit$/.test(u.pathname));
    await page.locator('[data-testid="product-editor"][data-state="ready"]').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("offers the first coupon on the empty coupon list", async () => {
    await page.goto(`${baseUrl()}/cabinet/coupons`);
    await page.locator('[data-testid="coupons"][data-state="ready"]').waitFor();
    await page.getByTestId("empty-new-coupon").click();
    await page.getByTestId("coupon-form").waitFor();
    expect(pageErrors).toEqual([]);
  });
});
