use super::*;

fn doc<'a>(orientation: CertificateOrientation, language: Language) -> CertificateDoc<'a> {
    CertificateDoc {
        orientation,
        language,
        seller_name: "Aquarell mit Jörg",
        buyer_name: "Björn Weiß",
        course_name: "Aquarell für Anfänger (Teil 1)",
        completed: Date::new(2026, 12, 7).unwrap(),
        code: "7K3QZ-M9XWA-B4C2D-EF5GH",
        verify_url: "https://app.example/certificates/7K3QZ-M9XWA-B4C2D-EF5GH",
        logo: None,
        accent: None,
        product: None,
    }
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

fn ascii(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// What a reader checks first: the trailer names the cross-reference
/// table, each of its entries points at its object, each stream is as long
/// as it says. Answers the objects' texts by number.
fn parse(pdf: &[u8]) -> Vec<String> {
    assert!(pdf.starts_with(b"%PDF-1.4\n"));
    assert!(pdf.ends_with(b"%%EOF\n"));
    let at = find(pdf, b"startxref\n", pdf.len().saturating_sub(40)).expect("startxref");
    let xref: usize = ascii(&pdf[at + 10..pdf.len() - 7]).trim().parse().unwrap();
    assert!(
        pdf[xref..].starts_with(b"xref\n0 "),
        "startxref points at the table"
    );
    let table = ascii(&pdf[xref..]);
    let mut rows = table.lines().skip(1);
    let count: usize = rows
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(rows.next(), Some("0000000000 65535 f "));
    let trailer = table.split("trailer").nth(1).unwrap();
    assert!(trailer.contains(&format!("/Size {count} ")));
    let mut objects = vec![String::new()];
    for n in 1..count {
        let row = rows.next().unwrap();
        assert_eq!(row.len(), 19, "an entry is 20 bytes with its newline");
        let offset: usize = row.get(..10).unwrap().parse().unwrap();
        assert!(
            pdf[offset..].starts_with(format!("{n} 0 obj\n").as_bytes()),
            "object {n} at {offset}"
        );
        let end = find(pdf, b"endobj\n", offset).unwrap();
        let body = &pdf[offset..end];
        if let Some(s) = find(body, b">>\nstream\n", 0) {
            let head = ascii(&body[..s]);
            let length: usize = head
                .rsplit("/Length ")
                .next()
                .unwrap()
                .trim()
                .parse()
                .unwrap();
            let start = s + 10;
            assert_eq!(
                &body[start + length..],
                b"\nendstream\n",
                "object {n}'s length"
            );
        }
        objects.push(ascii(body));
    }
    objects
}

/// The bytes of the literal string that opens at `content[open]`, and
/// where it closes.
fn literal_at(content: &[u8], open: usize) -> (Vec<u8>, usize) {
    let mut text = Vec::new();
    let mut j = open + 1;
    loop {
        match content[j] {
            b'\\' if content[j + 1].is_ascii_digit() => {
                let octal = ascii(&content[j + 1..j + 4]);
                text.push(u8::from_str_radix(&octal, 8).unwrap());
                j += 4;
            }
            b'\\' => {
                text.push(content[j + 1]);
                j += 2;
            }
            b')' => return (text, j),
            b => {
                text.push(b);
                j += 1;
            }
        }
    }
}

/// The strings the page's text operators show, decoded from their
/// escapes (bytes, `WinAnsiEncoding`).
fn shown(pdf: &[u8]) -> Vec<Vec<u8>> {
    let start = find(pdf, b"4 0 obj", 0).unwrap();
    let end = find(pdf, b"endstream", start).unwrap();
    let content = &pdf[start..end];
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(open) = find(content, b"(", i) {
        let (text, close) = literal_at(content, open);
        assert!(content[close..].starts_with(b") Tj ET"));
        out.push(text);
        i = close + 1;
    }
    out
}

fn has(lines: &[Vec<u8>], text: &str) -> bool {
    let wanted = encode(text);
    lines.iter().any(|l| find(l, &wanted, 0).is_some())
}

#[test]
fn a_landscape_german_certificate_parses_and_says_everything() {
    let pdf = certificate_pdf(&doc(CertificateOrientation::Landscape, Language::De));
    let objects = parse(&pdf);
    assert_eq!(objects.len(), 11, "ten objects without a logo");
    assert!(objects[3].contains("/MediaBox [0 0 841.89 595.28]"));
    for base in [
        "Helvetica",
        "Helvetica-Bold",
        "Times-Roman",
        "Times-Bold",
        "Times-Italic",
    ] {
        assert!(
            objects
                .iter()
                .any(|o| o.contains(&format!("/BaseFont /{base} /Encoding /WinAnsiEncoding"))),
            "{base}"
        );
    }
    let lines = shown(&pdf);
    for text in [
        "Abschlusszertifikat",
        "Hiermit wird bestätigt, dass",
        "Björn Weiß",
        "Aquarell für Anfänger (Teil 1)",
        "7. Dezember 2026",
        "Prüfcode: 7K3QZ-M9XWA-B4C2D-EF5GH",
        "bei Aquarell mit Jörg erfolgreich abgeschlossen hat.",
        "https://app.example/certificates/7K3QZ-M9XWA-B4C2D-EF5GH",
    ] {
        assert!(has(&lines, text), "{text}");
    }
    // umlauts and ß in WinAnsi, written in octal; parentheses escaped
    let raw = ascii(&pdf);
    assert!(raw.contains("(Bj\\366rn Wei\\337)"));
    assert!(raw.contains("(Aquarell f\\374r Anf\\344nger \\(Teil 1\\))"));
    assert!(!raw.contains("/Im1"), "no logo, no image");
}

#[test]
fn a_portrait_english_certificate_has_its_size_and_words() {
    let pdf = certificate_pdf(&doc(CertificateOrientation::Portrait, Language::En));
    let objects = parse(&pdf);
    assert!(objects[3].contains("/MediaBox [0 0 595.28 841.89]"));
    let lines = shown(&pdf);
    for text in [
        "Certificate of Completion",
        "Björn Weiß",
        "has successfully completed the course",
        "December 7, 2026",
        "offered by Aquarell mit Jörg",
        "Verification code: 7K3QZ-M9XWA-B4C2D-EF5GH",
    ] {
        assert!(has(&lines, text), "{text}");
    }
}

#[test]
fn a_certificate_product_says_its_own_title_text_date_and_validity() {
    // issue 30: the certificate product was a bare SVG with empty title
    // lines, an ISO date and "Valid from"
    let mut german = doc(CertificateOrientation::Landscape, Language::De);
    german.course_name = "Gutschein Aquarellkurs";
    german.product = Some(ProductWords {
        title: "Geschenkzertifikat",
        text: "Einzulösen für einen Platz im Frühjahrskurs.",
        date_text: None,
        valid: (
            Date::new(2026, 12, 7).unwrap(),
            Some(Date::new(2027, 12, 6).unwrap()),
        ),
    });
    let lines = shown(&certificate_pdf(&german));
    for text in [
        "Geschenkzertifikat",
        "Dieses Zertifikat wird verliehen an",
        "Björn Weiß",
        "für",
        "Gutschein Aquarellkurs",
        "Einzulösen für einen Platz im Frühjahrskurs.",
        "7. Dezember 2026",
        "Datum",
        "Gültig vom 7. Dezember 2026 bis 6. Dezember 2027",
        "Prüfcode: 7K3QZ-M9XWA-B4C2D-EF5GH",
    ] {
        assert!(has(&lines, text), "{text}");
    }
    assert!(!has(&lines, "Abschlusszertifikat"));
    // no title of its own: "Certificate"; the seller's text stands for the date; open-ended
    let mut english = doc(CertificateOrientation::Portrait, Language::En);
    english.product = Some(ProductWords {
        title: "  ",
        text: "",
        date_text: Some("Spring term 2027"),
        valid: (Date::new(2026, 12, 7).unwrap(), None),
    });
    let lines = shown(&certificate_pdf(&english));
    for text in [
        "Certificate",
        "This certificate is awarded to",
        "Spring term 2027",
        "Valid from December 7, 2026",
    ] {
        assert!(has(&lines, text), "{text}");
    }
    let dated = encode("December 7, 2026");
    assert_eq!(
        lines
            .iter()
            .filter(|l| find(l, &dated, 0).is_some())
            .count(),
        1,
        "the custom text stands for the date: the day only in the validity"
    );
    assert!(!has(&lines, "offered by Aquarell mit Jörg"));
}

#[test]
fn a_logo_is_embedded_as_an_image() {
    let jpeg = logo::tests::jpeg_bytes(3);
    let mut d = doc(CertificateOrientation::Landscape, Language::En);
    d.logo = Some(&jpeg);
    let pdf = certificate_pdf(&d);
    let objects = parse(&pdf);
    assert_eq!(objects.len(), 12);
    assert!(objects[3].contains("/XObject << /Im1 11 0 R >>"));
    assert!(objects[11].contains("/Subtype /Image /Width 64 /Height 48 /Filter /DCTDecode"));
    assert!(
        find(&pdf, &jpeg, 0).is_some(),
        "the JPEG's bytes as they are"
    );
    assert!(ascii(&pdf).contains("/Im1 Do"));
    let png = logo::tests::png_bytes(2, 4, 0, &[]);
    d.logo = Some(&png);
    let objects = parse(&certificate_pdf(&d));
    assert!(objects[11].contains("/FlateDecode /DecodeParms << /Predictor 15 /Colors 3"));
    // a logo that cannot go in is left out, the page stays whole
    let alpha = logo::tests::png_bytes(6, 4, 0, &[]);
    d.logo = Some(&alpha);
    let pdf = certificate_pdf(&d);
    assert_eq!(parse(&pdf).len(), 11);
    assert!(!ascii(&pdf).contains("/Im1"));
    d.logo = Some(b"not an image");
    assert_eq!(parse(&certificate_pdf(&d)).len(), 11);
}

/// A number as the page writes it, in hundredths of a point.
fn cp(text: &str) -> i64 {
    let (whole, part) = text.split_once('.').unwrap_or((text, ""));
    let part = format!("{part:0<2}");
    let sign = if whole.starts_with('-') { -1 } else { 1 };
    whole.parse::<i64>().unwrap() * 100 + sign * part.parse::<i64>().unwrap()
}

#[test]
fn long_names_shrink_and_a_long_course_breaks_into_two_lines() {
    let long_name = "Maximiliane Friederike Wilhelmine von Hohenzollern-Sigmaringen-Weißenstein";
    let long_course = "Aquarellmalerei von den ersten Pinselstrichen bis zur eigenen Ausstellung: \
                       Farbenlehre, Nass-in-Nass, Lasuren und Komposition für Fortgeschrittene";
    let mut d = doc(CertificateOrientation::Portrait, Language::De);
    d.buyer_name = long_name;
    d.course_name = long_course;
    d.seller_name =
        "Die ganz besonders lange Aquarellschule am Rande der Stadt mit Blick auf den Fluss GmbH";
    let pdf = certificate_pdf(&d);
    parse(&pdf);
    let content = ascii(&pdf);
    let (w, _) = CertificateOrientation::Portrait.size();
    let max = w - 12_000;
    // every line of the page stays inside its frame
    let mut seen = 0;
    for line in content.lines().filter(|l| l.starts_with("BT /")) {
        let parts: Vec<&str> = line.split(' ').collect();
        let face = Face::ALL
            .iter()
            .find(|f| format!("/{}", f.resource()) == parts[1])
            .unwrap();
        let size = cp(parts[2]);
        let spacing = cp(parts[4]);
        let x = cp(parts[6]);
        let (text, _) = literal_at(line.as_bytes(), line.find(" (").unwrap() + 1);
        let gaps = i64::try_from(text.len()).unwrap() - 1;
        let width = face.width(&text, size) + spacing * gaps;
        assert!(x >= 3000 && x + width <= w - 3000, "{line}");
        seen += 1;
    }
    assert!(seen >= 12);
    let name = encode(long_name);
    let size = fitted(Face::SerifItalic, &name, 4000, 1400, max);
    assert!((1400..3000).contains(&size), "{size}");
    assert!(Face::SerifItalic.width(&name, size) <= max);
    let (size, two) = lines(Face::SerifBold, &encode(long_course), 2400, 1100, max);
    assert_eq!(two.len(), 2);
    assert!(two.iter().all(|l| Face::SerifBold.width(l, size) <= max));
    assert!(shown(&pdf).contains(&two[0]));
    assert!(shown(&pdf).contains(&two[1]));
    // a text without spaces too wide even at the smallest size is cut
    let endless = "W".repeat(300);
    let (size, one) = lines(Face::SerifBold, &encode(&endless), 2600, 1100, max);
    assert_eq!(one.len(), 1);
    assert_eq!(one[0].last(), Some(&ELLIPSIS));
    assert!(Face::SerifBold.width(&one[0], size) <= max);
}

#[test]
fn text_is_encoded_and_escaped() {
    assert_eq!(
        encode("Grüße, Zoë – „ok“ €5"),
        b"Gr\xfc\xdfe, Zo\xeb \x96 \x84ok\x93 \x805".to_vec()
    );
    assert_eq!(encode("  a\n\tb  "), b"a b".to_vec());
    assert_eq!(encode("日本"), b"??".to_vec());
    assert_eq!(literal(b"a(b)c\\d\xfc\n"), "(a\\(b\\)c\\\\d\\374\\012)");
    // a name cannot end the string or add operators
    let mut d = doc(CertificateOrientation::Landscape, Language::En);
    d.buyer_name = ") Tj ET BT (x";
    let pdf = certificate_pdf(&d);
    assert!(ascii(&pdf).contains("(\\) Tj ET BT \\(x)"));
    assert!(has(&shown(&pdf), ") Tj ET BT (x"));
    // the widths: Helvetica's "A" and "ü", Times-Bold's "W"
    assert_eq!(Face::Sans.width(b"A\xfc", 100_000), (667 + 556) * 100);
    assert_eq!(Face::SerifBold.width(b"W", 100_000), 100_000);
    // lengths and colours as the page writes them
    assert_eq!(
        [num(84_189), num(1250), num(3000), num(-5), num(0)],
        ["841.89", "12.5", "30", "-0.05", "0"]
    );
    assert_eq!([unit(255), unit(0), unit(128)], ["1", "0", "0.501"]);
    assert_eq!(colour("#8a6a2e"), Some(Rgb(138, 106, 46)));
    assert_eq!(colour("#fa0"), Some(Rgb(255, 170, 0)));
    assert_eq!(colour("#12345"), None);
    assert_eq!(colour("red"), None);
}

#[test]
fn dates_read_in_the_buyers_language() {
    let day = Date::new(2026, 12, 7).unwrap();
    assert_eq!(long_date(day, Language::De), "7. Dezember 2026");
    assert_eq!(long_date(day, Language::En), "December 7, 2026");
    assert_eq!(
        long_date(Date::new(2027, 3, 1).unwrap(), Language::De),
        "1. März 2027"
    );
}

#[test]
fn codes_carry_a_hundred_bits_and_read_forgivingly() {
    assert_eq!(format_code(&[0; 12]), None);
    assert_eq!(format_code(&[0; 13]).unwrap(), "00000-00000-00000-00000");
    assert_eq!(format_code(&[0xFF; 13]).unwrap(), "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ");
    let code = format_code(&[
        0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC, 0xDE, 0xF0, 0x11, 0x22, 0x33, 0x44, 0x55,
    ])
    .unwrap();
    assert_eq!(code.len(), 23);
    assert_eq!(code, "28T5C-Y4TQK-FF049-26D25");
    assert_eq!(read_code(&code), Some(code.clone()));
    assert_eq!(read_code(" 28t5c y4tqk-ff049 26d25 "), Some(code.clone()));
    assert_eq!(
        read_code("OOOOO-IIIII-LLLLL-00000"),
        Some("00000-11111-11111-00000".into())
    );
    assert_eq!(read_code("28T5C-Y4TQK-FF049-26D2"), None, "short");
    assert_eq!(read_code("28T5C-Y4TQK-FF049-26D255"), None, "long");
    assert_eq!(read_code("28T5C-Y4TQK-FF049-26D2U"), None, "U is no digit");
    assert_eq!(read_code("28T5C-Y4TQK-FF049-26D2ü"), None);
    assert_eq!(read_code(""), None);
}
