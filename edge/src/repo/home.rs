//! What the cabinet home reads: the seller's paid money and paid orders per
//! day of a period, and whether the seller has a published product. Each
//! is one statement, filtered by the seller, grouped in SQL (never a
//! statement per day).

use sellwerk_core::ids::SellerId;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::int;
use crate::error::AppResult;

/// The money paid on one UTC day in one currency, in its minor units.
#[derive(Debug, Deserialize)]
pub struct DayRevenue {
    /// `YYYY-MM-DD` (UTC).
    pub day: String,
    pub currency: String,
    pub minor: i64,
}

/// How many of the seller's orders were paid on one UTC day.
#[derive(Debug, Deserialize)]
pub struct DayOrders {
    /// `YYYY-MM-DD` (UTC).
    pub day: String,
    pub orders: i64,
}

/// The seller's paid rates with `paid_at` in `[from, until)` (RFC 3339
/// texts in UTC, compared as text, which orders them as time), summed per
/// UTC day and currency. A rate's `amount` is core's decimal text with
/// exactly the currency's decimals (`49.00`, `1500` for JPY), so without its
/// point it is the amount in minor units: integers only, never a float (the
/// same reading migration 0011 proved for the order totals). A refunded
/// rate is no longer `paid` and is not counted; a partial refund (the
/// rates stay `paid`, the order keeps `refunded_minor`, migration 0040) is
/// taken off on the day of the order's last refund. Decision: one day per
/// order, the last refund's (the order keeps only its sum and that day),
/// so two partial refunds on different days land together on the later.
/// An order refunded in full or charged back has no `paid` rate left, so
/// nothing of it is taken off twice.
pub async fn revenue_per_day(
    db: &D1Database,
    seller_id: SellerId,
    from: &str,
    until: &str,
) -> AppResult<Vec<DayRevenue>> {
    Ok(db
        .prepare(
            "SELECT day, currency, SUM(minor) AS minor FROM ( \
             SELECT substr(r.paid_at, 1, 10) AS day, o.currency AS currency, \
             CAST(replace(r.amount, '.', '') AS INTEGER) AS minor \
             FROM order_rates r JOIN orders o ON o.id = r.order_id AND o.seller_id = ?1 \
             WHERE r.seller_id = ?1 AND r.state = 'paid' AND r.paid_at >= ?2 AND r.paid_at < ?3 \
             UNION ALL \
             SELECT substr(refunded_at, 1, 10) AS day, currency, -refunded_minor AS minor \
             FROM orders WHERE seller_id = ?1 AND refunded_minor > 0 \
             AND payment_state NOT IN ('payment_refunded', 'payment_chargebacked') \
             AND refunded_at >= ?2 AND refunded_at < ?3) \
             GROUP BY day, currency ORDER BY day",
        )
        .bind(&[
            int(seller_id),
            JsValue::from_str(from),
            JsValue::from_str(until),
        ])?
        .all()
        .await?
        .results::<DayRevenue>()?)
}

/// The seller's orders first paid with `paid_at` in `[from, until)`, counted
/// per UTC day (an order's `paid_at` is set once, when its first money
/// arrives; an unpaid checkout has none). Decision (issue 30): an order
/// whose money went back (refunded in full, or charged back) is no paid
/// order and is not counted; a partly refunded one still is.
pub async fn paid_orders_per_day(
    db: &D1Database,
    seller_id: SellerId,
    from: &str,
    until: &str,
) -> AppResult<Vec<DayOrders>> {
    Ok(db
        .prepare(
            "SELECT substr(paid_at, 1, 10) AS day, COUNT(*) AS orders FROM orders \
             WHERE seller_id = ?1 AND paid_at >= ?2 AND paid_at < ?3 \
             AND payment_state NOT IN ('payment_refunded', 'payment_chargebacked') \
             GROUP BY day ORDER BY day",
        )
        .bind(&[
            int(seller_id),
            JsValue::from_str(from),
            JsValue::from_str(until),
        ])?
        .all()
        .await?
        .results::<DayOrders>()?)
}

/// Whether the seller has published at least one product.
pub async fn has_published_product(db: &D1Database, seller_id: SellerId) -> AppResult<bool> {
    #[derive(Deserialize)]
    struct Row {
        found: i64,
    }
    let row = db
        .prepare("SELECT EXISTS (SELECT 1 FROM products WHERE seller_id = ?1 AND published = 1) AS found")
        .bind(&[int(seller_id)])?
        .first::<Row>(None)
        .await?;
    Ok(row.is_some_and(|r| r.found == 1))
}
