// Uploading images from the page editor (issue 19), in headless Chromium
// against the real edge and its local R2. A seller uploads a 200 × 200 logo
// into the shop page's header: the bar follows the upload to its end, the
// field gets the file's address, the preview shows the image, and once the
// page is published a buyer's browser shows it too. A logo of the wrong
// size is refused by the edge with core's words, shown at the field. On
// the theme tab, a custom font is uploaded (a PNG is refused), named after
// its file, given a weight and a display, and applied: the preview and every
// public page write its @font-face, and the editor's preview of a published
// page is still the edge's page byte for byte.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { PageEditor, PagesList } from "./pages/PageEditorPages";
import { apiAs, baseUrl, confirmedAccount, core, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { a11yReport, checkA11y } from "./support/screens";
import { solidPng } from "./support/png";
import { woff2Font } from "./support/font";

const run = `mb${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const username = run.slice(0, 30);
const email = `${run}-seller@example.org`;
const password = "media browser password";
const anyone = apiAs(() => "");

/** The public HTML of `path` in English (the language the cabinet asks its render input in). */
async function publicHtml(path: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${baseUrl()}${path}`, { headers: { "accept-language": "en", cookie: "sw_locale=en" } });
  return { status: answer.status, html: await answer.text() };
}

/** The natural width of the first image matching `selector` in `page` (or a frame), once it has loaded. */
async function loadedWidth(target: { waitForFunction: Page["waitForFunction"] }, selector: string): Promise<number> {
  const handle = await target.waitForFunction((sel) => {
    const img = document.querySelector<HTMLImageElement>(sel);
    return img && img.complete && img.naturalWidth > 0 ? img.naturalWidth : 0;
  }, selector);
  return handle.jsonValue();
}

describe("images in the page editor", () => {
  const browser = useBrowserPage();
  let page: Page;
  let editor: PageEditor;

  beforeAll(async () => {
    await confirmedAccount(anyone, { email, password, username, firstName: "Mila", lastName: "Bild", profile: "seller" });
    await signIn(email, password, "198.51.100.143");
    page = browser.page();
    await page.setViewportSize({ width: 1400, height: 900 });
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signInPage.signIn(email, password);
    await new Cabinet(page).waitFor();
    editor = new PageEditor(page);
  });

  it("uploads a 200 × 200 logo into the header with its progress, previews it and publishes it", async () => {
    await new PagesList(page).open(baseUrl());
    await new PagesList(page).create("shop", "Home");
    await editor.select("header");

    const uploaded = await editor.uploadImage("logo", "logo.png", "image/png", solidPng(200, 200, [220, 60, 30]));
    expect(uploaded.state).toBe("done");
    // the bar was shown and ended full
    expect(uploaded.progress.length).toBeGreaterThan(0);
    expect(uploaded.progress.at(-1)).toBe(100);
    const bar = page.getByTestId("setting-logo-upload-progress");
    expect(await bar.getAttribute("role")).toBe("progressbar");
    expect(await bar.getAttribute("aria-valuenow")).toBe("100");

    const url = await page.getByTestId("setting-logo-url").inputValue();
    expect(url).toMatch(/^\/v1\/media\/\d+\/[A-Za-z0-9_-]+$/);
    // the preview shows the uploaded image, read from the edge
    const frame = await editor.previewFrame();
    await expect.poll(() => frame.locator('[data-block="header"] img').first().getAttribute("src")).toBe(url);
    expect(await loadedWidth(frame, '[data-block="header"] img')).toBe(200);

    const violations = await checkA11y(page);
    expect(violations, `the editor after an upload\n${a11yReport(violations)}`).toEqual([]);

    await editor.publish();
    const buyer = await page.context().newPage();
    await buyer.goto(`${baseUrl()}/s/${username}`);
    expect(await buyer.locator('[data-block="header"] img').first().getAttribute("src")).toBe(url);
    expect(await loadedWidth(buyer, '[data-block="header"] img')).toBe(200);
    await buyer.close();
  });

  it("shows the edge's refusal of a logo of the wrong size at the field, and keeps the address", async () => {
    const before = await page.getByTestId("setting-logo-url").inputValue();
    const refused = await editor.uploadImage("logo", "big-logo.png", "image/png", solidPng(300, 300));
    expect(refused.state).toBe("error");
    const error = await editor.uploadError("logo");
    expect(error.code).toBe("logo_wrong_size");
    expect(error.text).toBe(core.message("logo_wrong_size", "en"));
    expect(await page.getByTestId("setting-logo-upload-error").getAttribute("role")).toBe("alert");
    expect(await page.getByTestId("setting-logo-url").inputValue()).toBe(before);
  });

  it("checks a banner's background as a banner and takes a testimonial's avatar as any image", async () => {
    await editor.select("hero");
    const wrong = await editor.uploadImage("backgroundImage", "hero.png", "image/png", solidPng(1280, 720));
    expect(wrong.state).toBe("error");
    expect((await editor.uploadError("backgroundImage")).code).toBe("banner_wrong_size");
    const hero = await editor.uploadImage("backgroundImage", "hero.png", "image/png", solidPng(1920, 1080, [20, 90, 40]));
    expect(hero.state).toBe("done");
    const heroUrl = await page.getByTestId("setting-backgroundImage-url").inputValue();
    expect(heroUrl).toMatch(/^\/v1\/media\//);
    const frame = await editor.previewFrame();
    await expect.poll(() => frame.locator('[data-block="banner"] img').first().getAttribute("src")).toBe(heroUrl);

    await editor.add("testimonials");
    await page.getByTestId("setting-items-add").click();
    await page.getByTestId("setting-items-0-fullName").fill("Ben");
    await page.getByTestId("setting-items-0-text").fill("Great course!");
    const avatar = await editor.uploadImage("items-0-avatar", "ben.png", "image/png", solidPng(96, 96, [200, 200, 0]));
    expect(avatar.state).toBe("done");
    const avatarUrl = await page.getByTestId("setting-items-0-avatar").inputValue();
    expect(avatarUrl).toMatch(/^\/v1\/media\//);
    await expect
      .poll(async () => (await editor.previewFrame()).locator('[data-block="testimonials"] img').first().getAttribute("src"))
      .toBe(avatarUrl);
  });

  it("reuses a file of the library: a logo offers the 200 × 200 images, any image field every image", async () => {
    await editor.select("header");
    const logoUrl = await page.getByTestId("setting-logo-url").inputValue();
    await page.getByTestId("setting-logo-url").fill("");
    await page.getByTestId("setting-logo-upload-library").click();
    const dialog = page.getByTestId("setting-logo-upload-library-dialog");
    await dialog.getByTestId("setting-logo-upload-library-dialog-files").waitFor();
    const offered = dialog.getByTestId("setting-logo-upload-library-dialog-file");
    // the logo only: not the banner, the avatar or anything of another size
    expect(await offered.count()).toBe(1);
    const violations = await checkA11y(page);
    expect(violations, `the library\n${a11yReport(violations)}`).toEqual([]);
    await offered.first().click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByTestId("setting-logo-url").inputValue()).toBe(logoUrl);
    await expect
      .poll(async () => (await editor.previewFrame()).locator('[data-block="header"] img').first().getAttribute("src"))
      .toBe(logoUrl);

    // a testimonial's avatar may be any image of the library: the logo, the banner and the avatar
    await editor.select(
      (await page.locator('[data-testid="block-item"][data-block-type="testimonials"]').first().getAttribute("data-block-id")) ?? "",
    );
    await page.getByTestId("setting-items-0-avatar-upload-library").click();
    const images = page.getByTestId("setting-items-0-avatar-upload-library-dialog-file");
    await images.first().waitFor();
    expect(await images.count()).toBe(3);
    await page.keyboard.press("Escape");
  });

  it("uploads a custom font on the theme tab, sets its prefs, and every page (and the editor's preview) writes it", async () => {
    await new PagesList(page).open(baseUrl());
    await page.getByTestId("shop-design-tab-theme").click();
    // the theme editor, loaded (the tabs' section carries the testid "theme" too)
    await page.getByTestId("theme-kind-custom").waitFor();
    await page.getByTestId("theme-kind-custom").check();
    // a PNG is no font: the edge's words at the field
    await page
      .getByTestId("theme-font-upload-input")
      .setInputFiles({ name: "brand.woff2", mimeType: "font/woff2", buffer: solidPng(8, 8) });
    await page.locator('[data-testid="theme-font-upload"][data-state="error"]').waitFor();
    expect(await page.getByTestId("theme-font-upload-error").getAttribute("data-code")).toBe("not_a_font");
    // a WOFF2 (its header) is taken, its family named after the file
    const woff2 = woff2Font();
    await page.getByTestId("theme-font-upload-input").setInputFiles({ name: "Brand Sans.woff2", mimeType: "font/woff2", buffer: woff2 });
    await page.locator('[data-testid="theme-font-upload"][data-state="done"]').waitFor();
    expect(await page.getByTestId("theme-font-upload-progress").getAttribute("aria-valuenow")).toBe("100");
    const url = (await page.getByTestId("theme-font-file").getAttribute("data-url")) ?? "";
    expect(url).toMatch(/^\/v1\/media\/\d+\/[A-Za-z0-9_-]+$/);
    expect(await page.getByTestId("theme-font-name").inputValue()).toBe("Brand Sans");
    expect(await page.getByTestId("theme-font-fallback").inputValue()).toBe("Montserrat");
    await page.getByTestId("theme-font-weight").selectOption("700");
    await page.getByTestId("theme-font-display").selectOption("fallback");
    const face = `@font-face{font-family:"Brand Sans";src:url("${url}") format("woff2");font-weight:700;font-style:normal;font-display:fallback}`;
    // the preview writes it before it is applied
    await expect.poll(() => page.getByTestId("theme-preview").evaluate((f) => (f as HTMLIFrameElement).srcdoc)).toContain(face);
    const violations = await checkA11y(page);
    expect(violations, `the theme with a custom font\n${a11yReport(violations)}`).toEqual([]);
    await page.getByTestId("theme-save").click();
    await expect.poll(async () => (await publicHtml(`/s/${username}`)).html).toContain(face);
    expect((await publicHtml(`/s/${username}`)).html).toContain(`--sw-font:"Brand Sans","Montserrat",`);
    // published with the banner and avatar of the test before, the editor's preview is the edge's page, byte for byte
    await new PagesList(page).open(baseUrl());
    await page.locator(`[data-testid^="page-link-"]`).first().click();
    await editor.waitFor();
    await editor.publish();
    const published = (await publicHtml(`/s/${username}`)).html;
    expect(published).toContain(face);
    await expect.poll(() => editor.previewHtml()).toBe(published);
  });
});
