// Dates on the buyer's pages (through app/format.ts). Money is never formatted here: amounts go
// through core's formatMoney (app/Money.tsx).
import { formatDate } from "../app/format";
import type { Locale } from "../app/locale";

// Days are written by the app's one formatter (app/format.ts).
export { formatDate };

/** A moment in a time zone (an event's start), with the zone's name. */
export function formatMoment(moment: string, timeZone: string, locale: Locale): string {
  // Ticket times come as local wall time (`2030-05-01T10:00`) in `timeZone`.
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(moment);
  if (!m) return moment;
  return `${formatDate(m[1] ?? "", locale)} ${m[2]} (${timeZone})`;
}

/** A file size for reading (base 1024, spec section 9). */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  const units = ["KB", "MB", "GB"];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
