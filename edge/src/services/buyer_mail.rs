//! The one way a mail reaches a buyer (order confirmations, receipts, a
//! failed or paused rate, the upcoming-charge reminder): [`send`] logs the
//! mail for viewing in the browser (`/email_logs/{token}`), adds the footer
//! with that link and the address's unsubscribe link
//! (`/emails/unsubscribe/{token}`), sets `List-Unsubscribe` and
//! `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), and
//! leaves out an optional mail the address turned off. The mails' own
//! words stay with their senders (`services::delivery`).
//!
//! Decisions:
//! - **Tokens.** A view token is one per mail, an unsubscribe token one per
//!   seller and address. Both are HMAC-SHA256 under the token key
//!   (`TOKEN_SECRET`) of the mail's idempotency key, or of seller and
//!   address, so they are unguessable like random tokens, and a redelivered
//!   job (the queue delivers at least once) writes the same link into the
//!   same mail instead of a second, dead one. Only their SHA-256 digests
//!   are stored (`auth::token_digest`), like every other token; a lookup
//!   by digest answers exactly one mail or one subscription. Changing the
//!   token key ends the links of mails already sent.
//! - **What is not logged.** The account mails (address confirmation,
//!   password reset, sign-in link, change of address: `services::mail`)
//!   carry a credential. They are sent by the platform on the person's own
//!   request and go out without these links: a log would keep a sign-in
//!   link readable by anyone holding a second link, and there is nothing
//!   optional in them to unsubscribe from. The seller's mails
//!   (notifications, exports) are not buyer mails.
//! - **Retention.** The log keeps a mail's subject and text (without the
//!   footer) for [`LOG_RETENTION_SECONDS`] (three years: the confirmation
//!   of an order and of its consents is the buyer's durable medium for as
//!   long as claims from the sale may be made, the regular limitation
//!   period); the scheduler then deletes it ([`sweep`]).
//! - **Categories.** Transactional mails (confirmation and access,
//!   receipts, failed or paused payments, legal confirmations) are always
//!   sent; `payment_reminders` is optional and on until the address turns
//!   it off. Where the law requires notice of a renewal (some countries'
//!   auto-renewal rules), that notice will be a transactional mail the
//!   seller's settings switch on; until then the reminder is optional.

use sellwerk_core::auth;
use sellwerk_core::ids::SellerId;
use serde::{Deserialize, Serialize};
use worker::{D1Database, Env};

use crate::clock;
use crate::config::Config;
use crate::error::AppResult;
use crate::jobs::Mail;
use crate::repo;
use crate::services::mail;

/// How long a logged mail can be viewed: three years.
pub const LOG_RETENTION_SECONDS: i64 = 3 * 365 * 86_400;

/// Logged mails deleted per scheduler tick at most.
const SWEEP_BATCH: i64 = 200;

const VIEW: &str = "email_log";
const UNSUBSCRIBE: &str = "unsubscribe";

/// What kind of mail a buyer mail is, for the unsubscribe page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// Always sent: the order, its access, receipts, payment problems,
    /// legal confirmations.
    Transactional,
    /// Optional: a later rate's charge is 3 days away.
    PaymentReminders,
}

impl Category {
    pub fn name(self) -> &'static str {
        match self {
            Category::Transactional => "transactional",
            Category::PaymentReminders => "payment_reminders",
        }
    }
}

/// What [`send`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Sent,
    /// An optional mail the address turned off: neither logged nor sent.
    Suppressed,
}

/// An address as stored: trimmed, lower-case.
pub fn address(to: &str) -> String {
    to.trim().to_ascii_lowercase()
}

/// The view token of the mail with idempotency key `mail_key`.
pub fn view_token(key: &[u8], mail_key: &str) -> String {
    auth::sign_link(key, VIEW, mail_key, 0)
}

/// The unsubscribe token of `address` at seller `seller_id`.
pub fn unsubscribe_token(key: &[u8], seller_id: SellerId, address: &str) -> String {
    auth::sign_link(key, UNSUBSCRIBE, &format!("{seller_id}/{address}"), 0)
}

/// Whether `token` has a token's form (base64url of a 32-byte HMAC), so
/// that anything else is refused without a lookup.
pub fn well_formed(token: &str) -> bool {
    token.len() == 43
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Sends `mail` from seller `seller_id` to a buyer in `category` (see the
/// module's decisions). Safe to repeat with the same mail key.
pub async fn send(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    category: Category,
    mail: &Mail,
) -> AppResult<Outcome> {
    let to = address(&mail.to);
    let key = Config::from_env(env)?.token_key;
    let unsubscribe = unsubscribe_token(&key, seller_id, &to);
    let wants_reminders =
        repo::email_logs::ensure(db, seller_id, &to, &auth::token_digest(&unsubscribe)).await?;
    if category == Category::PaymentReminders && !wants_reminders {
        return Ok(Outcome::Suppressed);
    }
    let view = view_token(&key, &mail.key);
    repo::email_logs::record(
        db,
        &repo::email_logs::NewLog {
            seller_id,
            mail_key: &mail.key,
            token_digest: &auth::token_digest(&view),
            to: &to,
            category: category.name(),
            subject: &mail.subject,
            body: &mail.text,
            now: clock::now(),
        },
    )
    .await?;
    let origin = mail::origin(env);
    let text = format!(
        "{}\n\n--\nView this e-mail in your browser: {origin}/email_logs/{view}\n\
         Choose which e-mails you get from this shop (unsubscribe): \
         {origin}/emails/unsubscribe/{unsubscribe}\n",
        mail.text.trim_end()
    );
    let headers = [
        (
            "List-Unsubscribe",
            format!("<{origin}/v1/emails/unsubscribe/{unsubscribe}>"),
        ),
        (
            "List-Unsubscribe-Post",
            "List-Unsubscribe=One-Click".to_owned(),
        ),
    ];
    mail::send_with(
        env,
        &Mail {
            text,
            ..mail.clone()
        },
        &headers,
    )
    .await?;
    Ok(Outcome::Sent)
}

/// Deletes logged mails older than [`LOG_RETENTION_SECONDS`], a batch per
/// tick; how many.
pub async fn sweep(db: &D1Database) -> AppResult<usize> {
    repo::email_logs::delete_older(db, clock::now() - LOG_RETENTION_SECONDS, SWEEP_BATCH).await
}
