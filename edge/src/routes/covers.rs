//! Product covers: the seller uploads the original and its square `s100`
//! and `s400` variants (cut by the browser, see core's `image` module); core
//! checks each by its header (format and exact size); R2 keeps the images. The cabinet reads a product's covers
//! whatever its state; the shop only a published product's.

use sellwerk_core::ids::{ProductId, SellerId};
use sellwerk_core::image::{COVER_MAX_BYTES, CoverVariant, check_cover};
use sellwerk_core::problem::Problem;
use worker::{Env, Request, Response, RouteContext};

use super::owned_product as owned;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, str_param};
use crate::repo::{
    self,
    covers::{Cover, CoverUrls},
};
use crate::services::product_access::Grants;
use crate::session;

fn variant(ctx: &RouteContext<()>) -> AppResult<CoverVariant> {
    let name = str_param(ctx, "variant");
    CoverVariant::parse(name).ok_or_else(|| AppError::NotFound {
        code: "cover_not_found",
        detail: format!("covers come as original, s100 or s400, not {name:?}"),
    })
}

/// An image from R2 as an answer; `private` for the cabinet, cached by
/// browsers and the edge for the shop (the URL changes with each upload).
async fn image(env: &Env, cover: &Cover, public: bool) -> AppResult<Response> {
    let cache = if public {
        "public, max-age=86400"
    } else {
        "private, max-age=300"
    };
    super::r2_file(env, &cover.r2_key, &cover.content_type, cache).await
}

fn missing(variant: CoverVariant) -> AppError {
    AppError::NotFound {
        code: "cover_not_found",
        detail: format!("the product has no {} cover", variant.name()),
    }
}

/// `GET /v1/cabinet/products/{id}/cover/{variant}`: the seller's own cover.
pub async fn get(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let variant = variant(&ctx)?;
    let db = repo::db(&ctx.env)?;
    let covers = repo::covers::list(&db, seller.seller_id, id).await?;
    let cover = covers
        .iter()
        .find(|c| c.variant == variant.name())
        .ok_or_else(|| missing(variant))?;
    image(&ctx.env, cover, false).await
}

/// `GET /v1/shop/{username}/products/{id}/cover/{variant}`: a published
/// product's cover, for anyone.
pub async fn public(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username");
    let id = id_param(&ctx, "id", "product_not_found")?;
    let variant = variant(&ctx)?;
    let db = repo::db(&ctx.env)?;
    // A password-protected product's cover is for holders of its grant
    // only, and never cached for others.
    let gate = repo::catalog::find_public_gate(&db, username, id)
        .await?
        .ok_or_else(|| missing(variant))?;
    let stored = gate.access_password.as_deref();
    Grants::of(&req, &ctx.env)?.require(gate.id, &gate.name, stored, None)?;
    let covers = repo::covers::list_public(&db, username, id).await?;
    let cover = covers
        .iter()
        .find(|c| c.variant == variant.name())
        .ok_or_else(|| missing(variant))?;
    image(&ctx.env, cover, stored.is_none()).await
}

/// `PUT /v1/cabinet/products/{id}/cover/{variant}` with the image as the
/// body: checked by core (422 `cover` with its code), at most
/// [`COVER_MAX_BYTES`] (413), replacing the variant stored before.
pub async fn put(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let variant = variant(&ctx)?;
    let db = repo::db(&ctx.env)?;
    owned(&db, seller.seller_id, id).await?;
    let declared = req
        .headers()
        .get("content-length")?
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > COVER_MAX_BYTES) {
        // core's code and words for an image over its limits (5 MB), like
        // the body's own check and the media library's
        return Err(AppError::FileTooLarge {
            limit: COVER_MAX_BYTES,
            code: "image_too_large",
        });
    }
    let bytes = req.bytes().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    let info = check_cover(&bytes, variant)
        .map_err(|code| AppError::Invalid(vec![Problem::new("cover", code)]))?;
    let key = format!(
        "sellers/{}/products/{id}/covers/{}-{}",
        seller.seller_id,
        variant.name(),
        session::random_token()?
    );
    let bucket = ctx.env.bucket("FILES")?;
    let size = bytes.len();
    bucket
        .put(&key, bytes)
        .http_metadata(worker::HttpMetadata {
            content_type: Some(info.format.content_type().to_owned()),
            ..worker::HttpMetadata::default()
        })
        .execute()
        .await?;
    let replaced = repo::covers::put(&db, seller.seller_id, id, variant, &key, info, size).await?;
    if let Some(old) = replaced {
        bucket.delete(&old).await?;
    }
    answer(&db, seller.seller_id, id).await
}

/// `DELETE /v1/cabinet/products/{id}/cover`: removes every variant.
pub async fn delete(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    owned(&db, seller.seller_id, id).await?;
    let bucket = ctx.env.bucket("FILES")?;
    for key in repo::covers::delete_all(&db, seller.seller_id, id).await? {
        bucket.delete(&key).await?;
    }
    answer(&db, seller.seller_id, id).await
}

/// `{covers}`: a product's cover URLs after an upload or a removal.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct CoversAnswer {
    covers: CoverUrls,
}

async fn answer(
    db: &worker::D1Database,
    seller_id: SellerId,
    id: ProductId,
) -> AppResult<Response> {
    let covers = repo::covers::list(db, seller_id, id).await?;
    Ok(Response::from_json(&CoversAnswer {
        covers: repo::covers::cabinet_urls(id, &covers),
    })?)
}
