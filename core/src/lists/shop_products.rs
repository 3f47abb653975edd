//! A shop's public product list (`/v1/shop/{username}/products`): only
//! published, unarchived products without an access password, filtered and
//! sorted on public facts.

use super::def::ListDef;
use super::query::{FilterKey, SortDir};

pub const SHOP_PRODUCTS: ListDef = ListDef {
    name: "shop_products",
    filters: &[FilterKey::Form, FilterKey::ProductId],
    sorts: &["id", "name", "created_at"],
    default_sort: ("created_at", SortDir::Desc),
    // A part of the product's name.
    searchable: true,
};
