//! A buyer in a course (issue 17, spec sections 2 and 4): whether the
//! orders that granted it still give access, when a dripped lesson opens,
//! the buyer's progress, a quiz's grade and whether the completion
//! certificate is earned. The edge answers the buyer's course API from
//! these rules alone; the browser shows what the edge answers.
//!
//! Decisions where the spec is silent are written beside each rule.

use std::collections::HashSet;

use jiff::civil::Date;
use serde::{Deserialize, Serialize};

use crate::catalog::{CourseContent, Lesson, LessonPublish, Quiz};
use crate::pricing::PlanKind;
use crate::problem::Problem;
use crate::states::{OrderRateState, OrderState, PaymentState};

/// How far back a buyer counts as active in the cabinet's courses overview.
pub const ACTIVE_DAYS: i64 = 30;

/// Whether the buyer reaches the content now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum AccessState {
    Open,
    Blocked,
}

/// Why access is blocked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum BlockReason {
    /// A rate became a debt and the plan is paused: paying it gives access
    /// back.
    PaymentPaused,
    Refunded,
    Chargebacked,
    /// The seller cancelled the order.
    Canceled,
    /// A subscription's paid period is over.
    Ended,
    /// Nothing was paid (the checkout is open or expired).
    Unpaid,
}

impl BlockReason {
    /// Which reason a buyer with several blocked grants is shown: the one
    /// they can cure first (a paused plan is paid and reopens), then the
    /// most recent kind of ending.
    fn rank(self) -> u8 {
        match self {
            BlockReason::PaymentPaused => 0,
            BlockReason::Ended => 1,
            BlockReason::Canceled => 2,
            BlockReason::Refunded => 3,
            BlockReason::Chargebacked => 4,
            BlockReason::Unpaid => 5,
        }
    }
}

/// A buyer's access to a course or membership.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Access {
    pub state: AccessState,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub reason: Option<BlockReason>,
    /// Open until this day (a cancelled subscription's paid period), or
    /// ended on it.
    /// (`YYYY-MM-DD`)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub until: Option<String>,
}

impl Access {
    pub fn is_open(&self) -> bool {
        self.state == AccessState::Open
    }

    fn open(until: Option<Date>) -> Access {
        Access {
            state: AccessState::Open,
            reason: None,
            until: until.map(|d| d.to_string()),
        }
    }

    fn blocked(reason: BlockReason, until: Option<Date>) -> Access {
        Access {
            state: AccessState::Blocked,
            reason: Some(reason),
            until: until.map(|d| d.to_string()),
        }
    }
}

/// One rate of a granting order: its state and due day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GrantRate {
    pub state: OrderRateState,
    pub due: Date,
}

/// The facts of one order that grants a course or membership (bought
/// directly, as an order bump, in a bundle or through a membership).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    pub plan: PlanKind,
    pub order: OrderState,
    pub payment: PaymentState,
    /// What was bought has been handed over (the first rate is settled).
    pub delivered: bool,
    /// The edge revoked the delivery (a refund or chargeback).
    pub revoked: bool,
    /// Its rates in order (the first at index 0).
    pub rates: Vec<GrantRate>,
}

/// Whether one order gives access on `today`.
///
/// Decisions:
/// - Nothing handed over (the first rate unpaid, the checkout open or
///   expired): blocked, `unpaid`.
/// - A refund (of the whole order) or a chargeback blocks at once and for
///   good, whatever the plan; a delivery the edge revoked reads as a refund
///   unless the states say chargeback. A won dispute restores the rate, not
///   the access (core's order rules: the seller decides).
/// - A paused plan (a rate became a debt: see `orders::access_withheld`),
///   or any rate in debt: blocked, `payment_paused`, until the debt is paid
///   (the payment resumes and access returns). A rate whose charge failed
///   and is still being retried (`unpaid`) keeps access open.
/// - An order the seller cancelled after delivery: blocked, `canceled`.
/// - One-time and instalment plans otherwise stay open (an instalment plan
///   paid in full stays open for good).
/// - A subscription is open while it runs (and, a limited one, after its
///   last rate until its last period ends). Once cancelled it stays open to
///   the end of the period already paid (`until`) and is then `ended`. The
///   paid period ends on the due day of the rate after the last paid one;
///   when no such rate is listed, one more gap of the last two due days
///   after the last paid one (a plan of one listed rate has no known
///   period, and stays open).
pub fn access(grant: &Grant, today: Date) -> Access {
    let chargebacked = grant.payment == PaymentState::PaymentChargebacked
        || grant
            .rates
            .iter()
            .any(|r| r.state == OrderRateState::Chargebacked);
    if chargebacked {
        return Access::blocked(BlockReason::Chargebacked, None);
    }
    if grant.payment == PaymentState::PaymentRefunded
        || grant.order == OrderState::Refunded
        || grant.revoked
    {
        return Access::blocked(BlockReason::Refunded, None);
    }
    if !grant.delivered {
        return Access::blocked(BlockReason::Unpaid, None);
    }
    if crate::orders::access_withheld(grant.payment)
        || grant.rates.iter().any(|r| r.state == OrderRateState::Debt)
    {
        return Access::blocked(BlockReason::PaymentPaused, None);
    }
    if grant.order == OrderState::Cancelled {
        return Access::blocked(BlockReason::Canceled, None);
    }
    if !grant.plan.is_subscription() {
        return Access::open(None);
    }
    let canceled =
        grant.payment == PaymentState::PaymentCanceled || grant.order == OrderState::Unsubscribed;
    let finished = grant.payment == PaymentState::Paid;
    if !(canceled || finished) {
        return Access::open(None);
    }
    match paid_until(&grant.rates) {
        Some(until) if today >= until => Access::blocked(BlockReason::Ended, Some(until)),
        until => Access::open(until),
    }
}

/// The first day after a subscription's paid period (see [`access`]).
fn paid_until(rates: &[GrantRate]) -> Option<Date> {
    let last = rates
        .iter()
        .rposition(|r| r.state == OrderRateState::Paid)?;
    if let Some(next) = rates.get(last + 1) {
        return Some(next.due);
    }
    let previous = rates.get(last.checked_sub(1)?)?;
    let due = rates.get(last)?.due;
    let gap = previous.due.until((jiff::Unit::Month, due)).ok()?;
    due.checked_add(gap).ok()
}

/// Access through several orders (direct, bundle, membership): open when
/// any grant is open (decision: the open grant whose access lasts longest,
/// one without end first), else the blocked reason the buyer can cure
/// first ([`BlockReason`]'s order). Returns the access and the index of the
/// grant it comes from (for the order to pay); no grants: blocked, `unpaid`.
pub fn access_of(grants: &[Grant], today: Date) -> (Access, Option<usize>) {
    let all: Vec<(usize, Access)> = grants
        .iter()
        .map(|g| access(g, today))
        .enumerate()
        .collect();
    let open = all
        .iter()
        .filter(|(_, a)| a.is_open())
        .max_by_key(|(_, a)| (a.until.is_none(), a.until.clone()));
    if let Some((i, a)) = open {
        return (a.clone(), Some(*i));
    }
    all.iter()
        .min_by_key(|(_, a)| a.reason.map_or(u8::MAX, BlockReason::rank))
        .map_or(
            (Access::blocked(BlockReason::Unpaid, None), None),
            |(i, a)| (a.clone(), Some(*i)),
        )
}

/// The day a lesson opens for a buyer whose access began on `began`
/// (decision: the day the first granting order was delivered), or `None`
/// when it opens at once. Drip days count from `began`; `opens_on` is a day
/// (00:00 UTC); with both, the later one. An unreadable `opens_on` (never
/// stored: content is checked) is ignored.
pub fn lesson_opens_at(lesson: &Lesson, began: Date) -> Option<Date> {
    let dripped = (lesson.drip_days > 0)
        .then(|| {
            began
                .checked_add(jiff::Span::new().days(i64::from(lesson.drip_days)))
                .ok()
        })
        .flatten();
    let dated = lesson
        .opens_on
        .as_deref()
        .and_then(|d| d.parse::<Date>().ok());
    dripped.max(dated).filter(|day| *day > began)
}

/// Whether a lesson is open on `today` for a buyer whose access began on
/// `began`.
pub fn lesson_open(lesson: &Lesson, began: Date, today: Date) -> bool {
    lesson_opens_at(lesson, began).is_none_or(|day| today >= day)
}

/// A buyer's progress in a course.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Progress {
    pub finished: u32,
    pub total: u32,
    /// Whole percent, rounded down (100 only when everything is finished).
    pub percent: u8,
}

/// Finished lessons of the published ones (decision: lessons the seller
/// left out, and statuses of deleted lessons, do not count; an empty course
/// is 0 percent).
pub fn progress<S: std::hash::BuildHasher>(
    content: &CourseContent,
    finished: &HashSet<u32, S>,
) -> Progress {
    let total = content.published().count();
    let done = content
        .published()
        .filter(|l| finished.contains(&l.id))
        .count();
    let percent = (done * 100).checked_div(total).unwrap_or(0);
    Progress {
        finished: u32::try_from(done).unwrap_or(u32::MAX),
        total: u32::try_from(total).unwrap_or(u32::MAX),
        percent: u8::try_from(percent).unwrap_or(100),
    }
}

/// A graded quiz attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Grade {
    pub score_percent: u8,
    pub passed: bool,
}

/// Grades `answers` (per question, the chosen option indexes).
///
/// Decisions: a question counts when the chosen set equals the right set
/// (order and repeats do not matter; no partial credit). The score is
/// rounded down, so a pass is never rounded into being. Answers must name
/// one set per question, each index within that question's options
/// (`invalid_answer` at `answers` or `answers.N`); an empty set is a wrong
/// answer, not a malformed one.
pub fn grade(quiz: &Quiz, answers: &[Vec<usize>]) -> Result<Grade, Vec<Problem>> {
    if answers.len() != quiz.questions.len() {
        return Err(vec![Problem::new("answers", "invalid_answer")]);
    }
    let bad: Vec<Problem> = quiz
        .questions
        .iter()
        .zip(answers)
        .enumerate()
        .filter(|(_, (q, a))| a.iter().any(|i| *i >= q.options.len()))
        .map(|(n, _)| Problem::new(format!("answers.{n}"), "invalid_answer"))
        .collect();
    if !bad.is_empty() {
        return Err(bad);
    }
    let right = quiz
        .questions
        .iter()
        .zip(answers)
        .filter(|(q, a)| {
            let chosen: HashSet<usize> = a.iter().copied().collect();
            let correct: HashSet<usize> = q.correct.iter().copied().collect();
            chosen == correct
        })
        .count();
    let score = (right * 100).checked_div(quiz.questions.len()).unwrap_or(0);
    let score_percent = u8::try_from(score).unwrap_or(100);
    Ok(Grade {
        score_percent,
        passed: score_percent >= quiz.pass_percent,
    })
}

/// Whether another attempt is allowed after `used` ones (`attempts_max` 0:
/// unlimited). Decision: a passed quiz may be taken again within the
/// limit; a pass is never taken back by a later failed attempt.
pub fn may_attempt(quiz: &Quiz, used: u32) -> bool {
    quiz.attempts_max == 0 || used < u32::from(quiz.attempts_max)
}

/// Whether the buyer may mark `lesson` finished: a lesson with a quiz only
/// once its quiz is passed (`quiz_passed`), since finishing it would count
/// towards the progress while the quiz still stands between the buyer and
/// the next step (issue 30). A lesson without a quiz always, and one
/// already finished (before its quiz was added) again, which changes
/// nothing.
pub fn may_finish(lesson: &Lesson, finished: bool, quiz_passed: bool) -> bool {
    lesson.quiz.is_none() || quiz_passed || finished
}

/// Attempts left after `used` ones, `None` when unlimited.
pub fn attempts_left(quiz: &Quiz, used: u32) -> Option<u32> {
    (quiz.attempts_max > 0).then(|| u32::from(quiz.attempts_max).saturating_sub(used))
}

/// How the player shows a video lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Embed {
    /// The provider's player in a frame (the link is the embed address).
    Youtube,
    Vimeo,
    /// An uploaded video file, played by the browser.
    File,
    /// Any other link: opened, not embedded.
    Link,
}

/// The embed of a video link: `YouTube` links (`watch?v=`, `youtu.be/`,
/// `shorts/`, `embed/`) play through `YouTube`'s privacy-enhanced embed
/// address, Vimeo links (`vimeo.com/123`) through Vimeo's player; every
/// other link is a plain link (decision: no other provider is trusted in a
/// frame).
pub fn video_embed(url: &str) -> (Embed, String) {
    let link = url.trim();
    let rest = link
        .strip_prefix("https://")
        .or_else(|| link.strip_prefix("http://"))
        .unwrap_or("");
    let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
    let host = host.to_ascii_lowercase();
    let host = host
        .strip_prefix("www.")
        .or_else(|| host.strip_prefix("m."))
        .unwrap_or(&host);
    let (path, query) = path.split_once('?').unwrap_or((path, ""));
    let path = path.split('#').next().unwrap_or("");
    let youtube_id = |id: &str| {
        (id.len() == 11
            && id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
        .then(|| id.to_owned())
    };
    let youtube = match host {
        "youtu.be" => youtube_id(path.trim_end_matches('/')),
        "youtube.com" | "youtube-nocookie.com" => match path.split_once('/') {
            Some(("embed" | "shorts" | "live", id)) => youtube_id(id.trim_end_matches('/')),
            _ if path == "watch" => query
                .split('&')
                .find_map(|pair| pair.strip_prefix("v="))
                .and_then(youtube_id),
            _ => None,
        },
        _ => None,
    };
    if let Some(id) = youtube {
        return (
            Embed::Youtube,
            format!("https://www.youtube-nocookie.com/embed/{id}"),
        );
    }
    if host == "vimeo.com" || host == "player.vimeo.com" {
        let id = path
            .trim_end_matches('/')
            .rsplit('/')
            .next()
            .filter(|id| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()));
        if let Some(id) = id {
            return (Embed::Vimeo, format!("https://player.vimeo.com/video/{id}"));
        }
    }
    (Embed::Link, link.to_owned())
}

/// Whether every published lesson is finished and every published
/// lesson's quiz passed (the course is complete; the day it became so is
/// the certificate's day). A course without published lessons is never
/// complete.
pub fn complete<S: std::hash::BuildHasher>(
    content: &CourseContent,
    finished: &HashSet<u32, S>,
    passed: &HashSet<u32, S>,
) -> bool {
    content.published().next().is_some()
        && content
            .published()
            .all(|l| finished.contains(&l.id) && (l.quiz.is_none() || passed.contains(&l.id)))
}

/// Whether the completion certificate is earned: the course offers one and
/// is [`complete`] (at least one published lesson, every published lesson
/// finished, every published lesson with a quiz passed).
pub fn certificate_earned<S: std::hash::BuildHasher>(
    content: &CourseContent,
    finished: &HashSet<u32, S>,
    passed: &HashSet<u32, S>,
) -> bool {
    content.certificate && complete(content, finished, passed)
}

/// Whether a buyer sees a lesson at all (decision: a lesson left out by the
/// seller is invisible to buyers, 404 like a lesson that does not exist).
pub fn visible(lesson: &Lesson) -> bool {
    lesson.publish == LessonPublish::Published
}

/// The keys this module reports, each with an English and a German text in
/// [`crate::messages`].
pub const KEYS: &[&str] = &["invalid_answer"];

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::catalog::{Chapter, LessonKind, Question};

    fn day(s: &str) -> Date {
        s.parse().unwrap()
    }

    fn rates(states: &[(OrderRateState, &str)]) -> Vec<GrantRate> {
        states
            .iter()
            .map(|(state, due)| GrantRate {
                state: *state,
                due: day(due),
            })
            .collect()
    }

    fn grant(plan: PlanKind, payment: PaymentState, r: &[(OrderRateState, &str)]) -> Grant {
        Grant {
            plan,
            order: OrderState::Closed,
            payment,
            delivered: true,
            revoked: false,
            rates: rates(r),
        }
    }

    use OrderRateState::{Chargebacked, Debt, Future, Paid, Refunded, Skipped, Unpaid};

    #[test]
    fn one_time_paid_is_open_refund_and_chargeback_block() {
        let g = grant(
            PlanKind::OneTime,
            PaymentState::Paid,
            &[(Paid, "2026-01-01")],
        );
        assert_eq!(access(&g, day("2030-01-01")), Access::open(None));
        let refunded = Grant {
            payment: PaymentState::PaymentRefunded,
            order: OrderState::Refunded,
            rates: rates(&[(Refunded, "2026-01-01")]),
            ..g.clone()
        };
        assert_eq!(
            access(&refunded, day("2026-01-02")).reason,
            Some(BlockReason::Refunded)
        );
        let revoked = Grant {
            revoked: true,
            ..g.clone()
        };
        assert_eq!(
            access(&revoked, day("2026-01-02")).reason,
            Some(BlockReason::Refunded)
        );
        let charged_back = Grant {
            payment: PaymentState::PaymentChargebacked,
            rates: rates(&[(Chargebacked, "2026-01-01")]),
            ..g.clone()
        };
        assert_eq!(
            access(&charged_back, day("2026-01-02")).reason,
            Some(BlockReason::Chargebacked)
        );
        let never_paid = Grant {
            delivered: false,
            order: OrderState::Ready,
            payment: PaymentState::PaymentWaiting,
            ..g
        };
        assert_eq!(
            access(&never_paid, day("2026-01-02")).reason,
            Some(BlockReason::Unpaid)
        );
    }

    #[test]
    fn instalments_open_while_no_debt_paused_blocks_and_paying_reopens() {
        let running = grant(
            PlanKind::Installment,
            PaymentState::Paying,
            &[
                (Paid, "2026-01-01"),
                (Future, "2026-02-01"),
                (Future, "2026-03-01"),
            ],
        );
        assert!(access(&running, day("2026-01-15")).is_open());
        // a failed later rate still being retried keeps access
        let retrying = Grant {
            rates: rates(&[
                (Paid, "2026-01-01"),
                (Unpaid, "2026-02-01"),
                (Future, "2026-03-01"),
            ]),
            ..running.clone()
        };
        assert!(access(&retrying, day("2026-02-02")).is_open());
        // the rate became a debt: the plan pauses and access is withheld
        let paused = Grant {
            payment: PaymentState::PaymentPaused,
            rates: rates(&[
                (Paid, "2026-01-01"),
                (Debt, "2026-02-01"),
                (Future, "2026-03-01"),
            ]),
            ..running.clone()
        };
        assert_eq!(
            access(&paused, day("2026-02-10")),
            Access::blocked(BlockReason::PaymentPaused, None)
        );
        // paying the debt resumes the plan: open again
        let paid_again = Grant {
            payment: PaymentState::Paying,
            rates: rates(&[
                (Paid, "2026-01-01"),
                (Paid, "2026-02-01"),
                (Future, "2026-03-01"),
            ]),
            ..running.clone()
        };
        assert!(access(&paid_again, day("2026-02-11")).is_open());
        // paid in full: open for good
        let done = Grant {
            payment: PaymentState::Paid,
            rates: rates(&[
                (Paid, "2026-01-01"),
                (Paid, "2026-02-01"),
                (Paid, "2026-03-01"),
            ]),
            ..running
        };
        assert_eq!(access(&done, day("2040-01-01")), Access::open(None));
    }

    #[test]
    fn the_real_order_rules_pause_and_resume_access() {
        // core's own order rules drive the facts: a hard decline of rate 1
        // pauses the plan, paying it resumes it
        use crate::orders::{DeclineKind, OrderBook, Signal, apply};
        let mut book = OrderBook::new(3, false);
        book = apply(&book, Signal::Paid { rate: 0 }).book;
        let facts = |b: &OrderBook| Grant {
            plan: PlanKind::Installment,
            order: b.order,
            payment: b.payment,
            delivered: b.delivered,
            revoked: false,
            rates: b
                .rates
                .iter()
                .enumerate()
                .map(|(i, r)| GrantRate {
                    state: r.state,
                    due: day("2026-01-01")
                        .checked_add(jiff::Span::new().months(i64::try_from(i).unwrap()))
                        .unwrap(),
                })
                .collect(),
        };
        assert!(access(&facts(&book), day("2026-01-05")).is_open());
        let failed = apply(
            &book,
            Signal::Failed {
                rate: 1,
                decline: DeclineKind::Hard,
            },
        )
        .book;
        assert_eq!(
            access(&facts(&failed), day("2026-02-05")).reason,
            Some(BlockReason::PaymentPaused)
        );
        let paid = apply(&failed, Signal::Paid { rate: 1 }).book;
        assert!(access(&facts(&paid), day("2026-02-06")).is_open());
        let refunded = apply(&paid, Signal::Refunded).book;
        assert_eq!(
            access(&facts(&refunded), day("2026-02-07")).reason,
            Some(BlockReason::Refunded)
        );
    }

    #[test]
    fn a_cancelled_subscription_stays_open_to_the_end_of_the_paid_period() {
        let cancelled = Grant {
            order: OrderState::Unsubscribed,
            ..grant(
                PlanKind::Subscription,
                PaymentState::PaymentCanceled,
                &[
                    (Paid, "2026-01-10"),
                    (Paid, "2026-02-10"),
                    (Skipped, "2026-03-10"),
                ],
            )
        };
        assert_eq!(
            access(&cancelled, day("2026-03-09")),
            Access::open(Some(day("2026-03-10")))
        );
        assert_eq!(
            access(&cancelled, day("2026-03-10")),
            Access::blocked(BlockReason::Ended, Some(day("2026-03-10")))
        );
        // a running subscription is open without end
        let running = grant(
            PlanKind::Subscription,
            PaymentState::Paying,
            &[(Paid, "2026-01-10"), (Future, "2026-02-10")],
        );
        assert_eq!(access(&running, day("2026-05-01")), Access::open(None));
        // a limited subscription paid to its end: one more period
        let limited = grant(
            PlanKind::LimitedSubscription,
            PaymentState::Paid,
            &[(Paid, "2026-01-10"), (Paid, "2026-02-10")],
        );
        assert_eq!(
            access(&limited, day("2026-03-09")),
            Access::open(Some(day("2026-03-10")))
        );
        assert_eq!(
            access(&limited, day("2026-03-10")).reason,
            Some(BlockReason::Ended)
        );
        // cancelled subscriptions with a debt are paused, not ended
        let debt = grant(
            PlanKind::Subscription,
            PaymentState::PaymentPaused,
            &[(Paid, "2026-01-10"), (Debt, "2026-02-10")],
        );
        assert_eq!(
            access(&debt, day("2026-02-11")).reason,
            Some(BlockReason::PaymentPaused)
        );
    }

    #[test]
    fn a_seller_cancelled_order_blocks_and_a_trial_cancelled_ends_with_the_trial() {
        let cancelled = Grant {
            order: OrderState::Cancelled,
            ..grant(
                PlanKind::OneTime,
                PaymentState::Paid,
                &[(Paid, "2026-01-01")],
            )
        };
        assert_eq!(
            access(&cancelled, day("2026-01-02")).reason,
            Some(BlockReason::Canceled)
        );
        // a free trial (rate 0 of nothing) cancelled before the first real
        // rate: open to the end of the trial, then ended
        let trial = Grant {
            order: OrderState::Unsubscribed,
            ..grant(
                PlanKind::Subscription,
                PaymentState::PaymentCanceled,
                &[
                    (Paid, "2026-01-01"),
                    (Skipped, "2026-01-15"),
                    (Skipped, "2026-02-15"),
                ],
            )
        };
        assert_eq!(
            access(&trial, day("2026-01-14")),
            Access::open(Some(day("2026-01-15")))
        );
        assert_eq!(
            access(&trial, day("2026-01-15")).reason,
            Some(BlockReason::Ended)
        );
    }

    #[test]
    fn several_grants_any_open_wins_else_the_curable_reason() {
        let today = day("2026-06-01");
        let refunded = Grant {
            payment: PaymentState::PaymentRefunded,
            ..grant(
                PlanKind::OneTime,
                PaymentState::Paid,
                &[(Refunded, "2026-01-01")],
            )
        };
        let paused = grant(
            PlanKind::Installment,
            PaymentState::PaymentPaused,
            &[(Paid, "2026-01-01"), (Debt, "2026-02-01")],
        );
        let open = grant(
            PlanKind::OneTime,
            PaymentState::Paid,
            &[(Paid, "2026-01-01")],
        );
        assert_eq!(
            access_of(&[refunded.clone(), paused.clone(), open], today),
            (Access::open(None), Some(2))
        );
        assert_eq!(
            access_of(&[refunded, paused], today),
            (Access::blocked(BlockReason::PaymentPaused, None), Some(1))
        );
        assert_eq!(
            access_of(&[], today),
            (Access::blocked(BlockReason::Unpaid, None), None)
        );
    }

    fn lesson(id: u32, f: impl FnOnce(&mut Lesson)) -> Lesson {
        let mut l = Lesson {
            id,
            title: format!("L{id}"),
            kind: LessonKind::Text,
            body: "x".into(),
            video_url: None,
            file_id: None,
            drip_days: 0,
            opens_on: None,
            publish: LessonPublish::Published,
            quiz: None,
        };
        f(&mut l);
        l
    }

    #[test]
    fn drip_days_and_dates_the_later_one_wins() {
        let began = day("2026-01-01");
        assert_eq!(lesson_opens_at(&lesson(1, |_| {}), began), None);
        let dripped = lesson(2, |l| l.drip_days = 7);
        assert_eq!(lesson_opens_at(&dripped, began), Some(day("2026-01-08")));
        assert!(!lesson_open(&dripped, began, day("2026-01-07")));
        assert!(lesson_open(&dripped, began, day("2026-01-08")));
        let dated = lesson(3, |l| {
            l.drip_days = 7;
            l.opens_on = Some("2026-03-01".into());
        });
        assert_eq!(lesson_opens_at(&dated, began), Some(day("2026-03-01")));
        // a date before the access began opens at once
        let past = lesson(4, |l| l.opens_on = Some("2025-12-01".into()));
        assert_eq!(lesson_opens_at(&past, began), None);
        assert!(lesson_open(&past, began, began));
    }

    fn quiz(pass: u8, max: u8) -> Quiz {
        Quiz {
            questions: vec![
                Question {
                    text: "One".into(),
                    options: vec!["a".into(), "b".into()],
                    correct: vec![1],
                },
                Question {
                    text: "All that apply".into(),
                    options: vec!["a".into(), "b".into(), "c".into()],
                    correct: vec![0, 2],
                },
                Question {
                    text: "Three".into(),
                    options: vec!["a".into(), "b".into()],
                    correct: vec![0],
                },
            ],
            pass_percent: pass,
            attempts_max: max,
        }
    }

    #[test]
    fn grading_counts_exact_sets_and_rounds_down() {
        let q = quiz(66, 2);
        assert_eq!(
            grade(&q, &[vec![1], vec![2, 0, 0], vec![0]]).unwrap(),
            Grade {
                score_percent: 100,
                passed: true
            }
        );
        // a subset of "all that apply" is wrong; 2 of 3 is 66 (rounded down)
        assert_eq!(
            grade(&q, &[vec![1], vec![0], vec![0]]).unwrap(),
            Grade {
                score_percent: 66,
                passed: true
            }
        );
        assert!(
            !grade(&quiz(67, 0), &[vec![1], vec![0], vec![0]])
                .unwrap()
                .passed
        );
        assert_eq!(
            grade(&q, &[vec![], vec![], vec![]]).unwrap().score_percent,
            0
        );
        assert_eq!(
            grade(&q, &[vec![1]]).unwrap_err(),
            vec![Problem::new("answers", "invalid_answer")]
        );
        assert_eq!(
            grade(&q, &[vec![1], vec![3], vec![0]]).unwrap_err(),
            vec![Problem::new("answers.1", "invalid_answer")]
        );
        assert!(may_attempt(&q, 1));
        assert!(!may_attempt(&q, 2));
        assert_eq!(attempts_left(&q, 1), Some(1));
        assert!(may_attempt(&quiz(70, 0), 1000));
        assert_eq!(attempts_left(&quiz(70, 0), 5), None);
    }

    fn course(certificate: bool) -> CourseContent {
        CourseContent {
            chapters: vec![Chapter {
                title: "C".into(),
                lessons: vec![
                    lesson(1, |_| {}),
                    lesson(2, |l| l.quiz = Some(quiz(70, 0))),
                    lesson(3, |l| l.publish = LessonPublish::NotForPublish),
                ],
            }],
            certificate,
            ..CourseContent::default()
        }
    }

    #[test]
    fn progress_counts_published_lessons_only() {
        let c = course(true);
        assert_eq!(
            progress(&c, &HashSet::new()),
            Progress {
                finished: 0,
                total: 2,
                percent: 0
            }
        );
        // the left-out lesson and a deleted lesson's status do not count
        assert_eq!(
            progress(&c, &[1, 3, 99].into()),
            Progress {
                finished: 1,
                total: 2,
                percent: 50
            }
        );
        assert_eq!(progress(&c, &[1, 2].into()).percent, 100);
        assert_eq!(
            progress(&CourseContent::default(), &HashSet::new()).percent,
            0
        );
    }

    #[test]
    fn the_certificate_needs_every_lesson_finished_and_every_quiz_passed() {
        let c = course(true);
        assert!(!certificate_earned(&c, &[1, 2].into(), &HashSet::new()));
        assert!(!certificate_earned(&c, &[1].into(), &[2].into()));
        assert!(certificate_earned(&c, &[1, 2].into(), &[2].into()));
        assert!(!certificate_earned(
            &course(false),
            &[1, 2].into(),
            &[2].into()
        ));
        let empty = CourseContent {
            certificate: true,
            ..CourseContent::default()
        };
        assert!(!certificate_earned(
            &empty,
            &HashSet::new(),
            &HashSet::new()
        ));
    }

    #[test]
    fn a_lesson_with_a_quiz_is_finished_only_once_its_quiz_is_passed() {
        let plain = lesson(1, |_| {});
        let quizzed = lesson(2, |l| l.quiz = Some(quiz(70, 0)));
        assert!(may_finish(&plain, false, false));
        assert!(!may_finish(&quizzed, false, false));
        assert!(may_finish(&quizzed, false, true));
        assert!(may_finish(&quizzed, true, false));
    }

    #[test]
    fn youtube_and_vimeo_links_embed_others_stay_links() {
        for link in [
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
            "https://youtu.be/dQw4w9WgXcQ",
            "https://m.youtube.com/shorts/dQw4w9WgXcQ",
            "http://youtube.com/embed/dQw4w9WgXcQ",
        ] {
            assert_eq!(
                video_embed(link),
                (
                    Embed::Youtube,
                    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ".to_owned()
                ),
                "{link}"
            );
        }
        assert_eq!(
            video_embed("https://vimeo.com/76979871"),
            (
                Embed::Vimeo,
                "https://player.vimeo.com/video/76979871".to_owned()
            )
        );
        for link in [
            "https://video.example/tour",
            "https://www.youtube.com/watch?v=<script>",
            "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
            "https://vimeo.com/channels/staffpicks",
        ] {
            assert_eq!(video_embed(link), (Embed::Link, link.to_owned()), "{link}");
        }
    }
}
