import { describe, expect, it } from "vitest";
import { contrast, DARK_TEXT, parseHex, readableOn, WHITE_TEXT } from "./contrast";

describe("contrast", () => {
  it("reads #rgb and #rrggbb and refuses the rest", () => {
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(parseHex("#2196F3")).toEqual([33, 150, 243]);
    expect(parseHex("red")).toBeNull();
    expect(parseHex("#12345")).toBeNull();
  });

  it("computes WCAG ratios", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
  });

  it("picks dark text on the spec's page colour and on yellow, white on dark colours", () => {
    expect(readableOn("#2196F3")).toBe(DARK_TEXT);
    expect(contrast("#2196F3", DARK_TEXT)).toBeGreaterThanOrEqual(4.5);
    expect(readableOn("#ffc107")).toBe(DARK_TEXT);
    expect(readableOn("#1c2433")).toBe(WHITE_TEXT);
    expect(readableOn("#3b4fd8")).toBe(WHITE_TEXT);
    expect(readableOn("not a colour")).toBe(DARK_TEXT);
  });
});
