#!/usr/bin/env bash
# Checks what `wrangler deploy` would upload (`wrangler deploy --dry-run`,
# offline), for each worker of a deployment (ARCHITECTURE.md, "Workers per
# role": the buyer's, wrangler.toml, and the app's, wrangler.app.toml): it
# fails when the output or the bundle holds a development value
# (each value of [env.dev.vars] in wrangler.toml) or development code (the
# /v1/dev/ routes, the sandbox provider's pages and books, the statement
# counter's Sellwerk-D1-Statements header, the bench's sellwerk-bench
# header that reads past the edge cache), when the web app it uploads holds
# a development page (the mailbox, the component catalogue), or when the
# compressed worker is above its budget: the buyer's at most 1 MB (every
# buyer's request starts it: small and quick to start), the app's at most
# 2 MB (the platform's limit is 3 MB).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# the values of [env.dev.vars], one per line
mapfile -t values < <(awk '
  /^\[/ { inside = ($0 == "[env.dev.vars]"); next }
  inside && /^[A-Z_]+ *= *"/ { sub(/^[^"]*"/, ""); sub(/".*$/, ""); print }
' wrangler.toml)
if [ "${#values[@]}" -lt 3 ]; then
  echo "check-deploy: found only ${#values[@]} development values in wrangler.toml" >&2
  exit 1
fi
# check_worker NAME CONFIG BUDGET: the dry run of one worker, its
# development values and its compressed size
check_worker() {
  local name="$1" config="$2" budget="$3" dir="$out/$1"
  mkdir -p "$dir"
  wrangler deploy --dry-run -c "$config" --env "" --outdir "$dir/bundle" > "$dir/log" 2>&1 || {
    cat "$dir/log" >&2
    echo "check-deploy: wrangler deploy --dry-run -c $config failed" >&2
    exit 1
  }
  local failed=0
  for needle in "${values[@]}" "/v1/dev/" "/v1/sandbox/" "sandbox_payments" "Sellwerk-D1-Statements" "sellwerk-bench"; do
    if grep -a -r -q -F -- "$needle" "$dir/log" "$dir/bundle"; then
      echo "check-deploy: the $name worker contains the development value '$needle'" >&2
      failed=1
    fi
  done
  [ "$failed" -eq 0 ] || exit 1
  # everything wrangler would upload: the bundle and the wasm module
  local size
  size=$(find "$dir/bundle" -type f \( -name '*.js' -o -name '*.mjs' -o -name '*.wasm' \) -print0 | sort -z | xargs -0 cat | gzip -9 | wc -c)
  if [ "$size" -gt "$budget" ]; then
    echo "check-deploy: the $name worker is too large: $size bytes compressed, budget $budget" >&2
    exit 1
  fi
  log "the $name worker ($config): production build, no development value (${#values[@]} checked), $size bytes compressed (budget $budget)"
}
check_worker buyer wrangler.toml $((1024 * 1024))
check_worker app wrangler.app.toml $((2 * 1024 * 1024))
failed=0
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
