//! The theme's custom font (spec section 3, "Custom font: file.original,
//! prefs.fontName, fontWeight, fontStyle, fontDisplay, fontFormat,
//! fallbackFont (defaults weight 400, display swap, fallback Montserrat,
//! style normal)"): a font file of the seller's media library (see
//! [`crate::media`]) the pages load with an `@font-face` rule and write
//! their text in, before the fallback and the theme's font stack.
//!
//! [`CustomFont::problems`] is the rule; the edge adds that the file is the
//! seller's own font. The renderer writes a custom font only when it has no
//! problem, so a stored value that breaks a rule shows the theme's font
//! stack rather than any CSS of its own.

use serde::{Deserialize, Serialize};

use crate::media::{FontFormat, parse_media_url};
use crate::problem::Problem;

/// The longest font name, in characters.
pub const FONT_NAME_MAX_CHARS: usize = 64;

/// `normal` or `italic`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FontStyle {
    #[default]
    Normal,
    Italic,
}

/// CSS's `font-display`: what shows while the font loads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FontDisplay {
    Auto,
    Block,
    #[default]
    Swap,
    Fallback,
    Optional,
}

/// The seller's own font for the text of the shop's pages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub struct CustomFont {
    /// The font file in the seller's media library (`/v1/media/{seller}/{token}`).
    pub url: String,
    /// The family name the pages use (letters, digits, spaces, `-`, `_`).
    pub font_name: String,
    /// 100 to 900 in steps of 100; 400 by default.
    #[serde(default = "normal_weight")]
    pub font_weight: u16,
    #[serde(default)]
    pub font_style: FontStyle,
    #[serde(default)]
    pub font_display: FontDisplay,
    /// The file's format; the edge sets it from the file's own bytes
    /// (`woff2` when a request leaves it out).
    #[serde(default = "woff2")]
    pub font_format: FontFormat,
    /// The family written after the custom font (a font the reader may
    /// have installed); `Montserrat` by default.
    #[serde(default = "montserrat")]
    pub fallback_font: String,
}

fn normal_weight() -> u16 {
    400
}

fn woff2() -> FontFormat {
    FontFormat::Woff2
}

fn montserrat() -> String {
    "Montserrat".to_owned()
}

/// A family name CSS can quote without escaping anything.
fn family_ok(name: &str) -> bool {
    let trimmed = name.trim();
    !trimmed.is_empty()
        && trimmed == name
        && name.chars().count() <= FONT_NAME_MAX_CHARS
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
}

impl CustomFont {
    /// Every rule the font breaks, under `custom_font.<field>`: a name or
    /// fallback that is no plain family name (`invalid_font_name`), a
    /// weight off the 100 steps (`invalid_setting`), a file address that
    /// is no media library address (`font_not_uploaded`).
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        if parse_media_url(&self.url).is_none() {
            problems.push(Problem::new("custom_font.url", "font_not_uploaded"));
        }
        if !family_ok(&self.font_name) {
            problems.push(Problem::new("custom_font.font_name", "invalid_font_name"));
        }
        if !(100..=900).contains(&self.font_weight) || !self.font_weight.is_multiple_of(100) {
            problems.push(Problem::new("custom_font.font_weight", "invalid_setting"));
        }
        if !family_ok(&self.fallback_font) {
            problems.push(Problem::new(
                "custom_font.fallback_font",
                "invalid_font_name",
            ));
        }
        problems
    }

    /// The `@font-face` rule, and the families to put before a font stack.
    pub(crate) fn css(&self) -> Option<(String, String)> {
        if !self.problems().is_empty() {
            return None;
        }
        let style = match self.font_style {
            FontStyle::Normal => "normal",
            FontStyle::Italic => "italic",
        };
        let display = match self.font_display {
            FontDisplay::Auto => "auto",
            FontDisplay::Block => "block",
            FontDisplay::Swap => "swap",
            FontDisplay::Fallback => "fallback",
            FontDisplay::Optional => "optional",
        };
        let face = format!(
            "@font-face{{font-family:\"{}\";src:url(\"{}\") format(\"{}\");font-weight:{};font-style:{style};font-display:{display}}}",
            self.font_name,
            self.url,
            self.font_format.name(),
            self.font_weight,
        );
        let families = format!("\"{}\",\"{}\",", self.font_name, self.fallback_font);
        Some((face, families))
    }
}

/// The translation keys this module reports.
pub const KEYS: &[&str] = &["font_not_uploaded", "invalid_font_name", "invalid_setting"];

#[cfg(test)]
mod tests {
    use super::*;

    fn font() -> CustomFont {
        serde_json::from_value(serde_json::json!({
            "url": "/v1/media/7/abcDEF123_-",
            "font_name": "Brand Sans",
        }))
        .unwrap_or_else(|e| panic!("{e}"))
    }

    fn codes(font: &CustomFont) -> Vec<(String, &'static str)> {
        font.problems()
            .into_iter()
            .map(|p| (p.field.clone(), p.code))
            .collect()
    }

    #[test]
    fn the_spec_defaults() {
        let f = font();
        assert_eq!(f.font_weight, 400);
        assert_eq!(f.font_style, FontStyle::Normal);
        assert_eq!(f.font_display, FontDisplay::Swap);
        assert_eq!(f.fallback_font, "Montserrat");
        assert!(f.problems().is_empty());
        let (face, families) = f.css().unwrap_or_default();
        assert_eq!(
            face,
            "@font-face{font-family:\"Brand Sans\";src:url(\"/v1/media/7/abcDEF123_-\") format(\"woff2\");font-weight:400;font-style:normal;font-display:swap}"
        );
        assert_eq!(families, "\"Brand Sans\",\"Montserrat\",");
    }

    #[test]
    fn names_that_could_break_out_of_css_are_refused() {
        for bad in [
            "",
            " Brand",
            "Brand\"; } body { color: red",
            "a;b",
            "x\\y",
            "<style>",
            &"n".repeat(65),
        ] {
            let mut f = font();
            f.font_name = bad.to_owned();
            assert_eq!(
                codes(&f),
                vec![("custom_font.font_name".to_owned(), "invalid_font_name")],
                "{bad:?}"
            );
            assert_eq!(f.css(), None);
        }
        let mut f = font();
        f.font_name = "Grotesk Ünï 2".to_owned();
        f.fallback_font = "Open Sans".to_owned();
        assert!(f.problems().is_empty());
    }

    #[test]
    fn only_a_media_address_and_a_weight_in_steps_of_100() {
        let mut f = font();
        f.url = "https://fonts.example/brand.woff2".to_owned();
        f.font_weight = 450;
        f.fallback_font = "x)".to_owned();
        assert_eq!(
            codes(&f),
            vec![
                ("custom_font.url".to_owned(), "font_not_uploaded"),
                ("custom_font.font_weight".to_owned(), "invalid_setting"),
                ("custom_font.fallback_font".to_owned(), "invalid_font_name"),
            ]
        );
        for weight in [0, 50, 1000] {
            f = font();
            f.font_weight = weight;
            assert_eq!(f.problems().len(), 1, "{weight}");
        }
        f = font();
        f.font_weight = 700;
        f.font_style = FontStyle::Italic;
        f.font_display = FontDisplay::Optional;
        f.font_format = FontFormat::Opentype;
        let (face, _) = f.css().unwrap_or_default();
        assert!(face.ends_with(
            "format(\"opentype\");font-weight:700;font-style:italic;font-display:optional}"
        ));
    }
}
