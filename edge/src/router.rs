//! Every route of the API, in one place: one table makes both the router
//! and the list the isolation test walks (`GET /v1/dev/routes`, [`all`]),
//! so a route added here is tested without anyone remembering to. The
//! table's `development:` part exists only in development builds (the Cargo
//! feature `dev`): a production build has no such routes at all.

use worker::{Env, Request, Response, Router};

use crate::error::AppError;
use crate::idempotency::{self, Idempotency};
use crate::routes::{
    account, cabinet, cabinet_courses, cabinet_orders, certificates, checkout, coupons, courses,
    covers, downloads, emails, exports, funnels, health, legal, media, notifications, orders,
    pages, payer, products, session, settings, setup, shop, storefront, tickets, time_zones,
    tracking, uploads, webhooks,
};
#[cfg(feature = "dev")]
use crate::routes::{dev, sandbox};
pub use crate::routing::{Access, RouteInfo};
use crate::session::Principal;
use crate::trace;
use sellwerk_core::sites::{Site, Sites};

/// The idempotency of a route from its table entry: nothing, `stored` or
/// `order`.
macro_rules! idempotency {
    () => {
        Idempotency::None
    };
    (stored) => {
        Idempotency::Stored
    };
    (order) => {
        Idempotency::Order
    };
}

/// Calls a route's handler: with the principal its access names (resolved
/// here, refused here), through the route's idempotency.
macro_rules! dispatch {
    (Public, $handler:path, $req:ident, $ctx:ident, $idem:expr) => {{
        crate::trace::mark_routed();
        idempotency::serve($req, $ctx, $idem, idempotency::PUBLIC.to_owned(), $handler).await
    }};
    (Dev, $handler:path, $req:ident, $ctx:ident, $idem:expr) => {{
        crate::trace::mark_routed();
        crate::error::IntoAnswer::into_answer($handler($req, $ctx).await)
    }};
    ($access:ident, $handler:path, $req:ident, $ctx:ident, $idem:expr) => {{
        crate::trace::mark_routed();
        match <crate::session::$access as Principal>::resolve(&$req, &$ctx.env).await {
            Ok(principal) => {
                let scope = principal.scope();
                // a seller's write may change what their shop's cached pages
                // show: its version pointer goes at once (`page_cache`)
                let writer = principal
                    .seller()
                    .filter(|_| $req.method() != worker::Method::Get);
                let env = $ctx.env.clone();
                let answer = idempotency::serve($req, $ctx, $idem, scope, move |req, ctx| {
                    $handler(req, ctx, principal)
                })
                .await;
                if let Some(seller) = writer
                    && answer
                        .as_ref()
                        .is_ok_and(|r| (200..300).contains(&r.status_code()))
                {
                    let _shop = crate::services::page_cache::forget_seller(&env, seller).await;
                    // the app's worker tells the buyer's, which serves the
                    // shop's pages, through its answer (`to_app`)
                    #[cfg(not(feature = "buyer"))]
                    if let Some(shop) = _shop {
                        return answer.and_then(|r| with_header(r, SHOP_CHANGED, &shop));
                    }
                }
                answer
            }
            Err(refused) => refused.into_response(),
        }
    }};
}

macro_rules! routes {
    (
        buyer: { $($method:ident $verb:literal $path:literal => $handler:path, $access:ident $(, $idem:ident)?;)* }
        app: { $($amethod:ident $averb:literal $apath:literal => $ahandler:path, $aaccess:ident $(, $aidem:ident)?;)* }
        development_buyer: { $($bmethod:ident $bverb:literal $bpath:literal => $bhandler:path, $baccess:ident;)* }
        development_app: { $($dmethod:ident $dverb:literal $dpath:literal => $dhandler:path, $daccess:ident;)* }
    ) => {
        /// Every route of a production build, in the order the router tries
        /// them (the buyer's worker's, then the app's). As data, for the API
        /// document (native builds) and `all`.
        #[cfg_attr(all(target_arch = "wasm32", not(feature = "dev")), allow(dead_code))]
        const BASE: &[RouteInfo] = &[
            $(RouteInfo {
                method: $verb,
                path: $path,
                access: Access::$access,
                idempotency: idempotency!($($idem)?),
            },)*
            $(RouteInfo {
                method: $averb,
                path: $apath,
                access: Access::$aaccess,
                idempotency: idempotency!($($aidem)?),
            },)*
        ];

        /// The routes only a development build has (`Access::Dev` helpers
        /// and the sandbox provider's pages and webhook).
        #[cfg(feature = "dev")]
        const DEVELOPMENT: &[RouteInfo] = &[
            $(RouteInfo {
                method: $bverb,
                path: $bpath,
                access: Access::$baccess,
                idempotency: Idempotency::None,
            },)*
            $(RouteInfo {
                method: $dverb,
                path: $dpath,
                access: Access::$daccess,
                idempotency: Idempotency::None,
            },)*
        ];

        /// The path patterns the buyer's worker serves itself (`roles`).
        #[cfg_attr(all(feature = "buyer", feature = "app"), allow(dead_code))]
        const BUYER_PATHS: &[&str] = &[$($path,)*];
        /// The development build's part of them.
        #[cfg(feature = "dev")]
        #[cfg_attr(all(feature = "buyer", feature = "app"), allow(dead_code))]
        const BUYER_DEV_PATHS: &[&str] = &[$($bpath,)*];

        fn router() -> Router<'static, ()> {
            let router = Router::new();
            #[cfg(feature = "buyer")]
            let router = router$(.$method($path, |req, ctx| async move {
                dispatch!($access, $handler, req, ctx, idempotency!($($idem)?))
            }))*;
            #[cfg(feature = "app")]
            let router = router$(.$amethod($apath, |req, ctx| async move {
                dispatch!($aaccess, $ahandler, req, ctx, idempotency!($($aidem)?))
            }))*;
            #[cfg(all(feature = "dev", feature = "buyer"))]
            let router = router$(.$bmethod($bpath, |req, ctx| async move {
                dispatch!($baccess, $bhandler, req, ctx, Idempotency::None)
            }))*;
            #[cfg(all(feature = "dev", feature = "app"))]
            let router = router$(.$dmethod($dpath, |req, ctx| async move {
                dispatch!($daccess, $dhandler, req, ctx, Idempotency::None)
            }))*;
            router
        }
    };
}

// Each line: the router's method, the verb and path, the handler, the
// access (the principal the handler takes), and for a POST that creates
// something or moves money its idempotency: `stored` (the router keeps the
// answer per `Idempotency-Key`, `crate::idempotency`) or `order` (order
// creation's own key). `tests/idempotency.test.ts` lists the marked routes.
//
// The sections are the workers (ARCHITECTURE.md, "Workers per role"): the
// buyer's worker (Cargo feature `buyer`) routes the buyer's part, the shops'
// public API, the checkout and the providers' webhooks, and sends every
// other API request to the app's worker (feature `app`) through its service
// binding (`handle`); a build with both features (the development worker,
// the tests) routes all of them itself.
routes! {
  buyer: {
    get_async "GET" "/v1/health" => health::get, Public;
    get_async "GET" "/v1/common/time_zones/:name" => time_zones::get, Public;
    get_async "GET" "/v1/shop/language/:lang" => shop::language, Public;
    get_async "GET" "/v1/shop/:username" => shop::get_shop, Public;
    get_async "GET" "/v1/shop/:username/products" => shop::list_products, Public;
    get_async "GET" "/v1/shop/:username/products/:id" => shop::get_product, Public;
    get_async "GET" "/v1/shop/:username/products/:id/cover/:variant" => covers::public, Public;
    get_async "GET" "/v1/media/:seller/:token" => media::public, Public;
    get_async "GET" "/v1/shop/:username/coupons/:code" => shop::get_coupon, Public;
    get_async "GET" "/v1/shop/:username/tracking" => tracking::public, Public;
    get_async "GET" "/v1/common/cookies_consent_categories" => tracking::consent_categories, Public;
    post_async "POST" "/v1/checkout/quote" => checkout::quote, Public;
    get_async "GET" "/v1/checkout/buyer" => checkout::signed_in, Public;
    post_async "POST" "/v1/checkout/orders" => orders::create, Public, order;
    get_async "GET" "/v1/checkout/orders/:token" => orders::get, Public;
    get_async "GET" "/v1/checkout/orders/:token/thank_you_page" => storefront::thank_you_parts, Public;
    post_async "POST" "/v1/checkout/orders/:token/check" => orders::check, Public;
    post_async "POST" "/v1/webhooks/stripe/:username" => webhooks::stripe, Public;
    post_async "POST" "/v1/webhooks/paypal/:username" => webhooks::paypal, Public;
    post_async "POST" "/v1/webhooks/stripe_connect" => webhooks::stripe_connect, Public;
    get_async "GET" "/v1/paypal/return/:token" => orders::paypal_return, Public;
  }
  app: {
    get_async "GET" "/v1/openapi.json" => openapi_document, Public;
    post_async "POST" "/v1/shop/:username/products/:id/access" => shop::access, Public;
    get_async "GET" "/v1/shop/:username/documents/:kind" => legal::public, Public;
    post_async "POST" "/v1/shop/:username/contact" => tracking::contact, Public;
    post_async "POST" "/v1/checkout/orders/:token/cancel" => orders::cancel, Public;
    post_async "POST" "/v1/checkout/orders/:token/sign_in" => session::order_sign_in, Public;
    post_async "POST" "/v1/checkout/orders/:token/rates/:index/pay" => orders::pay_rate, Public, stored;
    get_async "GET" "/v1/checkout/funnels/:token" => funnels::offer, Public;
    post_async "POST" "/v1/checkout/funnels/:token/steps/:node/accept" => funnels::accept, Public;
    post_async "POST" "/v1/checkout/funnels/:token/steps/:node/decline" => funnels::decline, Public;
    get_async "GET" "/v1/payer/orders" => payer::orders, User;
    get_async "GET" "/v1/payer/sellers" => courses::sellers, User;
    get_async "GET" "/v1/payer/s/:username" => courses::shop, User;
    get_async "GET" "/v1/payer/s/:username/courses/:product_id" => courses::course, User;
    get_async "GET" "/v1/payer/s/:username/courses/:product_id/lessons/:lesson_id" => courses::lesson, User;
    post_async "POST" "/v1/payer/s/:username/courses/:product_id/lessons/:lesson_id/finish" => courses::finish, User;
    post_async "POST" "/v1/payer/s/:username/courses/:product_id/lessons/:lesson_id/quiz" => courses::quiz, User, stored;
    get_async "GET" "/v1/payer/s/:username/courses/:product_id/certificate" => courses::certificate, User;
    get_async "GET" "/v1/payer/s/:username/memberships/:product_id" => courses::membership, User;
    get_async "GET" "/v1/course_files/:user_id/:product_id/:file_id" => courses::file, Public;
    get_async "GET" "/v1/downloads/:token/:file_id" => downloads::get, Public;
    get_async "GET" "/v1/certificates/:token/:product_id" => certificates::get, Public;
    get_async "GET" "/v1/certificate_checks/:code" => certificates::check, Public;
    get_async "GET" "/v1/exports/:id/download" => exports::link_download, Public;
    get_async "GET" "/v1/email_logs/:token" => emails::view, Public;
    get_async "GET" "/v1/emails/unsubscribe/:token" => emails::get_subscription, Public;
    put_async "PUT" "/v1/emails/unsubscribe/:token" => emails::put_subscription, Public;
    post_async "POST" "/v1/emails/unsubscribe/:token" => emails::unsubscribe_all, Public;
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
    post_async "POST" "/v1/app/session/order_link" => session::order_link_sign_in, Public;
    post_async "POST" "/v1/app/session/profile" => session::switch_profile, User;
    post_async "POST" "/v1/app/session/admin" => session::start_admin, User;
    get_async "GET" "/v1/admin/me" => session::admin_me, Admin;
    get_async "GET" "/v1/cabinet/home" => cabinet::home, Seller;
    get_async "GET" "/v1/cabinet/products" => products::list, Seller;
    post_async "POST" "/v1/cabinet/products" => products::create, Seller, stored;
    get_async "GET" "/v1/cabinet/products/:id" => products::get, Seller;
    patch_async "PATCH" "/v1/cabinet/products/:id" => products::update, Seller;
    post_async "POST" "/v1/cabinet/products/:id/pricing_plans" => products::add_plan, Seller, stored;
    put_async "PUT" "/v1/cabinet/products/:id/pricing_plans/:plan_id" => products::update_plan, Seller;
    delete_async "DELETE" "/v1/cabinet/products/:id/pricing_plans/:plan_id" => products::delete_plan, Seller;
    get_async "GET" "/v1/cabinet/products/:id/files" => products::list_files, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/files" => products::upload, Seller;
    get_async "GET" "/v1/cabinet/products/:id/files/:file_id/content" => products::file_content, Seller;
    delete_async "DELETE" "/v1/cabinet/products/:id/files/:file_id" => products::delete_file, Seller;
    post_async "POST" "/v1/cabinet/products/:id/uploads" => uploads::start, Seller;
    get_async "GET" "/v1/cabinet/products/:id/uploads/:upload" => uploads::get, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/uploads/:upload/parts/:number" => uploads::part, Seller;
    post_async "POST" "/v1/cabinet/products/:id/uploads/:upload/complete" => uploads::complete, Seller;
    delete_async "DELETE" "/v1/cabinet/products/:id/uploads/:upload" => uploads::abort, Seller;
    get_async "GET" "/v1/cabinet/products/:id/license_keys" => products::key_counts, Seller;
    post_async "POST" "/v1/cabinet/products/:id/license_keys" => products::add_keys, Seller, stored;
    get_async "GET" "/v1/cabinet/products/:id/content" => products::get_content, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/content" => products::set_content, Seller;
    get_async "GET" "/v1/cabinet/products/:id/items" => products::items, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/items" => products::set_items, Seller;
    get_async "GET" "/v1/cabinet/products/:id/setup" => setup::get, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/setup" => setup::put, Seller;
    get_async "GET" "/v1/cabinet/products/:id/tickets" => tickets::list, Seller;
    post_async "POST" "/v1/cabinet/products/:id/tickets" => tickets::create, Seller, stored;
    put_async "PUT" "/v1/cabinet/products/:id/tickets/:ticket_id" => tickets::update, Seller;
    delete_async "DELETE" "/v1/cabinet/products/:id/tickets/:ticket_id" => tickets::delete, Seller;
    get_async "GET" "/v1/cabinet/products/:id/cover/:variant" => covers::get, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/cover/:variant" => covers::put, Seller;
    delete_async "DELETE" "/v1/cabinet/products/:id/cover" => covers::delete, Seller;
    put_async "PUT" "/v1/cabinet/products/:id/funnel" => funnels::attach, Seller;
    post_async "POST" "/v1/cabinet/products/:id/:action" => products::action, Seller, stored;
    get_async "GET" "/v1/cabinet/orders" => cabinet_orders::list, Seller;
    get_async "GET" "/v1/cabinet/orders/export" => cabinet_orders::export, Seller;
    get_async "GET" "/v1/cabinet/orders/:id" => cabinet_orders::get, Seller;
    post_async "POST" "/v1/cabinet/orders/:id/refund" => cabinet_orders::refund, Seller, stored;
    get_async "GET" "/v1/cabinet/order_rates" => cabinet_orders::rates, Seller;
    get_async "GET" "/v1/cabinet/payment_tickets" => cabinet_orders::tickets, Seller;
    get_async "GET" "/v1/cabinet/payment_tickets/overview" => cabinet_orders::ticket_overview, Seller;
    get_async "GET" "/v1/cabinet/payment_tickets/export" => cabinet_orders::ticket_export, Seller;
    get_async "GET" "/v1/cabinet/payment_tickets/:code/qr.svg" => cabinet_orders::ticket_qr, Seller;
    post_async "POST" "/v1/cabinet/payment_tickets/:code/use" => cabinet_orders::use_ticket, Seller, stored;
    get_async "GET" "/v1/cabinet/courses/overview" => cabinet_courses::overview, Seller;
    get_async "GET" "/v1/cabinet/courses/sessions" => cabinet_courses::sessions, Seller;
    get_async "GET" "/v1/cabinet/courses/lesson_statuses" => cabinet_courses::lesson_statuses, Seller;
    get_async "GET" "/v1/cabinet/courses/quiz_attempts" => cabinet_courses::quiz_attempts, Seller;
    post_async "POST" "/v1/cabinet/products/:id/course_publish/:event" => cabinet_courses::publish, Seller;
    get_async "GET" "/v1/cabinet/exports" => exports::list, Seller;
    post_async "POST" "/v1/cabinet/exports" => exports::create, Seller, stored;
    get_async "GET" "/v1/cabinet/exports/:id" => exports::get, Seller;
    get_async "GET" "/v1/cabinet/exports/:id/download" => exports::download, Seller;
    get_async "GET" "/v1/cabinet/coupons" => coupons::list, Seller;
    post_async "POST" "/v1/cabinet/coupons" => coupons::create, Seller, stored;
    put_async "PUT" "/v1/cabinet/coupons/:id" => coupons::update, Seller;
    post_async "POST" "/v1/cabinet/coupons/:id/deactivate" => coupons::deactivate, Seller;
    get_async "GET" "/v1/cabinet/settings/payment_providers" => settings::get_providers, Seller;
    put_async "PUT" "/v1/cabinet/settings/payment_providers/:provider" => settings::put_provider, Seller;
    delete_async "DELETE" "/v1/cabinet/settings/payment_providers/:provider" => settings::delete_provider, Seller;
    post_async "POST" "/v1/cabinet/settings/payment_providers/stripe/connect" => settings::connect_start, Seller;
    post_async "POST" "/v1/cabinet/settings/payment_providers/stripe/connect/complete" => settings::connect_complete, Seller;
    get_async "GET" "/v1/cabinet/settings/payment_settings" => settings::get_methods, Seller;
    put_async "PUT" "/v1/cabinet/settings/payment_settings" => settings::put_methods, Seller;
    get_async "GET" "/v1/cabinet/notifications" => notifications::list, Seller;
    get_async "GET" "/v1/cabinet/notifications/unread" => notifications::unread, Seller;
    post_async "POST" "/v1/cabinet/notifications/read_all" => notifications::mark_all_read, Seller;
    post_async "POST" "/v1/cabinet/notifications/:id/read" => notifications::mark_read, Seller;
    get_async "GET" "/v1/cabinet/settings/notifications" => notifications::get_settings, Seller;
    put_async "PUT" "/v1/cabinet/settings/notifications" => notifications::put_settings, Seller;
    get_async "GET" "/v1/cabinet/seller_profile" => cabinet::get_seller_profile, Seller;
    put_async "PUT" "/v1/cabinet/seller_profile" => cabinet::put_seller_profile, Seller;
    get_async "GET" "/v1/cabinet/legal" => legal::overview, Seller;
    get_async "GET" "/v1/cabinet/legal/cancellation_terms" => legal::list_cancellation_terms, Seller;
    post_async "POST" "/v1/cabinet/legal/cancellation_terms" => legal::create_cancellation_terms, Seller, stored;
    put_async "PUT" "/v1/cabinet/legal/cancellation_terms/:id" => legal::update_cancellation_terms, Seller;
    get_async "GET" "/v1/cabinet/legal/:kind/template" => legal::template, Seller;
    get_async "GET" "/v1/cabinet/legal/:kind" => legal::get, Seller;
    put_async "PUT" "/v1/cabinet/legal/:kind" => legal::put, Seller;
    get_async "GET" "/v1/cabinet/tracking_codes" => tracking::list, Seller;
    post_async "POST" "/v1/cabinet/tracking_codes" => tracking::create, Seller, stored;
    get_async "GET" "/v1/cabinet/tracking_codes/:id" => tracking::get, Seller;
    put_async "PUT" "/v1/cabinet/tracking_codes/:id" => tracking::update, Seller;
    delete_async "DELETE" "/v1/cabinet/tracking_codes/:id" => tracking::delete, Seller;
    get_async "GET" "/v1/cabinet/pages" => pages::list, Seller;
    post_async "POST" "/v1/cabinet/pages" => pages::create, Seller, stored;
    get_async "GET" "/v1/cabinet/pages/:id" => pages::get, Seller;
    put_async "PUT" "/v1/cabinet/pages/:id" => pages::update, Seller;
    delete_async "DELETE" "/v1/cabinet/pages/:id" => pages::delete, Seller;
    get_async "GET" "/v1/cabinet/page_templates" => pages::templates, Seller;
    post_async "POST" "/v1/cabinet/pages/:id/publish" => pages::publish, Seller;
    post_async "POST" "/v1/cabinet/pages/:id/unpublish" => pages::unpublish, Seller;
    get_async "GET" "/v1/cabinet/pages/:id/render_input" => pages::render_input, Seller;
    get_async "GET" "/v1/cabinet/theme" => pages::get_theme, Seller;
    put_async "PUT" "/v1/cabinet/theme" => pages::put_theme, Seller;
    get_async "GET" "/v1/cabinet/media" => media::list, Seller;
    post_async "POST" "/v1/cabinet/media" => media::upload, Seller;
    delete_async "DELETE" "/v1/cabinet/media/:id" => media::delete, Seller;
    get_async "GET" "/v1/cabinet/categories" => pages::list_categories, Seller;
    post_async "POST" "/v1/cabinet/categories" => pages::create_category, Seller, stored;
    put_async "PUT" "/v1/cabinet/categories/:id" => pages::update_category, Seller;
    delete_async "DELETE" "/v1/cabinet/categories/:id" => pages::delete_category, Seller;
    get_async "GET" "/v1/cabinet/funnels" => funnels::list, Seller;
    post_async "POST" "/v1/cabinet/funnels" => funnels::create, Seller, stored;
    get_async "GET" "/v1/cabinet/funnels/:id" => funnels::get, Seller;
    put_async "PUT" "/v1/cabinet/funnels/:id" => funnels::update, Seller;
    delete_async "DELETE" "/v1/cabinet/funnels/:id" => funnels::delete, Seller;
    get_async "GET" "/v1/cabinet/funnels/:id/stats" => funnels::stats, Seller;
    post_async "POST" "/v1/cabinet/funnels/:id/:event" => funnels::toggle, Seller;
  }
  development_buyer: {
    get_async "GET" "/v1/sandbox/pay/:id" => sandbox::show, Public;
    post_async "POST" "/v1/sandbox/pay/:id" => sandbox::submit, Public;
    post_async "POST" "/v1/sandbox/pay/:id/challenge" => sandbox::answer_challenge, Public;
    post_async "POST" "/v1/webhooks/sandbox/:username" => webhooks::sandbox, Public;
  }
  development_app: {
    get_async "GET" "/v1/dev/mails" => dev::mails, Dev;
    get_async "GET" "/v1/dev/routes" => route_table, Dev;
    post_async "POST" "/v1/dev/clock" => dev::set_clock, Dev;
    post_async "POST" "/v1/dev/tick" => dev::tick, Dev;
    post_async "POST" "/v1/dev/faults" => dev::faults, Dev;
    post_async "POST" "/v1/dev/providers" => dev::providers, Dev;
    post_async "POST" "/v1/dev/sandbox/:id/settle" => dev::settle, Dev;
    post_async "POST" "/v1/dev/exports/:id/chunk" => dev::export_chunk, Dev;
    post_async "POST" "/v1/dev/redeliver" => dev::redeliver, Dev;
    post_async "POST" "/v1/dev/notify" => dev::notify, Dev;
    post_async "POST" "/v1/dev/session/expire_access" => dev::expire_access, Dev;
  }
}

/// Every route this build serves, in the order the router tries them
/// (`GET /v1/dev/routes` hands it to the isolation test, and the API
/// document, `crate::api_doc`, is made by walking it natively: a production
/// worker has no use for it).
#[cfg_attr(all(target_arch = "wasm32", not(feature = "dev")), allow(dead_code))]
pub fn all() -> Vec<RouteInfo> {
    #[cfg(feature = "dev")]
    return BASE.iter().chain(DEVELOPMENT).copied().collect();
    #[cfg(not(feature = "dev"))]
    BASE.to_vec()
}

/// The production build's routes (the table without its development
/// part) in a build of either kind: the API document of a production
/// build is made natively from a development one (`api_doc::Build`).
#[cfg(not(target_arch = "wasm32"))]
pub fn production_routes() -> Vec<RouteInfo> {
    BASE.to_vec()
}

/// This build's API document (`OpenAPI` 3.1) as it is served: made at build
/// time, natively, from this table and the handlers' types by
/// `crate::api_doc` (`scripts/api-doc.sh` writes `edge/openapi/`, which
/// every build of the worker runs first; the edge's host tests fail when
/// one is not what the code gives now). The worker carries the text only,
/// none of the code that makes it.
#[cfg(all(target_arch = "wasm32", feature = "dev"))]
const API_DOCUMENT: &str = include_str!("../openapi/development.json");
#[cfg(all(target_arch = "wasm32", not(feature = "dev")))]
const API_DOCUMENT: &str = include_str!("../openapi/production.json");
/// Native builds (the host tests, which make the documents) include none:
/// writing one must not make their build stale.
#[cfg(not(target_arch = "wasm32"))]
const API_DOCUMENT: &str = "";

/// `GET /v1/openapi.json`: the API document of this build
/// ([`API_DOCUMENT`]). Public in every build; a client may keep it for an
/// hour. Answered here, by the table's owner, like `GET /v1/dev/routes`.
async fn openapi_document(
    _req: Request,
    _ctx: worker::RouteContext<()>,
) -> crate::error::AppResult<Response> {
    let mut response = Response::ok(API_DOCUMENT)?;
    let headers = response.headers_mut();
    headers.set("content-type", "application/json")?;
    headers.set("cache-control", "public, max-age=3600")?;
    Ok(response)
}

/// `GET /v1/dev/routes`: the route table, so the isolation test walks
/// every route without anyone keeping a second list. Answered here, by the
/// table's owner: a handler in `routes/` would import the router back.
#[cfg(feature = "dev")]
async fn route_table(
    _req: Request,
    ctx: worker::RouteContext<()>,
) -> crate::error::AppResult<Response> {
    crate::config::Config::from_env(&ctx.env)?;
    Ok(Response::from_json(&crate::routing::RouteTable {
        routes: all(),
    })?)
}

/// Answers `req`: every answer, the refusals before the table included,
/// carries the request's `Request-Id` (`trace`), and every answer that is
/// not a handler's own is the spec's error answer (a path without a route,
/// 404 `route_not_found`; a method the path does not take, 405
/// `method_not_allowed`; a failure of the platform, 500 `server_error`).
pub async fn handle(req: Request, env: Env, ctx: &worker::Context) -> worker::Result<Response> {
    #[cfg(not(feature = "app"))]
    if !buyer_serves(&req.path()) {
        return to_app(req, &env).await;
    }
    let ray = req.headers().get("cf-ray").ok().flatten();
    let context = trace::context(ray.as_deref(), "req");
    let id = context.id().to_owned();
    #[cfg(feature = "dev")]
    let counted = std::rc::Rc::clone(&context);
    let path = req.path();
    let (response, site) = trace::scoped(context, answer(req, env.clone(), ctx)).await?;
    let response = match (crate::config::sites(&env), site) {
        (Ok(sites), Some(site)) => crate::sites::secure(response, sites, &site, &path)
            .await
            .or_else(AppError::into_response)?,
        _ => response,
    };
    #[cfg(feature = "dev")]
    let response = with_header(
        response,
        STATEMENTS_HEADER,
        &counted.statements().to_string(),
    )?;
    with_request_id(response, &id)
}

/// Whether the buyer's worker answers `path` itself: every path outside
/// the API (the shops' pages, the app's documents and built files, the
/// tracking frame) and the API paths of the table's buyer section. The
/// patterns are the table's own, so a route moved between the sections
/// moves its requests with it.
#[cfg_attr(all(feature = "buyer", feature = "app"), allow(dead_code))]
fn buyer_serves(path: &str) -> bool {
    if !path.starts_with("/v1/") {
        return true;
    }
    #[cfg(feature = "dev")]
    if BUYER_DEV_PATHS
        .iter()
        .any(|p| crate::routing::pattern_matches(p, path))
    {
        return true;
    }
    BUYER_PATHS
        .iter()
        .any(|p| crate::routing::pattern_matches(p, path))
}

/// Hands `req` to the app's worker (the service binding `APP`) unchanged,
/// and its answer back unchanged: the app's worker gives it its site's
/// checks, security headers and `Request-Id` (from the same `cf-ray`).
#[cfg(not(feature = "app"))]
async fn to_app(req: Request, env: &Env) -> worker::Result<Response> {
    let answer = match env.service("APP") {
        Ok(app) => app.fetch_request(req).await,
        Err(e) => Err(e),
    };
    let answer = match answer {
        Ok(answer) => answer,
        Err(e) => {
            trace::log_error!("the app's worker did not answer: {e:?}");
            return AppError::BadGateway {
                code: "app_unavailable",
                detail: "the app's worker did not answer".to_owned(),
            }
            .into_response();
        }
    };
    match answer.headers().get(SHOP_CHANGED).ok().flatten() {
        Some(shop) => {
            crate::services::page_cache::forget(&shop);
            without_header(answer, SHOP_CHANGED)
        }
        None => Ok(answer),
    }
}

/// The header of an app's worker's answer to a seller's write that changed
/// what their shop's pages show: the shop's username. The buyer's worker
/// drops that shop's page pointer (`page_cache`), so the seller sees the
/// change on their next request, as in one worker, and takes the header
/// off: it never leaves the edge.
#[cfg(not(all(feature = "buyer", feature = "app")))]
const SHOP_CHANGED: &str = "Sellwerk-Shop-Changed";

/// `response` without the header `name`.
#[cfg(not(feature = "app"))]
fn without_header(response: Response, name: &str) -> worker::Result<Response> {
    let headers = worker::Headers::new();
    for (key, value) in response.headers().entries() {
        if !key.eq_ignore_ascii_case(name) {
            headers.append(&key, &value)?;
        }
    }
    Ok(response.with_headers(headers))
}

/// The answer's header naming how many D1 statements the request prepared
/// (development builds only; `scripts/check-deploy.sh` refuses a
/// production bundle that holds the name).
#[cfg(feature = "dev")]
const STATEMENTS_HEADER: &str = "Sellwerk-D1-Statements";

/// The answer to `req`, and the site it came to (`None` when it is none of
/// the deployment's, or the worker refuses to serve).
///
/// Each site serves its own part (`crate::sites`, ARCHITECTURE "Security
/// model"): the app everything but a shop's public pages (sent to the
/// shop's site) and the uploaded files (sent to the files site); a shop
/// site its public pages, its tracking frame and the public API they call
/// (anything else of the app is sent to the app); the files site the
/// files' signed links. No site takes a write from another site.
async fn answer(
    req: Request,
    env: Env,
    ctx: &worker::Context,
) -> worker::Result<(Response, Option<Site>)> {
    // a development build answers loopback callers only, so one deployed
    // by mistake serves nothing
    #[cfg(feature = "dev")]
    if !crate::config::loopback_url(req.url()?.as_str()) {
        return Ok((
            AppError::Forbidden {
                code: "development_build",
                detail: "a development build serves loopback addresses only".to_owned(),
            }
            .into_response()?,
            None,
        ));
    }
    let missing = crate::config::missing(&env);
    if !missing.is_empty() {
        return Ok((crate::config::refusal(missing).into_response()?, None));
    }
    let sites = match crate::config::sites(&env) {
        Ok(sites) => sites,
        Err(problems) => return Ok((crate::config::refusal(problems).into_response()?, None)),
    };
    let site = match crate::sites::site_of(&req, sites) {
        Ok(Some(site)) => site,
        Ok(None) => {
            let refusal = AppError::NotFound {
                code: "site_not_found",
                detail: "this host is none of Sellwerk's sites".to_owned(),
            };
            return Ok((refusal.into_response()?, None));
        }
        Err(e) => return Ok((e.into_response()?, None)),
    };
    let answered = on_site(req, env, ctx, sites, &site)
        .await
        .or_else(AppError::into_response)?;
    Ok((answered, Some(site)))
}

/// [`answer`] once the site is known.
async fn on_site(
    req: Request,
    env: Env,
    ctx: &worker::Context,
    sites: &Sites,
    site: &Site,
) -> crate::error::AppResult<Response> {
    let own = sites.origin(site).unwrap_or_default();
    crate::sites::refuse_cross_site(&req, &own)?;
    let (method, path) = (req.method(), req.path());
    let reading = matches!(method, worker::Method::Get | worker::Method::Head);
    let elsewhere = |origin: String, req: &Request| -> crate::error::AppResult<Response> {
        let url = req.url()?;
        let query = url.query().map(|q| format!("?{q}")).unwrap_or_default();
        crate::sites::redirect(&format!("{origin}{}{query}", url.path()), 302)
    };
    match site {
        Site::Files => {
            if !crate::sites::files_site_serves(&path) {
                return Err(crate::sites::not_here("files"));
            }
        }
        Site::Shop(username) => {
            trace::mark_routed();
            if path == "/" {
                return crate::sites::redirect(&format!("/s/{username}"), 301);
            }
            if path == crate::routes::tracking::TRACKING_FRAME_PATH {
                return storefront::tracking_frame(&env, username).await;
            }
            if storefront::serves(&path) {
                return storefront::serve_on_shop(req, env, ctx, sites, username).await;
            }
            if !path.starts_with("/v1/") {
                // the app's pages (sign-in, the payer area) are the app's
                return elsewhere(sites.app_origin(), &req);
            }
            if !crate::sites::shop_site_serves(&path) {
                return Err(crate::sites::not_here("shop"));
            }
        }
        Site::App => {
            if reading && crate::sites::moved_to_files(&path) {
                trace::mark_routed();
                return elsewhere(sites.files_origin(), &req);
            }
            if storefront::serves(&path) {
                // the shop's public pages move to its site; the app's
                // pages under /s/ (payment, thank-you) are served here
                trace::mark_routed();
                return storefront::serve_on_app(req, env, ctx, sites).await;
            }
            if !path.starts_with("/v1/") {
                trace::mark_routed();
                return Ok(env.assets("ASSETS")?.fetch_request(req).await?);
            }
        }
    }
    let answered = router().run(req, env).await;
    if !trace::routed() {
        // the router's own answer: no route for this path, or not for
        // this method
        return Err(if answered.as_ref().is_ok_and(|r| r.status_code() == 405) {
            AppError::MethodNotAllowed {
                detail: format!("{path} does not take {method}"),
            }
        } else {
            AppError::NotFound {
                code: "route_not_found",
                detail: format!("no route {method} {path}"),
            }
        });
    }
    Ok(answered?)
}

/// `response` with the `Request-Id` header.
fn with_request_id(response: Response, id: &str) -> worker::Result<Response> {
    with_header(response, "Request-Id", id)
}

/// `response` with the header `name` set to `value`.
fn with_header(mut response: Response, name: &str, value: &str) -> worker::Result<Response> {
    if response.headers_mut().set(name, value).is_ok() {
        return Ok(response);
    }
    // headers of an answer taken from elsewhere may be immutable: a copy
    let headers = worker::Headers::new();
    for (name, value) in response.headers().entries() {
        headers.append(&name, &value)?;
    }
    headers.set(name, value)?;
    Ok(response.with_headers(headers))
}

#[cfg(test)]
mod tests {
    use super::{BASE, BUYER_PATHS, buyer_serves};

    /// A request for `pattern` (each `:name` segment given a value).
    fn sample(pattern: &str) -> String {
        pattern
            .split('/')
            .map(|s| if s.starts_with(':') { "x1" } else { s })
            .collect::<Vec<_>>()
            .join("/")
    }

    /// The buyer's worker keeps exactly the buyer section's requests: no
    /// app route is shadowed by a buyer pattern (its requests would get the
    /// buyer router's 404 or 405 instead of the app's answer).
    #[test]
    fn the_sections_split_the_api_cleanly() {
        let buyer: Vec<_> = BASE
            .iter()
            .filter(|r| BUYER_PATHS.contains(&r.path))
            .collect();
        assert!(buyer.len() >= 20, "the buyer section: {}", buyer.len());
        for route in BASE {
            let served = buyer_serves(&sample(route.path));
            assert_eq!(
                served,
                BUYER_PATHS.contains(&route.path),
                "{} {}",
                route.method,
                route.path
            );
        }
        for path in ["/", "/s/anna", "/v/anna/p/1", "/assets/app.js", "/sign_in"] {
            assert!(buyer_serves(path), "{path}");
        }
        for path in [
            "/v1/cabinet/products",
            "/v1/openapi.json",
            "/v1/payer/orders",
            "/v1/nothing",
        ] {
            assert!(!buyer_serves(path), "{path}");
        }
    }
}
