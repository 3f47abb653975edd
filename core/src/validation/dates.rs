//! Time and date patterns of spec section 5 and the adult check.
//!
//! Every pattern takes exactly two digits for hours, minutes, days and
//! months and four for years (`01.02.1990`, not `1.2.1990`), after trimming;
//! calendar dates must exist (30 February never, 29 February in leap years
//! only).

use jiff::ToSpan;
use jiff::civil::Date;

/// The years the `DD.MM.YYYY` pattern accepts (spec section 5): it is the
/// birthday pattern.
pub const DATE_FIRST_YEAR: i16 = 1800;
pub const DATE_LAST_YEAR: i16 = 2019;

/// The minimum age (spec section 9).
pub const ADULT_AGE: i16 = 18;

/// Exactly `n` ASCII digits as a number.
fn digits(s: &str, n: usize) -> Option<i16> {
    if s.len() == n && s.bytes().all(|b| b.is_ascii_digit()) {
        s.parse().ok()
    } else {
        None
    }
}

/// `HH:MM`, 00:00 to 23:59.
pub fn time(value: &str) -> Result<(), &'static str> {
    let t = value.trim();
    if t.is_empty() {
        return Err("required");
    }
    let ok = t.split_once(':').is_some_and(|(h, m)| {
        digits(h, 2).is_some_and(|h| h <= 23) && digits(m, 2).is_some_and(|m| m <= 59)
    });
    if ok { Ok(()) } else { Err("invalid_time") }
}

/// A calendar date from its parts, if it exists.
fn civil(year: i16, month: i16, day: i16) -> Option<Date> {
    let month = i8::try_from(month).ok()?;
    let day = i8::try_from(day).ok()?;
    Date::new(year, month, day).ok()
}

/// Reads `DD.MM.YYYY` of any year as a real date.
fn parse_dmy(t: &str) -> Option<Date> {
    let mut parts = t.split('.');
    let (d, m, y) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    civil(digits(y, 4)?, digits(m, 2)?, digits(d, 2)?)
}

/// `DD.MM.YYYY`, a real date of the years 1800 to 2019 (spec section 5).
/// Returns the date.
pub fn date(value: &str) -> Result<Date, &'static str> {
    let t = value.trim();
    if t.is_empty() {
        return Err("required");
    }
    parse_dmy(t)
        .filter(|d| (DATE_FIRST_YEAR..=DATE_LAST_YEAR).contains(&d.year()))
        .ok_or("invalid_date")
}

/// `DD.MM`, a day that exists in some year (`29.02` included).
pub fn day_month(value: &str) -> Result<(), &'static str> {
    let t = value.trim();
    if t.is_empty() {
        return Err("required");
    }
    let ok = t
        .split_once('.')
        .is_some_and(|(d, m)| match (digits(d, 2), digits(m, 2)) {
            // 2000 is a leap year, so every day that exists at all exists in it.
            (Some(d), Some(m)) => civil(2000, m, d).is_some(),
            _ => false,
        });
    if ok { Ok(()) } else { Err("invalid_date") }
}

/// `MM.YYYY`, month 01 to 12 and a four-digit year.
pub fn month_year(value: &str) -> Result<(), &'static str> {
    let t = value.trim();
    if t.is_empty() {
        return Err("required");
    }
    let ok = t.split_once('.').is_some_and(|(m, y)| {
        digits(m, 2).is_some_and(|m| (1..=12).contains(&m)) && digits(y, 4).is_some()
    });
    if ok { Ok(()) } else { Err("invalid_date") }
}

/// A four-digit year (`invalid_date`).
pub fn year(value: &str) -> Result<(), &'static str> {
    let t = value.trim();
    if t.is_empty() {
        return Err("required");
    }
    digits(t, 4).map(|_| ()).ok_or("invalid_date")
}

/// The date field (spec section 5: "accepts only valid moments and emits
/// empty when cleared"): an ISO `YYYY-MM-DD` date, written back canonically,
/// or empty for a cleared field.
pub fn date_field(value: &str) -> Result<String, &'static str> {
    let t = value.trim();
    if t.is_empty() {
        return Ok(String::new());
    }
    let mut parts = t.split('-');
    let parsed = match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(y), Some(m), Some(d), None) => civil(
            digits(y, 4).unwrap_or(0),
            digits(m, 2).unwrap_or(0),
            digits(d, 2).unwrap_or(0),
        ),
        _ => None,
    };
    parsed
        .filter(|d| d.year() >= 1)
        .map(|d| d.to_string())
        .ok_or("invalid_date")
}

/// The day someone born on `birthday` turns `years` old. Decision: a
/// 29 February birthday falls on 1 March in common years, as German law
/// counts it (BGB §§ 187(2), 188(2), (3): the year of age ends with 28
/// February, so the new age starts on 1 March); English law agrees.
/// `None` beyond the calendar's range.
pub fn anniversary(birthday: Date, years: i16) -> Option<Date> {
    let year = birthday.year().checked_add(years)?;
    match Date::new(year, birthday.month(), birthday.day()) {
        Ok(d) => Some(d),
        // Only 29 February can be missing.
        Err(_) => Date::new(year, 3, 1).ok(),
    }
}

/// Born at least 18 years before `today` (`not_adult`): adult from the
/// 18th birthday on (see [`anniversary`] for 29 February).
pub fn adult(birthday: Date, today: Date) -> Result<(), &'static str> {
    match anniversary(birthday, ADULT_AGE) {
        Some(day) if day <= today => Ok(()),
        _ => Err("not_adult"),
    }
}

/// [`adult`] on a `DD.MM.YYYY` text: `invalid_date` when it is not a date
/// of the pattern (years 1800 to 2019), else the adult check.
pub fn adult_text(value: &str, today: Date) -> Result<(), &'static str> {
    adult(date(value)?, today)
}

/// A birthday in a form: `DD.MM.YYYY` or ISO `YYYY-MM-DD` (what a date
/// picker sends), a real date from 1800 on and not after `today`.
pub fn birthday(value: &str, today: Date) -> Result<Date, &'static str> {
    let t = value.trim();
    if t.is_empty() {
        return Err("required");
    }
    let parsed = if t.contains('-') {
        date_field(t).ok().and_then(|s| s.parse::<Date>().ok())
    } else {
        parse_dmy(t)
    };
    parsed
        .filter(|d| d.year() >= DATE_FIRST_YEAR && *d <= today)
        .ok_or("invalid_date")
}

/// `today` plus one year's worth of days, for tests and callers that need
/// "next year".
pub fn next_year(today: Date) -> i16 {
    today.checked_add(1.year()).map_or(today.year(), Date::year)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i16, m: i8, day: i8) -> Date {
        Date::new(y, m, day).unwrap()
    }

    fn check(f: fn(&str) -> Result<(), &'static str>, cases: &[(&str, Result<(), &str>)]) {
        for (input, expected) in cases {
            assert_eq!(f(input), *expected, "{input:?}");
        }
    }

    #[test]
    fn times() {
        let bad = Err("invalid_time");
        check(
            time,
            &[
                ("00:00", Ok(())),
                ("23:59", Ok(())),
                (" 09:30 ", Ok(())),
                ("24:00", bad),
                ("12:60", bad),
                ("9:30", bad),
                ("09:3", bad),
                ("0930", bad),
                ("09:30:00", bad),
                ("+9:30", bad),
                ("", Err("required")),
            ],
        );
    }

    #[test]
    fn dates() {
        let bad = Err("invalid_date");
        let date = |s: &str| date(s).map(|_| ());
        check(
            date,
            &[
                ("01.01.1800", Ok(())),
                ("31.12.2019", Ok(())),
                ("29.02.2000", Ok(())),
                ("29.02.1996", Ok(())),
                ("29.02.1900", bad),
                ("29.02.2019", bad),
                ("31.04.1990", bad),
                ("00.01.1990", bad),
                ("01.13.1990", bad),
                ("31.12.1799", bad),
                ("01.01.2020", bad),
                ("1.1.1990", bad),
                ("1990-01-01", bad),
                ("01.01.1990.", bad),
                ("01/01/1990", bad),
                ("", Err("required")),
            ],
        );
    }

    #[test]
    fn partial_dates() {
        let bad = Err("invalid_date");
        check(
            day_month,
            &[
                ("29.02", Ok(())),
                ("31.12", Ok(())),
                ("31.11", bad),
                ("30.02", bad),
                ("1.12", bad),
                ("12", bad),
            ],
        );
        check(
            month_year,
            &[
                ("01.2024", Ok(())),
                ("12.1999", Ok(())),
                ("13.2024", bad),
                ("00.2024", bad),
                ("1.2024", bad),
                ("01.24", bad),
            ],
        );
        check(
            year,
            &[
                ("2024", Ok(())),
                ("1800", Ok(())),
                ("024", bad),
                ("20245", bad),
                ("20a4", bad),
                ("-202", bad),
            ],
        );
    }

    #[test]
    fn date_field_emits_empty_or_canonical() {
        assert_eq!(date_field(""), Ok(String::new()));
        assert_eq!(date_field(" 2024-02-29 "), Ok("2024-02-29".to_owned()));
        assert_eq!(date_field("2023-02-29"), Err("invalid_date"));
        assert_eq!(date_field("2024-2-1"), Err("invalid_date"));
        assert_eq!(date_field("29.02.2024"), Err("invalid_date"));
    }

    #[test]
    fn adults() {
        let today = d(2026, 5, 10);
        assert_eq!(adult(d(2008, 5, 10), today), Ok(()));
        assert_eq!(adult(d(2008, 5, 11), today), Err("not_adult"));
        assert_eq!(adult(d(1950, 1, 1), today), Ok(()));
        assert_eq!(adult(d(2030, 1, 1), today), Err("not_adult"));
        // 29 February: 18 on 1 March of a common year.
        let leap = d(2008, 2, 29);
        assert_eq!(adult(leap, d(2026, 2, 28)), Err("not_adult"));
        assert_eq!(adult(leap, d(2026, 3, 1)), Ok(()));
        // ... and on 29 February when the 18th birthday is in a leap year.
        let leap = d(2004, 2, 29);
        assert_eq!(adult(leap, d(2022, 2, 28)), Err("not_adult"));
        assert_eq!(adult(leap, d(2022, 3, 1)), Ok(()));
        assert_eq!(adult(d(2000, 2, 29), d(2018, 2, 28)), Err("not_adult"));
        assert_eq!(adult(d(2000, 2, 29), d(2018, 3, 1)), Ok(()));
        assert_eq!(adult(d(1996, 2, 29), d(2014, 2, 28)), Err("not_adult"));
        assert_eq!(adult(d(1996, 2, 29), d(2014, 3, 1)), Ok(()));
        assert_eq!(adult(d(1992, 2, 29), d(2010, 3, 1)), Ok(()));
        // Extremes of the calendar do not panic.
        assert_eq!(adult(Date::MAX, Date::MAX), Err("not_adult"));
        assert_eq!(adult(Date::MIN, Date::MAX), Ok(()));
    }

    #[test]
    fn adult_text_checks_the_pattern_first() {
        let today = d(2026, 1, 1);
        assert_eq!(adult_text("01.01.2008", today), Ok(()));
        assert_eq!(adult_text("02.01.2008", today), Err("not_adult"));
        assert_eq!(adult_text("31.02.2000", today), Err("invalid_date"));
        assert_eq!(adult_text("", today), Err("required"));
    }

    #[test]
    fn birthdays_in_forms() {
        let today = d(2026, 1, 1);
        assert_eq!(birthday("1990-05-17", today), Ok(d(1990, 5, 17)));
        assert_eq!(birthday("17.05.1990", today), Ok(d(1990, 5, 17)));
        assert_eq!(birthday("2027-01-01", today), Err("invalid_date"));
        assert_eq!(birthday("1799-12-31", today), Err("invalid_date"));
        assert_eq!(next_year(today), 2027);
    }
}
