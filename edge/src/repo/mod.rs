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
