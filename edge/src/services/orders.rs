//! The money path's moving part: applies a signal (a provider event, the
//! scheduler, the buyer) to an order with core's `orders` rules and writes
//! the result with compare-and-set, then relays the outbox to the queue.
//! Every caller — webhooks, the sandbox, the scheduler, the consumer — goes
//! through [`signal`], so an order changes in one way only.

use sellwerk_core::ids::{OrderId, SellerId};
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
    /// A second payment's success for a rate another payment paid: given
    /// back (see [`reported`]).
    Returned,
}

/// The amount and currency a provider names for a payment, minor units
/// and lower-case ISO code.
pub type Named<'a> = Option<(i64, &'a str)>;

/// A provider's word about one of its payments: the seller whose account
/// it came from (the webhook endpoint's, verified with that seller's
/// secret, or the order's own for the edge's own questions), the event it
/// came with (provider and event id, recorded per seller), the payment it
/// is about, and the amount and currency it names.
pub struct Word<'a> {
    pub seller_id: SellerId,
    pub event: (&'a str, &'a str),
    pub payment: &'a str,
    pub named: Named<'a>,
}

/// Applies a provider's word about a payment like [`signal`], after
/// comparing a success's amount with the rate's, and keeps which payment
/// paid the rate.
///
/// Decision: a success for another amount or currency than the rate's
/// (a tampered or misrouted payment, a provider-side edit) never pays the
/// rate — delivering for 1.00 what costs 100.00, or marking a payment in
/// the wrong currency paid, would lose real money. The event is recorded,
/// so redeliveries change nothing, and the seller is mailed to check the
/// payment at the provider (refund it, or settle it by hand). A provider
/// that names no amount is trusted, as before.
///
/// Decision: a success of a second payment for a rate another payment
/// already paid (the scheduler's retry and the buyer paying from the
/// order's page at the same moment, two tabs) is given back through the
/// provider (`Job::ReturnPaymentV1`); the buyer never pays a rate twice.
pub async fn reported(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    signal: Signal,
    word: &Word<'_>,
) -> AppResult<Applied> {
    // the order must be the seller's whose account spoke: an order is
    // never moved by another seller's provider account
    let Some(order) = repo::orders::of_seller(db, word.seller_id, order_id).await? else {
        crate::trace::log_warn!(
            "seller {}: {} event {} about payment {} names order {order_id} of another seller; ignored",
            word.seller_id,
            word.event.0,
            word.event.1,
            word.payment
        );
        return Ok(Applied::Unchanged);
    };
    let Signal::Paid { rate } = signal else {
        return self::signal_with(env, db, &order, signal, Some(word.event), None).await;
    };
    if repo::orders::event_seen(db, word.seller_id, word.event.0, word.event.1).await? {
        return Ok(Applied::Duplicate);
    }
    // the rates are read once: for the amount's check, and as the change's
    // first read (a change on a stale read is refused and read again)
    let rates = repo::orders::rates_of(db, order.seller_id, order.id).await?;
    if let Some((amount, currency)) = word.named {
        let due = rates
            .iter()
            .find(|r| r.idx == rate)
            .map(|r| minor_of(&order, r))
            .transpose()?
            .map(|m| (m, order.currency.code().to_owned()));
        if due != Some((amount, currency.to_ascii_lowercase())) {
            repo::orders::record_event(db, word.seller_id, word.event.0, word.event.1).await?;
            crate::trace::log_error!(
                "order {order_id} rate {rate}: {} says {amount} {currency} paid, due {due:?}",
                word.event.0
            );
            crate::services::delivery::mismatch_mail(env, db, order_id, rate, amount, currency)
                .await?;
            return Ok(Applied::Mismatch);
        }
    }
    let applied = change(
        env,
        db,
        (order.seller_id, order_id),
        Some((order, rates)),
        signal,
        (Some(word.event), Some(word.payment)),
    )
    .await?;
    if applied == Applied::Unchanged
        && let Some(by) = repo::orders::paid_by(db, word.seller_id, order_id, rate).await?
        && by != word.payment
    {
        let job = Job::ReturnPaymentV1 {
            order_id,
            rate,
            payment_id: word.payment.to_owned(),
        };
        repo::orders::enqueue(db, &job, clock::now()).await?;
        relay(env, db).await?;
        return Ok(Applied::Returned);
    }
    Ok(applied)
}

/// Whether a provider's refund event is about a payment that was given
/// back ([`Applied::Returned`]) rather than the one that paid its rate:
/// such a refund leaves the order as it is. Read within seller
/// `seller_id` (the event's).
pub async fn refund_of_returned(
    db: &D1Database,
    seller_id: SellerId,
    order_id: OrderId,
    rate: usize,
    payment: &str,
) -> AppResult<bool> {
    Ok(repo::orders::paid_by(db, seller_id, order_id, rate)
        .await?
        .is_some_and(|by| by != payment))
}

/// What the buyer's pages and the cabinet show of an order's plan: core's
/// decision (`sellwerk_core::schedule::plan_view`) over its rates and its
/// plan's interval.
pub async fn plan_view(
    db: &D1Database,
    order: &OrderRow,
    rates: &[RateRow],
) -> AppResult<sellwerk_core::schedule::PlanView> {
    let interval = repo::plans::interval(db, order.seller_id, order.plan_id).await?;
    Ok(plan_view_of(order, rates, interval.as_deref()))
}

/// [`plan_view`] with the plan's interval (`1m`) read already.
pub fn plan_view_of(
    order: &OrderRow,
    rates: &[RateRow],
    interval: Option<&str>,
) -> sellwerk_core::schedule::PlanView {
    let interval = interval.and_then(|i| sellwerk_core::pricing::Interval::parse_custom(i).ok());
    let facts: Vec<_> = rates
        .iter()
        .map(|r| sellwerk_core::schedule::RateFacts {
            due_date: r.due_date.clone(),
            amount: r.amount,
            state: r.state,
        })
        .collect();
    sellwerk_core::schedule::plan_view(order.plan_kind, interval, order.payment_state, &facts)
}

/// What the paid rates of an order took, in minor units: what a refund may
/// give back at most (before what was refunded already).
pub fn paid_minor(order: &OrderRow, rates: &[RateRow]) -> AppResult<Vec<(usize, i64)>> {
    rates
        .iter()
        .filter(|r| r.state == sellwerk_core::states::OrderRateState::Paid)
        .map(|r| Ok((r.idx, minor_of(order, r)?)))
        .collect()
}

/// Which signal a provider's refund of order `order_id` (seller
/// `seller_id`) is: full or partial by the refund ledger
/// (`sellwerk_core::orders::refund_signal`).
pub async fn refund_signal(
    db: &D1Database,
    seller_id: SellerId,
    order_id: OrderId,
) -> AppResult<Signal> {
    let Some(order) = repo::orders::of_seller(db, seller_id, order_id).await? else {
        return Ok(Signal::Refunded);
    };
    let rates = repo::orders::rates_of(db, seller_id, order_id).await?;
    let paid: i64 = paid_minor(&order, &rates)?.iter().map(|(_, m)| m).sum();
    let ledger = repo::orders::refund_ledger(db, seller_id, order_id)
        .await?
        .unwrap_or_default();
    Ok(orders::refund_signal(paid, ledger.refunded_minor))
}

/// A rate's amount in the order's currency's minor units, by core's money
/// rules (the one conversion every charge, refund and comparison uses).
pub fn minor_of(order: &OrderRow, rate: &RateRow) -> AppResult<i64> {
    rate.amount.to_minor().ok_or_else(|| {
        AppError::Internal(format!(
            "rate {} of order {}: amount {} beyond minor units",
            rate.idx, order.id, rate.amount
        ))
    })
}

/// Rate `rate` of an order in minor units; `None` for a rate that does not
/// exist (read within the order's seller).
pub async fn rate_minor(db: &D1Database, order: &OrderRow, rate: usize) -> AppResult<Option<i64>> {
    let rates = repo::orders::rates_of(db, order.seller_id, order.id).await?;
    rates
        .iter()
        .find(|r| r.idx == rate)
        .map(|r| minor_of(order, r))
        .transpose()
}

/// Applies `signal` to order `order_id`, recording `event` (provider and
/// event id, under the order's seller) with the change so that it is
/// applied exactly once.
pub async fn signal(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    signal: Signal,
    event: Option<(&str, &str)>,
) -> AppResult<Applied> {
    let order = repo::orders::by_id(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} is missing")))?;
    signal_with(env, db, &order, signal, event, None).await
}

/// [`signal`] on an order already read (and, for a provider's word, found
/// within the seller the word came from), with the provider payment a
/// success is of. Every read is scoped to the order's seller, and the
/// event is recorded under it.
async fn signal_with(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    signal: Signal,
    event: Option<(&str, &str)>,
    payment: Option<&str>,
) -> AppResult<Applied> {
    let (seller_id, order_id) = (order.seller_id, order.id);
    if let Some((provider, id)) = event
        && repo::orders::event_seen(db, seller_id, provider, id).await?
    {
        return Ok(Applied::Duplicate);
    }
    change(
        env,
        db,
        (seller_id, order_id),
        None,
        signal,
        (event, payment),
    )
    .await
}

/// [`signal_with`] once its event was found unseen: reads the order and
/// its rates (within the seller), applies core's rules and writes the
/// change with compare-and-set, again on a stale read. `read` is the order
/// and its rates read already by the caller, used for the first attempt.
async fn change(
    env: &Env,
    db: &D1Database,
    (seller_id, order_id): (SellerId, OrderId),
    mut read: Option<(OrderRow, Vec<RateRow>)>,
    signal: Signal,
    (event, payment): (Option<(&str, &str)>, Option<&str>),
) -> AppResult<Applied> {
    for _ in 0..ATTEMPTS {
        let (order, rates) = if let Some(read) = read.take() {
            read
        } else {
            let order = repo::orders::of_seller(db, seller_id, order_id)
                .await?
                .ok_or_else(|| AppError::Internal(format!("order {order_id} vanished")))?;
            let rates = repo::orders::rates_of(db, seller_id, order_id).await?;
            (order, rates)
        };
        let before = repo::orders::book(&order, &rates);
        let outcome = orders::apply(&before, signal);
        if !outcome.changed {
            if let Some((provider, id)) = event {
                repo::orders::record_event(db, seller_id, provider, id).await?;
            }
            return Ok(Applied::Unchanged);
        }
        let change = Change {
            order: &order,
            before: &before,
            after: &outcome.book,
            effects: &outcome.effects,
            event,
            payment,
            now: clock::now(),
        };
        match repo::orders::apply(db, &change).await? {
            Ok(()) => {
                // the future rates of an order paid now were scheduled in
                // the change's batch (`repo::orders::apply`)
                relay(env, db).await?;
                return Ok(Applied::Changed);
            }
            Err(Refusal::Duplicate) => return Ok(Applied::Duplicate),
            Err(Refusal::Stale | Refusal::SoldOut | Refusal::CouponUsedUp) => {}
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
    let mut sent = Vec::with_capacity(pending.len());
    let mut failed = None;
    for p in pending {
        let job: Result<Job, _> = serde_json::from_str(&p.job)
            .map_err(|e| AppError::Internal(format!("outbox job {}: {e}", p.id)));
        match job {
            Ok(job) => match queue.send(&job).await {
                Ok(()) => sent.push(p.id),
                Err(e) => failed = Some(AppError::from(e)),
            },
            Err(e) => failed = Some(e),
        }
        if failed.is_some() {
            break;
        }
    }
    // the jobs sent are marked in one statement, also when a later one
    // failed (a job sent twice does no harm; one marked unsent would wait)
    repo::orders::mark_sent(db, &sent, clock::now()).await?;
    match failed {
        Some(e) => Err(e),
        None => Ok(sent.len()),
    }
}
