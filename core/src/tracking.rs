//! The seller's tracking codes and the buyer's cookie consent (spec
//! section 3 "Tracking code kinds" and "Tracking events", section 4 "Cookie
//! consent", section 5 "Tracking ids"): which kinds exist, what a code must
//! hold, which consent category each kind needs, the categories the banner
//! offers, and the contact form's message.
//!
//! Decision: `tracify` (spec section 3) is not offered: the spec names no
//! format for its id and no script to load; a seller can place it as a
//! custom code. Custom codes run only inside a sandboxed frame without the
//! platform's origin (the storefront's `consent` island), never on the page.

use serde::{Deserialize, Serialize};

use crate::auth::RateLimit;
use crate::language::Language;
use crate::problem::{Problem, Problems};
use crate::validation::{self, TrackingKind};

/// A kind of tracking code (spec section 3, without `tracify`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum TrackingCodeKind {
    GoogleAnalytics,
    #[serde(rename = "google_analytics_4")]
    GoogleAnalytics4,
    GoogleTagManager,
    FacebookPixel,
    CustomTrackingCodes,
}

impl TrackingCodeKind {
    /// Every kind, in the cabinet's order.
    pub const ALL: [TrackingCodeKind; 5] = [
        TrackingCodeKind::GoogleAnalytics4,
        TrackingCodeKind::GoogleTagManager,
        TrackingCodeKind::FacebookPixel,
        TrackingCodeKind::GoogleAnalytics,
        TrackingCodeKind::CustomTrackingCodes,
    ];

    /// The stored and wire name.
    pub fn name(self) -> &'static str {
        match self {
            TrackingCodeKind::GoogleAnalytics => "google_analytics",
            TrackingCodeKind::GoogleAnalytics4 => "google_analytics_4",
            TrackingCodeKind::GoogleTagManager => "google_tag_manager",
            TrackingCodeKind::FacebookPixel => "facebook_pixel",
            TrackingCodeKind::CustomTrackingCodes => "custom_tracking_codes",
        }
    }

    pub fn from_name(name: &str) -> Option<TrackingCodeKind> {
        Self::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The id format this kind's id follows; `None` for a custom code
    /// (free text).
    pub fn id_kind(self) -> Option<TrackingKind> {
        match self {
            TrackingCodeKind::GoogleAnalytics => Some(TrackingKind::GoogleAnalytics),
            TrackingCodeKind::GoogleAnalytics4 => Some(TrackingKind::GoogleAnalytics4),
            TrackingCodeKind::GoogleTagManager => Some(TrackingKind::GoogleTagManager),
            TrackingCodeKind::FacebookPixel => Some(TrackingKind::FacebookPixel),
            TrackingCodeKind::CustomTrackingCodes => None,
        }
    }

    /// The consent category a buyer must accept before this kind loads.
    /// Decision: analytics measure (`statistics`); a tag manager, a pixel
    /// and a custom code may load anything, so they need `marketing`.
    pub fn category(self) -> ConsentCategoryId {
        match self {
            TrackingCodeKind::GoogleAnalytics | TrackingCodeKind::GoogleAnalytics4 => {
                ConsentCategoryId::Statistics
            }
            TrackingCodeKind::GoogleTagManager
            | TrackingCodeKind::FacebookPixel
            | TrackingCodeKind::CustomTrackingCodes => ConsentCategoryId::Marketing,
        }
    }
}

/// The longest custom code kept (characters).
pub const CUSTOM_CODE_MAX: usize = 20_000;
/// The longest name of a code (characters).
pub const NAME_MAX: usize = 100;
/// How many codes one seller keeps.
pub const CODES_MAX: usize = 20;

/// A tracking code as the seller writes it (`POST`/`PUT
/// /v1/cabinet/tracking_codes`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct TrackingCodeDraft {
    pub kind: TrackingCodeKind,
    /// The seller's own label (optional).
    #[serde(default)]
    pub name: Option<String>,
    /// The id for every kind but a custom code (`G-…`, `GTM-…`, `UA-…`,
    /// 15 or 16 digits of a pixel).
    #[serde(default)]
    pub tracking_id: Option<String>,
    /// A custom code's HTML and script (run only in a sandboxed frame).
    #[serde(default)]
    pub code: Option<String>,
    /// Whether the code loads on the seller's pages (after consent).
    #[serde(default = "yes")]
    pub active: bool,
}

fn yes() -> bool {
    true
}

/// A checked code: trimmed, with exactly the field its kind uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrackingCode {
    pub kind: TrackingCodeKind,
    pub name: String,
    /// The id (empty for a custom code).
    pub tracking_id: String,
    /// The custom code (empty for the other kinds).
    pub code: String,
    pub active: bool,
}

/// Checks a draft: every problem at once (`tracking_id`: `required`,
/// `invalid_tracking_id`; `code`: `required`, `too_long`; `name`:
/// `too_long`, `script_not_allowed`). A field the kind does not use is
/// dropped, not refused.
pub fn validate_tracking_code(draft: &TrackingCodeDraft) -> Result<TrackingCode, Vec<Problem>> {
    let mut p = Problems::default();
    let name = draft.name.as_deref().unwrap_or_default().trim().to_owned();
    if name.chars().count() > NAME_MAX {
        p.push("name", "too_long");
    } else if let Err(code) = validation::no_script(&name) {
        p.push("name", code);
    }
    let (tracking_id, code) = if let Some(id_kind) = draft.kind.id_kind() {
        let id = draft.tracking_id.as_deref().unwrap_or_default().trim();
        if let Err(code) = validation::tracking_id(id_kind, id) {
            p.push("tracking_id", code);
        }
        (id.to_owned(), String::new())
    } else {
        let code = draft.code.as_deref().unwrap_or_default().trim();
        if code.is_empty() {
            p.push("code", "required");
        } else if code.chars().count() > CUSTOM_CODE_MAX {
            p.push("code", "too_long");
        }
        (String::new(), code.to_owned())
    };
    p.into_result(TrackingCode {
        kind: draft.kind,
        name,
        tracking_id,
        code,
        active: draft.active,
    })
}

/// A consent category's id (the cookie holds the accepted ids).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ConsentCategoryId {
    Necessary,
    Statistics,
    Marketing,
}

/// A category the consent banner offers, in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ConsentCategory {
    pub id: ConsentCategoryId,
    /// Always on: the buyer cannot refuse it (the shop's own cookies).
    pub required: bool,
    pub name_en: &'static str,
    pub name_de: &'static str,
    pub description_en: &'static str,
    pub description_de: &'static str,
}

impl ConsentCategory {
    pub fn name(&self, language: Language) -> &'static str {
        match language {
            Language::En => self.name_en,
            Language::De => self.name_de,
        }
    }
}

/// The banner's categories (`GET /v1/common/cookies_consent_categories`).
pub fn consent_categories() -> Vec<ConsentCategory> {
    vec![
        ConsentCategory {
            id: ConsentCategoryId::Necessary,
            required: true,
            name_en: "Necessary",
            name_de: "Notwendig",
            description_en: "What the shop needs to work: your language, your choice here and \
                             the checkout. Always on.",
            description_de: "Was der Shop zum Funktionieren braucht: deine Sprache, deine \
                             Auswahl hier und der Bezahlvorgang. Immer aktiv.",
        },
        ConsentCategory {
            id: ConsentCategoryId::Statistics,
            required: false,
            name_en: "Statistics",
            name_de: "Statistik",
            description_en: "Lets the seller count visits and purchases (for example with \
                             Google Analytics) to improve the shop.",
            description_de: "Lässt den Verkäufer Besuche und Käufe zählen (zum Beispiel mit \
                             Google Analytics), um den Shop zu verbessern.",
        },
        ConsentCategory {
            id: ConsentCategoryId::Marketing,
            required: false,
            name_en: "Marketing",
            name_de: "Marketing",
            description_en: "Lets the seller measure ads and show you offers elsewhere (for \
                             example with the Meta pixel or a tag manager).",
            description_de: "Lässt den Verkäufer Werbung messen und dir anderswo Angebote \
                             zeigen (zum Beispiel mit dem Meta-Pixel oder einem Tag-Manager).",
        },
    ]
}

/// The consent cookie's name: spec section 9's prefix (the environment's
/// first letter: `d` for development, `p` for production), then
/// `_cookies_consent`, then the seller's id. Its value is the accepted
/// category ids joined by commas, or `all` (spec section 4).
///
/// Decision (issue 29): consent is given to one shop. A shop's own site
/// keeps its cookie apart by host already, but the payment and thank-you
/// pages of every shop share the app's site, where one name for every
/// shop let consent given at one shop load every other shop's codes
/// without asking; the seller's id in the name keeps them apart there too.
pub fn consent_cookie(production: bool, seller_id: i64) -> String {
    let environment = if production { 'p' } else { 'd' };
    format!("{environment}_cookies_consent_{seller_id}")
}

/// The longest contact message kept (characters).
pub const MESSAGE_MAX: usize = 4_000;
/// The longest name of a contact form's sender (characters).
pub const SENDER_NAME_MAX: usize = 200;

/// Contact messages per client address (all shops together). Decision: a
/// buyer writes once or twice; ten in a quarter of an hour leaves room for
/// an office behind one address and stops a script filling inboxes.
pub const CONTACT_PER_ADDRESS: RateLimit = RateLimit {
    max: 10,
    window_seconds: 15 * 60,
};
/// Contact messages per sender e-mail address (trimmed, lower case).
pub const CONTACT_PER_EMAIL: RateLimit = RateLimit {
    max: 3,
    window_seconds: 15 * 60,
};

/// A message sent through a shop's contact form (`POST
/// /v1/shop/{username}/contact`, JSON or a form post).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ContactMessage {
    #[serde(default)]
    pub first_name: Option<String>,
    #[serde(default)]
    pub last_name: Option<String>,
    #[serde(default)]
    pub email: Option<String>,
    #[serde(default)]
    pub phone: Option<String>,
    #[serde(default)]
    pub message: Option<String>,
}

/// A checked contact message: trimmed, the e-mail lower case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedContact {
    pub name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
}

/// Checks a contact message: a first name (the spec's default form asks
/// it), a way to answer (Decision: an e-mail address or a phone number; the
/// spec's default form marks the e-mail optional, but a message nobody can
/// answer helps no one: without both, `email` is `required`), each checked
/// when given, and a message. Every problem at once.
pub fn validate_contact(m: &ContactMessage) -> Result<CheckedContact, Vec<Problem>> {
    let mut p = Problems::default();
    let text = |v: &Option<String>| v.as_deref().unwrap_or_default().trim().to_owned();
    let first = text(&m.first_name);
    let last = text(&m.last_name);
    let email = text(&m.email).to_lowercase();
    let phone = text(&m.phone);
    let message = text(&m.message);
    if first.is_empty() {
        p.push("first_name", "required");
    }
    for (field, value) in [("first_name", &first), ("last_name", &last)] {
        if value.chars().count() > SENDER_NAME_MAX {
            p.push(field, "too_long");
        }
    }
    if email.is_empty() && phone.is_empty() {
        // the seller needs a way to answer
        p.push("email", "required");
    } else if !email.is_empty()
        && let Err(code) = validation::email(&email)
    {
        p.push("email", code);
    }
    if !phone.is_empty()
        && let Err(code) = validation::phone(&phone)
    {
        p.push("phone", code);
    }
    if message.is_empty() {
        p.push("message", "required");
    } else if message.chars().count() > MESSAGE_MAX {
        p.push("message", "too_long");
    }
    let name = if last.is_empty() {
        first
    } else {
        format!("{first} {last}")
    };
    p.into_result(CheckedContact {
        name,
        email,
        phone,
        message,
    })
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "invalid_email",
    "invalid_phone",
    "invalid_tracking_id",
    "required",
    "script_not_allowed",
    "too_long",
];

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn draft(kind: TrackingCodeKind, id: Option<&str>, code: Option<&str>) -> TrackingCodeDraft {
        TrackingCodeDraft {
            kind,
            name: None,
            tracking_id: id.map(str::to_owned),
            code: code.map(str::to_owned),
            active: true,
        }
    }

    fn codes(r: Result<TrackingCode, Vec<Problem>>) -> Vec<(String, &'static str)> {
        r.err()
            .unwrap_or_default()
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    #[test]
    fn each_kind_checks_its_own_field() {
        use TrackingCodeKind as K;
        let ok = validate_tracking_code(&draft(K::GoogleAnalytics4, Some(" G-ABC123DEF4 "), None))
            .unwrap();
        assert_eq!(ok.tracking_id, "G-ABC123DEF4");
        assert_eq!(ok.code, "");
        assert!(
            validate_tracking_code(&draft(K::GoogleTagManager, Some("GTM-AB12CD"), None)).is_ok()
        );
        assert!(
            validate_tracking_code(&draft(K::FacebookPixel, Some("1234567890123456"), None))
                .is_ok()
        );
        assert!(
            validate_tracking_code(&draft(K::GoogleAnalytics, Some("UA-1234567-1"), None)).is_ok()
        );
        for (kind, id) in [
            (K::GoogleAnalytics4, "UA-1234567-1"),
            (K::GoogleAnalytics, "G-ABC123DEF4"),
            (K::GoogleTagManager, "G-ABC123"),
            (K::FacebookPixel, "12345"),
        ] {
            assert_eq!(
                codes(validate_tracking_code(&draft(kind, Some(id), None))),
                vec![("tracking_id".to_owned(), "invalid_tracking_id")],
                "{kind:?} {id}"
            );
        }
        assert_eq!(
            codes(validate_tracking_code(&draft(
                K::GoogleAnalytics4,
                None,
                Some("x")
            ))),
            vec![("tracking_id".to_owned(), "required")]
        );
        let custom = validate_tracking_code(&draft(
            K::CustomTrackingCodes,
            Some("G-IGNORED1"),
            Some("<script>x()</script>"),
        ))
        .unwrap();
        assert_eq!(
            (custom.tracking_id.as_str(), custom.code.as_str()),
            ("", "<script>x()</script>")
        );
        assert_eq!(
            codes(validate_tracking_code(&draft(
                K::CustomTrackingCodes,
                None,
                Some("  ")
            ))),
            vec![("code".to_owned(), "required")]
        );
        let long = "x".repeat(CUSTOM_CODE_MAX + 1);
        assert_eq!(
            codes(validate_tracking_code(&draft(
                K::CustomTrackingCodes,
                None,
                Some(&long)
            ))),
            vec![("code".to_owned(), "too_long")]
        );
    }

    #[test]
    fn names_are_short_and_inert() {
        let mut d = draft(
            TrackingCodeKind::GoogleAnalytics4,
            Some("G-ABC123DEF4"),
            None,
        );
        d.name = Some("<script>alert(1)</script>".to_owned());
        assert_eq!(
            codes(validate_tracking_code(&d)),
            vec![("name".to_owned(), "script_not_allowed")]
        );
        d.name = Some("n".repeat(NAME_MAX + 1));
        assert_eq!(
            codes(validate_tracking_code(&d)),
            vec![("name".to_owned(), "too_long")]
        );
    }

    #[test]
    fn kinds_round_trip_and_name_their_category() {
        for kind in TrackingCodeKind::ALL {
            assert_eq!(TrackingCodeKind::from_name(kind.name()), Some(kind));
            assert_eq!(
                serde_json::to_value(kind).unwrap(),
                serde_json::Value::String(kind.name().to_owned())
            );
        }
        assert_eq!(
            TrackingCodeKind::GoogleAnalytics4.category(),
            ConsentCategoryId::Statistics
        );
        assert_eq!(
            TrackingCodeKind::FacebookPixel.category(),
            ConsentCategoryId::Marketing
        );
        let ids: Vec<_> = consent_categories().iter().map(|c| c.id).collect();
        assert_eq!(
            ids,
            [
                ConsentCategoryId::Necessary,
                ConsentCategoryId::Statistics,
                ConsentCategoryId::Marketing
            ]
        );
        assert_eq!(consent_cookie(false, 7), "d_cookies_consent_7");
        assert_eq!(consent_cookie(true, 12), "p_cookies_consent_12");
        assert_ne!(consent_cookie(true, 1), consent_cookie(true, 2));
    }

    #[test]
    fn contact_messages_report_every_problem() {
        let m = ContactMessage {
            first_name: Some(" ".to_owned()),
            last_name: None,
            email: Some("nope".to_owned()),
            phone: Some("call me".to_owned()),
            message: None,
        };
        let found: Vec<_> = validate_contact(&m)
            .unwrap_err()
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect();
        assert_eq!(
            found,
            vec![
                ("first_name".to_owned(), "required"),
                ("email".to_owned(), "invalid_email"),
                ("phone".to_owned(), "invalid_phone"),
                ("message".to_owned(), "required"),
            ]
        );
        let ok = validate_contact(&ContactMessage {
            first_name: Some("Ada".to_owned()),
            last_name: Some("Lovelace".to_owned()),
            email: Some(" Ada@Example.org ".to_owned()),
            phone: None,
            message: Some("Hello".to_owned()),
        })
        .unwrap();
        assert_eq!(
            (ok.name.as_str(), ok.email.as_str()),
            ("Ada Lovelace", "ada@example.org")
        );
    }
}
