import { describe, expect, it } from "vitest";
import { contrast, readableOn } from "./contrast";

describe("text on a seller's colour", () => {
  it("is dark on the spec's yellow buy colour and white on dark colours, always at AA contrast there", () => {
    expect(readableOn("#ffc107")).toBe("#1c2433");
    expect(readableOn("#2196F3")).toBe("#1c2433");
    expect(readableOn("#6b46c1")).toBe("#ffffff");
    expect(readableOn("#000")).toBe("#ffffff");
    for (const colour of ["#ffc107", "#6b46c1", "#000000", "#ffffff", "#ff5722"]) {
      expect(contrast(colour, readableOn(colour))).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableOn("not a colour")).toBe("#1c2433");
  });
});
