#!/usr/bin/env bash
# Runs every test: formatting and lints, Rust unit and property tests, the
# wasm builds, TypeScript checks (types, ESLint, Prettier), the worker size,
# and vitest (unit tests, integration tests against the built worker in
# workerd with local D1, R2 and Queues, and browser tests in headless
# Chromium; its files run in parallel, one worker and state per vitest pool,
# see tests/support/server.ts).
#
# The steps take turns on the machine's cores (two on CI). Overlaps: the
# payment page's light module (in its own target directory) and the worker's development build (wasm, release: a part of
# the target directory no lint or host test locks) build in the background
# from the start, beside the lints and Rust tests (the worker's build first
# makes the API documents it serves natively when their inputs changed,
# scripts/api-doc.sh: the edge's host-test build, which the Rust tests
# below then reuse); the worker's production
# build and the TypeScript checks (types, ESLint, Prettier) run while vitest
# does. Each of these spends much of its time on one core (a crate's
# codegen and LTO are single-threaded; vitest's files leave about a quarter
# of the machine idle), so together they fill both.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
# A fresh clone (no target directory yet, as on CI) builds everything once:
# cargo's incremental caches of the debug and check builds would only be
# written, never read, and writing them costs CPU time the other steps
# share. A working tree that has built before keeps them for its re-runs.
if [ ! -d "$ROOT/target" ]; then
  export CARGO_INCREMENTAL=0
fi
ensure_rust_tools
ensure_npm_packages
ensure_chromium

# what ESLint and Prettier check: the TypeScript and JavaScript of the web
# app, the tests, the benchmark and the scripts, and the configs
ts_sources=(web tests bench scripts/*.mjs vitest.config.ts eslint.config.mjs)

# The quote's coverage-guided fuzzing (`npm run fuzz`) is not a step: its
# instrumented build of core took five minutes of a core in every fresh
# clone for twenty seconds of fuzzing. Its harness runs here on random
# inputs instead, in core's tests (core/tests/quote_inputs.rs).
log "in the background: the payment page's light module, the worker's development build, the Spin host"
light_log="$(mktemp)"
dev_worker_log="$(mktemp)"
spin_log="$(mktemp)"
bash scripts/build-light.sh > "$light_log" 2>&1 &
light_pid=$!
# waited for before build.sh
bash scripts/build-worker.sh dev > "$dev_worker_log" 2>&1 &
dev_worker_pid=$!
# the Spin host's component (wasm32-wasip2, its own profile: a part of the
# target directory nothing else locks), waited for before vitest
# (tests/spin-parity.test.ts serves it)
bash scripts/build-spin.sh > "$spin_log" 2>&1 &
spin_pid=$!
trap 'kill "$light_pid" "$dev_worker_pid" "$spin_pid" 2>/dev/null || true; rm -f "$light_log" "$dev_worker_log" "$spin_log"' EXIT

log "rustfmt"
cargo fmt --all --check
log "clippy"
cargo clippy -p sellwerk-core -p sellwerk-payments -p sellwerk-spin --all-targets --locked -- -D warnings
cargo clippy -p sellwerk-edge -p sellwerk-wasm --target wasm32-unknown-unknown --locked -- -D warnings
cargo clippy -p sellwerk-edge --features dev --target wasm32-unknown-unknown --locked -- -D warnings
log "the edge's layers: no SQL outside repo/, no route handler imported below the routes"
bash scripts/check-structure.sh
# and the check itself: each of its rules refuses an injected violation
bash scripts/check-structure.sh --self-test
log "Rust tests"
# One build for the host (lib.sh's HOST_CRATES), which the API documents'
# build in the background started and build.sh's TypeScript types and the
# parity tests' runners below reuse: core's unit, property and parity
# tests (with its `ts` feature, whose export tests write the types to a
# folder thrown away here), the Spin host's HTTP adaptation (natively; its
# component is built in the background above), the providers' protocols
# against their recorded fixtures, and the edge's host-side unit tests (the
# list SQL in repo::lists; the API document in api_doc: every route once,
# and the documents the workers serve, edge/openapi/*.json, are what the
# code gives now). The crates have no doc tests (`doctest = false`).
ts_scratch="$(mktemp -d)"
TS_RS_EXPORT_DIR="$ts_scratch" cargo test --locked "${HOST_CRATES[@]}"
rm -rf "$ts_scratch"
# Waits for background step $1 (its pid $2, its log $3) and stops the run
# when it failed.
finish_background() {
  local status=0
  wait "$2" || status=$?
  cat "$3"
  if [ "$status" -ne 0 ]; then
    log "$1 failed"
    exit "$status"
  fi
}
finish_background "the light module's build" "$light_pid" "$light_log"
finish_background "the worker's development build" "$dev_worker_pid" "$dev_worker_log"
log "wasm builds (wasm-pkg and its TypeScript types, web, the worker's development build)"
bash scripts/build.sh
log "native runners for the parity tests"
# (and the benchmarks' native baselines for their smoke run below): the
# host build's examples, which `cargo test` above built already, so this
# only makes sure; in the dev profile (a release build with LTO took a
# minute or two for a test that runs a second or two)
cargo build --locked "${HOST_CRATES[@]}" --example quote_lines --example rules_lines \
  --example quote_bench --example hash_bench

# The worker's production build and what `wrangler deploy` would upload,
# in the background while vitest runs: the tests
# of the production worker (tests/production.test.ts) wait for it through
# the file it writes its status to (tests/support/worker.ts) rather than
# building the same files again.
log "in the background: the worker's production build and what wrangler deploy uploads"
worker_log="$(mktemp)"
worker_done="$(mktemp -u)"
(
  status=0
  { bash scripts/build-worker.sh && bash scripts/check-deploy.sh; } > "$worker_log" 2>&1 || status=$?
  echo "$status" > "$worker_done"
) &
worker_pid=$!
export SELLWERK_PRODUCTION_BUILT="$worker_done"
# The TypeScript checks read the built types (wasm-pkg's, the API's) and
# nothing vitest writes: beside it, their output after it.
log "in the background: TypeScript types, ESLint (type-aware rules; a warning fails too), Prettier (\`prettier --write .\` formats)"
ts_log="$(mktemp)"
(
  log "TypeScript: types"
  tsc -p web/tsconfig.json
  log "TypeScript: ESLint"
  eslint --max-warnings 0 "${ts_sources[@]}"
  log "TypeScript: formatting (Prettier)"
  prettier --check "${ts_sources[@]}"
) > "$ts_log" 2>&1 &
ts_pid=$!
trap 'kill "$spin_pid" "$worker_pid" "$ts_pid" 2>/dev/null || true; rm -f "$light_log" "$dev_worker_log" "$spin_log" "$worker_log" "$worker_done" "$ts_log"' EXIT
finish_background "the Spin host's build" "$spin_pid" "$spin_log"

# Every benchmark once, with tiny counts, so none rots (bench/smoke.sh):
# beside vitest, on ports of its own.
log "in the background: every benchmark once (bench/smoke.sh)"
smoke_log="$(mktemp)"
bash bench/smoke.sh > "$smoke_log" 2>&1 &
smoke_pid=$!
trap 'kill "$worker_pid" "$ts_pid" "$smoke_pid" 2>/dev/null || true; rm -f "$light_log" "$dev_worker_log" "$spin_log" "$worker_log" "$worker_done" "$ts_log" "$smoke_log"' EXIT

log "vitest: unit, integration, parity and browser tests"
vitest_status=0
vitest run || vitest_status=$?
wait "$worker_pid" || true
log "the worker's production build and what wrangler deploy uploads (from the background)"
cat "$worker_log"
log "the TypeScript checks (from the background)"
finish_background "the TypeScript checks" "$ts_pid" "$ts_log"
log "the benchmarks' smoke run (from the background)"
finish_background "the benchmarks' smoke run" "$smoke_pid" "$smoke_log"
worker_status="$(cat "$worker_done" 2>/dev/null || echo 1)"
if [ "$worker_status" -ne 0 ]; then
  log "the worker's production build or its deploy check failed"
  exit "$worker_status"
fi
if [ "$vitest_status" -ne 0 ]; then
  exit "$vitest_status"
fi
log "all tests passed"
