//! Reads one request per line on stdin, `{"face": F, "request": R}`, and
//! writes core's answer for each, one per line, on stdout: the native side
//! of the parity test of core's rules (validators, lists, state machines,
//! page documents) against the same calls in wasm.
//!
//! Faces: `check` (`validation::check_json`), `list` (`lists::list_json`),
//! `transition` (`states::transition_json`), `page` (the problems of
//! `builder::validate_page`, `[]` when the page may be stored).

use std::io::{self, BufRead, BufWriter, Write};

use sellwerk_core::{builder, lists, states, validation};
use serde_json::Value;

fn answer(line: &str) -> String {
    let Ok(Value::Object(mut line)) = serde_json::from_str::<Value>(line) else {
        return "bad line".to_owned();
    };
    let request = line.remove("request").unwrap_or(Value::Null);
    match line.get("face").and_then(Value::as_str) {
        Some("check") => validation::check_json(&request.to_string()),
        Some("list") => lists::list_json(&request.to_string()),
        Some("transition") => states::transition_json(&request.to_string()),
        Some("page") => {
            let problems = builder::validate_page(&request).err().unwrap_or_default();
            serde_json::to_string(&problems).unwrap_or_default()
        }
        _ => "unknown face".to_owned(),
    }
}

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        writeln!(out, "{}", answer(&line?))?;
    }
    out.flush()
}
