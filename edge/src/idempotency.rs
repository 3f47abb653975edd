//! `Idempotency-Key` for every route that creates something or moves
//! money, applied by the router to the routes its table marks `stored`.
//!
//! A request with the header runs once per key: the router claims the key
//! in the principal's scope (`session::Principal::scope`: a seller's keys
//! are the seller's, whoever of their team sends them; a user's are the
//! user's; a public route's are `public`), runs the handler, and keeps its
//! answer (status, body, `Content-Type`, `Location`, `Cache-Control`) for
//! 24 hours (`repo::idempotency`, migration 0020). A repeat with the same
//! key, method, path and body is answered from there, with
//! `Idempotent-Replayed: true`; the same key with another method, path or
//! body is 422 `idempotency_key_reused`; a repeat while the first still
//! runs is 409 `idempotency_key_in_progress`.
//!
//! Decisions (the spec is silent):
//! - The header is optional on `stored` routes: without it a request runs
//!   as always. A key of more than 255 characters, or with other than
//!   printable ASCII, is 400 `idempotency_key_invalid`.
//! - Only answers below 400 are kept. A refusal (4xx) changed nothing, and a
//!   5xx may not have finished; either way the key is given back, so a
//!   retry with the same key runs again (as a client retrying a 5xx
//!   expects) rather than replaying a failure. The key is resolved after
//!   the principal: a request the route refuses with 401 or 403 claims
//!   nothing.
//! - Bodies compare as canonical JSON (key order and spacing do not
//!   matter), other bodies byte for byte.
//! - A run whose isolate ended before it answered holds its key for two
//!   minutes; then the same request may take it over.
//! - Order creation (`Idempotency::Order`) keeps its own key, written in
//!   the order's batch, and a repeat resumes the order's payment rather
//!   than replaying a stale answer (`routes::orders`).

use std::future::Future;

use serde::Serialize;
use worker::{Headers, Request, Response, ResponseBody, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult, IntoAnswer};
use crate::repo::{self, idempotency::KeptAnswer};

/// Longest key accepted (core's policy, the same for an order's key).
pub use sellwerk_core::orders::IDEMPOTENCY_KEY_MAX as KEY_MAX;
/// How long a running first request holds its key.
const LOCK_SECONDS: i64 = 120;
/// How long an answer is kept.
const KEEP_SECONDS: i64 = 24 * 60 * 60;
/// The headers of an answer that are kept and replayed.
const KEPT_HEADERS: [&str; 3] = ["content-type", "location", "cache-control"];
/// The header that marks a replayed answer.
pub const REPLAYED: &str = "Idempotent-Replayed";
/// The scope of the keys of public routes.
pub const PUBLIC: &str = "public";

/// How a route of the table treats `Idempotency-Key`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Idempotency {
    /// Not at all (reads, and writes that are idempotent by themselves).
    None,
    /// The router keeps the answer per key (this module).
    Stored,
    /// The handler keeps its own key (order creation).
    Order,
}

/// Runs `handler` for `req` under `mode`, with `scope` the principal's.
pub async fn serve<F, Fut, A>(
    req: Request,
    ctx: RouteContext<()>,
    mode: Idempotency,
    scope: String,
    handler: F,
) -> worker::Result<Response>
where
    F: FnOnce(Request, RouteContext<()>) -> Fut,
    Fut: Future<Output = A>,
    A: IntoAnswer,
{
    if mode != Idempotency::Stored {
        return handler(req, ctx).await.into_answer();
    }
    match stored(req, ctx, &scope, handler).await {
        Ok(response) => Ok(response),
        Err(e) => e.into_response(),
    }
}

/// The key of `req`, if it sends one.
pub fn key(req: &Request) -> AppResult<Option<String>> {
    let Some(raw) = req.headers().get("idempotency-key")? else {
        return Ok(None);
    };
    let key = raw.trim();
    if key.is_empty() || key.len() > KEY_MAX || !key.chars().all(|c| c.is_ascii_graphic()) {
        return Err(AppError::BadRequest {
            code: "idempotency_key_invalid",
            detail: format!("an Idempotency-Key has 1 to {KEY_MAX} printable ASCII characters"),
        });
    }
    Ok(Some(key.to_owned()))
}

/// What the body is, for comparing a repeat with the first request.
fn fingerprint(body: &[u8]) -> String {
    if let Ok(value) = serde_json::from_slice::<serde_json::Value>(body) {
        return sellwerk_core::orders::fingerprint(&value);
    }
    let hex = body
        .iter()
        .fold(String::with_capacity(body.len() * 2), |mut out, b| {
            use std::fmt::Write;
            let _ = write!(out, "{b:02x}");
            out
        });
    sellwerk_core::auth::token_digest(&hex)
}

async fn stored<F, Fut, A>(
    req: Request,
    ctx: RouteContext<()>,
    scope: &str,
    handler: F,
) -> AppResult<Response>
where
    F: FnOnce(Request, RouteContext<()>) -> Fut,
    Fut: Future<Output = A>,
    A: IntoAnswer,
{
    let Some(key) = key(&req)? else {
        return Ok(handler(req, ctx).await.into_answer()?);
    };
    // the handler reads the body itself; the key compares a copy of it
    let mut copy = req.clone()?;
    let body = crate::extract::body_bytes(&mut copy).await?;
    let url = req.url()?;
    let path = match url.query() {
        Some(query) => format!("{}?{query}", url.path()),
        None => url.path().to_owned(),
    };
    let method = req.method().to_string();
    let print = fingerprint(&body);
    let asked = repo::idempotency::Request {
        scope,
        key: &key,
        method: &method,
        path: &path,
        fingerprint: &print,
    };
    let db = repo::db(&ctx.env)?;
    let now = clock::now();
    if let Some(kept) =
        repo::idempotency::claim(&db, &asked, now, now + LOCK_SECONDS, now + KEEP_SECONDS).await?
    {
        if kept.method != method || kept.path != path || kept.fingerprint != print {
            return Err(AppError::Unprocessable {
                code: "idempotency_key_reused",
                detail: "this Idempotency-Key was used with another request".to_owned(),
                field: None,
            });
        }
        let Some(answer) = kept.answer else {
            return Err(AppError::Conflict {
                code: "idempotency_key_in_progress",
                detail: "a request with this Idempotency-Key is still running; retry shortly"
                    .to_owned(),
            });
        };
        return replay(answer);
    }
    let mut response = match handler(req, ctx).await.into_answer() {
        Ok(response) => response,
        Err(e) => {
            release(&db, scope, &key).await;
            return Err(e.into());
        }
    };
    let status = response.status_code();
    if status >= 400 {
        release(&db, scope, &key).await;
        return Ok(response);
    }
    let bytes = response.bytes().await?;
    let headers = response.headers().clone();
    let rebuilt = Response::from_body(ResponseBody::Body(bytes.clone()))?
        .with_status(status)
        .with_headers(headers.clone());
    let Ok(body) = String::from_utf8(bytes) else {
        // not text: answered, but not kept (no stored route answers so)
        release(&db, scope, &key).await;
        return Ok(rebuilt);
    };
    let mut kept_headers = serde_json::Map::new();
    for name in KEPT_HEADERS {
        if let Some(value) = headers.get(name)? {
            kept_headers.insert(name.to_owned(), serde_json::Value::String(value));
        }
    }
    let answer = KeptAnswer {
        status,
        headers: serde_json::Value::Object(kept_headers).to_string(),
        body,
    };
    // What the handler did is done: a failure to keep its answer is logged,
    // and the answer still goes out (the key stays claimed, so a repeat is
    // refused as in progress until the claim lapses).
    if let Err(e) = repo::idempotency::keep(&db, scope, &key, &answer).await {
        crate::trace::log_error!(
            "keeping the answer for idempotency key {key:?} of {scope}: {e:?}"
        );
    }
    Ok(rebuilt)
}

/// Gives the key back after an answer that is not kept; a failure is
/// logged (the claim then lapses by itself) rather than replacing the
/// handler's answer.
async fn release(db: &worker::D1Database, scope: &str, key: &str) {
    if let Err(e) = repo::idempotency::release(db, scope, key).await {
        crate::trace::log_error!("giving back idempotency key {key:?} of {scope}: {e:?}");
    }
}

/// The kept answer, marked as replayed.
fn replay(answer: KeptAnswer) -> AppResult<Response> {
    let headers = Headers::new();
    let kept: serde_json::Map<String, serde_json::Value> = serde_json::from_str(&answer.headers)
        .map_err(|e| AppError::Internal(format!("kept headers: {e}")))?;
    for (name, value) in &kept {
        if let Some(value) = value.as_str() {
            headers.set(name, value)?;
        }
    }
    headers.set(REPLAYED, "true")?;
    Ok(
        Response::from_body(ResponseBody::Body(answer.body.into_bytes()))?
            .with_status(answer.status)
            .with_headers(headers),
    )
}
