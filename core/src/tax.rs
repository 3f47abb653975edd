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

/// Why a seller charges no VAT; each has the note printed on documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExemptReason {
    SmallBusiness,
    Educational,
    RegulatedProfession,
    Other,
}

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "status", content = "reason")]
pub enum VatStatus {
    VatPayer,
    Exempt(ExemptReason),
}

/// How the sale is treated, which decides the rate and the document note.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VatTreatment {
    /// Seller and buyer in the same EU country.
    Domestic,
    /// EU seller, consumer in another member state: buyer's rate (OSS).
    EuDestination,
    /// Buyer outside the EU: the supply is not taxed in the EU.
    OutsideEu,
    /// The seller is exempt and charges no VAT.
    SellerExempt,
    /// The seller is not established in the EU; Sellwerk does not yet
    /// collect foreign VAT for such sellers, so no VAT is charged.
    SellerOutsideEu,
}

/// The rate that applies and the reason for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VatDecision {
    /// Percent, e.g. 19 for 19 %.
    pub rate_percent: Decimal,
    pub treatment: VatTreatment,
}

/// Standard VAT rate of an EU member state in percent, `None` outside the EU.
pub fn eu_standard_rate(country: Country) -> Option<Decimal> {
    let (units, scale) = match country.code() {
        "AT" | "BG" | "FR" | "SK" => (20, 0),
        "BE" | "CZ" | "ES" | "LT" | "LV" | "NL" | "RO" => (21, 0),
        "CY" | "DE" => (19, 0),
        "DK" | "HR" | "SE" => (25, 0),
        "EE" | "GR" => (24, 0),
        "FI" => (255, 1),
        "HU" => (27, 0),
        "IE" | "PL" | "PT" => (23, 0),
        "IT" | "SI" => (22, 0),
        "LU" => (17, 0),
        "MT" => (18, 0),
        _ => return None,
    };
    Some(Decimal::new(units, scale))
}

/// Decides the VAT of a sale to a consumer (business buyers with a VAT id
/// and reverse charge come with the money engine).
pub fn decide(
    seller_country: Country,
    seller_status: VatStatus,
    buyer_country: Country,
) -> VatDecision {
    let none = |treatment| VatDecision {
        rate_percent: Decimal::ZERO,
        treatment,
    };
    if let VatStatus::Exempt(_) = seller_status {
        return none(VatTreatment::SellerExempt);
    }
    if !seller_country.is_eu() {
        return none(VatTreatment::SellerOutsideEu);
    }
    match eu_standard_rate(buyer_country) {
        None => none(VatTreatment::OutsideEu),
        Some(rate_percent) => VatDecision {
            rate_percent,
            treatment: if buyer_country == seller_country {
                VatTreatment::Domestic
            } else {
                VatTreatment::EuDestination
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(code: &str) -> Country {
        Country::parse(code).unwrap()
    }

    #[test]
    fn every_member_state_has_a_rate_and_no_one_else() {
        for country in Country::all() {
            assert_eq!(
                eu_standard_rate(country).is_some(),
                country.is_eu(),
                "{country}"
            );
        }
        assert_eq!(eu_standard_rate(c("DE")), Some(Decimal::new(19, 0)));
        assert_eq!(eu_standard_rate(c("FI")), Some(Decimal::new(255, 1)));
        assert_eq!(eu_standard_rate(c("HU")), Some(Decimal::new(27, 0)));
    }

    #[test]
    fn decisions() {
        let payer = VatStatus::VatPayer;
        let check = |seller: &str, status, buyer: &str, rate: i64, treatment| {
            let d = decide(c(seller), status, c(buyer));
            assert_eq!(
                (d.rate_percent, d.treatment),
                (Decimal::new(rate, 0), treatment),
                "{seller}->{buyer}"
            );
        };
        check("DE", payer, "DE", 19, VatTreatment::Domestic);
        check("DE", payer, "AT", 20, VatTreatment::EuDestination);
        check("DE", payer, "US", 0, VatTreatment::OutsideEu);
        check("DE", payer, "CH", 0, VatTreatment::OutsideEu);
        check(
            "DE",
            VatStatus::Exempt(ExemptReason::SmallBusiness),
            "AT",
            0,
            VatTreatment::SellerExempt,
        );
        check("US", payer, "DE", 0, VatTreatment::SellerOutsideEu);
    }
}
