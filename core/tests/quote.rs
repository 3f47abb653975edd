//! Scenario tests of the checkout quote, one row per case.
#![allow(clippy::unwrap_used)] // helpers of a test file

use rust_decimal::Decimal;
use sellwerk_core::Currency;
use sellwerk_core::checkout::{BuyerInput, OfferData, QuoteInput, quote};
use sellwerk_core::coupon::Discount;
use sellwerk_core::money::Money;
use sellwerk_core::pricing::PlanKind;
use sellwerk_core::tax::{ExemptReason, VatStatus};

fn offer(price: &str, gross: bool, status: VatStatus) -> OfferData {
    OfferData {
        plan_kind: PlanKind::OneTime,
        currency: "eur".into(),
        price: price.into(),
        pay_what_you_want: false,
        prices_include_vat: gross,
        seller_country: "DE".into(),
        seller_vat: status,
    }
}

/// Checks net, VAT, gross and rate of a quote.
fn check(offer: &OfferData, buyer_country: &str, discount: Option<Discount>, expected: [&str; 4]) {
    let buyer = BuyerInput {
        buyer_country: buyer_country.into(),
        amount: None,
    };
    let q = quote(&QuoteInput {
        offer,
        buyer: &buyer,
        discount,
    })
    .unwrap();
    let got = [
        q.net.to_decimal_string(),
        q.vat.to_decimal_string(),
        q.gross.to_decimal_string(),
        q.vat_rate.clone(),
    ];
    assert_eq!(
        got,
        expected.map(String::from),
        "{} -> {buyer_country}",
        offer.price
    );
    assert_eq!(q.net.checked_add(q.vat), Ok(q.gross));
}

#[test]
fn demo_product_across_countries() {
    let demo = offer("49.00", true, VatStatus::VatPayer);
    check(&demo, "DE", None, ["41.18", "7.82", "49.00", "19"]);
    check(&demo, "AT", None, ["40.83", "8.17", "49.00", "20"]);
    check(&demo, "FR", None, ["40.83", "8.17", "49.00", "20"]);
    check(&demo, "HU", None, ["38.58", "10.42", "49.00", "27"]);
    check(&demo, "FI", None, ["39.04", "9.96", "49.00", "25.5"]);
    check(&demo, "LU", None, ["41.88", "7.12", "49.00", "17"]);
    check(&demo, "US", None, ["49.00", "0.00", "49.00", "0"]);
    check(&demo, "CH", None, ["49.00", "0.00", "49.00", "0"]);
}

#[test]
fn net_prices_get_vat_on_top() {
    let net = offer("100.00", false, VatStatus::VatPayer);
    check(&net, "DE", None, ["100.00", "19.00", "119.00", "19"]);
    check(&net, "FI", None, ["100.00", "25.50", "125.50", "25.5"]);
    check(&net, "JP", None, ["100.00", "0.00", "100.00", "0"]);
}

#[test]
fn exempt_seller_charges_no_vat() {
    let small = offer(
        "49.00",
        true,
        VatStatus::Exempt(ExemptReason::SmallBusiness),
    );
    check(&small, "DE", None, ["49.00", "0.00", "49.00", "0"]);
    check(&small, "AT", None, ["49.00", "0.00", "49.00", "0"]);
}

#[test]
fn coupons_come_off_before_vat() {
    let demo = offer("49.00", true, VatStatus::VatPayer);
    let ten = Discount::percent(Decimal::TEN).unwrap();
    check(&demo, "DE", Some(ten), ["37.06", "7.04", "44.10", "19"]);
    let all = Discount::fixed(Money::parse("100", Currency::EUR).unwrap()).unwrap();
    check(&demo, "DE", Some(all), ["0.00", "0.00", "0.00", "19"]);
}

#[test]
fn bad_input_is_named() {
    let demo = offer("49.00", true, VatStatus::VatPayer);
    let code = |country: &str, amount: Option<&str>, o: &OfferData| {
        let buyer = BuyerInput {
            buyer_country: country.into(),
            amount: amount.map(String::from),
        };
        quote(&QuoteInput {
            offer: o,
            buyer: &buyer,
            discount: None,
        })
        .map(|_| ())
        .map_err(|e| (e.code(), e.field()))
    };
    assert_eq!(
        code("XX", None, &demo),
        Err(("invalid_country", Some("buyer_country")))
    );
    assert_eq!(
        code("", None, &demo),
        Err(("invalid_country", Some("buyer_country")))
    );
    assert_eq!(
        code("DE", Some("-5"), &demo),
        Err(("negative_amount", Some("amount")))
    );
    assert_eq!(
        code("DE", Some("abc"), &demo),
        Err(("invalid_amount", Some("amount")))
    );
    assert_eq!(
        code("DE", Some("60"), &demo),
        Err(("amount_not_allowed", Some("amount")))
    );

    let pwyw = OfferData {
        pay_what_you_want: true,
        ..demo.clone()
    };
    assert_eq!(
        code("DE", Some("10"), &pwyw),
        Err(("amount_below_minimum", Some("amount")))
    );
    assert_eq!(code("DE", Some("60"), &pwyw), Ok(()));

    let sub = OfferData {
        plan_kind: PlanKind::Subscription,
        ..demo.clone()
    };
    assert_eq!(
        code("DE", None, &sub),
        Err(("plan_kind_not_supported", None))
    );
}
