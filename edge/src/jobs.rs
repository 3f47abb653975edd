//! Queue messages and their consumer.
//!
//! Messages are a versioned serde enum; the consumer is idempotent (queues
//! deliver at least once) and acks or retries every message explicitly.

use serde::{Deserialize, Serialize};
use worker::{Env, MessageBatch, MessageExt};

use crate::mail::Mail;
use crate::repo;

pub const QUEUE_BINDING: &str = "JOBS";

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Job {
    /// Sent by the health check; the consumer records it.
    HeartbeatV1 { id: String, sent_at: String },
    /// A mail to send (confirmation, password reset, magic link, change of
    /// e-mail); its key makes a redelivery harmless.
    SendMailV1 { mail: Mail },
    /// A new order: the seller is told (spec notification `order_created`).
    OrderCreatedV1 { order_id: i64 },
    /// Hand over a paid order (access, tickets, the confirmation mail).
    DeliverOrderV1 { order_id: i64 },
    /// Take back what a refunded or charged-back order handed over.
    RevokeOrderV1 { order_id: i64 },
    /// Money arrived for an order that cannot take it: give it back.
    RefundV1 { order_id: i64, rate: usize },
    /// A second payment succeeded for a rate another payment paid: give
    /// it back through its provider.
    ReturnPaymentV1 {
        order_id: i64,
        rate: usize,
        payment_id: String,
    },
    /// A rate's retries are over and the payment is paused: tell the buyer.
    PaymentPausedV1 { order_id: i64, rate: usize },
    /// A later rate's charge failed and is retried in `days`: tell the
    /// buyer, who may pay it now on the order's page.
    RateFailedV1 {
        order_id: i64,
        rate: usize,
        days: u32,
    },
    /// A later rate was paid: the buyer's receipt.
    ReceiptV1 { order_id: i64, rate: usize },
    /// The sandbox provider's signed webhook, delivered to our own webhook
    /// handler as a provider would post it. Superseded by V2; still read,
    /// for messages queued before (applied within the seller of the
    /// sandbox's payment).
    SandboxWebhookV1 { body: String, signature: String },
    /// The sandbox provider's webhook for one seller, signed with that
    /// seller's key and applied within that seller only.
    SandboxWebhookV2 {
        seller_id: i64,
        body: String,
        signature: String,
    },
}

pub async fn consume(batch: MessageBatch<Job>, env: &Env) -> worker::Result<()> {
    let db = env.d1("DB")?;
    for message in batch.messages()? {
        let outcome = match message.body() {
            Job::HeartbeatV1 { id, sent_at } => {
                repo::jobs::record_heartbeat(&db, id, sent_at).await
            }
            Job::SendMailV1 { mail } => crate::mail::send(env, mail).await,
            Job::OrderCreatedV1 { order_id } => {
                crate::delivery::order_created_mail(env, &db, *order_id).await
            }
            Job::DeliverOrderV1 { order_id } => crate::delivery::deliver(env, &db, *order_id).await,
            Job::RevokeOrderV1 { order_id } => crate::delivery::revoke(&db, *order_id).await,
            Job::RefundV1 { order_id, rate } => {
                crate::orders::refund_late(env, &db, *order_id, *rate).await
            }
            Job::ReturnPaymentV1 {
                order_id,
                rate,
                payment_id,
            } => crate::orders::return_payment(env, &db, *order_id, *rate, payment_id).await,
            Job::PaymentPausedV1 { order_id, rate } => {
                crate::delivery::paused_mail(env, &db, *order_id, *rate).await
            }
            Job::RateFailedV1 {
                order_id,
                rate,
                days,
            } => crate::delivery::failed_mail(env, &db, *order_id, *rate, *days).await,
            Job::ReceiptV1 { order_id, rate } => {
                crate::delivery::receipt_mail(env, &db, *order_id, *rate).await
            }
            #[cfg(feature = "dev")]
            Job::SandboxWebhookV1 { body, signature } => {
                crate::routes::webhooks::receive_sandbox_v1(env, &db, signature, body)
                    .await
                    .map(|_| ())
            }
            #[cfg(feature = "dev")]
            Job::SandboxWebhookV2 {
                seller_id,
                body,
                signature,
            } => crate::routes::webhooks::receive_sandbox(env, &db, *seller_id, signature, body)
                .await
                .map(|_| ()),
            // the sandbox exists in development builds only: no such job
            // can be sent in production, and one that came is refused
            #[cfg(not(feature = "dev"))]
            Job::SandboxWebhookV1 { .. } | Job::SandboxWebhookV2 { .. } => Err(
                crate::error::AppError::Internal("a sandbox job in a production build".to_owned()),
            ),
        };
        match outcome {
            Ok(()) => message.ack(),
            Err(e) => {
                crate::trace::log_error!("job {} failed, will retry: {e:?}", message.id());
                message.retry();
            }
        }
    }
    Ok(())
}
