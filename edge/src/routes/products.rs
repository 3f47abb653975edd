//! `/v1/cabinet/products/*`: the seller's products, their plans and files.
//! The seller is the route's `session::Seller` principal (resolved by the
//! router, never from the request); every repository call is
//! filtered by it. Core judges every write (`catalog`, `pricing`) and
//! computes each product's warnings, row actions and edit steps.

use sellwerk_core::catalog::{self, ActionRefusal, Outcome, ProductDraft, ProductPatch};
use sellwerk_core::files;
use sellwerk_core::ids::{PlanId, ProductId, SellerId, TicketId};
use sellwerk_core::lists;
use sellwerk_core::pricing::{Plan, PlanTerms};
use sellwerk_core::problem::Problem;
use sellwerk_core::product::{self, EditStep, ProductWarning, RowAction};
use serde::{Deserialize, Serialize};
use worker::{D1Database, Request, Response, RouteContext};

use super::{ListPage, download, owned_product as owned, paged};
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, json_body, list_query, str_param};
use crate::repo::{
    self,
    products::{CabinetPlan, KeyCounts, ProductFile, ProductRecord},
};
use crate::services::files::{file_name, sniff_stored};
use crate::session;

/// `{product}`: a product after it was read, created or changed.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "CabinetProductAnswer")]
pub(crate) struct ProductAnswer {
    product: Detail,
}

/// `{pricing_plan}`: a plan after it was added or changed.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct PlanAnswer {
    pricing_plan: CabinetPlan,
}

/// `{files}`: a product's files.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct FilesAnswer {
    files: Vec<ProductFile>,
}

/// `{counts}`: a key pool's counts.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct KeyCountsAnswer {
    counts: KeyCounts,
}

/// `{added, counts}` (201): how many of the keys sent were new (a key
/// already in the pool is not added twice), and the pool's counts after.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct KeysAdded {
    added: i64,
    counts: KeyCounts,
}

/// `{product_ids}`: what a membership or bundle includes.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ItemsAnswer {
    product_ids: Vec<ProductId>,
}

/// `{content}`: a course's or membership's chapters and lessons.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ContentAnswer {
    content: catalog::CourseContent,
}

/// A product as a list row shows it (the spec's flags, one each).
#[derive(Serialize, schemars::JsonSchema)]
#[allow(clippy::struct_excessive_bools, clippy::struct_field_names)]
#[schemars(rename = "CabinetProductRow")]
pub(crate) struct Row {
    id: ProductId,
    form: String,
    category: Option<String>,
    name: String,
    published: bool,
    archived: bool,
    free: bool,
    private: bool,
    sold_count: i64,
    reserved_count: i64,
    limit: Option<i64>,
    is_sold_out: bool,
    created_at: String,
    warnings: Vec<ProductWarning>,
    row_actions: Vec<RowAction>,
}

/// A product with everything the editor needs. The access password is
/// never part of it (it is stored as a hash): `private` says whether one
/// is set; a PATCH sets a new one or removes it.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "CabinetProduct")]
pub(crate) struct Detail {
    #[serde(flatten)]
    row: Row,
    description: String,
    internal_name: String,
    cost_center: String,
    success_url: String,
    not_sellable_reasons: Vec<ProductWarning>,
    edit_steps: &'static [EditStep],
    pricing_plans: Vec<CabinetPlan>,
    files: Vec<ProductFile>,
    checkout: catalog::CheckoutSettings,
    tracking_codes: Vec<catalog::TrackingCode>,
    covers: repo::covers::CoverUrls,
}

fn row(r: &ProductRecord) -> AppResult<Row> {
    let facts = r.facts()?;
    Ok(Row {
        id: r.id,
        form: r.form.clone(),
        category: r.category.clone(),
        name: r.name.clone(),
        published: facts.published,
        archived: facts.archived,
        free: facts.free,
        private: facts.has_access_password,
        sold_count: r.sold_count,
        reserved_count: r.reserved_count,
        limit: r.sales_limit,
        is_sold_out: facts.is_sold_out,
        created_at: r.created_at.clone(),
        warnings: product::warnings(&facts),
        row_actions: product::row_actions(&facts),
    })
}

async fn detail(db: &D1Database, seller_id: SellerId, r: ProductRecord) -> AppResult<Detail> {
    let facts = r.facts()?;
    Ok(Detail {
        row: row(&r)?,
        not_sellable_reasons: product::not_sellable_reasons(&facts),
        edit_steps: product::edit_steps(r.form()?),
        pricing_plans: repo::products::plans(db, seller_id, r.id).await?,
        files: repo::products::files(db, seller_id, r.id).await?,
        covers: repo::covers::cabinet_urls(r.id, &repo::covers::list(db, seller_id, r.id).await?),
        checkout: r.checkout()?,
        tracking_codes: r.tracking_codes()?,
        description: r.description,
        internal_name: r.internal_name,
        cost_center: r.cost_center,
        success_url: r.success_url,
    })
}

/// `{product}` with `status`.
async fn product_answer(
    db: &D1Database,
    seller_id: SellerId,
    id: ProductId,
    status: u16,
) -> AppResult<Response> {
    let record = owned(db, seller_id, id).await?;
    let product = detail(db, seller_id, record).await?;
    Ok(Response::from_json(&ProductAnswer { product })?.with_status(status))
}

/// `GET /v1/cabinet/products?…`: the seller's products, paged, sorted and
/// filtered by core's list rules, each with its warnings and row actions.
pub async fn list(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let query = list_query(&req, &lists::PRODUCTS)?;
    let db = repo::db(&ctx.env)?;
    let total = if query.counts {
        Some(repo::products::count(&db, seller.seller_id, &query).await?)
    } else {
        None
    };
    let query = paged(query, total);
    let rows = repo::products::page(&db, seller.seller_id, &query)
        .await?
        .map_rows(|records| records.iter().map(row).collect())?;
    Ok(Response::from_json(&ListPage::new(rows, total, &query))?)
}

/// `POST /v1/cabinet/products {form, name}`: a new, unpublished product.
pub async fn create(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let draft: ProductDraft = json_body(&mut req).await?;
    let problems = catalog::validate_draft(&draft);
    let Some(form) = draft.form.filter(|_| problems.is_empty()) else {
        return Err(AppError::Invalid(problems));
    };
    let db = repo::db(&ctx.env)?;
    let id = repo::products::create(
        &db,
        seller.seller_id,
        form,
        &draft.name,
        draft.initial_checkout().as_ref(),
    )
    .await?;
    product_answer(&db, seller.seller_id, id, 201).await
}

/// `GET /v1/cabinet/products/{id}`: one of the seller's products, whole.
pub async fn get(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    product_answer(&repo::db(&ctx.env)?, seller.seller_id, id, 200).await
}

/// `PATCH /v1/cabinet/products/{id}`: changes the keys present, after
/// core's `validate_patch` found no problem.
pub async fn update(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    owned(&db, seller.seller_id, id).await?;
    let patch: ProductPatch = json_body(&mut req).await?;
    let problems = catalog::validate_patch(&patch);
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    let password = crate::services::product_access::hashed(&patch.access_password)?;
    repo::products::update(&db, seller.seller_id, id, &patch, &password).await?;
    product_answer(&db, seller.seller_id, id, 200).await
}

/// `POST /v1/cabinet/products/{id}/{action}`: publish, unpublish, archive,
/// unarchive or duplicate, when the product's state offers it (409
/// `action_not_allowed` otherwise); publishing a product that cannot be
/// sold answers 422 with every reason.
pub async fn action(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let action = match str_param(&ctx, "action") {
        "publish" => RowAction::Publish,
        "unpublish" => RowAction::Unpublish,
        "archive" => RowAction::Archive,
        "unarchive" => RowAction::Unarchive,
        "duplicate" => RowAction::Duplicate,
        other => {
            return Err(AppError::NotFound {
                code: "route_not_found",
                detail: format!("no product action {other:?}"),
            });
        }
    };
    let db = repo::db(&ctx.env)?;
    let record = owned(&db, seller.seller_id, id).await?;
    match catalog::apply_action(&record.facts()?, action) {
        Ok(Outcome::Flags {
            published,
            archived,
        }) => {
            repo::products::set_flags(&db, seller.seller_id, id, published, archived).await?;
            product_answer(&db, seller.seller_id, id, 200).await
        }
        Ok(Outcome::Copy) => {
            let copy = repo::products::duplicate(&db, seller.seller_id, id).await?;
            product_answer(&db, seller.seller_id, copy, 201).await
        }
        Err(ActionRefusal::NotSellable(problems)) => Err(AppError::Invalid(problems)),
        Err(ActionRefusal::NotAllowed) => Err(AppError::Conflict {
            code: "action_not_allowed",
            detail: format!("the product's state does not offer {action:?}"),
        }),
    }
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PlanBody {
    #[serde(default)]
    name: String,
    terms: PlanTerms,
    /// The ticket an event's plan sells; set when the plan is created and
    /// kept after (a change may repeat it, and it is ignored there).
    // Decision: an id that is not positive is a bad body (400), as every
    // typed id, no longer 422 `ticket_not_found`.
    #[serde(default)]
    ticket_id: Option<TicketId>,
}

/// Core's problems of plan terms, under `terms`.
fn check_plan(body: &PlanBody) -> AppResult<()> {
    let mut problems: Vec<Problem> = Plan::from_terms(&body.terms)
        .err()
        .unwrap_or_default()
        .into_iter()
        .map(|p| p.under("terms"))
        .collect();
    if body.name.trim().chars().count() > catalog::NAME_MAX {
        problems.push(Problem::new("name", "too_long"));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(AppError::Invalid(problems))
    }
}

async fn plan_answer(
    db: &D1Database,
    seller_id: SellerId,
    product_id: ProductId,
    plan_id: PlanId,
    status: u16,
) -> AppResult<Response> {
    let plan = repo::products::plans(db, seller_id, product_id)
        .await?
        .into_iter()
        .find(|p| p.id == plan_id)
        .ok_or_else(|| AppError::Internal(format!("plan {plan_id} vanished")))?;
    Ok(Response::from_json(&PlanAnswer { pricing_plan: plan })?.with_status(status))
}

fn plan_not_found(id: PlanId) -> AppError {
    AppError::NotFound {
        code: "pricing_plan_not_found",
        detail: format!("this product has no plan {id}"),
    }
}

/// `POST /v1/cabinet/products/{id}/pricing_plans {name, terms}`.
pub async fn add_plan(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    let record = owned(&db, seller.seller_id, id).await?;
    let body: PlanBody = json_body(&mut req).await?;
    check_plan(&body)?;
    plan_ticket(&db, seller.seller_id, &record, body.ticket_id).await?;
    let plan_id = repo::products::add_plan(
        &db,
        seller.seller_id,
        id,
        body.ticket_id,
        &body.name,
        &body.terms,
    )
    .await?;
    plan_answer(&db, seller.seller_id, id, plan_id, 201).await
}

/// Decision: every plan of an event sells one of its tickets (422
/// `ticket_id` `required`, or `ticket_not_found` for another event's);
/// other forms' plans name no ticket (`not_for_this_form`).
async fn plan_ticket(
    db: &D1Database,
    seller_id: SellerId,
    record: &ProductRecord,
    ticket_id: Option<TicketId>,
) -> AppResult<()> {
    let refuse = |code| Err(AppError::Invalid(vec![Problem::new("ticket_id", code)]));
    match (record.form()? == product::ProductForm::Event, ticket_id) {
        (true, None) => refuse("required"),
        (false, Some(_)) => refuse("not_for_this_form"),
        (false, None) => Ok(()),
        (true, Some(ticket)) => {
            if repo::tickets::find(db, seller_id, record.id, ticket)
                .await?
                .is_some()
            {
                Ok(())
            } else {
                refuse("ticket_not_found")
            }
        }
    }
}

/// `PUT /v1/cabinet/products/{id}/pricing_plans/{plan_id} {name, terms}`.
pub async fn update_plan(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let plan_id = id_param(&ctx, "plan_id", "pricing_plan_not_found")?;
    let db = repo::db(&ctx.env)?;
    owned(&db, seller.seller_id, id).await?;
    let body: PlanBody = json_body(&mut req).await?;
    check_plan(&body)?;
    if !repo::products::update_plan(&db, seller.seller_id, id, plan_id, &body.name, &body.terms)
        .await?
    {
        return Err(plan_not_found(plan_id));
    }
    plan_answer(&db, seller.seller_id, id, plan_id, 200).await
}

/// `DELETE /v1/cabinet/products/{id}/pricing_plans/{plan_id}`.
pub async fn delete_plan(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let plan_id = id_param(&ctx, "plan_id", "pricing_plan_not_found")?;
    let db = repo::db(&ctx.env)?;
    if !repo::products::delete_plan(&db, seller.seller_id, id, plan_id).await? {
        return Err(plan_not_found(plan_id));
    }
    Ok(Response::empty()?.with_status(204))
}

/// `GET /v1/cabinet/products/{id}/files`.
pub async fn list_files(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    owned(&db, seller.seller_id, id).await?;
    let files = repo::products::files(&db, seller.seller_id, id).await?;
    Ok(Response::from_json(&FilesAnswer { files })?)
}

/// `PUT /v1/cabinet/products/{id}/files?name=…` with the file as the body:
/// streamed into R2 (never buffered whole in the worker), recorded for the
/// product. The declared `Content-Length` is required and at most
/// [`files::MAX_FILE_BYTES`] (413 `file_too_large`). The `Content-Type` sent is
/// ignored: the file's type is sniffed from its first bytes once stored
/// (issue 29), and is what it is later served as.
pub async fn upload(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param(&ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    owned(&db, seller.seller_id, id).await?;
    let url = req.url()?;
    let name = url
        .query_pairs()
        .find(|(k, _)| k == "name")
        .and_then(|(_, v)| file_name(&v))
        .ok_or_else(|| AppError::Invalid(vec![Problem::new("name", "required")]))?;
    let size = req
        .headers()
        .get("content-length")?
        .and_then(|v| v.parse::<u64>().ok())
        .ok_or_else(|| AppError::BadRequest {
            code: "length_required",
            detail: "send the file with a Content-Length".to_owned(),
        })?;
    if size > files::MAX_FILE_BYTES {
        return Err(AppError::FileTooLarge {
            limit: files::MAX_FILE_BYTES,
            code: "file_too_large",
        });
    }
    // the uploader's Content-Type is not kept: what the file is comes from
    // its bytes, read back from R2 once stored (issue 29)
    let key = format!(
        "sellers/{}/products/{id}/{}",
        seller.seller_id,
        session::random_token()?
    );
    let bucket = ctx.env.bucket("FILES")?;
    let body = req
        .inner()
        .body()
        .map_or(worker::Data::Empty, worker::Data::ReadableStream);
    let stored = bucket
        .put(&key, body)
        .http_metadata(worker::HttpMetadata {
            content_type: Some("application/octet-stream".to_owned()),
            ..worker::HttpMetadata::default()
        })
        .execute()
        .await?;
    let stored_size = stored.map_or(size, |object| object.size());
    let sniffed = sniff_stored(&bucket, &key, stored_size).await?;
    let file = repo::products::add_file(
        &db,
        seller.seller_id,
        id,
        &key,
        &name,
        stored_size.try_into().unwrap_or(i64::MAX),
        sniffed,
    )
    .await?;
    Ok(Response::from_json(&super::FileAnswer { file })?.with_status(201))
}

async fn owned_file(
    ctx: &RouteContext<()>,
    seller: &session::Seller,
) -> AppResult<(SellerId, ProductFile)> {
    let id = id_param(ctx, "id", "product_not_found")?;
    let file_id = id_param(ctx, "file_id", "file_not_found")?;
    let file = repo::products::find_file(&repo::db(&ctx.env)?, seller.seller_id, id, file_id)
        .await?
        .ok_or_else(|| AppError::NotFound {
            code: "file_not_found",
            detail: format!("this product has no file {file_id}"),
        })?;
    Ok((seller.seller_id, file))
}

/// `GET /v1/cabinet/products/{id}/files/{file_id}/content`: the seller's
/// own file, streamed from R2 (ranges answered).
pub async fn file_content(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (_, file) = owned_file(&ctx, &seller).await?;
    download(&ctx.env, &req, &file, false).await
}

/// `DELETE /v1/cabinet/products/{id}/files/{file_id}`.
pub async fn delete_file(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, file) = owned_file(&ctx, &seller).await?;
    repo::products::delete_file(&repo::db(&ctx.env)?, seller_id, file.id).await?;
    ctx.env.bucket("FILES")?.delete(&file.r2_key).await?;
    Ok(Response::empty()?.with_status(204))
}

/// What a seller adds to a key pool: pasted or CSV text, or a format to
/// generate `count` keys from.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub(crate) enum KeysBody {
    Text(String),
    Generate { format: String, count: usize },
}

async fn key_product(
    ctx: &RouteContext<()>,
    seller: &session::Seller,
) -> AppResult<(SellerId, ProductId, D1Database)> {
    let id = id_param(ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    let record = owned(&db, seller.seller_id, id).await?;
    if record.form()? != product::ProductForm::LicenseKey {
        return Err(AppError::Conflict {
            code: "wrong_product_form",
            detail: "only license-key products have a key pool".to_owned(),
        });
    }
    Ok((seller.seller_id, id, db))
}

/// `GET /v1/cabinet/products/{id}/license_keys`: free and used counts.
pub async fn key_counts(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, id, db) = key_product(&ctx, &seller).await?;
    let counts = repo::products::key_counts(&db, seller_id, id).await?;
    Ok(Response::from_json(&KeyCountsAnswer { counts })?)
}

/// `POST /v1/cabinet/products/{id}/license_keys` with `{"text": …}`
/// (pasted keys or a CSV file's text) or `{"generate": {format, count}}`
/// (a format checked by core, keys generated by core from a fresh random
/// seed, never equal to the pool's): adds them and answers the counts.
pub async fn add_keys(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, id, db) = key_product(&ctx, &seller).await?;
    let body: KeysBody = json_body(&mut req).await?;
    let keys = match body {
        KeysBody::Text(text) => catalog::parse_license_keys(&text).map_err(AppError::Invalid)?,
        KeysBody::Generate { format, count } => {
            let mut seed = [0u8; 8];
            getrandom::getrandom(&mut seed).map_err(|e| AppError::Internal(e.to_string()))?;
            let existing = repo::products::keys(&db, seller_id, id).await?;
            sellwerk_core::validation::generate_license_keys(
                &format,
                count,
                u64::from_le_bytes(seed),
                &existing,
            )
            .map_err(|p| AppError::Invalid(p.into_iter().map(|p| p.under("generate")).collect()))?
        }
    };
    let added = repo::products::add_keys(&db, seller_id, id, &keys).await?;
    let counts = repo::products::key_counts(&db, seller_id, id).await?;
    Ok(Response::from_json(&KeysAdded { added, counts })?.with_status(201))
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ItemsBody {
    // Decision: plain numbers, not typed ids: core's `validate_items`
    // answers each one that is no product of the seller (0 included) with
    // `product_not_found` on its index, which says more than a bad body.
    product_ids: Vec<i64>,
}

async fn container(
    ctx: &RouteContext<()>,
    seller: &session::Seller,
) -> AppResult<(SellerId, ProductId, D1Database)> {
    let id = id_param(ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    let record = owned(&db, seller.seller_id, id).await?;
    if !matches!(
        record.form()?,
        product::ProductForm::Membership | product::ProductForm::Bundle
    ) {
        return Err(AppError::Conflict {
            code: "wrong_product_form",
            detail: "only memberships and bundles include products".to_owned(),
        });
    }
    Ok((seller.seller_id, id, db))
}

/// `GET /v1/cabinet/products/{id}/items`: what a membership or bundle includes.
pub async fn items(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, id, db) = container(&ctx, &seller).await?;
    let ids = repo::products::items(&db, seller_id, id).await?;
    Ok(Response::from_json(&ItemsAnswer { product_ids: ids })?)
}

/// `PUT /v1/cabinet/products/{id}/items {product_ids}`: replaces what a
/// membership or bundle includes, after core's `validate_items`.
pub async fn set_items(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, id, db) = container(&ctx, &seller).await?;
    let body: ItemsBody = json_body(&mut req).await?;
    let (own, containers) = repo::products::product_ids(&db, seller_id).await?;
    let problems = catalog::validate_items(id.get(), &body.product_ids, &own, &containers);
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    // each is one of the seller's products now, so an id
    let items = body
        .product_ids
        .iter()
        .map(|&item| ProductId::new(item))
        .collect::<Result<Vec<_>, _>>()?;
    repo::products::set_items(&db, seller_id, id, &items).await?;
    product_answer(&db, seller_id, id, 200).await
}

async fn course(
    ctx: &RouteContext<()>,
    seller: &session::Seller,
) -> AppResult<(SellerId, ProductId, D1Database)> {
    let id = id_param(ctx, "id", "product_not_found")?;
    let db = repo::db(&ctx.env)?;
    if owned(&db, seller.seller_id, id).await?.form()? != product::ProductForm::Course {
        return Err(AppError::Conflict {
            code: "wrong_product_form",
            detail: "only courses have chapters and lessons".to_owned(),
        });
    }
    Ok((seller.seller_id, id, db))
}

/// `GET /v1/cabinet/products/{id}/content`: a course's chapters and lessons.
pub async fn get_content(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, id, db) = course(&ctx, &seller).await?;
    let content = repo::products::content(&db, seller_id, id).await?;
    Ok(Response::from_json(&ContentAnswer { content })?)
}

/// `PUT /v1/cabinet/products/{id}/content`: replaces a course's chapters
/// and lessons (text, video link or one of the product's files, pdf, with
/// drip days or dates, quizzes) after core's `validate_content`. Core's
/// `assign_lesson_ids` gives new lessons their ids (kept ids are those the
/// stored version has; never reused); the answer carries them.
pub async fn set_content(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (seller_id, id, db) = course(&ctx, &seller).await?;
    let mut content: catalog::CourseContent = json_body(&mut req).await?;
    let stored = repo::products::content(&db, seller_id, id).await?;
    catalog::assign_lesson_ids(&mut content, &stored);
    let file_ids: std::collections::HashSet<i64> = repo::products::files(&db, seller_id, id)
        .await?
        .into_iter()
        .map(|f| f.id.get())
        .collect();
    let problems = catalog::validate_content(&content, &file_ids);
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    repo::products::set_content(&db, seller_id, id, &content).await?;
    Ok(Response::from_json(&ContentAnswer { content })?)
}
