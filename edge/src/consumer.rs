//! The queue's consumer, an entry of the worker like the router and the
//! scheduler: it hands each message (`jobs::Job`) to the service that does
//! it. The consumer is idempotent (queues deliver at least once) and acks or
//! retries every message explicitly.

use worker::{Env, MessageBatch, MessageExt};

use crate::jobs::Job;
use crate::repo;

// one arm per kind of job: the dispatch table reads best whole
#[allow(clippy::too_many_lines)]
pub async fn consume(batch: MessageBatch<Job>, env: &Env) -> worker::Result<()> {
    let db = env.d1("DB")?;
    // what the jobs of this batch read of an order already: shared only by
    // the seller's notice and the delivery, which change neither the order
    // nor its product; every other job forgets it first (`repo::known`)
    let mut known = crate::repo::known::Known::default();
    for message in batch.messages()? {
        if !matches!(
            message.body(),
            Job::OrderCreatedV1 { .. } | Job::SellerNoticeV1 { .. } | Job::DeliverOrderV1 { .. }
        ) {
            known.forget();
        }
        let outcome = match message.body() {
            Job::HeartbeatV1 { id, sent_at } => {
                repo::jobs::record_heartbeat(&db, id, sent_at).await
            }
            Job::SendMailV1 { mail } => crate::services::mail::send(env, mail).await,
            // queued before SellerNoticeV1: the same notice
            Job::OrderCreatedV1 { order_id } => {
                crate::services::notifications::order_notice_known(
                    env,
                    &db,
                    &mut known,
                    (*order_id, crate::jobs::OrderNotice::Delivered, 0),
                )
                .await
            }
            Job::SellerNoticeV1 {
                order_id,
                notice,
                rate,
            } => {
                crate::services::notifications::order_notice_known(
                    env,
                    &db,
                    &mut known,
                    (*order_id, *notice, *rate),
                )
                .await
            }
            Job::NotificationMailV1 { seller_id, key } => {
                crate::services::notifications::mail_notification(env, &db, *seller_id, key).await
            }
            Job::PaymentReminderV1 { order_id, rate } => {
                crate::services::delivery::reminder_mail(env, &db, *order_id, *rate).await
            }
            Job::DeliverOrderV1 { order_id } => {
                crate::services::delivery::deliver(env, &db, &mut known, *order_id).await
            }
            Job::RevokeOrderV1 { order_id } => {
                crate::services::delivery::revoke(&db, *order_id).await
            }
            Job::RefundV1 { order_id, rate } => {
                crate::services::refunds::refund_late(env, &db, *order_id, *rate).await
            }
            Job::ReturnPaymentV1 {
                order_id,
                rate,
                payment_id,
            } => {
                crate::services::refunds::return_payment(env, &db, *order_id, *rate, payment_id)
                    .await
            }
            Job::PaymentPausedV1 { order_id, rate } => {
                crate::services::delivery::paused_mail(env, &db, *order_id, *rate).await
            }
            Job::RateFailedV1 {
                order_id,
                rate,
                days,
            } => crate::services::delivery::failed_mail(env, &db, *order_id, *rate, *days).await,
            Job::ReceiptV1 { order_id, rate } => {
                crate::services::delivery::receipt_mail(env, &db, *order_id, *rate).await
            }
            Job::RefundMailV1 {
                order_id,
                amount,
                total_minor,
            } => {
                crate::services::delivery::refund_mail(env, &db, *order_id, amount, *total_minor)
                    .await
            }
            Job::ExportChunkV1 {
                export_id,
                seller_id,
                part,
            } => crate::services::exports::chunk_job(env, &db, *seller_id, *export_id, *part).await,
            #[cfg(feature = "dev")]
            Job::SandboxWebhookV1 { body, signature } => {
                crate::services::webhooks::receive_sandbox_v1(env, &db, signature, body)
                    .await
                    .map(|_| ())
            }
            #[cfg(feature = "dev")]
            Job::SandboxWebhookV2 {
                seller_id,
                body,
                signature,
            } => crate::services::webhooks::receive_sandbox(env, &db, *seller_id, signature, body)
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
