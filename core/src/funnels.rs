//! Funnels (issue 19): a seller's ordered steps, each offering one of their
//! products with a chosen plan, shown to a buyer after a successful payment
//! and before the thank-you page. One click takes an offer (a new order of
//! upsell type, charged with the method the buyer just paid with); a
//! decline goes on to the next step or to the thank-you page.
//!
//! This module holds the rules: what a valid funnel is ([`check_draft`]),
//! the activated/deactivated toggle of spec section 4 ([`FunnelState::apply`])
//! and which step a buyer sees next ([`next_step`], [`check_decision`]). No
//! I/O: the edge looks the products and orders up and passes them in.
//!
//! Decisions where the spec is silent:
//! - A funnel has 1 to [`MAX_STEPS`] steps when it is activated (a draft may
//!   be saved without steps, but not activated, and an activated funnel
//!   cannot lose its last step); its name is 1 to [`NAME_MAX`] characters.
//! - A product is offered at most once in a funnel (a second step offering
//!   it would always be skipped as owned).
//! - A step offers a plan paid at once (a one-time plan with a fixed price):
//!   the one click charges the method once, off-session; a plan with later
//!   rates or a price the buyer chooses needs the payment page.
//! - Toggling to the state a funnel is in is not an error (a double click on
//!   "activate" is harmless).
//! - A step whose product the buyer owns (a paid order of the same seller's
//!   product by the same e-mail address, the first order and its bumps
//!   included) is skipped, and so is a step that was decided already.
//! - A failed one-click charge moves on like a decline; the first order is
//!   never touched.
//! - A step may offer its plan at a lower price (issue 30: `offer_price`,
//!   [`offer_plan`]): a decimal of the plan's currency, written like the
//!   plan's own price (gross or net alike), above nothing and below the
//!   plan's price, and at least the currency's minimum charge. The edge
//!   prices and charges the step with the plan at that price (the quote
//!   decides VAT and the total as for any price), and the step page shows
//!   the plan's own price struck through beside it.

use serde::{Deserialize, Serialize};

use crate::checkout::{PaymentMethod, Quote};
use crate::ids::{FunnelNodeId, PlanId, ProductId};
use crate::pricing::{PlanKind, PlanTerms, minimum_charge};
use crate::problem::Problem;
use crate::states::{OrderState, PaymentState};
use crate::{Currency, Money};

/// Most steps a funnel has.
pub const MAX_STEPS: usize = 10;
/// Longest funnel name, in characters.
pub const NAME_MAX: usize = 100;
/// Longest step headline, in characters.
pub const TITLE_MAX: usize = 200;
/// Longest step text, in characters.
pub const TEXT_MAX: usize = 2000;

/// The keys this module reports.
pub const KEYS: &[&str] = &[
    "amount_below_minimum_charge",
    "amount_too_precise",
    "funnel_duplicate_product",
    "funnel_offer_price_not_lower",
    "funnel_plan_not_one_click",
    "funnel_step_decided",
    "funnel_step_not_current",
    "funnel_too_many_steps",
    "funnel_without_steps",
    "invalid_amount",
    "invalid_currency",
    "must_be_positive",
    "required",
    "too_long",
];

/// A funnel as the seller writes it: its name and its steps in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct FunnelDraft {
    pub name: String,
    #[serde(default)]
    pub steps: Vec<StepDraft>,
}

/// One step: the product offered, with which of its plans, the words
/// shown above it, and the page it is shown on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct StepDraft {
    pub product_id: ProductId,
    pub plan_id: PlanId,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub text: String,
    /// One of the seller's published funnel pages (the edge checks it);
    /// `None`: core's default funnel page.
    #[serde(default)]
    pub page_id: Option<i64>,
    /// The price this step offers the plan at, below the plan's own (a
    /// decimal string of the plan's currency); `None`: the plan's price.
    /// See [`offer_plan`].
    #[serde(default)]
    pub offer_price: Option<String>,
}

/// Every problem of a draft (`name`, `steps`, `steps.{i}.product_id`, ...),
/// not the first only. What the edge checks against its data (the product
/// is the seller's, the plan the product's) comes on top.
pub fn check_draft(draft: &FunnelDraft) -> Vec<Problem> {
    let mut out = Vec::new();
    let name = draft.name.trim();
    if name.is_empty() {
        out.push(Problem::new("name", "required"));
    } else if name.chars().count() > NAME_MAX {
        out.push(Problem::new("name", "too_long"));
    }
    if draft.steps.len() > MAX_STEPS {
        out.push(Problem::new("steps", "funnel_too_many_steps"));
    }
    for (i, step) in draft.steps.iter().enumerate() {
        if draft
            .steps
            .iter()
            .take(i)
            .any(|s| s.product_id == step.product_id)
        {
            out.push(Problem::new(
                format!("steps.{i}.product_id"),
                "funnel_duplicate_product",
            ));
        }
        if step.title.trim().chars().count() > TITLE_MAX {
            out.push(Problem::new(format!("steps.{i}.title"), "too_long"));
        }
        if step.text.trim().chars().count() > TEXT_MAX {
            out.push(Problem::new(format!("steps.{i}.text"), "too_long"));
        }
    }
    out
}

/// Whether `plan` can be taken with one click: paid at once, one time, at
/// a price the seller set. `Err` with the key otherwise.
pub fn check_step_plan(plan: &PlanTerms) -> Result<(), &'static str> {
    let one_time = matches!(plan.kind, None | Some(PlanKind::OneTime));
    if one_time && !plan.pay_what_you_want && plan.trial_period.is_none() {
        Ok(())
    } else {
        Err("funnel_plan_not_one_click")
    }
}

/// The plan a step offers: `plan` itself without `offer_price`, else the
/// plan at that price. `Err` with the key when the price is not a positive
/// amount of the plan's currency with at most its minor digits (the money
/// keys: `invalid_amount`, `amount_too_precise`, `must_be_positive`), is
/// below the currency's minimum charge (`amount_below_minimum_charge`), or
/// is not below the plan's own price (`funnel_offer_price_not_lower`). The
/// plan must be one a step may offer ([`check_step_plan`]).
pub fn offer_plan(plan: &PlanTerms, offer_price: Option<&str>) -> Result<PlanTerms, &'static str> {
    check_step_plan(plan)?;
    let Some(text) = offer_price.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(plan.clone());
    };
    let currency = Currency::parse(&plan.currency).map_err(|_| "invalid_currency")?;
    let price = Money::parse(text, currency).map_err(|e| e.code())?;
    let own = plan
        .price
        .as_deref()
        .and_then(|p| Money::parse(p, currency).ok())
        .ok_or("funnel_plan_not_one_click")?;
    if price.is_negative() || price.is_zero() {
        return Err("must_be_positive");
    }
    if price.amount() < minimum_charge(currency).amount() {
        return Err("amount_below_minimum_charge");
    }
    if price.amount() >= own.amount() {
        return Err("funnel_offer_price_not_lower");
    }
    Ok(PlanTerms {
        price: Some(price.to_decimal_string()),
        ..plan.clone()
    })
}

/// The funnel toggle of spec section 4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FunnelState {
    Activated,
    Deactivated,
}

/// What the seller does with the toggle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FunnelEvent {
    Activate,
    Deactivate,
}

crate::names::read_by_name!(FunnelState {
    Activated = "activated",
    Deactivated = "deactivated",
});

crate::names::read_by_name!(FunnelEvent {
    Activate = "activate",
    Deactivate = "deactivate",
});

impl FunnelState {
    /// The state after `event` for a funnel of `steps` steps: activating
    /// needs at least one step (`funnel_without_steps`); the same state
    /// again is no change and no error.
    pub fn apply(self, event: FunnelEvent, steps: usize) -> Result<FunnelState, &'static str> {
        match event {
            FunnelEvent::Activate if steps == 0 => Err("funnel_without_steps"),
            FunnelEvent::Activate => Ok(FunnelState::Activated),
            FunnelEvent::Deactivate => Ok(FunnelState::Deactivated),
        }
    }
}

/// The state a new funnel of `steps` steps starts in. Decision (issue 30:
/// "created inactive" surprised sellers, who attach a funnel to a product
/// to have it run): a funnel with a step starts activated; an empty one
/// cannot run and starts deactivated. It runs only after a product it is
/// attached to is paid for, so a funnel attached to nothing shows nowhere.
pub fn created_state(steps: usize) -> FunnelState {
    if steps == 0 {
        FunnelState::Deactivated
    } else {
        FunnelState::Activated
    }
}

/// Whether a funnel in `state` may be saved with `steps` steps: an
/// activated funnel keeps at least one.
pub fn check_steps_for(state: FunnelState, steps: usize) -> Result<(), Problem> {
    if state == FunnelState::Activated && steps == 0 {
        return Err(Problem::new("steps", "funnel_without_steps"));
    }
    Ok(())
}

/// A step as a buyer's run of the funnel sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunStep {
    pub node: FunnelNodeId,
    pub product: ProductId,
}

/// What comes next in a buyer's run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Next {
    /// The step to show, `None` when the funnel is done (the thank-you
    /// page).
    pub offer: Option<FunnelNodeId>,
    /// The steps passed over on the way, because the buyer owns their
    /// product (recorded as skipped).
    pub skipped: Vec<FunnelNodeId>,
}

/// The next step of a run: the first step in order that was not decided
/// (`decided`) and whose product the buyer does not own (`owned`).
pub fn next_step(steps: &[RunStep], decided: &[FunnelNodeId], owned: &[ProductId]) -> Next {
    let mut skipped = Vec::new();
    for step in steps {
        if decided.contains(&step.node) {
            continue;
        }
        if owned.contains(&step.product) {
            skipped.push(step.node);
            continue;
        }
        return Next {
            offer: Some(step.node),
            skipped,
        };
    }
    Next {
        offer: None,
        skipped,
    }
}

/// Whether the buyer may accept or decline step `node` now: it must be the
/// run's current step. A step decided already is `funnel_step_decided`
/// (the edge answers a repeat with the first decision), any other
/// `funnel_step_not_current`.
pub fn check_decision(
    steps: &[RunStep],
    decided: &[FunnelNodeId],
    owned: &[ProductId],
    node: FunnelNodeId,
) -> Result<(), &'static str> {
    if decided.contains(&node) {
        return Err("funnel_step_decided");
    }
    match next_step(steps, decided, owned).offer {
        Some(current) if current == node => Ok(()),
        _ => Err("funnel_step_not_current"),
    }
}

/// How long a run stays open after its first order was paid, in seconds.
///
/// **Decision (issue 29):** one hour. A funnel's offers are meant for the
/// minutes right after a purchase, while the buyer is still on the way
/// from the payment to the thank-you page; an hour is what shops use for
/// one-click offers and far below the 24 hours the issue allows at most.
/// Past it, a step charges nothing: accepting answers 409
/// `funnel_run_ended` and the step page sends the buyer to the thank-you
/// page.
pub const RUN_OPEN_SECONDS: i64 = 60 * 60;

/// How long a run's claim (the address the thank-you page leads to) may
/// wait to be traded for the browser's cookie: the thank-you page leads
/// there at once; ten minutes leave room for a slow phone.
pub const CLAIM_SECONDS: i64 = 600;

/// How long the browser's cookie proves a run: as long as browsers keep a
/// cookie (400 days), so the buyer who comes back to a step's address after
/// the run ended is sent on to the order's page; it proves only that this
/// browser bought, and decides nothing once the run has ended.
pub const BROWSER_SECONDS: i64 = 400 * 86_400;

/// Why a run is over although steps are left (the edge answers a
/// decision on it with 409 `funnel_run_ended`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunEnded {
    /// More than [`RUN_OPEN_SECONDS`] since the first order was paid.
    TimeOver,
    /// The first order is no longer paid: refunded, cancelled, charged
    /// back, paused or never paid.
    FirstOrderNotPaid,
}

/// Whether a run after a first order in `order` and `payment` states,
/// paid at `paid_at` (Unix seconds), still takes decisions at `now`: only
/// while the first order stays paid (paid in full, or a plan paid so far;
/// not cancelled, refunded, ended or charged back) and for
/// [`RUN_OPEN_SECONDS`] after it was paid.
pub fn run_open(
    order: OrderState,
    payment: PaymentState,
    paid_at: Option<i64>,
    now: i64,
) -> Result<(), RunEnded> {
    let paid = matches!(payment, PaymentState::Paid | PaymentState::Paying)
        && matches!(order, OrderState::Finalized | OrderState::Closed);
    if !paid {
        return Err(RunEnded::FirstOrderNotPaid);
    }
    match paid_at {
        Some(at) if now >= at && now - at <= RUN_OPEN_SECONDS => Ok(()),
        // a payment time ahead of now (a clock moved back) is no reason
        // to offer for longer than the bound
        Some(at) if now < at => Ok(()),
        _ => Err(RunEnded::TimeOver),
    }
}

/// How pricing a step for the buyer of the first order ended, as the
/// one-click rule sees it: the edge prices the step (the checkout's use
/// case), core decides what it means.
#[derive(Debug, Clone, Copy)]
pub enum StepPricing<'a> {
    /// The step was quoted; `same_seller` says whether its product is the
    /// first order's seller's.
    Quoted { quote: &'a Quote, same_seller: bool },
    /// The step's cart breaks a rule of the checkout (its product is not
    /// sellable now, its plan fails the buyer's country, ...).
    Refused,
    /// The step's product or plan is no longer offered.
    NotOffered,
    /// The step's product is protected by a password.
    Locked,
}

/// How the first order was paid: what one click charges again.
#[derive(Debug, Clone, Copy)]
pub struct FirstPayment<'a> {
    pub currency: &'a Currency,
    pub method: PaymentMethod,
}

/// What a step's price means for the buyer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepCharge {
    /// One click charges it: the method just used, once, now.
    OneClick,
    /// Not with one click: the step is skipped (it would need the payment
    /// page again: the buyer asked anew for a method, a password or terms).
    Skip,
}

/// The one-click rule: a step is charged with one click only when core
/// quoted it as one payment due now and above zero (no later rates, not
/// open-ended), in the first order's currency, for the same seller, and
/// the method the buyer just paid with may pay it. A step the checkout
/// refuses (not sellable, no longer offered, locked by a password) is
/// skipped like one that cannot be paid with one click; a failure of the
/// edge itself is no refusal and never reaches this rule.
pub fn step_charge(pricing: StepPricing<'_>, first: FirstPayment<'_>) -> StepCharge {
    match pricing {
        StepPricing::Quoted { quote, same_seller } => {
            let one_click = quote.later.is_empty()
                && !quote.open_ended
                && !quote.due_now.gross.is_zero()
                && quote.currency == *first.currency
                && quote.payment_methods.contains(&first.method)
                && same_seller;
            if one_click {
                StepCharge::OneClick
            } else {
                StepCharge::Skip
            }
        }
        StepPricing::Refused | StepPricing::NotOffered | StepPricing::Locked => StepCharge::Skip,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn payment(gross: &str, currency: &Currency) -> crate::checkout::Payment {
        let money = |text: &str| Money::parse(text, *currency).unwrap();
        crate::checkout::Payment {
            date: "2026-12-07".to_owned(),
            lines: Vec::new(),
            vat_breakdown: Vec::new(),
            discount: money("0"),
            net: money(gross),
            vat: money("0"),
            gross: money(gross),
        }
    }

    fn one_payment(gross: &str) -> Quote {
        let eur = Currency::parse("EUR").unwrap();
        Quote {
            currency: eur,
            vat_treatment: crate::tax::VatTreatment::OutsideEu,
            vat_note: None,
            coupon_code: None,
            due_now: payment(gross, &eur),
            later: Vec::new(),
            open_ended: false,
            total: Money::parse(gross, eur).unwrap(),
            payment_methods: vec![PaymentMethod::Card, PaymentMethod::Paypal],
        }
    }

    fn charge(
        quote: &Quote,
        same_seller: bool,
        currency: &str,
        method: PaymentMethod,
    ) -> StepCharge {
        step_charge(
            StepPricing::Quoted { quote, same_seller },
            FirstPayment {
                currency: &Currency::parse(currency).unwrap(),
                method,
            },
        )
    }

    #[test]
    fn one_payment_now_with_the_same_method_and_seller_is_one_click() {
        let quote = one_payment("19.00");
        assert_eq!(
            charge(&quote, true, "EUR", PaymentMethod::Card),
            StepCharge::OneClick
        );
        assert_eq!(
            charge(&quote, true, "EUR", PaymentMethod::Paypal),
            StepCharge::OneClick
        );
    }

    #[test]
    fn anything_the_first_payment_cannot_charge_again_is_skipped() {
        let quote = one_payment("19.00");
        // another method, currency or seller
        assert_eq!(
            charge(&quote, true, "EUR", PaymentMethod::Klarna),
            StepCharge::Skip
        );
        assert_eq!(
            charge(&quote, true, "CHF", PaymentMethod::Card),
            StepCharge::Skip
        );
        assert_eq!(
            charge(&quote, false, "EUR", PaymentMethod::Card),
            StepCharge::Skip
        );
        // nothing to charge
        assert_eq!(
            charge(&one_payment("0"), true, "EUR", PaymentMethod::Card),
            StepCharge::Skip
        );
        // later rates, or open-ended
        let mut rates = one_payment("19.00");
        rates.later.push(rates.due_now.clone());
        assert_eq!(
            charge(&rates, true, "EUR", PaymentMethod::Card),
            StepCharge::Skip
        );
        let mut open = one_payment("19.00");
        open.open_ended = true;
        assert_eq!(
            charge(&open, true, "EUR", PaymentMethod::Card),
            StepCharge::Skip
        );
    }

    #[test]
    fn a_step_the_checkout_refuses_is_skipped() {
        let eur = Currency::parse("EUR").unwrap();
        let first = FirstPayment {
            currency: &eur,
            method: PaymentMethod::Card,
        };
        for refused in [
            StepPricing::Refused,
            StepPricing::NotOffered,
            StepPricing::Locked,
        ] {
            assert_eq!(step_charge(refused, first), StepCharge::Skip);
        }
    }

    #[test]
    fn a_run_is_open_for_an_hour_while_the_first_order_stays_paid() {
        use OrderState as O;
        use PaymentState as P;
        let paid = 1_000_000;
        let open = |o, p, at: Option<i64>, now| run_open(o, p, at, now);
        assert_eq!(open(O::Finalized, P::Paid, Some(paid), paid), Ok(()));
        assert_eq!(open(O::Closed, P::Paid, Some(paid), paid + 3600), Ok(()));
        assert_eq!(open(O::Finalized, P::Paying, Some(paid), paid + 60), Ok(()));
        assert_eq!(
            open(O::Closed, P::Paid, Some(paid), paid + 3601),
            Err(RunEnded::TimeOver)
        );
        // 13 months later
        assert_eq!(
            open(O::Closed, P::Paid, Some(paid), paid + 396 * 86_400),
            Err(RunEnded::TimeOver)
        );
        assert_eq!(
            open(O::Closed, P::Paid, None, paid),
            Err(RunEnded::TimeOver)
        );
        assert_eq!(open(O::Closed, P::Paid, Some(paid), paid - 10), Ok(()));
        // refunded, cancelled, charged back, paused, ended: over at once
        for (o, p) in [
            (O::Refunded, P::PaymentRefunded),
            (O::Closed, P::PaymentRefunded),
            (O::Cancelled, P::PaymentCanceled),
            (O::Cancelled, P::Paid),
            (O::Closed, P::PaymentChargebacked),
            (O::Finalized, P::PaymentPaused),
            (O::Unsubscribed, P::Paying),
            (O::Ready, P::PaymentWaiting),
            (O::Ready, P::PaymentPending),
            (O::Draft, P::PaymentNotCompleted),
        ] {
            assert_eq!(
                open(o, p, Some(paid), paid + 1),
                Err(RunEnded::FirstOrderNotPaid),
                "{o:?} {p:?}"
            );
        }
    }

    fn pid(n: i64) -> ProductId {
        ProductId::new(n).unwrap()
    }
    fn plan(n: i64) -> PlanId {
        PlanId::new(n).unwrap()
    }
    fn node(n: i64) -> FunnelNodeId {
        FunnelNodeId::new(n).unwrap()
    }
    fn step(product: i64) -> StepDraft {
        StepDraft {
            product_id: pid(product),
            plan_id: plan(product),
            title: String::new(),
            text: String::new(),
            page_id: None,
            offer_price: None,
        }
    }

    fn one_time(price: &str) -> PlanTerms {
        serde_json::from_value(
            serde_json::json!({"kind": "one_time", "currency": "eur", "price": price}),
        )
        .unwrap()
    }

    #[test]
    fn a_step_offers_its_plan_at_a_lower_price_or_its_own() {
        let plan = one_time("49.00");
        assert_eq!(offer_plan(&plan, None), Ok(plan.clone()));
        assert_eq!(offer_plan(&plan, Some("  ")), Ok(plan.clone()));
        let cheaper = offer_plan(&plan, Some("29.5")).unwrap();
        assert_eq!(cheaper.price.as_deref(), Some("29.50"));
        assert_eq!(cheaper.currency, "eur");
        for (price, code) in [
            ("49.00", "funnel_offer_price_not_lower"),
            ("59", "funnel_offer_price_not_lower"),
            ("0", "must_be_positive"),
            ("-5", "must_be_positive"),
            ("0.10", "amount_below_minimum_charge"),
            ("29.555", "amount_too_precise"),
            ("abc", "invalid_amount"),
        ] {
            assert_eq!(offer_plan(&plan, Some(price)), Err(code), "{price}");
        }
        // a plan no step may offer stays refused whatever the price
        let mut wyw = one_time("10");
        wyw.pay_what_you_want = true;
        assert_eq!(
            offer_plan(&wyw, Some("5")),
            Err("funnel_plan_not_one_click")
        );
    }
    fn codes(draft: &FunnelDraft) -> Vec<(String, &'static str)> {
        check_draft(draft)
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    #[test]
    fn a_named_funnel_with_distinct_products_is_valid() {
        let draft = FunnelDraft {
            name: "After the course".into(),
            steps: vec![step(1), step(2)],
        };
        assert!(check_draft(&draft).is_empty());
    }

    #[test]
    fn every_problem_of_a_draft_is_reported() {
        let mut steps: Vec<StepDraft> = (1..=11).map(step).collect();
        steps.push(step(3));
        steps[0].title = "x".repeat(TITLE_MAX + 1);
        steps[1].text = "y".repeat(TEXT_MAX + 1);
        let draft = FunnelDraft {
            name: "  ".into(),
            steps,
        };
        assert_eq!(
            codes(&draft),
            vec![
                ("name".to_owned(), "required"),
                ("steps".to_owned(), "funnel_too_many_steps"),
                ("steps.0.title".to_owned(), "too_long"),
                ("steps.1.text".to_owned(), "too_long"),
                ("steps.11.product_id".to_owned(), "funnel_duplicate_product"),
            ]
        );
        let long = FunnelDraft {
            name: "n".repeat(NAME_MAX + 1),
            steps: vec![],
        };
        assert_eq!(codes(&long), vec![("name".to_owned(), "too_long")]);
    }

    #[test]
    fn a_new_funnel_runs_once_it_has_a_step() {
        assert_eq!(created_state(0), FunnelState::Deactivated);
        assert_eq!(created_state(1), FunnelState::Activated);
        assert_eq!(created_state(3), FunnelState::Activated);
        // what it starts in is a state it may be saved in
        for steps in 0..3 {
            assert!(check_steps_for(created_state(steps), steps).is_ok());
        }
    }

    #[test]
    fn the_toggle_for_every_state_and_event() {
        use FunnelEvent::{Activate, Deactivate};
        use FunnelState::{Activated, Deactivated};
        let table = [
            (Deactivated, Activate, 1, Ok(Activated)),
            (Deactivated, Activate, 0, Err("funnel_without_steps")),
            (Activated, Activate, 2, Ok(Activated)),
            (Activated, Deactivate, 2, Ok(Deactivated)),
            (Deactivated, Deactivate, 0, Ok(Deactivated)),
            (Activated, Deactivate, 0, Ok(Deactivated)),
        ];
        for (state, event, steps, expected) in table {
            assert_eq!(state.apply(event, steps), expected, "{state:?} {event:?}");
        }
        assert!(check_steps_for(Activated, 0).is_err());
        assert!(check_steps_for(Deactivated, 0).is_ok());
        assert_eq!(FunnelState::from_api_name("activated"), Some(Activated));
        assert_eq!(FunnelEvent::from_api_name("deactivate"), Some(Deactivate));
        assert_eq!(FunnelEvent::from_api_name("delete"), None);
    }

    #[test]
    fn only_plans_paid_at_once_take_one_click() {
        let mut terms: PlanTerms = serde_json::from_value(serde_json::json!({
            "kind": "one_time", "currency": "eur", "price": "19.00"
        }))
        .unwrap();
        assert_eq!(check_step_plan(&terms), Ok(()));
        terms.pay_what_you_want = true;
        assert_eq!(check_step_plan(&terms), Err("funnel_plan_not_one_click"));
        terms.pay_what_you_want = false;
        terms.kind = Some(PlanKind::Subscription);
        assert_eq!(check_step_plan(&terms), Err("funnel_plan_not_one_click"));
    }

    fn run() -> Vec<RunStep> {
        [(1, 10), (2, 20), (3, 30)]
            .map(|(n, p)| RunStep {
                node: node(n),
                product: pid(p),
            })
            .to_vec()
    }

    #[test]
    fn the_next_step_skips_decided_steps_and_owned_products() {
        let steps = run();
        let fresh = next_step(&steps, &[], &[]);
        assert_eq!(fresh.offer, Some(node(1)));
        assert!(fresh.skipped.is_empty());
        let owned = next_step(&steps, &[], &[pid(10), pid(20)]);
        assert_eq!(owned.offer, Some(node(3)));
        assert_eq!(owned.skipped, vec![node(1), node(2)]);
        let later = next_step(&steps, &[node(1)], &[]);
        assert_eq!(later.offer, Some(node(2)));
        let done = next_step(&steps, &[node(1), node(2)], &[pid(30)]);
        assert_eq!(done.offer, None);
        assert_eq!(done.skipped, vec![node(3)]);
        assert_eq!(next_step(&[], &[], &[]).offer, None);
    }

    #[test]
    fn only_the_current_step_may_be_decided() {
        let steps = run();
        assert_eq!(check_decision(&steps, &[], &[], node(1)), Ok(()));
        assert_eq!(
            check_decision(&steps, &[], &[], node(2)),
            Err("funnel_step_not_current")
        );
        assert_eq!(
            check_decision(&steps, &[node(1)], &[], node(1)),
            Err("funnel_step_decided")
        );
        assert_eq!(check_decision(&steps, &[], &[pid(10)], node(2)), Ok(()));
        assert_eq!(
            check_decision(&steps, &[], &[], node(99)),
            Err("funnel_step_not_current")
        );
    }
}
