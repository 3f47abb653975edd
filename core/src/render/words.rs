//! The page's own words in English and German (the seller's texts are the
//! seller's), and a plan's price in words: "49,00 €", "ab 9,00 €",
//! "3 × 66,67 € monatlich", "19,00 € pro Monat" with "14 Tage kostenlos",
//! "Kostenlos", the same wording the app's `checkout/planWords.ts` uses.

use crate::format::{Locale, format_money};
use crate::language::Language;
use crate::money::Money;
use crate::pricing::{Plan, PlanKind, PlanTerms};

/// The fixed words of a public page.
#[derive(Debug)]
pub struct Words {
    pub buy: &'static str,
    pub details: &'static str,
    pub sold_out: &'static str,
    pub menu: &'static str,
    pub footer_menu: &'static str,
    pub my_account: &'static str,
    /// The header's link to where a buyer cancels a subscription.
    pub cancel_subscription: &'static str,
    /// The language switcher's label.
    pub language: &'static str,
    pub share: &'static str,
    pub by_mail: &'static str,
    pub skip: &'static str,
    pub all: &'static str,
    pub category: &'static str,
    pub show: &'static str,
    pub more: &'static str,
    pub products: &'static str,
    pub no_products: &'static str,
    pub included: &'static str,
    pub description: &'static str,
    /// A course's chapters and lessons on its product page.
    pub curriculum: &'static str,
    pub lessons_count: &'static str,
    pub one_lesson: &'static str,
    pub download: &'static str,
    pub open: &'static str,
    pub pdf: &'static str,
    pub file: &'static str,
    pub watch: &'static str,
    pub listen: &'static str,
    pub imprint: &'static str,
    pub terms: &'static str,
    pub privacy: &'static str,
    pub follow: &'static str,
    pub legal: &'static str,
    pub send: &'static str,
    pub optional: &'static str,
    pub contact: &'static str,
    pub thanks: &'static str,
    pub paid: &'static str,
    pub pending: &'static str,
    pub processing: &'static str,
    pub canceled: &'static str,
    pub product: &'static str,
    pub total: &'static str,
    pub order: &'static str,
    pub manage: &'static str,
    pub back_to_shop: &'static str,
    pub partner: &'static str,
    pub commission: &'static str,
    pub cookie_days: &'static str,
    pub become_partner: &'static str,
    pub offer: &'static str,
    pub accept: &'static str,
    pub decline: &'static str,
    pub ends: &'static str,
    pub units: [&'static str; 6],
    pub fields: [&'static str; 9],
    pub message: &'static str,
    pub testimonials: &'static str,
    pub free: &'static str,
    pub from: &'static str,
    pub then: &'static str,
    pub free_trial: &'static str,
    pub trial_for: &'static str,
    pub per: &'static str,
    pub every: &'static str,
    pub adverbs: [&'static str; 4],
    pub unit_names: [[&'static str; 2]; 4],
    pub months: [&'static str; 12],
}

const EN: Words = Words {
    buy: "Buy now",
    details: "Details",
    sold_out: "Sold out",
    menu: "Menu",
    footer_menu: "More links",
    my_account: "My purchases",
    cancel_subscription: "Cancel a subscription",
    language: "Language",
    share: "Share",
    by_mail: "E-mail",
    skip: "Skip to content",
    all: "All",
    category: "Category",
    show: "Show",
    more: "Show more",
    products: "Products",
    no_products: "No products here yet.",
    included: "Included in this bundle",
    description: "Description",
    curriculum: "Course content",
    lessons_count: "{n} lessons",
    one_lesson: "1 lesson",
    download: "Download",
    open: "Open",
    pdf: "PDF document",
    file: "File",
    watch: "Watch the video",
    listen: "Listen",
    imprint: "Imprint",
    terms: "Terms",
    privacy: "Privacy",
    follow: "Follow us",
    legal: "Legal",
    send: "Send",
    optional: "optional",
    contact: "Contact",
    thanks: "Thank you for your order!",
    paid: "Your payment is confirmed.",
    pending: "We are waiting for your payment. This page refreshes by itself.",
    processing: "We are processing your order.",
    canceled: "This order was canceled.",
    product: "Product",
    total: "Total",
    order: "Order",
    manage: "Manage your order",
    back_to_shop: "Back to the shop",
    partner: "Partner program",
    commission: "Commission",
    cookie_days: "Cookie duration",
    become_partner: "Become a partner",
    offer: "A special offer for you",
    accept: "Yes, I want this",
    decline: "No, thanks",
    ends: "Offer ends on",
    units: ["Months", "Weeks", "Days", "Hours", "Minutes", "Seconds"],
    fields: [
        "First name",
        "Last name",
        "E-mail",
        "Date of birth",
        "Street",
        "Postcode",
        "Country",
        "Phone",
        "Your message",
    ],
    message: "Message",
    testimonials: "What buyers say",
    free: "Free",
    from: "from",
    then: "then",
    free_trial: "free",
    trial_for: "for",
    per: "per",
    every: "every",
    adverbs: ["daily", "weekly", "monthly", "yearly"],
    unit_names: [
        ["day", "days"],
        ["week", "weeks"],
        ["month", "months"],
        ["year", "years"],
    ],
    months: [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
};

const DE: Words = Words {
    buy: "Jetzt kaufen",
    details: "Details",
    sold_out: "Ausverkauft",
    menu: "Menü",
    footer_menu: "Weitere Links",
    my_account: "Meine Käufe",
    cancel_subscription: "Abo kündigen",
    language: "Sprache",
    share: "Teilen",
    by_mail: "E-Mail",
    skip: "Zum Inhalt springen",
    all: "Alle",
    category: "Kategorie",
    show: "Anzeigen",
    more: "Mehr anzeigen",
    products: "Produkte",
    no_products: "Hier gibt es noch keine Produkte.",
    included: "In diesem Paket enthalten",
    description: "Beschreibung",
    curriculum: "Kursinhalt",
    lessons_count: "{n} Lektionen",
    one_lesson: "1 Lektion",
    download: "Herunterladen",
    open: "Öffnen",
    pdf: "PDF-Dokument",
    file: "Datei",
    watch: "Video ansehen",
    listen: "Anhören",
    imprint: "Impressum",
    terms: "AGB",
    privacy: "Datenschutz",
    follow: "Folge uns",
    legal: "Rechtliches",
    send: "Senden",
    optional: "optional",
    contact: "Kontakt",
    thanks: "Danke für deine Bestellung!",
    paid: "Deine Zahlung ist bestätigt.",
    pending: "Wir warten auf deine Zahlung. Diese Seite aktualisiert sich von selbst.",
    processing: "Wir bearbeiten deine Bestellung.",
    canceled: "Diese Bestellung wurde storniert.",
    product: "Produkt",
    total: "Gesamt",
    order: "Bestellung",
    manage: "Bestellung verwalten",
    back_to_shop: "Zurück zum Shop",
    partner: "Partnerprogramm",
    commission: "Provision",
    cookie_days: "Cookie-Laufzeit",
    become_partner: "Partner werden",
    offer: "Ein besonderes Angebot für dich",
    accept: "Ja, das will ich",
    decline: "Nein, danke",
    ends: "Angebot endet am",
    units: ["Monate", "Wochen", "Tage", "Stunden", "Minuten", "Sekunden"],
    fields: [
        "Vorname",
        "Nachname",
        "E-Mail",
        "Geburtsdatum",
        "Straße",
        "PLZ",
        "Land",
        "Telefon",
        "Deine Nachricht",
    ],
    message: "Nachricht",
    testimonials: "Das sagen Käufer",
    free: "Kostenlos",
    from: "ab",
    then: "danach",
    free_trial: "kostenlos",
    trial_for: "für",
    per: "pro",
    every: "alle",
    adverbs: ["täglich", "wöchentlich", "monatlich", "jährlich"],
    unit_names: [
        ["Tag", "Tage"],
        ["Woche", "Wochen"],
        ["Monat", "Monate"],
        ["Jahr", "Jahre"],
    ],
    months: [
        "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.",
        "Dez.",
    ],
};

/// The words of `language`.
pub fn words(language: Language) -> &'static Words {
    match language {
        Language::En => &EN,
        Language::De => &DE,
    }
}

/// The money locale of a page's language.
pub fn locale(language: Language) -> Locale {
    match language {
        Language::En => Locale::En,
        Language::De => Locale::De,
    }
}

/// A plan's price in words: the main line (`amount`, with the recurring
/// part in `per`) and, for a trial, its own line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceWords {
    pub main: String,
    pub per: Option<String>,
    pub trial: Option<String>,
    /// The amount a search engine reads (`Offer.price`): the first charge.
    pub amount: String,
    pub currency: String,
}

/// `14d` as (14, unit index): day, week, month, year.
fn split_interval(interval: &str) -> Option<(u32, usize)> {
    let unit = match interval.chars().last()? {
        'd' => 0,
        'w' => 1,
        'm' => 2,
        'y' => 3,
        _ => return None,
    };
    let count: u32 = interval.get(..interval.len() - 1)?.parse().ok()?;
    Some((count, unit))
}

/// "14 days" / "14 Tage".
pub fn period(interval: &str, w: &Words) -> Option<String> {
    let (count, unit) = split_interval(interval)?;
    let [one, many] = *w.unit_names.get(unit)?;
    Some(format!("{count} {}", if count == 1 { one } else { many }))
}

/// "per month" / "pro Monat", "every 2 weeks" / "alle 2 Wochen".
fn per(interval: &str, w: &Words) -> Option<String> {
    let (count, unit) = split_interval(interval)?;
    let [one, many] = *w.unit_names.get(unit)?;
    Some(if count == 1 {
        format!("{} {one}", w.per)
    } else {
        format!("{} {count} {many}", w.every)
    })
}

/// "monthly" / "monatlich", "every 2 weeks" / "alle 2 Wochen".
fn every(interval: &str, w: &Words) -> Option<String> {
    let (count, unit) = split_interval(interval)?;
    if count == 1 {
        w.adverbs.get(unit).map(|a| (*a).to_owned())
    } else {
        per(interval, w)
    }
}

/// The words of a plan's price; `None` when its terms are not valid (the
/// page then shows the plan without a price rather than a wrong one).
pub fn price_words(terms: &PlanTerms, language: Language) -> Option<PriceWords> {
    let plan = Plan::from_terms(terms).ok()?;
    let w = words(language);
    let loc = locale(language);
    let money = |m: Money| format_money(m, loc);
    let first = *plan.amounts.first()?;
    let interval = if plan.custom_intervals.is_empty() {
        plan.interval.map(|i| i.to_string())
    } else {
        None
    };
    let currency = plan.currency.code().to_ascii_uppercase();
    let base = PriceWords {
        main: String::new(),
        per: None,
        trial: None,
        amount: first.to_decimal_string(),
        currency,
    };
    Some(match plan.kind {
        PlanKind::OneTime if plan.pay_what_you_want => PriceWords {
            main: format!("{} {}", w.from, money(first)),
            ..base
        },
        PlanKind::OneTime if first.is_zero() => PriceWords {
            main: w.free.to_owned(),
            ..base
        },
        PlanKind::OneTime => PriceWords {
            main: money(first),
            ..base
        },
        PlanKind::Installment | PlanKind::LimitedSubscription => {
            let amounts = &plan.amounts;
            let rest = amounts.get(1..).unwrap_or_default();
            let later = rest.first().copied().unwrap_or(first);
            let main = if amounts.iter().all(|a| *a == first) {
                format!("{} × {}", amounts.len(), money(first))
            } else if rest.iter().all(|a| *a == later) {
                format!(
                    "{}, {} {} × {}",
                    money(first),
                    w.then,
                    rest.len(),
                    money(later)
                )
            } else {
                format!("{} × {}", amounts.len(), money(first))
            };
            PriceWords {
                main,
                per: interval.as_deref().and_then(|i| every(i, w)),
                trial: trial_words(&plan, w, &money),
                ..base
            }
        }
        PlanKind::Subscription => {
            let next = plan.amounts.get(1).copied().unwrap_or(first);
            let main = if next == first {
                money(first)
            } else {
                format!("{}, {} {}", money(first), w.then, money(next))
            };
            PriceWords {
                main,
                per: interval.as_deref().and_then(|i| per(i, w)),
                trial: trial_words(&plan, w, &money),
                ..base
            }
        }
    })
}

fn trial_words(plan: &Plan, w: &Words, money: &dyn Fn(Money) -> String) -> Option<String> {
    let trial = plan.trial?;
    let length = period(&trial.period.to_string(), w)?;
    Some(if trial.amount.is_zero() {
        format!("{length} {}", w.free_trial)
    } else {
        format!("{} {} {length}", money(trial.amount), w.trial_for)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pricing::PlanKind;

    fn terms(kind: PlanKind) -> PlanTerms {
        PlanTerms {
            kind: Some(kind),
            currency: "eur".into(),
            ..PlanTerms::default()
        }
    }

    fn main(t: &PlanTerms, l: Language) -> String {
        let w = price_words(t, l).unwrap();
        [Some(w.main), w.per, w.trial]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" | ")
    }

    #[test]
    fn prices_in_words() {
        let one = PlanTerms {
            price: Some("49".into()),
            ..terms(PlanKind::OneTime)
        };
        assert_eq!(main(&one, Language::De), "49,00 €");
        assert_eq!(main(&one, Language::En), "49.00 €");
        let free = PlanTerms {
            price: Some("0".into()),
            ..terms(PlanKind::OneTime)
        };
        assert_eq!(main(&free, Language::De), "Kostenlos");
        let pwyw = PlanTerms {
            price: Some("9".into()),
            pay_what_you_want: true,
            ..terms(PlanKind::OneTime)
        };
        assert_eq!(main(&pwyw, Language::En), "from 9.00 €");
        let inst = PlanTerms {
            first_amount: Some("66.67".into()),
            next_amount: Some("66.67".into()),
            payments_count: Some(3),
            interval: Some("1m".into()),
            ..terms(PlanKind::Installment)
        };
        assert_eq!(main(&inst, Language::De), "3 × 66,67 € | monatlich");
        let sub = PlanTerms {
            first_amount: Some("9".into()),
            next_amount: Some("19".into()),
            interval: Some("2w".into()),
            trial_period: Some("14d".into()),
            trial_amount: Some("0".into()),
            ..terms(PlanKind::Subscription)
        };
        assert_eq!(
            main(&sub, Language::En),
            "9.00 €, then 19.00 € | every 2 weeks | 2 weeks free"
        );
        assert_eq!(
            main(&sub, Language::De),
            "9,00 €, danach 19,00 € | alle 2 Wochen | 2 Wochen kostenlos"
        );
        assert_eq!(price_words(&terms(PlanKind::OneTime), Language::En), None);
    }
}
