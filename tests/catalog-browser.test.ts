// The seller's catalog in the browser (issue 6), in headless Chromium
// against the real edge: the demo seller creates a download, uploads a file
// with a progress bar, is refused publishing until the product has a plan,
// adds a one-time plan with its schedule preview and publishes; creates a
// course with instalment, subscription (14-day trial) and limited
// subscription plans, each previewed by core's schedule, and sees core's
// problem with 30 instalments before anything is sent; creates five coupon
// codes in bulk and deactivates one.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { chooseLanguage } from "./pages/AreaPages";
import { Coupons, ProductEditor, ProductList } from "./pages/CatalogPages";
import { baseUrl, core } from "./support/api";
import { useBrowserPage } from "./support/browser";

const message = (core as unknown as { message: (key: string, locale: string) => string | undefined }).message;
/** Core's words for a code when it has them, else what the catalog's own table says. */
const textFor = (code: string, locale: string, own: RegExp) => message(code, locale) ?? expect.stringMatching(own);

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A few hundred KB of bytes that are not all the same. */
function fileBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let x = 2463534242;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

describe("the seller's catalog in the browser", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;
  /** Every plan write the page sent: [method, path]. */
  const planWrites: [string, string][] = [];
  let downloadId = 0;

  beforeAll(async () => {
    page = browser.page();
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.includes("/pricing_plans") && r.method() !== "GET") planWrites.push([r.method(), path]);
    });
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signIn.signIn("demo@sellwerk.test", "demo-password");
    await new Cabinet(page).waitFor();
  });

  it("creates a download, uploads a file with progress, and is refused publishing without a plan", async () => {
    await page.getByTestId("nav-products").click();
    const list = new ProductList(page);
    expect((await list.loaded()).state).toBe("ready");
    downloadId = await list.create("download", `Field Guide ${run}`);
    const editor = new ProductEditor(page);
    expect(await editor.steps()).toEqual(["details", "file_upload", "checkout", "upsell", "delivery", "pages", "advanced"]);
    expect(await editor.warnings()).toEqual(expect.arrayContaining(["no_pricing_plans", "no_digitals", "not_active"]));

    await editor.goStep("file_upload");
    expect(new URL(page.url()).search).toBe("?step=2");
    const bytes = fileBytes(384 * 1024);
    const percents = await editor.upload("field-guide.pdf", "application/pdf", bytes);
    expect(await editor.uploadResult("field-guide.pdf")).toEqual({ state: "done", percent: 100, bar: 100, error: null });
    // The bar only moved forward and ended full.
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    await page.locator('[data-testid="file-row"][data-name="field-guide.pdf"]').waitFor();
    expect(await editor.files()).toEqual([{ name: "field-guide.pdf", size: bytes.length }]);
    await page.locator('[data-testid="editor-warning"][data-code="no_digitals"]').waitFor({ state: "detached" });

    // A file above the limit: the edge's 413 (tests/catalog.test.ts sends a
    // real one; pushing 100 MiB through the browser here would only be slow)
    // is shown beside the file, and nothing is listed.
    await page.route("**/files?name=huge.bin", (route) =>
      route.fulfill({
        status: 413,
        contentType: "application/json",
        body: JSON.stringify({
          error: "file_too_large",
          message: "a file may have at most 104857600 bytes",
          errors: [{ status: "413", code: "file_too_large", title: "File too large", detail: "a file may have at most 104857600 bytes" }],
        }),
      }),
    );
    await editor.upload("huge.bin", "application/octet-stream", fileBytes(1024));
    expect(await editor.uploadResult("huge.bin")).toMatchObject({ state: "error", error: "file_too_large" });
    expect(await page.getByTestId("upload-error").textContent()).toEqual(textFor("file_too_large", "en", /larger than the upload limit/));
    expect(await editor.files()).toEqual([{ name: "field-guide.pdf", size: bytes.length }]);
    await page.unroute("**/files?name=huge.bin");

    await editor.act("publish");
    expect(await editor.refusedReasons()).toEqual(["no_pricing_plans"]);
    expect(await editor.published()).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  it("adds a one-time plan with its schedule preview, publishes, and the row offers unpublishing", async () => {
    const editor = new ProductEditor(page);
    await editor.goStep("checkout");
    const form = await editor.addPlan();
    await form.enter({ name: "One-time payment", kind: "one_time", price: "49.00" });
    const schedule = await form.schedule();
    expect(schedule).toHaveLength(1);
    expect(schedule[0]).toMatchObject({ amount: "49.00", kind: "regular" });
    await form.save();
    expect(await editor.plans()).toEqual([{ name: "One-time payment", kind: "one_time" }]);

    await editor.act("publish");
    await editor.waitForPublished(true);

    await page.getByTestId("nav-products").click();
    const list = new ProductList(page);
    await list.loaded();
    const row = await list.rowState(downloadId);
    expect(row).toMatchObject({ published: true, archived: false });
    expect(row.actions).toContain("unpublish");
    expect(row.actions).not.toContain("publish");
    expect(row.warnings).toEqual([]);
    const menu = await list.menu(downloadId);
    expect(menu).toContain("unpublish");
    expect(menu).not.toContain("publish");
    expect(pageErrors).toEqual([]);
  });

  it("gives a course instalment, subscription and limited subscription plans, each previewed by core", async () => {
    const list = new ProductList(page);
    await list.create("course", `Masterclass ${run}`);
    const editor = new ProductEditor(page);
    expect(await editor.steps()).toEqual(["details", "content", "checkout", "upsell", "delivery", "pages", "advanced"]);
    await editor.goStep("upsell");
    await page.getByTestId("upsell-form").waitFor();
    await editor.goStep("checkout");
    expect(new URL(page.url()).search).toBe("?step=3");

    // Three monthly instalments of 100.00: three dates, one month apart.
    let form = await editor.addPlan();
    await form.enter({
      name: "Three instalments",
      kind: "installment",
      paymentsCount: "3",
      firstAmount: "100.00",
      nextAmount: "100.00",
      interval: "1m",
    });
    const instalments = await form.schedule();
    expect(instalments.map((p) => p.amount)).toEqual(["100.00", "100.00", "100.00"]);
    expect(new Set(instalments.map((p) => p.date)).size).toBe(3);
    // Exactly the dates core lays out for the same terms.
    const terms = {
      kind: "installment",
      currency: "eur",
      pay_what_you_want: false,
      first_amount: "100.00",
      next_amount: "100.00",
      payments_count: 3,
      interval: "1m",
    };
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const expected = core.planSchedule(terms, new Date().toISOString(), timeZone).map((d) => d.date);
    expect(instalments.map((p) => p.date)).toEqual(expected);
    await form.save();

    // A subscription starting with a free 14-day trial.
    form = await editor.addPlan();
    await form.enter({
      name: "Monthly, 14 days free",
      kind: "subscription",
      firstAmount: "29.00",
      nextAmount: "29.00",
      interval: "1m",
      trialPeriod: "14d",
    });
    const subscription = await form.schedule();
    expect(subscription[0]).toMatchObject({ kind: "trial", amount: "0.00" });
    expect(subscription[1]).toMatchObject({ kind: "regular", amount: "29.00" });
    const trialDays = (Date.parse(subscription[1]?.date ?? "") - Date.parse(subscription[0]?.date ?? "")) / 86_400_000;
    expect(trialDays).toBe(14);
    await form.save();

    // A limited subscription of six payments.
    form = await editor.addPlan();
    await form.enter({
      name: "Six months",
      kind: "limited_subscription",
      paymentsCount: "6",
      firstAmount: "19.00",
      nextAmount: "19.00",
      interval: "1m",
    });
    expect(await form.schedule()).toHaveLength(6);
    await form.save();

    expect(await editor.plans()).toEqual([
      { name: "Three instalments", kind: "installment" },
      { name: "Monthly, 14 days free", kind: "subscription" },
      { name: "Six months", kind: "limited_subscription" },
    ]);
    expect(pageErrors).toEqual([]);
  });

  it("shows core's problem with 30 instalments before anything is sent", async () => {
    const editor = new ProductEditor(page);
    const writes = planWrites.length;
    const form = await editor.addPlan();
    await form.enter({
      name: "Too many",
      kind: "installment",
      paymentsCount: "30",
      firstAmount: "10.00",
      nextAmount: "10.00",
      interval: "1m",
    });
    const problem = await form.problem("payments_count");
    expect(problem?.[0]).toBe("payments_count_out_of_range");
    expect(problem?.[1]).toEqual(textFor("payments_count_out_of_range", "en", /between 2 and 24/));
    // The same problem in German.
    await chooseLanguage(page, "de");
    expect(await form.problem("payments_count")).toEqual([
      "payments_count_out_of_range",
      textFor("payments_count_out_of_range", "de", /zwischen 2 und 24/),
    ]);
    await chooseLanguage(page, "en");
    expect(await form.hasSchedule()).toBe(false);
    // Saving is refused in the browser: nothing goes out.
    await page.getByTestId("plan-save").click();
    expect(await form.problem("payments_count")).toEqual(problem);
    expect(planWrites.length).toBe(writes);
    await form.cancel();
    expect(await editor.plans()).toHaveLength(3);
    // with its plans the course can be published
    await editor.act("publish");
    await page.locator('[data-testid="product-editor"][data-published="true"]').waitFor();
    expect(await editor.published()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("sorts and filters the product list by core's list rules in the address bar", async () => {
    await page.getByTestId("nav-products").click();
    const list = new ProductList(page);
    await list.loaded();
    await page.getByTestId("filter-form").selectOption("download");
    await page.getByTestId("filter-is_published").selectOption("true");
    await page.getByTestId("filters-apply").click();
    await page.waitForURL((url) => url.searchParams.get("is_published") === "true");
    const url = new URL(page.url());
    expect(url.searchParams.get("form")).toBe("download");
    expect((await list.loaded()).state).toBe("ready");
    const rows = await page
      .getByTestId("cabinet-product-row")
      .evaluateAll((els) => els.map((e) => [e.getAttribute("data-form"), e.getAttribute("data-published")]));
    expect(rows.length).toBeGreaterThanOrEqual(3); // the demo's downloads 1 and 5 and the one made above
    for (const row of rows) expect(row).toEqual(["download", "true"]);
    expect(await list.rowState(downloadId)).toMatchObject({ published: true });

    for (const key of ["total_purchases", "total_views", "recent_purchase", "created_at"]) {
      await page.getByTestId(`sort-${key}`).click();
      await page.waitForURL((u) => u.searchParams.get("sort") === key);
      expect((await list.loaded()).state).toBe("ready");
    }
    // Filters survive a sort; the filter form's reset clears them.
    expect(new URL(page.url()).searchParams.get("is_published")).toBe("true");
    await page.getByTestId("filters-reset").click();
    await page.waitForURL((u) => !u.searchParams.has("is_published"));
    expect(Number((await list.loaded()).total)).toBeGreaterThanOrEqual(5);
    expect(pageErrors).toEqual([]);
  });

  it("fills a license-key pool by pasting and by a format core checks first", async () => {
    await page.goto(`${baseUrl()}/cabinet/products`);
    const list = new ProductList(page);
    await list.loaded();
    await list.create("license_key", `Plugin ${run}`);
    const editor = new ProductEditor(page);
    await editor.goStep("add_license_keys");
    expect(await editor.keyCounts()).toEqual({ free: 0, used: 0 });
    expect(await editor.pasteKeys("AAAA-1111\nBBBB-2222\nAAAA-1111")).toBe(2);
    expect(await editor.keyCounts()).toEqual({ free: 2, used: 0 });
    // Core refuses a placeholder shorter than 3 in the browser, before any request.
    await editor.keyFormat("KEY-{numeric:2}");
    expect(await editor.formatProblems()).toEqual(["license_key_format_size"]);
    expect(await page.getByTestId("keys-generate").isDisabled()).toBe(true);
    await editor.keyFormat("KEY-{alphanumeric:6}");
    expect(await editor.formatProblems()).toEqual([]);
    await editor.generateKeys(10);
    await page.waitForFunction(() => document.querySelector('[data-testid="key-counts"]')?.getAttribute("data-free") === "12");
    expect(pageErrors).toEqual([]);
  });

  it("includes products in a bundle, which can then be published", async () => {
    await page.goto(`${baseUrl()}/cabinet/products`);
    const list = new ProductList(page);
    await list.loaded();
    const bundleId = await list.create("bundle", `Bundle ${run}`);
    const editor = new ProductEditor(page);
    await editor.goStep("products");
    await editor.includeItems([downloadId]);
    const answer = await fetch(`${baseUrl()}/v1/cabinet/products/${bundleId}/items`, {
      headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") },
    });
    expect(((await answer.json()) as { product_ids: number[] }).product_ids).toEqual([downloadId]);
    expect(await editor.warnings()).not.toContain("no_products");
    expect(pageErrors).toEqual([]);
  });

  it("writes a course's chapters and lessons, shows core's problems beside the fields, and keeps them", async () => {
    await page.goto(`${baseUrl()}/cabinet/products`);
    const list = new ProductList(page);
    await list.loaded();
    await list.create("course", `Course ${run}`);
    const editor = new ProductEditor(page);
    await editor.goStep("content");
    await page.getByTestId("add-chapter").click();
    await page.getByTestId("chapter-0-add-lesson").click();
    await page.getByTestId("chapter-0-add-lesson").click();
    await page.getByTestId("lesson-0-0-title").fill("Welcome");
    await page.getByTestId("lesson-0-0-body").fill("Hello and welcome.");
    await page.getByTestId("lesson-0-1-title").fill("Tour");
    await page.getByTestId("lesson-0-1-kind").selectOption("video");
    await page.getByTestId("lesson-0-1-video").fill("javascript:alert(1)");
    await page.getByTestId("lesson-0-1-drip").fill("7");
    await page.getByTestId("save-content").click();
    // The chapter has no title and the video link is no http(s) link.
    await page.getByTestId("problem-chapters.0.title").waitFor();
    expect(await page.getByTestId("problem-chapters.0.title").getAttribute("data-code")).toBe("required");
    expect(await page.getByTestId("problem-chapters.0.lessons.1.video_url").getAttribute("data-code")).toBe("invalid_url");

    await page.getByTestId("chapter-0-title").fill("Start here");
    await page.getByTestId("lesson-0-1-video").fill("https://video.example/tour");
    await page.getByTestId("save-content").click();
    await page.getByTestId("content-saved").waitFor();
    // A fresh load shows what was stored.
    await page.reload();
    await editor.waitFor("content");
    await page.getByTestId("chapter-0-title").waitFor();
    expect(await page.getByTestId("chapter-0-title").inputValue()).toBe("Start here");
    expect(await page.getByTestId("lesson-0-1-video").inputValue()).toBe("https://video.example/tour");
    expect(await page.getByTestId("lesson-0-1-drip").inputValue()).toBe("7");
    expect(pageErrors).toEqual([]);
  });

  it("creates five coupon codes in bulk, lists them, and deactivates one", async () => {
    await page.getByTestId("nav-coupons").click();
    await page.waitForURL((url) => url.pathname === "/cabinet/coupons");
    const coupons = new Coupons(page);
    const before = await coupons.loaded();
    const codes = await coupons.createBulk(5, "15");
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{10}$/);

    expect(await coupons.loaded()).toBe(before + 5);
    const rows = await coupons.rows();
    for (const code of codes)
      expect(rows).toContainEqual({ code, active: true, value: expect.stringMatching(/^15(\.0+)?$/), form: "bulk" });

    await coupons.deactivate(codes[0] ?? "");
    const after = await coupons.rows();
    expect(after.find((r) => r.code === codes[0])?.active).toBe(false);
    expect(after.filter((r) => codes.includes(r.code) && r.active)).toHaveLength(4);
    expect(pageErrors).toEqual([]);
  });
});
