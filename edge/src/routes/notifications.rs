//! The seller's notifications (`services::notifications`): the list,
//! newest first (`GET /v1/cabinet/notifications?before=&per=`, with the
//! unread count the cabinet's bell shows), marking one or all read, and the
//! mail settings per kind. Another seller's notification answers 404 like
//! a missing one.

use sellwerk_core::ids::OrderId;
use serde::{Deserialize, Serialize};
use worker::{Request, Response, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::{json_body, query_param, str_param};
use crate::repo::{self, notifications::Stored};
use crate::services::notifications::{self, NotificationKind};
use crate::session;

/// A notification as the cabinet shows it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct NotificationView {
    id: i64,
    kind: NotificationKind,
    /// What it is about: a product's, course's or lesson's name.
    subject: String,
    /// Who did it (the buyer's e-mail address), when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    actor: Option<String>,
    /// The money it is about, a decimal string in `currency`.
    #[serde(skip_serializing_if = "Option::is_none")]
    amount: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    currency: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    order_id: Option<OrderId>,
    /// Where the cabinet shows more (a path).
    link: String,
    created_at: String,
    read: bool,
}

impl TryFrom<Stored> for NotificationView {
    type Error = AppError;

    fn try_from(n: Stored) -> AppResult<Self> {
        let kind = NotificationKind::from_name(&n.kind)
            .ok_or_else(|| repo::corrupt("notification", n.id, "unknown kind"))?;
        let order_id = n
            .order_id
            .map(OrderId::try_from)
            .transpose()
            .map_err(|e| repo::corrupt("notification", n.id, format!("{e:?}")))?;
        Ok(NotificationView {
            id: n.id,
            kind,
            subject: n.subject,
            actor: n.actor,
            amount: n.amount,
            currency: n.currency,
            order_id,
            link: n.link,
            created_at: clock::rfc3339(n.created_at),
            read: n.read_at.is_some(),
        })
    }
}

/// A page of notifications, newest first.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct NotificationPage {
    list: Vec<NotificationView>,
    /// Older notifications follow: pass `next_before` as `before=`.
    has_more: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    next_before: Option<i64>,
    /// How many of all the seller's notifications are unread.
    unread: i64,
}

/// `{"unread": n}`: for the bell.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct UnreadCount {
    unread: i64,
}

/// One kind and whether the seller gets it by mail.
#[derive(Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct KindSetting {
    kind: NotificationKind,
    mail: bool,
}

/// `{"settings": […]}`: every kind, in order.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct NotificationSettings {
    settings: Vec<KindSetting>,
}

/// `PUT /v1/cabinet/settings/notifications`'s body: the kinds to change.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NotificationSettingsInput {
    settings: Vec<KindSetting>,
}

const PER_DEFAULT: i64 = 20;
const PER_MAX: i64 = 100;

/// A positive whole number from the query, or `default` when absent.
fn number(req: &Request, name: &'static str, default: Option<i64>) -> AppResult<Option<i64>> {
    let raw = query_param(req, name)?;
    if raw.is_empty() {
        return Ok(default);
    }
    raw.parse::<i64>()
        .ok()
        .filter(|n| *n > 0)
        .map(Some)
        .ok_or_else(|| AppError::BadRequest {
            code: "invalid_input",
            detail: format!("{name} must be a positive whole number, not {raw:?}"),
        })
}

/// `GET /v1/cabinet/notifications?before=&per=`: newest first.
pub async fn list(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let before = number(&req, "before", None)?;
    let per = number(&req, "per", Some(PER_DEFAULT))?
        .unwrap_or(PER_DEFAULT)
        .min(PER_MAX);
    let db = repo::db(&ctx.env)?;
    let mut rows = repo::notifications::page(&db, seller.seller_id, before, per).await?;
    let has_more = i64::try_from(rows.len()).unwrap_or(i64::MAX) > per;
    rows.truncate(usize::try_from(per).unwrap_or(0));
    let list = rows
        .into_iter()
        .map(NotificationView::try_from)
        .collect::<AppResult<Vec<_>>>()?;
    let unread = repo::notifications::unread(&db, seller.seller_id).await?;
    Ok(Response::from_json(&NotificationPage {
        next_before: if has_more {
            list.last().map(|n| n.id)
        } else {
            None
        },
        has_more,
        list,
        unread,
    })?)
}

/// `GET /v1/cabinet/notifications/unread`: the bell's count.
pub async fn unread(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    Ok(Response::from_json(&UnreadCount {
        unread: repo::notifications::unread(&db, seller.seller_id).await?,
    })?)
}

/// `POST /v1/cabinet/notifications/{id}/read`: 404 for a notification
/// the seller does not have.
pub async fn mark_read(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let raw = str_param(&ctx, "id");
    let id = raw
        .parse::<i64>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| AppError::NotFound {
            code: "notification_not_found",
            detail: format!("{raw:?} is not a valid id"),
        })?;
    let db = repo::db(&ctx.env)?;
    if !repo::notifications::mark_read(&db, seller.seller_id, id, clock::now()).await? {
        return Err(AppError::NotFound {
            code: "notification_not_found",
            detail: format!("you have no notification {id}"),
        });
    }
    Ok(Response::from_json(&UnreadCount {
        unread: repo::notifications::unread(&db, seller.seller_id).await?,
    })?)
}

/// `POST /v1/cabinet/notifications/read_all`.
pub async fn mark_all_read(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    repo::notifications::mark_all_read(&db, seller.seller_id, clock::now()).await?;
    Ok(Response::from_json(&UnreadCount { unread: 0 })?)
}

async fn settings_answer(db: &worker::D1Database, seller: &session::Seller) -> AppResult<Response> {
    let settings = notifications::settings(db, seller.seller_id)
        .await?
        .into_iter()
        .map(|(kind, mail)| KindSetting { kind, mail })
        .collect();
    Ok(Response::from_json(&NotificationSettings { settings })?)
}

/// `GET /v1/cabinet/settings/notifications`.
pub async fn get_settings(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    settings_answer(&db, &seller).await
}

/// `PUT /v1/cabinet/settings/notifications {"settings": [{kind, mail}]}`:
/// the kinds named change, the others stay.
pub async fn put_settings(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let body: NotificationSettingsInput = json_body(&mut req).await?;
    // one choice per kind, the last one named
    let choices: Vec<(&str, bool)> = NotificationKind::ALL
        .into_iter()
        .filter_map(|kind| {
            body.settings
                .iter()
                .rev()
                .find(|s| s.kind == kind)
                .map(|s| (kind.name(), s.mail))
        })
        .collect();
    let db = repo::db(&ctx.env)?;
    repo::notifications::set_settings(&db, seller.seller_id, &choices).await?;
    settings_answer(&db, &seller).await
}
