//! Users: the availability of usernames and e-mail addresses.

use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use crate::error::AppResult;

#[derive(Deserialize)]
struct Found {
    found: i64,
}

async fn exists(db: &D1Database, sql: &str, value: &str) -> AppResult<bool> {
    Ok(db
        .prepare(sql)
        .bind(&[JsValue::from_str(value)])?
        .first::<Found>(None)
        .await?
        .is_some_and(|r| r.found != 0))
}

/// Whether `username` (already lowercased) names a user or a shop.
pub async fn username_taken(db: &D1Database, username: &str) -> AppResult<bool> {
    exists(
        db,
        "SELECT EXISTS (SELECT 1 FROM users WHERE username = ?1) \
         OR EXISTS (SELECT 1 FROM sellers WHERE username = ?1) AS found",
        username,
    )
    .await
}

/// Whether `email` (already trimmed and lowercased) has an account.
pub async fn email_taken(db: &D1Database, email: &str) -> AppResult<bool> {
    exists(
        db,
        "SELECT EXISTS (SELECT 1 FROM users WHERE email = ?1) AS found",
        email,
    )
    .await
}
