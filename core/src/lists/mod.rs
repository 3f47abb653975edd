//! List paging, sorting and filters (spec section 3 "Lists and filters",
//! section 4 paging and sorting rules, section 5 filter ranges, section 9
//! page sizes and date presets).
//!
//! A list request arrives as a query string. [`ListQuery::parse`] turns it
//! into one typed value (or every problem at once), [`ListQuery::to_query_string`]
//! writes it back in a canonical order, and a list's [`ListDef`] (one module
//! per list: [`products`], [`coupons`], [`shop_products`], [`orders`],
//! [`order_rates`], [`payment_tickets`], and the course area's
//! [`course_sessions`], [`lesson_statuses`], [`quiz_attempts`], and the media
//! library's [`media`]) refuses what that list does not
//! offer. [`list_json`] is the same for the browser.
//!
//! The engine: [`query`] (the values and paging), [`parse`] (reading a
//! query string), [`def`] (a list's offer), [`browser`] (`list_json`).
//! **Architecture invariant:** no SQL here. The columns and conditions each
//! key stands for, and the SQL built from a query, live in the edge's
//! repositories (`edge/src/repo/lists/`).
//!
//! Decisions the spec leaves open:
//! - **Default per-page** is [`DEFAULT_PER`] = 20 for tables. The spec's
//!   "default per-page 4" is for small card lists; those pass their own size.
//! - **Sorting**: toggling the key already sorted on flips the direction; a
//!   new key starts ascending. Sorting does not reset the page (the spec only
//!   names per-page and filter changes for that).
//! - **Ranges**: absolute ranges are written `KEY_from` / `KEY_to` (as in the
//!   list query `created_from=…&created_to=…`); the relative periods of
//!   section 7 are written `created_from_time` / `created_till_time` and
//!   `success_from_time` / `success_till_time`, and carry whole days before
//!   now: the from side must be a preset (7, 30, 90, 180, 365; 90 when only
//!   the till side is given), the till side 0 (now, the default) up to one
//!   day less than the from side.
//! - **Lists of values**: text, id and country filters take comma-separated
//!   values (`payment_state=paid,paying`); a comma inside a value is
//!   percent-encoded.
//! - An **empty value** (`payment_state=`) means "no filter", as a form with an
//!   empty field sends it.
//! - `sortKey` / `sortDir` (the spec's table params) are read as aliases of
//!   `sort` / `dir`; the canonical form writes `sort` / `dir`.
//! - Keys of spec section 3 that no list offers (61 of 84: `payer_id`,
//!   `year`, `charges_count`, ...) were deleted (issue 15): such a
//!   parameter is `unknown_filter`. A key comes back with the list that
//!   offers it.
//! - **Paging by cursor** (issue 15, [`cursor`]): `after=` / `before=` name
//!   the last (first) row shown, so next and previous pages skip nothing;
//!   a page number alone pages by offset. Any change of size, sort,
//!   filters or search drops the cursor.
//! - **Counting only when asked**: `counts=true` (the spec's list-call
//!   `counts`) asks for the total; without it a page answers whether more
//!   rows follow. The browser asks once per filter and search, not per page.

pub mod browser;
mod coding;
pub mod coupons;
pub mod course_sessions;
pub mod cursor;
pub mod def;
pub mod lesson_statuses;
pub mod media;
pub mod order_rates;
pub mod orders;
pub mod parse;
pub mod payment_tickets;
pub mod products;
pub mod query;
pub mod quiz_attempts;
pub mod shop_products;

pub use browser::{ListAction, ListAnswer, ListRequest, ListState, list_json};
pub use coding::{decode, encode};
pub use coupons::COUPONS;
pub use course_sessions::{COURSE_SESSIONS, SESSION_STATES};
pub use cursor::{Cursor, KeyValue, MAX_CURSOR_CHARS, Seek};
pub use def::ListDef;
pub use lesson_statuses::LESSON_STATUSES;
pub use media::MEDIA;
pub use order_rates::ORDER_RATES;
pub use orders::ORDERS;
pub use parse::value_problem;
pub use payment_tickets::PAYMENT_TICKETS;
pub use products::PRODUCTS;
pub use query::{
    ADMIN_PAGE_SIZE, DEFAULT_PER, DEFAULT_PERIOD, FILTER_OUT_OF_RANGE, FIRST_YEAR, FilterKey,
    FilterValue, INVALID_FILTER_VALUE, KEYS, ListQuery, ListScope, MAX_TEXT_CHARS, PAGE_SIZES,
    PERIOD_PRESETS, RelativePeriod, Scalar, Sort, SortDir, UNKNOWN_FILTER, ValueKind,
};
pub use quiz_attempts::QUIZ_ATTEMPTS;
pub use shop_products::SHOP_PRODUCTS;

/// Every list, each found by its [`ListDef::name`] (see [`ListDef::named`]).
pub const LISTS: [&ListDef; 10] = [
    &products::PRODUCTS,
    &coupons::COUPONS,
    &shop_products::SHOP_PRODUCTS,
    &orders::ORDERS,
    &order_rates::ORDER_RATES,
    &payment_tickets::PAYMENT_TICKETS,
    &course_sessions::COURSE_SESSIONS,
    &lesson_statuses::LESSON_STATUSES,
    &quiz_attempts::QUIZ_ATTEMPTS,
    &media::MEDIA,
];

impl ListDef {
    /// The list called `name`, if there is one.
    pub fn named(name: &str) -> Option<&'static ListDef> {
        LISTS.into_iter().find(|def| def.name == name)
    }
}

#[cfg(test)]
mod tests;
