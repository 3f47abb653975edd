//! What an order answer says of the order: the one shape the checkout's
//! order, a funnel step's answer and the order pages share (so no route
//! borrows it from another).

use sellwerk_core::ids::{PlanId, ProductId};
use sellwerk_core::states::{OrderState, PaymentState};
use sellwerk_core::{Currency, Money};
use serde::Serialize;

use crate::repo::orders::OrderRow;

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
