#!/usr/bin/env bash
# Builds the Spin host (hosts/spin, a wasi:http component for
# wasm32-wasip2) into target/wasm32-wasip2/spin/sellwerk_spin.wasm, unless
# nothing changed. `npm test` runs it in the background beside the lints
# (tests/spin-parity.test.ts serves it), `npm run spin` before serving.
#
# Decision (its cost in a fresh clone's `npm test`): the `spin` profile
# (Cargo.toml) optimises for size without fat LTO and with parallel code
# generation; the component serves tests and the host benchmark, not
# buyers' phones, so a few percent of speed are worth less than the
# build's minutes on two cores.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_rust_tools
component="$ROOT/target/wasm32-wasip2/spin/sellwerk_spin.wasm"
inputs=("$ROOT/core/src" "$ROOT/core/Cargo.toml" "$ROOT/hosts/spin" "$ROOT/Cargo.toml" "$ROOT/Cargo.lock" "$ROOT/scripts/build-spin.sh")
if stale "$component" "${inputs[@]}"; then
  log "building the Spin host (wasm32-wasip2)"
  cargo build --locked -p sellwerk-spin --target wasm32-wasip2 --profile spin
  # cargo leaves the file alone when nothing of it changed: its time says
  # it is current
  touch "$component"
fi
