//! `POST /v1/checkout/orders`: a buyer's order, made once per
//! `Idempotency-Key`; `GET /v1/checkout/orders/{token}`: where it stands.
//!
//! The edge quotes again and is the authority: when the browser's totals
//! differ, the answer is 409 `quote_changed` with the edge's quote. The
//! order, its rates, the stock it holds and the idempotency key are written
//! in one batch; then the provider's payment is created and the buyer is
//! sent to the provider's page.

use sellwerk_core::Money;
use sellwerk_core::auth;
use sellwerk_core::catalog::IncludeType;
use sellwerk_core::checkout::OrderPayer;
use sellwerk_core::ids::ProductId;
use sellwerk_core::legal::Consent;
use sellwerk_core::orders::{self as rules, Signal, fingerprint};
use sellwerk_core::problem::Problem;
use sellwerk_core::product::ProductForm;
use sellwerk_core::validation::{self, PayerDetails};
use serde::{Deserialize, Serialize};
use worker::{D1Database, Env, Request, Response, RouteContext};

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::{query_param, str_param, wire_name};
use crate::repo::{
    self,
    orders::{Item, NewOrder, OrderRow, Refusal},
};
use crate::services::checkout::{self, QuoteAsk};
use crate::services::consents;
use crate::services::links::{manage_path, return_path};
use crate::services::order_view::{OrderSeller, Summary, summary};
use crate::services::orders as money;
use crate::services::providers;
#[cfg(feature = "dev")]
use crate::services::sandbox;
use crate::session;

/// Longest Idempotency-Key accepted.
const KEY_MAX: usize = 255;

/// The totals the browser showed (decimal strings of core's quote).
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "ExpectedTotals")]
pub(crate) struct Expected {
    due_now: String,
    total: String,
}

#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct OrderAsk {
    cart: QuoteAsk,
    email: String,
    #[serde(default)]
    payer: PayerDetails,
    expected: Expected,
    /// The boxes the buyer ticked (core's `legal::required_consents` says
    /// which the order needs; each missing one is refused).
    #[serde(default)]
    consents: Vec<Consent>,
    /// The language the page showed its texts in (`de`, `en`; default the
    /// request's `Accept-Language`): the consents are stored in it.
    #[serde(default)]
    language: Option<String>,
}

/// How the buyer pays on our page with the card provider: its script is
/// started with `publishable_key` and confirms what `client_secret` names.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct Confirm {
    provider: sellwerk_core::providers::ProviderKind,
    client_secret: String,
    publishable_key: String,
    /// `setup`: the fields save the method, nothing is charged (a free
    /// trial); absent for a payment.
    #[serde(skip_serializing_if = "Option::is_none")]
    intent: Option<Intent>,
}

#[derive(Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Intent {
    Setup,
}

/// An order made or a rate paid now: the order, where the buyer goes
/// next, and the card provider's fields when the buyer pays on our page.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "OrderNext")]
pub(crate) struct Next<'a> {
    order: Summary<'a>,
    redirect_url: String,
    confirm: Option<Confirm>,
}

/// An answer with the order alone (a cancellation).
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct OrderBody<'a> {
    order: Summary<'a>,
}

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct OrderProduct {
    id: ProductId,
    name: String,
    form: String,
}

/// A rate as the buyer's page shows it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct BuyerRate {
    index: usize,
    due_date: String,
    amount: Money,
    state: sellwerk_core::states::OrderRateState,
    paid_at: Option<String>,
    /// The day it was paid in the shop's time zone, the zone of
    /// `due_date` (issue 30: the buyer's pages show both in one zone).
    #[serde(skip_serializing_if = "Option::is_none")]
    paid_on: Option<String>,
    /// The buyer may pay it now (`…/rates/{index}/pay`).
    payable: bool,
}

/// Where an order stands, as the buyer's pages read it.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "OrderStatus")]
pub(crate) struct Status<'a> {
    order: Summary<'a>,
    /// The order's number as the seller's cabinet shows it. Not a secret:
    /// it opens nothing, so it is what the shop's trackers get as the
    /// transaction id (issue 29), never the token.
    reference: sellwerk_core::ids::OrderId,
    product: OrderProduct,
    seller: OrderSeller,
    /// Every product bought (main first, then the order bumps) with its
    /// share of the first payment.
    lines: Vec<crate::services::delivery::OrderLine>,
    pages: sellwerk_core::setup::Pages,
    cancellable: bool,
    /// How the plan reads (core's `schedule::plan_view`): a subscription
    /// per period with its next charge and no total, a schedule compactly.
    plan: sellwerk_core::schedule::PlanView,
    rates: Vec<BuyerRate>,
    delivery: crate::services::delivery::Delivered,
    /// The step page of the funnel the buyer goes through before the
    /// thank-you page (a paid order of a product with an activated funnel
    /// and a step left); `null` otherwise.
    funnel_url: Option<String>,
    /// The upsells the buyer accepted in the funnel after this order, each
    /// its own order (issue 30: the thank-you page shows them).
    upsells: Vec<repo::orders::AcceptedUpsell>,
}

fn idempotency_key(req: &Request) -> AppResult<String> {
    let key = req.headers().get("idempotency-key")?.unwrap_or_default();
    let key = key.trim();
    if key.is_empty() || key.len() > KEY_MAX || !key.chars().all(|c| c.is_ascii_graphic()) {
        return Err(AppError::BadRequest {
            code: "idempotency_key_required",
            detail: format!(
                "send an Idempotency-Key header of 1 to {KEY_MAX} printable characters"
            ),
        });
    }
    if repo::orders::is_internal_key(key) {
        return Err(AppError::BadRequest {
            code: "idempotency_key_invalid",
            detail: format!(
                "an Idempotency-Key may not start with {:?}",
                repo::orders::INTERNAL_KEY_PREFIX
            ),
        });
    }
    Ok(key.to_owned())
}

async fn body(req: &mut Request) -> AppResult<serde_json::Value> {
    let bytes = req.bytes().await.map_err(|e| AppError::BadRequest {
        code: "unreadable_body",
        detail: e.to_string(),
    })?;
    if bytes.len() > crate::extract::MAX_JSON_BODY {
        return Err(AppError::PayloadTooLarge {
            limit: crate::extract::MAX_JSON_BODY,
        });
    }
    serde_json::from_slice(&bytes).map_err(|e| AppError::BadRequest {
        code: "malformed_json",
        detail: e.to_string(),
    })
}

/// The answer for an existing order: where the buyer goes next.
// only a development build reads (the sandbox's page of a waiting payment)
#[cfg_attr(not(feature = "dev"), allow(unused_variables, clippy::unused_async))]
async fn answer(
    db: &D1Database,
    order: &OrderRow,
    status: u16,
    started: Option<providers::Next>,
    username: &str,
) -> AppResult<Response> {
    let thanks = return_path(username, &order.token);
    let (next, confirm) = match started {
        Some(providers::Next::Redirect(url)) => (url, None),
        // The client secret names the payment intent (`pi_…_secret_…`), so
        // every buyer learns their payment's provider id: inherent in the
        // provider's design (its script needs it). It grants nothing here:
        // provider events are resolved within the seller whose endpoint
        // and secret they came with (`services::webhooks::apply`), so another
        // seller signing an event about this id changes nothing.
        Some(providers::Next::Confirm {
            client_secret,
            publishable_key,
            setup,
        }) => {
            let confirm = Confirm {
                provider: order.provider,
                client_secret,
                publishable_key,
                // the browser saves the method (confirmSetup), nothing is charged
                intent: setup.then_some(Intent::Setup),
            };
            (thanks, Some(confirm))
        }
        #[cfg(feature = "dev")]
        None if rules::awaits_first_payment(order.order_state, order.delivered)
            && order.provider == sellwerk_core::providers::ProviderKind::Sandbox =>
        {
            match repo::orders::latest_of_rate(db, order.id, 0).await? {
                Some(payment) => (sandbox::page_path(&payment), None),
                None => (thanks, None),
            }
        }
        None => (thanks, None),
    };
    Ok(Response::from_json(&Next {
        order: summary(order),
        redirect_url: next,
        confirm,
    })?
    .with_status(status))
}

/// The order's problems; `asks` is the product's checkout setting
/// `buyer_information` and its form, which choose the payer fields required
/// (core's `payer_fields`).
fn problems(ask: &OrderAsk, asks: (IncludeType, Option<ProductForm>)) -> Vec<Problem> {
    let mut out = Vec::new();
    // Decision (issue 14): an order is made now, on the edge's clock in the
    // seller's zone; the moment and zone a quote may preview are refused
    // on an order rather than ignored, so a client that sends them learns
    // that its preview is not what it buys.
    if ask.cart.start.is_some() {
        out.push(Problem::new("cart.start", "quote_only"));
    }
    if ask.cart.time_zone.is_some() {
        out.push(Problem::new("cart.time_zone", "quote_only"));
    }
    if let Err(code) = validation::email(&ask.email) {
        out.push(Problem::new("email", code));
    }
    out.extend(
        validation::validate_order_payer(&ask.payer, asks.0, asks.1, ask.cart.buyer.business)
            .into_iter()
            .map(|p| p.under("payer")),
    );
    if ask.cart.payment_method.is_none() {
        out.push(Problem::new("cart.payment_method", "required"));
    }
    out
}

/// `POST /v1/checkout/orders` with `Idempotency-Key`.
///
/// Issue 31: the database is asked in as few round trips as the order
/// allows. One batch reads everything the order needs (the key's order, the
/// product with its seller's terms and provider accounts, the plan with its
/// event ticket, the seller's documents: `repo::intake`), the rules decide
/// without the database, one batch writes the order with what it holds and
/// answers its row, and the provider's payment is started with the
/// provider and the shop's address read already.
pub async fn create(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let key = idempotency_key(&req)?;
    let grants = crate::services::product_access::Grants::of(&req, &ctx.env)?;
    let raw = body(&mut req).await?;
    let print = fingerprint(&raw);
    let db = repo::db(&ctx.env)?;
    // parsed before the intake for the cart's ids; a malformed body is
    // refused only after a replay of its key was ruled out, as before
    let parsed = serde_json::from_value::<OrderAsk>(raw);
    let cart = parsed
        .as_ref()
        .ok()
        .map(|a| (a.cart.product_id, a.cart.plan_id));
    let intake = repo::intake::read(&db, &key, cart).await?;
    if let Some((stored, order)) = &intake.replay {
        return replay(&ctx.env, &db, &print, stored, order).await;
    }
    let ask = parsed.map_err(|e| AppError::BadRequest {
        code: "invalid_input",
        detail: e.to_string(),
    })?;
    let product = intake.product.as_ref();
    let (include, form, ct_id) = product
        .map(|p| repo::catalog::payer_asks_of(&p.record))
        .transpose()?
        .unwrap_or_default();
    let found = problems(&ask, (include, form));
    if !found.is_empty() {
        return Err(AppError::Invalid(found));
    }
    let client = throttle(&db, &req, &ask.email).await?;
    let method = ask.cart.payment_method;
    let main = product.and_then(|p| p.offer.as_ref().map(|(offer, facts)| (p, offer, facts)));
    let priced = checkout::price_read(
        &db,
        main.map(|(p, offer, _)| (offer.clone(), &p.record)),
        ask.cart.clone(),
        &grants,
        Some(&client),
    )
    .await
    .map_err(|e| match e {
        // the cart's problems point into the order body's `cart`
        checkout::CheckoutError::Invalid(found) => {
            AppError::Invalid(found.into_iter().map(|p| p.under("cart")).collect())
        }
        other => other.into(),
    })?;
    let (product, facts) = main
        .map(|(p, _, facts)| (p, facts))
        .ok_or_else(|| AppError::Internal("a quoted product was not read".to_owned()))?;
    let quote = &priced.quote;
    let method = method.ok_or_else(|| AppError::Internal("checked above".to_owned()))?;
    check_quote(quote, &ask.expected, method)?;
    let (bumps, bump_forms) = bump_items(&db, &priced, facts).await?;
    let language = ask
        .language
        .as_deref()
        .unwrap_or_else(|| session::language(&req));
    let legal = consented(
        (&intake.documents, ct_id),
        &ask,
        (&facts.form, &bump_forms),
        language,
    )?;
    let record = &product.record;
    let chosen = providers::for_method(
        record.seller_id,
        (&record.method_providers, &record.providers),
        method,
    )?;
    check_method(quote, chosen, method)?;
    let token = session::random_token()?;
    let mut order = new_order(&token, &key, &print, &ask, &priced, facts, method)?;
    let buyer_cookie = paying_browser(&ctx.env, &req, &mut order)?;
    (order.bumps, order.legal) = (bumps, Some(legal));
    chosen.name().clone_into(&mut order.provider);
    let created = match repo::orders::create_returning(&db, &order).await? {
        Ok(created) => created,
        Err(Refusal::SoldOut) => return Err(sold_out()),
        Err(Refusal::CouponUsedUp) => return Err(coupon_used_up()),
        Err(Refusal::Stale | Refusal::Duplicate) => {
            // the same key raced us: answer what it made
            if let Some((stored, existing)) = repo::orders::by_idempotency_key(&db, &key).await? {
                return replay(&ctx.env, &db, &print, &stored, &existing).await;
            }
            return Err(AppError::Internal("an order insert was refused".to_owned()));
        }
    };
    // Decision (issue 31): no relay of the outbox: the order wrote no job;
    // what another request left unsent its signal or the scheduler relays.
    let shop = &product.username;
    let started = begin(&ctx.env, &db, (&created, chosen, shop), quote, method).await?;
    // only a free order's payment (`begin` paid it) changed the order
    let fresh = match started {
        Some(_) => created,
        None => repo::orders::by_id(&db, created.id)
            .await?
            .ok_or_else(|| AppError::Internal("the new order vanished".to_owned()))?,
    };
    with_cookie(
        answer(&db, &fresh, 201, started, shop).await?,
        &buyer_cookie,
    )
}

/// 409 `quote_changed` with the edge's quote when the totals the browser
/// showed are not the edge's; 422 on the cart's method when the quote does
/// not offer it.
fn check_quote(
    quote: &sellwerk_core::checkout::Quote,
    expected: &Expected,
    method: sellwerk_core::checkout::PaymentMethod,
) -> AppResult<()> {
    if quote.due_now.gross.to_decimal_string() != expected.due_now.trim()
        || quote.total.to_decimal_string() != expected.total.trim()
    {
        return Err(AppError::QuoteChanged(
            serde_json::to_value(quote).map_err(|e| AppError::Internal(e.to_string()))?,
        ));
    }
    if !quote.payment_methods.contains(&method) {
        return Err(AppError::Invalid(vec![Problem::new(
            "cart.payment_method",
            "payment_method_not_available",
        )]));
    }
    Ok(())
}

/// The answer when the order's batch found a unit of its stock gone.
fn sold_out() -> AppError {
    AppError::Conflict {
        code: "sold_out",
        detail: "the last one is gone".to_owned(),
    }
}

/// The answer when another order took the coupon's last use between the
/// quote and the order's batch: the same answer the quote gives.
fn coupon_used_up() -> AppError {
    AppError::Invalid(vec![Problem::new(
        "cart.coupon_code",
        "coupon_limit_reached",
    )])
}

fn with_cookie(mut response: Response, line: &str) -> AppResult<Response> {
    response.headers_mut().append("set-cookie", line)?;
    Ok(response)
}

/// Marks `order` as paid from the requesting browser (issue 30): the digest
/// of its `sw_buyer` secret goes with the order, so that its thank-you page
/// may sign the buyer in; the cookie line that keeps the secret.
fn paying_browser(env: &Env, req: &Request, order: &mut NewOrder) -> AppResult<String> {
    let (secret, cookie) = session::buyer_secret(&crate::config::Config::from_env(env)?, req)?;
    order.buyer_secret = Some(auth::token_digest(&secret));
    Ok(cookie)
}

/// Where a new order's buyer goes first: the provider's payment of the
/// first rate, the saving of a method when that settles a free first rate
/// (a free trial), or nowhere for a free order without later rates, which
/// is paid at once.
/// `kind` is the provider chosen for the order's method, `shop` the
/// seller's username (the return address).
async fn begin(
    env: &Env,
    db: &D1Database,
    (created, kind, shop): (&OrderRow, sellwerk_core::providers::ProviderKind, &str),
    quote: &sellwerk_core::checkout::Quote,
    method: sellwerk_core::checkout::PaymentMethod,
) -> AppResult<Option<providers::Next>> {
    let due = quote.due_now.gross;
    let back = return_path(shop, &created.token);
    if sellwerk_core::orders::first_rate_saves_method(
        due.is_zero(),
        quote.later.len() + 1,
        quote.open_ended,
    ) {
        // nothing to pay now: the buyer saves a method, which delivers
        return Ok(Some(
            providers::start_setup(kind, env, db, created, method, &back).await?,
        ));
    }
    if due.is_zero() {
        money::signal(env, db, created.id, Signal::Paid { rate: 0 }, None).await?;
        return Ok(None);
    }
    let amount = due
        .to_minor()
        .ok_or_else(|| AppError::Internal("amount beyond i64".to_owned()))?;
    Ok(Some(
        providers::start(kind, env, db, created, amount, method, &back).await?,
    ))
}

/// The legal ground of an order: 422 with `consents.<name>`
/// `consent_required` for each consent core requires of the order's forms
/// (`forms`: the main product's and the bumps', the strictest rule of
/// them) that the buyer did not give; else the worded consents and notices
/// in `language`, the seller's document versions (the cancellation terms
/// `ct_id` of the main product) and the edge's time of consent.
fn consented(
    documents: (&[repo::legal::DocumentRow], Option<i64>),
    ask: &OrderAsk,
    forms: (&str, &[String]),
    language: &str,
) -> AppResult<repo::legal::NewOrderLegal> {
    let names: Vec<&str> = std::iter::once(forms.0)
        .chain(forms.1.iter().map(String::as_str))
        .collect();
    let forms = consents::forms(&names)?;
    let rules = sellwerk_core::legal::required_consents(
        &forms,
        ask.cart.buyer.business,
        &ask.cart.buyer.country,
    );
    consents::record_read(documents, &rules, &ask.consents, language)?.map_err(AppError::Invalid)
}

/// The bumps of a priced cart as the order holds them (each its own
/// stock, key or seat), with their product forms; 409 `ticket_expired`
/// when the event of the main product or of a bump is over.
async fn bump_items(
    db: &D1Database,
    priced: &checkout::Priced,
    main: &repo::sellers::OrderFacts,
) -> AppResult<(Vec<Item>, Vec<String>)> {
    let mut forms = Vec::with_capacity(priced.bumps.len());
    let mut items = Vec::with_capacity(priced.bumps.len());
    let mut over = main.ticket_ends.is_some_and(|ends| ends <= clock::now());
    for bump in &priced.bumps {
        let facts = repo::sellers::order_facts(db, bump.product_id, bump.plan_id)
            .await?
            .ok_or_else(|| AppError::Internal("a quoted bump vanished".to_owned()))?;
        over |= facts.ticket_ends.is_some_and(|ends| ends <= clock::now());
        forms.push(facts.form.clone());
        items.push(Item {
            product_id: bump.product_id,
            plan_id: bump.plan_id,
            ticket_id: facts.ticket_id,
            license_key: facts.form == "license_key",
        });
    }
    if over {
        return Err(AppError::Conflict {
            code: "ticket_expired",
            detail: "this event is over".to_owned(),
        });
    }
    Ok((items, forms))
}

/// Counts an attempt to make a new order (issue 14: anonymous order
/// creation was unthrottled) per client address (`CF-Connecting-IP`,
/// [`auth::ORDERS_PER_ADDRESS`]) and per buyer e-mail address
/// ([`auth::ORDERS_PER_EMAIL`]): 429 with `Retry-After` past either.
/// Replays of an order already made are answered before and never count.
/// Answers the client's address (the coupon limits count under it too).
async fn throttle(db: &D1Database, req: &Request, email: &str) -> AppResult<String> {
    let client = session::client_address(req);
    if !crate::services::order_limits::apply() {
        return Ok(client);
    }
    let now = clock::now();
    let keys = [
        (format!("order:addr:{client}"), auth::ORDERS_PER_ADDRESS),
        (
            format!("order:email:{}", email.trim().to_ascii_lowercase()),
            auth::ORDERS_PER_EMAIL,
        ),
    ];
    for (key, limit) in &keys {
        if let Some(retry_after) = repo::limits::hit(db, key, *limit, now).await? {
            return Err(AppError::TooManyRequests { retry_after });
        }
    }
    Ok(client)
}

/// Whether the provider `chosen` for `method` can take this quote's
/// payments; 422 `payment_method_not_available` on the cart's method if not.
fn check_method(
    quote: &sellwerk_core::checkout::Quote,
    chosen: sellwerk_core::providers::ProviderKind,
    method: sellwerk_core::checkout::PaymentMethod,
) -> AppResult<()> {
    // Decision: the wallet provider takes payments made at once; a plan
    // with later rates needs a method the scheduler can charge
    // off-session (the card provider's saved card, or the sandbox).
    let wallet_with_later = chosen == sellwerk_core::providers::ProviderKind::Paypal
        && (quote.open_ended || !quote.later.is_empty());
    // Decision: a free first rate with later rates (a free trial) saves a
    // method before access, so the method must be one the scheduler can
    // charge without the buyer (core's `can_save`: cards, SEPA debits).
    let saves_method = sellwerk_core::orders::first_rate_saves_method(
        quote.due_now.gross.is_zero(),
        quote.later.len() + 1,
        quote.open_ended,
    );
    if wallet_with_later || (saves_method && !sellwerk_core::orders::can_save(method)) {
        return Err(AppError::Invalid(vec![Problem::new(
            "cart.payment_method",
            "payment_method_not_available",
        )]));
    }
    Ok(())
}

/// The order to write for a checked, priced request.
fn new_order(
    token: &str,
    key: &str,
    print: &str,
    ask: &OrderAsk,
    priced: &checkout::Priced,
    facts: &repo::sellers::OrderFacts,
    method: sellwerk_core::checkout::PaymentMethod,
) -> AppResult<NewOrder> {
    let quote = &priced.quote;
    let mut rates = vec![(
        quote.due_now.date.clone(),
        quote.due_now.gross.to_decimal_string(),
    )];
    rates.extend(
        quote
            .later
            .iter()
            .map(|p| (p.date.clone(), p.gross.to_decimal_string())),
    );
    Ok(NewOrder {
        token: token.to_owned(),
        seller_id: priced.main.seller_id,
        product_id: priced.main.product_id,
        plan_id: priced.main.plan_id,
        ticket_id: facts.ticket_id,
        license_key: facts.form == "license_key",
        payer_email: ask.email.trim().to_ascii_lowercase(),
        payer: OrderPayer {
            details: ask.payer.clone(),
            buyer: Some(ask.cart.buyer.clone()),
        },
        payment_method: wire_name(method),
        provider: "sandbox".to_owned(),
        plan_kind: priced
            .main
            .plan
            .kind
            .map_or_else(|| "one_time".to_owned(), wire_name),
        buyer_country: ask.cart.buyer.country.trim().to_ascii_uppercase(),
        coupon_code: quote.coupon_code.clone(),
        currency: quote.currency.code().to_ascii_lowercase(),
        total: quote.total.to_decimal_string(),
        due_now: quote.due_now.gross.to_decimal_string(),
        vat_now: quote.due_now.vat.to_decimal_string(),
        quote: serde_json::to_value(quote).map_err(|e| AppError::Internal(e.to_string()))?,
        open_ended: quote.open_ended,
        expires_at: clock::now() + rules::CHECKOUT_TTL_SECONDS,
        rates,
        coupon_id: priced.coupon_id,
        bumps: Vec::new(),
        legal: None,
        idempotency_key: key.to_owned(),
        fingerprint: print.to_owned(),
        upsell: None,
        buyer_secret: None,
    })
}

async fn replay(
    env: &Env,
    db: &D1Database,
    print: &str,
    stored: &str,
    order: &OrderRow,
) -> AppResult<Response> {
    if print != stored {
        // the same answer as the router's keys (`crate::idempotency`)
        return Err(AppError::Unprocessable {
            code: "idempotency_key_reused",
            detail: "this Idempotency-Key was used with another request".to_owned(),
            field: None,
        });
    }
    // a payment still waiting for the buyer's card goes on where it was
    let waiting = rules::awaits_first_payment(order.order_state, order.delivered);
    let resumed = if waiting {
        providers::resume(env, db, order).await?
    } else {
        None
    };
    let username = repo::sellers::username(db, order.seller_id).await?;
    answer(db, order, 200, resumed, &username).await
}

/// `GET /v1/checkout/orders/{token}`: the order's states, its rates, and
/// what was delivered. The token is the buyer's secret (256 random bits).
pub async fn get(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let order = by_token(&db, str_param(&ctx, "token")).await?;
    status(&ctx, &db, &order).await
}

/// `POST /v1/checkout/orders/{token}/check`: the buyer is back from
/// confirming with the card provider (at checkout, or paying a failed rate
/// on the manage page); the edge asks the provider how each open payment
/// stands and applies it (`providers::check_rate`), then answers like
/// `GET`. The order does not wait for the provider's webhook, and a lost
/// one loses nothing. Only rates still open with a payment linked are
/// asked about, so calling it again for a paid order costs the provider
/// nothing.
pub async fn check(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let mut order = by_token(&db, str_param(&ctx, "token")).await?;
    let rates = repo::orders::rates(&db, order.id).await?;
    let open: Vec<usize> = repo::orders::book(&order, &rates)
        .open_rates()
        .into_iter()
        .take(MAX_CHECKED)
        .collect();
    let mut changed = false;
    for rate in open {
        changed |= providers::check_rate(&ctx.env, &db, &order, rate)
            .await?
            .is_some();
    }
    if changed {
        order = by_token(&db, &order.token).await?;
    }
    status(&ctx, &db, &order).await
}

/// At most this many open rates are asked about per check (a plan paused
/// with many debts is settled rate by rate).
const MAX_CHECKED: usize = 3;

/// `POST /v1/checkout/orders/{token}/rates/{index}/pay`: the buyer pays a
/// failed later rate now from the order's manage page — one whose charge
/// was declined (retries pending) or that became a debt and paused the
/// plan. Answers like order creation: where the buyer goes next
/// (`redirect_url`, the sandbox's page) or the card provider's fields
/// (`confirm`). 409 `not_payable` for any other rate or a stopped order.
pub async fn pay_rate(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let order = by_token(&db, str_param(&ctx, "token")).await?;
    let index = str_param(&ctx, "index")
        .parse::<usize>()
        .map_err(|_| AppError::NotFound {
            code: "rate_not_found",
            detail: "no such rate".to_owned(),
        })?;
    let rates = repo::orders::rates(&db, order.id).await?;
    let row = rates
        .iter()
        .find(|r| r.idx == index)
        .ok_or_else(|| AppError::NotFound {
            code: "rate_not_found",
            detail: "no such rate".to_owned(),
        })?;
    if !repo::orders::book(&order, &rates).payable(index) {
        return Err(AppError::Conflict {
            code: "not_payable",
            detail: "only a failed rate of a running plan can be paid now".to_owned(),
        });
    }
    let amount = money::minor_of(&order, row)?;
    let username = repo::sellers::username(&db, order.seller_id).await?;
    let back = manage_path(&username, &order.token);
    let failures = row.failures;
    let next = providers::pay_rate(&ctx.env, &db, &order, index, amount, failures, &back).await?;
    let (redirect, confirm) = match next {
        providers::Next::Redirect(url) => (url, None),
        // the client secret names the payment: harmless, see `answer`
        providers::Next::Confirm {
            client_secret,
            publishable_key,
            ..
        } => (
            back,
            Some(Confirm {
                provider: order.provider,
                client_secret,
                publishable_key,
                intent: None,
            }),
        ),
    };
    Ok(Response::from_json(&Next {
        order: summary(&order),
        redirect_url: redirect,
        confirm,
    })?)
}

async fn by_token(db: &D1Database, token: &str) -> AppResult<OrderRow> {
    repo::orders::by_token(db, token)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "order_not_found",
            detail: "no order with this token".to_owned(),
        })
}

/// The order's states, its rates and what was delivered (the answer of
/// `GET` and of `check`).
async fn status(ctx: &RouteContext<()>, db: &D1Database, order: &OrderRow) -> AppResult<Response> {
    let rates = repo::orders::rates(db, order.id).await?;
    let delivery = crate::services::delivery::items(&ctx.env, db, order).await?;
    let record = repo::products::find(db, order.seller_id, order.product_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("product of order {} is missing", order.id)))?;
    let book = repo::orders::book(order, &rates);
    let cancellable = book.cancellable(order.plan_kind);
    let (username, display_name) = repo::sellers::shop_names(db, order.seller_id).await?;
    let lines = crate::services::delivery::lines(db, order).await?;
    let funnel_url = super::funnels::entry_url(&ctx.env, db, order).await?;
    let upsells = repo::orders::accepted_upsells(db, order.seller_id, order.id).await?;
    let plan = money::plan_view(db, order, &rates).await?;
    Ok(Response::from_json(&Status {
        plan,
        funnel_url,
        upsells,
        reference: order.id,
        order: summary(order),
        lines,
        pages: record.setup()?.pages.unwrap_or_default(),
        product: OrderProduct {
            id: record.id,
            name: record.name,
            form: record.form,
        },
        seller: OrderSeller {
            username,
            display_name,
        },
        cancellable,
        rates: rates
            .iter()
            .map(|r| BuyerRate {
                index: r.idx,
                due_date: r.due_date.clone(),
                amount: r.amount,
                state: r.state,
                paid_at: r.paid_at.clone(),
                paid_on: r.paid_at.as_deref().and_then(repo::sellers::shop_day),
                payable: book.payable(r.idx),
            })
            .collect(),
        delivery,
    })?)
}

/// `POST /v1/checkout/orders/{token}/cancel`: the buyer ends a running
/// subscription; rates already paid stay paid, future ones are skipped.
/// 409 `not_cancellable` for anything else.
pub async fn cancel(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let order = by_token(&db, str_param(&ctx, "token")).await?;
    if !rules::buyer_may_cancel(order.plan_kind) {
        return Err(AppError::Conflict {
            code: "not_cancellable",
            detail: "only a running subscription can be cancelled".to_owned(),
        });
    }
    match money::signal(&ctx.env, &db, order.id, Signal::Cancel, None).await? {
        money::Applied::Changed => {
            let fresh = repo::orders::by_id(&db, order.id)
                .await?
                .ok_or_else(|| AppError::Internal("a cancelled order vanished".to_owned()))?;
            Ok(Response::from_json(&OrderBody {
                order: summary(&fresh),
            })?)
        }
        _ => Err(AppError::Conflict {
            code: "not_cancellable",
            detail: "only a running plan can be cancelled".to_owned(),
        }),
    }
}

/// `GET /v1/paypal/return/{token}?token={paypal order}`: the buyer comes
/// back from approving the wallet provider's order; the edge captures it,
/// applies the outcome (under the capture's own event id, so the provider's
/// later webhook changes nothing) and sends the buyer to the order's page.
pub async fn paypal_return(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let order = by_token(&db, str_param(&ctx, "token")).await?;
    let paypal_order = query_param(&req, "token")?;
    if repo::orders::find_payment(&db, order.seller_id, "paypal", &paypal_order).await?
        != Some((order.id, 0))
    {
        return Err(AppError::NotFound {
            code: "payment_not_found",
            detail: "this approval is not of this order".to_owned(),
        });
    }
    if let Some(captured) = providers::capture_paypal(&ctx.env, &db, &order, &paypal_order).await? {
        let event = format!("capture:{paypal_order}");
        let word = money::Word {
            seller_id: order.seller_id,
            event: ("paypal", &event),
            payment: &captured.payment,
            named: captured.amount.as_ref().map(|(m, c)| (*m, c.as_str())),
        };
        money::reported(&ctx.env, &db, order.id, captured.signal, &word).await?;
    }
    let username = repo::sellers::username(&db, order.seller_id).await?;
    let mut response = Response::empty()?.with_status(303);
    response
        .headers_mut()
        .set("location", &return_path(&username, &order.token))?;
    Ok(response)
}
