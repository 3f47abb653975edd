//! One shape for every rule violation: the field at fault and the spec's
//! translation key. Validators collect all problems at once, so a form can
//! mark every bad field in one round trip.

use serde::Serialize;

/// A rule violation on one input field.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Problem {
    /// Path of the field in the input, dot-separated (`plan.payments_count`,
    /// `items.1.plan.rates.3`).
    pub field: String,
    /// The translation key, e.g. `payments_count_out_of_range`.
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub code: &'static str,
}

impl Problem {
    /// A problem of `field` with the translation key `code`.
    ///
    /// # Panics
    ///
    /// Only in core's own unit tests: when no module's `KEYS` lists `code`
    /// (see [`crate::messages::REPORTED`]), so a key without messages
    /// fails the test that reported it.
    pub fn new(field: impl Into<String>, code: &'static str) -> Self {
        // In core's own tests a key no module lists (and so no message
        // covers) fails the test that reported it.
        #[cfg(test)]
        assert!(
            crate::messages::is_reported(code),
            "{code:?} is reported but no module's KEYS lists it"
        );
        Problem {
            field: field.into(),
            code,
        }
    }

    /// The same problem, one level deeper: `prefix.field`.
    #[must_use]
    pub fn under(mut self, prefix: &str) -> Self {
        self.field = if self.field.is_empty() {
            prefix.to_owned()
        } else {
            format!("{prefix}.{}", self.field)
        };
        self
    }
}

/// Collects problems and turns them into a result at the end.
#[derive(Debug, Default)]
pub struct Problems(Vec<Problem>);

impl Problems {
    pub fn push(&mut self, field: impl Into<String>, code: &'static str) {
        self.0.push(Problem::new(field, code));
    }

    pub fn extend_under(&mut self, prefix: &str, problems: Vec<Problem>) {
        self.0.extend(problems.into_iter().map(|p| p.under(prefix)));
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok(value)` when no problem was recorded.
    pub fn into_result<T>(self, value: T) -> Result<T, Vec<Problem>> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self.0)
        }
    }

    pub fn into_vec(self) -> Vec<Problem> {
        self.0
    }
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &["required", "script_not_allowed", "too_long"];
