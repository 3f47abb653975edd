//! The scheduler (cron, every minute; `POST /v1/dev/tick` in development,
//! on the edge's clock that tests can move): expires unpaid checkouts,
//! charges due and retried rates, relays the outbox, and reconciles
//! payments the provider completed but whose webhook never changed the
//! order (a crash between the two, a lost delivery).

use sellwerk_core::orders::Signal;
use serde::{Deserialize, Serialize};
use worker::{D1Database, Env};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::orders;
use crate::repo;
use crate::sandbox;

/// What one tick did.
#[derive(Debug, Default, Serialize)]
pub struct Tick {
    pub expired: usize,
    pub charged: usize,
    pub reconciled: usize,
    pub relayed: usize,
}

/// How long a provider's success may wait for its webhook before the
/// scheduler asks the provider itself.
const GRACE_SECONDS: i64 = 60;

/// Work per tick, so one run stays short.
const BATCH: i64 = 100;

pub async fn tick(env: &Env, db: &D1Database) -> AppResult<Tick> {
    let mut report = Tick::default();
    let now = clock::now();
    for order_id in repo::orders::expired(db, now, BATCH).await? {
        if last_word(env, db, order_id).await? {
            // paid, or pending and held: the next tick judges it anew
            report.reconciled += 1;
            continue;
        }
        if orders::signal(env, db, order_id, Signal::Expired, None).await?
            == orders::Applied::Changed
        {
            report.expired += 1;
        }
    }
    report.reconciled += reconcile(env, db).await?;
    for (order_id, rate) in repo::orders::due_rates(db, now, BATCH).await? {
        if charge(env, db, order_id, rate).await? {
            report.charged += 1;
        }
    }
    report.relayed = orders::relay(env, db).await?;
    // Product passwords stored in plain text before migration 0017 are
    // hashed a batch at a time; a failure here holds up nothing else.
    if let Err(e) = crate::product_access::hash_legacy(db).await {
        worker::console_error!("hashing legacy product passwords failed: {e:?}");
    }
    Ok(report)
}

/// Before an order of the card provider expires, the provider is asked
/// once how its payment stands (`provider::check_rate`): a success whose
/// webhook was lost, or that the edge failed to write, pays the order
/// instead of expiring it; a payment still processing holds it. The
/// provider's silence (an error) does not keep the order: it expires, and
/// a success arriving later is refunded like any late payment. True when
/// the provider's answer changed the order.
async fn last_word(env: &Env, db: &D1Database, order_id: i64) -> AppResult<bool> {
    let Some(order) = repo::orders::by_id(db, order_id).await? else {
        return Ok(false);
    };
    match crate::provider::check_rate(env, db, &order, 0).await {
        Ok(applied) => Ok(applied == Some(orders::Applied::Changed)),
        Err(e) => {
            worker::console_warn!("asking the provider about order {order_id}: {e:?}");
            Ok(false)
        }
    }
}

/// Starts the charge of a due rate: the rate becomes pending (so the next
/// tick does not charge it again), then the provider charges the saved
/// method and answers by webhook.
async fn charge(env: &Env, db: &D1Database, order_id: i64, rate: usize) -> AppResult<bool> {
    let order = repo::orders::by_id(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} vanished")))?;
    if order.provider == "paypal" {
        // Cannot happen: checkout refuses the wallet provider for plans
        // with later rates. Should one exist, the rate stays due and
        // visible rather than being charged somewhere else.
        worker::console_warn!(
            "rate {rate} of order {order_id} is due at {}, which the scheduler cannot charge yet",
            order.provider
        );
        return Ok(false);
    }
    let applied = orders::signal(env, db, order_id, Signal::Processing { rate }, None).await?;
    if applied != orders::Applied::Changed {
        return Ok(false);
    }
    let rates = repo::orders::rates(db, order_id).await?;
    let row = rates
        .iter()
        .find(|r| usize::try_from(r.idx).ok() == Some(rate))
        .ok_or_else(|| AppError::Internal(format!("order {order_id} has no rate {rate}")))?;
    let amount = orders::minor_of(&order, row)?;
    if order.provider == "stripe" {
        let failures = u32::try_from(row.failures).unwrap_or(0);
        crate::provider::charge_stripe(env, db, &order, rate, amount, failures).await?;
    } else {
        sandbox::charge_saved(env, db, &order, rate, amount).await?;
    }
    Ok(true)
}

/// Orders still waiting whose sandbox payment succeeded: the webhook was
/// lost or the edge failed between the provider's answer and the order's
/// change. The sandbox's own books are read and the outcome applied under
/// a synthetic event id, so a late real webhook changes nothing. The card
/// provider is asked on the buyer's return and before its order expires
/// ([`last_word`]); the wallet provider's payment is captured on the
/// buyer's return, so the edge learns its outcome in its own answer.
async fn reconcile(env: &Env, db: &D1Database) -> AppResult<usize> {
    #[derive(Deserialize)]
    struct Open {
        seller_id: i64,
        order_id: i64,
        rate: i64,
        payment_id: String,
    }
    let open = db
        .prepare(
            "SELECT o.seller_id, pp.order_id, pp.rate, pp.payment_id FROM provider_payments pp \
             JOIN orders o ON o.id = pp.order_id AND o.seller_id = pp.seller_id \
             JOIN order_rates r ON r.order_id = pp.order_id AND r.idx = pp.rate \
             JOIN sandbox_payments s ON s.id = pp.payment_id AND s.seller_id = pp.seller_id \
             WHERE pp.provider = 'sandbox' AND s.status = 'succeeded' \
             AND r.state IN ('pending', 'unpaid', 'future', 'debt') \
             AND s.updated_at <= ?2 ORDER BY pp.order_id LIMIT ?1",
        )
        .bind(&[
            repo::int(BATCH),
            worker::wasm_bindgen::JsValue::from_str(&clock::rfc3339(clock::now() - GRACE_SECONDS)),
        ])?
        .all()
        .await?
        .results::<Open>()?;
    let mut done = 0;
    for o in open {
        let rate = usize::try_from(o.rate).unwrap_or(0);
        let id = format!("reconcile:{}", o.payment_id);
        let word = orders::Word {
            seller_id: o.seller_id,
            event: ("sandbox", &id),
            payment: &o.payment_id,
            named: None,
        };
        if orders::reported(env, db, o.order_id, Signal::Paid { rate }, &word).await?
            == orders::Applied::Changed
        {
            done += 1;
        }
    }
    Ok(done)
}
