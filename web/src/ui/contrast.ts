// WCAG 2.x contrast of colours written as hex (#rgb or #rrggbb), and the text
// colour that stays readable on a seller's brand colour. Used by the pages
// that take the seller's colours (buttons, page colour) and by the token test.

/** The channels 0..255 of `#rgb` or `#rrggbb`, or null for anything else. */
export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join("") : m[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** The relative luminance of a colour (WCAG 2.x), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The dark text colour of the tokens (--color-text), for use where CSS variables cannot go. */
export const DARK_TEXT = "#1c2433";
export const WHITE_TEXT = "#ffffff";

/**
 * The text colour for a background of the seller's choosing: the app's dark
 * text or white, whichever contrasts more (the spec's page colour #2196F3
 * takes dark text). A colour that is not hex gets the dark text.
 */
export function readableOn(background: string): typeof DARK_TEXT | typeof WHITE_TEXT {
  if (!parseHex(background)) return DARK_TEXT;
  return contrast(background, DARK_TEXT) >= contrast(background, WHITE_TEXT) ? DARK_TEXT : WHITE_TEXT;
}
