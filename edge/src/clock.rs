//! The edge's clock. In a development build a test can move it forward
//! (`POST /v1/dev/clock`), so expiries can be proven without waiting; a
//! production build has no offset at all.

#[cfg(feature = "dev")]
use std::sync::atomic::{AtomicI64, Ordering};

use worker::js_sys;

#[cfg(feature = "dev")]
static OFFSET_SECONDS: AtomicI64 = AtomicI64::new(0);

#[cfg(feature = "dev")]
fn offset() -> i64 {
    OFFSET_SECONDS.load(Ordering::Relaxed)
}

#[cfg(not(feature = "dev"))]
fn offset() -> i64 {
    0
}

/// Now, in Unix seconds.
pub fn now() -> i64 {
    // Date.now() is milliseconds as an f64 holding an integer far below 2^53.
    #[allow(clippy::cast_possible_truncation)]
    let millis = js_sys::Date::now() as i64;
    millis.div_euclid(1000) + offset()
}

/// Now, in Unix milliseconds (the development build's offset included):
/// for bounds finer than a second (the edge cache's pointer,
/// `services::page_cache`).
pub fn now_millis() -> i64 {
    // Date.now() is milliseconds as an f64 holding an integer far below 2^53.
    #[allow(clippy::cast_possible_truncation)]
    let millis = js_sys::Date::now() as i64;
    millis + offset() * 1000
}

/// `secs` (Unix seconds) as RFC 3339 in UTC.
pub fn rfc3339(secs: i64) -> String {
    #[allow(clippy::cast_precision_loss)]
    let date = js_sys::Date::new(&worker::wasm_bindgen::JsValue::from_f64(
        (secs * 1000) as f64,
    ));
    String::from(date.to_iso_string())
}

/// Moves the clock by `seconds` from real time (development builds only).
#[cfg(feature = "dev")]
pub fn set_offset(seconds: i64) {
    OFFSET_SECONDS.store(seconds, Ordering::Relaxed);
}

/// Today's date in UTC.
pub fn today() -> jiff::civil::Date {
    jiff::Timestamp::from_second(now())
        .map(|t| t.to_zoned(jiff::tz::TimeZone::UTC).date())
        .unwrap_or_default()
}
