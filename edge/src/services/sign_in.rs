//! What a mail's link signs in with, and how often an address may ask
//! (issue 31: the use cases `routes::account` and `routes::session` share,
//! written once here). Each takes typed values and answers with a domain
//! result or a [`SignInError`], which `boundary.rs` maps onto the API's
//! answers (429 with `Retry-After`, 422 on the token's field).

use sellwerk_core::auth;
use sellwerk_core::ids::UserId;
use worker::D1Database;

use crate::clock;
use crate::error::Failure;
use crate::repo::{
    self,
    accounts::{Purpose, TokenRefusal, UsedToken},
};

/// Why a sign-in's step answers nothing else.
#[derive(Debug)]
pub enum SignInError {
    /// Past a limit: asked again after this many seconds.
    TooMany { retry_after: i64 },
    /// The one-time token of `field` is `expired_token` or
    /// `invalid_token` (unknown, of another purpose, or used).
    Token { field: String, code: &'static str },
    /// The store or another layer below failed; carried as it came.
    Failed(Failure),
}

impl From<Failure> for SignInError {
    fn from(e: Failure) -> Self {
        SignInError::Failed(e)
    }
}

/// Counts a request against each `(key, limit)` at the edge's clock;
/// [`SignInError::TooMany`] when any is over.
pub async fn limit(db: &D1Database, keys: &[(String, auth::RateLimit)]) -> Result<(), SignInError> {
    let now = clock::now();
    for (key, limit) in keys {
        if let Some(retry_after) = repo::limits::hit(db, key, *limit, now).await? {
            return Err(SignInError::TooMany { retry_after });
        }
    }
    Ok(())
}

/// Uses the one-time token `token` of `purpose` (only its digest is
/// stored), named `field` in a refusal.
pub async fn use_token(
    db: &D1Database,
    purpose: Purpose,
    token: &str,
    field: &str,
) -> Result<UsedToken, SignInError> {
    match repo::accounts::use_one_time_token(
        db,
        purpose,
        &auth::token_digest(token.trim()),
        clock::now(),
    )
    .await?
    {
        Ok(used) => Ok(used),
        Err(TokenRefusal::Expired) => Err(SignInError::Token {
            field: field.to_owned(),
            code: "expired_token",
        }),
        Err(TokenRefusal::Invalid) => Err(SignInError::Token {
            field: field.to_owned(),
            code: "invalid_token",
        }),
    }
}

/// Uses a magic-link token: `(user, profile kind asked for, seller)`.
pub async fn use_magic_link(
    db: &D1Database,
    token: &str,
) -> Result<(UserId, Option<String>, Option<String>), SignInError> {
    let used = use_token(db, Purpose::MagicLink, token, "token").await?;
    // Opening the mail proves the address; a password chosen at sign-up by
    // whoever that was stops working (and their sessions end) when this
    // confirms it.
    repo::accounts::confirm_address(db, used.user_id, &clock::rfc3339(clock::now()), false).await?;
    Ok((used.user_id, used.profile_kind, used.seller))
}
