// What every island shares (bundled into each, so each stays one file):
// its roots, its props and the page's language.
//
// Decision (words): the few words an island adds to the page (a close
// button, the slider's arrows, the consent banner, "Sent") live in a tiny
// per-language table in the island itself, picked by the page's `<html
// lang>`. The page is cached per language and core renders it without
// knowing which islands will add which words; the SPA's catalogues
// (`web/src/i18n`) would pull React-side code into a 3 KB script.

/** The page's language: German unless the page says English. */
export function language(): "en" | "de" {
  return document.documentElement.lang.toLowerCase().startsWith("en") ? "en" : "de";
}

/** The island's roots on the page: `[data-island="{name}"]`. */
export function roots<T extends Element = HTMLElement>(name: string): T[] {
  return Array.from(document.querySelectorAll<T>(`[data-island="${name}"]`));
}

/** An island root's props (`data-props`, JSON); `{}` when absent or broken. */
export function props<T extends object>(root: Element): Partial<T> {
  try {
    const parsed: unknown = JSON.parse(root.getAttribute("data-props") ?? "{}");
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

/** Runs `start` once the document is parsed (module scripts run after parsing, but an island may be loaded late). */
export function ready(start: () => void): void {
  if (typeof document === "undefined") return; // imported by a unit test
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}
