//! The public storefront.

use serde::Serialize;
use worker::{Request, Response, RouteContext};

use super::respond;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, str_param};
use crate::repo::{self, catalog::PublicProduct};

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
