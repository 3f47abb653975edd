// The conversion tools' island (spec section 3: countdown or counter). Core
// renders the block (`render::blocks::conversion`) with its fallback, read
// without script: "Offer ends on 24 Dec 2026" (a `<time datetime>`), or the
// counter's progress bar. Its props:
//   {"view": "countdown", "ends_at": "2026-12-24T18:00:00Z", "units": ["days", "hours", "minutes", "seconds"],
//    "labels": ["Days", "Hours", "Minutes", "Seconds"], ...}
// The island adds the time left, ticking each second in the chosen units
// with core's words for them; once the moment has passed every unit reads
// 00 and the root `data-state="ended"`. A counter shows its rendered
// progress as it is.
// Decision: the end moment is the seller's setting from the server; only
// the ticking display reads the browser's clock.
import { props, ready, roots } from "./shared";

export type Unit = "months" | "weeks" | "days" | "hours" | "minutes" | "seconds";

const SECONDS: Record<Unit, number> = {
  months: 30 * 86400, // a month counts 30 days
  weeks: 7 * 86400,
  days: 86400,
  hours: 3600,
  minutes: 60,
  seconds: 1,
};
const ORDER: Unit[] = ["months", "weeks", "days", "hours", "minutes", "seconds"];

interface CountdownProps {
  view: "countdown" | "counter";
  ends_at: string | null;
  units: Unit[];
  labels: string[];
}

/**
 * Splits `seconds` left over `units` (largest first; the smallest unit takes
 * the rest rounded down); `null` once the moment has passed (spec section 4:
 * a countdown "returns false once the date has passed").
 */
export function split(seconds: number, units: readonly Unit[]): Partial<Record<Unit, number>> | null {
  const chosen = ORDER.filter((u) => units.includes(u));
  if (chosen.length === 0) chosen.push("days", "hours", "minutes", "seconds");
  if (!(seconds > 0)) return null;
  let rest = Math.floor(seconds);
  const out: Partial<Record<Unit, number>> = {};
  for (const unit of chosen) {
    out[unit] = Math.floor(rest / SECONDS[unit]);
    rest -= (out[unit] ?? 0) * SECONDS[unit];
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, "0");

function start(root: HTMLElement): void {
  const p = props<CountdownProps>(root);
  const end = Date.parse(p.ends_at ?? "");
  if (p.view === "counter" || Number.isNaN(end)) return;
  const units = ORDER.filter((u) => (p.units ?? []).includes(u));
  if (units.length === 0) units.push("days", "hours", "minutes", "seconds");
  // the time left, unit by unit: a timer (not announced each second)
  const line = document.createElement("p");
  line.setAttribute("role", "timer");
  line.className = "sw-count__left";
  line.style.cssText = "display:flex;flex-wrap:wrap;gap:16px;margin:8px 0 0;font-variant-numeric:tabular-nums";
  const numbers = units.map((unit, i) => {
    const part = document.createElement("span");
    part.style.cssText = "display:grid;justify-items:center";
    const n = document.createElement("b");
    n.dataset.unit = unit;
    n.style.fontSize = "28px";
    const label = document.createElement("small");
    label.textContent = p.labels?.[i] ?? unit;
    part.append(n, label);
    line.append(part);
    return n;
  });
  root.append(line);
  let timer = 0;
  const tick = () => {
    const parts = split((end - Date.now()) / 1000, units);
    if (!parts) {
      root.dataset.state = "ended";
      clearInterval(timer);
    }
    units.forEach((unit, i) => {
      const n = numbers[i];
      if (n) n.textContent = pad(parts?.[unit] ?? 0);
    });
  };
  tick();
  if (!root.dataset.state) timer = window.setInterval(tick, 1000);
}

ready(() => roots("countdown").forEach(start));
