// A list's sort remembered in a cookie (spec section 4), in headless
// Chromium against the real edge: the demo seller signs in, sorts the
// orders by a header, and the choice is kept in `sw_sort_cabinet-orders`;
// the orders opened again without a query show the remembered sort, put in
// the address bar in place of the bare address (Back skips it); an address
// with its own sort keeps it; a forged cookie is ignored and cleared, and a
// well-formed one for a column the list does not sort on is cleared after
// the edge refuses it, back to the unsorted list. No page errors throughout.
import type { BrowserContext, Cookie, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { OrdersList } from "./pages/OrderPages";
import { apiAs, baseUrl, publishedDownload, signIn as signInWithPassword } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { quotedOrderBody } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const COOKIE = "sw_sort_cabinet-orders";

let token = "";
const call = apiAs(() => token);

/** A published download of the demo seller with a file and a one-time plan at 9.00 EUR. */
const download = () => publishedDownload(call, token, `Sort Ledger ${run}`, "sort.txt", "9.00");

/** An order of the product (not paid: it only has to be in the list). */
async function order(productId: number, planId: number, n: number) {
  const body = await quotedOrderBody(call, { product_id: productId, plan_id: planId }, `sort-${run}-${n}@example.org`);
  const made = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": `sort-${run}-${n}` });
  expect(made.status, made.text).toBe(201);
}

const sortCookies = async (context: BrowserContext): Promise<Cookie[]> =>
  (await context.cookies(baseUrl())).filter((c) => c.name.startsWith("sw_sort_"));

describe("a list's sort remembered in a cookie, in the browser", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;
  let list: OrdersList;

  /** The direction a header shows: its data-dir and aria-sort. */
  const header = async (key: string) => ({
    dir: await page.getByTestId(`sort-${key}`).getAttribute("data-dir"),
    aria: await page.locator("th", { has: page.getByTestId(`sort-${key}`) }).getAttribute("aria-sort"),
  });
  const ids = async () => (await list.rows()).map((r) => r.id);
  const query = () => new URL(page.url()).search.slice(1);

  beforeAll(async () => {
    token = await signInWithPassword("demo@sellwerk.test", "demo-password", "203.0.113.91");
    const product = await download();
    for (const n of [1, 2, 3]) await order(product.id, product.plan, n);

    page = browser.page();
    list = new OrdersList(page);
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await signIn.signIn("demo@sellwerk.test", "demo-password");
    await new Cabinet(page).waitFor();
  });

  it("remembers the sort chosen by a header in a cookie per list, for a year, same-site", async () => {
    await page.getByTestId("nav-orders").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/orders");
    expect((await list.loaded()).query).toBe("page=1&per=20");
    expect(await sortCookies(page.context())).toEqual([]);

    await list.sortBy("id");
    await page.waitForURL((u) => u.searchParams.get("sort") === "id" && u.searchParams.get("dir") === "asc");
    await list.sortBy("id");
    await page.waitForURL((u) => u.searchParams.get("sort") === "id" && u.searchParams.get("dir") === "desc");
    expect((await list.loaded()).query).toBe("page=1&per=20&sort=id&dir=desc");

    const [cookie, ...others] = await sortCookies(page.context());
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({ name: COOKIE, value: "id:desc", path: "/", sameSite: "Lax", httpOnly: false });
    // Max-Age of a year (give or take the test's own minutes)
    const year = 365 * 24 * 60 * 60;
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(year - 3600);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(year + 60);
    expect(pageErrors).toEqual([]);
  });

  it("applies the remembered sort to the list opened without a query, in the address bar", async () => {
    // inside the app: away and back through the navigation
    await page.getByTestId("nav-home").click();
    await page.waitForURL((u) => u.pathname === "/cabinet");
    // the cabinet's home keeps its own product list as it is
    expect(new URL(page.url()).search).toBe("");
    await page.getByTestId("nav-orders").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/orders" && u.searchParams.get("sort") === "id");
    expect(query()).toBe("page=1&per=20&sort=id&dir=desc");
    expect((await list.loaded()).query).toBe("page=1&per=20&sort=id&dir=desc");
    expect(await header("id")).toEqual({ dir: "desc", aria: "descending" });
    const shown = await ids();
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    // the bare address was replaced, not stacked: Back goes to the home
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/cabinet");

    // a fresh load of the bare address
    await page.goto(`${baseUrl()}/cabinet/orders`);
    await page.waitForURL((u) => u.searchParams.get("sort") === "id" && u.searchParams.get("dir") === "desc");
    expect((await list.loaded()).query).toBe("page=1&per=20&sort=id&dir=desc");
    expect(await header("id")).toEqual({ dir: "desc", aria: "descending" });

    // an address with a filter and no sort keeps the filter and gains the sort
    await page.goto(`${baseUrl()}/cabinet/orders?per=50&query=sort-${run}`);
    await page.waitForURL((u) => u.searchParams.get("sort") === "id");
    expect(query()).toBe(`page=1&per=50&sort=id&dir=desc&query=sort-${run}`);
    expect((await list.loaded()).total).toBe(3);
    expect(pageErrors).toEqual([]);
  });

  it("keeps an address that says its own sort, and the cookie as it was", async () => {
    await page.goto(`${baseUrl()}/cabinet/orders?sort=created_at&dir=asc`);
    expect((await list.loaded()).query).toBe("page=1&per=20&sort=created_at&dir=asc");
    expect(query()).toBe("sort=created_at&dir=asc");
    expect(await header("created_at")).toEqual({ dir: "asc", aria: "ascending" });
    expect(await header("id")).toEqual({ dir: "", aria: null });
    expect((await sortCookies(page.context())).map((c) => [c.name, c.value])).toEqual([[COOKIE, "id:desc"]]);

    // a new choice there is remembered in its place
    await list.sortBy("paid_at");
    await page.waitForURL((u) => u.searchParams.get("sort") === "paid_at");
    expect((await sortCookies(page.context())).map((c) => [c.name, c.value])).toEqual([[COOKIE, "paid_at:asc"]]);
    expect(pageErrors).toEqual([]);
  });

  it("ignores and clears a forged cookie", async () => {
    for (const forged of ["id:sideways", "ID:DESC", "id%3Adesc", "created_at:desc:asc", "x".repeat(65) + ":asc"]) {
      await page.context().addCookies([{ name: COOKIE, value: forged, url: baseUrl() }]);
      await page.goto(`${baseUrl()}/cabinet/orders`);
      expect((await list.loaded()).query, forged).toBe("page=1&per=20");
      expect(query(), forged).toBe("");
      expect(await header("id"), forged).toEqual({ dir: "", aria: null });
      await expect.poll(async () => (await sortCookies(page.context())).map((c) => c.name), { message: forged }).toEqual([]);
    }
    expect(pageErrors).toEqual([]);
  });

  it("clears a remembered sort the list does not sort on, refused in the browser before any request", async () => {
    await page.context().addCookies([{ name: COOKIE, value: "no_such_column:asc", url: baseUrl() }]);
    const refused: number[] = [];
    const onResponse = (r: { url: () => string; status: () => number }) => {
      const url = new URL(r.url());
      if (url.pathname === "/v1/cabinet/orders" && url.searchParams.get("sort") === "no_such_column") refused.push(r.status());
    };
    page.on("response", onResponse);
    await page.goto(`${baseUrl()}/cabinet/orders`);
    // core's list rules, told the list (`orders`), know its sort keys as the edge does: the sort is never asked for
    expect((await list.loaded()).query).toBe("page=1&per=20");
    expect(query()).toBe("");
    await expect.poll(async () => sortCookies(page.context())).toEqual([]);
    page.off("response", onResponse);
    expect(refused).toEqual([]);
    // and the next visit is the plain list
    await page.goto(`${baseUrl()}/cabinet/orders`);
    expect((await list.loaded()).query).toBe("page=1&per=20");
    expect(query()).toBe("");
    expect(pageErrors).toEqual([]);
  });

  it("refuses a hand-edited address with a sort the list does not offer, before any request", async () => {
    const asked: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      const url = new URL(r.url());
      if (url.pathname === "/v1/cabinet/orders" && url.searchParams.get("sort") === "name") asked.push(url.search);
    };
    page.on("request", onRequest);
    await page.goto(`${baseUrl()}/cabinet/orders?sort=name`);
    const section = page.getByTestId("orders");
    await expect.poll(() => section.getAttribute("data-state"), { timeout: 15_000 }).toBe("error");
    expect(await section.getAttribute("data-code")).toBe("unknown_filter");
    page.off("request", onRequest);
    expect(asked).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
