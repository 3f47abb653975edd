//! The `funnel` and `funnel_product` blocks on a funnel's step page
//! ([`View::Funnel`], issue 19).
//!
//! - `funnel_product` shows the offered product (whatever product its
//!   settings name: the step decides) with what one click charges now, VAT
//!   included and shown, and two real forms: "yes" posts to the step's
//!   accept address, "no" to its decline address. No script: a form post is
//!   answered with the next page.
//! - `funnel` shows its own headline and text, else the step's (as the
//!   seller wrote them in the funnel).
//! - The buyer can always decide: a page without a `funnel_product` block
//!   shows the offer in its first `funnel` block, and a page with neither
//!   shows it after its blocks.
//!
//! Outside a step page (a preview without a run) both blocks render as
//! [`super::funnel`] always did.

use serde_json::Value;

use super::super::funnel::{FunnelOffer, words};
use super::super::words::locale;
use super::{Block, Cx, button_look, card, open, paragraphs};
use crate::builder::BlockType;
use crate::format::format_money;
use crate::render::html::Html;

/// A `funnel` or `funnel_product` block on the step page of `offer`.
pub(super) fn block(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>, offer: &FunnelOffer) {
    open(cx, h, b, "<section", "");
    h.raw("<div class=\"sw-box\">");
    if b.kind == BlockType::Funnel {
        let title = b
            .str("titleText")
            .or_else(|| Some(offer.title.trim()).filter(|t| !t.is_empty()))
            .unwrap_or(cx.w.offer);
        let (o, c) = cx.title_tag();
        h.raw(o).raw(">").text(title).raw(c);
        if let Some(t) = b
            .str("text")
            .or_else(|| Some(offer.text.trim()).filter(|t| !t.is_empty()))
        {
            paragraphs(h, t, None);
        }
        if carries_offer(&cx.input.page, b) {
            offer_part(cx, h, b, offer);
        }
    } else {
        offer_part(cx, h, b, offer);
    }
    h.raw("</div></div></section>");
}

/// Whether the `funnel` block `b` shows the offer too: the page has no
/// `funnel_product` block and `b` is its first `funnel` block.
fn carries_offer(page: &Value, b: &Block<'_>) -> bool {
    let kinds: Vec<Option<&str>> = page
        .get("blocks")
        .and_then(Value::as_array)
        .map(|list| {
            list.iter()
                .map(|v| v.get("type").and_then(Value::as_str))
                .collect()
        })
        .unwrap_or_default();
    !kinds.contains(&Some("funnel_product"))
        && kinds.iter().position(|k| *k == Some("funnel")) == Some(b.index)
}

/// On a step page whose blocks include neither a `funnel` nor a
/// `funnel_product` block, the offer after them; `true` when written.
pub(super) fn fallback(cx: &mut Cx<'_>, h: &mut Html, blocks: &[Block<'_>]) -> bool {
    let input = cx.input;
    let super::View::Funnel { offer } = &input.view else {
        return false;
    };
    if blocks
        .iter()
        .any(|b| matches!(b.kind, BlockType::Funnel | BlockType::FunnelProduct))
    {
        return false;
    }
    let own = Block {
        index: blocks.len(),
        id: "",
        kind: BlockType::FunnelProduct,
        settings: None,
    };
    block(cx, h, &own, offer);
    true
}

/// The product, the amount, the two forms and the note.
fn offer_part(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>, offer: &FunnelOffer) {
    let fw = words(cx.input.locale);
    let w = cx.w;
    let money = locale(cx.input.locale);
    let due = format_money(offer.due_now(), money);
    let vat = format_money(offer.vat(), money);
    let i = b.index;
    cx.css.fixed(
        &format!(".sw-b{i} .sw-due"),
        &[
            ("font-size", "1.25rem".into()),
            ("font-weight", "700".into()),
        ],
    );
    cx.css.fixed(
        &format!(".sw-b{i} .sw-due__vat,.sw-b{i} .sw-note"),
        &[
            ("color", "var(--sw-muted)".into()),
            ("font-size", ".875rem".into()),
            ("font-weight", "400".into()),
        ],
    );
    cx.css.fixed(
        &format!(".sw-b{i} .sw-notice"),
        &[("color", "#b3261e".into()), ("font-weight", "600".into())],
    );
    cx.css.fixed(
        &format!(".sw-b{i} .sw-offer form"),
        &[("margin", "0".into())],
    );
    h.raw("<div class=\"sw-offer\"")
        .attr("data-node-id", &offer.node_id.to_string())
        .attr("data-product-id", &offer.product.id.to_string())
        .raw(">");
    notices(h, fw, offer);
    card(cx, h, &offer.product, ("<h2", "</h2>"), false, None);
    h.raw("<p class=\"sw-due\">");
    if let Some(was) = offer.was() {
        // the plan's own price struck through, the step's price beside it
        cx.css.fixed(
            &format!(".sw-b{i} .sw-due__was"),
            &[
                ("color", "var(--sw-muted)".into()),
                ("font-weight", "400".into()),
                ("margin-inline-end", ".5rem".into()),
            ],
        );
        h.raw("<del class=\"sw-due__was\"><span class=\"sw-vh\">")
            .text(fw.was)
            .raw(" </span>")
            .text(&format_money(was, money))
            .raw("</del><span class=\"sw-vh\">")
            .text(fw.now)
            .raw(" </span>");
    }
    h.raw("<span class=\"sw-due__amount\">")
        .text(&due)
        .raw("</span>");
    if !offer.vat().is_zero() {
        h.raw(" <span class=\"sw-due__vat\">(")
            .text(fw.vat)
            .raw(" <span class=\"sw-due__vat-amount\">")
            .text(&vat)
            .raw("</span>)</span>");
    } else if let Some(note) = cx
        .input
        .shop
        .vat_note
        .as_deref()
        .filter(|key| key.starts_with("vat_note_"))
        .and_then(|key| crate::messages::message(key, cx.input.locale))
    {
        // no VAT in the amount: never "incl. VAT 0.00 €" (issue 30); an
        // exempt seller names the exemption instead
        h.raw(" <span class=\"sw-due__vat\">(")
            .text(note)
            .raw(")</span>");
    }
    h.raw("</p>");
    let class = button_look(cx, b);
    let accept = b
        .str("buttonText")
        .map_or_else(|| format!("{} {due}", fw.accept), str::to_owned);
    let form_id = format!("sw-accept-{i}");
    consents(cx, h, i, offer, &form_id);
    h.raw("<div class=\"sw-actions\"><form method=\"post\"");
    if !offer.consents.is_empty() {
        h.attr("id", &form_id);
    }
    h.url_attr("action", &offer.accept_url);
    h.raw("><button type=\"submit\" name=\"answer\" value=\"accept\"")
        .attr("class", &class)
        .raw(">")
        .text(&accept)
        .raw("</button></form><form method=\"post\"");
    h.url_attr("action", &offer.decline_url);
    h.raw("><button type=\"submit\" name=\"answer\" value=\"decline\" class=\"sw-btn sw-btn--outlined\">")
        .text(b.str("declineText").unwrap_or(w.decline))
        .raw("</button></form></div><p class=\"sw-note\">")
        .text(fw.note)
        .raw("</p></div>");
}

/// The page's notices about the last answer: a failed charge, an accept
/// without the boxes ticked.
fn notices(h: &mut Html, fw: &super::super::funnel::FunnelWords, offer: &FunnelOffer) {
    for (shown, text) in [
        (offer.failed, fw.failed),
        (offer.unconfirmed, fw.unconfirmed),
    ] {
        if shown {
            h.raw("<p class=\"sw-notice\" role=\"alert\">")
                .text(text)
                .raw("</p>");
        }
    }
}

/// The boxes the buyer ticks before one click charges (the same worded
/// consents as the first order), tied to the accept form `form_id` and
/// required by it; the decline form needs none.
fn consents(cx: &mut Cx<'_>, h: &mut Html, i: usize, offer: &FunnelOffer, form_id: &str) {
    if offer.consents.is_empty() {
        return;
    }
    cx.css.fixed(
        &format!(".sw-b{i} .sw-consent"),
        &[
            ("display", "flex".into()),
            ("gap", ".5rem".into()),
            ("align-items", "flex-start".into()),
            ("font-size", ".875rem".into()),
            ("margin", "0 0 .75rem".into()),
        ],
    );
    cx.css.fixed(
        &format!(".sw-b{i} .sw-consent input"),
        &[
            ("flex", "none".into()),
            ("width", "1.25rem".into()),
            ("height", "1.25rem".into()),
            ("margin", ".1rem 0 0".into()),
        ],
    );
    let language = cx.input.locale;
    for consent in &offer.consents {
        h.raw("<label class=\"sw-consent\"><input type=\"checkbox\" name=\"consents\"")
            .attr("value", consent.name())
            .attr("form", form_id)
            .raw(" required><span>")
            .text(consent.text(language))
            .raw("</span></label>");
    }
}

#[cfg(test)]
#[allow(clippy::string_slice)]
mod tests {
    use serde_json::json;

    use super::super::super::{
        FunnelOffer, PageInput, View, default_page, render_page, sample_input,
    };
    use crate::builder::PageType;
    use crate::ids::FunnelNodeId;
    use crate::language::Language;
    use crate::{Currency, Money};

    fn eur(text: &str) -> Money {
        Money::parse(text, Currency::EUR).unwrap()
    }

    fn offer(input: &PageInput, title: &str, text: &str) -> FunnelOffer {
        FunnelOffer::new(
            "RunToken_abc".into(),
            FunnelNodeId::new(7).unwrap(),
            input.products[1].clone(),
            (title.into(), text.into()),
            (eur("12.00"), eur("1.92")),
            (
                "/v1/checkout/funnels/RunToken_abc/steps/7/accept".into(),
                "/v1/checkout/funnels/RunToken_abc/steps/7/decline".into(),
            ),
            false,
        )
        .unwrap()
    }

    fn step(page: &serde_json::Value, language: Language, title: &str) -> (PageInput, String) {
        let mut input = sample_input(page, language);
        input.view = View::Funnel {
            offer: offer(&input, title, "Only today.\n\nFor buyers of the course."),
        };
        let html = render_page(&input).unwrap();
        (input, html)
    }

    #[test]
    fn the_default_step_page_offers_the_product_with_two_forms_and_is_not_indexed() {
        let (input, html) = step(
            &default_page(PageType::Funnel),
            Language::En,
            "Add the <Club>",
        );
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"));
        assert!(html.contains(
            "<link rel=\"canonical\" href=\"http://127.0.0.1:8787/s/anna/funnel/RunToken_abc\">"
        ));
        // the step's headline is the page's one h1, its text paragraphs
        assert_eq!(html.matches("<h1").count(), 1);
        assert!(html.contains("<h1>Add the &lt;Club&gt;</h1>"));
        assert!(html.contains("<p>Only today.</p><p>For buyers of the course.</p>"));
        let name = &input.products[1].name;
        assert!(html.contains(&format!(
            "class=\"sw-offer\" data-node-id=\"7\" data-product-id=\"{}\"",
            input.products[1].id
        )));
        assert!(html.contains(&crate::render::html::escape(name)));
        assert!(html.contains(
            "<span class=\"sw-due__amount\">12.00 €</span> <span class=\"sw-due__vat\">(incl. VAT <span class=\"sw-due__vat-amount\">1.92 €</span>)</span>"
        ));
        assert!(html.contains(
            "<form method=\"post\" action=\"/v1/checkout/funnels/RunToken_abc/steps/7/accept\"><button type=\"submit\" name=\"answer\" value=\"accept\" class=\"sw-btn\">Yes, add it for 12.00 €</button></form>"
        ));
        assert!(html.contains(
            "<form method=\"post\" action=\"/v1/checkout/funnels/RunToken_abc/steps/7/decline\"><button type=\"submit\" name=\"answer\" value=\"decline\" class=\"sw-btn sw-btn--outlined\">No, thanks</button></form>"
        ));
        // one offer, no payment page, no script
        assert_eq!(html.matches("class=\"sw-offer\"").count(), 1);
        assert!(!html.contains("/pay?plan="));
        assert!(!html.contains("<script"));
        assert!(!html.contains("role=\"alert\""));
    }

    #[test]
    fn an_offer_of_digital_content_asks_the_two_consents_on_the_accept_form_only() {
        use crate::legal::Consent;
        // issue 30: a one-click upsell of digital content records the same
        // withdrawal waiver as the first order, so its page asks for it
        for (language, start) in [
            (Language::En, "I expressly agree that the seller begins"),
            (Language::De, "Ich stimme ausdrücklich zu"),
        ] {
            let mut input = sample_input(&default_page(PageType::Funnel), language);
            let asked = vec![Consent::DigitalContentStart, Consent::DigitalContentWaiver];
            input.view = View::Funnel {
                offer: offer(&input, "", "").with_consents(asked, true),
            };
            let html = render_page(&input).unwrap();
            let form = html.find("<form method=\"post\" id=\"sw-accept-").unwrap();
            let id_at = form + "<form method=\"post\" id=\"".len();
            let id = &html[id_at..id_at + html[id_at..].find('"').unwrap()];
            for name in ["digital_content_start", "digital_content_waiver"] {
                let tag = format!(
                    "<input type=\"checkbox\" name=\"consents\" value=\"{name}\" form=\"{id}\" required>"
                );
                assert_eq!(html.matches(&tag).count(), 1, "{tag}");
            }
            assert!(html.contains(start));
            // the decline form asks nothing
            let decline = html.find("steps/7/decline").unwrap();
            assert!(!html[decline..].contains("consents"));
            // the accept that came without them is told why
            assert_eq!(html.matches("role=\"alert\"").count(), 1);
            assert!(!html.contains("<script"));
        }
        // a product that is not digital content asks nothing, and a notice
        // without boxes to tick is never shown
        let mut input = sample_input(&default_page(PageType::Funnel), Language::En);
        input.view = View::Funnel {
            offer: offer(&input, "", "").with_consents(Vec::new(), true),
        };
        let html = render_page(&input).unwrap();
        assert!(!html.contains("sw-consent"));
        assert!(!html.contains("role=\"alert\""));
        assert!(!html.contains("id=\"sw-accept-"));
    }

    #[test]
    fn an_offer_without_vat_never_says_incl_vat_0_and_an_exempt_seller_names_the_exemption() {
        // issue 30: a small business's step page printed "incl. VAT 0.00 €"
        for (note, language, expected) in [
            (
                Some("vat_note_small_business"),
                Language::De,
                Some("(Keine Umsatzsteuer: Kleinunternehmerregelung.)"),
            ),
            (
                Some("vat_note_small_business"),
                Language::En,
                Some("(No VAT is charged: small business exemption.)"),
            ),
            // a VAT payer's offer without VAT (a business abroad): no words
            (Some("price_incl_vat"), Language::En, None),
            (None, Language::En, None),
        ] {
            let mut input = sample_input(&default_page(PageType::Funnel), language);
            input.shop.vat_note = note.map(str::to_owned);
            let free_of_vat = FunnelOffer::new(
                "RunToken_abc".into(),
                FunnelNodeId::new(7).unwrap(),
                input.products[1].clone(),
                ("Add it".into(), String::new()),
                (eur("12.00"), eur("0.00")),
                ("/accept".into(), "/decline".into()),
                false,
            )
            .unwrap();
            input.view = View::Funnel { offer: free_of_vat };
            let html = render_page(&input).unwrap();
            assert!(
                !html.contains("0.00 €)") && !html.contains("0,00 €)"),
                "{html}"
            );
            assert!(!html.contains("incl. VAT") && !html.contains("inkl. MwSt."));
            match expected {
                Some(words) => assert!(html.contains(words), "{note:?} {language:?}"),
                None => assert!(!html.contains("sw-due__vat\">"), "{note:?}"),
            }
        }
    }

    #[test]
    fn a_block_s_own_words_come_first_and_the_step_s_fill_in() {
        let page = json!({"type": "funnel", "blocks": [
            {"id": "a", "type": "funnel", "settings": {"titleText": "Wait!"}},
            {"id": "p", "type": "funnel_product", "settings": {"productId": 1, "buttonText": "Take it", "declineText": "Skip"}},
        ]});
        let (_, html) = step(&page, Language::De, "");
        assert!(html.contains("<h1>Wait!</h1><p>Only today.</p>"));
        assert!(html.contains(">Take it</button>") && html.contains(">Skip</button>"));
        assert!(html.contains("12,00 €") && html.contains("inkl. MwSt."));
        // the step's product, not the one the settings name
        assert!(html.contains("data-product-id=\"2\""));
        // the funnel block carries no second offer beside funnel_product
        assert_eq!(html.matches("class=\"sw-offer\"").count(), 1);
        let untitled = json!({"type": "funnel", "blocks": [{"id": "a", "type": "funnel"}]});
        let (_, html) = step(&untitled, Language::De, " ");
        assert!(html.contains("<h1>Ein besonderes Angebot für dich</h1>"));
        assert_eq!(html.matches("class=\"sw-offer\"").count(), 1);
    }

    #[test]
    fn a_page_without_funnel_blocks_still_offers_and_a_failed_charge_is_said() {
        let page = json!({"type": "funnel", "blocks": [
            {"id": "t", "type": "text", "settings": {"content": "Hello"}}
        ]});
        let mut input = sample_input(&page, Language::En);
        let mut o = offer(&input, "", "");
        o.failed = true;
        input.view = View::Funnel { offer: o };
        let html = render_page(&input).unwrap();
        let text = html.find("Hello").unwrap();
        let offered = html.find("class=\"sw-offer\"").unwrap();
        assert!(text < offered);
        assert!(html.contains("data-block=\"funnel_product\""));
        assert!(html.contains("<p class=\"sw-notice\" role=\"alert\">The payment for the last offer did not go through."));
        // an empty page too
        input.page = json!({"type": "funnel", "blocks": []});
        let html = render_page(&input).unwrap();
        assert_eq!(html.matches("class=\"sw-offer\"").count(), 1);
        assert!(!html.contains("class=\"sw-empty\""));
    }

    #[test]
    fn outside_a_step_page_the_blocks_link_to_the_payment_page() {
        let page = json!({"type": "funnel", "blocks": [
            {"id": "p", "type": "funnel_product", "settings": {"productId": 1}}
        ]});
        let html = render_page(&sample_input(&page, Language::En)).unwrap();
        assert!(html.contains("/s/anna/products/1/pay?plan="));
        assert!(!html.contains("<form method=\"post\""));
    }

    #[test]
    fn a_discounted_offer_shows_the_plan_s_own_price_struck_through() {
        let (_, plain) = step(&default_page(PageType::Funnel), Language::En, "Add it");
        assert!(!plain.contains("sw-due__was"));
        let mut input = sample_input(&default_page(PageType::Funnel), Language::En);
        let discounted = offer(&input, "Add it", "").with_was(eur("19.00"));
        assert_eq!(discounted.was(), Some(eur("19.00")));
        input.view = View::Funnel {
            offer: discounted.clone(),
        };
        let html = render_page(&input).unwrap();
        let was = html.find("<del class=\"sw-due__was\">").unwrap();
        let now = html.find("sw-due__amount").unwrap();
        assert!(was < now, "the old price comes first");
        assert!(html[was..now].contains("19.00"));
        // it crosses the boundary and back
        let value = serde_json::to_value(&discounted).unwrap();
        assert_eq!(value["was"], "19.00");
        assert_eq!(
            serde_json::from_value::<FunnelOffer>(value).unwrap(),
            discounted
        );
        // no higher "was", no discount shown
        assert_eq!(offer(&input, "t", "").with_was(eur("12.00")).was(), None);
    }

    #[test]
    fn the_offer_crosses_as_strings_of_one_currency() {
        let input = sample_input(&default_page(PageType::Funnel), Language::En);
        let o = offer(&input, "t", "x");
        let value = serde_json::to_value(&o).unwrap();
        assert_eq!(value["due_now"], "12.00");
        assert_eq!(value["vat"], "1.92");
        assert_eq!(value["currency"], "eur");
        assert_eq!(value["node_id"], 7);
        let back: FunnelOffer = serde_json::from_value(value.clone()).unwrap();
        assert_eq!(back, o);
        let mut bad = value;
        bad["vat"] = json!("1.925");
        assert!(serde_json::from_value::<FunnelOffer>(bad).is_err());
        let usd = Money::parse("1", Currency::parse("usd").unwrap()).unwrap();
        assert!(
            FunnelOffer::new(
                String::new(),
                FunnelNodeId::new(1).unwrap(),
                input.products[0].clone(),
                (String::new(), String::new()),
                (eur("2"), usd),
                (String::new(), String::new()),
                false,
            )
            .is_err()
        );
    }
}
