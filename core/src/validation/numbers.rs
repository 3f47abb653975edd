//! Numbers in forms: affiliate commission tiers, the decimal field and the
//! integer stepper (spec section 5), and the ranges of list filters.

use std::str::FromStr;

use jiff::civil::Date;
use rust_decimal::Decimal;

use crate::lists::{ListScope, ValueKind, value_problem};
use crate::problem::{Problem, Problems};

/// At most five tiers (spec section 9).
pub const MAX_TIERS: usize = 5;
/// Decimals a commission percentage may have.
pub const TIER_DECIMALS: u32 = 2;

/// A plain decimal: `-`? digits, optionally `.` and digits. No exponent,
/// no `+`, no blanks, no thousands separators.
fn plain_decimal(text: &str) -> Option<Decimal> {
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    let (int, frac) = unsigned.split_once('.').unwrap_or((unsigned, "0"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if digits(int) && digits(frac) {
        Decimal::from_str(text).ok()
    } else {
        None
    }
}

/// Affiliate commission tiers: percentages of the sale paid to each level
/// of the affiliate chain (tier 1 the publisher who sold, tier 2 who
/// recruited them, ...). Each tier is a decimal string 0 to 100 with at most
/// two decimals (`tiers.N`: `required`, `invalid_commission`,
/// `commission_out_of_range`); at most five tiers (`tiers`:
/// `too_many_tiers`), at least one (`tiers`: `required`).
///
/// The sum bound (the spec's values are not shown). Decision: the sum must
/// be above 0 and at most 100 (`tiers`: `commission_sum_out_of_range`): a
/// program that pays nothing is not a program, and the levels together
/// cannot be paid more than the sale. The default of five zero tiers
/// (spec section 9) is therefore a form still to be filled in.
pub fn commission_tiers(tiers: &[String]) -> Result<Vec<Decimal>, Vec<Problem>> {
    let mut p = Problems::default();
    if tiers.is_empty() {
        p.push("tiers", "required");
    }
    if tiers.len() > MAX_TIERS {
        p.push("tiers", "too_many_tiers");
    }
    let hundred = Decimal::ONE_HUNDRED;
    let mut sum = Decimal::ZERO;
    let mut values = Vec::with_capacity(tiers.len());
    let mut all_read = true;
    for (i, raw) in tiers.iter().enumerate() {
        let field = format!("tiers.{i}");
        let t = raw.trim();
        if t.is_empty() {
            p.push(field, "required");
            all_read = false;
            continue;
        }
        match plain_decimal(t) {
            Some(v) if v.scale() > TIER_DECIMALS => {
                p.push(field, "invalid_commission");
                all_read = false;
            }
            Some(v) if v < Decimal::ZERO || v > hundred => {
                p.push(field, "commission_out_of_range");
                all_read = false;
            }
            Some(v) => {
                sum = sum.checked_add(v).unwrap_or(Decimal::MAX);
                values.push(v);
            }
            None => {
                p.push(field, "invalid_commission");
                all_read = false;
            }
        }
    }
    if all_read && !tiers.is_empty() && (sum <= Decimal::ZERO || sum > hundred) {
        p.push("tiers", "commission_sum_out_of_range");
    }
    p.into_result(values)
}

/// Options of the decimal field. Defaults: 2 decimals (spec section 9),
/// no minimum, no maximum, empty not allowed.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default)]
pub struct DecimalOptions {
    pub decimals: u32,
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub min: Option<Decimal>,
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub max: Option<Decimal>,
    pub allow_empty: bool,
    pub on_blur: bool,
}

impl Default for DecimalOptions {
    fn default() -> Self {
        DecimalOptions {
            decimals: 2,
            min: None,
            max: None,
            allow_empty: false,
            on_blur: false,
        }
    }
}

/// Most decimals the field keeps (beyond this `Decimal` cannot hold them).
const MAX_FIELD_DECIMALS: u32 = 20;

/// The decimal field (spec section 5): blanks removed and a decimal comma
/// read as a point; the fraction cut (never rounded) to `decimals`; a value
/// above `max` becomes `max`; text that is not a number becomes empty.
/// While typing, `12.` and `-` stay as typed so the user can go on; on
/// blur a value at or below `min` becomes `min`. Empty stays empty while
/// typing; on blur it stays empty when `allow_empty`, else becomes `min`
/// (when there is one). Decision: with `allow_empty` a non-empty value
/// below the minimum is still raised (empty is allowed, too small is not).
pub fn normalize_decimal(value: &str, opts: &DecimalOptions) -> String {
    let decimals = opts.decimals.min(MAX_FIELD_DECIMALS);
    let t: String = value
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| if c == ',' { '.' } else { c })
        .collect();
    let raised = |v: Option<Decimal>| -> String {
        match (v, opts.min) {
            (None, Some(min)) if opts.on_blur && !opts.allow_empty => min.to_string(),
            (None, _) => String::new(),
            (Some(v), Some(min)) if opts.on_blur && v <= min => min.to_string(),
            (Some(v), _) => v.to_string(),
        }
    };
    if t.is_empty() {
        return raised(None);
    }
    let negative = t.starts_with('-');
    let unsigned = t.strip_prefix('-').unwrap_or(&t);
    let (int, frac) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let numeric =
        int.bytes().all(|b| b.is_ascii_digit()) && frac.bytes().all(|b| b.is_ascii_digit());
    if !numeric || (int.is_empty() && frac.is_empty() && (unsigned.contains('.') || opts.on_blur)) {
        return raised(None);
    }
    if int.is_empty() && frac.is_empty() {
        // A lone `-` while typing.
        return t;
    }
    let keep = usize::try_from(decimals).unwrap_or(0).min(frac.len());
    let frac = frac.get(..keep).unwrap_or("");
    let int_digits = if int.is_empty() { "0" } else { int };
    let text = if frac.is_empty() {
        format!("{}{int_digits}", if negative { "-" } else { "" })
    } else {
        format!("{}{int_digits}.{frac}", if negative { "-" } else { "" })
    };
    let parsed = Decimal::from_str(&text).ok();
    let Some(v) = parsed else {
        // Too many digits for a decimal: positive ones are above any max.
        return match opts.max {
            Some(max) if !negative => max.to_string(),
            _ => raised(None),
        };
    };
    if let Some(max) = opts.max
        && v > max
    {
        return max.to_string();
    }
    if opts.on_blur {
        return raised(Some(v));
    }
    // While typing keep a trailing point or the typed zeros.
    let trailing_point = unsigned.ends_with('.') && decimals > 0;
    if trailing_point {
        format!("{text}.")
    } else {
        text
    }
}

/// Options of the integer stepper. Defaults (the spec's "not shown"): the
/// number input bounds of spec section 9, minimum 1 and maximum 1,000,000,
/// step 1, not required.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default)]
pub struct StepperOptions {
    pub min: i64,
    pub max: i64,
    pub step: i64,
    pub required: bool,
}

impl Default for StepperOptions {
    fn default() -> Self {
        StepperOptions {
            min: 1,
            max: 1_000_000,
            step: 1,
            required: false,
        }
    }
}

/// What happened to the stepper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum StepAction {
    /// A keystroke.
    #[default]
    Input,
    /// The field lost focus.
    Blur,
    /// The up arrow.
    Up,
    /// The down arrow.
    Down,
}

/// The stepper's new value, and `required` when it is required and empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stepped {
    pub value: String,
    pub problem: Option<&'static str>,
}

/// The integer stepper (spec section 5): text that is not a whole number
/// becomes empty; above `max` becomes `max`; on blur a value at or below
/// `min` becomes `min`; the arrows add or subtract `step` (an empty field
/// steps from `min`), never leaving `min..=max`. A required field left
/// empty is `required`. Bounds given the wrong way round are swapped; a
/// step of 0 or less counts as 1.
pub fn integer_stepper(value: &str, opts: StepperOptions, action: StepAction) -> Stepped {
    let (min, max) = if opts.min <= opts.max {
        (opts.min, opts.max)
    } else {
        (opts.max, opts.min)
    };
    let step = opts.step.max(1);
    let t = value.trim();
    let unsigned = t.strip_prefix('-').unwrap_or(t);
    let whole = !unsigned.is_empty() && unsigned.bytes().all(|b| b.is_ascii_digit());
    let parsed: Option<i64> = if whole {
        // Digits beyond i64 are far beyond any bound.
        Some(t.parse::<i64>().unwrap_or(if t.starts_with('-') {
            i64::MIN
        } else {
            i64::MAX
        }))
    } else {
        None
    };
    let out = match (parsed, action) {
        (None, StepAction::Up | StepAction::Down) => Some(min),
        (None, _) => None,
        (Some(v), StepAction::Input) => Some(v.min(max)),
        (Some(v), StepAction::Blur) => Some(v.clamp(min, max)),
        (Some(v), StepAction::Up) => Some(v.saturating_add(step).clamp(min, max)),
        (Some(v), StepAction::Down) => Some(v.saturating_sub(step).clamp(min, max)),
    };
    let value = out.map(|v| v.to_string()).unwrap_or_default();
    let problem = (opts.required && value.is_empty()).then_some("required");
    Stepped { value, problem }
}

/// The list filters whose values have a range (spec section 5 "Filters").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FilterRangeKind {
    /// A rate, 0 to 100 (percent, decimal).
    Rate,
    /// A VAT rate, 0 to 100 (percent, decimal).
    Vat,
    /// A threshold ("applied more than", "products more than", "orders
    /// more than"), at least 0.
    Threshold,
    /// `charges_count`, 0 to 10,000.
    ChargesCount,
    /// `overdue`, 0 to 365 days.
    Overdue,
    /// A year, 2021 to next year.
    Year,
    /// A month, 1 to 12.
    Month,
}

/// One filter value in its range. Charges count, overdue days, amounts
/// (thresholds), year and month are checked by the list engine's own rules
/// ([`value_problem`]), so the two cannot drift; rates and VAT are not list filters and are checked
/// here. Codes are the list module's `invalid_filter_value` and
/// `filter_out_of_range`. A threshold is a decimal (`0`, `2.5`).
pub fn filter_range(kind: FilterRangeKind, value: &str, today: Date) -> Result<(), &'static str> {
    let t = value.trim();
    if t.is_empty() {
        return Err("required");
    }
    let kind = match kind {
        FilterRangeKind::Rate | FilterRangeKind::Vat => {
            let v = plain_decimal(t).ok_or(crate::lists::INVALID_FILTER_VALUE)?;
            return if (Decimal::ZERO..=Decimal::ONE_HUNDRED).contains(&v) {
                Ok(())
            } else {
                Err(crate::lists::FILTER_OUT_OF_RANGE)
            };
        }
        FilterRangeKind::Threshold => ValueKind::AmountRange,
        FilterRangeKind::ChargesCount => ValueKind::CountRange,
        FilterRangeKind::Overdue => ValueKind::DaysRange,
        FilterRangeKind::Year => ValueKind::Year,
        FilterRangeKind::Month => ValueKind::Month,
    };
    match value_problem(kind, t, ListScope::seller(today.year())) {
        None => Ok(()),
        Some(code) => Err(code),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Case<'a> = (&'a [&'a str], &'a [(&'a str, &'a str)]);

    fn tiers(values: &[&str]) -> Vec<(String, &'static str)> {
        let owned: Vec<String> = values.iter().map(|s| (*s).to_owned()).collect();
        commission_tiers(&owned)
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    #[test]
    fn commission_tier_rules() {
        let ok: &[&[&str]] = &[
            &["10"],
            &["50", "25", "12.5", "7.25", "5.25"],
            &["100"],
            &["0.01"],
            &["30", "0"],
            &["10.50"],
        ];
        for case in ok {
            assert_eq!(tiers(case), vec![], "{case:?}");
        }
        let bad: &[Case] = &[
            (&[], &[("tiers", "required")]),
            (
                &["0", "0", "0", "0", "0"],
                &[("tiers", "commission_sum_out_of_range")],
            ),
            (&["60", "50"], &[("tiers", "commission_sum_out_of_range")]),
            (
                &["1", "1", "1", "1", "1", "1"],
                &[("tiers", "too_many_tiers")],
            ),
            (&["101"], &[("tiers.0", "commission_out_of_range")]),
            (&["10", "-1"], &[("tiers.1", "commission_out_of_range")]),
            (&["10", "1.234"], &[("tiers.1", "invalid_commission")]),
            (
                &["10", "abc", "", "1e2"],
                &[
                    ("tiers.1", "invalid_commission"),
                    ("tiers.2", "required"),
                    ("tiers.3", "invalid_commission"),
                ],
            ),
            (&["10,5"], &[("tiers.0", "invalid_commission")]),
        ];
        for (case, expected) in bad {
            let expected: Vec<(String, &str)> = expected
                .iter()
                .map(|(f, c)| ((*f).to_owned(), *c))
                .collect();
            assert_eq!(tiers(case), expected, "{case:?}");
        }
    }

    fn dec(s: &str) -> Option<Decimal> {
        Decimal::from_str(s).ok()
    }

    #[test]
    fn decimal_field() {
        let typing = DecimalOptions {
            min: dec("1"),
            max: dec("100"),
            ..DecimalOptions::default()
        };
        let blur = DecimalOptions {
            on_blur: true,
            ..typing.clone()
        };
        let blur_empty = DecimalOptions {
            allow_empty: true,
            ..blur.clone()
        };
        let cases: &[(&str, &DecimalOptions, &str)] = &[
            ("12.349", &typing, "12.34"),
            ("12,999", &typing, "12.99"),
            ("-12.999", &DecimalOptions::default(), "-12.99"),
            ("12.", &typing, "12."),
            ("12.5", &typing, "12.5"),
            ("150", &typing, "100"),
            ("100.001", &typing, "100.00"),
            ("abc", &typing, ""),
            ("1.2.3", &typing, ""),
            ("", &typing, ""),
            ("0.5", &typing, "0.5"),
            ("-", &DecimalOptions::default(), "-"),
            (" 1 000,5 ", &DecimalOptions::default(), "1000.5"),
            ("99999999999999999999999999999999", &typing, "100"),
            ("0.5", &blur, "1"),
            ("1", &blur, "1"),
            ("1.5", &blur, "1.5"),
            ("12.", &blur, "12"),
            ("", &blur, "1"),
            ("", &blur_empty, ""),
            ("0", &blur_empty, "1"),
            ("abc", &blur, "1"),
            (
                "5.129",
                &DecimalOptions {
                    decimals: 0,
                    ..typing.clone()
                },
                "5",
            ),
            (
                "5.",
                &DecimalOptions {
                    decimals: 0,
                    ..typing.clone()
                },
                "5",
            ),
            (
                "5.129",
                &DecimalOptions {
                    decimals: 3,
                    ..typing.clone()
                },
                "5.129",
            ),
        ];
        for (input, opts, expected) in cases {
            assert_eq!(
                normalize_decimal(input, opts),
                *expected,
                "{input:?} {opts:?}"
            );
        }
    }

    #[test]
    fn integer_stepper_rules() {
        let opts = StepperOptions {
            min: 1,
            max: 10,
            step: 2,
            required: true,
        };
        let cases: &[(&str, StepAction, &str, Option<&str>)] = &[
            ("5", StepAction::Input, "5", None),
            ("12", StepAction::Input, "10", None),
            ("0", StepAction::Input, "0", None),
            ("0", StepAction::Blur, "1", None),
            ("1", StepAction::Blur, "1", None),
            ("-3", StepAction::Blur, "1", None),
            ("5a", StepAction::Input, "", Some("required")),
            ("", StepAction::Blur, "", Some("required")),
            ("5", StepAction::Up, "7", None),
            ("9", StepAction::Up, "10", None),
            ("5", StepAction::Down, "3", None),
            ("2", StepAction::Down, "1", None),
            ("", StepAction::Up, "1", None),
            ("99999999999999999999999", StepAction::Input, "10", None),
        ];
        for (input, action, value, problem) in cases {
            let got = integer_stepper(input, opts, *action);
            assert_eq!(
                (got.value.as_str(), got.problem),
                (*value, *problem),
                "{input:?} {action:?}"
            );
        }
        let defaults = integer_stepper("", StepperOptions::default(), StepAction::Blur);
        assert_eq!((defaults.value.as_str(), defaults.problem), ("", None));
        assert_eq!(
            integer_stepper("2000000", StepperOptions::default(), StepAction::Input).value,
            "1000000"
        );
    }

    #[test]
    fn filter_ranges() {
        let today = Date::new(2026, 6, 1).unwrap_or_default();
        let cases: &[(FilterRangeKind, &str, Result<(), &str>)] = &[
            (FilterRangeKind::Rate, "0", Ok(())),
            (FilterRangeKind::Rate, "100", Ok(())),
            (FilterRangeKind::Vat, "19.5", Ok(())),
            (FilterRangeKind::Vat, "100.01", Err("filter_out_of_range")),
            (FilterRangeKind::Rate, "-1", Err("filter_out_of_range")),
            (FilterRangeKind::Rate, "ten", Err("invalid_filter_value")),
            (FilterRangeKind::Threshold, "0", Ok(())),
            (FilterRangeKind::Threshold, "2.5", Ok(())),
            (FilterRangeKind::Threshold, "-1", Err("filter_out_of_range")),
            (FilterRangeKind::ChargesCount, "10000", Ok(())),
            (
                FilterRangeKind::ChargesCount,
                "10001",
                Err("filter_out_of_range"),
            ),
            (FilterRangeKind::Overdue, "365", Ok(())),
            (FilterRangeKind::Overdue, "366", Err("filter_out_of_range")),
            (FilterRangeKind::Overdue, "1.5", Err("invalid_filter_value")),
            (FilterRangeKind::Year, "2021", Ok(())),
            (FilterRangeKind::Year, "2027", Ok(())),
            (FilterRangeKind::Year, "2028", Err("filter_out_of_range")),
            (FilterRangeKind::Year, "2020", Err("filter_out_of_range")),
            (FilterRangeKind::Month, "12", Ok(())),
            (FilterRangeKind::Month, "0", Err("filter_out_of_range")),
            (FilterRangeKind::Month, "13", Err("filter_out_of_range")),
            (FilterRangeKind::Month, "", Err("required")),
            (
                FilterRangeKind::Month,
                "1&year=1",
                Err("invalid_filter_value"),
            ),
        ];
        for (kind, input, expected) in cases {
            assert_eq!(
                filter_range(*kind, input, today),
                *expected,
                "{kind:?} {input:?}"
            );
        }
    }
}
