#!/usr/bin/env bash
# Runs every test: formatting and lints, Rust unit and property tests, the
# wasm builds, TypeScript checks (types, ESLint, Prettier), the worker size,
# and vitest (unit tests, integration tests against the built worker in
# workerd with local D1, R2 and Queues, and browser tests in headless
# Chromium; its files run in parallel, one worker and state per vitest pool,
# see tests/support/server.ts).
#
# The steps take turns on the machine's cores (two on CI). One overlap: the
# quote's fuzzing (its own target directory) and the worker's production
# build run in the background while the TypeScript checks run; each of the
# three spends most of its time on one core (the worker's last minute is its
# crate's codegen and LTO, single-threaded), so together they fill both.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ensure_rust_tools
ensure_npm_packages
ensure_chromium

# what ESLint and Prettier check: the TypeScript and JavaScript of the web
# app, the tests, the benchmark and the scripts, and the configs
ts_sources=(web tests bench scripts/*.mjs vitest.config.ts eslint.config.mjs)

log "rustfmt"
cargo fmt --all --check
log "clippy"
cargo clippy -p sellwerk-core --all-targets --locked -- -D warnings
cargo clippy -p sellwerk-payments --all-targets --locked -- -D warnings
cargo clippy -p sellwerk-edge -p sellwerk-wasm --target wasm32-unknown-unknown --locked -- -D warnings
cargo clippy -p sellwerk-edge --features dev --target wasm32-unknown-unknown --locked -- -D warnings
log "the edge's layers: no SQL outside repo/, no route handler imported below the routes"
bash scripts/check-structure.sh
# and the check itself: each of its rules refuses an injected violation
bash scripts/check-structure.sh --self-test
log "Rust tests"
cargo test -p sellwerk-core --locked
cargo test -p sellwerk-payments --locked
# the edge's host-side unit tests (the list SQL in repo::lists, the API
# document in api_doc: every route once, the document made without a worker)
cargo test -p sellwerk-edge --features dev --lib --locked
log "wasm builds (wasm-pkg and its TypeScript types, web, the worker's development build)"
bash scripts/build.sh

log "fuzzing the quote and the worker's production build (in the background), and the TypeScript checks"
fuzz_log="$(mktemp)"
worker_log="$(mktemp)"
bash scripts/fuzz.sh 20 > "$fuzz_log" 2>&1 &
fuzz_pid=$!
bash scripts/build-worker.sh > "$worker_log" 2>&1 &
worker_pid=$!
trap 'kill "$fuzz_pid" "$worker_pid" 2>/dev/null || true; rm -f "$fuzz_log" "$worker_log"' EXIT
log "TypeScript: types"
tsc -p web/tsconfig.json
log "TypeScript: ESLint (type-aware rules; a warning fails too)"
eslint --max-warnings 0 "${ts_sources[@]}"
fuzz_status=0
wait "$fuzz_pid" || fuzz_status=$?
cat "$fuzz_log"
if [ "$fuzz_status" -ne 0 ]; then
  log "fuzzing the quote failed"
  exit "$fuzz_status"
fi
worker_status=0
wait "$worker_pid" || worker_status=$?
cat "$worker_log"
if [ "$worker_status" -ne 0 ]; then
  log "the worker's production build failed"
  exit "$worker_status"
fi

log "what wrangler deploy uploads (production build, no development value, size)"
bash scripts/check-deploy.sh
log "native runners for the parity tests"
# the dev profile: it reuses what `cargo test` built above (a release build
# with LTO took a minute or two for a test that runs a second or two)
cargo build --locked -p sellwerk-core --example quote_lines --example rules_lines
log "vitest: unit, integration, parity and browser tests"
vitest run
log "TypeScript: formatting (Prettier; \`prettier --write .\` formats)"
prettier --check "${ts_sources[@]}"
log "all tests passed"
