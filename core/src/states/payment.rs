//! The money of an order: the payment (one per order), the order itself, its
//! rates (one per charge of a plan) and the payment log (one per attempt at
//! a provider).
//!
//! How they work together in a checkout:
//! - One-time: the first charge's log goes `waiting`/`pending` ->
//!   `successful`; the rate `pending` -> `paid`; the payment
//!   `payment_waiting`/`payment_pending` -> `paid` (`succeed`); the order
//!   `draft` -> `ready` -> `finalized` -> `closed` (`complete`).
//! - Instalments, limited and unlimited subscriptions: each paid rate but
//!   the last is `succeed_rate` (payment -> `paying`), the last is `succeed`
//!   (`paying` -> `paid`; an unlimited subscription never has a last one).
//!   Later rates wait as `future`, become `pending` when charged, `paid`.
//! - A failed rate: the rate goes `unpaid` (`fail`) and is retried (`charge`
//!   -> `pending`); the payment stays `paying`. When the retries are
//!   exhausted the rate becomes `debt` (`mark_debt`, handed to dunning) and
//!   the payment `payment_paused` (`pause`); a later successful retry resumes
//!   it (`succeed_rate` -> `paying`, or `succeed` -> `paid` for the last).
//! - Partial payment (a bank transfer short of the amount): the log goes
//!   `partially_paid`, the rate `partly_paid`; the rest completes both.

#![allow(clippy::match_same_arms)] // one arm per source state reads as the table

use super::{Rule, machine, vocabulary};

vocabulary! {
    /// The payment state of an order.
    pub enum PaymentState {
        /// Created, waiting for the buyer (e.g. a bank transfer).
        PaymentWaiting = "payment_waiting",
        /// Submitted, the provider is processing (e.g. SEPA, 3-D Secure).
        PaymentPending = "payment_pending",
        /// A plan with rates left, paid so far.
        Paying = "paying",
        /// Paid in full.
        Paid = "paid",
        /// A plan stopped after its retries, or paused by the seller.
        PaymentPaused = "payment_paused",
        PaymentCanceled = "payment_canceled",
        /// Refunded in full (partial refunds are amounts, not a state).
        PaymentRefunded = "payment_refunded",
        /// The first charge failed or expired: the checkout never completed.
        PaymentNotCompleted = "payment_not_completed",
        PaymentChargebacked = "payment_chargebacked",
    }
}

vocabulary! {
    /// What happens to a payment.
    pub enum PaymentEvent {
        /// The provider started processing.
        Submit = "submit",
        /// A rate was paid and more remain.
        SucceedRate = "succeed_rate",
        /// The only or the last rate was paid.
        Succeed = "succeed",
        /// A charge failed.
        Fail = "fail",
        /// The buyer did not pay in time.
        Expire = "expire",
        /// Retries exhausted, or the seller pauses the plan.
        Pause = "pause",
        Resume = "resume",
        Cancel = "cancel",
        Refund = "refund",
        Chargeback = "chargeback",
        /// The seller won the dispute of a chargeback.
        WinDispute = "win_dispute",
    }
}

machine!(
    PaymentState,
    PaymentEvent,
    "payment",
    initial = [PaymentWaiting, PaymentPending]
);

impl PaymentState {
    /// Decisions:
    /// - Before money: `submit` -> pending; `succeed` -> paid,
    ///   `succeed_rate` -> paying; `fail`/`expire` -> not completed; only a
    ///   waiting payment can be canceled (a processing one cannot be
    ///   recalled, as at Stripe).
    /// - A paid payment never goes back to waiting or pending: it can be
    ///   refunded or chargebacked; it cannot be paused or canceled.
    /// - A running plan (`paying`) stays paying on a failed rate (the rate
    ///   carries the failure and its retries); `pause` after the retries,
    ///   `resume` or a successful retry brings it back; the buyer or seller
    ///   may cancel it (rates already paid stay paid).
    /// - A late payment completes a not-completed payment (a transfer that
    ///   arrives after the deadline); on a canceled one it is refused, so the
    ///   edge refunds it.
    /// - A won dispute turns a chargeback into `paid`; a subscription is not
    ///   restarted by it.
    /// - A chargeback is recorded even after a refund (providers report it;
    ///   losing the fact would be worse); a refund after a chargeback is
    ///   refused (the money is already back).
    /// - Stale: `submit`, `fail`, `expire` are absorbed once money has moved
    ///   (paying, paid, paused, canceled, refunded, chargebacked), and
    ///   `succeed`/`succeed_rate` once it has gone back (refunded,
    ///   chargebacked) or the plan is complete (`paid`).
    fn rule(self, event: PaymentEvent) -> Rule<Self> {
        use PaymentEvent as E;
        use PaymentState as S;
        let to = match (self, event) {
            (S::PaymentWaiting, E::Cancel) => S::PaymentCanceled,
            (S::PaymentWaiting | S::PaymentPending, E::Submit) => S::PaymentPending,
            (S::PaymentWaiting | S::PaymentPending, E::SucceedRate) => S::Paying,
            (S::PaymentWaiting | S::PaymentPending, E::Succeed) => S::Paid,
            (S::PaymentWaiting | S::PaymentPending, E::Fail | E::Expire) => S::PaymentNotCompleted,

            (S::Paying, E::Submit | E::SucceedRate | E::Fail | E::Expire | E::Resume) => S::Paying,
            (S::Paying, E::Succeed) => S::Paid,
            (S::Paying, E::Pause) => S::PaymentPaused,

            (S::Paid, E::Submit | E::SucceedRate | E::Succeed | E::Fail | E::Expire) => S::Paid,
            (S::Paid, E::WinDispute) => S::Paid,

            (S::PaymentPaused, E::Submit | E::Fail | E::Expire | E::Pause) => S::PaymentPaused,
            (S::PaymentPaused, E::SucceedRate | E::Resume) => S::Paying,
            (S::PaymentPaused, E::Succeed) => S::Paid,

            (S::Paying | S::PaymentPaused | S::PaymentCanceled, E::Cancel) => S::PaymentCanceled,
            (S::PaymentCanceled, E::Submit | E::Fail | E::Expire) => S::PaymentCanceled,

            (S::Paying | S::Paid | S::PaymentPaused | S::PaymentCanceled, E::Refund) => {
                S::PaymentRefunded
            }
            (S::PaymentRefunded, E::Refund) => S::PaymentRefunded,
            (S::PaymentRefunded, E::Submit | E::SucceedRate | E::Succeed | E::Fail | E::Expire) => {
                S::PaymentRefunded
            }

            (
                S::Paying | S::Paid | S::PaymentPaused | S::PaymentCanceled | S::PaymentRefunded,
                E::Chargeback,
            ) => S::PaymentChargebacked,
            (
                S::PaymentChargebacked,
                E::Submit | E::SucceedRate | E::Succeed | E::Fail | E::Expire | E::Chargeback,
            ) => S::PaymentChargebacked,
            (S::PaymentChargebacked, E::WinDispute) => S::Paid,

            (S::PaymentNotCompleted, E::Submit | E::Fail | E::Expire) => S::PaymentNotCompleted,
            (S::PaymentNotCompleted, E::SucceedRate) => S::Paying,
            (S::PaymentNotCompleted, E::Succeed) => S::Paid,

            _ => return Rule::Refused,
        };
        Rule::To(to)
    }

    /// Whether the payment is in the spec's open or closed group.
    pub fn in_group(self, group: PaymentGroup) -> bool {
        group.states().contains(&self)
    }

    /// Whether the seller may refund the order through the provider: money
    /// has moved and has not gone back (`paid`, a running plan `paying`, or
    /// one paused for a debt). Decision: before money moved there is
    /// nothing to refund, and a refunded or chargebacked payment is already
    /// back (the edge answers 409 `not_refundable`).
    pub fn refundable(self) -> bool {
        matches!(
            self,
            PaymentState::Paid | PaymentState::Paying | PaymentState::PaymentPaused
        )
    }
}

/// The spec's two filter groups of payments. They overlap (`paying` and
/// `paid` are in both) and `payment_not_completed` is in neither, as the
/// spec lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PaymentGroup {
    /// paying, paid, waiting, pending.
    Open,
    /// paying, paid, paused, canceled, refunded, chargebacked.
    Closed,
}

impl PaymentGroup {
    /// The states of the group.
    pub fn states(self) -> &'static [PaymentState] {
        use PaymentState as S;
        match self {
            PaymentGroup::Open => &[S::Paying, S::Paid, S::PaymentWaiting, S::PaymentPending],
            PaymentGroup::Closed => &[
                S::Paying,
                S::Paid,
                S::PaymentPaused,
                S::PaymentCanceled,
                S::PaymentRefunded,
                S::PaymentChargebacked,
            ],
        }
    }
}

vocabulary! {
    /// The state of an order.
    pub enum OrderState {
        /// All it owes is settled: a paid one-time order, a completed plan.
        Closed = "closed",
        /// Being filled in at checkout.
        Draft = "draft",
        /// Access granted: the first charge succeeded.
        Finalized = "finalized",
        Cancelled = "cancelled",
        Refunded = "refunded",
        /// A subscription ended by the buyer or the seller.
        Unsubscribed = "unsubscribed",
        /// Complete and waiting for its first payment.
        Ready = "ready",
    }
}

vocabulary! {
    /// What happens to an order.
    pub enum OrderEvent {
        /// The buyer's details and payment method are complete.
        Confirm = "confirm",
        /// The first charge succeeded (access is granted).
        Finalize = "finalize",
        /// Nothing is left to charge (one-time paid, last rate paid).
        Complete = "complete",
        /// A running subscription is ended; no more rates are charged.
        Unsubscribe = "unsubscribe",
        /// Abandoned before payment, or given up after dunning.
        Cancel = "cancel",
        Refund = "refund",
    }
}

machine!(OrderState, OrderEvent, "order", initial = [Draft]);

impl OrderState {
    /// Decisions: `draft` -> `ready` -> `finalized` -> `closed`, with
    /// `finalize` straight from draft for one-click payments and free
    /// products. Only a finalized order can be completed or unsubscribed.
    /// An order is cancelled before payment, or after it while rates are
    /// open (the seller gives up after dunning); a cancelled order can still
    /// be refunded (rates paid before). A refund is full and final. Stale
    /// `confirm`/`finalize` are absorbed in closed, unsubscribed and
    /// refunded; on a cancelled order `finalize` is refused (a payment that
    /// arrives after cancelling is refunded, see the payment machine).
    fn rule(self, event: OrderEvent) -> Rule<Self> {
        use OrderEvent as E;
        use OrderState as S;
        let to = match (self, event) {
            (S::Draft | S::Ready, E::Confirm) => S::Ready,
            (S::Draft | S::Ready | S::Finalized, E::Finalize) => S::Finalized,
            (S::Draft | S::Ready | S::Finalized | S::Cancelled, E::Cancel) => S::Cancelled,
            (S::Finalized, E::Confirm) => S::Finalized,
            (S::Finalized | S::Closed, E::Complete) => S::Closed,
            (S::Finalized | S::Unsubscribed, E::Unsubscribe) => S::Unsubscribed,
            (
                S::Finalized | S::Closed | S::Unsubscribed | S::Cancelled | S::Refunded,
                E::Refund,
            ) => S::Refunded,
            (S::Closed | S::Unsubscribed | S::Refunded, E::Confirm | E::Finalize) => self,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// The state of one rate (one charge) of an order's plan.
    pub enum OrderRateState {
        Paid = "paid",
        /// Its charge failed; retried.
        Unpaid = "unpaid",
        /// Not due yet.
        Future = "future",
        /// Not charged, by the seller's decision.
        Skipped = "skipped",
        Chargebacked = "chargebacked",
        /// Retries exhausted: handed to dunning.
        Debt = "debt",
        Refunded = "refunded",
        /// Being charged.
        Pending = "pending",
        /// Part of the amount arrived.
        PartlyPaid = "partly_paid",
    }
}

vocabulary! {
    /// What happens to a rate.
    pub enum OrderRateEvent {
        /// Due: a charge (or a retry) is started.
        Charge = "charge",
        /// The whole (rest of the) amount arrived.
        Succeed = "succeed",
        /// Part of the amount arrived.
        PartialPay = "partial_pay",
        Fail = "fail",
        /// The retries are exhausted: the rate goes to dunning.
        MarkDebt = "mark_debt",
        /// The seller waives the rate.
        Skip = "skip",
        Refund = "refund",
        Chargeback = "chargeback",
        WinDispute = "win_dispute",
    }
}

machine!(
    OrderRateState,
    OrderRateEvent,
    "order_rate",
    initial = [Future, Pending]
);

impl OrderRateState {
    /// Decisions: `future` -> `pending` (`charge`) -> `paid`/`unpaid`/
    /// `partly_paid`; `future` may also be paid early, fail at once (a
    /// direct debit refused without a processing step), or be skipped.
    /// `unpaid` is retried (`charge` -> `pending`) until `mark_debt`; a debt
    /// is settled by `succeed`, stays debt on partial payments, or is waived
    /// (`skip`). A partly paid rate keeps what arrived: a failed attempt on
    /// the rest leaves it partly paid, and it cannot be skipped (refund the
    /// part instead). Paid rates are refunded or chargebacked, never
    /// charged again; a won dispute makes a chargebacked rate paid.
    /// `skipped` is terminal: money that arrives for it is refused and
    /// goes back. Stale `charge`/`succeed`/`partial_pay`/`fail` are absorbed
    /// once the rate is paid, refunded or chargebacked.
    fn rule(self, event: OrderRateEvent) -> Rule<Self> {
        use OrderRateEvent as E;
        use OrderRateState as S;
        let to = match (self, event) {
            (S::Future | S::Pending | S::Unpaid | S::PartlyPaid, E::Charge) => S::Pending,
            (S::Future | S::Pending | S::Unpaid | S::PartlyPaid | S::Debt, E::Succeed) => S::Paid,
            (S::Future | S::Pending | S::Unpaid | S::PartlyPaid, E::PartialPay) => S::PartlyPaid,
            (S::Future | S::Pending | S::Unpaid, E::Fail) => S::Unpaid,
            (S::Future | S::Unpaid | S::Debt | S::Skipped, E::Skip) => S::Skipped,
            (S::PartlyPaid, E::Fail) => S::PartlyPaid,
            (S::Unpaid | S::PartlyPaid | S::Debt, E::MarkDebt) => S::Debt,
            (S::Debt, E::PartialPay | E::Fail) => S::Debt,
            (S::Paid, E::WinDispute) => S::Paid,
            (S::Paid | S::PartlyPaid | S::Refunded, E::Refund) => S::Refunded,
            (S::Paid | S::PartlyPaid | S::Refunded | S::Chargebacked, E::Chargeback) => {
                S::Chargebacked
            }
            (S::Chargebacked, E::WinDispute) => S::Paid,
            (
                S::Paid | S::Refunded | S::Chargebacked,
                E::Charge | E::Succeed | E::PartialPay | E::Fail,
            ) => self,
            _ => return Rule::Refused,
        };
        Rule::To(to)
    }
}

vocabulary! {
    /// The state of one payment attempt at a provider.
    pub enum PaymentLogState {
        Successful = "successful",
        Denied = "denied",
        Error = "error",
        Pending = "pending",
        Canceled = "canceled",
        Expired = "expired",
        Waiting = "waiting",
        PartiallyPaid = "partially_paid",
    }
}

vocabulary! {
    /// What a provider reports about an attempt.
    pub enum PaymentLogEvent {
        Submit = "submit",
        Succeed = "succeed",
        PartialPay = "partial_pay",
        /// The provider or the bank declined.
        Deny = "deny",
        /// A technical error.
        Fail = "fail",
        Cancel = "cancel",
        Expire = "expire",
    }
}

machine!(
    PaymentLogState,
    PaymentLogEvent,
    "payment_log",
    initial = [Waiting, Pending]
);

impl PaymentLogState {
    /// Decisions: a log records one attempt, so every outcome but a partial
    /// payment is final; a retry is a new log. From `waiting` and `pending`
    /// any outcome may be reported (providers report cancellations of
    /// processing payments too). A partial payment is completed by
    /// `succeed`, ends as `expired` or `canceled`, and keeps what arrived
    /// when a further attempt is denied or fails. A stale `submit` is
    /// absorbed in every later state, a stale `partial_pay` once successful.
    /// A late `succeed` on an expired log is refused: the edge records the
    /// money as a new log.
    fn rule(self, event: PaymentLogEvent) -> Rule<Self> {
        use PaymentLogEvent as E;
        use PaymentLogState as S;
        let to = match (self, event) {
            (S::Waiting | S::Pending, E::Submit) => S::Pending,
            (S::Waiting | S::Pending | S::PartiallyPaid | S::Successful, E::Succeed) => {
                S::Successful
            }
            (S::Waiting | S::Pending | S::PartiallyPaid, E::PartialPay) => S::PartiallyPaid,
            (S::Waiting | S::Pending | S::Denied, E::Deny) => S::Denied,
            (S::Waiting | S::Pending | S::Error, E::Fail) => S::Error,
            (S::Waiting | S::Pending | S::PartiallyPaid | S::Canceled, E::Cancel) => S::Canceled,
            (S::Waiting | S::Pending | S::PartiallyPaid | S::Expired, E::Expire) => S::Expired,
            (S::PartiallyPaid, E::Deny | E::Fail) => S::PartiallyPaid,
            (S::Successful, E::PartialPay) => S::Successful,
            (_, E::Submit) => self,
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
    fn payment_names_follow_the_spec() {
        check_names::<PaymentState>(
            "payment_waiting, payment_pending, paying, paid, payment_paused, payment_canceled, \
             payment_refunded, payment_not_completed, payment_chargebacked",
        );
        check_names::<OrderRateState>(
            "paid, unpaid, future, skipped, chargebacked, debt, refunded, pending, partly_paid",
        );
        check_names::<OrderState>(
            "closed, draft, finalized, cancelled, refunded, unsubscribed, ready",
        );
        check_names::<PaymentLogState>(
            "successful, denied, error, pending, canceled, expired, waiting, partially_paid",
        );
    }

    #[test]
    fn payment_table() {
        check::<PaymentState>(&[
            (
                "payment_waiting",
                "submit>payment_pending succeed_rate>paying succeed>paid \
                 fail>payment_not_completed expire>payment_not_completed cancel>payment_canceled",
            ),
            (
                "payment_pending",
                "submit>payment_pending succeed_rate>paying succeed>paid \
                 fail>payment_not_completed expire>payment_not_completed",
            ),
            (
                "paying",
                "submit>paying succeed_rate>paying succeed>paid fail>paying expire>paying \
                 pause>payment_paused resume>paying cancel>payment_canceled \
                 refund>payment_refunded chargeback>payment_chargebacked",
            ),
            (
                "paid",
                "submit>paid succeed_rate>paid succeed>paid fail>paid expire>paid \
                 refund>payment_refunded chargeback>payment_chargebacked win_dispute>paid",
            ),
            (
                "payment_paused",
                "submit>payment_paused succeed_rate>paying succeed>paid fail>payment_paused \
                 expire>payment_paused pause>payment_paused resume>paying \
                 cancel>payment_canceled refund>payment_refunded \
                 chargeback>payment_chargebacked",
            ),
            (
                "payment_canceled",
                "submit>payment_canceled fail>payment_canceled expire>payment_canceled \
                 cancel>payment_canceled refund>payment_refunded \
                 chargeback>payment_chargebacked",
            ),
            (
                "payment_refunded",
                "submit>payment_refunded succeed_rate>payment_refunded \
                 succeed>payment_refunded fail>payment_refunded expire>payment_refunded \
                 refund>payment_refunded chargeback>payment_chargebacked",
            ),
            (
                "payment_not_completed",
                "submit>payment_not_completed succeed_rate>paying succeed>paid \
                 fail>payment_not_completed expire>payment_not_completed",
            ),
            (
                "payment_chargebacked",
                "submit>payment_chargebacked succeed_rate>payment_chargebacked \
                 succeed>payment_chargebacked fail>payment_chargebacked \
                 expire>payment_chargebacked chargeback>payment_chargebacked win_dispute>paid",
            ),
        ]);
    }

    #[test]
    fn order_table() {
        check::<OrderState>(&[
            (
                "closed",
                "confirm>closed finalize>closed complete>closed refund>refunded",
            ),
            ("draft", "confirm>ready finalize>finalized cancel>cancelled"),
            (
                "finalized",
                "confirm>finalized finalize>finalized complete>closed unsubscribe>unsubscribed \
                 cancel>cancelled refund>refunded",
            ),
            ("cancelled", "cancel>cancelled refund>refunded"),
            (
                "refunded",
                "confirm>refunded finalize>refunded refund>refunded",
            ),
            (
                "unsubscribed",
                "confirm>unsubscribed finalize>unsubscribed unsubscribe>unsubscribed \
                 refund>refunded",
            ),
            ("ready", "confirm>ready finalize>finalized cancel>cancelled"),
        ]);
    }

    #[test]
    fn order_rate_table() {
        check::<OrderRateState>(&[
            (
                "paid",
                "charge>paid succeed>paid partial_pay>paid fail>paid refund>refunded \
                 chargeback>chargebacked win_dispute>paid",
            ),
            (
                "unpaid",
                "charge>pending succeed>paid partial_pay>partly_paid fail>unpaid \
                 mark_debt>debt skip>skipped",
            ),
            (
                "future",
                "charge>pending succeed>paid partial_pay>partly_paid fail>unpaid skip>skipped",
            ),
            ("skipped", "skip>skipped"),
            (
                "chargebacked",
                "charge>chargebacked succeed>chargebacked partial_pay>chargebacked \
                 fail>chargebacked chargeback>chargebacked win_dispute>paid",
            ),
            (
                "debt",
                "succeed>paid partial_pay>debt fail>debt mark_debt>debt skip>skipped",
            ),
            (
                "refunded",
                "charge>refunded succeed>refunded partial_pay>refunded fail>refunded \
                 refund>refunded chargeback>chargebacked",
            ),
            (
                "pending",
                "charge>pending succeed>paid partial_pay>partly_paid fail>unpaid",
            ),
            (
                "partly_paid",
                "charge>pending succeed>paid partial_pay>partly_paid fail>partly_paid \
                 mark_debt>debt refund>refunded chargeback>chargebacked",
            ),
        ]);
    }

    #[test]
    fn payment_log_table() {
        check::<PaymentLogState>(&[
            (
                "successful",
                "submit>successful succeed>successful partial_pay>successful",
            ),
            ("denied", "submit>denied deny>denied"),
            ("error", "submit>error fail>error"),
            (
                "pending",
                "submit>pending succeed>successful partial_pay>partially_paid deny>denied \
                 fail>error cancel>canceled expire>expired",
            ),
            ("canceled", "submit>canceled cancel>canceled"),
            ("expired", "submit>expired expire>expired"),
            (
                "waiting",
                "submit>pending succeed>successful partial_pay>partially_paid deny>denied \
                 fail>error cancel>canceled expire>expired",
            ),
            (
                "partially_paid",
                "submit>partially_paid succeed>successful partial_pay>partially_paid \
                 deny>partially_paid fail>partially_paid cancel>canceled expire>expired",
            ),
        ]);
    }

    /// An instalment plan of three rates, with one failed rate retried, the
    /// plan paused after the retries and resumed by a later success.
    #[test]
    fn an_instalment_checkout_runs_through_the_three_machines() {
        use OrderRateEvent as R;
        use PaymentEvent as P;
        let mut payment = PaymentState::PaymentWaiting;
        let mut order = OrderState::Draft;
        order = order.apply(OrderEvent::Confirm).unwrap();

        // Rate 1 at checkout.
        payment = payment.apply(P::Submit).unwrap();
        let rate1 = OrderRateState::Pending.apply(R::Succeed).unwrap();
        payment = payment.apply(P::SucceedRate).unwrap();
        order = order.apply(OrderEvent::Finalize).unwrap();
        assert_eq!(
            (payment, rate1, order),
            (
                PaymentState::Paying,
                OrderRateState::Paid,
                OrderState::Finalized
            )
        );

        // Rate 2 fails twice, goes to debt, the plan pauses; dunning collects.
        let mut rate2 = OrderRateState::Future.apply(R::Charge).unwrap();
        rate2 = rate2.apply(R::Fail).unwrap();
        assert_eq!(payment.apply(P::Fail), Ok(PaymentState::Paying));
        rate2 = rate2.apply(R::Charge).unwrap().apply(R::Fail).unwrap();
        rate2 = rate2.apply(R::MarkDebt).unwrap();
        payment = payment.apply(P::Pause).unwrap();
        assert_eq!(
            (payment, rate2),
            (PaymentState::PaymentPaused, OrderRateState::Debt)
        );
        rate2 = rate2
            .apply(R::PartialPay)
            .unwrap()
            .apply(R::Succeed)
            .unwrap();
        payment = payment.apply(P::SucceedRate).unwrap();
        assert_eq!(
            (payment, rate2),
            (PaymentState::Paying, OrderRateState::Paid)
        );

        // Rate 3, the last, is paid in two parts.
        let rate3 = OrderRateState::Future
            .apply(R::Charge)
            .and_then(|r| r.apply(R::PartialPay))
            .and_then(|r| r.apply(R::Succeed))
            .unwrap();
        payment = payment.apply(P::Succeed).unwrap();
        order = order.apply(OrderEvent::Complete).unwrap();
        assert_eq!(
            (payment, rate3, order),
            (PaymentState::Paid, OrderRateState::Paid, OrderState::Closed)
        );
    }

    #[test]
    fn duplicated_and_reordered_webhooks_never_move_a_payment_back() {
        use PaymentEvent as E;
        use PaymentState as S;
        // Duplicates.
        assert_eq!(S::Paid.apply(E::Succeed), Ok(S::Paid));
        assert_eq!(S::PaymentRefunded.apply(E::Refund), Ok(S::PaymentRefunded));
        assert_eq!(
            S::PaymentChargebacked.apply(E::Chargeback),
            Ok(S::PaymentChargebacked)
        );
        // "processing" or "failed" delivered after "succeeded".
        assert_eq!(S::Paid.apply(E::Submit), Ok(S::Paid));
        assert_eq!(S::Paid.apply(E::Fail), Ok(S::Paid));
        // "succeeded" delivered after the refund.
        assert_eq!(S::PaymentRefunded.apply(E::Succeed), Ok(S::PaymentRefunded));
        // But a paid payment never goes back to pending or waiting.
        for &e in PaymentEvent::ALL {
            let to = S::Paid.apply(e);
            assert!(
                !matches!(to, Ok(S::PaymentPending | S::PaymentWaiting)),
                "{e}"
            );
        }
        // Money after an explicit cancel is refused, so the edge refunds it.
        assert!(S::PaymentCanceled.apply(E::Succeed).is_err());
        // A late transfer completes an expired checkout.
        assert_eq!(S::PaymentNotCompleted.apply(E::Succeed), Ok(S::Paid));
    }

    #[test]
    fn payment_groups_follow_the_spec() {
        use PaymentState as S;
        let open: Vec<_> = S::ALL
            .iter()
            .filter(|s| s.in_group(PaymentGroup::Open))
            .collect();
        assert_eq!(
            open,
            [&S::PaymentWaiting, &S::PaymentPending, &S::Paying, &S::Paid]
        );
        let closed: Vec<_> = S::ALL
            .iter()
            .filter(|s| s.in_group(PaymentGroup::Closed))
            .collect();
        assert_eq!(
            closed,
            [
                &S::Paying,
                &S::Paid,
                &S::PaymentPaused,
                &S::PaymentCanceled,
                &S::PaymentRefunded,
                &S::PaymentChargebacked
            ]
        );
        assert!(!S::PaymentNotCompleted.in_group(PaymentGroup::Open));
        assert!(!S::PaymentNotCompleted.in_group(PaymentGroup::Closed));
    }
}
