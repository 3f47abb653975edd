//! `/v1/cabinet/products/{id}/tickets`: an event's tickets, checked by
//! core's `ticket` module, each answered with its plans and whether its
//! event is over on the edge's clock.

use sellwerk_core::ids::{ProductId, SellerId, TicketId};
use sellwerk_core::product::ProductForm;
use sellwerk_core::ticket::{self, TicketDraft};
use serde::Serialize;
use worker::{D1Database, Request, Response, RouteContext};

use super::owned_product as owned;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, json_body};
use crate::repo::{
    self,
    products::CabinetPlan,
    tickets::{Removed, Ticket, Updated},
};
use crate::session;

/// `{ticket}`: a ticket after it was added or changed.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "CabinetTicketAnswer")]
pub(crate) struct TicketAnswer {
    ticket: Answered,
}

/// `{tickets}`: an event's tickets.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "CabinetTickets")]
pub(crate) struct TicketsAnswer {
    tickets: Vec<Answered>,
}

/// A ticket as the editor shows it.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "CabinetTicket")]
pub(crate) struct Answered {
    #[serde(flatten)]
    ticket: Ticket,
    expired: bool,
    pricing_plans: Vec<CabinetPlan>,
}

fn answered(ticket: Ticket, plans: &[CabinetPlan]) -> Answered {
    let now = crate::clock::now();
    Answered {
        expired: ticket.ends_at_unix <= now,
        pricing_plans: plans
            .iter()
            .filter(|p| p.ticket_id == Some(ticket.id))
            .cloned()
            .collect(),
        ticket,
    }
}

/// The seller, the event's id and the database; 409 `wrong_product_form`
/// for a product that is not an event.
async fn event(
    ctx: &RouteContext<()>,
    seller: &session::Seller,
) -> AppResult<(SellerId, ProductId, D1Database)> {
    let id = id_param(ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    if owned(&db, seller.seller_id, id).await?.form()? != ProductForm::Event {
        return Err(AppError::Conflict {
            code: "wrong_product_form",
            detail: "only events have tickets".to_owned(),
        });
    }
    Ok((seller.seller_id, id, db))
}

fn ticket_not_found(id: TicketId) -> AppError {
    AppError::NotFound {
        code: "ticket_not_found",
        detail: format!("this event has no ticket {id}"),
    }
}

/// Core's problems of a draft, or the instant its event ends.
fn checked(draft: &TicketDraft) -> AppResult<i64> {
    let problems = ticket::validate_ticket(draft);
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    ticket::ends(draft)
        .map(jiff::Timestamp::as_second)
        .ok_or_else(|| AppError::Internal("a checked ticket has no end".to_owned()))
}

async fn one(
    db: &D1Database,
    seller_id: SellerId,
    id: ProductId,
    ticket_id: TicketId,
    status: u16,
) -> AppResult<Response> {
    let ticket = repo::tickets::find(db, seller_id, id, ticket_id)
        .await?
        .ok_or_else(|| ticket_not_found(ticket_id))?;
    let plans = repo::products::plans(db, seller_id, id).await?;
    Ok(Response::from_json(&TicketAnswer {
        ticket: answered(ticket, &plans),
    })?
    .with_status(status))
}

/// `GET /v1/cabinet/products/{id}/tickets`.
pub async fn list(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, id, db) = event(&ctx, &seller).await?;
    let plans = repo::products::plans(&db, seller_id, id).await?;
    let tickets: Vec<Answered> = repo::tickets::list(&db, seller_id, id)
        .await?
        .into_iter()
        .map(|t| answered(t, &plans))
        .collect();
    Ok(Response::from_json(&TicketsAnswer { tickets })?)
}

/// `POST /v1/cabinet/products/{id}/tickets` with a ticket draft.
pub async fn create(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, id, db) = event(&ctx, &seller).await?;
    let draft: TicketDraft = json_body(&mut req).await?;
    let ends = checked(&draft)?;
    let ticket_id = repo::tickets::create(&db, seller_id, id, &draft, ends).await?;
    one(&db, seller_id, id, ticket_id, 201).await
}

/// `PUT /v1/cabinet/products/{id}/tickets/{ticket_id}`: replaces the
/// draft; the capacity may not fall below what is sold and reserved (409
/// `capacity_below_sold`).
pub async fn update(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, id, db) = event(&ctx, &seller).await?;
    let ticket_id = id_param(&ctx, "ticket_id", "ticket_not_found")?;
    let draft: TicketDraft = json_body(&mut req).await?;
    let ends = checked(&draft)?;
    match repo::tickets::update(&db, seller_id, id, ticket_id, &draft, ends).await? {
        Updated::Done => one(&db, seller_id, id, ticket_id, 200).await,
        Updated::Missing => Err(ticket_not_found(ticket_id)),
        Updated::BelowSold => Err(AppError::Conflict {
            code: "capacity_below_sold",
            detail: "more tickets are sold or reserved than this capacity".to_owned(),
        }),
    }
}

/// `DELETE /v1/cabinet/products/{id}/tickets/{ticket_id}`: an unsold
/// ticket with its plans (409 `ticket_sold` otherwise).
pub async fn delete(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, id, db) = event(&ctx, &seller).await?;
    let ticket_id = id_param(&ctx, "ticket_id", "ticket_not_found")?;
    match repo::tickets::delete(&db, seller_id, id, ticket_id).await? {
        Removed::Done => Ok(Response::empty()?.with_status(204)),
        Removed::Missing => Err(ticket_not_found(ticket_id)),
        Removed::Sold => Err(AppError::Conflict {
            code: "ticket_sold",
            detail: "tickets were sold; the ticket stays for its buyers".to_owned(),
        }),
    }
}
