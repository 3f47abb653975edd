//! What a public page of a shop shows, read in a fixed number of
//! statements however many products the shop has, sent as one batch (one
//! round trip to D1, one transaction, so the shop version read with them is
//! the version of what they show): the seller with the shop version and
//! the page's published document (one), the products with their plans,
//! covers and bundle items (one), the categories (one). The last two find
//! the seller by username themselves, so none waits for another.
//!
//! Only products a buyer may see are read: published, not archived, not
//! password-protected, of this seller.

use sellwerk_core::ids::{PlanId, ProductId, SellerId};
use sellwerk_core::pricing::PlanTerms;
use sellwerk_core::render::Theme;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::categories::{self, CategoryRow};
use super::{corrupt, int};
use crate::error::AppResult;

/// A shop: its seller and names.
#[derive(Debug, Clone, Deserialize)]
pub struct ShopRow {
    pub seller_id: SellerId,
    pub username: String,
    pub display_name: String,
    /// The note beside every price the shop shows (core's
    /// `tax::price_note`: a message key).
    pub vat_note: &'static str,
}

#[derive(Deserialize)]
struct VersionRow {
    shop_version: i64,
}

/// The shop version of `username` (one statement); `None` for no shop.
pub async fn version(db: &D1Database, username: &str) -> AppResult<Option<i64>> {
    Ok(db
        .prepare("SELECT shop_version FROM sellers WHERE username = ?1")
        .bind(&[JsValue::from_str(username)])?
        .first::<VersionRow>(None)
        .await?
        .map(|r| r.shop_version))
}

/// Which page a request shows: a builder page type and the paths to try,
/// the first before the second (a product's own page, then the shop's
/// product page).
pub struct PageWanted<'a> {
    pub page_type: &'a str,
    pub path: &'a str,
    pub fallback: &'a str,
}

#[derive(Deserialize)]
struct ShopPageRow {
    seller_id: SellerId,
    shop_version: i64,
    username: String,
    display_name: String,
    vat_status: String,
    prices_include_vat: i64,
    page: Option<String>,
    /// The seller's theme (migration 0033), NULL for the default.
    theme: Option<String>,
    /// The seller's active tracking codes as a JSON array (`repo::tracking`).
    tracking: String,
    /// [`PRODUCTS_JSON`] and the categories (`repo::categories`).
    products: String,
    categories: String,
}

/// A plan as a card shows it.
#[derive(Debug, Clone)]
pub struct StorePlan {
    pub id: PlanId,
    pub name: String,
    pub terms: PlanTerms,
}

/// A stored cover variant with its size.
#[derive(Debug, Clone, Deserialize)]
pub struct StoreCover {
    pub variant: String,
    pub created_at: String,
    pub width: u32,
    pub height: u32,
}

/// A product a buyer may see.
#[derive(Debug, Clone)]
pub struct StoreProduct {
    pub id: ProductId,
    pub form: String,
    pub name: String,
    pub description: String,
    pub created_at: String,
    /// Sold so far.
    pub purchases: i64,
    pub sold_out: bool,
    pub plans: Vec<StorePlan>,
    pub covers: Vec<StoreCover>,
    /// A bundle's or membership's items, in their order (any of the
    /// seller's products; the page shows only those in this list).
    pub items: Vec<ProductId>,
    /// A course's chapters with their lessons' titles (its product page
    /// lists them; a lesson left out of publishing is not listed); empty
    /// for other products.
    pub curriculum: Vec<sellwerk_core::render::CurriculumChapter>,
}

#[derive(Deserialize)]
struct RawPlan {
    id: PlanId,
    name: String,
    kind: i64,
    currency: String,
    price: String,
    pay_what_you_want: i64,
    prefs: String,
}

#[derive(Deserialize)]
struct RawProduct {
    id: ProductId,
    form: String,
    name: String,
    description: String,
    created_at: String,
    purchases: i64,
    sold_out: i64,
    plans: String,
    covers: String,
    items: String,
    #[serde(default)]
    curriculum: Option<String>,
}

impl TryFrom<RawProduct> for StoreProduct {
    type Error = crate::error::AppError;

    fn try_from(raw: RawProduct) -> AppResult<StoreProduct> {
        let id = raw.id.get();
        let plans: Vec<RawPlan> =
            serde_json::from_str(&raw.plans).map_err(|e| corrupt("product", id, e))?;
        let plans = plans
            .into_iter()
            .map(|p| {
                let (_, terms) = super::plans::plan_terms(
                    p.id,
                    p.kind,
                    &p.currency,
                    &p.price,
                    p.pay_what_you_want,
                    &p.prefs,
                )?;
                Ok(StorePlan {
                    id: p.id,
                    name: p.name,
                    terms,
                })
            })
            .collect::<AppResult<Vec<_>>>()?;
        Ok(StoreProduct {
            id: raw.id,
            form: raw.form,
            name: raw.name,
            description: raw.description,
            created_at: raw.created_at,
            purchases: raw.purchases,
            sold_out: raw.sold_out != 0,
            plans,
            covers: serde_json::from_str(&raw.covers).map_err(|e| corrupt("product", id, e))?,
            items: serde_json::from_str(&raw.items).map_err(|e| corrupt("product", id, e))?,
            // titles only, read by SQLite from the stored content; content
            // it cannot read shows no curriculum rather than failing the page
            curriculum: raw
                .curriculum
                .as_deref()
                .and_then(|c| serde_json::from_str(c).ok())
                .unwrap_or_default(),
        })
    }
}

/// The products a buyer may see of the seller `s.id` of the enclosing
/// statement as one JSON array of rows, newest first (the shop list's
/// default order), each with its plans (their order), covers and items as
/// JSON text.
const PRODUCTS_JSON: &str = "(SELECT json_group_array(json_object('id', id, 'form', form, \
     'name', name, 'description', description, 'created_at', created_at, \
     'purchases', purchases, 'sold_out', sold_out, 'plans', plans, 'covers', covers, \
     'items', items, 'curriculum', curriculum)) FROM (SELECT p.id, p.form, p.name, p.description, p.created_at, \
     p.sold_count AS purchases, \
     (p.sales_limit IS NOT NULL AND p.sold_count + p.reserved_count >= p.sales_limit) AS sold_out, \
     (SELECT json_group_array(json_object('id', pp.id, 'name', pp.name, 'kind', pp.kind, \
        'currency', pp.currency, 'price', pp.price, 'pay_what_you_want', pp.pay_what_you_want, \
        'prefs', pp.prefs)) FROM (SELECT * FROM pricing_plans WHERE product_id = p.id \
        AND seller_id = p.seller_id ORDER BY position, id) pp) AS plans, \
     (SELECT json_group_array(json_object('variant', c.variant, 'created_at', c.created_at, \
        'width', c.width, 'height', c.height)) FROM product_covers c \
        WHERE c.product_id = p.id AND c.seller_id = p.seller_id) AS covers, \
     (SELECT json_group_array(i.item_product_id) FROM (SELECT item_product_id FROM product_items \
        WHERE product_id = p.id AND seller_id = p.seller_id ORDER BY position) i) AS items, \
     CASE WHEN p.form = 'course' AND json_valid(p.content) THEN \
       (SELECT json_group_array(json_object('title', ifnull(json_extract(ch.value, '$.title'), ''), \
          'lessons', json((SELECT json_group_array(ifnull(json_extract(l.value, '$.title'), '')) \
          FROM (SELECT value FROM json_each(ch.value, '$.lessons') \
          WHERE ifnull(json_extract(value, '$.publish'), 'published') <> 'not_for_publish' \
          ORDER BY key) l)))) \
        FROM (SELECT value FROM json_each(p.content, '$.chapters') ORDER BY key) ch) END AS curriculum \
     FROM products p WHERE p.seller_id = s.id \
     AND p.published = 1 AND p.archived = 0 \
     AND p.access_password IS NULL ORDER BY p.created_at DESC, p.id DESC))";

/// Everything a public page of a shop shows.
#[derive(Debug, Clone)]
pub struct ShopData {
    pub shop: ShopRow,
    /// The shop version this data is of (read in the same transaction).
    pub version: i64,
    /// The published document of the page asked for, when there is one.
    pub page: Option<serde_json::Value>,
    pub products: Vec<StoreProduct>,
    pub categories: Vec<CategoryRow>,
    /// The seller's theme of every page (the default without one).
    pub theme: Theme,
    /// What the pages carry for the consent island (`PageInput.tracking`):
    /// `None` without an active tracking code.
    pub tracking: Option<serde_json::Value>,
}

/// The shop `username` with the page `wanted` and what it shows, in one
/// statement: the seller's row with the page, the tracking codes, the
/// products and the categories, the last two as JSON arrays (decision: one
/// row of a few texts, read with `serde_json`, rather than a batch of three
/// statements whose many rows each cross from JavaScript; a page's render
/// when nothing is cached costs about a third less). `None` when there is
/// no such shop.
pub async fn load(
    db: &D1Database,
    username: &str,
    wanted: &PageWanted<'_>,
) -> AppResult<Option<ShopData>> {
    let Some(row) = db
        .prepare(format!(
            "SELECT s.id AS seller_id, s.shop_version, s.username, s.display_name, s.theme, \
             s.vat_status, s.prices_include_vat, \
             (SELECT g.published FROM pages g WHERE g.seller_id = s.id AND g.page_type = ?2 \
              AND g.path IN (?3, ?4) AND g.published IS NOT NULL \
              ORDER BY g.path = ?3 DESC LIMIT 1) AS page, \
             ({}) AS tracking, {PRODUCTS_JSON} AS products, {} AS categories \
             FROM sellers s WHERE s.username = ?1",
            super::tracking::ACTIVE_CODES_JSON,
            categories::CATEGORIES_JSON_OF_SELLER,
        ))
        .bind(&[
            JsValue::from_str(username),
            JsValue::from_str(wanted.page_type),
            JsValue::from_str(wanted.path),
            JsValue::from_str(wanted.fallback),
        ])?
        .first::<ShopPageRow>(None)
        .await?
    else {
        return Ok(None);
    };
    let page = row
        .page
        .as_deref()
        .map(|p| {
            serde_json::from_str(p).map_err(|e| corrupt("seller pages", row.seller_id.get(), e))
        })
        .transpose()?;
    let products = serde_json::from_str::<Vec<RawProduct>>(&row.products)
        .map_err(|e| corrupt("seller products", row.seller_id.get(), e))?
        .into_iter()
        .map(StoreProduct::try_from)
        .collect::<AppResult<Vec<_>>>()?;
    let categories = categories::from_json(&row.categories, row.seller_id)?;
    let theme = super::sellers::theme_of(row.seller_id, row.theme.as_deref())?;
    Ok(Some(ShopData {
        shop: ShopRow {
            seller_id: row.seller_id,
            vat_note: sellwerk_core::tax::price_note(
                super::catalog::vat_status(&row.vat_status)
                    .ok_or_else(|| corrupt("seller", row.seller_id.get(), &row.vat_status))?,
                row.prices_include_vat != 0,
            ),
            username: row.username,
            display_name: row.display_name,
        },
        version: row.shop_version,
        page,
        products,
        categories,
        theme,
        tracking: super::tracking::page_tracking(row.seller_id, &row.tracking)?,
    }))
}

#[derive(Deserialize)]
struct ProtectedRow {
    protected: i64,
}

/// Whether the seller's product `id` is published, not archived and
/// password-protected (its page is the app's password gate, never cached).
pub async fn is_protected(db: &D1Database, seller_id: SellerId, id: ProductId) -> AppResult<bool> {
    Ok(db
        .prepare(
            "SELECT access_password IS NOT NULL AS protected FROM products \
             WHERE id = ?1 AND seller_id = ?2 AND published = 1 AND archived = 0",
        )
        .bind(&[int(id), int(seller_id)])?
        .first::<ProtectedRow>(None)
        .await?
        .is_some_and(|r| r.protected != 0))
}
