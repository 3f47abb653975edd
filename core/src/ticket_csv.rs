//! The Payment ticket CSV export (spec section 3, "Payment ticket: export
//! columns"): one row per issued event ticket, written with
//! [`order_csv`](crate::order_csv)'s encoding (RFC 4180, CRLF, quotes
//! doubled, formula cells defused).
//!
//! Decisions where the spec only names groups:
//! - `event_date` is the ticket's start as ISO 8601 with the offset its
//!   time zone has on that day (`2030-05-01T10:00:00+02:00`), so a
//!   spreadsheet reads the instant and a person the local time; a start
//!   that cannot be read is written as stored (`2030-05-01T10:00`).
//! - `qr_code_url` is an absolute link to the ticket's QR code that the
//!   seller opens signed in (`GET /v1/cabinet/payment_tickets/{code}/qr.svg`);
//!   the edge writes it, since only it knows the origin.
//! - "product and ticket names" are `product_name` and `ticket_name`;
//!   "location" is `location` (the place's short name, `online` for an
//!   online event), `location_address` (the street address, or the online
//!   event's link) and `location_country` (ISO 3166 alpha-2, empty online).
//! - `price` is what the buyer pays for the ticket: the gross of the event's
//!   own lines over every payment of the order's quote (after a coupon, VAT
//!   included, order bumps left out), a decimal string with a dot in the
//!   minor units of `currency` (upper-case ISO 4217). Never a float.
//! - "payer address fields" are `payer_email`, `payer_first_name`,
//!   `payer_last_name`, `payer_street`, `payer_street_number`, `payer_zip`,
//!   `payer_city` and `payer_country` (the payer form's fields).
//! - "attendee address fields" are the same names with `attendee_`; the
//!   checkout does not ask who attends yet, so they are present and empty
//!   (as the Order CSV keeps columns of features still to come), and a
//!   seller's import keeps working when it does.

use jiff::civil::DateTime;
use serde::{Deserialize, Serialize};

use crate::Currency;
use crate::checkout::ItemRole;
use crate::money::Money;
use crate::order_csv::line;
use crate::ticket::time_zone;

/// The header, in order.
pub const COLUMNS: [&str; 29] = [
    "id",
    "event_date",
    "qr_code_url",
    "code",
    "state",
    "product_name",
    "ticket_name",
    "location",
    "location_address",
    "location_country",
    "price",
    "currency",
    "payer_email",
    "payer_first_name",
    "payer_last_name",
    "payer_street",
    "payer_street_number",
    "payer_zip",
    "payer_city",
    "payer_country",
    "attendee_email",
    "attendee_first_name",
    "attendee_last_name",
    "attendee_street",
    "attendee_street_number",
    "attendee_zip",
    "attendee_city",
    "attendee_country",
    "order_id",
];

/// One issued ticket as the export writes it; every cell is text already
/// (the attendee columns have no field: see the module's decisions).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TicketCsvRow {
    pub id: i64,
    /// From [`event_date`].
    pub event_date: String,
    pub qr_code_url: String,
    pub code: String,
    pub state: String,
    pub product_name: String,
    pub ticket_name: String,
    pub location: String,
    pub location_address: String,
    pub location_country: String,
    /// A decimal string, from [`price`].
    pub price: String,
    pub currency: String,
    pub payer_email: String,
    pub payer_first_name: String,
    pub payer_last_name: String,
    pub payer_street: String,
    pub payer_street_number: String,
    pub payer_zip: String,
    pub payer_city: String,
    pub payer_country: String,
    pub order_id: i64,
}

impl TicketCsvRow {
    /// The cells in [`COLUMNS`] order.
    pub fn cells(&self) -> [String; 29] {
        let empty = String::new;
        [
            self.id.to_string(),
            self.event_date.clone(),
            self.qr_code_url.clone(),
            self.code.clone(),
            self.state.clone(),
            self.product_name.clone(),
            self.ticket_name.clone(),
            self.location.clone(),
            self.location_address.clone(),
            self.location_country.clone(),
            self.price.clone(),
            self.currency.clone(),
            self.payer_email.clone(),
            self.payer_first_name.clone(),
            self.payer_last_name.clone(),
            self.payer_street.clone(),
            self.payer_street_number.clone(),
            self.payer_zip.clone(),
            self.payer_city.clone(),
            self.payer_country.clone(),
            empty(),
            empty(),
            empty(),
            empty(),
            empty(),
            empty(),
            empty(),
            empty(),
            self.order_id.to_string(),
        ]
    }

    /// The row as one CSV line (with its CRLF).
    pub fn line(&self) -> String {
        line(&self.cells())
    }
}

/// The header line.
pub fn header() -> String {
    line(&COLUMNS)
}

/// A ticket's start (`YYYY-MM-DDTHH:MM`, wall-clock time in the IANA zone
/// `zone`) as ISO 8601 with its offset; as stored when either cannot be
/// read. A time the clock skips or repeats means the instant core's
/// `ticket` rules take (jiff's compatible disambiguation: shifted forward
/// in a gap, the first of the two in an overlap).
pub fn event_date(starts_at: &str, zone: &str) -> String {
    let zoned = starts_at
        .trim()
        .parse::<DateTime>()
        .ok()
        .zip(time_zone(zone).ok())
        .and_then(|(local, tz)| local.to_zoned(tz).ok());
    match zoned {
        Some(z) => z.strftime("%Y-%m-%dT%H:%M:%S%:z").to_string(),
        None => starts_at.to_owned(),
    }
}

/// The order's quote as stored (core's `Quote` as JSON), as far as the
/// price of the ticket needs it.
#[derive(Deserialize)]
struct StoredQuote {
    currency: String,
    due_now: StoredPayment,
    #[serde(default)]
    later: Vec<StoredPayment>,
}

#[derive(Deserialize)]
struct StoredPayment {
    lines: Vec<StoredLine>,
}

#[derive(Deserialize)]
struct StoredLine {
    role: ItemRole,
    gross: String,
}

/// The ticket's price from its order's quote (JSON as stored): the gross of
/// the main product's lines over every payment the quote lists, exact.
/// `None` when the quote cannot be read.
pub fn price(quote_json: &str) -> Option<Money> {
    let quote: StoredQuote = serde_json::from_str(quote_json).ok()?;
    let currency = Currency::parse(&quote.currency).ok()?;
    std::iter::once(&quote.due_now)
        .chain(&quote.later)
        .flat_map(|p| &p.lines)
        .filter(|l| l.role == ItemRole::Main)
        .try_fold(Money::zero(currency), |sum, l| {
            sum.checked_add(Money::parse(&l.gross, currency).ok()?).ok()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(cells: &[String], name: &str) -> String {
        let i = COLUMNS.iter().position(|c| *c == name).unwrap();
        cells[i].clone()
    }

    #[test]
    fn a_row_has_a_cell_for_every_column_in_order() {
        let row = TicketCsvRow {
            id: 7,
            code: "ABCD2345EFGH".into(),
            price: "50.00".into(),
            currency: "EUR".into(),
            payer_email: "a@b.de".into(),
            order_id: 42,
            ..TicketCsvRow::default()
        };
        let cells = row.cells();
        assert_eq!(cells.len(), COLUMNS.len());
        assert_eq!(at(&cells, "id"), "7");
        assert_eq!(at(&cells, "code"), "ABCD2345EFGH");
        assert_eq!(at(&cells, "price"), "50.00");
        assert_eq!(at(&cells, "currency"), "EUR");
        assert_eq!(at(&cells, "payer_email"), "a@b.de");
        assert_eq!(at(&cells, "order_id"), "42");
        assert!(header().starts_with("id,event_date,qr_code_url,code,state,"));
        assert!(header().ends_with(",order_id\r\n"));
        let mut names = COLUMNS.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), COLUMNS.len());
    }

    #[test]
    fn empty_fields_are_empty_cells_and_attendees_are_empty() {
        let row = TicketCsvRow {
            id: 1,
            order_id: 2,
            ..TicketCsvRow::default()
        };
        // 29 cells, 28 commas; only the ids are written.
        assert_eq!(row.line(), format!("1{}2\r\n", ",".repeat(28)));
        let full = TicketCsvRow {
            payer_first_name: "Erika".into(),
            payer_last_name: "Muster".into(),
            ..row
        };
        let cells = full.cells();
        for name in COLUMNS.iter().filter(|c| c.starts_with("attendee_")) {
            assert_eq!(at(&cells, name), "", "{name}");
        }
    }

    #[test]
    fn cells_are_quoted_and_formulas_defused() {
        let row = TicketCsvRow {
            id: 3,
            product_name: "Summit, \"Live\"".into(),
            ticket_name: "=HYPERLINK(\"http://x\")".into(),
            location: "@Hall".into(),
            location_address: "Street 1\nBerlin".into(),
            payer_first_name: "+49 30 1".into(),
            payer_last_name: "-Smith".into(),
            payer_city: "\tTab".into(),
            price: "-3.10".into(),
            payer_zip: "+49".into(),
            ..TicketCsvRow::default()
        };
        let line = row.line();
        assert!(line.contains(",\"Summit, \"\"Live\"\"\","), "{line}");
        assert!(
            line.contains(",\"'=HYPERLINK(\"\"http://x\"\")\","),
            "{line}"
        );
        assert!(line.contains(",'@Hall,\"Street 1\nBerlin\","), "{line}");
        assert!(line.contains(",-3.10,"), "{line}");
        assert!(line.contains(",'+49 30 1,'-Smith,"), "{line}");
        assert!(line.contains(",'\tTab,"), "{line}");
        // A plain signed number is a number, not a formula.
        assert!(line.contains(",+49,"), "{line}");
        assert!(line.ends_with("\r\n"));
    }

    // Europe/Berlin and friends come from the bundled database
    #[cfg(feature = "tzdb")]
    #[test]
    fn event_dates_carry_the_offset_of_their_zone() {
        assert_eq!(
            event_date("2030-05-01T10:00", "Europe/Berlin"),
            "2030-05-01T10:00:00+02:00"
        );
        assert_eq!(
            event_date("2030-01-15T19:30", "Europe/Berlin"),
            "2030-01-15T19:30:00+01:00"
        );
        assert_eq!(
            event_date("2030-01-15T19:30", "America/New_York"),
            "2030-01-15T19:30:00-05:00"
        );
        assert_eq!(
            event_date("2030-01-15T19:30", "UTC"),
            "2030-01-15T19:30:00+00:00"
        );
        // The clock skips 02:30 and repeats it.
        assert_eq!(
            event_date("2030-03-31T02:30", "Europe/Berlin"),
            "2030-03-31T03:30:00+02:00"
        );
        assert_eq!(
            event_date("2030-10-27T02:30", "Europe/Berlin"),
            "2030-10-27T02:30:00+02:00"
        );
        // Unreadable: as stored.
        assert_eq!(
            event_date("2030-01-15T19:30", "Mars/Olympus"),
            "2030-01-15T19:30"
        );
        assert_eq!(event_date("soon", "Europe/Berlin"), "soon");
    }

    #[test]
    fn the_price_is_the_main_products_gross_over_every_payment() {
        let quote = r#"{"currency":"eur","vat_treatment":"domestic",
            "due_now":{"date":"2030-01-01","lines":[
                {"product_id":1,"role":"main","gross":"50.00","net":"42.02"},
                {"product_id":9,"role":"bump","gross":"5.00","net":"4.20"}],"gross":"55.00"},
            "later":[{"date":"2030-02-01","lines":[
                {"product_id":1,"role":"main","gross":"25.10"}]}],
            "total":"80.10"}"#;
        assert_eq!(price(quote).unwrap().to_decimal_string(), "75.10");
        let jpy = r#"{"currency":"jpy","due_now":{"lines":[{"role":"main","gross":"1500"}]}}"#;
        assert_eq!(price(jpy).unwrap().to_decimal_string(), "1500");
        let free = r#"{"currency":"eur","due_now":{"lines":[]}}"#;
        assert_eq!(price(free).unwrap().to_decimal_string(), "0.00");
        for broken in [
            "",
            "{}",
            r#"{"currency":"xxx","due_now":{"lines":[]}}"#,
            r#"{"currency":"eur","due_now":{"lines":[{"role":"main","gross":"1e3"}]}}"#,
        ] {
            assert_eq!(price(broken), None, "{broken}");
        }
    }
}
