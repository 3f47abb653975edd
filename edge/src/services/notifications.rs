//! The seller's notifications (spec section 3's kinds): each event is
//! stored once for the cabinet (the bell, `/cabinet/notifications`) and
//! mailed to the seller's account address when the seller's settings want
//! its kind by mail (`/cabinet/settings/notifications`).
//!
//! [`notify`] is the one entry: it stores the notification under its event
//! key (unique within the seller) and, in the same batch and only when it
//! is new, queues its mail (`Job::NotificationMailV1`), so a repeated call
//! (a redelivered job, a retried request) stores and mails nothing twice,
//! and no mail is sent in a request. The order events arrive from the
//! order's change (`Job::SellerNoticeV1`, written in the batch that changed
//! the order, so once per event) through [`order_notice`]:
//! - `order_created`: the order was delivered for the first time and costs
//!   something (its first payment, or a free trial's saved method). This is
//!   the seller's "New order" mail of before, now one mail per order.
//! - `free_transaction`: the order was delivered and costs nothing.
//! - `paid_transaction`: a later rate was paid (the first payment is the
//!   new order's own notification: one mail per event, not two).
//! - `order_canceled`: the order was ended by cancellation (a subscription
//!   unsubscribed). An unpaid checkout that expires tells nobody.
//!
//! `quiz_attempt` is sent by the course area through [`notify`], and
//! `custom_notification` by a shop's contact form (its subject is the
//! buyer's message); `comment` is defined for the settings, but no comments
//! exist yet.

use sellwerk_core::Money;
use sellwerk_core::ids::{OrderId, SellerId};
use serde::{Deserialize, Serialize};
use worker::{D1Database, Env};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::jobs::{Job, Mail, OrderNotice};
use crate::repo;
use crate::services::mail;

/// A kind of notification (spec section 3's notification types that
/// exist on this platform).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum NotificationKind {
    OrderCreated,
    PaidTransaction,
    FreeTransaction,
    OrderCanceled,
    QuizAttempt,
    Comment,
    CustomNotification,
}

impl NotificationKind {
    /// Every kind, in the settings' order.
    pub const ALL: [NotificationKind; 7] = [
        NotificationKind::OrderCreated,
        NotificationKind::PaidTransaction,
        NotificationKind::FreeTransaction,
        NotificationKind::OrderCanceled,
        NotificationKind::QuizAttempt,
        NotificationKind::Comment,
        NotificationKind::CustomNotification,
    ];

    pub fn name(self) -> &'static str {
        match self {
            NotificationKind::OrderCreated => "order_created",
            NotificationKind::PaidTransaction => "paid_transaction",
            NotificationKind::FreeTransaction => "free_transaction",
            NotificationKind::OrderCanceled => "order_canceled",
            NotificationKind::QuizAttempt => "quiz_attempt",
            NotificationKind::Comment => "comment",
            NotificationKind::CustomNotification => "custom_notification",
        }
    }

    pub fn from_name(name: &str) -> Option<NotificationKind> {
        Self::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Whether a seller who chose nothing gets this kind by mail: the
    /// order kinds and a buyer's message (`custom_notification`, from a
    /// shop's contact form) yes, the others no.
    pub fn mail_by_default(self) -> bool {
        matches!(
            self,
            NotificationKind::OrderCreated
                | NotificationKind::PaidTransaction
                | NotificationKind::FreeTransaction
                | NotificationKind::OrderCanceled
                | NotificationKind::CustomNotification
        )
    }
}

/// An event to tell a seller of.
#[derive(Debug, Clone)]
pub struct Notification {
    pub kind: NotificationKind,
    /// The event's key within the seller, one per event (for example
    /// `quiz_attempt:{attempt id}`): a second call with the same key
    /// stores and mails nothing.
    pub key: String,
    /// What it is about: the product's, course's or lesson's name.
    pub subject: String,
    /// Who did it, when known: the buyer's e-mail address.
    pub actor: Option<String>,
    /// The money it is about, if any.
    pub amount: Option<Money>,
    /// The order it is about, if any.
    pub order_id: Option<OrderId>,
    /// Where the cabinet shows more: a path under `/cabinet`.
    pub link: String,
}

/// Stores notification `n` of seller `seller_id` and queues its mail; true
/// when it was new (see the module's documentation). Callable from a
/// request: it sends nothing itself.
pub async fn notify(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    n: &Notification,
) -> AppResult<bool> {
    let amount = n.amount.map(Money::to_decimal_string);
    let currency = n.amount.map(|m| m.currency().code().to_owned());
    let job = Job::NotificationMailV1 {
        seller_id,
        key: n.key.clone(),
    };
    let new = repo::notifications::store(
        db,
        seller_id,
        &repo::notifications::NewNotification {
            kind: n.kind.name(),
            event_key: &n.key,
            subject: &n.subject,
            actor: n.actor.as_deref(),
            amount: amount.as_deref(),
            currency: currency.as_deref(),
            order_id: n.order_id.map(OrderId::get),
            link: &n.link,
        },
        &job,
        clock::now(),
    )
    .await?;
    if new {
        crate::services::orders::relay(env, db).await?;
    }
    Ok(new)
}

/// The notification of an order's event (`Job::SellerNoticeV1`).
// the development route's (`POST /v1/dev/...`); the consumer passes what
// its batch read already
#[cfg(feature = "dev")]
pub async fn order_notice(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    notice: OrderNotice,
    rate: usize,
) -> AppResult<()> {
    let mut known = crate::repo::known::Known::default();
    order_notice_known(env, db, &mut known, (order_id, notice, rate)).await
}

/// [`order_notice`] with what the queue batch read already (`known`: the
/// delivery of the same order reads the same order and product).
pub async fn order_notice_known(
    env: &Env,
    db: &D1Database,
    known: &mut crate::repo::known::Known,
    (order_id, notice, rate): (OrderId, OrderNotice, usize),
) -> AppResult<()> {
    let order = known
        .order(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} is missing")))?;
    let product = known.product(db, &order).await?;
    let (kind, key, amount) = match notice {
        OrderNotice::Delivered if order.total.is_zero() && !order.open_ended => (
            NotificationKind::FreeTransaction,
            format!("order:{order_id}:delivered"),
            None,
        ),
        OrderNotice::Delivered => (
            NotificationKind::OrderCreated,
            format!("order:{order_id}:delivered"),
            Some(order.due_now),
        ),
        OrderNotice::RatePaid => {
            let paid = repo::orders::rates(db, order_id)
                .await?
                .into_iter()
                .find(|r| r.idx == rate)
                .map(|r| r.amount);
            (
                NotificationKind::PaidTransaction,
                format!("order:{order_id}:rate:{rate}"),
                paid,
            )
        }
        OrderNotice::Canceled => (
            NotificationKind::OrderCanceled,
            format!("order:{order_id}:canceled"),
            None,
        ),
    };
    notify(
        env,
        db,
        order.seller_id,
        &Notification {
            kind,
            key,
            subject: product.name.clone(),
            actor: Some(order.payer_email.clone()),
            amount,
            order_id: Some(order_id),
            link: format!("/cabinet/orders/{order_id}"),
        },
    )
    .await
    .map(|_| ())
}

/// Whether seller `seller_id` wants `kind` by mail (the stored choice, or
/// the kind's default).
pub async fn mails_kind(
    db: &D1Database,
    seller_id: SellerId,
    kind: NotificationKind,
) -> AppResult<bool> {
    Ok(settings(db, seller_id)
        .await?
        .into_iter()
        .find(|(k, _)| *k == kind)
        .is_none_or(|(_, mail)| mail))
}

/// Every kind with whether the seller wants it by mail.
pub async fn settings(
    db: &D1Database,
    seller_id: SellerId,
) -> AppResult<Vec<(NotificationKind, bool)>> {
    let stored = repo::notifications::settings(db, seller_id).await?;
    Ok(NotificationKind::ALL
        .into_iter()
        .map(|kind| {
            let chosen = stored
                .iter()
                .find(|(k, _)| k == kind.name())
                .map(|(_, mail)| *mail);
            (kind, chosen.unwrap_or_else(|| kind.mail_by_default()))
        })
        .collect())
}

/// Mails notification `key` of seller `seller_id` to the seller's account
/// address, if the settings want its kind by mail (read when the mail
/// goes out). Safe to repeat: the mail's key is the notification's.
pub async fn mail_notification(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    key: &str,
) -> AppResult<()> {
    let Some(n) = repo::notifications::by_key(db, seller_id, key).await? else {
        return Ok(());
    };
    let kind = NotificationKind::from_name(&n.kind)
        .ok_or_else(|| repo::corrupt("notification", n.id, "unknown kind"))?;
    if !mails_kind(db, seller_id, kind).await? {
        return Ok(());
    }
    let Some(to) = repo::sellers::owner_email(db, seller_id).await? else {
        return Ok(());
    };
    let who = n.actor.as_deref().unwrap_or("Someone");
    let what = &n.subject;
    let amount = match (&n.amount, &n.currency) {
        (Some(a), Some(c)) => format!("{a} {}", c.to_ascii_uppercase()),
        _ => String::new(),
    };
    let (subject, lead) = match kind {
        NotificationKind::OrderCreated => (
            format!("New order: {what}"),
            format!("{who} ordered {what} ({amount} paid now). The order:"),
        ),
        NotificationKind::FreeTransaction => (
            format!("Free order: {what}"),
            format!("{who} received {what} for free. The order:"),
        ),
        NotificationKind::PaidTransaction => (
            format!("Payment received: {what}"),
            format!("{who} paid {amount} for {what}. The order:"),
        ),
        NotificationKind::OrderCanceled => (
            format!("Order canceled: {what}"),
            format!("{who} canceled {what}. The order:"),
        ),
        NotificationKind::QuizAttempt => (
            format!("Quiz attempt: {what}"),
            format!("{who} took the quiz of {what}. See it here:"),
        ),
        NotificationKind::Comment => (
            format!("New comment: {what}"),
            format!("{who} commented on {what}. See it here:"),
        ),
        NotificationKind::CustomNotification => (
            format!("Message from {who}"),
            format!(
                "{who} wrote through your shop's contact form (answer to that address):\n\n\
                 {what}\n\nYour notifications:"
            ),
        ),
    };
    mail::send(
        env,
        &Mail {
            key: format!("seller-notification-{}", n.id),
            to,
            subject,
            text: format!("{lead}\n\n{}{}\n", mail::origin(env), n.link),
            link: n.link,
        },
    )
    .await
}
