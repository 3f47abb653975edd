//! `/v1/payer/*`: the buyer's area. A signed-in user sees the orders made
//! with their account's e-mail address (decision: the address is the
//! buyer's identity at checkout; an order placed before the account existed
//! appears once the account confirms that address; an account whose
//! address is not confirmed sees none, 403 `email_not_confirmed`).

use sellwerk_core::ids::{OrderId, ProductId, SellerId};
use sellwerk_core::states::{OrderState, PaymentState};
use sellwerk_core::{Currency, Money};
use serde::Serialize;
use worker::{Request, Response, RouteContext};

use crate::error::{AppError, AppResult};
use crate::repo;
use crate::services::delivery::{self, Delivered};
use crate::session;

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct PayerOrder {
    token: String,
    product_id: ProductId,
    product_name: String,
    product_form: String,
    seller: String,
    order_state: OrderState,
    payment_state: PaymentState,
    currency: Currency,
    due_now: Money,
    total: Money,
    created_at: String,
    /// The day it was ordered in the shop's time zone (issue 30: the days
    /// of the buyer's pages are the shop's, as the due dates are).
    #[serde(skip_serializing_if = "Option::is_none")]
    created_on: Option<String>,
    /// The shop's name, as its seller calls it (`seller` is its username).
    seller_name: String,
    /// How the plan reads (core's `schedule::plan_view`): a subscription
    /// per period with its next charge, not the sum of its listed rates.
    plan: sellwerk_core::schedule::PlanView,
    delivery: Delivered,
}

/// `GET /v1/payer/orders`: the caller's orders, newest first, each with
/// what it handed over (fresh download links, keys, tickets).
pub async fn orders(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let account = repo::accounts::find_user(&db, caller.user_id)
        .await?
        .ok_or_else(|| AppError::Internal("the caller's account vanished".to_owned()))?;
    // Orders are found by address, so the address must be proven first:
    // whoever merely signed up with it sees nothing bought with it.
    // An account made quietly on a thank-you page (issue 30) sees the
    // orders paid from its browser until a mailed link confirms it.
    if !account.confirmed && account.buyer_secret.is_none() {
        return Err(AppError::Forbidden {
            code: "email_not_confirmed",
            detail: "confirm the e-mail address to see the orders made with it".to_owned(),
        });
    }
    let orders =
        repo::orders::of_payer(&db, &account.user.email, account.browser_scope(), 100).await?;
    let list = payer_orders(&ctx.env, &db, orders).await?;
    Ok(Response::from_json(&super::Listed { list })?)
}

/// `orders` as the buyer's pages list them, each with what it handed over,
/// in a fixed number of statements: the orders' products, their shops,
/// then each kind of thing handed over for all of them at once.
pub(crate) async fn payer_orders(
    env: &worker::Env,
    db: &worker::D1Database,
    orders: Vec<repo::orders::OrderRow>,
) -> AppResult<Vec<PayerOrder>> {
    let ids: Vec<OrderId> = orders.iter().map(|o| o.id).collect();
    let sellers: Vec<SellerId> = orders.iter().map(|o| o.seller_id).collect();
    let mut bought = repo::deliveries::products_of(db, &ids).await?;
    let shops = repo::sellers::usernames(db, &sellers).await?;
    let given = delivery::items_of(env, db, &orders).await?;
    let mut rates = repo::orders::rates_of_orders(db, &ids).await?;
    let plan_ids: Vec<_> = orders.iter().map(|o| o.plan_id).collect();
    let intervals = repo::plans::intervals(db, &plan_ids).await?;
    let mut list = Vec::with_capacity(orders.len());
    for (order, delivery) in orders.into_iter().zip(given) {
        let (product_name, product_form) = bought
            .remove(&order.id)
            .and_then(|b| b.into_iter().find(|p| p.id == order.product_id))
            .map_or_else(Default::default, |p| (p.name, p.form));
        let (seller, seller_name) = shops
            .get(&order.seller_id)
            .cloned()
            .ok_or_else(|| repo::corrupt("seller", order.seller_id.get(), "no such seller"))?;
        let plan = crate::services::orders::plan_view_of(
            &order,
            &rates.remove(&order.id).unwrap_or_default(),
            intervals.get(&order.plan_id).map(String::as_str),
        );
        list.push(PayerOrder {
            plan,
            delivery,
            seller,
            token: order.token,
            product_id: order.product_id,
            product_name,
            product_form,
            order_state: order.order_state,
            payment_state: order.payment_state,
            currency: order.currency,
            due_now: order.due_now,
            total: order.total,
            created_on: repo::sellers::shop_day(&order.created_at),
            created_at: order.created_at,
            seller_name,
        });
    }
    Ok(list)
}
