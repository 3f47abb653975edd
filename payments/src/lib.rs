//! The protocols of Sellwerk's payment providers, with no I/O: the requests
//! to send (as plain [`HttpRequest`] values), the answers and webhooks to
//! read, how declines are classified, and how provider credentials are
//! sealed at rest. The edge does the fetching and passes in what this crate
//! cannot know: the current time, nonces, keys and secrets.
//!
//! - [`model`]: the shapes every provider shares.
//! - [`stripe`]: Payment Intents, refunds, signed webhooks.
//! - [`stripe_connect`]: the card provider's OAuth onboarding (Connect).
//! - [`paypal`]: OAuth, Orders v2, refunds, webhook verification by `PayPal`.
//! - [`sandbox`]: the rules of our built-in test provider.
//! - [`secrets`]: AES-256-GCM sealing of credentials, masks for display.
//! - [`form`]: form-encoded bodies.
//!
//! Parsers never panic: whatever a provider (or an attacker posing as one)
//! sends ends as a value or an error.

pub mod form;
mod json;
pub mod model;
pub mod paypal;
pub mod sandbox;
pub mod secrets;
mod signature;
pub mod stripe;
pub mod stripe_connect;

pub use model::{
    CreatePayment, Decline, DeclineKind, EventKind, HttpRequest, HttpResponse, PaymentMethodKind,
    PaymentStatus, ProviderError, ProviderEvent, ProviderPayment, ProviderRefund, RefundStatus,
    Session, WebhookError,
};
