//! Money: a decimal amount in a currency, with checked arithmetic.

use std::fmt;
use std::str::FromStr;

use rust_decimal::{Decimal, RoundingStrategy};
use serde::Serialize;

use crate::currency::Currency;

/// An amount of a currency. Never a float.
///
/// Amounts always carry at most the currency's minor-unit digits: a value
/// with more precision can only be made through [`Money::round`], which names
/// its [`Rounding`] strategy.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Money {
    amount: Decimal,
    currency: Currency,
}

/// How to bring an exact amount to the currency's minor unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rounding {
    /// Half away from zero: 0.005 -> 0.01. The default for prices and VAT.
    HalfUp,
    /// Towards zero: what a "cut to N decimals" input field does.
    Truncate,
}

impl Rounding {
    fn strategy(self) -> RoundingStrategy {
        match self {
            Rounding::HalfUp => RoundingStrategy::MidpointAwayFromZero,
            Rounding::Truncate => RoundingStrategy::ToZero,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoneyError {
    #[error("{0:?} is not a decimal amount")]
    NotADecimal(String),
    #[error("{amount} has more decimals than {currency} allows ({minor_units})")]
    TooPrecise {
        amount: String,
        currency: Currency,
        minor_units: u32,
    },
    #[error("cannot combine {0} with {1}")]
    CurrencyMismatch(Currency, Currency),
    #[error("amount out of range")]
    Overflow,
}

impl MoneyError {
    /// Stable machine code for API errors.
    pub fn code(&self) -> &'static str {
        match self {
            MoneyError::NotADecimal(_) => "invalid_amount",
            MoneyError::TooPrecise { .. } => "amount_too_precise",
            MoneyError::CurrencyMismatch(..) => "currency_mismatch",
            MoneyError::Overflow => "amount_out_of_range",
        }
    }
}

/// Largest amount we accept anywhere: a billion in any currency. Keeps every
/// product of an amount and a rate far inside `Decimal`'s range.
const MAX_ABS_AMOUNT: Decimal = Decimal::from_parts(1_000_000_000, 0, 0, false, 0);

impl Money {
    /// An exact amount; refuses more decimals than the currency has.
    pub fn new(amount: Decimal, currency: Currency) -> Result<Self, MoneyError> {
        let normalized = amount.normalize();
        if normalized.scale() > currency.minor_units() {
            return Err(MoneyError::TooPrecise {
                amount: amount.to_string(),
                currency,
                minor_units: currency.minor_units(),
            });
        }
        Self::bounded(normalized, currency)
    }

    fn bounded(amount: Decimal, currency: Currency) -> Result<Self, MoneyError> {
        if amount.abs() > MAX_ABS_AMOUNT {
            return Err(MoneyError::Overflow);
        }
        let mut amount = amount;
        amount.rescale(currency.minor_units());
        Ok(Money { amount, currency })
    }

    /// Parses a plain decimal string such as `49`, `49.5` or `-3.10`.
    /// Exponents, thousands separators and blanks inside are refused.
    pub fn parse(text: &str, currency: Currency) -> Result<Self, MoneyError> {
        let t = text.trim();
        let plain = !t.is_empty()
            && t.chars()
                .enumerate()
                .all(|(i, c)| c.is_ascii_digit() || c == '.' || (i == 0 && (c == '-' || c == '+')))
            && t.chars().any(|c| c.is_ascii_digit());
        if !plain {
            return Err(MoneyError::NotADecimal(text.to_owned()));
        }
        let amount = Decimal::from_str(t).map_err(|_| MoneyError::NotADecimal(text.to_owned()))?;
        Self::new(amount, currency)
    }

    /// Rounds an exact (possibly over-precise) amount to the minor unit.
    pub fn round(
        amount: Decimal,
        currency: Currency,
        rounding: Rounding,
    ) -> Result<Self, MoneyError> {
        let rounded = amount.round_dp_with_strategy(currency.minor_units(), rounding.strategy());
        Self::bounded(rounded, currency)
    }

    /// The amount in the currency's minor units (cents for the euro), as
    /// payment providers take it; `None` beyond `i64`.
    pub fn to_minor(self) -> Option<i64> {
        let mut amount = self.amount;
        amount.rescale(self.currency.minor_units());
        i64::try_from(amount.mantissa()).ok()
    }

    /// The amount of `minor` minor units (cents for the euro), the inverse
    /// of [`Money::to_minor`].
    pub fn from_minor(minor: i64, currency: Currency) -> Result<Self, MoneyError> {
        Self::bounded(Decimal::new(minor, currency.minor_units()), currency)
    }

    pub fn zero(currency: Currency) -> Self {
        let mut amount = Decimal::ZERO;
        amount.rescale(currency.minor_units());
        Money { amount, currency }
    }

    pub fn amount(self) -> Decimal {
        self.amount
    }

    pub fn currency(self) -> Currency {
        self.currency
    }

    pub fn is_negative(self) -> bool {
        self.amount.is_sign_negative() && !self.amount.is_zero()
    }

    pub fn is_zero(self) -> bool {
        self.amount.is_zero()
    }

    fn same_currency(self, other: Money) -> Result<(), MoneyError> {
        if self.currency == other.currency {
            Ok(())
        } else {
            Err(MoneyError::CurrencyMismatch(self.currency, other.currency))
        }
    }

    pub fn checked_add(self, other: Money) -> Result<Money, MoneyError> {
        self.same_currency(other)?;
        let sum = self
            .amount
            .checked_add(other.amount)
            .ok_or(MoneyError::Overflow)?;
        Self::bounded(sum, self.currency)
    }

    pub fn checked_sub(self, other: Money) -> Result<Money, MoneyError> {
        self.same_currency(other)?;
        let diff = self
            .amount
            .checked_sub(other.amount)
            .ok_or(MoneyError::Overflow)?;
        Self::bounded(diff, self.currency)
    }

    /// The sum of `amounts`, all in `currency`; zero when there are none.
    pub fn sum<'a>(
        amounts: impl IntoIterator<Item = &'a Money>,
        currency: Currency,
    ) -> Result<Money, MoneyError> {
        amounts
            .into_iter()
            .try_fold(Money::zero(currency), |sum, m| sum.checked_add(*m))
    }

    /// `self - other`, but never below zero.
    pub fn saturating_sub(self, other: Money) -> Result<Money, MoneyError> {
        let diff = self.checked_sub(other)?;
        Ok(if diff.is_negative() {
            Money::zero(self.currency)
        } else {
            diff
        })
    }

    /// The smaller of two amounts of one currency.
    pub fn min(self, other: Money) -> Result<Money, MoneyError> {
        self.same_currency(other)?;
        Ok(if other.amount < self.amount {
            other
        } else {
            self
        })
    }

    /// The amount as a decimal string with exactly the currency's minor-unit
    /// digits: `49.00`, `1000` (JPY), `0.500` (BHD).
    pub fn to_decimal_string(self) -> String {
        self.amount.to_string()
    }
}

impl fmt::Debug for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Money({} {})", self.amount, self.currency)
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}",
            self.amount,
            self.currency.code().to_ascii_uppercase()
        )
    }
}

/// Money crosses boundaries as its decimal string; the currency travels
/// beside it, once per document.
impl Serialize for Money {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // Written straight into the output, without a String in between.
        s.collect_str(&self.amount)
    }
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "amount_out_of_range",
    "amount_too_precise",
    "currency_mismatch",
    "invalid_amount",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minor_units_for_providers() {
        let eur = Currency::parse("eur").unwrap();
        assert_eq!(Money::parse("12.3", eur).unwrap().to_minor(), Some(1230));
        assert_eq!(Money::parse("0", eur).unwrap().to_minor(), Some(0));
        let jpy = Currency::parse("jpy").unwrap();
        assert_eq!(Money::parse("1500", jpy).unwrap().to_minor(), Some(1500));
    }
    use proptest::prelude::*;

    fn eur(s: &str) -> Money {
        Money::parse(s, Currency::EUR).unwrap_or_else(|e| unreachable!("{s}: {e}"))
    }

    #[test]
    fn parse_and_print_with_minor_units() {
        let check = |input: &str, currency: &str, expected: &str| {
            let c = Currency::parse(currency).unwrap_or(Currency::EUR);
            assert_eq!(
                Money::parse(input, c)
                    .map(Money::to_decimal_string)
                    .as_deref(),
                Ok(expected),
                "{input}"
            );
        };
        check("49", "eur", "49.00");
        check("49.5", "eur", "49.50");
        check("  -3.1 ", "eur", "-3.10");
        check("1000", "jpy", "1000");
        check("0.5", "bhd", "0.500");
        check("12.340", "eur", "12.34");
    }

    #[test]
    fn parse_rejects_what_is_not_a_plain_decimal() {
        for bad in [
            "", "abc", "1e3", "1,5", "1 000", "--1", "NaN", ".", "0x10", "1.2.3",
        ] {
            assert!(Money::parse(bad, Currency::EUR).is_err(), "{bad:?}");
        }
        assert_eq!(
            Money::parse("1.005", Currency::EUR).map_err(|e| e.code()),
            Err("amount_too_precise")
        );
        assert_eq!(
            Money::parse("5000000000", Currency::EUR).map_err(|e| e.code()),
            Err("amount_out_of_range")
        );
    }

    #[test]
    fn rounding_half_up_and_truncate() {
        let d = |s: &str| Decimal::from_str(s).unwrap_or_default();
        let r = |s, how| Money::round(d(s), Currency::EUR, how).map(Money::to_decimal_string);
        assert_eq!(r("1.005", Rounding::HalfUp).as_deref(), Ok("1.01"));
        assert_eq!(r("1.004", Rounding::HalfUp).as_deref(), Ok("1.00"));
        assert_eq!(r("-1.005", Rounding::HalfUp).as_deref(), Ok("-1.01"));
        assert_eq!(r("1.009", Rounding::Truncate).as_deref(), Ok("1.00"));
    }

    #[test]
    fn arithmetic_is_checked() {
        assert_eq!(eur("1.10").checked_add(eur("2.25")), Ok(eur("3.35")));
        assert_eq!(eur("1.10").saturating_sub(eur("2.25")), Ok(eur("0")));
        let chf = Money::zero(Currency::parse("chf").unwrap_or(Currency::EUR));
        assert_eq!(
            eur("1").checked_add(chf).map_err(|e| e.code()),
            Err("currency_mismatch")
        );
        assert!(eur("-0.01").is_negative());
        assert!(!eur("-0").is_negative());
    }

    proptest! {
        #[test]
        fn add_then_sub_is_identity(a in -100_000_000i64..100_000_000, b in -100_000_000i64..100_000_000) {
            let ma = Money::new(Decimal::new(a, 2), Currency::EUR).unwrap_or(Money::zero(Currency::EUR));
            let mb = Money::new(Decimal::new(b, 2), Currency::EUR).unwrap_or(Money::zero(Currency::EUR));
            let back = ma.checked_add(mb).and_then(|s| s.checked_sub(mb));
            prop_assert_eq!(back, Ok(ma));
        }

        #[test]
        fn string_round_trip(a in -100_000_000i64..100_000_000) {
            let m = Money::new(Decimal::new(a, 2), Currency::EUR).unwrap_or(Money::zero(Currency::EUR));
            prop_assert_eq!(Money::parse(&m.to_decimal_string(), Currency::EUR), Ok(m));
        }
    }
}
