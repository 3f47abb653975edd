//! The seller's CSV exports, made in the background by the queue
//! (`services::exports`): `POST /v1/cabinet/exports` starts one,
//! `GET /v1/cabinet/exports[/{id}]` shows state and progress, and the file
//! is downloaded with the seller's session (`…/{id}/download`) or by the
//! signed link mailed when it is done (`GET /v1/exports/{id}/download`).
//! Another seller's export answers 404 like a missing one.

use sellwerk_core::export::{ExportKind, ExportState};
use sellwerk_core::ids::{ExportId, SellerId};
use serde::{Deserialize, Serialize};
use worker::{Request, Response, RouteContext};

use crate::clock;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, json_body, query_param};
use crate::repo::{self, exports::Export};
use crate::services::exports;
use crate::session;

/// `POST /v1/cabinet/exports`'s body.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewExport {
    kind: ExportKind,
    /// The list's query string (filters and search, as
    /// `GET /v1/cabinet/orders` or `…/payment_tickets` takes them; paging
    /// and sort are ignored: an export holds every match in id order).
    #[serde(default)]
    query: String,
}

/// An export as the seller sees it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ExportView {
    id: ExportId,
    kind: ExportKind,
    /// The list query it exports, canonical.
    query: String,
    state: ExportState,
    /// Rows written so far (the whole file's when done).
    rows_written: u64,
    /// Parts written so far.
    parts: u32,
    bytes: u64,
    created_at: String,
    finished_at: Option<String>,
    /// When the file and this record are deleted.
    expires_at: String,
    /// The file's name when downloaded.
    filename: String,
    /// Where the seller downloads it (with the session), once done.
    download_url: Option<String>,
}

impl From<&Export> for ExportView {
    fn from(e: &Export) -> Self {
        ExportView {
            id: e.id,
            kind: e.kind,
            query: e.query.clone(),
            state: e.state,
            rows_written: e.rows_written,
            parts: e.parts,
            bytes: e.bytes,
            created_at: clock::rfc3339(e.created_at),
            finished_at: e.finished_at.map(clock::rfc3339),
            expires_at: clock::rfc3339(e.expires_at),
            filename: e.kind.filename(e.id.get()),
            download_url: (e.state == ExportState::Done)
                .then(|| format!("/v1/cabinet/exports/{}/download", e.id)),
        }
    }
}

/// `{"export": …}`.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ExportAnswer {
    export: ExportView,
}

/// `{"list": […]}`: the seller's latest exports, newest first.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ExportList {
    list: Vec<ExportView>,
}

fn not_found(id: ExportId) -> AppError {
    AppError::NotFound {
        code: "export_not_found",
        detail: format!("you have no export {id}"),
    }
}

/// `POST /v1/cabinet/exports {"kind", "query"}`: 202 with the queued
/// export; 409 `export_running` while one of this kind is open; 422 for a
/// filter the list does not offer.
pub async fn create(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let body: NewExport = json_body(&mut req).await?;
    let origin = req.url()?.origin().ascii_serialization();
    let db = repo::db(&ctx.env)?;
    let seller_id = seller.seller_id;
    let export = exports::start(&ctx.env, &db, seller_id, body.kind, &body.query, &origin).await?;
    Ok(Response::from_json(&ExportAnswer {
        export: ExportView::from(&export),
    })?
    .with_status(202))
}

/// `GET /v1/cabinet/exports`: the seller's latest exports.
pub async fn list(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let seller_id = seller.seller_id;
    let list = repo::exports::latest(&db, seller_id, exports::LISTED).await?;
    Ok(Response::from_json(&ExportList {
        list: list.iter().map(ExportView::from).collect(),
    })?)
}

async fn owned(ctx: &RouteContext<()>, seller: &session::Seller) -> AppResult<Export> {
    let id = id_param(ctx, "id", "export_not_found")?;
    let db = repo::db(&ctx.env)?;
    repo::exports::find(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))
}

/// `GET /v1/cabinet/exports/{id}`: state and progress.
pub async fn get(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let export = owned(&ctx, &seller).await?;
    Ok(Response::from_json(&ExportAnswer {
        export: ExportView::from(&export),
    })?)
}

/// `GET /v1/cabinet/exports/{id}/download`: the file (409
/// `export_not_ready` before it is done).
pub async fn download(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let export = owned(&ctx, &seller).await?;
    let db = repo::db(&ctx.env)?;
    exports::download(&ctx.env, &db, &export).await
}

/// `GET /v1/exports/{id}/download?seller=&exp=&sig=`: the file by the
/// signed link of the done mail (403 `link_invalid` / `link_expired`).
pub async fn link_download(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "export_not_found")?;
    // a seller that is no id was never signed: the link is invalid
    let seller_id = query_param(&req, "seller")?
        .parse::<i64>()
        .ok()
        .and_then(|s| SellerId::new(s).ok())
        .ok_or_else(|| crate::services::links::refused(false, "export"))?;
    let exp: i64 = query_param(&req, "exp")?.parse().unwrap_or(0);
    let key = Config::from_env(&ctx.env)?.token_key;
    exports::check_link(&key, seller_id, id, exp, &query_param(&req, "sig")?)?;
    let db = repo::db(&ctx.env)?;
    let export = repo::exports::find(&db, seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    exports::download(&ctx.env, &db, &export).await
}
