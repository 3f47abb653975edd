// The page editor in the browser (issue 19), in headless Chromium against
// the real edge. A seller builds the shop's home page from core's default
// template: header, banner, the products in a slider, testimonials and the
// footer, with other paddings on a phone than on a desktop; the preview (core
// through wasm, in a frame as wide as each breakpoint) shows them; after
// publishing, the edge serves the very bytes the preview showed. Undo and
// redo walk ten edits back and forth; blocks move by keyboard alone. And for
// every page type the edge serves (the shop's home and sub pages, the product
// page), the preview of core's examples (test fixtures, made pages through
// the API) is the edge's published page.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { PageEditor, PagesList } from "./pages/PageEditorPages";
import { apiAs, atSite, baseUrl, confirmedAccount, core, must, publishedProduct, signIn, withoutNonce } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { a11yReport, checkA11y } from "./support/screens";

const run = `pe${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const username = run.slice(0, 30);
const email = `${run}-seller@example.org`;
const password = "page editor password";
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);

/**
 * The public HTML of `path` in English (the language the cabinet asks its
 * render input in), at the shop's site, as core rendered it (without the
 * nonce each answer gives its scripts).
 */
async function publicHtml(path: string): Promise<{ status: number; html: string }> {
  const answer = await atSite("GET", path, undefined, { "accept-language": "en", cookie: "sw_locale=en" });
  return { status: answer.status, html: withoutNonce(answer.text) };
}

/** Where the first difference of two texts is, with a little of each around it. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return `${i}: ${JSON.stringify(a.slice(Math.max(0, i - 40), i + 60))} vs ${JSON.stringify(b.slice(Math.max(0, i - 40), i + 60))}`;
}

function expectSame(preview: string, edge: string, what: string) {
  if (preview !== edge)
    expect.fail(`${what}: preview ${preview.length} bytes, edge ${edge.length}; first difference at ${firstDifference(preview, edge)}`);
}

/** The computed padding-top of the first block of `type` in the preview. */
async function previewPadding(editor: PageEditor, type: string): Promise<string> {
  const frame = await editor.previewFrame();
  return frame.evaluate((t) => {
    const el = document.querySelector(`[data-block="${t}"]`);
    return el ? getComputedStyle(el).paddingTop : "none";
  }, type);
}

describe("the page editor", () => {
  const browser = useBrowserPage();
  let page: Page;
  let editor: PageEditor;

  beforeAll(async () => {
    await confirmedAccount(anyone, { email, password, username, firstName: "Petra", lastName: "Seite", profile: "seller" });
    token = await signIn(email, password, "203.0.113.241");
    const sellerMust = must(seller);
    await publishedProduct(sellerMust, "course", "Photography basics", { kind: "one_time", currency: "eur", price: "49.00" });
    await publishedProduct(sellerMust, "service", "Portfolio review", { kind: "one_time", currency: "eur", price: "9.00" });
    await publishedProduct(sellerMust, "membership", "The club", {
      kind: "subscription",
      currency: "eur",
      first_amount: "19.00",
      next_amount: "19.00",
      interval: "1m",
    });
    page = browser.page();
    await page.setViewportSize({ width: 1400, height: 900 });
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signInPage.signIn(email, password);
    await new Cabinet(page).waitFor();
    editor = new PageEditor(page);
  });

  it("builds a shop page, previews it at three widths, and publishes exactly what it previewed", async () => {
    await page.getByTestId("nav-pages").click();
    await page.getByTestId("pages").waitFor();
    // no page yet: the empty state offers the first one
    await page.getByTestId("pages-empty").waitFor();
    const listViolations = await checkA11y(page);
    expect(listViolations, `the pages list\n${a11yReport(listViolations)}`).toEqual([]);
    const id = await new PagesList(page).create("shop", "Home");
    expect(id).toBeGreaterThan(0);
    // core's default shop page: header, banner, product list, footer
    expect(await editor.blockIds()).toEqual(["header", "hero", "products", "footer"]);

    // the product list as a slider, testimonials after it
    await editor.select("products");
    await editor.choose("view", "slider");
    const quotes = await editor.add("testimonials");
    expect(await editor.blockIds()).toEqual(["header", "hero", "products", quotes, "footer"]);
    await editor.fill("titleText", "Buyers say");
    await page.getByTestId("setting-items-add").click();
    await page.getByTestId("setting-items-0-fullName").fill("Ben");
    await page.getByTestId("setting-items-0-text").fill("Great course!");

    // the banner: its own title, 80 px on top on a desktop, 12 px on a phone
    await editor.select("hero");
    await page.getByTestId("setting-useShopInfo").uncheck();
    await editor.fill("titleText", "Learn photography today");
    await editor.tab("style");
    await editor.breakpoint("desktop");
    await editor.fill("paddingTop", "80");
    await editor.breakpoint("phone");
    await editor.fill("paddingTop", "12");

    // the preview at each width: the frame is that wide, its CSS applies
    await editor.breakpoint("desktop");
    expect(await editor.previewWidth()).toBe(1280);
    await expect.poll(() => previewPadding(editor, "banner")).toBe("80px");
    await editor.breakpoint("tablet");
    expect(await editor.previewWidth()).toBe(768);
    await expect.poll(() => previewPadding(editor, "banner")).toBe("80px");
    await editor.breakpoint("phone");
    expect(await editor.previewWidth()).toBe(375);
    await expect.poll(() => previewPadding(editor, "banner")).toBe("12px");
    const frame = await editor.previewFrame();
    expect(await frame.locator('[data-block="banner"] h1, [data-block="banner"] h2').first().textContent()).toContain(
      "Learn photography today",
    );
    expect(await frame.locator('[data-block="testimonials"]').textContent()).toContain("Great course!");
    expect(await frame.locator('[data-block="seller_products"]').getAttribute("class")).toBeTruthy();

    await editor.publish();
    const violations = await checkA11y(page);
    expect(violations, `the editor\n${a11yReport(violations)}`).toEqual([]);
    const preview = await editor.previewHtml();
    expect(await editor.liveHref()).toBe(`/s/${username}`);
    const edge = await publicHtml(`/s/${username}`);
    expect(edge.status).toBe(200);
    expectSame(preview, edge.html, "the shop's home page");
    // and a buyer's browser shows it
    const buyer = await page.context().newPage();
    await buyer.goto(`${baseUrl()}/s/${username}`);
    expect(await buyer.locator('[data-block="banner"]').textContent()).toContain("Learn photography today");
    expect(await buyer.locator('[data-block="testimonials"]').textContent()).toContain("Ben");
    await buyer.close();

    // the draft stays apart from what buyers see until it is published again
    await editor.select("hero");
    await editor.tab("content");
    await editor.fill("titleText", "A draft title");
    await editor.saved();
    await expect.poll(() => page.getByTestId("page-state").getAttribute("data-state")).toBe("changed");
    expect((await publicHtml(`/s/${username}`)).html).toBe(edge.html);
    await editor.unpublish();
    expect((await publicHtml(`/s/${username}`)).html).not.toContain("Learn photography today");
  });

  it("undoes and redoes ten edits, with the buttons and the keyboard", async () => {
    await new PagesList(page).open(baseUrl());
    const id = await new PagesList(page).create("shop", "Undo", `undo-${run.slice(-6)}`);
    expect(id).toBeGreaterThan(0);
    const snapshot = async () => `${(await editor.blockIds()).join(",")}\n${await editor.previewHtml()}`;
    const states = [await snapshot()];
    const edits: (() => Promise<unknown>)[] = [
      () => editor.add("text"),
      () => editor.fill("titleText", "About me"),
      () => editor.fill("content", "I teach photography."),
      () => editor.blockAction("text-1", "duplicate"),
      () => editor.blockAction("text-2", "up"),
      () => editor.blockAction("text-2", "hide"),
      async () => {
        await editor.select("products");
        await editor.choose("view", "list");
      },
      () => editor.blockAction("footer", "remove"),
      () => editor.add("gap"),
      async () => {
        await editor.tab("content");
        await editor.fill("height", "64");
      },
    ];
    for (const edit of edits) {
      await edit();
      await expect.poll(snapshot).not.toBe(states.at(-1));
      states.push(await snapshot());
      // each edit its own step: the history merges only edits of one field
      // (its block, setting and breakpoint) within a moment, and no two
      // edits in a row here share a field, so they follow at once (waiting
      // out the moment after each cost 9 s and proved nothing more)
    }
    expect(new Set(states).size).toBe(11);
    // back with Ctrl+Z (wherever the focus is) and the button, forward again
    for (let i = 9; i >= 0; i -= 1) {
      if (i % 2 === 0) await page.getByTestId("undo").click();
      else await page.keyboard.press("Control+z");
      await expect.poll(snapshot).toBe(states[i]);
    }
    expect(await page.getByTestId("undo").isDisabled()).toBe(true);
    for (let i = 1; i <= 10; i += 1) {
      if (i % 2 === 0) await page.getByTestId("redo").click();
      else await page.keyboard.press("Control+Shift+z");
      await expect.poll(snapshot).toBe(states[i]);
    }
    expect(await page.getByTestId("redo").isDisabled()).toBe(true);
    await editor.saved();
    // the saved draft is the last state, hidden block included
    const stored = await must(seller)(`/v1/cabinet/pages/${id}`, undefined, "GET");
    expect(stored.page.draft.blocks.map((b: { id: string }) => b.id)).toEqual(["header", "hero", "products", "gap-1", "text-1"]);
    expect(stored.page.draft.hiddenBlocks.map((h: { block: { id: string } }) => h.block.id)).toEqual(["text-2"]);
  });

  it("reorders blocks by keyboard alone", async () => {
    await new PagesList(page).open(baseUrl());
    await new PagesList(page).create("shop", "Keys", `keys-${run.slice(-6)}`);
    expect(await editor.blockIds()).toEqual(["header", "hero", "products", "footer"]);
    await editor.block("header").focus();
    await page.keyboard.press("ArrowDown"); // to the banner
    await page.keyboard.press("Alt+ArrowDown");
    await page.keyboard.press("Alt+ArrowDown");
    expect(await editor.blockIds()).toEqual(["header", "products", "footer", "hero"]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-block-id"))).toBe("hero");
    expect(await page.getByTestId("block-announce").textContent()).toContain("4");
    await page.keyboard.press("Alt+ArrowUp");
    expect(await editor.blockIds()).toEqual(["header", "products", "hero", "footer"]);
    await page.keyboard.press("Enter");
    await page.locator('[data-testid="block-settings"][data-block-id="hero"]').waitFor();
    // the preview follows the order
    await expect
      .poll(async () =>
        (await editor.previewFrame()).evaluate(() =>
          [...document.querySelectorAll("[data-block]")].map((e) => e.getAttribute("data-block")),
        ),
      )
      .toEqual(["header", "seller_products", "banner", "footer"]);
    // drag and drop too
    await editor.block("footer").dragTo(editor.block("header"));
    expect(await editor.blockIds()).toEqual(["footer", "header", "products", "hero"]);
  });

  it("offers only the blocks core allows for the page type", async () => {
    await new PagesList(page).open(baseUrl());
    await new PagesList(page).create("thankYouPage", "Thanks");
    const offered = await page.locator('[data-testid^="palette-"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")));
    expect(offered).toEqual(["palette-thank_you_page", "palette-seller_products"]);
    // a buy button the theme's colours make unreadable is warned about
    await new PagesList(page).open(baseUrl());
    await new PagesList(page).create("shop", "Button", `button-${run.slice(-6)}`);
    await editor.add("button");
    await page.locator('[data-testid="contrast-warning"]').waitFor({ state: "detached" });
    await editor.fill("buttonColor", "#FFB000");
    await editor.fill("buttonTextColor", "#FFFFFF");
    await page.getByTestId("contrast-warning").waitFor();
    await editor.fill("buttonTextColor", "#000000");
    await page.locator('[data-testid="contrast-warning"]').waitFor({ state: "detached" });
  });

  it("edits the shop's categories, which the shop's product lists show", async () => {
    await new PagesList(page).open(baseUrl());
    await page.getByTestId("shop-design-tab-categories").click();
    await page.getByTestId("categories-empty").waitFor();
    const create = async (title: string, fill: () => Promise<void>) => {
      await page.getByTestId("new-category").click();
      await page.getByTestId("category-title").fill(title);
      await fill();
      await page.getByTestId("category-save").click();
      await page.getByTestId("category-dialog").waitFor({ state: "detached" });
      await page.locator('[data-testid="category-row"]', { hasText: title }).waitFor();
    };
    const products = (await must(seller)("/v1/cabinet/products", undefined, "GET")).list as { id: number; name: string }[];
    const course = products.find((p) => p.name === "Photography basics");
    expect(course).toBeTruthy();
    await create("Courses", async () => {
      await page.getByTestId("category-description").fill("Everything you learn step by step.");
      await page.getByTestId("category-colour").fill("#1E84D7");
      await page.getByTestId(`category-product-${course?.id}`).check();
    });
    await create("Secret", () => page.getByTestId("category-hidden").check());
    await create("Advanced", async () => {
      await page.getByTestId("category-parent").selectOption({ label: "Courses" });
    });
    // a child follows its parent
    expect(await page.getByTestId("category-row").allTextContents()).toEqual([
      expect.stringContaining("Courses"),
      expect.stringContaining("Advanced"),
      expect.stringContaining("Secret"),
    ]);
    const stored = (await must(seller)("/v1/cabinet/categories", undefined, "GET")).list as Record<string, unknown>[];
    const courses = stored.find((c) => c.title === "Courses");
    expect(courses).toMatchObject({ color: "#1E84D7", hidden: false, product_ids: [course?.id] });
    expect(stored.find((c) => c.title === "Advanced")).toMatchObject({ parent_id: courses?.id });
    // a colour that is none is refused at its field
    await page.locator('[data-testid="category-row"]', { hasText: "Secret" }).getByTestId("category-edit").click();
    await page.getByTestId("category-colour").fill("blue");
    await page.getByTestId("category-save").click();
    await page.getByTestId("category-colour-error").waitFor();
    await page.getByTestId("category-delete").click();
    await page.getByTestId("category-dialog").waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("category-row").count()).toBe(2);
    const violations = await checkA11y(page);
    expect(violations, `the categories\n${a11yReport(violations)}`).toEqual([]);
    // the shop's product list (core's default home page here) offers the shown ones
    const shop = await publicHtml(`/s/${username}`);
    expect(shop.html).toContain("Courses");
    expect(shop.html).not.toContain("Secret");
  });

  it("applies a custom theme to every page, at the edge and in the preview", async () => {
    await new PagesList(page).open(baseUrl());
    await page.getByTestId("shop-design-tab-theme").click();
    await page.getByTestId("theme").waitFor();
    await page.getByTestId("theme-kind-custom").check();
    await page.getByTestId("theme-font").selectOption("serif");
    await page.getByTestId("theme-button").fill("#FFB000");
    await page.getByTestId("theme-button_text").fill("#FFFFFF");
    await page.getByTestId("theme-contrast-warning").waitFor();
    await page.getByTestId("theme-button_text").fill("#1A1A1A");
    await page.getByTestId("theme-contrast-warning").waitFor({ state: "detached" });
    // the preview (the seller's first page) shows it before it is saved
    await expect
      .poll(() => page.getByTestId("theme-preview").evaluate((f) => (f as HTMLIFrameElement).srcdoc))
      .toMatch(/--sw-btn:#ffb000;--sw-btn-text:#1a1a1a/i);
    // a colour that is none is refused at its field
    await page.getByTestId("theme-accent").fill("teal");
    await page.getByTestId("theme-save").click();
    await page.getByTestId("theme-accent-error").waitFor();
    await page.getByTestId("theme-accent").fill("#00695C");
    await page.getByTestId("theme-save").click();
    await page.getByTestId("theme-accent-error").waitFor({ state: "detached" });
    const violations = await checkA11y(page);
    expect(violations, `the theme\n${a11yReport(violations)}`).toEqual([]);
    await expect
      .poll(async () => (await publicHtml(`/s/${username}`)).html)
      .toMatch(/--sw-accent:#00695c;--sw-btn:#ffb000;--sw-btn-text:#1a1a1a;.*--sw-font:"Iowan Old Style"/i);
    const stored = await must(seller)("/v1/cabinet/theme", undefined, "GET");
    expect(stored).toMatchObject({ custom: true, theme: { font: "serif", button: "#FFB000" } });
  });

  it("previews every page type the edge serves byte for byte as the edge publishes it", async () => {
    const samples = core.samplePages();
    // every type with an address of its own (a thank-you page is an
    // order's, a funnel page a funnel run's: render-parity and
    // funnel-parity compare those)
    const addressed = ["shop", "shopProduct", "membership", "course", "affiliate"];
    const served = samples.map((doc, i) => ({ doc, i })).filter(({ doc }) => addressed.includes(doc.type));
    expect(new Set(served.map(({ doc }) => doc.type))).toEqual(new Set(addressed));
    // core's samples are test fixtures, not offered as templates (issue 30): each is made a page through the API
    for (const { doc, i } of served) {
      const made = await must(seller)("/v1/cabinet/pages", {
        page_type: doc.type,
        title: `Sample ${i}`,
        path: doc.type === "shopProduct" ? "" : `sample-${i}`,
        document: doc,
      });
      await editor.open(baseUrl(), made.page.id as number);
      await editor.publish();
      const preview = await editor.previewHtml();
      const href = await editor.liveHref();
      expect(href).toBeTruthy();
      const edge = await publicHtml(href ?? "");
      expect(edge.status, href ?? "").toBe(200);
      expectSame(preview, edge.html, `sample ${i} (${doc.type}) at ${href}`);
    }
    expect(browser.errors).toEqual([]);
  });
});
