//! Coupons, always looked up within one seller.

use sellwerk_core::coupon::{AmountBasis, AppliesTo, CouponForm, CouponTerms, Scope, ValueForm};
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::corrupt;
use crate::error::{AppError, AppResult};

#[derive(Deserialize)]
struct CouponRow {
    id: i64,
    code: String,
    form: CouponForm,
    value_form: ValueForm,
    value: String,
    currency: String,
    active: i64,
    basis: AmountBasis,
    scope: Scope,
    product_ids: String,
    usage_limit: Option<u32>,
    orders_count: u32,
    valid_from: Option<String>,
    valid_till: Option<String>,
    applies_to: AppliesTo,
}

impl TryFrom<CouponRow> for CouponTerms {
    type Error = AppError;
    fn try_from(row: CouponRow) -> AppResult<Self> {
        let product_ids: Vec<i64> =
            serde_json::from_str(&row.product_ids).map_err(|e| corrupt("coupon", row.id, e))?;
        Ok(CouponTerms {
            code: row.code,
            form: row.form,
            active: row.active != 0,
            value: row.value,
            currency: (row.value_form == ValueForm::Currency).then_some(row.currency),
            value_form: row.value_form,
            basis: row.basis,
            scope: row.scope,
            product_ids,
            limit: row.usage_limit,
            orders_count: row.orders_count,
            valid_from: row.valid_from,
            valid_till: row.valid_till,
            applies_to: row.applies_to,
        })
    }
}

const BY_CODE_SQL: &str = "SELECT id, code, form, value_form, value, currency, active, basis, scope, \
     product_ids, usage_limit, orders_count, valid_from, valid_till, applies_to \
     FROM coupons WHERE seller_id = ?1 AND code = ?2";

/// The terms of coupon `code` (any case) of seller `seller_id`.
pub async fn find_by_code(
    db: &D1Database,
    seller_id: i64,
    code: &str,
) -> AppResult<Option<CouponTerms>> {
    #[allow(clippy::cast_precision_loss)]
    let args = [
        JsValue::from_f64(seller_id as f64),
        JsValue::from_str(&code.trim().to_uppercase()),
    ];
    first_coupon(db, BY_CODE_SQL, &args).await
}

async fn first_coupon(
    db: &D1Database,
    sql: &str,
    args: &[JsValue],
) -> AppResult<Option<CouponTerms>> {
    let row = db.prepare(sql).bind(args)?.first::<CouponRow>(None).await?;
    row.map(CouponTerms::try_from).transpose()
}

/// The terms of coupon `code` (any case) of the seller whose shop is
/// `username`; what a payment page needs to compute the discount itself.
pub async fn find_by_shop_and_code(
    db: &D1Database,
    username: &str,
    code: &str,
) -> AppResult<Option<CouponTerms>> {
    let args = [
        JsValue::from_str(&username.to_ascii_lowercase()),
        JsValue::from_str(&code.trim().to_uppercase()),
    ];
    first_coupon(db, BY_SHOP_AND_CODE_SQL, &args).await
}

const BY_SHOP_AND_CODE_SQL: &str = "SELECT c.id, c.code, c.form, c.value_form, c.value, c.currency, \
     c.active, c.basis, c.scope, c.product_ids, c.usage_limit, c.orders_count, c.valid_from, \
     c.valid_till, c.applies_to \
     FROM coupons c JOIN sellers s ON s.id = c.seller_id WHERE s.username = ?1 AND c.code = ?2";
