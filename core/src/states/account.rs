//! A seller's account: active, deactivated, deleted, with the spec's
//! deletion pre-checks as a guard inside the transition.

use serde::{Deserialize, Serialize};

use super::{Named, Rule, machine, vocabulary};

vocabulary! {
    /// A seller's account. The spec writes the states capitalised (Active,
    /// Deactivated, Deleted); on the wire they are `snake_case` like every
    /// other state.
    pub enum AccountState {
        Active = "active",
        Deactivated = "deactivated",
        Deleted = "deleted",
    }
}

vocabulary! {
    /// What stops an account's deletion (spec section 4: the deletion
    /// pre-checks), in the spec's order.
    pub enum DeletionBlocker {
        RiskyTransfers = "risky_transfers",
        ActiveOrders = "active_orders",
        UnpaidPayouts = "unpaid_payouts",
        UnpaidMonthlyInvoices = "unpaid_monthly_invoices",
    }
}

/// What the deletion pre-checks look at: counts the edge reads from the
/// database. Any count above zero blocks the deletion.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct DeletionChecks {
    pub risky_transfers: u32,
    pub active_orders: u32,
    pub unpaid_payouts: u32,
    pub unpaid_monthly_invoices: u32,
}

impl DeletionChecks {
    /// Nothing blocks.
    pub const CLEAR: DeletionChecks = DeletionChecks {
        risky_transfers: 0,
        active_orders: 0,
        unpaid_payouts: 0,
        unpaid_monthly_invoices: 0,
    };

    /// Every reason the account cannot be deleted now, in the spec's order;
    /// empty when it can (the wizard's step -1 "deletion not possible"
    /// lists these).
    pub fn blockers(&self) -> Vec<DeletionBlocker> {
        [
            (self.risky_transfers, DeletionBlocker::RiskyTransfers),
            (self.active_orders, DeletionBlocker::ActiveOrders),
            (self.unpaid_payouts, DeletionBlocker::UnpaidPayouts),
            (
                self.unpaid_monthly_invoices,
                DeletionBlocker::UnpaidMonthlyInvoices,
            ),
        ]
        .into_iter()
        .filter(|&(count, _)| count > 0)
        .map(|(_, blocker)| blocker)
        .collect()
    }
}

/// What happens to an account. `Delete` carries the pre-checks, so no
/// caller can delete without them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AccountEvent {
    Deactivate,
    Reactivate,
    Delete(DeletionChecks),
}

impl AccountEvent {
    /// Every event; `delete` with clear checks, the shape [`super::machines`]
    /// lists.
    pub const ALL: &'static [AccountEvent] = &[
        AccountEvent::Deactivate,
        AccountEvent::Reactivate,
        AccountEvent::Delete(DeletionChecks::CLEAR),
    ];

    pub const fn name(self) -> &'static str {
        match self {
            AccountEvent::Deactivate => "deactivate",
            AccountEvent::Reactivate => "reactivate",
            AccountEvent::Delete(_) => "delete",
        }
    }
}

impl Named for AccountEvent {
    const ALL: &'static [AccountEvent] = AccountEvent::ALL;
    fn name(self) -> &'static str {
        AccountEvent::name(self)
    }
}

/// An account event is written as its name; the checks are not sent.
impl Serialize for AccountEvent {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

machine!(AccountState, AccountEvent, "account", initial = [Active]);

impl AccountState {
    /// Decisions: an account is deactivated and reactivated at will, and
    /// deleted from either state when the pre-checks pass (the wizard
    /// offers deactivation as the alternative, it is not a prerequisite).
    /// Deletion is final; a repeated delete is a duplicate.
    fn rule(self, event: AccountEvent) -> Rule<Self> {
        use AccountEvent as E;
        use AccountState as S;
        match (self, event) {
            (S::Active | S::Deactivated, E::Deactivate) => Rule::To(S::Deactivated),
            (S::Active | S::Deactivated, E::Reactivate) => Rule::To(S::Active),
            (S::Active | S::Deactivated, E::Delete(checks)) => {
                let blockers = checks.blockers();
                if blockers.is_empty() {
                    Rule::To(S::Deleted)
                } else {
                    Rule::Blocked(blockers)
                }
            }
            (S::Deleted, E::Delete(_)) => Rule::To(S::Deleted),
            (S::Deleted, E::Deactivate | E::Reactivate) => Rule::Refused,
        }
    }

    /// Whether the account may be deleted now: the blockers, empty when it
    /// may (also empty for an account already deleted).
    pub fn deletion_blockers(self, checks: &DeletionChecks) -> Vec<DeletionBlocker> {
        match self.rule(AccountEvent::Delete(*checks)) {
            Rule::Blocked(blockers) => blockers,
            Rule::To(_) | Rule::AdminTo(_) | Rule::Refused => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::table::{check, check_names};
    use super::super::{Machine, Refusal, transition};
    use super::*;

    #[test]
    fn names_follow_the_spec() {
        check_names::<AccountState>("active, deactivated, deleted");
        let blockers: Vec<&str> = DeletionBlocker::ALL.iter().map(|b| b.name()).collect();
        assert_eq!(
            blockers,
            [
                "risky_transfers",
                "active_orders",
                "unpaid_payouts",
                "unpaid_monthly_invoices"
            ]
        );
    }

    #[test]
    fn account_table() {
        check::<AccountState>(&[
            (
                "active",
                "deactivate>deactivated reactivate>active delete>deleted",
            ),
            (
                "deactivated",
                "deactivate>deactivated reactivate>active delete>deleted",
            ),
            ("deleted", "delete>deleted"),
        ]);
    }

    #[test]
    fn deletion_is_blocked_with_every_reason() {
        let checks = DeletionChecks {
            risky_transfers: 1,
            active_orders: 0,
            unpaid_payouts: 2,
            unpaid_monthly_invoices: 3,
        };
        let err = AccountState::Active
            .apply(AccountEvent::Delete(checks))
            .unwrap_err();
        assert_eq!(err.code(), "deletion_blocked");
        assert_eq!(
            err.refusal,
            Refusal::DeletionBlocked(vec![
                DeletionBlocker::RiskyTransfers,
                DeletionBlocker::UnpaidPayouts,
                DeletionBlocker::UnpaidMonthlyInvoices,
            ])
        );
        assert_eq!(
            AccountState::Deactivated.deletion_blockers(&DeletionChecks {
                active_orders: 1,
                ..DeletionChecks::CLEAR
            }),
            [DeletionBlocker::ActiveOrders]
        );
        assert!(
            AccountState::Active
                .deletion_blockers(&DeletionChecks::CLEAR)
                .is_empty()
        );
        assert_eq!(
            AccountState::Deactivated.apply(AccountEvent::Delete(DeletionChecks::CLEAR)),
            Ok(AccountState::Deleted)
        );
        // A repeated delete of a deleted account is a duplicate.
        assert_eq!(
            AccountState::Deleted.apply(AccountEvent::Delete(checks)),
            Ok(AccountState::Deleted)
        );
        // By name the checks are assumed clear (a preview for the browser).
        assert_eq!(
            transition("account", "active", "delete").as_deref(),
            Ok("deleted")
        );
        assert!(AccountState::Deleted.is_terminal());
        assert!(!<AccountState as Machine>::is_terminal(
            AccountState::Active
        ));
    }
}
