//! Pricing a cart (issue 31): the checkout's one use case that the quote,
//! the order and a funnel's step share. It takes typed values and answers
//! with core's quote and the offers it was made from, or a
//! [`CheckoutError`]: what went wrong in the checkout's own words, never an
//! HTTP answer (the edge's boundary, `crate::error`, maps it onto today's
//! answers: 422 `invalid`, 404 `product_not_found`, 403
//! `product_password_required`, 429).
//!
//! Every cart is priced from what the seller set up: a product that is not
//! sellable now (core's not-sellable reasons) is refused, and bumps are
//! only those the main product's upsell step offers (`setup::
//! check_chosen_bumps`), each checked for sale like the main product. The
//! moment is the edge's clock in the seller's zone unless a quote asks to
//! preview another; an order never may (`services::place_order`).

use sellwerk_core::Quote;
use sellwerk_core::checkout::{
    self, BuyerRequest, ItemOffer, OfferedCart, PaymentMethod, QuoteError,
};
use sellwerk_core::ids::{CouponId, PlanId, ProductId, SellerId};
use sellwerk_core::problem::Problem;
use sellwerk_core::product::{self, ProductWarning};
use sellwerk_core::setup;
use serde::{Deserialize, Serialize};
use worker::D1Database;

use crate::clock;
use crate::error::Failure;
use crate::repo;
use crate::services::coupon_limits::{self, Door};
use crate::services::product_access::{self, Grants};

/// Why a cart cannot be priced, in the checkout's words.
#[derive(Debug)]
pub enum CheckoutError {
    /// The cart breaks a rule: each problem on the field of the cart it
    /// concerns (`bumps.0.product_id`, `coupon_code`, `amount`, ...).
    Invalid(Vec<Problem>),
    /// No published product `product_id` with plan `plan_id` (the main
    /// product or a bump).
    NotOffered {
        product_id: ProductId,
        plan_id: PlanId,
    },
    /// A product of the cart is protected by a password the buyer has not
    /// entered; `field` is the cart's field that named it.
    Locked {
        product_id: ProductId,
        name: String,
        field: Option<String>,
    },
    /// Too many coupon codes tried (from this address, or missed at this
    /// shop); the buyer may try again after this many seconds.
    TooManyAttempts { retry_after: i64 },
    /// Stored terms are broken (a product vanished between two reads, a
    /// seller's or a plan's terms fail core's rules): our fault, never the
    /// buyer's.
    Broken(String),
    /// The store or another layer below failed; carried as it came.
    Failed(Failure),
}

impl CheckoutError {
    fn not_offered(product_id: ProductId, plan_id: PlanId) -> Self {
        CheckoutError::NotOffered {
            product_id,
            plan_id,
        }
    }
}

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
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    field: &str,
) -> Result<(repo::products::ProductRecord, Vec<Problem>), CheckoutError> {
    let record = repo::products::find(db, seller_id, product_id)
        .await?
        .ok_or_else(|| CheckoutError::Broken(format!("offered product {product_id} vanished")))?;
    let problems = not_sellable_problems(&record, field)?;
    Ok((record, problems))
}

/// Why `record` cannot be sold now, as problems of `field`.
fn not_sellable_problems(
    record: &repo::products::ProductRecord,
    field: &str,
) -> Result<Vec<Problem>, CheckoutError> {
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
    db: &D1Database,
    main: &repo::catalog::Offer,
    record: &repo::products::ProductRecord,
    bumps: &[BumpChoice],
) -> Result<Vec<Problem>, CheckoutError> {
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
            CheckoutError::Broken(format!("offered product {} vanished", bump.product_id))
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
/// (`services::coupon_limits`: [`CheckoutError::TooManyAttempts`] past them); a deactivated code is
/// `coupon_not_found` like an unknown one. `client` is `None` only for the
/// edge's own quotes (a funnel's step), which name no code.
pub async fn price(
    db: &D1Database,
    body: QuoteAsk,
    grants: &Grants,
    client: Option<&str>,
) -> Result<Priced, CheckoutError> {
    price_at(db, body, grants, client, None).await
}

/// [`price`], with the main plan offered at `offer_price` (a funnel step's
/// discount, issue 30: core's `funnels::offer_plan`). Only the edge's own
/// quotes pass one (never a client: `QuoteAsk` has no such field).
/// Decision: a price no longer below the plan's own (the seller lowered the
/// plan since) is not applied: the plan's own price is quoted.
pub async fn price_at(
    db: &D1Database,
    body: QuoteAsk,
    grants: &Grants,
    client: Option<&str>,
    offer_price: Option<&str>,
) -> Result<Priced, CheckoutError> {
    bumps_within_bound(&body)?;
    let main = repo::catalog::find_offer(db, body.product_id, body.plan_id)
        .await?
        .ok_or_else(|| CheckoutError::not_offered(body.product_id, body.plan_id))?;
    let (record, problems) =
        not_sellable(db, main.seller_id, main.product_id, "product_id").await?;
    price_offer(
        db,
        (main, &record, problems),
        body,
        grants,
        client,
        offer_price,
    )
    .await
}

/// More bumps than any layout shows are refused before any is looked up;
/// the main product's upsell step then allows only its offered ones
/// (`setup::check_chosen_bumps`, up to its layout's capacity).
fn bumps_within_bound(body: &QuoteAsk) -> Result<(), CheckoutError> {
    if body.bumps.len() > setup::MAX_BUMPS {
        return Err(CheckoutError::Invalid(vec![Problem::new(
            "bumps",
            "too_many_bumps",
        )]));
    }
    Ok(())
}

/// [`price`] of a cart whose main offer and product record were read
/// already (an order's intake reads them with everything else it needs in
/// one batch, `repo::intake`).
/// `main` is `None` when the cart's product or plan is not for sale.
pub async fn price_read(
    db: &D1Database,
    main: Option<(repo::catalog::Offer, &repo::products::ProductRecord)>,
    body: QuoteAsk,
    grants: &Grants,
    client: Option<&str>,
) -> Result<Priced, CheckoutError> {
    bumps_within_bound(&body)?;
    let (main, record) =
        main.ok_or_else(|| CheckoutError::not_offered(body.product_id, body.plan_id))?;
    let problems = not_sellable_problems(record, "product_id")?;
    price_offer(db, (main, record, problems), body, grants, client, None).await
}

/// Prices a cart from its main offer, the main product's record and the
/// problems found with it so far.
async fn price_offer(
    db: &D1Database,
    (main, record, mut problems): (
        repo::catalog::Offer,
        &repo::products::ProductRecord,
        Vec<Problem>,
    ),
    body: QuoteAsk,
    grants: &Grants,
    client: Option<&str>,
    offer_price: Option<&str>,
) -> Result<Priced, CheckoutError> {
    let plan = offer_price
        .and_then(|p| sellwerk_core::funnels::offer_plan(&main.plan, Some(p)).ok())
        .unwrap_or_else(|| main.plan.clone());
    // the cart's items as core takes them: the main product first, each
    // item's role its place (`checkout::quote_request`)
    let mut items = Vec::with_capacity(1 + body.bumps.len());
    items.push(ItemOffer {
        product_id: main.product_id.get(),
        role: None,
        supply: main.supply,
        plan,
        amount: body.amount,
    });
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
            .ok_or_else(|| CheckoutError::not_offered(bump.product_id, bump.plan_id))?;
        items.push(ItemOffer {
            product_id: offer.product_id.get(),
            role: None,
            supply: offer.supply,
            plan: offer.plan.clone(),
            amount: None,
        });
        offers.push(offer);
    }
    product_access::require_cart(grants, &main, &offers)?;
    problems.extend(bump_problems(db, &main, record, &body.bumps).await?);
    if !problems.is_empty() {
        return Err(CheckoutError::Invalid(problems));
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
                CheckoutError::Invalid(vec![Problem::new("coupon_code", "coupon_not_found")])
            })?;
            (Some(id), Some(terms))
        }
    };
    // core's one rule turns the cart into the quote request, as the
    // payment page's preview does (`checkout::quote_request`)
    let cart = OfferedCart {
        seller: main.seller.clone(),
        items,
        coupon,
        buyer: body.buyer,
        payment_method: body.payment_method,
        start: body.start.unwrap_or_else(|| clock::rfc3339(clock::now())),
        time_zone: body
            .time_zone
            .unwrap_or_else(|| repo::sellers::SELLER_TIME_ZONE.to_owned()),
    };
    let quote = checkout::quote_cart(cart).map_err(problems_of_request)?;
    Ok(Priced {
        coupon_id: quote.coupon_code.as_ref().and(coupon_id),
        quote,
        main,
        bumps: offers,
    })
}

/// Maps core's field paths (into the quote request, whose items are the
/// cart's in its order: `checkout::quote_request`) onto this endpoint's
/// body. Problems in stored data (a seller's or a plan's terms) are ours,
/// not the buyer's: [`CheckoutError::Broken`] (a 500 with the cause logged).
fn problems_of_request(e: QuoteError) -> CheckoutError {
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
                return CheckoutError::Broken(format!(
                    "stored terms fail core's rules: {}: {}",
                    p.field, p.code
                ));
            }
        };
        if field.starts_with("items.") {
            return CheckoutError::Broken(format!(
                "stored plan fails core's rules: {field}: {}",
                p.code
            ));
        }
        out.push(Problem::new(field, p.code));
    }
    CheckoutError::Invalid(out)
}
