//! The built-in sandbox provider of development builds, called in-process:
//! its books, hosted pages and webhooks are `services::sandbox` (the
//! provider's own side, which its pages and the dev routes use too); this
//! module is the edge's client of it, like `stripe` and `paypal` are of
//! theirs. A production build compiles `no_sandbox` instead.

use sellwerk_core::checkout::PaymentMethod;
use sellwerk_core::orders::Signal;
use sellwerk_payments::model::PaymentStatus;
use worker::{D1Database, Env};

use super::{Answer, Next, Provider, ProviderResult, Refund, signal_of};
use crate::repo::{self, orders::OrderRow};
use crate::services::orders::Applied;
use crate::services::sandbox;

/// The sandbox provider.
pub struct Sandbox;

impl Provider for Sandbox {
    async fn start(
        _env: &Env,
        db: &D1Database,
        order: &OrderRow,
        amount_minor: i64,
        method: PaymentMethod,
        return_url: &str,
    ) -> ProviderResult<Next> {
        page(db, order, 0, amount_minor, method, return_url).await
    }

    /// The sandbox's page in setup mode: the buyer saves a test card (or a
    /// debit mandate), nothing is charged.
    async fn start_setup(
        _env: &Env,
        db: &D1Database,
        order: &OrderRow,
        method: PaymentMethod,
        return_url: &str,
    ) -> ProviderResult<Next> {
        let id = sandbox::create_linked_payment(
            db,
            &sandbox::NewPayment {
                seller_id: order.seller_id,
                reference: &order.token,
                rate: 0,
                amount_minor: 0,
                currency: order.currency.code(),
                method,
                return_url,
                saved_card: None,
                setup: true,
                idempotency_key: None,
            },
            order.id,
        )
        .await?;
        Ok(Next::Redirect(sandbox::page_path(&id)))
    }

    async fn pay_rate(
        _env: &Env,
        db: &D1Database,
        order: &OrderRow,
        rate: usize,
        amount_minor: i64,
        _failures: u32,
        return_url: &str,
    ) -> ProviderResult<Next> {
        // the buyer's page for this rate that is still open (a tab left, a
        // second click) is the one to pay, not a second payment
        if let Some(open) = repo::orders::payment_of_rate(db, order.id, rate).await?
            && let Some(p) = sandbox::find(db, &open).await?
            && !p.return_url.is_empty()
            && matches!(
                p.status.as_str(),
                "requires_payment_method" | "requires_action"
            )
        {
            return Ok(Next::Redirect(sandbox::page_path(&p.id)));
        }
        page(
            db,
            order,
            rate,
            amount_minor,
            order.payment_method,
            return_url,
        )
        .await
    }

    /// An off-session charge with the card (or account) the second order
    /// saved.
    async fn charge(
        env: &Env,
        db: &D1Database,
        (order, method_of): (&OrderRow, &OrderRow),
        rate: usize,
        amount_minor: i64,
        reference: &str,
    ) -> ProviderResult<Answer> {
        let payment = match sandbox::charge_saved(
            env,
            db,
            (order, &method_of.token),
            rate,
            amount_minor,
            reference,
        )
        .await?
        {
            sandbox::Charged::Payment(p) => p,
            sandbox::Charged::NoMethod => return Ok(Answer::NoMethod),
        };
        repo::orders::link_payment(db, "sandbox", &payment.id, order.id, rate).await?;
        let status = match payment.status.as_str() {
            "succeeded" | "refunded" => PaymentStatus::Succeeded,
            "failed" => PaymentStatus::Failed {
                decline: sellwerk_payments::Decline::classify(
                    payment.decline_code.as_deref().unwrap_or("generic_decline"),
                ),
            },
            "processing" => PaymentStatus::Processing,
            _ => PaymentStatus::RequiresAction,
        };
        let signal = signal_of(&status, rate).filter(|s| !matches!(s, Signal::Processing { .. }));
        Ok(Answer::Payment {
            named: Some((payment.amount_minor, payment.currency.to_ascii_lowercase())),
            id: payment.id,
            signal,
        })
    }

    /// The sandbox gives back what the payment has given back in all (the
    /// idempotency key is not needed: its books refund once per total).
    async fn refund(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        refund: &Refund<'_>,
    ) -> ProviderResult<()> {
        Ok(
            sandbox::refund_payment(env, db, order.seller_id, refund.payment, refund.total_minor)
                .await?,
        )
    }

    /// Nothing to resume: the buyer's page stays open at the sandbox.
    async fn resume(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
    ) -> ProviderResult<Option<Next>> {
        Ok(None)
    }

    /// Left alone: the sandbox is reconciled from its books (the
    /// scheduler's `reconcile`).
    async fn check(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
        _rate: usize,
    ) -> ProviderResult<Option<Applied>> {
        Ok(None)
    }
}

/// A sandbox payment of an order's rate, linked to it, and its hosted page
/// for the buyer.
async fn page(
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
    amount_minor: i64,
    method: PaymentMethod,
    return_url: &str,
) -> ProviderResult<Next> {
    let id = sandbox::create_linked_payment(
        db,
        &sandbox::NewPayment {
            seller_id: order.seller_id,
            reference: &order.token,
            rate,
            amount_minor,
            currency: order.currency.code(),
            method,
            return_url,
            saved_card: None,
            setup: false,
            idempotency_key: None,
        },
        order.id,
    )
    .await?;
    Ok(Next::Redirect(sandbox::page_path(&id)))
}
