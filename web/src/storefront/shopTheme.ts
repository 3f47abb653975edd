// The shop's theme on the app's pages of a shop (the payment, thank-you and
// order pages), as the storefront the edge renders shows it (issue 30): the
// seller's button colour becomes the accent of buttons, their accent the
// links, and their page, surface, text colours and font replace the app's
// tokens inside the page. Only a theme the seller chose: the default theme
// keeps the app's look. A text colour a seller chose that is hard to read
// on their button colour is replaced by the readable one (WCAG AA).
import { useEffect, useState, type CSSProperties } from "react";
import { shopApi, type PublicShop } from "../api/shop";
import { contrast, parseHex, readableOn } from "../ui/contrast";

type ShopTheme = NonNullable<PublicShop["theme"]>;

/** The font stacks of core's theme fonts (core/src/render/style.rs `theme_vars`). */
const FONTS: Record<string, string> = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: '"Iowan Old Style", "Palatino Linotype", Georgia, serif',
  rounded: 'ui-rounded, "SF Pro Rounded", system-ui, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
};

const hex = (value: string | undefined) => (value && parseHex(value) ? value : undefined);

/** The text on `background`: the seller's when it is readable there, else the readable one. */
function textOn(background: string, chosen: string | undefined): string {
  return chosen && parseHex(chosen) && contrast(background, chosen) >= 4.5 ? chosen : readableOn(background);
}

/** The app's tokens a theme sets, as a style for the page's root element. */
export function themeStyle(theme: ShopTheme | undefined | null): CSSProperties | undefined {
  if (!theme) return undefined;
  const style: Record<string, string> = {};
  const button = hex(theme.button);
  if (button) {
    style["--color-accent"] = button;
    style["--color-accent-hover"] = `color-mix(in srgb, ${button} 82%, black)`;
    style["--color-on-accent"] = textOn(button, theme.buttonText);
  }
  const surface = hex(theme.surface) ?? "#ffffff";
  const accent = hex(theme.accent);
  // links keep to the seller's accent where it reads on their surface
  if (accent && contrast(accent, surface) >= 4.5) style["--color-accent-text"] = accent;
  const background = hex(theme.background);
  if (background) style["--color-page"] = background;
  if (hex(theme.surface)) style["--color-surface"] = surface;
  const text = hex(theme.text);
  if (text && contrast(text, surface) >= 4.5) style["--color-text"] = text;
  const muted = hex(theme.muted);
  if (muted && contrast(muted, surface) >= 4.5) style["--color-text-muted"] = muted;
  const font = FONTS[theme.font ?? "sans"];
  if (font) {
    style["--font-sans"] = font;
    style.fontFamily = font;
  }
  return style;
}

/**
 * The style of the shop `username`'s theme, once loaded (none meanwhile,
 * for the default theme, or when the shop cannot be read: the page keeps
 * the app's look). Light on purpose: the payment page's own bundle carries it.
 */
export function useShopTheme(username: string): CSSProperties | undefined {
  const [theme, setTheme] = useState<{ username: string; style: CSSProperties | undefined } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    shopApi.shop(username, controller.signal).then(
      (shop) => setTheme({ username, style: themeStyle(shop.theme) }),
      () => undefined,
    );
    return () => controller.abort();
  }, [username]);
  return theme?.username === username ? theme.style : undefined;
}
