//! Quotes per second of `sellwerk_core::quote`, natively. Run by `npm run bench`.
//! Prints one JSON line: `{"native_quotes_per_sec": N}`.

use std::hint::black_box;
use std::time::Instant;

use sellwerk_core::checkout::{BuyerInput, OfferData, QuoteInput, quote};
use sellwerk_core::pricing::PlanKind;
use sellwerk_core::tax::VatStatus;

const COUNTRIES: [&str; 6] = ["DE", "AT", "FR", "HU", "US", "FI"];

fn main() {
    let iterations: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300_000);
    let offer = OfferData {
        plan_kind: PlanKind::OneTime,
        currency: "eur".into(),
        price: "49.00".into(),
        pay_what_you_want: false,
        prices_include_vat: true,
        seller_country: "DE".into(),
        seller_vat: VatStatus::VatPayer,
    };
    let buyers: Vec<BuyerInput> = COUNTRIES
        .iter()
        .map(|c| BuyerInput {
            buyer_country: (*c).into(),
            amount: None,
        })
        .collect();
    let start = Instant::now();
    let mut ok = 0u32;
    for i in 0..iterations {
        let buyer = &buyers[i as usize % buyers.len()];
        if black_box(quote(&QuoteInput {
            offer: &offer,
            buyer,
            discount: None,
        }))
        .is_ok()
        {
            ok += 1;
        }
    }
    let elapsed = start.elapsed().as_nanos().max(1);
    // integer arithmetic: quotes per second = ok * 1e9 / ns
    let per_sec = u128::from(ok) * 1_000_000_000 / elapsed;
    println!("{{\"native_quotes_per_sec\": {per_sec}}}");
}
