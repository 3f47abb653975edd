//! The Order CSV export (spec section 3, "Order CSV columns"): the columns
//! in the spec's order, one row per order, and the CSV encoding (RFC 4180,
//! CRLF, quotes doubled) with cells that a spreadsheet would run as a
//! formula defused by a leading apostrophe.
//!
//! Decisions: the spec names some columns by groups ("event and ticket
//! fields", "buyer_* and owner_* address fields"); they are spelled out in
//! [`COLUMNS`]. Columns of features that do not exist yet (campaigns,
//! sales teams, publishers, product groups) are present and empty, so a
//! seller's import keeps working when they arrive. Booleans are `true` or
//! `false`; amounts are decimal strings with a dot.

use serde::{Deserialize, Serialize};

/// The header, in order.
pub const COLUMNS: [&str; 51] = [
    "token",
    "product",
    "created_at",
    "payment_state",
    "payment_form",
    "period_type",
    "test_period",
    "paid_count",
    "paid",
    "product_id",
    "power_seller",
    "total",
    "currency_key",
    "seller_business",
    "recurring",
    "pricing_plan_name",
    "pricing_plan_id",
    "coupon_code",
    "campaign_id",
    "with_test_period",
    "with_custom_start",
    "event_name",
    "ticket_name",
    "event_date",
    "event_location",
    "buyer_email",
    "buyer_first_name",
    "buyer_last_name",
    "buyer_street",
    "buyer_street_number",
    "buyer_zip",
    "buyer_city",
    "buyer_country",
    "buyer_phone",
    "buyer_vat_id",
    "owner_first_name",
    "owner_last_name",
    "owner_country",
    "team_member",
    "sales_team_member_name",
    "sales_team_member_id",
    "sales_team_member_fee",
    "publisher_id",
    "last_due_date",
    "due_date",
    "id",
    "upsell_type",
    "product_groups",
    "internal_name",
    "cost_center",
    "success_page_url",
];

/// One order as the export writes it; every cell is text already.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OrderCsvRow {
    pub token: String,
    pub product: String,
    pub created_at: String,
    pub payment_state: String,
    /// The plan kind: `one_time`, `installment`, `subscription`,
    /// `limited_subscription`.
    pub payment_form: String,
    /// The plan's interval (`1m`), empty for one-time plans.
    pub period_type: String,
    pub test_period: String,
    pub paid_count: u32,
    /// The sum of the paid rates.
    pub paid: String,
    pub product_id: i64,
    pub total: String,
    pub currency_key: String,
    pub recurring: bool,
    pub pricing_plan_name: String,
    pub pricing_plan_id: i64,
    pub coupon_code: String,
    pub with_test_period: bool,
    pub event_name: String,
    pub ticket_name: String,
    pub event_date: String,
    pub event_location: String,
    pub buyer_email: String,
    pub buyer_first_name: String,
    pub buyer_last_name: String,
    pub buyer_street: String,
    pub buyer_street_number: String,
    pub buyer_zip: String,
    pub buyer_city: String,
    pub buyer_country: String,
    pub buyer_phone: String,
    pub buyer_vat_id: String,
    pub owner_first_name: String,
    pub owner_last_name: String,
    pub owner_country: String,
    pub last_due_date: String,
    pub due_date: String,
    pub id: i64,
    /// `funnel` for an order taken in a funnel; empty otherwise.
    pub upsell_type: String,
    pub internal_name: String,
    pub cost_center: String,
    pub success_page_url: String,
}

fn flag(b: bool) -> String {
    if b { "true" } else { "false" }.to_owned()
}

impl OrderCsvRow {
    /// The cells in [`COLUMNS`] order.
    pub fn cells(&self) -> [String; 51] {
        let empty = String::new;
        [
            self.token.clone(),
            self.product.clone(),
            self.created_at.clone(),
            self.payment_state.clone(),
            self.payment_form.clone(),
            self.period_type.clone(),
            self.test_period.clone(),
            self.paid_count.to_string(),
            self.paid.clone(),
            self.product_id.to_string(),
            flag(false),
            self.total.clone(),
            self.currency_key.clone(),
            flag(false),
            flag(self.recurring),
            self.pricing_plan_name.clone(),
            self.pricing_plan_id.to_string(),
            self.coupon_code.clone(),
            empty(),
            flag(self.with_test_period),
            flag(false),
            self.event_name.clone(),
            self.ticket_name.clone(),
            self.event_date.clone(),
            self.event_location.clone(),
            self.buyer_email.clone(),
            self.buyer_first_name.clone(),
            self.buyer_last_name.clone(),
            self.buyer_street.clone(),
            self.buyer_street_number.clone(),
            self.buyer_zip.clone(),
            self.buyer_city.clone(),
            self.buyer_country.clone(),
            self.buyer_phone.clone(),
            self.buyer_vat_id.clone(),
            self.owner_first_name.clone(),
            self.owner_last_name.clone(),
            self.owner_country.clone(),
            empty(),
            empty(),
            empty(),
            empty(),
            empty(),
            self.last_due_date.clone(),
            self.due_date.clone(),
            self.id.to_string(),
            self.upsell_type.clone(),
            empty(),
            self.internal_name.clone(),
            self.cost_center.clone(),
            self.success_page_url.clone(),
        ]
    }

    /// The row as one CSV line (with its CRLF).
    pub fn line(&self) -> String {
        line(&self.cells())
    }
}

/// One cell: quoted when it holds a comma, quote, CR or LF (quotes
/// doubled); a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a
/// leading apostrophe so spreadsheets show it instead of running it —
/// except plain numbers such as `-5` or `-3.10`.
pub fn cell(value: &str) -> String {
    let numeric = value.strip_prefix(['-', '+']).is_some_and(|rest| {
        !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit() || c == '.')
    });
    let risky = !numeric && value.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let value = if risky {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if value.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

/// A line of cells, CRLF-terminated.
pub fn line<S: AsRef<str>>(cells: &[S]) -> String {
    let mut out = cells
        .iter()
        .map(|c| cell(c.as_ref()))
        .collect::<Vec<_>>()
        .join(",");
    out.push_str("\r\n");
    out
}

/// The header line.
pub fn header() -> String {
    line(&COLUMNS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_defused() {
        assert_eq!(cell("plain"), "plain");
        assert_eq!(cell("a,b"), "\"a,b\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("two\nlines"), "\"two\nlines\"");
        assert_eq!(cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(cell("+49 30 123"), "'+49 30 123");
        assert_eq!(cell("-5"), "-5");
        assert_eq!(cell("-3.10"), "-3.10");
        assert_eq!(cell(""), "");
    }

    #[test]
    fn a_row_has_a_cell_for_every_column_in_order() {
        let row = OrderCsvRow {
            token: "tok".into(),
            product: "Field Guide, 2nd ed.".into(),
            payment_state: "paid".into(),
            id: 42,
            recurring: true,
            buyer_email: "a@b.de".into(),
            ..OrderCsvRow::default()
        };
        let cells = row.cells();
        assert_eq!(cells.len(), COLUMNS.len());
        let at = |name: &str| {
            let i = COLUMNS.iter().position(|c| *c == name).unwrap();
            cells[i].clone()
        };
        assert_eq!(at("token"), "tok");
        assert_eq!(at("id"), "42");
        assert_eq!(at("recurring"), "true");
        assert_eq!(at("buyer_email"), "a@b.de");
        assert_eq!(at("campaign_id"), "");
        assert!(row.line().starts_with("tok,\"Field Guide, 2nd ed.\","));
        assert!(row.line().ends_with("\r\n"));
        assert!(header().starts_with("token,product,created_at,payment_state,"));
        // the header has no duplicate names
        let mut names = COLUMNS.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), COLUMNS.len());
    }
}
