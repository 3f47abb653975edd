//! Pricing plans: what a buyer is offered for a product, and the rules a
//! plan must satisfy before a seller may save it or a buyer be charged by it.
//!
//! Plans arrive as [`PlanTerms`], the raw strings of a form or a database
//! row, and become a typed [`Plan`] through [`Plan::from_terms`], which
//! reports every problem at once with the spec's translation keys.

use std::fmt;
use std::str::FromStr;

use rust_decimal::Decimal;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::currency::Currency;
use crate::money::{Money, MoneyError};
use crate::problem::{Problem, Problems};

/// The four plan kinds, with the numeric values the spec gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PlanKind {
    OneTime,
    Installment,
    LimitedSubscription,
    Subscription,
}

crate::names::read_by_name!(PlanKind {
    OneTime = "one_time",
    Installment = "installment",
    LimitedSubscription = "limited_subscription",
    Subscription = "subscription",
});

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown plan kind {0}")]
pub struct UnknownPlanKind(pub i64);

impl PlanKind {
    /// The spec's payment-kind value: `one_time` 0, `installment` 1,
    /// `limited_subscription` 2, `subscription` 3.
    pub fn value(self) -> i64 {
        match self {
            PlanKind::OneTime => 0,
            PlanKind::Installment => 1,
            PlanKind::LimitedSubscription => 2,
            PlanKind::Subscription => 3,
        }
    }

    pub fn from_value(value: i64) -> Result<Self, UnknownPlanKind> {
        match value {
            0 => Ok(PlanKind::OneTime),
            1 => Ok(PlanKind::Installment),
            2 => Ok(PlanKind::LimitedSubscription),
            3 => Ok(PlanKind::Subscription),
            other => Err(UnknownPlanKind(other)),
        }
    }

    /// The kind of its serde name (`one_time`, `installment`,
    /// `limited_subscription`, `subscription`), `None` for another text.
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "one_time" => Some(PlanKind::OneTime),
            "installment" => Some(PlanKind::Installment),
            "limited_subscription" => Some(PlanKind::LimitedSubscription),
            "subscription" => Some(PlanKind::Subscription),
            _ => None,
        }
    }

    /// Subscriptions, open-ended or limited: plans a buyer subscribes to
    /// (and may end), unlike instalments, which are the price of something
    /// already handed over.
    pub fn is_subscription(self) -> bool {
        matches!(self, PlanKind::LimitedSubscription | PlanKind::Subscription)
    }

    /// Every kind, in the spec's order of values.
    pub const ALL: [PlanKind; 4] = [
        PlanKind::OneTime,
        PlanKind::Installment,
        PlanKind::LimitedSubscription,
        PlanKind::Subscription,
    ];

    /// Plans that may start with a trial: subscriptions
    /// (`trial_not_allowed` otherwise).
    pub fn allows_trial(self) -> bool {
        self.is_subscription()
    }

    /// Plans that charge more than once.
    pub fn is_recurring(self) -> bool {
        self != PlanKind::OneTime
    }

    /// Plans with a fixed number of payments.
    pub fn has_payments_count(self) -> bool {
        matches!(self, PlanKind::Installment | PlanKind::LimitedSubscription)
    }
}

/// Unit of a billing interval: `d`, `w`, `m`, `y`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntervalUnit {
    Day,
    Week,
    Month,
    Year,
}

impl IntervalUnit {
    fn letter(self) -> char {
        match self {
            IntervalUnit::Day => 'd',
            IntervalUnit::Week => 'w',
            IntervalUnit::Month => 'm',
            IntervalUnit::Year => 'y',
        }
    }

    /// The spec's option list (section 3): 1d-27d, 1w-4w, 1m-11m, 1y, 2y.
    fn standard_max(self) -> u16 {
        match self {
            IntervalUnit::Day => 27,
            IntervalUnit::Week => 4,
            IntervalUnit::Month => 11,
            IntervalUnit::Year => 2,
        }
    }

    /// Bounds of a custom interval. Decision (the spec gives none): any
    /// length up to two years, so no payment is due later than a standard
    /// interval could make it.
    fn custom_max(self) -> u16 {
        match self {
            IntervalUnit::Day => 730,
            IntervalUnit::Week => 104,
            IntervalUnit::Month => 24,
            IntervalUnit::Year => 2,
        }
    }
}

/// A billing interval such as `1m` or `14d`.
///
/// The spec lists 1d-27d, 1w-4w, 1m-11m, 1y and 2y and calls them 41
/// options: 7d, 14d and 21d are the same lengths as 1w, 2w and 3w. Parsing
/// therefore normalises whole weeks of days to weeks (`14d` becomes `2w`),
/// and [`Interval::standard`] yields the 41 distinct options.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Interval {
    unit: IntervalUnit,
    count: u16,
}

/// Why an interval string was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IntervalError {
    #[error("{0:?} is not an interval like 1m or 14d")]
    Malformed(String),
    #[error("{0} is not one of the offered intervals")]
    NotOffered(String),
}

impl IntervalError {
    pub fn code(&self) -> &'static str {
        match self {
            IntervalError::Malformed(_) => "invalid_interval",
            IntervalError::NotOffered(_) => "interval_not_offered",
        }
    }
}

impl Interval {
    fn normalised(unit: IntervalUnit, count: u16) -> Self {
        if unit == IntervalUnit::Day && count.is_multiple_of(7) {
            Interval {
                unit: IntervalUnit::Week,
                count: count / 7,
            }
        } else {
            Interval { unit, count }
        }
    }

    /// Parses any well-formed interval within the custom bounds
    /// (`1d`..`730d`, `1w`..`104w`, `1m`..`24m`, `1y`, `2y`).
    pub fn parse_custom(text: &str) -> Result<Self, IntervalError> {
        let malformed = || IntervalError::Malformed(text.to_owned());
        let t = text.trim();
        let (digits, unit) = t
            .split_at_checked(t.len().saturating_sub(1))
            .ok_or_else(malformed)?;
        let unit = match unit {
            "d" => IntervalUnit::Day,
            "w" => IntervalUnit::Week,
            "m" => IntervalUnit::Month,
            "y" => IntervalUnit::Year,
            _ => return Err(malformed()),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 3 {
            return Err(malformed());
        }
        let count = digits.parse::<u16>().map_err(|_| malformed())?;
        if count == 0 || count > unit.custom_max() {
            return Err(malformed());
        }
        Ok(Self::normalised(unit, count))
    }

    /// Parses one of the 41 standard options.
    pub fn parse(text: &str) -> Result<Self, IntervalError> {
        let interval = Self::parse_custom(text)?;
        if interval.is_standard() {
            Ok(interval)
        } else {
            Err(IntervalError::NotOffered(text.trim().to_owned()))
        }
    }

    /// The 41 standard options, shortest first within each unit.
    pub fn standard() -> impl Iterator<Item = Interval> {
        [
            IntervalUnit::Day,
            IntervalUnit::Week,
            IntervalUnit::Month,
            IntervalUnit::Year,
        ]
        .into_iter()
        .flat_map(|unit| (1..=unit.standard_max()).map(move |count| Interval { unit, count }))
        .filter(|i| !(i.unit == IntervalUnit::Day && i.count.is_multiple_of(7)))
    }

    pub fn is_standard(self) -> bool {
        match self.unit {
            // Whole weeks are stored as weeks; 1w-3w are the spec's 7d-21d.
            IntervalUnit::Week => self.count <= IntervalUnit::Week.standard_max(),
            unit => self.count <= unit.standard_max(),
        }
    }

    pub fn unit(self) -> IntervalUnit {
        self.unit
    }

    pub fn count(self) -> u16 {
        self.count
    }

    /// Whole months (months and years), which is what a recurring start day
    /// needs to fall on the same day each time.
    pub fn is_monthly(self) -> bool {
        matches!(self.unit, IntervalUnit::Month | IntervalUnit::Year)
    }
}

impl fmt::Display for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.count, self.unit.letter())
    }
}

impl fmt::Debug for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Interval({self})")
    }
}

impl Serialize for Interval {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Interval {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = String::deserialize(d)?;
        Interval::parse_custom(&raw).map_err(serde::de::Error::custom)
    }
}

/// Days of the month a recurring plan may be billed on (spec section 3).
pub const RECURRING_START_DAYS: [u8; 5] = [1, 7, 14, 21, 28];

/// Bounds of `payments_count` (spec section 9: plan interval bounds 2, 24).
pub const MIN_PAYMENTS: u32 = 2;
pub const MAX_PAYMENTS: u32 = 24;

/// The smallest amount a payment provider will charge in a currency.
///
/// Decision (the spec names the rule, not the values): the minimums the
/// large card processors apply, 0.50 in EUR, USD and CHF, 0.30 in GBP, and
/// for other currencies fifty minor units, so that no charge is too small
/// to be processed.
pub fn minimum_charge(currency: Currency) -> Money {
    let minor = match currency.code() {
        "gbp" => 30,
        "dkk" => 250,
        "nok" | "sek" => 300,
        "pln" => 200,
        "czk" => 1500,
        "huf" => 17_500,
        _ => 50,
    };
    let amount = Decimal::new(minor, currency.minor_units());
    Money::new(amount, currency).unwrap_or_else(|_| Money::zero(currency))
}

/// A trial (the spec's "test period") before the regular payments start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Trial {
    pub period: Interval,
    /// Zero for a free trial, otherwise at least the minimum charge.
    pub amount: Money,
}

/// The raw plan as a form or a stored row holds it. Every amount is a
/// decimal string in the plan's currency.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PlanTerms {
    pub kind: Option<PlanKind>,
    pub currency: String,
    /// One-time price (the minimum when pay-what-you-want).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub price: Option<String>,
    #[serde(default)]
    pub pay_what_you_want: bool,
    /// First payment of a recurring plan.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub first_amount: Option<String>,
    /// Every later payment of a recurring plan.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub next_amount: Option<String>,
    /// Number of payments of an instalment or limited subscription plan.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub payments_count: Option<u32>,
    /// Billing interval, one of the 41 options (`1m`).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub interval: Option<String>,
    /// Custom rates (the spec's rate1Amount..rateNAmount), one per payment;
    /// they replace first and next amount.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub rates: Option<Vec<String>>,
    /// Custom intervals: the gap before each payment after the first
    /// (`payments_count - 1` of them); they replace the regular interval.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub custom_intervals: Option<Vec<String>>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub trial_period: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub trial_amount: Option<String>,
    /// Day of the month (1, 7, 14, 21, 28) later payments fall on.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub start_day: Option<u8>,
}

/// A plan that passed every rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Plan {
    pub kind: PlanKind,
    pub currency: Currency,
    /// One-time: the price. Instalments and limited subscriptions: every
    /// payment. Subscriptions: the first and the repeating next payment.
    pub amounts: Vec<Money>,
    pub pay_what_you_want: bool,
    /// None for one-time plans.
    pub interval: Option<Interval>,
    /// Gaps before payments 2..N when custom; empty for the regular interval.
    pub custom_intervals: Vec<Interval>,
    pub trial: Option<Trial>,
    pub start_day: Option<u8>,
}

fn parse_amount(
    problems: &mut Problems,
    field: &str,
    raw: Option<&str>,
    currency: Currency,
) -> Option<Money> {
    let Some(raw) = raw.map(str::trim).filter(|r| !r.is_empty()) else {
        problems.push(field, "required");
        return None;
    };
    match Money::parse(raw, currency) {
        Ok(m) if m.is_negative() => {
            problems.push(field, "negative_amount");
            None
        }
        Ok(m) => Some(m),
        Err(e) => {
            problems.push(field, e.code());
            None
        }
    }
}

/// A charged amount must be at least the currency's minimum charge.
fn check_chargeable(problems: &mut Problems, field: &str, amount: Money) {
    if amount.amount() < minimum_charge(amount.currency()).amount() {
        problems.push(field, "amount_below_minimum_charge");
    }
}

impl Plan {
    /// Validates raw terms, reporting every problem at once.
    ///
    /// Rules (spec sections 3 and 9, and decisions where it is silent):
    /// - one-time: a price, zero for free products (no charge is made);
    ///   pay-what-you-want only here, with the price as the minimum;
    /// - instalment and limited subscription: `payments_count` in 2..=24 and
    ///   either first and next amount, or exactly `payments_count` custom
    ///   rates; every payment at least the minimum charge;
    /// - subscription: first and next amount, no count, no custom rates;
    /// - recurring plans need an interval from the 41 options, unless
    ///   custom intervals (`payments_count - 1` of them) are given;
    /// - trials only on subscriptions and limited subscriptions (an
    ///   instalment plan is a price paid off, not access tried out); free
    ///   or at least the minimum charge;
    /// - a start day only with monthly or yearly intervals.
    pub fn from_terms(terms: &PlanTerms) -> Result<Plan, Vec<Problem>> {
        let mut p = Problems::default();
        let Some(kind) = terms.kind else {
            p.push("kind", "required");
            return Err(p.into_vec());
        };
        let Ok(currency) = Currency::parse(&terms.currency) else {
            p.push("currency", "invalid_currency");
            return Err(p.into_vec());
        };
        let amount = |p: &mut Problems, field: &str, raw: &Option<String>| {
            parse_amount(p, field, raw.as_deref(), currency)
        };

        if kind != PlanKind::OneTime && terms.pay_what_you_want {
            p.push("pay_what_you_want", "pay_what_you_want_one_time_only");
        }
        let mut amounts = Vec::new();
        match kind {
            PlanKind::OneTime => {
                for (field, value) in [
                    ("first_amount", terms.first_amount.is_some()),
                    ("next_amount", terms.next_amount.is_some()),
                    ("payments_count", terms.payments_count.is_some()),
                    ("interval", terms.interval.is_some()),
                    ("rates", terms.rates.is_some()),
                    ("custom_intervals", terms.custom_intervals.is_some()),
                    ("trial_period", terms.trial_period.is_some()),
                    ("start_day", terms.start_day.is_some()),
                ] {
                    if value {
                        p.push(field, "not_allowed_for_one_time");
                    }
                }
                if let Some(price) = amount(&mut p, "price", &terms.price) {
                    // A free product (price 0) is fine; a paid one must be
                    // chargeable. Pay-what-you-want may start at zero.
                    if !price.is_zero() && !terms.pay_what_you_want {
                        check_chargeable(&mut p, "price", price);
                    }
                    amounts.push(price);
                }
            }
            PlanKind::Installment | PlanKind::LimitedSubscription | PlanKind::Subscription => {
                if terms.price.is_some() {
                    p.push("price", "not_allowed_for_recurring");
                }
                amounts = recurring_amounts(&mut p, kind, terms, currency);
            }
        }

        let (interval, custom_intervals) = if kind.is_recurring() {
            intervals(&mut p, kind, terms)
        } else {
            (None, Vec::new())
        };

        let trial = match (&terms.trial_period, &terms.trial_amount) {
            (None, None) => None,
            _ if !kind.allows_trial() => {
                p.push("trial_period", "trial_not_allowed");
                None
            }
            (None, Some(_)) => {
                p.push("trial_period", "required");
                None
            }
            (Some(period), raw_amount) => {
                let period = Interval::parse(period)
                    .map_err(|e| p.push("trial_period", e.code()))
                    .ok();
                let trial_amount = match raw_amount {
                    None => Some(Money::zero(currency)),
                    Some(_) => amount(&mut p, "trial_amount", raw_amount),
                };
                if let Some(a) = trial_amount.filter(|a| !a.is_zero()) {
                    check_chargeable(&mut p, "trial_amount", a);
                }
                period
                    .zip(trial_amount)
                    .map(|(period, amount)| Trial { period, amount })
            }
        };

        if let Some(day) = terms.start_day {
            if !RECURRING_START_DAYS.contains(&day) {
                p.push("start_day", "invalid_start_day");
            } else if !interval.is_some_and(Interval::is_monthly) || !custom_intervals.is_empty() {
                p.push("start_day", "start_day_needs_monthly_interval");
            }
        }

        p.into_result(Plan {
            kind,
            currency,
            amounts,
            pay_what_you_want: terms.pay_what_you_want && kind == PlanKind::OneTime,
            interval,
            custom_intervals,
            trial,
            start_day: terms.start_day,
        })
    }

    /// What the whole plan costs: the price, or the sum of all payments
    /// (the spec's first + next x (count - 1), or the sum of custom rates).
    /// Subscriptions have no total; the first period's amount is returned
    /// as `None`.
    pub fn total(&self) -> Result<Option<Money>, MoneyError> {
        if self.kind == PlanKind::Subscription {
            return Ok(None);
        }
        Money::sum(&self.amounts, self.currency).map(Some)
    }

    /// Number of payments; `None` for an open-ended subscription.
    pub fn payments_count(&self) -> Option<usize> {
        match self.kind {
            PlanKind::OneTime => Some(1),
            PlanKind::Subscription => None,
            _ => Some(self.amounts.len()),
        }
    }

    /// The amount of payment `index` (0-based) before any discount.
    pub fn amount_at(&self, index: usize) -> Option<Money> {
        match self.kind {
            PlanKind::Subscription => self.amounts.get(index.min(1)).copied(),
            _ => self.amounts.get(index).copied(),
        }
    }
}

fn recurring_amounts(
    p: &mut Problems,
    kind: PlanKind,
    terms: &PlanTerms,
    currency: Currency,
) -> Vec<Money> {
    let count = if kind.has_payments_count() {
        match terms.payments_count {
            None => {
                p.push("payments_count", "required");
                None
            }
            Some(n) if !(MIN_PAYMENTS..=MAX_PAYMENTS).contains(&n) => {
                p.push("payments_count", "payments_count_out_of_range");
                None
            }
            Some(n) => Some(n as usize),
        }
    } else {
        if terms.payments_count.is_some() {
            p.push("payments_count", "not_allowed_for_subscription");
        }
        None
    };

    let mut amounts = Vec::new();
    if let Some(rates) = &terms.rates {
        if !kind.has_payments_count() {
            p.push("rates", "not_allowed_for_subscription");
            return amounts;
        }
        if terms.first_amount.is_some() || terms.next_amount.is_some() {
            p.push("rates", "rates_replace_first_and_next");
        }
        if let Some(n) = count
            && rates.len() != n
        {
            p.push("rates", "rates_count_mismatch");
        }
        for (i, raw) in rates.iter().enumerate() {
            let field = format!("rates.{i}");
            if let Some(m) = parse_amount(p, &field, Some(raw), currency) {
                check_chargeable(p, &field, m);
                amounts.push(m);
            }
        }
        return amounts;
    }

    let first = parse_amount(p, "first_amount", terms.first_amount.as_deref(), currency);
    let next = parse_amount(p, "next_amount", terms.next_amount.as_deref(), currency);
    if let Some(first) = first {
        check_chargeable(p, "first_amount", first);
    }
    if let Some(next) = next {
        check_chargeable(p, "next_amount", next);
    }
    if let (Some(first), Some(next)) = (first, next) {
        amounts.push(first);
        match (kind, count) {
            (PlanKind::Subscription, _) => amounts.push(next),
            (_, Some(n)) => amounts.extend(std::iter::repeat_n(next, n.saturating_sub(1))),
            (_, None) => {}
        }
    }
    amounts
}

fn intervals(
    p: &mut Problems,
    kind: PlanKind,
    terms: &PlanTerms,
) -> (Option<Interval>, Vec<Interval>) {
    let mut custom = Vec::new();
    if let Some(gaps) = &terms.custom_intervals {
        if !kind.has_payments_count() {
            p.push("custom_intervals", "not_allowed_for_subscription");
        } else if let Some(n) = terms.payments_count
            && gaps.len() != (n as usize).saturating_sub(1)
        {
            p.push("custom_intervals", "custom_intervals_count_mismatch");
        }
        for (i, raw) in gaps.iter().enumerate() {
            match Interval::parse_custom(raw) {
                Ok(gap) => custom.push(gap),
                Err(e) => p.push(format!("custom_intervals.{i}"), e.code()),
            }
        }
    }
    let interval = match &terms.interval {
        Some(raw) => Interval::parse(raw)
            .map_err(|e| p.push("interval", e.code()))
            .ok(),
        None if custom.is_empty() => {
            p.push("interval", "required");
            None
        }
        None => None,
    };
    (interval, custom)
}

/// Splits a total into `count` payments of equal size; the rounding
/// remainder goes to the first payment, so the payments sum exactly to the
/// total. This is what the plan form offers when a seller enters a total.
pub fn split_total(total: Money, count: u32) -> Result<Vec<Money>, MoneyError> {
    if count == 0 {
        return Ok(Vec::new());
    }
    let currency = total.currency();
    let share = Money::round(
        total.amount() / Decimal::from(count),
        currency,
        crate::money::Rounding::Truncate,
    )?;
    let mut rest = total;
    for _ in 1..count {
        rest = rest.checked_sub(share)?;
    }
    let mut out = vec![rest];
    out.extend(std::iter::repeat_n(share, (count - 1) as usize));
    Ok(out)
}

impl FromStr for PlanKind {
    type Err = UnknownPlanKind;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "one_time" => Ok(PlanKind::OneTime),
            "installment" => Ok(PlanKind::Installment),
            "limited_subscription" => Ok(PlanKind::LimitedSubscription),
            "subscription" => Ok(PlanKind::Subscription),
            _ => Err(UnknownPlanKind(-1)),
        }
    }
}

/// What the plan form needs to know of a kind: which inputs it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PlanKindRules {
    pub kind: PlanKind,
    /// A number of payments ([`PlanKind::has_payments_count`]).
    pub has_payments_count: bool,
    /// A trial may come first ([`PlanKind::allows_trial`]).
    pub allows_trial: bool,
    /// More than one charge ([`PlanKind::is_recurring`]).
    pub recurring: bool,
}

/// The rules of every plan kind, in the spec's order, for the browser's
/// plan form (wasm-pkg's `planKinds`).
pub fn plan_kinds() -> Vec<PlanKindRules> {
    PlanKind::ALL
        .iter()
        .map(|&kind| PlanKindRules {
            kind,
            has_payments_count: kind.has_payments_count(),
            allows_trial: kind.allows_trial(),
            recurring: kind.is_recurring(),
        })
        .collect()
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "amount_below_minimum_charge",
    "custom_intervals_count_mismatch",
    "interval_not_offered",
    "invalid_currency",
    "invalid_interval",
    "invalid_start_day",
    "negative_amount",
    "not_allowed_for_one_time",
    "not_allowed_for_recurring",
    "not_allowed_for_subscription",
    "pay_what_you_want_one_time_only",
    "payments_count_out_of_range",
    "rates_count_mismatch",
    "rates_replace_first_and_next",
    "required",
    "start_day_needs_monthly_interval",
    "trial_not_allowed",
];

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn eur(s: &str) -> Money {
        Money::parse(s, Currency::EUR).unwrap()
    }

    fn terms(kind: PlanKind) -> PlanTerms {
        PlanTerms {
            kind: Some(kind),
            currency: "eur".into(),
            ..PlanTerms::default()
        }
    }

    fn codes(r: Result<Plan, Vec<Problem>>) -> Vec<(String, &'static str)> {
        r.err()
            .unwrap_or_default()
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    #[test]
    fn kind_values_round_trip() {
        for v in 0..4 {
            assert_eq!(PlanKind::from_value(v).map(PlanKind::value), Ok(v));
        }
        assert!(PlanKind::from_value(4).is_err());
        assert!(PlanKind::from_value(-1).is_err());
    }

    #[test]
    fn there_are_41_standard_intervals() {
        let all: Vec<String> = Interval::standard().map(|i| i.to_string()).collect();
        assert_eq!(all.len(), 41);
        assert_eq!(all.first().map(String::as_str), Some("1d"));
        assert_eq!(all.last().map(String::as_str), Some("2y"));
        for label in ["1d", "6d", "8d", "27d", "1w", "4w", "1m", "11m", "1y", "2y"] {
            assert!(all.iter().any(|a| a == label), "{label}");
        }
        for gone in ["7d", "14d", "21d", "28d", "12m", "3y", "5w"] {
            assert!(!all.iter().any(|a| a == gone), "{gone}");
        }
    }

    #[test]
    fn interval_parsing() {
        assert_eq!(
            Interval::parse("14d").map(|i| i.to_string()).as_deref(),
            Ok("2w")
        );
        assert_eq!(
            Interval::parse(" 3m ").map(|i| i.to_string()).as_deref(),
            Ok("3m")
        );
        for bad in [
            "", "m", "0m", "1x", "1.5m", "-1m", "1 m", "m1", "99999d", "1€", "€", "1m€",
        ] {
            assert_eq!(
                Interval::parse(bad).map_err(|e| e.code()),
                Err("invalid_interval"),
                "{bad:?}"
            );
        }
        // 28d is 4w, which is offered.
        assert_eq!(
            Interval::parse("28d").map(|i| i.to_string()).as_deref(),
            Ok("4w")
        );
        for not_offered in ["12m", "5w", "30d"] {
            assert_eq!(
                Interval::parse(not_offered).map_err(|e| e.code()),
                Err("interval_not_offered"),
                "{not_offered}"
            );
        }
        assert_eq!(
            Interval::parse_custom("45d")
                .map(|i| i.to_string())
                .as_deref(),
            Ok("45d")
        );
        assert_eq!(
            Interval::parse_custom("18m")
                .map(|i| i.to_string())
                .as_deref(),
            Ok("18m")
        );
        assert!(Interval::parse_custom("25m").is_err());
    }

    #[test]
    fn minimum_charges() {
        assert_eq!(minimum_charge(Currency::EUR), eur("0.50"));
        let jpy = Currency::parse("jpy").unwrap();
        assert_eq!(minimum_charge(jpy).to_decimal_string(), "50");
        let bhd = Currency::parse("bhd").unwrap();
        assert_eq!(minimum_charge(bhd).to_decimal_string(), "0.050");
        let gbp = Currency::parse("gbp").unwrap();
        assert_eq!(minimum_charge(gbp).to_decimal_string(), "0.30");
    }

    #[test]
    fn instalment_total_is_first_plus_next_times_rest() {
        let plan = Plan::from_terms(&PlanTerms {
            first_amount: Some("100".into()),
            next_amount: Some("50".into()),
            payments_count: Some(4),
            interval: Some("1m".into()),
            ..terms(PlanKind::Installment)
        })
        .unwrap();
        // 100 + 50 x (4 - 1) = 250
        assert_eq!(plan.total(), Ok(Some(eur("250"))));
        assert_eq!(plan.payments_count(), Some(4));
    }

    #[test]
    fn custom_rates_total_is_their_sum() {
        let plan = Plan::from_terms(&PlanTerms {
            rates: Some(vec!["10".into(), "20.50".into(), "30.25".into()]),
            payments_count: Some(3),
            interval: Some("2w".into()),
            ..terms(PlanKind::LimitedSubscription)
        })
        .unwrap();
        assert_eq!(plan.total(), Ok(Some(eur("60.75"))));
    }

    #[test]
    fn subscription_has_no_total_and_repeats_next() {
        let plan = Plan::from_terms(&PlanTerms {
            first_amount: Some("1".into()),
            next_amount: Some("9.99".into()),
            interval: Some("1m".into()),
            trial_period: Some("14d".into()),
            start_day: Some(1),
            ..terms(PlanKind::Subscription)
        })
        .unwrap();
        assert_eq!(plan.total(), Ok(None));
        assert_eq!(plan.amount_at(0), Some(eur("1")));
        assert_eq!(plan.amount_at(7), Some(eur("9.99")));
        assert_eq!(plan.trial.map(|t| t.amount), Some(eur("0")));
    }

    #[test]
    fn payments_count_bounds() {
        for (n, ok) in [(1, false), (2, true), (24, true), (25, false), (0, false)] {
            let r = Plan::from_terms(&PlanTerms {
                first_amount: Some("10".into()),
                next_amount: Some("10".into()),
                payments_count: Some(n),
                interval: Some("1m".into()),
                ..terms(PlanKind::Installment)
            });
            assert_eq!(r.is_ok(), ok, "{n}");
            if !ok {
                assert_eq!(
                    codes(r),
                    vec![("payments_count".into(), "payments_count_out_of_range")]
                );
            }
        }
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let r = Plan::from_terms(&PlanTerms {
            first_amount: Some("0.10".into()),
            next_amount: Some("-5".into()),
            payments_count: Some(30),
            interval: Some("12m".into()),
            trial_period: Some("1m".into()),
            start_day: Some(3),
            ..terms(PlanKind::Installment)
        });
        assert_eq!(
            codes(r),
            vec![
                ("payments_count".into(), "payments_count_out_of_range"),
                ("next_amount".into(), "negative_amount"),
                ("first_amount".into(), "amount_below_minimum_charge"),
                ("interval".into(), "interval_not_offered"),
                ("trial_period".into(), "trial_not_allowed"),
                ("start_day".into(), "invalid_start_day"),
            ]
        );
    }

    #[test]
    fn one_time_rules() {
        let free = Plan::from_terms(&PlanTerms {
            price: Some("0".into()),
            ..terms(PlanKind::OneTime)
        });
        assert!(free.is_ok());
        let too_small = Plan::from_terms(&PlanTerms {
            price: Some("0.20".into()),
            ..terms(PlanKind::OneTime)
        });
        assert_eq!(
            codes(too_small),
            vec![("price".into(), "amount_below_minimum_charge")]
        );
        let extra = Plan::from_terms(&PlanTerms {
            price: Some("5".into()),
            interval: Some("1m".into()),
            ..terms(PlanKind::OneTime)
        });
        assert_eq!(
            codes(extra),
            vec![("interval".into(), "not_allowed_for_one_time")]
        );
        let too_precise = Plan::from_terms(&PlanTerms {
            price: Some("5.001".into()),
            ..terms(PlanKind::OneTime)
        });
        assert_eq!(
            codes(too_precise),
            vec![("price".into(), "amount_too_precise")]
        );
        let bad_currency = Plan::from_terms(&PlanTerms {
            currency: "xyz".into(),
            ..terms(PlanKind::OneTime)
        });
        assert_eq!(
            codes(bad_currency),
            vec![("currency".into(), "invalid_currency")]
        );
    }

    #[test]
    fn start_day_needs_months_and_custom_intervals_need_the_right_count() {
        let weekly = Plan::from_terms(&PlanTerms {
            first_amount: Some("5".into()),
            next_amount: Some("5".into()),
            interval: Some("1w".into()),
            start_day: Some(7),
            ..terms(PlanKind::Subscription)
        });
        assert_eq!(
            codes(weekly),
            vec![("start_day".into(), "start_day_needs_monthly_interval")]
        );
        let gaps = Plan::from_terms(&PlanTerms {
            first_amount: Some("5".into()),
            next_amount: Some("5".into()),
            payments_count: Some(3),
            custom_intervals: Some(vec!["10d".into()]),
            ..terms(PlanKind::Installment)
        });
        assert_eq!(
            codes(gaps),
            vec![("custom_intervals".into(), "custom_intervals_count_mismatch")]
        );
    }

    #[test]
    fn split_total_gives_the_remainder_to_the_first_payment() {
        let parts = split_total(eur("100"), 3).unwrap();
        assert_eq!(parts, vec![eur("33.34"), eur("33.33"), eur("33.33")]);
        let jpy = Currency::parse("jpy").unwrap();
        let parts = split_total(Money::parse("1000", jpy).unwrap(), 6).unwrap();
        let strings: Vec<String> = parts.iter().map(|m| m.to_decimal_string()).collect();
        assert_eq!(strings, ["170", "166", "166", "166", "166", "166"]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(10_000))]
        #[test]
        fn split_rates_sum_exactly_to_the_total(cents in 0i64..100_000_000, count in 1u32..=24) {
            let total = Money::new(Decimal::new(cents, 2), Currency::EUR).unwrap();
            let parts = split_total(total, count).unwrap();
            prop_assert_eq!(parts.len(), count as usize);
            let sum = parts.iter().try_fold(Money::zero(Currency::EUR), |s, p| s.checked_add(*p)).unwrap();
            prop_assert_eq!(sum, total);
            // The first carries the remainder: never smaller than the others.
            for p in &parts[1..] {
                prop_assert!(parts[0].amount() >= p.amount());
            }
        }

        #[test]
        fn instalment_total_formula(first in 50i64..1_000_000, next in 50i64..1_000_000, count in 2u32..=24) {
            let plan = Plan::from_terms(&PlanTerms {
                first_amount: Some(Decimal::new(first, 2).to_string()),
                next_amount: Some(Decimal::new(next, 2).to_string()),
                payments_count: Some(count),
                interval: Some("1m".into()),
                ..terms(PlanKind::Installment)
            }).unwrap();
            let expected = Decimal::new(first, 2) + Decimal::new(next, 2) * Decimal::from(count - 1);
            prop_assert_eq!(plan.total().unwrap().map(Money::amount), Some(expected));
        }
    }
}
