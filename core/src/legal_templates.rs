//! The platform's templates of a seller's legal documents (issue 30: the
//! cabinet offers them, filled from the seller profile, so a seller can
//! publish without hiring a lawyer first and without leaving the checkout's
//! links empty). A template is a starting point the seller reads, changes
//! and saves as their own document; saving it is accepting it. Nothing here
//! is legal advice, which the cabinet says beside the template.
//!
//! Decisions:
//! - Four templates, one per [`DocumentKind`], in German and English, in the
//!   documents' light format (`# ` headings, blank lines between
//!   paragraphs; see [`crate::legal::blocks`]).
//! - What the profile does not hold is left as a bracketed gap such as
//!   `[Telefonnummer]`, never invented; [`gaps`] finds them, so the cabinet
//!   can ask the seller to fill them before saving.
//! - The cancellation terms are those of digital content and services sold
//!   to consumers in the EU (the model withdrawal form included), named
//!   "Digitale Inhalte" / "Digital content".
//! - The terms say how the small-business exemption shows in prices when
//!   the profile claims it, and that prices include VAT otherwise.

use crate::language::Language;
use crate::legal::{DocumentDraft, DocumentKind};
use crate::validation::BusinessStep;

/// What a template is filled with: the seller profile, the shop's name and
/// the address buyers write to.
#[derive(Debug, Clone)]
pub struct TemplateFacts<'a> {
    pub profile: &'a BusinessStep,
    /// The shop's name as buyers see it (the username when nothing else).
    pub shop_name: &'a str,
    /// The seller's contact e-mail address.
    pub email: &'a str,
}

fn given(v: Option<&String>) -> Option<&str> {
    v.map(|s| s.trim()).filter(|s| !s.is_empty())
}

impl TemplateFacts<'_> {
    fn entity(&self) -> bool {
        self.profile.business_type.as_deref() == Some("entity")
    }

    /// The seller's legal name: the company, else first and last name.
    fn who(&self, language: Language) -> String {
        let p = self.profile;
        if self.entity()
            && let Some(company) = given(p.company.as_ref())
        {
            return company.to_owned();
        }
        match (given(p.first_name.as_ref()), given(p.last_name.as_ref())) {
            (Some(f), Some(l)) => format!("{f} {l}"),
            _ => gap(language, "Name", "Name"),
        }
    }

    fn street(&self, language: Language) -> String {
        let p = self.profile;
        match (given(p.street.as_ref()), given(p.street_number.as_ref())) {
            (Some(s), Some(n)) => format!("{s} {n}"),
            (Some(s), None) => s.to_owned(),
            _ => gap(language, "Straße und Hausnummer", "Street and number"),
        }
    }

    fn place(&self, language: Language) -> String {
        let p = self.profile;
        match (given(p.zip.as_ref()), given(p.city.as_ref())) {
            (Some(z), Some(c)) => format!("{z} {c}"),
            _ => gap(language, "PLZ und Ort", "Postcode and city"),
        }
    }

    fn country(&self, language: Language) -> String {
        given(self.profile.country_code.as_ref())
            .map_or_else(|| gap(language, "Land", "Country"), str::to_ascii_uppercase)
    }

    fn phone(&self, language: Language) -> String {
        given(self.profile.phone.as_ref()).map_or_else(
            || gap(language, "Telefonnummer", "Phone number"),
            str::to_owned,
        )
    }

    fn email(&self, language: Language) -> String {
        let e = self.email.trim();
        if e.is_empty() {
            gap(language, "E-Mail-Adresse", "E-mail address")
        } else {
            e.to_owned()
        }
    }

    fn small_business(&self) -> bool {
        self.profile.vat_payer == Some(false)
            && self.profile.vat_exempt_reason.as_deref() != Some("other")
    }

    fn shop(&self) -> &str {
        let s = self.shop_name.trim();
        if s.is_empty() { "Shop" } else { s }
    }

    /// The address block: name, street, place, country.
    fn address(&self, language: Language) -> String {
        format!(
            "{}\n{}\n{}\n{}",
            self.who(language),
            self.street(language),
            self.place(language),
            self.country(language)
        )
    }
}

fn gap(language: Language, de: &str, en: &str) -> String {
    match language {
        Language::De => format!("[{de}]"),
        Language::En => format!("[{en}]"),
    }
}

/// The bracketed gaps a filled template still has (`[Telefonnummer]`).
pub fn gaps(body: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for piece in body.split('[').skip(1) {
        let Some((inner, _)) = piece.split_once(']') else {
            continue;
        };
        if !inner.is_empty() && !inner.contains('\n') && !out.iter().any(|g| g == inner) {
            out.push(inner.to_owned());
        }
    }
    out
}

/// The template of `kind` in `language`, filled from `facts`.
pub fn template(
    kind: DocumentKind,
    language: Language,
    facts: &TemplateFacts<'_>,
) -> DocumentDraft {
    let (body, name) = match (kind, language) {
        (DocumentKind::Imprint, Language::De) => (imprint_de(facts), None),
        (DocumentKind::Imprint, Language::En) => (imprint_en(facts), None),
        (DocumentKind::Terms, Language::De) => (terms_de(facts), None),
        (DocumentKind::Terms, Language::En) => (terms_en(facts), None),
        (DocumentKind::Privacy, Language::De) => (privacy_de(facts), None),
        (DocumentKind::Privacy, Language::En) => (privacy_en(facts), None),
        (DocumentKind::CancellationTerms, Language::De) => {
            (cancellation_de(facts), Some("Digitale Inhalte".to_owned()))
        }
        (DocumentKind::CancellationTerms, Language::En) => {
            (cancellation_en(facts), Some("Digital content".to_owned()))
        }
    };
    DocumentDraft { body, name }
}

fn tax_lines(f: &TemplateFacts<'_>, language: Language) -> String {
    let p = f.profile;
    let mut lines = Vec::new();
    if let Some(vat) = given(p.vat_number.as_ref()) {
        lines.push(match language {
            Language::De => format!("Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {vat}"),
            Language::En => format!("VAT identification number: {vat}"),
        });
    } else if let Some(tax) = given(p.tax_number.as_ref()) {
        lines.push(match language {
            Language::De => format!("Steuernummer: {tax}"),
            Language::En => format!("Tax number: {tax}"),
        });
    }
    if f.small_business() {
        lines.push(match language {
            Language::De => "Kleinunternehmer gemäß § 19 UStG.".to_owned(),
            Language::En => {
                "Small business under § 19 of the German VAT Act (no VAT charged).".to_owned()
            }
        });
    }
    lines.join("\n")
}

fn imprint_de(f: &TemplateFacts<'_>) -> String {
    let l = Language::De;
    let mut s = format!(
        "# Impressum\n\nAngaben gemäß § 5 DDG\n\n{}\n\n## Kontakt\n\nTelefon: {}\nE-Mail: {}",
        f.address(l),
        f.phone(l),
        f.email(l)
    );
    if f.entity() {
        s.push_str("\n\n## Vertreten durch\n\n[Name der vertretungsberechtigten Person]\n\n## Registereintrag\n\n[Registergericht und Registernummer]");
    }
    let tax = tax_lines(f, l);
    if !tax.is_empty() {
        s.push_str("\n\n## Steuern\n\n");
        s.push_str(&tax);
    }
    s.push_str(
        "\n\n## Verbraucherstreitbeilegung\n\nWir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
    );
    s
}

fn imprint_en(f: &TemplateFacts<'_>) -> String {
    let l = Language::En;
    let mut s = format!(
        "# Legal notice\n\nInformation according to § 5 of the German Digital Services Act (DDG)\n\n{}\n\n## Contact\n\nPhone: {}\nE-mail: {}",
        f.address(l),
        f.phone(l),
        f.email(l)
    );
    if f.entity() {
        s.push_str("\n\n## Represented by\n\n[Name of the authorised representative]\n\n## Register entry\n\n[Register court and number]");
    }
    let tax = tax_lines(f, l);
    if !tax.is_empty() {
        s.push_str("\n\n## Taxes\n\n");
        s.push_str(&tax);
    }
    s.push_str(
        "\n\n## Consumer dispute resolution\n\nWe are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.",
    );
    s
}

fn terms_de(f: &TemplateFacts<'_>) -> String {
    let l = Language::De;
    let prices = if f.small_business() {
        "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet und ausgewiesen."
    } else {
        "Alle Preise enthalten die gesetzliche Umsatzsteuer."
    };
    format!(
        "# Allgemeine Geschäftsbedingungen\n\n\
         ## 1. Geltungsbereich\n\n\
         Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über digitale Produkte (zum Beispiel Onlinekurse, Downloads und Mitgliedschaften), die über den Shop „{shop}“ geschlossen werden. Anbieter ist {who}, {street}, {place}.\n\n\
         ## 2. Vertragsschluss\n\n\
         Die Darstellung der Produkte im Shop ist kein bindendes Angebot. Mit dem Klick auf den Bestellbutton gibst du ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir die Bestellung per E-Mail bestätigen oder dir den Zugang freischalten.\n\n\
         ## 3. Preise und Zahlung\n\n\
         {prices} Die Zahlung erfolgt über die im Checkout angebotenen Zahlungsarten. Bei Ratenzahlungen und Abonnements werden die weiteren Zahlungen zu den im Checkout genannten Terminen fällig.\n\n\
         ## 4. Leistung und Zugang\n\n\
         Digitale Inhalte stellen wir nach Zahlungseingang bereit, in der Regel sofort. Der Zugang ist persönlich und nicht übertragbar; Zugangsdaten dürfen nicht weitergegeben werden.\n\n\
         ## 5. Abonnements\n\n\
         Ein Abonnement verlängert sich um den jeweils genannten Zeitraum, bis es gekündigt wird. Du kannst es jederzeit zum Ende des laufenden Zeitraums kündigen.\n\n\
         ## 6. Widerrufsrecht\n\n\
         Verbrauchern steht ein Widerrufsrecht nach Maßgabe unserer Widerrufsbelehrung zu.\n\n\
         ## 7. Nutzungsrechte\n\n\
         Du erhältst ein einfaches, nicht übertragbares Recht, die Inhalte für eigene Zwecke zu nutzen. Eine Weitergabe, Veröffentlichung oder gewerbliche Nutzung ist nicht erlaubt.\n\n\
         ## 8. Schlussbestimmungen\n\n\
         Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gegenüber Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht der Schutz zwingender Vorschriften des Staates entzogen wird, in dem der Verbraucher seinen gewöhnlichen Aufenthalt hat.",
        shop = f.shop(),
        who = f.who(l),
        street = f.street(l),
        place = f.place(l),
    )
}

fn terms_en(f: &TemplateFacts<'_>) -> String {
    let l = Language::En;
    let prices = if f.small_business() {
        "No VAT is charged or shown under the small-business exemption (§ 19 of the German VAT Act)."
    } else {
        "All prices include VAT at the statutory rate."
    };
    format!(
        "# Terms and conditions\n\n\
         ## 1. Scope\n\n\
         These terms apply to every contract for digital products (for example online courses, downloads and memberships) made through the shop \"{shop}\". The seller is {who}, {street}, {place}.\n\n\
         ## 2. Contract\n\n\
         The products shown in the shop are not a binding offer. By clicking the order button you make a binding offer. The contract is made when we confirm the order by e-mail or give you access.\n\n\
         ## 3. Prices and payment\n\n\
         {prices} You pay with the payment methods the checkout offers. For instalments and subscriptions, the later payments are due on the dates the checkout names.\n\n\
         ## 4. Delivery and access\n\n\
         Digital content is provided once the payment is received, usually at once. Access is personal and not transferable; sign-in details must not be shared.\n\n\
         ## 5. Subscriptions\n\n\
         A subscription renews for the period named until it is cancelled. You can cancel it at any time, effective at the end of the current period.\n\n\
         ## 6. Right of withdrawal\n\n\
         Consumers have a right of withdrawal as our cancellation terms describe.\n\n\
         ## 7. Rights of use\n\n\
         You receive a simple, non-transferable right to use the content for your own purposes. Passing it on, publishing it or using it commercially is not allowed.\n\n\
         ## 8. Final provisions\n\n\
         German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. For consumers, this choice of law applies only insofar as it does not remove the protection of mandatory provisions of the country where the consumer lives.",
        shop = f.shop(),
        who = f.who(l),
        street = f.street(l),
        place = f.place(l),
    )
}

fn privacy_de(f: &TemplateFacts<'_>) -> String {
    let l = Language::De;
    format!(
        "# Datenschutzerklärung\n\n\
         ## Verantwortlicher\n\n{address}\nE-Mail: {email}\n\n\
         ## Welche Daten wir verarbeiten\n\n\
         Wenn du bestellst, verarbeiten wir deinen Namen, deine E-Mail-Adresse, dein Land, gegebenenfalls deine Anschrift und Umsatzsteuer-Identifikationsnummer sowie die Bestell- und Zahlungsdaten, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO) und gesetzliche Aufbewahrungspflichten einzuhalten (Art. 6 Abs. 1 lit. c DSGVO).\n\n\
         ## Shop-Plattform und Zahlungsanbieter\n\n\
         Der Shop läuft auf der Plattform Sellwerk, die die Daten in unserem Auftrag verarbeitet (Art. 28 DSGVO). Zahlungen wickeln die im Checkout gewählten Zahlungsanbieter ab; sie erhalten die für die Zahlung nötigen Daten und verarbeiten sie auch in eigener Verantwortung.\n\n\
         ## Cookies und Tracking\n\n\
         Notwendige Cookies halten deine Anmeldung und deinen Warenkorb. Statistik- oder Marketing-Dienste setzen wir nur mit deiner Einwilligung ein (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit widerrufen kannst.\n\n\
         ## Speicherdauer\n\n\
         Wir speichern deine Daten, solange der Vertrag und dein Zugang bestehen, und danach so lange, wie gesetzliche Aufbewahrungsfristen es verlangen (in der Regel bis zu zehn Jahre für Buchungsbelege).\n\n\
         ## Deine Rechte\n\n\
         Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren. Schreib uns dazu an {email}.",
        address = f.address(l),
        email = f.email(l),
    )
}

fn privacy_en(f: &TemplateFacts<'_>) -> String {
    let l = Language::En;
    format!(
        "# Privacy notice\n\n\
         ## Controller\n\n{address}\nE-mail: {email}\n\n\
         ## What we process\n\n\
         When you order, we process your name, e-mail address, country, where needed your address and VAT number, and the order and payment details, to perform the contract (Art. 6(1)(b) GDPR) and to meet legal retention duties (Art. 6(1)(c) GDPR).\n\n\
         ## Shop platform and payment providers\n\n\
         The shop runs on the Sellwerk platform, which processes the data on our behalf (Art. 28 GDPR). Payments are handled by the payment providers you choose at checkout; they receive what the payment needs and also process it as controllers in their own right.\n\n\
         ## Cookies and tracking\n\n\
         Necessary cookies keep you signed in and keep your cart. We use statistics or marketing services only with your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.\n\n\
         ## How long we keep data\n\n\
         We keep your data while the contract and your access last, and afterwards as long as legal retention periods require (usually up to ten years for accounting records).\n\n\
         ## Your rights\n\n\
         You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to complain to a data protection authority. Write to us at {email}.",
        address = f.address(l),
        email = f.email(l),
    )
}

fn cancellation_de(f: &TemplateFacts<'_>) -> String {
    let l = Language::De;
    format!(
        "# Widerrufsbelehrung\n\n\
         ## Widerrufsrecht\n\n\
         Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.\n\n\
         Um dein Widerrufsrecht auszuüben, musst du uns ({who}, {street}, {place}, E-Mail: {email}) mittels einer eindeutigen Erklärung (zum Beispiel eine E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.\n\n\
         ## Folgen des Widerrufs\n\n\
         Wenn du diesen Vertrag widerrufst, haben wir dir alle Zahlungen, die wir von dir erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über deinen Widerruf bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es sei denn, mit dir wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden dir wegen dieser Rückzahlung Entgelte berechnet.\n\n\
         ## Erlöschen des Widerrufsrechts\n\n\
         Bei einem Vertrag über digitale Inhalte, die nicht auf einem körperlichen Datenträger geliefert werden, erlischt das Widerrufsrecht, wenn wir mit der Ausführung des Vertrags begonnen haben, nachdem du ausdrücklich zugestimmt hast, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung beginnen, und du deine Kenntnis davon bestätigt hast, dass du durch deine Zustimmung mit Beginn der Ausführung dein Widerrufsrecht verlierst.\n\n\
         ## Muster-Widerrufsformular\n\n\
         (Wenn du den Vertrag widerrufen willst, fülle bitte dieses Formular aus und sende es an uns zurück.)\n\n\
         An {who}, {street}, {place}, E-Mail: {email}\n\n\
         Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren / die Erbringung der folgenden Dienstleistung: ____\n\n\
         Bestellt am ____ / erhalten am ____\n\nName des/der Verbraucher(s): ____\n\nAnschrift des/der Verbraucher(s): ____\n\nDatum: ____",
        who = f.who(l),
        street = f.street(l),
        place = f.place(l),
        email = f.email(l),
    )
}

fn cancellation_en(f: &TemplateFacts<'_>) -> String {
    let l = Language::En;
    format!(
        "# Cancellation terms\n\n\
         ## Right of withdrawal\n\n\
         You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period is fourteen days from the day the contract is made.\n\n\
         To exercise the right of withdrawal, you must inform us ({who}, {street}, {place}, e-mail: {email}) of your decision to withdraw from this contract by a clear statement (for example an e-mail). You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication before the withdrawal period has expired.\n\n\
         ## Effects of withdrawal\n\n\
         If you withdraw from this contract, we shall reimburse all payments received from you without undue delay and in any event not later than fourteen days from the day on which we are informed of your decision to withdraw. We will use the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of the reimbursement.\n\n\
         ## Loss of the right of withdrawal\n\n\
         For a contract for digital content not supplied on a tangible medium, the right of withdrawal ends once we have begun performing the contract after you expressly consented to our beginning before the end of the withdrawal period and acknowledged that you thereby lose your right of withdrawal.\n\n\
         ## Model withdrawal form\n\n\
         (Complete and return this form only if you wish to withdraw from the contract.)\n\n\
         To {who}, {street}, {place}, e-mail: {email}\n\n\
         I/We hereby give notice that I/We withdraw from my/our contract for the following goods / the provision of the following service: ____\n\n\
         Ordered on ____ / received on ____\n\nName of consumer(s): ____\n\nAddress of consumer(s): ____\n\nDate: ____",
        who = f.who(l),
        street = f.street(l),
        place = f.place(l),
        email = f.email(l),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::legal::validate_document;

    fn profile() -> BusinessStep {
        BusinessStep {
            business_type: Some("natural".to_owned()),
            first_name: Some("Mara".to_owned()),
            last_name: Some("Aquarell".to_owned()),
            street: Some("Farbweg".to_owned()),
            street_number: Some("3".to_owned()),
            zip: Some("80331".to_owned()),
            city: Some("München".to_owned()),
            country_code: Some("de".to_owned()),
            phone: Some("+49 89 123456".to_owned()),
            vat_payer: Some(false),
            vat_exempt_reason: Some("small_business".to_owned()),
            ..BusinessStep::default()
        }
    }

    #[test]
    fn every_template_is_a_valid_document_filled_from_the_profile() {
        let p = profile();
        let facts = TemplateFacts {
            profile: &p,
            shop_name: "Maras Aquarellschule",
            email: "mara@example.org",
        };
        for kind in DocumentKind::ALL {
            for language in [Language::De, Language::En] {
                let draft = template(kind, language, &facts);
                assert_eq!(
                    validate_document(kind, &draft),
                    vec![],
                    "{kind:?} {language:?}"
                );
                assert!(
                    draft.body.contains("mara@example.org") || kind == DocumentKind::Terms,
                    "{kind:?}"
                );
                assert!(
                    draft.body.contains("Mara Aquarell"),
                    "{kind:?} {language:?}"
                );
                assert!(
                    draft.body.contains("80331 München"),
                    "{kind:?} {language:?}"
                );
                // nothing is left to invent: the profile held everything
                assert_eq!(
                    gaps(&draft.body),
                    Vec::<String>::new(),
                    "{kind:?} {language:?}"
                );
                assert_eq!(
                    draft.name.is_some(),
                    kind == DocumentKind::CancellationTerms
                );
            }
        }
        let terms = template(DocumentKind::Terms, Language::De, &facts).body;
        assert!(
            terms.contains("§ 19 UStG")
                && !terms.contains("enthalten die gesetzliche Umsatzsteuer")
        );
        let imprint = template(DocumentKind::Imprint, Language::De, &facts).body;
        assert!(imprint.contains("Kleinunternehmer gemäß § 19 UStG"));
    }

    #[test]
    fn what_the_profile_lacks_is_a_gap_never_an_invention() {
        let p = BusinessStep {
            business_type: Some("entity".to_owned()),
            company: Some("Farbe & Form GmbH".to_owned()),
            vat_payer: Some(true),
            vat_number: Some("DE123456789".to_owned()),
            ..BusinessStep::default()
        };
        let facts = TemplateFacts {
            profile: &p,
            shop_name: "",
            email: "",
        };
        let imprint = template(DocumentKind::Imprint, Language::De, &facts).body;
        assert!(imprint.contains("Farbe & Form GmbH"));
        assert!(imprint.contains("DE123456789"));
        assert_eq!(
            gaps(&imprint),
            [
                "Straße und Hausnummer",
                "PLZ und Ort",
                "Land",
                "Telefonnummer",
                "E-Mail-Adresse",
                "Name der vertretungsberechtigten Person",
                "Registergericht und Registernummer"
            ]
        );
        let terms = template(DocumentKind::Terms, Language::En, &facts).body;
        assert!(terms.contains("All prices include VAT"));
    }
}
