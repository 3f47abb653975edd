//! The buyer's pages of an order, as links in mails, answers and provider
//! redirects (spec section 2). Below the routes, so that a service (a
//! delivery mail) names a page without importing a route handler. Also
//! the one check of a signed link (downloads, certificates, exports).

use sellwerk_core::auth;

use crate::clock;
use crate::error::{AppError, AppResult};

/// Checks a signed link of `purpose` for `subject` at the edge's clock:
/// 403 `link_expired` when its time is over, `link_invalid` for any other
/// fault (`what` names the link in the detail: "download", "export", …).
pub fn check_signed(
    key: &[u8],
    purpose: &str,
    subject: &str,
    exp: i64,
    sig: &str,
    what: &str,
) -> AppResult<()> {
    auth::verify_link(key, purpose, subject, exp, sig, clock::now())
        .map_err(|e| refused(e == auth::AccessError::Expired, what))
}

/// 403 `link_expired` (`expired`) or `link_invalid` for a `what` link;
/// also a link whose ids are no ids (never signed).
pub fn refused(expired: bool, what: &str) -> AppError {
    AppError::Forbidden {
        code: if expired {
            "link_expired"
        } else {
            "link_invalid"
        },
        detail: format!("this {what} link is not valid (any more)"),
    }
}

/// Where the buyer goes after paying: the order's thank-you page in the
/// shop.
pub fn return_path(username: &str, token: &str) -> String {
    format!("/s/{username}/payment/{token}/thank_you")
}

/// The buyer's page of an order: schedule, downloads, cancellation (spec
/// section 2: `/s/{username}/payment/{id}/manage`).
pub fn manage_path(username: &str, token: &str) -> String {
    format!("/s/{username}/payment/{token}/manage")
}

const ORDER_SIGN_IN: &str = "order_sign_in";

/// How long the sign-in link of an order's confirmation mail works.
/// Decision (issue 30): 30 days, as long as the first refresh of a session;
/// later, "Send me a sign-in link" mails a fresh one to the same address.
pub const ORDER_SIGN_IN_TTL_SECONDS: i64 = 30 * 86_400;

/// The sign-in link of an order's confirmation mail (issue 30): the shop's
/// sign-in page with `order_link={token}.{exp}.{sig}`, signed for the order.
/// Whoever opens it proves the mailbox of the order's address, as a magic
/// link does.
pub fn order_sign_in_path(key: &[u8], username: &str, token: &str, exp: i64) -> String {
    let sig = auth::sign_link(key, ORDER_SIGN_IN, token, exp);
    format!("/s/{username}/sign_in?order_link={token}.{exp}.{sig}")
}

/// The order token of an order's sign-in link value (`{token}.{exp}.{sig}`)
/// when its signature holds and it has not expired; 403 `link_expired` or
/// `link_invalid` otherwise.
pub fn check_order_sign_in(key: &[u8], value: &str) -> AppResult<String> {
    let mut parts = value.trim().splitn(3, '.');
    let (Some(token), Some(exp), Some(sig)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(refused(false, "sign-in"));
    };
    let exp: i64 = exp.parse().map_err(|_| refused(false, "sign-in"))?;
    check_signed(key, ORDER_SIGN_IN, token, exp, sig, "sign-in")?;
    Ok(token.to_owned())
}
