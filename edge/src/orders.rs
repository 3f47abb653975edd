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
    orders::{Change, Refusal},
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
