//! The orders CSV export, written for a bookkeeper (issue 30): one row per
//! order with what bookkeeping needs (order number, dates, buyer, country,
//! product, plan, net, VAT rate, VAT, gross, currency, payment method,
//! status, refunded amount and date), the headers in the seller's
//! language, and the encoding spreadsheet programs of that language open as
//! columns: German with `;` between cells, a decimal comma, `DD.MM.YYYY`
//! dates and a UTF-8 byte order mark (German Excel reads a file without
//! one as Windows-1252 and shows `FÃ¼r`, and splits on `;`); English with
//! `,`, a decimal point and ISO dates. Both RFC 4180 (CRLF, quotes
//! doubled), with cells that a spreadsheet would run as a formula defused
//! by a leading apostrophe.
//!
//! Decisions:
//! - Amounts are the money that arrived: gross is the sum of the paid
//!   rates (refunded ones included, since they were paid before), net and
//!   VAT the same rates' share of the order's quote (the edge's price of
//!   record, whose payments have `net + vat == gross`). An unpaid checkout
//!   has zero. The refund is its own column: gross minus refunded is what
//!   stayed.
//! - The VAT rate is the rate of those payments (several rates, as with
//!   an order bump of another supply kind, are joined by ` / `).
//! - No invoice number: Sellwerk makes no invoices yet, so the column
//!   would be empty; it is added when invoices exist. The spec's columns of
//!   features that do not exist (campaigns, sales teams, publishers,
//!   product groups) are left out for the same reason.

use crate::language::Language;
use crate::money::Money;
use crate::pricing::PlanKind;
use crate::states::PaymentState;

/// How a file is written for a language's spreadsheet programs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CsvFormat {
    pub language: Language,
    /// Between cells: `;` in German, `,` in English.
    pub separator: char,
    /// `,` in German, `.` in English.
    pub decimal: char,
    /// A UTF-8 byte order mark opens the file (German).
    pub bom: bool,
}

impl CsvFormat {
    /// The format spreadsheet programs of `language` expect.
    pub fn of(language: Language) -> CsvFormat {
        match language {
            Language::De => CsvFormat {
                language,
                separator: ';',
                decimal: ',',
                bom: true,
            },
            Language::En => CsvFormat {
                language,
                separator: ',',
                decimal: '.',
                bom: false,
            },
        }
    }

    /// An amount as a cell: the decimal string with this format's decimal
    /// mark, no thousands separator (`1234,50`).
    pub fn amount(self, money: Money) -> String {
        let text = money.to_decimal_string();
        if self.decimal == '.' {
            text
        } else {
            text.replace('.', &self.decimal.to_string())
        }
    }

    /// A day (`YYYY-MM-DD…`, an RFC 3339 time is cut to its date) as a
    /// cell: `DD.MM.YYYY` in German, as is in English; empty stays empty.
    pub fn date(self, text: &str) -> String {
        let day = text.get(..10).unwrap_or(text);
        match (self.language, day.split('-').collect::<Vec<_>>().as_slice()) {
            (Language::De, [y, m, d]) if y.len() == 4 && m.len() == 2 && d.len() == 2 => {
                format!("{d}.{m}.{y}")
            }
            _ => day.to_owned(),
        }
    }
}

/// The columns: key, English and German header.
pub const COLUMNS: [(&str, &str, &str); 19] = [
    ("order_number", "Order number", "Bestellnummer"),
    ("order_date", "Order date", "Bestelldatum"),
    ("payment_date", "Payment date", "Zahlungsdatum"),
    ("buyer_name", "Buyer", "Käufer"),
    ("buyer_email", "Buyer e-mail", "E-Mail des Käufers"),
    ("buyer_country", "Country", "Land"),
    ("buyer_vat_id", "VAT ID", "USt-IdNr."),
    ("product", "Product", "Produkt"),
    ("plan", "Plan", "Tarif"),
    ("payment_type", "Payment type", "Zahlungsart"),
    ("net", "Net", "Netto"),
    ("vat_rate", "VAT rate (%)", "USt-Satz (%)"),
    ("vat", "VAT", "USt"),
    ("gross", "Gross", "Brutto"),
    ("currency", "Currency", "Währung"),
    ("payment_method", "Payment method", "Zahlungsmethode"),
    ("status", "Status", "Status"),
    ("refunded", "Refunded", "Erstattet"),
    ("refund_date", "Refund date", "Erstattungsdatum"),
];

/// One order as the export writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderCsvRow {
    pub order_number: i64,
    /// When the order was made (RFC 3339).
    pub created_at: String,
    /// When its first money arrived; empty for an unpaid checkout.
    pub paid_at: String,
    pub buyer_name: String,
    pub buyer_email: String,
    /// ISO 3166 code of the country the VAT was decided for.
    pub buyer_country: String,
    pub buyer_vat_id: String,
    pub product: String,
    pub plan: String,
    pub plan_kind: Option<PlanKind>,
    pub net: Money,
    /// The VAT rates in percent (`19`, `7.7`), as the quote names them.
    pub vat_rates: Vec<String>,
    pub vat: Money,
    pub gross: Money,
    /// The payment method's API name (`card`, `sepa`, …).
    pub payment_method: String,
    pub payment_state: Option<PaymentState>,
    pub refunded: Money,
    /// When the last refund was made; empty without one.
    pub refunded_at: String,
}

/// A plan kind in words.
fn kind_words(kind: PlanKind, language: Language) -> &'static str {
    match (kind, language) {
        (PlanKind::OneTime, Language::En) => "One-time payment",
        (PlanKind::OneTime, Language::De) => "Einmalzahlung",
        (PlanKind::Installment, Language::En) => "Instalments",
        (PlanKind::Installment, Language::De) => "Ratenzahlung",
        (PlanKind::LimitedSubscription, Language::En) => "Limited subscription",
        (PlanKind::LimitedSubscription, Language::De) => "Befristetes Abonnement",
        (PlanKind::Subscription, Language::En) => "Subscription",
        (PlanKind::Subscription, Language::De) => "Abonnement",
    }
}

/// A payment state in words.
fn state_words(state: PaymentState, language: Language) -> &'static str {
    use PaymentState as S;
    let (en, de) = match state {
        S::PaymentWaiting => ("Waiting for payment", "Wartet auf Zahlung"),
        S::PaymentPending => ("Payment pending", "Zahlung in Bearbeitung"),
        S::Paying => ("Paying", "In Zahlung"),
        S::Paid => ("Paid", "Bezahlt"),
        S::PaymentPaused => ("Paused", "Pausiert"),
        S::PaymentCanceled => ("Cancelled", "Gekündigt"),
        S::PaymentRefunded => ("Refunded", "Erstattet"),
        S::PaymentNotCompleted => ("Not completed", "Nicht abgeschlossen"),
        S::PaymentChargebacked => ("Charged back", "Rückbuchung"),
    };
    match language {
        Language::En => en,
        Language::De => de,
    }
}

impl OrderCsvRow {
    /// The cells in [`COLUMNS`] order, written for `format`.
    pub fn cells(&self, format: CsvFormat) -> [String; 19] {
        let language = format.language;
        let rates = self
            .vat_rates
            .iter()
            .map(|r| {
                if format.decimal == '.' {
                    r.clone()
                } else {
                    r.replace('.', &format.decimal.to_string())
                }
            })
            .collect::<Vec<_>>()
            .join(" / ");
        [
            self.order_number.to_string(),
            format.date(&self.created_at),
            format.date(&self.paid_at),
            self.buyer_name.clone(),
            self.buyer_email.clone(),
            self.buyer_country.clone(),
            self.buyer_vat_id.clone(),
            self.product.clone(),
            self.plan.clone(),
            self.plan_kind
                .map(|k| kind_words(k, language).to_owned())
                .unwrap_or_default(),
            format.amount(self.net),
            rates,
            format.amount(self.vat),
            format.amount(self.gross),
            self.gross.currency().code().to_ascii_uppercase(),
            self.payment_method.clone(),
            self.payment_state
                .map(|s| state_words(s, language).to_owned())
                .unwrap_or_default(),
            if self.refunded.is_zero() {
                String::new()
            } else {
                format.amount(self.refunded)
            },
            format.date(&self.refunded_at),
        ]
    }

    /// The row as one CSV line (with its CRLF) in `format`.
    pub fn line(&self, format: CsvFormat) -> String {
        line_in(&self.cells(format), format)
    }
}

/// The header line in `format` (its language's words), after the byte
/// order mark when the format has one: the start of the file.
pub fn header(format: CsvFormat) -> String {
    let names: Vec<&str> = COLUMNS
        .iter()
        .map(|(_, en, de)| match format.language {
            Language::En => *en,
            Language::De => *de,
        })
        .collect();
    let mut out = String::new();
    if format.bom {
        out.push('\u{feff}');
    }
    out.push_str(&line_in(&names, format));
    out
}

/// What the paid rates of an order come to, from the order's quote (the
/// JSON of `checkout::Quote` as the edge stored it): `rates` are the
/// indexes of the rates paid (0 the first payment, `i` the quote's
/// `later[i - 1]`; a rate past the listed ones, of an open-ended
/// subscription, is like the last listed). Net, VAT, gross and the VAT
/// rates; zero without paid rates; `None` when the quote is not one.
pub fn booked(
    quote: &serde_json::Value,
    rates: &[usize],
    currency: crate::currency::Currency,
) -> Option<(Money, Money, Money, Vec<String>)> {
    let due_now = quote.get("due_now")?;
    let later = quote
        .get("later")
        .and_then(serde_json::Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or_default();
    let amount = |payment: &serde_json::Value, key: &str| -> Option<Money> {
        Money::parse(payment.get(key)?.as_str()?, currency).ok()
    };
    let mut net = Money::zero(currency);
    let mut vat = Money::zero(currency);
    let mut gross = Money::zero(currency);
    let mut names: Vec<String> = Vec::new();
    let mut add_rates = |payment: &serde_json::Value| {
        for group in payment
            .get("vat_breakdown")
            .and_then(serde_json::Value::as_array)
            .map(Vec::as_slice)
            .unwrap_or_default()
        {
            if let Some(rate) = group.get("rate").and_then(serde_json::Value::as_str)
                && !names.iter().any(|n| n == rate)
            {
                names.push(rate.to_owned());
            }
        }
    };
    for &rate in rates {
        let payment = match rate {
            0 => due_now,
            i => later.get(i - 1).or_else(|| later.last()).unwrap_or(due_now),
        };
        net = net.checked_add(amount(payment, "net")?).ok()?;
        vat = vat.checked_add(amount(payment, "vat")?).ok()?;
        gross = gross.checked_add(amount(payment, "gross")?).ok()?;
        add_rates(payment);
    }
    if rates.is_empty() {
        add_rates(due_now);
    }
    Some((net, vat, gross, names))
}

/// Whether a cell's text is a plain number (`-5`, `-3.10`, `-3,10`),
/// which may start with a sign without being a formula.
fn numeric(value: &str) -> bool {
    value.strip_prefix(['-', '+']).is_some_and(|rest| {
        !rest.is_empty()
            && rest
                .chars()
                .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
    })
}

/// One cell between `separator`s: quoted when it holds the separator, a
/// quote, CR or LF (quotes doubled); a cell starting with `=`, `+`, `-`,
/// `@`, tab or CR gets a leading apostrophe so spreadsheets show it
/// instead of running it — except plain numbers such as `-5` or `-3.10`.
pub fn cell_in(value: &str, separator: char) -> String {
    let risky = !numeric(value) && value.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let value = if risky {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if value.contains([separator, '"', '\r', '\n']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

/// [`cell_in`] with the comma.
pub fn cell(value: &str) -> String {
    cell_in(value, ',')
}

/// A line of cells in `format`, CRLF-terminated.
pub fn line_in<S: AsRef<str>>(cells: &[S], format: CsvFormat) -> String {
    let mut out = cells
        .iter()
        .map(|c| cell_in(c.as_ref(), format.separator))
        .collect::<Vec<_>>()
        .join(&format.separator.to_string());
    out.push_str("\r\n");
    out
}

/// A line of cells with commas, CRLF-terminated (the tickets' CSV).
pub fn line<S: AsRef<str>>(cells: &[S]) -> String {
    line_in(cells, CsvFormat::of(Language::En))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::currency::Currency;

    fn eur(s: &str) -> Money {
        Money::parse(s, Currency::EUR).unwrap()
    }

    #[test]
    fn cells_are_quoted_and_formulas_defused() {
        assert_eq!(cell("plain"), "plain");
        assert_eq!(cell("a,b"), "\"a,b\"");
        assert_eq!(cell_in("a,b", ';'), "a,b");
        assert_eq!(cell_in("a;b", ';'), "\"a;b\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("two\nlines"), "\"two\nlines\"");
        assert_eq!(cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(cell("+49 30 123"), "'+49 30 123");
        assert_eq!(cell("-5"), "-5");
        assert_eq!(cell("-3.10"), "-3.10");
        assert_eq!(cell_in("-3,10", ';'), "-3,10");
        assert_eq!(cell(""), "");
    }

    fn row() -> OrderCsvRow {
        OrderCsvRow {
            order_number: 42,
            created_at: "2026-12-07T03:45:00.000Z".into(),
            paid_at: "2026-12-07T03:46:00.000Z".into(),
            buyer_name: "Jürgen Müller".into(),
            buyer_email: "j@example.org".into(),
            buyer_country: "DE".into(),
            buyer_vat_id: String::new(),
            product: "Aquarell; für Anfänger".into(),
            plan: "Drei Raten".into(),
            plan_kind: Some(PlanKind::Installment),
            net: eur("35"),
            vat_rates: vec!["19".into()],
            vat: eur("6.65"),
            gross: eur("41.65"),
            payment_method: "card".into(),
            payment_state: Some(PaymentState::PaymentCanceled),
            refunded: eur("10"),
            refunded_at: "2026-12-08T10:00:00Z".into(),
        }
    }

    #[test]
    fn german_is_semicolons_decimal_commas_and_a_bom() {
        let de = CsvFormat::of(Language::De);
        let head = header(de);
        assert!(head.starts_with("\u{feff}Bestellnummer;Bestelldatum;"));
        assert!(head.contains(";Netto;USt-Satz (%);USt;Brutto;Währung;"));
        assert_eq!(
            row().line(de),
            "42;07.12.2026;07.12.2026;Jürgen Müller;j@example.org;DE;;\"Aquarell; für Anfänger\";\
             Drei Raten;Ratenzahlung;35,00;19;6,65;41,65;EUR;card;Gekündigt;10,00;08.12.2026\r\n"
        );
    }

    #[test]
    fn english_is_commas_and_points() {
        let en = CsvFormat::of(Language::En);
        let head = header(en);
        assert!(head.starts_with("Order number,Order date,"));
        assert!(!head.starts_with('\u{feff}'));
        let line = row().line(en);
        assert!(line.starts_with("42,2026-12-07,2026-12-07,Jürgen Müller,"));
        assert!(
            line.contains(
                ",Instalments,35.00,19,6.65,41.65,EUR,card,Cancelled,10.00,2026-12-08\r\n"
            )
        );
        assert_eq!(row().cells(en).len(), COLUMNS.len());
        // no refund: the cell stays empty
        let none = OrderCsvRow {
            refunded: Money::zero(Currency::EUR),
            refunded_at: String::new(),
            ..row()
        };
        assert!(none.line(en).ends_with(",Cancelled,,\r\n"));
        let mut keys: Vec<_> = COLUMNS.iter().map(|c| c.0).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), COLUMNS.len());
    }

    #[test]
    fn the_paid_rates_are_booked_from_the_quote() {
        let quote = serde_json::json!({
            "due_now": {"net": "35.00", "vat": "6.65", "gross": "41.65",
                        "vat_breakdown": [{"rate": "19"}]},
            "later": [
                {"net": "35.00", "vat": "6.65", "gross": "41.65", "vat_breakdown": [{"rate": "19"}]},
                {"net": "35.00", "vat": "6.65", "gross": "41.65", "vat_breakdown": [{"rate": "19"}]},
            ],
        });
        let (net, vat, gross, rates) = booked(&quote, &[0, 1], Currency::EUR).unwrap();
        assert_eq!((net, vat, gross), (eur("70"), eur("13.30"), eur("83.30")));
        assert_eq!(rates, ["19"]);
        // nothing paid: zero, the rate of the first payment
        let (net, _, gross, rates) = booked(&quote, &[], Currency::EUR).unwrap();
        assert_eq!(
            (net, gross, rates),
            (eur("0"), eur("0"), vec!["19".to_owned()])
        );
        // past the listed rates (an open-ended subscription): like the last
        assert_eq!(booked(&quote, &[5], Currency::EUR).unwrap().2, eur("41.65"));
        assert_eq!(booked(&serde_json::json!({}), &[0], Currency::EUR), None);
    }
}
