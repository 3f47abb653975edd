//! The sandbox in a production build: it does not exist there, so
//! checkout never offers a method routed to it and `for_method` refuses
//! one first; this is the last line. Every step is refused as a method
//! not available (and the wallet provider's charge, which development
//! builds hand to the sandbox, with it).

use sellwerk_core::checkout::PaymentMethod;
use worker::{D1Database, Env};

use super::{Answer, Next, Provider, ProviderError, ProviderResult, Refund};
use crate::repo::orders::OrderRow;
use crate::services::orders::Applied;

/// The sandbox, absent.
pub struct Sandbox;

impl Provider for Sandbox {
    async fn start(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
        _amount_minor: i64,
        _method: PaymentMethod,
        _return_url: &str,
    ) -> ProviderResult<Next> {
        Err(ProviderError::MethodNotAvailable)
    }

    async fn start_setup(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
        _method: PaymentMethod,
        _return_url: &str,
    ) -> ProviderResult<Next> {
        Err(ProviderError::MethodNotAvailable)
    }

    async fn pay_rate(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
        _rate: usize,
        _amount_minor: i64,
        _failures: u32,
        _return_url: &str,
    ) -> ProviderResult<Next> {
        Err(ProviderError::MethodNotAvailable)
    }

    async fn charge(
        _env: &Env,
        _db: &D1Database,
        _orders: (&OrderRow, &OrderRow),
        _rate: usize,
        _amount_minor: i64,
        _reference: &str,
    ) -> ProviderResult<Answer> {
        Err(ProviderError::MethodNotAvailable)
    }

    async fn refund(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
        _refund: &Refund<'_>,
    ) -> ProviderResult<()> {
        Err(ProviderError::MethodNotAvailable)
    }

    async fn resume(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
    ) -> ProviderResult<Option<Next>> {
        Ok(None)
    }

    async fn check(
        _env: &Env,
        _db: &D1Database,
        _order: &OrderRow,
        _rate: usize,
    ) -> ProviderResult<Option<Applied>> {
        Ok(None)
    }
}
