//! An event's tickets (spec sections 2 and 3, "Ticket event"): when and
//! where, how many, and the questions a buyer answers. Each ticket has its
//! own pricing plans (kept with the product's plans, pointing at the
//! ticket).
//!
//! Decisions where the spec is silent:
//! - Times are the wall-clock time of the event's place (`YYYY-MM-DDTHH:MM`)
//!   with an IANA time zone name; the instant is derived through the bundled
//!   time-zone database, so "19:00 in Berlin" stays 19:00 across DST.
//! - A ticket ends at or after it starts; a ticket without an end lasts
//!   until its start (a ticket is "expired" once its end has passed).
//! - Capacity is 1 to 1,000,000 (section 9's input bounds).
//! - At most 20 questions per ticket, at most 30 options per select box or
//!   service question (the spec's ticket-question cardinalities 20 and 30);
//!   checkboxes and open questions take no options.
//! - An online ticket needs an http(s) link; an on-site ticket needs the
//!   place's short name and its country.

use jiff::Timestamp;
use jiff::civil::DateTime;
use jiff::tz::TimeZone;
use serde::{Deserialize, Serialize};

use crate::country::Country;
use crate::problem::{Problem, Problems};
use crate::validation;

pub const TICKET_NAME_MAX: usize = 100;
pub const CAPACITY_MAX: u32 = 1_000_000;
pub const QUESTIONS_MAX: usize = 20;
pub const OPTIONS_MAX: usize = 30;
pub const LABEL_MAX: usize = 200;
pub const PLACE_MAX: usize = 200;

/// The kinds of a ticket question (spec section 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum QuestionKind {
    Checkbox,
    OpenQuestion,
    /// A choice among services offered with the ticket (parking, lunch).
    Service,
    SelectBox,
}

impl QuestionKind {
    fn takes_options(self) -> bool {
        matches!(self, QuestionKind::Service | QuestionKind::SelectBox)
    }
}

/// A question the buyer answers for each ticket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TicketQuestion {
    pub kind: QuestionKind,
    pub label: String,
    #[serde(default)]
    pub required: bool,
    #[serde(default)]
    pub options: Vec<String>,
}

/// What the seller writes about one ticket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TicketDraft {
    pub name: String,
    /// Local wall-clock start, `YYYY-MM-DDTHH:MM`.
    pub starts_at: String,
    /// Local wall-clock end, `YYYY-MM-DDTHH:MM`; empty for "until the start".
    #[serde(default)]
    pub ends_at: String,
    /// IANA name, e.g. `Europe/Berlin`.
    pub time_zone: String,
    #[serde(default)]
    pub online: bool,
    #[serde(default)]
    pub online_url: String,
    #[serde(default)]
    pub location_short_name: String,
    #[serde(default)]
    pub location_address: String,
    #[serde(default)]
    pub country_code: String,
    pub capacity: u32,
    #[serde(default)]
    pub questions: Vec<TicketQuestion>,
}

fn text(p: &mut Problems, field: &str, value: &str, min: usize, max: usize) {
    p.text(field, value, min, max);
}

/// A local `YYYY-MM-DDTHH:MM` (seconds refused: the editor has minutes).
fn local_time(value: &str) -> Result<DateTime, &'static str> {
    let t = value.trim();
    if t.is_empty() {
        return Err("required");
    }
    let shaped = t.len() == 16 && t.as_bytes().get(10) == Some(&b'T');
    match t.parse::<DateTime>() {
        Ok(dt) if shaped => Ok(dt),
        _ => Err("invalid_date_time"),
    }
}

/// The time zone of an IANA name (`invalid_time_zone` otherwise).
pub fn time_zone(name: &str) -> Result<TimeZone, &'static str> {
    let t = name.trim();
    if t.is_empty() {
        return Err("required");
    }
    crate::zones::time_zone(t)
}

/// The instant of a local time in a zone (the later one when the clock is
/// set back; the shifted one in a gap, as a calendar app does).
fn instant(local: DateTime, zone: &TimeZone) -> Option<Timestamp> {
    local.to_zoned(zone.clone()).ok().map(|z| z.timestamp())
}

/// Every problem of a ticket, with fields as the draft names them
/// (`questions.2.options.0`).
pub fn validate_ticket(t: &TicketDraft) -> Vec<Problem> {
    let mut p = Problems::default();
    text(&mut p, "name", &t.name, 1, TICKET_NAME_MAX);
    let zone = time_zone(&t.time_zone).map_err(|code| p.push("time_zone", code));
    let start = local_time(&t.starts_at).map_err(|code| p.push("starts_at", code));
    if !t.ends_at.trim().is_empty() {
        match local_time(&t.ends_at) {
            Err(code) => p.push("ends_at", code),
            Ok(end) => {
                if let Ok(start) = start
                    && end < start
                {
                    p.push("ends_at", "ends_before_start");
                }
            }
        }
    }
    if let (Ok(zone), Ok(start)) = (&zone, start)
        && instant(start, zone).is_none()
    {
        p.push("starts_at", "invalid_date_time");
    }
    if t.online {
        if let Err(code) = validation::http_url(t.online_url.trim()) {
            p.push("online_url", code);
        }
    } else {
        text(
            &mut p,
            "location_short_name",
            &t.location_short_name,
            1,
            PLACE_MAX,
        );
        if Country::parse(&t.country_code).is_err() {
            p.push(
                "country_code",
                if t.country_code.trim().is_empty() {
                    "required"
                } else {
                    "invalid_country"
                },
            );
        }
    }
    text(&mut p, "location_address", &t.location_address, 0, 500);
    if !(1..=CAPACITY_MAX).contains(&t.capacity) {
        p.push("capacity", "filter_out_of_range");
    }
    if t.questions.len() > QUESTIONS_MAX {
        p.push("questions", "too_many_questions");
    }
    for (i, q) in t.questions.iter().enumerate() {
        text(
            &mut p,
            &format!("questions.{i}.label"),
            &q.label,
            1,
            LABEL_MAX,
        );
        if q.kind.takes_options() {
            if q.options.is_empty() {
                p.push(format!("questions.{i}.options"), "options_required");
            } else if q.options.len() > OPTIONS_MAX {
                p.push(format!("questions.{i}.options"), "too_many_options");
            }
            for (j, option) in q.options.iter().enumerate() {
                text(
                    &mut p,
                    &format!("questions.{i}.options.{j}"),
                    option,
                    1,
                    LABEL_MAX,
                );
            }
        } else if !q.options.is_empty() {
            p.push(format!("questions.{i}.options"), "options_not_allowed");
        }
    }
    p.into_vec()
}

/// When a (valid) ticket's event ends, as an instant: its end, or its start
/// when it has none. `None` when the draft does not hold a valid time.
pub fn ends(t: &TicketDraft) -> Option<Timestamp> {
    let zone = time_zone(&t.time_zone).ok()?;
    let end = if t.ends_at.trim().is_empty() {
        &t.starts_at
    } else {
        &t.ends_at
    };
    instant(local_time(end).ok()?, &zone)
}

/// Whether a ticket's event is over at `now` (spec: the ticket event's
/// "expired" flag). A ticket whose time cannot be read counts as over, so
/// it is never sold.
pub fn expired(t: &TicketDraft, now: Timestamp) -> bool {
    ends(t).is_none_or(|end| end <= now)
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "ends_before_start",
    "filter_out_of_range",
    "invalid_country",
    "invalid_date_time",
    "invalid_time_zone",
    "options_not_allowed",
    "options_required",
    "required",
    "too_many_options",
    "too_many_questions",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn ticket() -> TicketDraft {
        TicketDraft {
            name: "Early bird".into(),
            starts_at: "2026-12-05T19:00".into(),
            ends_at: "2026-12-05T23:00".into(),
            time_zone: "Europe/Berlin".into(),
            online: false,
            online_url: String::new(),
            location_short_name: "Kesselhaus".into(),
            location_address: "Schoenhauser Allee 36, Berlin".into(),
            country_code: "de".into(),
            capacity: 200,
            questions: vec![TicketQuestion {
                kind: QuestionKind::SelectBox,
                label: "T-shirt size".into(),
                required: true,
                options: vec!["S".into(), "M".into()],
            }],
        }
    }

    fn codes(t: &TicketDraft) -> Vec<(String, &'static str)> {
        validate_ticket(t)
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    // Europe/Berlin and friends come from the bundled database
    #[cfg(feature = "tzdb")]
    #[test]
    fn a_complete_ticket_passes() {
        assert_eq!(codes(&ticket()), vec![]);
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let mut t = ticket();
        t.name = " ".into();
        t.starts_at = "2026-12-05 19:00".into();
        t.time_zone = "Mars/Olympus".into();
        t.location_short_name = String::new();
        t.country_code = "XX".into();
        t.capacity = 0;
        t.questions = vec![
            TicketQuestion {
                kind: QuestionKind::Checkbox,
                label: "Newsletter?".into(),
                required: false,
                options: vec!["yes".into()],
            },
            TicketQuestion {
                kind: QuestionKind::Service,
                label: String::new(),
                required: false,
                options: vec![],
            },
        ];
        assert_eq!(
            codes(&t),
            vec![
                ("name".into(), "required"),
                ("time_zone".into(), "invalid_time_zone"),
                ("starts_at".into(), "invalid_date_time"),
                ("location_short_name".into(), "required"),
                ("country_code".into(), "invalid_country"),
                ("capacity".into(), "filter_out_of_range"),
                ("questions.0.options".into(), "options_not_allowed"),
                ("questions.1.label".into(), "required"),
                ("questions.1.options".into(), "options_required"),
            ]
        );
    }

    #[test]
    fn end_before_start_and_online_link() {
        let mut t = ticket();
        t.ends_at = "2026-12-05T18:59".into();
        t.online = true;
        t.online_url = "ftp://stream".into();
        let got = codes(&t);
        assert!(got.contains(&("ends_at".into(), "ends_before_start")));
        assert!(got.contains(&("online_url".into(), "invalid_url")));
        // online tickets need no place
        assert!(!got.iter().any(|(f, _)| f == "location_short_name"));
    }

    // Europe/Berlin and friends come from the bundled database
    #[cfg(feature = "tzdb")]
    #[test]
    fn question_and_option_limits() {
        let mut t = ticket();
        t.questions = (0..=QUESTIONS_MAX)
            .map(|i| TicketQuestion {
                kind: QuestionKind::OpenQuestion,
                label: format!("Q{i}"),
                required: false,
                options: vec![],
            })
            .collect();
        assert_eq!(codes(&t), vec![("questions".into(), "too_many_questions")]);
        t.questions = vec![TicketQuestion {
            kind: QuestionKind::SelectBox,
            label: "Pick".into(),
            required: true,
            options: (0..=OPTIONS_MAX).map(|i| i.to_string()).collect(),
        }];
        assert_eq!(
            codes(&t),
            vec![("questions.0.options".into(), "too_many_options")]
        );
    }

    // Europe/Berlin and friends come from the bundled database
    #[cfg(feature = "tzdb")]
    #[test]
    fn expiry_follows_the_events_own_time_zone() {
        let t = ticket(); // ends 23:00 in Berlin (CET, UTC+1) = 22:00 UTC
        let before: Timestamp = "2026-12-05T21:59:00Z".parse().unwrap();
        let after: Timestamp = "2026-12-05T22:00:00Z".parse().unwrap();
        assert!(!expired(&t, before));
        assert!(expired(&t, after));
        let mut tokyo = ticket();
        tokyo.time_zone = "Asia/Tokyo".into(); // UTC+9: ends 14:00 UTC
        assert!(expired(&tokyo, before));
        let mut no_end = ticket();
        no_end.ends_at = String::new(); // lasts until its start, 18:00 UTC
        assert!(expired(&no_end, "2026-12-05T18:00:00Z".parse().unwrap()));
        assert!(!expired(&no_end, "2026-12-05T17:59:00Z".parse().unwrap()));
    }

    #[test]
    fn unreadable_times_count_as_over() {
        let mut t = ticket();
        t.time_zone = "Nowhere/Land".into();
        assert!(expired(&t, Timestamp::UNIX_EPOCH));
    }
}
