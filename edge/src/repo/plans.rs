//! A pricing plan's stored shape: its own columns plus the prefs kept as
//! JSON beside them, read into core's `PlanTerms` and written from them
//! (shared by the catalog's and the products' repositories).

use sellwerk_core::ids::PlanId;
use sellwerk_core::pricing::{PlanKind, PlanTerms};
use serde::{Deserialize, Serialize};

use super::corrupt;
use crate::error::AppResult;

/// The plan prefs kept as JSON beside the plan's own columns.
#[derive(Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct PlanPrefs {
    first_amount: Option<String>,
    next_amount: Option<String>,
    payments_count: Option<u32>,
    interval: Option<String>,
    rates: Option<Vec<String>>,
    custom_intervals: Option<Vec<String>>,
    trial_period: Option<String>,
    trial_amount: Option<String>,
    start_day: Option<u8>,
}

/// A stored plan's kind and full terms, from its columns and prefs.
pub(super) fn plan_terms(
    id: PlanId,
    kind: i64,
    currency: &str,
    price: &str,
    pay_what_you_want: i64,
    prefs: &str,
) -> AppResult<(PlanKind, PlanTerms)> {
    let kind = PlanKind::from_value(kind).map_err(|e| corrupt("pricing_plan", id, e))?;
    let prefs: PlanPrefs =
        serde_json::from_str(prefs).map_err(|e| corrupt("pricing_plan", id, e))?;
    Ok((
        kind,
        PlanTerms {
            kind: Some(kind),
            currency: currency.to_owned(),
            price: (kind == PlanKind::OneTime).then(|| price.to_owned()),
            pay_what_you_want: pay_what_you_want != 0,
            first_amount: prefs.first_amount,
            next_amount: prefs.next_amount,
            payments_count: prefs.payments_count,
            interval: prefs.interval,
            rates: prefs.rates,
            custom_intervals: prefs.custom_intervals,
            trial_period: prefs.trial_period,
            trial_amount: prefs.trial_amount,
            start_day: prefs.start_day,
        },
    ))
}

/// The prefs column of plan terms: everything but kind, currency, price
/// and pay-what-you-want.
pub(super) fn plan_prefs(terms: &PlanTerms) -> PlanPrefs {
    PlanPrefs {
        first_amount: terms.first_amount.clone(),
        next_amount: terms.next_amount.clone(),
        payments_count: terms.payments_count,
        interval: terms.interval.clone(),
        rates: terms.rates.clone(),
        custom_intervals: terms.custom_intervals.clone(),
        trial_period: terms.trial_period.clone(),
        trial_amount: terms.trial_amount.clone(),
        start_day: terms.start_day,
    }
}
