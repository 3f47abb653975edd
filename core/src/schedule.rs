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
use crate::states::{OrderRateState, PaymentState};

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

/// How the buyer's pages and the seller's cabinet present an order's plan
/// (issue 30): one decision here, so the web and the edge agree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PlanLayout {
    /// One payment: the total, no schedule.
    Single,
    /// A fixed number of payments (instalments, a limited subscription):
    /// the total and every rate, listed compactly.
    Schedule,
    /// An open-ended subscription: the price per period, the next charge
    /// and how to end it; no total and no list of rates to come (only the
    /// payments made so far).
    Subscription,
}

/// One rate of an order, as [`plan_view`] reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RateFacts {
    /// The due date, `YYYY-MM-DD` (a longer text is cut to its date).
    pub due_date: String,
    pub amount: Money,
    pub state: OrderRateState,
}

/// The next charge of a running plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct NextCharge {
    /// The rate's index.
    pub index: usize,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub amount: Money,
}

/// What the pages show of an order's plan ([`plan_view`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PlanView {
    pub kind: PlanKind,
    pub layout: PlanLayout,
    /// The word for the payment's state: `subscription_active` for a
    /// running subscription (open-ended or limited), whose `paying` is no
    /// instalment; the payment state's own name otherwise.
    pub status: String,
    /// The plan's interval (`1m`), when it has a regular one.
    pub period: Option<String>,
    /// A subscription's price per period: the amount of its next charge,
    /// else of its last rate.
    pub per_period: Option<Money>,
    /// The whole plan's price (the sum of its rates); none for an
    /// open-ended subscription, which has no end.
    pub total: Option<Money>,
    /// How many payments the plan has; none for an open-ended subscription.
    pub payments_count: Option<usize>,
    /// How many rates are paid.
    pub paid_count: usize,
    /// The next charge while the plan runs; none once it ended.
    pub next_charge: Option<NextCharge>,
    /// A subscription the buyer ended: the day the time paid for runs out
    /// (the first rate that will not be charged).
    pub ends_on: Option<String>,
    /// The rates the page lists, by index: every rate of a schedule, the
    /// payments made so far of an open-ended subscription (not those to
    /// come, which never end), none of a single payment.
    pub listed: Vec<usize>,
}

fn date_part(text: &str) -> String {
    text.get(..10).unwrap_or(text).to_owned()
}

/// What the pages show of an order's plan of `kind` (regular `interval`,
/// if any) whose payment is in `payment`, with its `rates` in order.
///
/// Decisions (issue 30): a subscription reads as one: its price per period
/// and its next charge, never the sum of the rates the schedule happens to
/// list ahead, nor the instalment's "paying"; instalments and limited
/// subscriptions keep their schedule (and their total); a one-time order
/// lists no rates. The next charge is the first rate still to come
/// (`future` or being charged) while the plan runs (`paying`, or paused
/// for a debt); a failed rate is shown as such by the pages, not as the
/// next charge.
pub fn plan_view(
    kind: PlanKind,
    interval: Option<Interval>,
    payment: PaymentState,
    rates: &[RateFacts],
) -> PlanView {
    let layout = match kind {
        PlanKind::OneTime => PlanLayout::Single,
        PlanKind::Subscription => PlanLayout::Subscription,
        PlanKind::Installment | PlanKind::LimitedSubscription => PlanLayout::Schedule,
    };
    let running = matches!(payment, PaymentState::Paying | PaymentState::PaymentPaused);
    let next_charge = if running && kind != PlanKind::OneTime {
        rates
            .iter()
            .enumerate()
            .find(|(_, r)| matches!(r.state, OrderRateState::Future | OrderRateState::Pending))
            .map(|(index, r)| NextCharge {
                index,
                date: date_part(&r.due_date),
                amount: r.amount,
            })
    } else {
        None
    };
    let per_period = kind
        .is_subscription()
        .then(|| {
            next_charge
                .as_ref()
                .map(|n| n.amount)
                .or_else(|| rates.last().map(|r| r.amount))
        })
        .flatten();
    let total = match (kind, rates.first()) {
        (PlanKind::Subscription, _) | (_, None) => None,
        (_, Some(first)) => {
            Money::sum(rates.iter().map(|r| &r.amount), first.amount.currency()).ok()
        }
    };
    let ended = kind.is_subscription() && payment == PaymentState::PaymentCanceled;
    let ends_on = ended
        .then(|| {
            rates
                .iter()
                .find(|r| r.state == OrderRateState::Skipped)
                .map(|r| date_part(&r.due_date))
        })
        .flatten();
    let status = if kind.is_subscription() && payment == PaymentState::Paying {
        "subscription_active".to_owned()
    } else {
        payment.name().to_owned()
    };
    let listed = match layout {
        PlanLayout::Single => Vec::new(),
        PlanLayout::Schedule => (0..rates.len()).collect(),
        PlanLayout::Subscription => rates
            .iter()
            .enumerate()
            .filter(|(_, r)| !matches!(r.state, OrderRateState::Future | OrderRateState::Skipped))
            .map(|(i, _)| i)
            .collect(),
    };
    PlanView {
        kind,
        layout,
        status,
        period: interval
            .filter(|_| kind != PlanKind::OneTime)
            .map(|i| i.to_string()),
        per_period,
        total,
        payments_count: (kind != PlanKind::Subscription).then_some(rates.len()),
        paid_count: rates
            .iter()
            .filter(|r| r.state == OrderRateState::Paid)
            .count(),
        next_charge,
        ends_on,
        listed,
    }
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

    fn facts(states: &[OrderRateState], amount: &str) -> Vec<RateFacts> {
        states
            .iter()
            .enumerate()
            .map(|(i, &state)| RateFacts {
                due_date: format!("2027-{:02}-05T00:00:00Z", i + 1),
                amount: Money::parse(amount, crate::currency::Currency::EUR).unwrap(),
                state,
            })
            .collect()
    }

    #[test]
    fn a_subscription_reads_as_one() {
        use OrderRateState as R;
        let mut rates = facts(&[R::Paid, R::Paid], "9");
        rates.extend(facts(&[R::Future; 10], "9").into_iter().skip(2));
        let month = Interval::parse("1m").ok();
        let v = plan_view(PlanKind::Subscription, month, PaymentState::Paying, &rates);
        assert_eq!(v.layout, PlanLayout::Subscription);
        assert_eq!(v.status, "subscription_active");
        assert_eq!(v.period.as_deref(), Some("1m"));
        assert_eq!(
            v.per_period.map(Money::to_decimal_string).as_deref(),
            Some("9.00")
        );
        // no total of the twelve rates listed ahead, no fixed schedule
        assert_eq!(v.total, None);
        assert_eq!(v.payments_count, None);
        assert_eq!(v.listed, vec![0, 1]);
        let next = v.next_charge.unwrap();
        assert_eq!((next.index, next.date.as_str()), (2, "2027-03-05"));
        assert_eq!(v.ends_on, None);
        // cancelled: no next charge, the paid time runs out on the first skipped rate
        let mut ended = rates.clone();
        for r in ended.iter_mut().skip(2) {
            r.state = R::Skipped;
        }
        let v = plan_view(
            PlanKind::Subscription,
            month,
            PaymentState::PaymentCanceled,
            &ended,
        );
        assert_eq!(v.next_charge, None);
        assert_eq!(v.ends_on.as_deref(), Some("2027-03-05"));
        assert_eq!(v.status, "payment_canceled");
    }

    #[test]
    fn instalments_keep_their_schedule_and_total() {
        use OrderRateState as R;
        let rates = facts(&[R::Paid, R::Future, R::Future], "41.65");
        let v = plan_view(
            PlanKind::Installment,
            Interval::parse("1m").ok(),
            PaymentState::Paying,
            &rates,
        );
        assert_eq!(v.layout, PlanLayout::Schedule);
        assert_eq!(v.status, "paying");
        assert_eq!(
            v.total.map(Money::to_decimal_string).as_deref(),
            Some("124.95")
        );
        assert_eq!(v.payments_count, Some(3));
        assert_eq!(v.per_period, None);
        assert_eq!(v.listed, vec![0, 1, 2]);
        assert_eq!(v.next_charge.map(|n| n.index), Some(1));
        // a limited subscription is a subscription with a schedule
        let v = plan_view(
            PlanKind::LimitedSubscription,
            None,
            PaymentState::Paying,
            &rates,
        );
        assert_eq!(
            (v.layout, v.status.as_str()),
            (PlanLayout::Schedule, "subscription_active")
        );
        assert!(v.per_period.is_some());
        // refunded: nothing comes next
        let v = plan_view(
            PlanKind::Installment,
            None,
            PaymentState::PaymentRefunded,
            &rates,
        );
        assert_eq!(v.next_charge, None);
        // one payment: nothing listed
        let v = plan_view(PlanKind::OneTime, None, PaymentState::Paid, &rates[..1]);
        assert_eq!(
            (v.layout, v.listed.len(), v.period),
            (PlanLayout::Single, 0, None)
        );
    }
}
