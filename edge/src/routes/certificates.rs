//! `GET /v1/certificates/{token}/{product_id}?exp=&sig=`: a buyer's
//! certificate of a certificate product, by a signed link that expires
//! (from the order's page or its mail): a PDF drawn by core's `certificate`
//! from the product's certificate settings and design, with the seller's
//! name and logo, the buyer's name, the day in the buyer's language, the
//! validity and a verification code (issue 30; it was a bare SVG). And
//! `GET /v1/certificate_checks/{code}`: the public check of a certificate,
//! a course's completion certificate or a product's, by its code.

use sellwerk_core::auth;
use sellwerk_core::certificate;
use sellwerk_core::ids::ProductId;
use sellwerk_core::messages::Language;
use sellwerk_core::setup;
use worker::{Request, Response, RouteContext};

use crate::clock;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, query_param, str_param};
use crate::repo;
use crate::services::delivery;
use crate::session;

pub async fn get(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let token = str_param(&ctx, "token");
    let product_id: ProductId = id_param(&ctx, "product_id", "certificate_not_found")?;
    let exp: i64 = query_param(&req, "exp")?.parse().unwrap_or(0);
    let key = Config::from_env(&ctx.env)?.token_key;
    delivery::check_certificate(&key, token, product_id, exp, &query_param(&req, "sig")?)?;
    let gone = || AppError::NotFound {
        code: "certificate_not_found",
        detail: "no such certificate in this order".to_owned(),
    };
    let db = repo::db(&ctx.env)?;
    let order = repo::orders::by_token(&db, token).await?.ok_or_else(gone)?;
    if !delivery::certificate_products(&db, &order)
        .await?
        .contains(&product_id)
    {
        return Err(gone());
    }
    let record = repo::products::find(&db, order.seller_id, product_id)
        .await?
        .ok_or_else(gone)?;
    let settings = record.setup()?;
    let details = &order.payer.details;
    let buyer = format!(
        "{} {}",
        details.first_name.as_deref().unwrap_or(""),
        details.last_name.as_deref().unwrap_or("")
    );
    let paid = order
        .paid_at
        .as_deref()
        .and_then(|at| at.get(..10))
        .and_then(|day| day.parse().ok())
        .unwrap_or_else(crate::clock::today);
    let certificate = settings.certificate.unwrap_or_default();
    let design = settings.design.unwrap_or_default();
    let (_, seller_name) = repo::sellers::shop_names(&db, order.seller_id).await?;
    let (dated, date_text) = setup::certificate_dated(&certificate, paid);
    let language = Language::from_tag(session::language(&req));
    let pdf = crate::services::certificates::product_certificate(
        &ctx.env,
        &db,
        &crate::services::certificates::Awarded {
            seller_id: order.seller_id,
            seller_name: &seller_name,
            order_id: order.id,
            product_id,
            product_name: &record.name,
            buyer_name: buyer.trim(),
            language,
            paid_on: paid,
            dated,
            date_text,
            valid: setup::certificate_validity(&certificate, paid),
            title: &certificate.title,
            text: &certificate.text,
            orientation: setup::certificate_page(&certificate),
            accent: Some(design.accent_color.as_str()).filter(|c| !c.trim().is_empty()),
        },
    )
    .await?;
    let mut response = Response::from_bytes(pdf)?;
    let headers = response.headers_mut();
    headers.set("content-type", "application/pdf")?;
    headers.set("cache-control", "private, no-store")?;
    headers.set("x-content-type-options", "nosniff")?;
    let file = match language {
        Language::En => "Certificate",
        Language::De => "Zertifikat",
    };
    headers.set(
        "content-disposition",
        &sellwerk_core::files::disposition::content_disposition(
            sellwerk_core::files::disposition::Disposition::Inline,
            &format!("{file} - {}.pdf", record.name),
        ),
    )?;
    Ok(response)
}

/// What the public verification page shows of a certificate (the API
/// document's name for it: native builds only, `api_doc`).
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub type CertificateCheck = repo::certificates::Verified;

/// `GET /v1/certificate_checks/{code}`: who earned which course from which
/// seller on which day, for anyone holding the certificate's code (typed
/// forgivingly: core's `certificate::read_code`), nothing else. 404
/// `certificate_not_found` for a code nobody holds; lookups count per
/// client address (`auth::CERTIFICATE_CHECKS_PER_ADDRESS`, 429 past it),
/// before the code is looked up, found or not.
pub async fn check(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let address = session::client_address(&req);
    let key = format!("certificate_check:{address}");
    if let Some(retry_after) = repo::limits::hit(
        &db,
        &key,
        auth::CERTIFICATE_CHECKS_PER_ADDRESS,
        clock::now(),
    )
    .await?
    {
        return Err(AppError::TooManyRequests { retry_after });
    }
    let gone = || AppError::NotFound {
        code: "certificate_not_found",
        detail: "no certificate has this code".to_owned(),
    };
    let code = certificate::read_code(str_param(&ctx, "code")).ok_or_else(gone)?;
    let found = repo::certificates::find(&db, &code)
        .await?
        .ok_or_else(gone)?;
    let mut response = Response::from_json(&found)?;
    response.headers_mut().set("cache-control", "no-store")?;
    Ok(response)
}
