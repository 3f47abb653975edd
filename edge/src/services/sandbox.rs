//! The built-in sandbox payment provider of local development. The whole
//! module exists in development builds only (the Cargo feature `dev`): a
//! production build has neither its pages, its webhook nor its books.
//! It behaves like a hosted-checkout provider: the buyer is sent to its
//! card page (`/v1/sandbox/pay/{id}`), test card numbers decide the outcome
//! (the rules are in `sellwerk_payments::sandbox`), a 3-D Secure card asks
//! for a challenge first, SEPA and bank wire stay pending until settled,
//! and every outcome reaches the edge as a signed webhook through the queue
//! — never as a direct call into the order, exactly as a real provider's
//! would. It keeps its own books (`sandbox_payments`).
//!
//! A free trial's checkout opens its page in setup mode: the buyer saves a
//! test card (or a debit mandate), nothing is charged, and the saved card
//! pays the later rates (`setup.succeeded`, [`EventKind::MethodSaved`]).
//! Its off-session charges take the scheduler's reference as idempotency
//! key: asked again with the same key, it answers the first charge.

use sellwerk_core::checkout::PaymentMethod;
use sellwerk_core::ids::SellerId;
use sellwerk_payments::model::{Decline, EventKind, PaymentStatus, ProviderEvent};
use sellwerk_payments::sandbox as rules;
use worker::{D1Database, Env};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::jobs::{Job, QUEUE_BINDING};
use crate::repo;
pub use crate::repo::sandbox::SandboxPayment;
use crate::session;

/// The key of the sandbox's webhook signatures (`[env.dev.vars]` of
/// `wrangler.toml`; the edge verifies with the same one).
pub fn webhook_secret(env: &Env) -> AppResult<String> {
    crate::config::text(env, "SANDBOX_WEBHOOK_SECRET")
        .ok_or_else(|| AppError::Internal("SANDBOX_WEBHOOK_SECRET is not set".to_owned()))
}

pub struct NewPayment<'a> {
    /// The seller whose payment it is (the order's): its events are signed
    /// with that seller's key and sent to that seller's endpoint.
    pub seller_id: SellerId,
    pub reference: &'a str,
    pub rate: usize,
    pub amount_minor: i64,
    pub currency: &'a str,
    pub method: PaymentMethod,
    pub return_url: &'a str,
    /// A card saved by an earlier payment, for charging later rates.
    pub saved_card: Option<&'a str>,
    /// Saves a card for later rates, charges nothing (a free trial).
    pub setup: bool,
    /// The caller's idempotency key (the scheduler's charge reference).
    pub idempotency_key: Option<&'a str>,
}

/// The sandbox's page for a payment.
pub fn page_path(id: &str) -> String {
    format!("/v1/sandbox/pay/{id}")
}

/// The event of a payment's success: a payment taken, or a method saved.
fn succeeded(p: &SandboxPayment) -> EventKind {
    if p.is_setup() {
        EventKind::MethodSaved
    } else {
        EventKind::PaymentSucceeded
    }
}

/// Creates a payment waiting for the buyer on the sandbox's page; its id.
pub async fn create_payment(db: &D1Database, p: &NewPayment<'_>) -> AppResult<String> {
    let id = format!("sbx_{}", session::random_token()?);
    let method = crate::extract::wire_name(p.method);
    repo::sandbox::create(db, &books_entry(&id, &method, p)).await?;
    Ok(id)
}

/// [`create_payment`] for order `order_id`, linked to it (its rate's
/// payment, or its setup) in the same round trip; its id.
pub async fn create_linked_payment(
    db: &D1Database,
    p: &NewPayment<'_>,
    order_id: sellwerk_core::ids::OrderId,
) -> AppResult<String> {
    let id = format!("sbx_{}", session::random_token()?);
    let method = crate::extract::wire_name(p.method);
    repo::sandbox::create_linked(db, &books_entry(&id, &method, p), order_id).await?;
    Ok(id)
}

/// [`create_linked_payment`] for an order not written yet, whose token is
/// `p.reference`: its id and the statements that write it and the link,
/// for the order's own batch (`services::place_order`).
pub fn linked_payment_statements(
    db: &D1Database,
    p: &NewPayment<'_>,
) -> AppResult<(String, Vec<worker::D1PreparedStatement>)> {
    let id = format!("sbx_{}", session::random_token()?);
    let method = crate::extract::wire_name(p.method);
    let statements =
        repo::sandbox::create_linked_of_token(db, &books_entry(&id, &method, p), p.reference)?;
    Ok((id, statements))
}

/// The books' row of payment `p` under `id` (`method`: its wire name).
fn books_entry<'a>(
    id: &'a str,
    method: &'a str,
    p: &'a NewPayment<'a>,
) -> repo::sandbox::NewPayment<'a> {
    repo::sandbox::NewPayment {
        id,
        seller_id: p.seller_id,
        reference: p.reference,
        rate: p.rate,
        amount_minor: p.amount_minor,
        currency: p.currency,
        method,
        return_url: p.return_url,
        saved_card: p.saved_card,
        setup: p.setup,
        idempotency_key: p.idempotency_key,
    }
}

pub async fn find(db: &D1Database, id: &str) -> AppResult<Option<SandboxPayment>> {
    repo::sandbox::find(db, id).await
}

/// Webhooks to lose on purpose (`POST /v1/dev/faults`): the crash between
/// the provider's success and the order's change. Development builds only.
static DROP_WEBHOOKS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// Loses the next `n` sandbox webhooks (development builds only).
pub fn drop_next_webhooks(n: u32) {
    DROP_WEBHOOKS.store(n, std::sync::atomic::Ordering::Relaxed);
}

fn take_drop() -> bool {
    take(&DROP_WEBHOOKS)
}

/// Off-session charges whose answer to lose on purpose (development builds
/// only, `POST /v1/dev/faults`): the sandbox takes the money, but its
/// answer and its webhook never reach the edge.
static LOSE_CHARGE_ANSWERS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// Loses the answers of the next `n` off-session charges (development
/// builds only).
pub fn lose_next_charge_answers(n: u32) {
    LOSE_CHARGE_ANSWERS.store(n, std::sync::atomic::Ordering::Relaxed);
}

fn take(counter: &std::sync::atomic::AtomicU32) -> bool {
    counter
        .fetch_update(
            std::sync::atomic::Ordering::Relaxed,
            std::sync::atomic::Ordering::Relaxed,
            |n| n.checked_sub(1),
        )
        .is_ok()
}

fn take_lost_answer() -> bool {
    take(&LOSE_CHARGE_ANSWERS)
}

fn drop_one_more_webhook() {
    DROP_WEBHOOKS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
}

/// Sends the signed webhook of `kind` for payment `p` through the queue,
/// signed with the key of the payment's seller and applied within that
/// seller (`services::webhooks::receive_sandbox`, called by the consumer).
pub async fn emit(env: &Env, p: &SandboxPayment, kind: EventKind) -> AppResult<()> {
    if take_drop() {
        return Ok(());
    }
    let now = clock::now();
    let event = ProviderEvent {
        id: format!("evt_{}", session::random_token()?),
        payment_id: p.id.clone(),
        kind,
        amount_minor: p.amount_minor,
        currency: p.currency.clone(),
        created: now,
    };
    let body = rules::event_json(&event);
    let secret = rules::seller_secret(&webhook_secret(env)?, p.seller_id.get());
    let signature = rules::sign(&secret, &body, now);
    env.queue(QUEUE_BINDING)?
        .send(&Job::SandboxWebhookV2 {
            seller_id: p.seller_id,
            body,
            signature,
        })
        .await?;
    Ok(())
}

/// The outcome of a card on the sandbox's page, applied: `Ok(None)` when
/// paid or declined (the page follows the payment), `Ok(Some(()))` when
/// the card asks for a 3-D Secure challenge first.
pub async fn pay_with_card(
    env: &Env,
    db: &D1Database,
    p: &SandboxPayment,
    number: &str,
) -> AppResult<CardStep> {
    let digits: String = number.chars().filter(char::is_ascii_digit).collect();
    let outcome = if p.is_setup() {
        rules::setup_outcome(&digits)
    } else {
        rules::card_outcome(&digits)
    };
    match outcome {
        rules::CardOutcome::Succeeds => {
            if repo::sandbox::set_status(
                db,
                &p.id,
                &["requires_payment_method"],
                "succeeded",
                None,
                Some(&digits),
            )
            .await?
            {
                emit(env, p, succeeded(p)).await?;
            }
            Ok(CardStep::Done)
        }
        rules::CardOutcome::Challenge => {
            repo::sandbox::set_status(
                db,
                &p.id,
                &["requires_payment_method"],
                "requires_action",
                None,
                Some(&digits),
            )
            .await?;
            Ok(CardStep::Challenge)
        }
        rules::CardOutcome::Declined(decline) => {
            decline_payment(env, db, p, &decline).await?;
            Ok(CardStep::Declined(decline.code))
        }
    }
}

/// What the page shows after a card.
pub enum CardStep {
    Done,
    Challenge,
    Declined(String),
}

/// A declined attempt: the payment waits for another card, and the edge
/// hears of the failure.
async fn decline_payment(
    env: &Env,
    db: &D1Database,
    p: &SandboxPayment,
    decline: &Decline,
) -> AppResult<()> {
    repo::sandbox::set_status(
        db,
        &p.id,
        &["requires_payment_method", "requires_action"],
        "requires_payment_method",
        Some(&decline.code),
        None,
    )
    .await?;
    emit(
        env,
        p,
        EventKind::PaymentFailed {
            decline: decline.clone(),
        },
    )
    .await
}

/// The buyer's answer to the 3-D Secure challenge, as the sandbox's
/// rules say (`challenge_outcome`): approved it succeeds; refused it fails
/// with the refusal's code (`Err`), and the buyer may try again.
pub async fn challenge(
    env: &Env,
    db: &D1Database,
    p: &SandboxPayment,
    approved: bool,
) -> AppResult<Result<(), String>> {
    if let PaymentStatus::Failed { decline } = rules::challenge_outcome(approved) {
        decline_payment(env, db, p, &decline).await?;
        return Ok(Err(decline.code));
    }
    if repo::sandbox::set_status(db, &p.id, &["requires_action"], "succeeded", None, None).await? {
        emit(env, p, succeeded(p)).await?;
    }
    Ok(Ok(()))
}

/// SEPA direct debit or bank wire: the payment is pending until settled.
/// An IBAN that is no IBAN is declined at once (`Some(code)` for the page).
pub async fn start_pending(
    env: &Env,
    db: &D1Database,
    p: &SandboxPayment,
    account: &str,
) -> AppResult<Option<String>> {
    if p.method != "bank_wire"
        && let rules::IbanOutcome::Invalid(decline) = rules::iban_outcome(account)
    {
        decline_payment(env, db, p, &decline).await?;
        return Ok(Some(decline.code));
    }
    if p.is_setup() {
        // a debit mandate saved: nothing is debited now
        if repo::sandbox::set_status(
            db,
            &p.id,
            &["requires_payment_method"],
            "succeeded",
            None,
            Some(account),
        )
        .await?
        {
            emit(env, p, EventKind::MethodSaved).await?;
        }
        return Ok(None);
    }
    if repo::sandbox::set_status(
        db,
        &p.id,
        &["requires_payment_method"],
        "processing",
        None,
        Some(account),
    )
    .await?
    {
        emit(env, p, EventKind::PaymentPending).await?;
    }
    Ok(None)
}

/// Settles a pending payment (what the bank does days later): a transfer
/// arrives; a debit succeeds, or bounces as the sandbox's rules say.
pub async fn settle(env: &Env, db: &D1Database, p: &SandboxPayment) -> AppResult<bool> {
    let account = p.saved_card.clone().unwrap_or_default();
    let outcome = if p.method == "bank_wire" {
        rules::IbanOutcome::Settles
    } else {
        rules::iban_outcome(&account)
    };
    match outcome {
        rules::IbanOutcome::Settles => {
            let moved =
                repo::sandbox::set_status(db, &p.id, &["processing"], "succeeded", None, None)
                    .await?;
            if moved {
                emit(env, p, EventKind::PaymentSucceeded).await?;
            }
            Ok(moved)
        }
        rules::IbanOutcome::FailsLater(decline) | rules::IbanOutcome::Invalid(decline) => {
            let moved = repo::sandbox::set_status(
                db,
                &p.id,
                &["processing"],
                "failed",
                Some(&decline.code),
                None,
            )
            .await?;
            if moved {
                emit(env, p, EventKind::PaymentFailed { decline }).await?;
            }
            Ok(moved)
        }
    }
}

/// What an off-session charge answers.
pub enum Charged {
    /// The charge made (or, asked again with its key, the one made then).
    Payment(SandboxPayment),
    /// No card or account was saved for the order: nothing to charge.
    NoMethod,
}

/// Charges a later rate off-session, as the scheduler does, with the card
/// (or account) the order `saved_by` (a token: the order itself, or a
/// funnel's first order) saved last, under the caller's idempotency key
/// `key`: a charge asked again with the same key answers the first one and
/// takes nothing more. The answer is the provider's; the edge links and
/// applies it.
pub async fn charge_saved(
    env: &Env,
    db: &D1Database,
    (order, saved_by): (&repo::orders::OrderRow, &str),
    rate: usize,
    amount_minor: i64,
    key: &str,
) -> AppResult<Charged> {
    if let Some(made) = repo::sandbox::by_idempotency_key(db, key).await? {
        return Ok(Charged::Payment(made));
    }
    let Some(card) = repo::sandbox::saved_card(db, saved_by).await? else {
        return Ok(Charged::NoMethod);
    };
    let method = order.payment_method;
    let id = create_payment(
        db,
        &NewPayment {
            seller_id: order.seller_id,
            reference: &order.token,
            rate,
            amount_minor,
            currency: order.currency.code(),
            method,
            return_url: "",
            saved_card: Some(&card),
            setup: false,
            idempotency_key: Some(key),
        },
    )
    .await?;
    let payment = find(db, &id)
        .await?
        .ok_or_else(|| AppError::Internal("a new sandbox payment vanished".to_owned()))?;
    // a lost answer loses its webhook as well
    let lost = take_lost_answer();
    if pays_from_account(&payment.method) {
        if lost {
            drop_one_more_webhook();
        }
        // a debit from the saved account (or a wire the buyer sends):
        // pending until the bank settles it, like the first one
        start_pending(env, db, &payment, &card).await?;
    } else {
        // off-session: no buyer to answer a challenge, so a challenge card
        // fails with `authentication_required` (the sandbox's rule); the
        // buyer is mailed and pays the rate on the order's page
        let (status, decline, event) = match rules::card_outcome(&card).status(true) {
            PaymentStatus::Failed { decline } => (
                "failed",
                Some(decline.code.clone()),
                EventKind::PaymentFailed { decline },
            ),
            _ => ("succeeded", None, EventKind::PaymentSucceeded),
        };
        repo::sandbox::set_status(
            db,
            &id,
            &["requires_payment_method"],
            status,
            decline.as_deref(),
            None,
        )
        .await?;
        if !lost {
            emit(env, &payment, event).await?;
        }
    }
    if lost {
        return Err(AppError::Internal(format!(
            "the sandbox's answer to charge {key} was lost (a development fault)"
        )));
    }
    let answered = find(db, &id)
        .await?
        .ok_or_else(|| AppError::Internal("a new sandbox payment vanished".to_owned()))?;
    Ok(Charged::Payment(answered))
}

/// Whether a payment method pays from a bank account (SEPA debits, bank
/// wire) rather than a card.
fn pays_from_account(method: &str) -> bool {
    matches!(method, "sepa" | "sofort_sepa" | "ideal_sepa" | "bank_wire")
}

/// Refunds one sandbox payment of seller `seller_id`, if it succeeded, and
/// tells the edge; another seller's payment is left alone. `total_minor`
/// is what the payment gives back in all after this refund (a partial
/// refund), `None` for all of it.
pub async fn refund_payment(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    id: &str,
    total_minor: Option<i64>,
) -> AppResult<()> {
    let Some(payment) = find(db, id).await?.filter(|p| p.seller_id == seller_id) else {
        return Ok(());
    };
    let amount = total_minor.unwrap_or(payment.amount_minor);
    if repo::sandbox::refund(db, id, amount).await? {
        emit(
            env,
            &payment,
            EventKind::PaymentRefunded {
                amount_minor: amount,
            },
        )
        .await?;
    }
    Ok(())
}
