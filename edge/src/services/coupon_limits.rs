//! How often buyers may ask about coupon codes (issue 29: 305 lookups and
//! 100 quotes from one address went through, so codes could be guessed).
//!
//! Decisions (numbers in core's `auth`):
//! - Per client address (`session::client_address`: IPv4 whole, IPv6 per
//!   /64): lookups (`GET /v1/shop/{u}/coupons/{code}`) 30 per 15 minutes
//!   ([`auth::COUPON_LOOKUPS_PER_ADDRESS`]); quotes and orders naming a code
//!   60 per 15 minutes ([`auth::COUPON_QUOTES_PER_ADDRESS`]; the payment
//!   page quotes again on each change of the cart). Each is counted before
//!   the code is looked up.
//! - Per shop: misses (a code the shop does not have, or has deactivated)
//!   200 per 15 minutes ([`auth::COUPON_MISSES_PER_SHOP`]); past that every
//!   lookup and every quote naming a code at that shop answers 429 until
//!   the window ends, found codes too, so a guesser spread over many
//!   addresses learns nothing from the answers.
//! - 429 carries `Retry-After`, in the spec's error shape.
//! - Development builds lift these limits, like the order limits (the suite
//!   quotes with codes far more often than a buyer), unless a test switches
//!   them on (`POST /v1/dev/faults {"coupon_limits": true}`); a production
//!   build always applies them.

#[cfg(feature = "dev")]
use std::sync::atomic::{AtomicBool, Ordering};

use sellwerk_core::auth::{self, RateLimit};
use worker::D1Database;

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::repo;

/// Which door a buyer asks through.
#[derive(Debug, Clone, Copy)]
pub enum Door {
    /// `GET /v1/shop/{u}/coupons/{code}`.
    Lookup,
    /// A quote or an order naming a code.
    Quote,
}

#[cfg(feature = "dev")]
static COUPON_LIMITS_IN_DEV: AtomicBool = AtomicBool::new(false);

/// Switches the coupon limits on or off (development builds only).
#[cfg(feature = "dev")]
pub fn coupon_limits_in_dev(on: bool) {
    COUPON_LIMITS_IN_DEV.store(on, Ordering::Relaxed);
}

fn applies() -> bool {
    #[cfg(feature = "dev")]
    if !COUPON_LIMITS_IN_DEV.load(Ordering::Relaxed) {
        return false;
    }
    true
}

fn too_many(retry_after: Option<i64>) -> AppResult<()> {
    match retry_after {
        Some(retry_after) => Err(AppError::TooManyRequests { retry_after }),
        None => Ok(()),
    }
}

fn shop_key(shop: &str) -> String {
    format!("coupon:shop:{}", shop.trim().to_ascii_lowercase())
}

/// Counts one request of `address` through `door`, before the code is
/// looked up; 429 past the address's budget.
pub async fn count(db: &D1Database, door: Door, address: &str) -> AppResult<()> {
    if !applies() {
        return Ok(());
    }
    let (key, limit): (String, RateLimit) = match door {
        Door::Lookup => (
            format!("coupon_lookup:addr:{address}"),
            auth::COUPON_LOOKUPS_PER_ADDRESS,
        ),
        Door::Quote => (
            format!("coupon_quote:addr:{address}"),
            auth::COUPON_QUOTES_PER_ADDRESS,
        ),
    };
    too_many(repo::limits::hit(db, &key, limit, clock::now()).await?)
}

/// After a code was looked up at shop `shop` (its username): a miss
/// (`found` false: unknown or deactivated) spends the shop's budget; past
/// it the answer is 429, whether the code was found or not.
pub async fn settle(db: &D1Database, shop: &str, found: bool) -> AppResult<()> {
    if !applies() {
        return Ok(());
    }
    let key = shop_key(shop);
    let now = clock::now();
    let over = if found {
        repo::limits::over(db, &key, auth::COUPON_MISSES_PER_SHOP, now).await?
    } else {
        repo::limits::hit(db, &key, auth::COUPON_MISSES_PER_SHOP, now).await?
    };
    too_many(over)
}
