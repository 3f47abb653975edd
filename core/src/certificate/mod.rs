//! A course's completion certificate as a PDF (spec section 3, issue 30):
//! one A4 page, landscape or portrait as the seller's course settings say,
//! with the seller's name and logo, the buyer's name, the course, the day
//! it was completed written out in the buyer's language, and the
//! verification code with the address of the public page that checks it.
//! Also the verification codes themselves.
//!
//! Decisions:
//! - The PDF is written here byte for byte (no dependency): PDF 1.4, the
//!   standard Type 1 fonts every reader carries (Helvetica, Times) in
//!   `WinAnsiEncoding`, which holds German umlauts and ß; a character
//!   outside it is written `?`. Text is a literal string with `(`, `)` and
//!   `\` escaped and every byte outside printable ASCII written in octal.
//!   The content is not compressed (no deflate here); a page is a few KB.
//! - A name or course too wide for its line is set smaller (down to about
//!   a third of its size, measured with the fonts' own widths); a course
//!   name still too wide breaks into two lines, and what then still does
//!   not fit ends in "…".
//! - The logo is the seller's (their newest uploaded logo, chosen by the
//!   edge), drawn when [`logo`] can put it in as it is (JPEG, PNG without
//!   alpha or interlacing); otherwise the seller's name stands alone.
//! - The page is deterministic: no creation date, so the same certificate
//!   is the same file.
//! - A code is 100 random bits (the edge draws 13 bytes, 4 bits are
//!   dropped) in Crockford's base 32, 20 characters in four groups of five:
//!   typed from paper, read aloud, unguessable at any rate a limit allows.
//!   Reading a typed code forgives case, spaces and dashes, and the letters
//!   people confuse with digits (O for 0, I and L for 1).

mod logo;
mod widths;

use std::fmt::Write as _;

use jiff::civil::Date;
use serde::{Deserialize, Serialize};

use crate::language::Language;

/// How a certificate's page lies (A4). The spec's third orientation,
/// `custom`, belongs to the certificate product form's own settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CertificateOrientation {
    #[default]
    Landscape,
    Portrait,
}

impl CertificateOrientation {
    /// The page's width and height in hundredths of a point (A4: 210 ×
    /// 297 mm).
    pub fn size(self) -> (i64, i64) {
        const SHORT: i64 = 59_528;
        const LONG: i64 = 84_189;
        match self {
            CertificateOrientation::Landscape => (LONG, SHORT),
            CertificateOrientation::Portrait => (SHORT, LONG),
        }
    }
}

/// What a certificate says and shows.
#[derive(Debug, Clone)]
pub struct CertificateDoc<'a> {
    pub orientation: CertificateOrientation,
    /// The buyer's language: the page's words and the date.
    pub language: Language,
    pub seller_name: &'a str,
    pub buyer_name: &'a str,
    pub course_name: &'a str,
    /// The day the course was completed.
    pub completed: Date,
    /// The verification code, as [`format_code`] writes it.
    pub code: &'a str,
    /// The address of the page that verifies this code.
    pub verify_url: &'a str,
    /// The seller's logo file (JPEG or PNG), if any.
    pub logo: Option<&'a [u8]>,
    /// `#rrggbb` or `#rgb`: the rules and the title (none or unreadable:
    /// [`DEFAULT_ACCENT`]).
    pub accent: Option<&'a str>,
    /// A certificate product's own words (issue 30); `None`: a course's
    /// completion certificate. With it, `course_name` is the product's name
    /// and `completed` the day the date line starts from.
    pub product: Option<ProductWords<'a>>,
}

/// What a certificate product's page says besides the buyer and the
/// product (its settings, spec section 3): its title (empty: "Certificate"
/// in the buyer's language), the seller's text (may be empty), the date
/// line (the seller's custom text instead of a date when its text mode
/// says so) and the days it is valid, written out.
#[derive(Debug, Clone)]
pub struct ProductWords<'a> {
    pub title: &'a str,
    pub text: &'a str,
    /// The custom text that stands instead of the date, if any.
    pub date_text: Option<&'a str>,
    /// The first and (when it ends) the last day it is valid.
    pub valid: (Date, Option<Date>),
}

/// The accent of a certificate whose course sets none: a muted gold.
pub const DEFAULT_ACCENT: &str = "#8a6a2e";
const INK: Rgb = Rgb(31, 41, 51);
const MUTED: Rgb = Rgb(92, 102, 115);
const PAPER: Rgb = Rgb(255, 253, 248);

/// Lengths are whole hundredths of a point (PDF's unit is the point, 1/72
/// inch): exact integers, no floating point.
type Cp = i64;

/// A colour, 0 to 255 a component.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Rgb(u8, u8, u8);

/// The words of a certificate in one language.
struct Words {
    title: &'static str,
    lead: &'static str,
    middle: &'static str,
    /// `{}` is the seller's name.
    closing: &'static str,
    date: &'static str,
    issuer: &'static str,
    code: &'static str,
    verify: &'static str,
    doc_title: &'static str,
    /// A certificate product's lead, middle and date label.
    product_lead: &'static str,
    product_middle: &'static str,
    product_date: &'static str,
    /// `{}` is the first day.
    valid_from: &'static str,
    /// `{0}` the first day, `{1}` the last.
    valid_between: &'static str,
}

fn words(language: Language) -> Words {
    match language {
        Language::En => Words {
            title: "Certificate of Completion",
            lead: "This certifies that",
            middle: "has successfully completed the course",
            closing: "offered by {}",
            date: "Date of completion",
            issuer: "Issued by",
            code: "Verification code",
            verify: "Verify at",
            doc_title: "Certificate",
            product_lead: "This certificate is awarded to",
            product_middle: "for",
            product_date: "Date",
            valid_from: "Valid from {0}",
            valid_between: "Valid from {0} to {1}",
        },
        Language::De => Words {
            title: "Abschlusszertifikat",
            lead: "Hiermit wird bestätigt, dass",
            middle: "den Kurs",
            closing: "bei {} erfolgreich abgeschlossen hat.",
            date: "Abgeschlossen am",
            issuer: "Ausgestellt von",
            code: "Prüfcode",
            verify: "Prüfen unter",
            doc_title: "Zertifikat",
            product_lead: "Dieses Zertifikat wird verliehen an",
            product_middle: "für",
            product_date: "Datum",
            valid_from: "Gültig ab {0}",
            valid_between: "Gültig vom {0} bis {1}",
        },
    }
}

const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const MONTHS_DE: [&str; 12] = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
];

/// A day written out: "December 7, 2026", "7. Dezember 2026".
pub fn long_date(date: Date, language: Language) -> String {
    let at = usize::try_from(date.month() - 1).unwrap_or(0);
    match language {
        Language::En => {
            let month = MONTHS_EN.get(at).unwrap_or(&"");
            format!("{month} {}, {}", date.day(), date.year())
        }
        Language::De => {
            let month = MONTHS_DE.get(at).unwrap_or(&"");
            format!("{}. {month} {}", date.day(), date.year())
        }
    }
}

/// The standard fonts a certificate uses, with their resource names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Face {
    Sans,
    SansBold,
    Serif,
    SerifBold,
    SerifItalic,
}

impl Face {
    const ALL: [Face; 5] = [
        Face::Sans,
        Face::SansBold,
        Face::Serif,
        Face::SerifBold,
        Face::SerifItalic,
    ];

    fn resource(self) -> &'static str {
        match self {
            Face::Sans => "F1",
            Face::SansBold => "F2",
            Face::Serif => "F3",
            Face::SerifBold => "F4",
            Face::SerifItalic => "F5",
        }
    }

    fn base_font(self) -> &'static str {
        match self {
            Face::Sans => "Helvetica",
            Face::SansBold => "Helvetica-Bold",
            Face::Serif => "Times-Roman",
            Face::SerifBold => "Times-Bold",
            Face::SerifItalic => "Times-Italic",
        }
    }

    fn widths(self) -> &'static [u16; 224] {
        match self {
            Face::Sans => &widths::HELVETICA,
            Face::SansBold => &widths::HELVETICA_BOLD,
            Face::Serif => &widths::TIMES_ROMAN,
            Face::SerifBold => &widths::TIMES_BOLD,
            Face::SerifItalic => &widths::TIMES_ITALIC,
        }
    }

    /// The width of `text` (`WinAnsiEncoding` bytes) at `size`.
    fn width(self, text: &[u8], size: Cp) -> Cp {
        let units: i64 = text
            .iter()
            .map(|b| {
                b.checked_sub(32)
                    .and_then(|i| self.widths().get(usize::from(i)))
                    .map_or(0, |w| i64::from(*w))
            })
            .sum();
        units * size / 1000
    }
}

/// The `WinAnsiEncoding` byte of `c`, if it has one.
pub fn win_ansi(c: char) -> Option<u8> {
    let code = u32::from(c);
    if (0x20..=0x7E).contains(&code) || (0xA0..=0xFF).contains(&code) {
        return u8::try_from(code).ok();
    }
    Some(match c {
        '€' => 128,
        '‚' => 130,
        'ƒ' => 131,
        '„' => 132,
        '…' => 133,
        '†' => 134,
        '‡' => 135,
        'ˆ' => 136,
        '‰' => 137,
        'Š' => 138,
        '‹' => 139,
        'Œ' => 140,
        'Ž' => 142,
        '‘' => 145,
        '’' => 146,
        '“' => 147,
        '”' => 148,
        '•' => 149,
        '–' => 150,
        '—' => 151,
        '˜' => 152,
        '™' => 153,
        'š' => 154,
        '›' => 155,
        'œ' => 156,
        'ž' => 158,
        'Ÿ' => 159,
        _ => return None,
    })
}

/// `text` in `WinAnsiEncoding`: white space and control characters become
/// one space each (runs of them one), what the encoding lacks `?`.
pub fn encode(text: &str) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::with_capacity(text.len());
    for c in text.trim().chars() {
        if c.is_whitespace() || c.is_control() {
            if out.last() != Some(&b' ') {
                out.push(b' ');
            }
        } else {
            out.push(win_ansi(c).unwrap_or(b'?'));
        }
    }
    out
}

/// The byte `WinAnsiEncoding` writes "…" with.
const ELLIPSIS: u8 = 133;

/// A PDF literal string of `bytes`.
fn literal(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 2);
    out.push('(');
    for &b in bytes {
        match b {
            b'(' | b')' | b'\\' => {
                out.push('\\');
                out.push(char::from(b));
            }
            0x20..=0x7E => out.push(char::from(b)),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out.push(')');
    out
}

/// A length in points as PDF writes it: `841.89`, `12.5`, `30`.
fn num(value: Cp) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let (whole, part) = (value.abs() / 100, value.abs() % 100);
    match part {
        0 => format!("{sign}{whole}"),
        p if p % 10 == 0 => format!("{sign}{whole}.{}", p / 10),
        p => format!("{sign}{whole}.{p:02}"),
    }
}

/// A colour component as PDF's 0-to-1 fraction, three decimals.
fn unit(component: u8) -> String {
    let thousandths = u32::from(component) * 1000 / 255;
    match thousandths {
        1000 => "1".to_owned(),
        0 => "0".to_owned(),
        t => format!("0.{t:03}").trim_end_matches('0').to_owned(),
    }
}

/// `#rrggbb` or `#rgb`.
fn colour(hex: &str) -> Option<Rgb> {
    let digits: Vec<u8> = hex
        .strip_prefix('#')?
        .chars()
        .map(|c| c.to_digit(16).and_then(|d| u8::try_from(d).ok()))
        .collect::<Option<_>>()?;
    match digits.as_slice() {
        [r1, r2, g1, g2, b1, b2] => Some(Rgb(r1 * 16 + r2, g1 * 16 + g2, b1 * 16 + b2)),
        [r, g, b] => Some(Rgb(r * 17, g * 17, b * 17)),
        _ => None,
    }
}

/// The size at which `text` fits `max_width`: `size`, or smaller down to
/// `min`.
fn fitted(face: Face, text: &[u8], size: Cp, min: Cp, max_width: Cp) -> Cp {
    let width = face.width(text, size);
    if width <= max_width || width <= 0 {
        size
    } else {
        (size * max_width / width).max(min)
    }
}

/// `text` cut to fit `max_width` at `size`, ending in "…" when cut.
fn cut(face: Face, text: &[u8], size: Cp, max_width: Cp) -> Vec<u8> {
    if face.width(text, size) <= max_width {
        return text.to_vec();
    }
    let mut kept = text.to_vec();
    while kept.pop().is_some() {
        let mut candidate = kept.clone();
        while candidate.last() == Some(&b' ') {
            candidate.pop();
        }
        candidate.push(ELLIPSIS);
        if face.width(&candidate, size) <= max_width {
            return candidate;
        }
    }
    vec![ELLIPSIS]
}

/// `text` in at most two lines at one size between `size` and `min` that
/// fits `max_width`: one line when it fits at `min` or above, else two
/// broken at the space that balances them best, each cut if still too wide.
fn lines(face: Face, text: &[u8], size: Cp, min: Cp, max_width: Cp) -> (Cp, Vec<Vec<u8>>) {
    let one = fitted(face, text, size, min, max_width);
    if face.width(text, one) <= max_width {
        return (one, vec![text.to_vec()]);
    }
    let best = text
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b' ')
        .filter_map(|(i, _)| {
            let (a, b) = (text.get(..i)?, text.get(i + 1..)?);
            Some((face.width(a, size).max(face.width(b, size)), a, b))
        })
        .min_by_key(|(widest, _, _)| *widest);
    match best {
        Some((widest, a, b)) => {
            let two = if widest <= max_width {
                size
            } else {
                (size * max_width / widest.max(1)).max(min)
            };
            let lines = [a, b]
                .iter()
                .map(|l| cut(face, l, two, max_width))
                .collect();
            (two, lines)
        }
        None => (min, vec![cut(face, text, min, max_width)]),
    }
}

/// `value` × `per_mille` / 1000.
fn part(value: Cp, per_mille: Cp) -> Cp {
    value * per_mille / 1000
}

/// A page's content stream being written.
struct Canvas {
    ops: String,
    width: Cp,
}

impl Canvas {
    fn fill(&mut self, Rgb(r, g, b): Rgb) {
        let _ = writeln!(self.ops, "{} {} {} rg", unit(r), unit(g), unit(b));
    }

    fn stroke(&mut self, Rgb(r, g, b): Rgb, line: Cp) {
        let _ = writeln!(
            self.ops,
            "{} {} {} RG {} w",
            unit(r),
            unit(g),
            unit(b),
            num(line)
        );
    }

    fn rect(&mut self, x: Cp, y: Cp, w: Cp, h: Cp, op: &str) {
        let _ = writeln!(
            self.ops,
            "{} {} {} {} re {op}",
            num(x),
            num(y),
            num(w),
            num(h)
        );
    }

    fn line(&mut self, x1: Cp, y: Cp, x2: Cp) {
        let _ = writeln!(
            self.ops,
            "{} {} m {} {} l S",
            num(x1),
            num(y),
            num(x2),
            num(y)
        );
    }

    /// A small diamond centred on (`x`, `y`).
    fn diamond(&mut self, x: Cp, y: Cp, r: Cp) {
        let _ = writeln!(
            self.ops,
            "{} {} m {} {} l {} {} l {} {} l f",
            num(x),
            num(y - r),
            num(x + r),
            num(y),
            num(x),
            num(y + r),
            num(x - r),
            num(y)
        );
    }

    /// Paper, a double frame with diamonds in its corners.
    fn frame(&mut self, h: Cp, accent: Rgb) {
        let w = self.width;
        self.fill(PAPER);
        self.rect(0, 0, w, h, "f");
        self.stroke(accent, 240);
        self.rect(2200, 2200, w - 4400, h - 4400, "S");
        self.stroke(accent, 60);
        self.rect(3000, 3000, w - 6000, h - 6000, "S");
        self.fill(accent);
        for (x, y) in [
            (3000, 3000),
            (w - 3000, 3000),
            (3000, h - 3000),
            (w - 3000, h - 3000),
        ] {
            self.diamond(x, y, 500);
        }
    }

    /// `text` centred on `x` with its baseline at `y`, letters spaced by
    /// `spacing`.
    fn text_at(&mut self, face: Face, size: Cp, x: Cp, y: Cp, spacing: Cp, text: &[u8]) {
        if text.is_empty() {
            return;
        }
        let gaps = i64::try_from(text.len())
            .unwrap_or(i64::MAX)
            .saturating_sub(1);
        let wide = face.width(text, size) + spacing * gaps;
        let _ = writeln!(
            self.ops,
            "BT /{} {} Tf {} Tc {} {} Td {} Tj ET",
            face.resource(),
            num(size),
            num(spacing),
            num(x - wide / 2),
            num(y),
            literal(text)
        );
    }

    fn centred(&mut self, face: Face, size: Cp, y: Cp, text: &[u8]) {
        let x = self.width / 2;
        self.text_at(face, size, x, y, 0, text);
    }
}

/// The seller at the top: the logo above the name, or the name alone;
/// answers the name's baseline.
fn seller_header(
    c: &mut Canvas,
    doc: &CertificateDoc<'_>,
    image: Option<&logo::Image>,
    (h, landscape): (Cp, bool),
    text_width: Cp,
) -> Cp {
    let w = c.width;
    let pick = |l: Cp, p: Cp| if landscape { l } else { p };
    let seller_upper = encode(&doc.seller_name.to_uppercase());
    let mut y_seller = part(h, 840);
    if let Some(img) = image {
        let (box_w, box_h) = (part(w, 300), part(h, pick(100, 75)));
        let (iw, ih) = (i64::from(img.width), i64::from(img.height));
        let (draw_w, draw_h) = if box_w * ih <= box_h * iw {
            (box_w, box_w * ih / iw)
        } else {
            (box_h * iw / ih, box_h)
        };
        let top = part(h, 905);
        let _ = writeln!(
            c.ops,
            "q {} 0 0 {} {} {} cm /Im1 Do Q",
            num(draw_w),
            num(draw_h),
            num((w - draw_w) / 2),
            num(top - draw_h)
        );
        y_seller = top - draw_h - 2000;
    }
    c.fill(MUTED);
    // letter-spaced when it fits so, else set close and smaller
    let gaps = i64::try_from(seller_upper.len())
        .unwrap_or(i64::MAX)
        .saturating_sub(1);
    let spaced = Face::SansBold.width(&seller_upper, 1100) + 200 * gaps <= text_width;
    let size = fitted(Face::SansBold, &seller_upper, 1100, 700, text_width);
    let shown = cut(Face::SansBold, &seller_upper, size, text_width);
    c.text_at(
        Face::SansBold,
        size,
        w / 2,
        y_seller,
        if spaced { 200 } else { 0 },
        &shown,
    );

    y_seller
}

/// The certificate as a PDF file.
pub fn certificate_pdf(doc: &CertificateDoc<'_>) -> Vec<u8> {
    let (w, h) = doc.orientation.size();
    let landscape = doc.orientation == CertificateOrientation::Landscape;
    // (landscape, portrait)
    let pick = |l: Cp, p: Cp| if landscape { l } else { p };
    let words = words(doc.language);
    let accent = doc
        .accent
        .and_then(colour)
        .or_else(|| colour(DEFAULT_ACCENT))
        .unwrap_or(INK);
    let image = doc.logo.and_then(logo::image);
    let mut c = Canvas {
        ops: String::new(),
        width: w,
    };
    c.frame(h, accent);
    let text_width = w - pick(18_000, 12_000);

    let y_seller = seller_header(&mut c, doc, image.as_ref(), (h, landscape), text_width);

    // the title and a short rule under it
    c.fill(accent);
    let product = doc.product.as_ref();
    let title = encode(match product {
        Some(own) if !own.title.trim().is_empty() => own.title.trim(),
        Some(_) => words.doc_title,
        None => words.title,
    });
    let title = cut(Face::SerifBold, &title, 1600, text_width);
    let size = fitted(Face::SerifBold, &title, pick(3800, 3400), 1600, text_width);
    let y_title = y_seller - part(h, pick(140, 120));
    c.centred(Face::SerifBold, size, y_title, &title);
    c.stroke(accent, 120);
    c.line(w / 2 - 4000, y_title - 1800, w / 2 + 4000);

    // the buyer
    c.fill(INK);
    let body = pick(1300, 1200);
    let y_lead = y_title - part(h, pick(105, 100));
    let (lead, middle) = match product {
        Some(_) => (words.product_lead, words.product_middle),
        None => (words.lead, words.middle),
    };
    c.centred(Face::Sans, body, y_lead, &encode(lead));
    let name = encode(doc.buyer_name);
    let size = fitted(Face::SerifItalic, &name, pick(4400, 4000), 1400, text_width);
    let name = cut(Face::SerifItalic, &name, size, text_width);
    let y_name = y_lead - part(h, pick(95, 85));
    c.centred(Face::SerifItalic, size, y_name, &name);
    let rule = (Face::SerifItalic.width(&name, size) + 6000).clamp(part(w, 450), text_width);
    c.stroke(MUTED, 50);
    c.line(w / 2 - rule / 2, y_name - 1200, w / 2 + rule / 2);

    // the course, over one or two lines
    let y_middle = y_name - part(h, pick(80, 75));
    c.centred(Face::Sans, body, y_middle, &encode(middle));
    let course = encode(doc.course_name);
    let (size, course_lines) = lines(Face::SerifBold, &course, pick(2600, 2400), 1100, text_width);
    let mut y = y_middle - part(h, pick(65, 60));
    c.fill(accent);
    for (i, line) in course_lines.iter().enumerate() {
        if i > 0 {
            y -= size * 6 / 5;
        }
        c.centred(Face::SerifBold, size, y, line);
    }
    c.fill(INK);
    let closing = encode(&match product {
        Some(own) => own.text.trim().to_owned(),
        None => words.closing.replace("{}", doc.seller_name),
    });
    let size = fitted(Face::Sans, &closing, body, 700, text_width);
    let closing = cut(Face::Sans, &closing, size, text_width);
    c.centred(Face::Sans, size, y - part(h, pick(65, 65)), &closing);

    footer(&mut c, part(h, pick(200, 170)), doc, &words);

    let title = format!("{} - {}", words.doc_title, doc.course_name);
    write_pdf(w, h, &c.ops, image.as_ref(), &title)
}

/// A certificate product's validity in `language`: "Valid from …" or
/// "Valid from … to …", the days written out.
pub fn validity_line(valid: (Date, Option<Date>), language: Language) -> String {
    let words = words(language);
    let from = long_date(valid.0, language);
    match valid.1 {
        Some(until) => words
            .valid_between
            .replace("{0}", &from)
            .replace("{1}", &long_date(until, language)),
        None => words.valid_from.replace("{0}", &from),
    }
}

/// The date and the issuer over their rules and labels (at `y_foot`),
/// and the code with where to check it.
fn footer(c: &mut Canvas, y_foot: Cp, doc: &CertificateDoc<'_>, words: &Words) {
    let w = c.width;
    // the date and the issuer, over their rules and labels
    let column = part(w, 340);
    let (date, date_label) = match &doc.product {
        Some(p) => (
            p.date_text
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map_or_else(|| long_date(doc.completed, doc.language), str::to_owned),
            words.product_date,
        ),
        None => (long_date(doc.completed, doc.language), words.date),
    };
    let date = encode(&date);
    for (x, value, label) in [
        (part(w, 270), date, date_label),
        (part(w, 730), encode(doc.seller_name), words.issuer),
    ] {
        c.fill(INK);
        let size = fitted(Face::Serif, &value, 1500, 800, column);
        let value = cut(Face::Serif, &value, size, column);
        c.text_at(Face::Serif, size, x, y_foot, 0, &value);
        c.stroke(MUTED, 50);
        c.line(x - column / 2, y_foot - 900, x + column / 2);
        c.fill(MUTED);
        c.text_at(Face::Sans, 900, x, y_foot - 2200, 60, &encode(label));
    }

    // a product's validity, then the code and where to check it
    c.fill(MUTED);
    if let Some(p) = &doc.product {
        let valid = encode(&validity_line(p.valid, doc.language));
        c.centred(Face::Sans, 900, 7100, &valid);
    }
    let code_line = encode(&format!("{}: {}", words.code, doc.code));
    c.centred(Face::SansBold, 900, 5800, &code_line);
    let verify = encode(&format!("{} {}", words.verify, doc.verify_url));
    let size = fitted(Face::Sans, &verify, 800, 500, w - 10_000);
    let verify = cut(Face::Sans, &verify, size, w - 10_000);
    c.centred(Face::Sans, size, 4500, &verify);
}

/// A PDF text string: UTF-16BE with its byte order mark, in hex.
fn text_string(text: &str) -> String {
    let mut out = String::from("<FEFF");
    for unit in text.encode_utf16() {
        let _ = write!(out, "{unit:04X}");
    }
    out.push('>');
    out
}

/// The file: catalog, pages, the page, its content, the fonts, the logo,
/// the document information, the cross-reference table and the trailer.
fn write_pdf(w: Cp, h: Cp, content: &str, image: Option<&logo::Image>, title: &str) -> Vec<u8> {
    let mut out: Vec<u8> = b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n".to_vec();
    let mut offsets: Vec<usize> = Vec::new();
    let mut object = |out: &mut Vec<u8>, head: &str, stream: Option<&[u8]>| {
        offsets.push(out.len());
        let n = offsets.len();
        match stream {
            None => out.extend_from_slice(format!("{n} 0 obj\n{head}\nendobj\n").as_bytes()),
            Some(bytes) => {
                out.extend_from_slice(
                    format!("{n} 0 obj\n<< {head} /Length {} >>\nstream\n", bytes.len()).as_bytes(),
                );
                out.extend_from_slice(bytes);
                out.extend_from_slice(b"\nendstream\nendobj\n");
            }
        }
    };
    // 1 catalog, 2 pages, 3 page, 4 content, 5 to 9 fonts, 10 information, 11 logo
    let mut fonts = String::new();
    for (i, face) in Face::ALL.iter().enumerate() {
        let _ = write!(fonts, "/{} {} 0 R ", face.resource(), 5 + i);
    }
    let xobject = if image.is_some() {
        " /XObject << /Im1 11 0 R >>"
    } else {
        ""
    };
    object(&mut out, "<< /Type /Catalog /Pages 2 0 R >>", None);
    object(&mut out, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", None);
    object(
        &mut out,
        &format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {} {}] /Resources << /Font << {fonts}>>{xobject} >> /Contents 4 0 R >>",
            num(w),
            num(h)
        ),
        None,
    );
    object(&mut out, "", Some(content.as_bytes()));
    for face in Face::ALL {
        object(
            &mut out,
            &format!(
                "<< /Type /Font /Subtype /Type1 /BaseFont /{} /Encoding /WinAnsiEncoding >>",
                face.base_font()
            ),
            None,
        );
    }
    object(
        &mut out,
        &format!("<< /Title {} /Producer (Sellwerk) >>", text_string(title)),
        None,
    );
    if let Some(img) = image {
        object(
            &mut out,
            &format!(
                "/Type /XObject /Subtype /Image /Width {} /Height {} {}",
                img.width, img.height, img.entries
            ),
            Some(&img.data),
        );
    }
    let xref = out.len();
    let mut table = format!("xref\n0 {}\n0000000000 65535 f \n", offsets.len() + 1);
    for offset in &offsets {
        // each entry is 20 bytes: its space before the newline belongs to it
        let _ = writeln!(table, "{offset:010} 00000 n ");
    }
    let _ = write!(
        table,
        "trailer\n<< /Size {} /Root 1 0 R /Info 10 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        offsets.len() + 1
    );
    out.extend_from_slice(table.as_bytes());
    out
}

/// Crockford's base 32 alphabet.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// The characters of a code, without its dashes.
pub const CODE_CHARS: usize = 20;

/// A verification code from random bytes (at least 13: 100 bits are used),
/// `XXXXX-XXXXX-XXXXX-XXXXX`; `None` with too few bytes.
pub fn format_code(random: &[u8]) -> Option<String> {
    let mut chars = Vec::with_capacity(CODE_CHARS);
    for i in 0..CODE_CHARS {
        let bit = i * 5;
        let pair = u16::from(*random.get(bit / 8)?) << 8 | u16::from(*random.get(bit / 8 + 1)?);
        let value = (pair >> (11 - bit % 8)) & 0x1F;
        chars.push(*ALPHABET.get(usize::from(value))?);
    }
    Some(grouped(&chars))
}

/// Code characters in groups of five, joined by dashes.
fn grouped(chars: &[u8]) -> String {
    chars
        .chunks(5)
        .map(|group| group.iter().map(|b| char::from(*b)).collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// A typed code as [`format_code`] writes it: case, spaces and dashes
/// forgiven, O read as 0, I and L as 1; `None` for anything that cannot be
/// a code (wrong length, other characters).
pub fn read_code(typed: &str) -> Option<String> {
    let mut chars = Vec::with_capacity(CODE_CHARS);
    for c in typed.chars() {
        let c = match c.to_ascii_uppercase() {
            ' ' | '-' => continue,
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        };
        let byte = u8::try_from(c).ok().filter(|b| ALPHABET.contains(b))?;
        if chars.len() >= CODE_CHARS {
            return None;
        }
        chars.push(byte);
    }
    (chars.len() == CODE_CHARS).then(|| grouped(&chars))
}

#[cfg(test)]
mod tests;
