#!/usr/bin/env bash
# Builds the edge's workers with worker-build, unless nothing changed.
#   build-worker.sh        the production build: both workers of a
#                          deployment (ARCHITECTURE.md, "Workers per role"),
#                          what `wrangler deploy` uploads, no `dev` feature:
#   build-worker.sh buyer    the buyer's worker (edge/build), wrangler.toml
#   build-worker.sh app      the app's worker (edge/build-app),
#                            wrangler.app.toml
#   build-worker.sh dev    the development build (edge/build-dev) that
#                          `wrangler dev --env dev` serves (npm start, tests):
#                          one worker with both roles, without wasm-opt: its
#                          size matters nowhere, and optimising it took half
#                          a minute of every build
# wrangler's [build] step calls this (twice per `wrangler dev`: cheap the second time).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
flavour="${1:-production}"
case "$flavour" in
  production)
    bash "$ROOT/scripts/build-worker.sh" buyer
    exec bash "$ROOT/scripts/build-worker.sh" app
    ;;
  buyer) dir="build"; flags=(--profile worker --no-default-features --features buyer) ;;
  app) dir="build-app"; flags=(--profile worker --no-default-features --features app) ;;
  # both roles in one production worker, as the edge was deployed before
  # the split: the baseline of `bench/workers.mjs`, built by it alone
  whole) dir="build-whole"; flags=(--release) ;;
  dev) dir="build-dev"; flags=(--release --no-opt --features dev) ;;
  *) echo "build-worker.sh: unknown flavour $flavour (production, buyer, app, whole or dev)" >&2; exit 2 ;;
esac
# the API document it serves, made natively first (api-doc.sh)
bash "$ROOT/scripts/api-doc.sh"
out="$ROOT/edge/$dir/worker/shim.mjs"
if stale "$out" "$ROOT/core" "$ROOT/edge/src" "$ROOT/edge/openapi" "$ROOT/edge/Cargo.toml" "$ROOT/payments" "$ROOT/Cargo.toml" "$ROOT/Cargo.lock"; then
  log "building the worker ($flavour)"
  (cd "$ROOT/edge" && worker-build --out-dir "$dir" "${flags[@]}")
  if [ "$flavour" = buyer ] || [ "$flavour" = app ]; then
    # the `worker` profile's wasm-opt (edge/Cargo.toml): no names section;
    # the features are those worker-build enables (what workerd runs and
    # wasm-bindgen's output uses). Decision: `-O1`. Measured on the buyer's
    # worker: 923,840 bytes compressed in about 15 s, where `-Oz` made
    # 985,348 in about 2 1/2 minutes of a core.
    level=-O1
    log "wasm-opt $level ($flavour)"
    wasm="$ROOT/edge/$dir/index_bg.wasm"
    "$WASM_OPT_BIN" "$level" --enable-mutable-globals --enable-sign-ext --enable-nontrapping-float-to-int \
      --enable-bulk-memory --enable-multivalue --enable-reference-types --enable-exception-handling \
      "$wasm" -o "$wasm.opt"
    mv "$wasm.opt" "$wasm"
  fi
  touch "$out"
fi
