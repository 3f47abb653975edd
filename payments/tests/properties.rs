//! Properties over generated input: no parser or verifier panics on anything
//! a provider (or someone posing as one) could send, sealed secrets open
//! only unchanged and in their place, amounts survive the trip through
//! decimals, and signed events survive the trip through a webhook.
#![allow(clippy::unwrap_used, clippy::panic, clippy::indexing_slicing)]

mod common;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use proptest::prelude::*;
use sellwerk_payments::model::{
    Decline, EventKind, HttpResponse, ProviderEvent, format_minor, parse_minor,
};
use sellwerk_payments::{form, paypal, sandbox, secrets, stripe};
use serde_json::Value;

/// Keys the parsers look for, so generated JSON reaches deep into them.
const KEYS: &[&str] = &[
    "id",
    "object",
    "status",
    "type",
    "event_type",
    "amount",
    "amount_refunded",
    "currency",
    "currency_code",
    "value",
    "created",
    "create_time",
    "data",
    "object",
    "resource",
    "error",
    "code",
    "decline_code",
    "message",
    "payment_intent",
    "last_payment_error",
    "next_action",
    "redirect_to_url",
    "url",
    "links",
    "rel",
    "href",
    "purchase_units",
    "payments",
    "captures",
    "processor_response",
    "response_code",
    "payment_source",
    "paypal",
    "attributes",
    "vault",
    "customer",
    "details",
    "issue",
    "name",
    "verification_status",
    "supplementary_data",
    "related_ids",
    "order_id",
    "disputed_transactions",
    "seller_transaction_id",
    "dispute_amount",
    "dispute_outcome",
    "outcome_code",
    "seller_payable_breakdown",
    "total_refunded_amount",
    "access_token",
    "expires_in",
    "payment_id",
    "amount_minor",
    "refunded_minor",
];

const WORDS: &[&str] = &[
    "succeeded",
    "requires_action",
    "requires_payment_method",
    "processing",
    "canceled",
    "COMPLETED",
    "DECLINED",
    "PENDING",
    "APPROVED",
    "CREATED",
    "payment_intent.succeeded",
    "payment_intent.payment_failed",
    "charge.refunded",
    "charge.dispute.closed",
    "PAYMENT.CAPTURE.COMPLETED",
    "PAYMENT.CAPTURE.REFUNDED",
    "CUSTOMER.DISPUTE.RESOLVED",
    "payment.failed",
    "payment.refunded",
    "won",
    "lost",
    "approve",
    "payer-action",
    "up",
    "EUR",
    "eur",
    "JPY",
    "19.00",
    "-0.5",
    "1e9",
    "2024-01-02T10:02:33.519Z",
    "2024-02-30T25:61:61+99:99",
    "5120",
    "",
    "\u{0}",
    "🙂",
];

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        prop::sample::select(WORDS).prop_map(Value::from),
        ".{0,12}".prop_map(Value::String),
    ];
    leaf.prop_recursive(5, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(prop::sample::select(KEYS), inner, 0..8).prop_map(|m| {
                Value::Object(m.into_iter().map(|(k, v)| (k.to_owned(), v)).collect())
            }),
        ]
    })
}

/// Bodies: arbitrary text, generated JSON, and fixture bodies cut short or
/// with a byte changed.
fn body() -> impl Strategy<Value = String> {
    let fixtures: Vec<String> = ["stripe", "paypal"]
        .into_iter()
        .flat_map(|p| common::all(p).into_values())
        .flat_map(|f| {
            let mut bodies = Vec::new();
            if f.get("response").is_some() {
                bodies.push(common::response(&f).body);
            }
            if f.get("event").is_some() {
                bodies.push(common::event_body(&f));
            }
            bodies
        })
        .collect();
    prop_oneof![
        ".*",
        json_value().prop_map(|v| v.to_string()),
        (
            prop::sample::select(fixtures.clone()),
            any::<prop::sample::Index>()
        )
            .prop_map(|(b, cut)| { b.chars().take(cut.index(b.chars().count() + 1)).collect() }),
        (
            prop::sample::select(fixtures),
            any::<prop::sample::Index>(),
            any::<char>()
        )
            .prop_map(|(b, at, c)| {
                let mut chars: Vec<char> = b.chars().collect();
                if !chars.is_empty() {
                    let i = at.index(chars.len());
                    chars[i] = c;
                }
                chars.into_iter().collect()
            }),
    ]
}

fn sandbox_kind() -> impl Strategy<Value = EventKind> {
    prop_oneof![
        Just(EventKind::PaymentSucceeded),
        "[a-z_]{0,20}".prop_map(|c| EventKind::PaymentFailed {
            decline: Decline::classify(&c)
        }),
        Just(EventKind::PaymentPending),
        any::<i64>().prop_map(|amount_minor| EventKind::PaymentRefunded { amount_minor }),
        Just(EventKind::PaymentDisputed),
        Just(EventKind::DisputeWon),
        Just(EventKind::DisputeLost),
        "[a-z.]{0,20}"
            .prop_filter("not a known type", |t| ![
                "payment.succeeded",
                "payment.failed",
                "payment.pending",
                "payment.refunded",
                "payment.disputed",
                "dispute.won",
                "dispute.lost"
            ]
            .contains(&t.as_str()))
            .prop_map(|event_type| EventKind::Ignored { event_type }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn parsers_never_panic(status in any::<u16>(), body in body()) {
        let response = HttpResponse { status, body: body.clone() };
        let _ = stripe::parse_payment_intent(&response);
        let _ = stripe::parse_refund(&response);
        let _ = stripe::parse_event(&body);
        let _ = paypal::parse_token(&response);
        let _ = paypal::parse_order(&response);
        let _ = paypal::parse_capture(&response);
        let _ = paypal::parse_refund(&response);
        let _ = paypal::parse_verify(&response);
        let _ = paypal::parse_event(&body);
        let _ = sandbox::parse_event(&body);
        let _ = form::decode(&body);
    }

    #[test]
    fn verifiers_never_panic(
        secret in ".{0,40}",
        header in prop_oneof![
            ".*".prop_map(Some),
            Just(None),
            ("[0-9-]{0,20}", prop::collection::vec("[0-9a-fA-Fz]{0,70}", 0..4)).prop_map(|(t, vs)| {
                Some(format!("t={t},{}", vs.iter().map(|v| format!("v1={v}")).collect::<Vec<_>>().join(",")))
            }),
        ],
        body in body(),
        now in any::<i64>(),
        headers in prop::collection::vec(
            (prop::sample::select(vec![
                paypal::AUTH_ALGO, paypal::CERT_URL, paypal::TRANSMISSION_ID,
                paypal::TRANSMISSION_SIG, paypal::TRANSMISSION_TIME, "x",
            ]), ".{0,20}"),
            0..7,
        ),
    ) {
        let _ = stripe::verify_webhook(&secret, header.as_deref(), &body, now);
        let _ = sandbox::verify_webhook(&secret, header.as_deref(), &body, now);
        let headers: Vec<(String, String)> =
            headers.into_iter().map(|(k, v)| (k.to_owned(), v)).collect();
        if let Ok(request) = paypal::verify_request("https://x", "t", &secret, &headers, &body) {
            // What goes to PayPal is JSON whatever came in.
            prop_assert!(serde_json::from_str::<Value>(&request.body).is_ok());
        }
    }

    #[test]
    fn small_parsers_never_panic(text in ".*", exponent in 0_u32..40) {
        let _ = paypal::unix_seconds(&text);
        let _ = parse_minor(&text, exponent);
        let _ = paypal::amount_minor(&text, "eur");
        let _ = secrets::key_from_secret(&text);
        let _ = secrets::open(&[0; 32], &text, "");
        let _ = secrets::mask(&text);
        let _ = sandbox::card_outcome(&text);
        let _ = sandbox::iban_outcome(&text);
    }

    #[test]
    fn sealed_secrets_round_trip(
        key in any::<[u8; 32]>(),
        nonce in any::<[u8; 12]>(),
        plaintext in ".*",
        associated in ".*",
    ) {
        let sealed = secrets::seal(&key, &nonce, &plaintext, &associated);
        prop_assert_eq!(secrets::open(&key, &sealed, &associated), Ok(plaintext));
    }

    #[test]
    fn any_changed_bit_or_place_keeps_a_secret_shut(
        key in any::<[u8; 32]>(),
        nonce in any::<[u8; 12]>(),
        plaintext in ".{0,64}",
        associated in "[a-z0-9:]{0,20}",
        other in "[a-z0-9:]{0,20}",
        at in any::<prop::sample::Index>(),
        bit in 0_u8..8,
    ) {
        let sealed = secrets::seal(&key, &nonce, &plaintext, &associated);
        // A flipped bit in the nonce or in the ciphertext (tag included).
        let (_, rest) = sealed.split_once('.').unwrap();
        let (nonce_text, cipher_text) = rest.split_once('.').unwrap();
        let mut bytes = URL_SAFE_NO_PAD.decode(nonce_text).unwrap();
        bytes.extend(URL_SAFE_NO_PAD.decode(cipher_text).unwrap());
        let i = at.index(bytes.len());
        bytes[i] ^= 1 << bit;
        let (n, c) = bytes.split_at(12);
        let flipped = format!("v1.{}.{}", URL_SAFE_NO_PAD.encode(n), URL_SAFE_NO_PAD.encode(c));
        prop_assert!(secrets::open(&key, &flipped, &associated).is_err());
        // Any character of the text changed.
        let mut chars: Vec<char> = sealed.chars().collect();
        let j = at.index(chars.len());
        chars[j] = if chars[j] == 'A' { 'B' } else { 'A' };
        let changed: String = chars.into_iter().collect();
        prop_assert!(secrets::open(&key, &changed, &associated).is_err());
        // Another place.
        if other != associated {
            prop_assert!(secrets::open(&key, &sealed, &other).is_err());
        }
        // Another key.
        let mut wrong = key;
        wrong[at.index(32)] ^= 1 << bit;
        prop_assert!(secrets::open(&wrong, &sealed, &associated).is_err());
    }

    #[test]
    fn minor_units_round_trip_through_decimals(minor in any::<i64>(), exponent in 0_u32..=3) {
        let text = format_minor(minor, exponent);
        prop_assert_eq!(parse_minor(&text, exponent), Some(minor));
        let digits_after_point = text.split_once('.').map_or(0, |(_, f)| f.len());
        prop_assert_eq!(digits_after_point, exponent as usize);
    }

    #[test]
    fn paypal_amounts_round_trip(
        minor in -1_000_000_000_i64..1_000_000_000,
        currency in prop::sample::select(vec!["eur", "usd", "jpy", "huf", "twd", "bhd", "chf"]),
    ) {
        let value = paypal::amount_value(minor, currency);
        prop_assert_eq!(paypal::amount_minor(&value, currency), Some(minor));
    }

    #[test]
    fn signed_sandbox_events_round_trip(
        kind in sandbox_kind(),
        id in ".{0,30}",
        payment_id in ".{0,30}",
        amount_minor in any::<i64>(),
        currency in "[a-z]{3}",
        created in any::<i64>(),
        secret in ".{1,40}",
        delay in -300_i64..=300,
    ) {
        let event = ProviderEvent { id, payment_id, kind, amount_minor, currency, created };
        let body = sandbox::event_json(&event);
        let header = sandbox::sign(&secret, &body, created);
        let now = created.saturating_add(delay);
        prop_assume!(now.abs_diff(created) <= 300);
        prop_assert_eq!(sandbox::verify_webhook(&secret, Some(&header), &body, now), Ok(event));
    }

    #[test]
    fn form_bodies_round_trip(pairs in prop::collection::vec((".*", ".*"), 0..6)) {
        let pairs: Vec<(String, String)> = pairs.into_iter().filter(|(k, v)| !(k.is_empty() && v.is_empty())).collect();
        let body = form::encode(&pairs);
        prop_assert_eq!(form::decode(&body), Some(pairs));
    }
}
