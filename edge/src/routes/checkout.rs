//! `POST /v1/checkout/quote`: the authoritative quote for a plan, its
//! order bumps, a coupon and a buyer. Core computes it; this handler only
//! gathers the stored terms and maps core's problems onto request fields.
//!
//! Every cart is priced from what the seller set up: a product that is not
//! sellable now (core's not-sellable reasons) is refused, and bumps are
//! only those the main product's upsell step offers (`setup::
//! check_chosen_bumps`), each checked for sale like the main product. The
//! moment is the edge's clock in the seller's zone unless a quote asks to
//! preview another; an order never may (`routes::orders`).

use sellwerk_core::Quote;
use sellwerk_core::checkout::{
    BuyerRequest, ItemRequest, ItemRole, PaymentMethod, QuoteError, QuoteRequest,
};
use sellwerk_core::ids::{CouponId, PlanId, ProductId, SellerId};
use sellwerk_core::problem::Problem;
use sellwerk_core::product::{self, ProductWarning};
use sellwerk_core::setup;
use serde::{Deserialize, Serialize};
use worker::{Request, Response, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::json_body;
use crate::repo;
use crate::services::coupon_limits::{self, Door};
use crate::services::product_access::{self, Grants};

#[derive(Debug, Clone, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BumpChoice {
    pub product_id: ProductId,
    pub plan_id: PlanId,
}

/// What a quote is asked for: the body of `POST /v1/checkout/quote`, and
/// the cart part of an order.
// Decision: the ids are typed, so an id that is not positive (which no
// product or plan has) is refused as a bad body (400 `invalid_input`, whose
// detail names the id's kind) before anything is looked up; the document
// says `minimum: 1`.
#[derive(Debug, Clone, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuoteAsk {
    pub product_id: ProductId,
    pub plan_id: PlanId,
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
    /// Preview a purchase at another moment (RFC 3339); default now on
    /// the edge's clock. A quote only: an order refuses it.
    #[serde(default)]
    pub start: Option<String>,
    /// Time zone the payment dates are counted in; default the seller's
    /// ([`repo::sellers::SELLER_TIME_ZONE`]). A quote only: an order
    /// refuses it.
    #[serde(default)]
    pub time_zone: Option<String>,
}

/// A priced cart: core's quote and the offers it was made from.
pub struct Priced {
    pub quote: Quote,
    pub main: repo::catalog::Offer,
    pub bumps: Vec<repo::catalog::Offer>,
    /// The id of the coupon applied, whose use an order holds.
    pub coupon_id: Option<CouponId>,
}

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

fn not_found(product_id: ProductId, plan_id: PlanId) -> AppError {
    AppError::NotFound {
        code: "product_not_found",
        detail: format!("no published product {product_id} with plan {plan_id}"),
    }
}

/// Why product `product_id` of seller `seller_id` cannot be sold now, as
/// problems on `field`: core's not-sellable reasons (a download without a
/// file `no_digitals`, an event without a ticket on sale, no payment
/// method, ...), checked on every quote and order, not only on publish.
///
/// Decision: the sales limit (`limit_reached`) is left to the order's
/// stock guard, which counts the units held by open checkouts atomically
/// and answers 409 `sold_out`; a quote is not refused for a unit that an
/// unpaid checkout may still give back.
async fn not_sellable(
    db: &worker::D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    field: &str,
) -> AppResult<(repo::products::ProductRecord, Vec<Problem>)> {
    let record = repo::products::find(db, seller_id, product_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("offered product {product_id} vanished")))?;
    let problems = not_sellable_problems(&record, field)?;
    Ok((record, problems))
}

/// Why `record` cannot be sold now, as problems of `field`.
fn not_sellable_problems(
    record: &repo::products::ProductRecord,
    field: &str,
) -> AppResult<Vec<Problem>> {
    Ok(product::not_sellable_reasons(&record.facts()?)
        .into_iter()
        .filter(|w| *w != ProductWarning::LimitReached)
        .map(|w| Problem::new(field, w.code()))
        .collect())
}

/// Why the bumps a buyer chose cannot be bought with the main product:
/// only those its upsell step offers, at their plans (issue 14: any
/// product of the seller used to be accepted), each sellable itself.
async fn bump_problems(
    db: &worker::D1Database,
    main: &repo::catalog::Offer,
    record: &repo::products::ProductRecord,
    bumps: &[BumpChoice],
) -> AppResult<Vec<Problem>> {
    let upsell = record.setup()?.upsell.unwrap_or_default();
    // a statement or two however many bumps: the first plans of those
    // offered without a plan, then the bumps' records
    let unplanned: Vec<ProductId> = bumps
        .iter()
        .map(|b| b.product_id)
        .filter(|id| upsell.bump(id.get()).is_some_and(|b| b.plan_id.is_none()))
        .collect();
    let first_plans = repo::catalog::first_plan_ids(db, main.seller_id, &unplanned).await?;
    // core's rule takes the plain numbers
    let chosen: Vec<(i64, i64)> = bumps
        .iter()
        .map(|b| (b.product_id.get(), b.plan_id.get()))
        .collect();
    let refused = setup::check_chosen_bumps(&upsell, main.product_id.get(), &chosen, |id| {
        let id = ProductId::new(id).ok()?;
        first_plans.get(&id).copied().map(PlanId::get)
    });
    if !refused.is_empty() {
        return Ok(refused);
    }
    let ids: Vec<ProductId> = bumps.iter().map(|b| b.product_id).collect();
    let records = repo::products::find_many(db, main.seller_id, &ids).await?;
    let mut problems = Vec::new();
    for (i, bump) in bumps.iter().enumerate() {
        let field = format!("bumps.{i}.product_id");
        let record = records.get(&bump.product_id).ok_or_else(|| {
            AppError::Internal(format!("offered product {} vanished", bump.product_id))
        })?;
        problems.extend(not_sellable_problems(record, &field)?);
    }
    Ok(problems)
}

/// Quotes a cart from the stored terms: the main product's plan, the bumps
/// its upsell step offers, the coupon and the buyer, at `body.start` in
/// `body.time_zone` when a quote previews another moment, else now on the
/// edge's clock in the seller's zone. A password-protected product, main or
/// bump, needs its grant in `grants`. A cart naming a coupon code from the
/// client address `client` counts against the coupon limits
/// (`services::coupon_limits`: 429 past them); a deactivated code is
/// `coupon_not_found` like an unknown one. `client` is `None` only for the
/// edge's own quotes (a funnel's step), which name no code.
pub async fn price(
    db: &worker::D1Database,
    body: QuoteAsk,
    grants: &Grants,
    client: Option<&str>,
) -> AppResult<Priced> {
    price_at(db, body, grants, client, None).await
}

/// [`price`], with the main plan offered at `offer_price` (a funnel step's
/// discount, issue 30: core's `funnels::offer_plan`). Only the edge's own
/// quotes pass one (never a client: `QuoteAsk` has no such field).
/// Decision: a price no longer below the plan's own (the seller lowered the
/// plan since) is not applied: the plan's own price is quoted.
pub async fn price_at(
    db: &worker::D1Database,
    body: QuoteAsk,
    grants: &Grants,
    client: Option<&str>,
    offer_price: Option<&str>,
) -> AppResult<Priced> {
    // more bumps than any layout shows are refused before any is looked
    // up; the main product's upsell step then allows only its offered ones
    // (`setup::check_chosen_bumps`, up to its layout's capacity)
    if body.bumps.len() > setup::MAX_BUMPS {
        return Err(AppError::Invalid(vec![Problem::new(
            "bumps",
            "too_many_bumps",
        )]));
    }
    let main = repo::catalog::find_offer(db, body.product_id, body.plan_id)
        .await?
        .ok_or_else(|| not_found(body.product_id, body.plan_id))?;
    let (record, mut problems) =
        not_sellable(db, main.seller_id, main.product_id, "product_id").await?;
    let plan = offer_price
        .and_then(|p| sellwerk_core::funnels::offer_plan(&main.plan, Some(p)).ok())
        .unwrap_or_else(|| main.plan.clone());
    let mut items = vec![ItemRequest {
        product_id: main.product_id.get(),
        role: ItemRole::Main,
        supply: main.supply,
        plan,
        amount: body.amount,
    }];
    let mut offers = Vec::with_capacity(body.bumps.len());
    let wanted: Vec<(ProductId, PlanId)> = body
        .bumps
        .iter()
        .map(|b| (b.product_id, b.plan_id))
        .collect();
    let found = repo::catalog::find_offers(db, main.seller_id, &wanted).await?;
    for bump in &body.bumps {
        let offer = found
            .get(&(bump.product_id, bump.plan_id))
            .cloned()
            .ok_or_else(|| not_found(bump.product_id, bump.plan_id))?;
        items.push(ItemRequest {
            product_id: offer.product_id.get(),
            role: ItemRole::Bump,
            supply: offer.supply,
            plan: offer.plan.clone(),
            amount: None,
        });
        offers.push(offer);
    }
    product_access::require_cart(grants, &main, &offers)?;
    problems.extend(bump_problems(db, &main, &record, &body.bumps).await?);
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    let code = body
        .coupon_code
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty());
    let (coupon_id, coupon) = match code {
        None => (None, None),
        Some(code) => {
            if let Some(address) = client {
                coupon_limits::count(db, Door::Quote, address).await?;
            }
            let found = repo::coupons::find_by_code(db, main.seller_id, code)
                .await?
                .filter(|(_, terms)| terms.active);
            if client.is_some() {
                let shop = repo::sellers::username(db, main.seller_id).await?;
                coupon_limits::settle(db, &shop, found.is_some()).await?;
            }
            let (id, terms) = found.ok_or_else(|| {
                AppError::Invalid(vec![Problem::new("coupon_code", "coupon_not_found")])
            })?;
            (Some(id), Some(terms))
        }
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
        start: body.start.unwrap_or_else(|| clock::rfc3339(clock::now())),
        time_zone: body
            .time_zone
            .unwrap_or_else(|| repo::sellers::SELLER_TIME_ZONE.to_owned()),
    };
    let quote = sellwerk_core::quote(&request).map_err(problems_of_request)?;
    Ok(Priced {
        coupon_id: quote.coupon_code.as_ref().and(coupon_id),
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
