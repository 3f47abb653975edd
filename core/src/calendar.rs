//! The calendar arithmetic of the money path (purchase instants, due
//! dates), written out over jiff's plain types.
//!
//! Decision (issue 18, the payment page's light WebAssembly build): the
//! quote reads an instant, finds its date in a time zone and adds calendar
//! intervals to dates. jiff's general machinery for that (its RFC 9557
//! parser and printer, `Span` arithmetic, `Zoned`) brought well over 100 KB
//! into the browser's module, mostly error texts and parser tables, for a
//! few lines of arithmetic. So the money path uses these functions, and
//! jiff only for its types ([`Date`], [`Timestamp`]) and for time zones
//! (`TimeZone::to_offset`, its `TZif` rules). The tests below compare every
//! function with jiff's own answer, so nothing an edge or a browser
//! computed before changes.
//!
//! What [`instant`] reads is RFC 3339 (what the edge writes and stores):
//! `YYYY-MM-DD`, `T`/`t`/space, `HH:MM[:SS[.fraction]]`, then `Z`/`z` or an
//! offset `±HH[:MM]`; a leap second (`:60`) reads as `:59`, as jiff does.
//! Anything else is `None`.

use jiff::Timestamp;
use jiff::civil::Date;
use jiff::tz::TimeZone;

const SECONDS_PER_DAY: i64 = 86_400;

/// Days from 1970-01-01 to the proleptic Gregorian date `y-m-d` (any `m`
/// in 1..=12, `d` in 1..=31; negative before 1970).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date `days` after 1970-01-01, as `(year, month, day)`.
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (
        if m <= 2 {
            yoe + era * 400 + 1
        } else {
            yoe + era * 400
        },
        m,
        d,
    )
}

fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// jiff's date of `(y, m, d)`, `None` outside its range (years -9999 to
/// 9999) or for a day the month does not have.
fn date(y: i64, m: i64, d: i64) -> Option<Date> {
    Date::new(
        i16::try_from(y).ok()?,
        i8::try_from(m).ok()?,
        i8::try_from(d).ok()?,
    )
    .ok()
}

fn day_number(date: Date) -> i64 {
    days_from_civil(
        i64::from(date.year()),
        i64::from(date.month()),
        i64::from(date.day()),
    )
}

/// `date` plus `months` calendar months (a day past the new month's end
/// becomes its last day), then plus `days` days: jiff's order for a span
/// of years, months, weeks and days added to a date. `None` out of range.
pub fn add(date: Date, months: i64, days: i64) -> Option<Date> {
    let total = i64::from(date.year())
        .checked_mul(12)?
        .checked_add(i64::from(date.month()) - 1)?
        .checked_add(months)?;
    let (y, m) = (total.div_euclid(12), total.rem_euclid(12) + 1);
    let d = i64::from(date.day()).min(days_in_month(y, m));
    let moved = self::date(y, m, d)?;
    if days == 0 {
        return Some(moved);
    }
    let (y, m, d) = civil_from_days(day_number(moved).checked_add(days)?);
    self::date(y, m, d)
}

/// `date` as `YYYY-MM-DD` (a year before 0 as `-YYYYYY`, as jiff writes
/// it).
pub fn text(date: Date) -> String {
    let (y, m, d) = (date.year(), date.month(), date.day());
    if y < 0 {
        format!("-{:06}-{m:02}-{d:02}", y.unsigned_abs())
    } else {
        format!("{y:04}-{m:02}-{d:02}")
    }
}

/// The date of the instant `at` in `zone`.
pub fn local_date(at: Timestamp, zone: &TimeZone) -> Option<Date> {
    let offset = i64::from(zone.to_offset(at).seconds());
    let local = at.as_second().checked_add(offset)?;
    let (y, m, d) = civil_from_days(local.div_euclid(SECONDS_PER_DAY));
    date(y, m, d)
}

/// Reads `digits` ASCII digits at `at` of `bytes`.
fn number(bytes: &[u8], at: usize, digits: usize) -> Option<i64> {
    let part = bytes.get(at..at.checked_add(digits)?)?;
    part.iter().try_fold(0i64, |n, b| {
        b.is_ascii_digit().then(|| n * 10 + i64::from(b - b'0'))
    })
}

/// A date `YYYY-MM-DD` exactly (ten characters), `None` for anything else
/// or a day the month does not have.
pub fn parse_date(text: &str) -> Option<Date> {
    let b = text.as_bytes();
    if b.len() != 10 || b.get(4) != Some(&b'-') || b.get(7) != Some(&b'-') {
        return None;
    }
    date(number(b, 0, 4)?, number(b, 5, 2)?, number(b, 8, 2)?)
}

/// An RFC 3339 instant (see the module's documentation), `None` for
/// anything else.
pub fn instant(text: &str) -> Option<Timestamp> {
    let b = text.as_bytes();
    let day = parse_date(text.get(..10)?)?;
    if !matches!(b.get(10), Some(b'T' | b't' | b' ')) {
        return None;
    }
    let hour = number(b, 11, 2)?;
    if b.get(13) != Some(&b':') {
        return None;
    }
    let minute = number(b, 14, 2)?;
    let mut at = 16;
    let mut second = 0;
    let mut nanos = 0i64;
    if b.get(at) == Some(&b':') {
        second = number(b, at + 1, 2)?;
        at += 3;
        if matches!(b.get(at), Some(b'.' | b',')) {
            at += 1;
            let start = at;
            while b.get(at).is_some_and(u8::is_ascii_digit) {
                at += 1;
            }
            let digits = at - start;
            if digits == 0 || digits > 9 {
                return None;
            }
            let fraction = number(b, start, digits)?;
            let scale = (digits..9).fold(1i64, |s, _| s * 10);
            nanos = fraction * scale;
        }
    }
    if hour > 23 || minute > 59 || second > 60 {
        return None;
    }
    let second = second.min(59);
    let offset = match b.get(at) {
        Some(b'Z' | b'z') => {
            at += 1;
            0
        }
        Some(&sign @ (b'+' | b'-')) => {
            let hours = number(b, at + 1, 2)?;
            at += 3;
            let mut minutes = 0;
            if b.get(at) == Some(&b':') {
                minutes = number(b, at + 1, 2)?;
                at += 3;
            }
            if hours > 25 || minutes > 59 {
                return None;
            }
            let seconds = hours * 3600 + minutes * 60;
            if sign == b'-' { -seconds } else { seconds }
        }
        _ => return None,
    };
    if at != b.len() {
        return None;
    }
    let seconds = day_number(day)
        .checked_mul(SECONDS_PER_DAY)?
        .checked_add(hour * 3600 + minute * 60 + second)?
        .checked_sub(offset)?;
    Timestamp::new(seconds, i32::try_from(nanos).ok()?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::Span;
    use proptest::prelude::*;

    /// jiff's answer for a span of years, months, weeks and days.
    fn jiff_add(date: Date, [y, m, w, d]: [i64; 4]) -> Option<Date> {
        let span = Span::new()
            .try_years(y)
            .and_then(|s| s.try_months(m))
            .and_then(|s| s.try_weeks(w))
            .and_then(|s| s.try_days(d))
            .ok()?;
        date.checked_add(span).ok()
    }

    #[test]
    fn month_ends_and_leap_days() {
        let d = |s: &str| parse_date(s).unwrap();
        assert_eq!(add(d("2026-01-31"), 1, 0), Some(d("2026-02-28")));
        assert_eq!(add(d("2028-01-31"), 1, 0), Some(d("2028-02-29")));
        assert_eq!(add(d("2028-02-29"), 12, 0), Some(d("2029-02-28")));
        assert_eq!(add(d("2026-12-25"), 0, 14), Some(d("2027-01-08")));
        assert_eq!(add(d("2026-03-31"), -1, 0), Some(d("2026-02-28")));
        assert_eq!(add(d("9999-12-31"), 0, 1), None);
        assert_eq!(add(d("9999-12-01"), 1, 0), None);
        assert_eq!(text(d("0042-03-04")), "0042-03-04");
        assert_eq!(parse_date("2026-02-29"), None);
        assert_eq!(parse_date("2026-2-28"), None);
    }

    #[test]
    fn instants_read_as_jiff_reads_them() {
        for ok in [
            "2026-01-31T23:30:00Z",
            "2026-01-31t23:30:00z",
            "2026-01-31 23:30:00.5+01:00",
            "2026-01-31T23:30:00,123456789-05:30",
            "2026-01-31T23:30Z",
            "2026-06-30T23:59:60Z",
            "1969-12-31T23:59:59.999999999Z",
            "2026-01-31T00:00:00+14",
        ] {
            let jiff: Timestamp = ok.parse().unwrap();
            assert_eq!(instant(ok), Some(jiff), "{ok}");
        }
        for bad in [
            "",
            "2026-01-31",
            "2026-01-31T23:30:00",
            "2026-01-31T24:00:00Z",
            "2026-02-30T00:00:00Z",
            "2026-01-31T23:30:00.Z",
            "2026-01-31T23:30:00.1234567890Z",
            "2026-01-31T23:30:00Z ",
            "2026-01-31T23:30:00+1",
            "2026-01-31T23:30:00Zx",
        ] {
            assert_eq!(instant(bad), None, "{bad}");
        }
    }

    proptest! {
        #[test]
        fn add_is_jiffs_span_arithmetic(
            days in -800_000i64..800_000, years in 0i64..100, months in 0i64..500,
            weeks in 0i64..500, plus in 0i64..5_000, sign in prop::sample::select(vec![-1i64, 1]),
        ) {
            // a jiff span has one sign for all its units
            let [years, months, weeks, plus] = [years, months, weeks, plus].map(|n| n * sign);
            let (y, m, d) = civil_from_days(days);
            let start = date(y, m, d).unwrap();
            prop_assert_eq!(day_number(start), days);
            prop_assert_eq!(text(start), start.to_string());
            prop_assert_eq!(
                add(start, years * 12 + months, weeks * 7 + plus),
                jiff_add(start, [years, months, weeks, plus])
            );
        }

        #[test]
        fn instants_and_local_dates_are_jiffs(
            seconds in -62_000_000_000i64..253_000_000_000, nanos in 0i32..1_000_000_000,
            offset_minutes in -1_500i32..1_500,
        ) {
            let at = Timestamp::new(seconds, nanos).unwrap();
            let offset = jiff::tz::Offset::from_seconds(offset_minutes * 60).unwrap();
            let written = at.display_with_offset(offset).to_string();
            prop_assert_eq!(instant(&written), Some(at), "{}", written);
            let zone = TimeZone::fixed(offset);
            prop_assert_eq!(local_date(at, &zone), Some(at.to_zoned(zone.clone()).date()));
        }
    }
}
