//! The buyer mails' log (view in the browser) and the addresses' choice of
//! optional mails per seller (unsubscribe), both found by token digests.

use sellwerk_core::ids::SellerId;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::int;
use crate::error::AppResult;

fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

/// A buyer mail to log, as written before its footer of links.
pub struct NewLog<'a> {
    pub seller_id: SellerId,
    pub mail_key: &'a str,
    pub token_digest: &'a str,
    pub to: &'a str,
    pub category: &'a str,
    pub subject: &'a str,
    pub body: &'a str,
    pub now: i64,
}

/// Logs a mail; a mail key logged before (a redelivered job) logs nothing.
pub async fn record(db: &D1Database, log: &NewLog<'_>) -> AppResult<()> {
    db.prepare(
        "INSERT OR IGNORE INTO email_logs (seller_id, mail_key, token_digest, to_address, \
         category, subject, body_text, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )
    .bind(&[
        int(log.seller_id),
        text(log.mail_key),
        text(log.token_digest),
        text(log.to),
        text(log.category),
        text(log.subject),
        text(log.body),
        int(log.now),
    ])?
    .run()
    .await?;
    Ok(())
}

/// A logged mail as its view shows it.
#[derive(Debug, Deserialize)]
pub struct LoggedMail {
    pub seller_id: i64,
    pub subject: String,
    pub body_text: String,
    pub created_at: i64,
}

/// The one mail logged under `token_digest`.
pub async fn by_digest(db: &D1Database, token_digest: &str) -> AppResult<Option<LoggedMail>> {
    Ok(db
        .prepare(
            "SELECT seller_id, subject, body_text, created_at FROM email_logs \
             WHERE token_digest = ?1",
        )
        .bind(&[text(token_digest)])?
        .first::<LoggedMail>(None)
        .await?)
}

/// Deletes up to `limit` mails logged before `before` (Unix seconds);
/// how many.
pub async fn delete_older(db: &D1Database, before: i64, limit: i64) -> AppResult<usize> {
    let result = db
        .prepare(
            "DELETE FROM email_logs WHERE id IN (SELECT id FROM email_logs \
             WHERE created_at < ?1 ORDER BY created_at LIMIT ?2)",
        )
        .bind(&[int(before), int(limit)])?
        .run()
        .await?;
    Ok(result.meta()?.and_then(|m| m.changes).unwrap_or(0))
}

/// An address's choice of a seller's optional mails.
#[derive(Debug, Deserialize)]
pub struct Subscription {
    pub seller_id: i64,
    pub address: String,
    pub payment_reminders: i64,
}

/// Makes the subscription row of `address` at seller `seller_id` (every
/// optional category on) unless it exists, and answers whether the address
/// wants `payment_reminders`.
pub async fn ensure(
    db: &D1Database,
    seller_id: SellerId,
    address: &str,
    token_digest: &str,
) -> AppResult<bool> {
    #[derive(Deserialize)]
    struct Wants {
        payment_reminders: i64,
    }
    // one statement (issue 31): the row is made unless it exists (any
    // uniqueness conflict leaves the stored row as it is, as `INSERT OR
    // IGNORE` did) and answers its choice either way
    let wants = db
        .prepare(
            "INSERT INTO email_subscriptions (seller_id, address, token_digest) \
             VALUES (?1, ?2, ?3) ON CONFLICT DO UPDATE SET payment_reminders = payment_reminders \
             RETURNING payment_reminders",
        )
        .bind(&[int(seller_id), text(address), text(token_digest)])?
        .all()
        .await?
        .results::<Wants>()?;
    Ok(wants.first().is_none_or(|w| w.payment_reminders != 0))
}

/// The subscription found by its token's digest.
pub async fn subscription(db: &D1Database, token_digest: &str) -> AppResult<Option<Subscription>> {
    Ok(db
        .prepare(
            "SELECT seller_id, address, payment_reminders FROM email_subscriptions \
             WHERE token_digest = ?1",
        )
        .bind(&[text(token_digest)])?
        .first::<Subscription>(None)
        .await?)
}

/// Sets the optional categories of the subscription under `token_digest`
/// (`None` keeps a category as it is); the subscription as it is now.
pub async fn choose(
    db: &D1Database,
    token_digest: &str,
    payment_reminders: Option<bool>,
    now: i64,
) -> AppResult<Option<Subscription>> {
    if let Some(wants) = payment_reminders {
        db.prepare(
            "UPDATE email_subscriptions SET payment_reminders = ?2, updated_at = ?3 \
             WHERE token_digest = ?1",
        )
        .bind(&[text(token_digest), int(i64::from(wants)), int(now)])?
        .run()
        .await?;
    }
    subscription(db, token_digest).await
}
