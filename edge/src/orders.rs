//! The money path's moving part: applies a signal (a provider event, the
//! scheduler, the buyer) to an order with core's `orders` rules and writes
//! the result with compare-and-set, then relays the outbox to the queue.
//! Every caller — webhooks, the sandbox, the scheduler, the consumer — goes
//! through [`signal`], so an order changes in one way only.

use sellwerk_core::orders::{self, Signal};
use worker::{D1Database, Env};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::jobs::{Job, QUEUE_BINDING};
use crate::repo::{
    self,
    orders::{Change, OrderRow, RateRow, Refusal},
};

/// How often a stale read is retried before giving up (the caller's
/// retry, such as the provider's webhook redelivery, takes over).
const ATTEMPTS: usize = 8;

/// What a signal did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applied {
    Changed,
    /// A duplicate or stale signal; recorded, nothing else.
    Unchanged,
    /// The event was applied before.
    Duplicate,
    /// A provider's success whose amount or currency is not the rate's:
    /// recorded and reported to the seller, not applied (see [`reported`]).
    Mismatch,
}

/// The amount and currency a provider names for a payment, minor units
/// and lower-case ISO code.
pub type Named<'a> = Option<(i64, &'a str)>;

/// Applies a provider's word about a payment like [`signal`], after
/// comparing a success's amount with the rate's.
///
/// Decision: a success for another amount or currency than the rate's
/// (a tampered or misrouted payment, a provider-side edit) never pays the
/// rate — delivering for 1.00 what costs 100.00, or marking a payment in
/// the wrong currency paid, would lose real money. The event is recorded,
/// so redeliveries change nothing, and the seller is mailed to check the
/// payment at the provider (refund it, or settle it by hand). A provider
/// that names no amount is trusted, as before.
pub async fn reported(
    env: &Env,
    db: &D1Database,
    order_id: i64,
    signal: Signal,
    named: Named<'_>,
    event: (&str, &str),
) -> AppResult<Applied> {
    if let (Signal::Paid { rate }, Some((amount, currency))) = (signal, named) {
        if repo::orders::event_seen(db, event.0, event.1).await? {
            return Ok(Applied::Duplicate);
        }
        let due = due_minor(db, order_id, rate).await?;
        if due != Some((amount, currency.to_ascii_lowercase())) {
            repo::orders::record_event(db, event.0, event.1).await?;
            worker::console_error!(
                "order {order_id} rate {rate}: {} says {amount} {currency} paid, due {due:?}",
                event.0
            );
            crate::delivery::mismatch_mail(env, db, order_id, rate, amount, currency).await?;
            return Ok(Applied::Mismatch);
        }
    }
    self::signal(env, db, order_id, signal, Some(event)).await
}

/// What rate `rate` of an order asks, in minor units, with the order's
/// currency; `None` for a rate that does not exist.
async fn due_minor(
    db: &D1Database,
    order_id: i64,
    rate: usize,
) -> AppResult<Option<(i64, String)>> {
    let Some(order) = repo::orders::by_id(db, order_id).await? else {
        return Ok(None);
    };
    let amount = rate_minor(db, &order, rate).await?;
    Ok(amount.map(|m| (m, order.currency.to_ascii_lowercase())))
}

/// A rate's amount in the order's currency's minor units, by core's money
/// rules (the one conversion every charge, refund and comparison uses).
pub fn minor_of(order: &OrderRow, rate: &RateRow) -> AppResult<i64> {
    sellwerk_core::Currency::parse(&order.currency)
        .ok()
        .and_then(|c| sellwerk_core::Money::parse(&rate.amount, c).ok())
        .and_then(sellwerk_core::Money::to_minor)
        .ok_or_else(|| {
            AppError::Internal(format!(
                "rate {} of order {}: amount {:?} {}",
                rate.idx, order.id, rate.amount, order.currency
            ))
        })
}

/// Rate `rate` of an order in minor units; `None` for a rate that does not
/// exist.
pub async fn rate_minor(db: &D1Database, order: &OrderRow, rate: usize) -> AppResult<Option<i64>> {
    let rates = repo::orders::rates(db, order.id).await?;
    rates
        .iter()
        .find(|r| usize::try_from(r.idx).ok() == Some(rate))
        .map(|r| minor_of(order, r))
        .transpose()
}

/// Gives back money that arrived for an order that cannot take it (a
/// payment for an expired checkout), through the provider that took it.
pub async fn refund_late(env: &Env, db: &D1Database, order_id: i64, rate: usize) -> AppResult<()> {
    let order = repo::orders::by_id(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} is missing")))?;
    let Some(amount) = rate_minor(db, &order, rate).await? else {
        return Ok(());
    };
    crate::provider::refund(env, db, &order, rate, amount).await
}

/// Applies `signal` to order `order_id`, recording `event` (provider and
/// event id) with the change so that it is applied exactly once.
pub async fn signal(
    env: &Env,
    db: &D1Database,
    order_id: i64,
    signal: Signal,
    event: Option<(&str, &str)>,
) -> AppResult<Applied> {
    if let Some((provider, id)) = event
        && repo::orders::event_seen(db, provider, id).await?
    {
        return Ok(Applied::Duplicate);
    }
    for _ in 0..ATTEMPTS {
        let order = repo::orders::by_id(db, order_id)
            .await?
            .ok_or_else(|| AppError::Internal(format!("order {order_id} vanished")))?;
        let rates = repo::orders::rates(db, order_id).await?;
        let before = repo::orders::book(&order, &rates)?;
        let outcome = orders::apply(&before, signal);
        if !outcome.changed {
            if let Some((provider, id)) = event {
                repo::orders::record_event(db, provider, id).await?;
            }
            return Ok(Applied::Unchanged);
        }
        let change = Change {
            order: &order,
            before: &before,
            after: &outcome.book,
            effects: &outcome.effects,
            event,
            now: clock::now(),
        };
        match repo::orders::apply(db, &change).await? {
            Ok(()) => {
                if outcome.book.delivered && !before.delivered {
                    repo::orders::schedule_future_rates(db, order_id).await?;
                }
                relay(env, db).await?;
                return Ok(Applied::Changed);
            }
            Err(Refusal::Duplicate) => return Ok(Applied::Duplicate),
            Err(Refusal::Stale | Refusal::SoldOut) => {}
        }
    }
    Err(AppError::Internal(format!(
        "order {order_id} kept changing under a signal; the sender will retry"
    )))
}

/// Sends the outbox's unsent jobs to the queue. A crash before this leaves
/// them unsent; the scheduler relays them later (the consumer is
/// idempotent, so a job sent twice does no harm).
pub async fn relay(env: &Env, db: &D1Database) -> AppResult<usize> {
    let queue = env.queue(QUEUE_BINDING)?;
    let pending = repo::orders::unsent(db, 50).await?;
    let mut sent = 0;
    for p in pending {
        let job: Job = serde_json::from_str(&p.job)
            .map_err(|e| AppError::Internal(format!("outbox job {}: {e}", p.id)))?;
        queue.send(&job).await?;
        repo::orders::mark_sent(db, p.id, clock::now()).await?;
        sent += 1;
    }
    Ok(sent)
}
