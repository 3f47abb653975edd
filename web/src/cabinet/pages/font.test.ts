import { describe, expect, it } from "vitest";
import { familyFromFile } from "./font";

describe("familyFromFile", () => {
  it("names a font after its file, in the characters core accepts", () => {
    expect(familyFromFile("Brand Sans.woff2")).toBe("Brand Sans");
    expect(familyFromFile("Brand-Bold_v2.otf")).toBe("Brand-Bold_v2");
    expect(familyFromFile('odd"name;(1).ttf')).toBe("odd name 1");
    expect(familyFromFile("Grotesk Ünï.woff")).toBe("Grotesk Ünï");
    expect(familyFromFile(".woff2")).toBe("Custom");
    expect(familyFromFile("x".repeat(80) + ".woff2")).toHaveLength(64);
  });
});
