//! Money given back by the queue's jobs (`Job::RefundV1`,
//! `Job::ReturnPaymentV1`), through the provider that took it: above both
//! `orders` (which asks for a refund by writing the job) and `provider`
//! (which applies the provider's answers through `orders`), so neither
//! imports the other in a circle.

use sellwerk_core::ids::OrderId;
use worker::{D1Database, Env};

use crate::error::{AppError, AppResult};
use crate::repo;
use crate::services::{orders, providers};

/// Gives back a second payment of a rate another payment paid.
pub async fn return_payment(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
    payment: &str,
) -> AppResult<()> {
    let order = repo::orders::by_id(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} is missing")))?;
    let Some(amount) = orders::rate_minor(db, &order, rate).await? else {
        return Ok(());
    };
    Ok(providers::refund_payment(env, db, &order, payment, amount).await?)
}

/// Gives back money that arrived for an order that cannot take it (a
/// payment for an expired checkout), through the provider that took it.
pub async fn refund_late(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
) -> AppResult<()> {
    let order = repo::orders::by_id(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} is missing")))?;
    let Some(amount) = orders::rate_minor(db, &order, rate).await? else {
        return Ok(());
    };
    Ok(providers::refund(env, db, &order, rate, amount).await?)
}
