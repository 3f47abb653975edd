//! The `Content-Disposition` header (RFC 6266) of a stored file: an ASCII
//! `filename="…"` every browser reads and, when the name is not ASCII, the
//! UTF-8 name as `filename*=UTF-8''…` (RFC 8187), which browsers prefer.
//! The name is the seller's or uploader's text, so nothing of it may end
//! the header or add a parameter: control characters (CR and LF among
//! them) are dropped, quotes and backslashes become `_` in the quoted form,
//! and the extended form percent-encodes every byte but RFC 8187's
//! `attr-char`.

use std::fmt::Write as _;

/// Shown in the page, or saved as a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Disposition {
    Inline,
    Attachment,
}

impl Disposition {
    pub fn name(self) -> &'static str {
        match self {
            Disposition::Inline => "inline",
            Disposition::Attachment => "attachment",
        }
    }
}

/// The name a file gets when its own has nothing left.
pub const FALLBACK_NAME: &str = "file";
/// The longest name kept, in characters (longer ones are cut; file
/// systems keep about 255 bytes).
pub const MAX_NAME_CHARS: usize = 200;

/// The header's value for a file named `name`.
pub fn content_disposition(disposition: Disposition, name: &str) -> String {
    let clean: String = name
        .chars()
        .filter(|c| !c.is_control() && !is_invisible_format(*c))
        .take(MAX_NAME_CHARS)
        .collect();
    let clean = clean.trim();
    let clean = if clean.is_empty() {
        FALLBACK_NAME
    } else {
        clean
    };
    let ascii: String = clean
        .chars()
        .map(|c| match c {
            '"' | '\\' => '_',
            c if c.is_ascii() => c,
            _ => '_',
        })
        .collect();
    let mut header = format!("{}; filename=\"{ascii}\"", disposition.name());
    if !clean.is_ascii() {
        header.push_str("; filename*=UTF-8''");
        for byte in clean.bytes() {
            if attr_char(byte) {
                header.push(char::from(byte));
            } else {
                let _ = write!(header, "%{byte:02X}");
            }
        }
    }
    header
}

/// RFC 8187's `attr-char`: what `filename*` carries unencoded.
fn attr_char(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b'!' | b'#' | b'$' | b'&' | b'+' | b'-' | b'.' | b'^' | b'_' | b'`' | b'|' | b'~'
        )
}

/// Direction marks and other invisible format characters, which can make
/// a name read differently (`gpj.exe` shown as `exe.jpg`).
fn is_invisible_format(c: char) -> bool {
    matches!(
        c,
        '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(name: &str, expected: &str) {
        assert_eq!(
            content_disposition(Disposition::Attachment, name),
            expected,
            "{name:?}"
        );
    }

    #[test]
    fn ascii_names_as_they_are() {
        check("guide.pdf", "attachment; filename=\"guide.pdf\"");
        check(
            "my guide (v2).pdf",
            "attachment; filename=\"my guide (v2).pdf\"",
        );
        assert_eq!(
            content_disposition(Disposition::Inline, "lesson 1.mp4"),
            "inline; filename=\"lesson 1.mp4\""
        );
    }

    #[test]
    fn non_ascii_names_in_both_forms() {
        check(
            "Übung 1 – Grüße.pdf",
            "attachment; filename=\"_bung 1 _ Gr__e.pdf\"; \
             filename*=UTF-8''%C3%9Cbung%201%20%E2%80%93%20Gr%C3%BC%C3%9Fe.pdf",
        );
        check(
            "講義.mp4",
            "attachment; filename=\"__.mp4\"; filename*=UTF-8''%E8%AC%9B%E7%BE%A9.mp4",
        );
    }

    #[test]
    fn nothing_of_a_name_ends_the_header() {
        check(
            "a\"; filename=evil.html",
            "attachment; filename=\"a_; filename=evil.html\"",
        );
        check(
            "a\r\nSet-Cookie: x=1",
            "attachment; filename=\"aSet-Cookie: x=1\"",
        );
        check(
            "back\\slash\0.pdf",
            "attachment; filename=\"back_slash.pdf\"",
        );
        check("", "attachment; filename=\"file\"");
        check("\r\n\t", "attachment; filename=\"file\"");
        check("x\u{202E}fdp.exe", "attachment; filename=\"xfdp.exe\"");
        let long = "a".repeat(500);
        assert_eq!(
            content_disposition(Disposition::Attachment, &long),
            format!("attachment; filename=\"{}\"", "a".repeat(MAX_NAME_CHARS))
        );
    }

    proptest::proptest! {
        /// Any name: one header line of visible ASCII, one quoted name.
        #[test]
        fn any_name_is_one_safe_header(name in ".{0,80}") {
            let header = content_disposition(Disposition::Attachment, &name);
            proptest::prop_assert!(header.bytes().all(|b| (0x20..0x7F).contains(&b)), "{}", header);
            proptest::prop_assert_eq!(header.matches('"').count(), 2);
            let tail = header.split('"').nth(2).unwrap_or_default();
            let encoded = tail.strip_prefix("; filename*=UTF-8''");
            proptest::prop_assert!(tail.is_empty() || encoded.is_some());
            let encoded = encoded.unwrap_or_default();
            proptest::prop_assert!(!encoded.contains([' ', ',', ';', '\'']));
        }
    }
}
