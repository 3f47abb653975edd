//! `application/x-www-form-urlencoded` bodies, as Stripe's API and OAuth
//! token endpoints take them.
//!
//! Decisions: everything but the unreserved characters of RFC 3986
//! (`A-Z a-z 0-9 - . _ ~`) is percent-encoded, the space included (as
//! `%20`, which every form decoder reads; `+` is read as a space too).
//! Brackets of nested keys (`metadata[reference]`) are encoded like any
//! other character, as Stripe's own libraries do.

use std::fmt::Write as _;

fn encode_component(text: &str, out: &mut String) {
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
}

/// `text` percent-encoded for a form or a URL path segment.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    encode_component(text, &mut out);
    out
}

/// `pairs` as a form body, in the order given.
pub fn encode<K: AsRef<str>, V: AsRef<str>>(pairs: &[(K, V)]) -> String {
    let mut out = String::new();
    for (i, (key, value)) in pairs.iter().enumerate() {
        if i > 0 {
            out.push('&');
        }
        encode_component(key.as_ref(), &mut out);
        out.push('=');
        encode_component(value.as_ref(), &mut out);
    }
    out
}

fn decode_component(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b'%' => {
                let pair = bytes.get(i + 1..i + 3)?;
                let pair = std::str::from_utf8(pair).ok()?;
                out.push(u8::from_str_radix(pair, 16).ok()?);
                i += 3;
            }
            _ => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

/// The pairs of a form body in order; `None` when an escape is broken or
/// the bytes are not UTF-8. A pair without `=` has an empty value.
pub fn decode(body: &str) -> Option<Vec<(String, String)>> {
    body.split('&')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let (key, value) = part.split_once('=').unwrap_or((part, ""));
            Some((decode_component(key)?, decode_component(value)?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_round_trip() {
        let pairs = [
            ("amount", "4900"),
            ("metadata[reference]", "ord_7Hk2"),
            ("description", "E-Book: Brot & Butter (2. Auflage) für 49 €"),
            ("empty", ""),
        ];
        let body = encode(&pairs);
        assert_eq!(
            body,
            "amount=4900&metadata%5Breference%5D=ord_7Hk2&description=E-Book%3A%20Brot%20%26%20Butter%20%282.%20Auflage%29%20f%C3%BCr%2049%20%E2%82%AC&empty="
        );
        let decoded = decode(&body).unwrap();
        let expected: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        assert_eq!(decoded, expected);
    }

    #[test]
    fn broken_escapes_are_refused() {
        assert_eq!(decode("a=%zz"), None);
        assert_eq!(decode("a=%4"), None);
        assert_eq!(decode("a=%ff"), None);
        assert_eq!(
            decode("a+b=c+d&e"),
            Some(vec![
                ("a b".into(), "c d".into()),
                ("e".into(), String::new())
            ])
        );
        assert_eq!(decode(""), Some(vec![]));
    }
}
