//! VAT: which rate applies to a sale, and why.
//!
//! Digital products sold to consumers in the EU are taxed where the buyer
//! lives (the destination principle for electronically supplied services,
//! declared through the One-Stop-Shop). Rates below are the standard rates
//! published by the European Commission in "VAT rates applied in the Member
//! States of the European Union" (Taxes in Europe Database), as in force on
//! 2026-01-01. Reduced rates for e-books and e-learning come with the money
//! engine (issue 3).

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::country::Country;
use crate::vat_id::VatId;
use crate::vat_rates::{self, SupplyKind};

/// Why a seller charges no VAT; each has the note printed on documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ExemptReason {
    SmallBusiness,
    Educational,
    RegulatedProfession,
    Other,
}

crate::names::read_by_name!(ExemptReason {
    SmallBusiness = "small_business",
    Educational = "educational",
    RegulatedProfession = "regulated_profession",
    Other = "other",
});

impl ExemptReason {
    /// Translation key of the note that documents must carry.
    pub fn note_key(self) -> &'static str {
        match self {
            ExemptReason::SmallBusiness => "vat_note_small_business",
            ExemptReason::Educational => "vat_note_educational",
            ExemptReason::RegulatedProfession => "vat_note_regulated_profession",
            ExemptReason::Other => "vat_note_other",
        }
    }
}

/// The seller's VAT status: a VAT payer, or exempt for a reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case", tag = "status", content = "reason")]
pub enum VatStatus {
    VatPayer,
    Exempt(ExemptReason),
}

/// Read by hand, as the derive writes it: `{"status": "vat_payer"}` or
/// `{"status": "exempt", "reason": "small_business"}` (`reason` may be
/// `null` for a VAT payer; other members are ignored). serde's reader of an
/// adjacently tagged enum buffers the whole value first, whose code was a
/// noticeable part of the payment page's light module.
impl<'de> Deserialize<'de> for VatStatus {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Clone, Copy)]
        enum Status {
            VatPayer,
            Exempt,
        }
        crate::names::read_by_name!(Status {
            VatPayer = "vat_payer",
            Exempt = "exempt",
        });
        #[derive(Deserialize)]
        struct Terms {
            status: Status,
            #[serde(default)]
            reason: Option<ExemptReason>,
        }
        let terms = Terms::deserialize(d)?;
        match (terms.status, terms.reason) {
            (Status::VatPayer, None) => Ok(VatStatus::VatPayer),
            (Status::Exempt, Some(reason)) => Ok(VatStatus::Exempt(reason)),
            (Status::VatPayer, Some(_)) => Err(serde::de::Error::custom(
                "a VAT payer has no exemption reason",
            )),
            (Status::Exempt, None) => Err(serde::de::Error::missing_field("reason")),
        }
    }
}

/// How the sale is treated, which decides the rate and the document note.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum VatTreatment {
    /// Seller and buyer in the same EU country.
    Domestic,
    /// EU seller, consumer in another member state: buyer's rate (OSS).
    EuDestination,
    /// EU seller, business buyer with a VAT id of another member state: no
    /// VAT is charged, the buyer accounts for it (Art. 196 VAT Directive).
    ReverseCharge,
    /// Buyer outside the EU: the supply is not taxed in the EU.
    OutsideEu,
    /// The seller is exempt and charges no VAT.
    SellerExempt,
    /// The seller is not established in the EU; Sellwerk does not yet
    /// collect foreign VAT for such sellers, so no VAT is charged.
    SellerOutsideEu,
}

/// The buyer, as far as VAT cares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxBuyer {
    pub country: Country,
    /// A business buyer with a VAT id whose format is valid for `country`.
    pub vat_id: Option<VatId>,
}

/// The rate that applies and the reason for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VatDecision {
    /// Percent, e.g. 19 for 19 %.
    pub rate_percent: Decimal,
    pub treatment: VatTreatment,
    /// The rate a consumer in the buyer's country would pay. A gross price
    /// holds this VAT; when none is charged (reverse charge), it is taken
    /// out so that a business pays the net price.
    pub consumer_rate_percent: Decimal,
}

/// The note a shop prints beside every price it shows (issue 30; the
/// German price rules ask a consumer price to say whether VAT is in it): a
/// translation key of [`crate::messages`]. A VAT payer's gross prices are
/// "incl. VAT", net ones "plus VAT"; an exempt seller names its exemption,
/// never "incl. VAT 0.00 €".
pub fn price_note(status: VatStatus, prices_include_vat: bool) -> &'static str {
    match status {
        VatStatus::Exempt(reason) => reason.note_key(),
        VatStatus::VatPayer if prices_include_vat => "price_incl_vat",
        VatStatus::VatPayer => "price_plus_vat",
    }
}

impl VatDecision {
    /// Translation key of the note documents must carry, if any.
    pub fn note_key(self, seller_status: VatStatus) -> Option<&'static str> {
        match (self.treatment, seller_status) {
            (VatTreatment::SellerExempt, VatStatus::Exempt(reason)) => Some(reason.note_key()),
            (VatTreatment::ReverseCharge, _) => Some("vat_note_reverse_charge"),
            (VatTreatment::OutsideEu, _) => Some("vat_note_outside_eu"),
            _ => None,
        }
    }
}

/// Standard VAT rate of an EU member state in percent, `None` outside the EU.
pub fn eu_standard_rate(country: Country) -> Option<Decimal> {
    vat_rates::eu_rate(country, SupplyKind::Standard)
}

/// Decides the VAT of one line of a sale.
///
/// Rules, in order: an exempt seller charges none; a seller outside the EU
/// charges none; a buyer outside the EU pays none; a business buyer with a
/// valid VAT id of another member state than the seller's gets reverse
/// charge; everyone else pays the rate of the buyer's country for what is
/// sold (domestic or OSS destination rate).
pub fn decide(
    seller_country: Country,
    seller_status: VatStatus,
    buyer: &TaxBuyer,
    supply: SupplyKind,
) -> VatDecision {
    let none = |treatment, consumer_rate_percent| VatDecision {
        rate_percent: Decimal::ZERO,
        treatment,
        consumer_rate_percent,
    };
    if let VatStatus::Exempt(_) = seller_status {
        return none(VatTreatment::SellerExempt, Decimal::ZERO);
    }
    if !seller_country.is_eu() {
        return none(VatTreatment::SellerOutsideEu, Decimal::ZERO);
    }
    let Some(rate_percent) = vat_rates::eu_rate(buyer.country, supply) else {
        return none(VatTreatment::OutsideEu, Decimal::ZERO);
    };
    if buyer.vat_id.is_some() && buyer.country != seller_country {
        return none(VatTreatment::ReverseCharge, rate_percent);
    }
    VatDecision {
        rate_percent,
        treatment: if buyer.country == seller_country {
            VatTreatment::Domestic
        } else {
            VatTreatment::EuDestination
        },
        consumer_rate_percent: rate_percent,
    }
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "vat_note_educational",
    "vat_note_other",
    "vat_note_outside_eu",
    "vat_note_regulated_profession",
    "vat_note_reverse_charge",
    "vat_note_small_business",
    "price_incl_vat",
    "price_plus_vat",
];

#[cfg(test)]
mod tests {
    use super::*;

    /// What serde's own adjacently tagged reader made of the same text.
    #[derive(Debug, PartialEq, Deserialize)]
    #[serde(rename_all = "snake_case", tag = "status", content = "reason")]
    enum Derived {
        VatPayer,
        Exempt(ExemptReason),
    }

    #[test]
    fn vat_status_reads_as_the_derive_did() {
        for text in [
            r#"{"status": "vat_payer"}"#,
            r#"{"status": "vat_payer", "reason": null}"#,
            r#"{"status": "exempt", "reason": "small_business"}"#,
            r#"{"reason": "educational", "status": "exempt"}"#,
            r#"{"status": "exempt", "reason": "other", "note": 1}"#,
            r#"{"status": "exempt"}"#,
            r#"{"status": "exempt", "reason": "nope"}"#,
            r#"{"status": "vat_payer", "reason": "other"}"#,
            r#"{"status": "nope"}"#,
            r#"{"reason": "other"}"#,
            r#""vat_payer""#,
            "null",
        ] {
            let ours = serde_json::from_str::<VatStatus>(text).ok();
            let derived = serde_json::from_str::<Derived>(text).ok().map(|d| match d {
                Derived::VatPayer => VatStatus::VatPayer,
                Derived::Exempt(r) => VatStatus::Exempt(r),
            });
            assert_eq!(ours, derived, "{text}");
        }
    }

    fn c(code: &str) -> Country {
        Country::parse(code).unwrap()
    }

    fn consumer(country: &str) -> TaxBuyer {
        TaxBuyer {
            country: c(country),
            vat_id: None,
        }
    }

    fn business(country: &str, id: &str) -> TaxBuyer {
        TaxBuyer {
            country: c(country),
            vat_id: Some(VatId::parse_for_country(id, c(country)).unwrap()),
        }
    }

    #[test]
    fn decisions() {
        let payer = VatStatus::VatPayer;
        let std = SupplyKind::Standard;
        let check = |seller: &str, status, buyer: &TaxBuyer, rate: i64, treatment| {
            let d = decide(c(seller), status, buyer, std);
            assert_eq!(
                (d.rate_percent, d.treatment),
                (Decimal::new(rate, 0), treatment),
                "{seller}->{buyer:?}"
            );
        };
        check("DE", payer, &consumer("DE"), 19, VatTreatment::Domestic);
        check(
            "DE",
            payer,
            &consumer("AT"),
            20,
            VatTreatment::EuDestination,
        );
        check("DE", payer, &consumer("US"), 0, VatTreatment::OutsideEu);
        check("DE", payer, &consumer("CH"), 0, VatTreatment::OutsideEu);
        check(
            "DE",
            payer,
            &business("AT", "ATU13585627"),
            0,
            VatTreatment::ReverseCharge,
        );
        // A business in the seller's own country pays domestic VAT.
        check(
            "DE",
            payer,
            &business("DE", "DE136695976"),
            19,
            VatTreatment::Domestic,
        );
        check(
            "DE",
            VatStatus::Exempt(ExemptReason::SmallBusiness),
            &consumer("AT"),
            0,
            VatTreatment::SellerExempt,
        );
        check(
            "US",
            payer,
            &consumer("DE"),
            0,
            VatTreatment::SellerOutsideEu,
        );
        let rc = decide(c("DE"), payer, &business("AT", "ATU13585627"), std);
        assert_eq!(rc.consumer_rate_percent, Decimal::new(20, 0));
        assert_eq!(rc.note_key(payer), Some("vat_note_reverse_charge"));
        let exempt = VatStatus::Exempt(ExemptReason::Educational);
        let d = decide(c("DE"), exempt, &consumer("DE"), std);
        assert_eq!(d.note_key(exempt), Some("vat_note_educational"));
    }
}
