//! Uploads in parts (migration 0037): a product file on its way into R2 as
//! a multipart upload, and the parts R2 has taken so far, so an upload
//! interrupted in the browser resumes with the parts still missing. Every
//! statement names the seller.

use sellwerk_core::files::parts;
use sellwerk_core::ids::{ProductId, SellerId};
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::int;
use crate::error::{AppError, AppResult};

/// An upload in parts as the cabinet sees it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Upload {
    /// The upload's id for the browser to keep (256 random bits).
    pub token: String,
    pub name: String,
    /// The whole file's bytes.
    pub size: u64,
    /// The bytes of every part but the last.
    pub part_size: u64,
    /// How many parts the file has.
    pub parts: u64,
    /// The parts R2 has taken, by number (1-based): the browser sends the others.
    pub done: Vec<u64>,
    pub created_at: String,
    #[serde(skip)]
    #[schemars(skip)]
    pub id: i64,
    #[serde(skip)]
    #[schemars(skip)]
    pub r2_key: String,
    #[serde(skip)]
    #[schemars(skip)]
    pub r2_upload_id: String,
    #[serde(skip)]
    #[schemars(skip)]
    pub etags: Vec<(u64, String)>,
}

#[derive(Deserialize)]
struct Row {
    id: i64,
    token: String,
    name: String,
    size: u64,
    r2_key: String,
    r2_upload_id: String,
    created_at: String,
}

#[derive(Deserialize)]
struct PartRow {
    part_number: u64,
    etag: String,
}

/// A new upload's row.
pub struct NewUpload<'a> {
    pub token: &'a str,
    pub r2_key: &'a str,
    pub r2_upload_id: &'a str,
    pub name: &'a str,
    pub size: u64,
}

/// Records an upload R2 has begun; the upload as the cabinet sees it.
pub async fn create(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    new: &NewUpload<'_>,
) -> AppResult<Upload> {
    db.prepare(
        "INSERT INTO file_uploads (seller_id, product_id, token, r2_key, r2_upload_id, name, size) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )
    .bind(&[
        int(seller_id),
        int(product_id),
        JsValue::from_str(new.token),
        JsValue::from_str(new.r2_key),
        JsValue::from_str(new.r2_upload_id),
        JsValue::from_str(new.name),
        int(i64::try_from(new.size).unwrap_or(i64::MAX)),
    ])?
    .run()
    .await?;
    find(db, seller_id, product_id, new.token)
        .await?
        .ok_or_else(|| AppError::Internal("an upload just written is missing".to_owned()))
}

/// The seller's upload `token` for product `product_id`, with its parts.
pub async fn find(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    token: &str,
) -> AppResult<Option<Upload>> {
    let Some(row) = db
        .prepare(
            "SELECT id, token, name, size, r2_key, r2_upload_id, created_at FROM file_uploads \
             WHERE token = ?1 AND seller_id = ?2 AND product_id = ?3",
        )
        .bind(&[JsValue::from_str(token), int(seller_id), int(product_id)])?
        .first::<Row>(None)
        .await?
    else {
        return Ok(None);
    };
    let etags: Vec<(u64, String)> = db
        .prepare(
            "SELECT part_number, etag FROM file_upload_parts WHERE upload_id = ?1 \
             ORDER BY part_number",
        )
        .bind(&[int(row.id)])?
        .all()
        .await?
        .results::<PartRow>()?
        .into_iter()
        .map(|p| (p.part_number, p.etag))
        .collect();
    Ok(Some(Upload {
        token: row.token,
        name: row.name,
        size: row.size,
        part_size: parts::PART_BYTES,
        parts: parts::part_count(row.size),
        done: etags.iter().map(|(n, _)| *n).collect(),
        created_at: row.created_at,
        id: row.id,
        r2_key: row.r2_key,
        r2_upload_id: row.r2_upload_id,
        etags,
    }))
}

/// Records that R2 took part `number` of upload `upload_id` (again: the
/// later etag counts).
pub async fn record_part(
    db: &D1Database,
    upload_id: i64,
    number: u64,
    etag: &str,
) -> AppResult<()> {
    db.prepare(
        "INSERT INTO file_upload_parts (upload_id, part_number, etag) VALUES (?1, ?2, ?3) \
         ON CONFLICT (upload_id, part_number) DO UPDATE SET etag = excluded.etag",
    )
    .bind(&[
        int(upload_id),
        int(i64::try_from(number).unwrap_or(i64::MAX)),
        JsValue::from_str(etag),
    ])?
    .run()
    .await?;
    Ok(())
}

/// Forgets the seller's upload `upload_id` and its parts (completed or aborted).
pub async fn delete(db: &D1Database, seller_id: SellerId, upload_id: i64) -> AppResult<()> {
    db.batch(vec![
        db.prepare(
            "DELETE FROM file_upload_parts WHERE upload_id = \
             (SELECT id FROM file_uploads WHERE id = ?1 AND seller_id = ?2)",
        )
        .bind(&[int(upload_id), int(seller_id)])?,
        db.prepare("DELETE FROM file_uploads WHERE id = ?1 AND seller_id = ?2")
            .bind(&[int(upload_id), int(seller_id)])?,
    ])
    .await?;
    Ok(())
}
