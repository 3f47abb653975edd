//! The seller's notifications and their mail settings. Every statement is
//! scoped to the seller.

use sellwerk_core::ids::SellerId;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::int;
use crate::error::{AppError, AppResult};
use crate::jobs::Job;

fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

fn optional(value: Option<&str>) -> JsValue {
    value.map_or(JsValue::NULL, text)
}

/// A notification to store.
pub struct NewNotification<'a> {
    pub kind: &'a str,
    pub event_key: &'a str,
    pub subject: &'a str,
    pub actor: Option<&'a str>,
    pub amount: Option<&'a str>,
    pub currency: Option<&'a str>,
    pub order_id: Option<i64>,
    pub link: &'a str,
}

/// Stores a notification of seller `seller_id` and, in the same batch and
/// only when it is new, puts `job` (its mail) into the outbox. Whether it
/// was new: an event key stored before stores and queues nothing.
pub async fn store(
    db: &D1Database,
    seller_id: SellerId,
    n: &NewNotification<'_>,
    job: &Job,
    now: i64,
) -> AppResult<bool> {
    let job = serde_json::to_string(job)
        .map_err(|e| AppError::Internal(format!("notification job: {e}")))?;
    let results = db
        .batch(vec![
            db.prepare(
                "INSERT OR IGNORE INTO seller_notifications (seller_id, kind, event_key, subject, \
                 actor, amount, currency, order_id, link, created_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            )
            .bind(&[
                int(seller_id),
                text(n.kind),
                text(n.event_key),
                text(n.subject),
                optional(n.actor),
                optional(n.amount),
                optional(n.currency),
                n.order_id.map_or(JsValue::NULL, int),
                text(n.link),
                int(now),
            ])?,
            db.prepare("INSERT INTO outbox (job, created_at) SELECT ?1, ?2 WHERE changes() = 1")
                .bind(&[text(&job), int(now)])?,
        ])
        .await?;
    let inserted = results
        .first()
        .and_then(|r| r.meta().ok().flatten())
        .and_then(|m| m.changes)
        .unwrap_or(0);
    Ok(inserted == 1)
}

/// A stored notification.
#[derive(Debug, Deserialize)]
pub struct Stored {
    pub id: i64,
    pub kind: String,
    pub subject: String,
    pub actor: Option<String>,
    pub amount: Option<String>,
    pub currency: Option<String>,
    pub order_id: Option<i64>,
    pub link: String,
    pub created_at: i64,
    pub read_at: Option<i64>,
}

const COLUMNS: &str =
    "id, kind, subject, actor, amount, currency, order_id, link, created_at, read_at";

/// The notification of seller `seller_id` with event key `key`.
pub async fn by_key(db: &D1Database, seller_id: SellerId, key: &str) -> AppResult<Option<Stored>> {
    Ok(db
        .prepare(format!(
            "SELECT {COLUMNS} FROM seller_notifications WHERE seller_id = ?1 AND event_key = ?2"
        ))
        .bind(&[int(seller_id), text(key)])?
        .first::<Stored>(None)
        .await?)
}

/// A page of the seller's notifications, newest first: `per + 1` rows
/// with ids below `before` (all when `None`), so the caller knows whether
/// more follow.
pub async fn page(
    db: &D1Database,
    seller_id: SellerId,
    before: Option<i64>,
    per: i64,
) -> AppResult<Vec<Stored>> {
    Ok(db
        .prepare(format!(
            "SELECT {COLUMNS} FROM seller_notifications WHERE seller_id = ?1 AND id < ?2 \
             ORDER BY id DESC LIMIT ?3"
        ))
        .bind(&[
            int(seller_id),
            int(before.unwrap_or(i64::from(i32::MAX) * 4096)),
            int(per + 1),
        ])?
        .all()
        .await?
        .results::<Stored>()?)
}

/// How many of the seller's notifications are unread.
pub async fn unread(db: &D1Database, seller_id: SellerId) -> AppResult<i64> {
    #[derive(Deserialize)]
    struct Count {
        n: i64,
    }
    Ok(db
        .prepare("SELECT count(*) AS n FROM seller_notifications WHERE seller_id = ?1 AND read_at IS NULL")
        .bind(&[int(seller_id)])?
        .first::<Count>(None)
        .await?
        .map_or(0, |c| c.n))
}

/// Marks notification `id` of seller `seller_id` read (kept as first read);
/// false when the seller has no such notification.
pub async fn mark_read(db: &D1Database, seller_id: SellerId, id: i64, now: i64) -> AppResult<bool> {
    #[derive(Deserialize)]
    struct Found {
        #[allow(dead_code)]
        id: i64,
    }
    let results = db
        .batch(vec![
            db.prepare(
                "UPDATE seller_notifications SET read_at = ?3 \
                 WHERE seller_id = ?1 AND id = ?2 AND read_at IS NULL",
            )
            .bind(&[int(seller_id), int(id), int(now)])?,
            db.prepare("SELECT id FROM seller_notifications WHERE seller_id = ?1 AND id = ?2")
                .bind(&[int(seller_id), int(id)])?,
        ])
        .await?;
    Ok(match results.get(1) {
        Some(r) => !r.results::<Found>()?.is_empty(),
        None => false,
    })
}

/// Marks every unread notification of the seller read; how many.
pub async fn mark_all_read(db: &D1Database, seller_id: SellerId, now: i64) -> AppResult<i64> {
    let result = db
        .prepare(
            "UPDATE seller_notifications SET read_at = ?2 WHERE seller_id = ?1 AND read_at IS NULL",
        )
        .bind(&[int(seller_id), int(now)])?
        .run()
        .await?;
    Ok(result
        .meta()?
        .and_then(|m| m.changes)
        .and_then(|n| i64::try_from(n).ok())
        .unwrap_or(0))
}

/// The seller's stored mail settings: (kind, mail on).
pub async fn settings(db: &D1Database, seller_id: SellerId) -> AppResult<Vec<(String, bool)>> {
    #[derive(Deserialize)]
    struct Row {
        kind: String,
        mail: i64,
    }
    Ok(db
        .prepare("SELECT kind, mail FROM notification_settings WHERE seller_id = ?1")
        .bind(&[int(seller_id)])?
        .all()
        .await?
        .results::<Row>()?
        .into_iter()
        .map(|r| (r.kind, r.mail != 0))
        .collect())
}

/// Stores the seller's choices (kind, mail on), each replacing the one
/// before, in one batch.
pub async fn set_settings(
    db: &D1Database,
    seller_id: SellerId,
    choices: &[(&str, bool)],
) -> AppResult<()> {
    if choices.is_empty() {
        return Ok(());
    }
    let statements = choices
        .iter()
        .map(|(kind, mail)| {
            db.prepare(
                "INSERT INTO notification_settings (seller_id, kind, mail) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (seller_id, kind) DO UPDATE SET mail = excluded.mail",
            )
            .bind(&[int(seller_id), text(kind), int(i64::from(*mail))])
        })
        .collect::<Result<Vec<_>, _>>()?;
    db.batch(statements).await?;
    Ok(())
}
