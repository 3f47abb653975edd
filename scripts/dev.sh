#!/usr/bin/env bash
# Installs what is missing, builds what changed, prepares the local D1 with
# demo data, and serves the whole product at http://127.0.0.1:8787.
# The tests start the product through this same script, with
# SELLWERK_STATE (a fresh state directory), PORT and INSPECTOR_PORT set.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/build.sh"
state="${SELLWERK_STATE:-$ROOT/.state}"
port="${PORT:-8787}"
bash "$ROOT/scripts/prepare-db.sh" "$state"
log "serving Sellwerk at http://127.0.0.1:$port (local D1, R2 and Queues in $state)"
cd "$ROOT"
inspector=()
[ -n "${INSPECTOR_PORT:-}" ] && inspector=(--inspector-port "$INSPECTOR_PORT")
exec wrangler dev --persist-to "$state" --ip 127.0.0.1 --port "$port" "${inspector[@]}"
