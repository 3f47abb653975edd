//! Coupons, always looked up within one seller.

use sellwerk_core::coupon::{AmountBasis, AppliesTo, CouponForm, CouponTerms, Scope, ValueForm};
use sellwerk_core::ids::{CouponId, SellerId};
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::corrupt;
use crate::error::{AppError, AppResult};

#[derive(Deserialize)]
struct CouponRow {
    id: CouponId,
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

/// A coupon's uses as a purchase sees them: those paid (`orders_count`)
/// and those held by unpaid orders (`reserved_count`, migration 0014), so
/// core's limit check refuses a use that an open checkout holds, as the
/// order's guard would.
const BY_CODE_SQL: &str = "SELECT id, code, form, value_form, value, currency, active, basis, scope, \
     product_ids, usage_limit, orders_count + reserved_count AS orders_count, valid_from, \
     valid_till, applies_to FROM coupons WHERE seller_id = ?1 AND code = ?2";

/// The id and terms of coupon `code` (any case) of seller `seller_id`,
/// its uses counting those held by unpaid orders.
pub async fn find_by_code(
    db: &D1Database,
    seller_id: SellerId,
    code: &str,
) -> AppResult<Option<(CouponId, CouponTerms)>> {
    let args = [
        super::int(seller_id),
        JsValue::from_str(&code.trim().to_uppercase()),
    ];
    let row = db
        .prepare(BY_CODE_SQL)
        .bind(&args)?
        .first::<CouponRow>(None)
        .await?;
    row.map(|r| Ok((r.id, CouponTerms::try_from(r)?)))
        .transpose()
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
     c.active, c.basis, c.scope, c.product_ids, c.usage_limit, \
     c.orders_count + c.reserved_count AS orders_count, c.valid_from, \
     c.valid_till, c.applies_to \
     FROM coupons c JOIN sellers s ON s.id = c.seller_id WHERE s.username = ?1 AND c.code = ?2";

/// A coupon as the cabinet lists it: its terms with its id and age.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
pub struct CabinetCoupon {
    pub id: CouponId,
    pub created_at: String,
    #[serde(flatten)]
    pub terms: CouponTerms,
}

#[derive(Deserialize)]
struct CabinetRow {
    created_at: String,
    #[serde(flatten)]
    row: CouponRow,
}

const CABINET_COLUMNS: &str = "id, code, form, value_form, value, currency, active, basis, scope, \
     product_ids, usage_limit, orders_count, valid_from, valid_till, applies_to, created_at";

fn cabinet(rows: Vec<CabinetRow>) -> AppResult<Vec<CabinetCoupon>> {
    rows.into_iter()
        .map(|r| {
            let id = r.row.id;
            Ok(CabinetCoupon {
                id,
                created_at: r.created_at,
                terms: CouponTerms::try_from(r.row)?,
            })
        })
        .collect()
}

/// How many of the seller's coupons `query` matches.
pub async fn count(
    db: &D1Database,
    seller_id: SellerId,
    query: &sellwerk_core::lists::ListQuery,
) -> AppResult<super::lists::ListTotal> {
    super::list_count(
        db,
        "coupons",
        &super::lists::columns::COUPONS,
        seller_id,
        query,
    )
    .await
}

/// One page of the seller's coupons.
pub async fn page(
    db: &D1Database,
    seller_id: SellerId,
    query: &sellwerk_core::lists::ListQuery,
) -> AppResult<super::ListRows<CabinetCoupon>> {
    super::list_page::<CabinetRow>(
        db,
        &super::lists::columns::COUPONS,
        CABINET_COLUMNS,
        seller_id,
        query,
    )
    .await?
    .map_rows(cabinet)
}

/// Every code the seller has: a new code must differ from each.
pub async fn all_codes(
    db: &D1Database,
    seller_id: SellerId,
) -> AppResult<std::collections::HashSet<String>> {
    #[derive(Deserialize)]
    struct Code {
        code: String,
    }
    Ok(db
        .prepare("SELECT code FROM coupons WHERE seller_id = ?1")
        .bind(&[super::int(seller_id)])?
        .all()
        .await?
        .results::<Code>()?
        .into_iter()
        .map(|c| c.code)
        .collect())
}

fn text<T: serde::Serialize>(value: &T) -> JsValue {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(JsValue::from_str))
        .unwrap_or(JsValue::NULL)
}

/// Stores coupons with these terms (core checked them), each with its own
/// code, in one batch; `false` when a code was taken in the meantime.
pub async fn insert_many(
    db: &D1Database,
    seller_id: SellerId,
    terms: &CouponTerms,
    codes: &[String],
) -> AppResult<bool> {
    let optional = |v: Option<&str>| v.map_or(JsValue::NULL, JsValue::from_str);
    let product_ids =
        serde_json::to_string(&terms.product_ids).map_err(|e| AppError::Internal(e.to_string()))?;
    let mut statements = Vec::with_capacity(codes.len());
    for code in codes {
        statements.push(
            db.prepare(
                "INSERT INTO coupons (seller_id, code, form, value_form, value, currency, active, \
                 basis, scope, product_ids, usage_limit, valid_from, valid_till, applies_to) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
            )
            .bind(&[
                super::int(seller_id),
                JsValue::from_str(&code.to_uppercase()),
                text(&terms.form),
                text(&terms.value_form),
                JsValue::from_str(&terms.value),
                JsValue::from_str(
                    &terms
                        .currency
                        .clone()
                        .unwrap_or_else(|| "eur".to_owned())
                        .to_lowercase(),
                ),
                super::int(i64::from(terms.active)),
                text(&terms.basis),
                text(&terms.scope),
                JsValue::from_str(&product_ids),
                terms
                    .limit
                    .map_or(JsValue::NULL, |l| super::int(i64::from(l))),
                optional(terms.valid_from.as_deref()),
                optional(terms.valid_till.as_deref()),
                text(&terms.applies_to),
            ])?,
        );
    }
    match db.batch(statements).await {
        Ok(_) => Ok(true),
        Err(e) if e.to_string().contains("UNIQUE") => Ok(false),
        Err(e) => Err(AppError::from(e)),
    }
}

/// The seller's coupons with these codes, as stored.
pub async fn by_codes(
    db: &D1Database,
    seller_id: SellerId,
    codes: &[String],
) -> AppResult<Vec<CabinetCoupon>> {
    let list = serde_json::to_string(codes).map_err(|e| AppError::Internal(e.to_string()))?;
    let rows = db
        .prepare(format!(
            "SELECT {CABINET_COLUMNS} FROM coupons WHERE seller_id = ?1 \
             AND code IN (SELECT value FROM json_each(?2)) ORDER BY id"
        ))
        .bind(&[super::int(seller_id), JsValue::from_str(&list)])?
        .all()
        .await?
        .results::<CabinetRow>()?;
    cabinet(rows)
}

/// Deactivates coupon `id`; the coupon, or `None` when it is not this seller's.
pub async fn deactivate(
    db: &D1Database,
    seller_id: SellerId,
    id: CouponId,
) -> AppResult<Option<CabinetCoupon>> {
    let row = db
        .prepare(format!(
            "UPDATE coupons SET active = 0 WHERE id = ?1 AND seller_id = ?2 RETURNING {CABINET_COLUMNS}"
        ))
        .bind(&[super::int(id), super::int(seller_id)])?
        .first::<CabinetRow>(None)
        .await?;
    Ok(cabinet(row.into_iter().collect())?.into_iter().next())
}

/// Coupon `id` of seller `seller_id` as stored, with its uses (paid orders
/// and those unpaid orders hold), for a change; `None` when it is not this
/// seller's.
pub async fn for_edit(
    db: &D1Database,
    seller_id: SellerId,
    id: CouponId,
) -> AppResult<Option<(CouponTerms, u32)>> {
    #[derive(Deserialize)]
    struct Row {
        #[serde(flatten)]
        row: CouponRow,
        uses: u32,
    }
    let row = db
        .prepare(
            "SELECT id, code, form, value_form, value, currency, active, basis, scope, product_ids, \
             usage_limit, orders_count, valid_from, valid_till, applies_to, \
             orders_count + reserved_count AS uses FROM coupons WHERE id = ?1 AND seller_id = ?2",
        )
        .bind(&[super::int(id), super::int(seller_id)])?
        .first::<Row>(None)
        .await?;
    row.map(|r| Ok((CouponTerms::try_from(r.row)?, r.uses)))
        .transpose()
}

/// What [`update`] found.
pub enum Updated {
    Done(Box<CabinetCoupon>),
    /// The coupon's uses changed since it was read (a fixed field changed
    /// and it is used now, or the limit is below its uses now).
    UsedMeanwhile,
    /// Another coupon of the seller has the code.
    CodeTaken,
}

/// Changes coupon `id` to `terms` (checked by core's `coupon::check_edit`
/// against the uses read before). The statement checks again what that
/// decision rested on, so an order taking the coupon in between cannot slip
/// through: with `fixed_changed` only while it has no use, and a limit
/// never below its uses. The form and the orders count are never written.
pub async fn update(
    db: &D1Database,
    seller_id: SellerId,
    id: CouponId,
    terms: &CouponTerms,
    fixed_changed: bool,
) -> AppResult<Updated> {
    let optional = |v: Option<&str>| v.map_or(JsValue::NULL, JsValue::from_str);
    let product_ids =
        serde_json::to_string(&terms.product_ids).map_err(|e| AppError::Internal(e.to_string()))?;
    let statement = db
        .prepare(format!(
            "UPDATE coupons SET code = ?3, value_form = ?4, value = ?5, currency = ?6, active = ?7, \
             basis = ?8, scope = ?9, product_ids = ?10, usage_limit = ?11, valid_from = ?12, \
             valid_till = ?13, applies_to = ?14 \
             WHERE id = ?1 AND seller_id = ?2 \
             AND (?15 = 0 OR orders_count + reserved_count = 0) \
             AND (?11 IS NULL OR ?11 >= orders_count + reserved_count) \
             RETURNING {CABINET_COLUMNS}"
        ))
        .bind(&[
            super::int(id),
            super::int(seller_id),
            JsValue::from_str(&terms.code.trim().to_uppercase()),
            text(&terms.value_form),
            JsValue::from_str(&terms.value),
            JsValue::from_str(
                &terms
                    .currency
                    .clone()
                    .unwrap_or_else(|| "eur".to_owned())
                    .to_lowercase(),
            ),
            super::int(i64::from(terms.active)),
            text(&terms.basis),
            text(&terms.scope),
            JsValue::from_str(&product_ids),
            terms
                .limit
                .map_or(JsValue::NULL, |l| super::int(i64::from(l))),
            optional(terms.valid_from.as_deref()),
            optional(terms.valid_till.as_deref()),
            text(&terms.applies_to),
            super::int(i64::from(fixed_changed)),
        ])?;
    match statement.first::<CabinetRow>(None).await {
        Ok(Some(row)) => Ok(cabinet(vec![row])?
            .into_iter()
            .next()
            .map_or(Updated::UsedMeanwhile, |c| Updated::Done(Box::new(c)))),
        Ok(None) => Ok(Updated::UsedMeanwhile),
        Err(e) if e.to_string().contains("UNIQUE") => Ok(Updated::CodeTaken),
        Err(e) => Err(AppError::from(e)),
    }
}
