//! The tickets of a seller's event products. Every function filters by the
//! seller; a ticket of another seller or product is simply not found.

use sellwerk_core::ids::{ProductId, SellerId, TicketId};
use sellwerk_core::ticket::{TicketDraft, TicketQuestion};
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::{AppError, AppResult};

/// A stored ticket: the seller's draft and what sales did to it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Ticket {
    pub id: TicketId,
    #[serde(flatten)]
    pub draft: TicketDraft,
    pub sold_count: i64,
    pub reserved_count: i64,
    /// When the event is over, in Unix seconds.
    #[serde(skip)]
    pub ends_at_unix: i64,
}

#[derive(Deserialize)]
struct Row {
    id: TicketId,
    name: String,
    starts_at: String,
    ends_at: String,
    time_zone: String,
    ends_at_unix: i64,
    online: i64,
    online_url: String,
    location_short_name: String,
    location_address: String,
    country_code: String,
    capacity: i64,
    sold_count: i64,
    reserved_count: i64,
    questions: String,
}

impl Row {
    fn ticket(self) -> AppResult<Ticket> {
        let questions: Vec<TicketQuestion> = serde_json::from_str(&self.questions)
            .map_err(|e| corrupt("ticket", self.id.get(), e))?;
        Ok(Ticket {
            id: self.id,
            draft: TicketDraft {
                name: self.name,
                starts_at: self.starts_at,
                ends_at: self.ends_at,
                time_zone: self.time_zone,
                online: self.online != 0,
                online_url: self.online_url,
                location_short_name: self.location_short_name,
                location_address: self.location_address,
                country_code: self.country_code,
                capacity: u32::try_from(self.capacity)
                    .map_err(|e| corrupt("ticket", self.id, e))?,
                questions,
            },
            sold_count: self.sold_count,
            reserved_count: self.reserved_count,
            ends_at_unix: self.ends_at_unix,
        })
    }
}

const COLUMNS: &str = "id, name, starts_at, ends_at, time_zone, ends_at_unix, online, online_url, \
     location_short_name, location_address, country_code, capacity, sold_count, reserved_count, \
     questions";

/// The tickets of event `product_id`, in order.
pub async fn list(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<Vec<Ticket>> {
    db.prepare(format!(
        "SELECT {COLUMNS} FROM event_tickets WHERE product_id = ?1 AND seller_id = ?2 \
         ORDER BY position, id"
    ))
    .bind(&[int(product_id), int(seller_id)])?
    .all()
    .await?
    .results::<Row>()?
    .into_iter()
    .map(Row::ticket)
    .collect()
}

pub async fn find(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    ticket_id: TicketId,
) -> AppResult<Option<Ticket>> {
    db.prepare(format!(
        "SELECT {COLUMNS} FROM event_tickets WHERE id = ?1 AND product_id = ?2 AND seller_id = ?3"
    ))
    .bind(&[int(ticket_id), int(product_id), int(seller_id)])?
    .first::<Row>(None)
    .await?
    .map(Row::ticket)
    .transpose()
}

/// The draft's values in the order of [`COLUMNS`] after `id`, from `name`
/// to `capacity`, and then the questions.
fn values(draft: &TicketDraft, ends_at_unix: i64) -> AppResult<Vec<JsValue>> {
    let questions =
        serde_json::to_string(&draft.questions).map_err(|e| AppError::Internal(e.to_string()))?;
    Ok(vec![
        JsValue::from_str(draft.name.trim()),
        JsValue::from_str(draft.starts_at.trim()),
        JsValue::from_str(draft.ends_at.trim()),
        JsValue::from_str(draft.time_zone.trim()),
        int(ends_at_unix),
        int(i64::from(draft.online)),
        JsValue::from_str(draft.online_url.trim()),
        JsValue::from_str(draft.location_short_name.trim()),
        JsValue::from_str(draft.location_address.trim()),
        JsValue::from_str(&draft.country_code.trim().to_ascii_uppercase()),
        int(i64::from(draft.capacity)),
        JsValue::from_str(&questions),
    ])
}

#[derive(Deserialize)]
struct Id {
    id: i64,
}

/// A new ticket (checked by core) after the event's others; its id.
pub async fn create(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    draft: &TicketDraft,
    ends_at_unix: i64,
) -> AppResult<TicketId> {
    let mut bound = vec![int(product_id), int(seller_id)];
    bound.extend(values(draft, ends_at_unix)?);
    db.prepare(
        "INSERT INTO event_tickets (product_id, seller_id, name, starts_at, ends_at, time_zone, \
         ends_at_unix, online, online_url, location_short_name, location_address, country_code, \
         capacity, questions, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, \
         ?13, ?14, (SELECT ifnull(max(position), -1) + 1 FROM event_tickets \
         WHERE product_id = ?1 AND seller_id = ?2)) RETURNING id",
    )
    .bind(&bound)?
    .first::<Id>(None)
    .await?
    .map(|r| TicketId::new(r.id).map_err(|e| corrupt("ticket", r.id, e)))
    .transpose()?
    .ok_or_else(|| AppError::Internal("ticket insert returned no id".to_owned()))
}

/// What happened to a ticket change.
pub enum Updated {
    Done,
    /// Not this seller's ticket of this product.
    Missing,
    /// The new capacity is below what is already sold or reserved.
    BelowSold,
}

/// Replaces a ticket's draft. The capacity may not drop below the tickets
/// sold and reserved (the table's CHECK refuses it as well).
pub async fn update(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    ticket_id: TicketId,
    draft: &TicketDraft,
    ends_at_unix: i64,
) -> AppResult<Updated> {
    let Some(current) = find(db, seller_id, product_id, ticket_id).await? else {
        return Ok(Updated::Missing);
    };
    if i64::from(draft.capacity) < current.sold_count + current.reserved_count {
        return Ok(Updated::BelowSold);
    }
    let mut bound = vec![int(ticket_id), int(product_id), int(seller_id)];
    bound.extend(values(draft, ends_at_unix)?);
    let result = db
        .prepare(
            "UPDATE event_tickets SET name = ?4, starts_at = ?5, ends_at = ?6, time_zone = ?7, \
             ends_at_unix = ?8, online = ?9, online_url = ?10, location_short_name = ?11, \
             location_address = ?12, country_code = ?13, capacity = ?14, questions = ?15 \
             WHERE id = ?1 AND product_id = ?2 AND seller_id = ?3 \
             AND sold_count + reserved_count <= ?14",
        )
        .bind(&bound)?
        .run()
        .await?;
    Ok(
        if result.meta()?.and_then(|m| m.changes).unwrap_or(0) == 1 {
            Updated::Done
        } else {
            // sold in between
            Updated::BelowSold
        },
    )
}

/// What happened to a ticket removal.
pub enum Removed {
    Done,
    Missing,
    /// Tickets were sold or reserved: it stays, for its buyers.
    Sold,
}

/// Removes an unsold ticket and its plans, in one batch.
pub async fn delete(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    ticket_id: TicketId,
) -> AppResult<Removed> {
    let Some(current) = find(db, seller_id, product_id, ticket_id).await? else {
        return Ok(Removed::Missing);
    };
    if current.sold_count + current.reserved_count > 0 {
        return Ok(Removed::Sold);
    }
    let ids = [int(ticket_id), int(product_id), int(seller_id)];
    let results = db
        .batch(vec![
            db.prepare(
                "DELETE FROM pricing_plans WHERE ticket_id = ?1 AND product_id = ?2 \
                 AND seller_id = ?3 AND EXISTS (SELECT 1 FROM event_tickets t WHERE t.id = ?1 \
                 AND t.sold_count + t.reserved_count = 0)",
            )
            .bind(&ids)?,
            db.prepare(
                "DELETE FROM event_tickets WHERE id = ?1 AND product_id = ?2 AND seller_id = ?3 \
                 AND sold_count + reserved_count = 0",
            )
            .bind(&ids)?,
        ])
        .await?;
    let deleted = results
        .last()
        .and_then(|r| r.meta().ok().flatten())
        .and_then(|m| m.changes)
        .unwrap_or(0);
    Ok(if deleted == 1 {
        Removed::Done
    } else {
        Removed::Sold
    })
}

/// Copies the tickets of product `from` to product `to`, each with its
/// plans, without their sales.
pub async fn copy(
    db: &D1Database,
    seller_id: SellerId,
    from: ProductId,
    to: ProductId,
) -> AppResult<()> {
    for ticket in list(db, seller_id, from).await? {
        let id = create(db, seller_id, to, &ticket.draft, ticket.ends_at_unix).await?;
        db.prepare(
            "INSERT INTO pricing_plans (product_id, seller_id, ticket_id, name, kind, currency, \
             price, pay_what_you_want, prefs, position) SELECT ?4, seller_id, ?5, name, kind, \
             currency, price, pay_what_you_want, prefs, position FROM pricing_plans \
             WHERE product_id = ?1 AND seller_id = ?2 AND ticket_id = ?3",
        )
        .bind(&[int(from), int(seller_id), int(ticket.id), int(to), int(id)])?
        .run()
        .await?;
    }
    Ok(())
}
