//! Stripe: Payment Intents, refunds and signed webhooks.
//!
//! Requests are form-encoded as Stripe's API takes them, authenticated with
//! the seller's secret key as a Bearer token, and carry an
//! `Idempotency-Key`, so a retried request never charges twice. Every
//! request pins [`API_VERSION`], the version whose shapes the parsers and
//! the fixtures follow, whatever the account's default is.
//!
//! Decisions:
//! - **Payment methods** are named with `payment_method_types` (card →
//!   `card`, SEPA → `sepa_debit`, `PayPal` → `paypal`, bank wire →
//!   `customer_balance`, iDEAL → `ideal`, Przelewy24 → `p24`, Klarna →
//!   `klarna`, TWINT → `twint`), never `automatic_payment_methods`: the buyer chose
//!   the method on our page, and naming it keeps Stripe from asking for a
//!   `return_url` for redirect methods the buyer did not choose.
//! - **Sessions** ([`Session`]): a one-off payment is created unconfirmed
//!   and the browser confirms it with its `client_secret` (Stripe.js); a
//!   first payment whose method is saved adds the customer and
//!   `setup_future_usage=off_session`; a later rate confirms at once with
//!   `off_session=true` on the saved method; a method the browser just made
//!   is confirmed at once with `return_url` for 3-D Secure, whose URL comes
//!   back as `redirect_url`. A first SEPA debit is confirmed in the browser,
//!   where Stripe.js shows and records the mandate (confirming it here
//!   would need mandate data, the buyer's address and browser, that a
//!   [`CreatePayment`] does not carry).
//! - **Bank redirects and pay-later** (iDEAL, Przelewy24, Klarna, TWINT)
//!   are created unconfirmed like a one-off card payment, whatever the
//!   session: Stripe's fields in the browser confirm them, send the buyer
//!   to the bank's or app's page and back to the order's `return_url`.
//!   They are paid once and never saved for later rates (the edge offers
//!   them only for one-time plans), so no customer or
//!   `setup_future_usage` goes with them.
//! - **Bank wire** is Stripe's bank transfer (`customer_balance`, EU bank
//!   transfer, confirmed at once), which needs a customer (the session's
//!   customer, when there is one; Stripe refuses it without) and the
//!   country of the virtual IBAN, [`BANK_TRANSFER_COUNTRY`]. Its
//!   `requires_action` with bank-transfer instructions is `processing` here
//!   (we wait for the buyer's transfer), the hosted instructions page the
//!   redirect. It is never saved for later rates.
//! - **Amounts** go to Stripe as the ISO minor units they are. Stripe's
//!   special cases (ISK and UGX written with two decimals, three-decimal
//!   currencies rounded to tens) are not mapped; Sellwerk does not offer
//!   them through Stripe.
//! - **A declined confirmation** answers 402 with the payment intent inside
//!   the error; that is parsed as the payment it is (`failed` with the
//!   classified decline), because the edge must record it. A 402 without
//!   the payment intent is an error whose [`ProviderError::decline`] gives
//!   the decline.
//! - **Status** `requires_payment_method` is `failed` when a last payment
//!   error says why (decline code, else error code), otherwise
//!   `requires_action` (the buyer still has to choose a method);
//!   `requires_capture` is `processing` (we never capture manually).
//! - **Saving a method without a charge** (a free trial): a `SetupIntent`
//!   with the customer and `usage=off_session`, created unconfirmed; the
//!   browser confirms it with its `client_secret` (Stripe.js's
//!   `confirmSetup`), which also records a SEPA mandate. It is parsed into
//!   the same [`ProviderPayment`] as a payment intent (no amount; its
//!   `payment_method` is the saved one): `requires_payment_method` with a
//!   `last_setup_error` is `failed`, `succeeded` means the method is saved.
//!   `setup_intent.succeeded` is [`EventKind::MethodSaved`],
//!   `setup_intent.setup_failed` a failed payment of the setup.
//! - **Webhooks**: `Stripe-Signature` checked with a 300-second tolerance
//!   either way (see `signature`). Events name the payment intent as
//!   `payment_id` (a charge or dispute without one names the charge).
//!   `charge.refunded` carries the total refunded so far;
//!   `charge.dispute.closed` is won for `won` and `warning_closed` (an
//!   inquiry closed without a chargeback), lost for `lost`, ignored for
//!   anything else. Other event types are [`EventKind::Ignored`].

use serde::Deserialize;
use serde_json::Value;

use crate::json::{id_of, non_empty, parse, str_at};
use crate::model::{
    CreatePayment, CreateSetup, Decline, EventKind, HttpRequest, HttpResponse, PaymentMethodKind,
    PaymentStatus, ProviderError, ProviderEvent, ProviderPayment, ProviderRefund, RefundStatus,
    Session, WebhookError,
};
use crate::{form, signature};

/// Stripe's API.
pub const API_BASE: &str = "https://api.stripe.com";
/// The API version every request pins.
pub const API_VERSION: &str = "2024-06-20";
/// The header a webhook's signature comes in.
pub const SIGNATURE_HEADER: &str = "Stripe-Signature";
/// How far a signature's timestamp may be from `now`, either way.
pub use crate::signature::TOLERANCE_SECONDS;
/// The country of the virtual IBAN a bank-wire buyer transfers to.
pub const BANK_TRANSFER_COUNTRY: &str = "DE";

fn post(
    secret_key: &str,
    path: &str,
    idempotency_key: &str,
    pairs: &[(String, String)],
) -> HttpRequest {
    HttpRequest {
        method: "POST".to_owned(),
        url: format!("{API_BASE}{path}"),
        headers: vec![
            ("Authorization".to_owned(), format!("Bearer {secret_key}")),
            (
                "Content-Type".to_owned(),
                "application/x-www-form-urlencoded".to_owned(),
            ),
            ("Stripe-Version".to_owned(), API_VERSION.to_owned()),
            ("Idempotency-Key".to_owned(), idempotency_key.to_owned()),
        ],
        body: form::encode(pairs),
    }
}

/// Stripe's payment method type for `method`.
pub fn method_type(method: PaymentMethodKind) -> &'static str {
    match method {
        PaymentMethodKind::Card => "card",
        PaymentMethodKind::Sepa => "sepa_debit",
        PaymentMethodKind::BankWire => "customer_balance",
        PaymentMethodKind::Paypal => "paypal",
        PaymentMethodKind::Ideal => "ideal",
        PaymentMethodKind::P24 => "p24",
        PaymentMethodKind::Klarna => "klarna",
        PaymentMethodKind::Twint => "twint",
    }
}

/// Creates (and, per the session, confirms) a payment intent.
pub fn create_payment_intent(secret_key: &str, payment: &CreatePayment) -> HttpRequest {
    let mut pairs: Vec<(String, String)> = Vec::new();
    let mut push = |k: &str, v: &str| pairs.push((k.to_owned(), v.to_owned()));
    push("amount", &payment.amount_minor.to_string());
    push("currency", &payment.currency.to_ascii_lowercase());
    if !payment.description.is_empty() {
        push("description", &payment.description);
    }
    if !payment.customer_email.is_empty() {
        push("receipt_email", &payment.customer_email);
    }
    push("metadata[reference]", &payment.reference);
    push("payment_method_types[0]", method_type(payment.method));
    if payment.method == PaymentMethodKind::BankWire {
        let customer = match payment.session() {
            Session::Save { customer } | Session::OffSession { customer, .. } => Some(customer),
            Session::OneOff | Session::Confirm { .. } => None,
        };
        if let Some(customer) = customer {
            push("customer", customer);
        }
        let options = "payment_method_options[customer_balance]";
        push("payment_method_data[type]", "customer_balance");
        push(&format!("{options}[funding_type]"), "bank_transfer");
        push(
            &format!("{options}[bank_transfer][type]"),
            "eu_bank_transfer",
        );
        push(
            &format!("{options}[bank_transfer][eu_bank_transfer][country]"),
            BANK_TRANSFER_COUNTRY,
        );
        push("confirm", "true");
    } else if payment.method.redirects() {
        // paid once, confirmed in the browser by the provider's fields,
        // which send the buyer to the bank or app and back to
        // `return_url`; never saved (Stripe refuses `setup_future_usage`
        // for most of them), so a session's customer is left out
    } else {
        match payment.session() {
            Session::OneOff => {}
            Session::Save { customer } => {
                push("customer", customer);
                push("setup_future_usage", "off_session");
            }
            Session::OffSession { customer, method } => {
                push("customer", customer);
                push("payment_method", method);
                push("off_session", "true");
                push("confirm", "true");
            }
            Session::Confirm { method } => {
                push("payment_method", method);
                push("confirm", "true");
                push("return_url", &payment.return_url);
            }
        }
    }
    post(
        secret_key,
        "/v1/payment_intents",
        &payment.idempotency_key,
        &pairs,
    )
}

/// Creates a `SetupIntent` that saves a method with `setup.customer` for
/// later off-session charges; the browser confirms it.
pub fn create_setup_intent(secret_key: &str, setup: &CreateSetup) -> HttpRequest {
    let mut pairs: Vec<(String, String)> = Vec::new();
    let mut push = |k: &str, v: &str| pairs.push((k.to_owned(), v.to_owned()));
    push("customer", &setup.customer);
    push("usage", "off_session");
    push("payment_method_types[0]", method_type(setup.method));
    if !setup.description.is_empty() {
        push("description", &setup.description);
    }
    push("metadata[reference]", &setup.reference);
    post(
        secret_key,
        "/v1/setup_intents",
        &setup.idempotency_key,
        &pairs,
    )
}

/// Reads a `SetupIntent` back (its status, customer and saved method).
pub fn retrieve_setup_intent(secret_key: &str, id: &str) -> HttpRequest {
    HttpRequest {
        method: "GET".to_owned(),
        url: format!("{API_BASE}/v1/setup_intents/{}", form::escape(id)),
        headers: vec![
            ("Authorization".to_owned(), format!("Bearer {secret_key}")),
            ("Stripe-Version".to_owned(), API_VERSION.to_owned()),
        ],
        body: String::new(),
    }
}

#[derive(Deserialize)]
struct Setup {
    id: String,
    status: String,
    #[serde(default)]
    client_secret: Option<String>,
    #[serde(default)]
    customer: Option<Value>,
    #[serde(default)]
    payment_method: Option<Value>,
    #[serde(default)]
    last_setup_error: Option<ErrorBody>,
    #[serde(default)]
    next_action: Option<Value>,
}

/// The `SetupIntent` of an answer to creating or reading one, as a payment
/// without an amount (see the module's decisions).
pub fn parse_setup_intent(response: &HttpResponse) -> Result<ProviderPayment, ProviderError> {
    if !response.is_success() {
        let error = http_error(response)?;
        return Err(to_http_error(response.status, &error));
    }
    let setup: Setup = parse(&response.body).map_err(ProviderError::Malformed)?;
    let redirect = setup
        .next_action
        .as_ref()
        .and_then(|a| non_empty(str_at(a, &["redirect_to_url", "url"])));
    let (status, redirect_url) = match setup.status.as_str() {
        "requires_payment_method" => match setup.last_setup_error.as_ref() {
            Some(e) => (
                PaymentStatus::Failed {
                    decline: Decline::classify(
                        &e.code().unwrap_or_else(|| "setup_failed".to_owned()),
                    ),
                },
                None,
            ),
            None => (PaymentStatus::RequiresAction, None),
        },
        "requires_confirmation" => (PaymentStatus::RequiresAction, None),
        "requires_action" => (PaymentStatus::RequiresAction, redirect),
        "processing" => (PaymentStatus::Processing, None),
        "succeeded" => (PaymentStatus::Succeeded, None),
        "canceled" => (PaymentStatus::Canceled, None),
        other => {
            return Err(ProviderError::Malformed(format!(
                "unknown setup intent status {other:?}"
            )));
        }
    };
    Ok(ProviderPayment {
        id: setup.id,
        status,
        redirect_url,
        customer: id_of(setup.customer.as_ref()),
        payment_method: id_of(setup.payment_method.as_ref()),
        charge_id: None,
        client_secret: setup.client_secret,
        amount: None,
    })
}

/// Creates the customer a first payment saves its method with (for the
/// later rates of a plan, charged off-session).
pub fn create_customer(
    secret_key: &str,
    email: &str,
    reference: &str,
    idempotency_key: &str,
) -> HttpRequest {
    let pairs = [
        ("email".to_owned(), email.to_owned()),
        ("metadata[reference]".to_owned(), reference.to_owned()),
    ];
    post(secret_key, "/v1/customers", idempotency_key, &pairs)
}

#[derive(serde::Deserialize)]
struct Customer {
    id: String,
}

/// The id of a created customer.
pub fn parse_customer(response: &HttpResponse) -> Result<String, ProviderError> {
    if !response.is_success() {
        return Err(parse_payment_intent(response)
            .err()
            .unwrap_or_else(|| ProviderError::Malformed("an error without its error".to_owned())));
    }
    crate::json::parse::<Customer>(&response.body)
        .map(|c| c.id)
        .map_err(ProviderError::Malformed)
}

/// Reads a payment intent back (its saved customer and payment method,
/// for charging later rates).
pub fn retrieve_payment_intent(secret_key: &str, id: &str) -> HttpRequest {
    HttpRequest {
        method: "GET".to_owned(),
        url: format!("{API_BASE}/v1/payment_intents/{}", form::escape(id)),
        headers: vec![
            ("Authorization".to_owned(), format!("Bearer {secret_key}")),
            ("Stripe-Version".to_owned(), API_VERSION.to_owned()),
        ],
        body: String::new(),
    }
}

/// Refunds `amount_minor` of a payment intent.
pub fn refund(
    secret_key: &str,
    payment_intent_id: &str,
    amount_minor: i64,
    idempotency_key: &str,
) -> HttpRequest {
    let pairs = [
        ("payment_intent".to_owned(), payment_intent_id.to_owned()),
        ("amount".to_owned(), amount_minor.to_string()),
    ];
    post(secret_key, "/v1/refunds", idempotency_key, &pairs)
}

/// Reads the account's balance with `secret_key`: the read-only call that
/// checks a seller's key when it is saved (it moves nothing, and every
/// secret key may make it).
pub fn retrieve_balance(secret_key: &str) -> HttpRequest {
    HttpRequest {
        method: "GET".to_owned(),
        url: format!("{API_BASE}/v1/balance"),
        headers: vec![
            ("Authorization".to_owned(), format!("Bearer {secret_key}")),
            ("Stripe-Version".to_owned(), API_VERSION.to_owned()),
        ],
        body: String::new(),
    }
}

/// What the provider's answer to [`retrieve_balance`] says of the key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyAccepted {
    /// Whether the key is a live key (`false`: test mode).
    pub livemode: bool,
}

#[derive(Deserialize)]
struct Balance {
    object: String,
    livemode: bool,
}

/// The key's mode from the balance answer; the provider's refusal (see
/// [`ProviderError::refuses_credentials`]) or a malformed answer otherwise.
pub fn parse_balance(response: &HttpResponse) -> Result<KeyAccepted, ProviderError> {
    if !response.is_success() {
        let error = http_error(response)?;
        return Err(to_http_error(response.status, &error));
    }
    let balance: Balance = parse(&response.body).map_err(ProviderError::Malformed)?;
    if balance.object != "balance" {
        return Err(ProviderError::Malformed(format!(
            "a {:?} where a balance was expected",
            balance.object
        )));
    }
    Ok(KeyAccepted {
        livemode: balance.livemode,
    })
}

#[derive(Deserialize)]
struct ErrorEnvelope {
    error: ErrorBody,
}

#[derive(Deserialize, Default)]
struct ErrorBody {
    #[serde(default, rename = "type")]
    kind: Option<String>,
    #[serde(default)]
    code: Option<String>,
    #[serde(default)]
    decline_code: Option<String>,
    #[serde(default)]
    message: Option<String>,
    #[serde(default)]
    payment_intent: Option<Value>,
}

impl ErrorBody {
    /// The most specific code: the decline code of a card error, else the
    /// error code, else the error type.
    fn code(&self) -> Option<String> {
        non_empty(self.decline_code.as_deref())
            .or_else(|| non_empty(self.code.as_deref()))
            .or_else(|| non_empty(self.kind.as_deref()))
    }
}

/// The error of a non-2xx answer; `Malformed` when it is not Stripe's
/// error shape.
fn http_error(response: &HttpResponse) -> Result<ErrorBody, ProviderError> {
    let envelope: ErrorEnvelope = parse(&response.body)
        .map_err(|e| ProviderError::Malformed(format!("status {}: {e}", response.status)))?;
    Ok(envelope.error)
}

fn to_http_error(status: u16, error: &ErrorBody) -> ProviderError {
    ProviderError::Http {
        status,
        code: error.code().unwrap_or_else(|| format!("http_{status}")),
        message: error.message.clone().unwrap_or_default(),
    }
}

#[derive(Deserialize)]
struct Intent {
    id: String,
    status: String,
    #[serde(default)]
    amount: Option<i64>,
    #[serde(default)]
    currency: Option<String>,
    #[serde(default)]
    client_secret: Option<String>,
    #[serde(default)]
    customer: Option<Value>,
    #[serde(default)]
    payment_method: Option<Value>,
    #[serde(default)]
    latest_charge: Option<Value>,
    #[serde(default)]
    last_payment_error: Option<ErrorBody>,
    #[serde(default)]
    next_action: Option<Value>,
}

impl Intent {
    fn decline(&self) -> Option<Decline> {
        self.last_payment_error
            .as_ref()
            .map(|e| Decline::classify(&e.code().unwrap_or_else(|| "payment_failed".to_owned())))
    }

    fn into_payment(self) -> Result<ProviderPayment, ProviderError> {
        let next_action = self.next_action.as_ref();
        let next = |path: &[&str]| next_action.and_then(|a| non_empty(str_at(a, path)));
        let bank_instructions = next(&[
            "display_bank_transfer_instructions",
            "hosted_instructions_url",
        ]);
        let (status, redirect_url) = match self.status.as_str() {
            "requires_payment_method" => match self.decline() {
                Some(decline) => (PaymentStatus::Failed { decline }, None),
                None => (PaymentStatus::RequiresAction, None),
            },
            "requires_confirmation" => (PaymentStatus::RequiresAction, None),
            "requires_action" => match bank_instructions {
                Some(url) => (PaymentStatus::Processing, Some(url)),
                None => (
                    PaymentStatus::RequiresAction,
                    next(&["redirect_to_url", "url"]),
                ),
            },
            "processing" | "requires_capture" => (PaymentStatus::Processing, None),
            "succeeded" => (PaymentStatus::Succeeded, None),
            "canceled" => (PaymentStatus::Canceled, None),
            other => {
                return Err(ProviderError::Malformed(format!(
                    "unknown payment intent status {other:?}"
                )));
            }
        };
        Ok(ProviderPayment {
            id: self.id,
            status,
            redirect_url,
            customer: id_of(self.customer.as_ref()),
            payment_method: id_of(self.payment_method.as_ref()),
            charge_id: id_of(self.latest_charge.as_ref()),
            client_secret: self.client_secret,
            amount: self
                .amount
                .zip(self.currency.map(|c| c.to_ascii_lowercase())),
        })
    }
}

/// The payment intent of an answer to creating, confirming or reading one.
pub fn parse_payment_intent(response: &HttpResponse) -> Result<ProviderPayment, ProviderError> {
    if response.is_success() {
        let intent: Intent = parse(&response.body).map_err(ProviderError::Malformed)?;
        return intent.into_payment();
    }
    let error = http_error(response)?;
    if response.status == 402
        && let Some(intent) = error.payment_intent.as_ref()
    {
        let intent: Intent = serde_json::from_value(intent.clone())
            .map_err(|e| ProviderError::Malformed(e.to_string()))?;
        return intent.into_payment();
    }
    Err(to_http_error(response.status, &error))
}

#[derive(Deserialize)]
struct Refund {
    id: String,
    amount: i64,
    currency: String,
    status: String,
    #[serde(default)]
    failure_reason: Option<String>,
}

/// The refund of an answer to creating or reading one.
pub fn parse_refund(response: &HttpResponse) -> Result<ProviderRefund, ProviderError> {
    if !response.is_success() {
        let error = http_error(response)?;
        return Err(to_http_error(response.status, &error));
    }
    let refund: Refund = parse(&response.body).map_err(ProviderError::Malformed)?;
    let status = match refund.status.as_str() {
        "pending" | "requires_action" => RefundStatus::Pending,
        "succeeded" => RefundStatus::Succeeded,
        "failed" => RefundStatus::Failed {
            reason: non_empty(refund.failure_reason.as_deref())
                .unwrap_or_else(|| "unknown".to_owned()),
        },
        "canceled" => RefundStatus::Canceled,
        other => {
            return Err(ProviderError::Malformed(format!(
                "unknown refund status {other:?}"
            )));
        }
    };
    Ok(ProviderRefund {
        id: refund.id,
        status,
        amount_minor: refund.amount,
        currency: refund.currency.to_ascii_lowercase(),
    })
}

/// The `Stripe-Signature` value for `body` signed with `secret` at
/// `timestamp` (for tests and the sandbox).
pub fn sign_webhook(secret: &str, body: &str, timestamp: i64) -> String {
    signature::sign(secret, body, timestamp)
}

#[derive(Deserialize)]
struct Event {
    id: String,
    #[serde(rename = "type")]
    kind: String,
    created: i64,
    data: EventData,
}

#[derive(Deserialize)]
struct EventData {
    object: Value,
}

/// The fields of an event's object that events use: a payment intent, a
/// charge or a dispute.
#[derive(Deserialize, Default)]
#[serde(default)]
struct EventObject {
    id: String,
    amount: i64,
    amount_refunded: i64,
    currency: String,
    status: String,
    payment_intent: Option<Value>,
    charge: Option<Value>,
    last_payment_error: Option<ErrorBody>,
    last_setup_error: Option<ErrorBody>,
}

/// Verifies a webhook delivery (`signature_header` is the
/// `Stripe-Signature` value, `None` when absent) at `now` (Unix seconds)
/// and reads its event.
pub fn verify_webhook(
    endpoint_secret: &str,
    signature_header: Option<&str>,
    body: &str,
    now: i64,
) -> Result<ProviderEvent, WebhookError> {
    signature::verify(endpoint_secret, signature_header, body, now)?;
    parse_event(body)
}

/// The event of a webhook body (already verified).
pub fn parse_event(body: &str) -> Result<ProviderEvent, WebhookError> {
    let event: Event = parse(body).map_err(WebhookError::Malformed)?;
    let object: EventObject = serde_json::from_value(event.data.object)
        .map_err(|e| WebhookError::Malformed(e.to_string()))?;
    let payment_of_charge = || {
        id_of(object.payment_intent.as_ref())
            .or_else(|| id_of(object.charge.as_ref()))
            .unwrap_or_else(|| object.id.clone())
    };
    let (kind, payment_id) = match event.kind.as_str() {
        "payment_intent.succeeded" => (EventKind::PaymentSucceeded, object.id.clone()),
        "payment_intent.processing" => (EventKind::PaymentPending, object.id.clone()),
        "payment_intent.payment_failed" => {
            let code = object
                .last_payment_error
                .as_ref()
                .and_then(ErrorBody::code)
                .unwrap_or_else(|| "payment_failed".to_owned());
            (
                EventKind::PaymentFailed {
                    decline: Decline::classify(&code),
                },
                object.id.clone(),
            )
        }
        "setup_intent.succeeded" => (EventKind::MethodSaved, object.id.clone()),
        "setup_intent.setup_failed" => {
            let code = object
                .last_setup_error
                .as_ref()
                .and_then(ErrorBody::code)
                .unwrap_or_else(|| "setup_failed".to_owned());
            (
                EventKind::PaymentFailed {
                    decline: Decline::classify(&code),
                },
                object.id.clone(),
            )
        }
        "charge.refunded" => (
            EventKind::PaymentRefunded {
                amount_minor: object.amount_refunded,
            },
            payment_of_charge(),
        ),
        "charge.dispute.created" => (EventKind::PaymentDisputed, payment_of_charge()),
        "charge.dispute.closed" => match object.status.as_str() {
            "won" | "warning_closed" => (EventKind::DisputeWon, payment_of_charge()),
            "lost" => (EventKind::DisputeLost, payment_of_charge()),
            _ => return Ok(ignored(event.id, event.kind, event.created)),
        },
        _ => return Ok(ignored(event.id, event.kind, event.created)),
    };
    Ok(ProviderEvent {
        id: event.id,
        payment_id,
        kind,
        amount_minor: object.amount,
        currency: object.currency.to_ascii_lowercase(),
        created: event.created,
    })
}

fn ignored(id: String, event_type: String, created: i64) -> ProviderEvent {
    ProviderEvent {
        id,
        payment_id: String::new(),
        kind: EventKind::Ignored { event_type },
        amount_minor: 0,
        currency: String::new(),
        created,
    }
}
