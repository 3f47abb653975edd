//! The seller's media library (`/v1/cabinet/media`): images and fonts.

use super::def::ListDef;
use super::query::{FilterKey, SortDir};

pub const MEDIA: ListDef = ListDef {
    name: "media",
    // `kind`: `image` or `font`.
    filters: &[FilterKey::Kind, FilterKey::Created],
    sorts: &["id", "created_at", "name", "size"],
    default_sort: ("created_at", SortDir::Desc),
    // A part of the file's name.
    searchable: true,
};
