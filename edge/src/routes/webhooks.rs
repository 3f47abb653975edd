//! `POST /v1/webhooks/{provider}`: payment providers tell the edge what
//! happened. Each delivery is verified (signature and age), mapped to the
//! order and rate of its payment, and applied through `orders::signal`,
//! which records the event id with the change: duplicates and stale events
//! change nothing, and events may arrive in any order.

use sellwerk_core::orders::Signal;
use sellwerk_payments::model::{EventKind, ProviderEvent};
use worker::{D1Database, Env, Request, Response, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::orders::{self, Applied};
use crate::repo;
use crate::sandbox;

/// The answer to a provider's delivery: received, and what it did.
fn received(applied: Applied) -> AppResult<Response> {
    let applied = match applied {
        Applied::Changed => "changed",
        Applied::Unchanged => "unchanged",
        Applied::Duplicate => "duplicate",
        Applied::Mismatch => "amount_mismatch",
        Applied::Returned => "returned",
    };
    Ok(Response::from_json(
        &serde_json::json!({ "received": true, "applied": applied }),
    )?)
}

/// What an event means for the order, if anything.
fn signal_of(kind: &EventKind, rate: usize) -> Option<Signal> {
    Some(match kind {
        EventKind::PaymentSucceeded => Signal::Paid { rate },
        EventKind::PaymentFailed { decline } => Signal::Failed {
            rate,
            decline: crate::provider::decline_kind(decline),
        },
        EventKind::PaymentPending => Signal::Processing { rate },
        EventKind::PaymentRefunded { .. } => Signal::Refunded,
        EventKind::PaymentDisputed => Signal::Chargeback { rate },
        EventKind::DisputeWon => Signal::DisputeWon { rate },
        EventKind::MethodSaved => Signal::MethodSaved,
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
        if matches!(event.kind, EventKind::PaymentRefunded { .. })
            && orders::refund_of_returned(db, order_id, rate, &event.payment_id).await?
        {
            // the refund of a second payment that was given back
            repo::orders::record_event(db, provider, &event.id).await?;
            return Ok(Applied::Unchanged);
        }
        let word = orders::Word {
            event: (provider, &event.id),
            payment: &event.payment_id,
            named: Some((event.amount_minor, event.currency.as_str())),
        };
        orders::reported(env, db, order_id, signal, &word).await
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
    received(applied)
}

/// `POST /v1/webhooks/stripe/{username}` with the `Stripe-Signature`
/// header, verified with the seller's webhook signing secret (300-second
/// tolerance). An unknown shop or a seller without the card provider is
/// 404, a bad signature 400 (the provider retries, and alerts the seller).
pub async fn stripe(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = crate::extract::str_param(&ctx, "username");
    let db = repo::db(&ctx.env)?;
    let not_found = || AppError::NotFound {
        code: "webhook_not_found",
        detail: "no card provider is connected for this shop".to_owned(),
    };
    let seller_id = repo::catalog::find_seller_id(&db, username)
        .await?
        .ok_or_else(not_found)?;
    let credentials = super::settings::credentials(
        &ctx.env,
        &db,
        seller_id,
        sellwerk_core::providers::ProviderKind::Stripe,
    )
    .await?
    .ok_or_else(not_found)?;
    let secret = credentials
        .get("webhook_secret")
        .and_then(serde_json::Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let signature = req.headers().get("stripe-signature")?;
    let body = req.text().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    let event = sellwerk_payments::stripe::verify_webhook(
        &secret,
        signature.as_deref(),
        &body,
        clock::now(),
    )
    .map_err(|e| AppError::BadRequest {
        code: "webhook_invalid",
        detail: e.to_string(),
    })?;
    let applied = apply(&ctx.env, &db, "stripe", &event).await?;
    received(applied)
}

/// `POST /v1/webhooks/paypal/{username}`: verified by asking the wallet
/// provider (its verify-webhook-signature call with the seller's webhook
/// id), then applied like any provider event. A delivery the provider could
/// not judge (its API failing) answers 500, so it is delivered again.
pub async fn paypal(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = crate::extract::str_param(&ctx, "username");
    let db = repo::db(&ctx.env)?;
    let not_found = || AppError::NotFound {
        code: "webhook_not_found",
        detail: "no wallet provider is connected for this shop".to_owned(),
    };
    let seller_id = repo::catalog::find_seller_id(&db, username)
        .await?
        .ok_or_else(not_found)?;
    if repo::providers::account(
        &db,
        seller_id,
        sellwerk_core::providers::ProviderKind::Paypal,
    )
    .await?
    .is_none()
    {
        return Err(not_found());
    }
    let headers: Vec<(String, String)> = req.headers().entries().collect();
    let body = req.text().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    let (creds, base, token) = crate::provider::paypal_session(&ctx.env, &db, seller_id).await?;
    let webhook_id = creds
        .get("webhook_id")
        .and_then(serde_json::Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let invalid = |e: sellwerk_payments::WebhookError| AppError::BadRequest {
        code: "webhook_invalid",
        detail: e.to_string(),
    };
    let verify =
        sellwerk_payments::paypal::verify_request(&base, &token, &webhook_id, &headers, &body)
            .map_err(invalid)?;
    let answer = crate::provider::send(&verify).await?;
    match sellwerk_payments::paypal::parse_verify(&answer) {
        Ok(()) => {}
        Err(sellwerk_payments::WebhookError::Provider(e)) => {
            return Err(AppError::Internal(format!(
                "the wallet provider could not verify: {e}"
            )));
        }
        Err(e) => return Err(invalid(e)),
    }
    let event = sellwerk_payments::paypal::parse_event(&body).map_err(invalid)?;
    let applied = apply(&ctx.env, &db, "paypal", &event).await?;
    received(applied)
}
