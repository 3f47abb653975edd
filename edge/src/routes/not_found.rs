use worker::{Request, Response, RouteContext};

use crate::error::AppError;

pub async fn any(req: Request, _ctx: RouteContext<()>) -> worker::Result<Response> {
    AppError::NotFound {
        code: "route_not_found",
        detail: format!("no route {} {}", req.method(), req.path()),
    }
    .into_response()
}
