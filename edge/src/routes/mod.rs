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

use worker::Response;

use crate::error::AppResult;

/// Turns a handler's result into the worker's response type.
pub fn respond(result: AppResult<Response>) -> worker::Result<Response> {
    result.or_else(crate::error::AppError::into_response)
}
