//! The seller's builder pages (migration 0029): a draft document, and the
//! published one buyers see. Every statement is scoped by the seller.

use sellwerk_core::ids::SellerId;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::{AppError, AppResult};

/// A page as stored.
#[derive(Debug, Deserialize)]
pub struct PageRow {
    pub id: i64,
    pub page_type: String,
    pub path: String,
    pub title: String,
    /// core's builder document (JSON text).
    pub draft: String,
    /// The published document, when published (JSON text).
    pub published: Option<String>,
    pub published_at: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

impl PageRow {
    /// The draft document.
    pub fn draft(&self) -> AppResult<serde_json::Value> {
        serde_json::from_str(&self.draft).map_err(|e| corrupt("page", self.id, e))
    }

    /// The published document, when there is one.
    pub fn published(&self) -> AppResult<Option<serde_json::Value>> {
        self.published
            .as_deref()
            .map(|p| serde_json::from_str(p).map_err(|e| corrupt("page", self.id, e)))
            .transpose()
    }
}

const COLUMNS: &str =
    "id, page_type, path, title, draft, published, published_at, created_at, updated_at";

fn now() -> JsValue {
    JsValue::from_str(&crate::clock::rfc3339(crate::clock::now()))
}

/// Every page of the seller, by type and path.
pub async fn list(db: &D1Database, seller_id: SellerId) -> AppResult<Vec<PageRow>> {
    Ok(db
        .prepare(format!(
            "SELECT {COLUMNS} FROM pages WHERE seller_id = ?1 ORDER BY page_type, path, id"
        ))
        .bind(&[int(seller_id)])?
        .all()
        .await?
        .results::<PageRow>()?)
}

/// The seller's page `id` (another seller's is `None`).
pub async fn find(db: &D1Database, seller_id: SellerId, id: i64) -> AppResult<Option<PageRow>> {
    Ok(db
        .prepare(format!(
            "SELECT {COLUMNS} FROM pages WHERE id = ?1 AND seller_id = ?2"
        ))
        .bind(&[int(id), int(seller_id)])?
        .first::<PageRow>(None)
        .await?)
}

/// A page's type, path, title and document as the seller writes them.
pub struct PageWrite<'a> {
    pub page_type: &'a str,
    pub path: &'a str,
    pub title: &'a str,
    pub document: &'a str,
}

fn taken(page: &PageWrite<'_>) -> AppError {
    AppError::Conflict {
        code: "page_path_taken",
        detail: format!(
            "the shop already has a {} page at {:?}",
            page.page_type, page.path
        ),
    }
}

fn unique_violation(e: &worker::Error) -> bool {
    e.to_string().contains("UNIQUE")
}

/// A new draft page; 409 `page_path_taken` when the seller has one of that
/// type at that path.
pub async fn create(
    db: &D1Database,
    seller_id: SellerId,
    page: &PageWrite<'_>,
) -> AppResult<PageRow> {
    let row = db
        .prepare(format!(
            "INSERT INTO pages (seller_id, page_type, path, title, draft, created_at, updated_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6) RETURNING {COLUMNS}"
        ))
        .bind(&[
            int(seller_id),
            JsValue::from_str(page.page_type),
            JsValue::from_str(page.path),
            JsValue::from_str(page.title),
            JsValue::from_str(page.document),
            now(),
        ])?
        .first::<PageRow>(None)
        .await
        .map_err(|e| {
            if unique_violation(&e) {
                taken(page)
            } else {
                e.into()
            }
        })?;
    row.ok_or_else(|| AppError::Internal("a page insert returned nothing".to_owned()))
}

/// Rewrites the draft (and type, path, title) of the seller's page `id`;
/// `None` when it is not the seller's.
pub async fn update(
    db: &D1Database,
    seller_id: SellerId,
    id: i64,
    page: &PageWrite<'_>,
) -> AppResult<Option<PageRow>> {
    db.prepare(format!(
        "UPDATE pages SET page_type = ?3, path = ?4, title = ?5, draft = ?6, updated_at = ?7 \
         WHERE id = ?1 AND seller_id = ?2 RETURNING {COLUMNS}"
    ))
    .bind(&[
        int(id),
        int(seller_id),
        JsValue::from_str(page.page_type),
        JsValue::from_str(page.path),
        JsValue::from_str(page.title),
        JsValue::from_str(page.document),
        now(),
    ])?
    .first::<PageRow>(None)
    .await
    .map_err(|e| {
        if unique_violation(&e) {
            taken(page)
        } else {
            e.into()
        }
    })
}

/// Publishes the draft of the seller's page `id` (`true`) or takes it off
/// (`false`); the page as it is now, `None` when it is not the seller's.
/// The shop version moves by the table's trigger.
pub async fn set_published(
    db: &D1Database,
    seller_id: SellerId,
    id: i64,
    publish: bool,
) -> AppResult<Option<PageRow>> {
    let sql = if publish {
        format!(
            "UPDATE pages SET published = draft, published_at = ?3, updated_at = ?3 \
             WHERE id = ?1 AND seller_id = ?2 RETURNING {COLUMNS}"
        )
    } else {
        format!(
            "UPDATE pages SET published = NULL, published_at = NULL, updated_at = ?3 \
             WHERE id = ?1 AND seller_id = ?2 RETURNING {COLUMNS}"
        )
    };
    Ok(db
        .prepare(sql)
        .bind(&[int(id), int(seller_id), now()])?
        .first::<PageRow>(None)
        .await?)
}
