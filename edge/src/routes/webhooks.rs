//! `POST /v1/webhooks/{provider}`: payment providers tell the edge what
//! happened. Each delivery is verified (signature and age), mapped to the
//! order and rate of its payment, and applied through `orders::signal`,
//! which records the event id with the change: duplicates and stale events
//! change nothing, and events may arrive in any order.

use sellwerk_core::orders::{DeclineKind, Signal};
use sellwerk_payments::model::{self, EventKind, ProviderEvent};
use worker::{D1Database, Env, Request, Response, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::orders::{self, Applied};
use crate::repo;
use crate::sandbox;

/// What an event means for the order, if anything.
fn signal_of(kind: &EventKind, rate: usize) -> Option<Signal> {
    Some(match kind {
        EventKind::PaymentSucceeded => Signal::Paid { rate },
        EventKind::PaymentFailed { decline } => Signal::Failed {
            rate,
            decline: match decline.kind {
                model::DeclineKind::Soft => DeclineKind::Soft,
                model::DeclineKind::Hard => DeclineKind::Hard,
            },
        },
        EventKind::PaymentPending => Signal::Processing { rate },
        EventKind::PaymentRefunded { .. } => Signal::Refunded,
        EventKind::PaymentDisputed => Signal::Chargeback { rate },
        EventKind::DisputeWon => Signal::DisputeWon { rate },
        EventKind::DisputeLost | EventKind::Ignored { .. } => return None,
    })
}

/// Applies a verified event of `provider`.
pub async fn apply(
    env: &Env,
    db: &D1Database,
    provider: &str,
    event: &ProviderEvent,
) -> AppResult<Applied> {
    let Some((order_id, rate)) =
        repo::orders::find_payment(db, provider, &event.payment_id).await?
    else {
        // not ours (another system on the same account), or a payment
        // whose order write was lost: acknowledged, reconciled by the
        // scheduler from the provider's side
        return Ok(Applied::Unchanged);
    };
    if let Some(signal) = signal_of(&event.kind, rate) {
        orders::signal(env, db, order_id, signal, Some((provider, &event.id))).await
    } else {
        repo::orders::record_event(db, provider, &event.id).await?;
        Ok(Applied::Unchanged)
    }
}

/// Verifies and applies a sandbox webhook (from the HTTP route, or from the
/// queue job the sandbox sends it with).
pub async fn receive_sandbox(
    env: &Env,
    db: &D1Database,
    signature: &str,
    body: &str,
) -> AppResult<Applied> {
    let event = sellwerk_payments::sandbox::verify_webhook(
        &sandbox::webhook_secret(env),
        Some(signature),
        body,
        clock::now(),
    )
    .map_err(|e| AppError::BadRequest {
        code: "webhook_invalid",
        detail: e.to_string(),
    })?;
    apply(env, db, "sandbox", &event).await
}

/// `POST /v1/webhooks/sandbox` with the `Sandbox-Signature` header.
pub async fn sandbox(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let signature = req.headers().get("sandbox-signature")?.unwrap_or_default();
    let body = req.text().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    let db = repo::db(&ctx.env)?;
    let applied = receive_sandbox(&ctx.env, &db, &signature, &body).await?;
    Ok(Response::from_json(&serde_json::json!({
        "received": true,
        "applied": match applied {
            Applied::Changed => "changed",
            Applied::Unchanged => "unchanged",
            Applied::Duplicate => "duplicate",
        },
    }))?)
}
