//! A course's completion certificate (issue 30): its verification code
//! recorded (`repo::certificates`), the seller's logo read from R2, and the
//! PDF drawn by core's `certificate`.

use jiff::civil::Date;
use sellwerk_core::certificate::{self, CertificateDoc, CertificateOrientation};
use sellwerk_core::ids::{ProductId, SellerId, UserId};
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
    let mut random = [0u8; 13];
    getrandom::getrandom(&mut random)
        .map_err(|e| AppError::Internal(format!("no randomness: {e}")))?;
    let fresh = certificate::format_code(&random)
        .ok_or_else(|| AppError::Internal("a code needs 13 random bytes".to_owned()))?;
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
    let app = crate::config::sites(env)
        .map(sellwerk_core::sites::Sites::app_origin)
        .unwrap_or_default();
    Ok(certificate::certificate_pdf(&CertificateDoc {
        orientation: earned.orientation,
        language: earned.language,
        seller_name: earned.seller_name,
        buyer_name: earned.buyer_name,
        course_name: earned.course_name,
        completed: earned.completed_on,
        code: &code,
        verify_url: &format!("{app}/certificates/{code}"),
        logo: logo.as_deref(),
        accent: earned.accent,
    }))
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
