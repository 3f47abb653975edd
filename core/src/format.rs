//! Money as people read and type it, per locale (spec section 9).
//!
//! | locale  | number     | EUR          | USD         | CHF            | JPY         |
//! |---------|------------|--------------|-------------|----------------|-------------|
//! | `de`    | `1.234,56` | `1.234,56 €` | `$1.234,56` | `1.234,56 CHF` | `1.234 JPY` |
//! | `de-AT` | `1.234,56` | `1.234,56 €` | `$1.234,56` | `1.234,56 CHF` | `1.234 JPY` |
//! | `de-CH` | `1’234.56` | `1’234.56 €` | `$1’234.56` | `1’234.56 CHF` | `1’234 JPY` |
//! | `en`    | `1,234.56` | `1,234.56 €` | `$1,234.56` | `1,234.56 CHF` | `1,234 JPY` |
//! | `en-GB` | `1,234.56` | `1,234.56 €` | `$1,234.56` | `1,234.56 CHF` | `1,234 JPY` |
//!
//! Decisions:
//!
//! * The side of a symbol belongs to the currency, not to the locale (spec):
//!   `$` and `£` stand left without a blank, `€` and `CHF` right after a
//!   space. So EUR in English is `1,234.56 €` and USD in German `$1.234,56`.
//!   A currency without a symbol is written with its upper-case ISO code on
//!   the right: `1.234,56 PLN`.
//! * The blank before a right-hand symbol or code is a plain ASCII space
//!   (U+0020), never a no-break space, so that what we print is exactly what
//!   a user can type back. A page that must not wrap there sets
//!   `white-space: nowrap`. Parsing accepts any Unicode blank there,
//!   U+00A0 and U+202F included.
//! * `de-AT` uses the separators of `de` (`.` groups, `,` decimals). Recent
//!   CLDR groups Austrian numbers with a no-break space, but the dot is what
//!   Austrian shops and invoices print, and a space inside the number could
//!   not be told apart from the space before the currency when parsing.
//! * `de-CH` groups with `’` (U+2019) and uses `.` for decimals, as CLDR
//!   does; parsing also takes the ASCII apostrophe `'` people type.
//! * `en-GB` uses the separators of `en`.
//! * A negative amount starts with a hyphen-minus (U+002D) before
//!   everything, symbol included: `-1.234,56 €`, `-$1,234.56`. Zero is never
//!   signed.
//! * Always exactly the currency's minor-unit digits: `1.234 JPY`,
//!   `1.234,567 BHD`, `0,00 €`.
//! * Groups start at four integer digits: `999`, `1.000`.

use std::fmt;

use rust_decimal::{Decimal, RoundingStrategy};
use serde::{Deserialize, Serialize};

use crate::currency::Currency;
use crate::money::{Money, MoneyError};

/// A locale money is written in. Serialised as its BCP 47 tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Locale {
    /// German: `1.234,56 €`.
    #[serde(rename = "de")]
    De,
    /// German for Austria: written like `de`.
    #[serde(rename = "de-AT")]
    DeAt,
    /// German for Switzerland: `1’234.56 CHF`.
    #[serde(rename = "de-CH")]
    DeCh,
    /// English: `$1,234.56`.
    #[serde(rename = "en")]
    En,
    /// British English: written like `en`.
    #[serde(rename = "en-GB")]
    EnGb,
}

const LOCALES: [Locale; 5] = [
    Locale::De,
    Locale::DeAt,
    Locale::DeCh,
    Locale::En,
    Locale::EnGb,
];

/// The blank printed between an amount and a symbol or code on its right.
const SPACE: char = ' ';

/// Largest number of decimals [`format_decimal`] prints (`Decimal`'s limit).
const MAX_DIGITS: u32 = 28;

/// Most integer digits (leading zeros aside) of an amount within Money's
/// bound of 1e9.
const MAX_INTEGER_DIGITS: usize = 10;

impl Locale {
    /// The locale used when none is given: German (spec section 9).
    pub const DEFAULT: Locale = Locale::De;

    /// Parses a tag such as `de`, `de-CH` or `en_gb`: case does not matter
    /// and `_` may stand for `-`. Only the five tags of [`Locale::all`] are
    /// known; falling back (say from `de-DE` to `de`) is up to the caller.
    pub fn parse(tag: &str) -> Result<Locale, FormatError> {
        let wanted = tag.trim().replace('_', "-");
        LOCALES
            .into_iter()
            .find(|locale| locale.tag().eq_ignore_ascii_case(&wanted))
            .ok_or_else(|| FormatError::UnknownLocale(tag.to_owned()))
    }

    /// Every supported locale.
    pub fn all() -> impl Iterator<Item = Locale> {
        LOCALES.into_iter()
    }

    /// The BCP 47 tag: `de`, `de-AT`, `de-CH`, `en`, `en-GB`.
    pub fn tag(self) -> &'static str {
        match self {
            Locale::De => "de",
            Locale::DeAt => "de-AT",
            Locale::DeCh => "de-CH",
            Locale::En => "en",
            Locale::EnGb => "en-GB",
        }
    }

    fn decimal_separator(self) -> char {
        match self {
            Locale::De | Locale::DeAt => ',',
            Locale::DeCh | Locale::En | Locale::EnGb => '.',
        }
    }

    fn group_separator(self) -> char {
        match self {
            Locale::De | Locale::DeAt => '.',
            Locale::DeCh => '\u{2019}',
            Locale::En | Locale::EnGb => ',',
        }
    }

    /// Whether `c` is read as a group separator: the printed one, and for
    /// `de-CH` also the ASCII apostrophe.
    fn is_group_separator(self, c: char) -> bool {
        c == self.group_separator() || (self == Locale::DeCh && c == '\'')
    }
}

impl Default for Locale {
    fn default() -> Self {
        Locale::DEFAULT
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// Why a text could not be read as money, or a locale tag is unknown.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// The text is not an amount in this locale.
    #[error("{input:?} is not an amount: {reason}")]
    InvalidAmount {
        /// The text as given.
        input: String,
        /// What is wrong with it.
        reason: Malformed,
    },
    /// More decimals than the currency has (`1,005` for EUR).
    #[error("{input:?} has more decimals than {currency} allows ({minor_units})")]
    TooPrecise {
        /// The text as given.
        input: String,
        /// The currency the amount was read in.
        currency: Currency,
        /// The decimals that currency allows.
        minor_units: u32,
    },
    /// Beyond the largest amount Money accepts.
    #[error("{0:?} is out of range")]
    OutOfRange(String),
    /// The text names another currency than the one asked for.
    #[error("amount is written in {found}, expected {expected}")]
    CurrencyMismatch {
        /// The currency the amount was to be read in.
        expected: Currency,
        /// The currency the text names by symbol or code.
        found: Currency,
    },
    /// Not one of the supported locale tags.
    #[error("unknown locale {0:?}")]
    UnknownLocale(String),
}

impl FormatError {
    /// Stable machine code, also the translation key of the message.
    pub fn code(&self) -> &'static str {
        match self {
            FormatError::InvalidAmount { .. } => "invalid_amount",
            FormatError::TooPrecise { .. } => "amount_too_precise",
            FormatError::OutOfRange(_) => "amount_out_of_range",
            FormatError::CurrencyMismatch { .. } => "currency_mismatch",
            FormatError::UnknownLocale(_) => "unknown_locale",
        }
    }
}

/// What makes a text malformed; the detail of
/// [`FormatError::InvalidAmount`], which has a single code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Malformed {
    /// Nothing but blanks.
    Empty,
    /// No digits where the number should be: `€`, `-`, `5,`.
    MissingDigits,
    /// A character no amount of this locale has: a letter, a blank inside
    /// the number, the other locale's separator where it cannot stand.
    UnexpectedCharacter(char),
    /// Text beside the number that is neither a known symbol nor an ISO code.
    UnknownCurrencyMark(String),
    /// A currency symbol or code on both sides of the number.
    SeveralCurrencyMarks,
    /// More than one minus sign.
    SeveralSigns,
    /// More than one decimal separator: `1,2,3` in German.
    SeveralDecimalSeparators,
    /// Group separators that do not split the integer part into groups of
    /// three digits (`1.23,45` in German), or that follow the decimal
    /// separator (`1,234.56` in German).
    Grouping,
}

impl fmt::Display for Malformed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Malformed::Empty => f.write_str("nothing to read"),
            Malformed::MissingDigits => f.write_str("digits are missing"),
            Malformed::UnexpectedCharacter(c) => write!(f, "unexpected character {c:?}"),
            Malformed::UnknownCurrencyMark(mark) => write!(f, "{mark:?} names no currency"),
            Malformed::SeveralCurrencyMarks => f.write_str("currency written twice"),
            Malformed::SeveralSigns => f.write_str("more than one sign"),
            Malformed::SeveralDecimalSeparators => f.write_str("more than one decimal separator"),
            Malformed::Grouping => f.write_str("group separators not between groups of three"),
        }
    }
}

/// Writes money for people: grouped, with exactly the currency's minor-unit
/// digits and its symbol or code (see the module documentation).
pub fn format_money(money: Money, locale: Locale) -> String {
    let currency = money.currency();
    let number = format_decimal(money.amount().abs(), currency.minor_units(), locale);
    let sign = if money.is_negative() { "-" } else { "" };
    match currency.symbol() {
        Some(symbol) if currency.symbol_before_amount() => format!("{sign}{symbol}{number}"),
        Some(symbol) => format!("{sign}{number}{SPACE}{symbol}"),
        None => format!(
            "{sign}{number}{SPACE}{}",
            currency.code().to_ascii_uppercase()
        ),
    }
}

/// Writes a bare number with the locale's separators and exactly `digits`
/// decimals, rounding half away from zero: `19,5` for 19.5 with one digit in
/// German. A negative number starts with `-`.
pub fn format_decimal(amount: Decimal, digits: u32, locale: Locale) -> String {
    let digits = digits.min(MAX_DIGITS);
    let mut rounded = amount.round_dp_with_strategy(digits, RoundingStrategy::MidpointAwayFromZero);
    rounded.rescale(digits);
    let plain = rounded.abs().to_string();
    let (integer, fraction) = plain.split_once('.').unwrap_or((plain.as_str(), ""));
    let mut out = String::with_capacity(plain.len() + plain.len() / 3 + 1);
    if rounded.is_sign_negative() && !rounded.is_zero() {
        out.push('-');
    }
    let group = locale.group_separator();
    let len = integer.len();
    for (i, digit) in integer.chars().enumerate() {
        if i > 0 && (len - i) % 3 == 0 {
            out.push(group);
        }
        out.push(digit);
    }
    if !fraction.is_empty() {
        out.push(locale.decimal_separator());
        out.push_str(fraction);
    }
    out
}

/// Reads money as a person types it in `locale`.
///
/// Accepted: what [`format_money`] prints; the number without group
/// separators (`1234,56`); with fewer decimals than the currency has
/// (`1.234,5` is 1234.50 €) or none; the other convention's decimal
/// separator where it cannot be a group separator (`49,00` in English,
/// `49.00` in German; see `other_convention_decimal`); without symbol or code, or with the
/// currency's symbol or its ISO code in any case on either side, with or
/// without a blank; a leading `-` (or `−`), before or after a left-hand
/// symbol; blanks around the whole.
///
/// Refused: empty text; letters and other characters; group separators that
/// do not split off groups of three (`1.23,45` in German; a first group
/// starting with `0`); several decimal separators; the sign twice. These
/// give `invalid_amount`. More decimals than the currency has, even zeros,
/// give `amount_too_precise` (unlike [`Money::parse`]): `1.000` for JPY in
/// English may be a German-style thousand, so it is not read as 1. Another currency's symbol or code gives `currency_mismatch`,
/// and an amount beyond Money's bound `amount_out_of_range`.
pub fn parse_money(text: &str, currency: Currency, locale: Locale) -> Result<Money, FormatError> {
    let invalid = |reason| FormatError::InvalidAmount {
        input: text.to_owned(),
        reason,
    };
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(invalid(Malformed::Empty));
    }

    let (outer_minus, rest) = strip_sign(trimmed);
    if outer_minus && strip_sign(rest).0 {
        return Err(invalid(Malformed::SeveralSigns));
    }
    let after_prefix = rest.trim_start_matches(is_mark_char);
    let prefix = rest.strip_suffix(after_prefix).unwrap_or("");
    let (inner_minus, rest) = if prefix.is_empty() {
        (false, after_prefix)
    } else {
        strip_sign(after_prefix.trim_start())
    };
    if outer_minus && inner_minus {
        return Err(invalid(Malformed::SeveralSigns));
    }
    let before_suffix = rest.trim_end_matches(is_mark_char);
    let suffix = rest.strip_prefix(before_suffix).unwrap_or("");
    let number = before_suffix.trim_end();

    let mark = match (prefix.is_empty(), suffix.is_empty()) {
        (true, true) => None,
        (false, true) => Some(prefix),
        (true, false) => Some(suffix),
        (false, false) => return Err(invalid(Malformed::SeveralCurrencyMarks)),
    };
    if let Some(mark) = mark {
        match mark_currency(mark) {
            Some(found) if found == currency => {}
            Some(found) => {
                return Err(FormatError::CurrencyMismatch {
                    expected: currency,
                    found,
                });
            }
            None => return Err(invalid(Malformed::UnknownCurrencyMark(mark.to_owned()))),
        }
    }

    let (mut mantissa, scale) = read_number(number, currency, locale, text)?;
    if outer_minus || inner_minus {
        mantissa = -mantissa;
    }
    let amount = Decimal::try_from_i128_with_scale(mantissa, scale)
        .map_err(|_| FormatError::OutOfRange(text.to_owned()))?;
    Money::new(amount, currency).map_err(|error| match error {
        MoneyError::TooPrecise { minor_units, .. } => FormatError::TooPrecise {
            input: text.to_owned(),
            currency,
            minor_units,
        },
        // `Money::new` refuses only over-precise and out-of-range amounts.
        _ => FormatError::OutOfRange(text.to_owned()),
    })
}

fn is_sign(c: char) -> bool {
    matches!(c, '-' | '\u{2212}')
}

/// Characters that may make up a currency symbol or code: anything but
/// digits, blanks, signs (`+` included, which is refused) and the
/// separators of any locale.
fn is_mark_char(c: char) -> bool {
    !(c.is_ascii_digit()
        || c.is_whitespace()
        || is_sign(c)
        || matches!(c, '+' | '.' | ',' | '\'' | '\u{2019}'))
}

/// Splits off a leading minus sign.
fn strip_sign(text: &str) -> (bool, &str) {
    match text.strip_prefix(is_sign) {
        Some(rest) => (true, rest),
        None => (false, text),
    }
}

/// The currency a symbol or an ISO code (any case) names.
fn mark_currency(mark: &str) -> Option<Currency> {
    let is_code = mark.len() == 3 && mark.chars().all(|c| c.is_ascii_alphabetic());
    match Currency::parse(mark) {
        Ok(currency) if is_code => Some(currency),
        _ => Currency::all().find(|currency| currency.symbol() == Some(mark)),
    }
}

/// The decimal separator of the other convention: `.` where the locale
/// writes `,` and the other way round.
fn other_decimal(locale: Locale) -> char {
    if locale.decimal_separator() == ',' {
        '.'
    } else {
        ','
    }
}

/// Whether `number` (digits and separators only) uses the other
/// convention's decimal separator where it cannot be meant as a group
/// separator, so it is read as the decimal separator: `49,00` in English
/// and `49.00` in German are 49.
///
/// Decision: that separator must appear once, with no other separator,
/// digits on both sides, and not exactly three digits after it (`1,234` in
/// English and `1.234` in German stay one thousand two hundred and
/// thirty-four; in Swiss German, which groups with an apostrophe, `1,234`
/// stays refused as ambiguous).
fn other_convention_decimal(number: &str, locale: Locale) -> bool {
    let mark = other_decimal(locale);
    let Some((integer, fraction)) = number.split_once(mark) else {
        return false;
    };
    let digits = |part: &str| !part.is_empty() && part.chars().all(|c| c.is_ascii_digit());
    digits(integer) && digits(fraction) && fraction.len() != 3
}

/// Reads the bare number (no sign, no currency) as a mantissa and a scale,
/// checking separators, precision and magnitude.
fn read_number(
    number: &str,
    currency: Currency,
    locale: Locale,
    input: &str,
) -> Result<(i128, u32), FormatError> {
    let invalid = |reason| FormatError::InvalidAmount {
        input: input.to_owned(),
        reason,
    };
    let decimal = locale.decimal_separator();
    let swapped;
    let number = if other_convention_decimal(number, locale) {
        swapped = number.replace(other_decimal(locale), &decimal.to_string());
        swapped.as_str()
    } else {
        number
    };
    if let Some(c) = number
        .chars()
        .find(|&c| !(c.is_ascii_digit() || c == decimal || locale.is_group_separator(c)))
    {
        return Err(invalid(Malformed::UnexpectedCharacter(c)));
    }

    let mut parts = number.split(decimal);
    let integer = parts.next().unwrap_or("");
    let fraction = parts.next();
    if parts.next().is_some() {
        return Err(invalid(Malformed::SeveralDecimalSeparators));
    }
    match fraction {
        None if integer.is_empty() => return Err(invalid(Malformed::MissingDigits)),
        Some("") => return Err(invalid(Malformed::MissingDigits)),
        Some(f) if !f.chars().all(|c| c.is_ascii_digit()) => {
            return Err(invalid(Malformed::Grouping));
        }
        _ => {}
    }
    if integer.chars().any(|c| locale.is_group_separator(c)) {
        let mut groups = integer.split(|c| locale.is_group_separator(c));
        let first = groups.next().unwrap_or("");
        let first_ok = (1..=3).contains(&first.len()) && !first.starts_with('0');
        if !first_ok || groups.any(|group| group.len() != 3) {
            return Err(invalid(Malformed::Grouping));
        }
    }

    let fraction = fraction.unwrap_or("");
    let scale = u32::try_from(fraction.len()).unwrap_or(u32::MAX);
    if scale > currency.minor_units() {
        return Err(FormatError::TooPrecise {
            input: input.to_owned(),
            currency,
            minor_units: currency.minor_units(),
        });
    }
    let significant = integer
        .chars()
        .filter(char::is_ascii_digit)
        .skip_while(|&c| c == '0')
        .count();
    if significant > MAX_INTEGER_DIGITS {
        return Err(FormatError::OutOfRange(input.to_owned()));
    }
    let mantissa = integer
        .chars()
        .chain(fraction.chars())
        .filter_map(|c| c.to_digit(10))
        .try_fold(0_i128, |acc, digit| {
            acc.checked_mul(10)?.checked_add(i128::from(digit))
        })
        .ok_or_else(|| FormatError::OutOfRange(input.to_owned()))?;
    Ok((mantissa, scale))
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "amount_out_of_range",
    "amount_too_precise",
    "currency_mismatch",
    "invalid_amount",
    "unknown_locale",
];

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::str::FromStr;

    fn currency(code: &str) -> Currency {
        Currency::parse(code).unwrap()
    }

    fn money(amount: &str, code: &str) -> Money {
        Money::parse(amount, currency(code)).unwrap()
    }

    #[test]
    fn locale_tags_parse_and_serialise() {
        for locale in Locale::all() {
            assert_eq!(Locale::parse(locale.tag()), Ok(locale));
            assert_eq!(locale.to_string(), locale.tag());
            let json = serde_json::to_string(&locale).unwrap();
            assert_eq!(json, format!("\"{}\"", locale.tag()));
            assert_eq!(serde_json::from_str::<Locale>(&json).unwrap(), locale);
        }
        for (tag, locale) in [
            ("DE", Locale::De),
            ("de-at", Locale::DeAt),
            ("de_AT", Locale::DeAt),
            ("DE_ch", Locale::DeCh),
            (" en ", Locale::En),
            ("en_gb", Locale::EnGb),
            ("EN-GB", Locale::EnGb),
        ] {
            assert_eq!(Locale::parse(tag), Ok(locale), "{tag}");
        }
        for bad in [
            "", "fr", "de-DE", "en-US", "deat", "de--at", "de-", "german",
        ] {
            assert_eq!(
                Locale::parse(bad).map_err(|e| e.code()),
                Err("unknown_locale"),
                "{bad:?}"
            );
        }
        assert_eq!(Locale::DEFAULT, Locale::De);
        assert_eq!(Locale::default(), Locale::De);
        assert_eq!(Locale::all().count(), 5);
        assert!(serde_json::from_str::<Locale>("\"fr\"").is_err());
    }

    #[test]
    fn formats_every_locale_and_currency() {
        // Amounts: 1234.56 for two-digit currencies, 1234 JPY, 1234.567 BHD.
        let table: [(Locale, [&str; 7]); 5] = [
            (
                Locale::De,
                [
                    "1.234,56 €",
                    "$1.234,56",
                    "£1.234,56",
                    "1.234,56 CHF",
                    "1.234 JPY",
                    "1.234,567 BHD",
                    "1.234,56 PLN",
                ],
            ),
            (
                Locale::DeAt,
                [
                    "1.234,56 €",
                    "$1.234,56",
                    "£1.234,56",
                    "1.234,56 CHF",
                    "1.234 JPY",
                    "1.234,567 BHD",
                    "1.234,56 PLN",
                ],
            ),
            (
                Locale::DeCh,
                [
                    "1’234.56 €",
                    "$1’234.56",
                    "£1’234.56",
                    "1’234.56 CHF",
                    "1’234 JPY",
                    "1’234.567 BHD",
                    "1’234.56 PLN",
                ],
            ),
            (
                Locale::En,
                [
                    "1,234.56 €",
                    "$1,234.56",
                    "£1,234.56",
                    "1,234.56 CHF",
                    "1,234 JPY",
                    "1,234.567 BHD",
                    "1,234.56 PLN",
                ],
            ),
            (
                Locale::EnGb,
                [
                    "1,234.56 €",
                    "$1,234.56",
                    "£1,234.56",
                    "1,234.56 CHF",
                    "1,234 JPY",
                    "1,234.567 BHD",
                    "1,234.56 PLN",
                ],
            ),
        ];
        let amounts = [
            ("1234.56", "eur"),
            ("1234.56", "usd"),
            ("1234.56", "gbp"),
            ("1234.56", "chf"),
            ("1234", "jpy"),
            ("1234.567", "bhd"),
            ("1234.56", "pln"),
        ];
        for (locale, expected) in table {
            for ((amount, code), want) in amounts.iter().zip(expected) {
                let m = money(amount, code);
                assert_eq!(format_money(m, locale), want, "{locale} {code}");
                assert_eq!(parse_money(want, m.currency(), locale), Ok(m), "{want}");
            }
        }
    }

    #[test]
    fn formats_negative_zero_small_and_large() {
        let cases = [
            ("-1234.56", "eur", Locale::De, "-1.234,56 €"),
            ("-1234.56", "usd", Locale::En, "-$1,234.56"),
            ("-1234.56", "gbp", Locale::EnGb, "-£1,234.56"),
            ("-1234.56", "chf", Locale::DeCh, "-1’234.56 CHF"),
            ("-1234", "jpy", Locale::De, "-1.234 JPY"),
            ("-0.001", "bhd", Locale::En, "-0.001 BHD"),
            ("-0.01", "eur", Locale::DeAt, "-0,01 €"),
            ("0", "eur", Locale::De, "0,00 €"),
            ("-0", "eur", Locale::De, "0,00 €"),
            ("0", "usd", Locale::En, "$0.00"),
            ("0", "jpy", Locale::DeCh, "0 JPY"),
            ("0", "bhd", Locale::De, "0,000 BHD"),
            ("0.5", "eur", Locale::De, "0,50 €"),
            ("5", "gbp", Locale::En, "£5.00"),
            ("999.99", "eur", Locale::De, "999,99 €"),
            ("1000", "eur", Locale::De, "1.000,00 €"),
            ("12345.6", "pln", Locale::En, "12,345.60 PLN"),
            ("123456", "chf", Locale::DeCh, "123’456.00 CHF"),
            ("1234567.89", "eur", Locale::De, "1.234.567,89 €"),
            ("1000000000", "eur", Locale::De, "1.000.000.000,00 €"),
            ("-1000000000", "usd", Locale::En, "-$1,000,000,000.00"),
            ("999999999.999", "bhd", Locale::DeCh, "999’999’999.999 BHD"),
            ("1000000000", "jpy", Locale::En, "1,000,000,000 JPY"),
        ];
        for (amount, code, locale, want) in cases {
            let m = money(amount, code);
            assert_eq!(format_money(m, locale), want, "{amount} {code} {locale}");
            assert_eq!(parse_money(want, m.currency(), locale), Ok(m), "{want}");
        }
    }

    #[test]
    fn formats_bare_decimals() {
        let d = |s: &str| Decimal::from_str(s).unwrap();
        let cases = [
            ("19.5", 1, Locale::De, "19,5"),
            ("19.5", 1, Locale::En, "19.5"),
            ("19", 1, Locale::De, "19,0"),
            ("7.25", 1, Locale::De, "7,3"),
            ("-7.25", 1, Locale::De, "-7,3"),
            ("-0.04", 1, Locale::De, "0,0"),
            ("1234567.891", 2, Locale::DeCh, "1’234’567.89"),
            ("1234.5", 0, Locale::En, "1,235"),
            ("123", 0, Locale::De, "123"),
            ("0", 3, Locale::DeAt, "0,000"),
        ];
        for (amount, digits, locale, want) in cases {
            assert_eq!(format_decimal(d(amount), digits, locale), want, "{amount}");
        }
        // Huge digit counts are capped, not a panic.
        assert!(format_decimal(d("1.5"), u32::MAX, Locale::De).starts_with("1,5"));
    }

    #[test]
    fn parses_tolerant_input() {
        let cases = [
            // (text, currency, locale, amount)
            ("1.234,56 €", "eur", Locale::De, "1234.56"),
            ("1234,56", "eur", Locale::De, "1234.56"),
            ("1234,56 €", "eur", Locale::De, "1234.56"),
            ("1.234,56", "eur", Locale::De, "1234.56"),
            ("1.234,5", "eur", Locale::De, "1234.50"),
            ("1.234", "eur", Locale::De, "1234.00"),
            ("1234", "eur", Locale::De, "1234.00"),
            (",5", "eur", Locale::De, "0.50"),
            ("0,05", "eur", Locale::De, "0.05"),
            ("007", "eur", Locale::De, "7.00"),
            ("1.234,56€", "eur", Locale::De, "1234.56"),
            ("€1.234,56", "eur", Locale::De, "1234.56"),
            ("€ 1.234,56", "eur", Locale::De, "1234.56"),
            ("1.234,56 EUR", "eur", Locale::De, "1234.56"),
            ("1.234,56 eur", "eur", Locale::De, "1234.56"),
            ("EUR 1.234,56", "eur", Locale::De, "1234.56"),
            ("1.234,56\u{a0}€", "eur", Locale::De, "1234.56"),
            ("1.234,56\u{202f}€", "eur", Locale::De, "1234.56"),
            ("  \t1.234,56 €\n ", "eur", Locale::De, "1234.56"),
            ("-1.234,56 €", "eur", Locale::De, "-1234.56"),
            ("\u{2212}1.234,56 €", "eur", Locale::De, "-1234.56"),
            ("-0,00 €", "eur", Locale::De, "0.00"),
            ("$1,234.56", "usd", Locale::En, "1234.56"),
            ("$ 1,234.56", "usd", Locale::En, "1234.56"),
            ("1,234.56 $", "usd", Locale::En, "1234.56"),
            ("1,234.56 USD", "usd", Locale::En, "1234.56"),
            ("usd 1234.56", "usd", Locale::En, "1234.56"),
            ("-$1,234.56", "usd", Locale::En, "-1234.56"),
            ("$-1,234.56", "usd", Locale::En, "-1234.56"),
            ("£ -5", "gbp", Locale::EnGb, "-5.00"),
            ("$1.234,56", "usd", Locale::De, "1234.56"),
            ("1’234.56 CHF", "chf", Locale::DeCh, "1234.56"),
            ("1'234.56 CHF", "chf", Locale::DeCh, "1234.56"),
            ("CHF 1'234.5", "chf", Locale::DeCh, "1234.50"),
            ("chf1234", "chf", Locale::DeCh, "1234.00"),
            ("1.234,56 CHF", "chf", Locale::De, "1234.56"),
            ("1.234.567 JPY", "jpy", Locale::DeAt, "1234567"),
            ("1,234 JPY", "jpy", Locale::En, "1234"),
            ("1.234,567 BHD", "bhd", Locale::De, "1234.567"),
            ("1,234.5 BHD", "bhd", Locale::En, "1234.500"),
            ("1.234,5 PLN", "pln", Locale::De, "1234.50"),
            ("pln 5", "pln", Locale::De, "5.00"),
            ("1.000.000.000,00 €", "eur", Locale::De, "1000000000.00"),
            ("-1,000,000,000 $", "usd", Locale::En, "-1000000000.00"),
            // The other convention's decimal separator where it cannot be a
            // group separator (one, not followed by three digits).
            ("49,00", "eur", Locale::En, "49.00"),
            ("49,5 €", "eur", Locale::EnGb, "49.50"),
            ("-49,00", "usd", Locale::En, "-49.00"),
            ("49.00", "eur", Locale::De, "49.00"),
            ("1.5", "eur", Locale::DeAt, "1.50"),
            ("1234,56", "chf", Locale::DeCh, "1234.56"),
            ("1,234", "usd", Locale::En, "1234.00"),
            ("1.234", "eur", Locale::De, "1234.00"),
        ];
        for (text, code, locale, want) in cases {
            assert_eq!(
                parse_money(text, currency(code), locale).map(Money::to_decimal_string),
                Ok(want.to_owned()),
                "{text:?} {code} {locale}"
            );
        }
    }

    /// What `parse_money` makes of a text: the error code, and for
    /// `invalid_amount` the reason.
    fn rejection(text: &str, code: &str, locale: Locale) -> (&'static str, Option<Malformed>) {
        match parse_money(text, currency(code), locale) {
            Ok(m) => unreachable!("{text:?} read as {m:?}"),
            Err(FormatError::InvalidAmount { reason, .. }) => ("invalid_amount", Some(reason)),
            Err(e) => (e.code(), None),
        }
    }

    #[test]
    fn parse_rejects_malformed_input() {
        use Malformed as M;
        let cases = [
            ("", "eur", Locale::De, M::Empty),
            ("   ", "eur", Locale::De, M::Empty),
            ("\u{a0}", "eur", Locale::De, M::Empty),
            ("€", "eur", Locale::De, M::MissingDigits),
            ("-", "eur", Locale::De, M::MissingDigits),
            ("- €", "eur", Locale::De, M::MissingDigits),
            ("5,", "eur", Locale::De, M::MissingDigits),
            (",", "eur", Locale::De, M::MissingDigits),
            (
                "abc",
                "eur",
                Locale::De,
                M::UnknownCurrencyMark("abc".into()),
            ),
            (
                "5 abc",
                "eur",
                Locale::De,
                M::UnknownCurrencyMark("abc".into()),
            ),
            (
                "5 Euro",
                "eur",
                Locale::De,
                M::UnknownCurrencyMark("Euro".into()),
            ),
            (
                "US$5",
                "usd",
                Locale::En,
                M::UnknownCurrencyMark("US$".into()),
            ),
            ("12a34", "eur", Locale::De, M::UnexpectedCharacter('a')),
            ("1e3", "eur", Locale::En, M::UnexpectedCharacter('e')),
            ("1 234,56", "eur", Locale::De, M::UnexpectedCharacter(' ')),
            ("- 5", "eur", Locale::De, M::UnexpectedCharacter(' ')),
            ("5-", "eur", Locale::De, M::UnexpectedCharacter('-')),
            ("+5", "eur", Locale::De, M::UnexpectedCharacter('+')),
            ("1,234’56", "chf", Locale::DeCh, M::UnexpectedCharacter(',')),
            ("--5", "eur", Locale::De, M::SeveralSigns),
            ("-€-5", "eur", Locale::De, M::SeveralSigns),
            ("€5€", "eur", Locale::De, M::SeveralCurrencyMarks),
            ("EUR 5 €", "eur", Locale::De, M::SeveralCurrencyMarks),
            ("1,2,3", "eur", Locale::De, M::SeveralDecimalSeparators),
            ("1.2.3", "eur", Locale::En, M::SeveralDecimalSeparators),
            ("1.23,45", "eur", Locale::De, M::Grouping),
            ("1.5.0", "eur", Locale::De, M::Grouping),
            ("1,5,0", "usd", Locale::En, M::Grouping),
            ("1,234", "chf", Locale::DeCh, M::UnexpectedCharacter(',')),
            ("12.34.567", "eur", Locale::De, M::Grouping),
            ("1234.567", "eur", Locale::De, M::Grouping),
            (".234", "eur", Locale::De, M::Grouping),
            ("1..234", "eur", Locale::De, M::Grouping),
            ("1.234.", "eur", Locale::De, M::Grouping),
            ("0.123", "eur", Locale::De, M::Grouping),
            ("1,234.56", "eur", Locale::De, M::Grouping),
            ("1.234,56", "usd", Locale::En, M::Grouping),
            ("1.234’567", "chf", Locale::DeCh, M::Grouping),
        ];
        for (text, code, locale, reason) in cases {
            assert_eq!(
                rejection(text, code, locale),
                ("invalid_amount", Some(reason)),
                "{text:?} {code} {locale}"
            );
        }
    }

    #[test]
    fn parse_rejects_over_precise_foreign_and_huge_amounts() {
        let cases = [
            // More decimals than the currency has, zeros included.
            ("1,005", "eur", Locale::De, "amount_too_precise"),
            ("1,000", "eur", Locale::De, "amount_too_precise"),
            ("1.000", "jpy", Locale::En, "amount_too_precise"),
            ("1.234,5 JPY", "jpy", Locale::De, "amount_too_precise"),
            ("1,2345 BHD", "bhd", Locale::De, "amount_too_precise"),
            // Another currency's symbol or code.
            ("$5", "eur", Locale::De, "currency_mismatch"),
            ("5 €", "usd", Locale::En, "currency_mismatch"),
            ("£5", "usd", Locale::En, "currency_mismatch"),
            ("5 CHF", "eur", Locale::DeCh, "currency_mismatch"),
            ("5 USD", "eur", Locale::De, "currency_mismatch"),
            ("jpy 5", "eur", Locale::De, "currency_mismatch"),
            ("5 $", "cad", Locale::En, "currency_mismatch"),
            // Beyond Money's bound.
            (
                "1.000.000.000,01 €",
                "eur",
                Locale::De,
                "amount_out_of_range",
            ),
            ("-9,999,999,999", "usd", Locale::En, "amount_out_of_range"),
            ("12345678901 JPY", "jpy", Locale::En, "amount_out_of_range"),
            (
                "9999999999999999999999999999999999",
                "eur",
                Locale::De,
                "amount_out_of_range",
            ),
        ];
        for (text, code, locale, error) in cases {
            assert_eq!(
                rejection(text, code, locale),
                (error, None),
                "{text:?} {code} {locale}"
            );
        }
    }

    #[test]
    fn parse_errors_say_what_is_wrong() {
        let eur = Currency::EUR;
        assert_eq!(
            parse_money("1.23,45", eur, Locale::De)
                .unwrap_err()
                .to_string(),
            "\"1.23,45\" is not an amount: group separators not between groups of three"
        );
        assert_eq!(
            parse_money("$5", eur, Locale::De).unwrap_err(),
            FormatError::CurrencyMismatch {
                expected: eur,
                found: currency("usd")
            }
        );
        assert_eq!(
            parse_money("1,005", eur, Locale::De)
                .unwrap_err()
                .to_string(),
            "\"1,005\" has more decimals than eur allows (2)"
        );
    }

    #[test]
    fn trailing_zero_decimals_are_refused_unlike_money_parse() {
        // Money::parse reads "12.340" as 12.34 EUR; a person typing three
        // decimals for EUR may have meant a group, so parse_money refuses.
        assert!(Money::parse("12.340", Currency::EUR).is_ok());
        assert_eq!(
            parse_money("12.340", Currency::EUR, Locale::En).map_err(|e| e.code()),
            Err("amount_too_precise")
        );
    }

    fn locale_strategy() -> impl Strategy<Value = Locale> {
        prop::sample::select(LOCALES.to_vec())
    }

    fn currency_strategy() -> impl Strategy<Value = Currency> {
        prop::sample::select(Currency::all().collect::<Vec<_>>())
    }

    /// A Money of `currency` within the bound, of any number of digits.
    fn money_of(currency: Currency, raw: i64, digits: u32) -> Money {
        let minor = currency.minor_units();
        let limit = 10_i64.pow((9 + minor).min(digits)) + 1;
        let amount = Decimal::new(raw % limit, minor);
        Money::new(amount, currency).unwrap()
    }

    /// `len` decimal digits taken from `raw`, leading zeros kept.
    #[allow(clippy::string_slice)] // ASCII digits only
    fn digit_string(len: usize, raw: u64) -> String {
        let digits = format!("{raw:020}");
        digits[digits.len() - len..].to_owned()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(10_000))]

        #[test]
        fn format_then_parse_round_trips(
            currency in currency_strategy(),
            locale in locale_strategy(),
            raw in any::<i64>(),
            digits in 0_u32..=12,
        ) {
            let m = money_of(currency, raw, digits);
            let text = format_money(m, locale);
            prop_assert_eq!(parse_money(&text, currency, locale), Ok(m), "{}", text);

            // The same amount with the code instead of the symbol, without
            // groups, and with a no-break space, reads back too.
            let code = currency.code().to_ascii_uppercase();
            let bare = format_decimal(m.amount(), currency.minor_units(), locale);
            let ungrouped: String = bare.chars().filter(|&c| !locale.is_group_separator(c)).collect();
            for variant in [
                format!("{bare} {code}"),
                format!("{code}\u{a0}{bare}"),
                ungrouped.clone(),
                format!("{ungrouped}\u{202f}{}", currency.code()),
            ] {
                prop_assert_eq!(parse_money(&variant, currency, locale), Ok(m), "{}", variant);
            }
        }

        #[test]
        fn plain_decimal_reads_like_money_parse(
            currency in currency_strategy(),
            locale in locale_strategy(),
            negative in any::<bool>(),
            integer in (1_usize..=12, any::<u64>()),
            fraction in (0_usize..=3, any::<u64>()),
            extra in (0_usize..=2, any::<u64>(), 1_u8..=9),
            too_precise in any::<bool>(),
        ) {
            let integer = digit_string(integer.0, integer.1);
            // Up to the currency's decimals, or beyond with a non-zero last
            // digit (both then refuse the amount as too precise).
            let minor = usize::try_from(currency.minor_units()).unwrap();
            let mut fraction = digit_string(fraction.0.min(minor), fraction.1);
            if too_precise {
                let missing = minor - fraction.len();
                fraction.extend(std::iter::repeat_n('0', missing));
                fraction.push_str(&digit_string(extra.0, extra.1));
                fraction.push(char::from(b'0' + extra.2));
            }
            let sign = if negative { "-" } else { "" };
            let plain = if fraction.is_empty() {
                format!("{sign}{integer}")
            } else {
                format!("{sign}{integer}.{fraction}")
            };
            let localised = plain.replace('.', &locale.decimal_separator().to_string());
            let ours = parse_money(&localised, currency, locale).map_err(|e| e.code());
            let theirs = Money::parse(&plain, currency).map_err(|e| e.code());
            prop_assert_eq!(ours, theirs, "{} / {}", localised, plain);
        }
    }
}
