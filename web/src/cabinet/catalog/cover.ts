// Covers (core/src/image.rs): the browser makes the square variants itself,
// since the worker decodes no images. The original is cut to its centred
// square and drawn onto a canvas of the variant's side:
// - `s100` (100 × 100, PNG): the cabinet's preview, the payment page's thumbnail;
// - `s400` (400 × 400, WebP, JPEG where the canvas cannot encode WebP): what
//   the public pages show in cards and on the product page, so a phone on a
//   slow line fetches a few tens of KB per card instead of the original.
import { constants } from "../../core";

const limits = constants().cover;
/** The side of the `s100` variant in pixels (core's `image::S100_SIDE`). */
export const S100_SIDE = limits.s100_side;
/** The side of the `s400` variant in pixels (core's `image::S400_SIDE`). */
export const S400_SIDE = limits.s400_side;
/** The types the `s400` variant may have, the preferred first (core's `S400_FORMATS`). */
export const S400_TYPES = limits.s400_types;
/** Largest original in bytes, core's `COVER_MAX_BYTES` (5 MiB): larger ones are not sent at all. */
export const COVER_MAX_BYTES = limits.max_bytes;
/** The image types core reads (`ImageFormat::ALL`). */
export const COVER_TYPES = limits.content_types.join(",");
/**
 * The lossy quality of the `s400` variant. Decision: 0.7, a little under
 * the common 0.75 default of WebP encoders; measured in Chromium on the
 * storefront bench's noisy covers at 400 px: 0.6 gives 15 to 26 KB, 0.7 17
 * to 29 KB, 0.75 19 to 30 KB, 0.8 about a quarter more (see core's
 * `image` module for the byte budget a cover has on a slow phone line).
 */
export const S400_QUALITY = 0.7;

/** The centred square of a width × height image: its top-left corner and side. */
export function centerSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/** A `side` × `side` canvas holding the centred square of `image` (scaled down, or up for a small original). */
function squareCanvas(image: ImageBitmap, side: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  const square = centerSquare(image.width, image.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, square.x, square.y, square.side, square.side, 0, 0, side, side);
  return canvas;
}

function encode(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The `s100` variant of a decoded image, as PNG. */
export async function squareVariant(image: ImageBitmap): Promise<Blob> {
  const blob = await encode(squareCanvas(image, S100_SIDE), "image/png");
  if (!blob) throw new Error("no PNG");
  return blob;
}

/**
 * The `s400` variant of a decoded image: WebP, or JPEG where the browser's
 * canvas cannot encode WebP (it then answers PNG, which core refuses for
 * this variant).
 */
export async function pageVariant(image: ImageBitmap): Promise<Blob> {
  const canvas = squareCanvas(image, S400_SIDE);
  for (const type of S400_TYPES) {
    const blob = await encode(canvas, type, S400_QUALITY);
    if (blob?.type === type) return blob;
  }
  throw new Error("no WebP or JPEG");
}
