// Pure helpers of the catalog screens (no core, unit-tested).
import type { Locale } from "../../app/locale";

/**
 * The index of `step=N` among `count` steps, clamped as core's `step_at`
 * does with a stale link: below 1 the first, above the last the last; a
 * value that is no number is the first.
 */
export function stepIndex(step: string | null, count: number): number {
  const n = step !== null && /^-?\d{1,9}$/.test(step.trim()) ? Number(step.trim()) : 1;
  return Math.max(0, Math.min(n - 1, count - 1));
}

/** A byte count for people, with the spec's byte base of 1024. */
export function byteSize(bytes: number, locale: Locale): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}
