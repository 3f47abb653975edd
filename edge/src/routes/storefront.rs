//! The public pages of a shop as HTML (issue 18): `/s/{u}`, a shop sub
//! page `/s/{u}/{path}`, a product `/s/{u}/products/{id}`, a bundle
//! `/s/{u}/bundle/{id}`, the membership, course and affiliate pages
//! (`/v/{u}[/{path}]`, `/s/{u}/course[/{path}]`, `/s/{u}/affiliate[/{path}]`,
//! issue 19), the thank-you page `/s/{u}/payment/{token}/thank_you` and a
//! funnel's step page `/s/{u}/funnel/{token}`, rendered by core and (but
//! for the last two) kept in the edge cache (`services::page_cache`).
//! Every other `/s/*` path is the web app's
//! (`ASSETS`); the payment page is the light checkout's document
//! (`/checkout/`), and a password-protected product's page the app's
//! password gate.

use sellwerk_core::ids::ProductId;
use sellwerk_core::messages::Language;
use serde::Serialize;
use worker::{Context, Env, Headers, Method, Request, Response, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::render::Landing;
use crate::repo::{self, storefront::PageWanted};
use crate::services::funnels::{self, Browser, StepOf, StepPage};
use crate::services::page_cache::{self, Known, Pointer};
use crate::services::pages::{self, Wanted};

/// The words of the one page the edge writes itself (a shop or product
/// that is not there), in the page's language: title, text, the link home,
/// the link to the shop.
fn not_found_words(locale: Language) -> [&'static str; 4] {
    match locale {
        Language::En => [
            "Page not found",
            "This shop or product does not exist, or it is not for sale any more.",
            "To the start page",
            "To the shop",
        ],
        Language::De => [
            "Seite nicht gefunden",
            "Diesen Shop oder dieses Produkt gibt es nicht, oder es wird nicht mehr verkauft.",
            "Zur Startseite",
            "Zum Shop",
        ],
    }
}

/// What is not there: no such shop, or no such page of a shop that is.
#[derive(Clone, Copy)]
enum Missing<'a> {
    Shop,
    Page {
        username: &'a str,
        code: &'static str,
    },
}

/// What a `/s/*` path asks for.
enum Target {
    /// A page the edge renders.
    Page {
        username: String,
        wanted: Wanted,
        /// The path part of the cache key.
        path: String,
    },
    /// A thank-you page of an order (never cached).
    ThankYou { username: String, token: String },
    /// A funnel's step page after a payment (never cached).
    Funnel { username: String, token: String },
    /// The payment page: the light checkout's document.
    Checkout,
    /// The web app's (sign-in, documents, manage, anything else).
    App,
}

fn product_id(text: &str) -> Option<ProductId> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) || text.len() > 15 {
        return None;
    }
    text.parse::<i64>()
        .ok()
        .and_then(|n| ProductId::new(n).ok())
}

/// A sub page's name: lowercase letters, digits, `-` and `_`.
fn page_path(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 64
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

fn landing_of(kind: &str) -> Landing {
    if kind == "course" {
        Landing::Course
    } else {
        Landing::Affiliate
    }
}

/// A membership, course or affiliate page; its cache path is its address
/// below the username.
fn landing_page(username: &str, landing: Landing, path: &str, category: Option<i64>) -> Target {
    let address = landing.address("", path);
    Target::Page {
        username: username.to_ascii_lowercase(),
        wanted: Wanted::Landing {
            landing,
            path: path.to_owned(),
            category,
        },
        path: address.trim_start_matches('/').to_owned(),
    }
}

fn target(path: &str, category: Option<i64>) -> Target {
    if let Some(membership) = path.strip_prefix("/v/") {
        // a membership page: `/v/{u}` or `/v/{u}/{path}`; `/v/{u}/{id}` is
        // the web app's membership area of product `id`
        return match membership.split('/').collect::<Vec<_>>().as_slice() {
            [u] | [u, ""] if !u.is_empty() => landing_page(u, Landing::Membership, "", category),
            [u, sub] if !u.is_empty() && page_path(sub) && product_id(sub).is_none() => {
                landing_page(u, Landing::Membership, sub, category)
            }
            _ => Target::App,
        };
    }
    let parts: Vec<&str> = path.trim_start_matches("/s/").split('/').collect();
    let page = |username: &str, wanted: Wanted, path: String| Target::Page {
        username: username.to_ascii_lowercase(),
        wanted,
        path,
    };
    match parts.as_slice() {
        [u] | [u, ""] if !u.is_empty() => page(
            u,
            Wanted::Shop {
                path: None,
                category,
            },
            String::new(),
        ),
        [u, "products", id] => match product_id(id) {
            Some(id) => page(u, Wanted::Product(id), format!("products/{id}")),
            None => Target::App,
        },
        [u, "bundle", id] => match product_id(id) {
            Some(id) => page(u, Wanted::Bundle(id), format!("bundle/{id}")),
            None => Target::App,
        },
        [_, "products", id, "pay"] if product_id(id).is_some() => Target::Checkout,
        [u, "payment", token, "thank_you"] if !token.is_empty() => Target::ThankYou {
            username: u.to_ascii_lowercase(),
            token: (*token).to_owned(),
        },
        [u, kind @ ("course" | "affiliate")] | [u, kind @ ("course" | "affiliate"), ""] => {
            landing_page(u, landing_of(kind), "", category)
        }
        [u, kind @ ("course" | "affiliate"), sub] if page_path(sub) => {
            landing_page(u, landing_of(kind), sub, category)
        }
        [u, "funnel", token] if !token.is_empty() => Target::Funnel {
            username: u.to_ascii_lowercase(),
            token: (*token).to_owned(),
        },
        [u, sub] if !crate::sites::APP_WORDS.contains(sub) && page_path(sub) => page(
            u,
            Wanted::Shop {
                path: Some((*sub).to_owned()),
                category,
            },
            (*sub).to_owned(),
        ),
        _ => Target::App,
    }
}

/// Whether the router hands `path` to [`serve`].
pub fn serves(path: &str) -> bool {
    path.starts_with("/s/") || path.starts_with("/v/")
}

/// The page's language: the `sw_locale` cookie (the web app's choice),
/// else the first of Accept-Language that is English or German, else
/// German.
fn locale(req: &Request) -> Language {
    let cookie = req
        .headers()
        .get("cookie")
        .ok()
        .flatten()
        .unwrap_or_default();
    for pair in cookie.split(';') {
        if let Some(value) = pair.trim().strip_prefix("sw_locale=") {
            match value.trim() {
                "en" => return Language::En,
                "de" => return Language::De,
                _ => {}
            }
        }
    }
    let accepted = req
        .headers()
        .get("accept-language")
        .ok()
        .flatten()
        .unwrap_or_default();
    for tag in accepted.split(',') {
        let base = tag
            .split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        if base.starts_with("de") {
            return Language::De;
        }
        if base.starts_with("en") {
            return Language::En;
        }
    }
    Language::De
}

fn lang_tag(locale: Language) -> &'static str {
    match locale {
        Language::En => "en",
        Language::De => "de",
    }
}

/// `?category=N` of the request: the only query a cached page varies by.
fn category(req: &Request) -> Option<i64> {
    let url = req.url().ok()?;
    let value = url
        .query_pairs()
        .find(|(k, _)| k == "category")
        .map(|(_, v)| v.into_owned())?;
    value.parse::<i64>().ok().filter(|n| *n > 0)
}

/// The web app's answer for `req` (its own pages, the app's fallback).
async fn app(req: Request, env: &Env) -> AppResult<Response> {
    Ok(env.assets("ASSETS")?.fetch_request(req).await?)
}

/// The light checkout's document for a payment page, or the web app's
/// when there is none.
async fn checkout(req: Request, env: &Env) -> AppResult<Response> {
    let assets = env.assets("ASSETS")?;
    let mut url = req.url()?;
    url.set_path("/checkout/");
    url.set_query(None);
    let answer = assets.fetch(url.to_string(), None).await?;
    if answer.status_code() == 200 {
        return Ok(answer);
    }
    app(req, env).await
}

fn html_headers(cache_control: &str) -> AppResult<Headers> {
    let headers = Headers::new();
    headers.set("content-type", "text/html; charset=utf-8")?;
    headers.set("cache-control", cache_control)?;
    headers.set("vary", "Accept-Language, Cookie")?;
    headers.set("x-content-type-options", "nosniff")?;
    Ok(headers)
}

/// A page that is not there: a real HTML page with status 404 (its
/// `data-code` names what is missing for tests; no code is shown).
fn not_found(locale: Language, missing: Missing<'_>) -> AppResult<Response> {
    let [title, text, home, shop] = not_found_words(locale);
    let (code, to_shop) = match missing {
        Missing::Shop => ("shop_not_found", String::new()),
        Missing::Page { username, code } => (
            code,
            format!(
                "<a href=\"/s/{}\" data-testid=\"to-shop\">{shop}</a>",
                page_cache_safe(username)
            ),
        ),
    };
    let html = format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{title}</title>\
         <style>body{{margin:0;font-family:system-ui,-apple-system,\"Segoe UI\",sans-serif;\
         color:#1f2933;background:#f7f8fa}}main{{max-width:32rem;margin:0 auto;padding:3rem 1rem}}\
         h1{{font-size:1.5rem;margin:0 0 .75rem}}p{{line-height:1.5;margin:0 0 1.5rem}}\
         nav{{display:flex;flex-wrap:wrap;gap:1rem 1.5rem}}\
         a{{color:#1d4ed8}}a:focus-visible{{outline:3px solid #1d4ed8;outline-offset:2px}}</style>\
         </head><body><main data-testid=\"not-found\"><h1>{title}</h1>\
         <p data-testid=\"error\" data-code=\"{code}\">{text}</p>\
         <nav>{to_shop}<a href=\"/\" data-testid=\"to-home\">{home}</a></nav></main></body></html>",
        lang = lang_tag(locale),
    );
    Ok(Response::ok(html)?
        .with_headers(html_headers("no-store")?)
        .with_status(404))
}

/// A username as it may stand in an address (what a shop's name is made
/// of; anything else dropped).
fn page_cache_safe(username: &str) -> String {
    username
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect()
}

/// An answer of `html` with its tag, or 304 when the browser has it.
fn page_answer(
    req: &Request,
    html: String,
    etag: &str,
    cache: &str,
    cache_control: &str,
) -> AppResult<Response> {
    let headers = html_headers(cache_control)?;
    headers.set("etag", etag)?;
    headers.set("sellwerk-cache", cache)?;
    let known = req.headers().get("if-none-match")?.unwrap_or_default();
    if !etag.is_empty() && known.split(',').any(|t| t.trim() == etag) {
        return Ok(Response::empty()?.with_headers(headers).with_status(304));
    }
    Ok(Response::ok(html)?.with_headers(headers))
}

/// Renders `wanted` of the loaded shop; `None` when what it shows is not
/// there. A stored document core refuses (written before a rule changed)
/// falls back to core's default page rather than failing the buyer.
fn render(
    data: &repo::storefront::ShopData,
    wanted: &Wanted,
    locale: Language,
    origin: &str,
) -> AppResult<Option<String>> {
    let page = pages::page_type(wanted);
    let document = pages::document(data, page);
    let Some(input) = pages::input(data, document, wanted, locale, origin) else {
        return Ok(None);
    };
    // core's entry point of every host (the Spin host's too)
    let rendered = sellwerk_core::host::page_html(&input)
        .map_err(|p| AppError::Internal(format!("the default page does not render: {p:?}")))?;
    if !rendered.refused.is_empty() {
        crate::trace::log_warn!(
            "shop {}: its {page:?} page does not render ({:?}); the default page is shown",
            data.shop.username,
            rendered.refused
        );
    }
    Ok(Some(rendered.html))
}

/// What the page request `wanted` asks the database for: a page of its
/// type, the one at `id_text` (a sub page's or landing's path, a product's
/// own page) or else the fallback (a product page's template ''); the
/// thank-you and funnel pages have one page each.
fn wanted_page<'a>(wanted: &Wanted, id_text: &'a str) -> PageWanted<'a> {
    let (path, fallback) = match wanted {
        Wanted::Shop { .. } | Wanted::Landing { .. } => (id_text, id_text),
        Wanted::Product(_) | Wanted::Bundle(_) => (id_text, ""),
        Wanted::ThankYou(_) | Wanted::Funnel(_) => ("", ""),
    };
    PageWanted {
        page_type: pages::page_type(wanted).name(),
        path,
        fallback,
    }
}

/// The shop's thank-you page (one per shop).
const THANK_YOU_PAGE: PageWanted<'static> = PageWanted {
    page_type: "thankYouPage",
    path: "",
    fallback: "",
};

/// The page's data from D1 (one statement), its version kept as the shop's
/// pointer from the moment the read began; `None` without such a shop.
async fn load_remembered(
    env: &Env,
    username: &str,
    wanted: &PageWanted<'_>,
) -> AppResult<Option<repo::storefront::ShopData>> {
    let read_at = clock::now_millis();
    let data = repo::storefront::load(&repo::db(env)?, username, wanted).await?;
    if let Some(data) = &data {
        page_cache::remember(
            username,
            Pointer {
                version: data.version,
                read_at,
            },
        );
    }
    Ok(data)
}

/// A shop, sub page, product or bundle page: from the cache when the shop's
/// version has it, else rendered and kept.
///
/// The shop version comes from the cache's pointer while it is inside the
/// staleness bound (`page_cache`). Otherwise D1 is asked once: for the
/// version alone when the shop was seen before (its page is most likely
/// still kept, and a statement of one row is the cheapest read), or, for a
/// shop this isolate knows nothing of, for the version together with
/// everything the page shows (one statement: a page not kept is rendered
/// without a second round trip). A page is kept under the version read in
/// the same statement as its data, so it never shows another version's.
async fn cached_page(
    req: Request,
    env: &Env,
    ctx: &Context,
    username: &str,
    wanted: Wanted,
    path: &str,
) -> AppResult<Response> {
    let locale = locale(&req);
    let lang = lang_tag(locale);
    let query = match &wanted {
        Wanted::Shop {
            category: Some(c), ..
        }
        | Wanted::Landing {
            category: Some(c), ..
        } => format!("category={c}"),
        _ => String::new(),
    };
    let reach = page_cache::reach(&req);
    let id_text = match &wanted {
        Wanted::Product(id) | Wanted::Bundle(id) => id.to_string(),
        Wanted::Shop { path: Some(p), .. } | Wanted::Landing { path: p, .. } => p.clone(),
        _ => String::new(),
    };
    let wanted_rows = wanted_page(&wanted, &id_text);
    // the version and, when they were read with it, the page's data
    let (version, loaded) = match page_cache::version(username, clock::now_millis(), reach) {
        Known::Fresh(pointer) => (pointer.version, None),
        Known::Stale(_) => {
            let db = repo::db(env)?;
            let read_at = clock::now_millis();
            let Some(version) = repo::storefront::version(&db, username).await? else {
                return not_found(locale, Missing::Shop);
            };
            page_cache::remember(username, Pointer { version, read_at });
            (version, None)
        }
        Known::Unknown => {
            let Some(data) = load_remembered(env, username, &wanted_rows).await? else {
                return not_found(locale, Missing::Shop);
            };
            (data.version, Some(data))
        }
    };
    let key = page_cache::page_key(username, version, lang, path, &query);
    if let Some(kept) = page_cache::page(ctx, &key, reach).await? {
        return page_answer(
            &req,
            kept.html,
            &kept.etag,
            "hit",
            page_cache::BROWSER_CACHE,
        );
    }
    let data = match loaded {
        Some(data) => data,
        None => match load_remembered(env, username, &wanted_rows).await? {
            Some(data) => data,
            None => return not_found(locale, Missing::Shop),
        },
    };
    // the version the data was read with (newer than the pointer's, when
    // the shop changed since)
    let key = page_cache::page_key(username, data.version, lang, path, &query);
    let missing = Missing::Page {
        username,
        code: match wanted {
            Wanted::Shop { .. } | Wanted::Landing { .. } => "page_not_found",
            _ => "product_not_found",
        },
    };
    if matches!(
        &wanted,
        Wanted::Shop { path: Some(_), .. } | Wanted::Landing { .. }
    ) && data.page.is_none()
    {
        // a sub page, membership, course or affiliate page exists only
        // once published
        return not_found(locale, missing);
    }
    let origin = crate::sites::shop_origin(env, username);
    let Some(html) = render(&data, &wanted, locale, &origin)? else {
        if let Wanted::Product(id) | Wanted::Bundle(id) = wanted
            && repo::storefront::is_protected(&repo::db(env)?, data.shop.seller_id, id).await?
        {
            // the password gate is the app's (on the app's site, where the
            // payment page reads the grant), and never cached
            return on_the_app(env, &req);
        }
        return not_found(locale, missing);
    };
    let etag = page_cache::etag_of(&html);
    let page = page_cache::Page { html, etag };
    page_cache::keep(&key, &page);
    page_answer(
        &req,
        page.html,
        &page.etag,
        "miss",
        page_cache::BROWSER_CACHE,
    )
}

/// An order's thank-you page: rendered for every request, never cached
/// (it shows the order's state; a pending one refreshes itself).
async fn thank_you_page(
    req: Request,
    env: &Env,
    username: &str,
    token: &str,
) -> AppResult<Response> {
    let locale = locale(&req);
    let db = repo::db(env)?;
    let missing = Missing::Page {
        username,
        code: "order_not_found",
    };
    let Some(order) = repo::orders::by_token(&db, token).await? else {
        return not_found(locale, missing);
    };
    let Some(data) = repo::storefront::load(&db, username, &THANK_YOU_PAGE).await? else {
        return not_found(locale, Missing::Shop);
    };
    if data.shop.seller_id != order.seller_id {
        // another shop's order is not found here
        return not_found(locale, missing);
    }
    // a paid order of a product with an activated funnel: its steps first
    if let Some(step) = funnels::entry_url(env, &db, &order).await? {
        let mut response = Response::empty()?.with_status(303);
        response.headers_mut().set("location", &step)?;
        response.headers_mut().set("cache-control", "no-store")?;
        return Ok(response);
    }
    let Some(html) = thank_you_html(&db, env, &data, order, locale).await? else {
        return not_found(locale, missing);
    };
    let html = within_app(env, &req, &html).await?.unwrap_or(html);
    let etag = page_cache::etag_of(&html);
    page_answer(&req, html, &etag, "miss", "private, no-store")
}

/// Core's thank-you page of `order` in the shop `data`: the seller's
/// published thank-you page, or core's default.
async fn thank_you_html(
    db: &worker::D1Database,
    env: &Env,
    data: &repo::storefront::ShopData,
    order: repo::orders::OrderRow,
    locale: Language,
) -> AppResult<Option<String>> {
    let wanted = pages::thank_you_of(db, order).await?;
    render(data, &wanted, locale, &crate::services::mail::origin(env))
}

/// A thank-you page as the web app shows it inside its own document.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "ThankYouPageParts")]
pub(crate) struct PageParts {
    /// The page's `lang`.
    lang: &'static str,
    /// Core's style of the page for the shadow root (`render::embed::shadow_style`
    /// of the text of its `<style>`); the body goes into an element of class `sw-body`.
    style: String,
    /// Core's `<body>` inside, without its scripts (the app is the script),
    /// its skip link or its `main` landmark (`render::embed::embedded_body`).
    body: String,
}

/// `{"page": …}`: the seller's thank-you page, `null` when none is published.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "ThankYouPageBody")]
pub(crate) struct ThankYouPageBody {
    page: Option<PageParts>,
}

/// `GET /v1/checkout/orders/{token}/thank_you_page`: the seller's
/// published thank-you page (issue 19) for the order `token`, rendered by
/// core as the edge's page holds it, for the web app's thank-you page to
/// show (in a shadow root, so neither style touches the other); `null`
/// when the seller published none (the app shows its own words then, and
/// a browser logs no failed request). The token is the capability, as for
/// the order itself.
pub async fn thank_you_parts(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let locale = locale(&req);
    let db = repo::db(&ctx.env)?;
    let token = crate::extract::str_param(&ctx, "token");
    let order = repo::orders::by_token(&db, token)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "order_not_found",
            detail: "no such order".to_owned(),
        })?;
    let username = repo::sellers::username(&db, order.seller_id).await?;
    let data = repo::storefront::load(&db, &username, &THANK_YOU_PAGE)
        .await?
        .filter(|d| d.page.is_some());
    let html = match data {
        Some(data) => thank_you_html(&db, &ctx.env, &data, order, locale).await?,
        None => None,
    };
    let page = match html {
        Some(html) => {
            let (body, style) = parts(&html)
                .ok_or_else(|| AppError::Internal("core's page has no body".to_owned()))?;
            Some(PageParts {
                lang: lang_tag(locale),
                style: crate::render::embed::shadow_style(style),
                body: crate::render::embed::embedded_body(&body),
            })
        }
        None => None,
    };
    let mut answer = Response::from_json(&ThankYouPageBody { page })?;
    answer
        .headers_mut()
        .set("cache-control", "private, no-store")?;
    Ok(answer)
}

/// A funnel's step page (issue 19): the offer of the run's current step,
/// priced by core's quote, rendered by core (`View::Funnel`) with the
/// step's funnel page (core's default without one): one form to take it,
/// one to decline. A run that is done (or whose funnel was deactivated)
/// goes on to the thank-you page. The token in the address is the run's
/// secret; it must be of this shop. Never cached.
async fn funnel_page(req: Request, env: &Env, username: &str, token: &str) -> AppResult<Response> {
    let locale = locale(&req);
    let db = repo::db(env)?;
    let missing = Missing::Page {
        username,
        code: "funnel_offer_not_found",
    };
    // the run answers only the browser that bought: the claim of the
    // thank-you page's address becomes this site's cookie, and leaves the
    // address before anything of the page (its tracking) can read it
    let key = crate::config::Config::from_env(env)?.token_key;
    match funnels::browser(&super::funnel_presented(&req), &key, token) {
        Browser::Bound => {}
        Browser::Claimed { value, max_age } => {
            let mut response = Response::empty()?.with_status(303);
            response
                .headers_mut()
                .set("location", &funnels::step_path(username, token))?;
            response
                .headers_mut()
                .set("set-cookie", &super::funnel_cookie(&value, max_age))?;
            response.headers_mut().set("cache-control", "no-store")?;
            return Ok(response);
        }
        Browser::Stranger => return not_found(locale, missing),
    }
    let viewer = super::funnel_viewer(&req, env)?;
    let of = StepOf {
        token,
        username: Some(username),
        seller: None,
    };
    let page = funnels::step_page(&db, &viewer, of, true)
        .await
        .map_err(AppError::from);
    let (wanted, data) = match page {
        Ok(StepPage::Offer { wanted, data }) => (wanted, data),
        Ok(StepPage::Done { next_url }) => {
            let next_url = if next_url.starts_with('/') {
                format!("{}{next_url}", crate::services::mail::origin(env))
            } else {
                next_url
            };
            let mut response = Response::empty()?.with_status(303);
            response.headers_mut().set("location", &next_url)?;
            response.headers_mut().set("cache-control", "no-store")?;
            return Ok(response);
        }
        Err(AppError::NotFound { .. }) => return not_found(locale, missing),
        Err(other) => return Err(other),
    };
    let origin = crate::sites::shop_origin(env, username);
    let Some(html) = render(&data, &wanted, locale, &origin)? else {
        return not_found(locale, missing);
    };
    let etag = page_cache::etag_of(&html);
    page_answer(&req, html, &etag, "miss", "private, no-store")
}

/// The web app's empty root in its document.
const ROOT: &str = "<div id=\"root\"></div>";

/// The text of `html` between `open` (up to its `>`) and `close`.
fn between<'a>(html: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let start = html.find(open)?;
    let inner = start + html.get(start..)?.find('>')? + 1;
    let end = inner + html.get(inner..)?.find(close)?;
    html.get(inner..end)
}

/// The inside of core's `<body>` without its scripts (core's islands have
/// no place in the web app's document: the app is the script), and the
/// text of its `<style>`.
fn parts(html: &str) -> Option<(String, &str)> {
    let body = between(html, "<body", "</body>")?;
    let style = between(html, "<style", "</style>")?;
    let mut words = String::with_capacity(body.len());
    let mut rest = body;
    while let Some(at) = rest.find("<script") {
        words.push_str(rest.get(..at).unwrap_or_default());
        rest = rest
            .get(at..)
            .and_then(|r| {
                r.find("</script>")
                    .and_then(|end| r.get(end + "</script>".len()..))
            })
            .unwrap_or_default();
    }
    words.push_str(rest);
    Some((words, style))
}

/// The thank-you page inside the web app's document: with script, the app's
/// thank-you page (it follows the order live: downloads, keys, tickets, a
/// card provider's return); without, core's page, whose words, style and
/// refresh sit in `<noscript>`, so a browser with script never shows them.
/// `None` when the app's document is not at hand (core's page alone then).
async fn within_app(env: &Env, req: &Request, html: &str) -> AppResult<Option<String>> {
    let mut url = req.url()?;
    url.set_path("/");
    url.set_query(None);
    let mut shell = env.assets("ASSETS")?.fetch(url.to_string(), None).await?;
    if shell.status_code() != 200 {
        return Ok(None);
    }
    let shell = shell.text().await?;
    let Some((words, style)) = parts(html) else {
        return Ok(None);
    };
    let refresh = if html.contains("<meta http-equiv=\"refresh\"") {
        "<meta http-equiv=\"refresh\" content=\"3\">"
    } else {
        ""
    };
    if !shell.contains(ROOT) || !shell.contains("</head>") {
        return Ok(None);
    }
    let head = format!("<noscript>{refresh}<style>{style}</style></noscript></head>");
    Ok(Some(shell.replacen("</head>", &head, 1).replacen(
        ROOT,
        &format!("<div id=\"root\"><noscript>{words}</noscript></div>"),
        1,
    )))
}

/// `req`'s address on the app's site (a shop site sends the app's pages
/// there: the payment page, the thank-you page, sign-in, a protected
/// product's password gate).
fn on_the_app(env: &Env, req: &Request) -> AppResult<Response> {
    let url = req.url()?;
    let query = url.query().map(|q| format!("?{q}")).unwrap_or_default();
    crate::sites::redirect(
        &format!(
            "{}{}{query}",
            crate::services::mail::origin(env),
            url.path()
        ),
        302,
    )
}

/// `req`'s address on `username`'s shop site; 301 for a page that is
/// always there (a shop's public page), 302 for one of a moment (a
/// funnel's step).
fn on_the_shop(env: &Env, req: &Request, username: &str, status: u16) -> AppResult<Response> {
    let url = req.url()?;
    let query = url.query().map(|q| format!("?{q}")).unwrap_or_default();
    crate::sites::redirect(
        &format!(
            "{}{}{query}",
            crate::sites::shop_origin(env, username),
            url.path()
        ),
        status,
    )
}

/// Answers a `/s/*` or `/v/*` request on a shop's site (`host_username`'s):
/// the shop's public pages and funnel steps; a page of another shop goes
/// to that shop's site, and the app's pages (payment, thank-you, sign-in,
/// documents, the membership area) to the app's.
pub async fn serve_on_shop(
    req: Request,
    env: Env,
    ctx: &Context,
    _sites: &sellwerk_core::sites::Sites,
    host_username: &str,
) -> AppResult<Response> {
    if !matches!(req.method(), Method::Get | Method::Head) {
        return Err(crate::sites::not_here("shop"));
    }
    let path = req.path();
    match target(&path, category(&req)) {
        Target::Page { username, .. } | Target::Funnel { username, .. }
            if username != host_username =>
        {
            on_the_shop(&env, &req, &username, 301)
        }
        Target::Page {
            username,
            wanted,
            path,
        } => cached_page(req, &env, ctx, &username, wanted, &path).await,
        Target::Funnel { username, token } => funnel_page(req, &env, &username, &token).await,
        Target::ThankYou { .. } | Target::Checkout | Target::App => on_the_app(&env, &req),
    }
}

/// Answers a `/s/*` or `/v/*` request on the app's site: the payment page,
/// the thank-you page and the app's own pages under a shop; a shop's
/// public page goes to the shop's site (but a password-protected
/// product's gate, which is the app's).
pub async fn serve_on_app(
    req: Request,
    env: Env,
    _ctx: &Context,
    _sites: &sellwerk_core::sites::Sites,
) -> AppResult<Response> {
    if !matches!(req.method(), Method::Get | Method::Head) {
        return app(req, &env).await;
    }
    let path = req.path();
    match target(&path, category(&req)) {
        Target::Page {
            username,
            wanted: Wanted::Product(id) | Wanted::Bundle(id),
            ..
        } => {
            let db = repo::db(&env)?;
            let protected = match repo::catalog::find_seller_id(&db, &username).await? {
                Some(seller) => repo::storefront::is_protected(&db, seller, id).await?,
                None => false,
            };
            if protected {
                app(req, &env).await
            } else {
                on_the_shop(&env, &req, &username, 301)
            }
        }
        Target::Page { username, .. } => on_the_shop(&env, &req, &username, 301),
        Target::Funnel { username, .. } => on_the_shop(&env, &req, &username, 302),
        Target::ThankYou { username, token } => thank_you_page(req, &env, &username, &token).await,
        Target::Checkout => checkout(req, &env).await,
        Target::App => app(req, &env).await,
    }
}

/// A shop site's tracking frame (`/_sw/tracking`): the document in which
/// the payment and thank-you pages (on the app's site) run the seller's
/// tracking codes, and a shop page its custom codes. It is of the shop's
/// site and sandboxed by its own policy (`sandbox allow-scripts`: an
/// opaque origin even when opened on its own), so nothing in it reaches
/// a session, the page around it or its card fields; the pages send it
/// the spec's tracking events by message (`web/src/islands/trackingFrame.ts`).
pub async fn tracking_frame(env: &Env, username: &str) -> AppResult<Response> {
    let db = repo::db(env)?;
    let Some(seller) = repo::catalog::find_seller_id(&db, username).await? else {
        return not_found(Language::En, Missing::Shop);
    };
    let config = repo::tracking::public(&db, seller).await?;
    let json = serde_json::to_string(&config)
        .map_err(|e| AppError::Internal(format!("tracking of {username}: {e}")))?
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026");
    let html = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><meta name=\"robots\" content=\"noindex\">\
         <title>tracking</title></head><body>\
         <script type=\"application/json\" id=\"sw-tracking\">{json}</script>\
         <script src=\"{}trackingFrame.js?v={}\"></script></body></html>",
        pages::ISLANDS,
        pages::ASSETS_VERSION
    );
    let headers = html_headers("no-store")?;
    let app = crate::services::mail::origin(env);
    headers.set(
        "content-security-policy",
        &format!(
            "sandbox allow-scripts; object-src 'none'; base-uri 'none'; frame-ancestors 'self' {app}"
        ),
    )?;
    headers.set("referrer-policy", "no-referrer")?;
    Ok(Response::ok(html)?.with_headers(headers))
}
