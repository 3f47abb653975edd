//! Fixed-window rate-limit counters.

use sellwerk_core::auth::RateLimit;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::int;
use crate::error::AppResult;

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

/// Whether `key` is already over `limit` in the window of `now`, without
/// counting this request: `Some(seconds to wait)` when it is.
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
    Ok((count >= limit.max).then(|| limit.retry_after(now)))
}
