//! Funnels (issue 19). The seller's side under `/v1/cabinet/funnels*`
//! (list, create, read, rewrite, delete, activate and deactivate, the
//! statistics) and `PUT /v1/cabinet/products/{id}/funnel` (which funnel a
//! product's buyers go through). The buyer's side: after a paid order of a
//! product with an activated funnel, the thank-you page sends the buyer to
//! the step page `/s/{u}/funnel/{token}` (its offer and page found here by
//! `services::funnels::step_page`, rendered by core and served by
//! `storefront`; the editor's preview of a funnel page through
//! `services::funnels::preview`), whose token the edge
//! issued for that order
//! (`repo::funnels::start_run`); `GET /v1/checkout/funnels/{token}` is the
//! same step as JSON, and `POST …/steps/{node}/accept` or `…/decline`
//! answer it. Core's `funnels` decides what is valid and what comes next;
//! the price is core's quote for the buyer of the first order (at the
//! step's offer price when it has one, issue 30); the charge
//! is the first order's saved method, off-session
//! (`providers::charge_with`).
//!
//! Decisions:
//! - Accept and decline take no body but the consents (an empty JSON
//!   object at most, or `{consents}`; any other field, a payment method or
//!   another order's token, is 400 `invalid_input`): everything else comes
//!   from the run the token names.
//! - A one-click upsell records the same legal ground as the first order
//!   (issue 30): core's consents for the offered product and the first
//!   order's buyer (digital content: begin now, and the withdrawal right
//!   is lost), ticked on the step page, worded in the buyer's language,
//!   with the seller's documents. Without them accept claims nothing and
//!   charges nothing: 422 `consent_required` on `consents.{name}`, or for
//!   a form post 303 back to the step page, which says why.
//! - A form post (the step page without script) is answered with 303 to
//!   where the buyer goes next; a JSON call with `{outcome, order,
//!   next_url}`.
//! - Accepting is idempotent by the run and the step, not by an
//!   `Idempotency-Key` (a one-click form cannot send a header): the step is
//!   claimed once in one statement, the upsell order is made under the key
//!   `internal:funnel:{token}:{node}` (a prefix no client's key may have,
//!   `repo::orders::INTERNAL_KEY_PREFIX`), the charge under
//!   `upsell-{order token}`; a
//!   repeat (double click, replay) answers the first decision and charges
//!   nothing.
//! - A step whose product cannot be sold now (unpublished since, sold out)
//!   is skipped like an owned one.
//! - A run ends (issue 29; core's `funnels::run_open`) an hour after the
//!   first order was paid (`funnels::RUN_OPEN_SECONDS`, by the edge's
//!   clock) and as soon as the first order is no longer paid (refunded,
//!   cancelled, charged back): the step page and its JSON send the buyer
//!   to the thank-you page, and accepting or declining charges nothing and
//!   answers 409 `funnel_run_ended` (a form post: 303 to the thank-you
//!   page). A step answered before still answers its first decision.
//! - A run is bound to the browser that bought (issue 29): the address the
//!   thank-you page leads to carries a claim signed for ten minutes
//!   (`services::funnels::entry_url`); the step page, on the shop's site, trades it for the
//!   `sw_funnel` cookie of that site (`HttpOnly`, `SameSite=Lax`: the
//!   claim arrives by a navigation from the app's site, whose redirect
//!   would not carry a `Strict` cookie; a cross-site form post carries
//!   neither) and
//!   drops it from the address, and accepting or declining needs that
//!   cookie (403 `funnel_other_browser`). The address alone, should it
//!   leave the browser, opens nothing.

use sellwerk_core::funnels::{self, FunnelDraft, FunnelEvent};
use sellwerk_core::ids::{FunnelId, ProductId, SellerId};
use sellwerk_core::legal::Consent;
use sellwerk_core::problem::Problem;
use sellwerk_core::{Currency, Money};
use serde::{Deserialize, Serialize};
use worker::{D1Database, Request, Response, RouteContext};

use super::{Listed, funnel_presented, funnel_viewer};
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, json_body, str_param};
use crate::repo::{
    self,
    funnels::{Funnel, StepCounts},
};
use crate::services::funnels::{self as steps, Answered, FunnelError, Outcome, StepAnswer};
use crate::services::order_view::{Summary, summary};
use crate::session;

fn not_found(id: impl std::fmt::Display) -> AppError {
    AppError::NotFound {
        code: "funnel_not_found",
        detail: format!("you have no funnel {id}"),
    }
}

/// `{funnel}`.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct FunnelBody {
    funnel: Funnel,
}

/// `{deleted}`.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct FunnelDeleted {
    deleted: bool,
}

/// Core's problems of a draft, and those only the data shows: each step's
/// product must be one of the seller's published products and its plan one
/// of that product's, paid at once.
async fn problems(
    db: &D1Database,
    seller: SellerId,
    draft: &mut FunnelDraft,
) -> AppResult<Vec<Problem>> {
    let mut out = funnels::check_draft(draft);
    for (i, step) in draft.steps.iter_mut().enumerate() {
        match repo::catalog::find_offer(db, step.product_id, step.plan_id).await? {
            Some(offer) if offer.seller_id == seller => {
                if let Err(code) = funnels::check_step_plan(&offer.plan) {
                    out.push(Problem::new(format!("steps.{i}.plan_id"), code));
                } else if step.offer_price.is_some() {
                    // a discount below the plan's price, kept in its canonical form
                    match funnels::offer_plan(&offer.plan, step.offer_price.as_deref()) {
                        Ok(plan) if plan != offer.plan => step.offer_price = plan.price,
                        Ok(_) => step.offer_price = None,
                        Err(code) => out.push(Problem::new(format!("steps.{i}.offer_price"), code)),
                    }
                }
            }
            // another seller's product is not found, exactly like a missing one
            _ => out.push(Problem::new(
                format!("steps.{i}.product_id"),
                "funnel_product_unavailable",
            )),
        }
        if let Some(page) = step.page_id
            && !is_funnel_page(db, seller, page).await?
        {
            out.push(Problem::new(
                format!("steps.{i}.page_id"),
                "funnel_page_unavailable",
            ));
        }
    }
    Ok(out)
}

/// Whether `page` is one of the seller's published funnel pages (another
/// seller's page is not found, exactly like a missing one).
async fn is_funnel_page(db: &D1Database, seller: SellerId, page: i64) -> AppResult<bool> {
    let Some(row) = repo::pages::find(db, seller, page).await? else {
        return Ok(false);
    };
    Ok(row.page_type == steps::FUNNEL_PAGE && row.published.is_some())
}

/// `GET /v1/cabinet/funnels`: the seller's funnels, oldest first.
pub async fn list(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let list = repo::funnels::all(&db, seller.seller_id).await?;
    Ok(Response::from_json(&Listed { list })?)
}

/// `POST /v1/cabinet/funnels`: a new funnel with its steps, activated when
/// it has one (core's `funnels::created_state`).
pub async fn create(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let mut draft: FunnelDraft = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let found = problems(&db, seller.seller_id, &mut draft).await?;
    if !found.is_empty() {
        return Err(AppError::Invalid(found));
    }
    let id = repo::funnels::create(&db, seller.seller_id, draft.name.trim(), &draft.steps).await?;
    let funnel = repo::funnels::one(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| AppError::Internal("a new funnel vanished".to_owned()))?;
    Ok(Response::from_json(&FunnelBody { funnel })?.with_status(201))
}

/// The funnel `{id}` of the path with the database it was read from; 404
/// when it is not the seller's (another seller's is not found either).
async fn own_funnel(
    ctx: &RouteContext<()>,
    seller: &session::Seller,
) -> AppResult<(D1Database, Funnel)> {
    let id: FunnelId = id_param(ctx, "id", "funnel_not_found")?;
    let db = repo::db(&ctx.env)?;
    let funnel = repo::funnels::one(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    Ok((db, funnel))
}

/// `GET /v1/cabinet/funnels/{id}`.
pub async fn get(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (_, funnel) = own_funnel(&ctx, &seller).await?;
    Ok(Response::from_json(&FunnelBody { funnel })?)
}

/// `PUT /v1/cabinet/funnels/{id}`: its name and steps, rewritten.
pub async fn update(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    // another seller's funnel is not found, whatever the body
    let (db, funnel) = own_funnel(&ctx, &seller).await?;
    let id = funnel.id;
    let mut draft: FunnelDraft = json_body(&mut req).await?;
    let mut found = problems(&db, seller.seller_id, &mut draft).await?;
    if let Err(p) = funnels::check_steps_for(funnel.state, draft.steps.len()) {
        found.push(p);
    }
    if !found.is_empty() {
        return Err(AppError::Invalid(found));
    }
    if !repo::funnels::update(&db, seller.seller_id, id, draft.name.trim(), &draft.steps).await? {
        return Err(not_found(id));
    }
    let funnel = repo::funnels::one(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    Ok(Response::from_json(&FunnelBody { funnel })?)
}

/// `DELETE /v1/cabinet/funnels/{id}`: found nowhere any more, detached
/// from its products; its orders and numbers stay.
pub async fn delete(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id: FunnelId = id_param(&ctx, "id", "funnel_not_found")?;
    let db = repo::db(&ctx.env)?;
    if !repo::funnels::delete(&db, seller.seller_id, id).await? {
        return Err(not_found(id));
    }
    Ok(Response::from_json(&FunnelDeleted { deleted: true })?)
}

/// `POST /v1/cabinet/funnels/{id}/{event}`: `activate` or `deactivate`
/// (core's toggle: activating needs a step).
pub async fn toggle(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id: FunnelId = id_param(&ctx, "id", "funnel_not_found")?;
    let event =
        FunnelEvent::from_api_name(str_param(&ctx, "event")).ok_or_else(|| AppError::NotFound {
            code: "route_not_found",
            detail: "a funnel is activated or deactivated".to_owned(),
        })?;
    let db = repo::db(&ctx.env)?;
    let funnel = repo::funnels::one(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    let state = funnel
        .state
        .apply(event, funnel.steps.len())
        .map_err(|code| AppError::Conflict {
            code,
            detail: format!("funnel {id} has no step"),
        })?;
    if !repo::funnels::set_state(&db, seller.seller_id, id, state).await? {
        return Err(not_found(id));
    }
    let funnel = repo::funnels::one(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    Ok(Response::from_json(&FunnelBody { funnel })?)
}

/// A step's numbers in the statistics.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "FunnelStepStats")]
pub(crate) struct StepStats {
    node_id: i64,
    /// The step's product (of a step removed since, too).
    #[serde(flatten)]
    counts: StepCounts,
    /// The paid upsell orders' totals, one per currency.
    revenue: Vec<RevenueOut>,
}

/// The paid upsell orders' totals in one currency.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "FunnelRevenue")]
pub(crate) struct RevenueOut {
    currency: Currency,
    amount: Money,
}

/// A funnel's statistics: its steps' views, acceptances, declines,
/// failures and revenue, and their sums.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct FunnelStats {
    funnel_id: FunnelId,
    #[serde(flatten)]
    totals: StepCounts,
    revenue: Vec<RevenueOut>,
    steps: Vec<StepStats>,
}

#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "FunnelStatsBody")]
pub(crate) struct StatsBody {
    stats: FunnelStats,
}

fn money_of(revenue: &repo::funnels::Revenue) -> AppResult<Money> {
    let currency = Currency::parse(&revenue.currency)
        .map_err(|e| AppError::Internal(format!("currency {}: {e}", revenue.currency)))?;
    Money::new(
        rust_decimal::Decimal::new(revenue.amount_minor, currency.minor_units()),
        currency,
    )
    .map_err(|e| AppError::Internal(format!("revenue: {e}")))
}

/// Adds `money` to the per-currency sums `into`.
fn add(into: &mut Vec<Money>, money: Money) -> AppResult<()> {
    match into.iter_mut().find(|m| m.currency() == money.currency()) {
        Some(sum) => {
            *sum = sum
                .checked_add(money)
                .map_err(|e| AppError::Internal(format!("revenue sum: {e}")))?;
        }
        None => into.push(money),
    }
    Ok(())
}

fn out(sums: Vec<Money>) -> Vec<RevenueOut> {
    sums.into_iter()
        .map(|amount| RevenueOut {
            currency: amount.currency(),
            amount,
        })
        .collect()
}

/// `GET /v1/cabinet/funnels/{id}/stats`.
pub async fn stats(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (db, funnel) = own_funnel(&ctx, &seller).await?;
    let (counts, revenue) = repo::funnels::stats(&db, seller.seller_id, funnel.id).await?;
    let mut nodes: Vec<i64> = funnel.steps.iter().map(|s| s.id.get()).collect();
    for node in counts
        .iter()
        .map(|(n, _)| *n)
        .chain(revenue.iter().map(|(n, _)| *n))
    {
        if !nodes.contains(&node) {
            nodes.push(node);
        }
    }
    let mut totals = StepCounts::default();
    let mut all_revenue = Vec::new();
    let mut steps = Vec::new();
    for node in nodes {
        let c = counts
            .iter()
            .find(|(n, _)| *n == node)
            .map(|(_, c)| c.clone())
            .unwrap_or_default();
        totals.views += c.views;
        totals.acceptances += c.acceptances;
        totals.declines += c.declines;
        totals.failures += c.failures;
        let mut step_revenue = Vec::new();
        for (_, r) in revenue.iter().filter(|(n, _)| *n == node) {
            let m = money_of(r)?;
            add(&mut step_revenue, m)?;
            add(&mut all_revenue, m)?;
        }
        steps.push(StepStats {
            node_id: node,
            counts: c,
            revenue: out(step_revenue),
        });
    }
    Ok(Response::from_json(&StatsBody {
        stats: FunnelStats {
            funnel_id: funnel.id,
            totals,
            revenue: out(all_revenue),
            steps,
        },
    })?)
}

/// The body of `PUT /v1/cabinet/products/{id}/funnel`.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "ProductFunnelBody")]
pub(crate) struct AttachBody {
    /// The funnel the product's buyers go through; `null`: none.
    funnel_id: Option<FunnelId>,
}

/// `{product_id, funnel_id}`.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "ProductFunnel")]
pub(crate) struct Attached {
    product_id: ProductId,
    funnel_id: Option<FunnelId>,
}

/// `PUT /v1/cabinet/products/{id}/funnel`: the seller's funnel for the
/// seller's product (another seller's product or funnel is not found).
pub async fn attach(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let product: ProductId = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    // another seller's product is not found, whatever the body
    if repo::products::find(&db, seller.seller_id, product)
        .await?
        .is_none()
    {
        return Err(AppError::NotFound {
            code: "product_not_found",
            detail: format!("you have no product {product}"),
        });
    }
    let body: AttachBody = json_body(&mut req).await?;
    if !repo::funnels::attach(&db, seller.seller_id, product, body.funnel_id).await? {
        return Err(not_found(
            body.funnel_id.map_or_else(String::new, |f| f.to_string()),
        ));
    }
    Ok(Response::from_json(&Attached {
        product_id: product,
        funnel_id: body.funnel_id,
    })?)
}

// ---- the buyer's side: adapters of `services::funnels` ----

/// `GET /v1/checkout/funnels/{token}`: the run's current step.
pub async fn offer(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let viewer = funnel_viewer(&req, &ctx.env)?;
    let body = steps::offer(&db, str_param(&ctx, "token"), &viewer).await?;
    Ok(Response::from_json(&body)?)
}

/// `{outcome, order, next_url}`.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "FunnelDecided")]
pub(crate) struct Decided<'a> {
    outcome: Outcome,
    /// The upsell order (accepted or failed).
    order: Option<Summary<'a>>,
    /// The next step's page, or the first order's thank-you page.
    next_url: String,
}

/// The body accept and decline take: nothing (an empty object at most).
/// What accept and decline take: nothing but, to accept an offer that asks
/// them, the names of the boxes the buyer ticked (`legal.consents` of the
/// offer). Any other field is 400 `invalid_input`.
#[derive(Deserialize, schemars::JsonSchema, Default)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "FunnelAnswerBody")]
pub(crate) struct AnswerBody {
    #[serde(default)]
    consents: Vec<Consent>,
}

/// An answer as it came: a form post (the step page's buttons) or JSON,
/// with the consents it gives.
struct Answer {
    form: bool,
    consents: Vec<Consent>,
}

/// The answer in `req`'s body: a form's `consents` fields (a name core
/// does not know is a box not ticked), or a JSON [`AnswerBody`] (empty
/// allowed).
async fn read_answer_body(req: &mut Request) -> AppResult<Answer> {
    let kind = req.headers().get("content-type")?.unwrap_or_default();
    if kind.starts_with("application/x-www-form-urlencoded") || kind.starts_with("multipart/") {
        let consents = match req.form_data().await {
            Ok(form) => form
                .get_all("consents")
                .unwrap_or_default()
                .into_iter()
                .filter_map(|entry| match entry {
                    worker::FormEntry::Field(name) => {
                        serde_json::from_value(serde_json::Value::String(name)).ok()
                    }
                    worker::FormEntry::File(_) => None,
                })
                .collect(),
            Err(_) => Vec::new(),
        };
        return Ok(Answer {
            form: true,
            consents,
        });
    }
    let bytes = req.bytes().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    let body = if bytes.iter().all(u8::is_ascii_whitespace) {
        AnswerBody::default()
    } else {
        serde_json::from_slice::<AnswerBody>(&bytes).map_err(|e| AppError::BadRequest {
            code: if e.is_syntax() || e.is_eof() {
                "malformed_json"
            } else {
                "invalid_input"
            },
            detail: format!("an answer to an offer takes at most its consents: {e}"),
        })?
    };
    Ok(Answer {
        form: false,
        consents: body.consents,
    })
}

fn see_other(to: &str) -> AppResult<Response> {
    let mut response = Response::empty()?.with_status(303);
    response.headers_mut().set("location", to)?;
    response.headers_mut().set("cache-control", "no-store")?;
    Ok(response)
}

/// A step's answer as the API gives it: a form post goes on with 303 (to
/// the next page; after a failed charge to the step page with
/// `?declined=1`; after a run ended to the thank-you page; without the
/// boxes ticked back to the step page with `?unconfirmed=1`), a JSON call
/// gets `{outcome, order, next_url}`, 409 `funnel_run_ended` or 422.
fn answered(answered: Answered, form: bool) -> AppResult<Response> {
    match answered {
        Answered::Decided {
            outcome,
            order,
            mut next_url,
        } => {
            if form {
                if matches!(outcome, Outcome::Failed) && next_url.contains("/funnel/") {
                    next_url.push_str("?declined=1");
                }
                return see_other(&next_url);
            }
            Ok(Response::from_json(&Decided {
                outcome,
                order: order.as_deref().map(summary),
                next_url,
            })?)
        }
        Answered::Ended { thank_you, .. } if form => see_other(&thank_you),
        Answered::Ended { end, .. } => Err(FunnelError::RunEnded(end).into()),
        Answered::Unconfirmed { step_url, .. } if form => {
            see_other(&format!("{step_url}?unconfirmed=1"))
        }
        Answered::Unconfirmed { missing, .. } => Err(FunnelError::ConsentRequired(missing).into()),
    }
}

/// `POST /v1/checkout/funnels/{token}/steps/{node}/decline`.
pub async fn decline(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let form = read_answer_body(&mut req).await?.form;
    let db = repo::db(&ctx.env)?;
    let viewer = funnel_viewer(&req, &ctx.env)?;
    let presented = funnel_presented(&req);
    let answer = StepAnswer {
        token: str_param(&ctx, "token"),
        node: str_param(&ctx, "node"),
        presented: &presented,
    };
    let done = steps::decline(&db, &ctx.env, &viewer, answer).await?;
    answered(done, form)
}

/// `POST /v1/checkout/funnels/{token}/steps/{node}/accept`: one click
/// (`services::funnels::accept`).
pub async fn accept(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let Answer { form, consents } = read_answer_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let viewer = funnel_viewer(&req, &ctx.env)?;
    let presented = funnel_presented(&req);
    let answer = StepAnswer {
        token: str_param(&ctx, "token"),
        node: str_param(&ctx, "node"),
        presented: &presented,
    };
    let done = steps::accept(&db, &ctx.env, &viewer, answer, &consents).await?;
    answered(done, form)
}
