//! The wallet provider (`PayPal`), called over HTTP with the requests
//! `sellwerk_payments::paypal` builds and the seller's credentials. Its
//! order is created with the seller's credentials, the buyer approves it
//! on the provider's page and comes back to `/v1/paypal/return/{token}`,
//! where the edge captures it ([`capture`]). It takes no setup and no
//! payment from the order's page, and has no off-session charge of its
//! own.

use sellwerk_core::checkout::PaymentMethod;
use sellwerk_core::ids::SellerId;
use sellwerk_core::orders::Signal;
use sellwerk_core::providers::ProviderKind;
use sellwerk_payments::model::{CreatePayment, PaymentMethodKind};
use sellwerk_payments::paypal;
use worker::{D1Database, Env};

use super::fetch::{paypal_base, send};
use super::{
    Answer, Next, Provider, ProviderError, ProviderResult, Refund, ask, decline_kind, judged,
    signal_of,
};
use crate::repo::{self, orders::OrderRow};
use crate::services::orders::Applied;

/// The wallet provider.
pub struct Paypal;

impl Provider for Paypal {
    /// Creates the wallet provider's order for an order's first rate; the
    /// buyer approves it on the provider's page.
    async fn start(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        amount_minor: i64,
        _method: PaymentMethod,
        return_url: &str,
    ) -> ProviderResult<Next> {
        let (_, base, token) = session(env, db, order.seller_id).await?;
        let origin = crate::services::mail::origin(env);
        let request = paypal::create_order(
            &base,
            &token,
            &CreatePayment {
                reference: order.token.clone(),
                amount_minor,
                currency: order.currency.code().to_owned(),
                description: format!("Order {}", order.token),
                return_url: format!("{origin}/v1/paypal/return/{}", order.token),
                cancel_url: format!("{origin}{return_url}"),
                customer_email: order.payer_email.clone(),
                method: PaymentMethodKind::Paypal,
                idempotency_key: format!("order-{}-0", order.token),
                off_session_customer: None,
                off_session_method: None,
            },
        );
        let payment = paypal::parse_order(&send(&request).await?).map_err(|e| {
            ProviderError::Refused(format!("the wallet provider refused the order: {e}"))
        })?;
        repo::orders::link_payment(db, "paypal", &payment.id, order.id, 0).await?;
        payment.redirect_url.map(Next::Redirect).ok_or_else(|| {
            ProviderError::Unexpected("a wallet order without its approval link".to_owned())
        })
    }

    /// Refused: checkout refuses the wallet provider for plans with later
    /// rates.
    async fn start_setup(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
        _method: PaymentMethod,
        _return_url: &str,
    ) -> ProviderResult<Next> {
        Err(ProviderError::MethodNotAvailable)
    }

    /// Not payable from the order's page.
    async fn pay_rate(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
        _rate: usize,
        _amount_minor: i64,
        _failures: u32,
        _return_url: &str,
    ) -> ProviderResult<Next> {
        Err(ProviderError::NotPayable)
    }

    /// The wallet provider has no off-session charge (the scheduler does
    /// not charge its orders). A development build hands the charge to the
    /// sandbox, as it always did; a production build has no sandbox, which
    /// refuses it.
    async fn charge(
        env: &Env,
        db: &D1Database,
        orders: (&OrderRow, &OrderRow),
        rate: usize,
        amount_minor: i64,
        reference: &str,
    ) -> ProviderResult<Answer> {
        <super::sandbox::Sandbox as Provider>::charge(
            env,
            db,
            orders,
            rate,
            amount_minor,
            reference,
        )
        .await
    }

    async fn refund(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        refund: &Refund<'_>,
    ) -> ProviderResult<()> {
        let (_, base, token) = session(env, db, order.seller_id).await?;
        let request = paypal::refund_capture(
            &base,
            &token,
            refund.payment,
            refund.amount_minor,
            order.currency.code(),
            refund.key,
        );
        paypal::parse_refund(&send(&request).await?)
            .map_err(|e| ProviderError::Refused(format!("the provider refused the refund: {e}")))?;
        Ok(())
    }

    /// Nothing to resume: the buyer approves on the provider's page.
    async fn resume(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
    ) -> ProviderResult<Option<Next>> {
        Ok(None)
    }

    /// Left alone: the capture happens on the buyer's return.
    async fn check(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
        _rate: usize,
    ) -> ProviderResult<Option<Applied>> {
        Ok(None)
    }
}

/// The seller's wallet-provider credentials, its API address and an
/// access token for it.
pub async fn session(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
) -> ProviderResult<(serde_json::Value, String, String)> {
    let creds = crate::services::credentials::credentials(env, db, seller_id, ProviderKind::Paypal)
        .await?
        .ok_or_else(|| {
            ProviderError::AccountMissing("wallet provider routed but not connected".to_owned())
        })?;
    let mode = repo::providers::account(db, seller_id, ProviderKind::Paypal)
        .await?
        .map_or_else(|| "test".to_owned(), |a| a.mode);
    let base = paypal_base(&mode);
    let field = |k: &str| {
        creds
            .get(k)
            .and_then(serde_json::Value::as_str)
            .unwrap_or_default()
            .to_owned()
    };
    let answer = send(&paypal::token_request(
        &field("client_id"),
        &field("client_secret"),
        &base,
    ))
    .await?;
    let token = paypal::parse_token(&answer).map_err(|e| {
        ProviderError::Refused(format!("the wallet provider refused our credentials: {e}"))
    })?;
    Ok((creds, base, token.access_token))
}

/// What the wallet provider's capture says: the signal, the amount it
/// names and the capture (the payment its events name).
pub struct Captured {
    pub signal: Signal,
    pub amount: Option<(i64, String)>,
    pub payment: String,
}

/// Captures the wallet provider's order of an order's first rate after the
/// buyer approved it; the outcome as the signal it means.
pub async fn capture(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    paypal_order: &str,
) -> ProviderResult<Option<Captured>> {
    let (_, base, token) = session(env, db, order.seller_id).await?;
    let answer = send(&paypal::capture_order(
        &base,
        &token,
        paypal_order,
        &format!("capture-{}-0", order.token),
    ))
    .await?;
    let captured = match paypal::parse_capture(&answer) {
        Ok(p) => p,
        Err(e) => {
            return match e.decline() {
                Some(d) => Ok(Some(Captured {
                    signal: Signal::Failed {
                        rate: 0,
                        decline: decline_kind(&d),
                    },
                    amount: None,
                    payment: paypal_order.to_owned(),
                })),
                None => Err(ProviderError::Refused(format!(
                    "the wallet provider did not capture: {e}"
                ))),
            };
        }
    };
    if let Some(capture) = &captured.charge_id {
        repo::orders::link_payment(db, "paypal", capture, order.id, 0).await?;
    }
    let payment = captured
        .charge_id
        .clone()
        .unwrap_or_else(|| paypal_order.to_owned());
    Ok(signal_of(&captured.status, 0).map(|signal| Captured {
        signal,
        amount: captured.amount,
        payment,
    }))
}

/// Checks a seller's wallet provider credentials with the provider before
/// they are saved: an access token must be granted for them at the API of
/// the mode they are for (test credentials are refused by the live API and
/// the other way round). A refusal names both fields: the provider refuses
/// the pair.
pub async fn check_keys(client_id: &str, client_secret: &str, mode: &str) -> ProviderResult<()> {
    let request = paypal::token_request(client_id, client_secret, &paypal_base(mode));
    let answer = ask(&request, "the wallet provider").await?;
    paypal::parse_token(&answer)
        .map(|_| ())
        .map_err(|e| judged("the wallet provider", &["client_id", "client_secret"], &e))
}
