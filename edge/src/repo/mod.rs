//! D1 access. **Architecture invariant:** nothing outside this module runs
//! SQL; every statement binds its parameters; rows become domain types
//! through `TryFrom`, so a malformed row is an error, never a panic.

pub mod accounts;
pub mod catalog;
pub mod coupons;
pub mod covers;
pub mod jobs;
pub mod limits;
pub mod lists;
#[cfg(feature = "dev")]
pub mod mails;
pub mod order_lists;
pub mod orders;
pub mod products;
pub mod providers;
pub mod sellers;
pub mod tickets;
pub mod users;

use worker::wasm_bindgen::JsValue;
use worker::{D1Database, Env};

use self::lists::SqlValue;
use crate::error::{AppError, AppResult};

pub fn db(env: &Env) -> AppResult<D1Database> {
    env.d1("DB").map_err(AppError::from)
}

/// A row that does not fit the domain (a broken invariant in stored data).
pub fn corrupt(what: &str, id: i64, why: impl std::fmt::Display) -> AppError {
    AppError::Internal(format!("corrupt {what} row {id}: {why}"))
}

/// An id or count as D1 takes it: a JS number (they all fit in 2^53).
#[allow(clippy::cast_precision_loss)]
pub fn int(value: i64) -> JsValue {
    JsValue::from_f64(value as f64)
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
