//! Payment providers as the seller sets them up (spec section 2:
//! `/cabinet/settings/payment_providers` and the method matrix
//! `/cabinet/settings/payment_settings`; section 3: payment methods and
//! provider keys): which provider can take which method, what a provider's
//! credentials must look like, and whether a method matrix is complete.
//!
//! Decisions where the spec is silent:
//! - Three providers: the built-in `sandbox` (test mode; it exists only in
//!   development builds, so it is connected only where the caller says so),
//!   a card provider (`stripe`: publishable and secret key, webhook signing
//!   secret) and a wallet provider (`paypal`, REST kind: client id and
//!   secret, webhook id).
//! - Test and live credentials are told apart by their prefixes; a
//!   publishable and a secret key of different modes are refused
//!   (`keys_mode_mismatch`), as mixing them fails every payment.
//! - An enabled method needs a provider that supports it and is connected;
//!   `not_assigned` is bookkeeping and never enabled.
//! - A method is *active* (offered at checkout, and what the spec's
//!   `no_active_pay_method` warning counts) when it is enabled and routed to
//!   a connected provider; a method the matrix routes nowhere goes to the
//!   sandbox where it exists (development), else to the first real provider
//!   that takes it. So in production a seller sells nothing until a real
//!   provider is connected, and connecting one is enough.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::checkout::PaymentMethod;
use crate::problem::{Problem, Problems};

/// A payment provider Sellwerk talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ProviderKind {
    Sandbox,
    Stripe,
    Paypal,
}

impl ProviderKind {
    pub const ALL: [ProviderKind; 3] = [
        ProviderKind::Sandbox,
        ProviderKind::Stripe,
        ProviderKind::Paypal,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ProviderKind::Sandbox => "sandbox",
            ProviderKind::Stripe => "stripe",
            ProviderKind::Paypal => "paypal",
        }
    }

    pub fn parse(name: &str) -> Option<ProviderKind> {
        ProviderKind::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Whether the provider takes `method`. The card provider takes its
    /// cards, wallets (Apple Pay and Google Pay are cards in its fields),
    /// SEPA debits, bank transfers and the bank redirects and pay-later it
    /// runs in its own flows (iDEAL, Przelewy24, Klarna, TWINT); not Sofort,
    /// which it ended, nor the SEPA debits made from a Sofort or iDEAL
    /// payment, whose mandate flow the product does not run (see
    /// [`PaymentMethod::runs`](crate::checkout::PaymentMethod::runs)).
    pub fn supports(self, method: PaymentMethod) -> bool {
        use PaymentMethod as M;
        match self {
            // the test provider behaves like the real ones: it takes what
            // some real provider takes, and nothing the product cannot run
            ProviderKind::Sandbox => {
                ProviderKind::Stripe.supports(method) || ProviderKind::Paypal.supports(method)
            }
            ProviderKind::Stripe => matches!(
                method,
                M::Card
                    | M::CardAmEx
                    | M::Sepa
                    | M::BankWire
                    | M::P24
                    | M::ApplePay
                    | M::GooglePay
                    | M::Ideal
                    | M::Klarna
                    | M::Twint
            ),
            ProviderKind::Paypal => matches!(method, M::Paypal | M::PayLater),
        }
    }
}

/// Test or live credentials.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    Test,
    Live,
}

/// What a seller enters for the card provider.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct StripeCredentials {
    pub publishable_key: String,
    pub secret_key: String,
    pub webhook_secret: String,
}

/// What a seller enters for the wallet provider (REST kind).
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct PaypalCredentials {
    pub client_id: String,
    pub client_secret: String,
    pub webhook_id: String,
    /// Test (the provider's sandbox) or live.
    pub mode: Option<Mode>,
}

fn token_chars(value: &str) -> bool {
    !value.is_empty()
        && value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// The mode of a key with one of `prefixes` (`pk_` gives `pk_test_` and
/// `pk_live_`), if it is one.
fn key_mode(value: &str, prefixes: &[&str]) -> Option<Mode> {
    prefixes.iter().find_map(|p| {
        let rest_test = value.strip_prefix(&format!("{p}test_"));
        let rest_live = value.strip_prefix(&format!("{p}live_"));
        match (rest_test, rest_live) {
            (Some(rest), _) if rest.len() >= 8 && token_chars(rest) => Some(Mode::Test),
            (_, Some(rest)) if rest.len() >= 8 && token_chars(rest) => Some(Mode::Live),
            _ => None,
        }
    })
}

/// The card provider's credentials checked: their mode, or every problem.
pub fn check_stripe(c: &StripeCredentials) -> Result<Mode, Vec<Problem>> {
    let mut p = Problems::default();
    let publishable = key_mode(c.publishable_key.trim(), &["pk_"]);
    let secret = key_mode(c.secret_key.trim(), &["sk_", "rk_"]);
    for (field, value, mode) in [
        ("publishable_key", &c.publishable_key, publishable),
        ("secret_key", &c.secret_key, secret),
    ] {
        if value.trim().is_empty() {
            p.push(field, "required");
        } else if mode.is_none() {
            p.push(field, "invalid_provider_key");
        }
    }
    let hook = c.webhook_secret.trim();
    if hook.is_empty() {
        p.push("webhook_secret", "required");
    } else if !hook
        .strip_prefix("whsec_")
        .is_some_and(|r| r.len() >= 8 && token_chars(r))
    {
        p.push("webhook_secret", "invalid_provider_key");
    }
    if let (Some(a), Some(b)) = (publishable, secret)
        && a != b
    {
        p.push("secret_key", "keys_mode_mismatch");
    }
    p.into_result(secret.unwrap_or(Mode::Test))
}

/// The wallet provider's credentials checked: their mode, or every problem.
pub fn check_paypal(c: &PaypalCredentials) -> Result<Mode, Vec<Problem>> {
    let mut p = Problems::default();
    for (field, value, min) in [
        ("client_id", &c.client_id, 16),
        ("client_secret", &c.client_secret, 16),
        ("webhook_id", &c.webhook_id, 8),
    ] {
        let v = value.trim();
        if v.is_empty() {
            p.push(field, "required");
        } else if v.len() < min || v.len() > 200 || !token_chars(v) {
            p.push(field, "invalid_provider_key");
        }
    }
    if c.mode.is_none() {
        p.push("mode", "required");
    }
    p.into_result(c.mode.unwrap_or(Mode::Test))
}

/// One row of the method matrix: a method, on or off, and who takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MethodSetting {
    pub method: PaymentMethod,
    pub enabled: bool,
    pub provider: ProviderKind,
}

/// The providers a seller can route methods to, once each, in the order
/// given: those with stored credentials, and the built-in sandbox when the
/// caller lists it (development builds only).
pub fn connected(accounts: impl IntoIterator<Item = ProviderKind>) -> Vec<ProviderKind> {
    let mut list = Vec::new();
    for kind in accounts {
        if !list.contains(&kind) {
            list.push(kind);
        }
    }
    list
}

/// The provider a method is routed to: the matrix's entry; else the
/// sandbox where it is connected (development builds); else the first real
/// provider that takes the method, so connecting a provider is enough to
/// sell with it. `None` when no provider takes the method.
pub fn route(
    routes: &BTreeMap<PaymentMethod, ProviderKind>,
    method: PaymentMethod,
    connected: &[ProviderKind],
) -> Option<ProviderKind> {
    if let Some(p) = routes.get(&method) {
        return Some(*p);
    }
    if connected.contains(&ProviderKind::Sandbox) {
        return Some(ProviderKind::Sandbox);
    }
    ProviderKind::ALL
        .into_iter()
        .find(|p| *p != ProviderKind::Sandbox && p.supports(method))
}

/// The methods a buyer can pay with: enabled, routed to a provider that
/// takes them and is connected; in the order enabled.
pub fn active_methods(
    enabled: &[PaymentMethod],
    routes: &BTreeMap<PaymentMethod, ProviderKind>,
    connected: &[ProviderKind],
) -> Vec<PaymentMethod> {
    let mut out = Vec::new();
    for &method in enabled {
        let active = route(routes, method, connected)
            .is_some_and(|p| p.supports(method) && connected.contains(&p));
        if active && !out.contains(&method) {
            out.push(method);
        }
    }
    out
}

/// Problems of a method matrix given the connected providers: a method
/// twice (`duplicate_method`), a provider that does not take the method
/// (`provider_does_not_support_method`), or one not connected
/// (`provider_not_connected`), with fields `methods.N.provider`.
pub fn check_methods(methods: &[MethodSetting], connected: &[ProviderKind]) -> Vec<Problem> {
    let mut p = Problems::default();
    let mut seen = Vec::new();
    for (i, m) in methods.iter().enumerate() {
        if seen.contains(&m.method) {
            p.push(format!("methods.{i}.method"), "duplicate_method");
        }
        seen.push(m.method);
        if m.method == PaymentMethod::NotAssigned && m.enabled {
            p.push(
                format!("methods.{i}.method"),
                "provider_does_not_support_method",
            );
        } else if !m.provider.supports(m.method) {
            p.push(
                format!("methods.{i}.provider"),
                "provider_does_not_support_method",
            );
        } else if m.enabled && !connected.contains(&m.provider) {
            p.push(format!("methods.{i}.provider"), "provider_not_connected");
        }
    }
    p.into_vec()
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "duplicate_method",
    "invalid_provider_key",
    "keys_mode_mismatch",
    "provider_does_not_support_method",
    "provider_not_connected",
    "required",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn stripe(pk: &str, sk: &str, wh: &str) -> StripeCredentials {
        StripeCredentials {
            publishable_key: pk.into(),
            secret_key: sk.into(),
            webhook_secret: wh.into(),
        }
    }

    fn codes(r: Result<Mode, Vec<Problem>>) -> Vec<(String, &'static str)> {
        r.err()
            .unwrap_or_default()
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    #[test]
    fn card_provider_keys() {
        assert_eq!(
            check_stripe(&stripe(
                "pk_test_51abcdefgh",
                "sk_test_51abcdefgh",
                "whsec_abcdefgh12"
            )),
            Ok(Mode::Test)
        );
        assert_eq!(
            check_stripe(&stripe(
                "pk_live_51abcdefgh",
                "rk_live_51abcdefgh",
                "whsec_abcdefgh12"
            )),
            Ok(Mode::Live)
        );
        assert_eq!(
            codes(check_stripe(&stripe(
                "pk_test_51abcdefgh",
                "sk_live_51abcdefgh",
                "whsec_x"
            ))),
            vec![
                ("webhook_secret".into(), "invalid_provider_key"),
                ("secret_key".into(), "keys_mode_mismatch"),
            ]
        );
        assert_eq!(
            codes(check_stripe(&stripe("", "sk_test_<script>", ""))),
            vec![
                ("publishable_key".into(), "required"),
                ("secret_key".into(), "invalid_provider_key"),
                ("webhook_secret".into(), "required"),
            ]
        );
    }

    #[test]
    fn wallet_provider_credentials() {
        let good = PaypalCredentials {
            client_id: "AbCdEfGhIjKlMnOpQr".into(),
            client_secret: "EFgHiJkLmNoPqRsTuV".into(),
            webhook_id: "8PT597110X687430LKGECATA".into(),
            mode: Some(Mode::Live),
        };
        assert_eq!(check_paypal(&good), Ok(Mode::Live));
        let bad = PaypalCredentials {
            client_id: "short".into(),
            mode: None,
            ..good
        };
        assert_eq!(
            codes(check_paypal(&bad)),
            vec![
                ("client_id".into(), "invalid_provider_key"),
                ("mode".into(), "required")
            ]
        );
    }

    #[test]
    fn method_matrix() {
        use PaymentMethod as M;
        let m = |method, enabled, provider| MethodSetting {
            method,
            enabled,
            provider,
        };
        let connected = [ProviderKind::Sandbox, ProviderKind::Stripe];
        assert!(
            check_methods(
                &[
                    m(M::Card, true, ProviderKind::Stripe),
                    m(M::Paypal, false, ProviderKind::Paypal)
                ],
                &connected
            )
            .is_empty()
        );
        let problems: Vec<_> = check_methods(
            &[
                m(M::Paypal, true, ProviderKind::Paypal),
                m(M::Paypal, true, ProviderKind::Stripe),
                m(M::NotAssigned, true, ProviderKind::Sandbox),
            ],
            &connected,
        )
        .into_iter()
        .map(|p| (p.field, p.code))
        .collect();
        assert_eq!(
            problems,
            vec![
                ("methods.0.provider".into(), "provider_not_connected"),
                ("methods.1.method".into(), "duplicate_method"),
                (
                    "methods.1.provider".into(),
                    "provider_does_not_support_method"
                ),
                (
                    "methods.2.method".into(),
                    "provider_does_not_support_method"
                ),
            ]
        );
        assert_eq!(
            super::connected([
                ProviderKind::Paypal,
                ProviderKind::Sandbox,
                ProviderKind::Paypal
            ]),
            vec![ProviderKind::Paypal, ProviderKind::Sandbox]
        );
        assert_eq!(
            super::connected([ProviderKind::Stripe]),
            vec![ProviderKind::Stripe]
        );
        assert!(ProviderKind::Sandbox.supports(M::Klarna));
    }

    #[test]
    fn active_methods_need_a_connected_provider() {
        use PaymentMethod as M;
        let enabled = [M::Card, M::Paypal, M::Sepa, M::Card];
        let mut routes = BTreeMap::new();
        routes.insert(M::Card, ProviderKind::Stripe);
        // nothing connected (production without providers): nothing active
        assert!(active_methods(&enabled, &routes, &[]).is_empty());
        // the card provider connected: what is routed to it, and what it
        // takes and no route names (SEPA); the wallet is not connected
        assert_eq!(
            active_methods(&enabled, &routes, &[ProviderKind::Stripe]),
            vec![M::Card, M::Sepa]
        );
        // development: unrouted methods go to the sandbox
        assert_eq!(
            active_methods(&enabled, &routes, &[ProviderKind::Sandbox]),
            vec![M::Paypal, M::Sepa]
        );
        // production with the card provider connected and no route saved:
        // the methods it takes are routed to it
        assert_eq!(
            active_methods(
                &[M::Sepa, M::Paypal],
                &BTreeMap::new(),
                &[ProviderKind::Stripe]
            ),
            vec![M::Sepa]
        );
        assert_eq!(route(&BTreeMap::new(), M::NotAssigned, &[]), None);
        // a route to a provider that does not take the method is not active
        routes.insert(M::Sepa, ProviderKind::Paypal);
        assert_eq!(
            active_methods(
                &enabled,
                &routes,
                &[ProviderKind::Paypal, ProviderKind::Sandbox]
            ),
            vec![M::Paypal]
        );
        assert!(!ProviderKind::Paypal.supports(M::Card));
        assert_eq!(ProviderKind::parse("stripe"), Some(ProviderKind::Stripe));
    }
}
