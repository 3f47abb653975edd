//! Whether order creation's rate limits apply (issue 14; the limits
//! themselves are core's `auth::ORDERS_PER_ADDRESS` and
//! `auth::ORDERS_PER_EMAIL`, counted by `services::place_order`).

#[cfg(feature = "dev")]
use std::sync::atomic::{AtomicBool, Ordering};

/// Development builds only: whether order creation's rate limits apply.
/// The test suite makes far more orders from one address than any buyer,
/// so development lifts them unless a test switches them on
/// (`POST /v1/dev/faults {"order_limits": true}`); a production build
/// always applies them.
#[cfg(feature = "dev")]
static ORDER_LIMITS_IN_DEV: AtomicBool = AtomicBool::new(false);

/// Switches order creation's rate limits on or off (development builds
/// only).
#[cfg(feature = "dev")]
pub fn order_limits_in_dev(on: bool) {
    ORDER_LIMITS_IN_DEV.store(on, Ordering::Relaxed);
}

/// Whether order creation's rate limits apply: always in a production
/// build; in development only once a test switched them on.
pub fn apply() -> bool {
    #[cfg(feature = "dev")]
    if !ORDER_LIMITS_IN_DEV.load(Ordering::Relaxed) {
        return false;
    }
    true
}
