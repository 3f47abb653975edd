// Uploading images from the page editor (issue 19), in headless Chromium
// against the real edge and its local R2. A seller uploads a 200 × 200 logo
// into the shop page's header: the bar follows the upload to its end, the
// field gets the file's address, the preview shows the image, and once the
// page is published a buyer's browser shows it too. A logo of the wrong
// size is refused by the edge with core's words, shown at the field.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { PageEditor, PagesList } from "./pages/PageEditorPages";
import { apiAs, baseUrl, confirmedAccount, core, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { a11yReport, checkA11y } from "./support/screens";
import { solidPng } from "./support/png";

const run = `mb${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const username = run.slice(0, 30);
const email = `${run}-seller@example.org`;
const password = "media browser password";
const anyone = apiAs(() => "");

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
});
