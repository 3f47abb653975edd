//! The seller's connected payment providers (credentials sealed at rest)
//! and the method matrix.

use sellwerk_core::ids::SellerId;
use std::collections::BTreeMap;

use sellwerk_core::checkout::PaymentMethod;
use sellwerk_core::providers::ProviderKind;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::AppResult;

/// A stored provider account.
#[derive(Debug, Deserialize)]
pub struct Account {
    pub provider: String,
    pub mode: String,
    /// JSON of what may be shown.
    pub public: String,
    /// The sealed credentials (JSON inside).
    pub sealed: String,
    /// The card provider's account connected through its OAuth onboarding
    /// (`acct_…`); `None` for keys pasted by hand.
    #[serde(default, rename = "connected_account")]
    pub connected: Option<String>,
}

pub async fn accounts(db: &D1Database, seller_id: SellerId) -> AppResult<Vec<Account>> {
    Ok(db
        .prepare("SELECT provider, mode, public, sealed, connected_account FROM provider_accounts WHERE seller_id = ?1 ORDER BY provider")
        .bind(&[int(seller_id)])?
        .all()
        .await?
        .results::<Account>()?)
}

pub async fn account(
    db: &D1Database,
    seller_id: SellerId,
    provider: ProviderKind,
) -> AppResult<Option<Account>> {
    Ok(accounts(db, seller_id)
        .await?
        .into_iter()
        .find(|a| a.provider == provider.name()))
}

/// Stores a provider's credentials, replacing earlier ones; `connected`
/// is the card provider's account connected through its OAuth onboarding
/// (`None` for keys pasted by hand, which also forgets an earlier
/// connection's account).
pub async fn save(
    db: &D1Database,
    seller_id: SellerId,
    provider: ProviderKind,
    mode: &str,
    public: &serde_json::Value,
    sealed: &str,
    connected: Option<&str>,
) -> AppResult<()> {
    db.prepare(
        "INSERT INTO provider_accounts (seller_id, provider, mode, public, sealed, connected_account) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
         ON CONFLICT (seller_id, provider) DO UPDATE SET mode = excluded.mode, public = excluded.public, \
         sealed = excluded.sealed, connected_account = excluded.connected_account, \
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
    )
    .bind(&[
        int(seller_id),
        JsValue::from_str(provider.name()),
        JsValue::from_str(mode),
        JsValue::from_str(&public.to_string()),
        JsValue::from_str(sealed),
        connected.map_or(JsValue::NULL, JsValue::from_str),
    ])?
    .run()
    .await?;
    Ok(())
}

pub async fn remove(db: &D1Database, seller_id: SellerId, provider: ProviderKind) -> AppResult<()> {
    db.prepare("DELETE FROM provider_accounts WHERE seller_id = ?1 AND provider = ?2")
        .bind(&[int(seller_id), JsValue::from_str(provider.name())])?
        .run()
        .await?;
    Ok(())
}

/// The seller whose card provider is the account `account` connected
/// through the OAuth onboarding (only such accounts: keys pasted by hand
/// name none), for the platform's Connect webhooks.
pub async fn seller_of_connected(db: &D1Database, account: &str) -> AppResult<Option<SellerId>> {
    #[derive(Deserialize)]
    struct Row {
        seller_id: SellerId,
    }
    Ok(db
        .prepare(
            "SELECT seller_id FROM provider_accounts WHERE connected_account = ?1 AND provider = 'stripe'",
        )
        .bind(&[JsValue::from_str(account)])?
        .first::<Row>(None)
        .await?
        .map(|r| r.seller_id))
}

/// Disconnects the seller's card provider if it is still the connected
/// account `account` (the account's own revocation); whether it was.
pub async fn remove_connected(
    db: &D1Database,
    seller_id: SellerId,
    account: &str,
) -> AppResult<bool> {
    let result = db
        .prepare(
            "DELETE FROM provider_accounts WHERE seller_id = ?1 AND provider = 'stripe' \
             AND connected_account = ?2",
        )
        .bind(&[int(seller_id), JsValue::from_str(account)])?
        .run()
        .await?;
    Ok(result
        .meta()?
        .and_then(|m| m.changes)
        .is_some_and(|c| c > 0))
}

/// The providers a seller's methods can be routed to: those with stored
/// credentials (their names), and the sandbox in development builds.
pub fn connected_of(names: &[String]) -> Vec<ProviderKind> {
    let sandbox = crate::config::DEV.then_some(ProviderKind::Sandbox);
    sellwerk_core::providers::connected(
        names
            .iter()
            .filter_map(|n| ProviderKind::parse(n))
            .chain(sandbox),
    )
}

/// The methods a buyer can pay a seller with (core's `active_methods`),
/// from the stored columns: the enabled methods, the routes (JSON
/// objects), and the connected providers (JSON array of names).
pub fn active_of(
    seller_id: SellerId,
    enabled: &str,
    routes: &str,
    accounts: &str,
) -> AppResult<Vec<PaymentMethod>> {
    let enabled: Vec<PaymentMethod> =
        serde_json::from_str(enabled).map_err(|e| corrupt("seller", seller_id.get(), e))?;
    let routes: BTreeMap<PaymentMethod, ProviderKind> =
        serde_json::from_str(routes).map_err(|e| corrupt("seller", seller_id.get(), e))?;
    let names: Vec<String> =
        serde_json::from_str(accounts).map_err(|e| corrupt("seller", seller_id.get(), e))?;
    Ok(sellwerk_core::providers::active_methods(
        &enabled,
        &routes,
        &connected_of(&names),
    ))
}

/// The seller's routes (method to provider) and connected providers from
/// the stored columns: the routes (JSON object) and the connected
/// providers (JSON array of names), as a product's record carries them.
pub fn routes_of(
    seller_id: SellerId,
    routes: &str,
    accounts: &str,
) -> AppResult<(BTreeMap<PaymentMethod, ProviderKind>, Vec<ProviderKind>)> {
    let routes: BTreeMap<PaymentMethod, ProviderKind> =
        serde_json::from_str(routes).map_err(|e| corrupt("seller", seller_id.get(), e))?;
    let names: Vec<String> =
        serde_json::from_str(accounts).map_err(|e| corrupt("seller", seller_id.get(), e))?;
    Ok((routes, connected_of(&names)))
}

/// The seller's connected providers.
pub async fn connected(db: &D1Database, seller_id: SellerId) -> AppResult<Vec<ProviderKind>> {
    let names: Vec<String> = accounts(db, seller_id)
        .await?
        .into_iter()
        .map(|a| a.provider)
        .collect();
    Ok(connected_of(&names))
}

/// The seller's enabled methods and which provider takes each.
pub struct Matrix {
    pub enabled: Vec<PaymentMethod>,
    pub providers: BTreeMap<PaymentMethod, ProviderKind>,
}

pub async fn matrix(db: &D1Database, seller_id: SellerId) -> AppResult<Matrix> {
    #[derive(Deserialize)]
    struct Row {
        payment_methods: String,
        method_providers: String,
    }
    let row = db
        .prepare("SELECT payment_methods, method_providers FROM sellers WHERE id = ?1")
        .bind(&[int(seller_id)])?
        .first::<Row>(None)
        .await?
        .ok_or_else(|| corrupt("seller", seller_id.get(), "no such seller"))?;
    Ok(Matrix {
        enabled: serde_json::from_str(&row.payment_methods)
            .map_err(|e| corrupt("seller", seller_id.get(), e))?,
        providers: serde_json::from_str(&row.method_providers)
            .map_err(|e| corrupt("seller", seller_id.get(), e))?,
    })
}

pub async fn save_matrix(db: &D1Database, seller_id: SellerId, m: &Matrix) -> AppResult<()> {
    let enabled =
        serde_json::to_string(&m.enabled).map_err(|e| corrupt("seller", seller_id.get(), e))?;
    let providers =
        serde_json::to_string(&m.providers).map_err(|e| corrupt("seller", seller_id.get(), e))?;
    db.prepare("UPDATE sellers SET payment_methods = ?2, method_providers = ?3 WHERE id = ?1")
        .bind(&[
            int(seller_id),
            JsValue::from_str(&enabled),
            JsValue::from_str(&providers),
        ])?
        .run()
        .await?;
    Ok(())
}

/// A sandbox payment the provider completed whose order never heard of it.
#[cfg(feature = "dev")]
#[derive(Debug, Deserialize)]
pub struct Unreconciled {
    pub seller_id: sellwerk_core::ids::SellerId,
    pub order_id: sellwerk_core::ids::OrderId,
    pub rate: i64,
    pub payment_id: String,
    pub mode: String,
}

/// Up to `limit` sandbox payments that succeeded before `succeeded_before`
/// (RFC 3339) on a rate still open, not reconciled yet, in order id order
/// (the scheduler's reconciliation, development builds only).
///
/// Read from the open rates (`CROSS JOIN` keeps that order: `SQLite` never
/// reorders it), through `order_rates_unanswered (state, …)`: a tick reads
/// the rates still waiting for money, not every payment ever made
/// (issue 15: an idle tick read about a million rows with a million paid
/// orders).
#[cfg(feature = "dev")]
pub async fn sandbox_unreconciled(
    db: &D1Database,
    succeeded_before: &str,
    limit: i64,
) -> AppResult<Vec<Unreconciled>> {
    Ok(db
        .prepare(
            "SELECT o.seller_id, pp.order_id, pp.rate, pp.payment_id, s.mode FROM order_rates r \
             CROSS JOIN provider_payments pp ON pp.order_id = r.order_id AND pp.rate = r.idx \
             JOIN orders o ON o.id = pp.order_id AND o.seller_id = pp.seller_id \
             JOIN sandbox_payments s ON s.id = pp.payment_id AND s.seller_id = pp.seller_id \
             WHERE r.state IN ('pending', 'unpaid', 'future', 'debt') \
             AND pp.provider = 'sandbox' AND s.status = 'succeeded' \
             AND s.updated_at <= ?2 AND NOT EXISTS (SELECT 1 FROM webhook_events w \
             WHERE w.provider = 'sandbox' AND w.event_id = 'reconcile:' || pp.payment_id) \
             ORDER BY pp.order_id LIMIT ?1",
        )
        .bind(&[int(limit), JsValue::from_str(succeeded_before)])?
        .all()
        .await?
        .results::<Unreconciled>()?)
}
