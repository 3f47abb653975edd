//! Stripe Connect: a seller connects its own Stripe account to the
//! platform through Stripe's OAuth onboarding instead of pasting keys.
//!
//! The seller is sent to [`authorize_url`] (Stripe's page, where a new
//! account is opened or an existing one chosen), Stripe sends the browser
//! back to the platform's `redirect_uri` with a `code` and the `state` it
//! was given, and the platform exchanges the code with its own secret key
//! ([`token_request`], read by [`parse_token`]). The answer's
//! `access_token` is a secret key of the connected account: the edge keeps
//! it sealed like pasted keys, so every payment call works unchanged.
//!
//! Decisions:
//! - **Scope** is `read_write`: payments, refunds and customers are made on
//!   the seller's own account with its key (Standard accounts; the money
//!   goes straight to the seller, the platform takes no fee).
//! - **Errors** of the OAuth endpoints come as `{"error": "invalid_grant",
//!   "error_description": …}` (RFC 6749), not Stripe's API error object;
//!   both shapes are read. `invalid_grant` (a code unknown, used before or
//!   expired) and `invalid_request` are the grant's refusal
//!   ([`ConnectError::refuses_grant`]); anything else (the platform's key
//!   refused, the provider failing) is not the seller's doing.
//! - **Webhooks** of connected accounts go to the platform's one Connect
//!   endpoint, signed with its secret; the event's `account` names the
//!   connected account ([`connect_event`]). `account.application.deauthorized`
//!   says the seller disconnected the platform at Stripe.

use serde::Deserialize;
use serde_json::Value;

use crate::form;
use crate::json::{non_empty, parse};
use crate::model::{HttpRequest, HttpResponse, WebhookError};

/// Stripe's Connect site: the authorize page and the OAuth token endpoints.
pub const CONNECT_BASE: &str = "https://connect.stripe.com";
/// The event Stripe sends when a seller disconnects the platform.
pub const DEAUTHORIZED: &str = "account.application.deauthorized";

/// What the authorize page is opened with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Authorize<'a> {
    /// The platform's Connect client id (`ca_…`).
    pub client_id: &'a str,
    /// The opaque value Stripe hands back with the code.
    pub state: &'a str,
    /// Where Stripe sends the browser back (registered with the platform).
    pub redirect_uri: &'a str,
    /// Prefills the sign-up form, when known.
    pub email: Option<&'a str>,
    /// Prefills the account's country (ISO 3166 alpha-2), when known.
    pub country: Option<&'a str>,
}

/// The address of Stripe's authorize page for `a`, every value
/// percent-encoded.
pub fn authorize_url(a: &Authorize<'_>) -> String {
    let mut pairs: Vec<(&str, &str)> = vec![
        ("response_type", "code"),
        ("client_id", a.client_id),
        ("scope", "read_write"),
        ("state", a.state),
        ("redirect_uri", a.redirect_uri),
    ];
    if let Some(email) = a.email.filter(|e| !e.trim().is_empty()) {
        pairs.push(("stripe_user[email]", email));
    }
    if let Some(country) = a.country.filter(|c| !c.trim().is_empty()) {
        pairs.push(("stripe_user[country]", country));
    }
    format!("{CONNECT_BASE}/oauth/authorize?{}", form::encode(&pairs))
}

fn post(platform_secret_key: &str, path: &str, pairs: &[(&str, &str)]) -> HttpRequest {
    HttpRequest {
        method: "POST".to_owned(),
        url: format!("{CONNECT_BASE}{path}"),
        headers: vec![
            (
                "Authorization".to_owned(),
                format!("Bearer {platform_secret_key}"),
            ),
            (
                "Content-Type".to_owned(),
                "application/x-www-form-urlencoded".to_owned(),
            ),
        ],
        body: form::encode(pairs),
    }
}

/// Exchanges the authorization `code` for the connected account's keys,
/// with the platform's secret key.
pub fn token_request(platform_secret_key: &str, code: &str) -> HttpRequest {
    post(
        platform_secret_key,
        "/oauth/token",
        &[("grant_type", "authorization_code"), ("code", code)],
    )
}

/// Disconnects the connected account `account_id` from the platform.
pub fn deauthorize_request(
    platform_secret_key: &str,
    client_id: &str,
    account_id: &str,
) -> HttpRequest {
    post(
        platform_secret_key,
        "/oauth/deauthorize",
        &[("client_id", client_id), ("stripe_user_id", account_id)],
    )
}

/// A connected account, as the token endpoint answers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Connection {
    /// The connected account's secret key (what payments are made with).
    pub access_token: String,
    pub refresh_token: String,
    pub publishable_key: String,
    /// The connected account (`acct_…`).
    pub account_id: String,
    /// Live keys (`false`: test mode).
    pub livemode: bool,
    pub scope: String,
}

/// Why the OAuth endpoints did not answer with what was asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConnectError {
    /// Stripe refused: its `error` code (`invalid_grant`, `invalid_client`,
    /// …) and description.
    #[error("the provider answered {status}: {code}: {description}")]
    Refused {
        status: u16,
        code: String,
        description: String,
    },
    /// Not the answer Stripe documents.
    #[error("malformed provider answer: {0}")]
    Malformed(String),
}

impl ConnectError {
    /// Whether the refusal is of the grant itself: the code is unknown,
    /// used before, expired or for another platform (the seller may start
    /// again), rather than the platform or the provider failing.
    pub fn refuses_grant(&self) -> bool {
        matches!(self, ConnectError::Refused { code, .. }
            if code == "invalid_grant" || code == "invalid_request")
    }
}

/// The token endpoint's answer.
#[derive(Deserialize)]
struct Grant {
    access_token: String,
    #[serde(default)]
    refresh_token: Option<String>,
    stripe_publishable_key: String,
    stripe_user_id: String,
    livemode: bool,
    #[serde(default)]
    scope: Option<String>,
}

/// The error of a non-2xx answer of an OAuth endpoint.
fn refusal(response: &HttpResponse) -> ConnectError {
    let body: Value = match parse(&response.body) {
        Ok(v) => v,
        Err(e) => {
            return ConnectError::Malformed(format!("status {}: {e}", response.status));
        }
    };
    let text = |v: Option<&Value>| non_empty(v.and_then(Value::as_str));
    let (code, description) = match body.get("error") {
        // OAuth's shape
        Some(Value::String(code)) => (non_empty(Some(code)), text(body.get("error_description"))),
        // Stripe's API error object
        Some(error @ Value::Object(_)) => (
            text(error.get("code")).or_else(|| text(error.get("type"))),
            text(error.get("message")),
        ),
        _ => (None, None),
    };
    match code {
        Some(code) => ConnectError::Refused {
            status: response.status,
            code,
            description: description.unwrap_or_default(),
        },
        None => ConnectError::Malformed(format!("status {}: no error code", response.status)),
    }
}

/// The connected account of the token endpoint's answer, or its refusal.
pub fn parse_token(response: &HttpResponse) -> Result<Connection, ConnectError> {
    if !response.is_success() {
        return Err(refusal(response));
    }
    let token: Grant = parse(&response.body).map_err(ConnectError::Malformed)?;
    let blank = [
        &token.access_token,
        &token.stripe_publishable_key,
        &token.stripe_user_id,
    ]
    .iter()
    .any(|v| v.trim().is_empty());
    if blank || !token.stripe_user_id.starts_with("acct_") {
        return Err(ConnectError::Malformed(
            "a token answer without the account's keys".to_owned(),
        ));
    }
    Ok(Connection {
        access_token: token.access_token,
        refresh_token: token.refresh_token.unwrap_or_default(),
        publishable_key: token.stripe_publishable_key,
        account_id: token.stripe_user_id,
        livemode: token.livemode,
        scope: token.scope.unwrap_or_default(),
    })
}

/// The account the deauthorize endpoint disconnected, or its refusal.
pub fn parse_deauthorize(response: &HttpResponse) -> Result<String, ConnectError> {
    #[derive(Deserialize)]
    struct Deauthorized {
        stripe_user_id: String,
    }
    if !response.is_success() {
        return Err(refusal(response));
    }
    parse::<Deauthorized>(&response.body)
        .map(|d| d.stripe_user_id)
        .map_err(ConnectError::Malformed)
}

/// What the platform's Connect endpoint needs of an event beyond
/// [`crate::stripe::parse_event`]: whose it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectEvent {
    /// The connected account the event happened on; `None` for the
    /// platform's own events.
    pub account: Option<String>,
    /// `account.application.deauthorized`: the account disconnected the
    /// platform.
    pub deauthorized: bool,
}

/// Reads the account and the kind of a (verified) Connect event body.
pub fn connect_event(body: &str) -> Result<ConnectEvent, WebhookError> {
    #[derive(Deserialize)]
    struct Envelope {
        #[serde(default)]
        account: Option<String>,
        #[serde(rename = "type")]
        kind: String,
    }
    let envelope: Envelope = parse(body).map_err(WebhookError::Malformed)?;
    Ok(ConnectEvent {
        account: non_empty(envelope.account.as_deref()),
        deauthorized: envelope.kind == DEAUTHORIZED,
    })
}
