//! The seller's quiz attempts (`/v1/cabinet/courses/quiz_attempts`): one
//! row per answer sheet a buyer sent, with its score and whether it
//! reached the quiz's pass mark (`passed=true|false`). The search text
//! finds a buyer's attempts by their e-mail address (a whole address, or
//! its beginning).

use super::def::ListDef;
use super::query::{FilterKey, SortDir};

pub const QUIZ_ATTEMPTS: ListDef = ListDef {
    name: "quiz_attempts",
    filters: &[
        FilterKey::Passed,
        FilterKey::ProductId,
        FilterKey::Created,
        FilterKey::CreatedRelative,
    ],
    sorts: &["id", "created_at", "score_percent", "lesson_id"],
    default_sort: ("created_at", SortDir::Desc),
    searchable: true,
};
