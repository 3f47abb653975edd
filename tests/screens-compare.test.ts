// The screen tests' comparison can fail (tests/support/screens.ts): two
// PNGs made here that differ within the tolerance pass, beyond it fail with
// the share and a difference image, a size change fails, and a shot
// without a baseline fails unless UPDATE_SCREENSHOTS=1 writes it. No
// browser: the "page" is a stand-in that answers one fixed PNG.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { comparePng, compareScreenshot, DEFAULT_TOLERANCE } from "./support/screens";

/** A `width` × `height` white PNG with the black rectangles `marks` ([x, y, w, h]) and every channel lowered by `dim`. */
function png(width: number, height: number, marks: [number, number, number, number][] = [], dim = 0): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = 255 - dim;
    image.data[i + 1] = 255 - dim;
    image.data[i + 2] = 255 - dim;
  }
  for (const [mx, my, mw, mh] of marks) {
    for (let y = my; y < my + mh; y++) {
      for (let x = mx; x < mx + mw; x++) {
        const at = (y * width + x) * 4;
        image.data[at] = 0;
        image.data[at + 1] = 0;
        image.data[at + 2] = 0;
      }
    }
  }
  return PNG.sync.write(image);
}

describe("comparing two PNGs with the tolerance", () => {
  // 100 × 100 pixels: the default tolerance lets 20 of the 10,000 differ (0.2 %)
  const plain = png(100, 100);

  it("passes the same image and one that differs only below the colour threshold", () => {
    expect(comparePng(plain, plain)).toEqual({ same: true, diffPixels: 0, diffRatio: 0 });
    expect(comparePng(plain, png(100, 100, [], 3))).toMatchObject({ same: true, diffPixels: 0 });
  });

  it("passes an image with a few differing pixels, within the share", () => {
    const result = comparePng(plain, png(100, 100, [[10, 10, 4, 4]]));
    expect(result).toEqual({ same: true, diffPixels: 16, diffRatio: 0.0016 });
  });

  it("fails an image with more differing pixels than the share, with the share and a difference image", () => {
    const result = comparePng(plain, png(100, 100, [[10, 10, 6, 5]]));
    expect(result).toMatchObject({ same: false, reason: "pixels", diffPixels: 30, diffRatio: 0.003 });
    if (result.same || result.reason !== "pixels") throw new Error("expected a failure by pixels");
    const diff = PNG.sync.read(result.diff);
    expect([diff.width, diff.height]).toEqual([100, 100]);
    // a stricter or a looser tolerance moves the line
    expect(comparePng(plain, png(100, 100, [[10, 10, 6, 5]]), { ...DEFAULT_TOLERANCE, maxDiffRatio: 0.01 }).same).toBe(true);
    expect(comparePng(plain, png(100, 100, [[10, 10, 4, 4]]), { ...DEFAULT_TOLERANCE, maxDiffRatio: 0 }).same).toBe(false);
  });

  it("fails an image of another size, whatever its pixels", () => {
    expect(comparePng(plain, png(100, 101))).toEqual({
      same: false,
      reason: "size",
      expected: { width: 100, height: 100 },
      actual: { width: 100, height: 101 },
    });
  });
});

describe("comparing a shot with its baseline", () => {
  const dir = mkdtempSync(join(tmpdir(), "sellwerk-screens-"));
  const dirs = { baselines: join(dir, "baselines"), output: join(dir, "output") };
  const update = process.env.UPDATE_SCREENSHOTS;

  /** A stand-in page of 100 × 100 px whose every shot is `shot`. */
  const pageShowing = (shot: Buffer) =>
    ({
      viewportSize: () => ({ width: 100, height: 100 }),
      evaluate: () => Promise.resolve(100),
      screenshot: () => Promise.resolve(shot),
      locator: () => ({ filter: () => ({ count: () => Promise.resolve(0) }) }),
      waitForTimeout: () => Promise.resolve(),
    }) as unknown as Page;

  afterEach(() => {
    if (update === undefined) delete process.env.UPDATE_SCREENSHOTS;
    else process.env.UPDATE_SCREENSHOTS = update;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fails without a baseline, writes it when updating, then passes and fails as the pixels say", async () => {
    delete process.env.UPDATE_SCREENSHOTS;
    const plain = png(100, 100);
    expect(await compareScreenshot(pageShowing(plain), "blank", { dirs })).toMatch(
      /^no baseline .*blank\.png: run with UPDATE_SCREENSHOTS=1/,
    );

    process.env.UPDATE_SCREENSHOTS = "1";
    expect(await compareScreenshot(pageShowing(plain), "blank", { dirs })).toBeUndefined();
    expect(PNG.sync.read(readFileSync(join(dirs.baselines, "blank.png"))).width).toBe(100);

    delete process.env.UPDATE_SCREENSHOTS;
    expect(await compareScreenshot(pageShowing(png(100, 100, [[0, 0, 4, 4]])), "blank", { dirs })).toBeUndefined();
    const failure = await compareScreenshot(pageShowing(png(100, 100, [[0, 0, 10, 10]])), "blank", { dirs });
    expect(failure).toMatch(/^blank: 1\.000 % of the pixels differ \(100\), at most 0\.200 % may/);
    expect(existsSync(join(dirs.output, "blank.actual.png"))).toBe(true);
    expect(existsSync(join(dirs.output, "blank.diff.png"))).toBe(true);
  });
});
