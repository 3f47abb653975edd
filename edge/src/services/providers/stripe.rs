//! The card provider (Stripe), called over HTTP with the requests
//! `sellwerk_payments::stripe` builds and the seller's keys (opened only
//! here, never answered). A seller connected through the provider's
//! Connect onboarding is one whose keys are the connected account's
//! (`services::stripe_connect`); its payments run here the same way.

use sellwerk_core::checkout::PaymentMethod;
use sellwerk_core::ids::SellerId;
use sellwerk_core::orders::Signal;
use sellwerk_core::providers::ProviderKind;
use sellwerk_payments::model::{
    CreatePayment, CreateSetup, PaymentMethodKind, PaymentStatus, ProviderPayment,
};
use sellwerk_payments::stripe;
use worker::{D1Database, Env};

use super::fetch::send;
use super::{
    Answer, Next, Provider, ProviderError, ProviderResult, Refund, ask, decline_kind, judged,
    signal_of,
};
use crate::repo::{self, orders::OrderRow};
use crate::services::orders::Applied;

/// The card provider.
pub struct Stripe;

impl Provider for Stripe {
    /// Creates the card provider's payment intent for an order's first rate.
    async fn start(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        amount_minor: i64,
        method: PaymentMethod,
        return_url: &str,
    ) -> ProviderResult<Next> {
        let keys = stripe_keys(env, db, order.seller_id).await?;
        let secret_key = keys.secret.as_str();
        // a plan with later rates saves the method with a customer, so the
        // scheduler can charge them off-session; so does a product with an
        // activated funnel, whose offers are charged with one click after it
        let later = order.open_ended
            || repo::orders::rates(db, order.id).await?.len() > 1
            || repo::funnels::active_funnel_of(db, order.seller_id, order.product_id)
                .await?
                .is_some();
        let kind = kind_of(method)?;
        // a bank transfer or a redirect is never saved for later charges
        let customer = if later && kind != PaymentMethodKind::BankWire && !kind.redirects() {
            Some(customer_of(&keys, order).await?)
        } else {
            None
        };
        let request = stripe::create_payment_intent(
            secret_key,
            &CreatePayment {
                reference: order.token.clone(),
                amount_minor,
                currency: order.currency.code().to_owned(),
                description: format!("Order {}", order.token),
                return_url: format!("{}{return_url}", crate::services::mail::origin(env)),
                cancel_url: String::new(),
                customer_email: order.payer_email.clone(),
                method: kind,
                idempotency_key: format!("order-{}-0", order.token),
                off_session_customer: customer,
                off_session_method: None,
            },
        );
        let answer = send(&request).await?;
        let payment = stripe::parse_payment_intent(&answer).map_err(|e| {
            ProviderError::Refused(format!("the card provider refused the payment: {e}"))
        })?;
        repo::orders::link_payment(db, "stripe", &payment.id, order.id, 0).await?;
        match (payment.status, payment.redirect_url, payment.client_secret) {
            (_, Some(url), _) => Ok(Next::Redirect(url)),
            (PaymentStatus::Failed { decline }, None, _) => {
                Err(ProviderError::Declined { code: decline.code })
            }
            (_, None, Some(client_secret)) => Ok(Next::Confirm {
                client_secret,
                publishable_key: keys.publishable,
                setup: false,
            }),
            (_, None, None) => Err(ProviderError::Unexpected(
                "payment intent without a way on".to_owned(),
            )),
        }
    }

    /// Creates the card provider's `SetupIntent` of a free first rate,
    /// linked to the order; the buyer confirms it in the provider's fields.
    async fn start_setup(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        method: PaymentMethod,
        _return_url: &str,
    ) -> ProviderResult<Next> {
        let keys = stripe_keys(env, db, order.seller_id).await?;
        let customer = customer_of(&keys, order).await?;
        let request = stripe::create_setup_intent(
            &keys.secret,
            &CreateSetup {
                reference: order.token.clone(),
                customer,
                method: kind_of(method)?,
                description: format!("Order {}", order.token),
                idempotency_key: format!("setup-{}", order.token),
            },
        );
        let setup = stripe::parse_setup_intent(&send(&request).await?).map_err(|e| {
            ProviderError::Refused(format!("the card provider refused the setup: {e}"))
        })?;
        repo::orders::link_setup(db, "stripe", &setup.id, order.id).await?;
        let client_secret = setup.client_secret.ok_or_else(|| {
            ProviderError::Unexpected("a setup intent without its client secret".to_owned())
        })?;
        Ok(Next::Confirm {
            client_secret,
            publishable_key: keys.publishable,
            setup: true,
        })
    }

    /// The card provider's fields for the rate's payment when it still
    /// asks for the buyer, else a new payment with the order's customer
    /// (which saves the card for the rates after it).
    async fn pay_rate(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        rate: usize,
        amount_minor: i64,
        failures: u32,
        return_url: &str,
    ) -> ProviderResult<Next> {
        let keys = stripe_keys(env, db, order.seller_id).await?;
        if let Some(payment) = intent_of(&keys, db, order, rate).await? {
            if matches!(
                payment.status,
                PaymentStatus::Succeeded | PaymentStatus::Processing
            ) {
                // taken already, its word not yet applied: apply it, and
                // take nothing twice
                apply_intent(env, db, order, rate, &payment).await?;
                return Err(ProviderError::NotPayable);
            }
            if let Some(next) = confirm_again(&keys, payment, false) {
                return Ok(next);
            }
        }
        let first = saved(&keys, db, order).await?.and_then(|s| s.customer);
        let request = stripe::create_payment_intent(
            &keys.secret,
            &CreatePayment {
                reference: order.token.clone(),
                amount_minor,
                currency: order.currency.code().to_owned(),
                description: format!("Order {}, rate {}", order.token, rate + 1),
                return_url: format!("{}{return_url}", crate::services::mail::origin(env)),
                cancel_url: String::new(),
                customer_email: order.payer_email.clone(),
                method: PaymentMethodKind::Card,
                idempotency_key: format!("pay-{}-{rate}-{failures}", order.token),
                off_session_customer: first,
                off_session_method: None,
            },
        );
        let payment = stripe::parse_payment_intent(&send(&request).await?).map_err(|e| {
            ProviderError::Refused(format!("the card provider refused the payment: {e}"))
        })?;
        repo::orders::link_payment(db, "stripe", &payment.id, order.id, rate).await?;
        confirm_again(&keys, payment, false).ok_or_else(|| {
            ProviderError::Unexpected("a new payment intent without a way on".to_owned())
        })
    }

    /// An off-session charge with the saved method.
    async fn charge(
        env: &Env,
        db: &D1Database,
        (order, method_of): (&OrderRow, &OrderRow),
        rate: usize,
        amount_minor: i64,
        reference: &str,
    ) -> ProviderResult<Answer> {
        let keys = stripe_keys(env, db, order.seller_id).await?;
        let Some((customer, method)) = saved(&keys, db, method_of)
            .await?
            .and_then(|s| s.customer.zip(s.payment_method))
        else {
            return Ok(Answer::NoMethod);
        };
        let request = stripe::create_payment_intent(
            &keys.secret,
            &CreatePayment {
                reference: order.token.clone(),
                amount_minor,
                currency: order.currency.code().to_owned(),
                description: format!("Order {}, rate {}", order.token, rate + 1),
                return_url: String::new(),
                cancel_url: String::new(),
                customer_email: order.payer_email.clone(),
                method: PaymentMethodKind::Card,
                idempotency_key: reference.to_owned(),
                off_session_customer: Some(customer),
                off_session_method: Some(method),
            },
        );
        match stripe::parse_payment_intent(&send(&request).await?) {
            Ok(payment) => {
                repo::orders::link_payment(db, "stripe", &payment.id, order.id, rate).await?;
                // a payment still processing is settled by its webhook
                let signal = signal_of(&payment.status, rate)
                    .filter(|s| !matches!(s, Signal::Processing { .. }));
                Ok(Answer::Payment {
                    id: payment.id,
                    signal,
                    named: payment.amount,
                })
            }
            Err(e) => match e.saved_method_decline() {
                Some(d) => Ok(Answer::Payment {
                    id: format!("declined-{reference}"),
                    signal: Some(Signal::Failed {
                        rate,
                        decline: decline_kind(&d),
                    }),
                    named: None,
                }),
                None => Err(ProviderError::Unexpected(format!(
                    "charging rate {rate} of order {}: {e}",
                    order.id
                ))),
            },
        }
    }

    async fn refund(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        refund: &Refund<'_>,
    ) -> ProviderResult<()> {
        let secret = stripe_keys(env, db, order.seller_id).await?.secret;
        let request = stripe::refund(&secret, refund.payment, refund.amount_minor, refund.key);
        stripe::parse_refund(&send(&request).await?)
            .map_err(|e| ProviderError::Refused(format!("the provider refused the refund: {e}")))?;
        Ok(())
    }

    /// The card provider's fields once more, while the order's setup or
    /// first payment asks for a method or an action.
    async fn resume(env: &Env, db: &D1Database, order: &OrderRow) -> ProviderResult<Option<Next>> {
        if let Some((keys, setup)) = setup_of(env, db, order).await? {
            return Ok(confirm_again(&keys, setup, true));
        }
        Ok(rate_of(env, db, order, 0)
            .await?
            .and_then(|(keys, payment)| confirm_again(&keys, payment, false)))
    }

    async fn check(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        rate: usize,
    ) -> ProviderResult<Option<Applied>> {
        if rate == 0
            && let Some((_, setup)) = setup_of(env, db, order).await?
        {
            return apply_setup(env, db, order, &setup).await;
        }
        let Some((_, payment)) = rate_of(env, db, order, rate).await? else {
            return Ok(None);
        };
        apply_intent(env, db, order, rate, &payment).await
    }
}

/// How the provider runs `method`: each method in its own flow (issue 30:
/// an iDEAL buyer once got a card form); a method the product does not run
/// is refused.
fn kind_of(method: PaymentMethod) -> ProviderResult<PaymentMethodKind> {
    use PaymentMethod as M;
    Ok(match method {
        // Apple Pay and Google Pay are cards in the card provider's fields
        M::Card | M::CardAmEx | M::ApplePay | M::GooglePay => PaymentMethodKind::Card,
        M::Sepa => PaymentMethodKind::Sepa,
        M::BankWire => PaymentMethodKind::BankWire,
        M::Paypal | M::PayLater => PaymentMethodKind::Paypal,
        M::Ideal => PaymentMethodKind::Ideal,
        M::P24 => PaymentMethodKind::P24,
        M::Klarna => PaymentMethodKind::Klarna,
        M::Twint => PaymentMethodKind::Twint,
        // never offered (core's `PaymentMethod::runs`): refused rather than
        // started as something else
        M::Sofort | M::SofortSepa | M::IdealSepa | M::Mondu | M::NotAssigned => {
            return Err(ProviderError::MethodNotAvailable);
        }
    })
}

/// The seller's card provider keys (the secret opened here only).
struct StripeKeys {
    secret: String,
    publishable: String,
}

async fn stripe_keys(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
) -> ProviderResult<StripeKeys> {
    let creds = crate::services::credentials::credentials(env, db, seller_id, ProviderKind::Stripe)
        .await?
        .ok_or_else(|| ProviderError::AccountMissing("card provider disconnected".to_owned()))?;
    let public = repo::providers::account(db, seller_id, ProviderKind::Stripe)
        .await?
        .and_then(|a| serde_json::from_str::<serde_json::Value>(&a.public).ok())
        .unwrap_or_default();
    let text = |v: &serde_json::Value, key: &str| {
        v.get(key)
            .and_then(serde_json::Value::as_str)
            .unwrap_or_default()
            .to_owned()
    };
    let keys = StripeKeys {
        secret: text(&creds, "secret_key"),
        publishable: text(&public, "publishable_key"),
    };
    // the settings check both when they are saved; a record without them
    // (written by hand, or half-migrated) cannot take a payment
    if keys.secret.is_empty() || keys.publishable.is_empty() {
        return Err(ProviderError::KeysIncomplete(
            "the card provider's keys are incomplete".to_owned(),
        ));
    }
    Ok(keys)
}

/// The card provider's customer of an order (made once per order: the
/// idempotency key names it).
async fn customer_of(keys: &StripeKeys, order: &OrderRow) -> ProviderResult<String> {
    let request = stripe::create_customer(
        &keys.secret,
        &order.payer_email,
        &order.token,
        &format!("customer-{}", order.token),
    );
    stripe::parse_customer(&send(&request).await?)
        .map_err(|e| ProviderError::Refused(format!("the card provider refused the customer: {e}")))
}

/// The card provider's payment intent of an order's rate as it stands
/// there now, read with the seller's keys; `None` for a rate not yet linked
/// (or refused without an intent, see `Stripe::charge`).
async fn intent_of(
    keys: &StripeKeys,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
) -> ProviderResult<Option<ProviderPayment>> {
    let Some(id) = repo::orders::payment_of_rate(db, order.id, rate).await? else {
        return Ok(None);
    };
    if id.starts_with("declined-") {
        return Ok(None);
    }
    stripe::parse_payment_intent(&send(&stripe::retrieve_payment_intent(&keys.secret, &id)).await?)
        .map(Some)
        .map_err(|e| ProviderError::Unexpected(format!("reading payment {id}: {e}")))
}

/// [`intent_of`] with the keys it was read with.
async fn rate_of(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
) -> ProviderResult<Option<(StripeKeys, ProviderPayment)>> {
    let keys = stripe_keys(env, db, order.seller_id).await?;
    Ok(intent_of(&keys, db, order, rate)
        .await?
        .map(|payment| (keys, payment)))
}

/// The card provider's fields for a payment (`setup` false) or a setup
/// that still asks the buyer for a method or an action; `None` for any
/// other.
fn confirm_again(keys: &StripeKeys, payment: ProviderPayment, setup: bool) -> Option<Next> {
    match (payment.status, payment.redirect_url, payment.client_secret) {
        (PaymentStatus::RequiresAction, Some(url), _) => Some(Next::Redirect(url)),
        (PaymentStatus::RequiresAction | PaymentStatus::Failed { .. }, None, Some(secret)) => {
            Some(Next::Confirm {
                client_secret: secret,
                publishable_key: keys.publishable.clone(),
                setup,
            })
        }
        _ => None,
    }
}

/// Reads a setup intent by its id.
async fn read_setup(keys: &StripeKeys, id: &str) -> ProviderResult<ProviderPayment> {
    stripe::parse_setup_intent(&send(&stripe::retrieve_setup_intent(&keys.secret, id)).await?)
        .map_err(|e| ProviderError::Unexpected(format!("reading setup {id}: {e}")))
}

/// The card provider's setup of an order's free first rate as it stands
/// there now, with the keys it was read with; `None` for an order without
/// a setup.
async fn setup_of(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
) -> ProviderResult<Option<(StripeKeys, ProviderPayment)>> {
    let Some(id) = repo::orders::setup_of(db, order.id).await? else {
        return Ok(None);
    };
    let keys = stripe_keys(env, db, order.seller_id).await?;
    let setup = read_setup(&keys, &id).await?;
    Ok(Some((keys, setup)))
}

/// The setup of an order (a free trial's), else its first payment, as the
/// card provider has it now: the customer and method later rates are
/// charged with; `None` when it has neither.
async fn saved(
    keys: &StripeKeys,
    db: &D1Database,
    order: &OrderRow,
) -> ProviderResult<Option<ProviderPayment>> {
    Ok(match repo::orders::setup_of(db, order.id).await? {
        Some(setup) => Some(read_setup(keys, &setup).await?),
        None => intent_of(keys, db, order, 0).await?,
    })
}

/// Applies what a setup read from the provider says of an order's free
/// first rate: a saved method settles it, a refused card fails it (the
/// buyer may try another); `None` while it waits for the buyer.
async fn apply_setup(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    setup: &ProviderPayment,
) -> ProviderResult<Option<Applied>> {
    let (signal, outcome) = match &setup.status {
        PaymentStatus::Succeeded => (Signal::MethodSaved, "succeeded"),
        PaymentStatus::Failed { decline } => (
            Signal::Failed {
                rate: 0,
                decline: decline_kind(decline),
            },
            "failed",
        ),
        _ => return Ok(None),
    };
    let event = format!("check:{}:{outcome}", setup.id);
    let word = crate::services::orders::Word {
        seller_id: order.seller_id,
        event: ("stripe", &event),
        payment: &setup.id,
        named: None,
    };
    Ok(Some(
        crate::services::orders::reported(env, db, order.id, signal, &word).await?,
    ))
}

/// Applies what a payment intent read from the provider says of rate
/// `rate` (`check_rate`); `None` while it waits for the buyer.
async fn apply_intent(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
    payment: &ProviderPayment,
) -> ProviderResult<Option<Applied>> {
    let Some(signal) = signal_of(&payment.status, rate) else {
        return Ok(None);
    };
    let outcome = match signal {
        Signal::Paid { .. } => "succeeded",
        Signal::Processing { .. } => "processing",
        _ => "failed",
    };
    let event = format!("check:{}:{outcome}", payment.id);
    let word = crate::services::orders::Word {
        seller_id: order.seller_id,
        event: ("stripe", &event),
        payment: &payment.id,
        named: payment.amount.as_ref().map(|(m, c)| (*m, c.as_str())),
    };
    Ok(Some(
        crate::services::orders::reported(env, db, order.id, signal, &word).await?,
    ))
}

/// Checks a seller's card provider keys with the provider before they are
/// saved: a read-only call with the secret key (its balance) must succeed,
/// and the mode the provider names must be the keys' own.
///
/// Decision: the webhook signing secret cannot be checked this way (the
/// provider shows it once and offers no call to confirm it); a wrong one
/// shows as refused deliveries, which the provider reports to the seller.
/// Since every event is resolved within the endpoint's seller, a secret
/// someone else chose cannot reach another seller's payments.
pub async fn check_keys(
    secret_key: &str,
    mode: sellwerk_core::providers::Mode,
) -> ProviderResult<()> {
    let answer = ask(&stripe::retrieve_balance(secret_key), "the card provider").await?;
    let accepted = stripe::parse_balance(&answer)
        .map_err(|e| judged("the card provider", &["secret_key"], &e))?;
    if accepted.livemode != (mode == sellwerk_core::providers::Mode::Live) {
        return Err(ProviderError::KeysModeMismatch);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_method_runs_in_its_own_flow_and_one_never_offered_is_refused() {
        assert!(matches!(
            kind_of(PaymentMethod::ApplePay),
            Ok(PaymentMethodKind::Card)
        ));
        assert!(matches!(
            kind_of(PaymentMethod::Ideal),
            Ok(PaymentMethodKind::Ideal)
        ));
        assert!(matches!(
            kind_of(PaymentMethod::Sepa),
            Ok(PaymentMethodKind::Sepa)
        ));
        assert!(matches!(
            kind_of(PaymentMethod::Sofort),
            Err(ProviderError::MethodNotAvailable)
        ));
    }
}
