//! The seller's views of orders: the order, order-rate and payment-ticket
//! lists (SQL from the lists' columns in `repo::lists`, every value bound,
//! always filtered by the seller), the rows of the order and ticket CSV
//! exports in id order, and the ticket overview.

use sellwerk_core::ids::{OrderId, PaymentTicketId, PlanId, ProductId, RateId, SellerId, TicketId};
use sellwerk_core::lists::ListQuery;
use serde::{Deserialize, Serialize};
use worker::D1Database;

use super::lists::{self, ListTotal, SqlValue, columns};
use super::{ListRows, bind_list_values, int};
use crate::error::AppResult;

/// An order as the seller's list shows it.
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct OrderListRow {
    pub id: OrderId,
    pub token: String,
    pub product_id: ProductId,
    pub product_name: String,
    pub plan_id: PlanId,
    pub plan_kind: String,
    pub payer_email: String,
    pub buyer_country: String,
    pub payment_method: String,
    pub provider: String,
    pub payment_state: String,
    pub order_state: String,
    pub currency: String,
    pub total: String,
    pub due_now: String,
    pub coupon_code: Option<String>,
    pub created_at: String,
    pub paid_at: Option<String>,
    /// `funnel` for an order taken with one click in a funnel (issue 19).
    pub upsell_type: Option<String>,
    pub funnel_id: Option<i64>,
    pub funnel_node_id: Option<i64>,
    /// The order an upsell followed.
    pub parent_order_id: Option<i64>,
}

/// The columns of [`OrderListRow`] over `orders` (unaliased, so the list's
/// columns in `repo::lists::columns` apply).
const ORDER_LIST_COLUMNS: &str = "id, token, product_id, \
     (SELECT p.name FROM products p WHERE p.id = orders.product_id) AS product_name, plan_id, \
     plan_kind, payer_email, buyer_country, payment_method, provider, payment_state, order_state, \
     currency, total, due_now, coupon_code, created_at, paid_at, upsell_type, funnel_id, \
     funnel_node_id, parent_order_id";

/// One page of the seller's orders (by offset or cursor, see
/// [`super::list_page`]).
pub async fn orders_page(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListRows<OrderListRow>> {
    super::list_page(db, &columns::ORDERS, ORDER_LIST_COLUMNS, seller_id, query).await
}

pub async fn orders_count(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListTotal> {
    super::list_count(db, "orders", &columns::ORDERS, seller_id, query).await
}

/// One of the seller's orders.
pub async fn order(
    db: &D1Database,
    seller_id: SellerId,
    id: OrderId,
) -> AppResult<Option<OrderListRow>> {
    Ok(db
        .prepare(format!(
            "SELECT {ORDER_LIST_COLUMNS} FROM orders WHERE id = ?1 AND seller_id = ?2"
        ))
        .bind(&[int(id), int(seller_id)])?
        .first::<OrderListRow>(None)
        .await?)
}

/// What the export writes of an order beyond the list row.
#[derive(Debug, Deserialize)]
pub struct ExportRow {
    #[serde(flatten)]
    pub row: OrderListRow,
    pub payer: String,
    pub plan_name: String,
    /// The order's quote (core's `Quote` as JSON), its price of record.
    pub quote: String,
    /// The indexes of the rates paid (refunded ones too: they were paid),
    /// comma-separated; none for an unpaid checkout.
    pub paid_rates: Option<String>,
    /// The refunded rates' amounts, `+`-separated (a full refund made
    /// before the refund ledger, or at the provider).
    pub refunded_sum: Option<String>,
    /// The refund ledger: what the seller's refunds gave back, and when
    /// the last one was made.
    pub refunded_minor: i64,
    pub refunded_at: Option<String>,
}

/// A page of the export: the orders the list query matches with an id
/// above `after`, in id order (keyset paging, so a long export never
/// rereads or skips rows). The inner select carries every column the
/// `ORDERS` list filters and searches on, since its conditions apply to it.
pub async fn export_page(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
    after: i64,
    limit: i64,
) -> AppResult<Vec<ExportRow>> {
    let (clause, mut values) = lists::seller_count(query, &columns::ORDERS, seller_id);
    let after_at = values.len() + 1;
    values.push(SqlValue::Int(after));
    let limit_at = values.len() + 1;
    values.push(SqlValue::Int(limit));
    let sql = format!(
        "SELECT * FROM (SELECT id, token, product_id, \
         (SELECT p.name FROM products p WHERE p.id = orders.product_id) AS product_name, plan_id, \
         ticket_id, plan_kind, payer_email, buyer_country, payment_method, provider, payment_state, \
         order_state, currency, total, total_minor, due_now, coupon_code, created_at, paid_at, payer, seller_id, \
         upsell_type, funnel_id, funnel_node_id, parent_order_id, quote, refunded_minor, refunded_at, \
         (SELECT pp.name FROM pricing_plans pp WHERE pp.id = orders.plan_id) AS plan_name, \
         (SELECT group_concat(r.idx, ',') FROM order_rates r WHERE r.order_id = orders.id AND r.state IN ('paid', 'refunded')) AS paid_rates, \
         (SELECT group_concat(r.amount, '+') FROM order_rates r WHERE r.order_id = orders.id AND r.state = 'refunded') AS refunded_sum \
         FROM orders) AS orders {clause} AND id > ?{after_at} ORDER BY id LIMIT ?{limit_at}"
    );
    Ok(db
        .prepare(sql)
        .bind(&bind_list_values(&values))?
        .all()
        .await?
        .results::<ExportRow>()?)
}

/// A rate as `/cabinet/order_rates` shows it.
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct RateListRow {
    pub id: RateId,
    pub order_id: OrderId,
    pub token: String,
    pub idx: i64,
    pub due_date: String,
    pub amount: String,
    pub currency: String,
    pub state: String,
    pub failures: i64,
    pub paid_at: Option<String>,
    pub product_id: ProductId,
    pub payer_email: String,
    pub payment_state: String,
}

const RATE_LIST_COLUMNS: &str = "id, order_id, token, idx, due_date, amount, currency, state, \
     failures, paid_at, product_id, payer_email, payment_state";

/// One page of the seller's order rates (by offset or cursor).
pub async fn rates_page(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListRows<RateListRow>> {
    super::list_page(
        db,
        &columns::ORDER_RATES,
        RATE_LIST_COLUMNS,
        seller_id,
        query,
    )
    .await
}

pub async fn rates_count(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListTotal> {
    super::list_count(
        db,
        "order_rates_list",
        &columns::ORDER_RATES,
        seller_id,
        query,
    )
    .await
}

/// A sold ticket as `/cabinet/payment_tickets` shows it.
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct TicketListRow {
    pub id: PaymentTicketId,
    pub order_id: OrderId,
    pub product_id: ProductId,
    pub ticket_id: TicketId,
    pub code: String,
    pub state: String,
    pub created_at: String,
    pub used_at: Option<String>,
}

/// One page of the seller's sold tickets (by offset or cursor).
pub async fn tickets_page(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListRows<TicketListRow>> {
    super::list_page(
        db,
        &columns::PAYMENT_TICKETS,
        "id, order_id, product_id, ticket_id, code, state, created_at, used_at",
        seller_id,
        query,
    )
    .await
}

pub async fn tickets_count(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListTotal> {
    super::list_count(
        db,
        "payment_tickets",
        &columns::PAYMENT_TICKETS,
        seller_id,
        query,
    )
    .await
}

/// An issued ticket as the ticket export writes it: the ticket, its event
/// ticket's time and place, and its order's currency, quote and payer.
#[derive(Debug, Deserialize)]
pub struct TicketExportRow {
    pub id: PaymentTicketId,
    pub order_id: OrderId,
    pub code: String,
    pub state: String,
    pub product_name: String,
    pub ticket_name: String,
    pub starts_at: String,
    pub time_zone: String,
    pub online: i64,
    pub online_url: String,
    pub location_short_name: String,
    pub location_address: String,
    pub country_code: String,
    pub currency: String,
    pub quote: String,
    pub payer_email: String,
    pub payer: String,
}

/// A page of the ticket export: the tickets the `PAYMENT_TICKETS` list
/// query matches with an id above `after`, in id order (keyset paging, as
/// [`export_page`]). The inner select carries, unaliased, every column the
/// list filters and searches on, since its conditions apply to it; the
/// joins also match the seller, so no other seller's row can join in.
pub async fn ticket_export_page(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
    after: i64,
    limit: i64,
) -> AppResult<Vec<TicketExportRow>> {
    let (clause, mut values) = lists::seller_count(query, &columns::PAYMENT_TICKETS, seller_id);
    let after_at = values.len() + 1;
    values.push(SqlValue::Int(after));
    let limit_at = values.len() + 1;
    values.push(SqlValue::Int(limit));
    let sql = format!(
        "SELECT * FROM (SELECT pt.id, pt.seller_id, pt.order_id, pt.product_id, pt.ticket_id, \
         pt.code, pt.state, pt.created_at, p.name AS product_name, t.name AS ticket_name, \
         t.starts_at, t.time_zone, t.online, t.online_url, t.location_short_name, \
         t.location_address, t.country_code, o.currency, o.quote, o.payer_email, o.payer \
         FROM payment_tickets pt \
         JOIN event_tickets t ON t.id = pt.ticket_id AND t.seller_id = pt.seller_id \
         JOIN products p ON p.id = pt.product_id AND p.seller_id = pt.seller_id \
         JOIN orders o ON o.id = pt.order_id AND o.seller_id = pt.seller_id) AS payment_tickets \
         {clause} AND id > ?{after_at} ORDER BY id LIMIT ?{limit_at}"
    );
    Ok(db
        .prepare(sql)
        .bind(&bind_list_values(&values))?
        .all()
        .await?
        .results::<TicketExportRow>()?)
}

/// One of the seller's issued tickets by its code (`None` when the seller
/// has none with it).
pub async fn ticket_by_code(
    db: &D1Database,
    seller_id: SellerId,
    code: &str,
) -> AppResult<Option<TicketListRow>> {
    Ok(db
        .prepare(
            "SELECT id, order_id, product_id, ticket_id, code, state, created_at, used_at \
             FROM payment_tickets WHERE seller_id = ?1 AND code = ?2",
        )
        .bind(&[
            int(seller_id),
            worker::wasm_bindgen::JsValue::from_str(code),
        ])?
        .first::<TicketListRow>(None)
        .await?)
}

/// One ticket of one event in the overview.
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct TicketOverview {
    pub product_id: ProductId,
    pub product_name: String,
    pub ticket_id: TicketId,
    pub ticket_name: String,
    pub starts_at: String,
    pub time_zone: String,
    pub capacity: i64,
    pub sold_count: i64,
    pub reserved_count: i64,
    pub used: i64,
    pub unused: i64,
    pub refunded: i64,
}

/// Every ticket of the seller's events with its sales and admissions.
pub async fn ticket_overview(
    db: &D1Database,
    seller_id: SellerId,
) -> AppResult<Vec<TicketOverview>> {
    Ok(db
        .prepare(
            "SELECT t.product_id, p.name AS product_name, t.id AS ticket_id, t.name AS ticket_name, \
             t.starts_at, t.time_zone, t.capacity, t.sold_count, t.reserved_count, \
             (SELECT count(*) FROM payment_tickets pt WHERE pt.ticket_id = t.id AND pt.state = 'used') AS used, \
             (SELECT count(*) FROM payment_tickets pt WHERE pt.ticket_id = t.id AND pt.state = 'unused') AS unused, \
             (SELECT count(*) FROM payment_tickets pt WHERE pt.ticket_id = t.id AND pt.state = 'refunded') AS refunded \
             FROM event_tickets t JOIN products p ON p.id = t.product_id AND p.seller_id = t.seller_id \
             WHERE t.seller_id = ?1 ORDER BY t.starts_at, t.id",
        )
        .bind(&[int(seller_id)])?
        .all()
        .await?
        .results::<TicketOverview>()?)
}

/// Marks an unused ticket of the seller as used (admission): whether this
/// call admitted it, and the ticket as it is afterwards (`None` when the
/// seller has no such ticket).
pub async fn use_ticket(
    db: &D1Database,
    seller_id: SellerId,
    code: &str,
) -> AppResult<(bool, Option<TicketListRow>)> {
    let result = db
        .prepare(
            "UPDATE payment_tickets SET state = 'used', used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') \
             WHERE seller_id = ?1 AND code = ?2 AND state = 'unused'",
        )
        .bind(&[int(seller_id), worker::wasm_bindgen::JsValue::from_str(code)])?
        .run()
        .await?;
    let admitted = result.meta()?.and_then(|m| m.changes).unwrap_or(0) == 1;
    Ok((admitted, ticket_by_code(db, seller_id, code).await?))
}
