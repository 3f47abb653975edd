//! The sandbox: Sellwerk's own test provider, for sellers trying their shop
//! and for our tests, with no outside service. The edge serves its hosted
//! card page and keeps its payments; this module holds the rules: what a
//! test card or IBAN leads to, and its signed webhooks.
//!
//! Decisions:
//! - **Cards** are read as digits after removing spaces (anything else
//!   left is an incorrect number). The test numbers of [`TEST_CARDS`]
//!   behave as listed; any other number of 12 to 19 digits that passes the
//!   Luhn check succeeds, everything else is `incorrect_number` (hard).
//! - **3-D Secure**: the challenge card asks the buyer to approve; approved
//!   it succeeds, refused it fails with `authentication_failed` (soft: the
//!   buyer may try again). Charged without the buyer (a later rate) it
//!   fails with `authentication_required` (soft), as a real issuer's
//!   challenge would.
//! - **Saving a card** (setup mode, a free trial's checkout): nothing is
//!   charged; a card that would succeed is saved, a declining one is
//!   declined as at payment, the challenge card asks for its challenge
//!   first ([`setup_outcome`]). [`CARD_CHARGES_FAIL`] is saved, but every
//!   charge of it is declined (`generic_decline`, hard), like the
//!   provider's card of that number.
//! - **SEPA**: the IBAN is checked (length and mod 97, spaces removed,
//!   case ignored); a bad one fails at once with `invalid_account` (hard).
//!   A good one stays `processing` until the edge settles it (a dev action
//!   or its own timer; nothing here knows the time): then it succeeds,
//!   unless the IBAN ends in `0000`, which fails with `insufficient_funds`
//!   (soft), like a returned debit.
//! - **Webhooks** are signed like Stripe's (`t=<ts>,v1=<hex HMAC-SHA256 of
//!   "t.body">`, 300 seconds either way) under [`SIGNATURE_HEADER`]. The
//!   event is flat JSON: `{"id", "type", "payment_id", "amount_minor",
//!   "currency", "created"}`, plus `"decline_code"` for `payment.failed`
//!   and `"refunded_minor"` (the total refunded so far) for
//!   `payment.refunded`. Types: `payment.succeeded`, `payment.failed`,
//!   `payment.pending`, `payment.refunded`, `payment.disputed`,
//!   `dispute.won`, `dispute.lost`, `setup.succeeded` (a method saved,
//!   `amount_minor` 0); any other is ignored.
//! - **One key per seller**: every sandbox payment belongs to a seller, and
//!   the sandbox signs that seller's events with the seller's own key,
//!   [`seller_secret`] (derived from the sandbox's secret and the seller
//!   id), delivered to that seller's endpoint, as a real provider signs
//!   each account's events with that account's secret. An event signed for
//!   one seller is refused at another's endpoint.

use serde::{Deserialize, Serialize};

use crate::json::parse;
use crate::model::{Decline, EventKind, PaymentStatus, ProviderEvent, WebhookError};
use crate::signature;

/// The header a sandbox webhook's signature comes in.
pub const SIGNATURE_HEADER: &str = "Sandbox-Signature";
/// How far a signature's timestamp may be from `now`, either way.
pub use crate::signature::TOLERANCE_SECONDS;

pub const CARD_SUCCEEDS: &str = "4242424242424242";
pub const CARD_GENERIC_DECLINE: &str = "4000000000000002";
pub const CARD_INSUFFICIENT_FUNDS: &str = "4000000000009995";
pub const CARD_CHALLENGE: &str = "4000000000003220";
pub const CARD_EXPIRED: &str = "4000000000000069";
/// Saved without trouble, declined whenever charged.
pub const CARD_CHARGES_FAIL: &str = "4000000000000341";

/// What a test card does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardOutcome {
    Succeeds,
    Declined(Decline),
    /// Asks for a 3-D Secure challenge; see [`challenge_outcome`].
    Challenge,
}

/// The test cards and what each does; the documentation of the sandbox
/// page lists these.
pub const TEST_CARDS: &[(&str, &str)] = &[
    (CARD_SUCCEEDS, "succeeds"),
    (CARD_GENERIC_DECLINE, "declined: generic_decline"),
    (CARD_INSUFFICIENT_FUNDS, "declined: insufficient_funds"),
    (
        CARD_CHALLENGE,
        "3-D Secure challenge, then succeeds if approved",
    ),
    (CARD_EXPIRED, "declined: expired_card"),
    (
        CARD_CHARGES_FAIL,
        "saved for later payments, then every charge declined: generic_decline",
    ),
];

/// What paying with the card `number` does.
pub fn card_outcome(number: &str) -> CardOutcome {
    let digits: String = number.chars().filter(|c| *c != ' ').collect();
    match digits.as_str() {
        CARD_SUCCEEDS => CardOutcome::Succeeds,
        CARD_GENERIC_DECLINE | CARD_CHARGES_FAIL => {
            CardOutcome::Declined(Decline::classify("generic_decline"))
        }
        CARD_INSUFFICIENT_FUNDS => CardOutcome::Declined(Decline::classify("insufficient_funds")),
        CARD_CHALLENGE => CardOutcome::Challenge,
        CARD_EXPIRED => CardOutcome::Declined(Decline::classify("expired_card")),
        other if luhn_valid(other) => CardOutcome::Succeeds,
        _ => CardOutcome::Declined(Decline::classify("incorrect_number")),
    }
}

impl CardOutcome {
    /// The payment's status after paying: with the buyer present a
    /// challenge waits for them, without it fails.
    pub fn status(&self, off_session: bool) -> PaymentStatus {
        match self {
            CardOutcome::Succeeds => PaymentStatus::Succeeded,
            CardOutcome::Declined(decline) => PaymentStatus::Failed {
                decline: decline.clone(),
            },
            CardOutcome::Challenge if off_session => PaymentStatus::Failed {
                decline: Decline::classify("authentication_required"),
            },
            CardOutcome::Challenge => PaymentStatus::RequiresAction,
        }
    }
}

/// What saving the card `number` for later charges does (nothing is
/// charged): as [`card_outcome`], except that [`CARD_CHARGES_FAIL`] is
/// saved.
pub fn setup_outcome(number: &str) -> CardOutcome {
    let digits: String = number.chars().filter(|c| *c != ' ').collect();
    if digits == CARD_CHARGES_FAIL {
        CardOutcome::Succeeds
    } else {
        card_outcome(&digits)
    }
}

/// The status after the buyer approved or refused the 3-D Secure challenge.
pub fn challenge_outcome(approved: bool) -> PaymentStatus {
    if approved {
        PaymentStatus::Succeeded
    } else {
        PaymentStatus::Failed {
            decline: Decline::classify("authentication_failed"),
        }
    }
}

/// Whether `digits` (12 to 19 ASCII digits) pass the Luhn check.
pub fn luhn_valid(digits: &str) -> bool {
    if !(12..=19).contains(&digits.len()) || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let sum: u32 = digits
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let d = u32::from(b - b'0');
            if i % 2 == 1 {
                let doubled = d * 2;
                if doubled > 9 { doubled - 9 } else { doubled }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

/// What a SEPA debit from an IBAN does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IbanOutcome {
    /// Processing, then succeeds when settled.
    Settles,
    /// Processing, then fails when settled.
    FailsLater(Decline),
    /// Fails at once.
    Invalid(Decline),
}

/// What a debit from `iban` does.
pub fn iban_outcome(iban: &str) -> IbanOutcome {
    let iban: String = iban
        .chars()
        .filter(|c| *c != ' ')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if !iban_valid(&iban) {
        return IbanOutcome::Invalid(Decline::classify("invalid_account"));
    }
    if iban.ends_with("0000") {
        IbanOutcome::FailsLater(Decline::classify("insufficient_funds"))
    } else {
        IbanOutcome::Settles
    }
}

impl IbanOutcome {
    /// The status when the debit is made.
    pub fn initial_status(&self) -> PaymentStatus {
        match self {
            IbanOutcome::Invalid(decline) => PaymentStatus::Failed {
                decline: decline.clone(),
            },
            IbanOutcome::Settles | IbanOutcome::FailsLater(_) => PaymentStatus::Processing,
        }
    }

    /// The status once the edge settles it.
    pub fn settled_status(&self) -> PaymentStatus {
        match self {
            IbanOutcome::Settles => PaymentStatus::Succeeded,
            IbanOutcome::FailsLater(decline) | IbanOutcome::Invalid(decline) => {
                PaymentStatus::Failed {
                    decline: decline.clone(),
                }
            }
        }
    }
}

/// An upper-case IBAN without spaces: two letters, two check digits, 11 to
/// 30 letters or digits, and mod 97 of the rearranged number is 1.
fn iban_valid(iban: &str) -> bool {
    let bytes = iban.as_bytes();
    let well_formed = (15..=34).contains(&bytes.len())
        && bytes.iter().take(2).all(u8::is_ascii_uppercase)
        && bytes.iter().skip(2).take(2).all(u8::is_ascii_digit)
        && bytes
            .iter()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
    if !well_formed {
        return false;
    }
    let rearranged = bytes.iter().skip(4).chain(bytes.iter().take(4));
    let remainder = rearranged.fold(0_u32, |acc, &b| {
        if b.is_ascii_digit() {
            (acc * 10 + u32::from(b - b'0')) % 97
        } else {
            (acc * 100 + u32::from(b - b'A') + 10) % 97
        }
    });
    remainder == 1
}

/// The key the sandbox signs seller `seller_id`'s events with: derived
/// from the sandbox's own secret, so only the sandbox (and the edge that
/// verifies) can make it.
pub fn seller_secret(sandbox_secret: &str, seller_id: i64) -> String {
    signature::derive(
        sandbox_secret,
        &format!("sandbox-webhook-seller:{seller_id}"),
    )
}

/// The signature header value for `body` signed with `secret` at
/// `timestamp`.
pub fn sign(secret: &str, body: &str, timestamp: i64) -> String {
    signature::sign(secret, body, timestamp)
}

/// Verifies a sandbox webhook delivery at `now` and reads its event.
pub fn verify_webhook(
    secret: &str,
    signature_header: Option<&str>,
    body: &str,
    now: i64,
) -> Result<ProviderEvent, WebhookError> {
    signature::verify(secret, signature_header, body, now)?;
    parse_event(body)
}

#[derive(Serialize, Deserialize)]
struct EventJson {
    id: String,
    #[serde(rename = "type")]
    kind: String,
    payment_id: String,
    amount_minor: i64,
    currency: String,
    created: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    decline_code: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    refunded_minor: Option<i64>,
}

/// The JSON body of a sandbox webhook for `event`.
pub fn event_json(event: &ProviderEvent) -> String {
    let mut decline_code = None;
    let mut refunded_minor = None;
    let kind = match &event.kind {
        EventKind::PaymentSucceeded => "payment.succeeded",
        EventKind::PaymentFailed { decline } => {
            decline_code = Some(decline.code.clone());
            "payment.failed"
        }
        EventKind::PaymentPending => "payment.pending",
        EventKind::PaymentRefunded { amount_minor } => {
            refunded_minor = Some(*amount_minor);
            "payment.refunded"
        }
        EventKind::PaymentDisputed => "payment.disputed",
        EventKind::DisputeWon => "dispute.won",
        EventKind::DisputeLost => "dispute.lost",
        EventKind::MethodSaved => "setup.succeeded",
        EventKind::Ignored { event_type } => event_type,
    };
    let json = EventJson {
        id: event.id.clone(),
        kind: kind.to_owned(),
        payment_id: event.payment_id.clone(),
        amount_minor: event.amount_minor,
        currency: event.currency.clone(),
        created: event.created,
        decline_code,
        refunded_minor,
    };
    serde_json::to_string(&json).unwrap_or_default()
}

/// The event of a sandbox webhook body.
pub fn parse_event(body: &str) -> Result<ProviderEvent, WebhookError> {
    let json: EventJson = parse(body).map_err(WebhookError::Malformed)?;
    let missing = |field: &str| WebhookError::Malformed(format!("{} without {field}", json.kind));
    let kind = match json.kind.as_str() {
        "payment.succeeded" => EventKind::PaymentSucceeded,
        "payment.failed" => EventKind::PaymentFailed {
            decline: Decline::classify(
                json.decline_code
                    .as_deref()
                    .ok_or_else(|| missing("decline_code"))?,
            ),
        },
        "payment.pending" => EventKind::PaymentPending,
        "payment.refunded" => EventKind::PaymentRefunded {
            amount_minor: json
                .refunded_minor
                .ok_or_else(|| missing("refunded_minor"))?,
        },
        "payment.disputed" => EventKind::PaymentDisputed,
        "dispute.won" => EventKind::DisputeWon,
        "dispute.lost" => EventKind::DisputeLost,
        "setup.succeeded" => EventKind::MethodSaved,
        other => EventKind::Ignored {
            event_type: other.to_owned(),
        },
    };
    Ok(ProviderEvent {
        id: json.id,
        payment_id: json.payment_id,
        kind,
        amount_minor: json.amount_minor,
        currency: json.currency,
        created: json.created,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::DeclineKind;

    fn declined(code: &str, kind: DeclineKind) -> CardOutcome {
        CardOutcome::Declined(Decline {
            kind,
            code: code.to_owned(),
        })
    }

    #[test]
    fn test_cards() {
        let cases = [
            ("4242424242424242", CardOutcome::Succeeds),
            ("4242 4242 4242 4242", CardOutcome::Succeeds),
            (
                "4000000000000002",
                declined("generic_decline", DeclineKind::Hard),
            ),
            (
                "4000000000009995",
                declined("insufficient_funds", DeclineKind::Soft),
            ),
            ("4000 0000 0000 3220", CardOutcome::Challenge),
            (
                "4000000000000069",
                declined("expired_card", DeclineKind::Hard),
            ),
            // Other Luhn-valid numbers succeed.
            ("5555555555554444", CardOutcome::Succeeds),
            ("378282246310005", CardOutcome::Succeeds),
            // Luhn fails, wrong length, other characters.
            (
                "4242424242424241",
                declined("incorrect_number", DeclineKind::Hard),
            ),
            ("0", declined("incorrect_number", DeclineKind::Hard)),
            ("", declined("incorrect_number", DeclineKind::Hard)),
            (
                "4242-4242-4242-4242",
                declined("incorrect_number", DeclineKind::Hard),
            ),
            (
                "42424242424242424242",
                declined("incorrect_number", DeclineKind::Hard),
            ),
            (
                "４２４２４２４２４２４２４２４２",
                declined("incorrect_number", DeclineKind::Hard),
            ),
        ];
        for (number, outcome) in cases {
            assert_eq!(card_outcome(number), outcome, "{number}");
        }
    }

    #[test]
    fn statuses_of_card_outcomes() {
        assert_eq!(
            card_outcome(CARD_SUCCEEDS).status(false),
            PaymentStatus::Succeeded
        );
        assert_eq!(
            card_outcome(CARD_CHALLENGE).status(false),
            PaymentStatus::RequiresAction
        );
        assert_eq!(
            card_outcome(CARD_CHALLENGE).status(true),
            PaymentStatus::Failed {
                decline: Decline {
                    kind: DeclineKind::Soft,
                    code: "authentication_required".into()
                }
            }
        );
        assert_eq!(challenge_outcome(true), PaymentStatus::Succeeded);
        assert_eq!(
            challenge_outcome(false),
            PaymentStatus::Failed {
                decline: Decline {
                    kind: DeclineKind::Soft,
                    code: "authentication_failed".into()
                }
            }
        );
        assert!(matches!(
            card_outcome(CARD_EXPIRED).status(false),
            PaymentStatus::Failed { decline } if decline.kind == DeclineKind::Hard
        ));
    }

    #[test]
    fn a_card_saved_for_later_is_checked_but_not_charged() {
        assert_eq!(setup_outcome(CARD_SUCCEEDS), CardOutcome::Succeeds);
        assert_eq!(setup_outcome(CARD_CHALLENGE), CardOutcome::Challenge);
        assert_eq!(
            setup_outcome(CARD_GENERIC_DECLINE),
            declined("generic_decline", DeclineKind::Hard)
        );
        // saved, and then declined (hard) whenever charged, also off-session
        assert_eq!(setup_outcome("4000 0000 0000 0341"), CardOutcome::Succeeds);
        assert_eq!(
            card_outcome(CARD_CHARGES_FAIL).status(true),
            PaymentStatus::Failed {
                decline: Decline {
                    kind: DeclineKind::Hard,
                    code: "generic_decline".into()
                }
            }
        );
    }

    #[test]
    fn sepa_outcomes() {
        let cases = [
            ("DE89370400440532013000", IbanOutcome::Settles),
            ("de89 3704 0044 0532 0130 00", IbanOutcome::Settles),
            ("DE02120300000000202051", IbanOutcome::Settles),
            ("AT611904300234573201", IbanOutcome::Settles),
            ("DE27100777770209299700", IbanOutcome::Settles),
            (
                "DE89370400440532013001",
                IbanOutcome::Invalid(Decline::classify("invalid_account")),
            ),
            (
                "",
                IbanOutcome::Invalid(Decline::classify("invalid_account")),
            ),
            (
                "DE1234",
                IbanOutcome::Invalid(Decline::classify("invalid_account")),
            ),
        ];
        for (iban, outcome) in cases {
            assert_eq!(iban_outcome(iban), outcome, "{iban}");
        }
        let failing = iban_outcome("DE94370400440532010000");
        assert_eq!(
            failing,
            IbanOutcome::FailsLater(Decline::classify("insufficient_funds"))
        );
        assert_eq!(failing.initial_status(), PaymentStatus::Processing);
        assert!(matches!(
            failing.settled_status(),
            PaymentStatus::Failed { .. }
        ));
        assert_eq!(
            IbanOutcome::Settles.settled_status(),
            PaymentStatus::Succeeded
        );
    }

    #[test]
    fn events_round_trip_through_json() {
        let kinds = [
            EventKind::PaymentSucceeded,
            EventKind::PaymentFailed {
                decline: Decline::classify("insufficient_funds"),
            },
            EventKind::PaymentPending,
            EventKind::PaymentRefunded { amount_minor: 1500 },
            EventKind::PaymentDisputed,
            EventKind::DisputeWon,
            EventKind::DisputeLost,
            EventKind::MethodSaved,
            EventKind::Ignored {
                event_type: "payment.updated".into(),
            },
        ];
        for kind in kinds {
            let event = ProviderEvent {
                id: "evt_sbx_1".into(),
                payment_id: "pay_sbx_1".into(),
                kind,
                amount_minor: 4900,
                currency: "eur".into(),
                created: 1_714_645_274,
            };
            let body = event_json(&event);
            assert_eq!(parse_event(&body), Ok(event), "{body}");
        }
        let failed = r#"{"id":"e","type":"payment.failed","payment_id":"p","amount_minor":1,"currency":"eur","created":1}"#;
        assert!(matches!(
            parse_event(failed),
            Err(WebhookError::Malformed(_))
        ));
    }
}
