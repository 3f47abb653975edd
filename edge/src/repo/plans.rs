//! A pricing plan's stored shape: its own columns plus the prefs kept as
//! JSON beside them, read into core's `PlanTerms` and written from them
//! (shared by the catalog's and the products' repositories).

use sellwerk_core::ids::{PlanId, SellerId};
use sellwerk_core::pricing::{PlanKind, PlanTerms};
use serde::{Deserialize, Serialize};

use super::{corrupt, int};
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

/// The regular interval (`1m`) of plan `plan_id` of seller `seller_id`, as
/// its prefs hold it: `None` for a one-time plan, custom intervals, or
/// another seller's plan (what an order's page says per period).
pub async fn interval(
    db: &worker::D1Database,
    seller_id: SellerId,
    plan_id: PlanId,
) -> AppResult<Option<String>> {
    #[derive(Deserialize)]
    struct Row {
        prefs: String,
    }
    let row = db
        .prepare("SELECT prefs FROM pricing_plans WHERE id = ?1 AND seller_id = ?2")
        .bind(&[int(plan_id), int(seller_id)])?
        .first::<Row>(None)
        .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let prefs: PlanPrefs =
        serde_json::from_str(&row.prefs).map_err(|e| corrupt("pricing_plan", plan_id, e))?;
    Ok(prefs.interval)
}

/// [`interval`] of several plans at once (the buyer's list of orders), by
/// plan; the plans must be the order's own (read by id, each order names
/// its plan), so no seller filter is needed beyond the orders'.
pub async fn intervals(
    db: &worker::D1Database,
    plan_ids: &[PlanId],
) -> AppResult<std::collections::HashMap<PlanId, String>> {
    #[derive(Deserialize)]
    struct Row {
        id: i64,
        prefs: String,
    }
    let mut out = std::collections::HashMap::new();
    if plan_ids.is_empty() {
        return Ok(out);
    }
    let list: Vec<i64> = plan_ids.iter().map(|i| i.get()).collect();
    let list = serde_json::to_string(&list)
        .map_err(|e| crate::error::AppError::Internal(e.to_string()))?;
    let rows = db
        .prepare(
            "SELECT id, prefs FROM pricing_plans WHERE id IN (SELECT value FROM json_each(?1))",
        )
        .bind(&[worker::wasm_bindgen::JsValue::from_str(&list)])?
        .all()
        .await?
        .results::<Row>()?;
    for row in rows {
        let id = PlanId::try_from(row.id).map_err(|e| corrupt("pricing_plan", row.id, e))?;
        let prefs: PlanPrefs =
            serde_json::from_str(&row.prefs).map_err(|e| corrupt("pricing_plan", id, e))?;
        if let Some(interval) = prefs.interval {
            out.insert(id, interval);
        }
    }
    Ok(out)
}
