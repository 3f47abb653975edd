# What the benchmarks' scripts share (sourced after scripts/lib.sh).

# The three sites on port $1, as `npm start` has them: the worker serves
# the API only at the app's origin (ARCHITECTURE.md, "Security model").
sites() {
  echo --var "SITE_ORIGIN:http://127.0.0.1:$1" --var "SHOP_ORIGIN:http://{shop}.shops.localhost:$1" \
    --var "FILES_ORIGIN:http://files.localhost:$1"
}

# Waits until the worker on port $1 answers its health check; prints its
# log ($2) and fails when it does not within two minutes.
wait_healthy() {
  for _ in $(seq 1 240); do
    curl -sf "http://127.0.0.1:$1/v1/health" >/dev/null && return 0
    sleep 0.5
  done
  echo "the worker on port $1 did not become healthy; its log: $2" >&2
  cat "$2" >&2
  return 1
}
