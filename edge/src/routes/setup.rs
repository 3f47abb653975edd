//! `/v1/cabinet/products/{id}/setup`: the editor's later steps (service
//! details, certificate settings, design, order bumps, delivery mail,
//! thank-you page), one document per product, merged and checked by core's
//! `setup` module.

use sellwerk_core::ids::{ProductId, SellerId};
use sellwerk_core::setup::{self, ProductSetup};
use worker::{D1Database, Request, Response, RouteContext};

use super::owned_product as owned;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, json_body};
use crate::repo::{self, products::BumpChoice};
use crate::session;

async fn answer(
    db: &D1Database,
    seller_id: SellerId,
    id: ProductId,
    setup: &ProductSetup,
) -> AppResult<Response> {
    let (_, listed) = repo::products::bump_choices(db, seller_id, id).await?;
    Ok(Response::from_json(&SetupAnswer {
        setup,
        bump_choices: listed,
    })?)
}

/// `{setup, bump_choices}`: the stored sections (`null` for one never
/// saved) and the products the upsell step may offer.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct SetupAnswer<'a> {
    setup: &'a ProductSetup,
    bump_choices: Vec<BumpChoice>,
}

/// `GET /v1/cabinet/products/{id}/setup`: the stored sections (`null` for
/// one never saved) and the products the upsell step may offer.
pub async fn get(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    let record = owned(&db, seller.seller_id, id).await?;
    answer(&db, seller.seller_id, id, &record.setup()?).await
}

/// `PUT /v1/cabinet/products/{id}/setup`: one or more sections; those left
/// out keep their value. The sections sent are checked for the product's
/// form (422 with every problem) before they are stored; a stored section
/// is not judged again (a bump product archived since stays until the
/// seller edits the upsell step).
pub async fn put(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    let record = owned(&db, seller.seller_id, id).await?;
    let change: ProductSetup = json_body(&mut req).await?;
    let (choices, _) = repo::products::bump_choices(&db, seller.seller_id, id).await?;
    let problems = setup::validate_setup(record.form()?, &change, id.get(), &choices);
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    let merged = record.setup()?.merged(change);
    repo::products::set_setup(&db, seller.seller_id, id, &merged).await?;
    answer(&db, seller.seller_id, id, &merged).await
}
