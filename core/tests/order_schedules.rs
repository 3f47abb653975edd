//! The simulation of provider event schedules as a property of core's
//! `orders` rules (issue 15; it ran as 1,000 seeded schedules against the
//! worker, 55 s of the test command): for any batch of one-time checkouts,
//! each with any mix of `payment.pending`, `payment.failed` (soft or hard
//! decline) and `payment.succeeded` events, every event delivered one to
//! three times and all of them in any order, each checkout whose provider
//! said "succeeded" ends paid, delivered once, with its stock committed
//! once and one receipt; every other ends unpaid and undelivered; and when
//! the checkouts expire, exactly the unpaid ones give their stock back, so
//! the product's sold and reserved counts come out right.
//!
//! Events reach core as the edge applies them (`routes::webhooks`):
//! pending is `Processing`, failed is `Failed` with the decline's kind,
//! succeeded is `Paid`, all of rate 0, and the edge records each event's id
//! and applies it once (a repeat is acknowledged and changes nothing).
//! `tests/orders.test.ts` still sends a smaller seeded simulation through
//! the worker: the edge's own part (signatures, event records, the
//! compare-and-set write under interleaved events, the queue's delivery,
//! stock and the export).
#![allow(clippy::panic, clippy::indexing_slicing)]

use std::collections::HashSet;

use proptest::prelude::*;
use sellwerk_core::orders::{DeclineKind, Effect, OrderBook, Signal, apply};
use sellwerk_core::states::{OrderState, PaymentState};

/// What a sandbox webhook says about the payment of a checkout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Event {
    Pending,
    Failed(DeclineKind),
    Succeeded,
}

impl Event {
    fn signal(self) -> Signal {
        match self {
            Event::Pending => Signal::Processing { rate: 0 },
            Event::Failed(decline) => Signal::Failed { rate: 0, decline },
            Event::Succeeded => Signal::Paid { rate: 0 },
        }
    }
}

/// One checkout's schedule: whether the provider finally took the money,
/// and the webhooks as they arrive (event id, event).
#[derive(Debug, Clone)]
struct Schedule {
    succeeds: bool,
    deliveries: Vec<(usize, Event)>,
}

fn decline() -> impl Strategy<Value = DeclineKind> {
    prop_oneof![Just(DeclineKind::Soft), Just(DeclineKind::Hard)]
}

/// The edge simulation's mix: 70 % succeed; a pending event in 40 %, an
/// early failure in 40 %; a checkout that does not succeed fails at least
/// once; each event delivered one to three times; then all shuffled.
fn schedule() -> impl Strategy<Value = Schedule> {
    (
        prop::bool::weighted(0.7),
        prop::bool::weighted(0.4),
        prop::option::weighted(0.4, decline()),
        decline(),
        prop::collection::vec(1usize..=3, 3),
    )
        .prop_flat_map(|(succeeds, pending, early_failure, last_failure, copies)| {
            let mut events = Vec::new();
            if pending {
                events.push(Event::Pending);
            }
            if let Some(kind) = early_failure {
                events.push(Event::Failed(kind));
            }
            if succeeds {
                events.push(Event::Succeeded);
            } else if early_failure.is_none() {
                events.push(Event::Failed(last_failure));
            }
            let deliveries: Vec<(usize, Event)> = events
                .iter()
                .enumerate()
                .flat_map(|(id, e)| std::iter::repeat_n((id, *e), copies[id]))
                .collect();
            Just(deliveries)
                .prop_shuffle()
                .prop_map(move |deliveries| Schedule {
                    succeeds,
                    deliveries,
                })
        })
}

/// A checkout after its schedule: the book and every effect, in order.
fn run(schedule: &Schedule) -> Result<(OrderBook, Vec<Effect>), TestCaseError> {
    let mut book = OrderBook::new(1, false);
    let mut effects = Vec::new();
    let mut seen = HashSet::new();
    for (id, event) in &schedule.deliveries {
        let signal = event.signal();
        if !seen.insert(*id) {
            // the edge's event record drops a repeat; core alone would too
            // when it comes right after the first (the edge's retries)
            continue;
        }
        let out = apply(&book, signal);
        let again = apply(&out.book, signal);
        prop_assert!(
            !again.changed && again.effects.is_empty(),
            "{signal:?} applied twice in a row changed {:?} again: {:?}",
            out.book,
            again
        );
        effects.extend(out.effects);
        book = out.book;
    }
    Ok((book, effects))
}

fn count(effects: &[Effect], effect: Effect) -> usize {
    effects.iter().filter(|e| **e == effect).count()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn any_schedule_of_provider_events_pays_delivers_and_stocks_exactly_once(
        batch in prop::collection::vec(schedule(), 1..12),
    ) {
        // the product's stock: held by each checkout when it is made
        let mut reserved = batch.len();
        let mut sold = 0;
        let mut books = Vec::new();
        for schedule in &batch {
            let (book, effects) = run(schedule)?;
            let committed = count(&effects, Effect::CommitStock);
            prop_assert_eq!(count(&effects, Effect::ReleaseStock), 0);
            prop_assert!(!effects.contains(&Effect::RefundLatePayment));
            if schedule.succeeds {
                prop_assert_eq!(book.payment, PaymentState::Paid, "{:?}", schedule);
                prop_assert_eq!(book.order, OrderState::Closed);
                prop_assert!(book.delivered);
                prop_assert_eq!(count(&effects, Effect::Deliver), 1);
                prop_assert_eq!(committed, 1);
                prop_assert_eq!(count(&effects, Effect::Receipt { rate: 0 }), 1);
            } else {
                prop_assert_ne!(book.payment, PaymentState::Paid, "{:?}", schedule);
                prop_assert!(!book.delivered);
                prop_assert!(effects.is_empty(), "{:?}: {:?}", schedule, effects);
            }
            sold += committed;
            reserved -= committed;
            books.push(book);
        }
        let successes = batch.iter().filter(|s| s.succeeds).count();
        prop_assert_eq!(sold, successes);
        prop_assert_eq!(reserved, batch.len() - successes);

        // the checkouts expire: the unpaid ones give their stock back, once
        for (schedule, book) in batch.iter().zip(&books) {
            let expired = apply(book, Signal::Expired);
            if schedule.succeeds {
                prop_assert!(!expired.changed);
                prop_assert!(expired.effects.is_empty());
            } else {
                prop_assert_eq!(&expired.effects, &vec![Effect::ReleaseStock]);
                prop_assert_eq!(expired.book.order, OrderState::Cancelled);
                reserved -= 1;
                let again = apply(&expired.book, Signal::Expired);
                prop_assert!(!again.changed && again.effects.is_empty());
            }
        }
        prop_assert_eq!(reserved, 0);
        prop_assert_eq!(sold, successes);
    }
}
