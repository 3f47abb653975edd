#!/usr/bin/env bash
# The lists against a large seller: `npm run bench:lists`. Builds what
# changed, seeds a fresh local D1 with the demo data and ORDERS (default
# 1,000,000) orders of the demo seller (bench/lists-seed.mjs), starts the
# D1-counting worker on loopback (bench/counting-worker.mjs) and runs
# bench/lists.mjs, then bench/export.mjs (the background CSV export).
# `npm test` runs it on a small history (bench/smoke.sh).
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
source "$ROOT/bench/common.sh"
cd "$ROOT"
[ -n "${NO_BUILD:-}" ] || bash scripts/build.sh

state=$(mktemp -d)
port=${BENCH_PORT:-8799}
counting=""
stop() {
  if [ -n "$counting" ]; then
    kill -- -"$counting" 2>/dev/null || true
    wait "$counting" 2>/dev/null || true
  fi
  rm -rf "$state"
}
trap stop EXIT

bash scripts/prepare-db.sh "$state"
log "seeding the history"
node bench/lists-seed.mjs "$state"
log "starting the counting worker"
# shellcheck disable=SC2046
setsid wrangler dev -c bench/wrangler.bench.toml --persist-to "$state" --ip 127.0.0.1 --port "$port" \
  $(sites "$port") </dev/null >"$state/wrangler.log" 2>&1 &
counting=$!
wait_healthy "$port" "$state/wrangler.log"
node bench/lists.mjs "http://127.0.0.1:$port"
node bench/export.mjs "http://127.0.0.1:$port"
