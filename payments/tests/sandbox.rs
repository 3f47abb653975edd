//! The sandbox's signed webhooks, end to end as the edge uses them: an event
//! written, signed, delivered and verified.
#![allow(clippy::unwrap_used, clippy::panic, clippy::indexing_slicing)]

use sellwerk_payments::model::{Decline, EventKind, ProviderEvent, WebhookError};
use sellwerk_payments::{sandbox, stripe};

const SECRET: &str = "local-development-only-sandbox-secret";
const NOW: i64 = 1_767_225_600;

fn event(kind: EventKind) -> ProviderEvent {
    ProviderEvent {
        id: "evt_sbx_Qm3Lk9".into(),
        payment_id: "sbx_pay_7Tn2Wc".into(),
        kind,
        amount_minor: 4900,
        currency: "eur".into(),
        created: NOW,
    }
}

#[test]
fn a_signed_event_is_delivered_and_read_back() {
    let sent = event(EventKind::PaymentFailed {
        decline: Decline::classify("insufficient_funds"),
    });
    let body = sandbox::event_json(&sent);
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "id": "evt_sbx_Qm3Lk9",
            "type": "payment.failed",
            "payment_id": "sbx_pay_7Tn2Wc",
            "amount_minor": 4900,
            "currency": "eur",
            "created": NOW,
            "decline_code": "insufficient_funds"
        })
    );
    let header = sandbox::sign(SECRET, &body, NOW);
    assert_eq!(
        sandbox::verify_webhook(SECRET, Some(&header), &body, NOW + 5),
        Ok(sent)
    );
    // The same header format as Stripe's.
    assert_eq!(header, stripe::sign_webhook(SECRET, &body, NOW));
    assert_eq!(sandbox::SIGNATURE_HEADER, "Sandbox-Signature");
}

#[test]
fn refunds_carry_the_total_refunded() {
    let body = sandbox::event_json(&event(EventKind::PaymentRefunded { amount_minor: 2000 }));
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(json["type"], "payment.refunded");
    assert_eq!(json["refunded_minor"], 2000);
    assert!(json.get("decline_code").is_none());
}

#[test]
fn signatures_are_checked() {
    let body = sandbox::event_json(&event(EventKind::PaymentSucceeded));
    let header = sandbox::sign(SECRET, &body, NOW);
    let verify = |secret: &str, header: Option<&str>, body: &str, now: i64| {
        sandbox::verify_webhook(secret, header, body, now).map(|e| e.id)
    };
    assert!(verify(SECRET, Some(&header), &body, NOW).is_ok());
    assert_eq!(
        verify("another secret", Some(&header), &body, NOW),
        Err(WebhookError::BadSignature)
    );
    assert_eq!(
        verify(
            SECRET,
            Some(&header),
            &body.replace("payment.succeeded", "dispute.won"),
            NOW
        ),
        Err(WebhookError::BadSignature)
    );
    assert_eq!(
        verify(SECRET, Some(&header), &body, NOW + 301),
        Err(WebhookError::Expired)
    );
    assert_eq!(
        verify(SECRET, Some(&header), &body, NOW - 301),
        Err(WebhookError::Expired)
    );
    let other = sandbox::sign("old secret", &body, NOW);
    let both = format!("{header},{}", other.split_once(',').unwrap().1);
    assert!(verify(SECRET, Some(&both), &body, NOW).is_ok());
    assert!(verify("old secret", Some(&both), &body, NOW).is_ok());
    assert_eq!(
        verify(SECRET, None, &body, NOW),
        Err(WebhookError::MissingSignature)
    );
    assert_eq!(
        verify(SECRET, Some("t=1;v1=2"), &body, NOW),
        Err(WebhookError::BadSignature)
    );
    let junk = "{\"type\":\"payment.succeeded\"}";
    assert!(matches!(
        verify(SECRET, Some(&sandbox::sign(SECRET, junk, NOW)), junk, NOW),
        Err(WebhookError::Malformed(_))
    ));
}

#[test]
fn each_seller_has_its_own_key_and_an_event_signed_for_one_fails_for_another() {
    let one = sandbox::seller_secret(SECRET, 1);
    let two = sandbox::seller_secret(SECRET, 2);
    assert_ne!(one, two);
    assert_ne!(one, SECRET);
    assert_eq!(
        one,
        sandbox::seller_secret(SECRET, 1),
        "derived, not random"
    );
    assert_ne!(one, sandbox::seller_secret("another sandbox secret", 1));
    // HMAC-SHA256(secret, "sandbox-webhook-seller:1"), as the tests compute it
    assert_eq!(one.len(), 64);
    let body = sandbox::event_json(&event(EventKind::PaymentSucceeded));
    let header = sandbox::sign(&one, &body, NOW);
    assert!(sandbox::verify_webhook(&one, Some(&header), &body, NOW).is_ok());
    assert_eq!(
        sandbox::verify_webhook(&two, Some(&header), &body, NOW).map(|_| ()),
        Err(WebhookError::BadSignature)
    );
    assert_eq!(
        sandbox::verify_webhook(SECRET, Some(&header), &body, NOW).map(|_| ()),
        Err(WebhookError::BadSignature)
    );
}
