//! Product covers: one row per stored variant, the image itself in R2.

use sellwerk_core::ids::{ProductId, SellerId};
use sellwerk_core::image::{CoverVariant, ImageInfo};
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::int;
use crate::error::AppResult;

/// A stored cover variant.
#[derive(Debug, Deserialize)]
pub struct Cover {
    pub variant: String,
    pub r2_key: String,
    pub content_type: String,
    pub created_at: String,
}

/// Where a product's covers are read, per variant; `None` for a variant
/// not uploaded. The query string changes with every upload, so browsers
/// and caches never show an old image.
#[derive(Debug, Default, Serialize, schemars::JsonSchema)]
pub struct CoverUrls {
    pub original: Option<String>,
    pub s100: Option<String>,
    /// The page-sized square the public pages show (core's `image` module).
    pub s400: Option<String>,
}

/// What a cover URL is made of: the variant and when it was uploaded.
#[derive(Debug, Deserialize)]
pub struct CoverStamp {
    pub variant: String,
    pub created_at: String,
}

impl CoverUrls {
    /// The URLs of `covers` under `base` (`/v1/cabinet/products/5/cover`).
    pub fn new(base: &str, covers: &[Cover]) -> CoverUrls {
        let pairs: Vec<(&str, &str)> = covers
            .iter()
            .map(|c| (c.variant.as_str(), c.created_at.as_str()))
            .collect();
        Self::stamped(base, &pairs)
    }

    /// The URLs of covers given as `(variant, created_at)` pairs.
    pub fn stamped(base: &str, covers: &[(&str, &str)]) -> CoverUrls {
        let url = |variant: CoverVariant| {
            covers
                .iter()
                .find(|(v, _)| *v == variant.name())
                .map(|(_, at)| format!("{base}/{}?v={}", variant.name(), version(at)))
        };
        CoverUrls {
            original: url(CoverVariant::Original),
            s100: url(CoverVariant::S100),
            s400: url(CoverVariant::S400),
        }
    }
}

/// The cabinet's URLs of product `id`'s covers.
pub fn cabinet_urls(id: ProductId, covers: &[Cover]) -> CoverUrls {
    CoverUrls::new(&format!("/v1/cabinet/products/{id}/cover"), covers)
}

/// The shop's URLs of product `id` of shop `username`, from the JSON
/// array of stamps a list query gathers (`[{"variant", "created_at"}]`).
pub fn shop_urls(username: &str, id: ProductId, stamps_json: &str) -> CoverUrls {
    let stamps: Vec<CoverStamp> = serde_json::from_str(stamps_json).unwrap_or_default();
    let pairs: Vec<(&str, &str)> = stamps
        .iter()
        .map(|c| (c.variant.as_str(), c.created_at.as_str()))
        .collect();
    CoverUrls::stamped(&format!("/v1/shop/{username}/products/{id}/cover"), &pairs)
}

/// The SQL expression of a product's cover stamps, for a query over
/// `products`.
pub const STAMPS_SQL: &str = "(SELECT json_group_array(json_object('variant', c.variant, \
     'created_at', c.created_at)) FROM product_covers c WHERE c.product_id = products.id \
     AND c.seller_id = products.seller_id)";

/// A URL-safe version tag from a timestamp (its digits).
fn version(created_at: &str) -> String {
    created_at.chars().filter(char::is_ascii_digit).collect()
}

/// The covers of a seller's product.
pub async fn list(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<Vec<Cover>> {
    Ok(db
        .prepare(
            "SELECT variant, r2_key, content_type, created_at FROM product_covers \
             WHERE product_id = ?1 AND seller_id = ?2 ORDER BY variant",
        )
        .bind(&[int(product_id), int(seller_id)])?
        .all()
        .await?
        .results::<Cover>()?)
}

/// The covers of a published, unarchived product of the shop `username`.
pub async fn list_public(
    db: &D1Database,
    username: &str,
    product_id: ProductId,
) -> AppResult<Vec<Cover>> {
    Ok(db
        .prepare(
            "SELECT c.variant, c.r2_key, c.content_type, c.created_at FROM product_covers c \
             JOIN products p ON p.id = c.product_id AND p.seller_id = c.seller_id \
             JOIN sellers s ON s.id = p.seller_id \
             WHERE c.product_id = ?1 AND s.username = ?2 AND p.published = 1 AND p.archived = 0 \
             ORDER BY c.variant",
        )
        .bind(&[
            int(product_id),
            JsValue::from_str(&username.to_ascii_lowercase()),
        ])?
        .all()
        .await?
        .results::<Cover>()?)
}

/// Records a variant stored under `r2_key`, replacing the one before; the
/// R2 key of the replaced image, for the caller to delete.
pub async fn put(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    variant: CoverVariant,
    r2_key: &str,
    info: ImageInfo,
    size: usize,
) -> AppResult<Option<String>> {
    let before = list(db, seller_id, product_id)
        .await?
        .into_iter()
        .find(|c| c.variant == variant.name())
        .map(|c| c.r2_key);
    db.prepare(
        "INSERT INTO product_covers (product_id, seller_id, variant, r2_key, content_type, width, \
         height, size) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) \
         ON CONFLICT (product_id, variant) DO UPDATE SET r2_key = excluded.r2_key, \
         content_type = excluded.content_type, width = excluded.width, height = excluded.height, \
         size = excluded.size, created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') \
         WHERE product_covers.seller_id = excluded.seller_id",
    )
    .bind(&[
        int(product_id),
        int(seller_id),
        JsValue::from_str(variant.name()),
        JsValue::from_str(r2_key),
        JsValue::from_str(info.format.content_type()),
        int(i64::from(info.width)),
        int(i64::from(info.height)),
        int(i64::try_from(size).unwrap_or(i64::MAX)),
    ])?
    .run()
    .await?;
    Ok(before)
}

/// Forgets every cover of a product; their R2 keys, for the caller to
/// delete.
pub async fn delete_all(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<Vec<String>> {
    let keys = list(db, seller_id, product_id)
        .await?
        .into_iter()
        .map(|c| c.r2_key)
        .collect();
    db.prepare("DELETE FROM product_covers WHERE product_id = ?1 AND seller_id = ?2")
        .bind(&[int(product_id), int(seller_id)])?
        .run()
        .await?;
    Ok(keys)
}
