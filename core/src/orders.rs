//! An order's life after checkout (spec sections 3 and 4): what a signal
//! from a payment provider or the scheduler does to the order, its payment
//! and its rates, and which effects follow (delivery, mails, retries). The
//! edge stores the states and carries out the effects; the rules are here,
//! so a simulation can run them natively over any order of events.
//!
//! The three machines of `states::payment` decide every single step; this
//! module decides how a signal maps onto them. Decisions where the spec is
//! silent:
//! - Signals are idempotent: a signal that changes nothing (a duplicate, or
//!   a stale failure after the rate was paid) gives no effects. Delivery
//!   happens exactly once, when the first rate is paid; a later duplicate
//!   finds the order delivered.
//! - A failed first rate leaves the order open: the buyer may try another
//!   card on the same order until it expires. A failed later rate is
//!   retried after [`RETRY_DAYS`] for a soft decline; a hard decline, or a
//!   soft one after its retries, makes the rate a debt and pauses the
//!   payment (the buyer must update the method; the seller sees it).
//! - Refunds (issue 30): the seller refunds any amount up to what was paid
//!   and not yet refunded ([`check_refund`]), spread over the paid rates'
//!   payments newest first ([`split_refund`]). Any refund ends a running
//!   plan: no later rate is charged. A full refund ([`Signal::Refunded`]:
//!   everything paid went back) makes every paid rate `refunded`, closes
//!   the open ones (`future`, `unpaid`, `debt` become `skipped`), the
//!   payment and the order `refunded`, and revokes access. A partial refund
//!   ([`Signal::PartlyRefunded`]) keeps the paid rates paid and the access
//!   (what is left paid for it), and ends a running plan as a cancellation
//!   does: the payment `payment_canceled`, the order `unsubscribed`, the
//!   open rates `skipped`; on a paid or ended order it changes no state
//!   (the amount is kept by the edge). Which of the two a provider's refund
//!   event is follows from the edge's ledger ([`refund_signal`]). A chargeback revokes access as well; a won dispute
//!   restores the rate, not the access (the seller decides).
//! - An order expires only before any money arrived; a payment that
//!   arrives after expiry is refused by the payment machine and must be
//!   refunded by the edge ([`Effect::RefundLatePayment`]).
//! - A free first rate with later rates (a free trial, a first payment a
//!   coupon took to zero) is settled by saving a payment method, never by
//!   a "payment" of nothing ([`first_rate_saves_method`]): only
//!   [`Signal::MethodSaved`] delivers such an order, so nobody gets access
//!   the scheduler cannot charge later. `Paid` for that rate changes
//!   nothing; a method saved for an expired checkout changes nothing
//!   either (nothing was taken, nothing is given back).
//! - A rate that cannot be charged because no usable method is saved (none
//!   saved, or the saved one is gone) is a hard decline: debt and pause at
//!   once. A paused plan withholds access until its debt is paid
//!   ([`access_withheld`]); unlike a refund, paying the debt gives it back.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::money::Money;
use crate::pricing::PlanKind;
use crate::problem::Problem;
use crate::states::{
    OrderEvent, OrderRateEvent, OrderRateState, OrderState, PaymentEvent, PaymentState,
};

/// Days after a failed rate's soft decline when it is tried again; its
/// length is the number of retries.
pub const RETRY_DAYS: [u32; 3] = [1, 3, 5];

/// How long an unpaid checkout holds its stock, coupon use and price (an
/// order expires this long after it was made unless money arrived; a
/// funnel's one-click order too).
pub const CHECKOUT_TTL_SECONDS: i64 = 60 * 60;

/// The longest `Idempotency-Key` a client may send (printable ASCII), for
/// an order and for every other request the edge keeps answers of.
pub const IDEMPOTENCY_KEY_MAX: usize = 255;

/// How bad a decline is (from the provider's decline code).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DeclineKind {
    /// Trying again later may work (insufficient funds, a timeout).
    Soft,
    /// Trying again cannot work (stolen or expired card).
    Hard,
}

/// One rate of an order as its rules see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rate {
    pub state: OrderRateState,
    /// Failed charges of this rate so far.
    pub failures: u32,
}

/// The states of an order, its payment and its rates.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderBook {
    pub order: OrderState,
    pub payment: PaymentState,
    pub rates: Vec<Rate>,
    /// What was bought has been handed over.
    pub delivered: bool,
    /// A subscription without an end: more rates follow the listed ones.
    pub open_ended: bool,
    /// The first rate is free and later rates follow: it is settled by
    /// saving a payment method ([`Signal::MethodSaved`]), see
    /// [`first_rate_saves_method`].
    #[serde(default)]
    pub saves_method: bool,
}

impl OrderBook {
    /// A new order waiting for its first payment, with `rates` rates (the
    /// first due now, the others in the future).
    pub fn new(rates: usize, open_ended: bool) -> OrderBook {
        OrderBook {
            order: OrderState::Ready,
            payment: PaymentState::PaymentWaiting,
            rates: (0..rates.max(1))
                .map(|i| Rate {
                    state: if i == 0 {
                        OrderRateState::Pending
                    } else {
                        OrderRateState::Future
                    },
                    failures: 0,
                })
                .collect(),
            delivered: false,
            open_ended,
            saves_method: false,
        }
    }

    /// [`OrderBook::new`] for an order whose first rate asks nothing: it
    /// saves a method first when later rates follow
    /// ([`first_rate_saves_method`]).
    pub fn free_first(rates: usize, open_ended: bool) -> OrderBook {
        OrderBook {
            saves_method: first_rate_saves_method(true, rates, open_ended),
            ..OrderBook::new(rates, open_ended)
        }
    }

    fn all_paid(&self) -> bool {
        self.rates.iter().all(|r| {
            matches!(
                r.state,
                OrderRateState::Paid | OrderRateState::Skipped | OrderRateState::Refunded
            )
        })
    }
}

/// What happened, as the edge learns it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "signal")]
pub enum Signal {
    /// The charge of rate `rate` is being processed (SEPA, bank wire).
    Processing {
        rate: usize,
    },
    Paid {
        rate: usize,
    },
    Failed {
        rate: usize,
        decline: DeclineKind,
    },
    /// The checkout was not paid in time.
    Expired,
    /// The buyer or seller ends a running plan.
    Cancel,
    /// Everything paid went back (see the module's decisions).
    Refunded,
    /// Part of what was paid went back; a running plan ends.
    PartlyRefunded,
    Chargeback {
        rate: usize,
    },
    DisputeWon {
        rate: usize,
    },
    /// The buyer saved a payment method for later rates (a card set up at
    /// the provider, nothing charged): settles a free first rate that
    /// [`first_rate_saves_method`].
    MethodSaved,
}

/// Whether an order's first rate is settled by saving a payment method
/// rather than by a payment: it asks nothing (`first_is_free`) and more
/// rates follow (`rates` listed, more for an `open_ended` subscription).
/// A free order without later rates is simply paid (nothing to charge,
/// ever).
pub fn first_rate_saves_method(first_is_free: bool, rates: usize, open_ended: bool) -> bool {
    first_is_free && (rates > 1 || open_ended)
}

/// Whether a buyer may save `method` for rates charged later without them:
/// cards (and the wallets that hand over a card) and SEPA debits with a
/// mandate. A bank wire, a redirect method, the wallet provider and
/// pay-later methods cannot be charged by the scheduler, so a checkout
/// that must save a method refuses them.
pub fn can_save(method: crate::checkout::PaymentMethod) -> bool {
    use crate::checkout::PaymentMethod as M;
    matches!(
        method,
        M::Card | M::CardAmEx | M::ApplePay | M::GooglePay | M::Sepa | M::SofortSepa | M::IdealSepa
    )
}

/// Whether an order's access (downloads, content, certificates) is
/// withheld for its payment state: a plan paused for a debt gives nothing
/// until the debt is paid (the payment then resumes and access returns).
pub fn access_withheld(payment: PaymentState) -> bool {
    payment == PaymentState::PaymentPaused
}

/// What the edge must do after a signal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "effect")]
pub enum Effect {
    /// Hand over what was bought (access, files, keys, tickets) and send
    /// the confirmation mail.
    Deliver,
    /// Turn the stock held for this order into sold stock.
    CommitStock,
    /// Give back the stock held for this order.
    ReleaseStock,
    /// Mail the buyer a receipt for rate `rate`.
    Receipt { rate: usize },
    /// Charge rate `rate` again after `days`.
    Retry { rate: usize, days: u32 },
    /// Retries are over: the payment is paused; tell buyer and seller.
    Paused { rate: usize },
    /// Take back access, keys and tickets.
    Revoke,
    /// Money arrived for an order that can no longer take it.
    RefundLatePayment,
}

/// A signal's result: the new book, and the effects in order. `changed`
/// is false when the signal was a duplicate or stale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub book: OrderBook,
    pub effects: Vec<Effect>,
    pub changed: bool,
}

/// The signal's rate, if the order has it.
fn rate_mut(book: &mut OrderBook, rate: usize) -> Option<&mut Rate> {
    book.rates.get_mut(rate)
}

fn rate_step(book: &mut OrderBook, rate: usize, event: OrderRateEvent) -> bool {
    match rate_mut(book, rate) {
        Some(r) => match r.state.apply(event) {
            Ok(to) if to != r.state => {
                r.state = to;
                true
            }
            _ => false,
        },
        None => false,
    }
}

fn payment_step(book: &mut OrderBook, event: PaymentEvent) -> bool {
    match book.payment.apply(event) {
        Ok(to) if to != book.payment => {
            book.payment = to;
            true
        }
        _ => false,
    }
}

fn order_step(book: &mut OrderBook, event: OrderEvent) -> bool {
    match book.order.apply(event) {
        Ok(to) if to != book.order => {
            book.order = to;
            true
        }
        _ => false,
    }
}

fn paid(book: &mut OrderBook, rate: usize, effects: &mut Vec<Effect>) -> bool {
    if rate == 0 && book.saves_method {
        // nothing is paid on a free first rate: saving a method settles it
        return false;
    }
    settle(book, rate, effects)
}

/// A saved method settles the free first rate of an order that needs one;
/// for an expired or cancelled checkout it changes nothing.
fn method_saved(book: &mut OrderBook, effects: &mut Vec<Effect>) -> bool {
    let cancelled = matches!(
        book.payment,
        PaymentState::PaymentCanceled | PaymentState::PaymentRefunded
    ) || book.order == OrderState::Cancelled;
    book.saves_method && !cancelled && settle(book, 0, effects)
}

fn settle(book: &mut OrderBook, rate: usize, effects: &mut Vec<Effect>) -> bool {
    let cancelled = matches!(
        book.payment,
        PaymentState::PaymentCanceled | PaymentState::PaymentRefunded
    ) || book.order == OrderState::Cancelled;
    if cancelled && rate == 0 && !book.delivered {
        // an expired or cancelled checkout: the money goes back
        let unpaid = rate_mut(book, rate).is_some_and(|r| {
            matches!(
                r.state,
                OrderRateState::Pending | OrderRateState::Unpaid | OrderRateState::Future
            )
        });
        if unpaid {
            effects.push(Effect::RefundLatePayment);
            return rate_step(book, rate, OrderRateEvent::Succeed)
                | rate_step(book, rate, OrderRateEvent::Refund);
        }
        return false;
    }
    if !rate_step(book, rate, OrderRateEvent::Succeed) {
        return false;
    }
    let done = book.all_paid() && !book.open_ended;
    payment_step(
        book,
        if done {
            PaymentEvent::Succeed
        } else {
            PaymentEvent::SucceedRate
        },
    );
    if !book.delivered {
        order_step(book, OrderEvent::Finalize);
        book.delivered = true;
        effects.push(Effect::CommitStock);
        effects.push(Effect::Deliver);
    }
    if done {
        order_step(book, OrderEvent::Complete);
    }
    effects.push(Effect::Receipt { rate });
    true
}

fn failed(
    book: &mut OrderBook,
    rate: usize,
    decline: DeclineKind,
    effects: &mut Vec<Effect>,
) -> bool {
    if !rate_step(book, rate, OrderRateEvent::Fail) {
        return false;
    }
    if rate == 0 && !book.delivered {
        // the buyer is at the checkout and may try again
        payment_step(book, PaymentEvent::Fail);
        return true;
    }
    let failures = match rate_mut(book, rate) {
        Some(r) => {
            r.failures = r.failures.saturating_add(1);
            r.failures
        }
        None => return true,
    };
    let retry = match decline {
        DeclineKind::Soft => usize::try_from(failures.saturating_sub(1))
            .ok()
            .and_then(|i| RETRY_DAYS.get(i)),
        DeclineKind::Hard => None,
    };
    if let Some(days) = retry {
        effects.push(Effect::Retry { rate, days: *days });
    } else {
        rate_step(book, rate, OrderRateEvent::MarkDebt);
        payment_step(book, PaymentEvent::Pause);
        effects.push(Effect::Paused { rate });
    }
    true
}

/// A plan that ends (a refund): the rates still to be charged are closed,
/// `future`, `unpaid` and `debt` become `skipped`; a rate being charged
/// stays as it is (its charge cannot be recalled; money that arrives for a
/// refunded order goes back as any late payment).
fn close_open_rates(book: &mut OrderBook) {
    for r in &mut book.rates {
        if matches!(
            r.state,
            OrderRateState::Future | OrderRateState::Unpaid | OrderRateState::Debt
        ) && let Ok(to) = r.state.apply(OrderRateEvent::Skip)
        {
            r.state = to;
        }
    }
}

/// Which signal a provider's refund of an order is, by the edge's ledger:
/// `paid_minor` (the paid rates), `refunded_minor` (what the seller's
/// refunds through Sellwerk gave back so far). A refund nobody asked for
/// here (made in the provider's own dashboard: the ledger is empty) is
/// taken as full, as providers report one; otherwise it is full once the
/// ledger reaches what was paid.
pub fn refund_signal(paid_minor: i64, refunded_minor: i64) -> Signal {
    if refunded_minor <= 0 || refunded_minor >= paid_minor {
        Signal::Refunded
    } else {
        Signal::PartlyRefunded
    }
}

/// Whether the seller may refund an order now (`not_refundable`
/// otherwise): money moved ([`PaymentState::refundable`], or a plan ended
/// by a cancellation or a partial refund) and not all of it went back.
pub fn may_refund(payment: PaymentState, paid_minor: i64, refunded_minor: i64) -> bool {
    (payment.refundable() || payment == PaymentState::PaymentCanceled)
        && paid_minor > refunded_minor
}

/// The amount of a refund the seller asks for: `amount` (a decimal string
/// in the order's currency; `None` or blank for all that is left), at
/// most `paid` minus `refunded`, more than zero. The problem's field is
/// `amount`: `invalid_amount`/`amount_too_precise` for a text that is no
/// amount of the currency, `refund_amount_not_positive`,
/// `refund_exceeds_paid`.
pub fn check_refund(amount: Option<&str>, paid: Money, refunded: Money) -> Result<Money, Problem> {
    let left = paid
        .saturating_sub(refunded)
        .map_err(|e| Problem::new("amount", e.code()))?;
    let asked = match amount.map(str::trim).filter(|a| !a.is_empty()) {
        None => left,
        Some(text) => {
            Money::parse(text, paid.currency()).map_err(|e| Problem::new("amount", e.code()))?
        }
    };
    if asked.is_negative() || asked.is_zero() {
        return Err(Problem::new("amount", "refund_amount_not_positive"));
    }
    if asked.amount() > left.amount() {
        return Err(Problem::new("amount", "refund_exceeds_paid"));
    }
    Ok(asked)
}

/// One provider refund of a refund: rate `rate`'s payment gives back
/// `minor` now, `total_minor` in all so far (providers count a payment's
/// refunds in total; the total also names the refund for idempotency).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RefundPart {
    pub rate: usize,
    pub minor: i64,
    pub total_minor: i64,
}

/// Spreads a refund of `amount_minor` over the payments of the paid rates
/// `(rate, amount_minor)`, newest first, after the `before_minor` earlier
/// refunds took (spread the same way, so they emptied the newest first).
/// Decision: newest first, so a partial refund gives back the latest
/// period first. Whatever cannot be placed (more than was paid; refused
/// before by [`check_refund`]) is left out.
pub fn split_refund(
    paid: &[(usize, i64)],
    before_minor: i64,
    amount_minor: i64,
) -> Vec<RefundPart> {
    let mut rates = paid.to_vec();
    rates.sort_by_key(|r| std::cmp::Reverse(r.0));
    let mut taken = before_minor.max(0);
    let mut asked = amount_minor.max(0);
    let mut out = Vec::new();
    for (rate, minor) in rates {
        let already = taken.min(minor);
        taken -= already;
        let room = minor - already;
        if asked == 0 {
            break;
        }
        if room <= 0 {
            continue;
        }
        let now = room.min(asked);
        asked -= now;
        out.push(RefundPart {
            rate,
            minor: now,
            total_minor: already + now,
        });
    }
    out
}

/// The buyer is still to pay the first rate: the order is `ready` (its
/// checkout open) and nothing was handed over yet. A repeated order request
/// resumes the payment, and the buyer's return asks about the first rate.
pub fn awaits_first_payment(order: OrderState, delivered: bool) -> bool {
    order == OrderState::Ready && !delivered
}

impl OrderBook {
    /// Whether the buyer may pay rate `rate` now, ahead of the scheduler
    /// (`not_payable` otherwise). Decision: only a later rate whose charge
    /// failed (`unpaid`, retries pending) or that became a debt (the plan
    /// paused), and only while the order runs (delivered, `paying` or
    /// `payment_paused`: neither cancelled nor refunded). A rate still to
    /// come is charged on its date, and the first rate is paid at checkout.
    pub fn payable(&self, rate: usize) -> bool {
        rate > 0
            && self
                .rates
                .get(rate)
                .is_some_and(|r| matches!(r.state, OrderRateState::Unpaid | OrderRateState::Debt))
            && self.delivered
            && matches!(
                self.payment,
                PaymentState::Paying | PaymentState::PaymentPaused
            )
    }

    /// The rates a provider is asked about when the buyer comes back from
    /// confirming a payment: those being charged (`pending`), failed
    /// (`unpaid`) or in debt, and the first rate while the first payment is
    /// awaited ([`awaits_first_payment`]).
    pub fn open_rates(&self) -> Vec<usize> {
        let first_awaited = awaits_first_payment(self.order, self.delivered);
        self.rates
            .iter()
            .enumerate()
            .filter(|(i, r)| {
                matches!(
                    r.state,
                    OrderRateState::Pending | OrderRateState::Unpaid | OrderRateState::Debt
                ) || (*i == 0 && first_awaited && r.state == OrderRateState::Future)
            })
            .map(|(i, _)| i)
            .collect()
    }

    /// Whether the buyer may end this order now (`not_cancellable`
    /// otherwise): a subscription ([`buyer_may_cancel`]) whose plan is
    /// running, so that [`Signal::Cancel`] changes it.
    pub fn cancellable(&self, kind: PlanKind) -> bool {
        buyer_may_cancel(kind) && apply(self, Signal::Cancel).changed
    }
}

/// Decision: a buyer may end a subscription (open-ended or limited), never
/// an instalment plan, whose rates are the price of something already
/// handed over, nor a one-time purchase.
pub fn buyer_may_cancel(kind: PlanKind) -> bool {
    kind.is_subscription()
}

/// The keys the order rules of the buyer's pages report (a rate that cannot
/// be paid now, an order that cannot be cancelled, one that cannot be
/// refunded), each with a message in [`crate::messages`].
pub const KEYS: &[&str] = &[
    "not_cancellable",
    "not_payable",
    "not_refundable",
    "refund_amount_not_positive",
    "refund_exceeds_paid",
];

/// Applies a signal to an order.
pub fn apply(book: &OrderBook, signal: Signal) -> Outcome {
    let mut next = book.clone();
    let mut effects = Vec::new();
    let changed = match signal {
        Signal::Processing { rate } => {
            rate_step(&mut next, rate, OrderRateEvent::Charge)
                | payment_step(&mut next, PaymentEvent::Submit)
        }
        Signal::Paid { rate } => paid(&mut next, rate, &mut effects),
        Signal::MethodSaved => method_saved(&mut next, &mut effects),
        Signal::Failed { rate, decline } => failed(&mut next, rate, decline, &mut effects),
        Signal::Expired => {
            let unpaid = !next.delivered
                && matches!(
                    next.payment,
                    PaymentState::PaymentWaiting
                        | PaymentState::PaymentPending
                        | PaymentState::PaymentNotCompleted
                );
            if unpaid && order_step(&mut next, OrderEvent::Cancel) {
                payment_step(&mut next, PaymentEvent::Expire);
                effects.push(Effect::ReleaseStock);
                true
            } else {
                false
            }
        }
        Signal::Cancel => {
            let running = next.delivered && payment_step(&mut next, PaymentEvent::Cancel);
            if running {
                order_step(&mut next, OrderEvent::Unsubscribe);
                for r in &mut next.rates {
                    if let Ok(to) = r.state.apply(OrderRateEvent::Skip)
                        && r.state == OrderRateState::Future
                    {
                        r.state = to;
                    }
                }
            }
            running
        }
        Signal::Refunded => {
            let refunded = payment_step(&mut next, PaymentEvent::Refund);
            if refunded {
                order_step(&mut next, OrderEvent::Refund);
                for i in 0..next.rates.len() {
                    rate_step(&mut next, i, OrderRateEvent::Refund);
                }
                close_open_rates(&mut next);
                effects.push(Effect::Revoke);
            }
            refunded
        }
        Signal::PartlyRefunded => {
            let running = matches!(
                next.payment,
                PaymentState::Paying | PaymentState::PaymentPaused
            ) && payment_step(&mut next, PaymentEvent::Cancel);
            if running {
                order_step(&mut next, OrderEvent::Unsubscribe);
                close_open_rates(&mut next);
            }
            running
        }
        Signal::Chargeback { rate } => {
            let charged_back = rate_step(&mut next, rate, OrderRateEvent::Chargeback);
            if charged_back {
                payment_step(&mut next, PaymentEvent::Chargeback);
                effects.push(Effect::Revoke);
            }
            charged_back
        }
        Signal::DisputeWon { rate } => {
            let won = rate_step(&mut next, rate, OrderRateEvent::WinDispute);
            if won {
                payment_step(&mut next, PaymentEvent::WinDispute);
            }
            won
        }
    };
    Outcome {
        changed: changed || next != *book,
        book: next,
        effects,
    }
}

/// The fingerprint of a request body for idempotency: SHA-256 of its
/// canonical JSON (object keys sorted, no whitespace), as hex. The same key
/// with a body of another fingerprint is refused.
pub fn fingerprint(body: &serde_json::Value) -> String {
    // serde_json's map is ordered by key (no `preserve_order`), so printing
    // a parsed value is canonical.
    let canonical = body.to_string();
    Sha256::digest(canonical.as_bytes())
        .iter()
        .fold(String::with_capacity(64), |mut out, b| {
            use std::fmt::Write;
            let _ = write!(out, "{b:02x}");
            out
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use OrderRateState as R;

    #[test]
    fn a_refund_closes_the_rates_still_to_come() {
        let (running, _) = run(&OrderBook::new(3, false), &[Signal::Paid { rate: 0 }]);
        // full: paid rates refunded, the later ones closed, access revoked
        let full = apply(&running, Signal::Refunded);
        assert_eq!(
            full.book.rates.iter().map(|r| r.state).collect::<Vec<_>>(),
            [R::Refunded, R::Skipped, R::Skipped]
        );
        assert_eq!(
            (full.book.payment, full.book.order),
            (PaymentState::PaymentRefunded, OrderState::Refunded)
        );
        assert!(full.effects.contains(&Effect::Revoke));
        // partial: the paid rate stays paid, the plan ends, access stays
        let part = apply(&running, Signal::PartlyRefunded);
        assert!(part.changed);
        assert_eq!(
            part.book.rates.iter().map(|r| r.state).collect::<Vec<_>>(),
            [R::Paid, R::Skipped, R::Skipped]
        );
        assert_eq!(
            (part.book.payment, part.book.order),
            (PaymentState::PaymentCanceled, OrderState::Unsubscribed)
        );
        assert!(part.effects.is_empty());
        // twice changes nothing; the rest refunded later is a full refund
        assert!(!apply(&part.book, Signal::PartlyRefunded).changed);
        let rest = apply(&part.book, Signal::Refunded);
        assert_eq!(rest.book.payment, PaymentState::PaymentRefunded);
        assert_eq!(rest.book.rates[0].state, R::Refunded);
        // a paid one-time order keeps its state on a partial refund
        let (paid, _) = run(&OrderBook::new(1, false), &[Signal::Paid { rate: 0 }]);
        assert!(!apply(&paid, Signal::PartlyRefunded).changed);
    }

    #[test]
    fn a_refund_is_checked_against_what_was_paid() {
        let eur = |s: &str| Money::parse(s, crate::currency::Currency::EUR).unwrap();
        let (paid, refunded) = (eur("41.65"), eur("10"));
        assert_eq!(check_refund(None, paid, refunded), Ok(eur("31.65")));
        assert_eq!(check_refund(Some(" "), paid, refunded), Ok(eur("31.65")));
        assert_eq!(
            check_refund(Some("31.65"), paid, refunded),
            Ok(eur("31.65"))
        );
        assert_eq!(check_refund(Some("5.5"), paid, refunded), Ok(eur("5.50")));
        let code = |a: &str| check_refund(Some(a), paid, refunded).map_err(|p| p.code);
        assert_eq!(code("31.66"), Err("refund_exceeds_paid"));
        assert_eq!(code("124.95"), Err("refund_exceeds_paid"));
        assert_eq!(code("0"), Err("refund_amount_not_positive"));
        assert_eq!(code("-1"), Err("refund_amount_not_positive"));
        assert_eq!(code("1.001"), Err("amount_too_precise"));
        assert_eq!(code("1e3"), Err("invalid_amount"));
        assert_eq!(
            check_refund(None, paid, paid).map_err(|p| p.code),
            Err("refund_amount_not_positive")
        );
        assert!(may_refund(PaymentState::Paying, 4165, 0));
        assert!(may_refund(PaymentState::PaymentCanceled, 4165, 1000));
        assert!(!may_refund(PaymentState::Paid, 4165, 4165));
        assert!(!may_refund(PaymentState::PaymentWaiting, 0, 0));
        assert!(!may_refund(PaymentState::PaymentRefunded, 4165, 0));
        assert_eq!(refund_signal(4165, 0), Signal::Refunded);
        assert_eq!(refund_signal(4165, 1000), Signal::PartlyRefunded);
        assert_eq!(refund_signal(4165, 4165), Signal::Refunded);
    }

    #[test]
    fn a_refund_spreads_over_the_payments_newest_first() {
        let paid = [(0, 4165), (1, 4165), (2, 4165)];
        let part = |rate, minor, total_minor| RefundPart {
            rate,
            minor,
            total_minor,
        };
        assert_eq!(split_refund(&paid, 0, 1000), [part(2, 1000, 1000)]);
        assert_eq!(
            split_refund(&paid, 1000, 5000),
            [part(2, 3165, 4165), part(1, 1835, 1835)]
        );
        assert_eq!(
            split_refund(&paid, 0, 12495),
            [
                part(2, 4165, 4165),
                part(1, 4165, 4165),
                part(0, 4165, 4165)
            ]
        );
        assert_eq!(split_refund(&paid, 12495, 100), []);
        assert_eq!(split_refund(&[], 0, 100), []);
    }

    #[test]
    fn a_failed_later_rate_of_a_running_plan_is_payable_and_nothing_else() {
        let fresh = OrderBook::new(3, false);
        assert!((0..4).all(|i| !fresh.payable(i)), "nothing before delivery");
        let (running, _) = run(&fresh, &[Signal::Paid { rate: 0 }]);
        assert_eq!(running.payment, PaymentState::Paying);
        assert!(
            (0..4).all(|i| !running.payable(i)),
            "future rates wait for their date"
        );
        let soft = DeclineKind::Soft;
        let (failed, _) = run(
            &running,
            &[Signal::Failed {
                rate: 1,
                decline: soft,
            }],
        );
        assert_eq!(failed.rates[1].state, R::Unpaid);
        assert!(failed.payable(1));
        assert!(!failed.payable(0) && !failed.payable(2) && !failed.payable(9));
        let (debt, _) = run(
            &running,
            &[Signal::Failed {
                rate: 1,
                decline: DeclineKind::Hard,
            }],
        );
        assert_eq!(
            (debt.rates[1].state, debt.payment),
            (R::Debt, PaymentState::PaymentPaused)
        );
        assert!(debt.payable(1));
        // a refunded order takes no money, whatever its rates say
        let refunded = OrderBook {
            payment: PaymentState::PaymentRefunded,
            ..debt.clone()
        };
        assert!(!refunded.payable(1));
        // the first rate is paid at checkout, never from the manage page
        let mut first = debt;
        first.rates[0].state = R::Unpaid;
        assert!(!first.payable(0));
    }

    #[test]
    fn the_rates_asked_about_on_return_are_the_open_ones() {
        let fresh = OrderBook::new(3, false);
        assert_eq!(fresh.open_rates(), [0]);
        let mut first_future = fresh.clone();
        first_future.rates[0].state = R::Future;
        assert_eq!(
            first_future.open_rates(),
            [0],
            "the first rate while it is awaited"
        );
        let (running, _) = run(&fresh, &[Signal::Paid { rate: 0 }]);
        assert!(running.open_rates().is_empty());
        let (failed, _) = run(
            &running,
            &[
                Signal::Failed {
                    rate: 2,
                    decline: DeclineKind::Soft,
                },
                Signal::Processing { rate: 1 },
            ],
        );
        assert_eq!(failed.open_rates(), [1, 2]);
        assert!(awaits_first_payment(OrderState::Ready, false));
        assert!(!awaits_first_payment(OrderState::Ready, true));
        assert!(!awaits_first_payment(OrderState::Finalized, false));
    }

    #[test]
    fn a_buyer_cancels_a_running_subscription_only() {
        for kind in [PlanKind::OneTime, PlanKind::Installment] {
            assert!(!buyer_may_cancel(kind));
        }
        for kind in [PlanKind::Subscription, PlanKind::LimitedSubscription] {
            assert!(buyer_may_cancel(kind));
        }
        let fresh = OrderBook::new(3, true);
        assert!(
            !fresh.cancellable(PlanKind::Subscription),
            "not before it runs"
        );
        let (running, _) = run(&fresh, &[Signal::Paid { rate: 0 }]);
        assert!(running.cancellable(PlanKind::Subscription));
        assert!(running.cancellable(PlanKind::LimitedSubscription));
        assert!(!running.cancellable(PlanKind::Installment));
        let (ended, _) = run(&running, &[Signal::Cancel]);
        assert!(!ended.cancellable(PlanKind::Subscription), "not twice");
    }

    #[test]
    fn refundable_payments_are_those_money_moved_for() {
        use PaymentState as P;
        let refundable: Vec<P> = P::ALL.iter().copied().filter(|p| p.refundable()).collect();
        let mut expected = vec![P::Paying, P::Paid, P::PaymentPaused];
        expected.sort_by_key(|p| P::ALL.iter().position(|q| q == p));
        assert_eq!(refundable, expected);
    }

    #[test]
    fn plan_kinds_by_name() {
        for kind in [
            PlanKind::OneTime,
            PlanKind::Installment,
            PlanKind::LimitedSubscription,
            PlanKind::Subscription,
        ] {
            let name = serde_json::to_value(kind).unwrap();
            assert_eq!(PlanKind::from_name(name.as_str().unwrap()), Some(kind));
        }
        assert_eq!(PlanKind::from_name("Subscription"), None);
        let rules = crate::pricing::plan_kinds();
        assert_eq!(
            rules.iter().map(|r| r.kind).collect::<Vec<_>>(),
            PlanKind::ALL
        );
        let trial: Vec<PlanKind> = rules
            .iter()
            .filter(|r| r.allows_trial)
            .map(|r| r.kind)
            .collect();
        assert_eq!(
            trial,
            [PlanKind::LimitedSubscription, PlanKind::Subscription]
        );
        let counted: Vec<PlanKind> = rules
            .iter()
            .filter(|r| r.has_payments_count)
            .map(|r| r.kind)
            .collect();
        assert_eq!(
            counted,
            [PlanKind::Installment, PlanKind::LimitedSubscription]
        );
        assert!(
            rules
                .iter()
                .all(|r| r.recurring == (r.kind != PlanKind::OneTime))
        );
    }

    fn run(book: &OrderBook, signals: &[Signal]) -> (OrderBook, Vec<Effect>) {
        let mut book = book.clone();
        let mut effects = Vec::new();
        for s in signals {
            let out = apply(&book, *s);
            book = out.book;
            effects.extend(out.effects);
        }
        (book, effects)
    }

    #[test]
    fn a_one_time_purchase_is_delivered_once_and_closed() {
        let (book, effects) = run(
            &OrderBook::new(1, false),
            &[Signal::Paid { rate: 0 }, Signal::Paid { rate: 0 }],
        );
        assert_eq!(book.order, OrderState::Closed);
        assert_eq!(book.payment, PaymentState::Paid);
        assert_eq!(book.rates[0].state, R::Paid);
        assert_eq!(
            effects,
            vec![
                Effect::CommitStock,
                Effect::Deliver,
                Effect::Receipt { rate: 0 }
            ]
        );
    }

    #[test]
    fn a_stale_failure_after_payment_changes_nothing() {
        let (paid, _) = run(&OrderBook::new(1, false), &[Signal::Paid { rate: 0 }]);
        let out = apply(
            &paid,
            Signal::Failed {
                rate: 0,
                decline: DeclineKind::Hard,
            },
        );
        assert!(!out.changed);
        assert!(out.effects.is_empty());
        assert_eq!(out.book, paid);
    }

    #[test]
    fn a_failed_checkout_may_be_paid_with_another_card() {
        let (book, effects) = run(
            &OrderBook::new(1, false),
            &[
                Signal::Failed {
                    rate: 0,
                    decline: DeclineKind::Hard,
                },
                Signal::Paid { rate: 0 },
            ],
        );
        assert_eq!(book.payment, PaymentState::Paid);
        assert!(effects.contains(&Effect::Deliver));
    }

    #[test]
    fn instalments_pay_rate_by_rate_and_close_with_the_last() {
        let mut book = OrderBook::new(3, false);
        book = apply(&book, Signal::Paid { rate: 0 }).book;
        assert_eq!(
            (book.order, book.payment),
            (OrderState::Finalized, PaymentState::Paying)
        );
        book = apply(&book, Signal::Processing { rate: 1 }).book;
        book = apply(&book, Signal::Paid { rate: 1 }).book;
        assert_eq!(book.payment, PaymentState::Paying);
        let last = apply(&book, Signal::Paid { rate: 2 });
        assert_eq!(
            (last.book.order, last.book.payment),
            (OrderState::Closed, PaymentState::Paid)
        );
        assert_eq!(last.effects, vec![Effect::Receipt { rate: 2 }]);
    }

    #[test]
    fn soft_declines_are_retried_then_paused_and_hard_ones_pause_at_once() {
        let (mut book, _) = run(&OrderBook::new(3, false), &[Signal::Paid { rate: 0 }]);
        let mut retries = Vec::new();
        for _ in 0..4 {
            // each retry is a new charge, then its failure
            book = apply(&book, Signal::Processing { rate: 1 }).book;
            let out = apply(
                &book,
                Signal::Failed {
                    rate: 1,
                    decline: DeclineKind::Soft,
                },
            );
            retries.extend(out.effects);
            book = out.book;
        }
        assert_eq!(
            retries,
            vec![
                Effect::Retry { rate: 1, days: 1 },
                Effect::Retry { rate: 1, days: 3 },
                Effect::Retry { rate: 1, days: 5 },
                Effect::Paused { rate: 1 },
            ]
        );
        assert_eq!(
            (book.rates[1].state, book.payment),
            (R::Debt, PaymentState::PaymentPaused)
        );
        // a later successful charge of the debt resumes the plan
        let resumed = apply(&book, Signal::Paid { rate: 1 }).book;
        assert_eq!(
            (resumed.rates[1].state, resumed.payment),
            (R::Paid, PaymentState::Paying)
        );

        let (book, _) = run(&OrderBook::new(3, false), &[Signal::Paid { rate: 0 }]);
        let hard = apply(
            &book,
            Signal::Failed {
                rate: 2,
                decline: DeclineKind::Hard,
            },
        );
        assert_eq!(hard.effects, vec![Effect::Paused { rate: 2 }]);
    }

    #[test]
    fn expiry_releases_stock_and_a_late_payment_is_refunded() {
        let (book, effects) = run(
            &OrderBook::new(1, false),
            &[Signal::Expired, Signal::Expired],
        );
        assert_eq!(book.order, OrderState::Cancelled);
        assert_eq!(effects, vec![Effect::ReleaseStock]);
        let late = apply(&book, Signal::Paid { rate: 0 });
        assert_eq!(late.effects, vec![Effect::RefundLatePayment]);
        assert!(!late.book.delivered);
        // and once more changes nothing
        assert!(
            apply(&late.book, Signal::Paid { rate: 0 })
                .effects
                .is_empty()
        );
        // a paid order does not expire
        let (paid, _) = run(&OrderBook::new(1, false), &[Signal::Paid { rate: 0 }]);
        assert!(!apply(&paid, Signal::Expired).changed);
    }

    #[test]
    fn refunds_and_chargebacks_revoke_access() {
        let (book, effects) = run(
            &OrderBook::new(2, false),
            &[Signal::Paid { rate: 0 }, Signal::Refunded, Signal::Refunded],
        );
        assert_eq!(
            (book.order, book.payment),
            (OrderState::Refunded, PaymentState::PaymentRefunded)
        );
        // the rate still to come is closed (issue 30), not left "future"
        assert_eq!(
            book.rates.iter().map(|r| r.state).collect::<Vec<_>>(),
            vec![R::Refunded, R::Skipped]
        );
        assert_eq!(effects.iter().filter(|e| **e == Effect::Revoke).count(), 1);
        let (book, effects) = run(
            &OrderBook::new(1, false),
            &[
                Signal::Paid { rate: 0 },
                Signal::Chargeback { rate: 0 },
                Signal::DisputeWon { rate: 0 },
            ],
        );
        assert!(effects.contains(&Effect::Revoke));
        assert_eq!(book.payment, PaymentState::Paid);
    }

    #[test]
    fn a_subscription_stays_paying_and_cancelling_skips_its_future_rates() {
        let (book, _) = run(
            &OrderBook::new(3, true),
            &[
                Signal::Paid { rate: 0 },
                Signal::Paid { rate: 1 },
                Signal::Paid { rate: 2 },
            ],
        );
        assert_eq!(book.payment, PaymentState::Paying);
        let (book, _) = run(
            &OrderBook::new(3, true),
            &[Signal::Paid { rate: 0 }, Signal::Cancel],
        );
        assert_eq!(
            (book.order, book.payment),
            (OrderState::Unsubscribed, PaymentState::PaymentCanceled)
        );
        assert_eq!(
            book.rates.iter().map(|r| r.state).collect::<Vec<_>>(),
            vec![R::Paid, R::Skipped, R::Skipped]
        );
        // an unpaid checkout cannot be "cancelled" as a plan
        assert!(!apply(&OrderBook::new(3, true), Signal::Cancel).changed);
    }

    #[test]
    fn signals_for_rates_the_order_does_not_have_change_nothing() {
        let book = OrderBook::new(1, false);
        assert!(!apply(&book, Signal::Paid { rate: 7 }).changed);
        assert!(
            !apply(
                &book,
                Signal::Failed {
                    rate: 7,
                    decline: DeclineKind::Soft
                }
            )
            .changed
        );
    }

    #[test]
    fn a_free_trial_is_delivered_only_once_a_method_is_saved() {
        let trial = OrderBook::free_first(13, true);
        assert!(trial.saves_method);
        // a "payment" of nothing does not settle it: no access without a method
        let nothing = apply(&trial, Signal::Paid { rate: 0 });
        assert!(!nothing.changed);
        assert!(nothing.effects.is_empty());
        let saved = apply(&trial, Signal::MethodSaved);
        assert_eq!(
            saved.effects,
            vec![
                Effect::CommitStock,
                Effect::Deliver,
                Effect::Receipt { rate: 0 }
            ]
        );
        assert_eq!(
            (
                saved.book.order,
                saved.book.payment,
                saved.book.rates[0].state
            ),
            (OrderState::Finalized, PaymentState::Paying, R::Paid)
        );
        assert!(saved.book.delivered);
        // saved twice (the webhook and the buyer's return): once
        assert!(!apply(&saved.book, Signal::MethodSaved).changed);
        // the first real rate charged with the saved method
        let charged = run(
            &saved.book,
            &[Signal::Processing { rate: 1 }, Signal::Paid { rate: 1 }],
        )
        .0;
        assert_eq!(charged.rates[1].state, R::Paid);
        assert_eq!(charged.payment, PaymentState::Paying);
    }

    #[test]
    fn a_trial_whose_method_cannot_be_charged_is_paused_and_withholds_access() {
        let (book, _) = run(&OrderBook::free_first(3, true), &[Signal::MethodSaved]);
        assert!(!access_withheld(book.payment));
        let book = apply(&book, Signal::Processing { rate: 1 }).book;
        let out = apply(
            &book,
            Signal::Failed {
                rate: 1,
                decline: DeclineKind::Hard,
            },
        );
        assert_eq!(out.effects, vec![Effect::Paused { rate: 1 }]);
        assert_eq!(
            (out.book.rates[1].state, out.book.payment),
            (R::Debt, PaymentState::PaymentPaused)
        );
        assert!(access_withheld(out.book.payment));
        // the debt paid, access returns
        let resumed = apply(&out.book, Signal::Paid { rate: 1 }).book;
        assert!(!access_withheld(resumed.payment));
    }

    #[test]
    fn saving_a_method_settles_only_a_free_first_rate_of_an_open_checkout() {
        // an expired trial checkout: nothing was taken, nothing changes
        let (expired, _) = run(&OrderBook::free_first(2, false), &[Signal::Expired]);
        let late = apply(&expired, Signal::MethodSaved);
        assert!(!late.changed);
        assert!(late.effects.is_empty());
        // a declined card at setup: the buyer saves another one
        let (declined, _) = run(
            &OrderBook::free_first(2, false),
            &[Signal::Failed {
                rate: 0,
                decline: DeclineKind::Hard,
            }],
        );
        assert_eq!(declined.payment, PaymentState::PaymentNotCompleted);
        assert!(apply(&declined, Signal::MethodSaved).book.delivered);
        // an order paid as usual ignores it
        assert!(!apply(&OrderBook::new(2, false), Signal::MethodSaved).changed);
        // a free order without later rates is simply paid
        let free = OrderBook::free_first(1, false);
        assert!(!free.saves_method);
        assert!(apply(&free, Signal::Paid { rate: 0 }).book.delivered);
        assert!(!first_rate_saves_method(false, 3, true));
        assert!(first_rate_saves_method(true, 1, true));
    }

    #[test]
    fn only_chargeable_methods_can_be_saved() {
        use crate::checkout::PaymentMethod as M;
        for (method, saved) in [
            (M::Card, true),
            (M::Sepa, true),
            (M::ApplePay, true),
            (M::BankWire, false),
            (M::Paypal, false),
            (M::PayLater, false),
            (M::Klarna, false),
            (M::Sofort, false),
        ] {
            assert_eq!(can_save(method), saved, "{method:?}");
        }
    }

    #[test]
    fn fingerprints_ignore_key_order_but_not_values() {
        let a: serde_json::Value =
            serde_json::from_str(r#"{"b":1,"a":{"y":2,"x":[1,2]}}"#).unwrap();
        let b: serde_json::Value =
            serde_json::from_str(r#"{ "a": {"x": [1, 2], "y": 2}, "b": 1 }"#).unwrap();
        let c: serde_json::Value =
            serde_json::from_str(r#"{"b":1,"a":{"y":2,"x":[2,1]}}"#).unwrap();
        assert_eq!(fingerprint(&a), fingerprint(&b));
        assert_ne!(fingerprint(&a), fingerprint(&c));
        assert_eq!(fingerprint(&a).len(), 64);
    }

    proptest::proptest! {
        /// Any order of any signals, each possibly repeated: the order is
        /// delivered at most once, only if some rate was paid while it could
        /// take money, and a duplicate of the last signal never changes it.
        #[test]
        fn delivery_is_exactly_once(
            rates in 1usize..4,
            open in proptest::bool::ANY,
            free in proptest::bool::ANY,
            picks in proptest::collection::vec((0u8..10, 0usize..4, proptest::bool::ANY), 0..24),
        ) {
            let mut book = if free {
                OrderBook::free_first(rates, open)
            } else {
                OrderBook::new(rates, open)
            };
            let mut deliveries = 0;
            for (kind, rate, hard) in picks {
                let decline = if hard { DeclineKind::Hard } else { DeclineKind::Soft };
                let signal = match kind {
                    0 => Signal::Processing { rate },
                    1 | 2 => Signal::Paid { rate },
                    3 => Signal::Failed { rate, decline },
                    4 => Signal::Expired,
                    5 => Signal::Cancel,
                    6 => Signal::Refunded,
                    7 => Signal::Chargeback { rate },
                    8 => Signal::DisputeWon { rate },
                    _ => Signal::MethodSaved,
                };
                let out = apply(&book, signal);
                let delivered = out.effects.iter().filter(|e| **e == Effect::Deliver).count();
                // a "payment" of a free first rate never hands anything over
                if book.saves_method && matches!(signal, Signal::Paid { rate: 0 }) {
                    proptest::prop_assert_eq!(delivered, 0);
                }
                deliveries += delivered;
                let again = apply(&out.book, signal);
                proptest::prop_assert!(!again.effects.contains(&Effect::Deliver));
                book = out.book;
            }
            proptest::prop_assert!(deliveries <= 1);
            proptest::prop_assert_eq!(deliveries == 1, book.delivered);
        }
    }
}
