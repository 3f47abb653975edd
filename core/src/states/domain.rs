//! Custom domains, their subdomain records, and generic requests: the two
//! machines the spec numbers.

#![allow(clippy::match_same_arms)] // one arm per source state reads as the table

use super::{Rule, machine, vocabulary};

vocabulary! {
    /// A seller's custom domain; stored as its number.
    pub enum DomainState {
        /// 0: the TXT record is not seen yet.
        Waiting = "waiting",
        /// 1: verified.
        Active = "active",
        /// 2: verification failed or the record disappeared.
        Error = "error",
        /// 3: verified and serving a certificate.
        ActiveWithSsl = "active_with_ssl",
    }
}

impl DomainState {
    /// The stored number: waiting 0, active 1, error 2, `active_with_ssl` 3.
    pub const fn code(self) -> u8 {
        match self {
            DomainState::Waiting => 0,
            DomainState::Active => 1,
            DomainState::Error => 2,
            DomainState::ActiveWithSsl => 3,
        }
    }

    /// The state of a stored number, `None` for an unknown one.
    pub fn from_code(code: u8) -> Option<Self> {
        Self::ALL.iter().copied().find(|s| s.code() == code)
    }
}

vocabulary! {
    /// What the domain check reports.
    pub enum DomainEvent {
        /// The TXT record is found.
        Verify = "verify",
        /// A certificate is issued (or renewed).
        IssueSsl = "issue_ssl",
        /// The check failed or the record is gone.
        Fail = "fail",
        /// The seller asks for a new check after an error.
        Recheck = "recheck",
    }
}

machine!(DomainState, DomainEvent, "domain", initial = [Waiting], {
    fn code(self) -> Option<u8> {
        Some(DomainState::code(self))
    }
});

impl DomainState {
    /// Decisions: waiting -> active -> `active_with_ssl`; any check may fail
    /// (error), and an error goes back to waiting on request or straight to
    /// active when a periodic check finds the record. A certificate needs a
    /// verified domain. A verification of a domain with a certificate keeps
    /// it.
    fn rule(self, event: DomainEvent) -> Rule<Self> {
        use DomainEvent as E;
        use DomainState as S;
        let to = match (self, event) {
            (S::Waiting | S::Active | S::Error, E::Verify) => S::Active,
            (S::ActiveWithSsl, E::Verify) => S::ActiveWithSsl,
            (S::Active | S::ActiveWithSsl, E::IssueSsl) => S::ActiveWithSsl,
            (_, E::Fail) => S::Error,
            (S::Waiting | S::Error, E::Recheck) => S::Waiting,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// The DNS record of a platform subdomain.
    pub enum SubdomainRecordState {
        Waiting = "waiting",
        /// Sent to the DNS provider.
        Submitted = "submitted",
        Deleted = "deleted",
    }
}

vocabulary! {
    /// What happens to a subdomain record.
    pub enum SubdomainRecordEvent {
        Submit = "submit",
        Delete = "delete",
    }
}

machine!(
    SubdomainRecordState,
    SubdomainRecordEvent,
    "subdomain_record",
    initial = [Waiting]
);

impl SubdomainRecordState {
    /// Decisions: waiting -> submitted; either may be deleted; deleted is
    /// final (a new subdomain is a new record).
    fn rule(self, event: SubdomainRecordEvent) -> Rule<Self> {
        use SubdomainRecordEvent as E;
        use SubdomainRecordState as S;
        match (self, event) {
            (S::Waiting | S::Submitted, E::Submit) => Rule::To(S::Submitted),
            (_, E::Delete) => Rule::To(S::Deleted),
            (S::Deleted, E::Submit) => Rule::Refused,
        }
    }
}

vocabulary! {
    /// A request that someone approves; stored as its number.
    pub enum RequestState {
        /// 0
        Waiting = "waiting",
        /// 1
        Approved = "approved",
        /// 2
        Rejected = "rejected",
        /// 3
        Canceled = "canceled",
    }
}

impl RequestState {
    /// The stored number: waiting 0, approved 1, rejected 2, canceled 3.
    pub const fn code(self) -> u8 {
        match self {
            RequestState::Waiting => 0,
            RequestState::Approved => 1,
            RequestState::Rejected => 2,
            RequestState::Canceled => 3,
        }
    }

    /// The state of a stored number, `None` for an unknown one.
    pub fn from_code(code: u8) -> Option<Self> {
        Self::ALL.iter().copied().find(|s| s.code() == code)
    }
}

vocabulary! {
    /// What happens to a request.
    pub enum RequestEvent {
        Approve = "approve",
        Reject = "reject",
        /// The requester withdraws it.
        Cancel = "cancel",
    }
}

machine!(
    RequestState,
    RequestEvent,
    "request",
    initial = [Waiting],
    {
        fn code(self) -> Option<u8> {
            Some(RequestState::code(self))
        }
    }
);

impl RequestState {
    /// Decisions: a waiting request is approved, rejected or withdrawn, and
    /// each answer is final (a new request is a new record).
    fn rule(self, event: RequestEvent) -> Rule<Self> {
        use RequestEvent as E;
        use RequestState as S;
        let to = match (self, event) {
            (S::Waiting | S::Approved, E::Approve) => S::Approved,
            (S::Waiting | S::Rejected, E::Reject) => S::Rejected,
            (S::Waiting | S::Canceled, E::Cancel) => S::Canceled,
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
        check_names::<DomainState>("waiting, active, error, active_with_ssl");
        check_names::<SubdomainRecordState>("waiting, submitted, deleted");
        check_names::<RequestState>("waiting, approved, rejected, canceled");
    }

    #[test]
    fn numeric_codes_round_trip() {
        let domain: Vec<(u8, &str)> = DomainState::ALL
            .iter()
            .map(|s| (s.code(), s.name()))
            .collect();
        assert_eq!(
            domain,
            [
                (0, "waiting"),
                (1, "active"),
                (2, "error"),
                (3, "active_with_ssl")
            ]
        );
        let request: Vec<(u8, &str)> = RequestState::ALL
            .iter()
            .map(|s| (s.code(), s.name()))
            .collect();
        assert_eq!(
            request,
            [
                (0, "waiting"),
                (1, "approved"),
                (2, "rejected"),
                (3, "canceled")
            ]
        );
        for code in 0..=u8::MAX {
            match DomainState::from_code(code) {
                Some(s) => assert_eq!(s.code(), code),
                None => assert!(code > 3),
            }
            match RequestState::from_code(code) {
                Some(s) => assert_eq!(s.code(), code),
                None => assert!(code > 3),
            }
        }
    }

    #[test]
    fn domain_table() {
        check::<DomainState>(&[
            ("waiting", "verify>active fail>error recheck>waiting"),
            (
                "active",
                "verify>active issue_ssl>active_with_ssl fail>error",
            ),
            ("error", "verify>active fail>error recheck>waiting"),
            (
                "active_with_ssl",
                "verify>active_with_ssl issue_ssl>active_with_ssl fail>error",
            ),
        ]);
    }

    #[test]
    fn subdomain_record_table() {
        check::<SubdomainRecordState>(&[
            ("waiting", "submit>submitted delete>deleted"),
            ("submitted", "submit>submitted delete>deleted"),
            ("deleted", "delete>deleted"),
        ]);
    }

    #[test]
    fn request_table() {
        check::<RequestState>(&[
            (
                "waiting",
                "approve>approved reject>rejected cancel>canceled",
            ),
            ("approved", "approve>approved"),
            ("rejected", "reject>rejected"),
            ("canceled", "cancel>canceled"),
        ]);
    }
}
