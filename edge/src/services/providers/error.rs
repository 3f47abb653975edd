//! What can go wrong with a payment provider, in the providers' own terms.
//! How each is answered over HTTP is decided in one place above the
//! services (`crate::boundary`), never here.

use crate::error::Failure;

/// A provider's failure, or a refusal of what was asked of it.
#[derive(Debug)]
pub enum ProviderError {
    /// The method is run by no provider the seller connected (or by none
    /// this build has: the sandbox in production), or not by the provider
    /// asked for this step.
    MethodNotAvailable,
    /// The provider declined the buyer's payment (`code`: its reason).
    Declined { code: String },
    /// The provider refused what was asked (a payment, a setup, a refund,
    /// a capture); `detail` says which and why.
    Refused(String),
    /// This rate cannot be paid now: it is paid already, or its provider
    /// takes no payment from the order's page.
    NotPayable,
    /// The method is routed to a provider whose account is gone.
    AccountMissing(String),
    /// The seller's account lacks keys a payment needs.
    KeysIncomplete(String),
    /// The provider could not be reached, or its answer not read: what it
    /// did is unknown.
    Unreachable(String),
    /// An answer or a state that should not happen (a payment without a
    /// way on, a charge with another order's method).
    Unexpected(String),
    /// Checking a seller's keys: the provider refused them; the fields
    /// named hold them.
    KeysRefused(&'static [&'static str]),
    /// Checking a seller's keys: they are for the other mode (test or
    /// live).
    KeysModeMismatch,
    /// Checking a seller's keys: the provider failed or could not be
    /// reached, so they could not be checked.
    KeysUnchecked(String),
    /// A layer below (the store, the credentials, the order's rules
    /// applying a provider's word) failed; carried as it came.
    Lower(Failure),
}

impl std::fmt::Display for ProviderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProviderError::MethodNotAvailable => f.write_str("payment method not available"),
            ProviderError::Declined { code } => write!(f, "declined: {code}"),
            ProviderError::Refused(detail)
            | ProviderError::AccountMissing(detail)
            | ProviderError::KeysIncomplete(detail)
            | ProviderError::Unreachable(detail)
            | ProviderError::Unexpected(detail)
            | ProviderError::KeysUnchecked(detail) => f.write_str(detail),
            ProviderError::NotPayable => f.write_str("this rate cannot be paid now"),
            ProviderError::KeysRefused(fields) => {
                write!(f, "the provider refused the keys ({})", fields.join(", "))
            }
            ProviderError::KeysModeMismatch => f.write_str("the keys are for the other mode"),
            ProviderError::Lower(lower) => write!(f, "{lower:?}"),
        }
    }
}
