//! The consents an order records (core's `legal`): the boxes the buyer
//! ticked, worded as the page showed them, with the seller's documents the
//! order is sold under. One place for the checkout's order and a funnel's
//! one-click upsell (issue 30: an upsell of digital content records the
//! same withdrawal waiver as the first order).

use sellwerk_core::legal::{self, Consent, ConsentRules};
use sellwerk_core::messages::Language;
use sellwerk_core::problem::Problem;
use sellwerk_core::product::ProductForm;
use worker::D1Database;

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::repo;

/// Product forms by their stored names (`"course"`); an unknown name is the
/// edge's own fault.
pub fn forms(names: &[&str]) -> AppResult<Vec<ProductForm>> {
    names
        .iter()
        .map(|form| {
            ProductForm::from_api_name(form)
                .ok_or_else(|| AppError::Internal(format!("product form {form:?} is unknown")))
        })
        .collect()
}

/// The order's record of `rules` given `given`, in `language`, with the
/// documents of `seller` (the checkout's terms `ct_id`, if any) it is sold
/// under; `Err` with a `consent_required` problem on `consents.{name}` for
/// each box not ticked (nothing is recorded then).
pub async fn record(
    db: &D1Database,
    (seller, ct_id): (sellwerk_core::ids::SellerId, Option<i64>),
    rules: &ConsentRules,
    given: &[Consent],
    language: &str,
) -> AppResult<Result<repo::legal::NewOrderLegal, Vec<Problem>>> {
    let missing = legal::check_consents(rules, given);
    if !missing.is_empty() {
        return Ok(Err(missing));
    }
    let documents = repo::legal::all(db, seller).await?;
    record_read((&documents, ct_id), rules, given, language)
}

/// [`record`] with the seller's current documents read already (an
/// order's intake, `repo::intake`): `documents`, of which the set of
/// cancellation terms `ct_id` is taken.
pub fn record_read(
    (documents, ct_id): (&[repo::legal::DocumentRow], Option<i64>),
    rules: &ConsentRules,
    given: &[Consent],
    language: &str,
) -> AppResult<Result<repo::legal::NewOrderLegal, Vec<Problem>>> {
    let missing = legal::check_consents(rules, given);
    if !missing.is_empty() {
        return Ok(Err(missing));
    }
    let documents = repo::legal::sold_under_of(documents, ct_id)?;
    Ok(Ok(worded(rules, language, documents)))
}

fn worded(
    rules: &ConsentRules,
    language: &str,
    documents: Vec<repo::legal::SoldUnder>,
) -> repo::legal::NewOrderLegal {
    repo::legal::NewOrderLegal {
        worded: rules.worded(Language::from_tag(language)),
        documents,
        consented_at: clock::rfc3339(clock::now()),
    }
}
