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
