// The buy island: `<a data-island="buy" href="{pay url}" data-props='{"mode":"autopay"}'>`.
// Checkout mode is the plain link (nothing to do). Autopay opens the payment
// page in a dialog over the page (`&embed=1`), so the buyer keeps the shop
// in view; a click with a modifier key, or a browser without <dialog>,
// follows the link as before.
import { language, props, ready, roots } from "./shared";

const WORDS = {
  en: { close: "Close", payment: "Payment" },
  de: { close: "Schließen", payment: "Bezahlung" },
};

interface BuyProps {
  mode: "autopay" | "checkout";
  /** The dialog's background and text colours the seller chose (core checked them: `#rgb` or `#rrggbb`). */
  background?: string;
  color?: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The dialog's colours for a link: the seller's where set and well formed, else the browser's canvas colours. */
export function dialogColours(p: Pick<BuyProps, "background" | "color">): { background: string; color: string } {
  return {
    background: p.background && HEX.test(p.background) ? p.background : "Canvas",
    color: p.color && HEX.test(p.color) ? p.color : "CanvasText",
  };
}

/** The payment page's address inside the dialog: the link's, with `embed=1`. */
export function embedUrl(href: string, base: string): string {
  const url = new URL(href, base);
  url.searchParams.set("embed", "1");
  return url.pathname + url.search + url.hash;
}

let dialog: HTMLDialogElement | null = null;

function open(link: HTMLAnchorElement): void {
  const words = WORDS[language()];
  if (!dialog) {
    const d = document.createElement("dialog");
    dialog = d;
    d.className = "sw-buy-dialog";
    d.style.cssText =
      "padding:0;border:0;width:100%;max-width:560px;height:100%;max-height:min(100dvh,860px);overflow:hidden;background:Canvas;color:CanvasText";
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = "×";
    close.setAttribute("aria-label", words.close);
    close.style.cssText =
      "min-width:44px;min-height:44px;font-size:24px;border:0;border-radius:50%;background:Canvas;color:CanvasText;cursor:pointer";
    close.addEventListener("click", () => d.close());
    // a bar above the payment page holds the close button, so it covers nothing of the page
    const bar = document.createElement("div");
    bar.style.cssText = "display:flex;justify-content:flex-end;padding:4px;border-bottom:1px solid";
    bar.append(close);
    const frame = document.createElement("iframe");
    frame.style.cssText = "border:0;width:100%;flex:1;display:block";
    const body = document.createElement("div");
    body.style.cssText = "display:flex;flex-direction:column;height:100%";
    body.append(bar, frame);
    d.append(body);
    // a click on the backdrop (the dialog itself, outside the frame) closes it
    d.addEventListener("click", (e) => {
      if (e.target === d) d.close();
    });
    d.addEventListener("close", () => {
      frame.src = "about:blank";
    });
    document.body.append(d);
  }
  // each link's own colours: one dialog serves every buy link of the page
  const colours = dialogColours(props<BuyProps>(link));
  dialog.style.background = colours.background;
  dialog.style.color = colours.color;
  const close = dialog.querySelector("button");
  if (close) {
    close.style.background = colours.background;
    close.style.color = colours.color;
  }
  const frame = dialog.querySelector("iframe");
  if (frame) {
    frame.title = `${words.payment}: ${link.textContent?.trim() ?? ""}`;
    frame.src = embedUrl(link.href, location.href);
  }
  dialog.showModal();
}

ready(() => {
  for (const link of roots<HTMLAnchorElement>("buy")) {
    if (props<BuyProps>(link).mode !== "autopay") continue;
    link.addEventListener("click", (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      if (typeof HTMLDialogElement !== "function") return;
      e.preventDefault();
      open(link);
    });
  }
});
