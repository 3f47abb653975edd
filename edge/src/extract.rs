//! Request extraction shared by the handlers: bodies and path parameters.

use serde::de::DeserializeOwned;
use worker::{Request, RouteContext};

use crate::error::{AppError, AppResult};

/// Largest JSON body any route accepts.
pub const MAX_JSON_BODY: usize = 64 * 1024;

/// Reads a body of at most [`MAX_JSON_BODY`] bytes: 413 when larger (by its
/// `Content-Length` before reading, or by what arrived).
pub async fn body_bytes(req: &mut Request) -> AppResult<Vec<u8>> {
    let declared = req.headers().get("content-length").ok().flatten();
    if declared
        .and_then(|v| v.parse::<usize>().ok())
        .is_some_and(|n| n > MAX_JSON_BODY)
    {
        return Err(AppError::PayloadTooLarge {
            limit: MAX_JSON_BODY,
        });
    }
    let bytes = req.bytes().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    if bytes.len() > MAX_JSON_BODY {
        return Err(AppError::PayloadTooLarge {
            limit: MAX_JSON_BODY,
        });
    }
    Ok(bytes)
}

/// Reads a JSON body into `T`: 413 when too large, 400 when not JSON or not
/// of the expected shape (with serde's description of what is wrong).
pub async fn json_body<T: DeserializeOwned>(req: &mut Request) -> AppResult<T> {
    let bytes = body_bytes(req).await?;
    serde_json::from_slice(&bytes).map_err(|e| {
        let code = if e.is_syntax() || e.is_eof() {
            "malformed_json"
        } else {
            "invalid_input"
        };
        AppError::BadRequest {
            code,
            detail: e.to_string(),
        }
    })
}

/// A numeric id from the path, as the typed id the route expects
/// (`ProductId`, `OrderId`, … of `sellwerk_core::ids`, each positive);
/// anything else is a 404 (no such resource).
pub fn id_param<D, T: TryFrom<i64>>(
    ctx: &RouteContext<D>,
    name: &str,
    what: &'static str,
) -> AppResult<T> {
    let raw = ctx.param(name).map_or("", String::as_str);
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .and_then(|id| T::try_from(id).ok())
        .ok_or_else(|| AppError::NotFound {
            code: what,
            detail: format!("{raw:?} is not a valid id"),
        })
}

/// The query parameter `name` of `req`'s URL, empty when absent.
pub fn query_param(req: &Request, name: &str) -> AppResult<String> {
    Ok(req
        .url()?
        .query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default())
}

/// What a value is called on the wire (its serde name: `card`,
/// `one_time`), for storing enum values as text.
pub fn wire_name<T: serde::Serialize>(value: T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

pub fn str_param<'a, D>(ctx: &'a RouteContext<D>, name: &str) -> &'a str {
    ctx.param(name).map_or("", String::as_str)
}

/// The fields of a form body (`application/x-www-form-urlencoded` or
/// multipart) or of a flat JSON object of strings: the renew-token call of
/// spec section 7 sends a form, API clients may send JSON.
pub async fn form_fields(
    req: &mut Request,
) -> AppResult<std::collections::HashMap<String, String>> {
    form_values(req, &["refresh_token", "fingerprint"]).await
}

/// The fields `names` of a form body (or a flat JSON object of strings);
/// others are ignored.
pub async fn form_values(
    req: &mut Request,
    names: &[&str],
) -> AppResult<std::collections::HashMap<String, String>> {
    let is_json = req
        .headers()
        .get("content-type")
        .ok()
        .flatten()
        .is_some_and(|t| t.starts_with("application/json"));
    if is_json {
        return json_body(req).await;
    }
    let mut fields = std::collections::HashMap::new();
    let Ok(form) = req.form_data().await else {
        // No body at all is an empty form (the refresh token may be a cookie).
        return Ok(fields);
    };
    for name in names {
        if let Some(worker::FormEntry::Field(value)) = form.get(name) {
            fields.insert((*name).to_owned(), value);
        }
    }
    Ok(fields)
}

/// The list query of `req`'s query string, by core's list rules, refused
/// with every problem when the list `spec` does not offer what it asks.
pub fn list_query(
    req: &Request,
    spec: &sellwerk_core::lists::ListDef,
) -> AppResult<sellwerk_core::lists::ListQuery> {
    let url = req.url()?;
    let scope = sellwerk_core::lists::ListScope::seller(crate::clock::today().year());
    let query = sellwerk_core::lists::ListQuery::parse(url.query().unwrap_or(""), scope)
        .map_err(AppError::Invalid)?;
    spec.check(&query).map_err(AppError::Invalid)?;
    Ok(query)
}
