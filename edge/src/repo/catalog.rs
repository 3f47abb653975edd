//! Sellers, products and pricing plans.

use sellwerk_core::checkout::SellerTerms;
use sellwerk_core::ids::{PlanId, ProductId, SellerId, TicketId};
use sellwerk_core::lists::ListQuery;

use super::lists;
use sellwerk_core::pricing::{PlanKind, PlanTerms};
use sellwerk_core::product::ProductForm;
use sellwerk_core::tax::{ExemptReason, VatStatus};
use sellwerk_core::vat_rates::SupplyKind;
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use std::collections::HashMap;

use super::plans::plan_terms;
use super::{corrupt, distinct, rows_in};
use crate::error::AppResult;

/// A published product as the storefront shows it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct PublicProduct {
    pub id: ProductId,
    pub form: String,
    pub category: Option<String>,
    /// How VAT sees the product (from its category).
    pub supply: SupplyKind,
    pub name: String,
    pub description: String,
    pub seller: PublicSeller,
    pub pricing_plans: Vec<PublicPlan>,
    pub covers: super::covers::CoverUrls,
    /// How the payment page looks (core's checkout settings).
    pub checkout: sellwerk_core::catalog::CheckoutSettings,
    /// The order bumps offered with it, in the seller's order; each a
    /// published product of the same seller with the plan offered.
    pub bumps: PublicBumps,
    /// An event's tickets that are on sale, each with its plan ids.
    pub tickets: Vec<PublicTicket>,
    /// The stored access password (a hash): never sent, checked by
    /// `product_access` before the product is shown.
    #[serde(skip)]
    pub access_password: Option<String>,
}

/// The upsell step as the payment page needs it.
#[derive(Debug, Serialize, Default, schemars::JsonSchema)]
pub struct PublicBumps {
    pub layout: sellwerk_core::setup::BumpLayout,
    pub position: sellwerk_core::setup::BumpPosition,
    pub items: Vec<PublicBump>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct PublicBump {
    pub product_id: ProductId,
    /// Its form, which chooses the consents an order with it asks.
    pub form: ProductForm,
    pub name: String,
    pub headline: String,
    pub description: String,
    pub plan: PublicPlan,
    /// The bump's stored access password: never sent; a protected bump is
    /// listed only to a buyer holding its grant.
    #[serde(skip)]
    pub access_password: Option<String>,
}

/// A ticket on sale.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct PublicTicket {
    pub id: TicketId,
    pub name: String,
    pub starts_at: String,
    pub ends_at: String,
    pub time_zone: String,
    pub online: bool,
    pub location_short_name: String,
    pub location_address: String,
    pub seats_left: i64,
    pub plan_ids: Vec<PlanId>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct PublicSeller {
    pub username: String,
    pub display_name: String,
    /// The seller's side of every quote: a client computes the same quote
    /// as the edge from this and a plan's terms.
    pub terms: SellerTerms,
    /// The zone the seller's payment dates are counted in, as an order's.
    pub time_zone: &'static str,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct PublicPlan {
    pub id: PlanId,
    pub name: String,
    pub kind: PlanKind,
    pub kind_value: i64,
    pub currency: String,
    pub price: String,
    pub pay_what_you_want: bool,
    /// The plan's full terms, as core's quote takes them.
    pub terms: PlanTerms,
}

#[derive(Deserialize)]
struct ProductRow {
    id: ProductId,
    seller_id: SellerId,
    form: String,
    category: Option<String>,
    name: String,
    description: String,
    username: String,
    display_name: String,
    country: String,
    vat_status: String,
    prices_include_vat: i64,
    payment_methods: String,
    method_providers: String,
    /// JSON array of the seller's connected providers.
    providers: String,
    checkout: String,
    setup: String,
    access_password: Option<String>,
}

#[derive(Deserialize, Clone)]
struct PlanRow {
    id: PlanId,
    product_id: ProductId,
    name: String,
    kind: i64,
    currency: String,
    price: String,
    pay_what_you_want: i64,
    prefs: String,
}

/// A `sellers.vat_status` column's value read back; `None` for one no
/// migration allows.
pub(crate) fn vat_status(raw: &str) -> Option<VatStatus> {
    Some(match raw {
        "vat_payer" => VatStatus::VatPayer,
        "small_business" => VatStatus::Exempt(ExemptReason::SmallBusiness),
        "educational" => VatStatus::Exempt(ExemptReason::Educational),
        "regulated_profession" => VatStatus::Exempt(ExemptReason::RegulatedProfession),
        "other" => VatStatus::Exempt(ExemptReason::Other),
        _ => return None,
    })
}

/// The seller's side of a quote. Its payment methods are the active ones
/// (enabled and routed to a connected provider), so a seller without a
/// real provider offers none in production.
fn seller_terms(row: &ProductRow) -> AppResult<SellerTerms> {
    let payment_methods = super::providers::active_of(
        row.seller_id,
        &row.payment_methods,
        &row.method_providers,
        &row.providers,
    )?;
    Ok(SellerTerms {
        country: row.country.clone(),
        vat: vat_status(&row.vat_status)
            .ok_or_else(|| corrupt("seller", row.seller_id.get(), &row.vat_status))?,
        prices_include_vat: row.prices_include_vat != 0,
        payment_methods,
    })
}

impl PlanRow {
    fn terms(&self) -> AppResult<(PlanKind, PlanTerms)> {
        plan_terms(
            self.id,
            self.kind,
            &self.currency,
            &self.price,
            self.pay_what_you_want,
            &self.prefs,
        )
    }

    fn into_public(self) -> AppResult<PublicPlan> {
        let (kind, terms) = self.terms()?;
        let pay_what_you_want = self.pay_what_you_want != 0;
        Ok(PublicPlan {
            terms,
            id: self.id,
            name: self.name,
            kind,
            kind_value: self.kind,
            currency: self.currency,
            price: self.price,
            pay_what_you_want,
        })
    }
}

/// A published product's columns with its seller's (`p` and `s`).
const PRODUCT_SELECT: &str = "SELECT p.id, p.seller_id, p.form, p.category, p.name, p.description, \
     s.username, s.display_name, s.country, s.vat_status, s.prices_include_vat, s.payment_methods, \
     s.method_providers, (SELECT json_group_array(a.provider) FROM provider_accounts a \
      WHERE a.seller_id = s.id) AS providers, \
     p.checkout, p.setup, p.access_password \
     FROM products p JOIN sellers s ON s.id = p.seller_id";

/// Whether `p` is for sale in its shop.
const PUBLISHED: &str = "p.published = 1 AND p.archived = 0";

const PLAN_COLUMNS: &str = "id, product_id, name, kind, currency, price, pay_what_you_want, prefs";

const PLANS_SQL: &str = "SELECT id, product_id, name, kind, currency, price, pay_what_you_want, prefs \
     FROM pricing_plans WHERE product_id = ?1 AND seller_id = ?2 ORDER BY position, id";

const PLAN_SQL: &str = "SELECT id, product_id, name, kind, currency, price, pay_what_you_want, prefs \
     FROM pricing_plans WHERE id = ?1 AND product_id = ?2 AND seller_id = ?3";

async fn published_product_row(
    db: &D1Database,
    product_id: ProductId,
) -> AppResult<Option<ProductRow>> {
    Ok(db
        .prepare(format!("{PRODUCT_SELECT} WHERE p.id = ?1 AND {PUBLISHED}"))
        .bind(&[super::int(product_id)])?
        .first::<ProductRow>(None)
        .await?)
}

/// Seller `seller_id`'s published products among `ids`, by id, in one
/// statement per fifty.
async fn published_product_rows(
    db: &D1Database,
    seller_id: SellerId,
    ids: impl IntoIterator<Item = ProductId>,
) -> AppResult<HashMap<ProductId, ProductRow>> {
    let keys: Vec<i64> = distinct(ids)
        .into_iter()
        .flat_map(|id| [seller_id.get(), id])
        .collect();
    let rows: Vec<ProductRow> = rows_in(db, &keys, 2, |list| {
        format!("{PRODUCT_SELECT} WHERE (p.seller_id, p.id) IN (VALUES {list}) AND {PUBLISHED}")
    })
    .await?;
    Ok(rows.into_iter().map(|r| (r.id, r)).collect())
}

/// The plans of seller `seller_id`'s products `ids`, each product's in
/// the plans' order, in one statement per fifty products.
async fn plan_rows_of(
    db: &D1Database,
    seller_id: SellerId,
    ids: impl IntoIterator<Item = ProductId>,
) -> AppResult<HashMap<ProductId, Vec<PlanRow>>> {
    let keys: Vec<i64> = distinct(ids)
        .into_iter()
        .flat_map(|id| [seller_id.get(), id])
        .collect();
    let rows: Vec<PlanRow> = rows_in(db, &keys, 2, |list| {
        format!(
            "SELECT {PLAN_COLUMNS} FROM pricing_plans \
             WHERE (seller_id, product_id) IN (VALUES {list}) ORDER BY product_id, position, id"
        )
    })
    .await?;
    let mut out: HashMap<ProductId, Vec<PlanRow>> = HashMap::new();
    for row in rows {
        out.entry(row.product_id).or_default().push(row);
    }
    Ok(out)
}

async fn plan_rows(db: &D1Database, product: &ProductRow) -> AppResult<Vec<PlanRow>> {
    let args = [super::int(product.id), super::int(product.seller_id)];
    Ok(db
        .prepare(PLANS_SQL)
        .bind(&args)?
        .all()
        .await?
        .results::<PlanRow>()?)
}

/// A published, unarchived product of the shop `username`, with its plans.
pub async fn find_public_product(
    db: &D1Database,
    username: &str,
    product_id: ProductId,
) -> AppResult<Option<PublicProduct>> {
    let Some(row) = published_product_row(db, product_id).await? else {
        return Ok(None);
    };
    if row.username != username.to_ascii_lowercase() {
        return Ok(None);
    }
    let terms = seller_terms(&row)?;
    let product_id = row.id;
    let covers = super::covers::list(db, row.seller_id, product_id).await?;
    let covers = super::covers::CoverUrls::new(
        &format!("/v1/shop/{}/products/{}/cover", row.username, row.id),
        &covers,
    );
    let plans = plan_rows(db, &row)
        .await?
        .into_iter()
        .map(PlanRow::into_public)
        .collect::<AppResult<Vec<_>>>()?;
    let checkout =
        serde_json::from_str(&row.checkout).map_err(|e| corrupt("product", row.id.get(), e))?;
    let setup: sellwerk_core::setup::ProductSetup =
        serde_json::from_str(&row.setup).map_err(|e| corrupt("product", row.id.get(), e))?;
    let bumps = public_bumps(db, row.seller_id, setup.upsell.unwrap_or_default()).await?;
    let tickets = public_tickets(db, row.seller_id, product_id).await?;
    Ok(Some(PublicProduct {
        id: row.id,
        form: row.form,
        supply: SupplyKind::for_category(row.category.as_deref()),
        category: row.category,
        name: row.name,
        description: row.description,
        seller: PublicSeller {
            username: row.username,
            display_name: row.display_name,
            terms,
            time_zone: super::sellers::SELLER_TIME_ZONE,
        },
        pricing_plans: plans,
        covers,
        checkout,
        bumps,
        tickets,
        access_password: row.access_password,
    }))
}

/// A published product of a shop as its password check needs it.
pub struct PublicGate {
    pub seller_id: SellerId,
    pub id: ProductId,
    pub name: String,
    /// The stored access password; `None`: not protected.
    pub access_password: Option<String>,
}

/// Product `product_id` if it is published in the shop `username`.
pub async fn find_public_gate(
    db: &D1Database,
    username: &str,
    product_id: ProductId,
) -> AppResult<Option<PublicGate>> {
    let Some(row) = published_product_row(db, product_id).await? else {
        return Ok(None);
    };
    if row.username != username.to_ascii_lowercase() {
        return Ok(None);
    }
    Ok(Some(PublicGate {
        seller_id: row.seller_id,
        id: row.id,
        name: row.name,
        access_password: row.access_password,
    }))
}

/// What the checkout needs to quote one plan of a published product.
#[derive(Debug, Clone)]
pub struct Offer {
    pub seller_id: SellerId,
    pub product_id: ProductId,
    pub plan_id: PlanId,
    pub seller: SellerTerms,
    pub supply: SupplyKind,
    pub plan: PlanTerms,
    /// The product's name and stored access password (a hash; `None`: not
    /// protected), for `product_access` to check.
    pub name: String,
    pub access_password: Option<String>,
}

/// The offer of plan `plan_id` of published product `product_id`; `None`
/// when the product is not for sale or the plan is not one of its plans.
pub async fn find_offer(
    db: &D1Database,
    product_id: ProductId,
    plan_id: PlanId,
) -> AppResult<Option<Offer>> {
    let Some(row) = published_product_row(db, product_id).await? else {
        return Ok(None);
    };
    let args = [
        super::int(plan_id),
        super::int(row.id),
        super::int(row.seller_id),
    ];
    let Some(plan) = db
        .prepare(PLAN_SQL)
        .bind(&args)?
        .first::<PlanRow>(None)
        .await?
    else {
        return Ok(None);
    };
    offer(&row, &plan).map(Some)
}

/// The offer of `plan` of the published product `row`.
fn offer(row: &ProductRow, plan: &PlanRow) -> AppResult<Offer> {
    let (_, terms) = plan.terms()?;
    Ok(Offer {
        seller_id: row.seller_id,
        product_id: row.id,
        plan_id: plan.id,
        seller: seller_terms(row)?,
        supply: SupplyKind::for_category(row.category.as_deref()),
        plan: terms,
        name: row.name.clone(),
        access_password: row.access_password.clone(),
    })
}

/// What an order reads of the product it buys, in the order's one read
/// batch ([`order_statements`], [`order_product_of`]): the product's
/// record (for core's not-sellable rules and the checkout settings), the
/// offer of the plan asked for, and the order's facts of that plan.
pub struct OrderProduct {
    /// The published product (not archived).
    pub record: super::products::ProductRecord,
    /// The shop's username (the buyer's pages' address).
    pub username: String,
    /// `None` when the plan is not one of the product's.
    pub offer: Option<(Offer, super::sellers::OrderFacts)>,
}

/// The columns of [`OrderProduct`] in a query whose `products` is the
/// product bound as `?2` (an order's intake, `repo::intake`): the product
/// with its seller's terms (one row read both as its record and as the
/// storefront's row), and plan `?3` with its event ticket as one JSON
/// column, `order_plan` (`NULL` when it is not the product's). All within
/// the product's own seller.
pub(super) fn order_columns() -> String {
    format!(
        "{}, \
         (SELECT s.username FROM sellers s WHERE s.id = products.seller_id) AS username, \
         (SELECT s.display_name FROM sellers s WHERE s.id = products.seller_id) AS display_name, \
         (SELECT s.country FROM sellers s WHERE s.id = products.seller_id) AS country, \
         (SELECT s.vat_status FROM sellers s WHERE s.id = products.seller_id) AS vat_status, \
         (SELECT s.prices_include_vat FROM sellers s WHERE s.id = products.seller_id) \
         AS prices_include_vat, \
         (SELECT json_object('id', pp.id, 'product_id', pp.product_id, 'name', pp.name, \
         'kind', pp.kind, 'currency', pp.currency, 'price', pp.price, \
         'pay_what_you_want', pp.pay_what_you_want, 'prefs', pp.prefs, 'form', p.form, \
         'ticket_id', pp.ticket_id, 'ticket_ends', t.ends_at_unix) \
         FROM pricing_plans pp JOIN products p ON p.id = pp.product_id AND p.seller_id = pp.seller_id \
         LEFT JOIN event_tickets t ON t.id = pp.ticket_id AND t.seller_id = pp.seller_id \
         WHERE pp.id = ?3 AND pp.product_id = ?2) AS order_plan",
        super::products::RECORD_COLUMNS
    )
}

/// The product of [`order_columns`]'s row in `product` with its plan
/// `plan` (the column `order_plan`); `None` when the row has no product
/// (it is not for sale).
pub(super) fn order_product_of(
    product: &worker::D1Result,
    plan: Option<&str>,
) -> AppResult<Option<OrderProduct>> {
    let Some(record) = product
        .results::<super::products::ProductRecord>()?
        .into_iter()
        .next()
    else {
        return Ok(None);
    };
    let row = product
        .results::<ProductRow>()?
        .into_iter()
        .next()
        .ok_or_else(|| corrupt("product", record.id.get(), "read twice, found once"))?;
    let offer = match plan {
        None => None,
        Some(plan) => {
            let value: serde_json::Value = serde_json::from_str(plan)
                .map_err(|_| corrupt("product", record.id.get(), "order_plan"))?;
            let p = PlanRow::deserialize(&value)
                .map_err(|_| corrupt("product", record.id.get(), "order_plan"))?;
            let facts = super::sellers::OrderFacts::deserialize(&value)
                .map_err(|_| corrupt("plan", p.id.get(), "order facts"))?;
            Some((offer(&row, &p)?, facts))
        }
    };
    Ok(Some(OrderProduct {
        record,
        username: row.username,
        offer,
    }))
}

/// The offers of the `(product, plan)` pairs `wanted` among seller
/// `seller_id`'s published products, by pair; a pair that is not for sale
/// (no such product of the seller, not published, not its plan) is
/// missing. Two statements however many pairs (up to fifty).
pub async fn find_offers(
    db: &D1Database,
    seller_id: SellerId,
    wanted: &[(ProductId, PlanId)],
) -> AppResult<HashMap<(ProductId, PlanId), Offer>> {
    let rows = published_product_rows(db, seller_id, wanted.iter().map(|(p, _)| *p)).await?;
    let plans = plan_rows_of(db, seller_id, rows.keys().copied()).await?;
    let mut out = HashMap::new();
    for &(product_id, plan_id) in wanted {
        let Some(row) = rows.get(&product_id) else {
            continue;
        };
        if let Some(plan) = plans
            .get(&product_id)
            .and_then(|p| p.iter().find(|plan| plan.id == plan_id))
        {
            out.insert((product_id, plan_id), offer(row, plan)?);
        }
    }
    Ok(out)
}

/// The first plan (the plans' order) of each of seller `seller_id`'s
/// products `ids` that has one, which a bump configured without a plan is
/// sold at; one statement per fifty products.
pub async fn first_plan_ids(
    db: &D1Database,
    seller_id: SellerId,
    ids: &[ProductId],
) -> AppResult<HashMap<ProductId, PlanId>> {
    Ok(plan_rows_of(db, seller_id, ids.iter().copied())
        .await?
        .into_iter()
        .filter_map(|(product, plans)| plans.first().map(|p| (product, p.id)))
        .collect())
}

/// One row of a shop's public product list: what a product card shows.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct ShopProductSummary {
    pub id: ProductId,
    pub form: String,
    pub category: Option<String>,
    pub name: String,
    /// The start of the description (at most `SUMMARY_CHARS` characters).
    pub summary: String,
    pub created_at: String,
    pub covers: super::covers::CoverUrls,
    /// The product's plans in the seller's order, so a card can name its
    /// price as the product page does.
    pub pricing_plans: Vec<PublicPlan>,
}

/// How much of a description a shop's product card carries.
pub const SUMMARY_CHARS: i64 = 240;

#[derive(Deserialize)]
struct ShopProductRow {
    id: ProductId,
    form: String,
    category: Option<String>,
    name: String,
    summary: String,
    created_at: String,
    covers: String,
}

/// A shop as its public pages show it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct PublicShop {
    pub username: String,
    /// The shop's name, as its seller calls it.
    pub display_name: String,
    /// The seller's own theme, which the app's pages of the shop (payment,
    /// thank-you, order) take as the storefront does (issue 30); left out
    /// for the default theme.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub theme: Option<sellwerk_core::render::Theme>,
}

#[derive(Deserialize)]
struct IdRow {
    id: SellerId,
}

/// The id of the seller whose shop is `username`.
pub async fn find_seller_id(db: &D1Database, username: &str) -> AppResult<Option<SellerId>> {
    db.prepare("SELECT id FROM sellers WHERE username = ?1")
        .bind(&[JsValue::from_str(username)])?
        .first::<IdRow>(None)
        .await
        .map(|r| r.map(|r| r.id))
        .map_err(Into::into)
}

/// The shop `username`: its name for the storefront's header.
pub async fn find_shop(db: &D1Database, username: &str) -> AppResult<Option<PublicShop>> {
    #[derive(Deserialize)]
    struct Row {
        id: SellerId,
        username: String,
        display_name: String,
        theme: Option<String>,
    }
    let Some(row) = db
        .prepare("SELECT id, username, display_name, theme FROM sellers WHERE username = ?1")
        .bind(&[JsValue::from_str(username)])?
        .first::<Row>(None)
        .await?
    else {
        return Ok(None);
    };
    let theme = row
        .theme
        .as_deref()
        .map(|t| super::sellers::theme_of(row.id, Some(t)))
        .transpose()?;
    Ok(Some(PublicShop {
        username: row.username,
        display_name: row.display_name,
        theme,
    }))
}

/// How many products of seller `seller_id` the shop list `query` matches,
/// on every page.
pub async fn count_shop_products(
    db: &D1Database,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<lists::ListTotal> {
    super::list_count(
        db,
        "products",
        &lists::columns::SHOP_PRODUCTS,
        seller_id,
        query,
    )
    .await
}

/// One page of seller `seller_id`'s public products as `query` asks. The
/// SQL comes from the list's columns (`lists::columns::SHOP_PRODUCTS`); every value is
/// bound.
pub async fn list_shop_products(
    db: &D1Database,
    username: &str,
    seller_id: SellerId,
    query: &ListQuery,
) -> AppResult<super::ListRows<ShopProductSummary>> {
    let columns = format!(
        "id, form, category, name, substr(description, 1, {SUMMARY_CHARS}) AS summary, \
         created_at, {} AS covers",
        super::covers::STAMPS_SQL
    );
    let page = super::list_page::<ShopProductRow>(
        db,
        &lists::columns::SHOP_PRODUCTS,
        &columns,
        seller_id,
        query,
    )
    .await?;
    // the page's plans in one statement per fifty products
    let mut plans = plan_rows_of(
        db,
        seller_id,
        page.rows.iter().map(|r: &ShopProductRow| r.id),
    )
    .await?;
    page.map_rows(|rows| {
        rows.into_iter()
            .map(|r| {
                let pricing_plans = plans
                    .remove(&r.id)
                    .unwrap_or_default()
                    .into_iter()
                    .map(PlanRow::into_public)
                    .collect::<AppResult<Vec<_>>>()?;
                Ok(ShopProductSummary {
                    covers: super::covers::shop_urls(username, r.id, &r.covers),
                    id: r.id,
                    form: r.form,
                    category: r.category,
                    name: r.name,
                    summary: r.summary,
                    created_at: r.created_at,
                    pricing_plans,
                })
            })
            .collect()
    })
}

/// The bumps of an upsell step that can be bought now: published products
/// of the seller that are sellable (core's not-sellable reasons, a sold-out
/// one included), at the chosen plan or their first; the payment page
/// offers exactly these, and an order accepts no others.
async fn public_bumps(
    db: &D1Database,
    seller_id: SellerId,
    upsell: sellwerk_core::setup::Upsell,
) -> AppResult<PublicBumps> {
    // three statements however many bumps are offered: their products,
    // their records (for core's sellability) and their plans
    let offered = upsell.offered();
    // core's bumps carry plain numbers; one that is no id offers nothing
    let ids: Vec<ProductId> = offered
        .iter()
        .filter_map(|b| ProductId::new(b.product_id).ok())
        .collect();
    let rows = published_product_rows(db, seller_id, ids.iter().copied()).await?;
    let records = super::products::find_many(db, seller_id, &ids).await?;
    let plans = plan_rows_of(db, seller_id, rows.keys().copied()).await?;
    let mut items = Vec::new();
    for bump in offered {
        let Some(row) = ProductId::new(bump.product_id)
            .ok()
            .and_then(|id| rows.get(&id))
        else {
            continue;
        };
        let record = records.get(&row.id);
        let sellable = record
            .map(super::products::ProductRecord::facts)
            .transpose()?
            .is_some_and(|facts| sellwerk_core::product::not_sellable_reasons(&facts).is_empty());
        let Some(form) = record
            .map(super::products::ProductRecord::form)
            .transpose()?
        else {
            continue;
        };
        if !sellable {
            continue;
        }
        let chosen = plans
            .get(&row.id)
            .into_iter()
            .flatten()
            .find(|p| bump.plan_id.is_none_or(|id| id == p.id.get()));
        if let Some(plan) = chosen {
            items.push(PublicBump {
                product_id: row.id,
                form,
                name: row.name.clone(),
                headline: bump.headline.clone(),
                description: bump.description.clone(),
                plan: plan.clone().into_public()?,
                access_password: row.access_password.clone(),
            });
        }
    }
    Ok(PublicBumps {
        layout: upsell.layout,
        position: upsell.position,
        items,
    })
}

/// An event's tickets whose event is not over, with the seats left.
async fn public_tickets(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
) -> AppResult<Vec<PublicTicket>> {
    let now = crate::clock::now();
    let plans = db
        .prepare("SELECT id, ticket_id FROM pricing_plans WHERE product_id = ?1 AND seller_id = ?2 AND ticket_id IS NOT NULL")
        .bind(&[super::int(product_id), super::int(seller_id)])?
        .all()
        .await?
        .results::<TicketPlan>()?;
    Ok(super::tickets::list(db, seller_id, product_id)
        .await?
        .into_iter()
        .filter(|t| t.ends_at_unix > now)
        .map(|t| PublicTicket {
            plan_ids: plans
                .iter()
                .filter(|p| p.ticket_id == t.id)
                .map(|p| p.id)
                .collect(),
            seats_left: i64::from(t.draft.capacity) - t.sold_count - t.reserved_count,
            id: t.id,
            name: t.draft.name,
            starts_at: t.draft.starts_at,
            ends_at: t.draft.ends_at,
            time_zone: t.draft.time_zone,
            online: t.draft.online,
            location_short_name: t.draft.location_short_name,
            location_address: t.draft.location_address,
        })
        .collect())
}

#[derive(Deserialize)]
struct TicketPlan {
    id: PlanId,
    ticket_id: TicketId,
}

/// What the checkout asks of the payer of a published product read
/// already (the order's intake): its checkout setting `buyer_information`,
/// its form, and its set of cancellation terms.
pub fn payer_asks_of(
    record: &super::products::ProductRecord,
) -> AppResult<(
    sellwerk_core::catalog::IncludeType,
    Option<ProductForm>,
    Option<i64>,
)> {
    asks_of(record.id, &record.form, &record.checkout)
}

fn asks_of(
    id: ProductId,
    form: &str,
    checkout: &str,
) -> AppResult<(
    sellwerk_core::catalog::IncludeType,
    Option<ProductForm>,
    Option<i64>,
)> {
    let checkout: sellwerk_core::catalog::CheckoutSettings =
        serde_json::from_str(checkout).map_err(|e| corrupt("product", id.get(), e))?;
    let form = serde_json::from_value(serde_json::Value::String(form.to_owned())).ok();
    Ok((
        checkout.buyer_information.include_type,
        form,
        checkout.cancellation_terms_id,
    ))
}

/// The forms of the seller's products `ids`, in the order of `ids` (one
/// statement however many): what the checkout's consents depend on.
pub async fn forms_of(
    db: &D1Database,
    seller_id: SellerId,
    ids: &[ProductId],
) -> AppResult<Vec<ProductForm>> {
    #[derive(Deserialize)]
    struct Row {
        id: ProductId,
        form: String,
    }
    let keys: Vec<i64> = super::distinct(ids.iter().copied())
        .into_iter()
        .flat_map(|id| [seller_id.get(), id])
        .collect();
    let rows: Vec<Row> = super::rows_in(db, &keys, 2, |list| {
        format!("SELECT id, form FROM products WHERE (seller_id, id) IN (VALUES {list})")
    })
    .await?;
    ids.iter()
        .filter_map(|id| rows.iter().find(|r| r.id == *id))
        .map(|r| {
            serde_json::from_value(serde_json::Value::String(r.form.clone()))
                .map_err(|e| corrupt("product", r.id.get(), e))
        })
        .collect()
}
