//! `PayPal` against the fixtures: tokens, orders, captures, refunds,
//! webhook verification requests and events.
#![allow(clippy::unwrap_used, clippy::panic, clippy::indexing_slicing)]

mod common;

use sellwerk_payments::model::{
    CreatePayment, Decline, DeclineKind, EventKind, HttpResponse, PaymentStatus, ProviderError,
    ProviderEvent, ProviderPayment, RefundStatus, WebhookError,
};
use sellwerk_payments::paypal;

const BASE: &str = paypal::SANDBOX_BASE_URL;

fn load(name: &str) -> serde_json::Value {
    common::load("paypal", name)
}

fn token() -> String {
    common::bearer(&load("order_create"))
}

fn create(name: &str) -> ProviderPayment {
    let fixture = load(name);
    let payment: CreatePayment = common::input(&fixture);
    let request = paypal::create_order(BASE, &token(), &payment);
    common::assert_request(&request, &fixture);
    paypal::parse_order(&common::response(&fixture)).unwrap()
}

fn parse_order(name: &str) -> Result<ProviderPayment, ProviderError> {
    paypal::parse_order(&common::response(&load(name)))
}

#[test]
fn access_tokens() {
    let fixture = load("token");
    let request = paypal::token_request(
        common::input_str(&fixture, "client_id"),
        common::input_str(&fixture, "client_secret"),
        common::input_str(&fixture, "base_url"),
    );
    common::assert_request(&request, &fixture);
    // A trailing slash on the base URL changes nothing.
    let slash = paypal::token_request(
        common::input_str(&fixture, "client_id"),
        common::input_str(&fixture, "client_secret"),
        "https://api-m.sandbox.paypal.com/",
    );
    assert_eq!(slash, request);
    let answer = paypal::parse_token(&common::response(&fixture)).unwrap();
    assert_eq!(answer.access_token, token());
    assert_eq!(answer.expires_in, 32_400);
    assert_eq!(
        paypal::parse_token(&common::response(&load("error_401_invalid_client"))),
        Err(ProviderError::Http {
            status: 401,
            code: "invalid_client".into(),
            message: "Client Authentication failed".into()
        })
    );
    // what the edge checks credentials with when they are saved: a refusal
    // of the credentials, not a provider failure
    assert!(
        paypal::parse_token(&common::response(&load("error_401_invalid_client")))
            .unwrap_err()
            .refuses_credentials()
    );
    assert!(
        !paypal::parse_token(&common::response(&load("error_500_empty")))
            .unwrap_err()
            .refuses_credentials()
    );
}

#[test]
fn an_order_sends_the_buyer_to_approve() {
    let payment = create("order_create");
    assert_eq!(payment.id, "5O190127TN364715T");
    assert_eq!(payment.status, PaymentStatus::RequiresAction);
    assert_eq!(
        payment.redirect_url.as_deref(),
        Some("https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T")
    );
    assert_eq!(payment.charge_id, None);
}

#[test]
fn a_yen_order_has_no_decimals() {
    let payment = create("order_create_jpy");
    assert_eq!(payment.id, "8RU61172JS455403V");
}

#[test]
fn a_first_rate_asks_to_vault_the_account() {
    let payment = create("order_create_save");
    assert_eq!(payment.status, PaymentStatus::RequiresAction);
}

#[test]
fn a_later_rate_pays_with_the_vault_token_at_once() {
    let payment = create("order_create_vault_id");
    assert_eq!(payment.id, "2GG279541U471931P");
    assert_eq!(payment.status, PaymentStatus::Succeeded);
    assert_eq!(payment.charge_id.as_deref(), Some("3C679366HH908993F"));
}

#[test]
fn orders_read_back() {
    let created = parse_order("order_created_approve").unwrap();
    assert_eq!(created.status, PaymentStatus::RequiresAction);
    assert_eq!(
        created.redirect_url.as_deref(),
        Some("https://www.sandbox.paypal.com/checkoutnow?token=1KW33475FE936174L")
    );
    let approved = parse_order("order_approved").unwrap();
    assert_eq!(approved.status, PaymentStatus::Processing);
    assert_eq!(approved.redirect_url, None);
}

#[test]
fn captures() {
    let fixture = load("capture_completed");
    let request = paypal::capture_order(
        BASE,
        &token(),
        common::input_str(&fixture, "order_id"),
        common::input_str(&fixture, "idempotency_key"),
    );
    common::assert_request(&request, &fixture);
    let captured = paypal::parse_capture(&common::response(&fixture)).unwrap();
    assert_eq!(captured.id, "9B7613254P4913212");
    assert_eq!(captured.status, PaymentStatus::Succeeded);
    assert_eq!(captured.charge_id.as_deref(), Some("7TK53561MB803214S"));
    assert_eq!(captured.amount, Some((1900, "eur".to_owned())));
    assert_eq!(captured.customer.as_deref(), Some("rD7HyXj2Kq"));
    assert_eq!(
        captured.payment_method.as_deref(),
        Some("6an43512bf079184g")
    );

    let declined = paypal::parse_capture(&common::response(&load("capture_declined"))).unwrap();
    assert_eq!(
        declined.status,
        PaymentStatus::Failed {
            decline: Decline {
                kind: DeclineKind::Soft,
                code: "insufficient_funds".into()
            }
        }
    );
    assert_eq!(declined.charge_id.as_deref(), Some("0TR63512KM4411932"));
    let pending = paypal::parse_capture(&common::response(&load("capture_pending"))).unwrap();
    assert_eq!(pending.status, PaymentStatus::Processing);
}

#[test]
fn order_ids_are_escaped_in_paths() {
    let request = paypal::capture_order(BASE, "t", "../v1/oauth2/token?x", "k");
    assert_eq!(
        request.url,
        "https://api-m.sandbox.paypal.com/v2/checkout/orders/..%2Fv1%2Foauth2%2Ftoken%3Fx/capture"
    );
}

#[test]
fn error_answers() {
    let cases = [
        (
            "error_422_instrument_declined",
            422,
            "INSTRUMENT_DECLINED",
            "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
        ),
        (
            "error_404_order_not_found",
            404,
            "INVALID_RESOURCE_ID",
            "Specified resource ID does not exist. Please check the resource ID and try again.",
        ),
        (
            "error_400_invalid_request",
            400,
            "DECIMAL_PRECISION",
            "If the currency supports decimals, only two decimal place precision is supported.",
        ),
    ];
    for (name, status, code, message) in cases {
        assert_eq!(
            parse_order(name),
            Err(ProviderError::Http {
                status,
                code: code.into(),
                message: message.into()
            }),
            "{name}"
        );
    }
    assert!(matches!(
        parse_order("error_500_empty"),
        Err(ProviderError::Malformed(_))
    ));
    for body in [
        r#"{"id":"X","status":"MYSTERY"}"#,
        r#"{"id":"X"}"#,
        r#"{"id":"X","status":"COMPLETED","purchase_units":[{"payments":{"captures":[{"id":"C","status":"LOST"}]}}]}"#,
        "<html></html>",
    ] {
        let response = HttpResponse {
            status: 200,
            body: body.into(),
        };
        assert!(
            matches!(
                paypal::parse_order(&response),
                Err(ProviderError::Malformed(_))
            ),
            "{body}"
        );
    }
}

#[test]
fn refunds() {
    let fixture = load("refund");
    let request = paypal::refund_capture(
        BASE,
        &token(),
        common::input_str(&fixture, "capture_id"),
        fixture["input"]["amount_minor"].as_i64().unwrap(),
        common::input_str(&fixture, "currency"),
        common::input_str(&fixture, "idempotency_key"),
    );
    common::assert_request(&request, &fixture);
    let refund = paypal::parse_refund(&common::response(&fixture)).unwrap();
    assert_eq!(refund.id, "1JU08902781691411");
    assert_eq!(refund.status, RefundStatus::Succeeded);
    assert_eq!(
        (refund.amount_minor, refund.currency.as_str()),
        (1000, "eur")
    );
    let pending = paypal::parse_refund(&common::response(&load("refund_pending"))).unwrap();
    assert_eq!(pending.status, RefundStatus::Pending);
    assert_eq!(pending.amount_minor, 4900);
    assert!(matches!(
        paypal::parse_refund(&common::response(&load("error_422_instrument_declined"))),
        Err(ProviderError::Http { status: 422, .. })
    ));
}

fn delivery_headers(fixture: &serde_json::Value) -> Vec<(String, String)> {
    fixture["delivery"]["headers"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned()))
        .collect()
}

#[test]
fn webhook_verification_asks_paypal() {
    let fixture = load("verify_webhook");
    let headers = delivery_headers(&fixture);
    let body = serde_json::to_string(&fixture["delivery"]["body"]).unwrap();
    let request = paypal::verify_request(
        BASE,
        &token(),
        common::input_str(&fixture, "webhook_id"),
        &headers,
        &body,
    )
    .unwrap();
    common::assert_request(&request, &fixture);
    // The delivery's bytes go back verbatim, not re-serialised.
    assert!(
        request
            .body
            .ends_with(&format!("\"webhook_event\":{body}}}"))
    );
    let spaced = "{ \"id\" : \"WH-1\",\n  \"event_type\":\"X\" }";
    let request = paypal::verify_request(BASE, "t", "w", &headers, spaced).unwrap();
    assert!(request.body.contains(spaced));

    assert_eq!(paypal::parse_verify(&common::response(&fixture)), Ok(()));
    assert_eq!(
        paypal::parse_verify(&common::response(&load("verify_webhook_failure"))),
        Err(WebhookError::BadSignature)
    );
    assert_eq!(
        paypal::parse_verify(&common::response(&load("verify_webhook_error_401"))),
        Err(WebhookError::Provider(ProviderError::Http {
            status: 401,
            code: "invalid_token".into(),
            message: "Access Token not found in cache".into()
        }))
    );
    assert!(matches!(
        paypal::parse_verify(&HttpResponse {
            status: 200,
            body: "{}".into()
        }),
        Err(WebhookError::Malformed(_))
    ));
}

#[test]
fn a_delivery_without_every_signature_header_is_refused() {
    let fixture = load("verify_webhook");
    let body = serde_json::to_string(&fixture["delivery"]["body"]).unwrap();
    for missing in [
        paypal::AUTH_ALGO,
        paypal::CERT_URL,
        paypal::TRANSMISSION_ID,
        paypal::TRANSMISSION_SIG,
        paypal::TRANSMISSION_TIME,
    ] {
        let headers: Vec<(String, String)> = delivery_headers(&fixture)
            .into_iter()
            .filter(|(name, _)| !name.eq_ignore_ascii_case(missing))
            .collect();
        assert_eq!(
            paypal::verify_request(BASE, "t", "w", &headers, &body),
            Err(WebhookError::MissingSignature),
            "{missing}"
        );
    }
    let headers = delivery_headers(&fixture);
    for body in ["", "not json", "[1,2]", "\"text\""] {
        assert!(
            matches!(
                paypal::verify_request(BASE, "t", "w", &headers, body),
                Err(WebhookError::Malformed(_))
            ),
            "{body}"
        );
    }
}

#[test]
fn webhook_events() {
    let cases = [
        (
            "event_capture_completed",
            "WH-58D329510W468432D-8HN650336L201105X",
            "9B7613254P4913212",
            EventKind::PaymentSucceeded,
            1900,
            1_704_189_753,
        ),
        (
            "event_capture_denied",
            "WH-4SW78779LY2325805-07E03580SX1414828",
            "6VY37240BD128143N",
            EventKind::PaymentFailed {
                decline: Decline {
                    kind: DeclineKind::Soft,
                    code: "declined".into(),
                },
            },
            19_900,
            1_716_973_921,
        ),
        (
            "event_capture_pending",
            "WH-1GE84257G0350133W-6RW800890C634293G",
            "6VY37240BD128143N",
            EventKind::PaymentPending,
            19_900,
            1_716_903_002,
        ),
        (
            "event_capture_refunded",
            "WH-1GE84257G0350133W-6RW800890C634293G-R2",
            "7TK53561MB803214S",
            EventKind::PaymentRefunded { amount_minor: 1500 },
            500,
            1_705_078_805,
        ),
        (
            "event_dispute_created",
            "WH-4M0448861G563140B-9EX36365822141321",
            "3C679366HH908993F",
            EventKind::PaymentDisputed,
            1900,
            1_708_416_940,
        ),
        (
            "event_dispute_resolved",
            "WH-7Y7254563A4550640-11V2185806837105M",
            "3C679366HH908993F",
            EventKind::DisputeWon,
            1900,
            1_710_502_930,
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
        assert_eq!(
            paypal::parse_event(&common::event_body(&load(name))),
            Ok(expected),
            "{name}"
        );
    }
    let ignored = paypal::parse_event(&common::event_body(&load("event_order_approved"))).unwrap();
    assert_eq!(
        ignored.kind,
        EventKind::Ignored {
            event_type: "CHECKOUT.ORDER.APPROVED".into()
        }
    );
}

#[test]
fn dispute_outcomes() {
    let fixture = load("event_dispute_resolved");
    let cases = [
        ("RESOLVED_SELLER_FAVOUR", Some(EventKind::DisputeWon)),
        ("CANCELED_BY_BUYER", Some(EventKind::DisputeWon)),
        ("DENIED", Some(EventKind::DisputeWon)),
        ("RESOLVED_WITH_PAYOUT", Some(EventKind::DisputeWon)),
        ("RESOLVED_BUYER_FAVOUR", Some(EventKind::DisputeLost)),
        ("ACCEPTED", Some(EventKind::DisputeLost)),
        ("NONE", None),
    ];
    for (outcome, kind) in cases {
        let mut event = fixture["event"].clone();
        event["resource"]["dispute_outcome"]["outcome_code"] = outcome.into();
        let parsed = paypal::parse_event(&event.to_string()).unwrap();
        let expected = kind.unwrap_or(EventKind::Ignored {
            event_type: "CUSTOMER.DISPUTE.RESOLVED".into(),
        });
        assert_eq!(parsed.kind, expected, "{outcome}");
    }
    // The older `outcome` field reads too.
    let mut event = fixture["event"].clone();
    event["resource"]
        .as_object_mut()
        .unwrap()
        .remove("dispute_outcome");
    event["resource"]["outcome"] = serde_json::json!({"outcome_code": "RESOLVED_BUYER_FAVOUR"});
    assert_eq!(
        paypal::parse_event(&event.to_string()).unwrap().kind,
        EventKind::DisputeLost
    );
}

#[test]
fn malformed_events() {
    let fixture = load("event_capture_completed");
    let mut bad_time = fixture["event"].clone();
    bad_time["create_time"] = "yesterday".into();
    let mut bad_amount = fixture["event"].clone();
    bad_amount["resource"]["amount"]["value"] = "19,00".into();
    let mut no_amount = fixture["event"].clone();
    no_amount["resource"]
        .as_object_mut()
        .unwrap()
        .remove("amount");
    let mut no_transaction = load("event_dispute_created")["event"].clone();
    no_transaction["resource"]["disputed_transactions"] = serde_json::json!([]);
    for event in [bad_time, bad_amount, no_amount, no_transaction] {
        assert!(
            matches!(
                paypal::parse_event(&event.to_string()),
                Err(WebhookError::Malformed(_))
            ),
            "{event}"
        );
    }
    for body in ["", "{}", "[]", "{\"id\":1}"] {
        assert!(
            matches!(paypal::parse_event(body), Err(WebhookError::Malformed(_))),
            "{body}"
        );
    }
}

#[test]
fn every_fixture_response_parses_without_panicking() {
    for (name, fixture) in common::all("paypal") {
        if fixture.get("response").is_some() {
            let response = common::response(&fixture);
            let _ = paypal::parse_token(&response);
            let _ = paypal::parse_order(&response);
            let _ = paypal::parse_capture(&response);
            let _ = paypal::parse_refund(&response);
            let _ = paypal::parse_verify(&response);
        }
        if fixture.get("event").is_some() {
            assert!(
                paypal::parse_event(&common::event_body(&fixture)).is_ok(),
                "{name}"
            );
        }
    }
}
