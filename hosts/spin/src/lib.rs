//! The stateless buyer path as a Spin component (a `wasi:http` component
//! for `wasm32-wasip2`, built with `spin-sdk`): a second host beside the
//! Workers edge for what needs no stored state.
//!
//! | route | body | answer |
//! | --- | --- | --- |
//! | `POST /v1/render` | a published page's snapshot (core's `PageInput`: what the edge renders, and answers the cabinet as `render_input`'s `input`) | 200 the page's HTML, byte for byte the edge's page without its script nonce |
//! | `POST /v1/quote` | core's `QuoteRequest` (what core's `checkout::quote_request` makes of a cart of the public offer, for the payment page and the edge alike) | 200 core's `Quote`, byte for byte the `quote` of the edge's `POST /v1/checkout/quote` for the same terms and moment; 422 its problems |
//! | `POST /v1/check` | a form check of the payment page (`{"rule": "payer" \| "email" \| "required", "input", "today"?}`) | 200 `{"problems": [], "value": null}` for a valid form, 422 the form's problems |
//!
//! Everything else: 404, or 405 for another method on a route. A body
//! that is not the route's JSON is 400, a body over the route's limit 413,
//! one not sent as `application/json` 415; every error has the spec's
//! shape (`sellwerk_core::host::error_json`). Nothing here panics on input.
//!
//! Decision (how the snapshot reaches a stateless component): **in the
//! request**, as the very JSON the Workers host builds from D1 for the
//! page. The component holds nothing and needs no rebuild when a seller
//! publishes: whoever holds the published snapshot (the Workers host, a
//! publisher that pushes snapshots to an edge cache) posts it. Bundling
//! snapshots as files would make every publish a deploy.
//!
//! Security: the component is buyer-facing and has no store, so it is
//! never the truth of an order. A quote here is a preview computed from
//! terms its caller sends; an order is still priced by the Workers host
//! from D1 (`POST /v1/checkout/orders` ignores any price the browser
//! sends). It renders only what it is given, escaped by core's renderer; a
//! snapshot must come as `application/json`, which a page of another site
//! cannot send without a CORS preflight (answered by nobody here), so no
//! site can have a page of its making rendered on this host's origin by a
//! visitor's browser (a form's post is refused with 415).
//!
//! The HTTP adaptation is [`answer`] (plain values in and out, tested
//! natively); the component's handler only converts `spin-sdk`'s request
//! and response.

use sellwerk_core::host::{self, PageError};
use sellwerk_core::problem::Problem;

/// Largest snapshot `POST /v1/render` takes: a shop page lists its
/// products, so more than an API body (the edge's 64 KiB).
pub const MAX_SNAPSHOT: usize = 1024 * 1024;
/// Largest body of `POST /v1/quote` and `POST /v1/check` (the edge's
/// `MAX_JSON_BODY`).
pub const MAX_JSON_BODY: usize = 64 * 1024;

/// An answer: status, content type and body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub status: u16,
    pub content_type: &'static str,
    pub body: String,
}

impl Reply {
    fn json(status: u16, body: String) -> Reply {
        Reply {
            status,
            content_type: "application/json",
            body,
        }
    }

    fn error(status: u16, code: &str, title: &str, detail: &str, request_id: &str) -> Reply {
        Reply::json(
            status,
            host::error_json(status, code, title, detail, request_id),
        )
    }

    fn problems(status: u16, problems: &[Problem], request_id: &str) -> Reply {
        Reply::json(status, host::problems_json(status, problems, request_id))
    }

    /// The headers every answer carries besides its content type: never
    /// stored (each answer belongs to its request's body), never sniffed.
    pub fn headers(&self) -> [(&'static str, &'static str); 3] {
        [
            ("content-type", self.content_type),
            ("cache-control", "no-store"),
            ("x-content-type-options", "nosniff"),
        ]
    }
}

/// The routes, each with its body limit.
const ROUTES: [(&str, usize); 3] = [
    ("/v1/render", MAX_SNAPSHOT),
    ("/v1/quote", MAX_JSON_BODY),
    ("/v1/check", MAX_JSON_BODY),
];

/// The answer to a request: its method, path (a query is ignored), content
/// type, body, and the id its error bodies name.
pub fn answer(
    method: &str,
    path: &str,
    content_type: Option<&str>,
    body: &[u8],
    request_id: &str,
) -> Reply {
    let path = path.split('?').next().unwrap_or_default();
    let Some((route, limit)) = ROUTES.iter().find(|(p, _)| *p == path) else {
        return Reply::error(
            404,
            "route_not_found",
            "Not found",
            "this host serves POST /v1/render, /v1/quote and /v1/check",
            request_id,
        );
    };
    if method != "POST" {
        return Reply::error(
            405,
            "method_not_allowed",
            "Method not allowed",
            &format!("{route} takes POST"),
            request_id,
        );
    }
    let json = content_type
        .and_then(|t| t.split(';').next())
        .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"));
    if !json {
        return Reply::error(
            415,
            "unsupported_media_type",
            "Unsupported media type",
            "the body must be sent as application/json",
            request_id,
        );
    }
    if body.len() > *limit {
        return Reply::error(
            413,
            "payload_too_large",
            "Payload too large",
            &format!("the request body exceeds {limit} bytes"),
            request_id,
        );
    }
    let Ok(text) = std::str::from_utf8(body) else {
        return Reply::problems(400, &[Problem::new("", "malformed_json")], request_id);
    };
    match *route {
        "/v1/render" => render(text, request_id),
        "/v1/quote" => quote(text, request_id),
        _ => check(text, request_id),
    }
}

fn render(snapshot: &str, request_id: &str) -> Reply {
    match host::page_json(snapshot) {
        Ok(page) => Reply {
            status: 200,
            content_type: "text/html; charset=utf-8",
            body: page.html,
        },
        Err(PageError::Malformed(problem)) => Reply::problems(400, &[problem], request_id),
        // a defect of core (its default page does not render): the cause
        // is not the caller's to read
        Err(PageError::Broken(_)) => Reply::error(
            500,
            "server_error",
            "Server error",
            "Something went wrong on our side. Please try again.",
            request_id,
        ),
    }
}

fn quote(request: &str, request_id: &str) -> Reply {
    match host::quote_of_json(request) {
        Ok(quote) => match host::quote_text(&quote) {
            Some(body) => Reply::json(200, body),
            None => Reply::error(
                500,
                "server_error",
                "Server error",
                "Something went wrong on our side. Please try again.",
                request_id,
            ),
        },
        Err(e) if host::is_malformed(&e.0) => Reply::problems(400, &e.0, request_id),
        Err(e) => Reply::problems(422, &e.0, request_id),
    }
}

fn check(request: &str, request_id: &str) -> Reply {
    match host::form_check(request) {
        Ok(problems) if problems.is_empty() => {
            Reply::json(200, r#"{"problems":[],"value":null}"#.to_owned())
        }
        Ok(problems) => Reply::problems(422, &problems, request_id),
        Err(fault) => Reply::problems(400, &[fault], request_id),
    }
}

/// The component: `spin-sdk`'s handler, whose export macro writes the
/// component's ABI glue (the one place `unsafe` is allowed, in the macro's
/// output only; its `Vec::from_raw_parts` too). The SDK hands the handler
/// its request by value.
#[cfg(target_arch = "wasm32")]
#[allow(
    unsafe_code,
    clippy::same_length_and_capacity,
    clippy::needless_pass_by_value
)]
mod component {
    use spin_sdk::http::{HeaderValue, Request, Response};

    /// `spin-sdk`'s request to [`super::answer`] and back.
    #[spin_sdk::http_component]
    fn handle(req: Request) -> Response {
        let request_id = request_id();
        let method = req.method().to_string();
        let content_type = req.header("content-type").and_then(HeaderValue::as_str);
        let reply = super::answer(&method, req.path(), content_type, req.body(), &request_id);
        let mut builder = Response::builder();
        builder.status(reply.status);
        for (name, value) in reply.headers() {
            builder.header(name, value);
        }
        builder.header("request-id", request_id.as_str());
        builder.body(reply.body).build()
    }

    /// An id for the answer's `request_id` and `Request-Id`: the clock's
    /// nanoseconds, which tell one request from another in a log.
    fn request_id() -> String {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        format!("spin-{nanos:x}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn post(path: &str, body: &str) -> Reply {
        answer("POST", path, Some("application/json"), body.as_bytes(), "t")
    }

    fn code(reply: &Reply) -> String {
        let v: serde_json::Value = serde_json::from_str(&reply.body).unwrap_or_default();
        v["error"].as_str().unwrap_or_default().to_owned()
    }

    #[test]
    fn renders_a_snapshot_as_core_does() {
        let doc = sellwerk_core::render::samples().swap_remove(0);
        let input =
            sellwerk_core::render::sample_input(&doc, sellwerk_core::language::Language::En);
        let text = serde_json::to_string(&input).unwrap_or_default();
        let reply = post("/v1/render", &text);
        assert_eq!(reply.status, 200);
        assert_eq!(reply.content_type, "text/html; charset=utf-8");
        assert_eq!(Ok(reply.body), sellwerk_core::render::render_page(&input));
    }

    #[test]
    fn bad_input_gets_the_error_shape_never_a_panic() {
        for (path, body, status, wanted) in [
            ("/v1/render", "{", 400, "malformed_json"),
            ("/v1/render", "[]", 400, "invalid_input"),
            ("/v1/quote", "{\"seller\":1}", 400, "invalid_input"),
            ("/v1/check", "{\"rule\":\"sql\"}", 400, "unknown_rule"),
            ("/v1/check", "{\"rule\":\"email\",\"input\":\"x\"}", 422, ""),
            ("/v1/nothing", "{}", 404, "route_not_found"),
        ] {
            let reply = post(path, body);
            assert_eq!(reply.status, status, "{path} {body}: {}", reply.body);
            assert_eq!(reply.content_type, "application/json");
            if !wanted.is_empty() {
                assert_eq!(code(&reply), wanted, "{path} {body}");
            }
        }
        let bytes = answer(
            "POST",
            "/v1/quote",
            Some("application/json"),
            &[0xff, 0xfe],
            "t",
        );
        assert_eq!(
            (bytes.status, code(&bytes).as_str()),
            (400, "malformed_json")
        );
    }

    #[test]
    fn only_posts_of_json_within_the_limit() {
        let get = answer("GET", "/v1/render", None, b"", "t");
        assert_eq!(
            (get.status, code(&get).as_str()),
            (405, "method_not_allowed")
        );
        // a page of another site can post a form (urlencoded, multipart,
        // text/plain) without asking: refused
        for form in [
            "application/x-www-form-urlencoded",
            "text/plain",
            "multipart/form-data",
        ] {
            let reply = answer("POST", "/v1/render", Some(form), b"{}", "t");
            assert_eq!(reply.status, 415, "{form}");
        }
        assert_eq!(answer("POST", "/v1/render", None, b"{}", "t").status, 415);
        let charset = answer(
            "POST",
            "/v1/check?x=1",
            Some("application/json; charset=utf-8"),
            br#"{"rule":"required","input":"x"}"#,
            "t",
        );
        assert_eq!(charset.status, 200, "{}", charset.body);
        let big = vec![b' '; MAX_JSON_BODY + 1];
        let reply = answer("POST", "/v1/quote", Some("application/json"), &big, "t");
        assert_eq!(
            (reply.status, code(&reply).as_str()),
            (413, "payload_too_large")
        );
    }
}
