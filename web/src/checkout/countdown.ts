// Spec section 4: "A countdown to a date is split into weeks, days, hours,
// minutes, seconds and returns false once the date has passed." Time, not
// money: plain integer arithmetic on milliseconds.

export interface CountdownParts {
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** What is left until `till` at `now`, whole units; false once passed (or for a date that is none). */
export function countdown(till: string | Date, now: Date): CountdownParts | false {
  const end = typeof till === "string" ? Date.parse(till) : till.getTime();
  if (Number.isNaN(end)) return false;
  let left = end - now.getTime();
  if (left <= 0) return false;
  const take = (unit: number) => {
    const n = Math.floor(left / unit);
    left -= n * unit;
    return n;
  };
  return { weeks: take(WEEK), days: take(DAY), hours: take(HOUR), minutes: take(MINUTE), seconds: take(SECOND) };
}
