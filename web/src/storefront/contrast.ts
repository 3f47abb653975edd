// ui: replace with web/src/ui/contrast.ts `readableOn` (the "ui" part's
// helper) once it is merged; this local copy keeps the same contract.
//
// The text colour that reads on a seller's brand colour `hex` (#rgb or
// #rrggbb): the dark text token or white, whichever has the higher WCAG
// contrast; the dark one for anything that is not a colour.
const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

/** `var(--color-text)` or `var(--color-text-inverse)` for text on `hex`. */
export function readableOn(hex: string): string {
  const l = luminance(hex);
  if (l === null) return "var(--color-text)";
  // contrast with white (1.0) against contrast with the dark text (#1c2433, luminance ~0.017)
  const withWhite = 1.05 / (l + 0.05);
  const withDark = (l + 0.05) / (0.017 + 0.05);
  return withWhite >= withDark ? "var(--color-text-inverse)" : "var(--color-text)";
}
