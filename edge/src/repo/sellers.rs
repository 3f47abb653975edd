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

/// The shop name (username) of seller `seller_id`.
pub async fn username(db: &D1Database, seller_id: i64) -> AppResult<String> {
    #[derive(Deserialize)]
    struct Name {
        username: String,
    }
    db.prepare("SELECT username FROM sellers WHERE id = ?1")
        .bind(&[int(seller_id)])?
        .first::<Name>(None)
        .await?
        .map(|n| n.username)
        .ok_or_else(|| corrupt("seller", seller_id, "no such seller"))
}

/// What an order needs to know of the product and plan bought.
#[derive(Debug, Deserialize)]
pub struct OrderFacts {
    pub form: String,
    pub ticket_id: Option<i64>,
    /// When the plan's ticket's event ends (Unix seconds).
    pub ticket_ends: Option<i64>,
}

pub async fn order_facts(
    db: &D1Database,
    product_id: i64,
    plan_id: i64,
) -> AppResult<Option<OrderFacts>> {
    Ok(db
        .prepare(
            "SELECT p.form, pp.ticket_id, t.ends_at_unix AS ticket_ends FROM products p \
             JOIN pricing_plans pp ON pp.product_id = p.id AND pp.seller_id = p.seller_id \
             LEFT JOIN event_tickets t ON t.id = pp.ticket_id AND t.seller_id = p.seller_id \
             WHERE p.id = ?1 AND pp.id = ?2",
        )
        .bind(&[int(product_id), int(plan_id)])?
        .first::<OrderFacts>(None)
        .await?)
}
