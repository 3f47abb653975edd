//! The seller's orders: `/v1/cabinet/orders` (list with the section 3
//! filters core's `ORDERS` list allows, sort and paging), an order's
//! detail, its refund through the provider, the direct CSV download of a
//! small export (streamed page by page; a large one is a background export,
//! `routes::exports`), `/v1/cabinet/order_rates` and the payment tickets
//! with their overview, their direct CSV download and each ticket's QR
//! code. Every query is filtered by the signed-in seller.

use std::rc::Rc;

use futures_util::stream;
use sellwerk_core::Money;
use sellwerk_core::export::{self, ExportKind};
use sellwerk_core::ids::{OrderId, SellerId};
use sellwerk_core::lists;
use sellwerk_core::orders;
use sellwerk_core::states::PaymentState;
use worker::{D1Database, Request, Response, RouteContext};

use super::{ListPage, paged};
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, list_query};
use crate::repo;
use crate::services::{delivery, exports};
use crate::session;

fn not_found(id: OrderId) -> AppError {
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
    payer: sellwerk_core::checkout::OrderPayer,
    rates: Vec<SellerRate>,
    delivery: delivery::Delivered,
    refundable: bool,
    /// What the paid rates took.
    paid: Money,
    /// What the seller's refunds gave back so far.
    refunded: Money,
    /// What a refund may give back now: paid minus refunded (zero when the
    /// order cannot be refunded); the refund dialog offers it.
    refundable_amount: Money,
    /// When the last refund was made.
    refunded_at: Option<String>,
    /// How the plan reads (core's `schedule::plan_view`): a subscription
    /// per period with its next charge, a schedule compactly.
    plan: sellwerk_core::schedule::PlanView,
    /// What the order was sold under: the consents the buyer gave (the
    /// texts shown), the seller's document versions, the time of consent;
    /// `null` for an order made before they were kept.
    legal: Option<repo::legal::OrderLegal>,
}

async fn detail(
    ctx: &RouteContext<()>,
    db: &D1Database,
    seller_id: SellerId,
    id: OrderId,
    status: u16,
) -> AppResult<Response> {
    let row = repo::order_lists::order(db, seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    let order = repo::orders::by_id(db, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    let rates = repo::orders::rates(db, id).await?;
    let given = delivery::items(&ctx.env, db, &order).await?;
    payment_state(&row)?;
    let paid_minor: i64 = crate::services::orders::paid_minor(&order, &rates)?
        .iter()
        .map(|(_, m)| m)
        .sum();
    let ledger = repo::orders::refund_ledger(db, seller_id, id)
        .await?
        .unwrap_or_default();
    let refundable = orders::may_refund(order.payment_state, paid_minor, ledger.refunded_minor);
    let money = |minor: i64| {
        Money::from_minor(minor, order.currency)
            .map_err(|e| AppError::Internal(format!("order {id}: {minor} minor units: {e}")))
    };
    let paid = money(paid_minor)?;
    let refunded = money(ledger.refunded_minor)?;
    let refundable_amount = if refundable {
        money(paid_minor - ledger.refunded_minor)?
    } else {
        Money::zero(order.currency)
    };
    let plan = crate::services::orders::plan_view(db, &order, &rates).await?;
    let legal = repo::legal::of_order(db, seller_id, id).await?;
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
        paid,
        refunded,
        refundable_amount,
        refunded_at: ledger.refunded_at,
        plan,
        legal,
    })?
    .with_status(status))
}

/// What a refund asks for: `amount`, a decimal string in the order's
/// currency (up to what was paid and not yet refunded); left out (or an
/// empty body) for all that is left.
#[derive(serde::Deserialize, schemars::JsonSchema, Default)]
#[serde(deny_unknown_fields)]
pub(crate) struct RefundAsk {
    #[serde(default)]
    amount: Option<String>,
}

/// `POST /v1/cabinet/orders/{id}/refund`: refunds `amount` (all that is
/// left when it is left out) through the provider, spread over the paid
/// rates' payments newest first. The amount is first reserved in the
/// order's refund ledger in one statement that cannot pass what was paid,
/// so two refunds at once never give back more (the second answers 409
/// `refund_exceeds_paid`); a refund the provider refuses is taken back out.
/// The provider answers by webhook, which ends a running plan (a partial
/// refund) or refunds the order and revokes what it handed over (a full
/// one); the buyer gets a mail of the refund. The answer is 202 with the
/// order as it stands. 409 `not_refundable` before money moved or once all
/// of it went back; 422 for an amount that is no amount, not positive, or
/// more than is left.
pub async fn refund(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "order_not_found")?;
    let bytes = crate::extract::body_bytes(&mut req).await?;
    let ask: RefundAsk = if bytes.iter().all(u8::is_ascii_whitespace) {
        RefundAsk::default()
    } else {
        serde_json::from_slice(&bytes).map_err(|e| AppError::BadRequest {
            code: if e.is_syntax() || e.is_eof() {
                "malformed_json"
            } else {
                "invalid_input"
            },
            detail: e.to_string(),
        })?
    };
    let db = repo::db(&ctx.env)?;
    repo::order_lists::order(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    let order = repo::orders::of_seller(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    let rates = repo::orders::rates_of(&db, seller.seller_id, id).await?;
    let paid_rates = crate::services::orders::paid_minor(&order, &rates)?;
    let paid_minor: i64 = paid_rates.iter().map(|(_, m)| m).sum();
    let ledger = repo::orders::refund_ledger(&db, seller.seller_id, id)
        .await?
        .unwrap_or_default();
    if !orders::may_refund(order.payment_state, paid_minor, ledger.refunded_minor) {
        return Err(AppError::Conflict {
            code: "not_refundable",
            detail: format!(
                "a {} order with {paid_minor} paid and {} refunded cannot be refunded",
                order.payment_state.name(),
                ledger.refunded_minor
            ),
        });
    }
    let money = |minor: i64| {
        Money::from_minor(minor, order.currency)
            .map_err(|e| AppError::Internal(format!("order {id}: {minor} minor units: {e}")))
    };
    let amount = orders::check_refund(
        ask.amount.as_deref(),
        money(paid_minor)?,
        money(ledger.refunded_minor)?,
    )
    .map_err(|p| AppError::Invalid(vec![p]))?;
    let minor = amount.to_minor().ok_or_else(|| {
        AppError::Internal(format!("order {id}: refund {amount} beyond minor units"))
    })?;
    let now = crate::clock::now();
    let Some(total) = repo::orders::reserve_refund(
        &db,
        seller.seller_id,
        id,
        minor,
        paid_minor,
        &crate::clock::rfc3339(now),
    )
    .await?
    else {
        return Err(AppError::Conflict {
            code: "refund_exceeds_paid",
            detail: format!("another refund of order {id} took what is left meanwhile"),
        });
    };
    let mut done = 0;
    for part in orders::split_refund(&paid_rates, total - minor, minor) {
        if let Err(e) = crate::services::providers::refund_part(&ctx.env, &db, &order, part).await {
            // what the provider did not give back leaves the ledger again
            repo::orders::release_refund(&db, seller.seller_id, id, minor - done).await?;
            return Err(e.into());
        }
        done += part.minor;
    }
    let mail = crate::jobs::Job::RefundMailV1 {
        order_id: id,
        amount: amount.to_decimal_string(),
        total_minor: total,
    };
    repo::orders::enqueue(&db, &mail, now).await?;
    crate::services::orders::relay(&ctx.env, &db).await?;
    detail(&ctx, &db, seller.seller_id, id, 202).await
}

/// The rows `query` matches, as CSV named `filename`, for a download in the
/// request: refused above [`export::DIRECT_EXPORT_MAX`], else streamed a page at a
/// time (keyset on id). A page that fails ends the stream with an error
/// (the download breaks off instead of looking complete).
async fn direct_export(
    req: &Request,
    ctx: &RouteContext<()>,
    seller: &session::Seller,
    kind: ExportKind,
) -> AppResult<Response> {
    let query = list_query(req, kind.list())?;
    let origin = req.url()?.origin().ascii_serialization();
    let db = repo::db(&ctx.env)?;
    let seller_id = seller.seller_id;
    let total = match kind {
        ExportKind::Orders => {
            repo::order_lists::orders_count(&db, seller.seller_id, &query).await?
        }
        ExportKind::PaymentTickets => {
            repo::order_lists::tickets_count(&db, seller.seller_id, &query).await?
        }
    };
    if total.count > export::DIRECT_EXPORT_MAX {
        return Err(AppError::Conflict {
            code: "export_too_large",
            detail: format!(
                "more than {} rows match: start an export with \
                 POST /v1/cabinet/exports, which mails a link when the file is ready",
                export::DIRECT_EXPORT_MAX
            ),
        });
    }
    let format = exports::format_of(&db, seller_id).await?;
    let db = Rc::new(db);
    let pages = (Some(exports::header(kind, format)), 0i64, false);
    let body = stream::unfold(pages, move |(header, after, done)| {
        let (db, query, origin) = (Rc::clone(&db), query.clone(), origin.clone());
        async move {
            if let Some(header) = header {
                return Some((Ok(header.into_bytes()), (None, after, done)));
            }
            if done {
                return None;
            }
            let page = exports::page(
                &db,
                seller_id,
                kind,
                &query,
                (&origin, format),
                after,
                export::DIRECT_PAGE,
            );
            match page.await {
                Ok(page) if page.rows == 0 => None,
                Ok(page) => {
                    let done = i64::try_from(page.rows).unwrap_or(0) < export::DIRECT_PAGE;
                    let after = page.last_id.unwrap_or(after);
                    Some((Ok(page.csv.into_bytes()), (None, after, done)))
                }
                Err(e) => Some((
                    Err(worker::Error::RustError(format!("export failed: {e:?}"))),
                    (None, after, true),
                )),
            }
        }
    });
    let mut response = Response::from_stream(body)?;
    let headers = response.headers_mut();
    headers.set("content-type", "text/csv; charset=utf-8")?;
    headers.set(
        "content-disposition",
        &format!("attachment; filename=\"{}.csv\"", kind.name()),
    )?;
    headers.set("cache-control", "private, no-store")?;
    Ok(response)
}

/// `GET /v1/cabinet/orders/export?…`: the orders the same filters match,
/// as CSV with the spec's columns, up to [`export::DIRECT_EXPORT_MAX`].
pub async fn export(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    direct_export(&req, &ctx, &seller, ExportKind::Orders).await
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
    Ok(Response::from_json(&super::Listed { list })?)
}

/// `{ticket}`: the ticket just admitted.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct TicketUsed {
    ticket: repo::order_lists::TicketListRow,
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
        Ok(Response::from_json(&TicketUsed { ticket })?)
    } else {
        Err(AppError::Conflict {
            code: "ticket_not_admissible",
            detail: format!("this ticket is {}", ticket.state),
        })
    }
}

/// `GET /v1/cabinet/payment_tickets/export?…`: the issued tickets the same
/// filters as the payment tickets list match, as CSV with the spec's
/// Payment ticket columns (core's `ticket_csv`), up to
/// [`export::DIRECT_EXPORT_MAX`].
pub async fn ticket_export(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    direct_export(&req, &ctx, &seller, ExportKind::PaymentTickets).await
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
