//! The one renderer of the buyer's public pages: a page-builder document
//! plus the data it shows (shop, products, categories, theme) in, one whole
//! HTML document out. The edge serves (and caches) what this returns, and
//! the browser renders the same bytes through wasm-pkg's `renderPage` (the
//! cabinet's preview; the parity test compares both).
//!
//! **Architecture invariant:** pure and deterministic. No I/O, no clock, no
//! iteration over a hash map: objects of the input are read by key or in
//! sorted key order, so the same input gives the same bytes on every
//! platform, whatever the order of its JSON keys.
//!
//! **Escaped by construction:** every text of the seller or the buyer goes
//! through [`html::Html`] (`&<>"'` escaped in text and attributes); markup
//! is written only from string literals; URLs pass [`html::safe_url`]
//! (`http(s):`, `mailto:`, `/...`, `#...`, anything else dropped); colours
//! pass `validation::hex_color`, class names `validation::class_name`, and
//! CSS is written from numbers, keywords and checked colours only (see
//! [`style`]).
//!
//! The code map: [`html`] the escaping writer and canonical JSON; [`style`]
//! the style settings (with their per-breakpoint values) as CSS, and the
//! base stylesheet; [`blocks`] one function per block type; [`words`] the
//! page's fixed words in English and German and a plan's price in words;
//! [`head`] title, description, canonical link, Open Graph and JSON-LD;
//! [`defaults`] the default documents; [`samples`] documents covering every
//! block type and setting (the parity test renders them on both sides).

mod blocks;
mod defaults;
pub mod embed;
pub mod font;
mod funnel;
mod head;
pub mod html;
mod samples;
pub mod style;
mod templates;
pub mod words;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::builder::{self, PageType};
use crate::ids::{PlanId, ProductId};
use crate::language::Language;
use crate::pricing::PlanTerms;
use crate::problem::Problem;

pub use defaults::default_page;
pub use font::{CustomFont, FontDisplay, FontStyle};
pub use funnel::{FunnelOffer, FunnelOfferData};
pub use samples::{SAMPLE_ORIGIN, sample_input, samples};
pub use templates::{PageTemplate, TemplateProduct, templates};

/// Everything a public page shows. The edge builds it from D1 (and answers
/// it to the cabinet as `render_input`), so the browser can render the very
/// same page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub struct PageInput {
    /// A builder document `{type, blocks}`; checked with
    /// [`builder::validate_page`] before anything is rendered.
    #[cfg_attr(feature = "ts", ts(type = "unknown"))]
    pub page: Value,
    pub shop: Shop,
    /// What product lists may show: published, not archived, not
    /// password-protected products of this shop, in the seller's order.
    pub products: Vec<ProductCard>,
    pub categories: Vec<Category>,
    #[serde(default)]
    pub theme: Theme,
    pub view: View,
    /// The language of the page's own words ("Buy", "per month").
    pub locale: Language,
    /// The site's origin (`https://sellwerk.example`): canonical and `og:url` are absolute.
    pub origin: String,
    pub assets: Assets,
    /// The seller's tracking codes, passed through to the consent island
    /// (written as canonical JSON); `None`: no consent banner.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "unknown"))]
    pub tracking: Option<Value>,
}

/// The seller's shop.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub struct Shop {
    pub username: String,
    pub display_name: String,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub logo: Option<Image>,
    /// The note printed beside every price (a [`crate::messages`] key, from
    /// [`crate::tax::price_note`]: "incl. VAT", "plus VAT" or the seller's
    /// exemption); none where the seller's VAT status is not known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub vat_note: Option<String>,
}

/// An image with its intrinsic size (so the page does not jump) and its
/// alternative text (empty only for decoration).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub struct Image {
    pub url: String,
    pub width: u32,
    pub height: u32,
    #[serde(default)]
    pub alt: String,
}

/// A product as a list shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub struct ProductCard {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub id: ProductId,
    /// The product's form (`download`, `course`, `membership`, `bundle`, ...).
    pub form: String,
    pub name: String,
    pub summary: String,
    /// The original cover: Open Graph and schema.org's `image`, and what
    /// the page shows when there is no [`ProductCard::cover_page`].
    pub cover: Option<Image>,
    /// The cover's page-sized square (`s400`, see [`crate::image`]): what
    /// cards and the product page show. `None` for a cover uploaded before
    /// the variant existed (or without it): the original shows then.
    #[serde(default)]
    pub cover_page: Option<Image>,
    pub plans: Vec<PlanCard>,
    #[cfg_attr(feature = "ts", ts(type = "number[]"))]
    pub category_ids: Vec<i64>,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub position: i64,
    /// RFC 3339; sorts "newest first" (compared as text).
    pub created_at: String,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub purchases: i64,
    pub sold_out: bool,
}

/// A plan of a product, with the terms its price is worded from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub struct PlanCard {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub id: PlanId,
    pub name: String,
    pub terms: PlanTerms,
}

/// A product category of the shop (spec section 3). `PageCategory` in the
/// API document and the TypeScript types, where `Category` is a mail's category.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, rename = "PageCategory"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "PageCategory"))]
#[serde(rename_all = "snake_case")]
pub struct Category {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub id: i64,
    pub title: String,
    pub description: String,
    pub color: Option<String>,
    pub hidden: bool,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub position: i64,
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub parent_id: Option<i64>,
    #[cfg_attr(feature = "ts", ts(type = "number[]"))]
    pub product_ids: Vec<ProductId>,
}

/// The typeface of a shop's pages: a system stack (after the seller's
/// [`CustomFont`], when there is one).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ThemeFont {
    #[default]
    Sans,
    Serif,
    Rounded,
    Mono,
}

/// The seller's look of the shop: colours as `#rgb`/`#rrggbb` (a colour
/// that is not one falls back to the default's), the font stack and the
/// corner radius of buttons and cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case", default)]
pub struct Theme {
    pub font: ThemeFont,
    /// Links, prices and focus rings.
    pub accent: String,
    /// The call-to-action buttons.
    pub button: String,
    pub button_text: String,
    /// The page behind the blocks.
    pub background: String,
    /// Cards and the header.
    pub surface: String,
    pub text: String,
    /// Secondary text (summaries, captions).
    pub muted: String,
    /// Buttons' corner radius in px (cards use at most 12).
    pub radius: u32,
    /// The seller's own font for the text, before [`Theme::font`]'s stack
    /// (see [`font`]); `None`: the stack alone.
    pub custom_font: Option<CustomFont>,
}

impl Default for Theme {
    fn default() -> Self {
        Theme {
            font: ThemeFont::Sans,
            accent: "#1565c0".into(),
            button: "#1565c0".into(),
            button_text: "#ffffff".into(),
            background: "#f6f7f9".into(),
            surface: "#ffffff".into(),
            text: "#1f2328".into(),
            muted: "#57606a".into(),
            radius: 8,
            custom_font: None,
        }
    }
}

/// Where the island scripts are served from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub struct Assets {
    /// `/islands/`
    pub islands: String,
    /// The cache-busting query value.
    pub version: String,
}

/// Which public page is rendered (and so its address, title and head).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum View {
    /// `/s/{u}[/{path}][?category=ID]`
    Shop {
        path: Option<String>,
        #[cfg_attr(feature = "ts", ts(type = "number | null"))]
        category: Option<i64>,
    },
    /// `/s/{u}/products/{id}`
    Product { product: ProductDetail },
    /// `/s/{u}/bundle/{id}`
    Bundle {
        product: ProductDetail,
        items: Vec<ProductCard>,
    },
    /// `/s/{u}/payment/{token}/thank_you`
    ThankYou { order: ThankYouOrder },
    /// `/s/{u}/funnel/{token}`: the current step of a buyer's run through a
    /// funnel (never cached, never indexed).
    Funnel {
        #[cfg_attr(feature = "ts", ts(as = "FunnelOfferData"))]
        #[cfg_attr(feature = "schema", schemars(with = "FunnelOfferData"))]
        offer: FunnelOffer,
    },
    /// A membership, course or affiliate page under its own address (see
    /// [`Landing::base`]), `?category=ID` as on a shop page.
    Landing {
        landing: Landing,
        path: String,
        #[cfg_attr(feature = "ts", ts(type = "number | null"))]
        category: Option<i64>,
    },
}

impl View {
    /// The page type that shows this view: the default document a host
    /// renders when the stored one is refused (`crate::host::page_html`).
    pub fn page_type(&self) -> PageType {
        match self {
            View::Shop { .. } => PageType::Shop,
            View::Product { .. } | View::Bundle { .. } => PageType::ShopProduct,
            View::ThankYou { .. } => PageType::ThankYouPage,
            View::Funnel { .. } => PageType::Funnel,
            View::Landing { landing, .. } => landing.page_type(),
        }
    }
}

/// The page types a buyer reaches by a path of their own, besides the
/// shop's. Decision (issue 19; the spec names the membership link
/// `/v/{username}/{path}` and no address for the other two): a
/// membership page is served at `/v/{u}[/{path}]` (a path of digits is
/// the web app's membership area of that product, so no page's), a course page (the
/// course's landing, without header or footer) at
/// `/s/{u}/course[/{path}]`, an affiliate program's landing page at
/// `/s/{u}/affiliate[/{path}]`. Each is cached like a shop page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Landing {
    Membership,
    Course,
    Affiliate,
}

/// Where buyers find the seller `username`'s page of type `page` at
/// `path`, when such a page has an address of its own: a shop page or a
/// membership, course or affiliate page (a product page is reached by its
/// products' addresses, a thank-you or funnel page by an order's).
pub fn page_address(page: PageType, username: &str, path: &str) -> Option<String> {
    match page {
        PageType::Shop if path.is_empty() => Some(format!("/s/{username}")),
        PageType::Shop => Some(format!("/s/{username}/{path}")),
        other => Landing::of(other).map(|l| l.address(username, path)),
    }
}

impl Landing {
    /// The landing kind of a builder page type, if it is one.
    pub fn of(page: PageType) -> Option<Landing> {
        match page {
            PageType::Membership => Some(Landing::Membership),
            PageType::Course => Some(Landing::Course),
            PageType::Affiliate => Some(Landing::Affiliate),
            _ => None,
        }
    }
    /// Its builder page type.
    pub fn page_type(self) -> PageType {
        match self {
            Landing::Membership => PageType::Membership,
            Landing::Course => PageType::Course,
            Landing::Affiliate => PageType::Affiliate,
        }
    }
    /// The address of the seller `username`'s page at `path` ('' for the
    /// kind's home).
    pub fn address(self, username: &str, path: &str) -> String {
        let base = match self {
            Landing::Membership => format!("/v/{username}"),
            Landing::Course => format!("/s/{username}/course"),
            Landing::Affiliate => format!("/s/{username}/affiliate"),
        };
        if path.is_empty() {
            base
        } else {
            format!("{base}/{path}")
        }
    }
}

/// A product's page: its card and its long description.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub struct ProductDetail {
    pub card: ProductCard,
    pub description: String,
    /// A course's chapters with their lessons' titles (never their
    /// content), in order; empty for every other product (issue 30).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<Vec<CurriculumChapter>>"))]
    pub curriculum: Vec<CurriculumChapter>,
}

/// A chapter of a course as its product page lists it: its title and its
/// lessons' titles.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CurriculumChapter {
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub lessons: Vec<String>,
}

/// The order a thank-you page is about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub struct ThankYouOrder {
    pub token: String,
    pub product_name: String,
    /// `paid`, `pending`, ... (the order's payment state).
    pub state: String,
    pub paid: bool,
    /// A decimal string in `currency`.
    pub total: String,
    pub currency: String,
    pub manage_url: String,
    pub message: Option<String>,
}

/// The islands, in the fixed order their scripts are loaded.
pub const ISLANDS: [&str; 6] = [
    "buy",
    "countdown",
    "contact",
    "slider",
    "categories",
    "consent",
];

/// An island a block uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Island {
    Buy = 0,
    Countdown = 1,
    Contact = 2,
    Slider = 3,
    Categories = 4,
    Consent = 5,
}

/// The shop's addresses (contract: links of the public pages).
impl PageInput {
    /// The shop's VAT note in the page's language, if the shop has one.
    pub(crate) fn vat_note(&self) -> Option<&'static str> {
        self.shop
            .vat_note
            .as_deref()
            .and_then(|key| crate::messages::message(key, self.locale))
    }

    pub(crate) fn shop_url(&self) -> String {
        format!("/s/{}", self.shop.username)
    }
    pub(crate) fn product_url(&self, card: &ProductCard) -> String {
        if card.form == "bundle" {
            format!("/s/{}/bundle/{}", self.shop.username, card.id)
        } else {
            format!("/s/{}/products/{}", self.shop.username, card.id)
        }
    }
    pub(crate) fn pay_url(&self, card: &ProductCard, plan: Option<PlanId>) -> Option<String> {
        let plan = plan
            .filter(|p| card.plans.iter().any(|c| c.id == *p))
            .or_else(|| card.plans.first().map(|p| p.id))?;
        Some(format!(
            "/s/{}/products/{}/pay?plan={plan}",
            self.shop.username, card.id
        ))
    }
    /// The page's own path (and query), as the canonical link names it.
    pub fn path(&self) -> String {
        let u = &self.shop.username;
        match &self.view {
            View::Shop { path, category } => {
                let mut p = match path.as_deref().filter(|p| !p.is_empty()) {
                    Some(path) => format!("/s/{u}/{path}"),
                    None => format!("/s/{u}"),
                };
                if let Some(c) = category {
                    p = format!("{p}?category={c}");
                }
                p
            }
            View::Product { product } => format!("/s/{u}/products/{}", product.card.id),
            View::Bundle { product, .. } => format!("/s/{u}/bundle/{}", product.card.id),
            View::ThankYou { order } => format!("/s/{u}/payment/{}/thank_you", order.token),
            View::Funnel { offer } => format!("/s/{u}/funnel/{}", offer.token),
            View::Landing {
                landing,
                path,
                category,
            } => {
                let p = landing.address(u, path);
                match category {
                    Some(c) => format!("{p}?category={c}"),
                    None => p,
                }
            }
        }
    }
    /// The category a shop or landing page is filtered by (`?category=`).
    pub(crate) fn category(&self) -> Option<i64> {
        match &self.view {
            View::Shop { category, .. } | View::Landing { category, .. } => *category,
            _ => None,
        }
    }
    /// Every product this page knows: the list, the page's own product and
    /// a bundle's items (the first of each id).
    pub(crate) fn find_product(&self, id: i64) -> Option<&ProductCard> {
        let own = match &self.view {
            View::Product { product } | View::Bundle { product, .. } => Some(&product.card),
            View::Funnel { offer } => Some(&offer.product),
            _ => None,
        };
        own.into_iter()
            .chain(self.products.iter())
            .chain(match &self.view {
                View::Bundle { items, .. } => items.iter(),
                _ => [].iter(),
            })
            .find(|c| c.id.get() == id)
    }
}

/// Renders a whole page: `<!doctype html>` to `</html>`. The document's
/// problems (by [`builder::validate_page`]) are answered instead of a page.
pub fn render_page(input: &PageInput) -> Result<String, Vec<Problem>> {
    builder::validate_page(&input.page)?;
    let kind: PageType = input
        .page
        .get("type")
        .cloned()
        .and_then(|t| serde_json::from_value(t).ok())
        .unwrap_or(PageType::Shop);
    let blocks: Vec<blocks::Block<'_>> = input
        .page
        .get("blocks")
        .and_then(Value::as_array)
        .map(|list| {
            list.iter()
                .enumerate()
                .filter_map(|(index, b)| blocks::Block::read(index, b))
                .collect()
        })
        .unwrap_or_default();
    Ok(blocks::page(input, kind, &blocks))
}

/// The block types, for tests and samples.
#[cfg(test)]
pub(crate) fn all_block_types() -> Vec<builder::BlockType> {
    let mut all: Vec<builder::BlockType> = Vec::new();
    for page in PageType::ALL {
        for b in builder::allowed_blocks(page) {
            if !all.contains(&b) {
                all.push(b);
            }
        }
    }
    all
}

#[cfg(test)]
#[allow(clippy::string_slice, clippy::needless_pass_by_value)]
mod tests {
    use super::*;
    use serde_json::json;

    fn shop_input(page: Value) -> PageInput {
        let mut input = sample_input(&page, Language::En);
        input.view = View::Shop {
            path: None,
            category: None,
        };
        input
    }

    fn render(page: Value) -> String {
        render_page(&shop_input(page)).unwrap()
    }

    #[test]
    fn samples_cover_every_block_type_and_validate() {
        let mut seen = Vec::new();
        for doc in samples() {
            assert_eq!(builder::validate_page(&doc), Ok(()), "{doc}");
            for b in doc["blocks"].as_array().unwrap() {
                seen.push(b["type"].as_str().unwrap().to_owned());
            }
        }
        for kind in all_block_types() {
            let name = serde_json::to_value(kind).unwrap();
            assert!(
                seen.iter().any(|s| s == name.as_str().unwrap()),
                "{kind:?} has no sample"
            );
        }
    }

    #[test]
    fn every_block_type_renders() {
        for doc in samples() {
            for language in [Language::En, Language::De] {
                let html = render_page(&sample_input(&doc, language)).unwrap();
                assert!(html.starts_with("<!doctype html><html lang="));
                assert!(html.ends_with("</body></html>"));
                assert_eq!(html.matches("<h1").count(), 1, "one h1: {doc}");
                for b in doc["blocks"].as_array().unwrap() {
                    let marker = format!("data-block=\"{}\"", b["type"].as_str().unwrap());
                    assert!(html.contains(&marker), "{marker} missing");
                }
                assert!(!html.contains("<script>"), "no inline script");
                assert!(!html.contains("javascript:"), "no script URL");
            }
        }
    }

    #[test]
    fn seller_text_is_escaped() {
        let html = render(json!({"type": "shop", "blocks": [
            {"id": "t", "type": "text", "settings": {"titleText": "A \"quote\" & <b>", "content": "<img src=x>\nline</p><p>"}},
            {"id": "b", "type": "button", "settings": {"buttonType": "customLink", "link": "data:text/plain,hi", "buttonText": "x\" title=\"y"}},
            {"id": "c", "type": "button", "settings": {"buttonType": "customLink", "link": "ftp://example.com", "buttonColor": "red;}</style>"}}
        ]}));
        assert!(html.contains("<h2>A &quot;quote&quot; &amp; &lt;b&gt;</h2>"));
        assert!(html.contains("<p>&lt;img src=x&gt;<br>line&lt;/p&gt;&lt;p&gt;</p>"));
        assert!(html.contains("aria-disabled=\"true\">x&quot; title=&quot;y</span>"));
        assert!(!html.contains("data:text") && !html.contains("ftp:"));
        assert_eq!(html.matches("</style>").count(), 1);
        assert!(!html.contains("red;"));
        let mut bad = shop_input(
            json!({"type": "shop", "blocks": [{"id": "t", "type": "text", "settings": {"content": "<script>alert(1)</script>"}}]}),
        );
        assert_eq!(
            render_page(&bad).unwrap_err(),
            vec![Problem::new(
                "blocks.0.settings.content",
                "script_not_allowed"
            )]
        );
        bad.page = json!({"type": "shop", "blocks": [{"id": "t", "type": "text", "settings": {"color": "red</style>"}}]});
        assert_eq!(
            render_page(&bad).unwrap_err(),
            vec![Problem::new("blocks.0.settings.color", "invalid_setting")]
        );
    }

    #[test]
    fn the_same_input_gives_the_same_bytes_whatever_the_key_order() {
        let a: Value = serde_json::from_str(
            r##"{"type":"shop","blocks":[{"id":"t","type":"text","settings":{"paddingTop":{"phone":1,"desktop":9},"content":"x","color":"#123"}}]}"##,
        )
        .unwrap();
        let b: Value = serde_json::from_str(
            r##"{"blocks":[{"settings":{"color":"#123","content":"x","paddingTop":{"desktop":9,"phone":1}},"type":"text","id":"t"}],"type":"shop"}"##,
        )
        .unwrap();
        let mut ia = shop_input(a);
        let mut ib = shop_input(b);
        ia.tracking = Some(json!({"b": 1, "a": [{"y": 2, "x": "</script>"}]}));
        ib.tracking =
            Some(serde_json::from_str(r#"{"a":[{"x":"</script>","y":2}],"b":1}"#).unwrap());
        let ha = render_page(&ia).unwrap();
        assert_eq!(ha, render_page(&ib).unwrap());
        assert_eq!(ha, render_page(&ia).unwrap());
        assert!(ha.contains(r#"<script type="application/json" id="sw-tracking">{"a":[{"x":"\u003c/script\u003e","y":2}],"b":1}</script>"#));
        assert!(
            ha.contains("<script type=\"module\" src=\"/islands/consent.js?v=test\"></script>")
        );
    }

    #[test]
    fn breakpoints_become_media_queries() {
        let html = render(json!({"type": "shop", "blocks": [
            {"id": "t", "type": "text", "settings": {"paddingTop": {"desktop": 40, "tablet": 20, "phone": 4}, "content": "x"}}
        ]}));
        assert!(html.contains(".sw-b0{padding-top:40px}"));
        assert!(html.contains("@media (max-width:991px){.sw-b0{padding-top:20px}}@media (max-width:575px){.sw-b0{padding-top:4px}}"));
    }

    #[test]
    fn head_fields_of_a_product_page() {
        let doc = default_page(PageType::ShopProduct);
        let mut input = sample_input(&doc, Language::De);
        if let View::Product { product } = &mut input.view {
            product.card.name = "Fotos </script><b>".into();
        }
        let html = render_page(&input).unwrap();
        assert!(html.contains("<html lang=\"de\""));
        assert!(
            html.contains(
                "<title>Fotos &lt;/script&gt;&lt;b&gt; – Anna&#39;s Photo School</title>"
            )
        );
        assert!(
            html.contains(
                "<link rel=\"canonical\" href=\"http://127.0.0.1:8787/s/anna/products/1\">"
            )
        );
        assert!(html.contains("<meta property=\"og:type\" content=\"product\">"));
        assert!(html.contains(
            "<meta property=\"og:url\" content=\"http://127.0.0.1:8787/s/anna/products/1\">"
        ));
        assert!(html.contains(
            "<meta property=\"og:image\" content=\"https://images.example/cover-1.jpg\">"
        ));
        assert!(html.contains("<meta name=\"description\" content=\"Twelve lessons from the first photo to the print.\">"));
        let ld_start = html.find("<script type=\"application/ld+json\">").unwrap();
        let ld_end = html[ld_start..].find("</script>").unwrap() + ld_start;
        let ld = &html[ld_start + 35..ld_end];
        assert!(!ld.contains('<'));
        let parsed: Value = serde_json::from_str(ld).unwrap();
        assert_eq!(parsed["@type"], "Product");
        assert_eq!(parsed["name"], "Fotos </script><b>");
        assert_eq!(parsed["offers"][0]["price"], "49.00");
        assert_eq!(parsed["offers"][0]["priceCurrency"], "EUR");
        assert_eq!(
            parsed["offers"][1]["url"],
            "http://127.0.0.1:8787/s/anna/products/1/pay?plan=12"
        );
        assert!(html.contains("href=\"/s/anna/products/1/pay?plan=11\">Jetzt kaufen</a>"));
        assert!(html.contains("3 × 17,00"));
    }

    #[test]
    fn a_pending_thank_you_page_refreshes_itself_and_is_not_indexed() {
        let doc = default_page(PageType::ThankYouPage);
        let mut input = sample_input(&doc, Language::En);
        if let View::ThankYou { order } = &mut input.view {
            order.paid = false;
            order.state = "pending".into();
        }
        let html = render_page(&input).unwrap();
        assert!(html.contains(
            "<meta name=\"robots\" content=\"noindex\"><meta http-equiv=\"refresh\" content=\"3\">"
        ));
        assert!(html.contains("We are waiting for your payment."));
        assert!(html.contains("href=\"/s/anna/payment/ord_Ab12/manage\">Manage your order</a>"));
    }

    #[test]
    fn islands_load_once_in_the_fixed_order() {
        let html = render_page(&sample_input(&samples()[2], Language::En)).unwrap();
        let scripts: Vec<&str> = html
            .match_indices("<script type=\"module\" src=\"/islands/")
            .map(|(i, _)| &html[i + 36..i + 46])
            .collect();
        assert_eq!(scripts.len(), 5, "{scripts:?}");
        let order = ["buy", "countdown", "contact", "slider", "categories"];
        for (s, name) in scripts.iter().zip(order) {
            assert!(s.starts_with(name), "{s} {name}");
        }
        assert!(
            html.contains(
                "data-island=\"buy\" data-props=\"{&quot;mode&quot;:&quot;autopay&quot;}\""
            )
        );
    }

    #[test]
    fn an_autopay_dialog_takes_the_colours_the_seller_set_and_only_checked_ones() {
        let html = render(json!({"type": "shop", "blocks": [
            {"id": "p", "type": "popular_products", "settings": {"view": "grid", "productIds": [1],
                "paymentOptions": "autopay", "modalBackgroundColor": "#1E2A38", "modalTextColor": "#fff"}},
            {"id": "q", "type": "popular_products", "settings": {"view": "grid", "productIds": [1],
                "paymentOptions": "autopay", "modalBackgroundColor": "red;}", "modalTextColor": "#12345"}},
            {"id": "r", "type": "popular_products", "settings": {"view": "grid", "productIds": [1],
                "modalBackgroundColor": "#000000"}}
        ]}));
        let props: Vec<&str> = html
            .match_indices("data-props=\"")
            .map(|(i, _)| {
                let rest = &html[i + 12..];
                &rest[..rest.find('"').unwrap()]
            })
            .collect();
        assert_eq!(
            props,
            [
                "{&quot;background&quot;:&quot;#1e2a38&quot;,&quot;color&quot;:&quot;#fff&quot;,&quot;mode&quot;:&quot;autopay&quot;}",
                "{&quot;mode&quot;:&quot;autopay&quot;}",
            ],
            "a checkout link (the third) has no dialog and no props"
        );
        assert!(!html.contains("red;"));
    }

    #[test]
    fn images_carry_size_and_alt_and_only_the_first_is_eager() {
        let html = render_page(&sample_input(&samples()[0], Language::En)).unwrap();
        let imgs: Vec<&str> = html
            .split("<img")
            .skip(1)
            .map(|s| &s[..s.find('>').unwrap()])
            .collect();
        assert!(imgs.len() > 3);
        for (i, tag) in imgs.iter().enumerate() {
            assert!(
                tag.contains(" width=\"") && tag.contains(" height=\"") && tag.contains(" alt=\""),
                "{tag}"
            );
            assert_eq!(tag.contains("fetchpriority=\"high\""), i == 0, "{tag}");
            assert_eq!(tag.contains("loading=\"lazy\""), i > 0, "{tag}");
        }
    }

    #[test]
    fn pages_show_the_page_sized_cover_and_fall_back_to_the_original() {
        let img_tags = |html: &str| -> Vec<String> {
            html.split("<img")
                .skip(1)
                .map(|s| s[..s.find('>').unwrap()].to_owned())
                .collect()
        };
        // the shop's cards: product 1 has its s400 square, product 3 only
        // its original, product 2 none (its initial shows)
        let html =
            render(json!({"type": "shop", "blocks": [{"id": "p", "type": "seller_products"}]}));
        let imgs = img_tags(&html);
        assert!(
            imgs.iter().any(|t| t.contains(
                "src=\"https://images.example/cover-1-s400.webp\" width=\"400\" height=\"400\" alt=\"\""
            )),
            "{imgs:?}"
        );
        assert!(
            !html.contains("cover-1.jpg"),
            "the card of product 1 shows its square"
        );
        // a card with a cover has a square box, skipped while far off
        // screen; the one without keeps its own (the initial's) shape
        let boxes: Vec<&str> = html
            .split("<a class=\"sw-card__media")
            .skip(1)
            .map(|s| &s[..s.find('>').unwrap()])
            .collect();
        assert_eq!(boxes.len(), 4, "{boxes:?}");
        let covered = |b: &&&str| b.starts_with(" sw-card__media--cover\"");
        assert_eq!(boxes.iter().filter(covered).count(), 2, "{boxes:?}");
        assert!(html.contains(
            ".sw-grid .sw-card__media--cover,.sw-slider__track .sw-card__media--cover{aspect-ratio:1/1;content-visibility:auto}"
        ));
        assert!(
            imgs.iter()
                .any(|t| t.contains("src=\"https://images.example/cover-3.jpg\"")),
            "{imgs:?}"
        );
        // the product page: the square with the product's name as alt and
        // fetched first; Open Graph and JSON-LD keep the original
        let doc = default_page(PageType::ShopProduct);
        let html = render_page(&sample_input(&doc, Language::En)).unwrap();
        let cover = &img_tags(&html)[0];
        assert!(
            cover.contains("src=\"https://images.example/cover-1-s400.webp\"")
                && cover.contains("alt=\"Photography basics\"")
                && cover.contains("fetchpriority=\"high\""),
            "{cover}"
        );
        assert!(html.contains(
            "<meta property=\"og:image\" content=\"https://images.example/cover-1.jpg\">"
        ));
        assert!(html.contains("\"image\":\"https://images.example/cover-1.jpg\""));
        // the head asks for the square first, before its style
        let preload = html
            .find("<link rel=\"preload\" as=\"image\" href=\"https://images.example/cover-1-s400.webp\" fetchpriority=\"high\">")
            .expect("the cover is preloaded");
        assert!(preload < html.find("<style>").unwrap());
        assert_eq!(html.matches("rel=\"preload\"").count(), 1);
        // without the square (an older cover) the product page shows the original
        let mut input = sample_input(&doc, Language::En);
        if let View::Product { product } = &mut input.view {
            product.card.cover_page = None;
        }
        let html = render_page(&input).unwrap();
        assert!(img_tags(&html)[0].contains("src=\"https://images.example/cover-1.jpg\""));
        // an unsafe square is skipped for the original, never written
        let mut input = sample_input(&doc, Language::En);
        if let View::Product { product } = &mut input.view
            && let Some(c) = product.card.cover_page.as_mut()
        {
            c.url = "javascript:alert(1)".into();
        }
        let html = render_page(&input).unwrap();
        assert!(!html.contains("javascript:"));
        assert!(
            html.contains(
                "rel=\"preload\" as=\"image\" href=\"https://images.example/cover-1.jpg\""
            )
        );
        assert!(img_tags(&html)[0].contains("src=\"https://images.example/cover-1.jpg\""));
    }

    #[test]
    fn a_category_filters_the_lists_and_marks_its_tab() {
        let doc = json!({"type": "shop", "blocks": [{"id": "p", "type": "seller_products", "settings": {"categoriesView": "tabs"}}]});
        let mut input = shop_input(doc);
        input.view = View::Shop {
            path: None,
            category: Some(2),
        };
        let html = render_page(&input).unwrap();
        assert!(html.contains(
            "<a href=\"/s/anna?category=2\" aria-current=\"page\">Extras &amp; more</a>"
        ));
        assert!(!html.contains("Hidden"));
        assert!(
            html.contains("The &lt;Club&gt; &amp; friends") && !html.contains("Photography basics")
        );
    }

    #[test]
    fn a_counter_draws_its_progress_in_each_of_the_spec_styles() {
        for (style, element) in [
            (
                "loading",
                "<progress class=\"sw-meter sw-meter--loading\" max=\"100\" value=\"70\"",
            ),
            (
                "bordered",
                "<progress class=\"sw-meter sw-meter--bordered\"",
            ),
            (
                "sections",
                "<progress class=\"sw-meter sw-meter--sections\"",
            ),
            (
                "circle",
                "<div class=\"sw-dial sw-dial--circle\" role=\"progressbar\" aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"70\"",
            ),
            (
                "filledCircle",
                "<div class=\"sw-dial sw-dial--filledCircle\"",
            ),
            ("halfCircle", "<div class=\"sw-dial sw-dial--halfCircle\""),
            ("pieCircle", "<div class=\"sw-dial sw-dial--pieCircle\""),
            ("bogus", "<progress class=\"sw-meter sw-meter--loading\""),
        ] {
            let html = render(
                json!({"type": "shop", "blocks": [{"id": "c", "type": "conversion_tools",
                "settings": {"view": "counter", "progressBarStyle": style, "progressBarValue": 70}}]}),
            );
            assert!(html.contains(element), "{style}");
            assert!(
                html.contains("<p class=\"sw-count__value\">70 %</p>"),
                "{style}"
            );
            assert_eq!(
                html.contains(".sw-b0 .sw-dial{--sw-v:70%}"),
                element.starts_with("<div"),
                "{style}"
            );
        }
    }

    #[test]
    fn the_header_switches_the_language_and_leads_to_cancelling() {
        let doc = json!({"type": "shop", "blocks": [{"id": "h", "type": "header",
            "settings": {"languageSwitcher": true, "showCancelSubscription": true}}]});
        let mut input = sample_input(&doc, Language::De);
        input.view = View::Shop {
            path: Some("kurse".into()),
            category: Some(2),
        };
        let html = render_page(&input).unwrap();
        assert!(html.contains("<nav class=\"sw-langs\" aria-label=\"Sprache\"><ul><li><a href=\"/v1/shop/language/de?to=/s/anna/kurse%3Fcategory%3D2\" hreflang=\"de\" lang=\"de\" aria-current=\"true\">Deutsch</a></li><li><a href=\"/v1/shop/language/en?to=/s/anna/kurse%3Fcategory%3D2\" hreflang=\"en\" lang=\"en\">English</a></li></ul></nav>"), "{html}");
        assert!(html.contains("<a class=\"sw-cancel\" href=\"/payer/s/anna\">Abo kündigen</a>"));
        // neither without its setting
        let plain = render_page(&sample_input(
            &json!({"type": "shop", "blocks": [{"id": "h", "type": "header"}]}),
            Language::En,
        ))
        .unwrap();
        assert!(!plain.contains("sw-langs\"") && !plain.contains("sw-cancel\""));
        assert_eq!(
            blocks::language_href("en", "/v/anna/club?category=3&x=<"),
            "/v1/shop/language/en?to=/v/anna/club%3Fcategory%3D3%26x%3D%3C"
        );
    }

    #[test]
    fn landing_pages_live_at_their_kinds_address_and_filter_by_category() {
        for (landing, path, want) in [
            (Landing::Membership, "club", "/v/anna/club"),
            (Landing::Membership, "", "/v/anna"),
            (Landing::Course, "basics", "/s/anna/course/basics"),
            (Landing::Affiliate, "", "/s/anna/affiliate"),
        ] {
            assert_eq!(Landing::of(landing.page_type()), Some(landing));
            let doc = json!({"type": landing.page_type(), "blocks": [
                {"id": "a", "type": "affiliate"},
                {"id": "p", "type": "popular_products", "settings": {"titleText": "Popular"}}]});
            let mut input = sample_input(&doc, Language::En);
            input.view = View::Landing {
                landing,
                path: path.into(),
                category: None,
            };
            let html = render_page(&input).unwrap();
            assert!(
                html.contains(&format!(
                    "<link rel=\"canonical\" href=\"{SAMPLE_ORIGIN}{want}\">"
                )),
                "{want}: {}",
                &html[..html.find("</head>").unwrap()]
            );
        }
        assert_eq!(Landing::of(PageType::Shop), None);
        assert_eq!(
            page_address(PageType::Course, "anna", "x").as_deref(),
            Some("/s/anna/course/x")
        );
        assert_eq!(
            page_address(PageType::Shop, "anna", "").as_deref(),
            Some("/s/anna")
        );
        assert_eq!(page_address(PageType::ThankYouPage, "anna", ""), None);
        assert_eq!(Landing::of(PageType::Funnel), None);
        // a membership page's product list: membership products, its
        // categories link to the page itself
        let doc = json!({"type": "membership", "blocks": [{"id": "m", "type": "membership_products", "settings": {"categoriesView": "tabs"}}]});
        let mut input = shop_input(doc);
        input.view = View::Landing {
            landing: Landing::Membership,
            path: "club".into(),
            category: Some(2),
        };
        let html = render_page(&input).unwrap();
        assert!(
            html.contains("href=\"/v/anna/club?category=2\" aria-current=\"page\""),
            "{html}"
        );
    }

    #[test]
    fn a_bundle_page_lists_its_items_and_a_sold_out_product_has_no_pay_link() {
        let doc = default_page(PageType::ShopProduct);
        let mut input = sample_input(&doc, Language::En);
        let mut bundle = input.products[0].clone();
        bundle.form = "bundle".into();
        bundle.name = "Everything".into();
        let items = vec![input.products[1].clone(), input.products[3].clone()];
        input.view = View::Bundle {
            product: ProductDetail {
                card: bundle,
                description: String::new(),
                curriculum: Vec::new(),
            },
            items,
        };
        let html = render_page(&input).unwrap();
        assert!(
            html.contains(
                "<link rel=\"canonical\" href=\"http://127.0.0.1:8787/s/anna/bundle/1\">"
            )
        );
        assert!(html.contains("\"@type\":\"Product\""));
        assert!(html.contains("<h2>Included in this bundle</h2>"));
        assert!(html.contains("href=\"/s/anna/products/2\">The &lt;Club&gt; &amp; friends</a>"));
        // Product 4 is sold out: a badge, never its payment page.
        assert!(html.contains("Free checklist</a></h3><p class=\"sw-card__summary\">A one-page checklist.</p><div class=\"sw-card__foot\"><span class=\"sw-badge\">Sold out</span>"));
        assert!(!html.contains("/s/anna/products/4/pay"));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(500))]
        /// Any text or number in any setting of any block: a page or
        /// problems, never a panic, and never markup from the text.
        #[test]
        fn never_panics_and_text_stays_text(
            kind in proptest::sample::select(all_block_types()),
            key in proptest::sample::select(vec!["titleText", "content", "url", "link", "buttonText", "view", "endsAt", "image", "backgroundImage", "productId", "itemsPerPage", "paddingTop", "height", "fields", "items", "menuList", "socials", "buttonType"]),
            text in ".{0,40}",
            n in 0u64..2_000,
        ) {
            let type_name = serde_json::to_value(kind).unwrap();
            for value in [json!(text.clone()), json!(n), json!({"desktop": n, "phone": text.clone()}), json!([{"key": text.clone(), "name": text.clone(), "url": text.clone(), "text": text.clone()}])] {
                let doc = json!({"type": "shop", "blocks": [{"id": "a", "type": type_name.clone(), "settings": {key: value}}]});
                let mut input = shop_input(doc);
                if let Ok(html) = render_page(&input) {
                    proptest::prop_assert!(!html.contains("<script>"));
                }
                input.view = sample_input(&json!({"type": "shopProduct"}), Language::De).view;
                let _ = render_page(&input);
            }
        }
    }

    #[test]
    fn a_page_with_problems_is_not_rendered() {
        let input =
            shop_input(json!({"type": "shop", "blocks": [{"id": "x", "type": "thank_you_page"}]}));
        assert_eq!(
            render_page(&input).unwrap_err(),
            vec![Problem::new("blocks.0.type", "block_not_allowed_on_page")]
        );
    }

    #[test]
    fn default_pages_render_a_hero_from_the_shop() {
        let input = shop_input(default_page(PageType::Shop));
        let html = render_page(&input).unwrap();
        assert!(html.contains("<h1>Anna&#39;s Photo School</h1>"));
        assert!(html.contains("/s/anna/document/imprint"));
    }
}
