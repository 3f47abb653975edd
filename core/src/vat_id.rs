//! PLACEHOLDER replaced by the full formats (branch feat/vatid).
use serde::Serialize;

use crate::country::Country;

/// A VAT identification number whose format is valid.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct VatId {
    country: Country,
    number: String,
}

/// Why a VAT id was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VatIdError {
    #[error("bad format")]
    BadFormat,
    #[error("not for country")]
    NotForCountry,
}

impl VatIdError {
    pub fn code(&self) -> &'static str {
        match self {
            VatIdError::BadFormat => "invalid_vat",
            VatIdError::NotForCountry => "vat_id_country_mismatch",
        }
    }
}

impl VatId {
    pub fn parse_for_country(text: &str, country: Country) -> Result<VatId, VatIdError> {
        let t: String = text
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .collect::<String>()
            .to_ascii_uppercase();
        let prefix = if country.code() == "GR" {
            "EL"
        } else {
            country.code()
        };
        let Some(rest) = t.strip_prefix(prefix) else {
            return Err(VatIdError::NotForCountry);
        };
        if rest.len() < 8 {
            return Err(VatIdError::BadFormat);
        }
        Ok(VatId { country, number: t })
    }
    pub fn country(&self) -> Country {
        self.country
    }
    pub fn as_str(&self) -> &str {
        &self.number
    }
}
