#!/usr/bin/env bash
# Every benchmark once with tiny counts (BENCH_SMOKE=1), so none of them
# rots: `npm run bench` (the quote, the password hash, the checkout's
# latency and D1 statements), `npm run bench:lists` (on a small history, the
# background export included), `npm run bench:storefront` (one cold load
# per page, a few requests per throughput round), `npm run bench:hosts`
# (one short round of each host) and `npm run bench:workers` (one cold
# start of each production worker, once the test run built them). A benchmark that fails,
# or answers an error where it measures, fails this; its numbers are not
# judged (a busy test machine's times mean nothing), except what does not
# depend on the machine: the storefront's sizes, answers and cache states.
# `npm test` runs it beside vitest, after the builds (NO_BUILD): the native
# baselines come from the dev profile's build of core's examples that
# test.sh makes with the parity runners. The ports are its own (8890 to
# 8894; the Spin host's is any free one), away from `npm start`'s and the benchmarks' own.
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
cd "$ROOT"
export BENCH_SMOKE=1 NO_BUILD=1
# one fresh local D1 with the demo data, copied for each worker
template="$(mktemp -d)"
trap 'rm -rf "$template"' EXIT
bash scripts/prepare-db.sh "$template"
export SELLWERK_DB_TEMPLATE="$template"
log "bench smoke: npm run bench"
BENCH_PORT=8890 bash bench/run.sh
log "bench smoke: npm run bench:lists"
BENCH_PORT=8892 ORDERS=500 DEEP=5 REPEAT=2 bash bench/lists.sh
log "bench smoke: npm run bench:storefront"
PORT=8893 RUNS=1 AMOUNT=40 ROUNDS=1 CONNECTIONS=4 node bench/storefront.mjs
log "bench smoke: npm run bench:hosts"
PORT=8894 node bench/hosts.mjs
log "bench smoke: npm run bench:workers"
node bench/workers.mjs
log "bench smoke: every benchmark ran"
