//! Sellers, products and pricing plans.

use sellwerk_core::checkout::OfferData;
use sellwerk_core::pricing::PlanKind;
use sellwerk_core::tax::{ExemptReason, VatStatus};
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::corrupt;
use crate::error::{AppError, AppResult};

/// A published product as the storefront shows it.
#[derive(Debug, Serialize)]
pub struct PublicProduct {
    pub id: i64,
    pub form: String,
    pub name: String,
    pub description: String,
    pub seller: PublicSeller,
    pub pricing_plans: Vec<PublicPlan>,
}

#[derive(Debug, Serialize)]
pub struct PublicSeller {
    pub username: String,
    pub display_name: String,
}

#[derive(Debug, Serialize)]
pub struct PublicPlan {
    pub id: i64,
    pub name: String,
    pub kind: PlanKind,
    pub kind_value: i64,
    pub currency: String,
    pub price: String,
    pub pay_what_you_want: bool,
    /// Everything a client needs to compute the quote itself.
    pub offer: OfferData,
}

#[derive(Deserialize)]
struct ProductRow {
    id: i64,
    seller_id: i64,
    form: String,
    name: String,
    description: String,
    username: String,
    display_name: String,
    country: String,
    vat_status: String,
    prices_include_vat: i64,
}

#[derive(Deserialize)]
struct PlanRow {
    id: i64,
    name: String,
    kind: i64,
    currency: String,
    price: String,
    pay_what_you_want: i64,
}

/// The seller's tax setup, shared by every plan of the product.
struct SellerTax {
    country: String,
    vat: VatStatus,
    prices_include_vat: bool,
}

fn vat_status(raw: &str) -> Option<VatStatus> {
    Some(match raw {
        "vat_payer" => VatStatus::VatPayer,
        "small_business" => VatStatus::Exempt(ExemptReason::SmallBusiness),
        "educational" => VatStatus::Exempt(ExemptReason::Educational),
        "regulated_profession" => VatStatus::Exempt(ExemptReason::RegulatedProfession),
        "other" => VatStatus::Exempt(ExemptReason::Other),
        _ => return None,
    })
}

impl TryFrom<&ProductRow> for SellerTax {
    type Error = AppError;
    fn try_from(row: &ProductRow) -> AppResult<Self> {
        Ok(SellerTax {
            country: row.country.clone(),
            vat: vat_status(&row.vat_status)
                .ok_or_else(|| corrupt("seller", row.seller_id, &row.vat_status))?,
            prices_include_vat: row.prices_include_vat != 0,
        })
    }
}

impl PlanRow {
    fn into_public(self, tax: &SellerTax) -> AppResult<PublicPlan> {
        let kind =
            PlanKind::from_value(self.kind).map_err(|e| corrupt("pricing_plan", self.id, e))?;
        let pay_what_you_want = self.pay_what_you_want != 0;
        Ok(PublicPlan {
            offer: OfferData {
                plan_kind: kind,
                currency: self.currency.clone(),
                price: self.price.clone(),
                pay_what_you_want,
                prices_include_vat: tax.prices_include_vat,
                seller_country: tax.country.clone(),
                seller_vat: tax.vat,
            },
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

const PRODUCT_SQL: &str = "SELECT p.id, p.seller_id, p.form, p.name, p.description, \
     s.username, s.display_name, s.country, s.vat_status, s.prices_include_vat \
     FROM products p JOIN sellers s ON s.id = p.seller_id \
     WHERE p.id = ?1 AND p.published = 1 AND p.archived = 0";

const PLANS_SQL: &str = "SELECT id, name, kind, currency, price, pay_what_you_want \
     FROM pricing_plans WHERE product_id = ?1 AND seller_id = ?2 ORDER BY position, id";

async fn published_product_row(db: &D1Database, product_id: i64) -> AppResult<Option<ProductRow>> {
    // Ids fit in 2^53 (D1 integers travel as JS numbers).
    #[allow(clippy::cast_precision_loss)]
    let id = JsValue::from_f64(product_id as f64);
    Ok(db
        .prepare(PRODUCT_SQL)
        .bind(&[id])?
        .first::<ProductRow>(None)
        .await?)
}

async fn plan_rows(db: &D1Database, product: &ProductRow) -> AppResult<Vec<PlanRow>> {
    #[allow(clippy::cast_precision_loss)]
    let args = [
        JsValue::from_f64(product.id as f64),
        JsValue::from_f64(product.seller_id as f64),
    ];
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
    product_id: i64,
) -> AppResult<Option<PublicProduct>> {
    let Some(row) = published_product_row(db, product_id).await? else {
        return Ok(None);
    };
    if row.username != username.to_ascii_lowercase() {
        return Ok(None);
    }
    let tax = SellerTax::try_from(&row)?;
    let plans = plan_rows(db, &row)
        .await?
        .into_iter()
        .map(|p| p.into_public(&tax))
        .collect::<AppResult<Vec<_>>>()?;
    Ok(Some(PublicProduct {
        id: row.id,
        form: row.form,
        name: row.name,
        description: row.description,
        seller: PublicSeller {
            username: row.username,
            display_name: row.display_name,
        },
        pricing_plans: plans,
    }))
}

/// What the checkout needs to quote one plan of a published product.
#[derive(Debug)]
pub struct Offer {
    pub seller_id: i64,
    pub plan_id: i64,
    pub data: OfferData,
}

/// The offer of plan `plan_id` of published product `product_id`; `None`
/// when the product is not for sale or the plan is not one of its plans.
pub async fn find_offer(
    db: &D1Database,
    product_id: i64,
    plan_id: i64,
) -> AppResult<Option<Offer>> {
    let Some(row) = published_product_row(db, product_id).await? else {
        return Ok(None);
    };
    let tax = SellerTax::try_from(&row)?;
    let plan = plan_rows(db, &row)
        .await?
        .into_iter()
        .find(|p| p.id == plan_id);
    plan.map(|p| {
        Ok(Offer {
            seller_id: row.seller_id,
            plan_id: p.id,
            data: p.into_public(&tax)?.offer,
        })
    })
    .transpose()
}
