//! Scenario tests of the checkout quote with hand-checked values, and the
//! properties every quote must have, over generated carts. They quote in
//! Europe/Berlin, from the bundled time-zone database (feature `tzdb`).
#![cfg(feature = "tzdb")]
#![allow(
    clippy::unwrap_used,
    clippy::panic,
    clippy::needless_pass_by_value,
    clippy::indexing_slicing
)]

use proptest::prelude::*;
use sellwerk_core::checkout::{Quote, QuoteRequest, quote, quote_json};
use serde_json::{Value, json};

fn request(v: &Value) -> QuoteRequest {
    serde_json::from_value(v.clone()).unwrap()
}

fn seller(gross: bool) -> Value {
    json!({"country": "DE", "vat": {"status": "vat_payer"}, "prices_include_vat": gross,
           "payment_methods": ["card", "paypal", "klarna", "twint", "mondu"]})
}

fn one_time(id: i64, price: &str, supply: &str) -> Value {
    json!({"product_id": id, "role": "main", "supply": supply,
           "plan": {"kind": "one_time", "currency": "eur", "price": price}})
}

fn cart(gross: bool, items: Value, buyer: Value) -> Value {
    json!({"seller": seller(gross), "currency": "eur", "items": items, "buyer": buyer,
           "start": "2026-11-22T10:00:00Z", "time_zone": "Europe/Berlin"})
}

fn ok(v: &Value) -> Quote {
    quote(&request(v)).unwrap_or_else(|e| panic!("{:?}", e.0))
}

fn problems(v: &Value) -> Vec<(String, &'static str)> {
    quote(&request(v))
        .err()
        .unwrap()
        .0
        .into_iter()
        .map(|p| (p.field, p.code))
        .collect()
}

/// (net, vat, gross) of a payment as strings.
fn totals(p: &sellwerk_core::checkout::Payment) -> (String, String, String) {
    (
        p.net.to_decimal_string(),
        p.vat.to_decimal_string(),
        p.gross.to_decimal_string(),
    )
}

fn t(net: &str, vat: &str, gross: &str) -> (String, String, String) {
    (net.into(), vat.into(), gross.into())
}

#[test]
fn gross_price_keeps_the_price_and_takes_vat_out() {
    // 49.00 x 19 / 119 = 7.8235 -> 7.82
    let q = ok(&cart(
        true,
        json!([one_time(1, "49.00", "standard")]),
        json!({"country": "DE"}),
    ));
    assert_eq!(totals(&q.due_now), t("41.18", "7.82", "49.00"));
    assert!(q.later.is_empty());
    // Hungary, 27 %: 49 x 27 / 127 = 10.4173 -> 10.42
    let q = ok(&cart(
        true,
        json!([one_time(1, "49.00", "standard")]),
        json!({"country": "HU"}),
    ));
    assert_eq!(totals(&q.due_now), t("38.58", "10.42", "49.00"));
}

#[test]
fn e_books_get_the_reduced_rate() {
    // Germany 7 %: 49 x 7 / 107 = 3.2056 -> 3.21
    let q = ok(&cart(
        true,
        json!([one_time(1, "49.00", "e_book")]),
        json!({"country": "DE"}),
    ));
    assert_eq!(totals(&q.due_now), t("45.79", "3.21", "49.00"));
    assert_eq!(q.due_now.vat_breakdown[0].rate, "7");
    // France 5.5 %: 49 x 5.5 / 105.5 = 2.5545 -> 2.55
    let q = ok(&cart(
        true,
        json!([one_time(1, "49.00", "e_book")]),
        json!({"country": "FR"}),
    ));
    assert_eq!(totals(&q.due_now), t("46.45", "2.55", "49.00"));
}

#[test]
fn net_prices_get_vat_on_top() {
    let q = ok(&cart(
        false,
        json!([one_time(1, "100.00", "standard")]),
        json!({"country": "FR"}),
    ));
    assert_eq!(totals(&q.due_now), t("100.00", "20.00", "120.00"));
    let q = ok(&cart(
        false,
        json!([one_time(1, "100.00", "standard")]),
        json!({"country": "US"}),
    ));
    assert_eq!(totals(&q.due_now), t("100.00", "0.00", "100.00"));
    assert_eq!(q.vat_note, Some("vat_note_outside_eu"));
}

#[test]
fn reverse_charge_for_a_business_in_another_member_state() {
    let buyer = json!({"country": "AT", "business": true, "vat_id": "ATU13585627"});
    // Gross price: the Austrian consumer VAT (20 %) comes out, none is added:
    // 49 x 20 / 120 = 8.1667 -> 8.17; 49.00 - 8.17 = 40.83.
    let q = ok(&cart(
        true,
        json!([one_time(1, "49.00", "standard")]),
        buyer.clone(),
    ));
    assert_eq!(totals(&q.due_now), t("40.83", "0.00", "40.83"));
    assert_eq!(q.vat_note, Some("vat_note_reverse_charge"));
    // Net price: the net is what the business pays.
    let q = ok(&cart(
        false,
        json!([one_time(1, "49.00", "standard")]),
        buyer,
    ));
    assert_eq!(totals(&q.due_now), t("49.00", "0.00", "49.00"));
    // A business in the seller's own country pays German VAT.
    let de = json!({"country": "DE", "business": true, "vat_id": "DE136695976"});
    let q = ok(&cart(true, json!([one_time(1, "49.00", "standard")]), de));
    assert_eq!(totals(&q.due_now), t("41.18", "7.82", "49.00"));
}

#[test]
fn vat_is_computed_once_per_rate_on_the_document() {
    // Three net lines of 10.01 at 19 %: per line 1.9019 would round to 1.90
    // (5.70 in all); on the document 30.03 x 0.19 = 5.7057 -> 5.71 (BR-CO-17).
    let mut items = vec![one_time(1, "10.01", "standard")];
    for id in [2, 3] {
        let mut bump = one_time(id, "10.01", "standard");
        bump["role"] = json!("bump");
        items.push(bump);
    }
    let q = ok(&cart(false, json!(items), json!({"country": "DE"})));
    assert_eq!(totals(&q.due_now), t("30.03", "5.71", "35.74"));
    // Shown per line too, summing to the document: the remainder on the first.
    let line_vats: Vec<String> = q
        .due_now
        .lines
        .iter()
        .map(|l| l.vat.to_decimal_string())
        .collect();
    assert_eq!(line_vats, ["1.91", "1.90", "1.90"]);
}

#[test]
fn lines_with_two_rates_get_two_vat_groups() {
    let mut bump = one_time(2, "9.00", "e_book");
    bump["role"] = json!("bump");
    let q = ok(&cart(
        true,
        json!([one_time(1, "49.00", "standard"), bump]),
        json!({"country": "DE"}),
    ));
    // 19 %: 7.82 on 49.00; 7 %: 9 x 7 / 107 = 0.5888 -> 0.59 on 9.00
    let groups: Vec<(String, String, String)> = q
        .due_now
        .vat_breakdown
        .iter()
        .map(|g| {
            (
                g.rate.clone(),
                g.net.to_decimal_string(),
                g.vat.to_decimal_string(),
            )
        })
        .collect();
    assert_eq!(
        groups,
        [
            ("7".to_owned(), "8.41".to_owned(), "0.59".to_owned()),
            ("19".to_owned(), "41.18".to_owned(), "7.82".to_owned())
        ]
    );
    assert_eq!(totals(&q.due_now), t("49.59", "8.41", "58.00"));
}

fn instalments() -> Value {
    json!([{"product_id": 4, "role": "main", "plan": {"kind": "installment", "currency": "eur",
        "first_amount": "100.00", "next_amount": "50.00", "payments_count": 4, "interval": "1m"}}])
}

#[test]
fn instalments_are_scheduled_and_sum_to_the_plan_total() {
    let mut c = cart(true, instalments(), json!({"country": "DE"}));
    c["start"] = json!("2026-01-31T10:00:00Z");
    let q = ok(&c);
    // 100 x 19 / 119 = 15.966 -> 15.97
    assert_eq!(totals(&q.due_now), t("84.03", "15.97", "100.00"));
    let later: Vec<(String, String)> = q
        .later
        .iter()
        .map(|p| (p.date.clone(), p.gross.to_decimal_string()))
        .collect();
    assert_eq!(
        later,
        [
            ("2026-02-28".to_owned(), "50.00".to_owned()),
            ("2026-03-31".to_owned(), "50.00".to_owned()),
            ("2026-04-30".to_owned(), "50.00".to_owned())
        ]
    );
    // 100 + 50 x (4 - 1)
    assert_eq!(q.total.to_decimal_string(), "250.00");
    assert!(!q.open_ended);
}

fn percent_coupon(value: &str, applies_to: &str) -> Value {
    json!({"code": "SAVE", "active": true, "value": value, "value_form": "percents", "applies_to": applies_to})
}

#[test]
fn a_percentage_on_every_payment_is_rounded_once_and_the_remainder_goes_first() {
    let mut c = cart(true, instalments(), json!({"country": "DE"}));
    c["coupon"] = percent_coupon("33.33", "all_payments");
    let q = ok(&c);
    // 250 x 33.33 % = 83.325 -> 83.33 off; shared out by size: 16.666 ->
    // 16.66 on each 50.00, and 83.33 - 3 x 16.66 = 33.35 on the first.
    let grosses: Vec<String> = std::iter::once(&q.due_now)
        .chain(&q.later)
        .map(|p| p.gross.to_decimal_string())
        .collect();
    assert_eq!(grosses, ["66.65", "33.34", "33.34", "33.34"]);
    assert_eq!(q.total.to_decimal_string(), "166.67");
    assert_eq!(q.due_now.discount.to_decimal_string(), "33.35");
}

fn subscription() -> Value {
    json!([{"product_id": 4, "role": "main", "plan": {"kind": "subscription", "currency": "eur",
        "first_amount": "29.00", "next_amount": "29.00", "interval": "1m", "trial_period": "14d"}}])
}

#[test]
fn a_subscription_with_a_free_trial() {
    let q = ok(&cart(true, subscription(), json!({"country": "DE"})));
    assert_eq!(q.due_now.date, "2026-11-22");
    assert_eq!(totals(&q.due_now), t("0.00", "0.00", "0.00"));
    assert!(q.open_ended);
    assert_eq!(q.later.len(), 12);
    assert_eq!(q.later[0].date, "2026-12-06");
    assert_eq!(q.later[1].date, "2027-01-06");
    assert_eq!(q.later[0].gross.to_decimal_string(), "29.00");
}

#[test]
fn coupons_on_the_first_payment_and_the_minimum_charge() {
    let fixed = |value: &str| json!({"code": "FIX", "active": true, "value": value, "value_form": "currency", "currency": "eur"});
    let mut c = cart(true, subscription(), json!({"country": "DE"}));
    c["coupon"] = fixed("5.00");
    let q = ok(&c);
    // The trial is never discounted; the first regular payment is.
    assert_eq!(q.later[0].gross.to_decimal_string(), "24.00");
    assert_eq!(q.later[1].gross.to_decimal_string(), "29.00");
    // 29.00 - 28.80 = 0.20 is below the 0.50 minimum charge: raised to it.
    c["coupon"] = fixed("28.80");
    assert_eq!(ok(&c).later[0].gross.to_decimal_string(), "0.50");
    // A coupon worth the whole price makes the payment free.
    c["coupon"] = fixed("29.00");
    assert_eq!(ok(&c).later[0].gross.to_decimal_string(), "0.00");
}

#[test]
fn a_net_based_coupon_on_gross_prices() {
    let mut c = cart(
        true,
        json!([one_time(1, "119.00", "standard")]),
        json!({"country": "DE"}),
    );
    c["coupon"] = json!({"code": "NET10", "active": true, "value": "10.00", "value_form": "currency",
                         "currency": "eur", "basis": "net_amount"});
    // 10.00 net off is 11.90 gross off: 107.10 gross, 17.10 VAT, 90.00 net.
    assert_eq!(totals(&ok(&c).due_now), t("90.00", "17.10", "107.10"));
}

#[test]
fn payment_methods_follow_the_plan_kind() {
    let methods = |items: Value| -> Vec<String> {
        let q = ok(&cart(true, items, json!({"country": "DE"})));
        q.payment_methods
            .iter()
            .map(|m| {
                serde_json::to_value(m)
                    .unwrap()
                    .as_str()
                    .unwrap()
                    .to_owned()
            })
            .collect()
    };
    // TWINT is CHF only and Mondu is not run at all (issue 30): a method
    // the product cannot take a payment with is never offered
    assert_eq!(
        methods(json!([one_time(1, "49.00", "standard")])),
        ["paypal", "card", "klarna"]
    );
    // Klarna is paid once here: the spec's matrix allows it for a
    // subscription, but no later rate could be charged with it
    assert_eq!(methods(subscription()), ["paypal", "card"]);
    assert_eq!(methods(instalments()), ["paypal", "card"]);
    let mut c = cart(true, instalments(), json!({"country": "DE"}));
    c["payment_method"] = json!("klarna");
    assert_eq!(
        problems(&c),
        [("payment_method".to_owned(), "payment_method_not_available")]
    );
}

#[test]
fn coupons_that_do_not_apply_say_why() {
    let with = |coupon: Value| {
        let mut c = cart(
            true,
            json!([one_time(1, "49.00", "standard")]),
            json!({"country": "DE"}),
        );
        c["coupon"] = coupon;
        problems(&c)
    };
    let base = percent_coupon("10", "first_payment");
    let mut expired = base.clone();
    expired["valid_till"] = json!("2026-01-01T00:00:00Z");
    assert_eq!(with(expired), [("coupon".to_owned(), "coupon_expired")]);
    let mut used_up = base.clone();
    used_up["limit"] = json!(3);
    used_up["orders_count"] = json!(3);
    assert_eq!(
        with(used_up),
        [("coupon".to_owned(), "coupon_limit_reached")]
    );
    let mut other = base.clone();
    other["scope"] = json!("single_product");
    other["product_ids"] = json!([9]);
    assert_eq!(
        with(other),
        [("coupon".to_owned(), "coupon_not_for_product")]
    );
    let mut inactive = base;
    inactive["active"] = json!(false);
    assert_eq!(with(inactive), [("coupon".to_owned(), "coupon_inactive")]);
}

#[test]
fn bad_input_gets_typed_errors_with_translation_keys() {
    let mut c = cart(
        true,
        json!([one_time(1, "49.00", "standard")]),
        json!({"country": "DE"}),
    );
    c["currency"] = json!("xxx");
    assert_eq!(problems(&c), [("currency".to_owned(), "invalid_currency")]);

    let c = cart(
        true,
        json!([one_time(1, "-1", "standard")]),
        json!({"country": "DE"}),
    );
    assert_eq!(
        problems(&c),
        [("items.0.plan.price".to_owned(), "negative_amount")]
    );

    let c = cart(
        true,
        json!([one_time(1, "1.999", "standard")]),
        json!({"country": "DE"}),
    );
    assert_eq!(
        problems(&c),
        [("items.0.plan.price".to_owned(), "amount_too_precise")]
    );

    let mut items = instalments();
    items[0]["plan"]["payments_count"] = json!(25);
    let c = cart(true, items, json!({"country": "DE"}));
    assert_eq!(
        problems(&c),
        [(
            "items.0.plan.payments_count".to_owned(),
            "payments_count_out_of_range"
        )]
    );

    let c = cart(
        true,
        json!([one_time(1, "49.00", "standard")]),
        json!({"country": "AT", "business": true, "vat_id": "ATX1"}),
    );
    assert_eq!(problems(&c)[0].0, "buyer.vat_id");

    let c = cart(
        true,
        json!([one_time(1, "49.00", "standard")]),
        json!({"country": "ZZ"}),
    );
    assert_eq!(
        problems(&c),
        [("buyer.country".to_owned(), "invalid_country")]
    );

    let mut c = cart(
        true,
        json!([one_time(1, "49.00", "standard")]),
        json!({"country": "DE"}),
    );
    c["time_zone"] = json!("Moon/Base");
    assert_eq!(
        problems(&c),
        [("time_zone".to_owned(), "invalid_time_zone")]
    );
}

#[test]
fn the_json_face_never_panics_and_names_malformed_input() {
    assert_eq!(
        quote_json("{"),
        r#"{"error":{"problems":[{"field":"","code":"malformed_json"}]}}"#
    );
    assert_eq!(
        quote_json("[]"),
        r#"{"error":{"problems":[{"field":"","code":"invalid_input"}]}}"#
    );
    let good = cart(
        true,
        json!([one_time(1, "49.00", "standard")]),
        json!({"country": "DE"}),
    );
    assert!(quote_json(&good.to_string()).starts_with(r#"{"ok":{"currency":"eur""#));
}

#[test]
fn the_purchase_date_is_counted_in_the_time_zone() {
    let mut c = cart(true, instalments(), json!({"country": "DE"}));
    c["start"] = json!("2026-01-31T23:30:00Z");
    let q = ok(&c);
    assert_eq!(q.due_now.date, "2026-02-01");
    assert_eq!(q.later[0].date, "2026-03-01");
}

// ---- properties over generated carts -----------------------------------

const COUNTRIES: [&str; 8] = ["DE", "AT", "FR", "HU", "FI", "US", "CH", "LU"];
const SUPPLIES: [&str; 3] = ["standard", "e_book", "e_learning"];

fn money(cents: u32) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

prop_compose! {
    fn plan()(kind in 0u8..4, a in 50u32..100_000, b in 50u32..100_000, n in 2u32..=24,
              interval in prop::sample::select(vec!["1m", "2w", "3m", "1y", "10d"])) -> Value {
        match kind {
            0 => json!({"kind": "one_time", "currency": "eur", "price": money(a)}),
            1 => json!({"kind": "installment", "currency": "eur", "first_amount": money(a),
                        "next_amount": money(b), "payments_count": n, "interval": interval}),
            2 => json!({"kind": "limited_subscription", "currency": "eur", "first_amount": money(a),
                        "next_amount": money(b), "payments_count": n, "interval": interval}),
            _ => json!({"kind": "subscription", "currency": "eur", "first_amount": money(a),
                        "next_amount": money(b), "interval": interval}),
        }
    }
}

prop_compose! {
    fn carts()(plans in prop::collection::vec((plan(), prop::sample::select(SUPPLIES.to_vec())), 1..4),
               gross in any::<bool>(), country in prop::sample::select(COUNTRIES.to_vec()),
               coupon in 0u8..4, pct in 1u32..=10_000, fixed in 1u32..20_000,
               every in any::<bool>()) -> Value {
        let items: Vec<Value> = plans.into_iter().enumerate().map(|(i, (plan, supply))| json!({
            "product_id": i + 1, "role": if i == 0 { "main" } else { "bump" }, "supply": supply, "plan": plan,
        })).collect();
        let mut c = cart(gross, json!(items), json!({"country": country}));
        let applies_to = if every { "all_payments" } else { "first_payment" };
        match coupon {
            1 => c["coupon"] = json!({"code": "P", "active": true, "value": money(pct), "value_form": "percents", "applies_to": applies_to}),
            2 => c["coupon"] = json!({"code": "F", "active": true, "value": money(fixed), "value_form": "currency", "currency": "eur", "applies_to": applies_to}),
            3 => c["coupon"] = json!({"code": "N", "active": true, "value": money(fixed), "value_form": "currency", "currency": "eur", "basis": "net_amount"}),
            _ => {}
        }
        c
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn gross_is_net_plus_vat_to_the_cent(c in carts()) {
        let q = ok(&c);
        for p in std::iter::once(&q.due_now).chain(&q.later) {
            prop_assert_eq!(p.net.checked_add(p.vat).unwrap(), p.gross);
            for l in &p.lines {
                prop_assert_eq!(l.net.checked_add(l.vat).unwrap(), l.gross);
                prop_assert!(!l.gross.is_negative() && !l.net.is_negative() && !l.vat.is_negative());
                // A discount never exceeds the price.
                prop_assert!(l.discount.amount() <= l.list_price.amount());
            }
            let line_vat = p.lines.iter().fold(rust_decimal::Decimal::ZERO, |s, l| s + l.vat.amount());
            prop_assert_eq!(line_vat, p.vat.amount());
        }
    }

    #[test]
    fn totals_do_not_depend_on_the_order_of_bumps(c in carts()) {
        let mut reversed = c.clone();
        let items = reversed["items"].as_array_mut().unwrap();
        let main = items.remove(0);
        items.reverse();
        items.push(main);
        prop_assert_eq!(quote_json(&c.to_string()), quote_json(&reversed.to_string()));
    }

    #[test]
    fn instalment_rates_sum_exactly_to_the_plan_total(first in 200u32..100_000, next in 100u32..100_000, n in 2u32..=24,
                                                      pct in 1u32..=5_000, gross in any::<bool>()) {
        // At most half off, and the first payment (which also takes the
        // rounding remainder of the shared discount, up to a cent per other
        // payment) at least 2.00: no payment falls under the minimum charge,
        // which would raise it. (First 1.00, next 1.12 x 11 at 40.13 % left
        // the first payment 0.49, raised to 0.50: the rule, not a miss.)
        let items = json!([{"product_id": 1, "role": "main", "plan": {"kind": "installment", "currency": "eur",
            "first_amount": money(first), "next_amount": money(next), "payments_count": n, "interval": "1m"}}]);
        let mut c = cart(gross, items, json!({"country": "US"}));
        let total = u64::from(first) + u64::from(next) * u64::from(n - 1);
        let q = ok(&c);
        prop_assert_eq!(q.later.len() + 1, n as usize);
        prop_assert_eq!(q.total.to_decimal_string(), money(u32::try_from(total).unwrap()));
        // With a percentage on every payment, the payments sum to the
        // discounted total: total - round(total x pct).
        c["coupon"] = percent_coupon(&money(pct), "all_payments");
        let q = ok(&c);
        let off = (u128::from(total) * u128::from(pct) + 5_000) / 10_000;
        let expected = u128::from(total) - off.min(u128::from(total));
        prop_assert_eq!(q.total.to_decimal_string(), money(u32::try_from(expected).unwrap()));
    }
}

#[test]
fn each_method_is_offered_only_where_its_provider_runs_it() {
    let offered = |currency: &str, items: Value| -> Vec<String> {
        let mut c = json!({
            "seller": {"country": "DE", "vat": {"status": "vat_payer"}, "prices_include_vat": true,
                       "payment_methods": ["card", "apple_pay", "sepa", "ideal", "p_24", "klarna", "twint",
                                           "sofort", "sofort_sepa", "ideal_sepa", "mondu", "bank_wire"]},
            "currency": currency, "items": items, "buyer": {"country": "DE"},
            "start": "2026-11-22T10:00:00Z", "time_zone": "Europe/Berlin"});
        c["items"][0]["plan"]["currency"] = json!(currency);
        ok(&c)
            .payment_methods
            .iter()
            .map(|m| {
                serde_json::to_value(m)
                    .unwrap()
                    .as_str()
                    .unwrap()
                    .to_owned()
            })
            .collect()
    };
    let once = || json!([one_time(1, "49.00", "standard")]);
    assert_eq!(
        offered("eur", once()),
        [
            "card",
            "bank_wire",
            "sepa",
            "p_24",
            "apple_pay",
            "ideal",
            "klarna"
        ]
    );
    assert_eq!(
        offered("pln", once()),
        ["card", "bank_wire", "p_24", "apple_pay", "klarna"]
    );
    assert_eq!(
        offered("chf", once()),
        ["card", "bank_wire", "apple_pay", "klarna", "twint"]
    );
    // a plan with later rates: only what can be charged again
    assert_eq!(
        offered("eur", subscription()),
        ["card", "bank_wire", "sepa", "apple_pay"]
    );
}
