//! The seller's course sessions (`/v1/cabinet/courses/sessions`): one row
//! per buyer enrolled in one course (spec section 3, course area tabs).
//!
//! Decisions (issue 17): `state` is the session's `in_progress` or
//! `completed` (every published lesson finished); `created_*` filters the
//! day the buyer first opened the course. The search text finds a buyer's
//! sessions by the rule of [`super::orders`] (a whole e-mail address, or
//! its beginning), through an index.

use super::def::ListDef;
use super::query::{FilterKey, SortDir};

pub const COURSE_SESSIONS: ListDef = ListDef {
    name: "course_sessions",
    filters: &[
        FilterKey::State,
        FilterKey::ProductId,
        FilterKey::Created,
        FilterKey::CreatedRelative,
    ],
    sorts: &["id", "started_at", "last_seen_at", "percent", "product_id"],
    default_sort: ("last_seen_at", SortDir::Desc),
    searchable: true,
};

/// The states a session is in, as the `state` filter names them.
pub const SESSION_STATES: [&str; 2] = ["in_progress", "completed"];
