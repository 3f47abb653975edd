//! What an order handed over: its delivery record (delivered, revoked),
//! the event tickets issued for it, its license keys, and the products it
//! bought. Every read names the order (already resolved within its seller
//! by the caller) and, where a table holds several sellers' rows, the
//! seller too.

use sellwerk_core::ids::{OrderId, ProductId, SellerId, TicketId};
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::AppResult;

/// An order's delivery record; both `None` before its delivery.
#[derive(Debug, Default, Deserialize)]
pub struct Flags {
    pub delivered_at: Option<String>,
    pub revoked_at: Option<String>,
}

pub async fn flags(db: &D1Database, order_id: OrderId) -> AppResult<Flags> {
    Ok(db
        .prepare("SELECT delivered_at, revoked_at FROM deliveries WHERE order_id = ?1")
        .bind(&[int(order_id)])?
        .first::<Flags>(None)
        .await?
        .unwrap_or_default())
}

/// A product an order bought, with its form (`download`, `course`, ...).
#[derive(Debug)]
pub struct Bought {
    pub id: ProductId,
    pub form: String,
}

/// The products order `order_id` of seller `seller_id` bought: its main
/// product `product_id` first, then its bumps.
pub async fn products(
    db: &D1Database,
    seller_id: SellerId,
    order_id: OrderId,
    product_id: ProductId,
) -> AppResult<Vec<Bought>> {
    #[derive(Deserialize)]
    struct Raw {
        id: i64,
        form: String,
    }
    db.prepare(
        "SELECT id, form FROM products WHERE seller_id = ?2 AND (id = ?3 OR id IN \
             (SELECT product_id FROM order_items WHERE order_id = ?1)) ORDER BY id = ?3 DESC, id",
    )
    .bind(&[int(order_id), int(seller_id), int(product_id)])?
    .all()
    .await?
    .results::<Raw>()?
    .into_iter()
    .map(|r| {
        Ok(Bought {
            id: ProductId::new(r.id).map_err(|e| corrupt("product", r.id, e))?,
            form: r.form,
        })
    })
    .collect()
}

/// A ticket issued for an order: its code, its state and the event ticket
/// it is a seat of.
#[derive(Debug, Deserialize)]
pub struct IssuedTicket {
    pub code: String,
    pub state: String,
    pub ticket_id: i64,
}

/// The tickets issued for an order, in the order they were issued.
pub async fn tickets(db: &D1Database, order_id: OrderId) -> AppResult<Vec<IssuedTicket>> {
    Ok(db
        .prepare(
            "SELECT code, state, ticket_id FROM payment_tickets WHERE order_id = ?1 ORDER BY id",
        )
        .bind(&[int(order_id)])?
        .all()
        .await?
        .results::<IssuedTicket>()?)
}

/// The license keys an order holds, in the order they were taken.
pub async fn license_keys(db: &D1Database, order_id: OrderId) -> AppResult<Vec<String>> {
    #[derive(Deserialize)]
    struct Key {
        key: String,
    }
    Ok(db
        .prepare("SELECT key FROM license_keys WHERE order_id = ?1 ORDER BY id")
        .bind(&[int(order_id)])?
        .all()
        .await?
        .results::<Key>()?
        .into_iter()
        .map(|k| k.key)
        .collect())
}

/// A ticket to issue: the product and event ticket of a seat, and its code.
pub struct Seat {
    pub product_id: ProductId,
    pub ticket_id: TicketId,
    pub code: String,
}

/// Records the delivery of order `order_id` of seller `seller_id` and
/// issues a ticket for each seat, in one batch. Safe to repeat: a second
/// run records and issues nothing (one ticket per order, product and event
/// ticket).
pub async fn record(
    db: &D1Database,
    seller_id: SellerId,
    order_id: OrderId,
    seats: &[Seat],
) -> AppResult<()> {
    let mut batch = vec![
        db.prepare("INSERT OR IGNORE INTO deliveries (order_id) VALUES (?1)")
            .bind(&[int(order_id)])?,
    ];
    for seat in seats {
        batch.push(
            db.prepare(
                "INSERT OR IGNORE INTO payment_tickets (order_id, seller_id, product_id, ticket_id, code) \
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )
            .bind(&[
                int(order_id),
                int(seller_id),
                int(seat.product_id),
                int(seat.ticket_id),
                JsValue::from_str(&seat.code),
            ])?,
        );
    }
    db.batch(batch).await?;
    Ok(())
}

/// Marks an order's delivery revoked (for good) and refunds its unused
/// tickets, in one batch. Safe to repeat.
pub async fn revoke(db: &D1Database, order_id: OrderId) -> AppResult<()> {
    db.batch(vec![
        db.prepare(
            "INSERT INTO deliveries (order_id, revoked_at) VALUES (?1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) \
             ON CONFLICT (order_id) DO UPDATE SET revoked_at = coalesce(revoked_at, excluded.revoked_at)",
        )
        .bind(&[int(order_id)])?,
        db.prepare("UPDATE payment_tickets SET state = 'refunded' WHERE order_id = ?1 AND state = 'unused'")
            .bind(&[int(order_id)])?,
    ])
    .await?;
    Ok(())
}
