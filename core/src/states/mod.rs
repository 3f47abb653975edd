//! The state machines of spec section 4, one enum of states and one of
//! business events per machine, stepped by `apply(self, event)`.
//!
//! The spec names the states and leaves the transitions out ("Allowed
//! transitions between business states are not shown except where stated");
//! every transition here is our decision, written beside its machine and
//! pinned by a test of the whole state x event table.
//!
//! Rules shared by every machine:
//! - **Duplicates are idempotent.** Providers deliver webhooks at least once:
//!   an event repeated on the state it leads to answers `Ok(same state)`, so
//!   a consumer can apply whatever arrives without first asking whether it
//!   has seen it. The exceptions are written beside their machine (a second
//!   scan of a used ticket is refused: that double scan is the signal).
//! - **Stale events are absorbed where they can no longer be true.** An event
//!   that describes an earlier step (a provider's "processing" after its
//!   "succeeded") answers `Ok(same state)` in the later states listed beside
//!   each machine, so out-of-order delivery never moves a state backwards.
//! - **Terminal states** accept no event that leads elsewhere; they may
//!   still answer a duplicate with `Ok(same)`.
//! - **Actors.** Where the spec reserves a step for admins (dunning stages
//!   court, post-court and no; reviews of products, bank accounts and
//!   legitimations), `apply` refuses it with `admin_only` and
//!   [`apply_as`](PaymentState::apply_as) with [`Actor::Admin`] allows it.
//!
//! [`machines`] is the data face of the same `apply` functions for the
//! browser and for tables, derived by trying every state with every event, and
//! [`transition`] steps a machine by names (for wasm).

mod account;
mod domain;
mod dunning;
mod payment;
mod publishing;
mod verification;

use serde::{Deserialize, Serialize};

use crate::problem::Problem;

pub use account::{AccountEvent, AccountState, DeletionBlocker, DeletionChecks};
pub use domain::{
    DomainEvent, DomainState, RequestEvent, RequestState, SubdomainRecordEvent,
    SubdomainRecordState,
};
pub use dunning::{
    CashoutEvent, CashoutState, DunningOutcome, DunningStage, DunningStageEvent, DunningStatus,
    DunningStatusEvent, PayoutEvent, PayoutState,
};
pub use payment::{
    OrderEvent, OrderRateEvent, OrderRateState, OrderState, PaymentEvent, PaymentGroup,
    PaymentLogEvent, PaymentLogState, PaymentState,
};
pub use publishing::{
    AffiliateNodeEvent, AffiliateNodeState, CoursePublishEvent, CoursePublishState, LessonEvent,
    LessonState, MarketplaceProductEvent, MarketplaceProductState, PaymentTicketEvent,
    PaymentTicketState, ReviewEvent, ReviewStatus, WebhookEndpointEvent, WebhookEndpointState,
};
pub use verification::{
    BankAccountEvent, BankAccountState, BankLegitimationEvent, BankLegitimationState,
    DocumentEvent, DocumentState, LegitimationReviewEvent, LegitimationReviewState,
    LegitimationStep, LegitimationStepEvent,
};

/// Who asks for a transition, where a machine cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Actor {
    /// The seller, the payer, a provider's webhook or a scheduled job.
    User,
    /// A manager or admin of the platform.
    Admin,
}

/// Why a transition was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The machine has no such step from this state.
    NotAllowed,
    /// The step exists but only an admin may take it.
    AdminOnly,
    /// The account cannot be deleted yet, for these reasons.
    DeletionBlocked(Vec<DeletionBlocker>),
}

/// A refused transition: which machine, from which state, on which event.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{machine}: `{event}` is not allowed in state `{from}` ({})", self.code())]
pub struct TransitionError {
    pub machine: &'static str,
    pub from: &'static str,
    pub event: &'static str,
    pub refusal: Refusal,
}

impl TransitionError {
    /// The stable machine code: `transition_not_allowed`, `admin_only` or
    /// `deletion_blocked`.
    pub fn code(&self) -> &'static str {
        match self.refusal {
            Refusal::NotAllowed => "transition_not_allowed",
            Refusal::AdminOnly => "admin_only",
            Refusal::DeletionBlocked(_) => "deletion_blocked",
        }
    }
}

/// A closed vocabulary with stable `snake_case` names: the states and the
/// events of every machine.
pub trait Named: Copy + Eq + std::fmt::Debug + 'static {
    /// Every value, in the spec's order.
    const ALL: &'static [Self];
    /// The name on the wire, equal to the serde name.
    fn name(self) -> &'static str;
    /// The value of a name, `None` for an unknown one.
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.name() == name)
    }
}

/// What a machine's rule says about one state and one event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule<S> {
    /// Anyone may take this step.
    To(S),
    /// Only an admin may take this step.
    AdminTo(S),
    /// No such step.
    Refused,
    /// The step exists but a guard blocks it now.
    Blocked(Vec<DeletionBlocker>),
}

/// One state machine: its states are `Self`, its events `Self::Event`.
pub trait Machine: Named {
    type Event: Named;
    /// The machine's name in [`machines`] and [`transition`].
    const MACHINE: &'static str;
    /// Where a new record starts.
    const INITIAL: &'static [Self];

    /// The transition rule, the one place a machine's steps are written.
    fn rule(self, event: Self::Event) -> Rule<Self>;

    /// The numeric code of a state, for the machines the spec numbers.
    fn code(self) -> Option<u8> {
        None
    }

    /// Applies `event` on behalf of `actor`.
    fn step(self, event: Self::Event, actor: Actor) -> Result<Self, TransitionError> {
        let refusal = match (self.rule(event), actor) {
            (Rule::To(to), _) | (Rule::AdminTo(to), Actor::Admin) => return Ok(to),
            (Rule::AdminTo(_), Actor::User) => Refusal::AdminOnly,
            (Rule::Refused, _) => Refusal::NotAllowed,
            (Rule::Blocked(reasons), _) => Refusal::DeletionBlocked(reasons),
        };
        Err(TransitionError {
            machine: Self::MACHINE,
            from: self.name(),
            event: event.name(),
            refusal,
        })
    }

    /// No event leads from this state to another one.
    fn is_terminal(self) -> bool {
        Self::Event::ALL.iter().all(|&e| match self.rule(e) {
            Rule::To(to) | Rule::AdminTo(to) => to == self,
            Rule::Refused | Rule::Blocked(_) => true,
        })
    }
}

/// Declares a closed vocabulary: the enum with its serde and TypeScript
/// derives, `ALL`, `name()` and `Display`.
macro_rules! vocabulary {
    (
        $(#[$meta:meta])*
        pub enum $ty:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $name:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        #[serde(rename_all = "snake_case")]
        pub enum $ty {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $ty {
            /// Every value, in the spec's order.
            pub const ALL: &'static [$ty] = &[$($ty::$variant),+];

            /// The name on the wire, equal to the serde name.
            pub const fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)+
                }
            }

            /// The value of a name, `None` for an unknown one.
            pub fn from_name(name: &str) -> Option<Self> {
                <Self as $crate::states::Named>::from_name(name)
            }
        }

        impl $crate::states::Named for $ty {
            const ALL: &'static [$ty] = $ty::ALL;
            fn name(self) -> &'static str {
                $ty::name(self)
            }
        }

        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}
pub(crate) use vocabulary;

/// Declares a machine over a state and an event vocabulary whose `rule` is
/// written in the state's `impl`, and gives the state `apply`, `apply_as`
/// and `is_terminal`.
macro_rules! machine {
    (
        $state:ident, $event:ident, $machine:literal, initial = [$($initial:ident),+]
        $(, { $($extra:tt)* })?
    ) => {
        impl $crate::states::Machine for $state {
            type Event = $event;
            const MACHINE: &'static str = $machine;
            const INITIAL: &'static [$state] = &[$($state::$initial),+];

            fn rule(self, event: $event) -> $crate::states::Rule<Self> {
                $state::rule(self, event)
            }

            $($($extra)*)?
        }

        impl $state {
            /// Applies `event` as a user (seller, payer, provider, job).
            pub fn apply(self, event: $event) -> Result<Self, $crate::states::TransitionError> {
                $crate::states::Machine::step(self, event, $crate::states::Actor::User)
            }

            /// Applies `event` on behalf of `actor`; admins may also take
            /// the admin-only steps.
            pub fn apply_as(
                self,
                event: $event,
                actor: $crate::states::Actor,
            ) -> Result<Self, $crate::states::TransitionError> {
                $crate::states::Machine::step(self, event, actor)
            }

            /// No event leads from this state to another one.
            pub fn is_terminal(self) -> bool {
                $crate::states::Machine::is_terminal(self)
            }
        }
    };
}
pub(crate) use machine;

/// A status colour of the spec: green, red or amber.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum StatusColour {
    Green,
    Red,
    Amber,
}

impl StatusColour {
    /// The serde spelling: `green`, `red`, `amber`.
    pub fn name(self) -> &'static str {
        match self {
            StatusColour::Green => "green",
            StatusColour::Red => "red",
            StatusColour::Amber => "amber",
        }
    }
}

/// The colour of a status name, `None` for a status without one.
///
/// The spec's list: green for active, successful, paid, published; red for
/// error, expired, `not_completed`, paused; amber for pending, waiting,
/// canceled, refunded. A `payment_` prefix is dropped first
/// (`payment_paused` is red, `payment_canceled` amber).
///
/// Our additions, so that every payment state has a colour and the obvious
/// synonyms agree: green for `paying` (a plan running in good standing) and
/// for `activated`, `active_with_ssl`, `approved`, `accepted`, `completed`,
/// `collected`, `validated`; red for `chargebacked`, `unpaid`, `debt`,
/// `denied`, `failed`, `rejected`; amber for `cancelled` (the order's
/// spelling), `partly_paid`, `partially_paid`, `in_review`, `requested`,
/// `in_progress`. Every other name has no colour.
pub fn status_colour(status: &str) -> Option<StatusColour> {
    let bare = status.strip_prefix("payment_").unwrap_or(status);
    match bare {
        "active" | "successful" | "paid" | "published" | "paying" | "activated"
        | "active_with_ssl" | "approved" | "accepted" | "completed" | "collected" | "validated" => {
            Some(StatusColour::Green)
        }
        "error" | "expired" | "not_completed" | "paused" | "chargebacked" | "unpaid" | "debt"
        | "denied" | "failed" | "rejected" => Some(StatusColour::Red),
        "pending" | "waiting" | "canceled" | "refunded" | "cancelled" | "partly_paid"
        | "partially_paid" | "in_review" | "requested" | "in_progress" => Some(StatusColour::Amber),
        _ => None,
    }
}

/// One state of a machine in [`machines`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct StateSpec {
    pub name: &'static str,
    /// The numeric code, for the machines the spec numbers (domain, request).
    pub code: Option<u8>,
    pub colour: Option<StatusColour>,
    /// Where a new record starts.
    pub initial: bool,
    /// No event leads from here to another state.
    pub terminal: bool,
}

/// One allowed step of a machine in [`machines`]. A step with `from == to`
/// is an accepted duplicate or stale event that changes nothing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct TransitionSpec {
    pub from: &'static str,
    pub event: &'static str,
    pub to: &'static str,
    /// Only an admin may take this step.
    pub admin_only: bool,
}

/// A machine as data: its states, events and every allowed step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct MachineSpec {
    pub name: &'static str,
    pub states: Vec<StateSpec>,
    pub events: Vec<&'static str>,
    pub transitions: Vec<TransitionSpec>,
}

/// The spec of one machine, derived from its rule by trying every state
/// with every event.
pub fn spec_of<M: Machine>() -> MachineSpec {
    let states = M::ALL
        .iter()
        .map(|&s| StateSpec {
            name: s.name(),
            code: s.code(),
            colour: status_colour(s.name()),
            initial: M::INITIAL.contains(&s),
            terminal: s.is_terminal(),
        })
        .collect();
    let mut transitions = Vec::new();
    for &from in M::ALL {
        for &event in M::Event::ALL {
            let (to, admin_only) = match from.rule(event) {
                Rule::To(to) => (to, false),
                Rule::AdminTo(to) => (to, true),
                Rule::Refused | Rule::Blocked(_) => continue,
            };
            transitions.push(TransitionSpec {
                from: from.name(),
                event: event.name(),
                to: to.name(),
                admin_only,
            });
        }
    }
    MachineSpec {
        name: M::MACHINE,
        states,
        events: M::Event::ALL.iter().map(|e| e.name()).collect(),
        transitions,
    }
}

/// Steps machine `M` by names.
fn step_by_name<M: Machine>(
    state: &str,
    event: &str,
    actor: Actor,
) -> Result<&'static str, Problem> {
    let from = M::from_name(state).ok_or_else(|| Problem::new("state", "unknown_state"))?;
    let event = M::Event::from_name(event).ok_or_else(|| Problem::new("event", "unknown_event"))?;
    from.step(event, actor)
        .map(Named::name)
        .map_err(|e| Problem::new("event", e.code()))
}

/// One machine in the registry.
struct Entry {
    name: &'static str,
    spec: fn() -> MachineSpec,
    step: fn(&str, &str, Actor) -> Result<&'static str, Problem>,
}

macro_rules! registry {
    ($($ty:ty),+ $(,)?) => {
        &[$(Entry {
            name: <$ty as Machine>::MACHINE,
            spec: spec_of::<$ty>,
            step: step_by_name::<$ty>,
        }),+]
    };
}

/// Every machine, in the order of the spec's table.
const REGISTRY: &[Entry] = registry![
    PaymentState,
    OrderRateState,
    OrderState,
    PaymentLogState,
    AffiliateNodeState,
    MarketplaceProductState,
    CoursePublishState,
    LessonState,
    PaymentTicketState,
    DomainState,
    SubdomainRecordState,
    RequestState,
    PayoutState,
    CashoutState,
    DunningStatus,
    DunningStage,
    WebhookEndpointState,
    ReviewStatus,
    LegitimationReviewState,
    LegitimationStep,
    BankAccountState,
    BankLegitimationState,
    DocumentState,
    AccountState,
];

/// Every machine as data, for the browser and for tables.
///
/// JSON shape: `[{"name": "payment", "states": [{"name": "paid", "code":
/// null, "colour": "green", "initial": false, "terminal": false}, ...],
/// "events": ["submit", ...], "transitions": [{"from": "payment_waiting",
/// "event": "submit", "to": "payment_pending", "admin_only": false}, ...]},
/// ...]`.
pub fn machines() -> Vec<MachineSpec> {
    REGISTRY.iter().map(|m| (m.spec)()).collect()
}

/// The state after `event`, by names, as a user; see [`transition_as`].
pub fn transition(machine: &str, state: &str, event: &str) -> Result<String, Problem> {
    transition_as(machine, state, event, Actor::User)
}

/// The state after `event`, by names, on behalf of `actor`. The problem's
/// field names the bad input (`machine`, `state`, `event`) and its code is
/// `unknown_machine`, `unknown_state`, `unknown_event`, or the
/// [`TransitionError`] code. The account's `delete` by name assumes the
/// deletion pre-checks pass: the typed [`AccountState::apply`] runs them.
pub fn transition_as(
    machine: &str,
    state: &str,
    event: &str,
    actor: Actor,
) -> Result<String, Problem> {
    let entry = REGISTRY
        .iter()
        .find(|m| m.name == machine)
        .ok_or_else(|| Problem::new("machine", "unknown_machine"))?;
    (entry.step)(state, event, actor).map(str::to_owned)
}

/// What the browser asks of [`transition_json`].
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TransitionRequest {
    pub machine: String,
    pub state: String,
    pub event: String,
    /// Who acts; a user unless said.
    #[serde(default)]
    pub actor: Option<Actor>,
}

/// The answer of [`transition_json`]: `{"ok": "<next state>"}` or
/// `{"problems": [...]}`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum TransitionAnswer {
    Ok(String),
    Problems(Vec<Problem>),
}

/// [`transition_as`] as JSON text in and out, for the browser and the
/// parity test.
pub fn transition_json(request: &str) -> String {
    let answer = match serde_json::from_str::<TransitionRequest>(request) {
        Err(_) => TransitionAnswer::Problems(vec![Problem::new("", "invalid_input")]),
        Ok(r) => match transition_as(
            &r.machine,
            &r.state,
            &r.event,
            r.actor.unwrap_or(Actor::User),
        ) {
            Ok(next) => TransitionAnswer::Ok(next),
            Err(problem) => TransitionAnswer::Problems(vec![problem]),
        },
    };
    serde_json::to_string(&answer).unwrap_or_default()
}

#[cfg(test)]
pub(crate) mod table {
    //! The whole-table check every machine's test uses.

    use super::{Actor, Machine, Named};
    use serde::Serialize;
    use std::collections::BTreeSet;

    /// The states are spelled as the spec's table spells them (`spec`, the
    /// names separated by commas), in that order, by `name()` and by serde
    /// alike; every event's serde name is its `name()` too.
    pub(crate) fn check_names<M>(spec: &str)
    where
        M: Machine + Serialize,
        M::Event: Serialize,
    {
        let want: Vec<&str> = spec.split(',').map(str::trim).collect();
        let names: Vec<&str> = M::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(names, want, "{}", M::MACHINE);
        for &s in M::ALL {
            assert_eq!(serde_json::to_value(s).unwrap(), s.name());
            assert_eq!(M::from_name(s.name()), Some(s));
        }
        for &e in M::Event::ALL {
            assert_eq!(serde_json::to_value(e).unwrap(), e.name());
            assert_eq!(M::Event::from_name(e.name()), Some(e));
        }
    }

    /// Compares a machine with its expected table: one line per state,
    /// `(state, "event>to event!>to ...")`, `!` marking an admin-only step.
    /// Every pair not listed must be refused, so any change to a transition
    /// fails.
    pub(crate) fn check<M: Machine>(expected: &[(&str, &str)]) {
        let listed: Vec<&str> = expected.iter().map(|(s, _)| *s).collect();
        let all: Vec<&str> = M::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(
            listed,
            all,
            "{}: the table lists every state once, in order",
            M::MACHINE
        );
        for (state, steps) in expected {
            let from = M::from_name(state).unwrap();
            let mut seen = BTreeSet::new();
            for step in steps.split_whitespace() {
                let (event, to) = step.split_once('>').unwrap();
                let event = event.strip_suffix('!').unwrap_or(event);
                assert!(
                    seen.insert(event),
                    "{}: {state} lists {event} twice",
                    M::MACHINE
                );
                assert!(
                    M::Event::from_name(event).is_some(),
                    "{}: event {event}",
                    M::MACHINE
                );
                assert!(M::from_name(to).is_some(), "{}: state {to}", M::MACHINE);
            }
            for &event in M::Event::ALL {
                let want = steps.split_whitespace().find_map(|step| {
                    let (e, to) = step.split_once('>').unwrap();
                    let admin = e.ends_with('!');
                    (e.trim_end_matches('!') == event.name()).then_some((to, admin))
                });
                let as_user = from.step(event, Actor::User).ok().map(Named::name);
                let as_admin = from.step(event, Actor::Admin).ok().map(Named::name);
                let (user_want, admin_want) = match want {
                    None => (None, None),
                    Some((to, true)) => (None, Some(to)),
                    Some((to, false)) => (Some(to), Some(to)),
                };
                assert_eq!(
                    (as_user, as_admin),
                    (user_want, admin_want),
                    "{}: {state} x {}",
                    M::MACHINE,
                    event.name()
                );
            }
        }
    }
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "admin_only",
    "deletion_blocked",
    "invalid_input",
    "transition_not_allowed",
    "unknown_event",
    "unknown_machine",
    "unknown_state",
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn machines_are_derived_from_apply() {
        let specs = machines();
        assert_eq!(specs.len(), REGISTRY.len());
        let names: BTreeSet<&str> = specs.iter().map(|m| m.name).collect();
        assert_eq!(names.len(), specs.len(), "machine names are unique");
        for spec in &specs {
            // Every listed step is what `transition_as` answers.
            for t in &spec.transitions {
                let as_user = transition(spec.name, t.from, t.event);
                let as_admin = transition_as(spec.name, t.from, t.event, Actor::Admin);
                assert_eq!(as_admin.as_deref(), Ok(t.to), "{} {t:?}", spec.name);
                if t.admin_only {
                    assert_eq!(as_user.map_err(|p| p.code), Err("admin_only"));
                } else {
                    assert_eq!(as_user.as_deref(), Ok(t.to), "{} {t:?}", spec.name);
                }
            }
            // And every pair not listed is refused.
            for state in &spec.states {
                for &event in &spec.events {
                    let listed = spec
                        .transitions
                        .iter()
                        .any(|t| t.from == state.name && t.event == event);
                    let answer = transition_as(spec.name, state.name, event, Actor::Admin);
                    assert_eq!(
                        listed,
                        answer.is_ok(),
                        "{} {} {event}",
                        spec.name,
                        state.name
                    );
                }
            }
        }
    }

    /// States no initial state reaches, on purpose: none today.
    const UNREACHABLE: &[(&str, &str)] = &[];

    #[test]
    fn every_state_is_reachable_from_an_initial_state() {
        for spec in machines() {
            let mut reached: BTreeSet<&str> = spec
                .states
                .iter()
                .filter(|s| s.initial)
                .map(|s| s.name)
                .collect();
            assert!(!reached.is_empty(), "{} has an initial state", spec.name);
            loop {
                let before = reached.len();
                for t in &spec.transitions {
                    if reached.contains(t.from) {
                        reached.insert(t.to);
                    }
                }
                if reached.len() == before {
                    break;
                }
            }
            for state in &spec.states {
                let excused = UNREACHABLE.contains(&(spec.name, state.name));
                assert!(
                    reached.contains(state.name) || excused,
                    "{}: {} is unreachable",
                    spec.name,
                    state.name
                );
            }
        }
    }

    #[test]
    fn every_non_terminal_state_has_a_way_out_and_terminal_ones_only_loop() {
        for spec in machines() {
            for state in &spec.states {
                let leaves = spec
                    .transitions
                    .iter()
                    .any(|t| t.from == state.name && t.to != state.name);
                assert_eq!(leaves, !state.terminal, "{} {}", spec.name, state.name);
            }
        }
    }

    #[test]
    fn transition_by_name_reports_bad_input() {
        let err = |m, s, e| transition(m, s, e).map_err(|p| (p.field, p.code));
        assert_eq!(
            transition("payment", "payment_waiting", "submit").as_deref(),
            Ok("payment_pending")
        );
        assert_eq!(
            err("nope", "paid", "refund"),
            Err(("machine".into(), "unknown_machine"))
        );
        assert_eq!(
            err("payment", "nope", "refund"),
            Err(("state".into(), "unknown_state"))
        );
        assert_eq!(
            err("payment", "paid", "nope"),
            Err(("event".into(), "unknown_event"))
        );
        assert_eq!(
            err("payment", "paid", "submit_rate"),
            Err(("event".into(), "unknown_event"))
        );
        assert_eq!(
            err("payment", "payment_canceled", "resume"),
            Err(("event".into(), "transition_not_allowed"))
        );
        assert_eq!(
            err("dunning_stage", "pre_court", "file_court"),
            Err(("event".into(), "admin_only"))
        );
        assert_eq!(
            transition_as("dunning_stage", "pre_court", "file_court", Actor::Admin).as_deref(),
            Ok("court")
        );
    }

    #[test]
    fn transition_error_names_machine_state_event_and_code() {
        let err = PaymentState::PaymentCanceled
            .apply(PaymentEvent::Resume)
            .unwrap_err();
        assert_eq!(err.machine, "payment");
        assert_eq!(err.from, "payment_canceled");
        assert_eq!(err.event, "resume");
        assert_eq!(err.code(), "transition_not_allowed");
        assert_eq!(
            err.to_string(),
            "payment: `resume` is not allowed in state `payment_canceled` (transition_not_allowed)"
        );
    }

    #[test]
    fn status_colours_follow_the_spec() {
        use StatusColour::{Amber, Green, Red};
        let cases = [
            ("active", Some(Green)),
            ("successful", Some(Green)),
            ("paid", Some(Green)),
            ("published", Some(Green)),
            ("error", Some(Red)),
            ("expired", Some(Red)),
            ("not_completed", Some(Red)),
            ("paused", Some(Red)),
            ("pending", Some(Amber)),
            ("waiting", Some(Amber)),
            ("canceled", Some(Amber)),
            ("refunded", Some(Amber)),
            ("payment_paused", Some(Red)),
            ("payment_canceled", Some(Amber)),
            ("payment_not_completed", Some(Red)),
            ("payment_waiting", Some(Amber)),
            ("payment_pending", Some(Amber)),
            ("payment_refunded", Some(Amber)),
            ("payment_chargebacked", Some(Red)),
            ("paying", Some(Green)),
            ("cancelled", Some(Amber)),
            ("rejected", Some(Red)),
            ("draft", None),
            ("", None),
            ("PAID", None),
            ("payment_", None),
        ];
        for (status, colour) in cases {
            assert_eq!(status_colour(status), colour, "{status}");
        }
        // Every payment state has a colour.
        for s in PaymentState::ALL {
            assert!(status_colour(s.name()).is_some(), "{s}");
        }
    }

    #[test]
    fn machines_serialize_in_the_documented_shape() {
        let json = serde_json::to_value(machines()).unwrap();
        let payment = &json[0];
        assert_eq!(payment["name"], "payment");
        assert_eq!(
            payment["states"][3],
            serde_json::json!({"name": "paid", "code": null, "colour": "green", "initial": false, "terminal": false})
        );
        assert_eq!(
            payment["transitions"][0],
            serde_json::json!({"from": "payment_waiting", "event": "submit", "to": "payment_pending", "admin_only": false})
        );
        let domain = json
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["name"] == "domain")
            .unwrap();
        assert_eq!(domain["states"][3]["code"], 3);
    }
}
