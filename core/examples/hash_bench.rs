//! Milliseconds of one Argon2id hash at OWASP's parameters, natively: the
//! baseline `bench/password.mjs` compares the worker's hash with. Prints
//! one JSON line. The first argument is the number of hashes (20 by
//! default; `bench/smoke.sh` takes one).

use std::time::Instant;

use sellwerk_core::auth::hash_password;

fn main() {
    let rounds: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .filter(|r| *r > 0)
        .unwrap_or(20);
    let _ = hash_password("warm up", &[1; 16]);
    let start = Instant::now();
    for i in 0..rounds {
        let salt = [u8::try_from(i % 256).unwrap_or(0); 16];
        std::hint::black_box(hash_password("correct horse battery", &salt).unwrap_or_default());
    }
    let micros = start.elapsed().as_micros() / u128::from(rounds);
    println!("{{\"native_hash_us\":{micros}}}");
}
