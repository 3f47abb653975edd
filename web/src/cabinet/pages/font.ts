// The theme's custom font in the browser (core's `render::font` holds its rules).

/** A family name core accepts, from an uploaded file's name (`Brand-Bold.woff2` → `Brand-Bold`). */
export function familyFromFile(name: string): string {
  const family = name
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} _-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 64)
    .trim();
  return family === "" ? "Custom" : family;
}
