//! Queue messages and their consumer.
//!
//! Messages are a versioned serde enum; the consumer is idempotent (queues
//! deliver at least once) and acks or retries every message explicitly.

use serde::{Deserialize, Serialize};
use worker::{Env, MessageBatch, MessageExt, console_error};

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
}

pub async fn consume(batch: MessageBatch<Job>, env: &Env) -> worker::Result<()> {
    let db = env.d1("DB")?;
    for message in batch.messages()? {
        let outcome = match message.body() {
            Job::HeartbeatV1 { id, sent_at } => {
                repo::jobs::record_heartbeat(&db, id, sent_at).await
            }
            Job::SendMailV1 { mail } => crate::mail::send(env, mail).await,
        };
        match outcome {
            Ok(()) => message.ack(),
            Err(e) => {
                console_error!("job {} failed, will retry: {e:?}", message.id());
                message.retry();
            }
        }
    }
    Ok(())
}
