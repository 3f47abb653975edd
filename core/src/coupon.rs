//! Coupons: their terms, whether one applies to a purchase (and if not,
//! why), the discount it gives, and the generation of coupon codes.

use std::collections::HashSet;

use jiff::Timestamp;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::currency::Currency;
use crate::money::{Money, MoneyError, Rounding};
use crate::problem::{Problem, Problems};

/// Money off, or a percentage off (spec: discount units).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ValueForm {
    Currency,
    Percents,
}

crate::names::read_by_name!(ValueForm {
    Currency = "currency",
    Percents = "percents",
});

/// What a coupon's value is taken from: the amount the buyer pays
/// (`end_amount`, VAT included) or the net amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum AmountBasis {
    #[default]
    EndAmount,
    NetAmount,
}

crate::names::read_by_name!(AmountBasis {
    EndAmount = "end_amount",
    NetAmount = "net_amount",
});

/// Which products a coupon is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    #[default]
    AllProducts,
    SingleProduct,
    MultipleProducts,
}

crate::names::read_by_name!(Scope {
    AllProducts = "all_products",
    SingleProduct = "single_product",
    MultipleProducts = "multiple_products",
});

/// For recurring plans: the first payment only, or every payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum AppliesTo {
    #[default]
    FirstPayment,
    AllPayments,
}

crate::names::read_by_name!(AppliesTo {
    FirstPayment = "first_payment",
    AllPayments = "all_payments",
});

/// Single coupons have one code; bulk coupons many generated codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CouponForm {
    #[default]
    Single,
    Bulk,
}

crate::names::read_by_name!(CouponForm {
    Single = "single",
    Bulk = "bulk",
});

/// A coupon as stored or entered: raw strings, checked by
/// [`Coupon::from_terms`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CouponTerms {
    pub code: String,
    #[serde(default)]
    pub form: CouponForm,
    pub active: bool,
    pub value: String,
    pub value_form: ValueForm,
    /// Currency of a `currency` value; ignored for percentages.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub currency: Option<String>,
    #[serde(default)]
    pub basis: AmountBasis,
    #[serde(default)]
    pub scope: Scope,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "Array<number>"))]
    pub product_ids: Vec<i64>,
    /// How many orders may use the coupon; none for no limit.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub limit: Option<u32>,
    /// How many orders have used it so far.
    #[serde(default)]
    pub orders_count: u32,
    /// Validity window, RFC 3339 instants, both inclusive.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub valid_from: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub valid_till: Option<String>,
    #[serde(default)]
    pub applies_to: AppliesTo,
}

/// The discount itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Discount {
    Fixed(Money),
    /// Percent in (0, 100].
    Percent(Decimal),
}

/// A coupon whose terms passed every rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coupon {
    pub code: String,
    pub active: bool,
    pub discount: Discount,
    pub basis: AmountBasis,
    pub scope: Scope,
    pub product_ids: Vec<i64>,
    pub limit: Option<u32>,
    pub orders_count: u32,
    pub valid_from: Option<Timestamp>,
    pub valid_till: Option<Timestamp>,
    pub applies_to: AppliesTo,
}

/// Why a coupon does not apply to a purchase. Each is said to the buyer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CouponRejection {
    #[error("this coupon is not active")]
    Inactive,
    #[error("this coupon is not valid yet")]
    NotYetValid,
    #[error("this coupon has expired")]
    Expired,
    #[error("this coupon has been used as often as it may be")]
    LimitReached,
    #[error("this coupon is not for this product")]
    NotForProduct,
    #[error("this coupon is for another currency")]
    CurrencyMismatch,
}

impl CouponRejection {
    /// Translation key.
    pub fn code(self) -> &'static str {
        match self {
            CouponRejection::Inactive => "coupon_inactive",
            CouponRejection::NotYetValid => "coupon_not_yet_valid",
            CouponRejection::Expired => "coupon_expired",
            CouponRejection::LimitReached => "coupon_limit_reached",
            CouponRejection::NotForProduct => "coupon_not_for_product",
            CouponRejection::CurrencyMismatch => "coupon_currency_mismatch",
        }
    }
}

fn parse_time(p: &mut Problems, field: &str, raw: Option<&str>) -> Option<Timestamp> {
    let raw = raw?;
    let at = crate::calendar::instant(raw.trim());
    if at.is_none() {
        p.push(field, "invalid_date");
    }
    at
}

/// Longest code a coupon may have.
pub const MAX_CODE_LENGTH: usize = 64;

impl Coupon {
    /// Checks the terms: a code of letters, digits, `-` or `_`; a positive
    /// value (a percentage in (0, 100], an amount in a known currency with
    /// at most its minor digits); product ids matching the scope (exactly
    /// one for `single_product`, at least one for `multiple_products`); a
    /// window that does not end before it starts.
    pub fn from_terms(t: &CouponTerms) -> Result<Coupon, Vec<Problem>> {
        let mut p = Problems::default();
        let code = t.code.trim();
        if code.is_empty() {
            p.push("code", "required");
        } else if code.len() > MAX_CODE_LENGTH
            || !code
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            p.push("code", "invalid_coupon_code");
        }
        let discount = match t.value_form {
            ValueForm::Percents => match Money::parse(&t.value, Currency::EUR) {
                Ok(v) if v.amount() > Decimal::ZERO && v.amount() <= Decimal::ONE_HUNDRED => {
                    Some(Discount::Percent(v.amount()))
                }
                Ok(_) => {
                    p.push("value", "percent_out_of_range");
                    None
                }
                Err(e) => {
                    p.push("value", e.code());
                    None
                }
            },
            ValueForm::Currency => match t.currency.as_deref().map(Currency::parse) {
                None => {
                    p.push("currency", "required");
                    None
                }
                Some(Err(_)) => {
                    p.push("currency", "invalid_currency");
                    None
                }
                Some(Ok(currency)) => match Money::parse(&t.value, currency) {
                    Ok(v) if v.is_negative() || v.is_zero() => {
                        p.push("value", "must_be_positive");
                        None
                    }
                    Ok(v) => Some(Discount::Fixed(v)),
                    Err(e) => {
                        p.push("value", e.code());
                        None
                    }
                },
            },
        };
        match (t.scope, t.product_ids.len()) {
            (Scope::SingleProduct, n) if n != 1 => p.push("product_ids", "exactly_one_product"),
            (Scope::MultipleProducts, 0) => p.push("product_ids", "required"),
            (Scope::AllProducts, n) if n > 0 => {
                p.push("product_ids", "not_allowed_for_all_products");
            }
            _ => {}
        }
        let valid_from = parse_time(&mut p, "valid_from", t.valid_from.as_deref());
        let valid_till = parse_time(&mut p, "valid_till", t.valid_till.as_deref());
        if let (Some(from), Some(till)) = (valid_from, valid_till)
            && till < from
        {
            p.push("valid_till", "ends_before_start");
        }
        let Some(discount) = discount else {
            return Err(p.into_vec());
        };
        p.into_result(Coupon {
            code: code.to_owned(),
            active: t.active,
            discount,
            basis: t.basis,
            scope: t.scope,
            product_ids: t.product_ids.clone(),
            limit: t.limit,
            orders_count: t.orders_count,
            valid_from,
            valid_till,
            applies_to: t.applies_to,
        })
    }

    /// Whether the coupon may be used at `now` at all, before looking at
    /// products. Checked in the order a buyer can act on: inactive first,
    /// then the window, then the limit.
    pub fn check_usable(&self, now: Timestamp) -> Result<(), CouponRejection> {
        if !self.active {
            return Err(CouponRejection::Inactive);
        }
        if self.valid_from.is_some_and(|from| now < from) {
            return Err(CouponRejection::NotYetValid);
        }
        if self.valid_till.is_some_and(|till| now > till) {
            return Err(CouponRejection::Expired);
        }
        if self.limit.is_some_and(|limit| self.orders_count >= limit) {
            return Err(CouponRejection::LimitReached);
        }
        Ok(())
    }

    /// Whether the coupon covers `product_id`.
    pub fn covers(&self, product_id: i64) -> bool {
        match self.scope {
            Scope::AllProducts => true,
            Scope::SingleProduct | Scope::MultipleProducts => {
                self.product_ids.contains(&product_id)
            }
        }
    }

    /// The full check for a purchase of `product_ids` in `currency`.
    pub fn check(
        &self,
        now: Timestamp,
        product_ids: &[i64],
        currency: Currency,
    ) -> Result<(), CouponRejection> {
        self.check_usable(now)?;
        if let Discount::Fixed(m) = self.discount
            && m.currency() != currency
        {
            return Err(CouponRejection::CurrencyMismatch);
        }
        if !product_ids.iter().any(|&id| self.covers(id)) {
            return Err(CouponRejection::NotForProduct);
        }
        Ok(())
    }
}

impl Discount {
    /// The discount taken off `price`: a percentage rounded half-up to the
    /// currency's minor unit (spec section 5: rounded to 2 decimals for
    /// two-decimal currencies), and never more than the price itself, so a
    /// discounted price never goes below zero.
    pub fn amount_off(self, price: Money) -> Result<Money, MoneyError> {
        let off = match self {
            Discount::Fixed(amount) => amount,
            Discount::Percent(p) => percent_of(price, p)?,
        };
        off.min(price)
    }
}

/// `p` percent of `amount`, rounded half-up to the minor unit.
pub fn percent_of(amount: Money, p: Decimal) -> Result<Money, MoneyError> {
    let exact = amount.amount().checked_mul(p).ok_or(MoneyError::Overflow)? / Decimal::ONE_HUNDRED;
    Money::round(exact, amount.currency(), Rounding::HalfUp)
}

/// The characters of generated codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CodeKind {
    Alphabetic,
    Numeric,
    Alphanumeric,
}

impl CodeKind {
    fn alphabet(self) -> &'static [u8] {
        match self {
            CodeKind::Alphabetic => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            CodeKind::Numeric => b"0123456789",
            CodeKind::Alphanumeric => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
        }
    }
}

/// Bounds of bulk code generation. Decision (the spec gives none): codes of
/// 4 to 32 characters, at most 10,000 per batch.
pub const MIN_GENERATED_LENGTH: usize = 4;
pub const MAX_GENERATED_LENGTH: usize = 32;
pub const MAX_GENERATED_COUNT: usize = 10_000;

/// Most coupons one bulk request of the cabinet makes (`count`, answered
/// 422 `code_count_out_of_range` outside 1 to this).
pub const MAX_BULK: usize = 1000;

/// Generates `count` distinct codes of `length` characters of `kind`,
/// none of them in `existing`. Randomness comes from `next_u32` (core does
/// no I/O: the edge passes a cryptographic source, tests a seeded one).
///
/// Refuses a request that the code space cannot satisfy comfortably: the
/// space must hold at least ten times the codes asked for plus the
/// existing ones, so that codes stay hard to guess and generation ends.
pub fn generate_codes<S: std::hash::BuildHasher>(
    kind: CodeKind,
    length: usize,
    count: usize,
    existing: &HashSet<String, S>,
    next_u32: &mut dyn FnMut() -> u32,
) -> Result<Vec<String>, Problem> {
    if !(MIN_GENERATED_LENGTH..=MAX_GENERATED_LENGTH).contains(&length) {
        return Err(Problem::new("length", "code_length_out_of_range"));
    }
    if count == 0 || count > MAX_GENERATED_COUNT {
        return Err(Problem::new("count", "code_count_out_of_range"));
    }
    let alphabet = kind.alphabet();
    let base = alphabet.len() as u128;
    let space = u32::try_from(length)
        .ok()
        .and_then(|l| base.checked_pow(l))
        .unwrap_or(u128::MAX);
    let needed = (count as u128 + existing.len() as u128).saturating_mul(10);
    if space < needed {
        return Err(Problem::new("length", "code_space_too_small"));
    }
    // Rejection sampling keeps every character equally likely.
    let n = u32::try_from(alphabet.len()).unwrap_or(1);
    let limit = u32::MAX - (u32::MAX % n);
    let mut pick = || loop {
        let r = next_u32();
        if r < limit {
            let i = usize::try_from(r % n).unwrap_or(0);
            return alphabet.get(i).copied().unwrap_or(b'A');
        }
    };
    let mut seen: HashSet<String> = HashSet::with_capacity(count);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let code: String = (0..length).map(|_| char::from(pick())).collect();
        if !existing.contains(&code) && seen.insert(code.clone()) {
            out.push(code);
        }
    }
    Ok(out)
}

/// Checks a change of a stored coupon (`PUT /v1/cabinet/coupons/{id}`):
/// `after` is checked whole by [`Coupon::from_terms`], then against what
/// is stored (`before`) and its uses so far (`uses`: paid orders and those
/// an unpaid order holds).
///
/// Decision (issue 30): a coupon's code and its discount (value, form,
/// currency, basis, which payments it applies to) are what a buyer was
/// promised and what past orders were priced by, so they are fixed once a
/// single order used it (`coupon_used_fixed` at each changed field); before
/// that, everything may change. Whether it is active, its usage limit (never
/// below its uses: `coupon_limit_below_uses`), its products and its window
/// of validity can change at any time: they decide only future orders. A
/// coupon's form (one code or generated ones) never changes
/// (`coupon_form_fixed`).
pub fn check_edit(before: &CouponTerms, after: &CouponTerms, uses: u32) -> Vec<Problem> {
    let mut p = Problems::default();
    if let Err(problems) = Coupon::from_terms(after) {
        for problem in problems {
            p.push(problem.field, problem.code);
        }
    }
    if after.form != before.form {
        p.push("form", "coupon_form_fixed");
    }
    if uses > 0 {
        for field in changed_fixed_fields(before, after) {
            p.push(field, "coupon_used_fixed");
        }
    }
    if let Some(limit) = after.limit
        && limit < uses
    {
        p.push("limit", "coupon_limit_below_uses");
    }
    p.into_vec()
}

/// The fields fixed once a coupon is used (see [`check_edit`]) that differ
/// between `before` and `after`: the code (in any case), the value (as a
/// number: `10` and `10.00` are the same), its form and currency, the basis
/// and which payments it applies to.
pub fn changed_fixed_fields(before: &CouponTerms, after: &CouponTerms) -> Vec<&'static str> {
    let same_value = match (
        Money::parse(&before.value, Currency::EUR),
        Money::parse(&after.value, Currency::EUR),
    ) {
        (Ok(a), Ok(b)) => a.amount() == b.amount(),
        _ => before.value.trim() == after.value.trim(),
    };
    let same_currency = before.value_form == ValueForm::Percents
        || before.currency.as_deref().map(str::to_ascii_lowercase)
            == after.currency.as_deref().map(str::to_ascii_lowercase);
    [
        (
            "code",
            before.code.trim().eq_ignore_ascii_case(after.code.trim()),
        ),
        ("value", same_value),
        ("value_form", before.value_form == after.value_form),
        ("currency", same_currency),
        ("basis", before.basis == after.basis),
        ("applies_to", before.applies_to == after.applies_to),
    ]
    .into_iter()
    .filter_map(|(field, same)| (!same).then_some(field))
    .collect()
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "code_count_out_of_range",
    "code_length_out_of_range",
    "code_space_too_small",
    "coupon_currency_mismatch",
    "coupon_expired",
    "coupon_form_fixed",
    "coupon_inactive",
    "coupon_limit_below_uses",
    "coupon_limit_reached",
    "coupon_not_for_product",
    "coupon_not_yet_valid",
    "coupon_used_fixed",
    "ends_before_start",
    "exactly_one_product",
    "invalid_coupon_code",
    "invalid_currency",
    "invalid_date",
    "must_be_positive",
    "not_allowed_for_all_products",
    "percent_out_of_range",
    "required",
];

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn eur(s: &str) -> Money {
        Money::parse(s, Currency::EUR).unwrap()
    }

    fn terms() -> CouponTerms {
        CouponTerms {
            code: "WELCOME10".into(),
            form: CouponForm::Single,
            active: true,
            value: "10".into(),
            value_form: ValueForm::Percents,
            currency: None,
            basis: AmountBasis::EndAmount,
            scope: Scope::AllProducts,
            product_ids: vec![],
            limit: None,
            orders_count: 0,
            valid_from: None,
            valid_till: None,
            applies_to: AppliesTo::FirstPayment,
        }
    }

    fn at(s: &str) -> Timestamp {
        s.parse().unwrap()
    }

    fn edit_problems(
        before: &CouponTerms,
        after: &CouponTerms,
        uses: u32,
    ) -> Vec<(String, &'static str)> {
        check_edit(before, after, uses)
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    #[test]
    fn an_unused_coupon_changes_freely_a_used_one_keeps_its_code_and_discount() {
        let before = terms();
        let mut after = terms();
        after.code = "HELLO20".into();
        after.value = "20".into();
        after.limit = Some(5);
        after.valid_till = Some("2027-01-31T23:59:59Z".into());
        assert_eq!(edit_problems(&before, &after, 0), vec![]);

        // Used once: code and value are fixed, limit and validity are not.
        assert_eq!(
            edit_problems(&before, &after, 1),
            vec![
                ("code".to_owned(), "coupon_used_fixed"),
                ("value".to_owned(), "coupon_used_fixed"),
            ]
        );
        let mut later = terms();
        later.code = "welcome10".into(); // the same code in another case
        later.value = "10.00".into(); // the same value written otherwise
        later.limit = Some(3);
        later.valid_till = Some("2027-01-31T23:59:59Z".into());
        later.active = false;
        later.scope = Scope::SingleProduct;
        later.product_ids = vec![7];
        assert_eq!(edit_problems(&before, &later, 3), vec![]);

        // Never below its uses; the discount's kind and basis are fixed too.
        later.limit = Some(2);
        later.value_form = ValueForm::Currency;
        later.currency = Some("eur".into());
        later.basis = AmountBasis::NetAmount;
        later.applies_to = AppliesTo::AllPayments;
        assert_eq!(
            edit_problems(&before, &later, 3),
            vec![
                ("value_form".to_owned(), "coupon_used_fixed"),
                ("basis".to_owned(), "coupon_used_fixed"),
                ("applies_to".to_owned(), "coupon_used_fixed"),
                ("limit".to_owned(), "coupon_limit_below_uses"),
            ]
        );
    }

    #[test]
    fn an_edit_is_checked_whole_and_keeps_the_form() {
        let before = terms();
        let mut after = terms();
        after.value = "0".into();
        after.form = CouponForm::Bulk;
        assert_eq!(
            edit_problems(&before, &after, 0),
            vec![
                ("value".to_owned(), "percent_out_of_range"),
                ("form".to_owned(), "coupon_form_fixed"),
            ]
        );
    }

    /// A small deterministic generator (xorshift) for tests.
    fn seeded(mut state: u32) -> impl FnMut() -> u32 {
        move || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state
        }
    }

    #[test]
    fn percent_is_rounded_half_up_to_two_decimals() {
        let ten = Discount::Percent(Decimal::TEN);
        assert_eq!(ten.amount_off(eur("49.00")), Ok(eur("4.90")));
        let third = Discount::Percent(Decimal::new(3333, 2));
        // 0.15 x 33.33 % = 0.049995 -> 0.05
        assert_eq!(third.amount_off(eur("0.15")), Ok(eur("0.05")));
        // 19.99 x 15 % = 2.9985 -> 3.00
        assert_eq!(
            Discount::Percent(Decimal::new(15, 0)).amount_off(eur("19.99")),
            Ok(eur("3.00"))
        );
    }

    #[test]
    fn fixed_never_exceeds_price() {
        let d = Discount::Fixed(eur("60"));
        assert_eq!(d.amount_off(eur("49.00")), Ok(eur("49.00")));
    }

    #[test]
    fn terms_are_checked_all_at_once() {
        let bad = CouponTerms {
            code: "no spaces!".into(),
            value: "0".into(),
            scope: Scope::SingleProduct,
            valid_from: Some("2026-12-01T00:00:00Z".into()),
            valid_till: Some("2026-11-01T00:00:00Z".into()),
            ..terms()
        };
        let problems: Vec<(String, &str)> = Coupon::from_terms(&bad)
            .unwrap_err()
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect();
        assert_eq!(
            problems,
            vec![
                ("code".into(), "invalid_coupon_code"),
                ("value".into(), "percent_out_of_range"),
                ("product_ids".into(), "exactly_one_product"),
                ("valid_till".into(), "ends_before_start"),
            ]
        );
        let fixed_without_currency = CouponTerms {
            value_form: ValueForm::Currency,
            ..terms()
        };
        assert_eq!(
            Coupon::from_terms(&fixed_without_currency).unwrap_err()[0].code,
            "required"
        );
        let too_precise = CouponTerms {
            value_form: ValueForm::Currency,
            currency: Some("eur".into()),
            value: "1.005".into(),
            ..terms()
        };
        assert_eq!(
            Coupon::from_terms(&too_precise).unwrap_err()[0].code,
            "amount_too_precise"
        );
        assert!(
            Coupon::from_terms(&CouponTerms {
                value: "100.01".into(),
                ..terms()
            })
            .is_err()
        );
    }

    #[test]
    fn every_reason_a_coupon_does_not_apply() {
        let now = at("2026-11-22T12:00:00Z");
        let check = |t: CouponTerms, products: &[i64]| {
            Coupon::from_terms(&t)
                .unwrap()
                .check(now, products, Currency::EUR)
                .map_err(CouponRejection::code)
        };
        assert_eq!(check(terms(), &[1]), Ok(()));
        assert_eq!(
            check(
                CouponTerms {
                    active: false,
                    ..terms()
                },
                &[1]
            ),
            Err("coupon_inactive")
        );
        assert_eq!(
            check(
                CouponTerms {
                    valid_from: Some("2026-12-01T00:00:00Z".into()),
                    ..terms()
                },
                &[1]
            ),
            Err("coupon_not_yet_valid")
        );
        assert_eq!(
            check(
                CouponTerms {
                    valid_till: Some("2026-11-22T11:59:59Z".into()),
                    ..terms()
                },
                &[1]
            ),
            Err("coupon_expired")
        );
        // The window is inclusive at both ends.
        assert_eq!(
            check(
                CouponTerms {
                    valid_till: Some("2026-11-22T12:00:00Z".into()),
                    ..terms()
                },
                &[1]
            ),
            Ok(())
        );
        assert_eq!(
            check(
                CouponTerms {
                    limit: Some(5),
                    orders_count: 5,
                    ..terms()
                },
                &[1]
            ),
            Err("coupon_limit_reached")
        );
        assert_eq!(
            check(
                CouponTerms {
                    limit: Some(5),
                    orders_count: 4,
                    ..terms()
                },
                &[1]
            ),
            Ok(())
        );
        let several = CouponTerms {
            scope: Scope::MultipleProducts,
            product_ids: vec![2, 3],
            ..terms()
        };
        assert_eq!(check(several.clone(), &[1]), Err("coupon_not_for_product"));
        assert_eq!(check(several, &[1, 3]), Ok(()));
        let chf = CouponTerms {
            value_form: ValueForm::Currency,
            currency: Some("chf".into()),
            value: "5".into(),
            ..terms()
        };
        assert_eq!(check(chf, &[1]), Err("coupon_currency_mismatch"));
    }

    #[test]
    fn generated_codes_have_the_asked_shape_and_are_unique() {
        let mut rng = seeded(7);
        let existing: HashSet<String> = HashSet::new();
        for (kind, pattern) in [
            (CodeKind::Alphabetic, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            (CodeKind::Numeric, "0123456789"),
            (
                CodeKind::Alphanumeric,
                "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
            ),
        ] {
            let codes = generate_codes(kind, 8, 1000, &existing, &mut rng).unwrap();
            assert_eq!(codes.len(), 1000);
            let unique: HashSet<&String> = codes.iter().collect();
            assert_eq!(unique.len(), 1000);
            assert!(
                codes
                    .iter()
                    .all(|c| c.len() == 8 && c.chars().all(|ch| pattern.contains(ch)))
            );
        }
        // Numeric codes of length 4 hold 10,000 values: with the 10x margin
        // exactly 1,000 fit, and 1,001 do not.
        assert!(generate_codes(CodeKind::Numeric, 4, 1000, &existing, &mut rng).is_ok());
        assert_eq!(
            generate_codes(CodeKind::Numeric, 4, 1001, &existing, &mut rng).map_err(|p| p.code),
            Err("code_space_too_small")
        );
        assert_eq!(
            generate_codes(CodeKind::Numeric, 3, 1, &existing, &mut rng).map_err(|p| p.code),
            Err("code_length_out_of_range")
        );
        assert_eq!(
            generate_codes(CodeKind::Numeric, 8, 0, &existing, &mut rng).map_err(|p| p.code),
            Err("code_count_out_of_range")
        );
    }

    #[test]
    fn generated_codes_avoid_existing_ones() {
        // Take nearly all of a small space, then ask for the rest.
        let mut rng = seeded(99);
        let none = HashSet::new();
        let first: HashSet<String> = generate_codes(CodeKind::Numeric, 4, 900, &none, &mut rng)
            .unwrap()
            .into_iter()
            .collect();
        let more = generate_codes(CodeKind::Numeric, 4, 90, &first, &mut rng).unwrap();
        assert!(more.iter().all(|c| !first.contains(c)));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(10_000))]
        #[test]
        fn a_discount_never_exceeds_the_price(price in 0i64..10_000_000, pct in 1i64..=10_000, fixed in 1i64..20_000_000) {
            let price = Money::new(Decimal::new(price, 2), Currency::EUR).unwrap();
            for d in [Discount::Percent(Decimal::new(pct, 2)), Discount::Fixed(Money::new(Decimal::new(fixed, 2), Currency::EUR).unwrap())] {
                let off = d.amount_off(price).unwrap();
                prop_assert!(off.amount() <= price.amount());
                prop_assert!(!off.is_negative());
                prop_assert!(!price.checked_sub(off).unwrap().is_negative());
            }
        }
    }
}
