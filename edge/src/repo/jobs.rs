//! Bookkeeping of the queue consumer, and the health probe of D1.

use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use crate::error::AppResult;

/// Records a processed heartbeat; a redelivered message changes nothing.
pub async fn record_heartbeat(db: &D1Database, id: &str, sent_at: &str) -> AppResult<()> {
    db.prepare("INSERT OR IGNORE INTO job_heartbeats (id, sent_at) VALUES (?1, ?2)")
        .bind(&[JsValue::from_str(id), JsValue::from_str(sent_at)])?
        .run()
        .await?;
    Ok(())
}

#[derive(Deserialize)]
struct Processed {
    processed: i64,
}

/// Whether the heartbeat `id` has been processed by the consumer.
pub async fn heartbeat_processed(db: &D1Database, id: &str) -> AppResult<bool> {
    let row = db
        .prepare("SELECT count(*) AS processed FROM job_heartbeats WHERE id = ?1")
        .bind(&[JsValue::from_str(id)])?
        .first::<Processed>(None)
        .await?;
    Ok(row.is_some_and(|r| r.processed > 0))
}

/// The number of applied migrations: proves D1 answers and is migrated.
pub async fn migrations_applied(db: &D1Database) -> AppResult<i64> {
    let row = db
        .prepare("SELECT count(*) AS processed FROM d1_migrations")
        .first::<Processed>(None)
        .await?;
    Ok(row.map_or(0, |r| r.processed))
}
