//! What an order answer says of the order: the one shape the checkout's
//! order, a funnel step's answer and the order pages share (so no route
//! borrows it from another).

use sellwerk_core::ids::{PlanId, ProductId};
use sellwerk_core::states::{OrderState, PaymentState};
use sellwerk_core::{Currency, Money};
use serde::Serialize;

use crate::repo::{self, orders::OrderRow};

/// What an order answer says of the order.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "OrderSummary")]
pub(crate) struct Summary<'a> {
    token: &'a str,
    order_state: OrderState,
    payment_state: PaymentState,
    currency: Currency,
    due_now: Money,
    total: Money,
    product_id: ProductId,
    plan_id: PlanId,
    created_at: &'a str,
}

/// The summary of `o`.
pub(crate) fn summary(o: &OrderRow) -> Summary<'_> {
    Summary {
        token: &o.token,
        order_state: o.order_state,
        payment_state: o.payment_state,
        currency: o.currency,
        due_now: o.due_now,
        total: o.total,
        product_id: o.product_id,
        plan_id: o.plan_id,
        created_at: &o.created_at,
    }
}

/// The shop an order was made at, as the buyer's pages name it.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct OrderSeller {
    pub(crate) username: String,
    /// The shop's name, as its seller calls it.
    pub(crate) display_name: String,
}

/// An order as the buyer's pages list it (the payer area, a course's
/// page).
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct PayerOrder {
    token: String,
    product_id: ProductId,
    product_name: String,
    product_form: String,
    seller: String,
    order_state: sellwerk_core::states::OrderState,
    payment_state: sellwerk_core::states::PaymentState,
    currency: sellwerk_core::Currency,
    due_now: sellwerk_core::Money,
    total: sellwerk_core::Money,
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
    delivery: crate::services::delivery::Delivered,
}

/// `orders` as the buyer's pages list them, each with what it handed over,
/// in a fixed number of statements: the orders' products, their shops,
/// then each kind of thing handed over for all of them at once.
pub(crate) async fn payer_orders(
    env: &worker::Env,
    db: &worker::D1Database,
    orders: Vec<repo::orders::OrderRow>,
) -> Result<Vec<PayerOrder>, crate::error::Failure> {
    let ids: Vec<sellwerk_core::ids::OrderId> = orders.iter().map(|o| o.id).collect();
    let sellers: Vec<sellwerk_core::ids::SellerId> = orders.iter().map(|o| o.seller_id).collect();
    let mut bought = repo::deliveries::products_of(db, &ids).await?;
    let shops = repo::sellers::usernames(db, &sellers).await?;
    let given = crate::services::delivery::items_of(env, db, &orders).await?;
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
