//! `/v1/app/user/*` (spec section 7): sign-up and its checks, e-mail
//! confirmation, password reset, magic links, change of e-mail, and the
//! signed-in user. The rules are core's (`validation`, `auth`), the same
//! the browser runs through wasm-pkg; availability, tokens and mails are
//! the edge's.

use sellwerk_core::auth::{self, CONFIRM_TTL_SECONDS, ProfileKind, SHORT_LINK_TTL_SECONDS};
use sellwerk_core::ids::UserId;
use sellwerk_core::messages::Language;
use sellwerk_core::problem::Problem;
use sellwerk_core::validation::{self, SignUp};
use serde::{Deserialize, Serialize};
use worker::{D1Database, Env, Request, Response, RouteContext};

use crate::clock;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::extract::json_body;
use crate::jobs::{Job, QUEUE_BINDING};
use crate::repo::{
    self,
    accounts::{Account, NewAccount, Profile, Purpose, TokenExtras, User},
};
use crate::services::mail::Template;
use crate::services::sign_in;
use crate::session::{self, random_token};

fn refuse(field: &str, code: &'static str) -> AppError {
    AppError::Invalid(vec![Problem::new(field, code)])
}

/// A well-formed address, trimmed and lowercased, or the problem.
fn email_of(raw: &str) -> AppResult<String> {
    let address = raw.trim().to_lowercase();
    validation::required(&address).map_err(|code| refuse("email", code))?;
    validation::email(&address).map_err(|code| refuse("email", code))?;
    Ok(address)
}

/// The site's origin as the request reached it (`https://host`), for the
/// links in mails.
fn origin(req: &Request) -> String {
    req.url()
        .map(|u| u.origin().ascii_serialization())
        .unwrap_or_default()
}

/// Makes and stores a one-time token of `purpose` for user `user_id`:
/// `(token, digest)`; only the digest is stored.
async fn issue_token(
    db: &D1Database,
    user_id: UserId,
    purpose: Purpose,
    extras: &TokenExtras<'_>,
) -> AppResult<(String, String)> {
    let token = random_token()?;
    let digest = auth::token_digest(&token);
    let ttl = match purpose {
        Purpose::ConfirmEmail => CONFIRM_TTL_SECONDS,
        Purpose::ResetPassword | Purpose::MagicLink | Purpose::ChangeEmail => {
            SHORT_LINK_TTL_SECONDS
        }
    };
    repo::accounts::add_one_time_token(db, user_id, purpose, &digest, clock::now() + ttl, extras)
        .await?;
    Ok((token, digest))
}

/// Makes a one-time token for `user` and queues its mail; its link is a
/// path on this site, the text carries it with `origin` in front.
async fn mail_token(
    env: &Env,
    origin: &str,
    db: &D1Database,
    user: &User,
    to: &str,
    purpose: Purpose,
    extras: &TokenExtras<'_>,
) -> AppResult<()> {
    let (token, digest) = issue_token(db, user.id, purpose, extras).await?;
    let (template, link) = match purpose {
        Purpose::ConfirmEmail => (
            Template::ConfirmEmail,
            format!("/users/confirmation?confirmation_token={token}"),
        ),
        Purpose::ResetPassword => (
            Template::ResetPassword,
            format!("/users/password/edit?reset_password_token={token}"),
        ),
        Purpose::MagicLink => (
            Template::MagicLink,
            format!("/users/sign_in?magic_token={token}"),
        ),
        Purpose::ChangeEmail => (
            Template::ChangeEmail,
            format!("/users/change_email?token={token}"),
        ),
    };
    let mail = template.render(
        format!("{}:{digest}", purpose.name()),
        to,
        Language::from_tag(&user.locale),
        origin,
        link,
    );
    env.queue(QUEUE_BINDING)?
        .send(Job::SendMailV1 { mail })
        .await?;
    Ok(())
}

/// Uses a one-time token or answers 422 `invalid_token` / `expired_token`
/// under `field`.
fn accepted() -> AppResult<Response> {
    Ok(Response::from_json(&super::Sent { sent: true })?.with_status(202))
}

// ---- sign-up checks -------------------------------------------------------

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct UsernameBody {
    username: String,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct EmailBody {
    email: String,
}

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct Available<'a> {
    /// The value as it would be stored (lowercased, trimmed).
    value: &'a str,
    available: bool,
}

/// `POST /v1/app/user/check_username` `{username}`: 200 when the name is
/// well-formed and free; 422 with `username_too_small`, `username_too_big`,
/// `username_invalid` or `username_exists` otherwise.
pub async fn check_username(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let body: UsernameBody = json_body(&mut req).await?;
    let name = validation::username(&body.username).map_err(|code| refuse("username", code))?;
    if repo::users::username_taken(&repo::db(&ctx.env)?, &name).await? {
        return Err(refuse("username", "username_exists"));
    }
    Ok(Response::from_json(&Available {
        value: &name,
        available: true,
    })?)
}

/// `POST /v1/app/user/check_email` `{email}`: 200 when the address is
/// well-formed and has no account; 422 with `required`, `invalid_email` or
/// `email_exists` otherwise.
pub async fn check_email(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let body: EmailBody = json_body(&mut req).await?;
    let address = email_of(&body.email)?;
    if repo::users::email_taken(&repo::db(&ctx.env)?, &address).await? {
        return Err(refuse("email", "email_exists"));
    }
    Ok(Response::from_json(&Available {
        value: &address,
        available: true,
    })?)
}

// ---- sign-up and confirmation ---------------------------------------------

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct UserBody {
    user: User,
}

/// `POST /v1/app/user`: a new account with one profile (seller, publisher
/// or payer; a seller also gets their shop) and a confirmation mail. Every
/// problem of the form at once (core's `validate_sign_up`), then
/// availability; 429 past the sign-up limit of the client's address.
pub async fn sign_up(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let form: SignUp = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    sign_in::limit(
        &db,
        &[(
            format!("sign_up:addr:{}", session::client_address(&req)),
            auth::SIGN_UP_PER_ADDRESS,
        )],
    )
    .await?;
    let mut problems = validation::validate_sign_up(&form);
    let email = form.email.as_deref().unwrap_or("").trim().to_lowercase();
    let username = validation::normalize_username(form.username.as_deref().unwrap_or(""));
    if problems.iter().all(|p| p.field != "email") && repo::users::email_taken(&db, &email).await? {
        problems.push(Problem::new("email", "email_exists"));
    }
    if problems.iter().all(|p| p.field != "username")
        && repo::users::username_taken(&db, &username).await?
    {
        problems.push(Problem::new("username", "username_exists"));
    }
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    let kind = form
        .profile_type
        .as_deref()
        .and_then(ProfileKind::from_name)
        .filter(|k| k.self_service())
        .ok_or_else(|| refuse("profile_type", "invalid_profile_type"))?;
    let mut salt = [0u8; 16];
    getrandom::getrandom(&mut salt).map_err(|e| AppError::Internal(e.to_string()))?;
    let password_hash = auth::hash_password(form.password.as_deref().unwrap_or(""), &salt)
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let locale = form.locale.as_deref().unwrap_or(session::language(&req));
    // The signing-up browser's secret: a confirmation from this browser
    // keeps the password (`confirm`).
    let signup_secret = random_token()?;
    let created = repo::accounts::create_account(
        &db,
        &NewAccount {
            email: &email,
            username: &username,
            first_name: form.first_name.as_deref().unwrap_or("").trim(),
            last_name: form.last_name.as_deref().unwrap_or("").trim(),
            locale,
            password_hash: &password_hash,
            signup_secret: &auth::token_digest(&signup_secret),
            kind,
        },
    )
    .await?;
    if !created {
        // Taken between the check and the insert.
        return Err(refuse("email", "email_exists"));
    }
    let account = repo::accounts::find_by_email(&db, &email)
        .await?
        .ok_or_else(|| AppError::Internal("the new account is missing".to_owned()))?;
    mail_token(
        &ctx.env,
        &origin(&req),
        &db,
        &account.user,
        &email,
        Purpose::ConfirmEmail,
        &TokenExtras::default(),
    )
    .await?;
    let config = Config::from_env(&ctx.env)?;
    let mut response = Response::from_json(&UserBody { user: account.user })?.with_status(201);
    response.headers_mut().append(
        "set-cookie",
        &session::signup_cookie(&config, &signup_secret),
    )?;
    Ok(response)
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ConfirmationBody {
    confirmation_token: String,
    /// The password chosen at sign-up, to keep it when confirming from
    /// another browser than the one that signed up.
    #[serde(default)]
    password: Option<String>,
}

/// Whether the request that opens a confirmation link comes from whoever
/// signed up: the signing-up browser's secret cookie, or the password
/// chosen at sign-up.
fn from_whoever_signed_up(req: &Request, account: &Account, password: Option<&str>) -> bool {
    let by_browser = account
        .signup_secret
        .as_deref()
        .zip(session::cookie(req, session::SIGNUP_COOKIE))
        .is_some_and(|(stored, given)| stored == auth::token_digest(&given));
    by_browser
        || password
            .zip(account.password_hash.as_deref())
            .is_some_and(|(given, hash)| auth::verify_password(given, hash))
}

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ConfirmationAnswer {
    email: String,
    confirmed: bool,
    /// Whether the account has a password now (the one chosen at sign-up
    /// is cleared unless its chooser confirmed).
    password_set: bool,
    /// Without a password: a password-reset token (one hour) to choose
    /// one at once; opening the mailed link proved the address as a
    /// reset mail would.
    #[serde(skip_serializing_if = "Option::is_none")]
    reset_password_token: Option<String>,
}

/// `POST /v1/app/user/confirmation {confirmation_token, password?}`:
/// confirms the address. Anyone may have signed up with it, so unless the
/// request comes from whoever did (the signing-up browser, or the password
/// given), the password chosen at sign-up is cleared and every session of
/// the account ends; the answer then carries a reset token to choose a
/// password.
pub async fn confirm(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let body: ConfirmationBody = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let used = sign_in::use_token(
        &db,
        Purpose::ConfirmEmail,
        &body.confirmation_token,
        "confirmation_token",
    )
    .await?;
    let before = repo::accounts::find_user(&db, used.user_id)
        .await?
        .ok_or_else(|| AppError::Internal("confirmed user is missing".to_owned()))?;
    let keep = from_whoever_signed_up(&req, &before, body.password.as_deref());
    repo::accounts::confirm_address(&db, used.user_id, &clock::rfc3339(clock::now()), keep).await?;
    let account = repo::accounts::find_user(&db, used.user_id)
        .await?
        .ok_or_else(|| AppError::Internal("confirmed user is missing".to_owned()))?;
    let password_set = account.password_hash.is_some();
    let reset_password_token = if password_set {
        None
    } else {
        let extras = TokenExtras::default();
        Some(
            issue_token(&db, used.user_id, Purpose::ResetPassword, &extras)
                .await?
                .0,
        )
    };
    let config = Config::from_env(&ctx.env)?;
    let mut response = Response::from_json(&ConfirmationAnswer {
        email: account.user.email,
        confirmed: true,
        password_set,
        reset_password_token,
    })?;
    response
        .headers_mut()
        .append("set-cookie", &session::signup_cookie_cleared(&config))?;
    Ok(response)
}

/// Counts a mail request against the address and the recipient.
async fn mail_limits(db: &D1Database, req: &Request, what: &str, email: &str) -> AppResult<()> {
    sign_in::limit(
        db,
        &[
            (
                format!("{what}:addr:{}", session::client_address(req)),
                auth::MAILS_PER_ADDRESS,
            ),
            (format!("{what}:email:{email}"), auth::MAILS_PER_EMAIL),
        ],
    )
    .await?;
    Ok(())
}

/// `POST /v1/app/user/confirmation/new {email}`: a new confirmation mail
/// for an unconfirmed account. Always 202, so addresses cannot be probed.
pub async fn resend_confirmation(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let body: EmailBody = json_body(&mut req).await?;
    let email = email_of(&body.email)?;
    let db = repo::db(&ctx.env)?;
    mail_limits(&db, &req, "confirmation", &email).await?;
    if let Some(account) = repo::accounts::find_by_email(&db, &email).await?
        && !account.confirmed
    {
        mail_token(
            &ctx.env,
            &origin(&req),
            &db,
            &account.user,
            &email,
            Purpose::ConfirmEmail,
            &TokenExtras::default(),
        )
        .await?;
    }
    accepted()
}

// ---- password reset -------------------------------------------------------

/// `POST /v1/app/user/password {email}`: a reset mail when the account
/// exists. Always 202.
pub async fn request_reset(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let body: EmailBody = json_body(&mut req).await?;
    let email = email_of(&body.email)?;
    let db = repo::db(&ctx.env)?;
    mail_limits(&db, &req, "reset", &email).await?;
    if let Some(account) = repo::accounts::find_by_email(&db, &email).await? {
        mail_token(
            &ctx.env,
            &origin(&req),
            &db,
            &account.user,
            &email,
            Purpose::ResetPassword,
            &TokenExtras::default(),
        )
        .await?;
    }
    accepted()
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ResetBody {
    reset_password_token: String,
    password: String,
}

/// `PUT /v1/app/user/password {reset_password_token, password}`: the new
/// password; every session of the user ends, and the address counts as
/// confirmed (the mail reached it).
pub async fn reset(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let body: ResetBody = json_body(&mut req).await?;
    validation::password(&body.password).map_err(|code| refuse("password", code))?;
    let db = repo::db(&ctx.env)?;
    let used = sign_in::use_token(
        &db,
        Purpose::ResetPassword,
        &body.reset_password_token,
        "reset_password_token",
    )
    .await?;
    let mut salt = [0u8; 16];
    getrandom::getrandom(&mut salt).map_err(|e| AppError::Internal(e.to_string()))?;
    let hash = auth::hash_password(&body.password, &salt)
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let now = clock::rfc3339(clock::now());
    // The mail reached the address: confirmed, and a password chosen at
    // sign-up by whoever that was is replaced by this one.
    repo::accounts::confirm_address(&db, used.user_id, &now, false).await?;
    repo::accounts::set_password(&db, used.user_id, &hash).await?;
    repo::accounts::revoke_user_sessions(&db, used.user_id, &now, "password_reset").await?;
    let account = repo::accounts::find_user(&db, used.user_id)
        .await?
        .ok_or_else(|| AppError::Internal("user is missing".to_owned()))?;
    Ok(Response::from_json(&super::EmailAnswer {
        email: account.user.email,
    })?)
}

// ---- magic link -----------------------------------------------------------

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct MagicLinkBody {
    email: String,
    #[serde(default)]
    profile_type: Option<String>,
    #[serde(default)]
    seller: Option<String>,
}

/// `POST /v1/app/user/send_magic_link {profile_type, email, seller}`: a
/// sign-in link for an existing account, and for every buyer address a
/// shop knows (issue 30): an address without an account but with a paid
/// order (at `seller` when given, else anywhere) gets its account made
/// quietly (no password, unconfirmed: opening the link confirms it) and
/// the link. Always 202, whether the address is known or not (so addresses
/// cannot be probed), 429 past the mail limits per client and recipient.
pub async fn send_magic_link(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let body: MagicLinkBody = json_body(&mut req).await?;
    let email = email_of(&body.email)?;
    if let Some(kind) = body.profile_type.as_deref()
        && ProfileKind::from_name(kind).is_none()
    {
        return Err(refuse("profile_type", "invalid_profile_type"));
    }
    let db = repo::db(&ctx.env)?;
    mail_limits(&db, &req, "magic", &email).await?;
    if repo::accounts::find_by_email(&db, &email).await?.is_none() {
        // Today's cause of "a link is on its way" and no mail: a guest
        // buyer has no account, and the link needs one.
        let shop = match body.seller.as_deref() {
            Some(name) => repo::catalog::find_seller_id(&db, name).await?,
            None => None,
        };
        let known = (body.seller.is_none() || shop.is_some())
            && repo::orders::has_paid_order(&db, &email, shop).await?;
        if known {
            repo::accounts::create_quiet_account(
                &db,
                &email,
                "",
                "",
                session::language(&req),
                None,
            )
            .await?;
        }
    }
    if let Some(account) = repo::accounts::find_by_email(&db, &email).await? {
        let extras = TokenExtras {
            profile_kind: body.profile_type.as_deref(),
            seller: body.seller.as_deref(),
            new_email: None,
        };
        mail_token(
            &ctx.env,
            &origin(&req),
            &db,
            &account.user,
            &email,
            Purpose::MagicLink,
            &extras,
        )
        .await?;
    }
    accepted()
}

// ---- change of e-mail -----------------------------------------------------

/// `POST /v1/app/user/change_email {email}` (signed in): a confirmation
/// mail to the new address; nothing changes until it is opened.
pub async fn change_email(
    mut req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let body: EmailBody = json_body(&mut req).await?;
    let email = email_of(&body.email)?;
    let db = repo::db(&ctx.env)?;
    if repo::users::email_taken(&db, &email).await? {
        return Err(refuse("email", "email_exists"));
    }
    mail_limits(&db, &req, "change_email", &email).await?;
    let account = repo::accounts::find_user(&db, caller.user_id)
        .await?
        .ok_or_else(|| AppError::Internal("caller's user is missing".to_owned()))?;
    let extras = TokenExtras {
        new_email: Some(&email),
        ..TokenExtras::default()
    };
    mail_token(
        &ctx.env,
        &origin(&req),
        &db,
        &account.user,
        &email,
        Purpose::ChangeEmail,
        &extras,
    )
    .await?;
    accepted()
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TokenBody {
    token: String,
}

/// `POST /v1/app/user/accept_change_email {token}` (signed in as the user
/// who asked): the new address. Whoever opens the link proves the new
/// address, not that they want it on this account: signed in as anyone
/// else (or no one) the link does nothing, so nobody can move their own
/// account, with their password and sessions, onto an address whose owner
/// merely clicked a mail they never asked for.
pub async fn accept_change_email(
    mut req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let body: TokenBody = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let used = sign_in::use_token(&db, Purpose::ChangeEmail, &body.token, "token").await?;
    if used.user_id != caller.user_id {
        return Err(refuse("token", "invalid_token"));
    }
    let email = used
        .new_email
        .ok_or_else(|| AppError::Internal("change_email token without address".to_owned()))?;
    if !repo::accounts::change_email(&db, used.user_id, &email).await? {
        return Err(refuse("email", "email_exists"));
    }
    Ok(Response::from_json(&super::EmailAnswer { email })?)
}

// ---- the signed-in user -----------------------------------------------------

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct MeBody {
    user: User,
    profile: Profile,
    profiles: Vec<Profile>,
    area: auth::Area,
}

/// `GET /v1/app/user/me`: who is signed in, as which profile, and where.
pub async fn me(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let account = repo::accounts::find_user(&db, caller.user_id)
        .await?
        .ok_or_else(|| AppError::Internal("caller's user is missing".to_owned()))?;
    Ok(Response::from_json(&MeBody {
        user: account.user,
        area: caller.profile.kind.area(),
        profile: caller.profile,
        profiles: repo::accounts::profiles(&db, caller.user_id).await?,
    })?)
}
