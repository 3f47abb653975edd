//! Password-protected products at the edge (core's `product_access` holds
//! the rules): the buyer's grants read from the request, the check every
//! public view and every cart of a protected product passes, a buyer's
//! attempt at the password (rate-limited per address, counted before the
//! password is checked) and the grant cookie it earns, the hashing of a new
//! password, and the hashing of passwords stored before migration 0017.
//!
//! A grant travels in an `sw_product_<id>` cookie (`HttpOnly`,
//! `SameSite=Lax`, `Secure` outside development, path `/v1`, 24 hours) or,
//! for API clients, in the `Product-Access` header (several separated by
//! commas). A protected product needs its grant wherever it is shown or
//! sold: its page, the quote and the order, as the main product or as a
//! bump (the product page lists a protected bump only to a buyer holding
//! its grant).

use sellwerk_core::catalog::Change;
use sellwerk_core::ids::{ProductId, SellerId};
use sellwerk_core::problem::Problem;
use sellwerk_core::product_access::{self, PasswordHash, Stored};
use worker::{D1Database, Env, Request};

use crate::clock;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::repo::{self, catalog::Offer};
use crate::session;

/// The cookie of product `id`'s grant is this followed by the id.
pub const COOKIE_PREFIX: &str = "sw_product_";
/// The header API clients send grants in.
const HEADER: &str = "product-access";
/// Most grants read from one request (cookies and header together).
const MAX_GRANTS: usize = 32;
/// Legacy passwords hashed per scheduler tick (Argon2 costs CPU).
const LEGACY_BATCH: i64 = 20;

/// The grants a request carries, with the key and the moment to check
/// them against. The key is read only when the request carries a grant,
/// so a request for open products never depends on it.
pub struct Grants {
    key: Vec<u8>,
    held: Vec<String>,
    now: i64,
}

impl Grants {
    /// The grants of `req`: every `sw_product_*` cookie and the
    /// `Product-Access` header.
    pub fn of(req: &Request, env: &Env) -> AppResult<Grants> {
        let mut grants = Vec::new();
        if let Some(cookies) = req.headers().get("cookie")? {
            grants.extend(cookies.split(';').filter_map(|pair| {
                let (name, value) = pair.trim().split_once('=')?;
                name.starts_with(COOKIE_PREFIX)
                    .then(|| value.trim().to_owned())
            }));
        }
        if let Some(header) = req.headers().get(HEADER)? {
            grants.extend(header.split(',').map(|g| g.trim().to_owned()));
        }
        grants.retain(|g| !g.is_empty());
        grants.truncate(MAX_GRANTS);
        let key = if grants.is_empty() {
            Vec::new()
        } else {
            Config::from_env(env)?.token_key
        };
        Ok(Grants {
            key,
            held: grants,
            now: clock::now(),
        })
    }

    /// Whether these grants open product `product_id` whose stored
    /// password is `stored` (`None`: not protected; always open).
    pub fn opens(&self, product_id: ProductId, stored: Option<&str>) -> bool {
        product_access::opens(&self.key, &self.held, product_id.get(), stored, self.now)
    }

    /// `Ok` when the product is open to this buyer; else 403
    /// `product_password_required` naming the product (and the request
    /// field that named it, when there is one).
    pub fn require(
        &self,
        product_id: ProductId,
        name: &str,
        stored: Option<&str>,
        field: Option<String>,
    ) -> AppResult<()> {
        if self.opens(product_id, stored) {
            return Ok(());
        }
        Err(AppError::PasswordRequired {
            product_id,
            name: name.to_owned(),
            field,
        })
    }
}

/// Every product of a cart (the main product, then each bump) must be
/// open to the buyer: 403 `product_password_required` pointing at the
/// first that is not (`product_id`, `bumps.{i}.product_id`).
pub fn require_cart(grants: &Grants, main: &Offer, bumps: &[Offer]) -> AppResult<()> {
    grants.require(
        main.product_id,
        &main.name,
        main.access_password.as_deref(),
        Some("product_id".to_owned()),
    )?;
    for (i, bump) in bumps.iter().enumerate() {
        grants.require(
            bump.product_id,
            &bump.name,
            bump.access_password.as_deref(),
            Some(format!("bumps.{i}.product_id")),
        )?;
    }
    Ok(())
}

/// The `Set-Cookie` line of a grant for product `product_id`.
pub fn cookie(config: &Config, product_id: ProductId, grant: &str) -> String {
    let secure = if config.dev { "" } else { "; Secure" };
    format!(
        "{COOKIE_PREFIX}{product_id}={grant}; Path=/v1; Max-Age={}; HttpOnly; SameSite=Lax{secure}",
        product_access::GRANT_TTL_SECONDS
    )
}

fn random_salt() -> AppResult<[u8; 16]> {
    let mut salt = [0u8; 16];
    getrandom::getrandom(&mut salt)
        .map_err(|e| AppError::Internal(format!("no randomness: {e}")))?;
    Ok(salt)
}

/// The stored form of a new password, `null` or unchanged, for the
/// product editor's change.
pub fn hashed(change: &Change<String>) -> AppResult<Change<PasswordHash>> {
    Ok(match change {
        Change::Keep => Change::Keep,
        Change::Clear => Change::Clear,
        Change::Set(password) => Change::Set(
            PasswordHash::new(password, &random_salt()?)
                .map_err(|e| AppError::Internal(e.to_string()))?,
        ),
    })
}

/// A product a buyer asks to open.
pub struct Locked<'a> {
    pub seller_id: SellerId,
    pub product_id: ProductId,
    pub stored: &'a str,
}

/// A buyer's attempt at a product's password from `address`: counted
/// first (429 past [`product_access::ATTEMPTS_PER_ADDRESS`], right or
/// wrong, so parallel guesses are counted too), then checked (422
/// `product_password_invalid`). A right answer to a password stored in
/// plain text (from before migration 0017) hashes it on the spot. The
/// grant for the product as it is now stored.
pub async fn attempt(
    db: &D1Database,
    config: &Config,
    address: &str,
    product: &Locked<'_>,
    password: &str,
) -> AppResult<String> {
    let now = clock::now();
    let key = format!("product_access:addr:{address}");
    if let Some(retry_after) =
        repo::limits::hit(db, &key, product_access::ATTEMPTS_PER_ADDRESS, now).await?
    {
        return Err(AppError::TooManyRequests { retry_after });
    }
    let stored = Stored::parse(product.stored);
    if !stored.matches(password) {
        return Err(AppError::Invalid(vec![Problem::new(
            "password",
            "product_password_invalid",
        )]));
    }
    let mut now_stored = product.stored.to_owned();
    if let Stored::Legacy(plain) = stored {
        let hash = PasswordHash::new(plain, &random_salt()?)
            .map_err(|e| AppError::Internal(e.to_string()))?;
        if repo::products::replace_access_password(
            db,
            product.seller_id,
            product.product_id,
            product.stored,
            &hash,
        )
        .await?
        {
            now_stored = hash.as_str().to_owned();
        } else if let Some(current) =
            repo::products::access_password(db, product.seller_id, product.product_id).await?
        {
            // Hashed meanwhile (the scheduler, another buyer): the grant
            // follows what is stored now.
            now_stored = current;
        }
    }
    Ok(product_access::sign_grant(
        &config.token_key,
        product.product_id.get(),
        &now_stored,
        now,
    ))
}

/// Hashes passwords still stored in plain text (marked by migration 0017),
/// a batch per scheduler tick; how many were hashed.
pub async fn hash_legacy(db: &D1Database) -> AppResult<usize> {
    let mut done = 0;
    for row in repo::products::legacy_access_passwords(db, LEGACY_BATCH).await? {
        let Stored::Legacy(plain) = Stored::parse(&row.access_password) else {
            continue;
        };
        let hash = PasswordHash::new(plain, &random_salt()?)
            .map_err(|e| AppError::Internal(e.to_string()))?;
        if repo::products::replace_access_password(
            db,
            row.seller_id,
            row.id,
            &row.access_password,
            &hash,
        )
        .await?
        {
            done += 1;
        }
    }
    Ok(done)
}

/// The client's address for the attempt limit (`CF-Connecting-IP`).
pub fn address(req: &Request) -> String {
    session::client_address(req)
}
