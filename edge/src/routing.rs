//! The route table's vocabulary: who may call a route ([`Access`]) and
//! what the table says of each route ([`RouteInfo`]). Plain types below the
//! router, so the router (which holds the table) and the API document
//! (`api_doc`, which describes it) share them without importing each other.

use serde::Serialize;

use crate::idempotency::Idempotency;

/// Who may call a route. The router resolves the matching principal of
/// `session` ([`session::User`](crate::session::User),
/// [`session::Seller`](crate::session::Seller),
/// [`session::Admin`](crate::session::Admin)) before the handler runs and
/// hands it over as the handler's third argument; without one the answer
/// is the principal's 401 or 403 and the handler is never called. Public
/// and development routes take no principal.
// The table as data (this and [`RouteInfo`]) serves the development
// build's `GET /v1/dev/routes` and the API document, made natively: a
// production worker routes by the table's macro alone.
#[cfg_attr(all(target_arch = "wasm32", not(feature = "dev")), allow(dead_code))]
#[derive(Debug, Clone, Copy, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    /// Anyone.
    Public,
    /// A signed-in user, any profile.
    User,
    /// A seller (or their team member): the route reads or writes that
    /// seller's data only.
    Seller,
    /// An admin in admin mode.
    Admin,
    /// Local development only (the build has the `dev` feature and the
    /// caller is on a loopback address: `handle`).
    #[cfg_attr(not(feature = "dev"), allow(dead_code))]
    Dev,
}

/// `{routes}`: the route table, as `GET /v1/dev/routes` answers it.
#[cfg(feature = "dev")]
#[derive(Serialize, schemars::JsonSchema)]
pub struct RouteTable {
    pub routes: Vec<RouteInfo>,
}

/// One route: its method, path pattern, access, and how it treats
/// `Idempotency-Key`.
#[cfg_attr(all(target_arch = "wasm32", not(feature = "dev")), allow(dead_code))]
#[derive(Debug, Clone, Copy, Serialize, schemars::JsonSchema)]
pub struct RouteInfo {
    pub method: &'static str,
    pub path: &'static str,
    pub access: Access,
    pub idempotency: Idempotency,
}

/// Whether a request's `path` matches the table's path `pattern`, as the
/// router matches it: segment by segment, a `:name` segment standing for
/// any one segment that is not empty.
#[cfg_attr(all(feature = "buyer", feature = "app"), allow(dead_code))]
pub fn pattern_matches(pattern: &str, path: &str) -> bool {
    let mut wanted = pattern.split('/');
    let mut given = path.split('/');
    loop {
        match (wanted.next(), given.next()) {
            (None, None) => return true,
            (Some(w), Some(g)) if w.starts_with(':') && !g.is_empty() => {}
            (Some(w), Some(g)) if w == g => {}
            _ => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::pattern_matches;

    #[test]
    fn patterns_match_segment_by_segment() {
        assert!(pattern_matches("/v1/health", "/v1/health"));
        assert!(pattern_matches("/v1/shop/:username", "/v1/shop/anna"));
        assert!(pattern_matches(
            "/v1/shop/:username/products/:id",
            "/v1/shop/anna/products/42"
        ));
        assert!(!pattern_matches("/v1/shop/:username", "/v1/shop/"));
        assert!(!pattern_matches("/v1/shop/:username", "/v1/shop/anna/"));
        assert!(!pattern_matches(
            "/v1/shop/:username",
            "/v1/shop/anna/products"
        ));
        assert!(!pattern_matches(
            "/v1/shop/:username/products",
            "/v1/shop/anna"
        ));
        assert!(!pattern_matches("/v1/health", "/v1/healthz"));
    }
}
