//! The answers kept for `Idempotency-Key`s (migration 0020; the mechanism
//! is `crate::idempotency`).

use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::int;
use crate::error::{AppError, AppResult};

/// How many forgotten keys one claim deletes at most (the purge is spread
/// over the claims, so none of them reads more than this).
const PURGE_BATCH: i64 = 50;

/// A request that names a key.
#[derive(Debug)]
pub struct Request<'a> {
    pub scope: &'a str,
    pub key: &'a str,
    pub method: &'a str,
    pub path: &'a str,
    pub fingerprint: &'a str,
}

/// What a key already holds.
#[derive(Debug)]
pub struct Kept {
    pub method: String,
    pub path: String,
    pub fingerprint: String,
    /// The answer, once the first request finished.
    pub answer: Option<KeptAnswer>,
}

#[derive(Debug)]
pub struct KeptAnswer {
    pub status: u16,
    /// JSON object of header names and values.
    pub headers: String,
    pub body: String,
}

#[derive(Deserialize)]
struct Row {
    method: String,
    path: String,
    fingerprint: String,
    status: Option<i64>,
    headers: Option<String>,
    body: Option<String>,
}

impl TryFrom<Row> for Kept {
    type Error = AppError;

    fn try_from(row: Row) -> AppResult<Kept> {
        let answer = match row.status {
            None => None,
            Some(status) => Some(KeptAnswer {
                status: u16::try_from(status)
                    .ok()
                    .filter(|s| (200..600).contains(s))
                    .ok_or_else(|| {
                        AppError::Internal(format!("kept answer with status {status}"))
                    })?,
                headers: row.headers.unwrap_or_else(|| "{}".to_owned()),
                body: row.body.unwrap_or_default(),
            }),
        };
        Ok(Kept {
            method: row.method,
            path: row.path,
            fingerprint: row.fingerprint,
            answer,
        })
    }
}

#[derive(Deserialize)]
struct Claimed {
    #[allow(dead_code)] // RETURNING needs a column
    claimed: i64,
}

/// Claims `request`'s key for a first run until `locked_until`, to be kept
/// until `expires_at`: `Ok(None)` when this request may run (the key was
/// new, forgotten, or held by a lost run of the same request), else what
/// the key holds. One statement decides, so of two requests racing with one
/// key exactly one runs. A forgotten key taken over keeps nothing of its
/// old request.
pub async fn claim(
    db: &D1Database,
    request: &Request<'_>,
    now: i64,
    locked_until: i64,
    expires_at: i64,
) -> AppResult<Option<Kept>> {
    db.prepare(
        "DELETE FROM idempotent_requests WHERE rowid IN \
         (SELECT rowid FROM idempotent_requests WHERE expires_at <= ?1 LIMIT ?2)",
    )
    .bind(&[int(now), int(PURGE_BATCH)])?
    .run()
    .await?;
    let text = JsValue::from_str;
    let claimed = db
        .prepare(
            "INSERT INTO idempotent_requests \
             (scope, key, method, path, fingerprint, locked_until, expires_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
             ON CONFLICT (scope, key) DO UPDATE SET \
             method = excluded.method, path = excluded.path, fingerprint = excluded.fingerprint, \
             status = NULL, headers = NULL, body = NULL, \
             locked_until = excluded.locked_until, expires_at = excluded.expires_at \
             WHERE (status IS NULL AND locked_until <= ?8 AND method = excluded.method \
                    AND path = excluded.path AND fingerprint = excluded.fingerprint) \
                OR expires_at <= ?8 \
             RETURNING 1 AS claimed",
        )
        .bind(&[
            text(request.scope),
            text(request.key),
            text(request.method),
            text(request.path),
            text(request.fingerprint),
            int(locked_until),
            int(expires_at),
            int(now),
        ])?
        .first::<Claimed>(None)
        .await?;
    if claimed.is_some() {
        return Ok(None);
    }
    let row = db
        .prepare(
            "SELECT method, path, fingerprint, status, headers, body \
             FROM idempotent_requests WHERE scope = ?1 AND key = ?2",
        )
        .bind(&[text(request.scope), text(request.key)])?
        .first::<Row>(None)
        .await?
        .ok_or_else(|| AppError::Internal("an idempotency key vanished".to_owned()))?;
    Ok(Some(Kept::try_from(row)?))
}

/// Keeps the answer of the run that claimed `scope`/`key`.
pub async fn keep(db: &D1Database, scope: &str, key: &str, answer: &KeptAnswer) -> AppResult<()> {
    db.prepare(
        "UPDATE idempotent_requests SET status = ?3, headers = ?4, body = ?5 \
         WHERE scope = ?1 AND key = ?2 AND status IS NULL",
    )
    .bind(&[
        JsValue::from_str(scope),
        JsValue::from_str(key),
        int(i64::from(answer.status)),
        JsValue::from_str(&answer.headers),
        JsValue::from_str(&answer.body),
    ])?
    .run()
    .await?;
    Ok(())
}

/// Gives up the claim of a run whose answer is not kept: the key is free
/// for the next attempt.
pub async fn release(db: &D1Database, scope: &str, key: &str) -> AppResult<()> {
    db.prepare("DELETE FROM idempotent_requests WHERE scope = ?1 AND key = ?2 AND status IS NULL")
        .bind(&[JsValue::from_str(scope), JsValue::from_str(key)])?
        .run()
        .await?;
    Ok(())
}
