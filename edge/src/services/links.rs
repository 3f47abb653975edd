//! The buyer's pages of an order, as links in mails, answers and provider
//! redirects (spec section 2). Below the routes, so that a service (a
//! delivery mail) names a page without importing a route handler.

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
