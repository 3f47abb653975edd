import { describe, expect, it } from "vitest";
import { intervalWords } from "./interval";

describe("a plan's interval in words", () => {
  it("says one unit and several in the UI language", () => {
    expect(intervalWords("1m", "en")).toBe("every month");
    expect(intervalWords("2w", "en")).toBe("every 2 weeks");
    expect(intervalWords("1y", "de")).toBe("jedes Jahr");
    expect(intervalWords("14d", "de")).toBe("alle 14 Tage");
    expect(intervalWords("3m", "de")).toBe("alle 3 Monate");
  });

  it("leaves a text that is no interval as it is", () => {
    expect(intervalWords("soon", "en")).toBe("soon");
  });
});
