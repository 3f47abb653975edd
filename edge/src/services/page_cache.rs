//! The edge cache of public pages (issue 18): the isolate's memory
//! ([`memory`]) in front of the Cache API of the location serving the
//! request.
//!
//! A page is kept under
//! `https://page-cache.invalid/{username}/v{version}/{lang}/{path}?{query}`,
//! the version being the shop's `sellers.shop_version`, which every change
//! a page shows moves (migration 0029's triggers). The version itself is
//! read from a pointer: the version and the moment it was read from D1,
//! kept in the isolate's memory and under
//! `https://page-cache.invalid/{username}/version` in the Cache API, used
//! for [`POINTER_SECONDS`] after that read (not after it was copied): a
//! buyer sees a change at most that long after it is written (the stated
//! staleness bound). A request finding both the pointer and the page in
//! memory makes no Cache API call and reads no D1 at all. A seller's write
//! drops the pointer in this isolate and this location at once
//! ([`forget`]), so the seller sees their change on the next request
//! served here; other isolates see it within the bound.
//!
//! What the Cache API is given (a pointer read, a page rendered) is stored
//! after the answer went out (`Context::wait_until`); the memory has it at
//! once.

mod memory;

use std::cell::RefCell;

use sellwerk_core::ids::SellerId;
use worker::{Cache, Context, Env, Headers, Request, Response};

use self::memory::Memory;
pub use self::memory::{Known, Page, Pointer};
use crate::error::AppResult;

/// How long the shop version's pointer is used after its read from D1: the
/// longest a buyer may see a page from before a change.
pub const POINTER_SECONDS: u32 = 5;

/// How long a page stays in the cache under its version (a new version is
/// a new key, so this only bounds the space an old one takes).
const PAGE_SECONDS: u32 = 86_400;

/// What a buyer's browser may keep a page for.
pub const BROWSER_CACHE: &str = "public, max-age=5";

const ORIGIN: &str = "https://page-cache.invalid";

thread_local! {
    /// The isolate's pointers and pages (one isolate runs one thread).
    static MEMORY: RefCell<Memory> = RefCell::new(Memory::default());
}

/// Whether `req` may use the isolate's memory. Always, except in a
/// development build for a request marked `sellwerk-bench: uncached`: the
/// storefront bench's uncached render (`bench/storefront-worker.mjs` makes
/// its Cache API lookups miss as well), which must render every time. A
/// production build has no such header.
pub fn uses_memory(req: &Request) -> bool {
    #[cfg(feature = "dev")]
    if req
        .headers()
        .get("sellwerk-bench")
        .ok()
        .flatten()
        .is_some_and(|v| v == "uncached")
    {
        return false;
    }
    let _ = req;
    true
}

/// Runs `work` after the answer went out (its failure logged).
fn later(ctx: &Context, what: &'static str, work: impl Future<Output = AppResult<()>> + 'static) {
    ctx.wait_until(async move {
        if let Err(e) = work.await {
            crate::trace::log_warn!("the edge cache did not keep {what}: {e:?}");
        }
    });
}

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

/// What is known of `username`'s version at `now` (Unix ms): the
/// memory's pointer, else the Cache API's when it is inside the bound (it
/// is then copied to memory with its read time), else what either knows
/// of the shop.
pub async fn version(username: &str, now: i64, memory: bool) -> AppResult<Known> {
    let mut known = Known::Unknown;
    if memory {
        known = MEMORY.with_borrow_mut(|m| m.version(username, now));
        if let Known::Fresh(_) = known {
            return Ok(known);
        }
    }
    let Some(mut kept) = Cache::default().get(pointer_key(username), true).await? else {
        return Ok(known);
    };
    let Some(pointer) = Pointer::from_text(&kept.text().await?) else {
        return Ok(known);
    };
    if pointer.fresh_at(now) && MEMORY.with_borrow(|m| m.admits(username, pointer, now)) {
        MEMORY.with_borrow_mut(|m| m.remember(username, pointer, now));
        return Ok(Known::Fresh(pointer));
    }
    Ok(Known::Stale(pointer.version))
}

/// Keeps `pointer`, just read from D1, as the shop's: in memory at once
/// (unless a seller's write dropped the pointer after the read began), in
/// the Cache API after the answer.
pub fn remember(ctx: &Context, username: &str, pointer: Pointer) {
    if !remember_here(username, pointer) {
        return;
    }
    let key = pointer_key(username);
    later(ctx, "a shop version", async move {
        let mut entry = Response::ok(pointer.to_text())?;
        entry.headers_mut().set(
            "cache-control",
            &format!("public, max-age={POINTER_SECONDS}"),
        )?;
        Cache::default().put(key, entry).await?;
        Ok(())
    });
}

/// Keeps `pointer` in memory only (a version the location's pointer
/// already holds); `false` when a seller's write dropped the pointer after
/// the read began.
pub fn remember_here(username: &str, pointer: Pointer) -> bool {
    let now = crate::clock::now_millis();
    if !MEMORY.with_borrow(|m| m.admits(username, pointer, now)) {
        return false;
    }
    MEMORY.with_borrow_mut(|m| m.remember(username, pointer, now));
    true
}

/// Drops the shop's pointer in this isolate and location: the next
/// request reads the version from D1 (a write that moved it shows at
/// once).
pub async fn forget(username: &str) -> AppResult<()> {
    let now = crate::clock::now_millis();
    MEMORY.with_borrow_mut(|m| m.drop_pointer(username, now));
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

/// The page kept under `key`: from memory, else from the Cache API (then
/// copied to memory).
pub async fn page(key: &str, memory: bool) -> AppResult<Option<Page>> {
    if memory && let Some(page) = MEMORY.with_borrow_mut(|m| m.page(key)) {
        return Ok(Some(page));
    }
    let Some(mut kept) = Cache::default().get(key, true).await? else {
        return Ok(None);
    };
    let page = Page {
        etag: kept.headers().get("etag")?.unwrap_or_default(),
        html: kept.text().await?,
    };
    MEMORY.with_borrow_mut(|m| m.keep(key, page.clone()));
    Ok(Some(page))
}

/// The entity tag of `html`: a digest of its bytes.
pub fn etag_of(html: &str) -> String {
    let digest = sellwerk_core::auth::token_digest(html);
    format!("\"{}\"", digest.get(..32).unwrap_or(&digest))
}

/// Keeps `page` under `key`: in memory at once, in the Cache API after
/// the answer.
pub fn keep(ctx: &Context, key: &str, page: &Page) {
    MEMORY.with_borrow_mut(|m| m.keep(key, page.clone()));
    let key = key.to_owned();
    let Page { html, etag } = page.clone();
    later(ctx, "a page", async move {
        let headers = Headers::new();
        headers.set("content-type", "text/html; charset=utf-8")?;
        headers.set("cache-control", &format!("public, max-age={PAGE_SECONDS}"))?;
        headers.set("etag", &etag)?;
        let entry = Response::ok(html)?.with_headers(headers);
        Cache::default().put(key, entry).await?;
        Ok(())
    });
}
