// The conversion tools' island (spec section 3: countdown or counter,
// units, counting direction, progress bar, openModalAfter). The markup core
// renders is the fallback: the numbers at render time in
// `[data-unit="days|hours|…"]`, a `<progress>` or `[data-progress]`, and
// optionally a `<dialog>` to open after a while. The island keeps them
// moving:
//   {"view": "countdown", "end": "2026-12-24T18:00:00Z", "units": ["days", "hours", "minutes", "seconds"],
//    "open_modal_after": 30}
//   {"view": "counter", "value": 40, "target": 100, "step": 1, "direction": "up"}
// Decision: the end moment comes from the server (the seller's setting);
// only the ticking display reads the browser's clock.
import { props, ready, roots } from "./shared";

export type Unit = "months" | "weeks" | "days" | "hours" | "minutes" | "seconds";

const SECONDS: Record<Unit, number> = {
  months: 30 * 86400, // a month counts 30 days, as the builder's preview does
  weeks: 7 * 86400,
  days: 86400,
  hours: 3600,
  minutes: 60,
  seconds: 1,
};
const ORDER: Unit[] = ["months", "weeks", "days", "hours", "minutes", "seconds"];

interface CountdownProps {
  view: "countdown" | "counter";
  end: string;
  units: Unit[];
  value: number;
  target: number;
  step: number;
  direction: "up" | "down";
  open_modal_after: number;
}

/**
 * Splits `seconds` left over `units` (largest first; the smallest unit takes
 * the rest rounded down). A passed date is all zeros (spec section 4: the
 * countdown "returns false once the date has passed").
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

/** The counter's next value: one step in its direction, never past the target. */
export function nextCount(value: number, step: number, target: number, direction: "up" | "down"): number {
  const next = direction === "down" ? value - step : value + step;
  return direction === "down" ? Math.max(next, target) : Math.min(next, target);
}

const pad = (n: number) => String(n).padStart(2, "0");

function start(root: HTMLElement): void {
  const p = props<CountdownProps>(root);
  const show = (unit: string, text: string) => {
    root.querySelectorAll(`[data-unit="${unit}"]`).forEach((el) => (el.textContent = text));
  };
  const progress = root.querySelector<HTMLProgressElement>("progress, [data-progress]");
  let timer = 0;
  const tick = () => {
    if (p.view === "counter") {
      const target = Number(p.target ?? 0);
      const value = nextCount(Number(p.value ?? 0), Number(p.step ?? 1) || 1, target, p.direction ?? "up");
      p.value = value;
      show("value", String(value));
      if (progress && target) progress.setAttribute("value", String(Math.min(1, value / target)));
      if (value === target) clearInterval(timer);
      return;
    }
    const end = Date.parse(p.end ?? "");
    if (Number.isNaN(end)) return clearInterval(timer);
    const parts = split((end - Date.now()) / 1000, p.units ?? []);
    if (!parts) {
      root.dataset.state = "ended";
      ORDER.forEach((u) => show(u, "00"));
      return clearInterval(timer);
    }
    for (const [unit, n] of Object.entries(parts)) show(unit, pad(n));
  };
  tick();
  timer = window.setInterval(tick, 1000);
  const modal = root.querySelector("dialog");
  const after = Number(p.open_modal_after);
  if (modal && after > 0)
    window.setTimeout(() => {
      if (!modal.open) modal.showModal();
    }, after * 1000);
}

ready(() => roots("countdown").forEach(start));
