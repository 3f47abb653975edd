//! Sellwerk's domain rules.
//!
//! This crate is the single source of truth for money, pricing, VAT and the
//! checkout quote. It is compiled natively (tests, benchmarks), into the edge
//! worker, and into the browser through `sellwerk-wasm`, so every total a buyer
//! sees is computed by the same code that the edge charges.
//!
//! **Architecture invariant:** no I/O here, and no dependency on `worker` or
//! `wasm-bindgen`. Decimals cross every boundary as strings.

pub mod auth;
pub mod builder;
pub mod calendar;
pub mod catalog;
pub mod certificate;
pub mod checkout;
pub mod client_ip;
pub mod constants;
pub mod country;
pub mod coupon;
pub mod course;
pub mod currency;
pub mod export;
pub mod files;
pub mod format;
pub mod funnels;
pub mod host;
pub mod ids;
pub mod image;
pub mod language;
pub mod legal;
pub mod legal_templates;
pub mod lists;
pub mod media;
pub mod messages;
pub mod money;
mod names;
pub mod order_csv;
pub mod orders;
pub mod pricing;
pub mod problem;
pub mod product;
pub mod product_access;
pub mod providers;
pub mod qr;
pub mod render;
pub mod schedule;
#[cfg(feature = "schema")]
mod schema;
pub mod setup;
pub mod sites;
pub mod states;
pub mod tax;
pub mod ticket;
pub mod ticket_csv;
pub mod tracking;
pub mod validation;
pub mod vat_id;
pub mod vat_rates;
pub mod zones;

pub use checkout::{Quote, QuoteError, QuoteRequest, quote, quote_json};
pub use country::Country;
pub use currency::Currency;
pub use format::{Locale, format_money, parse_money};
pub use money::Money;
pub use vat_id::VatId;
