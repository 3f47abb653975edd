//! Who is calling: access tokens from the `Authorization` header or the
//! `sw_access` cookie, the session behind them, and the profile they act as.
//! Also the issuing of sessions (sign-in, refresh, profile switch) and their
//! cookies. The router resolves each route's [`Principal`] ([`User`],
//! [`Seller`], [`Admin`]) from here before its handler runs; handlers never
//! parse tokens themselves.
//!
//! Cookies are `HttpOnly`, `SameSite=Strict` and, outside local
//! development, `Secure`: a request another site starts (a link, a form,
//! a frame, a script on a shop's site) never carries them, and the app's
//! own pages, which make every call of a session, are of the same site. The access cookie lives as long as its token (15 minutes); the
//! refresh cookie as long as the refresh token, on `/v1/app/session` only,
//! so it is sent to nothing but the token endpoints.

use sellwerk_core::auth::{
    self, ACCESS_TTL_SECONDS, AccessClaims, AccessError, Area, ProfileKind, REFRESH_TTL_SECONDS,
};
use sellwerk_core::ids::{ProfileId, SellerId, SessionId, UserId};
use serde::Serialize;
use worker::{D1Database, Env, Request, Response};

use crate::clock;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::repo::{
    self,
    accounts::{Profile, User as Account},
};

pub const ACCESS_COOKIE: &str = "sw_access";
pub const REFRESH_COOKIE: &str = "sw_refresh";
pub const ADMIN_COOKIE: &str = "sw_admin";
/// A known device of an account (core's `auth::sign_device`): its own
/// budget of password attempts. Sent to the sign-in endpoints only.
pub const DEVICE_COOKIE: &str = "sw_device";
/// The secret of the browser that signed up, sent to the confirmation.
pub const SIGNUP_COOKIE: &str = "sw_signup";
/// The secret of the browser that pays (issue 30), sent to the orders'
/// routes only: the thank-you page's sign-in works for it alone.
pub const BUYER_COOKIE: &str = "sw_buyer";
const BUYER_PATH: &str = "/v1/checkout/orders";
/// How long a browser keeps its buyer secret (a year, renewed by each order).
const BUYER_TTL_SECONDS: i64 = 365 * 86_400;
const REFRESH_PATH: &str = "/v1/app/session";
const SIGNUP_PATH: &str = "/v1/app/user";

/// The value of cookie `name` in the request, if any.
pub fn cookie(req: &Request, name: &str) -> Option<String> {
    let header = req.headers().get("cookie").ok().flatten()?;
    header.split(';').find_map(|pair| {
        let (k, v) = pair.trim().split_once('=')?;
        (k == name && !v.is_empty()).then(|| v.to_owned())
    })
}

fn header(req: &Request, name: &str) -> Option<String> {
    req.headers()
        .get(name)
        .ok()
        .flatten()
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
}

/// The access token: `Authorization: Bearer …` first, else the cookie.
fn access_token(req: &Request) -> Option<String> {
    header(req, "authorization")
        .and_then(|h| h.strip_prefix("Bearer ").map(str::to_owned))
        .or_else(|| cookie(req, ACCESS_COOKIE))
}

/// The client's address for rate limits: Cloudflare's `CF-Connecting-IP`
/// (set by the edge network, not by clients); `local` in development.
/// Rule (issue 29, core's `client_ip::limit_key`): an IPv4 address counts
/// whole, an IPv6 address by its /64 prefix (an IPv4-mapped one as its
/// IPv4 address), so rotating addresses within one /64 buys no budget.
pub fn client_address(req: &Request) -> String {
    header(req, "cf-connecting-ip").map_or_else(
        || "local".to_owned(),
        |raw| sellwerk_core::client_ip::limit_key(&raw),
    )
}

/// The `fingerprint` header (spec section 7), bound to a session.
pub fn fingerprint(req: &Request) -> String {
    header(req, "fingerprint").unwrap_or_default()
}

/// `en` or `de` from `Accept-Language` (German unless English comes first).
pub fn language(req: &Request) -> &'static str {
    match header(req, "accept-language") {
        Some(h) if h.to_ascii_lowercase().starts_with("en") => "en",
        _ => "de",
    }
}

fn token_error(e: AccessError) -> AppError {
    AppError::Unauthorized {
        code: e.code(),
        detail: e.to_string(),
    }
}

/// Who a route of the table serves (its `Access`), resolved by the router
/// before the handler runs: a handler of a `User`, `Seller` or `Admin`
/// route takes the principal as an argument and is never called without
/// one (the answer is the principal's 401 or 403). The principals'
/// fields are readable everywhere, but only this module can make one (the
/// private `_sealed`), so no handler can act for a principal it did not
/// get from the router.
pub trait Principal: Sized {
    #[allow(async_fn_in_trait)] // awaited in the router's own future only
    async fn resolve(req: &Request, env: &Env) -> AppResult<Self>;

    /// The tenant an `Idempotency-Key` of this principal belongs to: one
    /// principal's key never replays another's answer.
    fn scope(&self) -> String;

    /// The seller acting, for a principal that is one: the router drops
    /// the shop's cached page pointer after their writes.
    fn seller(&self) -> Option<SellerId> {
        None
    }
}

/// A signed-in user acting as one of their profiles (route access `user`):
/// a valid, unexpired access token of a session that has not been revoked.
/// Admin tokens are refused here: they open admin routes only.
#[derive(Debug)]
#[allow(clippy::struct_field_names)] // read as `caller.user_id` by the handlers
pub struct User {
    pub user_id: UserId,
    pub session_id: SessionId,
    pub profile: Profile,
    _sealed: (),
}

impl Principal for User {
    async fn resolve(req: &Request, env: &Env) -> AppResult<Self> {
        let config = Config::from_env(env)?;
        let token = access_token(req).ok_or(token_error(AccessError::Missing))?;
        let claims =
            auth::verify_access(&token, &config.token_key, clock::now()).map_err(token_error)?;
        if claims.adm {
            return Err(token_error(AccessError::Invalid));
        }
        resolve(&repo::db(env)?, &claims).await
    }

    fn scope(&self) -> String {
        format!("user:{}", self.user_id)
    }
}

async fn resolve(db: &D1Database, claims: &AccessClaims) -> AppResult<User> {
    // a signed token whose ids are not ids is refused like any invalid token
    let (Ok(session_id), Ok(profile_id)) = (SessionId::new(claims.sid), ProfileId::new(claims.pid))
    else {
        return Err(token_error(AccessError::Invalid));
    };
    let session = repo::accounts::active_session(db, session_id)
        .await?
        .filter(|s| s.user_id.get() == claims.uid && s.profile_id == profile_id)
        .ok_or(token_error(AccessError::Invalid))?;
    let profile = repo::accounts::profile(db, session.user_id, profile_id)
        .await?
        .ok_or(token_error(AccessError::Invalid))?;
    Ok(User {
        user_id: session.user_id,
        session_id: session.id,
        profile,
        _sealed: (),
    })
}

/// The signed-in user of `req` if there is one, else `None` (a missing,
/// bad or expired token): for the public routes that behave alike for
/// everyone but also tidy up after a user (sign-out). Never an access
/// check: a route that needs a user says so in the route table.
pub async fn viewer(req: &Request, env: &Env) -> AppResult<Option<User>> {
    match User::resolve(req, env).await {
        Ok(user) => Ok(Some(user)),
        Err(AppError::Unauthorized { .. }) => Ok(None),
        Err(e) => Err(e),
    }
}

/// A user acting for a seller (route access `seller`): the seller themself
/// or a team member of theirs. Every seller-scoped repository call takes
/// `seller_id` from here; 403 `profile_not_allowed` for any other profile.
#[derive(Debug)]
#[allow(clippy::struct_field_names)] // read as `seller.seller_id` by the handlers
pub struct Seller {
    pub seller_id: SellerId,
    /// The user acting (the seller, or the team member): no handler needs
    /// it yet; an audit trail of who changed what will.
    #[allow(dead_code)]
    pub user_id: UserId,
    _sealed: (),
}

impl Principal for Seller {
    async fn resolve(req: &Request, env: &Env) -> AppResult<Self> {
        let user = User::resolve(req, env).await?;
        match (user.profile.kind, user.profile.seller_id) {
            (ProfileKind::Seller | ProfileKind::TeamMember, Some(seller_id)) => Ok(Seller {
                seller_id,
                user_id: user.user_id,
                _sealed: (),
            }),
            _ => Err(AppError::Forbidden {
                code: "profile_not_allowed",
                detail: "this needs a seller or team member profile".to_owned(),
            }),
        }
    }

    /// The seller, whoever of their team sends the key.
    fn scope(&self) -> String {
        format!("seller:{}", self.seller_id)
    }

    fn seller(&self) -> Option<SellerId> {
        Some(self.seller_id)
    }
}

/// An admin in admin mode (route access `admin`): a separate admin token
/// (header `Admin-Token` or the `sw_admin` cookie) of a live session acting
/// as an admin profile.
#[derive(Debug)]
pub struct Admin {
    pub user_id: UserId,
    pub profile: Profile,
    _sealed: (),
}

impl Principal for Admin {
    async fn resolve(req: &Request, env: &Env) -> AppResult<Self> {
        let config = Config::from_env(env)?;
        let token = header(req, "admin-token")
            .or_else(|| cookie(req, ADMIN_COOKIE))
            .ok_or(token_error(AccessError::Missing))?;
        let claims =
            auth::verify_access(&token, &config.token_key, clock::now()).map_err(token_error)?;
        if !claims.adm {
            return Err(token_error(AccessError::Invalid));
        }
        let user = resolve(&repo::db(env)?, &claims).await?;
        if user.profile.kind != ProfileKind::Admin {
            return Err(token_error(AccessError::Invalid));
        }
        Ok(Admin {
            user_id: user.user_id,
            profile: user.profile,
            _sealed: (),
        })
    }

    fn scope(&self) -> String {
        format!("admin:{}", self.user_id)
    }
}

/// Random bytes from the platform's secure source.
pub fn random_token() -> AppResult<String> {
    let mut bytes = [0u8; 32];
    getrandom::getrandom(&mut bytes)
        .map_err(|e| AppError::Internal(format!("no randomness: {e}")))?;
    Ok(auth::encode_token(&bytes))
}

/// What sign-in, refresh and profile switch answer (spec section 7).
#[derive(Serialize, schemars::JsonSchema)]
pub struct SessionBody {
    pub access_token: String,
    pub refresh_token: String,
    pub expires_at: String,
    pub refresh_expires_at: String,
    pub user: Account,
    pub profile: Profile,
    pub profiles: Vec<Profile>,
    pub area: Area,
}

/// What a new session is made for: the user, their profile, and the
/// client's `fingerprint` and `user-session-id` headers.
pub struct Issue {
    pub user: Account,
    pub profile: Profile,
    pub fingerprint: String,
    pub client_session: String,
}

impl Issue {
    /// A session for `user` as `profile` from the client of `req`;
    /// `fingerprint` overrides the header when the body names one.
    pub fn new(
        req: &Request,
        user: Account,
        profile: Profile,
        fingerprint: Option<String>,
    ) -> Issue {
        Issue {
            user,
            profile,
            fingerprint: fingerprint.unwrap_or_else(|| self::fingerprint(req)),
            client_session: header(req, "user-session-id").unwrap_or_default(),
        }
    }
}

/// Starts a new session (sign-in, magic link, profile switch).
pub async fn start(db: &D1Database, config: &Config, issue: Issue) -> AppResult<SessionBody> {
    let now = clock::now();
    let refresh = random_token()?;
    let refresh_expires = now + REFRESH_TTL_SECONDS;
    let session_id = repo::accounts::start_session(
        db,
        &repo::accounts::NewSession {
            user_id: issue.user.id,
            profile_id: issue.profile.id,
            fingerprint: &issue.fingerprint,
            client_session: &issue.client_session,
        },
        &clock::rfc3339(now),
        &auth::token_digest(&refresh),
        refresh_expires,
    )
    .await?;
    body(db, config, issue.user, issue.profile, session_id, refresh).await
}

/// The next refresh token of a session (rotation) and a new access token.
pub async fn rotate(
    db: &D1Database,
    config: &Config,
    user: Account,
    profile: Profile,
    session_id: SessionId,
) -> AppResult<SessionBody> {
    let refresh = random_token()?;
    repo::accounts::add_refresh_token(
        db,
        session_id,
        &auth::token_digest(&refresh),
        clock::now() + REFRESH_TTL_SECONDS,
    )
    .await?;
    body(db, config, user, profile, session_id, refresh).await
}

async fn body(
    db: &D1Database,
    config: &Config,
    user: Account,
    profile: Profile,
    session_id: SessionId,
    refresh: String,
) -> AppResult<SessionBody> {
    let now = clock::now();
    let claims = AccessClaims {
        uid: user.id.get(),
        pid: profile.id.get(),
        sid: session_id.get(),
        exp: now + ACCESS_TTL_SECONDS,
        adm: false,
    };
    let profiles = repo::accounts::profiles(db, user.id).await?;
    Ok(SessionBody {
        access_token: auth::sign_access(&claims, &config.token_key),
        refresh_token: refresh,
        expires_at: clock::rfc3339(claims.exp),
        refresh_expires_at: clock::rfc3339(now + REFRESH_TTL_SECONDS),
        area: profile.kind.area(),
        user,
        profile,
        profiles,
    })
}

fn cookie_line(config: &Config, name: &str, value: &str, path: &str, max_age: i64) -> String {
    let secure = if config.dev { "" } else { "; Secure" };
    format!("{name}={value}; Path={path}; Max-Age={max_age}; HttpOnly; SameSite=Strict{secure}")
}

/// The session's tokens as cookies on `response`.
pub fn set_cookies(config: &Config, response: &mut Response, body: &SessionBody) -> AppResult<()> {
    let headers = response.headers_mut();
    headers.append(
        "set-cookie",
        &cookie_line(
            config,
            ACCESS_COOKIE,
            &body.access_token,
            "/",
            ACCESS_TTL_SECONDS,
        ),
    )?;
    headers.append(
        "set-cookie",
        &cookie_line(
            config,
            REFRESH_COOKIE,
            &body.refresh_token,
            REFRESH_PATH,
            REFRESH_TTL_SECONDS,
        ),
    )?;
    Ok(())
}

/// Removes the session's (and admin mode's) cookies.
pub fn clear_cookies(config: &Config, response: &mut Response) -> AppResult<()> {
    let headers = response.headers_mut();
    for (name, path) in [
        (ACCESS_COOKIE, "/"),
        (REFRESH_COOKIE, REFRESH_PATH),
        (ADMIN_COOKIE, "/"),
    ] {
        headers.append("set-cookie", &cookie_line(config, name, "", path, 0))?;
    }
    Ok(())
}

/// The device id of the request's known-device cookie when it is a device
/// of user `user_id`.
pub fn known_device(config: &Config, req: &Request, user_id: UserId) -> Option<String> {
    let value = cookie(req, DEVICE_COOKIE)?;
    auth::verify_device(&config.token_key, &value, user_id.get(), clock::now()).map(str::to_owned)
}

/// The known-device cookie a sign-in of `user_id` sets: the device the
/// request already was (its expiry renewed), else a new one.
pub fn device_cookie(config: &Config, req: &Request, user_id: UserId) -> AppResult<String> {
    let device = match known_device(config, req, user_id) {
        Some(device) => device,
        None => random_token()?,
    };
    let exp = clock::now() + auth::DEVICE_TTL_SECONDS;
    Ok(cookie_line(
        config,
        DEVICE_COOKIE,
        &auth::sign_device(&config.token_key, user_id.get(), &device, exp),
        REFRESH_PATH,
        auth::DEVICE_TTL_SECONDS,
    ))
}

/// The cookie that marks the browser that signed up (`secret`), sent to
/// `/v1/app/user*` only, as long as a confirmation link works.
pub fn signup_cookie(config: &Config, secret: &str) -> String {
    cookie_line(
        config,
        SIGNUP_COOKIE,
        secret,
        SIGNUP_PATH,
        auth::CONFIRM_TTL_SECONDS,
    )
}

/// The paying browser's secret: the one its cookie holds (a well-formed
/// token), else a new one; with the cookie line that keeps it.
pub fn buyer_secret(config: &Config, req: &Request) -> AppResult<(String, String)> {
    let secret = match cookie(req, BUYER_COOKIE).filter(|c| {
        c.len() == 43
            && c.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    }) {
        Some(secret) => secret,
        None => random_token()?,
    };
    let line = cookie_line(config, BUYER_COOKIE, &secret, BUYER_PATH, BUYER_TTL_SECONDS);
    Ok((secret, line))
}

/// Removes the signing-up browser's cookie (the address is confirmed).
pub fn signup_cookie_cleared(config: &Config) -> String {
    cookie_line(config, SIGNUP_COOKIE, "", SIGNUP_PATH, 0)
}

/// An admin token for the caller's session and its cookie.
pub fn admin_token(config: &Config, caller: &User) -> (String, i64) {
    let exp = clock::now() + ACCESS_TTL_SECONDS;
    let claims = AccessClaims {
        uid: caller.user_id.get(),
        pid: caller.profile.id.get(),
        sid: caller.session_id.get(),
        exp,
        adm: true,
    };
    (auth::sign_access(&claims, &config.token_key), exp)
}

pub fn admin_cookie(config: &Config, token: &str) -> String {
    cookie_line(config, ADMIN_COOKIE, token, "/", ACCESS_TTL_SECONDS)
}

/// An access token of the caller's session that expired a minute ago
/// (local development: lets tests prove the silent refresh).
#[cfg(feature = "dev")]
pub fn expired_access_cookie(config: &Config, caller: &User) -> String {
    let claims = AccessClaims {
        uid: caller.user_id.get(),
        pid: caller.profile.id.get(),
        sid: caller.session_id.get(),
        exp: clock::now() - 60,
        adm: false,
    };
    cookie_line(
        config,
        ACCESS_COOKIE,
        &auth::sign_access(&claims, &config.token_key),
        "/",
        ACCESS_TTL_SECONDS,
    )
}
