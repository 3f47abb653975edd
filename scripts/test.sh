#!/usr/bin/env bash
# Runs every test: formatting and lints, Rust unit and property tests, the
# wasm builds, TypeScript checks, the worker size, and vitest (unit tests,
# integration tests against the built worker in workerd with local D1, R2 and
# Queues, and browser tests in headless Chromium).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ensure_rust_tools
ensure_npm_packages
ensure_chromium

log "rustfmt"
cargo fmt --all --check
log "clippy"
cargo clippy -p sellwerk-core --all-targets --locked -- -D warnings
cargo clippy -p sellwerk-payments --all-targets --locked -- -D warnings
cargo clippy -p sellwerk-edge -p sellwerk-wasm --target wasm32-unknown-unknown --locked -- -D warnings
cargo clippy -p sellwerk-edge --features dev --target wasm32-unknown-unknown --locked -- -D warnings
log "Rust tests"
cargo test -p sellwerk-core --locked
cargo test -p sellwerk-payments --locked
# the edge's host-side unit tests (the list SQL: repo::lists)
cargo test -p sellwerk-edge --lib --locked
log "fuzzing the quote"
bash scripts/fuzz.sh 20
log "wasm builds (wasm-pkg, web, the worker's development and production builds)"
bash scripts/build.sh
bash scripts/build-worker.sh
log "TypeScript"
tsc -p web/tsconfig.json
log "what wrangler deploy uploads (production build, no development value, size)"
bash scripts/check-deploy.sh
log "native runners for the parity tests"
# the dev profile: it reuses what `cargo test` built above (a release build
# with LTO took a minute or two for a test that runs a second or two)
cargo build --locked -p sellwerk-core --example quote_lines --example rules_lines
log "vitest: unit, integration, parity and browser tests"
vitest run
