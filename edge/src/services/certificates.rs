//! A course's completion certificate and a certificate product's
//! certificate (issue 30): the verification code recorded
//! (`repo::certificates`), the seller's logo read from R2, and the PDF
//! drawn by core's `certificate`.

use jiff::civil::Date;
use sellwerk_core::certificate::{self, CertificateDoc, CertificateOrientation, ProductWords};
use sellwerk_core::ids::{OrderId, ProductId, SellerId, UserId};
use sellwerk_core::messages::Language;
use worker::{D1Database, Env};

use crate::error::{AppError, AppResult};
use crate::repo;

/// A certificate a buyer earned.
pub struct Earned<'a> {
    pub seller_id: SellerId,
    pub seller_name: &'a str,
    pub product_id: ProductId,
    pub course_name: &'a str,
    pub user_id: UserId,
    pub buyer_name: &'a str,
    pub language: Language,
    pub completed_on: Date,
    pub orientation: CertificateOrientation,
    /// The course's player colour, the certificate's accent.
    pub accent: Option<&'a str>,
}

/// The certificate's PDF, with the buyer's code for the course (drawn now
/// for the first download, the same ever after).
pub async fn course_certificate(
    env: &Env,
    db: &D1Database,
    earned: &Earned<'_>,
) -> AppResult<Vec<u8>> {
    let fresh = fresh_code()?;
    let code = repo::certificates::issue(
        db,
        &repo::certificates::Issue {
            code: &fresh,
            seller_id: earned.seller_id,
            product_id: earned.product_id,
            user_id: earned.user_id,
            buyer_name: earned.buyer_name,
            course_name: earned.course_name,
            seller_name: earned.seller_name,
            completed_on: &earned.completed_on.to_string(),
        },
    )
    .await?;
    let logo = logo(env, db, earned.seller_id).await?;
    Ok(certificate::certificate_pdf(&CertificateDoc {
        orientation: earned.orientation,
        language: earned.language,
        seller_name: earned.seller_name,
        buyer_name: earned.buyer_name,
        course_name: earned.course_name,
        completed: earned.completed_on,
        code: &code,
        verify_url: &verify_url(env, &code),
        logo: logo.as_deref(),
        accent: earned.accent,
        product: None,
    }))
}

/// A certificate product's certificate for an order.
pub struct Awarded<'a> {
    pub seller_id: SellerId,
    pub seller_name: &'a str,
    pub order_id: OrderId,
    pub product_id: ProductId,
    pub product_name: &'a str,
    pub buyer_name: &'a str,
    pub language: Language,
    /// The day the order was paid: the date line starts from it.
    pub paid_on: Date,
    /// The day the date line shows, or the seller's text instead.
    pub dated: Date,
    pub date_text: Option<&'a str>,
    pub valid: (Date, Option<Date>),
    pub title: &'a str,
    pub text: &'a str,
    pub orientation: CertificateOrientation,
    pub accent: Option<&'a str>,
}

/// The certificate product's PDF, with the order's code for the product
/// (drawn for the first download, the same ever after).
pub async fn product_certificate(
    env: &Env,
    db: &D1Database,
    awarded: &Awarded<'_>,
) -> AppResult<Vec<u8>> {
    let fresh = fresh_code()?;
    let until = awarded.valid.1.map(|d| d.to_string());
    let code = repo::certificates::issue_product(
        db,
        &repo::certificates::IssueProduct {
            code: &fresh,
            seller_id: awarded.seller_id,
            order_id: awarded.order_id,
            product_id: awarded.product_id,
            buyer_name: awarded.buyer_name,
            product_name: awarded.product_name,
            seller_name: awarded.seller_name,
            issued_on: &awarded.paid_on.to_string(),
            valid_from: &awarded.valid.0.to_string(),
            valid_until: until.as_deref(),
        },
    )
    .await?;
    let logo = logo(env, db, awarded.seller_id).await?;
    Ok(certificate::certificate_pdf(&CertificateDoc {
        orientation: awarded.orientation,
        language: awarded.language,
        seller_name: awarded.seller_name,
        buyer_name: awarded.buyer_name,
        course_name: awarded.product_name,
        completed: awarded.dated,
        code: &code,
        verify_url: &verify_url(env, &code),
        logo: logo.as_deref(),
        accent: awarded.accent,
        product: Some(ProductWords {
            title: awarded.title,
            text: awarded.text,
            date_text: awarded.date_text,
            valid: awarded.valid,
        }),
    }))
}

/// A new verification code: 13 random bytes, core's format.
fn fresh_code() -> AppResult<String> {
    let mut random = [0u8; 13];
    getrandom::getrandom(&mut random)
        .map_err(|e| AppError::Internal(format!("no randomness: {e}")))?;
    certificate::format_code(&random)
        .ok_or_else(|| AppError::Internal("a code needs 13 random bytes".to_owned()))
}

/// The public page that verifies `code`, on the app's site.
fn verify_url(env: &Env, code: &str) -> String {
    let app = crate::config::sites(env)
        .map(sellwerk_core::sites::Sites::app_origin)
        .unwrap_or_default();
    format!("{app}/certificates/{code}")
}

/// The bytes of the seller's newest JPEG or PNG logo, if any.
async fn logo(env: &Env, db: &D1Database, seller_id: SellerId) -> AppResult<Option<Vec<u8>>> {
    let Some(key) = repo::certificates::logo_key(db, seller_id).await? else {
        return Ok(None);
    };
    let Some(object) = env.bucket("FILES")?.get(&key).execute().await? else {
        return Ok(None);
    };
    match object.body() {
        Some(body) => Ok(Some(body.bytes().await?)),
        None => Ok(None),
    }
}
