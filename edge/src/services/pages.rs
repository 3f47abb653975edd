//! The one place a public page's `PageInput` is made (issue 18): the public
//! routes render it, and the cabinet's `render_input` hands the same value
//! to the browser, so both render the same bytes.

use sellwerk_core::Money;
use sellwerk_core::builder::PageType;
use sellwerk_core::ids::{FunnelNodeId, ProductId};
use sellwerk_core::image::CoverVariant;
use sellwerk_core::messages::Language;
use sellwerk_core::states::PaymentState;

use crate::error::AppResult;
use crate::render::{
    Assets, Category, FunnelOffer, Image, Landing, PageInput, PlanCard, ProductCard, ProductDetail,
    Shop, ThankYouOrder, View,
};
use crate::repo::orders::OrderRow;
use crate::repo::storefront::{ShopData, StoreProduct};

/// How much of a description a product card carries (characters).
pub const SUMMARY_CHARS: usize = 240;

/// Where the islands' scripts are served, and the tag that changes with
/// every release so browsers fetch the new ones.
pub const ISLANDS: &str = "/islands/";
pub const ASSETS_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The page asked for, once its product or order is known.
pub enum Wanted {
    Shop {
        path: Option<String>,
        category: Option<i64>,
    },
    Product(ProductId),
    Bundle(ProductId),
    ThankYou(Box<ThankYou>),
    /// A membership, course or affiliate page (`path` '' for its home).
    Landing {
        landing: Landing,
        path: String,
        category: Option<i64>,
    },
    Funnel(Box<FunnelStep>),
}

/// A funnel step's offer (`services::funnels`): its run's token, the step,
/// the product, the words, what one click charges and where it posts.
pub struct FunnelStep {
    pub token: String,
    pub node_id: FunnelNodeId,
    pub product_id: ProductId,
    pub title: String,
    pub text: String,
    pub due_now: Money,
    pub vat: Money,
    /// The amount at the plan's own price when the step offers it for less.
    pub was: Option<Money>,
    pub accept_url: String,
    pub decline_url: String,
    /// The previous offer's charge did not go through.
    pub failed: bool,
    /// The boxes to tick before accepting (core's consents for the offered
    /// product and the first order's buyer).
    pub consents: Vec<sellwerk_core::legal::Consent>,
    /// The last accept came without them.
    pub unconfirmed: bool,
}

/// A thank-you page's order and the name of what it bought.
pub struct ThankYou {
    pub order: OrderRow,
    pub product_name: String,
}

/// The builder page type of a wanted page.
pub fn page_type(wanted: &Wanted) -> PageType {
    match wanted {
        Wanted::Shop { .. } => PageType::Shop,
        Wanted::Product(_) | Wanted::Bundle(_) => PageType::ShopProduct,
        Wanted::ThankYou(_) => PageType::ThankYouPage,
        Wanted::Funnel(_) => PageType::Funnel,
        Wanted::Landing { landing, .. } => landing.page_type(),
    }
}

/// The thank-you page of `order`: the order with the name of what it bought.
pub async fn thank_you_of(db: &worker::D1Database, order: OrderRow) -> AppResult<Wanted> {
    let product_name = crate::repo::products::find(db, order.seller_id, order.product_id)
        .await?
        .map(|p| p.name)
        .unwrap_or_default();
    Ok(Wanted::ThankYou(Box::new(ThankYou {
        order,
        product_name,
    })))
}

fn summary(description: &str) -> String {
    description.chars().take(SUMMARY_CHARS).collect()
}

/// The shop's products a buyer may see, as the builder's templates are
/// filled from them (in the shop's order).
pub fn template_products(data: &ShopData) -> Vec<sellwerk_core::render::TemplateProduct> {
    data.products
        .iter()
        .map(|p| sellwerk_core::render::TemplateProduct {
            id: p.id.get(),
            form: p.form.clone(),
            name: p.name.clone(),
            summary: summary(&p.description),
        })
        .collect()
}

/// A product's cover `variant` as the pages link it: its stored size, and
/// a URL that changes with each upload.
fn cover(username: &str, p: &StoreProduct, variant: CoverVariant) -> Option<Image> {
    p.covers
        .iter()
        .find(|c| c.variant == variant.name())
        .map(|c| {
            let stamp: String = c.created_at.chars().filter(char::is_ascii_digit).collect();
            Image {
                url: format!(
                    "/v1/shop/{username}/products/{}/cover/{}?v={stamp}",
                    p.id,
                    variant.name()
                ),
                width: c.width,
                height: c.height,
                alt: p.name.clone(),
            }
        })
}

fn card(username: &str, data: &ShopData, position: usize, p: &StoreProduct) -> ProductCard {
    ProductCard {
        id: p.id,
        form: p.form.clone(),
        name: p.name.clone(),
        summary: summary(&p.description),
        // the original for Open Graph and schema.org; the square for the
        // page itself (core falls back to the original without it)
        cover: cover(username, p, CoverVariant::Original),
        cover_page: cover(username, p, CoverVariant::S400),
        plans: p
            .plans
            .iter()
            .map(|plan| PlanCard {
                id: plan.id,
                name: plan.name.clone(),
                terms: plan.terms.clone(),
            })
            .collect(),
        category_ids: data
            .categories
            .iter()
            .filter(|c| c.product_ids.contains(&p.id))
            .map(|c| c.id)
            .collect(),
        position: i64::try_from(position).unwrap_or(i64::MAX),
        created_at: p.created_at.clone(),
        purchases: p.purchases,
        sold_out: p.sold_out,
    }
}

/// What the thank-you page says of an order.
fn thank_you(username: &str, t: &ThankYou) -> ThankYouOrder {
    let o = &t.order;
    let paid = matches!(o.payment_state, PaymentState::Paid | PaymentState::Paying);
    let state = match o.payment_state {
        PaymentState::Paid | PaymentState::Paying => "paid".to_owned(),
        PaymentState::PaymentWaiting | PaymentState::PaymentPending => "pending".to_owned(),
        other => serde_json::to_value(other)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default(),
    };
    ThankYouOrder {
        token: o.token.clone(),
        product_name: t.product_name.clone(),
        state,
        paid,
        total: o.total.amount().to_string(),
        currency: o.currency.code().to_owned(),
        manage_url: format!("/s/{username}/payment/{}/manage", o.token),
        message: None,
    }
}

/// The offer of a funnel step with its product's card; `None` when the
/// product is not one a buyer may see.
fn funnel_offer(step: &FunnelStep, products: &[ProductCard]) -> Option<FunnelOffer> {
    let product = products.iter().find(|c| c.id == step.product_id)?.clone();
    FunnelOffer::new(
        step.token.clone(),
        step.node_id,
        product,
        (step.title.clone(), step.text.clone()),
        (step.due_now, step.vat),
        (step.accept_url.clone(), step.decline_url.clone()),
        step.failed,
    )
    .ok()
    .map(|offer| offer.with_consents(step.consents.clone(), step.unconfirmed))
    .map(|offer| match step.was {
        Some(was) => offer.with_was(was),
        None => offer,
    })
}

/// The order a thank-you page's preview shows when it is about no order
/// of the seller's: a paid one of `product` (the seller's first), at its
/// first plan's first amount.
pub fn example_order(username: &str, product: Option<&StoreProduct>) -> ThankYouOrder {
    let plan = product.and_then(|p| p.plans.first());
    let terms = plan.map(|p| &p.terms);
    ThankYouOrder {
        token: "example".to_owned(),
        product_name: product.map(|p| p.name.clone()).unwrap_or_default(),
        state: "paid".to_owned(),
        paid: true,
        total: terms
            .and_then(|t| t.price.clone().or_else(|| t.first_amount.clone()))
            .unwrap_or_else(|| "0.00".to_owned()),
        currency: terms.map_or_else(|| "eur".to_owned(), |t| t.currency.clone()),
        manage_url: format!("/s/{username}/payment/example/manage"),
        message: None,
    }
}

/// The input of the page `wanted` of the shop `data`, in `locale`, with
/// `document` (the published page, or core's default). `None` when the
/// product asked for is not one a buyer may see.
pub fn input(
    data: &ShopData,
    document: serde_json::Value,
    wanted: &Wanted,
    locale: Language,
    origin: &str,
) -> Option<PageInput> {
    let username = data.shop.username.as_str();
    let products: Vec<ProductCard> = data
        .products
        .iter()
        .enumerate()
        .map(|(i, p)| card(username, data, i, p))
        .collect();
    let detail = |id: ProductId| {
        let stored = data.products.iter().find(|p| p.id == id)?;
        let card = products.iter().find(|c| c.id == id)?.clone();
        Some((
            stored,
            ProductDetail {
                card,
                description: stored.description.clone(),
                curriculum: stored.curriculum.clone(),
            },
        ))
    };
    let view = match wanted {
        Wanted::Shop { path, category } => View::Shop {
            path: path.clone(),
            category: *category,
        },
        Wanted::Product(id) => {
            let (stored, product) = detail(*id)?;
            if stored.form == "bundle" {
                return None;
            }
            View::Product { product }
        }
        Wanted::Bundle(id) => {
            let (stored, product) = detail(*id)?;
            if stored.form != "bundle" {
                return None;
            }
            // only items a buyer may see (an unpublished item stays private)
            let items = stored
                .items
                .iter()
                .filter_map(|item| products.iter().find(|c| c.id == *item).cloned())
                .collect();
            View::Bundle { product, items }
        }
        Wanted::ThankYou(t) => View::ThankYou {
            order: thank_you(username, t),
        },
        Wanted::Funnel(step) => View::Funnel {
            offer: funnel_offer(step, &products)?,
        },
        Wanted::Landing {
            landing,
            path,
            category,
        } => View::Landing {
            landing: *landing,
            path: path.clone(),
            category: *category,
        },
    };
    let visible: Vec<ProductId> = products.iter().map(|c| c.id).collect();
    let categories = data
        .categories
        .iter()
        .map(|c| Category {
            id: c.id,
            title: c.title.clone(),
            description: c.description.clone(),
            color: c.color.clone(),
            hidden: c.hidden,
            position: c.position,
            parent_id: c.parent_id,
            product_ids: c
                .product_ids
                .iter()
                .copied()
                .filter(|id| visible.contains(id))
                .collect(),
        })
        .collect();
    Some(PageInput {
        page: document,
        shop: Shop {
            username: username.to_owned(),
            display_name: data.shop.display_name.clone(),
            description: None,
            logo: None,
            vat_note: Some(data.shop.vat_note.to_owned()),
        },
        products,
        categories,
        theme: data.theme.clone(),
        view,
        locale,
        origin: origin.to_owned(),
        assets: Assets {
            islands: ISLANDS.to_owned(),
            version: ASSETS_VERSION.to_owned(),
        },
        tracking: data.tracking.clone(),
    })
}

/// The page document `data` holds, or core's default for `page`.
pub fn document(data: &ShopData, page: PageType) -> serde_json::Value {
    data.page
        .clone()
        .unwrap_or_else(|| crate::render::default_page(page))
}
