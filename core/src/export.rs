//! CSV exports made in the background: what a seller may export, the states
//! an export passes through, how long its file is kept and how its parts
//! are named. The edge's queue job writes an export in chunks (one R2
//! object per part, the CSV header in part 0); the download joins the
//! parts in order. No I/O here.

use serde::{Deserialize, Serialize};

use crate::lists::{self, ListDef};

/// How long an export's file is kept (and its mailed link works): 7 days,
/// as Shopify keeps its mailed exports. Decision: the spec is silent.
pub const TTL_SECONDS: i64 = 7 * 24 * 60 * 60;

/// Failed attempts of one chunk after which the export fails (the queue
/// would stop retrying the message after as many).
pub const MAX_CHUNK_FAILURES: i64 = 5;

/// Rows a direct CSV download (`GET …/export`) holds at most: at
/// [`DIRECT_PAGE`] rows a page, 1 count and at most 6 page reads in the
/// request. A larger one answers 409 `export_too_large`, naming the
/// background export (`POST /v1/cabinet/exports`), which has no such bound.
/// Decision: the direct download stays for the small exports most sellers
/// make (and the scripts that fetch them); the web app uses the background
/// export.
pub const DIRECT_EXPORT_MAX: u64 = 1_000;

/// Orders (or tickets) per page of a direct CSV download.
pub const DIRECT_PAGE: i64 = 200;

/// What an export holds: the orders (the orders list's filters, core's
/// `order_csv` columns) or the issued payment tickets (the tickets list's
/// filters, `ticket_csv` columns).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ExportKind {
    Orders,
    PaymentTickets,
}

impl ExportKind {
    pub const ALL: [ExportKind; 2] = [ExportKind::Orders, ExportKind::PaymentTickets];

    pub fn name(self) -> &'static str {
        match self {
            ExportKind::Orders => "orders",
            ExportKind::PaymentTickets => "payment_tickets",
        }
    }

    pub fn from_name(name: &str) -> Option<ExportKind> {
        Self::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The list whose filters and search the export takes.
    pub fn list(self) -> &'static ListDef {
        match self {
            ExportKind::Orders => &lists::ORDERS,
            ExportKind::PaymentTickets => &lists::PAYMENT_TICKETS,
        }
    }

    /// The downloaded file's name: the kind and the export's id, so two
    /// exports of one day do not overwrite each other in a downloads folder.
    pub fn filename(self, export_id: i64) -> String {
        format!("{}-{export_id}.csv", self.name())
    }
}

/// Where an export stands: `queued` until its first chunk runs, `running`
/// while chunks follow, then `done` (the file is complete) or `failed` (a
/// chunk failed [`MAX_CHUNK_FAILURES`] times; the seller may start another).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ExportState {
    Queued,
    Running,
    Done,
    Failed,
}

impl ExportState {
    pub const ALL: [ExportState; 4] = [
        ExportState::Queued,
        ExportState::Running,
        ExportState::Done,
        ExportState::Failed,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ExportState::Queued => "queued",
            ExportState::Running => "running",
            ExportState::Done => "done",
            ExportState::Failed => "failed",
        }
    }

    pub fn from_name(name: &str) -> Option<ExportState> {
        Self::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Whether chunks are still to run (the seller has at most one open
    /// export per kind).
    pub fn is_open(self) -> bool {
        matches!(self, ExportState::Queued | ExportState::Running)
    }
}

/// The R2 key of part `part` written by attempt `attempt` (a random tag):
/// `{prefix}part-00003-{attempt}.csv`. Two attempts at one part (a
/// redelivered message racing the first) write two objects; the export's
/// part row names the one that counts, so a loser's rows are never read.
pub fn part_key(prefix: &str, part: u32, attempt: &str) -> String {
    format!("{prefix}part-{part:05}-{attempt}.csv")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in ExportKind::ALL {
            assert_eq!(ExportKind::from_name(kind.name()), Some(kind));
        }
        for state in ExportState::ALL {
            assert_eq!(ExportState::from_name(state.name()), Some(state));
        }
        assert_eq!(ExportKind::from_name("rates"), None);
        assert_eq!(ExportState::from_name("Done"), None);
    }

    #[test]
    fn open_states_are_queued_and_running() {
        let open: Vec<_> = ExportState::ALL
            .into_iter()
            .filter(|s| s.is_open())
            .collect();
        assert_eq!(open, [ExportState::Queued, ExportState::Running]);
    }

    #[test]
    fn parts_sort_in_order_and_name_their_attempt() {
        let a = part_key("exports/1/ab/", 9, "x");
        let b = part_key("exports/1/ab/", 10, "x");
        assert_eq!(a, "exports/1/ab/part-00009-x.csv");
        assert!(a < b);
        assert_eq!(
            ExportKind::PaymentTickets.filename(4),
            "payment_tickets-4.csv"
        );
        assert_eq!(ExportKind::Orders.list().name, lists::ORDERS.name);
    }
}
