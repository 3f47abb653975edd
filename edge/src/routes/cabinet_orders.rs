//! The seller's orders: `/v1/cabinet/orders` (list with the section 3
//! filters core's `ORDERS` list allows, sort and paging), an order's
//! detail, its refund through the provider, the CSV export (streamed page by
//! page, so a large export never sits in memory), `/v1/cabinet/order_rates`
//! and the payment tickets with their overview, their CSV export and each
//! ticket's QR code. Every query is filtered by the signed-in seller.

use std::future::Future;
use std::rc::Rc;

use futures_util::stream;
use sellwerk_core::ids::OrderId;
use sellwerk_core::lists;
use sellwerk_core::order_csv::{self, OrderCsvRow};
use sellwerk_core::pricing::PlanKind;
use sellwerk_core::states::PaymentState;
use sellwerk_core::ticket_csv::{self, TicketCsvRow};
use sellwerk_core::{Currency, Money};
use worker::{D1Database, Request, Response, RouteContext};

use super::{ListPage, paged};
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, list_query};
use crate::repo::{
    self,
    order_lists::{ExportRow, TicketExportRow},
};
use crate::services::delivery;
use crate::session;

/// Orders (or tickets) per page of a CSV export.
const EXPORT_PAGE: i64 = 200;

fn not_found(id: i64) -> AppError {
    AppError::NotFound {
        code: "order_not_found",
        detail: format!("you have no order {id}"),
    }
}

/// The order's payment state as core names it; another text is a corrupt
/// row.
fn payment_state(row: &repo::order_lists::OrderListRow) -> AppResult<PaymentState> {
    PaymentState::from_name(&row.payment_state).ok_or_else(|| {
        AppError::Internal(format!(
            "order {} has the unknown payment state {:?}",
            row.id, row.payment_state
        ))
    })
}

/// `GET /v1/cabinet/orders?…`.
pub async fn list(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let query = list_query(&req, &lists::ORDERS)?;
    let db = repo::db(&ctx.env)?;
    let total = if query.counts {
        Some(repo::order_lists::orders_count(&db, seller.seller_id, &query).await?)
    } else {
        None
    };
    let query = paged(query, total);
    let rows = repo::order_lists::orders_page(&db, seller.seller_id, &query).await?;
    Ok(Response::from_json(&ListPage::new(rows, total, &query))?)
}

/// `GET /v1/cabinet/orders/{id}`: the order, its payer, rates, bumps and
/// what was delivered.
pub async fn get(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "order_not_found")?;
    let db = repo::db(&ctx.env)?;
    detail(&ctx, &db, seller.seller_id, id, 200).await
}

/// A rate of an order as the seller's detail lists it.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct SellerRate {
    index: usize,
    due_date: String,
    amount: Money,
    state: sellwerk_core::states::OrderRateState,
    failures: u32,
    paid_at: Option<String>,
}

/// An order with its payer, rates and delivery (`GET …/orders/{id}`, and
/// the 202 of a refund).
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct OrderDetail {
    order: repo::order_lists::OrderListRow,
    /// The payer's details and the buyer as the order took them.
    payer: serde_json::Value,
    rates: Vec<SellerRate>,
    delivery: delivery::Delivered,
    refundable: bool,
}

async fn detail(
    ctx: &RouteContext<()>,
    db: &D1Database,
    seller_id: i64,
    id: i64,
    status: u16,
) -> AppResult<Response> {
    let row = repo::order_lists::order(db, seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    let order_id = OrderId::new(id)?;
    let order = repo::orders::by_id(db, order_id)
        .await?
        .ok_or_else(|| not_found(id))?;
    let rates = repo::orders::rates(db, order_id).await?;
    let given = delivery::items(&ctx.env, db, &order).await?;
    let refundable = payment_state(&row)?.refundable();
    Ok(Response::from_json(&OrderDetail {
        order: row,
        payer: order.payer,
        rates: rates
            .iter()
            .map(|r| SellerRate {
                index: r.idx,
                due_date: r.due_date.clone(),
                amount: r.amount,
                state: r.state,
                failures: r.failures,
                paid_at: r.paid_at.clone(),
            })
            .collect(),
        delivery: given,
        refundable,
    })?
    .with_status(status))
}

/// `POST /v1/cabinet/orders/{id}/refund`: refunds every paid rate through
/// the provider. The provider answers by webhook, which moves the order to
/// refunded and revokes what it handed over; the answer is 202 with the
/// order as it stands. 409 `not_refundable` before money moved or after a
/// refund.
pub async fn refund(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "order_not_found")?;
    let db = repo::db(&ctx.env)?;
    let row = repo::order_lists::order(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    if !payment_state(&row)?.refundable() {
        return Err(AppError::Conflict {
            code: "not_refundable",
            detail: format!("a {} order cannot be refunded", row.payment_state),
        });
    }
    let order_id = OrderId::new(id)?;
    let order = repo::orders::by_id(&db, order_id)
        .await?
        .ok_or_else(|| not_found(id))?;
    let rates = repo::orders::rates(&db, order_id).await?;
    for rate in repo::order_lists::paid_rates(&db, seller.seller_id, id).await? {
        let row = rates
            .iter()
            .find(|r| r.idx == rate)
            .ok_or_else(|| AppError::Internal(format!("order {id} has no rate {rate}")))?;
        let amount = crate::services::orders::minor_of(&order, row)?;
        crate::services::provider::refund(&ctx.env, &db, &order, rate, amount).await?;
    }
    detail(&ctx, &db, seller.seller_id, id, 202).await
}

/// The sum of decimal amounts joined by `+` (exact, through core's money).
fn sum(amounts: Option<&str>, currency: &str) -> String {
    let Ok(currency) = Currency::parse(currency) else {
        return String::new();
    };
    let mut total = Money::zero(currency);
    for a in amounts.unwrap_or("").split('+').filter(|a| !a.is_empty()) {
        if let Some(next) = Money::parse(a, currency)
            .ok()
            .and_then(|m| total.checked_add(m).ok())
        {
            total = next;
        }
    }
    total.to_decimal_string()
}

fn text(value: &serde_json::Value, path: &[&str]) -> String {
    path.iter()
        .try_fold(value, |v, key| v.get(key))
        .and_then(serde_json::Value::as_str)
        .unwrap_or("")
        .to_owned()
}

/// One export row in core's CSV shape.
fn csv_row(e: &ExportRow) -> OrderCsvRow {
    let payer: serde_json::Value = serde_json::from_str(&e.payer).unwrap_or_default();
    let prefs: serde_json::Value = serde_json::from_str(&e.plan_prefs).unwrap_or_default();
    let recurring = PlanKind::from_name(&e.row.plan_kind).is_some_and(PlanKind::is_subscription);
    OrderCsvRow {
        token: e.row.token.clone(),
        product: e.row.product_name.clone(),
        created_at: e.row.created_at.clone(),
        payment_state: e.row.payment_state.clone(),
        payment_form: e.row.plan_kind.clone(),
        period_type: text(&prefs, &["interval"]),
        test_period: text(&prefs, &["trial_period"]),
        paid_count: u32::try_from(e.paid_count).unwrap_or(0),
        paid: sum(e.paid_sum.as_deref(), &e.row.currency),
        product_id: e.row.product_id,
        total: e.row.total.clone(),
        currency_key: e.row.currency.to_ascii_uppercase(),
        recurring,
        pricing_plan_name: e.plan_name.clone(),
        pricing_plan_id: e.row.plan_id,
        coupon_code: e.row.coupon_code.clone().unwrap_or_default(),
        with_test_period: !text(&prefs, &["trial_period"]).is_empty(),
        event_name: e.event_name.clone().unwrap_or_default(),
        ticket_name: e.ticket_name.clone().unwrap_or_default(),
        event_date: e.event_date.clone().unwrap_or_default(),
        event_location: e.event_location.clone().unwrap_or_default(),
        buyer_email: e.row.payer_email.clone(),
        buyer_first_name: text(&payer, &["details", "first_name"]),
        buyer_last_name: text(&payer, &["details", "last_name"]),
        buyer_street: text(&payer, &["details", "street"]),
        buyer_street_number: text(&payer, &["details", "street_number"]),
        buyer_zip: text(&payer, &["details", "zip"]),
        buyer_city: text(&payer, &["details", "city"]),
        buyer_country: e.row.buyer_country.clone(),
        buyer_phone: text(&payer, &["details", "phone"]),
        buyer_vat_id: text(&payer, &["buyer", "vat_id"]),
        owner_first_name: text(&payer, &["details", "first_name"]),
        owner_last_name: text(&payer, &["details", "last_name"]),
        owner_country: text(&payer, &["details", "payer_country"]),
        last_due_date: e.last_due_date.clone().unwrap_or_default(),
        due_date: e.next_due_date.clone().unwrap_or_default(),
        id: e.row.id,
        internal_name: e.internal_name.clone(),
        cost_center: e.cost_center.clone(),
        success_page_url: e.success_url.clone(),
    }
}

/// Where a CSV download stands between pages: `next` fetches the rows after
/// an id (in id order, at most [`EXPORT_PAGE`]), `id` and `line` read a row.
struct Pages<N, I, L> {
    next: N,
    id: I,
    line: L,
    after: i64,
    header: Option<String>,
    done: bool,
}

/// A CSV download named `filename`: `header`, then the rows page by page as
/// `next` fetches them (keyset paging on `id`), streamed, so a large export
/// never sits in memory. A page that fails ends the stream with an error
/// (the download breaks off instead of looking complete).
fn csv_download<R, N, F, I, L>(
    filename: &str,
    header: String,
    next: N,
    id: I,
    line: L,
) -> AppResult<Response>
where
    R: 'static,
    N: FnMut(i64) -> F + 'static,
    F: Future<Output = AppResult<Vec<R>>> + 'static,
    I: Fn(&R) -> i64 + 'static,
    L: Fn(&R) -> String + 'static,
{
    let pages = Pages {
        next,
        id,
        line,
        after: 0,
        header: Some(header),
        done: false,
    };
    let body = stream::unfold(pages, |mut p| async move {
        if p.done {
            return None;
        }
        if let Some(header) = p.header.take() {
            return Some((Ok::<Vec<u8>, worker::Error>(header.into_bytes()), p));
        }
        match (p.next)(p.after).await {
            Ok(rows) if rows.is_empty() => None,
            Ok(rows) => {
                p.after = rows.last().map_or(p.after, &p.id);
                p.done = i64::try_from(rows.len()).unwrap_or(0) < EXPORT_PAGE;
                let chunk: String = rows.iter().map(&p.line).collect();
                Some((Ok(chunk.into_bytes()), p))
            }
            Err(e) => {
                p.done = true;
                Some((
                    Err(worker::Error::RustError(format!("export failed: {e:?}"))),
                    p,
                ))
            }
        }
    });
    let mut response = Response::from_stream(body)?;
    let headers = response.headers_mut();
    headers.set("content-type", "text/csv; charset=utf-8")?;
    headers.set(
        "content-disposition",
        &format!("attachment; filename=\"{filename}\""),
    )?;
    headers.set("cache-control", "private, no-store")?;
    Ok(response)
}

/// `GET /v1/cabinet/orders/export?…`: the orders the same filters match,
/// as CSV with the spec's columns, streamed one page of orders at a time.
pub async fn export(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let query = list_query(&req, &lists::ORDERS)?;
    let db = Rc::new(repo::db(&ctx.env)?);
    let seller_id = seller.seller_id;
    csv_download(
        "orders.csv",
        order_csv::header(),
        move |after| {
            let (db, query) = (Rc::clone(&db), query.clone());
            async move {
                repo::order_lists::export_page(&db, seller_id, &query, after, EXPORT_PAGE).await
            }
        },
        |r: &ExportRow| r.row.id,
        |r: &ExportRow| csv_row(r).line(),
    )
}

/// `GET /v1/cabinet/order_rates?…`.
pub async fn rates(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let query = list_query(&req, &lists::ORDER_RATES)?;
    let db = repo::db(&ctx.env)?;
    let total = if query.counts {
        Some(repo::order_lists::rates_count(&db, seller.seller_id, &query).await?)
    } else {
        None
    };
    let query = paged(query, total);
    let rows = repo::order_lists::rates_page(&db, seller.seller_id, &query).await?;
    Ok(Response::from_json(&ListPage::new(rows, total, &query))?)
}

/// `GET /v1/cabinet/payment_tickets?…`: sold tickets (details).
pub async fn tickets(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let query = list_query(&req, &lists::PAYMENT_TICKETS)?;
    let db = repo::db(&ctx.env)?;
    let total = if query.counts {
        Some(repo::order_lists::tickets_count(&db, seller.seller_id, &query).await?)
    } else {
        None
    };
    let query = paged(query, total);
    let rows = repo::order_lists::tickets_page(&db, seller.seller_id, &query).await?;
    Ok(Response::from_json(&ListPage::new(rows, total, &query))?)
}

/// `GET /v1/cabinet/payment_tickets/overview`: every ticket of the seller's
/// events with capacity, sold, reserved, used, unused and refunded.
pub async fn ticket_overview(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let list = repo::order_lists::ticket_overview(&db, seller.seller_id).await?;
    Ok(Response::from_json(&serde_json::json!({ "list": list }))?)
}

fn ticket_not_found() -> AppError {
    AppError::NotFound {
        code: "ticket_not_found",
        detail: "no ticket of yours has this code".to_owned(),
    }
}

/// `POST /v1/cabinet/payment_tickets/{code}/use`: admits a ticket at the
/// door (its code typed or scanned from the QR code). Decision: only an
/// unused ticket is admitted; a used, refunded or invalidated one answers
/// 409 with its state, so the door sees why.
pub async fn use_ticket(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let code = crate::extract::str_param(&ctx, "code")
        .trim()
        .to_ascii_uppercase();
    let db = repo::db(&ctx.env)?;
    let (admitted, ticket) = repo::order_lists::use_ticket(&db, seller.seller_id, &code).await?;
    let ticket = ticket.ok_or_else(ticket_not_found)?;
    if admitted {
        Ok(Response::from_json(
            &serde_json::json!({ "ticket": ticket }),
        )?)
    } else {
        Err(AppError::Conflict {
            code: "ticket_not_admissible",
            detail: format!("this ticket is {}", ticket.state),
        })
    }
}

/// One issued ticket in core's ticket CSV shape; `origin` is the site's
/// (`https://host`), for the absolute QR link.
fn ticket_csv_row(t: &TicketExportRow, origin: &str) -> TicketCsvRow {
    let payer: serde_json::Value = serde_json::from_str(&t.payer).unwrap_or_default();
    let online = t.online == 1;
    TicketCsvRow {
        id: t.id,
        event_date: ticket_csv::event_date(&t.starts_at, &t.time_zone),
        qr_code_url: format!("{origin}{}", qr_path(&t.code)),
        code: t.code.clone(),
        state: t.state.clone(),
        product_name: t.product_name.clone(),
        ticket_name: t.ticket_name.clone(),
        location: if online {
            "online".to_owned()
        } else {
            t.location_short_name.clone()
        },
        location_address: if online {
            t.online_url.clone()
        } else {
            t.location_address.clone()
        },
        location_country: if online {
            String::new()
        } else {
            t.country_code.clone()
        },
        price: ticket_csv::price(&t.quote)
            .map(Money::to_decimal_string)
            .unwrap_or_default(),
        currency: t.currency.to_ascii_uppercase(),
        payer_email: t.payer_email.clone(),
        payer_first_name: text(&payer, &["details", "first_name"]),
        payer_last_name: text(&payer, &["details", "last_name"]),
        payer_street: text(&payer, &["details", "street"]),
        payer_street_number: text(&payer, &["details", "street_number"]),
        payer_zip: text(&payer, &["details", "zip"]),
        payer_city: text(&payer, &["details", "city"]),
        payer_country: text(&payer, &["details", "payer_country"]),
        order_id: t.order_id,
    }
}

/// The path of a ticket's QR code (its code is of the ticket alphabet,
/// nothing to escape).
fn qr_path(code: &str) -> String {
    format!("/v1/cabinet/payment_tickets/{code}/qr.svg")
}

/// `GET /v1/cabinet/payment_tickets/export?…`: the issued tickets the same
/// filters as the payment tickets list match, as CSV with the spec's
/// Payment ticket columns (core's `ticket_csv`), streamed a page at a time.
pub async fn ticket_export(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let query = list_query(&req, &lists::PAYMENT_TICKETS)?;
    let origin = req.url()?.origin().ascii_serialization();
    let db = Rc::new(repo::db(&ctx.env)?);
    let seller_id = seller.seller_id;
    csv_download(
        "payment_tickets.csv",
        ticket_csv::header(),
        move |after| {
            let (db, query) = (Rc::clone(&db), query.clone());
            async move {
                repo::order_lists::ticket_export_page(&db, seller_id, &query, after, EXPORT_PAGE)
                    .await
            }
        },
        |t: &TicketExportRow| t.id,
        move |t: &TicketExportRow| ticket_csv_row(t, &origin).line(),
    )
}

/// `GET /v1/cabinet/payment_tickets/{code}/qr.svg`: the QR code of one of
/// the seller's tickets (the code the door scans), as the buyer's order
/// page draws it; the export's `qr_code_url`. Decision: keyed by the code,
/// like admission (`POST …/{code}/use`), so a link names the ticket the
/// way the door does; another seller's code answers 404 like a missing one.
pub async fn ticket_qr(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let code = crate::extract::str_param(&ctx, "code")
        .trim()
        .to_ascii_uppercase();
    let db = repo::db(&ctx.env)?;
    let ticket = repo::order_lists::ticket_by_code(&db, seller.seller_id, &code)
        .await?
        .ok_or_else(ticket_not_found)?;
    let svg = sellwerk_core::qr::svg(&ticket.code)
        .map_err(|e| AppError::Internal(format!("QR of ticket {}: {e:?}", ticket.id)))?;
    let mut response = Response::ok(svg)?;
    let headers = response.headers_mut();
    headers.set("content-type", "image/svg+xml; charset=utf-8")?;
    headers.set("cache-control", "private, no-store")?;
    headers.set(
        "content-disposition",
        &format!("inline; filename=\"{}.svg\"", ticket.code),
    )?;
    Ok(response)
}
