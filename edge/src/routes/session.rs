//! `/v1/app/session*` (spec section 7): sign-in (password or magic link,
//! also a payer's sign-in at a seller's shop), the token refresh with
//! rotation and reuse detection, profile switch, sign-out and admin mode.

use sellwerk_core::auth::{self, Lockout, ProfileKind, Verdict};
use sellwerk_core::ids::{ProfileId, UserId};
use serde::{Deserialize, Serialize};
use worker::{D1Database, Env, Request, Response, RouteContext};

use crate::clock;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::extract::{form_fields, json_body};
use crate::repo::{
    self,
    accounts::{Profile, User},
};
use crate::services::sign_in;
use crate::session::{self, Issue, REFRESH_COOKIE, SessionBody};

fn invalid_credentials() -> AppError {
    AppError::Unauthorized {
        code: "invalid_credentials",
        detail: "e-mail address or password is wrong".to_owned(),
    }
}

fn refresh_error(e: &'static str) -> AppError {
    AppError::Unauthorized {
        code: e,
        detail: "the refresh token cannot be used; sign in again".to_owned(),
    }
}

/// The answer of every call that hands out a session: the body and its cookies.
fn session_response(config: &Config, body: &SessionBody) -> AppResult<Response> {
    let mut response = Response::from_json(body)?;
    session::set_cookies(config, &mut response, body)?;
    Ok(response)
}

/// The profile to sign in as: the kind asked for (a payer profile is made
/// on first use, anyone may buy), else the user's first profile.
async fn choose_profile(
    db: &D1Database,
    user_id: UserId,
    kind: Option<&str>,
) -> AppResult<Profile> {
    let profiles = repo::accounts::profiles(db, user_id).await?;
    match kind {
        None => profiles
            .into_iter()
            .next()
            .ok_or_else(|| AppError::Forbidden {
                code: "profile_not_found",
                detail: "this account has no profile".to_owned(),
            }),
        Some(name) => {
            let kind = ProfileKind::from_name(name).ok_or_else(|| {
                AppError::Invalid(vec![sellwerk_core::problem::Problem::new(
                    "profile_type",
                    "invalid_profile_type",
                )])
            })?;
            if kind == ProfileKind::Payer {
                return repo::accounts::payer_profile(db, user_id).await;
            }
            profiles
                .into_iter()
                .find(|p| p.kind == kind)
                .ok_or_else(|| AppError::Forbidden {
                    code: "profile_not_found",
                    detail: format!("this account has no {name} profile"),
                })
        }
    }
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SignInBody {
    email: String,
    password: String,
    /// A course or payer sign-in at this shop (`/s/{seller}/sign_in`).
    #[serde(default)]
    seller: Option<String>,
    #[serde(default)]
    profile_type: Option<String>,
    #[serde(default)]
    fingerprint: Option<String>,
}

/// The counters a password attempt is counted under: the client's address,
/// and the account's e-mail address, or instead the known device of the
/// account the request comes from (its own budget, so guesses from
/// elsewhere cannot lock the owner's browser out).
fn sign_in_keys(req: &Request, email: &str, device: Option<&str>) -> [(String, Lockout); 2] {
    [
        (
            format!("sign_in:addr:{}", session::client_address(req)),
            auth::SIGN_IN_PER_ADDRESS,
        ),
        match device {
            Some(device) => (format!("sign_in:device:{device}"), auth::SIGN_IN_PER_DEVICE),
            None => (format!("sign_in:email:{email}"), auth::SIGN_IN_PER_EMAIL),
        },
    ]
}

/// `POST /v1/app/session`: sign in with e-mail and password. 401
/// `invalid_credentials` for an unknown address or a wrong password alike,
/// 403 `email_not_confirmed`, 429 past the limits per address and e-mail
/// (or known device). Every attempt is counted before the password is
/// checked, atomically, and an attempt over a limit is answered without
/// checking it; a right password gives its attempt back.
pub async fn sign_in(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let body: SignInBody = json_body(&mut req).await?;
    let email = body.email.trim().to_lowercase();
    let db = repo::db(&ctx.env)?;
    let config = Config::from_env(&ctx.env)?;
    let now = clock::now();
    let account = repo::accounts::find_by_email(&db, &email).await?;
    let device = account
        .as_ref()
        .and_then(|a| session::known_device(&config, &req, a.user.id));
    let keys = sign_in_keys(&req, &email, device.as_deref());
    for (key, policy) in &keys {
        match repo::limits::attempt(&db, key, *policy, now).await? {
            Verdict::Go => {}
            Verdict::Refuse { retry_after } => {
                return Err(AppError::TooManyRequests { retry_after });
            }
            Verdict::Lock { until, .. } => {
                return Err(AppError::TooManyRequests {
                    retry_after: (until - now).max(1),
                });
            }
        }
    }
    let hash = account
        .as_ref()
        .and_then(|a| a.password_hash.as_deref())
        .unwrap_or(auth::DUMMY_HASH);
    let matches = auth::verify_password(&body.password, hash);
    let Some(account) = account.filter(|_| matches) else {
        return Err(invalid_credentials());
    };
    for (key, policy) in &keys {
        repo::limits::give_back(&db, key, *policy, now).await?;
    }
    if !account.confirmed {
        return Err(AppError::Forbidden {
            code: "email_not_confirmed",
            detail: "confirm the e-mail address first".to_owned(),
        });
    }
    if let Some(seller) = &body.seller
        && repo::catalog::find_seller_id(&db, seller).await?.is_none()
    {
        return Err(AppError::NotFound {
            code: "shop_not_found",
            detail: format!("there is no shop {seller:?}"),
        });
    }
    let kind = body
        .profile_type
        .as_deref()
        .or(body.seller.as_ref().map(|_| "payer"));
    let profile = choose_profile(&db, account.user.id, kind).await?;
    let device_cookie = session::device_cookie(&config, &req, account.user.id)?;
    let issue = Issue::new(&req, account.user, profile, body.fingerprint);
    let issued = session::start(&db, &config, issue).await?;
    let mut response = session_response(&config, &issued)?;
    response
        .headers_mut()
        .append("set-cookie", &device_cookie)?;
    Ok(response)
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct MagicSignInBody {
    token: String,
    #[serde(default)]
    fingerprint: Option<String>,
}

/// `POST /v1/app/session/magic_link {token}`: sign in with a magic link.
pub async fn magic_sign_in(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let body: MagicSignInBody = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let (user_id, kind, _seller) = sign_in::use_magic_link(&db, &body.token).await?;
    let user = user(&db, user_id).await?;
    let profile = choose_profile(&db, user_id, kind.as_deref()).await?;
    let config = Config::from_env(&ctx.env)?;
    // The mailbox was proven: this browser becomes a known device, whose
    // password attempts others' guesses cannot lock.
    let device_cookie = session::device_cookie(&config, &req, user_id)?;
    let issue = Issue::new(&req, user, profile, body.fingerprint);
    let issued = session::start(&db, &config, issue).await?;
    let mut response = session_response(&config, &issued)?;
    response
        .headers_mut()
        .append("set-cookie", &device_cookie)?;
    Ok(response)
}

// ---- a guest buyer's way in (issue 30) ---------------------------------------
//
// Decisions:
// - No account is needed to buy. The buyer's account is made quietly when
//   they first come in through their order (no password, no username): on
//   the thank-you page, by the confirmation mail's link, or by "Send me a
//   sign-in link" for an address some shop has an order of.
// - An account that exists is used, never taken over: only a mailed link
//   (proof of the mailbox) signs into it. The thank-you page signs in only
//   the browser that paid (its `sw_buyer` cookie, whose digest the order
//   keeps), and only into an account that browser's thank-you page made and
//   nobody confirmed yet. Until a mailed link confirms the address, such an
//   account sees the orders paid from that browser alone (whoever typed
//   someone else's address at checkout sees nothing else bought with it),
//   and confirming it ends its sessions.

fn sign_in_by_mail() -> AppError {
    AppError::Forbidden {
        code: "sign_in_by_mail",
        detail: "this order's page cannot sign in; the mailed link can".to_owned(),
    }
}

/// A session as the order's payer for `user_id`, with its cookies.
async fn payer_session(
    req: &Request,
    db: &D1Database,
    config: &Config,
    user_id: UserId,
) -> AppResult<Response> {
    let user = user(db, user_id).await?;
    let profile = repo::accounts::payer_profile(db, user_id).await?;
    let issue = Issue::new(req, user, profile, None);
    let issued = session::start(db, config, issue).await?;
    session_response(config, &issued)
}

/// `POST /v1/checkout/orders/{token}/sign_in`: the thank-you page's way
/// into the buyer's purchases, without a password. Only from the browser
/// that paid (`sw_buyer`), for a paid order, into the account this
/// browser's thank-you page made (made now when the address has none);
/// else 403 `sign_in_by_mail`. 429 past the sign-up limit of the client's
/// address.
pub async fn order_sign_in(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    sign_in::limit(
        &db,
        &[(
            format!("order_sign_in:addr:{}", session::client_address(&req)),
            auth::SIGN_UP_PER_ADDRESS,
        )],
    )
    .await?;
    let order = repo::orders::by_token(&db, crate::extract::str_param(&ctx, "token"))
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "order_not_found",
            detail: "no order with this token".to_owned(),
        })?;
    let kept = repo::orders::buyer_secret(&db, order.id).await?;
    let given = session::cookie(&req, session::BUYER_COOKIE).map(|c| auth::token_digest(&c));
    let Some(browser) = kept.filter(|k| given.as_ref() == Some(k)) else {
        return Err(sign_in_by_mail());
    };
    if order.paid_at.is_none() && !order.delivered {
        return Err(sign_in_by_mail());
    }
    let email = order.payer_email.trim().to_lowercase();
    if repo::accounts::find_by_email(&db, &email).await?.is_none() {
        let details = &order.payer.details;
        repo::accounts::create_quiet_account(
            &db,
            &email,
            details.first_name.as_deref().unwrap_or("").trim(),
            details.last_name.as_deref().unwrap_or("").trim(),
            session::language(&req),
            Some(&browser),
        )
        .await?;
    }
    // made now, made before by this browser, or someone else's
    let account = repo::accounts::find_by_email(&db, &email)
        .await?
        .ok_or_else(|| AppError::Internal("the buyer's account vanished".to_owned()))?;
    if account.confirmed || account.buyer_secret.as_deref() != Some(browser.as_str()) {
        return Err(sign_in_by_mail());
    }
    let config = Config::from_env(&ctx.env)?;
    payer_session(&req, &db, &config, account.user.id).await
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct OrderLinkBody {
    /// The `order_link` of the confirmation mail's sign-in link.
    order_link: String,
}

/// `POST /v1/app/session/order_link {order_link}`: signs in with the link
/// of an order's confirmation mail (30 days, reusable): the mailbox of the
/// order's address is proven, so the address's account (made now when
/// there is none) is confirmed as by a magic link and signed in as a payer.
/// 403 `link_invalid` / `link_expired`.
pub async fn order_link_sign_in(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let body: OrderLinkBody = json_body(&mut req).await?;
    let config = Config::from_env(&ctx.env)?;
    let token = crate::services::links::check_order_sign_in(&config.token_key, &body.order_link)?;
    let db = repo::db(&ctx.env)?;
    let order = repo::orders::by_token(&db, &token)
        .await?
        .ok_or_else(|| crate::services::links::refused(false, "sign-in"))?;
    let user_id = mailed_buyer(&db, &order.payer_email, &order.payer.details, &req).await?;
    payer_session(&req, &db, &config, user_id).await
}

/// The account of a buyer's address that a mailed link reached: made
/// quietly when there is none, and confirmed (as a magic link confirms:
/// a password chosen at sign-up by whoever that was is cleared, and the
/// sessions of an unconfirmed account end).
pub(crate) async fn mailed_buyer(
    db: &D1Database,
    email: &str,
    details: &sellwerk_core::validation::PayerDetails,
    req: &Request,
) -> AppResult<UserId> {
    let email = email.trim().to_lowercase();
    if repo::accounts::find_by_email(db, &email).await?.is_none() {
        repo::accounts::create_quiet_account(
            db,
            &email,
            details.first_name.as_deref().unwrap_or("").trim(),
            details.last_name.as_deref().unwrap_or("").trim(),
            session::language(req),
            None,
        )
        .await?;
    }
    let account = repo::accounts::find_by_email(db, &email)
        .await?
        .ok_or_else(|| AppError::Internal("the buyer's account vanished".to_owned()))?;
    repo::accounts::confirm_address(db, account.user.id, &clock::rfc3339(clock::now()), false)
        .await?;
    Ok(account.user.id)
}

async fn user(db: &D1Database, id: UserId) -> AppResult<User> {
    Ok(repo::accounts::find_user(db, id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("user {id} is missing")))?
        .user)
}

/// `POST /v1/app/session/renew_token` (form body `refresh_token`,
/// `fingerprint`; or the refresh cookie): a new access token and a new
/// refresh token; the presented one is used up. A used refresh token
/// presented again revokes its whole session (someone copied it), as does
/// a race of two requests with one token.
pub async fn renew(mut req: Request, ctx: RouteContext<()>) -> worker::Result<Response> {
    match renew_token(&mut req, &ctx.env).await {
        Ok(response) => Ok(response),
        // A refresh error ends the session for the client too: its cookies go.
        Err(e @ AppError::Unauthorized { .. }) => {
            let mut response = e.into_response()?;
            match Config::from_env(&ctx.env)
                .and_then(|config| session::clear_cookies(&config, &mut response))
            {
                Ok(()) => Ok(response),
                Err(e) => e.into_response(),
            }
        }
        Err(e) => e.into_response(),
    }
}

async fn renew_token(req: &mut Request, env: &Env) -> AppResult<Response> {
    let fields = form_fields(req).await?;
    let token = fields
        .get("refresh_token")
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty())
        .or_else(|| session::cookie(req, REFRESH_COOKIE))
        .ok_or(refresh_error("missing_refresh_token"))?;
    let fingerprint = fields
        .get("fingerprint")
        .cloned()
        .unwrap_or_else(|| session::fingerprint(req));
    let db = repo::db(env)?;
    let now = clock::now();
    let row = repo::accounts::find_refresh(&db, &auth::token_digest(&token))
        .await?
        .ok_or(refresh_error("invalid_refresh_token"))?;
    if row.revoked_at.is_some() {
        return Err(refresh_error("invalid_refresh_token"));
    }
    if row.used_at.is_some() || !repo::accounts::use_refresh(&db, row.id, now).await? {
        repo::accounts::revoke_session(&db, row.session_id, &clock::rfc3339(now), "reuse").await?;
        return Err(refresh_error("invalid_refresh_token"));
    }
    if row.expires_at <= now {
        return Err(refresh_error("expired_refresh_token"));
    }
    if !row.fingerprint.is_empty() && !fingerprint.is_empty() && row.fingerprint != fingerprint {
        return Err(refresh_error("invalid_refresh_token"));
    }
    let profile = repo::accounts::profile(&db, row.user_id, row.profile_id)
        .await?
        .ok_or(refresh_error("invalid_refresh_token"))?;
    let config = Config::from_env(env)?;
    let issued = session::rotate(
        &db,
        &config,
        user(&db, row.user_id).await?,
        profile,
        row.session_id,
    )
    .await?;
    session_response(&config, &issued)
}

/// `DELETE /v1/app/session`: ends the session (every token of it) and
/// clears the cookies. Without a valid access token the cookies are still
/// cleared.
pub async fn sign_out(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let config = Config::from_env(&ctx.env)?;
    if let Some(caller) = session::viewer(&req, &ctx.env).await? {
        repo::accounts::revoke_session(
            &repo::db(&ctx.env)?,
            caller.session_id,
            &clock::rfc3339(clock::now()),
            "sign_out",
        )
        .await?;
    }
    let mut response = Response::empty()?.with_status(204);
    session::clear_cookies(&config, &mut response)?;
    Ok(response)
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SwitchBody {
    profile_id: ProfileId,
}

/// `POST /v1/app/session/profile {profile_id}`: act as another profile of
/// the same user: this session ends and one for that profile begins.
pub async fn switch_profile(
    mut req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let body: SwitchBody = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let profile = repo::accounts::profile(&db, caller.user_id, body.profile_id)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "profile_not_found",
            detail: format!("no profile {} of this user", body.profile_id),
        })?;
    repo::accounts::revoke_session(
        &db,
        caller.session_id,
        &clock::rfc3339(clock::now()),
        "profile_switch",
    )
    .await?;
    let config = Config::from_env(&ctx.env)?;
    let issue = Issue::new(&req, user(&db, caller.user_id).await?, profile, None);
    let issued = session::start(&db, &config, issue).await?;
    session_response(&config, &issued)
}

/// `{admin_token, expires_at}`: admin mode's token (also set as a cookie)
/// and when it ends (RFC 3339).
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct AdminMode {
    admin_token: String,
    expires_at: String,
}

/// `{user, profile}`: the admin in admin mode.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct AdminMe {
    user: User,
    profile: Profile,
}

/// `POST /v1/app/session/admin`: admin mode for a caller acting as an
/// admin profile: a separate admin token (answered and set as the
/// `sw_admin` cookie) that admin routes require (spec section 4: "admin
/// mode is active while a separate admin access token is present").
pub async fn start_admin(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    if caller.profile.kind != ProfileKind::Admin {
        return Err(AppError::Forbidden {
            code: "profile_not_allowed",
            detail: "admin mode needs an admin profile".to_owned(),
        });
    }
    let config = Config::from_env(&ctx.env)?;
    let (token, exp) = session::admin_token(&config, &caller);
    let mut response = Response::from_json(&AdminMode {
        admin_token: token.clone(),
        expires_at: clock::rfc3339(exp),
    })?;
    response
        .headers_mut()
        .append("set-cookie", &session::admin_cookie(&config, &token))?;
    Ok(response)
}

/// `GET /v1/admin/me`: the admin in admin mode (401 without the admin token).
pub async fn admin_me(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::Admin,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    Ok(Response::from_json(&AdminMe {
        user: user(&db, caller.user_id).await?,
        profile: caller.profile,
    })?)
}
