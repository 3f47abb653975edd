//! What an order handed over: its delivery record (delivered, revoked),
//! the event tickets issued for it, its license keys, and the products it
//! bought. Every read names the order (already resolved within its seller
//! by the caller) and, where a table holds several sellers' rows, the
//! seller too.

use std::collections::HashMap;

use sellwerk_core::ids::{OrderId, ProductId, SellerId, TicketId};
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, distinct, int, rows_in};
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

/// The delivery records of `orders` (each already resolved within its
/// seller or buyer by the caller), in one statement per hundred orders; an
/// order without one is missing from the map (not delivered).
pub async fn flags_of(db: &D1Database, orders: &[OrderId]) -> AppResult<HashMap<OrderId, Flags>> {
    #[derive(Deserialize)]
    struct Raw {
        order_id: i64,
        delivered_at: Option<String>,
        revoked_at: Option<String>,
    }
    let rows: Vec<Raw> = rows_in(db, &distinct(orders.iter().copied()), 1, |list| {
        format!(
            "SELECT order_id, delivered_at, revoked_at FROM deliveries WHERE order_id IN ({list})"
        )
    })
    .await?;
    rows.into_iter()
        .map(|r| {
            let id = order_of("delivery", r.order_id)?;
            Ok((
                id,
                Flags {
                    delivered_at: r.delivered_at,
                    revoked_at: r.revoked_at,
                },
            ))
        })
        .collect()
}

/// An order id as a row holds it; `what` names the row when it is no id.
fn order_of(what: &str, order_id: i64) -> AppResult<OrderId> {
    OrderId::new(order_id).map_err(|e| corrupt(what, order_id, e))
}

/// A product an order bought, with its form (`download`, `course`, ...)
/// and name.
#[derive(Debug)]
pub struct Bought {
    pub id: ProductId,
    pub form: String,
    pub name: String,
}

/// The products each of `orders` bought (its main product first, then its
/// bumps, by id), each a product of the order's own seller, in one
/// statement per hundred orders.
pub async fn products_of(
    db: &D1Database,
    orders: &[OrderId],
) -> AppResult<HashMap<OrderId, Vec<Bought>>> {
    #[derive(Deserialize)]
    struct Raw {
        order_id: i64,
        product_id: i64,
        form: String,
        name: String,
    }
    let rows: Vec<Raw> = rows_in(db, &distinct(orders.iter().copied()), 1, |list| {
        format!(
            "SELECT o.id AS order_id, p.id AS product_id, p.form, p.name, 1 AS main FROM orders o \
             JOIN products p ON p.id = o.product_id AND p.seller_id = o.seller_id \
             WHERE o.id IN ({list}) \
             UNION ALL \
             SELECT o.id AS order_id, p.id AS product_id, p.form, p.name, 0 AS main FROM order_items i \
             JOIN orders o ON o.id = i.order_id \
             JOIN products p ON p.id = i.product_id AND p.seller_id = o.seller_id \
             WHERE i.order_id IN ({list}) AND i.product_id != o.product_id \
             ORDER BY order_id, main DESC, product_id"
        )
    })
    .await?;
    let mut out: HashMap<OrderId, Vec<Bought>> = HashMap::new();
    for r in rows {
        let order = order_of("bought product", r.order_id)?;
        out.entry(order).or_default().push(Bought {
            id: ProductId::new(r.product_id).map_err(|e| corrupt("product", r.product_id, e))?,
            form: r.form,
            name: r.name,
        });
    }
    Ok(out)
}

/// A ticket issued for an order: its code, its state and the event ticket
/// it is a seat of.
#[derive(Debug, Deserialize)]
pub struct IssuedTicket {
    pub code: String,
    pub state: String,
    pub ticket_id: TicketId,
}

/// The tickets issued for each of `orders`, in the order they were
/// issued, in one statement per hundred orders.
pub async fn tickets_of(
    db: &D1Database,
    orders: &[OrderId],
) -> AppResult<HashMap<OrderId, Vec<IssuedTicket>>> {
    #[derive(Deserialize)]
    struct Raw {
        order_id: i64,
        code: String,
        state: String,
        ticket_id: i64,
    }
    let rows: Vec<Raw> = rows_in(db, &distinct(orders.iter().copied()), 1, |list| {
        format!(
            "SELECT order_id, code, state, ticket_id FROM payment_tickets \
             WHERE order_id IN ({list}) ORDER BY order_id, id"
        )
    })
    .await?;
    let mut out: HashMap<OrderId, Vec<IssuedTicket>> = HashMap::new();
    for r in rows {
        out.entry(order_of("payment ticket", r.order_id)?)
            .or_default()
            .push(IssuedTicket {
                code: r.code,
                state: r.state,
                ticket_id: TicketId::new(r.ticket_id)
                    .map_err(|e| corrupt("payment ticket", r.ticket_id, e))?,
            });
    }
    Ok(out)
}

/// The license keys each of `orders` holds, in the order they were taken,
/// in one statement per hundred orders (through `license_keys_order`,
/// migration 0023).
pub async fn license_keys_of(
    db: &D1Database,
    orders: &[OrderId],
) -> AppResult<HashMap<OrderId, Vec<String>>> {
    #[derive(Deserialize)]
    struct Raw {
        order_id: i64,
        key: String,
    }
    let rows: Vec<Raw> = rows_in(db, &distinct(orders.iter().copied()), 1, |list| {
        format!(
            "SELECT order_id, key FROM license_keys WHERE order_id IN ({list}) ORDER BY order_id, id"
        )
    })
    .await?;
    let mut out: HashMap<OrderId, Vec<String>> = HashMap::new();
    for r in rows {
        out.entry(order_of("license key", r.order_id)?)
            .or_default()
            .push(r.key);
    }
    Ok(out)
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
