//! `POST /v1/checkout/orders`: a buyer's order, made once per
//! `Idempotency-Key`; `GET /v1/checkout/orders/{token}`: where it stands.
//!
//! Placing the order is a use case of its own (`services::place_order`):
//! this adapter takes the key, the body and the buyer's browser from the
//! request, calls it, and answers (its refusals become the API's answers
//! in `crate::boundary`).

use sellwerk_core::Money;
use sellwerk_core::auth;
use sellwerk_core::ids::ProductId;
use sellwerk_core::orders::{self as rules, IDEMPOTENCY_KEY_MAX, Signal, fingerprint};
use serde::Serialize;
use worker::{D1Database, Env, Request, Response, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::{query_param, str_param};
use crate::repo::{self, orders::OrderRow};
use crate::services::links::{manage_path, return_path};
use crate::services::order_view::{OrderSeller, Summary, summary};
use crate::services::orders as money;
use crate::services::place_order::{self, Go, Placing};
// the body's schema, as the API document names it (`api_doc`, native only)
#[cfg(not(target_arch = "wasm32"))]
pub(crate) use crate::services::place_order::OrderAsk;
use crate::services::providers;
use crate::session;

/// How the buyer pays on our page with the card provider: its script is
/// started with `publishable_key` and confirms what `client_secret` names.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct Confirm {
    provider: sellwerk_core::providers::ProviderKind,
    client_secret: String,
    publishable_key: String,
    /// `setup`: the fields save the method, nothing is charged (a free
    /// trial); absent for a payment.
    #[serde(skip_serializing_if = "Option::is_none")]
    intent: Option<Intent>,
}

#[derive(Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Intent {
    Setup,
}

/// An order made or a rate paid now: the order, where the buyer goes
/// next, and the card provider's fields when the buyer pays on our page.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "OrderNext")]
pub(crate) struct Next<'a> {
    order: Summary<'a>,
    redirect_url: String,
    confirm: Option<Confirm>,
}

/// An answer with the order alone (a cancellation).
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct OrderBody<'a> {
    order: Summary<'a>,
}

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct OrderProduct {
    id: ProductId,
    name: String,
    form: String,
}

/// A rate as the buyer's page shows it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct BuyerRate {
    index: usize,
    due_date: String,
    amount: Money,
    state: sellwerk_core::states::OrderRateState,
    paid_at: Option<String>,
    /// The day it was paid in the shop's time zone, the zone of
    /// `due_date` (issue 30: the buyer's pages show both in one zone).
    #[serde(skip_serializing_if = "Option::is_none")]
    paid_on: Option<String>,
    /// The buyer may pay it now (`…/rates/{index}/pay`).
    payable: bool,
}

/// Where an order stands, as the buyer's pages read it.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "OrderStatus")]
pub(crate) struct Status<'a> {
    order: Summary<'a>,
    /// The order's number as the seller's cabinet shows it. Not a secret:
    /// it opens nothing, so it is what the shop's trackers get as the
    /// transaction id (issue 29), never the token.
    reference: sellwerk_core::ids::OrderId,
    product: OrderProduct,
    seller: OrderSeller,
    /// Every product bought (main first, then the order bumps) with its
    /// share of the first payment.
    lines: Vec<crate::services::delivery::OrderLine>,
    pages: sellwerk_core::setup::Pages,
    cancellable: bool,
    /// How the plan reads (core's `schedule::plan_view`): a subscription
    /// per period with its next charge and no total, a schedule compactly.
    plan: sellwerk_core::schedule::PlanView,
    rates: Vec<BuyerRate>,
    delivery: crate::services::delivery::Delivered,
    /// The step page of the funnel the buyer goes through before the
    /// thank-you page (a paid order of a product with an activated funnel
    /// and a step left); `null` otherwise.
    funnel_url: Option<String>,
    /// The upsells the buyer accepted in the funnel after this order, each
    /// its own order (issue 30: the thank-you page shows them).
    upsells: Vec<repo::orders::AcceptedUpsell>,
}

fn idempotency_key(req: &Request) -> AppResult<String> {
    let key = req.headers().get("idempotency-key")?.unwrap_or_default();
    let key = key.trim();
    if key.is_empty()
        || key.len() > IDEMPOTENCY_KEY_MAX
        || !key.chars().all(|c| c.is_ascii_graphic())
    {
        return Err(AppError::BadRequest {
            code: "idempotency_key_required",
            detail: format!(
                "send an Idempotency-Key header of 1 to {IDEMPOTENCY_KEY_MAX} printable characters"
            ),
        });
    }
    if repo::orders::is_internal_key(key) {
        return Err(AppError::BadRequest {
            code: "idempotency_key_invalid",
            detail: format!(
                "an Idempotency-Key may not start with {:?}",
                repo::orders::INTERNAL_KEY_PREFIX
            ),
        });
    }
    Ok(key.to_owned())
}

async fn body(req: &mut Request) -> AppResult<serde_json::Value> {
    let bytes = req.bytes().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    if bytes.len() > crate::extract::MAX_JSON_BODY {
        return Err(AppError::PayloadTooLarge {
            limit: crate::extract::MAX_JSON_BODY,
        });
    }
    serde_json::from_slice(&bytes).map_err(|e| AppError::BadRequest {
        code: "malformed_json",
        detail: e.to_string(),
    })
}

/// `POST /v1/checkout/orders` with `Idempotency-Key`: the key, the body
/// and the buyer's browser taken from the request, the order placed by
/// `services::place_order`, and its answer (201 for a new order with the
/// paying browser's cookie, 200 for a replay of its key).
pub async fn create(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let key = idempotency_key(&req)?;
    let grants = crate::services::product_access::Grants::of(&req, &ctx.env)?;
    let raw = body(&mut req).await?;
    let print = fingerprint(&raw);
    let db = repo::db(&ctx.env)?;
    let (buyer_secret, cookie) = paying_browser(&ctx.env, &req)?;
    let placing = Placing {
        key: &key,
        print: &print,
        ask: serde_json::from_value(raw).map_err(|e| e.to_string()),
        grants: &grants,
        client: session::client_address(&req),
        language: session::language(&req),
        buyer_secret,
        now: clock::now(),
    };
    let placed = place_order::place(&ctx.env, &db, placing).await?;
    let (redirect_url, confirm) = match placed.next {
        Go::To(url) => (url, None),
        Go::Confirm {
            thanks,
            client_secret,
            publishable_key,
            setup,
        } => {
            let confirm = Confirm {
                provider: placed.order.provider,
                client_secret,
                publishable_key,
                // the browser saves the method (confirmSetup), nothing is charged
                intent: setup.then_some(Intent::Setup),
            };
            (thanks, Some(confirm))
        }
    };
    let response = Response::from_json(&Next {
        order: summary(&placed.order),
        redirect_url,
        confirm,
    })?;
    if !placed.created {
        return Ok(response);
    }
    with_cookie(response.with_status(201), &cookie)
}

fn with_cookie(mut response: Response, line: &str) -> AppResult<Response> {
    response.headers_mut().append("set-cookie", line)?;
    Ok(response)
}

/// The paying browser (issue 30): the digest of its `sw_buyer` secret,
/// which goes with a new order so that its thank-you page may sign the
/// buyer in, and the cookie line that keeps the secret.
fn paying_browser(env: &Env, req: &Request) -> AppResult<(String, String)> {
    let (secret, cookie) = session::buyer_secret(&crate::config::Config::from_env(env)?, req)?;
    Ok((auth::token_digest(&secret), cookie))
}

/// `GET /v1/checkout/orders/{token}`: the order's states, its rates, and
/// what was delivered. The token is the buyer's secret (256 random bits).
pub async fn get(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let order = by_token(&db, str_param(&ctx, "token")).await?;
    status(&ctx, &db, &order).await
}

/// `POST /v1/checkout/orders/{token}/check`: the buyer is back from
/// confirming with the card provider (at checkout, or paying a failed rate
/// on the manage page); the edge asks the provider how each open payment
/// stands and applies it (`providers::check_rate`), then answers like
/// `GET`. The order does not wait for the provider's webhook, and a lost
/// one loses nothing. Only rates still open with a payment linked are
/// asked about, so calling it again for a paid order costs the provider
/// nothing.
pub async fn check(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let mut order = by_token(&db, str_param(&ctx, "token")).await?;
    let rates = repo::orders::rates(&db, order.id).await?;
    let open: Vec<usize> = repo::orders::book(&order, &rates)
        .open_rates()
        .into_iter()
        .take(MAX_CHECKED)
        .collect();
    let mut changed = false;
    for rate in open {
        changed |= providers::check_rate(&ctx.env, &db, &order, rate)
            .await?
            .is_some();
    }
    if changed {
        order = by_token(&db, &order.token).await?;
    }
    status(&ctx, &db, &order).await
}

/// At most this many open rates are asked about per check (a plan paused
/// with many debts is settled rate by rate).
const MAX_CHECKED: usize = 3;

/// `POST /v1/checkout/orders/{token}/rates/{index}/pay`: the buyer pays a
/// failed later rate now from the order's manage page — one whose charge
/// was declined (retries pending) or that became a debt and paused the
/// plan. Answers like order creation: where the buyer goes next
/// (`redirect_url`, the sandbox's page) or the card provider's fields
/// (`confirm`). 409 `not_payable` for any other rate or a stopped order.
pub async fn pay_rate(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let order = by_token(&db, str_param(&ctx, "token")).await?;
    let index = str_param(&ctx, "index")
        .parse::<usize>()
        .map_err(|_| AppError::NotFound {
            code: "rate_not_found",
            detail: "no such rate".to_owned(),
        })?;
    let rates = repo::orders::rates(&db, order.id).await?;
    let row = rates
        .iter()
        .find(|r| r.idx == index)
        .ok_or_else(|| AppError::NotFound {
            code: "rate_not_found",
            detail: "no such rate".to_owned(),
        })?;
    if !repo::orders::book(&order, &rates).payable(index) {
        return Err(AppError::Conflict {
            code: "not_payable",
            detail: "only a failed rate of a running plan can be paid now".to_owned(),
        });
    }
    let amount = money::minor_of(&order, row)?;
    let username = repo::sellers::username(&db, order.seller_id).await?;
    let back = manage_path(&username, &order.token);
    let failures = row.failures;
    let next = providers::pay_rate(&ctx.env, &db, &order, index, amount, failures, &back).await?;
    let (redirect, confirm) = match next {
        providers::Next::Redirect(url) => (url, None),
        // the client secret names the payment: harmless, see `answer`
        providers::Next::Confirm {
            client_secret,
            publishable_key,
            ..
        } => (
            back,
            Some(Confirm {
                provider: order.provider,
                client_secret,
                publishable_key,
                intent: None,
            }),
        ),
    };
    Ok(Response::from_json(&Next {
        order: summary(&order),
        redirect_url: redirect,
        confirm,
    })?)
}

async fn by_token(db: &D1Database, token: &str) -> AppResult<OrderRow> {
    repo::orders::by_token(db, token)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "order_not_found",
            detail: "no order with this token".to_owned(),
        })
}

/// The order's states, its rates and what was delivered (the answer of
/// `GET` and of `check`).
async fn status(ctx: &RouteContext<()>, db: &D1Database, order: &OrderRow) -> AppResult<Response> {
    let rates = repo::orders::rates(db, order.id).await?;
    let delivery = crate::services::delivery::items(&ctx.env, db, order).await?;
    let record = repo::products::find(db, order.seller_id, order.product_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("product of order {} is missing", order.id)))?;
    let book = repo::orders::book(order, &rates);
    let cancellable = book.cancellable(order.plan_kind);
    let (username, display_name) = repo::sellers::shop_names(db, order.seller_id).await?;
    let lines = crate::services::delivery::lines(db, order).await?;
    let funnel_url = crate::services::funnels::entry_url(&ctx.env, db, order).await?;
    let upsells = repo::orders::accepted_upsells(db, order.seller_id, order.id).await?;
    let plan = money::plan_view(db, order, &rates).await?;
    Ok(Response::from_json(&Status {
        plan,
        funnel_url,
        upsells,
        reference: order.id,
        order: summary(order),
        lines,
        pages: record.setup()?.pages.unwrap_or_default(),
        product: OrderProduct {
            id: record.id,
            name: record.name,
            form: record.form,
        },
        seller: OrderSeller {
            username,
            display_name,
        },
        cancellable,
        rates: rates
            .iter()
            .map(|r| BuyerRate {
                index: r.idx,
                due_date: r.due_date.clone(),
                amount: r.amount,
                state: r.state,
                paid_at: r.paid_at.clone(),
                paid_on: r.paid_at.as_deref().and_then(repo::sellers::shop_day),
                payable: book.payable(r.idx),
            })
            .collect(),
        delivery,
    })?)
}

/// `POST /v1/checkout/orders/{token}/cancel`: the buyer ends a running
/// subscription; rates already paid stay paid, future ones are skipped.
/// 409 `not_cancellable` for anything else.
pub async fn cancel(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let order = by_token(&db, str_param(&ctx, "token")).await?;
    if !rules::buyer_may_cancel(order.plan_kind) {
        return Err(AppError::Conflict {
            code: "not_cancellable",
            detail: "only a running subscription can be cancelled".to_owned(),
        });
    }
    match money::signal(&ctx.env, &db, order.id, Signal::Cancel, None).await? {
        money::Applied::Changed => {
            let fresh = repo::orders::by_id(&db, order.id)
                .await?
                .ok_or_else(|| AppError::Internal("a cancelled order vanished".to_owned()))?;
            Ok(Response::from_json(&OrderBody {
                order: summary(&fresh),
            })?)
        }
        _ => Err(AppError::Conflict {
            code: "not_cancellable",
            detail: "only a running plan can be cancelled".to_owned(),
        }),
    }
}

/// `GET /v1/paypal/return/{token}?token={paypal order}`: the buyer comes
/// back from approving the wallet provider's order; the edge captures it,
/// applies the outcome (under the capture's own event id, so the provider's
/// later webhook changes nothing) and sends the buyer to the order's page.
pub async fn paypal_return(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let order = by_token(&db, str_param(&ctx, "token")).await?;
    let paypal_order = query_param(&req, "token")?;
    if repo::orders::find_payment(&db, order.seller_id, "paypal", &paypal_order).await?
        != Some((order.id, 0))
    {
        return Err(AppError::NotFound {
            code: "payment_not_found",
            detail: "this approval is not of this order".to_owned(),
        });
    }
    if let Some(captured) = providers::capture_paypal(&ctx.env, &db, &order, &paypal_order).await? {
        let event = format!("capture:{paypal_order}");
        let word = money::Word {
            seller_id: order.seller_id,
            event: ("paypal", &event),
            payment: &captured.payment,
            named: captured.amount.as_ref().map(|(m, c)| (*m, c.as_str())),
        };
        money::reported(&ctx.env, &db, order.id, captured.signal, &word).await?;
    }
    let username = repo::sellers::username(&db, order.seller_id).await?;
    let mut response = Response::empty()?.with_status(303);
    response
        .headers_mut()
        .set("location", &return_path(&username, &order.token))?;
    Ok(response)
}
