//! The one error type of the API and the JSON shape it answers with.
//!
//! **API boundary:** every error body is
//! `{"error": code, "message": text, "errors": [{status, code, title, detail, source?}], "request_id": id}`:
//! `error` and `message` serve the form-style client of spec section 8
//! ("error strings, message ... are shown"), `errors` the JSON:API-style
//! client ("detail, else title"). Each `code` is the translation key; the
//! `message` is core's English text for it (`sellwerk_core::messages`, the
//! same table the browser shows in the reader's language), never the
//! key. An item's `detail` says what happened this time (which id, which
//! limit, which settings are missing; a problem's text for a 422).
//! Decision: the answer's text is English whatever `Accept-Language`
//! says: a client that shows German looks the code up in core's table, as
//! the web app does. `request_id` is the answer's `Request-Id` (`trace`),
//! also at the start of every log line of the request. A 5xx never leaks
//! its cause: the cause is logged and the body says only `server_error`.

use sellwerk_core::ids::ProductId;
use sellwerk_core::messages::{self, Language};
use sellwerk_core::problem::Problem;
use serde::Serialize;
use worker::Response;

#[derive(Debug)]
pub enum AppError {
    /// 400: the body is not JSON, or not the JSON the route takes.
    BadRequest { code: &'static str, detail: String },
    /// 401: no, a bad or an expired token (spec section 8's token codes),
    /// or wrong credentials.
    Unauthorized { code: &'static str, detail: String },
    /// 403: signed in, but not allowed (unconfirmed e-mail, wrong profile).
    Forbidden { code: &'static str, detail: String },
    /// 404
    NotFound { code: &'static str, detail: String },
    /// 405 `method_not_allowed`: the path exists, but not for this method.
    MethodNotAllowed { detail: String },
    /// 409: the resource's state does not allow this (an action not
    /// offered, a code already taken).
    Conflict { code: &'static str, detail: String },
    /// 413
    PayloadTooLarge { limit: usize },
    /// 413 for an upload above the file size limit; `code` says which
    /// (`file_too_large` for a product's file, core's key for a media
    /// file's kind).
    FileTooLarge { limit: u64, code: &'static str },
    /// 422: well-formed, but the values break a rule.
    Unprocessable {
        code: &'static str,
        detail: String,
        field: Option<&'static str>,
    },
    /// 422 with every problem found: each a field path (dots) and its
    /// translation key, as core's validators report them.
    Invalid(Vec<Problem>),
    /// 409 `quote_changed`: the browser's totals differ from the edge's
    /// quote, which the answer carries (`quote`) for the page to show.
    QuoteChanged(serde_json::Value),
    /// 403 `product_password_required`: the product is protected by a
    /// password and the request holds no grant for it. The answer names the
    /// product (`product: {id, name}`, `password_required: true`), all a
    /// page needs to ask for the password; `field` points at the request
    /// field that named the product, if any.
    PasswordRequired {
        product_id: ProductId,
        name: String,
        field: Option<String>,
    },
    /// 416 `range_not_satisfiable`: a `Range` that starts past the end of
    /// a stored file of `size` bytes (`Content-Range: bytes */{size}`).
    RangeNotSatisfiable { size: u64 },
    /// 429: too many requests from one address or for one e-mail; the
    /// client may retry after this many seconds (`Retry-After`).
    TooManyRequests { retry_after: i64 },
    /// 500: our fault. The cause is logged, never sent.
    Internal(String),
    /// 503 `misconfigured`: a production worker without its real secrets
    /// and settings refuses to serve, and says which are missing (names
    /// only, never values).
    Misconfigured(String),
    /// 502: a provider the edge had to ask could not be reached or failed
    /// (not a refusal of what was sent: that is a 422).
    BadGateway { code: &'static str, detail: String },
}

/// Core's English text for `code`. Every code the edge answers with has
/// one (the test `every_code_the_edge_answers_has_a_message`); were one
/// missing, the answer would still be a sentence, never the bare key.
pub fn message_of(code: &str) -> &'static str {
    messages::message(code, Language::En).unwrap_or("This request could not be completed.")
}

/// The error answer (schema `Error` in the API document).
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "Error")]
pub(crate) struct Body<'a> {
    error: &'a str,
    message: &'a str,
    errors: Vec<Item<'a>>,
    request_id: String,
    /// 409 `quote_changed` only: the edge's current quote (schema
    /// `QuoteBody`), for the page to show.
    #[serde(skip_serializing_if = "Option::is_none")]
    quote: Option<&'a serde_json::Value>,
    /// 403 `product_password_required` only: always `true`.
    #[serde(skip_serializing_if = "Option::is_none")]
    password_required: Option<bool>,
    /// 403 `product_password_required` only: the product whose password
    /// the page asks for.
    #[serde(skip_serializing_if = "Option::is_none")]
    product: Option<LockedProduct<'a>>,
}

/// The product a 403 `product_password_required` names.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct LockedProduct<'a> {
    id: ProductId,
    name: &'a str,
}

#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "ErrorItem")]
pub(crate) struct Item<'a> {
    status: String,
    code: &'a str,
    title: &'a str,
    detail: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    source: Option<Source>,
}

#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "ErrorSource")]
pub(crate) struct Source {
    pointer: String,
}

impl AppError {
    pub fn status(&self) -> u16 {
        match self {
            AppError::BadRequest { .. } => 400,
            AppError::Unauthorized { .. } => 401,
            AppError::Forbidden { .. } | AppError::PasswordRequired { .. } => 403,
            AppError::NotFound { .. } => 404,
            AppError::MethodNotAllowed { .. } => 405,
            AppError::Conflict { .. } | AppError::QuoteChanged(_) => 409,
            AppError::PayloadTooLarge { .. } | AppError::FileTooLarge { .. } => 413,
            AppError::Unprocessable { .. } | AppError::Invalid(_) => 422,
            AppError::RangeNotSatisfiable { .. } => 416,
            AppError::TooManyRequests { .. } => 429,
            AppError::Internal(_) => 500,
            AppError::Misconfigured(_) => 503,
            AppError::BadGateway { .. } => 502,
        }
    }

    /// The code: the translation key the answer names (`error`, and each
    /// item's `code`; a 422 names its first problem's).
    pub fn code(&self) -> &'static str {
        match self {
            AppError::BadRequest { code, .. }
            | AppError::Unauthorized { code, .. }
            | AppError::Forbidden { code, .. }
            | AppError::NotFound { code, .. }
            | AppError::Conflict { code, .. }
            | AppError::Unprocessable { code, .. }
            | AppError::BadGateway { code, .. }
            | AppError::FileTooLarge { code, .. } => code,
            AppError::MethodNotAllowed { .. } => "method_not_allowed",
            AppError::QuoteChanged(_) => "quote_changed",
            AppError::PayloadTooLarge { .. } => "payload_too_large",
            AppError::Invalid(problems) => problems.first().map_or("invalid_input", |p| p.code),
            AppError::PasswordRequired { .. } => "product_password_required",
            AppError::TooManyRequests { .. } => "rate_limited",
            AppError::RangeNotSatisfiable { .. } => "range_not_satisfiable",
            AppError::Misconfigured(_) => "misconfigured",
            AppError::Internal(_) => "server_error",
        }
    }

    /// The code (the translation key), title, detail and field of an error
    /// answered with one `errors` item.
    fn parts(&self) -> (&'static str, &'static str, String, Option<&'static str>) {
        match self {
            AppError::BadRequest { code, detail } => (*code, "Bad request", detail.clone(), None),
            AppError::Unauthorized { code, detail } => {
                (*code, "Unauthorized", detail.clone(), None)
            }
            AppError::Forbidden { code, detail } => (*code, "Forbidden", detail.clone(), None),
            AppError::NotFound { code, detail } => (*code, "Not found", detail.clone(), None),
            AppError::MethodNotAllowed { detail } => (
                "method_not_allowed",
                "Method not allowed",
                detail.clone(),
                None,
            ),
            AppError::Conflict { code, detail } => (*code, "Conflict", detail.clone(), None),
            AppError::BadGateway { code, detail } => (*code, "Bad gateway", detail.clone(), None),
            AppError::QuoteChanged(_) => (
                "quote_changed",
                "Conflict",
                "the totals have changed; here is the current quote".to_owned(),
                None,
            ),
            AppError::FileTooLarge { limit, code } => (
                code,
                "File too large",
                format!("a file may have at most {limit} bytes"),
                None,
            ),
            AppError::PayloadTooLarge { limit } => (
                "payload_too_large",
                "Payload too large",
                format!("the request body exceeds {limit} bytes"),
                None,
            ),
            AppError::Unprocessable {
                code,
                detail,
                field,
            } => (*code, "Invalid input", detail.clone(), *field),
            AppError::Invalid(_) | AppError::PasswordRequired { .. } => {
                ("invalid_input", "Invalid input", String::new(), None)
            }
            AppError::RangeNotSatisfiable { size } => (
                "range_not_satisfiable",
                "Range not satisfiable",
                format!("the file has {size} bytes"),
                None,
            ),
            AppError::TooManyRequests { retry_after } => (
                "rate_limited",
                "Too many requests",
                format!("too many attempts; retry after {retry_after} seconds"),
                None,
            ),
            AppError::Misconfigured(what) => (
                "misconfigured",
                "Service unavailable",
                format!("this worker is not configured for production: {what}"),
                None,
            ),
            AppError::Internal(cause) => {
                crate::trace::log_error!("internal error: {cause}");
                (
                    "server_error",
                    "Server error",
                    "Something went wrong on our side. Please try again.".to_owned(),
                    None,
                )
            }
        }
    }

    pub fn into_response(self) -> worker::Result<Response> {
        let status = self.status();
        if let AppError::Invalid(problems) = &self {
            return invalid_response(status, problems);
        }
        if let AppError::PasswordRequired {
            product_id,
            name,
            field,
        } = &self
        {
            return password_required_response(*product_id, name, field.as_deref());
        }
        let (code, title, detail, field) = self.parts();
        debug_assert_eq!(code, self.code());
        let body = Body {
            error: code,
            message: message_of(code),
            errors: vec![Item {
                status: status.to_string(),
                code,
                title,
                detail: &detail,
                source: field.map(|f| Source {
                    pointer: format!("/{f}"),
                }),
            }],
            request_id: crate::trace::id(),
            quote: match &self {
                AppError::QuoteChanged(quote) => Some(quote),
                _ => None,
            },
            password_required: None,
            product: None,
        };
        let mut response = Response::from_json(&body)?.with_status(status);
        if let AppError::TooManyRequests { retry_after } = self {
            response
                .headers_mut()
                .set("Retry-After", &retry_after.to_string())?;
        }
        if let AppError::RangeNotSatisfiable { size } = self {
            response.headers_mut().set(
                "Content-Range",
                &sellwerk_core::files::range::unsatisfied(size),
            )?;
        }
        Ok(response)
    }
}

/// A JSON pointer for a dotted field path: `buyer.vat_id` -> `/buyer/vat_id`.
fn pointer(field: &str) -> String {
    format!("/{}", field.replace('.', "/"))
}

fn invalid_response(status: u16, problems: &[Problem]) -> worker::Result<Response> {
    let first_code = problems.first().map_or("invalid_input", |p| p.code);
    let body = Body {
        error: first_code,
        message: message_of(first_code),
        errors: problems
            .iter()
            .map(|p| Item {
                status: status.to_string(),
                code: p.code,
                title: "Invalid input",
                detail: message_of(p.code),
                source: (!p.field.is_empty()).then(|| Source {
                    pointer: pointer(&p.field),
                }),
            })
            .collect(),
        request_id: crate::trace::id(),
        quote: None,
        password_required: None,
        product: None,
    };
    Ok(Response::from_json(&body)?.with_status(status))
}

fn password_required_response(
    product_id: ProductId,
    name: &str,
    field: Option<&str>,
) -> worker::Result<Response> {
    let code = "product_password_required";
    let detail = format!("product {product_id} is protected by a password");
    let body = Body {
        error: code,
        message: message_of(code),
        errors: vec![Item {
            status: "403".to_owned(),
            code,
            title: "Password required",
            detail: &detail,
            source: field.map(|f| Source {
                pointer: pointer(f),
            }),
        }],
        request_id: crate::trace::id(),
        quote: None,
        password_required: Some(true),
        product: Some(LockedProduct {
            id: product_id,
            name,
        }),
    };
    Ok(Response::from_json(&body)?.with_status(403))
}

impl From<worker::Error> for AppError {
    fn from(e: worker::Error) -> Self {
        AppError::Internal(e.to_string())
    }
}

pub type AppResult<T> = Result<T, AppError>;

/// An id that is no valid id where the edge itself made or stored it (a
/// number from a row, a session): a broken invariant, never the caller's
/// input (a path's id is checked by `extract::id_param` first).
impl From<sellwerk_core::ids::InvalidId> for AppError {
    fn from(e: sellwerk_core::ids::InvalidId) -> Self {
        AppError::Internal(e.to_string())
    }
}

/// What a handler in the route table may return: the worker's result, or
/// ours, whose error becomes the spec's error answer. A handler returning
/// `AppResult` needs no wrapper around it.
pub trait IntoAnswer {
    fn into_answer(self) -> worker::Result<Response>;
}

impl IntoAnswer for worker::Result<Response> {
    fn into_answer(self) -> worker::Result<Response> {
        self
    }
}

impl IntoAnswer for AppResult<Response> {
    fn into_answer(self) -> worker::Result<Response> {
        self.or_else(AppError::into_response)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::expect_used)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::Path;

    /// A token of Rust source, as far as the code scan needs one.
    #[derive(Debug, PartialEq)]
    enum Tok {
        Ident(String),
        Str(String),
        Punct(char),
    }

    /// `source` as identifiers, string literals and punctuation, without
    /// comments (a `code:` inside a comment or a string is no code).
    fn tokens(source: &str) -> Vec<Tok> {
        let chars: Vec<char> = source.chars().collect();
        let mut out = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let next = chars.get(i + 1).copied();
            if c.is_whitespace() {
                i += 1;
            } else if c == '/' && next == Some('/') {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            } else if c == '/' && next == Some('*') {
                i += 2;
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    i += 1;
                }
                i += 2;
            } else if c == 'r' && (next == Some('#') || next == Some('"')) {
                // a raw string: r"…" or r#"…"#
                let mut hashes = 0;
                i += 1;
                while chars.get(i) == Some(&'#') {
                    hashes += 1;
                    i += 1;
                }
                if chars.get(i) != Some(&'"') {
                    out.push(Tok::Ident("r".to_owned()));
                    continue;
                }
                i += 1;
                let start = i;
                loop {
                    if chars[i] == '"' && chars[i + 1..].iter().take(hashes).all(|h| *h == '#') {
                        break;
                    }
                    i += 1;
                }
                out.push(Tok::Str(chars[start..i].iter().collect()));
                i += 1 + hashes;
            } else if c == '"' {
                let mut text = String::new();
                i += 1;
                while chars[i] != '"' {
                    if chars[i] == '\\' {
                        i += 1;
                    }
                    text.push(chars[i]);
                    i += 1;
                }
                out.push(Tok::Str(text));
                i += 1;
            } else if c == '\'' {
                // a char literal ('"', '\n') or a lifetime ('static)
                if next == Some('\\') {
                    i += 2;
                    while chars[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                } else if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                } else {
                    out.push(Tok::Punct('\''));
                    i += 1;
                }
            } else if c.is_alphanumeric() || c == '_' {
                let start = i;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                out.push(Tok::Ident(chars[start..i].iter().collect()));
            } else {
                out.push(Tok::Punct(c));
                i += 1;
            }
        }
        out
    }

    /// The arguments (or the one expression) starting at `from`, up to the
    /// closing bracket or the `;` that ends them, split at top-level commas.
    fn arguments(toks: &[Tok], from: usize) -> Vec<&[Tok]> {
        let mut args = Vec::new();
        let mut depth = 0usize;
        let mut start = from;
        for (i, tok) in toks.iter().enumerate().skip(from) {
            match tok {
                Tok::Punct('(' | '[' | '{') => depth += 1,
                Tok::Punct(')' | ']' | '}') => {
                    if depth == 0 {
                        args.push(&toks[start..i]);
                        return args;
                    }
                    depth -= 1;
                }
                Tok::Punct(',') if depth == 0 => {
                    args.push(&toks[start..i]);
                    start = i + 1;
                }
                Tok::Punct(';') if depth == 0 => {
                    args.push(&toks[start..i]);
                    return args;
                }
                _ => {}
            }
        }
        args.push(&toks[start..]);
        args
    }

    fn is_code(text: &str) -> bool {
        !text.is_empty()
            && text.starts_with(|c: char| c.is_ascii_lowercase())
            && text
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
    }

    /// The codes `source` answers with: every literal of a `code:` field,
    /// of a `let code = if …` choice, the key of a `Problem::new(field,
    /// key)`, and the key given to the edge's helpers that make an error of
    /// one (`refuse(field, key)`, `refresh_error(key)`, `id_param(ctx,
    /// name, key)`).
    fn codes_in(source: &str, found: &mut BTreeSet<String>) {
        let source = source.split("#[cfg(test)]").next().unwrap_or("");
        let toks = tokens(source);
        let ident = |i: usize, name: &str| matches!(toks.get(i), Some(Tok::Ident(n)) if n == name);
        let punct = |i: usize, c: char| matches!(toks.get(i), Some(Tok::Punct(p)) if *p == c);
        let mut take = |part: &[Tok]| {
            for tok in part {
                if let Tok::Str(text) = tok
                    && is_code(text)
                {
                    found.insert(text.clone());
                }
            }
        };
        for i in 0..toks.len() {
            if ident(i, "code")
                && punct(i + 1, ':')
                && !punct(i + 2, ':')
                && !punct(i.wrapping_sub(1), ':')
            {
                if let Some(expr) = arguments(&toks, i + 2).first() {
                    take(expr);
                }
            } else if ident(i, "let")
                && ident(i + 1, "code")
                && punct(i + 2, '=')
                && ident(i + 3, "if")
            {
                if let Some(expr) = arguments(&toks, i + 3).first() {
                    take(expr);
                }
            } else if ident(i, "Problem")
                && punct(i + 1, ':')
                && punct(i + 2, ':')
                && ident(i + 3, "new")
                && punct(i + 4, '(')
            {
                if let Some(key) = arguments(&toks, i + 5).get(1) {
                    take(key);
                }
            } else {
                for (helper, at) in [("refuse", 1), ("refresh_error", 0), ("id_param", 2)] {
                    if ident(i, helper) && punct(i + 1, '(') && !ident(i.wrapping_sub(1), "fn") {
                        if let Some(key) = arguments(&toks, i + 2).get(at) {
                            take(key);
                        }
                    }
                }
            }
        }
    }

    fn scan(dir: &Path, found: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                scan(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs")
                && path.file_name().is_some_and(|n| n != "tests.rs")
            {
                codes_in(&std::fs::read_to_string(&path).unwrap(), found);
            }
        }
    }

    /// The codes of the answers this module words itself, one per variant
    /// whose code is not its caller's (`AppError::code` is exhaustive).
    fn fixed_codes() -> Vec<&'static str> {
        let all = [
            AppError::MethodNotAllowed {
                detail: String::new(),
            },
            AppError::QuoteChanged(serde_json::Value::Null),
            AppError::FileTooLarge {
                limit: 1,
                code: "file_too_large",
            },
            AppError::PayloadTooLarge { limit: 1 },
            AppError::Invalid(Vec::new()),
            AppError::PasswordRequired {
                product_id: ProductId::new(1).unwrap(),
                name: String::new(),
                field: None,
            },
            AppError::TooManyRequests { retry_after: 1 },
            AppError::RangeNotSatisfiable { size: 1 },
            AppError::Misconfigured(String::new()),
            AppError::Internal(String::new()),
        ];
        all.iter().map(AppError::code).collect()
    }

    /// Every code the edge answers with has core's text in English and
    /// German, and is listed in core's `messages::EDGE_KEYS`, which lists
    /// nothing the edge no longer answers.
    #[test]
    fn every_code_the_edge_answers_has_a_message() {
        let mut found = BTreeSet::new();
        scan(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut found,
        );
        found.extend(fixed_codes().into_iter().map(str::to_owned));
        // the scan reaches: codes of each kind it reads are among them
        for sure in [
            "sold_out",                 // code: "…"
            "link_expired",             // code: if … { "…" } else { "…" }
            "malformed_json",           // let code = if …
            "product_password_invalid", // Problem::new(field, "…")
            "missing_refresh_token",    // refresh_error("…")
            "coupon_not_found",         // id_param(ctx, name, "…")
            "quote_changed",            // this module's own
            "server_error",
        ] {
            assert!(found.contains(sure), "the scan missed {sure}: {found:?}");
        }
        let mut missing = Vec::new();
        for code in &found {
            for language in [Language::En, Language::De] {
                if messages::message(code, language).is_none() {
                    missing.push(format!("{code} ({language:?})"));
                }
            }
        }
        assert!(missing.is_empty(), "codes without core's text: {missing:?}");
        let listed: BTreeSet<String> = messages::EDGE_KEYS
            .iter()
            .map(|k| (*k).to_owned())
            .collect();
        let unlisted: Vec<&String> = found.difference(&listed).collect();
        assert!(
            unlisted.is_empty(),
            "codes the edge answers that core's EDGE_KEYS lacks: {unlisted:?}"
        );
        let stale: Vec<&String> = listed.difference(&found).collect();
        assert!(
            stale.is_empty(),
            "EDGE_KEYS lists codes the edge no longer answers: {stale:?}"
        );
    }

    #[test]
    fn the_scan_reads_codes_not_comments_or_strings() {
        let mut found = BTreeSet::new();
        codes_in(
            r#"
            // code: "in_a_comment"
            let text = "code: \"in_a_string\"";
            let quote = '"';
            fn f<'a>(x: &'a str) -> AppError { AppError::Conflict { code: "one", detail: format!("a {x}") } }
            let p = Problem::new("field", "two");
            let q = id_param(&ctx, "id", "three")?;
            let code = str_param(&ctx, "not_a_code");
            #[cfg(test)]
            mod tests { const X: Item = Item { code: "in_tests" }; }
            "#,
            &mut found,
        );
        let found: Vec<&str> = found.iter().map(String::as_str).collect();
        assert_eq!(found, ["one", "three", "two"]);
    }

    #[test]
    fn the_message_is_cores_text_and_the_detail_this_occurrence() {
        assert_eq!(message_of("sold_out"), "Sorry, this is sold out.");
        assert_eq!(
            message_of("no_such_code_anywhere"),
            "This request could not be completed."
        );
        let (code, _, detail, _) = AppError::TooManyRequests { retry_after: 7 }.parts();
        assert_eq!(code, "rate_limited");
        assert!(detail.contains('7'), "{detail}");
        assert_ne!(message_of(code), detail);
    }
}

/// A failure of a layer below a use-case service (the store, a provider,
/// a lower service), carried through the service's domain error as it came
/// and answered as it would have been: the services name their own errors,
/// never the HTTP answer, and `crate::boundary` maps both ways.
#[derive(Debug)]
pub struct Failure(pub(crate) AppError);

impl From<AppError> for Failure {
    fn from(e: AppError) -> Self {
        Failure(e)
    }
}

impl From<worker::Error> for Failure {
    fn from(e: worker::Error) -> Self {
        Failure(e.into())
    }
}

impl From<Failure> for AppError {
    fn from(Failure(e): Failure) -> Self {
        e
    }
}

impl Failure {
    /// Our own fault, with its cause (logged, answered as a 500).
    pub fn internal(cause: impl Into<String>) -> Self {
        Failure(AppError::Internal(cause.into()))
    }
}
