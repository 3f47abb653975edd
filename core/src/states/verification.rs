//! Knowing the seller: bank accounts, their admin legitimation, the
//! legitimation review and its steps, and identity documents.

#![allow(clippy::match_same_arms)] // one arm per source state reads as the table

use super::{Rule, machine, vocabulary};

vocabulary! {
    /// A seller's or publisher's bank account.
    pub enum BankAccountState {
        /// Complete, not sent for verification yet.
        NotSent = "not_sent",
        /// Sent, waiting for the admin or the provider.
        Waiting = "waiting",
        Activated = "activated",
        Deactivated = "deactivated",
        Rejected = "rejected",
        /// Sending failed.
        Error = "error",
        /// Created, data incomplete.
        InitState = "init_state",
    }
}

vocabulary! {
    /// What happens to a bank account.
    pub enum BankAccountEvent {
        /// The holder's data is complete.
        Complete = "complete",
        Send = "send",
        Activate = "activate",
        Reject = "reject",
        Fail = "fail",
        Deactivate = "deactivate",
        /// The holder changes the account's data.
        Edit = "edit",
    }
}

machine!(
    BankAccountState,
    BankAccountEvent,
    "bank_account",
    initial = [InitState]
);

impl BankAccountState {
    /// Decisions: init -> `not_sent` -> waiting -> activated. Activating and
    /// rejecting are admin decisions (admins review bank accounts); the
    /// holder may deactivate an active account. Changing the data of a
    /// sent, active, deactivated, rejected or failed account sends it back
    /// to `not_sent`, so it is verified again; a failed send may be retried.
    fn rule(self, event: BankAccountEvent) -> Rule<Self> {
        use BankAccountEvent as E;
        use BankAccountState as S;
        match (self, event) {
            (S::InitState | S::NotSent, E::Complete) => Rule::To(S::NotSent),
            (S::NotSent | S::Waiting | S::Error, E::Send) => Rule::To(S::Waiting),
            (S::NotSent | S::Waiting | S::Error, E::Fail) => Rule::To(S::Error),
            (S::Waiting | S::Activated | S::Deactivated, E::Activate) => {
                Rule::AdminTo(S::Activated)
            }
            (S::Waiting | S::Rejected, E::Reject) => Rule::AdminTo(S::Rejected),
            (S::Activated | S::Deactivated, E::Deactivate) => Rule::To(S::Deactivated),
            (
                S::NotSent | S::Waiting | S::Activated | S::Deactivated | S::Rejected | S::Error,
                E::Edit,
            ) => Rule::To(S::NotSent),
            _ => Rule::Refused,
        }
    }
}

vocabulary! {
    /// An admin's legitimation of a bank account.
    pub enum BankLegitimationState {
        /// Submitted, waiting for the admin.
        Init = "init",
        /// The admin asked for changes.
        Change = "change",
        Accepted = "accepted",
        Rejected = "rejected",
    }
}

vocabulary! {
    /// What happens to a bank-account legitimation.
    pub enum BankLegitimationEvent {
        Accept = "accept",
        Reject = "reject",
        RequestChange = "request_change",
        /// The holder submits the changed data.
        Resubmit = "resubmit",
    }
}

machine!(
    BankLegitimationState,
    BankLegitimationEvent,
    "bank_legitimation",
    initial = [Init]
);

impl BankLegitimationState {
    /// Decisions: the admin accepts, rejects or asks for changes; the
    /// holder resubmits a change; an admin may reopen an accepted one by
    /// asking for changes. A rejection is final.
    fn rule(self, event: BankLegitimationEvent) -> Rule<Self> {
        use BankLegitimationEvent as E;
        use BankLegitimationState as S;
        match (self, event) {
            (S::Init | S::Accepted, E::Accept) => Rule::AdminTo(S::Accepted),
            (S::Init | S::Rejected, E::Reject) => Rule::AdminTo(S::Rejected),
            (S::Init | S::Change | S::Accepted, E::RequestChange) => Rule::AdminTo(S::Change),
            (S::Change | S::Init, E::Resubmit) => Rule::To(S::Init),
            _ => Rule::Refused,
        }
    }
}

vocabulary! {
    /// The review of a seller's legitimation.
    pub enum LegitimationReviewState {
        /// Changes are needed (asked by the admin, or the seller edits).
        Change = "change",
        InReview = "in_review",
        Reviewed = "reviewed",
        /// Nothing submitted yet.
        Init = "init",
        /// Submitted, waiting for review.
        Requested = "requested",
        /// The data does not match the documents.
        DataMismatch = "data_mismatch",
    }
}

vocabulary! {
    /// What happens in a legitimation review.
    pub enum LegitimationReviewEvent {
        /// The seller submits.
        Request = "request",
        StartReview = "start_review",
        Approve = "approve",
        RequestChange = "request_change",
        /// The automatic comparison finds a mismatch.
        FlagMismatch = "flag_mismatch",
        /// The seller changes reviewed data.
        Edit = "edit",
    }
}

machine!(
    LegitimationReviewState,
    LegitimationReviewEvent,
    "legitimation_review",
    initial = [Init]
);

impl LegitimationReviewState {
    /// Decisions: init -> requested -> `in_review` -> reviewed; reviewing,
    /// approving and asking for changes are admin decisions; a mismatch is
    /// flagged by the automatic comparison while submitted or in review. A
    /// change or mismatch is resubmitted (`request`); editing reviewed
    /// data needs a new review.
    fn rule(self, event: LegitimationReviewEvent) -> Rule<Self> {
        use LegitimationReviewEvent as E;
        use LegitimationReviewState as S;
        match (self, event) {
            (S::Init | S::Requested | S::Change | S::DataMismatch, E::Request) => {
                Rule::To(S::Requested)
            }
            (S::Requested | S::InReview, E::StartReview) => Rule::AdminTo(S::InReview),
            (S::InReview | S::Reviewed, E::Approve) => Rule::AdminTo(S::Reviewed),
            (S::InReview | S::Change, E::RequestChange) => Rule::AdminTo(S::Change),
            (S::Requested | S::InReview | S::DataMismatch, E::FlagMismatch) => {
                Rule::To(S::DataMismatch)
            }
            (S::Reviewed | S::Change, E::Edit) => Rule::To(S::Change),
            _ => Rule::Refused,
        }
    }
}

vocabulary! {
    /// The legitimation wizard's steps, then its provider statuses.
    pub enum LegitimationStep {
        HeadQuarter = "head_quarter",
        LegalRepresentative = "legal_representative",
        Documents = "documents",
        /// Ultimate beneficial owners (entities).
        Ubo = "ubo",
        Requested = "requested",
        InReview = "in_review",
        Change = "change",
        Registered = "registered",
        Legitimated = "legitimated",
        Rejected = "rejected",
    }
}

vocabulary! {
    /// What moves a legitimation along.
    pub enum LegitimationStepEvent {
        Next = "next",
        Back = "back",
        Submit = "submit",
        StartReview = "start_review",
        RequestChange = "request_change",
        Register = "register",
        Legitimate = "legitimate",
        Reject = "reject",
    }
}

machine!(
    LegitimationStep,
    LegitimationStepEvent,
    "legitimation_step",
    initial = [HeadQuarter]
);

impl LegitimationStep {
    /// Decisions: the wizard runs `head_quarter` -> `legal_representative` ->
    /// documents -> ubo with `next`/`back`; it is submitted from ubo, or
    /// from documents (a natural person has no beneficial owners). The
    /// provider then reviews (`start_review`), registers and legitimates,
    /// asks for changes (resubmitted with `submit`) or rejects (final).
    fn rule(self, event: LegitimationStepEvent) -> Rule<Self> {
        use LegitimationStep as S;
        use LegitimationStepEvent as E;
        let to = match (self, event) {
            (S::HeadQuarter, E::Next) => S::LegalRepresentative,
            (S::LegalRepresentative, E::Next) => S::Documents,
            (S::Documents, E::Next) => S::Ubo,
            (S::LegalRepresentative, E::Back) => S::HeadQuarter,
            (S::Documents, E::Back) => S::LegalRepresentative,
            (S::Ubo, E::Back) => S::Documents,
            (S::Documents | S::Ubo | S::Requested | S::Change, E::Submit) => S::Requested,
            (S::Requested | S::InReview, E::StartReview) => S::InReview,
            (S::InReview | S::Registered | S::Change, E::RequestChange) => S::Change,
            (S::InReview | S::Registered, E::Register) => S::Registered,
            (S::Registered | S::Legitimated, E::Legitimate) => S::Legitimated,
            (S::Requested | S::InReview | S::Registered | S::Rejected, E::Reject) => S::Rejected,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// An identity or company document at the payment provider. The names
    /// join two providers' vocabularies with our own (`init`, `created`,
    /// `sent`, `incomplete`).
    pub enum DocumentState {
        Accepted = "accepted",
        Expired = "expired",
        NotAccepted = "not_accepted",
        NotVerified = "not_verified",
        OnHold = "on_hold",
        Sent = "sent",
        Unreadable = "unreadable",
        WrongName = "wrong_name",
        WrongType = "wrong_type",
        Created = "created",
        /// The slot is empty.
        Init = "init",
        Refused = "refused",
        Validated = "validated",
        ValidationAsked = "validation_asked",
        Incomplete = "incomplete",
    }
}

vocabulary! {
    /// What happens to a document: the seller's upload, our sending, and the
    /// provider's verdicts.
    pub enum DocumentEvent {
        /// A file is uploaded (first, or replacing a refused or old one).
        Upload = "upload",
        Send = "send",
        AskValidation = "ask_validation",
        Hold = "hold",
        ReportNotVerified = "report_not_verified",
        Accept = "accept",
        Validate = "validate",
        NotAccept = "not_accept",
        Refuse = "refuse",
        ReportUnreadable = "report_unreadable",
        ReportWrongName = "report_wrong_name",
        ReportWrongType = "report_wrong_type",
        ReportIncomplete = "report_incomplete",
        /// The document's validity ended.
        Expire = "expire",
    }
}

machine!(DocumentState, DocumentEvent, "document", initial = [Init]);

impl DocumentState {
    /// The provider's verdict an event reports, if it is one.
    fn verdict(event: DocumentEvent) -> Option<Self> {
        use DocumentEvent as E;
        use DocumentState as S;
        Some(match event {
            E::Hold => S::OnHold,
            E::ReportNotVerified => S::NotVerified,
            E::Accept => S::Accepted,
            E::Validate => S::Validated,
            E::NotAccept => S::NotAccepted,
            E::Refuse => S::Refused,
            E::ReportUnreadable => S::Unreadable,
            E::ReportWrongName => S::WrongName,
            E::ReportWrongType => S::WrongType,
            E::ReportIncomplete => S::Incomplete,
            E::Upload | E::Send | E::AskValidation | E::Expire => return None,
        })
    }

    /// Decisions: init -> created (upload) -> sent -> `validation_asked`; the
    /// provider's verdicts arrive while the document is with it (sent,
    /// validation asked, on hold, not verified). An accepted or validated
    /// document expires; every refused, expired or accepted one may be
    /// replaced by a new upload. A verdict is final for that file: a
    /// different verdict after a final one is refused (a human looks), the
    /// same one is a duplicate. A stale `send` is absorbed while the
    /// validation is asked.
    fn rule(self, event: DocumentEvent) -> Rule<Self> {
        use DocumentEvent as E;
        use DocumentState as S;
        let with_provider = matches!(
            self,
            S::Sent | S::ValidationAsked | S::OnHold | S::NotVerified
        );
        if let Some(verdict) = Self::verdict(event) {
            return if with_provider || verdict == self {
                Rule::To(verdict)
            } else {
                Rule::Refused
            };
        }
        let to = match (self, event) {
            (S::Init | S::Created, E::Upload) => S::Created,
            (
                S::Accepted
                | S::Validated
                | S::Expired
                | S::NotAccepted
                | S::Refused
                | S::Unreadable
                | S::WrongName
                | S::WrongType
                | S::Incomplete,
                E::Upload,
            ) => S::Created,
            (S::Created | S::Sent, E::Send) => S::Sent,
            (S::ValidationAsked, E::Send) => S::ValidationAsked,
            (S::Created | S::Sent | S::ValidationAsked, E::AskValidation) => S::ValidationAsked,
            (S::Accepted | S::Validated | S::Expired, E::Expire) => S::Expired,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

#[cfg(test)]
mod tests {
    use super::super::table::{check, check_names};
    use super::*;

    #[test]
    fn names_follow_the_spec() {
        check_names::<BankAccountState>(
            "not_sent, waiting, activated, deactivated, rejected, error, init_state",
        );
        check_names::<BankLegitimationState>("init, change, accepted, rejected");
        check_names::<LegitimationReviewState>(
            "change, in_review, reviewed, init, requested, data_mismatch",
        );
        check_names::<LegitimationStep>(
            "head_quarter, legal_representative, documents, ubo, requested, in_review, change, \
             registered, legitimated, rejected",
        );
        check_names::<DocumentState>(
            "accepted, expired, not_accepted, not_verified, on_hold, sent, unreadable, \
             wrong_name, wrong_type, created, init, refused, validated, validation_asked, \
             incomplete",
        );
    }

    #[test]
    fn bank_account_table() {
        check::<BankAccountState>(&[
            (
                "not_sent",
                "complete>not_sent send>waiting fail>error edit>not_sent",
            ),
            (
                "waiting",
                "send>waiting activate!>activated reject!>rejected fail>error edit>not_sent",
            ),
            (
                "activated",
                "activate!>activated deactivate>deactivated edit>not_sent",
            ),
            (
                "deactivated",
                "activate!>activated deactivate>deactivated edit>not_sent",
            ),
            ("rejected", "reject!>rejected edit>not_sent"),
            ("error", "send>waiting fail>error edit>not_sent"),
            ("init_state", "complete>not_sent"),
        ]);
    }

    #[test]
    fn bank_legitimation_table() {
        check::<BankLegitimationState>(&[
            (
                "init",
                "accept!>accepted reject!>rejected request_change!>change resubmit>init",
            ),
            ("change", "request_change!>change resubmit>init"),
            ("accepted", "accept!>accepted request_change!>change"),
            ("rejected", "reject!>rejected"),
        ]);
    }

    #[test]
    fn legitimation_review_table() {
        check::<LegitimationReviewState>(&[
            (
                "change",
                "request>requested request_change!>change edit>change",
            ),
            (
                "in_review",
                "start_review!>in_review approve!>reviewed request_change!>change \
                 flag_mismatch>data_mismatch",
            ),
            ("reviewed", "approve!>reviewed edit>change"),
            ("init", "request>requested"),
            (
                "requested",
                "request>requested start_review!>in_review flag_mismatch>data_mismatch",
            ),
            (
                "data_mismatch",
                "request>requested flag_mismatch>data_mismatch",
            ),
        ]);
    }

    #[test]
    fn legitimation_step_table() {
        check::<LegitimationStep>(&[
            ("head_quarter", "next>legal_representative"),
            ("legal_representative", "next>documents back>head_quarter"),
            (
                "documents",
                "next>ubo back>legal_representative submit>requested",
            ),
            ("ubo", "back>documents submit>requested"),
            (
                "requested",
                "submit>requested start_review>in_review reject>rejected",
            ),
            (
                "in_review",
                "start_review>in_review request_change>change register>registered \
                 reject>rejected",
            ),
            ("change", "submit>requested request_change>change"),
            (
                "registered",
                "request_change>change register>registered legitimate>legitimated \
                 reject>rejected",
            ),
            ("legitimated", "legitimate>legitimated"),
            ("rejected", "reject>rejected"),
        ]);
    }

    #[test]
    fn document_table() {
        const VERDICTS: &str = "hold>on_hold report_not_verified>not_verified accept>accepted \
             validate>validated not_accept>not_accepted refuse>refused \
             report_unreadable>unreadable report_wrong_name>wrong_name \
             report_wrong_type>wrong_type report_incomplete>incomplete";
        let sent = format!("send>sent ask_validation>validation_asked {VERDICTS}");
        let asked = format!("send>validation_asked ask_validation>validation_asked {VERDICTS}");
        check::<DocumentState>(&[
            ("accepted", "upload>created accept>accepted expire>expired"),
            ("expired", "upload>created expire>expired"),
            ("not_accepted", "upload>created not_accept>not_accepted"),
            ("not_verified", VERDICTS),
            ("on_hold", VERDICTS),
            ("sent", &sent),
            ("unreadable", "upload>created report_unreadable>unreadable"),
            ("wrong_name", "upload>created report_wrong_name>wrong_name"),
            ("wrong_type", "upload>created report_wrong_type>wrong_type"),
            (
                "created",
                "upload>created send>sent ask_validation>validation_asked",
            ),
            ("init", "upload>created"),
            ("refused", "upload>created refuse>refused"),
            (
                "validated",
                "upload>created validate>validated expire>expired",
            ),
            ("validation_asked", &asked),
            ("incomplete", "upload>created report_incomplete>incomplete"),
        ]);
    }
}
