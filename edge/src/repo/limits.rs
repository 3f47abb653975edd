//! Fixed-window rate-limit counters, and the counters of password sign-in
//! that lock their key (core's `auth::Lockout`).

use sellwerk_core::auth::{AttemptCount, Lockout, RateLimit, Verdict};
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::int;
use crate::error::{AppError, AppResult};

#[derive(Deserialize)]
struct Count {
    count: i64,
}

/// Counts one request under `key` in the window of `now`; `Some(seconds to
/// wait)` when it is over `limit`. One statement, so concurrent requests
/// count correctly.
pub async fn hit(db: &D1Database, key: &str, limit: RateLimit, now: i64) -> AppResult<Option<i64>> {
    let window = limit.window_start(now);
    let row = db
        .prepare(
            "INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) \
             ON CONFLICT (key) DO UPDATE SET \
             count = CASE WHEN window_start = ?2 THEN count + 1 ELSE 1 END, window_start = ?2 \
             RETURNING count",
        )
        .bind(&[JsValue::from_str(key), int(window)])?
        .first::<Count>(None)
        .await?;
    let count = u32::try_from(row.map_or(1, |r| r.count)).unwrap_or(u32::MAX);
    Ok((!limit.allows(count)).then(|| limit.retry_after(now)))
}

/// Whether the counter `key` is over `limit` in the window of `now`
/// without counting anything: `Some(seconds to wait)` when it is.
pub async fn over(
    db: &D1Database,
    key: &str,
    limit: RateLimit,
    now: i64,
) -> AppResult<Option<i64>> {
    let window = limit.window_start(now);
    let row = db
        .prepare("SELECT count FROM rate_limits WHERE key = ?1 AND window_start = ?2")
        .bind(&[JsValue::from_str(key), int(window)])?
        .first::<Count>(None)
        .await?;
    let count = u32::try_from(row.map_or(0, |r| r.count)).unwrap_or(u32::MAX);
    Ok((!limit.allows(count)).then(|| limit.retry_after(now)))
}

#[derive(Deserialize)]
struct Counter {
    count: i64,
    level: i64,
    locked_until: i64,
}

/// Counts one attempt under `key` before anything is checked and answers
/// the verdict of `policy` (one statement increments and returns the
/// count, so each of many parallel attempts gets its own number). While
/// the key is locked nothing is counted. The attempt that first passes the
/// limit writes the lockout; the others over it are refused anyway.
pub async fn attempt(db: &D1Database, key: &str, policy: Lockout, now: i64) -> AppResult<Verdict> {
    let window = policy.limit.window_start(now);
    let row = db
        .prepare(
            "INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) \
             ON CONFLICT (key) DO UPDATE SET \
             count = CASE WHEN locked_until > ?3 THEN count \
                          WHEN window_start = ?2 THEN count + 1 ELSE 1 END, \
             window_start = CASE WHEN locked_until > ?3 THEN window_start ELSE ?2 END \
             RETURNING count, level, locked_until",
        )
        .bind(&[JsValue::from_str(key), int(window), int(now)])?
        .first::<Counter>(None)
        .await?
        .ok_or_else(|| AppError::Internal(format!("the counter {key} answered nothing")))?;
    let counted = AttemptCount {
        count: u32::try_from(row.count).unwrap_or(u32::MAX),
        level: u32::try_from(row.level).unwrap_or(0),
        locked_until: row.locked_until,
    };
    let verdict = policy.judge(counted, now);
    if let Verdict::Lock { level, until } = verdict {
        db.prepare(
            "UPDATE rate_limits SET level = ?2, locked_until = ?3, count = 0 WHERE key = ?1",
        )
        .bind(&[JsValue::from_str(key), int(i64::from(level)), int(until)])?
        .run()
        .await?;
    }
    Ok(verdict)
}

/// Gives back the attempt counted under `key` in the window of `now` (it
/// succeeded: a person who knows their password never uses up the limit).
pub async fn give_back(db: &D1Database, key: &str, policy: Lockout, now: i64) -> AppResult<()> {
    db.prepare(
        "UPDATE rate_limits SET count = count - 1 \
         WHERE key = ?1 AND window_start = ?2 AND count > 0 AND locked_until <= ?3",
    )
    .bind(&[
        JsValue::from_str(key),
        int(policy.limit.window_start(now)),
        int(now),
    ])?
    .run()
    .await?;
    Ok(())
}

/// Forgets every counter and lockout (development builds only:
/// `POST /v1/dev/faults {"clear_limits": true}`).
#[cfg(feature = "dev")]
pub async fn clear_all(db: &D1Database) -> AppResult<()> {
    db.prepare("DELETE FROM rate_limits").run().await?;
    Ok(())
}
