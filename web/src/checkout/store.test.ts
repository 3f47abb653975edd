import { describe, expect, it } from "vitest";
import { likelyCountry } from "./store";

describe("the buyer's likely country", () => {
  it("is the browser language's region, else the spec's default country", () => {
    expect(likelyCountry("de-AT")).toBe("AT");
    expect(likelyCountry("en-US")).toBe("US");
    expect(likelyCountry("de_ch")).toBe("CH");
    expect(likelyCountry("de")).toBe("DE");
    expect(likelyCountry(undefined)).toBe("DE");
  });
});
