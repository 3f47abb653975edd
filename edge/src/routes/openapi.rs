//! `GET /v1/openapi.json`: the API document (`OpenAPI` 3.1), made from the
//! route table and the handlers' types by [`crate::api_doc`], once per
//! isolate. Public in every build; a client may keep it for an hour.

use worker::{Request, Response, RouteContext};

use crate::error::{AppError, AppResult};

pub async fn get(_req: Request, _ctx: RouteContext<()>) -> AppResult<Response> {
    let document = crate::api_doc::document().map_err(AppError::Internal)?;
    let mut response = Response::ok(document)?;
    let headers = response.headers_mut();
    headers.set("content-type", "application/json")?;
    headers.set("cache-control", "public, max-age=3600")?;
    Ok(response)
}
