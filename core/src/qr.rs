//! QR codes for event tickets (spec section 3: a payment ticket's QR code):
//! the ticket's code or link encoded as a QR symbol (ISO/IEC 18004) in byte
//! mode at error-correction level M, versions 1 to 10 (up to 213 bytes,
//! plenty for a ticket link), drawn as SVG. The edge and the browser draw
//! the same symbol for the same text.
//!
//! How: the bytes get the mode and length header, terminator and padding;
//! the codewords are split into blocks, each extended with its Reed-Solomon
//! error-correction codewords over GF(256) and interleaved; the modules are
//! placed in the zigzag order around the function patterns; of the eight
//! masks the one with the lowest penalty score is kept.

use std::fmt::Write as _;

/// The largest version this encoder makes.
pub const MAX_VERSION: usize = 10;

/// `(blocks, data codewords per block)` of one group of blocks.
type Group = (usize, usize);

/// Error-correction blocks of level M per version (index 0 is version 1):
/// error-correction codewords per block, then the first and second group.
const BLOCKS_M: [(usize, Group, Group); MAX_VERSION] = [
    (10, (1, 16), (0, 0)),
    (16, (1, 28), (0, 0)),
    (26, (1, 44), (0, 0)),
    (18, (2, 32), (0, 0)),
    (24, (2, 43), (0, 0)),
    (16, (4, 27), (0, 0)),
    (18, (4, 31), (0, 0)),
    (22, (2, 38), (2, 39)),
    (22, (3, 36), (2, 37)),
    (26, (4, 43), (1, 44)),
];

/// Centres of the alignment patterns per version (index 0 is version 1).
const ALIGNMENT: [&[usize]; MAX_VERSION] = [
    &[],
    &[6, 18],
    &[6, 22],
    &[6, 26],
    &[6, 30],
    &[6, 34],
    &[6, 22, 38],
    &[6, 24, 42],
    &[6, 26, 46],
    &[6, 28, 50],
];

/// Why no symbol could be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QrError {
    /// More bytes than version 10 at level M holds.
    TooLong,
}

/// A QR symbol: `size` × `size` modules, dark or light.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrCode {
    pub version: usize,
    pub mask: u8,
    size: usize,
    dark: Vec<bool>,
    function: Vec<bool>,
}

fn data_codewords(version: usize) -> usize {
    BLOCKS_M
        .get(version.wrapping_sub(1))
        .map_or(0, |(_, (b1, d1), (b2, d2))| b1 * d1 + b2 * d2)
}

/// Bits of the byte-mode header and data for `len` bytes at `version`.
fn bits_needed(version: usize, len: usize) -> usize {
    let count_bits = if version < 10 { 8 } else { 16 };
    4 + count_bits + 8 * len
}

/// Multiplication in GF(256) with the QR polynomial x^8+x^4+x^3+x^2+1.
fn gf_mul(a: u8, b: u8) -> u8 {
    let mut a = u16::from(a);
    let mut b = b;
    let mut out: u16 = 0;
    while b > 0 {
        if b & 1 == 1 {
            out ^= a;
        }
        a <<= 1;
        if a & 0x100 != 0 {
            a ^= 0x11D;
        }
        b >>= 1;
    }
    u8::try_from(out & 0xFF).unwrap_or(0)
}

/// The generator polynomial of degree `n` (coefficients after the leading 1).
fn generator(n: usize) -> Vec<u8> {
    let mut poly = vec![0u8; n];
    if let Some(last) = poly.last_mut() {
        *last = 1;
    }
    let mut root: u8 = 1;
    for _ in 0..n {
        for j in 0..n {
            let next = poly.get(j + 1).copied().unwrap_or(0);
            if let Some(c) = poly.get_mut(j) {
                *c = gf_mul(*c, root) ^ next;
            }
        }
        root = gf_mul(root, 2);
    }
    poly
}

/// The error-correction codewords of `data` for a generator of degree n.
fn remainder(data: &[u8], poly: &[u8]) -> Vec<u8> {
    let mut rem = vec![0u8; poly.len()];
    for byte in data {
        let factor = byte ^ rem.first().copied().unwrap_or(0);
        rem.rotate_left(1);
        if let Some(last) = rem.last_mut() {
            *last = 0;
        }
        for (r, g) in rem.iter_mut().zip(poly) {
            *r ^= gf_mul(*g, factor);
        }
    }
    rem
}

/// Appends the `n` low bits of `value`, most significant first.
fn push_bits(bits: &mut Vec<bool>, value: usize, n: usize) {
    for i in (0..n).rev() {
        bits.push((value >> i) & 1 == 1);
    }
}

/// The data codewords for `bytes` at `version` (header, data, terminator,
/// padding).
fn codewords(bytes: &[u8], version: usize) -> Vec<u8> {
    let capacity = data_codewords(version) * 8;
    let mut bits: Vec<bool> = Vec::with_capacity(capacity);
    push_bits(&mut bits, 0b0100, 4);
    push_bits(&mut bits, bytes.len(), if version < 10 { 8 } else { 16 });
    for b in bytes {
        push_bits(&mut bits, usize::from(*b), 8);
    }
    let terminator = capacity.saturating_sub(bits.len()).min(4);
    push_bits(&mut bits, 0, terminator);
    let pad = (8 - bits.len() % 8) % 8;
    push_bits(&mut bits, 0, pad);
    let mut out: Vec<u8> = bits
        .chunks(8)
        .map(|c| c.iter().fold(0u8, |acc, b| (acc << 1) | u8::from(*b)))
        .collect();
    let mut fill = [0xECu8, 0x11].into_iter().cycle();
    while out.len() < capacity / 8 {
        out.push(fill.next().unwrap_or(0xEC));
    }
    out
}

/// Blocks with their error correction, interleaved.
fn interleaved(data: &[u8], version: usize) -> Vec<u8> {
    let Some(&(ecc, (b1, d1), (b2, d2))) = BLOCKS_M.get(version.wrapping_sub(1)) else {
        return Vec::new();
    };
    let poly = generator(ecc);
    let mut blocks: Vec<(&[u8], Vec<u8>)> = Vec::new();
    let mut rest = data;
    for len in std::iter::repeat_n(d1, b1).chain(std::iter::repeat_n(d2, b2)) {
        let (block, tail) = rest.split_at(len.min(rest.len()));
        blocks.push((block, remainder(block, &poly)));
        rest = tail;
    }
    let mut out = Vec::with_capacity(data.len() + ecc * (b1 + b2));
    for i in 0..d1.max(d2) {
        out.extend(blocks.iter().filter_map(|(d, _)| d.get(i)));
    }
    for i in 0..ecc {
        out.extend(blocks.iter().filter_map(|(_, e)| e.get(i)));
    }
    out
}

fn mask_bit(mask: u8, x: usize, y: usize) -> bool {
    match mask {
        0 => (x + y).is_multiple_of(2),
        1 => y.is_multiple_of(2),
        2 => x.is_multiple_of(3),
        3 => (x + y).is_multiple_of(3),
        4 => (x / 3 + y / 2).is_multiple_of(2),
        5 => (x * y) % 2 + (x * y) % 3 == 0,
        6 => ((x * y) % 2 + (x * y) % 3).is_multiple_of(2),
        _ => ((x + y) % 2 + (x * y) % 3).is_multiple_of(2),
    }
}

impl QrCode {
    fn blank(version: usize) -> QrCode {
        let size = version * 4 + 17;
        QrCode {
            version,
            mask: 0,
            size,
            dark: vec![false; size * size],
            function: vec![false; size * size],
        }
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether the module at column `x`, row `y` is dark (outside: light).
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.size && y < self.size && self.dark.get(y * self.size + x).copied().unwrap_or(false)
    }

    fn set(&mut self, x: usize, y: usize, dark: bool, function: bool) {
        let i = y * self.size + x;
        if let Some(d) = self.dark.get_mut(i) {
            *d = dark;
        }
        if function && let Some(f) = self.function.get_mut(i) {
            *f = true;
        }
    }

    fn is_function(&self, x: usize, y: usize) -> bool {
        self.function
            .get(y * self.size + x)
            .copied()
            .unwrap_or(true)
    }

    fn finder(&mut self, cx: usize, cy: usize) {
        // the 7×7 pattern and its light separator, clipped at the edges
        for dy in 0usize..9 {
            for dx in 0usize..9 {
                let (Some(x), Some(y)) = ((cx + dx).checked_sub(4), (cy + dy).checked_sub(4))
                else {
                    continue;
                };
                if x >= self.size || y >= self.size {
                    continue;
                }
                let d = dx.abs_diff(4).max(dy.abs_diff(4));
                self.set(x, y, d != 2 && d != 4, true);
            }
        }
    }

    fn alignment(&mut self, cx: usize, cy: usize) {
        for dy in 0usize..5 {
            for dx in 0usize..5 {
                let d = dx.abs_diff(2).max(dy.abs_diff(2));
                self.set(cx + dx - 2, cy + dy - 2, d != 1, true);
            }
        }
    }

    fn format_bits(&mut self, mask: u8) {
        // level M is 00; the mask follows
        let data = u32::from(mask);
        let mut rem = data;
        for _ in 0..10 {
            rem = (rem << 1) ^ ((rem >> 9) * 0x537);
        }
        let bits = ((data << 10) | rem) ^ 0x5412;
        let bit = |i: usize| (bits >> i) & 1 == 1;
        let s = self.size;
        for i in 0..=5 {
            self.set(8, i, bit(i), true);
        }
        self.set(8, 7, bit(6), true);
        self.set(8, 8, bit(7), true);
        self.set(7, 8, bit(8), true);
        for i in 9..15 {
            self.set(14 - i, 8, bit(i), true);
        }
        for i in 0..8 {
            self.set(s - 1 - i, 8, bit(i), true);
        }
        for i in 8..15 {
            self.set(8, s - 15 + i, bit(i), true);
        }
        self.set(8, s - 8, true, true);
    }

    fn version_bits(&mut self) {
        if self.version < 7 {
            return;
        }
        let v = u32::try_from(self.version).unwrap_or(7);
        let mut rem = v;
        for _ in 0..12 {
            rem = (rem << 1) ^ ((rem >> 11) * 0x1F25);
        }
        let bits = (v << 12) | rem;
        for i in 0..18 {
            let dark = (bits >> i) & 1 == 1;
            let a = self.size - 11 + i % 3;
            let b = i / 3;
            self.set(a, b, dark, true);
            self.set(b, a, dark, true);
        }
    }

    fn function_patterns(&mut self) {
        let s = self.size;
        for i in 0..s {
            self.set(6, i, i.is_multiple_of(2), true);
            self.set(i, 6, i.is_multiple_of(2), true);
        }
        self.finder(3, 3);
        self.finder(s - 4, 3);
        self.finder(3, s - 4);
        let centres = ALIGNMENT.get(self.version - 1).copied().unwrap_or(&[]);
        let last = centres.len().saturating_sub(1);
        for (i, &cx) in centres.iter().enumerate() {
            for (j, &cy) in centres.iter().enumerate() {
                let on_finder = (i == 0 && (j == 0 || j == last)) || (i == last && j == 0);
                if !on_finder {
                    self.alignment(cx, cy);
                }
            }
        }
        // reserve the format areas (drawn for real with the mask)
        self.format_bits(0);
        self.version_bits();
    }

    fn place(&mut self, data: &[u8]) {
        let s = self.size;
        let total = data.len() * 8;
        let mut i = 0;
        let mut right = s - 1;
        loop {
            if right == 6 {
                right = 5;
            }
            for vert in 0..s {
                for j in 0..2 {
                    let x = right - j;
                    let upward = (right + 1) & 2 == 0;
                    let y = if upward { s - 1 - vert } else { vert };
                    if !self.is_function(x, y) && i < total {
                        let byte = data.get(i / 8).copied().unwrap_or(0);
                        self.set(x, y, (byte >> (7 - i % 8)) & 1 == 1, false);
                        i += 1;
                    }
                }
            }
            if right < 2 {
                break;
            }
            right -= 2;
        }
    }

    fn apply_mask(&mut self, mask: u8) {
        for y in 0..self.size {
            for x in 0..self.size {
                if !self.is_function(x, y) && mask_bit(mask, x, y) {
                    let i = y * self.size + x;
                    if let Some(d) = self.dark.get_mut(i) {
                        *d = !*d;
                    }
                }
            }
        }
    }

    /// The penalty score of the symbol (lower is better).
    fn penalty(&self) -> usize {
        let s = self.size;
        let mut score = 0;
        let line = |get: &dyn Fn(usize) -> bool| {
            let mut p = 0;
            let mut run = 1;
            for k in 1..s {
                if get(k) == get(k - 1) {
                    run += 1;
                } else {
                    if run >= 5 {
                        p += run - 2;
                    }
                    run = 1;
                }
            }
            if run >= 5 {
                p += run - 2;
            }
            let pattern = [true, false, true, true, true, false, true];
            for k in 0..s.saturating_sub(6) {
                if (0..7).all(|m| get(k + m) == pattern.get(m).copied().unwrap_or(false)) {
                    let before = (1..=4).all(|m| k < m || !get(k - m));
                    let after = (7..11).all(|m| k + m >= s || !get(k + m));
                    if before || after {
                        p += 40;
                    }
                }
            }
            p
        };
        for y in 0..s {
            score += line(&|x| self.is_dark(x, y));
        }
        for x in 0..s {
            score += line(&|y| self.is_dark(x, y));
        }
        for y in 0..s - 1 {
            for x in 0..s - 1 {
                let c = self.is_dark(x, y);
                if c == self.is_dark(x + 1, y)
                    && c == self.is_dark(x, y + 1)
                    && c == self.is_dark(x + 1, y + 1)
                {
                    score += 3;
                }
            }
        }
        let dark = self.dark.iter().filter(|d| **d).count();
        let total = s * s;
        let k = (dark * 20)
            .abs_diff(total * 10)
            .div_ceil(total)
            .saturating_sub(1);
        score + k * 10
    }

    /// The symbol of `bytes` at `version` with `mask` (for tests and for
    /// reproducing a symbol exactly); `None` when the bytes do not fit.
    pub fn with(bytes: &[u8], version: usize, mask: u8) -> Option<QrCode> {
        if !(1..=MAX_VERSION).contains(&version)
            || mask > 7
            || bits_needed(version, bytes.len()) > data_codewords(version) * 8
        {
            return None;
        }
        let mut qr = QrCode::blank(version);
        qr.function_patterns();
        qr.place(&interleaved(&codewords(bytes, version), version));
        qr.apply_mask(mask);
        qr.format_bits(mask);
        qr.mask = mask;
        Some(qr)
    }

    /// The smallest symbol for `bytes`, with the mask of the lowest penalty.
    pub fn encode(bytes: &[u8]) -> Result<QrCode, QrError> {
        let version = (1..=MAX_VERSION)
            .find(|v| bits_needed(*v, bytes.len()) <= data_codewords(*v) * 8)
            .ok_or(QrError::TooLong)?;
        (0..8)
            .filter_map(|mask| QrCode::with(bytes, version, mask))
            .min_by_key(QrCode::penalty)
            .ok_or(QrError::TooLong)
    }

    /// The symbol as SVG with a four-module quiet zone; one unit per module.
    pub fn svg(&self) -> String {
        let n = self.size + 8;
        let mut path = String::new();
        for y in 0..self.size {
            for x in 0..self.size {
                if self.is_dark(x, y) {
                    let _ = write!(path, "M{} {}h1v1h-1z", x + 4, y + 4);
                }
            }
        }
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {n} {n}\" shape-rendering=\"crispEdges\">\
             <rect width=\"{n}\" height=\"{n}\" fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>"
        )
    }

    /// The modules as text rows of `1` (dark) and `0` (light).
    pub fn rows(&self) -> Vec<String> {
        (0..self.size)
            .map(|y| {
                (0..self.size)
                    .map(|x| if self.is_dark(x, y) { '1' } else { '0' })
                    .collect()
            })
            .collect()
    }
}

/// The SVG QR code of `text`.
pub fn svg(text: &str) -> Result<String, QrError> {
    QrCode::encode(text.as_bytes()).map(|q| q.svg())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reed_solomon_of_the_standards_example() {
        // ISO/IEC 18004 annex: "01234567" at 1-M has these ten EC codewords
        let data = [
            16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17,
        ];
        assert_eq!(
            remainder(&data, &generator(10)),
            vec![165, 36, 212, 193, 237, 54, 199, 135, 44, 85]
        );
    }

    #[test]
    fn sizes_versions_and_limits() {
        let q = QrCode::encode(b"SW-ABCDEFGH2345").unwrap();
        assert_eq!((q.version, q.size()), (2, 25));
        assert_eq!(QrCode::encode(&[b'x'; 213]).map(|q| q.version), Ok(10));
        assert_eq!(QrCode::encode(&[b'x'; 214]), Err(QrError::TooLong));
        assert!(svg("HELLO").unwrap().starts_with("<svg"));
    }
}
