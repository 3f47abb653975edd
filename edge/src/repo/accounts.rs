//! Users, their profiles, sessions, refresh tokens and one-time tokens.
//! Tokens are stored as digests only (core's `auth::token_digest`).

use sellwerk_core::auth::ProfileKind;
use sellwerk_core::ids::{ProfileId, RefreshTokenId, SellerId, SessionId, UserId};
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::{AppError, AppResult};

/// A user as the API shows it.
#[derive(Debug, Clone, Serialize, Deserialize, schemars::JsonSchema)]
pub struct User {
    pub id: UserId,
    pub email: String,
    pub username: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub locale: String,
}

#[derive(Deserialize)]
struct UserRow {
    id: UserId,
    email: String,
    username: Option<String>,
    first_name: String,
    last_name: String,
    locale: String,
    password_hash: Option<String>,
    email_confirmed_at: Option<String>,
    signup_secret: Option<String>,
    buyer_secret: Option<String>,
}

/// A user with what sign-in needs.
pub struct Account {
    pub user: User,
    pub password_hash: Option<String>,
    pub confirmed: bool,
    /// The digest of the signing-up browser's secret, until confirmed.
    pub signup_secret: Option<String>,
    /// An account made quietly on a thank-you page (migration 0039): the
    /// digest of the paying browser's secret, until confirmed.
    pub buyer_secret: Option<String>,
}

impl Account {
    /// The paying browser an unconfirmed account made on a thank-you page
    /// is limited to: its sessions see the orders paid from that browser
    /// only. `None` for a confirmed account (every order of its address)
    /// and for an unconfirmed one without it (no order at all).
    pub fn browser_scope(&self) -> Option<&str> {
        if self.confirmed {
            None
        } else {
            self.buyer_secret.as_deref()
        }
    }
}

impl From<UserRow> for Account {
    fn from(r: UserRow) -> Self {
        Account {
            confirmed: r.email_confirmed_at.is_some(),
            password_hash: r.password_hash,
            signup_secret: r.signup_secret,
            buyer_secret: r.buyer_secret,
            user: User {
                id: r.id,
                email: r.email,
                username: r.username,
                first_name: r.first_name,
                last_name: r.last_name,
                locale: r.locale,
            },
        }
    }
}

const USER_COLUMNS: &str = "id, email, username, first_name, last_name, locale, password_hash, \
     email_confirmed_at, signup_secret, buyer_secret";

/// The account with this (trimmed, lowercased) e-mail address.
pub async fn find_by_email(db: &D1Database, email: &str) -> AppResult<Option<Account>> {
    Ok(db
        .prepare(format!("SELECT {USER_COLUMNS} FROM users WHERE email = ?1"))
        .bind(&[JsValue::from_str(email)])?
        .first::<UserRow>(None)
        .await?
        .map(Account::from))
}

pub async fn find_user(db: &D1Database, id: UserId) -> AppResult<Option<Account>> {
    Ok(db
        .prepare(format!("SELECT {USER_COLUMNS} FROM users WHERE id = ?1"))
        .bind(&[int(id)])?
        .first::<UserRow>(None)
        .await?
        .map(Account::from))
}

/// What a new account is made of; checked by core before it gets here.
pub struct NewAccount<'a> {
    pub email: &'a str,
    pub username: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub locale: &'a str,
    pub password_hash: &'a str,
    /// The digest of the secret the signing-up browser gets as a cookie.
    pub signup_secret: &'a str,
    pub kind: ProfileKind,
}

/// Creates the user, their profile and, for a seller, their shop, in one
/// batch (one transaction). `Ok(false)` when the e-mail address or the
/// username was taken in the meantime.
pub async fn create_account(db: &D1Database, new: &NewAccount<'_>) -> AppResult<bool> {
    let mut statements = vec![
        db.prepare(
            "INSERT INTO users (email, username, first_name, last_name, locale, password_hash, \
             signup_secret) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )
        .bind(&[
            JsValue::from_str(new.email),
            JsValue::from_str(new.username),
            JsValue::from_str(new.first_name),
            JsValue::from_str(new.last_name),
            JsValue::from_str(new.locale),
            JsValue::from_str(new.password_hash),
            JsValue::from_str(new.signup_secret),
        ])?,
    ];
    if new.kind == ProfileKind::Seller {
        let display_name = format!("{} {}", new.first_name, new.last_name);
        statements.push(
            // Decision: a new seller starts with the methods their
            // connected providers take enabled. Production has none until
            // a real provider is connected; development has the sandbox,
            // so card, wallet and SEPA (the column's default) work at once.
            db.prepare(
                "INSERT INTO sellers (username, display_name, payment_methods) \
                 VALUES (?1, ?2, coalesce(?3, '[\"card\",\"paypal\",\"sepa\"]'))",
            )
            .bind(&[
                JsValue::from_str(new.username),
                JsValue::from_str(display_name.trim()),
                if crate::config::DEV {
                    JsValue::NULL
                } else {
                    JsValue::from_str("[]")
                },
            ])?,
        );
    }
    statements.push(
        db.prepare(
            "INSERT INTO profiles (user_id, kind, seller_id) VALUES \
             ((SELECT id FROM users WHERE email = ?1), ?2, \
              CASE WHEN ?2 = 'seller' THEN (SELECT id FROM sellers WHERE username = ?3) END)",
        )
        .bind(&[
            JsValue::from_str(new.email),
            JsValue::from_str(new.kind.name()),
            JsValue::from_str(new.username),
        ])?,
    );
    match db.batch(statements).await {
        Ok(_) => Ok(true),
        Err(e) if e.to_string().contains("UNIQUE") => Ok(false),
        Err(e) => Err(AppError::from(e)),
    }
}

/// Makes an account quietly for a buyer (issue 30): no password, no
/// username, the address unconfirmed, one payer profile; `buyer_secret` the
/// digest of the paying browser's secret when a thank-you page makes it,
/// `None` when a mailed link does. `Ok(false)` when the address has an
/// account already (it is used, never replaced).
pub async fn create_quiet_account(
    db: &D1Database,
    email: &str,
    first_name: &str,
    last_name: &str,
    locale: &str,
    buyer_secret: Option<&str>,
) -> AppResult<bool> {
    let statements = vec![
        db.prepare(
            "INSERT INTO users (email, first_name, last_name, locale, buyer_secret) \
             VALUES (?1, ?2, ?3, ?4, ?5)",
        )
        .bind(&[
            JsValue::from_str(email),
            JsValue::from_str(first_name),
            JsValue::from_str(last_name),
            JsValue::from_str(locale),
            buyer_secret.map_or(JsValue::NULL, JsValue::from_str),
        ])?,
        db.prepare(
            "INSERT INTO profiles (user_id, kind) \
             VALUES ((SELECT id FROM users WHERE email = ?1), 'payer')",
        )
        .bind(&[JsValue::from_str(email)])?,
    ];
    match db.batch(statements).await {
        Ok(_) => Ok(true),
        Err(e) if e.to_string().contains("UNIQUE") => Ok(false),
        Err(e) => Err(AppError::from(e)),
    }
}

/// Marks the address of `user_id` confirmed: a link mailed to it was
/// opened. Until now anyone could have signed up with the address, so
/// unless `keep_password` (the opener proved to be whoever signed up) the
/// password chosen at sign-up is cleared and every session of the account
/// ends, in the same transaction as the confirmation. An address confirmed
/// before is left as it is. `Ok(true)` when this confirmed it.
pub async fn confirm_address(
    db: &D1Database,
    user_id: UserId,
    at: &str,
    keep_password: bool,
) -> AppResult<bool> {
    let keep = int(i64::from(keep_password));
    let results = db
        .batch(vec![
            db.prepare(
                "UPDATE sessions SET revoked_at = ?2, revoked_reason = 'address_confirmed' \
                 WHERE user_id = ?1 AND revoked_at IS NULL AND ?3 = 0 \
                 AND EXISTS (SELECT 1 FROM users WHERE id = ?1 AND email_confirmed_at IS NULL)",
            )
            .bind(&[int(user_id), JsValue::from_str(at), keep.clone()])?,
            db.prepare(
                "UPDATE users SET email_confirmed_at = ?2, signup_secret = NULL, buyer_secret = NULL, \
                 password_hash = CASE WHEN ?3 = 1 THEN password_hash END \
                 WHERE id = ?1 AND email_confirmed_at IS NULL",
            )
            .bind(&[int(user_id), JsValue::from_str(at), keep])?,
        ])
        .await?;
    Ok(results
        .get(1)
        .and_then(|r| r.meta().ok().flatten())
        .and_then(|m| m.changes)
        .unwrap_or(0)
        == 1)
}

pub async fn set_password(db: &D1Database, user_id: UserId, password_hash: &str) -> AppResult<()> {
    db.prepare("UPDATE users SET password_hash = ?2 WHERE id = ?1")
        .bind(&[int(user_id), JsValue::from_str(password_hash)])?
        .run()
        .await?;
    Ok(())
}

/// `Ok(false)` when another account has the address.
pub async fn change_email(db: &D1Database, user_id: UserId, email: &str) -> AppResult<bool> {
    match db
        .prepare("UPDATE users SET email = ?2 WHERE id = ?1")
        .bind(&[int(user_id), JsValue::from_str(email)])?
        .run()
        .await
    {
        Ok(_) => Ok(true),
        Err(e) if e.to_string().contains("UNIQUE") => Ok(false),
        Err(e) => Err(AppError::from(e)),
    }
}

/// One profile of a user.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct Profile {
    pub id: ProfileId,
    #[serde(rename = "type")]
    pub kind: ProfileKind,
    pub seller_id: Option<SellerId>,
    pub seller_username: Option<String>,
}

#[derive(Deserialize)]
struct ProfileRow {
    id: ProfileId,
    kind: String,
    seller_id: Option<i64>,
    seller_username: Option<String>,
}

impl TryFrom<ProfileRow> for Profile {
    type Error = AppError;
    fn try_from(r: ProfileRow) -> AppResult<Profile> {
        Ok(Profile {
            kind: ProfileKind::from_name(&r.kind)
                .ok_or_else(|| corrupt("profile", r.id.get(), &r.kind))?,
            id: r.id,
            seller_id: r
                .seller_id
                .map(SellerId::try_from)
                .transpose()
                .map_err(|e| corrupt("profile", r.id.get(), e))?,
            seller_username: r.seller_username,
        })
    }
}

const PROFILE_SQL: &str = "SELECT p.id, p.kind, p.seller_id, s.username AS seller_username \
     FROM profiles p LEFT JOIN sellers s ON s.id = p.seller_id";

/// Every profile of a user, in a stable order (the first is the default).
pub async fn profiles(db: &D1Database, user_id: UserId) -> AppResult<Vec<Profile>> {
    db.prepare(format!(
        "{PROFILE_SQL} WHERE p.user_id = ?1 ORDER BY \
         CASE p.kind WHEN 'seller' THEN 0 WHEN 'team_member' THEN 1 WHEN 'publisher' THEN 2 \
         WHEN 'payer' THEN 3 ELSE 4 END, p.id"
    ))
    .bind(&[int(user_id)])?
    .all()
    .await?
    .results::<ProfileRow>()?
    .into_iter()
    .map(Profile::try_from)
    .collect()
}

/// The profile `id` of user `user_id`, if it is theirs.
pub async fn profile(
    db: &D1Database,
    user_id: UserId,
    id: ProfileId,
) -> AppResult<Option<Profile>> {
    db.prepare(format!("{PROFILE_SQL} WHERE p.id = ?1 AND p.user_id = ?2"))
        .bind(&[int(id), int(user_id)])?
        .first::<ProfileRow>(None)
        .await?
        .map(Profile::try_from)
        .transpose()
}

/// The user's payer profile, made on first use: anyone who buys is a payer.
pub async fn payer_profile(db: &D1Database, user_id: UserId) -> AppResult<Profile> {
    db.prepare("INSERT OR IGNORE INTO profiles (user_id, kind) VALUES (?1, 'payer')")
        .bind(&[int(user_id)])?
        .run()
        .await?;
    profiles(db, user_id)
        .await?
        .into_iter()
        .find(|p| p.kind == ProfileKind::Payer)
        .ok_or_else(|| AppError::Internal(format!("no payer profile for user {user_id}")))
}

/// A session that has not been revoked.
#[derive(Deserialize)]
pub struct ActiveSession {
    pub id: SessionId,
    pub user_id: UserId,
    pub profile_id: ProfileId,
}

pub async fn active_session(db: &D1Database, id: SessionId) -> AppResult<Option<ActiveSession>> {
    Ok(db
        .prepare(
            "SELECT id, user_id, profile_id FROM sessions WHERE id = ?1 AND revoked_at IS NULL",
        )
        .bind(&[int(id)])?
        .first::<ActiveSession>(None)
        .await?)
}

#[derive(Deserialize)]
struct NewSessionId {
    id: SessionId,
}

/// Starts a session with its first refresh token (stored as `token_hash`).
/// Who a new session is for and from which client.
pub struct NewSession<'a> {
    pub user_id: UserId,
    pub profile_id: ProfileId,
    pub fingerprint: &'a str,
    pub client_session: &'a str,
}

pub async fn start_session(
    db: &D1Database,
    new: &NewSession<'_>,
    now: &str,
    token_hash: &str,
    expires_at: i64,
) -> AppResult<SessionId> {
    let session = db
        .prepare(
            "INSERT INTO sessions (user_id, profile_id, fingerprint, client_session, created_at) \
             VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id",
        )
        .bind(&[
            int(new.user_id),
            int(new.profile_id),
            JsValue::from_str(new.fingerprint),
            JsValue::from_str(new.client_session),
            JsValue::from_str(now),
        ])?
        .first::<NewSessionId>(None)
        .await?
        .ok_or_else(|| AppError::Internal("session insert returned no id".to_owned()))?;
    add_refresh_token(db, session.id, token_hash, expires_at).await?;
    Ok(session.id)
}

pub async fn add_refresh_token(
    db: &D1Database,
    session_id: SessionId,
    token_hash: &str,
    expires_at: i64,
) -> AppResult<()> {
    db.prepare(
        "INSERT INTO refresh_tokens (session_id, token_hash, expires_at) VALUES (?1, ?2, ?3)",
    )
    .bind(&[
        int(session_id),
        JsValue::from_str(token_hash),
        int(expires_at),
    ])?
    .run()
    .await?;
    Ok(())
}

/// A stored refresh token with its session.
#[derive(Deserialize)]
pub struct RefreshRow {
    pub id: RefreshTokenId,
    pub session_id: SessionId,
    pub expires_at: i64,
    pub used_at: Option<i64>,
    pub user_id: UserId,
    pub profile_id: ProfileId,
    pub fingerprint: String,
    pub revoked_at: Option<String>,
}

pub async fn find_refresh(db: &D1Database, token_hash: &str) -> AppResult<Option<RefreshRow>> {
    Ok(db
        .prepare(
            "SELECT r.id, r.session_id, r.expires_at, r.used_at, s.user_id, s.profile_id, \
             s.fingerprint, s.revoked_at \
             FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = ?1",
        )
        .bind(&[JsValue::from_str(token_hash)])?
        .first::<RefreshRow>(None)
        .await?)
}

/// Marks a refresh token used. `Ok(false)` when it already was: two
/// requests raced with one token, which counts as reuse.
pub async fn use_refresh(db: &D1Database, id: RefreshTokenId, now: i64) -> AppResult<bool> {
    let result = db
        .prepare("UPDATE refresh_tokens SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL")
        .bind(&[int(id), int(now)])?
        .run()
        .await?;
    Ok(result.meta()?.and_then(|m| m.changes).unwrap_or(0) == 1)
}

/// Ends one session (`reason`: `sign_out`, `reuse`, `profile_switch`).
pub async fn revoke_session(
    db: &D1Database,
    id: SessionId,
    now: &str,
    reason: &str,
) -> AppResult<()> {
    db.prepare(
        "UPDATE sessions SET revoked_at = ?2, revoked_reason = ?3 \
         WHERE id = ?1 AND revoked_at IS NULL",
    )
    .bind(&[int(id), JsValue::from_str(now), JsValue::from_str(reason)])?
    .run()
    .await?;
    Ok(())
}

/// Ends every session of a user (after a password reset).
pub async fn revoke_user_sessions(
    db: &D1Database,
    user_id: UserId,
    now: &str,
    reason: &str,
) -> AppResult<()> {
    db.prepare(
        "UPDATE sessions SET revoked_at = ?2, revoked_reason = ?3 \
         WHERE user_id = ?1 AND revoked_at IS NULL",
    )
    .bind(&[
        int(user_id),
        JsValue::from_str(now),
        JsValue::from_str(reason),
    ])?
    .run()
    .await?;
    Ok(())
}

/// Why a one-time token is sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    ConfirmEmail,
    ResetPassword,
    MagicLink,
    ChangeEmail,
}

impl Purpose {
    pub fn name(self) -> &'static str {
        match self {
            Purpose::ConfirmEmail => "confirm_email",
            Purpose::ResetPassword => "reset_password",
            Purpose::MagicLink => "magic_link",
            Purpose::ChangeEmail => "change_email",
        }
    }
}

/// What a one-time token carries besides its user.
#[derive(Default)]
pub struct TokenExtras<'a> {
    pub new_email: Option<&'a str>,
    pub profile_kind: Option<&'a str>,
    pub seller: Option<&'a str>,
}

pub async fn add_one_time_token(
    db: &D1Database,
    user_id: UserId,
    purpose: Purpose,
    token_hash: &str,
    expires_at: i64,
    extras: &TokenExtras<'_>,
) -> AppResult<()> {
    let text = |v: Option<&str>| v.map_or(JsValue::NULL, JsValue::from_str);
    db.prepare(
        "INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at, new_email, \
         profile_kind, seller) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )
    .bind(&[
        int(user_id),
        JsValue::from_str(purpose.name()),
        JsValue::from_str(token_hash),
        int(expires_at),
        text(extras.new_email),
        text(extras.profile_kind),
        text(extras.seller),
    ])?
    .run()
    .await?;
    Ok(())
}

/// A one-time token that was valid and is now used.
#[derive(Deserialize)]
pub struct UsedToken {
    pub user_id: UserId,
    pub new_email: Option<String>,
    pub profile_kind: Option<String>,
    pub seller: Option<String>,
}

/// Why a one-time token could not be used.
pub enum TokenRefusal {
    /// Unknown, of another purpose, or already used.
    Invalid,
    Expired,
}

#[derive(Deserialize)]
struct TokenState {
    expires_at: i64,
    used_at: Option<i64>,
}

/// Uses the token once: the update only succeeds for an unused, unexpired
/// token of this purpose, so two requests with one token cannot both win.
pub async fn use_one_time_token(
    db: &D1Database,
    purpose: Purpose,
    token_hash: &str,
    now: i64,
) -> AppResult<Result<UsedToken, TokenRefusal>> {
    let used = db
        .prepare(
            "UPDATE one_time_tokens SET used_at = ?3 \
             WHERE token_hash = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3 \
             RETURNING user_id, new_email, profile_kind, seller",
        )
        .bind(&[
            JsValue::from_str(token_hash),
            JsValue::from_str(purpose.name()),
            int(now),
        ])?
        .first::<UsedToken>(None)
        .await?;
    if let Some(used) = used {
        return Ok(Ok(used));
    }
    let state = db
        .prepare(
            "SELECT expires_at, used_at FROM one_time_tokens WHERE token_hash = ?1 AND purpose = ?2",
        )
        .bind(&[JsValue::from_str(token_hash), JsValue::from_str(purpose.name())])?
        .first::<TokenState>(None)
        .await?;
    Ok(Err(match state {
        Some(s) if s.used_at.is_none() && s.expires_at <= now => TokenRefusal::Expired,
        _ => TokenRefusal::Invalid,
    }))
}
