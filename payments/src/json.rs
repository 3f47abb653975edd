//! Reading provider JSON without trusting it: typed parsing whose errors are
//! values, and the small accessors the parsers share.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// `body` parsed as `T`, or why not (for a `Malformed` error).
pub fn parse<T: DeserializeOwned>(body: &str) -> Result<T, String> {
    serde_json::from_str(body).map_err(|e| e.to_string())
}

/// The id of a field that is either an id or the expanded object with an
/// `id` (Stripe's expandable fields).
pub fn id_of(value: Option<&Value>) -> Option<String> {
    match value? {
        Value::String(id) => Some(id.clone()),
        Value::Object(object) => object.get("id").and_then(Value::as_str).map(str::to_owned),
        _ => None,
    }
}

/// The string at `path` in `value`.
pub fn str_at<'a>(value: &'a Value, path: &[&str]) -> Option<&'a str> {
    path.iter()
        .try_fold(value, |v, key| v.get(*key))
        .and_then(Value::as_str)
}

/// Some text when `text` is not blank.
pub fn non_empty(text: Option<&str>) -> Option<String> {
    text.map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
}

/// `text` as a JSON string literal.
pub fn quote(text: &str) -> String {
    Value::String(text.to_owned()).to_string()
}
