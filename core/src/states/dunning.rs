//! Money going out (payouts, cashouts) and money being chased (dunning).

#![allow(clippy::match_same_arms)] // one arm per source state reads as the table

use super::{Rule, machine, vocabulary};

vocabulary! {
    /// A payout of a balance to a bank account.
    pub enum PayoutState {
        Pending = "pending",
        /// Sent to the bank.
        Issued = "issued",
        Successful = "successful",
        Canceled = "canceled",
    }
}

vocabulary! {
    /// What happens to a payout.
    pub enum PayoutEvent {
        Issue = "issue",
        /// The bank confirms.
        Succeed = "succeed",
        /// Stopped before it was sent.
        Cancel = "cancel",
        /// The bank sent it back; the amount returns to the balance.
        Return = "return",
    }
}

machine!(PayoutState, PayoutEvent, "payout", initial = [Pending]);

impl PayoutState {
    /// Decisions: pending -> issued -> successful. Only a pending payout is
    /// canceled (money in flight cannot be recalled); an issued or even a
    /// confirmed payout may come back from the bank (a closed account, as
    /// Stripe's paid -> failed), which cancels it. A stale `issue` after
    /// the confirmation is absorbed.
    fn rule(self, event: PayoutEvent) -> Rule<Self> {
        use PayoutEvent as E;
        use PayoutState as S;
        let to = match (self, event) {
            (S::Pending | S::Issued, E::Issue) => S::Issued,
            (S::Successful, E::Issue) => S::Successful,
            (S::Issued | S::Successful, E::Succeed) => S::Successful,
            (S::Pending | S::Canceled, E::Cancel) => S::Canceled,
            (S::Issued | S::Successful | S::Canceled, E::Return) => S::Canceled,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// A cashout of an external balance.
    pub enum CashoutState {
        Successful = "successful",
        Pending = "pending",
        Canceled = "canceled",
    }
}

vocabulary! {
    /// What happens to a cashout.
    pub enum CashoutEvent {
        Succeed = "succeed",
        Cancel = "cancel",
    }
}

machine!(CashoutState, CashoutEvent, "cashout", initial = [Pending]);

impl CashoutState {
    /// Decisions: a pending cashout succeeds or is canceled; both are final.
    fn rule(self, event: CashoutEvent) -> Rule<Self> {
        use CashoutEvent as E;
        use CashoutState as S;
        let to = match (self, event) {
            (S::Pending | S::Successful, E::Succeed) => S::Successful,
            (S::Pending | S::Canceled, E::Cancel) => S::Canceled,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// The status of a dunning case.
    pub enum DunningStatus {
        InProgress = "in_progress",
        /// Ended; the outcome says how ([`DunningOutcome`]).
        Completed = "completed",
        /// Not pursued (the feature is off, the amount too small).
        Skipped = "skipped",
    }
}

vocabulary! {
    /// What happens to a dunning case.
    pub enum DunningStatusEvent {
        Complete = "complete",
        Skip = "skip",
    }
}

machine!(
    DunningStatus,
    DunningStatusEvent,
    "dunning_status",
    initial = [InProgress]
);

impl DunningStatus {
    /// Decisions: a case in progress is completed (with an outcome) or
    /// skipped; both are final, a new debt opens a new case.
    fn rule(self, event: DunningStatusEvent) -> Rule<Self> {
        use DunningStatus as S;
        use DunningStatusEvent as E;
        let to = match (self, event) {
            (S::InProgress | S::Completed, E::Complete) => S::Completed,
            (S::InProgress | S::Skipped, E::Skip) => S::Skipped,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// How a completed dunning case ended. Not a machine: it is set once,
    /// with [`DunningStatusEvent::Complete`].
    pub enum DunningOutcome {
        Collected = "collected",
        NotCollected = "not_collected",
        ManuallyResolvedDunning = "manually_resolved_dunning",
        ManuallyResolvedInkasso = "manually_resolved_inkasso",
        PartiallyCollected = "partially_collected",
    }
}

vocabulary! {
    /// The stage of a dunning case.
    pub enum DunningStage {
        NotReadyForInkasso = "not_ready_for_inkasso",
        ReadyForInkasso = "ready_for_inkasso",
        InInkasso = "in_inkasso",
        PreCourt = "pre_court",
        /// Admins only.
        Court = "court",
        /// Admins only.
        PostCourt = "post_court",
        /// No court procedure; admins only.
        No = "no",
    }
}

vocabulary! {
    /// What moves a dunning case between stages.
    pub enum DunningStageEvent {
        /// Reminders are exhausted and the buyer's data is complete.
        MarkReady = "mark_ready",
        /// Data is missing after all.
        MarkNotReady = "mark_not_ready",
        /// Handed to the collection agency.
        HandOver = "hand_over",
        /// The agency reports its pre-court stage.
        EscalatePreCourt = "escalate_pre_court",
        FileCourt = "file_court",
        ConcludeCourt = "conclude_court",
        /// An admin decides against a court procedure.
        NoCourt = "no_court",
    }
}

machine!(
    DunningStage,
    DunningStageEvent,
    "dunning_stage",
    initial = [NotReadyForInkasso]
);

impl DunningStage {
    /// Decisions: the stages run in the spec's order, readiness may be
    /// withdrawn before the hand-over, and the stages the spec reserves for
    /// admins (court, `post_court`, no) are entered only by an admin: filing
    /// at court from pre-court, concluding it, or deciding against court
    /// from in-inkasso or pre-court. Nothing goes back once with the agency.
    fn rule(self, event: DunningStageEvent) -> Rule<Self> {
        use DunningStage as S;
        use DunningStageEvent as E;
        match (self, event) {
            (S::NotReadyForInkasso | S::ReadyForInkasso, E::MarkReady) => {
                Rule::To(S::ReadyForInkasso)
            }
            (S::NotReadyForInkasso | S::ReadyForInkasso, E::MarkNotReady) => {
                Rule::To(S::NotReadyForInkasso)
            }
            (S::ReadyForInkasso | S::InInkasso, E::HandOver) => Rule::To(S::InInkasso),
            (S::InInkasso | S::PreCourt, E::EscalatePreCourt) => Rule::To(S::PreCourt),
            (S::PreCourt | S::Court, E::FileCourt) => Rule::AdminTo(S::Court),
            (S::Court | S::PostCourt, E::ConcludeCourt) => Rule::AdminTo(S::PostCourt),
            (S::InInkasso | S::PreCourt | S::No, E::NoCourt) => Rule::AdminTo(S::No),
            _ => Rule::Refused,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::table::{check, check_names};
    use super::super::{Actor, Refusal};
    use super::*;

    #[test]
    fn names_follow_the_spec() {
        check_names::<PayoutState>("pending, issued, successful, canceled");
        check_names::<CashoutState>("successful, pending, canceled");
        check_names::<DunningStatus>("in_progress, completed, skipped");
        check_names::<DunningStage>(
            "not_ready_for_inkasso, ready_for_inkasso, in_inkasso, pre_court, court, \
             post_court, no",
        );
        let outcomes: Vec<&str> = DunningOutcome::ALL.iter().map(|o| o.name()).collect();
        assert_eq!(
            outcomes,
            [
                "collected",
                "not_collected",
                "manually_resolved_dunning",
                "manually_resolved_inkasso",
                "partially_collected"
            ]
        );
        for o in DunningOutcome::ALL {
            assert_eq!(serde_json::to_value(o).unwrap(), o.name());
        }
    }

    #[test]
    fn payout_table() {
        check::<PayoutState>(&[
            ("pending", "issue>issued cancel>canceled"),
            ("issued", "issue>issued succeed>successful return>canceled"),
            (
                "successful",
                "issue>successful succeed>successful return>canceled",
            ),
            ("canceled", "cancel>canceled return>canceled"),
        ]);
    }

    #[test]
    fn cashout_table() {
        check::<CashoutState>(&[
            ("successful", "succeed>successful"),
            ("pending", "succeed>successful cancel>canceled"),
            ("canceled", "cancel>canceled"),
        ]);
    }

    #[test]
    fn dunning_status_table() {
        check::<DunningStatus>(&[
            ("in_progress", "complete>completed skip>skipped"),
            ("completed", "complete>completed"),
            ("skipped", "skip>skipped"),
        ]);
    }

    #[test]
    fn dunning_stage_table() {
        check::<DunningStage>(&[
            (
                "not_ready_for_inkasso",
                "mark_ready>ready_for_inkasso mark_not_ready>not_ready_for_inkasso",
            ),
            (
                "ready_for_inkasso",
                "mark_ready>ready_for_inkasso mark_not_ready>not_ready_for_inkasso \
                 hand_over>in_inkasso",
            ),
            (
                "in_inkasso",
                "hand_over>in_inkasso escalate_pre_court>pre_court no_court!>no",
            ),
            (
                "pre_court",
                "escalate_pre_court>pre_court file_court!>court no_court!>no",
            ),
            ("court", "file_court!>court conclude_court!>post_court"),
            ("post_court", "conclude_court!>post_court"),
            ("no", "no_court!>no"),
        ]);
    }

    #[test]
    fn only_admins_take_a_case_to_court() {
        let err = DunningStage::PreCourt
            .apply(DunningStageEvent::FileCourt)
            .unwrap_err();
        assert_eq!(err.refusal, Refusal::AdminOnly);
        assert_eq!(err.code(), "admin_only");
        assert_eq!(
            DunningStage::PreCourt.apply_as(DunningStageEvent::FileCourt, Actor::Admin),
            Ok(DunningStage::Court)
        );
    }
}
