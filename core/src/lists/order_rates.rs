//! The seller's order rates (`/v1/cabinet/order_rates`): one row per charge
//! of every order. The search text finds the rates of a buyer's orders by
//! the rule of [`super::orders`] (an e-mail address or its beginning).

use super::def::ListDef;
use super::query::{FilterKey, SortDir};

pub const ORDER_RATES: ListDef = ListDef {
    name: "order_rates",
    filters: &[
        FilterKey::State,
        FilterKey::OrderId,
        FilterKey::ProductId,
        FilterKey::Charge,
        FilterKey::PaymentState,
    ],
    sorts: &["id", "due_date", "state", "order_id"],
    default_sort: ("due_date", SortDir::Asc),
    searchable: true,
};
