//! Thin handlers: extract, call core, call a repository, answer.

pub mod account;
pub mod cabinet;
pub mod cabinet_orders;
pub mod certificates;
pub mod checkout;
pub mod coupons;
pub mod covers;
#[cfg(feature = "dev")]
pub mod dev;
pub mod downloads;
pub mod health;
pub mod not_found;
pub mod openapi;
pub mod orders;
pub mod payer;
pub mod products;
#[cfg(feature = "dev")]
pub mod sandbox;
pub mod session;
pub mod settings;
pub mod setup;
pub mod shop;
pub mod tickets;
pub mod webhooks;

use serde::Serialize;
use worker::Response;

use crate::error::AppResult;

/// One page of a list, as every list call answers it (spec section 7:
/// list, total count, and the page and size actually served).
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "{T}Page")]
pub struct ListPage<T> {
    pub list: Vec<T>,
    pub total_count: u64,
    pub page: u32,
    pub per: u32,
}

/// What a handler in the route table may return: the worker's result, or
/// ours, whose error becomes the spec's error answer. A handler returning
/// `AppResult` needs no wrapper around it.
pub trait IntoAnswer {
    fn into_answer(self) -> worker::Result<Response>;
}

impl IntoAnswer for worker::Result<Response> {
    fn into_answer(self) -> worker::Result<Response> {
        self
    }
}

impl IntoAnswer for AppResult<Response> {
    fn into_answer(self) -> worker::Result<Response> {
        self.or_else(crate::error::AppError::into_response)
    }
}
