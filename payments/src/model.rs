//! The shapes every provider module speaks: HTTP exchanges as plain values,
//! the payment to create, what a provider says about a payment, a refund or
//! an event, declines and their classification, and amounts in minor units.
//!
//! Decisions:
//! - **Amounts** are `i64` minor units with a lowercase ISO 4217 code,
//!   never floats. Where a provider wants a decimal string (`PayPal`), it is
//!   written from the minor units by [`format_minor`] and read back by
//!   [`parse_minor`], with the ISO exponent of [`minor_exponent`].
//! - **Declines** are soft (a later retry may succeed) or hard (retrying is
//!   pointless and card networks penalise it). The table [`DECLINE_CODES`]
//!   lists the known codes; **an unknown code counts as soft**: calling a
//!   retryable decline hard would end a buyer's instalment plan for good,
//!   while calling a hard one soft costs at most the few retries the dunning
//!   schedule allows. A code missing from the table is therefore the cheaper
//!   mistake, and the table lists every hard code we know of.
//! - **Events** carry the provider's event id, so the edge can drop
//!   duplicates (providers deliver at least once). Event types we do not
//!   act on come back as [`EventKind::Ignored`], so the edge acknowledges
//!   them instead of making the provider retry.

use serde::{Deserialize, Serialize};

/// A request for the edge to send as it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HttpRequest {
    pub method: String,
    pub url: String,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl HttpRequest {
    /// The value of the header `name` (compared without regard to case).
    pub fn header(&self, name: &str) -> Option<&str> {
        header(&self.headers, name)
    }
}

/// The value of the header `name` in `headers`, compared without regard to
/// case, as HTTP header names are.
pub fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

/// What the provider answered: the status code and the body as text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HttpResponse {
    pub status: u16,
    pub body: String,
}

impl HttpResponse {
    /// Whether the status is 2xx.
    pub fn is_success(&self) -> bool {
        (200..300).contains(&self.status)
    }
}

/// How the buyer pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentMethodKind {
    Card,
    Sepa,
    BankWire,
    Paypal,
    /// A bank redirect (the Netherlands), paid once in the bank's flow.
    Ideal,
    /// Przelewy24, a bank redirect (Poland), paid once.
    P24,
    /// Klarna's pay later or pay now, in Klarna's own flow, paid once here.
    Klarna,
    /// TWINT, the Swiss app, paid once in its flow.
    Twint,
}

impl PaymentMethodKind {
    pub const ALL: [PaymentMethodKind; 8] = [
        PaymentMethodKind::Card,
        PaymentMethodKind::Sepa,
        PaymentMethodKind::BankWire,
        PaymentMethodKind::Paypal,
        PaymentMethodKind::Ideal,
        PaymentMethodKind::P24,
        PaymentMethodKind::Klarna,
        PaymentMethodKind::Twint,
    ];

    /// Paid once in the provider's own flow (a redirect to the bank or app
    /// and back), never saved for a later charge.
    pub fn redirects(self) -> bool {
        matches!(
            self,
            PaymentMethodKind::Ideal
                | PaymentMethodKind::P24
                | PaymentMethodKind::Klarna
                | PaymentMethodKind::Twint
        )
    }

    /// The wire spelling.
    pub fn name(self) -> &'static str {
        match self {
            PaymentMethodKind::Card => "card",
            PaymentMethodKind::Sepa => "sepa",
            PaymentMethodKind::BankWire => "bank_wire",
            PaymentMethodKind::Paypal => "paypal",
            PaymentMethodKind::Ideal => "ideal",
            PaymentMethodKind::P24 => "p24",
            PaymentMethodKind::Klarna => "klarna",
            PaymentMethodKind::Twint => "twint",
        }
    }
}

/// A payment to create at a provider.
///
/// `off_session_customer` and `off_session_method` decide the kind of
/// payment, see [`Session`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreatePayment {
    /// Our order token, stored with the payment at the provider.
    pub reference: String,
    pub amount_minor: i64,
    /// Lowercase ISO 4217 code.
    pub currency: String,
    pub description: String,
    /// Where the provider sends the buyer after paying or authenticating.
    pub return_url: String,
    /// Where the provider sends a buyer who gave up (`PayPal`).
    pub cancel_url: String,
    pub customer_email: String,
    pub method: PaymentMethodKind,
    /// Makes a retried request create no second payment.
    pub idempotency_key: String,
    #[serde(default)]
    pub off_session_customer: Option<String>,
    #[serde(default)]
    pub off_session_method: Option<String>,
}

/// A payment method to save for later charges, nothing charged now (a free
/// trial's checkout): Stripe's `SetupIntent` with the customer it is saved
/// with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreateSetup {
    /// Our order token, stored with the setup at the provider.
    pub reference: String,
    /// The provider's customer the method is saved with.
    pub customer: String,
    pub method: PaymentMethodKind,
    pub description: String,
    /// Makes a retried request create no second setup.
    pub idempotency_key: String,
}

/// Who is present and what is saved, as [`CreatePayment::session`] reads it
/// from `off_session_customer` and `off_session_method` (blank counts as
/// absent).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Session<'a> {
    /// Neither: a one-off payment the buyer completes on our page or at the
    /// provider.
    OneOff,
    /// A customer only: the buyer pays now and the method is saved with
    /// that customer for later rates of an instalment plan or a
    /// subscription (it comes back in [`ProviderPayment::payment_method`]).
    Save { customer: &'a str },
    /// Both: a later rate charged without the buyer on the saved method.
    OffSession { customer: &'a str, method: &'a str },
    /// A method only: the buyer is present and the browser has just made
    /// the method (Stripe.js); the provider confirms it at once and may
    /// send the buyer to `return_url` (3-D Secure). Providers without such
    /// methods treat it as [`Session::OneOff`].
    Confirm { method: &'a str },
}

impl CreatePayment {
    pub fn session(&self) -> Session<'_> {
        match (
            non_blank(self.off_session_customer.as_deref()),
            non_blank(self.off_session_method.as_deref()),
        ) {
            (None, None) => Session::OneOff,
            (Some(customer), None) => Session::Save { customer },
            (Some(customer), Some(method)) => Session::OffSession { customer, method },
            (None, Some(method)) => Session::Confirm { method },
        }
    }
}

fn non_blank(value: Option<&str>) -> Option<&str> {
    value.filter(|v| !v.trim().is_empty())
}

/// Whether a decline may go away by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeclineKind {
    /// A later retry may succeed (funds arrive, the issuer recovers).
    Soft,
    /// Retrying is pointless: the card or account itself is unusable.
    Hard,
}

/// A refused payment: the provider's reason and whether to retry.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decline {
    pub kind: DeclineKind,
    pub code: String,
}

impl Decline {
    /// A decline with the kind [`DECLINE_CODES`] gives `code` (soft when
    /// the code is unknown). The code is kept as the provider wrote it,
    /// trimmed and lowercased.
    pub fn classify(code: &str) -> Decline {
        let code = code.trim().to_ascii_lowercase();
        Decline {
            kind: decline_kind(&code),
            code,
        }
    }
}

/// The known decline codes (Stripe's decline codes and card error codes,
/// its SEPA Direct Debit failure codes, and the codes our sandbox and the
/// `PayPal` module map processor responses to) with their kind. Codes not
/// listed are soft (see the module's decisions).
pub const DECLINE_CODES: &[(&str, DeclineKind)] = &[
    // Retry may succeed: money, limits, the issuer's or our side's hiccups.
    ("insufficient_funds", DeclineKind::Soft),
    ("processing_error", DeclineKind::Soft),
    ("try_again_later", DeclineKind::Soft),
    ("do_not_honor", DeclineKind::Soft),
    ("issuer_not_available", DeclineKind::Soft),
    ("reenter_transaction", DeclineKind::Soft),
    ("card_velocity_exceeded", DeclineKind::Soft),
    ("withdrawal_count_limit_exceeded", DeclineKind::Soft),
    ("approve_with_id", DeclineKind::Soft),
    ("call_issuer", DeclineKind::Soft),
    ("no_action_taken", DeclineKind::Soft),
    ("duplicate_transaction", DeclineKind::Soft),
    // The buyer can pass it on our page (3-D Secure, a PIN), so an
    // on-session retry succeeds even if an off-session one does not.
    ("authentication_required", DeclineKind::Soft),
    ("authentication_failed", DeclineKind::Soft),
    ("offline_pin_required", DeclineKind::Soft),
    ("online_or_offline_pin_required", DeclineKind::Soft),
    // The card or account is unusable, or the issuer said never again.
    ("generic_decline", DeclineKind::Hard),
    ("stolen_card", DeclineKind::Hard),
    ("lost_card", DeclineKind::Hard),
    ("pickup_card", DeclineKind::Hard),
    ("expired_card", DeclineKind::Hard),
    ("incorrect_number", DeclineKind::Hard),
    ("invalid_number", DeclineKind::Hard),
    ("incorrect_cvc", DeclineKind::Hard),
    ("invalid_cvc", DeclineKind::Hard),
    ("incorrect_zip", DeclineKind::Hard),
    ("incorrect_pin", DeclineKind::Hard),
    ("invalid_pin", DeclineKind::Hard),
    ("pin_try_exceeded", DeclineKind::Hard),
    ("invalid_expiry_month", DeclineKind::Hard),
    ("invalid_expiry_year", DeclineKind::Hard),
    ("invalid_account", DeclineKind::Hard),
    ("invalid_amount", DeclineKind::Hard),
    ("fraudulent", DeclineKind::Hard),
    ("merchant_blacklist", DeclineKind::Hard),
    ("card_not_supported", DeclineKind::Hard),
    ("currency_not_supported", DeclineKind::Hard),
    ("restricted_card", DeclineKind::Hard),
    ("security_violation", DeclineKind::Hard),
    ("service_not_allowed", DeclineKind::Hard),
    ("transaction_not_allowed", DeclineKind::Hard),
    ("not_permitted", DeclineKind::Hard),
    ("do_not_try_again", DeclineKind::Hard),
    ("new_account_information_available", DeclineKind::Hard),
    ("revocation_of_authorization", DeclineKind::Hard),
    ("revocation_of_all_authorizations", DeclineKind::Hard),
    ("stop_payment_order", DeclineKind::Hard),
    ("testmode_decline", DeclineKind::Hard),
    // SEPA Direct Debit: the account or the mandate is gone.
    ("account_closed", DeclineKind::Hard),
    ("no_account", DeclineKind::Hard),
    ("account_frozen", DeclineKind::Hard),
    ("bank_account_restricted", DeclineKind::Hard),
    ("debit_not_authorized", DeclineKind::Hard),
    ("invalid_account_number", DeclineKind::Hard),
    ("branch_does_not_exist", DeclineKind::Hard),
    // Nothing to charge: no method was saved, or the saved one is gone
    // (detached, deleted with its customer). Trying again cannot help.
    ("no_payment_method", DeclineKind::Hard),
];

/// The kind of a (lowercase) decline code; unknown codes are soft.
pub fn decline_kind(code: &str) -> DeclineKind {
    DECLINE_CODES
        .iter()
        .find(|(c, _)| *c == code)
        .map_or(DeclineKind::Soft, |&(_, kind)| kind)
}

/// Where a payment stands at the provider.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum PaymentStatus {
    /// The buyer has to do something: choose or confirm a method,
    /// authenticate (3-D Secure), approve at `PayPal`. The redirect URL, when
    /// there is one, says where.
    RequiresAction,
    /// Under way without the buyer: a SEPA debit or bank wire that has not
    /// settled, a capture under review, an approved order to capture.
    Processing,
    Succeeded,
    Failed {
        decline: Decline,
    },
    Canceled,
}

/// What a provider says about a payment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProviderPayment {
    /// The provider's id: Stripe's payment intent, `PayPal`'s order.
    pub id: String,
    pub status: PaymentStatus,
    /// Where to send the buyer (3-D Secure, `PayPal` approval, bank-wire
    /// instructions).
    pub redirect_url: Option<String>,
    /// The provider's customer the method is saved with.
    pub customer: Option<String>,
    /// The saved method (Stripe's payment method, `PayPal`'s vault token)
    /// for later rates.
    pub payment_method: Option<String>,
    /// The money movement behind the payment, when the provider names it
    /// apart: Stripe's latest charge, `PayPal`'s capture (which refunds and
    /// `PayPal`'s refund and dispute events name).
    pub charge_id: Option<String>,
    /// The secret the browser confirms a Stripe payment intent with
    /// (Stripe.js); never stored or logged.
    pub client_secret: Option<String>,
    /// The amount the provider names for the payment (Stripe's intent
    /// amount, `PayPal`'s capture amount) and its lower-case currency, for
    /// comparing with what was due; `None` when the answer names none.
    pub amount: Option<(i64, String)>,
}

impl ProviderPayment {
    /// A payment with `id` and `status` and nothing else known.
    pub fn new(id: impl Into<String>, status: PaymentStatus) -> ProviderPayment {
        ProviderPayment {
            id: id.into(),
            status,
            redirect_url: None,
            customer: None,
            payment_method: None,
            charge_id: None,
            client_secret: None,
            amount: None,
        }
    }
}

/// Where a refund stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum RefundStatus {
    Pending,
    Succeeded,
    Failed { reason: String },
    Canceled,
}

/// What a provider says about a refund.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProviderRefund {
    pub id: String,
    pub status: RefundStatus,
    /// This refund's amount (not the total refunded so far).
    pub amount_minor: i64,
    pub currency: String,
}

/// What happened, as an event names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum EventKind {
    PaymentSucceeded,
    PaymentFailed {
        decline: Decline,
    },
    PaymentPending,
    /// `amount_minor` is the total refunded so far (providers send it with
    /// every refund), so a repeated or reordered event cannot refund twice.
    PaymentRefunded {
        amount_minor: i64,
    },
    PaymentDisputed,
    /// The dispute was decided for the seller (or withdrawn).
    DisputeWon,
    /// The dispute was decided for the buyer: the money is gone.
    DisputeLost,
    /// A payment method was saved for later charges (Stripe's `SetupIntent`
    /// succeeded, the sandbox's card saved); nothing was charged. The
    /// event's payment is the setup's id.
    MethodSaved,
    /// An event type Sellwerk does not act on; the edge acknowledges it.
    Ignored {
        event_type: String,
    },
}

/// An event from a provider's webhook, verified.
///
/// For [`EventKind::Ignored`] only `id`, `kind` and `created` are
/// meaningful; the rest may be empty or zero.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProviderEvent {
    /// The provider's event id, for dropping duplicates.
    pub id: String,
    /// The payment the event is about (see each provider module for which
    /// id that is).
    pub payment_id: String,
    pub kind: EventKind,
    /// The payment's amount; a dispute's: the disputed amount; a `PayPal`
    /// refund's: the refund's, as `PayPal`'s refund event does not name the
    /// payment's.
    pub amount_minor: i64,
    pub currency: String,
    /// When the provider made the event, Unix seconds.
    pub created: i64,
}

/// A provider answer that is not what was asked for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProviderError {
    /// A non-success status with the provider's error code and message.
    #[error("provider answered {status}: {code}: {message}")]
    Http {
        status: u16,
        code: String,
        message: String,
    },
    /// A body that is not the JSON the provider documents.
    #[error("malformed provider answer: {0}")]
    Malformed(String),
}

impl ProviderError {
    /// Whether the provider refused the credentials themselves (401: a key
    /// or client unknown, revoked or mistyped; 403: a restricted key without
    /// the permission), rather than failing or being unreachable.
    pub fn refuses_credentials(&self) -> bool {
        matches!(
            self,
            ProviderError::Http {
                status: 401 | 403,
                ..
            }
        )
    }

    /// The decline a 402 (Stripe's "request failed" for declined cards)
    /// stands for, classified.
    pub fn decline(&self) -> Option<Decline> {
        match self {
            ProviderError::Http {
                status: 402, code, ..
            } => Some(Decline::classify(code)),
            _ => None,
        }
    }

    /// For a charge with a saved method: the decline a refusal stands for
    /// when the method or its customer is gone (Stripe answers a detached
    /// or deleted one with `resource_missing`, a method that may not be
    /// used again with `payment_method_unexpected_state` or
    /// `payment_method_not_available`), as `no_payment_method` (hard); a
    /// card decline as [`ProviderError::decline`]; `None` for anything
    /// else (our fault or the provider's: the charge's answer is unknown).
    pub fn saved_method_decline(&self) -> Option<Decline> {
        match self {
            ProviderError::Http {
                status: 400 | 404,
                code,
                ..
            } if matches!(
                code.as_str(),
                "resource_missing"
                    | "payment_method_unexpected_state"
                    | "payment_method_not_available"
            ) =>
            {
                Some(Decline::classify("no_payment_method"))
            }
            _ => self.decline(),
        }
    }
}

/// Why a webhook delivery was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WebhookError {
    #[error("the webhook has no signature")]
    MissingSignature,
    #[error("the webhook signature does not match")]
    BadSignature,
    #[error("the webhook is too old or from the future")]
    Expired,
    #[error("malformed webhook: {0}")]
    Malformed(String),
    /// The provider asked to verify the delivery (`PayPal`) answered with an
    /// error, so it is neither verified nor refused: answer so that the
    /// provider delivers again later.
    #[error("the provider could not verify the webhook: {0}")]
    Provider(ProviderError),
}

/// ISO 4217 currencies whose minor unit is not the cent: zero-decimal and
/// three-decimal ones (the same exponents as `sellwerk-core`'s currency
/// table, checked by a test). Every other currency has two decimals.
const EXPONENTS: &[(&str, u32)] = &[
    ("bhd", 3),
    ("bif", 0),
    ("clp", 0),
    ("djf", 0),
    ("gnf", 0),
    ("iqd", 3),
    ("isk", 0),
    ("jod", 3),
    ("jpy", 0),
    ("kmf", 0),
    ("krw", 0),
    ("kwd", 3),
    ("lyd", 3),
    ("omr", 3),
    ("pyg", 0),
    ("rwf", 0),
    ("tnd", 3),
    ("ugx", 0),
    ("uyi", 0),
    ("vnd", 0),
    ("vuv", 0),
    ("xaf", 0),
    ("xof", 0),
    ("xpf", 0),
];

/// Digits after the decimal point of `currency` (case-insensitive): 0 for
/// JPY, 3 for BHD, 2 for EUR and every currency not listed.
pub fn minor_exponent(currency: &str) -> u32 {
    let code = currency.trim().to_ascii_lowercase();
    EXPONENTS
        .iter()
        .find(|(c, _)| *c == code)
        .map_or(2, |&(_, e)| e)
}

/// `amount_minor` as a decimal string with `exponent` digits after the
/// point: `(4900, 2)` is `"49.00"`, `(-5, 2)` is `"-0.05"`, `(4900, 0)` is
/// `"4900"`.
pub fn format_minor(amount_minor: i64, exponent: u32) -> String {
    let sign = if amount_minor < 0 { "-" } else { "" };
    let digits = amount_minor.unsigned_abs().to_string();
    let exponent = usize::try_from(exponent).unwrap_or(usize::MAX);
    if exponent == 0 {
        return format!("{sign}{digits}");
    }
    let padded = format!("{digits:0>width$}", width = exponent.saturating_add(1));
    let split = padded.len().saturating_sub(exponent);
    let (whole, fraction) = padded.split_at_checked(split).unwrap_or((&padded, ""));
    format!("{sign}{whole}.{fraction}")
}

/// The minor units of a decimal string with at most `exponent` digits after
/// the point (`"49.9"` with 2 is 4990, `"49"` is 4900). `None` for anything
/// else: more digits than the currency has, signs other than a leading
/// `-`, blanks, exponents, or an amount beyond `i64`.
pub fn parse_minor(text: &str, exponent: u32) -> Option<i64> {
    let (negative, unsigned) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !all_digits(whole) || !all_digits(fraction) {
        return None;
    }
    if unsigned.contains('.') && fraction.is_empty() {
        return None;
    }
    let places = u32::try_from(fraction.len()).ok()?;
    if places > exponent {
        return None;
    }
    // Accumulated wider than `i64`, so `i64::MIN` (whose magnitude `i64`
    // cannot hold) reads too.
    let mut value: i128 = 0;
    for b in whole.bytes().chain(fraction.bytes()) {
        value = value
            .checked_mul(10)?
            .checked_add(i128::from(b.wrapping_sub(b'0')))?;
    }
    value = value.checked_mul(10_i128.checked_pow(exponent - places)?)?;
    i64::try_from(if negative { -value } else { value }).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declines_are_classified_by_the_table_and_unknown_ones_are_soft() {
        let cases = [
            ("insufficient_funds", DeclineKind::Soft),
            ("processing_error", DeclineKind::Soft),
            ("try_again_later", DeclineKind::Soft),
            ("do_not_honor", DeclineKind::Soft),
            ("stolen_card", DeclineKind::Hard),
            ("lost_card", DeclineKind::Hard),
            ("expired_card", DeclineKind::Hard),
            ("incorrect_number", DeclineKind::Hard),
            ("fraudulent", DeclineKind::Hard),
            ("card_not_supported", DeclineKind::Hard),
            ("pickup_card", DeclineKind::Hard),
            ("generic_decline", DeclineKind::Hard),
            ("  Stolen_Card ", DeclineKind::Hard),
            ("something_new", DeclineKind::Soft),
            ("", DeclineKind::Soft),
        ];
        for (code, kind) in cases {
            assert_eq!(Decline::classify(code).kind, kind, "{code}");
        }
        assert_eq!(Decline::classify(" Stolen_Card ").code, "stolen_card");
    }

    #[test]
    fn the_decline_table_names_each_code_once_in_lowercase() {
        for (i, (code, _)) in DECLINE_CODES.iter().enumerate() {
            assert_eq!(*code, code.to_ascii_lowercase());
            assert!(
                DECLINE_CODES.iter().skip(i + 1).all(|(c, _)| c != code),
                "{code} twice"
            );
        }
    }

    #[test]
    fn minor_units_are_written_as_decimals() {
        let cases = [
            (4900, 2, "49.00"),
            (4999, 2, "49.99"),
            (5, 2, "0.05"),
            (0, 2, "0.00"),
            (-5, 2, "-0.05"),
            (-12345, 2, "-123.45"),
            (4900, 0, "4900"),
            (-7, 0, "-7"),
            (1234, 3, "1.234"),
            (1, 3, "0.001"),
            (i64::MIN, 2, "-92233720368547758.08"),
        ];
        for (minor, exponent, text) in cases {
            assert_eq!(format_minor(minor, exponent), text);
            assert_eq!(parse_minor(text, exponent), Some(minor), "{text}");
        }
    }

    #[test]
    fn decimals_are_read_as_minor_units() {
        let cases = [
            ("49", 2, Some(4900)),
            ("49.9", 2, Some(4990)),
            ("0.05", 2, Some(5)),
            ("49.999", 2, None),
            ("4900", 0, Some(4900)),
            ("4900.0", 0, None),
            ("", 2, None),
            ("-", 2, None),
            (".5", 2, None),
            ("5.", 2, None),
            ("+5", 2, None),
            ("1e3", 2, None),
            (" 5", 2, None),
            ("5.0.0", 2, None),
            ("92233720368547758.08", 2, None),
            ("92233720368547758.07", 2, Some(i64::MAX)),
        ];
        for (text, exponent, minor) in cases {
            assert_eq!(parse_minor(text, exponent), minor, "{text}");
        }
    }

    #[test]
    fn exponents_agree_with_cores_currency_table() {
        for currency in sellwerk_core::currency::Currency::all() {
            assert_eq!(
                minor_exponent(currency.code()),
                currency.minor_units(),
                "{}",
                currency.code()
            );
        }
        assert_eq!(minor_exponent("JPY"), 0);
        assert_eq!(minor_exponent("xyz"), 2);
    }

    #[test]
    fn the_session_follows_customer_and_method() {
        let mut p = CreatePayment {
            reference: "ord_1".into(),
            amount_minor: 100,
            currency: "eur".into(),
            description: String::new(),
            return_url: String::new(),
            cancel_url: String::new(),
            customer_email: String::new(),
            method: PaymentMethodKind::Card,
            idempotency_key: "k".into(),
            off_session_customer: None,
            off_session_method: None,
        };
        assert_eq!(p.session(), Session::OneOff);
        p.off_session_customer = Some("cus_1".into());
        assert_eq!(p.session(), Session::Save { customer: "cus_1" });
        p.off_session_method = Some("pm_1".into());
        assert_eq!(
            p.session(),
            Session::OffSession {
                customer: "cus_1",
                method: "pm_1"
            }
        );
        p.off_session_customer = Some(" ".into());
        assert_eq!(p.session(), Session::Confirm { method: "pm_1" });
        p.off_session_method = Some(String::new());
        assert_eq!(p.session(), Session::OneOff);
    }
}
