//! The seller's legal documents (issue 17): the imprint, terms and privacy
//! notice (`/v1/cabinet/legal/{kind}`), the named sets of cancellation
//! terms (`/v1/cabinet/legal/cancellation_terms[/{id}]`), and their public
//! reading (`/v1/shop/{username}/documents/{kind}`). Core checks a text
//! (`legal::validate_document`); the repository versions it.

use sellwerk_core::legal::{self, Block, CANCELLATION_SETS_MAX, DocumentDraft, DocumentKind};
use sellwerk_core::problem::Problem;
use sellwerk_core::product::ProductForm;
use serde::Serialize;
use worker::{Request, Response, RouteContext};

use super::Listed;
use crate::error::{AppError, AppResult};
use crate::extract::{json_body, query_param, str_param};
use crate::repo::{self, legal::DocumentRow};
use crate::session;

/// A document's current version.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "LegalDocument")]
pub(crate) struct Document {
    id: i64,
    kind: DocumentKind,
    /// A set of cancellation terms' name; empty for the other kinds.
    name: String,
    /// 1 for the first text; each saved change adds one.
    version: i64,
    body: String,
    /// The body as headings and paragraphs (core's `legal::blocks`).
    blocks: Vec<Block>,
    /// When this version was saved (RFC 3339).
    updated_at: String,
}

impl Document {
    fn of(row: DocumentRow) -> AppResult<Document> {
        Ok(Document {
            id: row.id,
            kind: row.kind()?,
            blocks: legal::blocks(&row.body),
            name: row.name,
            version: row.version,
            body: row.body,
            updated_at: row.updated_at,
        })
    }
}

/// `{"document": …}`: one document, or `null` when not written yet.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "LegalDocumentBody")]
pub(crate) struct DocumentBody {
    document: Option<Document>,
}

/// Every document of the seller, and which of those publishing needs are
/// missing.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct LegalOverview {
    imprint: Option<Document>,
    terms: Option<Document>,
    privacy: Option<Document>,
    cancellation_terms: Vec<Document>,
    /// The kinds publishing needs that the seller has not written.
    missing: Vec<DocumentKind>,
}

/// A shop's document as its public page shows it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct PublicDocument {
    document: Document,
    seller: crate::services::order_view::OrderSeller,
    /// The product form the cancellation terms were asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    product_type: Option<ProductForm>,
}

fn kind_param(ctx: &RouteContext<()>) -> AppResult<DocumentKind> {
    let name = str_param(ctx, "kind");
    DocumentKind::parse(name).ok_or_else(|| AppError::NotFound {
        code: "document_not_found",
        detail: format!(
            "documents are imprint, terms, privacy or cancellation_terms, not {name:?}"
        ),
    })
}

/// A single document's kind (imprint, terms, privacy) from the path.
fn single_kind(ctx: &RouteContext<()>) -> AppResult<DocumentKind> {
    let kind = kind_param(ctx)?;
    if kind == DocumentKind::CancellationTerms {
        // the sets have their own routes (list, create, update by id)
        return Err(AppError::NotFound {
            code: "document_not_found",
            detail: "cancellation terms are sets: use /v1/cabinet/legal/cancellation_terms"
                .to_owned(),
        });
    }
    Ok(kind)
}

fn checked(kind: DocumentKind, draft: &DocumentDraft) -> AppResult<(String, String)> {
    let found = legal::validate_document(kind, draft);
    if !found.is_empty() {
        return Err(AppError::Invalid(found));
    }
    let name = draft.name.as_deref().map(str::trim).unwrap_or_default();
    Ok((name.to_owned(), legal::normalize_body(&draft.body)))
}

/// `GET /v1/cabinet/legal`: every document of the seller.
pub async fn overview(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let rows = repo::legal::all(&db, seller.seller_id).await?;
    let mut answer = LegalOverview {
        imprint: None,
        terms: None,
        privacy: None,
        cancellation_terms: Vec::new(),
        missing: Vec::new(),
    };
    for row in rows {
        match row.kind()? {
            DocumentKind::Imprint => answer.imprint = Some(Document::of(row)?),
            DocumentKind::Terms => answer.terms = Some(Document::of(row)?),
            DocumentKind::Privacy => answer.privacy = Some(Document::of(row)?),
            DocumentKind::CancellationTerms => {
                answer.cancellation_terms.push(Document::of(row)?);
            }
        }
    }
    // every kind is needed to publish (`DocumentKind::required_to_publish`)
    for (kind, written) in [
        (DocumentKind::Imprint, answer.imprint.is_some()),
        (DocumentKind::Terms, answer.terms.is_some()),
        (DocumentKind::Privacy, answer.privacy.is_some()),
        (
            DocumentKind::CancellationTerms,
            !answer.cancellation_terms.is_empty(),
        ),
    ] {
        if !written && kind.required_to_publish() {
            answer.missing.push(kind);
        }
    }
    Ok(Response::from_json(&answer)?)
}

/// The platform's template of a document, filled from the seller profile.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "LegalTemplate")]
pub(crate) struct Template {
    kind: DocumentKind,
    /// The name of a set of cancellation terms; empty for the other kinds.
    name: String,
    body: String,
    /// What the profile did not hold, left in the body as `[…]` for the
    /// seller to fill before saving.
    gaps: Vec<String>,
}

/// `GET /v1/cabinet/legal/{kind}/template?language=de|en`: the platform's
/// template of an imprint, terms, privacy notice or cancellation terms,
/// filled from the seller's profile (issue 30). Nothing is saved: the
/// seller reads it, changes it and saves it as their own.
pub async fn template(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let kind = kind_param(&ctx)?;
    let language = match query_param(&req, "language")?.as_str() {
        "" | "de" => sellwerk_core::messages::Language::De,
        "en" => sellwerk_core::messages::Language::En,
        _ => {
            return Err(AppError::Invalid(vec![Problem::new(
                "language",
                "invalid_locale",
            )]));
        }
    };
    let db = repo::db(&ctx.env)?;
    let profile = repo::sellers::business_step(&db, seller.seller_id).await?;
    let (username, display_name) = repo::sellers::shop_names(&db, seller.seller_id).await?;
    let email = repo::sellers::owner_email(&db, seller.seller_id)
        .await?
        .unwrap_or_default();
    let shop_name = if display_name.trim().is_empty() {
        username
    } else {
        display_name
    };
    let draft = sellwerk_core::legal_templates::template(
        kind,
        language,
        &sellwerk_core::legal_templates::TemplateFacts {
            profile: &profile,
            shop_name: &shop_name,
            email: &email,
        },
    );
    Ok(Response::from_json(&Template {
        kind,
        name: draft.name.unwrap_or_default(),
        gaps: sellwerk_core::legal_templates::gaps(&draft.body),
        body: draft.body,
    })?)
}

/// `GET /v1/cabinet/legal/{kind}`: the seller's imprint, terms or privacy
/// notice (`null` when not written).
pub async fn get(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let kind = single_kind(&ctx)?;
    let db = repo::db(&ctx.env)?;
    let row = repo::legal::one(&db, seller.seller_id, kind, None).await?;
    Ok(Response::from_json(&DocumentBody {
        document: row.map(Document::of).transpose()?,
    })?)
}

/// `PUT /v1/cabinet/legal/{kind}` with `{"body"}`: writes the document; a
/// changed text becomes a new version, an unchanged one keeps its own.
pub async fn put(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let kind = single_kind(&ctx)?;
    let draft: DocumentDraft = json_body(&mut req).await?;
    let (name, body) = checked(kind, &draft)?;
    let db = repo::db(&ctx.env)?;
    let existing = repo::legal::one(&db, seller.seller_id, kind, None).await?;
    let saved =
        repo::legal::save(&db, seller.seller_id, kind, existing.as_ref(), &name, &body).await?;
    Ok(Response::from_json(&DocumentBody {
        document: Some(Document::of(saved)?),
    })?)
}

/// `GET /v1/cabinet/legal/cancellation_terms`: the seller's sets, the
/// default (first) first.
pub async fn list_cancellation_terms(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let list = repo::legal::all(&db, seller.seller_id)
        .await?
        .into_iter()
        .filter(|r| r.kind == DocumentKind::CancellationTerms.name())
        .map(Document::of)
        .collect::<AppResult<Vec<_>>>()?;
    Ok(Response::from_json(&Listed { list })?)
}

/// `POST /v1/cabinet/legal/cancellation_terms` with `{"name", "body"}`: a
/// new set (201), at most [`CANCELLATION_SETS_MAX`].
pub async fn create_cancellation_terms(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let kind = DocumentKind::CancellationTerms;
    let draft: DocumentDraft = json_body(&mut req).await?;
    let (name, body) = checked(kind, &draft)?;
    let db = repo::db(&ctx.env)?;
    if repo::legal::cancellation_count(&db, seller.seller_id).await? >= CANCELLATION_SETS_MAX {
        return Err(AppError::Invalid(vec![Problem::new(
            "name",
            "too_many_cancellation_terms",
        )]));
    }
    let saved = repo::legal::save(&db, seller.seller_id, kind, None, &name, &body).await?;
    Ok(Response::from_json(&DocumentBody {
        document: Some(Document::of(saved)?),
    })?
    .with_status(201))
}

/// `PUT /v1/cabinet/legal/cancellation_terms/{id}` with `{"name", "body"}`:
/// the seller's set `id` (another seller's answers 404).
pub async fn update_cancellation_terms(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let kind = DocumentKind::CancellationTerms;
    let id: i64 = crate::extract::id_param::<(), i64>(&ctx, "id", "document_not_found")?;
    let db = repo::db(&ctx.env)?;
    // another seller's set is not found, whatever the body says
    let existing = repo::legal::one(&db, seller.seller_id, kind, Some(id))
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "document_not_found",
            detail: format!("no cancellation terms {id}"),
        })?;
    let draft: DocumentDraft = json_body(&mut req).await?;
    let (name, body) = checked(kind, &draft)?;
    let saved =
        repo::legal::save(&db, seller.seller_id, kind, Some(&existing), &name, &body).await?;
    Ok(Response::from_json(&DocumentBody {
        document: Some(Document::of(saved)?),
    })?)
}

/// `GET /v1/shop/{username}/documents/{kind}`: a shop's document for
/// anyone; for cancellation terms the set `ct_id` (the shop's first when
/// absent or not the shop's) and the `product_type` it is read for.
pub async fn public(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let username = str_param(&ctx, "username").to_ascii_lowercase();
    let kind = kind_param(&ctx)?;
    let (ct_id, product_type) = if kind == DocumentKind::CancellationTerms {
        let ct = query_param(&req, "ct_id")?;
        let ct_id = if ct.is_empty() {
            None
        } else {
            Some(ct.parse::<i64>().map_err(|_| AppError::BadRequest {
                code: "invalid_input",
                detail: format!("ct_id must be a number, not {ct:?}"),
            })?)
        };
        let form = query_param(&req, "product_type")?;
        let product_type = if form.is_empty() {
            None
        } else {
            Some(
                serde_json::from_value::<ProductForm>(serde_json::Value::String(form.clone()))
                    .map_err(|_| AppError::BadRequest {
                        code: "invalid_input",
                        detail: format!("{form:?} is not a product type"),
                    })?,
            )
        };
        (ct_id, product_type)
    } else {
        (None, None)
    };
    let db = repo::db(&ctx.env)?;
    let (seller_id, row) = repo::legal::public(&db, &username, kind, ct_id)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "document_not_found",
            detail: format!("the shop has no {}", kind.name()),
        })?;
    let (username, display_name) = repo::sellers::shop_names(&db, seller_id).await?;
    let mut response = Response::from_json(&PublicDocument {
        document: Document::of(row)?,
        seller: crate::services::order_view::OrderSeller {
            username,
            display_name,
        },
        product_type,
    })?;
    response
        .headers_mut()
        .set("cache-control", "public, max-age=60")?;
    Ok(response)
}
