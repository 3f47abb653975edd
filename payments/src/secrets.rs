//! Provider credentials at rest: sealed with AES-256-GCM before they are
//! stored, opened only to build a request, and masked for display.
//!
//! Decisions:
//! - **Format** `v1.<base64url nonce>.<base64url ciphertext with tag>`, no
//!   padding: text that fits a D1 `TEXT` column, with a version for a later
//!   change of algorithm or key.
//! - **Associated data** binds a sealed value to where it belongs (say
//!   `seller:5:stripe`): the same text in another seller's row does not
//!   open, so copying ciphertext between rows cannot move credentials.
//! - **Nonces** come from the caller, 12 random bytes drawn fresh for every
//!   seal (random 96-bit nonces are safe for far more seals than one key
//!   will see). Reusing a nonce with the same key breaks GCM; nothing here
//!   can check that.
//! - **Keys** are 32 bytes, given as 64 hex characters or as base64
//!   (standard or URL-safe, padded or not) of 32 bytes.
//! - **Errors** say nothing about why a value did not open (wrong key,
//!   wrong associated data, or tampering look alike).

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Key, Nonce};
use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, STANDARD_NO_PAD, URL_SAFE, URL_SAFE_NO_PAD};

use crate::signature::unhex;

const PREFIX: &str = "v1.";

/// Why a secret could not be opened or a key read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SecretError {
    /// Not a sealed value of a known version.
    #[error("not a sealed secret")]
    Malformed,
    /// Wrong key or associated data, or the value was changed.
    #[error("the secret does not open with this key")]
    Undecryptable,
    /// Not 64 hex characters nor base64 of 32 bytes.
    #[error("a key must be 32 bytes as 64 hex characters or base64")]
    BadKey,
}

fn cipher(key: &[u8; 32]) -> Aes256Gcm {
    Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(key))
}

/// `plaintext` sealed with `key` and a fresh `nonce`, bound to `associated`.
pub fn seal(key: &[u8; 32], nonce: &[u8; 12], plaintext: &str, associated: &str) -> String {
    let ciphertext = cipher(key)
        .encrypt(
            Nonce::from_slice(nonce),
            Payload {
                msg: plaintext.as_bytes(),
                aad: associated.as_bytes(),
            },
        )
        .unwrap_or_default();
    format!(
        "{PREFIX}{}.{}",
        URL_SAFE_NO_PAD.encode(nonce),
        URL_SAFE_NO_PAD.encode(ciphertext)
    )
}

/// The plaintext of a value [`seal`]ed with `key` and `associated`.
pub fn open(key: &[u8; 32], sealed: &str, associated: &str) -> Result<String, SecretError> {
    let rest = sealed
        .trim()
        .strip_prefix(PREFIX)
        .ok_or(SecretError::Malformed)?;
    let (nonce, ciphertext) = rest.split_once('.').ok_or(SecretError::Malformed)?;
    let nonce: [u8; 12] = URL_SAFE_NO_PAD
        .decode(nonce)
        .ok()
        .and_then(|n| n.try_into().ok())
        .ok_or(SecretError::Malformed)?;
    let ciphertext = URL_SAFE_NO_PAD
        .decode(ciphertext)
        .map_err(|_| SecretError::Malformed)?;
    let plaintext = cipher(key)
        .decrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: &ciphertext,
                aad: associated.as_bytes(),
            },
        )
        .map_err(|_| SecretError::Undecryptable)?;
    String::from_utf8(plaintext).map_err(|_| SecretError::Undecryptable)
}

/// The 32-byte key written as 64 hex characters or as base64.
pub fn key_from_secret(text: &str) -> Result<[u8; 32], SecretError> {
    let text = text.trim();
    let bytes = if text.len() == 64 { unhex(text) } else { None }
        .or_else(|| {
            [STANDARD, STANDARD_NO_PAD, URL_SAFE, URL_SAFE_NO_PAD]
                .iter()
                .find_map(|engine| engine.decode(text).ok())
        })
        .ok_or(SecretError::BadKey)?;
    bytes.try_into().map_err(|_| SecretError::BadKey)
}

/// How a secret is shown: its last four characters after a mask, or only
/// the mask when it is shorter than eight characters (four would then give
/// away half of it).
pub fn mask(secret: &str) -> String {
    const MASK: &str = "••••";
    let chars: Vec<char> = secret.trim().chars().collect();
    if chars.len() < 8 {
        return MASK.to_owned();
    }
    let tail: String = chars.iter().skip(chars.len() - 4).collect();
    format!("{MASK}{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: [u8; 32] = [7; 32];
    const NONCE: [u8; 12] = [1; 12];

    #[test]
    fn sealed_secrets_open_with_their_key_and_place_only() {
        let sealed = seal(&KEY, &NONCE, "sk_live_51Hx…abcd", "seller:5:stripe");
        assert!(sealed.starts_with("v1.AQEBAQEBAQEBAQEB."), "{sealed}");
        assert_eq!(
            open(&KEY, &sealed, "seller:5:stripe").as_deref(),
            Ok("sk_live_51Hx…abcd")
        );
        assert_eq!(
            open(&KEY, &sealed, "seller:6:stripe"),
            Err(SecretError::Undecryptable)
        );
        assert_eq!(
            open(&[8; 32], &sealed, "seller:5:stripe"),
            Err(SecretError::Undecryptable)
        );
        // The same text under another nonce looks different.
        assert_ne!(
            sealed,
            seal(&KEY, &[2; 12], "sk_live_51Hx…abcd", "seller:5:stripe")
        );
    }

    #[test]
    fn a_known_vector() {
        // NIST SP 800-38D test case 13 (AES-256, zero key, zero IV, empty
        // plaintext): the tag alone is 530f8afbc74536b9a963b4f1c4cb738b.
        let sealed = seal(&[0; 32], &[0; 12], "", "");
        let tag = URL_SAFE_NO_PAD.encode([
            0x53, 0x0f, 0x8a, 0xfb, 0xc7, 0x45, 0x36, 0xb9, 0xa9, 0x63, 0xb4, 0xf1, 0xc4, 0xcb,
            0x73, 0x8b,
        ]);
        assert_eq!(sealed, format!("v1.AAAAAAAAAAAAAAAA.{tag}"));
    }

    #[test]
    fn malformed_sealed_values() {
        for bad in [
            "",
            "v1.",
            "v1..",
            "v2.AQEBAQEBAQEBAQEB.AAAA",
            "v1.AQEB.AAAA",
            "v1.AQEBAQEBAQEBAQEB.***",
            "plain text",
        ] {
            assert_eq!(open(&KEY, bad, ""), Err(SecretError::Malformed), "{bad}");
        }
        assert_eq!(
            open(&KEY, "v1.AQEBAQEBAQEBAQEB.AAAA", ""),
            Err(SecretError::Undecryptable)
        );
    }

    #[test]
    fn keys_from_hex_or_base64() {
        let hex = "00".repeat(31) + "ff";
        let mut expected = [0; 32];
        expected[31] = 0xff;
        assert_eq!(key_from_secret(&hex), Ok(expected));
        assert_eq!(key_from_secret(&hex.to_uppercase()), Ok(expected));
        for engine in [STANDARD, STANDARD_NO_PAD, URL_SAFE, URL_SAFE_NO_PAD] {
            let text = engine.encode([0xfb; 32]);
            assert_eq!(key_from_secret(&text), Ok([0xfb; 32]), "{text}");
        }
        for bad in [
            "",
            "short",
            &"0".repeat(63),
            &"zz".repeat(32),
            &STANDARD.encode([1; 31]),
        ] {
            assert_eq!(key_from_secret(bad), Err(SecretError::BadKey), "{bad}");
        }
    }

    #[test]
    fn masks_show_the_last_four_characters() {
        let cases = [
            ("sk_live_51HxYzAbCd1234", "••••1234"),
            ("  whsec_abcdefgh  ", "••••efgh"),
            ("1234567", "••••"),
            ("", "••••"),
            ("ключ-секрет-ёжик", "••••ёжик"),
        ];
        for (secret, shown) in cases {
            assert_eq!(mask(secret), shown, "{secret}");
        }
    }
}
