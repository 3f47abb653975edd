//! `POST /v1/checkout/quote`: the authoritative quote for a plan, its
//! order bumps, a coupon and a buyer, priced by the checkout's service
//! (`services::checkout::price`, which the order and a funnel's step share)
//! and answered with the consents an order of the cart asks; and `GET
//! /v1/checkout/buyer`, who is signed in to fill in the payment page.

use sellwerk_core::Quote;
use sellwerk_core::ids::{PlanId, ProductId};
use serde::Serialize;
use worker::{Request, Response, RouteContext};

use crate::error::AppResult;
use crate::extract::json_body;
use crate::repo;
use crate::services::checkout::{QuoteAsk, price};
use crate::services::product_access::Grants;

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct QuoteBody {
    product_id: ProductId,
    plan_id: PlanId,
    quote: Quote,
    /// The consents and notices an order of this cart asks (core's
    /// `legal::required_consents`), worded in the request's language: what
    /// a page without core shows, and what the order then stores.
    legal: sellwerk_core::legal::WordedRules,
}

pub async fn quote(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let grants = Grants::of(&req, &ctx.env)?;
    let body: QuoteAsk = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let buyer = body.buyer.clone();
    let priced = price(
        &db,
        body,
        &grants,
        Some(&crate::session::client_address(&req)),
    )
    .await?;
    let ids: Vec<ProductId> = std::iter::once(priced.main.product_id)
        .chain(priced.bumps.iter().map(|b| b.product_id))
        .collect();
    let forms = repo::catalog::forms_of(&db, priced.main.seller_id, &ids).await?;
    let language = sellwerk_core::messages::Language::from_tag(crate::session::language(&req));
    let legal = sellwerk_core::legal::required_consents(&forms, buyer.business, &buyer.country)
        .worded(language);
    Ok(Response::from_json(&QuoteBody {
        product_id: priced.main.product_id,
        plan_id: priced.main.plan_id,
        quote: priced.quote,
        legal,
    })?)
}

/// `{buyer}`: who is signed in on the app's site, to fill in the payment
/// page's address and name (issue 30); `buyer` is `null` for everyone
/// else. Decisions: it answers 200 either way, so a guest's payment page
/// shows no failed request; only a current access token counts (it never
/// renews or ends a session); nothing but the address and the names, never
/// cached; and only to the app's own pages: a request a browser says comes
/// from another origin (a shop's site, whose code is the seller's) gets
/// `null` even with the session's cookie.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct SignedInBody {
    buyer: Option<SignedInBuyer>,
}

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct SignedInBuyer {
    email: String,
    first_name: String,
    last_name: String,
}

/// `GET /v1/checkout/buyer`: [`SignedInBody`].
pub async fn signed_in(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let own_page = req
        .headers()
        .get("sec-fetch-site")?
        .is_none_or(|site| site == "same-origin");
    let viewer = if own_page {
        crate::session::viewer(&req, &ctx.env).await?
    } else {
        None
    };
    let buyer = match viewer {
        Some(caller) => repo::accounts::find_user(&repo::db(&ctx.env)?, caller.user_id)
            .await?
            .map(|account| SignedInBuyer {
                email: account.user.email,
                first_name: account.user.first_name,
                last_name: account.user.last_name,
            }),
        None => None,
    };
    let mut response = Response::from_json(&SignedInBody { buyer })?;
    response
        .headers_mut()
        .set("cache-control", "private, no-store")?;
    Ok(response)
}
