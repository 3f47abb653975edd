//! The quote's fuzz harness over random inputs, on every `npm test`: the
//! libFuzzer target (`core/fuzz`, `scripts/fuzz.sh`, `npm run fuzz`) guides
//! its inputs by coverage and needs its own instrumented build of core, so
//! it runs on demand; this test feeds the same harness (the same recipes of
//! edited seed requests, the same checks of every answer: no panic, JSON
//! with exactly one of ok and error, problems with a field and a code,
//! net + vat == gross, the total the payments' sum) with random bytes, and
//! the seed corpus as it is.
#![cfg(feature = "tzdb")]

use proptest::prelude::*;

#[path = "../fuzz/fuzz_targets/quote_harness.rs"]
mod harness;

#[test]
fn every_seed_request_keeps_the_promises() {
    // (not every seed is a valid order: one has a VAT id that fails its
    // check and a method the seller lacks, so the quote's rules answer)
    for seed in harness::SEEDS {
        harness::check(seed);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_inputs_and_edited_seeds_keep_the_promises(data in proptest::collection::vec(any::<u8>(), 0..512)) {
        harness::check(&String::from_utf8_lossy(&data));
        if let Some(request) = harness::mutated_request(&data) {
            harness::check(&request);
        }
    }
}
