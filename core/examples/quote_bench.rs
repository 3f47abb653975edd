//! Quotes per second of `sellwerk_core::quote_json`, natively: the same
//! JSON string in and string out as wasm-pkg's `quoteJson`, so native and
//! wasm do identical work. Run by `npm run bench` (bench/run.sh).
//!
//! The requests: a one-time product at 49.00 EUR (gross, German seller)
//! with a 10 % coupon, bought from several countries. bench/quote.mjs
//! builds the same requests (`request(country)` there must match
//! `request` here).
//!
//! Prints one JSON line: `{"native_quotes_per_sec": N}`.

use std::hint::black_box;
use std::time::Instant;

use sellwerk_core::checkout::quote_json;

const COUNTRIES: [&str; 6] = ["DE", "AT", "FR", "HU", "US", "FI"];

fn request(country: &str) -> String {
    format!(
        concat!(
            r#"{{"seller":{{"country":"DE","vat":{{"status":"vat_payer"}},"prices_include_vat":true,"payment_methods":["card","paypal"]}},"#,
            r#""currency":"eur","#,
            r#""items":[{{"product_id":1,"role":"main","plan":{{"kind":"one_time","currency":"eur","price":"49.00"}}}}],"#,
            r#""coupon":{{"code":"TEN","active":true,"value":"10","value_form":"percents"}},"#,
            r#""buyer":{{"country":"{}"}},"#,
            r#""payment_method":"card","start":"2026-11-22T10:00:00Z","time_zone":"Europe/Berlin"}}"#
        ),
        country
    )
}

fn main() {
    let iterations: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200_000);
    let requests: Vec<String> = COUNTRIES.iter().map(|c| request(c)).collect();
    // Every request must be quoted, or the benchmark measures error paths.
    for r in &requests {
        let out = quote_json(r);
        if !out.starts_with(r#"{"ok":"#) {
            eprintln!("quote_bench: request not quoted: {out}");
            std::process::exit(1);
        }
    }
    // Warm-up.
    for r in requests.iter().cycle().take(iterations / 20) {
        black_box(quote_json(black_box(r)));
    }
    let start = Instant::now();
    let mut bytes = 0usize;
    for r in requests.iter().cycle().take(iterations) {
        bytes = bytes.wrapping_add(black_box(quote_json(black_box(r))).len());
    }
    let elapsed = start.elapsed().as_nanos().max(1);
    black_box(bytes);
    // Integer arithmetic: quotes per second = iterations * 1e9 / ns.
    let per_sec = (iterations as u128) * 1_000_000_000 / elapsed;
    println!("{{\"native_quotes_per_sec\": {per_sec}}}");
}
