#!/usr/bin/env bash
# The lists against a large seller: `npm run bench:lists`. Builds what
# changed, seeds a fresh local D1 with the demo data and ORDERS (default
# 1,000,000) orders of the demo seller (bench/lists-seed.mjs), starts the
# D1-counting worker on loopback (bench/counting-worker.mjs) and runs
# bench/lists.mjs, then bench/export.mjs (the background CSV export). Not
# part of the test command.
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
cd "$ROOT"
[ -n "${NO_BUILD:-}" ] || bash scripts/build.sh

state=$(mktemp -d)
port=8799
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
setsid wrangler dev -c bench/wrangler.bench.toml --persist-to "$state" --ip 127.0.0.1 --port "$port" \
  </dev/null >"$state/wrangler.log" 2>&1 &
counting=$!
for _ in $(seq 1 240); do
  curl -sf "http://127.0.0.1:$port/v1/health" >/dev/null && break
  sleep 0.5
done
curl -sf "http://127.0.0.1:$port/v1/health" >/dev/null || { cat "$state/wrangler.log" >&2; exit 1; }
node bench/lists.mjs "http://127.0.0.1:$port"
node bench/export.mjs "http://127.0.0.1:$port"
