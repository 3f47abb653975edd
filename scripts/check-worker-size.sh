#!/usr/bin/env bash
# `wrangler deploy --dry-run` (offline) and the 3 MB limit on the compressed worker.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
limit=$((3 * 1024 * 1024))
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
cd "$ROOT"
wrangler deploy --dry-run --outdir "$out" >"$out.log" 2>&1 || { cat "$out.log"; exit 1; }
# everything wrangler would upload: the bundle and the wasm module
size=$(find "$out" -type f \( -name '*.js' -o -name '*.mjs' -o -name '*.wasm' \) -print0 | sort -z | xargs -0 cat | gzip -9 | wc -c)
rm -f "$out.log"
if [ "$size" -gt "$limit" ]; then
  echo "worker too large: $size bytes compressed, limit $limit" >&2
  exit 1
fi
echo "worker size ok: $size bytes compressed (limit $limit)"
