//! A buyer's way through a funnel (issue 19), the use cases behind the
//! step page and `/v1/checkout/funnels/{token}*` (issue 31: the route
//! handlers in `routes::funnels`, `routes::storefront` and `routes::pages`
//! only adapt them): where the buyer goes after paying ([`entry_url`]),
//! which browser may answer a run ([`browser`]), the current step as JSON
//! ([`offer`]) and as the step page's data ([`step_page`]), the editor's
//! preview ([`preview`]), and the answers, [`decline`] and [`accept`] (the
//! one-click upsell: claim the step, make the upsell order, charge the
//! first order's saved method off-session). Each takes typed values (the
//! request's cookie, claim, language and product grants as plain data, in
//! a [`Viewer`] and a [`Presented`]) and answers with a domain result or a
//! [`FunnelError`], which `boundary.rs` maps onto the API's answers. The
//! decisions are written in `routes::funnels`; whether a step can be taken
//! with one click is core's (`funnels::step_charge`), weighed on the
//! checkout's own error ([`CheckoutError`]), never on an HTTP answer.

use sellwerk_core::Money;
use sellwerk_core::checkout::BuyerRequest;
use sellwerk_core::funnels::{self, FirstPayment, RunStep, StepCharge, StepPricing};
use sellwerk_core::ids::{FunnelNodeId, ProductId, SellerId};
use sellwerk_core::legal::Consent;
use sellwerk_core::problem::Problem;
use sellwerk_core::states::PaymentState;
use serde::Serialize;
use worker::{D1Database, Env};

use crate::clock;
use crate::error::Failure;
use crate::extract::wire_name;
use crate::repo::storefront::{PageWanted, ShopData};
use crate::repo::{
    self,
    funnels::{Run, RunNode},
    orders::{NewOrder, OrderRow, Refusal, Upsell},
};
use crate::services::checkout::{self, CheckoutError, QuoteAsk};
use crate::services::consents;
use crate::services::links::return_path;
use crate::services::orders as money;
use crate::services::pages::{FunnelStep, Wanted};
use crate::services::product_access::Grants;
use crate::services::providers::{self, Charged, ProviderError};
use crate::session;

/// Why a funnel's use case answers nothing else, in the funnel's words.
#[derive(Debug)]
pub enum FunnelError {
    /// No run with this token (or not of this shop, not of this seller),
    /// no such step in it, or a preview of a run that is done.
    OfferNotFound,
    /// The path's step is no valid id (`raw` as it came).
    InvalidStep(String),
    /// An open run is answered from another browser than the one that
    /// bought.
    OtherBrowser,
    /// The step answered is not the one the buyer is at.
    NotCurrent,
    /// The run has ended: nothing was charged.
    RunEnded(funnels::RunEnded),
    /// Accepting needs these boxes ticked: nothing was claimed or charged.
    ConsentRequired(Vec<Problem>),
    /// Pricing a step failed for another reason than a refusal core weighs.
    Checkout(CheckoutError),
    /// The one-click charge failed (not a decline: the provider or our
    /// state).
    Provider(ProviderError),
    /// The store or another layer below failed; carried as it came.
    Failed(Failure),
}

impl From<Failure> for FunnelError {
    fn from(e: Failure) -> Self {
        FunnelError::Failed(e)
    }
}

impl From<ProviderError> for FunnelError {
    fn from(e: ProviderError) -> Self {
        FunnelError::Provider(e)
    }
}

type FunnelResult<T> = Result<T, FunnelError>;

fn internal(cause: impl Into<String>) -> FunnelError {
    FunnelError::Failed(Failure::internal(cause))
}

/// The builder's name of a funnel page's type.
pub const FUNNEL_PAGE: &str = "funnel";

/// The step page of a run.
pub fn step_path(username: &str, token: &str) -> String {
    format!("/s/{username}/funnel/{token}")
}

/// The purpose of a run's claim (the address the thank-you page leads to).
const CLAIM: &str = "funnel-claim";
/// The purpose of the browser's proof of a run (its cookie).
const BROWSER: &str = "funnel-browser";

/// Who asks, as the funnel's use cases care: the product passwords the
/// request holds (a step's quote may need them), its language (of the
/// consents' words) and the step page's notices of its address
/// (`declined`: the previous offer's charge did not go through;
/// `unconfirmed`: the last accept came without the boxes ticked).
pub struct Viewer {
    pub grants: Grants,
    pub language: &'static str,
    pub notices: (bool, bool),
}

/// What a request presents of a run: the value of its `sw_funnel` cookie
/// (`session::FUNNEL_COOKIE`) and the `claim` and `exp` of its address.
#[derive(Default)]
pub struct Presented {
    pub cookie: Option<String>,
    pub claim: String,
    pub exp: String,
}

/// What a request proves of the run `token`.
pub enum Browser {
    /// The browser that bought: its cookie names this run.
    Bound,
    /// The claim of the thank-you page's address: the cookie's value to
    /// set, valid for `max_age` seconds.
    Claimed { value: String, max_age: i64 },
    /// Anyone else.
    Stranger,
}

/// Whether `presented` comes from the browser the run `token` is bound to,
/// or brings its claim (`key`: the edge's token key).
pub fn browser(presented: &Presented, key: &[u8], token: &str) -> Browser {
    let now = clock::now();
    let bound = presented.cookie.as_deref().is_some_and(|value| {
        value.split_once('.').is_some_and(|(exp, sig)| {
            exp.parse::<i64>().is_ok_and(|exp| {
                sellwerk_core::auth::verify_link(key, BROWSER, token, exp, sig, now).is_ok()
            })
        })
    });
    if bound {
        return Browser::Bound;
    }
    let claim = &presented.claim;
    let exp = presented.exp.parse::<i64>().unwrap_or(0);
    if claim.is_empty()
        || sellwerk_core::auth::verify_link(key, CLAIM, token, exp, claim, now).is_err()
    {
        return Browser::Stranger;
    }
    let exp = now + funnels::BROWSER_SECONDS;
    let proof = sellwerk_core::auth::sign_link(key, BROWSER, token, exp);
    Browser::Claimed {
        value: format!("{exp}.{proof}"),
        max_age: funnels::BROWSER_SECONDS,
    }
}

/// [`entry`] as the address the buyer's browser goes to: on the shop's
/// site, with the run's claim (see `routes::funnels`).
pub async fn entry_url(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
) -> FunnelResult<Option<String>> {
    let Some(path) = entry(db, order).await? else {
        return Ok(None);
    };
    let username = repo::sellers::username(db, order.seller_id).await?;
    let token = path.rsplit('/').next().unwrap_or_default();
    let key = crate::config::Config::from_env(env)?.token_key;
    let exp = clock::now() + funnels::CLAIM_SECONDS;
    let claim = sellwerk_core::auth::sign_link(&key, CLAIM, token, exp);
    Ok(Some(format!(
        "{}{path}?claim={claim}&exp={exp}",
        crate::sites::shop_origin(env, &username)
    )))
}

/// Where the buyer of `order` goes instead of the thank-you page: the step
/// page of its run (started here, once) while the order is paid, its
/// product's funnel is activated and a step is left; `None` otherwise.
async fn entry(db: &D1Database, order: &OrderRow) -> FunnelResult<Option<String>> {
    if !matches!(
        order.payment_state,
        PaymentState::Paid | PaymentState::Paying
    ) {
        return Ok(None);
    }
    let run = if let Some(run) = repo::funnels::run_of_order(db, order.id).await? {
        run
    } else {
        let Some(funnel) =
            repo::funnels::active_funnel_of(db, order.seller_id, order.product_id).await?
        else {
            return Ok(None);
        };
        if repo::funnels::is_upsell(db, order.id).await? {
            return Ok(None);
        }
        let token = session::random_token()?;
        repo::funnels::start_run(db, &token, order.id, order.seller_id, funnel).await?
    };
    if advance(db, &run, order).await?.is_none() {
        return Ok(None);
    }
    let username = repo::sellers::username(db, order.seller_id).await?;
    Ok(Some(step_path(&username, &run.token)))
}

/// Whether the run after `first` has ended although steps may be left
/// (core's `funnels::run_open`): more than `funnels::RUN_OPEN_SECONDS`
/// (an hour) after the first order was paid by the edge's clock, or the
/// first order is no longer paid (refunded, cancelled, charged back).
fn ended(first: &OrderRow) -> Option<funnels::RunEnded> {
    let paid_at = first
        .paid_at
        .as_deref()
        .and_then(|at| at.parse::<jiff::Timestamp>().ok())
        .map(jiff::Timestamp::as_second);
    funnels::run_open(
        first.order_state,
        first.payment_state,
        paid_at,
        clock::now(),
    )
    .err()
}

/// The run's current step, recording the steps passed over (owned); the
/// run is finished when none is left, its funnel is no longer activated (a
/// deactivated funnel is not shown) or it has [`ended`].
async fn advance(db: &D1Database, run: &Run, first: &OrderRow) -> FunnelResult<Option<RunNode>> {
    if run.finished {
        return Ok(None);
    }
    if ended(first).is_some() {
        repo::funnels::finish(db, run).await?;
        return Ok(None);
    }
    if !repo::funnels::is_active(db, run.seller_id, run.funnel_id).await? {
        repo::funnels::finish(db, run).await?;
        return Ok(None);
    }
    let nodes = repo::funnels::run_nodes(db, run).await?;
    let owned = repo::funnels::owned_products(db, run.seller_id, &first.payer_email).await?;
    let (steps, decided) = run_steps(&nodes);
    let next = funnels::next_step(&steps, &decided, &owned);
    for node in next.skipped {
        repo::funnels::decide(db, run, node, "skipped").await?;
    }
    if let Some(id) = next.offer {
        return Ok(nodes.into_iter().find(|n| n.node.id == id));
    }
    repo::funnels::finish(db, run).await?;
    Ok(None)
}

fn run_steps(nodes: &[RunNode]) -> (Vec<RunStep>, Vec<FunnelNodeId>) {
    let steps = nodes
        .iter()
        .map(|n| RunStep {
            node: n.node.id,
            product: n.node.product_id,
        })
        .collect();
    let decided = nodes
        .iter()
        .filter(|n| n.outcome.is_some())
        .map(|n| n.node.id)
        .collect();
    (steps, decided)
}

/// The run of `token` and its first order; [`FunnelError::OfferNotFound`].
async fn run_and_first(db: &D1Database, token: &str) -> FunnelResult<(Run, OrderRow)> {
    let run = repo::funnels::run_by_token(db, token)
        .await?
        .ok_or(FunnelError::OfferNotFound)?;
    let first = repo::orders::by_id(db, run.order_id)
        .await?
        .ok_or_else(|| internal(format!("the first order of run {} vanished", run.id)))?;
    if first.seller_id != run.seller_id {
        return Err(internal(format!("run {} crosses sellers", run.id)));
    }
    Ok((run, first))
}

/// The buyer of the first order as the price cares.
fn buyer_of(first: &OrderRow) -> BuyerRequest {
    first.payer.buyer.clone().unwrap_or_else(|| BuyerRequest {
        country: String::new(),
        business: false,
        vat_id: None,
    })
}

/// Core's quote of a step for the first order's buyer, paid with the
/// method they used, at the step's offer price when it has one and
/// `discounted` (else at the plan's own); `None` when it cannot be sold now
/// or not with one click.
async fn price_step(
    db: &D1Database,
    grants: &Grants,
    first: &OrderRow,
    (node, discounted): (&RunNode, bool),
) -> FunnelResult<Option<checkout::Priced>> {
    let ask = QuoteAsk {
        product_id: node.node.product_id,
        plan_id: node.node.plan_id,
        bumps: Vec::new(),
        buyer: buyer_of(first),
        coupon_code: None,
        amount: None,
        payment_method: Some(first.payment_method),
        start: None,
        time_zone: None,
    };
    let offer_price = node.node.offer_price.as_deref().filter(|_| discounted);
    let priced = checkout::price_at(db, ask, grants, None, offer_price).await;
    // the checkout's refusals are core's to weigh (`funnels::step_charge`);
    // anything else (the store failing, our own broken terms) is an error
    let pricing = match &priced {
        Ok(priced) => StepPricing::Quoted {
            quote: &priced.quote,
            same_seller: priced.main.seller_id == first.seller_id,
        },
        Err(CheckoutError::Invalid(_)) => StepPricing::Refused,
        Err(CheckoutError::NotOffered { .. }) => StepPricing::NotOffered,
        Err(CheckoutError::Locked { .. }) => StepPricing::Locked,
        Err(_) => return priced.map(|_| None).map_err(FunnelError::Checkout),
    };
    Ok(match funnels::step_charge(pricing, first_payment(first)) {
        StepCharge::OneClick => priced.ok(),
        StepCharge::Skip => None,
    })
}

/// How the first order was paid, as the one-click rule asks.
fn first_payment(first: &OrderRow) -> FirstPayment<'_> {
    FirstPayment {
        currency: &first.currency,
        method: first.payment_method,
    }
}

/// The current step with its price, skipping the steps that cannot be
/// sold now; `None` when the funnel is done.
async fn current_offer(
    db: &D1Database,
    grants: &Grants,
    run: &Run,
    first: &OrderRow,
) -> FunnelResult<Option<(RunNode, checkout::Priced)>> {
    for _ in 0..=funnels::MAX_STEPS {
        let Some(node) = advance(db, run, first).await? else {
            return Ok(None);
        };
        if let Some(priced) = price_step(db, grants, first, (&node, true)).await? {
            return Ok(Some((node, priced)));
        }
        repo::funnels::decide(db, run, node.node.id, "skipped").await?;
    }
    Ok(None)
}

/// A step as the buyer sees it.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "FunnelOffer")]
pub(crate) struct Offer {
    node_id: FunnelNodeId,
    product_id: ProductId,
    product_name: String,
    plan_id: sellwerk_core::ids::PlanId,
    title: String,
    text: String,
    /// What one click charges now, VAT included, and the VAT in it (core's
    /// quote for the first order's buyer).
    due_now: Money,
    vat: Money,
    /// What the step would charge at its plan's own price, when it offers
    /// the plan for less (shown struck through); `null` without a discount.
    was: Option<Money>,
    /// Where the buttons post.
    accept_url: String,
    decline_url: String,
    /// The boxes the buyer ticks before accepting (core's
    /// `legal::required_consents` for the offered product and the first
    /// order's buyer: digital content asks the same withdrawal waiver as
    /// the first order), worded in the request's language; accept sends
    /// their names as `consents`.
    legal: sellwerk_core::legal::WordedRules,
    /// The same, as core's values (what the step page asks).
    #[serde(skip)]
    consents: Vec<Consent>,
    /// The funnel page the step is shown on (not the buyer's business).
    #[serde(skip)]
    page_id: Option<i64>,
}

/// `{offer, next_url}`: the current step (`null` when the funnel is done)
/// and the page the buyer is on or goes to.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "FunnelOfferBody")]
pub(crate) struct OfferBody {
    offer: Option<Offer>,
    next_url: String,
}

impl Offer {
    /// What the step page shows of this offer (`failed`: the previous
    /// offer's charge did not go through; `unconfirmed`: the last accept
    /// came without the boxes ticked).
    fn step(&self, token: &str, (failed, unconfirmed): (bool, bool)) -> FunnelStep {
        FunnelStep {
            token: token.to_owned(),
            node_id: self.node_id,
            product_id: self.product_id,
            title: self.title.clone(),
            text: self.text.clone(),
            due_now: self.due_now,
            vat: self.vat,
            was: self.was,
            accept_url: self.accept_url.clone(),
            decline_url: self.decline_url.clone(),
            failed,
            consents: self.consents.clone(),
            unconfirmed,
        }
    }
}

/// The current step of `run` (after `first`) as the buyer sees it; a view
/// of the step is counted when `count`.
async fn current(
    db: &D1Database,
    viewer: &Viewer,
    (run, first): (Run, OrderRow),
    count: bool,
) -> FunnelResult<(OfferBody, Run)> {
    let username = repo::sellers::username(db, run.seller_id).await?;
    let thanks = return_path(&username, &first.token);
    let Some((node, priced)) = current_offer(db, &viewer.grants, &run, &first).await? else {
        return Ok((
            OfferBody {
                offer: None,
                next_url: thanks,
            },
            run,
        ));
    };
    if count {
        repo::funnels::viewed(db, &run, node.node.id).await?;
    }
    // the plan's own price beside a discounted one
    let was = if node.node.offer_price.is_some() {
        price_step(db, &viewer.grants, &first, (&node, false))
            .await?
            .map(|own| own.quote.due_now.gross)
            .filter(|own| own.amount() > priced.quote.due_now.gross.amount())
    } else {
        None
    };
    let base = format!("/v1/checkout/funnels/{}/steps/{}", run.token, node.node.id);
    let rules = asked_of(db, &first, &priced).await?;
    let language = sellwerk_core::messages::Language::from_tag(viewer.language);
    Ok((
        OfferBody {
            offer: Some(Offer {
                node_id: node.node.id,
                product_id: node.node.product_id,
                product_name: priced.main.name.clone(),
                plan_id: node.node.plan_id,
                title: node.node.title,
                text: node.node.text,
                due_now: priced.quote.due_now.gross,
                vat: priced.quote.due_now.vat,
                was,
                accept_url: format!("{base}/accept"),
                decline_url: format!("{base}/decline"),
                legal: rules.worded(language),
                consents: rules.consents,
                page_id: node.node.page_id,
            }),
            next_url: step_path(&username, &run.token),
        },
        run,
    ))
}

/// `GET /v1/checkout/funnels/{token}`: the run's current step (a view
/// counted).
pub async fn offer(db: &D1Database, token: &str, viewer: &Viewer) -> FunnelResult<OfferBody> {
    let run = run_and_first(db, token).await?;
    let (body, _) = current(db, viewer, run, true).await?;
    Ok(body)
}

/// A run's step page: where the buyer goes instead when the run is done,
/// or what the page shows.
pub enum StepPage {
    Done { next_url: String },
    Offer { wanted: Wanted, data: Box<ShopData> },
}

/// Which run's step page: the run's token, and the shop (`username`) or
/// the seller it must be of.
pub struct StepOf<'a> {
    pub token: &'a str,
    pub username: Option<&'a str>,
    pub seller: Option<SellerId>,
}

/// The step page of a run (a view counted when `count`): the current
/// step's offer with the shop's data, whose page is the step's funnel page
/// (its published document; core's default without one).
/// [`FunnelError::OfferNotFound`] for an unknown token, and for a run of
/// another shop than `username` (or of another seller than `seller`).
pub async fn step_page(
    db: &D1Database,
    viewer: &Viewer,
    of: StepOf<'_>,
    count: bool,
) -> FunnelResult<StepPage> {
    let (run, first) = run_and_first(db, of.token).await?;
    if of.seller.is_some_and(|s| s != run.seller_id) {
        return Err(FunnelError::OfferNotFound);
    }
    let shop = repo::sellers::username(db, run.seller_id).await?;
    if of.username.is_some_and(|u| !u.eq_ignore_ascii_case(&shop)) {
        return Err(FunnelError::OfferNotFound);
    }
    let (body, run) = current(db, viewer, (run, first), count).await?;
    let Some(offer) = body.offer else {
        return Ok(StepPage::Done {
            next_url: body.next_url,
        });
    };
    let wanted_page = PageWanted {
        page_type: FUNNEL_PAGE,
        path: "",
        fallback: "",
    };
    let mut data = Box::new(
        repo::storefront::load(db, &shop, &wanted_page)
            .await?
            .ok_or(FunnelError::OfferNotFound)?,
    );
    data.page = match offer.page_id {
        Some(id) => match repo::pages::find(db, run.seller_id, id).await? {
            Some(row) if row.page_type == FUNNEL_PAGE => row.published()?,
            _ => None,
        },
        None => None,
    };
    Ok(StepPage::Offer {
        wanted: Wanted::Funnel(Box::new(offer.step(&run.token, viewer.notices))),
        data,
    })
}

/// What the editor's preview of a funnel page shows (`render_input`):
/// with a `run` token of one of the seller's runs, that run's current step
/// exactly as its page shows it (no view counted;
/// [`FunnelError::OfferNotFound`] for another seller's run, an unknown one
/// or one that is done); without (`run` empty), an example offer of the
/// seller's first product (of the first three) that a quote prices, for a
/// buyer in Germany, whose buttons go nowhere; the shop's view when there
/// is none.
pub async fn preview(
    db: &D1Database,
    viewer: &Viewer,
    (seller, data): (SellerId, &ShopData),
    run: &str,
) -> FunnelResult<Wanted> {
    if !run.is_empty() {
        let of = StepOf {
            token: run,
            username: None,
            seller: Some(seller),
        };
        return match step_page(db, viewer, of, false).await? {
            StepPage::Offer { wanted, .. } => Ok(wanted),
            StepPage::Done { .. } => Err(FunnelError::OfferNotFound),
        };
    }
    for p in data.products.iter().filter(|p| p.form != "bundle").take(3) {
        let Some(plan) = p.plans.first() else {
            continue;
        };
        let ask = QuoteAsk {
            product_id: p.id,
            plan_id: plan.id,
            bumps: Vec::new(),
            buyer: BuyerRequest {
                country: "DE".to_owned(),
                business: false,
                vat_id: None,
            },
            coupon_code: None,
            amount: None,
            payment_method: None,
            start: None,
            time_zone: None,
        };
        if let Ok(priced) = checkout::price(db, ask, &viewer.grants, None).await {
            return Ok(Wanted::Funnel(Box::new(FunnelStep {
                token: "example".to_owned(),
                node_id: FunnelNodeId::new(1).map_err(|e| internal(e.to_string()))?,
                product_id: p.id,
                title: String::new(),
                text: String::new(),
                due_now: priced.quote.due_now.gross,
                vat: priced.quote.due_now.vat,
                was: None,
                accept_url: "#".to_owned(),
                decline_url: "#".to_owned(),
                failed: false,
                consents: Vec::new(),
                unconfirmed: false,
            })));
        }
    }
    Ok(Wanted::Shop {
        path: None,
        category: None,
    })
}

/// What became of a step the buyer answered.
#[derive(Serialize, schemars::JsonSchema, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(rename_all = "snake_case")]
#[schemars(rename = "FunnelOutcome")]
pub enum Outcome {
    /// Taken and charged (or being charged): the upsell order is `order`.
    Accepted,
    /// Taken, but the one-click charge did not pay; the first order is
    /// untouched.
    Failed,
    Declined,
}

/// A step's answer: decided (now, or before: a repeat answers the first
/// decision), or refused with where a form post goes instead.
pub enum Answered {
    /// The step's outcome, its upsell order (accepted or failed) and the
    /// next step's page or the first order's thank-you page.
    Decided {
        outcome: Outcome,
        order: Option<Box<OrderRow>>,
        next_url: String,
    },
    /// The run has ended (nothing charged): `thank_you` is the first
    /// order's thank-you page.
    Ended {
        end: funnels::RunEnded,
        thank_you: String,
    },
    /// Accept came without the boxes it asks (nothing claimed, nothing
    /// charged): the `missing` ones, and the run's step page.
    Unconfirmed {
        missing: Vec<Problem>,
        step_url: String,
    },
}

/// An answer to the step `node` (as the path has it) of the run `token`,
/// from the browser that `presented` what it did.
pub struct StepAnswer<'a> {
    pub token: &'a str,
    pub node: &'a str,
    pub presented: &'a Presented,
}

/// Where the buyer goes after the run's step was answered.
async fn next_url(
    db: &D1Database,
    grants: &Grants,
    run: &Run,
    first: &OrderRow,
) -> FunnelResult<String> {
    let username = repo::sellers::username(db, run.seller_id).await?;
    Ok(match current_offer(db, grants, run, first).await? {
        Some(_) => step_path(&username, &run.token),
        None => return_path(&username, &first.token),
    })
}

async fn decided(
    db: &D1Database,
    grants: &Grants,
    (run, first): (&Run, &OrderRow),
    (outcome, order): (Outcome, Option<OrderRow>),
) -> FunnelResult<Answered> {
    let next_url = next_url(db, grants, run, first).await?;
    Ok(Answered::Decided {
        outcome,
        order: order.map(Box::new),
        next_url,
    })
}

/// A step answered before: the first answer again, nothing charged.
async fn repeat(
    db: &D1Database,
    grants: &Grants,
    (run, first): (&Run, &OrderRow),
    node: &RunNode,
) -> FunnelResult<Answered> {
    let order = match node.order_id {
        Some(id) => repo::orders::by_id(db, id).await?,
        None => None,
    };
    let outcome = match node.outcome.as_deref() {
        Some("declined" | "skipped") => Outcome::Declined,
        Some("failed") => Outcome::Failed,
        _ => Outcome::Accepted,
    };
    decided(db, grants, (run, first), (outcome, order)).await
}

/// The answer to a decision on a run that has ended: nothing is charged,
/// the run is finished.
async fn run_ended(
    db: &D1Database,
    (run, first): (&Run, &OrderRow),
    end: funnels::RunEnded,
) -> FunnelResult<Answered> {
    repo::funnels::finish(db, run).await?;
    let username = repo::sellers::username(db, run.seller_id).await?;
    Ok(Answered::Ended {
        end,
        thank_you: return_path(&username, &first.token),
    })
}

/// The run, its first order and the step the answer names, which must be
/// one of the run's funnel's steps.
async fn step_of(
    db: &D1Database,
    env: &Env,
    answer: &StepAnswer<'_>,
) -> FunnelResult<(Run, OrderRow, RunNode)> {
    let (run, first) = run_and_first(db, answer.token).await?;
    // an open run decides only for the browser that bought; an ended one
    // charges nothing whoever asks, and says so (`run_ended`)
    let key = crate::config::Config::from_env(env)?.token_key;
    if ended(&first).is_none()
        && !matches!(browser(answer.presented, &key, &run.token), Browser::Bound)
    {
        return Err(FunnelError::OtherBrowser);
    }
    let node = answer
        .node
        .parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .and_then(|id| FunnelNodeId::try_from(id).ok())
        .ok_or_else(|| FunnelError::InvalidStep(answer.node.to_owned()))?;
    let found = fresh(db, &run, node).await?;
    Ok((run, first, found))
}

async fn fresh(db: &D1Database, run: &Run, node: FunnelNodeId) -> FunnelResult<RunNode> {
    repo::funnels::run_nodes(db, run)
        .await?
        .into_iter()
        .find(|n| n.node.id == node)
        .ok_or(FunnelError::OfferNotFound)
}

/// `POST /v1/checkout/funnels/{token}/steps/{node}/decline`: the step is
/// declined once; a repeat answers the first decision.
pub async fn decline(
    db: &D1Database,
    env: &Env,
    viewer: &Viewer,
    answer: StepAnswer<'_>,
) -> FunnelResult<Answered> {
    let (run, first, node) = step_of(db, env, &answer).await?;
    let grants = &viewer.grants;
    if node.outcome.is_some() {
        return repeat(db, grants, (&run, &first), &node).await;
    }
    if let Some(end) = ended(&first) {
        return run_ended(db, (&run, &first), end).await;
    }
    match current_offer(db, grants, &run, &first).await? {
        Some((current, _)) if current.node.id == node.node.id => {}
        _ => return Err(FunnelError::NotCurrent),
    }
    if !repo::funnels::decide(db, &run, node.node.id, "declined").await? {
        let node = fresh(db, &run, node.node.id).await?;
        return repeat(db, grants, (&run, &first), &node).await;
    }
    decided(db, grants, (&run, &first), (Outcome::Declined, None)).await
}

/// `POST /v1/checkout/funnels/{token}/steps/{node}/accept`: one click. The
/// step is claimed once; a new order of upsell type is made from core's
/// quote for the first order's buyer and charged off-session with the
/// method the first order saved; the first order is never touched.
/// `consents`: the boxes the buyer ticked.
pub async fn accept(
    db: &D1Database,
    env: &Env,
    viewer: &Viewer,
    answer: StepAnswer<'_>,
    consents: &[Consent],
) -> FunnelResult<Answered> {
    let (run, first, node) = step_of(db, env, &answer).await?;
    let grants = &viewer.grants;
    if node.outcome.is_some() {
        return repeat(db, grants, (&run, &first), &node).await;
    }
    // an hour after the first payment, or once it is refunded, cancelled
    // or charged back, nothing more is charged (issue 29)
    if let Some(end) = ended(&first) {
        return run_ended(db, (&run, &first), end).await;
    }
    let priced = match current_offer(db, grants, &run, &first).await? {
        Some((current, priced)) if current.node.id == node.node.id => priced,
        _ => return Err(FunnelError::NotCurrent),
    };
    // the consents first: an accept without them claims nothing and
    // charges nothing, and the buyer may still tick them or decline
    let rules = asked_of(db, &first, &priced).await?;
    let legal = match consents::record(
        db,
        (first.seller_id, None),
        &rules,
        consents,
        viewer.language,
    )
    .await?
    {
        Ok(legal) => legal,
        Err(missing) => {
            let username = repo::sellers::username(db, run.seller_id).await?;
            return Ok(Answered::Unconfirmed {
                missing,
                step_url: step_path(&username, &run.token),
            });
        }
    };
    if !repo::funnels::decide(db, &run, node.node.id, "accepting").await? {
        // the other click of a double click: it answers
        let node = fresh(db, &run, node.node.id).await?;
        return repeat(db, grants, (&run, &first), &node).await;
    }
    let facts = repo::sellers::order_facts(db, priced.main.product_id, priced.main.plan_id)
        .await?
        .ok_or_else(|| internal("a quoted product vanished"))?;
    let token = session::random_token()?;
    let mut upsell = new_upsell(&token, &run, &first, &node, &priced)?;
    upsell.legal = Some(legal);
    upsell.ticket_id = facts.ticket_id;
    upsell.license_key = facts.form == "license_key";
    let made = repo::orders::create(db, &upsell).await?;
    let order = match made {
        Ok(()) => repo::orders::by_token(db, &token).await?,
        Err(Refusal::Stale | Refusal::Duplicate) => {
            repo::orders::by_idempotency_key(db, &upsell.idempotency_key)
                .await?
                .map(|(_, o)| o)
        }
        Err(Refusal::SoldOut | Refusal::CouponUsedUp) => None,
    };
    let Some(order) = order else {
        // sold out between the quote and the order: nothing was charged
        repo::funnels::settle(db, &run, node.node.id, "failed", None).await?;
        return decided(db, grants, (&run, &first), (Outcome::Failed, None)).await;
    };
    money::relay(env, db).await?;
    let amount = order
        .due_now
        .to_minor()
        .ok_or_else(|| internal("amount beyond i64"))?;
    let reference = format!("upsell-{}", order.token);
    let charged = providers::charge_with(env, db, &order, &first, 0, amount, &reference).await?;
    let outcome = match charged {
        Charged::Taken => Outcome::Accepted,
        Charged::Failed => {
            // the hold on the stock goes at once; the first order is untouched
            money::signal(
                env,
                db,
                order.id,
                sellwerk_core::orders::Signal::Expired,
                None,
            )
            .await?;
            Outcome::Failed
        }
    };
    let settled = if matches!(outcome, Outcome::Accepted) {
        "accepted"
    } else {
        "failed"
    };
    repo::funnels::settle(db, &run, node.node.id, settled, Some(order.id)).await?;
    let order = repo::orders::by_id(db, order.id).await?;
    decided(db, grants, (&run, &first), (outcome, order)).await
}

/// What the offered product asks the first order's buyer to tick (core's
/// rules for its form, the buyer's country and whether they buy as a
/// business, as at the checkout).
async fn asked_of(
    db: &D1Database,
    first: &OrderRow,
    priced: &checkout::Priced,
) -> FunnelResult<sellwerk_core::legal::ConsentRules> {
    let forms =
        repo::catalog::forms_of(db, priced.main.seller_id, &[priced.main.product_id]).await?;
    let buyer = buyer_of(first);
    Ok(sellwerk_core::legal::required_consents(
        &forms,
        buyer.business,
        &buyer.country,
    ))
}

/// The upsell order of step `node` for the first order's buyer (its legal
/// record set by the caller, who checked the consents).
fn new_upsell(
    token: &str,
    run: &Run,
    first: &OrderRow,
    node: &RunNode,
    priced: &checkout::Priced,
) -> FunnelResult<NewOrder> {
    let quote = &priced.quote;
    Ok(NewOrder {
        token: token.to_owned(),
        seller_id: first.seller_id,
        product_id: priced.main.product_id,
        plan_id: priced.main.plan_id,
        ticket_id: None,
        license_key: false,
        payer_email: first.payer_email.clone(),
        payer: first.payer.clone(),
        payment_method: wire_name(first.payment_method),
        provider: first.provider.name().to_owned(),
        plan_kind: "one_time".to_owned(),
        buyer_country: buyer_of(first).country.trim().to_ascii_uppercase(),
        coupon_code: None,
        currency: quote.currency.code().to_ascii_lowercase(),
        total: quote.total.to_decimal_string(),
        due_now: quote.due_now.gross.to_decimal_string(),
        vat_now: quote.due_now.vat.to_decimal_string(),
        quote: serde_json::to_value(quote).map_err(|e| internal(e.to_string()))?,
        open_ended: false,
        expires_at: clock::now() + sellwerk_core::orders::CHECKOUT_TTL_SECONDS,
        rates: vec![(
            quote.due_now.date.clone(),
            quote.due_now.gross.to_decimal_string(),
        )],
        coupon_id: None,
        bumps: Vec::new(),
        legal: None,
        // the edge's own namespace, which no client's key can reach
        idempotency_key: repo::orders::internal_key(&format!(
            "funnel:{}:{}",
            run.token, node.node.id
        )),
        fingerprint: "funnel".to_owned(),
        upsell: Some(Upsell {
            parent: first.id,
            funnel: run.funnel_id,
            node: node.node.id,
        }),
        buyer_secret: None,
    })
}
