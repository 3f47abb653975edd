#!/usr/bin/env bash
# One command for the benchmarks: `npm run bench` (the quote, then the
# password hash in the worker).
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
cd "$ROOT"
bash scripts/build.sh
native=$(cargo run --quiet --release -p sellwerk-core --example quote_bench)
native_hash=$(cargo run --quiet --release -p sellwerk-core --example hash_bench)

state=$(mktemp -d)
port=8797
bash scripts/prepare-db.sh "$state"
setsid wrangler dev --persist-to "$state" --ip 127.0.0.1 --port "$port" </dev/null >"$state/wrangler.log" 2>&1 &
server=$!
# wrangler runs in its own process group, so workerd goes down with it
trap 'kill -- -$server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$state"' EXIT
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/v1/health" >/dev/null && break
  sleep 0.5
done
node bench/quote.mjs "$native" "http://127.0.0.1:$port"
node bench/password.mjs "$native_hash" "http://127.0.0.1:$port"
