//! The edge's boundary between the use-case services and the API: each
//! service's domain error as the API answers it (status, code, fields), and
//! the answers of the layers below a service (which still speak `AppError`)
//! in the service's words. Handlers turn a service's error into an answer
//! with `?`; the services name no HTTP type (`scripts/check-structure.sh`).

use crate::error::{AppError, Failure};
use crate::services::checkout::CheckoutError;

/// What the layers below a checkout answer, in the checkout's words: the
/// cart's password check (`services::product_access`) and the coupon limits
/// (`services::coupon_limits`) refuse with their own answers; anything else
/// (the store failing) is a [`Failure`].
impl From<AppError> for CheckoutError {
    fn from(e: AppError) -> Self {
        match e {
            AppError::PasswordRequired {
                product_id,
                name,
                field,
            } => CheckoutError::Locked {
                product_id,
                name,
                field,
            },
            AppError::TooManyRequests { retry_after } => {
                CheckoutError::TooManyAttempts { retry_after }
            }
            other => CheckoutError::Failed(Failure(other)),
        }
    }
}

/// A checkout's refusal as the API answers it: 422 `invalid` with the
/// problems, 404 `product_not_found`, 403 `product_password_required`, 429
/// with `Retry-After`, and a 500 whose cause is logged.
impl From<CheckoutError> for AppError {
    fn from(e: CheckoutError) -> Self {
        match e {
            CheckoutError::Invalid(problems) => AppError::Invalid(problems),
            CheckoutError::NotOffered {
                product_id,
                plan_id,
            } => AppError::NotFound {
                code: "product_not_found",
                detail: format!("no published product {product_id} with plan {plan_id}"),
            },
            CheckoutError::Locked {
                product_id,
                name,
                field,
            } => AppError::PasswordRequired {
                product_id,
                name,
                field,
            },
            CheckoutError::TooManyAttempts { retry_after } => {
                AppError::TooManyRequests { retry_after }
            }
            CheckoutError::Broken(cause) => AppError::Internal(cause),
            CheckoutError::Failed(Failure(e)) => e,
        }
    }
}
