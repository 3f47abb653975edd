//! The seller's sold event tickets (`/v1/cabinet/payment_tickets`). The
//! search text finds tickets by their code, or the beginning of it.

use super::def::ListDef;
use super::query::{FilterKey, SortDir};

pub const PAYMENT_TICKETS: ListDef = ListDef {
    name: "payment_tickets",
    filters: &[
        FilterKey::State,
        FilterKey::ProductId,
        FilterKey::TicketId,
        FilterKey::OrderId,
        FilterKey::Created,
    ],
    sorts: &["id", "created_at", "state", "code"],
    default_sort: ("created_at", SortDir::Desc),
    searchable: true,
};
