//! License key formats and key generation (spec section 5: "must match a
//! format pattern, contain at least one placeholder of type alphabetic,
//! alphanumeric or numeric, and size parameter at least 3").
//!
//! # Format syntax (decision: the spec shows no pattern)
//!
//! A format is literal text with placeholders in braces, `{type:size}`:
//! `SW-{alphanumeric:5}-{alphanumeric:5}`, `{numeric:4}/{alphabetic:3}`.
//! - `type` is `alphabetic` (A-Z), `alphanumeric` (A-Z, 0-9) or `numeric`
//!   (0-9), any case; keys use upper-case letters.
//! - `size` is a whole number from 3 to 32.
//! - Literal text is ASCII letters, digits and `- _ . / # :` (no blanks:
//!   keys are typed and copied).
//! - At least one placeholder; a whole key at most 100 characters.
//!
//! Codes (each at most once, all at once): `license_key_format` (bad
//! syntax: unbalanced or empty braces, no `:`, a size that is not a number,
//! a character not allowed, no placeholder at all),
//! `license_key_format_type` (an unknown type), `license_key_format_size`
//! (a size below 3 or above 32, or keys longer than 100 characters).
//!
//! # Generation
//!
//! [`generate_license_keys`] is pure: the randomness is a `SplitMix64` stream
//! from the caller's `seed`. It is not a cryptographic generator and a
//! 64-bit seed bounds the keys' unpredictability: the edge must draw the
//! seed from a cryptographic source for every batch, and formats should
//! have enough random characters for keys not to be guessed.

use std::collections::HashSet;
use std::hash::BuildHasher;

use crate::coupon::CodeKind;
use crate::problem::{Problem, Problems};

/// Placeholder size bounds.
pub const MIN_PLACEHOLDER_SIZE: usize = 3;
pub const MAX_PLACEHOLDER_SIZE: usize = 32;
/// Longest key a format may produce.
pub const MAX_KEY_LENGTH: usize = 100;
/// Keys per generation call.
pub const MAX_LICENSE_KEYS: usize = 10_000;

/// One piece of a format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    Literal(String),
    Placeholder { kind: CodeKind, size: usize },
}

/// A checked license key format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LicenseKeyFormat {
    parts: Vec<Part>,
}

fn alphabet(kind: CodeKind) -> &'static [u8] {
    match kind {
        CodeKind::Alphabetic => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        CodeKind::Numeric => b"0123456789",
        CodeKind::Alphanumeric => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
    }
}

fn is_literal(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-_./#:".contains(c)
}

impl LicenseKeyFormat {
    /// Parses a format; every problem at once (field `""`).
    pub fn parse(format: &str) -> Result<LicenseKeyFormat, Vec<Problem>> {
        let mut codes: Vec<&'static str> = Vec::new();
        let mut add = |code: &'static str| {
            if !codes.contains(&code) {
                codes.push(code);
            }
        };
        let mut parts = Vec::new();
        let mut literal = String::new();
        let mut placeholders = 0usize;
        let mut length = 0usize;
        let mut rest = format.trim();
        if rest.is_empty() {
            return Err(vec![Problem::new("", "required")]);
        }
        while let Some(c) = rest.chars().next() {
            rest = rest.get(c.len_utf8()..).unwrap_or("");
            match c {
                '{' => {
                    let Some(close) = rest
                        .find(['}', '{'])
                        .filter(|&i| rest.get(i..).is_some_and(|r| r.starts_with('}')))
                    else {
                        add("license_key_format");
                        break;
                    };
                    let inner = rest.get(..close).unwrap_or("");
                    rest = rest.get(close + 1..).unwrap_or("");
                    if !literal.is_empty() {
                        parts.push(Part::Literal(std::mem::take(&mut literal)));
                    }
                    placeholders += 1;
                    let Some((kind, size)) = inner.split_once(':') else {
                        add("license_key_format");
                        continue;
                    };
                    let kind = match kind.trim().to_ascii_lowercase().as_str() {
                        "alphabetic" => Some(CodeKind::Alphabetic),
                        "alphanumeric" => Some(CodeKind::Alphanumeric),
                        "numeric" => Some(CodeKind::Numeric),
                        _ => None,
                    };
                    let size = size.trim();
                    let size = if !size.is_empty() && size.bytes().all(|b| b.is_ascii_digit()) {
                        Some(size.parse::<usize>().unwrap_or(usize::MAX))
                    } else {
                        None
                    };
                    match size {
                        None => add("license_key_format"),
                        Some(s) if !(MIN_PLACEHOLDER_SIZE..=MAX_PLACEHOLDER_SIZE).contains(&s) => {
                            add("license_key_format_size");
                        }
                        Some(_) => {}
                    }
                    match kind {
                        None => add("license_key_format_type"),
                        Some(kind) => {
                            let size = size.unwrap_or(0);
                            length = length.saturating_add(size);
                            parts.push(Part::Placeholder { kind, size });
                        }
                    }
                }
                c if is_literal(c) => {
                    literal.push(c);
                    length += 1;
                }
                _ => add("license_key_format"),
            }
        }
        if !literal.is_empty() {
            parts.push(Part::Literal(literal));
        }
        if placeholders == 0 {
            add("license_key_format");
        }
        if length > MAX_KEY_LENGTH {
            add("license_key_format_size");
        }
        if codes.is_empty() {
            Ok(LicenseKeyFormat { parts })
        } else {
            Err(codes.into_iter().map(|c| Problem::new("", c)).collect())
        }
    }

    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// How many distinct keys the format yields; `None` above `u128::MAX`.
    pub fn capacity(&self) -> Option<u128> {
        self.parts.iter().try_fold(1u128, |acc, part| match part {
            Part::Literal(_) => Some(acc),
            Part::Placeholder { kind, size } => {
                let base = alphabet(*kind).len() as u128;
                base.checked_pow(u32::try_from(*size).ok()?)
                    .and_then(|n| acc.checked_mul(n))
            }
        })
    }

    /// Whether `key` is one of the format's keys.
    pub fn matches(&self, key: &str) -> bool {
        let mut rest = key.as_bytes();
        for part in &self.parts {
            match part {
                Part::Literal(text) => match rest.strip_prefix(text.as_bytes()) {
                    Some(r) => rest = r,
                    None => return false,
                },
                Part::Placeholder { kind, size } => {
                    let Some((head, tail)) = rest.split_at_checked(*size) else {
                        return false;
                    };
                    if !head.iter().all(|b| alphabet(*kind).contains(b)) {
                        return false;
                    }
                    rest = tail;
                }
            }
        }
        rest.is_empty()
    }

    /// The key number `index` (0-based) in the format's order, the last
    /// placeholder character varying fastest. `index` below the capacity.
    fn key_at(&self, mut index: u128) -> String {
        let mut chars: Vec<u8> = Vec::new();
        for part in self.parts.iter().rev() {
            match part {
                Part::Literal(text) => chars.extend(text.bytes().rev()),
                Part::Placeholder { kind, size } => {
                    let a = alphabet(*kind);
                    let base = a.len() as u128;
                    for _ in 0..*size {
                        let digit = usize::try_from(index % base).unwrap_or(0);
                        index /= base;
                        chars.push(a.get(digit).copied().unwrap_or(b'0'));
                    }
                }
            }
        }
        chars.iter().rev().map(|b| char::from(*b)).collect()
    }

    /// A uniformly random key.
    fn random_key(&self, rng: &mut SplitMix64) -> String {
        let mut key = String::new();
        for part in &self.parts {
            match part {
                Part::Literal(text) => key.push_str(text),
                Part::Placeholder { kind, size } => {
                    let a = alphabet(*kind);
                    for _ in 0..*size {
                        let i = usize::try_from(rng.below(a.len() as u64)).unwrap_or(0);
                        key.push(char::from(a.get(i).copied().unwrap_or(b'0')));
                    }
                }
            }
        }
        key
    }
}

/// Checks a format (the field check of the product form).
pub fn license_key_format(format: &str) -> Result<(), Vec<Problem>> {
    LicenseKeyFormat::parse(format).map(|_| ())
}

/// `SplitMix64` (Steele, Lea, Flood 2014): small, fast, full period 2^64.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` by rejection (no modulo bias); 0 when `n` is 0.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let r = self.next_u64();
            if r < zone {
                return r % n;
            }
        }
    }
}

/// Generates `count` (1 to 10,000) distinct keys of `format`, none of them
/// in `existing`, deterministically from `seed`.
///
/// Problems: the format's (field `format`), `count`:
/// `license_key_count_out_of_range`, and `count`:
/// `license_key_space_too_small` when the format cannot yield that many
/// keys besides the existing ones of the same format. A space at most
/// twice the keys needed is enumerated and shuffled (so generation always
/// ends); a larger one is sampled with retries.
pub fn generate_license_keys<S: BuildHasher>(
    format: &str,
    count: usize,
    seed: u64,
    existing: &HashSet<String, S>,
) -> Result<Vec<String>, Vec<Problem>> {
    let mut p = Problems::default();
    let parsed = LicenseKeyFormat::parse(format);
    if !(1..=MAX_LICENSE_KEYS).contains(&count) {
        p.push("count", "license_key_count_out_of_range");
    }
    let fmt = match parsed {
        Ok(f) => f,
        Err(problems) => {
            p.extend_under("format", problems);
            return Err(p.into_vec());
        }
    };
    if !p.is_empty() {
        return Err(p.into_vec());
    }
    let taken = existing.iter().filter(|k| fmt.matches(k)).count() as u128;
    let needed = count as u128 + taken;
    let capacity = fmt.capacity().unwrap_or(u128::MAX);
    if capacity < needed {
        p.push("count", "license_key_space_too_small");
        return Err(p.into_vec());
    }
    let mut rng = SplitMix64::new(seed);
    if capacity <= needed.saturating_mul(2) {
        // Dense: every free key, shuffled (Fisher-Yates on the first `count`).
        let mut free: Vec<String> = (0..capacity)
            .map(|i| fmt.key_at(i))
            .filter(|k| !existing.contains(k))
            .collect();
        let n = free.len();
        for i in 0..count.min(n) {
            let span = u64::try_from(n - i).unwrap_or(u64::MAX);
            let j = i + usize::try_from(rng.below(span)).unwrap_or(0);
            free.swap(i, j);
        }
        free.truncate(count);
        return Ok(free);
    }
    // Sparse: at least half of the space is free, so each draw succeeds with
    // probability at least 1/2; the bound is never reached in practice.
    let mut drawn: HashSet<String> = HashSet::with_capacity(count);
    let mut out = Vec::with_capacity(count);
    let mut attempts = 0usize;
    while out.len() < count {
        attempts += 1;
        if attempts > count.saturating_mul(64).saturating_add(64) {
            p.push("count", "license_key_space_too_small");
            return Err(p.into_vec());
        }
        let key = fmt.random_key(&mut rng);
        if !existing.contains(&key) && drawn.insert(key.clone()) {
            out.push(key);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(format: &str) -> Vec<&'static str> {
        license_key_format(format)
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|p| p.code)
            .collect()
    }

    #[test]
    fn formats() {
        let cases: &[(&str, &[&str])] = &[
            ("{alphanumeric:5}", &[]),
            ("SW-{alphanumeric:5}-{alphanumeric:5}-{alphanumeric:5}", &[]),
            ("{numeric:4}/{alphabetic:3}", &[]),
            ("KEY#{NUMERIC:32}", &[]),
            ("pro_{Alphabetic:3}.x:y", &[]),
            ("", &["required"]),
            ("SW-12345", &["license_key_format"]),
            ("{alphanumeric:5", &["license_key_format"]),
            ("alphanumeric:5}", &["license_key_format"]),
            ("{alphanumeric}", &["license_key_format"]),
            ("{alphanumeric:five}", &["license_key_format"]),
            ("{alphanumeric:{numeric:4}}", &["license_key_format"]),
            ("SW {numeric:4}", &["license_key_format"]),
            ("SW-{hex:4}", &["license_key_format_type"]),
            ("{}", &["license_key_format"]),
            ("{numeric:2}", &["license_key_format_size"]),
            ("{numeric:33}", &["license_key_format_size"]),
            ("{numeric:0}-{alphabetic:1}", &["license_key_format_size"]),
            (
                "{numeric:32}{numeric:32}{numeric:32}{numeric:5}",
                &["license_key_format_size"],
            ),
            (
                "{hex:2}-é",
                &[
                    "license_key_format_size",
                    "license_key_format_type",
                    "license_key_format",
                ],
            ),
        ];
        for (format, expected) in cases {
            assert_eq!(codes(format), *expected, "{format:?}");
        }
    }

    #[test]
    fn capacity_and_matching() {
        let f = LicenseKeyFormat::parse("A-{numeric:3}-{alphabetic:3}").unwrap();
        assert_eq!(f.capacity(), Some(1000 * 26 * 26 * 26));
        assert!(f.matches("A-042-XYZ"));
        assert!(!f.matches("A-042-XY1"));
        assert!(!f.matches("A-042-XYZ-"));
        assert!(!f.matches("B-042-XYZ"));
        assert_eq!(f.key_at(0), "A-000-AAA");
        assert_eq!(f.key_at(1), "A-000-AAB");
        let big = LicenseKeyFormat::parse("{alphanumeric:32}{alphanumeric:32}").unwrap();
        assert_eq!(big.capacity(), None);
    }

    #[test]
    fn generation_is_deterministic_unique_and_of_the_format() {
        let existing = HashSet::new();
        let a =
            generate_license_keys("SW-{alphanumeric:5}-{numeric:4}", 500, 42, &existing).unwrap();
        let b =
            generate_license_keys("SW-{alphanumeric:5}-{numeric:4}", 500, 42, &existing).unwrap();
        let c =
            generate_license_keys("SW-{alphanumeric:5}-{numeric:4}", 500, 43, &existing).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, c);
        let unique: HashSet<&String> = a.iter().collect();
        assert_eq!(unique.len(), 500);
        let f = LicenseKeyFormat::parse("SW-{alphanumeric:5}-{numeric:4}").unwrap();
        assert!(a.iter().all(|k| f.matches(k)));
    }

    #[test]
    fn generation_avoids_existing_keys_and_exhausts_small_spaces() {
        // 1000 keys in all; 10 exist (one of them of another format).
        let mut existing: HashSet<String> = (0..9).map(|i| format!("{i:03}")).collect();
        existing.insert("other".to_owned());
        let keys = generate_license_keys("{numeric:3}", 991, 7, &existing).unwrap();
        assert_eq!(keys.len(), 991);
        assert!(keys.iter().all(|k| !existing.contains(k)));
        assert_eq!(keys.iter().collect::<HashSet<_>>().len(), 991);
        let err = generate_license_keys("{numeric:3}", 992, 7, &existing).unwrap_err();
        assert_eq!(
            err,
            vec![Problem::new("count", "license_key_space_too_small")]
        );
    }

    #[test]
    fn generation_problems() {
        let none = HashSet::new();
        assert_eq!(
            generate_license_keys("{hex:2}", 0, 1, &none).unwrap_err(),
            vec![
                Problem::new("count", "license_key_count_out_of_range"),
                Problem::new("format", "license_key_format_size"),
                Problem::new("format", "license_key_format_type"),
            ]
        );
        assert_eq!(
            generate_license_keys("{numeric:3}", MAX_LICENSE_KEYS + 1, 1, &none).unwrap_err(),
            vec![Problem::new("count", "license_key_count_out_of_range")]
        );
    }

    #[test]
    fn uniform_below_has_no_bias_at_the_edges() {
        let mut rng = SplitMix64::new(0);
        let mut counts = [0u32; 3];
        for _ in 0..30_000 {
            counts[usize::try_from(rng.below(3)).unwrap()] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_500..10_500).contains(&c)),
            "{counts:?}"
        );
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.below(1), 0);
    }
}
