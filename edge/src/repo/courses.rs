//! Buyers in courses (migration 0027): what a buyer's orders reach, their
//! course sessions, lesson statuses and quiz attempts. Every read names the
//! buyer (their confirmed address or user id) and the seller.

use sellwerk_core::ids::{OrderId, ProductId, SellerId, UserId};
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::AppResult;

fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

/// A seller's shop by its username: id and display name.
pub async fn seller_by_username(
    db: &D1Database,
    username: &str,
) -> AppResult<Option<(SellerId, String, String)>> {
    #[derive(Deserialize)]
    struct Row {
        id: i64,
        username: String,
        display_name: String,
    }
    db.prepare("SELECT id, username, display_name FROM sellers WHERE username = ?1")
        .bind(&[text(&username.trim().to_ascii_lowercase())])?
        .first::<Row>(None)
        .await?
        .map(|r| {
            let id = SellerId::new(r.id).map_err(|e| corrupt("seller", r.id, e))?;
            Ok((id, r.username, r.display_name))
        })
        .transpose()
}

/// One seller a buyer bought from.
#[derive(Debug, Deserialize)]
pub struct PayerSeller {
    pub username: String,
    pub display_name: String,
    pub orders_count: i64,
    pub last_order_at: String,
}

/// The sellers of the orders made with `email`, the latest order first.
/// Only purchases count (`orders::PURCHASED`); with `browser`, only the
/// orders paid from that browser (an unconfirmed account made on a
/// thank-you page).
pub async fn payer_sellers(
    db: &D1Database,
    email: &str,
    browser: Option<&str>,
) -> AppResult<Vec<PayerSeller>> {
    Ok(db
        .prepare(format!(
            "SELECT s.username, s.display_name, count(*) AS orders_count, \
             max(o.created_at) AS last_order_at \
             FROM (SELECT seller_id, created_at FROM orders WHERE payer_email = ?1 \
               AND {} AND (?2 IS NULL OR buyer_secret = ?2)) o \
             JOIN sellers s ON s.id = o.seller_id \
             GROUP BY s.id ORDER BY last_order_at DESC, s.id",
            super::orders::PURCHASED
        ))
        .bind(&[
            text(&email.trim().to_ascii_lowercase()),
            browser.map_or(JsValue::NULL, text),
        ])?
        .all()
        .await?
        .results::<PayerSeller>()?)
}

/// A product a buyer's delivered order reached: bought directly (main or
/// order bump) or included in a bought membership or bundle.
#[derive(Debug, Clone, Copy)]
pub struct Reach {
    pub order_id: OrderId,
    pub product_id: ProductId,
}

/// Every product the delivered orders of `email` at seller `seller_id`
/// reached, one row per order and product: main products, order bumps and
/// what the bought memberships and bundles include (`product_items`). An
/// order never delivered reaches nothing (it was never paid).
/// With `browser`, only the orders paid from that browser.
pub async fn reached(
    db: &D1Database,
    email: &str,
    browser: Option<&str>,
    seller_id: SellerId,
) -> AppResult<Vec<Reach>> {
    #[derive(Deserialize)]
    struct Row {
        order_id: i64,
        product_id: i64,
    }
    let rows = db
        .prepare(
            "WITH bought (order_id, product_id) AS ( \
               SELECT o.id, o.product_id FROM orders o \
               WHERE o.payer_email = ?1 AND o.seller_id = ?2 AND o.delivered = 1 \
               AND (?3 IS NULL OR o.buyer_secret = ?3) \
               UNION \
               SELECT i.order_id, i.product_id FROM order_items i JOIN orders o ON o.id = i.order_id \
               WHERE o.payer_email = ?1 AND o.seller_id = ?2 AND o.delivered = 1 AND i.seller_id = ?2 \
               AND (?3 IS NULL OR o.buyer_secret = ?3)) \
             SELECT order_id, product_id FROM bought \
             UNION \
             SELECT b.order_id, p.item_product_id AS product_id \
             FROM bought b JOIN product_items p ON p.product_id = b.product_id AND p.seller_id = ?2 \
             ORDER BY order_id, product_id",
        )
        .bind(&[
            text(&email.trim().to_ascii_lowercase()),
            int(seller_id),
            browser.map_or(JsValue::NULL, text),
        ])?
        .all()
        .await?
        .results::<Row>()?;
    rows.into_iter()
        .map(|r| {
            Ok(Reach {
                order_id: OrderId::new(r.order_id).map_err(|e| corrupt("order", r.order_id, e))?,
                product_id: ProductId::new(r.product_id)
                    .map_err(|e| corrupt("order", r.order_id, e))?,
            })
        })
        .collect()
}

/// A buyer's enrolment in a course.
#[derive(Debug, Deserialize)]
pub struct Session {
    pub last_lesson_id: Option<i64>,
    pub completed_at: Option<String>,
}

pub async fn session(
    db: &D1Database,
    product_id: ProductId,
    user_id: UserId,
) -> AppResult<Option<Session>> {
    Ok(db
        .prepare(
            "SELECT last_lesson_id, completed_at FROM course_sessions \
             WHERE product_id = ?1 AND user_id = ?2",
        )
        .bind(&[int(product_id), int(user_id)])?
        .first::<Session>(None)
        .await?)
}

/// Who is in which course, for the writes below.
pub struct Learner<'a> {
    pub seller_id: SellerId,
    pub product_id: ProductId,
    pub user_id: UserId,
    pub email: &'a str,
}

/// Opens (or touches) the buyer's session: created on the first visit,
/// `last_seen_at` now, and the lesson they opened when one is given.
pub async fn touch(
    db: &D1Database,
    who: &Learner<'_>,
    now: &str,
    lesson_id: Option<u32>,
) -> AppResult<()> {
    let lesson = lesson_id.map_or(JsValue::NULL, int);
    db.prepare(
        "INSERT INTO course_sessions (seller_id, product_id, user_id, payer_email, started_at, \
         last_seen_at, last_lesson_id) VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6) \
         ON CONFLICT (product_id, user_id) DO UPDATE SET last_seen_at = excluded.last_seen_at, \
         last_lesson_id = coalesce(excluded.last_lesson_id, course_sessions.last_lesson_id)",
    )
    .bind(&[
        int(who.seller_id),
        int(who.product_id),
        int(who.user_id),
        text(who.email),
        text(now),
        lesson,
    ])?
    .run()
    .await?;
    Ok(())
}

/// Stores the session's progress; `completed_at` is kept once set.
pub async fn set_progress(
    db: &D1Database,
    who: &Learner<'_>,
    finished: u32,
    percent: u8,
    completed_at: Option<&str>,
) -> AppResult<()> {
    db.prepare(
        "UPDATE course_sessions SET finished_count = ?3, percent = ?4, \
         completed_at = coalesce(completed_at, ?5) WHERE product_id = ?1 AND user_id = ?2",
    )
    .bind(&[
        int(who.product_id),
        int(who.user_id),
        int(finished),
        int(percent),
        completed_at.map_or(JsValue::NULL, text),
    ])?
    .run()
    .await?;
    Ok(())
}

/// A lesson's state for a buyer.
#[derive(Debug, Deserialize)]
pub struct Status {
    pub lesson_id: i64,
    pub state: String,
}

pub async fn statuses(
    db: &D1Database,
    product_id: ProductId,
    user_id: UserId,
) -> AppResult<Vec<Status>> {
    Ok(db
        .prepare(
            "SELECT lesson_id, state FROM lesson_statuses WHERE product_id = ?1 AND user_id = ?2",
        )
        .bind(&[int(product_id), int(user_id)])?
        .all()
        .await?
        .results::<Status>()?)
}

/// Stores a lesson's state for a buyer (core's lesson machine decided
/// it): the first view and the finish keep their first time.
pub async fn set_status(
    db: &D1Database,
    who: &Learner<'_>,
    lesson_id: u32,
    state: &str,
    now: &str,
) -> AppResult<()> {
    let finished = state == "finished";
    db.prepare(
        "INSERT INTO lesson_statuses (seller_id, product_id, user_id, lesson_id, state, \
         viewed_at, finished_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
         ON CONFLICT (product_id, user_id, lesson_id) DO UPDATE SET state = excluded.state, \
         viewed_at = coalesce(lesson_statuses.viewed_at, excluded.viewed_at), \
         finished_at = coalesce(lesson_statuses.finished_at, excluded.finished_at)",
    )
    .bind(&[
        int(who.seller_id),
        int(who.product_id),
        int(who.user_id),
        int(lesson_id),
        text(state),
        if finished { JsValue::NULL } else { text(now) },
        if finished { text(now) } else { JsValue::NULL },
    ])?
    .run()
    .await?;
    Ok(())
}

/// A quiz attempt of a buyer (what the player shows).
#[derive(Debug, Deserialize)]
pub struct Attempt {
    pub lesson_id: i64,
    pub score_percent: i64,
    pub passed: i64,
}

/// The buyer's attempts in a course, oldest first.
pub async fn attempts(
    db: &D1Database,
    product_id: ProductId,
    user_id: UserId,
) -> AppResult<Vec<Attempt>> {
    Ok(db
        .prepare(
            "SELECT lesson_id, score_percent, passed FROM quiz_attempts \
             WHERE product_id = ?1 AND user_id = ?2 ORDER BY id",
        )
        .bind(&[int(product_id), int(user_id)])?
        .all()
        .await?
        .results::<Attempt>()?)
}

/// A graded attempt to store.
pub struct NewAttempt<'a> {
    pub lesson_id: u32,
    pub answers: &'a str,
    pub score_percent: u8,
    pub passed: bool,
    /// The most attempts allowed (none: unlimited).
    pub limit: Option<u32>,
}

/// Records an attempt unless the buyer already used `limit` attempts of
/// the lesson's quiz (checked in the same statement, so two attempts sent
/// at once cannot both take the last one). Whether it was recorded.
pub async fn add_attempt(
    db: &D1Database,
    who: &Learner<'_>,
    attempt: &NewAttempt<'_>,
    now: &str,
) -> AppResult<bool> {
    let limit = attempt.limit.map_or(i64::MAX >> 11, i64::from);
    let result = db
        .prepare(
            "INSERT INTO quiz_attempts (seller_id, product_id, user_id, payer_email, lesson_id, \
             answers, score_percent, passed, created_at) \
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9 \
             WHERE (SELECT count(*) FROM quiz_attempts WHERE product_id = ?2 AND user_id = ?3 \
                    AND lesson_id = ?5) < ?10",
        )
        .bind(&[
            int(who.seller_id),
            int(who.product_id),
            int(who.user_id),
            text(who.email),
            int(attempt.lesson_id),
            text(attempt.answers),
            int(attempt.score_percent),
            int(i64::from(attempt.passed)),
            text(now),
            int(limit),
        ])?
        .run()
        .await?;
    Ok(result.meta()?.and_then(|m| m.changes).unwrap_or(0) == 1)
}

/// The seller of product `product_id` (a signed file link names only the
/// product; its seller's shop is then read as the buyer's).
pub async fn product_owner(db: &D1Database, product_id: ProductId) -> AppResult<Option<SellerId>> {
    #[derive(Deserialize)]
    struct Row {
        seller_id: i64,
    }
    db.prepare("SELECT seller_id FROM products WHERE id = ?1")
        .bind(&[int(product_id)])?
        .first::<Row>(None)
        .await?
        .map(|r| SellerId::new(r.seller_id).map_err(|e| corrupt("product", product_id.get(), e)))
        .transpose()
}
