//! Orders: their creation with the stock they hold (one batch: all or
//! nothing), the states core's `orders` rules move them through (written
//! with compare-and-set on a version, with the provider event that caused
//! the change and the jobs it causes, in one batch), and the outbox.

use sellwerk_core::checkout::{OrderPayer, PaymentMethod};
use sellwerk_core::ids::{
    CouponId, InvalidId, OrderId, OutboxId, PlanId, ProductId, SellerId, TicketId,
};
use sellwerk_core::orders::{Effect, OrderBook, Rate};
use sellwerk_core::pricing::PlanKind;
use sellwerk_core::providers::ProviderKind;
use sellwerk_core::states::{OrderRateState, OrderState, PaymentState};
use sellwerk_core::{Currency, Money};
use serde::{Deserialize, Serialize};
use worker::wasm_bindgen::JsValue;
use worker::{D1Database, D1PreparedStatement};

use super::{corrupt, index, int};
use crate::error::{AppError, AppResult};
use crate::jobs::{Job, OrderNotice};

/// Why a batch was refused by one of the guard tables of migration 0008.
pub enum Refusal {
    SoldOut,
    /// The coupon's last use was taken (migration 0014's guard).
    CouponUsedUp,
    Stale,
    /// The webhook event is already recorded: a duplicate.
    Duplicate,
}

/// What a D1 batch error means, if it is one of ours.
pub fn refusal(e: &worker::Error) -> Option<Refusal> {
    let text = e.to_string();
    // the guard's constraint name, or event_tickets' capacity CHECK
    if text.contains("coupon_used_up") {
        Some(Refusal::CouponUsedUp)
    } else if text.contains("sold_out") || text.contains("capacity") {
        Some(Refusal::SoldOut)
    } else if text.contains("stale_write") {
        Some(Refusal::Stale)
    } else if text.contains("webhook_events") {
        Some(Refusal::Duplicate)
    } else {
        None
    }
}

/// A new order and everything written with it.
pub struct NewOrder {
    pub token: String,
    pub seller_id: SellerId,
    pub product_id: ProductId,
    pub plan_id: PlanId,
    pub ticket_id: Option<TicketId>,
    pub license_key: bool,
    pub payer_email: String,
    pub payer: OrderPayer,
    pub payment_method: String,
    pub provider: String,
    /// The plan's kind (`one_time`, `installment`, ...).
    pub plan_kind: String,
    pub buyer_country: String,
    pub coupon_code: Option<String>,
    pub currency: String,
    pub total: String,
    pub due_now: String,
    pub vat_now: String,
    pub quote: serde_json::Value,
    pub open_ended: bool,
    pub expires_at: i64,
    /// `(due date, gross amount)` of each rate, the first due now.
    pub rates: Vec<(String, String)>,
    /// The coupon applied, whose use the order holds.
    pub coupon_id: Option<CouponId>,
    /// The order bumps, each holding its own stock like the main product.
    pub bumps: Vec<Item>,
    /// What the order is sold under: the consents given, the documents.
    pub legal: Option<super::legal::NewOrderLegal>,
    /// The order's key in `idempotency_keys`: a client's `Idempotency-Key`,
    /// or one the edge makes itself ([`internal_key`]).
    pub idempotency_key: String,
    pub fingerprint: String,
    /// An upsell taken with one click in a funnel after the first order.
    pub upsell: Option<Upsell>,
    /// The digest of the paying browser's secret (`sw_buyer`); an upsell
    /// takes its first order's.
    pub buyer_secret: Option<String>,
}

/// The start of every order key the edge makes itself (a funnel's upsell
/// orders). Decision (issue 29): client keys and internal keys share the
/// table `idempotency_keys`, so they are kept disjoint by this prefix: a
/// client's `Idempotency-Key` that starts with it is refused (400
/// `idempotency_key_invalid`, `routes::orders`), so no client can take an
/// internal key before the edge does.
pub const INTERNAL_KEY_PREFIX: &str = "internal:";

/// An order key no client can send: [`INTERNAL_KEY_PREFIX`] and `name`.
pub fn internal_key(name: &str) -> String {
    format!("{INTERNAL_KEY_PREFIX}{name}")
}

/// Whether a client's key would fall into the edge's own namespace.
pub fn is_internal_key(key: &str) -> bool {
    key.starts_with(INTERNAL_KEY_PREFIX)
}

/// Where an upsell order was taken: after which order, in which funnel and
/// at which step (migration 0032).
pub struct Upsell {
    pub parent: OrderId,
    pub funnel: sellwerk_core::ids::FunnelId,
    pub node: sellwerk_core::ids::FunnelNodeId,
}

/// An order bump of a new order: its product and plan, the event ticket
/// its plan sells a seat of, and whether it takes a license key.
pub struct Item {
    pub product_id: ProductId,
    pub plan_id: PlanId,
    pub ticket_id: Option<TicketId>,
    pub license_key: bool,
}

fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

fn json<T: Serialize>(value: &T) -> AppResult<JsValue> {
    serde_json::to_string(value)
        .map(|s| JsValue::from_str(&s))
        .map_err(|e| AppError::Internal(e.to_string()))
}

const ORDER_ID: &str = "(SELECT id FROM orders WHERE token = ?1)";

/// Writes a new order with its rates, bumps and idempotency key, holding
/// its stock: a unit of the product (its sales limit), the next free
/// license key, a seat of the event ticket. `Err(Refusal::SoldOut)` when
/// any stock is gone; nothing is written then.
pub async fn create(db: &D1Database, o: &NewOrder) -> AppResult<Result<(), Refusal>> {
    Ok(create_returning(db, o).await?.map(|_| ()))
}

/// [`create`], answering the order as written (its row comes back from
/// the batch's insert, so no read follows).
pub async fn create_returning(
    db: &D1Database,
    o: &NewOrder,
) -> AppResult<Result<OrderRow, Refusal>> {
    create_returning_with(db, o, Vec::new()).await
}

/// [`create_returning`] with `more` statements about the new order after
/// everything it writes and holds, in the same batch (all or nothing: a
/// refusal writes none of them). An order's checkout writes the sandbox's
/// payment of its first rate with it (`services::place_order`).
pub async fn create_returning_with(
    db: &D1Database,
    o: &NewOrder,
    more: Vec<D1PreparedStatement>,
) -> AppResult<Result<OrderRow, Refusal>> {
    let rates: Vec<serde_json::Value> = o
        .rates
        .iter()
        .map(|(date, amount)| serde_json::json!({ "date": date, "amount": amount }))
        .collect();
    let bumps: Vec<serde_json::Value> = o
        .bumps
        .iter()
        .map(|b| {
            serde_json::json!({
                "product_id": b.product_id, "plan_id": b.plan_id, "ticket_id": b.ticket_id,
            })
        })
        .collect();
    let mut batch =
        vec![
        order_insert(db, o)?,
        db.prepare(format!(
            "INSERT INTO order_rates (order_id, seller_id, idx, due_date, amount, state) \
             SELECT {ORDER_ID}, ?2, key, json_extract(value, '$.date'), \
             json_extract(value, '$.amount'), CASE key WHEN 0 THEN 'pending' ELSE 'future' END \
             FROM json_each(?3)"
        ))
        .bind(&[text(&o.token), int(o.seller_id), json(&rates)?])?,
        db.prepare(format!(
            "INSERT INTO idempotency_keys (key, fingerprint, order_id) VALUES (?2, ?3, {ORDER_ID})"
        ))
        .bind(&[text(&o.token), text(&o.idempotency_key), text(&o.fingerprint)])?,
        // Decision (issue 16): no job yet. The seller hears of the order
        // when it is paid (`jobs_of`, with its delivery), not of a checkout
        // that may never be paid.
    ];
    if !bumps.is_empty() {
        batch.push(
            db.prepare(format!(
                "INSERT INTO order_items (order_id, product_id, plan_id, seller_id, ticket_id) \
                 SELECT {ORDER_ID}, json_extract(value, '$.product_id'), \
                 json_extract(value, '$.plan_id'), ?2, json_extract(value, '$.ticket_id') \
                 FROM json_each(?3)"
            ))
            .bind(&[text(&o.token), int(o.seller_id), json(&bumps)?])?,
        );
    }
    if let Some(legal) = &o.legal {
        batch.push(super::legal::insert_statement(
            db,
            &o.token,
            o.seller_id,
            legal,
        )?);
    }
    if let Some(upsell) = &o.upsell {
        batch.push(upsell_statement(db, o, upsell)?);
    }
    batch.extend(holds(db, o)?);
    batch.extend(more);
    match db.batch(batch).await {
        Ok(results) => {
            let written = results
                .first()
                .map(worker::D1Result::results::<OrderRaw>)
                .transpose()?
                .and_then(|rows| rows.into_iter().next());
            let order = typed_row(written)?.ok_or_else(|| {
                AppError::Internal("the new order's insert answered no row".to_owned())
            })?;
            Ok(Ok(order))
        }
        Err(e) => match refusal(&e) {
            Some(r) => Ok(Err(r)),
            None => Err(e.into()),
        },
    }
}

/// The new order's insert, answering its row.
fn order_insert(db: &D1Database, o: &NewOrder) -> AppResult<D1PreparedStatement> {
    Ok(db.prepare(format!(
            "INSERT INTO orders (token, seller_id, product_id, plan_id, ticket_id, payer_email, \
             payer, payment_method, provider, coupon_code, currency, total, due_now, vat_now, \
             quote, order_state, payment_state, open_ended, stock, expires_at, plan_kind, \
             buyer_country, total_minor, coupon_id, buyer_secret) VALUES (?1, ?2, ?3, ?4, ?5, ?6, \
             ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, 'ready', 'payment_waiting', ?16, 'held', ?17, \
             ?18, ?19, ?20, ?21, coalesce(?22, (SELECT p.buyer_secret FROM orders p WHERE p.id = ?23))) \
             RETURNING {ORDER_COLUMNS}",
        ))
        .bind(&[
            text(&o.token),
            int(o.seller_id),
            int(o.product_id),
            int(o.plan_id),
            o.ticket_id.map_or(JsValue::NULL, int),
            text(&o.payer_email),
            json(&o.payer)?,
            text(&o.payment_method),
            text(&o.provider),
            o.coupon_code.as_deref().map_or(JsValue::NULL, text),
            text(&o.currency),
            text(&o.total),
            text(&o.due_now),
            text(&o.vat_now),
            json(&o.quote)?,
            int(i64::from(o.open_ended)),
            int(o.expires_at),
            text(&o.plan_kind),
            text(&o.buyer_country),
            // the total in minor units, for the order list's amount range
            // (migration 0011), by core's money rules
            int(sellwerk_core::Currency::parse(&o.currency)
                .ok()
                .and_then(|c| sellwerk_core::Money::parse(&o.total, c).ok())
                .and_then(sellwerk_core::Money::to_minor)
                .ok_or_else(|| {
                    AppError::Internal(format!("order total {} {}", o.total, o.currency))
                })?),
            o.coupon_id.map_or(JsValue::NULL, int),
            o.buyer_secret.as_deref().map_or(JsValue::NULL, text),
            // a funnel's upsell is paid from the first order's browser
            o.upsell.as_ref().map_or(JsValue::NULL, |u| int(u.parent)),
        ])?)
}

/// The statement that marks a new order as an upsell taken in a funnel.
fn upsell_statement(
    db: &D1Database,
    o: &NewOrder,
    upsell: &Upsell,
) -> AppResult<D1PreparedStatement> {
    Ok(db
        .prepare(
            "UPDATE orders SET parent_order_id = ?2, upsell_type = 'funnel', funnel_id = ?3, \
             funnel_node_id = ?4 WHERE token = ?1 AND seller_id = ?5",
        )
        .bind(&[
            text(&o.token),
            int(upsell.parent),
            int(upsell.funnel),
            int(upsell.node),
            int(o.seller_id),
        ])?)
}

/// The statements that hold an order's stock, for the main product and
/// every bump alike (issue 14: a bump used to bypass stock): a unit of
/// each product within its sales limit, the next free license key of each
/// license-key product, a seat of each item's event ticket, and a use of
/// the coupon within its usage limit; a guard aborts the batch when one
/// is gone.
fn holds(db: &D1Database, o: &NewOrder) -> AppResult<Vec<D1PreparedStatement>> {
    let products: Vec<ProductId> = std::iter::once(o.product_id)
        .chain(o.bumps.iter().map(|b| b.product_id))
        .collect();
    let mut batch = vec![
        // a unit of each product, within its sales limit: the products'
        // trigger (migration 0047) aborts the batch with `sold_out` when
        // the raise takes one past it
        db.prepare(
            "UPDATE products SET reserved_count = reserved_count + 1 \
             WHERE seller_id = ?2 AND id IN (SELECT value FROM json_each(?1))",
        )
        .bind(&[json(&products)?, int(o.seller_id)])?,
    ];
    let keyed = std::iter::once((o.product_id, o.license_key))
        .chain(o.bumps.iter().map(|b| (b.product_id, b.license_key)))
        .filter(|(_, keyed)| *keyed)
        .map(|(product, _)| product);
    for product in keyed {
        batch.push(
            db.prepare(format!(
                "UPDATE license_keys SET order_id = {ORDER_ID} WHERE id = (SELECT id FROM \
                 license_keys WHERE product_id = ?2 AND seller_id = ?3 AND order_id IS NULL \
                 ORDER BY id LIMIT 1)"
            ))
            .bind(&[text(&o.token), int(product), int(o.seller_id)])?,
        );
        batch.push(
            db.prepare(format!(
                "INSERT INTO sold_out_guard (ok) SELECT 0 WHERE NOT EXISTS \
                 (SELECT 1 FROM license_keys WHERE order_id = {ORDER_ID} AND product_id = ?2)"
            ))
            .bind(&[text(&o.token), int(product)])?,
        );
    }
    let tickets = o
        .ticket_id
        .into_iter()
        .chain(o.bumps.iter().filter_map(|b| b.ticket_id));
    for ticket in tickets {
        // the table's CHECK refuses more than the capacity
        batch.push(
            db.prepare(
                "UPDATE event_tickets SET reserved_count = reserved_count + 1 \
                 WHERE id = ?1 AND seller_id = ?2",
            )
            .bind(&[int(ticket), int(o.seller_id)])?,
        );
    }
    if let Some(coupon) = o.coupon_id {
        // a use of the coupon, within its usage limit (like a unit of stock)
        batch.push(
            db.prepare(
                "UPDATE coupons SET reserved_count = reserved_count + 1 \
                 WHERE id = ?1 AND seller_id = ?2",
            )
            .bind(&[int(coupon), int(o.seller_id)])?,
        );
        batch.push(
            db.prepare(
                "INSERT INTO coupon_limit_guard (ok) SELECT 0 FROM coupons WHERE id = ?1 \
                 AND usage_limit IS NOT NULL AND orders_count + reserved_count > usage_limit",
            )
            .bind(&[int(coupon)])?,
        );
    }
    Ok(batch)
}

/// The `(product, event ticket)` of each bump of an order that sells a
/// seat.
pub async fn item_tickets(
    db: &D1Database,
    order_id: OrderId,
) -> AppResult<Vec<(ProductId, TicketId)>> {
    #[derive(Deserialize)]
    struct Seat {
        product_id: i64,
        ticket_id: i64,
    }
    db.prepare(
        "SELECT product_id, ticket_id FROM order_items WHERE order_id = ?1 \
             AND ticket_id IS NOT NULL ORDER BY product_id",
    )
    .bind(&[int(order_id)])?
    .all()
    .await?
    .results::<Seat>()?
    .into_iter()
    .map(|s| {
        const WHAT: &str = "order item of order";
        Ok((
            typed(WHAT, order_id.get(), s.product_id)?,
            typed(WHAT, order_id.get(), s.ticket_id)?,
        ))
    })
    .collect()
}

/// An order as the money path reads it: typed, from [`OrderRaw`] by
/// `TryFrom`. A stored value that breaks an invariant (an unknown state,
/// a total that is no amount of the order's currency, a flag that is
/// neither 0 nor 1) is a corrupt row, an internal error: never coerced.
#[derive(Debug, Clone)]
pub struct OrderRow {
    pub id: OrderId,
    pub token: String,
    pub seller_id: SellerId,
    pub product_id: ProductId,
    pub plan_id: PlanId,
    pub ticket_id: Option<TicketId>,
    pub payer_email: String,
    /// The buyer's details and address, as the order was made.
    pub payer: OrderPayer,
    pub payment_method: PaymentMethod,
    pub provider: ProviderKind,
    /// The plan's kind (`one_time`, `installment`, ...).
    pub plan_kind: PlanKind,
    pub currency: Currency,
    pub total: Money,
    pub due_now: Money,
    pub order_state: OrderState,
    pub payment_state: PaymentState,
    pub delivered: bool,
    pub open_ended: bool,
    pub version: i64,
    pub created_at: String,
    pub paid_at: Option<String>,
}

/// An order's row as D1 hands it over.
#[derive(Debug, Deserialize)]
pub struct OrderRaw {
    id: i64,
    token: String,
    seller_id: i64,
    product_id: i64,
    plan_id: i64,
    ticket_id: Option<i64>,
    payer_email: String,
    payer: String,
    payment_method: String,
    provider: String,
    plan_kind: String,
    currency: String,
    total: String,
    due_now: String,
    order_state: String,
    payment_state: String,
    delivered: i64,
    open_ended: i64,
    version: i64,
    created_at: String,
    paid_at: Option<String>,
}

/// A value of a serde enum by its stored name (`"payment_waiting"`).
fn named<T: serde::de::DeserializeOwned>(what: &str, id: i64, name: &str) -> AppResult<T> {
    serde_json::from_value(serde_json::Value::String(name.to_owned()))
        .map_err(|e| corrupt(what, id, format!("{name:?}: {e}")))
}

/// A stored 0/1 flag.
fn flag(what: &str, id: i64, value: i64) -> AppResult<bool> {
    match value {
        0 => Ok(false),
        1 => Ok(true),
        other => Err(corrupt(what, id, format!("flag {other}"))),
    }
}

/// A stored amount of `currency`.
fn money(what: &str, id: i64, amount: &str, currency: Currency) -> AppResult<Money> {
    Money::parse(amount, currency).map_err(|e| corrupt(what, id, e))
}

/// A stored id of the kind `T`.
fn typed<T: TryFrom<i64, Error = InvalidId>>(what: &str, id: i64, value: i64) -> AppResult<T> {
    T::try_from(value).map_err(|e| corrupt(what, id, e))
}

/// An order's id and one of its rates' index, as a row holds them; `what`
/// names the row in the error of a corrupt one.
fn order_rate(what: &str, order_id: i64, idx: i64) -> AppResult<(OrderId, usize)> {
    Ok((
        typed(what, order_id, order_id)?,
        usize::try_from(idx).map_err(|e| corrupt(what, order_id, e))?,
    ))
}

impl TryFrom<OrderRaw> for OrderRow {
    type Error = AppError;

    fn try_from(r: OrderRaw) -> AppResult<Self> {
        const WHAT: &str = "order";
        let id = r.id;
        let currency = Currency::parse(&r.currency).map_err(|e| corrupt(WHAT, id, e))?;
        Ok(OrderRow {
            id: typed(WHAT, id, id)?,
            seller_id: typed(WHAT, id, r.seller_id)?,
            product_id: typed(WHAT, id, r.product_id)?,
            plan_id: typed(WHAT, id, r.plan_id)?,
            ticket_id: r.ticket_id.map(|t| typed(WHAT, id, t)).transpose()?,
            payer: serde_json::from_str(&r.payer).map_err(|e| corrupt(WHAT, id, e))?,
            payment_method: named(WHAT, id, &r.payment_method)?,
            provider: ProviderKind::parse(&r.provider)
                .ok_or_else(|| corrupt(WHAT, id, format!("provider {:?}", r.provider)))?,
            plan_kind: named(WHAT, id, &r.plan_kind)?,
            total: money(WHAT, id, &r.total, currency)?,
            due_now: money(WHAT, id, &r.due_now, currency)?,
            currency,
            order_state: named(WHAT, id, &r.order_state)?,
            payment_state: named(WHAT, id, &r.payment_state)?,
            delivered: flag(WHAT, id, r.delivered)?,
            open_ended: flag(WHAT, id, r.open_ended)?,
            token: r.token,
            payer_email: r.payer_email,
            version: r.version,
            created_at: r.created_at,
            paid_at: r.paid_at,
        })
    }
}

/// A rate of an order, typed from [`RateRaw`] like [`OrderRow`].
#[derive(Debug, Clone)]
pub struct RateRow {
    pub idx: usize,
    pub due_date: String,
    /// Its gross amount, in the order's currency.
    pub amount: Money,
    pub state: OrderRateState,
    pub failures: u32,
    pub paid_at: Option<String>,
}

/// A rate's row as D1 hands it over, with its order's currency.
#[derive(Debug, Deserialize)]
pub struct RateRaw {
    order_id: i64,
    idx: i64,
    due_date: String,
    amount: String,
    currency: String,
    state: String,
    failures: i64,
    paid_at: Option<String>,
}

impl TryFrom<RateRaw> for RateRow {
    type Error = AppError;

    fn try_from(r: RateRaw) -> AppResult<Self> {
        const WHAT: &str = "order rate of order";
        let id = r.order_id;
        let currency = Currency::parse(&r.currency).map_err(|e| corrupt(WHAT, id, e))?;
        Ok(RateRow {
            idx: usize::try_from(r.idx).map_err(|e| corrupt(WHAT, id, e))?,
            amount: money(WHAT, id, &r.amount, currency)?,
            state: named(WHAT, id, &r.state)?,
            failures: u32::try_from(r.failures).map_err(|e| corrupt(WHAT, id, e))?,
            due_date: r.due_date,
            paid_at: r.paid_at,
        })
    }
}

/// Rows of D1 typed one by one; the first that breaks an invariant fails
/// the read.
fn typed_rows<R, T: TryFrom<R, Error = AppError>>(rows: Vec<R>) -> AppResult<Vec<T>> {
    rows.into_iter().map(T::try_from).collect()
}

/// An optional row typed.
fn typed_row<R, T: TryFrom<R, Error = AppError>>(row: Option<R>) -> AppResult<Option<T>> {
    row.map(T::try_from).transpose()
}

const RATE_COLUMNS: &str = "r.order_id, r.idx, r.due_date, r.amount, o.currency, r.state, \
     r.failures, r.paid_at";

const ORDER_COLUMNS: &str = "id, token, seller_id, product_id, plan_id, ticket_id, payer_email, \
     payer, payment_method, provider, plan_kind, currency, total, due_now, order_state, payment_state, \
     delivered, open_ended, version, created_at, paid_at";

pub async fn by_id(db: &D1Database, id: OrderId) -> AppResult<Option<OrderRow>> {
    typed_row(
        db.prepare(format!("SELECT {ORDER_COLUMNS} FROM orders WHERE id = ?1"))
            .bind(&[int(id)])?
            .first::<OrderRaw>(None)
            .await?,
    )
}

/// Order `id` if it is seller `seller_id`'s.
pub async fn of_seller(
    db: &D1Database,
    seller_id: SellerId,
    id: OrderId,
) -> AppResult<Option<OrderRow>> {
    typed_row(
        db.prepare(format!(
            "SELECT {ORDER_COLUMNS} FROM orders WHERE id = ?1 AND seller_id = ?2"
        ))
        .bind(&[int(id), int(seller_id)])?
        .first::<OrderRaw>(None)
        .await?,
    )
}

pub async fn by_token(db: &D1Database, token: &str) -> AppResult<Option<OrderRow>> {
    typed_row(
        db.prepare(format!(
            "SELECT {ORDER_COLUMNS} FROM orders WHERE token = ?1"
        ))
        .bind(&[text(token)])?
        .first::<OrderRaw>(None)
        .await?,
    )
}

/// The order an idempotency key made, with the fingerprint of its body.
pub async fn by_idempotency_key(
    db: &D1Database,
    key: &str,
) -> AppResult<Option<(String, OrderRow)>> {
    #[derive(Deserialize)]
    struct Key {
        fingerprint: String,
        order_id: i64,
    }
    let Some(found) = db
        .prepare("SELECT fingerprint, order_id FROM idempotency_keys WHERE key = ?1")
        .bind(&[text(key)])?
        .first::<Key>(None)
        .await?
    else {
        return Ok(None);
    };
    let order_id = typed("idempotency key of order", found.order_id, found.order_id)?;
    Ok(by_id(db, order_id)
        .await?
        .map(|order| (found.fingerprint, order)))
}

pub async fn rates(db: &D1Database, order_id: OrderId) -> AppResult<Vec<RateRow>> {
    typed_rows(
        db.prepare(format!(
            "SELECT {RATE_COLUMNS} FROM order_rates r JOIN orders o ON o.id = r.order_id \
             WHERE r.order_id = ?1 ORDER BY r.idx"
        ))
        .bind(&[int(order_id)])?
        .all()
        .await?
        .results::<RateRaw>()?,
    )
}

/// The rates of order `order_id` of seller `seller_id` (none for another
/// seller's order).
pub async fn rates_of(
    db: &D1Database,
    seller_id: SellerId,
    order_id: OrderId,
) -> AppResult<Vec<RateRow>> {
    typed_rows(
        db.prepare(format!(
            "SELECT {RATE_COLUMNS} FROM order_rates r JOIN orders o ON o.id = r.order_id \
             WHERE r.order_id = ?1 AND r.seller_id = ?2 ORDER BY r.idx"
        ))
        .bind(&[int(order_id), int(seller_id)])?
        .all()
        .await?
        .results::<RateRaw>()?,
    )
}

/// Core's view of an order.
pub fn book(order: &OrderRow, rates: &[RateRow]) -> OrderBook {
    // a free first rate with later ones is settled by saving a method
    let first_is_free = rates.first().is_some_and(|first| first.amount.is_zero());
    OrderBook {
        saves_method: sellwerk_core::orders::first_rate_saves_method(
            first_is_free,
            rates.len(),
            order.open_ended,
        ),
        order: order.order_state,
        payment: order.payment_state,
        rates: rates
            .iter()
            .map(|r| Rate {
                state: r.state,
                failures: r.failures,
            })
            .collect(),
        delivered: order.delivered,
        open_ended: order.open_ended,
    }
}

/// Records which order and rate a provider's payment belongs to, under the
/// order's seller (the only seller whose events can name it).
pub async fn link_payment(
    db: &D1Database,
    provider: &str,
    payment_id: &str,
    order_id: OrderId,
    rate: usize,
) -> AppResult<()> {
    link_payment_statement(db, provider, payment_id, order_id, rate)?
        .run()
        .await?;
    Ok(())
}

/// [`link_payment`] as a statement of a batch.
pub fn link_payment_statement(
    db: &D1Database,
    provider: &str,
    payment_id: &str,
    order_id: OrderId,
    rate: usize,
) -> AppResult<D1PreparedStatement> {
    Ok(db.prepare(
        "INSERT OR IGNORE INTO provider_payments (seller_id, provider, payment_id, order_id, rate) \
         SELECT seller_id, ?1, ?2, id, ?4 FROM orders WHERE id = ?3",
    )
    .bind(&[
        text(provider),
        text(payment_id),
        int(order_id),
        index(rate)?,
    ])?)
}

/// [`link_payment_statement`] for the order with token `token`, for a
/// batch that writes the order too (its id is not known yet; the
/// sandbox's payment, development builds only).
#[cfg(feature = "dev")]
pub fn link_payment_of_token_statement(
    db: &D1Database,
    provider: &str,
    payment_id: &str,
    token: &str,
    rate: usize,
) -> AppResult<D1PreparedStatement> {
    Ok(db.prepare(
        "INSERT OR IGNORE INTO provider_payments (seller_id, provider, payment_id, order_id, rate) \
         SELECT seller_id, ?1, ?2, id, ?4 FROM orders WHERE token = ?3",
    )
    .bind(&[text(provider), text(payment_id), text(token), index(rate)?])?)
}

/// Records the provider's setup that saves a method for an order's free
/// first rate (kind `setup`, rate 0).
pub async fn link_setup(
    db: &D1Database,
    provider: &str,
    setup_id: &str,
    order_id: OrderId,
) -> AppResult<()> {
    link_setup_statement(db, provider, setup_id, order_id)?
        .run()
        .await?;
    Ok(())
}

/// [`link_setup`] as a statement of a batch.
pub fn link_setup_statement(
    db: &D1Database,
    provider: &str,
    setup_id: &str,
    order_id: OrderId,
) -> AppResult<D1PreparedStatement> {
    Ok(db
        .prepare(
            "INSERT OR IGNORE INTO provider_payments (seller_id, provider, payment_id, order_id, rate, kind) \
             SELECT seller_id, ?1, ?2, id, 0, 'setup' FROM orders WHERE id = ?3",
        )
        .bind(&[text(provider), text(setup_id), int(order_id)])?)
}

/// The provider's id of the newest `provider_payments` row of an order
/// that meets `condition` (constant SQL over the bound `values`).
async fn newest_link(
    db: &D1Database,
    condition: &str,
    values: &[JsValue],
) -> AppResult<Option<String>> {
    #[derive(Deserialize)]
    struct Id {
        payment_id: String,
    }
    Ok(db
        .prepare(format!(
            "SELECT payment_id FROM provider_payments WHERE {condition} \
             ORDER BY created_at DESC, payment_id DESC LIMIT 1"
        ))
        .bind(values)?
        .first::<Id>(None)
        .await?
        .map(|r| r.payment_id))
}

/// The latest setup of an order (the provider's id of the method it saved
/// for later rates), if it has one.
pub async fn setup_of(db: &D1Database, order_id: OrderId) -> AppResult<Option<String>> {
    newest_link(db, "order_id = ?1 AND kind = 'setup'", &[int(order_id)]).await
}

/// The latest provider payment or setup of an order's rate: the page a
/// buyer still at the checkout goes on with.
#[cfg(feature = "dev")]
pub async fn latest_of_rate(
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
) -> AppResult<Option<String>> {
    newest_link(
        db,
        "order_id = ?1 AND rate = ?2",
        &[int(order_id), index(rate)?],
    )
    .await
}

/// The order and rate of a provider's payment of seller `seller_id`; `None`
/// for a payment the edge did not link, or linked for another seller.
pub async fn find_payment(
    db: &D1Database,
    seller_id: SellerId,
    provider: &str,
    payment_id: &str,
) -> AppResult<Option<(OrderId, usize)>> {
    #[derive(Deserialize)]
    struct Link {
        order_id: i64,
        rate: i64,
    }
    db.prepare(
        "SELECT order_id, rate FROM provider_payments \
             WHERE seller_id = ?1 AND provider = ?2 AND payment_id = ?3",
    )
    .bind(&[int(seller_id), text(provider), text(payment_id)])?
    .first::<Link>(None)
    .await?
    .map(|l| order_rate("provider payment of order", l.order_id, l.rate))
    .transpose()
}

/// The latest provider payment of an order's rate (not a setup, which
/// took nothing).
pub async fn payment_of_rate(
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
) -> AppResult<Option<String>> {
    newest_link(
        db,
        "order_id = ?1 AND rate = ?2 AND kind = 'payment'",
        &[int(order_id), index(rate)?],
    )
    .await
}

/// Whether a provider event of seller `seller_id` was applied already.
/// Events are namespaced per seller and provider; those recorded before
/// they were (migration 0013, seller 0) count for every seller.
pub async fn event_seen(
    db: &D1Database,
    seller_id: SellerId,
    provider: &str,
    event_id: &str,
) -> AppResult<bool> {
    #[derive(Deserialize)]
    struct Seen {
        n: i64,
    }
    Ok(db
        .prepare(
            "SELECT count(*) AS n FROM webhook_events \
             WHERE seller_id IN (?1, 0) AND provider = ?2 AND event_id = ?3",
        )
        .bind(&[int(seller_id), text(provider), text(event_id)])?
        .first::<Seen>(None)
        .await?
        .is_some_and(|s| s.n > 0))
}

/// A change of an order to write: the new book, its effects, the provider
/// event that caused it (recorded in the same batch, so an event is applied
/// exactly once) and when each retried rate is charged next.
pub struct Change<'a> {
    pub order: &'a OrderRow,
    pub before: &'a OrderBook,
    pub after: &'a OrderBook,
    pub effects: &'a [Effect],
    pub event: Option<(&'a str, &'a str)>,
    /// The provider payment whose success this change applies, kept as the
    /// paying payment of a rate that becomes paid.
    pub payment: Option<&'a str>,
    pub now: i64,
}

const DAY: i64 = 86_400;

/// The products an order holds a unit of (with `?1` its main product and
/// `?2` the order): the main product and each bump.
const ITEMS_PRODUCTS: &str =
    "(id = ?1 OR id IN (SELECT product_id FROM order_items WHERE order_id = ?2))";
/// The event tickets of an order's bumps (with `?1` the order).
const ITEMS_TICKETS: &str = "id IN (SELECT ticket_id FROM order_items WHERE order_id = ?1 \
     AND ticket_id IS NOT NULL)";
/// The coupon whose use an order holds (with `?1` the order).
const ORDER_COUPON: &str = "id = (SELECT coupon_id FROM orders WHERE id = ?1)";

/// The statements of a stock effect: the units, seats and coupon use an
/// order holds are sold with its payment or given back when it expires.
fn stock_statements(
    db: &D1Database,
    o: &OrderRow,
    effect: Effect,
) -> AppResult<Vec<D1PreparedStatement>> {
    let id = int(o.id);
    let mut out = Vec::new();
    match effect {
        Effect::CommitStock => {
            out.push(
                db.prepare(format!(
                    "UPDATE products SET reserved_count = max(reserved_count - 1, 0), \
                     sold_count = sold_count + 1, last_purchase_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') \
                     WHERE {ITEMS_PRODUCTS} AND (SELECT stock FROM orders WHERE id = ?2) = 'held'"
                ))
                .bind(&[int(o.product_id), id.clone()])?,
            );
            if let Some(ticket) = o.ticket_id {
                out.push(
                    db.prepare(
                        "UPDATE event_tickets SET reserved_count = max(reserved_count - 1, 0), \
                         sold_count = sold_count + 1 WHERE id = ?1 \
                         AND (SELECT stock FROM orders WHERE id = ?2) = 'held'",
                    )
                    .bind(&[int(ticket), id.clone()])?,
                );
            }
            out.push(
                db.prepare(format!(
                    "UPDATE event_tickets SET reserved_count = max(reserved_count - 1, 0), \
                     sold_count = sold_count + 1 WHERE {ITEMS_TICKETS} \
                     AND (SELECT stock FROM orders WHERE id = ?1) = 'held'"
                ))
                .bind(std::slice::from_ref(&id))?,
            );
            out.push(
                db.prepare(format!(
                    "UPDATE coupons SET reserved_count = max(reserved_count - 1, 0), \
                     orders_count = orders_count + 1 WHERE {ORDER_COUPON} \
                     AND (SELECT stock FROM orders WHERE id = ?1) = 'held'"
                ))
                .bind(std::slice::from_ref(&id))?,
            );
            out.push(
                db.prepare("UPDATE orders SET stock = 'sold' WHERE id = ?1 AND stock = 'held'")
                    .bind(&[id])?,
            );
        }
        Effect::ReleaseStock => {
            out.push(
                db.prepare(format!(
                    "UPDATE products SET reserved_count = max(reserved_count - 1, 0) \
                     WHERE {ITEMS_PRODUCTS} AND (SELECT stock FROM orders WHERE id = ?2) = 'held'"
                ))
                .bind(&[int(o.product_id), id.clone()])?,
            );
            if let Some(ticket) = o.ticket_id {
                out.push(
                    db.prepare(
                        "UPDATE event_tickets SET reserved_count = max(reserved_count - 1, 0) \
                         WHERE id = ?1 AND (SELECT stock FROM orders WHERE id = ?2) = 'held'",
                    )
                    .bind(&[int(ticket), id.clone()])?,
                );
            }
            out.push(
                db.prepare(format!(
                    "UPDATE event_tickets SET reserved_count = max(reserved_count - 1, 0) \
                     WHERE {ITEMS_TICKETS} AND (SELECT stock FROM orders WHERE id = ?1) = 'held'"
                ))
                .bind(std::slice::from_ref(&id))?,
            );
            out.push(
                db.prepare(format!(
                    "UPDATE coupons SET reserved_count = max(reserved_count - 1, 0) \
                     WHERE {ORDER_COUPON} AND (SELECT stock FROM orders WHERE id = ?1) = 'held'"
                ))
                .bind(std::slice::from_ref(&id))?,
            );
            out.push(
                db.prepare(
                    "UPDATE license_keys SET order_id = NULL WHERE order_id = ?1 \
                     AND (SELECT stock FROM orders WHERE id = ?1) = 'held'",
                )
                .bind(std::slice::from_ref(&id))?,
            );
            out.push(
                db.prepare("UPDATE orders SET stock = 'released' WHERE id = ?1 AND stock = 'held'")
                    .bind(&[id])?,
            );
        }
        _ => {}
    }
    Ok(out)
}

/// The jobs an effect sends.
///
/// Decision (issue 16): the seller's "New order" mail (`OrderCreatedV1`,
/// the spec's `order_created`) goes out with the delivery, which core's
/// rules cause once per order: when its first payment succeeds, when a
/// free trial's method is saved, or at once for a free order (paid with
/// nothing when it is made). A checkout never paid mails nobody, and the
/// later rates of a plan do not mail the seller again.
fn jobs_of(o: &OrderRow, effect: Effect) -> Vec<Job> {
    match effect {
        Effect::Deliver => vec![
            Job::SellerNoticeV1 {
                order_id: o.id,
                notice: OrderNotice::Delivered,
                rate: 0,
            },
            Job::DeliverOrderV1 { order_id: o.id },
        ],
        // a later rate's money: the buyer's receipt and the seller's
        // `paid_transaction` (the first rate's is the new order's notice)
        Effect::Receipt { rate } if rate > 0 => vec![
            Job::ReceiptV1 {
                order_id: o.id,
                rate,
            },
            Job::SellerNoticeV1 {
                order_id: o.id,
                notice: OrderNotice::RatePaid,
                rate,
            },
        ],
        other => job_of(o, other).into_iter().collect(),
    }
}

/// The jobs a change causes beyond its effects: the seller's notice of an
/// order ended by cancellation (a subscription unsubscribed), which core
/// reports as a state, not an effect.
fn state_jobs(o: &OrderRow, c: &Change<'_>) -> Vec<Job> {
    let ended = |b: &OrderBook| b.order == OrderState::Unsubscribed;
    if ended(c.after) && !ended(c.before) {
        vec![Job::SellerNoticeV1 {
            order_id: o.id,
            notice: OrderNotice::Canceled,
            rate: 0,
        }]
    } else {
        Vec::new()
    }
}

/// The one job an effect other than delivery sends, if any.
fn job_of(o: &OrderRow, effect: Effect) -> Option<Job> {
    match effect {
        Effect::Revoke => Some(Job::RevokeOrderV1 { order_id: o.id }),
        Effect::RefundLatePayment => Some(Job::RefundV1 {
            order_id: o.id,
            rate: 0,
        }),
        Effect::Paused { rate } => Some(Job::PaymentPausedV1 {
            order_id: o.id,
            rate,
        }),
        Effect::Retry { rate, days } => Some(Job::RateFailedV1 {
            order_id: o.id,
            rate,
            days,
        }),
        _ => None,
    }
}

/// Writes a change in one batch: compare-and-set of the order's version
/// (aborting on a stale read), its rates, stock, the event record and the
/// jobs into the outbox. `Err(Refusal)` when the batch was refused.
pub async fn apply(db: &D1Database, c: &Change<'_>) -> AppResult<Result<(), Refusal>> {
    let o = c.order;
    let paid_now = c.after.delivered && !c.before.delivered;
    // When money arrives, by the edge's clock (movable in development
    // builds), so that the cabinet home's days and the lists' paid dates
    // follow the same time as every other rule of the edge.
    let paid_at = crate::clock::rfc3339(c.now);
    let mut batch = vec![
        db.prepare(
            "UPDATE orders SET order_state = ?3, payment_state = ?4, delivered = ?5, \
             version = version + 1, paid_at = CASE WHEN ?6 = 1 THEN ?7 \
             ELSE paid_at END WHERE id = ?1 AND version = ?2",
        )
        .bind(&[
            int(o.id),
            int(o.version),
            text(c.after.order.name()),
            text(c.after.payment.name()),
            int(i64::from(c.after.delivered)),
            int(i64::from(paid_now)),
            text(&paid_at),
        ])?,
        db.prepare("INSERT INTO stale_write_guard (ok) SELECT 0 WHERE changes() = 0")
            .bind(&[])?,
    ];
    for (i, (before, after)) in c.before.rates.iter().zip(&c.after.rates).enumerate() {
        let retry = c.effects.iter().find_map(|e| match e {
            Effect::Retry { rate, days } if *rate == i => Some(c.now + i64::from(*days) * DAY),
            _ => None,
        });
        if before == after && retry.is_none() {
            continue;
        }
        let paid = after.state == OrderRateState::Paid && before.state != OrderRateState::Paid;
        batch.push(
            db.prepare(
                "UPDATE order_rates SET state = ?3, failures = ?4, \
                 next_attempt_at = CASE WHEN ?5 IS NOT NULL THEN ?5 WHEN ?3 IN ('unpaid', 'future') \
                 THEN next_attempt_at ELSE NULL END, \
                 paid_at = CASE WHEN ?6 = 1 THEN ?8 ELSE paid_at END, \
                 paid_by = CASE WHEN ?6 = 1 THEN ?7 ELSE paid_by END \
                 WHERE order_id = ?1 AND idx = ?2",
            )
            .bind(&[
                int(o.id),
                index(i)?,
                text(after.state.name()),
                int(i64::from(after.failures)),
                retry.map_or(JsValue::NULL, int),
                int(i64::from(paid)),
                c.payment.map_or(JsValue::NULL, text),
                text(&paid_at),
            ])?,
        );
    }
    let mut jobs = Vec::new();
    for effect in c.effects {
        batch.extend(stock_statements(db, o, *effect)?);
        jobs.extend(jobs_of(o, *effect));
    }
    jobs.extend(state_jobs(o, c));
    if !jobs.is_empty() {
        // every job of the change in one statement (issue 31), in their
        // order: json_each walks the array in order, so the outbox's ids
        // (and the relay's order) follow it as one insert per job did
        let texts = jobs
            .iter()
            .map(|job| serde_json::to_string(job).map_err(|e| AppError::Internal(e.to_string())))
            .collect::<AppResult<Vec<String>>>()?;
        batch.push(
            db.prepare(
                "INSERT INTO outbox (job, created_at) SELECT value, ?2 FROM json_each(?1) \
                 ORDER BY key",
            )
            .bind(&[json(&texts)?, int(c.now)])?,
        );
    }
    if paid_now {
        // the later rates of an order paid now are due to be charged
        batch.push(schedule_statement(db, o.id)?);
    }
    if let Some((provider, event_id)) = c.event {
        // under the order's seller: the one whose account the event came from
        batch.push(
            db.prepare(
                "INSERT INTO webhook_events (seller_id, provider, event_id) VALUES (?1, ?2, ?3)",
            )
            .bind(&[int(o.seller_id), text(provider), text(event_id)])?,
        );
    }
    match db.batch(batch).await {
        Ok(_) => Ok(Ok(())),
        Err(e) => match refusal(&e) {
            Some(r) => Ok(Err(r)),
            None => Err(e.into()),
        },
    }
}

/// What the first payment of order `order_id` charged per product, as its
/// stored quote says (`due_now.lines`): `(product id, gross)` per line, the
/// gross as the quote's decimal text.
pub async fn due_now_lines(db: &D1Database, order_id: OrderId) -> AppResult<Vec<(i64, String)>> {
    #[derive(Deserialize)]
    struct Line {
        product_id: i64,
        gross: String,
    }
    let rows = db
        .prepare(
            "SELECT json_extract(l.value, '$.product_id') AS product_id, \
             json_extract(l.value, '$.gross') AS gross \
             FROM orders o, json_each(o.quote, '$.due_now.lines') l WHERE o.id = ?1",
        )
        .bind(&[int(order_id)])?
        .all()
        .await?
        .results::<Line>()?;
    Ok(rows.into_iter().map(|l| (l.product_id, l.gross)).collect())
}

/// The provider payment that paid rate `rate` of an order, when known.
pub async fn paid_by(
    db: &D1Database,
    seller_id: SellerId,
    order_id: OrderId,
    rate: usize,
) -> AppResult<Option<String>> {
    #[derive(Deserialize)]
    struct By {
        paid_by: Option<String>,
    }
    Ok(db
        .prepare(
            "SELECT paid_by FROM order_rates WHERE order_id = ?1 AND idx = ?2 AND seller_id = ?3",
        )
        .bind(&[int(order_id), index(rate)?, int(seller_id)])?
        .first::<By>(None)
        .await?
        .and_then(|b| b.paid_by))
}

/// Puts a job into the outbox (sent by the next relay).
pub async fn enqueue(db: &D1Database, job: &Job, now: i64) -> AppResult<()> {
    db.prepare("INSERT INTO outbox (job, created_at) VALUES (?1, ?2)")
        .bind(&[json(job)?, int(now)])?
        .run()
        .await?;
    Ok(())
}

/// Records an event of seller `seller_id` that changed nothing, so its
/// redelivery is cheap.
pub async fn record_event(
    db: &D1Database,
    seller_id: SellerId,
    provider: &str,
    event_id: &str,
) -> AppResult<()> {
    db.prepare(
        "INSERT OR IGNORE INTO webhook_events (seller_id, provider, event_id) VALUES (?1, ?2, ?3)",
    )
    .bind(&[int(seller_id), text(provider), text(event_id)])?
    .run()
    .await?;
    Ok(())
}

/// A job waiting in the outbox.
#[derive(Debug, Deserialize)]
pub struct Pending {
    pub id: OutboxId,
    pub job: String,
}

/// Unsent outbox jobs, oldest first.
pub async fn unsent(db: &D1Database, limit: i64) -> AppResult<Vec<Pending>> {
    Ok(db
        .prepare("SELECT id, job FROM outbox WHERE sent_at IS NULL ORDER BY id LIMIT ?1")
        .bind(&[int(limit)])?
        .all()
        .await?
        .results::<Pending>()?)
}

/// Marks the outbox's jobs `ids` sent, in one statement (none for no ids).
pub async fn mark_sent(db: &D1Database, ids: &[OutboxId], now: i64) -> AppResult<()> {
    if ids.is_empty() {
        return Ok(());
    }
    db.prepare(
        "UPDATE outbox SET sent_at = ?2 \
         WHERE id IN (SELECT value FROM json_each(?1)) AND sent_at IS NULL",
    )
    .bind(&[json(&ids)?, int(now)])?
    .run()
    .await?;
    Ok(())
}

/// How much longer than a checkout an order holds its stock while its
/// payment is pending at the provider (a SEPA debit on its way, a bank
/// wire the buyer was told to send).
///
/// Decision: a pending payment is the buyer's money on its way; expiring
/// its order after the checkout's hour would release the stock and then
/// refund the payment when it settles days later. It is held 14 days —
/// the usual term of bank-wire instructions, past SEPA's settlement of a
/// few business days — and only then expires (a payment arriving after
/// that is refunded as any late payment). A provider that fails the
/// payment earlier releases it at once.
pub const PENDING_HOLD_SECONDS: i64 = 14 * 86_400;

/// Unpaid checkouts past their expiry, for the scheduler; see
/// [`PENDING_HOLD_SECONDS`] for payments pending at the provider.
/// Read through `orders_expiring` (migration 0019), which holds the open
/// orders only: keep `order_state IN ('draft', 'ready')` as it is written.
pub async fn expired(db: &D1Database, now: i64, limit: i64) -> AppResult<Vec<OrderId>> {
    #[derive(Deserialize)]
    struct Id {
        id: i64,
    }
    db.prepare(
        "SELECT id FROM orders WHERE order_state IN ('draft', 'ready') AND (\
             (payment_state IN ('payment_waiting', 'payment_not_completed') AND expires_at <= ?1) \
             OR (payment_state = 'payment_pending' AND expires_at <= ?1 - ?3)) \
             ORDER BY id LIMIT ?2",
    )
    .bind(&[int(now), int(limit), int(PENDING_HOLD_SECONDS)])?
    .all()
    .await?
    .results::<Id>()?
    .into_iter()
    .map(|r| typed("order", r.id, r.id))
    .collect()
}

/// Rates whose charge is due (`next_attempt_at` passed) on running orders,
/// read through `order_rates_due (next_attempt_at)`: the `+` before the
/// states keeps `SQLite` from reading every future rate or every running
/// order instead (issue 15: the scheduler reads only what is due).
pub async fn due_rates(db: &D1Database, now: i64, limit: i64) -> AppResult<Vec<(OrderId, usize)>> {
    #[derive(Deserialize)]
    struct Due {
        order_id: i64,
        idx: i64,
    }
    db.prepare(
            "SELECT r.order_id, r.idx FROM order_rates r JOIN orders o ON o.id = r.order_id \
             WHERE r.next_attempt_at IS NOT NULL AND r.next_attempt_at <= ?1 \
             AND +r.state IN ('future', 'unpaid') AND +o.payment_state IN ('paying', 'payment_paused') \
             ORDER BY r.next_attempt_at LIMIT ?2",
        )
        .bind(&[int(now), int(limit)])?
        .all()
        .await?
        .results::<Due>()?
        .into_iter()
        .map(|d| order_rate("order rate of order", d.order_id, d.idx))
        .collect()
}

/// Later rates still to be charged for the first time between `now` and
/// `until` (Unix seconds) whose reminder was not sent, of orders that run
/// (`paying`): read through the partial index of rates to remind.
pub async fn to_remind(
    db: &D1Database,
    now: i64,
    until: i64,
    limit: i64,
) -> AppResult<Vec<(OrderId, usize)>> {
    #[derive(Deserialize)]
    struct Due {
        order_id: i64,
        idx: i64,
    }
    db.prepare(
        "SELECT r.order_id, r.idx FROM order_rates r JOIN orders o ON o.id = r.order_id \
         WHERE r.next_attempt_at > ?1 AND r.next_attempt_at <= ?2 \
         AND r.state = 'future' AND r.reminded = 0 AND r.idx > 0 AND r.failures = 0 \
         AND +o.payment_state = 'paying' ORDER BY r.next_attempt_at LIMIT ?3",
    )
    .bind(&[int(now), int(until), int(limit)])?
    .all()
    .await?
    .results::<Due>()?
    .into_iter()
    .map(|d| order_rate("order rate to remind", d.order_id, d.idx))
    .collect()
}

/// Marks a rate reminded and, in the same batch and only if it was not,
/// puts `job` (the reminder) into the outbox; whether it did.
pub async fn mark_reminded(
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
    job: &Job,
    now: i64,
) -> AppResult<bool> {
    let results = db
        .batch(vec![
            db.prepare(
                "UPDATE order_rates SET reminded = 1 \
                 WHERE order_id = ?1 AND idx = ?2 AND reminded = 0",
            )
            .bind(&[int(order_id), index(rate)?])?,
            db.prepare("INSERT INTO outbox (job, created_at) SELECT ?1, ?2 WHERE changes() = 1")
                .bind(&[json(job)?, int(now)])?,
        ])
        .await?;
    Ok(results
        .first()
        .and_then(|r| r.meta().ok().flatten())
        .and_then(|m| m.changes)
        .unwrap_or(0)
        == 1)
}

/// Links the scheduler's charge of a rate to it before the provider is
/// called: its reference (the provider's idempotency key) and when it was
/// started, on a rate that is due (`future` or `unpaid`). Whether the rate
/// took it.
pub async fn start_charge(
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
    reference: &str,
    now: i64,
) -> AppResult<bool> {
    let result = db
        .prepare(
            "UPDATE order_rates SET charge_ref = ?3, charge_at = ?4 \
             WHERE order_id = ?1 AND idx = ?2 AND state IN ('future', 'unpaid')",
        )
        .bind(&[int(order_id), index(rate)?, text(reference), int(now)])?
        .run()
        .await?;
    Ok(result.meta()?.and_then(|m| m.changes).unwrap_or(0) == 1)
}

/// The provider's answer to the charge `reference` of a rate is known (and
/// applied): it is no longer asked about.
pub async fn charge_answered(
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
    reference: &str,
) -> AppResult<()> {
    db.prepare(
        "UPDATE order_rates SET charge_at = NULL \
         WHERE order_id = ?1 AND idx = ?2 AND charge_ref = ?3",
    )
    .bind(&[int(order_id), index(rate)?, text(reference)])?
    .run()
    .await?;
    Ok(())
}

/// A scheduled charge whose provider answer never arrived.
#[derive(Debug)]
pub struct Unanswered {
    pub order_id: OrderId,
    pub idx: usize,
    pub charge_ref: String,
    pub charge_at: i64,
}

#[derive(Debug, Deserialize)]
pub struct UnansweredRaw {
    order_id: i64,
    idx: i64,
    charge_ref: String,
    charge_at: i64,
}

impl TryFrom<UnansweredRaw> for Unanswered {
    type Error = AppError;

    fn try_from(r: UnansweredRaw) -> AppResult<Self> {
        let (order_id, idx) = order_rate("order rate of order", r.order_id, r.idx)?;
        Ok(Unanswered {
            order_id,
            idx,
            charge_ref: r.charge_ref,
            charge_at: r.charge_at,
        })
    }
}

/// Rates still pending on a charge started before `started_before` whose
/// answer is unknown, and not put off past `now` ([`defer`]); oldest
/// first.
pub async fn unanswered(
    db: &D1Database,
    started_before: i64,
    now: i64,
    limit: i64,
) -> AppResult<Vec<Unanswered>> {
    typed_rows(
        db.prepare(
            "SELECT order_id, idx, charge_ref, charge_at FROM order_rates \
             WHERE state = 'pending' AND charge_at IS NOT NULL AND charge_ref IS NOT NULL \
             AND charge_at <= ?1 AND coalesce(next_attempt_at, 0) <= ?2 \
             ORDER BY coalesce(next_attempt_at, 0), charge_at LIMIT ?3",
        )
        .bind(&[int(started_before), int(now), int(limit)])?
        .all()
        .await?
        .results::<UnansweredRaw>()?,
    )
}

/// Puts off the scheduler's next look at a rate (a charge or a question
/// that failed on our side), so it waits its turn behind the others.
pub async fn defer(db: &D1Database, order_id: OrderId, rate: usize, until: i64) -> AppResult<()> {
    db.prepare("UPDATE order_rates SET next_attempt_at = ?3 WHERE order_id = ?1 AND idx = ?2")
        .bind(&[int(order_id), index(rate)?, int(until)])?
        .run()
        .await?;
    Ok(())
}

/// Puts off the expiry of an unpaid checkout whose expiry failed on our
/// side, so it waits behind the other expired checkouts (not one pending at
/// the provider, whose hold counts from its expiry: it stays where it is).
pub async fn defer_expiry(db: &D1Database, order_id: OrderId, until: i64) -> AppResult<()> {
    db.prepare(
        "UPDATE orders SET expires_at = max(expires_at, ?2) WHERE id = ?1 \
         AND order_state IN ('draft', 'ready') \
         AND payment_state IN ('payment_waiting', 'payment_not_completed')",
    )
    .bind(&[int(order_id), int(until)])?
    .run()
    .await?;
    Ok(())
}

/// Sets when future rates of a just-paid order are charged: at the start
/// of their due date (UTC).
fn schedule_statement(db: &D1Database, order_id: OrderId) -> AppResult<D1PreparedStatement> {
    Ok(db
        .prepare(
            "UPDATE order_rates SET next_attempt_at = CAST(strftime('%s', due_date) AS INTEGER) \
             WHERE order_id = ?1 AND state = 'future' AND next_attempt_at IS NULL",
        )
        .bind(&[int(order_id)])?)
}

/// The orders made with `email`, newest first.
pub async fn of_payer(
    db: &D1Database,
    email: &str,
    browser: Option<&str>,
    limit: i64,
) -> AppResult<Vec<OrderRow>> {
    typed_rows(
        db.prepare(format!(
            "SELECT {ORDER_COLUMNS} FROM orders WHERE payer_email = ?1 AND {PURCHASED} \
             AND (?3 IS NULL OR buyer_secret = ?3) ORDER BY created_at DESC, id DESC LIMIT ?2"
        ))
        .bind(&[
            text(&email.trim().to_ascii_lowercase()),
            int(limit),
            browser.map_or(JsValue::NULL, text),
        ])?
        .all()
        .await?
        .results::<OrderRaw>()?,
    )
}

/// Whether an order (of the table `orders` unaliased) is a purchase in the
/// buyer's eyes (issue 30): paid once (whatever happened since: a refund, a
/// pause), handed over (a free order), or its payment under way at the
/// provider (a debit). A checkout never paid (left waiting, expired,
/// cancelled unpaid) is not one: the payer area neither lists nor counts it.
pub const PURCHASED: &str = "(paid_at IS NOT NULL OR delivered = 1 \
     OR payment_state = 'payment_pending')";

/// The digest of the paying browser's secret kept with order `id`.
pub async fn buyer_secret(db: &D1Database, id: OrderId) -> AppResult<Option<String>> {
    #[derive(Deserialize)]
    struct Row {
        buyer_secret: Option<String>,
    }
    Ok(db
        .prepare("SELECT buyer_secret FROM orders WHERE id = ?1")
        .bind(&[int(id)])?
        .first::<Row>(None)
        .await?
        .and_then(|r| r.buyer_secret))
}

/// Whether an order at `seller` (any seller when `None`) was bought with
/// `email` and paid (a magic link goes to every buyer address a shop knows).
pub async fn has_paid_order(
    db: &D1Database,
    email: &str,
    seller: Option<SellerId>,
) -> AppResult<bool> {
    #[derive(Deserialize)]
    struct Row {
        found: i64,
    }
    Ok(db
        .prepare(
            "SELECT EXISTS (SELECT 1 FROM orders WHERE payer_email = ?1 \
             AND (paid_at IS NOT NULL OR delivered = 1) AND (?2 IS NULL OR seller_id = ?2)) AS found",
        )
        .bind(&[
            text(&email.trim().to_ascii_lowercase()),
            seller.map_or(JsValue::NULL, int),
        ])?
        .first::<Row>(None)
        .await?
        .is_some_and(|r| r.found == 1))
}

/// An upsell a buyer accepted in a funnel after an order (issue 30: the
/// thank-you page shows it).
#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
pub struct AcceptedUpsell {
    /// The upsell's own order, whose page shows what it handed over.
    pub token: String,
    pub product_id: i64,
    pub name: String,
    /// What it charged, in the currency of its order.
    pub due_now: String,
    pub currency: String,
    pub payment_state: String,
}

/// The upsells accepted after order `parent` of seller `seller_id`, in the
/// order they were taken; one whose charge failed is left out (an upsell
/// order exists only once accepted, and its one-click charge may still be
/// under way when the thank-you page asks).
pub async fn accepted_upsells(
    db: &D1Database,
    seller_id: SellerId,
    parent: OrderId,
) -> AppResult<Vec<AcceptedUpsell>> {
    Ok(db
        .prepare(
            "SELECT o.token, o.product_id, p.name, o.due_now, o.currency, o.payment_state \
             FROM (SELECT * FROM orders WHERE parent_order_id = ?1 AND seller_id = ?2 \
               AND payment_state NOT IN ('payment_not_completed', 'payment_canceled')) o \
             JOIN products p ON p.id = o.product_id AND p.seller_id = o.seller_id \
             ORDER BY o.id",
        )
        .bind(&[int(parent), int(seller_id)])?
        .all()
        .await?
        .results::<AcceptedUpsell>()?)
}

/// What the seller's refunds of an order gave back so far, in minor units,
/// and when the last one was made.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct RefundLedger {
    pub refunded_minor: i64,
    pub refunded_at: Option<String>,
}

/// The refund ledger of order `order_id` of seller `seller_id` (`None` for
/// another seller's order).
pub async fn refund_ledger(
    db: &D1Database,
    seller_id: SellerId,
    order_id: OrderId,
) -> AppResult<Option<RefundLedger>> {
    Ok(db
        .prepare("SELECT refunded_minor, refunded_at FROM orders WHERE id = ?1 AND seller_id = ?2")
        .bind(&[int(order_id), int(seller_id)])?
        .first::<RefundLedger>(None)
        .await?)
}

/// Reserves a refund of `minor` for order `order_id` of seller
/// `seller_id`, in one statement that refuses to pass `paid_minor` (so two
/// refunds at once never give back more than was paid: D1 runs one
/// statement at a time, and the second sees the first's sum). The ledger's
/// new sum, or `None` when the refund would pass what was paid.
pub async fn reserve_refund(
    db: &D1Database,
    seller_id: SellerId,
    order_id: OrderId,
    minor: i64,
    paid_minor: i64,
    at: &str,
) -> AppResult<Option<i64>> {
    #[derive(Deserialize)]
    struct Sum {
        refunded_minor: i64,
    }
    let row = db
        .prepare(
            "UPDATE orders SET refunded_minor = refunded_minor + ?3, refunded_at = ?5 \
             WHERE id = ?1 AND seller_id = ?2 AND ?3 > 0 AND refunded_minor + ?3 <= ?4 \
             RETURNING refunded_minor",
        )
        .bind(&[
            int(order_id),
            int(seller_id),
            int(minor),
            int(paid_minor),
            text(at),
        ])?
        .first::<Sum>(None)
        .await?;
    Ok(row.map(|r| r.refunded_minor))
}

/// Takes `minor` of a reserved refund back out of the ledger (the provider
/// refused it); the last refund's time goes with it when nothing is left.
pub async fn release_refund(
    db: &D1Database,
    seller_id: SellerId,
    order_id: OrderId,
    minor: i64,
) -> AppResult<()> {
    db.prepare(
        "UPDATE orders SET refunded_minor = refunded_minor - ?3, \
         refunded_at = CASE WHEN refunded_minor - ?3 = 0 THEN NULL ELSE refunded_at END \
         WHERE id = ?1 AND seller_id = ?2 AND refunded_minor >= ?3",
    )
    .bind(&[int(order_id), int(seller_id), int(minor)])?
    .run()
    .await?;
    Ok(())
}

/// The rates of several orders at once (the buyer's list), by order, each
/// in order; an order without rates is missing from the map.
pub async fn rates_of_orders(
    db: &D1Database,
    ids: &[OrderId],
) -> AppResult<std::collections::HashMap<OrderId, Vec<RateRow>>> {
    let mut out: std::collections::HashMap<OrderId, Vec<RateRow>> =
        std::collections::HashMap::new();
    if ids.is_empty() {
        return Ok(out);
    }
    let list: Vec<i64> = ids.iter().map(|i| i.get()).collect();
    let rows = db
        .prepare(format!(
            "SELECT {RATE_COLUMNS} FROM order_rates r JOIN orders o ON o.id = r.order_id \
             WHERE r.order_id IN (SELECT value FROM json_each(?1)) ORDER BY r.order_id, r.idx"
        ))
        .bind(&[json(&list)?])?
        .all()
        .await?
        .results::<RateRaw>()?;
    for raw in rows {
        let order_id = OrderId::try_from(raw.order_id)
            .map_err(|e| corrupt("order rate of order", raw.order_id, e))?;
        out.entry(order_id)
            .or_default()
            .push(RateRow::try_from(raw)?);
    }
    Ok(out)
}
