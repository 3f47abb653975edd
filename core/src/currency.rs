//! ISO 4217 currencies with their minor units.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A currency of ISO 4217 with the number of digits of its minor unit.
///
/// Codes are lower case, as the API and the spec's currency list use them.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Currency {
    code: &'static str,
    minor_units: u32,
}

/// The currency code given is not one Sellwerk can charge in.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown currency {0:?}")]
pub struct UnknownCurrency(pub String);

impl Currency {
    /// The default currency (spec section 9).
    pub const EUR: Currency = Currency {
        code: "eur",
        minor_units: 2,
    };

    /// Parses a code such as `eur` or `EUR`.
    pub fn parse(code: &str) -> Result<Self, UnknownCurrency> {
        let lower = code.trim().to_ascii_lowercase();
        CURRENCIES
            .binary_search_by(|(c, _)| (*c).cmp(lower.as_str()))
            .ok()
            .and_then(|i| CURRENCIES.get(i))
            .map(|&(code, minor_units)| Currency { code, minor_units })
            .ok_or_else(|| UnknownCurrency(code.to_owned()))
    }

    pub fn code(self) -> &'static str {
        self.code
    }

    /// Digits after the decimal point: 2 for EUR, 0 for JPY, 3 for BHD.
    pub fn minor_units(self) -> u32 {
        self.minor_units
    }

    /// The symbol written instead of the code (spec section 9): `€` for EUR,
    /// `$` for USD, `£` for GBP and `CHF` for CHF. Every other currency has
    /// none and is written with its upper-case ISO code.
    pub fn symbol(self) -> Option<&'static str> {
        match self.code {
            "eur" => Some("€"),
            "usd" => Some("$"),
            "gbp" => Some("£"),
            "chf" => Some("CHF"),
            _ => None,
        }
    }

    /// Whether the symbol goes left of the amount, without a blank
    /// (`$1,234.56`, `£1,234.56`): true for USD and GBP only. Every other
    /// symbol, and every ISO code, goes right of the amount after a space.
    pub fn symbol_before_amount(self) -> bool {
        matches!(self.code, "usd" | "gbp")
    }

    /// Every currency Sellwerk knows, sorted by code.
    pub fn all() -> impl Iterator<Item = Currency> {
        CURRENCIES
            .iter()
            .map(|&(code, minor_units)| Currency { code, minor_units })
    }
}

impl fmt::Debug for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Currency({})", self.code)
    }
}

impl fmt::Display for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code)
    }
}

impl Serialize for Currency {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code)
    }
}

impl<'de> Deserialize<'de> for Currency {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = String::deserialize(d)?;
        Currency::parse(&raw).map_err(serde::de::Error::custom)
    }
}

/// Active ISO 4217 currencies (funds, precious metals, test and withdrawn
/// codes left out), sorted by code, with their minor units.
const CURRENCIES: [(&str, u32); 153] = [
    ("aed", 2),
    ("afn", 2),
    ("all", 2),
    ("amd", 2),
    ("ang", 2),
    ("aoa", 2),
    ("ars", 2),
    ("aud", 2),
    ("awg", 2),
    ("azn", 2),
    ("bam", 2),
    ("bbd", 2),
    ("bdt", 2),
    ("bgn", 2),
    ("bhd", 3),
    ("bif", 0),
    ("bmd", 2),
    ("bnd", 2),
    ("bob", 2),
    ("brl", 2),
    ("bsd", 2),
    ("btn", 2),
    ("bwp", 2),
    ("byn", 2),
    ("bzd", 2),
    ("cad", 2),
    ("cdf", 2),
    ("chf", 2),
    ("clp", 0),
    ("cny", 2),
    ("cop", 2),
    ("crc", 2),
    ("cup", 2),
    ("cve", 2),
    ("czk", 2),
    ("djf", 0),
    ("dkk", 2),
    ("dop", 2),
    ("dzd", 2),
    ("egp", 2),
    ("ern", 2),
    ("etb", 2),
    ("eur", 2),
    ("fjd", 2),
    ("fkp", 2),
    ("gbp", 2),
    ("gel", 2),
    ("ghs", 2),
    ("gip", 2),
    ("gmd", 2),
    ("gnf", 0),
    ("gtq", 2),
    ("gyd", 2),
    ("hkd", 2),
    ("hnl", 2),
    ("htg", 2),
    ("huf", 2),
    ("idr", 2),
    ("ils", 2),
    ("inr", 2),
    ("iqd", 3),
    ("irr", 2),
    ("isk", 0),
    ("jmd", 2),
    ("jod", 3),
    ("jpy", 0),
    ("kes", 2),
    ("kgs", 2),
    ("khr", 2),
    ("kmf", 0),
    ("kpw", 2),
    ("krw", 0),
    ("kwd", 3),
    ("kyd", 2),
    ("kzt", 2),
    ("lak", 2),
    ("lbp", 2),
    ("lkr", 2),
    ("lrd", 2),
    ("lsl", 2),
    ("lyd", 3),
    ("mad", 2),
    ("mdl", 2),
    ("mga", 2),
    ("mkd", 2),
    ("mmk", 2),
    ("mnt", 2),
    ("mop", 2),
    ("mru", 2),
    ("mur", 2),
    ("mvr", 2),
    ("mwk", 2),
    ("mxn", 2),
    ("myr", 2),
    ("mzn", 2),
    ("nad", 2),
    ("ngn", 2),
    ("nio", 2),
    ("nok", 2),
    ("npr", 2),
    ("nzd", 2),
    ("omr", 3),
    ("pab", 2),
    ("pen", 2),
    ("pgk", 2),
    ("php", 2),
    ("pkr", 2),
    ("pln", 2),
    ("pyg", 0),
    ("qar", 2),
    ("ron", 2),
    ("rsd", 2),
    ("rub", 2),
    ("rwf", 0),
    ("sar", 2),
    ("sbd", 2),
    ("scr", 2),
    ("sdg", 2),
    ("sek", 2),
    ("sgd", 2),
    ("shp", 2),
    ("sle", 2),
    ("sos", 2),
    ("srd", 2),
    ("ssp", 2),
    ("stn", 2),
    ("syp", 2),
    ("szl", 2),
    ("thb", 2),
    ("tjs", 2),
    ("tmt", 2),
    ("tnd", 3),
    ("top", 2),
    ("try", 2),
    ("ttd", 2),
    ("twd", 2),
    ("tzs", 2),
    ("uah", 2),
    ("ugx", 0),
    ("usd", 2),
    ("uyu", 2),
    ("uzs", 2),
    ("ves", 2),
    ("vnd", 0),
    ("vuv", 0),
    ("wst", 2),
    ("xaf", 0),
    ("xcd", 2),
    ("xof", 0),
    ("xpf", 0),
    ("yer", 2),
    ("zar", 2),
    ("zmw", 2),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_unique() {
        assert!(CURRENCIES.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(Currency::all().count() > 150);
    }

    #[test]
    fn minor_units() {
        for (code, units) in [("eur", 2), ("EUR", 2), ("jpy", 0), ("bhd", 3), ("chf", 2)] {
            assert_eq!(
                Currency::parse(code).map(Currency::minor_units),
                Ok(units),
                "{code}"
            );
        }
    }

    #[test]
    fn symbols_and_their_side() {
        let side =
            |code: &str| Currency::parse(code).map(|c| (c.symbol(), c.symbol_before_amount()));
        assert_eq!(side("eur"), Ok((Some("€"), false)));
        assert_eq!(side("usd"), Ok((Some("$"), true)));
        assert_eq!(side("gbp"), Ok((Some("£"), true)));
        assert_eq!(side("chf"), Ok((Some("CHF"), false)));
        assert_eq!(side("jpy"), Ok((None, false)));
        assert_eq!(side("pln"), Ok((None, false)));
        assert_eq!(Currency::all().filter(|c| c.symbol().is_some()).count(), 4);
    }

    #[test]
    fn unknown_codes() {
        for bad in ["", "eu", "euro", "xxx", "xau"] {
            assert!(Currency::parse(bad).is_err(), "{bad}");
        }
    }
}
