//! What the jobs of one queue batch read of an order already (issue 31):
//! the seller's notice of a new order (`SellerNoticeV1`) and its delivery
//! (`DeliverOrderV1`) are sent together and arrive in one batch, and both
//! read the same order and its product. The consumer keeps one [`Known`]
//! per batch and hands it to those jobs, so the second reads neither again
//! (a store of reads, so it lives with the store).
//!
//! Decision: only jobs that change neither the order nor its product share
//! it (the notice and the delivery write notifications, deliveries, tickets
//! and mails); the consumer forgets everything before any other job, so a
//! change made by one job (a webhook, a refund, a revocation) is never
//! hidden from a later one. A batch is one invocation of the consumer, a
//! few seconds at most.

use std::collections::HashMap;
use std::rc::Rc;

use sellwerk_core::ids::OrderId;
use worker::D1Database;

use super::{orders::OrderRow, products::ProductRecord};
use crate::error::{AppError, AppResult};

/// The orders and products read so far in a batch.
#[derive(Default)]
pub struct Known {
    orders: HashMap<OrderId, OrderRow>,
    products: HashMap<OrderId, Rc<ProductRecord>>,
}

impl Known {
    /// Forgets everything read (before a job that may change an order).
    pub fn forget(&mut self) {
        self.orders.clear();
        self.products.clear();
    }

    /// Order `order_id`, read once per batch; `None` when there is none.
    pub async fn order(
        &mut self,
        db: &D1Database,
        order_id: OrderId,
    ) -> AppResult<Option<OrderRow>> {
        if let Some(order) = self.orders.get(&order_id) {
            return Ok(Some(order.clone()));
        }
        let found = super::orders::by_id(db, order_id).await?;
        if let Some(order) = &found {
            self.orders.insert(order_id, order.clone());
        }
        Ok(found)
    }

    /// The product `order` bought (its main product, within its seller),
    /// read once per batch; a missing one is the edge's own fault.
    pub async fn product(
        &mut self,
        db: &D1Database,
        order: &OrderRow,
    ) -> AppResult<Rc<ProductRecord>> {
        if let Some(product) = self.products.get(&order.id) {
            return Ok(Rc::clone(product));
        }
        let product = super::products::find(db, order.seller_id, order.product_id)
            .await?
            .map(Rc::new)
            .ok_or_else(|| {
                AppError::Internal(format!("product of order {} is missing", order.id))
            })?;
        self.products.insert(order.id, Rc::clone(&product));
        Ok(product)
    }
}
