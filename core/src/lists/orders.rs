//! The seller's orders (`/v1/cabinet/orders`): the Order filters of spec
//! section 3 that orders carry today.
//!
//! Decision: `order_amount_from` / `order_amount_to` filter on the order's
//! total, both ends inclusive, compared exactly: each order in its own
//! currency, as the list shows it beside the total. The seller's bound is
//! read as an amount of that currency (0, 2 or 3 decimals; sellers may
//! price plans in any ISO 4217 currency), so `order_amount_from=10.505`
//! keeps EUR 10.51 and up and JPY 11 and up. Totals in different currencies
//! are not converted into one another (no exchange rates).
//!
//! Decision (issue 15): the search text finds orders by the buyer's e-mail
//! address or the order's token, through an index: a text with an `@` is a
//! whole address and matches it exactly (ASCII case folded, as addresses
//! are stored); any other text matches addresses that start with it, and a
//! token equal to it. A part from the middle of an address finds nothing.

use super::def::ListDef;
use super::query::{FilterKey, SortDir};

pub const ORDERS: ListDef = ListDef {
    name: "orders",
    filters: &[
        FilterKey::PaymentState,
        FilterKey::ExcludeNotCompleted,
        FilterKey::State,
        FilterKey::ProductId,
        FilterKey::PricingPlanId,
        FilterKey::PaymentForm,
        FilterKey::TicketId,
        FilterKey::PaymentMethod,
        FilterKey::Provider,
        FilterKey::BuyerCountryCode,
        FilterKey::Created,
        FilterKey::CreatedRelative,
        FilterKey::Success,
        FilterKey::SuccessRelative,
        FilterKey::OrderAmount,
        FilterKey::UpsellType,
        FilterKey::FunnelId,
        FilterKey::FunnelNodeId,
    ],
    sorts: &["id", "created_at", "paid_at", "payment_state", "product_id"],
    default_sort: ("created_at", SortDir::Desc),
    searchable: true,
};
