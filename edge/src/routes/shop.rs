//! The public storefront.

use sellwerk_core::coupon::CouponTerms;
use sellwerk_core::lists;
use serde::Serialize;
use worker::{Request, Response, RouteContext};

use super::ListPage;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, list_query, str_param};
use crate::repo::{
    self,
    catalog::{PublicProduct, ShopProductSummary},
};

#[derive(Serialize)]
struct CouponBody {
    coupon: CouponTerms,
}

/// `GET /v1/shop/{username}/coupons/{code}`: the terms of a coupon, so the
/// payment page can compute the discount with core as the edge will. Only
/// a buyer who has the code can ask; whether it applies (active, window,
/// limit, product) is core's answer, the same in both places.
pub async fn get_coupon(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username");
    let code = str_param(&ctx, "code");
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
pub async fn get_product(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username");
    let id = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    let product = repo::catalog::find_public_product(&db, username, id)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "product_not_found",
            detail: format!("the shop {username:?} has no published product {id}"),
        })?;
    Ok(Response::from_json(&ProductBody { product })?)
}

/// `GET /v1/shop/{username}/products?page=&per=&sort=&dir=&query=&form=`:
/// a page of the shop's published products. Paging, sorting and filters
/// follow core's `ListQuery`; anything the list does not offer is a 422.
pub async fn list_products(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username");
    let query = list_query(&req, &lists::SHOP_PRODUCTS)?;
    let db = repo::db(&ctx.env)?;
    let seller_id = repo::catalog::find_seller_id(&db, username)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "shop_not_found",
            detail: format!("there is no shop {username:?}"),
        })?;
    let total_count = repo::catalog::count_shop_products(&db, seller_id, &query).await?;
    let query = query.clamp_page(total_count);
    let list = repo::catalog::list_shop_products(&db, username, seller_id, &query).await?;
    Ok(Response::from_json(&ListPage::<ShopProductSummary> {
        list,
        total_count,
        page: query.page,
        per: query.per,
    })?)
}
