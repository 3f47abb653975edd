//! The scheduler (cron, every minute; `POST /v1/dev/tick` in development,
//! on the edge's clock that tests can move): expires unpaid checkouts,
//! charges due and retried rates, asks again about charges whose answer
//! was lost, relays the outbox, and reconciles payments the provider
//! completed but whose webhook never changed the order (a crash between
//! the two, a lost delivery), and deletes expired CSV exports and resumes
//! stalled ones (`services::exports::sweep`).
//!
//! Each order is handled on its own: an error on one (a provider down, a
//! corrupt row) is logged and counted as `failed`, its rate put off for a
//! while ([`BACKOFF_SECONDS`]) so it waits behind the others, and the run
//! goes on. A charge is linked to its rate by a reference before the
//! provider is called (`providers::charge_reference`, the provider's
//! idempotency key); a rate left pending because the answer was lost is
//! asked about again with the same reference after [`GRACE_SECONDS`]
//! (the provider answers the first charge, it takes nothing twice), and
//! after [`ANSWER_DEADLINE_SECONDS`] without an answer it counts as a soft
//! decline and is retried as one: never pending for ever.

use sellwerk_core::ids::OrderId;
use sellwerk_core::orders::{DeclineKind, Signal};
use sellwerk_core::providers::ProviderKind;
use serde::Serialize;
use worker::{D1Database, Env};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::repo;
use crate::services::orders;

/// What one tick did.
#[derive(Debug, Default, Serialize, schemars::JsonSchema)]
pub struct Tick {
    pub expired: usize,
    pub charged: usize,
    pub reconciled: usize,
    pub relayed: usize,
    /// Expired CSV exports deleted with their files.
    pub exports_expired: usize,
    /// Stalled CSV exports whose next chunk was sent again.
    pub exports_resumed: usize,
    /// Reminders of a later rate's charge 3 days ahead, queued.
    pub reminded: usize,
    /// Logged buyer mails deleted after their retention.
    pub mail_logs_deleted: usize,
    /// Items that failed on our side (logged; the others went on).
    pub failed: usize,
}

impl Tick {
    /// Logs an item's failure (`what` names the step and the order) and
    /// counts it.
    fn failed(&mut self, what: &str, e: &AppError) {
        crate::trace::log_error!("scheduler: {what} failed: {e:?}");
        self.failed += 1;
    }
}

/// How long a provider's success may wait for its webhook (or a charge for
/// its answer) before the scheduler asks the provider itself.
const GRACE_SECONDS: i64 = 60;

/// How long an item that failed on our side waits before it is tried
/// again: its rate then sorts behind every rate already due.
const BACKOFF_SECONDS: i64 = 60;

/// How long a charge's answer is asked for before the charge counts as a
/// soft decline (retried with a new reference). Well inside the day for
/// which the card provider keeps an idempotency key, so asking again never
/// makes a second charge.
const ANSWER_DEADLINE_SECONDS: i64 = 6 * 60 * 60;

/// How long before a later rate's charge the buyer is reminded of it.
const REMIND_SECONDS: i64 = 3 * 86_400;

/// Work per tick, so one run stays short.
const BATCH: i64 = 100;

pub async fn tick(env: &Env, db: &D1Database) -> AppResult<Tick> {
    let mut report = Tick::default();
    let now = clock::now();
    for order_id in repo::orders::expired(db, now, BATCH).await? {
        match expire(env, db, order_id).await {
            Ok(Expiry::Kept) => report.reconciled += 1,
            Ok(Expiry::Expired) => report.expired += 1,
            Ok(Expiry::Unchanged) => {}
            Err(e) => {
                report.failed(&format!("expiring order {order_id}"), &e);
                // it waits behind the other expired checkouts
                if let Err(e) =
                    repo::orders::defer_expiry(db, order_id, now + BACKOFF_SECONDS).await
                {
                    report.failed(&format!("putting off order {order_id}"), &e);
                }
            }
        }
    }
    // the sandbox's books exist in development builds only
    #[cfg(feature = "dev")]
    if let Err(e) = reconcile(env, db, &mut report).await {
        report.failed("reconciling sandbox payments", &e);
    }
    for (order_id, rate) in repo::orders::due_rates(db, now, BATCH).await? {
        match charge(env, db, order_id, rate).await {
            Ok(true) => report.charged += 1,
            Ok(false) => {}
            Err(e) => {
                report.failed(&format!("charging rate {rate} of order {order_id}"), &e);
                // a rate still due waits its turn behind the others; one
                // left pending is asked about again (see `unanswered`)
                if let Err(e) = repo::orders::defer(db, order_id, rate, now + BACKOFF_SECONDS).await
                {
                    report.failed(&format!("putting off order {order_id}"), &e);
                }
            }
        }
    }
    for open in repo::orders::unanswered(db, now - GRACE_SECONDS, now, BATCH).await? {
        let rate = open.idx;
        match ask_again(env, db, &open, now).await {
            Ok(()) => report.reconciled += 1,
            Err(e) => {
                let order_id = open.order_id;
                report.failed(&format!("asking about rate {rate} of order {order_id}"), &e);
                if let Err(e) =
                    repo::orders::defer(db, open.order_id, rate, now + BACKOFF_SECONDS).await
                {
                    report.failed(&format!("putting off order {}", open.order_id), &e);
                }
            }
        }
    }
    // the buyer's reminder 3 days before a later rate is charged, once
    // per rate (the rate is marked in the batch that queues the mail)
    for (order_id, rate) in repo::orders::to_remind(db, now, now + REMIND_SECONDS, BATCH).await? {
        let job = crate::jobs::Job::PaymentReminderV1 { order_id, rate };
        match repo::orders::mark_reminded(db, order_id, rate, &job, now).await {
            Ok(true) => report.reminded += 1,
            Ok(false) => {}
            Err(e) => report.failed(&format!("reminding rate {rate} of order {order_id}"), &e),
        }
    }
    match orders::relay(env, db).await {
        Ok(n) => report.relayed = n,
        Err(e) => report.failed("relaying the outbox", &e),
    }
    match crate::services::exports::sweep(env, db).await {
        Ok(sweep) => {
            report.exports_expired = sweep.expired;
            report.exports_resumed = sweep.resumed;
        }
        Err(e) => report.failed("sweeping CSV exports", &e),
    }
    match crate::services::buyer_mail::sweep(db).await {
        Ok(n) => report.mail_logs_deleted = n,
        Err(e) => report.failed("deleting old mail logs", &e),
    }
    // Product passwords stored in plain text before migration 0017 are
    // hashed a batch at a time; a failure here holds up nothing else.
    if let Err(e) = crate::services::product_access::hash_legacy(db).await {
        report.failed("hashing legacy product passwords", &e);
    }
    Ok(report)
}

enum Expiry {
    /// The provider's last word kept it (paid, or pending and held).
    Kept,
    Expired,
    Unchanged,
}

/// Expires one unpaid checkout, unless the provider's last word keeps it.
async fn expire(env: &Env, db: &D1Database, order_id: OrderId) -> AppResult<Expiry> {
    if last_word(env, db, order_id).await? {
        // paid, or pending and held: the next tick judges it anew
        return Ok(Expiry::Kept);
    }
    Ok(
        if orders::signal(env, db, order_id, Signal::Expired, None).await?
            == orders::Applied::Changed
        {
            Expiry::Expired
        } else {
            Expiry::Unchanged
        },
    )
}

/// Before an order of the card provider expires, the provider is asked
/// once how its payment stands (`providers::check_rate`): a success whose
/// webhook was lost, or that the edge failed to write, pays the order
/// instead of expiring it; a payment still processing holds it. The
/// provider's silence (an error) does not keep the order: it expires, and
/// a success arriving later is refunded like any late payment. True when
/// the provider's answer changed the order.
async fn last_word(env: &Env, db: &D1Database, order_id: OrderId) -> AppResult<bool> {
    let Some(order) = repo::orders::by_id(db, order_id).await? else {
        return Ok(false);
    };
    match crate::services::providers::check_rate(env, db, &order, 0).await {
        Ok(applied) => Ok(applied == Some(orders::Applied::Changed)),
        Err(e) => {
            crate::trace::log_warn!("asking the provider about order {order_id}: {e:?}");
            Ok(false)
        }
    }
}

/// Starts the charge of a due rate: its reference is stored with it and
/// the rate becomes pending (so the next tick does not charge it again),
/// then the provider charges the saved method and its answer is applied
/// (`providers::charge`). An error leaves the rate pending with its
/// reference, asked about again by [`ask_again`].
async fn charge(env: &Env, db: &D1Database, order_id: OrderId, rate: usize) -> AppResult<bool> {
    let order = repo::orders::by_id(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} vanished")))?;
    if order.provider == ProviderKind::Paypal {
        // Cannot happen: checkout refuses the wallet provider for plans
        // with later rates. Should one exist, the rate stays due and
        // visible rather than being charged somewhere else.
        crate::trace::log_warn!(
            "rate {rate} of order {order_id} is due at {}, which the scheduler cannot charge yet",
            order.provider.name()
        );
        return Ok(false);
    }
    let rates = repo::orders::rates(db, order_id).await?;
    let row = rates
        .iter()
        .find(|r| r.idx == rate)
        .ok_or_else(|| AppError::Internal(format!("order {order_id} has no rate {rate}")))?;
    let amount = orders::minor_of(&order, row)?;
    let attempt = row.failures;
    let reference = crate::services::providers::charge_reference(&order, rate, attempt);
    if !repo::orders::start_charge(db, order_id, rate, &reference, clock::now()).await? {
        return Ok(false);
    }
    let applied = orders::signal(env, db, order_id, Signal::Processing { rate }, None).await?;
    if applied != orders::Applied::Changed {
        return Ok(false);
    }
    crate::services::providers::charge(env, db, &order, rate, amount, &reference).await?;
    Ok(true)
}

/// A charge whose answer was lost: the provider is asked again with the
/// same reference (it answers the first charge), and the answer applied;
/// past [`ANSWER_DEADLINE_SECONDS`] the charge counts as a soft decline,
/// retried under a new reference (a success arriving later still pays the
/// rate, and a second payment of it is given back).
async fn ask_again(
    env: &Env,
    db: &D1Database,
    open: &repo::orders::Unanswered,
    now: i64,
) -> AppResult<()> {
    let rate = open.idx;
    let order = repo::orders::by_id(db, open.order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {} vanished", open.order_id)))?;
    if now - open.charge_at > ANSWER_DEADLINE_SECONDS {
        let event = format!("unanswered:{}", open.charge_ref);
        orders::signal(
            env,
            db,
            order.id,
            Signal::Failed {
                rate,
                decline: DeclineKind::Soft,
            },
            Some((order.provider.name(), &event)),
        )
        .await?;
        return repo::orders::charge_answered(db, order.id, rate, &open.charge_ref).await;
    }
    let amount = orders::rate_minor(db, &order, rate)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {} has no rate {rate}", order.id)))?;
    Ok(crate::services::providers::charge(env, db, &order, rate, amount, &open.charge_ref).await?)
}

/// Orders still waiting whose sandbox payment succeeded: the webhook was
/// lost or the edge failed between the provider's answer and the order's
/// change. The sandbox's own books are read and the outcome applied under
/// a synthetic event id, so a late real webhook changes nothing. The card
/// provider is asked on the buyer's return and before its order expires
/// ([`last_word`]); the wallet provider's payment is captured on the
/// buyer's return, so the edge learns its outcome in its own answer.
/// Development builds only, like the sandbox.
#[cfg(feature = "dev")]
async fn reconcile(env: &Env, db: &D1Database, report: &mut Tick) -> AppResult<()> {
    let open = repo::providers::sandbox_unreconciled(
        db,
        &clock::rfc3339(clock::now() - GRACE_SECONDS),
        BATCH,
    )
    .await?;
    for o in open {
        let rate = usize::try_from(o.rate).unwrap_or(0);
        let id = format!("reconcile:{}", o.payment_id);
        let word = orders::Word {
            seller_id: o.seller_id,
            event: ("sandbox", &id),
            payment: &o.payment_id,
            named: None,
        };
        // a setup saved a method (a free trial's first rate), a payment paid
        let signal = if o.mode == "setup" {
            Signal::MethodSaved
        } else {
            Signal::Paid { rate }
        };
        match orders::reported(env, db, o.order_id, signal, &word).await {
            Ok(orders::Applied::Changed) => report.reconciled += 1,
            Ok(_) => {}
            Err(e) => report.failed(&format!("reconciling order {}", o.order_id), &e),
        }
    }
    Ok(())
}
