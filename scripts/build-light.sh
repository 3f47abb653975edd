#!/usr/bin/env bash
# Builds wasm-pkg's light module for the payment page into
# wasm-pkg/pkg-checkout/, unless nothing changed (scripts/build.sh calls it).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_rust_tools

core_inputs=("$ROOT/core/src" "$ROOT/core/Cargo.toml" "$ROOT/wasm-pkg/src" "$ROOT/wasm-pkg/Cargo.toml" "$ROOT/Cargo.toml" "$ROOT/Cargo.lock")
# The payment page's light module (wasm-pkg's `checkout` feature): core
# without the time-zone database, only the exports the page calls, every
# crate optimised for size (it is fetched before a buyer can type).
# Decision: the standard library is rebuilt for size with it, a panic traps
# at once without building its message (`-Cpanic=immediate-abort`,
# `-Zlocation-detail=none`), and `Debug` formatting writes nothing
# (`-Zfmt-debug=none`: nothing this module answers is made with `Debug`; its
# answers are codes and core's texts, and tests/time-zones.test.ts compares
# its quotes with the full module's byte for byte). Panic and debug
# formatting and std's speed-first code were about a sixth of the module
# (see ARCHITECTURE.md, "The light checkout"). Those are unstable options,
# which the project's stable compiler takes for this one command through
# RUSTC_BOOTSTRAP=1 (as other projects that need one unstable option do),
# rather than installing a second, nightly toolchain; the size test
# (tests/checkout-size.test.ts) notices if a compiler changes them. Its own
# target directory (its standard library differs); rebuilt when this
# script changes.
light="$ROOT/wasm-pkg/pkg-checkout"
if stale "$light/sellwerk_wasm.js" "${core_inputs[@]}" "$ROOT/scripts/build-light.sh"; then
  log "building wasm-pkg (checkout, light; the standard library too, once)"
  RUSTC_BOOTSTRAP=1 RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none -Zfmt-debug=none" \
    cargo build --release --target wasm32-unknown-unknown -p sellwerk-wasm \
    --no-default-features --features checkout --target-dir "$ROOT/target/light" \
    -Z build-std=std,panic_abort -Z build-std-features=optimize_for_size \
    --config 'profile.release.opt-level="z"' \
    --config 'profile.release.package.sellwerk-core.opt-level="z"' \
    --config 'profile.release.package.rust_decimal.opt-level="z"' \
    --config 'profile.release.package.serde_json.opt-level="z"'
  rm -rf "$light.tmp" && mkdir -p "$light.tmp"
  cp "$ROOT/target/light/wasm32-unknown-unknown/release/sellwerk_wasm.wasm" "$light.tmp/built.wasm"
  wasm-bindgen "$light.tmp/built.wasm" --target bundler --out-name sellwerk_wasm --out-dir "$light.tmp"
  rm "$light.tmp/built.wasm"
  log "optimising wasm-pkg (checkout) for size"
  # (and without the `producers` and `target_features` sections: tools'
  # metadata no browser reads, about 0.2 KB gzipped of the page's budget)
  wasm-opt -Oz --strip-producers --strip-target-features --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$light.tmp/sellwerk_wasm_bg.wasm" -o "$light.tmp/sellwerk_wasm_bg.wasm"
  rm -rf "$light" && mv "$light.tmp" "$light"
fi

