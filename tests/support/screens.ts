// The screen tests' tools (issue 16, "Proof"): an accessibility check with
// axe-core that reports the serious and critical violations of a page, and
// a screenshot comparison with the committed baselines in tests/screens/
// with a tolerance, so a layout change is seen and taken on purpose
// (`UPDATE_SCREENSHOTS=1` writes the baselines anew). `showScreen` runs both
// at the three widths that matter (390, 768 and 1280 px) in one page load.
import { mkdirSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import pixelmatch from "pixelmatch";
import type { Locator, Page } from "playwright-core";
import { PNG } from "pngjs";
import { expect } from "vitest";
import { baseUrl } from "./api";
import { launchBrowser } from "./browser";

const root = join(import.meta.dirname, "..", "..");
/** The committed baselines, one PNG per screen and width. */
export const baselineDir = join(root, "tests", "screens");
/** Where a mismatch leaves the actual shot and the difference (gitignored). */
export const outputDir = join(root, "test-output", "screens");
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** The widths every screen is shown at: a phone, a tablet, a desktop. */
export const WIDTHS = [390, 768, 1280] as const;
export type Width = (typeof WIDTHS)[number];
/** The viewport's height at each width (a common phone, a tablet upright, a laptop). */
const HEIGHTS: Record<Width, number> = { 390: 844, 768: 1024, 1280: 800 };

/** True when the run should (re)write the baselines instead of comparing with them. */
export const updating = () => ["1", "true", "yes"].includes((process.env.UPDATE_SCREENSHOTS ?? "").toLowerCase());

// ---------------------------------------------------------------------------
// Accessibility

/** One serious or critical axe-core violation, as the failure message shows it. */
export type A11yViolation = { id: string; impact: string; help: string; helpUrl: string; targets: string[] };

type AxeResults = {
  violations: { id: string; impact?: string | null; help: string; helpUrl: string; nodes: { target: unknown[] }[] }[];
};

/**
 * Runs axe-core (node_modules/axe-core, injected into the page when it is
 * not there yet) on the whole document and answers the violations of impact
 * serious or critical, each with its rule, help text and the selectors of
 * the elements at fault.
 */
export async function checkA11y(page: Page): Promise<A11yViolation[]> {
  // a dialog still fading in is judged by its colours half way: wait for the finite animations to end
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }).axe;
    // a run left behind by a test that timed out on this page is waited for, not reported
    for (let attempt = 0; ; attempt++) {
      try {
        return await axe.run(document, { resultTypes: ["violations"] });
      } catch (e) {
        if (attempt >= 50 || !String(e).includes("already running")) throw e;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  });
  return (results as AxeResults).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((n) => n.target.map(String).join(" ")),
    }));
}

/** The violations as readable lines: `rule (impact): help` and the first few elements at fault. */
export function a11yReport(violations: A11yViolation[]): string {
  return violations
    .map((v) => {
      const shown = v.targets.slice(0, 5).join(", ");
      const more = v.targets.length > 5 ? ` and ${v.targets.length - 5} more` : "";
      return `${v.id} (${v.impact}): ${v.help} [${shown}${more}]`;
    })
    .join("\n");
}

// ---------------------------------------------------------------------------
// Screenshot comparison

/** How two shots are compared. */
export type Tolerance = {
  /**
   * pixelmatch's per-pixel colour threshold (0 to 1, in its YIQ colour
   * distance): a pixel that differs by less counts as equal. Anti-aliased
   * pixels are never counted.
   */
  threshold: number;
  /** The largest share of differing pixels (0 to 1) that still passes. */
  maxDiffRatio: number;
};

/**
 * The default tolerance: a pixel must differ clearly (0.1, pixelmatch's own
 * default) and at most 0.2 % of the pixels may; text rendering on the same
 * machine is repeatable, so this only absorbs stray anti-aliasing, while a
 * moved block, a changed colour or a new line of text differs in far more.
 */
export const DEFAULT_TOLERANCE: Tolerance = { threshold: 0.1, maxDiffRatio: 0.002 };

/** What comparing two PNGs found. */
export type Comparison =
  | { same: true; diffPixels: number; diffRatio: number }
  | { same: false; reason: "size"; expected: { width: number; height: number }; actual: { width: number; height: number } }
  | { same: false; reason: "pixels"; diffPixels: number; diffRatio: number; diff: Buffer };

/**
 * Compares `actual` with `expected` (both PNG files): a different size
 * fails; otherwise the pixels beyond `threshold` are counted and their share
 * passes up to `maxDiffRatio`. A failure by pixels carries the difference
 * as a PNG (differing pixels red over a faded copy of the expected image).
 */
export function comparePng(expected: Buffer, actual: Buffer, tolerance: Tolerance = DEFAULT_TOLERANCE): Comparison {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return { same: false, reason: "size", expected: { width: a.width, height: a.height }, actual: { width: b.width, height: b.height } };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: tolerance.threshold,
    includeAA: false,
  });
  const diffRatio = diffPixels / (a.width * a.height);
  if (diffRatio <= tolerance.maxDiffRatio) return { same: true, diffPixels, diffRatio };
  return { same: false, reason: "pixels", diffPixels, diffRatio, diff: PNG.sync.write(diff) };
}

/** A PNG written again with the strongest compression, so the committed baselines stay small. */
function compact(png: Buffer): Buffer {
  // the screens are opaque: RGB without the alpha channel is a tenth smaller
  return PNG.sync.write(PNG.sync.read(png), { colorType: 2, inputHasAlpha: true, deflateLevel: 9, filterType: -1 });
}

/** Options of one shot. */
export type ShotOptions = {
  /** Elements whose content cannot be fixed (order numbers, server dates, tokens): painted over in one colour. */
  mask?: Locator[];
  /** The page is shot from its top down to at most this height (px), so baselines stay small. */
  maxHeight?: number;
  tolerance?: Partial<Tolerance>;
  /** Other folders for the baselines and the mismatches (the comparison's own test). */
  dirs?: { baselines: string; output: string };
  /** What marks the screen as still loading, when not [`LOADING`] ([`settle`]). */
  loading?: string;
};

const DEFAULT_MAX_HEIGHT = 2000;
/** The colour masked elements are painted in (any fixed colour would do; this one is not in the palette). */
const MASK_COLOUR = "#ff00ff";

async function shoot(page: Page, opts: ShotOptions): Promise<Buffer> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const full = await page.evaluate(() => Math.ceil(Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0)));
  const height = Math.min(Math.max(full, viewport.height), opts.maxHeight ?? DEFAULT_MAX_HEIGHT);
  return page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width: viewport.width, height },
    animations: "disabled",
    caret: "hide",
    scale: "css",
    mask: opts.mask ?? [],
    maskColor: MASK_COLOUR,
  });
}

/**
 * Shoots the page (full page, cut at `maxHeight`) and compares it with the
 * baseline `tests/screens/<name>.png`. A mismatch writes
 * `test-output/screens/<name>.actual.png` (and `.diff.png` when the sizes
 * agree) and answers the reason; a missing baseline is a failure, unless
 * `UPDATE_SCREENSHOTS=1`, which (re)writes the baseline instead. Answers
 * undefined when the shot matches (or was written).
 */
export async function compareScreenshot(page: Page, name: string, opts: ShotOptions = {}): Promise<string | undefined> {
  const tolerance = { ...DEFAULT_TOLERANCE, ...opts.tolerance };
  const { baselines, output } = opts.dirs ?? { baselines: baselineDir, output: outputDir };
  const baseline = join(baselines, `${name}.png`);
  let actual = await shoot(page, opts);
  if (updating()) {
    mkdirSync(baselines, { recursive: true });
    const previous = existsSync(baseline) ? readFileSync(baseline) : undefined;
    // an unchanged screen keeps its file, so an update touches only what changed
    if (!previous || !comparePng(previous, actual, { threshold: 0, maxDiffRatio: 0 }).same) writeFileSync(baseline, compact(actual));
    return undefined;
  }
  if (!existsSync(baseline)) {
    return `no baseline ${relative(root, baseline)}: run with UPDATE_SCREENSHOTS=1 to write it`;
  }
  const expected = readFileSync(baseline);
  let result = comparePng(expected, actual, tolerance);
  if (!result.same) {
    // a late paint (an image decoded, a font swapped) gets one more chance
    await settle(page, undefined, opts.loading);
    actual = await shoot(page, opts);
    result = comparePng(expected, actual, tolerance);
  }
  if (result.same) return undefined;
  mkdirSync(output, { recursive: true });
  writeFileSync(join(output, `${name}.actual.png`), actual);
  if (result.reason === "size") {
    const e = result.expected;
    const a = result.actual;
    return `${name}: the shot is ${a.width}×${a.height} px, the baseline ${e.width}×${e.height} px (${relative(root, join(output, name))}.actual.png)`;
  }
  writeFileSync(join(output, `${name}.diff.png`), result.diff);
  const share = (result.diffRatio * 100).toFixed(3);
  const allowed = (tolerance.maxDiffRatio * 100).toFixed(3);
  return `${name}: ${share} % of the pixels differ (${result.diffPixels}), at most ${allowed} % may (${relative(root, join(output, name))}.diff.png)`;
}

// ---------------------------------------------------------------------------
// A quiet page

/**
 * Counts the page's requests in flight, so a screen is shot only when
 * everything it asked for has answered. Call once per page, before it loads.
 */
export function trackRequests(page: Page): () => number {
  const open = new Set<unknown>();
  page.on("request", (r) => open.add(r));
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
  page.on("framenavigated", (f) => {
    if (f === page.mainFrame()) open.clear();
  });
  return () => open.size;
}

const inFlight = new WeakMap<Page, () => number>();

/** Starts counting the page's requests (see [`trackRequests`]); [`settle`] then waits for none. */
export function watchRequests(page: Page) {
  if (!inFlight.has(page)) inFlight.set(page, trackRequests(page));
}

/** What marks a page as still loading: skeletons, busy regions, loading states. */
export const LOADING = '[aria-busy="true"], .skeleton, [data-skeleton], [data-state="loading"]';

/**
 * Waits until the page is still: no request in flight for 150 ms (when the
 * page is watched), nothing that `loading` selects visible (skeletons and
 * loading states: [`LOADING`]), the fonts loaded, the images decoded and
 * two frames painted. A page that shows a loading state on purpose (the
 * component catalogue's specimens) names what still counts, or it waits
 * the whole `timeout` before it is shot.
 */
export async function settle(page: Page, timeout = 15_000, loading = LOADING) {
  const deadline = Date.now() + timeout;
  const open = inFlight.get(page);
  let quietSince = 0;
  let still = true;
  while (Date.now() < deadline) {
    const busy = (open?.() ?? 0) > 0 || (await page.locator(loading).filter({ visible: true }).count()) > 0;
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) {
      still = false;
      break;
    }
    await page.waitForTimeout(50);
  }
  // the shot is taken all the same (it fails if the page is not as it
  // should be), but the time is lost: say so, so that it is found
  if (still) console.warn(`settle: ${page.url()} was still loading after ${timeout} ms (requests in flight or ${loading} visible)`);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images)
      .filter((i) => !i.complete)
      .map(
        (i) =>
          new Promise((r) => {
            i.addEventListener("load", r, { once: true });
            i.addEventListener("error", r, { once: true });
          }),
      );
    // a lazy image below the fold never loads: it is not waited for long
    await Promise.race([Promise.all(images), new Promise((r) => setTimeout(r, 3000))]);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

// ---------------------------------------------------------------------------
// One screen at every width

/** A screen as the screen tests show it. */
export type ScreenOptions = ShotOptions & {
  /** What must be visible before the screen counts as loaded (its data shown). */
  ready?: () => Locator;
  /** The widths to show, all three unless told. */
  widths?: readonly Width[];
  /** Called after each resize, before the checks (a modal reopened, a menu closed). */
  prepare?: (width: Width) => Promise<void>;
  /** Fixed texts for what differs from run to run ([`replaceTexts`]), written after the axe check, before the shot. */
  replace?: Replacement[];
};

/**
 * A text that differs from run to run and what the shot shows instead:
 * `pattern` (a regular expression's source, global) in every text node,
 * replaced by `by`; or the whole text of each element matching `selector`.
 * A mask alone hides such text but keeps its length, and a longer id or
 * token wraps a line and moves everything below it.
 */
export type Replacement = { pattern: string; by: string } | { selector: string; by: string };

/** Writes the replacements into the page (its text nodes; React does not notice until it renders them again). */
export async function replaceTexts(page: Page, replacements: Replacement[]) {
  if (replacements.length === 0) return;
  await page.evaluate((list) => {
    for (const r of list) {
      if ("selector" in r) {
        for (const e of Array.from(document.querySelectorAll(r.selector))) e.textContent = r.by;
      }
    }
    const patterns = list.flatMap((r) => ("pattern" in r ? [{ re: new RegExp(r.pattern, "g"), by: r.by }] : []));
    // React writes `#{id}` as two text nodes ("#", "12"): each run of
    // adjacent text nodes is read and replaced as one text
    const elements = [document.body, ...Array.from(document.body.querySelectorAll("*"))];
    for (const element of elements) {
      let run: Text[] = [];
      const flush = () => {
        if (run.length === 0) return;
        const before = run.map((t) => t.nodeValue ?? "").join("");
        let after = before;
        for (const { re, by } of patterns) after = after.replace(re, by);
        if (after !== before) run.forEach((t, i) => (t.nodeValue = i === 0 ? after : ""));
        run = [];
      };
      for (const child of Array.from(element.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) run.push(child as Text);
        else flush();
      }
      flush();
    }
  }, replacements);
}

/** Every serious or critical violation the run's screens showed, for a summary. */
export const findings: (A11yViolation & { screen: string; width: Width })[] = [];

/**
 * Writes the run's violations as lines `screen width rule (impact): help [elements]`
 * to test-output/screens/a11y-<file>.txt, for whoever fixes them.
 */
export function writeFindings(file: string) {
  mkdirSync(outputDir, { recursive: true });
  // the pool's next file starts with none (modules outlive a file: isolate is off)
  const lines = findings.splice(0).map((f) => `${f.screen} ${f.width} ${a11yReport([f])}`);
  writeFileSync(join(outputDir, `a11y-${file}.txt`), lines.length ? `${lines.join("\n")}\n` : "no serious or critical violation\n");
}

/**
 * Shows the page as it is now at each width (resizing, not reloading): the
 * axe check (no serious or critical violation) and the screenshot
 * comparison with `tests/screens/<name>-<width>.png`, as soft assertions,
 * so one run reports every width's failures.
 */
export async function showScreen(page: Page, name: string, opts: ScreenOptions = {}) {
  for (const width of opts.widths ?? WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHTS[width] });
    if (opts.ready) await opts.ready().first().waitFor({ state: "visible" });
    await opts.prepare?.(width);
    await settle(page, undefined, opts.loading);
    const violations = await checkA11y(page);
    for (const v of violations) findings.push({ screen: name, width, ...v });
    expect.soft(violations, `axe-core on ${name} at ${width} px:\n${a11yReport(violations)}`).toEqual([]);
    await replaceTexts(page, opts.replace ?? []);
    const mismatch = await compareScreenshot(page, `${name}-${width}`, opts);
    expect.soft(mismatch, `screenshot of ${name} at ${width} px`).toBeUndefined();
  }
}

// ---------------------------------------------------------------------------
// The browser the screens are shown in

/**
 * A fresh browser context for screens: German (the product's default
 * language, and its longer words), Berlin's time zone, one CSS pixel per
 * device pixel, a light scheme, reduced motion, the page's clock fixed at
 * `now`, and requests counted for [`settle`]. `errors` collects the
 * page's uncaught errors.
 */
export async function screenBrowser(now: Date, locale: "de" | "en" = "de") {
  const opened = await launchBrowser({
    viewport: { width: WIDTHS[0], height: HEIGHTS[WIDTHS[0]] },
    locale: locale === "de" ? "de-DE" : "en-US",
    timezoneId: "Europe/Berlin",
    deviceScaleFactor: 1,
    colorScheme: "light",
    reducedMotion: "reduce",
  });
  await opened.context.addInitScript((l) => window.localStorage.setItem("locale", l), locale);
  const page = await opened.context.newPage();
  await page.clock.setFixedTime(now);
  watchRequests(page);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { ...opened, page, errors };
}

/** Opens `path` of the worker's app at the first width and shows it at every width ([`showScreen`]). */
export async function visitScreen(page: Page, path: string, name: string, opts: ScreenOptions = {}) {
  const first = (opts.widths ?? WIDTHS)[0] ?? WIDTHS[0];
  await page.setViewportSize({ width: first, height: HEIGHTS[first] });
  await page.goto(`${baseUrl()}${path}`);
  await showScreen(page, name, opts);
}
