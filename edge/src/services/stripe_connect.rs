//! The card provider connected through its OAuth onboarding (Stripe
//! Connect, issue 30), the way to go live without copying keys: the seller
//! starts ([`start`]: the provider's authorize page with a signed `state`),
//! approves at the provider, and its browser comes back to the app's return
//! page, which completes ([`complete`]: the state checked, the code
//! exchanged with the platform's secret key). The connected account's
//! secret key is sealed like pasted keys, so payments, refunds and checks
//! run unchanged; its account id is kept where the platform's Connect
//! webhook finds its seller.
//!
//! Decisions:
//! - **The state** is `{seller}.{expiry}.{nonce}.{signature}`, signed with
//!   the edge's token key (HMAC, `auth::sign_link`, purpose
//!   [`STATE_PURPOSE`]) and valid [`STATE_SECONDS`]. It names the seller,
//!   so a state (or a return link) made for one seller cannot connect an
//!   account to another (403 `connect_state_foreign`); a tampered one is
//!   422 `connect_state_invalid`, an old one 422 `connect_state_expired`.
//!   It is not kept: the provider's code is used once, and a replayed code
//!   is the provider's refusal (422 `connect_code_refused`).
//! - **Mode** is the provider's `livemode` of the connection (a live
//!   platform connects live accounts).
//! - **One account, one seller**: an account connected by another seller is
//!   refused (409 `connect_account_taken`), so a Connect event never finds
//!   two sellers.
//! - **No prefill**: the seller's email and country are not sent to the
//!   provider; the provider asks for them on its own page.
//! - **Disconnecting** an OAuth connection deauthorizes the platform at the
//!   provider, best effort: the seller's own disconnection is done here
//!   whatever the provider answers (logged when it fails).

use sellwerk_core::auth::{self, AccessError};
use sellwerk_core::ids::SellerId;
use sellwerk_core::problem::Problem;
use sellwerk_core::providers::ProviderKind;
use sellwerk_payments::{secrets, stripe_connect};
use worker::{D1Database, Env};

use crate::clock;
use crate::config::{self, ConnectPlatform};
use crate::error::{AppError, AppResult};
use crate::repo;
use crate::services::credentials::seal;

/// The purpose a state's signature covers (no other signed link has it).
pub const STATE_PURPOSE: &str = "stripe_connect";
/// How long a started connection may take at the provider.
pub const STATE_SECONDS: i64 = 30 * 60;
/// The app's page the provider sends the browser back to.
pub const RETURN_PATH: &str = "/cabinet/settings/payment_providers/stripe/return";

/// The platform, or 409 `connect_unavailable` when this deployment has
/// none (sellers paste their keys).
pub fn platform(env: &Env) -> AppResult<ConnectPlatform> {
    config::connect_platform(env).ok_or_else(|| AppError::Conflict {
        code: "connect_unavailable",
        detail: "connecting through the card provider's onboarding is not set up here; paste the keys instead".to_owned(),
    })
}

fn signature(key: &[u8], seller: &str, nonce: &str, exp: i64) -> String {
    auth::sign_link(key, STATE_PURPOSE, &format!("{seller}/{nonce}"), exp)
}

/// A fresh state for `seller_id`, valid until `now + STATE_SECONDS`.
pub fn state_for(key: &[u8], seller_id: SellerId, nonce: &str, now: i64) -> String {
    let exp = now + STATE_SECONDS;
    let seller = seller_id.to_string();
    format!(
        "{seller}.{exp}.{nonce}.{}",
        signature(key, &seller, nonce, exp)
    )
}

/// Checks a state brought back by the browser: signed by this edge, not
/// expired at `now`, and made for `seller_id`.
pub fn check_state(key: &[u8], state: &str, seller_id: SellerId, now: i64) -> AppResult<()> {
    let parts: Vec<&str> = state.trim().split('.').collect();
    let [seller, exp, nonce, sig] = parts.as_slice() else {
        return Err(AppError::Invalid(vec![Problem::new(
            "state",
            "connect_state_invalid",
        )]));
    };
    let Ok(exp) = exp.parse::<i64>() else {
        return Err(AppError::Invalid(vec![Problem::new(
            "state",
            "connect_state_invalid",
        )]));
    };
    let subject = format!("{seller}/{nonce}");
    match auth::verify_link(key, STATE_PURPOSE, &subject, exp, sig, now) {
        Ok(()) => {}
        Err(AccessError::Expired) => {
            return Err(AppError::Invalid(vec![Problem::new(
                "state",
                "connect_state_expired",
            )]));
        }
        Err(_) => {
            return Err(AppError::Invalid(vec![Problem::new(
                "state",
                "connect_state_invalid",
            )]));
        }
    }
    if *seller != seller_id.to_string() {
        return Err(AppError::Forbidden {
            code: "connect_state_foreign",
            detail: "this connection was started by another seller".to_owned(),
        });
    }
    Ok(())
}

/// The address of the provider's authorize page for `seller_id`.
pub fn start(env: &Env, seller_id: SellerId) -> AppResult<String> {
    let platform = platform(env)?;
    let key = config::Config::from_env(env)?.token_key;
    let nonce = crate::session::random_token()?;
    let state = state_for(&key, seller_id, &nonce, clock::now());
    let origin = config::sites(env)
        .map(sellwerk_core::sites::Sites::app_origin)
        .map_err(|m| AppError::Misconfigured(m.join("; ")))?;
    let redirect_uri = format!("{origin}{RETURN_PATH}");
    let url = stripe_connect::authorize_url(&stripe_connect::Authorize {
        client_id: &platform.client_id,
        state: &state,
        redirect_uri: &redirect_uri,
        email: None,
        country: None,
    });
    // a development build's redirection sends the browser to the test's
    // stand-in too; production has none
    Ok(crate::services::providers::stripe_url(&url))
}

/// Completes the connection of `seller_id` with the provider's `code`:
/// the state checked, the code exchanged, the account's keys sealed and
/// stored.
pub async fn complete(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    code: &str,
    state: &str,
) -> AppResult<()> {
    let platform = platform(env)?;
    let key = config::Config::from_env(env)?.token_key;
    check_state(&key, state, seller_id, clock::now())?;
    let code = code.trim();
    if code.is_empty() || code.len() > 255 {
        return Err(AppError::Invalid(vec![Problem::new("code", "required")]));
    }
    let request = stripe_connect::token_request(&platform.secret_key, code);
    let answer = crate::services::providers::send(&request)
        .await
        .map_err(|e| AppError::BadGateway {
            code: "provider_unreachable",
            detail: format!("the card provider could not be reached: {e:?}"),
        })?;
    let connection = stripe_connect::parse_token(&answer).map_err(|e| {
        if e.refuses_grant() {
            AppError::Invalid(vec![Problem::new("code", "connect_code_refused")])
        } else {
            AppError::BadGateway {
                code: "provider_unreachable",
                detail: format!("the card provider failed to connect the account: {e}"),
            }
        }
    })?;
    if let Some(other) = repo::providers::seller_of_connected(db, &connection.account_id).await?
        && other != seller_id
    {
        return Err(AppError::Conflict {
            code: "connect_account_taken",
            detail: "this provider account is connected to another shop".to_owned(),
        });
    }
    let mode = if connection.livemode { "live" } else { "test" };
    let public = serde_json::json!({
        "publishable_key": connection.publishable_key,
        "secret_key": secrets::mask(&connection.access_token),
        "account_id": connection.account_id,
    });
    // the access token is the connected account's secret key: the payment
    // code reads it as `secret_key`; no webhook secret of the seller's own
    // (events come to the platform's Connect endpoint)
    let plain = serde_json::json!({
        "secret_key": connection.access_token,
        "refresh_token": connection.refresh_token,
        "account_id": connection.account_id,
    });
    let sealed = seal(env, seller_id, ProviderKind::Stripe, &plain)?;
    repo::providers::save(
        db,
        seller_id,
        ProviderKind::Stripe,
        mode,
        &public,
        &sealed,
        Some(&connection.account_id),
    )
    .await
}

/// Deauthorizes the platform at the provider for `account`, best effort:
/// a failure is logged, never the seller's problem.
pub async fn deauthorize(env: &Env, account: &str) {
    let Some(platform) = config::connect_platform(env) else {
        return;
    };
    let request =
        stripe_connect::deauthorize_request(&platform.secret_key, &platform.client_id, account);
    match crate::services::providers::send(&request).await {
        Ok(answer) => {
            if let Err(e) = stripe_connect::parse_deauthorize(&answer) {
                crate::trace::log_error!("deauthorizing {account} at the card provider: {e}");
            }
        }
        Err(e) => {
            crate::trace::log_error!("deauthorizing {account} at the card provider: {e:?}");
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"local-development-only-token-secret-0000";

    fn seller(id: i64) -> SellerId {
        SellerId::try_from(id).unwrap()
    }

    fn code_of(e: AppError) -> String {
        match e {
            AppError::Invalid(p) => p[0].code.to_string(),
            AppError::Forbidden { code, .. } => code.to_owned(),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn a_state_is_the_sellers_own_signed_and_expiring() {
        let now = 1_800_000_000;
        let state = state_for(KEY, seller(7), "n0nce", now);
        assert!(check_state(KEY, &state, seller(7), now + STATE_SECONDS - 1).is_ok());
        assert_eq!(
            code_of(check_state(KEY, &state, seller(7), now + STATE_SECONDS).unwrap_err()),
            "connect_state_expired"
        );
        assert_eq!(
            code_of(check_state(KEY, &state, seller(8), now).unwrap_err()),
            "connect_state_foreign"
        );
        // another seller's id, a later expiry, another key: the signature breaks
        let parts: Vec<&str> = state.split('.').collect();
        for forged in [
            format!("8.{}.{}.{}", parts[1], parts[2], parts[3]),
            format!("7.{}.{}.{}", now + 99_999, parts[2], parts[3]),
            state_for(b"another key", seller(7), "n0nce", now),
            "7.1.2".to_owned(),
            "7.x.n.s".to_owned(),
            String::new(),
        ] {
            assert_eq!(
                code_of(check_state(KEY, &forged, seller(8), now).unwrap_err()),
                "connect_state_invalid",
                "{forged}"
            );
        }
    }
}
