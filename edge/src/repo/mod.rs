//! D1 access. **Architecture invariant:** nothing outside this module runs
//! SQL; every statement binds its parameters; rows become domain types
//! through `TryFrom`, so a malformed row is an error, never a panic.

pub mod catalog;
pub mod coupons;
pub mod jobs;

use worker::{D1Database, Env};

use crate::error::{AppError, AppResult};

pub fn db(env: &Env) -> AppResult<D1Database> {
    env.d1("DB").map_err(AppError::from)
}

/// A row that does not fit the domain (a broken invariant in stored data).
pub fn corrupt(what: &str, id: i64, why: impl std::fmt::Display) -> AppError {
    AppError::Internal(format!("corrupt {what} row {id}: {why}"))
}
