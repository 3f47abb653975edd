//! The worker's settings from its bindings. Local development runs on the
//! defaults in `wrangler.toml` (`ENVIRONMENT = "development"` and a token
//! key that is public and therefore refused anywhere else); production sets
//! `ENVIRONMENT = "production"` and the secret `TOKEN_SECRET`.

use worker::Env;

use crate::error::{AppError, AppResult};

/// The token key local development ships with; never accepted outside it.
const DEV_TOKEN_SECRET: &str = "local-development-only-token-secret-0000";

/// The credentials key local development ships with.
const DEV_SECRETS_KEY: &str = "0000000000000000000000000000000000000000000000000000000000000001";

pub struct Config {
    /// Local development: dev endpoints answer, cookies are not `Secure`
    /// (`http://127.0.0.1`), mails go to the dev mailbox.
    pub dev: bool,
    /// The HMAC key of access tokens.
    pub token_key: Vec<u8>,
}

/// The key that seals provider credentials (`PROVIDER_SECRETS_KEY`: 64 hex
/// characters or base64 of 32 bytes); the development key is refused
/// outside development.
pub fn secrets_key(env: &Env) -> AppResult<[u8; 32]> {
    let dev = env
        .var("ENVIRONMENT")
        .is_ok_and(|v| v.to_string() == "development");
    let text = env
        .secret("PROVIDER_SECRETS_KEY")
        .map(|s| s.to_string())
        .or_else(|_| env.var("PROVIDER_SECRETS_KEY").map(|v| v.to_string()))
        .map_err(|_| AppError::Internal("PROVIDER_SECRETS_KEY is not set".to_owned()))?;
    if !dev && text == DEV_SECRETS_KEY {
        return Err(AppError::Internal(
            "PROVIDER_SECRETS_KEY must be a real secret outside development".to_owned(),
        ));
    }
    sellwerk_payments::secrets::key_from_secret(&text)
        .map_err(|e| AppError::Internal(format!("PROVIDER_SECRETS_KEY: {e:?}")))
}

impl Config {
    pub fn from_env(env: &Env) -> AppResult<Config> {
        let dev = env
            .var("ENVIRONMENT")
            .is_ok_and(|v| v.to_string() == "development");
        let secret = env
            .secret("TOKEN_SECRET")
            .map(|s| s.to_string())
            .or_else(|_| env.var("TOKEN_SECRET").map(|v| v.to_string()))
            .map_err(|_| AppError::Internal("TOKEN_SECRET is not set".to_owned()))?;
        if !dev && (secret == DEV_TOKEN_SECRET || secret.len() < 32) {
            return Err(AppError::Internal(
                "TOKEN_SECRET must be a real secret of at least 32 bytes outside development"
                    .to_owned(),
            ));
        }
        Ok(Config {
            dev,
            token_key: secret.into_bytes(),
        })
    }
}
