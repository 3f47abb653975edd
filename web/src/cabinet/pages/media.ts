// Which files of the seller's media library a field may reuse: the edge
// checked each upload for its purpose (core's `media` rules), so a logo
// field offers the images of a logo's size, a banner field those of a
// banner's, any other image field every image, a font field the fonts.
import type { MediaFile } from "../../api/cabinet";
import type { MediaPurpose } from "../../core";

/** Whether a file of the library fits a field of `purpose` (spec section 9: logo 200 × 200, banner 1920 × 1080). */
export function fits(purpose: MediaPurpose, file: Pick<MediaFile, "kind" | "width" | "height">): boolean {
  if (purpose === "font") return file.kind === "font";
  if (file.kind !== "image") return false;
  if (purpose === "logo") return file.width === 200 && file.height === 200;
  if (purpose === "banner") return file.width === 1920 && file.height === 1080;
  return true;
}
