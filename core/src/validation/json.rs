//! [`check_json`]: every rule of this module behind one JSON call.
//!
//! Request: `{"rule": "<name>", "input": <JSON>, "today": "YYYY-MM-DD"}`;
//! `today` is optional and defaults to [`DEFAULT_TODAY`] (2026-01-01) so
//! that answers are reproducible; callers that judge real input pass the
//! real date. Answer, always: `{"problems": [{"field", "code"}], "value":
//! <normalised value or null>}`.
//!
//! Faults of the request itself: text that is not JSON gives field `""`
//! code `malformed_json`; JSON that is not an object gives field `""` code
//! `invalid_input`; a missing or unknown rule gives field `rule` code
//! `unknown_rule`; a `today` that is not a date gives field `today` code
//! `invalid_input`; an `input` of the wrong JSON type (or an object whose
//! members have the wrong types) gives field `input` code `invalid_input`.
//!
//! Input per rule (field `""` for single values):
//! - a string: `required`, `email`, `url`, `http_url`, `vat_text`,
//!   `paypal_merchant_id`, `password`, `profile_name`, `phone`, `time`,
//!   `day_month`, `month_year`, `year`, `slug`, `subdomain`, `hex_color`,
//!   `class_name`, `no_script`, `no_cyrillic`, `license_key_format`: value
//!   `null`; `vat_number`, `username`, `iban`, `bic`: value the canonical
//!   form when valid; `date` (`DD.MM.YYYY`): value the ISO date when valid;
//!   `date_field` (ISO or empty): value the canonical date or `""`; `adult`
//!   (`DD.MM.YYYY`, judged against `today`): value `null`; `trim`: value
//!   the trimmed text.
//! - `text_field`: `{"value": string, "required": bool?}`, value trimmed.
//! - `tracking_id`: `{"kind": "google_analytics" | "google_analytics_4" |
//!   "google_tag_manager" | "facebook_pixel", "value": string}`.
//! - `filter_range`: `{"kind": "rate" | "vat" | "threshold" |
//!   "charges_count" | "overdue" | "year" | "month", "value": string}`
//!   (year against `today`).
//! - `commission_tiers`: an array of decimal strings; problems `tiers.N` /
//!   `tiers`; value the tiers as decimal strings when valid.
//! - `license_keys`: `{"format": string, "count": number, "seed": number or
//!   decimal string (u64), "existing": [string]?}`; value the keys.
//! - `business_step`: a [`BusinessStep`] object, plus an optional
//!   `"home_country"` (default `DE`); `payer`: a [`PayerDetails`] object;
//!   `sign_up`: a [`SignUp`] object; `product_patch`: a change to a
//!   product (`catalog::ProductPatch`).
//! - `ticket`: a [`crate::ticket::TicketDraft`].
//! - `product_setup`: `{"form": ProductForm, "product_id": number, "setup":
//!   ProductSetup, "choices": {"products": {id: [plan ids]}}?}`.
//! - `decimal_field`: `{"value": string, "decimals": number?, "min":
//!   string?, "max": string?, "allow_empty": bool?, "on_blur": bool?}`;
//!   value the normalised text.
//! - `integer_stepper`: `{"value": string, "min": number?, "max": number?,
//!   "step": number?, "required": bool?, "action": "input" | "blur" | "up"
//!   | "down"?}`; value the new text, problem `required` when required and
//!   empty.
//! - `provider_credentials`: `{"provider": "stripe" | "paypal", ...}` with
//!   the provider's fields exactly as `PUT
//!   /v1/cabinet/settings/payment_providers/{provider}` takes them
//!   ([`crate::providers::StripeCredentials`],
//!   [`crate::providers::PaypalCredentials`]; another provider or an
//!   unknown field is `invalid_input`); judged by
//!   [`crate::providers::check_stripe`] / [`crate::providers::check_paypal`];
//!   value the mode (`"test"` / `"live"`) when valid.
//! - `payment_methods`: `{"methods": [MethodSetting], "connected":
//!   [ProviderKind]?}`, the body of `PUT
//!   /v1/cabinet/settings/payment_settings` and the seller's providers with
//!   credentials (the sandbox counts always); judged by
//!   [`crate::providers::check_methods`], problems `methods.N.method` /
//!   `methods.N.provider`.

use std::collections::HashSet;

use jiff::civil::Date;
use rust_decimal::Decimal;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{Value, json};

use crate::country::Country;
use crate::problem::Problem;
use crate::providers::{self, MethodSetting, ProviderKind};

use super::forms::{BusinessStep, PayerDetails, SignUp};
use super::numbers::{DecimalOptions, FilterRangeKind, StepAction, StepperOptions};
use super::text::TrackingKind;
use super::{bank, dates, forms, license_key, numbers, text};

/// The date used when a request names none.
pub const DEFAULT_TODAY: &str = "2026-01-01";

/// Every rule [`check_json`] knows.
pub const RULES: &[&str] = &[
    "required",
    "email",
    "url",
    "http_url",
    "vat_text",
    "vat_number",
    "paypal_merchant_id",
    "password",
    "profile_name",
    "username",
    "phone",
    "bic",
    "iban",
    "time",
    "date",
    "day_month",
    "month_year",
    "year",
    "date_field",
    "slug",
    "subdomain",
    "hex_color",
    "class_name",
    "no_script",
    "no_cyrillic",
    "tracking_id",
    "adult",
    "license_key_format",
    "license_keys",
    "commission_tiers",
    "business_step",
    "payer",
    "sign_up",
    "product_patch",
    "ticket",
    "product_setup",
    "trim",
    "text_field",
    "decimal_field",
    "integer_stepper",
    "filter_range",
    "provider_credentials",
    "payment_methods",
];

type Answer = (Vec<Problem>, Value);

/// The answer's shape, keys in this order (`field` before `code`).
#[derive(Serialize)]
struct Out<'a> {
    problems: &'a [Problem],
    value: &'a Value,
}

fn answer((problems, value): Answer) -> String {
    serde_json::to_string(&Out {
        problems: &problems,
        value: &value,
    })
    .unwrap_or_else(|_| r#"{"problems":[{"field":"","code":"internal"}],"value":null}"#.to_owned())
}

fn fault(field: &str, code: &'static str) -> Answer {
    (vec![Problem::new(field, code)], Value::Null)
}

fn invalid_input() -> Answer {
    fault("input", "invalid_input")
}

/// A single-value check's answer: its problem at field `""`.
fn single<T>(result: Result<T, &'static str>, value: impl FnOnce(T) -> Value) -> Answer {
    match result {
        Ok(v) => (vec![], value(v)),
        Err(code) => fault("", code),
    }
}

fn null<T>(_: T) -> Value {
    Value::Null
}

/// The input as `T`, or the `invalid_input` answer.
fn typed<T: DeserializeOwned>(input: &Value) -> Result<T, Answer> {
    T::deserialize(input).map_err(|_| invalid_input())
}

#[derive(Deserialize)]
struct KindValue<K> {
    kind: K,
    value: String,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct TextField {
    value: String,
    required: bool,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Seed {
    Number(u64),
    Text(String),
}

#[derive(Deserialize)]
struct LicenseKeysRequest {
    format: String,
    count: u64,
    seed: Seed,
    #[serde(default)]
    existing: Vec<String>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct DecimalRequest {
    value: String,
    decimals: Option<u32>,
    min: Option<Decimal>,
    max: Option<Decimal>,
    allow_empty: bool,
    on_blur: bool,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct StepperRequest {
    value: String,
    min: Option<i64>,
    max: Option<i64>,
    step: Option<i64>,
    required: bool,
    action: StepAction,
}

/// Runs one rule; see the module documentation for the shapes.
pub fn check_json(request: &str) -> String {
    answer(dispatch(request, RULES, run))
}

/// The rules of the payment page: the payer's details and the e-mail.
pub const CHECKOUT_RULES: &[&str] = &["required", "email", "payer"];

/// [`check_json`] for the payment page's light browser build: the same
/// requests and answers, for [`CHECKOUT_RULES`] only (any other rule is
/// `unknown_rule`), so that build carries none of the other rules' code.
///
/// Decision (issue 18's size budget): it reads the request without
/// `serde_json::Value`, whose reading, writing and maps were about a tenth
/// of the light module: the syntax is checked first (so malformed text is
/// `malformed_json` as in [`check_json`]), then each member is read as its
/// rule's type. The one difference, for hand-made requests only: a member
/// given twice is `invalid_input` here, where [`check_json`] takes the last.
pub fn check_checkout_json(request: &str) -> String {
    let (problems, _) = checkout_check(request);
    serde_json::to_string(&LightOut {
        problems: &problems,
        value: (),
    })
    .unwrap_or_else(|_| r#"{"problems":[{"field":"","code":"internal"}],"value":null}"#.to_owned())
}

/// [`Out`] of the light build, whose value is always `null`.
#[derive(Serialize)]
struct LightOut<'a> {
    problems: &'a [Problem],
    value: (),
}

/// A request of [`check_checkout_json`], each member as its JSON text.
#[derive(Deserialize)]
struct CheckoutRequest<'a> {
    #[serde(borrow, default)]
    rule: Option<&'a RawValue>,
    #[serde(borrow, default)]
    input: Option<&'a RawValue>,
    #[serde(borrow, default)]
    today: Option<&'a RawValue>,
}

/// The members of a `payer` input besides the payer's details.
#[derive(Deserialize)]
struct PayerTerms {
    #[serde(default)]
    business: Option<bool>,
    #[serde(default)]
    include_type: Option<crate::catalog::IncludeType>,
    #[serde(default)]
    form: Option<crate::product::ProductForm>,
}

/// A fault of the request itself (not JSON, an unknown rule, an input of
/// the wrong type): its one problem, and `true`.
fn light_fault(field: &str, code: &'static str) -> (Vec<Problem>, bool) {
    (vec![Problem::new(field, code)], true)
}

/// The problems of a [`check_checkout_json`] request, and whether they are
/// a fault of the request itself rather than of the form it checks
/// (`crate::host::form_check`).
pub(crate) fn checkout_check(request: &str) -> (Vec<Problem>, bool) {
    if serde_json::from_str::<serde::de::IgnoredAny>(request).is_err() {
        return light_fault("", "malformed_json");
    }
    // an object (a struct would also be read from an array)
    let object = request.trim_start().starts_with('{');
    let Some(req) = object
        .then(|| serde_json::from_str::<CheckoutRequest<'_>>(request).ok())
        .flatten()
    else {
        return light_fault("", "invalid_input");
    };
    let rule = req
        .rule
        .and_then(|r| serde_json::from_str::<String>(r.get()).ok())
        .unwrap_or_default();
    if !CHECKOUT_RULES.contains(&rule.as_str()) {
        return light_fault("rule", "unknown_rule");
    }
    if let Some(today) = req.today
        && serde_json::from_str::<String>(today.get())
            .ok()
            .and_then(|t| crate::calendar::parse_date(&t))
            .is_none()
    {
        return light_fault("today", "invalid_input");
    }
    let input = req.input.map_or("null", RawValue::get);
    let problems = match rule.as_str() {
        "required" | "email" => {
            let Ok(text) = serde_json::from_str::<String>(input) else {
                return light_fault("input", "invalid_input");
            };
            let checked = if rule == "email" {
                text::email(&text).map(drop)
            } else {
                text::required(&text).map(drop)
            };
            checked
                .err()
                .map(|code| Problem::new("", code))
                .into_iter()
                .collect()
        }
        _ => {
            let (Ok(terms), Ok(payer)) = (
                serde_json::from_str::<PayerTerms>(input),
                serde_json::from_str::<PayerDetails>(input),
            ) else {
                return light_fault("input", "invalid_input");
            };
            forms::validate_order_payer(
                &payer,
                terms.include_type.unwrap_or_default(),
                terms.form,
                terms.business.unwrap_or(false),
            )
        }
    };
    (problems, false)
}

type Runner = fn(&str, &Value, Date) -> Result<Answer, Answer>;

fn dispatch(request: &str, rules: &[&str], run: Runner) -> Answer {
    let Ok(doc) = serde_json::from_str::<Value>(request) else {
        return fault("", "malformed_json");
    };
    let Some(obj) = doc.as_object() else {
        return fault("", "invalid_input");
    };
    let rule = obj.get("rule").and_then(Value::as_str).unwrap_or("");
    if !rules.contains(&rule) {
        return fault("rule", "unknown_rule");
    }
    let today = match obj.get("today") {
        None | Some(Value::Null) => crate::calendar::parse_date(DEFAULT_TODAY).unwrap_or_default(),
        Some(Value::String(s)) => match crate::calendar::parse_date(s) {
            Some(d) => d,
            None => return fault("today", "invalid_input"),
        },
        Some(_) => return fault("today", "invalid_input"),
    };
    let input = obj.get("input").unwrap_or(&Value::Null);
    match run(rule, input, today) {
        Ok(a) | Err(a) => a,
    }
}

/// A check of one text.
type Check = fn(&str) -> Result<(), &'static str>;

/// The rules that take one text and give no value.
fn plain_check(rule: &str) -> Option<Check> {
    Some(match rule {
        "required" => text::required,
        "email" => text::email,
        "url" => text::url,
        "http_url" => text::http_url,
        "vat_text" => text::vat_text,
        "paypal_merchant_id" => text::paypal_merchant_id,
        "password" => text::password,
        "profile_name" => text::profile_name,
        "phone" => text::phone,
        "time" => dates::time,
        "day_month" => dates::day_month,
        "month_year" => dates::month_year,
        "year" => dates::year,
        "slug" => text::slug,
        "subdomain" => text::subdomain,
        "hex_color" => text::hex_color,
        "class_name" => text::class_name,
        "no_script" => text::no_script,
        "no_cyrillic" => text::no_cyrillic,
        _ => return None,
    })
}

fn run(rule: &str, input: &Value, today: Date) -> Result<Answer, Answer> {
    let string = || input.as_str().ok_or_else(invalid_input);
    if let Some(check) = plain_check(rule) {
        return Ok(single(check(string()?), null));
    }
    Ok(match rule {
        "vat_number" => single(text::vat_number(string()?), Value::String),
        "username" => single(text::username(string()?), Value::String),
        "iban" => single(bank::iban(string()?), Value::String),
        "bic" => single(bank::bic(string()?), Value::String),
        "date" => single(dates::date(string()?), |d| Value::String(d.to_string())),
        "date_field" => single(dates::date_field(string()?), Value::String),
        "adult" => single(dates::adult_text(string()?, today), null),
        "trim" => (vec![], Value::String(text::trim(string()?))),
        "license_key_format" => match license_key::license_key_format(string()?) {
            Ok(()) => (vec![], Value::Null),
            Err(problems) => (problems, Value::Null),
        },
        _ => run_structured(rule, input, today)?,
    })
}

/// The `payer` rule: a [`PayerDetails`] object, with the cart's `business`
/// and the product's `include_type` and `form`.
fn payer(input: &Value) -> Result<Answer, Answer> {
    // `business` (optional, a bool) is the cart's buyer: a business names its company
    let business = match input.get("business") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => return Err(invalid_input()),
    };
    // `include_type` and `form` (optional): the product's checkout
    // setting `buyer_information` and its form; `full` when missing
    let include_type: crate::catalog::IncludeType = match input.get("include_type") {
        None | Some(Value::Null) => crate::catalog::IncludeType::default(),
        Some(v) => serde_json::from_value(v.clone()).map_err(|_| invalid_input())?,
    };
    let form: Option<crate::product::ProductForm> = match input.get("form") {
        None | Some(Value::Null) => None,
        Some(v) => Some(serde_json::from_value(v.clone()).map_err(|_| invalid_input())?),
    };
    let payer: PayerDetails = typed(input)?;
    Ok((
        forms::validate_order_payer(&payer, include_type, form, business),
        Value::Null,
    ))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MethodsRequest {
    methods: Vec<MethodSetting>,
    #[serde(default)]
    connected: Vec<ProviderKind>,
}

/// The payment settings' rules: the same core calls the edge makes for
/// `PUT …/payment_providers/{provider}` and `PUT …/payment_settings`.
fn run_payments(rule: &str, input: &Value) -> Result<Answer, Answer> {
    Ok(match rule {
        "provider_credentials" => {
            let mut fields = input.as_object().cloned().ok_or_else(invalid_input)?;
            let provider = fields
                .remove("provider")
                .and_then(|p| p.as_str().and_then(ProviderKind::parse));
            let fields = Value::Object(fields);
            let checked = match provider {
                Some(ProviderKind::Stripe) => providers::check_stripe(&typed(&fields)?),
                Some(ProviderKind::Paypal) => providers::check_paypal(&typed(&fields)?),
                Some(ProviderKind::Sandbox) | None => return Err(invalid_input()),
            };
            match checked {
                Ok(mode) => (vec![], json!(mode)),
                Err(problems) => (problems, Value::Null),
            }
        }
        "payment_methods" => {
            let r: MethodsRequest = typed(input)?;
            (
                providers::check_methods(&r.methods, &providers::connected(r.connected)),
                Value::Null,
            )
        }
        _ => fault("rule", "unknown_rule"),
    })
}

#[derive(Deserialize)]
struct SetupRequest {
    form: crate::product::ProductForm,
    #[serde(default)]
    product_id: i64,
    setup: crate::setup::ProductSetup,
    #[serde(default)]
    choices: crate::setup::BumpChoices,
}

/// The rules whose input is an object or an array: one arm each, a flat
/// dispatch table by nature.
#[allow(clippy::too_many_lines)]
fn run_structured(rule: &str, input: &Value, today: Date) -> Result<Answer, Answer> {
    Ok(match rule {
        "text_field" => {
            let f: TextField = typed(input)?;
            let value = text::trim(&f.value);
            let problems = if f.required && value.is_empty() {
                vec![Problem::new("", "required")]
            } else {
                vec![]
            };
            (problems, Value::String(value))
        }
        "tracking_id" => {
            let r: KindValue<TrackingKind> = typed(input)?;
            single(text::tracking_id(r.kind, &r.value), null)
        }
        "filter_range" => {
            let r: KindValue<FilterRangeKind> = typed(input)?;
            single(numbers::filter_range(r.kind, &r.value, today), null)
        }
        "commission_tiers" => {
            let tiers: Vec<String> = typed(input)?;
            match numbers::commission_tiers(&tiers) {
                Ok(values) => (
                    vec![],
                    Value::Array(
                        values
                            .iter()
                            .map(|v| Value::String(v.to_string()))
                            .collect(),
                    ),
                ),
                Err(problems) => (problems, Value::Null),
            }
        }
        "license_keys" => {
            let r: LicenseKeysRequest = typed(input)?;
            let seed = match r.seed {
                Seed::Number(n) => n,
                Seed::Text(s) => s.trim().parse().map_err(|_| invalid_input())?,
            };
            let count = usize::try_from(r.count).unwrap_or(usize::MAX);
            let existing: HashSet<String> = r.existing.into_iter().collect();
            match license_key::generate_license_keys(&r.format, count, seed, &existing) {
                Ok(keys) => (vec![], json!(keys)),
                Err(problems) => (problems, Value::Null),
            }
        }
        "business_step" => {
            let step: BusinessStep = typed(input)?;
            let home = match input.get("home_country") {
                None | Some(Value::Null) => Country::DE,
                Some(Value::String(s)) => Country::parse(s).map_err(|_| invalid_input())?,
                Some(_) => return Err(invalid_input()),
            };
            (
                forms::validate_business_step(&step, home, today),
                Value::Null,
            )
        }
        "payer" => payer(input)?,
        "sign_up" => {
            let form: SignUp = typed(input)?;
            (forms::validate_sign_up(&form), Value::Null)
        }
        "product_patch" => {
            let patch: crate::catalog::ProductPatch = typed(input)?;
            (crate::catalog::validate_patch(&patch), Value::Null)
        }
        "ticket" => {
            let ticket: crate::ticket::TicketDraft = typed(input)?;
            (crate::ticket::validate_ticket(&ticket), Value::Null)
        }
        "product_setup" => {
            let r: SetupRequest = typed(input)?;
            (
                crate::setup::validate_setup(r.form, &r.setup, r.product_id, &r.choices),
                Value::Null,
            )
        }
        "decimal_field" => {
            let r: DecimalRequest = typed(input)?;
            let opts = DecimalOptions {
                decimals: r.decimals.unwrap_or(2),
                min: r.min,
                max: r.max,
                allow_empty: r.allow_empty,
                on_blur: r.on_blur,
            };
            (
                vec![],
                Value::String(numbers::normalize_decimal(&r.value, &opts)),
            )
        }
        "integer_stepper" => {
            let r: StepperRequest = typed(input)?;
            let d = StepperOptions::default();
            let opts = StepperOptions {
                min: r.min.unwrap_or(d.min),
                max: r.max.unwrap_or(d.max),
                step: r.step.unwrap_or(d.step),
                required: r.required,
            };
            let out = numbers::integer_stepper(&r.value, opts, r.action);
            let problems = out
                .problem
                .map(|c| Problem::new("", c))
                .into_iter()
                .collect();
            (problems, Value::String(out.value))
        }
        _ => run_payments(rule, input)?,
    })
}

#[cfg(test)]
// One table over every rule is long by nature.
#[allow(clippy::too_many_lines)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn call(request: &Value) -> Value {
        serde_json::from_str(&check_json(&request.to_string())).unwrap_or(Value::Null)
    }

    #[allow(clippy::needless_pass_by_value)]
    fn check(rule: &str, input: Value, expected: Value) {
        let got = call(&json!({"rule": rule, "input": input}));
        assert_eq!(got, expected, "{rule} {input}");
    }

    #[allow(clippy::needless_pass_by_value)]
    fn ok(value: Value) -> Value {
        json!({"problems": [], "value": value})
    }

    fn err(field: &str, code: &str) -> Value {
        json!({"problems": [{"field": field, "code": code}], "value": null})
    }

    #[test]
    fn the_checkout_rules_answer_as_check_json_does() {
        let requests = [
            json!({"rule": "required", "input": ""}),
            json!({"rule": "required", "input": " x "}),
            json!({"rule": "required", "input": 3}),
            json!({"rule": "email", "input": "a@example.com"}),
            json!({"rule": "email", "input": "not an address"}),
            json!({"rule": "payer", "input": {"first_name": "", "last_name": "Ng"}}),
            json!({"rule": "payer", "input": {"first_name": "Ada", "last_name": "Ng",
                "business": true, "include_type": "full", "form": "course"}}),
            json!({"rule": "payer", "input": {"business": "yes"}}),
            json!({"rule": "payer", "input": {"include_type": "most"}}),
            json!({"rule": "payer", "input": []}),
            json!({"rule": "email"}),
            json!({"rule": "email", "input": "a@example.com", "today": "x"}),
            json!({"input": "x"}),
            json!({"rule": null, "input": "x"}),
            json!({"rule": 7, "input": "x"}),
            json!({"rule": "email", "input": null}),
            json!({"rule": "email", "input": "a@example.com", "today": null}),
            json!({"rule": "email", "input": "a@example.com", "today": "2026-02-30"}),
            json!({"rule": "email", "input": "a@example.com", "today": 2026}),
            json!({"rule": "payer", "input": "x"}),
            json!({"rule": "payer", "input": {"first_name": 3}}),
            json!({"rule": "payer", "input": {"form": "nope"}}),
            json!({"rule": "payer"}),
            json!([]),
            json!([{"rule": "email"}]),
            json!("email"),
        ];
        for request in requests {
            let text = request.to_string();
            assert_eq!(check_checkout_json(&text), check_json(&text), "{text}");
        }
        for text in [
            "{",
            "",
            "[1, {",
            r#"{"rule": "email", "input": "a@b.c""#,
            " {}",
        ] {
            assert_eq!(check_checkout_json(text), check_json(text), "{text}");
        }
        for rule in RULES.iter().filter(|r| !CHECKOUT_RULES.contains(r)) {
            let text = json!({"rule": rule, "input": "x"}).to_string();
            let got: Value =
                serde_json::from_str(&check_checkout_json(&text)).unwrap_or(Value::Null);
            assert_eq!(got, err("rule", "unknown_rule"), "{rule}");
        }
    }

    #[test]
    fn request_faults() {
        assert_eq!(
            check_json("{"),
            r#"{"problems":[{"field":"","code":"malformed_json"}],"value":null}"#
        );
        assert_eq!(call(&json!([1])), err("", "invalid_input"));
        assert_eq!(
            call(&json!({"rule": "nope", "input": "x"})),
            err("rule", "unknown_rule")
        );
        assert_eq!(call(&json!({"input": "x"})), err("rule", "unknown_rule"));
        assert_eq!(
            call(&json!({"rule": "email", "input": 5})),
            err("input", "invalid_input")
        );
        assert_eq!(
            call(&json!({"rule": "email"})),
            err("input", "invalid_input")
        );
        assert_eq!(
            call(&json!({"rule": "adult", "input": "01.01.2000", "today": "2026-1-1"})),
            err("today", "invalid_input")
        );
        assert_eq!(
            check_json(r#"{"rule":"nope"}"#),
            r#"{"problems":[{"field":"rule","code":"unknown_rule"}],"value":null}"#
        );
    }

    #[test]
    fn every_rule_answers() {
        let cases: Vec<(&str, Value, Value)> = vec![
            ("required", json!(" "), err("", "required")),
            ("email", json!("a@b.de"), ok(Value::Null)),
            ("email", json!("a@b"), err("", "invalid_email")),
            ("url", json!("shop.example.com/x"), ok(Value::Null)),
            (
                "http_url",
                json!("shop.example.com"),
                err("", "invalid_url"),
            ),
            ("vat_text", json!("DE-1_2"), ok(Value::Null)),
            (
                "vat_number",
                json!("de 136 695 976"),
                ok(json!("DE136695976")),
            ),
            (
                "vat_number",
                json!("DE136695977"),
                err("", "vat_bad_check_digit"),
            ),
            (
                "paypal_merchant_id",
                json!("ABCDEFGHJK123"),
                ok(Value::Null),
            ),
            ("password", json!("short"), err("", "password_too_short")),
            ("profile_name", json!("A"), err("", "profile_name")),
            ("username", json!(" Erika_M "), ok(json!("erika_m"))),
            ("phone", json!("+49 (30) 123-456"), ok(Value::Null)),
            ("bic", json!("deutdeff"), ok(json!("DEUTDEFF"))),
            (
                "iban",
                json!("de89 3704 0044 0532 0130 00"),
                ok(json!("DE89370400440532013000")),
            ),
            ("time", json!("25:00"), err("", "invalid_time")),
            ("date", json!("29.02.2000"), ok(json!("2000-02-29"))),
            ("day_month", json!("31.04"), err("", "invalid_date")),
            ("month_year", json!("12.2024"), ok(Value::Null)),
            ("year", json!("99"), err("", "invalid_date")),
            ("date_field", json!(""), ok(json!(""))),
            ("slug", json!("my-course"), ok(Value::Null)),
            ("subdomain", json!("My-Shop"), err("", "invalid_subdomain")),
            ("hex_color", json!("#ffc107"), ok(Value::Null)),
            ("class_name", json!("wide/"), ok(Value::Null)),
            (
                "no_script",
                json!("<a href=\"java&#x09;script:x\">"),
                err("", "script_not_allowed"),
            ),
            (
                "no_cyrillic",
                json!("Привет"),
                err("", "cyrillic_not_allowed"),
            ),
            (
                "tracking_id",
                json!({"kind": "google_tag_manager", "value": "GTM-ABC1234"}),
                ok(Value::Null),
            ),
            (
                "tracking_id",
                json!({"kind": "facebook_pixel", "value": "12345"}),
                err("", "invalid_tracking_id"),
            ),
            (
                "tracking_id",
                json!({"kind": "tracify", "value": "x"}),
                err("input", "invalid_input"),
            ),
            ("adult", json!("01.01.2008"), ok(Value::Null)),
            ("adult", json!("02.01.2008"), err("", "not_adult")),
            (
                "license_key_format",
                json!("{numeric:2}"),
                err("", "license_key_format_size"),
            ),
            (
                "license_keys",
                json!({"format": "{numeric:3}", "count": 2, "seed": "18446744073709551615", "existing": ["001"]}),
                call(
                    &json!({"rule": "license_keys", "input": {"format": "{numeric:3}", "count": 2, "seed": u64::MAX, "existing": ["001"]}}),
                ),
            ),
            (
                "license_keys",
                json!({"format": "{numeric:3}", "count": 1001, "seed": 1}),
                err("count", "license_key_space_too_small"),
            ),
            (
                "commission_tiers",
                json!(["10", "5.5"]),
                ok(json!(["10", "5.5"])),
            ),
            (
                "commission_tiers",
                json!(["10", 5]),
                err("input", "invalid_input"),
            ),
            (
                "commission_tiers",
                json!(["80", "30"]),
                err("tiers", "commission_sum_out_of_range"),
            ),
            (
                "payer",
                json!({"first_name": 1}),
                err("input", "invalid_input"),
            ),
            ("trim", json!("  x "), ok(json!("x"))),
            (
                "text_field",
                json!({"value": "  ", "required": true}),
                json!({"problems": [{"field": "", "code": "required"}], "value": ""}),
            ),
            (
                "decimal_field",
                json!({"value": "12,3456", "max": "10"}),
                ok(json!("10")),
            ),
            (
                "decimal_field",
                json!({"value": "0.5", "min": "1", "on_blur": true}),
                ok(json!("1")),
            ),
            (
                "decimal_field",
                json!({"value": "1.23456", "decimals": 3}),
                ok(json!("1.234")),
            ),
            (
                "integer_stepper",
                json!({"value": "7", "max": 8, "step": 5, "action": "up"}),
                ok(json!("8")),
            ),
            (
                "integer_stepper",
                json!({"value": "x", "required": true}),
                json!({"problems": [{"field": "", "code": "required"}], "value": ""}),
            ),
            (
                "filter_range",
                json!({"kind": "year", "value": "2027"}),
                ok(Value::Null),
            ),
            (
                "filter_range",
                json!({"kind": "vat", "value": "101"}),
                err("", "filter_out_of_range"),
            ),
        ];
        for (rule, input, expected) in cases {
            check(rule, input, expected);
        }
        let keys = call(
            &json!({"rule": "license_keys", "input": {"format": "{numeric:3}", "count": 2, "seed": 9, "existing": ["001"]}}),
        );
        assert_eq!(keys["value"].as_array().map(Vec::len), Some(2));
    }

    #[test]
    fn business_step_through_json() {
        let got = call(
            &json!({"rule": "business_step", "input": {"business_type": "entity", "country_code": "AT", "home_country": "AT"}}),
        );
        let fields: Vec<&str> = got["problems"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|p| p["field"].as_str())
            .collect();
        assert!(
            fields.contains(&"company") && !fields.contains(&"region"),
            "{got}"
        );
        assert!(fields.contains(&"tax_number"), "{got}");
        assert_eq!(
            call(&json!({"rule": "business_step", "input": {"home_country": "XX"}})),
            err("input", "invalid_input")
        );
        let today = call(
            &json!({"rule": "business_step", "today": "2020-01-01", "input": {"birthday": "01.01.2008"}}),
        );
        assert!(
            today["problems"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|p| p["code"] == "not_adult"),
            "{today}"
        );
    }

    #[test]
    fn provider_credentials_through_json() {
        let keys = json!({"publishable_key": "pk_test_51abcdefgh", "secret_key": "sk_test_51abcdefgh", "webhook_secret": "whsec_abcdefgh12"});
        let with = |provider: Value, fields: &Value| {
            let mut input = fields.clone();
            input["provider"] = provider;
            input
        };
        check(
            "provider_credentials",
            with(json!("stripe"), &keys),
            ok(json!("test")),
        );
        // exactly the problems of the function the edge calls
        let bad = providers::StripeCredentials {
            publishable_key: "pk_test_51abcdefgh".into(),
            secret_key: "sk_live_51abcdefgh".into(),
            webhook_secret: String::new(),
        };
        let expected = providers::check_stripe(&bad).err().unwrap_or_default();
        assert_eq!(expected.len(), 2);
        check(
            "provider_credentials",
            json!({"provider": "stripe", "publishable_key": bad.publishable_key, "secret_key": bad.secret_key}),
            json!({"problems": expected, "value": null}),
        );
        check(
            "provider_credentials",
            json!({"provider": "paypal", "client_id": "AbCdEfGhIjKlMnOpQr", "client_secret": "EFgHiJkLmNoPqRsTuV", "webhook_id": "8PT597110X687430LKGECATA", "mode": "live"}),
            ok(json!("live")),
        );
        check(
            "provider_credentials",
            json!({"provider": "paypal", "client_id": "short", "client_secret": "EFgHiJkLmNoPqRsTuV", "webhook_id": "8PT597110X687430LKGECATA", "mode": null}),
            json!({"problems": [
                {"field": "client_id", "code": "invalid_provider_key"},
                {"field": "mode", "code": "required"},
            ], "value": null}),
        );
        // what the edge refuses as a body is refused as an input
        for input in [
            with(json!("sandbox"), &keys),
            with(json!("nope"), &keys),
            with(json!(1), &keys),
            keys.clone(),
            with(json!("paypal"), &keys),
            json!({"provider": "stripe", "secret_key": 5}),
            json!({"provider": "paypal", "mode": "sandbox"}),
            json!(["stripe"]),
        ] {
            check("provider_credentials", input, err("input", "invalid_input"));
        }
    }

    #[test]
    fn payment_methods_through_json() {
        let matrix = json!([
            {"method": "card", "enabled": true, "provider": "sandbox"},
            {"method": "ideal", "enabled": true, "provider": "stripe"},
            {"method": "paypal", "enabled": false, "provider": "paypal"},
        ]);
        // the sandbox is connected where it is named (development builds)
        check(
            "payment_methods",
            json!({"methods": matrix, "connected": ["sandbox", "stripe"]}),
            ok(Value::Null),
        );
        // production: no sandbox to route to
        check(
            "payment_methods",
            json!({"methods": matrix, "connected": ["stripe"]}),
            err("methods.0.provider", "provider_not_connected"),
        );
        check(
            "payment_methods",
            json!({"methods": matrix}),
            json!({"problems": [
                {"field": "methods.0.provider", "code": "provider_not_connected"},
                {"field": "methods.1.provider", "code": "provider_not_connected"},
            ], "value": null}),
        );
        check(
            "payment_methods",
            json!({"methods": [
                {"method": "card", "enabled": true, "provider": "paypal"},
                {"method": "card", "enabled": false, "provider": "sandbox"},
                {"method": "not_assigned", "enabled": true, "provider": "sandbox"},
            ], "connected": ["sandbox", "paypal"]}),
            json!({"problems": [
                {"field": "methods.0.provider", "code": "provider_does_not_support_method"},
                {"field": "methods.1.method", "code": "duplicate_method"},
                {"field": "methods.2.method", "code": "provider_does_not_support_method"},
            ], "value": null}),
        );
        for input in [
            json!({"methods": [{"method": "cash", "enabled": true, "provider": "sandbox"}]}),
            json!({"methods": [{"method": "card", "enabled": true}]}),
            json!({"methods": matrix, "connected": ["bank"]}),
            json!({"methods": matrix, "x": 1}),
            json!({"connected": []}),
            matrix,
        ] {
            check("payment_methods", input, err("input", "invalid_input"));
        }
    }

    #[test]
    fn rules_list_has_no_duplicates() {
        let set: HashSet<&&str> = RULES.iter().collect();
        assert_eq!(set.len(), RULES.len());
    }

    fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(|n| json!(n)),
            any::<u64>().prop_map(|n| json!(n)),
            ".*".prop_map(Value::String),
            "[0-9.,-]{0,12}".prop_map(Value::String),
            "\\{(numeric|alphabetic|alphanumeric|x):[0-9]{1,2}\\}".prop_map(Value::String),
        ];
        leaf.prop_recursive(3, 24, 6, |inner| {
            let keys = prop::sample::select(vec![
                "value",
                "kind",
                "min",
                "max",
                "step",
                "action",
                "decimals",
                "on_blur",
                "allow_empty",
                "required",
                "format",
                "count",
                "seed",
                "existing",
                "business_type",
                "phone",
                "vat_payer",
                "country_code",
                "birthday",
                "birthday_required",
                "home_country",
                "payer_country",
                "provider",
                "publishable_key",
                "client_id",
                "mode",
                "methods",
                "method",
                "enabled",
                "connected",
                "x",
            ]);
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                prop::collection::vec((keys, inner), 0..6).prop_map(|kv| Value::Object(
                    kv.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()
                )),
            ]
        })
    }

    fn assert_shape(out: &str) {
        let v: Value = serde_json::from_str(out).unwrap_or(Value::Null);
        assert!(v["problems"].is_array(), "{out}");
        assert!(v.get("value").is_some(), "{out}");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2_000))]
        #[test]
        fn strings_never_panic(s in ".*", rule in prop::sample::select(RULES.to_vec())) {
            assert_shape(&check_json(&json!({"rule": rule, "input": s}).to_string()));
        }

        #[test]
        fn json_never_panics(input in json_value(), rule in prop::sample::select(RULES.to_vec()), today in prop::option::of("[0-9-]{8,10}")) {
            let mut req = json!({"rule": rule, "input": input});
            if let Some(t) = today {
                req["today"] = json!(t);
            }
            assert_shape(&check_json(&req.to_string()));
        }

        #[test]
        fn raw_requests_never_panic(s in ".*") {
            assert_shape(&check_json(&s));
        }
    }
}
