//! The public storefront.

use sellwerk_core::coupon::CouponTerms;
use serde::Serialize;
use worker::{Request, Response, RouteContext};

use super::respond;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, str_param};
use crate::repo::{self, catalog::PublicProduct};

#[derive(Serialize)]
struct CouponBody {
    coupon: CouponTerms,
}

/// `GET /v1/shop/{username}/coupons/{code}`: the terms of a coupon, so the
/// payment page can compute the discount with core as the edge will. Only
/// a buyer who has the code can ask; whether it applies (active, window,
/// limit, product) is core's answer, the same in both places.
pub async fn get_coupon(_req: Request, ctx: RouteContext<()>) -> worker::Result<Response> {
    respond(coupon(&ctx).await)
}

async fn coupon(ctx: &RouteContext<()>) -> AppResult<Response> {
    let username = str_param(ctx, "username");
    let code = str_param(ctx, "code");
    let db = repo::db(&ctx.env)?;
    let coupon = repo::coupons::find_by_shop_and_code(&db, username, code)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "coupon_not_found",
            detail: format!("the shop {username:?} has no coupon {code:?}"),
        })?;
    Ok(Response::from_json(&CouponBody { coupon })?)
}

#[derive(Serialize)]
struct ProductBody {
    product: PublicProduct,
}

/// `GET /v1/shop/{username}/products/{id}`: a published product and its plans.
pub async fn get_product(_req: Request, ctx: RouteContext<()>) -> worker::Result<Response> {
    respond(product(&ctx).await)
}

async fn product(ctx: &RouteContext<()>) -> AppResult<Response> {
    let username = str_param(ctx, "username");
    let id = id_param(ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    let product = repo::catalog::find_public_product(&db, username, id)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "product_not_found",
            detail: format!("the shop {username:?} has no published product {id}"),
        })?;
    Ok(Response::from_json(&ProductBody { product })?)
}
