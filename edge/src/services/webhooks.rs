//! A provider's verified event, applied within the seller whose account
//! it came from (see `routes::webhooks` for the tenancy rule): the event's
//! payment is looked up in that seller's links only, and what it means for
//! the order goes through `orders::reported`. Called by the webhook routes
//! and, for the sandbox's events, by the queue consumer.

use sellwerk_core::ids::SellerId;
use sellwerk_core::orders::Signal;
use sellwerk_payments::model::{EventKind, ProviderEvent};
use worker::{D1Database, Env};

#[cfg(feature = "dev")]
use crate::clock;
#[cfg(feature = "dev")]
use crate::error::AppError;
use crate::error::AppResult;
use crate::repo;
use crate::services::orders::{self, Applied};
#[cfg(feature = "dev")]
use crate::services::sandbox;

/// What an event means for the order, if anything.
fn signal_of(kind: &EventKind, rate: usize) -> Option<Signal> {
    Some(match kind {
        EventKind::PaymentSucceeded => Signal::Paid { rate },
        EventKind::PaymentFailed { decline } => Signal::Failed {
            rate,
            decline: crate::services::providers::decline_kind(decline),
        },
        EventKind::PaymentPending => Signal::Processing { rate },
        EventKind::PaymentRefunded { .. } => Signal::Refunded,
        EventKind::PaymentDisputed => Signal::Chargeback { rate },
        EventKind::DisputeWon => Signal::DisputeWon { rate },
        EventKind::MethodSaved => Signal::MethodSaved,
        EventKind::DisputeLost | EventKind::Ignored { .. } => return None,
    })
}

/// Applies a verified event of `provider` from seller `seller_id`'s
/// account, within that seller only.
pub async fn apply(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    provider: &str,
    event: &ProviderEvent,
) -> AppResult<Applied> {
    let Some((order_id, rate)) =
        repo::orders::find_payment(db, seller_id, provider, &event.payment_id).await?
    else {
        // not this seller's payment: another seller's (a forgery, or a
        // misrouted endpoint), another system on the same account, or a
        // payment whose order write was lost (reconciled by the scheduler
        // from the provider's side). Acknowledged, nothing changes.
        crate::trace::log_warn!(
            "seller {seller_id}: {provider} event {} names payment {}, not one of this seller's; ignored",
            event.id,
            event.payment_id
        );
        return Ok(Applied::Unchanged);
    };
    if let Some(mut signal) = signal_of(&event.kind, rate) {
        if matches!(event.kind, EventKind::PaymentRefunded { .. }) {
            if orders::refund_of_returned(db, seller_id, order_id, rate, &event.payment_id).await? {
                // the refund of a second payment that was given back
                repo::orders::record_event(db, seller_id, provider, &event.id).await?;
                return Ok(Applied::Unchanged);
            }
            // full or partial, by what the seller's refunds gave back
            signal = orders::refund_signal(db, seller_id, order_id).await?;
        }
        let word = orders::Word {
            seller_id,
            event: (provider, &event.id),
            payment: &event.payment_id,
            named: Some((event.amount_minor, event.currency.as_str())),
        };
        orders::reported(env, db, order_id, signal, &word).await
    } else {
        repo::orders::record_event(db, seller_id, provider, &event.id).await?;
        Ok(Applied::Unchanged)
    }
}

/// Verifies a sandbox webhook of seller `seller_id` (signed with that
/// seller's sandbox key) and applies it within that seller. From the HTTP
/// route, or from the queue job the sandbox sends it with (development
/// builds only).
#[cfg(feature = "dev")]
pub async fn receive_sandbox(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    signature: &str,
    body: &str,
) -> AppResult<Applied> {
    let secret =
        sellwerk_payments::sandbox::seller_secret(&sandbox::webhook_secret(env)?, seller_id.get());
    let event =
        sellwerk_payments::sandbox::verify_webhook(&secret, Some(signature), body, clock::now())
            .map_err(|e| AppError::BadRequest {
                code: "webhook_invalid",
                detail: e.to_string(),
            })?;
    apply(env, db, seller_id, "sandbox", &event).await
}

/// A sandbox webhook queued before events were signed per seller
/// (`Job::SandboxWebhookV1`, signed with the sandbox's own key): applied
/// within the seller the sandbox's books say its payment belongs to
/// (development builds only).
#[cfg(feature = "dev")]
pub async fn receive_sandbox_v1(
    env: &Env,
    db: &D1Database,
    signature: &str,
    body: &str,
) -> AppResult<Applied> {
    let event = sellwerk_payments::sandbox::verify_webhook(
        &sandbox::webhook_secret(env)?,
        Some(signature),
        body,
        clock::now(),
    )
    .map_err(|e| AppError::BadRequest {
        code: "webhook_invalid",
        detail: e.to_string(),
    })?;
    let Some(payment) = sandbox::find(db, &event.payment_id).await? else {
        return Ok(Applied::Unchanged);
    };
    apply(env, db, payment.seller_id, "sandbox", &event).await
}
