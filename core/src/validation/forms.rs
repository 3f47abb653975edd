//! Whole forms of spec section 5: the business step of the seller profile
//! and the payer details.
//!
//! Every field is optional in the types so that a half-filled form still
//! deserialises and gets every problem at once. Field names in problems are
//! the `snake_case` keys (`first_name`). Text is trimmed before it is judged.

use jiff::civil::Date;
use serde::{Deserialize, Serialize};

use crate::catalog::IncludeType;
use crate::country::Country;
use crate::problem::Problems;
use crate::product::ProductForm;
use crate::tax::{ExemptReason, VatStatus};
use crate::vat_id::VatId;

use super::{dates, text};

/// The business step of the seller profile (spec sections 3 and 5).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default)]
pub struct BusinessStep {
    /// `natural` or `entity`.
    pub business_type: Option<String>,
    pub phone: Option<String>,
    pub vat_payer: Option<bool>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub street: Option<String>,
    /// Never required (spec: "address fields without streetNumber").
    pub street_number: Option<String>,
    pub zip: Option<String>,
    pub city: Option<String>,
    /// ISO 3166 alpha-2.
    pub country_code: Option<String>,
    /// Entities: required.
    pub company: Option<String>,
    /// Entities outside the home country: required.
    pub region: Option<String>,
    /// `DD.MM.YYYY` or `YYYY-MM-DD`; required when `birthday_required`.
    pub birthday: Option<String>,
    /// The flag that asks for the birthday (set by the caller from the
    /// payment provider's needs).
    pub birthday_required: bool,
    /// `number` or `identification_number`.
    pub tax_number_type: Option<String>,
    pub tax_number: Option<String>,
    /// ISO 3166 alpha-2 of the tax number's issuing country.
    pub issuance_country_code: Option<String>,
    /// The flag that asks for the tax number outside the home country.
    pub tax_number_required: bool,
    /// Checked when given (an optional field of the step).
    pub vat_number: Option<String>,
    /// `small_business`, `educational`, `regulated_profession` or `other`;
    /// required when not a VAT payer.
    pub vat_exempt_reason: Option<String>,
}

/// The payer's details at checkout (spec section 5).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default)]
pub struct PayerDetails {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub street: Option<String>,
    pub street_number: Option<String>,
    pub zip: Option<String>,
    pub city: Option<String>,
    /// ISO 3166 alpha-2.
    pub payer_country: Option<String>,
    pub phone: Option<String>,
    /// The company's name: required when the buyer buys as a business
    /// (`validate_order_payer`), at most `COMPANY_MAX` characters.
    #[cfg_attr(feature = "ts", ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub company: Option<String>,
}

/// The longest company name a payer may give.
pub const COMPANY_MAX: usize = 200;

impl BusinessStep {
    /// The seller's VAT status as the step answers it (issue 14: the
    /// profile's answer is the seller's VAT treatment from the moment it is
    /// saved): a VAT payer, or exempt for the reason given; `None` while
    /// the step does not answer (a checked step always does).
    pub fn vat_status(&self) -> Option<VatStatus> {
        if self.vat_payer? {
            return Some(VatStatus::VatPayer);
        }
        let reason = match filled(self.vat_exempt_reason.as_ref())? {
            "small_business" => ExemptReason::SmallBusiness,
            "educational" => ExemptReason::Educational,
            "regulated_profession" => ExemptReason::RegulatedProfession,
            "other" => ExemptReason::Other,
            _ => return None,
        };
        Some(VatStatus::Exempt(reason))
    }
}

pub const BUSINESS_TYPES: [&str; 2] = ["natural", "entity"];
pub const TAX_NUMBER_TYPES: [&str; 2] = ["number", "identification_number"];
pub const VAT_EXEMPT_REASONS: [&str; 4] = [
    "small_business",
    "educational",
    "regulated_profession",
    "other",
];

/// The trimmed text, `None` when missing or blank.
fn filled(value: Option<&String>) -> Option<&str> {
    value.map(|s| s.trim()).filter(|s| !s.is_empty())
}

/// `required` when blank; otherwise the trimmed text.
fn need<'a>(p: &mut Problems, field: &str, value: Option<&'a String>) -> Option<&'a str> {
    let v = filled(value);
    if v.is_none() {
        p.push(field, "required");
    }
    v
}

fn one_of(
    p: &mut Problems,
    field: &str,
    value: Option<&str>,
    options: &[&str],
    code: &'static str,
) {
    if let Some(v) = value
        && !options.contains(&v)
    {
        p.push(field, code);
    }
}

fn country(p: &mut Problems, field: &str, value: Option<&str>) -> Option<Country> {
    let v = value?;
    let parsed = Country::parse(v).ok();
    if parsed.is_none() {
        p.push(field, "invalid_country");
    }
    parsed
}

fn phone(p: &mut Problems, value: Option<&str>) {
    if let Some(Err(code)) = value.map(text::phone) {
        p.push("phone", code);
    }
}

/// Checks the business step (spec section 5 "Business step required
/// fields"), with `home_country` the platform's country (DE) and `today`
/// for the adult check:
/// - always: `business_type` (`natural` / `entity`, else
///   `invalid_business_type`), `phone` (also `invalid_phone`), `vat_payer`,
///   the address without the street number: `first_name`, `last_name`,
///   `street`, `zip`, `city`, `country_code` (also `invalid_country`);
/// - entities: `company`, and `region` unless the country is the home one;
/// - `birthday` when flagged (`invalid_date`, `not_adult`; checked when
///   given even if not flagged);
/// - when flagged or in the home country: `tax_number_type` (`number` /
///   `identification_number`, else `invalid_tax_number_type`),
///   `tax_number`, `issuance_country_code` (also `invalid_country`);
/// - `vat_exempt_reason` when not a VAT payer (one of the four, else
///   `invalid_vat_exempt_reason`);
/// - `vat_number` when given: [`VatId`] (its reason: `vat_unknown_prefix`,
///   `vat_bad_format`, `vat_bad_check_digit`).
///
/// Decision: the person's names count as address fields (the spec's
/// address field list has them); nationality does not (not named for this
/// step).
pub fn validate_business_step(
    step: &BusinessStep,
    home_country: Country,
    today: Date,
) -> Vec<crate::problem::Problem> {
    let mut p = Problems::default();
    let business_type = need(&mut p, "business_type", step.business_type.as_ref());
    one_of(
        &mut p,
        "business_type",
        business_type,
        &BUSINESS_TYPES,
        "invalid_business_type",
    );
    let phone_value = need(&mut p, "phone", step.phone.as_ref());
    phone(&mut p, phone_value);
    if step.vat_payer.is_none() {
        p.push("vat_payer", "required");
    }
    need(&mut p, "first_name", step.first_name.as_ref());
    need(&mut p, "last_name", step.last_name.as_ref());
    need(&mut p, "street", step.street.as_ref());
    need(&mut p, "zip", step.zip.as_ref());
    need(&mut p, "city", step.city.as_ref());
    let cc = need(&mut p, "country_code", step.country_code.as_ref());
    let seller_country = country(&mut p, "country_code", cc);
    let in_home = seller_country == Some(home_country);
    if business_type == Some("entity") {
        need(&mut p, "company", step.company.as_ref());
        if !in_home {
            need(&mut p, "region", step.region.as_ref());
        }
    }
    let birthday = if step.birthday_required {
        need(&mut p, "birthday", step.birthday.as_ref())
    } else {
        filled(step.birthday.as_ref())
    };
    if let Some(b) = birthday {
        match dates::birthday(b, today).and_then(|d| dates::adult(d, today)) {
            Ok(()) => {}
            Err(code) => p.push("birthday", code),
        }
    }
    if step.tax_number_required || in_home {
        let kind = need(&mut p, "tax_number_type", step.tax_number_type.as_ref());
        one_of(
            &mut p,
            "tax_number_type",
            kind,
            &TAX_NUMBER_TYPES,
            "invalid_tax_number_type",
        );
        need(&mut p, "tax_number", step.tax_number.as_ref());
        let issuer = need(
            &mut p,
            "issuance_country_code",
            step.issuance_country_code.as_ref(),
        );
        country(&mut p, "issuance_country_code", issuer);
    }
    if step.vat_payer == Some(false) {
        let reason = need(&mut p, "vat_exempt_reason", step.vat_exempt_reason.as_ref());
        one_of(
            &mut p,
            "vat_exempt_reason",
            reason,
            &VAT_EXEMPT_REASONS,
            "invalid_vat_exempt_reason",
        );
    }
    if let Some(vat) = filled(step.vat_number.as_ref())
        && let Err(e) = VatId::parse(vat)
    {
        p.push("vat_number", e.code());
    }
    p.into_vec()
}

/// Checks the payer's details (spec section 5 "Payer required fields"):
/// `city`, `payer_country` (also `invalid_country`), `first_name`,
/// `last_name`, `street`, `street_number`, `zip` and `phone` (also
/// `invalid_phone`).
pub fn validate_payer(payer: &PayerDetails) -> Vec<crate::problem::Problem> {
    let mut p = Problems::default();
    need(&mut p, "city", payer.city.as_ref());
    let cc = need(&mut p, "payer_country", payer.payer_country.as_ref());
    country(&mut p, "payer_country", cc);
    need(&mut p, "first_name", payer.first_name.as_ref());
    need(&mut p, "last_name", payer.last_name.as_ref());
    need(&mut p, "street", payer.street.as_ref());
    need(&mut p, "street_number", payer.street_number.as_ref());
    need(&mut p, "zip", payer.zip.as_ref());
    let phone_value = need(&mut p, "phone", payer.phone.as_ref());
    phone(&mut p, phone_value);
    if let Some(company) = filled(payer.company.as_ref())
        && company.chars().count() > COMPANY_MAX
    {
        p.push("company", "too_long");
    }
    p.into_vec()
}

/// One field the checkout may ask of a payer, besides the e-mail address
/// (always asked), named as in `PayerDetails`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PayerField {
    FirstName,
    LastName,
    Company,
    Street,
    StreetNumber,
    Zip,
    City,
    PayerCountry,
    Phone,
}

impl PayerField {
    /// The `snake_case` key, as in problems.
    pub fn key(self) -> &'static str {
        match self {
            PayerField::FirstName => "first_name",
            PayerField::LastName => "last_name",
            PayerField::Company => "company",
            PayerField::Street => "street",
            PayerField::StreetNumber => "street_number",
            PayerField::Zip => "zip",
            PayerField::City => "city",
            PayerField::PayerCountry => "payer_country",
            PayerField::Phone => "phone",
        }
    }

    fn value(self, payer: &PayerDetails) -> Option<&String> {
        match self {
            PayerField::FirstName => payer.first_name.as_ref(),
            PayerField::LastName => payer.last_name.as_ref(),
            PayerField::Company => payer.company.as_ref(),
            PayerField::Street => payer.street.as_ref(),
            PayerField::StreetNumber => payer.street_number.as_ref(),
            PayerField::Zip => payer.zip.as_ref(),
            PayerField::City => payer.city.as_ref(),
            PayerField::PayerCountry => payer.payer_country.as_ref(),
            PayerField::Phone => payer.phone.as_ref(),
        }
    }
}

const NAME: [PayerField; 2] = [PayerField::FirstName, PayerField::LastName];
const ADDRESS: [PayerField; 5] = [
    PayerField::Street,
    PayerField::StreetNumber,
    PayerField::Zip,
    PayerField::City,
    PayerField::PayerCountry,
];

/// The payer fields a checkout asks (and an order requires), in the order
/// the payment page shows them: name, company, address, phone. The e-mail
/// address is always asked besides them.
///
/// Decisions (issue 16):
/// - `include_type` (the product's checkout setting `buyerInformation`):
///   `full` asks the name, the address and the phone (spec section 5's
///   payer fields), `address` the name and the address, `minimal` the name.
/// - A business buyer always gives its company and its address whatever
///   the setting: its invoice names the buyer's company and address, and
///   reverse charge needs them.
/// - No product form asks more: the name (asked under every setting) is
///   what an event ticket's holder, a certificate and a membership need;
///   a digital product ships nothing to an address. `form` is taken so
///   that a form that comes to need more is decided here, once.
pub fn payer_fields(
    include_type: IncludeType,
    form: Option<ProductForm>,
    business: bool,
) -> Vec<PayerField> {
    let _ = form;
    let address = business || include_type != IncludeType::Minimal;
    let mut fields = NAME.to_vec();
    if business {
        fields.push(PayerField::Company);
    }
    if address {
        fields.extend(ADDRESS);
    }
    if include_type == IncludeType::Full {
        fields.push(PayerField::Phone);
    }
    fields
}

/// The payer's details of an order: every field `payer_fields` asks is
/// required (`required`), and the fields given are checked whether asked or
/// not (`invalid_country`, `invalid_phone`, a company longer than
/// `COMPANY_MAX`: `too_long`), so nothing unchecked is stored. The edge and
/// the browser (`check("payer", …)`) run this same function.
pub fn validate_order_payer(
    payer: &PayerDetails,
    include_type: IncludeType,
    form: Option<ProductForm>,
    business: bool,
) -> Vec<crate::problem::Problem> {
    let asked = payer_fields(include_type, form, business);
    let mut p = Problems::default();
    for field in &asked {
        let value = need(&mut p, field.key(), field.value(payer));
        match field {
            PayerField::PayerCountry => {
                country(&mut p, "payer_country", value);
            }
            PayerField::Phone => phone(&mut p, value),
            _ => {}
        }
    }
    if !asked.contains(&PayerField::PayerCountry) {
        country(
            &mut p,
            "payer_country",
            filled(payer.payer_country.as_ref()),
        );
    }
    if !asked.contains(&PayerField::Phone) {
        phone(&mut p, filled(payer.phone.as_ref()));
    }
    if let Some(company) = filled(payer.company.as_ref())
        && company.chars().count() > COMPANY_MAX
    {
        p.push("company", "too_long");
    }
    p.into_vec()
}

/// The sign-up form (`POST /v1/app/user`, spec section 7), as the browser
/// sends it after its two steps (e-mail and password, then about you).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default)]
pub struct SignUp {
    pub email: Option<String>,
    pub password: Option<String>,
    pub username: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    /// `en` or `de`; German when missing.
    pub locale: Option<String>,
    /// `seller`, `publisher` or `payer`: the profiles one may take oneself.
    pub profile_type: Option<String>,
    pub terms_accepted: bool,
}

/// The profile types a person may choose at sign-up.
pub const SIGN_UP_PROFILES: [&str; 3] = ["seller", "publisher", "payer"];
/// The languages of the app (spec section 9, the basic ones).
pub const LOCALES: [&str; 2] = ["en", "de"];

/// Checks the sign-up form, every problem at once: `email` (`required`,
/// `invalid_email`), `password` (`password_too_short`, `password_too_long`;
/// never trimmed), `username` (the username rule), `first_name` and
/// `last_name` (`required`, `profile_name`), `profile_type`
/// (`invalid_profile_type`), `locale` (`invalid_locale`) and
/// `terms_accepted` (`required`). Availability of the e-mail address and
/// the username is the API's.
pub fn validate_sign_up(form: &SignUp) -> Vec<crate::problem::Problem> {
    let mut p = Problems::default();
    if let Some(email) = need(&mut p, "email", form.email.as_ref())
        && let Err(code) = text::email(&email.to_lowercase())
    {
        p.push("email", code);
    }
    match form.password.as_deref() {
        None | Some("") => p.push("password", "required"),
        Some(pw) => {
            if let Err(code) = text::password(pw) {
                p.push("password", code);
            }
        }
    }
    if let Some(name) = need(&mut p, "username", form.username.as_ref())
        && let Err(code) = text::username(name)
    {
        p.push("username", code);
    }
    for (field, value) in [
        ("first_name", &form.first_name),
        ("last_name", &form.last_name),
    ] {
        if let Some(v) = need(&mut p, field, value.as_ref())
            && let Err(code) = text::profile_name(v)
        {
            p.push(field, code);
        }
    }
    let kind = need(&mut p, "profile_type", form.profile_type.as_ref());
    one_of(
        &mut p,
        "profile_type",
        kind,
        &SIGN_UP_PROFILES,
        "invalid_profile_type",
    );
    one_of(
        &mut p,
        "locale",
        filled(form.locale.as_ref()),
        &LOCALES,
        "invalid_locale",
    );
    if !form.terms_accepted {
        p.push("terms_accepted", "required");
    }
    p.into_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_business_step_answers_the_sellers_vat_status() {
        let step = |payer: Option<bool>, reason: Option<&str>| BusinessStep {
            vat_payer: payer,
            vat_exempt_reason: reason.map(str::to_owned),
            ..BusinessStep::default()
        };
        assert_eq!(
            step(Some(true), Some("other")).vat_status(),
            Some(VatStatus::VatPayer)
        );
        assert_eq!(
            step(Some(false), Some(" small_business ")).vat_status(),
            Some(VatStatus::Exempt(ExemptReason::SmallBusiness))
        );
        assert_eq!(
            step(Some(false), Some("educational")).vat_status(),
            Some(VatStatus::Exempt(ExemptReason::Educational))
        );
        assert_eq!(step(Some(false), Some("x")).vat_status(), None);
        assert_eq!(step(Some(false), None).vat_status(), None);
        assert_eq!(step(None, Some("other")).vat_status(), None);
    }

    fn today() -> Date {
        Date::new(2026, 1, 1).unwrap()
    }

    fn step(value: serde_json::Value) -> BusinessStep {
        serde_json::from_value(value).unwrap()
    }

    fn problems(step: &BusinessStep) -> Vec<(String, &'static str)> {
        validate_business_step(step, Country::DE, today())
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    fn pairs(list: &[(&str, &'static str)]) -> Vec<(String, &'static str)> {
        list.iter().map(|(f, c)| ((*f).to_owned(), *c)).collect()
    }

    fn natural_de() -> serde_json::Value {
        json!({
            "business_type": "natural", "phone": "+49 30 1234567", "vat_payer": true,
            "first_name": "Erika", "last_name": "Mustermann", "street": "Heidestraße",
            "zip": "51147", "city": "Köln", "country_code": "DE",
            "tax_number_type": "number", "tax_number": "21/815/08150", "issuance_country_code": "DE"
        })
    }

    #[test]
    fn a_complete_natural_person_in_the_home_country() {
        assert_eq!(problems(&step(natural_de())), vec![]);
    }

    #[test]
    fn an_empty_step_lists_every_always_required_field() {
        assert_eq!(
            problems(&BusinessStep::default()),
            pairs(&[
                ("business_type", "required"),
                ("phone", "required"),
                ("vat_payer", "required"),
                ("first_name", "required"),
                ("last_name", "required"),
                ("street", "required"),
                ("zip", "required"),
                ("city", "required"),
                ("country_code", "required"),
            ])
        );
    }

    #[test]
    fn entities_abroad_need_company_region_and_flagged_fields() {
        let mut v = natural_de();
        v["business_type"] = json!("entity");
        v["country_code"] = json!("AT");
        v["tax_number_type"] = json!(null);
        v["tax_number"] = json!(" ");
        v["issuance_country_code"] = json!(null);
        // Abroad and not flagged: no tax number needed.
        assert_eq!(
            problems(&step(v.clone())),
            pairs(&[("company", "required"), ("region", "required")])
        );
        v["tax_number_required"] = json!(true);
        v["birthday_required"] = json!(true);
        v["company"] = json!("Muster GmbH");
        v["region"] = json!("Wien");
        v["vat_payer"] = json!(false);
        assert_eq!(
            problems(&step(v)),
            pairs(&[
                ("birthday", "required"),
                ("tax_number_type", "required"),
                ("tax_number", "required"),
                ("issuance_country_code", "required"),
                ("vat_exempt_reason", "required"),
            ])
        );
    }

    #[test]
    fn home_entities_need_no_region_and_formats_are_checked() {
        let mut v = natural_de();
        v["business_type"] = json!("entity");
        v["company"] = json!("Muster GmbH");
        assert_eq!(problems(&step(v.clone())), vec![]);
        v["business_type"] = json!("trust");
        v["phone"] = json!("call me");
        v["country_code"] = json!("XX");
        v["birthday"] = json!("2010-05-05");
        v["tax_number_type"] = json!("ssn");
        v["issuance_country_code"] = json!("ZZ");
        v["vat_payer"] = json!(false);
        v["vat_exempt_reason"] = json!("lazy");
        v["vat_number"] = json!("DE123");
        // The country is unknown, so not the home one: flag the tax number.
        v["tax_number_required"] = json!(true);
        assert_eq!(
            problems(&step(v)),
            pairs(&[
                ("business_type", "invalid_business_type"),
                ("phone", "invalid_phone"),
                ("country_code", "invalid_country"),
                ("birthday", "not_adult"),
                ("tax_number_type", "invalid_tax_number_type"),
                ("issuance_country_code", "invalid_country"),
                ("vat_exempt_reason", "invalid_vat_exempt_reason"),
                ("vat_number", "vat_bad_format"),
            ])
        );
    }

    #[test]
    fn payer_fields() {
        let none: PayerDetails = serde_json::from_value(json!({})).unwrap();
        assert_eq!(
            validate_payer(&none)
                .into_iter()
                .map(|p| (p.field, p.code))
                .collect::<Vec<_>>(),
            pairs(&[
                ("city", "required"),
                ("payer_country", "required"),
                ("first_name", "required"),
                ("last_name", "required"),
                ("street", "required"),
                ("street_number", "required"),
                ("zip", "required"),
                ("phone", "required"),
            ])
        );
        let full: PayerDetails = serde_json::from_value(json!({
            "first_name": "Max", "last_name": "Muster", "street": "Hauptstr.", "street_number": "1a",
            "zip": "10115", "city": "Berlin", "payer_country": "de", "phone": "030 123456"
        }))
        .unwrap();
        assert_eq!(validate_payer(&full), vec![]);
        // a business names its company; a consumer need not
        assert_eq!(
            validate_order_payer(&full, IncludeType::Full, None, false),
            vec![]
        );
        assert_eq!(
            validate_order_payer(&full, IncludeType::Full, None, true)
                .into_iter()
                .map(|p| (p.field, p.code))
                .collect::<Vec<_>>(),
            pairs(&[("company", "required")])
        );
        let firm = PayerDetails {
            company: Some("  Muster GmbH ".into()),
            ..full.clone()
        };
        assert_eq!(
            validate_order_payer(&firm, IncludeType::Full, None, true),
            vec![]
        );
        let long = PayerDetails {
            company: Some("x".repeat(COMPANY_MAX + 1)),
            ..full.clone()
        };
        assert_eq!(
            validate_order_payer(&long, IncludeType::Full, None, true)
                .into_iter()
                .map(|p| (p.field, p.code))
                .collect::<Vec<_>>(),
            pairs(&[("company", "too_long")])
        );
        let bad = PayerDetails {
            payer_country: Some("Germany".into()),
            phone: Some("12".into()),
            ..full
        };
        assert_eq!(
            validate_payer(&bad)
                .into_iter()
                .map(|p| (p.field, p.code))
                .collect::<Vec<_>>(),
            pairs(&[
                ("payer_country", "invalid_country"),
                ("phone", "invalid_phone")
            ])
        );
    }

    #[test]
    fn the_setting_and_the_buyer_choose_the_fields_asked() {
        use PayerField::*;
        let asked = super::payer_fields;
        let address = [Street, StreetNumber, Zip, City, PayerCountry];
        let full: Vec<_> = [FirstName, LastName]
            .into_iter()
            .chain(address)
            .chain([Phone])
            .collect();
        assert_eq!(asked(IncludeType::Full, None, false), full);
        assert_eq!(
            asked(IncludeType::Address, Some(ProductForm::Course), false),
            full[..full.len() - 1].to_vec()
        );
        assert_eq!(
            asked(IncludeType::Minimal, Some(ProductForm::Event), false),
            vec![FirstName, LastName]
        );
        // a business always gives its company and address
        let firm: Vec<_> = [FirstName, LastName, Company]
            .into_iter()
            .chain(address)
            .collect();
        assert_eq!(asked(IncludeType::Minimal, None, true), firm);
        assert_eq!(asked(IncludeType::Address, None, true), firm);
        let mut firm_full = firm.clone();
        firm_full.push(Phone);
        assert_eq!(asked(IncludeType::Full, None, true), firm_full);
        // no form asks more than the setting
        for form in ProductForm::ALL {
            assert_eq!(asked(IncludeType::Minimal, Some(form), false).len(), 2);
        }
        assert_eq!(
            serde_json::to_value(&full).unwrap(),
            json!([
                "first_name",
                "last_name",
                "street",
                "street_number",
                "zip",
                "city",
                "payer_country",
                "phone"
            ])
        );
    }

    #[test]
    fn an_order_requires_exactly_the_fields_asked() {
        let check = |payer: serde_json::Value, include: IncludeType, business: bool| {
            let payer: PayerDetails = serde_json::from_value(payer).unwrap();
            validate_order_payer(&payer, include, None, business)
                .into_iter()
                .map(|p| (p.field, p.code))
                .collect::<Vec<_>>()
        };
        let named = json!({"first_name": "Max", "last_name": "Muster"});
        assert_eq!(check(named.clone(), IncludeType::Minimal, false), vec![]);
        assert_eq!(
            check(json!({}), IncludeType::Minimal, false),
            pairs(&[("first_name", "required"), ("last_name", "required")])
        );
        assert_eq!(
            check(named.clone(), IncludeType::Address, false),
            pairs(&[
                ("street", "required"),
                ("street_number", "required"),
                ("zip", "required"),
                ("city", "required"),
                ("payer_country", "required"),
            ])
        );
        let housed = json!({"first_name": "Max", "last_name": "Muster", "street": "Hauptstr.",
            "street_number": "1", "zip": "10115", "city": "Berlin", "payer_country": "DE"});
        assert_eq!(check(housed.clone(), IncludeType::Address, false), vec![]);
        assert_eq!(
            check(housed.clone(), IncludeType::Full, false),
            pairs(&[("phone", "required")])
        );
        // a business under minimal gives its company and address
        assert_eq!(
            check(named, IncludeType::Minimal, true),
            pairs(&[
                ("company", "required"),
                ("street", "required"),
                ("street_number", "required"),
                ("zip", "required"),
                ("city", "required"),
                ("payer_country", "required"),
            ])
        );
        // given but not asked: still checked, never stored unchecked
        assert_eq!(
            check(
                json!({"first_name": "Max", "last_name": "Muster", "phone": "12", "payer_country": "Germany"}),
                IncludeType::Minimal,
                false
            ),
            pairs(&[
                ("payer_country", "invalid_country"),
                ("phone", "invalid_phone")
            ])
        );
    }

    #[test]
    fn sign_up_reports_every_problem_at_once() {
        let codes = |form: &SignUp| -> Vec<(String, &'static str)> {
            validate_sign_up(form)
                .into_iter()
                .map(|p| (p.field, p.code))
                .collect()
        };
        let all_missing = codes(&SignUp::default());
        assert_eq!(
            all_missing,
            [
                ("email", "required"),
                ("password", "required"),
                ("username", "required"),
                ("first_name", "required"),
                ("last_name", "required"),
                ("profile_type", "required"),
                ("terms_accepted", "required"),
            ]
            .map(|(f, c)| (f.to_owned(), c))
        );
        let good = SignUp {
            email: Some(" Erika@Example.org ".into()),
            password: Some("long enough".into()),
            username: Some("Erika-M".into()),
            first_name: Some("Erika".into()),
            last_name: Some("Mustermann".into()),
            locale: Some("de".into()),
            profile_type: Some("seller".into()),
            terms_accepted: true,
        };
        assert!(codes(&good).is_empty());
        let bad = SignUp {
            email: Some("erika@".into()),
            password: Some("short".into()),
            username: Some("e!".into()),
            first_name: Some("E".into()),
            profile_type: Some("admin".into()),
            locale: Some("fr".into()),
            ..good
        };
        assert_eq!(
            codes(&bad),
            [
                ("email", "invalid_email"),
                ("password", "password_too_short"),
                ("username", "username_too_small"),
                ("first_name", "profile_name"),
                ("profile_type", "invalid_profile_type"),
                ("locale", "invalid_locale"),
            ]
            .map(|(f, c)| (f.to_owned(), c))
        );
    }
}
