//! Stripe against the fixtures: every builder produces the recorded
//! request, every recorded answer parses to what it means, and webhooks are
//! verified as Stripe signs them.
#![allow(clippy::unwrap_used, clippy::panic, clippy::indexing_slicing)]

mod common;

use sellwerk_payments::model::{
    CreatePayment, Decline, DeclineKind, EventKind, HttpResponse, PaymentStatus, ProviderError,
    ProviderEvent, ProviderPayment, RefundStatus, WebhookError,
};
use sellwerk_payments::stripe;

const SECRET_KEY: &str = "sk_test_51PJk2vLkdIwHu7ixExampleSecretKey00";
const ENDPOINT_SECRET: &str = "whsec_4f9Kc2Lm8Qx1Vb7Nz3Wd6Ty0Hj5Rg2Pa";

fn decline(code: &str, kind: DeclineKind) -> Decline {
    Decline {
        kind,
        code: code.to_owned(),
    }
}

fn create(name: &str) -> ProviderPayment {
    let fixture = common::load("stripe", name);
    let payment: CreatePayment = common::input(&fixture);
    let request = stripe::create_payment_intent(SECRET_KEY, &payment);
    common::assert_request(&request, &fixture);
    stripe::parse_payment_intent(&common::response(&fixture)).unwrap()
}

fn parse(name: &str) -> Result<ProviderPayment, ProviderError> {
    stripe::parse_payment_intent(&common::response(&common::load("stripe", name)))
}

#[test]
fn a_one_off_card_payment_waits_for_the_browser() {
    let payment = create("payment_intent_card_one_off");
    assert_eq!(payment.id, "pi_3PJk8qLkdIwHu7ix1nB4tQ2c");
    assert_eq!(payment.status, PaymentStatus::RequiresAction);
    assert_eq!(payment.redirect_url, None);
    assert_eq!(
        payment.client_secret.as_deref(),
        Some("pi_3PJk8qLkdIwHu7ix1nB4tQ2c_secret_Vb2NfR8sXk1yQmT0pWc3HdJ9e")
    );
    assert_eq!((payment.customer, payment.payment_method), (None, None));
    assert_eq!(payment.amount, Some((4900, "eur".to_owned())));
}

#[test]
fn a_first_rate_saves_the_card_with_the_customer() {
    let payment = create("payment_intent_save_for_later");
    assert_eq!(payment.status, PaymentStatus::Succeeded);
    assert_eq!(payment.customer.as_deref(), Some("cus_QA1bX7sYkq2Lm4"));
    assert_eq!(
        payment.payment_method.as_deref(),
        Some("pm_1PJkAcLkdIwHu7ixD2Fv6gTr")
    );
    assert_eq!(
        payment.charge_id.as_deref(),
        Some("ch_3PJkA1LkdIwHu7ix0u5Wq2Hn")
    );
}

#[test]
fn a_later_rate_is_charged_off_session() {
    let payment = create("payment_intent_off_session_succeeded");
    assert_eq!(payment.id, "pi_3PQz7nLkdIwHu7ix1Ks0Rt9B");
    assert_eq!(payment.status, PaymentStatus::Succeeded);
}

#[test]
fn a_declined_later_rate_is_a_failed_payment_with_a_soft_decline() {
    let payment = create("payment_intent_off_session_declined");
    assert_eq!(payment.id, "pi_3PWb2sLkdIwHu7ix0fQ3Lz8N");
    assert_eq!(
        payment.status,
        PaymentStatus::Failed {
            decline: decline("insufficient_funds", DeclineKind::Soft)
        }
    );
}

#[test]
fn three_d_secure_sends_the_buyer_to_stripes_page() {
    let payment = create("payment_intent_confirm_3ds");
    assert_eq!(payment.status, PaymentStatus::RequiresAction);
    assert!(
        payment.redirect_url.as_deref().unwrap().starts_with(
            "https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1PJk2vLkdIwHu7ix"
        )
    );
}

#[test]
fn sepa_is_processing_until_it_settles() {
    let payment = create("payment_intent_sepa_processing");
    assert_eq!(payment.status, PaymentStatus::Processing);
    assert_eq!(
        payment.charge_id.as_deref(),
        Some("py_3PXa9kLkdIwHu7ix1cN8Wq4R")
    );
}

#[test]
fn a_bank_transfer_waits_for_the_buyer_with_instructions() {
    let payment = create("payment_intent_bank_transfer");
    assert_eq!(payment.status, PaymentStatus::Processing);
    assert_eq!(
        payment.redirect_url.as_deref(),
        Some(
            "https://payments.stripe.com/bank_transfers/instructions/test_YWNjdF8xUEprMnZMa2RJd0h1N2l4LF9RQzJrTDlwVnI1TngzZQ"
        )
    );
}

#[test]
fn canceled_and_failed_payment_intents() {
    assert_eq!(
        parse("payment_intent_canceled").unwrap().status,
        PaymentStatus::Canceled
    );
    let failed = parse("payment_intent_failed_expired_card").unwrap();
    assert_eq!(
        failed.status,
        PaymentStatus::Failed {
            decline: decline("expired_card", DeclineKind::Hard)
        }
    );
    // An expanded customer still gives its id.
    assert_eq!(failed.customer.as_deref(), Some("cus_QD3mN0qWs6Oy4f"));
}

#[test]
fn error_answers() {
    let stolen = parse("error_402_stolen_card").unwrap_err();
    assert_eq!(
        stolen,
        ProviderError::Http {
            status: 402,
            code: "stolen_card".into(),
            message: "Your card was declined.".into()
        }
    );
    assert_eq!(
        stolen.decline(),
        Some(decline("stolen_card", DeclineKind::Hard))
    );
    let invalid = parse("error_400_invalid_integer").unwrap_err();
    assert_eq!(
        invalid,
        ProviderError::Http {
            status: 400,
            code: "parameter_invalid_integer".into(),
            message: "Invalid integer: 49.00".into()
        }
    );
    assert_eq!(invalid.decline(), None);
    assert!(matches!(
        parse("error_401_invalid_api_key").unwrap_err(),
        ProviderError::Http { status: 401, code, .. } if code == "invalid_request_error"
    ));
    for name in ["error_502_html", "error_200_truncated"] {
        assert!(
            matches!(parse(name), Err(ProviderError::Malformed(_))),
            "{name}"
        );
    }
}

#[test]
fn unknown_statuses_and_shapes_are_malformed() {
    for body in [
        r#"{"id":"pi_1","status":"requires_magic"}"#,
        r#"{"id":"pi_1"}"#,
        r#"{"status":"succeeded"}"#,
        "[]",
        "null",
        "",
    ] {
        let response = HttpResponse {
            status: 200,
            body: body.to_owned(),
        };
        assert!(
            matches!(
                stripe::parse_payment_intent(&response),
                Err(ProviderError::Malformed(_))
            ),
            "{body}"
        );
    }
    // An error body that is not Stripe's shape.
    let response = HttpResponse {
        status: 500,
        body: r#"{"message":"oops"}"#.to_owned(),
    };
    assert!(matches!(
        stripe::parse_payment_intent(&response),
        Err(ProviderError::Malformed(_))
    ));
}

#[test]
fn refunds() {
    let fixture = common::load("stripe", "refund");
    let request = stripe::refund(
        SECRET_KEY,
        "pi_3PJk8qLkdIwHu7ix1nB4tQ2c",
        1500,
        "ord_7Hk2mQ9xTb:refund:1",
    );
    common::assert_request(&request, &fixture);
    let refund = stripe::parse_refund(&common::response(&fixture)).unwrap();
    assert_eq!(refund.id, "re_3PJk8qLkdIwHu7ix1Wd0Fg5H");
    assert_eq!(refund.status, RefundStatus::Succeeded);
    assert_eq!(
        (refund.amount_minor, refund.currency.as_str()),
        (1500, "eur")
    );

    let failed =
        stripe::parse_refund(&common::response(&common::load("stripe", "refund_failed"))).unwrap();
    assert_eq!(
        failed.status,
        RefundStatus::Failed {
            reason: "expired_or_canceled_card".into()
        }
    );
    let refused = stripe::parse_refund(&common::response(&common::load(
        "stripe",
        "refund_error_already_refunded",
    )));
    assert!(matches!(
        refused,
        Err(ProviderError::Http { status: 400, code, .. }) if code == "charge_already_refunded"
    ));
}

const NOW: i64 = 1_716_451_300;

fn delivered(name: &str) -> ProviderEvent {
    let body = common::event_body(&common::load("stripe", name));
    let header = stripe::sign_webhook(ENDPOINT_SECRET, &body, NOW - 2);
    stripe::verify_webhook(ENDPOINT_SECRET, Some(&header), &body, NOW).unwrap()
}

#[test]
fn webhook_events() {
    let cases = [
        (
            "event_payment_intent_succeeded",
            "evt_3PJk8qLkdIwHu7ix1Kp3Lm0N",
            "pi_3PJk8qLkdIwHu7ix1nB4tQ2c",
            EventKind::PaymentSucceeded,
            4900,
            1_716_451_262,
        ),
        (
            "event_payment_intent_payment_failed",
            "evt_3PWb2sLkdIwHu7ix0Jh5Gf4D",
            "pi_3PWb2sLkdIwHu7ix0fQ3Lz8N",
            EventKind::PaymentFailed {
                decline: decline("lost_card", DeclineKind::Hard),
            },
            9900,
            1_721_808_002,
        ),
        (
            "event_payment_intent_processing",
            "evt_3PXa9kLkdIwHu7ix1Df6Gh9J",
            "pi_3PXa9kLkdIwHu7ix1Rv5Tb2M",
            EventKind::PaymentPending,
            1900,
            1_717_200_001,
        ),
        (
            "event_charge_refunded",
            "evt_3PJk8qLkdIwHu7ix1Qa2Ws3E",
            "pi_3PJk8qLkdIwHu7ix1nB4tQ2c",
            EventKind::PaymentRefunded { amount_minor: 3000 },
            4900,
            1_716_624_000,
        ),
        (
            "event_charge_dispute_created",
            "evt_1PRb3cLkdIwHu7ixYt6Ur7Ii",
            "pi_3PJkA1LkdIwHu7ix0Zr7Yp5K",
            EventKind::PaymentDisputed,
            9900,
            1_718_900_000,
        ),
        (
            "event_charge_dispute_closed_won",
            "evt_1PYc4dLkdIwHu7ixMn0Bv1Cc",
            "pi_3PJkA1LkdIwHu7ix0Zr7Yp5K",
            EventKind::DisputeWon,
            9900,
            1_721_500_000,
        ),
        (
            "event_charge_dispute_closed_lost",
            "evt_1PZd5eLkdIwHu7ixQw2Er3Tt",
            "ch_1PSc3cLkdIwHu7ixZx5Cv6Bb",
            EventKind::DisputeLost,
            2500,
            1_721_600_000,
        ),
    ];
    for (name, id, payment_id, kind, amount_minor, created) in cases {
        let expected = ProviderEvent {
            id: id.into(),
            payment_id: payment_id.into(),
            kind,
            amount_minor,
            currency: "eur".into(),
            created,
        };
        assert_eq!(delivered(name), expected, "{name}");
    }
    let ignored = delivered("event_customer_created");
    assert_eq!(ignored.id, "evt_1PJkA0LkdIwHu7ixGh7Jk8Ll");
    assert_eq!(
        ignored.kind,
        EventKind::Ignored {
            event_type: "customer.created".into()
        }
    );
}

#[test]
fn webhook_signatures() {
    let body = common::event_body(&common::load("stripe", "event_payment_intent_succeeded"));
    let header = stripe::sign_webhook(ENDPOINT_SECRET, &body, NOW);
    let verify = |secret: &str, header: Option<&str>, body: &str, now: i64| {
        stripe::verify_webhook(secret, header, body, now).map(|e| e.id)
    };
    // Valid.
    assert!(verify(ENDPOINT_SECRET, Some(&header), &body, NOW).is_ok());
    // Another endpoint's secret.
    assert_eq!(
        verify("whsec_other", Some(&header), &body, NOW),
        Err(WebhookError::BadSignature)
    );
    // A changed body.
    let tampered = body.replace("4900", "490");
    assert_eq!(
        verify(ENDPOINT_SECRET, Some(&header), &tampered, NOW),
        Err(WebhookError::BadSignature)
    );
    // Too old or from the future.
    assert_eq!(
        verify(ENDPOINT_SECRET, Some(&header), &body, NOW + 301),
        Err(WebhookError::Expired)
    );
    assert_eq!(
        verify(ENDPOINT_SECRET, Some(&header), &body, NOW - 301),
        Err(WebhookError::Expired)
    );
    assert!(verify(ENDPOINT_SECRET, Some(&header), &body, NOW + 300).is_ok());
    assert!(verify(ENDPOINT_SECRET, Some(&header), &body, NOW - 300).is_ok());
    // Several v1 entries (a secret being rolled) and other schemes: one
    // match is enough.
    let good = header.split_once(",v1=").unwrap().1;
    let several = format!(
        "t={NOW},v1={},v0=6ffbb59b2300aae63f272406069a9788598b792a944a07aba816edb039989a39,v1={good}",
        "5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd"
    );
    assert!(verify(ENDPOINT_SECRET, Some(&several), &body, NOW).is_ok());
    let none_match = format!(
        "t={NOW},v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd,v0={good}"
    );
    assert_eq!(
        verify(ENDPOINT_SECRET, Some(&none_match), &body, NOW),
        Err(WebhookError::BadSignature)
    );
    // The timestamp is signed: moving it breaks the signature.
    let moved = header.replace(&format!("t={NOW}"), &format!("t={}", NOW + 10));
    assert_eq!(
        verify(ENDPOINT_SECRET, Some(&moved), &body, NOW),
        Err(WebhookError::BadSignature)
    );
    // Missing or garbage headers.
    assert_eq!(
        verify(ENDPOINT_SECRET, None, &body, NOW),
        Err(WebhookError::MissingSignature)
    );
    assert_eq!(
        verify(ENDPOINT_SECRET, Some(""), &body, NOW),
        Err(WebhookError::MissingSignature)
    );
    for garbage in ["garbage", "t=,v1=", "v1=abc", "t=now,v1=00", "🙂"] {
        assert_eq!(
            verify(ENDPOINT_SECRET, Some(garbage), &body, NOW),
            Err(WebhookError::BadSignature),
            "{garbage}"
        );
    }
    // A genuine signature over something that is not an event.
    let junk = "{\"not\":\"an event\"}";
    let junk_header = stripe::sign_webhook(ENDPOINT_SECRET, junk, NOW);
    assert!(matches!(
        verify(ENDPOINT_SECRET, Some(&junk_header), junk, NOW),
        Err(WebhookError::Malformed(_))
    ));
}

#[test]
fn every_fixture_response_parses_without_panicking() {
    for (name, fixture) in common::all("stripe") {
        if fixture.get("response").is_some() {
            let response = common::response(&fixture);
            let _ = stripe::parse_payment_intent(&response);
            let _ = stripe::parse_refund(&response);
            let _ = stripe::parse_setup_intent(&response);
        }
        if fixture.get("event").is_some() {
            assert!(
                stripe::parse_event(&common::event_body(&fixture)).is_ok(),
                "{name}"
            );
        }
    }
}

#[test]
fn a_customer_is_created_for_a_plan_and_its_saved_method_read_back() {
    let request = stripe::create_customer(
        SECRET_KEY,
        "jonas.keller@example.com",
        "ord_Qa81LmZc0P",
        "customer-ord_Qa81LmZc0P",
    );
    assert_eq!(request.method, "POST");
    assert_eq!(request.url, "https://api.stripe.com/v1/customers");
    assert_eq!(
        request.header("Idempotency-Key"),
        Some("customer-ord_Qa81LmZc0P")
    );
    let form = sellwerk_payments::form::decode(&request.body).unwrap();
    assert!(form.contains(&("email".to_owned(), "jonas.keller@example.com".to_owned())));
    assert!(form.contains(&(
        "metadata[reference]".to_owned(),
        "ord_Qa81LmZc0P".to_owned()
    )));
    let created = HttpResponse {
        status: 200,
        body:
            r#"{"id":"cus_QA1bX7sYkq2Lm4","object":"customer","email":"jonas.keller@example.com"}"#
                .to_owned(),
    };
    assert_eq!(
        stripe::parse_customer(&created).unwrap(),
        "cus_QA1bX7sYkq2Lm4"
    );
    let refused = common::response(&common::load("stripe", "error_401_invalid_api_key"));
    assert!(matches!(
        stripe::parse_customer(&refused),
        Err(ProviderError::Http { status: 401, .. })
    ));
    assert!(matches!(
        stripe::parse_customer(&HttpResponse {
            status: 200,
            body: "<html>".to_owned()
        }),
        Err(ProviderError::Malformed(_))
    ));

    let read = stripe::retrieve_payment_intent(SECRET_KEY, "pi_3PJkA1LkdIwHu7ix0Zr7Yp5K");
    assert_eq!(read.method, "GET");
    assert_eq!(
        read.url,
        "https://api.stripe.com/v1/payment_intents/pi_3PJkA1LkdIwHu7ix0Zr7Yp5K"
    );
    let saved = stripe::parse_payment_intent(&common::response(&common::load(
        "stripe",
        "payment_intent_save_for_later",
    )))
    .unwrap();
    assert_eq!(saved.customer.as_deref(), Some("cus_QA1bX7sYkq2Lm4"));
    assert_eq!(
        saved.payment_method.as_deref(),
        Some("pm_1PJkAcLkdIwHu7ixD2Fv6gTr")
    );
}

#[test]
fn a_secret_key_is_checked_by_reading_the_balance() {
    let fixture = common::load("stripe", "balance");
    common::assert_request(&stripe::retrieve_balance(SECRET_KEY), &fixture);
    assert_eq!(
        stripe::parse_balance(&common::response(&fixture)),
        Ok(stripe::KeyAccepted { livemode: false })
    );
    let live = HttpResponse {
        status: 200,
        body: r#"{"object":"balance","available":[],"pending":[],"livemode":true}"#.into(),
    };
    assert_eq!(
        stripe::parse_balance(&live),
        Ok(stripe::KeyAccepted { livemode: true })
    );
    // refused: a wrong key (401) and a restricted key without the permission (403)
    for name in ["error_401_invalid_api_key", "error_403_restricted_key"] {
        let refused =
            stripe::parse_balance(&common::response(&common::load("stripe", name))).unwrap_err();
        assert!(refused.refuses_credentials(), "{name}: {refused:?}");
    }
    // the provider failing is not a refusal of the key
    for name in ["error_502_html", "error_200_truncated"] {
        let failed =
            stripe::parse_balance(&common::response(&common::load("stripe", name))).unwrap_err();
        assert!(!failed.refuses_credentials(), "{name}");
    }
    let other = HttpResponse {
        status: 200,
        body: r#"{"object":"customer","livemode":false}"#.into(),
    };
    assert!(matches!(
        stripe::parse_balance(&other),
        Err(ProviderError::Malformed(_))
    ));
}

#[test]
fn a_free_trial_saves_the_card_with_a_setup_intent() {
    let fixture = common::load("stripe", "setup_intent_create");
    let setup: sellwerk_payments::model::CreateSetup = common::input(&fixture);
    let request = stripe::create_setup_intent(SECRET_KEY, &setup);
    common::assert_request(&request, &fixture);
    let created = stripe::parse_setup_intent(&common::response(&fixture)).unwrap();
    assert_eq!(created.id, "seti_1PKt4aLkdIwHu7ixV3mQ8rTn");
    // the browser confirms it with the client secret; nothing is charged
    assert_eq!(created.status, PaymentStatus::RequiresAction);
    assert_eq!(
        created.client_secret.as_deref(),
        Some("seti_1PKt4aLkdIwHu7ixV3mQ8rTn_secret_QBx1Lm9Kc2Tz7WvYp4Hs0NdRfGa")
    );
    assert_eq!(created.customer.as_deref(), Some("cus_QT7aX2sYkq9Lm1"));
    assert_eq!((created.payment_method, created.amount), (None, None));

    let read = common::load("stripe", "setup_intent_succeeded");
    let request = stripe::retrieve_setup_intent(SECRET_KEY, common::input_str(&read, "id"));
    common::assert_request(&request, &read);
    let saved = stripe::parse_setup_intent(&common::response(&read)).unwrap();
    assert_eq!(saved.status, PaymentStatus::Succeeded);
    assert_eq!(saved.customer.as_deref(), Some("cus_QT7aX2sYkq9Lm1"));
    assert_eq!(
        saved.payment_method.as_deref(),
        Some("pm_1PKt5bLkdIwHu7ixTq3Zr8Ws")
    );
}

#[test]
fn a_card_refused_while_saved_is_a_failed_setup() {
    let failed = stripe::parse_setup_intent(&common::response(&common::load(
        "stripe",
        "setup_intent_failed",
    )))
    .unwrap();
    assert_eq!(
        failed.status,
        PaymentStatus::Failed {
            decline: decline("generic_decline", DeclineKind::Hard)
        }
    );
    // an error answer is an error, not a setup
    assert!(matches!(
        stripe::parse_setup_intent(&common::response(&common::load(
            "stripe",
            "error_401_invalid_api_key"
        ))),
        Err(ProviderError::Http { status: 401, .. })
    ));
}

#[test]
fn a_saved_setup_is_announced_by_its_event() {
    let fixture = common::load("stripe", "event_setup_intent_succeeded");
    let body = common::event_body(&fixture);
    let header = stripe::sign_webhook(ENDPOINT_SECRET, &body, 1_716_537_722);
    let event =
        stripe::verify_webhook(ENDPOINT_SECRET, Some(&header), &body, 1_716_537_722).unwrap();
    assert_eq!(event.kind, EventKind::MethodSaved);
    assert_eq!(event.payment_id, "seti_1PKt4aLkdIwHu7ixV3mQ8rTn");
}

#[test]
fn a_saved_method_that_is_gone_is_a_hard_decline() {
    let gone = parse("error_400_payment_method_missing").unwrap_err();
    assert_eq!(gone.decline(), None);
    assert_eq!(
        gone.saved_method_decline(),
        Some(decline("no_payment_method", DeclineKind::Hard))
    );
    // a card decline stays what it is, another error is no decline
    let stolen = parse("error_402_stolen_card").unwrap_err();
    assert_eq!(
        stolen.saved_method_decline(),
        Some(decline("stolen_card", DeclineKind::Hard))
    );
    let unauthorized = parse("error_401_invalid_api_key").unwrap_err();
    assert_eq!(unauthorized.saved_method_decline(), None);
}

#[test]
fn bank_redirects_and_pay_later_go_as_their_own_method() {
    // issue 30: each of these once started as a card payment
    for (name, method, currency) in [
        ("payment_intent_ideal_one_off", "ideal", "eur"),
        ("payment_intent_p24_one_off", "p24", "pln"),
        ("payment_intent_klarna_one_off", "klarna", "eur"),
        ("payment_intent_twint_one_off", "twint", "chf"),
    ] {
        let fixture = common::load("stripe", name);
        let payment: CreatePayment = common::input(&fixture);
        assert_eq!(stripe::method_type(payment.method), method, "{name}");
        assert!(payment.method.redirects(), "{name}");
        let request = stripe::create_payment_intent(SECRET_KEY, &payment);
        common::assert_request(&request, &fixture);
        // never saved for later, even where the session would save a card
        assert!(!request.body.contains("customer="), "{name}");
        assert!(!request.body.contains("setup_future_usage"), "{name}");
        assert!(!request.body.contains("confirm="), "{name}");
        let created = stripe::parse_payment_intent(&common::response(&fixture)).unwrap();
        assert_eq!(created.status, PaymentStatus::RequiresAction, "{name}");
        assert!(created.client_secret.is_some(), "{name}");
        assert_eq!(
            created.amount.as_ref().map(|a| a.1.as_str()),
            Some(currency)
        );
    }
}

#[test]
fn an_ideal_payment_read_back_after_the_bank_is_paid() {
    let fixture = common::load("stripe", "payment_intent_ideal_succeeded");
    common::assert_request(
        &stripe::retrieve_payment_intent(SECRET_KEY, "pi_3PKa1bLkdIwHu7ix0Ideal4Rt"),
        &fixture,
    );
    let payment = stripe::parse_payment_intent(&common::response(&fixture)).unwrap();
    assert_eq!(payment.status, PaymentStatus::Succeeded);
    assert_eq!(payment.amount, Some((2900, "eur".to_owned())));
}
