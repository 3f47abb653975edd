//! The edge cache of public pages (issue 18), through the Cache API of the
//! location serving the request.
//!
//! A page is kept under
//! `https://page-cache.invalid/{username}/v{version}/{lang}/{path}?{query}`,
//! the version being the shop's `sellers.shop_version`, which every change
//! a page shows moves (migration 0029's triggers). The version itself is
//! read from a pointer entry `https://page-cache.invalid/{username}/version`
//! kept for [`POINTER_SECONDS`]: a buyer sees a change at most that long
//! after it is written (the stated staleness bound), and a request finding
//! both the pointer and the page reads no D1 at all. A seller's write in
//! this location deletes the pointer at once ([`forget`]), so the seller
//! sees their change on the next request.

use sellwerk_core::ids::SellerId;
use worker::{Cache, Env, Headers, Response};

use crate::error::AppResult;

/// How long the shop version's pointer is kept: the longest a buyer may see
/// a page from before a change.
pub const POINTER_SECONDS: u32 = 5;

/// How long a page stays in the cache under its version (a new version is
/// a new key, so this only bounds the space an old one takes).
const PAGE_SECONDS: u32 = 86_400;

/// What a buyer's browser may keep a page for.
pub const BROWSER_CACHE: &str = "public, max-age=5";

const ORIGIN: &str = "https://page-cache.invalid";

/// A usable path segment of a username (the edge checks usernames, but a
/// key never carries anything it did not check itself).
fn segment(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect()
}

fn pointer_key(username: &str) -> String {
    format!("{ORIGIN}/{}/version", segment(username))
}

/// Where a page is kept: by shop, version, language, path and query.
pub fn page_key(username: &str, version: i64, lang: &str, path: &str, query: &str) -> String {
    let path: String = path
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'))
        .collect();
    let query: String = query
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '=' | '&' | '%'))
        .collect();
    format!(
        "{ORIGIN}/{}/v{version}/{}/{path}?{query}",
        segment(username),
        segment(lang)
    )
}

/// The shop version the pointer holds, if it is still kept.
pub async fn version(username: &str) -> AppResult<Option<i64>> {
    let Some(mut kept) = Cache::default().get(pointer_key(username), true).await? else {
        return Ok(None);
    };
    Ok(kept.text().await?.trim().parse::<i64>().ok())
}

/// Keeps `version` as the shop's pointer for [`POINTER_SECONDS`].
pub async fn remember_version(username: &str, version: i64) -> AppResult<()> {
    let mut entry = Response::ok(version.to_string())?;
    entry.headers_mut().set(
        "cache-control",
        &format!("public, max-age={POINTER_SECONDS}"),
    )?;
    Cache::default().put(pointer_key(username), entry).await?;
    Ok(())
}

/// Drops the shop's pointer in this location: the next request reads the
/// version from D1 (a write that moved it shows at once).
pub async fn forget(username: &str) -> AppResult<()> {
    Cache::default().delete(pointer_key(username), true).await?;
    Ok(())
}

/// Drops the pointer of seller `seller_id`'s shop after a write of theirs
/// (the router calls it after every successful write of a seller route);
/// a failure is logged, never the write's.
pub async fn forget_seller(env: &Env, seller_id: SellerId) {
    let outcome = async {
        let db = crate::repo::db(env)?;
        let username = crate::repo::sellers::username(&db, seller_id).await?;
        forget(&username).await
    }
    .await;
    if let Err(e) = outcome {
        crate::trace::log_warn!("the shop pointer of seller {seller_id} stays: {e:?}");
    }
}

/// A kept page: its HTML and its entity tag.
pub struct Kept {
    pub html: String,
    pub etag: String,
}

/// The page kept under `key`, if any.
pub async fn page(key: &str) -> AppResult<Option<Kept>> {
    let Some(mut kept) = Cache::default().get(key, true).await? else {
        return Ok(None);
    };
    let etag = kept.headers().get("etag")?.unwrap_or_default();
    Ok(Some(Kept {
        html: kept.text().await?,
        etag,
    }))
}

/// The entity tag of `html`: a digest of its bytes.
pub fn etag_of(html: &str) -> String {
    let digest = sellwerk_core::auth::token_digest(html);
    format!("\"{}\"", digest.get(..32).unwrap_or(&digest))
}

/// Keeps `html` under `key`.
pub async fn keep(key: &str, html: &str, etag: &str) -> AppResult<()> {
    let headers = Headers::new();
    headers.set("content-type", "text/html; charset=utf-8")?;
    headers.set("cache-control", &format!("public, max-age={PAGE_SECONDS}"))?;
    headers.set("etag", etag)?;
    let entry = Response::ok(html.to_owned())?.with_headers(headers);
    Cache::default().put(key, entry).await?;
    Ok(())
}
