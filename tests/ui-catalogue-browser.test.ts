// The shared widgets (web/src/ui/) on the development component catalogue
// (/dev/catalogue), in real headless Chromium: the modal closes on Escape,
// keeps Tab inside, locks the page's scroll and gives focus back; a disabled
// link ignores clicks and the keyboard, an external one opens a new tab; a
// success toast closes by itself after 4 s (the page's clock is moved, not
// waited for) and an error toast stays; the tooltip shows on focus 8 px
// below its anchor and hides 200 ms after blur; axe-core finds no serious or
// critical violation at 390, 768 and 1280 px. The production build has no
// catalogue (scripts/check-deploy.sh).
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./support/api";
import { launchBrowser, useBrowserPage } from "./support/browser";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

async function openCatalogue(page: Page) {
  await page.goto(`${baseUrl()}/dev/catalogue`);
  await page.getByTestId("catalogue").waitFor();
}

/** The data-testid of the focused element. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? document.activeElement?.tagName);

/** Waits until the finite animations (a dialog fading in, a toast sliding in) have ended; spinners turn forever. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );

/** The serious and critical violations axe-core finds on the page: "rule: target". */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: any[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .flatMap((v) => v.nodes.map((n: { target: string[] }) => `${v.id}: ${n.target.join(" ")}`));
  });
}

describe("the component catalogue", () => {
  const browser = useBrowserPage();

  it("opens a modal that Escape closes, keeps Tab inside, locks the page's scroll and gives focus back", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openCatalogue(page);
    await page.getByTestId("open-modal-medium").focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("catalogue-modal");
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.tagName)).toBe("DIALOG");
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await page.getByRole("dialog", { name: "A medium dialog" }).count()).toBe(1);
    expect(await dialog.evaluate((d) => d.getBoundingClientRect().width)).toBe(640);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    // focus starts in the body (the field) and Tab cycles: field, Cancel, Save, close, field
    expect(await focused(page)).toBe("modal-input");
    const seen: (string | undefined)[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      seen.push(await focused(page));
    }
    expect(seen).toEqual([
      "modal-cancel",
      "modal-save",
      "catalogue-modal-close",
      "modal-input",
      "modal-cancel",
      "modal-save",
      "catalogue-modal-close",
      "modal-input",
    ]);
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("catalogue-modal-close");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await focused(page)).toBe("open-modal-medium");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  it("gives every modal size the full width on a phone and its own width on a desktop", async () => {
    const page = browser.page();
    const widths: Record<string, [number, number]> = {};
    for (const size of ["x-small", "small", "large", "x-large"]) {
      const measured: number[] = [];
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.getByTestId(`open-modal-${size}`).click();
        measured.push(await page.getByTestId("catalogue-modal").evaluate((d) => d.getBoundingClientRect().width));
        await page.getByTestId("catalogue-modal-close").click();
        await page.getByTestId("catalogue-modal").waitFor({ state: "detached" });
      }
      widths[size] = measured as [number, number];
    }
    expect(widths).toEqual({ "x-small": [358, 320], small: [358, 480], large: [358, 800], "x-large": [358, 1100] });
  });

  it("a disabled link ignores clicks and Tab; an external one opens a new tab and says so", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openCatalogue(page);
    const disabled = page.getByTestId("link-disabled");
    expect(await disabled.getAttribute("href")).toBeNull();
    expect(await disabled.getAttribute("aria-disabled")).toBe("true");
    expect(await disabled.getAttribute("tabindex")).toBe("-1");
    const before = page.url();
    await disabled.click({ force: true });
    expect(page.url()).toBe(before);
    await page.getByTestId("link-external").focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("link-long");

    const external = page.getByTestId("link-external");
    expect(await external.getAttribute("target")).toBe("_blank");
    expect(await external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await external.textContent()).toContain("(opens in a new tab)");

    // an internal link follows without a reload
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByTestId("link-internal").click();
    expect(new URL(page.url()).hash).toBe("#links");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  for (const width of [390, 768, 1280]) {
    it(`has no serious or critical accessibility violation at ${width} px, with a modal open too`, async () => {
      const page = browser.page();
      await page.setViewportSize({ width, height: 900 });
      await openCatalogue(page);
      for (const kind of ["success", "error", "warning", "info"]) await page.getByTestId(`show-toast-${kind}`).click();
      await page.getByTestId("tooltip-anchor").focus();
      await page.getByTestId("info").click();
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId("open-modal-large").click();
      await page.getByTestId("catalogue-modal").waitFor();
      // the dialog fades in: contrast is judged once it is fully shown
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
    });
  }
});

describe("the widgets' timing, on the page's clock", () => {
  let page: Page;
  let close: () => Promise<void>;
  const start = new Date("2026-11-25T09:00:00Z");
  beforeAll(async () => {
    const opened = await launchBrowser();
    close = opened.close;
    page = await opened.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install({ time: start });
    await openCatalogue(page);
    // from here the page's timers run only when the test moves the clock
    await page.clock.pauseAt(new Date(start.getTime() + 3_600_000));
  });
  afterAll(async () => {
    await close();
  });

  it("closes a success toast after 4000 ms and keeps an error toast until it is dismissed", async () => {
    await page.getByTestId("show-toast-success").click();
    const success = page.locator('[data-testid="toast"][data-kind="success"]');
    await success.waitFor();
    expect(await success.getAttribute("role")).toBe("status");
    await page.getByTestId("show-toast-error").click();
    const error = page.locator('[data-testid="toast"][data-kind="error"]');
    await error.waitFor();
    expect(await error.getAttribute("role")).toBe("alert");

    await page.clock.runFor(3_900);
    expect(await success.count()).toBe(1);
    await page.clock.runFor(200);
    await success.waitFor({ state: "detached" });
    await page.clock.runFor(60_000);
    expect(await error.count()).toBe(1);
    await error.getByTestId("toast-close").click();
    await error.waitFor({ state: "detached" });
  });

  it("an undo toast runs its action and closes", async () => {
    await page.getByTestId("show-toast-undo").click();
    await page.locator('[data-testid="toast"][data-code="catalogue_undo"]').getByTestId("toast-action").click();
    await page.locator('[data-testid="toast"][data-code="catalogue_undo"]').waitFor({ state: "detached" });
    await page.locator('[data-testid="toast"][data-code="catalogue_undone"]').waitFor();
    await page.clock.runFor(4_100);
    await page.locator('[data-testid="toast"][data-code="catalogue_undone"]').waitFor({ state: "detached" });
  });

  it("shows the tooltip on focus, 8 px below its anchor, and hides it 200 ms after blur or at once on Escape", async () => {
    const anchor = page.getByTestId("tooltip-anchor");
    const tooltip = page.getByTestId("tooltip");
    await anchor.focus();
    await tooltip.waitFor();
    expect(await anchor.getAttribute("aria-describedby")).toBe(await tooltip.getAttribute("id"));
    expect(await tooltip.getAttribute("role")).toBe("tooltip");
    const a = await anchor.boundingBox();
    const t = await tooltip.boundingBox();
    expect(Math.round((t?.y ?? 0) - ((a?.y ?? 0) + (a?.height ?? 0)))).toBe(8);

    await page.keyboard.press("Tab");
    await page.clock.runFor(150);
    expect(await tooltip.isVisible()).toBe(true);
    await page.clock.runFor(100);
    await tooltip.waitFor({ state: "hidden" });

    await anchor.focus();
    await tooltip.waitFor();
    await page.keyboard.press("Escape");
    await tooltip.waitFor({ state: "hidden" });
  });

  it("opens the info popover with Enter and closes it with Escape, focus back on its button", async () => {
    const button = page.getByTestId("info");
    await button.focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("info-text").waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await page.getByTestId("info-text").waitFor({ state: "hidden" });
    expect(await focused(page)).toBe("info");
  });
});
