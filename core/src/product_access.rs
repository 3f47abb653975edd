//! Password-protected products (spec: a product's `accessPassword`), the
//! parts without I/O: how the password is stored, how a buyer's attempt is
//! checked, and the signed grant that remembers a right password for the
//! buyer's session. The edge supplies the salt, the clock and the token key.
//!
//! Decisions:
//! - **Stored as Argon2id** (`auth::hash_password`, the sign-in's
//!   parameters), never in plain text. Argon2's cost (about 36 ms of CPU in
//!   workerd) is paid only when a buyer submits the password, at most
//!   [`ATTEMPTS_PER_ADDRESS`] times per address and window; every other
//!   request of the buyer carries a grant, checked with one HMAC.
//! - **Legacy values.** Passwords saved before migration 0017 were plain
//!   text, and SQL cannot compute Argon2id. The migration marks each with
//!   [`LEGACY_PREFIX`]; the edge hashes marked values on the scheduler's
//!   next tick and, before that, on the first right attempt. A marked value
//!   is checked by a constant-time comparison until then. A stored value
//!   that is neither a PHC string nor marked matches no password: the
//!   product stays locked (fail closed) until its seller sets a new one.
//! - **Grants** are `<product id>.<expiry>.<signature>`: HMAC-SHA256 with
//!   the token key over the product id, a digest of the stored password
//!   value and the expiry (`auth::sign_link`, purpose `product_access`).
//!   A new password (a new salt, so a new digest) or its removal ends every
//!   grant given for the old one. Valid [`GRANT_TTL_SECONDS`].

use std::fmt::Write as _;

use sha2::{Digest, Sha256};

use crate::auth::{self, HashError, RateLimit};

/// How long a right password is remembered.
pub const GRANT_TTL_SECONDS: i64 = 24 * 60 * 60;

/// What migration 0017 puts before a password stored in plain text.
pub const LEGACY_PREFIX: &str = "plain:";

/// Password attempts per client address (right or wrong, counted before
/// the password is checked, so parallel guesses cannot slip past).
pub const ATTEMPTS_PER_ADDRESS: RateLimit = RateLimit {
    max: 10,
    window_seconds: 15 * 60,
};

/// The purpose a grant's signature is bound to (no other signed link of
/// the token key can pass for a grant).
const GRANT_PURPOSE: &str = "product_access";

/// A product's access password as it may be stored: only made by hashing
/// a password, so a plain one cannot be written by mistake.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PasswordHash(String);

impl PasswordHash {
    /// The Argon2id hash of `password` with a 16-byte random `salt`.
    pub fn new(password: &str, salt: &[u8; 16]) -> Result<PasswordHash, HashError> {
        auth::hash_password(password, salt).map(PasswordHash)
    }

    /// The PHC string to store.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What a stored access password column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stored<'a> {
    /// An Argon2 PHC string.
    Hashed(&'a str),
    /// A plain password from before migration 0017, waiting to be hashed.
    Legacy(&'a str),
    /// Anything else: matches nothing.
    Unreadable,
}

impl<'a> Stored<'a> {
    pub fn parse(value: &'a str) -> Stored<'a> {
        if let Some(plain) = value.strip_prefix(LEGACY_PREFIX) {
            Stored::Legacy(plain)
        } else if value.starts_with("$argon2") {
            Stored::Hashed(value)
        } else {
            Stored::Unreadable
        }
    }

    /// Whether `attempt` is the password.
    pub fn matches(self, attempt: &str) -> bool {
        match self {
            Stored::Hashed(phc) => auth::verify_password(attempt, phc),
            Stored::Legacy(plain) => constant_time_eq(plain.as_bytes(), attempt.as_bytes()),
            Stored::Unreadable => false,
        }
    }
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    // Compare digests, so neither the length nor the first difference shows
    // in the time taken.
    let (da, db) = (Sha256::digest(a), Sha256::digest(b));
    da.iter()
        .zip(db.iter())
        .fold(0u8, |acc, (x, y)| acc | (x ^ y))
        == 0
}

/// A short digest of the stored value (hex of the first 16 bytes of its
/// SHA-256) that a grant is bound to.
fn stored_digest(stored: &str) -> String {
    let digest = Sha256::digest(stored.as_bytes());
    let mut out = String::with_capacity(32);
    for b in digest.iter().take(16) {
        let _ = write!(out, "{b:02x}");
    }
    out
}

fn subject(product_id: i64, stored: &str) -> String {
    format!("{product_id}/{}", stored_digest(stored))
}

/// A grant for product `product_id` whose stored password is `stored`,
/// valid until `now + GRANT_TTL_SECONDS`.
pub fn sign_grant(key: &[u8], product_id: i64, stored: &str, now: i64) -> String {
    let exp = now.saturating_add(GRANT_TTL_SECONDS);
    let signature = auth::sign_link(key, GRANT_PURPOSE, &subject(product_id, stored), exp);
    format!("{product_id}.{exp}.{signature}")
}

/// The product a grant names (to find its password), if it is well formed.
pub fn grant_product(grant: &str) -> Option<i64> {
    grant.split('.').next()?.parse().ok()
}

/// Whether `grant` opens product `product_id` whose stored password is
/// `stored`, at `now`.
pub fn grant_opens(key: &[u8], grant: &str, product_id: i64, stored: &str, now: i64) -> bool {
    let mut parts = grant.trim().splitn(3, '.');
    let (Some(id), Some(exp), Some(signature)) = (parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    if id.parse::<i64>().ok() != Some(product_id) {
        return false;
    }
    let Ok(exp) = exp.parse::<i64>() else {
        return false;
    };
    auth::verify_link(
        key,
        GRANT_PURPOSE,
        &subject(product_id, stored),
        exp,
        signature,
        now,
    )
    .is_ok()
}

/// Whether a buyer holding `grants` may see and buy a product whose
/// stored password is `stored` (`None`: not protected).
pub fn opens(
    key: &[u8],
    grants: &[String],
    product_id: i64,
    stored: Option<&str>,
    now: i64,
) -> bool {
    stored.is_none_or(|stored| {
        grants
            .iter()
            .any(|g| grant_opens(key, g, product_id, stored, now))
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"test key of thirty-two bytes....";
    const NOW: i64 = 1_800_000_000;

    #[test]
    fn a_hash_matches_its_password_only() {
        let hash = PasswordHash::new("open sesame", &[7; 16]).unwrap();
        assert!(hash.as_str().starts_with("$argon2id$"));
        assert!(!hash.as_str().contains("open sesame"));
        let stored = Stored::parse(hash.as_str());
        assert!(matches!(stored, Stored::Hashed(_)));
        assert!(stored.matches("open sesame"));
        assert!(!stored.matches("open sesame "));
        assert!(!stored.matches(""));
    }

    #[test]
    fn legacy_and_unreadable_values() {
        let legacy = Stored::parse("plain:letmein");
        assert_eq!(legacy, Stored::Legacy("letmein"));
        assert!(legacy.matches("letmein"));
        assert!(!legacy.matches("letmein2"));
        assert!(!legacy.matches("plain:letmein"));
        // A value from nowhere (not hashed, not marked) opens nothing,
        // not even itself.
        let odd = Stored::parse("letmein");
        assert_eq!(odd, Stored::Unreadable);
        assert!(!odd.matches("letmein"));
    }

    #[test]
    fn a_grant_opens_its_product_under_its_password_until_it_expires() {
        let stored = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA";
        let grant = sign_grant(KEY, 42, stored, NOW);
        assert_eq!(grant_product(&grant), Some(42));
        assert!(grant_opens(KEY, &grant, 42, stored, NOW));
        assert!(grant_opens(
            KEY,
            &grant,
            42,
            stored,
            NOW + GRANT_TTL_SECONDS - 1
        ));
        assert!(!grant_opens(
            KEY,
            &grant,
            42,
            stored,
            NOW + GRANT_TTL_SECONDS
        ));
        // another product, another password, another key
        assert!(!grant_opens(KEY, &grant, 43, stored, NOW));
        assert!(!grant_opens(
            KEY,
            &grant,
            42,
            "$argon2id$v=19$m=19456,t=2,p=1$c2FsdB$aGFzaA",
            NOW
        ));
        assert!(!grant_opens(
            b"another key of thirty-two bytes.",
            &grant,
            42,
            stored,
            NOW
        ));
        // a forged expiry breaks the signature
        let (_, rest) = grant.split_once('.').unwrap();
        let (_, sig) = rest.split_once('.').unwrap();
        let later = format!("42.{}.{sig}", NOW + 10 * GRANT_TTL_SECONDS);
        assert!(!grant_opens(KEY, &later, 42, stored, NOW));
        for junk in ["", "42", "42.x.y", "x.1.y", "42.1"] {
            assert!(!grant_opens(KEY, junk, 42, stored, NOW), "{junk}");
        }
    }

    #[test]
    fn opens_needs_a_grant_only_for_protected_products() {
        let stored = "plain:abcd";
        let grant = sign_grant(KEY, 5, stored, NOW);
        assert!(opens(KEY, &[], 5, None, NOW));
        assert!(!opens(KEY, &[], 5, Some(stored), NOW));
        assert!(opens(
            KEY,
            &["junk".into(), grant.clone()],
            5,
            Some(stored),
            NOW
        ));
        assert!(!opens(KEY, &[grant], 6, Some(stored), NOW));
    }
}
