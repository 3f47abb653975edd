//! One function per block type, and the page around them.
//!
//! Every block is `<section class="sw-block sw-{kind} sw-b{index}
//! {customClassName}" data-block="{type}">` (the header a `<header>`, the
//! footer a `<footer>`) around a content column `<div class="sw-in">`; its
//! style settings become the rules of `.sw-b{index}` (see [`super::style`]).
//! Leading header blocks come before `<main>`, trailing footer blocks after
//! it. The page has one `h1`: the first block with a main title takes it
//! (a banner's title, the product's name, the thank-you title), else a
//! visually hidden one names the page.
//!
//! Seller text is text: a text block's content becomes paragraphs at blank
//! lines and line breaks at single ones, nothing else (decision: no markup
//! subset, so nothing in it can ever become markup).

// `cx`, `h`, `b` and `w` are the page, the writer, the block and the words
// in every block function; one-letter names keep the markup readable.
#![allow(clippy::many_single_char_names)]

mod funnel_step;

use serde_json::{Map, Value, json};

use super::head::{absolute, facts};
use super::html::{self, Html, safe_url};
use super::style::{self, Css};
use super::words::{self, PriceWords, Words, price_words};
use super::{ISLANDS, Image, Island, PageInput, ProductCard, View};
use crate::builder::{BlockType, MAX_VALUE, PageType};
use crate::format::format_money;
use crate::ids::PlanId;
use crate::validation;
use crate::{Currency, Money};

/// A block of the document, read once.
#[derive(Debug)]
pub(crate) struct Block<'a> {
    pub index: usize,
    pub id: &'a str,
    pub kind: BlockType,
    pub settings: Option<&'a Map<String, Value>>,
}

impl<'a> Block<'a> {
    /// The block at `index`, if its type is known (validation already
    /// refused a document with an unknown one).
    pub fn read(index: usize, value: &'a Value) -> Option<Block<'a>> {
        let kind = serde_json::from_value(value.get("type")?.clone()).ok()?;
        Some(Block {
            index,
            id: value.get("id").and_then(Value::as_str).unwrap_or(""),
            kind,
            settings: value.get("settings").and_then(Value::as_object),
        })
    }

    fn get(&self, key: &str) -> Option<&'a Value> {
        self.settings?.get(key)
    }

    /// A text setting, trimmed, if not empty.
    fn str(&self, key: &str) -> Option<&'a str> {
        self.get(key)?
            .as_str()
            .map(str::trim)
            .filter(|s| !s.is_empty())
    }

    fn flag(&self, key: &str, default: bool) -> bool {
        self.get(key).and_then(Value::as_bool).unwrap_or(default)
    }

    /// A number setting (its desktop value when given per breakpoint).
    fn num(&self, key: &str, max: u64) -> Option<u64> {
        style::number(style::at(self.get(key), 0), max)
    }

    fn color(&self, key: &str) -> Option<String> {
        style::color(self.get(key))
    }

    fn list(&self, key: &str) -> &'a [Value] {
        self.get(key)
            .and_then(Value::as_array)
            .map_or(&[], Vec::as_slice)
    }

    fn id_setting(&self, key: &str) -> Option<i64> {
        self.get(key).and_then(|v| {
            v.as_i64()
                .or_else(|| v.as_str().and_then(|s| s.trim().parse().ok()))
        })
    }
}

/// What the blocks of one page share while it is written.
struct Cx<'a> {
    input: &'a PageInput,
    w: &'static Words,
    islands: [bool; 6],
    /// The address of the page's first image (eager, fetched first), which
    /// the head preloads; `None` until one is written.
    first_image: Option<String>,
    h1: bool,
    css: Css,
}

impl Cx<'_> {
    fn island(&mut self, island: Island) {
        if let Some(used) = self.islands.get_mut(island as usize) {
            *used = true;
        }
    }

    /// `h1` for the first main title of the page, `h2` after it.
    fn title_tag(&mut self) -> (&'static str, &'static str) {
        if self.h1 {
            ("<h2", "</h2>")
        } else {
            self.h1 = true;
            ("<h1", "</h1>")
        }
    }

    fn money(&self, amount: &str, currency: &str) -> Option<String> {
        let currency = Currency::parse(currency).ok()?;
        let money = Money::parse(amount, currency).ok()?;
        Some(format_money(money, words::locale(self.input.locale)))
    }
}

/// The whole document.
pub(crate) fn page(input: &PageInput, kind: PageType, blocks: &[Block<'_>]) -> String {
    let mut cx = Cx {
        input,
        w: words::words(input.locale),
        islands: [false; 6],
        first_image: None,
        h1: false,
        css: Css::default(),
    };
    let lead = blocks
        .iter()
        .take_while(|b| b.kind == BlockType::Header)
        .count();
    let trail = blocks
        .iter()
        .skip(lead)
        .rev()
        .take_while(|b| b.kind == BlockType::Footer)
        .count();
    let (head_blocks, rest) = blocks.split_at(lead);
    let (main_blocks, foot_blocks) = rest.split_at(rest.len() - trail);
    let mut top = Html::new();
    for b in head_blocks {
        block(&mut cx, &mut top, b);
    }
    let mut main = Html::new();
    for b in main_blocks {
        block(&mut cx, &mut main, b);
    }
    let offered = funnel_step::fallback(&mut cx, &mut main, blocks);
    if main_blocks.is_empty() && !offered {
        main.raw("<div class=\"sw-block\"><div class=\"sw-in\"><p class=\"sw-empty\">")
            .text(cx.w.no_products)
            .raw("</p></div></div>");
    }
    let mut bottom = Html::new();
    for b in foot_blocks {
        block(&mut cx, &mut bottom, b);
    }
    if input.tracking.is_some() {
        cx.island(Island::Consent);
    }
    let mut css = style::theme_vars(&input.theme);
    css.push_str(style::BASE);
    css.push_str(&std::mem::take(&mut cx.css).finish());

    let mut h = Html::new();
    h.raw("<!doctype html><html")
        .attr(
            "lang",
            match input.locale {
                crate::language::Language::En => "en",
                crate::language::Language::De => "de",
            },
        )
        .attr("data-page", kind.name())
        .raw(">");
    super::head::head(&mut h, input, &css, cx.first_image.as_deref());
    h.raw("<body><a class=\"sw-skip\" href=\"#main\">")
        .text(cx.w.skip)
        .raw("</a>");
    h.append(&top);
    h.raw("<main id=\"main\">");
    if !cx.h1 {
        let (title, _, _) = facts(input);
        h.raw("<h1 class=\"sw-vh\">").text(&title).raw("</h1>");
    }
    h.append(&main);
    h.raw("</main>");
    h.append(&bottom);
    if let Some(tracking) = &input.tracking {
        h.raw("<script type=\"application/json\" id=\"sw-tracking\">")
            .script_json(tracking)
            .raw("</script>");
    }
    for (name, used) in ISLANDS.iter().zip(cx.islands) {
        if used {
            let src = format!(
                "{}{name}.js?v={}",
                input.assets.islands, input.assets.version
            );
            h.raw("<script type=\"module\"");
            h.url_attr("src", &src);
            h.raw("></script>");
        }
    }
    h.raw("</body></html>");
    h.finish()
}

fn kind_name(kind: BlockType) -> &'static str {
    match kind {
        BlockType::Header => "header",
        BlockType::Banner => "banner",
        BlockType::Text => "text",
        BlockType::Button => "button",
        BlockType::Picture => "picture",
        BlockType::AudioPlayer => "audio_player",
        BlockType::Video => "video",
        BlockType::File => "file",
        BlockType::FilePdf => "file_pdf",
        BlockType::MembershipProducts => "membership_products",
        BlockType::SellerProducts => "seller_products",
        BlockType::PopularProducts => "popular_products",
        BlockType::Product => "product",
        BlockType::Testimonials => "testimonials",
        BlockType::Gap => "gap",
        BlockType::Footer => "footer",
        BlockType::Affiliate => "affiliate",
        BlockType::ContactForm => "contact_form",
        BlockType::ConversionTools => "conversion_tools",
        BlockType::ThankYouPage => "thank_you_page",
        BlockType::Funnel => "funnel",
        BlockType::FunnelProduct => "funnel_product",
    }
}

fn class_of(kind: BlockType) -> &'static str {
    match kind {
        BlockType::Header => "sw-header",
        BlockType::Banner => "sw-banner",
        BlockType::Text => "sw-text",
        BlockType::Button => "sw-button",
        BlockType::Picture => "sw-picture",
        BlockType::AudioPlayer => "sw-audio",
        BlockType::Video => "sw-video",
        BlockType::File | BlockType::FilePdf => "sw-filebox",
        BlockType::MembershipProducts | BlockType::SellerProducts | BlockType::PopularProducts => {
            "sw-products"
        }
        BlockType::Product => "sw-product",
        BlockType::Testimonials => "sw-testimonials",
        BlockType::Gap => "sw-gap",
        BlockType::Footer => "sw-footer",
        BlockType::Affiliate => "sw-affiliate",
        BlockType::ContactForm => "sw-contact",
        BlockType::ConversionTools => "sw-conversion",
        BlockType::ThankYouPage => "sw-thanks",
        BlockType::Funnel | BlockType::FunnelProduct => "sw-funnel",
    }
}

/// The block's classes: its kind's, its index's and the seller's own
/// (each a valid class name; others are left out).
fn classes(b: &Block<'_>, extra: &str) -> String {
    let mut c = format!("sw-block {} sw-b{}", class_of(b.kind), b.index);
    if !extra.is_empty() {
        c.push(' ');
        c.push_str(extra);
    }
    if let Some(custom) = b.str("customClassName") {
        for name in custom
            .split(' ')
            .filter(|n| validation::class_name(n).is_ok())
        {
            c.push(' ');
            c.push_str(name);
        }
    }
    c
}

/// `<{tag} class=.. id=.. data-block=..><div class="sw-in">`.
fn open(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>, tag: &'static str, extra: &str) {
    if let Some(s) = b.settings {
        style::block(&mut cx.css, b.index, s);
    }
    h.raw(tag).attr("class", &classes(b, extra));
    if !b.id.is_empty() {
        h.attr("id", b.id);
    }
    h.attr("data-block", kind_name(b.kind))
        .raw("><div class=\"sw-in\">");
}

fn block(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    match b.kind {
        BlockType::Header => header(cx, h, b),
        BlockType::Banner => banner(cx, h, b),
        BlockType::Text => text_block(cx, h, b),
        BlockType::Button => button_block(cx, h, b),
        BlockType::Picture => picture(cx, h, b),
        BlockType::AudioPlayer => audio(cx, h, b),
        BlockType::Video => video(cx, h, b),
        BlockType::File | BlockType::FilePdf => file(cx, h, b),
        BlockType::MembershipProducts | BlockType::SellerProducts | BlockType::PopularProducts => {
            products(cx, h, b);
        }
        BlockType::Product => product(cx, h, b),
        BlockType::Testimonials => testimonials(cx, h, b),
        BlockType::Gap => gap(cx, h, b),
        BlockType::Footer => footer(cx, h, b),
        BlockType::Affiliate => affiliate(cx, h, b),
        BlockType::ContactForm => contact(cx, h, b),
        BlockType::ConversionTools => conversion(cx, h, b),
        BlockType::ThankYouPage => thank_you(cx, h, b),
        BlockType::Funnel | BlockType::FunnelProduct => funnel(cx, h, b),
    }
}

// ---------------------------------------------------------------- pieces

/// Seller text as paragraphs (blank lines) with line breaks (single ones).
fn paragraphs(h: &mut Html, text: &str, class: Option<&'static str>) {
    let normal = text.replace("\r\n", "\n");
    for para in normal
        .split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        h.raw("<p");
        if let Some(c) = class {
            h.attr("class", c);
        }
        h.raw(">");
        for (i, line) in para.split('\n').enumerate() {
            if i > 0 {
                h.raw("<br>");
            }
            h.text(line.trim());
        }
        h.raw("</p>");
    }
}

/// An image setting: `{url, width, height, alt}` or a URL (then with the
/// given size; CSS keeps its real proportions once loaded).
fn image_setting(value: Option<&Value>, alt: Option<&str>, size: (u32, u32)) -> Option<Image> {
    let v = value?;
    let dim = |key: &str, d: u32| {
        v.get(key)
            .and_then(Value::as_u64)
            .and_then(|n| u32::try_from(n).ok())
            .filter(|n| *n > 0 && *n <= 10_000)
            .unwrap_or(d)
    };
    let (url, width, height, own_alt) = match v {
        Value::String(url) => (url.clone(), size.0, size.1, None),
        Value::Object(o) => (
            o.get("url").and_then(Value::as_str)?.to_owned(),
            dim("width", size.0),
            dim("height", size.1),
            o.get("alt").and_then(Value::as_str),
        ),
        _ => return None,
    };
    safe_url(&url)?;
    Some(Image {
        url,
        width,
        height,
        alt: alt.or(own_alt).unwrap_or("").trim().to_owned(),
    })
}

/// `<img>` with its size and alternative text; lazy except the page's
/// first image (`fetchpriority="high"`, and preloaded by the head). `alt` replaces the image's own
/// (an empty one marks decoration).
fn img(
    cx: &mut Cx<'_>,
    h: &mut Html,
    image: &Image,
    class: Option<&'static str>,
    alt: Option<&str>,
) {
    let Some(src) = safe_url(&image.url) else {
        return;
    };
    h.raw("<img");
    if let Some(c) = class {
        h.attr("class", c);
    }
    h.attr("src", src)
        .attr_num("width", image.width)
        .attr_num("height", image.height)
        .attr("alt", alt.unwrap_or(&image.alt));
    if cx.first_image.is_some() {
        h.raw(" loading=\"lazy\" decoding=\"async\"");
    } else {
        cx.first_image = Some(src.to_owned());
        h.raw(" fetchpriority=\"high\"");
    }
    h.raw(">");
}

/// The cover a card or the product page shows: the page-sized square
/// variant when the product has one, else the original (uploaded before the
/// variant existed); `None` without a usable one.
fn shown_cover(p: &ProductCard) -> Option<&Image> {
    [p.cover_page.as_ref(), p.cover.as_ref()]
        .into_iter()
        .flatten()
        .find(|c| safe_url(&c.url).is_some())
}

/// The first letter of a name, for a card without a cover.
fn initial(name: &str) -> String {
    name.chars()
        .find(|c| c.is_alphanumeric())
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default()
}

/// A plan's price in words as `<p class="sw-price">`, with the shop's VAT
/// note (`vat_note`, already in the page's language) after it.
fn price(h: &mut Html, words: &PriceWords, vat_note: Option<&str>) {
    h.raw("<p class=\"sw-price\">").text(&words.main);
    if let Some(per) = &words.per {
        h.raw(" <span class=\"sw-price__per\">")
            .text(per)
            .raw("</span>");
    }
    // nothing to pay, nothing to say about VAT
    let free = words.amount.bytes().all(|b| b == b'0' || b == b'.');
    if let Some(note) = vat_note.filter(|_| !free) {
        h.raw(" <span class=\"sw-price__vat\">")
            .text(note)
            .raw("</span>");
    }
    if let Some(trial) = &words.trial {
        h.raw("<span class=\"sw-price__trial\">")
            .text(trial)
            .raw("</span>");
    }
    h.raw("</p>");
}

/// The price of a product's first plan in words.
fn first_price(p: &ProductCard, language: crate::language::Language) -> Option<PriceWords> {
    p.plans
        .first()
        .and_then(|plan| price_words(&plan.terms, language))
}

/// How a buy button opens the payment page: as a plain link (checkout), or
/// over the page in a dialog (autopay: the `buy` island) in the colours the
/// seller chose for that dialog (the spec's "autobuy modal colours" of
/// popular products; every block with autopay takes them).
#[derive(Clone, PartialEq, Eq)]
enum Pay {
    Checkout,
    Autopay {
        /// `modalBackgroundColor`: the dialog's background, a checked
        /// `#rgb`/`#rrggbb` (the browser's own canvas colour without it)
        background: Option<String>,
        /// `modalTextColor`: its text and close button
        text: Option<String>,
    },
}

fn pay_mode(b: &Block<'_>) -> Pay {
    if b.str("paymentOptions") == Some("autopay") {
        Pay::Autopay {
            background: b.color("modalBackgroundColor"),
            text: b.color("modalTextColor"),
        }
    } else {
        Pay::Checkout
    }
}

/// The `buy` island's props of an autopay link: its mode and the dialog's
/// colours the seller set.
fn autopay_props(background: Option<&String>, text: Option<&String>) -> String {
    let mut props = Map::new();
    props.insert("mode".into(), json!("autopay"));
    if let Some(c) = background {
        props.insert("background".into(), json!(c));
    }
    if let Some(c) = text {
        props.insert("color".into(), json!(c));
    }
    html::json(&Value::Object(props))
}

/// A buy link to the payment page (the `buy` island in autopay mode; a
/// plain link otherwise).
fn buy_link(
    cx: &mut Cx<'_>,
    h: &mut Html,
    card: &ProductCard,
    plan: Option<PlanId>,
    label: &str,
    class: &str,
    mode: &Pay,
) {
    if card.sold_out {
        h.raw("<span class=\"sw-badge\">")
            .text(cx.w.sold_out)
            .raw("</span>");
        return;
    }
    let Some(url) = cx.input.pay_url(card, plan) else {
        h.raw("<a").attr("class", class);
        h.url_attr("href", &cx.input.product_url(card));
        h.raw(">").text(cx.w.details).raw("</a>");
        return;
    };
    h.raw("<a").attr("class", class);
    h.url_attr("href", &url);
    if let Pay::Autopay { background, text } = mode {
        cx.island(Island::Buy);
        h.attr("data-island", "buy").attr(
            "data-props",
            &autopay_props(background.as_ref(), text.as_ref()),
        );
    }
    h.raw(">").text(label).raw("</a>");
}

/// The networks of the social links, in the order they are shown.
const SOCIALS: [(&str, &str); 10] = [
    ("website", "Website"),
    ("facebook", "Facebook"),
    ("instagram", "Instagram"),
    ("twitter", "X"),
    ("youtube", "YouTube"),
    ("tumblr", "Tumblr"),
    ("pinterest", "Pinterest"),
    ("linkedin", "LinkedIn"),
    ("xing", "XING"),
    ("tiktok", "TikTok"),
];

fn socials(h: &mut Html, b: &Block<'_>, label: &str) {
    let Some(links) = b.get("socials").and_then(Value::as_object) else {
        return;
    };
    let mut list = Html::new();
    for (key, name) in SOCIALS {
        if let Some(url) = links.get(key).and_then(Value::as_str).and_then(safe_url) {
            list.raw("<li><a rel=\"me noopener\"")
                .attr("href", url)
                .raw(">")
                .text(name)
                .raw("</a></li>");
        }
    }
    if !list.is_empty() {
        h.raw("<ul class=\"sw-socials\"")
            .attr("aria-label", label)
            .raw(">")
            .append(&list)
            .raw("</ul>");
    }
}

/// `text` percent-encoded for a URL's query (RFC 3986 unreserved kept).
fn query_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(byte));
        } else {
            let hex =
                |n: u8| char::from_digit(u32::from(n), 16).map_or('0', |c| c.to_ascii_uppercase());
            out.push('%');
            out.push(hex(byte >> 4));
            out.push(hex(byte & 0xf));
        }
    }
    out
}

/// Links that share the page: by e-mail, on Facebook and on X (plain
/// links, no script of theirs on the page).
fn share(h: &mut Html, input: &PageInput, w: &Words) {
    let url = query_encode(&absolute(&input.origin, &input.path()));
    let links = [
        (w.by_mail, format!("mailto:?body={url}")),
        (
            "Facebook",
            format!("https://www.facebook.com/sharer/sharer.php?u={url}"),
        ),
        ("X", format!("https://x.com/intent/post?url={url}")),
    ];
    h.raw("<ul class=\"sw-socials sw-share\"")
        .attr("aria-label", w.share)
        .raw(">");
    for (name, href) in links {
        h.raw("<li><a rel=\"noopener\" target=\"_blank\"");
        h.url_attr("href", &href);
        h.raw(">").text(name).raw("</a></li>");
    }
    h.raw("</ul>");
}

/// A menu item's address: a safe URL as it is, a page's path under the
/// shop (`about` -> `/s/{u}/about`).
fn menu_href(input: &PageInput, item: &Value) -> Option<String> {
    let url = item.get("url").and_then(Value::as_str)?.trim();
    if let Some(u) = safe_url(url) {
        return Some(u.to_owned());
    }
    let slug = !url.is_empty()
        && url
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'/'));
    slug.then(|| format!("/s/{}/{}", input.shop.username, url.trim_matches('/')))
}

fn menu_link(h: &mut Html, input: &PageInput, item: &Value) {
    let name = item
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or("")
        .trim();
    let Some(href) = menu_href(input, item) else {
        return;
    };
    if name.is_empty() {
        return;
    }
    h.raw("<a").attr("href", &href);
    if href == input.path() {
        h.raw(" aria-current=\"page\"");
    }
    h.raw(">").text(name).raw("</a>");
}

fn menu(h: &mut Html, input: &PageInput, items: &[Value], label: &str, nested: bool) {
    if items.is_empty() {
        return;
    }
    h.raw("<nav class=\"sw-nav\"")
        .attr("aria-label", label)
        .raw("><ul>");
    for item in items {
        let sub = item
            .get("submenu")
            .and_then(Value::as_array)
            .filter(|s| !s.is_empty());
        let name = item
            .get("name")
            .and_then(Value::as_str)
            .unwrap_or("")
            .trim();
        match sub {
            Some(sub) if nested && !name.is_empty() => {
                h.raw("<li><details><summary>")
                    .text(name)
                    .raw("</summary><ul>");
                if menu_href(input, item).is_some() {
                    h.raw("<li>");
                    menu_link(h, input, item);
                    h.raw("</li>");
                }
                for s in sub {
                    h.raw("<li>");
                    menu_link(h, input, s);
                    h.raw("</li>");
                }
                h.raw("</ul></details></li>");
            }
            _ => {
                h.raw("<li>");
                menu_link(h, input, item);
                h.raw("</li>");
                if let Some(sub) = sub {
                    for s in sub {
                        h.raw("<li>");
                        menu_link(h, input, s);
                        h.raw("</li>");
                    }
                }
            }
        }
    }
    h.raw("</ul></nav>");
}

// ---------------------------------------------------------------- blocks

fn header(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    let sticky = if b.flag("stickyHeader", false) {
        "sw-sticky"
    } else {
        ""
    };
    open(cx, h, b, "<header", sticky);
    let input = cx.input;
    h.raw("<a class=\"sw-brand\"")
        .attr("href", &input.shop_url())
        .raw(">");
    let logo = image_setting(b.get("logo"), b.str("altText"), (200, 200))
        .or_else(|| input.shop.logo.clone());
    if let Some(logo) = logo {
        // The shop's name follows as text, so the logo is decoration
        // unless the seller named it.
        let alt = if b.str("altText").is_some() {
            None
        } else {
            Some("")
        };
        img(cx, h, &logo, None, alt);
    }
    h.raw("<span>")
        .text(&input.shop.display_name)
        .raw("</span></a>");
    menu(h, input, b.list("menuList"), cx.w.menu, true);
    socials(h, b, cx.w.follow);
    if b.flag("sharingOptions", false) {
        share(h, input, cx.w);
    }
    if b.flag("languageSwitcher", false) {
        languages(h, input, cx.w);
    }
    if b.flag("showCancelSubscription", false) {
        // a buyer's subscriptions are cancelled in their area of the shop
        h.raw("<a class=\"sw-cancel\"")
            .attr("href", &format!("/payer/s/{}", input.shop.username))
            .raw(">")
            .text(cx.w.cancel_subscription)
            .raw("</a>");
    }
    if b.flag("myAccountSwitcher", false) {
        h.raw("<a class=\"sw-btn sw-btn--outlined\"")
            .attr("href", &format!("/payer/s/{}", input.shop.username))
            .raw(">")
            .text(cx.w.my_account)
            .raw("</a>");
    }
    h.raw("</div></header>");
}

/// Where the language switcher sends the buyer to read the page at
/// `path` in `tag`: the edge keeps the choice (the `sw_locale` cookie the
/// web app writes too) and sends them back, so it works without script
/// and on every page after.
pub fn language_href(tag: &str, path: &str) -> String {
    let mut to = String::with_capacity(path.len() + 8);
    for byte in path.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'/' | b'-' | b'_' | b'.' | b'~') {
            to.push(char::from(byte));
        } else {
            use std::fmt::Write as _;
            let _ = write!(to, "%{byte:02X}");
        }
    }
    format!("/v1/shop/language/{tag}?to={to}")
}

/// The header's language switcher: the page in English and in German.
fn languages(h: &mut Html, input: &PageInput, w: &Words) {
    h.raw("<nav class=\"sw-langs\"")
        .attr("aria-label", w.language)
        .raw("><ul>");
    let path = input.path();
    for (language, tag, name) in [
        (crate::language::Language::De, "de", "Deutsch"),
        (crate::language::Language::En, "en", "English"),
    ] {
        h.raw("<li><a")
            .attr("href", &language_href(tag, &path))
            .attr("hreflang", tag)
            .attr("lang", tag);
        if input.locale == language {
            h.raw(" aria-current=\"true\"");
        }
        h.raw(">").text(name).raw("</a></li>");
    }
    h.raw("</ul></nav>");
}

fn banner(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    let bg = image_setting(b.get("backgroundImage"), Some(""), (1920, 1080));
    open(
        cx,
        h,
        b,
        "<section",
        if bg.is_some() { "sw-banner--image" } else { "" },
    );
    // The background and overlay sit behind the column.
    h.raw("</div>");
    if let Some(bg) = &bg {
        img(cx, h, bg, Some("sw-banner__bg"), Some(""));
    }
    if let Some(overlay) = b.color("colorOverlay") {
        cx.css.fixed(
            &format!(".sw-b{} .sw-banner__overlay", b.index),
            &[("background", overlay)],
        );
        h.raw("<div class=\"sw-banner__overlay\"></div>");
    } else if bg.is_some() {
        cx.css.fixed(
            &format!(".sw-b{} .sw-banner__overlay", b.index),
            &[("background", "#000".into())],
        );
        h.raw("<div class=\"sw-banner__overlay\"></div>");
    }
    h.raw("<div class=\"sw-in\">");
    // `useShopInfo`: the shop's name and description where the banner has
    // no title or text of its own (the default page's hero).
    let shop_info = b.flag("useShopInfo", false);
    let shop = &cx.input.shop;
    let title = b
        .str("titleText")
        .or_else(|| shop_info.then_some(shop.display_name.as_str()));
    if let Some(title) = title {
        let (o, c) = cx.title_tag();
        h.raw(o).raw(">").text(title).raw(c);
    }
    let text = b
        .str("additionalText")
        .or_else(|| shop.description.as_deref().filter(|_| shop_info));
    if let Some(text) = text {
        paragraphs(h, text, Some("sw-banner__text"));
    }
    if b.flag("showButton", false) {
        let label = b.str("buttonText").unwrap_or(cx.w.details);
        let href = b
            .str("buttonLink")
            .and_then(safe_url)
            .map_or_else(|| banner_default_link(cx.input), str::to_owned);
        h.raw("<a class=\"sw-btn\"")
            .attr("href", &href)
            .raw(">")
            .text(label)
            .raw("</a>");
    }
    h.raw("</div></section>");
}

/// Where a banner's button leads when the seller gave it no link
/// (issue 30: it used to be `#main`, the page itself): the page's first
/// product or product list, else on a product's page that product's
/// payment, else the shop's home.
fn banner_default_link(input: &PageInput) -> String {
    let listed = input
        .page
        .get("blocks")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .find(|block| {
            matches!(
                block.get("type").and_then(Value::as_str),
                Some("product" | "seller_products" | "membership_products" | "popular_products")
            )
        })
        .and_then(|block| block.get("id").and_then(Value::as_str))
        .filter(|id| !id.is_empty());
    if let Some(id) = listed {
        return format!("#{id}");
    }
    match &input.view {
        View::Product { product } | View::Bundle { product, .. } => input
            .pay_url(&product.card, None)
            .unwrap_or_else(|| input.product_url(&product.card)),
        _ => input.shop_url(),
    }
}

fn text_block(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    open(cx, h, b, "<section", "");
    if let Some(title) = b.str("titleText") {
        h.raw("<h2>").text(title).raw("</h2>");
    }
    if let Some(text) = b.str("content").or_else(|| b.str("text")) {
        paragraphs(h, text, None);
    }
    h.raw("</div></section>");
}

const ANIMATIONS: [&str; 9] = [
    "shadow",
    "transparency",
    "coloredShadow",
    "stretching",
    "bordering",
    "increasing",
    "swing",
    "fillOutlineSwitch",
    "noAnimation",
];

/// The look of a button of a block's settings: its classes and its rules.
fn button_look(cx: &mut Cx<'_>, b: &Block<'_>) -> String {
    let mut class = String::from("sw-btn");
    if b.str("buttonViewStyle") == Some("outlined") {
        class.push_str(" sw-btn--outlined");
    }
    if let Some(a) = b
        .str("buttonAnimation")
        .filter(|a| ANIMATIONS.contains(a) && *a != "noAnimation")
    {
        class.push_str(" sw-anim-");
        class.push_str(a);
    }
    let mut decls = Vec::new();
    if let Some(c) = b.color("buttonColor") {
        decls.push(("--sw-btn", c));
    }
    if let Some(c) = b.color("buttonTextColor") {
        decls.push(("--sw-btn-text", c));
    }
    if let Some(r) = b.num("radius", 100) {
        decls.push(("border-radius", format!("{r}px")));
    }
    if let Some(s) = b.num("buttonSize", 60).filter(|s| *s >= 10) {
        decls.push(("font-size", format!("{s}px")));
    }
    if let Some(w) = b.num("buttonWidth", MAX_VALUE) {
        decls.push(("width", format!("{w}px")));
        decls.push(("max-width", "100%".into()));
    }
    if let Some(m) = b.num("minHeight", 200) {
        decls.push(("min-height", format!("{m}px")));
    }
    let weight = match b.str("buttonFont") {
        Some("Light") => Some("300"),
        Some("Reg") => Some("400"),
        Some("Medium") => Some("500"),
        Some("Black") => Some("900"),
        _ => None,
    };
    if let Some(w) = weight {
        decls.push(("font-weight", w.into()));
    }
    cx.css.fixed(&format!(".sw-b{} .sw-btn", b.index), &decls);
    class
}

fn button_block(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    open(cx, h, b, "<section", "");
    let class = button_look(cx, b);
    let input = cx.input;
    let label = b.str("buttonText");
    let link = |h: &mut Html, url: Option<&str>, label: &str, extra: &'static str| match url
        .and_then(safe_url)
    {
        Some(u) => {
            h.raw("<a")
                .attr("class", &class)
                .attr("href", u)
                .raw(extra)
                .raw(">")
                .text(label)
                .raw("</a>");
        }
        None => {
            h.raw("<span")
                .attr("class", &class)
                .raw(" aria-disabled=\"true\">")
                .text(label)
                .raw("</span>");
        }
    };
    match b.str("buttonType").unwrap_or("buy") {
        t @ ("buy" | "details") => {
            let card = b
                .id_setting("productId")
                .and_then(|id| input.find_product(id))
                .or(match &input.view {
                    View::Product { product } | View::Bundle { product, .. } => Some(&product.card),
                    _ => None,
                });
            match card {
                Some(card) if t == "buy" => {
                    let plan = b.id_setting("planId").and_then(|p| PlanId::new(p).ok());
                    buy_link(
                        cx,
                        h,
                        card,
                        plan,
                        label.unwrap_or(cx.w.buy),
                        &class,
                        &pay_mode(b),
                    );
                }
                Some(card) => link(
                    h,
                    Some(&input.product_url(card)),
                    label.unwrap_or(cx.w.details),
                    "",
                ),
                None => link(h, None, label.unwrap_or(cx.w.buy), ""),
            }
        }
        "downloadFile" => link(
            h,
            b.str("fileUrl").or(b.str("link")),
            label.unwrap_or(cx.w.download),
            " download",
        ),
        "individualLink" => link(
            h,
            b.str("link"),
            label.unwrap_or(cx.w.details),
            " target=\"_blank\" rel=\"noopener\"",
        ),
        "lessonLink" => link(
            h,
            b.str("lessonUrl").or(b.str("link")),
            label.unwrap_or(cx.w.open),
            "",
        ),
        _ => link(h, b.str("link"), label.unwrap_or(cx.w.details), ""),
    }
    h.raw("</div></section>");
}

fn picture(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    open(cx, h, b, "<section", "");
    if let Some(image) = image_setting(
        b.get("image").or(b.get("url")),
        b.str("altText"),
        (1200, 800),
    ) {
        h.raw("<figure>");
        let link = b.str("link").and_then(safe_url);
        if let Some(l) = link {
            h.raw("<a").attr("href", l).raw(">");
        }
        img(cx, h, &image, None, None);
        if link.is_some() {
            h.raw("</a>");
        }
        if let Some(c) = b.str("caption") {
            h.raw("<figcaption>").text(c).raw("</figcaption>");
        }
        h.raw("</figure>");
    }
    h.raw("</div></section>");
}

fn audio(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    open(cx, h, b, "<section", "");
    if let Some(url) = b.str("url").and_then(safe_url) {
        h.raw("<figure>");
        if let Some(t) = b.str("title") {
            h.raw("<figcaption>").text(t).raw("</figcaption>");
        }
        h.raw("<audio controls preload=\"none\"").attr("src", url);
        h.attr("aria-label", b.str("title").unwrap_or(cx.w.listen));
        h.raw("><a")
            .attr("href", url)
            .raw(">")
            .text(cx.w.listen)
            .raw("</a></audio></figure>");
    }
    h.raw("</div></section>");
}

fn is_video_file(url: &str) -> bool {
    let path = url
        .split(['?', '#'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    [".mp4", ".webm", ".m4v", ".mov", ".ogv"]
        .iter()
        .any(|e| path.ends_with(e))
}

fn video(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    open(cx, h, b, "<section", "");
    let title = b.str("title").unwrap_or(cx.w.watch);
    if let Some(url) = b.str("url").and_then(safe_url) {
        let (embed, address) = crate::course::video_embed(url);
        let controls = !b.flag("playbarDisabled", false);
        let colour = b
            .color("playerColor")
            .map(|c| c.trim_start_matches('#').to_owned());
        match embed {
            crate::course::Embed::Youtube | crate::course::Embed::Vimeo => {
                let mut src = address;
                let mut query: Vec<String> = Vec::new();
                if embed == crate::course::Embed::Vimeo {
                    query.push("dnt=1".into());
                    if let Some(c) = &colour {
                        query.push(format!("color={c}"));
                    }
                    if !controls {
                        query.push("controls=0".into());
                    }
                } else {
                    query.push("rel=0".into());
                    if !controls {
                        query.push("controls=0".into());
                    }
                }
                src.push('?');
                src.push_str(&query.join("&"));
                h.raw("<div class=\"sw-frame\"><iframe")
                    .attr("src", &src)
                    .attr("title", title)
                    .raw(" loading=\"lazy\" allow=\"fullscreen; picture-in-picture; encrypted-media\" referrerpolicy=\"strict-origin-when-cross-origin\"></iframe></div>");
                if let Some(c) = &colour {
                    // The page's own frame around the player takes its colour.
                    cx.css.fixed(
                        &format!(".sw-b{} .sw-frame", b.index),
                        &[("background", format!("#{c}"))],
                    );
                }
            }
            _ if is_video_file(url) || url.starts_with('/') => {
                h.raw("<div class=\"sw-frame\"><video preload=\"metadata\" playsinline");
                if controls {
                    h.raw(" controls");
                }
                h.attr("src", url)
                    .attr("aria-label", title)
                    .raw("><a")
                    .attr("href", url)
                    .raw(">")
                    .text(title)
                    .raw("</a></video></div>");
            }
            _ => {
                h.raw("<a class=\"sw-btn\"")
                    .attr("href", url)
                    .raw(" rel=\"noopener\">")
                    .text(title)
                    .raw("</a>");
            }
        }
    }
    h.raw("</div></section>");
}

fn file(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    let pdf = b.kind == BlockType::FilePdf;
    open(cx, h, b, "<section", if pdf { "sw-file-pdf" } else { "" });
    if let Some(url) = b.str("url").and_then(safe_url) {
        let name = b
            .str("fileName")
            .or(b.str("name"))
            .unwrap_or_else(|| url.rsplit('/').next().unwrap_or(url));
        h.raw("<div class=\"sw-file\"><span class=\"sw-file__name\">")
            .text(name);
        h.raw("<span class=\"sw-file__kind\">")
            .text(if pdf { cx.w.pdf } else { cx.w.file })
            .raw("</span></span><span class=\"sw-actions\">");
        if pdf {
            h.raw("<a class=\"sw-btn sw-btn--outlined\" target=\"_blank\" rel=\"noopener\"")
                .attr("href", url)
                .raw(">")
                .text(cx.w.open)
                .raw("</a>");
        }
        if !pdf || b.str("downloadFile") != Some("hide") {
            h.raw("<a class=\"sw-btn\" download")
                .attr("href", url)
                .raw(">")
                .text(cx.w.download)
                .raw("</a>");
        }
        h.raw("</span></div>");
    }
    h.raw("</div></section>");
}

/// The view styles of product lists.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ListView {
    Grid,
    List,
    Slider,
    Buttons,
    Text,
}

fn list_view(b: &Block<'_>) -> ListView {
    match b.str("view") {
        Some("list") => ListView::List,
        Some("slider") => ListView::Slider,
        Some("button") => ListView::Buttons,
        Some("text") => ListView::Text,
        Some("grid") => ListView::Grid,
        _ if b.kind == BlockType::PopularProducts => ListView::Slider,
        _ => ListView::Grid,
    }
}

/// The products a list block shows, in its order.
fn list_products<'a>(cx: &Cx<'a>, b: &Block<'_>, category: Option<i64>) -> Vec<&'a ProductCard> {
    let input = cx.input;
    let picked: Vec<i64> = b
        .list("productIds")
        .iter()
        .filter_map(Value::as_i64)
        .collect();
    let mut list: Vec<&ProductCard> = match b.kind {
        BlockType::PopularProducts if !picked.is_empty() => picked
            .iter()
            .filter_map(|id| input.products.iter().find(|p| p.id.get() == *id))
            .collect(),
        BlockType::PopularProducts => {
            let mut all: Vec<&ProductCard> = input.products.iter().collect();
            all.sort_by(|a, b| {
                b.purchases
                    .cmp(&a.purchases)
                    .then(a.position.cmp(&b.position))
                    .then(a.id.cmp(&b.id))
            });
            all
        }
        BlockType::MembershipProducts => input
            .products
            .iter()
            .filter(|p| p.form == "membership")
            .collect(),
        _ if !b.flag("showAllProducts", true) && !picked.is_empty() => input
            .products
            .iter()
            .filter(|p| picked.contains(&p.id.get()))
            .collect(),
        _ => input.products.iter().collect(),
    };
    if let Some(c) = category {
        let members = input.categories.iter().find(|x| x.id == c);
        list.retain(|p| {
            p.category_ids.contains(&c) || members.is_some_and(|m| m.product_ids.contains(&p.id))
        });
    }
    if b.kind != BlockType::PopularProducts {
        let newest = b.str("sortKey") == Some("created_at");
        let desc = b.str("sortDir").map_or(newest, |d| d == "desc");
        list.sort_by(|a, b| {
            let o = if newest {
                a.created_at.cmp(&b.created_at)
            } else {
                a.position.cmp(&b.position)
            }
            .then(a.id.cmp(&b.id));
            if desc { o.reverse() } else { o }
        });
    }
    list
}

/// The categories a list block offers: those it names (else every one),
/// not hidden, in their order.
fn offered_categories<'a>(cx: &Cx<'a>, b: &Block<'_>) -> Vec<&'a super::Category> {
    let named: Vec<i64> = b
        .list("categories")
        .iter()
        .filter_map(|v| v.as_i64().or_else(|| v.get("id").and_then(Value::as_i64)))
        .collect();
    let mut cats: Vec<&super::Category> = cx
        .input
        .categories
        .iter()
        .filter(|c| !c.hidden && (named.is_empty() || named.contains(&c.id)))
        .collect();
    cats.sort_by(|a, b| a.position.cmp(&b.position).then(a.id.cmp(&b.id)));
    cats
}

/// Where the page's category links point: the shop or landing page itself.
fn base_path(input: &PageInput) -> String {
    match &input.view {
        View::Shop { path: Some(p), .. } if !p.is_empty() => {
            format!("/s/{}/{p}", input.shop.username)
        }
        View::Landing { landing, path, .. } => landing.address(&input.shop.username, path),
        _ => input.shop_url(),
    }
}

fn categories_nav(
    cx: &mut Cx<'_>,
    h: &mut Html,
    b: &Block<'_>,
    cats: &[&super::Category],
    current: Option<i64>,
) {
    let base = base_path(cx.input);
    if b.str("categoriesView") == Some("dropdown") {
        cx.island(Island::Categories);
        let id = format!("sw-b{}-category", b.index);
        h.raw("<form class=\"sw-catform\" method=\"get\" data-island=\"categories\"")
            .attr("action", &base)
            .raw("><div><label")
            .attr("for", &id)
            .raw(">")
            .text(cx.w.category)
            .raw("</label><select name=\"category\"")
            .attr("id", &id)
            .raw("><option value=\"\">")
            .text(cx.w.all)
            .raw("</option>");
        for c in cats {
            h.raw("<option").attr("value", &c.id.to_string());
            if current == Some(c.id) {
                h.raw(" selected");
            }
            h.raw(">").text(&c.title).raw("</option>");
        }
        h.raw("</select></div><noscript><button class=\"sw-btn\" type=\"submit\">")
            .text(cx.w.show)
            .raw("</button></noscript></form>");
    } else {
        h.raw("<nav")
            .attr("aria-label", cx.w.category)
            .raw("><ul class=\"sw-cats\"><li><a");
        h.attr("href", &base);
        if current.is_none() {
            h.raw(" aria-current=\"page\"");
        }
        h.raw(">").text(cx.w.all).raw("</a></li>");
        for c in cats {
            h.raw("<li><a")
                .attr("href", &format!("{base}?category={}", c.id));
            if current == Some(c.id) {
                h.raw(" aria-current=\"page\"");
            }
            h.raw(">").text(&c.title).raw("</a></li>");
        }
        h.raw("</ul></nav>");
    }
}

/// A product card: cover, name, summary, price and its call to action.
#[allow(clippy::too_many_arguments)]
fn card(
    cx: &mut Cx<'_>,
    h: &mut Html,
    p: &ProductCard,
    heading: (&'static str, &'static str),
    show_price: bool,
    cta: Option<(&str, &Pay)>,
) {
    let url = cx.input.product_url(p);
    let cover = shown_cover(p);
    // a cover's box is square before its picture is in, and is skipped
    // (`content-visibility:auto`) while far off screen: its lazy picture
    // then waits until the buyer scrolls near, and leaves the phone's
    // line to the pictures on the first screen
    h.raw(if cover.is_some() {
        "<article class=\"sw-card\"><a class=\"sw-card__media sw-card__media--cover\" tabindex=\"-1\" aria-hidden=\"true\""
    } else {
        "<article class=\"sw-card\"><a class=\"sw-card__media\" tabindex=\"-1\" aria-hidden=\"true\""
    });
    h.url_attr("href", &url);
    h.raw(">");
    match cover {
        Some(cover) => img(cx, h, cover, None, Some("")),
        _ => {
            h.raw("<span class=\"sw-card__blank\">")
                .text(&initial(&p.name))
                .raw("</span>");
        }
    }
    h.raw("</a><div class=\"sw-card__body\">")
        .raw(heading.0)
        .raw(" class=\"sw-card__name\"><a");
    h.url_attr("href", &url);
    h.raw(">").text(&p.name).raw("</a>").raw(heading.1);
    if !p.summary.trim().is_empty() {
        h.raw("<p class=\"sw-card__summary\">")
            .text(p.summary.trim())
            .raw("</p>");
    }
    h.raw("<div class=\"sw-card__foot\">");
    if show_price && let Some(words) = first_price(p, cx.input.locale) {
        price(h, &words, cx.input.vat_note());
    }
    if let Some((label, mode)) = cta {
        buy_link(cx, h, p, None, label, "sw-btn", mode);
    } else if p.sold_out {
        h.raw("<span class=\"sw-badge\">")
            .text(cx.w.sold_out)
            .raw("</span>");
    }
    h.raw("</div></div></article>");
}

#[allow(clippy::too_many_lines)] // one list in five views, with categories and paging
fn products(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    let view = list_view(b);
    open(cx, h, b, "<section", "");
    let title = b.str("titleText").or(b.str("title"));
    if let Some(t) = title {
        h.raw("<h2 class=\"sw-list-title\">").text(t).raw("</h2>");
    }
    let cats = if b.kind == BlockType::PopularProducts || b.str("categoriesView").is_none() {
        Vec::new()
    } else {
        offered_categories(cx, b)
    };
    let current = cx
        .input
        .category()
        .filter(|c| cats.iter().any(|x| x.id == *c));
    if !cats.is_empty() {
        categories_nav(cx, h, b, &cats, current);
    }
    let list = list_products(cx, b, current);
    if list.is_empty() {
        h.raw("<p class=\"sw-empty\">")
            .text(cx.w.no_products)
            .raw("</p></div></section>");
        return;
    }
    let show_price = b.flag("showPrice", true);
    let label = b.str("buttonText").unwrap_or(cx.w.buy);
    let pay = pay_mode(b);
    let cta = b.flag("showButton", true).then_some((label, &pay));
    let heading = if title.is_some() {
        ("<h3", "</h3>")
    } else {
        ("<h2", "</h2>")
    };
    let per_page =
        usize::try_from(b.num("itemsPerPage", 300).filter(|n| *n > 0).unwrap_or(12)).unwrap_or(12);
    let slides = b.num("itemsPerSlide", 6).filter(|n| *n > 0).unwrap_or(3);
    let (first, more) = if view == ListView::Slider {
        (list.as_slice(), &[][..])
    } else {
        list.split_at(per_page.min(list.len()))
    };
    let write = |cx: &mut Cx<'_>, h: &mut Html, items: &[&ProductCard]| {
        let (open_list, close_list): (&'static str, &'static str) = match view {
            ListView::Grid => ("<ul class=\"sw-grid\">", "</ul>"),
            ListView::List => ("<ul class=\"sw-rows\">", "</ul>"),
            ListView::Slider => (
                "<div class=\"sw-slider\" data-island=\"slider\"><ul class=\"sw-slider__track\">",
                "</ul></div>",
            ),
            ListView::Buttons => ("<ul class=\"sw-pbuttons\">", "</ul>"),
            ListView::Text => ("<ul class=\"sw-ptext\">", "</ul>"),
        };
        h.raw(open_list);
        for p in items {
            h.raw("<li>");
            match view {
                ListView::Buttons => {
                    h.raw("<a class=\"sw-btn sw-btn--outlined\"");
                    h.url_attr("href", &cx.input.product_url(p));
                    h.raw(">").text(&p.name);
                    if show_price && let Some(w) = first_price(p, cx.input.locale) {
                        h.raw(" · ").text(&w.main);
                    }
                    h.raw("</a>");
                }
                ListView::Text => {
                    h.raw("<a");
                    h.url_attr("href", &cx.input.product_url(p));
                    h.raw(">").text(&p.name).raw("</a>");
                    if show_price && let Some(w) = first_price(p, cx.input.locale) {
                        h.raw("<span class=\"sw-price\">")
                            .text(&w.main)
                            .raw("</span>");
                    }
                }
                _ => card(cx, h, p, heading, show_price, cta),
            }
            h.raw("</li>");
        }
        h.raw(close_list);
    };
    if view == ListView::Slider {
        cx.island(Island::Slider);
        // The seller's number of slides on a desktop; at most two on a
        // tablet, and most of one on a phone (the next one peeks in).
        let columns = |n: u64| {
            let gaps = (n - 1) * 24;
            vec![("grid-auto-columns", format!("calc((100% - {gaps}px)/{n})"))]
        };
        cx.css.rule(
            &format!(".sw-b{} .sw-slider__track", b.index),
            &[
                columns(slides),
                columns(slides.min(2)),
                vec![("grid-auto-columns", "85%".to_owned())],
            ],
        );
    }
    write(cx, h, first);
    if !more.is_empty() {
        h.raw("<details class=\"sw-more\"><summary>")
            .text(cx.w.more)
            .raw(" (")
            .num(i64::try_from(more.len()).unwrap_or(0))
            .raw(")</summary>");
        write(cx, h, more);
        h.raw("</details>");
    }
    h.raw("</div></section>");
}

/// A course's chapters and their lessons' titles on its product page
/// (issue 30): what the buyer gets, never a lesson's content.
fn curriculum_list(cx: &mut Cx<'_>, h: &mut Html, chapters: &[super::CurriculumChapter]) {
    if chapters
        .iter()
        .all(|c| c.lessons.is_empty() && c.title.trim().is_empty())
    {
        return;
    }
    let w = cx.w;
    cx.css.fixed(
        ".sw-curriculum ol",
        &[("margin", "0".into()), ("padding-left", "1.25em".into())],
    );
    cx.css.fixed(
        ".sw-curriculum h3",
        &[
            ("font-size", "17px".into()),
            ("margin", "16px 0 6px".into()),
        ],
    );
    cx.css.fixed(
        ".sw-curriculum__count",
        &[
            ("color", "var(--sw-muted)".into()),
            ("font-size", "14px".into()),
            ("font-weight", "400".into()),
        ],
    );
    h.raw("<div class=\"sw-desc sw-curriculum\"><h2>")
        .text(w.curriculum)
        .raw("</h2>");
    for chapter in chapters {
        h.raw("<section class=\"sw-curriculum__chapter\"><h3>")
            .text(chapter.title.trim());
        let n = chapter.lessons.len();
        let count = if n == 1 {
            w.one_lesson.to_owned()
        } else {
            w.lessons_count.replace("{n}", &n.to_string())
        };
        h.raw(" <span class=\"sw-curriculum__count\">(")
            .text(&count)
            .raw(")</span></h3>");
        if n > 0 {
            h.raw("<ol>");
            for lesson in &chapter.lessons {
                h.raw("<li>").text(lesson.trim()).raw("</li>");
            }
            h.raw("</ol>");
        }
        h.raw("</section>");
    }
    h.raw("</div>");
}

#[allow(clippy::too_many_lines)] // the product's parts in their order
fn product(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    open(cx, h, b, "<section", "");
    let input = cx.input;
    let (card_ref, description, items, curriculum) = match &input.view {
        View::Product { product } => (
            Some(&product.card),
            product.description.as_str(),
            &[][..],
            product.curriculum.as_slice(),
        ),
        View::Bundle { product, items } => (
            Some(&product.card),
            product.description.as_str(),
            items.as_slice(),
            &[][..],
        ),
        _ => (
            b.id_setting("productId")
                .and_then(|id| input.find_product(id)),
            "",
            &[][..],
            &[][..],
        ),
    };
    let Some(p) = card_ref else {
        h.raw("<p class=\"sw-empty\">")
            .text(cx.w.no_products)
            .raw("</p></div></section>");
        return;
    };
    h.raw("<div class=\"sw-product__cover\">");
    match shown_cover(p) {
        Some(cover) => {
            let alt = if cover.alt.is_empty() {
                p.name.clone()
            } else {
                cover.alt.clone()
            };
            img(cx, h, cover, None, Some(&alt));
        }
        _ => {
            h.raw("<div class=\"sw-card__media\"><span class=\"sw-card__blank\" aria-hidden=\"true\">").text(&initial(&p.name)).raw("</span></div>");
        }
    }
    h.raw("</div><div class=\"sw-product__info\">");
    let (o, c) = cx.title_tag();
    h.raw(o).raw(">").text(&p.name).raw(c);
    // the summary is the description's beginning: not shown again above
    // the whole description (issue 30: the description was shown twice)
    let summary = p.summary.trim();
    if !summary.is_empty() && !description.trim().starts_with(summary) {
        h.raw("<p class=\"sw-product__summary\">")
            .text(p.summary.trim())
            .raw("</p>");
    }
    let label = b.str("buttonText").unwrap_or(cx.w.buy);
    let mode = pay_mode(b);
    if p.sold_out {
        h.raw("<p><span class=\"sw-badge\">")
            .text(cx.w.sold_out)
            .raw("</span></p>");
    }
    if !p.plans.is_empty() {
        h.raw("<ul class=\"sw-plans\">");
        for plan in &p.plans {
            h.raw("<li class=\"sw-plan\"><div>");
            if p.plans.len() > 1 || !plan.name.trim().is_empty() {
                h.raw("<span class=\"sw-plan__name\">")
                    .text(plan.name.trim())
                    .raw("</span>");
            }
            if let Some(w) = price_words(&plan.terms, input.locale) {
                price(h, &w, input.vat_note());
            }
            h.raw("</div>");
            if !p.sold_out {
                buy_link(cx, h, p, Some(plan.id), label, "sw-btn", &mode);
            }
            h.raw("</li>");
        }
        h.raw("</ul>");
    }
    if !description.trim().is_empty() {
        h.raw("<div class=\"sw-desc\"><h2>")
            .text(cx.w.description)
            .raw("</h2>");
        paragraphs(h, description, None);
        h.raw("</div>");
    }
    curriculum_list(cx, h, curriculum);
    h.raw("</div>");
    if !items.is_empty() {
        cx.css.fixed(".sw-items", &[("grid-column", "1/-1".into())]);
        h.raw("<div class=\"sw-items\"><h2>")
            .text(cx.w.included)
            .raw("</h2><ul class=\"sw-grid\">");
        for item in items {
            h.raw("<li>");
            card(cx, h, item, ("<h3", "</h3>"), false, None);
            h.raw("</li>");
        }
        h.raw("</ul></div>");
    }
    h.raw("</div></section>");
}

fn testimonials(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    open(cx, h, b, "<section", "");
    match b.str("titleText") {
        Some(t) => h.raw("<h2>").text(t).raw("</h2>"),
        None => h
            .raw("<h2 class=\"sw-vh\">")
            .text(cx.w.testimonials)
            .raw("</h2>"),
    };
    h.raw("<ul class=\"sw-quotes\">");
    for item in b.list("items") {
        let text = item
            .get("text")
            .and_then(Value::as_str)
            .unwrap_or("")
            .trim();
        if text.is_empty() {
            continue;
        }
        let name = item
            .get("fullName")
            .and_then(Value::as_str)
            .unwrap_or("")
            .trim();
        h.raw("<li><figure class=\"sw-quote\"><blockquote>");
        paragraphs(h, text, None);
        h.raw("</blockquote><figcaption>");
        if let Some(avatar) = image_setting(item.get("avatar"), Some(""), (88, 88)) {
            img(cx, h, &avatar, None, Some(""));
        }
        h.text(name).raw("</figcaption></figure></li>");
    }
    h.raw("</ul></div></section>");
}

fn gap(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    if let Some(s) = b.settings {
        style::block(&mut cx.css, b.index, s);
    }
    style::per_breakpoint(&mut cx.css, b.index, "", b.get("height"), MAX_VALUE, |n| {
        vec![("height", format!("{n}px"))]
    });
    h.raw("<div")
        .attr("class", &classes(b, ""))
        .attr("data-block", "gap")
        .raw(" aria-hidden=\"true\"></div>");
}

fn footer(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    open(cx, h, b, "<footer", "");
    let input = cx.input;
    let w = cx.w;
    menu(h, input, b.list("menuList"), w.footer_menu, false);
    if b.flag("socialsIsShown", true) && b.get("socials").is_some() {
        if let Some(t) = b.str("socialsTitle") {
            h.raw("<p><strong>").text(t).raw("</strong></p>");
        }
        socials(h, b, b.str("socialsTitle").unwrap_or(w.follow));
    }
    let u = &input.shop.username;
    h.raw("<nav class=\"sw-legal\"")
        .attr("aria-label", w.legal)
        .raw("><ul>");
    for (path, label) in [
        ("imprint", w.imprint),
        ("terms", w.terms),
        ("privacy", w.privacy),
    ] {
        h.raw("<li><a")
            .attr("href", &format!("/s/{u}/document/{path}"))
            .raw(">")
            .text(label)
            .raw("</a></li>");
    }
    h.raw("</ul></nav><p class=\"sw-legal\">© ")
        .text(&input.shop.display_name)
        .raw("</p></div></footer>");
}

fn affiliate(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    open(cx, h, b, "<section", "");
    let w = cx.w;
    h.raw("<div class=\"sw-box\"><p><span class=\"sw-badge\">")
        .text(w.partner)
        .raw("</span></p><h2>")
        .text(b.str("programName").unwrap_or(w.become_partner))
        .raw("</h2>");
    if let Some(t) = b.str("text") {
        paragraphs(h, t, None);
    }
    h.raw("<dl class=\"sw-facts\">");
    if let Some(c) = b.str("commission") {
        h.raw("<dt>")
            .text(w.commission)
            .raw("</dt><dd>")
            .text(c)
            .raw("</dd>");
    }
    let days = b.num("cookiesDays", 10_000).unwrap_or(180);
    h.raw("<dt>").text(w.cookie_days).raw("</dt><dd>");
    if let Some(p) = words::period(&format!("{days}d"), w) {
        h.text(&p);
    }
    h.raw("</dd></dl>");
    let class = button_look(cx, b);
    if let Some(l) = b.str("buttonLink").and_then(safe_url) {
        h.raw("<a")
            .attr("class", &class)
            .attr("href", l)
            .raw(">")
            .text(b.str("buttonText").unwrap_or(w.become_partner))
            .raw("</a>");
    }
    h.raw("</div></div></section>");
}

/// The contact form's selectable fields (spec section 3) and their input
/// types; `custom` fields carry their own label.
const FIELDS: [(&str, &str); 8] = [
    ("first_name", "text"),
    ("last_name", "text"),
    ("email", "email"),
    ("birthday", "date"),
    ("street", "text"),
    ("zip", "text"),
    ("country_code", "text"),
    ("phone", "tel"),
];

#[allow(clippy::too_many_lines)] // the form field by field
fn contact(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    cx.island(Island::Contact);
    open(cx, h, b, "<section", "");
    let w = cx.w;
    h.raw("<div class=\"sw-box\"><h2>")
        .text(b.str("titleText").unwrap_or(w.contact))
        .raw("</h2>");
    if let Some(d) = b.str("descriptionText") {
        paragraphs(h, d, Some("sw-muted"));
    }
    let action = format!("/v1/shop/{}/contact", cx.input.shop.username);
    h.raw("<form class=\"sw-form\" method=\"post\" data-island=\"contact\"")
        .attr("action", &action)
        .raw(">");
    h.raw("<input type=\"hidden\" name=\"form_name\"")
        .attr("value", b.str("formName").unwrap_or("contact"))
        .raw(">");
    h.raw("<input type=\"hidden\" name=\"block\"")
        .attr("value", b.id)
        .raw(">");
    let default_fields = json!([
        {"key": "first_name", "required": true},
        {"key": "last_name"},
        {"key": "email"},
        {"key": "custom", "type": "textarea", "required": true}
    ]);
    let fields = match b.list("fields") {
        [] => default_fields.as_array().map_or(&[][..], Vec::as_slice),
        f => f,
    };
    let mut custom = 0;
    for (i, f) in fields.iter().enumerate() {
        let key = f.get("key").and_then(Value::as_str).unwrap_or("");
        let required = f.get("required").and_then(Value::as_bool).unwrap_or(false);
        let own_label = f
            .get("label")
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|l| !l.is_empty());
        let (name, kind, label) = if key == "custom" {
            custom += 1;
            let kind = if f.get("type").and_then(Value::as_str) == Some("textarea") {
                "textarea"
            } else {
                "text"
            };
            (
                format!("custom_{custom}"),
                kind,
                own_label
                    .unwrap_or(if kind == "textarea" {
                        w.fields[8]
                    } else {
                        w.message
                    })
                    .to_owned(),
            )
        } else if let Some(pos) = FIELDS.iter().position(|(k, _)| *k == key) {
            let kind = FIELDS.get(pos).map_or("text", |(_, t)| *t);
            (
                key.to_owned(),
                kind,
                own_label
                    .unwrap_or(w.fields.get(pos).copied().unwrap_or(key))
                    .to_owned(),
            )
        } else {
            continue;
        };
        let id = format!("sw-b{}-f{i}", b.index);
        h.raw("<div><label").attr("for", &id).raw(">").text(&label);
        if !required {
            h.raw(" <span class=\"sw-req\">(")
                .text(w.optional)
                .raw(")</span>");
        }
        h.raw("</label>");
        if kind == "textarea" {
            h.raw("<textarea").attr("id", &id).attr("name", &name);
        } else {
            h.raw("<input")
                .attr("id", &id)
                .attr("name", &name)
                .attr("type", kind);
            let auto = match key {
                "first_name" => Some("given-name"),
                "last_name" => Some("family-name"),
                "email" => Some("email"),
                "birthday" => Some("bday"),
                "street" => Some("street-address"),
                "zip" => Some("postal-code"),
                "country_code" => Some("country"),
                "phone" => Some("tel"),
                _ => None,
            };
            if let Some(a) = auto {
                h.attr("autocomplete", a);
            }
        }
        if required {
            h.raw(" required");
        }
        h.raw(if kind == "textarea" {
            "></textarea></div>"
        } else {
            "></div>"
        });
    }
    let class = button_look(cx, b);
    h.raw("<div><button type=\"submit\"")
        .attr("class", &class)
        .raw(">")
        .text(b.str("buttonText").unwrap_or(w.send))
        .raw("</button></div></form></div></div></section>");
}

/// `2026-11-25…` as "25 Nov 2026" / "25. Nov. 2026".
fn date_words(text: &str, w: &Words, de: bool) -> Option<String> {
    let y: u32 = text.get(0..4)?.parse().ok()?;
    let m: usize = text.get(5..7)?.parse().ok()?;
    let d: u32 = text.get(8..10)?.parse().ok()?;
    let month = w.months.get(m.checked_sub(1)?)?;
    Some(if de {
        format!("{d}. {month} {y}")
    } else {
        format!("{d} {month} {y}")
    })
}

/// A counter's progress styles (spec section 3).
const PROGRESS_STYLES: [&str; 7] = [
    "loading",
    "bordered",
    "sections",
    "circle",
    "filledCircle",
    "halfCircle",
    "pieCircle",
];

const UNITS: [&str; 6] = ["months", "weeks", "days", "hours", "minutes", "seconds"];

fn conversion(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    cx.island(Island::Countdown);
    open(cx, h, b, "<section", "");
    let w = cx.w;
    let counter = b.str("view") == Some("counter");
    let ends = b.str("endsAt").filter(|e| {
        e.len() <= 40
            && e.bytes()
                .all(|c| c.is_ascii_digit() || b"-:T.Z+".contains(&c))
    });
    let mut units: Vec<&str> = b
        .list("countdownUnits")
        .iter()
        .filter_map(Value::as_str)
        .filter(|u| UNITS.contains(u))
        .collect();
    if units.is_empty() {
        units = vec!["days", "hours", "minutes", "seconds"];
    }
    units.sort_by_key(|u| UNITS.iter().position(|x| x == u));
    units.dedup();
    let labels: Vec<&str> = units
        .iter()
        .filter_map(|u| {
            UNITS
                .iter()
                .position(|x| x == u)
                .and_then(|i| w.units.get(i).copied())
        })
        .collect();
    let value = b.num("progressBarValue", 100).unwrap_or(0);
    let props = json!({
        "view": if counter { "counter" } else { "countdown" },
        "ends_at": ends,
        "units": units,
        "labels": labels,
        "direction": if b.str("countingDirection") == Some("up") { "up" } else { "down" },
        "step": b.num("countdownStep", 1_000_000).unwrap_or(1),
        "type": b.str("countdownType"),
        "progress_style": b.str("progressBarStyle").filter(|s| PROGRESS_STYLES.contains(s)).unwrap_or("loading"),
        "progress_value": value,
        "open_modal_after": b.flag("openModalAfter", false),
        "image_style": if b.str("imageStyle") == Some("background") { "background" } else { "smallImage" },
    });
    h.raw("<div class=\"sw-box\">");
    if let Some(image) = image_setting(b.get("image"), Some(""), (160, 160)) {
        img(cx, h, &image, None, Some(""));
    }
    if let Some(t) = b.str("titleText") {
        h.raw("<h2>").text(t).raw("</h2>");
    }
    if let Some(t) = b.str("text") {
        paragraphs(h, t, None);
    }
    h.raw("<div class=\"sw-count\" data-island=\"countdown\"")
        .attr("data-props", &html::json(&props))
        .raw(">");
    if counter {
        meter(cx, h, b, value);
        h.raw("<p class=\"sw-count__value\">")
            .num(value)
            .raw(" %</p>");
    } else if let Some(e) = ends {
        h.raw("<p>")
            .text(w.ends)
            .raw(" <time")
            .attr("datetime", e)
            .raw(">");
        let de = cx.input.locale == crate::language::Language::De;
        h.text(&date_words(e, w, de).unwrap_or_else(|| e.to_owned()));
        h.raw("</time></p>");
    }
    h.raw("</div></div></div></section>");
}

/// A counter's progress drawn in its `progressBarStyle` (spec section 3): a
/// bar (the native element) or a circle, half circle or pie (a conic
/// gradient with the progress bar role).
fn meter(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>, value: u64) {
    let w = cx.w;
    let style = b
        .str("progressBarStyle")
        .filter(|s| PROGRESS_STYLES.contains(s))
        .unwrap_or("loading");
    let label = b.str("titleText").unwrap_or(w.offer);
    if matches!(style, "loading" | "bordered" | "sections") {
        // a bar: the native element, drawn by the style
        h.raw("<progress")
            .attr("class", &format!("sw-meter sw-meter--{style}"))
            .raw(" max=\"100\"")
            .attr_num("value", value)
            .attr("aria-label", label)
            .raw(">")
            .num(value)
            .raw(" %</progress>");
    } else {
        // a circle, half circle or pie: the share as a conic gradient
        cx.css.fixed(
            &format!(".sw-b{} .sw-dial", b.index),
            &[("--sw-v", format!("{}%", value.min(100)))],
        );
        h.raw("<div")
            .attr("class", &format!("sw-dial sw-dial--{style}"))
            .raw(" role=\"progressbar\" aria-valuemin=\"0\" aria-valuemax=\"100\"")
            .attr_num("aria-valuenow", value)
            .attr("aria-label", label)
            .raw("></div>");
    }
}

fn thank_you(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    open(cx, h, b, "<section", "");
    let w = cx.w;
    let input = cx.input;
    // The page has no header: the shop's brand sits above the title.
    h.raw("<div class=\"sw-box\"><p class=\"sw-from\">");
    if let Some(logo) = &input.shop.logo {
        img(cx, h, logo, None, Some(""));
    }
    h.text(&input.shop.display_name).raw("</p>");
    let (o, c) = cx.title_tag();
    h.raw(o)
        .raw(">")
        .text(b.str("title").unwrap_or(w.thanks))
        .raw(c);
    if let View::ThankYou { order } = &input.view {
        let (state, tone) = if order.paid {
            (w.paid, "sw-badge sw-badge--ok")
        } else {
            match order.state.as_str() {
                "pending" | "waiting" | "processing" => (w.pending, "sw-badge sw-badge--wait"),
                "canceled" | "cancelled" | "failed" | "refunded" | "expired" => {
                    (w.canceled, "sw-badge sw-badge--bad")
                }
                _ => (w.processing, "sw-badge sw-badge--wait"),
            }
        };
        h.raw("<p class=\"sw-state\" role=\"status\"><span")
            .attr("class", tone)
            .raw(">")
            .text(state)
            .raw("</span></p>");
        if let Some(t) = b.str("text") {
            paragraphs(h, t, None);
        }
        h.raw("<dl class=\"sw-facts\"><dt>")
            .text(w.product)
            .raw("</dt><dd>")
            .text(&order.product_name)
            .raw("</dd>");
        if let Some(total) = cx.money(&order.total, &order.currency) {
            h.raw("<dt>")
                .text(w.total)
                .raw("</dt><dd>")
                .text(&total)
                .raw("</dd>");
        }
        h.raw("<dt>")
            .text(w.order)
            .raw("</dt><dd>")
            .text(&order.token)
            .raw("</dd></dl>");
        if let Some(m) = order.message.as_deref().filter(|m| !m.trim().is_empty()) {
            paragraphs(h, m, None);
        }
        h.raw("<div class=\"sw-actions\">");
        if let Some(u) = safe_url(&order.manage_url) {
            h.raw("<a class=\"sw-btn\"")
                .attr("href", u)
                .raw(">")
                .text(w.manage)
                .raw("</a>");
        }
    } else {
        if let Some(t) = b.str("text") {
            paragraphs(h, t, None);
        }
        h.raw("<div class=\"sw-actions\">");
    }
    h.raw("<a class=\"sw-btn sw-btn--outlined\"")
        .attr("href", &input.shop_url())
        .raw(">")
        .text(w.back_to_shop)
        .raw("</a></div></div></div></section>");
}

fn funnel(cx: &mut Cx<'_>, h: &mut Html, b: &Block<'_>) {
    let input = cx.input;
    if let View::Funnel { offer } = &input.view {
        funnel_step::block(cx, h, b, offer);
        return;
    }
    open(cx, h, b, "<section", "");
    let w = cx.w;
    let input = cx.input;
    let product = b
        .id_setting("productId")
        .and_then(|id| input.find_product(id));
    h.raw("<div class=\"sw-box\">");
    if b.kind == BlockType::Funnel {
        h.raw("<p><span class=\"sw-badge\">")
            .text(w.offer)
            .raw("</span></p>");
    }
    if let Some(t) = b.str("titleText") {
        h.raw("<h2>").text(t).raw("</h2>");
    }
    if let Some(t) = b.str("text") {
        paragraphs(h, t, None);
    }
    if let Some(p) = product {
        card(cx, h, p, ("<h3", "</h3>"), true, None);
    }
    h.raw("<div class=\"sw-actions\">");
    let class = button_look(cx, b);
    if let Some(p) = product {
        let plan = b.id_setting("planId").and_then(|p| PlanId::new(p).ok());
        buy_link(
            cx,
            h,
            p,
            plan,
            b.str("buttonText").unwrap_or(w.accept),
            &class,
            &pay_mode(b),
        );
    }
    if let Some(l) = b.str("declineLink").and_then(safe_url) {
        h.raw("<a")
            .attr("href", l)
            .raw(">")
            .text(b.str("declineText").unwrap_or(w.decline))
            .raw("</a>");
    }
    h.raw("</div></div></div></section>");
}

/// An absolute address of the page (for tests).
#[allow(dead_code)]
pub(crate) fn page_url(input: &PageInput) -> String {
    absolute(&input.origin, &input.path())
}
