//! Which provider takes an order's payment, and starting it there. The
//! seller's method matrix names the provider per method (the sandbox when
//! none); the sandbox is called in-process, the card provider over HTTP with
//! the requests `sellwerk_payments` builds and the seller's credentials
//! (opened only here, never answered).
//!
//! The wallet provider's order is created with the seller's credentials,
//! the buyer approves it on the provider's page and comes back to
//! `/v1/paypal/return/{token}`, where the edge captures it
//! ([`capture_paypal`]).

use sellwerk_core::checkout::PaymentMethod;
use sellwerk_core::ids::SellerId;
use sellwerk_core::providers::ProviderKind;
use sellwerk_payments::model::{
    CreatePayment, CreateSetup, HttpRequest, HttpResponse, PaymentMethodKind, PaymentStatus,
};
use sellwerk_payments::{paypal, stripe};
use worker::{D1Database, Env, Fetch, Headers, Method, RequestInit};

use crate::error::{AppError, AppResult};
use crate::repo::{self, orders::OrderRow};
#[cfg(feature = "dev")]
use crate::services::sandbox;

/// Other addresses for the providers' APIs: development builds only,
/// where tests point them at a server replaying recorded answers (`POST
/// /v1/dev/providers`). A production build has no redirection at all.
#[cfg(feature = "dev")]
mod redirect {
    use std::sync::Mutex;

    /// The card provider's API base, and the wallet provider's.
    static BASES: Mutex<(Option<String>, Option<String>)> = Mutex::new((None, None));

    /// Points the providers' calls at other addresses; `None` restores the
    /// real ones.
    pub fn set_bases(stripe_base: Option<String>, paypal_base: Option<String>) {
        if let Ok(mut b) = BASES.lock() {
            *b = (stripe_base, paypal_base);
        }
    }

    pub fn stripe() -> Option<String> {
        BASES.lock().ok().and_then(|b| b.0.clone())
    }

    pub fn paypal() -> Option<String> {
        BASES.lock().ok().and_then(|b| b.1.clone())
    }
}

#[cfg(feature = "dev")]
pub use redirect::set_bases;

#[cfg(not(feature = "dev"))]
mod redirect {
    pub fn stripe() -> Option<String> {
        None
    }

    pub fn paypal() -> Option<String> {
        None
    }
}

/// A card provider address, or its redirection: the API and the Connect
/// site (the OAuth token exchange) both go to the one redirected base, so
/// a test's stand-in answers either.
pub fn stripe_url(url: &str) -> String {
    match redirect::stripe() {
        Some(base) => {
            let base = base.trim_end_matches('/');
            if url.starts_with(sellwerk_payments::stripe_connect::CONNECT_BASE) {
                url.replacen(sellwerk_payments::stripe_connect::CONNECT_BASE, base, 1)
            } else {
                url.replacen(stripe::API_BASE, base, 1)
            }
        }
        None => url.to_owned(),
    }
}

/// The wallet provider's API for the seller's mode (or the redirection).
fn paypal_base(mode: &str) -> String {
    redirect::paypal().unwrap_or_else(|| {
        if mode == "live" {
            paypal::LIVE_BASE_URL.to_owned()
        } else {
            paypal::SANDBOX_BASE_URL.to_owned()
        }
    })
}

/// The seller's wallet-provider credentials, its API address and an
/// access token for it.
pub async fn paypal_session(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
) -> AppResult<(serde_json::Value, String, String)> {
    let creds = crate::services::credentials::credentials(env, db, seller_id, ProviderKind::Paypal)
        .await?
        .ok_or_else(|| AppError::Internal("wallet provider routed but not connected".to_owned()))?;
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
    let token = paypal::parse_token(&answer).map_err(|e| AppError::Conflict {
        code: "provider_refused",
        detail: format!("the wallet provider refused our credentials: {e}"),
    })?;
    Ok((creds, base, token.access_token))
}

/// Captures the wallet provider's order of an order's first rate after the
/// buyer approved it; the outcome as the signal it means.
pub async fn capture_paypal(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    paypal_order: &str,
) -> AppResult<Option<Captured>> {
    use sellwerk_core::orders::Signal;
    let (_, base, token) = paypal_session(env, db, order.seller_id).await?;
    let answer = send(&paypal::capture_order(
        &base,
        &token,
        paypal_order,
        &format!("capture-{}-0", order.token),
    ))
    .await?;
    let captured = match paypal::parse_capture(&answer) {
        Ok(p) => p,
        Err(e) => match e.decline() {
            Some(d) => {
                return Ok(Some(Captured {
                    signal: Signal::Failed {
                        rate: 0,
                        decline: decline_kind(&d),
                    },
                    amount: None,
                    payment: paypal_order.to_owned(),
                }));
            }
            None => {
                return Err(AppError::Conflict {
                    code: "provider_refused",
                    detail: format!("the wallet provider did not capture: {e}"),
                });
            }
        },
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

/// What the wallet provider's capture says: the signal, the amount it
/// names and the capture (the payment its events name).
pub struct Captured {
    pub signal: sellwerk_core::orders::Signal,
    pub amount: Option<(i64, String)>,
    pub payment: String,
}

/// The provider the seller routes `method` to.
pub async fn for_method(
    db: &D1Database,
    seller_id: SellerId,
    method: PaymentMethod,
) -> AppResult<ProviderKind> {
    let matrix = repo::providers::matrix(db, seller_id).await?;
    let connected = repo::providers::connected(db, seller_id).await?;
    // checkout offers only active methods, so this is the last line, not
    // the first: a provider not connected (the sandbox, in production) is
    // never used
    sellwerk_core::providers::route(&matrix.providers, method, &connected)
        .filter(|p| connected.contains(p))
        .ok_or_else(|| {
            AppError::Invalid(vec![sellwerk_core::problem::Problem::new(
                "cart.payment_method",
                "payment_method_not_available",
            )])
        })
}

/// A provider's decline as core's orders rules weigh it.
pub fn decline_kind(decline: &sellwerk_payments::Decline) -> sellwerk_core::orders::DeclineKind {
    match decline.kind {
        sellwerk_payments::DeclineKind::Soft => sellwerk_core::orders::DeclineKind::Soft,
        sellwerk_payments::DeclineKind::Hard => sellwerk_core::orders::DeclineKind::Hard,
    }
}

/// Sends a built request and reads the answer as text.
pub async fn send(request: &HttpRequest) -> AppResult<HttpResponse> {
    let headers = Headers::new();
    for (name, value) in &request.headers {
        headers.set(name, value)?;
    }
    let method = match request.method.as_str() {
        "GET" => Method::Get,
        "DELETE" => Method::Delete,
        _ => Method::Post,
    };
    let mut init = RequestInit::new();
    init.with_method(method).with_headers(headers);
    if !request.body.is_empty() {
        init.with_body(Some(request.body.clone().into()));
    }
    let url = stripe_url(&request.url);
    let mut response = Fetch::Request(worker::Request::new_with_init(&url, &init)?)
        .send()
        .await?;
    Ok(HttpResponse {
        status: response.status_code(),
        body: response.text().await?,
    })
}

/// Sends a request to ask a provider about a seller's keys: a provider
/// that cannot be reached answers 502 `provider_unreachable`.
async fn ask(request: &HttpRequest, provider: &str) -> AppResult<HttpResponse> {
    send(request).await.map_err(|e| AppError::BadGateway {
        code: "provider_unreachable",
        detail: format!("{provider} could not be reached to check the keys: {e:?}"),
    })
}

/// What a provider's answer about a seller's keys means: a refusal of the
/// keys is a problem on `fields` (422 `provider_keys_refused`), any other
/// failure the provider's (502 `provider_unreachable`).
fn judged(provider: &str, fields: &[&str], e: &sellwerk_payments::ProviderError) -> AppError {
    if e.refuses_credentials() {
        AppError::Invalid(
            fields
                .iter()
                .map(|f| sellwerk_core::problem::Problem::new(*f, "provider_keys_refused"))
                .collect(),
        )
    } else {
        AppError::BadGateway {
            code: "provider_unreachable",
            detail: format!("{provider} failed while checking the keys: {e}"),
        }
    }
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
pub async fn check_stripe_keys(
    secret_key: &str,
    mode: sellwerk_core::providers::Mode,
) -> AppResult<()> {
    let answer = ask(&stripe::retrieve_balance(secret_key), "the card provider").await?;
    let accepted = stripe::parse_balance(&answer)
        .map_err(|e| judged("the card provider", &["secret_key"], &e))?;
    if accepted.livemode != (mode == sellwerk_core::providers::Mode::Live) {
        return Err(AppError::Invalid(vec![
            sellwerk_core::problem::Problem::new("secret_key", "keys_mode_mismatch"),
        ]));
    }
    Ok(())
}

/// Checks a seller's wallet provider credentials with the provider before
/// they are saved: an access token must be granted for them at the API of
/// the mode they are for (test credentials are refused by the live API and
/// the other way round). A refusal names both fields: the provider refuses
/// the pair.
pub async fn check_paypal_keys(client_id: &str, client_secret: &str, mode: &str) -> AppResult<()> {
    let request = paypal::token_request(client_id, client_secret, &paypal_base(mode));
    let answer = ask(&request, "the wallet provider").await?;
    paypal::parse_token(&answer)
        .map(|_| ())
        .map_err(|e| judged("the wallet provider", &["client_id", "client_secret"], &e))
}

/// How the buyer goes on after the payment was started.
pub enum Next {
    /// To a provider's page (the sandbox's, 3-D Secure, bank instructions).
    Redirect(String),
    /// The card provider's fields confirm the payment in the browser (or,
    /// with `setup`, save the method without a charge: Stripe.js's
    /// `confirmSetup` for a `SetupIntent`).
    Confirm {
        client_secret: String,
        publishable_key: String,
        setup: bool,
    },
}

/// How the provider runs `method`: each method in its own flow (issue 30:
/// an iDEAL buyer once got a card form); a method the product does not run
/// is refused.
fn kind_of(method: PaymentMethod) -> AppResult<PaymentMethodKind> {
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
            return Err(AppError::Invalid(vec![
                sellwerk_core::problem::Problem::new(
                    "cart.payment_method",
                    "payment_method_not_available",
                ),
            ]));
        }
    })
}

/// Starts the payment of an order's first rate with the provider the
/// seller routes its method to, and links it to the order.
pub async fn start(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    amount_minor: i64,
    method: PaymentMethod,
    return_url: &str,
) -> AppResult<Next> {
    match for_method(db, order.seller_id, method).await? {
        #[cfg(feature = "dev")]
        ProviderKind::Sandbox => sandbox_page(db, order, 0, amount_minor, method, return_url).await,
        #[cfg(not(feature = "dev"))]
        ProviderKind::Sandbox => Err(no_sandbox()),
        ProviderKind::Stripe => {
            start_stripe(env, db, order, amount_minor, method, return_url).await
        }
        ProviderKind::Paypal => start_paypal(env, db, order, amount_minor, return_url).await,
    }
}

/// What a production build answers where the sandbox would be: it does
/// not exist there, so checkout never offers a method routed to it and
/// `for_method` refuses one first; this is the last line.
#[cfg(not(feature = "dev"))]
fn no_sandbox() -> AppError {
    AppError::Invalid(vec![sellwerk_core::problem::Problem::new(
        "cart.payment_method",
        "payment_method_not_available",
    )])
}

/// A sandbox payment of an order's rate, linked to it, and its hosted page
/// for the buyer (development builds only).
#[cfg(feature = "dev")]
async fn sandbox_page(
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
    amount_minor: i64,
    method: PaymentMethod,
    return_url: &str,
) -> AppResult<Next> {
    let id = sandbox::create_payment(
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
    )
    .await?;
    repo::orders::link_payment(db, "sandbox", &id, order.id, rate).await?;
    Ok(Next::Redirect(sandbox::page_path(&id)))
}

/// Saves a payment method for an order whose free first rate is settled
/// that way (a free trial, see `sellwerk_core::orders::first_rate_saves_method`):
/// the sandbox's page in setup mode, or the card provider's `SetupIntent`
/// confirmed in its fields. Nothing is charged; the method saved pays the
/// later rates, and saving it delivers the order.
// the sandbox takes the method and page; a production build has none
#[cfg_attr(not(feature = "dev"), allow(unused_variables))]
pub async fn start_setup(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    method: PaymentMethod,
    return_url: &str,
) -> AppResult<Next> {
    match for_method(db, order.seller_id, method).await? {
        #[cfg(not(feature = "dev"))]
        ProviderKind::Sandbox => Err(no_sandbox()),
        #[cfg(feature = "dev")]
        ProviderKind::Sandbox => {
            let id = sandbox::create_payment(
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
            )
            .await?;
            repo::orders::link_setup(db, "sandbox", &id, order.id).await?;
            Ok(Next::Redirect(sandbox::page_path(&id)))
        }
        ProviderKind::Stripe => start_stripe_setup(env, db, order, method).await,
        // checkout refuses the wallet provider for plans with later rates
        ProviderKind::Paypal => Err(AppError::Invalid(vec![
            sellwerk_core::problem::Problem::new(
                "cart.payment_method",
                "payment_method_not_available",
            ),
        ])),
    }
}

/// The card provider's customer of an order (made once per order: the
/// idempotency key names it).
async fn stripe_customer(keys: &StripeKeys, order: &OrderRow) -> AppResult<String> {
    let request = stripe::create_customer(
        &keys.secret,
        &order.payer_email,
        &order.token,
        &format!("customer-{}", order.token),
    );
    stripe::parse_customer(&send(&request).await?).map_err(|e| AppError::Conflict {
        code: "provider_refused",
        detail: format!("the card provider refused the customer: {e}"),
    })
}

/// Creates the card provider's `SetupIntent` of a free first rate, linked to
/// the order; the buyer confirms it in the provider's fields.
async fn start_stripe_setup(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    method: PaymentMethod,
) -> AppResult<Next> {
    let keys = stripe_keys(env, db, order.seller_id).await?;
    let customer = stripe_customer(&keys, order).await?;
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
    let setup =
        stripe::parse_setup_intent(&send(&request).await?).map_err(|e| AppError::Conflict {
            code: "provider_refused",
            detail: format!("the card provider refused the setup: {e}"),
        })?;
    repo::orders::link_setup(db, "stripe", &setup.id, order.id).await?;
    let client_secret = setup
        .client_secret
        .ok_or_else(|| AppError::Internal("a setup intent without its client secret".to_owned()))?;
    Ok(Next::Confirm {
        client_secret,
        publishable_key: keys.publishable,
        setup: true,
    })
}

/// Creates the card provider's payment intent for an order's first rate.
async fn start_stripe(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    amount_minor: i64,
    method: PaymentMethod,
    return_url: &str,
) -> AppResult<Next> {
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
        Some(stripe_customer(&keys, order).await?)
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
            method: kind_of(method)?,
            idempotency_key: format!("order-{}-0", order.token),
            off_session_customer: customer,
            off_session_method: None,
        },
    );
    let answer = send(&request).await?;
    let payment = stripe::parse_payment_intent(&answer).map_err(|e| AppError::Conflict {
        code: "provider_refused",
        detail: format!("the card provider refused the payment: {e}"),
    })?;
    repo::orders::link_payment(db, "stripe", &payment.id, order.id, 0).await?;
    match (payment.status, payment.redirect_url, payment.client_secret) {
        (_, Some(url), _) => Ok(Next::Redirect(url)),
        (PaymentStatus::Failed { decline }, None, _) => Err(AppError::Conflict {
            code: "payment_declined",
            detail: format!("declined: {}", decline.code),
        }),
        (_, None, Some(client_secret)) => Ok(Next::Confirm {
            client_secret,
            publishable_key: keys.publishable,
            setup: false,
        }),
        (_, None, None) => Err(AppError::Internal(
            "payment intent without a way on".to_owned(),
        )),
    }
}

/// Creates the wallet provider's order for an order's first rate; the
/// buyer approves it on the provider's page.
async fn start_paypal(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    amount_minor: i64,
    return_url: &str,
) -> AppResult<Next> {
    let (_, base, token) = paypal_session(env, db, order.seller_id).await?;
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
    let payment = paypal::parse_order(&send(&request).await?).map_err(|e| AppError::Conflict {
        code: "provider_refused",
        detail: format!("the wallet provider refused the order: {e}"),
    })?;
    repo::orders::link_payment(db, "paypal", &payment.id, order.id, 0).await?;
    payment
        .redirect_url
        .map(Next::Redirect)
        .ok_or_else(|| AppError::Internal("a wallet order without its approval link".to_owned()))
}

/// Refunds the payment of an order's rate at the provider that took it
/// (the payment that paid it, else the rate's latest); the provider
/// confirms by webhook (the sandbox through the queue), which moves the
/// order to refunded and revokes what it handed over.
pub async fn refund(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
    amount_minor: i64,
) -> AppResult<()> {
    let paid_by = repo::orders::paid_by(db, order.seller_id, order.id, rate).await?;
    let payment = match paid_by {
        Some(p) => Some(p),
        None => repo::orders::payment_of_rate(db, order.id, rate).await?,
    };
    match payment {
        Some(payment) => refund_payment(env, db, order, &payment, amount_minor).await,
        None => Ok(()),
    }
}

/// Gives back `part.minor` of the payment of rate `part.rate` (the one
/// that paid it, else the rate's latest), which then has given back
/// `part.total_minor` in all: one piece of a seller's refund
/// (`sellwerk_core::orders::split_refund`). The provider's idempotency key
/// names the payment and that total, so a retry of the same refund is
/// one refund and a later partial refund is another.
pub async fn refund_part(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    part: sellwerk_core::orders::RefundPart,
) -> AppResult<()> {
    let paid_by = repo::orders::paid_by(db, order.seller_id, order.id, part.rate).await?;
    let payment = match paid_by {
        Some(p) => Some(p),
        None => repo::orders::payment_of_rate(db, order.id, part.rate).await?,
    };
    let Some(payment) = payment else {
        return Err(AppError::Internal(format!(
            "rate {} of order {} was paid by no payment we know",
            part.rate, order.id
        )));
    };
    let key = format!("refund-{}-{payment}-{}", order.token, part.total_minor);
    refund_at(
        env,
        db,
        order,
        &payment,
        part.minor,
        Some(part.total_minor),
        &key,
    )
    .await
}

/// Refunds one provider payment of an order (idempotent per payment: the
/// provider's idempotency key names it).
pub async fn refund_payment(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    payment: &str,
    amount_minor: i64,
) -> AppResult<()> {
    let key = format!("refund-{}-{payment}", order.token);
    refund_at(env, db, order, payment, amount_minor, None, &key).await
}

/// Gives back `amount_minor` of `payment` at the order's provider under
/// the idempotency key `key`; `total_minor` is what the payment has given
/// back in all after it (`None`: all of it).
async fn refund_at(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    payment: &str,
    amount_minor: i64,
    total_minor: Option<i64>,
    key: &str,
) -> AppResult<()> {
    let refused = |e: sellwerk_payments::ProviderError| AppError::Conflict {
        code: "provider_refused",
        detail: format!("the provider refused the refund: {e}"),
    };
    match order.provider {
        ProviderKind::Stripe => {
            let secret = stripe_keys(env, db, order.seller_id).await?.secret;
            stripe::parse_refund(
                &send(&stripe::refund(&secret, payment, amount_minor, key)).await?,
            )
            .map_err(refused)?;
            Ok(())
        }
        ProviderKind::Paypal => {
            let (_, base, token) = paypal_session(env, db, order.seller_id).await?;
            let request = paypal::refund_capture(
                &base,
                &token,
                payment,
                amount_minor,
                order.currency.code(),
                key,
            );
            paypal::parse_refund(&send(&request).await?).map_err(refused)?;
            Ok(())
        }
        #[cfg(feature = "dev")]
        ProviderKind::Sandbox => {
            sandbox::refund_payment(env, db, order.seller_id, payment, total_minor).await
        }
        #[cfg(not(feature = "dev"))]
        ProviderKind::Sandbox => {
            let _ = total_minor;
            Err(no_sandbox())
        }
    }
}

/// The reference of the scheduler's charge of rate `rate` at its attempt
/// `attempt` (the failures before it): stored with the rate before the
/// provider is called and sent as the provider's idempotency key, so a
/// charge asked again is the same charge.
pub fn charge_reference(order: &OrderRow, rate: usize, attempt: u32) -> String {
    format!("order-{}-{rate}-{attempt}", order.token)
}

/// Charges a due rate off-session with the method the order saved, under
/// the reference `reference` ([`charge_reference`], already stored with
/// the rate), and applies the provider's answer at once: linked to the
/// rate, and the signal it means (a charge still processing is settled by
/// its webhook). No usable method (none saved, or the saved one gone) is
/// a hard decline. `Err` when the answer is unknown (the provider or the
/// way to it failed): the rate stays pending and the scheduler asks again
/// with the same reference.
pub async fn charge(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
    amount_minor: i64,
    reference: &str,
) -> AppResult<()> {
    charge_with(env, db, order, order, rate, amount_minor, reference).await?;
    repo::orders::charge_answered(db, order.id, rate, reference).await
}

/// What an off-session charge came to, once applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Charged {
    /// Paid, or still processing (settled by its webhook).
    Taken,
    /// Declined, or no usable method.
    Failed,
}

/// Charges rate `rate` of `order` off-session with the method that
/// `method_of` saved (the order itself for its own later rates; the first
/// order for a funnel's upsell: only a method the first order's buyer
/// saved can pay it), under the provider idempotency key `reference`, and
/// applies the answer to `order`. No usable method is a hard decline.
/// `Err` when the answer is unknown.
pub async fn charge_with(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    method_of: &OrderRow,
    rate: usize,
    amount_minor: i64,
    reference: &str,
) -> AppResult<Charged> {
    use sellwerk_core::orders::Signal;
    if order.seller_id != method_of.seller_id || order.provider != method_of.provider {
        return Err(AppError::Internal(format!(
            "order {} cannot be charged with the method of order {}",
            order.id, method_of.id
        )));
    }
    let answer = match order.provider {
        ProviderKind::Stripe => {
            charge_stripe(env, db, (order, method_of), rate, amount_minor, reference).await?
        }
        #[cfg(feature = "dev")]
        ProviderKind::Paypal | ProviderKind::Sandbox => {
            charge_sandbox(env, db, (order, method_of), rate, amount_minor, reference).await?
        }
        #[cfg(not(feature = "dev"))]
        ProviderKind::Paypal | ProviderKind::Sandbox => return Err(no_sandbox()),
    };
    let (id, signal, named) = match answer {
        Answer::Payment { id, signal, named } => (id, signal, named),
        Answer::NoMethod => (
            format!("no-method-{reference}"),
            Some(Signal::Failed {
                rate,
                decline: decline_kind(&sellwerk_payments::Decline::classify("no_payment_method")),
            }),
            None,
        ),
    };
    let charged = if matches!(signal, Some(Signal::Failed { .. })) {
        Charged::Failed
    } else {
        Charged::Taken
    };
    if let Some(signal) = signal {
        let event = format!("charge:{id}");
        let word = crate::services::orders::Word {
            seller_id: order.seller_id,
            event: (order.provider.name(), &event),
            payment: &id,
            named: named.as_ref().map(|(m, c)| (*m, c.as_str())),
        };
        crate::services::orders::reported(env, db, order.id, signal, &word).await?;
    }
    Ok(charged)
}

/// A provider's answer to an off-session charge.
enum Answer {
    /// Its payment (linked to the rate), the signal it means (`None` while
    /// it processes) and the amount it names.
    Payment {
        id: String,
        signal: Option<sellwerk_core::orders::Signal>,
        named: Option<(i64, String)>,
    },
    /// Nothing could be charged: no usable method.
    NoMethod,
}

/// The sandbox's answer to an off-session charge (development builds only).
#[cfg(feature = "dev")]
async fn charge_sandbox(
    env: &Env,
    db: &D1Database,
    (order, method_of): (&OrderRow, &OrderRow),
    rate: usize,
    amount_minor: i64,
    reference: &str,
) -> AppResult<Answer> {
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
    let signal = signal_of(&status, rate)
        .filter(|s| !matches!(s, sellwerk_core::orders::Signal::Processing { .. }));
    Ok(Answer::Payment {
        named: Some((payment.amount_minor, payment.currency.to_ascii_lowercase())),
        id: payment.id,
        signal,
    })
}

/// The customer and method later rates of an order are charged with: the
/// ones its setup saved (a free trial), else the ones its first payment
/// saved, read back from the card provider; `None` when it saved none.
async fn saved_method(
    keys: &StripeKeys,
    db: &D1Database,
    order: &OrderRow,
) -> AppResult<Option<(String, String)>> {
    Ok(saved(keys, db, order)
        .await?
        .and_then(|s| s.customer.zip(s.payment_method)))
}

/// The setup of an order (a free trial's), else its first payment, as the
/// card provider has it now; `None` when it has neither.
async fn saved(
    keys: &StripeKeys,
    db: &D1Database,
    order: &OrderRow,
) -> AppResult<Option<sellwerk_payments::model::ProviderPayment>> {
    Ok(match repo::orders::setup_of(db, order.id).await? {
        Some(setup) => Some(
            stripe::parse_setup_intent(
                &send(&stripe::retrieve_setup_intent(&keys.secret, &setup)).await?,
            )
            .map_err(|e| AppError::Internal(format!("reading setup {setup}: {e}")))?,
        ),
        None => intent_of(keys, db, order, 0).await?,
    })
}

/// The customer an order's method is saved with (by its setup, else its
/// first payment), read back from the card provider.
async fn saved_customer(
    keys: &StripeKeys,
    db: &D1Database,
    order: &OrderRow,
) -> AppResult<Option<String>> {
    Ok(saved(keys, db, order).await?.and_then(|s| s.customer))
}

/// The card provider's answer to an off-session charge with the saved
/// method.
async fn charge_stripe(
    env: &Env,
    db: &D1Database,
    (order, method_of): (&OrderRow, &OrderRow),
    rate: usize,
    amount_minor: i64,
    reference: &str,
) -> AppResult<Answer> {
    let keys = stripe_keys(env, db, order.seller_id).await?;
    let Some((customer, method)) = saved_method(&keys, db, method_of).await? else {
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
                .filter(|s| !matches!(s, sellwerk_core::orders::Signal::Processing { .. }));
            Ok(Answer::Payment {
                id: payment.id,
                signal,
                named: payment.amount,
            })
        }
        Err(e) => match e.saved_method_decline() {
            Some(d) => Ok(Answer::Payment {
                id: format!("declined-{reference}"),
                signal: Some(sellwerk_core::orders::Signal::Failed {
                    rate,
                    decline: decline_kind(&d),
                }),
                named: None,
            }),
            None => Err(AppError::Internal(format!(
                "charging rate {rate} of order {}: {e}",
                order.id
            ))),
        },
    }
}

/// The seller's card provider keys (the secret opened here only).
struct StripeKeys {
    secret: String,
    publishable: String,
}

async fn stripe_keys(env: &Env, db: &D1Database, seller_id: SellerId) -> AppResult<StripeKeys> {
    let creds = crate::services::credentials::credentials(env, db, seller_id, ProviderKind::Stripe)
        .await?
        .ok_or_else(|| AppError::Internal("card provider disconnected".to_owned()))?;
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
        return Err(AppError::Conflict {
            code: "provider_not_connected",
            detail: "the card provider's keys are incomplete".to_owned(),
        });
    }
    Ok(keys)
}

/// What a provider payment's status means for rate `rate`; `None` while
/// the buyer (or the provider) has still to act.
fn signal_of(status: &PaymentStatus, rate: usize) -> Option<sellwerk_core::orders::Signal> {
    use sellwerk_core::orders::Signal;
    match status {
        PaymentStatus::Succeeded => Some(Signal::Paid { rate }),
        PaymentStatus::Processing => Some(Signal::Processing { rate }),
        PaymentStatus::Failed { decline } => Some(Signal::Failed {
            rate,
            decline: decline_kind(decline),
        }),
        _ => None,
    }
}

/// The card provider's payment intent of an order's rate as it stands
/// there now, read with the seller's keys; `None` for a rate not yet linked
/// (or refused without an intent, see `charge_stripe`).
async fn intent_of(
    keys: &StripeKeys,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
) -> AppResult<Option<sellwerk_payments::model::ProviderPayment>> {
    let Some(id) = repo::orders::payment_of_rate(db, order.id, rate).await? else {
        return Ok(None);
    };
    if id.starts_with("declined-") {
        return Ok(None);
    }
    stripe::parse_payment_intent(&send(&stripe::retrieve_payment_intent(&keys.secret, &id)).await?)
        .map(Some)
        .map_err(|e| AppError::Internal(format!("reading payment {id}: {e}")))
}

/// [`intent_of`] for an order of the card provider, with the keys it was
/// read with; `None` for an order of another provider.
async fn stripe_rate(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
) -> AppResult<Option<(StripeKeys, sellwerk_payments::model::ProviderPayment)>> {
    if order.provider != ProviderKind::Stripe {
        return Ok(None);
    }
    let keys = stripe_keys(env, db, order.seller_id).await?;
    Ok(intent_of(&keys, db, order, rate)
        .await?
        .map(|payment| (keys, payment)))
}

/// The card provider's fields for a payment that still asks the buyer for
/// a method or an action; `None` for any other.
fn confirmable(
    keys: &StripeKeys,
    payment: sellwerk_payments::model::ProviderPayment,
) -> Option<Next> {
    confirm_again(keys, payment, false)
}

/// [`confirmable`] for a payment (`setup` false) or a setup.
fn confirm_again(
    keys: &StripeKeys,
    payment: sellwerk_payments::model::ProviderPayment,
    setup: bool,
) -> Option<Next> {
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

/// The card provider's setup of an order's free first rate as it stands
/// there now, with the keys it was read with; `None` for an order of
/// another provider or without a setup.
async fn stripe_setup(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
) -> AppResult<Option<(StripeKeys, sellwerk_payments::model::ProviderPayment)>> {
    if order.provider != ProviderKind::Stripe {
        return Ok(None);
    }
    let Some(id) = repo::orders::setup_of(db, order.id).await? else {
        return Ok(None);
    };
    let keys = stripe_keys(env, db, order.seller_id).await?;
    let setup =
        stripe::parse_setup_intent(&send(&stripe::retrieve_setup_intent(&keys.secret, &id)).await?)
            .map_err(|e| AppError::Internal(format!("reading setup {id}: {e}")))?;
    Ok(Some((keys, setup)))
}

/// How a buyer who asks again (the same Idempotency-Key, the page
/// reloaded) goes on with a payment still waiting for them: the card
/// provider's fields once more, while its payment intent asks for a
/// method or an action; `None` otherwise.
pub async fn resume(env: &Env, db: &D1Database, order: &OrderRow) -> AppResult<Option<Next>> {
    if let Some((keys, setup)) = stripe_setup(env, db, order).await? {
        return Ok(confirm_again(&keys, setup, true));
    }
    Ok(stripe_rate(env, db, order, 0)
        .await?
        .and_then(|(keys, payment)| confirmable(&keys, payment)))
}

/// The buyer pays a failed later rate now, on the order's manage page
/// (`routes::orders::pay_rate`): the card provider's fields for the rate's
/// payment when it still asks for the buyer (an issuer that wants the
/// buyer's authentication, a declined card to replace), else a new payment
/// with the provider's customer that saves the card for the rates after
/// it; the sandbox's page otherwise. Its success reaches the order like
/// any other (webhook, or `check_rate` on the buyer's return).
// the sandbox takes the method and page; a production build has none
#[cfg_attr(not(feature = "dev"), allow(unused_variables))]
pub async fn pay_rate(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
    amount_minor: i64,
    failures: u32,
    return_url: &str,
) -> AppResult<Next> {
    let method = order.payment_method;
    match order.provider {
        ProviderKind::Stripe => {
            let keys = stripe_keys(env, db, order.seller_id).await?;
            if let Some(payment) = intent_of(&keys, db, order, rate).await? {
                if matches!(
                    payment.status,
                    PaymentStatus::Succeeded | PaymentStatus::Processing
                ) {
                    // taken already, its word not yet applied: apply it,
                    // and take nothing twice
                    apply_intent(env, db, order, rate, &payment).await?;
                    return Err(not_payable());
                }
                if let Some(next) = confirmable(&keys, payment) {
                    return Ok(next);
                }
            }
            let first = saved_customer(&keys, db, order).await?;
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
                AppError::Conflict {
                    code: "provider_refused",
                    detail: format!("the card provider refused the payment: {e}"),
                }
            })?;
            repo::orders::link_payment(db, "stripe", &payment.id, order.id, rate).await?;
            confirmable(&keys, payment).ok_or_else(|| {
                AppError::Internal("a new payment intent without a way on".to_owned())
            })
        }
        ProviderKind::Paypal => Err(not_payable()),
        #[cfg(not(feature = "dev"))]
        ProviderKind::Sandbox => Err(no_sandbox()),
        #[cfg(feature = "dev")]
        ProviderKind::Sandbox => {
            // the buyer's page for this rate that is still open (a tab
            // left, a second click) is the one to pay, not a second payment
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
            sandbox_page(db, order, rate, amount_minor, method, return_url).await
        }
    }
}

fn not_payable() -> AppError {
    AppError::Conflict {
        code: "not_payable",
        detail: "this rate cannot be paid now".to_owned(),
    }
}

/// Asks the provider how an order's payment of `rate` stands and applies
/// that (with the amount it names checked), under an event id of its own
/// per outcome, so the provider's webhook for the same outcome changes
/// nothing more. The buyer's return and the scheduler use it, so a lost
/// webhook or a crash between the provider's success and the order's
/// change loses nothing. Orders of the other providers are left alone
/// (the sandbox is reconciled from its books, the wallet provider's
/// capture happens on the buyer's return).
pub async fn check_rate(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
) -> AppResult<Option<crate::services::orders::Applied>> {
    if rate == 0
        && let Some((_, setup)) = stripe_setup(env, db, order).await?
    {
        return apply_setup(env, db, order, &setup).await;
    }
    let Some((_, payment)) = stripe_rate(env, db, order, rate).await? else {
        return Ok(None);
    };
    apply_intent(env, db, order, rate, &payment).await
}

/// Applies what a setup read from the provider says of an order's free
/// first rate: a saved method settles it, a refused card fails it (the
/// buyer may try another); `None` while it waits for the buyer.
async fn apply_setup(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    setup: &sellwerk_payments::model::ProviderPayment,
) -> AppResult<Option<crate::services::orders::Applied>> {
    use sellwerk_core::orders::Signal;
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
    crate::services::orders::reported(env, db, order.id, signal, &word)
        .await
        .map(Some)
}

/// Applies what a payment intent read from the provider says of rate
/// `rate` ([`check_rate`]); `None` while it waits for the buyer.
async fn apply_intent(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
    payment: &sellwerk_payments::model::ProviderPayment,
) -> AppResult<Option<crate::services::orders::Applied>> {
    let Some(signal) = signal_of(&payment.status, rate) else {
        return Ok(None);
    };
    let outcome = match signal {
        sellwerk_core::orders::Signal::Paid { .. } => "succeeded",
        sellwerk_core::orders::Signal::Processing { .. } => "processing",
        _ => "failed",
    };
    let event = format!("check:{}:{outcome}", payment.id);
    let word = crate::services::orders::Word {
        seller_id: order.seller_id,
        event: ("stripe", &event),
        payment: &payment.id,
        named: payment.amount.as_ref().map(|(m, c)| (*m, c.as_str())),
    };
    crate::services::orders::reported(env, db, order.id, signal, &word)
        .await
        .map(Some)
}
