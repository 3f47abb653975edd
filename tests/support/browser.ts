// Headless Chromium from Debian, driven by playwright-core, with a fresh profile.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

const flags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "sellwerk-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_BIN ?? "/usr/bin/chromium",
    headless: true,
    args: flags,
    viewport: { width: 1000, height: 800 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One browser and one page for a test file: started before its tests, closed
 * after them. `errors` collects every uncaught error of the page.
 */
export function useBrowserPage(): { page: () => Page; errors: string[] } {
  let browser: { context: BrowserContext; close: () => Promise<void> } | undefined;
  let page: Page | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    page: () => {
      if (!page) throw new Error("the browser has not started");
      return page;
    },
    errors,
  };
}
