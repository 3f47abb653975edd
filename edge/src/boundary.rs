//! The edge's boundary between the use-case services and the API: each
//! service's domain error as the API answers it (status, code, detail, the
//! fields a 422 names), and the answers of the layers below a service
//! (which still speak `AppError`) in the service's words, carried as a
//! [`Failure`]. Handlers turn a service's error into an answer with `?`;
//! the services name no HTTP type (`scripts/check-structure.sh`). Above the
//! services, below the entries; nothing imports it (the conversions are
//! trait impls).

use sellwerk_core::problem::Problem;

use crate::error::{AppError, Failure};
use crate::services::checkout::CheckoutError;
use crate::services::funnels::FunnelError;
use crate::services::place_order::PlaceError;
use crate::services::providers::ProviderError;
use crate::services::sign_in::SignInError;

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

/// An order not placed as the API answers it (`POST /v1/checkout/orders`):
/// 400 `invalid_input` for a body that is no order, 422
/// `idempotency_key_reused`, 422 with the problems, 409 `quote_changed`
/// with the edge's quote, 409 `sold_out` and `ticket_expired`, 429 with
/// `Retry-After`; the checkout's and the provider's refusals as they
/// answer them, and a 500 whose cause is logged.
impl From<PlaceError> for AppError {
    fn from(e: PlaceError) -> Self {
        match e {
            PlaceError::Malformed(detail) => AppError::BadRequest {
                code: "invalid_input",
                detail,
            },
            // the same answer as the router's keys (`crate::idempotency`)
            PlaceError::KeyReused => AppError::Unprocessable {
                code: "idempotency_key_reused",
                detail: "this Idempotency-Key was used with another request".to_owned(),
                field: None,
            },
            PlaceError::Invalid(problems) => AppError::Invalid(problems),
            PlaceError::QuoteChanged(quote) => match serde_json::to_value(&*quote) {
                Ok(quote) => AppError::QuoteChanged(quote),
                Err(e) => AppError::Internal(e.to_string()),
            },
            PlaceError::SoldOut => AppError::Conflict {
                code: "sold_out",
                detail: "the last one is gone".to_owned(),
            },
            PlaceError::TicketExpired => AppError::Conflict {
                code: "ticket_expired",
                detail: "this event is over".to_owned(),
            },
            PlaceError::TooManyOrders { retry_after } => AppError::TooManyRequests { retry_after },
            PlaceError::Checkout(e) => e.into(),
            PlaceError::Provider(e) => e.into(),
            PlaceError::Broken(cause) => AppError::Internal(cause),
            PlaceError::Failed(Failure(e)) => e,
        }
    }
}

/// What a layer below a provider failed with is carried through as it
/// came.
impl From<AppError> for ProviderError {
    fn from(e: AppError) -> Self {
        ProviderError::Lower(Failure(e))
    }
}

/// A provider's error as the API answers it.
impl From<ProviderError> for AppError {
    fn from(e: ProviderError) -> Self {
        match e {
            // 422 on the checkout's method: the buyer may choose another
            ProviderError::MethodNotAvailable => AppError::Invalid(vec![Problem::new(
                "cart.payment_method",
                "payment_method_not_available",
            )]),
            ProviderError::Declined { code } => AppError::Conflict {
                code: "payment_declined",
                detail: format!("declined: {code}"),
            },
            ProviderError::Refused(detail) => AppError::Conflict {
                code: "provider_refused",
                detail,
            },
            ProviderError::NotPayable => AppError::Conflict {
                code: "not_payable",
                detail: "this rate cannot be paid now".to_owned(),
            },
            ProviderError::KeysIncomplete(detail) => AppError::Conflict {
                code: "provider_not_connected",
                detail,
            },
            // our state or the way to the provider failed: a 500, its cause
            // logged and never answered
            ProviderError::AccountMissing(cause)
            | ProviderError::Unreachable(cause)
            | ProviderError::Unexpected(cause) => AppError::Internal(cause),
            // the settings' check of a seller's keys
            ProviderError::KeysRefused(fields) => AppError::Invalid(
                fields
                    .iter()
                    .map(|f| Problem::new(*f, "provider_keys_refused"))
                    .collect(),
            ),
            ProviderError::KeysModeMismatch => {
                AppError::Invalid(vec![Problem::new("secret_key", "keys_mode_mismatch")])
            }
            ProviderError::KeysUnchecked(detail) => AppError::BadGateway {
                code: "provider_unreachable",
                detail,
            },
            ProviderError::Lower(Failure(e)) => e,
        }
    }
}

/// What the layers below a funnel's step answer is carried through as it
/// came.
impl From<AppError> for FunnelError {
    fn from(e: AppError) -> Self {
        FunnelError::Failed(Failure(e))
    }
}

/// A funnel step's refusal as the API answers it: 404
/// `funnel_offer_not_found`, 403 `funnel_other_browser`, 409
/// `funnel_step_not_current` and `funnel_run_ended`, 422 on the consents;
/// the checkout's and the provider's errors as they answer them.
impl From<FunnelError> for AppError {
    fn from(e: FunnelError) -> Self {
        match e {
            FunnelError::OfferNotFound => AppError::NotFound {
                code: "funnel_offer_not_found",
                detail: "no funnel offer with this token".to_owned(),
            },
            FunnelError::InvalidStep(raw) => AppError::NotFound {
                code: "funnel_offer_not_found",
                detail: format!("{raw:?} is not a valid id"),
            },
            FunnelError::OtherBrowser => AppError::Forbidden {
                code: "funnel_other_browser",
                detail: "these offers answer only in the browser that bought".to_owned(),
            },
            FunnelError::NotCurrent => AppError::Conflict {
                code: "funnel_step_not_current",
                detail: "this is not the offer the buyer is at".to_owned(),
            },
            FunnelError::RunEnded(end) => AppError::Conflict {
                code: "funnel_run_ended",
                detail: match end {
                    sellwerk_core::funnels::RunEnded::TimeOver => format!(
                        "the offers after an order stay open for {} minutes after its payment",
                        sellwerk_core::funnels::RUN_OPEN_SECONDS / 60
                    ),
                    sellwerk_core::funnels::RunEnded::FirstOrderNotPaid => {
                        "the order these offers followed is no longer paid".to_owned()
                    }
                },
            },
            FunnelError::ConsentRequired(missing) => AppError::Invalid(missing),
            FunnelError::Checkout(e) => e.into(),
            FunnelError::Provider(e) => e.into(),
            FunnelError::Failed(Failure(e)) => e,
        }
    }
}

/// What the layers below a sign-in answer is carried through as it came.
impl From<AppError> for SignInError {
    fn from(e: AppError) -> Self {
        SignInError::Failed(Failure(e))
    }
}

/// A sign-in's refusal as the API answers it: 429 with `Retry-After`, 422
/// on the token's field.
impl From<SignInError> for AppError {
    fn from(e: SignInError) -> Self {
        match e {
            SignInError::TooMany { retry_after } => AppError::TooManyRequests { retry_after },
            SignInError::Token { field, code } => {
                AppError::Invalid(vec![Problem::new(field, code)])
            }
            SignInError::Failed(Failure(e)) => e,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The status and code a provider error is answered with.
    fn answered(e: ProviderError) -> (u16, &'static str) {
        let e = AppError::from(e);
        (e.status(), e.code())
    }

    #[test]
    fn each_provider_error_is_answered_as_before_the_split() {
        assert_eq!(
            answered(ProviderError::MethodNotAvailable),
            (422, "payment_method_not_available")
        );
        assert_eq!(
            answered(ProviderError::Declined {
                code: "card_declined".to_owned()
            }),
            (409, "payment_declined")
        );
        assert_eq!(
            answered(ProviderError::Refused("no".to_owned())),
            (409, "provider_refused")
        );
        assert_eq!(answered(ProviderError::NotPayable), (409, "not_payable"));
        assert_eq!(
            answered(ProviderError::KeysIncomplete("keys".to_owned())),
            (409, "provider_not_connected")
        );
        for cause in [
            ProviderError::AccountMissing("gone".to_owned()),
            ProviderError::Unreachable("down".to_owned()),
            ProviderError::Unexpected("odd".to_owned()),
        ] {
            assert_eq!(answered(cause), (500, "server_error"));
        }
        assert_eq!(
            answered(ProviderError::KeysModeMismatch),
            (422, "keys_mode_mismatch")
        );
        assert_eq!(
            answered(ProviderError::KeysUnchecked("down".to_owned())),
            (502, "provider_unreachable")
        );
    }

    #[test]
    fn each_refusal_of_an_order_is_answered_as_the_route_answered_it() {
        let answered = |e: PlaceError| {
            let e = AppError::from(e);
            (e.status(), e.code())
        };
        assert_eq!(
            answered(PlaceError::Malformed("missing field".to_owned())),
            (400, "invalid_input")
        );
        assert_eq!(
            answered(PlaceError::KeyReused),
            (422, "idempotency_key_reused")
        );
        assert_eq!(
            answered(PlaceError::Invalid(vec![Problem::new(
                "cart.coupon_code",
                "coupon_limit_reached"
            )])),
            (422, "coupon_limit_reached")
        );
        assert_eq!(answered(PlaceError::SoldOut), (409, "sold_out"));
        assert_eq!(answered(PlaceError::TicketExpired), (409, "ticket_expired"));
        assert_eq!(
            answered(PlaceError::TooManyOrders { retry_after: 30 }),
            (429, "rate_limited")
        );
        assert_eq!(
            answered(PlaceError::Broken("gone".to_owned())),
            (500, "server_error")
        );
        assert_eq!(
            answered(PlaceError::Provider(ProviderError::MethodNotAvailable)),
            (422, "payment_method_not_available")
        );
        // a lower layer's answer passes through as it came
        let below = AppError::Conflict {
            code: "order_not_pending",
            detail: "no".to_owned(),
        };
        assert_eq!(
            answered(PlaceError::Failed(Failure(below))),
            (409, "order_not_pending")
        );
    }

    #[test]
    fn a_refusal_of_keys_names_every_field_that_holds_them() {
        let AppError::Invalid(problems) =
            AppError::from(ProviderError::KeysRefused(&["client_id", "client_secret"]))
        else {
            panic!("a refusal of keys is a 422 on its fields");
        };
        let fields: Vec<_> = problems
            .iter()
            .map(|p| (p.field.as_str(), p.code))
            .collect();
        assert_eq!(
            fields,
            [
                ("client_id", "provider_keys_refused"),
                ("client_secret", "provider_keys_refused")
            ]
        );
    }

    #[test]
    fn an_error_of_a_layer_below_is_answered_as_it_came() {
        let below = AppError::Conflict {
            code: "order_not_pending",
            detail: "moved meanwhile".to_owned(),
        };
        let through = ProviderError::from(below);
        assert_eq!(AppError::from(through).code(), "order_not_pending");
        let misconfigured = ProviderError::from(AppError::Misconfigured("KEY".to_owned()));
        assert_eq!(AppError::from(misconfigured).status(), 503);
    }

    #[test]
    fn each_funnel_error_is_answered_as_the_routes_answered_it() {
        use crate::services::funnels::FunnelError;
        use sellwerk_core::funnels::RunEnded;
        let answered = |e: FunnelError| {
            let e = AppError::from(e);
            (e.status(), e.code())
        };
        assert_eq!(
            answered(FunnelError::OfferNotFound),
            (404, "funnel_offer_not_found")
        );
        assert_eq!(
            answered(FunnelError::InvalidStep("x".to_owned())),
            (404, "funnel_offer_not_found")
        );
        assert_eq!(
            answered(FunnelError::OtherBrowser),
            (403, "funnel_other_browser")
        );
        assert_eq!(
            answered(FunnelError::NotCurrent),
            (409, "funnel_step_not_current")
        );
        for end in [RunEnded::TimeOver, RunEnded::FirstOrderNotPaid] {
            assert_eq!(
                answered(FunnelError::RunEnded(end)),
                (409, "funnel_run_ended")
            );
        }
        assert_eq!(
            answered(FunnelError::Checkout(CheckoutError::TooManyAttempts {
                retry_after: 3
            }))
            .0,
            429
        );
        assert_eq!(
            answered(FunnelError::Provider(ProviderError::NotPayable)),
            (409, "not_payable")
        );
    }

    #[test]
    fn a_sign_in_refusal_is_answered_as_the_account_routes_answered_it() {
        use crate::services::sign_in::SignInError;
        let limited = AppError::from(SignInError::TooMany { retry_after: 7 });
        assert_eq!((limited.status(), limited.code()), (429, "rate_limited"));
        let AppError::Invalid(problems) = AppError::from(SignInError::Token {
            field: "token".to_owned(),
            code: "expired_token",
        }) else {
            panic!("a used or expired token is a 422 on its field");
        };
        let fields: Vec<_> = problems
            .iter()
            .map(|p| (p.field.as_str(), p.code))
            .collect();
        assert_eq!(fields, [("token", "expired_token")]);
    }
}
