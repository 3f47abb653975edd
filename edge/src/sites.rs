//! Which of the three sites a request came to (core's `sites`: the app, a
//! seller's shop site, the files site), what each site serves, the checks
//! every unsafe request passes (no cross-site writes), and the security
//! headers of every answer. ARCHITECTURE.md, "Security model", says why.
//! The sites themselves are settings (`config::sites`).

use sellwerk_core::sites::{Site, Sites};
use worker::{Env, Request, Response};

use crate::error::{AppError, AppResult};

/// Paths of the web app directly under a shop (`/s/{u}/sign_in`): never a
/// sub page's name.
pub const APP_WORDS: &[&str] = &[
    "sign_in",
    "products",
    "bundle",
    "payment",
    "document",
    "funnel",
    "course",
    "affiliate",
];

/// The site of `req`, from its URL's scheme and host; `None` for a host
/// that is none of the deployment's.
pub fn site_of(req: &Request, sites: &Sites) -> AppResult<Option<Site>> {
    let url = req.url()?;
    let host = url.host_str().unwrap_or_default();
    let authority = match url.port() {
        Some(port) => format!("{host}:{port}"),
        None => host.to_owned(),
    };
    Ok(sites.of(url.scheme(), &authority))
}

/// The origin of `username`'s shop site (links in mails and answers), or
/// the app's when the sites are not configured (a production worker then
/// serves nothing anyway).
pub fn shop_origin(env: &Env, username: &str) -> String {
    match crate::config::sites(env) {
        Ok(sites) => sites
            .shop_origin(username)
            .unwrap_or_else(|| sites.app_origin()),
        Err(_) => crate::config::text(env, "SITE_ORIGIN").unwrap_or_default(),
    }
}

/// The API paths a shop site answers: what its public pages call (the
/// shop's public data and contact form, the language switch, the consent
/// categories, a funnel's one-click forms, covers and media). Nothing that
/// signs in, reads a session or opens an order by its token: those live
/// on the app site only, so a seller's script has nothing to call.
pub fn shop_site_serves(path: &str) -> bool {
    const OPEN: [&str; 5] = [
        "/v1/shop/",
        "/v1/common/",
        "/v1/media/",
        "/v1/checkout/funnels/",
        "/v1/health",
    ];
    OPEN.iter().any(|p| path.starts_with(p))
}

/// The API paths the files site answers: uploaded files by their signed
/// links, nothing else.
pub fn files_site_serves(path: &str) -> bool {
    path.starts_with("/v1/downloads/") || path.starts_with("/v1/course_files/")
}

/// Whether the files site serves `path` and the app should send its
/// visitor there (old links in mails).
pub fn moved_to_files(path: &str) -> bool {
    files_site_serves(path)
}

/// Refuses a cross-site write: a request whose method may change something
/// (anything but GET, HEAD and OPTIONS) that a browser says comes from
/// another origin (`Sec-Fetch-Site` other than `same-origin` or `none`,
/// else an `Origin` that is not this site's, `null` included). Requests
/// without either header (servers: the providers' webhooks, API clients)
/// carry no browser's cookies and pass. This is what stops login CSRF
/// (another site's `text/plain` form signing a browser into an attacker's
/// account) and any write from a seller's site to the app.
pub fn refuse_cross_site(req: &Request, own_origin: &str) -> AppResult<()> {
    let method = req.method();
    if matches!(
        method,
        worker::Method::Get | worker::Method::Head | worker::Method::Options
    ) {
        return Ok(());
    }
    let header = |name: &str| req.headers().get(name).ok().flatten();
    let refused = match header("sec-fetch-site").as_deref() {
        Some("same-origin" | "none") => false,
        Some(_) => true,
        None => header("origin").is_some_and(|o| o.trim_end_matches('/') != own_origin),
    };
    if refused {
        return Err(AppError::Forbidden {
            code: "cross_site_request",
            detail: "this site takes no writes from another site".to_owned(),
        });
    }
    Ok(())
}

/// A redirect to `location` (`status` 301, 302, 303 or 308).
pub fn redirect(location: &str, status: u16) -> AppResult<Response> {
    let mut response = Response::empty()?.with_status(status);
    response.headers_mut().set("location", location)?;
    response.headers_mut().set(
        "cache-control",
        if status == 301 || status == 308 {
            "public, max-age=300"
        } else {
            "no-store"
        },
    )?;
    Ok(response)
}

/// The answer for a path a site does not serve.
pub fn not_here(site: &str) -> AppError {
    AppError::NotFound {
        code: "not_on_this_site",
        detail: format!("the {site} site does not serve this address"),
    }
}

/// A fresh nonce for one answer's scripts: 128 random bits, base64url.
fn nonce() -> AppResult<String> {
    let mut bytes = [0u8; 16];
    getrandom::getrandom(&mut bytes)
        .map_err(|e| AppError::Internal(format!("no randomness for a nonce: {e}")))?;
    Ok(sellwerk_core::auth::encode_token(&bytes))
}

/// Every answer's security headers, by its site and kind:
/// - always `X-Content-Type-Options: nosniff`, a `Referrer-Policy` (the
///   app's and the files' addresses carry tokens: nothing leaves; a funnel
///   page's address too; a shop page sends its origin), a
///   `Permissions-Policy` without camera, microphone, geolocation and USB,
///   and HSTS in production builds;
/// - an HTML page gets the nonce on its scripts and core's
///   `page_policy` (nonce, `strict-dynamic`, no plugins, no `<base>`, its
///   framing); a 304 keeps the policy the browser stored with the page
///   (a new nonce would not match the kept body);
/// - anything else from the worker core's `data_policy` (JSON runs nothing
///   and is framed by nobody; of the files only a PDF shown inline may be
///   shown in the app's frames), unless it set its own.
pub async fn secure(
    mut response: Response,
    sites: &Sites,
    site: &Site,
    path: &str,
) -> AppResult<Response> {
    use sellwerk_core::sites::{data_policy, framing, page_policy, with_nonce};
    let headers = worker::Headers::new();
    for (name, value) in response.headers().entries() {
        headers.append(&name, &value)?;
    }
    headers.set("x-content-type-options", "nosniff")?;
    let private_address = match site {
        Site::Shop(_) => path.contains("/funnel/"),
        Site::App | Site::Files => true,
    };
    if headers.get("referrer-policy")?.is_none() {
        headers.set(
            "referrer-policy",
            if private_address {
                "same-origin"
            } else {
                "strict-origin-when-cross-origin"
            },
        )?;
    }
    headers.set(
        "permissions-policy",
        "camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()",
    )?;
    if !crate::config::DEV {
        headers.set(
            "strict-transport-security",
            "max-age=63072000; includeSubDomains",
        )?;
    }
    let status = response.status_code();
    let html = headers
        .get("content-type")?
        .is_some_and(|t| t.starts_with("text/html"));
    if html && status != 304 {
        let nonce = nonce()?;
        let text = response.text().await?;
        if headers.get("content-security-policy")?.is_none() {
            headers.set(
                "content-security-policy",
                &page_policy(&nonce, &framing(sites, site, path)),
            )?;
        }
        headers.delete("content-length")?;
        return Ok(Response::ok(with_nonce(&text, &nonce))?
            .with_status(status)
            .with_headers(headers));
    }
    if *site == Site::Files {
        // a file is opened by its signed link, the capability, and never
        // with credentials (the files site has no cookies): the app's pages
        // may read it too
        headers.set("access-control-allow-origin", "*")?;
    }
    // a redirect has no content of its own, and a policy on it would judge
    // the frame the redirect goes on in (the autopay dialog's payment page
    // comes through one)
    let redirect = (300..400).contains(&status);
    if !html && !redirect && headers.get("content-security-policy")?.is_none() {
        let policy = data_policy(
            sites,
            site,
            headers.get("content-type")?.as_deref(),
            headers.get("content-disposition")?.as_deref(),
        );
        headers.set("content-security-policy", &policy)?;
    }
    Ok(response.with_headers(headers))
}
