//! Stripe Connect's OAuth onboarding against the fixtures: the authorize
//! address, the token exchange and its refusals, disconnecting, and the
//! account a Connect webhook names.
#![allow(clippy::unwrap_used, clippy::panic, clippy::indexing_slicing)]

mod common;

use sellwerk_payments::model::{EventKind, HttpResponse};
use sellwerk_payments::stripe_connect::{self as connect, Authorize, ConnectError, Connection};
use sellwerk_payments::{form, stripe};

const PLATFORM_KEY: &str = "sk_live_51PlatformKeyExample0000000000";
const CLIENT_ID: &str = "ca_QK1bN7xYpLm3Tq9Rv2Wd5Hs8Fj4Gc6Zk";

fn query(url: &str) -> Vec<(String, String)> {
    form::decode(url.split_once('?').unwrap().1).unwrap()
}

#[test]
fn the_authorize_address_carries_every_value_encoded() {
    let url = connect::authorize_url(&Authorize {
        client_id: CLIENT_ID,
        state: "7.1733580000.n0nce.s1g/+=",
        redirect_uri: "https://app.example.org/cabinet/settings/payment_providers/stripe/return",
        email: Some("hana+shop@example.org"),
        country: Some("DE"),
    });
    assert!(url.starts_with("https://connect.stripe.com/oauth/authorize?response_type=code&"));
    // nothing but the query's own separators is left unencoded
    let (_, q) = url.split_once('?').unwrap();
    assert!(!q.contains(['/', '+', ':', '@', '[', ' ']), "{q}");
    assert_eq!(
        query(&url),
        [
            ("response_type", "code"),
            ("client_id", CLIENT_ID),
            ("scope", "read_write"),
            ("state", "7.1733580000.n0nce.s1g/+="),
            (
                "redirect_uri",
                "https://app.example.org/cabinet/settings/payment_providers/stripe/return"
            ),
            ("stripe_user[email]", "hana+shop@example.org"),
            ("stripe_user[country]", "DE"),
        ]
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
    );
    // without what is unknown, no empty prefill
    let bare = connect::authorize_url(&Authorize {
        client_id: CLIENT_ID,
        state: "s",
        redirect_uri: "https://app.example.org/r",
        email: Some(" "),
        country: None,
    });
    assert!(!bare.contains("stripe_user"), "{bare}");
}

#[test]
fn the_code_is_exchanged_for_the_connected_accounts_keys() {
    let fixture = common::load("stripe", "oauth_token");
    let request = connect::token_request(PLATFORM_KEY, "ac_QK7mX2vLkd9Hw3TnR5bY8pZs");
    common::assert_request(&request, &fixture);
    assert_eq!(
        connect::parse_token(&common::response(&fixture)),
        Ok(Connection {
            access_token: "sk_live_51QKc8sConnectedAcct0AccessToken7Yb".to_owned(),
            refresh_token: "rt_QKc8sT2nW5vRm1LpXe4Jh9GdFb6Ky3Aq".to_owned(),
            publishable_key: "pk_live_51QKc8sConnectedAcct0Publishable3Nd".to_owned(),
            account_id: "acct_1QKc8sLmN4pQ7rTv".to_owned(),
            livemode: true,
            scope: "read_write".to_owned(),
        })
    );
}

#[test]
fn a_used_code_is_the_grants_refusal_a_refused_platform_is_not() {
    let used = connect::parse_token(&common::response(&common::load(
        "stripe",
        "oauth_token_invalid_grant",
    )))
    .unwrap_err();
    assert!(used.refuses_grant(), "{used:?}");
    assert!(
        matches!(&used, ConnectError::Refused { status: 400, code, description }
        if code == "invalid_grant" && description.contains("already used"))
    );
    let platform = connect::parse_token(&common::response(&common::load(
        "stripe",
        "oauth_token_invalid_client",
    )))
    .unwrap_err();
    assert!(!platform.refuses_grant());
    assert!(
        matches!(&platform, ConnectError::Refused { status: 401, code, .. } if code == "invalid_client")
    );
    // Stripe's API error object is read too
    let api_shape = HttpResponse {
        status: 400,
        body: r#"{"error":{"type":"invalid_request_error","code":"invalid_grant","message":"no"}}"#
            .into(),
    };
    assert!(
        connect::parse_token(&api_shape)
            .unwrap_err()
            .refuses_grant()
    );
    // a gateway's page, a truncated answer, an answer without the keys
    for name in ["error_502_html", "error_200_truncated"] {
        let failed =
            connect::parse_token(&common::response(&common::load("stripe", name))).unwrap_err();
        assert!(matches!(failed, ConnectError::Malformed(_)), "{name}");
    }
    for body in [
        r#"{"access_token":"sk_live_x","stripe_publishable_key":"pk_live_x","stripe_user_id":"","livemode":true}"#,
        r#"{"access_token":"sk_live_x","stripe_publishable_key":"pk_live_x","stripe_user_id":"cus_1","livemode":true}"#,
        r#"{"access_token":"","stripe_publishable_key":"pk_live_x","stripe_user_id":"acct_1","livemode":true}"#,
        r#"{"error":42}"#,
    ] {
        let status = if body.contains("error") { 400 } else { 200 };
        let answer = HttpResponse {
            status,
            body: body.into(),
        };
        assert!(
            matches!(
                connect::parse_token(&answer),
                Err(ConnectError::Malformed(_))
            ),
            "{body}"
        );
    }
}

#[test]
fn disconnecting_deauthorizes_the_account() {
    let fixture = common::load("stripe", "oauth_deauthorize");
    let request = connect::deauthorize_request(PLATFORM_KEY, CLIENT_ID, "acct_1QKc8sLmN4pQ7rTv");
    common::assert_request(&request, &fixture);
    assert_eq!(
        connect::parse_deauthorize(&common::response(&fixture)).as_deref(),
        Ok("acct_1QKc8sLmN4pQ7rTv")
    );
    let refused = HttpResponse {
        status: 401,
        body: r#"{"error":"invalid_client","error_description":"not connected"}"#.into(),
    };
    assert!(connect::parse_deauthorize(&refused).is_err());
}

#[test]
fn a_connect_event_names_its_account() {
    let secret = "whsec_platformConnectSecret0001";
    let payment = common::event_body(&common::load(
        "stripe",
        "event_connect_payment_intent_succeeded",
    ));
    let now = 1_733_576_410;
    // verified with the platform's Connect secret like any Stripe delivery
    let header = stripe::sign_webhook(secret, &payment, now);
    let event = stripe::verify_webhook(secret, Some(&header), &payment, now).unwrap();
    assert_eq!(event.kind, EventKind::PaymentSucceeded);
    assert_eq!(event.payment_id, "pi_3QKe4xLmN4pQ7rTv0Ab1Cd2E");
    assert_eq!(
        connect::connect_event(&payment).unwrap(),
        connect::ConnectEvent {
            account: Some("acct_1QKc8sLmN4pQ7rTv".to_owned()),
            deauthorized: false
        }
    );
    let deauthorized = common::event_body(&common::load(
        "stripe",
        "event_account_application_deauthorized",
    ));
    assert!(matches!(
        stripe::parse_event(&deauthorized).unwrap().kind,
        EventKind::Ignored { .. }
    ));
    assert_eq!(
        connect::connect_event(&deauthorized).unwrap(),
        connect::ConnectEvent {
            account: Some("acct_1QKc8sLmN4pQ7rTv".to_owned()),
            deauthorized: true
        }
    );
    // the platform's own events name no account
    let own = common::event_body(&common::load("stripe", "event_payment_intent_succeeded"));
    assert_eq!(connect::connect_event(&own).unwrap().account, None);
    assert!(connect::connect_event("{\"account\":").is_err());
}
