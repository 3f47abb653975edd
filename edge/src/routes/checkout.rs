//! `POST /v1/checkout/quote`: the authoritative quote for a plan.

use sellwerk_core::Quote;
use sellwerk_core::checkout::{BuyerInput, QuoteInput};
use serde::{Deserialize, Serialize};
use worker::{Request, Response, RouteContext};

use super::respond;
use crate::error::{AppError, AppResult};
use crate::extract::json_body;
use crate::repo;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct QuoteRequest {
    product_id: i64,
    plan_id: i64,
    buyer_country: String,
    #[serde(default)]
    coupon_code: Option<String>,
    /// Chosen price for pay-what-you-want plans, as a decimal string.
    #[serde(default)]
    amount: Option<String>,
}

#[derive(Serialize)]
struct QuoteBody {
    product_id: i64,
    plan_id: i64,
    coupon_code: Option<String>,
    quote: Quote,
}

pub async fn quote(mut req: Request, ctx: RouteContext<()>) -> worker::Result<Response> {
    respond(answer(&mut req, &ctx).await)
}

async fn answer(req: &mut Request, ctx: &RouteContext<()>) -> AppResult<Response> {
    let body: QuoteRequest = json_body(req).await?;
    let db = repo::db(&ctx.env)?;
    let offer = repo::catalog::find_offer(&db, body.product_id, body.plan_id)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "product_not_found",
            detail: format!(
                "no published product {} with plan {}",
                body.product_id, body.plan_id
            ),
        })?;
    let code = body
        .coupon_code
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty());
    let discount = match code {
        None => None,
        Some(code) => {
            let coupon = repo::coupons::find_by_code(&db, offer.seller_id, code).await?;
            match coupon {
                Some(c) if c.active => Some(c.discount),
                Some(_) => {
                    return Err(coupon_error(
                        "coupon_inactive",
                        "this coupon is no longer active",
                    ));
                }
                None => {
                    return Err(coupon_error(
                        "coupon_not_found",
                        "no such coupon for this product",
                    ));
                }
            }
        }
    };
    let buyer = BuyerInput {
        buyer_country: body.buyer_country,
        amount: body.amount,
    };
    let quote = sellwerk_core::quote(&QuoteInput {
        offer: &offer.data,
        buyer: &buyer,
        discount,
    })?;
    Ok(Response::from_json(&QuoteBody {
        product_id: body.product_id,
        plan_id: offer.plan_id,
        coupon_code: code.map(str::to_uppercase),
        quote,
    })?)
}

fn coupon_error(code: &'static str, detail: &str) -> AppError {
    AppError::Unprocessable {
        code,
        detail: detail.to_owned(),
        field: Some("coupon_code"),
    }
}
