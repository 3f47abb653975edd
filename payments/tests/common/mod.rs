//! Reading the fixtures of `payments/fixtures/` (their format is described
//! in its README) and comparing built requests with them.
#![allow(
    dead_code,
    clippy::unwrap_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::collections::BTreeMap;
use std::path::PathBuf;

use sellwerk_payments::form;
use sellwerk_payments::model::{HttpRequest, HttpResponse};
use serde::de::DeserializeOwned;
use serde_json::Value;

fn dir(provider: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(provider)
}

/// The fixture `name` (without `.json`) of `provider`.
pub fn load(provider: &str, name: &str) -> Value {
    let path = dir(provider).join(format!("{name}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every fixture of `provider`, by name.
pub fn all(provider: &str) -> BTreeMap<String, Value> {
    std::fs::read_dir(dir(provider))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .map(|path| {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let value = load(provider, &name);
            (name, value)
        })
        .collect()
}

/// The fixture's `input`, as `T`.
pub fn input<T: DeserializeOwned>(fixture: &Value) -> T {
    serde_json::from_value(fixture["input"].clone()).unwrap()
}

/// A string of the fixture's `input`.
pub fn input_str<'a>(fixture: &'a Value, key: &str) -> &'a str {
    fixture["input"][key].as_str().unwrap()
}

/// The fixture's `response` as the edge would hand it over.
pub fn response(fixture: &Value) -> HttpResponse {
    let response = &fixture["response"];
    let status = u16::try_from(response["status"].as_u64().unwrap()).unwrap();
    let body = match (&response["body"], &response["body_text"]) {
        (Value::Null, Value::String(text)) => text.clone(),
        (body, Value::Null) => serde_json::to_string_pretty(body).unwrap(),
        _ => panic!("a response has either body or body_text"),
    };
    HttpResponse { status, body }
}

/// The event a webhook fixture delivers, as its body text.
pub fn event_body(fixture: &Value) -> String {
    serde_json::to_string(&fixture["event"]).unwrap()
}

/// A request token used by the fixtures.
pub fn bearer(fixture: &Value) -> String {
    fixture["request"]["headers"]["Authorization"]
        .as_str()
        .unwrap()
        .strip_prefix("Bearer ")
        .unwrap()
        .to_owned()
}

/// Asserts that `built` is the fixture's expected request.
pub fn assert_request(built: &HttpRequest, fixture: &Value) {
    let expected = &fixture["request"];
    assert_eq!(built.method, expected["method"].as_str().unwrap());
    assert_eq!(built.url, expected["url"].as_str().unwrap());
    for (name, value) in expected["headers"].as_object().unwrap() {
        assert_eq!(
            built.header(name),
            Some(value.as_str().unwrap()),
            "header {name}"
        );
    }
    if let Some(fields) = expected.get("form") {
        let decoded = form::decode(&built.body).unwrap();
        let built_fields: BTreeMap<String, String> = decoded.iter().cloned().collect();
        assert_eq!(
            built_fields.len(),
            decoded.len(),
            "a field twice: {decoded:?}"
        );
        let expected_fields: BTreeMap<String, String> = fields
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned()))
            .collect();
        assert_eq!(built_fields, expected_fields);
    } else if let Some(json) = expected.get("json") {
        let built_json: Value = serde_json::from_str(&built.body).unwrap();
        assert_eq!(&built_json, json);
    } else {
        assert_eq!(built.body, expected["body"].as_str().unwrap());
    }
}
