//! The checkout quote: what a buyer pays for a plan, split into net, VAT
//! and gross. The browser shows it live; the edge charges it.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::country::Country;
use crate::coupon::Discount;
use crate::currency::Currency;
use crate::money::{Money, MoneyError, Rounding};
use crate::pricing::PlanKind;
use crate::tax::{self, VatStatus, VatTreatment};

/// What the seller offers: one pricing plan and the seller's tax setup.
///
/// This is exactly the `offer` object of the public product API, so the
/// browser quotes from the same data as the edge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferData {
    pub plan_kind: PlanKind,
    pub currency: String,
    /// List price as a decimal string; the minimum when pay-what-you-want.
    pub price: String,
    pub pay_what_you_want: bool,
    /// Seller setting: prices are entered gross (VAT included) or net.
    pub prices_include_vat: bool,
    pub seller_country: String,
    pub seller_vat: VatStatus,
}

/// The buyer's side of a quote, raw as it arrives from a form or request.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuyerInput {
    pub buyer_country: String,
    /// A chosen price, for pay-what-you-want plans only.
    #[serde(default)]
    pub amount: Option<String>,
}

/// Everything needed for a quote. `discount` is the coupon already resolved
/// and checked by the caller (the edge looks coupons up by code).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuoteInput<'a> {
    pub offer: &'a OfferData,
    pub buyer: &'a BuyerInput,
    pub discount: Option<Discount>,
}

/// The answer. Every amount is a decimal string with the currency's minor
/// unit digits; `net + vat == gross` always holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Quote {
    pub currency: Currency,
    /// The price before any discount, as the seller entered it.
    pub list_price: Money,
    pub discount: Money,
    pub net: Money,
    pub vat: Money,
    pub gross: Money,
    /// Percent as a decimal string, e.g. `19` or `25.5`.
    pub vat_rate: String,
    pub vat_treatment: VatTreatment,
}

/// Why no quote could be made. Each variant has a stable code and names
/// the input field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QuoteError {
    #[error("unknown country {value:?}")]
    UnknownCountry { field: &'static str, value: String },
    #[error("unknown currency {0:?}")]
    UnknownCurrency(String),
    #[error("{field}: {source}")]
    InvalidAmount {
        field: &'static str,
        source: MoneyError,
    },
    #[error("{field} must not be negative")]
    NegativeAmount { field: &'static str },
    #[error("the amount must be at least {minimum}")]
    AmountBelowMinimum { minimum: String },
    #[error("this plan has a fixed price; no amount may be chosen")]
    AmountNotAllowed,
    #[error("plan kind {0:?} cannot be quoted yet")]
    PlanKindNotSupported(PlanKind),
}

impl QuoteError {
    /// Stable machine code (used as the API error code and translation key).
    pub fn code(&self) -> &'static str {
        match self {
            QuoteError::UnknownCountry { .. } => "invalid_country",
            QuoteError::UnknownCurrency(_) => "invalid_currency",
            QuoteError::InvalidAmount { source, .. } => source.code(),
            QuoteError::NegativeAmount { .. } => "negative_amount",
            QuoteError::AmountBelowMinimum { .. } => "amount_below_minimum",
            QuoteError::AmountNotAllowed => "amount_not_allowed",
            QuoteError::PlanKindNotSupported(_) => "plan_kind_not_supported",
        }
    }

    /// The input field at fault, when one is.
    pub fn field(&self) -> Option<&'static str> {
        match self {
            QuoteError::UnknownCountry { field, .. }
            | QuoteError::InvalidAmount { field, .. }
            | QuoteError::NegativeAmount { field } => Some(field),
            QuoteError::AmountBelowMinimum { .. } | QuoteError::AmountNotAllowed => Some("amount"),
            QuoteError::UnknownCurrency(_) | QuoteError::PlanKindNotSupported(_) => None,
        }
    }
}

fn country(field: &'static str, value: &str) -> Result<Country, QuoteError> {
    Country::parse(value).map_err(|_| QuoteError::UnknownCountry {
        field,
        value: value.to_owned(),
    })
}

fn money(field: &'static str, value: &str, currency: Currency) -> Result<Money, QuoteError> {
    let m = Money::parse(value, currency)
        .map_err(|source| QuoteError::InvalidAmount { field, source })?;
    if m.is_negative() {
        return Err(QuoteError::NegativeAmount { field });
    }
    Ok(m)
}

fn overflow(source: MoneyError) -> QuoteError {
    QuoteError::InvalidAmount {
        field: "amount",
        source,
    }
}

/// Computes the quote.
///
/// The price the buyer pays is the list price (or the chosen amount), less
/// the discount. With gross prices (VAT included) that price is the gross
/// and the VAT is taken out of it; with net prices VAT is added on top. VAT
/// is rounded half-up to the minor unit once, and net + VAT = gross exactly.
pub fn quote(input: &QuoteInput<'_>) -> Result<Quote, QuoteError> {
    let offer = input.offer;
    let buyer_country = country("buyer_country", &input.buyer.buyer_country)?;
    let currency = Currency::parse(&offer.currency)
        .map_err(|_| QuoteError::UnknownCurrency(offer.currency.clone()))?;
    if offer.plan_kind != PlanKind::OneTime {
        return Err(QuoteError::PlanKindNotSupported(offer.plan_kind));
    }
    let list_price = money("price", &offer.price, currency)?;
    let seller_country = country("seller_country", &offer.seller_country)?;

    let base = match (&input.buyer.amount, offer.pay_what_you_want) {
        (None, _) => list_price,
        (Some(raw), true) => {
            let chosen = money("amount", raw, currency)?;
            if chosen.amount() < list_price.amount() {
                return Err(QuoteError::AmountBelowMinimum {
                    minimum: list_price.to_decimal_string(),
                });
            }
            chosen
        }
        (Some(raw), false) => {
            // Validate first so a malformed amount gets its precise error.
            money("amount", raw, currency)?;
            return Err(QuoteError::AmountNotAllowed);
        }
    };

    let discount = match input.discount {
        Some(d) => d.amount_off(base).map_err(overflow)?,
        None => Money::zero(currency),
    };
    let price = base.checked_sub(discount).map_err(overflow)?;

    let decision = tax::decide(seller_country, offer.seller_vat, buyer_country);
    let rate = decision.rate_percent;
    // Gross prices hold VAT already (taken out at r / (100 + r)); net prices
    // get it on top (r / 100). Either way VAT is rounded once.
    let divisor = if offer.prices_include_vat {
        Decimal::ONE_HUNDRED + rate
    } else {
        Decimal::ONE_HUNDRED
    };
    let exact = price
        .amount()
        .checked_mul(rate)
        .ok_or(MoneyError::Overflow)
        .map_err(overflow)?
        / divisor;
    let vat = Money::round(exact, currency, Rounding::HalfUp).map_err(overflow)?;
    let (net, gross) = if offer.prices_include_vat {
        (price.checked_sub(vat).map_err(overflow)?, price)
    } else {
        (price, price.checked_add(vat).map_err(overflow)?)
    };

    Ok(Quote {
        currency,
        list_price: base,
        discount,
        net,
        vat,
        gross,
        vat_rate: rate.normalize().to_string(),
        vat_treatment: decision.treatment,
    })
}
