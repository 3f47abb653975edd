import { describe, expect, it } from "vitest";
import { byteSize, stepIndex } from "./format";

describe("catalog helpers", () => {
  it("clamps step=N like core's step_at", () => {
    expect(stepIndex("1", 7)).toBe(0);
    expect(stepIndex("2", 7)).toBe(1);
    expect(stepIndex("7", 7)).toBe(6);
    expect(stepIndex("99", 7)).toBe(6);
    expect(stepIndex("0", 7)).toBe(0);
    expect(stepIndex("-5", 7)).toBe(0);
    expect(stepIndex(null, 7)).toBe(0);
    expect(stepIndex("two", 7)).toBe(0);
  });

  it("writes sizes with a byte base of 1024", () => {
    expect(byteSize(512, "en")).toBe("512 B");
    expect(byteSize(300 * 1024, "en")).toBe("300.0 KB");
    expect(byteSize(1536 * 1024, "de")).toBe("1,5 MB");
  });
});
