//! Reading a list query string ([`super::ListQuery::parse`]) and the percent
//! coding it uses.

use std::collections::{BTreeMap, BTreeSet};

use jiff::civil::Date;
use rust_decimal::Decimal;

use super::coding::{decode, encode};
use super::cursor::{Cursor, Seek, is_sort_key};
use super::query::{
    DEFAULT_PERIOD, FILTER_OUT_OF_RANGE, FIRST_YEAR, FilterKey, FilterValue, INVALID_FILTER_VALUE,
    ListQuery, ListScope, MAX_TEXT_CHARS, PERIOD_PRESETS, RelativePeriod, Scalar, Sort, SortDir,
    UNKNOWN_FILTER, ValueKind,
};
use crate::problem::{Problem, Problems};

/// Where one query parameter goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Target {
    Page,
    Per,
    Sort,
    Dir,
    Query,
    Seek(Seek),
    Counts,
    Plain(FilterKey),
    From(FilterKey),
    To(FilterKey),
}

pub(super) fn target_of(param: &str) -> Option<Target> {
    match param {
        "page" => return Some(Target::Page),
        "per" => return Some(Target::Per),
        "sort" | "sortKey" => return Some(Target::Sort),
        "dir" | "sortDir" => return Some(Target::Dir),
        "query" => return Some(Target::Query),
        "after" => return Some(Target::Seek(Seek::After)),
        "before" => return Some(Target::Seek(Seek::Before)),
        "counts" => return Some(Target::Counts),
        _ => {}
    }
    FilterKey::ALL.iter().find_map(|&key| {
        let stem = key.name();
        let kind = key.kind();
        if kind == ValueKind::Relative {
            let rest = param.strip_prefix(stem)?;
            match rest {
                "_from_time" => Some(Target::From(key)),
                "_till_time" => Some(Target::To(key)),
                _ => None,
            }
        } else if kind.is_range() {
            let rest = param.strip_prefix(stem)?;
            match rest {
                "_from" => Some(Target::From(key)),
                "_to" => Some(Target::To(key)),
                _ => None,
            }
        } else if param == stem {
            Some(Target::Plain(key))
        } else {
            None
        }
    })
}

pub(super) struct Parser {
    scope: ListScope,
    problems: Problems,
    seen: BTreeSet<TargetId>,
    query: ListQuery,
    dir: Option<SortDir>,
    froms: BTreeMap<FilterKey, Option<Scalar>>,
    tos: BTreeMap<FilterKey, Option<Scalar>>,
}

/// [`Target`] ordered for the duplicate check (aliases count as one).
type TargetId = (u8, Option<FilterKey>);

fn target_id(t: Target) -> TargetId {
    match t {
        Target::Page => (0, None),
        Target::Per => (1, None),
        Target::Sort => (2, None),
        Target::Dir => (3, None),
        Target::Query => (4, None),
        // `after` and `before` are one position: both at once is refused.
        Target::Seek(_) => (8, None),
        Target::Counts => (9, None),
        Target::Plain(k) => (5, Some(k)),
        Target::From(k) => (6, Some(k)),
        Target::To(k) => (7, Some(k)),
    }
}

impl Parser {
    pub(super) fn new(scope: ListScope) -> Self {
        Parser {
            scope,
            problems: Problems::default(),
            seen: BTreeSet::new(),
            query: ListQuery::default(),
            dir: None,
            froms: BTreeMap::new(),
            tos: BTreeMap::new(),
        }
    }

    pub(super) fn run(mut self, input: &str) -> Result<ListQuery, Vec<Problem>> {
        let input = input.strip_prefix('?').unwrap_or(input);
        for pair in input.split('&').filter(|p| !p.is_empty()) {
            let (raw_key, raw_value) = pair.split_once('=').unwrap_or((pair, ""));
            let Some(param) = decode(raw_key) else {
                self.problems.push(lossy(raw_key), UNKNOWN_FILTER);
                continue;
            };
            let Some(target) = target_of(&param) else {
                self.problems.push(param, UNKNOWN_FILTER);
                continue;
            };
            if !self.seen.insert(target_id(target)) {
                self.problems.push(param, INVALID_FILTER_VALUE);
                continue;
            }
            if raw_value.is_empty() {
                continue;
            }
            self.take(target, &param, raw_value);
        }
        self.finish_ranges();
        match (&mut self.query.sort, self.dir) {
            (Some(sort), Some(dir)) => sort.dir = dir,
            (None, Some(_)) => self.problems.push("dir", INVALID_FILTER_VALUE),
            _ => {}
        }
        self.problems.into_result(self.query)
    }

    fn take(&mut self, target: Target, param: &str, raw: &str) {
        match target {
            Target::Page => match decode(raw).and_then(|v| v.parse::<i64>().ok()) {
                // Below 1 becomes 1; above the last is clamped once the total is known.
                Some(p) => self.query.page = u32::try_from(p.max(1)).unwrap_or(u32::MAX),
                None => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Per => match decode(raw).and_then(|v| v.parse::<u32>().ok()) {
                Some(p) if self.scope.allows_per(p) => self.query.per = p,
                Some(_) => self.problems.push(param, FILTER_OUT_OF_RANGE),
                None => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Sort => match decode(raw).filter(|k| is_sort_key(k)) {
                Some(key) => {
                    self.query.sort = Some(Sort {
                        key,
                        dir: SortDir::Asc,
                    });
                }
                None => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Dir => match decode(raw).as_deref() {
                Some("asc") => self.dir = Some(SortDir::Asc),
                Some("desc") => self.dir = Some(SortDir::Desc),
                _ => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Query => match decode(raw).filter(|q| is_text(q)) {
                Some(q) => self.query.query = Some(q),
                None => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Seek(seek) => match decode(raw).as_deref().and_then(Cursor::decode) {
                Some(cursor) => self.query.seek = Some((seek, cursor)),
                None => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Counts => match decode(raw).as_deref() {
                Some("true" | "1") => self.query.counts = true,
                Some("false" | "0") => self.query.counts = false,
                _ => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Plain(key) => self.take_plain(key, param, raw),
            Target::From(key) => {
                let v = self.bound(key, param, raw);
                self.froms.insert(key, v);
            }
            Target::To(key) => {
                let v = self.bound(key, param, raw);
                self.tos.insert(key, v);
            }
        }
    }

    fn take_plain(&mut self, key: FilterKey, param: &str, raw: &str) {
        let kind = key.kind();
        let parts: Vec<&str> = raw.split(',').collect();
        if parts.len() > 1 && !kind.takes_list() {
            self.problems.push(param, INVALID_FILTER_VALUE);
            return;
        }
        let mut values = Vec::with_capacity(parts.len());
        for part in parts {
            match self.scalar(kind, part) {
                Ok(v) => values.push(v),
                Err(code) => {
                    self.problems.push(param, code);
                    return;
                }
            }
        }
        let value = if values.len() == 1 {
            match values.pop() {
                Some(v) => FilterValue::One(v),
                None => return,
            }
        } else {
            FilterValue::Many(values)
        };
        self.query.filters.insert(key, value);
    }

    /// One bound of a range or period; `None` after recording a problem.
    fn bound(&mut self, key: FilterKey, param: &str, raw: &str) -> Option<Scalar> {
        let kind = key.kind();
        let result = if kind == ValueKind::Relative {
            let (lo, hi) = kind.int_bounds().unwrap_or((0, 0));
            match decode(raw).and_then(|v| v.parse::<i64>().ok()) {
                Some(d) if (lo..=hi).contains(&d) => Ok(Scalar::Int(d)),
                Some(_) => Err(FILTER_OUT_OF_RANGE),
                None => Err(INVALID_FILTER_VALUE),
            }
        } else {
            self.scalar(kind, raw)
        };
        match result {
            Ok(v) => Some(v),
            Err(code) => {
                self.problems.push(param, code);
                None
            }
        }
    }

    fn finish_ranges(&mut self) {
        let keys: BTreeSet<FilterKey> = self.froms.keys().chain(self.tos.keys()).copied().collect();
        for key in keys {
            let from = self.froms.get(&key).cloned();
            let to = self.tos.get(&key).cloned();
            // A bound that failed to parse was already reported.
            if matches!(from, Some(None)) || matches!(to, Some(None)) {
                continue;
            }
            let (from, to) = (from.flatten(), to.flatten());
            let stem = key.name();
            if key.kind() == ValueKind::Relative {
                let from_days = match from {
                    Some(Scalar::Int(d)) => d,
                    _ => i64::from(DEFAULT_PERIOD),
                };
                let till_days = match to {
                    Some(Scalar::Int(d)) => d,
                    _ => 0,
                };
                let preset = u16::try_from(from_days)
                    .ok()
                    .filter(|d| PERIOD_PRESETS.contains(d));
                let till = u16::try_from(till_days).ok();
                match (preset, till) {
                    (Some(from_days), Some(till_days)) if till_days < from_days => {
                        self.query.filters.insert(
                            key,
                            FilterValue::Relative(RelativePeriod {
                                from_days,
                                till_days,
                            }),
                        );
                    }
                    (None, _) => self
                        .problems
                        .push(format!("{stem}_from_time"), FILTER_OUT_OF_RANGE),
                    _ => self
                        .problems
                        .push(format!("{stem}_till_time"), FILTER_OUT_OF_RANGE),
                }
                continue;
            }
            if let (Some(a), Some(b)) = (&from, &to)
                && a > b
            {
                self.problems
                    .push(format!("{stem}_to"), FILTER_OUT_OF_RANGE);
                continue;
            }
            if from.is_some() || to.is_some() {
                self.query
                    .filters
                    .insert(key, FilterValue::Range { from, to });
            }
        }
    }

    /// One value of the given kind from its raw (still encoded) text.
    fn scalar(&self, kind: ValueKind, raw: &str) -> Result<Scalar, &'static str> {
        let text = decode(raw).ok_or(INVALID_FILTER_VALUE)?;
        let int = |lo: i64, hi: i64| -> Result<Scalar, &'static str> {
            let n: i64 = text.parse().map_err(|_| INVALID_FILTER_VALUE)?;
            if (lo..=hi).contains(&n) {
                Ok(Scalar::Int(n))
            } else {
                Err(FILTER_OUT_OF_RANGE)
            }
        };
        match kind {
            ValueKind::Text => {
                if is_text(&text) {
                    Ok(Scalar::Text(text))
                } else {
                    Err(INVALID_FILTER_VALUE)
                }
            }
            ValueKind::Id => {
                let n: i64 = text.parse().map_err(|_| INVALID_FILTER_VALUE)?;
                if n >= 1 && text.bytes().all(|b| b.is_ascii_digit()) {
                    Ok(Scalar::Int(n))
                } else {
                    Err(INVALID_FILTER_VALUE)
                }
            }
            ValueKind::Country => {
                if text.len() == 2 && text.bytes().all(|b| b.is_ascii_alphabetic()) {
                    Ok(Scalar::Text(text.to_ascii_uppercase()))
                } else {
                    Err(INVALID_FILTER_VALUE)
                }
            }
            ValueKind::Flag => match text.as_str() {
                "true" | "1" => Ok(Scalar::Bool(true)),
                "false" | "0" => Ok(Scalar::Bool(false)),
                _ => Err(INVALID_FILTER_VALUE),
            },
            ValueKind::Year => int(
                i64::from(FIRST_YEAR),
                i64::from(self.scope.current_year) + 1,
            ),
            ValueKind::Month
            | ValueKind::CountRange
            | ValueKind::DaysRange
            | ValueKind::Relative => match kind.int_bounds() {
                Some((lo, hi)) => int(lo, hi),
                None => Err(INVALID_FILTER_VALUE),
            },
            ValueKind::AmountRange => {
                if !is_plain_decimal(&text) {
                    return Err(INVALID_FILTER_VALUE);
                }
                let d: Decimal = text.parse().map_err(|_| INVALID_FILTER_VALUE)?;
                if d.is_sign_negative() && !d.is_zero() {
                    Err(FILTER_OUT_OF_RANGE)
                } else {
                    Ok(Scalar::Amount(d))
                }
            }
            ValueKind::DateRange => {
                let strict = text.len() == 10
                    && text.bytes().enumerate().all(|(i, b)| {
                        if i == 4 || i == 7 {
                            b == b'-'
                        } else {
                            b.is_ascii_digit()
                        }
                    });
                if !strict {
                    return Err(INVALID_FILTER_VALUE);
                }
                text.parse::<Date>()
                    .map(Scalar::Date)
                    .map_err(|_| INVALID_FILTER_VALUE)
            }
        }
    }
}

/// `-`? digits, optionally `.` and digits: no exponent, no `+`, no spaces.
fn is_plain_decimal(text: &str) -> bool {
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    let (int, frac) = unsigned.split_once('.').unwrap_or((unsigned, "0"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(int) && digits(frac)
}

fn is_text(text: &str) -> bool {
    !text.is_empty()
        && text.chars().count() <= MAX_TEXT_CHARS
        && !text.chars().any(char::is_control)
}

fn lossy(raw: &str) -> String {
    raw.chars().filter(|c| !c.is_control()).take(64).collect()
}

/// The problem code for `text` as one value of `kind` (`None`: a good
/// value), by the same rules a list query reads it with. Validation's
/// `filter_range` checks a lone threshold, charges count, overdue days, year
/// or month with it, so the two cannot drift.
pub fn value_problem(kind: ValueKind, text: &str, scope: ListScope) -> Option<&'static str> {
    Parser::new(scope).scalar(kind, &encode(text)).err()
}

impl ListQuery {
    /// Reads a query string (with or without a leading `?`). Every problem is
    /// reported, each under the parameter name at fault.
    pub fn parse(input: &str, scope: ListScope) -> Result<ListQuery, Vec<Problem>> {
        Parser::new(scope).run(input)
    }
}
