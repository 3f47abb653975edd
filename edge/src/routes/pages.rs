//! The seller's builder pages and shop categories (issue 18):
//! `/v1/cabinet/pages[/{id}[/publish|/unpublish|/render_input]]` and
//! `/v1/cabinet/categories[/{id}]`. Core checks a page's document
//! (`builder::validate_page`); publishing copies the draft to what buyers
//! see and moves the shop version (migration 0029's triggers).

use sellwerk_core::builder::{self, PageType};
use sellwerk_core::ids::ProductId;
use sellwerk_core::media::{FontFormat, parse_media_url};
use sellwerk_core::problem::Problem;
use sellwerk_core::render::style::THEME_RADIUS_MAX;
use serde::{Deserialize, Serialize};
use worker::{Request, Response, RouteContext};

use super::Listed;
use crate::error::{AppError, AppResult};
use crate::extract::{id_param, json_body, query_param};
use crate::render::{Landing, PageInput, Theme, View};
use crate::repo::{self, categories::CategoryRow, pages::PageRow, storefront::PageWanted};
use crate::services::funnels;
use crate::services::pages::{self as page_input, Wanted};
use crate::session;

/// A page as the cabinet shows it.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "BuilderPage")]
#[allow(clippy::struct_field_names)] // `page_type` as the builder calls it
pub(crate) struct Page {
    id: i64,
    page_type: PageType,
    /// '' for the shop's home (or the shop's product page); a sub page's
    /// name otherwise (`/s/{username}/{path}`).
    path: String,
    title: String,
    /// The document being edited.
    draft: serde_json::Value,
    /// What buyers see; left out when not published.
    #[serde(skip_serializing_if = "Option::is_none")]
    published: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    published_at: Option<String>,
    created_at: String,
    updated_at: String,
    /// The seller's funnels that show the page on a step (such a page
    /// cannot be deleted); left out when none does. Only in the list.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    used_by: Vec<PageUser>,
}

/// A funnel that shows a page on one of its steps.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "BuilderPageUser")]
pub(crate) struct PageUser {
    funnel_id: i64,
    name: String,
}

impl Page {
    fn of(row: PageRow) -> AppResult<Page> {
        let page_type = serde_json::from_value(serde_json::Value::String(row.page_type.clone()))
            .map_err(|e| repo::corrupt("page", row.id, e))?;
        Ok(Page {
            id: row.id,
            page_type,
            draft: row.draft()?,
            published: row.published()?,
            path: row.path,
            title: row.title,
            published_at: row.published_at,
            created_at: row.created_at,
            updated_at: row.updated_at,
            used_by: Vec::new(),
        })
    }
}

/// `{"page": …}`.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct PageBody {
    page: Page,
}

/// A page as the seller writes it.
#[derive(Deserialize, schemars::JsonSchema)]
#[schemars(rename = "BuilderPageWrite")]
#[serde(deny_unknown_fields)]
pub(crate) struct PageWrite {
    page_type: PageType,
    /// '' or a sub page's name: lowercase letters, digits and hyphens.
    #[serde(default)]
    path: String,
    #[serde(default)]
    title: String,
    /// core's builder document `{type, blocks}`; its type is `page_type`.
    document: serde_json::Value,
}

/// Core's problems with `body`, and the document as stored.
fn checked(body: &PageWrite) -> AppResult<String> {
    let mut problems: Vec<Problem> = Vec::new();
    if let Err(found) = builder::validate_page(&body.document) {
        problems.extend(found.into_iter().map(|p| Problem {
            field: format!("document.{}", p.field),
            ..p
        }));
    }
    let document_type = body
        .document
        .get("type")
        .cloned()
        .and_then(|t| serde_json::from_value::<PageType>(t).ok());
    if document_type.is_some_and(|t| t != body.page_type) {
        problems.push(Problem::new("document.type", "invalid_page_type"));
    }
    let path_ok = body.path.is_empty()
        || (sellwerk_core::validation::text::slug(&body.path).is_ok()
            && body.path.len() <= 64
            && body.path == body.path.to_ascii_lowercase()
            && !crate::sites::APP_WORDS.contains(&body.path.as_str()));
    // `/v/{u}/{digits}` is a product's membership area, not a page
    let area_id = body.page_type == PageType::Membership
        && !body.path.is_empty()
        && body.path.bytes().all(|b| b.is_ascii_digit());
    if !path_ok || area_id {
        problems.push(Problem::new("path", "invalid_slug"));
    }
    if body.title.chars().count() > builder::TITLE_MAX {
        problems.push(Problem::new("title", "too_long"));
    }
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    serde_json::to_string(&body.document).map_err(|e| AppError::Internal(e.to_string()))
}

fn no_page(id: i64) -> AppError {
    AppError::NotFound {
        code: "page_not_found",
        detail: format!("no page {id}"),
    }
}

fn page_id(ctx: &RouteContext<()>) -> AppResult<i64> {
    id_param::<(), i64>(ctx, "id", "page_not_found")
}

/// `GET /v1/cabinet/pages`: every page of the seller.
pub async fn list(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let users = repo::pages::users(&db, seller.seller_id).await?;
    let list = repo::pages::list(&db, seller.seller_id)
        .await?
        .into_iter()
        .map(|row| {
            let mut page = Page::of(row)?;
            page.used_by = users
                .iter()
                .filter(|u| u.page_id == page.id)
                .map(|u| PageUser {
                    funnel_id: u.funnel_id,
                    name: u.name.clone(),
                })
                .collect();
            Ok(page)
        })
        .collect::<AppResult<Vec<_>>>()?;
    Ok(Response::from_json(&Listed { list })?)
}

/// `DELETE /v1/cabinet/pages/{id}`: deletes the seller's page. Decision
/// (issue 30): a page a funnel of the seller shows on a step is kept, 409
/// `page_in_use` naming the funnels (the seller picks another page there
/// first: a funnel step whose page vanished would show the default offer
/// page without the seller having chosen so); a published page of the
/// shop is deleted, and buyers see the default page of its type from then
/// on (the cabinet's confirmation says so). Another seller's page is not
/// found.
pub async fn delete(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = page_id(&ctx)?;
    let db = repo::db(&ctx.env)?;
    match repo::pages::delete(&db, seller.seller_id, id).await? {
        repo::pages::Deletion::Deleted => Ok(Response::from_json(&Deleted { deleted: true })?),
        repo::pages::Deletion::NotFound => Err(no_page(id)),
        repo::pages::Deletion::InUse(names) => Err(AppError::Conflict {
            code: "page_in_use",
            detail: format!(
                "the page is shown by the funnel{} {}",
                if names.len() == 1 { "" } else { "s" },
                names
                    .iter()
                    .map(|n| format!("\"{n}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }),
    }
}

/// `{"list": […]}`: the templates of a page type.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct TemplateList {
    list: Vec<sellwerk_core::render::PageTemplate>,
}

/// `GET /v1/cabinet/page_templates?page_type=shop[&language=de]`: the
/// designed templates of a page type, filled on the edge from the seller's
/// own products (those a buyer may see, in the shop's order) and shop name,
/// in the language asked for (else the request's `Accept-Language`). Core's
/// renderer samples are test fixtures and never offered.
pub async fn templates(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let page_type: PageType =
        serde_json::from_value(serde_json::Value::String(query_param(&req, "page_type")?))
            .map_err(|_| AppError::Invalid(vec![Problem::new("page_type", "invalid_page_type")]))?;
    let language = match query_param(&req, "language")?.as_str() {
        "" => sellwerk_core::messages::Language::from_tag(
            &req.headers().get("accept-language")?.unwrap_or_default(),
        ),
        tag => sellwerk_core::messages::Language::from_tag(tag),
    };
    let db = repo::db(&ctx.env)?;
    let username = repo::sellers::username(&db, seller.seller_id).await?;
    let wanted = PageWanted {
        page_type: page_type.name(),
        path: "",
        fallback: "",
    };
    let data = repo::storefront::load(&db, &username, &wanted)
        .await?
        .ok_or_else(|| AppError::Internal(format!("seller {} has no shop", seller.seller_id)))?;
    let products = page_input::template_products(&data);
    let list =
        sellwerk_core::render::templates(page_type, language, &data.shop.display_name, &products);
    Ok(Response::from_json(&TemplateList { list })?)
}

/// `POST /v1/cabinet/pages {page_type, path, title, document}`: a new
/// draft page (201); 409 `page_path_taken` when the seller has one of that
/// type at that path.
pub async fn create(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let body: PageWrite = json_body(&mut req).await?;
    let document = checked(&body)?;
    let db = repo::db(&ctx.env)?;
    let type_name = body.page_type.name();
    let row = repo::pages::create(
        &db,
        seller.seller_id,
        &repo::pages::PageWrite {
            page_type: type_name,
            path: &body.path,
            title: body.title.trim(),
            document: &document,
        },
    )
    .await?;
    Ok(Response::from_json(&PageBody {
        page: Page::of(row)?,
    })?
    .with_status(201))
}

/// `GET /v1/cabinet/pages/{id}`: the seller's page.
pub async fn get(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = page_id(&ctx)?;
    let db = repo::db(&ctx.env)?;
    let row = repo::pages::find(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| no_page(id))?;
    Ok(Response::from_json(&PageBody {
        page: Page::of(row)?,
    })?)
}

/// `PUT /v1/cabinet/pages/{id} {page_type, path, title, document}`: saves
/// the draft (buyers see it once published).
pub async fn update(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = page_id(&ctx)?;
    let db = repo::db(&ctx.env)?;
    // another seller's page is not found, whatever the body says
    repo::pages::find(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| no_page(id))?;
    let body: PageWrite = json_body(&mut req).await?;
    let document = checked(&body)?;
    let type_name = body.page_type.name();
    let row = repo::pages::update(
        &db,
        seller.seller_id,
        id,
        &repo::pages::PageWrite {
            page_type: type_name,
            path: &body.path,
            title: body.title.trim(),
            document: &document,
        },
    )
    .await?
    .ok_or_else(|| no_page(id))?;
    Ok(Response::from_json(&PageBody {
        page: Page::of(row)?,
    })?)
}

async fn set_published(
    ctx: &RouteContext<()>,
    seller: &session::Seller,
    publish: bool,
) -> AppResult<Response> {
    let id = page_id(ctx)?;
    let db = repo::db(&ctx.env)?;
    let row = repo::pages::set_published(&db, seller.seller_id, id, publish)
        .await?
        .ok_or_else(|| no_page(id))?;
    Ok(Response::from_json(&PageBody {
        page: Page::of(row)?,
    })?)
}

/// `POST /v1/cabinet/pages/{id}/publish`: buyers see the draft from now on.
pub async fn publish(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    set_published(&ctx, &seller, true).await
}

/// `POST /v1/cabinet/pages/{id}/unpublish`: buyers no longer see the page
/// (the shop's home falls back to core's default page).
pub async fn unpublish(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    set_published(&ctx, &seller, false).await
}

/// `{"input": …, "public_path": …}`: the exact input the edge renders, and
/// where buyers see it.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct RenderInputBody {
    input: PageInput,
    /// The page's public address (`/s/{u}/…`, `/v/{u}/…`) when it has one
    /// of its own: not for a thank-you page (an order's) or a funnel page
    /// (a funnel run's).
    #[serde(skip_serializing_if = "Option::is_none")]
    public_path: Option<String>,
}

/// The thank-you page's order in a preview: the seller's order `order`
/// (the page it is shown on is that order's), else an example one of the
/// seller's first product.
async fn thank_you_wanted(
    db: &worker::D1Database,
    seller: &session::Seller,
    order: &str,
) -> AppResult<Option<Wanted>> {
    if order.is_empty() {
        return Ok(None);
    }
    let missing = || AppError::NotFound {
        code: "order_not_found",
        detail: format!("no order {order}"),
    };
    let id = order
        .parse::<i64>()
        .ok()
        .and_then(|n| sellwerk_core::ids::OrderId::new(n).ok())
        .ok_or_else(missing)?;
    let order = repo::orders::of_seller(db, seller.seller_id, id)
        .await?
        .ok_or_else(missing)?;
    page_input::thank_you_of(db, order).await.map(Some)
}

/// `GET /v1/cabinet/pages/{id}/render_input?version=published|draft[&order=ID]`:
/// the `PageInput` of the page as the public route renders it (`published`,
/// the default: field for field the same; 404 when not published) or with
/// the draft, so the browser renders the same bytes with core. A product
/// page shows the seller's newest product a buyer may see; a thank-you
/// page the seller's order `order` (as its thank-you page shows it), else
/// an example order of the first product; a membership, course or
/// affiliate page its own address.
pub async fn render_input(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = page_id(&ctx)?;
    let version = query_param(&req, "version")?;
    let draft = match version.as_str() {
        "" | "published" => false,
        "draft" => true,
        _ => {
            return Err(AppError::Invalid(vec![Problem::new(
                "version",
                "invalid_input",
            )]));
        }
    };
    let db = repo::db(&ctx.env)?;
    let row = repo::pages::find(&db, seller.seller_id, id)
        .await?
        .ok_or_else(|| no_page(id))?;
    let document = if draft {
        row.draft()?
    } else {
        row.published()?.ok_or_else(|| AppError::NotFound {
            code: "page_not_found",
            detail: format!("page {id} is not published"),
        })?
    };
    let username = repo::sellers::username(&db, seller.seller_id).await?;
    let page_type: PageType =
        serde_json::from_value(serde_json::Value::String(row.page_type.clone()))
            .map_err(|e| repo::corrupt("page", row.id, e))?;
    let wanted_page = PageWanted {
        page_type: &row.page_type,
        path: &row.path,
        fallback: &row.path,
    };
    let data = repo::storefront::load(&db, &username, &wanted_page)
        .await?
        .ok_or_else(|| AppError::Internal(format!("seller {} has no shop", seller.seller_id)))?;
    let first = data.products.iter().find(|p| p.form != "bundle");
    let order = if page_type == PageType::ThankYouPage {
        thank_you_wanted(&db, &seller, &query_param(&req, "order")?).await?
    } else {
        None
    };
    let wanted = match (page_type, order) {
        (_, Some(order)) => order,
        (PageType::ShopProduct, _) => match first {
            Some(p) => Wanted::Product(p.id),
            None => Wanted::Shop {
                path: None,
                category: None,
            },
        },
        (PageType::Funnel, _) => {
            let viewer = super::funnel_viewer(&req, &ctx.env)?;
            let run = query_param(&req, "run")?;
            funnels::preview(&db, &viewer, (seller.seller_id, &data), &run).await?
        }
        (page, _) if let Some(landing) = Landing::of(page) => Wanted::Landing {
            landing,
            path: row.path.clone(),
            category: None,
        },
        _ => Wanted::Shop {
            path: (!row.path.is_empty()).then(|| row.path.clone()),
            category: None,
        },
    };
    // a thank-you page is the app's (its order's page); every other page
    // is of the shop's site
    let origin = if page_type == PageType::ThankYouPage {
        crate::services::mail::origin(&ctx.env)
    } else {
        crate::sites::shop_origin(&ctx.env, &username)
    };
    let locale = sellwerk_core::messages::Language::from_tag(
        &req.headers().get("accept-language")?.unwrap_or_default(),
    );
    let mut input = page_input::input(&data, document, &wanted, locale, &origin)
        .ok_or_else(|| AppError::Internal(format!("page {id}: no input")))?;
    if page_type == PageType::ThankYouPage && !matches!(wanted, Wanted::ThankYou(_)) {
        input.view = View::ThankYou {
            order: page_input::example_order(&username, first),
        };
    }
    let public_path = match page_type {
        PageType::ThankYouPage | PageType::Funnel => None,
        _ => Some(input.path()),
    };
    Ok(Response::from_json(&RenderInputBody {
        input,
        public_path,
    })?)
}

/// A category as the cabinet shows it.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "ShopCategory")]
pub(crate) struct CategoryOut {
    id: i64,
    title: String,
    description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    color: Option<String>,
    hidden: bool,
    position: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    parent_id: Option<i64>,
    /// The products in it, in their order.
    product_ids: Vec<ProductId>,
}

impl From<CategoryRow> for CategoryOut {
    fn from(c: CategoryRow) -> CategoryOut {
        CategoryOut {
            id: c.id,
            title: c.title,
            description: c.description,
            color: c.color,
            hidden: c.hidden,
            position: c.position,
            parent_id: c.parent_id,
            product_ids: c.product_ids,
        }
    }
}

/// `{"category": …}`.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct CategoryBody {
    category: CategoryOut,
}

/// A category as the seller writes it.
#[derive(Deserialize, schemars::JsonSchema)]
#[schemars(rename = "ShopCategoryWrite")]
#[serde(deny_unknown_fields)]
pub(crate) struct CategoryWrite {
    title: String,
    #[serde(default)]
    description: String,
    /// `#rgb` or `#rrggbb`.
    #[serde(default)]
    color: Option<String>,
    #[serde(default)]
    hidden: bool,
    #[serde(default)]
    position: i64,
    /// Another of the seller's categories.
    #[serde(default)]
    parent_id: Option<i64>,
    /// The seller's products in it, in their order.
    #[serde(default)]
    product_ids: Vec<ProductId>,
}

/// Core's and the shop's problems with `body` (`own`: the seller's product
/// and category ids; `id`: the category being changed).
fn checked_category(
    body: &CategoryWrite,
    products: &std::collections::HashSet<i64>,
    categories: &[CategoryRow],
    id: Option<i64>,
) -> AppResult<()> {
    let mut problems = Vec::new();
    let title = body.title.trim();
    if title.is_empty() {
        problems.push(Problem::new("title", "required"));
    } else if title.chars().count() > builder::TITLE_MAX {
        problems.push(Problem::new("title", "too_long"));
    }
    if body.description.chars().count() > builder::DESCRIPTION_MAX {
        problems.push(Problem::new("description", "too_long"));
    }
    if let Some(color) = &body.color
        && let Err(code) = sellwerk_core::validation::text::hex_color(color)
    {
        problems.push(Problem::new("color", code));
    }
    if let Some(parent) = body.parent_id {
        let known = categories.iter().any(|c| c.id == parent);
        if !known || Some(parent) == id {
            problems.push(Problem::new("parent_id", "category_not_found"));
        }
    }
    for (i, product) in body.product_ids.iter().enumerate() {
        if !products.contains(&product.get()) {
            problems.push(Problem::new(
                format!("product_ids.{i}"),
                "product_not_found",
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(AppError::Invalid(problems))
    }
}

fn no_category(id: i64) -> AppError {
    AppError::NotFound {
        code: "category_not_found",
        detail: format!("no category {id}"),
    }
}

/// `GET /v1/cabinet/categories`: the seller's categories in their order.
pub async fn list_categories(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let list = repo::categories::list(&db, seller.seller_id)
        .await?
        .into_iter()
        .map(CategoryOut::from)
        .collect();
    Ok(Response::from_json(&Listed::<CategoryOut> { list })?)
}

async fn write_category(
    mut req: Request,
    ctx: &RouteContext<()>,
    seller: &session::Seller,
    id: Option<i64>,
) -> AppResult<(i64, Vec<CategoryRow>)> {
    let db = repo::db(&ctx.env)?;
    let categories = repo::categories::list(&db, seller.seller_id).await?;
    if let Some(id) = id
        && !categories.iter().any(|c| c.id == id)
    {
        return Err(no_category(id));
    }
    let body: CategoryWrite = json_body(&mut req).await?;
    let (products, _) = repo::products::product_ids(&db, seller.seller_id).await?;
    checked_category(&body, &products, &categories, id)?;
    let write = repo::categories::CategoryWrite {
        title: body.title.trim(),
        description: &body.description,
        color: body.color.as_deref(),
        hidden: body.hidden,
        position: body.position,
        parent_id: body.parent_id,
        product_ids: &body.product_ids,
    };
    let id = match id {
        Some(id) => {
            if !repo::categories::update(&db, seller.seller_id, id, &write).await? {
                return Err(no_category(id));
            }
            id
        }
        None => repo::categories::create(&db, seller.seller_id, &write).await?,
    };
    Ok((id, repo::categories::list(&db, seller.seller_id).await?))
}

fn category_answer(id: i64, list: Vec<CategoryRow>, status: u16) -> AppResult<Response> {
    let category = list
        .into_iter()
        .find(|c| c.id == id)
        .ok_or_else(|| no_category(id))?;
    Ok(Response::from_json(&CategoryBody {
        category: category.into(),
    })?
    .with_status(status))
}

/// `POST /v1/cabinet/categories {title, description, color, hidden,
/// position, parent_id, product_ids}`: a new category (201).
pub async fn create_category(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let (id, list) = write_category(req, &ctx, &seller, None).await?;
    category_answer(id, list, 201)
}

/// `PUT /v1/cabinet/categories/{id}`: rewrites the seller's category and
/// its products.
pub async fn update_category(
    req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param::<(), i64>(&ctx, "id", "category_not_found")?;
    let (id, list) = write_category(req, &ctx, &seller, Some(id)).await?;
    category_answer(id, list, 200)
}

/// `{"deleted": true}`.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct Deleted {
    deleted: bool,
}

/// `DELETE /v1/cabinet/categories/{id}`: deletes the seller's category (its
/// sub categories keep their products and lose their parent).
pub async fn delete_category(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let id = id_param::<(), i64>(&ctx, "id", "category_not_found")?;
    let db = repo::db(&ctx.env)?;
    if !repo::categories::delete(&db, seller.seller_id, id).await? {
        return Err(no_category(id));
    }
    Ok(Response::from_json(&Deleted { deleted: true })?)
}

/// `{"theme": …, "custom": …}`: the theme every page of the shop shows.
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ThemeBody {
    theme: Theme,
    /// Whether the seller chose their own (false: the default theme).
    custom: bool,
}

/// The seller's theme: their own, or `null` for the default.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ThemeWrite {
    theme: Option<Theme>,
}

/// `GET /v1/cabinet/theme`: the theme of the seller's pages.
pub async fn get_theme(
    _req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let db = repo::db(&ctx.env)?;
    let stored = repo::sellers::theme(&db, seller.seller_id).await?;
    Ok(Response::from_json(&ThemeBody {
        custom: stored.is_some(),
        theme: stored.unwrap_or_default(),
    })?)
}

/// The format of the seller's own font at `url` (a media library address,
/// checked by core): 422 `font_not_uploaded` for another seller's file, an
/// image, or a file that is not (or no longer) there.
async fn own_font(
    db: &worker::D1Database,
    seller_id: sellwerk_core::ids::SellerId,
    url: &str,
) -> AppResult<FontFormat> {
    let refused = || {
        AppError::Invalid(vec![Problem::new(
            "theme.custom_font.url",
            "font_not_uploaded",
        )])
    };
    let (owner, token) = parse_media_url(url).ok_or_else(refused)?;
    if owner != seller_id.get() {
        return Err(refused());
    }
    repo::media::stored(db, owner, token)
        .await?
        .filter(|s| s.kind == "font")
        .and_then(|s| FontFormat::parse(&s.format))
        .ok_or_else(refused)
}

/// `PUT /v1/cabinet/theme {theme}`: every page of the shop shows `theme`
/// from now on (`null`: the default); the shop version moves with it.
/// Colours are `#rgb`/`#rrggbb`, the radius at most 40 px; a custom font
/// must be one of the seller's own uploaded fonts (its format is taken
/// from the file).
pub async fn put_theme(
    mut req: Request,
    ctx: RouteContext<()>,
    seller: session::Seller,
) -> AppResult<Response> {
    let mut body: ThemeWrite = json_body(&mut req).await?;
    let mut problems = Vec::new();
    if let Some(t) = &body.theme {
        for (field, colour) in [
            ("accent", &t.accent),
            ("button", &t.button),
            ("button_text", &t.button_text),
            ("background", &t.background),
            ("surface", &t.surface),
            ("text", &t.text),
            ("muted", &t.muted),
        ] {
            if let Err(code) = sellwerk_core::validation::hex_color(colour) {
                problems.push(Problem::new(format!("theme.{field}"), code));
            }
        }
        if t.radius > THEME_RADIUS_MAX {
            problems.push(Problem::new("theme.radius", "invalid_setting"));
        }
        if let Some(font) = &t.custom_font {
            problems.extend(font.problems().into_iter().map(|p| p.under("theme")));
        }
    }
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    let db = repo::db(&ctx.env)?;
    if let Some(font) = body.theme.as_mut().and_then(|t| t.custom_font.as_mut()) {
        font.font_format = own_font(&db, seller.seller_id, &font.url).await?;
    }
    let stored = body
        .theme
        .as_ref()
        .map(serde_json::to_string)
        .transpose()
        .map_err(|e| AppError::Internal(e.to_string()))?;
    repo::sellers::set_theme(&db, seller.seller_id, stored.as_deref()).await?;
    Ok(Response::from_json(&ThemeBody {
        custom: body.theme.is_some(),
        theme: body.theme.unwrap_or_default(),
    })?)
}
