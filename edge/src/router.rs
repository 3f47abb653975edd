//! Every route of the API, in one place.

use worker::{Env, Request, Response, Router};

use crate::routes::{account, checkout, health, not_found, shop};

pub async fn handle(req: Request, env: Env) -> worker::Result<Response> {
    Router::new()
        .get_async("/v1/health", health::get)
        .get_async("/v1/shop/:username/products", shop::list_products)
        .get_async("/v1/shop/:username/products/:id", shop::get_product)
        .get_async("/v1/shop/:username/coupons/:code", shop::get_coupon)
        .post_async("/v1/checkout/quote", checkout::quote)
        .post_async("/v1/app/user/check_username", account::check_username)
        .post_async("/v1/app/user/check_email", account::check_email)
        .or_else_any_method_async("/*path", not_found::any)
        .run(req, env)
        .await
}
