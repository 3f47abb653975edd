//! ISO 3166-1 alpha-2 countries and the EU membership the VAT rules need.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A country, by its ISO 3166-1 alpha-2 code (upper case).
///
/// Only codes of the ISO list can be constructed, so a `Country` in hand is
/// always a real country.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Country(&'static str);

/// The country code given is not an ISO 3166-1 alpha-2 code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown country code {0:?}")]
pub struct UnknownCountry(pub String);

impl Country {
    /// Germany, the platform's default country (spec section 9).
    pub const DE: Country = Country("DE");

    /// Parses an alpha-2 code; case-insensitive, surrounding blanks ignored.
    pub fn parse(code: &str) -> Result<Self, UnknownCountry> {
        let upper = code.trim().to_ascii_uppercase();
        ISO_3166_ALPHA2
            .binary_search(&upper.as_str())
            .ok()
            .and_then(|i| ISO_3166_ALPHA2.get(i))
            .map(|c| Country(c))
            .ok_or_else(|| UnknownCountry(code.to_owned()))
    }

    pub fn code(self) -> &'static str {
        self.0
    }

    /// Member state of the European Union (VAT area) today.
    pub fn is_eu(self) -> bool {
        EU_MEMBER_STATES.contains(&self.0)
    }

    /// Every country, sorted by code.
    pub fn all() -> impl Iterator<Item = Country> {
        ISO_3166_ALPHA2.iter().map(|c| Country(c))
    }
}

impl fmt::Debug for Country {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Country({})", self.0)
    }
}

impl fmt::Display for Country {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl Serialize for Country {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

impl<'de> Deserialize<'de> for Country {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = String::deserialize(d)?;
        Country::parse(&raw).map_err(serde::de::Error::custom)
    }
}

/// The 27 member states (Greece as `GR`, its ISO code; VIES uses `EL`).
const EU_MEMBER_STATES: [&str; 27] = [
    "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT",
    "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
];

/// ISO 3166-1 alpha-2, sorted for binary search (generated from the iso-codes data set).
const ISO_3166_ALPHA2: [&str; 249] = [
    "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
    "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS",
    "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN",
    "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE",
    "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
    "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM",
    "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM",
    "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC",
    "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK",
    "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
    "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG",
    "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW",
    "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS",
    "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO",
    "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
    "VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_unique() {
        assert!(ISO_3166_ALPHA2.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn parses_known_codes_in_any_case() {
        assert_eq!(Country::parse("de").map(Country::code), Ok("DE"));
        assert_eq!(Country::parse(" at ").map(Country::code), Ok("AT"));
        assert_eq!(Country::parse("US").map(Country::code), Ok("US"));
    }

    #[test]
    fn rejects_unknown_codes() {
        for bad in ["", "XX", "DEU", "D", "EL", "12"] {
            assert!(Country::parse(bad).is_err(), "{bad} should be rejected");
        }
    }

    #[test]
    fn eu_membership() {
        let eu: Vec<_> = Country::all().filter(|c| c.is_eu()).collect();
        assert_eq!(eu.len(), 27);
        assert!(!Country::parse("CH").unwrap().is_eu());
        assert!(!Country::parse("GB").unwrap().is_eu());
    }
}
