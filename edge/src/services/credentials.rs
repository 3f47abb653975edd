//! A seller's provider credentials, sealed with the edge's key and bound to
//! seller and provider: sealed when the seller saves them
//! (`routes::settings`), opened for the edge's own calls to the provider
//! (`services::providers`, the webhooks' verification), never answered.

use sellwerk_core::ids::SellerId;
use sellwerk_core::providers::ProviderKind;
use sellwerk_payments::secrets;
use worker::{D1Database, Env};

use crate::config;
use crate::error::{AppError, AppResult};
use crate::repo;

fn associated(seller_id: SellerId, provider: ProviderKind) -> String {
    format!("seller:{seller_id}:{}", provider.name())
}

/// Seals credentials for a seller and provider with a fresh nonce.
pub fn seal(
    env: &Env,
    seller_id: SellerId,
    provider: ProviderKind,
    plain: &serde_json::Value,
) -> AppResult<String> {
    let key = config::secrets_key(env)?;
    let mut nonce = [0u8; 12];
    getrandom::getrandom(&mut nonce)
        .map_err(|e| AppError::Internal(format!("no randomness: {e}")))?;
    Ok(secrets::seal(
        &key,
        &nonce,
        &plain.to_string(),
        &associated(seller_id, provider),
    ))
}

/// The credentials of a connected provider, opened (for the edge's own
/// calls to the provider; never for an answer).
pub async fn credentials(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    provider: ProviderKind,
) -> AppResult<Option<serde_json::Value>> {
    let Some(account) = repo::providers::account(db, seller_id, provider).await? else {
        return Ok(None);
    };
    let key = config::secrets_key(env)?;
    let plain =
        secrets::open(&key, &account.sealed, &associated(seller_id, provider)).map_err(|e| {
            AppError::Internal(format!("sealed credentials of seller {seller_id}: {e}"))
        })?;
    serde_json::from_str(&plain)
        .map(Some)
        .map_err(|e| AppError::Internal(format!("sealed credentials of seller {seller_id}: {e}")))
}
