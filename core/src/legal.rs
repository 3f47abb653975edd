//! The legal ground of a sale: the seller's documents (imprint, terms,
//! privacy notice, sets of cancellation terms), what a document may hold,
//! and which consents a checkout must ask of a buyer before the order is
//! made (issue 17). Decided once here, for the payment page (through
//! wasm-pkg) and the edge, which refuses an order without them and stores
//! the very texts this module words.
//!
//! Decisions where the spec is silent:
//! - A document is plain text with light formatting: paragraphs separated
//!   by a blank line, and a line starting with `# ` (or `## `) is a
//!   heading ([`blocks`]). Scripts are refused like every seller text.
//!   A body is 1 to [`BODY_MAX`] characters; a set of cancellation terms
//!   has a name of 1 to [`NAME_MAX`] characters.
//! - The consent rules follow the EU Consumer Rights Directive as German
//!   law words it: digital content not on a tangible medium (courses,
//!   downloads, memberships, certificates, license keys, bundles) loses the
//!   right of withdrawal once delivery begins only with the consumer's
//!   express consent to begin before the period ends and their
//!   acknowledgement that the right is then lost (§ 356 (5) BGB); a service
//!   begins early only at the consumer's express request, and the right
//!   ends once the service is fully performed, which the consumer
//!   acknowledges (§ 356 (4) BGB); tickets for a leisure event on a
//!   specific date carry no right of withdrawal (§ 312g (2) no. 9 BGB),
//!   which the page says.
//! - Only a consumer (not a business buyer) in an EU country is asked; a
//!   country core does not know is treated as an EU country (the strict
//!   side). An order with bumps follows the strictest rule of its forms:
//!   the union of their consents and notices.
//! - The buyer accepts the seller's terms by the buy button: the page names
//!   the terms, privacy notice and cancellation terms beside it, and the
//!   button text `agree_on_terms_and_pay` says so on the button.

use serde::{Deserialize, Serialize};

use crate::country::Country;
use crate::language::Language;
use crate::problem::{Problem, Problems};
use crate::product::ProductForm;

/// Longest document body, in characters.
pub const BODY_MAX: usize = 50_000;
/// Longest name of a set of cancellation terms.
pub const NAME_MAX: usize = 100;
/// Most sets of cancellation terms a seller keeps.
pub const CANCELLATION_SETS_MAX: usize = 20;
/// The version of the consent texts below: raised whenever one changes, and
/// stored with each order beside the texts themselves.
pub const CONSENT_TEXTS_VERSION: u32 = 1;

/// A kind of legal document a seller publishes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DocumentKind {
    Imprint,
    Terms,
    Privacy,
    CancellationTerms,
}

impl DocumentKind {
    pub const ALL: [DocumentKind; 4] = [
        DocumentKind::Imprint,
        DocumentKind::Terms,
        DocumentKind::Privacy,
        DocumentKind::CancellationTerms,
    ];

    /// The wire name (`imprint`, `terms`, `privacy`, `cancellation_terms`).
    pub fn name(self) -> &'static str {
        match self {
            DocumentKind::Imprint => "imprint",
            DocumentKind::Terms => "terms",
            DocumentKind::Privacy => "privacy",
            DocumentKind::CancellationTerms => "cancellation_terms",
        }
    }

    /// The kind named `name`, if any.
    pub fn parse(name: &str) -> Option<DocumentKind> {
        DocumentKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Publishing a product needs this document: every kind (issue 30).
    /// The checkout links the terms, the privacy notice and the
    /// cancellation terms beside the buy button, so a shop without them
    /// would sell under links to nothing; a seller without their own texts
    /// starts from the platform's templates (`legal_templates`), and
    /// saving one is accepting it.
    pub fn required_to_publish(self) -> bool {
        true
    }
}

/// A document as the seller writes it: `name` only for cancellation terms.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct DocumentDraft {
    pub body: String,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub name: Option<String>,
}

/// Every problem of a document of `kind`: `body` (`required`, `too_long`,
/// `script_not_allowed`), and for cancellation terms `name` likewise.
pub fn validate_document(kind: DocumentKind, draft: &DocumentDraft) -> Vec<Problem> {
    let mut p = Problems::default();
    p.text("body", &draft.body, 1, BODY_MAX);
    match (kind, &draft.name) {
        (DocumentKind::CancellationTerms, Some(name)) => p.text("name", name, 1, NAME_MAX),
        (DocumentKind::CancellationTerms, None) => p.push("name", "required"),
        (_, Some(_)) => p.push("name", "not_allowed"),
        (_, None) => {}
    }
    p.into_vec()
}

/// A document's body with its line endings made `\n` and its outer blanks
/// trimmed: what is stored and compared (an unchanged text keeps its
/// version).
pub fn normalize_body(body: &str) -> String {
    body.replace("\r\n", "\n")
        .replace('\r', "\n")
        .trim()
        .to_owned()
}

/// One block of a document as pages and mails show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "type", content = "text", rename_all = "snake_case")]
pub enum Block {
    Heading(String),
    Paragraph(String),
}

/// The blocks of a body: a line starting with `#` is a heading (its `#`s
/// and the blank after them dropped); other lines up to a blank line make
/// one paragraph (their line breaks kept).
pub fn blocks(body: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut para: Vec<&str> = Vec::new();
    let flush = |para: &mut Vec<&str>, out: &mut Vec<Block>| {
        if !para.is_empty() {
            out.push(Block::Paragraph(para.join("\n")));
            para.clear();
        }
    };
    let normalized = normalize_body(body);
    for line in normalized.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            flush(&mut para, &mut out);
        } else if let Some(rest) = trimmed.strip_prefix('#') {
            flush(&mut para, &mut out);
            let heading = rest.trim_start_matches('#').trim();
            if !heading.is_empty() {
                out.push(Block::Heading(heading.to_owned()));
            }
        } else {
            para.push(trimmed);
        }
    }
    flush(&mut para, &mut out);
    out
}

/// A box the buyer must tick before the order is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Consent {
    /// Digital content: begin before the withdrawal period ends.
    DigitalContentStart,
    /// Digital content: the right of withdrawal is then lost.
    DigitalContentWaiver,
    /// A service: begin during the withdrawal period.
    ServiceStart,
    /// A service: the right ends once the service is fully performed.
    ServiceWaiver,
}

impl Consent {
    /// The wire name, also the problem's field under `consents`.
    pub fn name(self) -> &'static str {
        match self {
            Consent::DigitalContentStart => "digital_content_start",
            Consent::DigitalContentWaiver => "digital_content_waiver",
            Consent::ServiceStart => "service_start",
            Consent::ServiceWaiver => "service_waiver",
        }
    }

    /// The exact text the buyer ticks, in `language`.
    pub fn text(self, language: Language) -> &'static str {
        match (self, language) {
            (Consent::DigitalContentStart, Language::En) => {
                "I expressly agree that the seller begins providing the digital content before the withdrawal period ends."
            }
            (Consent::DigitalContentStart, Language::De) => {
                "Ich stimme ausdrücklich zu, dass der Verkäufer vor Ablauf der Widerrufsfrist mit der Bereitstellung der digitalen Inhalte beginnt."
            }
            (Consent::DigitalContentWaiver, Language::En) => {
                "I acknowledge that I lose my right of withdrawal once the provision of the digital content has begun."
            }
            (Consent::DigitalContentWaiver, Language::De) => {
                "Mir ist bekannt, dass ich mit Beginn der Bereitstellung der digitalen Inhalte mein Widerrufsrecht verliere."
            }
            (Consent::ServiceStart, Language::En) => {
                "I expressly request that the seller begins the service before the withdrawal period ends."
            }
            (Consent::ServiceStart, Language::De) => {
                "Ich verlange ausdrücklich, dass der Verkäufer vor Ablauf der Widerrufsfrist mit der Dienstleistung beginnt."
            }
            (Consent::ServiceWaiver, Language::En) => {
                "I acknowledge that my right of withdrawal ends once the seller has fully performed the service."
            }
            (Consent::ServiceWaiver, Language::De) => {
                "Mir ist bekannt, dass mein Widerrufsrecht erlischt, sobald der Verkäufer die Dienstleistung vollständig erbracht hat."
            }
        }
    }
}

/// A sentence the checkout shows without a box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Notice {
    /// A ticket for a leisure event on a specific date: no right of withdrawal.
    NoWithdrawalDatedEvent,
}

impl Notice {
    pub fn name(self) -> &'static str {
        match self {
            Notice::NoWithdrawalDatedEvent => "no_withdrawal_dated_event",
        }
    }

    /// The exact text shown, in `language`.
    pub fn text(self, language: Language) -> &'static str {
        match (self, language) {
            (Notice::NoWithdrawalDatedEvent, Language::En) => {
                "There is no right of withdrawal for tickets to a leisure event on a specific date."
            }
            (Notice::NoWithdrawalDatedEvent, Language::De) => {
                "Für Tickets zu einer Freizeitveranstaltung an einem bestimmten Termin besteht kein Widerrufsrecht."
            }
        }
    }
}

/// What the checkout must ask and say for an order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ConsentRules {
    /// The boxes to tick, in order.
    pub consents: Vec<Consent>,
    /// The sentences to show.
    pub notices: Vec<Notice>,
}

/// One worded consent or notice, as the page shows it and the order keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Worded {
    pub code: String,
    pub text: String,
}

/// [`ConsentRules`] with their texts in one language: what the payment
/// page shows and the edge stores.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct WordedRules {
    pub language: String,
    pub texts_version: u32,
    pub consents: Vec<Worded>,
    pub notices: Vec<Worded>,
}

impl ConsentRules {
    /// The rules worded in `language`.
    pub fn worded(&self, language: Language) -> WordedRules {
        WordedRules {
            language: match language {
                Language::En => "en",
                Language::De => "de",
            }
            .to_owned(),
            texts_version: CONSENT_TEXTS_VERSION,
            consents: self
                .consents
                .iter()
                .map(|c| Worded {
                    code: c.name().to_owned(),
                    text: c.text(language).to_owned(),
                })
                .collect(),
            notices: self
                .notices
                .iter()
                .map(|n| Worded {
                    code: n.name().to_owned(),
                    text: n.text(language).to_owned(),
                })
                .collect(),
        }
    }
}

/// Whether a product of `form` is digital content in the law's sense.
pub fn is_digital_content(form: ProductForm) -> bool {
    matches!(
        form,
        ProductForm::Course
            | ProductForm::Download
            | ProductForm::Membership
            | ProductForm::Certificate
            | ProductForm::LicenseKey
            | ProductForm::Bundle
    )
}

/// The consents and notices of an order of the products `forms` (the main
/// product and its bumps) by a buyer in `country` (ISO 3166 alpha-2),
/// `business` or a consumer. See the module's decisions.
pub fn required_consents(forms: &[ProductForm], business: bool, country: &str) -> ConsentRules {
    let eu = Country::parse(country.trim()).map_or(true, Country::is_eu);
    let mut rules = ConsentRules::default();
    if business || !eu {
        return rules;
    }
    for form in forms {
        if is_digital_content(*form) {
            rules.consents.push(Consent::DigitalContentStart);
            rules.consents.push(Consent::DigitalContentWaiver);
        }
        match form {
            ProductForm::Service => {
                rules.consents.push(Consent::ServiceStart);
                rules.consents.push(Consent::ServiceWaiver);
            }
            ProductForm::Event => rules.notices.push(Notice::NoWithdrawalDatedEvent),
            _ => {}
        }
    }
    rules.consents.sort_unstable();
    rules.consents.dedup();
    rules.notices.sort_unstable();
    rules.notices.dedup();
    rules
}

/// The problems of an order whose buyer ticked `given`: each required
/// consent missing is `consents.<name>` `consent_required`.
pub fn check_consents(rules: &ConsentRules, given: &[Consent]) -> Vec<Problem> {
    rules
        .consents
        .iter()
        .filter(|c| !given.contains(c))
        .map(|c| Problem::new(format!("consents.{}", c.name()), "consent_required"))
        .collect()
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`].
pub const KEYS: &[&str] = &[
    "consent_required",
    "not_allowed",
    "required",
    "script_not_allowed",
    "too_long",
];

#[cfg(test)]
mod tests {
    use super::*;
    use ProductForm as F;

    #[test]
    fn a_consumer_in_the_eu_consents_to_digital_content_starting_early() {
        let rules = required_consents(&[F::Course], false, "DE");
        assert_eq!(
            rules.consents,
            [Consent::DigitalContentStart, Consent::DigitalContentWaiver]
        );
        assert!(rules.notices.is_empty());
        for form in [
            F::Download,
            F::Membership,
            F::Certificate,
            F::LicenseKey,
            F::Bundle,
        ] {
            assert_eq!(required_consents(&[form], false, "at").consents.len(), 2);
        }
    }

    #[test]
    fn a_business_or_a_buyer_outside_the_eu_is_not_asked() {
        assert_eq!(
            required_consents(&[F::Course], true, "DE"),
            ConsentRules::default()
        );
        assert_eq!(
            required_consents(&[F::Service], false, "CH"),
            ConsentRules::default()
        );
        assert_eq!(
            required_consents(&[F::Download], false, "US"),
            ConsentRules::default()
        );
    }

    #[test]
    fn an_unknown_country_is_treated_as_the_eu() {
        assert_eq!(
            required_consents(&[F::Course], false, "ZZ").consents.len(),
            2
        );
    }

    #[test]
    fn services_and_events_have_their_own_rules() {
        let service = required_consents(&[F::Service], false, "FR");
        assert_eq!(
            service.consents,
            [Consent::ServiceStart, Consent::ServiceWaiver]
        );
        let event = required_consents(&[F::Event], false, "FR");
        assert!(event.consents.is_empty());
        assert_eq!(event.notices, [Notice::NoWithdrawalDatedEvent]);
    }

    #[test]
    fn bumps_follow_the_strictest_rule_of_their_forms() {
        let rules = required_consents(&[F::Event, F::Download, F::Service, F::Course], false, "DE");
        assert_eq!(
            rules.consents,
            [
                Consent::DigitalContentStart,
                Consent::DigitalContentWaiver,
                Consent::ServiceStart,
                Consent::ServiceWaiver
            ]
        );
        assert_eq!(rules.notices, [Notice::NoWithdrawalDatedEvent]);
    }

    #[test]
    fn a_missing_consent_is_a_problem_on_its_field() {
        let rules = required_consents(&[F::Course], false, "DE");
        let found = check_consents(
            &rules,
            &[Consent::DigitalContentStart, Consent::ServiceStart],
        );
        assert_eq!(
            found,
            [Problem::new(
                "consents.digital_content_waiver",
                "consent_required"
            )]
        );
        assert!(check_consents(&rules, &rules.consents).is_empty());
    }

    #[test]
    fn worded_rules_carry_the_texts_of_one_language() {
        let worded = required_consents(&[F::Course], false, "DE").worded(Language::De);
        assert_eq!(worded.language, "de");
        assert_eq!(worded.texts_version, CONSENT_TEXTS_VERSION);
        assert!(worded.consents.iter().all(|c| c.text.contains("Widerruf")));
    }

    #[test]
    fn documents_are_checked() {
        let ok = DocumentDraft {
            body: "# Impressum\n\nMax Muster".to_owned(),
            name: None,
        };
        assert!(validate_document(DocumentKind::Imprint, &ok).is_empty());
        let empty = DocumentDraft::default();
        assert_eq!(
            validate_document(DocumentKind::Terms, &empty),
            [Problem::new("body", "required")]
        );
        let script = DocumentDraft {
            body: "<script>x</script>".to_owned(),
            name: None,
        };
        assert_eq!(
            validate_document(DocumentKind::Privacy, &script),
            [Problem::new("body", "script_not_allowed")]
        );
        let unnamed = DocumentDraft {
            body: "text".to_owned(),
            name: None,
        };
        assert_eq!(
            validate_document(DocumentKind::CancellationTerms, &unnamed),
            [Problem::new("name", "required")]
        );
        let named = DocumentDraft {
            body: "text".to_owned(),
            name: Some("x".to_owned()),
        };
        assert_eq!(
            validate_document(DocumentKind::Imprint, &named),
            [Problem::new("name", "not_allowed")]
        );
        let long = DocumentDraft {
            body: "a".repeat(BODY_MAX + 1),
            name: None,
        };
        assert_eq!(
            validate_document(DocumentKind::Imprint, &long),
            [Problem::new("body", "too_long")]
        );
    }

    #[test]
    fn bodies_become_headings_and_paragraphs() {
        let body = "# Terms\r\n\r\n## 1. Scope\nThese terms apply\nto every order.\n\n\nSecond.";
        assert_eq!(
            blocks(body),
            [
                Block::Heading("Terms".to_owned()),
                Block::Heading("1. Scope".to_owned()),
                Block::Paragraph("These terms apply\nto every order.".to_owned()),
                Block::Paragraph("Second.".to_owned()),
            ]
        );
        assert_eq!(normalize_body("  a\r\nb  "), "a\nb");
    }
}
