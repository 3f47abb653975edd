//! The seller's course area (issue 17): the overview of their courses with
//! each one's enrolments, and the lists of course sessions, lesson statuses
//! and quiz attempts (SQL from the lists' columns in `repo::lists`, every
//! value bound, always filtered by the seller), and a course's publish
//! state, moved by compare-and-set.

use std::collections::HashMap;

use sellwerk_core::catalog::CourseContent;
use sellwerk_core::ids::{ProductId, SellerId};
use sellwerk_core::lists::ListQuery;
use sellwerk_core::states::CoursePublishState;
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::lists::{ListTotal, columns};
use super::{ListRows, corrupt, int};
use crate::error::{AppError, AppResult};

/// One of the seller's courses with its enrolments, as stored.
#[derive(Debug, Deserialize)]
pub struct OverviewRow {
    pub product_id: ProductId,
    pub name: String,
    pub publish_state: String,
    pub content: String,
    pub buyers: i64,
    pub active_30d: i64,
    pub completed: i64,
    pub average_percent: Option<i64>,
}

impl OverviewRow {
    /// The stored publish state as core names it; another text is a
    /// corrupt row.
    pub fn state(&self) -> AppResult<CoursePublishState> {
        CoursePublishState::from_name(&self.publish_state).ok_or_else(|| {
            corrupt(
                "product",
                self.product_id.get(),
                format!("unknown course_publish_state {:?}", self.publish_state),
            )
        })
    }

    /// The stored content (chapters and lessons).
    pub fn course(&self) -> AppResult<CourseContent> {
        serde_json::from_str(&self.content)
            .map_err(|e| corrupt("product", self.product_id.get(), e))
    }
}

/// Every course of the seller that is not archived, newest first, with its
/// sessions counted: enrolled, seen since `active_since` (an instant as
/// the tables store it), completed, and their average progress. A seller
/// has tens of courses, not thousands: no paging.
pub async fn overview(
    db: &D1Database,
    seller_id: SellerId,
    active_since: &str,
) -> AppResult<Vec<OverviewRow>> {
    Ok(db
        .prepare(
            "SELECT p.id AS product_id, p.name, p.course_publish_state AS publish_state, p.content, \
             (SELECT count(*) FROM course_sessions s WHERE s.seller_id = ?1 AND s.product_id = p.id) AS buyers, \
             (SELECT count(*) FROM course_sessions s WHERE s.seller_id = ?1 AND s.product_id = p.id \
              AND s.last_seen_at >= ?2) AS active_30d, \
             (SELECT count(*) FROM course_sessions s WHERE s.seller_id = ?1 AND s.product_id = p.id \
              AND s.completed_at IS NOT NULL) AS completed, \
             (SELECT CAST(round(avg(s.percent)) AS INTEGER) FROM course_sessions s \
              WHERE s.seller_id = ?1 AND s.product_id = p.id) AS average_percent \
             FROM products p WHERE p.seller_id = ?1 AND p.form = 'course' AND p.archived = 0 \
             ORDER BY p.created_at DESC, p.id DESC",
        )
        .bind(&[int(seller_id), JsValue::from_str(active_since)])?
        .all()
        .await?
        .results::<OverviewRow>()?)
}

/// A course of the seller (any form: the caller checks it's a course).
#[derive(Debug, Deserialize)]
pub struct PublishRow {
    pub form: String,
    pub publish_state: String,
}

/// The form and publish state of one of the seller's products (`None`:
/// the seller has no such product).
pub async fn publish_state(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<Option<PublishRow>> {
    Ok(db
        .prepare(
            "SELECT form, course_publish_state AS publish_state FROM products \
             WHERE id = ?1 AND seller_id = ?2",
        )
        .bind(&[int(product_id), int(seller_id)])?
        .first::<PublishRow>(None)
        .await?)
}

/// Moves a course from `from` to `to` unless it moved meanwhile: whether
/// this call moved it (compare-and-set on the state read before).
pub async fn set_publish_state(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    from: CoursePublishState,
    to: CoursePublishState,
) -> AppResult<bool> {
    let result = db
        .prepare(
            "UPDATE products SET course_publish_state = ?4 \
             WHERE id = ?1 AND seller_id = ?2 AND course_publish_state = ?3",
        )
        .bind(&[
            int(product_id),
            int(seller_id),
            JsValue::from_str(from.name()),
            JsValue::from_str(to.name()),
        ])?
        .run()
        .await?;
    Ok(result.meta()?.and_then(|m| m.changes).unwrap_or(0) == 1)
}

/// The stored content of the seller's courses among `ids` (to name the
/// lessons of a page of rows): one statement per hundred products.
pub async fn contents_of(
    db: &D1Database,
    seller_id: SellerId,
    ids: &[ProductId],
) -> AppResult<HashMap<ProductId, CourseContent>> {
    #[derive(Deserialize)]
    struct Row {
        id: ProductId,
        content: String,
    }
    let keys: Vec<i64> = super::distinct(ids.iter().copied())
        .into_iter()
        .flat_map(|id| [seller_id.get(), id])
        .collect();
    let rows: Vec<Row> = super::rows_in(db, &keys, 2, |list| {
        format!("SELECT id, content FROM products WHERE (seller_id, id) IN (VALUES {list})")
    })
    .await?;
    rows.into_iter()
        .map(|r| {
            serde_json::from_str(&r.content)
                .map(|c| (r.id, c))
                .map_err(|e| corrupt("product", r.id.get(), e))
        })
        .collect()
}

/// A course session (one buyer's enrolment in one course) as the seller's
/// list shows it.
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct SessionListRow {
    pub id: i64,
    pub product_id: ProductId,
    pub product_name: String,
    pub payer_email: String,
    pub started_at: String,
    pub last_seen_at: Option<String>,
    pub last_lesson_id: Option<i64>,
    pub finished_count: i64,
    pub percent: i64,
    pub completed_at: Option<String>,
}

/// The columns of [`SessionListRow`] over `course_sessions` (unaliased, so
/// the list's columns apply); the product's name only if it is the seller's.
const SESSION_COLUMNS: &str = "id, product_id, \
     (SELECT p.name FROM products p WHERE p.id = course_sessions.product_id \
      AND p.seller_id = course_sessions.seller_id) AS product_name, \
     payer_email, started_at, last_seen_at, last_lesson_id, finished_count, percent, completed_at";

/// One page of the seller's course sessions (by offset or cursor).
pub async fn sessions_page(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListRows<SessionListRow>> {
    super::list_page(
        db,
        &columns::COURSE_SESSIONS,
        SESSION_COLUMNS,
        seller_id,
        query,
    )
    .await
}

pub async fn sessions_count(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListTotal> {
    super::list_count(
        db,
        "course_sessions",
        &columns::COURSE_SESSIONS,
        seller_id,
        query,
    )
    .await
}

/// A buyer's state of one lesson, as stored (the answer adds the lesson's
/// title from the course's content).
#[derive(Debug, Deserialize)]
pub struct LessonStatusRow {
    pub product_id: ProductId,
    pub product_name: Option<String>,
    pub lesson_id: i64,
    pub payer_email: Option<String>,
    pub state: String,
    pub viewed_at: Option<String>,
    pub finished_at: Option<String>,
}

const LESSON_STATUS_COLUMNS: &str = "product_id, \
     (SELECT p.name FROM products p WHERE p.id = lesson_statuses.product_id \
      AND p.seller_id = lesson_statuses.seller_id) AS product_name, lesson_id, \
     (SELECT s.payer_email FROM course_sessions s WHERE s.product_id = lesson_statuses.product_id \
      AND s.user_id = lesson_statuses.user_id AND s.seller_id = lesson_statuses.seller_id) AS payer_email, \
     state, viewed_at, finished_at";

/// One page of the seller's lesson statuses (by offset or cursor).
pub async fn lesson_statuses_page(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListRows<LessonStatusRow>> {
    super::list_page(
        db,
        &columns::LESSON_STATUSES,
        LESSON_STATUS_COLUMNS,
        seller_id,
        query,
    )
    .await
}

pub async fn lesson_statuses_count(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListTotal> {
    super::list_count(
        db,
        "lesson_statuses",
        &columns::LESSON_STATUSES,
        seller_id,
        query,
    )
    .await
}

/// A quiz attempt as stored (`passed` 0 or 1).
#[derive(Debug, Deserialize)]
pub struct QuizAttemptRow {
    pub id: i64,
    pub product_id: ProductId,
    pub product_name: Option<String>,
    pub lesson_id: i64,
    pub payer_email: String,
    pub score_percent: i64,
    pub passed: i64,
    pub created_at: String,
}

const QUIZ_ATTEMPT_COLUMNS: &str = "id, product_id, \
     (SELECT p.name FROM products p WHERE p.id = quiz_attempts.product_id \
      AND p.seller_id = quiz_attempts.seller_id) AS product_name, \
     lesson_id, payer_email, score_percent, passed, created_at";

/// One page of the seller's quiz attempts (by offset or cursor).
pub async fn quiz_attempts_page(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListRows<QuizAttemptRow>> {
    super::list_page(
        db,
        &columns::QUIZ_ATTEMPTS,
        QUIZ_ATTEMPT_COLUMNS,
        seller_id,
        query,
    )
    .await
}

pub async fn quiz_attempts_count(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListTotal> {
    super::list_count(
        db,
        "quiz_attempts",
        &columns::QUIZ_ATTEMPTS,
        seller_id,
        query,
    )
    .await
}

/// A stored flag (0 or 1) as a bool; another number is a corrupt row.
pub fn flag(what: &str, id: i64, value: i64) -> AppResult<bool> {
    match value {
        0 => Ok(false),
        1 => Ok(true),
        other => Err(AppError::Internal(format!(
            "{what} {id}: the flag {other} is neither 0 nor 1"
        ))),
    }
}
