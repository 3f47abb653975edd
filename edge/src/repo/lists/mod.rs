//! The SQL of the seller's lists: each list's columns ([`columns`]) and
//! the parameterised page (`WHERE … ORDER BY … LIMIT …`, by offset or cursor) built
//! from a parsed [`ListQuery`]. Core's `lists` names the keys a list offers
//! and refuses the rest ([`ListDef::check`]); which column a key stands
//! for, and how the search text finds rows, is decided here, so no SQL name
//! reaches the browser build.
//!
//! Decisions (issue 15, "repositories that scale"):
//! - **Search** ([`Search`]): on the small lists (a seller's products and
//!   coupons) a substring found with `instr` (any length, no wildcard, ASCII
//!   case folded). On the lists that grow with sales (orders, order rates,
//!   tickets) only what an index answers: a whole e-mail address (a text
//!   with `@`) matches exactly; any other text matches the addresses (or
//!   ticket codes) that start with it, as a range on the index, and an order
//!   token equal to it.
//! - **Counting** ([`ListSql::capped_count`]): only when the request asks
//!   (`counts=true`); then a list counts its matching rows up to
//!   [`TOTAL_COUNT_MAX`] and no further, so a count of a million orders
//!   reads at most that many index entries; the answer says when the total
//!   was capped (`total_count_max`, `total_capped`). A page view without it
//!   reads `per + 1` rows and says whether more follow (`has_more`).
//! - **Paging** ([`ListSql::page_sql`]): next and previous by cursor
//!   (keyset: the rows past the sort value and id of the last or first row
//!   shown, each segment one exact range of the sort's index, so page 600
//!   reads what page 1 reads); a page number alone by offset, within the
//!   counting window (no request skips more than [`TOTAL_COUNT_MAX`] rows).
//!   The exports page by key (`id > ?`), which never skips.

pub mod columns;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::fmt::Write as _;

use rust_decimal::Decimal;
use sellwerk_core::currency::Currency;
use sellwerk_core::ids::SellerId;
use sellwerk_core::lists::{
    Cursor, FilterKey, FilterValue, KeyValue, ListDef, ListQuery, Scalar, Seek, SortDir, ValueKind,
};

/// The most rows a list counts (the spec's `totalCountMax`): beyond it the
/// answer says "more than" this.
pub const TOTAL_COUNT_MAX: u64 = 10_000;

/// A value bound to a SQL placeholder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SqlValue {
    /// An integer (ids, counts, flags as 0/1, limit, offset).
    Int(i64),
    /// Text (states, dates, search patterns, `SQLite` date modifiers such
    /// as `-90 days`). Amount ranges bind integers: see [`ListSql::currency_column`].
    Text(String),
}

/// The SQL face of one list: the column or condition each of its filter
/// and sort keys stands for and how it searches. Column names come only
/// from here.
#[derive(Debug, Clone, Copy)]
pub struct ListSql {
    /// What the list offers (core's words): every key below is one of its
    /// keys, and every key it offers has its column here (tested).
    pub def: &'static ListDef,
    /// The table (or view) the list reads.
    pub table: &'static str,
    /// The seller column, bound to `?1` by the caller.
    pub seller_column: &'static str,
    /// The primary key column, the tie-breaker of every sort.
    pub id_column: &'static str,
    /// Filters the list allows and their columns.
    pub filters: &'static [(FilterKey, &'static str)],
    /// Sort keys the list allows and their columns.
    pub sorts: &'static [(&'static str, &'static str)],
    /// The sort keys whose column may be null: paging past a cursor on
    /// them also reads the nulls (see [`ListSql::page_sql`]). Every other
    /// sort column is `NOT NULL` in the schema (checked when this was
    /// written; a new nullable sort column must be named here).
    pub nullable_sorts: &'static [&'static str],
    /// How the search text finds rows (`None`: the list does not search).
    pub search: Option<Search>,
    /// Conditions every row of this list meets, whatever is asked
    /// (`published = 1` for a shop's public list). Constant SQL, no input.
    pub always: &'static [&'static str],
    /// The column holding each row's currency (a lowercase ISO 4217 code,
    /// as [`Currency::code`] writes it). An amount range's column holds
    /// integer minor units of that currency, and the decimal bounds are
    /// compared with them exactly (see [`amount_condition`]). A list without
    /// one offers no amount range (tested).
    pub currency_column: Option<&'static str>,
}

/// How a list's search text finds rows.
#[derive(Debug, Clone, Copy)]
pub enum Search {
    /// A substring of any of these columns, ASCII case folded (small lists).
    Substring(&'static [&'static str]),
    /// The buyer's address in `email` (stored in lowercase): a text with `@`
    /// equal to it, any other text the start of it; or a `token` equal to
    /// the text. Both through an index leading with the seller.
    EmailOrToken {
        email: &'static str,
        token: Option<&'static str>,
    },
    /// The rows of the seller's orders whose buyer's address the text finds
    /// (as [`Search::EmailOrToken`] without a token), through
    /// `orders (seller_id, payer_email)`: the column names each row's order.
    OrderEmail(&'static str),
    /// The start of an upper-case code (ticket codes), ASCII case folded.
    Prefix(&'static str),
    /// The rows of the course sessions whose buyer's address the text finds
    /// (as [`Search::EmailOrToken`] without a token), through
    /// `course_sessions (seller_id, payer_email)`: rows carrying
    /// `product_id` and `user_id` (a course's lesson statuses).
    SessionEmail,
}

/// Above every character a stored text holds after a given start: `col >=
/// start AND col < start || PAST` is "starts with", as a range on an index.
const PAST: char = '\u{10FFFF}';

impl Search {
    /// Whether rows are found through an index on the searched column
    /// (a whole value or its start), rather than by testing each row.
    pub fn indexed(self) -> bool {
        !matches!(self, Search::Substring(_))
    }

    fn condition(self, text: &str, b: &mut Binder) -> String {
        match self {
            Search::Substring(columns) => {
                // Decision: a substring found with `instr`, not a `LIKE`
                // pattern. D1 refuses patterns longer than 50 bytes, so a
                // search text of 49 characters answered 500; `instr` takes
                // any length, and nothing in the text is a wildcard. Case
                // is folded for ASCII letters only, on both sides, exactly
                // as `LIKE` did (SQLite's `lower` folds ASCII only).
                let p = b.bind(SqlValue::Text(text.to_ascii_lowercase()));
                let ors: Vec<String> = columns
                    .iter()
                    .map(|c| format!("instr(lower({c}), {p}) > 0"))
                    .collect();
                format!("({})", ors.join(" OR "))
            }
            Search::EmailOrToken { email, token } => {
                let folded = text.to_ascii_lowercase();
                if folded.contains('@') {
                    // A whole address, never a token (base64url has no
                    // `@`): one equality, which the index answers alone.
                    let p = b.bind(SqlValue::Text(folded));
                    return format!("({email} = {p})");
                }
                let mut ors = vec![prefix(email, folded, b)];
                if let Some(token) = token {
                    let p = b.bind(SqlValue::Text(text.to_owned()));
                    ors.push(format!("{token} = {p}"));
                }
                format!("({})", ors.join(" OR "))
            }
            Search::OrderEmail(order_column) => {
                let orders = Search::EmailOrToken {
                    email: "payer_email",
                    token: None,
                }
                .condition(text, b);
                format!(
                    "({order_column} IN (SELECT id FROM orders WHERE seller_id = ?1 AND {orders}))"
                )
            }
            Search::Prefix(column) => {
                let cond = prefix(column, text.to_ascii_uppercase(), b);
                format!("({cond})")
            }
            Search::SessionEmail => {
                let sessions = Search::EmailOrToken {
                    email: "payer_email",
                    token: None,
                }
                .condition(text, b);
                format!(
                    "((product_id, user_id) IN (SELECT product_id, user_id FROM course_sessions \
                     WHERE seller_id = ?1 AND {sessions}))"
                )
            }
        }
    }
}

/// `col >= ?a AND col < ?b`: the values of `col` that start with `start`.
fn prefix(column: &str, start: String, b: &mut Binder) -> String {
    let mut past = start.clone();
    past.push(PAST);
    let from = b.bind(SqlValue::Text(start));
    let to = b.bind(SqlValue::Text(past));
    format!("{column} >= {from} AND {column} < {to}")
}

fn sql_dir(dir: SortDir) -> &'static str {
    match dir {
        SortDir::Asc => "ASC",
        SortDir::Desc => "DESC",
    }
}

impl ListSql {
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

    /// `SELECT count(*) AS total FROM (SELECT 1 FROM {from} WHERE … LIMIT
    /// cap + 1)` and its values (the seller first): counts at most one row
    /// past [`TOTAL_COUNT_MAX`], however many match.
    pub fn capped_count(
        &self,
        from: &str,
        query: &ListQuery,
        seller_id: SellerId,
    ) -> (String, Vec<SqlValue>) {
        let (clause, mut values) = seller_count(query, self, seller_id);
        let cap = values.len() + 1;
        values.push(SqlValue::Int(
            i64::try_from(TOTAL_COUNT_MAX + 1).unwrap_or(i64::MAX),
        ));
        (
            format!("SELECT count(*) AS total FROM (SELECT 1 FROM {from} {clause} LIMIT ?{cap})"),
            values,
        )
    }
}

/// A list's total as the answer gives it: the rows counted, never above
/// [`TOTAL_COUNT_MAX`], and whether there are more than that.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListTotal {
    pub count: u64,
    pub capped: bool,
}

impl ListTotal {
    /// The total of a count of at most [`TOTAL_COUNT_MAX`] + 1 rows.
    pub fn of(counted: u64) -> Self {
        if counted > TOTAL_COUNT_MAX {
            ListTotal {
                count: TOTAL_COUNT_MAX,
                capped: true,
            }
        } else {
            ListTotal {
                count: counted,
                capped: false,
            }
        }
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

/// The sort a query is served with: the key as the list names it, its
/// column and direction (the sort asked for, or the list's default).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Order {
    pub key: &'static str,
    pub column: &'static str,
    pub dir: SortDir,
    /// Whether the column may be null (see [`ListSql::nullable_sorts`]).
    pub nullable: bool,
}

impl ListSql {
    /// The sort `query` is served with. A sort key the list does not offer
    /// falls back to the default sort (use [`ListDef::check`] to refuse it).
    pub fn order(&self, query: &ListQuery) -> Order {
        let find = |key: &str| self.sorts.iter().find(|(k, _)| *k == key).copied();
        let (key, column, dir) = query
            .sort
            .as_ref()
            .and_then(|s| find(&s.key).map(|(k, c)| (k, c, s.dir)))
            .or_else(|| find(self.def.default_sort.0).map(|(k, c)| (k, c, self.def.default_sort.1)))
            .unwrap_or(("id", self.id_column, self.def.default_sort.1));
        Order {
            key,
            column,
            dir,
            nullable: self.nullable_sorts.contains(&key),
        }
    }

    /// The statement of one page of the list, `SELECT {columns}, <sort
    /// value> AS list_sort_value, <id> AS list_row_id FROM {table} WHERE …
    /// ORDER BY … LIMIT per + 1 OFFSET …`, and its values (the seller
    /// first). `per + 1` rows: the extra row says whether more follow. A
    /// page past a cursor reads the segments of [`seek_segments`], each one
    /// range of an index limited to `per + 1` rows, as `SELECT * FROM (…)
    /// UNION ALL SELECT * FROM (…) ORDER BY list_segment, list_sort_value,
    /// list_row_id LIMIT per + 1`, which `SQLite` runs as a merge of the
    /// segments in order (the rows carry `list_segment` too). A page before
    /// a cursor (`before=`) is read in the opposite order; the caller
    /// reverses it.
    pub fn page_sql(
        &self,
        columns: &str,
        query: &ListQuery,
        seller_id: SellerId,
    ) -> (String, Vec<SqlValue>) {
        let tail = Tail::of(query, self);
        let mut b = tail.binder;
        let limit = b.bind(SqlValue::Int(i64::from(query.limit()) + 1));
        let order = tail.order;
        // the page's columns, the sort value and id, and the segment's number in a union
        let select = |condition: Option<&String>, segment: Option<usize>| {
            let condition = condition.map(|c| format!(" AND ({c})")).unwrap_or_default();
            let segment = segment
                .map(|n| format!(", {n} AS list_segment"))
                .unwrap_or_default();
            format!(
                "SELECT {columns}, {} AS list_sort_value, {} AS list_row_id{segment} FROM {} WHERE {}{condition}",
                order.column, self.id_column, self.table, tail.conditions
            )
        };
        let sql = match tail.segments.as_slice() {
            [] => {
                let offset = b.bind(SqlValue::Int(
                    i64::try_from(query.offset()).unwrap_or(i64::MAX),
                ));
                format!(
                    "{} ORDER BY {} LIMIT {limit} OFFSET {offset}",
                    select(None, None),
                    tail.order_by
                )
            }
            [one] => format!(
                "{} ORDER BY {} LIMIT {limit}",
                select(Some(one), None),
                tail.order_by
            ),
            several => {
                let branches: Vec<String> = several
                    .iter()
                    .enumerate()
                    .map(|(n, condition)| {
                        format!(
                            "SELECT * FROM ({} ORDER BY {} LIMIT {limit})",
                            select(Some(condition), Some(n)),
                            tail.order_by
                        )
                    })
                    .collect();
                let dir = sql_dir(tail.dir);
                format!(
                    "{} ORDER BY list_segment, list_sort_value {dir}, list_row_id {dir} LIMIT {limit}",
                    branches.join(" UNION ALL ")
                )
            }
        };
        with_seller((sql, b.0), seller_id)
    }
}

/// One segment of the rows past a cursor's row `(v, id)`, in the order the
/// page is read (the sort's direction, flipped for `before=`). Rows are
/// ordered by the sort column, then the id; a null is below every value
/// (`SQLite`'s order). Each segment is one range of the sort's index
/// (`seller_id, column`, the id appended by `SQLite`), so a deep page reads
/// what a first page reads, however many rows share a sort value (a row
/// value `(col, id) > (?, ?)` would seek on the column alone and then walk
/// every row of an equal value):
/// - ascending after a value: the rest of its value (`col = v AND id >
///   ?`), then the values above it;
/// - ascending after a null: the rest of the nulls, then every value;
/// - descending after a value: the rest of its value, the values below,
///   then the nulls (of a nullable column);
/// - descending after a null: the rest of the nulls.
///
/// The sort on the id itself is one range on the id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Segment {
    /// `id > ?` (`id < ?` descending): the sort is the id.
    Id,
    /// `col = ?v AND id > ?id` (`<` descending).
    Equal,
    /// `col > ?v` (`<` descending).
    Beyond,
    /// `col IS NULL AND id > ?id` (`<` descending).
    NullsPast,
    /// `col IS NULL`.
    Nulls,
    /// `col IS NOT NULL`.
    Values,
}

fn read_dir(order: Order, seek: Seek) -> SortDir {
    match seek {
        Seek::After => order.dir,
        Seek::Before => order.dir.flipped(),
    }
}

fn seek_segments(order: Order, seek: Seek, value: &KeyValue) -> Vec<Segment> {
    if order.key == "id" {
        return vec![Segment::Id];
    }
    match (read_dir(order, seek), value) {
        (SortDir::Desc, KeyValue::Int(_) | KeyValue::Text(_)) if order.nullable => {
            vec![Segment::Equal, Segment::Beyond, Segment::Nulls]
        }
        (_, KeyValue::Int(_) | KeyValue::Text(_)) => vec![Segment::Equal, Segment::Beyond],
        (SortDir::Asc, KeyValue::Null) => vec![Segment::NullsPast, Segment::Values],
        (SortDir::Desc, KeyValue::Null) => vec![Segment::NullsPast],
    }
}

fn key_value(value: &KeyValue) -> Option<SqlValue> {
    match value {
        KeyValue::Null => None,
        KeyValue::Int(i) => Some(SqlValue::Int(*i)),
        KeyValue::Text(t) => Some(SqlValue::Text(t.clone())),
    }
}

/// The conditions of the segments past `cursor` (see [`Segment`]), the
/// cursor's value and id bound once.
fn seek_conditions(
    order: Order,
    seek: Seek,
    cursor: &Cursor,
    spec: &ListSql,
    b: &mut Binder,
) -> Vec<String> {
    let op = match read_dir(order, seek) {
        SortDir::Asc => ">",
        SortDir::Desc => "<",
    };
    let (col, id) = (order.column, spec.id_column);
    let segments = seek_segments(order, seek, &cursor.value);
    let value = match (&cursor.value, segments.contains(&Segment::Equal)) {
        (v, true) => key_value(v).map(|v| b.bind(v)),
        _ => None,
    };
    let needs_id = segments
        .iter()
        .any(|s| matches!(s, Segment::Id | Segment::Equal | Segment::NullsPast));
    let row = needs_id.then(|| b.bind(SqlValue::Int(cursor.id)));
    let (value, row) = (value.unwrap_or_default(), row.unwrap_or_default());
    segments
        .into_iter()
        .map(|segment| match segment {
            Segment::Id => format!("{id} {op} {row}"),
            Segment::Equal => format!("{col} = {value} AND {id} {op} {row}"),
            Segment::Beyond => format!("{col} {op} {value}"),
            Segment::NullsPast => format!("{col} IS NULL AND {id} {op} {row}"),
            Segment::Nulls => format!("{col} IS NULL"),
            Segment::Values => format!("{col} IS NOT NULL"),
        })
        .collect()
}

/// What a page's statement is made of: the list's conditions, the
/// segments past the cursor (none without one), the order and its values.
struct Tail {
    conditions: String,
    segments: Vec<String>,
    order: Order,
    /// The direction the rows are read in.
    dir: SortDir,
    order_by: String,
    binder: Binder,
}

impl Tail {
    fn of(query: &ListQuery, spec: &ListSql) -> Tail {
        let mut b = Binder(Vec::new());
        let conditions = conditions(query, spec, &mut b);
        let order = spec.order(query);
        let (dir, segments) = match &query.seek {
            Some((seek, cursor)) => (
                read_dir(order, *seek),
                seek_conditions(order, *seek, cursor, spec, &mut b),
            ),
            None => (order.dir, Vec::new()),
        };
        // A search through an index (see [`Search::indexed`]) drives the
        // query (whatever statistics D1 has, or none): `+` keeps SQLite from walking the sort's index instead and
        // testing every row of the seller until a page of matches is found
        // (a rare address read every order); the matches are sorted instead.
        // The same for one order's rows (`order_id`, on the rates and the
        // tickets): found through `(seller_id, order_id)`, then sorted.
        let driven = (query.query.is_some() && spec.search.is_some_and(Search::indexed))
            || (query.filters.contains_key(&FilterKey::OrderId)
                && spec.filter_column(FilterKey::OrderId).is_some());
        let plus = if driven { "+" } else { "" };
        let mut order_by = format!("{plus}{} {}", order.column, sql_dir(dir));
        if order.column != spec.id_column {
            let _ = write!(order_by, ", {plus}{} {}", spec.id_column, sql_dir(dir));
        }
        Tail {
            conditions,
            segments,
            order,
            dir,
            order_by,
            binder: b,
        }
    }
}

/// The SQL tail of a seller-scoped list query by offset (no cursor):
/// `WHERE seller = ?1 AND … ORDER BY … LIMIT ?n OFFSET ?m`, and the values
/// for `?2` onwards, in order. The caller binds the seller id to `?1` (see
/// [`seller_query`]). The limit is one more than the page size (the extra
/// row says whether more follow). [`ListSql::page_sql`] makes the whole
/// statement, with or without a cursor.
///
/// Only columns of `spec` appear in the text; every input value is bound.
/// Filters, sort keys and search the list does not allow are left out
/// (a wrong sort key falls back to the default sort): use [`ListDef::check`]
/// to refuse them instead.
#[cfg(test)]
pub fn where_clause(query: &ListQuery, spec: &ListSql) -> (String, Vec<SqlValue>) {
    let tail = Tail::of(query, spec);
    let mut b = tail.binder;
    let limit = b.bind(SqlValue::Int(i64::from(query.limit()) + 1));
    let offset = b.bind(SqlValue::Int(
        i64::try_from(query.offset()).unwrap_or(i64::MAX),
    ));
    let sql = format!(
        "WHERE {} ORDER BY {} LIMIT {limit} OFFSET {offset}",
        tail.conditions, tail.order_by
    );
    (sql, b.0)
}

/// The `WHERE …` of [`where_clause`] alone, for counting the rows of every
/// page (`SELECT count(*) FROM t WHERE …`); values from `?2` on.
pub fn count_clause(query: &ListQuery, spec: &ListSql) -> (String, Vec<SqlValue>) {
    let mut b = Binder(Vec::new());
    let conditions = conditions(query, spec, &mut b);
    (format!("WHERE {conditions}"), b.0)
}

/// The conditions joined by `AND`: the seller, the list's fixed conditions,
/// the filters and the search text.
fn conditions(query: &ListQuery, spec: &ListSql, b: &mut Binder) -> String {
    let mut parts = vec![format!("{} = ?1", spec.seller_column)];
    parts.extend(spec.always.iter().map(|c| (*c).to_owned()));
    for (key, value) in &query.filters {
        let Some(col) = spec.filter_column(*key) else {
            continue;
        };
        if let (ValueKind::AmountRange, Some(currency)) = (key.kind(), spec.currency_column) {
            parts.extend(amount_condition(value, col, currency, spec, b));
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
    if let (Some(text), Some(search)) = (&query.query, spec.search) {
        parts.push(search.condition(text, b));
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
/// decimals, rounded inwards (see [`columns::ORDERS`]): a total `t` in minor units
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
/// except that the exponent most currencies share comes last.
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

/// The condition of an amount filter on a column of minor units, each row
/// in the currency of `currency` (see [`columns::ORDERS`]): the ids of one
/// select per group of currencies sharing an exponent, each with the bounds
/// in that exponent's minor units: `id IN (SELECT id FROM orders WHERE
/// seller_id = ?1 AND currency IN ('bif', …) AND col >= ?2 AND col <= ?3
/// UNION ALL … currency IN ('bhd', …) … UNION ALL … currency IN ('eur', …)
/// …)`. Each select seeks `orders (seller_id, currency, total_minor)`
/// (migration 0022) once per currency, so `SQLite` reads the matching
/// totals exactly, where a `CASE` over the currency (before issue 15) read
/// every order of the seller, and a `NOT IN` list for the common exponent
/// (before 0022) read the range of every currency. Decision: every group
/// names its currencies (core's, the only ones an order can hold); an
/// order in a currency core does not know matches no amount. The page
/// then reads each match's row to sort them: a range reads about twice its
/// matches (measured in `bench/README.md`). The codes are core's own
/// constants, never input. One amount matches totals equal to it.
/// Parsing gives amount keys ranges of amounts only; anything else set
/// through [`ListQuery::with_filter`] matches no row, rather than comparing
/// text.
fn amount_condition(
    value: &FilterValue,
    col: &str,
    currency: &str,
    spec: &ListSql,
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
    if bounds.is_empty() {
        return None;
    }
    let groups = exponent_groups();
    if groups.is_empty() {
        return Some("0".to_owned());
    }
    let branch = |exponent: u32, which: String, b: &mut Binder| {
        let mut parts = vec![format!("{} = ?1", spec.seller_column), which];
        for (a, side) in &bounds {
            let op = match side {
                Side::From => ">=",
                Side::To => "<=",
            };
            let p = b.bind(SqlValue::Int(minor_bound(*a, exponent, *side)));
            parts.push(format!("{col} {op} {p}"));
        }
        format!(
            "SELECT {} FROM {} WHERE {}",
            spec.id_column,
            spec.table,
            parts.join(" AND ")
        )
    };
    let branches: Vec<String> = groups
        .iter()
        .map(|(exponent, codes)| {
            let which = format!("{currency} IN ('{}')", codes.join("', '"));
            branch(*exponent, which, b)
        })
        .collect();
    Some(format!(
        "{} IN ({})",
        spec.id_column,
        branches.join(" UNION ALL ")
    ))
}

/// [`where_clause`] with the seller id already first, so the values match
/// `?1`, `?2`, … in order.
#[cfg(test)]
pub fn seller_query(
    query: &ListQuery,
    spec: &ListSql,
    seller_id: SellerId,
) -> (String, Vec<SqlValue>) {
    with_seller(where_clause(query, spec), seller_id)
}

/// [`count_clause`] with the seller id already first.
pub fn seller_count(
    query: &ListQuery,
    spec: &ListSql,
    seller_id: SellerId,
) -> (String, Vec<SqlValue>) {
    with_seller(count_clause(query, spec), seller_id)
}

fn with_seller(
    (sql, rest): (String, Vec<SqlValue>),
    seller_id: SellerId,
) -> (String, Vec<SqlValue>) {
    let mut values = Vec::with_capacity(rest.len() + 1);
    values.push(SqlValue::Int(seller_id.get()));
    values.extend(rest);
    (sql, values)
}
