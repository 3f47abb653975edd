//! The browser face of `sellwerk-core`.
//!
//! **Architecture invariant:** no logic lives here. Each export converts
//! JavaScript values into core's types, calls core once, and converts the
//! answer back. The TypeScript types of every value that crosses are
//! generated from core's Rust types (core's `ts` feature, written to
//! `wasm-pkg/types/` by the build); money crosses as decimal strings and
//! keys are `snake_case`, exactly as on the edge's API.
//!
//! Two builds: `full` (the default: every export, core with its bundled
//! time-zone database), what the app loads; and `checkout`
//! (`--no-default-features --features checkout`, `wasm-pkg/pkg-checkout/`),
//! the payment page's light module: only the exports it calls, core without
//! the database, the seller's zone registered from the edge's `TZif` bytes
//! ([`register_time_zone`]). The exports of the full build alone carry
//! `#[cfg(feature = "full")]`.

use sellwerk_core::checkout;
#[cfg(feature = "full")]
use sellwerk_core::checkout::{QuoteRequest, QuoteResponse};
#[cfg(feature = "full")]
use sellwerk_core::coupon::{Coupon, CouponTerms};
use sellwerk_core::format::{self, Locale};
#[cfg(feature = "full")]
use sellwerk_core::pricing::PlanTerms;
use sellwerk_core::problem::Problem;
use sellwerk_core::product;
#[cfg(feature = "full")]
use sellwerk_core::product::ProductFacts;
#[cfg(feature = "full")]
use sellwerk_core::schedule;
use sellwerk_core::{Country, Currency, Money};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
import type { Constants, IncludeType, PayerField, ProductForm, CouponTerms, DueDate, EditStep, MachineSpec, PlanTerms, Problem, ProductFacts, ProductWarning, QuoteRequest, QuoteResponse, RowAction, SetupRules, PlanKindRules, WordedRules, Block, PageInput, PageType, BlockType } from "../types";
export type { Constants, IncludeType, PayerField, ProductForm, CouponTerms, DueDate, EditStep, MachineSpec, PlanTerms, Problem, ProductFacts, ProductWarning, QuoteRequest, QuoteResponse, RowAction, SetupRules, PlanKindRules, WordedRules, Block, PageInput, PageType, BlockType };
"#;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(typescript_type = "QuoteRequest")]
    pub type JsQuoteRequest;
    #[wasm_bindgen(typescript_type = "QuoteResponse")]
    pub type JsQuoteResponse;
    #[wasm_bindgen(typescript_type = "PlanTerms")]
    pub type JsPlanTerms;
    #[wasm_bindgen(typescript_type = "CouponTerms")]
    pub type JsCouponTerms;
    #[wasm_bindgen(typescript_type = "DueDate[]")]
    pub type JsDueDates;
    #[wasm_bindgen(typescript_type = "Problem[]")]
    pub type JsProblems;
    #[wasm_bindgen(typescript_type = "Constants")]
    pub type JsConstants;
    #[wasm_bindgen(typescript_type = "PlanKindRules[]")]
    pub type JsPlanKinds;
    #[wasm_bindgen(typescript_type = "SetupRules")]
    pub type JsSetupRules;
    #[wasm_bindgen(typescript_type = "MachineSpec[]")]
    pub type JsMachines;
    #[wasm_bindgen(typescript_type = "PayerField[]")]
    pub type JsPayerFields;
    #[wasm_bindgen(typescript_type = "IncludeType")]
    pub type JsIncludeType;
    #[wasm_bindgen(typescript_type = "ProductForm | null")]
    pub type JsProductForm;
    #[wasm_bindgen(typescript_type = "ProductFacts")]
    pub type JsProductFacts;
    #[wasm_bindgen(
        typescript_type = "{ warnings: ProductWarning[]; not_sellable_reasons: ProductWarning[]; sellable_via_shop: boolean; row_actions: RowAction[]; edit_steps: EditStep[] | null }"
    )]
    pub type JsProductRules;
    #[wasm_bindgen(typescript_type = "ProductForm[]")]
    pub type JsProductForms;
    #[wasm_bindgen(typescript_type = "WordedRules")]
    pub type JsWordedRules;
    #[wasm_bindgen(typescript_type = "Block[]")]
    pub type JsBlocks;
    #[wasm_bindgen(typescript_type = "PageInput")]
    pub type JsPageInput;
    #[wasm_bindgen(typescript_type = "PageType")]
    pub type JsPageType;
    #[wasm_bindgen(typescript_type = "BlockType[]")]
    pub type JsBlockTypes;
    #[wasm_bindgen(typescript_type = "unknown")]
    pub type JsDocument;
    #[wasm_bindgen(typescript_type = "unknown[]")]
    pub type JsDocuments;
}

#[cfg(feature = "full")]
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    // Maps stay plain objects, so the value looks exactly like the JSON.
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&serializer).unwrap_or(JsValue::NULL)
}

#[cfg(feature = "full")]
fn from_js<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, &'static str> {
    serde_wasm_bindgen::from_value(value).map_err(|_| "invalid_input")
}

// The light build crosses through JSON text (the browser's own `JSON`), so
// it carries serde_json alone rather than a second serde format for every
// type: the same plain values, as `json_compatible` makes them.
#[cfg(not(feature = "full"))]
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = JSON, js_name = parse, catch)]
    fn json_parse(text: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_namespace = JSON, js_name = stringify, catch)]
    fn json_stringify(value: &JsValue) -> Result<JsValue, JsValue>;
}

#[cfg(not(feature = "full"))]
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    serde_json::to_string(value)
        .ok()
        .and_then(|text| json_parse(&text).ok())
        .unwrap_or(JsValue::NULL)
}

#[cfg(not(feature = "full"))]
#[allow(clippy::needless_pass_by_value)] // the same signature as the full build's
fn from_js<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, &'static str> {
    // `undefined` (no JSON text) reads as `null`
    let text = json_stringify(&value)
        .ok()
        .and_then(|t| t.as_string())
        .unwrap_or_else(|| "null".to_owned());
    serde_json::from_str(&text).map_err(|_| "invalid_input")
}

fn problems(list: &[Problem]) -> JsValue {
    to_js(list)
}

fn problem(field: &str, code: &'static str) -> JsValue {
    problems(&[Problem::new(field, code)])
}

/// The quote as JSON text in and out: the exact function the edge and the
/// native tests call, so their answers can be compared byte for byte.
#[wasm_bindgen(js_name = quoteJson)]
pub fn quote_json(request: &str) -> String {
    checkout::quote_json(request)
}

/// The checkout quote for a request object: `{ok: Quote}` or
/// `{error: {problems}}`, exactly as [`quote_json`] but without JSON text.
/// The full build's alone: the payment page quotes its cart
/// ([`quote_cart_json`]).
#[cfg(feature = "full")]
#[wasm_bindgen]
pub fn quote(request: JsQuoteRequest) -> JsQuoteResponse {
    let answer: QuoteResponse = match from_js::<QuoteRequest>(request.into()) {
        Err(_) => QuoteResponse::Error {
            problems: vec![Problem::new("", "invalid_input")],
        },
        Ok(req) => checkout::quote(&req).into(),
    };
    to_js(&answer).unchecked_into()
}

/// The quote of a cart with its offers, as JSON text in and out (core's
/// `quote_cart_json`: the quote request built by
/// `checkout::quote_request`, the edge's own rule), as [`quote_json`].
#[wasm_bindgen(js_name = quoteCartJson)]
pub fn quote_cart_json(cart: &str) -> String {
    checkout::quote_cart_json(cart)
}

/// The due dates of a plan for a purchase at `start` (RFC 3339) in
/// `time_zone`, with each payment's amount before any coupon. Throws the
/// problems of the terms.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = planSchedule)]
pub fn plan_schedule(
    terms: JsPlanTerms,
    start: &str,
    time_zone: &str,
) -> Result<JsDueDates, JsProblems> {
    let terms: PlanTerms = from_js(terms.into())
        .map_err(|_| problem("", "invalid_input").unchecked_into::<JsProblems>())?;
    schedule::plan_due_dates(&terms, start, time_zone)
        .map(|dues| to_js(&dues).unchecked_into())
        .map_err(|p| problems(&p).unchecked_into())
}

/// Whether a coupon applies to a purchase of `product_ids` in `currency` at
/// `now` (RFC 3339): `null` when it does, else the problems (the terms'
/// own, or `coupon` with the reason: expired, limit reached, ...).
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = checkCoupon)]
pub fn check_coupon(
    terms: JsCouponTerms,
    product_ids: &[f64],
    currency: &str,
    now: &str,
) -> Option<JsProblems> {
    let outcome = (|| {
        let terms: CouponTerms =
            from_js(terms.into()).map_err(|_| vec![Problem::new("", "invalid_input")])?;
        let coupon = Coupon::from_terms(&terms)?;
        let currency = Currency::parse(currency)
            .map_err(|_| vec![Problem::new("currency", "invalid_currency")])?;
        let now = now
            .parse()
            .map_err(|_| vec![Problem::new("now", "invalid_date")])?;
        #[allow(clippy::cast_possible_truncation)] // ids are integers below 2^53
        let ids: Vec<i64> = product_ids.iter().map(|&id| id as i64).collect();
        coupon
            .check(now, &ids, currency)
            .map_err(|r| vec![Problem::new("coupon", r.code())])
    })();
    outcome.err().map(|p| problems(&p).unchecked_into())
}

/// `amount` (a decimal string) written for people in `locale`:
/// `1.234,56 €` in `de`, `$1,234.56` in `en`. Throws the problems.
#[wasm_bindgen(js_name = formatMoney)]
pub fn format_money(amount: &str, currency: &str, locale: &str) -> Result<String, JsProblems> {
    let currency = Currency::parse(currency)
        .map_err(|_| problem("currency", "invalid_currency").unchecked_into::<JsProblems>())?;
    let locale = Locale::parse(locale)
        .map_err(|e| problem("locale", e.code()).unchecked_into::<JsProblems>())?;
    let money = Money::parse(amount, currency)
        .map_err(|e| problem("amount", e.code()).unchecked_into::<JsProblems>())?;
    Ok(format::format_money(money, locale))
}

/// What a person typed (`1.234,5 €`) read back as a decimal string
/// (`1234.50`). Throws the problems.
#[wasm_bindgen(js_name = parseMoney)]
pub fn parse_money(text: &str, currency: &str, locale: &str) -> Result<String, JsProblems> {
    let currency = Currency::parse(currency)
        .map_err(|_| problem("currency", "invalid_currency").unchecked_into::<JsProblems>())?;
    let locale = Locale::parse(locale)
        .map_err(|e| problem("locale", e.code()).unchecked_into::<JsProblems>())?;
    format::parse_money(text, currency, locale)
        .map(Money::to_decimal_string)
        .map_err(|e| problem("amount", e.code()).unchecked_into::<JsProblems>())
}

/// Every ISO 3166-1 alpha-2 country code core accepts, sorted.
#[wasm_bindgen]
pub fn countries() -> Vec<String> {
    Country::all().map(|c| c.code().to_owned()).collect()
}

/// The business constants of spec section 9, defined once in core.
#[wasm_bindgen]
pub fn constants() -> JsConstants {
    to_js(&sellwerk_core::constants::constants()).unchecked_into()
}

/// Each plan kind with the inputs the plan form shows for it (a number of
/// payments, a trial), in the spec's order.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = planKinds)]
pub fn plan_kinds() -> JsPlanKinds {
    to_js(&sellwerk_core::pricing::plan_kinds()).unchecked_into()
}

/// What the product editor's later steps read from core: each setup
/// section's defaults, the bump layouts with their capacities, and the
/// delivery mail's placeholders.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = setupRules)]
pub fn setup_rules() -> JsSetupRules {
    to_js(&sellwerk_core::setup::setup_rules()).unchecked_into()
}

/// Every problem of a page-builder document, or `undefined` when it may be
/// stored (the edge runs the same check on every write).
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = validatePage)]
pub fn validate_page(doc: JsValue) -> Option<JsProblems> {
    let doc: serde_json::Value = match from_js(doc) {
        Ok(v) => v,
        Err(_) => return Some(problem("", "invalid_input").unchecked_into()),
    };
    sellwerk_core::builder::validate_page(&doc)
        .err()
        .map(|p| problems(&p).unchecked_into())
}

/// The payer fields the payment page asks (besides the e-mail address), in
/// the order it shows them: core's `payer_fields` of the product's checkout
/// setting `buyer_information.include_type`, its form and whether the buyer
/// buys as a business. An unknown setting reads as `full`.
#[wasm_bindgen(js_name = payerFields)]
pub fn payer_fields(
    include_type: JsIncludeType,
    form: JsProductForm,
    business: bool,
) -> JsPayerFields {
    let include_type = from_js(include_type.into()).unwrap_or_default();
    let form = from_js(form.into()).ok().flatten();
    to_js(&sellwerk_core::validation::payer_fields(
        include_type,
        form,
        business,
    ))
    .unchecked_into()
}

/// The warnings of a product row and the actions its state allows.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = productRules)]
pub fn product_rules(facts: JsProductFacts) -> Result<JsProductRules, JsProblems> {
    let facts: ProductFacts = from_js(facts.into())
        .map_err(|_| problem("", "invalid_input").unchecked_into::<JsProblems>())?;
    let rules = serde_json::json!({
        "warnings": product::warnings(&facts),
        "not_sellable_reasons": product::not_sellable_reasons(&facts),
        "sellable_via_shop": product::sellable_via_shop(&facts),
        "row_actions": product::row_actions(&facts),
        "edit_steps": facts.form.map(product::edit_steps),
    });
    Ok(to_js(&rules).unchecked_into())
}

/// The consents and notices a checkout of the products `forms` (main
/// product first, then the bumps) asks of a buyer in `country`, worded in
/// `language` (`de` or `en`): core's `legal::required_consents`, the rule
/// the edge enforces and the texts it stores.
#[wasm_bindgen(js_name = requiredConsents)]
pub fn required_consents(
    forms: JsProductForms,
    business: bool,
    country: &str,
    language: &str,
) -> Result<JsWordedRules, JsProblems> {
    let forms: Vec<product::ProductForm> = from_js(forms.into())
        .map_err(|_| problem("", "invalid_input").unchecked_into::<JsProblems>())?;
    let rules = sellwerk_core::legal::required_consents(&forms, business, country);
    let language = sellwerk_core::messages::Language::from_tag(language);
    Ok(to_js(&rules.worded(language)).unchecked_into())
}

/// A legal document's body as headings and paragraphs (core's
/// `legal::blocks`).
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = documentBlocks)]
pub fn document_blocks(body: &str) -> JsBlocks {
    to_js(&sellwerk_core::legal::blocks(body)).unchecked_into()
}

/// A list screen's query after one change (page, page size, sort, filters,
/// search), by core's paging rules: JSON `ListRequest` in, `ListAnswer` out,
/// the exact function the parity test runs natively.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = listJson)]
pub fn list_json(request: &str) -> String {
    sellwerk_core::lists::list_json(request)
}

/// The state a machine of spec section 4 moves to on an event: JSON
/// `TransitionRequest` in, `TransitionAnswer` out.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = transitionJson)]
pub fn transition_json(request: &str) -> String {
    sellwerk_core::states::transition_json(request)
}

/// Every state machine with its states (and their colours), events and
/// allowed transitions, derived from core's `apply` functions.
#[cfg(feature = "full")]
#[wasm_bindgen]
pub fn machines() -> JsMachines {
    to_js(&sellwerk_core::states::machines()).unchecked_into()
}

/// The colour a status is shown in (`green`, `red`, `amber`), if any.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = statusColour)]
pub fn status_colour(status: &str) -> Option<String> {
    sellwerk_core::states::status_colour(status).map(|c| c.name().to_owned())
}

/// The text a person reads for a rule's translation key in the language of
/// `locale` (`de…` German, else English); `undefined` for a key without one.
#[wasm_bindgen]
pub fn message(key: &str, locale: &str) -> Option<String> {
    use sellwerk_core::messages::{self, Language};
    messages::message(key, Language::from_tag(locale)).map(str::to_owned)
}

/// One of core's validators by name: JSON `{rule, input, today?}` in,
/// `{problems, value}` out (see `validation::check_json`), the exact
/// function the edge's rules and the parity test run natively.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = checkJson)]
pub fn check_json(request: &str) -> String {
    sellwerk_core::validation::check_json(request)
}

/// The light build's `checkJson`: the same calls for the payment page's
/// rules only (`validation::check_checkout_json`: `required`, `email`,
/// `payer`), so the module carries none of the other rules.
#[cfg(not(feature = "full"))]
#[wasm_bindgen(js_name = checkJson)]
pub fn check_json(request: &str) -> String {
    sellwerk_core::validation::check_checkout_json(request)
}

/// The QR code of `text` (a ticket's code or link) as SVG; `undefined`
/// when the text is longer than a version-10 symbol holds.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = qrSvg)]
pub fn qr_svg(text: &str) -> Option<String> {
    sellwerk_core::qr::svg(text).ok()
}

/// Registers the time zone `name` from its `TZif` bytes (as the edge answers
/// `GET /v1/common/time_zones/{name}`); quotes in that zone work from then
/// on. Throws the problems (`time_zone`: `invalid_time_zone`).
#[wasm_bindgen(js_name = registerTimeZone)]
pub fn register_time_zone(name: &str, tzif: &[u8]) -> Result<(), JsProblems> {
    sellwerk_core::zones::register(name, tzif)
        .map_err(|code| problem("time_zone", code).unchecked_into())
}

/// Whether the zone `name` is at hand (bundled, registered, or UTC): the
/// payment page asks the edge for it when not.
#[wasm_bindgen(js_name = timeZoneLoaded)]
pub fn time_zone_loaded(name: &str) -> bool {
    sellwerk_core::zones::available(name)
}

/// A public page's whole HTML document, exactly as the edge serves it
/// (core's `render::render_page`). Throws the problems of the document.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = renderPage)]
pub fn render_page(input: JsPageInput) -> Result<String, JsProblems> {
    let input: sellwerk_core::render::PageInput = from_js(input.into())
        .map_err(|_| problem("", "invalid_input").unchecked_into::<JsProblems>())?;
    sellwerk_core::render::render_page(&input).map_err(|p| problems(&p).unchecked_into())
}

/// The default page-builder document of a page type.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = defaultPage)]
pub fn default_page(page: JsPageType) -> Result<JsDocument, JsProblems> {
    let page: sellwerk_core::builder::PageType = from_js(page.into())
        .map_err(|_| problem("", "invalid_page_type").unchecked_into::<JsProblems>())?;
    Ok(to_js(&sellwerk_core::render::default_page(page)).unchecked_into())
}

/// The block types a page type allows (core's `builder::allowed_blocks`),
/// in the order the editor's palette shows them. Throws for an unknown
/// page type.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = allowedBlocks)]
pub fn allowed_blocks(page: JsPageType) -> Result<JsBlockTypes, JsProblems> {
    let page: sellwerk_core::builder::PageType = from_js(page.into())
        .map_err(|_| problem("", "invalid_page_type").unchecked_into::<JsProblems>())?;
    Ok(to_js(&sellwerk_core::builder::allowed_blocks(page)).unchecked_into())
}

/// Where buyers find the seller `username`'s page of type `page` at
/// `path` (core's `render::page_address`); `undefined` for a page type
/// without an address of its own. Throws for an unknown page type.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = pageAddress)]
pub fn page_address(
    page: JsPageType,
    username: &str,
    path: &str,
) -> Result<Option<String>, JsProblems> {
    let page: sellwerk_core::builder::PageType = from_js(page.into())
        .map_err(|_| problem("", "invalid_page_type").unchecked_into::<JsProblems>())?;
    Ok(sellwerk_core::render::page_address(page, username, path))
}

/// Documents covering every block type and setting (the parity test
/// publishes them and renders them on both sides).
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = samplePages)]
pub fn sample_pages() -> JsDocuments {
    to_js(&sellwerk_core::render::samples()).unchecked_into()
}
