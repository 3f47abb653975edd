//! `/v1/dev/*`: helpers of local development and its tests. This module
//! exists only in development builds (the Cargo feature `dev`); a
//! production build has neither these routes nor the code behind them.

use serde::{Deserialize, Serialize};
use worker::{Env, Request, Response, RouteContext};

use crate::clock;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::extract::json_body;
use crate::repo;
use crate::session;

fn dev_only(env: &Env) -> AppResult<Config> {
    Config::from_env(env)
}

/// `GET /v1/dev/mails`: the dev mailbox, newest first.
pub async fn mails(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    dev_only(&ctx.env)?;
    let to = crate::extract::query_param(&req, "to")?;
    let list = repo::mails::list(&repo::db(&ctx.env)?, 200, &to).await?;
    Ok(Response::from_json(&super::Listed { list })?)
}

/// `POST /v1/dev/session/expire_access`: replaces the caller's access
/// cookie with an already expired token of the same session (401 without
/// a signed-in caller: a development route has no principal of its own).
pub async fn expire_access(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let config = dev_only(&ctx.env)?;
    let caller = session::viewer(&req, &ctx.env)
        .await?
        .ok_or_else(|| AppError::Unauthorized {
            code: "missing_access_token",
            detail: "sign in first".to_owned(),
        })?;
    let mut response = Response::empty()?.with_status(204);
    response.headers_mut().append(
        "set-cookie",
        &session::expired_access_cookie(&config, &caller),
    )?;
    Ok(response)
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ClockBody {
    offset_seconds: i64,
}

/// `{now}`: the edge's clock after the move (RFC 3339).
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "DevClock")]
pub(crate) struct Clock {
    now: String,
}

/// `POST /v1/dev/clock {offset_seconds}`: moves the edge's clock.
pub async fn set_clock(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    dev_only(&ctx.env)?;
    let body: ClockBody = json_body(&mut req).await?;
    clock::set_offset(body.offset_seconds);
    Ok(Response::from_json(&Clock {
        now: clock::rfc3339(clock::now()),
    })?)
}

/// `POST /v1/dev/tick`: runs the scheduler once, on the edge's clock.
pub async fn tick(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    dev_only(&ctx.env)?;
    let db = repo::db(&ctx.env)?;
    let report = crate::scheduler::tick(&ctx.env, &db).await?;
    Ok(Response::from_json(&report)?)
}

/// The faults as set (the answer echoes the request; `order_limits` is
/// `null` when the request left it as it was).
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "DevFaults")]
pub(crate) struct Faults {
    #[serde(default)]
    drop_sandbox_webhooks: u32,
    #[serde(default)]
    lose_charge_answers: u32,
    order_limits: Option<bool>,
    /// Switches the coupon limits (`services::coupon_limits`) on (as in
    /// production) or off (development's default); `null` leaves them.
    coupon_limits: Option<bool>,
    /// Forgets every rate-limit counter and lockout (a test that hammered
    /// the sign-up or sign-in doors leaves the worker as it found it).
    #[serde(default)]
    clear_limits: bool,
    /// The next `n` CSV export chunks fail after writing their part to R2
    /// and before recording it (the queue retries them).
    #[serde(default)]
    fail_export_chunks: u32,
    /// CSV export chunks as large as production's (the benchmark) or, with
    /// `false`, small again (2 pages of 25 rows, the default).
    export_production_sizes: Option<bool>,
}

/// `POST /v1/dev/faults {"drop_sandbox_webhooks": n, "lose_charge_answers": m,
/// "order_limits": bool}`: the sandbox loses its next `n` webhooks, as a
/// crash between the provider's success and the order's change would; and
/// the answers (with their webhooks) of its next `m` off-session charges,
/// taken but never heard of, as a timeout on the way back from the provider
/// would; `order_limits` switches order creation's rate limits on (as in
/// production) or off (development's default, for the suite's many orders
/// from one address); `coupon_limits` does the same for the coupon
/// lookups and quotes naming a code; `clear_limits` forgets every
/// rate-limit counter;
/// `fail_export_chunks` fails the next `n` export chunks between their R2
/// write and their record; `export_production_sizes` switches export chunks
/// to production's sizes (or back).
pub async fn faults(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    dev_only(&ctx.env)?;
    let faults: Faults = json_body(&mut req).await?;
    crate::services::sandbox::drop_next_webhooks(faults.drop_sandbox_webhooks);
    crate::services::sandbox::lose_next_charge_answers(faults.lose_charge_answers);
    if let Some(on) = faults.order_limits {
        crate::services::order_limits::order_limits_in_dev(on);
    }
    if let Some(on) = faults.coupon_limits {
        crate::services::coupon_limits::coupon_limits_in_dev(on);
    }
    if faults.clear_limits {
        repo::limits::clear_all(&repo::db(&ctx.env)?).await?;
    }
    crate::services::exports::fail_next_chunks_after_write(faults.fail_export_chunks);
    if let Some(on) = faults.export_production_sizes {
        crate::services::exports::production_sizes(on);
    }
    Ok(Response::from_json(&faults)?)
}

/// `POST /v1/dev/sandbox/{id}/settle`: the bank settles a pending SEPA
/// debit or transfer (it succeeds, or bounces for an IBAN ending in 0000).
pub async fn settle(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    dev_only(&ctx.env)?;
    let db = repo::db(&ctx.env)?;
    let id = crate::extract::str_param(&ctx, "id");
    let payment = crate::services::sandbox::find(&db, id)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "payment_not_found",
            detail: "no sandbox payment with this id".to_owned(),
        })?;
    let settled = crate::services::sandbox::settle(&ctx.env, &db, &payment).await?;
    Ok(Response::from_json(&Settled { settled })?)
}

/// `{settled}`: whether the bank settled the payment (false when it was no
/// longer pending).
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "DevSettled")]
pub(crate) struct Settled {
    settled: bool,
}

/// The providers' addresses as set (the answer echoes the request; `null`
/// is the real provider).
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "DevProviders")]
pub(crate) struct Providers {
    #[serde(default)]
    stripe_api_base: Option<String>,
    #[serde(default)]
    paypal_api_base: Option<String>,
}

/// `POST /v1/dev/providers {"stripe_api_base": url | null}`: sends the card
/// provider's calls to another address (a test's server replaying recorded
/// answers); `null` restores the real one.
pub async fn providers(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    dev_only(&ctx.env)?;
    let body: Providers = json_body(&mut req).await?;
    crate::services::providers::set_bases(
        body.stripe_api_base.clone(),
        body.paypal_api_base.clone(),
    );
    Ok(Response::from_json(&body)?)
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "DevExportChunk")]
pub(crate) struct ExportChunk {
    seller_id: sellwerk_core::ids::SellerId,
    part: u32,
}

/// `POST /v1/dev/exports/{id}/chunk {"seller_id", "part"}`: runs chunk
/// `part` of the seller's export now, as a redelivered queue message
/// would, and answers what it did (`{"outcome": "already_written"}` for a
/// part written before).
pub async fn export_chunk(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    dev_only(&ctx.env)?;
    let body: ExportChunk = json_body(&mut req).await?;
    let id = crate::extract::id_param(&ctx, "id", "export_not_found")?;
    let db = repo::db(&ctx.env)?;
    let outcome = crate::services::exports::run_chunk(
        &ctx.env,
        &db,
        body.seller_id,
        sellwerk_core::ids::ExportId::new(id)?,
        body.part,
    )
    .await?;
    Ok(Response::from_json(&ChunkRan { outcome })?)
}

/// What `POST /v1/dev/exports/{id}/chunk` did.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ChunkRan {
    outcome: crate::services::exports::ChunkOutcome,
}

/// `POST /v1/dev/redeliver {job}`: runs a queue message of the mail and
/// notification kinds (`seller_notice_v1`, `notification_mail_v1`,
/// `payment_reminder_v1`, in the queue's own JSON) through the service
/// the consumer hands it to, as a redelivered message would; 422
/// `invalid_input` for another kind.
pub async fn redeliver(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    dev_only(&ctx.env)?;
    let job: crate::jobs::Job = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let env = &ctx.env;
    match job {
        crate::jobs::Job::SellerNoticeV1 {
            order_id,
            notice,
            rate,
        } => crate::services::notifications::order_notice(env, &db, order_id, notice, rate).await?,
        crate::jobs::Job::NotificationMailV1 { seller_id, key } => {
            crate::services::notifications::mail_notification(env, &db, seller_id, &key).await?;
        }
        crate::jobs::Job::PaymentReminderV1 { order_id, rate } => {
            crate::services::delivery::reminder_mail(env, &db, order_id, rate).await?;
        }
        _ => {
            return Err(AppError::Unprocessable {
                code: "invalid_input",
                detail: "only mail and notification jobs are redelivered here".to_owned(),
                field: None,
            });
        }
    }
    Ok(Response::empty()?.with_status(204))
}

/// `POST /v1/dev/notify`'s body: a notification as the course area hands
/// it to `services::notifications::notify`.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct DevNotification {
    seller_id: sellwerk_core::ids::SellerId,
    kind: crate::services::notifications::NotificationKind,
    key: String,
    subject: String,
    #[serde(default)]
    actor: Option<String>,
    link: String,
}

/// What `POST /v1/dev/notify` did: whether the notification was new.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct Notified {
    new: bool,
}

/// `POST /v1/dev/notify`: calls `services::notifications::notify` as the
/// course area does (a quiz attempt), for its tests.
pub async fn notify(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    dev_only(&ctx.env)?;
    let body: DevNotification = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let new = crate::services::notifications::notify(
        &ctx.env,
        &db,
        body.seller_id,
        &crate::services::notifications::Notification {
            kind: body.kind,
            key: body.key,
            subject: body.subject,
            actor: body.actor,
            amount: None,
            order_id: None,
            link: body.link,
        },
    )
    .await?;
    Ok(Response::from_json(&Notified { new })?)
}
