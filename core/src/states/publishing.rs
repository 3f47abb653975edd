//! What is shown and sold: affiliate nodes, marketplace products, course
//! publishing, lessons, product reviews, event tickets and webhook endpoints.

#![allow(clippy::match_same_arms)] // one arm per source state reads as the table

use super::{Rule, machine, vocabulary};

vocabulary! {
    /// A publisher's membership of an affiliate program.
    pub enum AffiliateNodeState {
        Requested = "requested",
        /// Shown as "Active".
        Accepted = "accepted",
        Rejected = "rejected",
        Canceled = "canceled",
    }
}

vocabulary! {
    /// What happens to an affiliate node.
    pub enum AffiliateNodeEvent {
        /// The publisher asks to join (again).
        Request = "request",
        /// The seller accepts.
        Accept = "accept",
        /// The seller rejects.
        Reject = "reject",
        /// Either side ends the request or the partnership.
        Cancel = "cancel",
    }
}

machine!(
    AffiliateNodeState,
    AffiliateNodeEvent,
    "affiliate_node",
    initial = [Requested]
);

impl AffiliateNodeState {
    /// Decisions: the seller decides on a request; either side may cancel
    /// a request or an accepted node; a rejected or canceled publisher may
    /// ask again (a new request, as on Lemon Squeezy and elopage). A
    /// request while accepted changes nothing.
    fn rule(self, event: AffiliateNodeEvent) -> Rule<Self> {
        use AffiliateNodeEvent as E;
        use AffiliateNodeState as S;
        let to = match (self, event) {
            (S::Requested | S::Rejected | S::Canceled, E::Request) => S::Requested,
            (S::Accepted, E::Request) => S::Accepted,
            (S::Requested | S::Accepted, E::Accept) => S::Accepted,
            (S::Requested | S::Rejected, E::Reject) => S::Rejected,
            (S::Requested | S::Accepted | S::Canceled, E::Cancel) => S::Canceled,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// A product's listing in the affiliate marketplace.
    pub enum MarketplaceProductState {
        Published = "published",
        /// Submitted, waiting for an admin.
        PublishPending = "publish_pending",
        InReview = "in_review",
        Rejected = "rejected",
        /// The approval was withdrawn; the seller may submit again.
        Revoked = "revoked",
        Unpublished = "unpublished",
        /// Taken down by an admin; only an admin brings it back.
        AdminUnpublished = "admin_unpublished",
    }
}

vocabulary! {
    /// What happens to a marketplace listing.
    pub enum MarketplaceProductEvent {
        /// The seller asks to be listed.
        Submit = "submit",
        StartReview = "start_review",
        Approve = "approve",
        Reject = "reject",
        /// The seller takes the listing down or withdraws the request.
        Unpublish = "unpublish",
        Revoke = "revoke",
        AdminUnpublish = "admin_unpublish",
        AdminRepublish = "admin_republish",
    }
}

machine!(
    MarketplaceProductState,
    MarketplaceProductEvent,
    "marketplace_product",
    initial = [Unpublished]
);

impl MarketplaceProductState {
    /// Decisions: the seller submits (from unpublished, rejected or revoked)
    /// and may unpublish or withdraw at any time before an admin takes it
    /// down; reviewing, approving, rejecting, revoking and the admin's own
    /// unpublish and republish are admin-only. An admin may approve straight
    /// from pending. A listing taken down by an admin stays down until an
    /// admin republishes it: the seller can neither submit nor unpublish it.
    fn rule(self, event: MarketplaceProductEvent) -> Rule<Self> {
        use MarketplaceProductEvent as E;
        use MarketplaceProductState as S;
        match (self, event) {
            (S::Unpublished | S::Rejected | S::Revoked | S::PublishPending, E::Submit) => {
                Rule::To(S::PublishPending)
            }
            (S::InReview, E::Submit) => Rule::To(S::InReview),
            (S::PublishPending | S::InReview | S::Published | S::Unpublished, E::Unpublish) => {
                Rule::To(S::Unpublished)
            }
            (S::PublishPending | S::InReview, E::StartReview) => Rule::AdminTo(S::InReview),
            (S::PublishPending | S::InReview | S::Published, E::Approve) => {
                Rule::AdminTo(S::Published)
            }
            (S::PublishPending | S::InReview | S::Rejected, E::Reject) => {
                Rule::AdminTo(S::Rejected)
            }
            (S::Published | S::Revoked, E::Revoke) => Rule::AdminTo(S::Revoked),
            (S::Published | S::AdminUnpublished, E::AdminUnpublish) => {
                Rule::AdminTo(S::AdminUnpublished)
            }
            (S::AdminUnpublished | S::Published, E::AdminRepublish) => Rule::AdminTo(S::Published),
            _ => Rule::Refused,
        }
    }
}

vocabulary! {
    /// A course's publishing run (its lessons released over time).
    pub enum CoursePublishState {
        PublishPaused = "publish_paused",
        Publishing = "publishing",
        PublishCanceled = "publish_canceled",
        Published = "published",
        /// Scheduled, not started.
        PublishPending = "publish_pending",
    }
}

vocabulary! {
    /// What happens to a publishing run.
    pub enum CoursePublishEvent {
        /// A new run is scheduled.
        Schedule = "schedule",
        Start = "start",
        /// Everything is released.
        Complete = "complete",
        Pause = "pause",
        Resume = "resume",
        Cancel = "cancel",
    }
}

machine!(
    CoursePublishState,
    CoursePublishEvent,
    "course_publish",
    initial = [PublishPending]
);

impl CoursePublishState {
    /// Decisions: pending -> publishing -> published; a pending or running
    /// run may be paused and resumed (resuming starts it) or canceled. A
    /// published or canceled course may schedule a new run (new content).
    fn rule(self, event: CoursePublishEvent) -> Rule<Self> {
        use CoursePublishEvent as E;
        use CoursePublishState as S;
        let to = match (self, event) {
            (S::PublishPending | S::Published | S::PublishCanceled, E::Schedule) => {
                S::PublishPending
            }
            (S::PublishPending | S::Publishing, E::Start) => S::Publishing,
            (S::Publishing | S::Published, E::Complete) => S::Published,
            (S::PublishPending | S::Publishing | S::PublishPaused, E::Pause) => S::PublishPaused,
            (S::PublishPaused | S::Publishing, E::Resume) => S::Publishing,
            (
                S::PublishPending | S::Publishing | S::PublishPaused | S::PublishCanceled,
                E::Cancel,
            ) => S::PublishCanceled,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// A lesson for one payer: released, opened, finished.
    pub enum LessonState {
        Finished = "finished",
        Published = "published",
        /// Not released yet (drip).
        Pending = "pending",
        Viewed = "viewed",
        /// Left out by the seller.
        NotForPublish = "not_for_publish",
    }
}

vocabulary! {
    /// What happens to a lesson.
    pub enum LessonEvent {
        Release = "release",
        View = "view",
        Finish = "finish",
        /// The seller leaves the lesson out.
        Exclude = "exclude",
        /// The seller takes it back in (released again on schedule).
        Include = "include",
    }
}

machine!(LessonState, LessonEvent, "lesson", initial = [Pending]);

impl LessonState {
    /// Decisions: pending -> published -> viewed -> finished, and a payer
    /// may finish a lesson without a recorded view. Progress never goes
    /// back: viewing a finished lesson, or a release of an opened one,
    /// changes nothing. A seller may leave out a lesson only before a
    /// payer opened it, so no progress is lost.
    fn rule(self, event: LessonEvent) -> Rule<Self> {
        use LessonEvent as E;
        use LessonState as S;
        let to = match (self, event) {
            (S::Pending | S::Published, E::Release) => S::Published,
            (S::Viewed | S::Finished, E::Release) => self,
            (S::Published | S::Viewed, E::View) => S::Viewed,
            (S::Finished, E::View) => S::Finished,
            (S::Published | S::Viewed | S::Finished, E::Finish) => S::Finished,
            (S::Pending | S::Published | S::NotForPublish, E::Exclude) => S::NotForPublish,
            (S::NotForPublish | S::Pending, E::Include) => S::Pending,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// The review state of a seller's product.
    pub enum ReviewStatus {
        /// Released without review; the review fee applies.
        Free = "free",
        Reviewed = "reviewed",
        InReview = "in_review",
        Rejected = "rejected",
        /// Not submitted.
        NotForReview = "not_for_review",
        /// Released without review and without the fee.
        FreeWithoutFee = "free_without_fee",
    }
}

vocabulary! {
    /// What happens in a review.
    pub enum ReviewEvent {
        /// The seller submits, or submits again after a change.
        Submit = "submit",
        Approve = "approve",
        Reject = "reject",
        /// An admin releases the product without review.
        Exempt = "exempt",
        ExemptWithoutFee = "exempt_without_fee",
    }
}

machine!(
    ReviewStatus,
    ReviewEvent,
    "review",
    initial = [NotForReview]
);

impl ReviewStatus {
    /// Decisions: the seller submits (first time, after a rejection, or
    /// after changing a reviewed product); approving, rejecting and the two
    /// exemptions are admin decisions, taken before or during a review. An
    /// exempt product stays exempt.
    fn rule(self, event: ReviewEvent) -> Rule<Self> {
        use ReviewEvent as E;
        use ReviewStatus as S;
        match (self, event) {
            (S::NotForReview | S::InReview | S::Reviewed | S::Rejected, E::Submit) => {
                Rule::To(S::InReview)
            }
            (S::InReview | S::Reviewed, E::Approve) => Rule::AdminTo(S::Reviewed),
            (S::InReview | S::Rejected, E::Reject) => Rule::AdminTo(S::Rejected),
            (S::NotForReview | S::InReview | S::Free, E::Exempt) => Rule::AdminTo(S::Free),
            (S::NotForReview | S::InReview | S::FreeWithoutFee, E::ExemptWithoutFee) => {
                Rule::AdminTo(S::FreeWithoutFee)
            }
            _ => Rule::Refused,
        }
    }
}

vocabulary! {
    /// An event ticket.
    pub enum PaymentTicketState {
        Used = "used",
        Unused = "unused",
        Refunded = "refunded",
        Expired = "expired",
        Invalidated = "invalidated",
    }
}

vocabulary! {
    /// What happens to a ticket.
    pub enum PaymentTicketEvent {
        /// Scanned at the entrance.
        CheckIn = "check_in",
        Refund = "refund",
        /// The event is over.
        Expire = "expire",
        /// Voided by the seller (a cancelled event, a ticket upgrade, a
        /// chargeback).
        Invalidate = "invalidate",
    }
}

machine!(
    PaymentTicketState,
    PaymentTicketEvent,
    "payment_ticket",
    initial = [Unused]
);

impl PaymentTicketState {
    /// Decisions: only an unused ticket is checked in, refunded, voided or
    /// expires. **A second check-in is refused, not idempotent**: the door
    /// must see the double scan of a shared ticket. A used ticket is not
    /// refunded through the ticket (the order's refund covers it); a voided
    /// one may still be refunded (cancelled event). The end of the event is
    /// absorbed by every other state, and voiding by a refunded one.
    fn rule(self, event: PaymentTicketEvent) -> Rule<Self> {
        use PaymentTicketEvent as E;
        use PaymentTicketState as S;
        let to = match (self, event) {
            (S::Unused, E::CheckIn) => S::Used,
            (S::Unused | S::Invalidated | S::Refunded, E::Refund) => S::Refunded,
            (S::Unused, E::Expire) => S::Expired,
            (S::Used | S::Refunded | S::Expired | S::Invalidated, E::Expire) => self,
            (S::Unused | S::Invalidated, E::Invalidate) => S::Invalidated,
            (S::Refunded, E::Invalidate) => S::Refunded,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// A seller's webhook endpoint.
    pub enum WebhookEndpointState {
        Active = "active",
        Inactive = "inactive",
        /// Paused by us after repeated failed deliveries.
        Paused = "paused",
    }
}

vocabulary! {
    /// What happens to a webhook endpoint.
    pub enum WebhookEndpointEvent {
        Activate = "activate",
        Deactivate = "deactivate",
        /// Deliveries keep failing.
        Pause = "pause",
    }
}

machine!(
    WebhookEndpointState,
    WebhookEndpointEvent,
    "webhook_endpoint",
    initial = [Active]
);

impl WebhookEndpointState {
    /// Decisions: the seller switches an endpoint on and off; we pause an
    /// active one whose deliveries keep failing (as Stripe disables a
    /// failing endpoint) and the seller re-activates or switches it off.
    /// An inactive endpoint is not paused: nothing is delivered to it.
    fn rule(self, event: WebhookEndpointEvent) -> Rule<Self> {
        use WebhookEndpointEvent as E;
        use WebhookEndpointState as S;
        let to = match (self, event) {
            (_, E::Activate) => S::Active,
            (_, E::Deactivate) => S::Inactive,
            (S::Active | S::Paused, E::Pause) => S::Paused,
            (S::Inactive, E::Pause) => return Rule::Refused,
        };
        Rule::To(to)
    }
}

#[cfg(test)]
mod tests {
    use super::super::table::{check, check_names};
    use super::super::{Actor, Refusal};
    use super::*;

    #[test]
    fn names_follow_the_spec() {
        check_names::<AffiliateNodeState>("requested, accepted, rejected, canceled");
        check_names::<MarketplaceProductState>(
            "published, publish_pending, in_review, rejected, revoked, unpublished, \
             admin_unpublished",
        );
        check_names::<CoursePublishState>(
            "publish_paused, publishing, publish_canceled, published, publish_pending",
        );
        check_names::<LessonState>("finished, published, pending, viewed, not_for_publish");
        check_names::<ReviewStatus>(
            "free, reviewed, in_review, rejected, not_for_review, free_without_fee",
        );
        check_names::<PaymentTicketState>("used, unused, refunded, expired, invalidated");
        check_names::<WebhookEndpointState>("active, inactive, paused");
    }

    #[test]
    fn affiliate_node_table() {
        check::<AffiliateNodeState>(&[
            (
                "requested",
                "request>requested accept>accepted reject>rejected cancel>canceled",
            ),
            (
                "accepted",
                "request>accepted accept>accepted cancel>canceled",
            ),
            ("rejected", "request>requested reject>rejected"),
            ("canceled", "request>requested cancel>canceled"),
        ]);
    }

    #[test]
    fn marketplace_product_table() {
        check::<MarketplaceProductState>(&[
            (
                "published",
                "approve!>published unpublish>unpublished revoke!>revoked \
                 admin_unpublish!>admin_unpublished admin_republish!>published",
            ),
            (
                "publish_pending",
                "submit>publish_pending start_review!>in_review approve!>published \
                 reject!>rejected unpublish>unpublished",
            ),
            (
                "in_review",
                "submit>in_review start_review!>in_review approve!>published reject!>rejected \
                 unpublish>unpublished",
            ),
            ("rejected", "submit>publish_pending reject!>rejected"),
            ("revoked", "submit>publish_pending revoke!>revoked"),
            (
                "unpublished",
                "submit>publish_pending unpublish>unpublished",
            ),
            (
                "admin_unpublished",
                "admin_unpublish!>admin_unpublished admin_republish!>published",
            ),
        ]);
    }

    #[test]
    fn course_publish_table() {
        check::<CoursePublishState>(&[
            (
                "publish_paused",
                "pause>publish_paused resume>publishing cancel>publish_canceled",
            ),
            (
                "publishing",
                "start>publishing complete>published pause>publish_paused resume>publishing \
                 cancel>publish_canceled",
            ),
            (
                "publish_canceled",
                "schedule>publish_pending cancel>publish_canceled",
            ),
            ("published", "schedule>publish_pending complete>published"),
            (
                "publish_pending",
                "schedule>publish_pending start>publishing pause>publish_paused \
                 cancel>publish_canceled",
            ),
        ]);
    }

    #[test]
    fn lesson_table() {
        check::<LessonState>(&[
            ("finished", "release>finished view>finished finish>finished"),
            (
                "published",
                "release>published view>viewed finish>finished exclude>not_for_publish",
            ),
            (
                "pending",
                "release>published exclude>not_for_publish include>pending",
            ),
            ("viewed", "release>viewed view>viewed finish>finished"),
            ("not_for_publish", "exclude>not_for_publish include>pending"),
        ]);
    }

    #[test]
    fn review_table() {
        check::<ReviewStatus>(&[
            ("free", "exempt!>free"),
            ("reviewed", "submit>in_review approve!>reviewed"),
            (
                "in_review",
                "submit>in_review approve!>reviewed reject!>rejected exempt!>free \
                 exempt_without_fee!>free_without_fee",
            ),
            ("rejected", "submit>in_review reject!>rejected"),
            (
                "not_for_review",
                "submit>in_review exempt!>free exempt_without_fee!>free_without_fee",
            ),
            ("free_without_fee", "exempt_without_fee!>free_without_fee"),
        ]);
    }

    #[test]
    fn payment_ticket_table() {
        check::<PaymentTicketState>(&[
            ("used", "expire>used"),
            (
                "unused",
                "check_in>used refund>refunded expire>expired invalidate>invalidated",
            ),
            (
                "refunded",
                "refund>refunded expire>refunded invalidate>refunded",
            ),
            ("expired", "expire>expired"),
            (
                "invalidated",
                "refund>refunded expire>invalidated invalidate>invalidated",
            ),
        ]);
    }

    #[test]
    fn webhook_endpoint_table() {
        check::<WebhookEndpointState>(&[
            ("active", "activate>active deactivate>inactive pause>paused"),
            ("inactive", "activate>active deactivate>inactive"),
            ("paused", "activate>active deactivate>inactive pause>paused"),
        ]);
    }

    #[test]
    fn a_second_check_in_is_refused() {
        let used = PaymentTicketState::Unused
            .apply(PaymentTicketEvent::CheckIn)
            .unwrap();
        let err = used.apply(PaymentTicketEvent::CheckIn).unwrap_err();
        assert_eq!(err.code(), "transition_not_allowed");
    }

    #[test]
    fn only_admins_approve_a_marketplace_listing() {
        let pending = MarketplaceProductState::Unpublished
            .apply(MarketplaceProductEvent::Submit)
            .unwrap();
        let err = pending.apply(MarketplaceProductEvent::Approve).unwrap_err();
        assert_eq!(err.refusal, Refusal::AdminOnly);
        assert_eq!(
            pending.apply_as(MarketplaceProductEvent::Approve, Actor::Admin),
            Ok(MarketplaceProductState::Published)
        );
    }
}
