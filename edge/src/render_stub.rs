//! A stand-in for core's page renderer (`sellwerk_core::render`, part
//! "render" of issue 18) with the contract's types, so the edge's pages,
//! cache and API are built and tested before it lands. At the merge this
//! file goes and `crate::render` names `sellwerk_core::render`.
//!
//! It writes a plain, escaped document: the shop's products with their
//! prices and buy links, a product's or bundle's page, the thank-you page.
#![allow(clippy::format_push_string)] // a stand-in, short-lived

use sellwerk_core::builder::PageType;
use sellwerk_core::ids::{PlanId, ProductId};
use sellwerk_core::messages::Language;
use sellwerk_core::pricing::PlanTerms;
use sellwerk_core::problem::Problem;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub struct PageInput {
    pub page: serde_json::Value,
    pub shop: Shop,
    pub products: Vec<ProductCard>,
    pub categories: Vec<Category>,
    pub theme: Theme,
    pub view: View,
    pub locale: Language,
    pub origin: String,
    pub assets: Assets,
    pub tracking: Option<serde_json::Value>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Shop {
    pub username: String,
    pub display_name: String,
    pub description: Option<String>,
    pub logo: Option<Image>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Image {
    pub url: String,
    pub width: u32,
    pub height: u32,
    pub alt: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct ProductCard {
    pub id: ProductId,
    pub form: String,
    pub name: String,
    pub summary: String,
    pub cover: Option<Image>,
    pub plans: Vec<PlanCard>,
    pub category_ids: Vec<i64>,
    pub position: i64,
    pub created_at: String,
    pub purchases: i64,
    pub sold_out: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct PlanCard {
    pub id: PlanId,
    pub name: String,
    pub terms: PlanTerms,
}

/// Named `PageCategory` in the API document: `Category` is a product's
/// category there already (core's render::Category needs the same rename).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "PageCategory")]
pub struct Category {
    pub id: i64,
    pub title: String,
    pub description: String,
    pub color: Option<String>,
    pub hidden: bool,
    pub position: i64,
    pub parent_id: Option<i64>,
    pub product_ids: Vec<ProductId>,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Theme {}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Assets {
    pub islands: String,
    pub version: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum View {
    Shop {
        path: Option<String>,
        category: Option<i64>,
    },
    Product {
        product: ProductDetail,
    },
    Bundle {
        product: ProductDetail,
        items: Vec<ProductCard>,
    },
    ThankYou {
        order: ThankYouOrder,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct ProductDetail {
    pub card: ProductCard,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct ThankYouOrder {
    pub token: String,
    pub product_name: String,
    pub state: String,
    pub paid: bool,
    pub total: String,
    pub currency: String,
    pub manage_url: String,
    pub message: Option<String>,
}

/// A builder document with nothing but its type.
pub fn default_page(page: PageType) -> serde_json::Value {
    serde_json::json!({ "type": page, "blocks": [] })
}

/// `text` with `&<>"'` escaped, for text and attributes alike.
fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn price(plan: &PlanCard) -> String {
    let amount = plan
        .terms
        .price
        .clone()
        .or_else(|| plan.terms.first_amount.clone())
        .unwrap_or_default();
    format!("{amount} {}", plan.terms.currency.to_ascii_uppercase())
}

fn card(out: &mut String, shop: &str, p: &ProductCard, en: bool) {
    let link = format!("/s/{shop}/products/{}", p.id);
    out.push_str(&format!(
        "<li class=\"sw-card\" data-product=\"{}\"><a href=\"{}\">{}</a>",
        p.id,
        esc(&link),
        esc(&p.name)
    ));
    if let Some(cover) = &p.cover {
        out.push_str(&format!(
            "<img src=\"{}\" width=\"{}\" height=\"{}\" alt=\"{}\" loading=\"lazy\">",
            esc(&cover.url),
            cover.width,
            cover.height,
            esc(&cover.alt)
        ));
    }
    out.push_str(&format!("<p>{}</p>", esc(&p.summary)));
    if let Some(plan) = p.plans.first() {
        out.push_str(&format!(
            "<p class=\"sw-price\">{}</p><a class=\"sw-buy\" href=\"{}/pay?plan={}\">{}</a>",
            esc(&price(plan)),
            esc(&link),
            plan.id,
            if en { "Buy" } else { "Kaufen" }
        ));
    }
    out.push_str("</li>");
}

/// The whole document of `input`, or the builder's problems with its page.
pub fn render_page(input: &PageInput) -> Result<String, Vec<Problem>> {
    sellwerk_core::builder::validate_page(&input.page)?;
    let en = input.locale == Language::En;
    let shop = &input.shop.username;
    let (title, description, path, body) = match &input.view {
        View::Shop { path, category } => {
            let mut body = String::from("<ul class=\"sw-products\">");
            for p in &input.products {
                let shown = category.is_none_or(|c| p.category_ids.contains(&c));
                if shown {
                    card(&mut body, shop, p, en);
                }
            }
            body.push_str("</ul>");
            let at = path.as_deref().map(|p| format!("/{p}")).unwrap_or_default();
            (
                input.shop.display_name.clone(),
                input.shop.description.clone().unwrap_or_default(),
                format!("/s/{shop}{at}"),
                body,
            )
        }
        View::Product { product } | View::Bundle { product, .. } => {
            let mut body = format!(
                "<p>{}</p><ul class=\"sw-products\">",
                esc(&product.description)
            );
            card(&mut body, shop, &product.card, en);
            body.push_str("</ul>");
            if let View::Bundle { items, .. } = &input.view {
                body.push_str("<ul class=\"sw-items\">");
                for item in items {
                    card(&mut body, shop, item, en);
                }
                body.push_str("</ul>");
            }
            let kind = if matches!(input.view, View::Bundle { .. }) {
                "bundle"
            } else {
                "products"
            };
            (
                product.card.name.clone(),
                product.card.summary.clone(),
                format!("/s/{shop}/{kind}/{}", product.card.id),
                body,
            )
        }
        View::ThankYou { order } => (
            order.product_name.clone(),
            String::new(),
            format!("/s/{shop}/payment/{}/thank_you", order.token),
            format!(
                "<p class=\"sw-order\" data-state=\"{}\">{} {}</p><a href=\"{}\">{}</a>",
                esc(&order.state),
                esc(&order.total),
                esc(&order.currency),
                esc(&order.manage_url),
                if en { "Manage" } else { "Verwalten" }
            ),
        ),
    };
    let refresh = match &input.view {
        View::ThankYou { order } if !order.paid && order.state == "pending" => {
            "<meta http-equiv=\"refresh\" content=\"3\">"
        }
        _ => "",
    };
    let canonical = format!("{}{path}", input.origin);
    Ok(format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">{refresh}\
         <title>{title}</title><meta name=\"description\" content=\"{description}\">\
         <link rel=\"canonical\" href=\"{canonical}\">\
         <meta property=\"og:title\" content=\"{title}\"><meta property=\"og:url\" content=\"{canonical}\">\
         <style>body{{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}}</style>\
         </head><body><header><a href=\"/s/{shop_attr}\">{shop_name}</a></header>\
         <main><h1>{title}</h1>{body}</main></body></html>",
        lang = if en { "en" } else { "de" },
        title = esc(&title),
        description = esc(&description),
        canonical = esc(&canonical),
        shop_attr = esc(shop),
        shop_name = esc(&input.shop.display_name),
    ))
}
