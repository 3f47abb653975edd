//! `GET /v1/downloads/{token}/{file_id}?exp=&sig=`: a buyer's download, by
//! a signed link that expires (from the order's page or its mail). The file
//! streams from R2; the link works only for a paid, not revoked order and a
//! file of what it bought, never a course's or a membership's file (those
//! go through `/v1/course_files/…` with drip, publish state, subscription
//! end, refund and block applied; `services::delivery::file_of_order`).

use worker::{Request, Response, RouteContext};

use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, query_param, str_param};
use crate::repo;
use crate::services::delivery;

fn gone() -> AppError {
    AppError::NotFound {
        code: "file_not_found",
        detail: "no such file in this order".to_owned(),
    }
}

pub async fn get(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let token = str_param(&ctx, "token");
    let file_id = id_param(&ctx, "file_id", "file_not_found")?;
    let exp: i64 = query_param(&req, "exp")?.parse().unwrap_or(0);
    let key = Config::from_env(&ctx.env)?.token_key;
    delivery::check_download(&key, token, file_id, exp, &query_param(&req, "sig")?)?;
    let db = repo::db(&ctx.env)?;
    let order = repo::orders::by_token(&db, token).await?.ok_or_else(gone)?;
    let file = delivery::file_of_order(&db, &order, file_id)
        .await?
        .ok_or_else(gone)?;
    super::download(&ctx.env, &req, &file, false).await
}
