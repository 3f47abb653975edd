//! Percent coding of a list's query string, shared by the parser and the
//! canonical writer.

use std::fmt::Write as _;

/// Percent-decoding (`+` is a space); `None` for a broken escape or bytes
/// that are not UTF-8.
pub fn decode(raw: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(raw.len());
    let mut iter = raw.bytes();
    while let Some(b) = iter.next() {
        match b {
            b'+' => bytes.push(b' '),
            b'%' => {
                let hi = iter.next().and_then(hex_value)?;
                let lo = iter.next().and_then(hex_value)?;
                bytes.push(hi * 16 + lo);
            }
            _ => bytes.push(b),
        }
    }
    String::from_utf8(bytes).ok()
}

/// Percent-encoding of everything but `A-Z a-z 0-9 - . _ ~`.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    encode_into(text, &mut out);
    out
}

pub(super) fn encode_into(text: &str, out: &mut String) {
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
}

fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}
