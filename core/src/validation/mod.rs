//! Field validation of spec section 5: one function per rule, each giving
//! the spec's translation key, and [`check_json`], the one JSON face the
//! browser (through wasm) and the parity test call.
//!
//! Conventions:
//! - A single-value check is `fn(&str) -> Result<_, &'static str>`, the
//!   error being the translation key. Surrounding blanks are ignored
//!   (passwords excepted). An empty value is `required` for every format
//!   check: a form skips the check of an optional field left empty.
//! - Whole forms and lists of values return every problem at once as
//!   [`Problem`]s with the `snake_case` path of the field (`first_name`,
//!   `tiers.2`).
//! - The current date is always passed in; nothing here reads a clock, does
//!   I/O, uses floats or panics on any input.
//!
//! Modules: [`text`] (required, e-mail, URLs, VAT text and numbers, `PayPal`
//! merchant id, password, profile and user names, phone, slug, subdomain,
//! colour, class name, scripts, Cyrillic, tracking ids), [`bank`] (IBAN,
//! BIC), [`dates`] (time, date patterns, date field, adult check),
//! [`numbers`] (commission tiers, decimal field, integer stepper, filter
//! ranges), [`license_key`] (formats and generation), [`forms`] (business
//! step and payer), [`json`] (the dispatcher).

pub mod bank;
pub mod dates;
pub mod forms;
pub mod json;
pub mod license_key;
pub mod numbers;
pub mod text;

pub use bank::{bic, iban, normalize_iban};
pub use dates::{adult, adult_text, date, date_field, day_month, month_year, time, year};
pub use forms::{
    BusinessStep, COMPANY_MAX, PayerDetails, PayerField, SignUp, payer_fields,
    validate_business_step, validate_order_payer, validate_payer, validate_sign_up,
};
pub use json::{CHECKOUT_RULES, RULES, check_checkout_json, check_json};
pub use license_key::{LicenseKeyFormat, generate_license_keys, license_key_format};
pub use numbers::{
    DecimalOptions, FilterRangeKind, StepAction, Stepped, StepperOptions, commission_tiers,
    filter_range, integer_stepper, normalize_decimal,
};
pub use text::{
    TrackingKind, class_name, contains_cyrillic, contains_script, email, hex_color, http_url,
    no_cyrillic, no_script, normalize_username, password, paypal_merchant_id, phone, profile_name,
    required, slug, subdomain, tracking_id, trim, url, username, vat_number, vat_text,
};

#[cfg(doc)]
use crate::problem::Problem;

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "commission_out_of_range",
    "commission_sum_out_of_range",
    "cyrillic_not_allowed",
    "filter_out_of_range",
    "iban_checksum",
    "iban_wrong_length",
    "invalid_bic",
    "invalid_business_type",
    "invalid_class_name",
    "invalid_color",
    "invalid_commission",
    "invalid_country",
    "invalid_date",
    "invalid_email",
    "invalid_iban",
    "invalid_input",
    "invalid_locale",
    "invalid_phone",
    "invalid_profile_type",
    "invalid_slug",
    "invalid_subdomain",
    "invalid_tax_number_type",
    "invalid_time",
    "invalid_tracking_id",
    "invalid_url",
    "invalid_vat",
    "invalid_vat_exempt_reason",
    "license_key_count_out_of_range",
    "license_key_format",
    "license_key_format_size",
    "license_key_format_type",
    "license_key_space_too_small",
    "malformed_json",
    "not_adult",
    "password_too_long",
    "password_too_short",
    "paypal_merchant_id",
    "profile_name",
    "required",
    "script_not_allowed",
    "too_long",
    "too_many_tiers",
    "unknown_rule",
    "username_invalid",
    "username_too_big",
    "username_too_small",
    "vat_bad_check_digit",
    "vat_bad_format",
    "vat_country_mismatch",
    "vat_unknown_prefix",
];
