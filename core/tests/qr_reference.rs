//! Core's QR encoder against symbols made by an independent encoder for
//! the same text, version and mask (`fixtures/qr_reference.json`, made with
//! the python-qrcode package): every
//! module must match, for versions 1 to 10 and all eight masks.

use sellwerk_core::qr::QrCode;

#[test]
fn symbols_match_the_reference_module_for_module() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/qr_reference.json"
    ))
    .unwrap();
    let fixtures: serde_json::Value = serde_json::from_str(&text).unwrap();
    let cases = fixtures["cases"].as_array().unwrap();
    assert!(cases.len() >= 15);
    let mut masks = std::collections::BTreeSet::new();
    for case in cases {
        let text = case["text"].as_str().unwrap();
        let version = usize::try_from(case["version"].as_u64().unwrap()).unwrap();
        let mask = u8::try_from(case["mask"].as_u64().unwrap()).unwrap();
        masks.insert(mask);
        let expected: Vec<String> = case["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_str().unwrap().to_owned())
            .collect();
        let ours = QrCode::with(text.as_bytes(), version, mask).unwrap();
        assert_eq!(
            ours.rows(),
            expected,
            "{text:?} version {version} mask {mask}"
        );
    }
    assert_eq!(masks.len(), 8, "every mask is covered");
}
