//! Stored files served safely (issue 29): what a file is comes from its
//! first bytes ([`sniff`]), never from the `Content-Type` its uploader
//! sent, and how it is served follows from that ([`serving`]): inline only
//! for an allow-list of types a browser shows without running anything of
//! the file's (PDF, images other than SVG, audio, video); everything else
//! (HTML, SVG, XML, text, archives, fonts, anything unknown) as a download
//! (`Content-Disposition: attachment`), with `application/octet-stream`
//! when the type is not known. The edge always adds
//! `X-Content-Type-Options: nosniff`, so the browser keeps the type given.
//!
//! Also here: the `Content-Disposition` header of RFC 6266 with a file's
//! name ([`disposition`]), the HTTP `Range` header ([`range`]) and the
//! structural check of a font file's tables ([`font`]).

pub mod disposition;
pub mod font;
pub mod parts;
pub mod range;

pub use disposition::{Disposition, content_disposition};
pub use range::{ByteRange, RangeAnswer, range_of};

/// How many first bytes [`sniff`] reads (the edge reads no more of a
/// stored file to name it).
pub const SNIFF_BYTES: u64 = 64;

/// Largest file one upload may carry (a product's, a lesson's, a page's).
pub const MAX_FILE_BYTES: u64 = 100 * 1024 * 1024;

/// How long a signed link to a lesson's or a membership's file works.
pub const LINK_SECONDS: i64 = 2 * 60 * 60;

/// A stored file's type, as its bytes say.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FileType {
    Pdf,
    Png,
    Jpeg,
    Gif,
    Webp,
    /// An ISO base media file (`ftyp`) of a video brand.
    Mp4,
    /// An ISO base media file of the audio brands `M4A ` and `M4B `.
    M4a,
    /// A `QuickTime` movie (`ftyp` brand `qt  `).
    Mov,
    Webm,
    Matroska,
    Mp3,
    Ogg,
    Wav,
    Flac,
    Zip,
    Woff2,
    Woff,
    Ttf,
    Otf,
}

impl FileType {
    pub const ALL: [FileType; 19] = [
        FileType::Pdf,
        FileType::Png,
        FileType::Jpeg,
        FileType::Gif,
        FileType::Webp,
        FileType::Mp4,
        FileType::M4a,
        FileType::Mov,
        FileType::Webm,
        FileType::Matroska,
        FileType::Mp3,
        FileType::Ogg,
        FileType::Wav,
        FileType::Flac,
        FileType::Zip,
        FileType::Woff2,
        FileType::Woff,
        FileType::Ttf,
        FileType::Otf,
    ];

    /// The name stored with a file (`product_files.sniffed`).
    pub fn name(self) -> &'static str {
        match self {
            FileType::Pdf => "pdf",
            FileType::Png => "png",
            FileType::Jpeg => "jpeg",
            FileType::Gif => "gif",
            FileType::Webp => "webp",
            FileType::Mp4 => "mp4",
            FileType::M4a => "m4a",
            FileType::Mov => "mov",
            FileType::Webm => "webm",
            FileType::Matroska => "matroska",
            FileType::Mp3 => "mp3",
            FileType::Ogg => "ogg",
            FileType::Wav => "wav",
            FileType::Flac => "flac",
            FileType::Zip => "zip",
            FileType::Woff2 => "woff2",
            FileType::Woff => "woff",
            FileType::Ttf => "ttf",
            FileType::Otf => "otf",
        }
    }

    /// The type [`FileType::name`] names; `None` for any other text (a row
    /// stored before issue 29, or a name of a later version: unknown).
    pub fn parse(name: &str) -> Option<FileType> {
        FileType::ALL.into_iter().find(|t| t.name() == name)
    }

    pub fn content_type(self) -> &'static str {
        match self {
            FileType::Pdf => "application/pdf",
            FileType::Png => "image/png",
            FileType::Jpeg => "image/jpeg",
            FileType::Gif => "image/gif",
            FileType::Webp => "image/webp",
            FileType::Mp4 => "video/mp4",
            FileType::M4a => "audio/mp4",
            FileType::Mov => "video/quicktime",
            FileType::Webm => "video/webm",
            FileType::Matroska => "video/x-matroska",
            FileType::Mp3 => "audio/mpeg",
            FileType::Ogg => "audio/ogg",
            FileType::Wav => "audio/wav",
            FileType::Flac => "audio/flac",
            FileType::Zip => "application/zip",
            FileType::Woff2 => "font/woff2",
            FileType::Woff => "font/woff",
            FileType::Ttf => "font/ttf",
            FileType::Otf => "font/otf",
        }
    }

    /// Whether a browser may show it in the page (the allow-list): PDF,
    /// the raster images, audio and video. None of them runs script in the
    /// origin that serves it (a PDF runs in the browser's own viewer).
    pub fn inline_safe(self) -> bool {
        !matches!(
            self,
            FileType::Zip | FileType::Woff2 | FileType::Woff | FileType::Ttf | FileType::Otf
        )
    }

    /// Audio or video: what a player seeks in by range requests.
    pub fn is_media(self) -> bool {
        matches!(
            self,
            FileType::Mp4
                | FileType::M4a
                | FileType::Mov
                | FileType::Webm
                | FileType::Matroska
                | FileType::Mp3
                | FileType::Ogg
                | FileType::Wav
                | FileType::Flac
        )
    }
}

/// The type of a file from its first bytes ([`SNIFF_BYTES`] are enough);
/// `None` when they are none of [`FileType`]'s (HTML, SVG, XML, text, a
/// format not listed, too few bytes).
pub fn sniff(bytes: &[u8]) -> Option<FileType> {
    let at = |offset: usize, magic: &[u8]| {
        bytes
            .get(offset..offset.saturating_add(magic.len()))
            .is_some_and(|b| b == magic)
    };
    if at(0, b"%PDF-") {
        return Some(FileType::Pdf);
    }
    if at(0, b"\x89PNG\r\n\x1a\n") {
        return Some(FileType::Png);
    }
    if at(0, &[0xFF, 0xD8, 0xFF]) {
        return Some(FileType::Jpeg);
    }
    if at(0, b"GIF87a") || at(0, b"GIF89a") {
        return Some(FileType::Gif);
    }
    if at(0, b"RIFF") && at(8, b"WEBP") {
        return Some(FileType::Webp);
    }
    if at(0, b"RIFF") && at(8, b"WAVE") {
        return Some(FileType::Wav);
    }
    if at(4, b"ftyp") {
        return iso_brand(bytes.get(8..12)?);
    }
    if at(0, &[0x1A, 0x45, 0xDF, 0xA3]) {
        // EBML: the document type names WebM or any other Matroska
        let head = bytes.get(..bytes.len().min(64))?;
        let webm = head.windows(4).any(|w| w == b"webm");
        return Some(if webm {
            FileType::Webm
        } else {
            FileType::Matroska
        });
    }
    if at(0, b"OggS") {
        return Some(FileType::Ogg);
    }
    if at(0, b"fLaC") {
        return Some(FileType::Flac);
    }
    if at(0, b"ID3") || mpeg_frame(bytes) {
        return Some(FileType::Mp3);
    }
    if at(0, b"PK\x03\x04") || at(0, b"PK\x05\x06") {
        return Some(FileType::Zip);
    }
    match bytes.get(..4)? {
        b"wOF2" => Some(FileType::Woff2),
        b"wOFF" => Some(FileType::Woff),
        b"\x00\x01\x00\x00" | b"true" => Some(FileType::Ttf),
        b"OTTO" => Some(FileType::Otf),
        _ => None,
    }
}

/// The type of an ISO base media file by its major brand: `QuickTime`, the
/// audio-only brands, image brands (HEIF, AVIF: not listed) or video.
fn iso_brand(brand: &[u8]) -> Option<FileType> {
    match brand {
        b"qt  " => Some(FileType::Mov),
        b"M4A " | b"M4B " => Some(FileType::M4a),
        b"avif" | b"avis" | b"heic" | b"heix" | b"mif1" | b"msf1" => None,
        _ if brand.iter().all(|b| b.is_ascii_graphic() || *b == b' ') => Some(FileType::Mp4),
        _ => None,
    }
}

/// An MPEG audio frame header: 11 sync bits, a version other than the
/// reserved one, layer I, II or III, a bitrate index other than "bad".
fn mpeg_frame(bytes: &[u8]) -> bool {
    let (Some(&b0), Some(&b1), Some(&b2)) = (bytes.first(), bytes.get(1), bytes.get(2)) else {
        return false;
    };
    let version = (b1 >> 3) & 0b11;
    let layer = (b1 >> 1) & 0b11;
    let bitrate = b2 >> 4;
    b0 == 0xFF && b1 & 0xE0 == 0xE0 && version != 0b01 && layer != 0 && bitrate != 0b1111
}

/// How a stored file is answered: its `Content-Type` and whether it is
/// shown in the page or downloaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Serving {
    pub content_type: &'static str,
    pub disposition: Disposition,
}

/// How a file of type `sniffed` (`None`: unknown, also every row stored
/// before the type was sniffed) is served where the page would like to
/// show it (`want_inline`: a lesson's player) or always downloads it (a
/// product's download link). Inline only for [`FileType::inline_safe`];
/// an unknown type is `application/octet-stream`, always an attachment.
pub fn serving(sniffed: Option<FileType>, want_inline: bool) -> Serving {
    match sniffed {
        Some(t) => Serving {
            content_type: t.content_type(),
            disposition: if want_inline && t.inline_safe() {
                Disposition::Inline
            } else {
                Disposition::Attachment
            },
        },
        None => Serving {
            content_type: "application/octet-stream",
            disposition: Disposition::Attachment,
        },
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn check(bytes: &[u8], expected: Option<FileType>) {
        assert_eq!(
            sniff(bytes),
            expected,
            "{:?}",
            String::from_utf8_lossy(bytes)
        );
    }

    fn padded(head: &[u8]) -> Vec<u8> {
        let mut b = head.to_vec();
        b.resize(64, 0);
        b
    }

    #[test]
    fn types_by_their_first_bytes() {
        check(b"%PDF-1.7\n%...", Some(FileType::Pdf));
        check(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR", Some(FileType::Png));
        check(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], Some(FileType::Jpeg));
        check(b"GIF89a\x01\0\x01\0", Some(FileType::Gif));
        check(b"GIF87a\x01\0\x01\0", Some(FileType::Gif));
        check(b"RIFF\x24\0\0\0WEBPVP8 ", Some(FileType::Webp));
        check(b"RIFF\x24\0\0\0WAVEfmt ", Some(FileType::Wav));
        check(b"\0\0\0\x20ftypisom\0\0\x02\0", Some(FileType::Mp4));
        check(b"\0\0\0\x18ftypmp42\0\0\0\0", Some(FileType::Mp4));
        check(b"\0\0\0\x1cftypM4A \0\0\0\0", Some(FileType::M4a));
        check(b"\0\0\0\x14ftypqt  \0\0\0\0", Some(FileType::Mov));
        check(b"\0\0\0\x1cftypavif\0\0\0\0", None);
        check(
            &padded(b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\x82\x84webm"),
            Some(FileType::Webm),
        );
        check(
            &padded(b"\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\x82\x88matroska"),
            Some(FileType::Matroska),
        );
        check(b"OggS\0\x02\0\0", Some(FileType::Ogg));
        check(b"fLaC\0\0\0\x22", Some(FileType::Flac));
        check(b"ID3\x04\0\0\0\0\0\0", Some(FileType::Mp3));
        check(&[0xFF, 0xFB, 0x90, 0x64], Some(FileType::Mp3));
        check(&[0xFF, 0xF3, 0x48, 0xC4], Some(FileType::Mp3));
        check(b"PK\x03\x04\x14\0", Some(FileType::Zip));
        check(b"PK\x05\x06\0\0", Some(FileType::Zip));
        check(b"wOF2\0\x01\0\0", Some(FileType::Woff2));
        check(b"wOFF\0\x01\0\0", Some(FileType::Woff));
        check(b"\0\x01\0\0\0\x0a", Some(FileType::Ttf));
        check(b"OTTO\0\x0a", Some(FileType::Otf));
    }

    #[test]
    fn what_a_browser_could_run_is_unknown() {
        for bytes in [
            &b""[..],
            b"<!doctype html><script>alert(1)</script>",
            b"<html><body>",
            b"<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\">",
            b"<svg onload=alert(1)>",
            b"hello, plain text",
            b"\xEF\xBB\xBF<html>",
            b"%PDF",             // too short for the signature
            b"\0\0\0\x20ftyp",   // no brand
            &[0xFF, 0xE0, 0x00], // a reserved version and layer
            &[0xFF, 0xF1, 0x50], // AAC in ADTS (layer 0): not listed
            &[0xFF, 0xFB, 0xF0], // the bad bitrate index
            b"RIFF\0\0\0\0AVI ",
        ] {
            check(bytes, None);
            assert_eq!(
                serving(sniff(bytes), true),
                Serving {
                    content_type: "application/octet-stream",
                    disposition: Disposition::Attachment
                }
            );
        }
        // an HTML page behind a PDF's name or a video's claimed type is still HTML
        check(b"<html><title>x.pdf</title>", None);
    }

    #[test]
    fn inline_only_for_the_allow_list_and_only_where_wanted() {
        for t in FileType::ALL {
            let shown = serving(Some(t), true);
            assert_eq!(shown.content_type, t.content_type());
            let inline = matches!(
                t,
                FileType::Pdf | FileType::Png | FileType::Jpeg | FileType::Gif | FileType::Webp
            ) || t.is_media();
            assert_eq!(shown.disposition == Disposition::Inline, inline, "{t:?}");
            // a download link always downloads
            assert_eq!(serving(Some(t), false).disposition, Disposition::Attachment);
            assert_eq!(FileType::parse(t.name()), Some(t));
            // no type a browser runs is ever given
            for bad in ["html", "svg", "xml", "javascript", "text/"] {
                assert!(!t.content_type().contains(bad), "{t:?}");
            }
        }
        assert_eq!(FileType::parse("html"), None);
        assert_eq!(FileType::parse(""), None);
    }

    proptest::proptest! {
        /// Any bytes: an answer, never a panic; and whatever is found is
        /// found again with more bytes after it.
        #[test]
        fn sniffing_is_total(bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..80)) {
            let found = sniff(&bytes);
            if let Some(t) = found {
                let mut longer = bytes.clone();
                longer.extend_from_slice(b"<html><script>");
                if t != FileType::Webm && t != FileType::Matroska {
                    proptest::prop_assert_eq!(sniff(&longer), Some(t));
                }
            }
        }
    }
}
