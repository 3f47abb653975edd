//! Thin handlers: extract, call core, call a repository, answer.

pub mod account;
pub mod cabinet;
pub mod cabinet_courses;
pub mod cabinet_orders;
pub mod certificates;
pub mod checkout;
pub mod coupons;
pub mod courses;
pub mod covers;
#[cfg(feature = "dev")]
pub mod dev;
pub mod downloads;
pub mod emails;
pub mod exports;
pub mod funnels;
pub mod health;
pub mod legal;
pub mod media;
pub mod notifications;
pub mod orders;
pub mod pages;
pub mod payer;
pub mod products;
#[cfg(feature = "dev")]
pub mod sandbox;
pub mod session;
pub mod settings;
pub mod setup;
pub mod shop;
pub mod storefront;
pub mod tickets;
pub mod time_zones;
pub mod tracking;
pub mod uploads;
pub mod webhooks;

use sellwerk_core::files::{self, RangeAnswer, Serving};
use sellwerk_core::lists::ListQuery;
use serde::Serialize;

use crate::error::{AppError, AppResult};
use crate::repo::ListRows;
use crate::repo::lists::{ListTotal, TOTAL_COUNT_MAX};

/// A stored file to answer with: its R2 key (of the `FILES` bucket), how
/// it is served (core's `files::serving`, from the type sniffed at upload,
/// never the uploader's claim), its name for `Content-Disposition` (none:
/// the disposition without a name) and its `Cache-Control`.
pub(crate) struct StoredFile<'a> {
    pub key: &'a str,
    pub serving: Serving,
    pub name: Option<&'a str>,
    pub cache: &'a str,
}

/// The file streamed from R2 as the answer to `req` (issue 29): always
/// `X-Content-Type-Options: nosniff`, its type and disposition as
/// `serving` says, `Accept-Ranges: bytes`; a request's single `Range`
/// answered 206 with that range read from R2 (`Content-Range`), one past
/// the end 416 (`Content-Range: bytes */size`), several ranges or a
/// malformed header with the whole file (core's `files::range_of`). A
/// video player (iPhone Safari above all) needs the 206 to play and seek.
/// An object a row names but R2 lacks is the server's fault (500).
pub(crate) async fn serve_file(
    env: &worker::Env,
    req: &worker::Request,
    file: &StoredFile<'_>,
) -> AppResult<worker::Response> {
    let key = file.key;
    let missing = || AppError::Internal(format!("R2 object {key} is missing"));
    let bucket = env.bucket("FILES")?;
    let asked = req.headers().get("range")?;
    let mut part = None;
    if asked.is_some() {
        // the size first (a HEAD of R2): what is satisfiable depends on it
        let size = bucket.head(key).await?.ok_or_else(missing)?.size();
        match files::range_of(asked.as_deref(), size) {
            RangeAnswer::Full => {}
            RangeAnswer::Unsatisfiable => return Err(AppError::RangeNotSatisfiable { size }),
            RangeAnswer::Partial(range) => part = Some((range, size)),
        }
    }
    let mut get = bucket.get(key);
    if let Some((range, _)) = part {
        get = get.range(worker::Range::OffsetWithLength {
            offset: range.start,
            length: range.len(),
        });
    }
    let object = get.execute().await?.ok_or_else(missing)?;
    let body = object
        .body()
        .ok_or_else(|| AppError::Internal(format!("R2 object {key} has no body")))?;
    let mut response = worker::Response::from_body(body.response_body()?)?;
    let headers = response.headers_mut();
    headers.set("content-type", file.serving.content_type)?;
    headers.set("x-content-type-options", "nosniff")?;
    headers.set("cache-control", file.cache)?;
    headers.set("accept-ranges", "bytes")?;
    headers.set(
        "content-disposition",
        &match file.name {
            Some(name) => files::content_disposition(file.serving.disposition, name),
            None => file.serving.disposition.name().to_owned(),
        },
    )?;
    if let Some((range, size)) = part {
        headers.set("content-range", &range.content_range(size))?;
        headers.set("content-length", &range.len().to_string())?;
        response = response.with_status(206);
    }
    Ok(response)
}

/// The R2 object `key` (of the `FILES` bucket) streamed as an answer with
/// its `content_type`, never sniffed, cached as `cache` says: for covers,
/// whose type core read from their header at upload (an image type, never
/// the uploader's claim). Other stored files go through [`serve_file`].
pub(crate) async fn r2_file(
    env: &worker::Env,
    key: &str,
    content_type: &str,
    cache: &str,
) -> AppResult<worker::Response> {
    let object = env
        .bucket("FILES")?
        .get(key)
        .execute()
        .await?
        .ok_or_else(|| AppError::Internal(format!("R2 object {key} is missing")))?;
    let body = object
        .body()
        .ok_or_else(|| AppError::Internal(format!("R2 object {key} has no body")))?;
    let mut response = worker::Response::from_body(body.response_body()?)?;
    let headers = response.headers_mut();
    headers.set("content-type", content_type)?;
    headers.set("x-content-type-options", "nosniff")?;
    headers.set("cache-control", cache)?;
    Ok(response)
}

/// One page of a list, as every list call answers it (spec section 7:
/// list, total count, and the page and size actually served).
///
/// Decisions (issue 15): the rows are counted only when the request asks
/// (`counts=true`, the spec's list-call `counts`), at most
/// `total_count_max` of them (the spec's `totalCountMax`): then
/// `total_count` and `total_capped` (more than `total_count`, which is
/// then `total_count_max`) are given; without it they are absent. Every
/// page says whether more rows follow (`has_more`) and gives the cursors
/// of the next and previous pages (`next`, `prev`: pass them back as
/// `after=` / `before=`), when there are such pages.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "{T}Page")]
pub struct ListPage<T> {
    pub list: Vec<T>,
    /// The matching rows, up to `total_count_max`; only with `counts=true`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_count: Option<u64>,
    pub total_count_max: u64,
    /// More rows match than `total_count`; only with `counts=true`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_capped: Option<bool>,
    pub page: u32,
    pub per: u32,
    /// More rows follow this page.
    pub has_more: bool,
    /// The next page's cursor (`after=`), when more rows follow.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<String>,
    /// The previous page's cursor (`before=`), unless this is the first page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prev: Option<String>,
}

impl<T> ListPage<T> {
    /// The page `rows` of `query` (see [`paged`]), with the total when counted.
    pub fn new(rows: ListRows<T>, total: Option<ListTotal>, query: &ListQuery) -> Self {
        ListPage {
            list: rows.rows,
            total_count: total.map(|t| t.count),
            total_count_max: TOTAL_COUNT_MAX,
            total_capped: total.map(|t| t.capped),
            // a page before a cursor that found the list's start is page 1
            page: if rows.first { 1 } else { query.page },
            per: query.per,
            has_more: rows.has_more,
            next: rows.next.map(|c| c.encode()),
            prev: rows.prev.map(|c| c.encode()),
        }
    }
}

/// The page `query` is served as. Counted, a page number past the last
/// becomes the last, as before issue 15. Not counted, a page number (by
/// offset) stays inside the counting window: it never skips more than
/// [`TOTAL_COUNT_MAX`] rows (page 500 of 20 is the deepest; deeper pages
/// are reached by cursor, which skips nothing). A page past the end of the
/// rows is then empty, with `has_more: false`.
pub fn paged(query: ListQuery, total: Option<ListTotal>) -> ListQuery {
    if let Some(total) = total {
        return query.clamp_page(total.count);
    }
    let window = query.last_page(TOTAL_COUNT_MAX);
    if query.seek.is_none() && query.page > window {
        query.with_page(window)
    } else {
        query
    }
}

/// `{"list": [...]}`: every row at once, no paging (schema `{T}List`).
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "{T}List")]
pub struct Listed<T> {
    pub list: Vec<T>,
}

/// `{"sent": true}` (202): a mail is on its way, or would be: the answer
/// never says whether an address is known.
#[derive(Serialize, schemars::JsonSchema)]
pub struct Sent {
    pub sent: bool,
}

/// `{"email": address}`: the account's address after a password reset or
/// an address change.
#[derive(Serialize, schemars::JsonSchema)]
pub struct EmailAnswer {
    pub email: String,
}

// ---- shared by the product routes (files, covers, tickets, setup) ----

/// `{file}` (201): the file just uploaded.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct FileAnswer {
    pub(crate) file: crate::repo::products::ProductFile,
}

fn product_not_found(id: sellwerk_core::ids::ProductId) -> crate::error::AppError {
    crate::error::AppError::NotFound {
        code: "product_not_found",
        detail: format!("you have no product {id}"),
    }
}

/// The seller's product `id`, or 404 `product_not_found`.
pub(crate) async fn owned_product(
    db: &worker::D1Database,
    seller_id: sellwerk_core::ids::SellerId,
    id: sellwerk_core::ids::ProductId,
) -> crate::error::AppResult<crate::repo::products::ProductRecord> {
    crate::repo::products::find(db, seller_id, id)
        .await?
        .ok_or_else(|| product_not_found(id))
}

/// A product file from R2 (the seller's own, a buyer's by a signed link, a
/// lesson's), streamed, never cached, answering `req`'s range: inline only
/// where the page shows it (`show`: a lesson's player) and its sniffed
/// type is on core's allow-list, else an attachment; an unknown type (and
/// every file stored before types were sniffed) as
/// `application/octet-stream`.
pub(crate) async fn download(
    env: &worker::Env,
    req: &worker::Request,
    file: &crate::repo::products::ProductFile,
    show: bool,
) -> crate::error::AppResult<worker::Response> {
    serve_file(
        env,
        req,
        &StoredFile {
            key: &file.r2_key,
            serving: sellwerk_core::files::serving(file.file_type(), show),
            name: Some(&file.name),
            cache: "private, no-store",
        },
    )
    .await
}

// ---- a funnel's step, as its three adapters read the request ----
// (`funnels`, `storefront`, `pages`; the use cases are
// `services::funnels`)

/// The shop site's cookie that binds a funnel's run to the browser that
/// bought (`services::funnels::browser`).
pub(crate) const FUNNEL_COOKIE: &str = "sw_funnel";

/// What `req` presents of a funnel's run: its [`FUNNEL_COOKIE`] and the
/// address's `claim` and `exp` (a query that cannot be read presents
/// nothing).
pub(crate) fn funnel_presented(req: &worker::Request) -> crate::services::funnels::Presented {
    crate::services::funnels::Presented {
        cookie: crate::session::cookie(req, FUNNEL_COOKIE),
        claim: crate::extract::query_param(req, "claim").unwrap_or_default(),
        exp: crate::extract::query_param(req, "exp").unwrap_or_default(),
    }
}

/// The `Set-Cookie` line of a run's proof (`HttpOnly`, `SameSite=Lax`:
/// the claim arrives by a navigation from the app's site, whose redirect
/// would not carry a `Strict` cookie).
pub(crate) fn funnel_cookie(value: &str, max_age: i64) -> String {
    let secure = if crate::config::DEV { "" } else { "; Secure" };
    format!("{FUNNEL_COOKIE}={value}; Path=/; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}")
}

/// Who asks of a funnel's step, from `req`: its product grants, its
/// language and the step page's notices (`?declined=1`, `?unconfirmed=1`).
pub(crate) fn funnel_viewer(
    req: &worker::Request,
    env: &worker::Env,
) -> AppResult<crate::services::funnels::Viewer> {
    let url = req.url()?;
    let flag = |name: &str| url.query_pairs().any(|(k, v)| k == name && v == "1");
    Ok(crate::services::funnels::Viewer {
        grants: crate::services::product_access::Grants::of(req, env)?,
        language: crate::session::language(req),
        notices: (flag("declined"), flag("unconfirmed")),
    })
}
