//! The providers' outgoing HTTP calls: the one place the edge sends a
//! request `sellwerk_payments` built (the card provider's API and its
//! Connect site, the wallet provider's API) and reads the answer. A
//! development build may point these calls at a stand-in
//! (`POST /v1/dev/providers`); a production build has no redirection.

use sellwerk_payments::model::{HttpRequest, HttpResponse};
use sellwerk_payments::{paypal, stripe};
use worker::{Fetch, Headers, Method, RequestInit};

use super::ProviderError;

/// Other addresses for the providers' APIs: development builds only,
/// where tests point them at a server replaying recorded answers (`POST
/// /v1/dev/providers`). A production build has no redirection at all.
#[cfg(feature = "dev")]
mod redirect {
    use std::sync::Mutex;

    /// The card provider's API base, and the wallet provider's.
    static BASES: Mutex<(Option<String>, Option<String>)> = Mutex::new((None, None));

    /// Points the providers' calls at other addresses; `None` restores the
    /// real ones.
    pub fn set_bases(stripe_base: Option<String>, paypal_base: Option<String>) {
        if let Ok(mut b) = BASES.lock() {
            *b = (stripe_base, paypal_base);
        }
    }

    pub fn stripe() -> Option<String> {
        BASES.lock().ok().and_then(|b| b.0.clone())
    }

    pub fn paypal() -> Option<String> {
        BASES.lock().ok().and_then(|b| b.1.clone())
    }
}

#[cfg(feature = "dev")]
pub use redirect::set_bases;

#[cfg(not(feature = "dev"))]
mod redirect {
    pub fn stripe() -> Option<String> {
        None
    }

    pub fn paypal() -> Option<String> {
        None
    }
}

/// A card provider address, or its redirection: the API and the Connect
/// site (the OAuth token exchange) both go to the one redirected base, so
/// a test's stand-in answers either.
pub fn stripe_url(url: &str) -> String {
    match redirect::stripe() {
        Some(base) => {
            let base = base.trim_end_matches('/');
            if url.starts_with(sellwerk_payments::stripe_connect::CONNECT_BASE) {
                url.replacen(sellwerk_payments::stripe_connect::CONNECT_BASE, base, 1)
            } else {
                url.replacen(stripe::API_BASE, base, 1)
            }
        }
        None => url.to_owned(),
    }
}

/// The wallet provider's API for the seller's mode (or the redirection).
pub fn paypal_base(mode: &str) -> String {
    redirect::paypal().unwrap_or_else(|| {
        if mode == "live" {
            paypal::LIVE_BASE_URL.to_owned()
        } else {
            paypal::SANDBOX_BASE_URL.to_owned()
        }
    })
}

/// Sends a built request and reads the answer as text; a request that
/// could not be sent or answered is [`ProviderError::Unreachable`].
pub async fn send(request: &HttpRequest) -> Result<HttpResponse, ProviderError> {
    let unreachable = |e: worker::Error| ProviderError::Unreachable(e.to_string());
    let headers = Headers::new();
    for (name, value) in &request.headers {
        headers.set(name, value).map_err(unreachable)?;
    }
    let method = match request.method.as_str() {
        "GET" => Method::Get,
        "DELETE" => Method::Delete,
        _ => Method::Post,
    };
    let mut init = RequestInit::new();
    init.with_method(method).with_headers(headers);
    if !request.body.is_empty() {
        init.with_body(Some(request.body.clone().into()));
    }
    let url = stripe_url(&request.url);
    let outgoing = worker::Request::new_with_init(&url, &init).map_err(unreachable)?;
    let mut response = Fetch::Request(outgoing).send().await.map_err(unreachable)?;
    Ok(HttpResponse {
        status: response.status_code(),
        body: response.text().await.map_err(unreachable)?,
    })
}
