//! Product covers (spec sections 3 and 9: "covers, variants such as s100";
//! "cover 1:1 100 px"): what an uploaded image is, read from its header
//! bytes, and whether it may be a cover or one of its variants.
//!
//! Plan for variants (decision): the worker does not decode or resize
//! images (no image codec in the worker's budget). The seller's browser
//! cuts the square variants from the original with a canvas and uploads
//! each; the edge checks each by its header here (format and dimensions)
//! before storing it in R2. Further variants are added the same way: a name
//! in [`CoverVariant`] with its exact size and formats.
//!
//! The variants:
//! - `s100`: 100 × 100, any format core reads (the browser sends PNG): the
//!   cabinet's preview and the payment page's thumbnail.
//! - `s400` (issue 18, the pages' largest contentful paint): 400 × 400,
//!   WebP or JPEG only, what the public pages show in product cards and on
//!   the product page (both crop the cover to a square). Decision on the
//!   side, from the storefront bench (a phone on slow 4G: about 180 KB/s
//!   and 560 ms a request): the HTML and then the first cover each take a
//!   round trip, so the first cover's bytes start to flow at about 1.2 s,
//!   and have the line alone for about 150 ms (some 25 KB) before the next
//!   cards' lazy covers (the browser's lazy margin on a slow line reaches
//!   two to three cards below the screen) share it four ways. A cover much
//!   above 25 KB misses 1.5 s on the shop page: measured in Chromium on the
//!   bench's noisy 800 × 500 covers (PNGs of 58 KB, hard for a lossy
//!   codec), WebP at quality 0.7: 480 px 23 to 36 KB (the shop page's LCP
//!   1.6 to 1.7 s), 400 px 17 to 29 KB; photos come smaller. 400 px is a
//!   phone card's 360 CSS px at about 1.1x and a desktop card's at about
//!   1.2x; the product page's cover (up to about 530 CSS px on a desktop)
//!   is upscaled there, softer than the original. A sharper variant for
//!   dense or large screens would be a second size in a `srcset`, which a
//!   3x phone would pick, losing the budget. Lossy formats only: a PNG of a
//!   photo at this size is as heavy as the original it replaces. The
//!   browser encodes WebP (Chromium, Firefox, Safari 14+ can) and falls
//!   back to JPEG where its canvas cannot. Open Graph and JSON-LD keep the
//!   original (link previews want the full picture); a product uploaded
//!   before the variant existed shows its original.

use serde::{Deserialize, Serialize};

/// Largest cover original, in bytes (5 MiB).
pub const COVER_MAX_BYTES: u64 = 5 * 1024 * 1024;
/// Smallest and largest side of an original, in pixels.
pub const COVER_MIN_SIDE: u32 = 100;
pub const COVER_MAX_SIDE: u32 = 8000;
/// The side of the square `s100` variant, in pixels.
pub const S100_SIDE: u32 = 100;
/// The side of the square `s400` variant the public pages show, in pixels.
pub const S400_SIDE: u32 = 400;
/// The formats of the `s400` variant, in the order the browser tries them.
pub const S400_FORMATS: [ImageFormat; 2] = [ImageFormat::Webp, ImageFormat::Jpeg];

/// A cover's limits as the browser reads them (through `constants()`):
/// it refuses a too large file before sending it and draws the `s100`
/// variant at this size.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CoverLimits {
    pub max_bytes: u32,
    pub min_side: u32,
    pub max_side: u32,
    pub s100_side: u32,
    pub s400_side: u32,
    /// The content types of the `s400` variant, the preferred first.
    pub s400_types: Vec<&'static str>,
    /// The content types of the formats core reads, in [`ImageFormat::ALL`]'s order.
    pub content_types: Vec<&'static str>,
}

/// The limits of [`check_cover`], see [`CoverLimits`].
pub fn cover_limits() -> CoverLimits {
    CoverLimits {
        max_bytes: u32::try_from(COVER_MAX_BYTES).unwrap_or(u32::MAX),
        min_side: COVER_MIN_SIDE,
        max_side: COVER_MAX_SIDE,
        s100_side: S100_SIDE,
        s400_side: S400_SIDE,
        s400_types: S400_FORMATS.map(ImageFormat::content_type).to_vec(),
        content_types: ImageFormat::ALL.map(ImageFormat::content_type).to_vec(),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ImageFormat {
    Png,
    Jpeg,
    Gif,
    Webp,
}

impl ImageFormat {
    /// Every format core reads.
    pub const ALL: [ImageFormat; 4] = [
        ImageFormat::Png,
        ImageFormat::Jpeg,
        ImageFormat::Gif,
        ImageFormat::Webp,
    ];

    pub fn content_type(self) -> &'static str {
        match self {
            ImageFormat::Png => "image/png",
            ImageFormat::Jpeg => "image/jpeg",
            ImageFormat::Gif => "image/gif",
            ImageFormat::Webp => "image/webp",
        }
    }
}

/// What an image's header says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImageInfo {
    pub format: ImageFormat,
    pub width: u32,
    pub height: u32,
}

/// The stored sizes of a cover.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CoverVariant {
    Original,
    /// 100 × 100 pixels, square.
    S100,
    /// 400 × 400 pixels, square, WebP or JPEG: what public pages show.
    S400,
}

impl CoverVariant {
    pub const ALL: [CoverVariant; 3] = [
        CoverVariant::Original,
        CoverVariant::S100,
        CoverVariant::S400,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CoverVariant::Original => "original",
            CoverVariant::S100 => "s100",
            CoverVariant::S400 => "s400",
        }
    }

    pub fn parse(name: &str) -> Option<CoverVariant> {
        CoverVariant::ALL.into_iter().find(|v| v.name() == name)
    }
}

fn be16(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at.checked_add(2)?)?;
    Some(u32::from(u16::from_be_bytes([*b.first()?, *b.get(1)?])))
}

fn le16(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at.checked_add(2)?)?;
    Some(u32::from(u16::from_le_bytes([*b.first()?, *b.get(1)?])))
}

fn be32(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at.checked_add(4)?)?;
    Some(u32::from_be_bytes([
        *b.first()?,
        *b.get(1)?,
        *b.get(2)?,
        *b.get(3)?,
    ]))
}

fn le24(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at.checked_add(3)?)?;
    Some(u32::from_le_bytes([*b.first()?, *b.get(1)?, *b.get(2)?, 0]))
}

fn png(bytes: &[u8]) -> Option<ImageInfo> {
    // signature, then the IHDR chunk: length, "IHDR", width, height
    if bytes.get(..8)? != b"\x89PNG\r\n\x1a\n" || bytes.get(12..16)? != b"IHDR" {
        return None;
    }
    Some(ImageInfo {
        format: ImageFormat::Png,
        width: be32(bytes, 16)?,
        height: be32(bytes, 20)?,
    })
}

fn gif(bytes: &[u8]) -> Option<ImageInfo> {
    let magic = bytes.get(..6)?;
    if magic != b"GIF87a" && magic != b"GIF89a" {
        return None;
    }
    Some(ImageInfo {
        format: ImageFormat::Gif,
        width: le16(bytes, 6)?,
        height: le16(bytes, 8)?,
    })
}

/// Walks the JPEG segments to the first start-of-frame marker.
fn jpeg(bytes: &[u8]) -> Option<ImageInfo> {
    if bytes.get(..2)? != [0xFF, 0xD8] {
        return None;
    }
    let mut at = 2usize;
    loop {
        if *bytes.get(at)? != 0xFF {
            return None;
        }
        let marker = *bytes.get(at.checked_add(1)?)?;
        match marker {
            // fill bytes
            0xFF => at = at.checked_add(1)?,
            // markers without a length
            0x01 | 0xD0..=0xD7 => at = at.checked_add(2)?,
            // frames (not DHT 0xC4, JPG 0xC8, DAC 0xCC)
            0xC0..=0xCF if !matches!(marker, 0xC4 | 0xC8 | 0xCC) => {
                return Some(ImageInfo {
                    format: ImageFormat::Jpeg,
                    height: be16(bytes, at.checked_add(5)?)?,
                    width: be16(bytes, at.checked_add(7)?)?,
                });
            }
            0xD9 | 0xDA => return None,
            _ => {
                let length = usize::try_from(be16(bytes, at.checked_add(2)?)?).ok()?;
                at = at.checked_add(2)?.checked_add(length)?;
            }
        }
    }
}

fn webp(bytes: &[u8]) -> Option<ImageInfo> {
    if bytes.get(..4)? != b"RIFF" || bytes.get(8..12)? != b"WEBP" {
        return None;
    }
    let (width, height) = match bytes.get(12..16)? {
        b"VP8 " => (le16(bytes, 26)? & 0x3FFF, le16(bytes, 28)? & 0x3FFF),
        b"VP8L" => {
            if *bytes.get(20)? != 0x2F {
                return None;
            }
            let b = |i: usize| bytes.get(i).copied().map(u32::from);
            let (b1, b2, b3, b4) = (b(21)?, b(22)?, b(23)?, b(24)?);
            (
                1 + (((b2 & 0x3F) << 8) | b1),
                1 + (((b4 & 0x0F) << 10) | (b3 << 2) | ((b2 & 0xC0) >> 6)),
            )
        }
        b"VP8X" => (1 + le24(bytes, 24)?, 1 + le24(bytes, 27)?),
        _ => return None,
    };
    Some(ImageInfo {
        format: ImageFormat::Webp,
        width,
        height,
    })
}

/// The format and size of a PNG, JPEG, GIF or WebP image from its first
/// bytes (a JPEG may need more than its first kilobytes when it carries a
/// large EXIF block); `None` for anything else or a truncated header.
pub fn image_info(bytes: &[u8]) -> Option<ImageInfo> {
    png(bytes)
        .or_else(|| jpeg(bytes))
        .or_else(|| gif(bytes))
        .or_else(|| webp(bytes))
        .filter(|i| i.width > 0 && i.height > 0)
}

/// Whether an upload may be stored as a cover variant: its translation key
/// otherwise (`not_an_image`, `image_too_large`, `image_too_small`,
/// `image_wrong_size`, `image_wrong_format`).
pub fn check_cover(bytes: &[u8], variant: CoverVariant) -> Result<ImageInfo, &'static str> {
    if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > COVER_MAX_BYTES {
        return Err("image_too_large");
    }
    let info = image_info(bytes).ok_or("not_an_image")?;
    match variant {
        CoverVariant::Original => {
            if info.width < COVER_MIN_SIDE || info.height < COVER_MIN_SIDE {
                Err("image_too_small")
            } else if info.width > COVER_MAX_SIDE || info.height > COVER_MAX_SIDE {
                Err("image_too_large")
            } else {
                Ok(info)
            }
        }
        CoverVariant::S100 => square(info, S100_SIDE),
        CoverVariant::S400 => {
            if S400_FORMATS.contains(&info.format) {
                square(info, S400_SIDE)
            } else {
                Err("image_wrong_format")
            }
        }
    }
}

fn square(info: ImageInfo, side: u32) -> Result<ImageInfo, &'static str> {
    if info.width == side && info.height == side {
        Ok(info)
    } else {
        Err("image_wrong_size")
    }
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "image_too_large",
    "image_too_small",
    "image_wrong_format",
    "image_wrong_size",
    "not_an_image",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn png_header(w: u32, h: u32) -> Vec<u8> {
        let mut b = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        b.extend(w.to_be_bytes());
        b.extend(h.to_be_bytes());
        b.extend([8, 6, 0, 0, 0]);
        b
    }

    #[test]
    fn png_and_gif() {
        assert_eq!(
            image_info(&png_header(640, 480)),
            Some(ImageInfo {
                format: ImageFormat::Png,
                width: 640,
                height: 480
            })
        );
        let gif = b"GIF89a\x40\x01\xf0\x00\x00".to_vec();
        assert_eq!(
            image_info(&gif),
            Some(ImageInfo {
                format: ImageFormat::Gif,
                width: 320,
                height: 240
            })
        );
    }

    #[test]
    fn jpeg_skips_segments_to_the_frame() {
        let mut b = vec![0xFF, 0xD8];
        // an APP0 segment of 16 bytes (length includes itself)
        b.extend([0xFF, 0xE0, 0x00, 0x10]);
        b.extend([0u8; 14]);
        // SOF2 (progressive): length, precision, height 300, width 500
        b.extend([0xFF, 0xC2, 0x00, 0x11, 0x08, 0x01, 0x2C, 0x01, 0xF4]);
        assert_eq!(
            image_info(&b),
            Some(ImageInfo {
                format: ImageFormat::Jpeg,
                width: 500,
                height: 300
            })
        );
        // truncated before the frame
        assert_eq!(image_info(b.get(..10).unwrap()), None);
    }

    #[test]
    fn webp_variants() {
        let mut lossy = b"RIFF\0\0\0\0WEBPVP8 \0\0\0\0\0\0\0\x9d\x01\x2a".to_vec();
        lossy.extend(800u16.to_le_bytes());
        lossy.extend(600u16.to_le_bytes());
        assert_eq!(
            image_info(&lossy).map(|i| (i.width, i.height)),
            Some((800, 600))
        );
        let mut extended = b"RIFF\0\0\0\0WEBPVP8X\0\0\0\0\0\0\0\0".to_vec();
        extended.extend([0x63, 0, 0, 0x63, 0, 0]); // 100 x 100
        assert_eq!(
            image_info(&extended).map(|i| (i.width, i.height)),
            Some((100, 100))
        );
        // lossless: 14-bit width-1 and height-1 packed after the 0x2f signature
        let (w, h) = (300u32 - 1, 200u32 - 1);
        let bits = w | (h << 14);
        let mut lossless = b"RIFF\0\0\0\0WEBPVP8L\0\0\0\0\x2f".to_vec();
        lossless.extend(bits.to_le_bytes());
        assert_eq!(
            image_info(&lossless).map(|i| (i.width, i.height)),
            Some((300, 200))
        );
    }

    #[test]
    fn anything_else_is_not_an_image() {
        for bytes in [&b""[..], b"hello world", b"%PDF-1.7", b"\x89PNG\r\n\x1a\n"] {
            assert_eq!(image_info(bytes), None);
            assert_eq!(
                check_cover(bytes, CoverVariant::Original),
                Err("not_an_image")
            );
        }
    }

    #[test]
    fn cover_rules() {
        assert!(check_cover(&png_header(1200, 800), CoverVariant::Original).is_ok());
        assert_eq!(
            check_cover(&png_header(99, 800), CoverVariant::Original),
            Err("image_too_small")
        );
        assert_eq!(
            check_cover(&png_header(9000, 800), CoverVariant::Original),
            Err("image_too_large")
        );
        assert!(check_cover(&png_header(100, 100), CoverVariant::S100).is_ok());
        assert_eq!(
            check_cover(&png_header(100, 101), CoverVariant::S100),
            Err("image_wrong_size")
        );
        let huge = vec![0u8; usize::try_from(COVER_MAX_BYTES).unwrap() + 1];
        assert_eq!(
            check_cover(&huge, CoverVariant::Original),
            Err("image_too_large")
        );
        assert_eq!(CoverVariant::parse("s100"), Some(CoverVariant::S100));
        assert_eq!(CoverVariant::parse("s400"), Some(CoverVariant::S400));
        assert_eq!(CoverVariant::parse("s200"), None);
    }

    fn webp_header(w: u32, h: u32) -> Vec<u8> {
        let mut b = b"RIFF\0\0\0\0WEBPVP8X\0\0\0\0\0\0\0\0".to_vec();
        b.extend(&(w - 1).to_le_bytes()[..3]);
        b.extend(&(h - 1).to_le_bytes()[..3]);
        b
    }

    fn jpeg_header(w: u16, h: u16) -> Vec<u8> {
        let mut b = vec![0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08];
        b.extend(h.to_be_bytes());
        b.extend(w.to_be_bytes());
        b
    }

    #[test]
    fn the_page_variant_is_a_400_pixel_webp_or_jpeg_square() {
        assert!(check_cover(&webp_header(400, 400), CoverVariant::S400).is_ok());
        assert!(check_cover(&jpeg_header(400, 400), CoverVariant::S400).is_ok());
        for (w, h) in [(400, 399), (399, 400), (800, 500), (100, 100), (480, 480)] {
            assert_eq!(
                check_cover(&webp_header(w, h), CoverVariant::S400),
                Err("image_wrong_size"),
                "{w} x {h}"
            );
        }
        // a PNG or GIF of the right size is too heavy for the pages
        assert_eq!(
            check_cover(&png_header(400, 400), CoverVariant::S400),
            Err("image_wrong_format")
        );
        let gif = b"GIF89a\x90\x01\x90\x01\x00".to_vec();
        assert_eq!(
            check_cover(&gif, CoverVariant::S400),
            Err("image_wrong_format")
        );
        // the small square stays any format of its exact size
        assert!(check_cover(&webp_header(100, 100), CoverVariant::S100).is_ok());
        assert_eq!(
            check_cover(&webp_header(600, 600), CoverVariant::S100),
            Err("image_wrong_size")
        );
        let limits = cover_limits();
        assert_eq!(limits.s400_side, 400);
        assert_eq!(limits.s400_types, vec!["image/webp", "image/jpeg"]);
    }

    proptest::proptest! {
        /// Any bytes at all: an answer, never a panic.
        #[test]
        fn never_panics(bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..64)) {
            let _ = image_info(&bytes);
        }
    }
}
