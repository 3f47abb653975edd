//! Funnels (issue 19). The seller's side under `/v1/cabinet/funnels*`
//! (list, create, read, rewrite, delete, activate and deactivate, the
//! statistics) and `PUT /v1/cabinet/products/{id}/funnel` (which funnel a
//! product's buyers go through). The buyer's side: after a paid order of a
//! product with an activated funnel, the thank-you page sends the buyer to
//! the step page `/s/{u}/funnel/{token}` (its offer and page found here by
//! [`step_page`], rendered by core and served by `storefront`; the editor's
//! preview of a funnel page through [`preview`]), whose token the edge
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
//!   ([`entry_url`]); the step page, on the shop's site, trades it for the
//!   `sw_funnel` cookie of that site (`HttpOnly`, `SameSite=Lax`: the
//!   claim arrives by a navigation from the app's site, whose redirect
//!   would not carry a `Strict` cookie; a cross-site form post carries
//!   neither) and
//!   drops it from the address, and accepting or declining needs that
//!   cookie (403 `funnel_other_browser`). The address alone, should it
//!   leave the browser, opens nothing.

use sellwerk_core::checkout::BuyerRequest;
use sellwerk_core::funnels::{
    self, FirstPayment, FunnelDraft, FunnelEvent, RunStep, StepCharge, StepPricing,
};
use sellwerk_core::ids::{FunnelId, FunnelNodeId, ProductId, SellerId};
use sellwerk_core::legal::Consent;
use sellwerk_core::problem::Problem;
use sellwerk_core::states::PaymentState;
use sellwerk_core::{Currency, Money};
use serde::{Deserialize, Serialize};
use worker::{D1Database, Env, Request, Response, RouteContext};

use super::Listed;
use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, json_body, query_param, str_param, wire_name};
use crate::repo::storefront::{PageWanted, ShopData};
use crate::repo::{
    self,
    funnels::{Funnel, Run, RunNode, StepCounts},
    orders::{NewOrder, OrderRow, Refusal, Upsell},
};
use crate::services::checkout::{self, CheckoutError, QuoteAsk};
use crate::services::consents;
use crate::services::links::return_path;
use crate::services::order_view::{Summary, summary};
use crate::services::orders as money;
use crate::services::pages::{FunnelStep, Wanted};
use crate::services::providers::{self, Charged};
use crate::session;

fn not_found(id: impl std::fmt::Display) -> AppError {
    AppError::NotFound {
        code: "funnel_not_found",
        detail: format!("you have no funnel {id}"),
    }
}

fn offer_not_found() -> AppError {
    AppError::NotFound {
        code: "funnel_offer_not_found",
        detail: "no funnel offer with this token".to_owned(),
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
    Ok(row.page_type == FUNNEL_PAGE && row.published.is_some())
}

/// The builder's name of a funnel page's type.
const FUNNEL_PAGE: &str = "funnel";

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

// ---- the buyer's side ----

/// The step page of a run.
pub fn step_path(username: &str, token: &str) -> String {
    format!("/s/{username}/funnel/{token}")
}

/// The purpose of a run's claim (the address the thank-you page leads to).
const CLAIM: &str = "funnel-claim";
/// The purpose of the browser's proof of a run (its cookie).
const BROWSER: &str = "funnel-browser";
/// The shop site's cookie that binds a run to the browser that bought.
pub const BROWSER_COOKIE: &str = "sw_funnel";

/// [`entry`] as the address the buyer's browser goes to: on the shop's
/// site, with the run's claim (see the module's notes).
pub async fn entry_url(env: &Env, db: &D1Database, order: &OrderRow) -> AppResult<Option<String>> {
    let Some(path) = entry(db, order).await? else {
        return Ok(None);
    };
    let username = repo::sellers::username(db, order.seller_id).await?;
    let token = path.rsplit('/').next().unwrap_or_default();
    let key = crate::config::Config::from_env(env)?.token_key;
    let exp = clock::now() + funnels::CLAIM_SECONDS;
    let claim = sellwerk_core::auth::sign_link(&key, CLAIM, token, exp);
    Ok(Some(format!(
        "{}{path}?claim={claim}&exp={exp}",
        crate::sites::shop_origin(env, &username)
    )))
}

/// What the request proves of the run `token`.
pub enum Browser {
    /// The browser that bought: its cookie names this run.
    Bound,
    /// The claim of the thank-you page's address: the cookie to set.
    Claimed(String),
    /// Anyone else.
    Stranger,
}

/// Whether `req` comes from the browser the run `token` is bound to, or
/// brings its claim.
pub fn browser(req: &Request, key: &[u8], token: &str) -> Browser {
    let now = clock::now();
    let bound = session::cookie(req, BROWSER_COOKIE).is_some_and(|value| {
        value.split_once('.').is_some_and(|(exp, sig)| {
            exp.parse::<i64>().is_ok_and(|exp| {
                sellwerk_core::auth::verify_link(key, BROWSER, token, exp, sig, now).is_ok()
            })
        })
    });
    if bound {
        return Browser::Bound;
    }
    let claim = query_param(req, "claim").unwrap_or_default();
    let exp = query_param(req, "exp")
        .ok()
        .and_then(|e| e.parse::<i64>().ok())
        .unwrap_or(0);
    if claim.is_empty()
        || sellwerk_core::auth::verify_link(key, CLAIM, token, exp, &claim, now).is_err()
    {
        return Browser::Stranger;
    }
    let exp = now + funnels::BROWSER_SECONDS;
    let max_age = funnels::BROWSER_SECONDS;
    let proof = sellwerk_core::auth::sign_link(key, BROWSER, token, exp);
    let secure = if crate::config::DEV { "" } else { "; Secure" };
    Browser::Claimed(format!(
        "{BROWSER_COOKIE}={exp}.{proof}; Path=/; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}"
    ))
}

fn other_browser() -> AppError {
    AppError::Forbidden {
        code: "funnel_other_browser",
        detail: "these offers answer only in the browser that bought".to_owned(),
    }
}

/// Where the buyer of `order` goes instead of the thank-you page: the step
/// page of its run (started here, once) while the order is paid, its
/// product's funnel is activated and a step is left; `None` otherwise.
pub async fn entry(db: &D1Database, order: &OrderRow) -> AppResult<Option<String>> {
    if !matches!(
        order.payment_state,
        PaymentState::Paid | PaymentState::Paying
    ) {
        return Ok(None);
    }
    let run = if let Some(run) = repo::funnels::run_of_order(db, order.id).await? {
        run
    } else {
        let Some(funnel) =
            repo::funnels::active_funnel_of(db, order.seller_id, order.product_id).await?
        else {
            return Ok(None);
        };
        if repo::funnels::is_upsell(db, order.id).await? {
            return Ok(None);
        }
        let token = session::random_token()?;
        repo::funnels::start_run(db, &token, order.id, order.seller_id, funnel).await?
    };
    if advance(db, &run, order).await?.is_none() {
        return Ok(None);
    }
    let username = repo::sellers::username(db, order.seller_id).await?;
    Ok(Some(step_path(&username, &run.token)))
}

/// Whether the run after `first` has ended although steps may be left
/// (core's `funnels::run_open`): more than `funnels::RUN_OPEN_SECONDS`
/// (an hour) after the first order was paid by the edge's clock, or the
/// first order is no longer paid (refunded, cancelled, charged back).
fn ended(first: &OrderRow) -> Option<funnels::RunEnded> {
    let paid_at = first
        .paid_at
        .as_deref()
        .and_then(|at| at.parse::<jiff::Timestamp>().ok())
        .map(jiff::Timestamp::as_second);
    funnels::run_open(
        first.order_state,
        first.payment_state,
        paid_at,
        clock::now(),
    )
    .err()
}

/// The answer to a decision on a run that has ended: nothing is charged;
/// a form post (the step page's buttons) goes on to the thank-you page, a
/// JSON call gets 409 `funnel_run_ended`.
async fn run_ended(
    db: &D1Database,
    (run, first): (&Run, &OrderRow),
    end: funnels::RunEnded,
    form: bool,
) -> AppResult<Response> {
    repo::funnels::finish(db, run).await?;
    if form {
        let username = repo::sellers::username(db, run.seller_id).await?;
        return see_other(&return_path(&username, &first.token));
    }
    Err(AppError::Conflict {
        code: "funnel_run_ended",
        detail: match end {
            funnels::RunEnded::TimeOver => format!(
                "the offers after an order stay open for {} minutes after its payment",
                funnels::RUN_OPEN_SECONDS / 60
            ),
            funnels::RunEnded::FirstOrderNotPaid => {
                "the order these offers followed is no longer paid".to_owned()
            }
        },
    })
}

/// The run's current step, recording the steps passed over (owned); the
/// run is finished when none is left, its funnel is no longer activated (a
/// deactivated funnel is not shown) or it has [`ended`].
async fn advance(db: &D1Database, run: &Run, first: &OrderRow) -> AppResult<Option<RunNode>> {
    if run.finished {
        return Ok(None);
    }
    if ended(first).is_some() {
        repo::funnels::finish(db, run).await?;
        return Ok(None);
    }
    if !repo::funnels::is_active(db, run.seller_id, run.funnel_id).await? {
        repo::funnels::finish(db, run).await?;
        return Ok(None);
    }
    let nodes = repo::funnels::run_nodes(db, run).await?;
    let owned = repo::funnels::owned_products(db, run.seller_id, &first.payer_email).await?;
    let (steps, decided) = run_steps(&nodes);
    let next = funnels::next_step(&steps, &decided, &owned);
    for node in next.skipped {
        repo::funnels::decide(db, run, node, "skipped").await?;
    }
    if let Some(id) = next.offer {
        return Ok(nodes.into_iter().find(|n| n.node.id == id));
    }
    repo::funnels::finish(db, run).await?;
    Ok(None)
}

fn run_steps(nodes: &[RunNode]) -> (Vec<RunStep>, Vec<FunnelNodeId>) {
    let steps = nodes
        .iter()
        .map(|n| RunStep {
            node: n.node.id,
            product: n.node.product_id,
        })
        .collect();
    let decided = nodes
        .iter()
        .filter(|n| n.outcome.is_some())
        .map(|n| n.node.id)
        .collect();
    (steps, decided)
}

/// The run of `token` and its first order; 404 `funnel_offer_not_found`.
async fn run_and_first(db: &D1Database, token: &str) -> AppResult<(Run, OrderRow)> {
    let run = repo::funnels::run_by_token(db, token)
        .await?
        .ok_or_else(offer_not_found)?;
    let first = repo::orders::by_id(db, run.order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("the first order of run {} vanished", run.id)))?;
    if first.seller_id != run.seller_id {
        return Err(AppError::Internal(format!(
            "run {} crosses sellers",
            run.id
        )));
    }
    Ok((run, first))
}

/// The buyer of the first order as the price cares.
fn buyer_of(first: &OrderRow) -> BuyerRequest {
    first.payer.buyer.clone().unwrap_or_else(|| BuyerRequest {
        country: String::new(),
        business: false,
        vat_id: None,
    })
}

/// Core's quote of a step for the first order's buyer, paid with the
/// method they used, at the step's offer price when it has one and
/// `discounted` (else at the plan's own); `None` when it cannot be sold now
/// or not with one click.
async fn price_step(
    db: &D1Database,
    req: &Request,
    env: &Env,
    first: &OrderRow,
    (node, discounted): (&RunNode, bool),
) -> AppResult<Option<checkout::Priced>> {
    let ask = QuoteAsk {
        product_id: node.node.product_id,
        plan_id: node.node.plan_id,
        bumps: Vec::new(),
        buyer: buyer_of(first),
        coupon_code: None,
        amount: None,
        payment_method: Some(first.payment_method),
        start: None,
        time_zone: None,
    };
    let grants = crate::services::product_access::Grants::of(req, env)?;
    let offer_price = node.node.offer_price.as_deref().filter(|_| discounted);
    let priced = checkout::price_at(db, ask, &grants, None, offer_price).await;
    // the checkout's refusals are core's to weigh (`funnels::step_charge`);
    // anything else (the store failing, our own broken terms) is an error
    let pricing = match &priced {
        Ok(priced) => StepPricing::Quoted {
            quote: &priced.quote,
            same_seller: priced.main.seller_id == first.seller_id,
        },
        Err(CheckoutError::Invalid(_)) => StepPricing::Refused,
        Err(CheckoutError::NotOffered { .. }) => StepPricing::NotOffered,
        Err(CheckoutError::Locked { .. }) => StepPricing::Locked,
        Err(_) => return priced.map(|_| None).map_err(AppError::from),
    };
    Ok(match funnels::step_charge(pricing, first_payment(first)) {
        StepCharge::OneClick => priced.ok(),
        StepCharge::Skip => None,
    })
}

/// How the first order was paid, as the one-click rule asks.
fn first_payment(first: &OrderRow) -> FirstPayment<'_> {
    FirstPayment {
        currency: &first.currency,
        method: first.payment_method,
    }
}

/// The current step with its price, skipping the steps that cannot be
/// sold now; `None` when the funnel is done.
async fn current_offer(
    db: &D1Database,
    req: &Request,
    env: &Env,
    run: &Run,
    first: &OrderRow,
) -> AppResult<Option<(RunNode, checkout::Priced)>> {
    for _ in 0..=funnels::MAX_STEPS {
        let Some(node) = advance(db, run, first).await? else {
            return Ok(None);
        };
        if let Some(priced) = price_step(db, req, env, first, (&node, true)).await? {
            return Ok(Some((node, priced)));
        }
        repo::funnels::decide(db, run, node.node.id, "skipped").await?;
    }
    Ok(None)
}

/// A step as the buyer sees it.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "FunnelOffer")]
pub(crate) struct Offer {
    node_id: FunnelNodeId,
    product_id: ProductId,
    product_name: String,
    plan_id: sellwerk_core::ids::PlanId,
    title: String,
    text: String,
    /// What one click charges now, VAT included, and the VAT in it (core's
    /// quote for the first order's buyer).
    due_now: Money,
    vat: Money,
    /// What the step would charge at its plan's own price, when it offers
    /// the plan for less (shown struck through); `null` without a discount.
    was: Option<Money>,
    /// Where the buttons post.
    accept_url: String,
    decline_url: String,
    /// The boxes the buyer ticks before accepting (core's
    /// `legal::required_consents` for the offered product and the first
    /// order's buyer: digital content asks the same withdrawal waiver as
    /// the first order), worded in the request's language; accept sends
    /// their names as `consents`.
    legal: sellwerk_core::legal::WordedRules,
    /// The same, as core's values (what the step page asks).
    #[serde(skip)]
    consents: Vec<Consent>,
    /// The funnel page the step is shown on (not the buyer's business).
    #[serde(skip)]
    page_id: Option<i64>,
}

/// `{offer, next_url}`: the current step (`null` when the funnel is done)
/// and the page the buyer is on or goes to.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "FunnelOfferBody")]
pub(crate) struct OfferBody {
    offer: Option<Offer>,
    next_url: String,
}

impl Offer {
    /// What the step page shows of this offer (`failed`: the previous
    /// offer's charge did not go through; `unconfirmed`: the last accept
    /// came without the boxes ticked).
    fn step(&self, token: &str, (failed, unconfirmed): (bool, bool)) -> FunnelStep {
        FunnelStep {
            token: token.to_owned(),
            node_id: self.node_id,
            product_id: self.product_id,
            title: self.title.clone(),
            text: self.text.clone(),
            due_now: self.due_now,
            vat: self.vat,
            was: self.was,
            accept_url: self.accept_url.clone(),
            decline_url: self.decline_url.clone(),
            failed,
            consents: self.consents.clone(),
            unconfirmed,
        }
    }
}

/// The current step of `run` (after `first`) as the buyer sees it; a view
/// of the step is counted when `count`.
async fn current(
    db: &D1Database,
    req: &Request,
    env: &Env,
    (run, first): (Run, OrderRow),
    count: bool,
) -> AppResult<(OfferBody, Run)> {
    let username = repo::sellers::username(db, run.seller_id).await?;
    let thanks = return_path(&username, &first.token);
    let Some((node, priced)) = current_offer(db, req, env, &run, &first).await? else {
        return Ok((
            OfferBody {
                offer: None,
                next_url: thanks,
            },
            run,
        ));
    };
    if count {
        repo::funnels::viewed(db, &run, node.node.id).await?;
    }
    // the plan's own price beside a discounted one
    let was = if node.node.offer_price.is_some() {
        price_step(db, req, env, &first, (&node, false))
            .await?
            .map(|own| own.quote.due_now.gross)
            .filter(|own| own.amount() > priced.quote.due_now.gross.amount())
    } else {
        None
    };
    let base = format!("/v1/checkout/funnels/{}/steps/{}", run.token, node.node.id);
    let rules = asked_of(db, &first, &priced).await?;
    let language = sellwerk_core::messages::Language::from_tag(session::language(req));
    Ok((
        OfferBody {
            offer: Some(Offer {
                node_id: node.node.id,
                product_id: node.node.product_id,
                product_name: priced.main.name.clone(),
                plan_id: node.node.plan_id,
                title: node.node.title,
                text: node.node.text,
                due_now: priced.quote.due_now.gross,
                vat: priced.quote.due_now.vat,
                was,
                accept_url: format!("{base}/accept"),
                decline_url: format!("{base}/decline"),
                legal: rules.worded(language),
                consents: rules.consents,
                page_id: node.node.page_id,
            }),
            next_url: step_path(&username, &run.token),
        },
        run,
    ))
}

/// A run's step page: where the buyer goes instead when the run is done,
/// or what the page shows.
pub(crate) enum StepPage {
    Done { next_url: String },
    Offer { wanted: Wanted, data: Box<ShopData> },
}

/// The step page of the run `token` (a view counted when `count`): the
/// current step's offer with the shop's data, whose page is the step's
/// funnel page (its published document; core's default without one).
/// 404 `funnel_offer_not_found` for an unknown token, and for a run of
/// another shop than `username` (or of another seller than `seller`).
pub(crate) async fn step_page(
    db: &D1Database,
    req: &Request,
    env: &Env,
    (token, username, seller): (&str, Option<&str>, Option<SellerId>),
    count: bool,
) -> AppResult<StepPage> {
    let (run, first) = run_and_first(db, token).await?;
    if seller.is_some_and(|s| s != run.seller_id) {
        return Err(offer_not_found());
    }
    let shop = repo::sellers::username(db, run.seller_id).await?;
    if username.is_some_and(|u| !u.eq_ignore_ascii_case(&shop)) {
        return Err(offer_not_found());
    }
    let (body, run) = current(db, req, env, (run, first), count).await?;
    let Some(offer) = body.offer else {
        return Ok(StepPage::Done {
            next_url: body.next_url,
        });
    };
    let wanted_page = PageWanted {
        page_type: FUNNEL_PAGE,
        path: "",
        fallback: "",
    };
    let mut data = Box::new(
        repo::storefront::load(db, &shop, &wanted_page)
            .await?
            .ok_or_else(offer_not_found)?,
    );
    data.page = match offer.page_id {
        Some(id) => match repo::pages::find(db, run.seller_id, id).await? {
            Some(row) if row.page_type == FUNNEL_PAGE => row.published()?,
            _ => None,
        },
        None => None,
    };
    let url = req.url()?;
    let flag = |name: &str| url.query_pairs().any(|(k, v)| k == name && v == "1");
    let notices = (flag("declined"), flag("unconfirmed"));
    Ok(StepPage::Offer {
        wanted: Wanted::Funnel(Box::new(offer.step(&run.token, notices))),
        data,
    })
}

/// What the editor's preview of a funnel page shows (`render_input`):
/// with `?run={token}` of one of the seller's runs, that run's current step
/// exactly as its page shows it (no view counted; 404
/// `funnel_offer_not_found` for another seller's run, an unknown one or one
/// that is done); without, an example offer of the seller's first product
/// (of the first three) that a quote prices, for a buyer in Germany, whose
/// buttons go nowhere; the shop's view when there is none.
pub(crate) async fn preview(
    req: &Request,
    env: &Env,
    db: &D1Database,
    seller: SellerId,
    data: &ShopData,
) -> AppResult<Wanted> {
    let run = query_param(req, "run")?;
    if !run.is_empty() {
        return match step_page(db, req, env, (&run, None, Some(seller)), false).await? {
            StepPage::Offer { wanted, .. } => Ok(wanted),
            StepPage::Done { .. } => Err(offer_not_found()),
        };
    }
    let grants = crate::services::product_access::Grants::of(req, env)?;
    for p in data.products.iter().filter(|p| p.form != "bundle").take(3) {
        let Some(plan) = p.plans.first() else {
            continue;
        };
        let ask = QuoteAsk {
            product_id: p.id,
            plan_id: plan.id,
            bumps: Vec::new(),
            buyer: BuyerRequest {
                country: "DE".to_owned(),
                business: false,
                vat_id: None,
            },
            coupon_code: None,
            amount: None,
            payment_method: None,
            start: None,
            time_zone: None,
        };
        if let Ok(priced) = checkout::price(db, ask, &grants, None).await {
            return Ok(Wanted::Funnel(Box::new(FunnelStep {
                token: "example".to_owned(),
                node_id: FunnelNodeId::new(1).map_err(|e| AppError::Internal(e.to_string()))?,
                product_id: p.id,
                title: String::new(),
                text: String::new(),
                due_now: priced.quote.due_now.gross,
                vat: priced.quote.due_now.vat,
                was: None,
                accept_url: "#".to_owned(),
                decline_url: "#".to_owned(),
                failed: false,
                consents: Vec::new(),
                unconfirmed: false,
            })));
        }
    }
    Ok(Wanted::Shop {
        path: None,
        category: None,
    })
}

/// `GET /v1/checkout/funnels/{token}`: the run's current step.
pub async fn offer(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let run = run_and_first(&db, str_param(&ctx, "token")).await?;
    let (body, _) = current(&db, &req, &ctx.env, run, true).await?;
    Ok(Response::from_json(&body)?)
}

/// What became of a step the buyer answered.
#[derive(Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[schemars(rename = "FunnelOutcome")]
pub(crate) enum Outcome {
    /// Taken and charged (or being charged): the upsell order is `order`.
    Accepted,
    /// Taken, but the one-click charge did not pay; the first order is
    /// untouched.
    Failed,
    Declined,
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

/// Where the buyer goes after the run's step was answered.
async fn next_url(
    db: &D1Database,
    req: &Request,
    env: &Env,
    run: &Run,
    first: &OrderRow,
) -> AppResult<String> {
    let username = repo::sellers::username(db, run.seller_id).await?;
    Ok(match current_offer(db, req, env, run, first).await? {
        Some(_) => step_path(&username, &run.token),
        None => return_path(&username, &first.token),
    })
}

async fn answer(
    db: &D1Database,
    req: &Request,
    env: &Env,
    (run, first): (&Run, &OrderRow),
    (outcome, order): (Outcome, Option<OrderRow>),
    form: bool,
) -> AppResult<Response> {
    let mut next = next_url(db, req, env, run, first).await?;
    if form {
        if matches!(outcome, Outcome::Failed) && next.contains("/funnel/") {
            next.push_str("?declined=1");
        }
        return see_other(&next);
    }
    Ok(Response::from_json(&Decided {
        outcome,
        order: order.as_ref().map(summary),
        next_url: next,
    })?)
}

/// A step answered before: the first answer again, nothing charged.
async fn repeat(
    db: &D1Database,
    req: &Request,
    env: &Env,
    (run, first): (&Run, &OrderRow),
    node: &RunNode,
    form: bool,
) -> AppResult<Response> {
    let order = match node.order_id {
        Some(id) => repo::orders::by_id(db, id).await?,
        None => None,
    };
    let outcome = match node.outcome.as_deref() {
        Some("declined" | "skipped") => Outcome::Declined,
        Some("failed") => Outcome::Failed,
        _ => Outcome::Accepted,
    };
    answer(db, req, env, (run, first), (outcome, order), form).await
}

/// The run, its first order and the step `node` of the path, which must be
/// one of the run's funnel's steps.
async fn step_of(
    db: &D1Database,
    req: &Request,
    ctx: &RouteContext<()>,
) -> AppResult<(Run, OrderRow, RunNode)> {
    let (run, first) = run_and_first(db, str_param(ctx, "token")).await?;
    // an open run decides only for the browser that bought; an ended one
    // charges nothing whoever asks, and says so (`run_ended`)
    let key = crate::config::Config::from_env(&ctx.env)?.token_key;
    if ended(&first).is_none() && !matches!(browser(req, &key, &run.token), Browser::Bound) {
        return Err(other_browser());
    }
    let node: FunnelNodeId = id_param(ctx, "node", "funnel_offer_not_found")?;
    let found = repo::funnels::run_nodes(db, &run)
        .await?
        .into_iter()
        .find(|n| n.node.id == node)
        .ok_or_else(offer_not_found)?;
    Ok((run, first, found))
}

fn not_current() -> AppError {
    AppError::Conflict {
        code: "funnel_step_not_current",
        detail: "this is not the offer the buyer is at".to_owned(),
    }
}

/// `POST /v1/checkout/funnels/{token}/steps/{node}/decline`.
pub async fn decline(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let form = read_answer_body(&mut req).await?.form;
    let db = repo::db(&ctx.env)?;
    let (run, first, node) = step_of(&db, &req, &ctx).await?;
    if node.outcome.is_some() {
        return repeat(&db, &req, &ctx.env, (&run, &first), &node, form).await;
    }
    if let Some(end) = ended(&first) {
        return run_ended(&db, (&run, &first), end, form).await;
    }
    match current_offer(&db, &req, &ctx.env, &run, &first).await? {
        Some((current, _)) if current.node.id == node.node.id => {}
        _ => return Err(not_current()),
    }
    if !repo::funnels::decide(&db, &run, node.node.id, "declined").await? {
        let node = fresh(&db, &run, node.node.id).await?;
        return repeat(&db, &req, &ctx.env, (&run, &first), &node, form).await;
    }
    answer(
        &db,
        &req,
        &ctx.env,
        (&run, &first),
        (Outcome::Declined, None),
        form,
    )
    .await
}

async fn fresh(db: &D1Database, run: &Run, node: FunnelNodeId) -> AppResult<RunNode> {
    repo::funnels::run_nodes(db, run)
        .await?
        .into_iter()
        .find(|n| n.node.id == node)
        .ok_or_else(offer_not_found)
}

/// `POST /v1/checkout/funnels/{token}/steps/{node}/accept`: one click. The
/// step is claimed once; a new order of upsell type is made from core's
/// quote for the first order's buyer and charged off-session with the
/// method the first order saved; the first order is never touched.
pub async fn accept(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let Answer { form, consents } = read_answer_body(&mut req).await?;
    let env = ctx.env.clone();
    let db = repo::db(&env)?;
    let (run, first, node) = step_of(&db, &req, &ctx).await?;
    if node.outcome.is_some() {
        return repeat(&db, &req, &env, (&run, &first), &node, form).await;
    }
    // an hour after the first payment, or once it is refunded, cancelled
    // or charged back, nothing more is charged (issue 29)
    if let Some(end) = ended(&first) {
        return run_ended(&db, (&run, &first), end, form).await;
    }
    let priced = match current_offer(&db, &req, &env, &run, &first).await? {
        Some((current, priced)) if current.node.id == node.node.id => priced,
        _ => return Err(not_current()),
    };
    // the consents first: an accept without them claims nothing and
    // charges nothing, and the buyer may still tick them or decline
    let rules = asked_of(&db, &first, &priced).await?;
    let legal = match consents::record(
        &db,
        (first.seller_id, None),
        &rules,
        &consents,
        session::language(&req),
    )
    .await?
    {
        Ok(legal) => legal,
        Err(_) if form => {
            let username = repo::sellers::username(&db, run.seller_id).await?;
            return see_other(&format!(
                "{}?unconfirmed=1",
                step_path(&username, &run.token)
            ));
        }
        Err(missing) => return Err(AppError::Invalid(missing)),
    };
    if !repo::funnels::decide(&db, &run, node.node.id, "accepting").await? {
        // the other click of a double click: it answers
        let node = fresh(&db, &run, node.node.id).await?;
        return repeat(&db, &req, &env, (&run, &first), &node, form).await;
    }
    let facts = repo::sellers::order_facts(&db, priced.main.product_id, priced.main.plan_id)
        .await?
        .ok_or_else(|| AppError::Internal("a quoted product vanished".to_owned()))?;
    let token = session::random_token()?;
    let mut upsell = new_upsell(&token, &run, &first, &node, &priced)?;
    upsell.legal = Some(legal);
    upsell.ticket_id = facts.ticket_id;
    upsell.license_key = facts.form == "license_key";
    let made = repo::orders::create(&db, &upsell).await?;
    let order = match made {
        Ok(()) => repo::orders::by_token(&db, &token).await?,
        Err(Refusal::Stale | Refusal::Duplicate) => {
            repo::orders::by_idempotency_key(&db, &upsell.idempotency_key)
                .await?
                .map(|(_, o)| o)
        }
        Err(Refusal::SoldOut | Refusal::CouponUsedUp) => None,
    };
    let Some(order) = order else {
        // sold out between the quote and the order: nothing was charged
        repo::funnels::settle(&db, &run, node.node.id, "failed", None).await?;
        return answer(
            &db,
            &req,
            &env,
            (&run, &first),
            (Outcome::Failed, None),
            form,
        )
        .await;
    };
    money::relay(&env, &db).await?;
    let amount = order
        .due_now
        .to_minor()
        .ok_or_else(|| AppError::Internal("amount beyond i64".to_owned()))?;
    let reference = format!("upsell-{}", order.token);
    let charged = providers::charge_with(&env, &db, &order, &first, 0, amount, &reference).await?;
    let outcome = match charged {
        Charged::Taken => Outcome::Accepted,
        Charged::Failed => {
            // the hold on the stock goes at once; the first order is untouched
            money::signal(
                &env,
                &db,
                order.id,
                sellwerk_core::orders::Signal::Expired,
                None,
            )
            .await?;
            Outcome::Failed
        }
    };
    let settled = if matches!(outcome, Outcome::Accepted) {
        "accepted"
    } else {
        "failed"
    };
    repo::funnels::settle(&db, &run, node.node.id, settled, Some(order.id)).await?;
    let order = repo::orders::by_id(&db, order.id).await?;
    answer(&db, &req, &env, (&run, &first), (outcome, order), form).await
}

/// What the offered product asks the first order's buyer to tick (core's
/// rules for its form, the buyer's country and whether they buy as a
/// business, as at the checkout).
async fn asked_of(
    db: &D1Database,
    first: &OrderRow,
    priced: &checkout::Priced,
) -> AppResult<sellwerk_core::legal::ConsentRules> {
    let forms =
        repo::catalog::forms_of(db, priced.main.seller_id, &[priced.main.product_id]).await?;
    let buyer = buyer_of(first);
    Ok(sellwerk_core::legal::required_consents(
        &forms,
        buyer.business,
        &buyer.country,
    ))
}

/// The upsell order of step `node` for the first order's buyer (its legal
/// record set by the caller, who checked the consents).
fn new_upsell(
    token: &str,
    run: &Run,
    first: &OrderRow,
    node: &RunNode,
    priced: &checkout::Priced,
) -> AppResult<NewOrder> {
    let quote = &priced.quote;
    Ok(NewOrder {
        token: token.to_owned(),
        seller_id: first.seller_id,
        product_id: priced.main.product_id,
        plan_id: priced.main.plan_id,
        ticket_id: None,
        license_key: false,
        payer_email: first.payer_email.clone(),
        payer: first.payer.clone(),
        payment_method: wire_name(first.payment_method),
        provider: first.provider.name().to_owned(),
        plan_kind: "one_time".to_owned(),
        buyer_country: buyer_of(first).country.trim().to_ascii_uppercase(),
        coupon_code: None,
        currency: quote.currency.code().to_ascii_lowercase(),
        total: quote.total.to_decimal_string(),
        due_now: quote.due_now.gross.to_decimal_string(),
        vat_now: quote.due_now.vat.to_decimal_string(),
        quote: serde_json::to_value(quote).map_err(|e| AppError::Internal(e.to_string()))?,
        open_ended: false,
        expires_at: clock::now() + sellwerk_core::orders::CHECKOUT_TTL_SECONDS,
        rates: vec![(
            quote.due_now.date.clone(),
            quote.due_now.gross.to_decimal_string(),
        )],
        coupon_id: None,
        bumps: Vec::new(),
        legal: None,
        // the edge's own namespace, which no client's key can reach
        idempotency_key: repo::orders::internal_key(&format!(
            "funnel:{}:{}",
            run.token, node.node.id
        )),
        fingerprint: "funnel".to_owned(),
        upsell: Some(Upsell {
            parent: first.id,
            funnel: run.funnel_id,
            node: node.node.id,
        }),
        buyer_secret: None,
    })
}
