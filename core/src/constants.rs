//! The business constants and limits of spec section 9 (and the few of
//! section 8), defined once. The web app reads them through wasm-pkg's
//! `constants()`, typed by the generated `Constants`; nothing is retyped in
//! TypeScript. Values the spec marks "not shown" are left out rather than
//! invented.

use serde::Serialize;

use crate::pricing::{MAX_PAYMENTS, MIN_PAYMENTS, RECURRING_START_DAYS};

/// Page sizes of lists (section 9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Paging {
    pub page_sizes: Vec<u32>,
    /// Admin lists also offer this size.
    pub admin_extra_page_size: u32,
    pub other_page_sizes: Vec<u32>,
    pub default_per_page: u32,
    pub max_items: u32,
    pub input_min: u32,
    pub input_max: u32,
}

/// Affiliate program defaults (section 9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Affiliate {
    pub commission_durations: Vec<&'static str>,
    /// Five tiers of zero percent.
    pub default_tiers: Vec<u32>,
    pub max_tiers: u32,
    pub max_commission_percent: u32,
    pub cookie_days_default: u32,
}

/// Payment page defaults (section 9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CheckoutDefaults {
    pub coupon_radius: u32,
    pub buy_button_radius: u32,
    pub buy_color: &'static str,
    pub page_color: &'static str,
    pub background: &'static str,
    pub countdown_color: &'static str,
    pub plan_payments_min: u32,
    pub plan_payments_max: u32,
    pub recurring_start_days: Vec<u8>,
    pub steps_min: u32,
    pub steps_max: u32,
}

/// Page-builder constants (section 9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Builder {
    pub gap_padding_default: u32,
    pub other_paddings: Vec<u32>,
    pub menu_padding_default: u32,
    pub block_width: &'static str,
    pub max_width_limit: u32,
    pub button_widths: Vec<u32>,
    pub default_slides: u32,
    pub max_value: u32,
    /// Media scale factors as decimal strings (never floats).
    pub media_scale_factors: Vec<&'static str>,
    /// Named default text colours.
    pub text_colors: Vec<(&'static str, &'static str)>,
    pub sort_keys: Vec<&'static str>,
    pub positions: Vec<&'static str>,
}

/// Every constant the web app needs, in one value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Constants {
    pub paging: Paging,
    pub affiliate: Affiliate,
    pub domain_ttl_seconds: Vec<u32>,
    pub default_country: &'static str,
    pub default_currency: &'static str,
    /// Relative date presets in days, and the default one.
    pub date_presets_days: Vec<u32>,
    pub date_preset_default: u32,
    pub date_format: &'static str,
    pub date_time_format: &'static str,
    pub company_size_bands: Vec<&'static str>,
    /// Breakpoints in pixels: mobile, tablet, desktop.
    pub breakpoints: Vec<(&'static str, u32)>,
    pub languages_basic: Vec<&'static str>,
    pub languages_full: Vec<&'static str>,
    pub locales: Vec<&'static str>,
    pub checkout: CheckoutDefaults,
    pub builder: Builder,
    pub minimum_account_age_years: u32,
    pub rating_min: i32,
    pub rating_max: i32,
    pub ellipsis_max_length: u32,
    pub tooltip_hide_delay_ms: u32,
    pub tooltip_offset_px: u32,
    pub default_expiry_days: u32,
    pub decimal_field_digits: u32,
    pub decimal_helper_max: u32,
    pub toast_auto_close_ms: u32,
    pub environments: Vec<&'static str>,
    /// A product cover's limits (`image::check_cover`).
    pub cover: crate::image::CoverLimits,
}

/// The constants (spec section 9, toasts from section 8).
pub fn constants() -> Constants {
    Constants {
        paging: Paging {
            page_sizes: vec![10, 20, 50, 100, 200, 500],
            admin_extra_page_size: 5,
            other_page_sizes: vec![15, 19, 30],
            default_per_page: 4,
            max_items: 300,
            input_min: 1,
            input_max: 1_000_000,
        },
        affiliate: Affiliate {
            commission_durations: vec!["none", "lifetime", "fixed"],
            default_tiers: vec![0; 5],
            max_tiers: 5,
            max_commission_percent: 100,
            cookie_days_default: 180,
        },
        domain_ttl_seconds: vec![300, 3600, 86_400, 604_800],
        default_country: "DE",
        default_currency: "eur",
        date_presets_days: vec![7, 30, 90, 180, 365],
        date_preset_default: 90,
        date_format: "DD.MM.YYYY",
        date_time_format: "DD.MM.YYYY HH:mm",
        company_size_bands: vec!["1-5", "6-20", "21-99", "100-500", "500+"],
        breakpoints: vec![("mobile", 576), ("tablet", 768), ("desktop", 992)],
        languages_basic: vec!["en", "de"],
        languages_full: vec![
            "en", "de", "es", "ar", "cs", "da", "el", "fr", "hu", "it", "pl", "pt_br", "pt_pt",
            "sv", "tr", "ko", "no", "hr", "ro", "nl",
        ],
        locales: vec!["de", "de-AT", "de-CH", "en", "en-GB"],
        checkout: CheckoutDefaults {
            coupon_radius: 22,
            buy_button_radius: 22,
            buy_color: "#ffc107",
            page_color: "#2196F3",
            background: "#f0f0f0",
            countdown_color: "#6ce369",
            plan_payments_min: MIN_PAYMENTS,
            plan_payments_max: MAX_PAYMENTS,
            recurring_start_days: RECURRING_START_DAYS.to_vec(),
            steps_min: 1,
            steps_max: 4,
        },
        builder: Builder {
            gap_padding_default: 15,
            other_paddings: vec![15, 0, 40, 1],
            menu_padding_default: 5,
            block_width: "100%",
            max_width_limit: 5000,
            button_widths: vec![170, 240],
            default_slides: 3,
            max_value: 1000,
            media_scale_factors: vec!["0.246", "0.146"],
            text_colors: vec![
                ("black", "#4A4A4A"),
                ("blue", "#1E84D7"),
                ("green", "#39AA75"),
                ("orange", "#FFB000"),
                ("red", "#FF2800"),
                ("white", "#FFFFFF"),
            ],
            sort_keys: vec!["position", "created_at"],
            positions: vec!["bottom", "center", "left", "right", "top", "dynamic"],
        },
        minimum_account_age_years: 18,
        rating_min: -1,
        rating_max: 5,
        ellipsis_max_length: 30,
        tooltip_hide_delay_ms: 200,
        tooltip_offset_px: 8,
        default_expiry_days: 10_000,
        decimal_field_digits: 2,
        decimal_helper_max: 100,
        toast_auto_close_ms: 4000,
        environments: vec!["test", "development", "staging", "uat", "production"],
        cover: crate::image::cover_limits(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spec_values() {
        let c = constants();
        assert_eq!(c.paging.page_sizes, [10, 20, 50, 100, 200, 500]);
        assert_eq!(c.paging.admin_extra_page_size, 5);
        assert_eq!(c.affiliate.default_tiers, [0, 0, 0, 0, 0]);
        assert_eq!(c.affiliate.cookie_days_default, 180);
        assert_eq!(c.domain_ttl_seconds, [300, 3600, 86_400, 604_800]);
        assert_eq!(c.date_presets_days, [7, 30, 90, 180, 365]);
        assert!(c.date_presets_days.contains(&c.date_preset_default));
        assert_eq!(c.checkout.plan_payments_min, 2);
        assert_eq!(c.checkout.plan_payments_max, 24);
        assert_eq!(c.checkout.recurring_start_days, [1, 7, 14, 21, 28]);
        assert_eq!(
            c.breakpoints,
            [("mobile", 576), ("tablet", 768), ("desktop", 992)]
        );
        assert_eq!(c.languages_full.len(), 20);
        assert_eq!(c.toast_auto_close_ms, 4000);
        // The currency and locales named here are the ones core knows.
        assert!(crate::Currency::parse(c.default_currency).is_ok());
        assert!(crate::Country::parse(c.default_country).is_ok());
        for l in &c.locales {
            assert!(crate::format::Locale::parse(l).is_ok(), "{l}");
        }
    }

    #[test]
    fn serialises_as_the_web_app_reads_it() {
        let v = serde_json::to_value(constants()).unwrap();
        assert_eq!(v["paging"]["page_sizes"][0], 10);
        assert_eq!(v["breakpoints"][0], serde_json::json!(["mobile", 576]));
        assert_eq!(v["checkout"]["buy_color"], "#ffc107");
        assert_eq!(v["cover"]["max_bytes"], 5 * 1024 * 1024);
        assert_eq!(v["cover"]["s100_side"], 100);
        assert_eq!(
            v["cover"]["content_types"],
            serde_json::json!(["image/png", "image/jpeg", "image/gif", "image/webp"])
        );
    }
}
