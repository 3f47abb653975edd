//! The payment providers behind one interface: what every provider does
//! ([`Provider`]: start a payment or a setup for a saved method, charge a
//! saved method for a rate, refund whole or part, resume and check a
//! payment's state) and the functions the rest of the edge calls, which
//! pick the provider and hand the step to its module. Routes, services,
//! jobs, the scheduler and the consumer call these, never a provider's
//! module.
//!
//! - [`for_method`] is the one place a provider is chosen for a payment
//!   method (the seller's method matrix, the sandbox when none); every
//!   later step of an order goes to the provider its order was placed with
//!   (`OrderRow::provider`).
//! - `sandbox` (development builds; `no_sandbox` in production, which
//!   refuses every step), `stripe` (the card provider, including sellers
//!   connected through its Connect onboarding) and `paypal` (the wallet
//!   provider) each hold only their provider's code.
//! - `fetch` is the one place a request goes out to a provider.
//! - The providers answer [`ProviderError`], never HTTP; how each is
//!   answered is decided at the boundary (`crate::boundary`).

mod error;
mod fetch;
mod paypal;
#[cfg(feature = "dev")]
mod sandbox;
#[cfg(not(feature = "dev"))]
#[path = "no_sandbox.rs"]
mod sandbox;
mod stripe;

use sellwerk_core::checkout::PaymentMethod;
use sellwerk_core::ids::SellerId;
use sellwerk_core::orders::Signal;
use sellwerk_core::providers::ProviderKind;
use sellwerk_payments::model::{HttpRequest, HttpResponse, PaymentStatus};
use worker::{D1Database, Env};

use crate::repo::{self, orders::OrderRow};
use crate::services::orders::Applied;

pub use error::ProviderError;
#[cfg(feature = "dev")]
pub use fetch::set_bases;
pub use fetch::{send, stripe_url};
pub use paypal::{
    capture as capture_paypal, check_keys as check_paypal_keys, session as paypal_session,
};
pub use stripe::check_keys as check_stripe_keys;

/// A provider's result.
pub type ProviderResult<T> = Result<T, ProviderError>;

/// How the buyer goes on after the payment was started.
#[derive(Debug)]
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

/// A refund at a provider: `amount_minor` of `payment` under the
/// provider's idempotency key `key`; `total_minor` is what the payment has
/// given back in all after it (`None`: all of it).
struct Refund<'a> {
    payment: &'a str,
    amount_minor: i64,
    // only the sandbox gives back by the total (a production build has none)
    #[cfg_attr(not(feature = "dev"), allow(dead_code))]
    total_minor: Option<i64>,
    key: &'a str,
}

/// A provider's answer to an off-session charge.
enum Answer {
    /// Its payment (linked to the rate), the signal it means (`None` while
    /// it processes) and the amount it names.
    Payment {
        id: String,
        signal: Option<Signal>,
        named: Option<(i64, String)>,
    },
    /// Nothing could be charged: no usable method.
    NoMethod,
}

/// What every provider does. Static dispatch: the functions below pick
/// the implementation by the order's provider (`dispatch!`). A step a
/// provider does not take answers what the edge answered before the split
/// (the wallet provider: no setup, no payment from the order's page).
trait Provider {
    /// Starts the payment of an order's first rate, linked to the order.
    async fn start(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        amount_minor: i64,
        method: PaymentMethod,
        return_url: &str,
    ) -> ProviderResult<Next>;

    /// Saves a method for an order whose free first rate is settled that
    /// way, charging nothing.
    async fn start_setup(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        method: PaymentMethod,
        return_url: &str,
    ) -> ProviderResult<Next>;

    /// The buyer pays rate `rate` now, from the order's page ([`pay_rate`]).
    async fn pay_rate(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        rate: usize,
        amount_minor: i64,
        failures: u32,
        return_url: &str,
    ) -> ProviderResult<Next>;

    /// Charges rate `rate` of the first order off-session with the method
    /// the second saved, under the idempotency key `reference`, linked to
    /// the rate; the answer is applied by [`charge_with`].
    async fn charge(
        env: &Env,
        db: &D1Database,
        orders: (&OrderRow, &OrderRow),
        rate: usize,
        amount_minor: i64,
        reference: &str,
    ) -> ProviderResult<Answer>;

    /// Gives back (part of) one payment of an order.
    async fn refund(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        refund: &Refund<'_>,
    ) -> ProviderResult<()>;

    /// How a buyer who asks again goes on with a payment still waiting for
    /// them ([`resume`]).
    async fn resume(env: &Env, db: &D1Database, order: &OrderRow) -> ProviderResult<Option<Next>>;

    /// Asks how the payment of `rate` stands and applies it ([`check_rate`]).
    async fn check(
        env: &Env,
        db: &D1Database,
        order: &OrderRow,
        rate: usize,
    ) -> ProviderResult<Option<Applied>>;
}

/// Hands a step to the provider `kind`'s implementation.
macro_rules! dispatch {
    ($kind:expr, $step:ident($($arg:expr),* $(,)?)) => {
        match $kind {
            ProviderKind::Sandbox => <sandbox::Sandbox as Provider>::$step($($arg),*).await,
            ProviderKind::Stripe => <stripe::Stripe as Provider>::$step($($arg),*).await,
            ProviderKind::Paypal => <paypal::Paypal as Provider>::$step($($arg),*).await,
        }
    };
}

/// The provider the seller routes `method` to: the one place a provider
/// is chosen. From the seller's stored routes and connected providers
/// (`routes`, `accounts`: the columns a product's record carries, read with
/// the rest of an order's intake, `repo::intake`).
pub fn for_method(
    seller_id: SellerId,
    (routes, accounts): (&str, &str),
    method: PaymentMethod,
) -> ProviderResult<ProviderKind> {
    let (routes, connected) = repo::providers::routes_of(seller_id, routes, accounts)?;
    choose(&routes, method, &connected)
}

/// [`for_method`]'s rule: core's routing, and only to a provider that is
/// connected. Checkout offers only active methods, so this is the last
/// line, not the first: a provider not connected (the sandbox, in
/// production) is never used.
fn choose(
    routes: &std::collections::BTreeMap<PaymentMethod, ProviderKind>,
    method: PaymentMethod,
    connected: &[ProviderKind],
) -> ProviderResult<ProviderKind> {
    sellwerk_core::providers::route(routes, method, connected)
        .filter(|p| connected.contains(p))
        .ok_or(ProviderError::MethodNotAvailable)
}

/// Starts the payment of an order's first rate with the provider `kind`
/// the seller routes its method to (chosen by [`for_method`]), and links it to the order.
pub async fn start(
    kind: ProviderKind,
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    amount_minor: i64,
    method: PaymentMethod,
    return_url: &str,
) -> ProviderResult<Next> {
    dispatch!(
        kind,
        start(env, db, order, amount_minor, method, return_url)
    )
}

/// Saves a payment method for an order whose free first rate is settled
/// that way (a free trial, see `sellwerk_core::orders::first_rate_saves_method`):
/// the sandbox's page in setup mode, or the card provider's `SetupIntent`
/// confirmed in its fields. Nothing is charged; the method saved pays the
/// later rates, and saving it delivers the order.
/// `kind` is the provider chosen for the method ([`for_method`]).
pub async fn start_setup(
    kind: ProviderKind,
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    method: PaymentMethod,
    return_url: &str,
) -> ProviderResult<Next> {
    dispatch!(kind, start_setup(env, db, order, method, return_url))
}

/// How a buyer who asks again (the same Idempotency-Key, the page
/// reloaded) goes on with a payment still waiting for them: the card
/// provider's fields once more, while its payment intent asks for a
/// method or an action; `None` otherwise.
pub async fn resume(env: &Env, db: &D1Database, order: &OrderRow) -> ProviderResult<Option<Next>> {
    dispatch!(order.provider, resume(env, db, order))
}

/// The buyer pays a failed later rate now, on the order's manage page
/// (`routes::orders::pay_rate`): the card provider's fields for the rate's
/// payment when it still asks for the buyer (an issuer that wants the
/// buyer's authentication, a declined card to replace), else a new payment
/// with the provider's customer that saves the card for the rates after
/// it; the sandbox's page otherwise. Its success reaches the order like
/// any other (webhook, or `check_rate` on the buyer's return).
pub async fn pay_rate(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
    amount_minor: i64,
    failures: u32,
    return_url: &str,
) -> ProviderResult<Next> {
    dispatch!(
        order.provider,
        pay_rate(env, db, order, rate, amount_minor, failures, return_url)
    )
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
) -> ProviderResult<Option<Applied>> {
    dispatch!(order.provider, check(env, db, order, rate))
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
) -> ProviderResult<()> {
    match payment_of(db, order, rate).await? {
        Some(payment) => refund_payment(env, db, order, &payment, amount_minor).await,
        None => Ok(()),
    }
}

/// The payment that paid an order's rate, else the rate's latest.
async fn payment_of(
    db: &D1Database,
    order: &OrderRow,
    rate: usize,
) -> ProviderResult<Option<String>> {
    Ok(
        match repo::orders::paid_by(db, order.seller_id, order.id, rate).await? {
            Some(p) => Some(p),
            None => repo::orders::payment_of_rate(db, order.id, rate).await?,
        },
    )
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
) -> ProviderResult<()> {
    let Some(payment) = payment_of(db, order, part.rate).await? else {
        return Err(ProviderError::Unexpected(format!(
            "rate {} of order {} was paid by no payment we know",
            part.rate, order.id
        )));
    };
    let key = format!("refund-{}-{payment}-{}", order.token, part.total_minor);
    let refund = Refund {
        payment: &payment,
        amount_minor: part.minor,
        total_minor: Some(part.total_minor),
        key: &key,
    };
    dispatch!(order.provider, refund(env, db, order, &refund))
}

/// Refunds one provider payment of an order (idempotent per payment: the
/// provider's idempotency key names it).
pub async fn refund_payment(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    payment: &str,
    amount_minor: i64,
) -> ProviderResult<()> {
    let key = format!("refund-{}-{payment}", order.token);
    let refund = Refund {
        payment,
        amount_minor,
        total_minor: None,
        key: &key,
    };
    dispatch!(order.provider, refund(env, db, order, &refund))
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
) -> ProviderResult<()> {
    charge_with(env, db, order, order, rate, amount_minor, reference).await?;
    Ok(repo::orders::charge_answered(db, order.id, rate, reference).await?)
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
) -> ProviderResult<Charged> {
    if order.seller_id != method_of.seller_id || order.provider != method_of.provider {
        return Err(ProviderError::Unexpected(format!(
            "order {} cannot be charged with the method of order {}",
            order.id, method_of.id
        )));
    }
    let answer = dispatch!(
        order.provider,
        charge(env, db, (order, method_of), rate, amount_minor, reference)
    )?;
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

/// A provider's decline as core's orders rules weigh it.
pub fn decline_kind(decline: &sellwerk_payments::Decline) -> sellwerk_core::orders::DeclineKind {
    match decline.kind {
        sellwerk_payments::DeclineKind::Soft => sellwerk_core::orders::DeclineKind::Soft,
        sellwerk_payments::DeclineKind::Hard => sellwerk_core::orders::DeclineKind::Hard,
    }
}

/// What a provider payment's status means for rate `rate`; `None` while
/// the buyer (or the provider) has still to act.
fn signal_of(status: &PaymentStatus, rate: usize) -> Option<Signal> {
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

/// Sends a request to ask a provider about a seller's keys: one that
/// cannot be reached leaves them unchecked.
async fn ask(request: &HttpRequest, provider: &str) -> ProviderResult<HttpResponse> {
    send(request).await.map_err(|e| {
        ProviderError::KeysUnchecked(format!(
            "{provider} could not be reached to check the keys: {e}"
        ))
    })
}

/// What a provider's answer about a seller's keys means: a refusal of the
/// keys is a refusal on `fields`, any other failure leaves them unchecked.
fn judged(
    provider: &str,
    fields: &'static [&'static str],
    e: &sellwerk_payments::ProviderError,
) -> ProviderError {
    if e.refuses_credentials() {
        ProviderError::KeysRefused(fields)
    } else {
        ProviderError::KeysUnchecked(format!("{provider} failed while checking the keys: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[test]
    fn a_method_goes_to_the_provider_the_matrix_names_when_it_is_connected() {
        let routes = BTreeMap::from([(PaymentMethod::Card, ProviderKind::Stripe)]);
        let both = [ProviderKind::Stripe, ProviderKind::Paypal];
        assert!(matches!(
            choose(&routes, PaymentMethod::Card, &both),
            Ok(ProviderKind::Stripe)
        ));
        // routed to a provider that is not connected: refused, never
        // handed to another
        assert!(matches!(
            choose(&routes, PaymentMethod::Card, &[ProviderKind::Paypal]),
            Err(ProviderError::MethodNotAvailable)
        ));
    }

    #[test]
    fn an_unrouted_method_goes_to_the_sandbox_when_connected_else_to_one_that_runs_it() {
        let routes = BTreeMap::new();
        assert!(matches!(
            choose(
                &routes,
                PaymentMethod::Paypal,
                &[ProviderKind::Sandbox, ProviderKind::Paypal]
            ),
            Ok(ProviderKind::Sandbox)
        ));
        assert!(matches!(
            choose(&routes, PaymentMethod::Paypal, &[ProviderKind::Paypal]),
            Ok(ProviderKind::Paypal)
        ));
        // no provider connected at all (the sandbox in production is not)
        assert!(matches!(
            choose(&routes, PaymentMethod::Card, &[]),
            Err(ProviderError::MethodNotAvailable)
        ));
    }

    #[test]
    fn a_status_means_its_signal_for_the_rate() {
        assert!(matches!(
            signal_of(&PaymentStatus::Succeeded, 2),
            Some(Signal::Paid { rate: 2 })
        ));
        assert!(matches!(
            signal_of(&PaymentStatus::Processing, 1),
            Some(Signal::Processing { rate: 1 })
        ));
        assert!(matches!(
            signal_of(
                &PaymentStatus::Failed {
                    decline: sellwerk_payments::Decline::classify("expired_card")
                },
                0
            ),
            Some(Signal::Failed { rate: 0, .. })
        ));
        assert!(signal_of(&PaymentStatus::RequiresAction, 0).is_none());
    }
}
