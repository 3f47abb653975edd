//! The seller's logo as a PDF image, read from its bytes without decoding
//! them: a JPEG goes in whole (`DCTDecode`), a PNG's compressed image data
//! goes in whole (`FlateDecode` with PNG predictors, which PDF readers
//! undo). What cannot go in that way is left out (`None`), and the
//! certificate is drawn without a logo:
//! - a JPEG with other than 1 or 3 components (CMYK JPEGs differ between
//!   writers in how they store their inks) or other than 8 bits;
//! - an interlaced PNG (its rows are not in order), and a PNG with an alpha
//!   channel (colour types 4 and 6: the alpha is mixed into the compressed
//!   rows, and parting it needs the rows decompressed);
//! - anything broken, or larger than [`MAX_SIDE`] pixels a side.
//!
//! A PNG's simple transparency (`tRNS`: one colour, or palette entries) is
//! kept as a colour-key mask: the fully transparent colour (or the first
//! palette entry below half opacity) is not painted.

use std::fmt::Write as _;

/// The largest logo side read, in pixels.
pub const MAX_SIDE: u32 = 10_000;

/// An image ready to be a PDF image `XObject`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Image {
    pub width: u32,
    pub height: u32,
    /// The stream dictionary's entries but `/Length`.
    pub entries: String,
    /// The stream's bytes, as stored.
    pub data: Vec<u8>,
}

/// The logo's image, or `None` where it cannot go in as it is.
pub(super) fn image(bytes: &[u8]) -> Option<Image> {
    if bytes.starts_with(&[0xFF, 0xD8]) {
        jpeg(bytes)
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        png(bytes)
    } else {
        None
    }
}

fn be16(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from(*b.get(at)?) << 8 | u32::from(*b.get(at + 1)?))
}

fn be32(b: &[u8], at: usize) -> Option<u32> {
    Some(be16(b, at)? << 16 | be16(b, at + 2)?)
}

fn sized(width: u32, height: u32) -> bool {
    (1..=MAX_SIDE).contains(&width) && (1..=MAX_SIDE).contains(&height)
}

fn jpeg(b: &[u8]) -> Option<Image> {
    let mut i = 2;
    loop {
        if *b.get(i)? != 0xFF {
            return None;
        }
        while *b.get(i + 1)? == 0xFF {
            i += 1;
        }
        let marker = *b.get(i + 1)?;
        match marker {
            // markers without a length
            0x01 | 0xD0..=0xD7 => {
                i += 2;
                continue;
            }
            // the end, or the scan, before a frame header
            0xD8..=0xDA => return None,
            _ => {}
        }
        let len = usize::try_from(be16(b, i + 2)?).ok()?;
        if len < 2 {
            return None;
        }
        let frame = matches!(marker, 0xC0..=0xCF) && !matches!(marker, 0xC4 | 0xC8 | 0xCC);
        if frame {
            let precision = *b.get(i + 4)?;
            let height = be16(b, i + 5)?;
            let width = be16(b, i + 7)?;
            let components = *b.get(i + 9)?;
            let space = match components {
                1 => "/DeviceGray",
                3 => "/DeviceRGB",
                _ => return None,
            };
            if precision != 8 || !sized(width, height) {
                return None;
            }
            return Some(Image {
                width,
                height,
                entries: format!("/Filter /DCTDecode /ColorSpace {space} /BitsPerComponent 8"),
                data: b.to_vec(),
            });
        }
        i += 2 + len;
    }
}

fn png(b: &[u8]) -> Option<Image> {
    let mut at = 8;
    let mut header = None;
    let mut palette: Option<&[u8]> = None;
    let mut transparency: Option<&[u8]> = None;
    let mut data = Vec::new();
    loop {
        let len = usize::try_from(be32(b, at)?).ok()?;
        let kind = b.get(at + 4..at + 8)?;
        let body = b.get(at + 8..(at + 8).checked_add(len)?)?;
        match kind {
            b"IHDR" if header.is_none() && len == 13 => header = Some(body),
            _ if header.is_none() => return None,
            b"PLTE" => palette = Some(body),
            b"tRNS" => transparency = Some(body),
            b"IDAT" => data.extend_from_slice(body),
            b"IEND" => break,
            _ => {}
        }
        at = at.checked_add(12)?.checked_add(len)?;
    }
    let h = header?;
    let (width, height) = (be32(h, 0)?, be32(h, 4)?);
    let &[depth, colour, compression, filter, interlace] = h.get(8..13)? else {
        return None;
    };
    if compression != 0 || filter != 0 || interlace != 0 || !sized(width, height) || data.is_empty()
    {
        return None;
    }
    let (colours, space, mask) = match (colour, depth) {
        (0, 1 | 2 | 4 | 8 | 16) => {
            let key = transparency.and_then(|t| be16(t, 0));
            (
                1,
                "/DeviceGray".to_owned(),
                key.map(|k| format!("[{k} {k}]")),
            )
        }
        (2, 8 | 16) => {
            let key = transparency.and_then(|t| Some((be16(t, 0)?, be16(t, 2)?, be16(t, 4)?)));
            let mask = key.map(|(r, g, b)| format!("[{r} {r} {g} {g} {b} {b}]"));
            (3, "/DeviceRGB".to_owned(), mask)
        }
        (3, 1 | 2 | 4 | 8) => {
            let entries = palette?;
            let count = entries.len() / 3;
            if entries.len() % 3 != 0 || !(1..=256).contains(&count) {
                return None;
            }
            let mut hex = String::with_capacity(entries.len() * 2);
            for byte in entries {
                let _ = write!(hex, "{byte:02x}");
            }
            let clear = transparency.and_then(|t| t.iter().position(|alpha| *alpha < 128));
            (
                1,
                format!("[/Indexed /DeviceRGB {} <{hex}>]", count - 1),
                clear.map(|i| format!("[{i} {i}]")),
            )
        }
        _ => return None,
    };
    let mut entries = format!(
        "/Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors {colours} \
         /BitsPerComponent {depth} /Columns {width} >> /ColorSpace {space} /BitsPerComponent {depth}"
    );
    if let Some(mask) = mask {
        let _ = write!(entries, " /Mask {mask}");
    }
    Some(Image {
        width,
        height,
        entries,
        data,
    })
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A PNG of `width` × 1 pixels of colour type `colour` (8 bits), with
    /// `extra` chunks before the image data; the image data is a stored
    /// (uncompressed) zlib stream, which is all a reader of the header needs.
    pub fn png_bytes(
        colour: u8,
        width: u32,
        interlace: u8,
        extra: &[(&[u8; 4], &[u8])],
    ) -> Vec<u8> {
        let chunk = |out: &mut Vec<u8>, kind: &[u8; 4], body: &[u8]| {
            out.extend_from_slice(&u32::try_from(body.len()).unwrap().to_be_bytes());
            out.extend_from_slice(kind);
            out.extend_from_slice(body);
            out.extend_from_slice(&[0, 0, 0, 0]); // the CRC is not read
        };
        let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = width.to_be_bytes().to_vec();
        ihdr.extend_from_slice(&1u32.to_be_bytes());
        ihdr.extend_from_slice(&[8, colour, 0, 0, interlace]);
        chunk(&mut out, b"IHDR", &ihdr);
        for (kind, body) in extra {
            chunk(&mut out, kind, body);
        }
        chunk(
            &mut out,
            b"IDAT",
            &[0x78, 0x01, 0x01, 0x04, 0x00, 0xfb, 0xff],
        );
        chunk(&mut out, b"IDAT", &[0, 1, 2, 3, 0, 0, 0, 0]);
        chunk(&mut out, b"IEND", &[]);
        out
    }

    /// A baseline JPEG's markers up to its scan (a reader of the header
    /// needs no more).
    pub fn jpeg_bytes(components: u8) -> Vec<u8> {
        let mut out = vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46];
        out.extend_from_slice(&[
            0xFF,
            0xC0,
            0x00,
            8 + 3 * components,
            8,
            0x00,
            0x30,
            0x00,
            0x40,
            components,
        ]);
        for c in 0..components {
            out.extend_from_slice(&[c + 1, 0x11, 0]);
        }
        out.extend_from_slice(&[0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]);
        out
    }

    #[test]
    fn a_jpeg_goes_in_whole_with_its_size_and_colours() {
        let bytes = jpeg_bytes(3);
        let img = image(&bytes).unwrap();
        assert_eq!((img.width, img.height), (64, 48));
        assert_eq!(
            img.entries,
            "/Filter /DCTDecode /ColorSpace /DeviceRGB /BitsPerComponent 8"
        );
        assert_eq!(img.data, bytes);
        assert!(
            image(&jpeg_bytes(1))
                .unwrap()
                .entries
                .contains("/DeviceGray")
        );
        assert_eq!(image(&jpeg_bytes(4)), None, "CMYK is left out");
        assert_eq!(image(&bytes[..12]), None, "cut short");
    }

    #[test]
    fn a_png_goes_in_with_predictors_and_its_palette_and_key() {
        let rgb = image(&png_bytes(2, 5, 0, &[])).unwrap();
        assert_eq!((rgb.width, rgb.height), (5, 1));
        assert!(
            rgb.entries
                .contains("/Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns 5")
        );
        assert!(rgb.entries.contains("/ColorSpace /DeviceRGB"));
        // the image data chunks, joined, as they are
        assert_eq!(rgb.data.len(), 15);
        let indexed = image(&png_bytes(
            3,
            2,
            0,
            &[(b"PLTE", &[255, 0, 0, 0, 0, 255]), (b"tRNS", &[255, 0])],
        ))
        .unwrap();
        assert!(
            indexed
                .entries
                .contains("/ColorSpace [/Indexed /DeviceRGB 1 <ff00000000ff>]")
        );
        assert!(indexed.entries.contains("/Mask [1 1]"));
        assert_eq!(
            image(&png_bytes(3, 2, 0, &[])),
            None,
            "a palette image without its palette"
        );
        assert_eq!(image(&png_bytes(6, 2, 0, &[])), None, "alpha is left out");
        assert_eq!(
            image(&png_bytes(2, 2, 1, &[])),
            None,
            "interlaced is left out"
        );
        assert_eq!(image(&png_bytes(2, 0, 0, &[])), None, "no width");
        let full = png_bytes(2, 5, 0, &[]);
        assert_eq!(image(&full[..full.len() - 20]), None, "cut short");
        assert_eq!(image(b"GIF89a"), None);
    }
}
