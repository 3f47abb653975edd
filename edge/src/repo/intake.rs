//! An order's intake (issue 31): everything a new order reads before core
//! decides, in one batch, so one round trip to the database: the order its
//! Idempotency-Key made already (a replay), the product with its seller's
//! terms and provider accounts, the plan with its event ticket, and the
//! seller's current legal documents. Every statement is scoped to the
//! product's own seller; the key is global (its table is).

use sellwerk_core::ids::{PlanId, ProductId};
use worker::D1Database;

use super::catalog::{self, OrderProduct};
use super::legal::{self, DocumentRow};
use super::orders::{self, OrderRow};
use crate::error::{AppError, AppResult};

/// What [`read`] found.
pub struct Intake {
    /// The order the key made already, with the fingerprint of its body.
    pub replay: Option<(String, OrderRow)>,
    /// The product, when it is for sale.
    pub product: Option<OrderProduct>,
    /// The current documents of the product's seller.
    pub documents: Vec<DocumentRow>,
}

/// Reads an order's intake for key `key` and the cart's main product and
/// plan (`None` when the body names none: only the key is looked up).
pub async fn read(
    db: &D1Database,
    key: &str,
    cart: Option<(ProductId, PlanId)>,
) -> AppResult<Intake> {
    let mut batch = vec![orders::by_key_statement(db, key)?];
    if let Some((product_id, plan_id)) = cart {
        let [product, plan] = catalog::order_statements(db, product_id, plan_id)?;
        batch.extend([product, plan, legal::of_product_statement(db, product_id)?]);
    }
    let results = db.batch(batch).await?;
    let missing = || AppError::Internal("a batch answered fewer results than asked".to_owned());
    let replay = orders::by_key_of(results.first().ok_or_else(missing)?)?;
    let (product, documents) = match results.get(1..4) {
        Some([product, plan, documents]) => (
            catalog::order_product_of(product, plan)?,
            documents.results::<DocumentRow>()?,
        ),
        _ => (None, Vec::new()),
    };
    Ok(Intake {
        replay,
        product,
        documents,
    })
}
