//! The seller's tracking codes and the shops' contact messages (migration
//! 0030). Every function a cabinet route calls filters by the seller; a
//! change of a code moves the shop's version through the migration's
//! triggers, so the cached pages carry the new codes on the next request.

use sellwerk_core::ids::SellerId;
use sellwerk_core::tracking::{
    self, CheckedContact, ConsentCategoryId, TrackingCode, TrackingCodeKind,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::clock;
use crate::error::{AppError, AppResult};

/// A stored tracking code.
#[derive(Debug, Clone, Deserialize)]
pub struct CodeRow {
    pub id: i64,
    pub kind: String,
    pub name: String,
    pub tracking_id: String,
    pub code: String,
    pub active: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

/// A stored code with its kind and flag read.
#[derive(Debug, Clone)]
pub struct StoredCode {
    pub id: i64,
    pub code: TrackingCode,
    pub created_at: i64,
    pub updated_at: i64,
}

impl TryFrom<CodeRow> for StoredCode {
    type Error = AppError;

    fn try_from(r: CodeRow) -> AppResult<StoredCode> {
        let kind = TrackingCodeKind::from_name(&r.kind)
            .ok_or_else(|| corrupt("tracking code", r.id, "kind"))?;
        let active = match r.active {
            0 => false,
            1 => true,
            _ => return Err(corrupt("tracking code", r.id, "active")),
        };
        Ok(StoredCode {
            id: r.id,
            code: TrackingCode {
                kind,
                name: r.name,
                tracking_id: r.tracking_id,
                code: r.code,
                active,
            },
            created_at: r.created_at,
            updated_at: r.updated_at,
        })
    }
}

const COLUMNS: &str = "id, kind, name, tracking_id, code, active, created_at, updated_at";

fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

/// The seller's codes, oldest first.
pub async fn all(db: &D1Database, seller: SellerId) -> AppResult<Vec<StoredCode>> {
    db.prepare(format!(
        "SELECT {COLUMNS} FROM tracking_codes WHERE seller_id = ?1 ORDER BY id"
    ))
    .bind(&[int(seller)])?
    .all()
    .await?
    .results::<CodeRow>()?
    .into_iter()
    .map(StoredCode::try_from)
    .collect()
}

/// The seller's code `id` (another seller's is not found).
pub async fn one(db: &D1Database, seller: SellerId, id: i64) -> AppResult<Option<StoredCode>> {
    db.prepare(format!(
        "SELECT {COLUMNS} FROM tracking_codes WHERE id = ?1 AND seller_id = ?2"
    ))
    .bind(&[int(id), int(seller)])?
    .first::<CodeRow>(None)
    .await?
    .map(StoredCode::try_from)
    .transpose()
}

/// Stores a new code of the seller, unless the seller keeps
/// [`tracking::CODES_MAX`] already (`None` then: one statement decides, so
/// parallel requests cannot pass the limit together).
pub async fn create(
    db: &D1Database,
    seller: SellerId,
    code: &TrackingCode,
) -> AppResult<Option<StoredCode>> {
    let now = clock::now();
    let max = i64::try_from(tracking::CODES_MAX).unwrap_or(i64::MAX);
    db.prepare(format!(
        "INSERT INTO tracking_codes (seller_id, kind, name, tracking_id, code, active, \
         created_at, updated_at) \
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7 \
         WHERE (SELECT count(*) FROM tracking_codes WHERE seller_id = ?1) < ?8 \
         RETURNING {COLUMNS}"
    ))
    .bind(&[
        int(seller),
        text(code.kind.name()),
        text(&code.name),
        text(&code.tracking_id),
        text(&code.code),
        int(i64::from(code.active)),
        int(now),
        int(max),
    ])?
    .first::<CodeRow>(None)
    .await?
    .map(StoredCode::try_from)
    .transpose()
}

/// Replaces the seller's code `id`; `None` when it is not the seller's.
pub async fn update(
    db: &D1Database,
    seller: SellerId,
    id: i64,
    code: &TrackingCode,
) -> AppResult<Option<StoredCode>> {
    let now = clock::now();
    db.prepare(format!(
        "UPDATE tracking_codes SET kind = ?3, name = ?4, tracking_id = ?5, code = ?6, \
         active = ?7, updated_at = ?8 WHERE id = ?1 AND seller_id = ?2 RETURNING {COLUMNS}"
    ))
    .bind(&[
        int(id),
        int(seller),
        text(code.kind.name()),
        text(&code.name),
        text(&code.tracking_id),
        text(&code.code),
        int(i64::from(code.active)),
        int(now),
    ])?
    .first::<CodeRow>(None)
    .await?
    .map(StoredCode::try_from)
    .transpose()
}

/// Deletes the seller's code `id`; false when it is not the seller's.
pub async fn delete(db: &D1Database, seller: SellerId, id: i64) -> AppResult<bool> {
    #[derive(Deserialize)]
    struct Gone {
        #[allow(dead_code)]
        id: i64,
    }
    Ok(db
        .prepare("DELETE FROM tracking_codes WHERE id = ?1 AND seller_id = ?2 RETURNING id")
        .bind(&[int(id), int(seller)])?
        .first::<Gone>(None)
        .await?
        .is_some())
}

/// The active codes of the seller, oldest first.
pub async fn active(db: &D1Database, seller: SellerId) -> AppResult<Vec<TrackingCode>> {
    db.prepare(format!(
        "SELECT {COLUMNS} FROM tracking_codes WHERE seller_id = ?1 AND active = 1 ORDER BY id"
    ))
    .bind(&[int(seller)])?
    .all()
    .await?
    .results::<CodeRow>()?
    .into_iter()
    .map(|r| StoredCode::try_from(r).map(|s| s.code))
    .collect()
}

/// A shop's active code as its public pages load it after consent.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct PublicTrackingCode {
    pub kind: TrackingCodeKind,
    /// The consent category the buyer must accept first.
    pub category: ConsentCategoryId,
    /// The id, for every kind but a custom code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// A custom code's text, run only inside a sandboxed frame.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
}

/// A shop's tracking as its pages read it (`GET
/// /v1/shop/{username}/tracking`, and `PageInput.tracking`, which the
/// consent island reads from the page): the consent cookie's name and the
/// active codes.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct PublicTracking {
    pub cookie: String,
    pub codes: Vec<PublicTrackingCode>,
    /// The shop site's tracking frame (`{shop origin}/_sw/tracking`): where
    /// the payment and thank-you pages, on the app's site, run these codes
    /// (a sandboxed frame of another site; never in their own document).
    /// Only in the API's answer; a shop's own pages run them in place.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frame: Option<String>,
}

/// The seller's active codes, oldest first, in their public face.
pub async fn public(db: &D1Database, seller: SellerId) -> AppResult<PublicTracking> {
    Ok(public_of(seller, active(db, seller).await?))
}

/// A subquery of the seller `s.id`'s active codes as one JSON array of
/// rows, oldest first: the storefront's page read takes them in its own
/// statement (`repo::storefront::load`), so a page costs no statement more.
pub const ACTIVE_CODES_JSON: &str = "SELECT json_group_array(json_object('id', t.id, \
     'kind', t.kind, 'name', t.name, 'tracking_id', t.tracking_id, 'code', t.code, \
     'active', t.active, 'created_at', t.created_at, 'updated_at', t.updated_at)) \
     FROM (SELECT * FROM tracking_codes WHERE seller_id = s.id AND active = 1 ORDER BY id) t";

fn public_of(seller: SellerId, codes: Vec<TrackingCode>) -> PublicTracking {
    let codes = codes
        .into_iter()
        .map(|c| {
            let custom = c.kind.id_kind().is_none();
            PublicTrackingCode {
                kind: c.kind,
                category: c.kind.category(),
                id: (!custom).then_some(c.tracking_id),
                code: custom.then_some(c.code),
            }
        })
        .collect();
    PublicTracking {
        cookie: tracking::consent_cookie(!crate::config::DEV, seller.get()),
        codes,
        frame: None,
    }
}

fn page_value(seller_id: SellerId, found: PublicTracking) -> AppResult<Option<Value>> {
    if found.codes.is_empty() {
        return Ok(None);
    }
    serde_json::to_value(found)
        .map(Some)
        .map_err(|e| AppError::Internal(format!("tracking of seller {seller_id}: {e}")))
}

/// [`for_pages`] from the rows [`ACTIVE_CODES_JSON`] answered.
pub fn page_tracking(seller_id: SellerId, rows: &str) -> AppResult<Option<Value>> {
    let rows: Vec<CodeRow> = serde_json::from_str(rows)
        .map_err(|e| corrupt("tracking codes of seller", seller_id, e))?;
    let codes = rows
        .into_iter()
        .map(|r| StoredCode::try_from(r).map(|s| s.code))
        .collect::<AppResult<Vec<_>>>()?;
    page_value(seller_id, public_of(seller_id, codes))
}

/// What the seller's public pages carry for the consent island
/// (`PageInput.tracking`): [`PublicTracking`] as JSON, or `None` when the
/// seller has no active code, so the page shows no consent banner and
/// loads no island for it. The storefront reads the same in its own
/// statement ([`ACTIVE_CODES_JSON`], [`page_tracking`]).
#[allow(
    dead_code,
    reason = "the contract's reader; the storefront takes the codes in its page statement"
)]
pub async fn for_pages(db: &D1Database, seller_id: SellerId) -> AppResult<Option<Value>> {
    page_value(seller_id, public(db, seller_id).await?)
}

/// Stores a contact message to the seller; answers its id.
pub async fn store_contact(
    db: &D1Database,
    seller: SellerId,
    m: &CheckedContact,
) -> AppResult<i64> {
    #[derive(Deserialize)]
    struct Id {
        id: i64,
    }
    db.prepare(
        "INSERT INTO contact_messages (seller_id, name, email, phone, message, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id",
    )
    .bind(&[
        int(seller),
        text(&m.name),
        text(&m.email),
        text(&m.phone),
        text(&m.message),
        int(clock::now()),
    ])?
    .first::<Id>(None)
    .await?
    .map(|r| r.id)
    .ok_or_else(|| AppError::Internal("a new contact message vanished".to_owned()))
}
