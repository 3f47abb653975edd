//! D1 access. **Architecture invariant:** nothing outside this module runs
//! SQL; every statement binds its parameters; rows become domain types
//! through `TryFrom`, so a malformed row is an error, never a panic.

pub mod accounts;
pub mod catalog;
pub mod coupons;
pub mod covers;
pub mod deliveries;
pub mod exports;
pub mod idempotency;
pub mod jobs;
pub mod limits;
pub mod lists;
#[cfg(feature = "dev")]
pub mod mails;
pub mod order_lists;
pub mod orders;
mod plans;
pub mod products;
pub mod providers;
#[cfg(feature = "dev")]
pub mod sandbox;
pub mod sellers;
pub mod tickets;
pub mod users;

use worker::wasm_bindgen::JsValue;
use worker::{D1Database, Env};

use self::lists::SqlValue;
use crate::error::{AppError, AppResult};
use sellwerk_core::lists::ListQuery;
use serde::Deserialize;

pub fn db(env: &Env) -> AppResult<D1Database> {
    env.d1("DB").map_err(AppError::from)
}

/// A row that does not fit the domain (a broken invariant in stored data).
pub fn corrupt(what: &str, id: i64, why: impl std::fmt::Display) -> AppError {
    AppError::Internal(format!("corrupt {what} row {id}: {why}"))
}

/// An id or count as D1 takes it: a JS number (they all fit in 2^53). A
/// typed id (`sellwerk_core::ids`) is bound as its number.
#[allow(clippy::cast_precision_loss)]
pub fn int(value: impl Into<i64>) -> JsValue {
    JsValue::from_f64(value.into() as f64)
}

/// A position (a rate's index) as D1 takes it.
pub fn index(value: usize) -> AppResult<JsValue> {
    i64::try_from(value)
        .map(int)
        .map_err(|_| AppError::Internal(format!("index {value} beyond i64")))
}

/// The bound values a list's SQL ([`lists`]) asks for, in order.
pub fn bind_list_values(values: &[SqlValue]) -> Vec<JsValue> {
    values
        .iter()
        .map(|v| match v {
            SqlValue::Int(i) => int(*i),
            SqlValue::Text(t) => JsValue::from_str(t),
        })
        .collect()
}

#[derive(Deserialize)]
struct CountRow {
    total: i64,
}

/// How many rows of `from` the list `spec` holds for seller `seller_id`
/// under `query`, on every page, counted up to the cap
/// ([`lists::TOTAL_COUNT_MAX`]).
async fn list_count(
    db: &D1Database,
    from: &str,
    spec: &lists::ListSql,
    seller_id: i64,
    query: &ListQuery,
) -> AppResult<lists::ListTotal> {
    let (sql, values) = spec.capped_count(from, query, seller_id);
    let row = db
        .prepare(sql)
        .bind(&bind_list_values(&values))?
        .first::<CountRow>(None)
        .await?;
    let counted = match row {
        Some(r) => u64::try_from(r.total)
            .map_err(|_| AppError::Internal(format!("a negative count of {from}: {}", r.total)))?,
        None => 0,
    };
    Ok(lists::ListTotal::of(counted))
}

/// One page of a list as [`list_page`] read it: the rows in the list's
/// order, and the positions to page on from.
#[derive(Debug)]
pub struct ListRows<T> {
    pub rows: Vec<T>,
    /// More rows follow this page.
    pub has_more: bool,
    /// This is the first page (nothing before it).
    pub first: bool,
    /// The position of the last row (the next page starts after it), when
    /// more follow.
    pub next: Option<sellwerk_core::lists::Cursor>,
    /// The position of the first row (the previous page ends before it),
    /// when this is not the first page.
    pub prev: Option<sellwerk_core::lists::Cursor>,
}

impl<T> ListRows<T> {
    /// The same page with its rows turned into `U`.
    pub fn map_rows<U>(
        self,
        f: impl FnOnce(Vec<T>) -> AppResult<Vec<U>>,
    ) -> AppResult<ListRows<U>> {
        Ok(ListRows {
            rows: f(self.rows)?,
            has_more: self.has_more,
            first: self.first,
            next: self.next,
            prev: self.prev,
        })
    }
}

/// One page of the list `spec` for seller `seller_id` under `query`:
/// `SELECT {columns} FROM` the list's table, by offset or after (before)
/// the query's cursor, reading `per + 1` rows in one statement (see
/// [`lists::ListSql::page_sql`]). Each row is read
/// as `T` once its sort value and id (which make the cursors) are taken
/// out.
pub async fn list_page<T: serde::de::DeserializeOwned>(
    db: &D1Database,
    spec: &lists::ListSql,
    columns: &str,
    seller_id: i64,
    query: &ListQuery,
) -> AppResult<ListRows<T>> {
    use sellwerk_core::lists::{Cursor, KeyValue, Seek};
    let want = usize::try_from(query.per)
        .unwrap_or(usize::MAX)
        .saturating_add(1);
    let (sql, values) = spec.page_sql(columns, query, seller_id);
    let mut raw = db
        .prepare(sql)
        .bind(&bind_list_values(&values))?
        .all()
        .await?
        .results::<serde_json::Map<String, serde_json::Value>>()?;
    let more = raw.len() >= want;
    raw.truncate(want - 1);
    let before = matches!(query.seek, Some((Seek::Before, _)));
    if before {
        // read against the sort: back into the list's order
        raw.reverse();
    }
    let order = spec.order(query);
    let mut rows = Vec::with_capacity(raw.len());
    let mut keys = Vec::with_capacity(raw.len());
    for mut row in raw {
        row.remove("list_segment");
        let value = match row.remove("list_sort_value") {
            None | Some(serde_json::Value::Null) => KeyValue::Null,
            Some(serde_json::Value::String(t)) => KeyValue::Text(t),
            Some(serde_json::Value::Bool(b)) => KeyValue::Int(i64::from(b)),
            Some(serde_json::Value::Number(n)) => KeyValue::Int(whole(&n).ok_or_else(|| {
                AppError::Internal(format!(
                    "{}: a sort value {n} that is no integer",
                    spec.table
                ))
            })?),
            Some(other) => {
                return Err(AppError::Internal(format!(
                    "{}: a sort value {other} that is no text or integer",
                    spec.table
                )));
            }
        };
        let id = row
            .remove("list_row_id")
            .and_then(|v| match v {
                serde_json::Value::Number(n) => whole(&n),
                _ => None,
            })
            .ok_or_else(|| AppError::Internal(format!("{}: a row without its id", spec.table)))?;
        keys.push((id, value));
        rows.push(
            serde_json::from_value::<T>(serde_json::Value::Object(row))
                .map_err(|e| AppError::Internal(format!("{}: {e}", spec.table)))?,
        );
    }
    let cursor = |(id, value): (i64, KeyValue)| Cursor {
        list: spec.def.name.to_owned(),
        sort: order.key.to_owned(),
        dir: order.dir,
        id,
        value,
    };
    // Before a cursor, the extra row lies before the page and the rows
    // after it are where the request came from; otherwise the other way.
    let (has_more, first) = if before {
        (true, !more)
    } else {
        (more, query.seek.is_none() && query.offset() == 0)
    };
    let next = if has_more {
        keys.last().cloned().map(cursor)
    } else {
        None
    };
    let prev = if first {
        None
    } else {
        keys.first().cloned().map(cursor)
    };
    Ok(ListRows {
        rows,
        has_more,
        first,
        next,
        prev,
    })
}

/// A JSON number that is a whole `i64` (D1 hands integers over as JS
/// numbers, which may arrive as floats).
#[allow(clippy::cast_possible_truncation, clippy::cast_precision_loss)]
fn whole(n: &serde_json::Number) -> Option<i64> {
    n.as_i64().or_else(|| {
        n.as_f64()
            .filter(|f| f.fract() == 0.0 && f.abs() < 9_007_199_254_740_992.0)
            .map(|f| f as i64)
    })
}
