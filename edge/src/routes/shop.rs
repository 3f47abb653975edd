//! The public storefront.

use sellwerk_core::coupon::CouponTerms;
use sellwerk_core::ids::ProductId;
use sellwerk_core::lists;
use sellwerk_core::problem::Problem;
use serde::{Deserialize, Serialize};
use worker::{Request, Response, RouteContext};

use super::{ListPage, paged};
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, json_body, list_query, str_param};
use crate::repo::{
    self,
    catalog::{PublicProduct, PublicShop, ShopProductSummary},
};
use crate::services::coupon_limits::{self, Door};
use crate::services::product_access::{self, Grants};
use crate::session;

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct CouponBody {
    coupon: CouponTerms,
}

/// `GET /v1/shop/{username}/coupons/{code}`: the terms of a coupon, so the
/// payment page can compute the discount with core as the edge will. Only
/// a buyer who has the code can ask; whether it applies (window, limit,
/// product) is core's answer, the same in both places. A deactivated code
/// is 404 like an unknown one; lookups are throttled per address and per
/// shop (`services::coupon_limits`, 429 with `Retry-After`).
pub async fn get_coupon(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username");
    let code = str_param(&ctx, "code");
    let db = repo::db(&ctx.env)?;
    coupon_limits::count(&db, Door::Lookup, &session::client_address(&req)).await?;
    // Decision (issue 29): a deactivated code answers like an unknown one
    // (its terms are the seller's business now); an expired or used-up
    // code still answers, so the payment page can say why it no longer
    // applies.
    let coupon = repo::coupons::find_by_shop_and_code(&db, username, code)
        .await?
        .filter(|c| c.active);
    coupon_limits::settle(&db, username, coupon.is_some()).await?;
    let coupon = coupon.ok_or_else(|| AppError::NotFound {
        code: "coupon_not_found",
        detail: format!("the shop {username:?} has no coupon {code:?}"),
    })?;
    Ok(Response::from_json(&CouponBody { coupon })?)
}

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ProductBody {
    product: PublicProduct,
}

fn no_product(username: &str, id: ProductId) -> AppError {
    AppError::NotFound {
        code: "product_not_found",
        detail: format!("the shop {username:?} has no published product {id}"),
    }
}

/// `GET /v1/shop/{username}/products/{id}`: a published product and its
/// plans. A password-protected one only with its grant (cookie or
/// `Product-Access` header); without, 403 `product_password_required`
/// with the product's id and name, all its password form needs. Its
/// protected bumps are listed only to a buyer holding their grants.
pub async fn get_product(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username");
    let id = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    let mut product = repo::catalog::find_public_product(&db, username, id)
        .await?
        .ok_or_else(|| no_product(username, id))?;
    let grants = Grants::of(&req, &ctx.env)?;
    grants.require(
        product.id,
        &product.name,
        product.access_password.as_deref(),
        None,
    )?;
    product
        .bumps
        .items
        .retain(|b| grants.opens(b.product_id, b.access_password.as_deref()));
    Ok(Response::from_json(&ProductBody { product })?)
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct AccessBody {
    password: String,
}

/// `{product_id, password_required, grant}`: the grant (`null` for a
/// product without a password) opens the product in `Product-Access`.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct AccessAnswer {
    product_id: sellwerk_core::ids::ProductId,
    password_required: bool,
    grant: Option<String>,
}

/// `POST /v1/shop/{username}/products/{id}/access {password}`: a buyer's
/// attempt at a protected product's password, checked here (never in the
/// browser). Right: 200 with the grant, also set as the `sw_product_{id}`
/// cookie; wrong: 422 `product_password_invalid`; 429 past the attempts
/// per address. A product without a password answers 200 without a grant
/// (there is nothing to open).
pub async fn access(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username");
    let id = id_param(&ctx, "id", "product_not_found")?;
    let body: AccessBody = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let gate = repo::catalog::find_public_gate(&db, username, id)
        .await?
        .ok_or_else(|| no_product(username, id))?;
    let Some(stored) = gate.access_password.as_deref() else {
        return Ok(Response::from_json(&AccessAnswer {
            product_id: gate.id,
            password_required: false,
            grant: None,
        })?);
    };
    let config = Config::from_env(&ctx.env)?;
    let locked = product_access::Locked {
        seller_id: gate.seller_id,
        product_id: gate.id,
        stored,
    };
    let address = product_access::address(&req);
    let grant = product_access::attempt(&db, &config, &address, &locked, &body.password).await?;
    let mut response = Response::from_json(&AccessAnswer {
        product_id: gate.id,
        password_required: true,
        grant: Some(grant.clone()),
    })?;
    response.headers_mut().append(
        "set-cookie",
        &product_access::cookie(&config, gate.id, &grant),
    )?;
    Ok(response)
}

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ShopBody {
    shop: PublicShop,
}

fn no_shop(username: &str) -> AppError {
    AppError::NotFound {
        code: "shop_not_found",
        detail: format!("there is no shop {username:?}"),
    }
}

/// `GET /v1/shop/{username}`: the shop itself (its name), for the header
/// of its public pages; 404 `shop_not_found` for a shop that does not exist.
pub async fn get_shop(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username");
    let db = repo::db(&ctx.env)?;
    let shop = repo::catalog::find_shop(&db, username)
        .await?
        .ok_or_else(|| no_shop(username))?;
    Ok(Response::from_json(&ShopBody { shop })?)
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
        .ok_or_else(|| no_shop(username))?;
    let total = if query.counts {
        Some(repo::catalog::count_shop_products(&db, seller_id, &query).await?)
    } else {
        None
    };
    let query = paged(query, total);
    let rows = repo::catalog::list_shop_products(&db, username, seller_id, &query).await?;
    Ok(Response::from_json(&ListPage::<ShopProductSummary>::new(
        rows, total, &query,
    ))?)
}

/// Whether `to` is a public page of a shop to send a buyer back to: a path
/// under `/s/` or `/v/` of this site (never another host: no `//`, no
/// backslash, no control character, no dot segment).
fn shop_page_path(to: &str) -> bool {
    (to.starts_with("/s/") || to.starts_with("/v/"))
        && to.len() <= 512
        && !to.contains("//")
        && !to.contains("/..")
        && to.bytes().all(|b| b.is_ascii_graphic() && b != b'\\')
}

/// `GET /v1/shop/language/{en|de}?to=/s/…`: the public pages' language
/// switcher (a header's `languageSwitcher`). Keeps the choice in the
/// `sw_locale` cookie the web app writes too (the pages read it first) and
/// sends the buyer back to `to`, a shop page of this site.
pub async fn language(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let tag = str_param(&ctx, "lang");
    if !matches!(tag, "en" | "de") {
        return Err(AppError::Invalid(vec![Problem::new(
            "lang",
            "invalid_input",
        )]));
    }
    let to = crate::extract::query_param(&req, "to")?;
    if !shop_page_path(&to) {
        return Err(AppError::Invalid(vec![Problem::new("to", "invalid_input")]));
    }
    let mut response = Response::empty()?.with_status(303);
    let headers = response.headers_mut();
    headers.set("location", &to)?;
    headers.set(
        "set-cookie",
        &format!("sw_locale={tag}; Path=/; Max-Age=31536000; SameSite=Lax"),
    )?;
    headers.set("cache-control", "no-store")?;
    Ok(response)
}
