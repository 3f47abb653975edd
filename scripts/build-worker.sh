#!/usr/bin/env bash
# Builds the edge worker with worker-build, unless nothing changed.
# wrangler's [build] step calls this (twice per `wrangler dev`: cheap the second time).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
out="$ROOT/edge/build/worker/shim.mjs"
if stale "$out" "$ROOT/core" "$ROOT/edge/src" "$ROOT/edge/Cargo.toml" "$ROOT/Cargo.toml" "$ROOT/Cargo.lock"; then
  log "building the worker"
  (cd "$ROOT/edge" && worker-build --release)
  touch "$out"
fi
