// The web client's Idempotency-Key (issue 15), in headless Chromium against
// the real edge: the client's list of `stored` routes is the route table's;
// a double submit of "new product" and of bulk coupons sends one request and
// creates once; an answer lost on the way back (the edge created, the
// browser saw a network error) and the seller's retry of the same form
// replay the first answer instead of creating again.
import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { STORED_ROUTES } from "../web/src/api/idempotency";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { Coupons, ProductEditor } from "./pages/CatalogPages";
import { baseUrl, getJson } from "./support/api";
import { useBrowserPage } from "./support/browser";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** `/v1/a/:id/b` and `/v1/a/{id}/b` alike: a path parameter is `:`. */
const shape = (route: string) => route.replace(/:[a-z_]+|\{[a-z_]+\}/g, ":");

describe("the client's stored routes", () => {
  it("are exactly the POSTs the route table marks stored", async () => {
    const answer = await getJson("/v1/dev/routes");
    expect(answer.status).toBe(200);
    const table = (answer.body.routes as { method: string; path: string; idempotency: string }[])
      .filter((r) => r.idempotency === "stored")
      .map((r) => shape(`${r.method} ${r.path}`))
      .sort();
    expect(table.length).toBeGreaterThan(5);
    expect(STORED_ROUTES.map(shape).sort()).toEqual(table);
  });
});

describe("Idempotency-Key in the browser", () => {
  const browser = useBrowserPage();
  let page: Page;
  /** Every POST the page sent to the routes under test, with its key. */
  const posts: { path: string; key: string | null }[] = [];

  /** How many of the seller's products (or coupons) the list finds for `query`, read with the page's session. */
  const total = (list: "products" | "coupons", query: string) =>
    page.evaluate(
      async ([l, q]) => {
        // counted: a list counts its rows only when asked (issue 15)
        const response = await fetch(`/v1/cabinet/${l}?counts=true&query=${encodeURIComponent(q)}`, {
          headers: { accept: "application/json" },
        });
        return ((await response.json()) as { total_count: number }).total_count;
      },
      [list, query] as const,
    );

  beforeAll(async () => {
    page = browser.page();
    page.on("request", (r: Request) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === "POST" && (path === "/v1/cabinet/products" || path === "/v1/cabinet/coupons")) {
        posts.push({ path, key: r.headers()["idempotency-key"] ?? null });
      }
    });
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signIn.signIn("demo@sellwerk.test", "demo-password");
    await new Cabinet(page).waitFor();
  });

  /** Opens "new product" with `name` typed in. */
  async function newProductForm(name: string) {
    await page.getByTestId("nav-products").click();
    await page.getByTestId("new-product").click();
    await page.getByTestId("new-product-form-download").check();
    await page.getByTestId("new-product-name").fill(name);
  }

  it("sends a double submit of a new product once and creates one product", async () => {
    const name = `Twice Clicked ${run}`;
    await newProductForm(name);
    posts.length = 0;
    // two submits in one task: the second comes before React re-renders the button as busy
    await page
      .getByTestId("new-product-modal")
      .locator("form")
      .evaluate((form: HTMLFormElement) => {
        form.requestSubmit();
        form.requestSubmit();
      });
    await page.waitForURL((url) => /^\/cabinet\/products\/\d+\/edit$/.test(url.pathname));
    await new ProductEditor(page).waitFor("details");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await total("products", name)).toBe(1);
  });

  it("retries a new product whose answer was lost with the same key: the edge replays it, nothing is created twice", async () => {
    const name = `Lost Answer ${run}`;
    await newProductForm(name);
    posts.length = 0;
    let lost = false;
    await page.route("**/v1/cabinet/products", async (route) => {
      if (route.request().method() !== "POST" || lost) return route.continue();
      lost = true;
      // the edge runs the request; its answer never reaches the page
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort("connectionreset");
    });
    await page.getByTestId("new-product-submit").click();
    await page.getByTestId("new-product-error").waitFor();
    expect(await total("products", name)).toBe(1);

    const replayed = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/v1/cabinet/products");
    await page.getByTestId("new-product-submit").click();
    expect((await replayed).headers()["idempotent-replayed"]).toBe("true");
    await page.waitForURL((url) => /^\/cabinet\/products\/\d+\/edit$/.test(url.pathname));
    await page.unroute("**/v1/cabinet/products");
    expect(posts.map((p) => p.key)).toEqual([posts[0]?.key, posts[0]?.key]);
    expect(await total("products", name)).toBe(1);
  });

  it("sends a double submit of bulk coupons once and creates one batch", async () => {
    await page.getByTestId("nav-coupons").click();
    await page.waitForURL((url) => url.pathname === "/cabinet/coupons");
    const coupons = new Coupons(page);
    const before = await coupons.loaded();
    await page.getByTestId("new-coupon").click();
    await page.getByTestId("coupon-form-bulk").check();
    await page.getByTestId("coupon-count").fill("3");
    await page.getByTestId("coupon-code_length").fill("12");
    await page.getByTestId("coupon-value_form").selectOption("percents");
    await page.getByTestId("coupon-value").fill("7");
    posts.length = 0;
    await page.getByTestId("coupon-submit").evaluate((button: HTMLButtonElement) => {
      button.form?.requestSubmit();
      button.form?.requestSubmit();
    });
    await page.getByTestId("generated-codes").waitFor();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await coupons.loaded()).toBe(before + 3);
  });
});
