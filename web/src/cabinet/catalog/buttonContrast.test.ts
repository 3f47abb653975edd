import { describe, expect, it } from "vitest";
import { contrast, DARK_TEXT, WHITE_TEXT } from "../../ui/contrast";
import { AA_TEXT, buyButtonContrast, ratioText } from "./buttonContrast";

describe("the buy button's text contrast", () => {
  it("finds spec section 9's default buy colour and dark or light brand colours readable", () => {
    for (const colour of ["#ffc107", "#2196F3", "#6b46c1", "#000", "#ffffff", "#1c2433", "#ff5722"]) {
      const found = buyButtonContrast(colour)!;
      expect(found.readable, colour).toBe(true);
      expect(found.ratio).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it("warns on colours of middle lightness, where neither dark nor white text reaches 4.5:1", () => {
    for (const colour of ["#e53935", "#777777", "#808080", "#0a84ff", "#f44336"]) {
      const found = buyButtonContrast(colour)!;
      expect(found.readable, colour).toBe(false);
      // the better of the two text colours is taken, and even that one fails
      expect(found.ratio).toBe(Math.max(contrast(colour, DARK_TEXT), contrast(colour, WHITE_TEXT)));
      expect(found.ratio).toBeLessThan(AA_TEXT);
    }
  });

  it("names the text colour the payment page draws", () => {
    expect(buyButtonContrast("#ffc107")!.text).toBe(DARK_TEXT);
    expect(buyButtonContrast("#6b46c1")!.text).toBe(WHITE_TEXT);
  });

  it("has nothing to say about a colour that is not hex (the field shows its own problem)", () => {
    expect(buyButtonContrast("yellow")).toBeNull();
    expect(buyButtonContrast("")).toBeNull();
    expect(buyButtonContrast("#12345")).toBeNull();
  });

  it("writes the ratio rounded down, with the locale's decimal mark", () => {
    expect(ratioText(4.46, "en")).toBe("4.4");
    expect(ratioText(3.82, "de")).toBe("3,8");
    expect(ratioText(21, "en")).toBe("21.0");
  });
});
