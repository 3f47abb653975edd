//! `/v1/app/user/*` (spec section 7): the sign-up form's checks. The rules
//! are core's (`validation`), the same the browser runs through wasm-pkg;
//! only availability is the edge's, through the users repository.

use sellwerk_core::problem::Problem;
use sellwerk_core::validation;
use serde::{Deserialize, Serialize};
use worker::{Request, Response, RouteContext};

use super::respond;
use crate::error::{AppError, AppResult};
use crate::extract::json_body;
use crate::repo;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UsernameBody {
    username: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EmailBody {
    email: String,
}

#[derive(Serialize)]
struct Available<'a> {
    /// The value as it would be stored (lowercased, trimmed).
    value: &'a str,
    available: bool,
}

fn refuse(field: &str, code: &'static str) -> AppError {
    AppError::Invalid(vec![Problem::new(field, code)])
}

/// `POST /v1/app/user/check_username` `{username}`: 200 when the name is
/// well-formed and free; 422 with `username_too_small`, `username_too_big`,
/// `username_invalid` or `username_exists` otherwise.
pub async fn check_username(mut req: Request, ctx: RouteContext<()>) -> worker::Result<Response> {
    respond(username(&mut req, &ctx).await)
}

async fn username(req: &mut Request, ctx: &RouteContext<()>) -> AppResult<Response> {
    let body: UsernameBody = json_body(req).await?;
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
pub async fn check_email(mut req: Request, ctx: RouteContext<()>) -> worker::Result<Response> {
    respond(email(&mut req, &ctx).await)
}

async fn email(req: &mut Request, ctx: &RouteContext<()>) -> AppResult<Response> {
    let body: EmailBody = json_body(req).await?;
    let address = body.email.trim().to_lowercase();
    validation::required(&address).map_err(|code| refuse("email", code))?;
    validation::email(&address).map_err(|code| refuse("email", code))?;
    if repo::users::email_taken(&repo::db(&ctx.env)?, &address).await? {
        return Err(refuse("email", "email_exists"));
    }
    Ok(Response::from_json(&Available {
        value: &address,
        available: true,
    })?)
}
