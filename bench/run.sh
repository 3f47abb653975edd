#!/usr/bin/env bash
# One command for the benchmarks: `npm run bench` (the quote, the password
# hash in the worker, then the checkout's latency and D1 statements).
# BENCH_SMOKE=1 (bench/smoke.sh, part of `npm test`) runs every step with
# tiny counts, its native baselines from the dev profile's build that the
# tests made: it proves the benchmark runs, its numbers mean nothing.
# NO_BUILD=1 leaves out the build.
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
source "$ROOT/bench/common.sh"
cd "$ROOT"
[ -n "${NO_BUILD:-}" ] || bash scripts/build.sh
if [ -n "${BENCH_SMOKE:-}" ]; then
  # (the host build of lib.sh's HOST_CRATES: nothing to build after npm test's)
  cargo build --quiet --locked "${HOST_CRATES[@]}" --example quote_bench --example hash_bench
  native=$("$ROOT/target/debug/examples/quote_bench" 2000)
  native_hash=$("$ROOT/target/debug/examples/hash_bench" 1)
else
  native=$(cargo run --quiet --release -p sellwerk-core --example quote_bench)
  native_hash=$(cargo run --quiet --release -p sellwerk-core --example hash_bench)
fi

state=$(mktemp -d)
counting_state=$(mktemp -d)
# (bench/smoke.sh moves the ports: BENCH_PORT)
port=${BENCH_PORT:-8797}
counting_port=$((port + 1))
server=""
counting=""
# each wrangler runs in its own process group, so workerd goes down with it
stop() {
  for pid in $server $counting; do
    kill -- -"$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$state" "$counting_state"
}
trap stop EXIT

bash scripts/prepare-db.sh "$state"
# the development environment (its sandbox provider and public values; the
# production build answers 503 until real secrets are set), with the three
# sites on this port (bench/common.sh)
# shellcheck disable=SC2046
setsid wrangler dev --env dev --persist-to "$state" --ip 127.0.0.1 --port "$port" $(sites "$port") \
  </dev/null >"$state/wrangler.log" 2>&1 &
server=$!
wait_healthy "$port" "$state/wrangler.log"
node bench/quote.mjs "$native" "http://127.0.0.1:$port"
node bench/password.mjs "$native_hash" "http://127.0.0.1:$port"

# The checkout: latency against the same worker; D1 statements against the
# same built worker under a counting entry (bench/counting-worker.mjs,
# bench/wrangler.bench.toml), with its own fresh local D1.
bash scripts/prepare-db.sh "$counting_state"
# shellcheck disable=SC2046
setsid wrangler dev -c bench/wrangler.bench.toml --persist-to "$counting_state" --ip 127.0.0.1 --port "$counting_port" \
  $(sites "$counting_port") </dev/null >"$counting_state/wrangler.log" 2>&1 &
counting=$!
wait_healthy "$counting_port" "$counting_state/wrangler.log"
node bench/checkout.mjs "http://127.0.0.1:$port" "http://127.0.0.1:$counting_port"
