//! Funnels (migration 0032): the seller's funnels and their steps, which
//! product sends its buyers through which funnel, the buyers' runs and what
//! happened at each step, and the statistics. Every function a cabinet
//! route calls filters by the seller; a buyer's run is found by its token
//! only.

use sellwerk_core::funnels::{FunnelState, StepDraft};
use sellwerk_core::ids::{FunnelId, FunnelNodeId, OrderId, PlanId, ProductId, SellerId};
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::clock;
use crate::error::{AppError, AppResult};

fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

fn changed(result: &worker::D1Result) -> AppResult<bool> {
    Ok(result.meta()?.and_then(|m| m.changes).unwrap_or(0) > 0)
}

#[derive(Deserialize)]
struct FunnelRaw {
    id: i64,
    name: String,
    state: String,
    created_at: i64,
    updated_at: i64,
}

#[derive(Deserialize)]
struct NodeRaw {
    id: i64,
    funnel_id: i64,
    position: i64,
    product_id: i64,
    plan_id: i64,
    title: String,
    text: String,
    page_id: Option<i64>,
    offer_price: Option<String>,
}

#[derive(Deserialize)]
struct AttachedRaw {
    funnel_id: i64,
    product_id: i64,
}

/// A step of a funnel as stored.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct FunnelNode {
    pub id: FunnelNodeId,
    /// 0 for the first step.
    pub position: u32,
    pub product_id: ProductId,
    pub plan_id: PlanId,
    pub title: String,
    pub text: String,
    /// The seller's funnel page the step is shown on (migration 0035);
    /// `null`: core's default funnel page.
    pub page_id: Option<i64>,
    /// The price the step offers its plan at, below the plan's own
    /// (migration 0044, core's `funnels::offer_plan`); `null`: the plan's.
    pub offer_price: Option<String>,
}

/// A funnel as the cabinet shows it.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct Funnel {
    pub id: FunnelId,
    pub name: String,
    pub state: FunnelState,
    pub steps: Vec<FunnelNode>,
    /// The products whose buyers go through it.
    pub product_ids: Vec<ProductId>,
    pub created_at: i64,
    pub updated_at: i64,
}

fn node_of(r: NodeRaw) -> AppResult<(FunnelId, FunnelNode)> {
    let funnel = FunnelId::new(r.funnel_id).map_err(|e| corrupt("funnel node", r.id, e))?;
    Ok((
        funnel,
        FunnelNode {
            id: FunnelNodeId::new(r.id).map_err(|e| corrupt("funnel node", r.id, e))?,
            position: u32::try_from(r.position).map_err(|e| corrupt("funnel node", r.id, e))?,
            product_id: ProductId::new(r.product_id)
                .map_err(|e| corrupt("funnel node", r.id, e))?,
            plan_id: PlanId::new(r.plan_id).map_err(|e| corrupt("funnel node", r.id, e))?,
            title: r.title,
            text: r.text,
            page_id: r.page_id,
            offer_price: r.offer_price,
        },
    ))
}

/// The seller's funnels (all, or only `only`), oldest first, with their
/// steps and products; deleted ones are not found.
async fn load(db: &D1Database, seller: SellerId, only: Option<FunnelId>) -> AppResult<Vec<Funnel>> {
    let only = only.map_or(JsValue::NULL, int);
    let funnels = db
        .prepare(
            "SELECT id, name, state, created_at, updated_at FROM funnels \
             WHERE seller_id = ?1 AND deleted = 0 AND (?2 IS NULL OR id = ?2) ORDER BY id",
        )
        .bind(&[int(seller), only.clone()])?
        .all()
        .await?
        .results::<FunnelRaw>()?;
    if funnels.is_empty() {
        return Ok(Vec::new());
    }
    let nodes = db
        .prepare(
            "SELECT n.id, n.funnel_id, n.position, n.product_id, n.plan_id, n.title, n.text, \
             n.page_id, n.offer_price FROM funnel_nodes n JOIN funnels f ON f.id = n.funnel_id \
             WHERE f.seller_id = ?1 AND f.deleted = 0 AND n.removed = 0 \
             AND (?2 IS NULL OR f.id = ?2) ORDER BY n.funnel_id, n.position",
        )
        .bind(&[int(seller), only.clone()])?
        .all()
        .await?
        .results::<NodeRaw>()?
        .into_iter()
        .map(node_of)
        .collect::<AppResult<Vec<_>>>()?;
    let attached = db
        .prepare(
            "SELECT funnel_id, product_id FROM product_funnels \
             WHERE seller_id = ?1 AND (?2 IS NULL OR funnel_id = ?2) ORDER BY product_id",
        )
        .bind(&[int(seller), only])?
        .all()
        .await?
        .results::<AttachedRaw>()?;
    funnels
        .into_iter()
        .map(|f| {
            let id = FunnelId::new(f.id).map_err(|e| corrupt("funnel", f.id, e))?;
            let state = FunnelState::from_api_name(&f.state)
                .ok_or_else(|| corrupt("funnel", f.id, "state"))?;
            Ok(Funnel {
                id,
                name: f.name,
                state,
                steps: nodes
                    .iter()
                    .filter(|(of, _)| *of == id)
                    .map(|(_, n)| n.clone())
                    .collect(),
                product_ids: attached
                    .iter()
                    .filter(|a| a.funnel_id == f.id)
                    .filter_map(|a| ProductId::new(a.product_id).ok())
                    .collect(),
                created_at: f.created_at,
                updated_at: f.updated_at,
            })
        })
        .collect()
}

/// The seller's funnels.
pub async fn all(db: &D1Database, seller: SellerId) -> AppResult<Vec<Funnel>> {
    load(db, seller, None).await
}

/// The seller's funnel `id` (another seller's, or a deleted one, is not
/// found).
pub async fn one(db: &D1Database, seller: SellerId, id: FunnelId) -> AppResult<Option<Funnel>> {
    Ok(load(db, seller, Some(id)).await?.into_iter().next())
}

/// A new, deactivated funnel of the seller with its steps.
pub async fn create(
    db: &D1Database,
    seller: SellerId,
    name: &str,
    steps: &[StepDraft],
) -> AppResult<FunnelId> {
    #[derive(Deserialize)]
    struct Id {
        id: i64,
    }
    let now = clock::now();
    let id = db
        .prepare(
            "INSERT INTO funnels (seller_id, name, state, created_at, updated_at) \
             VALUES (?1, ?2, ?4, ?3, ?3) RETURNING id",
        )
        .bind(&[
            int(seller),
            text(name),
            int(now),
            text(sellwerk_core::funnels::created_state(steps.len()).api_name()),
        ])?
        .first::<Id>(None)
        .await?
        .ok_or_else(|| AppError::Internal("a new funnel has no id".to_owned()))?;
    let id = FunnelId::new(id.id).map_err(|e| corrupt("funnel", id.id, e))?;
    write_steps(db, seller, id, None, steps).await?;
    Ok(id)
}

/// Rewrites the seller's funnel `id`: its name (when given) and its steps.
/// A step offering a product the funnel offered before keeps its id (the
/// runs under way and the statistics follow it); the steps no longer
/// offered are kept as removed. `false` when it is not the seller's.
pub async fn update(
    db: &D1Database,
    seller: SellerId,
    id: FunnelId,
    name: &str,
    steps: &[StepDraft],
) -> AppResult<bool> {
    write_steps(db, seller, id, Some(name), steps).await
}

async fn write_steps(
    db: &D1Database,
    seller: SellerId,
    id: FunnelId,
    name: Option<&str>,
    steps: &[StepDraft],
) -> AppResult<bool> {
    let now = clock::now();
    let mut batch = vec![
        db.prepare(
            "UPDATE funnels SET name = COALESCE(?3, name), updated_at = ?4 \
             WHERE id = ?1 AND seller_id = ?2 AND deleted = 0",
        )
        .bind(&[
            int(id),
            int(seller),
            name.map_or(JsValue::NULL, text),
            int(now),
        ])?,
        db.prepare("UPDATE funnel_nodes SET removed = 1 WHERE funnel_id = ?1 AND seller_id = ?2")
            .bind(&[int(id), int(seller)])?,
    ];
    for (position, step) in steps.iter().enumerate() {
        let position = super::index(position)?;
        let args = [
            int(id),
            int(seller),
            int(step.product_id),
            int(step.plan_id),
            position,
            text(step.title.trim()),
            text(step.text.trim()),
            step.page_id.map_or(JsValue::NULL, int),
            step.offer_price
                .as_deref()
                .map(str::trim)
                .filter(|p| !p.is_empty())
                .map_or(JsValue::NULL, text),
        ];
        batch.push(
            db.prepare(
                "UPDATE funnel_nodes SET removed = 0, position = ?5, plan_id = ?4, title = ?6, \
                 text = ?7, page_id = ?8, offer_price = ?9 WHERE id = (SELECT max(id) FROM funnel_nodes WHERE funnel_id = ?1 \
                 AND seller_id = ?2 AND product_id = ?3)",
            )
            .bind(&args)?,
        );
        batch.push(
            db.prepare(
                "INSERT INTO funnel_nodes (funnel_id, seller_id, position, product_id, plan_id, \
                 title, text, page_id, offer_price) SELECT ?1, ?2, ?5, ?3, ?4, ?6, ?7, ?8, ?9 \
                 WHERE EXISTS (SELECT 1 FROM funnels WHERE id = ?1 AND seller_id = ?2) \
                 AND NOT EXISTS (SELECT 1 FROM funnel_nodes WHERE funnel_id = ?1 \
                 AND seller_id = ?2 AND product_id = ?3)",
            )
            .bind(&args)?,
        );
    }
    let results = db.batch(batch).await?;
    match results.first() {
        Some(first) => changed(first),
        None => Ok(false),
    }
}

/// Sets the state of the seller's funnel `id`.
pub async fn set_state(
    db: &D1Database,
    seller: SellerId,
    id: FunnelId,
    state: FunnelState,
) -> AppResult<bool> {
    let result = db
        .prepare(
            "UPDATE funnels SET state = ?3, updated_at = ?4 \
             WHERE id = ?1 AND seller_id = ?2 AND deleted = 0",
        )
        .bind(&[
            int(id),
            int(seller),
            text(state.api_name()),
            int(clock::now()),
        ])?
        .run()
        .await?;
    changed(&result)
}

/// Deletes the seller's funnel `id`: found nowhere any more, detached from
/// its products; its runs, steps and orders stay for the books.
pub async fn delete(db: &D1Database, seller: SellerId, id: FunnelId) -> AppResult<bool> {
    let results = db
        .batch(vec![
            db.prepare(
                "UPDATE funnels SET deleted = 1, state = 'deactivated', updated_at = ?3 \
                 WHERE id = ?1 AND seller_id = ?2 AND deleted = 0",
            )
            .bind(&[int(id), int(seller), int(clock::now())])?,
            db.prepare("DELETE FROM product_funnels WHERE funnel_id = ?1 AND seller_id = ?2")
                .bind(&[int(id), int(seller)])?,
        ])
        .await?;
    match results.first() {
        Some(first) => changed(first),
        None => Ok(false),
    }
}

/// Sends the buyers of the seller's product `product` through the seller's
/// funnel `funnel` (`None`: through none). `false` when the product or the
/// funnel is not the seller's (one statement decides both).
pub async fn attach(
    db: &D1Database,
    seller: SellerId,
    product: ProductId,
    funnel: Option<FunnelId>,
) -> AppResult<bool> {
    let Some(funnel) = funnel else {
        let owned = db
            .prepare("SELECT 1 AS one FROM products WHERE id = ?1 AND seller_id = ?2")
            .bind(&[int(product), int(seller)])?
            .first::<serde_json::Value>(None)
            .await?
            .is_some();
        db.prepare("DELETE FROM product_funnels WHERE product_id = ?1 AND seller_id = ?2")
            .bind(&[int(product), int(seller)])?
            .run()
            .await?;
        return Ok(owned);
    };
    let result = db
        .prepare(
            "INSERT INTO product_funnels (product_id, seller_id, funnel_id) \
             SELECT p.id, ?2, f.id FROM products p JOIN funnels f ON f.id = ?3 \
             WHERE p.id = ?1 AND p.seller_id = ?2 AND f.seller_id = ?2 AND f.deleted = 0 \
             ON CONFLICT (product_id) DO UPDATE SET funnel_id = excluded.funnel_id \
             WHERE product_funnels.seller_id = excluded.seller_id",
        )
        .bind(&[int(product), int(seller), int(funnel)])?
        .run()
        .await?;
    changed(&result)
}

/// The activated funnel the seller's product `product` sends buyers
/// through, if any.
pub async fn active_funnel_of(
    db: &D1Database,
    seller: SellerId,
    product: ProductId,
) -> AppResult<Option<FunnelId>> {
    #[derive(Deserialize)]
    struct Row {
        funnel_id: i64,
    }
    db.prepare(
        "SELECT pf.funnel_id FROM product_funnels pf JOIN funnels f ON f.id = pf.funnel_id \
         WHERE pf.product_id = ?1 AND pf.seller_id = ?2 AND f.seller_id = ?2 \
         AND f.state = 'activated' AND f.deleted = 0",
    )
    .bind(&[int(product), int(seller)])?
    .first::<Row>(None)
    .await?
    .map(|r| FunnelId::new(r.funnel_id).map_err(|e| corrupt("product funnel", r.funnel_id, e)))
    .transpose()
}

/// Whether the seller's funnel `id` is activated (and not deleted).
pub async fn is_active(db: &D1Database, seller: SellerId, id: FunnelId) -> AppResult<bool> {
    Ok(db
        .prepare(
            "SELECT 1 AS one FROM funnels WHERE id = ?1 AND seller_id = ?2 \
             AND state = 'activated' AND deleted = 0",
        )
        .bind(&[int(id), int(seller)])?
        .first::<serde_json::Value>(None)
        .await?
        .is_some())
}

/// A buyer's run through a funnel after paying its first order.
#[derive(Debug, Clone)]
pub struct Run {
    pub id: i64,
    pub token: String,
    pub order_id: OrderId,
    pub seller_id: SellerId,
    pub funnel_id: FunnelId,
    pub finished: bool,
}

#[derive(Deserialize)]
struct RunRaw {
    id: i64,
    token: String,
    order_id: i64,
    seller_id: i64,
    funnel_id: i64,
    finished: i64,
}

impl TryFrom<RunRaw> for Run {
    type Error = AppError;

    fn try_from(r: RunRaw) -> AppResult<Run> {
        Ok(Run {
            id: r.id,
            token: r.token,
            order_id: OrderId::new(r.order_id).map_err(|e| corrupt("funnel run", r.id, e))?,
            seller_id: SellerId::new(r.seller_id).map_err(|e| corrupt("funnel run", r.id, e))?,
            funnel_id: FunnelId::new(r.funnel_id).map_err(|e| corrupt("funnel run", r.id, e))?,
            finished: r.finished != 0,
        })
    }
}

const RUN_COLUMNS: &str = "id, token, order_id, seller_id, funnel_id, finished";

/// The run of order `order`, if one was started.
pub async fn run_of_order(db: &D1Database, order: OrderId) -> AppResult<Option<Run>> {
    db.prepare(format!(
        "SELECT {RUN_COLUMNS} FROM funnel_runs WHERE order_id = ?1"
    ))
    .bind(&[int(order)])?
    .first::<RunRaw>(None)
    .await?
    .map(Run::try_from)
    .transpose()
}

/// The run whose step page is `token`.
pub async fn run_by_token(db: &D1Database, token: &str) -> AppResult<Option<Run>> {
    db.prepare(format!(
        "SELECT {RUN_COLUMNS} FROM funnel_runs WHERE token = ?1"
    ))
    .bind(&[text(token)])?
    .first::<RunRaw>(None)
    .await?
    .map(Run::try_from)
    .transpose()
}

/// Starts the run of order `order` through `funnel` under the new secret
/// `token`, unless one was started (two requests at once start one); the
/// order's run either way.
pub async fn start_run(
    db: &D1Database,
    token: &str,
    order: OrderId,
    seller: SellerId,
    funnel: FunnelId,
) -> AppResult<Run> {
    db.prepare(
        "INSERT INTO funnel_runs (token, order_id, seller_id, funnel_id, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (order_id) DO NOTHING",
    )
    .bind(&[
        text(token),
        int(order),
        int(seller),
        int(funnel),
        int(clock::now()),
    ])?
    .run()
    .await?;
    run_of_order(db, order)
        .await?
        .ok_or_else(|| AppError::Internal(format!("the funnel run of order {order} vanished")))
}

/// The run is over: the thank-you page comes next, for good.
pub async fn finish(db: &D1Database, run: &Run) -> AppResult<()> {
    db.prepare("UPDATE funnel_runs SET finished = 1 WHERE id = ?1")
        .bind(&[int(run.id)])?
        .run()
        .await?;
    Ok(())
}

/// A step of a run's funnel (in order) and what happened there.
#[derive(Debug, Clone)]
pub struct RunNode {
    pub node: FunnelNode,
    /// `accepting`, `accepted`, `declined`, `failed`, `skipped`; `None`
    /// while undecided.
    pub outcome: Option<String>,
    pub order_id: Option<OrderId>,
}

/// The current steps of a run's funnel with the run's outcomes.
pub async fn run_nodes(db: &D1Database, run: &Run) -> AppResult<Vec<RunNode>> {
    #[derive(Deserialize)]
    struct Row {
        id: i64,
        funnel_id: i64,
        position: i64,
        product_id: i64,
        plan_id: i64,
        title: String,
        text: String,
        page_id: Option<i64>,
        offer_price: Option<String>,
        outcome: Option<String>,
        order_id: Option<i64>,
    }
    let rows = db
        .prepare(
            "SELECT n.id, n.funnel_id, n.position, n.product_id, n.plan_id, n.title, n.text, \
             n.page_id, n.offer_price, s.outcome, s.order_id FROM funnel_nodes n \
             LEFT JOIN funnel_steps s ON s.node_id = n.id AND s.run_id = ?1 \
             WHERE n.funnel_id = ?2 AND n.seller_id = ?3 AND n.removed = 0 ORDER BY n.position",
        )
        .bind(&[int(run.id), int(run.funnel_id), int(run.seller_id)])?
        .all()
        .await?
        .results::<Row>()?;
    rows.into_iter()
        .map(|r| {
            let (_, node) = node_of(NodeRaw {
                id: r.id,
                funnel_id: r.funnel_id,
                position: r.position,
                product_id: r.product_id,
                plan_id: r.plan_id,
                title: r.title,
                text: r.text,
                page_id: r.page_id,
                offer_price: r.offer_price,
            })?;
            Ok(RunNode {
                node,
                outcome: r.outcome,
                order_id: r.order_id.and_then(|o| OrderId::new(o).ok()),
            })
        })
        .collect()
}

/// The products of seller `seller` that the buyer `email` owns: bought in
/// an order that is paid (or being paid) or delivered, as its main product,
/// a bump, or an item of a bundle bought.
pub async fn owned_products(
    db: &D1Database,
    seller: SellerId,
    email: &str,
) -> AppResult<Vec<ProductId>> {
    #[derive(Deserialize)]
    struct Row {
        product_id: i64,
    }
    let rows = db
        .prepare(
            "WITH bought (product_id) AS ( \
               SELECT o.product_id FROM orders o WHERE o.payer_email = ?1 AND o.seller_id = ?2 \
               AND (o.delivered = 1 OR o.payment_state IN ('paid', 'paying')) \
               UNION \
               SELECT i.product_id FROM order_items i JOIN orders o ON o.id = i.order_id \
               WHERE o.payer_email = ?1 AND o.seller_id = ?2 AND i.seller_id = ?2 \
               AND (o.delivered = 1 OR o.payment_state IN ('paid', 'paying'))) \
             SELECT product_id FROM bought \
             UNION \
             SELECT p.item_product_id AS product_id FROM bought b \
             JOIN product_items p ON p.product_id = b.product_id AND p.seller_id = ?2",
        )
        .bind(&[text(&email.trim().to_ascii_lowercase()), int(seller)])?
        .all()
        .await?
        .results::<Row>()?;
    Ok(rows
        .into_iter()
        .filter_map(|r| ProductId::new(r.product_id).ok())
        .collect())
}

/// Records that the buyer saw step `node` of `run` (the first time only).
pub async fn viewed(db: &D1Database, run: &Run, node: FunnelNodeId) -> AppResult<()> {
    db.prepare(
        "INSERT INTO funnel_steps (run_id, node_id, seller_id, funnel_id, viewed_at) \
         VALUES (?1, ?2, ?3, ?4, ?5) \
         ON CONFLICT (run_id, node_id) DO UPDATE SET viewed_at = coalesce(viewed_at, excluded.viewed_at)",
    )
    .bind(&[
        int(run.id),
        int(node),
        int(run.seller_id),
        int(run.funnel_id),
        int(clock::now()),
    ])?
    .run()
    .await?;
    Ok(())
}

/// Decides step `node` of `run` as `outcome` if it was undecided; whether
/// this call decided it (of two at once, one does).
pub async fn decide(
    db: &D1Database,
    run: &Run,
    node: FunnelNodeId,
    outcome: &str,
) -> AppResult<bool> {
    let result = db
        .prepare(
            "INSERT INTO funnel_steps (run_id, node_id, seller_id, funnel_id, outcome) \
             VALUES (?1, ?2, ?3, ?4, ?5) \
             ON CONFLICT (run_id, node_id) DO UPDATE SET outcome = excluded.outcome \
             WHERE funnel_steps.outcome IS NULL",
        )
        .bind(&[
            int(run.id),
            int(node),
            int(run.seller_id),
            int(run.funnel_id),
            text(outcome),
        ])?
        .run()
        .await?;
    changed(&result)
}

/// The one-click charge of an accepted step is answered: `accepted` or
/// `failed`, with its upsell order.
pub async fn settle(
    db: &D1Database,
    run: &Run,
    node: FunnelNodeId,
    outcome: &str,
    order: Option<OrderId>,
) -> AppResult<()> {
    db.prepare(
        "UPDATE funnel_steps SET outcome = ?3, order_id = coalesce(?4, order_id) \
         WHERE run_id = ?1 AND node_id = ?2 AND outcome = 'accepting'",
    )
    .bind(&[
        int(run.id),
        int(node),
        text(outcome),
        order.map_or(JsValue::NULL, int),
    ])?
    .run()
    .await?;
    Ok(())
}

/// One step's numbers (or the whole funnel's).
#[derive(Debug, Clone, Default, Serialize, schemars::JsonSchema)]
pub struct StepCounts {
    /// Buyers who were shown the step.
    pub views: u64,
    /// Offers taken and paid with one click.
    pub acceptances: u64,
    pub declines: u64,
    /// One-click charges that did not pay.
    pub failures: u64,
}

/// The revenue of one currency: the paid upsell orders' totals.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct Revenue {
    pub currency: String,
    /// Minor units of `currency`.
    pub amount_minor: i64,
}

/// The counts per step of the seller's funnel `funnel`, and the revenue
/// per step and currency.
pub async fn stats(
    db: &D1Database,
    seller: SellerId,
    funnel: FunnelId,
) -> AppResult<(Vec<(i64, StepCounts)>, Vec<(i64, Revenue)>)> {
    #[derive(Deserialize)]
    struct CountRow {
        node_id: i64,
        views: i64,
        acceptances: i64,
        declines: i64,
        failures: i64,
    }
    #[derive(Deserialize)]
    struct RevenueRow {
        node_id: i64,
        currency: String,
        amount: i64,
    }
    let count = |n: i64| u64::try_from(n).unwrap_or(0);
    let counts = db
        .prepare(
            // `outcome = …` is NULL while a step is undecided, and so is the
            // sum of NULLs: a step only seen counts 0, not NULL
            "SELECT node_id, sum(viewed_at IS NOT NULL) AS views, \
             coalesce(sum(outcome = 'accepted'), 0) AS acceptances, \
             coalesce(sum(outcome = 'declined'), 0) AS declines, \
             coalesce(sum(outcome = 'failed'), 0) AS failures FROM funnel_steps \
             WHERE seller_id = ?1 AND funnel_id = ?2 GROUP BY node_id",
        )
        .bind(&[int(seller), int(funnel)])?
        .all()
        .await?
        .results::<CountRow>()?
        .into_iter()
        .map(|r| {
            (
                r.node_id,
                StepCounts {
                    views: count(r.views),
                    acceptances: count(r.acceptances),
                    declines: count(r.declines),
                    failures: count(r.failures),
                },
            )
        })
        .collect();
    let revenue = db
        .prepare(
            "SELECT funnel_node_id AS node_id, currency, sum(total_minor) AS amount FROM orders \
             WHERE seller_id = ?1 AND funnel_id = ?2 AND upsell_type = 'funnel' \
             AND payment_state IN ('paid', 'paying') AND total_minor IS NOT NULL \
             GROUP BY funnel_node_id, currency ORDER BY currency",
        )
        .bind(&[int(seller), int(funnel)])?
        .all()
        .await?
        .results::<RevenueRow>()?
        .into_iter()
        .map(|r| {
            (
                r.node_id,
                Revenue {
                    currency: r.currency,
                    amount_minor: r.amount,
                },
            )
        })
        .collect();
    Ok((counts, revenue))
}

/// Whether order `order` is itself an upsell (taken in a funnel).
pub async fn is_upsell(db: &D1Database, order: OrderId) -> AppResult<bool> {
    Ok(db
        .prepare("SELECT 1 AS one FROM orders WHERE id = ?1 AND upsell_type IS NOT NULL")
        .bind(&[int(order)])?
        .first::<serde_json::Value>(None)
        .await?
        .is_some())
}
