//! Thin handlers: extract, call core, call a repository, answer.

pub mod account;
pub mod cabinet;
pub mod checkout;
pub mod coupons;
pub mod dev;
pub mod health;
pub mod not_found;
pub mod products;
pub mod session;
pub mod shop;

use serde::Serialize;
use worker::Response;

use crate::error::AppResult;

/// One page of a list, as every list call answers it (spec section 7:
/// list, total count, and the page and size actually served).
#[derive(Serialize)]
pub struct ListPage<T> {
    pub list: Vec<T>,
    pub total_count: u64,
    pub page: u32,
    pub per: u32,
}

/// Turns a handler's result into the worker's response type.
pub fn respond(result: AppResult<Response>) -> worker::Result<Response> {
    result.or_else(crate::error::AppError::into_response)
}
