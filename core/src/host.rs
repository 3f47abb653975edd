//! The host-independent entry points of the stateless buyer path: what a
//! host (the Workers edge, the Spin component in `hosts/spin/`) calls so
//! that it only adapts HTTP. Each takes what a request carries (a page
//! snapshot, a quote request, a form check) and answers the bytes every
//! host sends, so two hosts given the same input answer the same bytes
//! (`tests/spin-parity.test.ts`).
//!
//! - [`page_html`]: a published page's snapshot ([`PageInput`], the value
//!   the edge builds from D1 and hands the cabinet as `render_input`) to
//!   the page's HTML, falling back to the default document of the view's
//!   page type when the stored one no longer passes core's rules (the buyer never sees a
//!   failure for a document saved before a rule changed); [`page_json`]
//!   the same from the snapshot's JSON text.
//! - [`quote_of_json`]: a [`crate::QuoteRequest`]'s JSON text to core's
//!   quote or its problems ([`crate::checkout::quote_json`] is the same
//!   with the problems inside the JSON, for the browser).
//! - [`form_check`]: a form check of the payment page (the request of
//!   [`crate::validation::check_checkout_json`]: the payer's details, an
//!   e-mail, a required text) to the form's problems.
//! - [`error_json`] and [`problems_json`]: the spec's error body
//!   (`{"error", "message", "errors": [{status, code, title, detail,
//!   source?}], "request_id"}`), with core's English message for the code.
//!
//! No I/O, no clock: the moment of a quote is part of its request.

use serde::Serialize;

use crate::checkout::{self, Quote, QuoteError, QuoteRequest};
use crate::messages::{self, Language};
use crate::problem::Problem;
use crate::render::{self, PageInput};

/// A page rendered for a buyer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageHtml {
    /// The whole document, `<!doctype html>` to `</html>`.
    pub html: String,
    /// Why the stored document was refused when the default page was
    /// rendered instead (for the host's log); empty when it rendered.
    pub refused: Vec<Problem>,
}

/// Renders the page of `input`; the default document of the page type
/// that shows its view when the stored one has problems. `Err` only when even the default does not
/// render (a defect of core: a host answers 500).
pub fn page_html(input: &PageInput) -> Result<PageHtml, Vec<Problem>> {
    match render::render_page(input) {
        Ok(html) => Ok(PageHtml {
            html,
            refused: Vec::new(),
        }),
        Err(refused) => {
            let fallback = PageInput {
                page: render::default_page(input.view.page_type()),
                ..input.clone()
            };
            render::render_page(&fallback).map(|html| PageHtml { html, refused })
        }
    }
}

/// Why a snapshot's text is not a [`PageInput`]: `Malformed` (not JSON, or
/// not a snapshot: field `""`, code `malformed_json` / `invalid_input`, a
/// 400), or `Broken` (the default page did not render either: a 500).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageError {
    Malformed(Problem),
    Broken(Vec<Problem>),
}

/// [`page_html`] of a snapshot's JSON text.
pub fn page_json(snapshot: &str) -> Result<PageHtml, PageError> {
    let input: PageInput = serde_json::from_str(snapshot)
        .map_err(|e| PageError::Malformed(Problem::new("", malformed_code(&e))))?;
    page_html(&input).map_err(PageError::Broken)
}

/// Core's quote of a [`QuoteRequest`]'s JSON text; text that is not such a
/// request is one problem of field `""` (`malformed_json` or
/// `invalid_input`, see [`is_malformed`]).
pub fn quote_of_json(request: &str) -> Result<Quote, QuoteError> {
    match serde_json::from_str::<QuoteRequest>(request) {
        Err(e) => Err(QuoteError(vec![Problem::new("", malformed_code(&e))])),
        Ok(req) => checkout::quote(&req),
    }
}

/// A quote's JSON text, as the edge writes it inside its answer (serde's
/// JSON, no spaces).
pub fn quote_text(quote: &Quote) -> Option<String> {
    serde_json::to_string(quote).ok()
}

/// True when `problems` say the request's body itself was not what the
/// entry point reads (a 400 rather than a 422).
pub fn is_malformed(problems: &[Problem]) -> bool {
    matches!(problems, [p] if p.field.is_empty() && matches!(p.code, "malformed_json" | "invalid_input"))
}

/// The problems of the form a [`crate::validation::check_checkout_json`]
/// request checks (none: the form is valid); `Err` with the one problem of
/// a request that is not such a check (not JSON, an unknown rule, an input
/// of the wrong type: a 400).
pub fn form_check(request: &str) -> Result<Vec<Problem>, Problem> {
    let (mut problems, fault) = crate::validation::json::checkout_check(request);
    match (fault, problems.pop()) {
        (true, Some(problem)) => Err(problem),
        (true, None) => Err(Problem::new("", "invalid_input")),
        (false, last) => {
            problems.extend(last);
            Ok(problems)
        }
    }
}

fn malformed_code(e: &serde_json::Error) -> &'static str {
    match e.classify() {
        serde_json::error::Category::Data => "invalid_input",
        _ => "malformed_json",
    }
}

/// The spec's error body.
#[derive(Serialize)]
struct Body<'a> {
    error: &'a str,
    message: &'a str,
    errors: Vec<Item<'a>>,
    request_id: &'a str,
}

#[derive(Serialize)]
struct Item<'a> {
    status: String,
    code: &'a str,
    title: &'a str,
    detail: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    source: Option<Source>,
}

#[derive(Serialize)]
struct Source {
    pointer: String,
}

/// Core's English text for `code` (the answer's `message`), as the edge
/// words it.
pub fn message_of(code: &str) -> &'static str {
    messages::message(code, Language::En).unwrap_or("This request could not be completed.")
}

fn write(body: &Body<'_>) -> String {
    serde_json::to_string(body).unwrap_or_else(|_| {
        r#"{"error":"server_error","message":"Server error","errors":[],"request_id":""}"#
            .to_owned()
    })
}

/// The error body of one error: `status`, the code (a translation key),
/// the status's title ("Not found") and what happened this time.
pub fn error_json(status: u16, code: &str, title: &str, detail: &str, request_id: &str) -> String {
    write(&Body {
        error: code,
        message: message_of(code),
        errors: vec![Item {
            status: status.to_string(),
            code,
            title,
            detail,
            source: None,
        }],
        request_id,
    })
}

/// The error body of a list of problems (a 400 or 422): one item per
/// problem, its field as a JSON pointer (`buyer.vat_id` ->
/// `/buyer/vat_id`); the first problem's code is the answer's.
pub fn problems_json(status: u16, problems: &[Problem], request_id: &str) -> String {
    let first = problems.first().map_or("invalid_input", |p| p.code);
    write(&Body {
        error: first,
        message: message_of(first),
        errors: problems
            .iter()
            .map(|p| Item {
                status: status.to_string(),
                code: p.code,
                title: "Invalid input",
                detail: message_of(p.code),
                source: (!p.field.is_empty()).then(|| Source {
                    pointer: format!("/{}", p.field.replace('.', "/")),
                }),
            })
            .collect(),
        request_id,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{sample_input, samples};

    #[test]
    fn a_snapshot_renders_as_render_page_does() {
        for doc in samples() {
            let input = sample_input(&doc, Language::De);
            let text = serde_json::to_string(&input).unwrap_or_default();
            let page = page_json(&text).map_err(|e| format!("{e:?}"));
            assert_eq!(
                page.map(|p| p.html),
                render::render_page(&input).map_err(|e| format!("{e:?}"))
            );
        }
    }

    #[test]
    fn a_refused_document_falls_back_to_the_default_page() {
        let doc =
            serde_json::json!({"type": "shop", "blocks": [{"id": "x", "type": "no_such_block"}]});
        let input = sample_input(&doc, Language::En);
        assert!(render::render_page(&input).is_err());
        let page = page_html(&input).unwrap_or_else(|p| PageHtml {
            html: format!("{p:?}"),
            refused: Vec::new(),
        });
        assert!(!page.refused.is_empty());
        let default = PageInput {
            page: render::default_page(input.view.page_type()),
            ..input
        };
        assert_eq!(Ok(page.html), render::render_page(&default));
    }

    #[test]
    fn malformed_snapshots_and_quotes_are_one_problem_of_the_body() {
        for (text, code) in [
            ("{", "malformed_json"),
            ("[1]", "invalid_input"),
            ("{}", "invalid_input"),
        ] {
            assert_eq!(
                page_json(text),
                Err(PageError::Malformed(Problem::new("", code)))
            );
            let quote = quote_of_json(text).map(|_| ()).map_err(|e| e.0);
            assert_eq!(quote, Err(vec![Problem::new("", code)]));
            assert!(is_malformed(&[Problem::new("", code)]));
        }
        assert!(!is_malformed(&[Problem::new(
            "buyer.country",
            "invalid_country"
        )]));
    }

    #[test]
    fn a_form_check_tells_the_form_s_problems_from_a_bad_request() {
        let text = |rule: &str, input: &str| format!(r#"{{"rule":"{rule}","input":{input}}}"#);
        assert_eq!(
            form_check(&text("email", r#""a@example.org""#)),
            Ok(Vec::new())
        );
        assert_eq!(
            form_check(&text("email", r#""nope""#)).map(|p| p.len()),
            Ok(1)
        );
        assert_eq!(
            form_check(&text("sql", r#""x""#)),
            Err(Problem::new("rule", "unknown_rule"))
        );
        assert_eq!(
            form_check(&text("email", "7")),
            Err(Problem::new("input", "invalid_input"))
        );
        assert_eq!(form_check("{"), Err(Problem::new("", "malformed_json")));
    }

    #[test]
    fn the_error_body_has_the_spec_shape() {
        let body = problems_json(
            422,
            &[Problem::new("buyer.country", "invalid_country")],
            "r1",
        );
        let v: serde_json::Value = serde_json::from_str(&body).unwrap_or_default();
        assert_eq!(v["error"], "invalid_country");
        assert_eq!(v["errors"][0]["status"], "422");
        assert_eq!(v["errors"][0]["source"]["pointer"], "/buyer/country");
        assert_eq!(v["request_id"], "r1");
        assert_ne!(v["message"], "invalid_country");
        let one: serde_json::Value = serde_json::from_str(&error_json(
            404,
            "not_found",
            "Not found",
            "no such path",
            "r2",
        ))
        .unwrap_or_default();
        assert_eq!(one["errors"][0]["detail"], "no such path");
        assert!(one["errors"][0].get("source").is_none());
    }
}
