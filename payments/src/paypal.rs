//! `PayPal`: OAuth client credentials, Orders v2 (create, capture), refunds of
//! captures, and webhooks verified the `PayPal` way (by asking `PayPal`).
//!
//! Every call names a base URL ([`LIVE_BASE_URL`] or [`SANDBOX_BASE_URL`]),
//! so a seller's sandbox credentials talk to `PayPal`'s sandbox. Requests that
//! create something carry `PayPal-Request-Id` (`PayPal`'s idempotency key) and
//! `Prefer: return=representation`, so the answer holds the whole object.
//!
//! Decisions:
//! - **Amounts** are decimal strings written from minor units
//!   ([`amount_value`]): two decimals for EUR, none for JPY. HUF and TWD have
//!   two decimals in ISO 4217 but `PayPal` accepts only whole units: a whole
//!   amount is written without decimals, any other is sent as it is and
//!   `PayPal` refuses it (`DECIMAL_PRECISION`) rather than us rounding a price.
//! - **The order** carries our reference as `reference_id` and `custom_id`
//!   (which `PayPal` copies to captures and refunds), the description cut to
//!   `PayPal`'s 127 characters, and a `paypal` payment source with the return
//!   and cancel URLs (`NO_SHIPPING`, `PAY_NOW`). Its `payer-action` (or,
//!   on orders made without a payment source, `approve`) link is the
//!   redirect.
//! - **Sessions** ([`Session`]): saving asks `PayPal` to vault the method on
//!   success (merchant-initiated use); `PayPal` makes its own customer and
//!   names it in the answer with the vault token, so the customer we name is
//!   not sent. A later rate pays with the vault token (`vault_id`); a method
//!   without a customer is a one-off payment.
//! - **Statuses**: an order `CREATED`, `SAVED` or `PAYER_ACTION_REQUIRED`
//!   requires the buyer; `APPROVED` is `processing` (ours to capture);
//!   `VOIDED` canceled; `COMPLETED` is what its first capture says
//!   (`COMPLETED`, `REFUNDED` and `PARTIALLY_REFUNDED` succeeded, `PENDING`
//!   processing, `DECLINED` and `FAILED` failed).
//! - **Declines** of a capture are the processor response code mapped to
//!   the shared decline vocabulary ([`PROCESSOR_CODES`]); an unmapped code
//!   becomes `processor_<code>` and a decline without one `declined` (both
//!   soft, as unknown codes are).
//! - **Payment ids**: a payment is `PayPal`'s order; its capture is
//!   [`ProviderPayment::charge_id`], which refunds name. Events name the
//!   order when they carry it (captures do, in `supplementary_data`), else
//!   the capture (refunds, through their `up` link; disputes, as the
//!   seller's transaction id).
//! - **Disputes** resolved for the seller, denied, cancelled by the buyer
//!   or paid out by `PayPal` are won; for the buyer or accepted by the seller
//!   lost; any other outcome is ignored.
//! - **A verification that errs** (`PayPal` answers non-2xx) is
//!   [`WebhookError::Provider`]: not refused, to be delivered again.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::form;
use crate::json::{non_empty, parse, quote, str_at};
use crate::model::{
    CreatePayment, Decline, EventKind, HttpRequest, HttpResponse, PaymentStatus, ProviderError,
    ProviderEvent, ProviderPayment, ProviderRefund, RefundStatus, Session, WebhookError,
    format_minor, header, minor_exponent, parse_minor,
};

pub const LIVE_BASE_URL: &str = "https://api-m.paypal.com";
pub const SANDBOX_BASE_URL: &str = "https://api-m.sandbox.paypal.com";

/// `PayPal`'s limit on a purchase unit's description, in characters.
pub const DESCRIPTION_LIMIT: usize = 127;

/// The headers `PayPal` signs a webhook delivery with, all needed to verify.
pub const TRANSMISSION_ID: &str = "PAYPAL-TRANSMISSION-ID";
pub const TRANSMISSION_TIME: &str = "PAYPAL-TRANSMISSION-TIME";
pub const TRANSMISSION_SIG: &str = "PAYPAL-TRANSMISSION-SIG";
pub const CERT_URL: &str = "PAYPAL-CERT-URL";
pub const AUTH_ALGO: &str = "PAYPAL-AUTH-ALGO";

/// Processor response codes of declined card captures, as `PayPal` documents
/// them, with the shared decline code each stands for.
pub const PROCESSOR_CODES: &[(&str, &str)] = &[
    ("0500", "do_not_honor"),
    ("0580", "transaction_not_allowed"),
    ("1330", "invalid_account"),
    ("5100", "generic_decline"),
    ("5110", "incorrect_cvc"),
    ("5120", "insufficient_funds"),
    ("5180", "restricted_card"),
    ("5400", "expired_card"),
    ("5650", "authentication_required"),
    ("9500", "fraudulent"),
    ("9520", "lost_card"),
];

/// The decline a processor response code stands for.
pub fn processor_decline(response_code: Option<&str>) -> Decline {
    let Some(code) = response_code.map(str::trim).filter(|c| !c.is_empty()) else {
        return Decline::classify("declined");
    };
    PROCESSOR_CODES
        .iter()
        .find(|(c, _)| c.eq_ignore_ascii_case(code))
        .map_or_else(
            || Decline::classify(&format!("processor_{code}")),
            |(_, shared)| Decline::classify(shared),
        )
}

/// The `value` `PayPal` takes for `amount_minor` of `currency`.
pub fn amount_value(amount_minor: i64, currency: &str) -> String {
    let exponent = minor_exponent(currency);
    let whole_only = matches!(currency.trim().to_ascii_lowercase().as_str(), "huf" | "twd");
    let unit = 10_i64.pow(exponent);
    if whole_only && amount_minor % unit == 0 {
        return format_minor(amount_minor / unit, 0);
    }
    format_minor(amount_minor, exponent)
}

/// The minor units of a `PayPal` `value` in `currency` (a whole HUF or TWD
/// amount reads as it should, with ISO's two decimals).
pub fn amount_minor(value: &str, currency: &str) -> Option<i64> {
    parse_minor(value.trim(), minor_exponent(currency))
}

fn base(base_url: &str) -> &str {
    base_url.trim_end_matches('/')
}

fn json_headers(access_token: &str, request_id: Option<&str>) -> Vec<(String, String)> {
    let mut headers = vec![
        ("Authorization".to_owned(), format!("Bearer {access_token}")),
        ("Content-Type".to_owned(), "application/json".to_owned()),
        ("Prefer".to_owned(), "return=representation".to_owned()),
    ];
    if let Some(id) = request_id {
        headers.push(("PayPal-Request-Id".to_owned(), id.to_owned()));
    }
    headers
}

/// Asks for an access token with the seller's client credentials.
pub fn token_request(client_id: &str, client_secret: &str, base_url: &str) -> HttpRequest {
    let credentials = STANDARD.encode(format!("{client_id}:{client_secret}"));
    HttpRequest {
        method: "POST".to_owned(),
        url: format!("{}/v1/oauth2/token", base(base_url)),
        headers: vec![
            ("Authorization".to_owned(), format!("Basic {credentials}")),
            (
                "Content-Type".to_owned(),
                "application/x-www-form-urlencoded".to_owned(),
            ),
            ("Accept".to_owned(), "application/json".to_owned()),
        ],
        body: form::encode(&[("grant_type", "client_credentials")]),
    }
}

/// An access token and how many seconds it lives.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct AccessToken {
    pub access_token: String,
    pub expires_in: i64,
}

/// `PayPal`'s two error shapes: the REST one (`name`, `message`, `details`)
/// and OAuth's (`error`, `error_description`).
#[derive(Deserialize, Default)]
#[serde(default)]
struct ErrorBody {
    name: Option<String>,
    message: Option<String>,
    details: Vec<ErrorDetail>,
    error: Option<String>,
    error_description: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct ErrorDetail {
    issue: Option<String>,
    description: Option<String>,
}

fn http_error(response: &HttpResponse) -> ProviderError {
    let error: ErrorBody = match parse(&response.body) {
        Ok(error) => error,
        Err(e) => {
            return ProviderError::Malformed(format!("status {}: {e}", response.status));
        }
    };
    let detail = error.details.first();
    let code = non_empty(detail.and_then(|d| d.issue.as_deref()))
        .or_else(|| non_empty(error.name.as_deref()))
        .or_else(|| non_empty(error.error.as_deref()))
        .unwrap_or_else(|| format!("http_{}", response.status));
    let message = non_empty(detail.and_then(|d| d.description.as_deref()))
        .or_else(|| non_empty(error.message.as_deref()))
        .or_else(|| non_empty(error.error_description.as_deref()))
        .unwrap_or_default();
    ProviderError::Http {
        status: response.status,
        code,
        message,
    }
}

fn success_body<T: serde::de::DeserializeOwned>(
    response: &HttpResponse,
) -> Result<T, ProviderError> {
    if !response.is_success() {
        return Err(http_error(response));
    }
    parse(&response.body).map_err(ProviderError::Malformed)
}

/// The access token of an answer to [`token_request`].
pub fn parse_token(response: &HttpResponse) -> Result<AccessToken, ProviderError> {
    success_body(response)
}

/// Creates an order for the buyer to approve (or, with a vault token, to
/// pay at once).
pub fn create_order(base_url: &str, access_token: &str, payment: &CreatePayment) -> HttpRequest {
    let currency = payment.currency.trim().to_ascii_uppercase();
    let description: String = payment
        .description
        .chars()
        .take(DESCRIPTION_LIMIT)
        .collect();
    let mut unit = json!({
        "reference_id": payment.reference,
        "custom_id": payment.reference,
        "amount": {
            "currency_code": currency,
            "value": amount_value(payment.amount_minor, &payment.currency),
        },
    });
    if !description.is_empty()
        && let Some(unit) = unit.as_object_mut()
    {
        unit.insert("description".to_owned(), Value::String(description));
    }
    let experience = json!({
        "return_url": payment.return_url,
        "cancel_url": payment.cancel_url,
        "user_action": "PAY_NOW",
        "shipping_preference": "NO_SHIPPING",
    });
    let mut source = match payment.session() {
        Session::OffSession { method, .. } => json!({ "vault_id": method }),
        Session::Save { .. } => json!({
            "experience_context": experience,
            "attributes": {
                "vault": {
                    "store_in_vault": "ON_SUCCESS",
                    "usage_type": "MERCHANT",
                    "customer_type": "CONSUMER",
                },
            },
        }),
        Session::OneOff | Session::Confirm { .. } => json!({ "experience_context": experience }),
    };
    if !payment.customer_email.is_empty()
        && !matches!(payment.session(), Session::OffSession { .. })
        && let Some(source) = source.as_object_mut()
    {
        source.insert(
            "email_address".to_owned(),
            Value::String(payment.customer_email.clone()),
        );
    }
    let body = json!({
        "intent": "CAPTURE",
        "purchase_units": [unit],
        "payment_source": { "paypal": source },
    });
    HttpRequest {
        method: "POST".to_owned(),
        url: format!("{}/v2/checkout/orders", base(base_url)),
        headers: json_headers(access_token, Some(&payment.idempotency_key)),
        body: body.to_string(),
    }
}

#[derive(Deserialize)]
struct Order {
    id: String,
    status: String,
    #[serde(default)]
    links: Vec<Link>,
    #[serde(default)]
    payment_source: Option<Value>,
    #[serde(default)]
    purchase_units: Vec<PurchaseUnit>,
}

#[derive(Deserialize)]
struct Link {
    href: String,
    rel: String,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct PurchaseUnit {
    payments: Option<Payments>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Payments {
    captures: Vec<Capture>,
}

#[derive(Deserialize)]
struct Capture {
    id: String,
    status: String,
    #[serde(default)]
    amount: Option<Money>,
    #[serde(default)]
    processor_response: Option<ProcessorResponse>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct ProcessorResponse {
    response_code: Option<String>,
}

impl Capture {
    fn status(&self) -> Result<PaymentStatus, ProviderError> {
        Ok(match self.status.as_str() {
            "COMPLETED" | "REFUNDED" | "PARTIALLY_REFUNDED" => PaymentStatus::Succeeded,
            "PENDING" => PaymentStatus::Processing,
            "DECLINED" | "FAILED" => PaymentStatus::Failed {
                decline: processor_decline(
                    self.processor_response
                        .as_ref()
                        .and_then(|p| p.response_code.as_deref()),
                ),
            },
            other => {
                return Err(ProviderError::Malformed(format!(
                    "unknown capture status {other:?}"
                )));
            }
        })
    }
}

fn link(links: &[Link], rels: &[&str]) -> Option<String> {
    rels.iter()
        .find_map(|rel| links.iter().find(|l| l.rel == *rel))
        .and_then(|l| non_empty(Some(&l.href)))
}

impl Order {
    fn into_payment(self) -> Result<ProviderPayment, ProviderError> {
        let capture = self
            .purchase_units
            .iter()
            .filter_map(|u| u.payments.as_ref())
            .find_map(|p| p.captures.first());
        let (status, redirect_url) = match self.status.as_str() {
            "CREATED" | "SAVED" | "PAYER_ACTION_REQUIRED" => (
                PaymentStatus::RequiresAction,
                link(&self.links, &["payer-action", "approve"]),
            ),
            "APPROVED" => (PaymentStatus::Processing, None),
            "VOIDED" => (PaymentStatus::Canceled, None),
            "COMPLETED" => match capture {
                Some(capture) => (capture.status()?, None),
                None => (PaymentStatus::Succeeded, None),
            },
            other => {
                return Err(ProviderError::Malformed(format!(
                    "unknown order status {other:?}"
                )));
            }
        };
        let vault = self
            .payment_source
            .as_ref()
            .and_then(|s| s.get("paypal"))
            .and_then(|p| p.get("attributes"))
            .and_then(|a| a.get("vault"));
        Ok(ProviderPayment {
            status,
            redirect_url,
            customer: vault.and_then(|v| non_empty(str_at(v, &["customer", "id"]))),
            payment_method: vault.and_then(|v| non_empty(str_at(v, &["id"]))),
            charge_id: capture.map(|c| c.id.clone()),
            client_secret: None,
            amount: capture
                .and_then(|c| c.amount.as_ref())
                .and_then(|m| Some((m.minor()?, m.currency_code.to_ascii_lowercase()))),
            id: self.id,
        })
    }
}

/// The order of an answer to creating or reading one.
pub fn parse_order(response: &HttpResponse) -> Result<ProviderPayment, ProviderError> {
    success_body::<Order>(response)?.into_payment()
}

/// Captures an approved order.
pub fn capture_order(
    base_url: &str,
    access_token: &str,
    order_id: &str,
    idempotency_key: &str,
) -> HttpRequest {
    HttpRequest {
        method: "POST".to_owned(),
        url: format!(
            "{}/v2/checkout/orders/{}/capture",
            base(base_url),
            form::escape(order_id)
        ),
        headers: json_headers(access_token, Some(idempotency_key)),
        body: String::new(),
    }
}

/// The order of an answer to [`capture_order`], with its capture.
pub fn parse_capture(response: &HttpResponse) -> Result<ProviderPayment, ProviderError> {
    parse_order(response)
}

/// Refunds `amount_minor` of a capture.
pub fn refund_capture(
    base_url: &str,
    access_token: &str,
    capture_id: &str,
    amount_minor: i64,
    currency: &str,
    idempotency_key: &str,
) -> HttpRequest {
    let body = json!({
        "amount": {
            "value": amount_value(amount_minor, currency),
            "currency_code": currency.trim().to_ascii_uppercase(),
        },
    });
    HttpRequest {
        method: "POST".to_owned(),
        url: format!(
            "{}/v2/payments/captures/{}/refund",
            base(base_url),
            form::escape(capture_id)
        ),
        headers: json_headers(access_token, Some(idempotency_key)),
        body: body.to_string(),
    }
}

#[derive(Deserialize)]
struct Money {
    currency_code: String,
    value: String,
}

impl Money {
    fn minor(&self) -> Option<i64> {
        amount_minor(&self.value, &self.currency_code)
    }
}

#[derive(Deserialize)]
struct Refund {
    id: String,
    status: String,
    amount: Money,
    #[serde(default)]
    status_details: Option<StatusDetails>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct StatusDetails {
    reason: Option<String>,
}

/// The refund of an answer to [`refund_capture`].
pub fn parse_refund(response: &HttpResponse) -> Result<ProviderRefund, ProviderError> {
    let refund: Refund = success_body(response)?;
    let status = match refund.status.as_str() {
        "COMPLETED" => RefundStatus::Succeeded,
        "PENDING" => RefundStatus::Pending,
        "FAILED" => RefundStatus::Failed {
            reason: refund
                .status_details
                .and_then(|d| non_empty(d.reason.as_deref()))
                .unwrap_or_else(|| "unknown".to_owned()),
        },
        "CANCELLED" => RefundStatus::Canceled,
        other => {
            return Err(ProviderError::Malformed(format!(
                "unknown refund status {other:?}"
            )));
        }
    };
    let amount_minor = refund
        .amount
        .minor()
        .ok_or_else(|| ProviderError::Malformed(format!("amount {:?}", refund.amount.value)))?;
    Ok(ProviderRefund {
        id: refund.id,
        status,
        amount_minor,
        currency: refund.amount.currency_code.to_ascii_lowercase(),
    })
}

/// Asks `PayPal` whether a webhook delivery is genuine: the delivery's
/// headers (the five `PAYPAL-*` ones, names in any case) and its body,
/// which is sent back verbatim as `webhook_event`, since `PayPal` checks the
/// signature over the bytes it sent.
pub fn verify_request(
    base_url: &str,
    access_token: &str,
    webhook_id: &str,
    headers: &[(String, String)],
    body: &str,
) -> Result<HttpRequest, WebhookError> {
    let get = |name: &str| {
        header(headers, name)
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .ok_or(WebhookError::MissingSignature)
    };
    let auth_algo = get(AUTH_ALGO)?;
    let cert_url = get(CERT_URL)?;
    let transmission_id = get(TRANSMISSION_ID)?;
    let transmission_sig = get(TRANSMISSION_SIG)?;
    let transmission_time = get(TRANSMISSION_TIME)?;
    match serde_json::from_str::<Value>(body) {
        Ok(Value::Object(_)) => {}
        Ok(_) => return Err(WebhookError::Malformed("not a JSON object".to_owned())),
        Err(e) => return Err(WebhookError::Malformed(e.to_string())),
    }
    let body = format!(
        "{{\"auth_algo\":{},\"cert_url\":{},\"transmission_id\":{},\"transmission_sig\":{},\"transmission_time\":{},\"webhook_id\":{},\"webhook_event\":{}}}",
        quote(auth_algo),
        quote(cert_url),
        quote(transmission_id),
        quote(transmission_sig),
        quote(transmission_time),
        quote(webhook_id),
        body.trim(),
    );
    Ok(HttpRequest {
        method: "POST".to_owned(),
        url: format!(
            "{}/v1/notifications/verify-webhook-signature",
            base(base_url)
        ),
        headers: json_headers(access_token, None),
        body,
    })
}

#[derive(Deserialize)]
struct Verification {
    verification_status: String,
}

/// Whether `PayPal`'s answer to [`verify_request`] says the delivery is
/// genuine.
pub fn parse_verify(response: &HttpResponse) -> Result<(), WebhookError> {
    let verification: Verification = success_body(response).map_err(|e| match e {
        ProviderError::Malformed(m) if response.is_success() => WebhookError::Malformed(m),
        other => WebhookError::Provider(other),
    })?;
    if verification.verification_status == "SUCCESS" {
        Ok(())
    } else {
        Err(WebhookError::BadSignature)
    }
}

#[derive(Deserialize)]
struct Event {
    id: String,
    create_time: String,
    #[serde(rename = "event_type")]
    kind: String,
    resource: Value,
}

/// The fields of an event's resource that events use: a capture, a refund
/// or a dispute.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Resource {
    id: String,
    amount: Option<Money>,
    supplementary_data: Option<Value>,
    processor_response: Option<ProcessorResponse>,
    seller_payable_breakdown: Option<Value>,
    links: Vec<Link>,
    disputed_transactions: Vec<Value>,
    dispute_amount: Option<Money>,
    /// The outcome as the Disputes API names it, and as older events did.
    dispute_outcome: Option<Value>,
    outcome: Option<Value>,
}

/// The event of a webhook body (verified by `PayPal` first: see
/// [`verify_request`]).
pub fn parse_event(body: &str) -> Result<ProviderEvent, WebhookError> {
    let event: Event = parse(body).map_err(WebhookError::Malformed)?;
    let created = unix_seconds(&event.create_time)
        .ok_or_else(|| WebhookError::Malformed(format!("create_time {:?}", event.create_time)))?;
    let resource: Resource = serde_json::from_value(event.resource)
        .map_err(|e| WebhookError::Malformed(e.to_string()))?;
    let malformed = |what: &str| WebhookError::Malformed(format!("{} without {what}", event.kind));
    let order_id = resource
        .supplementary_data
        .as_ref()
        .and_then(|d| non_empty(str_at(d, &["related_ids", "order_id"])));
    let capture_of_refund = link(&resource.links, &["up"])
        .and_then(|href| href.rsplit('/').next().map(str::to_owned))
        .filter(|id| !id.is_empty());
    let money = |money: Option<&Money>| -> Result<(i64, String), WebhookError> {
        let money = money.ok_or_else(|| malformed("amount"))?;
        let minor = money.minor().ok_or_else(|| malformed("a valid amount"))?;
        Ok((minor, money.currency_code.to_ascii_lowercase()))
    };
    let (kind, payment_id, (amount_minor, currency)) = match event.kind.as_str() {
        "PAYMENT.CAPTURE.COMPLETED" => (
            EventKind::PaymentSucceeded,
            order_id.unwrap_or_else(|| resource.id.clone()),
            money(resource.amount.as_ref())?,
        ),
        "PAYMENT.CAPTURE.PENDING" => (
            EventKind::PaymentPending,
            order_id.unwrap_or_else(|| resource.id.clone()),
            money(resource.amount.as_ref())?,
        ),
        "PAYMENT.CAPTURE.DENIED" | "PAYMENT.CAPTURE.DECLINED" => (
            EventKind::PaymentFailed {
                decline: processor_decline(
                    resource
                        .processor_response
                        .as_ref()
                        .and_then(|p| p.response_code.as_deref()),
                ),
            },
            order_id.unwrap_or_else(|| resource.id.clone()),
            money(resource.amount.as_ref())?,
        ),
        "PAYMENT.CAPTURE.REFUNDED" => {
            let (amount, currency) = money(resource.amount.as_ref())?;
            let total = resource
                .seller_payable_breakdown
                .as_ref()
                .and_then(|b| b.get("total_refunded_amount"))
                .and_then(|t| serde_json::from_value::<Money>(t.clone()).ok())
                .and_then(|t| t.minor())
                .unwrap_or(amount);
            (
                EventKind::PaymentRefunded {
                    amount_minor: total,
                },
                order_id
                    .or(capture_of_refund)
                    .unwrap_or_else(|| resource.id.clone()),
                (amount, currency),
            )
        }
        "CUSTOMER.DISPUTE.CREATED" | "CUSTOMER.DISPUTE.RESOLVED" => {
            let transaction = resource
                .disputed_transactions
                .first()
                .and_then(|t| non_empty(str_at(t, &["seller_transaction_id"])))
                .ok_or_else(|| malformed("a disputed transaction"))?;
            let kind = if event.kind == "CUSTOMER.DISPUTE.CREATED" {
                EventKind::PaymentDisputed
            } else {
                let outcome = [&resource.dispute_outcome, &resource.outcome]
                    .into_iter()
                    .find_map(|o| o.as_ref().and_then(|o| str_at(o, &["outcome_code"])))
                    .unwrap_or_default();
                match outcome {
                    "RESOLVED_SELLER_FAVOUR"
                    | "DENIED"
                    | "CANCELED_BY_BUYER"
                    | "RESOLVED_WITH_PAYOUT" => EventKind::DisputeWon,
                    "RESOLVED_BUYER_FAVOUR" | "ACCEPTED" => EventKind::DisputeLost,
                    _ => return Ok(ignored(event.id, event.kind, created)),
                }
            };
            (kind, transaction, money(resource.dispute_amount.as_ref())?)
        }
        _ => return Ok(ignored(event.id, event.kind, created)),
    };
    Ok(ProviderEvent {
        id: event.id,
        payment_id,
        kind,
        amount_minor,
        currency,
        created,
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

/// Unix seconds of an RFC 3339 time (`2024-05-02T10:21:14Z`, with
/// optional fractions, which are dropped, and a `Z` or `±hh:mm` offset).
pub fn unix_seconds(text: &str) -> Option<i64> {
    let (date, time) = text.split_once(['T', 't'])?;
    let mut date_parts = date.split('-');
    let year = number(date_parts.next()?, 4)?;
    let month = number(date_parts.next()?, 2)?;
    let day = number(date_parts.next()?, 2)?;
    if date_parts.next().is_some() {
        return None;
    }
    let (clock, offset) = if let Some(clock) = time.strip_suffix(['Z', 'z']) {
        (clock, 0)
    } else {
        let at = time.rfind(['+', '-'])?;
        let (clock, offset) = time.split_at_checked(at)?;
        let sign = if offset.starts_with('-') { -1 } else { 1 };
        let (hours, minutes) = offset.get(1..)?.split_once(':')?;
        let (hours, minutes) = (number(hours, 2)?, number(minutes, 2)?);
        if hours > 23 || minutes > 59 {
            return None;
        }
        (clock, sign * (hours * 3600 + minutes * 60))
    };
    let clock = clock.split_once('.').map_or(clock, |(whole, fraction)| {
        if !fraction.is_empty() && fraction.bytes().all(|b| b.is_ascii_digit()) {
            whole
        } else {
            ""
        }
    });
    let mut clock_parts = clock.split(':');
    let hour = number(clock_parts.next()?, 2)?;
    let minute = number(clock_parts.next()?, 2)?;
    let second = number(clock_parts.next()?, 2)?;
    if clock_parts.next().is_some() || hour > 23 || minute > 59 || second > 60 {
        return None;
    }
    if !(1..=12).contains(&month) || day < 1 || day > days_in_month(year, month) {
        return None;
    }
    let days = days_from_civil(year, month, day);
    Some(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
}

/// A number of exactly `digits` ASCII digits.
fn number(text: &str, digits: usize) -> Option<i64> {
    if text.len() != digits || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's
/// `days_from_civil`).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month_index = if month > 2 { month - 3 } else { month + 9 };
    let day_of_year = (153 * month_index + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_written_as_paypal_takes_them() {
        let cases = [
            (4900, "eur", "49.00"),
            (5, "EUR", "0.05"),
            (4900, "jpy", "4900"),
            (199_000, "huf", "1990"),
            (199_050, "huf", "1990.50"),
            (12_300, "twd", "123"),
            (1234, "bhd", "1.234"),
        ];
        for (minor, currency, value) in cases {
            assert_eq!(amount_value(minor, currency), value, "{minor} {currency}");
            assert_eq!(amount_minor(value, currency), Some(minor), "{value}");
        }
        assert_eq!(amount_minor("49.001", "eur"), None);
        assert_eq!(amount_minor("49.5", "jpy"), None);
    }

    #[test]
    fn processor_codes_become_shared_declines() {
        use crate::model::DeclineKind::{Hard, Soft};
        let cases = [
            (Some("5120"), "insufficient_funds", Soft),
            (Some("5400"), "expired_card", Hard),
            (Some("9520"), "lost_card", Hard),
            (Some("0500"), "do_not_honor", Soft),
            (Some("1234"), "processor_1234", Soft),
            (Some(" "), "declined", Soft),
            (None, "declined", Soft),
        ];
        for (code, shared, kind) in cases {
            let decline = processor_decline(code);
            assert_eq!(
                (decline.code.as_str(), decline.kind),
                (shared, kind),
                "{code:?}"
            );
        }
    }

    #[test]
    fn rfc3339_times() {
        let cases = [
            ("1970-01-01T00:00:00Z", Some(0)),
            ("2024-05-02T10:21:14Z", Some(1_714_645_274)),
            ("2024-05-02T10:21:14.123Z", Some(1_714_645_274)),
            ("2024-05-02T12:21:14+02:00", Some(1_714_645_274)),
            ("2024-05-02T08:21:14-02:00", Some(1_714_645_274)),
            ("2024-02-29T00:00:00Z", Some(1_709_164_800)),
            ("1969-12-31T23:59:59Z", Some(-1)),
            ("2023-02-29T00:00:00Z", None),
            ("2024-13-01T00:00:00Z", None),
            ("2024-05-02 10:21:14Z", None),
            ("2024-05-02T10:21Z", None),
            ("2024-05-02T10:21:14", None),
            ("2024-05-02T10:21:14.Z", None),
            ("2024-05-02T25:00:00Z", None),
            ("", None),
            ("+", None),
        ];
        for (text, seconds) in cases {
            assert_eq!(unix_seconds(text), seconds, "{text}");
        }
    }
}
