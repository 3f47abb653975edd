// Whether the payment page's buy button stays readable on the seller's
// colour: the page writes the button's text in the app's dark text or
// white, whichever contrasts more with the colour (`readableOn`), so a
// colour of middle lightness (a bright red, a mid grey) leaves even the
// better of the two below WCAG AA for normal text (4.5:1). The checkout
// settings warn the seller then; saving stays allowed.
import { contrast, parseHex, readableOn } from "../../ui/contrast";

/** WCAG 2.x AA for normal-size text (the buy button's label). */
export const AA_TEXT = 4.5;

export interface ButtonContrast {
  /** The text colour the payment page draws on `colour`. */
  text: string;
  /** Their contrast ratio, 1 to 21. */
  ratio: number;
  /** Whether the ratio meets AA for normal text. */
  readable: boolean;
}

/** The buy button's text contrast on `colour` (#rgb or #rrggbb); null for a colour that is not hex (its own problem is shown). */
export function buyButtonContrast(colour: string): ButtonContrast | null {
  if (!parseHex(colour)) return null;
  const text = readableOn(colour);
  const ratio = contrast(colour, text);
  return { text, ratio, readable: ratio >= AA_TEXT };
}

/** A ratio as the warning writes it: rounded down to one decimal, so 4.46 never reads as 4.5. */
export function ratioText(ratio: number, locale: "en" | "de"): string {
  const shown = (Math.floor(ratio * 10) / 10).toFixed(1);
  return locale === "de" ? shown.replace(".", ",") : shown;
}
