//! The page builder's templates (issue 30): designed pages a seller may
//! publish as they are, a few per page type, in English and German, filled
//! from the seller's own products (their ids and names; prices are shown
//! live by the product blocks, so a later price change never leaves a stale
//! price in a template's text). The renderer's samples
//! ([`super::samples`]) stay test fixtures and are not offered.
//!
//! Decisions: a template names only the seller's real products and shop;
//! its texts promise nothing a seller might not offer (no testimonials,
//! no payment methods, no refund terms); it links nowhere outside the shop.
//! Without products of the kind a template features (a course for the
//! course sales page), the template falls back to the seller's first
//! product, and without any product it still validates and renders (the
//! blocks show their empty state).

use serde::Serialize;
use serde_json::{Value, json};

use crate::builder::PageType;
use crate::language::Language;

/// One of the seller's products as a template is filled from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateProduct {
    pub id: i64,
    /// The product's form (`course`, `membership`, `download`, …).
    pub form: String,
    pub name: String,
    /// Its short description ('' when it has none).
    pub summary: String,
}

/// A template: its key (stable, for tests and links), its name and what
/// it is for in the seller's language, and the document.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PageTemplate {
    pub key: String,
    pub name: String,
    pub description: String,
    /// core's builder document `{type, blocks}`.
    pub document: Value,
}

/// The texts of the templates in one language.
struct Words {
    en: bool,
}

impl Words {
    fn pick(&self, en: &'static str, de: &'static str) -> &'static str {
        if self.en { en } else { de }
    }
}

/// The seller's first product of `form`, else the first product.
fn featured<'a>(products: &'a [TemplateProduct], form: &str) -> Option<&'a TemplateProduct> {
    products
        .iter()
        .find(|p| p.form == form)
        .or_else(|| products.first())
}

/// A calm section colour and a wide, airy padding.
fn section(extra: Value) -> Value {
    let mut s = json!({
        "paddingTop": {"desktop": 72, "phone": 40},
        "paddingBottom": {"desktop": 72, "phone": 40}
    });
    if let (Some(map), Value::Object(more)) = (s.as_object_mut(), extra) {
        map.extend(more);
    }
    s
}

/// Sets `key` of the settings object `settings`.
fn put(settings: &mut Value, key: &str, value: Value) {
    if let Some(map) = settings.as_object_mut() {
        map.insert(key.to_owned(), value);
    }
}

fn header() -> Value {
    json!({"id": "header", "type": "header", "settings": {"stickyHeader": true}})
}

fn footer() -> Value {
    json!({"id": "footer", "type": "footer", "settings": {}})
}

fn gap(id: &str) -> Value {
    json!({"id": id, "type": "gap", "settings": {"height": {"desktop": 24, "phone": 8}}})
}

/// The templates of `page`, in `language`, filled from `products` (the
/// seller's products a buyer may see, in the shop's order) and the shop's
/// name.
#[allow(clippy::too_many_lines)] // the templates are data
pub fn templates(
    page: PageType,
    language: Language,
    shop_name: &str,
    products: &[TemplateProduct],
) -> Vec<PageTemplate> {
    let w = Words {
        en: language == Language::En,
    };
    let t = |key: &str, name: &str, description: &str, blocks: Vec<Value>| PageTemplate {
        key: key.to_owned(),
        name: name.to_owned(),
        description: description.to_owned(),
        document: json!({"type": page, "blocks": blocks}),
    };
    let first_ids: Vec<i64> = products.iter().take(3).map(|p| p.id).collect();
    match page {
        PageType::Shop => {
            let star = featured(products, "course");
            let mut spotlight = vec![
                header(),
                json!({"id": "hero", "type": "banner", "settings": section(json!({
                    "useShopInfo": true, "showButton": true,
                    "buttonText": w.pick("See all products", "Alle Produkte ansehen"),
                    "buttonLink": "#products", "backgroundColor": "#F4F1EC",
                    "horizontalAlignment": "center"
                }))}),
            ];
            if let Some(p) = star {
                spotlight.push(json!({"id": "featured", "type": "popular_products", "settings": section(json!({
                    "titleText": w.pick("Featured", "Im Mittelpunkt"),
                    "view": "list", "productIds": [p.id], "showPrice": true
                }))}));
            }
            spotlight.extend([
                json!({"id": "products", "type": "seller_products", "settings": section(json!({
                    "titleText": w.pick("All products", "Alle Produkte"),
                    "view": "grid", "itemsPerPage": 12, "sortKey": "position", "sortDir": "asc",
                    "showAllProducts": true, "categoriesView": "tabs", "showPrice": true
                }))}),
                json!({"id": "how", "type": "text", "settings": section(json!({
                    "titleText": w.pick("How buying works", "So funktioniert der Kauf"),
                    "content": w.pick(
                        "Choose a product and pay securely online.\nRight after payment you receive an e-mail with everything you bought, and you find it again in your purchases at any time.",
                        "Wähle ein Produkt und bezahle sicher online.\nDirekt nach der Zahlung erhältst du eine E-Mail mit allem, was du gekauft hast, und findest es jederzeit in deinen Käufen wieder."),
                    "backgroundColor": "#F4F1EC", "horizontalAlignment": "center", "maxWidth": 760
                }))}),
                json!({"id": "contact", "type": "contact_form", "settings": section(json!({
                    "titleText": w.pick("Questions? Write to me", "Fragen? Schreib mir"),
                    "descriptionText": w.pick("I answer every message personally.", "Ich beantworte jede Nachricht persönlich.")
                }))}),
                footer(),
            ]);
            vec![
                t(
                    "shop-storefront",
                    w.pick("Storefront", "Schaufenster"),
                    w.pick(
                        "Your shop's name and description, then every product with its price, sorted by category.",
                        "Name und Beschreibung deines Shops, darunter alle Produkte mit Preis, nach Kategorien sortiert.",
                    ),
                    vec![
                        header(),
                        json!({"id": "hero", "type": "banner", "settings": section(json!({"useShopInfo": true}))}),
                        json!({"id": "products", "type": "seller_products", "settings": section(json!({
                            "titleText": w.pick("Products", "Produkte"),
                            "view": "grid", "itemsPerPage": 12, "sortKey": "position", "sortDir": "asc",
                            "showAllProducts": true, "categoriesView": "tabs", "showPrice": true
                        }))}),
                        footer(),
                    ],
                ),
                t(
                    "shop-spotlight",
                    w.pick("Spotlight", "Rampenlicht"),
                    w.pick(
                        "A welcome, your main product up front, all products, how buying works and a contact form.",
                        "Eine Begrüßung, dein wichtigstes Produkt vorne, alle Produkte, wie der Kauf abläuft, und ein Kontaktformular.",
                    ),
                    spotlight,
                ),
            ]
        }
        PageType::ShopProduct => vec![
            t(
                "product-classic",
                w.pick("Classic", "Klassisch"),
                w.pick(
                    "The product with its cover, price and description, between your header and footer.",
                    "Das Produkt mit Titelbild, Preis und Beschreibung, zwischen Kopf- und Fußzeile.",
                ),
                vec![
                    header(),
                    json!({"id": "product", "type": "product", "settings": section(json!({}))}),
                    footer(),
                ],
            ),
            t(
                "product-reassure",
                w.pick("With questions answered", "Mit Antworten auf Fragen"),
                w.pick(
                    "The product, then what happens after buying, more of your products and a contact form.",
                    "Das Produkt, danach was nach dem Kauf passiert, weitere Produkte und ein Kontaktformular.",
                ),
                vec![
                    header(),
                    json!({"id": "product", "type": "product", "settings": section(json!({}))}),
                    json!({"id": "after", "type": "text", "settings": section(json!({
                        "titleText": w.pick("After your purchase", "Nach deinem Kauf"),
                        "content": w.pick(
                            "You receive an e-mail with your access right after payment.\nEverything you bought stays in your purchases, so you can come back to it at any time.",
                            "Direkt nach der Zahlung erhältst du eine E-Mail mit deinem Zugang.\nAlles, was du gekauft hast, bleibt in deinen Käufen, sodass du jederzeit darauf zurückgreifen kannst."),
                        "backgroundColor": "#F4F1EC", "maxWidth": 760
                    }))}),
                    json!({"id": "more", "type": "popular_products", "settings": section(json!({
                        "titleText": w.pick("You may also like", "Das könnte dir auch gefallen"),
                        "showPrice": true
                    }))}),
                    json!({"id": "contact", "type": "contact_form", "settings": section(json!({
                        "titleText": w.pick("Any questions?", "Noch Fragen?"),
                        "descriptionText": w.pick("Write to me before you buy.", "Schreib mir vor dem Kauf.")
                    }))}),
                    footer(),
                ],
            ),
        ],
        PageType::ThankYouPage => vec![
            t(
                "thanks-warm",
                w.pick("Warm thanks", "Herzlicher Dank"),
                w.pick(
                    "A personal thank-you with the order's details, then three more of your products.",
                    "Ein persönlicher Dank mit den Angaben zur Bestellung, danach drei weitere deiner Produkte.",
                ),
                vec![
                    json!({"id": "thanks", "type": "thank_you_page", "settings": {
                        "title": w.pick("Thank you for your order!", "Vielen Dank für deine Bestellung!"),
                        "text": w.pick(
                            "It means a lot to me that you chose this.\nYou will receive an e-mail with everything you need in a moment.",
                            "Es freut mich sehr, dass du dich dafür entschieden hast.\nIn wenigen Augenblicken erhältst du eine E-Mail mit allem, was du brauchst.")
                    }}),
                    json!({"id": "more", "type": "seller_products", "settings": {
                        "titleText": w.pick("You may also like", "Das könnte dir auch gefallen"),
                        "view": "grid", "itemsPerPage": 3, "showPrice": true
                    }}),
                ],
            ),
            t(
                "thanks-simple",
                w.pick("Simple", "Schlicht"),
                w.pick(
                    "Only the thank-you and the order's details.",
                    "Nur der Dank und die Angaben zur Bestellung.",
                ),
                vec![json!({"id": "thanks", "type": "thank_you_page", "settings": {
                    "title": w.pick("Thank you!", "Danke!"),
                    "text": w.pick(
                        "Your order is confirmed. Check your inbox for the e-mail with your access.",
                        "Deine Bestellung ist bestätigt. In deinem Postfach findest du die E-Mail mit deinem Zugang.")
                }})],
            ),
        ],
        PageType::Membership => {
            let club = featured(products, "membership");
            let (title, text) = club.map_or_else(
                || (shop_name.to_owned(), String::new()),
                |p| (p.name.clone(), p.summary.clone()),
            );
            let mut hero = json!({
                "titleText": title, "backgroundColor": "#EEF2F0", "horizontalAlignment": "center",
                "showButton": true, "buttonText": w.pick("Become a member", "Mitglied werden"), "buttonLink": "#plans"
            });
            if !text.is_empty() {
                put(&mut hero, "additionalText", json!(text));
            }
            vec![
                t(
                    "membership-club",
                    w.pick("Club", "Club"),
                    w.pick(
                        "Your membership up front, what members get, and every membership with its price.",
                        "Deine Mitgliedschaft vorne, was Mitglieder bekommen, und jede Mitgliedschaft mit Preis.",
                    ),
                    vec![
                        header(),
                        json!({"id": "hero", "type": "banner", "settings": section(hero)}),
                        json!({"id": "benefits", "type": "text", "settings": section(json!({
                            "titleText": w.pick("What members get", "Was Mitglieder bekommen"),
                            "content": w.pick(
                                "Everything in the membership, as long as you are a member.\nNew content as it appears, in your members' area.\nCancel at the end of any period.",
                                "Alles aus der Mitgliedschaft, solange du Mitglied bist.\nNeue Inhalte, sobald sie erscheinen, in deinem Mitgliederbereich.\nKündbar zum Ende jedes Zeitraums."),
                            "maxWidth": 760, "horizontalAlignment": "center"
                        }))}),
                        json!({"id": "plans", "type": "membership_products", "settings": section(json!({
                            "titleText": w.pick("Choose your membership", "Wähle deine Mitgliedschaft"),
                            "view": "grid", "showPrice": true
                        }))}),
                        footer(),
                    ],
                ),
                t(
                    "membership-list",
                    w.pick("Overview", "Übersicht"),
                    w.pick(
                        "A short welcome and your memberships as a list.",
                        "Eine kurze Begrüßung und deine Mitgliedschaften als Liste.",
                    ),
                    vec![
                        header(),
                        json!({"id": "hero", "type": "banner", "settings": section(json!({"useShopInfo": true}))}),
                        json!({"id": "plans", "type": "membership_products", "settings": section(json!({
                            "titleText": w.pick("Memberships", "Mitgliedschaften"), "view": "list", "showPrice": true
                        }))}),
                        footer(),
                    ],
                ),
            ]
        }
        PageType::Course => {
            let course = featured(products, "course");
            let mut hero = json!({
                "titleText": course.map_or(shop_name, |p| p.name.as_str()),
                "backgroundColor": "#F3EFE7", "horizontalAlignment": "center"
            });
            if let Some(p) = course.filter(|p| !p.summary.is_empty()) {
                put(&mut hero, "additionalText", json!(p.summary));
            }
            let mut buy = json!({"buttonType": "buy", "paymentOptions": "checkout",
                "buttonText": w.pick("Enrol now", "Jetzt anmelden"), "horizontalAlignment": "center",
                "paddingTop": 16, "paddingBottom": 48});
            if let Some(p) = course {
                put(&mut buy, "productId", json!(p.id));
            }
            let offer = course.map(|p| {
                json!({"id": "offer", "type": "popular_products", "settings": section(json!({
                    "titleText": w.pick("Your course", "Dein Kurs"), "view": "list",
                    "productIds": [p.id], "showPrice": true,
                    "buttonText": w.pick("Enrol now", "Jetzt anmelden")
                }))})
            });
            let mut sales = vec![
                json!({"id": "hero", "type": "banner", "settings": section(hero.clone())}),
                json!({"id": "buy", "type": "button", "settings": buy.clone()}),
                json!({"id": "learn", "type": "text", "settings": section(json!({
                    "titleText": w.pick("How the course works", "So läuft der Kurs ab"),
                    "content": w.pick(
                        "Watch the lessons at your own pace, on any device.\nYour progress is saved, so you continue where you left off.\nYou get access right after payment.",
                        "Schau dir die Lektionen in deinem Tempo an, auf jedem Gerät.\nDein Fortschritt wird gespeichert, du machst dort weiter, wo du aufgehört hast.\nDu bekommst direkt nach der Zahlung Zugang."),
                    "maxWidth": 760
                }))}),
            ];
            sales.extend(offer);
            let short = vec![
                json!({"id": "hero", "type": "banner", "settings": section(hero)}),
                json!({"id": "buy", "type": "button", "settings": buy}),
                gap("space"),
            ];
            vec![
                t(
                    "course-sales",
                    w.pick("Sales page", "Verkaufsseite"),
                    w.pick(
                        "Your course's name and promise, a clear enrol button, how the course works and its price.",
                        "Name und Versprechen deines Kurses, ein klarer Anmeldeknopf, wie der Kurs abläuft, und sein Preis.",
                    ),
                    sales,
                ),
                t(
                    "course-short",
                    w.pick("Short and direct", "Kurz und direkt"),
                    w.pick(
                        "Only your course's name, its promise and the enrol button.",
                        "Nur der Name deines Kurses, sein Versprechen und der Anmeldeknopf.",
                    ),
                    short,
                ),
            ]
        }
        PageType::Funnel => vec![
            t(
                "funnel-offer",
                w.pick("One-time offer", "Einmaliges Angebot"),
                w.pick(
                    "The offer of this funnel step with its product, price and a clear yes and no.",
                    "Das Angebot dieses Funnel-Schritts mit Produkt, Preis und einem klaren Ja und Nein.",
                ),
                vec![
                    json!({"id": "offer", "type": "funnel", "settings": {
                        "titleText": w.pick("Wait: one more thing for you", "Moment: noch etwas für dich"),
                        "text": w.pick(
                            "This offer is only shown now, right after your order. Add it with one click, without entering your details again.",
                            "Dieses Angebot gibt es nur jetzt, direkt nach deiner Bestellung. Füge es mit einem Klick hinzu, ohne deine Daten erneut einzugeben.")
                    }}),
                    json!({"id": "product", "type": "funnel_product", "settings": {}}),
                ],
            ),
            t(
                "funnel-plain",
                w.pick("Plain offer", "Schlichtes Angebot"),
                w.pick(
                    "Only the offer block with its product.",
                    "Nur der Angebotsblock mit seinem Produkt.",
                ),
                vec![json!({"id": "offer", "type": "funnel", "settings": {
                    "titleText": w.pick("Add this to your order?", "Das noch zu deiner Bestellung?")
                }})],
            ),
        ],
        PageType::Affiliate => vec![
            t(
                "affiliate-program",
                w.pick("Partner program", "Partnerprogramm"),
                w.pick(
                    "Your program up front, how it works and the products partners recommend.",
                    "Dein Programm vorne, wie es funktioniert, und die Produkte, die Partner empfehlen.",
                ),
                vec![
                    json!({"id": "program", "type": "affiliate", "settings": {
                        "programName": w.pick("Become a partner", "Werde Partner"),
                        "text": w.pick(
                            "Recommend products you like and earn a commission on every sale you bring.",
                            "Empfiehl Produkte, die dir gefallen, und erhalte eine Provision für jeden Verkauf, den du vermittelst."),
                        "buttonLink": "/users/sign_up",
                        "buttonText": w.pick("Join the program", "Am Programm teilnehmen")
                    }}),
                    json!({"id": "how", "type": "text", "settings": section(json!({
                        "titleText": w.pick("How it works", "So funktioniert es"),
                        "content": w.pick(
                            "Sign up and get your personal link.\nShare it with your audience.\nEvery purchase through your link earns you a commission.",
                            "Melde dich an und erhalte deinen persönlichen Link.\nTeile ihn mit deinem Publikum.\nFür jeden Kauf über deinen Link erhältst du eine Provision."),
                        "maxWidth": 760
                    }))}),
                    json!({"id": "recommend", "type": "popular_products", "settings": section(json!({
                        "titleText": w.pick("What you recommend", "Was du empfiehlst"),
                        "productIds": first_ids, "showPrice": true
                    }))}),
                    footer(),
                ],
            ),
            t(
                "affiliate-short",
                w.pick("Short", "Kurz"),
                w.pick(
                    "Only your program and the sign-up button.",
                    "Nur dein Programm und der Anmeldeknopf.",
                ),
                vec![
                    json!({"id": "program", "type": "affiliate", "settings": {
                        "programName": w.pick("Partner program", "Partnerprogramm"),
                        "buttonLink": "/users/sign_up",
                        "buttonText": w.pick("Join the program", "Am Programm teilnehmen")
                    }}),
                    footer(),
                ],
            ),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::validate_page;
    use crate::render::{View, render_page, sample_input};

    fn products() -> Vec<TemplateProduct> {
        vec![
            TemplateProduct {
                id: 1,
                form: "course".into(),
                name: "Aquarell für Anfänger".into(),
                summary: "Zwölf Lektionen vom ersten Pinselstrich bis zum fertigen Bild.".into(),
            },
            TemplateProduct {
                id: 2,
                form: "membership".into(),
                name: "Malclub".into(),
                summary: "Jeden Monat ein Live-Termin.".into(),
            },
            TemplateProduct {
                id: 3,
                form: "download".into(),
                name: "Farbkarten als PDF".into(),
                summary: String::new(),
            },
        ]
    }

    /// The page's HTML as buyers get it, with the sample shop's products (ids 1 to 4) without covers.
    fn rendered(doc: &Value, language: Language) -> String {
        let mut input = sample_input(doc, language);
        for p in &mut input.products {
            p.cover = None;
            p.cover_page = None;
        }
        if let View::Product { product } = &mut input.view {
            product.card.cover = None;
            product.card.cover_page = None;
            product.description = "Ein Kurs in zwölf Lektionen.".into();
        }
        render_page(&input).unwrap()
    }

    #[test]
    fn every_page_type_has_templates_that_validate_and_render_clean_in_both_languages() {
        for page in PageType::ALL {
            for language in [Language::En, Language::De] {
                for products in [products(), vec![]] {
                    let list = templates(page, language, "Malschule Clara", &products);
                    assert!(list.len() >= 2, "{page:?}");
                    let keys: std::collections::HashSet<&str> =
                        list.iter().map(|t| t.key.as_str()).collect();
                    assert_eq!(keys.len(), list.len(), "{page:?}: keys apart");
                    for t in &list {
                        assert_eq!(validate_page(&t.document), Ok(()), "{} {language:?}", t.key);
                        assert_eq!(t.document["type"], json!(page));
                        let text = t.document.to_string();
                        for artefact in ["example.", "<b>", "&amp;", "&lt;", "dQw4w9WgXcQ", "Lorem"]
                        {
                            assert!(!text.contains(artefact), "{} has {artefact}", t.key);
                        }
                        assert!(!t.name.is_empty() && !t.description.is_empty());
                        let html = rendered(&t.document, language);
                        for artefact in
                            ["&amp;amp;", "&lt;b&gt;", "&lt;em&gt;", "example.", "&amp;#"]
                        {
                            assert!(!html.contains(artefact), "{} renders {artefact}", t.key);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn templates_are_filled_from_the_sellers_products_in_the_sellers_language() {
        let course = templates(
            PageType::Course,
            Language::De,
            "Malschule Clara",
            &products(),
        );
        let sales = &course[0].document;
        assert_eq!(
            sales["blocks"][0]["settings"]["titleText"],
            "Aquarell für Anfänger"
        );
        assert_eq!(sales["blocks"][1]["settings"]["productId"], 1);
        assert_eq!(
            sales["blocks"][1]["settings"]["buttonText"],
            "Jetzt anmelden"
        );
        let html = rendered(sales, Language::De);
        assert!(html.contains("Aquarell für Anfänger"), "{html}");
        assert!(html.contains("Jetzt anmelden"));
        let club = templates(PageType::Membership, Language::En, "Clara", &products());
        assert_eq!(
            club[0].document["blocks"][1]["settings"]["titleText"],
            "Malclub"
        );
        assert_eq!(club[0].name, "Club");
        // a product's name is data: kept as it is, escaped by the renderer
        let odd = vec![TemplateProduct {
            id: 1,
            form: "course".into(),
            name: "Tom & <Jerry>".into(),
            summary: String::new(),
        }];
        let doc = &templates(PageType::Course, Language::En, "x", &odd)[0].document;
        assert_eq!(doc["blocks"][0]["settings"]["titleText"], "Tom & <Jerry>");
        assert!(rendered(doc, Language::En).contains("Tom &amp; &lt;Jerry&gt;"));
    }
}

#[cfg(test)]
mod banner_tests {
    use serde_json::json;

    use crate::language::Language;
    use crate::render::{View, render_page, sample_input};

    #[allow(clippy::needless_pass_by_value)] // the blocks are written in place
    fn banner_href(blocks: serde_json::Value, product_view: bool) -> String {
        let doc =
            json!({"type": if product_view { "shopProduct" } else { "shop" }, "blocks": blocks});
        let mut input = sample_input(&doc, Language::En);
        if !product_view {
            input.view = View::Shop {
                path: None,
                category: None,
            };
        }
        let html = render_page(&input).unwrap();
        let (_, after) = html.split_once("<a class=\"sw-btn\" href=\"").unwrap();
        after.split('"').next().unwrap().to_owned()
    }

    #[test]
    fn a_banner_button_without_a_link_leads_to_the_products_or_the_shop_never_to_main() {
        let banner = json!({"id": "hero", "type": "banner", "settings": {"showButton": true, "titleText": "Hi"}});
        let list = json!({"id": "all", "type": "seller_products", "settings": {}});
        assert_eq!(banner_href(json!([banner, list]), false), "#all");
        assert_eq!(banner_href(json!([banner]), false), "/s/anna");
        // on a product's page without the product block: that product's payment
        assert_eq!(
            banner_href(json!([banner]), true),
            "/s/anna/products/1/pay?plan=11"
        );
        // a link of the seller's own stays
        let own = json!({"id": "hero", "type": "banner", "settings": {"showButton": true, "buttonLink": "/s/anna/about"}});
        assert_eq!(banner_href(json!([own, list]), false), "/s/anna/about");
    }
}

#[cfg(test)]
mod product_page_tests {
    use serde_json::json;

    use crate::language::Language;
    use crate::render::{CurriculumChapter, View, render_page, sample_input};

    #[test]
    fn a_course_page_shows_its_description_once_and_its_chapters_and_lessons() {
        let doc = json!({"type": "shopProduct", "blocks": [{"id": "p", "type": "product", "settings": {}}]});
        let mut input = sample_input(&doc, Language::De);
        let View::Product { product } = &mut input.view else {
            panic!("a product page")
        };
        product.description = "Zwölf Lektionen.\n\nFür alle.".into();
        product.card.summary = "Zwölf Lektionen.".into();
        product.curriculum = vec![
            CurriculumChapter {
                title: "Grundlagen".into(),
                lessons: vec!["Papier & Pinsel".into(), "Nass in Nass".into()],
            },
            CurriculumChapter {
                title: "Himmel".into(),
                lessons: vec!["Wolken".into()],
            },
        ];
        let html = render_page(&input).unwrap();
        let (_, body) = html.split_once("<body").unwrap();
        assert_eq!(
            body.matches("Zwölf Lektionen.").count(),
            1,
            "the description once"
        );
        assert!(!html.contains("class=\"sw-product__summary\""));
        assert!(html.contains("<h2>Kursinhalt</h2>"));
        assert!(html.contains("<h3>Grundlagen <span class=\"sw-curriculum__count\">(2 Lektionen)</span></h3><ol><li>Papier &amp; Pinsel</li><li>Nass in Nass</li></ol>"));
        assert!(html.contains("(1 Lektion)"));
        // a product without a curriculum lists none
        let View::Product { product } = &mut input.view else {
            panic!("a product page")
        };
        product.curriculum.clear();
        assert!(
            !render_page(&input)
                .unwrap()
                .contains("class=\"sw-desc sw-curriculum\"")
        );
    }
}
