#!/usr/bin/env bash
# core -> wasm-pkg -> web -> worker. Each step is skipped when its inputs are unchanged.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ensure_rust_tools
ensure_npm_packages

core_inputs=("$ROOT/core/src" "$ROOT/core/Cargo.toml" "$ROOT/wasm-pkg/src" "$ROOT/wasm-pkg/Cargo.toml" "$ROOT/Cargo.toml" "$ROOT/Cargo.lock")
types="$ROOT/wasm-pkg/types"
if stale "$types/index.ts" "${core_inputs[@]}"; then
  log "generating TypeScript types from core"
  rm -rf "$types.tmp" && mkdir -p "$types.tmp"
  TS_RS_EXPORT_DIR="$types.tmp" cargo test --quiet --locked "${HOST_CRATES[@]}" --lib export_bindings >/dev/null
  (cd "$types.tmp" && for f in *.ts; do echo "export type * from \"./${f%.ts}\";"; done) > "$types.tmp/index.ts"
  rm -rf "$types" && mv "$types.tmp" "$types"
fi
if stale "$ROOT/wasm-pkg/pkg/sellwerk_wasm.js" "${core_inputs[@]}"; then
  log "building wasm-pkg"
  cargo build --release --target wasm32-unknown-unknown -p sellwerk-wasm
  wasm="$ROOT/target/wasm32-unknown-unknown/release/sellwerk_wasm.wasm"
  wasm-bindgen "$wasm" --target bundler --out-dir "$ROOT/wasm-pkg/pkg"
  wasm-bindgen "$wasm" --target nodejs --out-dir "$ROOT/wasm-pkg/pkg-node"
  # wasm-opt for speed: the quote runs on every change of a payment form.
  # Both targets carry the same module, so it is optimised once.
  log "optimising wasm-pkg"
  wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$ROOT/wasm-pkg/pkg/sellwerk_wasm_bg.wasm" -o "$ROOT/wasm-pkg/pkg/sellwerk_wasm_bg.wasm"
  cp "$ROOT/wasm-pkg/pkg/sellwerk_wasm_bg.wasm" "$ROOT/wasm-pkg/pkg-node/sellwerk_wasm_bg.wasm"
  # the nodejs target is CommonJS; the root package.json says "module"
  echo '{ "type": "commonjs" }' > "$ROOT/wasm-pkg/pkg-node/package.json"
  touch "$ROOT/wasm-pkg/pkg/sellwerk_wasm.js"
fi

# the payment page's light module (its own script: test.sh starts it early,
# in the background, as it has its own target directory)
bash "$ROOT/scripts/build-light.sh"
light="$ROOT/wasm-pkg/pkg-checkout"

# two builds of the web app: web/dist (production, deployed) and web/dist-dev
# (development, served by `wrangler dev --env dev`: also the /dev/* pages)
web_inputs=("$ROOT/web/src" "$ROOT/web/index.html" "$ROOT/web/vite.config.ts" "$ROOT/wasm-pkg/pkg")
if stale "$ROOT/web/dist/index.html" "${web_inputs[@]}"; then
  log "building web (production)"
  (cd "$ROOT" && vite build --config web/vite.config.ts --logLevel warn)
fi
if stale "$ROOT/web/dist-dev/index.html" "${web_inputs[@]}"; then
  log "building web (development, with the /dev/* pages)"
  (cd "$ROOT" && vite build --config web/vite.config.ts --mode dev --logLevel warn)
fi
# the payment page alone (preact/compat, the light core) into dist*/checkout/,
# after the app's builds (they empty dist*/)
checkout_inputs=("$ROOT/web/src" "$ROOT/web/checkout" "$ROOT/web/vite.checkout.config.ts" "$light" "$ROOT/web/dist/index.html")
if stale "$ROOT/web/dist/checkout/index.html" "${checkout_inputs[@]}"; then
  log "building the payment page (production)"
  (cd "$ROOT" && vite build --config web/vite.checkout.config.ts --logLevel warn)
fi
checkout_inputs[-1]="$ROOT/web/dist-dev/index.html"
if stale "$ROOT/web/dist-dev/checkout/index.html" "${checkout_inputs[@]}"; then
  log "building the payment page (development)"
  (cd "$ROOT" && vite build --config web/vite.checkout.config.ts --mode dev --logLevel warn)
fi

# the public pages' islands (web/src/islands): one small ES module each,
# no framework, at stable names (the edge's pages load
# /islands/{name}.js?v=...). After the Vite builds, which empty dist.
islands=(buy countdown contact slider categories consent trackingFrame)
for out in dist dist-dev; do
  if stale "$ROOT/web/$out/islands/consent.js" "$ROOT/web/src/islands" "$ROOT/web/$out/index.html"; then
    log "building the islands into web/$out/islands"
    (cd "$ROOT" && esbuild $(printf "web/src/islands/%s.ts " "${islands[@]}") --bundle --format=esm --minify \
      --target=es2020 --out-extension:.js=.js --outdir="web/$out/islands" --log-level=warning)
  fi
done

# the worker of the mode asked for (SELLWERK_MODE, development by default)
if [ "${SELLWERK_MODE:-development}" = production ]; then
  bash "$ROOT/scripts/build-worker.sh"
else
  bash "$ROOT/scripts/build-worker.sh" dev
fi
