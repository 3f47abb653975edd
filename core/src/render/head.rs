//! The document's head: title, description, canonical link, Open Graph and,
//! on product and bundle pages, schema.org `Product` data as JSON-LD.

use serde_json::{Value, json};

use super::html::Html;
use super::words::{self, price_words};
use super::{Image, PageInput, ProductCard, View};

/// An address made absolute with the page's origin (a path gets it put in
/// front; an absolute URL stays).
pub(crate) fn absolute(origin: &str, url: &str) -> String {
    if url.starts_with('/') && !url.starts_with("//") {
        format!("{}{url}", origin.trim_end_matches('/'))
    } else {
        url.to_owned()
    }
}

/// The first `max` characters of a text on one line.
fn clip(text: &str, max: usize) -> String {
    let line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if line.chars().count() <= max {
        line
    } else {
        let mut cut: String = line.chars().take(max.saturating_sub(1)).collect();
        cut = cut.trim_end().to_owned();
        cut.push('…');
        cut
    }
}

/// The page's title, description and image.
pub(crate) fn facts(input: &PageInput) -> (String, String, Option<&Image>) {
    let shop = &input.shop;
    let w = words::words(input.locale);
    let shop_desc = shop
        .description
        .as_deref()
        .filter(|d| !d.trim().is_empty())
        .unwrap_or(&shop.display_name);
    match &input.view {
        View::Shop { .. } | View::Landing { .. } => (
            shop.display_name.clone(),
            clip(shop_desc, 160),
            shop.logo.as_ref(),
        ),
        View::Product { product } | View::Bundle { product, .. } => {
            let card = &product.card;
            let desc = if card.summary.trim().is_empty() {
                &product.description
            } else {
                &card.summary
            };
            (
                format!("{} – {}", card.name, shop.display_name),
                clip(
                    if desc.trim().is_empty() {
                        shop_desc
                    } else {
                        desc
                    },
                    160,
                ),
                card.cover.as_ref().or(shop.logo.as_ref()),
            )
        }
        View::ThankYou { order } => (
            format!("{} – {}", w.thanks, shop.display_name),
            clip(&order.product_name, 160),
            shop.logo.as_ref(),
        ),
        View::Funnel { offer } => (
            format!("{} – {}", w.offer, shop.display_name),
            clip(&offer.product.name, 160),
            shop.logo.as_ref(),
        ),
    }
}

/// `<head>` from `<head>` to `</head>`, with `css` as its one style element.
/// `first_image`, the body's first (eager) image, is preloaded at the top:
/// on a slow line the browser asks for it before the head's style (about
/// 13 KB, some 70 ms on slow 4G) has arrived, not when the parser reaches
/// the `<img>`; it is most often the page's largest contentful paint (a
/// cover).
pub(crate) fn head(h: &mut Html, input: &PageInput, css: &str, first_image: Option<&str>) {
    let (title, description, image) = facts(input);
    let url = absolute(&input.origin, &input.path());
    h.raw("<head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">");
    if let Some(src) = first_image.and_then(super::html::safe_url) {
        h.raw("<link rel=\"preload\" as=\"image\"")
            .attr("href", src)
            .raw(" fetchpriority=\"high\">");
    }
    h.raw("<title>")
        .text(&title)
        .raw("</title><meta name=\"description\"")
        .attr("content", &description)
        .raw(">");
    if let View::ThankYou { order } = &input.view {
        h.raw("<meta name=\"robots\" content=\"noindex\">");
        if !order.paid && order.state == "pending" {
            h.raw("<meta http-equiv=\"refresh\" content=\"3\">");
        }
    }
    if let View::Funnel { .. } = &input.view {
        h.raw("<meta name=\"robots\" content=\"noindex\">");
    }
    if super::html::safe_url(&url).is_some() {
        h.raw("<link rel=\"canonical\"").attr("href", &url).raw(">");
    }
    let kind = match input.view {
        View::Product { .. } | View::Bundle { .. } => "product",
        _ => "website",
    };
    h.raw("<meta property=\"og:type\"")
        .attr("content", kind)
        .raw(">");
    h.raw("<meta property=\"og:site_name\"")
        .attr("content", &input.shop.display_name)
        .raw(">");
    h.raw("<meta property=\"og:title\"")
        .attr("content", &title)
        .raw(">");
    h.raw("<meta property=\"og:description\"")
        .attr("content", &description)
        .raw(">");
    h.raw("<meta property=\"og:url\"");
    h.url_attr("content", &url);
    h.raw(">");
    if let Some(img) = image {
        let src = absolute(&input.origin, &img.url);
        if super::html::safe_url(&src).is_some() {
            h.raw("<meta property=\"og:image\"")
                .attr("content", &src)
                .raw(">");
            if !img.alt.is_empty() {
                h.raw("<meta property=\"og:image:alt\"")
                    .attr("content", &img.alt)
                    .raw(">");
            }
        }
    }
    h.raw("<meta name=\"twitter:card\"")
        .attr(
            "content",
            if image.is_some() {
                "summary_large_image"
            } else {
                "summary"
            },
        )
        .raw(">");
    if let View::Product { product } | View::Bundle { product, .. } = &input.view {
        h.raw("<script type=\"application/ld+json\">")
            .script_json(&product_ld(input, &product.card, &product.description))
            .raw("</script>");
    }
    h.raw("<style>").css(css).raw("</style></head>");
}

/// schema.org `Product` with one `Offer` per plan whose price reads.
fn product_ld(input: &PageInput, card: &ProductCard, description: &str) -> Value {
    let url = absolute(&input.origin, &input.product_url(card));
    let offers: Vec<Value> = card
        .plans
        .iter()
        .filter_map(|plan| {
            let words = price_words(&plan.terms, input.locale)?;
            Some(json!({
                "@type": "Offer",
                "name": plan.name,
                "price": words.amount,
                "priceCurrency": words.currency,
                "availability": if card.sold_out { "https://schema.org/SoldOut" } else { "https://schema.org/InStock" },
                "url": input.pay_url(card, Some(plan.id)).map(|u| absolute(&input.origin, &u)),
            }))
        })
        .collect();
    let desc = if description.trim().is_empty() {
        &card.summary
    } else {
        description
    };
    let mut ld = json!({
        "@context": "https://schema.org",
        "@type": "Product",
        "name": card.name,
        "description": clip(desc, 5000),
        "url": url,
        "brand": {"@type": "Brand", "name": input.shop.display_name},
        "offers": offers,
    });
    if let (Some(img), Some(obj)) = (&card.cover, ld.as_object_mut()) {
        obj.insert(
            "image".into(),
            Value::String(absolute(&input.origin, &img.url)),
        );
    }
    ld
}
