//! Coupons: a discount on the price a buyer pays.

use crate::money::{Money, MoneyError, Rounding};
use rust_decimal::Decimal;

/// A discount is either an amount of money or a percentage, never both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Discount {
    Fixed(Money),
    /// Percent in (0, 100].
    Percent(Decimal),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiscountError {
    #[error("a percentage must lie in (0, 100]")]
    PercentOutOfRange,
    #[error("a fixed discount must be positive")]
    NotPositive,
    #[error("value form must be currency or percents")]
    UnknownValueForm,
    #[error(transparent)]
    Money(#[from] MoneyError),
}

impl Discount {
    pub fn percent(value: Decimal) -> Result<Self, DiscountError> {
        if value <= Decimal::ZERO || value > Decimal::ONE_HUNDRED {
            return Err(DiscountError::PercentOutOfRange);
        }
        Ok(Discount::Percent(value))
    }

    pub fn fixed(amount: Money) -> Result<Self, DiscountError> {
        if amount.is_negative() || amount.is_zero() {
            return Err(DiscountError::NotPositive);
        }
        Ok(Discount::Fixed(amount))
    }

    /// Builds a discount from its stored form: the spec's value forms
    /// `currency` (an amount in `currency`) or `percents`.
    pub fn from_terms(
        value_form: &str,
        value: &str,
        currency: crate::currency::Currency,
    ) -> Result<Self, DiscountError> {
        let amount = Money::parse(value, currency)?;
        match value_form {
            "currency" => Self::fixed(amount),
            "percents" => Self::percent(amount.amount()),
            _ => Err(DiscountError::UnknownValueForm),
        }
    }

    /// The discount taken off `price`: a percentage rounded half-up to the
    /// currency's minor unit, and never more than the price itself.
    pub fn amount_off(self, price: Money) -> Result<Money, MoneyError> {
        let off = match self {
            Discount::Fixed(amount) => amount,
            Discount::Percent(p) => {
                let exact = price.amount().checked_mul(p).ok_or(MoneyError::Overflow)?
                    / Decimal::ONE_HUNDRED;
                Money::round(exact, price.currency(), Rounding::HalfUp)?
            }
        };
        off.min(price)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::currency::Currency;
    use proptest::prelude::*;

    fn eur(s: &str) -> Money {
        Money::parse(s, Currency::EUR).unwrap()
    }

    #[test]
    fn percent_is_rounded_half_up() {
        let ten = Discount::percent(Decimal::TEN).unwrap();
        assert_eq!(ten.amount_off(eur("49.00")), Ok(eur("4.90")));
        let third = Discount::percent(Decimal::new(3333, 2)).unwrap();
        // 0.15 x 33.33 % = 0.049995 -> 0.05
        assert_eq!(third.amount_off(eur("0.15")), Ok(eur("0.05")));
    }

    #[test]
    fn fixed_never_exceeds_price() {
        let d = Discount::fixed(eur("60")).unwrap();
        assert_eq!(d.amount_off(eur("49.00")), Ok(eur("49.00")));
    }

    #[test]
    fn invalid_discounts_are_refused() {
        assert!(Discount::percent(Decimal::ZERO).is_err());
        assert!(Discount::percent(Decimal::new(1001, 1)).is_err());
        assert!(Discount::fixed(eur("0")).is_err());
        assert!(Discount::fixed(eur("-1")).is_err());
    }

    proptest! {
        #[test]
        fn discounted_price_never_below_zero(price in 0i64..10_000_000, pct in 1i64..=10_000, fixed in 1i64..20_000_000) {
            let price = Money::new(Decimal::new(price, 2), Currency::EUR).unwrap();
            for d in [Discount::percent(Decimal::new(pct, 2)).unwrap(), Discount::fixed(Money::new(Decimal::new(fixed, 2), Currency::EUR).unwrap()).unwrap()] {
                let off = d.amount_off(price).unwrap();
                let rest = price.checked_sub(off).unwrap();
                prop_assert!(!rest.is_negative());
                prop_assert!(!off.is_negative());
            }
        }
    }
}
