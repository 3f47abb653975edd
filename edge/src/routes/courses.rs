//! `/v1/payer/sellers`, `/v1/payer/s/{username}/…`: the buyer's area by
//! shop, the course player's API and the membership area (issue 17,
//! contract sections 2 and 4). Core decides access, drip, progress,
//! grading and the certificate; this file reads and writes through
//! `repo::courses` and answers.
//!
//! Decisions:
//! - Every lookup is the signed-in buyer's (`services::courses`): a course
//!   or membership they never bought is 404 `course_not_found`.
//! - The outline (chapter and lesson titles, statuses, opening days) is
//!   shown even while access is blocked, so the player can say what is
//!   waiting; no lesson content is ever in it. Lessons the seller left out
//!   (`not_for_publish`) are invisible: 404 `lesson_not_found`.
//! - Content (a lesson, its file, its quiz, the certificate) needs open
//!   access (403 `course_access_blocked`) and, for a lesson, its opening
//!   day (403 `lesson_not_open`, the detail names the day), whatever the
//!   caller sends. A file lesson's link is signed for the buyer and
//!   expires; the file route checks access and drip again when it is used,
//!   so a link stops working the moment access is blocked.
//! - The course's publish state (`products.course_publish_state`) is the
//!   seller's publishing run; buyers see the published lessons whatever it
//!   is.
//! - The certificate is dated the day the course became complete (every
//!   published lesson finished, every quiz passed), for the account's name.
//! - The shops list counts every order made with the buyer's address at
//!   the shop (as `GET /v1/payer/orders` lists them, paid or not); a shop
//!   the buyer never bought from answers its page with empty lists (shop
//!   usernames are public), an unknown shop 404 `shop_not_found`.
//! - Progress and completion are stored on the session row after each
//!   finish and each passed quiz, for the seller's lists; the buyer's
//!   answers are computed from the statuses each time.

use std::collections::{HashMap, HashSet};

use sellwerk_core::auth;
use sellwerk_core::catalog::{CourseContent, Lesson, LessonKind};
use sellwerk_core::course::{self, Access, AccessState, BlockReason, Embed, Progress};
use sellwerk_core::files;
use sellwerk_core::files::disposition::{self, Disposition};
use sellwerk_core::ids::{FileId, ProductId, UserId};
use sellwerk_core::states::{LessonEvent, LessonState};
use serde::{Deserialize, Serialize};
use worker::{D1Database, Env, Request, Response, RouteContext};

use crate::clock;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, json_body, query_param, str_param};
use crate::repo::{self, courses::Learner};
use crate::services::certificates;
use crate::services::courses::{self as held, Buyer, Holdings, Shop};
use crate::services::delivery::Download;
use crate::services::links;
use crate::services::notifications;
use crate::session;

const COURSE_FILE: &str = "course_file";

fn not_bought() -> AppError {
    AppError::NotFound {
        code: "course_not_found",
        detail: "no such course or membership among your purchases".to_owned(),
    }
}

fn no_lesson() -> AppError {
    AppError::NotFound {
        code: "lesson_not_found",
        detail: "no such lesson in this course".to_owned(),
    }
}

fn blocked(access: &Access) -> AppError {
    let why = access.reason.map_or("blocked", |r| match r {
        BlockReason::PaymentPaused => "the payment is paused",
        BlockReason::Refunded => "the order was refunded",
        BlockReason::Chargebacked => "the payment was charged back",
        BlockReason::Canceled => "the order was cancelled",
        BlockReason::Ended => "the paid period ended",
        BlockReason::Unpaid => "nothing was paid",
    });
    AppError::Forbidden {
        code: "course_access_blocked",
        detail: format!("access is blocked: {why}"),
    }
}

/// A shop as the buyer's pages name it.
#[derive(Serialize, schemars::JsonSchema)]
pub struct SellerRef {
    username: String,
    display_name: String,
}

impl From<&Shop> for SellerRef {
    fn from(s: &Shop) -> Self {
        SellerRef {
            username: s.username.clone(),
            display_name: s.display_name.clone(),
        }
    }
}

/// One shop the buyer bought from.
#[derive(Serialize, schemars::JsonSchema)]
pub struct PayerSeller {
    username: String,
    display_name: String,
    orders_count: i64,
    last_order_at: String,
    /// The day of the last order in the shop's time zone (issue 30).
    #[serde(skip_serializing_if = "Option::is_none")]
    last_order_on: Option<String>,
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct SellersAnswer {
    sellers: Vec<PayerSeller>,
}

/// `GET /v1/payer/sellers`: every shop the buyer's orders were made at,
/// the latest first.
pub async fn sellers(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let buyer = held::buyer(&db, &caller).await?;
    let sellers = repo::courses::payer_sellers(&db, &buyer.email, buyer.browser.as_deref())
        .await?
        .into_iter()
        .map(|s| PayerSeller {
            username: s.username,
            display_name: s.display_name,
            orders_count: s.orders_count,
            last_order_on: repo::sellers::shop_day(&s.last_order_at),
            last_order_at: s.last_order_at,
        })
        .collect();
    Ok(Response::from_json(&SellersAnswer { sellers })?)
}

/// Access as the player shows it: core's decision and, while blocked, the
/// order concerned and (a paused plan) the page where its debt is paid.
#[derive(Serialize, schemars::JsonSchema)]
pub struct CourseAccess {
    state: AccessState,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<BlockReason>,
    /// `YYYY-MM-DD`: open until (a cancelled subscription), or ended on.
    #[serde(skip_serializing_if = "Option::is_none")]
    until: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    order_token: Option<String>,
    /// The order's manage page, where a paused plan's rate is paid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pay_url: Option<String>,
}

fn course_access(shop: &Shop, h: &held::Held<'_>) -> CourseAccess {
    let open = h.access.is_open();
    let order_token = (!open).then(|| h.order.map(|o| o.token.clone())).flatten();
    let pay_url = (h.access.reason == Some(BlockReason::PaymentPaused))
        .then(|| {
            h.order
                .map(|o| links::manage_path(&shop.username, &o.token))
        })
        .flatten();
    CourseAccess {
        state: h.access.state,
        reason: h.access.reason,
        until: h.access.until.clone(),
        order_token,
        pay_url,
    }
}

/// A course in the buyer's list of one shop.
#[derive(Serialize, schemars::JsonSchema)]
pub struct CourseRow {
    product_id: ProductId,
    name: String,
    access: CourseAccess,
    progress: Progress,
    #[serde(skip_serializing_if = "Option::is_none")]
    resume_lesson_id: Option<u32>,
}

/// A membership in the buyer's list of one shop.
#[derive(Serialize, schemars::JsonSchema)]
pub struct MembershipRow {
    product_id: ProductId,
    name: String,
    access: CourseAccess,
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct ShopAnswer {
    seller: SellerRef,
    orders: Vec<crate::services::order_view::PayerOrder>,
    courses: Vec<CourseRow>,
    memberships: Vec<MembershipRow>,
}

/// What a buyer did in one course: finished lessons, passed quizzes, the
/// attempts per lesson and the last score.
struct Record {
    states: HashMap<u32, LessonState>,
    finished: HashSet<u32>,
    passed: HashSet<u32>,
    attempts: HashMap<u32, (u32, u8)>,
    session: Option<repo::courses::Session>,
}

fn lesson_id(raw: i64) -> u32 {
    u32::try_from(raw).unwrap_or(0)
}

async fn record(db: &D1Database, product_id: ProductId, user_id: UserId) -> AppResult<Record> {
    let states: HashMap<u32, LessonState> = repo::courses::statuses(db, product_id, user_id)
        .await?
        .into_iter()
        .filter_map(|s| LessonState::from_name(&s.state).map(|st| (lesson_id(s.lesson_id), st)))
        .collect();
    let finished = states
        .iter()
        .filter(|(_, s)| **s == LessonState::Finished)
        .map(|(id, _)| *id)
        .collect();
    let mut passed = HashSet::new();
    let mut attempts: HashMap<u32, (u32, u8)> = HashMap::new();
    for a in repo::courses::attempts(db, product_id, user_id).await? {
        let id = lesson_id(a.lesson_id);
        let entry = attempts.entry(id).or_insert((0, 0));
        entry.0 += 1;
        entry.1 = u8::try_from(a.score_percent).unwrap_or(0);
        if a.passed != 0 {
            passed.insert(id);
        }
    }
    Ok(Record {
        states,
        finished,
        passed,
        attempts,
        session: repo::courses::session(db, product_id, user_id).await?,
    })
}

/// Where the buyer continues: the last lesson they opened while it is
/// still shown, else the first shown lesson they have not finished.
fn resume(content: &CourseContent, r: &Record) -> Option<u32> {
    r.session
        .as_ref()
        .and_then(|s| s.last_lesson_id)
        .map(lesson_id)
        .filter(|id| content.lesson(*id).is_some_and(course::visible))
        .or_else(|| {
            content
                .published()
                .find(|l| !r.finished.contains(&l.id))
                .map(|l| l.id)
        })
}

/// `GET /v1/payer/s/{username}`: one shop's orders, courses and
/// memberships of the buyer.
pub async fn shop(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let buyer = held::buyer(&db, &caller).await?;
    let shop = held::shop(&db, str_param(&ctx, "username"), "shop_not_found").await?;
    let orders: Vec<_> = repo::orders::of_payer(&db, &buyer.email, buyer.browser.as_deref(), 100)
        .await?
        .into_iter()
        .filter(|o| o.seller_id == shop.id)
        .collect();
    let orders = crate::services::order_view::payer_orders(&ctx.env, &db, orders).await?;
    let holdings = held::holdings(&db, &buyer, &shop).await?;
    let products = repo::products::find_many(&db, shop.id, &holdings.products()).await?;
    let today = clock::today();
    let (mut courses, mut memberships) = (Vec::new(), Vec::new());
    for id in holdings.products() {
        let Some(product) = products.get(&id) else {
            continue;
        };
        let h = holdings.held(id, today);
        match product.form.as_str() {
            "course" => {
                let content = repo::products::content(&db, shop.id, id).await?;
                let r = record(&db, id, buyer.user_id).await?;
                courses.push(CourseRow {
                    product_id: id,
                    name: product.name.clone(),
                    access: course_access(&shop, &h),
                    progress: course::progress(&content, &r.finished),
                    resume_lesson_id: resume(&content, &r),
                });
            }
            "membership" => memberships.push(MembershipRow {
                product_id: id,
                name: product.name.clone(),
                access: course_access(&shop, &h),
            }),
            _ => {}
        }
    }
    Ok(Response::from_json(&ShopAnswer {
        seller: SellerRef::from(&shop),
        orders,
        courses,
        memberships,
    })?)
}

/// A course the buyer reached, with everything the course routes need.
struct Enrolment {
    buyer: Buyer,
    shop: Shop,
    product_id: ProductId,
    name: String,
    content: CourseContent,
    access: CourseAccess,
    open: Option<jiff::civil::Date>,
}

impl Enrolment {
    fn learner(&self) -> Learner<'_> {
        Learner {
            seller_id: self.shop.id,
            product_id: self.product_id,
            user_id: self.buyer.user_id,
            email: &self.buyer.email,
        }
    }

    /// The day access began, or 403 `course_access_blocked`.
    fn began(&self, access: &Access) -> AppResult<jiff::civil::Date> {
        self.open.ok_or_else(|| blocked(access))
    }
}

/// The course `product_id` of shop `username` as the buyer holds it.
async fn enrolment(
    db: &D1Database,
    buyer: Buyer,
    username: &str,
    product_id: ProductId,
) -> AppResult<(Enrolment, Access)> {
    let shop = held::shop(db, username, "course_not_found").await?;
    let holdings: Holdings = held::holdings(db, &buyer, &shop).await?;
    if !holdings.holds(product_id) {
        return Err(not_bought());
    }
    let product = repo::products::find(db, shop.id, product_id)
        .await?
        .ok_or_else(not_bought)?;
    if product.form != "course" {
        return Err(not_bought());
    }
    let h = holdings.held(product_id, clock::today());
    let access = course_access(&shop, &h);
    let (raw, open) = (h.access.clone(), h.began);
    let content = repo::products::content(db, shop.id, product_id).await?;
    Ok((
        Enrolment {
            buyer,
            product_id,
            name: product.name,
            content,
            access,
            open,
            shop,
        },
        raw,
    ))
}

async fn enrolled(
    ctx: &RouteContext<()>,
    caller: &session::User,
) -> AppResult<(D1Database, Enrolment, Access)> {
    let db = repo::db(&ctx.env)?;
    let buyer = held::buyer(&db, caller).await?;
    let product_id: ProductId = id_param(ctx, "product_id", "course_not_found")?;
    let (e, access) = enrolment(&db, buyer, str_param(ctx, "username"), product_id).await?;
    Ok((db, e, access))
}

/// A visible lesson by the path's `lesson_id`, open for the buyer today,
/// or 404 `lesson_not_found` / 403 `course_access_blocked` /
/// 403 `lesson_not_open`.
fn open_lesson<'a>(
    ctx: &RouteContext<()>,
    e: &'a Enrolment,
    access: &Access,
) -> AppResult<&'a Lesson> {
    let id: i64 = id_param(ctx, "lesson_id", "lesson_not_found")?;
    let lesson = u32::try_from(id)
        .ok()
        .and_then(|id| e.content.lesson(id))
        .filter(|l| course::visible(l))
        .ok_or_else(no_lesson)?;
    let began = e.began(access)?;
    if let Some(day) = course::lesson_opens_at(lesson, began)
        && clock::today() < day
    {
        return Err(AppError::Forbidden {
            code: "lesson_not_open",
            detail: format!("this lesson opens on {day}"),
        });
    }
    Ok(lesson)
}

/// One lesson in the outline.
#[derive(Serialize, schemars::JsonSchema)]
pub struct OutlineLesson {
    id: u32,
    title: String,
    kind: LessonKind,
    status: LessonState,
    /// `YYYY-MM-DD`: the day a dripped lesson opens.
    #[serde(skip_serializing_if = "Option::is_none")]
    opens_on: Option<String>,
    /// It cannot be opened now (access blocked, or not open yet).
    locked: bool,
    has_quiz: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    quiz_passed: Option<bool>,
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct OutlineChapter {
    title: String,
    lessons: Vec<OutlineLesson>,
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct CertificateState {
    offered: bool,
    earned: bool,
    /// The certificate's address (with the buyer's token) once earned.
    #[serde(skip_serializing_if = "Option::is_none")]
    url: Option<String>,
}

/// The course player's outline: no lesson content.
#[derive(Serialize, schemars::JsonSchema)]
pub struct CourseAnswer {
    product_id: ProductId,
    name: String,
    seller: SellerRef,
    #[serde(skip_serializing_if = "Option::is_none")]
    player_colour: Option<String>,
    access: CourseAccess,
    chapters: Vec<OutlineChapter>,
    progress: Progress,
    #[serde(skip_serializing_if = "Option::is_none")]
    resume_lesson_id: Option<u32>,
    certificate: CertificateState,
}

/// The buyer's state of a lesson: what they did, else released or not.
fn status_of(r: &Record, lesson: &Lesson, open_now: bool) -> LessonState {
    r.states.get(&lesson.id).copied().unwrap_or(if open_now {
        LessonState::Published
    } else {
        LessonState::Pending
    })
}

/// `GET /v1/payer/s/{username}/courses/{product_id}`: the outline, access,
/// progress, where to resume and the certificate; opening it starts (or
/// touches) the buyer's session while access is open.
pub async fn course(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let (db, e, _) = enrolled(&ctx, &caller).await?;
    if e.open.is_some() {
        repo::courses::touch(&db, &e.learner(), &clock::rfc3339(clock::now()), None).await?;
    }
    let r = record(&db, e.product_id, e.buyer.user_id).await?;
    let today = clock::today();
    let chapters = e
        .content
        .chapters
        .iter()
        .map(|c| OutlineChapter {
            title: c.title.clone(),
            lessons: c
                .lessons
                .iter()
                .filter(|l| course::visible(l))
                .map(|l| {
                    let opens = e.open.and_then(|began| course::lesson_opens_at(l, began));
                    let open_now = e.open.is_some() && opens.is_none_or(|d| today >= d);
                    OutlineLesson {
                        id: l.id,
                        title: l.title.clone(),
                        kind: l.kind,
                        status: status_of(&r, l, open_now),
                        opens_on: opens.filter(|d| today < *d).map(|d| d.to_string()),
                        locked: !open_now,
                        has_quiz: l.quiz.is_some(),
                        quiz_passed: l.quiz.as_ref().map(|_| r.passed.contains(&l.id)),
                    }
                })
                .collect(),
        })
        .collect();
    let earned = course::certificate_earned(&e.content, &r.finished, &r.passed);
    let url = (earned && e.open.is_some()).then(|| {
        format!(
            "/v1/payer/s/{}/courses/{}/certificate",
            e.shop.username, e.product_id
        )
    });
    Ok(Response::from_json(&CourseAnswer {
        product_id: e.product_id,
        seller: SellerRef::from(&e.shop),
        player_colour: e.content.player_colour.clone(),
        progress: course::progress(&e.content, &r.finished),
        resume_lesson_id: resume(&e.content, &r),
        certificate: CertificateState {
            offered: e.content.certificate,
            earned,
            url,
        },
        chapters,
        name: e.name,
        access: e.access,
    })?)
}

/// A video lesson's video.
#[derive(Serialize, schemars::JsonSchema)]
pub struct Video {
    url: String,
    embed: Embed,
}

/// A file or pdf lesson's file, by a signed link that expires.
#[derive(Serialize, schemars::JsonSchema)]
pub struct FileLink {
    name: String,
    url: String,
}

/// A question as the buyer sees it (the right options stay on the edge).
#[derive(Serialize, schemars::JsonSchema)]
pub struct QuestionOut {
    text: String,
    options: Vec<String>,
    /// More than one option is right ("choose all that apply").
    multiple: bool,
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct QuizOut {
    questions: Vec<QuestionOut>,
    pass_percent: u8,
    /// 0: unlimited.
    attempts_max: u8,
    attempts_used: u32,
    passed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    last_score: Option<u8>,
}

/// One lesson's content.
#[derive(Serialize, schemars::JsonSchema)]
pub struct LessonAnswer {
    id: u32,
    title: String,
    kind: LessonKind,
    body: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    video: Option<Video>,
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<FileLink>,
    #[serde(skip_serializing_if = "Option::is_none")]
    quiz: Option<QuizOut>,
    status: LessonState,
    #[serde(skip_serializing_if = "Option::is_none")]
    prev_id: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    next_id: Option<u32>,
}

/// The signed, expiring link of file `file_id` of product `product_id`
/// for buyer `user_id`.
pub fn file_url(key: &[u8], user_id: UserId, product_id: ProductId, file_id: FileId) -> String {
    let exp = clock::now() + files::LINK_SECONDS;
    let sig = auth::sign_link(
        key,
        COURSE_FILE,
        &format!("{user_id}/{product_id}/{file_id}"),
        exp,
    );
    format!("/v1/course_files/{user_id}/{product_id}/{file_id}?exp={exp}&sig={sig}")
}

/// The file of a lesson (one of the course's files), if it has one.
async fn lesson_file(
    env: &Env,
    db: &D1Database,
    e: &Enrolment,
    lesson: &Lesson,
) -> AppResult<Option<(String, String)>> {
    let Some(file_id) = lesson.file_id else {
        return Ok(None);
    };
    let file = repo::products::files(db, e.shop.id, e.product_id)
        .await?
        .into_iter()
        .find(|f| f.id.get() == file_id);
    let key = Config::from_env(env)?.token_key;
    Ok(file.map(|f| (f.name, file_url(&key, e.buyer.user_id, e.product_id, f.id))))
}

/// `GET /v1/payer/s/{username}/courses/{product_id}/lessons/{lesson_id}`:
/// an open lesson's content; opening it records a view and the session's
/// last lesson.
pub async fn lesson(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let (db, e, access) = enrolled(&ctx, &caller).await?;
    let lesson = open_lesson(&ctx, &e, &access)?;
    let now = clock::rfc3339(clock::now());
    let learner = e.learner();
    repo::courses::touch(&db, &learner, &now, Some(lesson.id)).await?;
    let r = record(&db, e.product_id, e.buyer.user_id).await?;
    let before = status_of(&r, lesson, true);
    let status = before.apply(LessonEvent::View).unwrap_or(before);
    if !r.states.contains_key(&lesson.id) || status != before {
        repo::courses::set_status(&db, &learner, lesson.id, status.name(), &now).await?;
    }
    let file = lesson_file(&ctx.env, &db, &e, lesson).await?;
    let video = match lesson.kind {
        LessonKind::Video => match lesson.video_url.as_deref().map(str::trim) {
            Some(url) if !url.is_empty() => {
                let (embed, url) = course::video_embed(url);
                Some(Video { url, embed })
            }
            _ => file.as_ref().map(|(_, url)| Video {
                url: url.clone(),
                embed: Embed::File,
            }),
        },
        _ => None,
    };
    let file = match lesson.kind {
        LessonKind::File | LessonKind::Pdf => file.map(|(name, url)| FileLink { name, url }),
        _ => None,
    };
    let quiz = lesson.quiz.as_ref().map(|q| {
        let (used, last) = r.attempts.get(&lesson.id).copied().unwrap_or((0, 0));
        QuizOut {
            questions: q
                .questions
                .iter()
                .map(|x| QuestionOut {
                    text: x.text.clone(),
                    options: x.options.clone(),
                    multiple: x.correct.len() > 1,
                })
                .collect(),
            pass_percent: q.pass_percent,
            attempts_max: q.attempts_max,
            attempts_used: used,
            passed: r.passed.contains(&lesson.id),
            last_score: (used > 0).then_some(last),
        }
    });
    let shown: Vec<u32> = e.content.published().map(|l| l.id).collect();
    let at = shown.iter().position(|id| *id == lesson.id);
    Ok(Response::from_json(&LessonAnswer {
        id: lesson.id,
        title: lesson.title.clone(),
        kind: lesson.kind,
        body: lesson.body.clone(),
        video,
        file,
        quiz,
        status,
        prev_id: at
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| shown.get(i))
            .copied(),
        next_id: at.and_then(|i| shown.get(i + 1)).copied(),
    })?)
}

/// Stores the session's progress after a finish or a passed quiz, and the
/// moment the course became complete.
async fn save_progress(db: &D1Database, e: &Enrolment, now: &str) -> AppResult<Progress> {
    let r = record(db, e.product_id, e.buyer.user_id).await?;
    let progress = course::progress(&e.content, &r.finished);
    let done = course::complete(&e.content, &r.finished, &r.passed);
    repo::courses::set_progress(
        db,
        &e.learner(),
        progress.finished,
        progress.percent,
        done.then_some(now),
    )
    .await?;
    Ok(progress)
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct FinishAnswer {
    status: LessonState,
    progress: Progress,
}

/// `POST …/lessons/{lesson_id}/finish`: the buyer finished an open lesson
/// (again: nothing changes); 409 `quiz_not_passed` while the lesson's quiz
/// is not passed (core's `may_finish`).
pub async fn finish(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let (db, e, access) = enrolled(&ctx, &caller).await?;
    let lesson = open_lesson(&ctx, &e, &access)?;
    let now = clock::rfc3339(clock::now());
    let learner = e.learner();
    repo::courses::touch(&db, &learner, &now, Some(lesson.id)).await?;
    let r = record(&db, e.product_id, e.buyer.user_id).await?;
    let before = status_of(&r, lesson, true);
    let finished = before == LessonState::Finished;
    if !course::may_finish(lesson, finished, r.passed.contains(&lesson.id)) {
        return Err(AppError::Conflict {
            code: "quiz_not_passed",
            detail: "pass this lesson's quiz before marking it finished".to_owned(),
        });
    }
    let status = before.apply(LessonEvent::Finish).unwrap_or(before);
    if status != before || !r.states.contains_key(&lesson.id) {
        repo::courses::set_status(&db, &learner, lesson.id, status.name(), &now).await?;
    }
    let progress = save_progress(&db, &e, &now).await?;
    Ok(Response::from_json(&FinishAnswer { status, progress })?)
}

/// A quiz attempt: per question, the chosen option indexes.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuizBody {
    answers: Vec<Vec<usize>>,
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct QuizAnswer {
    score_percent: u8,
    passed: bool,
    attempts_used: u32,
    /// None: unlimited.
    #[serde(skip_serializing_if = "Option::is_none")]
    attempts_left: Option<u32>,
}

/// `POST …/lessons/{lesson_id}/quiz`: grades an attempt by core's rule and
/// records it; 409 `quiz_attempts_exhausted` once the attempts are used.
pub async fn quiz(
    mut req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let body: QuizBody = json_body(&mut req).await?;
    let (db, e, access) = enrolled(&ctx, &caller).await?;
    let lesson = open_lesson(&ctx, &e, &access)?;
    let quiz = lesson.quiz.as_ref().ok_or_else(|| AppError::NotFound {
        code: "quiz_not_found",
        detail: "this lesson has no quiz".to_owned(),
    })?;
    let exhausted = || AppError::Conflict {
        code: "quiz_attempts_exhausted",
        detail: format!("every one of the {} attempts is used", quiz.attempts_max),
    };
    let used = record(&db, e.product_id, e.buyer.user_id)
        .await?
        .attempts
        .get(&lesson.id)
        .map_or(0, |a| a.0);
    if !course::may_attempt(quiz, used) {
        return Err(exhausted());
    }
    let grade = course::grade(quiz, &body.answers).map_err(AppError::Invalid)?;
    let now = clock::rfc3339(clock::now());
    let answers =
        serde_json::to_string(&body.answers).map_err(|e| AppError::Internal(e.to_string()))?;
    let stored = repo::courses::add_attempt(
        &db,
        &e.learner(),
        &repo::courses::NewAttempt {
            lesson_id: lesson.id,
            answers: &answers,
            score_percent: grade.score_percent,
            passed: grade.passed,
            limit: (quiz.attempts_max > 0).then_some(u32::from(quiz.attempts_max)),
        },
        &now,
    )
    .await?;
    if !stored {
        return Err(exhausted());
    }
    repo::courses::touch(&db, &e.learner(), &now, Some(lesson.id)).await?;
    // the seller hears of each attempt (mailed when their settings say so);
    // the attempt's number makes its key, so a stored retry notifies once
    notifications::notify(
        &ctx.env,
        &db,
        e.shop.id,
        &notifications::Notification {
            kind: notifications::NotificationKind::QuizAttempt,
            key: format!(
                "quiz_attempt:{}:{}:{}:{}",
                e.product_id,
                e.buyer.user_id,
                lesson.id,
                used + 1
            ),
            subject: format!("{}: {}", e.name, lesson.title),
            actor: Some(e.buyer.email.clone()),
            amount: None,
            order_id: None,
            link: "/cabinet/courses/quiz_attempts".to_owned(),
        },
    )
    .await?;
    if grade.passed {
        save_progress(&db, &e, &now).await?;
    }
    let used = used + 1;
    Ok(Response::from_json(&QuizAnswer {
        score_percent: grade.score_percent,
        passed: grade.passed,
        attempts_used: used,
        attempts_left: course::attempts_left(quiz, used),
    })?)
}

/// `GET …/courses/{product_id}/certificate`: the completion certificate
/// (SVG) by core's certificate drawing, with the course's certificate
/// settings and design, the account's name and the day the course became
/// complete; 403 `certificate_not_earned` before.
pub async fn certificate(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let (db, e, access) = enrolled(&ctx, &caller).await?;
    e.began(&access)?;
    let r = record(&db, e.product_id, e.buyer.user_id).await?;
    if !course::certificate_earned(&e.content, &r.finished, &r.passed) {
        return Err(AppError::Forbidden {
            code: "certificate_not_earned",
            detail: "finish every lesson and pass every quiz first".to_owned(),
        });
    }
    let now = clock::rfc3339(clock::now());
    let completed = if let Some(at) = r.session.as_ref().and_then(|s| s.completed_at.clone()) {
        at
    } else {
        // complete before the moment was recorded: record it now
        save_progress(&db, &e, &now).await?;
        now
    };
    let completed_on = held::day_of(&completed).unwrap_or_else(clock::today);
    let buyer_name = match (e.buyer.name.as_str(), &e.buyer.username) {
        ("", Some(username)) => username.clone(),
        (name, _) => name.to_owned(),
    };
    let pdf = certificates::course_certificate(
        &ctx.env,
        &db,
        &certificates::Earned {
            seller_id: e.shop.id,
            seller_name: &e.shop.display_name,
            product_id: e.product_id,
            course_name: &e.name,
            user_id: e.buyer.user_id,
            buyer_name: &buyer_name,
            language: e.buyer.language,
            completed_on,
            orientation: e.content.certificate_orientation.unwrap_or_default(),
            accent: e.content.player_colour.as_deref(),
        },
    )
    .await?;
    let mut response = Response::from_bytes(pdf)?;
    let headers = response.headers_mut();
    headers.set("content-type", "application/pdf")?;
    headers.set("cache-control", "private, no-store")?;
    headers.set("x-content-type-options", "nosniff")?;
    headers.set(
        "content-disposition",
        &disposition::content_disposition(
            Disposition::Attachment,
            &format!("{} - {}.pdf", certificate_word(e.buyer.language), e.name),
        ),
    )?;
    Ok(response)
}

/// The first word of a certificate's file name.
fn certificate_word(language: sellwerk_core::messages::Language) -> &'static str {
    match language {
        sellwerk_core::messages::Language::En => "Certificate",
        sellwerk_core::messages::Language::De => "Zertifikat",
    }
}

/// One product a membership includes; a download item lists its files by
/// signed links while access is open.
#[derive(Serialize, schemars::JsonSchema)]
pub struct MembershipItem {
    product_id: ProductId,
    name: String,
    form: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    downloads: Vec<Download>,
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct MembershipAnswer {
    product_id: ProductId,
    name: String,
    description: String,
    seller: SellerRef,
    access: CourseAccess,
    items: Vec<MembershipItem>,
}

/// `GET /v1/payer/s/{username}/memberships/{product_id}`: what a bought
/// membership includes, in the seller's order.
pub async fn membership(
    _req: Request,
    ctx: RouteContext<()>,
    caller: session::User,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let buyer = held::buyer(&db, &caller).await?;
    let product_id: ProductId = id_param(&ctx, "product_id", "course_not_found")?;
    let shop = held::shop(&db, str_param(&ctx, "username"), "course_not_found").await?;
    let holdings = held::holdings(&db, &buyer, &shop).await?;
    let product = repo::products::find(&db, shop.id, product_id)
        .await?
        .filter(|p| p.form == "membership" && holdings.holds(product_id))
        .ok_or_else(not_bought)?;
    let h = holdings.held(product_id, clock::today());
    let open = h.access.is_open();
    let item_ids = repo::products::items(&db, shop.id, product_id).await?;
    let found = repo::products::find_many(&db, shop.id, &item_ids).await?;
    let key = Config::from_env(&ctx.env)?.token_key;
    let mut items = Vec::with_capacity(item_ids.len());
    for id in item_ids {
        let Some(p) = found.get(&id) else { continue };
        let mut downloads = Vec::new();
        if open && p.form == "download" {
            for f in repo::products::files(&db, shop.id, id).await? {
                downloads.push(Download {
                    url: file_url(&key, buyer.user_id, id, f.id),
                    file_id: f.id,
                    name: f.name,
                    size: f.size,
                });
            }
        }
        items.push(MembershipItem {
            product_id: id,
            name: p.name.clone(),
            form: p.form.clone(),
            downloads,
        });
    }
    Ok(Response::from_json(&MembershipAnswer {
        product_id,
        name: product.name,
        description: product.description,
        seller: SellerRef::from(&shop),
        access: course_access(&shop, &h),
        items,
    })?)
}

/// `GET /v1/course_files/{user_id}/{product_id}/{file_id}?exp=&sig=`: a
/// course lesson's or a membership's file, by the signed link the buyer's
/// answer gave. Checked again when used: the buyer still holds the product
/// with open access, and for a course the file is a shown lesson's that
/// is open today. A file whose bytes are on core's inline allow-list (PDF,
/// raster images, audio, video) is shown inline (the player frames it and
/// seeks by range requests); any other, whatever its name or the type its
/// uploader claimed, is a download (issue 29).
pub async fn file(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let user_id: UserId = id_param(&ctx, "user_id", "file_not_found")?;
    let product_id: ProductId = id_param(&ctx, "product_id", "file_not_found")?;
    let file_id: FileId = id_param(&ctx, "file_id", "file_not_found")?;
    let exp: i64 = query_param(&req, "exp")?.parse().unwrap_or(0);
    let key = Config::from_env(&ctx.env)?.token_key;
    links::check_signed(
        &key,
        COURSE_FILE,
        &format!("{user_id}/{product_id}/{file_id}"),
        exp,
        &query_param(&req, "sig")?,
        "file",
    )?;
    let gone = || AppError::NotFound {
        code: "file_not_found",
        detail: "no such file among your purchases".to_owned(),
    };
    let db = repo::db(&ctx.env)?;
    let buyer = held::buyer_by_id(&db, user_id).await?;
    let seller_id = repo::courses::product_owner(&db, product_id)
        .await?
        .ok_or_else(gone)?;
    let product = repo::products::find(&db, seller_id, product_id)
        .await?
        .ok_or_else(gone)?;
    let username = repo::sellers::username(&db, seller_id).await?;
    let shop = held::shop(&db, &username, "file_not_found").await?;
    let holdings = held::holdings(&db, &buyer, &shop).await?;
    if !holdings.holds(product_id) {
        return Err(gone());
    }
    let h = holdings.held(product_id, clock::today());
    let Some(began) = h.began else {
        return Err(blocked(&h.access));
    };
    if product.form == "course" {
        let content = repo::products::content(&db, shop.id, product_id).await?;
        let today = clock::today();
        let shown = content
            .published()
            .any(|l| l.file_id == Some(file_id.get()) && course::lesson_open(l, began, today));
        if !shown {
            return Err(gone());
        }
    }
    let file = repo::products::files(&db, shop.id, product_id)
        .await?
        .into_iter()
        .find(|f| f.id == file_id)
        .ok_or_else(gone)?;
    super::download(&ctx.env, &req, &file, true).await
}
