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

/// One page of a list, as every list call answers it (spec section 7:
/// list, total count, and the page and size actually served).
#[derive(Serialize)]
pub struct ListPage<T> {
    pub list: Vec<T>,
    pub total_count: u64,
    pub page: u32,
    pub per: u32,
}
