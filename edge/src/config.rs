//! The worker's settings from its bindings. Local development runs on the
//! defaults in `wrangler.toml` (`ENVIRONMENT = "development"` and a token
//! key that is public and therefore refused anywhere else); production sets
//! `ENVIRONMENT = "production"` and the secret `TOKEN_SECRET`.

use worker::Env;

use crate::error::{AppError, AppResult};

/// The token key local development ships with; never accepted outside it.
const DEV_TOKEN_SECRET: &str = "local-development-only-token-secret-0000";

pub struct Config {
    /// Local development: dev endpoints answer, cookies are not `Secure`
    /// (`http://127.0.0.1`), mails go to the dev mailbox.
    pub dev: bool,
    /// The HMAC key of access tokens.
    pub token_key: Vec<u8>,
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
