//! A font file checked by its structure, not by four bytes (issue 29: a
//! signature followed by an HTML page passed as a font and was served to
//! every origin). What is read, per format:
//!
//! - TrueType and OpenType (sfnt): the offset table and the whole table
//!   directory. At least one and at most [`MAX_TABLES`] tables, every
//!   record inside the file, no tag twice, every table inside the file and
//!   after the directory, the required tables present ([`REQUIRED`] and
//!   the outlines: `glyf` and `loca` for TrueType, `CFF ` or `CFF2` for
//!   OpenType), and `head` at least 54 bytes with its magic number.
//! - WOFF 1.0: the 44-byte header (its `length` is the file's, its
//!   reserved field zero, a TrueType or OpenType flavor), the 20-byte
//!   table directory, every table inside the file, compressed no larger
//!   than its original, the same required tables.
//! - WOFF2: the 48-byte header (as WOFF's), then the whole variable-length
//!   table directory (known-tag indexes, 4-byte tags, `UIntBase128` lengths,
//!   transform lengths where the format has them), the compressed stream's
//!   length inside the file, the same required tables.
//!
//! Glyph data is not decoded (that would take a font engine); browsers run
//! a font sanitiser of their own before using one. The aim here is that
//! what is stored as a font is built as a font, so junk behind a signature
//! is refused.

use serde::{Deserialize, Serialize};

/// The most tables a font may have (real fonts have 10 to 40).
pub const MAX_TABLES: u16 = 100;
/// The tables every font must have.
pub const REQUIRED: [&[u8; 4]; 5] = [b"cmap", b"head", b"hhea", b"hmtx", b"maxp"];

const TRUETYPE: u32 = 0x0001_0000;
const TRUE: u32 = u32::from_be_bytes(*b"true");
const OTTO: u32 = u32::from_be_bytes(*b"OTTO");
const HEAD_MAGIC: u32 = 0x5F0F_3CF5;

/// A font file's format, named as CSS's `format()` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FontFormat {
    Woff2,
    Woff,
    Truetype,
    Opentype,
}

impl FontFormat {
    pub const ALL: [FontFormat; 4] = [
        FontFormat::Woff2,
        FontFormat::Woff,
        FontFormat::Truetype,
        FontFormat::Opentype,
    ];

    pub fn parse(name: &str) -> Option<FontFormat> {
        FontFormat::ALL.into_iter().find(|f| f.name() == name)
    }

    pub fn name(self) -> &'static str {
        match self {
            FontFormat::Woff2 => "woff2",
            FontFormat::Woff => "woff",
            FontFormat::Truetype => "truetype",
            FontFormat::Opentype => "opentype",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            FontFormat::Woff2 => "font/woff2",
            FontFormat::Woff => "font/woff",
            FontFormat::Truetype => "font/ttf",
            FontFormat::Opentype => "font/otf",
        }
    }
}

/// A font file's format when its tables hold together, else `None`.
pub fn check_font(bytes: &[u8]) -> Option<FontFormat> {
    match bytes.get(..4)? {
        b"wOF2" => woff2(bytes).then_some(FontFormat::Woff2),
        b"wOFF" => woff(bytes).then_some(FontFormat::Woff),
        _ => match sfnt(bytes)? {
            OTTO => Some(FontFormat::Opentype),
            _ => Some(FontFormat::Truetype),
        },
    }
}

fn u16_at(bytes: &[u8], at: usize) -> Option<u16> {
    let b = bytes.get(at..at.checked_add(2)?)?;
    Some(u16::from_be_bytes([*b.first()?, *b.get(1)?]))
}

fn u32_at(bytes: &[u8], at: usize) -> Option<u32> {
    let b: [u8; 4] = bytes.get(at..at.checked_add(4)?)?.try_into().ok()?;
    Some(u32::from_be_bytes(b))
}

fn tag_at(bytes: &[u8], at: usize) -> Option<[u8; 4]> {
    bytes.get(at..at.checked_add(4)?)?.try_into().ok()
}

fn usize_of(v: u32) -> Option<usize> {
    usize::try_from(v).ok()
}

/// Whether the tags name every required table and the outlines of `flavor`,
/// none twice.
fn tables_complete(flavor: u32, tags: &[[u8; 4]]) -> bool {
    let has = |t: &[u8; 4]| tags.contains(t);
    let mut sorted = tags.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let outlines = if flavor == OTTO {
        has(b"CFF ") || has(b"CFF2")
    } else {
        has(b"glyf") && has(b"loca")
    };
    sorted.len() == tags.len() && REQUIRED.iter().all(|t| has(t)) && outlines
}

fn flavor_ok(flavor: u32) -> bool {
    matches!(flavor, TRUETYPE | TRUE | OTTO)
}

fn table_count(n: u16) -> Option<usize> {
    (1..=MAX_TABLES).contains(&n).then_some(usize::from(n))
}

/// The flavor of a TrueType or OpenType file whose directory holds.
fn sfnt(bytes: &[u8]) -> Option<u32> {
    let flavor = u32_at(bytes, 0)?;
    if !flavor_ok(flavor) {
        return None;
    }
    let n = table_count(u16_at(bytes, 4)?)?;
    let directory_end = 12 + 16 * n;
    if bytes.len() < directory_end {
        return None;
    }
    let mut tags = Vec::with_capacity(n);
    for i in 0..n {
        let record = 12 + 16 * i;
        let tag = tag_at(bytes, record)?;
        let offset = usize_of(u32_at(bytes, record + 8)?)?;
        let length = usize_of(u32_at(bytes, record + 12)?)?;
        let end = offset.checked_add(length)?;
        if offset < directory_end || end > bytes.len() {
            return None;
        }
        if &tag == b"head" && (length < 54 || u32_at(bytes, offset + 12)? != HEAD_MAGIC) {
            return None;
        }
        tags.push(tag);
    }
    tables_complete(flavor, &tags).then_some(flavor)
}

/// The common header of WOFF and WOFF2: the flavor and the table count,
/// when the declared length is the file's and the reserved field is zero.
fn woff_header(bytes: &[u8]) -> Option<(u32, usize)> {
    let flavor = u32_at(bytes, 4)?;
    let length = usize_of(u32_at(bytes, 8)?)?;
    let n = table_count(u16_at(bytes, 12)?)?;
    let reserved = u16_at(bytes, 14)?;
    (flavor_ok(flavor) && length == bytes.len() && reserved == 0).then_some((flavor, n))
}

fn woff(bytes: &[u8]) -> bool {
    let Some((flavor, n)) = woff_header(bytes) else {
        return false;
    };
    let directory_end = 44 + 20 * n;
    if bytes.len() < directory_end {
        return false;
    }
    let mut tags = Vec::with_capacity(n);
    for i in 0..n {
        let entry = 44 + 20 * i;
        let table = || -> Option<[u8; 4]> {
            let tag = tag_at(bytes, entry)?;
            let offset = usize_of(u32_at(bytes, entry + 4)?)?;
            let compressed = u32_at(bytes, entry + 8)?;
            let original = u32_at(bytes, entry + 12)?;
            let end = offset.checked_add(usize_of(compressed)?)?;
            (offset >= directory_end && end <= bytes.len() && compressed <= original).then_some(tag)
        };
        match table() {
            Some(tag) => tags.push(tag),
            None => return false,
        }
    }
    tables_complete(flavor, &tags)
}

/// WOFF2's known tags, by their 6-bit index in a directory entry's flags.
const KNOWN_TAGS: [&[u8; 4]; 63] = [
    b"cmap", b"head", b"hhea", b"hmtx", b"maxp", b"name", b"OS/2", b"post", b"cvt ", b"fpgm",
    b"glyf", b"loca", b"prep", b"CFF ", b"VORG", b"EBDT", b"EBLC", b"gasp", b"hdmx", b"kern",
    b"LTSH", b"PCLT", b"VDMX", b"vhea", b"vmtx", b"BASE", b"GDEF", b"GPOS", b"GSUB", b"EBSC",
    b"JSTF", b"MATH", b"CBDT", b"CBLC", b"COLR", b"CPAL", b"SVG ", b"sbix", b"acnt", b"avar",
    b"bdat", b"bloc", b"bsln", b"cvar", b"fdsc", b"feat", b"fmtx", b"fvar", b"gvar", b"hsty",
    b"just", b"lcar", b"mort", b"morx", b"opbd", b"prop", b"trak", b"Zapf", b"Silf", b"Glat",
    b"Gloc", b"Feat", b"Sill",
];

/// A WOFF2 `UIntBase128` at `*at`, moving `*at` past it: at most five
/// bytes, no leading zero byte, no overflow of 32 bits.
fn base128(bytes: &[u8], at: &mut usize) -> Option<u32> {
    let mut value: u32 = 0;
    for i in 0..5 {
        let b = *bytes.get(*at)?;
        *at += 1;
        if i == 0 && b == 0x80 {
            return None;
        }
        if value & 0xFE00_0000 != 0 {
            return None;
        }
        value = (value << 7) | u32::from(b & 0x7F);
        if b & 0x80 == 0 {
            return Some(value);
        }
    }
    None
}

fn woff2(bytes: &[u8]) -> bool {
    let Some((flavor, n)) = woff_header(bytes) else {
        return false;
    };
    let Some(compressed) = u32_at(bytes, 20).and_then(usize_of) else {
        return false;
    };
    let mut at = 48;
    let mut tags = Vec::with_capacity(n);
    for _ in 0..n {
        let Some(flags) = bytes.get(at).copied() else {
            return false;
        };
        at += 1;
        let index = usize::from(flags & 0x3F);
        let tag = if index == 63 {
            let Some(tag) = tag_at(bytes, at) else {
                return false;
            };
            at += 4;
            tag
        } else {
            match KNOWN_TAGS.get(index) {
                Some(tag) => **tag,
                None => return false,
            }
        };
        let version = flags >> 6;
        if base128(bytes, &mut at).is_none() {
            return false;
        }
        let transformed = if &tag == b"glyf" || &tag == b"loca" {
            version == 0
        } else {
            version != 0
        };
        if transformed && base128(bytes, &mut at).is_none() {
            return false;
        }
        tags.push(tag);
    }
    // the compressed tables follow the directory, inside the file
    at.checked_add(compressed)
        .is_some_and(|end| compressed > 0 && end <= bytes.len())
        && tables_complete(flavor, &tags)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
pub(crate) mod tests {
    use super::*;

    /// A minimal TrueType (or, with `OTTO`, OpenType) file: the required
    /// tables and the outlines, each 4 bytes of zeros but `head` (54 bytes
    /// with its magic number).
    pub(crate) fn sfnt_font(flavor: [u8; 4]) -> Vec<u8> {
        let mut tags: Vec<&[u8; 4]> = REQUIRED.to_vec();
        if &flavor == b"OTTO" {
            tags.push(b"CFF ");
        } else {
            tags.extend([b"glyf", b"loca"]);
        }
        tags.sort();
        let n = tags.len();
        let mut out = flavor.to_vec();
        out.extend(u16::try_from(n).unwrap().to_be_bytes());
        out.extend([0, 0x80, 0, 3, 0, 0x20]);
        let mut data = Vec::new();
        let mut records = Vec::new();
        for tag in &tags {
            let offset = 12 + 16 * n + data.len();
            let table = if *tag == b"head" {
                let mut head = vec![0u8; 54];
                head.splice(12..16, HEAD_MAGIC.to_be_bytes());
                head
            } else {
                vec![0u8; 4]
            };
            records.extend(**tag);
            records.extend([0, 0, 0, 0]);
            records.extend(u32::try_from(offset).unwrap().to_be_bytes());
            records.extend(u32::try_from(table.len()).unwrap().to_be_bytes());
            data.extend(&table);
            while data.len() % 4 != 0 {
                data.push(0);
            }
        }
        out.extend(records);
        out.extend(data);
        out
    }

    /// A WOFF 1.0 file of the same tables, stored uncompressed.
    fn woff_font() -> Vec<u8> {
        let sfnt = sfnt_font(*b"\0\x01\0\0");
        let n = usize::from(u16_at(&sfnt, 4).unwrap());
        let mut directory = Vec::new();
        let mut data = Vec::new();
        for i in 0..n {
            let record = 12 + 16 * i;
            let offset = usize_of(u32_at(&sfnt, record + 8).unwrap()).unwrap();
            let length = usize_of(u32_at(&sfnt, record + 12).unwrap()).unwrap();
            let table = sfnt.get(offset..offset + length).unwrap();
            directory.extend(sfnt.get(record..record + 4).unwrap());
            let at = 44 + 20 * n + data.len();
            directory.extend(u32::try_from(at).unwrap().to_be_bytes());
            directory.extend(u32::try_from(length).unwrap().to_be_bytes());
            directory.extend(u32::try_from(length).unwrap().to_be_bytes());
            directory.extend([0, 0, 0, 0]);
            data.extend(table);
            while data.len() % 4 != 0 {
                data.push(0);
            }
        }
        let total = 44 + directory.len() + data.len();
        let mut out = b"wOFF\0\x01\0\0".to_vec();
        out.extend(u32::try_from(total).unwrap().to_be_bytes());
        out.extend(u16::try_from(n).unwrap().to_be_bytes());
        out.extend([0, 0]);
        out.extend(u32::try_from(sfnt.len()).unwrap().to_be_bytes());
        out.extend([0, 1, 0, 0]);
        out.extend([0u8; 20]);
        out.extend(directory);
        out.extend(data);
        out
    }

    /// A WOFF2 file's header and directory (known tags, glyf and loca with
    /// the null transform) before `stream` bytes of compressed data.
    fn woff2_font(stream: usize) -> Vec<u8> {
        // cmap head hhea hmtx maxp glyf loca by index
        let indexes = [0u8, 1, 2, 3, 4, 10, 11];
        let mut directory = Vec::new();
        for i in indexes {
            let version = if i == 10 || i == 11 { 3 << 6 } else { 0 };
            directory.push(i | version);
            directory.push(0x81); // 128 ...
            directory.push(0x00); // ... bytes, as UIntBase128
        }
        let total = 48 + directory.len() + stream;
        let mut out = b"wOF2\0\x01\0\0".to_vec();
        out.extend(u32::try_from(total).unwrap().to_be_bytes());
        out.extend(u16::try_from(indexes.len()).unwrap().to_be_bytes());
        out.extend([0, 0]);
        out.extend(1000u32.to_be_bytes());
        out.extend(u32::try_from(stream).unwrap().to_be_bytes());
        out.extend([0u8; 24]);
        out.extend(directory);
        out.resize(total, 0x42);
        out
    }

    #[test]
    fn real_structures_pass() {
        assert_eq!(
            check_font(&sfnt_font(*b"\0\x01\0\0")),
            Some(FontFormat::Truetype)
        );
        assert_eq!(check_font(&sfnt_font(*b"true")), Some(FontFormat::Truetype));
        assert_eq!(check_font(&sfnt_font(*b"OTTO")), Some(FontFormat::Opentype));
        assert_eq!(check_font(&woff_font()), Some(FontFormat::Woff));
        assert_eq!(check_font(&woff2_font(40)), Some(FontFormat::Woff2));
    }

    #[test]
    fn a_signature_before_junk_is_no_font() {
        let html = b"<html><script>fetch('/v1/app/session/renew_token')</script></html>";
        for magic in [&b"wOF2"[..], b"wOFF", b"\0\x01\0\0", b"true", b"OTTO"] {
            let mut fake = magic.to_vec();
            fake.extend_from_slice(html);
            assert_eq!(check_font(&fake), None, "{magic:?}");
            // the old check's shape: the signature and zeros to a header's length
            let mut zeros = magic.to_vec();
            zeros.resize(80, 0);
            assert_eq!(check_font(&zeros), None, "{magic:?}");
            let mut sevens = magic.to_vec();
            sevens.extend([0, 1, 0, 0]);
            sevens.extend([7u8; 72]);
            assert_eq!(check_font(&sevens), None, "{magic:?}");
        }
        assert_eq!(check_font(b""), None);
        assert_eq!(check_font(b"ttcf\0\x01\0\0"), None);
    }

    #[test]
    fn each_broken_part_is_refused() {
        let good = sfnt_font(*b"\0\x01\0\0");
        // cut anywhere
        for len in [4, 11, 12, 50, good.len() - 1] {
            assert_eq!(check_font(good.get(..len).unwrap()), None, "cut at {len}");
        }
        // no tables, too many
        let mut none = good.clone();
        none.splice(4..6, [0, 0]);
        assert_eq!(check_font(&none), None);
        let mut many = good.clone();
        many.splice(4..6, 500u16.to_be_bytes());
        assert_eq!(check_font(&many), None);
        // a table past the end
        let mut past = good.clone();
        past.splice(12 + 12..12 + 16, 0xFFFF_u32.to_be_bytes());
        assert_eq!(check_font(&past), None);
        // a table inside the directory
        let mut inside = good.clone();
        inside.splice(12 + 8..12 + 12, 12u32.to_be_bytes());
        assert_eq!(check_font(&inside), None);
        // a required table renamed: missing
        let mut missing = good.clone();
        missing.splice(12..16, *b"zzzz");
        assert_eq!(check_font(&missing), None);
        // head's magic number wrong
        let head_record = (0..7)
            .map(|i| 12 + 16 * i)
            .find(|r| good.get(*r..r + 4) == Some(b"head"))
            .unwrap();
        let head_at = usize_of(u32_at(&good, head_record + 8).unwrap()).unwrap();
        let mut magic = good.clone();
        magic.splice(head_at + 12..head_at + 16, [0, 0, 0, 0]);
        assert_eq!(check_font(&magic), None);
        // TrueType outlines in an OpenType file
        let mut otto = good.clone();
        otto.splice(0..4, *b"OTTO");
        assert_eq!(check_font(&otto), None);

        let woff = woff_font();
        let mut longer = woff.clone();
        longer.push(0);
        assert_eq!(check_font(&longer), None, "length is not the file's");
        let mut reserved = woff.clone();
        reserved.splice(14..16, [0, 1]);
        assert_eq!(check_font(&reserved), None);
        let mut flavor = woff.clone();
        flavor.splice(4..8, *b"html");
        assert_eq!(check_font(&flavor), None);
        let mut bigger = woff.clone();
        bigger.splice(44 + 8..44 + 12, 0xFFFF_u32.to_be_bytes());
        assert_eq!(check_font(&bigger), None, "compressed larger than original");

        let woff2 = woff2_font(40);
        let mut stream = woff2.clone();
        stream.splice(20..24, 41u32.to_be_bytes());
        assert_eq!(check_font(&stream), None, "stream past the end");
        let mut empty = woff2.clone();
        empty.splice(20..24, 0u32.to_be_bytes());
        assert_eq!(check_font(&empty), None);
        let mut tag = woff2.clone();
        // the first entry's index 0 (cmap) to 5 (name): cmap missing
        tag.splice(48..49, [5]);
        assert_eq!(check_font(&tag), None);
        let mut leading = woff2.clone();
        leading.splice(49..50, [0x80]);
        assert_eq!(
            check_font(&leading),
            None,
            "a UIntBase128 with a leading zero"
        );
    }

    #[test]
    fn base128_reads_the_specs_numbers() {
        let read = |b: &[u8]| base128(b, &mut 0);
        assert_eq!(read(&[0x3F]), Some(63));
        assert_eq!(read(&[0x81, 0x00]), Some(128));
        assert_eq!(read(&[0x8F, 0xFF, 0xFF, 0xFF, 0x7F]), Some(u32::MAX));
        assert_eq!(read(&[0x90, 0x80, 0x80, 0x80, 0x00]), None);
        assert_eq!(read(&[0xFF, 0xFF, 0xFF, 0xFF, 0xFF]), None);
        assert_eq!(read(&[0x81]), None);
    }

    proptest::proptest! {
        /// Any bytes after any signature: an answer, never a panic; random
        /// bytes are never a font.
        #[test]
        fn never_panics(magic in 0usize..5, rest in proptest::collection::vec(proptest::num::u8::ANY, 0..200)) {
            let sig: [&[u8]; 5] = [b"wOF2", b"wOFF", b"\0\x01\0\0", b"true", b"OTTO"];
            let mut bytes = sig.get(magic).copied().unwrap_or_default().to_vec();
            bytes.extend(rest);
            proptest::prop_assert_eq!(check_font(&bytes), None);
        }
        /// Every byte of a real font changed: an answer, never a panic.
        #[test]
        fn mutations_never_panic(at in 0usize..200, value in proptest::num::u8::ANY) {
            for mut bytes in [sfnt_font(*b"OTTO"), woff_font(), woff2_font(16)] {
                if let Some(b) = bytes.get_mut(at) {
                    *b = value;
                }
                let _ = check_font(&bytes);
            }
        }
    }
}
