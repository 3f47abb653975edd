//! Tracking codes and consent (issue 18, part "islands"): the seller's
//! codes (`/v1/cabinet/tracking_codes[/{id}]`), the consent banner's
//! categories (`GET /v1/common/cookies_consent_categories`), a shop's
//! active codes for its pages (`GET /v1/shop/{username}/tracking`), and the
//! shops' contact form (`POST /v1/shop/{username}/contact`). Core checks a
//! code (`tracking::validate_tracking_code`) and a message
//! (`tracking::validate_contact`).

use sellwerk_core::auth;
use sellwerk_core::problem::Problem;
use sellwerk_core::tracking::{
    self, ConsentCategory, ContactMessage, TrackingCodeDraft, TrackingCodeKind,
};
use serde::Serialize;
use worker::{Headers, Request, Response, RouteContext};

use super::Listed;
use crate::clock;
use crate::error::{AppError, AppResult};
use crate::extract::{form_values, id_param, str_param};
use crate::repo::{self, tracking::StoredCode};
use crate::services::notifications::{self, Notification, NotificationKind};
use crate::session;

/// A tracking code as the cabinet shows it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct TrackingCodeView {
    id: i64,
    kind: TrackingCodeKind,
    /// The seller's own label (may be empty).
    name: String,
    /// The id (empty for a custom code).
    tracking_id: String,
    /// A custom code's text (empty for the other kinds).
    code: String,
    active: bool,
    created_at: String,
    updated_at: String,
}

impl From<StoredCode> for TrackingCodeView {
    fn from(s: StoredCode) -> Self {
        TrackingCodeView {
            id: s.id,
            kind: s.code.kind,
            name: s.code.name,
            tracking_id: s.code.tracking_id,
            code: s.code.code,
            active: s.code.active,
            created_at: clock::rfc3339(s.created_at),
            updated_at: clock::rfc3339(s.updated_at),
        }
    }
}

/// `{"tracking_code": …}`.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct TrackingCodeBody {
    tracking_code: TrackingCodeView,
}

/// `{"sent": true}` (201): the message is stored and the seller told.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ContactSent {
    sent: bool,
}

fn not_found(id: i64) -> AppError {
    AppError::NotFound {
        code: "tracking_code_not_found",
        detail: format!("no tracking code {id}"),
    }
}

fn checked(draft: &TrackingCodeDraft) -> AppResult<tracking::TrackingCode> {
    tracking::validate_tracking_code(draft).map_err(AppError::Invalid)
}

/// `GET /v1/cabinet/tracking_codes`: the seller's codes, oldest first.
pub async fn list(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let list = repo::tracking::all(&db, seller.seller_id)
        .await?
        .into_iter()
        .map(TrackingCodeView::from)
        .collect();
    Ok(Response::from_json(&Listed { list })?)
}

/// `POST /v1/cabinet/tracking_codes`: a new code (201); 422 with core's
/// problems, or `too_many_tracking_codes` past [`tracking::CODES_MAX`].
pub async fn create(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let draft: TrackingCodeDraft = crate::extract::json_body(&mut req).await?;
    let code = checked(&draft)?;
    let db = repo::db(&ctx.env)?;
    let stored = repo::tracking::create(&db, seller.seller_id, &code)
        .await?
        .ok_or_else(|| AppError::Invalid(vec![Problem::new("kind", "too_many_tracking_codes")]))?;
    Ok(Response::from_json(&TrackingCodeBody {
        tracking_code: stored.into(),
    })?
    .with_status(201))
}

/// `GET /v1/cabinet/tracking_codes/{id}`.
pub async fn get(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id: i64 = id_param(&ctx, "id", "tracking_code_not_found")?;
    let db = repo::db(&ctx.env)?;
    let stored = repo::tracking::one(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    Ok(Response::from_json(&TrackingCodeBody {
        tracking_code: stored.into(),
    })?)
}

/// `PUT /v1/cabinet/tracking_codes/{id}`: replaces the code (its kind,
/// name, id or custom text, and whether it is active).
pub async fn update(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id: i64 = id_param(&ctx, "id", "tracking_code_not_found")?;
    let db = repo::db(&ctx.env)?;
    // another seller's code is not found, whatever the body says
    repo::tracking::one(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| not_found(id))?;
    let draft: TrackingCodeDraft = crate::extract::json_body(&mut req).await?;
    let code = checked(&draft)?;
    let stored = repo::tracking::update(&db, seller.seller_id, id, &code)
        .await?
        .ok_or_else(|| not_found(id))?;
    Ok(Response::from_json(&TrackingCodeBody {
        tracking_code: stored.into(),
    })?)
}

/// `DELETE /v1/cabinet/tracking_codes/{id}` (204).
pub async fn delete(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id: i64 = id_param(&ctx, "id", "tracking_code_not_found")?;
    let db = repo::db(&ctx.env)?;
    if !repo::tracking::delete(&db, seller.seller_id, id).await? {
        return Err(not_found(id));
    }
    Ok(Response::empty()?.with_status(204))
}

/// `GET /v1/common/cookies_consent_categories`: the consent banner's
/// categories, each with its name and description in English and German.
/// The spec's list query is accepted and ignored: there are three.
pub async fn consent_categories(_req: Request, _ctx: RouteContext<()>) -> AppResult<Response> {
    let list: Vec<ConsentCategory> = tracking::consent_categories();
    let mut answer = Response::from_json(&Listed { list })?;
    answer
        .headers_mut()
        .set("Cache-Control", "public, max-age=3600")?;
    Ok(answer)
}

/// `GET /v1/shop/{username}/tracking`: the shop's active codes, as its
/// pages and the payment page load them after the buyer's consent.
pub async fn public(_req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username");
    let db = repo::db(&ctx.env)?;
    let seller_id = repo::catalog::find_seller_id(&db, username)
        .await?
        .ok_or_else(|| no_shop(username))?;
    let mut answer = repo::tracking::public(&db, seller_id).await?;
    answer.frame = Some(format!(
        "{}{}",
        crate::sites::shop_origin(&ctx.env, username),
        TRACKING_FRAME_PATH
    ));
    Ok(Response::from_json(&answer)?)
}

/// The address of a shop site's tracking frame (served by the storefront
/// on the shop's own host).
pub const TRACKING_FRAME_PATH: &str = "/_sw/tracking";

fn no_shop(username: &str) -> AppError {
    AppError::NotFound {
        code: "shop_not_found",
        detail: format!("there is no shop {username:?}"),
    }
}

/// Whether the request is a browser's form post (not JSON).
fn is_form(req: &Request) -> bool {
    !req.headers()
        .get("content-type")
        .ok()
        .flatten()
        .is_some_and(|t| t.starts_with("application/json"))
}

/// Where a form post goes back to: the page it came from when that is one
/// of this shop's pages on this site, else the shop; with
/// `contact={outcome}` in the query and the form's anchor.
fn back_to(req: &Request, username: &str, outcome: &str) -> String {
    let shop = format!("/s/{username}");
    let own = req.url().ok().map(|u| u.origin().ascii_serialization());
    let path = req
        .headers()
        .get("referer")
        .ok()
        .flatten()
        .and_then(|r| worker::Url::parse(&r).ok())
        .filter(|r| Some(r.origin().ascii_serialization()) == own)
        .filter(|r| r.path() == shop || r.path().starts_with(&format!("{shop}/")))
        .map(|mut r| {
            let kept: Vec<(String, String)> = r
                .query_pairs()
                .filter(|(k, _)| k != "contact")
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect();
            r.query_pairs_mut().clear().extend_pairs(kept);
            r.query_pairs_mut().append_pair("contact", outcome);
            r.set_fragment(Some("contact"));
            format!("{}?{}#contact", r.path(), r.query().unwrap_or_default())
        });
    path.unwrap_or_else(|| format!("{shop}?contact={outcome}#contact"))
}

fn see_other(location: &str) -> AppResult<Response> {
    let headers = Headers::new();
    headers.set("Location", location)?;
    headers.set("Cache-Control", "no-store")?;
    Ok(Response::empty()?.with_status(303).with_headers(headers))
}

/// `POST /v1/shop/{username}/contact`: a buyer's message to the seller, as
/// JSON (201 `{"sent": true}`, 422 with every problem, 429 past the
/// limits) or as the page's form post without script (303 back to the
/// page with `?contact=sent`, `invalid` or `limited`). Stored, and the
/// seller told through a `custom_notification`. Limited per client address
/// and per sender address ([`tracking::CONTACT_PER_ADDRESS`],
/// [`tracking::CONTACT_PER_EMAIL`]), counted before the message is checked.
pub async fn contact(mut req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username").to_owned();
    let form = is_form(&req);
    let fields = form_values(&mut req, &FIELDS).await;
    let outcome = deliver(&req, &ctx, &username, fields).await;
    if !form {
        return outcome
            .and_then(|()| Ok(Response::from_json(&ContactSent { sent: true })?.with_status(201)));
    }
    match outcome {
        Ok(()) => see_other(&back_to(&req, &username, "sent")),
        Err(AppError::Invalid(_) | AppError::BadRequest { .. }) => {
            see_other(&back_to(&req, &username, "invalid"))
        }
        Err(AppError::TooManyRequests { .. }) => see_other(&back_to(&req, &username, "limited")),
        Err(other) => Err(other),
    }
}

/// The fields a contact form may send (core's `render` writes the seller's
/// choice of them: spec section 3's contact form); others are ignored.
const FIELDS: [&str; 19] = [
    "first_name",
    "last_name",
    "email",
    "phone",
    "message",
    "birthday",
    "street",
    "zip",
    "country_code",
    "custom_1",
    "custom_2",
    "custom_3",
    "custom_4",
    "custom_5",
    "custom_6",
    "custom_7",
    "custom_8",
    "custom_9",
    "custom_10",
];

/// The message the seller reads: `message`, the form's own text fields
/// (`custom_1`, …) and its address fields, in the form's order, the blank
/// ones left out.
fn message_of(fields: &std::collections::HashMap<String, String>) -> String {
    let mut parts: Vec<String> = Vec::new();
    for name in FIELDS.iter().skip(4) {
        let Some(value) = fields
            .get(*name)
            .map(|v| v.trim())
            .filter(|v| !v.is_empty())
        else {
            continue;
        };
        parts.push(match *name {
            "birthday" => format!("Birthday: {value}"),
            "street" => format!("Street: {value}"),
            "zip" => format!("Postcode: {value}"),
            "country_code" => format!("Country: {value}"),
            _ => value.to_owned(),
        });
    }
    parts.join("\n\n")
}

async fn deliver(
    req: &Request,
    ctx: &RouteContext<()>,
    username: &str,
    fields: AppResult<std::collections::HashMap<String, String>>,
) -> AppResult<()> {
    let db = repo::db(&ctx.env)?;
    let seller_id = repo::catalog::find_seller_id(&db, username)
        .await?
        .ok_or_else(|| no_shop(username))?;
    let fields = fields?;
    let field = |name: &str| fields.get(name).cloned();
    let message = ContactMessage {
        first_name: field("first_name"),
        last_name: field("last_name"),
        email: field("email"),
        phone: field("phone"),
        message: Some(message_of(&fields)),
    };
    let mut keys = vec![(
        format!("contact:addr:{}", session::client_address(req)),
        tracking::CONTACT_PER_ADDRESS,
    )];
    if let Some(email) = &message.email {
        keys.push((
            format!("contact:email:{}", email.trim().to_lowercase()),
            tracking::CONTACT_PER_EMAIL,
        ));
    }
    limit(&db, &keys).await?;
    let checked = tracking::validate_contact(&message).map_err(AppError::Invalid)?;
    let id = repo::tracking::store_contact(&db, seller_id, &checked).await?;
    notifications::notify(
        &ctx.env,
        &db,
        seller_id,
        &Notification {
            kind: NotificationKind::CustomNotification,
            key: format!("contact:{id}"),
            subject: checked.message.clone(),
            actor: Some(checked.email.clone()),
            amount: None,
            order_id: None,
            link: "/cabinet/notifications".to_owned(),
        },
    )
    .await?;
    Ok(())
}

async fn limit(db: &worker::D1Database, keys: &[(String, auth::RateLimit)]) -> AppResult<()> {
    let now = clock::now();
    for (key, limit) in keys {
        if let Some(retry_after) = repo::limits::hit(db, key, *limit, now).await? {
            return Err(AppError::TooManyRequests { retry_after });
        }
    }
    Ok(())
}
