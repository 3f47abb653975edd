//! The one error type of the API and the JSON shape it answers with.
//!
//! **API boundary:** every error body is
//! `{"error": code, "message": text, "errors": [{status, code, title, detail, source?}], "request_id": id}`:
//! `error` and `message` serve the form-style client of spec section 8
//! ("error strings, message ... are shown"), `errors` the JSON:API-style
//! client ("detail, else title"). Each `code` is the translation key the
//! client shows the message of. `request_id` is the answer's `Request-Id`
//! (`trace`), also at the start of every log line of the request. A 5xx
//! never leaks its cause: the cause is logged and the body says only
//! `server_error`.

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
    /// 413 for an upload above the file size limit.
    FileTooLarge { limit: u64 },
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
        product_id: i64,
        name: String,
        field: Option<String>,
    },
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

/// The error answer (schema `Error` in the API document).
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "Error")]
pub(crate) struct Body<'a> {
    error: &'a str,
    message: &'a str,
    errors: Vec<Item<'a>>,
    request_id: String,
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
            AppError::TooManyRequests { .. } => 429,
            AppError::Internal(_) => 500,
            AppError::Misconfigured(_) => 503,
            AppError::BadGateway { .. } => 502,
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
            AppError::FileTooLarge { limit } => (
                "file_too_large",
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
        let body = Body {
            error: code,
            message: &detail,
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
        };
        let mut response = match &self {
            AppError::QuoteChanged(quote) => {
                let mut value = serde_json::to_value(&body)
                    .map_err(|e| worker::Error::RustError(e.to_string()))?;
                if let Some(object) = value.as_object_mut() {
                    object.insert("quote".to_owned(), quote.clone());
                }
                Response::from_json(&value)?
            }
            _ => Response::from_json(&body)?,
        }
        .with_status(status);
        if let AppError::TooManyRequests { retry_after } = self {
            response
                .headers_mut()
                .set("Retry-After", &retry_after.to_string())?;
        }
        Ok(response)
    }
}

/// A JSON pointer for a dotted field path: `buyer.vat_id` -> `/buyer/vat_id`.
fn pointer(field: &str) -> String {
    format!("/{}", field.replace('.', "/"))
}

fn invalid_response(status: u16, problems: &[Problem]) -> worker::Result<Response> {
    let details: Vec<String> = problems
        .iter()
        .map(|p| format!("{}: {}", p.field, p.code))
        .collect();
    let first_code = problems.first().map_or("invalid_input", |p| p.code);
    let first_detail = details.first().map_or("", String::as_str);
    let body = Body {
        error: first_code,
        message: first_detail,
        errors: problems
            .iter()
            .zip(&details)
            .map(|(p, detail)| Item {
                status: status.to_string(),
                code: p.code,
                title: "Invalid input",
                detail,
                source: (!p.field.is_empty()).then(|| Source {
                    pointer: pointer(&p.field),
                }),
            })
            .collect(),
        request_id: crate::trace::id(),
    };
    Ok(Response::from_json(&body)?.with_status(status))
}

fn password_required_response(
    product_id: i64,
    name: &str,
    field: Option<&str>,
) -> worker::Result<Response> {
    let code = "product_password_required";
    let detail = format!("product {product_id} is protected by a password");
    let body = Body {
        error: code,
        message: &detail,
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
    };
    let mut value =
        serde_json::to_value(&body).map_err(|e| worker::Error::RustError(e.to_string()))?;
    if let Some(object) = value.as_object_mut() {
        object.insert(
            "password_required".to_owned(),
            serde_json::Value::Bool(true),
        );
        object.insert(
            "product".to_owned(),
            serde_json::json!({ "id": product_id, "name": name }),
        );
    }
    Ok(Response::from_json(&value)?.with_status(403))
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
