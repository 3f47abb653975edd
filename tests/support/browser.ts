// Headless Chromium from Debian, driven by playwright-core: one browser per
// vitest worker process, started when a file first asks for it, and a fresh
// context (its own cookies, storage and cache) for every file or caller.
// The edge project runs with `isolate: false` (vitest.config.ts), so this
// module, and the browser with it, outlives a file and serves the next one
// of the same pool; playwright ends the browser and removes its fresh
// profile directory when the worker process exits.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
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

let shared: Promise<Browser> | undefined;

/** This worker process's Chromium, launched on the first call (a fresh temporary profile). */
function browser(): Promise<Browser> {
  if (!shared) {
    const launching = chromium.launch({ executablePath: process.env.CHROMIUM_BIN ?? "/usr/bin/chromium", headless: true, args: flags });
    shared = launching;
    // a browser that is gone (or never started) is launched again by the next caller
    const forget = () => {
      if (shared === launching) shared = undefined;
    };
    launching.then((b) => b.once("disconnected", forget), forget);
  }
  return shared;
}

/**
 * A fresh browser context in this worker's Chromium: nothing of another
 * context (cookies, storage, cache) is seen. `close` ends the context, not
 * the browser. `options` add to (or replace) the 1000 × 800 viewport.
 */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const context = await (await browser()).newContext({ viewport: { width: 1000, height: 800 }, ...options });
  return { context, close: () => context.close() };
}

/**
 * One fresh context and one page for a test file: opened before its tests,
 * closed after them. `errors` collects every uncaught error of the page.
 */
export function useBrowserPage(): { page: () => Page; errors: string[] } {
  let opened: { context: BrowserContext; close: () => Promise<void> } | undefined;
  let page: Page | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    opened = await launchBrowser();
    page = await opened.context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    page: () => {
      if (!page) throw new Error("the browser has not started");
      return page;
    },
    errors,
  };
}
