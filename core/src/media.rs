//! The seller's media library (issue 19): images the page builder shows and
//! the custom font of the shop's theme, uploaded once and kept in R2. What
//! an upload is comes from its first bytes, never from the content type the
//! browser claims; what it may be used for comes from the spec (section 9:
//! "logo 200x200; banner 16:9 width 1920").
//!
//! The purposes, each checked by [`check_media`]:
//! - `logo`: a header's logo, exactly [`LOGO_SIDE`] × [`LOGO_SIDE`].
//! - `banner`: a banner's background, exactly [`BANNER_WIDTH`] ×
//!   [`BANNER_HEIGHT`] (16:9 at width 1920).
//! - `image`: any other picture (a picture block, an avatar, a background
//!   of the conversion tools), at most [`crate::image::COVER_MAX_SIDE`] a
//!   side, as a cover's original.
//! - `font`: a WOFF2, WOFF, TrueType or OpenType font.
//!
//! Images are PNG, JPEG, GIF or WebP (read by [`crate::image::image_info`]),
//! at most [`IMAGE_MAX_BYTES`]; fonts at most [`FONT_MAX_BYTES`].
//!
//! A stored file is served at `/v1/media/{seller id}/{token}` ([`media_url`]),
//! the token 256 random bits the edge draws per upload: the address of a
//! file never changes its bytes, so it is cached for good. [`parse_media_url`]
//! reads such an address back (the theme's font must be one of the seller's
//! own files, which the edge checks; the renderer writes no other).

use serde::{Deserialize, Serialize};

use crate::image::{COVER_MAX_BYTES, COVER_MAX_SIDE, ImageFormat, image_info};

/// Largest image, in bytes (5 MiB, as a cover).
pub const IMAGE_MAX_BYTES: u64 = COVER_MAX_BYTES;
/// Largest font, in bytes (2 MiB; a full Latin font in WOFF2 is 20 to 150 KB).
pub const FONT_MAX_BYTES: u64 = 2 * 1024 * 1024;
/// The side of a square logo, in pixels.
pub const LOGO_SIDE: u32 = 200;
/// A banner's width and height, in pixels (16:9).
pub const BANNER_WIDTH: u32 = 1920;
pub const BANNER_HEIGHT: u32 = 1080;
/// The largest side of any other image, in pixels.
pub const IMAGE_MAX_SIDE: u32 = COVER_MAX_SIDE;
/// Where the edge serves the media library's files.
pub const MEDIA_PATH: &str = "/v1/media/";
/// The longest token of a media address (the edge's are 43 characters).
const MAX_TOKEN_CHARS: usize = 64;

/// The most files one seller's library holds (issue 29: uploads had no
/// bound). A shop's pages and theme use a few dozen; 200 leaves room.
pub const MAX_FILES_PER_SELLER: u64 = 200;
/// The most bytes one seller's library holds: 100 MiB, twenty images of
/// the largest size, or hundreds of ordinary ones.
pub const MAX_BYTES_PER_SELLER: u64 = 100 * 1024 * 1024;
/// Uploads per seller: 30 per 10 minutes (the cabinet uploads one file per
/// gesture; a script uploading 200 in 5 s gets 429).
pub const UPLOADS_PER_SELLER: crate::auth::RateLimit = crate::auth::RateLimit {
    max: 30,
    window_seconds: 10 * 60,
};

/// Whether a library of `files` files and `bytes` bytes may take one more
/// of `size` bytes; else `media_quota_exceeded`.
pub fn within_quota(files: u64, bytes: u64, size: u64) -> Result<(), &'static str> {
    let fits = files < MAX_FILES_PER_SELLER
        && bytes
            .checked_add(size)
            .is_some_and(|total| total <= MAX_BYTES_PER_SELLER);
    if fits {
        Ok(())
    } else {
        Err("media_quota_exceeded")
    }
}

/// What an upload is for, named by the browser (`?purpose=`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum MediaPurpose {
    Logo,
    Banner,
    Image,
    Font,
}

impl MediaPurpose {
    pub const ALL: [MediaPurpose; 4] = [
        MediaPurpose::Logo,
        MediaPurpose::Banner,
        MediaPurpose::Image,
        MediaPurpose::Font,
    ];

    pub fn parse(name: &str) -> Option<MediaPurpose> {
        MediaPurpose::ALL.into_iter().find(|p| p.name() == name)
    }

    pub fn name(self) -> &'static str {
        match self {
            MediaPurpose::Logo => "logo",
            MediaPurpose::Banner => "banner",
            MediaPurpose::Image => "image",
            MediaPurpose::Font => "font",
        }
    }

    pub fn kind(self) -> MediaKind {
        match self {
            MediaPurpose::Font => MediaKind::Font,
            _ => MediaKind::Image,
        }
    }

    /// The largest file of this purpose, in bytes.
    pub fn max_bytes(self) -> u64 {
        match self.kind() {
            MediaKind::Image => IMAGE_MAX_BYTES,
            MediaKind::Font => FONT_MAX_BYTES,
        }
    }

    /// The key of a file above [`MediaPurpose::max_bytes`].
    pub fn too_large(self) -> &'static str {
        match self.kind() {
            MediaKind::Image => "image_too_large",
            MediaKind::Font => "font_too_large",
        }
    }
}

/// An image or a font.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum MediaKind {
    Image,
    Font,
}

impl MediaKind {
    pub fn name(self) -> &'static str {
        match self {
            MediaKind::Image => "image",
            MediaKind::Font => "font",
        }
    }
}

pub use crate::files::font::FontFormat;

/// The format of a font whose tables hold together (issue 29: no longer
/// its first four bytes; see [`crate::files::font::check_font`]).
pub fn font_format(bytes: &[u8]) -> Option<FontFormat> {
    crate::files::font::check_font(bytes)
}

/// What an accepted upload is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MediaInfo {
    Image {
        format: ImageFormat,
        width: u32,
        height: u32,
    },
    Font(FontFormat),
}

impl MediaInfo {
    pub fn content_type(self) -> &'static str {
        match self {
            MediaInfo::Image { format, .. } => format.content_type(),
            MediaInfo::Font(format) => format.content_type(),
        }
    }

    /// `png`, `jpeg`, `gif`, `webp`, or the font's [`FontFormat::name`].
    pub fn format_name(self) -> &'static str {
        match self {
            MediaInfo::Image { format, .. } => match format {
                ImageFormat::Png => "png",
                ImageFormat::Jpeg => "jpeg",
                ImageFormat::Gif => "gif",
                ImageFormat::Webp => "webp",
            },
            MediaInfo::Font(format) => format.name(),
        }
    }

    /// The image's width and height; `None` for a font.
    pub fn size(self) -> Option<(u32, u32)> {
        match self {
            MediaInfo::Image { width, height, .. } => Some((width, height)),
            MediaInfo::Font(_) => None,
        }
    }
}

/// Whether `bytes` may be stored for `purpose`: what they are, or the
/// translation key of the first rule they break (`image_too_large`,
/// `font_too_large`, `not_an_image`, `not_a_font`, `logo_wrong_size`,
/// `banner_wrong_size`).
pub fn check_media(bytes: &[u8], purpose: MediaPurpose) -> Result<MediaInfo, &'static str> {
    if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > purpose.max_bytes() {
        return Err(purpose.too_large());
    }
    if purpose == MediaPurpose::Font {
        return font_format(bytes).map(MediaInfo::Font).ok_or("not_a_font");
    }
    let info = image_info(bytes).ok_or("not_an_image")?;
    let (w, h) = (info.width, info.height);
    match purpose {
        MediaPurpose::Logo if (w, h) != (LOGO_SIDE, LOGO_SIDE) => Err("logo_wrong_size"),
        MediaPurpose::Banner if (w, h) != (BANNER_WIDTH, BANNER_HEIGHT) => Err("banner_wrong_size"),
        _ if w > IMAGE_MAX_SIDE || h > IMAGE_MAX_SIDE => Err("image_too_large"),
        _ => Ok(MediaInfo::Image {
            format: info.format,
            width: w,
            height: h,
        }),
    }
}

/// The public address of seller `seller_id`'s file `token`.
pub fn media_url(seller_id: i64, token: &str) -> String {
    format!("{MEDIA_PATH}{seller_id}/{token}")
}

/// The seller id and token of a media address ([`media_url`]'s form
/// exactly: a positive id, a token of letters, digits, `-` and `_`);
/// `None` for any other text.
pub fn parse_media_url(url: &str) -> Option<(i64, &str)> {
    let (seller, token) = url.strip_prefix(MEDIA_PATH)?.split_once('/')?;
    let id_ok = !seller.is_empty() && seller.bytes().all(|b| b.is_ascii_digit());
    let token_ok = !token.is_empty()
        && token.len() <= MAX_TOKEN_CHARS
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    let id = seller.parse::<i64>().ok().filter(|id| *id > 0)?;
    (id_ok && token_ok).then_some((id, token))
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`].
pub const KEYS: &[&str] = &[
    "banner_wrong_size",
    "font_too_large",
    "image_too_large",
    "logo_wrong_size",
    "media_quota_exceeded",
    "not_a_font",
    "not_an_image",
];

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn png(w: u32, h: u32) -> Vec<u8> {
        let mut b = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        b.extend(w.to_be_bytes());
        b.extend(h.to_be_bytes());
        b.extend([8, 6, 0, 0, 0]);
        b
    }

    fn jpeg(w: u16, h: u16) -> Vec<u8> {
        let mut b = vec![0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08];
        b.extend(h.to_be_bytes());
        b.extend(w.to_be_bytes());
        b
    }

    fn font(magic: &[u8], len: usize) -> Vec<u8> {
        let mut b = magic.to_vec();
        b.resize(len, 0);
        b
    }

    fn check(bytes: &[u8], purpose: MediaPurpose, expected: Result<(u32, u32), &str>) {
        let got = check_media(bytes, purpose).map(|i| i.size().unwrap_or((0, 0)));
        assert_eq!(got, expected, "{purpose:?}");
    }

    #[test]
    fn a_logo_is_exactly_200_by_200() {
        check(&png(200, 200), MediaPurpose::Logo, Ok((200, 200)));
        check(&jpeg(200, 200), MediaPurpose::Logo, Ok((200, 200)));
        for (w, h) in [(199, 200), (200, 201), (400, 400), (100, 100)] {
            check(&png(w, h), MediaPurpose::Logo, Err("logo_wrong_size"));
        }
    }

    #[test]
    fn a_banner_is_16_to_9_at_width_1920() {
        check(&png(1920, 1080), MediaPurpose::Banner, Ok((1920, 1080)));
        for (w, h) in [(1920, 1081), (1280, 720), (3840, 2160), (1920, 1920)] {
            check(&png(w, h), MediaPurpose::Banner, Err("banner_wrong_size"));
        }
    }

    #[test]
    fn another_image_has_a_largest_side() {
        check(&png(640, 480), MediaPurpose::Image, Ok((640, 480)));
        check(&png(1, 1), MediaPurpose::Image, Ok((1, 1)));
        check(&png(8000, 8000), MediaPurpose::Image, Ok((8000, 8000)));
        check(&png(8001, 10), MediaPurpose::Image, Err("image_too_large"));
        check(&png(10, 8001), MediaPurpose::Image, Err("image_too_large"));
    }

    #[test]
    fn what_an_image_is_comes_from_its_bytes() {
        for bytes in [&b""[..], b"hello", b"%PDF-1.7 ...", b"wOF2 not an image"] {
            for purpose in [
                MediaPurpose::Logo,
                MediaPurpose::Banner,
                MediaPurpose::Image,
            ] {
                check(bytes, purpose, Err("not_an_image"));
            }
        }
        let info = check_media(&png(200, 200), MediaPurpose::Logo).unwrap();
        assert_eq!(info.content_type(), "image/png");
        assert_eq!(info.format_name(), "png");
    }

    #[test]
    fn fonts_by_their_tables() {
        for (magic, format) in [
            (b"\x00\x01\x00\x00", FontFormat::Truetype),
            (b"true", FontFormat::Truetype),
            (b"OTTO", FontFormat::Opentype),
        ] {
            let bytes = crate::files::font::tests::sfnt_font(*magic);
            assert_eq!(
                check_media(&bytes, MediaPurpose::Font),
                Ok(MediaInfo::Font(format))
            );
            // a font cut short is no font
            assert_eq!(
                check_media(bytes.get(..bytes.len() - 1).unwrap(), MediaPurpose::Font),
                Err("not_a_font")
            );
            // nor is the signature before zeros (what passed before issue 29)
            assert_eq!(
                check_media(&font(magic, 80), MediaPurpose::Font),
                Err("not_a_font")
            );
        }
        assert_eq!(
            check_media(&font(b"wOF2", 120), MediaPurpose::Font),
            Err("not_a_font")
        );
        assert_eq!(
            check_media(&png(200, 200), MediaPurpose::Font),
            Err("not_a_font")
        );
        // a font is no image
        assert_eq!(
            check_media(&font(b"wOF2", 64), MediaPurpose::Image),
            Err("not_an_image")
        );
        assert_eq!(FontFormat::Woff2.content_type(), "font/woff2");
    }

    #[test]
    fn a_library_has_a_quota() {
        let max = MAX_BYTES_PER_SELLER;
        assert_eq!(within_quota(0, 0, 5), Ok(()));
        assert_eq!(within_quota(MAX_FILES_PER_SELLER - 1, 0, 5), Ok(()));
        assert_eq!(
            within_quota(MAX_FILES_PER_SELLER, 0, 5),
            Err("media_quota_exceeded")
        );
        assert_eq!(within_quota(3, max - 5, 5), Ok(()));
        assert_eq!(within_quota(3, max - 5, 6), Err("media_quota_exceeded"));
        assert_eq!(within_quota(3, u64::MAX, 1), Err("media_quota_exceeded"));
    }

    #[test]
    fn sizes_per_kind() {
        let mut big_font = font(b"wOF2", 48);
        big_font.resize(usize::try_from(FONT_MAX_BYTES).unwrap() + 1, 0);
        assert_eq!(
            check_media(&big_font, MediaPurpose::Font),
            Err("font_too_large")
        );
        // the same bytes are within an image's limit, but no image
        assert_eq!(
            check_media(&big_font, MediaPurpose::Image),
            Err("not_an_image")
        );
        let mut big_image = png(640, 480);
        big_image.resize(usize::try_from(IMAGE_MAX_BYTES).unwrap() + 1, 0);
        assert_eq!(
            check_media(&big_image, MediaPurpose::Image),
            Err("image_too_large")
        );
    }

    #[test]
    fn purposes_by_name() {
        assert_eq!(MediaPurpose::parse("logo"), Some(MediaPurpose::Logo));
        assert_eq!(MediaPurpose::parse("font"), Some(MediaPurpose::Font));
        assert_eq!(MediaPurpose::parse("cover"), None);
        assert_eq!(MediaPurpose::Banner.kind(), MediaKind::Image);
        assert_eq!(FontFormat::parse("woff2"), Some(FontFormat::Woff2));
    }

    #[test]
    fn media_addresses() {
        let token = "AbC_d-9".repeat(6);
        let url = media_url(12, &token);
        assert_eq!(parse_media_url(&url), Some((12, token.as_str())));
        for bad in [
            "/v1/media/12/",
            "/v1/media//abc",
            "/v1/media/0/abc",
            "/v1/media/-1/abc",
            "/v1/media/12/abc/def",
            "/v1/media/12/abc?x=1",
            "/v1/media/12/a\"b",
            "https://evil.example/v1/media/12/abc",
            "/v1/media/12/abc)",
            "/v1/media/1e3/abc",
        ] {
            assert_eq!(parse_media_url(bad), None, "{bad}");
        }
        assert_eq!(parse_media_url(&media_url(1, &"a".repeat(65))), None);
    }

    proptest::proptest! {
        /// Any bytes for any purpose: an answer, never a panic.
        #[test]
        fn never_panics(bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..80)) {
            for purpose in [MediaPurpose::Logo, MediaPurpose::Banner, MediaPurpose::Image, MediaPurpose::Font] {
                let _ = check_media(&bytes, purpose);
            }
            let _ = parse_media_url(&String::from_utf8_lossy(&bytes));
        }
    }
}
