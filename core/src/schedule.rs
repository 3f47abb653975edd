//! Payment schedules: when each payment of a plan falls due.
//!
//! Dates are calendar dates in a time zone (the buyer's, or the seller's
//! when the buyer's is unknown): a purchase at 23:30 UTC on 31 January is
//! a 1 February purchase in Berlin. Month arithmetic clamps to the end of
//! the month (31 Jan + 1 month = 28 or 29 Feb) and is always counted from
//! the first payment, never chained, so a plan started on 31 January is
//! due on 28 Feb, 31 Mar, 30 Apr, 31 May.

use jiff::civil::Date;
use serde::Serialize;

use crate::calendar;
use crate::money::Money;
use crate::pricing::{Interval, IntervalUnit, Plan, PlanKind, PlanTerms};
use crate::problem::Problem;

/// How many payments of an open-ended subscription a schedule lists.
pub const OPEN_ENDED_HORIZON: usize = 12;

/// Why no schedule could be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScheduleError {
    #[error("{0:?} is not an RFC 3339 time such as 2026-01-31T10:00:00Z")]
    InvalidStart(String),
    #[error("{0:?} is not a known time zone")]
    UnknownTimeZone(String),
    #[error("a due date falls outside the supported calendar")]
    OutOfRange,
}

impl ScheduleError {
    pub fn code(&self) -> &'static str {
        match self {
            ScheduleError::InvalidStart(_) => "invalid_start",
            ScheduleError::UnknownTimeZone(_) => "invalid_time_zone",
            ScheduleError::OutOfRange => "date_out_of_range",
        }
    }

    pub fn field(&self) -> &'static str {
        match self {
            ScheduleError::InvalidStart(_) | ScheduleError::OutOfRange => "start",
            ScheduleError::UnknownTimeZone(_) => "time_zone",
        }
    }
}

/// Whether a payment is the trial's or one of the plan's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DueKind {
    Trial,
    Regular,
}

/// One payment of a schedule: when, and which of the plan's payments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Due {
    pub date: Date,
    pub kind: DueKind,
    /// Index into the plan's regular payments (0 = first); 0 for a trial.
    pub index: usize,
}

/// One due payment of a plan, as the browser shows a schedule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct DueDate {
    pub date: String,
    pub kind: DueKind,
    pub index: usize,
    /// The payment's amount before any coupon, a decimal string.
    pub amount: String,
}

/// The schedule of a plan's raw terms for a purchase at `start` (RFC 3339)
/// in `time_zone`, with every problem of the terms or the moment.
pub fn plan_due_dates(
    terms: &PlanTerms,
    start: &str,
    time_zone: &str,
) -> Result<Vec<DueDate>, Vec<Problem>> {
    let plan = Plan::from_terms(terms)?;
    let one = |e: ScheduleError| vec![Problem::new(e.field(), e.code())];
    let date = local_start(start, time_zone).map_err(one)?;
    let dues = due_dates(&plan, date).map_err(one)?;
    Ok(dues
        .into_iter()
        .map(|d| DueDate {
            date: calendar::text(d.date),
            kind: d.kind,
            index: d.index,
            amount: match d.kind {
                DueKind::Trial => plan.trial.map(|t| t.amount),
                DueKind::Regular => plan.amount_at(d.index),
            }
            .unwrap_or(Money::zero(plan.currency))
            .to_decimal_string(),
        })
        .collect())
}

/// The purchase date in `time_zone` of the instant `start`.
pub fn local_start(start: &str, time_zone: &str) -> Result<Date, ScheduleError> {
    let ts = calendar::instant(start.trim())
        .ok_or_else(|| ScheduleError::InvalidStart(start.to_owned()))?;
    let tz = crate::zones::time_zone(time_zone)
        .map_err(|_| ScheduleError::UnknownTimeZone(time_zone.to_owned()))?;
    calendar::local_date(ts, &tz).ok_or(ScheduleError::OutOfRange)
}

/// A calendar span: months (a year is twelve), then days (a week is seven),
/// added in that order ([`calendar::add`]).
#[derive(Debug, Clone, Copy, Default)]
struct Span {
    months: i64,
    days: i64,
}

/// `interval` repeated `times` times, as a calendar span.
fn span_of(interval: Interval, times: i64) -> Result<Span, ScheduleError> {
    sum_of_counts(interval, times, Span::default())
}

/// `span` plus `times` times `interval`.
fn sum_of_counts(interval: Interval, times: i64, span: Span) -> Result<Span, ScheduleError> {
    let (per, months) = match interval.unit() {
        IntervalUnit::Day => (1, false),
        IntervalUnit::Week => (7, false),
        IntervalUnit::Month => (1, true),
        IntervalUnit::Year => (12, true),
    };
    let n = i64::from(interval.count())
        .checked_mul(times)
        .and_then(|n| n.checked_mul(per))
        .ok_or(ScheduleError::OutOfRange)?;
    let (months, days) = if months { (n, 0) } else { (0, n) };
    Ok(Span {
        months: span
            .months
            .checked_add(months)
            .ok_or(ScheduleError::OutOfRange)?,
        days: span
            .days
            .checked_add(days)
            .ok_or(ScheduleError::OutOfRange)?,
    })
}

/// The sum of several intervals as one span, unit by unit, so that adding
/// it to a date clamps month ends once rather than at every step.
fn sum_of(intervals: &[Interval]) -> Result<Span, ScheduleError> {
    intervals
        .iter()
        .try_fold(Span::default(), |span, i| sum_of_counts(*i, 1, span))
}

fn add(date: Date, span: Span) -> Result<Date, ScheduleError> {
    calendar::add(date, span.months, span.days).ok_or(ScheduleError::OutOfRange)
}

/// The first date on or after `from` whose day of the month is `day`.
fn next_day_of_month(from: Date, day: u8) -> Result<Date, ScheduleError> {
    let day = i8::try_from(day).map_err(|_| ScheduleError::OutOfRange)?;
    let this_month =
        Date::new(from.year(), from.month(), day).map_err(|_| ScheduleError::OutOfRange)?;
    if this_month >= from {
        Ok(this_month)
    } else {
        add(this_month, Span { months: 1, days: 0 })
    }
}

/// When each payment of `plan` falls due for a purchase on `start`.
///
/// - A trial is paid (or, when free, recorded) on the purchase date; the
///   first regular payment follows one trial period later.
/// - Regular payments follow at the plan's interval, counted from the
///   first regular payment; custom intervals give each gap separately.
/// - With a recurring start day, payments after the first fall on that day
///   of the month. Decision (the spec names the days, not the rule): the
///   second payment is the first such day at least one full interval after
///   the first payment, so no one is charged twice within one interval;
///   later ones follow at the interval from there.
/// - An open-ended subscription lists [`OPEN_ENDED_HORIZON`] payments.
pub fn due_dates(plan: &Plan, start: Date) -> Result<Vec<Due>, ScheduleError> {
    let mut out = Vec::new();
    let mut first = start;
    if let Some(trial) = plan.trial {
        out.push(Due {
            date: start,
            kind: DueKind::Trial,
            index: 0,
        });
        first = add(start, span_of(trial.period, 1)?)?;
    }
    let count = plan.payments_count().unwrap_or(OPEN_ENDED_HORIZON);
    let regular = |index: usize, date: Date| Due {
        date,
        kind: DueKind::Regular,
        index,
    };
    if plan.kind == PlanKind::OneTime {
        out.push(regular(0, first));
        return Ok(out);
    }
    if !plan.custom_intervals.is_empty() {
        for index in 0..count {
            let gaps = plan
                .custom_intervals
                .get(..index)
                .unwrap_or(&plan.custom_intervals);
            out.push(regular(index, add(first, sum_of(gaps)?)?));
        }
        return Ok(out);
    }
    let Some(interval) = plan.interval else {
        return Err(ScheduleError::OutOfRange);
    };
    out.push(regular(0, first));
    let after_first = add(first, span_of(interval, 1)?)?;
    let (anchor, offset) = match plan.start_day {
        Some(day) => (next_day_of_month(after_first, day)?, 1),
        None => (first, 0),
    };
    for index in 1..count {
        let steps = i64::try_from(index - offset).map_err(|_| ScheduleError::OutOfRange)?;
        out.push(regular(index, add(anchor, span_of(interval, steps)?)?));
    }
    Ok(out)
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &["date_out_of_range", "invalid_start", "invalid_time_zone"];

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(kind: PlanKind, f: impl FnOnce(&mut PlanTerms)) -> Plan {
        let mut t = PlanTerms {
            kind: Some(kind),
            currency: "eur".into(),
            first_amount: Some("10".into()),
            next_amount: Some("10".into()),
            interval: Some("1m".into()),
            ..PlanTerms::default()
        };
        if kind.has_payments_count() {
            t.payments_count = Some(4);
        }
        f(&mut t);
        Plan::from_terms(&t).unwrap()
    }

    fn dates(p: &Plan, start: &str) -> Vec<String> {
        let start: Date = start.parse().unwrap();
        due_dates(p, start)
            .unwrap()
            .iter()
            .map(|d| d.date.to_string())
            .collect()
    }

    #[test]
    fn month_ends_clamp_and_do_not_drift() {
        let p = plan(PlanKind::Installment, |_| {});
        assert_eq!(
            dates(&p, "2026-01-31"),
            ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]
        );
        assert_eq!(
            dates(&p, "2028-01-31"),
            ["2028-01-31", "2028-02-29", "2028-03-31", "2028-04-30"]
        );
    }

    #[test]
    fn yearly_from_leap_day() {
        let p = plan(PlanKind::LimitedSubscription, |t| {
            t.interval = Some("1y".into());
            t.payments_count = Some(3);
        });
        assert_eq!(
            dates(&p, "2028-02-29"),
            ["2028-02-29", "2029-02-28", "2030-02-28"]
        );
    }

    #[test]
    fn weekly_and_daily() {
        let p = plan(PlanKind::Installment, |t| t.interval = Some("2w".into()));
        assert_eq!(
            dates(&p, "2026-12-25"),
            ["2026-12-25", "2027-01-08", "2027-01-22", "2027-02-05"]
        );
    }

    #[test]
    fn custom_intervals_accumulate_per_unit() {
        let p = plan(PlanKind::Installment, |t| {
            t.payments_count = Some(4);
            t.interval = None;
            t.custom_intervals = Some(vec!["1m".into(), "10d".into(), "1m".into()]);
        });
        // start + 1m; start + 1m + 10d; start + 2m + 10d
        assert_eq!(
            dates(&p, "2026-01-31"),
            ["2026-01-31", "2026-02-28", "2026-03-10", "2026-04-10"]
        );
    }

    #[test]
    fn trial_then_subscription_with_start_day() {
        let p = plan(PlanKind::Subscription, |t| {
            t.trial_period = Some("14d".into());
            t.start_day = Some(1);
        });
        let d = dates(&p, "2026-11-22");
        assert_eq!(d.len(), 1 + OPEN_ENDED_HORIZON);
        // Trial today, first regular payment after two weeks, then the 1st
        // of the month at least one month later.
        assert_eq!(
            &d[..4],
            ["2026-11-22", "2026-12-06", "2027-02-01", "2027-03-01"]
                .map(str::to_owned)
                .as_slice()
        );
        let d = {
            let p = plan(PlanKind::Subscription, |t| t.start_day = Some(28));
            dates(&p, "2026-01-28")
        };
        assert_eq!(
            &d[..3],
            ["2026-01-28", "2026-02-28", "2026-03-28"]
                .map(str::to_owned)
                .as_slice()
        );
    }

    // Europe/Berlin and friends come from the bundled database
    #[cfg(feature = "tzdb")]
    #[test]
    fn start_in_a_time_zone() {
        assert_eq!(
            local_start("2026-01-31T23:30:00Z", "Europe/Berlin").map(|d| d.to_string()),
            Ok("2026-02-01".to_owned())
        );
        assert_eq!(
            local_start("2026-01-31T23:30:00Z", "America/New_York").map(|d| d.to_string()),
            Ok("2026-01-31".to_owned())
        );
        assert_eq!(
            local_start("yesterday", "UTC").map_err(|e| e.code()),
            Err("invalid_start")
        );
        assert_eq!(
            local_start("2026-01-31T23:30:00Z", "Mars/Olympus").map_err(|e| e.code()),
            Err("invalid_time_zone")
        );
    }
}
