//! The seller's course area (issue 17, spec section 2's course tabs):
//! `/v1/cabinet/courses/overview` (each course with its publish state, the
//! moves it allows and its enrolments), the lists of course sessions,
//! lesson statuses and quiz attempts (core's list rules, keyset paging as
//! the orders), and `POST /v1/cabinet/products/{id}/course_publish/{event}`
//! moving a course's publish state by core's `CoursePublishState` machine.
//! Every query is filtered by the signed-in seller.

use std::collections::HashMap;

use sellwerk_core::catalog::CourseContent;
use sellwerk_core::course;
use sellwerk_core::ids::ProductId;
use sellwerk_core::lists;
use sellwerk_core::states::{CoursePublishEvent, CoursePublishState};
use serde::Serialize;
use worker::{D1Database, Request, Response, RouteContext};

use super::{ListPage, Listed, paged};
use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, list_query, str_param};
use crate::repo::{self, ListRows, course_lists};
use crate::session;

/// One of the seller's courses in the overview.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct CourseOverview {
    product_id: ProductId,
    name: String,
    publish_state: CoursePublishState,
    /// The events core's machine allows from `publish_state` that change
    /// it (the overview's actions), in core's order.
    actions: Vec<CoursePublishEvent>,
    /// Published lessons (those buyers see).
    lessons: usize,
    /// Buyers who opened the course (one session each).
    buyers: i64,
    /// Buyers seen in the last 30 days.
    active_30d: i64,
    /// Buyers who finished every published lesson.
    completed: i64,
    /// The buyers' average progress in percent; none without buyers.
    average_percent: Option<i64>,
}

/// The events that move a course on from `state`.
fn actions(state: CoursePublishState) -> Vec<CoursePublishEvent> {
    CoursePublishEvent::ALL
        .iter()
        .copied()
        .filter(|e| state.apply(*e).is_ok_and(|to| to != state))
        .collect()
}

/// `GET /v1/cabinet/courses/overview`.
pub async fn overview(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let since = clock::rfc3339(clock::now() - course::ACTIVE_DAYS * 86_400);
    let rows = course_lists::overview(&db, seller.seller_id, &since).await?;
    let list = rows
        .into_iter()
        .map(|row| {
            let state = row.state()?;
            let content = row.course()?;
            Ok(CourseOverview {
                product_id: row.product_id,
                name: row.name,
                publish_state: state,
                actions: actions(state),
                lessons: content.published().count(),
                buyers: row.buyers,
                active_30d: row.active_30d,
                completed: row.completed,
                average_percent: row.average_percent,
            })
        })
        .collect::<AppResult<Vec<_>>>()?;
    Ok(Response::from_json(&Listed { list })?)
}

/// `GET /v1/cabinet/courses/sessions?…`.
pub async fn sessions(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let query = list_query(&req, &lists::COURSE_SESSIONS)?;
    let db = repo::db(&ctx.env)?;
    let total = if query.counts {
        Some(course_lists::sessions_count(&db, seller.seller_id, &query).await?)
    } else {
        None
    };
    let query = paged(query, total);
    let rows = course_lists::sessions_page(&db, seller.seller_id, &query).await?;
    Ok(Response::from_json(&ListPage::new(rows, total, &query))?)
}

/// The title of each lesson of the courses `ids`, by course and lesson id.
async fn lesson_titles(
    db: &D1Database,
    seller: &session::Seller,
    ids: &[ProductId],
) -> AppResult<HashMap<(ProductId, i64), String>> {
    let contents: HashMap<ProductId, CourseContent> =
        course_lists::contents_of(db, seller.seller_id, ids).await?;
    Ok(contents
        .into_iter()
        .flat_map(|(product, content)| {
            content
                .lessons()
                .map(|l| ((product, i64::from(l.id)), l.title.clone()))
                .collect::<Vec<_>>()
        })
        .collect())
}

/// A buyer's state of one lesson, as the seller's list shows it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct LessonStatusListRow {
    product_id: ProductId,
    product_name: String,
    lesson_id: i64,
    /// The lesson's title now; none when the seller deleted the lesson.
    lesson_title: Option<String>,
    payer_email: String,
    state: String,
    viewed_at: Option<String>,
    finished_at: Option<String>,
}

/// `GET /v1/cabinet/courses/lesson_statuses?…`.
pub async fn lesson_statuses(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let query = list_query(&req, &lists::LESSON_STATUSES)?;
    let db = repo::db(&ctx.env)?;
    let total = if query.counts {
        Some(course_lists::lesson_statuses_count(&db, seller.seller_id, &query).await?)
    } else {
        None
    };
    let query = paged(query, total);
    let rows = course_lists::lesson_statuses_page(&db, seller.seller_id, &query).await?;
    let ids: Vec<ProductId> = rows.rows.iter().map(|r| r.product_id).collect();
    let titles = lesson_titles(&db, &seller, &ids).await?;
    let rows: ListRows<LessonStatusListRow> = rows.map_rows(|rows| {
        Ok(rows
            .into_iter()
            .map(|r| LessonStatusListRow {
                lesson_title: titles.get(&(r.product_id, r.lesson_id)).cloned(),
                product_id: r.product_id,
                product_name: r.product_name.unwrap_or_default(),
                lesson_id: r.lesson_id,
                payer_email: r.payer_email.unwrap_or_default(),
                state: r.state,
                viewed_at: r.viewed_at,
                finished_at: r.finished_at,
            })
            .collect())
    })?;
    Ok(Response::from_json(&ListPage::new(rows, total, &query))?)
}

/// A quiz attempt as the seller's list shows it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct QuizAttemptListRow {
    id: i64,
    product_id: ProductId,
    product_name: String,
    lesson_id: i64,
    /// The lesson's title now; none when the seller deleted the lesson.
    lesson_title: Option<String>,
    payer_email: String,
    score_percent: i64,
    passed: bool,
    created_at: String,
}

/// `GET /v1/cabinet/courses/quiz_attempts?…`.
pub async fn quiz_attempts(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let query = list_query(&req, &lists::QUIZ_ATTEMPTS)?;
    let db = repo::db(&ctx.env)?;
    let total = if query.counts {
        Some(course_lists::quiz_attempts_count(&db, seller.seller_id, &query).await?)
    } else {
        None
    };
    let query = paged(query, total);
    let rows = course_lists::quiz_attempts_page(&db, seller.seller_id, &query).await?;
    let ids: Vec<ProductId> = rows.rows.iter().map(|r| r.product_id).collect();
    let titles = lesson_titles(&db, &seller, &ids).await?;
    let rows: ListRows<QuizAttemptListRow> = rows.map_rows(|rows| {
        rows.into_iter()
            .map(|r| {
                Ok(QuizAttemptListRow {
                    passed: course_lists::flag("quiz attempt", r.id, r.passed)?,
                    lesson_title: titles.get(&(r.product_id, r.lesson_id)).cloned(),
                    id: r.id,
                    product_id: r.product_id,
                    product_name: r.product_name.unwrap_or_default(),
                    lesson_id: r.lesson_id,
                    payer_email: r.payer_email,
                    score_percent: r.score_percent,
                    created_at: r.created_at,
                })
            })
            .collect()
    })?;
    Ok(Response::from_json(&ListPage::new(rows, total, &query))?)
}

/// `{product_id, publish_state, actions}`: a course's publish state after a
/// move, with the moves it allows now.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct CoursePublishAnswer {
    product_id: ProductId,
    publish_state: CoursePublishState,
    actions: Vec<CoursePublishEvent>,
}

/// `POST /v1/cabinet/products/{id}/course_publish/{event}`: moves the
/// course's publish state by core's machine. 404 `product_not_found` for a
/// product the seller does not have, `route_not_found` for an event core
/// does not know; 409 `wrong_product_form` for a product that is no course,
/// `transition_not_allowed` for a move the state does not offer (or when
/// the state changed meanwhile).
pub async fn publish(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let name = str_param(&ctx, "event");
    let event = CoursePublishEvent::from_name(name).ok_or_else(|| AppError::NotFound {
        code: "route_not_found",
        detail: format!("no course publish event {name:?}"),
    })?;
    let db = repo::db(&ctx.env)?;
    let row = course_lists::publish_state(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "product_not_found",
            detail: format!("you have no product {id}"),
        })?;
    if row.form != "course" {
        return Err(AppError::Conflict {
            code: "wrong_product_form",
            detail: "only courses have a publish state".to_owned(),
        });
    }
    let from = CoursePublishState::from_name(&row.publish_state).ok_or_else(|| {
        repo::corrupt(
            "product",
            id.get(),
            format!("unknown course_publish_state {:?}", row.publish_state),
        )
    })?;
    let to = from.apply(event).map_err(|e| AppError::Conflict {
        code: "transition_not_allowed",
        detail: e.to_string(),
    })?;
    if to != from && !course_lists::set_publish_state(&db, seller.seller_id, id, from, to).await? {
        return Err(AppError::Conflict {
            code: "transition_not_allowed",
            detail: format!("the course left {} meanwhile; reload it", from.name()),
        });
    }
    Ok(Response::from_json(&CoursePublishAnswer {
        product_id: id,
        publish_state: to,
        actions: actions(to),
    })?)
}
