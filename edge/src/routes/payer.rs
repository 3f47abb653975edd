//! `/v1/payer/*`: the buyer's area. A signed-in user sees the orders made
//! with their account's e-mail address (decision: the address is the
//! buyer's identity at checkout; an order placed before the account existed
//! appears once the account confirms that address; an account whose
//! address is not confirmed sees none, 403 `email_not_confirmed`).

use worker::{Request, Response, RouteContext};

use crate::error::{AppError, AppResult};
use crate::repo;
use crate::services::order_view;
use crate::session;

/// `GET /v1/payer/orders`: the caller's orders, newest first, each with
/// what it handed over (fresh download links, keys, tickets).
pub async fn orders(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let account = repo::accounts::find_user(&db, caller.user_id)
        .await?
        .ok_or_else(|| AppError::Internal("the caller's account vanished".to_owned()))?;
    // Orders are found by address, so the address must be proven first:
    // whoever merely signed up with it sees nothing bought with it.
    // An account made quietly on a thank-you page (issue 30) sees the
    // orders paid from its browser until a mailed link confirms it.
    if !account.confirmed && account.buyer_secret.is_none() {
        return Err(AppError::Forbidden {
            code: "email_not_confirmed",
            detail: "confirm the e-mail address to see the orders made with it".to_owned(),
        });
    }
    let orders =
        repo::orders::of_payer(&db, &account.user.email, account.browser_scope(), 100).await?;
    let list = order_view::payer_orders(&ctx.env, &db, orders).await?;
    Ok(Response::from_json(&super::Listed { list })?)
}
