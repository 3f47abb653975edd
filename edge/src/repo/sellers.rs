//! What a seller keeps about themselves: the seller profile's business step.

use sellwerk_core::validation::BusinessStep;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::AppResult;

#[derive(Deserialize)]
struct Row {
    data: String,
}

/// The stored business step of seller `seller_id` (empty when none yet).
pub async fn business_step(db: &D1Database, seller_id: i64) -> AppResult<BusinessStep> {
    let row = db
        .prepare("SELECT data FROM seller_profiles WHERE seller_id = ?1")
        .bind(&[int(seller_id)])?
        .first::<Row>(None)
        .await?;
    match row {
        None => Ok(BusinessStep::default()),
        Some(r) => {
            serde_json::from_str(&r.data).map_err(|e| corrupt("seller_profile", seller_id, e))
        }
    }
}

/// Stores the business step of seller `seller_id` (core checked it).
pub async fn save_business_step(
    db: &D1Database,
    seller_id: i64,
    step: &BusinessStep,
) -> AppResult<()> {
    let data = serde_json::to_string(step).map_err(|e| corrupt("seller_profile", seller_id, e))?;
    db.prepare(
        "INSERT INTO seller_profiles (seller_id, data) VALUES (?1, ?2) \
         ON CONFLICT (seller_id) DO UPDATE SET data = ?2, \
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
    )
    .bind(&[int(seller_id), JsValue::from_str(&data)])?
    .run()
    .await?;
    Ok(())
}
