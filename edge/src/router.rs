//! Every route of the API, in one place: one table makes both the router
//! and the list the isolation test walks (`GET /v1/dev/routes`, [`all`]),
//! so a route added here is tested without anyone remembering to. The
//! table's `development:` part exists only in development builds (the Cargo
//! feature `dev`): a production build has no such routes at all.

use serde::Serialize;
use worker::{Env, Request, Response, Router};

use crate::routes::{
    account, cabinet, cabinet_orders, certificates, checkout, coupons, covers, downloads, health,
    not_found, openapi, orders, payer, products, session, settings, setup, shop, tickets, webhooks,
};
#[cfg(feature = "dev")]
use crate::routes::{dev, sandbox};

/// Who may call a route.
#[derive(Debug, Clone, Copy, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    /// Anyone.
    Public,
    /// A signed-in user, any profile.
    User,
    /// A seller (or their team member): the route reads or writes that
    /// seller's data only.
    Seller,
    /// An admin in admin mode.
    Admin,
    /// Local development only.
    #[cfg_attr(not(feature = "dev"), allow(dead_code))]
    Dev,
}

/// One route: its method, path pattern and access.
#[derive(Debug, Clone, Copy, Serialize, schemars::JsonSchema)]
pub struct RouteInfo {
    pub method: &'static str,
    pub path: &'static str,
    pub access: Access,
}

macro_rules! routes {
    (
        { $($method:ident $verb:literal $path:literal => $handler:path, $access:ident;)* }
        development: { $($dmethod:ident $dverb:literal $dpath:literal => $dhandler:path, $daccess:ident;)* }
    ) => {
        /// Every route of a production build, in the order the router tries
        /// them.
        const BASE: &[RouteInfo] = &[
            $(RouteInfo { method: $verb, path: $path, access: Access::$access },)*
        ];

        /// The routes only a development build has (`Access::Dev` helpers
        /// and the sandbox provider's pages and webhook).
        #[cfg(feature = "dev")]
        const DEVELOPMENT: &[RouteInfo] = &[
            $(RouteInfo { method: $dverb, path: $dpath, access: Access::$daccess },)*
        ];

        fn router() -> Router<'static, ()> {
            let router = Router::new()$(.$method($path, |req, ctx| async move {
                crate::routes::IntoAnswer::into_answer($handler(req, ctx).await)
            }))*;
            #[cfg(feature = "dev")]
            let router = router$(.$dmethod($dpath, |req, ctx| async move {
                crate::routes::IntoAnswer::into_answer($dhandler(req, ctx).await)
            }))*;
            router
        }
    };
}

routes! {
  {
    get_async "GET" "/v1/health" => health::get, Public;
    get_async "GET" "/v1/openapi.json" => openapi::get, Public;
    get_async "GET" "/v1/shop/:username/products" => shop::list_products, Public;
    get_async "GET" "/v1/shop/:username/products/:id" => shop::get_product, Public;
    get_async "GET" "/v1/shop/:username/products/:id/cover/:variant" => covers::public, Public;
    post_async "POST" "/v1/shop/:username/products/:id/access" => shop::access, Public;
    get_async "GET" "/v1/shop/:username/coupons/:code" => shop::get_coupon, Public;
    post_async "POST" "/v1/checkout/quote" => checkout::quote, Public;
    post_async "POST" "/v1/checkout/orders" => orders::create, Public;
    get_async "GET" "/v1/checkout/orders/:token" => orders::get, Public;
    post_async "POST" "/v1/checkout/orders/:token/cancel" => orders::cancel, Public;
    post_async "POST" "/v1/checkout/orders/:token/check" => orders::check, Public;
    post_async "POST" "/v1/checkout/orders/:token/rates/:index/pay" => orders::pay_rate, Public;
    get_async "GET" "/v1/payer/orders" => payer::orders, User;
    get_async "GET" "/v1/downloads/:token/:file_id" => downloads::get, Public;
    get_async "GET" "/v1/certificates/:token/:product_id" => certificates::get, Public;
    post_async "POST" "/v1/webhooks/stripe/:username" => webhooks::stripe, Public;
    post_async "POST" "/v1/webhooks/paypal/:username" => webhooks::paypal, Public;
    get_async "GET" "/v1/paypal/return/:token" => orders::paypal_return, Public;
    post_async "POST" "/v1/app/user" => account::sign_up, Public;
    post_async "POST" "/v1/app/user/check_username" => account::check_username, Public;
    post_async "POST" "/v1/app/user/check_email" => account::check_email, Public;
    post_async "POST" "/v1/app/user/confirmation" => account::confirm, Public;
    post_async "POST" "/v1/app/user/confirmation/new" => account::resend_confirmation, Public;
    post_async "POST" "/v1/app/user/password" => account::request_reset, Public;
    put_async "PUT" "/v1/app/user/password" => account::reset, Public;
    post_async "POST" "/v1/app/user/send_magic_link" => account::send_magic_link, Public;
    post_async "POST" "/v1/app/user/accept_change_email" => account::accept_change_email, User;
    post_async "POST" "/v1/app/user/change_email" => account::change_email, User;
    get_async "GET" "/v1/app/user/me" => account::me, User;
    post_async "POST" "/v1/app/session" => session::sign_in, Public;
    delete_async "DELETE" "/v1/app/session" => session::sign_out, Public;
    post_async "POST" "/v1/app/session/renew_token" => session::renew, Public;
    post_async "POST" "/v1/app/session/magic_link" => session::magic_sign_in, Public;
    post_async "POST" "/v1/app/session/profile" => session::switch_profile, User;
    post_async "POST" "/v1/app/session/admin" => session::start_admin, User;
    get_async "GET" "/v1/admin/me" => session::admin_me, Admin;
    get_async "GET" "/v1/cabinet/products" => products::list, Seller;
    post_async "POST" "/v1/cabinet/products" => products::create, Seller;
    get_async "GET" "/v1/cabinet/products/:id" => products::get, Seller;
    patch_async "PATCH" "/v1/cabinet/products/:id" => products::update, Seller;
    post_async "POST" "/v1/cabinet/products/:id/pricing_plans" => products::add_plan, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/pricing_plans/:plan_id" => products::update_plan, Seller;
    delete_async "DELETE" "/v1/cabinet/products/:id/pricing_plans/:plan_id" => products::delete_plan, Seller;
    get_async "GET" "/v1/cabinet/products/:id/files" => products::list_files, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/files" => products::upload, Seller;
    get_async "GET" "/v1/cabinet/products/:id/files/:file_id/content" => products::file_content, Seller;
    delete_async "DELETE" "/v1/cabinet/products/:id/files/:file_id" => products::delete_file, Seller;
    get_async "GET" "/v1/cabinet/products/:id/license_keys" => products::key_counts, Seller;
    post_async "POST" "/v1/cabinet/products/:id/license_keys" => products::add_keys, Seller;
    get_async "GET" "/v1/cabinet/products/:id/content" => products::get_content, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/content" => products::set_content, Seller;
    get_async "GET" "/v1/cabinet/products/:id/items" => products::items, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/items" => products::set_items, Seller;
    get_async "GET" "/v1/cabinet/products/:id/setup" => setup::get, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/setup" => setup::put, Seller;
    get_async "GET" "/v1/cabinet/products/:id/tickets" => tickets::list, Seller;
    post_async "POST" "/v1/cabinet/products/:id/tickets" => tickets::create, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/tickets/:ticket_id" => tickets::update, Seller;
    delete_async "DELETE" "/v1/cabinet/products/:id/tickets/:ticket_id" => tickets::delete, Seller;
    get_async "GET" "/v1/cabinet/products/:id/cover/:variant" => covers::get, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/cover/:variant" => covers::put, Seller;
    delete_async "DELETE" "/v1/cabinet/products/:id/cover" => covers::delete, Seller;
    post_async "POST" "/v1/cabinet/products/:id/:action" => products::action, Seller;
    get_async "GET" "/v1/cabinet/orders" => cabinet_orders::list, Seller;
    get_async "GET" "/v1/cabinet/orders/export" => cabinet_orders::export, Seller;
    get_async "GET" "/v1/cabinet/orders/:id" => cabinet_orders::get, Seller;
    post_async "POST" "/v1/cabinet/orders/:id/refund" => cabinet_orders::refund, Seller;
    get_async "GET" "/v1/cabinet/order_rates" => cabinet_orders::rates, Seller;
    get_async "GET" "/v1/cabinet/payment_tickets" => cabinet_orders::tickets, Seller;
    get_async "GET" "/v1/cabinet/payment_tickets/overview" => cabinet_orders::ticket_overview, Seller;
    get_async "GET" "/v1/cabinet/payment_tickets/export" => cabinet_orders::ticket_export, Seller;
    get_async "GET" "/v1/cabinet/payment_tickets/:code/qr.svg" => cabinet_orders::ticket_qr, Seller;
    post_async "POST" "/v1/cabinet/payment_tickets/:code/use" => cabinet_orders::use_ticket, Seller;
    get_async "GET" "/v1/cabinet/coupons" => coupons::list, Seller;
    post_async "POST" "/v1/cabinet/coupons" => coupons::create, Seller;
    post_async "POST" "/v1/cabinet/coupons/:id/deactivate" => coupons::deactivate, Seller;
    get_async "GET" "/v1/cabinet/settings/payment_providers" => settings::get_providers, Seller;
    put_async "PUT" "/v1/cabinet/settings/payment_providers/:provider" => settings::put_provider, Seller;
    delete_async "DELETE" "/v1/cabinet/settings/payment_providers/:provider" => settings::delete_provider, Seller;
    get_async "GET" "/v1/cabinet/settings/payment_settings" => settings::get_methods, Seller;
    put_async "PUT" "/v1/cabinet/settings/payment_settings" => settings::put_methods, Seller;
    get_async "GET" "/v1/cabinet/seller_profile" => cabinet::get_seller_profile, Seller;
    put_async "PUT" "/v1/cabinet/seller_profile" => cabinet::put_seller_profile, Seller;
  }
  development: {
    get_async "GET" "/v1/sandbox/pay/:id" => sandbox::show, Public;
    post_async "POST" "/v1/sandbox/pay/:id" => sandbox::submit, Public;
    post_async "POST" "/v1/sandbox/pay/:id/challenge" => sandbox::answer_challenge, Public;
    post_async "POST" "/v1/webhooks/sandbox/:username" => webhooks::sandbox, Public;
    get_async "GET" "/v1/dev/mails" => dev::mails, Dev;
    get_async "GET" "/v1/dev/routes" => dev::routes, Dev;
    post_async "POST" "/v1/dev/clock" => dev::set_clock, Dev;
    post_async "POST" "/v1/dev/tick" => dev::tick, Dev;
    post_async "POST" "/v1/dev/faults" => dev::faults, Dev;
    post_async "POST" "/v1/dev/providers" => dev::providers, Dev;
    post_async "POST" "/v1/dev/sandbox/:id/settle" => dev::settle, Dev;
    post_async "POST" "/v1/dev/session/expire_access" => dev::expire_access, Dev;
  }
}

/// Every route this build serves, in the order the router tries them
/// (`GET /v1/dev/routes` hands it to the isolation test, and the API
/// document, `crate::api_doc`, is made by walking it).
pub fn all() -> Vec<RouteInfo> {
    #[cfg(feature = "dev")]
    return BASE.iter().chain(DEVELOPMENT).copied().collect();
    #[cfg(not(feature = "dev"))]
    BASE.to_vec()
}

pub async fn handle(req: Request, env: Env) -> worker::Result<Response> {
    // a development build answers loopback callers only, so one deployed
    // by mistake serves nothing
    #[cfg(feature = "dev")]
    if !crate::config::loopback_url(req.url()?.as_str()) {
        return crate::error::AppError::Forbidden {
            code: "development_build",
            detail: "a development build serves loopback addresses only".to_owned(),
        }
        .into_response();
    }
    let missing = crate::config::missing(&env);
    if !missing.is_empty() {
        return crate::config::refusal(missing).into_response();
    }
    router()
        .or_else_any_method_async("/*path", not_found::any)
        .run(req, env)
        .await
}
