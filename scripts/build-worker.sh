#!/usr/bin/env bash
# Builds the edge worker with worker-build, unless nothing changed.
#   build-worker.sh        the production build (edge/build), what
#                          `wrangler deploy` uploads: no `dev` feature
#   build-worker.sh dev    the development build (edge/build-dev) that
#                          `wrangler dev --env dev` serves (npm start, tests),
#                          without wasm-opt: its size matters nowhere, and
#                          optimising it took half a minute of every build
# wrangler's [build] step calls this (twice per `wrangler dev`: cheap the second time).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
flavour="${1:-production}"
case "$flavour" in
  production) dir="build"; flags=() ;;
  dev) dir="build-dev"; flags=(--no-opt --features dev) ;;
  *) echo "build-worker.sh: unknown flavour $flavour (production or dev)" >&2; exit 2 ;;
esac
# the API document it serves, made natively first (api-doc.sh)
bash "$ROOT/scripts/api-doc.sh"
out="$ROOT/edge/$dir/worker/shim.mjs"
if stale "$out" "$ROOT/core" "$ROOT/edge/src" "$ROOT/edge/openapi" "$ROOT/edge/Cargo.toml" "$ROOT/payments" "$ROOT/Cargo.toml" "$ROOT/Cargo.lock"; then
  log "building the worker ($flavour)"
  (cd "$ROOT/edge" && worker-build --release --out-dir "$dir" "${flags[@]}")
  touch "$out"
fi
