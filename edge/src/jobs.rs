//! The queue's messages: a versioned serde enum, and the mail a message
//! carries. Plain data at the bottom of the edge (serde and core's typed
//! ids), so the repositories that write jobs into the outbox and the
//! services that send them share one type without importing the consumer
//! (`consumer::consume`, an entry of the worker) that runs them.

use sellwerk_core::ids::{ExportId, OrderId, SellerId};
use serde::{Deserialize, Serialize};

pub const QUEUE_BINDING: &str = "JOBS";

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Job {
    /// Sent by the health check; the consumer records it.
    HeartbeatV1 { id: String, sent_at: String },
    /// A mail to send (confirmation, password reset, magic link, change of
    /// e-mail); its key makes a redelivery harmless.
    SendMailV1 { mail: Mail },
    /// A new order was paid (its first payment, a free trial's saved
    /// method, or a free order): the seller is told (spec notification
    /// `order_created`), once per order. Superseded by
    /// [`Job::SellerNoticeV1`]; still read, for messages queued before.
    OrderCreatedV1 { order_id: OrderId },
    /// Something happened to an order that the seller is notified of
    /// (`services::notifications::order_notice`): written in the batch
    /// that changed the order, so once per event; the notification's
    /// event key makes a redelivery store and mail nothing twice.
    SellerNoticeV1 {
        order_id: OrderId,
        notice: OrderNotice,
        /// The rate a [`OrderNotice::RatePaid`] is about (0 otherwise).
        rate: usize,
    },
    /// Mails the seller notification `key` (its event key) if the
    /// seller's settings want its kind by mail.
    NotificationMailV1 { seller_id: SellerId, key: String },
    /// A later rate's charge is 3 days away: the buyer's reminder (the
    /// optional category `payment_reminders`).
    PaymentReminderV1 { order_id: OrderId, rate: usize },
    /// Hand over a paid order (access, tickets, the confirmation mail).
    DeliverOrderV1 { order_id: OrderId },
    /// Take back what a refunded or charged-back order handed over.
    RevokeOrderV1 { order_id: OrderId },
    /// Money arrived for an order that cannot take it: give it back.
    RefundV1 { order_id: OrderId, rate: usize },
    /// A second payment succeeded for a rate another payment paid: give
    /// it back through its provider.
    ReturnPaymentV1 {
        order_id: OrderId,
        rate: usize,
        payment_id: String,
    },
    /// A rate's retries are over and the payment is paused: tell the buyer.
    PaymentPausedV1 { order_id: OrderId, rate: usize },
    /// A later rate's charge failed and is retried in `days`: tell the
    /// buyer, who may pay it now on the order's page.
    RateFailedV1 {
        order_id: OrderId,
        rate: usize,
        days: u32,
    },
    /// A later rate was paid: the buyer's receipt.
    ReceiptV1 { order_id: OrderId, rate: usize },
    /// The seller refunded `amount` (a decimal string in the order's
    /// currency) of an order, which then had given back `total_minor` in
    /// all (the mail's key: one mail per refund): the buyer's mail.
    RefundMailV1 {
        order_id: OrderId,
        amount: String,
        total_minor: i64,
    },
    /// Writes part `part` of a seller's CSV export and sends the next
    /// (`services::exports`); a message for a part already written changes
    /// nothing.
    ExportChunkV1 {
        export_id: ExportId,
        seller_id: SellerId,
        part: u32,
    },
    /// The sandbox provider's signed webhook, delivered to our own webhook
    /// handler as a provider would post it. Superseded by V2; still read,
    /// for messages queued before (applied within the seller of the
    /// sandbox's payment).
    SandboxWebhookV1 { body: String, signature: String },
    /// The sandbox provider's webhook for one seller, signed with that
    /// seller's key and applied within that seller only.
    SandboxWebhookV2 {
        seller_id: SellerId,
        body: String,
        signature: String,
    },
}

/// What happened to an order, for the seller's notifications.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OrderNotice {
    /// Delivered for the first time: paid, a trial's method saved, or free.
    Delivered,
    /// A later rate was paid.
    RatePaid,
    /// The order was ended by cancellation (a subscription unsubscribed).
    Canceled,
}

/// A mail ready to send. `key` makes sending idempotent.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Mail {
    pub key: String,
    pub to: String,
    pub subject: String,
    pub text: String,
    /// The one link of the mail: a path on this site.
    pub link: String,
}
