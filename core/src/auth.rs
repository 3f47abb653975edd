//! Accounts and sessions, the parts without I/O: profiles and the area each
//! opens (spec section 6), password hashing, signed access tokens, the
//! digests under which refresh and one-time tokens are stored, and the
//! rate-limit windows. The edge supplies randomness, the clock and the
//! secret key; nothing here reads them.
//!
//! Decisions:
//! - **Passwords** are hashed with Argon2id at OWASP's parameters (19 MiB,
//!   2 iterations, parallelism 1) into a PHC string, so parameters can be
//!   raised later without breaking stored hashes.
//! - **Access tokens** are short-lived (15 minutes) and signed, not stored:
//!   `v1.<claims>.<HMAC-SHA256>` in base64url. The edge still checks that the
//!   session they name is not revoked, so signing out ends them at once.
//! - **Refresh tokens** and **one-time tokens** (e-mail confirmation,
//!   password reset, magic link, change of e-mail) are 32 random bytes the
//!   edge draws; only their SHA-256 digest is stored, so a leaked table
//!   cannot be replayed. Refresh tokens rotate on every use and presenting
//!   a used one revokes its whole family (the session).
//! - **Password sign-in** is limited per e-mail address (or per known
//!   device of the account) and per client address by [`Lockout`]s:
//!   attempts are counted before the password is checked, the first one
//!   over a limit locks the key, and repeated lockouts last longer
//!   ([`SIGN_IN_LADDER`]). A known device (a signed cookie from an earlier
//!   sign-in, [`sign_device`]) has its own budget, so guesses from
//!   elsewhere never lock the owner's own browser out.

use std::fmt::Write as _;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// How long an access token lives.
pub const ACCESS_TTL_SECONDS: i64 = 15 * 60;
/// How long a refresh token lives (and so a session without activity).
pub const REFRESH_TTL_SECONDS: i64 = 30 * 24 * 60 * 60;
/// How long an e-mail confirmation link works.
pub const CONFIRM_TTL_SECONDS: i64 = 3 * 24 * 60 * 60;
/// How long a password reset, magic link or change-of-e-mail link works.
pub const SHORT_LINK_TTL_SECONDS: i64 = 60 * 60;

/// OWASP's Argon2id parameters: 19 MiB, 2 iterations, parallelism 1.
pub const ARGON2_MEMORY_KIB: u32 = 19 * 1024;
pub const ARGON2_ITERATIONS: u32 = 2;
pub const ARGON2_PARALLELISM: u32 = 1;

/// A kind of profile a user may hold (spec sections 1 and 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ProfileKind {
    Seller,
    Publisher,
    TeamMember,
    Payer,
    Admin,
}

/// The application area a profile works in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Area {
    Cabinet,
    Publish,
    TeamMember,
    Payer,
    Admin,
}

impl ProfileKind {
    pub const ALL: [ProfileKind; 5] = [
        ProfileKind::Seller,
        ProfileKind::Publisher,
        ProfileKind::TeamMember,
        ProfileKind::Payer,
        ProfileKind::Admin,
    ];

    /// The stored and wire spelling.
    pub fn name(self) -> &'static str {
        match self {
            ProfileKind::Seller => "seller",
            ProfileKind::Publisher => "publisher",
            ProfileKind::TeamMember => "team_member",
            ProfileKind::Payer => "payer",
            ProfileKind::Admin => "admin",
        }
    }

    pub fn from_name(name: &str) -> Option<ProfileKind> {
        ProfileKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Seller to cabinet, publisher to publish, team member to `team_member`,
    /// payer to payer, manager/admin to admin (spec section 6).
    pub fn area(self) -> Area {
        match self {
            ProfileKind::Seller => Area::Cabinet,
            ProfileKind::Publisher => Area::Publish,
            ProfileKind::TeamMember => Area::TeamMember,
            ProfileKind::Payer => Area::Payer,
            ProfileKind::Admin => Area::Admin,
        }
    }

    /// Whether a person may choose this profile at sign-up. Team members are
    /// invited by a seller and admins appointed, never self-made.
    pub fn self_service(self) -> bool {
        matches!(
            self,
            ProfileKind::Seller | ProfileKind::Publisher | ProfileKind::Payer
        )
    }
}

/// Stands in for a missing account's hash at sign-in, so that an unknown
/// address costs the same Argon2 work as a wrong password and answers alike
/// (no account enumeration by timing). A valid PHC string that no password
/// matches in practice.
pub const DUMMY_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$6qG3VjVlzN9LQm5Y1uXh0tJbq9ZbW5kYfLqJ1n4a0o8";

/// Why a password could not be hashed (only bad parameters or salt).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("password hashing failed: {0}")]
pub struct HashError(String);

fn argon2() -> Result<Argon2<'static>, HashError> {
    let params = Params::new(
        ARGON2_MEMORY_KIB,
        ARGON2_ITERATIONS,
        ARGON2_PARALLELISM,
        None,
    )
    .map_err(|e| HashError(e.to_string()))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

/// The Argon2id PHC string of `password` with a 16-byte `salt` the caller
/// drew from a secure random source.
pub fn hash_password(password: &str, salt: &[u8; 16]) -> Result<String, HashError> {
    let salt = SaltString::encode_b64(salt).map_err(|e| HashError(e.to_string()))?;
    argon2()?
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| HashError(e.to_string()))
}

/// Whether `password` matches the stored PHC string (any Argon2 parameters
/// the string names). A malformed stored string never matches.
pub fn verify_password(password: &str, phc: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(phc) else {
        return false;
    };
    Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok()
}

/// The hex SHA-256 digest under which a random token is stored.
pub fn token_digest(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    let mut out = String::with_capacity(64);
    for b in digest {
        let _ = write!(out, "{b:02x}");
    }
    out
}

/// Random bytes as the text of a token (base64url, no padding).
pub fn encode_token(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// What an access token says: who, as which profile, in which session,
/// until when (Unix seconds).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccessClaims {
    /// The user.
    pub uid: i64,
    /// The profile the user acts as.
    pub pid: i64,
    /// The session (refresh-token family); revoked sessions end their
    /// access tokens too.
    pub sid: i64,
    /// Expiry, Unix seconds.
    pub exp: i64,
    /// An admin token (admin mode), kept apart from ordinary access.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub adm: bool,
}

/// Why an access token was refused; the codes are spec section 8's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AccessError {
    #[error("no access token")]
    Missing,
    #[error("the access token is not valid")]
    Invalid,
    #[error("the access token has expired")]
    Expired,
}

impl AccessError {
    pub fn code(self) -> &'static str {
        match self {
            AccessError::Missing => "missing_access_token",
            AccessError::Invalid => "invalid_access_token",
            AccessError::Expired => "expired_access_token",
        }
    }
}

type HmacSha256 = Hmac<Sha256>;

const TOKEN_PREFIX: &str = "v1.";

fn mac(key: &[u8], payload: &str) -> Option<HmacSha256> {
    let mut mac = HmacSha256::new_from_slice(key).ok()?;
    mac.update(TOKEN_PREFIX.as_bytes());
    mac.update(payload.as_bytes());
    Some(mac)
}

/// `claims` signed with `key`: `v1.<claims>.<signature>`.
pub fn sign_access(claims: &AccessClaims, key: &[u8]) -> String {
    let payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(claims).unwrap_or_default());
    let signature = mac(key, &payload)
        .map(|m| URL_SAFE_NO_PAD.encode(m.finalize().into_bytes()))
        .unwrap_or_default();
    format!("{TOKEN_PREFIX}{payload}.{signature}")
}

/// The claims of a token signed with `key` and not expired at `now`
/// (Unix seconds). The signature is compared in constant time before the
/// claims are read.
pub fn verify_access(token: &str, key: &[u8], now: i64) -> Result<AccessClaims, AccessError> {
    let token = token.trim();
    if token.is_empty() {
        return Err(AccessError::Missing);
    }
    let rest = token
        .strip_prefix(TOKEN_PREFIX)
        .ok_or(AccessError::Invalid)?;
    let (payload, signature) = rest.split_once('.').ok_or(AccessError::Invalid)?;
    let signature = URL_SAFE_NO_PAD
        .decode(signature)
        .map_err(|_| AccessError::Invalid)?;
    mac(key, payload)
        .ok_or(AccessError::Invalid)?
        .verify_slice(&signature)
        .map_err(|_| AccessError::Invalid)?;
    let bytes = URL_SAFE_NO_PAD
        .decode(payload)
        .map_err(|_| AccessError::Invalid)?;
    let claims: AccessClaims = serde_json::from_slice(&bytes).map_err(|_| AccessError::Invalid)?;
    if claims.exp <= now {
        return Err(AccessError::Expired);
    }
    Ok(claims)
}

/// The message a signed link covers: what it is for, whom, until when.
fn link_payload(purpose: &str, subject: &str, exp: i64) -> String {
    format!("link:{purpose}:{subject}:{exp}")
}

/// The signature of an expiring link (a buyer's download): HMAC-SHA256
/// with `key` over its purpose, subject (`order-token/file-id`) and expiry,
/// base64url.
pub fn sign_link(key: &[u8], purpose: &str, subject: &str, exp: i64) -> String {
    mac(key, &link_payload(purpose, subject, exp))
        .map(|m| URL_SAFE_NO_PAD.encode(m.finalize().into_bytes()))
        .unwrap_or_default()
}

/// Whether a link's signature is right (constant-time) and it has not
/// expired at `now`: `Err(AccessError::Expired)` or `Err(Invalid)`.
pub fn verify_link(
    key: &[u8],
    purpose: &str,
    subject: &str,
    exp: i64,
    signature: &str,
    now: i64,
) -> Result<(), AccessError> {
    let bytes = URL_SAFE_NO_PAD
        .decode(signature.trim())
        .map_err(|_| AccessError::Invalid)?;
    mac(key, &link_payload(purpose, subject, exp))
        .ok_or(AccessError::Invalid)?
        .verify_slice(&bytes)
        .map_err(|_| AccessError::Invalid)?;
    if exp <= now {
        return Err(AccessError::Expired);
    }
    Ok(())
}

/// A fixed-window rate limit: at most `max` requests per `window_seconds`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimit {
    pub max: u32,
    pub window_seconds: i64,
}

impl RateLimit {
    /// The start of the window `now` falls in.
    pub fn window_start(self, now: i64) -> i64 {
        let w = self.window_seconds.max(1);
        now.div_euclid(w) * w
    }

    /// Seconds until the window of `now` ends (for `Retry-After`), at least 1.
    pub fn retry_after(self, now: i64) -> i64 {
        (self.window_start(now) + self.window_seconds.max(1) - now).max(1)
    }

    /// Whether the `count`-th request of a window is allowed.
    pub fn allows(self, count: u32) -> bool {
        count <= self.max
    }
}

/// A limit on attempts that locks its key when passed, longer each time it
/// is passed again soon after (password sign-in). Attempts are counted
/// before anything is checked, so parallel requests cannot all slip under
/// the limit: the counter answers each request its own number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lockout {
    /// Attempts allowed per window before the key is locked.
    pub limit: RateLimit,
    /// How long the first, second, ... lockout in a row lasts (seconds);
    /// the last step repeats.
    pub ladder: &'static [i64],
    /// A lockout that starts within this long after the previous one ended
    /// climbs the ladder; a later one starts at its foot again.
    pub memory_seconds: i64,
}

/// A key's counter as it stands after counting one more attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct AttemptCount {
    /// Attempts in the current window, this one included (not counted
    /// while the key is locked).
    pub count: u32,
    /// The step of the ladder the key's last lockout was on (0: none yet).
    pub level: u32,
    /// When the key's last lockout ends or ended (Unix seconds; 0: never).
    pub locked_until: i64,
}

/// What to do with one counted attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Within the limit: check the password.
    Go,
    /// Over the limit or locked: answer 429 without checking anything.
    Refuse { retry_after: i64 },
    /// This attempt is the first over the limit: lock the key at `level`
    /// until `until` and refuse it.
    Lock { level: u32, until: i64 },
}

impl Lockout {
    /// How long a lockout on step `level` (1 = the first) lasts.
    pub fn duration(self, level: u32) -> i64 {
        let last = self.ladder.len().saturating_sub(1);
        let step = usize::try_from(level.max(1) - 1).map_or(last, |s| s.min(last));
        self.ladder
            .get(step)
            .copied()
            .unwrap_or(self.limit.window_seconds)
    }

    /// The verdict on an attempt that made the counter `c` at `now`.
    /// Exactly one attempt of a window sees `limit.max + 1` (the counter
    /// counts atomically), and that one locks the key.
    pub fn judge(self, c: AttemptCount, now: i64) -> Verdict {
        if c.locked_until > now {
            return Verdict::Refuse {
                retry_after: c.locked_until - now,
            };
        }
        if self.limit.allows(c.count) {
            return Verdict::Go;
        }
        if c.count == self.limit.max.saturating_add(1) {
            let level = if c.level > 0 && now - c.locked_until < self.memory_seconds {
                c.level.saturating_add(1)
            } else {
                1
            };
            return Verdict::Lock {
                level,
                until: now + self.duration(level),
            };
        }
        Verdict::Refuse {
            retry_after: self.limit.retry_after(now),
        }
    }
}

/// Lockouts of password sign-in: 15 minutes, then an hour, then a day.
pub const SIGN_IN_LADDER: [i64; 3] = [15 * 60, 60 * 60, 24 * 60 * 60];

/// Failed password sign-ins per e-mail address (from clients that are not
/// a known device of the account), with the ladder.
pub const SIGN_IN_PER_EMAIL: Lockout = Lockout {
    limit: RateLimit {
        max: 10,
        window_seconds: 15 * 60,
    },
    ladder: &SIGN_IN_LADDER,
    memory_seconds: 24 * 60 * 60,
};
/// Failed password sign-ins per client address, with the ladder.
pub const SIGN_IN_PER_ADDRESS: Lockout = Lockout {
    limit: RateLimit {
        max: 50,
        window_seconds: 15 * 60,
    },
    ladder: &SIGN_IN_LADDER,
    memory_seconds: 24 * 60 * 60,
};
/// Failed password sign-ins per known device of an account: the owner's
/// own budget, which guesses from elsewhere cannot spend.
pub const SIGN_IN_PER_DEVICE: Lockout = SIGN_IN_PER_EMAIL;

/// How long a device stays known to an account after a sign-in from it.
pub const DEVICE_TTL_SECONDS: i64 = 365 * 24 * 60 * 60;
const DEVICE: &str = "device";

/// The value of a known-device cookie: the random `device` id, its expiry
/// and a signature binding both to user `uid`.
pub fn sign_device(key: &[u8], uid: i64, device: &str, exp: i64) -> String {
    let sig = sign_link(key, DEVICE, &format!("{uid}/{device}"), exp);
    format!("{device}.{exp}.{sig}")
}

/// The device id of a known-device cookie when it was signed with `key`
/// for user `uid` and has not expired at `now`; `None` for anything else
/// (another user's device is no device of this account).
pub fn verify_device<'a>(key: &[u8], cookie: &'a str, uid: i64, now: i64) -> Option<&'a str> {
    let mut parts = cookie.trim().splitn(3, '.');
    let device = parts.next().filter(|d| !d.is_empty())?;
    let exp = parts.next()?.parse::<i64>().ok()?;
    let sig = parts.next()?;
    verify_link(key, DEVICE, &format!("{uid}/{device}"), exp, sig, now)
        .ok()
        .map(|()| device)
}
/// Certificate verification lookups per client address (issue 30): a
/// person checking certificates by hand stays far below; with codes of 100
/// random bits, guessing one at this rate takes longer than the universe
/// has existed.
pub const CERTIFICATE_CHECKS_PER_ADDRESS: RateLimit = RateLimit {
    max: 30,
    window_seconds: 15 * 60,
};
/// Sign-ups per client address.
pub const SIGN_UP_PER_ADDRESS: RateLimit = RateLimit {
    max: 20,
    window_seconds: 60 * 60,
};
/// Mails asked for (magic link, password reset, confirmation) per address
/// of the recipient.
pub const MAILS_PER_EMAIL: RateLimit = RateLimit {
    max: 5,
    window_seconds: 15 * 60,
};
/// Mails asked for per client address.
pub const MAILS_PER_ADDRESS: RateLimit = RateLimit {
    max: 30,
    window_seconds: 15 * 60,
};
/// Orders made (`POST /v1/checkout/orders`, replays of an order already
/// made not counted) per client address. Decision: a real buyer makes a
/// handful; twenty in a quarter of an hour leaves room for a family or an
/// office behind one address, and stops a script.
pub const ORDERS_PER_ADDRESS: RateLimit = RateLimit {
    max: 20,
    window_seconds: 15 * 60,
};
/// Orders made per buyer e-mail address (trimmed, lower case) in an hour.
pub const ORDERS_PER_EMAIL: RateLimit = RateLimit {
    max: 10,
    window_seconds: 60 * 60,
};

/// Coupon lookups (`GET /v1/shop/{u}/coupons/{code}`) per client address.
/// Decision (issue 29): a buyer tries a code or two, and a typo; thirty in
/// a quarter of an hour leaves room for that and stops a script guessing
/// codes.
pub const COUPON_LOOKUPS_PER_ADDRESS: RateLimit = RateLimit {
    max: 30,
    window_seconds: 15 * 60,
};
/// Quotes and orders naming a coupon code (`POST /v1/checkout/quote`,
/// `POST /v1/checkout/orders`) per client address. Decision: the payment
/// page asks the edge's quote again on every change of the cart (country,
/// VAT id, bumps), each carrying the applied code, so this is twice the
/// lookups' budget.
pub const COUPON_QUOTES_PER_ADDRESS: RateLimit = RateLimit {
    max: 60,
    window_seconds: 15 * 60,
};
/// Lookups and quotes per shop that named a code the shop does not have
/// (or has deactivated). Decision: guesses spread over many addresses
/// still miss at one shop; past 200 misses in a quarter of an hour every
/// lookup and every quote naming a code at that shop answers 429 until
/// the window ends, found codes too (a 200 among the 429s would tell the
/// guesser which code exists). A shop under such an attack loses coupon
/// checkouts for that window; its buyers without a code are untouched.
pub const COUPON_MISSES_PER_SHOP: RateLimit = RateLimit {
    max: 200,
    window_seconds: 15 * 60,
};

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "expired_access_token",
    "invalid_access_token",
    "missing_access_token",
];

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"test key of thirty-two bytes....";

    fn claims(exp: i64) -> AccessClaims {
        AccessClaims {
            uid: 7,
            pid: 9,
            sid: 11,
            exp,
            adm: false,
        }
    }

    #[test]
    fn access_tokens_round_trip_until_they_expire() {
        let token = sign_access(&claims(1_000), KEY);
        assert!(token.starts_with("v1."));
        assert_eq!(verify_access(&token, KEY, 999), Ok(claims(1_000)));
        assert_eq!(verify_access(&token, KEY, 1_000), Err(AccessError::Expired));
        assert_eq!(verify_access("", KEY, 0), Err(AccessError::Missing));
    }

    #[test]
    fn a_changed_token_or_another_key_is_invalid() {
        let token = sign_access(&claims(1_000), KEY);
        assert_eq!(
            verify_access(&token, b"another key", 0),
            Err(AccessError::Invalid)
        );
        // Claims changed (a longer expiry), signature kept.
        let forged_payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims(9_999)).unwrap());
        let signature = token.rsplit('.').next().unwrap();
        let forged = format!("v1.{forged_payload}.{signature}");
        assert_eq!(verify_access(&forged, KEY, 0), Err(AccessError::Invalid));
        for bad in ["v1.", "v1.x.y", "v2.a.b", "garbage", "v1..", "v1.e30."] {
            assert_eq!(
                verify_access(bad, KEY, 0),
                Err(AccessError::Invalid),
                "{bad}"
            );
        }
        // An admin token is told apart from an ordinary one.
        let admin = AccessClaims {
            adm: true,
            ..claims(1_000)
        };
        assert!(
            verify_access(&sign_access(&admin, KEY), KEY, 0)
                .unwrap()
                .adm
        );
        assert!(!verify_access(&token, KEY, 0).unwrap().adm);
    }

    #[test]
    fn passwords_hash_with_owasp_parameters_and_verify() {
        let phc = hash_password("correct horse", &[7; 16]).unwrap();
        assert!(phc.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{phc}");
        assert!(verify_password("correct horse", &phc));
        assert!(!verify_password("correct horsE", &phc));
        assert!(!verify_password("correct horse", "not a phc string"));
        // The stand-in hash parses with the same parameters, so checking it
        // costs a real hash.
        let dummy = PasswordHash::new(DUMMY_HASH).unwrap();
        assert_eq!(dummy.algorithm.as_str(), "argon2id");
        assert_eq!(dummy.params.get_str("m"), Some("19456"));
        assert!(!verify_password("", DUMMY_HASH));
        // Another salt, another hash.
        assert_ne!(phc, hash_password("correct horse", &[8; 16]).unwrap());
    }

    #[test]
    fn token_digests_are_hex_sha256() {
        assert_eq!(
            token_digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(encode_token(&[0xfb, 0xff]), "-_8");
    }

    #[test]
    fn profiles_open_their_areas() {
        assert_eq!(ProfileKind::Seller.area(), Area::Cabinet);
        assert_eq!(ProfileKind::Publisher.area(), Area::Publish);
        assert_eq!(ProfileKind::TeamMember.area(), Area::TeamMember);
        assert_eq!(ProfileKind::Payer.area(), Area::Payer);
        assert_eq!(ProfileKind::Admin.area(), Area::Admin);
        for k in ProfileKind::ALL {
            assert_eq!(ProfileKind::from_name(k.name()), Some(k));
        }
        assert!(!ProfileKind::Admin.self_service() && !ProfileKind::TeamMember.self_service());
        assert!(ProfileKind::Payer.self_service());
    }

    #[test]
    fn rate_limit_windows() {
        let l = RateLimit {
            max: 3,
            window_seconds: 60,
        };
        assert_eq!(l.window_start(125), 120);
        assert_eq!(l.retry_after(125), 55);
        assert_eq!(l.retry_after(120), 60);
        assert!(l.allows(3) && !l.allows(4));
    }

    const LOCK: Lockout = Lockout {
        limit: RateLimit {
            max: 3,
            window_seconds: 60,
        },
        ladder: &[60, 600, 6000],
        memory_seconds: 1000,
    };

    fn count(count: u32, level: u32, locked_until: i64) -> AttemptCount {
        AttemptCount {
            count,
            level,
            locked_until,
        }
    }

    #[test]
    fn attempts_within_the_limit_go_and_the_first_over_it_locks() {
        for n in 1..=3 {
            assert_eq!(LOCK.judge(count(n, 0, 0), 125), Verdict::Go);
        }
        assert_eq!(
            LOCK.judge(count(4, 0, 0), 125),
            Verdict::Lock {
                level: 1,
                until: 185
            }
        );
        // Racing attempts past the first over the limit are refused until
        // the window ends; the lock, once written, refuses the rest.
        assert_eq!(
            LOCK.judge(count(5, 0, 0), 125),
            Verdict::Refuse { retry_after: 55 }
        );
        assert_eq!(
            LOCK.judge(count(0, 1, 185), 150),
            Verdict::Refuse { retry_after: 35 }
        );
        // A lock that has ended refuses nothing.
        assert_eq!(LOCK.judge(count(1, 1, 185), 185), Verdict::Go);
    }

    #[test]
    fn lockouts_climb_the_ladder_while_remembered_and_start_again_after() {
        let lock = |level: u32, until: i64, now: i64| LOCK.judge(count(4, level, until), now);
        assert_eq!(
            lock(1, 185, 200),
            Verdict::Lock {
                level: 2,
                until: 800
            }
        );
        assert_eq!(
            lock(2, 800, 900),
            Verdict::Lock {
                level: 3,
                until: 6900
            }
        );
        // The top step repeats.
        assert_eq!(
            lock(3, 6900, 7000),
            Verdict::Lock {
                level: 4,
                until: 13_000
            }
        );
        assert_eq!(LOCK.duration(9), 6000);
        assert_eq!(LOCK.duration(0), 60);
        // Long after the last lockout ended, the ladder starts again.
        assert_eq!(
            lock(3, 6900, 7900),
            Verdict::Lock {
                level: 1,
                until: 7960
            }
        );
        assert_eq!(SIGN_IN_PER_EMAIL.duration(1), 900);
        assert_eq!(SIGN_IN_PER_EMAIL.duration(2), 3600);
        assert_eq!(SIGN_IN_PER_EMAIL.duration(3), 86_400);
    }

    #[test]
    fn device_cookies_name_their_device_for_their_user_only() {
        let key = b"k".repeat(32);
        let cookie = sign_device(&key, 7, "dev1", 1_000);
        assert_eq!(verify_device(&key, &cookie, 7, 999), Some("dev1"));
        assert_eq!(verify_device(&key, &cookie, 8, 999), None);
        assert_eq!(verify_device(&key, &cookie, 7, 1_000), None);
        assert_eq!(verify_device(b"other", &cookie, 7, 0), None);
        let forged = cookie.replacen("dev1", "dev2", 1);
        assert_eq!(verify_device(&key, &forged, 7, 0), None);
        for bad in ["", "dev1", "dev1.x.y", ".1000.sig", "dev1.1000"] {
            assert_eq!(verify_device(&key, bad, 7, 0), None, "{bad}");
        }
    }

    #[test]
    fn signed_links_expire_and_cover_their_whole_subject() {
        let key = b"k".repeat(32);
        let sig = sign_link(&key, "download", "tok/7", 1_000);
        assert_eq!(
            verify_link(&key, "download", "tok/7", 1_000, &sig, 999),
            Ok(())
        );
        assert_eq!(
            verify_link(&key, "download", "tok/7", 1_000, &sig, 1_000),
            Err(AccessError::Expired)
        );
        for (purpose, subject, exp) in [
            ("download", "tok/8", 1_000),
            ("download", "tok/7", 2_000),
            ("ticket", "tok/7", 1_000),
        ] {
            assert_eq!(
                verify_link(&key, purpose, subject, exp, &sig, 0),
                Err(AccessError::Invalid)
            );
        }
        assert_eq!(
            verify_link(b"other", "download", "tok/7", 1_000, &sig, 0),
            Err(AccessError::Invalid)
        );
        assert_eq!(
            verify_link(&key, "download", "tok/7", 1_000, "%%%", 0),
            Err(AccessError::Invalid)
        );
    }
}
