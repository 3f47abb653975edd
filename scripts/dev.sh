#!/usr/bin/env bash
# Installs what is missing, builds what changed, prepares the local D1 with
# demo data, and serves the whole product at http://127.0.0.1:8787.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/build.sh"
state="$ROOT/.state"
bash "$ROOT/scripts/prepare-db.sh" "$state"
log "serving Sellwerk at http://127.0.0.1:8787 (local D1, R2 and Queues in .state/)"
cd "$ROOT"
exec wrangler dev --persist-to "$state" --ip 127.0.0.1 --port "${PORT:-8787}"
