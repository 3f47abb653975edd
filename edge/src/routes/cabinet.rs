//! `/v1/cabinet/seller_profile`: the seller's own data about themselves
//! (products and coupons have their own modules). Every handler takes the seller
//! as the route's `session::Seller` principal (never from the request), and
//! every repository call is filtered by it.

use sellwerk_core::validation::{self, BusinessStep};
use serde::Serialize;
use worker::{Request, Response, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::json_body;
use crate::repo;
use crate::session;

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct SellerProfileBody {
    seller_profile: BusinessStep,
}

/// `GET /v1/cabinet/seller_profile`: the seller profile's business step.
pub async fn get_seller_profile(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let step = repo::sellers::business_step(&repo::db(&ctx.env)?, seller.seller_id).await?;
    Ok(Response::from_json(&SellerProfileBody {
        seller_profile: step,
    })?)
}

/// `PUT /v1/cabinet/seller_profile`: stores the business step when core's
/// `validate_business_step` finds no problem (the same check the seller
/// profile modal runs in the browser), else 422 with every problem.
pub async fn put_seller_profile(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let step: BusinessStep = json_body(&mut req).await?;
    let problems =
        validation::validate_business_step(&step, sellwerk_core::Country::DE, clock::today());
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    repo::sellers::save_business_step(&repo::db(&ctx.env)?, seller.seller_id, &step).await?;
    Ok(Response::from_json(&SellerProfileBody {
        seller_profile: step,
    })?)
}

/// `GET /v1/cabinet/home`: the seller's paid money and orders of the last
/// 30 days and the checklist before the first sale
/// (`services::home`).
pub async fn home(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    Ok(Response::from_json(
        &crate::services::home::home(&db, seller.seller_id).await?,
    )?)
}
