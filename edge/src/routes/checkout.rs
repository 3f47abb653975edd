//! `POST /v1/checkout/quote`: the authoritative quote for a plan, its
//! order bumps, a coupon and a buyer. Core computes it; this handler only
//! gathers the stored terms and maps core's problems onto request fields.

use sellwerk_core::Quote;
use sellwerk_core::checkout::{
    BuyerRequest, ItemRequest, ItemRole, PaymentMethod, QuoteError, QuoteRequest,
};
use sellwerk_core::problem::Problem;
use serde::{Deserialize, Serialize};
use worker::js_sys;
use worker::{Request, Response, RouteContext};

use crate::error::{AppError, AppResult};
use crate::extract::json_body;
use crate::product_access::{self, Grants};
use crate::repo;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BumpChoice {
    pub product_id: i64,
    pub plan_id: i64,
}

/// What a quote is asked for: the body of `POST /v1/checkout/quote`, and
/// the cart part of an order.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuoteAsk {
    pub product_id: i64,
    pub plan_id: i64,
    #[serde(default)]
    pub bumps: Vec<BumpChoice>,
    pub buyer: BuyerRequest,
    #[serde(default)]
    pub coupon_code: Option<String>,
    /// Chosen price for pay-what-you-want plans, as a decimal string.
    #[serde(default)]
    pub amount: Option<String>,
    #[serde(default)]
    pub payment_method: Option<PaymentMethod>,
    /// Preview a purchase at another moment (RFC 3339); default now.
    #[serde(default)]
    pub start: Option<String>,
    /// Time zone the payment dates are counted in; default the seller's
    /// (Europe/Berlin until sellers store one).
    #[serde(default)]
    pub time_zone: Option<String>,
}

/// A priced cart: core's quote and the offers it was made from.
pub struct Priced {
    pub quote: Quote,
    pub main: repo::catalog::Offer,
    pub bumps: Vec<repo::catalog::Offer>,
}

#[derive(Serialize)]
struct QuoteBody {
    product_id: i64,
    plan_id: i64,
    quote: Quote,
}

/// Most bumps one request may add.
const MAX_BUMPS: usize = 10;
const DEFAULT_TIME_ZONE: &str = "Europe/Berlin";

pub async fn quote(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let grants = Grants::of(&req, &ctx.env)?;
    let body: QuoteAsk = json_body(&mut req).await?;
    let db = repo::db(&ctx.env)?;
    let priced = price(&db, body, &grants).await?;
    Ok(Response::from_json(&QuoteBody {
        product_id: priced.main.product_id,
        plan_id: priced.main.plan_id,
        quote: priced.quote,
    })?)
}

fn not_found(product_id: i64, plan_id: i64) -> AppError {
    AppError::NotFound {
        code: "product_not_found",
        detail: format!("no published product {product_id} with plan {plan_id}"),
    }
}

/// Quotes a cart from the stored terms: the main product's plan, its bumps
/// (published products of the same seller), the coupon and the buyer. A
/// password-protected product, main or bump, needs its grant in `grants`.
pub async fn price(db: &worker::D1Database, body: QuoteAsk, grants: &Grants) -> AppResult<Priced> {
    if body.bumps.len() > MAX_BUMPS {
        return Err(AppError::Invalid(vec![Problem::new(
            "bumps",
            "too_many_bumps",
        )]));
    }
    let main = repo::catalog::find_offer(db, body.product_id, body.plan_id)
        .await?
        .ok_or_else(|| not_found(body.product_id, body.plan_id))?;
    let mut items = vec![ItemRequest {
        product_id: main.product_id,
        role: ItemRole::Main,
        supply: main.supply,
        plan: main.plan.clone(),
        amount: body.amount,
    }];
    let mut offers = Vec::with_capacity(body.bumps.len());
    for bump in &body.bumps {
        // Decision until sellers configure bumps (issue 7): any published
        // product of the same seller may be added as a bump.
        let offer = repo::catalog::find_offer(db, bump.product_id, bump.plan_id)
            .await?
            .filter(|o| o.seller_id == main.seller_id)
            .ok_or_else(|| not_found(bump.product_id, bump.plan_id))?;
        items.push(ItemRequest {
            product_id: offer.product_id,
            role: ItemRole::Bump,
            supply: offer.supply,
            plan: offer.plan.clone(),
            amount: None,
        });
        offers.push(offer);
    }
    product_access::require_cart(grants, &main, &offers)?;
    let code = body
        .coupon_code
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty());
    let coupon = match code {
        None => None,
        Some(code) => Some(
            repo::coupons::find_by_code(db, main.seller_id, code)
                .await?
                .ok_or_else(|| {
                    AppError::Invalid(vec![Problem::new("coupon_code", "coupon_not_found")])
                })?,
        ),
    };
    let request = QuoteRequest {
        seller: main.seller.clone(),
        currency: items
            .first()
            .map(|i| i.plan.currency.clone())
            .unwrap_or_default(),
        items,
        coupon,
        buyer: body.buyer,
        payment_method: body.payment_method,
        start: body
            .start
            .unwrap_or_else(|| String::from(js_sys::Date::new_0().to_iso_string())),
        time_zone: body
            .time_zone
            .unwrap_or_else(|| DEFAULT_TIME_ZONE.to_owned()),
    };
    let quote = sellwerk_core::quote(&request).map_err(problems_of_request)?;
    Ok(Priced {
        quote,
        main,
        bumps: offers,
    })
}

/// Maps core's field paths (into the quote request) onto this endpoint's
/// body. Problems in stored data (a seller's or a plan's terms) are ours,
/// not the buyer's: they become a 500 with the cause logged.
fn problems_of_request(e: QuoteError) -> AppError {
    let mut out = Vec::new();
    for p in e.0 {
        let mut parts = p.field.splitn(3, '.');
        let field = match (parts.next(), parts.next(), parts.next()) {
            (Some("items"), Some("0"), Some("amount")) => "amount".to_owned(),
            (Some("items"), Some(i), Some("plan.currency")) => {
                let i: usize = i.parse().unwrap_or(1);
                format!("bumps.{}.plan_id", i.saturating_sub(1))
            }
            (Some("coupon"), ..) => "coupon_code".to_owned(),
            (Some("items"), None, _) => "bumps".to_owned(),
            (Some("buyer" | "payment_method" | "start" | "time_zone" | "items"), ..) => p.field,
            _ => {
                return AppError::Internal(format!(
                    "stored terms fail core's rules: {}: {}",
                    p.field, p.code
                ));
            }
        };
        if field.starts_with("items.") {
            return AppError::Internal(format!(
                "stored plan fails core's rules: {field}: {}",
                p.code
            ));
        }
        out.push(Problem::new(field, p.code));
    }
    AppError::Invalid(out)
}
