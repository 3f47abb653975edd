//! The seller's media library (migration 0034): one row per uploaded image
//! or font, the bytes in R2. Every statement names the seller.

use sellwerk_core::ids::SellerId;
use sellwerk_core::lists::ListQuery;
use sellwerk_core::media::{MediaInfo, MediaPurpose, media_url};
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{ListRows, int};
use crate::error::AppResult;

/// A file of the library as the cabinet sees it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Media {
    pub id: i64,
    /// `image` or `font`.
    pub kind: String,
    /// `logo`, `banner`, `image` or `font`: what it was checked for.
    pub purpose: String,
    /// The name of the uploaded file.
    pub name: String,
    /// Where anyone reads it (`/v1/media/{seller}/{token}`), cached for good.
    pub url: String,
    pub content_type: String,
    /// `png`, `jpeg`, `gif`, `webp`, `woff2`, `woff`, `truetype` or `opentype`.
    pub format: String,
    /// An image's size in pixels; `null` for a font.
    pub width: Option<u32>,
    pub height: Option<u32>,
    /// Bytes.
    pub size: u64,
    pub created_at: String,
}

/// A row of `media`.
#[derive(Debug, Deserialize)]
struct Row {
    id: i64,
    seller_id: i64,
    token: String,
    kind: String,
    purpose: String,
    name: String,
    content_type: String,
    format: String,
    width: Option<u32>,
    height: Option<u32>,
    size: u64,
    created_at: String,
}

impl From<Row> for Media {
    fn from(r: Row) -> Media {
        Media {
            id: r.id,
            url: media_url(r.seller_id, &r.token),
            kind: r.kind,
            purpose: r.purpose,
            name: r.name,
            content_type: r.content_type,
            format: r.format,
            width: r.width,
            height: r.height,
            size: r.size,
            created_at: r.created_at,
        }
    }
}

const COLUMNS: &str = "id, seller_id, token, kind, purpose, name, content_type, format, width, \
     height, size, created_at";

/// Where a file's bytes are and what they are, for serving them.
#[derive(Debug, Deserialize)]
pub struct Stored {
    pub r2_key: String,
    pub content_type: String,
    pub kind: String,
    pub format: String,
    /// 1 when it passed the checks of issue 29 (migration 0036): every
    /// image; a font only when uploaded since its tables are read.
    pub checked: i64,
}

/// How many files and bytes a seller's library holds.
#[derive(Debug, Deserialize)]
pub struct Usage {
    pub files: u64,
    pub bytes: u64,
}

/// [`Usage`] of the seller's library, for the quota.
pub async fn usage(db: &D1Database, seller_id: SellerId) -> AppResult<Usage> {
    Ok(db
        .prepare("SELECT count(*) AS files, coalesce(sum(size), 0) AS bytes FROM media WHERE seller_id = ?1")
        .bind(&[int(seller_id)])?
        .first::<Usage>(None)
        .await?
        .unwrap_or(Usage { files: 0, bytes: 0 }))
}

/// A new file's row.
pub struct NewMedia<'a> {
    pub token: &'a str,
    pub purpose: MediaPurpose,
    pub name: &'a str,
    pub r2_key: &'a str,
    pub info: MediaInfo,
    pub size: usize,
}

/// Records an upload stored in R2; the file as the cabinet sees it.
pub async fn insert(db: &D1Database, seller_id: SellerId, new: &NewMedia<'_>) -> AppResult<Media> {
    let (width, height) = new
        .info
        .size()
        .map_or((JsValue::NULL, JsValue::NULL), |(w, h)| {
            (int(i64::from(w)), int(i64::from(h)))
        });
    let row = db
        .prepare(format!(
            "INSERT INTO media (seller_id, token, kind, purpose, name, r2_key, content_type, \
             format, width, height, size, checked) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 1) RETURNING {COLUMNS}"
        ))
        .bind(&[
            int(seller_id),
            JsValue::from_str(new.token),
            JsValue::from_str(new.purpose.kind().name()),
            JsValue::from_str(new.purpose.name()),
            JsValue::from_str(new.name),
            JsValue::from_str(new.r2_key),
            JsValue::from_str(new.info.content_type()),
            JsValue::from_str(new.info.format_name()),
            width,
            height,
            int(i64::try_from(new.size).unwrap_or(i64::MAX)),
        ])?
        .first::<Row>(None)
        .await?
        .ok_or_else(|| crate::error::AppError::Internal("INSERT … RETURNING gave no row".into()))?;
    Ok(row.into())
}

/// The seller's files matching `query` (newest first by default).
pub async fn count(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<super::lists::ListTotal> {
    super::list_count(db, "media", &super::lists::columns::MEDIA, seller_id, query).await
}

/// One page of the seller's files.
pub async fn page(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListRows<Media>> {
    super::list_page::<Row>(db, &super::lists::columns::MEDIA, COLUMNS, seller_id, query)
        .await?
        .map_rows(|rows| Ok(rows.into_iter().map(Media::from).collect()))
}

/// The seller's file `token`, for serving it.
pub async fn stored(db: &D1Database, seller_id: i64, token: &str) -> AppResult<Option<Stored>> {
    Ok(db
        .prepare(
            "SELECT r2_key, content_type, kind, format, checked FROM media \
             WHERE seller_id = ?1 AND token = ?2",
        )
        .bind(&[int(seller_id), JsValue::from_str(token)])?
        .first::<Stored>(None)
        .await?)
}

/// Forgets the seller's file `id`; its R2 key, for the caller to delete
/// (`None`: the seller has no such file).
pub async fn delete(db: &D1Database, seller_id: SellerId, id: i64) -> AppResult<Option<String>> {
    #[derive(Deserialize)]
    struct Key {
        r2_key: String,
    }
    Ok(db
        .prepare("DELETE FROM media WHERE id = ?1 AND seller_id = ?2 RETURNING r2_key")
        .bind(&[int(id), int(seller_id)])?
        .first::<Key>(None)
        .await?
        .map(|k| k.r2_key))
}

/// Where the seller's file `id` is shown: the ids and titles of the pages
/// whose draft or published document holds its address, and whether the
/// theme does (its custom font).
#[derive(Debug, Default)]
pub struct Uses {
    pub pages: Vec<(i64, String)>,
    pub theme: bool,
}

/// [`Uses`] of the seller's file `id` (empty when the seller has no such file).
pub async fn uses(db: &D1Database, seller_id: SellerId, id: i64) -> AppResult<Uses> {
    #[derive(Deserialize)]
    struct Use {
        kind: String,
        id: i64,
        title: String,
    }
    // the address as documents hold it (`media_url`: '/v1/media/' || seller || '/' || token)
    let rows = db
        .prepare(
            "WITH f AS (SELECT '/v1/media/' || seller_id || '/' || token AS url FROM media \
              WHERE id = ?1 AND seller_id = ?2) \
             SELECT 'page' AS kind, p.id, p.title FROM pages p, f WHERE p.seller_id = ?2 \
              AND (instr(p.draft, f.url) > 0 OR instr(coalesce(p.published, ''), f.url) > 0) \
             UNION ALL \
             SELECT 'theme', s.id, '' FROM sellers s, f WHERE s.id = ?2 \
              AND instr(coalesce(s.theme, ''), f.url) > 0 \
             ORDER BY 1, 2",
        )
        .bind(&[int(id), int(seller_id)])?
        .all()
        .await?
        .results::<Use>()?;
    let mut found = Uses::default();
    for row in rows {
        if row.kind == "theme" {
            found.theme = true;
        } else {
            found.pages.push((row.id, row.title));
        }
    }
    Ok(found)
}
