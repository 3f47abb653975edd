// A file above 100 MiB uploaded from the cabinet in parts (issue 29), in
// headless Chromium against the real edge: the connection drops at the
// third part, the seller chooses the same file again, and the upload
// resumes with the parts the edge lacks (the first two are not sent again)
// until the file is listed whole. tests/uploads.test.ts checks the same
// routes byte for byte.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { ProductEditor, ProductList } from "./pages/CatalogPages";
import { baseUrl } from "./support/api";
import { useBrowserPage } from "./support/browser";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const SIZE = 101 * 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), "sw-parts-"));
const path = join(dir, `lesson-${run}.mp4`);

describe("an upload in parts from the cabinet", () => {
  const browser = useBrowserPage();
  let page: Page;
  /** Every part the page sent, by number, in order. */
  const sent: number[] = [];

  beforeAll(async () => {
    const bytes = Buffer.alloc(SIZE, 7);
    Buffer.from("\0\0\0\x18ftypmp42\0\0\0\0mp42isom", "latin1").copy(bytes, 0);
    writeFileSync(path, bytes);
    page = browser.page();
    page.on("request", (r) => {
      const part = /\/uploads\/[^/]+\/parts\/(\d+)$/.exec(new URL(r.url()).pathname);
      if (part && r.method() === "PUT") sent.push(Number(part[1]));
    });
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signIn.signIn("demo@sellwerk.test", "demo-password");
    await new Cabinet(page).waitFor();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("resumes after the connection drops, without sending a stored part again", async () => {
    await page.getByTestId("nav-products").click();
    const list = new ProductList(page);
    await list.loaded();
    await list.create("download", `Big lesson ${run}`);
    const editor = new ProductEditor(page);
    await editor.goStep("file_upload");
    const row = page.locator(`[data-testid="upload"][data-name="lesson-${run}.mp4"]`);

    // the third part never arrives: the upload stops with an error
    await page.route("**/parts/3", (route) => route.abort("connectionreset"));
    await page.getByTestId("file-input").setInputFiles(path);
    await page.locator(`[data-testid="upload"][data-name="lesson-${run}.mp4"][data-state="error"]`).waitFor({ timeout: 60_000 });
    expect(Number(await row.getAttribute("data-percent"))).toBeGreaterThan(0);
    expect(await editor.files()).toEqual([]);
    await page.unroute("**/parts/3");
    expect(sent).toEqual([1, 2, 3]);

    // the same file chosen again: the parts the edge has are skipped
    sent.length = 0;
    await page.getByTestId("file-input").setInputFiles(path);
    await page.locator(`[data-testid="upload"][data-name="lesson-${run}.mp4"][data-state="done"]`).waitFor({ timeout: 60_000 });
    expect(sent).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    await page.locator(`[data-testid="file-row"][data-name="lesson-${run}.mp4"]`).waitFor();
    expect(await editor.files()).toEqual([{ name: `lesson-${run}.mp4`, size: SIZE }]);
    // the upload's token is forgotten once complete
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("sw_upload:")))).toEqual([]);
  }, 120_000);
});
