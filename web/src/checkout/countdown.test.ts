import { describe, expect, it } from "vitest";
import { countdown } from "./countdown";

const now = new Date("2026-03-01T10:00:00Z");

describe("the countdown of an offer (spec section 4)", () => {
  it("splits the time left into weeks, days, hours, minutes and seconds", () => {
    // 2 weeks, 3 days, 4 hours, 5 minutes, 6 seconds later
    const till = new Date(now.getTime() + ((((2 * 7 + 3) * 24 + 4) * 60 + 5) * 60 + 6) * 1000);
    expect(countdown(till, now)).toEqual({ weeks: 2, days: 3, hours: 4, minutes: 5, seconds: 6 });
    expect(countdown("2026-03-01T10:00:59.999Z", now)).toEqual({ weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(countdown("2026-03-08T10:00:00Z", now)).toEqual({ weeks: 1, days: 0, hours: 0, minutes: 0, seconds: 0 });
    // an instant with an offset counts from the same moment
    expect(countdown("2026-03-01T12:00:00+01:00", now)).toEqual({ weeks: 0, days: 0, hours: 1, minutes: 0, seconds: 0 });
  });

  it("is false once the date has passed (and for the moment itself, or no date)", () => {
    expect(countdown("2026-03-01T09:59:59Z", now)).toBe(false);
    expect(countdown(now, now)).toBe(false);
    expect(countdown("not a date", now)).toBe(false);
  });
});
