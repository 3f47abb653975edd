//! The browser face of `sellwerk-core`.
//!
//! **Architecture invariant:** no logic lives here. Each export converts
//! camelCase JavaScript values into core's types, calls core, and converts
//! the answer back. TypeScript types are generated from these Rust types by
//! tsify; money crosses as decimal strings.

use sellwerk_core::checkout::{BuyerInput, OfferData, QuoteInput};
use sellwerk_core::pricing::PlanKind as CorePlanKind;
use sellwerk_core::tax::{
    ExemptReason as CoreExemptReason, VatStatus, VatTreatment as CoreVatTreatment,
};
use sellwerk_core::{Quote, QuoteError};
use serde::{Deserialize, Serialize};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// One pricing plan's offer, exactly as the product API sends it
/// (after the client's `snake_case` to `camelCase` key conversion).
#[derive(Tsify, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Offer {
    pub plan_kind: PlanKind,
    pub currency: String,
    pub price: String,
    pub pay_what_you_want: bool,
    pub prices_include_vat: bool,
    pub seller_country: String,
    pub seller_vat: SellerVat,
}

#[derive(Tsify, Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case", tag = "status", content = "reason")]
pub enum SellerVat {
    VatPayer,
    Exempt(ExemptReason),
}

/// Mirrors of core's enums, so that their TypeScript types are generated
/// too; the `From` conversions below are exhaustive, so a variant added in
/// core breaks this build until it is mirrored.
#[derive(Tsify, Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub enum PlanKind {
    OneTime,
    Installment,
    LimitedSubscription,
    Subscription,
}

#[derive(Tsify, Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub enum ExemptReason {
    SmallBusiness,
    Educational,
    RegulatedProfession,
    Other,
}

#[derive(Tsify, Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub enum VatTreatment {
    Domestic,
    EuDestination,
    OutsideEu,
    SellerExempt,
    SellerOutsideEu,
}

impl From<PlanKind> for CorePlanKind {
    fn from(k: PlanKind) -> Self {
        match k {
            PlanKind::OneTime => CorePlanKind::OneTime,
            PlanKind::Installment => CorePlanKind::Installment,
            PlanKind::LimitedSubscription => CorePlanKind::LimitedSubscription,
            PlanKind::Subscription => CorePlanKind::Subscription,
        }
    }
}

impl From<ExemptReason> for CoreExemptReason {
    fn from(r: ExemptReason) -> Self {
        match r {
            ExemptReason::SmallBusiness => CoreExemptReason::SmallBusiness,
            ExemptReason::Educational => CoreExemptReason::Educational,
            ExemptReason::RegulatedProfession => CoreExemptReason::RegulatedProfession,
            ExemptReason::Other => CoreExemptReason::Other,
        }
    }
}

impl From<CoreVatTreatment> for VatTreatment {
    fn from(t: CoreVatTreatment) -> Self {
        match t {
            CoreVatTreatment::Domestic => VatTreatment::Domestic,
            CoreVatTreatment::EuDestination => VatTreatment::EuDestination,
            CoreVatTreatment::OutsideEu => VatTreatment::OutsideEu,
            CoreVatTreatment::SellerExempt => VatTreatment::SellerExempt,
            CoreVatTreatment::SellerOutsideEu => VatTreatment::SellerOutsideEu,
        }
    }
}

#[derive(Tsify, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QuoteRequest {
    pub offer: Offer,
    pub buyer_country: String,
    #[serde(default)]
    #[tsify(optional)]
    pub amount: Option<String>,
}

#[derive(Tsify, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QuoteResult {
    pub currency: String,
    pub list_price: String,
    pub discount: String,
    pub net: String,
    pub vat: String,
    pub gross: String,
    pub vat_rate: String,
    pub vat_treatment: VatTreatment,
}

/// A typed error: `code` is the stable machine code and translation key.
#[derive(Tsify, Serialize, Deserialize)]
pub struct CoreError {
    pub code: String,
    #[tsify(optional)]
    pub field: Option<String>,
    pub message: String,
}

impl From<SellerVat> for VatStatus {
    fn from(v: SellerVat) -> Self {
        match v {
            SellerVat::VatPayer => VatStatus::VatPayer,
            SellerVat::Exempt(reason) => VatStatus::Exempt(reason.into()),
        }
    }
}

impl From<Offer> for OfferData {
    fn from(o: Offer) -> Self {
        OfferData {
            plan_kind: o.plan_kind.into(),
            currency: o.currency,
            price: o.price,
            pay_what_you_want: o.pay_what_you_want,
            prices_include_vat: o.prices_include_vat,
            seller_country: o.seller_country,
            seller_vat: o.seller_vat.into(),
        }
    }
}

impl From<Quote> for QuoteResult {
    fn from(q: Quote) -> Self {
        QuoteResult {
            currency: q.currency.code().to_owned(),
            list_price: q.list_price.to_decimal_string(),
            discount: q.discount.to_decimal_string(),
            net: q.net.to_decimal_string(),
            vat: q.vat.to_decimal_string(),
            gross: q.gross.to_decimal_string(),
            vat_rate: q.vat_rate,
            vat_treatment: q.vat_treatment.into(),
        }
    }
}

impl From<QuoteError> for CoreError {
    fn from(e: QuoteError) -> Self {
        CoreError {
            code: e.code().to_owned(),
            field: e.field().map(str::to_owned),
            message: e.to_string(),
        }
    }
}

fn to_js<T: Tsify + Serialize>(value: &T) -> Result<Ts<T>, JsValue> {
    Ts::from_rust(value).map_err(|e| JsValue::from_str(&e.to_string()))
}

/// Computes the checkout quote exactly as the edge does.
#[wasm_bindgen]
#[allow(clippy::needless_pass_by_value)] // wasm-bindgen hands the JS value over by value
pub fn quote(request: Ts<QuoteRequest>) -> Result<Ts<QuoteResult>, JsValue> {
    let answer = request
        .to_rust()
        .map_err(|e| CoreError {
            code: "invalid_input".into(),
            field: None,
            message: e.to_string(),
        })
        .and_then(|request| {
            let offer = OfferData::from(request.offer);
            let buyer = BuyerInput {
                buyer_country: request.buyer_country,
                amount: request.amount,
            };
            sellwerk_core::quote(&QuoteInput {
                offer: &offer,
                buyer: &buyer,
                discount: None,
            })
            .map(QuoteResult::from)
            .map_err(CoreError::from)
        });
    match answer {
        Ok(quote) => to_js(&quote),
        Err(error) => Err(to_js(&error)?.into()),
    }
}

/// Every ISO 3166-1 alpha-2 country code core accepts, sorted.
#[wasm_bindgen]
pub fn countries() -> Vec<String> {
    sellwerk_core::Country::all()
        .map(|c| c.code().to_owned())
        .collect()
}
