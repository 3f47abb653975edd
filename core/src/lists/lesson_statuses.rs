//! The seller's lesson statuses (`/v1/cabinet/courses/lesson_statuses`):
//! one row per buyer and lesson they reached, in the lesson states of
//! `states::LessonState` (viewed, finished, ...).
//!
//! Decision (issue 17): `created_*` filters the moment the buyer first
//! opened the lesson (`viewed_at`); `lesson_id` is not a filter of its own
//! (a course's lesson ids are small numbers, the product filter narrows
//! enough). The search text finds a buyer's statuses by their e-mail
//! address (a whole address, or its beginning).

use super::def::ListDef;
use super::query::{FilterKey, SortDir};

pub const LESSON_STATUSES: ListDef = ListDef {
    name: "lesson_statuses",
    filters: &[
        FilterKey::State,
        FilterKey::ProductId,
        FilterKey::Created,
        FilterKey::CreatedRelative,
    ],
    sorts: &["viewed_at", "finished_at", "state", "lesson_id"],
    default_sort: ("viewed_at", SortDir::Desc),
    searchable: true,
};
