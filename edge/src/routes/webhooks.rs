//! `POST /v1/webhooks/{provider}/{shop}`: payment providers tell the edge
//! what happened. Each delivery is verified (signature and age) with the
//! secret of the seller the endpoint names, mapped to the order and rate of
//! its payment *within that seller*, and applied through `orders::signal`,
//! which records the event id with the change, namespaced per seller and
//! provider: duplicates and stale events change nothing, and events may
//! arrive in any order.
//!
//! **Tenancy** (issue 14, finding 2): any seller can store any webhook
//! secret, so a valid signature proves only that the event comes from the
//! endpoint's seller's account, nothing about other sellers. Every lookup
//! an event causes (payment, order, rates, the event record) is therefore
//! filtered by that seller; an event naming another seller's payment finds
//! nothing, is logged and acknowledged (so the provider stops retrying),
//! and changes nothing.

use sellwerk_core::ids::SellerId;
use serde::Serialize;
use worker::{D1Database, Request, Response, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::repo;
use crate::services::orders::Applied;
use crate::services::webhooks;

/// What a delivered event did to its order.
#[derive(Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[schemars(rename = "WebhookApplied")]
pub(crate) enum AppliedAnswer {
    /// The order moved.
    Changed,
    /// A duplicate or stale signal: recorded, nothing else.
    Unchanged,
    /// The event was applied before (its id is recorded).
    Duplicate,
    /// A success whose amount or currency is not the rate's: recorded and
    /// reported to the seller, not applied.
    AmountMismatch,
    /// A second payment's success for a rate another payment paid: given
    /// back.
    Returned,
    /// A Connect event of no account connected here: acknowledged (the
    /// provider stops retrying), applied to no one.
    NotConnected,
    /// The connected account disconnected the platform: the seller's card
    /// provider is disconnected.
    Disconnected,
}

/// `{received, applied}`: the answer to a provider's delivery, received
/// (always `true`: a refusal is an error answer), and what it did.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "WebhookReceived")]
pub(crate) struct Received {
    received: bool,
    applied: AppliedAnswer,
}

/// The answer to a provider's delivery: received, and what it did.
fn received(applied: Applied) -> AppResult<Response> {
    answer(match applied {
        Applied::Changed => AppliedAnswer::Changed,
        Applied::Unchanged => AppliedAnswer::Unchanged,
        Applied::Duplicate => AppliedAnswer::Duplicate,
        Applied::Mismatch => AppliedAnswer::AmountMismatch,
        Applied::Returned => AppliedAnswer::Returned,
    })
}

fn answer(applied: AppliedAnswer) -> AppResult<Response> {
    Ok(Response::from_json(&Received {
        received: true,
        applied,
    })?)
}

/// The webhook's shop: its seller id, or 404 `webhook_not_found`.
async fn shop(db: &D1Database, ctx: &RouteContext<()>, what: &str) -> AppResult<SellerId> {
    let username = crate::extract::str_param(ctx, "username");
    repo::catalog::find_seller_id(db, username)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "webhook_not_found",
            detail: format!("no {what} is connected for this shop"),
        })
}

/// `POST /v1/webhooks/sandbox/{username}` with the `Sandbox-Signature`
/// header, verified with that seller's sandbox key (development builds only).
#[cfg(feature = "dev")]
pub async fn sandbox(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let seller_id = shop(&db, &ctx, "sandbox").await?;
    let signature = req.headers().get("sandbox-signature")?.unwrap_or_default();
    let body = req.text().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    let applied = webhooks::receive_sandbox(&ctx.env, &db, seller_id, &signature, &body).await?;
    received(applied)
}

/// `POST /v1/webhooks/stripe/{username}` with the `Stripe-Signature`
/// header, verified with the seller's webhook signing secret (300-second
/// tolerance) and resolved within that seller (`services::webhooks::apply`). An unknown shop or a seller without the card provider is
/// 404, a bad signature 400 (the provider retries, and alerts the seller).
pub async fn stripe(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let not_found = || AppError::NotFound {
        code: "webhook_not_found",
        detail: "no card provider is connected for this shop".to_owned(),
    };
    let seller_id = shop(&db, &ctx, "card provider").await?;
    let credentials = crate::services::credentials::credentials(
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
    // a card provider connected through its onboarding has no secret of
    // the seller's own: its events come to the platform's Connect endpoint
    // (a signature made with an empty secret proves nothing)
    if secret.is_empty() {
        return Err(not_found());
    }
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
    let applied = webhooks::apply(&ctx.env, &db, seller_id, "stripe", &event).await?;
    received(applied)
}

/// `POST /v1/webhooks/paypal/{username}`: verified by asking the wallet
/// provider (its verify-webhook-signature call with the seller's webhook
/// id), then applied like any provider event, within that seller. A delivery the provider could
/// not judge (its API failing) answers 500, so it is delivered again.
pub async fn paypal(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let not_found = || AppError::NotFound {
        code: "webhook_not_found",
        detail: "no wallet provider is connected for this shop".to_owned(),
    };
    let seller_id = shop(&db, &ctx, "wallet provider").await?;
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
    let (creds, base, token) =
        crate::services::providers::paypal_session(&ctx.env, &db, seller_id).await?;
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
    let answer = crate::services::providers::send(&verify).await?;
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
    let applied = webhooks::apply(&ctx.env, &db, seller_id, "paypal", &event).await?;
    received(applied)
}

/// `POST /v1/webhooks/stripe_connect`: the platform's one endpoint for the
/// events of accounts connected through the card provider's onboarding,
/// verified with `STRIPE_CONNECT_WEBHOOK_SECRET` (300-second tolerance).
/// The event's `account` finds its seller among the accounts connected
/// that way only (keys pasted by hand never match, so an event cannot
/// reach a seller whose account the platform was not given); an event of
/// no such account (or the platform's own) is acknowledged and applied to
/// no one. Otherwise it is applied exactly like the seller's own endpoint
/// would, within that seller; `account.application.deauthorized`
/// disconnects the seller's card provider. 404 where no platform is set up.
pub async fn stripe_connect(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let platform = crate::config::connect_platform(&ctx.env).ok_or_else(|| AppError::NotFound {
        code: "webhook_not_found",
        detail: "no Connect platform is set up here".to_owned(),
    })?;
    let signature = req.headers().get("stripe-signature")?;
    let body = req.text().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    let invalid = |e: sellwerk_payments::WebhookError| AppError::BadRequest {
        code: "webhook_invalid",
        detail: e.to_string(),
    };
    let event = sellwerk_payments::stripe::verify_webhook(
        &platform.webhook_secret,
        signature.as_deref(),
        &body,
        clock::now(),
    )
    .map_err(invalid)?;
    let connect = sellwerk_payments::stripe_connect::connect_event(&body).map_err(invalid)?;
    let db = repo::db(&ctx.env)?;
    let seller_id = match connect.account.as_deref() {
        Some(account) => repo::providers::seller_of_connected(&db, account).await?,
        None => None,
    };
    let (Some(seller_id), Some(account)) = (seller_id, connect.account) else {
        return answer(AppliedAnswer::NotConnected);
    };
    if connect.deauthorized {
        repo::providers::remove_connected(&db, seller_id, &account).await?;
        return answer(AppliedAnswer::Disconnected);
    }
    let applied = webhooks::apply(&ctx.env, &db, seller_id, "stripe", &event).await?;
    received(applied)
}
