//! The isolate's own part of the edge cache (issue 18): the shops' version
//! pointers, and the rendered pages in front of the Cache API, so a
//! request whose pointer and page are both here makes no Cache API call
//! and no D1 statement.
//!
//! Decisions:
//! - Bounded: at most [`POINTERS`] pointers and [`PAGES`] pages of at most
//!   [`PAGE_BYTES`] bytes in all (keys counted); the entry used longest
//!   ago is dropped first (a hit counts as a use). A worker isolate has
//!   128 MB; 8 MiB of pages leaves the rest to the renderer.
//! - The staleness bound holds end to end: a pointer carries the moment
//!   its version was read from D1 (`read_at`, taken before the statement
//!   was sent, so the data is at least that new), and is good only while
//!   `0 <= now - read_at <` [`POINTER_MILLIS`]; nothing extends it.
//! - Time is `crate::clock::now_millis` (the development build's test
//!   clock included). A clock moved forward only ages pointers early (one
//!   more D1 read); a pointer "read in the future" (the clock moved back)
//!   is not fresh either. No move of the clock makes an old pointer look
//!   fresh.
//! - A seller's write drops the shop's pointer here ([`Memory::drop_pointer`]):
//!   it stays known as dropped at that moment, and a pointer read before
//!   then (a request that was reading D1 while the write ran) does not
//!   take its place while it could still be fresh.
//! - Pages are keyed by the shop version (`page_key`): a page is never
//!   stale, only unused once the version moves, and ages out.

use std::collections::{BTreeMap, HashMap};

/// How long a version read from D1 may be used: the stated staleness
/// bound (`page_cache::POINTER_SECONDS`).
pub const POINTER_MILLIS: i64 = super::POINTER_SECONDS as i64 * 1000;

/// Shops whose pointer the isolate keeps.
pub const POINTERS: usize = 1024;

/// Pages the isolate keeps.
pub const PAGES: usize = 512;

/// Bytes of pages (HTML, tag and key) the isolate keeps.
pub const PAGE_BYTES: usize = 8 * 1024 * 1024;

/// A shop version as read from D1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pointer {
    pub version: i64,
    /// When the read that found it started (Unix ms, `crate::clock`).
    pub read_at: i64,
}

impl Pointer {
    /// Whether the pointer may still be used at `now`.
    pub fn fresh_at(&self, now: i64) -> bool {
        (0..POINTER_MILLIS).contains(&now.saturating_sub(self.read_at))
    }
}

/// What the isolate knows of a shop's version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    Read(Pointer),
    /// Dropped by a seller's write at `at`: the version was `version`.
    Dropped {
        version: i64,
        at: i64,
    },
}

/// The isolate's answer for a shop's version at some moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Known {
    /// A pointer inside the bound: use it.
    Fresh(Pointer),
    /// The shop was seen, at this version, but its pointer is too old or
    /// was dropped: read the version again (the page is likely kept).
    Stale(i64),
    /// Nothing known about the shop.
    Unknown,
}

/// A page as kept: its HTML and entity tag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    pub html: String,
    pub etag: String,
}

/// A map of at most `max_entries` entries and `max_bytes` bytes (as
/// `size` counts them), dropping the entry used longest ago.
struct Bounded<V> {
    entries: HashMap<String, (u64, V)>,
    /// Use counter -> key: the first is the one used longest ago.
    order: BTreeMap<u64, String>,
    used: u64,
    bytes: usize,
    max_entries: usize,
    max_bytes: usize,
    size: fn(&str, &V) -> usize,
}

impl<V> Bounded<V> {
    fn new(max_entries: usize, max_bytes: usize, size: fn(&str, &V) -> usize) -> Self {
        Bounded {
            entries: HashMap::new(),
            order: BTreeMap::new(),
            used: 0,
            bytes: 0,
            max_entries,
            max_bytes,
            size,
        }
    }

    fn touch(&mut self, key: &str) -> Option<&V> {
        self.touch_mut(key).map(|v| &*v)
    }

    fn touch_mut(&mut self, key: &str) -> Option<&mut V> {
        self.used += 1;
        let used = self.used;
        let (at, value) = self.entries.get_mut(key)?;
        if let Some(owned) = self.order.remove(at) {
            self.order.insert(used, owned);
        }
        *at = used;
        Some(value)
    }

    fn peek(&self, key: &str) -> Option<&V> {
        self.entries.get(key).map(|(_, v)| v)
    }

    fn remove(&mut self, key: &str) {
        if let Some((at, value)) = self.entries.remove(key) {
            self.order.remove(&at);
            self.bytes -= (self.size)(key, &value);
        }
    }

    fn insert(&mut self, key: &str, value: V) {
        self.remove(key);
        let bytes = (self.size)(key, &value);
        if bytes > self.max_bytes {
            return;
        }
        self.used += 1;
        self.bytes += bytes;
        self.order.insert(self.used, key.to_owned());
        self.entries.insert(key.to_owned(), (self.used, value));
        while self.entries.len() > self.max_entries || self.bytes > self.max_bytes {
            let Some((_, oldest)) = self.order.pop_first() else {
                break;
            };
            if let Some((_, value)) = self.entries.remove(&oldest) {
                self.bytes -= (self.size)(&oldest, &value);
            }
        }
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.entries.len()
    }
}

/// A page in memory, and whether the location's Cache API was given it.
struct Held {
    page: Page,
    shared: bool,
}

/// The isolate's pointers and pages.
pub struct Memory {
    pointers: Bounded<Slot>,
    pages: Bounded<Held>,
}

impl Default for Memory {
    fn default() -> Self {
        Memory::new(POINTERS, PAGES, PAGE_BYTES)
    }
}

impl Memory {
    pub fn new(pointers: usize, pages: usize, page_bytes: usize) -> Self {
        Memory {
            pointers: Bounded::new(pointers, usize::MAX, |k, _| k.len()),
            pages: Bounded::new(pages, page_bytes, |k, h| {
                k.len() + h.page.html.len() + h.page.etag.len()
            }),
        }
    }

    /// What is known of `shop`'s version at `now`.
    pub fn version(&mut self, shop: &str, now: i64) -> Known {
        match self.pointers.touch(shop) {
            Some(Slot::Read(p)) if p.fresh_at(now) => Known::Fresh(*p),
            Some(Slot::Read(p)) => Known::Stale(p.version),
            Some(Slot::Dropped { version, .. }) => Known::Stale(*version),
            None => Known::Unknown,
        }
    }

    /// Whether `pointer` (read from D1) may stand for `shop` at `now`: not when the shop's pointer was dropped
    /// after the read started, nor when a later read is here and still
    /// fresh. Both guards last only while they matter: a read from before
    /// a drop five seconds old is not fresh anyway, and a pointer that is
    /// not fresh (a clock moved back makes a read "in the future") is
    /// replaced by any read, so no move of the clock leaves a shop without
    /// a usable pointer for longer than the bound.
    pub fn admits(&self, shop: &str, pointer: Pointer, now: i64) -> bool {
        match self.pointers.peek(shop) {
            Some(Slot::Dropped { at, .. }) => {
                pointer.read_at > *at || !(0..POINTER_MILLIS).contains(&now.saturating_sub(*at))
            }
            Some(Slot::Read(known)) => pointer.read_at >= known.read_at || !known.fresh_at(now),
            None => true,
        }
    }

    /// Keeps `pointer` as `shop`'s when it [`admits`](Self::admits) it.
    pub fn remember(&mut self, shop: &str, pointer: Pointer, now: i64) {
        if self.admits(shop, pointer, now) {
            self.pointers.insert(shop, Slot::Read(pointer));
        }
    }

    /// A seller's write at `now`: the shop's pointer is no longer used.
    pub fn drop_pointer(&mut self, shop: &str, now: i64) {
        let version = match self.pointers.peek(shop) {
            Some(Slot::Read(p)) => p.version,
            Some(Slot::Dropped { version, .. }) => *version,
            // nothing kept: remember the drop all the same (a read that
            // started before it must not be kept), at an impossible version
            None => i64::MIN,
        };
        self.pointers
            .insert(shop, Slot::Dropped { version, at: now });
    }

    /// The page kept under `key`, and whether it is now due for the
    /// location's Cache API: served a second time here, and not given to
    /// it yet (it is marked given).
    pub fn page(&mut self, key: &str) -> Option<(Page, bool)> {
        let held = self.pages.touch_mut(key)?;
        let due = !held.shared;
        held.shared = true;
        Some((held.page.clone(), due))
    }

    /// Keeps `page` under `key`; `shared` when the location's Cache API
    /// has it already (a page larger than the whole budget is not kept).
    pub fn keep(&mut self, key: &str, page: Page, shared: bool) {
        self.pages.insert(key, Held { page, shared });
    }

    /// Pointers and pages kept (for tests).
    #[cfg(test)]
    fn sizes(&self) -> (usize, usize, usize) {
        (self.pointers.len(), self.pages.len(), self.pages.bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: i64 = 1_700_000_000_000;

    fn read(version: i64, read_at: i64) -> Pointer {
        Pointer { version, read_at }
    }

    fn page(html: &str) -> Page {
        Page {
            html: html.to_owned(),
            etag: "\"e\"".to_owned(),
        }
    }

    #[test]
    fn a_pointer_is_fresh_for_five_seconds_after_its_read() {
        let p = read(3, T);
        assert!(p.fresh_at(T));
        assert!(p.fresh_at(T + POINTER_MILLIS - 1));
        assert!(!p.fresh_at(T + POINTER_MILLIS));
        assert!(!p.fresh_at(T + 3_600_000));
        // a clock moved back: a read "in the future" is not fresh
        assert!(!p.fresh_at(T - 1));
        assert!(!read(3, i64::MAX).fresh_at(i64::MIN));
        assert!(!read(3, i64::MIN).fresh_at(i64::MAX));
    }

    #[test]
    fn the_bound_counts_from_the_d1_read_not_from_the_keeping() {
        let mut m = Memory::default();
        // a read that started at T and was kept 4 s later (a slow
        // statement) is good for 1 s more only
        m.remember("shop", read(7, T), T + 4_000);
        assert_eq!(m.version("shop", T + 4_000), Known::Fresh(read(7, T)));
        assert_eq!(m.version("shop", T + 4_999), Known::Fresh(read(7, T)));
        assert_eq!(m.version("shop", T + 5_000), Known::Stale(7));
        assert_eq!(m.version("other", T), Known::Unknown);
    }

    #[test]
    fn a_drop_keeps_reads_from_before_it_out() {
        let mut m = Memory::default();
        m.remember("shop", read(4, T), T);
        m.drop_pointer("shop", T + 100);
        assert_eq!(m.version("shop", T + 200), Known::Stale(4));
        // a request that read D1 before the write finishes after it
        m.remember("shop", read(4, T + 50), T + 200);
        assert_eq!(m.version("shop", T + 200), Known::Stale(4));
        // nor one that started at the same moment
        assert!(!m.admits("shop", read(4, T + 100), T + 200));
        // a read that started after the drop is the new pointer
        m.remember("shop", read(5, T + 101), T + 200);
        assert_eq!(m.version("shop", T + 200), Known::Fresh(read(5, T + 101)));
        // an older read never replaces a newer one while that is fresh
        m.remember("shop", read(4, T + 90), T + 200);
        assert_eq!(m.version("shop", T + 200), Known::Fresh(read(5, T + 101)));
        // once a drop is five seconds old, a read from before it is past
        // the bound anyway: the guard ends
        let mut m = Memory::default();
        m.drop_pointer("shop", T);
        assert!(!m.admits("shop", read(4, T - 10), T + 4_999));
        assert!(m.admits("shop", read(4, T - 10), T + 5_000));
    }

    #[test]
    fn a_drop_of_an_unknown_shop_is_remembered() {
        let mut m = Memory::default();
        m.drop_pointer("shop", T);
        assert_eq!(m.version("shop", T), Known::Stale(i64::MIN));
        m.remember("shop", read(2, T - 1), T);
        assert_eq!(m.version("shop", T), Known::Stale(i64::MIN));
        m.remember("shop", read(2, T + 1), T + 1);
        assert_eq!(m.version("shop", T + 1), Known::Fresh(read(2, T + 1)));
    }

    #[test]
    fn a_clock_moved_back_leaves_no_shop_without_a_pointer() {
        let mut m = Memory::default();
        // read and dropped while a test's clock stood 6 s ahead
        m.remember("read", read(3, T + 6_000), T + 6_000);
        m.drop_pointer("dropped", T + 6_000);
        // the clock back at T: the reads "from the future" are not fresh,
        // and reads made now take their place
        assert_eq!(m.version("read", T), Known::Stale(3));
        m.remember("read", read(4, T), T);
        assert_eq!(m.version("read", T), Known::Fresh(read(4, T)));
        m.remember("dropped", read(5, T), T);
        assert_eq!(m.version("dropped", T), Known::Fresh(read(5, T)));
    }

    #[test]
    fn pointers_are_bounded_the_least_used_going_first() {
        let mut m = Memory::new(3, 10, 1_000);
        for (version, shop) in [(1, "a"), (2, "b"), (3, "c")] {
            m.remember(shop, read(version, T), T);
        }
        // "a" is used, so "b" is the one used longest ago
        assert!(matches!(m.version("a", T), Known::Fresh(_)));
        m.remember("d", read(9, T), T);
        assert_eq!(m.sizes().0, 3);
        assert_eq!(m.version("b", T), Known::Unknown);
        assert!(matches!(m.version("a", T), Known::Fresh(_)));
        assert!(matches!(m.version("c", T), Known::Fresh(_)));
        assert!(matches!(m.version("d", T), Known::Fresh(_)));
    }

    #[test]
    fn pages_are_bounded_by_count_and_bytes() {
        let mut m = Memory::new(10, 3, 100);
        m.keep("k1", page("one"), false);
        m.keep("k2", page("two"), false);
        m.keep("k3", page("three"), false);
        assert_eq!(m.page("k1"), Some((page("one"), true)));
        m.keep("k4", page("four"), false);
        assert_eq!(m.sizes().1, 3);
        assert_eq!(m.page("k2"), None, "the page used longest ago goes");
        assert!(m.page("k1").is_some());
        // 80 bytes of HTML push the others out until the bytes fit
        m.keep("k5", page(&"x".repeat(80)), false);
        let (_, pages, bytes) = m.sizes();
        assert!(bytes <= 100, "{bytes} bytes kept");
        assert!(m.page("k5").is_some());
        assert!(pages < 3);
        // a page larger than the whole budget is not kept, nor pushes any out
        m.keep("k6", page(&"y".repeat(200)), false);
        assert_eq!(m.page("k6"), None);
        assert!(m.page("k5").is_some());
    }

    #[test]
    fn a_page_kept_again_replaces_its_bytes() {
        let mut m = Memory::new(10, 3, 100);
        m.keep("k", page("first"), false);
        m.keep("k", page("second"), true);
        assert_eq!(m.page("k"), Some((page("second"), false)));
        assert_eq!(m.sizes(), (0, 1, "k".len() + "second".len() + 3));
    }

    #[test]
    fn a_page_is_due_for_the_location_on_its_second_serve_only() {
        let mut m = Memory::new(10, 3, 1000);
        // rendered here: not given to the location on its first serve
        m.keep("rendered", page("a"), false);
        assert_eq!(m.page("rendered"), Some((page("a"), true)));
        assert_eq!(m.page("rendered"), Some((page("a"), false)));
        // copied from the location's cache: the location has it already
        m.keep("copied", page("b"), true);
        assert_eq!(m.page("copied"), Some((page("b"), false)));
    }
}
