//! Coupons, always looked up within one seller.

use sellwerk_core::Currency;
use sellwerk_core::coupon::Discount;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::corrupt;
use crate::error::AppResult;

#[derive(Deserialize)]
struct CouponRow {
    id: i64,
    value_form: String,
    value: String,
    currency: String,
    active: i64,
}

/// A seller's coupon, as far as the checkout cares.
#[derive(Debug)]
pub struct Coupon {
    pub active: bool,
    pub discount: Discount,
}

impl TryFrom<CouponRow> for Coupon {
    type Error = crate::error::AppError;
    fn try_from(row: CouponRow) -> AppResult<Self> {
        let currency = Currency::parse(&row.currency).map_err(|e| corrupt("coupon", row.id, e))?;
        let discount = Discount::from_terms(&row.value_form, &row.value, currency)
            .map_err(|e| corrupt("coupon", row.id, e))?;
        Ok(Coupon {
            active: row.active != 0,
            discount,
        })
    }
}

/// The coupon `code` (any case) of seller `seller_id`.
pub async fn find_by_code(
    db: &D1Database,
    seller_id: i64,
    code: &str,
) -> AppResult<Option<Coupon>> {
    #[allow(clippy::cast_precision_loss)]
    let args = [
        JsValue::from_f64(seller_id as f64),
        JsValue::from_str(&code.trim().to_uppercase()),
    ];
    let row = db
        .prepare("SELECT id, value_form, value, currency, active FROM coupons WHERE seller_id = ?1 AND code = ?2")
        .bind(&args)?
        .first::<CouponRow>(None)
        .await?;
    row.map(Coupon::try_from).transpose()
}
