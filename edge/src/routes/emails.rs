//! A buyer's mails, public by their unguessable tokens
//! (`services::buyer_mail`): `GET /v1/email_logs/{token}` shows the one
//! logged mail, `GET|PUT|POST /v1/emails/unsubscribe/{token}` shows and
//! sets which optional mails the address gets from the seller (`POST` is
//! the one-click unsubscribe of RFC 8058: every optional category off,
//! whatever its body). An unknown token answers 404.

use sellwerk_core::auth;
use serde::{Deserialize, Serialize};
use worker::{Request, Response, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::{json_body, str_param};
use crate::repo::{self, email_logs::Subscription};
use crate::services::buyer_mail::{self, Category};

/// A logged mail as the buyer's browser shows it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct EmailLog {
    subject: String,
    /// The mail's text as sent, without its footer of links: plain text,
    /// to be shown as text (never as HTML).
    text: String,
    sent_at: String,
    /// The shop that sent it.
    seller_name: String,
    seller_username: String,
}

/// `{"email_log": …}`.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct EmailLogAnswer {
    email_log: EmailLog,
}

/// An optional category and whether the address gets it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct CategoryChoice {
    category: Category,
    subscribed: bool,
}

/// Which mails an address gets from a shop.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct EmailSubscription {
    /// The address, partly hidden (`b•••@example.org`).
    email: String,
    seller_name: String,
    seller_username: String,
    /// The optional categories; transactional mails are always sent.
    optional: Vec<CategoryChoice>,
}

/// `{"subscription": …}`.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct SubscriptionAnswer {
    subscription: EmailSubscription,
}

/// `PUT /v1/emails/unsubscribe/{token}`'s body: the categories to change.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SubscriptionInput {
    #[serde(default)]
    payment_reminders: Option<bool>,
}

/// The digest of the path's token, or `missing()` for a malformed one.
fn digest(ctx: &RouteContext<()>, missing: fn() -> AppError) -> AppResult<String> {
    let token = str_param(ctx, "token");
    if buyer_mail::well_formed(token) {
        Ok(auth::token_digest(token))
    } else {
        Err(missing())
    }
}

fn no_mail() -> AppError {
    AppError::NotFound {
        code: "email_log_not_found",
        detail: "no logged mail has this link".to_owned(),
    }
}

fn no_subscription() -> AppError {
    AppError::NotFound {
        code: "unsubscribe_not_found",
        detail: "no address has this unsubscribe link".to_owned(),
    }
}

/// `b•••@example.org`: the first character of the local part.
fn hidden(address: &str) -> String {
    match address.split_once('@') {
        Some((local, domain)) => {
            let first: String = local.chars().take(1).collect();
            format!("{first}•••@{domain}")
        }
        None => "•••".to_owned(),
    }
}

async fn answer(
    db: &worker::D1Database,
    subscription: Option<Subscription>,
) -> AppResult<Response> {
    let s = subscription.ok_or_else(no_subscription)?;
    let seller_id = sellwerk_core::ids::SellerId::try_from(s.seller_id)
        .map_err(|e| repo::corrupt("email subscription", s.seller_id, format!("{e:?}")))?;
    let (username, display_name) = repo::sellers::shop_names(db, seller_id).await?;
    Ok(Response::from_json(&SubscriptionAnswer {
        subscription: EmailSubscription {
            email: hidden(&s.address),
            seller_name: display_name,
            seller_username: username,
            optional: vec![CategoryChoice {
                category: Category::PaymentReminders,
                subscribed: s.payment_reminders != 0,
            }],
        },
    })?)
}

/// `GET /v1/email_logs/{token}`: the one mail logged under the token.
pub async fn view(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let digest = digest(&ctx, no_mail)?;
    let db = repo::db(&ctx.env)?;
    let mail = repo::email_logs::by_digest(&db, &digest)
        .await?
        .ok_or_else(no_mail)?;
    let seller_id = sellwerk_core::ids::SellerId::try_from(mail.seller_id)
        .map_err(|e| repo::corrupt("email log", mail.seller_id, format!("{e:?}")))?;
    let (username, display_name) = repo::sellers::shop_names(&db, seller_id).await?;
    let mut response = Response::from_json(&EmailLogAnswer {
        email_log: EmailLog {
            subject: mail.subject,
            text: mail.body_text,
            sent_at: clock::rfc3339(mail.created_at),
            seller_name: display_name,
            seller_username: username,
        },
    })?;
    response
        .headers_mut()
        .set("cache-control", "private, no-store")?;
    Ok(response)
}

/// `GET /v1/emails/unsubscribe/{token}`: the address's choices.
pub async fn get_subscription(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let digest = digest(&ctx, no_subscription)?;
    let db = repo::db(&ctx.env)?;
    let found = repo::email_logs::subscription(&db, &digest).await?;
    answer(&db, found).await
}

/// `PUT /v1/emails/unsubscribe/{token} {"payment_reminders": bool}`:
/// turns categories on or off; the choices as they are now.
pub async fn put_subscription(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let digest = digest(&ctx, no_subscription)?;
    let body: SubscriptionInput = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let found =
        repo::email_logs::choose(&db, &digest, body.payment_reminders, clock::now()).await?;
    answer(&db, found).await
}

/// `POST /v1/emails/unsubscribe/{token}`: one click (a mail client's
/// `List-Unsubscribe=One-Click`, or the page's button) turns every
/// optional category off; no session, and the body is not read.
pub async fn unsubscribe_all(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let digest = digest(&ctx, no_subscription)?;
    let db = repo::db(&ctx.env)?;
    let found = repo::email_logs::choose(&db, &digest, Some(false), clock::now()).await?;
    answer(&db, found).await
}
