//! The seller cabinet's product list (`/v1/cabinet/products`): the product
//! list flags and sorts of spec section 3.

use super::def::ListDef;
use super::query::{FilterKey, SortDir};

pub const PRODUCTS: ListDef = ListDef {
    name: "products",
    filters: &[
        FilterKey::Form,
        FilterKey::ProductId,
        FilterKey::Created,
        FilterKey::CreatedRelative,
        FilterKey::IsPublished,
        FilterKey::IsArchived,
        // A product with an access password.
        FilterKey::IsPrivate,
        FilterKey::IsFree,
    ],
    sorts: &[
        "id",
        "name",
        "created_at",
        "published",
        "archived",
        "form",
        "total_views",
        "total_purchases",
        "recent_purchase",
    ],
    default_sort: ("created_at", SortDir::Desc),
    // A part of the product's name.
    searchable: true,
};
