//! D1 access. **Architecture invariant:** nothing outside this module runs
//! SQL; every statement binds its parameters; rows become domain types
//! through `TryFrom`, so a malformed row is an error, never a panic.

pub mod accounts;
pub mod catalog;
pub mod categories;
pub mod certificates;
pub mod coupons;
pub mod course_lists;
pub mod courses;
pub mod covers;
pub mod deliveries;
pub mod email_logs;
pub mod exports;
pub mod funnels;
pub mod home;
pub mod idempotency;
pub mod intake;
pub mod jobs;
pub mod known;
pub mod legal;
pub mod limits;
pub mod lists;
#[cfg(feature = "dev")]
pub mod mails;
pub mod media;
pub mod notifications;
pub mod order_lists;
pub mod orders;
pub mod pages;
pub mod plans;
pub mod products;
pub mod providers;
#[cfg(feature = "dev")]
pub mod sandbox;
pub mod sellers;
pub mod storefront;
pub mod tickets;
pub mod tracking;
pub mod uploads;
pub mod users;

use sellwerk_core::ids::SellerId;
use worker::wasm_bindgen::JsValue;
use worker::{D1Database, Env};

use self::lists::SqlValue;
use crate::error::{AppError, AppResult};
use sellwerk_core::lists::ListQuery;
use serde::Deserialize;

/// The database. In a development build every statement prepared through
/// it is counted for the running request (`trace::count_statement`), which
/// the router answers as `Sellwerk-D1-Statements`, so a test can hold a
/// request's statement count to a number that does not grow with the rows
/// it shows; a production build has neither the count nor the header.
pub fn db(env: &Env) -> AppResult<D1Database> {
    let db = env.d1("DB").map_err(AppError::from)?;
    #[cfg(feature = "dev")]
    let db = counting::wrap(db);
    Ok(db)
}

/// The development build's statement counter: the D1 binding behind a
/// JavaScript `Proxy` whose `prepare` counts one statement of the running
/// request (every statement, alone or in a batch, is prepared once; none
/// is prepared and left unrun). Every other property is the binding's own,
/// its methods bound to the binding.
#[cfg(feature = "dev")]
mod counting {
    use worker::D1Database;
    use worker::js_sys::{Function, Object, Proxy, Reflect};
    use worker::wasm_bindgen::closure::Closure;
    use worker::wasm_bindgen::{JsCast, JsValue};

    thread_local! {
        /// The proxy's handler, made once per isolate (its trap keeps no
        /// state: the count lives in the request's `trace` context).
        static HANDLER: Object = handler();
    }

    fn handler() -> Object {
        let get = Closure::<dyn FnMut(JsValue, JsValue) -> Result<JsValue, JsValue>>::new(
            |target: JsValue, name: JsValue| {
                if name.as_string().as_deref() == Some("prepare") {
                    crate::trace::count_statement();
                }
                let value = Reflect::get(&target, &name)?;
                Ok(match value.dyn_ref::<Function>() {
                    Some(method) => method.bind0(&target).into(),
                    None => value,
                })
            },
        );
        let handler = Object::new();
        // a handler without its trap would only forward: nothing counted,
        // nothing broken
        let _ = Reflect::set(&handler, &JsValue::from_str("get"), &get.into_js_value());
        handler
    }

    pub(super) fn wrap(db: D1Database) -> D1Database {
        let target = JsValue::from(db);
        let proxy = HANDLER.with(|handler| Proxy::new(&target, handler));
        D1Database::unchecked_from_js(proxy.into())
    }
}

/// A row that does not fit the domain (a broken invariant in stored data).
/// `id` is the row's id, typed or as read.
pub fn corrupt(what: &str, id: impl Into<i64>, why: impl std::fmt::Display) -> AppError {
    AppError::Internal(format!(
        "corrupt {what} row {}: {why}",
        Into::<i64>::into(id)
    ))
}

/// An id or count as D1 takes it: a JS number (they all fit in 2^53). A
/// typed id (`sellwerk_core::ids`) is bound as its number.
#[allow(clippy::cast_precision_loss)]
pub fn int(value: impl Into<i64>) -> JsValue {
    JsValue::from_f64(value.into() as f64)
}

/// The most parameters D1 binds to one statement.
pub const MAX_BOUND: usize = 100;

/// The values of an `IN (...)` list: `?1, ?2, …` for single values
/// (`width` 1), `(?1, ?2), (?3, ?4), …` for row values of `width` columns
/// (`VALUES` rows, compared as `(a, b) IN (VALUES …)`), `len` numbers in
/// all. A statement may name the list more than once: the numbers repeat.
fn in_list(len: usize, width: usize) -> String {
    let width = width.max(1);
    let mut out = String::new();
    for row in 0..len / width {
        if row > 0 {
            out.push_str(", ");
        }
        let cells: Vec<String> = (1..=width)
            .map(|c| format!("?{}", row * width + c))
            .collect();
        if width == 1 {
            out.push_str(&cells.concat());
        } else {
            out.push('(');
            out.push_str(&cells.join(", "));
            out.push(')');
        }
    }
    out
}

/// Reads the rows of `sql` for every value of `keys` at once, however
/// many: `sql` gets the `IN` list (see [`in_list`]) for a chunk of them
/// and is run once per chunk of at most [`MAX_BOUND`] numbers (rows of
/// `width` numbers are never split), so a page of rows costs a statement
/// or two, never one per row. `keys` holds `width` numbers per row.
pub async fn rows_in<T: serde::de::DeserializeOwned>(
    db: &D1Database,
    keys: &[i64],
    width: usize,
    sql: impl Fn(&str) -> String,
) -> AppResult<Vec<T>> {
    let width = width.max(1);
    let per = MAX_BOUND / width * width;
    let mut rows = Vec::new();
    for chunk in keys.chunks(per) {
        let values: Vec<JsValue> = chunk.iter().map(|k| int(*k)).collect();
        rows.extend(
            db.prepare(sql(&in_list(chunk.len(), width)))
                .bind(&values)?
                .all()
                .await?
                .results::<T>()?,
        );
    }
    Ok(rows)
}

/// `ids` without repeats, in their first order, as numbers.
pub fn distinct<T: Copy + Into<i64>>(ids: impl IntoIterator<Item = T>) -> Vec<i64> {
    let mut seen = std::collections::HashSet::new();
    ids.into_iter()
        .map(Into::into)
        .filter(|id| seen.insert(*id))
        .collect()
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

#[cfg(test)]
mod tests {
    use crate::repo::in_list;

    #[test]
    fn in_lists_number_their_values_and_keep_rows_whole() {
        assert_eq!(in_list(3, 1), "?1, ?2, ?3");
        assert_eq!(in_list(4, 2), "(?1, ?2), (?3, ?4)");
        assert_eq!(in_list(0, 1), "");
    }
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
    seller_id: SellerId,
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
    seller_id: SellerId,
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
