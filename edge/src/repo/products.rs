//! The seller's own products in the cabinet: their rows, plans and files.
//! Every function takes the seller id from the authenticated caller and
//! filters by it; another seller's product is simply not found.

use sellwerk_core::catalog::{Change, CheckoutSettings, CourseContent, ProductPatch, TrackingCode};
use sellwerk_core::lists::ListQuery;

use super::lists::{self, ListTotal};
use sellwerk_core::ids::{FileId, PlanId, ProductId, SellerId, TicketId};
use sellwerk_core::pricing::PlanTerms;
use sellwerk_core::product::{ProductFacts, ProductForm};
use sellwerk_core::product_access::PasswordHash;
use sellwerk_core::setup::{BumpChoices, ProductSetup};
use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::{AppError, AppResult};

/// A product row with what its rules need (plan and file counts, the
/// seller's payment methods).
#[derive(Debug, Deserialize)]
pub struct ProductRecord {
    pub id: ProductId,
    /// Its seller (the payment methods below are the seller's).
    pub seller_id: SellerId,
    pub form: String,
    pub category: Option<String>,
    pub name: String,
    pub description: String,
    pub published: i64,
    pub archived: i64,
    pub free: i64,
    pub access_password: Option<String>,
    pub sales_limit: Option<i64>,
    pub sold_count: i64,
    pub reserved_count: i64,
    pub internal_name: String,
    pub cost_center: String,
    pub success_url: String,
    pub checkout: String,
    pub tracking_codes: String,
    pub created_at: String,
    pub plans_count: i64,
    pub files_count: i64,
    pub items_count: i64,
    pub payment_methods: String,
    pub method_providers: String,
    /// JSON array of the seller's connected providers.
    pub providers: String,
    /// JSON array of the instants (Unix seconds) the event's tickets end.
    pub ticket_ends: String,
    pub setup: String,
    /// How many of the documents publishing needs (imprint, terms) the
    /// seller has written.
    pub legal_documents: i64,
}

fn count_u32(n: i64) -> u32 {
    u32::try_from(n.max(0)).unwrap_or(u32::MAX)
}

impl ProductRecord {
    pub fn form(&self) -> AppResult<ProductForm> {
        serde_json::from_value(serde_json::Value::String(self.form.clone()))
            .map_err(|e| corrupt("product", self.id.get(), e))
    }

    pub fn checkout(&self) -> AppResult<CheckoutSettings> {
        serde_json::from_str(&self.checkout).map_err(|e| corrupt("product", self.id.get(), e))
    }

    pub fn setup(&self) -> AppResult<ProductSetup> {
        serde_json::from_str(&self.setup).map_err(|e| corrupt("product", self.id.get(), e))
    }

    pub fn tracking_codes(&self) -> AppResult<Vec<TrackingCode>> {
        serde_json::from_str(&self.tracking_codes).map_err(|e| corrupt("product", self.id.get(), e))
    }

    /// The facts core's product rules judge. Every seller can sell and
    /// their payment account counts as done; a payment method is active
    /// when it is enabled and routed to a connected provider (the sandbox
    /// only in development builds), so a seller without a real provider
    /// sees `no_active_pay_method` in production. Reviews come later. An event's active tickets are those
    /// whose event is not over on the edge's clock; a bundle's products are
    /// its items.
    pub fn facts(&self) -> AppResult<ProductFacts> {
        let methods = super::providers::active_of(
            self.seller_id,
            &self.payment_methods,
            &self.method_providers,
            &self.providers,
        )?;
        let form = self.form()?;
        let ends: Vec<i64> = serde_json::from_str(&self.ticket_ends)
            .map_err(|e| corrupt("product", self.id.get(), e))?;
        let now = crate::clock::now();
        let active_tickets = ends.iter().filter(|end| **end > now).count();
        let limit = self.sales_limit.map(count_u32);
        let sold = count_u32(self.sold_count);
        let reserved = count_u32(self.reserved_count);
        Ok(ProductFacts {
            form: Some(form),
            free: self.free != 0,
            published: self.published != 0,
            archived: self.archived != 0,
            has_access_password: self.access_password.is_some(),
            can_be_sold_via_shop: true,
            seller_can_sell: true,
            payment_account_done: true,
            any_payment_method_active: !methods.is_empty(),
            pricing_plans_count: count_u32(self.plans_count),
            sold_count: sold,
            reserved_count: reserved,
            limit,
            is_sold_out: limit.is_some_and(|l| sold.saturating_add(reserved) >= l),
            power_seller: false,
            review: None,
            active_tickets_count: u32::try_from(active_tickets).unwrap_or(u32::MAX),
            has_digitals: form != ProductForm::Download || self.files_count > 0,
            addons_count: count_u32(self.items_count),
            // every kind is needed (`DocumentKind::required_to_publish`)
            missing_legal_documents: self.legal_documents < 4,
        })
    }
}

/// Every column of a product record. The table is not aliased and the
/// subqueries qualify their columns, so the list clauses of
/// `repo::lists::columns` (plain column names) apply unambiguously.
pub(super) const RECORD_COLUMNS: &str = "id, seller_id, form, category, name, description, published, archived, \
     free, access_password, sales_limit, sold_count, reserved_count, internal_name, cost_center, \
     success_url, checkout, tracking_codes, created_at, \
     (SELECT count(*) FROM pricing_plans pp WHERE pp.product_id = products.id \
      AND pp.seller_id = products.seller_id) AS plans_count, \
     (SELECT count(*) FROM product_files f WHERE f.product_id = products.id \
      AND f.seller_id = products.seller_id) AS files_count, \
     (SELECT count(*) FROM product_items i WHERE i.product_id = products.id \
      AND i.seller_id = products.seller_id) AS items_count, \
     (SELECT s.payment_methods FROM sellers s WHERE s.id = products.seller_id) AS payment_methods, \
     (SELECT s.method_providers FROM sellers s WHERE s.id = products.seller_id) AS method_providers, \
     (SELECT json_group_array(a.provider) FROM provider_accounts a \
      WHERE a.seller_id = products.seller_id) AS providers, \
     (SELECT json_group_array(t.ends_at_unix) FROM event_tickets t WHERE t.product_id = products.id \
      AND t.seller_id = products.seller_id) AS ticket_ends, setup, \
     (SELECT count(DISTINCT d.kind) FROM legal_documents d WHERE d.seller_id = products.seller_id \
      AND d.kind IN ('imprint', 'terms', 'privacy', 'cancellation_terms')) AS legal_documents";

/// Product `id` if seller `seller_id` owns it.
pub async fn find(
    db: &D1Database,
    seller_id: SellerId,
    id: ProductId,
) -> AppResult<Option<ProductRecord>> {
    Ok(db
        .prepare(format!(
            "SELECT {RECORD_COLUMNS} FROM products WHERE id = ?1 AND seller_id = ?2"
        ))
        .bind(&[int(id), int(seller_id)])?
        .first::<ProductRecord>(None)
        .await?)
}

/// The products `ids` that seller `seller_id` owns, by id, in one
/// statement per fifty.
pub async fn find_many(
    db: &D1Database,
    seller_id: SellerId,
    ids: &[ProductId],
) -> AppResult<HashMap<ProductId, ProductRecord>> {
    let keys: Vec<i64> = super::distinct(ids.iter().copied())
        .into_iter()
        .flat_map(|id| [seller_id.get(), id])
        .collect();
    let rows: Vec<ProductRecord> = super::rows_in(db, &keys, 2, |list| {
        format!("SELECT {RECORD_COLUMNS} FROM products WHERE (seller_id, id) IN (VALUES {list})")
    })
    .await?;
    Ok(rows.into_iter().map(|r| (r.id, r)).collect())
}

/// How many of the seller's products `query` matches.
pub async fn count(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<ListTotal> {
    super::list_count(db, "products", &lists::columns::PRODUCTS, seller_id, query).await
}

/// One page of the seller's products. Column names come from
/// `lists::columns::PRODUCTS`; every value is bound.
pub async fn page(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<super::ListRows<ProductRecord>> {
    super::list_page(
        db,
        &lists::columns::PRODUCTS,
        RECORD_COLUMNS,
        seller_id,
        query,
    )
    .await
}

#[derive(Deserialize)]
struct Id {
    id: i64,
}

/// A new unpublished product; its id.
pub async fn create(
    db: &D1Database,
    seller_id: SellerId,
    form: ProductForm,
    name: &str,
    checkout: Option<&CheckoutSettings>,
) -> AppResult<ProductId> {
    let preset = form.preset_category();
    let checkout = match checkout {
        Some(settings) => json(settings)?,
        None => JsValue::from_str("{}"),
    };
    let form = serde_json::to_value(form)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default();
    // The form presets the category (core's `ProductForm::preset_category`).
    let category = preset
        .and_then(|c| serde_json::to_value(c).ok())
        .and_then(|v| v.as_str().map(JsValue::from_str))
        .unwrap_or(JsValue::NULL);
    db.prepare(
        "INSERT INTO products (seller_id, form, name, category, checkout) \
         VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id",
    )
    .bind(&[
        int(seller_id),
        JsValue::from_str(&form),
        JsValue::from_str(name.trim()),
        category,
        checkout,
    ])?
    .first::<Id>(None)
    .await?
    .map(|r| ProductId::new(r.id).map_err(|e| corrupt("product", r.id, e)))
    .transpose()?
    .ok_or_else(|| AppError::Internal("product insert returned no id".to_owned()))
}

fn json<T: Serialize>(value: &T) -> AppResult<JsValue> {
    serde_json::to_string(value)
        .map(|s| JsValue::from_str(&s))
        .map_err(|e| AppError::Internal(e.to_string()))
}

/// Applies a checked change to product `id` of seller `seller_id`, one
/// statement per changed column group, all in one batch. The access
/// password is written only as `password`, its hash: the plain text of
/// `patch.access_password` is never stored.
pub async fn update(
    db: &D1Database,
    seller_id: SellerId,
    id: ProductId,
    patch: &ProductPatch,
    password: &Change<PasswordHash>,
) -> AppResult<()> {
    let mut sets: Vec<(&str, JsValue)> = Vec::new();
    if let Some(v) = &patch.name {
        sets.push(("name", JsValue::from_str(v.trim())));
    }
    if let Some(v) = &patch.description {
        sets.push(("description", JsValue::from_str(v)));
    }
    match &patch.category {
        Change::Keep => {}
        Change::Clear => sets.push(("category", JsValue::NULL)),
        Change::Set(c) => sets.push((
            "category",
            serde_json::to_value(c)
                .ok()
                .and_then(|v| v.as_str().map(JsValue::from_str))
                .unwrap_or(JsValue::NULL),
        )),
    }
    if let Some(v) = patch.free {
        sets.push(("free", int(i64::from(v))));
    }
    match password {
        Change::Keep => {}
        Change::Clear => sets.push(("access_password", JsValue::NULL)),
        Change::Set(hash) => sets.push(("access_password", JsValue::from_str(hash.as_str()))),
    }
    match patch.limit {
        Change::Keep => {}
        Change::Clear => sets.push(("sales_limit", JsValue::NULL)),
        Change::Set(v) => sets.push(("sales_limit", int(i64::from(v)))),
    }
    for (column, value) in [
        ("internal_name", &patch.internal_name),
        ("cost_center", &patch.cost_center),
        ("success_url", &patch.success_url),
    ] {
        if let Some(v) = value {
            sets.push((column, JsValue::from_str(v.trim())));
        }
    }
    if let Some(v) = &patch.checkout {
        sets.push(("checkout", json(v)?));
    }
    if let Some(v) = &patch.tracking_codes {
        sets.push(("tracking_codes", json(v)?));
    }
    if sets.is_empty() {
        return Ok(());
    }
    // Column names are the constants above, never input.
    let assignments: Vec<String> = sets
        .iter()
        .enumerate()
        .map(|(i, (column, _))| format!("{column} = ?{}", i + 3))
        .collect();
    let mut values = vec![int(id), int(seller_id)];
    values.extend(sets.into_iter().map(|(_, v)| v));
    db.prepare(format!(
        "UPDATE products SET {} WHERE id = ?1 AND seller_id = ?2",
        assignments.join(", ")
    ))
    .bind(&values)?
    .run()
    .await?;
    Ok(())
}

/// Replaces product `id`'s stored access password `old` by `hash`, if it
/// is still `old` (a legacy plain value being hashed); whether it was.
pub async fn replace_access_password(
    db: &D1Database,
    seller_id: SellerId,
    id: ProductId,
    old: &str,
    hash: &PasswordHash,
) -> AppResult<bool> {
    let result = db
        .prepare(
            "UPDATE products SET access_password = ?4 \
             WHERE id = ?1 AND seller_id = ?2 AND access_password = ?3",
        )
        .bind(&[
            int(id),
            int(seller_id),
            JsValue::from_str(old),
            JsValue::from_str(hash.as_str()),
        ])?
        .run()
        .await?;
    Ok(result
        .meta()?
        .and_then(|m| m.changes)
        .is_some_and(|n| n > 0))
}

/// Product `id`'s stored access password, if it has one.
pub async fn access_password(
    db: &D1Database,
    seller_id: SellerId,
    id: ProductId,
) -> AppResult<Option<String>> {
    #[derive(Deserialize)]
    struct Row {
        access_password: Option<String>,
    }
    Ok(db
        .prepare("SELECT access_password FROM products WHERE id = ?1 AND seller_id = ?2")
        .bind(&[int(id), int(seller_id)])?
        .first::<Row>(None)
        .await?
        .and_then(|r| r.access_password))
}

/// A password stored in plain text before migration 0017.
#[derive(Deserialize)]
pub struct LegacyPassword {
    pub id: ProductId,
    pub seller_id: SellerId,
    pub access_password: String,
}

/// Up to `limit` products (of any seller: the scheduler's sweep) whose
/// access password is still marked as plain text.
pub async fn legacy_access_passwords(
    db: &D1Database,
    limit: i64,
) -> AppResult<Vec<LegacyPassword>> {
    Ok(db
        .prepare(
            "SELECT id, seller_id, access_password FROM products \
             WHERE substr(access_password, 1, ?2) = ?1 ORDER BY id LIMIT ?3",
        )
        .bind(&[
            JsValue::from_str(sellwerk_core::product_access::LEGACY_PREFIX),
            int(i64::try_from(sellwerk_core::product_access::LEGACY_PREFIX.len()).unwrap_or(0)),
            int(limit),
        ])?
        .all()
        .await?
        .results::<LegacyPassword>()?)
}

/// Sets the published and archived flags of product `id`.
pub async fn set_flags(
    db: &D1Database,
    seller_id: SellerId,
    id: ProductId,
    published: bool,
    archived: bool,
) -> AppResult<()> {
    db.prepare(
        "UPDATE products SET published = ?3, archived = ?4 WHERE id = ?1 AND seller_id = ?2",
    )
    .bind(&[
        int(id),
        int(seller_id),
        int(i64::from(published)),
        int(i64::from(archived)),
    ])?
    .run()
    .await?;
    Ok(())
}

/// An unpublished copy of product `id` with its plans, setup and tickets
/// (not its files, covers, sales or counters); the copy's id.
pub async fn duplicate(
    db: &D1Database,
    seller_id: SellerId,
    id: ProductId,
) -> AppResult<ProductId> {
    let copy = db
        .prepare(
            "INSERT INTO products (seller_id, form, category, name, description, free, \
             access_password, sales_limit, internal_name, cost_center, success_url, checkout, \
             tracking_codes, content, setup) SELECT seller_id, form, category, \
             substr(name || ' (copy)', 1, 200), description, free, access_password, sales_limit, \
             internal_name, cost_center, success_url, checkout, tracking_codes, content, setup \
             FROM products WHERE id = ?1 AND seller_id = ?2 RETURNING id",
        )
        .bind(&[int(id), int(seller_id)])?
        .first::<Id>(None)
        .await?
        .ok_or_else(|| AppError::Internal(format!("product {id} vanished while copied")))?;
    db.prepare(
        "INSERT INTO pricing_plans (product_id, seller_id, name, kind, currency, price, \
         pay_what_you_want, prefs, position) SELECT ?3, seller_id, name, kind, currency, price, \
         pay_what_you_want, prefs, position FROM pricing_plans WHERE product_id = ?1 \
         AND seller_id = ?2 AND ticket_id IS NULL",
    )
    .bind(&[int(id), int(seller_id), int(copy.id)])?
    .run()
    .await?;
    let copy = ProductId::new(copy.id).map_err(|e| corrupt("product", copy.id, e))?;
    super::tickets::copy(db, seller_id, id, copy).await?;
    Ok(copy)
}

/// A pricing plan as the cabinet shows it.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct CabinetPlan {
    pub id: PlanId,
    pub name: String,
    pub kind: sellwerk_core::pricing::PlanKind,
    pub currency: String,
    pub position: i64,
    /// The event ticket the plan sells, for an event's plans.
    pub ticket_id: Option<TicketId>,
    pub terms: PlanTerms,
}

#[derive(Deserialize)]
struct PlanRow {
    id: PlanId,
    name: String,
    kind: i64,
    currency: String,
    price: String,
    pay_what_you_want: i64,
    prefs: String,
    position: i64,
    ticket_id: Option<TicketId>,
}

/// The plans of product `product_id` of seller `seller_id`, in order.
pub async fn plans(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<Vec<CabinetPlan>> {
    let rows = db
        .prepare(
            "SELECT id, name, kind, currency, price, pay_what_you_want, prefs, position, \
             ticket_id FROM pricing_plans WHERE product_id = ?1 AND seller_id = ?2 \
             ORDER BY position, id",
        )
        .bind(&[int(product_id), int(seller_id)])?
        .all()
        .await?
        .results::<PlanRow>()?;
    rows.into_iter()
        .map(|r| {
            let (kind, terms) = super::plans::plan_terms(
                r.id,
                r.kind,
                &r.currency,
                &r.price,
                r.pay_what_you_want,
                &r.prefs,
            )?;
            Ok(CabinetPlan {
                id: r.id,
                name: r.name,
                kind,
                currency: r.currency,
                position: r.position,
                ticket_id: r.ticket_id,
                terms,
            })
        })
        .collect()
}

/// The stored columns of checked plan terms: kind value, currency, price,
/// pay-what-you-want, and the remaining prefs as JSON.
fn plan_columns(terms: &PlanTerms) -> AppResult<[JsValue; 5]> {
    let kind = terms
        .kind
        .ok_or_else(|| AppError::Internal("plan terms without kind".to_owned()))?;
    let prefs = super::plans::plan_prefs(terms);
    Ok([
        int(kind.value()),
        JsValue::from_str(&terms.currency.to_lowercase()),
        JsValue::from_str(terms.price.as_deref().unwrap_or("0")),
        int(i64::from(terms.pay_what_you_want)),
        json(&prefs)?,
    ])
}

/// A new plan (checked by core) at the end of the product's plans; for an
/// event, of the ticket `ticket_id` (which the caller found to be this
/// product's).
pub async fn add_plan(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    ticket_id: Option<TicketId>,
    name: &str,
    terms: &PlanTerms,
) -> AppResult<PlanId> {
    let [kind, currency, price, pwyw, prefs] = plan_columns(terms)?;
    let ticket = ticket_id.map_or(JsValue::NULL, int);
    db.prepare(
        "INSERT INTO pricing_plans (product_id, seller_id, name, kind, currency, price, \
         pay_what_you_want, prefs, ticket_id, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, \
         (SELECT ifnull(max(position), -1) + 1 FROM pricing_plans WHERE product_id = ?1 AND seller_id = ?2)) \
         RETURNING id",
    )
    .bind(&[int(product_id), int(seller_id), JsValue::from_str(name.trim()), kind, currency, price, pwyw, prefs, ticket])?
    .first::<Id>(None)
    .await?
    .map(|r| PlanId::new(r.id).map_err(|e| corrupt("plan", r.id, e)))
    .transpose()?
    .ok_or_else(|| AppError::Internal("plan insert returned no id".to_owned()))
}

/// Replaces plan `plan_id`'s name and terms; `false` when it is not this
/// seller's plan of this product.
pub async fn update_plan(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    plan_id: PlanId,
    name: &str,
    terms: &PlanTerms,
) -> AppResult<bool> {
    let [kind, currency, price, pwyw, prefs] = plan_columns(terms)?;
    let result = db
        .prepare(
            "UPDATE pricing_plans SET name = ?4, kind = ?5, currency = ?6, price = ?7, \
             pay_what_you_want = ?8, prefs = ?9 WHERE id = ?1 AND product_id = ?2 AND seller_id = ?3",
        )
        .bind(&[int(plan_id), int(product_id), int(seller_id), JsValue::from_str(name.trim()), kind, currency, price, pwyw, prefs])?
        .run()
        .await?;
    // D1 counts the rows a trigger changes too (the shop version, migration
    // 0029): the plan itself is one of them when any changed
    Ok(result.meta()?.and_then(|m| m.changes).unwrap_or(0) >= 1)
}

/// Removes plan `plan_id`; `false` when it is not this seller's.
pub async fn delete_plan(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    plan_id: PlanId,
) -> AppResult<bool> {
    let result = db
        .prepare("DELETE FROM pricing_plans WHERE id = ?1 AND product_id = ?2 AND seller_id = ?3")
        .bind(&[int(plan_id), int(product_id), int(seller_id)])?
        .run()
        .await?;
    // D1 counts the rows a trigger changes too (the shop version, migration
    // 0029): the plan itself is one of them when any changed
    Ok(result.meta()?.and_then(|m| m.changes).unwrap_or(0) >= 1)
}

/// A file of a product.
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct ProductFile {
    pub id: FileId,
    pub name: String,
    pub size: i64,
    pub content_type: String,
    pub created_at: String,
    #[serde(skip_serializing)]
    pub r2_key: String,
    /// What its bytes are (`files::FileType::name`), sniffed at upload;
    /// `None` for bytes of no listed type and for rows older than migration
    /// 0036: served as unknown.
    #[serde(skip_serializing, default)]
    #[schemars(skip)]
    pub sniffed: Option<String>,
}

impl ProductFile {
    /// The sniffed type; `None` (unknown) for any other stored text.
    pub fn file_type(&self) -> Option<sellwerk_core::files::FileType> {
        self.sniffed
            .as_deref()
            .and_then(sellwerk_core::files::FileType::parse)
    }
}

pub async fn files(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<Vec<ProductFile>> {
    Ok(db
        .prepare(
            "SELECT id, name, size, content_type, created_at, r2_key, sniffed FROM product_files \
             WHERE product_id = ?1 AND seller_id = ?2 ORDER BY id",
        )
        .bind(&[int(product_id), int(seller_id)])?
        .all()
        .await?
        .results::<ProductFile>()?)
}

/// The files of each of `products`, a seller's product each (`(seller,
/// product)`), by id, in one statement per fifty products.
pub async fn files_of(
    db: &D1Database,
    products: &[(SellerId, ProductId)],
) -> AppResult<HashMap<ProductId, Vec<ProductFile>>> {
    #[derive(Deserialize)]
    struct Raw {
        product_id: i64,
        id: FileId,
        name: String,
        size: i64,
        content_type: String,
        created_at: String,
        r2_key: String,
        sniffed: Option<String>,
    }
    let mut keys = Vec::with_capacity(products.len() * 2);
    for (seller, product) in products {
        if !keys.chunks(2).any(|k| k == [seller.get(), product.get()]) {
            keys.extend([seller.get(), product.get()]);
        }
    }
    let rows: Vec<Raw> = super::rows_in(db, &keys, 2, |list| {
        format!(
            "SELECT product_id, id, name, size, content_type, created_at, r2_key, sniffed FROM product_files \
             WHERE (seller_id, product_id) IN (VALUES {list}) ORDER BY product_id, id"
        )
    })
    .await?;
    let mut out: HashMap<ProductId, Vec<ProductFile>> = HashMap::new();
    for r in rows {
        let product = ProductId::new(r.product_id).map_err(|e| corrupt("file", r.id.get(), e))?;
        out.entry(product).or_default().push(ProductFile {
            id: r.id,
            name: r.name,
            size: r.size,
            content_type: r.content_type,
            created_at: r.created_at,
            r2_key: r.r2_key,
            sniffed: r.sniffed,
        });
    }
    Ok(out)
}

pub async fn find_file(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    file_id: FileId,
) -> AppResult<Option<ProductFile>> {
    Ok(db
        .prepare(
            "SELECT id, name, size, content_type, created_at, r2_key, sniffed FROM product_files \
             WHERE id = ?1 AND product_id = ?2 AND seller_id = ?3",
        )
        .bind(&[int(file_id), int(product_id), int(seller_id)])?
        .first::<ProductFile>(None)
        .await?)
}

/// Records a file stored in R2 under `r2_key`, of type `sniffed` (its
/// bytes' type, `None`: unknown), whose content type is that type's.
pub async fn add_file(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    r2_key: &str,
    name: &str,
    size: i64,
    sniffed: Option<sellwerk_core::files::FileType>,
) -> AppResult<ProductFile> {
    let served = sellwerk_core::files::serving(sniffed, false).content_type;
    let sniffed = sniffed.map_or(JsValue::NULL, |t| JsValue::from_str(t.name()));
    db.prepare(
        "INSERT INTO product_files (product_id, seller_id, r2_key, name, size, content_type, \
         sniffed) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
         RETURNING id, name, size, content_type, created_at, r2_key, sniffed",
    )
    .bind(&[
        int(product_id),
        int(seller_id),
        JsValue::from_str(r2_key),
        JsValue::from_str(name),
        int(size),
        JsValue::from_str(served),
        sniffed,
    ])?
    .first::<ProductFile>(None)
    .await?
    .ok_or_else(|| AppError::Internal("file insert returned no row".to_owned()))
}

pub async fn delete_file(db: &D1Database, seller_id: SellerId, file_id: FileId) -> AppResult<()> {
    db.prepare("DELETE FROM product_files WHERE id = ?1 AND seller_id = ?2")
        .bind(&[int(file_id), int(seller_id)])?
        .run()
        .await?;
    Ok(())
}

/// How many keys of a license-key product are free and how many delivered.
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct KeyCounts {
    pub free: i64,
    pub used: i64,
}

pub async fn key_counts(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<KeyCounts> {
    Ok(db
        .prepare(
            "SELECT ifnull(sum(order_id IS NULL), 0) AS free, ifnull(sum(order_id IS NOT NULL), 0) AS used \
             FROM license_keys WHERE product_id = ?1 AND seller_id = ?2",
        )
        .bind(&[int(product_id), int(seller_id)])?
        .first::<KeyCounts>(None)
        .await?
        .unwrap_or(KeyCounts { free: 0, used: 0 }))
}

/// Every key of the product (to generate new ones that differ).
pub async fn keys(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<std::collections::HashSet<String>> {
    #[derive(Deserialize)]
    struct Key {
        key: String,
    }
    Ok(db
        .prepare("SELECT key FROM license_keys WHERE product_id = ?1 AND seller_id = ?2")
        .bind(&[int(product_id), int(seller_id)])?
        .all()
        .await?
        .results::<Key>()?
        .into_iter()
        .map(|k| k.key)
        .collect())
}

/// Adds keys to the pool; keys the product already has are skipped. The
/// number added.
pub async fn add_keys(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    keys: &[String],
) -> AppResult<i64> {
    let before = key_counts(db, seller_id, product_id).await?;
    let list = serde_json::to_string(keys).map_err(|e| AppError::Internal(e.to_string()))?;
    db.prepare(
        "INSERT OR IGNORE INTO license_keys (product_id, seller_id, key) \
         SELECT ?1, ?2, value FROM json_each(?3)",
    )
    .bind(&[int(product_id), int(seller_id), JsValue::from_str(&list)])?
    .run()
    .await?;
    let after = key_counts(db, seller_id, product_id).await?;
    Ok(after.free + after.used - before.free - before.used)
}

/// The seller's product ids, and those that are memberships or bundles.
pub async fn product_ids(
    db: &D1Database,
    seller_id: SellerId,
) -> AppResult<(HashSet<i64>, HashSet<i64>)> {
    #[derive(Deserialize)]
    struct IdForm {
        id: ProductId,
        form: String,
    }
    let rows = db
        .prepare("SELECT id, form FROM products WHERE seller_id = ?1")
        .bind(&[int(seller_id)])?
        .all()
        .await?
        .results::<IdForm>()?;
    let containers = rows
        .iter()
        .filter(|r| r.form == "membership" || r.form == "bundle")
        .map(|r| r.id.get())
        .collect();
    Ok((rows.into_iter().map(|r| r.id.get()).collect(), containers))
}

/// What product `product_id` includes, in order.
pub async fn items(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<Vec<ProductId>> {
    #[derive(Deserialize)]
    struct Item {
        id: ProductId,
    }
    Ok(db
        .prepare(
            "SELECT item_product_id AS id FROM product_items WHERE product_id = ?1 AND seller_id = ?2 \
             ORDER BY position",
        )
        .bind(&[int(product_id), int(seller_id)])?
        .all()
        .await?
        .results::<Item>()?
        .into_iter()
        .map(|r| r.id)
        .collect())
}

/// Replaces what product `product_id` includes (checked by core), in one batch.
pub async fn set_items(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    item_ids: &[ProductId],
) -> AppResult<()> {
    let list = serde_json::to_string(item_ids).map_err(|e| AppError::Internal(e.to_string()))?;
    db.batch(vec![
        db.prepare("DELETE FROM product_items WHERE product_id = ?1 AND seller_id = ?2")
            .bind(&[int(product_id), int(seller_id)])?,
        db.prepare(
            "INSERT INTO product_items (product_id, item_product_id, seller_id, position) \
             SELECT ?1, value, ?2, key FROM json_each(?3)",
        )
        .bind(&[int(product_id), int(seller_id), JsValue::from_str(&list)])?,
    ])
    .await?;
    Ok(())
}

/// A course's stored content.
pub async fn content(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<CourseContent> {
    #[derive(Deserialize)]
    struct Row {
        content: String,
    }
    let row = db
        .prepare("SELECT content FROM products WHERE id = ?1 AND seller_id = ?2")
        .bind(&[int(product_id), int(seller_id)])?
        .first::<Row>(None)
        .await?;
    match row {
        None => Ok(CourseContent::default()),
        Some(r) => serde_json::from_str::<CourseContent>(&r.content)
            .map(CourseContent::with_ids)
            .map_err(|e| corrupt("product", product_id.get(), e)),
    }
}

/// Replaces a course's content (checked by core).
pub async fn set_content(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    content: &CourseContent,
) -> AppResult<()> {
    db.prepare("UPDATE products SET content = ?3 WHERE id = ?1 AND seller_id = ?2")
        .bind(&[int(product_id), int(seller_id), json(content)?])?
        .run()
        .await?;
    Ok(())
}

/// Replaces a product's setup (merged and checked by core).
pub async fn set_setup(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    setup: &ProductSetup,
) -> AppResult<()> {
    db.prepare("UPDATE products SET setup = ?3 WHERE id = ?1 AND seller_id = ?2")
        .bind(&[int(product_id), int(seller_id), json(setup)?])?
        .run()
        .await?;
    Ok(())
}

/// A product a seller may offer as an order bump, with its plans.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct BumpChoice {
    pub id: ProductId,
    pub name: String,
    pub form: String,
    pub pricing_plans: Vec<BumpPlan>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct BumpPlan {
    pub id: PlanId,
    pub name: String,
    pub kind: sellwerk_core::pricing::PlanKind,
}

/// The seller's products other than `product_id` that are not archived,
/// each with its plans (core's `BumpChoices` and what the editor lists).
pub async fn bump_choices(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<(BumpChoices, Vec<BumpChoice>)> {
    #[derive(Deserialize)]
    struct Row {
        id: ProductId,
        name: String,
        form: String,
        plans: String,
    }
    #[derive(Deserialize)]
    struct PlanRow {
        id: PlanId,
        name: String,
        kind: i64,
    }
    let rows = db
        .prepare(
            "SELECT p.id, p.name, p.form, (SELECT json_group_array(json_object('id', pp.id, \
             'name', pp.name, 'kind', pp.kind)) FROM pricing_plans pp WHERE pp.product_id = p.id \
             AND pp.seller_id = p.seller_id) AS plans FROM products p \
             WHERE p.seller_id = ?1 AND p.id <> ?2 AND p.archived = 0 ORDER BY p.name, p.id",
        )
        .bind(&[int(seller_id), int(product_id)])?
        .all()
        .await?
        .results::<Row>()?;
    let mut choices = BumpChoices::default();
    let mut listed = Vec::with_capacity(rows.len());
    for row in rows {
        let plans = serde_json::from_str::<Vec<PlanRow>>(&row.plans)
            .map_err(|e| corrupt("product", row.id, e))?
            .into_iter()
            .map(|p| {
                let kind = sellwerk_core::pricing::PlanKind::from_value(p.kind)
                    .map_err(|e| corrupt("pricing plan", p.id, e))?;
                Ok(BumpPlan {
                    id: p.id,
                    name: p.name,
                    kind,
                })
            })
            .collect::<AppResult<Vec<BumpPlan>>>()?;
        choices
            .products
            .insert(row.id.get(), plans.iter().map(|p| p.id.get()).collect());
        listed.push(BumpChoice {
            id: row.id,
            name: row.name,
            form: row.form,
            pricing_plans: plans,
        });
    }
    Ok((choices, listed))
}
