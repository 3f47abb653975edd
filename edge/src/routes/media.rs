//! The seller's media library (issue 19): images for the page builder and
//! fonts for the theme, uploaded to R2, listed and deleted in the cabinet,
//! served to anyone at an address that names the seller and a random
//! token. Core's `media` module says what an upload is (by its bytes) and
//! what its purpose allows.

use sellwerk_core::files::{Disposition, Serving};
use sellwerk_core::lists;
use sellwerk_core::media::{self, MediaPurpose, check_media};
use sellwerk_core::problem::Problem;
use worker::{Request, Response, RouteContext};

use super::{ListPage, paged};
use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, list_query, str_param};
use crate::repo::{self, media::NewMedia};
use crate::services::files::file_name;
use crate::session;

/// `{media}`: a file just uploaded.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub(crate) struct MediaAnswer {
    media: repo::media::Media,
}

fn not_found(detail: impl Into<String>) -> AppError {
    AppError::NotFound {
        code: "media_not_found",
        detail: detail.into(),
    }
}

/// `POST /v1/cabinet/media?purpose=…&name=…` with the file's bytes as the
/// body (not multipart: the browser sends a `File` as it is, and the
/// upload's progress is the body's). `purpose` is `logo`, `banner`,
/// `image` or `font`; `name` the file's name (the purpose's name when
/// missing). The `Content-Type` is not trusted: core reads the bytes. The
/// `Content-Length` is required (400 `length_required`); a body above the
/// purpose's limit is 413 (`image_too_large`, `font_too_large`), one core
/// refuses 422 at `file` (a font whose tables do not hold together is
/// `not_a_font`), and one beyond the seller's quota 422
/// `media_quota_exceeded`; more than `media::UPLOADS_PER_SELLER` uploads
/// in its window are 429 with `Retry-After`.
pub async fn upload(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let url = req.url()?;
    let param = |key: &str| {
        url.query_pairs()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.into_owned())
    };
    let purpose = param("purpose")
        .as_deref()
        .and_then(MediaPurpose::parse)
        .ok_or_else(|| AppError::Invalid(vec![Problem::new("purpose", "invalid_media_purpose")]))?;
    let name = param("name")
        .as_deref()
        .and_then(file_name)
        .unwrap_or_else(|| purpose.name().to_owned());
    let too_large = || AppError::FileTooLarge {
        limit: purpose.max_bytes(),
        code: purpose.too_large(),
    };
    // the length first: a body is read whole only when it may be kept
    let declared = req
        .headers()
        .get("content-length")?
        .and_then(|v| v.parse::<u64>().ok())
        .ok_or_else(|| AppError::BadRequest {
            code: "length_required",
            detail: "send the file with a Content-Length".to_owned(),
        })?;
    if declared > purpose.max_bytes() {
        return Err(too_large());
    }
    // issue 29: at most `media::UPLOADS_PER_SELLER` uploads per window,
    // counted before the body is read, and a library of at most
    // `MAX_FILES_PER_SELLER` files and `MAX_BYTES_PER_SELLER` bytes
    let db = repo::db(&ctx.env)?;
    let limit_key = format!("media:seller:{}", seller.seller_id);
    if let Some(retry_after) =
        repo::limits::hit(&db, &limit_key, media::UPLOADS_PER_SELLER, clock::now()).await?
    {
        return Err(AppError::TooManyRequests { retry_after });
    }
    let usage = repo::media::usage(&db, seller.seller_id).await?;
    media::within_quota(usage.files, usage.bytes, declared)
        .map_err(|code| AppError::Invalid(vec![Problem::new("file", code)]))?;
    let bytes = req.bytes().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > purpose.max_bytes() {
        return Err(too_large());
    }
    let info = check_media(&bytes, purpose)
        .map_err(|code| AppError::Invalid(vec![Problem::new("file", code)]))?;
    let token = session::random_token()?;
    let key = format!("sellers/{}/media/{token}", seller.seller_id);
    let size = bytes.len();
    let bucket = ctx.env.bucket("FILES")?;
    bucket
        .put(&key, bytes)
        .http_metadata(worker::HttpMetadata {
            content_type: Some(info.content_type().to_owned()),
            ..worker::HttpMetadata::default()
        })
        .execute()
        .await?;
    let new = NewMedia {
        token: &token,
        purpose,
        name: &name,
        r2_key: &key,
        info,
        size,
    };
    let media = match repo::media::insert(&db, seller.seller_id, &new).await {
        Ok(media) => media,
        Err(e) => {
            // no row names the bytes: they go again rather than stay unreachable
            if let Err(gone) = bucket.delete(&key).await {
                crate::trace::log_warn!("media: R2 object {key} left without its row: {gone}");
            }
            return Err(e);
        }
    };
    Ok(Response::from_json(&MediaAnswer { media })?.with_status(201))
}

/// `GET /v1/cabinet/media`: a page of the seller's files (newest first;
/// `kind=image` or `kind=font`, `query=` a part of the name).
pub async fn list(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let query = list_query(&req, &lists::MEDIA)?;
    let db = repo::db(&ctx.env)?;
    let total = if query.counts {
        Some(repo::media::count(&db, seller.seller_id, &query).await?)
    } else {
        None
    };
    let query = paged(query, total);
    let rows = repo::media::page(&db, seller.seller_id, &query).await?;
    Ok(Response::from_json(&ListPage::new(rows, total, &query))?)
}

/// `DELETE /v1/cabinet/media/{id}[?force=true]`: removes the seller's file
/// from the library and R2. A file a page (draft or published) or the theme
/// still shows is refused with 409 `media_in_use`, naming where, unless
/// `force=true`: the page then shows nothing there (an image), the theme
/// its fallback font.
pub async fn delete(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id: i64 = id_param(&ctx, "id", "media_not_found")?;
    let db = repo::db(&ctx.env)?;
    // a file a page or the theme still shows goes only when the seller says so
    let force = match crate::extract::query_param(&req, "force")?.as_str() {
        "" | "false" => false,
        "true" => true,
        _ => {
            return Err(AppError::Invalid(vec![Problem::new(
                "force",
                "invalid_input",
            )]));
        }
    };
    if !force {
        let uses = repo::media::uses(&db, seller.seller_id, id).await?;
        if uses.theme || !uses.pages.is_empty() {
            let mut shown_by: Vec<String> = uses
                .pages
                .iter()
                .map(|(page, title)| format!("page {page} ({title:?})"))
                .collect();
            if uses.theme {
                shown_by.push("the theme".to_owned());
            }
            return Err(AppError::Conflict {
                code: "media_in_use",
                detail: format!(
                    "file {id} is shown by {}; delete with ?force=true to remove it anyway",
                    shown_by.join(", ")
                ),
            });
        }
    }
    let key = repo::media::delete(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(format!("you have no file {id}")))?;
    ctx.env.bucket("FILES")?.delete(&key).await?;
    Ok(Response::empty()?.with_status(204))
}

/// `GET /v1/media/{seller}/{token}`: a file of a seller's library, for
/// anyone. The address never changes its bytes (a new upload has a new
/// token), so browsers and the edge keep it for a year without asking
/// again. Images are shown inline with the type core read from their
/// header. A font is read by pages of any origin (the editor's preview is a
/// sandboxed frame), so a font, and only a font whose tables core checked,
/// allows any origin (issue 29: any blob with a font's four bytes was
/// served to every origin); a font stored before that check is a download
/// of `application/octet-stream` for the seller to upload again.
pub async fn public(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let seller = str_param(&ctx, "seller");
    let token = str_param(&ctx, "token");
    let seller_id = seller
        .parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| not_found("no such file"))?;
    let db = repo::db(&ctx.env)?;
    let stored = repo::media::stored(&db, seller_id, token)
        .await?
        .ok_or_else(|| not_found("no such file"))?;
    let checked = stored.checked == 1;
    let font = stored.kind == "font";
    let known = |t: &str| {
        sellwerk_core::files::FileType::ALL
            .into_iter()
            .map(sellwerk_core::files::FileType::content_type)
            .find(|f| *f == t)
    };
    let serving = match known(&stored.content_type) {
        Some(content_type) if checked && !font => Serving {
            content_type,
            disposition: Disposition::Inline,
        },
        Some(content_type) if checked => Serving {
            content_type,
            disposition: Disposition::Attachment,
        },
        _ => sellwerk_core::files::serving(None, false),
    };
    let mut response = super::serve_file(
        &ctx.env,
        &req,
        &super::StoredFile {
            key: &stored.r2_key,
            serving,
            name: None,
            cache: "public, max-age=31536000, immutable",
        },
    )
    .await?;
    let headers = response.headers_mut();
    if checked {
        // embedding (an image or a font in another site's page) is no read
        headers.set("cross-origin-resource-policy", "cross-origin")?;
    }
    if checked && font {
        headers.set("access-control-allow-origin", "*")?;
    }
    Ok(response)
}
