//! The seller's coupons (`/v1/cabinet/coupons`).

use super::def::ListDef;
use super::query::{FilterKey, SortDir};

pub const COUPONS: ListDef = ListDef {
    name: "coupons",
    filters: &[FilterKey::CouponId, FilterKey::Created],
    sorts: &["id", "code", "created_at", "orders_count"],
    default_sort: ("created_at", SortDir::Desc),
    // A part of the coupon's code.
    searchable: true,
};
