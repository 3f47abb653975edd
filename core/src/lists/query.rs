//! The list engine's values: who asks ([`ListScope`]), the sort, the filter
//! keys every list may name and their kinds of value, and one parsed list
//! request ([`ListQuery`]) with its paging rules and canonical query string.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use jiff::civil::Date;
use rust_decimal::Decimal;

use super::coding::encode_into;
use super::cursor::{Cursor, Seek};
use crate::problem::Problem;

/// Page sizes every list offers (spec section 9).
pub const PAGE_SIZES: [u32; 6] = [10, 20, 50, 100, 200, 500];
/// The extra page size admins get (spec section 9).
pub const ADMIN_PAGE_SIZE: u32 = 5;
/// The default per-page of tables (the spec's 4 is for small card lists).
pub const DEFAULT_PER: u32 = 20;
/// Relative period presets in days (spec section 9).
pub const PERIOD_PRESETS: [u16; 5] = [7, 30, 90, 180, 365];
/// The default relative period in days (spec section 9).
pub const DEFAULT_PERIOD: u16 = 90;
/// The first year the year filter offers (spec section 5).
pub const FIRST_YEAR: i16 = 2021;
/// Longest accepted text value or search query, in characters.
pub const MAX_TEXT_CHARS: usize = 200;

/// Problem code: a parameter no list knows.
pub const UNKNOWN_FILTER: &str = "unknown_filter";
/// Problem code: a value that cannot be read for its parameter.
pub const INVALID_FILTER_VALUE: &str = "invalid_filter_value";
/// Problem code: a value outside the range the spec allows.
pub const FILTER_OUT_OF_RANGE: &str = "filter_out_of_range";
/// The translation keys the list rules report, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    FILTER_OUT_OF_RANGE,
    INVALID_FILTER_VALUE,
    "invalid_input",
    UNKNOWN_FILTER,
];

/// Who is asking, which decides the page sizes and the year range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListScope {
    /// Admins may also choose [`ADMIN_PAGE_SIZE`].
    pub admin: bool,
    /// The current year; the year filter accepts 2021 to the next year.
    pub current_year: i16,
}

impl ListScope {
    /// A seller (or team member acting for one) in the given year.
    pub fn seller(current_year: i16) -> Self {
        ListScope {
            admin: false,
            current_year,
        }
    }

    /// An admin in the given year.
    pub fn admin(current_year: i16) -> Self {
        ListScope {
            admin: true,
            current_year,
        }
    }

    /// Whether `per` is a page size this scope may choose.
    pub fn allows_per(self, per: u32) -> bool {
        PAGE_SIZES.contains(&per) || (self.admin && per == ADMIN_PAGE_SIZE)
    }
}

/// Sort direction (beside the cursor, which carries it).
pub use super::cursor::SortDir;

/// A sort key and its direction. The key is only checked for shape here
/// (ASCII letters, digits, underscore); a list's [`ListDef`] decides whether
/// it sorts on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sort {
    /// The sort key as the list names it (`created_at`).
    pub key: String,
    /// The direction.
    pub dir: SortDir,
}

/// What kind of value a filter takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    /// Free text (state names, codes); one or a comma-separated list.
    Text,
    /// A positive record id; one or a list.
    Id,
    /// A two-letter country code, uppercased; one or a list.
    Country,
    /// `true` or `false` (`1` / `0` also read).
    Flag,
    /// A year, 2021 to next year.
    Year,
    /// A month number, 1 to 12.
    Month,
    /// A range of counts, 0 to 10000 (`charges_count`).
    CountRange,
    /// A range of days, 0 to 365 (`overdue`, `days_overdue`).
    DaysRange,
    /// A range of amounts, at least 0.
    AmountRange,
    /// A range of dates, `YYYY-MM-DD`, both ends inclusive.
    DateRange,
    /// A relative period in days before now.
    Relative,
}

impl ValueKind {
    pub(super) fn is_range(self) -> bool {
        matches!(
            self,
            ValueKind::CountRange
                | ValueKind::DaysRange
                | ValueKind::AmountRange
                | ValueKind::DateRange
        )
    }

    /// The integers a value of this kind may be, where that does not
    /// depend on who asks (a year's does: [`ListScope`]); the parser and
    /// the edge's API document read them here.
    pub fn int_bounds(self) -> Option<(i64, i64)> {
        match self {
            ValueKind::Month => Some((1, 12)),
            ValueKind::CountRange => Some((0, 10_000)),
            ValueKind::DaysRange | ValueKind::Relative => Some((0, 365)),
            _ => None,
        }
    }

    pub(super) fn takes_list(self) -> bool {
        matches!(self, ValueKind::Text | ValueKind::Id | ValueKind::Country)
    }
}

macro_rules! filter_keys {
    ($( $(#[$doc:meta])* $variant:ident => $kind:ident, $name:literal ;)*) => {
        /// Every filter key a list offers (spec section 3), in canonical order.
        /// Keys of spec section 3 that no list offers are not here: a
        /// parameter no list reads is `unknown_filter` (issue 15).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum FilterKey {
            $( $(#[$doc])* $variant, )*
        }

        impl FilterKey {
            /// Every key, in canonical (declaration) order.
            pub const ALL: &'static [FilterKey] = &[$(FilterKey::$variant,)*];

            /// The parameter name, or for ranges and periods the stem the
            /// `_from` / `_to` (or `_from_time` / `_till_time`) suffixes go on.
            pub fn name(self) -> &'static str {
                match self { $(FilterKey::$variant => $name,)* }
            }

            /// The kind of value the key takes.
            pub fn kind(self) -> ValueKind {
                match self { $(FilterKey::$variant => ValueKind::$kind,)* }
            }
        }
    };
}

filter_keys! {
    /// `payment_state`
    PaymentState => Text, "payment_state";
    /// `exclude_not_completed`
    ExcludeNotCompleted => Flag, "exclude_not_completed";
    /// `state`
    State => Text, "state";
    /// `form`
    Form => Text, "form";
    /// `payment_form`
    PaymentForm => Text, "payment_form";
    /// `pricing_plan_id`
    PricingPlanId => Id, "pricing_plan_id";
    /// `coupon_id`
    CouponId => Id, "coupon_id";
    /// `product_id`
    ProductId => Id, "product_id";
    /// `order_id`
    OrderId => Id, "order_id";
    /// `ticket_id`
    TicketId => Id, "ticket_id";
    /// `buyer_country_code`
    BuyerCountryCode => Country, "buyer_country_code";
    /// `provider`
    Provider => Text, "provider";
    /// `payment_method`
    PaymentMethod => Text, "payment_method";
    /// `order_amount_from` / `order_amount_to`, at least 0
    OrderAmount => AmountRange, "order_amount";
    /// `created_from` / `created_to`
    Created => DateRange, "created";
    /// `charge_from` / `charge_to`
    Charge => DateRange, "charge";
    /// `success_from` / `success_to` (success dates)
    Success => DateRange, "success";
    /// `created_from_time` / `created_till_time` (relative period)
    CreatedRelative => Relative, "created";
    /// `success_from_time` / `success_till_time` (relative period)
    SuccessRelative => Relative, "success";
    /// `is_published` (the product list's isPublished, spec section 3)
    IsPublished => Flag, "is_published";
    /// `is_archived` (isArchived)
    IsArchived => Flag, "is_archived";
    /// `is_private` (isPrivate: a product with an access password)
    IsPrivate => Flag, "is_private";
    /// `is_free` (isFree)
    IsFree => Flag, "is_free";
    /// `passed` (a quiz attempt reached the pass mark; issue 17)
    Passed => Flag, "passed";
    /// `upsell_type` (an order's kind of upsell: `funnel`; issue 19)
    UpsellType => Text, "upsell_type";
    /// `funnel_id` (the funnel an upsell order was taken in)
    FunnelId => Id, "funnel_id";
    /// `funnel_node_id` (the funnel step it was taken in)
    FunnelNodeId => Id, "funnel_node_id";
    /// `kind` (a media library file's kind: `image` or `font`)
    Kind => Text, "kind";
}

impl FilterKey {
    /// Every query parameter name this key is written as, in canonical order.
    pub fn params(self) -> Vec<String> {
        let stem = self.name();
        match self.kind() {
            ValueKind::Relative => vec![format!("{stem}_from_time"), format!("{stem}_till_time")],
            k if k.is_range() => vec![format!("{stem}_from"), format!("{stem}_to")],
            _ => vec![stem.to_owned()],
        }
    }
}

/// One typed filter value.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Scalar {
    /// Text (also country codes, uppercased).
    Text(String),
    /// An integer (ids, years, months, counts, days).
    Int(i64),
    /// A flag.
    Bool(bool),
    /// A calendar date.
    Date(Date),
    /// A decimal amount.
    Amount(Decimal),
}

impl Scalar {
    pub(super) fn write_encoded(&self, out: &mut String) {
        match self {
            Scalar::Text(t) => encode_into(t, out),
            Scalar::Int(i) => {
                let _ = write!(out, "{i}");
            }
            Scalar::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Scalar::Date(d) => encode_into(&d.to_string(), out),
            Scalar::Amount(a) => encode_into(&a.to_string(), out),
        }
    }
}

/// A relative period: from `from_days` before now until `till_days` before now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RelativePeriod {
    /// Days before now the period starts; one of [`PERIOD_PRESETS`].
    pub from_days: u16,
    /// Days before now the period ends; 0 means now.
    pub till_days: u16,
}

impl RelativePeriod {
    /// The last `days` days up to now.
    pub fn last(days: u16) -> Self {
        RelativePeriod {
            from_days: days,
            till_days: 0,
        }
    }
}

impl Default for RelativePeriod {
    fn default() -> Self {
        RelativePeriod::last(DEFAULT_PERIOD)
    }
}

/// The value of one filter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FilterValue {
    /// One value.
    One(Scalar),
    /// Two or more values, any of which matches.
    Many(Vec<Scalar>),
    /// A range, both ends inclusive; at least one end is set.
    Range {
        /// Lower bound.
        from: Option<Scalar>,
        /// Upper bound.
        to: Option<Scalar>,
    },
    /// A relative period before now.
    Relative(RelativePeriod),
}

/// One list request: page, page size, sort, filters and search text, and
/// how the page is found (a cursor or the page number) and whether the
/// matching rows are counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListQuery {
    /// The page, from 1. With a cursor ([`ListQuery::seek`]) it is the
    /// number the page is shown as; without one the rows before it are
    /// skipped by offset.
    pub page: u32,
    /// The page size.
    pub per: u32,
    /// The sort; `None` uses the list's default.
    pub sort: Option<Sort>,
    /// The filters, in canonical key order.
    pub filters: BTreeMap<FilterKey, FilterValue>,
    /// The search text (`query=`).
    pub query: Option<String>,
    /// The page after (`after=`) or before (`before=`) a row, by its
    /// [`Cursor`] (keyset paging); `None` pages by offset.
    pub seek: Option<(Seek, Cursor)>,
    /// Whether the answer counts the matching rows (`counts=true`, the
    /// spec's list-call `counts`); a page view without it reads the page
    /// and one row more, and says whether more follow.
    pub counts: bool,
}

impl Default for ListQuery {
    fn default() -> Self {
        ListQuery {
            page: 1,
            per: DEFAULT_PER,
            sort: None,
            filters: BTreeMap::new(),
            query: None,
            seek: None,
            counts: false,
        }
    }
}

impl ListQuery {
    /// A new page size; back to page 1. Refused when the scope does not offer it.
    pub fn with_per_page(mut self, per: u32, scope: ListScope) -> Result<Self, Problem> {
        if !scope.allows_per(per) {
            return Err(Problem::new("per", FILTER_OUT_OF_RANGE));
        }
        self.per = per;
        self.page = 1;
        self.seek = None;
        Ok(self)
    }

    /// Sets (`Some`) or clears (`None`) one filter; back to page 1.
    #[must_use]
    pub fn with_filter(mut self, key: FilterKey, value: Option<FilterValue>) -> Self {
        match value {
            Some(v) => {
                self.filters.insert(key, v);
            }
            None => {
                self.filters.remove(&key);
            }
        }
        self.page = 1;
        self.seek = None;
        self
    }

    /// Sets or clears the search text (a filter too); back to page 1.
    #[must_use]
    pub fn with_query(mut self, query: Option<String>) -> Self {
        self.query = query.filter(|q| !q.is_empty());
        self.page = 1;
        self.seek = None;
        self
    }

    /// Moves to `page` by its number (offset paging: the cursor is
    /// dropped); below 1 becomes 1 (use [`ListQuery::clamp_page`] for the top).
    #[must_use]
    pub fn with_page(mut self, page: u32) -> Self {
        self.page = page.max(1);
        self.seek = None;
        self
    }

    /// The next page: the rows after `cursor` (the last row shown), page
    /// number one up.
    #[must_use]
    pub fn next_page(mut self, cursor: Cursor) -> Self {
        self.page = self.page.saturating_add(1);
        self.seek = Some((Seek::After, cursor));
        self
    }

    /// The previous page: the rows before `cursor` (the first row shown),
    /// page number one down. Page 1 is the first page itself (no cursor).
    #[must_use]
    pub fn previous_page(mut self, cursor: Cursor) -> Self {
        self.page = self.page.saturating_sub(1).max(1);
        self.seek = if self.page == 1 {
            None
        } else {
            Some((Seek::Before, cursor))
        };
        self
    }

    /// The sort used: the one asked for, or the list's default.
    pub fn sort_or(&self, default: (&'static str, SortDir)) -> (String, SortDir) {
        match &self.sort {
            Some(s) => (s.key.clone(), s.dir),
            None => (default.0.to_owned(), default.1),
        }
    }

    /// Clicking a column: the same key flips the direction, a new key sorts
    /// ascending. The page number is kept; a cursor is dropped (it is a
    /// position under the old sort), so the page is found by offset.
    #[must_use]
    pub fn toggle_sort(mut self, key: &str) -> Self {
        self.seek = None;
        self.sort = Some(match self.sort {
            Some(s) if s.key == key => Sort {
                key: s.key,
                dir: s.dir.flipped(),
            },
            _ => Sort {
                key: key.to_owned(),
                dir: SortDir::Asc,
            },
        });
        self
    }

    /// The number of pages for `total` rows (at least 1).
    pub fn last_page(&self, total: u64) -> u32 {
        let per = u64::from(self.per.max(1));
        let pages = total.div_ceil(per).max(1);
        u32::try_from(pages).unwrap_or(u32::MAX)
    }

    /// A page above the last becomes the last; below 1 becomes 1. A page
    /// found by cursor keeps its number (it skips nothing).
    #[must_use]
    pub fn clamp_page(mut self, total: u64) -> Self {
        if self.seek.is_none() {
            self.page = self.page.clamp(1, self.last_page(total));
        }
        self
    }

    /// Rows to skip: `(page - 1) * per` by offset, none after a cursor.
    pub fn offset(&self) -> u64 {
        if self.seek.is_some() {
            return 0;
        }
        u64::from(self.page.saturating_sub(1)) * u64::from(self.per)
    }

    /// Rows to take: `per`.
    pub fn limit(&self) -> u32 {
        self.per
    }

    /// The canonical query string: `page`, `per`, `sort`, `dir`, `query`, then
    /// the filters in [`FilterKey::ALL`] order, ranges from before to, then
    /// `after` or `before` and `counts=true` when set.
    pub fn to_query_string(&self) -> String {
        let mut out = String::new();
        let _ = write!(out, "page={}&per={}", self.page, self.per);
        if let Some(sort) = &self.sort {
            out.push_str("&sort=");
            encode_into(&sort.key, &mut out);
            out.push_str("&dir=");
            out.push_str(sort.dir.as_str());
        }
        if let Some(q) = &self.query {
            out.push_str("&query=");
            encode_into(q, &mut out);
        }
        for (key, value) in &self.filters {
            let stem = key.name();
            match value {
                FilterValue::One(s) => {
                    let _ = write!(out, "&{stem}=");
                    s.write_encoded(&mut out);
                }
                FilterValue::Many(list) => {
                    let _ = write!(out, "&{stem}=");
                    for (i, s) in list.iter().enumerate() {
                        if i > 0 {
                            out.push(',');
                        }
                        s.write_encoded(&mut out);
                    }
                }
                FilterValue::Range { from, to } => {
                    if let Some(s) = from {
                        let _ = write!(out, "&{stem}_from=");
                        s.write_encoded(&mut out);
                    }
                    if let Some(s) = to {
                        let _ = write!(out, "&{stem}_to=");
                        s.write_encoded(&mut out);
                    }
                }
                FilterValue::Relative(p) => {
                    let _ = write!(out, "&{stem}_from_time={}", p.from_days);
                    if p.till_days > 0 {
                        let _ = write!(out, "&{stem}_till_time={}", p.till_days);
                    }
                }
            }
        }
        if let Some((seek, cursor)) = &self.seek {
            let _ = write!(out, "&{}=", seek.param());
            encode_into(&cursor.encode(), &mut out);
        }
        if self.counts {
            out.push_str("&counts=true");
        }
        out
    }
}
