//! The two languages the product speaks (spec section 9: English and
//! German). Its own module, below `messages` and every module whose words
//! it chooses, so none of them imports `messages` for it.

use serde::{Deserialize, Serialize};

/// A language the messages are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Language {
    En,
    De,
}

impl Language {
    /// `de`, `de-AT`, `de_CH` and the like are German; everything else
    /// English (the fallback of a platform sold in German and English).
    pub fn from_tag(tag: &str) -> Language {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("de") {
            Language::De
        } else {
            Language::En
        }
    }
}
