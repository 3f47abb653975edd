//! The seller's legal documents and their versions (migration 0025), and
//! what an order was sold under (`order_legal`). Every function a cabinet
//! route calls filters by the seller; the shop's read by the username.
//! A version is never rewritten: a changed text adds one.

use sellwerk_core::ids::{OrderId, SellerId};
use sellwerk_core::legal::DocumentKind;
use serde::{Deserialize, Serialize};
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::clock;
use crate::error::{AppError, AppResult};

/// A document's current version.
#[derive(Debug, Clone, Deserialize)]
pub struct DocumentRow {
    pub id: i64,
    pub kind: String,
    pub name: String,
    pub version: i64,
    pub body: String,
    /// When this version was saved.
    pub updated_at: String,
}

impl DocumentRow {
    pub fn kind(&self) -> AppResult<DocumentKind> {
        DocumentKind::parse(&self.kind).ok_or_else(|| corrupt("legal document", self.id, "kind"))
    }
}

/// The current version of each document, as a subquery's condition.
const CURRENT: &str = "SELECT d.id, d.kind, d.name, v.version, v.body, v.created_at AS updated_at \
     FROM legal_documents d JOIN legal_document_versions v ON v.document_id = d.id \
     AND v.version = (SELECT max(w.version) FROM legal_document_versions w \
     WHERE w.document_id = d.id)";

fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

/// The seller's current documents, every kind, cancellation terms by age.
pub async fn all(db: &D1Database, seller: SellerId) -> AppResult<Vec<DocumentRow>> {
    Ok(db
        .prepare(format!("{CURRENT} WHERE d.seller_id = ?1 ORDER BY d.id"))
        .bind(&[int(seller)])?
        .all()
        .await?
        .results::<DocumentRow>()?)
}

/// The seller's document `id` of `kind` (any kind when `None`).
pub async fn one(
    db: &D1Database,
    seller: SellerId,
    kind: DocumentKind,
    id: Option<i64>,
) -> AppResult<Option<DocumentRow>> {
    let rows = all(db, seller).await?;
    Ok(rows
        .into_iter()
        .filter(|r| r.kind == kind.name())
        .find(|r| id.is_none_or(|id| r.id == id)))
}

/// Shop `username`'s current document of `kind`: for cancellation terms
/// the set `ct_id`, or the first set when `ct_id` is none or not the
/// shop's.
pub async fn public(
    db: &D1Database,
    username: &str,
    kind: DocumentKind,
    ct_id: Option<i64>,
) -> AppResult<Option<(SellerId, DocumentRow)>> {
    #[derive(Deserialize)]
    struct Row {
        seller_id: i64,
        #[serde(flatten)]
        doc: DocumentRow,
    }
    let rows = db
        .prepare(format!(
            "SELECT c.*, s.id AS seller_id FROM ({CURRENT} WHERE d.kind = ?2) c \
             JOIN legal_documents d2 ON d2.id = c.id \
             JOIN sellers s ON s.id = d2.seller_id WHERE s.username = ?1 ORDER BY c.id"
        ))
        .bind(&[text(username), text(kind.name())])?
        .all()
        .await?
        .results::<Row>()?;
    let chosen = rows
        .iter()
        .find(|r| ct_id.is_some_and(|id| r.doc.id == id))
        .or_else(|| rows.first());
    chosen
        .map(|r| {
            SellerId::try_from(r.seller_id)
                .map(|s| (s, r.doc.clone()))
                .map_err(|e| corrupt("legal document", r.doc.id, e))
        })
        .transpose()
}

/// Whether the seller wrote the documents publishing needs (every kind:
/// `DocumentKind::required_to_publish`).
pub async fn has_publish_documents(db: &D1Database, seller: SellerId) -> AppResult<bool> {
    #[derive(Deserialize)]
    struct Count {
        n: i64,
    }
    let n = db
        .prepare(
            "SELECT count(DISTINCT kind) AS n FROM legal_documents WHERE seller_id = ?1 \
             AND kind IN ('imprint', 'terms', 'privacy', 'cancellation_terms')",
        )
        .bind(&[int(seller)])?
        .first::<Count>(None)
        .await?
        .map_or(0, |c| c.n);
    Ok(n == 4)
}

/// How many sets of cancellation terms the seller keeps.
pub async fn cancellation_count(db: &D1Database, seller: SellerId) -> AppResult<usize> {
    #[derive(Deserialize)]
    struct Count {
        n: i64,
    }
    let n = db
        .prepare(
            "SELECT count(*) AS n FROM legal_documents WHERE seller_id = ?1 \
             AND kind = 'cancellation_terms'",
        )
        .bind(&[int(seller)])?
        .first::<Count>(None)
        .await?
        .map_or(0, |c| c.n);
    Ok(usize::try_from(n).unwrap_or(0))
}

/// Saves the seller's document: a new document with version 1 when
/// `existing` is none, else a new version when the body or the name
/// changed (the name is the document's, not versioned). Answers the
/// current version.
pub async fn save(
    db: &D1Database,
    seller: SellerId,
    kind: DocumentKind,
    existing: Option<&DocumentRow>,
    name: &str,
    body: &str,
) -> AppResult<DocumentRow> {
    let now = clock::rfc3339(clock::now());
    match existing {
        None => {
            #[derive(Deserialize)]
            struct Id {
                id: i64,
            }
            let made = db
                .prepare(
                    "INSERT INTO legal_documents (seller_id, kind, name, created_at) \
                     VALUES (?1, ?2, ?3, ?4) RETURNING id",
                )
                .bind(&[int(seller), text(kind.name()), text(name), text(&now)])?
                .first::<Id>(None)
                .await
                .map_err(conflict_or)?
                .ok_or_else(|| AppError::Internal("a new document vanished".to_owned()))?;
            db.prepare(
                "INSERT INTO legal_document_versions (document_id, seller_id, version, body, \
                 created_at) VALUES (?1, ?2, 1, ?3, ?4)",
            )
            .bind(&[int(made.id), int(seller), text(body), text(&now)])?
            .run()
            .await?;
            Ok(DocumentRow {
                id: made.id,
                kind: kind.name().to_owned(),
                name: name.to_owned(),
                version: 1,
                body: body.to_owned(),
                updated_at: now,
            })
        }
        Some(doc) if doc.body == body && doc.name == name => Ok(doc.clone()),
        Some(doc) => {
            let mut batch = vec![
                db.prepare("UPDATE legal_documents SET name = ?3 WHERE id = ?1 AND seller_id = ?2")
                    .bind(&[int(doc.id), int(seller), text(name)])?,
            ];
            let version = if doc.body == body {
                doc.version
            } else {
                batch.push(
                    db.prepare(
                        "INSERT INTO legal_document_versions (document_id, seller_id, version, \
                         body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
                    )
                    .bind(&[
                        int(doc.id),
                        int(seller),
                        int(doc.version + 1),
                        text(body),
                        text(&now),
                    ])?,
                );
                doc.version + 1
            };
            db.batch(batch).await.map_err(conflict_or)?;
            Ok(DocumentRow {
                id: doc.id,
                kind: doc.kind.clone(),
                name: name.to_owned(),
                version,
                body: body.to_owned(),
                updated_at: if version == doc.version {
                    doc.updated_at.clone()
                } else {
                    now
                },
            })
        }
    }
}

/// A save that raced another save of the same document is a conflict the
/// seller may retry, not our fault.
fn conflict_or(e: worker::Error) -> AppError {
    if e.to_string().contains("UNIQUE constraint failed") {
        AppError::Conflict {
            code: "document_changed",
            detail: "the document was saved at the same time; load it again".to_owned(),
        }
    } else {
        e.into()
    }
}

/// A document version an order was sold under.
#[derive(Debug, Clone, Serialize, Deserialize, schemars::JsonSchema)]
pub struct SoldUnder {
    pub kind: DocumentKind,
    pub document_id: i64,
    /// The name of a set of cancellation terms; empty for the others.
    pub name: String,
    pub version: i64,
}

/// The current documents of the seller of product `?2` as one JSON array
/// of [`DocumentRow`] (a subquery of an order's intake, `repo::intake`;
/// read it with [`documents_of_json`]).
pub(super) fn of_product_json() -> String {
    format!(
        "SELECT json_group_array(json_object('id', c.id, 'kind', c.kind, 'name', c.name, \
         'version', c.version, 'body', c.body, 'updated_at', c.updated_at)) FROM \
         ({CURRENT} WHERE d.seller_id = (SELECT p.seller_id FROM products p WHERE p.id = ?2) \
         ORDER BY d.id) c"
    )
}

/// The documents of [`of_product_json`], by id as [`all`] reads them.
pub(super) fn documents_of_json(raw: Option<&str>) -> AppResult<Vec<DocumentRow>> {
    let Some(raw) = raw else {
        return Ok(Vec::new());
    };
    let mut rows: Vec<DocumentRow> = serde_json::from_str(raw)
        .map_err(|e| AppError::Internal(format!("the seller's documents as JSON: {e}")))?;
    rows.sort_by_key(|r| r.id);
    Ok(rows)
}

/// The documents an order is sold under, of the seller's documents read
/// already ([`all`], or an order's intake): all but the cancellation terms,
/// and of those the set `ct_id` names, else the first.
pub fn sold_under_of(rows: &[DocumentRow], ct_id: Option<i64>) -> AppResult<Vec<SoldUnder>> {
    let sets: Vec<&DocumentRow> = rows
        .iter()
        .filter(|r| r.kind == DocumentKind::CancellationTerms.name())
        .collect();
    let set = sets
        .iter()
        .find(|r| ct_id.is_some_and(|id| r.id == id))
        .or_else(|| sets.first());
    let mut out = Vec::new();
    for row in rows
        .iter()
        .filter(|r| r.kind != DocumentKind::CancellationTerms.name())
        .chain(set.copied())
    {
        out.push(SoldUnder {
            kind: row.kind()?,
            document_id: row.id,
            name: row.name.clone(),
            version: row.version,
        });
    }
    Ok(out)
}

/// What a new order keeps of its legal ground (written with the order).
#[derive(Debug, Clone)]
pub struct NewOrderLegal {
    pub worded: sellwerk_core::legal::WordedRules,
    pub documents: Vec<SoldUnder>,
    /// The edge's time of consent (RFC 3339).
    pub consented_at: String,
}

/// The statement that writes `legal` for the order with token `token`
/// (part of the order's batch).
pub fn insert_statement(
    db: &D1Database,
    order_token: &str,
    seller: SellerId,
    legal: &NewOrderLegal,
) -> AppResult<worker::D1PreparedStatement> {
    Ok(db
        .prepare(
            "INSERT INTO order_legal (order_id, seller_id, language, texts_version, consents, \
             notices, documents, consented_at) SELECT id, ?2, ?3, ?4, ?5, ?6, ?7, ?8 \
             FROM orders WHERE token = ?1",
        )
        .bind(&[
            text(order_token),
            int(seller),
            text(&legal.worded.language),
            int(i64::from(legal.worded.texts_version)),
            json(&legal.worded.consents)?,
            json(&legal.worded.notices)?,
            json(&legal.documents)?,
            text(&legal.consented_at),
        ])?)
}

/// A value as a JSON text column.
fn json<T: Serialize>(value: &T) -> AppResult<JsValue> {
    serde_json::to_string(value)
        .map(|s| JsValue::from_str(&s))
        .map_err(|e| AppError::Internal(e.to_string()))
}

/// What an order was sold under, as stored.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct OrderLegal {
    /// The language the texts were shown in (`en`, `de`).
    pub language: String,
    /// The version of the consent texts.
    pub texts_version: i64,
    /// The boxes the buyer ticked, with the exact texts shown.
    pub consents: Vec<sellwerk_core::legal::Worded>,
    /// The sentences shown without a box.
    pub notices: Vec<sellwerk_core::legal::Worded>,
    /// The seller's document versions.
    pub documents: Vec<SoldUnder>,
    /// The edge's time of consent (RFC 3339).
    pub consented_at: String,
}

/// The legal ground of the seller's order `order` (none for an order made
/// before issue 17).
pub async fn of_order(
    db: &D1Database,
    seller: SellerId,
    order: OrderId,
) -> AppResult<Option<OrderLegal>> {
    #[derive(Deserialize)]
    struct Row {
        language: String,
        texts_version: i64,
        consents: String,
        notices: String,
        documents: String,
        consented_at: String,
    }
    let Some(row) = db
        .prepare(
            "SELECT language, texts_version, consents, notices, documents, consented_at \
             FROM order_legal WHERE order_id = ?1 AND seller_id = ?2",
        )
        .bind(&[int(order), int(seller)])?
        .first::<Row>(None)
        .await?
    else {
        return Ok(None);
    };
    let bad = |e: serde_json::Error| corrupt("order legal", order.get(), e);
    Ok(Some(OrderLegal {
        language: row.language,
        texts_version: row.texts_version,
        consents: serde_json::from_str(&row.consents).map_err(bad)?,
        notices: serde_json::from_str(&row.notices).map_err(bad)?,
        documents: serde_json::from_str(&row.documents).map_err(bad)?,
        consented_at: row.consented_at,
    }))
}

/// The body of version `version` of the seller's document `document_id`.
pub async fn version_body(
    db: &D1Database,
    seller: SellerId,
    document_id: i64,
    version: i64,
) -> AppResult<Option<String>> {
    #[derive(Deserialize)]
    struct Row {
        body: String,
    }
    Ok(db
        .prepare(
            "SELECT body FROM legal_document_versions WHERE document_id = ?1 AND version = ?2 \
             AND seller_id = ?3",
        )
        .bind(&[int(document_id), int(version), int(seller)])?
        .first::<Row>(None)
        .await?
        .map(|r| r.body))
}
