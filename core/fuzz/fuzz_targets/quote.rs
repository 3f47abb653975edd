//! Fuzz target over the checkout quote: `sellwerk_core::quote_json` must
//! never panic, and must always answer a JSON object with exactly one of
//! `ok` and `error`.
//!
//! Every input is used twice:
//! 1. as it is, as the request text (reaches the JSON parser and serde's
//!    checks; the seed corpus is valid requests, so libFuzzer's own
//!    mutations of them reach the quote too);
//! 2. as a recipe: the bytes pick one of the valid seed requests and a few
//!    edits to it (replace a value with an interesting or random string or
//!    number, drop a key or an element, repeat an array, splice in a part of
//!    another seed, add a key). The result is still JSON of roughly the
//!    right shape, so the quote's own rules run instead of the parser
//!    stopping at the first byte.
//!
//! Beyond "no panic", the answer is checked against what `quote_json`
//! documents: an error lists at least one problem, each with a field and a
//! code; a quote's amounts are decimal strings, `net + vat == gross` for
//! every payment, and `total` is the sum of the payments' grosses.
//!
//! Run with `scripts/fuzz.sh [seconds]`.
#![no_main]

use std::cell::RefCell;

use libfuzzer_sys::fuzz_target;

#[path = "quote_harness.rs"]
mod harness;

use harness::{check, mutated_request};

thread_local! {
    /// The edited request being quoted, for the crash report: the saved
    /// input is the recipe, not the request it made.
    static EDITED: RefCell<String> = const { RefCell::new(String::new()) };
}

fuzz_target!(
    init: {
        let abort = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            EDITED.with_borrow(|r| {
                if !r.is_empty() {
                    eprintln!("edited request: {r}");
                }
            });
            abort(info);
        }));
    },
    |data: &[u8]| {
        check(&String::from_utf8_lossy(data));
        if let Some(request) = mutated_request(data) {
            EDITED.set(request);
            EDITED.with_borrow(|r| check(r));
            EDITED.with_borrow_mut(String::clear);
        }
    }
);

