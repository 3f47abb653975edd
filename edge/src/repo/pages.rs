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

/// A funnel of the seller that shows a page on one of its steps.
#[derive(Debug, Deserialize)]
pub struct PageUser {
    pub page_id: i64,
    pub funnel_id: i64,
    pub name: String,
}

/// The funnels (not deleted) of the seller whose steps show one of its
/// pages, by page and funnel.
pub async fn users(db: &D1Database, seller_id: SellerId) -> AppResult<Vec<PageUser>> {
    Ok(db
        .prepare(
            "SELECT n.page_id AS page_id, f.id AS funnel_id, f.name AS name \
             FROM funnel_nodes n JOIN funnels f ON f.id = n.funnel_id \
             WHERE f.seller_id = ?1 AND f.deleted = 0 AND n.page_id IS NOT NULL \
             GROUP BY n.page_id, f.id ORDER BY n.page_id, f.id",
        )
        .bind(&[int(seller_id)])?
        .all()
        .await?
        .results::<PageUser>()?)
}

/// What deleting a page did.
pub enum Deletion {
    Deleted,
    /// Not the seller's page.
    NotFound,
    /// A funnel of the seller shows it on a step: kept; the funnels' names.
    InUse(Vec<String>),
}

/// Deletes the seller's page `id`, unless a funnel (not deleted) shows it
/// on a step. A deleted funnel's steps let go of it first (their rows stay
/// for the statistics). A published page is deleted too: buyers see the
/// default page of its type from then on (the shop version moves by the
/// table's trigger).
pub async fn delete(db: &D1Database, seller_id: SellerId, id: i64) -> AppResult<Deletion> {
    if find(db, seller_id, id).await?.is_none() {
        return Ok(Deletion::NotFound);
    }
    let in_use = |users: Vec<PageUser>| {
        users
            .into_iter()
            .filter(|u| u.page_id == id)
            .map(|u| u.name)
            .collect::<Vec<_>>()
    };
    let names = in_use(users(db, seller_id).await?);
    if !names.is_empty() {
        return Ok(Deletion::InUse(names));
    }
    let results = db
        .batch(vec![
            db.prepare(
                "UPDATE funnel_nodes SET page_id = NULL WHERE page_id = ?1 AND funnel_id IN \
                 (SELECT id FROM funnels WHERE seller_id = ?2 AND deleted = 1)",
            )
            .bind(&[int(id), int(seller_id)])?,
            db.prepare(
                "DELETE FROM pages WHERE id = ?1 AND seller_id = ?2 AND NOT EXISTS \
                 (SELECT 1 FROM funnel_nodes n JOIN funnels f ON f.id = n.funnel_id \
                  WHERE n.page_id = ?1 AND f.deleted = 0)",
            )
            .bind(&[int(id), int(seller_id)])?,
        ])
        .await?;
    let changed = results
        .get(1)
        .and_then(|r| r.meta().ok().flatten())
        .and_then(|m| m.changes)
        .unwrap_or(0);
    if changed == 0 {
        // a funnel took the page up meanwhile
        return Ok(Deletion::InUse(in_use(users(db, seller_id).await?)));
    }
    Ok(Deletion::Deleted)
}
