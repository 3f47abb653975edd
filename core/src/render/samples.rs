//! Documents covering every block type and every setting, with the data a
//! page shows. The parity test publishes each document through the edge
//! and renders its `render_input` in the browser; the example
//! `render_samples` writes them as files to look at.

use serde_json::{Value, json};

use super::{
    Assets, Category, Image, PageInput, PlanCard, ProductCard, ProductDetail, Shop, ThankYouOrder,
    Theme, View,
};
use crate::builder::PageType;
use crate::ids::{PlanId, ProductId};
use crate::language::Language;
use crate::pricing::{PlanKind, PlanTerms};

/// The origin of the sample inputs.
pub const SAMPLE_ORIGIN: &str = "http://127.0.0.1:8787";

/// Every style setting a block shares, with per-breakpoint values.
fn styled(extra: &Value) -> Value {
    let mut s = json!({
        "backgroundColor": "#FFF8E1", "transparency": {"desktop": 0, "phone": 20},
        "paddingTop": {"desktop": 48, "tablet": 32, "phone": 24}, "paddingBottom": 40,
        "paddingLeft": {"phone": 4}, "paddingRight": {"phone": 4}, "paddingUnits": {"desktop": "px", "phone": "%"},
        "width": {"desktop": 90, "phone": 100}, "maxWidth": 960,
        "horizontalAlignment": {"desktop": "center", "phone": "left"}, "verticalAlignment": "center",
        "color": "#3E2723", "size": {"desktop": 18, "phone": 16}, "style": "normal", "font": "Reg",
        "customClassName": "promo wide/"
    });
    if let (Some(map), Some(more)) = (s.as_object_mut(), extra.as_object()) {
        for (k, v) in more {
            map.insert(k.clone(), v.clone());
        }
    }
    s
}

fn menu() -> Value {
    json!([
        {"id": "m1", "name": "Start", "url": "/s/anna", "linkType": "page"},
        {"id": "m2", "name": "Courses & \"more\"", "url": "courses", "linkType": "page", "submenu": [
            {"id": "m21", "name": "Photography", "url": "https://example.com/photo?a=1&b=2", "linkType": "external"},
            {"id": "m22", "name": "Not <b>linked</b>", "url": "ftp://example.com/x", "linkType": "external"}
        ]},
        {"id": "m3", "name": "About", "url": "#about", "linkType": "anchor"}
    ])
}

fn socials() -> Value {
    json!({"website": "https://anna.example", "instagram": "https://instagram.com/anna",
           "youtube": "https://youtube.com/@anna", "tiktok": "tel:+49301234", "linkedin": "https://linkedin.com/in/anna"})
}

/// The sample documents: every block type of [`crate::builder::BlockType`]
/// and every setting the renderer reads, in valid documents.
pub fn samples() -> Vec<Value> {
    let image = json!({"url": "https://images.example/banner.jpg", "width": 1920, "height": 1080, "alt": "A desk with a camera"});
    vec![
        // 1. The header, the hero and the media blocks.
        json!({"type": "shop", "blocks": [
            {"id": "header", "type": "header", "settings": {
                "logo": {"url": "/media/logo.png", "width": 200, "height": 200}, "altText": "Anna's logo",
                "menuList": menu(), "socials": socials(), "stickyHeader": true,
                "paddingTop": {"desktop": 16, "phone": 8}, "backgroundColor": "#ffffff",
                "languageSwitcher": false, "myAccountSwitcher": true, "sharingOptions": true}},
            {"id": "hero", "type": "banner", "settings": styled(&json!({
                "titleText": "Learn photography <b>today</b>", "additionalText": "Two lines\nof \"text\" & more.\n\nA second paragraph.",
                "showButton": true, "buttonText": "See the courses", "buttonLink": "#products",
                "colorOverlay": "#1A237E", "backgroundImage": image.clone(), "color": "#FFFFFF"}))},
            {"id": "about", "type": "text", "settings": styled(&json!({
                "titleText": "About me", "content": "I teach <b>photography</b> since 2010.\nEvery week.\n\nQuotes: \" ' and ampersands &amp; stay text."}))},
            {"id": "gap1", "type": "gap", "settings": {"height": {"desktop": 48, "tablet": 24, "phone": 8}}},
            {"id": "pic", "type": "picture", "settings": styled(&json!({
                "image": {"url": "https://images.example/pic.jpg", "width": 1200, "height": 800, "alt": "A lake"},
                "link": "https://example.com", "caption": "Lake Constance"}))},
            {"id": "pic2", "type": "picture", "settings": {"url": "/media/plain.png", "altText": "A plain picture"}},
            {"id": "audio", "type": "audio_player", "settings": {"url": "https://cdn.example/intro.mp3", "title": "Intro episode"}},
            {"id": "yt", "type": "video", "settings": {"url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "title": "Trailer", "playbarDisabled": true}},
            {"id": "vimeo", "type": "video", "settings": {"url": "https://vimeo.com/76979871", "playerColor": "#FF5722"}},
            {"id": "mp4", "type": "video", "settings": {"url": "https://cdn.example/clip.mp4"}},
            {"id": "other", "type": "video", "settings": {"url": "https://videos.example/watch/1"}},
            {"id": "file", "type": "file", "settings": {"url": "https://cdn.example/workbook.zip", "fileName": "Workbook.zip"}},
            {"id": "pdf", "type": "file_pdf", "settings": {"url": "https://cdn.example/guide.pdf", "fileName": "Guide", "downloadFile": "display"}},
            {"id": "pdf2", "type": "file_pdf", "settings": {"url": "https://cdn.example/guide2.pdf", "downloadFile": "hide"}},
            {"id": "footer", "type": "footer", "settings": {"menuList": menu(), "socialsTitle": "Follow me", "socialsIsShown": true, "socials": socials()}}
        ]}),
        // 2. Buttons of every type and look.
        json!({"type": "shop", "blocks": [
            {"id": "b-buy", "type": "button", "settings": {"buttonType": "buy", "buttonText": "Buy the course", "paymentOptions": "autopay",
                "buttonColor": "#FFC107", "buttonTextColor": "#000000", "buttonFont": "Black", "buttonSize": 20,
                "buttonViewStyle": "filled", "radius": 22, "buttonAnimation": "coloredShadow", "buttonWidth": 240, "minHeight": 56}},
            {"id": "b-checkout", "type": "button", "settings": {"buttonType": "buy", "paymentOptions": "checkout", "buttonViewStyle": "outlined", "buttonAnimation": "fillOutlineSwitch"}},
            {"id": "b-details", "type": "button", "settings": {"buttonType": "details", "buttonAnimation": "swing"}},
            {"id": "b-custom", "type": "button", "settings": {"buttonType": "customLink", "link": "https://example.com/a?b=1&c=2", "buttonText": "Custom", "buttonAnimation": "shadow"}},
            {"id": "b-individual", "type": "button", "settings": {"buttonType": "individualLink", "link": "https://example.com/me", "buttonAnimation": "stretching"}},
            {"id": "b-download", "type": "button", "settings": {"buttonType": "downloadFile", "fileUrl": "/media/file.pdf", "buttonAnimation": "increasing"}},
            {"id": "b-lesson", "type": "button", "settings": {"buttonType": "lessonLink", "lessonUrl": "/payer/s/anna/courses/1", "buttonAnimation": "bordering"}},
            {"id": "b-bad", "type": "button", "settings": {"buttonType": "customLink", "link": "data:text/plain,hi", "buttonText": "Nowhere", "buttonAnimation": "transparency"}},
            {"id": "b-none", "type": "button", "settings": {"buttonType": "customLink", "buttonAnimation": "noAnimation", "horizontalAlignment": "right"}}
        ]}),
        // 3. Product lists in every view, categories, forms and tools.
        json!({"type": "shop", "blocks": [
            {"id": "grid", "type": "seller_products", "settings": styled(&json!({"titleText": "All products", "view": "grid", "itemsPerPage": 2,
                "sortKey": "position", "sortDir": "asc", "showAllProducts": true, "categoriesView": "tabs", "showPrice": true, "buttonText": "Get it"}))},
            {"id": "list", "type": "seller_products", "settings": {"view": "list", "sortKey": "created_at", "sortDir": "desc", "categoriesView": "dropdown", "paymentOptions": "autopay"}},
            {"id": "slider", "type": "seller_products", "settings": {"view": "slider", "itemsPerSlide": 2, "showAllProducts": false, "productIds": [1, 3], "showButton": false}},
            {"id": "buttons", "type": "seller_products", "settings": {"view": "button", "showPrice": true}},
            {"id": "text", "type": "seller_products", "settings": {"view": "text", "showPrice": false}},
            {"id": "popular", "type": "popular_products", "settings": {"titleText": "Popular", "itemsPerSlide": 3, "showPrice": true}},
            {"id": "popular2", "type": "popular_products", "settings": {"view": "grid", "productIds": [3, 1]}},
            {"id": "quotes", "type": "testimonials", "settings": {"titleText": "Buyers say", "items": [
                {"id": "t1", "avatar": "https://images.example/a.jpg", "fullName": "Ben", "text": "Great <em>course</em>!"},
                {"id": "t2", "fullName": "Clara", "text": "Loved it.\nWould buy again."},
                {"id": "t3", "fullName": "Empty", "text": ""}]}},
            {"id": "contact", "type": "contact_form", "settings": {"formName": "questions", "titleText": "Ask me", "descriptionText": "I answer within a day."}},
            {"id": "contact2", "type": "contact_form", "settings": {"fields": [
                {"key": "email", "required": true}, {"key": "birthday"}, {"key": "street"}, {"key": "zip"}, {"key": "country_code"},
                {"key": "phone"}, {"key": "custom", "label": "Your topic", "type": "text"}, {"key": "custom", "type": "textarea", "required": true}, {"key": "unknown"}],
                "buttonText": "Send it", "buttonColor": "#2E7D32"}},
            {"id": "count", "type": "conversion_tools", "settings": {"view": "countdown", "countdownType": "date", "endsAt": "2026-12-24T18:00:00Z",
                "countdownUnits": ["seconds", "days", "hours", "minutes", "bogus"], "countingDirection": "down", "countdownStep": 1,
                "titleText": "Christmas sale", "text": "Until Christmas Eve.", "openModalAfter": true, "imageStyle": "smallImage",
                "image": {"url": "https://images.example/gift.png", "width": 160, "height": 160}}},
            {"id": "counter", "type": "conversion_tools", "settings": {"view": "counter", "progressBarStyle": "sections", "progressBarValue": 70, "countingDirection": "up", "countdownStep": 5}},
            {"id": "partner", "type": "affiliate", "settings": {"programName": "Anna's partners", "commission": "30 %", "cookiesDays": 90,
                "text": "Recommend my courses.", "buttonLink": "/users/sign_up", "buttonText": "Join"}}
        ]}),
        // 4. A product page.
        json!({"type": "shopProduct", "blocks": [
            {"id": "header", "type": "header", "settings": {}},
            {"id": "product", "type": "product", "settings": styled(&json!({"buttonText": "Buy", "paymentOptions": "checkout"}))},
            {"id": "buy", "type": "button", "settings": {"buttonType": "buy", "paymentOptions": "autopay"}},
            {"id": "footer", "type": "footer", "settings": {}}
        ]}),
        // 5. The thank-you page.
        json!({"type": "thankYouPage", "blocks": [
            {"id": "thanks", "type": "thank_you_page", "settings": {"title": "Thank you, <friend>!", "text": "Your download is on its way."}},
            {"id": "more", "type": "seller_products", "settings": {"titleText": "You may also like", "view": "grid", "itemsPerPage": 3}}
        ]}),
        // 6. A membership page and a funnel page.
        json!({"type": "membership", "blocks": [
            {"id": "members", "type": "membership_products", "settings": {"view": "list"}},
            {"id": "aff", "type": "affiliate", "settings": {}}
        ]}),
        json!({"type": "funnel", "blocks": [
            {"id": "offer", "type": "funnel", "settings": {"titleText": "Add the workbook", "text": "Only now.", "productId": 3, "declineLink": "/s/anna"}},
            {"id": "fp", "type": "funnel_product", "settings": {"productId": 1, "buttonText": "Add it"}}
        ]}),
        // 8. A course page (no header or footer) and an affiliate program's page.
        json!({"type": "course", "blocks": [
            {"id": "intro", "type": "banner", "settings": {"titleText": "Photography basics", "additionalText": "Twelve lessons, at your pace."}},
            {"id": "what", "type": "text", "settings": {"text": "You learn light, composition and editing."}},
            {"id": "clip", "type": "video", "settings": {"url": "https://cdn.example/trailer.mp4", "title": "Trailer"}},
            {"id": "buy", "type": "button", "settings": {"buttonType": "buy", "buttonText": "Start the course"}},
            {"id": "members", "type": "membership_products", "settings": {"titleText": "Also in the club", "view": "grid"}}
        ]}),
        json!({"type": "affiliate", "blocks": [
            {"id": "program", "type": "affiliate", "settings": {"programName": "Anna's partners", "commission": "25 %", "cookiesDays": 60,
                "text": "Earn with every course you recommend.", "buttonLink": "/users/sign_up", "buttonText": "Become a partner"}},
            {"id": "why", "type": "text", "settings": {"text": "Paid monthly. No minimum."}},
            {"id": "popular", "type": "popular_products", "settings": {"titleText": "What you recommend", "showPrice": true}}
        ]}),
    ]
}

fn terms(kind: PlanKind, f: impl FnOnce(&mut PlanTerms)) -> PlanTerms {
    let mut t = PlanTerms {
        kind: Some(kind),
        currency: "eur".into(),
        ..PlanTerms::default()
    };
    f(&mut t);
    t
}

fn id<T: TryFrom<i64>>(n: i64) -> Option<T> {
    T::try_from(n).ok()
}

/// The sample shop's products (ids 1 to 4).
#[allow(clippy::too_many_lines)] // four products with their plans
fn sample_products() -> Vec<ProductCard> {
    let plan = |pid: i64, name: &str, t: PlanTerms| {
        id::<PlanId>(pid).map(|id| PlanCard {
            id,
            name: name.into(),
            terms: t,
        })
    };
    let product = |n: i64,
                   form: &str,
                   name: &str,
                   summary: &str,
                   cover: bool,
                   plans: Vec<Option<PlanCard>>,
                   cats: Vec<i64>,
                   purchases: i64| {
        Some(ProductCard {
            id: id::<ProductId>(n)?,
            form: form.into(),
            name: name.into(),
            summary: summary.into(),
            cover: cover.then(|| Image {
                url: format!("https://images.example/cover-{n}.jpg"),
                width: 600,
                height: 600,
                alt: String::new(),
            }),
            // the first product has the page-sized square, the third only
            // its original (uploaded before the variant existed)
            cover_page: (cover && n == 1).then(|| Image {
                url: format!("https://images.example/cover-{n}-s400.webp"),
                width: 400,
                height: 400,
                alt: String::new(),
            }),
            plans: plans.into_iter().flatten().collect(),
            category_ids: cats,
            position: n,
            created_at: format!("2026-0{n}-01T10:00:00Z"),
            purchases,
            sold_out: n == 4,
        })
    };
    [
        product(
            1,
            "course",
            "Photography basics",
            "Twelve lessons from the first photo to the print.",
            true,
            vec![
                plan(
                    11,
                    "Once",
                    terms(PlanKind::OneTime, |t| t.price = Some("49".into())),
                ),
                plan(
                    12,
                    "In three parts",
                    terms(PlanKind::Installment, |t| {
                        t.first_amount = Some("17".into());
                        t.next_amount = Some("17".into());
                        t.payments_count = Some(3);
                        t.interval = Some("1m".into());
                    }),
                ),
            ],
            vec![1],
            40,
        ),
        product(
            2,
            "membership",
            "The <Club> & friends",
            "Monthly \"live\" sessions.",
            false,
            vec![plan(
                21,
                "",
                terms(PlanKind::Subscription, |t| {
                    t.first_amount = Some("19".into());
                    t.next_amount = Some("19".into());
                    t.interval = Some("1m".into());
                    t.trial_period = Some("14d".into());
                    t.trial_amount = Some("0".into());
                }),
            )],
            vec![2],
            12,
        ),
        product(
            3,
            "download",
            "Lightroom presets",
            "",
            true,
            vec![plan(
                31,
                "",
                terms(PlanKind::OneTime, |t| {
                    t.price = Some("9".into());
                    t.pay_what_you_want = true;
                }),
            )],
            vec![1, 2],
            90,
        ),
        product(
            4,
            "download",
            "Free checklist",
            "A one-page checklist.",
            false,
            vec![plan(
                41,
                "",
                terms(PlanKind::OneTime, |t| t.price = Some("0".into())),
            )],
            vec![],
            5,
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The page input of a sample document, in `language`: the sample shop,
/// its products and categories, and the view the document's type belongs
/// to (a product page shows product 1, a thank-you page a paid order).
pub fn sample_input(page: &Value, language: Language) -> PageInput {
    let products = sample_products();
    let kind: Option<PageType> = page
        .get("type")
        .cloned()
        .and_then(|t| serde_json::from_value(t).ok());
    let detail =
        products.first().cloned().map(|card| ProductDetail {
            card,
            description:
                "What you learn:\n- light\n- composition <b>and</b> \"quotes\"\n\nFor beginners."
                    .into(),
            curriculum: Vec::new(),
        });
    let view = match (kind, detail) {
        (Some(PageType::ShopProduct), Some(product)) => View::Product { product },
        (Some(PageType::ThankYouPage), _) => View::ThankYou {
            order: ThankYouOrder {
                token: "ord_Ab12".into(),
                product_name: "Photography basics".into(),
                state: "paid".into(),
                paid: true,
                total: "49.00".into(),
                currency: "eur".into(),
                manage_url: "/s/anna/payment/ord_Ab12/manage".into(),
                message: Some("See you in the first lesson!".into()),
            },
        },
        (Some(page), _) if let Some(landing) = super::Landing::of(page) => View::Landing {
            landing,
            path: "sample".into(),
            category: None,
        },
        _ => View::Shop {
            path: Some("sample".into()),
            category: Some(1),
        },
    };
    PageInput {
        page: page.clone(),
        shop: Shop {
            username: "anna".into(),
            display_name: "Anna's Photo School".into(),
            description: Some(
                "Photography courses for beginners, \"from zero\" to <great>.".into(),
            ),
            logo: None,
            vat_note: None,
        },
        products,
        categories: vec![
            Category {
                id: 1,
                title: "Courses".into(),
                description: String::new(),
                color: Some("#1565c0".into()),
                hidden: false,
                position: 1,
                parent_id: None,
                product_ids: vec![],
            },
            Category {
                id: 2,
                title: "Extras & more".into(),
                description: String::new(),
                color: None,
                hidden: false,
                position: 2,
                parent_id: None,
                product_ids: vec![],
            },
            Category {
                id: 3,
                title: "Hidden".into(),
                description: String::new(),
                color: None,
                hidden: true,
                position: 3,
                parent_id: None,
                product_ids: vec![],
            },
        ],
        theme: Theme::default(),
        view,
        locale: language,
        origin: SAMPLE_ORIGIN.into(),
        assets: Assets {
            islands: "/islands/".into(),
            version: "test".into(),
        },
        tracking: None,
    }
}
