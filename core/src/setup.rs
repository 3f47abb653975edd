//! The product editor's later steps (spec section 2 and "Other" in section
//! 3): a service's details, a certificate's settings, the design of an
//! event's tickets or a certificate, the order bumps of the upsell step, the
//! delivery mail and the thank-you page. Together they are a product's
//! setup; the edge stores it whole and every write is checked here.
//!
//! Decisions where the spec is silent:
//! - A section that does not belong to the product's form (certificate
//!   settings on a download) is refused (`not_for_this_form`), so nothing is
//!   stored that no screen shows.
//! - Order bumps offer other products of the same seller that are not
//!   archived, each at most once, optionally at one of that product's
//!   plans; a layout holds at most as many bumps as its name says
//!   (one-column 3, two-column 3, two-step 2).
//! - A custom delivery mail needs a subject (1 to 200 characters) and a
//!   body (1 to 10,000); both may use the placeholders of
//!   [`MAIL_PLACEHOLDERS`] written `{{name}}`, and no others.
//! - A custom thank-you page is a page-builder document of type
//!   `thankYouPage`, checked by the builder's rules.
//! - A certificate is dated by the purchase, a relative date or a custom
//!   text; it is valid from a static date or from the payment, for a number
//!   of days (none: without end).

use std::collections::HashMap;

use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::builder::{self, PageType};
use crate::problem::{Problem, Problems};
use crate::product::ProductForm;
use crate::validation;

pub const DETAILS_MAX: usize = 5000;
pub const HEADLINE_MAX: usize = 100;
pub const BUMP_TEXT_MAX: usize = 500;
pub const SUBJECT_MAX: usize = 200;
pub const BODY_MAX: usize = 10_000;
pub const VALID_DAYS_MAX: u32 = 36_500;
/// A placeholder a custom delivery mail may use, written `{{name}}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum MailPlaceholder {
    BuyerName,
    ProductName,
    OrderId,
    AccessLink,
    SellerName,
}

impl MailPlaceholder {
    /// Every placeholder, in the order the editor lists them.
    pub const ALL: [MailPlaceholder; 5] = [
        MailPlaceholder::BuyerName,
        MailPlaceholder::ProductName,
        MailPlaceholder::OrderId,
        MailPlaceholder::AccessLink,
        MailPlaceholder::SellerName,
    ];

    /// The name inside the braces, equal to the serde name.
    pub const fn name(self) -> &'static str {
        match self {
            MailPlaceholder::BuyerName => "buyer_name",
            MailPlaceholder::ProductName => "product_name",
            MailPlaceholder::OrderId => "order_id",
            MailPlaceholder::AccessLink => "access_link",
            MailPlaceholder::SellerName => "seller_name",
        }
    }
}

/// The placeholders a custom delivery mail may use, by name.
pub const MAIL_PLACEHOLDERS: [&str; 5] = [
    MailPlaceholder::BuyerName.name(),
    MailPlaceholder::ProductName.name(),
    MailPlaceholder::OrderId.name(),
    MailPlaceholder::AccessLink.name(),
    MailPlaceholder::SellerName.name(),
];

/// How a service reaches the buyer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ServiceDelivery {
    #[default]
    Online,
    InPerson,
    Digital,
}

/// A service's details (the service form's details step).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct ServiceDetails {
    /// What the buyer gets.
    pub details: String,
    pub delivery: ServiceDelivery,
    /// Where, for a service in person.
    pub location: String,
    /// Length of a session in minutes, 5 to 10,080 (a week).
    pub duration_minutes: Option<u32>,
    /// Days until the service is delivered, 1 to 365.
    pub delivery_days: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Orientation {
    #[default]
    Landscape,
    Portrait,
    Custom,
}

/// What date a certificate shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CertificateTextMode {
    #[default]
    PurchaseDate,
    RelativeDate,
    CustomText,
}

/// From when a certificate is valid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Validity {
    FromStaticDate,
    #[default]
    FromPayment,
}

/// A certificate's settings (the certificate form's "keys details" step).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct CertificateSettings {
    pub orientation: Orientation,
    /// Page size in millimetres for a custom orientation, 50 to 1000.
    pub width_mm: Option<u32>,
    pub height_mm: Option<u32>,
    pub title: String,
    pub text: String,
    pub text_mode: CertificateTextMode,
    /// Days after the purchase the certificate is dated, for a relative date.
    pub relative_days: Option<u32>,
    /// The date line, for a custom text.
    pub custom_text: String,
    pub validity: Validity,
    /// `YYYY-MM-DD`, for a validity from a static date.
    pub static_date: String,
    /// How many days it stays valid; none for no end.
    pub valid_days: Option<u32>,
}

/// The typeface of a design (the spec's brand font families).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Font {
    Light,
    #[default]
    Reg,
    Medium,
    Black,
}

/// How an event's tickets or a certificate look.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct Design {
    pub background_color: String,
    pub text_color: String,
    pub accent_color: String,
    pub font: Font,
    /// Print the ticket's QR code (events) or a verification code
    /// (certificates).
    pub show_code: bool,
}

impl Default for Design {
    fn default() -> Self {
        Design {
            background_color: "#ffffff".into(),
            text_color: "#1f2933".into(),
            accent_color: "#1e6fd9".into(),
            font: Font::Reg,
            show_code: true,
        }
    }
}

/// The order-bump layouts, named by their columns and how many bumps fit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum BumpLayout {
    #[default]
    #[serde(rename = "one_column_3")]
    OneColumn3,
    #[serde(rename = "two_column_3")]
    TwoColumn3,
    #[serde(rename = "two_step_2")]
    TwoStep2,
}

impl BumpLayout {
    /// Every layout, in the editor's order.
    pub const ALL: [BumpLayout; 3] = [
        BumpLayout::OneColumn3,
        BumpLayout::TwoColumn3,
        BumpLayout::TwoStep2,
    ];

    /// How many bumps the layout shows.
    pub const fn capacity(self) -> usize {
        match self {
            BumpLayout::OneColumn3 | BumpLayout::TwoColumn3 => 3,
            BumpLayout::TwoStep2 => 2,
        }
    }
}

/// The most bumps any layout shows, so the most one order may carry: a
/// request naming more is refused before anything is looked up.
pub const MAX_BUMPS: usize = {
    let mut max = 0;
    let mut rest: &[BumpLayout] = &BumpLayout::ALL;
    while let [layout, tail @ ..] = rest {
        if layout.capacity() > max {
            max = layout.capacity();
        }
        rest = tail;
    }
    max
};

/// Where the bumps sit on the payment page (spec section 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum BumpPosition {
    BelowProductDetails,
    BelowPayerDetails,
    #[default]
    BelowPaymentMethods,
}

/// One product offered beside the main one at checkout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OrderBump {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub product_id: i64,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<u32>"))]
    pub plan_id: Option<i64>,
    #[serde(default)]
    pub headline: String,
    #[serde(default)]
    pub description: String,
}

/// The upsell step.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct Upsell {
    pub layout: BumpLayout,
    pub position: BumpPosition,
    pub bumps: Vec<OrderBump>,
}

/// The spec's e-mail modes of the delivery step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum EmailMode {
    #[default]
    StandardEmail,
    CustomEmail,
    NoEmail,
}

/// The delivery step: which mail the buyer gets after paying.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct Delivery {
    pub email_mode: EmailMode,
    pub subject: String,
    pub body: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ThankYouMode {
    /// The platform's thank-you page.
    #[default]
    Default,
    /// The seller's page-builder page.
    Custom,
}

/// The pages step.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct Pages {
    pub thank_you: ThankYouMode,
    /// A page document of type `thankYouPage`, for a custom page.
    #[cfg_attr(feature = "ts", ts(type = "unknown"))]
    pub thank_you_page: Option<Value>,
}

/// A product's setup; a section left out of a change keeps its value.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct ProductSetup {
    pub service: Option<ServiceDetails>,
    pub certificate: Option<CertificateSettings>,
    pub design: Option<Design>,
    pub upsell: Option<Upsell>,
    pub delivery: Option<Delivery>,
    pub pages: Option<Pages>,
}

impl ProductSetup {
    /// The stored setup with the sections a change brings replaced.
    #[must_use]
    pub fn merged(mut self, change: ProductSetup) -> ProductSetup {
        fn take<T>(into: &mut Option<T>, from: Option<T>) {
            if from.is_some() {
                *into = from;
            }
        }
        take(&mut self.service, change.service);
        take(&mut self.certificate, change.certificate);
        take(&mut self.design, change.design);
        take(&mut self.upsell, change.upsell);
        take(&mut self.delivery, change.delivery);
        take(&mut self.pages, change.pages);
        self
    }
}

impl Upsell {
    /// The bumps the payment page offers: the configured ones, as many as
    /// the layout shows. Decision: a stored setup never holds more (each
    /// save is checked), but if one did, the bumps past the layout's
    /// capacity are not offered, on the page or in an order.
    pub fn offered(&self) -> &[OrderBump] {
        let shown = self.bumps.len().min(self.layout.capacity());
        self.bumps.get(..shown).unwrap_or_default()
    }

    /// The offered bump of `product_id`, if the seller offers it.
    pub fn bump(&self, product_id: i64) -> Option<&OrderBump> {
        self.offered().iter().find(|b| b.product_id == product_id)
    }
}

/// Checks the bumps a buyer chose, `(product id, plan id)` each, against
/// the main product's upsell step (issue 14: a bump used to be any product
/// of the seller). Each must be one of the configured bumps
/// (`bump_not_offered` on `bumps.{i}.product_id`; never the main product
/// itself), at the plan configured for it or, when the seller named none,
/// at the product's first plan, which is the one the payment page offers
/// (`bump_plan_unknown` on `bumps.{i}.plan_id`; `first_plan` answers a
/// product's first plan); none twice (`duplicate_bump`); no more than the
/// layout shows (`too_many_bumps` on `bumps`). Every problem is reported.
pub fn check_chosen_bumps(
    upsell: &Upsell,
    main_product_id: i64,
    chosen: &[(i64, i64)],
    first_plan: impl Fn(i64) -> Option<i64>,
) -> Vec<Problem> {
    let mut p = Problems::default();
    if chosen.len() > upsell.layout.capacity() {
        p.push("bumps", "too_many_bumps");
    }
    let mut seen = Vec::with_capacity(chosen.len());
    for (i, &(product_id, plan_id)) in chosen.iter().enumerate() {
        let at = format!("bumps.{i}");
        if seen.contains(&product_id) {
            p.push(format!("{at}.product_id"), "duplicate_bump");
            continue;
        }
        seen.push(product_id);
        let configured = upsell
            .bump(product_id)
            .filter(|_| product_id != main_product_id);
        let Some(bump) = configured else {
            p.push(format!("{at}.product_id"), "bump_not_offered");
            continue;
        };
        let plan = bump.plan_id.or_else(|| first_plan(product_id));
        if plan != Some(plan_id) {
            p.push(format!("{at}.plan_id"), "bump_plan_unknown");
        }
    }
    p.into_vec()
}

/// What the upsell check needs to know of the seller's other products:
/// each product that may be offered, with its plan ids.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct BumpChoices {
    #[cfg_attr(feature = "ts", ts(type = "Record<number, Array<number>>"))]
    pub products: HashMap<i64, Vec<i64>>,
}

fn text(p: &mut Problems, field: &str, value: &str, min: usize, max: usize) {
    p.text(field, value, min, max);
}

fn bounded(p: &mut Problems, field: &str, value: Option<u32>, min: u32, max: u32) {
    if let Some(n) = value
        && !(min..=max).contains(&n)
    {
        p.push(field, "filter_out_of_range");
    }
}

fn check_service(p: &mut Problems, s: &ServiceDetails) {
    text(p, "details", &s.details, 1, DETAILS_MAX);
    let place_min = usize::from(s.delivery == ServiceDelivery::InPerson);
    text(p, "location", &s.location, place_min, 200);
    bounded(p, "duration_minutes", s.duration_minutes, 5, 10_080);
    bounded(p, "delivery_days", s.delivery_days, 1, 365);
}

/// `YYYY-MM-DD`, a real date.
pub fn iso_date(value: &str) -> Result<Date, &'static str> {
    let t = value.trim();
    if t.is_empty() {
        return Err("required");
    }
    if t.len() != 10 {
        return Err("invalid_date");
    }
    t.parse::<Date>().map_err(|_| "invalid_date")
}

fn check_certificate(p: &mut Problems, c: &CertificateSettings) {
    if c.orientation == Orientation::Custom {
        for (field, value) in [("width_mm", c.width_mm), ("height_mm", c.height_mm)] {
            match value {
                None => p.push(field, "required"),
                Some(_) => bounded(p, field, value, 50, 1000),
            }
        }
    }
    text(p, "title", &c.title, 1, 200);
    text(p, "text", &c.text, 0, 2000);
    match c.text_mode {
        CertificateTextMode::RelativeDate => match c.relative_days {
            None => p.push("relative_days", "required"),
            Some(_) => bounded(p, "relative_days", c.relative_days, 1, VALID_DAYS_MAX),
        },
        CertificateTextMode::CustomText => text(p, "custom_text", &c.custom_text, 1, 200),
        CertificateTextMode::PurchaseDate => {}
    }
    if c.validity == Validity::FromStaticDate
        && let Err(code) = iso_date(&c.static_date)
    {
        p.push("static_date", code);
    }
    bounded(p, "valid_days", c.valid_days, 1, VALID_DAYS_MAX);
}

/// The first and (when it ends) the last day a certificate bought on `paid`
/// is valid.
pub fn certificate_validity(c: &CertificateSettings, paid: Date) -> (Date, Option<Date>) {
    let from = match c.validity {
        Validity::FromStaticDate => iso_date(&c.static_date).unwrap_or(paid),
        Validity::FromPayment => paid,
    };
    let until = c.valid_days.and_then(|days| {
        from.checked_add(jiff::Span::new().days(i64::from(days).saturating_sub(1)))
            .ok()
    });
    (from, until)
}

/// The A4 page a certificate product's PDF takes (core's `certificate`):
/// its orientation, and for a custom size the orientation its sides give.
/// Decision: the PDF is always A4 (what buyers print at home); a custom
/// size keeps only which side is the longer.
pub fn certificate_page(c: &CertificateSettings) -> crate::certificate::CertificateOrientation {
    use crate::certificate::CertificateOrientation as Page;
    match c.orientation {
        Orientation::Landscape => Page::Landscape,
        Orientation::Portrait => Page::Portrait,
        Orientation::Custom => match (c.width_mm, c.height_mm) {
            (Some(w), Some(h)) if h > w => Page::Portrait,
            _ => Page::Landscape,
        },
    }
}

/// The day a certificate bought on `paid` shows as its date, as its text
/// mode says (the purchase day, or that many days after it), and the
/// seller's text that stands instead of it (custom text mode).
pub fn certificate_dated(c: &CertificateSettings, paid: Date) -> (Date, Option<&str>) {
    match c.text_mode {
        CertificateTextMode::PurchaseDate => (paid, None),
        CertificateTextMode::RelativeDate => (
            paid.checked_add(jiff::Span::new().days(i64::from(c.relative_days.unwrap_or(0))))
                .unwrap_or(paid),
            None,
        ),
        CertificateTextMode::CustomText => (paid, Some(c.custom_text.as_str())),
    }
}

fn check_design(p: &mut Problems, d: &Design) {
    for (field, colour) in [
        ("background_color", &d.background_color),
        ("text_color", &d.text_color),
        ("accent_color", &d.accent_color),
    ] {
        if let Err(code) = validation::hex_color(colour) {
            p.push(field, code);
        }
    }
}

fn check_upsell(p: &mut Problems, u: &Upsell, own_id: i64, choices: &BumpChoices) {
    if u.bumps.len() > u.layout.capacity() {
        p.push("bumps", "too_many_bumps");
    }
    let mut seen = Vec::new();
    for (i, bump) in u.bumps.iter().enumerate() {
        let at = format!("bumps.{i}");
        match choices.products.get(&bump.product_id) {
            Some(plans) if bump.product_id != own_id => {
                if seen.contains(&bump.product_id) {
                    p.push(format!("{at}.product_id"), "duplicate_bump");
                }
                if let Some(plan) = bump.plan_id
                    && !plans.contains(&plan)
                {
                    p.push(format!("{at}.plan_id"), "bump_plan_unknown");
                }
            }
            _ => p.push(format!("{at}.product_id"), "bump_product_unavailable"),
        }
        seen.push(bump.product_id);
        text(
            p,
            &format!("{at}.headline"),
            &bump.headline,
            0,
            HEADLINE_MAX,
        );
        text(
            p,
            &format!("{at}.description"),
            &bump.description,
            0,
            BUMP_TEXT_MAX,
        );
    }
}

/// The `{{name}}` placeholders of a text, in order; `Err` at an opening
/// `{{` without its closing `}}`.
fn placeholders(template: &str) -> Result<Vec<&str>, ()> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some((_, after)) = rest.split_once("{{") {
        let (name, tail) = after.split_once("}}").ok_or(())?;
        out.push(name.trim());
        rest = tail;
    }
    Ok(out)
}

fn check_template(p: &mut Problems, field: &str, template: &str) {
    match placeholders(template) {
        Err(()) => p.push(field, "unknown_placeholder"),
        Ok(names) => {
            if names.iter().any(|n| !MAIL_PLACEHOLDERS.contains(n)) {
                p.push(field, "unknown_placeholder");
            }
        }
    }
}

/// A mail text with its placeholders filled (unknown names stay as
/// written; the stored templates have none).
pub fn render_mail(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some((before, after)) = rest.split_once("{{") {
        out.push_str(before);
        let Some((name, tail)) = after.split_once("}}") else {
            out.push_str("{{");
            rest = after;
            continue;
        };
        if let Some((_, v)) = values.iter().find(|(k, _)| *k == name.trim()) {
            out.push_str(v);
        } else {
            out.push_str("{{");
            out.push_str(name);
            out.push_str("}}");
        }
        rest = tail;
    }
    out.push_str(rest);
    out
}

/// Whose words a mail to a buyer about an order may carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailWords {
    /// The seller's: the custom delivery mail, the product's name, file
    /// names and license keys.
    Seller,
    /// The platform's standard text only, with the link to the order's
    /// page on this site (which shows the rest).
    Standard,
}

/// Whose words a mail about an order may carry, given the amounts of the
/// order's paid rates (decimal strings) and whether an account has
/// confirmed the buyer's address.
///
/// Decision (issue 14, finding 11): anyone can order a free product or a
/// trial for any address, and such an order is handed over at once. So
/// nothing the seller wrote goes to an address before money was received
/// for the order (a paid rate that is not zero) or the address was
/// confirmed; until then the mail is the platform's own. An amount that
/// does not read as a decimal counts as nothing received.
pub fn buyer_mail_words<'a>(
    paid_amounts: impl IntoIterator<Item = &'a str>,
    address_confirmed: bool,
) -> MailWords {
    let money_received = paid_amounts.into_iter().any(|amount| {
        amount
            .trim()
            .parse::<rust_decimal::Decimal>()
            .is_ok_and(|d| d > rust_decimal::Decimal::ZERO)
    });
    if money_received || address_confirmed {
        MailWords::Seller
    } else {
        MailWords::Standard
    }
}

fn check_delivery(p: &mut Problems, d: &Delivery) {
    if d.email_mode == EmailMode::CustomEmail {
        text(p, "subject", &d.subject, 1, SUBJECT_MAX);
        text(p, "body", &d.body, 1, BODY_MAX);
        check_template(p, "subject", &d.subject);
        check_template(p, "body", &d.body);
    }
}

fn check_pages(p: &mut Problems, pages: &Pages) {
    if pages.thank_you != ThankYouMode::Custom {
        return;
    }
    let Some(doc) = &pages.thank_you_page else {
        p.push("thank_you_page", "required");
        return;
    };
    let page: Option<PageType> = doc
        .get("type")
        .cloned()
        .and_then(|t| serde_json::from_value(t).ok());
    if page.is_some_and(|t| t != PageType::ThankYouPage) {
        p.push("thank_you_page.type", "invalid_page_type");
        return;
    }
    if let Err(problems) = builder::validate_page(doc) {
        p.extend_under("thank_you_page", problems);
    }
}

/// Each section's starting values, as a new product's editor shows them.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SectionDefaults {
    pub service: ServiceDetails,
    pub certificate: CertificateSettings,
    pub design: Design,
    pub upsell: Upsell,
    pub delivery: Delivery,
    pub pages: Pages,
}

/// One bump layout and how many bumps it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct LayoutCapacity {
    pub layout: BumpLayout,
    pub capacity: u32,
}

/// What the editor of the later steps reads from core whole (through
/// wasm-pkg's `setupRules`), so that nothing of it is retyped in the
/// browser: each section's defaults, the bump layouts in order with their
/// capacities, and the delivery mail's placeholders.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SetupRules {
    pub defaults: SectionDefaults,
    pub layouts: Vec<LayoutCapacity>,
    pub mail_placeholders: Vec<MailPlaceholder>,
}

/// The editor's rules, see [`SetupRules`].
pub fn setup_rules() -> SetupRules {
    SetupRules {
        defaults: SectionDefaults {
            service: ServiceDetails::default(),
            certificate: CertificateSettings::default(),
            design: Design::default(),
            upsell: Upsell::default(),
            delivery: Delivery::default(),
            pages: Pages::default(),
        },
        layouts: BumpLayout::ALL
            .iter()
            .map(|&layout| LayoutCapacity {
                layout,
                capacity: u32::try_from(layout.capacity()).unwrap_or(u32::MAX),
            })
            .collect(),
        mail_placeholders: MailPlaceholder::ALL.to_vec(),
    }
}

/// Every problem of a product's setup for its form, with fields as the
/// setup names them (`upsell.bumps.1.plan_id`). `own_id` is the product's
/// id; `choices` the products it may offer as bumps.
pub fn validate_setup(
    form: ProductForm,
    setup: &ProductSetup,
    own_id: i64,
    choices: &BumpChoices,
) -> Vec<Problem> {
    let mut p = Problems::default();
    let mut section = |name: &str, allowed: bool, check: &dyn Fn(&mut Problems)| {
        if allowed {
            let mut inner = Problems::default();
            check(&mut inner);
            p.extend_under(name, inner.into_vec());
        } else {
            p.push(name, "not_for_this_form");
        }
    };
    if let Some(s) = &setup.service {
        section("service", form == ProductForm::Service, &|p| {
            check_service(p, s);
        });
    }
    if let Some(c) = &setup.certificate {
        section("certificate", form == ProductForm::Certificate, &|p| {
            check_certificate(p, c);
        });
    }
    if let Some(d) = &setup.design {
        let allowed = matches!(form, ProductForm::Event | ProductForm::Certificate);
        section("design", allowed, &|p| check_design(p, d));
    }
    if let Some(u) = &setup.upsell {
        section("upsell", true, &|p| check_upsell(p, u, own_id, choices));
    }
    if let Some(d) = &setup.delivery {
        section("delivery", true, &|p| check_delivery(p, d));
    }
    if let Some(pages) = &setup.pages {
        section("pages", true, &|p| check_pages(p, pages));
    }
    p.into_vec()
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "bump_not_offered",
    "bump_plan_unknown",
    "bump_product_unavailable",
    "duplicate_bump",
    "filter_out_of_range",
    "invalid_date",
    "invalid_page_type",
    "not_for_this_form",
    "required",
    "too_many_bumps",
    "unknown_placeholder",
];

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_buyer_adds_only_the_configured_bumps_at_their_plans() {
        let upsell: Upsell = serde_json::from_value(json!({"bumps": [
            {"product_id": 2, "plan_id": 21}, {"product_id": 3}]}))
        .unwrap();
        let first = |id: i64| (id == 3).then_some(31);
        let check = |chosen: &[(i64, i64)]| -> Vec<(String, &'static str)> {
            check_chosen_bumps(&upsell, 1, chosen, first)
                .into_iter()
                .map(|p| (p.field, p.code))
                .collect()
        };
        assert!(check(&[]).is_empty());
        assert!(check(&[(2, 21), (3, 31)]).is_empty());
        assert_eq!(
            check(&[(4, 40), (2, 22), (3, 32), (2, 21), (1, 11)]),
            [
                ("bumps".to_owned(), "too_many_bumps"),
                ("bumps.0.product_id".to_owned(), "bump_not_offered"),
                ("bumps.1.plan_id".to_owned(), "bump_plan_unknown"),
                ("bumps.2.plan_id".to_owned(), "bump_plan_unknown"),
                ("bumps.3.product_id".to_owned(), "duplicate_bump"),
                ("bumps.4.product_id".to_owned(), "bump_not_offered"),
            ]
        );
        // no more than the layout shows, even of configured bumps
        let two_step: Upsell = serde_json::from_value(json!({"layout": "two_step_2", "bumps": [
            {"product_id": 2, "plan_id": 21}, {"product_id": 3}]}))
        .unwrap();
        assert!(check_chosen_bumps(&two_step, 1, &[(2, 21), (3, 31)], first).is_empty());
        assert_eq!(
            check_chosen_bumps(&two_step, 1, &[(2, 21), (3, 31), (2, 21)], first)
                .into_iter()
                .map(|p| (p.field, p.code))
                .collect::<Vec<_>>(),
            [
                ("bumps".to_owned(), "too_many_bumps"),
                ("bumps.2.product_id".to_owned(), "duplicate_bump"),
            ]
        );
        // a stored setup with more bumps than its layout shows offers the
        // first ones only
        let over: Upsell = serde_json::from_value(json!({"layout": "two_step_2", "bumps": [
            {"product_id": 2, "plan_id": 21}, {"product_id": 3}, {"product_id": 4, "plan_id": 41}]}))
        .unwrap();
        assert_eq!(over.offered().len(), 2);
        assert_eq!(
            check_chosen_bumps(&over, 1, &[(4, 41)], first)[0].code,
            "bump_not_offered"
        );
        // a stored setup naming the main product itself offers nothing
        let own: Upsell = serde_json::from_value(json!({"bumps": [{"product_id": 1}]})).unwrap();
        assert_eq!(
            check_chosen_bumps(&own, 1, &[(1, 11)], |_| Some(11))[0].code,
            "bump_not_offered"
        );
    }

    fn codes(form: ProductForm, setup: &ProductSetup) -> Vec<(String, &'static str)> {
        let choices = BumpChoices {
            products: HashMap::from([(2, vec![20, 21]), (3, vec![]), (4, vec![40])]),
        };
        validate_setup(form, setup, 1, &choices)
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    fn setup(value: serde_json::Value) -> ProductSetup {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn an_empty_setup_is_fine_for_every_form() {
        for form in ProductForm::ALL {
            assert_eq!(codes(form, &ProductSetup::default()), vec![]);
        }
    }

    #[test]
    fn sections_of_another_form_are_refused() {
        let s = setup(json!({"certificate": {}, "service": {"details": "x"}, "design": {}}));
        assert_eq!(
            codes(ProductForm::Download, &s),
            vec![
                ("service".into(), "not_for_this_form"),
                ("certificate".into(), "not_for_this_form"),
                ("design".into(), "not_for_this_form"),
            ]
        );
        assert_eq!(
            codes(ProductForm::Event, &setup(json!({"design": {}}))),
            vec![]
        );
    }

    #[test]
    fn service_details() {
        let s = setup(json!({"service": {"details": "", "delivery": "in_person",
            "duration_minutes": 2, "delivery_days": 400}}));
        assert_eq!(
            codes(ProductForm::Service, &s),
            vec![
                ("service.details".into(), "required"),
                ("service.location".into(), "required"),
                ("service.duration_minutes".into(), "filter_out_of_range"),
                ("service.delivery_days".into(), "filter_out_of_range"),
            ]
        );
        let ok =
            setup(json!({"service": {"details": "One hour of coaching", "duration_minutes": 60}}));
        assert_eq!(codes(ProductForm::Service, &ok), vec![]);
    }

    #[test]
    fn certificate_settings() {
        let s = setup(
            json!({"certificate": {"orientation": "custom", "width_mm": 20,
            "title": "", "text_mode": "custom_text", "validity": "from_static_date",
            "static_date": "2026-02-30", "valid_days": 0}}),
        );
        assert_eq!(
            codes(ProductForm::Certificate, &s),
            vec![
                ("certificate.width_mm".into(), "filter_out_of_range"),
                ("certificate.height_mm".into(), "required"),
                ("certificate.title".into(), "required"),
                ("certificate.custom_text".into(), "required"),
                ("certificate.static_date".into(), "invalid_date"),
                ("certificate.valid_days".into(), "filter_out_of_range"),
            ]
        );
    }

    #[test]
    fn certificate_validity_counts_days_inclusively() {
        let paid: Date = "2026-03-10".parse().unwrap();
        let mut c = CertificateSettings {
            valid_days: Some(365),
            ..CertificateSettings::default()
        };
        let first_day: Date = "2026-03-10".parse().unwrap();
        let last_day: Date = "2027-03-09".parse().unwrap();
        assert_eq!(certificate_validity(&c, paid), (first_day, Some(last_day)));
        c.validity = Validity::FromStaticDate;
        c.static_date = "2026-01-01".into();
        c.valid_days = None;
        let static_day: Date = "2026-01-01".parse().unwrap();
        assert_eq!(certificate_validity(&c, paid), (static_day, None));
    }

    #[test]
    fn design_colours() {
        let s = setup(
            json!({"design": {"background_color": "white", "text_color": "#000",
            "accent_color": "#12345"}}),
        );
        assert_eq!(
            codes(ProductForm::Event, &s),
            vec![
                ("design.background_color".into(), "invalid_color"),
                ("design.accent_color".into(), "invalid_color"),
            ]
        );
    }

    #[test]
    fn order_bumps() {
        let s = setup(
            json!({"upsell": {"layout": "two_step_2", "position": "belowPayerDetails",
            "bumps": [
                {"product_id": 2, "plan_id": 99},
                {"product_id": 1},
                {"product_id": 2, "headline": "<script>x</script>"},
            ]}}),
        );
        assert_eq!(
            codes(ProductForm::Download, &s),
            vec![
                ("upsell.bumps".into(), "too_many_bumps"),
                ("upsell.bumps.0.plan_id".into(), "bump_plan_unknown"),
                (
                    "upsell.bumps.1.product_id".into(),
                    "bump_product_unavailable"
                ),
                ("upsell.bumps.2.product_id".into(), "duplicate_bump"),
                ("upsell.bumps.2.headline".into(), "script_not_allowed"),
            ]
        );
        let ok = setup(json!({"upsell": {"layout": "two_column_3", "bumps": [
            {"product_id": 2, "plan_id": 21, "headline": "Add the workbook"},
            {"product_id": 3}, {"product_id": 4, "plan_id": 40}]}}));
        assert_eq!(codes(ProductForm::Course, &ok), vec![]);
        assert_eq!(BumpLayout::OneColumn3.capacity(), 3);
        assert_eq!(MAX_BUMPS, 3);
        for layout in BumpLayout::ALL {
            assert!(layout.capacity() <= MAX_BUMPS);
            // every layout's name ends in its capacity, as the spec names them
            let name = serde_json::to_value(layout).unwrap();
            let digit = name.as_str().unwrap().rsplit('_').next().unwrap();
            assert_eq!(digit.parse::<usize>().unwrap(), layout.capacity());
        }
        let layout: BumpLayout = serde_json::from_value(json!("one_column_3")).unwrap();
        assert_eq!(layout, BumpLayout::OneColumn3);
    }

    #[test]
    fn delivery_mail() {
        let s = setup(
            json!({"delivery": {"email_mode": "custom_email", "subject": "",
            "body": "Hi {{buyer_name}}, here is {{secret}} and {{product_name"}}),
        );
        assert_eq!(
            codes(ProductForm::Download, &s),
            vec![
                ("delivery.subject".into(), "required"),
                ("delivery.body".into(), "unknown_placeholder"),
            ]
        );
        let none =
            setup(json!({"delivery": {"email_mode": "no_email", "subject": "", "body": ""}}));
        assert_eq!(codes(ProductForm::Download, &none), vec![]);
        assert_eq!(
            render_mail(
                "Hi {{ buyer_name }}, {{product_name}} is yours: {{access_link}} {{x}} {{",
                &[
                    ("buyer_name", "Ada"),
                    ("product_name", "Atlas"),
                    ("access_link", "L")
                ]
            ),
            "Hi Ada, Atlas is yours: L {{x}} {{"
        );
    }

    #[test]
    fn seller_words_reach_a_buyer_only_after_payment_or_a_confirmed_address() {
        use MailWords::{Seller, Standard};
        let check = |paid: &[&str], confirmed: bool, expected: MailWords| {
            assert_eq!(
                buyer_mail_words(paid.iter().copied(), confirmed),
                expected,
                "{paid:?} {confirmed}"
            );
        };
        // A free order or a trial: its first rate is paid with nothing.
        check(&["0.00"], false, Standard);
        check(&["0"], false, Standard);
        check(&[], false, Standard);
        check(&["0.00", "oops", "-1.00"], false, Standard);
        // Money received, or the address proven by its owner.
        check(&["0.00", "9.90"], false, Seller);
        check(&["0.01"], false, Seller);
        check(&["0.00"], true, Seller);
        check(&[], true, Seller);
    }

    #[test]
    fn thank_you_page_is_a_builder_document() {
        let missing = setup(json!({"pages": {"thank_you": "custom"}}));
        assert_eq!(
            codes(ProductForm::Download, &missing),
            vec![("pages.thank_you_page".into(), "required")]
        );
        let wrong = setup(json!({"pages": {"thank_you": "custom",
            "thank_you_page": {"type": "shop", "blocks": []}}}));
        assert_eq!(
            codes(ProductForm::Download, &wrong),
            vec![("pages.thank_you_page.type".into(), "invalid_page_type")]
        );
        let bad_block = setup(json!({"pages": {"thank_you": "custom",
            "thank_you_page": {"type": "thankYouPage", "blocks": [{"id": "a", "type": "banner"}]}}}));
        assert_eq!(
            codes(ProductForm::Download, &bad_block),
            vec![(
                "pages.thank_you_page.blocks.0.type".into(),
                "block_not_allowed_on_page"
            )]
        );
        let ok = setup(json!({"pages": {"thank_you": "custom",
            "thank_you_page": {"type": "thankYouPage", "blocks": [
                {"id": "a", "type": "thank_you_page", "settings": {"title": "Thanks!"}},
                {"id": "b", "type": "seller_products"}]}}}));
        assert_eq!(codes(ProductForm::Download, &ok), vec![]);
    }

    #[test]
    fn a_change_replaces_only_its_sections() {
        let stored = setup(
            json!({"delivery": {"email_mode": "no_email"}, "upsell": {"bumps": [{"product_id": 2}]}}),
        );
        let change = setup(json!({"delivery": {"email_mode": "standard_email"}}));
        let merged = stored.merged(change);
        assert_eq!(
            merged.delivery.map(|d| d.email_mode),
            Some(EmailMode::StandardEmail)
        );
        assert_eq!(merged.upsell.map(|u| u.bumps.len()), Some(1));
    }

    #[test]
    fn a_certificate_s_page_and_date_follow_its_settings() {
        use crate::certificate::CertificateOrientation as Page;
        let paid: Date = "2026-03-10".parse().unwrap();
        let mut c = CertificateSettings {
            orientation: Orientation::Portrait,
            text_mode: CertificateTextMode::RelativeDate,
            relative_days: Some(2),
            ..CertificateSettings::default()
        };
        assert_eq!(certificate_page(&c), Page::Portrait);
        assert_eq!(
            certificate_dated(&c, paid),
            ("2026-03-12".parse().unwrap(), None)
        );
        c.orientation = Orientation::Custom;
        c.width_mm = Some(150);
        c.height_mm = Some(200);
        assert_eq!(certificate_page(&c), Page::Portrait);
        c.height_mm = Some(100);
        assert_eq!(certificate_page(&c), Page::Landscape);
        c.text_mode = CertificateTextMode::CustomText;
        c.custom_text = "Spring term".into();
        assert_eq!(certificate_dated(&c, paid), (paid, Some("Spring term")));
        c.text_mode = CertificateTextMode::PurchaseDate;
        assert_eq!(certificate_dated(&c, paid), (paid, None));
    }
}
