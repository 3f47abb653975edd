//! The worker's settings from its bindings, and the one switch between
//! development and production: the Cargo feature `dev`.
//!
//! A build without `dev` (what `wrangler deploy` builds) is production:
//! the development routes, the dev mailbox, the movable clock, the faults,
//! the provider redirection and the sandbox provider are not compiled in,
//! cookies are `Secure`, and the worker refuses to serve until every
//! setting below is real ([`missing`]). A build with `dev` (`wrangler dev
//! --env dev`, what `npm start` and the tests run) is local development;
//! it serves loopback addresses only, so a development build deployed by
//! mistake answers nothing.

use worker::Env;

use sellwerk_core::sites::Sites;

use crate::error::{AppError, AppResult};

/// True in a development build.
pub const DEV: bool = cfg!(feature = "dev");

/// SHA-256 digests of the values committed to the repository for local
/// development (`[env.dev.vars]` of `wrangler.toml`): public, so refused as
/// secrets in production. Digests, so a production build carries none of
/// the development values themselves.
const PUBLIC_DIGESTS: [&str; 5] = [
    // TOKEN_SECRET
    "3729f258c65153b739457a2cbc849140f33bfd254cedf815e483bafa64f716ff",
    // SANDBOX_WEBHOOK_SECRET
    "2c403cef9c5e87ac35d7bb0b2861c0acc79db7716643a36ab633bcd71e979bc9",
    // PROVIDER_SECRETS_KEY
    "c386d8e8d07342f2e39e189c8e6c57bb205bb373fe4e3a6f69404a8bb767b417",
    // STRIPE_PLATFORM_SECRET_KEY
    "330dfd307440ba3c64e87d55a3508ac3acef136c863addb8023c3bc2b88acf8c",
    // STRIPE_CONNECT_WEBHOOK_SECRET
    "3f6f049b27c56e703d7f6a446d1d36372c14a3100c21e3162e90b067543084d8",
];

pub struct Config {
    /// Local development: dev endpoints answer, cookies are not `Secure`
    /// (`http://127.0.0.1`), mails go to the dev mailbox.
    pub dev: bool,
    /// The HMAC key of access tokens.
    pub token_key: Vec<u8>,
}

/// A setting, from a secret or a plain variable, trimmed; `None` when
/// unset or empty.
pub fn text(env: &Env, name: &str) -> Option<String> {
    env.secret(name)
        .map(|s| s.to_string())
        .or_else(|_| env.var(name).map(|v| v.to_string()))
        .ok()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
}

/// Whether `value` is one of the public development values.
fn public(value: &str) -> bool {
    let digest = sellwerk_core::auth::token_digest(value);
    PUBLIC_DIGESTS.contains(&digest.as_str())
}

/// What a production worker lacks, one sentence per setting; empty when it
/// may serve. Development builds run on the public values and need nothing.
/// Judged once per isolate: its bindings do not change while it lives, so
/// no request pays for the digests again.
pub fn missing(env: &Env) -> &'static [String] {
    static JUDGED: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    if DEV {
        return &[];
    }
    JUDGED.get_or_init(|| judge(env))
}

fn judge(env: &Env) -> Vec<String> {
    let mut out = Vec::new();
    match text(env, "TOKEN_SECRET") {
        None => out.push("TOKEN_SECRET is not set".to_owned()),
        Some(s) if public(&s) => {
            out.push("TOKEN_SECRET is the public development key".to_owned());
        }
        Some(s) if s.len() < 32 => {
            out.push("TOKEN_SECRET is shorter than 32 bytes".to_owned());
        }
        Some(_) => {}
    }
    match text(env, "PROVIDER_SECRETS_KEY") {
        None => out.push("PROVIDER_SECRETS_KEY is not set".to_owned()),
        Some(s) if public(&s) => {
            out.push("PROVIDER_SECRETS_KEY is the public development key".to_owned());
        }
        Some(s) => {
            if let Err(e) = sellwerk_payments::secrets::key_from_secret(&s) {
                out.push(format!("PROVIDER_SECRETS_KEY is not a key: {e:?}"));
            }
        }
    }
    // the app's, the shops' and the files' sites: set, https (but on
    // loopback) and apart (core's `sites`)
    if let Err(problems) = sites(env) {
        out.extend(problems.iter().cloned());
    }
    for name in ["MAIL_API_URL", "MAIL_FROM", "MAIL_API_TOKEN"] {
        if text(env, name).is_none() {
            out.push(format!("{name} is not set"));
        }
    }
    if let Err(problem) = judge_connect(env) {
        out.push(problem);
    }
    out
}

/// The card provider's Connect platform: its client id, its secret key
/// (the token exchange and disconnecting) and the signing secret of its
/// Connect webhook endpoint.
pub struct ConnectPlatform {
    pub client_id: String,
    pub secret_key: String,
    pub webhook_secret: String,
}

const CONNECT_SETTINGS: [&str; 3] = [
    "STRIPE_CONNECT_CLIENT_ID",
    "STRIPE_PLATFORM_SECRET_KEY",
    "STRIPE_CONNECT_WEBHOOK_SECRET",
];

/// The Connect platform from `STRIPE_CONNECT_CLIENT_ID`,
/// `STRIPE_PLATFORM_SECRET_KEY` and `STRIPE_CONNECT_WEBHOOK_SECRET`:
/// optional, all three or none. `Ok(None)` without them (sellers paste
/// their keys); an error when only some are set or, outside development,
/// a secret is the public development value.
fn judge_connect(env: &Env) -> Result<Option<ConnectPlatform>, String> {
    connect_of(CONNECT_SETTINGS.map(|name| text(env, name)), !DEV)
}

/// [`judge_connect`] of the three settings as read, in `production` or not.
fn connect_of(
    [client_id, secret_key, webhook_secret]: [Option<String>; 3],
    production: bool,
) -> Result<Option<ConnectPlatform>, String> {
    match (client_id, secret_key, webhook_secret) {
        (None, None, None) => Ok(None),
        (Some(client_id), Some(secret_key), Some(webhook_secret)) => {
            if production && (public(&secret_key) || public(&webhook_secret)) {
                return Err(
                    "STRIPE_PLATFORM_SECRET_KEY or STRIPE_CONNECT_WEBHOOK_SECRET is the public development value"
                        .to_owned(),
                );
            }
            Ok(Some(ConnectPlatform {
                client_id,
                secret_key,
                webhook_secret,
            }))
        }
        _ => Err(format!(
            "{} are set together or not at all",
            CONNECT_SETTINGS.join(", ")
        )),
    }
}

/// The Connect platform, when this deployment has one (see
/// [`judge_connect`]); a half-configured one is none (and a production
/// worker refuses to serve with it, [`missing`]).
pub fn connect_platform(env: &Env) -> Option<ConnectPlatform> {
    judge_connect(env).ok().flatten()
}

/// The deployment's sites from `SITE_ORIGIN`, `SHOP_ORIGIN` and
/// `FILES_ORIGIN`, judged once per isolate (its bindings do not change
/// while it lives). A development build without the settings uses the
/// local defaults of `npm start`.
pub fn sites(env: &Env) -> Result<&'static Sites, &'static [String]> {
    static JUDGED: std::sync::OnceLock<Result<Sites, Vec<String>>> = std::sync::OnceLock::new();
    JUDGED
        .get_or_init(|| judge_sites(env))
        .as_ref()
        .map_err(Vec::as_slice)
}

fn judge_sites(env: &Env) -> Result<Sites, Vec<String>> {
    let setting =
        |name: &str, local: &str| text(env, name).or_else(|| DEV.then(|| local.to_owned()));
    let app = setting("SITE_ORIGIN", "http://127.0.0.1:8787");
    let shop = setting("SHOP_ORIGIN", "http://{shop}.shops.localhost:8787");
    let files = setting("FILES_ORIGIN", "http://files.localhost:8787");
    let mut missing = Vec::new();
    for (name, value) in [
        ("SITE_ORIGIN", &app),
        ("SHOP_ORIGIN", &shop),
        ("FILES_ORIGIN", &files),
    ] {
        if value.is_none() {
            missing.push(format!("{name} is not set"));
        }
    }
    let (Some(app), Some(shop), Some(files)) = (app, shop, files) else {
        return Err(missing);
    };
    Sites::new(&app, &shop, &files, true)
}

/// Whether `url` is `http(s)://` a loopback host (`*.localhost` too: the
/// local shop and files sites), with any port: what a development build
/// serves.
#[cfg(feature = "dev")]
pub fn loopback_url(url: &str) -> bool {
    let rest = url
        .strip_prefix("http://")
        .or_else(|| url.strip_prefix("https://"))
        .unwrap_or("");
    let host_port = rest.split('/').next().unwrap_or("");
    let host = if host_port.starts_with('[') {
        host_port.split(']').next().map(|h| format!("{h}]"))
    } else {
        host_port.split(':').next().map(str::to_owned)
    };
    host.as_deref()
        .is_some_and(sellwerk_core::sites::loopback_host)
}

/// The refusal a worker answers with while [`missing`] is not empty.
pub fn refusal(missing: &[String]) -> AppError {
    crate::trace::log_error!("refusing to serve: {}", missing.join("; "));
    AppError::Misconfigured(missing.join("; "))
}

/// The key that seals provider credentials (`PROVIDER_SECRETS_KEY`: 64 hex
/// characters or base64 of 32 bytes); a public key is refused outside
/// development.
pub fn secrets_key(env: &Env) -> AppResult<[u8; 32]> {
    let text = text(env, "PROVIDER_SECRETS_KEY")
        .ok_or_else(|| AppError::Internal("PROVIDER_SECRETS_KEY is not set".to_owned()))?;
    if !DEV && public(&text) {
        return Err(AppError::Internal(
            "PROVIDER_SECRETS_KEY must be a real secret outside development".to_owned(),
        ));
    }
    sellwerk_payments::secrets::key_from_secret(&text)
        .map_err(|e| AppError::Internal(format!("PROVIDER_SECRETS_KEY: {e:?}")))
}

impl Config {
    pub fn from_env(env: &Env) -> AppResult<Config> {
        let secret = text(env, "TOKEN_SECRET")
            .ok_or_else(|| AppError::Internal("TOKEN_SECRET is not set".to_owned()))?;
        if !DEV && (public(&secret) || secret.len() < 32) {
            return Err(AppError::Internal(
                "TOKEN_SECRET must be a real secret of at least 32 bytes outside development"
                    .to_owned(),
            ));
        }
        Ok(Config {
            dev: DEV,
            token_key: secret.into_bytes(),
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// The card provider's Connect platform: all three settings or none; a
    /// production worker refuses the public development values
    /// (`wrangler.toml`, `[env.dev.vars]`), a development one runs on them.
    #[test]
    fn the_connect_platform_is_whole_and_real_in_production() {
        let set = |a: &str, b: &str, c: &str| [a, b, c].map(|v| Some(v.to_owned()));
        let development = set(
            "ca_local_development_only",
            "sk_test_local_development_only_connect_platform",
            "whsec_local_development_only_connect",
        );
        assert!(connect_of([None, None, None], true).unwrap().is_none());
        assert!(connect_of(development.clone(), false).unwrap().is_some());
        let refused = connect_of(development, true).err().unwrap();
        assert!(refused.contains("public development value"), "{refused}");
        let real = connect_of(set("ca_1", "sk_live_real", "whsec_real"), true)
            .unwrap()
            .unwrap();
        assert_eq!(
            (
                real.client_id.as_str(),
                real.secret_key.as_str(),
                real.webhook_secret.as_str()
            ),
            ("ca_1", "sk_live_real", "whsec_real")
        );
        let half = [Some("ca_1".to_owned()), None, Some("whsec_real".to_owned())];
        assert!(
            connect_of(half, true)
                .err()
                .unwrap()
                .contains("set together")
        );
    }
}
