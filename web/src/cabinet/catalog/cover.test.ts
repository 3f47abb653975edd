import { describe, expect, it } from "vitest";
import { centerSquare, COVER_MAX_BYTES, COVER_TYPES, S100_SIDE, S400_SIDE, S400_TYPES } from "./cover";

describe("the s100 cover's square", () => {
  it("is the centred square of a landscape, portrait or square image", () => {
    expect(centerSquare(400, 200)).toEqual({ x: 100, y: 0, side: 200 });
    expect(centerSquare(120, 300)).toEqual({ x: 0, y: 90, side: 120 });
    expect(centerSquare(100, 100)).toEqual({ x: 0, y: 0, side: 100 });
  });

  it("rounds an odd margin down", () => {
    expect(centerSquare(101, 100)).toEqual({ x: 0, y: 0, side: 100 });
    expect(centerSquare(103, 100)).toEqual({ x: 1, y: 0, side: 100 });
  });
});

describe("the cover's limits", () => {
  it("are core's: 5 MiB, a 100-pixel s100 square, a 400-pixel WebP or JPEG s400 square, the four formats core reads", () => {
    expect(COVER_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(S100_SIDE).toBe(100);
    expect(S400_SIDE).toBe(400);
    expect(S400_TYPES).toEqual(["image/webp", "image/jpeg"]);
    expect(COVER_TYPES).toBe("image/png,image/jpeg,image/gif,image/webp");
  });
});
