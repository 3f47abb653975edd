//! The local development mailbox.

use sellwerk_core::ids::MailId;
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use crate::error::AppResult;
use crate::jobs::Mail;

/// Stores a mail; a redelivered job (same key) stores nothing twice.
pub async fn store(db: &D1Database, mail: &Mail) -> AppResult<()> {
    db.prepare(
        "INSERT OR IGNORE INTO dev_mails (mail_key, to_address, subject, body_text, link) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )
    .bind(&[
        JsValue::from_str(&mail.key),
        JsValue::from_str(&mail.to),
        JsValue::from_str(&mail.subject),
        JsValue::from_str(&mail.text),
        JsValue::from_str(&mail.link),
    ])?
    .run()
    .await?;
    Ok(())
}

#[derive(Serialize, Deserialize, schemars::JsonSchema)]
pub struct StoredMail {
    pub id: MailId,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub link: String,
    pub created_at: String,
}

/// The newest mails first.
pub async fn list(db: &D1Database, limit: i64) -> AppResult<Vec<StoredMail>> {
    Ok(db
        .prepare(
            "SELECT id, to_address AS \"to\", subject, body_text AS text, link, created_at \
             FROM dev_mails ORDER BY id DESC LIMIT ?1",
        )
        .bind(&[super::int(limit)])?
        .all()
        .await?
        .results::<StoredMail>()?)
}
