// The text colour that stays readable on a seller's colour (the buy button,
// the page colour): dark or white, whichever has the higher WCAG contrast.
// ui: the "ui" part writes web/src/ui/contrast.ts `readableOn(hex)`; this
// local one gives way to it when both are merged.

const DARK = "#1c2433"; // tokens.css --color-text
const LIGHT = "#ffffff"; // tokens.css --color-text-inverse

function channels(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join("") : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a `#rgb`/`#rrggbb` colour. */
export function luminance(hex: string): number | null {
  const c = channels(hex);
  if (!c) return null;
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Dark text or white, whichever reads better on `hex` (dark for anything unreadable as a colour). */
export function readableOn(hex: string): string {
  const dark = contrast(hex, DARK);
  const light = contrast(hex, LIGHT);
  if (dark === null || light === null) return DARK;
  return light > dark ? LIGHT : DARK;
}
