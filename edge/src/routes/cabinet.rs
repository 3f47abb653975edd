//! `/v1/cabinet/*`: the seller's own data. Every handler takes the seller
//! from `session::seller` (never from the request), and every repository
//! call is filtered by it.

use sellwerk_core::lists::{self, ListQuery, ListScope};
use sellwerk_core::validation::{self, BusinessStep};
use serde::Serialize;
use worker::{Env, Request, Response, RouteContext};

use super::respond;
use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, json_body};
use crate::repo::{self, catalog::CabinetProduct};
use crate::session;

#[derive(Serialize)]
struct ListBody {
    list: Vec<CabinetProduct>,
    total_count: u64,
    page: u32,
    per: u32,
}

/// `GET /v1/cabinet/products?…`: the seller's products, published or not,
/// paged, sorted and filtered by core's list rules.
pub async fn list_products(req: Request, ctx: RouteContext<()>) -> worker::Result<Response> {
    respond(products(&req, &ctx.env).await)
}

async fn products(req: &Request, env: &Env) -> AppResult<Response> {
    let seller = session::seller(req, env).await?;
    let url = req.url()?;
    let query = ListQuery::parse(
        url.query().unwrap_or(""),
        ListScope::seller(clock::today().year()),
    )
    .map_err(AppError::Invalid)?;
    lists::PRODUCTS.check(&query).map_err(AppError::Invalid)?;
    let db = repo::db(env)?;
    let total_count = repo::catalog::count_cabinet_products(&db, seller.seller_id, &query).await?;
    let query = query.clamp_page(total_count);
    let list = repo::catalog::list_cabinet_products(&db, seller.seller_id, &query).await?;
    Ok(Response::from_json(&ListBody {
        list,
        total_count,
        page: query.page,
        per: query.per,
    })?)
}

/// `GET /v1/cabinet/products/{id}`: one of the seller's products; another
/// seller's id is a 404, exactly like an id that does not exist.
pub async fn get_product(req: Request, ctx: RouteContext<()>) -> worker::Result<Response> {
    respond(product(&req, &ctx).await)
}

async fn product(req: &Request, ctx: &RouteContext<()>) -> AppResult<Response> {
    let seller = session::seller(req, &ctx.env).await?;
    let id = id_param(ctx, "id", "product_not_found")?;
    let product = repo::catalog::find_cabinet_product(&repo::db(&ctx.env)?, seller.seller_id, id)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "product_not_found",
            detail: format!("you have no product {id}"),
        })?;
    Ok(Response::from_json(
        &serde_json::json!({ "product": product }),
    )?)
}

#[derive(Serialize)]
struct SellerProfileBody {
    seller_profile: BusinessStep,
}

/// `GET /v1/cabinet/seller_profile`: the seller profile's business step.
pub async fn get_seller_profile(req: Request, ctx: RouteContext<()>) -> worker::Result<Response> {
    respond(seller_profile(&req, &ctx.env).await)
}

async fn seller_profile(req: &Request, env: &Env) -> AppResult<Response> {
    let seller = session::seller(req, env).await?;
    let step = repo::sellers::business_step(&repo::db(env)?, seller.seller_id).await?;
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
) -> worker::Result<Response> {
    respond(save_seller_profile(&mut req, &ctx.env).await)
}

async fn save_seller_profile(req: &mut Request, env: &Env) -> AppResult<Response> {
    let seller = session::seller(req, env).await?;
    let step: BusinessStep = json_body(req).await?;
    let problems =
        validation::validate_business_step(&step, sellwerk_core::Country::DE, clock::today());
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    repo::sellers::save_business_step(&repo::db(env)?, seller.seller_id, &step).await?;
    Ok(Response::from_json(&SellerProfileBody {
        seller_profile: step,
    })?)
}
