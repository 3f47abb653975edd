//! List paging, sorting and filters (spec section 3 "Lists and filters",
//! section 4 paging and sorting rules, section 5 filter ranges, section 9
//! page sizes and date presets).
//!
//! A list request arrives as a query string. [`ListQuery::parse`] turns it
//! into one typed value (or every problem at once), [`ListQuery::to_query_string`]
//! writes it back in a canonical order, and [`where_clause`] builds the
//! parameterised SQL tail (`WHERE … ORDER BY … LIMIT … OFFSET …`) for one list,
//! taking column names only from that list's [`ListSpec`] whitelist.
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
//! - `deal state` is read as the parameter `deal_state`; `billingCycle` keeps
//!   the spelling the spec gives.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use jiff::civil::Date;
use rust_decimal::Decimal;

use serde::{Deserialize, Serialize};

use crate::currency::Currency;
use crate::problem::{Problem, Problems};

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

/// Sort direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SortDir {
    /// Ascending.
    Asc,
    /// Descending.
    Desc,
}

impl SortDir {
    /// The query-string and SQL spelling, lowercase.
    pub fn as_str(self) -> &'static str {
        match self {
            SortDir::Asc => "asc",
            SortDir::Desc => "desc",
        }
    }

    fn sql(self) -> &'static str {
        match self {
            SortDir::Asc => "ASC",
            SortDir::Desc => "DESC",
        }
    }

    /// The other direction.
    #[must_use]
    pub fn flipped(self) -> Self {
        match self {
            SortDir::Asc => SortDir::Desc,
            SortDir::Desc => SortDir::Asc,
        }
    }
}

/// A sort key and its direction. The key is only checked for shape here
/// (ASCII letters, digits, underscore); a list's [`ListSpec`] decides whether
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
    fn is_range(self) -> bool {
        matches!(
            self,
            ValueKind::CountRange
                | ValueKind::DaysRange
                | ValueKind::AmountRange
                | ValueKind::DateRange
        )
    }

    fn takes_list(self) -> bool {
        matches!(self, ValueKind::Text | ValueKind::Id | ValueKind::Country)
    }
}

macro_rules! filter_keys {
    ($( $(#[$doc:meta])* $variant:ident => $kind:ident, $name:literal ;)*) => {
        /// Every filter key of spec section 3, in canonical order.
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
    /// `transferable_type`
    TransferableType => Text, "transferable_type";
    /// `state`
    State => Text, "state";
    /// `form`
    Form => Text, "form";
    /// `payment_form`
    PaymentForm => Text, "payment_form";
    /// `period_type`
    PeriodType => Text, "period_type";
    /// `pricing_plan_id`
    PricingPlanId => Id, "pricing_plan_id";
    /// `coupon_id`
    CouponId => Id, "coupon_id";
    /// `payout_id`
    PayoutId => Id, "payout_id";
    /// `payer_id`
    PayerId => Id, "payer_id";
    /// `product_id`
    ProductId => Id, "product_id";
    /// `product_group_id`
    ProductGroupId => Id, "product_group_id";
    /// `seller_id` (admin lists; seller lists are always scoped by the caller)
    SellerId => Id, "seller_id";
    /// `order_id`
    OrderId => Id, "order_id";
    /// `currency_id`
    CurrencyId => Id, "currency_id";
    /// `internal_name`
    InternalName => Text, "internal_name";
    /// `ticket_id`
    TicketId => Id, "ticket_id";
    /// `affiliate_program_id`
    AffiliateProgramId => Id, "affiliate_program_id";
    /// `publisher_id`
    PublisherId => Id, "publisher_id";
    /// `sales_team_member_id`
    SalesTeamMemberId => Id, "sales_team_member_id";
    /// `upsell_type`
    UpsellType => Text, "upsell_type";
    /// `funnel_id`
    FunnelId => Id, "funnel_id";
    /// `funnel_node_id`
    FunnelNodeId => Id, "funnel_node_id";
    /// `campaign`
    Campaign => Text, "campaign";
    /// `batch_id`
    BatchId => Id, "batch_id";
    /// `transfer_id`
    TransferId => Id, "transfer_id";
    /// `kind`
    Kind => Text, "kind";
    /// `cancellable`
    Cancellable => Flag, "cancellable";
    /// `power_seller`
    PowerSeller => Flag, "power_seller";
    /// `strategy_stage`
    StrategyStage => Text, "strategy_stage";
    /// `strategy_type`
    StrategyType => Text, "strategy_type";
    /// `strategy_status`
    StrategyStatus => Text, "strategy_status";
    /// `dunning_status`
    DunningStatus => Text, "dunning_status";
    /// `inkasso_status`
    InkassoStatus => Text, "inkasso_status";
    /// `outcome_status`
    OutcomeStatus => Text, "outcome_status";
    /// `payer_type`
    PayerType => Text, "payer_type";
    /// `not_collected_reason`
    NotCollectedReason => Text, "not_collected_reason";
    /// `reseller_company`
    ResellerCompany => Text, "reseller_company";
    /// `invoice_number`
    InvoiceNumber => Text, "invoice_number";
    /// `deletion_state`
    DeletionState => Text, "deletion_state";
    /// `is_written_off`
    IsWrittenOff => Flag, "is_written_off";
    /// `gen_account`
    GenAccount => Text, "gen_account";
    /// `document_field_1`
    DocumentField1 => Text, "document_field_1";
    /// `booking_type`
    BookingType => Text, "booking_type";
    /// `datev_state`
    DatevState => Text, "datev_state";
    /// `datev_export_status`
    DatevExportStatus => Text, "datev_export_status";
    /// `seller_account`
    SellerAccount => Text, "seller_account";
    /// `event_key`
    EventKey => Text, "event_key";
    /// `purpose`
    Purpose => Text, "purpose";
    /// `billingCycle` (the spec's spelling)
    BillingCycle => Text, "billingCycle";
    /// `legacy`
    Legacy => Flag, "legacy";
    /// `year`, 2021 to next year
    Year => Year, "year";
    /// `month_number`, 1 to 12
    MonthNumber => Month, "month_number";
    /// `deal_state` (the spec writes "deal state")
    DealState => Text, "deal_state";
    /// `buyer_country_code`
    BuyerCountryCode => Country, "buyer_country_code";
    /// `transfer_country_code`
    TransferCountryCode => Country, "transfer_country_code";
    /// `offline_country_code`
    OfflineCountryCode => Country, "offline_country_code";
    /// `online`
    Online => Flag, "online";
    /// `file_origin`
    FileOrigin => Text, "file_origin";
    /// `csv_downloaded`
    CsvDownloaded => Flag, "csv_downloaded";
    /// `provider`
    Provider => Text, "provider";
    /// `payment_method`
    PaymentMethod => Text, "payment_method";
    /// `status`
    Status => Text, "status";
    /// `charges_count_from` / `charges_count_to`, 0 to 10000
    ChargesCount => CountRange, "charges_count";
    /// `overdue_from` / `overdue_to`, 0 to 365 days
    Overdue => DaysRange, "overdue";
    /// `order_amount_from` / `order_amount_to`, at least 0
    OrderAmount => AmountRange, "order_amount";
    /// `amount_from` / `amount_to`, at least 0
    Amount => AmountRange, "amount";
    /// `days_overdue_from` / `days_overdue_to`, 0 to 365 days
    DaysOverdue => DaysRange, "days_overdue";
    /// `created_from` / `created_to`
    Created => DateRange, "created";
    /// `charge_from` / `charge_to`
    Charge => DateRange, "charge";
    /// `first_order_from` / `first_order_to`
    FirstOrder => DateRange, "first_order";
    /// `issued_at_from` / `issued_at_to`
    IssuedAt => DateRange, "issued_at";
    /// `written_off_at_from` / `written_off_at_to`
    WrittenOffAt => DateRange, "written_off_at";
    /// `event_date_from` / `event_date_to`
    EventDate => DateRange, "event_date";
    /// `deactivated_at_from` / `deactivated_at_to`
    DeactivatedAt => DateRange, "deactivated_at";
    /// `date_resolved_from` / `date_resolved_to`
    DateResolved => DateRange, "date_resolved";
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
    fn write_encoded(&self, out: &mut String) {
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

/// One list request: page, page size, sort, filters and search text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListQuery {
    /// The page, from 1.
    pub page: u32,
    /// The page size.
    pub per: u32,
    /// The sort; `None` uses the list's default.
    pub sort: Option<Sort>,
    /// The filters, in canonical key order.
    pub filters: BTreeMap<FilterKey, FilterValue>,
    /// The search text (`query=`).
    pub query: Option<String>,
}

impl Default for ListQuery {
    fn default() -> Self {
        ListQuery {
            page: 1,
            per: DEFAULT_PER,
            sort: None,
            filters: BTreeMap::new(),
            query: None,
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
        self
    }

    /// Sets or clears the search text (a filter too); back to page 1.
    #[must_use]
    pub fn with_query(mut self, query: Option<String>) -> Self {
        self.query = query.filter(|q| !q.is_empty());
        self.page = 1;
        self
    }

    /// Moves to `page`; below 1 becomes 1 (use [`ListQuery::clamp_page`] for the top).
    #[must_use]
    pub fn with_page(mut self, page: u32) -> Self {
        self.page = page.max(1);
        self
    }

    /// Clicking a column: the same key flips the direction, a new key sorts
    /// ascending. The page is kept.
    #[must_use]
    pub fn toggle_sort(mut self, key: &str) -> Self {
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

    /// A page above the last becomes the last; below 1 becomes 1.
    #[must_use]
    pub fn clamp_page(mut self, total: u64) -> Self {
        self.page = self.page.clamp(1, self.last_page(total));
        self
    }

    /// Rows to skip: `(page - 1) * per`.
    pub fn offset(&self) -> u64 {
        u64::from(self.page.saturating_sub(1)) * u64::from(self.per)
    }

    /// Rows to take: `per`.
    pub fn limit(&self) -> u32 {
        self.per
    }

    /// Reads a query string (with or without a leading `?`). Every problem is
    /// reported, each under the parameter name at fault.
    pub fn parse(input: &str, scope: ListScope) -> Result<ListQuery, Vec<Problem>> {
        Parser::new(scope).run(input)
    }

    /// The canonical query string: `page`, `per`, `sort`, `dir`, `query`, then
    /// the filters in [`FilterKey::ALL`] order, ranges from before to.
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
        out
    }
}

/// Where one query parameter goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    Page,
    Per,
    Sort,
    Dir,
    Query,
    Plain(FilterKey),
    From(FilterKey),
    To(FilterKey),
}

fn target_of(param: &str) -> Option<Target> {
    match param {
        "page" => return Some(Target::Page),
        "per" => return Some(Target::Per),
        "sort" | "sortKey" => return Some(Target::Sort),
        "dir" | "sortDir" => return Some(Target::Dir),
        "query" => return Some(Target::Query),
        _ => {}
    }
    FilterKey::ALL.iter().find_map(|&key| {
        let stem = key.name();
        let kind = key.kind();
        if kind == ValueKind::Relative {
            let rest = param.strip_prefix(stem)?;
            match rest {
                "_from_time" => Some(Target::From(key)),
                "_till_time" => Some(Target::To(key)),
                _ => None,
            }
        } else if kind.is_range() {
            let rest = param.strip_prefix(stem)?;
            match rest {
                "_from" => Some(Target::From(key)),
                "_to" => Some(Target::To(key)),
                _ => None,
            }
        } else if param == stem {
            Some(Target::Plain(key))
        } else {
            None
        }
    })
}

struct Parser {
    scope: ListScope,
    problems: Problems,
    seen: BTreeSet<TargetId>,
    query: ListQuery,
    dir: Option<SortDir>,
    froms: BTreeMap<FilterKey, Option<Scalar>>,
    tos: BTreeMap<FilterKey, Option<Scalar>>,
}

/// [`Target`] ordered for the duplicate check (aliases count as one).
type TargetId = (u8, Option<FilterKey>);

fn target_id(t: Target) -> TargetId {
    match t {
        Target::Page => (0, None),
        Target::Per => (1, None),
        Target::Sort => (2, None),
        Target::Dir => (3, None),
        Target::Query => (4, None),
        Target::Plain(k) => (5, Some(k)),
        Target::From(k) => (6, Some(k)),
        Target::To(k) => (7, Some(k)),
    }
}

impl Parser {
    fn new(scope: ListScope) -> Self {
        Parser {
            scope,
            problems: Problems::default(),
            seen: BTreeSet::new(),
            query: ListQuery::default(),
            dir: None,
            froms: BTreeMap::new(),
            tos: BTreeMap::new(),
        }
    }

    fn run(mut self, input: &str) -> Result<ListQuery, Vec<Problem>> {
        let input = input.strip_prefix('?').unwrap_or(input);
        for pair in input.split('&').filter(|p| !p.is_empty()) {
            let (raw_key, raw_value) = pair.split_once('=').unwrap_or((pair, ""));
            let Some(param) = decode(raw_key) else {
                self.problems.push(lossy(raw_key), UNKNOWN_FILTER);
                continue;
            };
            let Some(target) = target_of(&param) else {
                self.problems.push(param, UNKNOWN_FILTER);
                continue;
            };
            if !self.seen.insert(target_id(target)) {
                self.problems.push(param, INVALID_FILTER_VALUE);
                continue;
            }
            if raw_value.is_empty() {
                continue;
            }
            self.take(target, &param, raw_value);
        }
        self.finish_ranges();
        match (&mut self.query.sort, self.dir) {
            (Some(sort), Some(dir)) => sort.dir = dir,
            (None, Some(_)) => self.problems.push("dir", INVALID_FILTER_VALUE),
            _ => {}
        }
        self.problems.into_result(self.query)
    }

    fn take(&mut self, target: Target, param: &str, raw: &str) {
        match target {
            Target::Page => match decode(raw).and_then(|v| v.parse::<i64>().ok()) {
                // Below 1 becomes 1; above the last is clamped once the total is known.
                Some(p) => self.query.page = u32::try_from(p.max(1)).unwrap_or(u32::MAX),
                None => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Per => match decode(raw).and_then(|v| v.parse::<u32>().ok()) {
                Some(p) if self.scope.allows_per(p) => self.query.per = p,
                Some(_) => self.problems.push(param, FILTER_OUT_OF_RANGE),
                None => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Sort => match decode(raw).filter(|k| is_sort_key(k)) {
                Some(key) => {
                    self.query.sort = Some(Sort {
                        key,
                        dir: SortDir::Asc,
                    });
                }
                None => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Dir => match decode(raw).as_deref() {
                Some("asc") => self.dir = Some(SortDir::Asc),
                Some("desc") => self.dir = Some(SortDir::Desc),
                _ => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Query => match decode(raw).filter(|q| is_text(q)) {
                Some(q) => self.query.query = Some(q),
                None => self.problems.push(param, INVALID_FILTER_VALUE),
            },
            Target::Plain(key) => self.take_plain(key, param, raw),
            Target::From(key) => {
                let v = self.bound(key, param, raw);
                self.froms.insert(key, v);
            }
            Target::To(key) => {
                let v = self.bound(key, param, raw);
                self.tos.insert(key, v);
            }
        }
    }

    fn take_plain(&mut self, key: FilterKey, param: &str, raw: &str) {
        let kind = key.kind();
        let parts: Vec<&str> = raw.split(',').collect();
        if parts.len() > 1 && !kind.takes_list() {
            self.problems.push(param, INVALID_FILTER_VALUE);
            return;
        }
        let mut values = Vec::with_capacity(parts.len());
        for part in parts {
            match self.scalar(kind, part) {
                Ok(v) => values.push(v),
                Err(code) => {
                    self.problems.push(param, code);
                    return;
                }
            }
        }
        let value = if values.len() == 1 {
            match values.pop() {
                Some(v) => FilterValue::One(v),
                None => return,
            }
        } else {
            FilterValue::Many(values)
        };
        self.query.filters.insert(key, value);
    }

    /// One bound of a range or period; `None` after recording a problem.
    fn bound(&mut self, key: FilterKey, param: &str, raw: &str) -> Option<Scalar> {
        let kind = key.kind();
        let result = if kind == ValueKind::Relative {
            match decode(raw).and_then(|v| v.parse::<i64>().ok()) {
                Some(d) if (0..=365).contains(&d) => Ok(Scalar::Int(d)),
                Some(_) => Err(FILTER_OUT_OF_RANGE),
                None => Err(INVALID_FILTER_VALUE),
            }
        } else {
            self.scalar(kind, raw)
        };
        match result {
            Ok(v) => Some(v),
            Err(code) => {
                self.problems.push(param, code);
                None
            }
        }
    }

    fn finish_ranges(&mut self) {
        let keys: BTreeSet<FilterKey> = self.froms.keys().chain(self.tos.keys()).copied().collect();
        for key in keys {
            let from = self.froms.get(&key).cloned();
            let to = self.tos.get(&key).cloned();
            // A bound that failed to parse was already reported.
            if matches!(from, Some(None)) || matches!(to, Some(None)) {
                continue;
            }
            let (from, to) = (from.flatten(), to.flatten());
            let stem = key.name();
            if key.kind() == ValueKind::Relative {
                let from_days = match from {
                    Some(Scalar::Int(d)) => d,
                    _ => i64::from(DEFAULT_PERIOD),
                };
                let till_days = match to {
                    Some(Scalar::Int(d)) => d,
                    _ => 0,
                };
                let preset = u16::try_from(from_days)
                    .ok()
                    .filter(|d| PERIOD_PRESETS.contains(d));
                let till = u16::try_from(till_days).ok();
                match (preset, till) {
                    (Some(from_days), Some(till_days)) if till_days < from_days => {
                        self.query.filters.insert(
                            key,
                            FilterValue::Relative(RelativePeriod {
                                from_days,
                                till_days,
                            }),
                        );
                    }
                    (None, _) => self
                        .problems
                        .push(format!("{stem}_from_time"), FILTER_OUT_OF_RANGE),
                    _ => self
                        .problems
                        .push(format!("{stem}_till_time"), FILTER_OUT_OF_RANGE),
                }
                continue;
            }
            if let (Some(a), Some(b)) = (&from, &to)
                && a > b
            {
                self.problems
                    .push(format!("{stem}_to"), FILTER_OUT_OF_RANGE);
                continue;
            }
            if from.is_some() || to.is_some() {
                self.query
                    .filters
                    .insert(key, FilterValue::Range { from, to });
            }
        }
    }

    /// One value of the given kind from its raw (still encoded) text.
    fn scalar(&self, kind: ValueKind, raw: &str) -> Result<Scalar, &'static str> {
        let text = decode(raw).ok_or(INVALID_FILTER_VALUE)?;
        let int = |lo: i64, hi: i64| -> Result<Scalar, &'static str> {
            let n: i64 = text.parse().map_err(|_| INVALID_FILTER_VALUE)?;
            if (lo..=hi).contains(&n) {
                Ok(Scalar::Int(n))
            } else {
                Err(FILTER_OUT_OF_RANGE)
            }
        };
        match kind {
            ValueKind::Text => {
                if is_text(&text) {
                    Ok(Scalar::Text(text))
                } else {
                    Err(INVALID_FILTER_VALUE)
                }
            }
            ValueKind::Id => {
                let n: i64 = text.parse().map_err(|_| INVALID_FILTER_VALUE)?;
                if n >= 1 && text.bytes().all(|b| b.is_ascii_digit()) {
                    Ok(Scalar::Int(n))
                } else {
                    Err(INVALID_FILTER_VALUE)
                }
            }
            ValueKind::Country => {
                if text.len() == 2 && text.bytes().all(|b| b.is_ascii_alphabetic()) {
                    Ok(Scalar::Text(text.to_ascii_uppercase()))
                } else {
                    Err(INVALID_FILTER_VALUE)
                }
            }
            ValueKind::Flag => match text.as_str() {
                "true" | "1" => Ok(Scalar::Bool(true)),
                "false" | "0" => Ok(Scalar::Bool(false)),
                _ => Err(INVALID_FILTER_VALUE),
            },
            ValueKind::Year => int(
                i64::from(FIRST_YEAR),
                i64::from(self.scope.current_year) + 1,
            ),
            ValueKind::Month => int(1, 12),
            ValueKind::CountRange => int(0, 10_000),
            ValueKind::DaysRange | ValueKind::Relative => int(0, 365),
            ValueKind::AmountRange => {
                if !is_plain_decimal(&text) {
                    return Err(INVALID_FILTER_VALUE);
                }
                let d: Decimal = text.parse().map_err(|_| INVALID_FILTER_VALUE)?;
                if d.is_sign_negative() && !d.is_zero() {
                    Err(FILTER_OUT_OF_RANGE)
                } else {
                    Ok(Scalar::Amount(d))
                }
            }
            ValueKind::DateRange => {
                let strict = text.len() == 10
                    && text.bytes().enumerate().all(|(i, b)| {
                        if i == 4 || i == 7 {
                            b == b'-'
                        } else {
                            b.is_ascii_digit()
                        }
                    });
                if !strict {
                    return Err(INVALID_FILTER_VALUE);
                }
                text.parse::<Date>()
                    .map(Scalar::Date)
                    .map_err(|_| INVALID_FILTER_VALUE)
            }
        }
    }
}

/// `-`? digits, optionally `.` and digits: no exponent, no `+`, no spaces.
fn is_plain_decimal(text: &str) -> bool {
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    let (int, frac) = unsigned.split_once('.').unwrap_or((unsigned, "0"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(int) && digits(frac)
}

fn is_sort_key(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= 64
        && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

fn is_text(text: &str) -> bool {
    !text.is_empty()
        && text.chars().count() <= MAX_TEXT_CHARS
        && !text.chars().any(char::is_control)
}

fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// Percent-decoding (`+` is a space); `None` for a broken escape or bytes
/// that are not UTF-8.
pub fn decode(raw: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(raw.len());
    let mut iter = raw.bytes();
    while let Some(b) = iter.next() {
        match b {
            b'+' => bytes.push(b' '),
            b'%' => {
                let hi = iter.next().and_then(hex_value)?;
                let lo = iter.next().and_then(hex_value)?;
                bytes.push(hi * 16 + lo);
            }
            _ => bytes.push(b),
        }
    }
    String::from_utf8(bytes).ok()
}

fn lossy(raw: &str) -> String {
    raw.chars().filter(|c| !c.is_control()).take(64).collect()
}

/// Percent-encoding of everything but `A-Z a-z 0-9 - . _ ~`.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    encode_into(text, &mut out);
    out
}

fn encode_into(text: &str, out: &mut String) {
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
}

/// A value bound to a SQL placeholder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SqlValue {
    /// An integer (ids, counts, flags as 0/1, limit, offset).
    Int(i64),
    /// Text (states, dates, search patterns, `SQLite` date modifiers such
    /// as `-90 days`). Amount ranges bind integers: see [`ListSpec::currency_column`].
    Text(String),
}

/// The whitelist of one list: its filters, sort keys and search columns and
/// the SQL column each maps to. Column names come only from here.
#[derive(Debug, Clone, Copy)]
pub struct ListSpec {
    /// The list's name (for messages).
    pub name: &'static str,
    /// The seller column, bound to `?1` by the caller.
    pub seller_column: &'static str,
    /// The primary key column, the tie-breaker of every sort.
    pub id_column: &'static str,
    /// Filters the list allows and their columns.
    pub filters: &'static [(FilterKey, &'static str)],
    /// Sort keys the list allows and their columns.
    pub sorts: &'static [(&'static str, &'static str)],
    /// The sort used when none (or none allowed) is asked for.
    pub default_sort: (&'static str, SortDir),
    /// Columns the search text is found in (a substring, ASCII letters in
    /// any case).
    pub search_columns: &'static [&'static str],
    /// Conditions every row of this list meets, whatever is asked
    /// (`published = 1` for a shop's public list). Constant SQL, no input.
    pub always: &'static [&'static str],
    /// The column holding each row's currency (a lowercase ISO 4217 code,
    /// as [`Currency::code`] writes it). An amount range's column holds
    /// integer minor units of that currency, and the decimal bounds are
    /// compared with them exactly (see [`ORDERS`]). A list without one
    /// offers no amount range: [`ListSpec::check`] refuses it.
    pub currency_column: Option<&'static str>,
}

/// The seller cabinet's product list (table `products`): the product
/// list flags and sorts of spec section 3.
pub const PRODUCTS: ListSpec = ListSpec {
    name: "products",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::Form, "form"),
        (FilterKey::ProductId, "id"),
        (FilterKey::Created, "created_at"),
        (FilterKey::CreatedRelative, "created_at"),
        (FilterKey::IsPublished, "published"),
        (FilterKey::IsArchived, "archived"),
        (FilterKey::IsPrivate, "(access_password IS NOT NULL)"),
        (FilterKey::IsFree, "free"),
    ],
    sorts: &[
        ("id", "id"),
        ("name", "name"),
        ("created_at", "created_at"),
        ("published", "published"),
        ("archived", "archived"),
        ("form", "form"),
        ("total_views", "views_count"),
        ("total_purchases", "sold_count"),
        ("recent_purchase", "last_purchase_at"),
    ],
    default_sort: ("created_at", SortDir::Desc),
    search_columns: &["name"],
    always: &[],
    currency_column: None,
};

/// The seller's coupons (`/cabinet/coupons`).
pub const COUPONS: ListSpec = ListSpec {
    name: "coupons",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::CouponId, "id"),
        (FilterKey::Created, "created_at"),
    ],
    sorts: &[
        ("id", "id"),
        ("code", "code"),
        ("created_at", "created_at"),
        ("orders_count", "orders_count"),
    ],
    default_sort: ("created_at", SortDir::Desc),
    search_columns: &["code"],
    always: &[],
    currency_column: None,
};

/// A shop's public product list (`/v1/shop/{username}/products`): only
/// published, unarchived products, filtered and sorted on public columns.
pub const SHOP_PRODUCTS: ListSpec = ListSpec {
    name: "shop_products",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[(FilterKey::Form, "form"), (FilterKey::ProductId, "id")],
    sorts: &[("id", "id"), ("name", "name"), ("created_at", "created_at")],
    default_sort: ("created_at", SortDir::Desc),
    search_columns: &["name"],
    // Password-protected products are for those who were given the
    // password: never listed (in SQL, so counts and pages agree).
    always: &["published = 1", "archived = 0", "access_password IS NULL"],
    currency_column: None,
};

/// The seller's orders (`/cabinet/orders`, table `orders`): the Order
/// filters of spec section 3 that orders carry today.
///
/// Decision: `order_amount_from` / `order_amount_to` filter on the order's
/// total, both ends inclusive, compared exactly in integer minor units:
/// `total_minor` (migration 0011, written with the order from
/// [`crate::Money::to_minor`]; `total` stays the decimal text, which SQL
/// cannot compare as a number without floats). Each order is compared in
/// its own currency, as the list shows it beside the total: the seller's
/// bound is read as an amount of that currency and brought to its minor
/// units by the currency's exponent (0, 2 or 3 decimals; sellers may price
/// plans in any ISO 4217 currency, so limiting the filter to two-decimal
/// currencies would silently drop orders), the lower bound rounded up and
/// the upper bound down. A row then matches exactly when its total, as a
/// decimal, lies within the bounds: `order_amount_from=10.505` keeps EUR
/// 10.51 and up and JPY 11 and up. Totals in different currencies are not
/// converted into one another (no exchange rates). A bound beyond `i64`
/// minor units saturates, which changes nothing, since no total comes
/// near it ([`crate::Money`] stops at a billion).
pub const ORDERS: ListSpec = ListSpec {
    name: "orders",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::PaymentState, "payment_state"),
        (
            FilterKey::ExcludeNotCompleted,
            "(payment_state <> 'payment_not_completed')",
        ),
        (FilterKey::State, "order_state"),
        (FilterKey::ProductId, "product_id"),
        (FilterKey::PricingPlanId, "plan_id"),
        (FilterKey::PaymentForm, "plan_kind"),
        (FilterKey::TicketId, "ticket_id"),
        (FilterKey::PaymentMethod, "payment_method"),
        (FilterKey::Provider, "provider"),
        (FilterKey::BuyerCountryCode, "buyer_country"),
        (FilterKey::Created, "created_at"),
        (FilterKey::CreatedRelative, "created_at"),
        (FilterKey::Success, "paid_at"),
        (FilterKey::SuccessRelative, "paid_at"),
        (FilterKey::OrderAmount, "total_minor"),
    ],
    sorts: &[
        ("id", "id"),
        ("created_at", "created_at"),
        ("paid_at", "paid_at"),
        ("payment_state", "payment_state"),
        ("product_id", "product_id"),
    ],
    default_sort: ("created_at", SortDir::Desc),
    search_columns: &["payer_email", "token"],
    always: &[],
    currency_column: Some("currency"),
};

/// The seller's order rates (`/cabinet/order_rates`, view
/// `order_rates_list`): one row per charge of every order.
pub const ORDER_RATES: ListSpec = ListSpec {
    name: "order_rates",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::State, "state"),
        (FilterKey::OrderId, "order_id"),
        (FilterKey::ProductId, "product_id"),
        (FilterKey::Charge, "due_date"),
        (FilterKey::PaymentState, "payment_state"),
    ],
    sorts: &[
        ("id", "id"),
        ("due_date", "due_date"),
        ("state", "state"),
        ("order_id", "order_id"),
    ],
    default_sort: ("due_date", SortDir::Asc),
    search_columns: &["payer_email"],
    always: &[],
    currency_column: None,
};

/// The seller's sold event tickets (`/cabinet/payment_tickets`, table
/// `payment_tickets`).
pub const PAYMENT_TICKETS: ListSpec = ListSpec {
    name: "payment_tickets",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::State, "state"),
        (FilterKey::ProductId, "product_id"),
        (FilterKey::TicketId, "ticket_id"),
        (FilterKey::OrderId, "order_id"),
        (FilterKey::Created, "created_at"),
    ],
    sorts: &[
        ("id", "id"),
        ("created_at", "created_at"),
        ("state", "state"),
        ("code", "code"),
    ],
    default_sort: ("created_at", SortDir::Desc),
    search_columns: &["code"],
    always: &[],
    currency_column: None,
};

/// Every list's spec, each found by its [`ListSpec::name`] (see
/// [`ListSpec::named`]): the names a [`ListRequest`] may give.
pub const LISTS: [&ListSpec; 6] = [
    &PRODUCTS,
    &COUPONS,
    &SHOP_PRODUCTS,
    &ORDERS,
    &ORDER_RATES,
    &PAYMENT_TICKETS,
];

impl ListSpec {
    /// The list called `name` ([`ListSpec::name`]: `orders`,
    /// `shop_products`, ...), if there is one.
    pub fn named(name: &str) -> Option<&'static ListSpec> {
        LISTS.into_iter().find(|spec| spec.name == name)
    }

    fn filter_column(&self, key: FilterKey) -> Option<&'static str> {
        // An amount range reads minor units, which need each row's currency.
        if key.kind() == ValueKind::AmountRange && self.currency_column.is_none() {
            return None;
        }
        self.filters
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, c)| *c)
    }

    fn sort_column(&self, key: &str) -> Option<&'static str> {
        self.sorts.iter().find(|(k, _)| *k == key).map(|(_, c)| *c)
    }

    /// Problems for anything the query asks that this list does not allow:
    /// `unknown_filter` under the filter's parameter (or `sort`, `query`).
    /// [`where_clause`] ignores such parts, so call this first to refuse them.
    /// The edge refuses a list's query with it (422) before compiling it to
    /// SQL, and [`ListRequest::run`] with it when the request names the
    /// list, so the browser gives the same answer before asking.
    pub fn check(&self, query: &ListQuery) -> Result<(), Vec<Problem>> {
        let mut problems = Problems::default();
        if let Some(sort) = &query.sort
            && self.sort_column(&sort.key).is_none()
        {
            problems.push("sort", UNKNOWN_FILTER);
        }
        if query.query.is_some() && self.search_columns.is_empty() {
            problems.push("query", UNKNOWN_FILTER);
        }
        for key in query.filters.keys() {
            if self.filter_column(*key).is_none() {
                problems.push(key.name(), UNKNOWN_FILTER);
            }
        }
        problems.into_result(())
    }
}

/// Collects bound values and hands out their placeholders (`?2` on; `?1` is
/// the seller).
struct Binder(Vec<SqlValue>);

impl Binder {
    fn bind(&mut self, value: SqlValue) -> String {
        self.0.push(value);
        format!("?{}", self.0.len() + 1)
    }
}

fn sql_value(s: &Scalar) -> SqlValue {
    match s {
        Scalar::Text(t) => SqlValue::Text(t.clone()),
        Scalar::Int(i) => SqlValue::Int(*i),
        Scalar::Bool(b) => SqlValue::Int(i64::from(*b)),
        Scalar::Date(d) => SqlValue::Text(d.to_string()),
        Scalar::Amount(a) => SqlValue::Text(a.to_string()),
    }
}

/// Timestamps are stored as `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` text.
const NOW_MINUS: &str = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ";

/// The SQL tail of a seller-scoped list query: `WHERE seller = ?1 AND …
/// ORDER BY … LIMIT ?n OFFSET ?m`, and the values for `?2` onwards, in order.
/// The caller binds the seller id to `?1` (see [`seller_query`]).
///
/// Only columns of `spec` appear in the text; every input value is bound.
/// Filters, sort keys and search the list does not allow are left out
/// (a wrong sort key falls back to the default sort): use [`ListSpec::check`]
/// to refuse them instead.
pub fn where_clause(query: &ListQuery, spec: &ListSpec) -> (String, Vec<SqlValue>) {
    let mut b = Binder(Vec::new());
    let conditions = conditions(query, spec, &mut b);
    let (sort_col, dir) = query
        .sort
        .as_ref()
        .and_then(|s| spec.sort_column(&s.key).map(|c| (c, s.dir)))
        .or_else(|| {
            spec.sort_column(spec.default_sort.0)
                .map(|c| (c, spec.default_sort.1))
        })
        .unwrap_or((spec.id_column, spec.default_sort.1));
    let mut order = format!("{sort_col} {}", dir.sql());
    if sort_col != spec.id_column {
        let _ = write!(order, ", {} {}", spec.id_column, dir.sql());
    }
    let limit = b.bind(SqlValue::Int(i64::from(query.limit())));
    let offset = b.bind(SqlValue::Int(
        i64::try_from(query.offset()).unwrap_or(i64::MAX),
    ));
    let sql = format!("WHERE {conditions} ORDER BY {order} LIMIT {limit} OFFSET {offset}");
    (sql, b.0)
}

/// The `WHERE …` of [`where_clause`] alone, for counting the rows of every
/// page (`SELECT count(*) FROM t WHERE …`); values from `?2` on.
pub fn count_clause(query: &ListQuery, spec: &ListSpec) -> (String, Vec<SqlValue>) {
    let mut b = Binder(Vec::new());
    let conditions = conditions(query, spec, &mut b);
    (format!("WHERE {conditions}"), b.0)
}

/// The conditions joined by `AND`: the seller, the list's fixed conditions,
/// the filters and the search text.
fn conditions(query: &ListQuery, spec: &ListSpec, b: &mut Binder) -> String {
    let mut parts = vec![format!("{} = ?1", spec.seller_column)];
    parts.extend(spec.always.iter().map(|c| (*c).to_owned()));
    for (key, value) in &query.filters {
        let Some(col) = spec.filter_column(*key) else {
            continue;
        };
        if let (ValueKind::AmountRange, Some(currency)) = (key.kind(), spec.currency_column) {
            parts.extend(amount_condition(value, col, currency, b));
            continue;
        }
        match value {
            FilterValue::One(Scalar::Bool(true)) if *key == FilterKey::ExcludeNotCompleted => {
                let p = b.bind(SqlValue::Text("payment_not_completed".to_owned()));
                parts.push(format!("{col} <> {p}"));
            }
            FilterValue::One(_) if *key == FilterKey::ExcludeNotCompleted => {}
            FilterValue::One(s) => {
                let p = b.bind(sql_value(s));
                parts.push(format!("{col} = {p}"));
            }
            FilterValue::Many(list) => {
                let ps: Vec<String> = list.iter().map(|s| b.bind(sql_value(s))).collect();
                parts.push(format!("{col} IN ({})", ps.join(", ")));
            }
            FilterValue::Range { from, to } => {
                if let Some(s) = from {
                    let p = b.bind(sql_value(s));
                    parts.push(format!("{col} >= {p}"));
                }
                match to {
                    // Dates are inclusive: anything before the next day.
                    // The last date jiff knows has no next day and needs no bound.
                    Some(Scalar::Date(d)) => {
                        if let Ok(next) = d.tomorrow() {
                            let p = b.bind(SqlValue::Text(next.to_string()));
                            parts.push(format!("{col} < {p}"));
                        }
                    }
                    Some(s) => {
                        let p = b.bind(sql_value(s));
                        parts.push(format!("{col} <= {p}"));
                    }
                    None => {}
                }
            }
            FilterValue::Relative(period) => {
                let p = b.bind(SqlValue::Text(format!("-{} days", period.from_days)));
                parts.push(format!("{col} >= {NOW_MINUS}{p})"));
                if period.till_days > 0 {
                    let p = b.bind(SqlValue::Text(format!("-{} days", period.till_days)));
                    parts.push(format!("{col} < {NOW_MINUS}{p})"));
                }
            }
        }
    }
    if let Some(text) = &query.query
        && !spec.search_columns.is_empty()
    {
        // Decision: a substring found with `instr`, not a `LIKE` pattern.
        // D1 refuses patterns longer than 50 bytes, so a search text of 49
        // characters answered 500; `instr` takes any length, and nothing in
        // the text is a wildcard. Case is folded for ASCII letters only,
        // on both sides, exactly as `LIKE` did (SQLite's `lower` folds
        // ASCII only).
        let p = b.bind(SqlValue::Text(text.to_ascii_lowercase()));
        let ors: Vec<String> = spec
            .search_columns
            .iter()
            .map(|c| format!("instr(lower({c}), {p}) > 0"))
            .collect();
        parts.push(format!("({})", ors.join(" OR ")));
    }
    parts.join(" AND ")
}

/// Which end of an amount range a bound is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    /// The lower bound: minor units rounded up, compared with `>=`.
    From,
    /// The upper bound: minor units rounded down, compared with `<=`.
    To,
}

/// The bound `amount` as whole minor units of a currency with `exponent`
/// decimals, rounded inwards (see [`ORDERS`]): a total `t` in minor units
/// is `>=` the `From` bound exactly when `t / 10^exponent >= amount`, and
/// `<=` the `To` bound exactly when `t / 10^exponent <= amount`. Integer
/// arithmetic only; beyond `i64` it saturates.
fn minor_bound(amount: Decimal, exponent: u32, side: Side) -> i64 {
    let mantissa = amount.mantissa();
    let scale = amount.scale();
    let scaled = if scale <= exponent {
        10_i128
            .checked_pow(exponent - scale)
            .and_then(|factor| mantissa.checked_mul(factor))
    } else {
        10_i128.checked_pow(scale - exponent).map(|divisor| {
            let floor = mantissa.div_euclid(divisor);
            let exact = mantissa.rem_euclid(divisor) == 0;
            if side == Side::From && !exact {
                floor.saturating_add(1)
            } else {
                floor
            }
        })
    };
    // Only the multiplication can overflow: a `Decimal` has at most 28
    // decimals, and 10^28 fits an `i128`.
    let scaled = scaled.unwrap_or(if mantissa < 0 { i128::MIN } else { i128::MAX });
    i64::try_from(scaled).unwrap_or(if scaled < 0 { i64::MIN } else { i64::MAX })
}

/// Core's currencies grouped by exponent, in exponent and table order,
/// except that the exponent most currencies share comes last (the `ELSE`
/// of the SQL).
fn exponent_groups() -> Vec<(u32, Vec<&'static str>)> {
    let mut groups: BTreeMap<u32, Vec<&'static str>> = BTreeMap::new();
    for currency in Currency::all() {
        groups
            .entry(currency.minor_units())
            .or_default()
            .push(currency.code());
    }
    let mut groups: Vec<(u32, Vec<&'static str>)> = groups.into_iter().collect();
    let largest = groups
        .iter()
        .enumerate()
        .max_by_key(|(_, (_, codes))| codes.len())
        .map(|(i, _)| i);
    if let Some(i) = largest {
        let common = groups.remove(i);
        groups.push(common);
    }
    groups
}

/// `CASE` over the row's currency giving the bound in its minor units:
/// `CASE WHEN currency IN ('bif', …) THEN ?2 WHEN currency IN ('bhd', …)
/// THEN ?3 ELSE ?4 END`. The codes are core's own constants, never input.
fn minor_case(amount: Decimal, side: Side, currency: &str, b: &mut Binder) -> String {
    let groups = exponent_groups();
    let mut sql = String::from("CASE");
    let Some(((common, _), rest)) = groups.split_last() else {
        return sql;
    };
    for (exponent, codes) in rest {
        let p = b.bind(SqlValue::Int(minor_bound(amount, *exponent, side)));
        let _ = write!(
            sql,
            " WHEN {currency} IN ('{}') THEN {p}",
            codes.join("', '")
        );
    }
    let p = b.bind(SqlValue::Int(minor_bound(amount, *common, side)));
    let _ = write!(sql, " ELSE {p} END");
    sql
}

/// The condition of an amount filter on a column of minor units, each row
/// in the currency of `currency` (see [`ORDERS`]): `col >= CASE … END AND
/// col <= CASE … END`. One amount matches totals equal to it. Parsing gives
/// amount keys ranges of amounts only; anything else set through
/// [`ListQuery::with_filter`] matches no row, rather than comparing text.
fn amount_condition(
    value: &FilterValue,
    col: &str,
    currency: &str,
    b: &mut Binder,
) -> Option<String> {
    let amount = |s: &Scalar| match s {
        Scalar::Amount(a) => Some(*a),
        Scalar::Int(i) => Some(Decimal::from(*i)),
        Scalar::Text(_) | Scalar::Bool(_) | Scalar::Date(_) => None,
    };
    let (from, to) = match value {
        FilterValue::Range { from, to } => (from.as_ref(), to.as_ref()),
        FilterValue::One(s) => (Some(s), Some(s)),
        FilterValue::Many(_) | FilterValue::Relative(_) => return Some("0".to_owned()),
    };
    let mut bounds = Vec::with_capacity(2);
    for (bound, side) in [(from, Side::From), (to, Side::To)] {
        if let Some(s) = bound {
            match amount(s) {
                Some(a) => bounds.push((a, side)),
                None => return Some("0".to_owned()),
            }
        }
    }
    let parts: Vec<String> = bounds
        .into_iter()
        .map(|(a, side)| {
            let op = match side {
                Side::From => ">=",
                Side::To => "<=",
            };
            format!("{col} {op} {}", minor_case(a, side, currency, b))
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" AND "))
}

/// [`where_clause`] with the seller id already first, so the values match
/// `?1`, `?2`, … in order.
pub fn seller_query(query: &ListQuery, spec: &ListSpec, seller_id: i64) -> (String, Vec<SqlValue>) {
    with_seller(where_clause(query, spec), seller_id)
}

/// [`count_clause`] with the seller id already first.
pub fn seller_count(query: &ListQuery, spec: &ListSpec, seller_id: i64) -> (String, Vec<SqlValue>) {
    with_seller(count_clause(query, spec), seller_id)
}

fn with_seller((sql, rest): (String, Vec<SqlValue>), seller_id: i64) -> (String, Vec<SqlValue>) {
    let mut values = Vec::with_capacity(rest.len() + 1);
    values.push(SqlValue::Int(seller_id));
    values.extend(rest);
    (sql, values)
}

/// What a list screen asks of [`list_json`]: the query string it has, who it
/// is, and one change to make (none: just read and write back canonically).
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ListRequest {
    /// The current query string, with or without `?`.
    #[serde(default)]
    pub query: String,
    /// Admins may also choose [`ADMIN_PAGE_SIZE`].
    #[serde(default)]
    pub admin: bool,
    /// The current year (the year filter accepts 2021 to the next one).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub current_year: i16,
    /// The list's total row count when known: the page is clamped to it.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub total: Option<u64>,
    /// The change to make.
    #[serde(default)]
    pub action: Option<ListAction>,
    /// The list's [`ListSpec::name`] (`orders`, `products`, ...). When
    /// given, the query after the change is also checked against that
    /// list's spec ([`ListSpec::check`], as the edge does): a sort, filter
    /// or search the list does not offer is refused. An unknown name is
    /// `invalid_input` under `list`. None: any list's query.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub list: Option<String>,
}

/// One change to a list query, each following the paging rules of spec
/// section 4.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ListAction {
    /// Go to a page (below 1 becomes 1, above the last the last).
    Page(u32),
    /// A new page size: back to page 1.
    Per(u32),
    /// A column header was clicked: same key flips, a new key sorts ascending.
    Sort(String),
    /// The filter form was applied: its parameters (`form=course&created_from=…`)
    /// replace every filter; back to page 1.
    Filters(String),
    /// New search text (empty clears it): back to page 1.
    Search(String),
}

/// The answer of [`list_json`]: the query after the change, in canonical form.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ListState {
    pub query_string: String,
    pub page: u32,
    pub per: u32,
    pub sort_key: Option<String>,
    /// `asc` or `desc` when sorted.
    pub sort_dir: Option<&'static str>,
    /// The last page, when the total was given.
    pub last_page: Option<u32>,
}

impl ListRequest {
    fn scope(&self) -> ListScope {
        ListScope {
            admin: self.admin,
            current_year: self.current_year,
        }
    }

    /// Applies the action to the parsed query; every problem at once.
    pub fn run(&self) -> Result<ListState, Vec<Problem>> {
        let scope = self.scope();
        let spec = match &self.list {
            None => None,
            Some(name) => Some(
                ListSpec::named(name).ok_or_else(|| vec![Problem::new("list", "invalid_input")])?,
            ),
        };
        let query = ListQuery::parse(&self.query, scope)?;
        let query = match &self.action {
            None => query,
            Some(ListAction::Page(page)) => query.with_page(*page),
            Some(ListAction::Per(per)) => query.with_per_page(*per, scope).map_err(|p| vec![p])?,
            Some(ListAction::Sort(key)) => {
                if !is_sort_key(key) {
                    return Err(vec![Problem::new("sort", INVALID_FILTER_VALUE)]);
                }
                query.toggle_sort(key)
            }
            Some(ListAction::Filters(params)) => {
                let chosen = ListQuery::parse(params, scope)?;
                ListQuery {
                    filters: chosen.filters,
                    page: 1,
                    ..query
                }
            }
            Some(ListAction::Search(text)) => query.with_query(Some(text.trim().to_owned())),
        };
        let query = match self.total {
            Some(total) => query.clamp_page(total),
            None => query,
        };
        if let Some(spec) = spec {
            spec.check(&query)?;
        }
        Ok(ListState {
            query_string: query.to_query_string(),
            page: query.page,
            per: query.per,
            sort_key: query.sort.as_ref().map(|s| s.key.clone()),
            sort_dir: query.sort.as_ref().map(|s| s.dir.as_str()),
            last_page: self.total.map(|t| query.last_page(t)),
        })
    }
}

/// The answer of [`list_json`]: `{"ok": ListState}` or `{"problems": [...]}`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ListAnswer {
    Ok(ListState),
    Problems(Vec<Problem>),
}

/// [`ListRequest::run`] as JSON text in and out, for the browser and the
/// parity test.
pub fn list_json(request: &str) -> String {
    let answer = match serde_json::from_str::<ListRequest>(request) {
        Err(_) => ListAnswer::Problems(vec![Problem::new("", "invalid_input")]),
        Ok(req) => match req.run() {
            Ok(state) => ListAnswer::Ok(state),
            Err(problems) => ListAnswer::Problems(problems),
        },
    };
    serde_json::to_string(&answer).unwrap_or_default()
}

#[cfg(test)]
// Tables of cases are long by nature.
#[allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::too_many_lines)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const YEAR: i16 = 2026;

    fn seller() -> ListScope {
        ListScope::seller(YEAR)
    }

    fn parse(s: &str) -> Result<ListQuery, Vec<Problem>> {
        ListQuery::parse(s, seller())
    }

    fn problems(s: &str) -> Vec<(String, &'static str)> {
        parse(s)
            .unwrap_err()
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    fn filter(s: &str, key: FilterKey) -> FilterValue {
        parse(s).unwrap().filters.remove(&key).unwrap()
    }

    fn text(s: &str) -> Scalar {
        Scalar::Text(s.to_owned())
    }

    fn date(y: i16, m: i8, d: i8) -> Scalar {
        Scalar::Date(Date::new(y, m, d).unwrap())
    }

    #[test]
    fn clamp_page_table() {
        // (page, per, total, expected page, expected offset)
        let cases = [
            (1, 20, 0, 1, 0),
            (0, 20, 100, 1, 0),
            (5, 20, 45, 3, 40),
            (3, 20, 45, 3, 40),
            (3, 20, 40, 2, 20),
            (2, 10, 11, 2, 10),
            (9, 500, 499, 1, 0),
            (u32::MAX, 5, u64::MAX, u32::MAX, u64::from(u32::MAX - 1) * 5),
            (7, 100, 10_000, 7, 600),
        ];
        for (page, per, total, want, offset) in cases {
            let q = ListQuery {
                page,
                per,
                ..ListQuery::default()
            }
            .clamp_page(total);
            assert_eq!(q.page, want, "page {page} per {per} total {total}");
            assert_eq!(q.offset(), offset);
            assert_eq!(q.limit(), per);
        }
        assert_eq!(ListQuery::default().with_page(0).page, 1);
    }

    #[test]
    fn per_page_and_filters_reset_to_page_one() {
        let q = ListQuery::default().with_page(4);
        let q2 = q.clone().with_per_page(50, seller()).unwrap();
        assert_eq!((q2.page, q2.per), (1, 50));
        assert_eq!(
            q.clone().with_per_page(5, seller()).unwrap_err(),
            Problem::new("per", FILTER_OUT_OF_RANGE)
        );
        assert_eq!(
            q.clone()
                .with_per_page(5, ListScope::admin(YEAR))
                .unwrap()
                .per,
            5
        );
        assert!(q.clone().with_per_page(30, ListScope::admin(YEAR)).is_err());
        let q3 = q.clone().with_filter(
            FilterKey::PaymentState,
            Some(FilterValue::One(text("paid"))),
        );
        assert_eq!(q3.page, 1);
        assert_eq!(
            q3.clone()
                .with_page(3)
                .with_filter(FilterKey::PaymentState, None)
                .page,
            1
        );
        assert!(
            q3.with_filter(FilterKey::PaymentState, None)
                .filters
                .is_empty()
        );
        assert_eq!(q.clone().with_query(Some("abc".into())).page, 1);
        // Sorting keeps the page.
        assert_eq!(q.toggle_sort("name").page, 4);
        for per in PAGE_SIZES {
            assert!(seller().allows_per(per));
        }
        assert_eq!(ListQuery::default().per, DEFAULT_PER);
    }

    #[test]
    fn sort_toggle_table() {
        let s = |key: &str, dir| {
            Some(Sort {
                key: key.to_owned(),
                dir,
            })
        };
        let cases: [(&[&str], Option<Sort>); 5] = [
            (&[], None),
            (&["name"], s("name", SortDir::Asc)),
            (&["name", "name"], s("name", SortDir::Desc)),
            (&["name", "name", "name"], s("name", SortDir::Asc)),
            (&["name", "name", "id"], s("id", SortDir::Asc)),
        ];
        for (clicks, want) in cases {
            let q = clicks
                .iter()
                .fold(ListQuery::default(), |q, k| q.toggle_sort(k));
            assert_eq!(q.sort, want, "{clicks:?}");
        }
    }

    #[test]
    fn every_filter_key_has_the_spec_parameter_name() {
        let plain = [
            (FilterKey::PaymentState, "payment_state"),
            (FilterKey::ExcludeNotCompleted, "exclude_not_completed"),
            (FilterKey::TransferableType, "transferable_type"),
            (FilterKey::State, "state"),
            (FilterKey::Form, "form"),
            (FilterKey::PaymentForm, "payment_form"),
            (FilterKey::PeriodType, "period_type"),
            (FilterKey::PricingPlanId, "pricing_plan_id"),
            (FilterKey::CouponId, "coupon_id"),
            (FilterKey::PayoutId, "payout_id"),
            (FilterKey::PayerId, "payer_id"),
            (FilterKey::ProductId, "product_id"),
            (FilterKey::ProductGroupId, "product_group_id"),
            (FilterKey::SellerId, "seller_id"),
            (FilterKey::OrderId, "order_id"),
            (FilterKey::CurrencyId, "currency_id"),
            (FilterKey::InternalName, "internal_name"),
            (FilterKey::TicketId, "ticket_id"),
            (FilterKey::AffiliateProgramId, "affiliate_program_id"),
            (FilterKey::PublisherId, "publisher_id"),
            (FilterKey::SalesTeamMemberId, "sales_team_member_id"),
            (FilterKey::UpsellType, "upsell_type"),
            (FilterKey::FunnelId, "funnel_id"),
            (FilterKey::FunnelNodeId, "funnel_node_id"),
            (FilterKey::Campaign, "campaign"),
            (FilterKey::BatchId, "batch_id"),
            (FilterKey::TransferId, "transfer_id"),
            (FilterKey::Kind, "kind"),
            (FilterKey::Cancellable, "cancellable"),
            (FilterKey::PowerSeller, "power_seller"),
            (FilterKey::StrategyStage, "strategy_stage"),
            (FilterKey::StrategyType, "strategy_type"),
            (FilterKey::StrategyStatus, "strategy_status"),
            (FilterKey::DunningStatus, "dunning_status"),
            (FilterKey::InkassoStatus, "inkasso_status"),
            (FilterKey::OutcomeStatus, "outcome_status"),
            (FilterKey::PayerType, "payer_type"),
            (FilterKey::NotCollectedReason, "not_collected_reason"),
            (FilterKey::ResellerCompany, "reseller_company"),
            (FilterKey::InvoiceNumber, "invoice_number"),
            (FilterKey::DeletionState, "deletion_state"),
            (FilterKey::IsWrittenOff, "is_written_off"),
            (FilterKey::GenAccount, "gen_account"),
            (FilterKey::DocumentField1, "document_field_1"),
            (FilterKey::BookingType, "booking_type"),
            (FilterKey::DatevState, "datev_state"),
            (FilterKey::DatevExportStatus, "datev_export_status"),
            (FilterKey::SellerAccount, "seller_account"),
            (FilterKey::EventKey, "event_key"),
            (FilterKey::Purpose, "purpose"),
            (FilterKey::BillingCycle, "billingCycle"),
            (FilterKey::Legacy, "legacy"),
            (FilterKey::Year, "year"),
            (FilterKey::MonthNumber, "month_number"),
            (FilterKey::DealState, "deal_state"),
            (FilterKey::BuyerCountryCode, "buyer_country_code"),
            (FilterKey::TransferCountryCode, "transfer_country_code"),
            (FilterKey::OfflineCountryCode, "offline_country_code"),
            (FilterKey::Online, "online"),
            (FilterKey::FileOrigin, "file_origin"),
            (FilterKey::CsvDownloaded, "csv_downloaded"),
            (FilterKey::Provider, "provider"),
            (FilterKey::PaymentMethod, "payment_method"),
            (FilterKey::Status, "status"),
            (FilterKey::IsPublished, "is_published"),
            (FilterKey::IsArchived, "is_archived"),
            (FilterKey::IsPrivate, "is_private"),
            (FilterKey::IsFree, "is_free"),
        ];
        let ranges = [
            (
                FilterKey::ChargesCount,
                "charges_count_from",
                "charges_count_to",
            ),
            (FilterKey::Overdue, "overdue_from", "overdue_to"),
            (
                FilterKey::OrderAmount,
                "order_amount_from",
                "order_amount_to",
            ),
            (FilterKey::Amount, "amount_from", "amount_to"),
            (
                FilterKey::DaysOverdue,
                "days_overdue_from",
                "days_overdue_to",
            ),
            (FilterKey::Created, "created_from", "created_to"),
            (FilterKey::Charge, "charge_from", "charge_to"),
            (FilterKey::FirstOrder, "first_order_from", "first_order_to"),
            (FilterKey::IssuedAt, "issued_at_from", "issued_at_to"),
            (
                FilterKey::WrittenOffAt,
                "written_off_at_from",
                "written_off_at_to",
            ),
            (FilterKey::EventDate, "event_date_from", "event_date_to"),
            (
                FilterKey::DeactivatedAt,
                "deactivated_at_from",
                "deactivated_at_to",
            ),
            (
                FilterKey::DateResolved,
                "date_resolved_from",
                "date_resolved_to",
            ),
            (FilterKey::Success, "success_from", "success_to"),
            (
                FilterKey::CreatedRelative,
                "created_from_time",
                "created_till_time",
            ),
            (
                FilterKey::SuccessRelative,
                "success_from_time",
                "success_till_time",
            ),
        ];
        assert_eq!(FilterKey::ALL.len(), plain.len() + ranges.len());
        let mut all_params = BTreeSet::new();
        for (key, name) in plain {
            assert_eq!(key.params(), vec![name.to_owned()]);
            assert_eq!(target_of(name), Some(Target::Plain(key)), "{name}");
            assert!(all_params.insert(name.to_owned()));
        }
        for (key, from, to) in ranges {
            assert_eq!(key.params(), vec![from.to_owned(), to.to_owned()]);
            assert_eq!(target_of(from), Some(Target::From(key)), "{from}");
            assert_eq!(target_of(to), Some(Target::To(key)), "{to}");
            assert!(all_params.insert(from.to_owned()));
            assert!(all_params.insert(to.to_owned()));
        }
    }

    #[test]
    fn the_example_query_parses_and_writes_back() {
        let q = parse(
            "page=2&per=50&sort=created_at&dir=desc&payment_state=paid&created_from=2026-01-01\
             &created_to=2026-01-31&charges_count_from=1&charges_count_to=5",
        )
        .unwrap();
        assert_eq!((q.page, q.per), (2, 50));
        assert_eq!(
            q.sort,
            Some(Sort {
                key: "created_at".into(),
                dir: SortDir::Desc
            })
        );
        assert_eq!(
            q.filters[&FilterKey::PaymentState],
            FilterValue::One(text("paid"))
        );
        assert_eq!(
            q.filters[&FilterKey::Created],
            FilterValue::Range {
                from: Some(date(2026, 1, 1)),
                to: Some(date(2026, 1, 31))
            }
        );
        assert_eq!(
            q.filters[&FilterKey::ChargesCount],
            FilterValue::Range {
                from: Some(Scalar::Int(1)),
                to: Some(Scalar::Int(5))
            }
        );
        assert_eq!(
            q.to_query_string(),
            "page=2&per=50&sort=created_at&dir=desc&payment_state=paid&charges_count_from=1\
             &charges_count_to=5&created_from=2026-01-01&created_to=2026-01-31"
        );
        // The spec's sortKey / sortDir names are read too; defaults when absent.
        let q = parse("?sortKey=name&sortDir=asc&query=a+b%26c").unwrap();
        assert_eq!(q.sort.unwrap().key, "name");
        assert_eq!(q.query.as_deref(), Some("a b&c"));
        assert_eq!((q.page, q.per), (1, DEFAULT_PER));
        assert_eq!(parse("").unwrap(), ListQuery::default());
    }

    #[test]
    fn values_lists_and_ranges() {
        use FilterKey as K;
        let cases: Vec<(&str, FilterKey, FilterValue)> = vec![
            (
                "payment_state=paid,paying",
                K::PaymentState,
                FilterValue::Many(vec![text("paid"), text("paying")]),
            ),
            (
                "internal_name=a%2Cb",
                K::InternalName,
                FilterValue::One(text("a,b")),
            ),
            (
                "product_id=7,9",
                K::ProductId,
                FilterValue::Many(vec![Scalar::Int(7), Scalar::Int(9)]),
            ),
            (
                "buyer_country_code=de",
                K::BuyerCountryCode,
                FilterValue::One(text("DE")),
            ),
            ("legacy=1", K::Legacy, FilterValue::One(Scalar::Bool(true))),
            (
                "online=false",
                K::Online,
                FilterValue::One(Scalar::Bool(false)),
            ),
            ("year=2021", K::Year, FilterValue::One(Scalar::Int(2021))),
            ("year=2027", K::Year, FilterValue::One(Scalar::Int(2027))),
            (
                "month_number=12",
                K::MonthNumber,
                FilterValue::One(Scalar::Int(12)),
            ),
            (
                "charges_count_to=10000",
                K::ChargesCount,
                FilterValue::Range {
                    from: None,
                    to: Some(Scalar::Int(10_000)),
                },
            ),
            (
                "overdue_from=0&overdue_to=365",
                K::Overdue,
                FilterValue::Range {
                    from: Some(Scalar::Int(0)),
                    to: Some(Scalar::Int(365)),
                },
            ),
            (
                "amount_from=0&amount_to=12.50",
                K::Amount,
                FilterValue::Range {
                    from: Some(Scalar::Amount(Decimal::ZERO)),
                    to: Some(Scalar::Amount(Decimal::new(1250, 2))),
                },
            ),
            (
                "success_from=2026-02-28",
                K::Success,
                FilterValue::Range {
                    from: Some(date(2026, 2, 28)),
                    to: None,
                },
            ),
            (
                "created_from_time=30",
                K::CreatedRelative,
                FilterValue::Relative(RelativePeriod::last(30)),
            ),
            (
                "created_till_time=7",
                K::CreatedRelative,
                FilterValue::Relative(RelativePeriod {
                    from_days: 90,
                    till_days: 7,
                }),
            ),
            (
                "success_from_time=365&success_till_time=30",
                K::SuccessRelative,
                FilterValue::Relative(RelativePeriod {
                    from_days: 365,
                    till_days: 30,
                }),
            ),
        ];
        for (s, key, want) in cases {
            assert_eq!(filter(s, key), want, "{s}");
        }
        for preset in PERIOD_PRESETS {
            assert_eq!(
                filter(&format!("created_from_time={preset}"), K::CreatedRelative),
                FilterValue::Relative(RelativePeriod::last(preset))
            );
        }
        assert_eq!(RelativePeriod::default(), RelativePeriod::last(90));
        // An empty value is no filter.
        assert!(
            parse("payment_state=&created_from=")
                .unwrap()
                .filters
                .is_empty()
        );
    }

    #[test]
    fn parse_errors_name_the_parameter() {
        let cases: Vec<(&str, Vec<(&str, &str)>)> = vec![
            ("foo=1", vec![("foo", UNKNOWN_FILTER)]),
            (
                "created_from_tim=3",
                vec![("created_from_tim", UNKNOWN_FILTER)],
            ),
            ("page=x", vec![("page", INVALID_FILTER_VALUE)]),
            ("per=7", vec![("per", FILTER_OUT_OF_RANGE)]),
            ("per=5", vec![("per", FILTER_OUT_OF_RANGE)]),
            ("per=-1", vec![("per", INVALID_FILTER_VALUE)]),
            ("sort=a&dir=up", vec![("dir", INVALID_FILTER_VALUE)]),
            ("dir=asc", vec![("dir", INVALID_FILTER_VALUE)]),
            ("sort=name;DROP", vec![("sort", INVALID_FILTER_VALUE)]),
            (
                "payment_state=%ZZ",
                vec![("payment_state", INVALID_FILTER_VALUE)],
            ),
            (
                "payment_state=%FF",
                vec![("payment_state", INVALID_FILTER_VALUE)],
            ),
            (
                "payment_state=a,,b",
                vec![("payment_state", INVALID_FILTER_VALUE)],
            ),
            ("page=1&page=2", vec![("page", INVALID_FILTER_VALUE)]),
            ("sort=a&sortKey=b", vec![("sortKey", INVALID_FILTER_VALUE)]),
            ("product_id=0", vec![("product_id", INVALID_FILTER_VALUE)]),
            ("product_id=+5", vec![("product_id", INVALID_FILTER_VALUE)]),
            ("legacy=yes", vec![("legacy", INVALID_FILTER_VALUE)]),
            ("legacy=true,false", vec![("legacy", INVALID_FILTER_VALUE)]),
            (
                "buyer_country_code=DEU",
                vec![("buyer_country_code", INVALID_FILTER_VALUE)],
            ),
            ("year=2020", vec![("year", FILTER_OUT_OF_RANGE)]),
            ("year=2028", vec![("year", FILTER_OUT_OF_RANGE)]),
            (
                "month_number=0",
                vec![("month_number", FILTER_OUT_OF_RANGE)],
            ),
            (
                "month_number=13",
                vec![("month_number", FILTER_OUT_OF_RANGE)],
            ),
            (
                "charges_count_to=10001",
                vec![("charges_count_to", FILTER_OUT_OF_RANGE)],
            ),
            (
                "charges_count_from=-1",
                vec![("charges_count_from", FILTER_OUT_OF_RANGE)],
            ),
            (
                "charges_count_from=5&charges_count_to=1",
                vec![("charges_count_to", FILTER_OUT_OF_RANGE)],
            ),
            ("overdue_to=366", vec![("overdue_to", FILTER_OUT_OF_RANGE)]),
            (
                "days_overdue_from=x",
                vec![("days_overdue_from", INVALID_FILTER_VALUE)],
            ),
            (
                "amount_from=-0.01",
                vec![("amount_from", FILTER_OUT_OF_RANGE)],
            ),
            (
                "order_amount_to=1e3",
                vec![("order_amount_to", INVALID_FILTER_VALUE)],
            ),
            (
                "created_from=2026-02-30",
                vec![("created_from", INVALID_FILTER_VALUE)],
            ),
            (
                "created_from=01.02.2026",
                vec![("created_from", INVALID_FILTER_VALUE)],
            ),
            (
                "created_from=2026-03-01&created_to=2026-02-01",
                vec![("created_to", FILTER_OUT_OF_RANGE)],
            ),
            (
                "created_from_time=45",
                vec![("created_from_time", FILTER_OUT_OF_RANGE)],
            ),
            (
                "created_from_time=7&created_till_time=7",
                vec![("created_till_time", FILTER_OUT_OF_RANGE)],
            ),
            (
                "success_till_time=400",
                vec![("success_till_time", FILTER_OUT_OF_RANGE)],
            ),
            (
                "foo=1&page=x&per=7&year=1999&status=ok",
                vec![
                    ("foo", UNKNOWN_FILTER),
                    ("page", INVALID_FILTER_VALUE),
                    ("per", FILTER_OUT_OF_RANGE),
                    ("year", FILTER_OUT_OF_RANGE),
                ],
            ),
        ];
        for (s, want) in cases {
            let want: Vec<(String, &str)> =
                want.into_iter().map(|(f, c)| (f.to_owned(), c)).collect();
            assert_eq!(problems(s), want, "{s}");
        }
        // Page below 1 becomes 1 rather than an error.
        assert_eq!(parse("page=0").unwrap().page, 1);
        assert_eq!(parse("page=-4").unwrap().page, 1);
        assert_eq!(
            ListQuery::parse("per=5", ListScope::admin(YEAR))
                .unwrap()
                .per,
            5
        );
    }

    #[test]
    fn sql_for_products() {
        let q = parse("page=3&per=10&sort=name&dir=desc&form=course,event&created_from=2026-01-01&created_to=2026-01-31").unwrap();
        let (sql, values) = where_clause(&q, &PRODUCTS);
        assert_eq!(
            sql,
            "WHERE seller_id = ?1 AND form IN (?2, ?3) AND created_at >= ?4 AND created_at < ?5 \
             ORDER BY name DESC, id DESC LIMIT ?6 OFFSET ?7"
        );
        assert_eq!(
            values,
            vec![
                SqlValue::Text("course".into()),
                SqlValue::Text("event".into()),
                SqlValue::Text("2026-01-01".into()),
                SqlValue::Text("2026-02-01".into()),
                SqlValue::Int(10),
                SqlValue::Int(20),
            ]
        );

        let q = parse("created_from_time=30&created_till_time=7&product_id=5").unwrap();
        let (sql, values) = seller_query(&q, &PRODUCTS, 42);
        assert_eq!(
            sql,
            "WHERE seller_id = ?1 AND id = ?2 \
             AND created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?3) \
             AND created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?4) \
             ORDER BY created_at DESC, id DESC LIMIT ?5 OFFSET ?6"
        );
        assert_eq!(
            values,
            vec![
                SqlValue::Int(42),
                SqlValue::Int(5),
                SqlValue::Text("-30 days".into()),
                SqlValue::Text("-7 days".into()),
                SqlValue::Int(20),
                SqlValue::Int(0),
            ]
        );

        // No filters: only the seller, the default sort and paging.
        let (sql, values) = where_clause(&ListQuery::default(), &PRODUCTS);
        assert_eq!(
            sql,
            "WHERE seller_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3"
        );
        assert_eq!(values, vec![SqlValue::Int(20), SqlValue::Int(0)]);
        let (sql, _) = where_clause(&ListQuery::default().toggle_sort("id"), &PRODUCTS);
        assert_eq!(
            sql,
            "WHERE seller_id = ?1 ORDER BY id ASC LIMIT ?2 OFFSET ?3"
        );
    }

    #[test]
    fn injection_is_bound_or_refused() {
        // In a value: bound, never spliced.
        let evil = "x' OR 1=1; DROP TABLE products; --";
        let q = parse(&format!(
            "form={}&query={}",
            encode(evil),
            encode("50%_off\\")
        ))
        .unwrap();
        let (sql, values) = where_clause(&q, &PRODUCTS);
        assert!(!sql.contains("DROP") && !sql.contains("50"), "{sql}");
        assert_eq!(
            sql,
            "WHERE seller_id = ?1 AND form = ?2 AND (instr(lower(name), ?3) > 0) \
             ORDER BY created_at DESC, id DESC LIMIT ?4 OFFSET ?5"
        );
        assert_eq!(values[0], SqlValue::Text(evil.into()));
        assert_eq!(values[1], SqlValue::Text("50%_off\\".into()));

        // In a sort key: refused by parse when it is not a plain name.
        for bad in [
            "name;DROP TABLE products",
            "name desc",
            "name--",
            "(select 1)",
            "name'",
        ] {
            assert_eq!(
                problems(&format!("sort={}", encode(bad))),
                vec![("sort".to_owned(), INVALID_FILTER_VALUE)]
            );
        }
        // A plain name that is not on the whitelist: refused by check, and
        // never used as a column by where_clause.
        let q = ListQuery::default().toggle_sort("password_hash");
        assert_eq!(
            PRODUCTS.check(&q).unwrap_err(),
            vec![Problem::new("sort", UNKNOWN_FILTER)]
        );
        let (sql, _) = where_clause(&q, &PRODUCTS);
        assert!(!sql.contains("password_hash"));
        assert!(sql.contains("ORDER BY created_at DESC"));

        // A filter the list does not allow: refused by check, left out of SQL.
        let q = parse("seller_id=9&payment_state=paid").unwrap();
        assert_eq!(
            PRODUCTS.check(&q).unwrap_err(),
            vec![
                Problem::new("payment_state", UNKNOWN_FILTER),
                Problem::new("seller_id", UNKNOWN_FILTER)
            ]
        );
        let (sql, values) = where_clause(&q, &PRODUCTS);
        assert_eq!(
            sql,
            "WHERE seller_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3"
        );
        assert_eq!(values.len(), 2);
        assert!(
            PRODUCTS
                .check(&parse("form=course&sort=name&query=x").unwrap())
                .is_ok()
        );
    }

    #[test]
    fn exclude_not_completed_sql() {
        const ORDERS: ListSpec = ListSpec {
            name: "orders",
            seller_column: "seller_id",
            id_column: "id",
            filters: &[
                (FilterKey::ExcludeNotCompleted, "payment_state"),
                (FilterKey::Amount, "total"),
            ],
            sorts: &[("id", "id")],
            default_sort: ("id", SortDir::Desc),
            search_columns: &[],
            always: &[],
            currency_column: None,
        };
        let q = parse("exclude_not_completed=true&amount_to=9.99").unwrap();
        // Without a currency column the list offers no amount range: decimal
        // text is never compared in SQL (`'10.00' < '9.99'` as text).
        assert_eq!(
            ORDERS.check(&q).unwrap_err(),
            vec![Problem::new("amount", UNKNOWN_FILTER)]
        );
        let (sql, values) = where_clause(&q, &ORDERS);
        assert_eq!(
            sql,
            "WHERE seller_id = ?1 AND payment_state <> ?2 ORDER BY id DESC LIMIT ?3 OFFSET ?4"
        );
        assert_eq!(values[0], SqlValue::Text("payment_not_completed".into()));
        let (sql, _) = where_clause(
            &parse("exclude_not_completed=false&query=x").unwrap(),
            &ORDERS,
        );
        assert_eq!(
            sql,
            "WHERE seller_id = ?1 ORDER BY id DESC LIMIT ?2 OFFSET ?3"
        );
    }

    /// The `CASE` [`minor_case`] writes for today's currency table, with
    /// its placeholders from `?{first}`: zero-decimal currencies, then the
    /// three-decimal ones, else two decimals.
    fn case_sql(first: usize) -> String {
        format!(
            "CASE WHEN currency IN ('bif', 'clp', 'djf', 'gnf', 'isk', 'jpy', 'kmf', 'krw', \
             'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf') THEN ?{} \
             WHEN currency IN ('bhd', 'iqd', 'jod', 'kwd', 'lyd', 'omr', 'tnd') THEN ?{} \
             ELSE ?{} END",
            first,
            first + 1,
            first + 2
        )
    }

    #[test]
    fn order_amount_sql_compares_minor_units_per_currency() {
        let q = parse("order_amount_from=10.5&order_amount_to=20&payment_state=paid").unwrap();
        assert!(ORDERS.check(&q).is_ok());
        let (sql, values) = seller_query(&q, &ORDERS, 7);
        assert_eq!(
            sql,
            format!(
                "WHERE seller_id = ?1 AND payment_state = ?2 AND total_minor >= {} \
                 AND total_minor <= {} ORDER BY created_at DESC, id DESC LIMIT ?9 OFFSET ?10",
                case_sql(3),
                case_sql(6)
            )
        );
        assert_eq!(
            values,
            vec![
                SqlValue::Int(7),
                SqlValue::Text("paid".into()),
                // from 10.5: JPY 11, BHD 10.500, EUR 10.50
                SqlValue::Int(11),
                SqlValue::Int(10_500),
                SqlValue::Int(1050),
                // to 20: JPY 20, BHD 20.000, EUR 20.00
                SqlValue::Int(20),
                SqlValue::Int(20_000),
                SqlValue::Int(2000),
                SqlValue::Int(20),
                SqlValue::Int(0),
            ]
        );
        // One side alone; the count query has the same condition.
        let q = parse("order_amount_to=0.001").unwrap();
        let (sql, values) = seller_count(&q, &ORDERS, 7);
        assert_eq!(
            sql,
            format!("WHERE seller_id = ?1 AND total_minor <= {}", case_sql(2))
        );
        assert_eq!(
            values,
            vec![
                SqlValue::Int(7),
                SqlValue::Int(0),
                SqlValue::Int(1),
                SqlValue::Int(0)
            ]
        );
        // Every value is an integer: no decimal text reaches the SQL.
        let q = parse("order_amount_from=0&order_amount_to=99999999999999999999.999").unwrap();
        let (_, values) = where_clause(&q, &ORDERS);
        assert!(values.iter().all(|v| matches!(v, SqlValue::Int(_))));
        assert_eq!(values[3], SqlValue::Int(i64::MAX));
        // Another list's amount key is not the orders' (`amount` is a rate's).
        assert_eq!(
            ORDERS.check(&parse("amount_from=1").unwrap()).unwrap_err(),
            vec![Problem::new("amount", UNKNOWN_FILTER)]
        );
        // Every list that offers an amount range says where the currency is.
        for spec in [
            PRODUCTS,
            COUPONS,
            SHOP_PRODUCTS,
            ORDERS,
            ORDER_RATES,
            PAYMENT_TICKETS,
        ] {
            let amounts = spec
                .filters
                .iter()
                .any(|(k, _)| k.kind() == ValueKind::AmountRange);
            assert_eq!(amounts, spec.currency_column.is_some(), "{}", spec.name);
        }
    }

    #[test]
    fn amount_filters_set_by_hand_never_compare_text() {
        let amount = |s: &str| Scalar::Amount(s.parse().unwrap());
        let sql_of = |value: FilterValue| {
            let q = ListQuery::default().with_filter(FilterKey::OrderAmount, Some(value));
            let (sql, values) = count_clause(&q, &ORDERS);
            (sql, values)
        };
        // One amount: totals equal to it.
        let (sql, values) = sql_of(FilterValue::One(amount("5.25")));
        assert_eq!(
            sql,
            format!(
                "WHERE seller_id = ?1 AND total_minor >= {} AND total_minor <= {}",
                case_sql(2),
                case_sql(5)
            )
        );
        assert_eq!(
            values,
            [6, 5250, 525, 5, 5250, 525].map(SqlValue::Int).to_vec()
        );
        // Whole numbers are amounts too.
        let (_, values) = sql_of(FilterValue::Range {
            from: Some(Scalar::Int(3)),
            to: None,
        });
        assert_eq!(values, [3, 3000, 300].map(SqlValue::Int).to_vec());
        // Anything else matches nothing, with nothing bound.
        for value in [
            FilterValue::Many(vec![amount("1"), amount("2")]),
            FilterValue::Relative(RelativePeriod::last(7)),
            FilterValue::Range {
                from: Some(text("1.00")),
                to: None,
            },
        ] {
            assert_eq!(
                sql_of(value),
                ("WHERE seller_id = ?1 AND 0".to_owned(), vec![])
            );
        }
    }

    #[test]
    fn minor_bounds_round_inwards() {
        let check = |amount: &str, exponent: u32, from: i64, to: i64| {
            let a: Decimal = amount.parse().unwrap();
            assert_eq!(
                (
                    minor_bound(a, exponent, Side::From),
                    minor_bound(a, exponent, Side::To)
                ),
                (from, to),
                "{amount} at {exponent} decimals"
            );
        };
        check("0", 2, 0, 0);
        check("0.00", 0, 0, 0);
        check("10.50", 2, 1050, 1050);
        check("10.505", 2, 1051, 1050);
        check("10.5", 0, 11, 10);
        check("10.5", 3, 10_500, 10_500);
        check("1.2345", 3, 1235, 1234);
        check("0.0001", 3, 1, 0);
        check("0.0000000000000000000000000001", 0, 1, 0);
        check("49", 2, 4900, 4900);
        check("1000000000", 3, 1_000_000_000_000, 1_000_000_000_000);
        check("9223372036854775807", 0, i64::MAX, i64::MAX);
        check("9223372036854775808", 0, i64::MAX, i64::MAX);
        check("79228162514264337593543950335", 3, i64::MAX, i64::MAX);
        check("-1.5", 0, -1, -2);
        assert_eq!(
            exponent_groups()
                .iter()
                .map(|(e, _)| *e)
                .collect::<Vec<_>>(),
            vec![0, 3, 2]
        );
    }

    proptest! {
        /// The rounding rule is exact: a total in minor units passes a
        /// bound exactly when the total as a decimal does.
        #[test]
        fn minor_bounds_match_decimal_comparison(
            minor in 0..2_000_000_000_000i64,
            exponent in prop::sample::select(vec![0u32, 2, 3]),
            bound in 0..2_000_000_000_000_000i64,
            bound_scale in 0..=6u32,
        ) {
            let total = Decimal::new(minor, exponent);
            let amount = Decimal::new(bound, bound_scale);
            prop_assert_eq!(
                minor >= minor_bound(amount, exponent, Side::From),
                total >= amount
            );
            prop_assert_eq!(
                minor <= minor_bound(amount, exponent, Side::To),
                total <= amount
            );
        }
    }

    #[test]
    fn percent_coding() {
        assert_eq!(decode("a+b%20c%2c%C3%A9"), Some("a b c,é".to_owned()));
        assert_eq!(decode("%"), None);
        assert_eq!(decode("%4"), None);
        assert_eq!(decode("%C3"), None);
        assert_eq!(encode("a b+é,~"), "a%20b%2B%C3%A9%2C~");
    }

    fn scalar_strategy(kind: ValueKind) -> BoxedStrategy<Scalar> {
        match kind {
            ValueKind::Text => "\\PC{1,12}".prop_map(Scalar::Text).boxed(),
            ValueKind::Id => (1..=i64::MAX).prop_map(Scalar::Int).boxed(),
            ValueKind::Country => "[A-Z]{2}".prop_map(Scalar::Text).boxed(),
            ValueKind::Flag => any::<bool>().prop_map(Scalar::Bool).boxed(),
            ValueKind::Year => (2021..=i64::from(YEAR) + 1).prop_map(Scalar::Int).boxed(),
            ValueKind::Month => (1..=12i64).prop_map(Scalar::Int).boxed(),
            ValueKind::CountRange => (0..=10_000i64).prop_map(Scalar::Int).boxed(),
            ValueKind::DaysRange | ValueKind::Relative => {
                (0..=365i64).prop_map(Scalar::Int).boxed()
            }
            ValueKind::AmountRange => (0..1_000_000_000_000i64, 0..=4u32)
                .prop_map(|(m, s)| Scalar::Amount(Decimal::new(m, s)))
                .boxed(),
            ValueKind::DateRange => (1900..=2100i16, 1..=12i8, 1..=28i8)
                .prop_map(|(y, m, d)| Scalar::Date(Date::new(y, m, d).unwrap()))
                .boxed(),
        }
    }

    fn value_strategy(key: FilterKey) -> BoxedStrategy<FilterValue> {
        let kind = key.kind();
        if kind == ValueKind::Relative {
            return (prop::sample::select(PERIOD_PRESETS.to_vec()), 0..365u16)
                .prop_map(|(from_days, t)| {
                    FilterValue::Relative(RelativePeriod {
                        from_days,
                        till_days: t % from_days,
                    })
                })
                .boxed();
        }
        if kind.is_range() {
            let s = scalar_strategy(kind);
            return (prop::option::of(s.clone()), prop::option::of(s))
                .prop_filter("one bound", |(a, b)| a.is_some() || b.is_some())
                .prop_map(|(a, b)| match (a, b) {
                    (Some(a), Some(b)) if a > b => FilterValue::Range {
                        from: Some(b),
                        to: Some(a),
                    },
                    (from, to) => FilterValue::Range { from, to },
                })
                .boxed();
        }
        if kind.takes_list() {
            return prop::collection::vec(scalar_strategy(kind), 1..4)
                .prop_map(|mut v| {
                    if v.len() == 1 {
                        FilterValue::One(v.remove(0))
                    } else {
                        FilterValue::Many(v)
                    }
                })
                .boxed();
        }
        scalar_strategy(kind).prop_map(FilterValue::One).boxed()
    }

    fn query_strategy() -> impl Strategy<Value = (ListQuery, bool)> {
        let entry = prop::sample::select(FilterKey::ALL.to_vec())
            .prop_flat_map(|k| value_strategy(k).prop_map(move |v| (k, v)));
        let sizes: Vec<u32> = std::iter::once(ADMIN_PAGE_SIZE).chain(PAGE_SIZES).collect();
        (
            1..=u32::MAX,
            prop::sample::select(sizes),
            prop::option::of(("[A-Za-z0-9_]{1,20}", any::<bool>())),
            prop::option::of("\\PC{1,30}"),
            prop::collection::vec(entry, 0..8),
        )
            .prop_map(|(page, per, sort, query, filters)| {
                let q = ListQuery {
                    page,
                    per,
                    sort: sort.map(|(key, desc)| Sort {
                        key,
                        dir: if desc { SortDir::Desc } else { SortDir::Asc },
                    }),
                    filters: filters.into_iter().collect(),
                    query,
                };
                (q, per == ADMIN_PAGE_SIZE)
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(10_000))]

        #[test]
        fn round_trip((q, admin) in query_strategy()) {
            let scope = ListScope { admin, current_year: YEAR };
            let s = q.to_query_string();
            prop_assert_eq!(ListQuery::parse(&s, scope), Ok(q.clone()), "{}", s);
            let (sql, values) = where_clause(&q, &PRODUCTS);
            let placeholders = sql.matches('?').count();
            prop_assert!(placeholders > values.len());
            // Every value has its placeholder and every placeholder its value.
            let (sql, values) = seller_query(&q, &ORDERS, 1);
            let numbered: BTreeSet<&str> = sql
                .split('?')
                .skip(1)
                .map(|rest| rest.split(|c: char| !c.is_ascii_digit()).next().unwrap_or(""))
                .collect();
            let expected: BTreeSet<String> = (1..=values.len()).map(|i| i.to_string()).collect();
            prop_assert_eq!(numbered, expected.iter().map(String::as_str).collect::<BTreeSet<&str>>());
        }

        #[test]
        fn parse_never_panics(s in any::<String>()) {
            let _ = ListQuery::parse(&s, seller());
        }

        #[test]
        fn parse_never_panics_on_query_like_input(s in "[a-z_=&%0-9A-F+,.?-]{0,80}") {
            if let Ok(q) = ListQuery::parse(&s, ListScope::admin(YEAR)) {
                let again = ListQuery::parse(&q.to_query_string(), ListScope::admin(YEAR));
                prop_assert_eq!(again, Ok(q.clone()));
                let _ = where_clause(&q, &PRODUCTS);
            }
        }
    }

    fn list(request: &str) -> serde_json::Value {
        serde_json::from_str(&list_json(request)).unwrap()
    }

    #[test]
    fn list_json_follows_the_paging_rules() {
        // A new page size goes back to page 1.
        let a = list(r#"{"query":"page=4&per=20","current_year":2026,"action":{"per":50}}"#);
        assert_eq!(a["ok"]["query_string"], "page=1&per=50");
        // A page above the last becomes the last one.
        let a = list(r#"{"query":"page=9&per=20","current_year":2026,"total":45}"#);
        assert_eq!(a["ok"]["page"], 3);
        assert_eq!(a["ok"]["last_page"], 3);
        // Below 1 becomes 1.
        let a = list(r#"{"query":"per=20","current_year":2026,"action":{"page":0}}"#);
        assert_eq!(a["ok"]["page"], 1);
        // Sorting the same key twice flips it; the page is kept.
        let a = list(
            r#"{"query":"page=2&sort=name&dir=asc","current_year":2026,"action":{"sort":"name"}}"#,
        );
        assert_eq!(a["ok"]["query_string"], "page=2&per=20&sort=name&dir=desc");
        // Applying filters replaces them all and goes back to page 1.
        let a = list(
            r#"{"query":"page=3&form=course&query=x","current_year":2026,"action":{"filters":"form=download,bundle"}}"#,
        );
        assert_eq!(
            a["ok"]["query_string"],
            "page=1&per=20&query=x&form=download,bundle"
        );
        // Search text resets the page too; empty clears it.
        let a = list(r#"{"query":"page=3&query=x","current_year":2026,"action":{"search":"  "}}"#);
        assert_eq!(a["ok"]["query_string"], "page=1&per=20");
    }

    #[test]
    fn list_json_reports_problems() {
        let a = list(r#"{"query":"per=7","current_year":2026}"#);
        assert_eq!(a["problems"][0]["field"], "per");
        let a = list(r#"{"query":"","current_year":2026,"action":{"per":5}}"#);
        assert_eq!(a["problems"][0]["code"], FILTER_OUT_OF_RANGE);
        let a = list(r#"{"query":"","admin":true,"current_year":2026,"action":{"per":5}}"#);
        assert_eq!(a["ok"]["per"], 5);
        let a = list(r#"{"query":"","current_year":2026,"action":{"sort":"a b"}}"#);
        assert_eq!(a["problems"][0]["field"], "sort");
        let a = list(r#"{"query":"","current_year":2026,"action":{"filters":"month_number=13"}}"#);
        assert_eq!(a["problems"][0]["code"], FILTER_OUT_OF_RANGE);
        let a = list("not json");
        assert_eq!(a["problems"][0]["code"], "invalid_input");
    }

    /// `list_json` for `query` after `action` on the list `name`: the
    /// canonical query string, or every problem as `field:code`.
    fn on_list(name: &str, query: &str, action: &str) -> Result<String, Vec<String>> {
        let request = serde_json::json!({
            "query": query,
            "current_year": 2026,
            "list": name,
            "action": serde_json::from_str::<serde_json::Value>(action).unwrap(),
        });
        let a = list(&request.to_string());
        match a["ok"]["query_string"].as_str() {
            Some(q) => Ok(q.to_owned()),
            None => Err(a["problems"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| {
                    format!(
                        "{}:{}",
                        p["field"].as_str().unwrap(),
                        p["code"].as_str().unwrap()
                    )
                })
                .collect()),
        }
    }

    #[test]
    fn every_list_is_found_by_its_name() {
        for spec in LISTS {
            assert_eq!(ListSpec::named(spec.name).unwrap().name, spec.name);
        }
        assert!(ListSpec::named("nope").is_none());
        let names: std::collections::BTreeSet<_> = LISTS.iter().map(|s| s.name).collect();
        assert_eq!(names.len(), LISTS.len(), "list names are unique");
    }

    #[test]
    fn a_named_list_refuses_what_its_spec_does_not_offer() {
        // (list, query, action, expected)
        let ok = |q: &str| Ok::<_, Vec<String>>(q.to_owned());
        let err = |p: &[&str]| Err::<String, _>(p.iter().map(|s| (*s).to_owned()).collect());
        let cases = [
            // Allowed sorts, as the address or as a click.
            (
                "products",
                "sort=total_views&dir=desc",
                "null",
                ok("page=1&per=20&sort=total_views&dir=desc"),
            ),
            (
                "orders",
                "",
                r#"{"sort":"paid_at"}"#,
                ok("page=1&per=20&sort=paid_at&dir=asc"),
            ),
            (
                "order_rates",
                "sort=due_date",
                "null",
                ok("page=1&per=20&sort=due_date&dir=asc"),
            ),
            (
                "payment_tickets",
                "",
                r#"{"sort":"code"}"#,
                ok("page=1&per=20&sort=code&dir=asc"),
            ),
            (
                "coupons",
                "sort=orders_count&dir=desc",
                "null",
                ok("page=1&per=20&sort=orders_count&dir=desc"),
            ),
            (
                "shop_products",
                "",
                r#"{"sort":"name"}"#,
                ok("page=1&per=20&sort=name&dir=asc"),
            ),
            // Unknown sorts.
            (
                "products",
                "sort=paid_at",
                "null",
                err(&["sort:unknown_filter"]),
            ),
            (
                "orders",
                "",
                r#"{"sort":"name"}"#,
                err(&["sort:unknown_filter"]),
            ),
            (
                "order_rates",
                "sort=created_at",
                "null",
                err(&["sort:unknown_filter"]),
            ),
            (
                "payment_tickets",
                "",
                r#"{"sort":"due_date"}"#,
                err(&["sort:unknown_filter"]),
            ),
            (
                "coupons",
                "sort=name",
                "null",
                err(&["sort:unknown_filter"]),
            ),
            (
                "shop_products",
                "sort=total_views",
                "null",
                err(&["sort:unknown_filter"]),
            ),
            // Unknown filters, from the address or the filter form.
            (
                "products",
                "payment_state=paid",
                "null",
                err(&["payment_state:unknown_filter"]),
            ),
            (
                "orders",
                "",
                r#"{"filters":"form=course"}"#,
                err(&["form:unknown_filter"]),
            ),
            (
                "order_rates",
                "created_from=2026-01-01",
                "null",
                err(&["created:unknown_filter"]),
            ),
            (
                "payment_tickets",
                "order_amount_from=1",
                "null",
                err(&["order_amount:unknown_filter"]),
            ),
            (
                "coupons",
                "form=course&sort=form",
                "null",
                err(&["sort:unknown_filter", "form:unknown_filter"]),
            ),
            (
                "shop_products",
                "is_published=true",
                "null",
                err(&["is_published:unknown_filter"]),
            ),
            // Allowed filters pass.
            (
                "orders",
                "order_amount_from=10",
                "null",
                ok("page=1&per=20&order_amount_from=10"),
            ),
            (
                "shop_products",
                "form=course",
                "null",
                ok("page=1&per=20&form=course"),
            ),
            // A name no list has.
            ("nope", "", "null", err(&["list:invalid_input"])),
        ];
        for (name, query, action, expected) in cases {
            assert_eq!(
                on_list(name, query, action),
                expected,
                "{name} {query} {action}"
            );
        }
        // Without a name, any list's query stands, as before.
        let a = list(r#"{"query":"sort=paid_at&form=course","current_year":2026}"#);
        assert_eq!(
            a["ok"]["query_string"],
            "page=1&per=20&sort=paid_at&dir=asc&form=course"
        );
        let a = list(r#"{"query":"sort=paid_at","current_year":2026,"list":null}"#);
        assert_eq!(a["ok"]["sort_key"], "paid_at");
    }

    #[test]
    fn shop_list_keeps_its_fixed_conditions_and_counts_without_paging() {
        let q = parse("page=2&per=10&form=course&query=ab").unwrap();
        let (sql, values) = seller_query(&q, &SHOP_PRODUCTS, 7);
        assert_eq!(
            sql,
            "WHERE seller_id = ?1 AND published = 1 AND archived = 0 AND access_password IS NULL \
             AND form = ?2 AND \
             (instr(lower(name), ?3) > 0) ORDER BY created_at DESC, id DESC LIMIT ?4 OFFSET ?5"
        );
        assert_eq!(values[0], SqlValue::Int(7));
        assert_eq!(values[3], SqlValue::Int(10));
        assert_eq!(values[4], SqlValue::Int(10));
        let (sql, values) = seller_count(&q, &SHOP_PRODUCTS, 7);
        assert_eq!(
            sql,
            "WHERE seller_id = ?1 AND published = 1 AND archived = 0 AND access_password IS NULL \
             AND form = ?2 AND \
             (instr(lower(name), ?3) > 0)"
        );
        assert_eq!(values.len(), 3);
    }
}
