//! An order's intake (issue 31): everything a new order reads before core
//! decides, in one statement, so one round trip to the database: whether
//! its Idempotency-Key made an order already (a replay), the product with
//! its seller's terms and provider accounts, the plan with its event
//! ticket (a JSON column), and the seller's current legal documents (a
//! JSON array). The row is made from `(SELECT 1)` joined with the product,
//! so a key is found whether or not the product is for sale. Every part is
//! scoped to the product's own seller; the key is global (its table is).
//! Only a replay reads on (its order, `repo::orders::by_idempotency_key`):
//! a replay is answered from what its first request made and asks nothing
//! of the product.

use sellwerk_core::ids::{PlanId, ProductId};
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

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

/// The intake's own columns of its one row.
#[derive(Deserialize)]
struct Probe {
    /// 1 when the key is taken.
    intake_replay: Option<i64>,
    intake_documents: Option<String>,
    /// The product's id, `NULL` when it is not for sale.
    id: Option<i64>,
    order_plan: Option<String>,
}

/// Reads an order's intake for key `key` and the cart's main product and
/// plan (`None` when the body names none: only the key is looked up).
pub async fn read(
    db: &D1Database,
    key: &str,
    cart: Option<(ProductId, PlanId)>,
) -> AppResult<Intake> {
    let (product_id, plan_id) = cart.map_or((JsValue::NULL, JsValue::NULL), |(product, plan)| {
        (super::int(product), super::int(plan))
    });
    let result = db
        .prepare(format!(
            "SELECT (SELECT 1 FROM idempotency_keys k WHERE k.key = ?1) AS intake_replay, \
             ({}) AS intake_documents, {} \
             FROM (SELECT 1 AS intake) LEFT JOIN products ON products.id = ?2 \
             AND products.published = 1 AND products.archived = 0",
            legal::of_product_json(),
            catalog::order_columns()
        ))
        .bind(&[JsValue::from_str(key), product_id, plan_id])?
        .all()
        .await?;
    let probe = result
        .results::<Probe>()?
        .into_iter()
        .next()
        .ok_or_else(|| AppError::Internal("the order's intake answered no row".to_owned()))?;
    let replay = match probe.intake_replay {
        Some(_) => orders::by_idempotency_key(db, key).await?,
        None => None,
    };
    let product = match probe.id {
        Some(_) => catalog::order_product_of(&result, probe.order_plan.as_deref())?,
        None => None,
    };
    let documents = match cart {
        Some(_) => legal::documents_of_json(probe.intake_documents.as_deref())?,
        None => Vec::new(),
    };
    Ok(Intake {
        replay,
        product,
        documents,
    })
}
