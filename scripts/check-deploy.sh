#!/usr/bin/env bash
# Checks what `wrangler deploy` would upload (`wrangler deploy --dry-run`,
# offline): it fails when the output or the bundle holds a development value
# (each value of [env.dev.vars] in wrangler.toml) or development code (the
# /v1/dev/ routes, the sandbox provider's pages and books, the statement
# counter's Sellwerk-D1-Statements header, the bench's sellwerk-bench
# header that reads past the edge cache), when the web app it uploads holds
# a development page (the mailbox, the component catalogue), or when the
# compressed worker is above the 3 MB limit.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
wrangler deploy --dry-run --env "" --outdir "$out/bundle" > "$out/log" 2>&1 || {
  cat "$out/log" >&2
  echo "check-deploy: wrangler deploy --dry-run failed" >&2
  exit 1
}
# the values of [env.dev.vars], one per line
mapfile -t values < <(awk '
  /^\[/ { inside = ($0 == "[env.dev.vars]"); next }
  inside && /^[A-Z_]+ *= *"/ { sub(/^[^"]*"/, ""); sub(/".*$/, ""); print }
' wrangler.toml)
if [ "${#values[@]}" -lt 3 ]; then
  echo "check-deploy: found only ${#values[@]} development values in wrangler.toml" >&2
  exit 1
fi
failed=0
for needle in "${values[@]}" "/v1/dev/" "/v1/sandbox/" "sandbox_payments" "Sellwerk-D1-Statements" "sellwerk-bench"; do
  if grep -a -r -q -F -- "$needle" "$out/log" "$out/bundle"; then
    echo "check-deploy: the deployable worker contains the development value '$needle'" >&2
    failed=1
  fi
done
[ "$failed" -eq 0 ] || exit 1
log "wrangler deploy --dry-run: production build, no development value (${#values[@]} checked)"
# the web app it uploads ([assets] directory): the production build, without
# the development pages (web/vite.config.ts); each needle is a page's marker
assets="$(awk '/^\[/ { inside = ($0 == "[assets]"); next } inside && /^directory *= *"/ { sub(/^[^"]*"/, ""); sub(/".*$/, ""); print }' wrangler.toml)"
if [ "$assets" != "web/dist" ] || [ ! -f "$assets/index.html" ]; then
  echo "check-deploy: the production assets are '$assets', expected a built web/dist (scripts/build.sh)" >&2
  exit 1
fi
for needle in "Component catalogue" "Dev mailbox" "/dev/mails" "SELLWERK_DEV_PAGES"; do
  if grep -a -r -q -F -- "$needle" "$assets"; then
    echo "check-deploy: the deployable web app ($assets) contains the development page marker '$needle'" >&2
    failed=1
  fi
done
[ "$failed" -eq 0 ] || exit 1
log "web assets: production build, no development page"
# everything wrangler would upload: the bundle and the wasm module
limit=$((3 * 1024 * 1024))
size=$(find "$out/bundle" -type f \( -name '*.js' -o -name '*.mjs' -o -name '*.wasm' \) -print0 | sort -z | xargs -0 cat | gzip -9 | wc -c)
if [ "$size" -gt "$limit" ]; then
  echo "worker too large: $size bytes compressed, limit $limit" >&2
  exit 1
fi
echo "worker size ok: $size bytes compressed (limit $limit)"
