//! The edge cache of public pages (issue 18): the isolate's memory
//! ([`memory`]) in front of the Cache API of the location serving the
//! request.
//!
//! A page is kept under
//! `https://page-cache.invalid/{username}/v{version}/{lang}/{path}?{query}`,
//! the version being the shop's `sellers.shop_version`, which every change
//! a page shows moves (migration 0029's triggers). The version itself is
//! read from a pointer: the version and the moment it was read from D1,
//! kept in the isolate's memory and used for [`POINTER_SECONDS`] after that
//! read: a buyer sees a change at most that long after it is written (the
//! stated staleness bound). A request finding both the pointer and the
//! page in memory makes no Cache API call and reads no D1 at all. A
//! seller's write drops the pointer in this isolate at once ([`forget`]),
//! so the seller sees their change on the next request served here; other
//! isolates see it within the bound.
//!
//! Decision: pointers live in the isolate's memory only. Each isolate
//! reads a shop's version from D1 at most once per bound (one row), where
//! a pointer shared through the location's Cache API would cost a cache
//! write for every such read to spare other isolates the same one-row read.
//!
//! Decision: a page rendered here is given to the location's Cache API
//! (after the answer went out, `Context::wait_until`; the memory has it at
//! once)
//! when it is served a second time in this isolate, not on its first
//! render (the cache admission of "cache on second hit"). A page asked for
//! once (a crawler walking every category and language of every shop)
//! costs its render and nothing more; a page asked for again is in the
//! location's cache for every isolate there after its second request.

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

/// What of the cache a request reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// The isolate's memory, then the location's Cache API: every request
    /// of a production build.
    All,
    /// The Cache API alone (development builds, `sellwerk-bench:
    /// no-memory`: the tests of what the Cache API keeps).
    #[cfg_attr(not(feature = "dev"), allow(dead_code))]
    CacheApi,
    /// Nothing (development builds, `sellwerk-bench: uncached`): the
    /// storefront bench's uncached render, which must render every time.
    #[cfg_attr(not(feature = "dev"), allow(dead_code))]
    Nothing,
}

/// What `req` may read of the cache: everything, except in a development
/// build for a request marked `sellwerk-bench` (see [`Reach`]). A
/// production build has no such header.
pub fn reach(req: &Request) -> Reach {
    #[cfg(feature = "dev")]
    match req
        .headers()
        .get("sellwerk-bench")
        .ok()
        .flatten()
        .as_deref()
    {
        Some("uncached") => return Reach::Nothing,
        Some("no-memory") => return Reach::CacheApi,
        _ => {}
    }
    let _ = req;
    Reach::All
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

/// What this isolate knows of `username`'s version at `now` (Unix ms);
/// nothing when its memory is out of `reach`.
pub fn version(username: &str, now: i64, reach: Reach) -> Known {
    if reach != Reach::All {
        return Known::Unknown;
    }
    MEMORY.with_borrow_mut(|m| m.version(username, now))
}

/// Keeps `pointer`, just read from D1, as the shop's (unless a seller's
/// write dropped the pointer after the read began).
pub fn remember(username: &str, pointer: Pointer) {
    let now = crate::clock::now_millis();
    MEMORY.with_borrow_mut(|m| m.remember(username, pointer, now));
}

/// Drops the shop's pointer in this isolate: the next request reads the
/// version from D1 (a write that moved it shows at once).
pub fn forget(username: &str) {
    let now = crate::clock::now_millis();
    MEMORY.with_borrow_mut(|m| m.drop_pointer(username, now));
}

/// Drops the pointer of seller `seller_id`'s shop after a write of theirs
/// (the router calls it after every successful write of a seller route)
/// and gives the shop's username, for the buyer's worker, whose isolate
/// serves the pages when the app's worker took the write (`router`,
/// `SHOP_CHANGED`); a failure is logged, never the write's.
pub async fn forget_seller(env: &Env, seller_id: SellerId) -> Option<String> {
    let outcome = async {
        let db = crate::repo::db(env)?;
        let username = crate::repo::sellers::username(&db, seller_id).await?;
        forget(&username);
        AppResult::Ok(username)
    }
    .await;
    outcome
        .inspect_err(|e| {
            crate::trace::log_warn!("the shop pointer of seller {seller_id} stays: {e:?}");
        })
        .ok()
}

/// The page kept under `key`: from memory (given to the location's Cache
/// API after the answer when this is its second serve here), else from
/// the Cache API (then copied to memory).
pub async fn page(ctx: &Context, key: &str, reach: Reach) -> AppResult<Option<Page>> {
    if reach == Reach::All
        && let Some((page, due)) = MEMORY.with_borrow_mut(|m| m.page(key))
    {
        if due {
            share(ctx, key, &page);
        }
        return Ok(Some(page));
    }
    if reach == Reach::Nothing {
        return Ok(None);
    }
    let Some(mut kept) = Cache::default().get(key, true).await? else {
        return Ok(None);
    };
    let page = Page {
        etag: kept.headers().get("etag")?.unwrap_or_default(),
        html: kept.text().await?,
    };
    MEMORY.with_borrow_mut(|m| m.keep(key, page.clone(), true));
    Ok(Some(page))
}

/// The entity tag of `html`: 128 bits of digest over its bytes.
///
/// Decision: two multiply-and-rotate sums over the page's 8-byte words
/// rather than SHA-256. A tag only has to change when the page does; nobody
/// gains from making two pages collide (a tag is compared only with tags
/// the same address gave), and an uncached render spent about a twentieth
/// of its time on the cryptographic digest.
pub fn etag_of(html: &str) -> String {
    const K1: u64 = 0x9e37_79b9_7f4a_7c15;
    const K2: u64 = 0xc2b2_ae3d_27d4_eb4f;
    let bytes = html.as_bytes();
    let (mut a, mut b) = (bytes.len() as u64, !(bytes.len() as u64));
    let mut mix = |word: u64| {
        a = (a ^ word).wrapping_mul(K1).rotate_left(29);
        b = (b ^ word.rotate_left(32)).wrapping_mul(K2).rotate_left(31);
    };
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let mut eight = [0u8; 8];
        eight.copy_from_slice(word);
        mix(u64::from_le_bytes(eight));
    }
    let rest = words.remainder();
    if !rest.is_empty() {
        let mut eight = [0u8; 8];
        for (to, from) in eight.iter_mut().zip(rest) {
            *to = *from;
        }
        // the tail's length too: "a" and "a\0" differ
        mix(u64::from_le_bytes(eight) ^ ((rest.len() as u64) << 59));
    }
    // a last round, so a change in the last word reaches every bit
    let (a, b) = (
        (a ^ (a >> 31)).wrapping_mul(K2) ^ b,
        (b ^ (b >> 29)).wrapping_mul(K1) ^ a,
    );
    format!("\"{a:016x}{b:016x}\"")
}

/// Keeps `page`, just rendered, under `key` in memory; the Cache API is
/// given it on its second serve ([`page`]).
pub fn keep(key: &str, page: &Page) {
    MEMORY.with_borrow_mut(|m| m.keep(key, page.clone(), false));
}

/// Gives `page` to the location's Cache API under `key`, after the answer.
fn share(ctx: &Context, key: &str, page: &Page) {
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

#[cfg(test)]
mod tests {
    use super::etag_of;

    #[test]
    fn a_tag_is_hex_and_moves_with_every_byte() {
        let page = "<!doctype html><p>Workshop 19.00 €</p>";
        let tag = etag_of(page);
        assert_eq!(tag.len(), 1 + 32 + 1);
        assert!(tag.starts_with('"') && tag.ends_with('"'));
        assert!(tag[1..33].chars().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(etag_of(page), tag, "the same page, the same tag");
        // a changed price, one byte
        assert_ne!(etag_of("<!doctype html><p>Workshop 18.00 €</p>"), tag);
        // a byte more, a byte less
        assert_ne!(etag_of(&format!("{page} ")), tag);
        assert_ne!(etag_of(&page[..page.len() - 1]), tag);
        // a zero byte more is another page
        assert_ne!(etag_of("a"), etag_of("a\0"));
        assert_ne!(etag_of("abcdefgh"), etag_of("abcdefgh\0"));
        // both halves move
        let other = etag_of("<!doctype html><p>Workshop 19.01 €</p>");
        assert_ne!(other[1..17], tag[1..17]);
        assert_ne!(other[17..33], tag[17..33]);
    }
}
