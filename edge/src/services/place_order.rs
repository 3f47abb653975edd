//! Placing an order (issue 31): the checkout's use case behind
//! `POST /v1/checkout/orders`, written in one place. [`place`] takes typed
//! values (the parsed ask, the Idempotency-Key and its body's fingerprint,
//! the buyer's grants and address, the edge's clock's now) and answers
//! with the order and where its buyer goes next ([`Placed`]) or a
//! [`PlaceError`] in the checkout's words; `crate::boundary` maps that
//! onto the API's answers, the route only extracts and answers.
//!
//! The edge quotes again and is the authority: when the browser's totals
//! differ, the order is refused with the edge's quote
//! ([`PlaceError::QuoteChanged`]).
//!
//! The database is asked in as few round trips as the order allows. One
//! batch reads everything the order needs (the key's order, the product
//! with its seller's terms and provider accounts, the plan with its event
//! ticket, the seller's documents: `repo::intake`), the rules decide
//! without the database, one batch writes the order with what it holds and
//! answers its row (`repo::orders::create_returning`), and the provider's
//! payment is started with the provider and the shop's address read
//! already.

use sellwerk_core::Quote;
use sellwerk_core::auth;
use sellwerk_core::catalog::IncludeType;
use sellwerk_core::checkout::{OrderPayer, PaymentMethod};
use sellwerk_core::legal::Consent;
use sellwerk_core::orders::{self as rules, Signal};
use sellwerk_core::problem::Problem;
use sellwerk_core::product::ProductForm;
use sellwerk_core::providers::ProviderKind;
use sellwerk_core::validation::{self, PayerDetails};
use serde::{Deserialize, Serialize};
use worker::{D1Database, D1PreparedStatement, Env};

use crate::error::Failure;
use crate::extract::wire_name;
use crate::repo::{
    self,
    orders::{Item, NewOrder, OrderRow, Refusal},
};
use crate::services::checkout::{self, CheckoutError, QuoteAsk};
use crate::services::consents;
use crate::services::links::return_path;
use crate::services::orders as money;
use crate::services::product_access::Grants;
use crate::services::providers::{self, ProviderError};
#[cfg(feature = "dev")]
use crate::services::sandbox;
use crate::session;

/// The totals the browser showed (decimal strings of core's quote).
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "ExpectedTotals")]
pub struct Expected {
    due_now: String,
    total: String,
}

// the body of `POST /v1/checkout/orders`
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OrderAsk {
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

/// What placing an order is given.
pub struct Placing<'a> {
    /// The client's Idempotency-Key (checked for form by the caller).
    pub key: &'a str,
    /// The fingerprint of the request's body (core's `orders::fingerprint`).
    pub print: &'a str,
    /// The body as an order, or why it is not one (refused only once a
    /// replay of the key was ruled out).
    pub ask: Result<OrderAsk, String>,
    /// The product passwords the buyer entered.
    pub grants: &'a Grants,
    /// The buyer's client address (the order and coupon limits count
    /// under it).
    pub client: String,
    /// The request's language (`Accept-Language`), when the ask names none.
    pub language: &'static str,
    /// The digest of the paying browser's secret (issue 30: the thank-you
    /// page may sign the buyer in from that browser).
    pub buyer_secret: String,
    /// The edge's clock (Unix seconds).
    pub now: i64,
}

/// An order placed, or the one its key placed before.
pub struct Placed {
    pub order: OrderRow,
    /// Made now (`false`: a replay of its Idempotency-Key).
    pub created: bool,
    pub next: Go,
}

/// Where the buyer goes next.
pub enum Go {
    /// To this address (the provider's page, the sandbox's, the thank-you
    /// page).
    To(String),
    /// The card provider's fields on our page (the thank-you page
    /// `thanks` afterwards).
    Confirm {
        thanks: String,
        client_secret: String,
        publishable_key: String,
        /// The fields save the method, nothing is charged (a free trial).
        setup: bool,
    },
}

/// Why an order was not placed, in the checkout's words.
#[derive(Debug)]
pub enum PlaceError {
    /// The body is no order (its parse error).
    Malformed(String),
    /// The Idempotency-Key came with another body before.
    KeyReused,
    /// The order breaks a rule: each problem on its field of the body.
    Invalid(Vec<Problem>),
    /// The browser's totals are not the edge's: the edge's quote.
    QuoteChanged(Box<Quote>),
    /// A unit of the stock was gone when the order was written.
    SoldOut,
    /// The event of the main product or of a bump is over.
    TicketExpired,
    /// Too many orders from this address or for this e-mail address.
    TooManyOrders { retry_after: i64 },
    /// The cart could not be priced (not for sale, locked, too many codes).
    Checkout(CheckoutError),
    /// The payment provider refused or failed.
    Provider(ProviderError),
    /// Our own state is broken (a read product missing): a 500.
    Broken(String),
    /// A layer below failed; carried as it came.
    Failed(Failure),
}

impl From<Failure> for PlaceError {
    fn from(e: Failure) -> Self {
        PlaceError::Failed(e)
    }
}

impl From<ProviderError> for PlaceError {
    fn from(e: ProviderError) -> Self {
        PlaceError::Provider(e)
    }
}

type Placement<T> = Result<T, PlaceError>;

/// Places the order `p` asks for, once per Idempotency-Key: a key seen
/// before with the same body answers the order it made (and a payment
/// still waiting goes on where it was), with another body
/// [`PlaceError::KeyReused`].
///
/// In order: the intake's one read batch; a replay answered; the ask's
/// problems (422); the order limits (429, replays never count); the quote
/// again (the cart's problems under `cart`); the browser's totals; the
/// tickets; the consents; the provider of the method; then the one write
/// batch, whose guards refuse a unit of stock or a coupon use gone since
/// the quote, and the provider's payment.
pub async fn place(env: &Env, db: &D1Database, p: Placing<'_>) -> Placement<Placed> {
    // the cart's ids before the intake; a malformed body is refused only
    // after a replay of its key was ruled out
    let cart = p
        .ask
        .as_ref()
        .ok()
        .map(|a| (a.cart.product_id, a.cart.plan_id));
    let intake = repo::intake::read(db, p.key, cart).await.map_err(failed)?;
    if let Some((stored, order)) = &intake.replay {
        return replay(env, db, p.print, stored, order).await;
    }
    let ask = p.ask.map_err(PlaceError::Malformed)?;
    let product = intake.product.as_ref();
    let (include, form, ct_id) = product
        .map(|p| repo::catalog::payer_asks_of(&p.record))
        .transpose()
        .map_err(failed)?
        .unwrap_or_default();
    let found = problems(&ask, (include, form));
    if !found.is_empty() {
        return Err(PlaceError::Invalid(found));
    }
    let client = throttle(db, p.client, &ask.email, p.now).await?;
    let method = ask.cart.payment_method;
    let main = product.and_then(|p| p.offer.as_ref().map(|(offer, facts)| (p, offer, facts)));
    let priced = checkout::price_read(
        db,
        main.map(|(p, offer, _)| (offer.clone(), &p.record)),
        ask.cart.clone(),
        p.grants,
        Some(&client),
    )
    .await
    .map_err(|e| match e {
        // the cart's problems point into the order body's `cart`
        CheckoutError::Invalid(found) => {
            PlaceError::Invalid(found.into_iter().map(|p| p.under("cart")).collect())
        }
        other => PlaceError::Checkout(other),
    })?;
    let (product, facts) = main
        .map(|(p, _, facts)| (p, facts))
        .ok_or_else(|| PlaceError::Broken("a quoted product was not read".to_owned()))?;
    let quote = &priced.quote;
    let method = method.ok_or_else(|| PlaceError::Broken("checked above".to_owned()))?;
    check_quote(quote, &ask.expected, method)?;
    let (bumps, bump_forms) = bump_items(db, &priced, facts, p.now).await?;
    let language = ask.language.as_deref().unwrap_or(p.language);
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
    let token = session::random_token().map_err(failed)?;
    let mut order = new_order(
        (&token, p.key, p.print),
        &ask,
        &priced,
        facts,
        method,
        p.now,
    )?;
    order.buyer_secret = Some(p.buyer_secret);
    (order.bumps, order.legal) = (bumps, Some(legal));
    chosen.name().clone_into(&mut order.provider);
    let shop = &product.username;
    let (page, more) = sandbox_page(db, (&order, chosen, shop), quote, method)?;
    let created = match write(env, db, (&order, more), (p.key, p.print)).await? {
        Written::New(created) => created,
        Written::Raced(placed) => return Ok(placed),
    };
    // Decision (issue 31): no relay of the outbox: the order wrote no job;
    // what another request left unsent its signal or the scheduler relays.
    let started = match page {
        Some(page) => Some(providers::Next::Redirect(page)),
        None => begin(env, db, (&created, chosen, shop), quote, method).await?,
    };
    // only a free order's payment (`begin` paid it) changed the order
    let fresh = match started {
        Some(_) => created,
        None => repo::orders::by_id(db, created.id)
            .await
            .map_err(failed)?
            .ok_or_else(|| PlaceError::Broken("the new order vanished".to_owned()))?,
    };
    let next = go(db, &fresh, started, shop).await?;
    Ok(Placed {
        order: fresh,
        created: true,
        next,
    })
}

/// What the order's write batch did.
enum Written {
    New(OrderRow),
    /// The same key raced us: what it made.
    Raced(Placed),
}

/// Writes `order` in one batch (`repo::orders::create_returning`), whose
/// guards refuse a unit of stock or a coupon use gone since the quote; a
/// key that another request took meanwhile answers what that one made.
async fn write(
    env: &Env,
    db: &D1Database,
    (order, more): (&NewOrder, Vec<D1PreparedStatement>),
    (key, print): (&str, &str),
) -> Placement<Written> {
    match repo::orders::create_returning_with(db, order, more)
        .await
        .map_err(failed)?
    {
        Ok(created) => Ok(Written::New(created)),
        Err(Refusal::SoldOut) => Err(PlaceError::SoldOut),
        // another order took the coupon's last use between the quote and
        // the order's batch: the same answer the quote gives
        Err(Refusal::CouponUsedUp) => Err(PlaceError::Invalid(vec![Problem::new(
            "cart.coupon_code",
            "coupon_limit_reached",
        )])),
        Err(Refusal::Stale | Refusal::Duplicate) => {
            // the same key raced us: answer what it made
            if let Some((stored, existing)) = repo::orders::by_idempotency_key(db, key)
                .await
                .map_err(failed)?
            {
                return replay(env, db, print, &stored, &existing)
                    .await
                    .map(Written::Raced);
            }
            Err(PlaceError::Broken("an order insert was refused".to_owned()))
        }
    }
}

/// A lower layer's failure, carried as it came.
fn failed(e: impl Into<Failure>) -> PlaceError {
    PlaceError::Failed(e.into())
}

/// Where the buyer of `order` goes next: the provider's page or fields
/// (`started`), the sandbox's page of a payment still waiting (development
/// builds), else the thank-you page of shop `username`.
// only a development build reads (the sandbox's page of a waiting payment)
#[cfg_attr(not(feature = "dev"), allow(unused_variables, clippy::unused_async))]
async fn go(
    db: &D1Database,
    order: &OrderRow,
    started: Option<providers::Next>,
    username: &str,
) -> Placement<Go> {
    let thanks = return_path(username, &order.token);
    Ok(match started {
        Some(providers::Next::Redirect(url)) => Go::To(url),
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
        }) => Go::Confirm {
            thanks,
            client_secret,
            publishable_key,
            setup,
        },
        #[cfg(feature = "dev")]
        None if rules::awaits_first_payment(order.order_state, order.delivered)
            && order.provider == ProviderKind::Sandbox =>
        {
            match repo::orders::latest_of_rate(db, order.id, 0)
                .await
                .map_err(failed)?
            {
                Some(payment) => Go::To(sandbox::page_path(&payment)),
                None => Go::To(thanks),
            }
        }
        None => Go::To(thanks),
    })
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

/// Refused with the edge's quote when the totals the browser showed are
/// not the edge's; a problem on the cart's method when the quote does not
/// offer it.
fn check_quote(quote: &Quote, expected: &Expected, method: PaymentMethod) -> Placement<()> {
    if quote.due_now.gross.to_decimal_string() != expected.due_now.trim()
        || quote.total.to_decimal_string() != expected.total.trim()
    {
        return Err(PlaceError::QuoteChanged(Box::new(quote.clone())));
    }
    if !quote.payment_methods.contains(&method) {
        return Err(PlaceError::Invalid(vec![Problem::new(
            "cart.payment_method",
            "payment_method_not_available",
        )]));
    }
    Ok(())
}

/// The sandbox's page of a new order's first rate, when the sandbox takes
/// it (development builds): its address and the statements that write
/// its payment and the order's link to it, for the order's own batch.
/// Decision (issue 31): the sandbox is called in-process, so its payment
/// is known before the order is written and goes with it: one round trip
/// less, and a refused order leaves no payment behind. What else a first
/// rate starts (a provider's payment over the network, a method saved, a
/// free order paid) follows the write as before ([`begin`]).
#[cfg(feature = "dev")]
fn sandbox_page(
    db: &D1Database,
    (order, kind, shop): (&NewOrder, ProviderKind, &str),
    quote: &Quote,
    method: PaymentMethod,
) -> Placement<(Option<String>, Vec<D1PreparedStatement>)> {
    let due = quote.due_now.gross;
    let saves =
        rules::first_rate_saves_method(due.is_zero(), quote.later.len() + 1, quote.open_ended);
    if kind != ProviderKind::Sandbox || saves || due.is_zero() {
        return Ok((None, Vec::new()));
    }
    let amount = due
        .to_minor()
        .ok_or_else(|| PlaceError::Broken("amount beyond i64".to_owned()))?;
    let back = return_path(shop, &order.token);
    let (id, statements) = sandbox::linked_payment_statements(
        db,
        &sandbox::NewPayment {
            seller_id: order.seller_id,
            reference: &order.token,
            rate: 0,
            amount_minor: amount,
            currency: quote.currency.code(),
            method,
            return_url: &back,
            saved_card: None,
            setup: false,
            idempotency_key: None,
        },
    )
    .map_err(failed)?;
    Ok((Some(sandbox::page_path(&id)), statements))
}

/// A production build has no sandbox: every first rate starts after the
/// write ([`begin`]).
#[cfg(not(feature = "dev"))]
#[allow(clippy::unnecessary_wraps)]
fn sandbox_page(
    _db: &D1Database,
    _order: (&NewOrder, ProviderKind, &str),
    _quote: &Quote,
    _method: PaymentMethod,
) -> Placement<(Option<String>, Vec<D1PreparedStatement>)> {
    Ok((None, Vec::new()))
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
    (created, kind, shop): (&OrderRow, ProviderKind, &str),
    quote: &Quote,
    method: PaymentMethod,
) -> Placement<Option<providers::Next>> {
    let due = quote.due_now.gross;
    let back = return_path(shop, &created.token);
    if rules::first_rate_saves_method(due.is_zero(), quote.later.len() + 1, quote.open_ended) {
        // nothing to pay now: the buyer saves a method, which delivers
        return Ok(Some(
            providers::start_setup(kind, env, db, created, method, &back).await?,
        ));
    }
    if due.is_zero() {
        money::signal(env, db, created.id, Signal::Paid { rate: 0 }, None)
            .await
            .map_err(failed)?;
        return Ok(None);
    }
    let amount = due
        .to_minor()
        .ok_or_else(|| PlaceError::Broken("amount beyond i64".to_owned()))?;
    Ok(Some(
        providers::start(kind, env, db, created, amount, method, &back).await?,
    ))
}

/// The legal ground of an order: a `consent_required` problem on
/// `consents.<name>` for each consent core requires of the order's forms
/// (`forms`: the main product's and the bumps', the strictest rule of
/// them) that the buyer did not give; else the worded consents and notices
/// in `language`, the seller's document versions (the cancellation terms
/// `ct_id` of the main product) and the edge's time of consent.
fn consented(
    documents: (&[repo::legal::DocumentRow], Option<i64>),
    ask: &OrderAsk,
    forms: (&str, &[String]),
    language: &str,
) -> Placement<repo::legal::NewOrderLegal> {
    let names: Vec<&str> = std::iter::once(forms.0)
        .chain(forms.1.iter().map(String::as_str))
        .collect();
    let forms = consents::forms(&names).map_err(failed)?;
    let rules = sellwerk_core::legal::required_consents(
        &forms,
        ask.cart.buyer.business,
        &ask.cart.buyer.country,
    );
    consents::record_read(documents, &rules, &ask.consents, language)
        .map_err(failed)?
        .map_err(PlaceError::Invalid)
}

/// The bumps of a priced cart as the order holds them (each its own
/// stock, key or seat), with their product forms;
/// [`PlaceError::TicketExpired`] when the event of the main product or of
/// a bump is over at `now`.
async fn bump_items(
    db: &D1Database,
    priced: &checkout::Priced,
    main: &repo::sellers::OrderFacts,
    now: i64,
) -> Placement<(Vec<Item>, Vec<String>)> {
    let mut forms = Vec::with_capacity(priced.bumps.len());
    let mut items = Vec::with_capacity(priced.bumps.len());
    let mut over = main.ticket_ends.is_some_and(|ends| ends <= now);
    for bump in &priced.bumps {
        let facts = repo::sellers::order_facts(db, bump.product_id, bump.plan_id)
            .await
            .map_err(failed)?
            .ok_or_else(|| PlaceError::Broken("a quoted bump vanished".to_owned()))?;
        over |= facts.ticket_ends.is_some_and(|ends| ends <= now);
        forms.push(facts.form.clone());
        items.push(Item {
            product_id: bump.product_id,
            plan_id: bump.plan_id,
            ticket_id: facts.ticket_id,
            license_key: facts.form == "license_key",
        });
    }
    if over {
        return Err(PlaceError::TicketExpired);
    }
    Ok((items, forms))
}

/// Counts an attempt to make a new order (issue 14: anonymous order
/// creation was unthrottled) per client address `client`
/// ([`auth::ORDERS_PER_ADDRESS`]) and per buyer e-mail address
/// ([`auth::ORDERS_PER_EMAIL`]): [`PlaceError::TooManyOrders`] past either.
/// Replays of an order already made are answered before and never count.
/// Answers the client's address (the coupon limits count under it too).
async fn throttle(db: &D1Database, client: String, email: &str, now: i64) -> Placement<String> {
    if !crate::services::order_limits::apply() {
        return Ok(client);
    }
    let keys = [
        (format!("order:addr:{client}"), auth::ORDERS_PER_ADDRESS),
        (
            format!("order:email:{}", email.trim().to_ascii_lowercase()),
            auth::ORDERS_PER_EMAIL,
        ),
    ];
    for (key, limit) in &keys {
        if let Some(retry_after) = repo::limits::hit(db, key, *limit, now)
            .await
            .map_err(failed)?
        {
            return Err(PlaceError::TooManyOrders { retry_after });
        }
    }
    Ok(client)
}

/// Whether the provider `chosen` for `method` can take this quote's
/// payments; a `payment_method_not_available` problem on the cart's method
/// if not.
fn check_method(quote: &Quote, chosen: ProviderKind, method: PaymentMethod) -> Placement<()> {
    // Decision: the wallet provider takes payments made at once; a plan
    // with later rates needs a method the scheduler can charge
    // off-session (the card provider's saved card, or the sandbox).
    let wallet_with_later =
        chosen == ProviderKind::Paypal && (quote.open_ended || !quote.later.is_empty());
    // Decision: a free first rate with later rates (a free trial) saves a
    // method before access, so the method must be one the scheduler can
    // charge without the buyer (core's `can_save`: cards, SEPA debits).
    let saves_method = rules::first_rate_saves_method(
        quote.due_now.gross.is_zero(),
        quote.later.len() + 1,
        quote.open_ended,
    );
    if wallet_with_later || (saves_method && !rules::can_save(method)) {
        return Err(PlaceError::Invalid(vec![Problem::new(
            "cart.payment_method",
            "payment_method_not_available",
        )]));
    }
    Ok(())
}

/// The order to write for a checked, priced request: its `token`, the
/// client's `key` and the body's `print`, made at `now`.
fn new_order(
    (token, key, print): (&str, &str, &str),
    ask: &OrderAsk,
    priced: &checkout::Priced,
    facts: &repo::sellers::OrderFacts,
    method: PaymentMethod,
    now: i64,
) -> Placement<NewOrder> {
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
        quote: serde_json::to_value(quote).map_err(|e| PlaceError::Broken(e.to_string()))?,
        open_ended: quote.open_ended,
        expires_at: now + rules::CHECKOUT_TTL_SECONDS,
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

/// The order a key made already, asked again with the body of `print`
/// (its first body's `stored`): a payment still waiting for the buyer's
/// card goes on where it was.
async fn replay(
    env: &Env,
    db: &D1Database,
    print: &str,
    stored: &str,
    order: &OrderRow,
) -> Placement<Placed> {
    if print != stored {
        return Err(PlaceError::KeyReused);
    }
    let waiting = rules::awaits_first_payment(order.order_state, order.delivered);
    let resumed = if waiting {
        providers::resume(env, db, order).await?
    } else {
        None
    };
    let username = repo::sellers::username(db, order.seller_id)
        .await
        .map_err(failed)?;
    let next = go(db, order, resumed, &username).await?;
    Ok(Placed {
        order: order.clone(),
        created: false,
        next,
    })
}
