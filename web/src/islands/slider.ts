// The slider island: `.sw-slider[data-island="slider"]` holds a scroll-snap
// `.sw-slider__track` that works by swiping or scrolling without script;
// the island adds previous and next buttons, each turned off at its end.
import { language, ready, roots } from "./shared";

const WORDS = {
  en: { previous: "Previous", next: "Next" },
  de: { previous: "Zurück", next: "Weiter" },
};

/** How far one press moves: the track's visible width (at least one slide). */
export function stepOf(trackWidth: number, slideWidth: number): number {
  return Math.max(trackWidth, slideWidth, 1);
}

function start(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>(".sw-slider__track");
  if (!track || root.querySelector(".sw-slider__nav")) return;
  const words = WORDS[language()];
  const nav = document.createElement("div");
  nav.className = "sw-slider__nav";
  nav.style.cssText = "display:flex;justify-content:flex-end;gap:8px;margin-top:8px";
  const button = (label: string, glyph: string, direction: number) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = direction < 0 ? "sw-slider__prev" : "sw-slider__next";
    b.setAttribute("aria-label", label);
    b.textContent = glyph;
    b.style.cssText =
      "min-width:44px;min-height:44px;font-size:20px;border:1px solid currentColor;border-radius:50%;background:transparent;color:inherit;cursor:pointer";
    b.addEventListener("click", () => {
      const first = track.firstElementChild as HTMLElement | null;
      track.scrollBy({ left: direction * stepOf(track.clientWidth, first?.offsetWidth ?? 0), behavior: "smooth" });
    });
    return b;
  };
  const prev = button(words.previous, "‹", -1);
  const next = button(words.next, "›", 1);
  nav.append(prev, next);
  track.after(nav);
  const update = () => {
    prev.disabled = track.scrollLeft <= 1;
    next.disabled = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    for (const b of [prev, next]) b.style.opacity = b.disabled ? "0.4" : "";
    // nothing to move: no buttons
    nav.style.display = prev.disabled && next.disabled ? "none" : "flex";
  };
  track.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update, { passive: true });
  update();
}

ready(() => roots("slider").forEach(start));
