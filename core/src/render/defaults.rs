//! The default documents: what a shop shows before its seller builds a
//! page (and what the editor starts from).

use serde_json::{Value, json};

use crate::builder::PageType;

/// A good default document of a page type: the shop's brand header, a hero
/// with the shop's name and description, its products in a grid with the
/// categories as tabs, the footer with the legal links; a product page's
/// product; the thank-you block with more of the shop's products; a funnel step's
/// headline and its offer.
pub fn default_page(page: PageType) -> Value {
    let header = json!({"id": "header", "type": "header", "settings": {}});
    let footer = json!({"id": "footer", "type": "footer", "settings": {}});
    let hero = json!({"id": "hero", "type": "banner", "settings": {
        "useShopInfo": true, "paddingTop": {"desktop": 72, "phone": 40},
        "paddingBottom": {"desktop": 72, "phone": 40}
    }});
    let products = |kind: &str| {
        json!({"id": "products", "type": kind, "settings": {
            "view": "grid", "itemsPerPage": 12, "sortKey": "position", "sortDir": "asc",
            "showAllProducts": true, "categoriesView": "tabs", "showPrice": true
        }})
    };
    let blocks = match page {
        PageType::Shop => vec![header, hero, products("seller_products"), footer],
        PageType::ShopProduct => vec![
            header,
            json!({"id": "product", "type": "product", "settings": {}}),
            footer,
        ],
        PageType::ThankYouPage => vec![
            json!({"id": "thanks", "type": "thank_you_page", "settings": {}}),
            json!({"id": "more", "type": "seller_products", "settings": {
                "view": "slider", "itemsPerSlide": 3, "showPrice": true
            }}),
        ],
        PageType::Membership => vec![header, hero, products("membership_products"), footer],
        PageType::Course => vec![products("membership_products")],
        PageType::Funnel => vec![
            json!({"id": "offer", "type": "funnel", "settings": {}}),
            json!({"id": "product", "type": "funnel_product", "settings": {}}),
        ],
        PageType::Affiliate => vec![
            json!({"id": "program", "type": "affiliate", "settings": {}}),
            footer,
        ],
    };
    json!({"type": page, "blocks": blocks})
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::validate_page;

    #[test]
    fn every_default_page_validates() {
        for page in PageType::ALL {
            assert_eq!(validate_page(&default_page(page)), Ok(()), "{page:?}");
        }
    }
}
