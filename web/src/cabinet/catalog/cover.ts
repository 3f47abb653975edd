// Covers (core/src/image.rs): the browser makes the square `s100` variant
// itself, since the worker decodes no images. The original is cut to its
// centred square and drawn onto a 100 × 100 canvas, exported as PNG.
import { constants } from "../../core";

const limits = constants().cover;
/** The side of the `s100` variant in pixels (core's `image::S100_SIDE`). */
export const S100_SIDE = limits.s100_side;
/** Largest original in bytes, core's `COVER_MAX_BYTES` (5 MiB): larger ones are not sent at all. */
export const COVER_MAX_BYTES = limits.max_bytes;
/** The image types core reads (`ImageFormat::ALL`). */
export const COVER_TYPES = limits.content_types.join(",");

/** The centred square of a width × height image: its top-left corner and side. */
export function centerSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/** The `s100` variant of a decoded image, as PNG. */
export async function squareVariant(image: ImageBitmap): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = S100_SIDE;
  canvas.height = S100_SIDE;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  const { x, y, side } = centerSquare(image.width, image.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, x, y, side, side, 0, 0, S100_SIDE, S100_SIDE);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"));
}
