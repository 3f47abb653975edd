//! The timestamped HMAC signature header Stripe uses and our sandbox copies:
//! `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, possibly with
//! several `v1` entries (while a secret is rolled, each current secret
//! signs) and entries of other schemes, which are ignored.
//!
//! Decisions:
//! - The signature is checked before the timestamp, so a forged header
//!   always answers `BadSignature`, and `Expired` means a genuine but stale
//!   (or future) delivery.
//! - A header that is present but carries no usable `t` or `v1` is a bad
//!   signature, not a missing one: something signed it wrongly.
//! - Each candidate is compared by `Mac::verify_slice`, in constant time.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::model::WebhookError;

type HmacSha256 = Hmac<Sha256>;

/// How far a signature's timestamp may be from `now`, either way.
pub const TOLERANCE_SECONDS: i64 = 300;

fn mac(secret: &str, timestamp: i64, body: &str) -> Option<HmacSha256> {
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).ok()?;
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body.as_bytes());
    Some(mac)
}

/// The header value for `body` signed with `secret` at `timestamp`.
pub fn sign(secret: &str, body: &str, timestamp: i64) -> String {
    let signature = mac(secret, timestamp, body)
        .map(|m| hex(&m.finalize().into_bytes()))
        .unwrap_or_default();
    format!("t={timestamp},v1={signature}")
}

/// A key derived from `secret` for `label`: lowercase hex of
/// HMAC-SHA256(secret, label). One platform secret gives each seller a key
/// of its own, and no seller's key tells anything of another's.
pub fn derive(secret: &str, label: &str) -> String {
    HmacSha256::new_from_slice(secret.as_bytes())
        .map(|mut m| {
            m.update(label.as_bytes());
            hex(&m.finalize().into_bytes())
        })
        .unwrap_or_default()
}

/// Checks `header` against `body` and `secret` at `now`.
pub fn verify(
    secret: &str,
    header: Option<&str>,
    body: &str,
    now: i64,
) -> Result<(), WebhookError> {
    let header = header
        .map(str::trim)
        .filter(|h| !h.is_empty())
        .ok_or(WebhookError::MissingSignature)?;
    let mut timestamp = None;
    let mut candidates = Vec::new();
    for item in header.split(',') {
        let Some((key, value)) = item.trim().split_once('=') else {
            continue;
        };
        match key.trim() {
            "t" => timestamp = value.trim().parse::<i64>().ok(),
            "v1" => candidates.extend(unhex(value.trim())),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(WebhookError::BadSignature)?;
    let matches = candidates.iter().any(|candidate| {
        mac(secret, timestamp, body).is_some_and(|m| m.verify_slice(candidate).is_ok())
    });
    if !matches {
        return Err(WebhookError::BadSignature);
    }
    if now.abs_diff(timestamp) > TOLERANCE_SECONDS.unsigned_abs() {
        return Err(WebhookError::Expired);
    }
    Ok(())
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Lowercase hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        for nibble in [b >> 4, b & 0x0f] {
            if let Some(&c) = HEX.get(usize::from(nibble)) {
                out.push(char::from(c));
            }
        }
    }
    out
}

/// The bytes of a hex string (either case); `None` for odd lengths or other
/// characters.
pub fn unhex(text: &str) -> Option<Vec<u8>> {
    fn nibble(c: u8) -> Option<u8> {
        match c {
            b'0'..=b'9' => Some(c - b'0'),
            b'a'..=b'f' => Some(c - b'a' + 10),
            b'A'..=b'F' => Some(c - b'A' + 10),
            _ => None,
        }
    }
    let bytes = text.as_bytes();
    if !bytes.len().is_multiple_of(2) {
        return None;
    }
    bytes
        .chunks_exact(2)
        .map(|pair| match pair {
            [high, low] => Some(nibble(*high)? << 4 | nibble(*low)?),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips() {
        assert_eq!(hex(&[0, 0xab, 0xff]), "00abff");
        assert_eq!(unhex("00ABff"), Some(vec![0, 0xab, 0xff]));
        assert_eq!(unhex("abc"), None);
        assert_eq!(unhex("zz"), None);
        assert_eq!(unhex(""), Some(vec![]));
    }

    #[test]
    fn a_known_signature() {
        // HMAC-SHA256 of "1700000000.{}" under "secret", computed with
        // Python's hmac module.
        let header = sign("secret", "{}", 1_700_000_000);
        assert_eq!(
            header,
            "t=1700000000,v1=b8569b78799ff9e3cbff0fc2d63a33a2b57f3282abd07c37ae5e8e7d79a5f163"
        );
        assert_eq!(verify("secret", Some(&header), "{}", 1_700_000_000), Ok(()));
    }

    #[test]
    fn the_tolerance_holds_both_ways() {
        let header = sign("s", "b", 1_000);
        for (now, ok) in [(700, true), (699, false), (1_300, true), (1_301, false)] {
            let expected = if ok {
                Ok(())
            } else {
                Err(WebhookError::Expired)
            };
            assert_eq!(verify("s", Some(&header), "b", now), expected, "{now}");
        }
    }

    #[test]
    fn headers_that_carry_no_signature() {
        let cases = [
            (None, WebhookError::MissingSignature),
            (Some(""), WebhookError::MissingSignature),
            (Some("   "), WebhookError::MissingSignature),
            (Some("garbage"), WebhookError::BadSignature),
            (Some("t=abc,v1=00"), WebhookError::BadSignature),
            (Some("t=1000"), WebhookError::BadSignature),
            (Some("v1=00"), WebhookError::BadSignature),
            (Some("t=1000,v1=zz"), WebhookError::BadSignature),
            (Some(",,,=,t=,v1="), WebhookError::BadSignature),
        ];
        for (header, error) in cases {
            assert_eq!(verify("s", header, "b", 1_000), Err(error), "{header:?}");
        }
    }
}
