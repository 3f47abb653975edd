//! The local development mailbox.

use sellwerk_core::ids::MailId;
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use crate::error::AppResult;
use crate::jobs::Mail;

/// Stores a mail; a redelivered job (same key) stores nothing twice.
pub async fn store(db: &D1Database, mail: &Mail, headers: &[(&str, String)]) -> AppResult<()> {
    let headers = serde_json::to_string(headers)
        .map_err(|e| crate::error::AppError::Internal(format!("mail headers: {e}")))?;
    db.prepare(
        "INSERT OR IGNORE INTO dev_mails (mail_key, to_address, subject, body_text, link, headers) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )
    .bind(&[
        JsValue::from_str(&mail.key),
        JsValue::from_str(&mail.to),
        JsValue::from_str(&mail.subject),
        JsValue::from_str(&mail.text),
        JsValue::from_str(&mail.link),
        JsValue::from_str(&headers),
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
    /// Extra headers as sent (name, value), such as `List-Unsubscribe`.
    pub headers: Vec<(String, String)>,
    pub created_at: String,
}

/// The newest mails first; only those to `to` when it is not empty (a
/// test's own address finds its mails however busy the mailbox is).
pub async fn list(db: &D1Database, limit: i64, to: &str) -> AppResult<Vec<StoredMail>> {
    #[derive(Deserialize)]
    struct Row {
        id: MailId,
        to: String,
        subject: String,
        text: String,
        link: String,
        headers: String,
        created_at: String,
    }
    db.prepare(
        "SELECT id, to_address AS \"to\", subject, body_text AS text, link, headers, created_at \
         FROM dev_mails WHERE ?2 = '' OR to_address = ?2 ORDER BY id DESC LIMIT ?1",
    )
    .bind(&[super::int(limit), to.into()])?
    .all()
    .await?
    .results::<Row>()?
    .into_iter()
    .map(|r| {
        Ok(StoredMail {
            headers: serde_json::from_str(&r.headers)
                .map_err(|e| super::corrupt("dev mail", r.id, e))?,
            id: r.id,
            to: r.to,
            subject: r.subject,
            text: r.text,
            link: r.link,
            created_at: r.created_at,
        })
    })
    .collect()
}
