//! Reads one quote request (JSON) per line on stdin and writes core's answer
//! for each, one per line, on stdout: the native side of the parity test
//! that compares core natively and in wasm byte for byte.

use std::io::{self, BufRead, BufWriter, Write};

use sellwerk_core::checkout::quote_json;

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        writeln!(out, "{}", quote_json(&line?))?;
    }
    out.flush()
}
