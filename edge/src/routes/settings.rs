//! `/v1/cabinet/settings/payment_providers` and `/payment_settings`: the
//! seller connects the card and wallet providers (credentials checked by
//! core, then with the provider itself — a refusal is 422
//! `provider_keys_refused`, a provider out of reach 502
//! `provider_unreachable` — sealed with the edge's key, bound to seller and
//! provider, and never sent back in clear) and sets the method matrix (which methods are
//! on and which provider takes each, checked by core).

use sellwerk_core::checkout::PaymentMethod;
use sellwerk_core::ids::SellerId;
use sellwerk_core::pricing::PlanKind;
use sellwerk_core::providers::{
    self, MethodSetting, PaypalCredentials, ProviderKind, StripeCredentials,
};
use sellwerk_payments::secrets;
use serde::Deserialize;
use worker::{D1Database, Env, Request, Response, RouteContext};

use crate::error::{AppError, AppResult};
use crate::extract::{json_body, str_param};
use crate::repo;
use crate::services::credentials::seal;
use crate::services::stripe_connect;
use crate::session;

/// A provider as the settings page shows it: whether it is connected, in
/// which mode, where its webhook goes, and its public settings (secrets
/// masked or null, never in clear).
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct ProviderEntry {
    provider: &'static str,
    connected: bool,
    built_in: bool,
    mode: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    webhook_url: Option<String>,
    /// How the card provider was connected: `oauth` (its onboarding,
    /// Connect) or `keys` (pasted); absent when not connected.
    #[serde(skip_serializing_if = "Option::is_none")]
    connected_via: Option<&'static str>,
    /// The card provider's account connected through its onboarding
    /// (`acct_…`).
    #[serde(skip_serializing_if = "Option::is_none")]
    account_id: Option<String>,
    /// The card provider's `publishable_key`, `secret_key`,
    /// `webhook_secret`, or the wallet provider's `client_id`,
    /// `client_secret`, `webhook_id`.
    #[serde(flatten)]
    public: std::collections::BTreeMap<&'static str, Option<String>>,
}

#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct ProvidersBody {
    providers: Vec<ProviderEntry>,
    /// Whether the card provider can be connected through its onboarding
    /// (`POST …/stripe/connect`); otherwise only by pasting keys.
    connect_available: bool,
}

async fn providers_answer(env: &Env, db: &D1Database, seller_id: SellerId) -> AppResult<Response> {
    let username = repo::sellers::username(db, seller_id).await?;
    let accounts = repo::providers::accounts(db, seller_id).await?;
    // the built-in sandbox exists in development builds only
    let mut providers: Vec<ProviderEntry> = crate::config::DEV
        .then(|| ProviderEntry {
            provider: "sandbox",
            connected: true,
            built_in: true,
            mode: Some("test".to_owned()),
            webhook_url: None,
            connected_via: None,
            account_id: None,
            public: std::collections::BTreeMap::new(),
        })
        .into_iter()
        .collect();
    for kind in [ProviderKind::Stripe, ProviderKind::Paypal] {
        let account = accounts.iter().find(|a| a.provider == kind.name());
        let public: serde_json::Value = account
            .map(|a| serde_json::from_str(&a.public).unwrap_or_default())
            .unwrap_or_default();
        let fields: &[&'static str] = match kind {
            ProviderKind::Stripe => &["publishable_key", "secret_key", "webhook_secret"],
            _ => &["client_id", "client_secret", "webhook_id"],
        };
        providers.push(ProviderEntry {
            provider: kind.name(),
            connected: account.is_some(),
            built_in: false,
            mode: account.map(|a| a.mode.clone()),
            webhook_url: Some(format!("/v1/webhooks/{}/{username}", kind.name())),
            connected_via: account.map(|a| {
                if a.connected.is_some() {
                    "oauth"
                } else {
                    "keys"
                }
            }),
            account_id: account.and_then(|a| a.connected.clone()),
            public: fields
                .iter()
                .map(|f| {
                    (
                        *f,
                        public.get(*f).and_then(|v| v.as_str()).map(str::to_owned),
                    )
                })
                .collect(),
        });
    }
    Ok(Response::from_json(&ProvidersBody {
        providers,
        connect_available: crate::config::connect_platform(env).is_some(),
    })?)
}

fn editable(ctx: &RouteContext<()>) -> AppResult<ProviderKind> {
    match ProviderKind::parse(str_param(ctx, "provider")) {
        Some(kind @ (ProviderKind::Stripe | ProviderKind::Paypal)) => Ok(kind),
        _ => Err(AppError::NotFound {
            code: "provider_not_found",
            detail: "providers to connect are stripe and paypal".to_owned(),
        }),
    }
}

/// `GET /v1/cabinet/settings/payment_providers`.
pub async fn get_providers(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    providers_answer(&ctx.env, &repo::db(&ctx.env)?, seller.seller_id).await
}

/// `PUT /v1/cabinet/settings/payment_providers/{provider}`: connects or
/// replaces a provider's credentials.
pub async fn put_provider(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let kind = editable(&ctx)?;
    let (mode, public, plain) = if kind == ProviderKind::Stripe {
        {
            let c: StripeCredentials = json_body(&mut req).await?;
            let mode = providers::check_stripe(&c).map_err(AppError::Invalid)?;
            crate::services::providers::check_stripe_keys(c.secret_key.trim(), mode).await?;
            let public = serde_json::json!({
                "publishable_key": c.publishable_key.trim(),
                "secret_key": secrets::mask(c.secret_key.trim()),
                "webhook_secret": secrets::mask(c.webhook_secret.trim()),
            });
            let plain = serde_json::json!({
                "secret_key": c.secret_key.trim(), "webhook_secret": c.webhook_secret.trim(),
            });
            (mode, public, plain)
        }
    } else {
        {
            let c: PaypalCredentials = json_body(&mut req).await?;
            let mode = providers::check_paypal(&c).map_err(AppError::Invalid)?;
            let named = if mode == providers::Mode::Live {
                "live"
            } else {
                "test"
            };
            crate::services::providers::check_paypal_keys(
                c.client_id.trim(),
                c.client_secret.trim(),
                named,
            )
            .await?;
            let public = serde_json::json!({
                "client_id": c.client_id.trim(),
                "client_secret": secrets::mask(c.client_secret.trim()),
                "webhook_id": c.webhook_id.trim(),
            });
            let plain = serde_json::json!({
                "client_id": c.client_id.trim(), "client_secret": c.client_secret.trim(),
                "webhook_id": c.webhook_id.trim(),
            });
            (mode, public, plain)
        }
    };
    let mode = if mode == providers::Mode::Live {
        "live"
    } else {
        "test"
    };
    let sealed = seal(&ctx.env, seller.seller_id, kind, &plain)?;
    let db = repo::db(&ctx.env)?;
    // keys pasted over an OAuth connection replace it: the platform lets go
    // of the account at the provider too
    if let Some(account) = repo::providers::account(&db, seller.seller_id, kind)
        .await?
        .and_then(|a| a.connected)
    {
        stripe_connect::deauthorize(&ctx.env, &account).await;
    }
    repo::providers::save(&db, seller.seller_id, kind, mode, &public, &sealed, None).await?;
    providers_answer(&ctx.env, &db, seller.seller_id).await
}

/// `DELETE /v1/cabinet/settings/payment_providers/{provider}`: 409
/// `provider_in_use` while an enabled method goes to it.
pub async fn delete_provider(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let kind = editable(&ctx)?;
    let db = repo::db(&ctx.env)?;
    let matrix = repo::providers::matrix(&db, seller.seller_id).await?;
    let in_use = matrix
        .enabled
        .iter()
        .any(|m| matrix.providers.get(m) == Some(&kind));
    if in_use {
        return Err(AppError::Conflict {
            code: "provider_in_use",
            detail: "switch its payment methods to another provider first".to_owned(),
        });
    }
    let connected = repo::providers::account(&db, seller.seller_id, kind)
        .await?
        .and_then(|a| a.connected);
    repo::providers::remove(&db, seller.seller_id, kind).await?;
    // an OAuth connection is also let go at the provider, best effort
    if let Some(account) = connected {
        stripe_connect::deauthorize(&ctx.env, &account).await;
    }
    providers_answer(&ctx.env, &db, seller.seller_id).await
}

/// `{url}`: where the seller's browser goes to connect the card provider.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct ConnectStarted {
    /// The provider's authorize page, with a signed `state` naming the
    /// seller (valid 30 minutes) and the app's return page.
    url: String,
}

/// `POST /v1/cabinet/settings/payment_providers/stripe/connect`: starts
/// connecting the card provider through its onboarding (409
/// `connect_unavailable` where the platform is not set up).
pub async fn connect_start(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let url = stripe_connect::start(&ctx.env, seller.seller_id)?;
    Ok(Response::from_json(&ConnectStarted { url })?)
}

/// `{code, state}`: what the provider sent the browser back with.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ConnectComplete {
    code: String,
    state: String,
}

/// `POST /v1/cabinet/settings/payment_providers/stripe/connect/complete
/// {code, state}`: completes the connection (the state must be this
/// seller's own and fresh, the code the provider's), then answers the
/// providers like saving keys does.
pub async fn connect_complete(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let body: ConnectComplete = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    stripe_connect::complete(&ctx.env, &db, seller.seller_id, &body.code, &body.state).await?;
    providers_answer(&ctx.env, &db, seller.seller_id).await
}

/// Every method a buyer can be offered: those a real provider runs (the
/// settings never list a method the product cannot take a payment with,
/// see `PaymentMethod::runs`).
fn offered() -> impl Iterator<Item = PaymentMethod> {
    use PaymentMethod as M;
    [
        M::Card,
        M::CardAmEx,
        M::Paypal,
        M::Sepa,
        M::BankWire,
        M::PayLater,
        M::P24,
        M::ApplePay,
        M::GooglePay,
        M::Ideal,
        M::Klarna,
        M::Twint,
    ]
    .into_iter()
    .filter(|&m| {
        ProviderKind::ALL
            .into_iter()
            .any(|p| p != ProviderKind::Sandbox && p.supports(m))
    })
}

/// A payment method of the matrix with what it may be set to.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct MethodEntry {
    method: PaymentMethod,
    enabled: bool,
    /// Enabled and routed to a connected provider: offered to buyers.
    active: bool,
    /// The provider it is routed to; `null` when no connected one takes it.
    provider: Option<ProviderKind>,
    /// The providers that take this method.
    providers: Vec<ProviderKind>,
    /// The plan kinds that allow this method.
    plan_kinds: Vec<PlanKind>,
}

#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct MethodsAnswer {
    methods: Vec<MethodEntry>,
}

async fn methods_answer(db: &D1Database, seller_id: SellerId) -> AppResult<Response> {
    let matrix = repo::providers::matrix(db, seller_id).await?;
    let connected = repo::providers::connected(db, seller_id).await?;
    let active = providers::active_methods(&matrix.enabled, &matrix.providers, &connected);
    let kinds = [
        PlanKind::OneTime,
        PlanKind::Installment,
        PlanKind::Subscription,
        PlanKind::LimitedSubscription,
    ];
    let methods: Vec<MethodEntry> = offered()
        .map(|m| MethodEntry {
            method: m,
            enabled: matrix.enabled.contains(&m),
            // enabled and routed to a connected provider: offered at checkout
            active: active.contains(&m),
            provider: providers::route(&matrix.providers, m, &connected),
            providers: ProviderKind::ALL
                .iter()
                .copied()
                .filter(|p| p.supports(m) && (crate::config::DEV || *p != ProviderKind::Sandbox))
                .collect(),
            plan_kinds: kinds
                .iter()
                .copied()
                .filter(|&k| m.allows(k) && (k == PlanKind::OneTime || !m.one_time_only()))
                .collect(),
        })
        .collect();
    Ok(Response::from_json(&MethodsAnswer { methods })?)
}

/// `GET /v1/cabinet/settings/payment_settings`.
pub async fn get_methods(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    methods_answer(&repo::db(&ctx.env)?, seller.seller_id).await
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct MethodsBody {
    methods: Vec<MethodSetting>,
}

/// `PUT /v1/cabinet/settings/payment_settings {methods}`.
pub async fn put_methods(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let body: MethodsBody = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let connected = repo::providers::connected(&db, seller.seller_id).await?;
    let problems = providers::check_methods(&body.methods, &connected);
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    let mut matrix = repo::providers::matrix(&db, seller.seller_id).await?;
    for m in &body.methods {
        matrix.enabled.retain(|e| *e != m.method);
        if m.enabled {
            matrix.enabled.push(m.method);
        }
        matrix.providers.insert(m.method, m.provider);
    }
    repo::providers::save_matrix(&db, seller.seller_id, &matrix).await?;
    methods_answer(&db, seller.seller_id).await
}
