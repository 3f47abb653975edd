//! The verification codes of course completion certificates (migration
//! 0042) and of certificate products (migration 0046), and the seller's
//! logo a certificate shows.

use sellwerk_core::ids::{OrderId, ProductId, SellerId, UserId};
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::int;
use crate::error::{AppError, AppResult};

/// A certificate as it is issued.
pub struct Issue<'a> {
    /// A fresh code, kept only when the buyer has none for the course yet.
    pub code: &'a str,
    pub seller_id: SellerId,
    pub product_id: ProductId,
    pub user_id: UserId,
    pub buyer_name: &'a str,
    pub course_name: &'a str,
    pub seller_name: &'a str,
    /// `YYYY-MM-DD`.
    pub completed_on: &'a str,
}

#[derive(Deserialize)]
struct Code {
    code: String,
}

/// Records the certificate and answers its code: the buyer's code for the
/// course when they have one (their names and day brought up to date),
/// else `issue.code`. One statement.
pub async fn issue(db: &D1Database, issue: &Issue<'_>) -> AppResult<String> {
    let row = db
        .prepare(
            "INSERT INTO course_certificates \
             (code, seller_id, product_id, user_id, buyer_name, course_name, seller_name, completed_on) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) \
             ON CONFLICT (seller_id, product_id, user_id) DO UPDATE SET \
             buyer_name = excluded.buyer_name, course_name = excluded.course_name, \
             seller_name = excluded.seller_name, completed_on = excluded.completed_on \
             RETURNING code",
        )
        .bind(&[
            JsValue::from_str(issue.code),
            int(issue.seller_id),
            int(issue.product_id),
            int(issue.user_id),
            JsValue::from_str(issue.buyer_name),
            JsValue::from_str(issue.course_name),
            JsValue::from_str(issue.seller_name),
            JsValue::from_str(issue.completed_on),
        ])?
        .first::<Code>(None)
        .await?;
    row.map(|r| r.code)
        .ok_or_else(|| AppError::Internal("the certificate was not recorded".to_owned()))
}

/// A certificate product's certificate as it is issued for an order.
pub struct IssueProduct<'a> {
    /// A fresh code, kept only when the order has none for the product yet.
    pub code: &'a str,
    pub seller_id: SellerId,
    pub order_id: OrderId,
    pub product_id: ProductId,
    pub buyer_name: &'a str,
    pub product_name: &'a str,
    pub seller_name: &'a str,
    /// `YYYY-MM-DD`, each.
    pub issued_on: &'a str,
    pub valid_from: &'a str,
    pub valid_until: Option<&'a str>,
}

/// Records a certificate product's certificate and answers its code: the
/// order's code for the product when it has one (the names and days
/// brought up to date), else `issue.code`. One statement.
pub async fn issue_product(db: &D1Database, issue: &IssueProduct<'_>) -> AppResult<String> {
    let row = db
        .prepare(
            "INSERT INTO product_certificates \
             (code, seller_id, order_id, product_id, buyer_name, product_name, seller_name, \
             issued_on, valid_from, valid_until) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) \
             ON CONFLICT (order_id, product_id) DO UPDATE SET \
             buyer_name = excluded.buyer_name, product_name = excluded.product_name, \
             seller_name = excluded.seller_name, issued_on = excluded.issued_on, \
             valid_from = excluded.valid_from, valid_until = excluded.valid_until \
             RETURNING code",
        )
        .bind(&[
            JsValue::from_str(issue.code),
            int(issue.seller_id),
            int(issue.order_id),
            int(issue.product_id),
            JsValue::from_str(issue.buyer_name),
            JsValue::from_str(issue.product_name),
            JsValue::from_str(issue.seller_name),
            JsValue::from_str(issue.issued_on),
            JsValue::from_str(issue.valid_from),
            issue.valid_until.map_or(JsValue::NULL, JsValue::from_str),
        ])?
        .first::<Code>(None)
        .await?;
    row.map(|r| r.code)
        .ok_or_else(|| AppError::Internal("the certificate was not recorded".to_owned()))
}

/// What the public verification page shows of a certificate: who earned
/// which course (or was awarded which certificate product) from which
/// seller on which day, and for how long a product's is valid; nothing
/// else.
#[derive(Debug, Deserialize, Serialize, schemars::JsonSchema)]
#[schemars(rename = "CertificateCheck")]
pub struct Verified {
    pub code: String,
    /// `course` (a completion certificate) or `product` (a certificate
    /// product's).
    pub kind: String,
    pub buyer_name: String,
    /// The course's or the certificate product's name.
    pub course_name: String,
    pub seller_name: String,
    /// `YYYY-MM-DD`: the day the course was completed, or a product's
    /// certificate was issued.
    pub completed_on: String,
    /// A product's: the first and (when it ends) the last day it is valid.
    pub valid_from: Option<String>,
    pub valid_until: Option<String>,
}

/// The certificate with `code` (as core's `certificate::read_code` writes
/// it), of either kind, if any.
pub async fn find(db: &D1Database, code: &str) -> AppResult<Option<Verified>> {
    Ok(db
        .prepare(
            "SELECT code, 'course' AS kind, buyer_name, course_name, seller_name, completed_on, \
             NULL AS valid_from, NULL AS valid_until FROM course_certificates WHERE code = ?1 \
             UNION ALL \
             SELECT code, 'product' AS kind, buyer_name, product_name, seller_name, issued_on, \
             valid_from, valid_until FROM product_certificates WHERE code = ?1 \
             LIMIT 1",
        )
        .bind(&[JsValue::from_str(code)])?
        .first::<Verified>(None)
        .await?)
}

#[derive(Deserialize)]
struct Logo {
    r2_key: String,
}

/// The R2 key of the seller's newest uploaded logo that a PDF can show as
/// it is stored (a JPEG or a PNG), if any.
pub async fn logo_key(db: &D1Database, seller_id: SellerId) -> AppResult<Option<String>> {
    Ok(db
        .prepare(
            "SELECT r2_key FROM media WHERE seller_id = ?1 AND purpose = 'logo' \
             AND format IN ('jpeg', 'png') ORDER BY created_at DESC, id DESC LIMIT 1",
        )
        .bind(&[int(seller_id)])?
        .first::<Logo>(None)
        .await?
        .map(|l| l.r2_key))
}
