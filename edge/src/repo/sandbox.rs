//! The sandbox provider's own books (`sandbox_payments`), development
//! builds only: the payments it made, their status moved by its own
//! compare-and-set, and the card or account each saved.

use sellwerk_core::ids::SellerId;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::int;
use crate::error::{AppError, AppResult};

/// A sandbox payment as its page shows it.
#[derive(Debug, Deserialize)]
pub struct SandboxPayment {
    pub id: String,
    pub seller_id: SellerId,
    pub reference: String,
    pub amount_minor: i64,
    pub currency: String,
    pub method: String,
    pub status: String,
    pub decline_code: Option<String>,
    pub saved_card: Option<String>,
    pub return_url: String,
    /// `payment`, or `setup` (a card saved, nothing charged).
    pub mode: String,
}

impl SandboxPayment {
    /// Whether this saves a method rather than taking a payment.
    pub fn is_setup(&self) -> bool {
        self.mode == "setup"
    }
}

/// A payment to write, as the sandbox made it.
pub struct NewPayment<'a> {
    pub id: &'a str,
    pub seller_id: SellerId,
    pub reference: &'a str,
    pub rate: usize,
    pub amount_minor: i64,
    pub currency: &'a str,
    /// The method's wire name (`card`, `sepa`, ...).
    pub method: &'a str,
    pub return_url: &'a str,
    pub saved_card: Option<&'a str>,
    /// Saves a method, charges nothing (mode `setup`).
    pub setup: bool,
    pub idempotency_key: Option<&'a str>,
}

/// Writes a new payment waiting for a method.
pub async fn create(db: &D1Database, p: &NewPayment<'_>) -> AppResult<()> {
    create_statement(db, p)?.run().await?;
    Ok(())
}

/// [`create`] and the order's link to the payment (`kind`: `payment` of
/// its rate, or `setup`) in one batch: the sandbox is called in-process,
/// so its books and the edge's link are written in one round trip.
pub async fn create_linked(
    db: &D1Database,
    p: &NewPayment<'_>,
    order_id: sellwerk_core::ids::OrderId,
) -> AppResult<()> {
    let link = if p.setup {
        super::orders::link_setup_statement(db, "sandbox", p.id, order_id)?
    } else {
        super::orders::link_payment_statement(db, "sandbox", p.id, order_id, p.rate)?
    };
    db.batch(vec![create_statement(db, p)?, link]).await?;
    Ok(())
}

/// The statements of [`create_linked`] for the order with token `token`,
/// for the batch that writes the order (`repo::orders::create_returning_with`).
pub fn create_linked_of_token(
    db: &D1Database,
    p: &NewPayment<'_>,
    token: &str,
) -> AppResult<Vec<worker::D1PreparedStatement>> {
    Ok(vec![
        create_statement(db, p)?,
        super::orders::link_payment_of_token_statement(db, "sandbox", p.id, token, p.rate)?,
    ])
}

fn create_statement(db: &D1Database, p: &NewPayment<'_>) -> AppResult<worker::D1PreparedStatement> {
    let rate = i64::try_from(p.rate)
        .map_err(|_| AppError::Internal(format!("sandbox payment of rate {}", p.rate)))?;
    Ok(db.prepare(
        "INSERT INTO sandbox_payments (id, reference, rate, amount_minor, currency, method, status, \
         saved_card, return_url, seller_id, mode, idempotency_key) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'requires_payment_method', ?7, ?8, ?9, ?10, ?11)",
    )
    .bind(&[
        JsValue::from_str(p.id),
        JsValue::from_str(p.reference),
        int(rate),
        int(p.amount_minor),
        JsValue::from_str(p.currency),
        JsValue::from_str(p.method),
        p.saved_card.map_or(JsValue::NULL, JsValue::from_str),
        JsValue::from_str(p.return_url),
        int(p.seller_id),
        JsValue::from_str(if p.setup { "setup" } else { "payment" }),
        p.idempotency_key.map_or(JsValue::NULL, JsValue::from_str),
    ])?)
}
const PAYMENT_COLUMNS: &str = "id, seller_id, reference, amount_minor, currency, method, status, \
     decline_code, saved_card, return_url, mode";

/// The payment made with an idempotency key, if one was.
pub async fn by_idempotency_key(db: &D1Database, key: &str) -> AppResult<Option<SandboxPayment>> {
    Ok(db
        .prepare(format!(
            "SELECT {PAYMENT_COLUMNS} FROM sandbox_payments WHERE idempotency_key = ?1"
        ))
        .bind(&[JsValue::from_str(key)])?
        .first::<SandboxPayment>(None)
        .await?)
}

pub async fn find(db: &D1Database, id: &str) -> AppResult<Option<SandboxPayment>> {
    Ok(db
        .prepare(format!(
            "SELECT {PAYMENT_COLUMNS} FROM sandbox_payments WHERE id = ?1"
        ))
        .bind(&[JsValue::from_str(id)])?
        .first::<SandboxPayment>(None)
        .await?)
}

/// Moves a payment to `status` only from one of `from` (the sandbox's own
/// compare-and-set); whether it moved.
pub async fn set_status(
    db: &D1Database,
    id: &str,
    from: &[&str],
    status: &str,
    decline: Option<&str>,
    card: Option<&str>,
) -> AppResult<bool> {
    let from = serde_json::to_string(from).map_err(|e| AppError::Internal(e.to_string()))?;
    let result = db
        .prepare(
            "UPDATE sandbox_payments SET status = ?2, decline_code = ?3, \
             saved_card = coalesce(?4, saved_card), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') \
             WHERE id = ?1 AND status IN (SELECT value FROM json_each(?5))",
        )
        .bind(&[
            JsValue::from_str(id),
            JsValue::from_str(status),
            decline.map_or(JsValue::NULL, JsValue::from_str),
            card.map_or(JsValue::NULL, JsValue::from_str),
            JsValue::from_str(&from),
        ])?
        .run()
        .await?;
    Ok(result.meta()?.and_then(|m| m.changes).unwrap_or(0) == 1)
}

/// The card of an order's latest successful sandbox payment or setup: the
/// one a later rate is charged with (a buyer who paid a failed rate with
/// another card has it charged from then on); `None` when no card paid or
/// was saved.
pub async fn saved_card(db: &D1Database, reference: &str) -> AppResult<Option<String>> {
    #[derive(Deserialize)]
    struct Card {
        saved_card: String,
    }
    Ok(db
        .prepare(
            "SELECT saved_card FROM sandbox_payments WHERE reference = ?1 \
             AND status IN ('succeeded', 'refunded') AND saved_card IS NOT NULL \
             ORDER BY updated_at DESC, rowid DESC LIMIT 1",
        )
        .bind(&[JsValue::from_str(reference)])?
        .first::<Card>(None)
        .await?
        .map(|c| c.saved_card))
}

/// Records that sandbox payment `id` has given back `total_minor` in all
/// (a partial refund, or the rest); it becomes `refunded` once that is its
/// whole amount. False when it is not a succeeded payment, already gave
/// back as much, or the total passes its amount.
pub async fn refund(db: &D1Database, id: &str, total_minor: i64) -> AppResult<bool> {
    let result = db
        .prepare(
            "UPDATE sandbox_payments SET refunded_minor = ?2, \
             status = CASE WHEN ?2 >= amount_minor THEN 'refunded' ELSE status END, \
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') \
             WHERE id = ?1 AND status = 'succeeded' AND refunded_minor < ?2 AND ?2 <= amount_minor",
        )
        .bind(&[JsValue::from_str(id), int(total_minor)])?
        .run()
        .await?;
    Ok(result.meta()?.and_then(|m| m.changes).unwrap_or(0) == 1)
}
