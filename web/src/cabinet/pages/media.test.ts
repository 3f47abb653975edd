import { describe, expect, it } from "vitest";
import { fits } from "./media";

const image = (width: number, height: number) => ({ kind: "image", width, height });
const font = { kind: "font", width: null, height: null };

describe("fits", () => {
  it("offers a logo field the 200 × 200 images, a banner field the 1920 × 1080 ones", () => {
    expect(fits("logo", image(200, 200))).toBe(true);
    expect(fits("logo", image(200, 201))).toBe(false);
    expect(fits("banner", image(1920, 1080))).toBe(true);
    expect(fits("banner", image(1080, 1920))).toBe(false);
  });

  it("offers any other image field every image, and a font field only fonts", () => {
    expect(fits("image", image(96, 96))).toBe(true);
    expect(fits("image", image(1920, 1080))).toBe(true);
    expect(fits("image", font)).toBe(false);
    expect(fits("font", font)).toBe(true);
    expect(fits("font", image(200, 200))).toBe(false);
    expect(fits("logo", font)).toBe(false);
  });
});
