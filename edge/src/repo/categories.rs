//! A shop's categories and the products in each (migration 0029). Every
//! statement is scoped by the seller; a product or parent of another
//! seller is never linked (the inserts join the seller's own rows).

use sellwerk_core::ids::{ProductId, SellerId};
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::{AppError, AppResult};

/// A category with its products in their order.
#[derive(Debug, Clone)]
pub struct CategoryRow {
    pub id: i64,
    pub title: String,
    pub description: String,
    pub color: Option<String>,
    pub hidden: bool,
    pub position: i64,
    pub parent_id: Option<i64>,
    pub product_ids: Vec<ProductId>,
}

#[derive(Deserialize)]
struct RawCategory {
    id: i64,
    title: String,
    description: String,
    color: Option<String>,
    hidden: i64,
    position: i64,
    parent_id: Option<i64>,
    /// JSON array of product ids, in their order.
    product_ids: String,
}

impl TryFrom<RawCategory> for CategoryRow {
    type Error = AppError;

    fn try_from(raw: RawCategory) -> AppResult<CategoryRow> {
        let product_ids: Vec<ProductId> =
            serde_json::from_str(&raw.product_ids).map_err(|e| corrupt("category", raw.id, e))?;
        let hidden = match raw.hidden {
            0 => false,
            1 => true,
            other => return Err(corrupt("category", raw.id, format!("hidden {other}"))),
        };
        Ok(CategoryRow {
            id: raw.id,
            title: raw.title,
            description: raw.description,
            color: raw.color,
            hidden,
            position: raw.position,
            parent_id: raw.parent_id,
            product_ids,
        })
    }
}

/// The SQL of the categories of the seller `$seller` (an SQL expression),
/// each with its product ids.
macro_rules! categories_sql {
    ($seller:literal) => {
        concat!(
            "SELECT c.id, c.title, c.description, c.color, c.hidden, \
             c.position, c.parent_id, (SELECT json_group_array(cp.product_id) FROM \
             (SELECT product_id FROM category_products WHERE category_id = c.id \
              ORDER BY position, product_id) cp) AS product_ids \
             FROM categories c WHERE c.seller_id = ",
            $seller,
            " ORDER BY c.position, c.id"
        )
    };
}

/// The SQL of a seller's categories (`?1`), each with its product ids.
pub const CATEGORIES_SQL: &str = categories_sql!("?1");

/// The categories of the seller `s.id` of an enclosing statement as one
/// JSON array of rows (a page's one statement, `repo::storefront::load`;
/// read with [`from_json`]).
pub const CATEGORIES_JSON_OF_SELLER: &str = concat!(
    "(SELECT json_group_array(json_object('id', id, 'title', title, 'description', description, \
     'color', color, 'hidden', hidden, 'position', position, 'parent_id', parent_id, \
     'product_ids', product_ids)) FROM (",
    categories_sql!("s.id"),
    "))"
);

/// The categories of a [`CATEGORIES_JSON_OF_SELLER`] array.
pub fn from_json(text: &str, seller_id: SellerId) -> AppResult<Vec<CategoryRow>> {
    serde_json::from_str::<Vec<RawCategory>>(text)
        .map_err(|e| corrupt("seller categories", seller_id.get(), e))?
        .into_iter()
        .map(CategoryRow::try_from)
        .collect()
}

/// The seller's categories in their order.
pub async fn list(db: &D1Database, seller_id: SellerId) -> AppResult<Vec<CategoryRow>> {
    db.prepare(CATEGORIES_SQL)
        .bind(&[int(seller_id)])?
        .all()
        .await?
        .results::<RawCategory>()?
        .into_iter()
        .map(CategoryRow::try_from)
        .collect()
}

/// A category as the seller writes it (checked by the route).
pub struct CategoryWrite<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub color: Option<&'a str>,
    pub hidden: bool,
    pub position: i64,
    pub parent_id: Option<i64>,
    pub product_ids: &'a [ProductId],
}

fn values(c: &CategoryWrite<'_>) -> AppResult<[JsValue; 7]> {
    let ids =
        serde_json::to_string(c.product_ids).map_err(|e| AppError::Internal(e.to_string()))?;
    Ok([
        JsValue::from_str(c.title),
        JsValue::from_str(c.description),
        c.color.map_or(JsValue::NULL, JsValue::from_str),
        int(i64::from(c.hidden)),
        int(c.position),
        c.parent_id.map_or(JsValue::NULL, int),
        JsValue::from_str(&ids),
    ])
}

/// Links the products of `?1` (a JSON array) that are seller `?3`'s to
/// category `?2`, in the array's order.
const LINK_SQL: &str = "INSERT INTO category_products (category_id, product_id, position) \
     SELECT ?2, p.id, j.key FROM json_each(?1) j JOIN products p ON p.id = j.value \
     AND p.seller_id = ?3";

#[derive(Deserialize)]
struct IdRow {
    id: i64,
}

/// A new category of the seller; its id.
pub async fn create(db: &D1Database, seller_id: SellerId, c: &CategoryWrite<'_>) -> AppResult<i64> {
    let [title, description, color, hidden, position, parent, ids] = values(c)?;
    let row = db
        .prepare(
            "INSERT INTO categories (seller_id, title, description, color, hidden, position, parent_id) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, (SELECT id FROM categories WHERE id = ?7 AND seller_id = ?1)) \
             RETURNING id",
        )
        .bind(&[int(seller_id), title, description, color, hidden, position, parent])?
        .first::<IdRow>(None)
        .await?
        .ok_or_else(|| AppError::Internal("a category insert returned nothing".to_owned()))?;
    db.prepare(LINK_SQL)
        .bind(&[ids, int(row.id), int(seller_id)])?
        .run()
        .await?;
    Ok(row.id)
}

/// Rewrites the seller's category `id` and its products in one batch;
/// `false` when it is not the seller's.
pub async fn update(
    db: &D1Database,
    seller_id: SellerId,
    id: i64,
    c: &CategoryWrite<'_>,
) -> AppResult<bool> {
    let [title, description, color, hidden, position, parent, ids] = values(c)?;
    let owned = db
        .prepare("SELECT id FROM categories WHERE id = ?1 AND seller_id = ?2")
        .bind(&[int(id), int(seller_id)])?
        .first::<IdRow>(None)
        .await?
        .is_some();
    if !owned {
        return Ok(false);
    }
    db.batch(vec![
        db.prepare(
            "UPDATE categories SET title = ?3, description = ?4, color = ?5, hidden = ?6, \
             position = ?7, parent_id = (SELECT id FROM categories WHERE id = ?8 AND seller_id = ?2) \
             WHERE id = ?1 AND seller_id = ?2",
        )
        .bind(&[int(id), int(seller_id), title, description, color, hidden, position, parent])?,
        db.prepare(
            "DELETE FROM category_products WHERE category_id = \
             (SELECT id FROM categories WHERE id = ?1 AND seller_id = ?2)",
        )
        .bind(&[int(id), int(seller_id)])?,
        db.prepare(LINK_SQL)
            .bind(&[ids, int(id), int(seller_id)])?,
    ])
    .await?;
    Ok(true)
}

/// Deletes the seller's category `id` (its children lose their parent);
/// `false` when it is not the seller's.
pub async fn delete(db: &D1Database, seller_id: SellerId, id: i64) -> AppResult<bool> {
    let owned = db
        .prepare("SELECT id FROM categories WHERE id = ?1 AND seller_id = ?2")
        .bind(&[int(id), int(seller_id)])?
        .first::<IdRow>(None)
        .await?
        .is_some();
    if !owned {
        return Ok(false);
    }
    db.batch(vec![
        db.prepare("DELETE FROM category_products WHERE category_id = ?1")
            .bind(&[int(id)])?,
        db.prepare(
            "UPDATE categories SET parent_id = NULL WHERE parent_id = ?1 AND seller_id = ?2",
        )
        .bind(&[int(id), int(seller_id)])?,
        db.prepare("DELETE FROM categories WHERE id = ?1 AND seller_id = ?2")
            .bind(&[int(id), int(seller_id)])?,
    ])
    .await?;
    Ok(true)
}
