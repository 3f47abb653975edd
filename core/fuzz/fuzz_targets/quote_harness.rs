//! The quote's fuzz harness, shared by the libFuzzer target
//! (`quote.rs`, `scripts/fuzz.sh`) and core's test of random inputs
//! (`core/tests/quote_inputs.rs`, part of `npm test`): what an input becomes
//! ([`mutated_request`]) and what every answer must keep ([`check`]). See
//! `quote.rs` for how an input is used.
#![allow(
    dead_code,
    clippy::panic,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing
)]

use arbitrary::Unstructured;
use rust_decimal::Decimal;
use sellwerk_core::checkout::quote_json;
use serde_json::{Map, Number, Value};

/// The valid requests the recipe path starts from: the committed corpus.
pub const SEEDS: [&str; 6] = [
    include_str!("../corpus/quote/installment-with-bump.json"),
    include_str!("../corpus/quote/one-time-gross.json"),
    include_str!("../corpus/quote/subscription-trial-reverse-charge.json"),
    include_str!("../corpus/quote/limited-subscription-custom.json"),
    include_str!("../corpus/quote/jpy-outside-eu.json"),
    include_str!("../corpus/quote/installment-net-bumps.json"),
];

/// Values the request's fields take or nearly take: enum names, codes,
/// amounts at the edges of the rules, times and time zones.
#[rustfmt::skip]
const STRINGS: &[&str] = &[
    // plan kinds, roles, supplies
    "one_time", "installment", "limited_subscription", "subscription", "main", "bump",
    "standard", "e_book", "e_learning",
    // coupon enums
    "percents", "currency", "end_amount", "net_amount", "all_products", "single_product",
    "multiple_products", "first_payment", "all_payments", "single", "bulk",
    // VAT status
    "vat_payer", "exempt", "small_business", "educational", "regulated_profession", "other",
    // payment methods
    "paypal", "card", "card_am_ex", "sofort", "bank_wire", "sepa", "pay_later", "p_24",
    "not_assigned", "apple_pay", "google_pay", "sofort_sepa", "ideal", "ideal_sepa", "klarna",
    "twint", "mondu",
    // intervals
    "1d", "6d", "7d", "14d", "27d", "28d", "730d", "731d", "0d", "1w", "4w", "5w", "104w",
    "1m", "11m", "12m", "24m", "25m", "1y", "2y", "3y", "m", "01m", "1000d", " 1m ", "1M",
    // currencies
    "eur", "EUR", "usd", "jpy", "bhd", "chf", "gbp", "huf", "xxx", "",
    // countries
    "DE", "AT", "FR", "FI", "HU", "LU", "GR", "EL", "IE", "US", "CH", "GB", "JP", "XI", "de",
    "D", "DEU",
    // VAT ids
    "DE123456789", "ATU12345678", "EL123456789", "FR12345678901", "DE1", "de 123-456-789",
    // amounts
    "0", "0.00", "0.001", "0.01", "0.49", "0.50", "0.5", "1", "1.005", "9.995", "49.00",
    "99.99", "100", "100.00", "100.01", "-0", "-0.01", "-1", "+1", "1e3", "1E-2", ".5", "5.",
    "1,00", " 10 ", "NaN", "inf", "79228162514264337593543950335",
    "7922816251426433759354395033.5", "99999999999999999999999999999",
    "0.0000000000000000000000000001",
    // times
    "2026-11-22T10:00:00Z", "2026-01-31T23:30:00Z", "2024-02-29T12:00:00Z",
    "2026-02-29T00:00:00Z", "2026-10-25T01:30:00+01:00", "2026-03-29T02:30:00+01:00",
    "1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "-009999-01-01T00:00:00Z",
    "2026-11-22", "2026-11-22T10:00:00", "2026-11-22 10:00:00Z",
    // time zones
    "UTC", "Europe/Berlin", "Europe/Helsinki", "America/New_York", "Pacific/Kiritimati",
    "Pacific/Pago_Pago", "America/St_Johns", "Etc/GMT+12", "Etc/GMT-14", "Asia/Kolkata",
    "Nope/Zone", "utc",
];

/// Bounds on what repeated edits grow (several in a row would otherwise
/// multiply an array or a string beyond memory): past any limit the quote
/// has, and small enough to run fast.
const MAX_ARRAY: usize = 64;
const MAX_TEXT: usize = 512;

/// Keys the request may hold, to add where a seed lacks them.
#[rustfmt::skip]
const KEYS: &[&str] = &[
    "amount", "pay_what_you_want", "price", "first_amount", "next_amount", "payments_count",
    "interval", "rates", "custom_intervals", "trial_period", "trial_amount", "start_day",
    "vat_id", "business", "coupon", "payment_method", "limit", "orders_count", "valid_from",
    "valid_till", "product_ids", "scope", "basis", "currency", "reason", "supply", "kind",
    "unknown",
];

#[rustfmt::skip]
const NUMBERS: &[i64] = &[
    0, 1, 2, 3, 7, 14, 20, 21, 23, 24, 25, 28, 29, 31, 100, 255, 256, 65535, 65536,
    4_294_967_295, 4_294_967_296, -1, i64::MAX, i64::MIN,
];

/// Runs the quote and checks the shape of its answer.
pub fn check(request: &str) {
    let out = quote_json(request);
    let answer: Value = match serde_json::from_str(&out) {
        Ok(v) => v,
        Err(e) => panic!("quote_json answered invalid JSON ({e}): {out}"),
    };
    let Some(answer) = answer.as_object() else {
        panic!("quote_json answered a non-object: {out}");
    };
    assert_eq!(answer.len(), 1, "not exactly one of ok/error: {out}");
    match (answer.get("ok"), answer.get("error")) {
        (Some(quote), None) => check_quote(quote, &out),
        (None, Some(error)) => check_error(error, &out),
        _ => panic!("neither ok nor error: {out}"),
    }
}

fn check_error(error: &Value, out: &str) {
    let problems = error
        .get("problems")
        .and_then(Value::as_array)
        .unwrap_or_else(|| panic!("error without a problems list: {out}"));
    assert!(!problems.is_empty(), "error with no problem: {out}");
    for p in problems {
        let field = p.get("field").and_then(Value::as_str);
        let code = p.get("code").and_then(Value::as_str);
        assert!(field.is_some(), "problem without a field: {out}");
        assert!(
            code.is_some_and(|c| !c.is_empty()),
            "problem without a code: {out}"
        );
    }
}

fn amount(v: &Value, key: &str, out: &str) -> Decimal {
    let text = v
        .get(key)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("{key} is not a string: {out}"));
    Decimal::from_str_exact(text)
        .unwrap_or_else(|e| panic!("{key} {text:?} is not a decimal ({e}): {out}"))
}

fn check_quote(quote: &Value, out: &str) {
    let due_now = quote
        .get("due_now")
        .unwrap_or_else(|| panic!("quote without due_now: {out}"));
    let later = quote
        .get("later")
        .and_then(Value::as_array)
        .unwrap_or_else(|| panic!("quote without later: {out}"));
    let mut sum = Decimal::ZERO;
    for payment in std::iter::once(due_now).chain(later) {
        let (net, vat, gross) = (
            amount(payment, "net", out),
            amount(payment, "vat", out),
            amount(payment, "gross", out),
        );
        assert_eq!(
            net.checked_add(vat),
            Some(gross),
            "net + vat != gross: {out}"
        );
        sum = sum
            .checked_add(gross)
            .unwrap_or_else(|| panic!("payments overflow the total: {out}"));
    }
    assert_eq!(
        amount(quote, "total", out),
        sum,
        "total is not the payments' sum: {out}"
    );
}

/// A seed request edited as the bytes say, or none when they are too few.
pub fn mutated_request(data: &[u8]) -> Option<String> {
    let mut u = Unstructured::new(data);
    let mut request: Value = serde_json::from_str(u.choose(&SEEDS).ok()?).ok()?;
    let edits: u8 = u.int_in_range(1..=6).ok()?;
    for _ in 0..edits {
        if u.is_empty() {
            break;
        }
        edit(&mut request, &mut u).ok()?;
    }
    Some(request.to_string())
}

/// JSON pointers of every value in `v` below the root.
fn pointers(v: &Value, at: &str, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, child) in map {
                let p = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                out.push(p.clone());
                pointers(child, &p, out);
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                let p = format!("{at}/{i}");
                out.push(p.clone());
                pointers(child, &p, out);
            }
        }
        _ => {}
    }
}

/// Splits a pointer into its parent's pointer and the last token.
fn split(pointer: &str) -> (&str, String) {
    let (parent, last) = pointer.rsplit_once('/').unwrap_or(("", pointer));
    (parent, last.replace("~1", "/").replace("~0", "~"))
}

/// One edit somewhere in `request`.
fn edit(request: &mut Value, u: &mut Unstructured<'_>) -> arbitrary::Result<()> {
    let mut all = Vec::new();
    pointers(request, "", &mut all);
    if all.is_empty() {
        *request = Value::Object(Map::new());
        return Ok(());
    }
    let target = u.choose(&all)?.clone();
    let op: u8 = u.int_in_range(0..=10)?;
    let new_value = match op {
        0 | 1 => Some(Value::String((*u.choose(STRINGS)?).to_owned())),
        2 => Some(Value::String(random_text(u)?)),
        3 => Some(Value::String(decimal_text(u)?)),
        4 => Some(number(u)?),
        5 => Some(match u.int_in_range(0..=4u8)? {
            0 => Value::Null,
            1 => Value::Bool(true),
            2 => Value::Bool(false),
            3 => Value::Array(Vec::new()),
            _ => Value::Object(Map::new()),
        }),
        6 => {
            remove(request, &target);
            None
        }
        7 => {
            // Repeat an array's elements (too many items, rates, methods),
            // or the element itself within its array.
            let times = u.int_in_range(1..=24usize)?;
            let (parent, _) = split(&target);
            let node = request.pointer(&target).cloned();
            match (node, request.pointer_mut(parent)) {
                (Some(Value::Array(items)), _) if !items.is_empty() => {
                    let len = (items.len() * (times + 1)).min(MAX_ARRAY);
                    Some(Value::Array(
                        items.iter().cycle().take(len).cloned().collect(),
                    ))
                }
                (Some(node), Some(Value::Array(siblings))) => {
                    let room = MAX_ARRAY.saturating_sub(siblings.len());
                    siblings.extend(std::iter::repeat_n(node, times.min(room)));
                    None
                }
                _ => None,
            }
        }
        8 => {
            // Splice in a part of this or another seed.
            let donor: Value = serde_json::from_str(u.choose(&SEEDS)?).unwrap_or(Value::Null);
            let mut donor_pointers = Vec::new();
            pointers(&donor, "", &mut donor_pointers);
            let from = u.choose(&donor_pointers)?;
            donor.pointer(from).cloned()
        }
        9 => tweak(request.pointer(&target), u)?,
        _ => {
            // Add a key to the object at or above the target.
            let key = if u.ratio(1u8, 4u8)? {
                random_text(u)?
            } else {
                (*u.choose(KEYS)?).to_owned()
            };
            let value = match u.int_in_range(0..=2u8)? {
                0 => Value::String((*u.choose(STRINGS)?).to_owned()),
                1 => number(u)?,
                _ => Value::Bool(u.arbitrary()?),
            };
            let (parent, _) = split(&target);
            let object = match request.pointer_mut(&target) {
                Some(Value::Object(m)) => Some(m),
                _ => match request.pointer_mut(parent) {
                    Some(Value::Object(m)) => Some(m),
                    _ => None,
                },
            };
            if let Some(m) = object {
                m.insert(key, value);
            }
            None
        }
    };
    if let (Some(v), Some(slot)) = (new_value, request.pointer_mut(&target)) {
        *slot = v;
    }
    Ok(())
}

fn remove(request: &mut Value, pointer: &str) {
    let (parent, last) = split(pointer);
    match request.pointer_mut(parent) {
        Some(Value::Object(m)) => {
            m.remove(&last);
        }
        Some(Value::Array(items)) => {
            if let Ok(i) = last.parse::<usize>()
                && i < items.len()
            {
                items.remove(i);
            }
        }
        _ => {}
    }
}

/// A small change to a string or number: what a typo or an off-by-one does.
fn tweak(node: Option<&Value>, u: &mut Unstructured<'_>) -> arbitrary::Result<Option<Value>> {
    Ok(match node {
        Some(Value::String(s)) => {
            let mut s = s.clone();
            match u.int_in_range(0..=5u8)? {
                0 => s = s.to_uppercase(),
                1 => s = format!(" {s} "),
                2 => {
                    let cut = u.int_in_range(0..=s.len())?;
                    s = s.chars().take(cut).collect();
                }
                3 => s.push_str(u.choose(&["0", "1", "9", ".", ".005", "-", "d", "Z", "/"])?),
                4 => s.insert(0, *u.choose(&['-', '+', '0', ' ', '.'])?),
                _ => {
                    let times = u.int_in_range(2..=40)?;
                    s = s.repeat(times).chars().take(MAX_TEXT).collect();
                }
            }
            Some(Value::String(s))
        }
        Some(Value::Number(n)) => {
            let delta: i64 = u.int_in_range(-3..=3)?;
            n.as_i64()
                .map(|i| Value::Number(Number::from(i.saturating_add(delta))))
        }
        Some(Value::Bool(b)) => Some(Value::Bool(!b)),
        _ => None,
    })
}

fn random_text(u: &mut Unstructured<'_>) -> arbitrary::Result<String> {
    let len = u.int_in_range(0..=24usize)?;
    let mut s = String::with_capacity(len);
    for _ in 0..len {
        s.push(u.arbitrary()?);
    }
    Ok(s)
}

/// A string that looks like a decimal: sign, digits, point, exponent.
fn decimal_text(u: &mut Unstructured<'_>) -> arbitrary::Result<String> {
    let mut s = String::new();
    if u.ratio(1u8, 4u8)? {
        s.push(*u.choose(&['-', '+'])?);
    }
    for _ in 0..u.int_in_range(0..=30usize)? {
        s.push(char::from(b'0' + u.int_in_range(0..=9u8)?));
    }
    if u.arbitrary()? {
        s.push('.');
        for _ in 0..u.int_in_range(0..=30usize)? {
            s.push(char::from(b'0' + u.int_in_range(0..=9u8)?));
        }
    }
    if u.ratio(1u8, 8u8)? {
        let exponent: i8 = u.int_in_range(-30..=30)?;
        s.push('e');
        s.push_str(&exponent.to_string());
    }
    Ok(s)
}

fn number(u: &mut Unstructured<'_>) -> arbitrary::Result<Value> {
    Ok(match u.int_in_range(0..=3u8)? {
        0 => Value::Number(Number::from(*u.choose(NUMBERS)?)),
        1 => Value::Number(Number::from(u.arbitrary::<i64>()?)),
        2 => Value::Number(Number::from(u.arbitrary::<u64>()?)),
        _ => Number::from_f64(u.arbitrary::<f64>()?).map_or(Value::Null, Value::Number),
    })
}
