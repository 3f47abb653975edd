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
pub mod exports;
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

use sellwerk_core::lists::ListQuery;
use serde::Serialize;

use crate::repo::lists::{ListTotal, TOTAL_COUNT_MAX};

/// One page of a list, as every list call answers it (spec section 7:
/// list, total count, and the page and size actually served). A list
/// counts at most `total_count_max` rows (the spec's `totalCountMax`):
/// `total_capped` says there are more than `total_count`, which is then
/// `total_count_max`.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "{T}Page")]
pub struct ListPage<T> {
    pub list: Vec<T>,
    pub total_count: u64,
    pub total_count_max: u64,
    pub total_capped: bool,
    pub page: u32,
    pub per: u32,
}

impl<T> ListPage<T> {
    /// The page `list` of `query` (already clamped to `total`).
    pub fn new(list: Vec<T>, total: ListTotal, query: &ListQuery) -> Self {
        ListPage {
            list,
            total_count: total.count,
            total_count_max: TOTAL_COUNT_MAX,
            total_capped: total.capped,
            page: query.page,
            per: query.per,
        }
    }
}

/// `{"list": [...]}`: every row at once, no paging (schema `{T}List`).
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "{T}List")]
pub struct Listed<T> {
    pub list: Vec<T>,
}

/// `{"sent": true}` (202): a mail is on its way, or would be: the answer
/// never says whether an address is known.
#[derive(Serialize, schemars::JsonSchema)]
pub struct Sent {
    pub sent: bool,
}

/// `{"email": address}`: the account's address after a password reset or
/// an address change.
#[derive(Serialize, schemars::JsonSchema)]
pub struct EmailAnswer {
    pub email: String,
}
