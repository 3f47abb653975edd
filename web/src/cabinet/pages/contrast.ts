// Whether a button's text stays readable on its colour: the block's own
// colours, else the theme's (what the renderer falls back to), at WCAG AA
// for normal text. The same measure the checkout settings use (ui/contrast).
import { contrast, parseHex } from "../../ui/contrast";
import { AA_TEXT } from "../catalog/buttonContrast";
import type { Settings } from "./document";

export interface ButtonTheme {
  button: string;
  button_text: string;
}

/** The contrast of a button's text on its colour, when both are colours; `readable` at AA. */
export function buttonContrast(settings: Settings, theme: ButtonTheme): { ratio: number; readable: boolean } | null {
  const bg = typeof settings.buttonColor === "string" ? settings.buttonColor : theme.button;
  const fg = typeof settings.buttonTextColor === "string" ? settings.buttonTextColor : theme.button_text;
  if (!parseHex(bg) || !parseHex(fg)) return null;
  const ratio = contrast(bg, fg);
  return { ratio, readable: ratio >= AA_TEXT };
}
