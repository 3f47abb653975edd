//! Time zones by IANA name, through one function.
//!
//! A zone comes from the `TZif` bytes registered at run time ([`register`]),
//! else from jiff's bundled database when the default feature `tzdb` is on
//! (the edge, the full browser build, the tests). The light browser build of
//! the payment page leaves the database out (most of the WebAssembly
//! module's size) and registers the one zone a quote needs, as the edge
//! sends it (`GET /v1/common/time_zones/{name}`). UTC needs no data.
//!
//! Names are matched without regard to case, as jiff's database does.

use std::sync::{Mutex, PoisonError};

use jiff::tz::TimeZone;

/// Every code this module reports.
pub const KEYS: &[&str] = &["invalid_time_zone"];

/// The zones registered at run time, by lower-cased name.
static REGISTERED: Mutex<Vec<(String, TimeZone)>> = Mutex::new(Vec::new());

/// The longest IANA name accepted (the longest real one has 32 characters).
const MAX_NAME: usize = 64;

/// Whether `name` is shaped like an IANA zone name (`Europe/Berlin`,
/// `America/Argentina/Buenos_Aires`, `Etc/GMT+5`): ASCII letters, digits,
/// `_`, `-`, `+` and `/` between parts, no empty part, no `..`.
pub fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_NAME
        && name.split('/').all(|part| {
            !part.is_empty()
                && part != "."
                && part != ".."
                && part
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'+'))
        })
}

/// The time zone of an IANA name: a registered zone first, then the
/// bundled database (feature `tzdb`); `invalid_time_zone` otherwise.
pub fn time_zone(name: &str) -> Result<TimeZone, &'static str> {
    let name = name.trim();
    if !valid_name(name) {
        return Err("invalid_time_zone");
    }
    let key = name.to_ascii_lowercase();
    let registered = REGISTERED
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, zone)| zone.clone());
    if let Some(zone) = registered {
        return Ok(zone);
    }
    bundled(name)
        .or_else(|| matches!(key.as_str(), "utc" | "etc/utc").then_some(TimeZone::UTC))
        .ok_or("invalid_time_zone")
}

#[cfg(feature = "tzdb")]
fn bundled(name: &str) -> Option<TimeZone> {
    jiff::tz::db().get(name).ok()
}

#[cfg(not(feature = "tzdb"))]
fn bundled(_name: &str) -> Option<TimeZone> {
    None
}

/// Registers the zone `name` from its `TZif` bytes (as `/usr/share/zoneinfo`
/// holds them); it wins over the bundled database from then on.
pub fn register(name: &str, tzif: &[u8]) -> Result<(), &'static str> {
    let name = name.trim();
    if !valid_name(name) {
        return Err("invalid_time_zone");
    }
    let zone = TimeZone::tzif(name, tzif).map_err(|_| "invalid_time_zone")?;
    let key = name.to_ascii_lowercase();
    let mut registered = REGISTERED.lock().unwrap_or_else(PoisonError::into_inner);
    registered.retain(|(k, _)| *k != key);
    registered.push((key, zone));
    Ok(())
}

/// Whether a zone of that name is at hand without loading anything.
pub fn available(name: &str) -> bool {
    time_zone(name).is_ok()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use jiff::Timestamp;

    /// A `TZif` (version 1) zone of a fixed offset: `+02:00` all year, "TST".
    fn fixed_tzif() -> Vec<u8> {
        let mut b = Vec::new();
        b.extend_from_slice(b"TZif");
        b.push(0); // version 1
        b.extend_from_slice(&[0; 15]);
        // isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt
        for n in [0u32, 0, 0, 0, 1, 4] {
            b.extend_from_slice(&n.to_be_bytes());
        }
        b.extend_from_slice(&7200i32.to_be_bytes()); // utoff
        b.push(0); // isdst
        b.push(0); // desigidx
        b.extend_from_slice(b"TST\0");
        b
    }

    #[test]
    fn names_are_checked() {
        assert!(valid_name("Europe/Berlin"));
        assert!(valid_name("America/Argentina/Buenos_Aires"));
        assert!(valid_name("Etc/GMT+5"));
        assert!(valid_name("UTC"));
        for bad in [
            "",
            "/etc/passwd",
            "Europe//Berlin",
            "../x",
            "Europe/..",
            "a b",
            "Zürich",
        ] {
            assert!(!valid_name(bad), "{bad}");
        }
        assert!(!valid_name(&"A".repeat(65)));
        assert_eq!(
            time_zone("../../etc/passwd").err(),
            Some("invalid_time_zone")
        );
    }

    #[test]
    fn utc_needs_no_data() {
        let at: Timestamp = "2026-07-01T12:00:00Z".parse().unwrap();
        for name in ["UTC", " etc/utc "] {
            assert_eq!(
                time_zone(name).unwrap().to_offset(at),
                jiff::tz::Offset::UTC
            );
        }
    }

    #[test]
    fn a_registered_zone_is_found_and_wins() {
        assert_eq!(
            register("Test/Fixed", b"not tzif").err(),
            Some("invalid_time_zone")
        );
        assert_eq!(
            register("../x", &fixed_tzif()).err(),
            Some("invalid_time_zone")
        );
        assert!(!available("Test/Fixed"));
        register("Test/Fixed", &fixed_tzif()).unwrap();
        let zone = time_zone("test/fixed").unwrap();
        let at: Timestamp = "2026-01-31T23:30:00Z".parse().unwrap();
        assert_eq!(at.to_zoned(zone).date().to_string(), "2026-02-01");
    }

    #[cfg(feature = "tzdb")]
    #[test]
    fn the_bundled_database_answers() {
        let zone = time_zone("Europe/Berlin").unwrap();
        let at: Timestamp = "2026-01-31T23:30:00Z".parse().unwrap();
        assert_eq!(at.to_zoned(zone).date().to_string(), "2026-02-01");
        assert_eq!(time_zone("Mars/Olympus").err(), Some("invalid_time_zone"));
    }

    #[cfg(not(feature = "tzdb"))]
    #[test]
    fn without_the_database_only_registered_zones_exist() {
        assert_eq!(time_zone("Europe/Vienna").err(), Some("invalid_time_zone"));
        register("Europe/Vienna", &fixed_tzif()).unwrap();
        assert!(available("Europe/Vienna"));
    }
}
