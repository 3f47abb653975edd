//! Milliseconds of one Argon2id hash at OWASP's parameters, natively: the
//! baseline `bench/password.mjs` compares the worker's hash with. Prints
//! one JSON line.

use std::time::Instant;

use sellwerk_core::auth::hash_password;

fn main() {
    const ROUNDS: u32 = 20;
    let _ = hash_password("warm up", &[1; 16]);
    let start = Instant::now();
    for i in 0..ROUNDS {
        let salt = [u8::try_from(i % 256).unwrap_or(0); 16];
        std::hint::black_box(hash_password("correct horse battery", &salt).unwrap_or_default());
    }
    let micros = start.elapsed().as_micros() / u128::from(ROUNDS);
    println!("{{\"native_hash_us\":{micros}}}");
}
