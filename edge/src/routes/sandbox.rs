//! The sandbox provider's hosted pages: the card (or account) form a buyer
//! is sent to, the 3-D Secure challenge, and the settling of pending
//! payments in development. Plain server-rendered HTML, as a provider's
//! hosted page is: card numbers are typed here, never on Sellwerk's pages.

use worker::{Request, Response, RouteContext};

use crate::error::{AppError, AppResult};
use crate::extract::{form_values, str_param};
use crate::repo;
use crate::services::sandbox::{self, CardStep, SandboxPayment};

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

fn amount(p: &SandboxPayment) -> String {
    let units =
        sellwerk_core::Currency::parse(&p.currency).map_or(2, sellwerk_core::Currency::minor_units);
    let divisor = 10_i64.pow(units);
    if units == 0 {
        format!("{} {}", p.amount_minor, p.currency.to_ascii_uppercase())
    } else {
        format!(
            "{}.{:0width$} {}",
            p.amount_minor / divisor,
            p.amount_minor % divisor,
            p.currency.to_ascii_uppercase(),
            width = usize::try_from(units).unwrap_or(2)
        )
    }
}

fn page(title: &str, body: &str) -> AppResult<Response> {
    let html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title} · Sandbox payments</title><style>\
         body{{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2933}}\
         .brand{{font-weight:700;color:#6b46c1}}input,button{{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;margin:.25rem 0}}\
         button{{background:#6b46c1;color:#fff;border:0;border-radius:4px;cursor:pointer}}\
         .error{{color:#b91c1c}}.note{{color:#52606d;font-size:.9rem}}</style></head>\
         <body><p class=\"brand\">Sandbox payments · test mode</p>{body}</body></html>"
    );
    let mut response = Response::from_html(html)?;
    response.headers_mut().set("cache-control", "no-store")?;
    Ok(response)
}

fn redirect(to: &str) -> AppResult<Response> {
    let mut response = Response::empty()?.with_status(303);
    response.headers_mut().set("location", to)?;
    Ok(response)
}

async fn payment(ctx: &RouteContext<()>) -> AppResult<SandboxPayment> {
    let id = str_param(ctx, "id");
    sandbox::find(&repo::db(&ctx.env)?, id)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "payment_not_found",
            detail: "no sandbox payment with this id".to_owned(),
        })
}

/// The methods paid in the provider's own flow (a redirect to the bank or
/// app and back), as the sandbox's payments name them.
fn redirect_method(method: &str) -> bool {
    matches!(method, "ideal" | "p_24" | "klarna" | "twint")
}

/// Where a redirect method sends the buyer, for the page's words.
fn redirect_name(method: &str) -> &'static str {
    match method {
        "ideal" => "your bank (iDEAL test)",
        "p_24" => "your bank (Przelewy24 test)",
        "klarna" => "Klarna (test)",
        _ => "TWINT (test)",
    }
}

fn form(p: &SandboxPayment, error: Option<&str>) -> AppResult<Response> {
    let error = error.map_or(String::new(), |e| {
        format!("<p class=\"error\" data-testid=\"sandbox-error\" data-code=\"{0}\">Payment declined: {0}. Try another card.</p>", escape(e))
    });
    let action = sandbox::page_path(&p.id);
    let fields = match p.method.as_str() {
        "sepa" | "sofort_sepa" | "ideal_sepa" => "<label>IBAN <input name=\"iban\" data-testid=\"sandbox-iban\" required></label>\
             <p class=\"note\">The debit stays pending until the bank settles it; an IBAN ending in 0000 bounces.</p>"
            .to_owned(),
        "bank_wire" => "<p class=\"note\">Transfer the amount to IBAN DE00 SAND BOX0 0000 0000 00 with the reference below. \
             The payment stays pending until the transfer arrives.</p><input type=\"hidden\" name=\"iban\" value=\"BANKWIRE\">"
            .to_owned(),
        // a bank redirect or pay-later method: the buyer is at the bank's
        // or app's own page, approves or declines there (issue 30: these
        // once got a card form)
        m if redirect_method(m) => format!(
            "<p class=\"note\" data-testid=\"sandbox-bank\" data-method=\"{0}\">You are at {1}: approve the payment there, or decline it.</p>\
             <button type=\"submit\" name=\"bank\" value=\"decline\" data-testid=\"sandbox-decline-bank\" style=\"background:#b91c1c\">Decline</button>",
            escape(m),
            escape(redirect_name(m)),
        ),
        _ => "<label>Card number <input name=\"card_number\" data-testid=\"sandbox-card\" inputmode=\"numeric\" autocomplete=\"off\" required></label>\
             <p class=\"note\">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; \
             4000 0000 0000 3220 asks for 3-D Secure; 4000 0000 0000 0341 is saved, then declined whenever charged.</p>"
            .to_owned(),
    };
    // setup mode (a free trial): the card or mandate is saved, nothing is
    // charged now; later rates are charged to it
    let (title, heading, button) = if p.is_setup() {
        (
            "Save a payment method",
            format!(
                "<h1 data-testid=\"sandbox-setup\">Save a payment method</h1>\
                 <p class=\"note\">Nothing is charged now (<span data-testid=\"sandbox-amount\">{}</span>); \
                 the later payments of this order are charged to it.</p>",
                escape(&amount(p))
            ),
            "Save",
        )
    } else {
        (
            "Pay",
            format!(
                "<h1>Pay <span data-testid=\"sandbox-amount\">{}</span></h1>",
                escape(&amount(p))
            ),
            "Pay",
        )
    };
    page(
        title,
        &format!(
            "{heading}<p class=\"note\">Reference {}</p>{error}\
             <form method=\"post\" action=\"{action}\" data-testid=\"sandbox-form\">{fields}\
             <button type=\"submit\" data-testid=\"sandbox-pay\">{button}</button></form>\
             <form method=\"post\" action=\"{action}\"><input type=\"hidden\" name=\"action\" value=\"cancel\">\
             <button type=\"submit\" data-testid=\"sandbox-cancel\" style=\"background:#9aa5b1\">Cancel and go back</button></form>",
            escape(&p.reference),
        ),
    )
}

fn challenge_page(p: &SandboxPayment) -> AppResult<Response> {
    let action = format!("{}/challenge", sandbox::page_path(&p.id));
    page(
        "3-D Secure",
        &format!(
            "<h1 data-testid=\"sandbox-challenge\">Confirm this payment</h1>\
             <p>Your bank asks you to confirm the payment of {}.</p>\
             <form method=\"post\" action=\"{action}\"><input type=\"hidden\" name=\"result\" value=\"approve\">\
             <button type=\"submit\" data-testid=\"sandbox-approve\">Complete authentication</button></form>\
             <form method=\"post\" action=\"{action}\"><input type=\"hidden\" name=\"result\" value=\"refuse\">\
             <button type=\"submit\" data-testid=\"sandbox-refuse\" style=\"background:#b91c1c\">Fail authentication</button></form>",
            escape(&amount(p))
        ),
    )
}

fn finished(p: &SandboxPayment) -> AppResult<Response> {
    if p.return_url.is_empty() {
        page("Done", "<p>This payment is complete.</p>")
    } else {
        redirect(&p.return_url)
    }
}

/// `GET /v1/sandbox/pay/{id}`: the hosted payment page.
pub async fn show(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let p = payment(&ctx).await?;
    match p.status.as_str() {
        "requires_payment_method" => form(&p, p.decline_code.as_deref()),
        "requires_action" => challenge_page(&p),
        _ => finished(&p),
    }
}

/// `POST /v1/sandbox/pay/{id}`: a card, an IBAN, or cancel.
pub async fn submit(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let p = payment(&ctx).await?;
    let fields = form_values(&mut req, &["card_number", "iban", "bank", "action"]).await?;
    if p.status != "requires_payment_method" {
        return show_again(&p);
    }
    let db = repo::db(&ctx.env)?;
    if fields.get("action").map(String::as_str) == Some("cancel") {
        return finished(&p);
    }
    if let Some(iban) = fields.get("iban") {
        return match sandbox::start_pending(&ctx.env, &db, &p, iban.trim()).await? {
            None => finished(&p),
            Some(code) => form(&p, Some(&code)),
        };
    }
    // the bank's or app's answer stands in for a card: approved pays,
    // declined is the issuer's decline
    let number = match fields.get("bank").map(String::as_str) {
        Some("decline") if redirect_method(&p.method) => "4000000000000002".to_owned(),
        _ if redirect_method(&p.method) => "4242424242424242".to_owned(),
        _ => fields.get("card_number").cloned().unwrap_or_default(),
    };
    match sandbox::pay_with_card(&ctx.env, &db, &p, &number).await? {
        CardStep::Done => finished(&p),
        CardStep::Challenge => {
            let fresh = payment(&ctx).await?;
            challenge_page(&fresh)
        }
        CardStep::Declined(code) => form(&p, Some(&code)),
    }
}

fn show_again(p: &SandboxPayment) -> AppResult<Response> {
    match p.status.as_str() {
        "requires_action" => challenge_page(p),
        _ => finished(p),
    }
}

/// `POST /v1/sandbox/pay/{id}/challenge`: the 3-D Secure answer.
pub async fn answer_challenge(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let p = payment(&ctx).await?;
    let fields = form_values(&mut req, &["result"]).await?;
    if p.status != "requires_action" {
        return show_again(&p);
    }
    let approved = fields.get("result").map(String::as_str) == Some("approve");
    let db = repo::db(&ctx.env)?;
    match sandbox::challenge(&ctx.env, &db, &p, approved).await? {
        Ok(()) => finished(&p),
        Err(code) => form(&p, Some(&code)),
    }
}
