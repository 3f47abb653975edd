//! Product files uploaded in parts (issue 29): a file above the 100 MiB one
//! request may carry (a 2 GB lesson video) goes to R2 as a multipart
//! upload, one `PUT` per part of core's `files::parts::PART_BYTES`, with
//! progress per part in the browser. The browser keeps the upload's token;
//! after an interruption it asks which parts R2 has (`done`) and sends only
//! the others, then completes. The file's type is sniffed from its first
//! bytes once complete, as for a file uploaded whole.

use sellwerk_core::files::parts;
use sellwerk_core::ids::ProductId;
use sellwerk_core::problem::Problem;
use worker::{Request, Response, RouteContext};

use super::{FileAnswer, owned_product as owned};
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, query_param, str_param};
use crate::repo::{self, uploads::Upload};
use crate::services::files::{file_name, sniff_stored};
use crate::session;

/// `{upload}`: an upload in parts and the parts R2 has.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct UploadAnswer {
    upload: Upload,
}

fn not_found() -> AppError {
    AppError::NotFound {
        code: "upload_not_found",
        detail: "no such upload for this product (completed, aborted, or another's)".to_owned(),
    }
}

async fn this_upload(
    ctx: &RouteContext<()>,
    seller: &session::Seller,
) -> AppResult<(ProductId, Upload)> {
    let id = id_param(ctx, "id", "product_not_found")?;
    let token = str_param(ctx, "upload");
    let upload = repo::uploads::find(&repo::db(&ctx.env)?, seller.seller_id, id, token)
        .await?
        .ok_or_else(not_found)?;
    Ok((id, upload))
}

/// `POST /v1/cabinet/products/{id}/uploads?name=…&size=…`: begins an upload
/// of a file of `size` bytes (at most `parts::MAX_UPLOAD_BYTES`: 413
/// `file_too_large`) in parts; the upload with its token and part size.
pub async fn start(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    owned(&db, seller.seller_id, id).await?;
    let name = file_name(&query_param(&req, "name")?)
        .ok_or_else(|| AppError::Invalid(vec![Problem::new("name", "required")]))?;
    let size = query_param(&req, "size")?
        .parse::<u64>()
        .ok()
        .filter(|s| *s > 0)
        .ok_or_else(|| AppError::Invalid(vec![Problem::new("size", "invalid_input")]))?;
    if parts::check_upload_size(size).is_err() {
        return Err(AppError::FileTooLarge {
            limit: parts::MAX_UPLOAD_BYTES,
            code: "file_too_large",
        });
    }
    let token = session::random_token()?;
    let key = format!(
        "sellers/{}/products/{id}/{}",
        seller.seller_id,
        session::random_token()?
    );
    let bucket = ctx.env.bucket("FILES")?;
    let begun = bucket
        .create_multipart_upload(&key)
        .http_metadata(worker::HttpMetadata {
            content_type: Some("application/octet-stream".to_owned()),
            ..worker::HttpMetadata::default()
        })
        .execute()
        .await?;
    let r2_upload_id = begun.upload_id().await;
    let new = repo::uploads::NewUpload {
        token: &token,
        r2_key: &key,
        r2_upload_id: &r2_upload_id,
        name: &name,
        size,
    };
    let upload = repo::uploads::create(&db, seller.seller_id, id, &new).await?;
    Ok(Response::from_json(&UploadAnswer { upload })?.with_status(201))
}

/// `GET /v1/cabinet/products/{id}/uploads/{upload}`: the upload and the
/// parts R2 has taken (`done`), for the browser to resume.
pub async fn get(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (_, upload) = this_upload(&ctx, &seller).await?;
    Ok(Response::from_json(&UploadAnswer { upload })?)
}

/// `PUT /v1/cabinet/products/{id}/uploads/{upload}/parts/{number}` with the
/// part's bytes: exactly `part_size` bytes, the last part the rest (422
/// `invalid_input` at `number` or `Content-Length` otherwise), streamed
/// into R2. Sent again, a part replaces the one before. The upload, with
/// this part among `done`.
pub async fn part(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (id, upload) = this_upload(&ctx, &seller).await?;
    let number = str_param(&ctx, "number").parse::<u64>().ok();
    let expected = number.and_then(|n| parts::part_len(upload.size, n));
    let (Some(number), Some(expected)) = (number, expected) else {
        return Err(AppError::Unprocessable {
            code: "invalid_input",
            detail: format!("this upload has parts 1 to {}", upload.parts),
            field: Some("number"),
        });
    };
    let sent = req
        .headers()
        .get("content-length")?
        .and_then(|v| v.parse::<u64>().ok());
    if sent != Some(expected) {
        return Err(AppError::Unprocessable {
            code: "invalid_input",
            detail: format!("part {number} has exactly {expected} bytes (its Content-Length)"),
            field: Some("Content-Length"),
        });
    }
    let body = req
        .inner()
        .body()
        .map_or(worker::Data::Empty, worker::Data::ReadableStream);
    let bucket = ctx.env.bucket("FILES")?;
    let uploading = bucket.resume_multipart_upload(&upload.r2_key, &upload.r2_upload_id)?;
    let part_number = u16::try_from(number).map_err(|_| not_found())?;
    let taken = uploading.upload_part(part_number, body).await?;
    let db = repo::db(&ctx.env)?;
    repo::uploads::record_part(&db, upload.id, number, &taken.etag()).await?;
    let upload = repo::uploads::find(&db, seller.seller_id, id, &upload.token)
        .await?
        .ok_or_else(not_found)?;
    Ok(Response::from_json(&UploadAnswer { upload })?)
}

/// `POST /v1/cabinet/products/{id}/uploads/{upload}/complete`: joins the
/// parts into the product's file (409 `upload_incomplete` while parts are
/// missing), sniffs its type and answers the file as an upload in one
/// request does.
pub async fn complete(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (id, upload) = this_upload(&ctx, &seller).await?;
    let missing = parts::missing_parts(upload.size, &upload.done);
    if !missing.is_empty() {
        let list: Vec<String> = missing.iter().map(u64::to_string).collect();
        return Err(AppError::Conflict {
            code: "upload_incomplete",
            detail: format!("parts {} are missing", list.join(", ")),
        });
    }
    let bucket = ctx.env.bucket("FILES")?;
    let uploading = bucket.resume_multipart_upload(&upload.r2_key, &upload.r2_upload_id)?;
    let mut taken = Vec::with_capacity(upload.etags.len());
    for (number, etag) in &upload.etags {
        let number = u16::try_from(*number).map_err(|_| not_found())?;
        taken.push(worker::UploadedPart::new(number, etag.clone()));
    }
    let object = uploading.complete(taken).await?;
    let size = object.size();
    let sniffed = sniff_stored(&bucket, &upload.r2_key, size).await?;
    let db = repo::db(&ctx.env)?;
    let file = repo::products::add_file(
        &db,
        seller.seller_id,
        id,
        &upload.r2_key,
        &upload.name,
        size.try_into().unwrap_or(i64::MAX),
        sniffed,
    )
    .await?;
    repo::uploads::delete(&db, seller.seller_id, upload.id).await?;
    Ok(Response::from_json(&FileAnswer { file })?.with_status(201))
}

/// `DELETE /v1/cabinet/products/{id}/uploads/{upload}`: gives the upload up;
/// R2 drops its parts.
pub async fn abort(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (_, upload) = this_upload(&ctx, &seller).await?;
    let bucket = ctx.env.bucket("FILES")?;
    let uploading = bucket.resume_multipart_upload(&upload.r2_key, &upload.r2_upload_id)?;
    if let Err(e) = uploading.abort().await {
        // already gone at R2 (completed elsewhere, or expired): the row goes anyway
        crate::trace::log_warn!("upload {}: R2 abort failed: {e}", upload.id);
    }
    repo::uploads::delete(&repo::db(&ctx.env)?, seller.seller_id, upload.id).await?;
    Ok(Response::empty()?.with_status(204))
}
