//! Mails: what each says (in English or German), and the sender behind a
//! small trait. Mails are produced by the queue consumer (`consumer`), never in
//! the request that asks for them. A development build stores every mail
//! in the dev mailbox (`GET /v1/dev/mails`, the web page `/dev/mailbox`); a
//! production build posts to a mail provider's HTTP API (in the tests, the
//! production-mode suite's loopback stand-in).

use sellwerk_core::messages::Language;
use serde::{Deserialize, Serialize};
use worker::{Env, Fetch, Headers, Method, Request, RequestInit};

use crate::error::{AppError, AppResult};
use crate::jobs::Mail;
#[cfg(feature = "dev")]
use crate::repo;

/// Which mail, with what it links to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Template {
    ConfirmEmail,
    ResetPassword,
    MagicLink,
    ChangeEmail,
}

impl Template {
    /// Subject and body in `language`, around `link`.
    fn words(self, language: Language) -> (&'static str, &'static str) {
        match (self, language) {
            (Template::ConfirmEmail, Language::En) => (
                "Confirm your e-mail address",
                "Welcome to Sellwerk! Please confirm your e-mail address by opening this link:",
            ),
            (Template::ConfirmEmail, Language::De) => (
                "Bestätige deine E-Mail-Adresse",
                "Willkommen bei Sellwerk! Bitte bestätige deine E-Mail-Adresse über diesen Link:",
            ),
            (Template::ResetPassword, Language::En) => (
                "Reset your password",
                "Someone asked to reset your password. If it was you, choose a new one here (the link works for one hour):",
            ),
            (Template::ResetPassword, Language::De) => (
                "Passwort zurücksetzen",
                "Jemand möchte dein Passwort zurücksetzen. Wenn du es warst, wähle hier ein neues (der Link gilt eine Stunde):",
            ),
            (Template::MagicLink, Language::En) => (
                "Your sign-in link",
                "Open this link to sign in (it works once, for one hour):",
            ),
            (Template::MagicLink, Language::De) => (
                "Dein Anmeldelink",
                "Öffne diesen Link, um dich anzumelden (er gilt einmal, eine Stunde lang):",
            ),
            (Template::ChangeEmail, Language::En) => (
                "Confirm your new e-mail address",
                "Please confirm that this is your new e-mail address for Sellwerk:",
            ),
            (Template::ChangeEmail, Language::De) => (
                "Bestätige deine neue E-Mail-Adresse",
                "Bitte bestätige, dass dies deine neue E-Mail-Adresse für Sellwerk ist:",
            ),
        }
    }

    /// The mail to `to` in `language` carrying `link` (a path), written
    /// out in full after `origin` in the text.
    pub fn render(
        self,
        key: String,
        to: &str,
        language: Language,
        origin: &str,
        link: String,
    ) -> Mail {
        let (subject, lead) = self.words(language);
        Mail {
            key,
            to: to.to_owned(),
            subject: subject.to_owned(),
            text: format!("{lead}\n\n{origin}{link}\n"),
            link,
        }
    }
}

/// Sends a mail. Implementations must tolerate the same mail twice (the
/// queue delivers at least once): the dev mailbox ignores a known key, the
/// provider receives the key as its idempotency key.
#[allow(async_fn_in_trait)] // used only inside this single-threaded worker
pub trait MailSender {
    /// Sends `mail` with extra `headers` (name, value), such as a buyer
    /// mail's `List-Unsubscribe`.
    async fn send(&self, mail: &Mail, headers: &[(&str, String)]) -> AppResult<()>;
}

/// Local development: every mail lands in D1's `dev_mails` (development
/// builds only).
#[cfg(feature = "dev")]
pub struct DevMailbox<'a>(pub &'a worker::D1Database);

#[cfg(feature = "dev")]
impl MailSender for DevMailbox<'_> {
    async fn send(&self, mail: &Mail, headers: &[(&str, String)]) -> AppResult<()> {
        repo::mails::store(self.0, mail, headers).await
    }
}

/// Production: a JSON POST to the provider's API (`MAIL_API_URL`, secret
/// `MAIL_API_TOKEN`, sender `MAIL_FROM`; `SELLWERK_MODE=production npm
/// start` points it at a loopback stand-in).
#[cfg_attr(feature = "dev", allow(dead_code))]
pub struct HttpSender {
    url: String,
    token: String,
    from: String,
}

#[cfg_attr(feature = "dev", allow(dead_code))]
impl HttpSender {
    pub fn from_env(env: &Env) -> AppResult<HttpSender> {
        let var = |name: &str| {
            crate::config::text(env, name)
                .ok_or_else(|| AppError::Internal(format!("{name} is not set")))
        };
        Ok(HttpSender {
            url: var("MAIL_API_URL")?,
            from: var("MAIL_FROM")?,
            token: var("MAIL_API_TOKEN")?,
        })
    }
}

impl MailSender for HttpSender {
    async fn send(&self, mail: &Mail, extra: &[(&str, String)]) -> AppResult<()> {
        let headers = Headers::new();
        headers.set("content-type", "application/json")?;
        headers.set("authorization", &format!("Bearer {}", self.token))?;
        headers.set("idempotency-key", &mail.key)?;
        let mut body = serde_json::json!({
            "from": self.from, "to": mail.to, "subject": mail.subject, "text": mail.text,
        });
        if !extra.is_empty()
            && let Some(fields) = body.as_object_mut()
        {
            let named: serde_json::Map<String, serde_json::Value> = extra
                .iter()
                .map(|(name, value)| ((*name).to_owned(), value.clone().into()))
                .collect();
            fields.insert("headers".to_owned(), named.into());
        }
        let mut init = RequestInit::new();
        init.with_method(Method::Post)
            .with_headers(headers)
            .with_body(Some(body.to_string().into()));
        let response = Fetch::Request(Request::new_with_init(&self.url, &init)?)
            .send()
            .await?;
        if (200..300).contains(&response.status_code()) {
            Ok(())
        } else {
            Err(AppError::Internal(format!(
                "mail provider answered {}",
                response.status_code()
            )))
        }
    }
}

/// The site's origin for links in mails sent without a request (the queue
/// consumer): `SITE_ORIGIN`, which a production worker cannot run without
/// (`config::missing`); a development build falls back to `npm start`'s
/// address.
pub fn origin(env: &Env) -> String {
    let fallback = if crate::config::DEV {
        "http://127.0.0.1:8787"
    } else {
        ""
    };
    crate::config::text(env, "SITE_ORIGIN").unwrap_or_else(|| fallback.to_owned())
}

/// Sends through the sender this build uses: the dev mailbox in
/// development, the mail provider's API in production.
pub async fn send(env: &Env, mail: &Mail) -> AppResult<()> {
    send_with(env, mail, &[]).await
}

/// [`send`] with extra headers (the provider's API takes them as a
/// `headers` object; the dev mailbox keeps them beside the mail).
pub async fn send_with(env: &Env, mail: &Mail, headers: &[(&str, String)]) -> AppResult<()> {
    #[cfg(feature = "dev")]
    return DevMailbox(&repo::db(env)?).send(mail, headers).await;
    #[cfg(not(feature = "dev"))]
    HttpSender::from_env(env)?.send(mail, headers).await
}
